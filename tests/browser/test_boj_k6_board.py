"""Boj k6 board on a 360 px phone: a round with a bow spends an arrow and leaves the bow unloaded
(seed 003:L62, L467-L478, L483-L501). Odds and outcome must match the engine in CPython."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from py_rules.api import handle
from tests.browser.ux_steps import create_board, open_action, param, roll_physical, wait_odds

NARIA = {"jmeno": "Naria", "strana": "druzina", "finesa": 3, "zbran_dosah": "strelna", "munice_sledovat": True,
         "munice": 5}
ORK = {"jmeno": "Ork", "sila": 4, "vzdalenost": 8}
INTENT = {"ucastnik": 1, "zamer": "utok", "cil_1": 2, "vlastnost": "finesa"}
DICE = [5, 1]


@pytest.fixture
def context(make_context: Callable[..., BrowserContext]) -> BrowserContext:
    return make_context(viewport={"width": 360, "height": 740})


def engine_round() -> tuple[dict[str, str], str]:
    """The same round in CPython: exact odds of Naria's shot and the outcome of DICE."""
    board = handle({"op": "new_sheet", "system": "boj_k6_kolo", "name": "Chodba"})["result"]["sheet"]
    for action, params in (("pridat", NARIA), ("pridat", ORK), ("zamer", INTENT)):
        reply = handle({"op": "act", "sheet": board, "action": action, "params": params})
        assert reply["ok"], reply
        board = reply["result"]["sheet"]
    pair = {"utocnik": 1, "cil": 2}
    odds = handle({"op": "action_odds", "sheet": board, "action": "vyhodnotit", "params": pair})
    acted = handle({"op": "act", "sheet": board, "action": "vyhodnotit", "params": pair, "dice": DICE})
    assert odds["ok"], odds
    assert acted["ok"], acted
    return ({o["outcome"]: o["probability"] for o in odds["result"]["outcomes"]},
            acted["result"]["result"]["outcome"])


def fill(page: Page, params: dict[str, Any], selects: tuple[str, ...] = ()) -> None:
    """Set the open form's params as a phone user would: names typed, selects, checkboxes and the +/−
    steppers of numbers (from the form's default, 2 for attributes and 0 for ammunition)."""
    form = page.get_by_test_id("action-form")
    for path, value in params.items():
        field = param(form, path)
        if isinstance(value, bool):
            field.set_checked(value)
        elif path in selects:
            field.select_option(str(value))
        elif isinstance(value, int):
            start = int(field.get_attribute("data-value") or 0)
            for _ in range(value - start):
                form.get_by_test_id(f"param-{path}-inc").click()
            expect(form.get_by_test_id(f"param-{path}")).to_have_attribute("data-value", str(value))
        else:
            field.fill(str(value))
            field.press("Tab")  # the value is taken as focus leaves the field


def provest(page: Page) -> None:
    before = page.locator("[data-testid=action-result]").count()
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.locator("[data-testid=action-result]")).to_have_count(before + 1)
    expect(page.get_by_test_id("action-error")).to_have_text("")


def test_shot_with_a_loaded_bow_spends_an_arrow_and_unloads_it(page: Page) -> None:
    odds, outcome = engine_round()
    create_board(page, "Chodba", "boj_k6_kolo")

    open_action(page, "pridat")
    fill(page, NARIA, selects=("strana", "zbran_dosah"))
    provest(page)
    open_action(page, "pridat")
    fill(page, ORK, selects=("vzdalenost",))
    provest(page)
    open_action(page, "zamer")
    fill(page, INTENT, selects=("ucastnik", "zamer", "cil_1", "vlastnost"))
    provest(page)

    munice = page.get_by_test_id("field-ucastnici.0.munice")
    loaded = page.get_by_test_id("field-ucastnici.0.nabito")
    expect(munice).to_have_attribute("data-value", "5")
    expect(loaded).to_be_checked()

    open_action(page, "vyhodnotit")  # the proposed pairing: Naria → Ork
    assert wait_odds(page) == odds
    assert roll_physical(page, DICE) == outcome
    result = page.locator("[data-testid=action-result][data-physical=true]")
    expect(result).to_contain_text("munice 5 → 4")
    expect(result).to_contain_text("vystřeleno, není nabito")

    expect(munice).to_have_attribute("data-value", "4")
    expect(loaded).not_to_be_checked()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the board overflows a 360 px phone: {width}"
