"""Phone, tablet and desktop layout (issue 10): no horizontal scrolling and no element sticking out of the
viewport at 360, 390, 820 and 1280 px on every screen (list, table, dice tray with help and a result, a sheet
of each game with an action open and its result shown, a board, the log), and thumb-sized controls."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import (
    MAIN_ROLLS,
    create_board,
    create_character,
    open_action,
    open_character,
    roll_physical,
    wait_odds,
)

WIDTHS = (360, 390, 820, 1280)

# Every visible element that pokes out of the viewport horizontally (the skip link waits off-screen on
# purpose until focused), and every visible control smaller than a thumb (44 px), as readable strings.
MEASURE = """() => {
  const width = window.innerWidth;
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${el.dataset.testid ? "[" + el.dataset.testid + "]" : ""}.${el.className}`;
  const overflow = [];
  const scrolled = document.documentElement.scrollWidth;
  if (scrolled > width) overflow.push(`page scrollWidth ${scrolled} > ${width}`);
  for (const el of document.querySelectorAll("body *")) {
    if (el.closest(".skip, .sr-only")) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < -1 || r.right > width + 1) {
      overflow.push(`${describe(el)} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
  }
  const small = [];
  for (const el of document.querySelectorAll("button, select, input, textarea, summary, a.button, label.toggle")) {
    if (el.closest(".skip, .sr-only") || (el.type === "checkbox" && el.closest("label.toggle"))) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.height < 43.5 || r.width < 43.5) small.push(`${describe(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  return { overflow: overflow.slice(0, 10), small: small.slice(0, 10) };
}"""


OFFER_INSTALL = """() => {
  const offer = new Event("beforeinstallprompt", { cancelable: true });
  offer.prompt = () => Promise.resolve();
  offer.userChoice = Promise.resolve({ outcome: "dismissed" });
  window.dispatchEvent(offer);
}"""


def check(page: Page, screen: str, width: int) -> None:
    found = page.evaluate(MEASURE)
    assert found["overflow"] == [], f"{screen} at {width} px overflows: {found['overflow']}"
    assert found["small"] == [], f"{screen} at {width} px has small targets: {found['small']}"


def test_every_screen_fits_from_phone_to_desktop(make_context: Callable[..., BrowserContext], site: str) -> None:
    page = make_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(site)
    wait_ready(page)
    page.evaluate(OFFER_INSTALL)  # the top bar at its fullest: with the install button
    page.get_by_test_id("install").wait_for()
    ids: dict[str, str] = {}
    for system in MAIN_ROLLS:
        create_character(page, f"Velmi dlouhé jméno hrdiny, které se nevejde na řádek telefonu {system}", system)
        ids[system] = page.get_by_test_id("sheet-screen").get_attribute("data-id") or ""
    create_board(page, "Přepadení u brodu", "drd2_konflikt")
    board_id = page.get_by_test_id("sheet-screen").get_attribute("data-id")

    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 844 if width < 1000 else 900})
        page.get_by_test_id("tab-characters").click()
        page.get_by_test_id("character-item").first.wait_for()
        check(page, "character list", width)

        page.get_by_test_id("tab-table").click()
        page.locator("[data-testid=board-details][data-state=ready]").first.wait_for()
        check(page, "table", width)
        page.get_by_test_id("board-open").first.click()
        page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{board_id}']").wait_for()
        check(page, "board", width)

        page.get_by_test_id("tab-dice").click()
        page.get_by_test_id("dice-help-toggle").click()
        page.get_by_test_id("dice-help").locator("dl").wait_for()
        page.get_by_test_id("dice-target").fill("9")
        page.get_by_test_id("dice-physical").fill("3 4")
        page.get_by_test_id("dice-roll").click()
        page.get_by_test_id("dice-result").wait_for()
        check(page, "dice tray", width)

        for system, (action, dice) in MAIN_ROLLS.items():
            open_character(page, ids[system])
            check(page, f"{system} sheet", width)
            open_action(page, action)
            wait_odds(page)
            roll_physical(page, dice)
            check(page, f"{system} sheet with a result", width)

        page.get_by_test_id("tab-log").click()
        page.get_by_test_id("log-item").first.wait_for()
        check(page, "log", width)


def test_tablet_puts_the_sheet_beside_the_actions(page: Page) -> None:
    create_character(page, "Ťapka", "cairn")
    phone_panes = page.get_by_test_id("pane-actions")
    assert phone_panes.is_visible()
    page.set_viewport_size({"width": 820, "height": 1180})
    assert not phone_panes.is_visible()
    sheet = page.locator(".sheet-col").bounding_box()
    head = page.locator(".sheet-head").bounding_box()
    actions = page.get_by_test_id("actions").bounding_box()
    assert sheet is not None
    assert head is not None
    assert actions is not None
    assert actions["x"] >= sheet["x"] + sheet["width"] - 1  # side by side, not stacked
    # the actions column starts beside the sheet's header (issue 25: an opened roll's button on the first screen)
    assert abs(actions["y"] - head["y"]) < 40


def test_a_phone_held_sideways_keeps_most_of_the_screen_for_the_sheet(page: Page) -> None:
    """At 740 × 360 and 844 × 390 (phones in landscape) nothing overflows, the brand bar scrolls away and the
    sheet gets two thirds of the height between what stays on screen (the pane switch, the tab bar)."""
    create_character(page, "Ťapka", "drd2")
    open_action(page, "hod")
    wait_odds(page)
    for width, height in ((740, 360), (844, 390)):
        page.set_viewport_size({"width": width, "height": height})
        check(page, "drd2 sheet sideways", width)
        page.evaluate("() => window.scrollTo(0, 400)")
        covered = page.evaluate("""() => {
          const h = innerHeight;
          const top = Math.max(0, ...[...document.querySelectorAll('.topbar, .panes, .tabs')]
            .map((el) => el.getBoundingClientRect()).filter((r) => r.height && r.top < h / 2).map((r) => r.bottom));
          const bottom = Math.min(h, ...[...document.querySelectorAll('.tabs')]
            .map((el) => el.getBoundingClientRect()).filter((r) => r.top >= h / 2).map((r) => r.top));
          return { top, bottom, h };
        }""")
        assert page.evaluate("() => document.querySelector('.topbar').getBoundingClientRect().bottom") <= 0
        assert covered["bottom"] - covered["top"] > 0.65 * covered["h"], (width, covered)


# Where the parts a thumb needs sit, in viewport pixels: the tab bar's buttons, the open action's roll button,
# the top bar's content and the main column's content edges.
PLACES = """() => {
  const box = (el) => el.getBoundingClientRect();
  const tabs = [...document.querySelectorAll('.tabs button, .tabs a')].filter((el) => box(el).height).map(box);
  const roll = box(document.querySelector('[data-testid=action-roll]'));
  const bar = [...document.querySelector('.topbar').children].filter((el) => box(el).height).map(box);
  const main = document.querySelector('main');
  const style = getComputedStyle(main);
  return {
    tabsBottom: Math.max(...tabs.map((r) => r.bottom)), tabsTop: Math.min(...tabs.map((r) => r.top)),
    tabsLeft: Math.min(...tabs.map((r) => r.left)), tabsRight: Math.max(...tabs.map((r) => r.right)),
    rollBottom: roll.bottom, barTop: Math.min(...bar.map((r) => r.top)),
    mainLeft: box(main).left + parseFloat(style.paddingLeft),
    mainRight: box(main).right - parseFloat(style.paddingRight),
    width: innerWidth, height: innerHeight,
  };
}"""


def safe_areas(page: Page, top: int = 0, bottom: int = 0, left: int = 0, right: int = 0) -> None:
    """Give the page an iPhone's safe-area insets (Chromium's DevTools override of ``env(safe-area-inset-*)``)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setSafeAreaInsetsOverride",
             {"insets": {"top": top, "bottom": bottom, "left": left, "right": right}})


def test_the_notch_and_the_home_indicator_cover_no_control(page: Page) -> None:
    """Issue 24: on an iPhone (notch 47 px, home indicator 34 px; sideways 47 px each side, 21 px below) the tab
    bar's buttons and the open roll's button stay above the home indicator, the top bar below the notch and the
    sheet between the side insets — measured against the same page with no insets, so the insets moved them."""
    create_character(page, "Ťapka", "drd2")
    open_action(page, "hod")
    wait_odds(page)
    page.evaluate("() => window.scrollTo(0, 0)")
    plain = page.evaluate(PLACES)
    safe_areas(page, top=47, bottom=34)
    page.wait_for_function("() => getComputedStyle(document.querySelector('.tabs')).paddingBottom === '34px'")
    page.evaluate("() => window.scrollTo(0, 0)")
    held = page.evaluate(PLACES)
    assert plain["tabsBottom"] > held["height"] - 34, plain  # without insets the tab bar reaches the bottom edge
    assert held["tabsBottom"] <= held["height"] - 34, held
    assert held["tabsBottom"] == plain["tabsBottom"] - 34, (plain, held)
    assert held["rollBottom"] <= held["tabsTop"], held  # the roll button sits above the tab bar
    assert held["barTop"] >= 47 > plain["barTop"], (plain, held)

    page.set_viewport_size({"width": 844, "height": 390})
    safe_areas(page, left=47, right=47, bottom=21)
    page.wait_for_function("() => getComputedStyle(document.querySelector('.tabs')).paddingLeft === '47px'")
    page.get_by_test_id("action-form").evaluate("(form) => form.scrollIntoView()")  # the form as a player reads it
    side = page.evaluate(PLACES)
    # sideways the tab bar sits at the top and the roll button's footer sticks to the bottom edge
    assert side["tabsLeft"] >= 47, side
    assert side["tabsRight"] <= side["width"] - 47, side
    assert side["mainLeft"] >= 47, side
    assert side["mainRight"] <= side["width"] - 47, side
    assert side["rollBottom"] <= side["height"] - 21, side


def test_a_participants_unfolded_fields_use_the_cards_width_on_a_phone(page: Page) -> None:
    """«Více» on a board participant's card: its fields sit two to a row across the card (390 px phone), not in
    one narrow column beside an empty one (a grid on <details> itself lays out as one box in Chromium)."""
    create_board(page, "Široká karta", "drd2_konflikt")
    more = page.get_by_test_id("field-ucastnici-more-0")
    more.locator("summary").click()
    fields = more.locator(".field")
    fields.first.wait_for()
    boxes = [fields.nth(i).bounding_box() for i in range(min(fields.count(), 4))]
    card = page.get_by_test_id("field-ucastnici-item").first.bounding_box()
    assert card, "no card"
    assert all(boxes), boxes
    right = max(b["x"] + b["width"] for b in boxes if b)
    assert right > card["x"] + 0.8 * card["width"], (boxes, card)
    assert len({round(b["x"]) for b in boxes if b}) == 2, boxes  # two columns
