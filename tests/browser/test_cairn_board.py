"""The Cairn encounter board in the browser (issue 20 item 1): two saved characters linked on the board and a
detachment fight three rounds with physical dice; damage lands on the characters' own saves (001:L126-L127,
L158, L181, L207-L208)."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.ux_steps import act, create_board, create_character, edit, save_of


def test_three_rounds_with_two_linked_characters_and_a_detachment(page: Page) -> None:
    borek = create_character(page, "Bořek", "cairn")
    jana = create_character(page, "Jana", "cairn")
    create_board(page, "Brod", "cairn_stretnuti")
    edit(page, "field-ucastnici.0.denik.settings.creature", "oddil")  # the board's monster becomes a detachment
    for index, hero in ((1, borek), (2, jana)):
        page.get_by_test_id("field-ucastnici-add").click()
        expect(page.get_by_test_id(f"field-ucastnici.{index}.strana")).to_be_attached()
        edit(page, f"field-ucastnici.{index}.strana", "0")
        edit(page, f"field-ucastnici.{index}.postava", hero)

    assert act(page, "zacatek", [5, 5]) == "all_act"  # HBI 10 each: both act in round one (001:L127)
    # the characters' critical saves after the blast: none in round 1 (BO holds), SIL 9 then 7 with a 5
    saves = {1: [], 2: [5, 5], 3: [5, 5]}
    for round_no in (1, 2, 3):
        expect(page.get_by_test_id("field-Kolo")).to_have_text(str(round_no))
        # the characters, bare-handed against a detachment: impaired, 1k4 (001:L207)
        assert act(page, "utok", [1], zbran="1/-1", cil="0") == "noted"
        assert act(page, "utok", [1], zbran="2/-1", cil="0") == "noted"
        # the highest of 1 and 1 on the detachment: BO 3 → 2 → 1 → 0 (001:L158)
        assert act(page, "konec_tahu", []) == "turn_over"
        # the detachment: 1k6 + 1k12, a blast on everyone in the zone (001:L208): 2 damage to each
        assert act(page, "utok", [1, 2, 2, 1], zbran="0/0", cil="1") == "noted"
        assert act(page, "konec_tahu", saves[round_no]) == "turn_over"

    borek_sheet, jana_sheet = save_of(page, borek), save_of(page, jana)
    assert (borek_sheet["bo"]["current"], borek_sheet["attributes"]["sil"]["current"]) == (0, 7)
    assert (jana_sheet["bo"]["current"], jana_sheet["attributes"]["sil"]["current"]) == (0, 7)
    expect(page.get_by_test_id("field-Kolo")).to_have_text("4")
    assert act(page, "konec", []) == "ended"
