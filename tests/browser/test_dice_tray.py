"""The dice tray (issue 3): any expression, quick dice, the exact chance before rolling, physical dice,
each die shown with what was kept, the notation help, and a history that survives reload."""

from __future__ import annotations

from playwright.sync_api import Page

from py_rules.api import handle


def open_tray(page: Page) -> None:
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-tray").wait_for()


def test_keep_highest_shows_dropped_die_and_total(page: Page) -> None:
    open_tray(page)
    page.get_by_test_id("dice-expression").fill("4k6kh3")
    page.get_by_test_id("dice-physical").fill("6 1 5 3")
    page.get_by_test_id("dice-roll").click()
    result = page.get_by_test_id("dice-result")
    result.wait_for()
    assert result.get_attribute("data-total") == "14"
    faces = page.get_by_test_id("dice-faces").locator("li")
    kept = [(faces.nth(i).get_attribute("data-value"), faces.nth(i).get_attribute("data-kept"))
            for i in range(faces.count())]
    assert kept == [("6", "true"), ("1", "false"), ("5", "true"), ("3", "true")]


def test_target_shows_the_exact_chance_before_rolling(page: Page) -> None:
    open_tray(page)
    page.get_by_test_id("dice-expression").fill("2k6")
    page.get_by_test_id("dice-target").fill("9")
    odds = page.get_by_test_id("dice-odds")
    page.wait_for_function("() => document.querySelector('[data-testid=dice-odds]').dataset.probability")
    expected = handle({"op": "odds", "expression": "2k6", "target": 9})["result"]["at_least"]["probability"]
    assert odds.get_attribute("data-probability") == expected == "5/18"
    assert "27,8\u00a0%" in odds.inner_text()


def test_the_verdict_on_the_target_comes_from_the_engine(page: Page) -> None:
    open_tray(page)
    page.get_by_test_id("dice-expression").fill("2k6")
    page.get_by_test_id("dice-target").fill("9")
    for faces, reached in [("4 5", "true"), ("3 3", "false")]:
        page.get_by_test_id("dice-physical").fill(faces)
        page.get_by_test_id("dice-roll").click()
        verdict = page.locator(f"[data-testid=dice-verdict][data-reached={reached}]")
        verdict.wait_for()
        dice = [int(face) for face in faces.split()]
        expected = handle({"op": "roll", "expression": "2k6", "dice": dice, "target": 9})["result"]["verdict"]
        assert verdict.inner_text() == expected


def test_quick_buttons_roll_each_die(page: Page) -> None:
    open_tray(page)
    for quick, low, high in [("k4", 1, 4), ("k20", 1, 20), ("k100", 1, 100), ("4dF", -4, 4), ("2k6", 2, 12)]:
        page.get_by_test_id(f"quick-{quick}").click()
        canonical = handle({"op": "odds", "expression": quick})["result"]["expression"]
        result = page.locator(f"[data-testid=dice-result][data-expression='{canonical}']")
        result.wait_for()
        assert low <= int(result.get_attribute("data-total") or "") <= high


def test_notation_help_lists_czech_entries(page: Page) -> None:
    open_tray(page)
    page.get_by_test_id("dice-help-toggle").click()
    help_panel = page.get_by_test_id("dice-help")
    help_panel.locator("dt").first.wait_for()
    text = help_panel.inner_text()
    assert "4k6kh3" in text
    assert help_panel.locator("dt").count() >= 10


def test_history_survives_reload(page: Page) -> None:
    open_tray(page)
    page.get_by_test_id("dice-expression").fill("3k6+2")
    page.get_by_test_id("dice-physical").fill("1 2 3")
    page.get_by_test_id("dice-roll").click()
    page.get_by_test_id("dice-result").wait_for()
    page.reload()
    open_tray(page)
    item = page.get_by_test_id("dice-history-item").first
    item.wait_for()
    assert "3k6+2 = 8" in item.inner_text()
