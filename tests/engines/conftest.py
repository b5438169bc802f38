"""Fixtures of the cross-engine suite (issue 24): the built site on loopback behind a switch that takes it
"offline", and one browser per engine (WebKit, Firefox) for a whole module, with its traffic checked.

Set DRUZINA_SKIP_BUILD=1 to test an existing dist/ as it is; DRUZINA_ENGINES=webkit (or firefox) to run one.
"""

from __future__ import annotations

import functools
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's own build script)
from tests.built import ensure_built  # noqa: E402
from tests.engines.drivers import ENGINES, Blackhole, Display, launch  # noqa: E402
from tests.engines.page import EnginePage  # noqa: E402


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/engines" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.engines)
            item.add_marker(pytest.mark.browser)  # a browser test too: ``-m "not browser"`` leaves it out


class Site:
    """dist/ on an ephemeral loopback port; ``offline`` set makes the server drop every connection unanswered,
    as a phone without signal does. ``sent[0]`` counts the body bytes served (bench/startup.py); ``served``
    lists every response, as (path, HTTP status, body bytes)."""

    def __init__(self) -> None:
        self.offline = threading.Event()
        offline = self.offline
        self.sent = [0]
        sent = self.sent
        self.served: list[tuple[str, int, int]] = []
        served = self.served

        class Switched(build.Handler):
            status = 0
            length = 0

            def handle_one_request(self) -> None:
                if offline.is_set():
                    self.close_connection = True
                    return
                super().handle_one_request()

            def send_response(self, code: int, message: str | None = None) -> None:
                self.status, self.length = code, 0
                super().send_response(code, message)

            def send_header(self, keyword: str, value: str) -> None:
                if keyword.lower() == "content-length":
                    sent[0] += int(value)
                    self.length = int(value)
                super().send_header(keyword, value)

            def end_headers(self) -> None:
                served.append((self.path, self.status, self.length))
                super().end_headers()

        self.server = build.QuietServer(("127.0.0.1", 0), functools.partial(Switched, directory=str(build.DIST)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="session")
def engine_site() -> Iterator[Site]:
    ensure_built()
    site = Site()
    yield site
    site.stop()


@pytest.fixture(scope="session")
def display() -> Iterator[Display]:
    screen = Display()
    yield screen
    screen.stop()


def _engines() -> list[str]:
    chosen = os.environ.get("DRUZINA_ENGINES")
    return [e for e in ENGINES if not chosen or e in chosen.split(",")]


@pytest.fixture(scope="module", params=_engines())
def app(request: pytest.FixtureRequest, engine_site: Site) -> Iterator[EnginePage]:
    """One engine's browser (fresh profile) for a whole test module; its tests run in order and share the
    service worker and the memory snapshot the first visit left, as a player's browser does. Fails the module
    if anything tried to leave the machine."""
    engine: str = request.param
    engine_site.served.clear()  # this engine's first visit is the module's first test
    proxy = Blackhole()
    session = launch(engine, proxy, request.getfixturevalue("display") if engine == "webkit" else None)
    page = EnginePage(session)
    try:
        yield page
    finally:
        engine_site.offline.clear()
        session.quit()
        proxy.stop()
    assert proxy.outside() == [], f"{engine}: requests left the machine: {proxy.outside()}"


@pytest.fixture
def page(app: EnginePage, engine_site: Site) -> Iterator[EnginePage]:
    """The app in ``app``'s browser with empty saves and the engine ready; fails the test on any error heard."""
    engine_site.offline.clear()
    app.session.messages.clear()
    if app.driver.current_url.startswith(engine_site.url):
        app.driver.execute_script("localStorage.clear()")
        app.reload()
    else:
        app.open(engine_site.url)
    app.wait_ready()
    yield app
    assert app.errors() == [], f"{app.engine}: errors in the page: {app.errors()}"


def first_visit_paths() -> tuple[set[str], set[str]]:
    """The paths of dist/ a first visit fetches (all but the service worker script, which the browser also asks
    for again to look for an update; the lazy hand-over files come with the completion after the start), and of
    those the shell: what the service worker's install precaches (web/sw.js: all but the runtime, the site pack
    and the lazy files)."""
    paths = {"/" if p.name == "index.html" else "/" + p.relative_to(build.DIST).as_posix()
             for p in build.DIST.rglob("*") if p.is_file()}
    fetched = paths - {"/sw.js"}
    return fetched, {p for p in fetched if not p.startswith(("/pyodide/", f"/{build.LAZY}/"))}
