"""The player's experience (issue 10): the game master's table, quick switching, the roll log with
re-resolving from physical dice, printing, the install button and the loading states."""

from __future__ import annotations

import json
import re
import struct
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from py_rules.api import handle
from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import create_board, create_character, expected, open_action, roll_physical, wait_odds

WEB = Path(__file__).resolve().parents[2] / "web"


def test_table_lists_boards_apart_from_characters_and_switching_is_quick(page: Page) -> None:
    create_character(page, "Ťapka", "drd2")
    hero = page.get_by_test_id("sheet-screen").get_attribute("data-id")
    create_board(page, "Přepadení u brodu", "drd2_konflikt")
    board = page.get_by_test_id("sheet-screen").get_attribute("data-id")
    expect(page.get_by_test_id("tab-table")).to_have_attribute("aria-current", "page")

    page.get_by_test_id("back-to-list").click()  # a board goes back to the table, not to the characters
    expect(page.get_by_test_id("view")).to_have_attribute("data-screen", "table")
    item = page.get_by_test_id("board-item")
    expect(item).to_have_count(1)
    expect(item).to_have_attribute("data-id", board or "")
    expect(page.get_by_test_id("board-count")).to_have_text("1 rozehraný stůl")
    participants = page.get_by_test_id("board-participants")
    created = handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "x"})["result"]
    named = created["view"]["participants"]
    people = next(f for s in created["view"]["sections"] for f in s["fields"] if f["path"] == named)
    expect(participants).to_have_attribute("data-count", str(len(people["items"])))

    page.get_by_test_id("tab-characters").click()
    expect(page.get_by_test_id("character-item")).to_have_count(1)  # the board is not a character
    expect(page.get_by_test_id("character-count")).to_have_text("1 postava")

    # quick switch from the character's sheet to the board and back, without the list
    page.get_by_test_id("character-item").click()
    page.get_by_test_id("character-switcher").select_option(board or "")
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{board}']").wait_for()
    page.get_by_test_id("character-switcher").select_option(hero or "")
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{hero}']").wait_for()


def test_a_roll_is_re_resolved_from_my_dice_and_the_log_keeps_it(page: Page) -> None:
    _, wrong = expected("cairn", "save", [18])
    _, right = expected("cairn", "save", [3])
    assert wrong != right
    create_character(page, "Vrána", "cairn")
    hero = page.get_by_test_id("sheet-screen").get_attribute("data-id")
    open_action(page, "save")
    wait_odds(page)
    assert roll_physical(page, [18]) == wrong

    # the last result is resolved again from the dice the player really rolled; it replaces the roll
    result = page.get_by_test_id("action-result")
    result.get_by_test_id("reresolve-toggle").click()
    result.get_by_test_id("reresolve-dice").fill("abc")
    result.get_by_test_id("reresolve-go").click()
    expect(result.get_by_test_id("reresolve-error")).to_contain_text("celá čísla")
    result.get_by_test_id("reresolve-dice").fill("3")
    result.get_by_test_id("reresolve-go").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", right)

    # a roll of the dice tray too
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-expression").fill("3k6kh2")
    page.get_by_test_id("dice-physical").fill("1 1 2")
    page.get_by_test_id("dice-roll").click()
    expect(page.get_by_test_id("dice-result")).to_have_attribute("data-total", "3")
    page.get_by_test_id("dice-result").get_by_test_id("reresolve-toggle").click()
    page.get_by_test_id("dice-result").get_by_test_id("reresolve-dice").fill("6 1 5")
    page.get_by_test_id("dice-result").get_by_test_id("reresolve-dice").press("Enter")
    expect(page.get_by_test_id("dice-result")).to_have_attribute("data-total", "11")
    expect(page.get_by_test_id("dice-history-item")).to_have_count(1)  # replaced, not added

    # the log survives a reload, marks the replaced roll and filters by character and by text
    page.reload()
    page.get_by_test_id("tab-log").click()
    items = page.get_by_test_id("log-item")
    expect(items).to_have_count(3)
    expect(page.locator("[data-testid=log-item][data-replaced=true]")).to_have_count(1)
    expect(page.locator("[data-testid=log-item][data-replaced=true]")).to_have_attribute("data-outcome", wrong)
    expect(page.get_by_test_id("log-count")).to_have_text("3 záznamy")
    page.get_by_test_id("log-filter").select_option(hero or "")
    expect(items).to_have_count(2)
    page.get_by_test_id("log-filter").select_option("dice")
    expect(items).to_have_count(1)
    faces = items.first.locator("[data-testid=dice-faces] li")  # each die, the dropped one marked
    expect(faces).to_have_count(3)
    assert [faces.nth(i).get_attribute("data-kept") for i in range(3)] == ["true", "false", "true"]
    page.get_by_test_id("log-filter").select_option("")
    page.get_by_test_id("log-search").fill("záchranný")
    expect(items).to_have_count(2)
    page.get_by_test_id("log-search").fill("")

    # "Přepočítat z mých kostek" on a log entry opens the same action with the same options, dice ready
    page.locator(f"[data-testid=log-item][data-owner='{hero}']").first.get_by_test_id("log-reresolve").click()
    page.locator("[data-testid=action-form][data-action=save]").wait_for()
    dice = page.get_by_test_id("action-form").get_by_test_id("action-dice")
    expect(dice).to_be_focused()
    dice.fill("3")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", right)


def test_print_opens_every_section_and_hides_controls(page: Page) -> None:
    create_character(page, "Tiskař", "dnd5e")
    folded = page.locator("[data-testid=sheet-screen] details:not([open])")
    before = folded.count()
    page.locator("[data-testid=sheet-screen] details[open]").first.locator("summary").click()  # fold one more
    expect(folded).to_have_count(before + 1)
    page.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    expect(folded).to_have_count(0)
    page.emulate_media(media="print")
    assert not page.get_by_test_id("print-sheet").is_visible()
    assert not page.get_by_test_id("tab-dice").is_visible()
    assert page.get_by_test_id("sheet-title").is_visible()
    page.emulate_media(media="screen")
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    expect(folded).to_have_count(before + 1)


def test_install_button_appears_when_the_browser_offers_it(page: Page) -> None:
    install = page.get_by_test_id("install")
    expect(install).to_be_hidden()
    page.evaluate("""() => {
      const offer = new Event("beforeinstallprompt", { cancelable: true });
      offer.prompt = () => { window.installPrompted = true; return Promise.resolve(); };
      offer.userChoice = Promise.resolve({ outcome: "accepted" });
      window.dispatchEvent(offer);
    }""")
    expect(install).to_be_visible()
    install.click()
    expect(install).to_be_hidden()
    assert page.evaluate("() => window.installPrompted === true")


def test_manifest_is_complete() -> None:
    manifest = json.loads((WEB / "manifest.webmanifest").read_text())
    for key in ("name", "short_name", "id", "start_url", "scope", "theme_color", "background_color", "lang"):
        assert manifest.get(key), key
    assert manifest["display"] == "standalone"
    assert manifest["lang"] == "cs"
    purposes = {icon["purpose"] for icon in manifest["icons"]}
    assert {"any", "maskable"} <= purposes
    for icon in manifest["icons"]:
        path = WEB / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            width, height = struct.unpack(">II", path.read_bytes()[16:24])  # the PNG IHDR size
            assert f"{width}x{height}" == icon["sizes"], icon["src"]
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["purpose"] == "maskable"}
    assert {"192x192", "512x512"} <= sizes
    shortcuts = [s["url"] for s in manifest["shortcuts"]]
    assert shortcuts == ["./?obrazovka=kostky", "./?obrazovka=stul", "./?obrazovka=zaznam"]


def test_a_shortcut_opens_its_screen_offline_too(make_context: Callable[..., BrowserContext], site: str) -> None:
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.goto(site + "?obrazovka=kostky")
    page.get_by_test_id("dice-tray").wait_for()
    expect(page.get_by_test_id("tab-dice")).to_have_attribute("aria-current", "page")


# The engine never becomes ready: a worker that does not answer stands in for a slow phone.
STALLED_ENGINE = """
window.Worker = class { constructor() {} postMessage() {} terminate() {} addEventListener() {} };
localStorage.setItem("druzina:systems",
  JSON.stringify([{ id: "cairn", title: "Cairn", kind: "character", game: "cairn" }]));
"""


def test_while_the_engine_loads_the_list_works_and_rolling_says_it_waits(
        make_context: Callable[..., BrowserContext], site: str) -> None:
    context = make_context(viewport={"width": 390, "height": 844})
    context.add_init_script(STALLED_ENGINE)
    page = context.new_page()
    page.goto(site)
    expect(page.get_by_test_id("engine-status")).to_have_attribute("data-state", re.compile("idle|loading"))
    wait = page.get_by_test_id("create-form").get_by_test_id("engine-wait")
    expect(wait).to_be_visible()
    expect(wait).to_contain_text("pravidla")
    page.get_by_test_id("new-character-name").fill("Trpělivá")
    page.get_by_test_id("create-character").click()
    expect(page.get_by_test_id("create-character")).to_have_text("Čekám na pravidla…")
    page.get_by_test_id("tab-dice").click()
    expect(page.get_by_test_id("dice-tray").get_by_test_id("engine-wait")).to_be_visible()
    page.get_by_test_id("dice-roll").click()
    expect(page.get_by_test_id("dice-roll")).to_have_text("Čekám na pravidla…")
    page.get_by_test_id("tab-log").click()  # the rest of the app works without the engine
    expect(page.get_by_test_id("log-empty")).to_be_visible()


def test_the_sheet_shows_its_last_rolls_and_links_to_its_log(page: Page) -> None:
    create_character(page, "Pamětník", "drd2")
    hero = page.get_by_test_id("sheet-screen").get_attribute("data-id")
    open_action(page, "hod")
    wait_odds(page)
    roll_physical(page, [6, 5])
    recent = page.get_by_test_id("recent-log")
    expect(recent.get_by_test_id("log-item")).to_have_count(1)
    recent.get_by_test_id("recent-log-all").click()
    expect(page.get_by_test_id("log-filter")).to_have_value(hero or "")
    expect(page.get_by_test_id("log-item")).to_have_count(1)


def test_typing_in_an_action_field_and_tabbing_on_keeps_focus_and_raises_nothing(page: Page) -> None:
    """A text field's `change` fires as focus leaves it: the form must not pull the field out of the page in
    that event (Chrome throws), and the keyboard user lands on the next field (the fixture fails on any
    uncaught page error)."""
    create_character(page, "Haken", "drd2")
    open_action(page, "jizva")
    page.get_by_test_id("param-nazev").fill("Zlomená ruka")
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_attribute("data-testid", "param-vlastnost")
    page.get_by_test_id("param-zavaznost").fill("2")
    page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_attribute("data-testid", "param-zavaznost-inc")
    expect(page.get_by_test_id("param-nazev")).to_have_value("Zlomená ruka")
    expect(page.get_by_test_id("param-zavaznost")).to_have_value("2")


def test_no_sheet_or_board_shows_null_or_undefined_where_a_control_is_left_out(page: Page) -> None:
    """A field whose control is absent (an empty list with nothing to add, e.g. a new combat round) shows
    nothing there, not the word „null“; checked on a new sheet of every game and every board."""
    systems = handle({"op": "systems"})["result"]["systems"]
    for system in systems:
        if system["kind"] == "board":
            create_board(page, f"Stůl {system['id']}", system["id"])
        else:
            create_character(page, f"Postava {system['id']}", system["id"])
        text = page.get_by_test_id("sheet-screen").inner_text()
        assert not re.search(r"\b(null|undefined|NaN)\b", text), (system["id"], text[:2000])
