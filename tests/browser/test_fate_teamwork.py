"""Fate teamwork in the browser (002:L142, issue #6): the roll form asks each helper's rating; a +0 helper
gives nothing, the odds follow, and the result says who helped — the same as CPython's engine."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from py_rules.api import handle
from tests.browser.ux_steps import create_character, open_action, param, roll_physical, wait_odds

DICE = [0, 0, 0, 0]
LINE = "Pomocníci: +1 (+2 pomáhá; +0 nepomáhá – přístup není vyšší než +0; Věc hry › Síla spolupráce)."


def _cpython(helpers: dict[str, int]) -> tuple[dict[str, str], dict[str, str]]:
    """Odds and result of the fresh sheet's roll with ``helpers`` (the rest of the form as its defaults)."""
    created = handle({"op": "new_sheet", "system": "fate", "name": "Zkouška"})["result"]
    form = next(a for a in created["actions"] if a["id"] == "roll")
    params = {p["path"]: p["value"] for p in form["params"] if p.get("path")} | helpers
    odds = handle({"op": "action_odds", "sheet": created["sheet"], "action": "roll", "params": params})
    acted = handle({"op": "act", "sheet": created["sheet"], "action": "roll", "params": params, "dice": DICE})
    assert odds["ok"], odds
    assert acted["ok"], acted
    return ({o["outcome"]: o["probability"] for o in odds["result"]["outcomes"]}, acted["result"]["result"])


def test_helper_ratings_change_the_odds_and_the_roll_names_who_helped_002_l142(page: Page) -> None:
    alone, _ = _cpython({})
    helped, result = _cpython({"helper_1": 2, "helper_2": 0})
    assert alone != helped
    assert LINE in result["explanation"]

    create_character(page, "Spolupracující", "fate")
    open_action(page, "roll")
    form = page.get_by_test_id("action-form")
    assert wait_odds(page) == alone
    expect(param(form, "helper_1")).to_have_value("")  # «nikdo», under «Další okolnosti»
    param(form, "helper_1").select_option("2")
    param(form, "helper_2").select_option("0")
    expect(form.get_by_test_id("action-more-changed")).to_contain_text("Pomocník 1")
    expect(form.get_by_test_id("action-odds")).to_contain_text(LINE)
    assert wait_odds(page) == helped

    assert roll_physical(page, DICE) == result["outcome"]
    expect(page.get_by_test_id("action-result")).to_contain_text(LINE)
