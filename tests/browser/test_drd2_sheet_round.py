"""A whole DrD2 conflict round played on the hero's deník itself, the hero linked on the conflict board (issue 23
item 3: «the board and the sheet each get a browser test of a whole conflict round»). The board starts the
conflict and rolls the initiative; the hero's roll and exhaustion are made on the deník, reading the Ohrožení the
board set and leaving the new one for the board to read; the deník's roll spends the hero's initiative, which the
board then shows, and a second own roll is refused on both; the opponent's action on the board lands in the deník
and the deník's next roll reads it; the board's end stops Ohrožení and the round in the deník (000:L273, L300,
L582, L601-L611, L703). One truth: the board keeps no copy of Ohrožení or of the hero's place in the round. Waits
only for state attributes and saved state, never for time."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.saves_support import seed
from tests.browser.ux_steps import (
    create_board,
    create_character,
    link,
    open_action,
    open_board,
    open_character,
    param,
    roll_physical,
    run_form,
    save_of,
    unfold,
    wait_saved,
)


def open_deník(page: Page, hero: str) -> None:
    open_character(page, hero)


def test_a_round_played_on_the_linked_heros_deník_reads_and_updates_the_board(page: Page) -> None:
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Hořící hostinec", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    link(page, 0, hero)

    # the board starts the conflict: Ohrožení 3 goes into the deník only (000:L300)
    open_action(page, "zacatek")
    page.get_by_test_id("action-form").get_by_test_id("param-ohrozeni").fill("3")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "started")
    wait_saved(page, hero, "s.ohrozeni === 3")

    # initiative 2k6 each in participant order: the hero 12, the Protivník 3 (000:L582); the hero acts first; the
    # hero's place in the round lives in the deník (000:L601)
    open_action(page, "kolo")
    assert roll_physical(page, [6, 6, 1, 2]) == "round"
    wait_saved(page, hero, "s.kolo !== null && s.kolo.iniciativa === 'k_dispozici'")

    # on the deník: the roll reads Ohrožení 3 set by the board and is the hero's action from initiative, which it
    # spends (000:L601-L606); 1 + 1 fails and the exhaustion costs 3 Těla, Ohrožení 3 → 4 (000:L273-L275)
    open_deník(page, hero)
    expect(page.get_by_test_id("field-ohrozeni")).to_have_attribute("data-value", "3")
    expect(page.get_by_test_id("sheet-screen")).to_contain_text("akce z iniciativy k dispozici")
    open_action(page, "hod")
    expect(param(page.get_by_test_id("action-form"), "ohrozeni")).to_have_value("3")
    assert roll_physical(page, [1, 1]) == "failure"
    expect(page.get_by_test_id("action-result")).to_contain_text("vyčerpání stojí 3 Těla")
    expect(page.get_by_test_id("action-result")).to_contain_text("akce z iniciativy spotřebována")
    run_form(page, "vycerpat", "exhausted")
    wait_saved(page, hero, "s.ohrozeni === 4 && s.zdroje.telo === 1 && s.ceka === null "
                           "&& s.kolo.iniciativa === 'odehral'")
    expect(page.get_by_test_id("sheet-screen")).to_contain_text("iniciativa odehrána – jen obrana")

    # having acted, the hero's next own roll is refused in Czech: only a defence with obrana is left (000:L606, L611)
    open_action(page, "hod")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-physical-toggle").click()
    form.get_by_test_id("action-dice").fill("6 6")
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-error")).to_contain_text("už v tomto kole akci z iniciativy odehrál")
    wait_saved(page, hero, "s.zdroje.telo === 1 && s.ceka === null")

    # the board reads it: the hero's card shows the initiative used and Ohrožení 4 from the deník; the board's save
    # has no copy of either, and the board refuses a second action from initiative (000:L606)
    open_board(page, board)
    expect(page.get_by_test_id("sheet-screen")).to_contain_text("Hrdina (Kostivít) – akce odehraná, Ohrožení 4")
    saved = save_of(page, board)["ucastnici"][0]
    assert (saved["ohrozeni"], saved["stav"]) == (None, "k_dispozici")
    # on the hero's compact card, read-only from the deník: initiative spent, Ohrožení 4, Výhoda 0 (one truth)
    card = page.get_by_test_id("field-ucastnici-item").first
    expect(card.get_by_test_id("field-ucastnici.0.stav")).to_have_value("odehral")
    expect(card.get_by_test_id("field-ucastnici.0.stav")).to_be_disabled()
    expect(card.get_by_test_id("field-ucastnici.0.ohrozeni")).to_have_attribute("data-value", "4")
    expect(card.get_by_test_id("field-ucastnici.0.ohrozeni")).to_have_attribute("readonly", "")
    expect(card.get_by_test_id("field-ucastnici.0.ohrozeni-inc")).to_have_count(0)
    expect(card.get_by_test_id("field-ucastnici.0.vyhoda")).to_have_attribute("data-value", "0")
    expect(card.get_by_test_id("field-ucastnici.0.vyhoda")).to_have_attribute("readonly", "")
    open_action(page, "tah")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-error")).to_contain_text("má v tomto kole akci z iniciativy za sebou")

    # the Protivník's action from initiative pushes the hero: Ohrožení +1 lands in the deník (000:L335, L606)
    open_action(page, "nasledek")
    form = page.get_by_test_id("action-form")
    param(form, "autor").select_option("1")
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "consequence")
    wait_saved(page, hero, "s.ohrozeni === 5")
    wait_saved(page, board, "s.ucastnici[1].stav === 'odehral'")  # the Protivník is unlinked: its state is here

    # back on the deník, the next roll reads Ohrožení 5: a threatened failure would cost 5 Těla (000:L273)
    open_deník(page, hero)
    expect(page.get_by_test_id("field-ohrozeni")).to_have_attribute("data-value", "5")
    expect(page.get_by_test_id("history-item").first).to_contain_text("Hořící hostinec")
    open_action(page, "hod")
    expect(param(page.get_by_test_id("action-form"), "ohrozeni")).to_have_value("5")

    # the board ends the conflict: the deník stops tracking Ohrožení (000:L703)
    open_board(page, board)
    run_form(page, "konec", "ended")
    wait_saved(page, hero, "s.ohrozeni === null && s.vyhoda === 0 && s.kolo === null")
    open_deník(page, hero)
    expect(page.get_by_test_id("field-zdroje.telo")).to_have_attribute("data-value", "1")


def test_an_upgraded_deník_shows_what_changed_until_the_player_removes_it(page: Page) -> None:
    """Deník schema 7: a helper's charakteristika 0 saved before became 1 (000:L210); the deník says so first."""
    raw = (Path(__file__).resolve().parents[1] / "fixtures" / "saves" / "drd2-envelope1-sheet6.json").read_text()
    seed(page, {"fixture-drd2-v6": raw})
    open_deník(page, "fixture-drd2-v6")
    notes = page.get_by_test_id("field-upozorneni")
    expect(notes).to_contain_text("Pomocník Žoldnéř Ruprecht měl charakteristiku 0")
    expect(notes).to_contain_text("Nastavena na 1 – zkontroluj ji.")
    unfold(page, "field-pomocnici.1.charakteristika")
    expect(page.get_by_test_id("field-pomocnici.1.charakteristika")).to_have_value("1")
    notes.get_by_test_id("field-upozorneni-remove-0").click()
    wait_saved(page, "fixture-drd2-v6", "s.schema_version >= 7 && s.upozorneni.length === 0 "
                                        "&& s.pomocnici[1].id === 'p2' && s.pomocnici[1].charakteristika === 1")
    expect(page.get_by_test_id("field-upozorneni")).to_have_count(0)


def test_the_boards_rychla_hra_decides_on_the_linked_deník(page: Page) -> None:
    """Rychlá hra (000:L911-L919) is the board's switch at «Začátek konfliktu»; the linked hero's deník follows it
    in the board's round: its own switch is read-only there and its roll offers only obrana (000:L915)."""
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Most přes Vltavu", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    link(page, 0, hero)
    open_action(page, "zacatek")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("param-rychla_hra").check()
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "started")
    expect(page.get_by_test_id("action-result")).to_contain_text("Rychlá hra: bez pomocníků a kouzel")
    wait_saved(page, board, "s.rychla_hra === true")
    wait_saved(page, hero, "s.kolo !== null && s.kolo.rychla_hra === true && s.rychla_hra === false")

    open_deník(page, hero)
    unfold(page, "field-rychla_hra")
    expect(page.get_by_test_id("field-rychla_hra")).to_be_checked()
    expect(page.get_by_test_id("field-rychla_hra")).to_be_disabled()
    expect(page.get_by_test_id("sheet-screen")).to_contain_text("V konfliktu na tabuli rozhoduje tabule")
    open_action(page, "hod")
    manoeuvres = param(page.get_by_test_id("action-form"), "manevr").locator("option")
    expect(manoeuvres).to_have_count(2)  # bez manévru, obrana
    expect(param(page.get_by_test_id("action-form"), "manevr").locator("option[value=presne]")).to_have_count(0)


def test_zaplatit_zdroje_on_the_deník_pays_for_the_boards_action(page: Page) -> None:
    """«Zaplatit Zdroje» on the linked hero's deník pays the manoeuvre of the action the board is resolving and the
    board sees it played; a second one in that action is refused in Czech (000:L717-L719)."""
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Mlýn na potoce", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    link(page, 0, hero)
    run_form(page, "zacatek", "started")
    open_action(page, "kolo")
    assert roll_physical(page, [6, 6, 1, 2]) == "round"
    # the board declares the hero's action from initiative (Akce účastníka: the first participant)
    run_form(page, "tah", "iniciativa")
    wait_saved(page, hero, "s.kolo !== null && s.kolo.akce === 'iniciativa' && s.kolo.iniciativa === 'odehral'")

    open_deník(page, hero)
    open_action(page, "platba")
    form = page.get_by_test_id("action-form")
    expect(param(form, "manevr")).to_be_visible()
    param(form, "manevr").select_option("presne")
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_contain_text("manévr přesně v akci na tabuli konfliktu")
    wait_saved(page, hero, "s.kolo.manevr === 'presne' && s.zdroje.telo === 3")
    open_action(page, "platba")
    form = page.get_by_test_id("action-form")
    param(form, "manevr").select_option("rozsahle")
    form.get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-error")).to_contain_text("už je zahraný manévr přesně")
    wait_saved(page, hero, "s.zdroje.telo === 3")
    open_board(page, board)
    saved = save_of(page, board)["ucastnici"][0]
    assert saved["manevr"] == ""  # the board keeps no copy: it reads the deník
