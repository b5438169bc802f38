"""Accessibility (issue 10): axe-core reports no serious or critical violation on any screen in the light
or the dark theme, and the app is usable by keyboard (skip link, tabs, popups close on Escape, visible focus,
the action pane reachable, results announced in the live region)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import MAIN_ROLLS, create_board, create_character, open_action, roll_physical, wait_odds

AXE = Path(__file__).resolve().parents[2] / "web" / "node_modules" / "axe-core" / "axe.min.js"

RUN_AXE = """async () => {
  const report = await axe.run(document, { resultTypes: ["violations"] });
  return report.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ")) }));
}"""


def violations(page: Page) -> list[dict[str, Any]]:
    """Serious and critical axe violations of the page as it is, in the light and in the dark theme."""
    found = []
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        found += [{**v, "scheme": scheme} for v in page.evaluate(RUN_AXE)]
    page.emulate_media(color_scheme="light")
    return found


def test_axe_finds_no_serious_violation_on_any_screen(make_context: Callable[..., BrowserContext], site: str) -> None:
    # axe is injected as a script tag, which the app's CSP rightly forbids: this test context only bypasses it.
    page = make_context(viewport={"width": 390, "height": 844}, bypass_csp=True).new_page()
    page.goto(site)
    wait_ready(page)
    page.add_script_tag(path=str(AXE))
    problems: dict[str, list[dict[str, Any]]] = {}

    def audit(screen: str) -> None:
        found = violations(page)
        if found:
            problems[screen] = found

    audit("empty character list")
    page.get_by_test_id("create-character").click()  # no name: a Czech error
    expect(page.get_by_test_id("create-error")).not_to_be_empty()
    audit("new-character form with an error")

    for system, (action, dice) in MAIN_ROLLS.items():
        create_character(page, f"Hrdina {system}", system)
        open_action(page, action)
        wait_odds(page)
        roll_physical(page, dice)
        audit(f"{system} sheet with an action result")
    page.set_viewport_size({"width": 1280, "height": 900})
    audit("dnd5e sheet on a desktop")
    page.set_viewport_size({"width": 390, "height": 844})

    create_board(page, "Přepadení u brodu", "drd2_konflikt")
    audit("conflict board")
    page.get_by_test_id("tab-table").click()
    page.locator("[data-testid=board-details][data-state=ready]").first.wait_for()
    audit("table")
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("character-item").first.wait_for()
    audit("character list")

    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-help-toggle").click()
    page.get_by_test_id("dice-help").locator("dl").wait_for()
    page.get_by_test_id("dice-physical").fill("3 4")
    page.get_by_test_id("dice-target").fill("9")
    page.get_by_test_id("dice-roll").click()
    page.get_by_test_id("dice-result").wait_for()
    audit("dice tray with help and a result")
    page.get_by_test_id("dice-expression").fill("2x6")
    page.get_by_test_id("dice-roll").click()
    expect(page.get_by_test_id("dice-error")).not_to_be_empty()
    audit("dice tray with an error")

    page.get_by_test_id("tab-log").click()
    page.get_by_test_id("log-item").first.wait_for()
    audit("log")

    page.evaluate("""async () => {
      localStorage.setItem("druzina:char:zlomena", "{tohle není JSON");
      const { app } = await import("./js/app.js");
      app.show("sheet", "zlomena");
    }""")
    page.locator("[data-testid=sheet-screen][data-state=unreadable]").wait_for()
    audit("a save that cannot be read")
    assert problems == {}


def test_keyboard_reaches_everything_and_results_are_announced(page: Page) -> None:
    page.keyboard.press("Tab")
    skip = page.locator(".skip")
    expect(skip).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("view")).to_be_focused()

    # tabs are buttons in the tab order; Enter activates them; focus is visible
    page.get_by_test_id("tab-dice").focus()
    outline = page.get_by_test_id("tab-dice").evaluate("(el) => getComputedStyle(el).outlineStyle")
    assert outline != "none"
    page.keyboard.press("Enter")
    page.get_by_test_id("dice-tray").wait_for()

    # the notation help opens from the keyboard and Escape closes it, focus back on its button
    toggle = page.get_by_test_id("dice-help-toggle")
    toggle.focus()
    page.keyboard.press("Enter")
    page.get_by_test_id("dice-help").locator("dl").wait_for()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    page.get_by_test_id("dice-help-close").focus()
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("dice-help")).to_be_hidden()
    expect(toggle).to_be_focused()
    expect(toggle).to_have_attribute("aria-expanded", "false")

    # a roll typed from the keyboard is announced in the live region
    page.get_by_test_id("dice-expression").fill("2k6")
    page.get_by_test_id("dice-physical").fill("6 6")
    page.get_by_test_id("dice-expression").press("Enter")
    expect(page.get_by_test_id("dice-result")).to_have_attribute("data-total", "12")
    expect(page.get_by_test_id("announcer")).to_contain_text("12")

    # on a phone, the action pane is reachable by keyboard and its form opens from it
    create_character(page, "Klávesa", "cairn")
    page.get_by_test_id("pane-actions").focus()
    page.keyboard.press("Enter")
    chip = page.get_by_test_id("actions").get_by_test_id("open-action-save")
    chip.focus()
    page.keyboard.press("Enter")
    page.locator("[data-testid=action-form][data-action=save]").wait_for()
    page.get_by_test_id("action-form").get_by_test_id("action-physical-toggle").focus()
    page.keyboard.press("Enter")
    dice = page.get_by_test_id("action-form").get_by_test_id("action-dice")
    dice.focus()
    page.keyboard.type("3")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", re.compile(r"\w"))
    expect(page.get_by_test_id("announcer")).to_contain_text("Záchranný hod")

    # every track box and icon-only button has a name for screen readers
    unnamed = page.evaluate("""() => [...document.querySelectorAll('button')].filter((b) =>
      !(b.getAttribute('aria-label') || b.textContent.trim())).map((b) => b.outerHTML.slice(0, 80))""")
    assert unnamed == []
