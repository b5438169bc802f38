"""Steps the UX, layout, accessibility and per-game browser tests share (issue 10).

The expected odds and outcomes come from the engine in CPython (``py_rules.api.handle``), so a passing test
means the page in Pyodide agrees with it.
"""

from __future__ import annotations

import itertools
from typing import Any

from playwright.sync_api import Locator, Page, expect

from py_rules.api import handle

# game id → (its main roll action, physical dice to type, as the player would)
MAIN_ROLLS: dict[str, tuple[str, list[int]]] = {
    "drd2": ("hod", [6, 5]),
    "cairn": ("save", [3]),
    "fate": ("roll", [1, 1, 0, -1]),
    "boj_k6": ("hod", [5, 2]),
    "dnd5e": ("overeni", [15]),
}


def expected(system: str, action: str, dice: list[int]) -> tuple[list[dict[str, Any]], str]:
    """The exact odds of a fresh sheet's `action` with default params, and the outcome of `dice`, from CPython."""
    created = handle({"op": "new_sheet", "system": system, "name": "Zkouška"})["result"]
    form = next(a for a in created["actions"] if a["id"] == action)
    params = {p["path"]: p["value"] for p in form["params"] if p.get("path")}
    odds = handle({"op": "action_odds", "sheet": created["sheet"], "action": action, "params": params})
    acted = handle({"op": "act", "sheet": created["sheet"], "action": action, "params": params, "dice": dice})
    assert odds["ok"], odds
    assert acted["ok"], acted
    return odds["result"]["outcomes"], acted["result"]["result"]["outcome"]


def create_character(page: Page, name: str, system: str | None = None) -> str:
    """Create a character through the form (the first game when ``system`` is None); returns its id once
    its sheet is open and ready."""
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("new-character-name").fill(name)
    if system:
        page.get_by_test_id("new-character-system").select_option(system)
    page.get_by_test_id("create-character").click()
    of_game = f"[data-system={system}]" if system else ""
    screen = page.locator(f"[data-testid=sheet-screen][data-state=ready]{of_game}")
    screen.wait_for()
    return screen.get_attribute("data-id") or ""


def create_board(page: Page, name: str, system: str) -> None:
    page.get_by_test_id("tab-table").click()
    page.get_by_test_id("new-board-name").fill(name)
    page.get_by_test_id("new-board-system").select_option(system)
    page.get_by_test_id("create-board").click()
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-system={system}]").wait_for()


def unfold(page: Page, testid: str) -> None:
    """Open the sheet section holding the control `testid` (creation-time and rarely used sections start
    folded) and the «Více» of a participant's compact card holding it, as the player would: by tapping each
    heading, outermost first."""
    page.get_by_test_id(testid).first.evaluate("""(el) => {
      const folded = [];
      for (let d = el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) {
        if (!d.open) folded.unshift(d);
      }
      for (const d of folded) d.querySelector(':scope > summary').click();
    }""")


def unfold_all(page: Page) -> None:
    """Open every folded section of the open sheet, and the rest of every participant's compact card."""
    page.evaluate("""() => {
      const screen = document.querySelector("[data-testid=sheet-screen]");
      for (const d of screen.querySelectorAll("details[data-use]:not([open]), details.more:not([open])")) {
        d.querySelector("summary").click();
      }
    }""")


def open_action(page: Page, action: str) -> None:
    """Open an action's form (switching to the actions pane on a phone) and wait for its exact odds."""
    pane = page.get_by_test_id("pane-actions")
    if pane.is_visible():
        pane.click()
    page.get_by_test_id("actions").get_by_test_id(f"open-action-{action}").click()
    page.locator(f"[data-testid=action-form][data-action={action}]").wait_for()


def run_form(page: Page, action: str, outcome: str) -> None:
    """Run the form of ``action`` as it stands (nothing to roll) and wait for its result's ``outcome``."""
    open_action(page, action)
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    expect(page.get_by_test_id("action-result")).to_have_attribute("data-outcome", outcome)


def open_character(page: Page, character_id: str, state: str = "ready") -> None:
    """Open the saved character (or board) ``character_id`` from the characters tab and wait for its ``state``."""
    page.get_by_test_id("tab-characters").click()
    page.locator(f"[data-testid=character-item][data-id='{character_id}']").click()
    page.locator(f"[data-testid=sheet-screen][data-id='{character_id}'][data-state={state}]").wait_for()


def open_board(page: Page, board: str) -> None:
    """Open the only board saved, ``board``, from the table tab and wait until its sheet is ready."""
    page.get_by_test_id("tab-table").click()
    page.get_by_test_id("board-open").first.click()  # the only board
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{board}']").wait_for()


def link(page: Page, index: int, hero: str) -> None:
    """On the open board, link the saved ``hero`` to participant ``index`` and wait until the board took it."""
    unfold(page, f"field-ucastnici.{index}.postava")
    page.get_by_test_id(f"field-ucastnici.{index}.postava").select_option(hero)
    settled(page)
    expect(page.get_by_test_id(f"field-ucastnici.{index}.postava")).to_have_value(hero)


def back_to_sheet(page: Page) -> None:
    """Show the sheet again, as a player on a phone does by tapping «Deník». A phone shows one pane at a time,
    and opening an action (:func:`open_action`, :func:`act`) switches it to «Akce a hody», where it stays after
    the roll so that the result is in view; the sheet's fields are then hidden until the player switches back.
    On a wider screen both panes are shown and the switch is hidden: nothing to do."""
    pane = page.get_by_test_id("pane-sheet")
    if pane.is_visible():
        pane.click()
        expect(pane).to_have_attribute("aria-pressed", "true")


def param(form: Locator, path: str) -> Locator:
    """The open form's control of parameter `path`; one under the collapsed «Další okolnosti» is reached as a
    player reaches it, by opening that section first."""
    control = form.get_by_test_id(f"param-{path}")
    more = form.get_by_test_id("action-more")
    if more.count() and more.locator(f"[data-testid='param-{path}']").count() and more.get_attribute("open") is None:
        form.get_by_test_id("action-more-summary").click()
    return control


def wait_odds(page: Page) -> dict[str, str]:
    """outcome → exact probability as shown in the open action form."""
    items = page.locator("[data-testid=action-odds] li[data-outcome]")
    items.first.wait_for()
    return {items.nth(i).get_attribute("data-outcome") or "": items.nth(i).get_attribute("data-probability") or ""
            for i in range(items.count())}


def settled(page: Page) -> None:
    """Wait until every change made on the open sheet (an edit, a roll) is computed, saved and shown: a result
    is shown before its sheet is saved, and a chosen value before the engine has taken it."""
    page.locator("[data-testid=sheet-screen][data-pending='0']").wait_for(state="attached")


def roll_physical(page: Page, dice: list[int]) -> str:
    """Roll the open action with the player's own dice; returns the outcome attribute of the result."""
    form = page.get_by_test_id("action-form")
    form.get_by_test_id("action-physical-toggle").click()
    form.get_by_test_id("action-dice").fill(" ".join(str(d) for d in dice))
    form.get_by_test_id("action-roll").click()
    result = page.locator("[data-testid=action-result][data-physical=true]")
    result.wait_for()
    settled(page)
    return result.get_attribute("data-outcome") or ""


def act(page: Page, action: str, dice: list[int], texts: dict[str, str] | None = None,
        switches: dict[str, bool] | None = None, **params: str) -> str:
    """Run ``action`` with these select params (and text params, and switches turned on or off), rolling ``dice``
    as physical dice; with no dice, the action is run as it is (nothing to roll: no save is due, or the action
    rolls nothing). Returns the outcome attribute of the result."""
    open_action(page, action)
    form = page.get_by_test_id("action-form")
    for name, value in params.items():
        control = param(form, name)
        control.select_option(value)
        expect(control).to_have_value(value)
    for name, value in (texts or {}).items():
        control = param(form, name)
        control.fill(value)
        expect(control).to_have_value(value)
    for name, on in (switches or {}).items():
        control = param(form, name)
        control.set_checked(on)
        expect(control).to_be_checked(checked=on)
    if dice:
        return roll_physical(page, dice)
    form.get_by_test_id("action-roll").click()
    result = page.get_by_test_id("action-result")
    result.wait_for()
    settled(page)
    return result.get_attribute("data-outcome") or ""


def edit(page: Page, testid: str, value: str) -> None:
    """Pick ``value`` in a sheet or board field (opening its section and its card's «Více» first) and wait
    until the redrawn sheet shows it."""
    unfold(page, testid)
    page.get_by_test_id(testid).select_option(value)
    settled(page)
    expect(page.get_by_test_id(testid)).to_have_value(value)


def wait_saved(page: Page, save_id: str, condition: str) -> None:
    """Wait until the stored sheet of ``save_id`` satisfies the JS ``condition`` on ``s``."""
    page.wait_for_function(
        f"(id) => {{ const e = localStorage.getItem('druzina:char:' + id); if (!e) return false; "
        f"const s = JSON.parse(e).sheet; return {condition}; }}", arg=save_id)


def wait_async(page: Page, check: str, arg: object = None) -> None:
    """Wait until the async JS function ``check`` resolves truthy (Playwright's ``wait_for_function`` takes the
    promise an async function returns as truthy at once, without awaiting it).

    One check runs at a time, and its answer is kept under a key of this wait only: a check started by an earlier
    wait and still pending when it ended (the poll fires every frame) must not answer this one. With one shared
    flag it did: a late «every file cached» from ``wait_cached`` ended the wait for a new service worker at once,
    before it had installed (test_precache failed so in CI, under load)."""
    key = f"__druzinaWait{next(_WAITS)}"
    page.wait_for_function(f"""(arg) => {{
      const state = window[{key!r}] || (window[{key!r}] = {{ running: false, done: false }});
      if (!state.running && !state.done) {{
        state.running = true;
        ({check})(arg).then((value) => {{ state.done = Boolean(value); }}, () => {{}})
          .finally(() => {{ state.running = false; }});
      }}
      return state.done;
    }}""", arg=arg)


_WAITS = itertools.count()


# Whether the one cache of this build holds every URL of ``urls`` (relative to the page); async.
CACHED = """async (urls) => {
  const names = (await caches.keys()).filter((n) => n.startsWith("druzina-"));
  if (names.length !== 1) return false;
  const cache = await caches.open(names[0]);
  for (const url of urls) if (!(await cache.match(new URL(url, location.href).href))) return false;
  return true;
}"""


def wait_cached(page: Page, urls: list[str]) -> None:
    """Wait until this build's cache holds every one of ``urls`` (what a first visit keeps)."""
    wait_async(page, CACHED, urls)


def save_of(page: Page, save_id: str) -> Any:
    """The sheet of save ``save_id`` as stored (a character's or a board's)."""
    return page.evaluate("(id) => JSON.parse(localStorage.getItem('druzina:char:' + id)).sheet", save_id)


def start_drd2_conflict(page: Page) -> None:
    """«Začátek konfliktu» on the open DrD2 board at its default Ohrožení 2 (a new board does not run until the
    Průvodce starts it, board schema 8; 000:L300), then show the board again."""
    assert act(page, "zacatek", []) == "started"
    back_to_sheet(page)
