"""At the table (issue 25): how fast a player gets a roll done, measured in the real app.

    python bench/table_speed.py [--no-build] [--shots docs/u-stolu]

Headless Debian Chromium on loopback, a phone (390 × 844) and a tablet (1024 × 768). For each game a new
character is created and its sheet opened (scrolled to the top); from there the bench plays the game's most
common roll as a player would and prints the taps and the pixels the player had to scroll to reach a
result. A control counts as reachable without scrolling when the point at its centre is inside the screen
and not covered by anything else (the sticky bars, the tab bar): ``document.elementFromPoint``.

Then, for every action of every game and board, it opens the action from the list and counts how many show
their roll/confirm button (and their odds, where the action has odds) on screen without scrolling.
Targets: 2 taps and 0 px for each main roll; every action.

``--shots DIR`` keeps a phone screenshot of each game's main roll with its result (for the README).
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, ViewportSize, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from py_rules.api import handle  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
SCREENS: dict[str, ViewportSize] = {"telefon 390 × 844": {"width": 390, "height": 844},
                                    "tablet 1024 × 768": {"width": 1024, "height": 768}}
# game → its most common roll (issue 25)
MAIN_ROLLS = {"drd2": "hod", "cairn": "save", "fate": "roll", "boj_k6": "hod", "dnd5e": "overeni"}
# every game and board the engine lists, for the count of actions
KINDS = {s["id"]: s["kind"] for s in handle({"op": "systems"})["result"]["systems"]}
TIMEOUT_MS = 120_000

# How far `el` is from being fully usable on screen: 0 when the point at its centre is the element itself
# (inside the screen, nothing over it), else the pixels a player would scroll to bring it to the middle.
REACH = """(el) => {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 20);
  if (y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth) {
    const top = document.elementFromPoint(x, y);
    if (top && (top === el || el.contains(top))) return 0;
  }
  return Math.max(1, Math.round(Math.abs(y - innerHeight / 2)));
}"""


@dataclass
class MainRoll:
    game: str
    taps: int = 0
    scrolled: int = 0
    outcome: str = ""


@dataclass
class Coverage:
    shown: int = 0
    total: int = 0
    missing: list[str] = field(default_factory=list)


@contextmanager
def served() -> Iterator[str]:
    handler = functools.partial(build.Handler, directory=str(build.DIST))
    server = build.QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def reach(locator: Locator) -> int:
    return int(locator.evaluate(REACH))


def tap(locator: Locator, record: MainRoll) -> None:
    """One tap as a player makes it: a control off screen first costs the scroll to reach it."""
    locator.wait_for(state="attached")
    away = reach(locator)
    if away:
        record.scrolled += away
        locator.scroll_into_view_if_needed()
    record.taps += 1
    locator.click()


def create(page: Page, system: str, board: bool) -> None:
    """A new character (or board) of `system`, its sheet open and scrolled to the top."""
    if board:
        page.get_by_test_id("tab-table").click()
        page.get_by_test_id("new-board-name").fill("Měření")
        page.get_by_test_id("new-board-system").select_option(system)
        page.get_by_test_id("create-board").click()
    else:
        page.get_by_test_id("tab-characters").click()
        page.get_by_test_id("new-character-name").fill("Měření")
        page.get_by_test_id("new-character-system").select_option(system)
        page.get_by_test_id("create-character").click()
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-system={system}]").wait_for()
    page.evaluate("window.scrollTo(0, 0)")


def main_roll(page: Page, game: str, shots: Path | None, screen: str) -> MainRoll:
    """From the open sheet to the result of the game's most common roll."""
    record = MainRoll(game)
    create(page, game, board=False)
    action = MAIN_ROLLS[game]
    tap(page.locator(f"[data-testid=quick-roll][data-action={action}]").first, record)
    form = page.locator(f"[data-testid=action-form][data-action={action}]")
    form.locator("[data-testid=action-odds] li").first.wait_for()
    tap(form.get_by_test_id("action-roll"), record)
    result = form.get_by_test_id("action-result")
    result.wait_for()
    away = reach(result.locator(".outcome"))
    record.scrolled += away
    record.outcome = result.get_attribute("data-outcome") or ""
    if shots is not None and screen.startswith("telefon"):
        if away:
            result.scroll_into_view_if_needed()
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"{game}.png"))
    return record


def coverage(page: Page, system: str, board: bool, into: Coverage) -> None:
    """Open every action of `system` from the list; count those whose roll button (and odds) is on screen."""
    create(page, system, board)
    chips = page.locator("[data-testid=actions] [data-testid^=open-action-]")
    ids = [(chips.nth(i).get_attribute("data-testid") or "")[len("open-action-"):] for i in range(chips.count())]
    for action in ids:
        pane = page.get_by_test_id("pane-actions")
        if pane.is_visible():
            pane.click()
        page.get_by_test_id(f"open-action-{action}").click()
        form = page.locator(f"[data-testid=action-form][data-action={action}]")
        form.wait_for()
        form.locator("[data-testid=action-odds]:not([data-state=loading])").wait_for(state="attached")
        odds = form.locator("[data-testid=action-odds] li")
        button = form.get_by_test_id("action-roll")
        visible = reach(button) == 0 and (odds.count() == 0 or reach(odds.first) == 0)
        into.total += 1
        if visible:
            into.shown += 1
        else:
            into.missing.append(f"{system}:{action}")


def run(browser: Browser, site: str, shots: Path | None) -> None:
    for screen, viewport in SCREENS.items():
        context = browser.new_context(viewport=viewport)
        context.set_default_timeout(TIMEOUT_MS)
        page = context.new_page()
        page.goto(site)
        page.wait_for_selector("[data-testid=engine-status][data-state=ready]")
        print(f"\n{screen}")
        print(f"  {'hra':<8} {'hod':<8} {'ťuknutí':>8} {'posun px':>9}  výsledek")
        for game, action in MAIN_ROLLS.items():
            record = main_roll(page, game, shots, screen)
            print(f"  {game:<8} {action:<8} {record.taps:>8} {record.scrolled:>9}  {record.outcome}")
        covered = Coverage()
        for system, kind in KINDS.items():
            coverage(page, system, kind == "board", covered)
        print(f"  tlačítko hodu na obrazovce bez posunu: {covered.shown}/{covered.total} akcí"
              f" ({covered.shown / covered.total:.2f})")
        if covered.missing:
            print("  mimo obrazovku: " + ", ".join(covered.missing))
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/ as it is")
    parser.add_argument("--shots", type=Path, default=None, help="keep phone screenshots of each main roll here")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    with served() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        try:
            run(browser, site, args.shots)
        finally:
            browser.close()


if __name__ == "__main__":
    main()
