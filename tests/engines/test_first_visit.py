"""A first visit in a persistent WebKit session, as Safari on an iPhone or iPad makes it (issue 24).

WebKitWebDriver starts MiniBrowser in an ephemeral session (a private window: no HTTP cache the service worker
could share with the page), so here MiniBrowser is started by hand, without automation, with a profile of its
own, and the server counts what it is asked for: each file of the first visit once, the shell included, which
the service worker precaches from the copies the page has just loaded (web/sw.js). The second download in the
WebDriver session is the ephemeral session's, not the automation's: MiniBrowser started by hand in a private
window (``--private``, no automation) downloads the page's shell files twice too (``python3
bench/webkit_first_visit.py`` counts both sessions; not a test, to keep the suite's time).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.engines.conftest import Site, _engines, first_visit_paths
from tests.engines.drivers import Blackhole, Display, plain_minibrowser
from tests.engines.page import BOOT_TIMEOUT_S, wait_until

pytestmark = pytest.mark.skipif("webkit" not in _engines(), reason="DRUZINA_ENGINES leaves WebKit out")


@pytest.fixture
def own_site(engine_site: Site) -> Iterator[Site]:
    """The built site (engine_site built it) on a port and log of its own."""
    site = Site()
    yield site
    site.stop()


def test_a_first_visit_in_a_persistent_webkit_session_downloads_each_file_once(
        own_site: Site, display: Display, tmp_path: Path) -> None:
    proxy = Blackhole()
    browser = plain_minibrowser(own_site.url, proxy, display, tmp_path / "home")
    fetched, _ = first_visit_paths()
    try:
        # every file of the first visit asked for: the shell precached, the engine started, the rest completed
        wait_until(lambda: browser.poll() is None and fetched <= {path for path, status, _ in own_site.served
                                                                  if status == 200},
                   "every file of the first visit served", BOOT_TIMEOUT_S)
    finally:
        browser.terminate()
        browser.wait(timeout=30)
        proxy.stop()
    requests = Counter(path for path, _, _ in own_site.served if path != "/sw.js")
    assert set(requests) == fetched, set(requests) ^ fetched
    assert {path: count for path, count in requests.items() if count > 1} == {}
    assert proxy.outside() == []
