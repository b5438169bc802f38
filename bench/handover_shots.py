"""Screenshots of the hand-over by QR code for the README (issue 27): prints where they went, asserts nothing.

    python bench/handover_shots.py [--shots docs/u-stolu] [--no-build]

Two phones (390 × 844, headless Chromium, loopback only): the player's shows a DrD2 hero as a QR code
(«Předat QR kódem», predat.png); the board's camera is fed that code from a file (Chromium's fake capture
device) and shows what «Převzít QR kódem» read, before anything is saved (prevzit.png). The board takes him,
links him on a conflict, pays 2 Těla from his deník and hands him back («Vrátit změněné postavy»,
vratit.png); the player, who changed his notes meanwhile, sees what differs and chooses (rozdily.png).
"""

from __future__ import annotations

import argparse
import functools
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

import build  # noqa: E402
from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS, wait_ready  # noqa: E402
from tests.browser.handover_support import shown_codes, write_y4m  # noqa: E402
from tests.browser.test_handover import change_notes, exhaust  # noqa: E402
from tests.browser.test_linked_board import link_hero  # noqa: E402
from tests.browser.ux_steps import create_board, create_character  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shots", type=Path, default=ROOT / "docs" / "u-stolu")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    server = build.QuietServer(("127.0.0.1", 0), functools.partial(build.Handler, directory=str(build.DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    args.shots.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch, sync_playwright() as p:
        def phone(name: str, camera: Path | None = None) -> tuple[Any, Any]:
            extra = ["--use-fake-ui-for-media-stream"]
            if camera:
                extra += ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={camera}"]
            context = p.chromium.launch_persistent_context(
                str(Path(scratch) / name), executable_path=CHROMIUM, args=[*LAUNCH_ARGS, *extra],
                viewport={"width": 390, "height": 844}, permissions=["camera"])
            context.set_default_timeout(90_000)
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(site)
            wait_ready(page)
            return context, page

        context, page = phone("player")
        hero = create_character(page, "Kostivít z Brodu", "drd2")
        page.get_by_test_id("handover-show").click()
        video = Path(scratch) / "code.y4m"
        write_y4m(shown_codes(page), video)
        page.screenshot(path=str(args.shots / "predat.png"))
        page.get_by_test_id("handover-close").click()
        change_notes(page, hero, "Dluží hostinskému tři zlaté.")
        context.close()
        context, page = phone("board", video)
        page.get_by_test_id("tab-table").click()
        page.get_by_test_id("receive-open").click()
        page.locator("[data-testid=receive-result][data-state=asking]").wait_for()
        page.get_by_test_id("receive-result").scroll_into_view_if_needed()
        page.screenshot(path=str(args.shots / "prevzit.png"))
        page.get_by_test_id("receive-take").click()
        page.locator("[data-testid=receive-result][data-state=taken]").wait_for()
        create_board(page, "U brodu", "drd2_konflikt")
        link_hero(page, hero)
        exhaust(page, 0, hero)
        page.get_by_test_id("pane-sheet").click()
        page.get_by_test_id("handback-show").click()
        back = Path(scratch) / "back.y4m"
        write_y4m(shown_codes(page), back)
        page.get_by_test_id("handback").scroll_into_view_if_needed()
        page.screenshot(path=str(args.shots / "vratit.png"))
        context.close()
        context, page = phone("player", back)
        page.get_by_test_id("tab-characters").click()
        page.get_by_test_id("receive-open").click()
        page.locator("[data-testid=receive-result][data-state=asking][data-relation=diverged]").wait_for()
        page.get_by_test_id("receive-result").scroll_into_view_if_needed()
        page.screenshot(path=str(args.shots / "rozdily.png"))
        context.close()
    server.shutdown()
    print(f"Screenshots in {args.shots}: predat.png, prevzit.png, vratit.png, rozdily.png")


if __name__ == "__main__":
    main()
