"""At the table (issue 25 items 1–2): each game's main roll in two taps from the open sheet with no
scrolling, on a phone and a tablet; the roll button and odds of any form stay on screen; the options beyond
the first layer wait under «Další okolnosti», whose summary names what is changed; the result is announced
outcome first."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Locator, Page, expect

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import MAIN_ROLLS, create_board, create_character, open_action, param

PHONE = {"width": 390, "height": 844}
TABLET = {"width": 1024, "height": 768}

# The control is on screen and nothing (a sticky bar, the tab bar) covers its centre: a player taps it as it is.
UNCOVERED = """(el) => {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 20);
  if (y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
  const top = document.elementFromPoint(x, y);
  return Boolean(top && (top === el || el.contains(top)));
}"""


def uncovered(locator: Locator) -> bool:
    return bool(locator.evaluate(UNCOVERED))


def tap_in_place(locator: Locator) -> None:
    """Tap a control that must already be usable where it is: no scrolling, by the player or by the test. On a
    touch screen (``start``'s pages) it is a finger's tap: touch events, then the click they make."""
    assert uncovered(locator), "the control is off screen or covered"
    locator.tap()


def start(warm_context: Callable[..., BrowserContext], site: str, viewport: dict[str, int]) -> Page:
    """The app on a touch screen (a phone's, a tablet's) of ``viewport``'s size, with the engine ready: in the
    session's warm context of that screen, with empty saves."""
    page = warm_context(viewport=viewport, has_touch=True).new_page()
    page.goto(site)
    wait_ready(page)
    return page


@pytest.mark.parametrize("viewport", [PHONE, TABLET], ids=["telefon", "tablet"])
@pytest.mark.parametrize("game", list(MAIN_ROLLS))
def test_main_roll_is_two_taps_from_the_open_sheet_without_scrolling(
        warm_context: Callable[..., BrowserContext], site: str, game: str, viewport: dict[str, int]) -> None:
    page = start(warm_context, site, viewport)
    create_character(page, "U stolu", game)
    page.evaluate("window.scrollTo(0, 0)")
    action = MAIN_ROLLS[game][0]

    tap_in_place(page.locator(f"[data-testid=quick-roll][data-action={action}]").first)  # tap 1
    form = page.locator(f"[data-testid=action-form][data-action={action}]")
    form.locator("[data-testid=action-odds] li").first.wait_for()
    assert uncovered(form.locator("[data-testid=action-odds] li").first)
    assert uncovered(form.get_by_test_id("action-physical-toggle"))  # the player's own dice: one tap away
    tap_in_place(form.get_by_test_id("action-roll"))  # tap 2

    result = form.get_by_test_id("action-result")
    result.wait_for()
    outcome = result.locator(".outcome strong")
    assert uncovered(outcome)
    # announced outcome first (the live region), before the explanation
    expect(page.get_by_test_id("announcer")).to_contain_text(outcome.inner_text())
    assert page.get_by_test_id("announcer").inner_text().startswith(outcome.inner_text())


def test_a_roll_button_by_a_value_opens_that_roll_with_it(page: Page) -> None:
    create_character(page, "Hbitá", "cairn")
    page.get_by_test_id("roll-at-attributes.hbi.current").click()
    form = page.locator("[data-testid=action-form][data-action=save]")
    expect(form.get_by_test_id("param-attribute")).to_have_value("hbi")
    form.locator("[data-testid=action-odds] li").first.wait_for()
    assert uncovered(form.get_by_test_id("action-roll"))


# the longest forms of each game and board (issue 25: up to 30 controls)
LONG_FORMS = [("drd2", "hod", False), ("fate", "roll", False), ("boj_k6", "hod", False), ("dnd5e", "utok", False),
              ("boj_k6_kolo", "pridat", True), ("drd2_konflikt", "stret", True)]


@pytest.mark.parametrize(("system", "action", "board"), LONG_FORMS)
def test_a_long_form_keeps_its_roll_button_and_odds_on_screen_and_the_rest_collapsed(
        page: Page, system: str, action: str, board: bool) -> None:
    if board:
        create_board(page, "Dlouhý formulář", system)
    else:
        create_character(page, "Dlouhý formulář", system)
    open_action(page, action)
    form = page.locator(f"[data-testid=action-form][data-action={action}]")
    form.locator("[data-testid=action-odds]:not([data-state=loading])").wait_for(state="attached")
    assert form.get_by_test_id("action-first").locator("[data-testid^=param-]:is(input, select)").count() <= 4
    more = form.get_by_test_id("action-more")
    expect(more).not_to_have_attribute("open", "")
    assert uncovered(form.get_by_test_id("action-roll"))
    form.get_by_test_id("action-more-summary").click()  # everything open, down to the last option:
    form.get_by_test_id("action-more").locator("[data-testid^=param-]").last.scroll_into_view_if_needed()
    assert uncovered(form.get_by_test_id("action-roll"))  # the button still under the thumb


def test_the_summary_names_the_options_not_at_their_default(page: Page) -> None:
    create_character(page, "S výhodou", "dnd5e")
    open_action(page, "utok")
    form = page.get_by_test_id("action-form")
    expect(form.get_by_test_id("action-more-changed")).to_have_text("")
    param(form, "inspirace").check()
    expect(form.get_by_test_id("action-more-changed")).to_contain_text("Utratit inspiraci")
    expect(form.get_by_test_id("action-more")).to_have_attribute("data-changed", "1")
    param(form, "inspirace").uncheck()
    expect(form.get_by_test_id("action-more-changed")).to_have_text("")


# the tops of the line boxes of the summary's «Další okolnosti» text and of its list of changes
SUMMARY_LINES = """(summary) => {
  const lines = (node) => { const r = document.createRange(); r.selectNodeContents(node); return r.getClientRects(); };
  const title = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT).nextNode();
  const changed = summary.querySelector("[data-testid=action-more-changed]");
  return { label: lines(title)[0].top, changed: [...lines(changed)].map((r) => r.top) };
}"""


def test_a_long_summary_wraps_after_its_colon_on_a_phone(page: Page) -> None:
    """Every option of «Další okolnosti» changed at once, on a 390 px phone: the list of changes follows
    «Další okolnosti:» on its line and wraps below it, not onto a line of its own starting with the colon."""
    create_character(page, "Vše jinak", "dnd5e")
    open_action(page, "utok")
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-more-summary").click()
    for box in form.get_by_test_id("action-more").locator("input[type=checkbox]").all():
        box.check()
    changed = form.get_by_test_id("action-more-changed")
    expect(changed).to_have_text(re.compile(r"^: .+, .+"))
    assert "Cíl uhýbá," in changed.inner_text()  # the option named, without the book's section it cites
    assert "›" not in changed.inner_text()
    lines = form.get_by_test_id("action-more-summary").evaluate(SUMMARY_LINES)
    assert len(set(lines["changed"])) > 1, lines  # long enough to wrap
    assert lines["changed"][0] == lines["label"], lines
