"""One browser test per game (issue 10): create a character, open its main roll, see the exact odds the
engine computes, roll with physical dice typed in, and get the outcome CPython's rules give for them."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.ux_steps import MAIN_ROLLS, create_character, expected, open_action, roll_physical, wait_odds


@pytest.mark.parametrize("system", list(MAIN_ROLLS))
def test_main_roll_of_each_game(page: Page, system: str) -> None:
    action, dice = MAIN_ROLLS[system]
    odds, outcome = expected(system, action, dice)
    create_character(page, f"Hrdina {system}", system)
    open_action(page, action)
    assert wait_odds(page) == {o["outcome"]: o["probability"] for o in odds}
    shown = page.get_by_test_id("action-odds").inner_text()
    first = odds[0]
    czech = f"{first['percent']:.1f}".replace(".", ",") + "\u00a0%"  # decimal comma, no-break space before %
    assert czech in shown, (czech, shown)

    assert roll_physical(page, dice) == outcome
    faces = page.get_by_test_id("action-result").get_by_test_id("dice-faces").locator("li")
    assert [int(faces.nth(i).get_attribute("data-value") or "") for i in range(faces.count())] == dice
    expect(page.get_by_test_id("announcer")).to_contain_text(re.compile(r"\S"))  # the result is announced

    page.get_by_test_id("tab-log").click()
    entry = page.get_by_test_id("log-item").first
    assert entry.get_attribute("data-outcome") == outcome
    assert entry.get_attribute("data-physical") == "true"
