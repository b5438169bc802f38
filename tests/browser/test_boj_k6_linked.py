"""Boj k6 board with two linked characters (issue 21 item 1): two rounds on the board, the wound, the reload
and the shot land in the characters' own saved sheets (seed 003:L62, L467-L478, L488, L577-L597)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.test_boj_k6_board import fill, provest
from tests.browser.ux_steps import create_board, create_character, open_action, roll_physical


def saved_sheet(page: Page, save_id: str) -> dict[str, Any]:
    raw = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", save_id)
    sheet: dict[str, Any] = json.loads(raw)["sheet"]
    return sheet


def declare(page: Page, params: dict[str, Any]) -> None:
    open_action(page, "zamer")
    fill(page, params, selects=tuple(k for k in params if k != "nabit"))
    provest(page)


def pair(page: Page, dice: list[int], expected: dict[str, str]) -> None:
    """Resolve the proposed pairing with the player's dice; the form is pre-filled from the rules."""
    open_action(page, "vyhodnotit")
    form = page.get_by_test_id("action-form")
    for path, value in expected.items():
        expect(form.get_by_test_id(f"param-{path}")).to_have_value(value)
    roll_physical(page, dice)


def spend_wound(page: Page, result: int, text: str) -> None:
    """Spend one success of pending result ``result`` on a wound."""
    open_action(page, "utratit")
    fill(page, {"vysledek": str(result)}, selects=("vysledek",))
    before = page.locator("[data-testid=action-result]").count()
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.locator("[data-testid=action-result]")).to_have_count(before + 1)
    expect(page.locator("[data-testid=action-result]").first).to_contain_text(text)


def test_two_rounds_with_two_linked_characters_write_to_their_sheets(page: Page) -> None:
    gorondar = create_character(page, "Gorondar", "boj_k6")  # Síla 2, Finesa 2, 10 životů, dýka, nenabitý luk
    naria = create_character(page, "Naria", "boj_k6")
    create_board(page, "Brod", "boj_k6_kolo")
    for save_id in (gorondar, naria):
        open_action(page, "pridat")
        fill(page, {"postava": save_id}, selects=("postava",))
        provest(page)
    open_action(page, "pridat")
    fill(page, {"jmeno": "Goblin"})  # Síla 2, Finesa 2, 6 životů, on the board
    provest(page)
    expect(page.get_by_test_id("sheet-screen")).to_contain_text("Síla 2, Finesa 2, Duše 2 · životy 10/10")

    # Round 1: Gorondar attacks the goblin with his dagger, the goblin attacks Naria, Naria loads her bow.
    declare(page, {"ucastnik": "1", "zamer": "utok", "cil_1": "3", "vlastnost": "sila"})
    declare(page, {"ucastnik": "3", "zamer": "utok", "cil_1": "2", "vlastnost": "sila"})
    declare(page, {"ucastnik": "2", "zamer": "nabiti", "cil_1": "0", "vyzbroj": "2:zbran_1"})
    # Gorondar 6 + 2 = 8 against the goblin parrying with his weapon (pre-filled, L166) 1 + 2 = 3: margin 5
    pair(page, [6, 1], {"utocnik": "1", "cil": "3", "obrana_cim": "zbran"})
    spend_wound(page, 1, "Goblin")
    # the goblin 6 + 2 = 8 against Naria, a dagger parry 1 + 2 = 3: margin 5, a wound of 5 (dagger 0)
    pair(page, [6, 1], {"utocnik": "3", "cil": "2", "obrana_cim": "zbran"})
    spend_wound(page, 2, "Naria")
    page.wait_for_function("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id)).sheet.zivoty === 5",
                           arg=naria)
    open_action(page, "nove_kolo")
    provest(page)
    page.wait_for_function(
        "(id) => JSON.parse(localStorage.getItem('druzina:char:' + id)).sheet.zbrane[1].nabito === true", arg=naria)

    # Round 2: Naria shoots the goblin; he dodges on Finesa, a weapon cannot cover a shot (L488).
    declare(page, {"ucastnik": "2", "zamer": "utok", "cil_1": "3", "vlastnost": "finesa", "vyzbroj": "2:zbran_1"})
    pair(page, [6, 1], {"utocnik": "2", "cil": "3", "obrana_cim": "uhyb", "obrana_vlastnost": "finesa"})
    page.wait_for_function(
        "(id) => JSON.parse(localStorage.getItem('druzina:char:' + id)).sheet.zbrane[1].nabito === false", arg=naria)
    spend_wound(page, 1, "Goblin")

    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    saved_board = saved_sheet(page, board)
    assert [p["postava"] for p in saved_board["ucastnici"]] == [gorondar, naria, ""]
    assert saved_board["ucastnici"][1]["zivoty"] == 6  # the board's default: the truth is Naria's sheet
    assert saved_board["ucastnici"][2]["zivoty"] < 0  # the goblin, on the board, taken out
    assert saved_sheet(page, naria)["zivoty"] == 5
    assert saved_sheet(page, gorondar)["zivoty"] == 10
