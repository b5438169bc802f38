"""A whole DrD2 conflict round on the board with two heroes linked to their deníky (issue 23 Build 3, Build 4):
the start sets both deníky' Ohrožení, the initiative is rolled, a general střet is lost and the loser's
exhaustion is paid from the deník, and the end stops Ohrožení there (000:L300, L582-L586, L505-L507, L273,
L703). Waits only for state attributes and saved state, never for time."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.ux_steps import (
    create_board,
    create_character,
    link,
    open_action,
    open_character,
    roll_physical,
    save_of,
    settled,
    unfold,
    wait_saved,
)


def test_a_general_stret_round_with_two_linked_heroes_lands_on_their_deníky(page: Page) -> None:
    kostivit = create_character(page, "Kostivít", "drd2")
    haken = create_character(page, "Haken", "drd2")
    create_board(page, "Přepadení u brodu", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""

    # participant 0 is a hero; a third participant joins the heroes' side as a hero too
    link(page, 0, kostivit)
    page.get_by_test_id("field-ucastnici-add").click()
    unfold(page, "field-ucastnici.2.druh")
    page.get_by_test_id("field-ucastnici.2.druh").select_option("hrdina")
    unfold(page, "field-ucastnici.2.strana")
    page.get_by_test_id("field-ucastnici.2.strana").select_option("0")
    link(page, 2, haken)

    # the start sets Ohrožení 3 in both deníky (000:L300); the board keeps no copy
    open_action(page, "zacatek")
    page.get_by_test_id("action-form").get_by_test_id("param-ohrozeni").fill("3")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "started")
    wait_saved(page, kostivit, "s.ohrozeni === 3")
    wait_saved(page, haken, "s.ohrozeni === 3")
    assert [p["ohrozeni"] for p in save_of(page, board)["ucastnici"]] == [None, 3, None]

    # initiative 2k6 each in participant order: Kostivít 12, Protivník 3, Haken 8 (000:L582-L586)
    open_action(page, "kolo")
    assert roll_physical(page, [6, 6, 1, 2, 4, 4]) == "round"
    expect(page.get_by_test_id("action-result")).to_contain_text("Iniciativa kostkami")
    wait_saved(page, board, "s.ucastnici.map(p => p.poradi).join() === '0,2,1'")

    # Kostivít (aktér) against the Protivník (protiaktér, charakteristika 2): 1 + 1 against 6 + 6 + 2; the
    # Protivník's Ohrožení +1 threatens Kostivít, who decides (000:L531-L537)
    open_action(page, "stret")
    page.get_by_test_id("action-form").get_by_test_id("param-nasledek_1").select_option("ohrozeni_plus")
    assert roll_physical(page, [1, 1, 6, 6]) == "clash"
    expect(page.get_by_test_id("badges")).to_contain_text("Po střetu se rozhoduje")

    # Kostivít exhausts: his Ohrožení 3 in Tělo from his deník, then Ohrožení 4 there (000:L273, L505-L507)
    open_action(page, "rozhodnuti")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("param-volba").select_option("vycerpat")
    form.get_by_test_id("action-roll").click()
    expect(page.locator("[data-testid=action-result][data-outcome=exhausted]")).to_contain_text("−3 Těla")
    wait_saved(page, kostivit, "s.ohrozeni === 4 && s.zdroje.telo === 1")
    assert save_of(page, haken)["zdroje"] == {"telo": 4, "duse": 4, "vliv": 4}
    assert save_of(page, board)["ucastnici"][0]["ohrozeni"] is None

    # the deník shows it: Tělo 1, Ohrožení 4, and the board's action in its history
    open_character(page, kostivit)
    expect(page.get_by_test_id("field-zdroje.telo")).to_have_attribute("data-value", "1")
    expect(page.get_by_test_id("field-ohrozeni")).to_have_attribute("data-value", "4")
    expect(page.get_by_test_id("history-item").first).to_contain_text("Rozhodnutí po střetu")

    # the end stops Ohrožení in both deníky and clears Výhoda (000:L703)
    page.get_by_test_id("tab-table").click()
    page.get_by_test_id("board-open").first.click()  # the only board
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{board}']").wait_for()
    open_action(page, "konec")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "ended")
    wait_saved(page, kostivit, "s.ohrozeni === null && s.vyhoda === 0")
    wait_saved(page, haken, "s.ohrozeni === null")
    expect(page.get_by_test_id("badges")).to_contain_text("neprobíhá")


def test_a_board_pomocnik_linked_to_the_heros_helper_acts_and_pays_in_the_deník(page: Page) -> None:
    """Issue 23 Build 2-3: a board «pomocník» linked to the hero's helper (by the helper's id) acts in the
    board's round; its initiative, Ohrožení and payment — Sudba pomocníků within hranice, then Pouto — live in
    the deník only (000:L67, L87, L273, L300, L601-L606)."""
    hero = create_character(page, "Kostivít", "drd2")
    # the deník: a helper «pes» (hranice Tělo 2, Pouto 3) and 2 Sudby pomocníků
    unfold(page, "field-pomocnici-add")
    page.get_by_test_id("field-pomocnici-add").click()
    wait_saved(page, hero, "s.pomocnici.length === 1 && s.pomocnici[0].id === 'p1'")
    for n in (1, 2):
        page.get_by_test_id("field-sudba_pomocniku-inc").click()
        wait_saved(page, hero, f"s.sudba_pomocniku === {n}")

    create_board(page, "Vlčí rokle", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    link(page, 0, hero)
    page.get_by_test_id("field-ucastnici-add").click()
    unfold(page, "field-ucastnici.2.druh")
    page.get_by_test_id("field-ucastnici.2.druh").select_option("pomocnik")
    settled(page)
    unfold(page, "field-ucastnici.2.strana")
    page.get_by_test_id("field-ucastnici.2.strana").select_option("0")
    settled(page)
    name = page.get_by_test_id("field-ucastnici.2.jmeno")
    name.fill("pes")
    name.press("Tab")
    wait_saved(page, board, "s.ucastnici[2].jmeno === 'pes'")
    link(page, 2, hero)
    unfold(page, "field-ucastnici.2.pomocnik")
    page.get_by_test_id("field-ucastnici.2.pomocnik").select_option("p1")
    wait_saved(page, board, "s.ucastnici[2].pomocnik === 'p1'")
    expect(page.get_by_test_id("field-ucastnici.2.pouto")).to_have_attribute("data-value", "3")

    # the start sets the helper's own Ohrožení 3 in the deník (000:L300); the board keeps none
    open_action(page, "zacatek")
    page.get_by_test_id("action-form").get_by_test_id("param-ohrozeni").fill("3")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "started")
    wait_saved(page, hero, "s.ohrozeni === 3 && s.pomocnici[0].ohrozeni === 3")

    # initiative for all three; the helper's place in the round is in the deník
    open_action(page, "kolo")
    assert roll_physical(page, [6, 6, 1, 2, 4, 4]) == "round"
    wait_saved(page, hero, "s.pomocnici[0].kolo !== null && s.pomocnici[0].kolo.iniciativa === 'k_dispozici'")

    # the helper acts from its initiative (000:L601-L606), then exhausts against the failure: Ohrožení 3 = 3 Těla,
    # 2 Sudby pomocníků (hranice Tělo 2), the last from Pouto 3 → 2; Ohrožení 3 → 4 (000:L67, L87, L273)
    open_action(page, "tah")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("param-ucastnik").select_option("2")
    form.get_by_test_id("action-roll").click()
    wait_saved(page, hero, "s.pomocnici[0].kolo.iniciativa === 'odehral'")
    sides = save_of(page, board)["strany"]
    open_action(page, "vycerpani")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("param-ucastnik").select_option("2")
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "exhausted")
    wait_saved(page, hero, "s.sudba_pomocniku === 0 && s.pomocnici[0].pouto === 2 && s.pomocnici[0].ohrozeni === 4")
    saved = save_of(page, board)
    assert (saved["ucastnici"][2]["ohrozeni"], saved["ucastnici"][2]["pouto"], saved["ucastnici"][2]["stav"]) == (
        None, 0, "k_dispozici")
    assert saved["strany"] == sides  # the side's Sudba is not the helper's

    # the deník shows it: the helper's Ohrožení 4 and Pouto 2, Sudba pomocníků 0, and the board's entry in history
    open_character(page, hero)
    unfold(page, "field-pomocnici.0.ohrozeni")
    expect(page.get_by_test_id("field-pomocnici.0.ohrozeni")).to_have_attribute("data-value", "4")
    expect(page.get_by_test_id("field-sudba_pomocniku")).to_have_attribute("data-value", "0")
    expect(page.get_by_test_id("history-item").first).to_contain_text("Vlčí rokle")
