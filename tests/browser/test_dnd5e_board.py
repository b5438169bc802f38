"""The D&D 5e encounter board in the browser (issue 19 item 1): two saved characters linked on the board and two
monsters roll initiative and fight two full rounds with physical dice; hits land on the characters' own saves,
a monster dies at 0 (004:L383) and drops out of the order, Dodge gives the attacker disadvantage (004:L300), and a
monster added to the running fight rolls initiative and takes its place in the order (SRD; 004:L237)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.ux_steps import act, back_to_sheet, create_board, create_character, edit, save_of, unfold


def board(page: Page) -> Any:
    """The open board's own save."""
    board_id = page.get_by_test_id("sheet-screen").get_attribute("data-id")
    return save_of(page, board_id or "")


def test_two_rounds_with_two_linked_characters_and_two_monsters(page: Page) -> None:
    borek = create_character(page, "Bořek", "dnd5e")  # Str 10, Dex 10: longsword +2, 1k8; OČ 10, 10 HP
    jana = create_character(page, "Jana", "dnd5e")
    create_board(page, "Brod", "dnd5e_stretnuti")  # one monster: OČ 12, 10 HP, 1k6 +0, dies at 0
    for index in (1, 2, 3):
        page.get_by_test_id("field-ucastnici-add").click()
        expect(page.get_by_test_id(f"field-ucastnici.{index}.strana")).to_be_attached()
    for index, hero in ((2, borek), (3, jana)):
        edit(page, f"field-ucastnici.{index}.strana", "0")
        edit(page, f"field-ucastnici.{index}.postava", hero)

    # initiative, Dex checks in list order: monsters 10 and 5, Bořek 15, Jana 12 → Bořek, Jana, monster, monster
    assert act(page, "zacatek", [10, 5, 15, 12]) == "rolled"
    expect(page.get_by_test_id("field-Kolo")).to_have_text("1")
    expect(page.get_by_test_id("field-Na tahu")).to_have_text("Bořek")

    # round 1: Bořek hits the first monster (15 + 2 vs OČ 12; 1k8 = 4), Jana misses the second (2)
    assert act(page, "utok", [15, 4], zbran="2/0", cil="0") == "hit"
    assert act(page, "konec_tahu", []) == "turn_over"
    assert act(page, "utok", [2], zbran="3/0", cil="1") == "miss"
    assert act(page, "konec_tahu", []) == "turn_over"
    # the monsters: 15 vs Bořek's OČ 10, 1k6 = 3; 12 vs Jana's OČ 10, 1k6 = 6 — on their own saves
    assert act(page, "utok", [15, 3], zbran="0/0", cil="2") == "hit"
    assert act(page, "konec_tahu", []) == "turn_over"
    assert act(page, "utok", [12, 6], zbran="1/0", cil="3") == "hit"
    assert act(page, "konec_tahu", []) == "turn_over"
    assert save_of(page, borek)["hp"]["current"] == 7
    assert save_of(page, jana)["hp"]["current"] == 4

    # round 2: Bořek kills the first monster (8 ≥ its 6 HP left), Jana dodges, the dead monster is skipped,
    # the second attacks Jana with disadvantage (2k20, the lower 3 misses)
    expect(page.get_by_test_id("field-Kolo")).to_have_text("2")
    assert act(page, "utok", [18, 8], zbran="2/0", cil="0") == "hit"
    assert board(page)["ucastnici"][0]["denik"]["dead"] is True
    assert act(page, "konec_tahu", []) == "turn_over"
    assert act(page, "ucinek", []) == "added"
    assert save_of(page, jana)["dodging"] is True
    assert act(page, "konec_tahu", []) == "turn_over"
    expect(page.get_by_test_id("field-Na tahu")).to_have_text("Nestvůra")
    assert board(page)["na_tahu"] == 1
    assert act(page, "utok", [15, 3], zbran="1/0", cil="3") == "miss"
    assert act(page, "konec_tahu", []) == "turn_over"

    expect(page.get_by_test_id("field-Kolo")).to_have_text("3")
    expect(page.get_by_test_id("field-Na tahu")).to_have_text("Bořek")
    assert (save_of(page, borek)["hp"]["current"], save_of(page, jana)["hp"]["current"]) == (7, 4)

    # a monster joins the running fight: its initiative 18 places it before Bořek, on turn, so it acts next round
    back_to_sheet(page)
    unfold(page, "field-ucastnici-add")
    page.get_by_test_id("field-ucastnici-add").click()
    expect(page.get_by_test_id("field-ucastnici.4.strana")).to_be_attached()
    assert act(page, "pripojeni", [18]) == "joined"
    assert board(page)["ucastnici"][4]["iniciativa"] == 18
    expect(page.get_by_test_id("field-Na tahu")).to_have_text("Bořek")
    for _ in range(3):  # Bořek, Jana, the second monster; the dead one is skipped
        assert act(page, "konec_tahu", []) == "turn_over"
    expect(page.get_by_test_id("field-Kolo")).to_have_text("4")
    assert board(page)["na_tahu"] == 4
    assert act(page, "konec", []) == "ended"
    assert save_of(page, jana)["dodging"] is False
