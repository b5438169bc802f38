"""Nothing typed is lost (issue 25 item 4): no redraw — the engine starting, a form refreshed after a change,
a result arriving, another tab's save — resets, merges or moves what the player is typing, and focus stays
where the player put it. Every test runs with the CPU throttled 4× (as a cheap phone, or a busy machine) and
makes the redraw happen at a known moment: it waits for the redraw's state attribute, never for a time.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from tests.browser.conftest import BOOT_TIMEOUT_MS, wait_ready
from tests.browser.ux_steps import (
    back_to_sheet,
    create_board,
    create_character,
    open_action,
    start_drd2_conflict,
    unfold,
    wait_saved,
)

PHONE = {"width": 390, "height": 844}
MakeContext = Callable[..., BrowserContext]


def throttle(page: Page, rate: int = 4) -> None:
    """Slow the page's CPU down `rate` times (Chrome DevTools' CPU throttling)."""
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})


@pytest.fixture
def slow_page(context: BrowserContext, site: str) -> Iterator[Page]:
    """A phone-sized page of the app with the engine ready and the CPU throttled 4×; fails on page errors."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    throttle(page)
    page.goto(site)
    wait_ready(page)
    yield page
    assert errors == [], f"uncaught errors in the page: {errors}"


def focused_testid(page: Page) -> str | None:
    testid = page.evaluate("document.activeElement?.dataset?.testid ?? null")
    return str(testid) if testid is not None else None


def redraw_count(page: Page, selector: str) -> int:
    return int(page.locator(selector).first.get_attribute("data-drawn") or 0)


def wait_redrawn(page: Page, selector: str, before: int) -> None:
    page.wait_for_function("([s, n]) => Number(document.querySelector(s)?.dataset.drawn || 0) > n",
                           arg=[selector, before])


def while_engine_held(make_context: MakeContext, site: str, path: str) -> tuple[Page, list[Route]]:
    """A fresh phone page on `path` whose engine cannot start until the test lets its worker script load
    (the routes in the returned list): what the test types meanwhile is typed while the engine starts."""
    context = make_context(viewport=PHONE, service_workers="block")
    held: list[Route] = []
    context.route("**/worker.js", lambda route: held.append(route))
    page = context.new_page()
    throttle(page)
    with page.expect_request(lambda request: request.url.endswith("/worker.js")):
        page.goto(site + path)
    return page, held


def release(page: Page, held: list[Route]) -> None:
    page.wait_for_function("() => true")  # lets Playwright dispatch the held route to the list first
    assert held, "the engine's worker script was not requested"
    for route in held:
        route.continue_()
    wait_ready(page)


def test_a_board_name_typed_while_the_engine_starts_is_kept_with_focus(make_context: MakeContext, site: str) -> None:
    page, held = while_engine_held(make_context, site, "?obrazovka=stul")
    name = page.get_by_test_id("new-board-name")
    name.click()
    name.press_sequentially("Přepadení u ")
    expect(page.get_by_test_id("engine-status")).not_to_have_attribute("data-state", "ready")
    release(page, held)
    # the games arrived (the form lists the boards) while the name was half typed; the player types on
    games = page.get_by_test_id("new-board-system").locator("option[value=drd2_konflikt]")
    expect(games).to_have_count(1, timeout=BOOT_TIMEOUT_MS)
    assert focused_testid(page) == "new-board-name"
    page.keyboard.type("brodu")
    expect(name).to_have_value("Přepadení u brodu")
    page.get_by_test_id("new-board-system").select_option("drd2_konflikt")
    page.get_by_test_id("create-board").click()
    expect(page.get_by_test_id("sheet-title")).to_have_text("Přepadení u brodu")


def test_a_character_name_and_a_dice_expression_typed_while_the_engine_starts_are_kept(
        make_context: MakeContext, site: str) -> None:
    page, held = while_engine_held(make_context, site, "")
    name = page.get_by_test_id("new-character-name")
    name.click()
    name.press_sequentially("Alvar")
    release(page, held)
    games = page.get_by_test_id("new-character-system").locator("option[value=cairn]")
    expect(games).to_have_count(1, timeout=BOOT_TIMEOUT_MS)
    assert focused_testid(page) == "new-character-name"
    page.keyboard.type(" Rudý")
    expect(name).to_have_value("Alvar Rudý")
    page.get_by_test_id("new-character-system").select_option("cairn")
    page, held = while_engine_held(make_context, site, "?obrazovka=kostky")
    expression = page.get_by_test_id("dice-expression")
    expression.fill("3k")
    release(page, held)
    expect(page.get_by_test_id("engine-wait")).to_be_hidden()
    assert focused_testid(page) == "dice-expression"
    page.keyboard.type("6")
    expect(expression).to_have_value("3k6")


def test_a_number_selected_for_retyping_when_the_form_refreshes_is_replaced_not_appended(slow_page: Page) -> None:
    """The Jizva form once turned `2` into `12`: the fields were redrawn after the name's change, between the
    player selecting the old value and typing the new one (seed 000: a scar's severity)."""
    page = slow_page
    create_character(page, "Haken", "drd2")
    open_action(page, "jizva")
    page.get_by_test_id("param-nazev").fill("Zlomená ruka")
    severity = page.get_by_test_id("param-zavaznost")
    severity.focus()
    page.keyboard.press("Control+A")
    before = redraw_count(page, "[data-testid=action-params]")
    page.get_by_test_id("param-nazev").dispatch_event("change")  # the form refreshes now, mid-edit
    wait_redrawn(page, "[data-testid=action-params]", before)
    assert focused_testid(page) == "param-zavaznost"
    page.keyboard.type("2")
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_attribute("data-testid", "param-zavaznost-inc")
    expect(severity).to_have_value("2")
    expect(page.get_by_test_id("param-nazev")).to_have_value("Zlomená ruka")


def test_text_half_typed_on_the_sheet_survives_a_result_arriving(slow_page: Page) -> None:
    """A roll's result redraws the sheet; the notes and the name the player is typing meanwhile stay as
    typed, with focus and caret, and are saved when the player leaves the field."""
    page = slow_page
    create_character(page, "Iva", "drd2")
    open_action(page, "hod")
    page.get_by_test_id("action-physical-toggle").click()
    page.get_by_test_id("action-dice").fill("6 5")
    back_to_sheet(page)
    unfold(page, "field-notes")
    notes = page.get_by_test_id("field-notes")
    notes.click()
    notes.press_sequentially("Dluží mi ")
    before = redraw_count(page, "[data-testid=sheet-screen]")
    page.evaluate("document.querySelector('[data-testid=action-roll]').click()")  # the result arrives now
    wait_redrawn(page, "[data-testid=sheet-screen]", before)
    expect(page.locator("[data-testid=action-result]")).to_have_count(1)
    assert focused_testid(page) == "field-notes"
    page.keyboard.type("tři zlaté")
    expect(notes).to_have_value("Dluží mi tři zlaté")
    before = redraw_count(page, "[data-testid=sheet-screen]")
    page.keyboard.press("Tab")  # leaves the field: the engine takes the text
    wait_redrawn(page, "[data-testid=sheet-screen]", before)
    expect(notes).to_have_value("Dluží mi tři zlaté")


def test_a_number_retyped_on_a_board_survives_a_result_arriving(slow_page: Page) -> None:
    """A board redrawn by an action's result (a new round) keeps the Ohrožení the player is retyping on a
    participant, with focus, and takes it when the player leaves the field."""
    page = slow_page
    create_board(page, "U mostu", "drd2_konflikt")
    start_drd2_conflict(page)
    open_action(page, "kolo")
    back_to_sheet(page)
    threat = page.get_by_test_id("field-ucastnici.1.ohrozeni")
    threat.focus()
    page.keyboard.press("Control+A")
    page.keyboard.type("4")
    before = redraw_count(page, "[data-testid=sheet-screen]")
    page.evaluate("document.querySelector('[data-testid=action-roll]').click()")  # the round's result arrives now
    wait_redrawn(page, "[data-testid=sheet-screen]", before)
    assert focused_testid(page) == "field-ucastnici.1.ohrozeni"
    expect(threat).to_have_value("4")
    before = redraw_count(page, "[data-testid=sheet-screen]")
    page.keyboard.press("Tab")
    wait_redrawn(page, "[data-testid=sheet-screen]", before)
    expect(threat).to_have_attribute("data-value", "4")


def test_changes_made_before_the_engine_answers_the_first_all_land(page: Page) -> None:
    """Two taps on a stepper and a typed number, all in one moment (a phone slower than the player): each
    change is computed from the sheet the one before produced, so none overwrites another."""
    hero = create_character(page, "Vrba", "cairn")
    unfold(page, "field-day")
    unfold(page, "field-money")
    page.evaluate("""() => {
      const inc = document.querySelector('[data-testid="field-day-inc"]');
      inc.click();
      inc.click();
      const money = document.querySelector('[data-testid="field-money"]');
      money.value = "7";
      money.dispatchEvent(new Event("change", { bubbles: true }));
    }""")
    wait_saved(page, hero, "s.day === 3 && s.money === 7")
    expect(page.get_by_test_id("field-day")).to_have_attribute("data-value", "3")
    expect(page.get_by_test_id("field-money")).to_have_attribute("data-value", "7")


def test_a_hero_linked_and_a_participant_added_at_once_both_stay_on_the_board(page: Page) -> None:
    """The board's participant 0 linked to a hero and a participant added before the engine answered the link
    (the DrD2 round test lost the link this way on a loaded machine): the board keeps both."""
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Brod", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    unfold(page, "field-ucastnici.0.postava")
    page.evaluate("""(hero) => {
      const link = document.querySelector('[data-testid="field-ucastnici.0.postava"]');
      link.value = hero;
      link.dispatchEvent(new Event("change", { bubbles: true }));
      document.querySelector('[data-testid="field-ucastnici-add"]').click();
    }""", hero)
    wait_saved(page, board, f"s.ucastnici.length === 3 && s.ucastnici[0].postava === {hero!r}")
    expect(page.get_by_test_id("field-ucastnici-item")).to_have_count(3)


def test_a_roll_tapped_while_a_change_is_on_its_way_is_resolved_on_the_changed_sheet(page: Page) -> None:
    """The roll waits for the change before it: its result is computed from, and saved over, the changed sheet."""
    hero = create_character(page, "Hvozd", "cairn")
    open_action(page, "save")
    page.get_by_test_id("action-physical-toggle").click()
    page.get_by_test_id("action-dice").fill("5")
    back_to_sheet(page)
    unfold(page, "field-money")
    page.evaluate("""() => {
      const money = document.querySelector('[data-testid="field-money"]');
      money.value = "12";
      money.dispatchEvent(new Event("change", { bubbles: true }));
      document.querySelector('[data-testid="action-roll"]').click();
    }""")
    expect(page.get_by_test_id("action-result")).to_have_count(1, timeout=BOOT_TIMEOUT_MS)
    wait_saved(page, hero, "s.money === 12")
