"""Phone screenshots of the main roll in WebKit and Firefox (issue 24), beside the Chromium ones of README «U stolu».

    python bench/engine_shots.py [DIR] [--no-build]     # DIR defaults to docs/u-stolu

In each engine (driven as tests/engines drives it: Selenium, loopback only): a DrD2 character is created, its
zkouška opened and resolved with the player's own dice (6 and 5), and the screen saved as
``DIR/<engine>-drd2.png``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from tests.browser.ux_steps import create_character, open_action, roll_physical  # noqa: E402
from tests.engines.conftest import Site  # noqa: E402
from tests.engines.drivers import ENGINES, Blackhole, Display, launch  # noqa: E402
from tests.engines.page import EnginePage  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder", nargs="?", default=str(ROOT / "docs" / "u-stolu"))
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    folder = Path(args.folder)
    folder.mkdir(parents=True, exist_ok=True)
    site, proxy, display = Site(), Blackhole(), Display()
    try:
        for engine in ENGINES:
            page = EnginePage(launch(engine, proxy, display))
            try:
                page.open(site.url)
                page.wait_ready()
                create_character(page, "Kostivít", "drd2")  # the Playwright-like page of tests/engines
                open_action(page, "hod")
                roll_physical(page, [6, 5])
                # the outcome at the top of the screen, under the sticky top bar and pane switch
                page.driver.execute_script("""const top = document.querySelector("[data-testid=action-result]")
                  .getBoundingClientRect().top;
                  scrollBy(0, top - document.querySelector(".panes").offsetHeight - 60);""")
                page.driver.save_screenshot(str(folder / f"{engine}-drd2.png"))
                print(f"{engine}: {folder / f'{engine}-drd2.png'}")
            finally:
                page.session.quit()
    finally:
        site.stop()
        proxy.stop()
        display.stop()
    if proxy.outside():
        print(f"requests left the machine: {proxy.outside()}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
