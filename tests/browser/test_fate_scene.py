"""The Fate scene in the browser (issue 22 Build): two saved characters linked on the scene and an NPC play a
conflict of two exchanges with physical dice. Attacks name their target, the target defends (002:L110, L116), the
shifts land on the target's own save or on the NPC (002:L172 → FAE SRD), an advantage written into the scene is
spent as a free invoke by an ally (002:L138, L142, L152), turn order and rounds (FAE SRD)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.ux_steps import act, create_board, create_character, edit, save_of, unfold


def turn(page: Page, name: str) -> None:
    expect(page.get_by_test_id("field-Na tahu")).to_have_text(name)


def test_two_exchanges_of_a_conflict_with_two_linked_characters_and_an_npc(page: Page) -> None:
    marie = create_character(page, "Marie", "fate")
    sean = create_character(page, "Sean", "fate")
    create_board(page, "Akvárium", "fate_scena")
    for index, hero in ((1, marie), (2, sean)):
        page.get_by_test_id("field-ucastnici-add").click()
        expect(page.get_by_test_id(f"field-ucastnici.{index}.strana")).to_be_attached()
        edit(page, f"field-ucastnici.{index}.strana", "0")
        edit(page, f"field-ucastnici.{index}.postava", hero)

    # every approach +0: the turn order keeps the scene's order — the NPC, Marie, Sean (FAE SRD, GM breaks ties)
    assert act(page, "zacatek", []) == "started"
    expect(page.get_by_test_id("field-Kolo")).to_have_text("1")
    turn(page, "Protivník")
    # exchange 1 — the NPC attacks Marie: ++00 → +2; Marie defends: 0000 → +0; 2 shifts of harm (002:L172)
    assert act(page, "utok", [1, 1, 0, 0], kdo="0", cil="1") == "rolled"
    assert act(page, "obrana", [0, 0, 0, 0]) == "failure"
    assert act(page, "zasah", []) == "absorbed"  # FAE: her box 2 takes it, on her own save
    assert [b["marked"] for b in save_of(page, marie)["harm"]["tracks"][0]["boxes"]] == [False, True, False]
    assert act(page, "konec_tahu", []) == "turn"
    turn(page, "Marie")
    # Marie creates an advantage by Intelekt against +2: +++0 → +3, one shift: «Výhoda» with a free invoke (L152)
    assert act(page, "hod", [1, 1, 1, 0], kdo="1", akce="advantage", pristup="intelekt") == "success"
    assert act(page, "konec_tahu", []) == "turn"
    # Sean attacks the NPC with Marie's free invoke (an ally's, L142): ++00 + 2 → +4 against 0000: 4 shifts
    assert act(page, "utok", [1, 1, 0, 0], kdo="2", cil="0", volne_1="0") == "rolled"
    assert act(page, "obrana", [0, 0, 0, 0]) == "failure"
    # box 2 and a mild consequence take the 4; the consequence becomes a scene aspect with Sean's free invoke
    assert act(page, "zasah", [], texts={"consequence_name": "Zlomené křídlo"}) == "absorbed"
    assert act(page, "konec_tahu", []) == "round"

    # exchange 2
    expect(page.get_by_test_id("field-Kolo")).to_have_text("2")
    turn(page, "Protivník")
    # the NPC attacks Sean: -000 → −1 against his 0000: the attack misses (L180), nothing to absorb
    assert act(page, "utok", [-1, 0, 0, 0], kdo="0", cil="2") == "rolled"
    assert act(page, "obrana", [0, 0, 0, 0]) == "success"
    assert act(page, "konec_tahu", []) == "turn"
    # Marie attacks with Sean's free invoke on the NPC's consequence: 0000 + 2 → +2 against 0000: 2 shifts, box 3
    assert act(page, "utok", [0, 0, 0, 0], kdo="1", cil="0", volne_1="1") == "rolled"
    assert act(page, "obrana", [0, 0, 0, 0]) == "failure"
    assert act(page, "zasah", []) == "absorbed"
    assert act(page, "konec_tahu", []) == "turn"
    turn(page, "Sean")

    # what landed where: Marie's save has her stress, Sean's is untouched; the NPC lives on the scene
    assert [b["marked"] for b in save_of(page, sean)["harm"]["tracks"][0]["boxes"]] == [False, False, False]
    assert save_of(page, marie)["fate_points"] == 3
    unfold(page, "field-ucastnici.0.denik.harm.consequences.0.aspect")
    expect(page.get_by_test_id("field-ucastnici.0.denik.harm.consequences.0.aspect")).to_have_value("Zlomené křídlo")
    expect(page.get_by_test_id("field-ucastnici.0.denik.harm.tracks.0.boxes.2.marked")).to_be_checked()


def test_the_attacker_invokes_after_the_defence_with_the_switch(page: Page) -> None:
    """002:L138 (an invoke after the dice; FAE SRD: either side), L178 a tie, L172 harm = the attacker's shifts."""
    marie = create_character(page, "Marie", "fate")
    create_board(page, "Most", "fate_scena")
    page.get_by_test_id("field-ucastnici-add").click()
    expect(page.get_by_test_id("field-ucastnici.1.strana")).to_be_attached()
    edit(page, "field-ucastnici.1.strana", "0")
    edit(page, "field-ucastnici.1.postava", marie)
    # Marie creates an advantage by Intelekt +0 against +2: +++0 → +3: «Výhoda» with her free invoke (L152)
    assert act(page, "hod", [1, 1, 1, 0], kdo="1", akce="advantage", pristup="intelekt") == "success"
    # she attacks the NPC: 0000 → +0; it defends: 0000 → +0: a tie, no harm, her boost (L178)
    assert act(page, "utok", [0, 0, 0, 0], kdo="1", cil="0") == "rolled"
    assert act(page, "obrana", [0, 0, 0, 0]) == "tie"
    expect(page.get_by_test_id("field-Zásah čeká")).to_have_count(0)
    # after the defence's dice she spends her free invoke with the attacker's switch: +2 against +0, 2 shifts;
    # the NPC's defence fails and the hit of 2 waits for it (L172)
    assert act(page, "po_hodu", [], switches={"utocnik": True}, volne_1="0") == "failure"
    expect(page.get_by_test_id("field-Zásah čeká")).to_have_text("Protivník: pohltit 2 posuny (útočník Marie)")
    assert act(page, "zasah", []) == "absorbed"  # FAE: the NPC's box 2 takes the 2 shifts
    unfold(page, "field-ucastnici.0.denik.harm.tracks.0.boxes.1.marked")
    expect(page.get_by_test_id("field-ucastnici.0.denik.harm.tracks.0.boxes.1.marked")).to_be_checked()
    expect(page.get_by_test_id("field-ucastnici.0.denik.harm.tracks.0.boxes.0.marked")).not_to_be_checked()


def test_an_invoke_chosen_with_a_scene_roll_rerolls_the_dice(page: Page) -> None:
    """002:L138 «bonusem +2 nebo možností opakování hodu» chosen with the roll on the scene, as on the sheet
    («Z toho přehození»): the invoke rerolls all four dice instead of +2 and the new roll stands."""
    marie = create_character(page, "Marie", "fate")
    create_board(page, "Most", "fate_scena")
    page.get_by_test_id("field-ucastnici-add").click()
    expect(page.get_by_test_id("field-ucastnici.1.strana")).to_be_attached()
    edit(page, "field-ucastnici.1.strana", "0")
    edit(page, "field-ucastnici.1.postava", marie)
    # Marie creates an advantage by Intelekt +0 against +2: +++0 → +3: «Výhoda» with her free invoke (L152)
    assert act(page, "hod", [1, 1, 1, 0], kdo="1", akce="advantage", pristup="intelekt") == "success"
    # she overcomes by Styl +0 against +2 with that free invoke as a reroll: ---- is rerolled to ++++ → +4, no +2
    # for the invoke: 2 shifts, success (without the reroll −4, a failure)
    assert act(page, "hod", [-1, -1, -1, -1, 1, 1, 1, 1], texts={"prehozy": "1"}, kdo="1", volne_1="0") == "success"
    result = page.get_by_test_id("action-result")
    expect(result).to_contain_text("Přehozeno (první hod ----); platí nový hod.")
    expect(result).to_contain_text("++++ (+4) +0 = Skvělý (+4)")
