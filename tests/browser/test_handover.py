"""Hand-over by QR code between phones (issue 27), end to end in Chromium with cameras fed from files.

Players' phones show their heroes as QR codes («Předat QR kódem»); the codes are taken from each page's own
canvas and written as Y4M videos, which Chromium plays as another phone's camera (see handover_support.py).
The board's phone reads them («Převzít QR kódem», jsQR: Chromium on Linux has no BarcodeDetector), saves them
after asking, links both heroes on a DrD2 conflict, pays from their deníky there and hands every changed hero
back, one code each in turn («Vrátit změněné postavy»). Each player's phone, relaunched with its own code as
the camera, takes its hero: one unchanged there since the hand-over as a newer revision, one changed on both
sides after seeing what differs (keep mine, keep both, take theirs); the version replaced is kept in
«Záchrana dat».
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from py_rules.api import handle
from tests.browser.conftest import wait_ready
from tests.browser.handover_support import Phones, hand_over, receive, shown_codes, stored, write_y4m
from tests.browser.test_linked_board import link_hero
from tests.browser.ux_steps import (
    create_board,
    create_character,
    open_action,
    open_character,
    param,
    start_drd2_conflict,
    unfold,
)


@pytest.fixture
def phones(browser: Browser, site: str, tmp_path: Path) -> Iterator[Phones]:
    made = Phones(browser, site, tmp_path)
    yield made
    made.close_all()
    made.check()


def change_notes(page: Page, character: str, text: str) -> dict[str, Any]:
    """Type ``text`` into the open sheet's notes and leave the field; the save once it is stored."""
    before = stored(page, character)["revision"]
    unfold(page, "field-notes")
    page.get_by_test_id("field-notes").fill(text)
    page.keyboard.press("Tab")  # leaves the field: the engine takes the text and the sheet is saved
    page.wait_for_function("([id, before]) => JSON.parse(localStorage.getItem('druzina:char:' + id)).revision"
                           " > before", arg=[character, before])
    return stored(page, character)


def link_second_hero(page: Page, hero: str) -> None:
    """Make the board's second participant a hero and link the saved ``hero`` to it."""
    unfold(page, "field-ucastnici.1.druh")
    page.get_by_test_id("field-ucastnici.1.druh").select_option("hrdina")
    unfold(page, "field-ucastnici.1.postava")
    page.get_by_test_id("field-ucastnici.1.postava").select_option(hero)
    expect(page.get_by_test_id("field-ucastnici.1.postava")).to_have_value(hero)


def exhaust(page: Page, participant: int, hero: str) -> None:
    """The participant pays 2 Těla from the linked ``hero``'s deník (vyčerpání on a new board, 000:L273)."""
    telo = stored(page, hero)["sheet"]["zdroje"]["telo"]
    open_action(page, "vycerpani")
    form = page.get_by_test_id("action-form")
    param(form, "ucastnik").select_option(str(participant))
    form.get_by_test_id("action-roll").click()
    page.wait_for_function("([id, telo]) => JSON.parse(localStorage.getItem('druzina:char:' + id))"
                           ".sheet.zdroje.telo === telo", arg=[hero, telo - 2])
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", "exhausted")


def recovered(page: Page, character: str) -> str:
    page.get_by_test_id("tab-characters").click()
    kept = page.locator(f"[data-testid=recovery-item][data-id='{character}']")
    return kept.get_by_test_id("recovery-reason").inner_text()


def test_the_board_hands_every_changed_hero_back_and_each_phone_takes_its_own(phones: Phones, tmp_path: Path) -> None:
    player_a = phones.launch("player-a")
    kostivit = create_character(player_a, "Kostivít <b>z</b> Brodu", "drd2")
    hand_over(player_a, kostivit, tmp_path / "a.y4m")
    handed_a = stored(player_a, kostivit)
    phones.close(player_a)

    player_b = phones.launch("player-b")
    zora = create_character(player_b, "Zora", "drd2")
    hand_over(player_b, zora, tmp_path / "b.y4m")
    handed_b = stored(player_b, zora)
    player_b.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{zora}']").wait_for()
    mine_b = change_notes(player_b, zora, "Dluží mi tři zlaté")  # changed here after the hand-over
    phones.close(player_b)

    board_phone = phones.launch("board", camera=tmp_path / "a.y4m")
    receive(board_phone, "new")
    result = board_phone.get_by_test_id("receive-result")
    expect(result.get_by_test_id("receive-name")).to_have_text("Kostivít <b>z</b> Brodu")  # text, not markup
    assert result.locator("b").count() == 0
    assert board_phone.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", kostivit) is None  # not yet
    result.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    assert stored(board_phone, kostivit) == handed_a
    phones.close(board_phone)
    board_phone = phones.launch("board", camera=tmp_path / "b.y4m")
    receive(board_phone, "new")
    board_phone.get_by_test_id("receive-take").click()
    expect(board_phone.get_by_test_id("receive-result")).to_have_attribute("data-state", "taken")
    assert stored(board_phone, zora) == handed_b

    create_board(board_phone, "U brodu", "drd2_konflikt")
    start_drd2_conflict(board_phone)
    link_hero(board_phone, kostivit)
    link_second_hero(board_phone, zora)
    board_phone.get_by_test_id("handback-show").click()  # linked, but neither changed since it came
    expect(board_phone.get_by_test_id("handback")).to_have_attribute("data-state", "none")
    board_phone.get_by_test_id("handback-close").click()
    exhaust(board_phone, 0, kostivit)
    exhaust(board_phone, 1, zora)
    changed_a, changed_b = stored(board_phone, kostivit), stored(board_phone, zora)
    assert changed_a["sheet"]["zdroje"]["telo"] == handed_a["sheet"]["zdroje"]["telo"] - 2
    assert changed_b["sheet"]["zdroje"]["telo"] == handed_b["sheet"]["zdroje"]["telo"] - 2

    board_phone.get_by_test_id("handback-show").click()
    back = board_phone.get_by_test_id("handback")
    expect(back).to_have_attribute("data-count", "2")
    expect(board_phone.get_by_test_id("handback-count")).to_have_text("Postava 1 / 2")
    board_phone.locator(f"[data-testid=handover][data-id='{kostivit}'][data-state=showing]").wait_for()
    write_y4m(shown_codes(board_phone), tmp_path / "back-a.y4m")
    board_phone.get_by_test_id("handback-next").click()
    expect(board_phone.get_by_test_id("handback-count")).to_have_text("Postava 2 / 2")
    expect(board_phone.get_by_test_id("handback-next")).to_be_disabled()
    board_phone.locator(f"[data-testid=handover][data-id='{zora}'][data-state=showing]").wait_for()
    write_y4m(shown_codes(board_phone), tmp_path / "back-b.y4m")
    board_phone.get_by_test_id("handover-close").click()
    expect(board_phone.get_by_test_id("handback")).to_have_count(0)
    phones.close(board_phone)

    # Kostivít was not changed on the player's phone since it was handed over: a newer revision of him
    player_a = phones.launch("player-a", camera=tmp_path / "back-a.y4m")
    receive(player_a, "newer")
    result = player_a.get_by_test_id("receive-result")
    difference = result.locator("[data-testid=receive-difference][data-path='zdroje.telo']")
    expect(difference).to_contain_text(str(handed_a["sheet"]["zdroje"]["telo"]))
    expect(difference).to_contain_text(str(changed_a["sheet"]["zdroje"]["telo"]))
    assert stored(player_a, kostivit) == handed_a  # nothing written before the player agrees
    result.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    assert stored(player_a, kostivit) == changed_a  # the same revision as on the board: one character, newer
    assert "Nahrazeno verzí převzatou QR kódem" in recovered(player_a, kostivit)
    phones.close(player_a)

    # Zora was changed on both sides: the player sees what differs and chooses, three times over
    player_b = phones.launch("player-b", camera=tmp_path / "back-b.y4m")
    receive(player_b, "diverged")
    result = player_b.get_by_test_id("receive-result")
    paths = result.get_by_test_id("receive-difference").evaluate_all("(rows) => rows.map((r) => r.dataset.path)")
    assert {"zdroje.telo", "notes"} <= set(paths), paths
    expect(result.locator("[data-testid=receive-difference][data-path=notes]")).to_contain_text("Dluží mi tři zlaté")
    result.get_by_test_id("receive-keep").click()  # keep mine: nothing written
    expect(result).to_have_attribute("data-state", "kept")
    assert stored(player_b, zora) == mine_b

    receive(player_b, "diverged")  # keep both: theirs as a copy, mine untouched
    result = player_b.get_by_test_id("receive-result")
    result.get_by_test_id("receive-both").click()
    expect(result).to_have_attribute("data-state", "copied")
    assert stored(player_b, zora) == mine_b
    copies = player_b.evaluate("""(id) => Object.keys(localStorage).filter((k) => k.startsWith('druzina:char:')
      && k !== 'druzina:char:' + id).map((k) => JSON.parse(localStorage.getItem(k)))""", zora)
    assert [c["sheet"]["name"] for c in copies] == ["Zora (kopie)"]
    assert {**copies[0]["sheet"], "name": "Zora"} == changed_b["sheet"]

    receive(player_b, "diverged")  # take theirs: one revision past both, mine kept in «Záchrana dat»
    result = player_b.get_by_test_id("receive-result")
    result.get_by_test_id("receive-take").click()
    expect(result).to_have_attribute("data-state", "taken")
    taken = stored(player_b, zora)
    assert taken["sheet"] == changed_b["sheet"]
    assert taken["revision"] > max(mine_b["revision"], changed_b["revision"])
    assert "Nahrazeno verzí převzatou QR kódem" in recovered(player_b, zora)
    kept = player_b.evaluate("""(id) => Object.keys(localStorage).filter((k) => k.startsWith('druzina:recovery:'
      + id + ':')).map((k) => localStorage.getItem(k))""", zora)
    assert [json.loads(raw) for raw in kept] == [mine_b]


def test_a_save_too_long_for_one_code_is_shown_in_turn_and_read_in_parts(phones: Phones, tmp_path: Path) -> None:
    rng = random.Random(27)  # notes no dictionary knows: a save that needs more than one code
    notes = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzěščřžýáíé0123456789 ") for _ in range(2500))
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": "Kronikářka"})["result"]["sheet"]
    saved = handle({"op": "pack", "id": "kronikarka-1", "sheet": {**sheet, "notes": notes}})["result"]["envelope"]
    parts = len(handle({"op": "handover", "save": saved, "images": False})["result"]["payloads"])
    assert parts >= 2
    player = phones.launch("player")
    player.evaluate("""(envelope) => import('./js/store.js').then((store) => {
      if (!store.saveCharacter(envelope, {expected: null}).ok) throw new Error('not saved');
    })""", saved)
    player.reload()
    wait_ready(player)
    open_character(player, "kronikarka-1")
    player.get_by_test_id("handover-show").click()
    box = player.locator(f"[data-testid=handover][data-state=showing][data-parts='{parts}']")
    box.wait_for()
    expect(player.get_by_test_id("handover-count")).to_have_text(re.compile(rf"^[1-{parts}] / {parts}$"))
    write_y4m(shown_codes(player), tmp_path / "parts.y4m")
    phones.close(player)

    board_phone = phones.launch("board", camera=tmp_path / "parts.y4m")
    receive(board_phone, "new")
    expect(board_phone.get_by_test_id("receiver")).to_have_count(0)
    board_phone.get_by_test_id("receive-take").click()
    expect(board_phone.get_by_test_id("receive-result")).to_have_attribute("data-state", "taken")
    assert stored(board_phone, "kronikarka-1") == saved
