"""A first visit in WebKit, counted by the server, in a persistent session and in a private window (issue 24).

    python bench/webkit_first_visit.py [--no-build]

MiniBrowser (WebKitGTK) is started by hand, without WebDriver's automation, twice on a fresh copy of the built
site: with a profile of its own (as Safari runs) and with ``--private`` (an ephemeral session, as a private
window and WebKitWebDriver's automation session are). Printed: the files asked for more than once. An ephemeral
session has no HTTP cache, so the service worker's install cannot take the shell from the copies the page has
just loaded (web/sw.js ``precache``) and downloads them again; a persistent one fetches each file once.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from tests.engines.conftest import Site, first_visit_paths  # noqa: E402
from tests.engines.drivers import Blackhole, Display, plain_minibrowser  # noqa: E402
from tests.engines.page import BOOT_TIMEOUT_S, wait_until  # noqa: E402


def visit(display: Display, private: bool) -> Counter[str]:
    """Each path's count of requests in one first visit (all but the service worker script)."""
    site, proxy = Site(), Blackhole()
    fetched, _ = first_visit_paths()
    with tempfile.TemporaryDirectory() as home:
        browser = plain_minibrowser(site.url, proxy, display, Path(home), private=private)
        try:
            wait_until(lambda: browser.poll() is None and fetched <= {p for p, s, _ in site.served if s == 200},
                       "every file of the first visit served", BOOT_TIMEOUT_S)
        finally:
            browser.terminate()
            browser.wait(timeout=30)
            site.stop()
            proxy.stop()
    return Counter(path for path, _, _ in site.served if path != "/sw.js")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    display = Display()
    try:
        for private in (False, True):
            requests = visit(display, private)
            again = sorted(path for path, count in requests.items() if count > 1)
            print(f"{'private window' if private else 'own profile'}: {len(requests)} files, "
                  f"{sum(requests.values())} requests; more than once: {len(again)} {again}")
    finally:
        display.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
