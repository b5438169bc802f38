"""Browser fixtures: the built dist/ served on loopback, Debian's Chromium driven by Playwright.

Nothing may leave the machine: Chromium resolves every host but loopback to nothing
(``--host-resolver-rules``), and every request the context makes is recorded; a test fails if any went
to a non-loopback address. Set DRUZINA_SKIP_BUILD=1 to test an existing dist/ as it is.
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, expect, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's own build script, not an installed package)
from tests.built import ensure_built  # noqa: E402

CHROMIUM = os.environ.get("DRUZINA_CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
]
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}
# An upper bound, never a delay: a start of the engine took over 90 s on 2 cores shared by two test runs and a
# CPU hog (load average 14), so a state not reached in 3 minutes is a failure, not a slow machine.
BOOT_TIMEOUT_MS = 180_000
# Every `expect` waits for its state up to this, not Playwright's default 5 s: a busy 2-core machine takes
# longer than that to start the engine or answer a command, and a state never reached fails all the same.
expect.set_options(timeout=BOOT_TIMEOUT_MS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser" in str(item.path).replace(os.sep, "/"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """URL of dist/ served on an ephemeral loopback port (built first unless DRUZINA_SKIP_BUILD)."""
    ensure_built()
    handler = functools.partial(build.Handler, directory=str(build.DIST))
    server = build.QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists() and not shutil.which(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}; run the test command from README.md (it installs it).")
    with sync_playwright() as p:
        instance = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        yield instance
        instance.close()


class Outside:
    """Every request a context made to a non-loopback host."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def record(self, request: Request) -> None:
        url = request.url
        parsed = urlparse(url)
        if parsed.scheme in ("http", "https", "ws", "wss") and parsed.hostname not in LOOPBACK:
            self.urls.append(url)


def _new_context(browser: Browser, outside: Outside, **options: Any) -> BrowserContext:
    context = browser.new_context(**options)
    context.on("request", outside.record)
    context.set_default_timeout(BOOT_TIMEOUT_MS)
    return context


@pytest.fixture
def make_context(browser: Browser) -> Iterator[Callable[..., BrowserContext]]:
    """Factory for fresh browser contexts (own storage, own service worker); checks none went outside."""
    outside = Outside()
    contexts: list[BrowserContext] = []

    def make(**options: Any) -> BrowserContext:
        context = _new_context(browser, outside, **options)
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()
    assert outside.urls == [], f"requests left the machine: {outside.urls}"


@pytest.fixture
def context(make_context: Callable[..., BrowserContext]) -> BrowserContext:
    return make_context(**PHONE)


PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}}


class Warm:
    """A browser context kept for the whole session (issue 24): after its first start the app finds its service
    worker, its cached files and its engine's memory snapshot there, so a test's start costs a warm start, not
    a first visit with a cold engine. Only what the app keeps per profile stays: each test gets empty saves
    (``localStorage`` cleared through a page of the site before the app's page opens), none of the previous
    test's pages, and its own record of requests that left the machine."""

    def __init__(self, browser: Browser, options: dict[str, Any]) -> None:
        self.outside = Outside()
        self.context = _new_context(browser, self.outside, **options)

    def clean(self, site: str) -> BrowserContext:
        for leftover in self.context.pages:
            leftover.close()
        self.outside.urls.clear()
        blank = self.context.new_page()
        blank.goto(site + "favicon.ico")  # a document of the site's origin that runs none of the app
        blank.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
        assert blank.evaluate("() => localStorage.length") == 0
        blank.close()
        return self.context

    def finish(self) -> None:
        for leftover in self.context.pages:
            leftover.close()
        assert self.outside.urls == [], f"requests left the machine: {self.outside.urls}"


@pytest.fixture(scope="session")
def warm_contexts(browser: Browser) -> Iterator[dict[str, Warm]]:
    """The session's warm contexts, one per set of context options (a phone's, a touch tablet's, …)."""
    kept: dict[str, Warm] = {}
    yield kept
    for warm in kept.values():
        warm.context.close()


@pytest.fixture
def warm_context(browser: Browser, site: str, warm_contexts: dict[str, Warm],
                 make_context: Callable[..., BrowserContext]) -> Iterator[Callable[..., BrowserContext]]:
    """Factory: the session's warm context with these options (``browser.new_context``'s), cleaned for this
    test (``Warm``); one page of the app in it is a warm start. Checks none of its requests went outside. For a
    test that needs a fresh profile (a first visit, a cold engine, a service worker changed or blocked, init
    scripts, two devices), ``make_context``. DRUZINA_FRESH_PROFILES=1 makes this a fresh context too."""
    used: list[Warm] = []

    def take(**options: Any) -> BrowserContext:
        if os.environ.get("DRUZINA_FRESH_PROFILES"):
            return make_context(**options)
        key = json.dumps(options, sort_keys=True)
        if key not in warm_contexts:
            warm_contexts[key] = Warm(browser, options)
        warm = warm_contexts[key]
        assert warm not in used, "one warm context of these options per test: take it once"
        used.append(warm)
        return warm.clean(site)

    yield take
    for warm in used:
        warm.finish()


def needs_fresh_profile(request: pytest.FixtureRequest) -> bool:
    """Whether a test's ``page`` must open in a context of its own: the test (or a fixture it uses) asks for
    ``context`` itself and may change it, its module defines its own ``context`` (another viewport), it is
    marked ``fresh_profile``, or DRUZINA_FRESH_PROFILES=1 asks it of every test (to tell a fault of sharing
    from a fault of the app)."""
    return bool("context" in request.fixturenames or hasattr(request.module, "context")
                or request.node.get_closest_marker("fresh_profile") or os.environ.get("DRUZINA_FRESH_PROFILES"))


@pytest.fixture
def page(request: pytest.FixtureRequest, site: str) -> Iterator[Page]:
    """A phone-sized page of the app with empty saves and the engine ready, in the session's warm phone context
    unless the test needs a fresh profile (``needs_fresh_profile``)."""
    if needs_fresh_profile(request):
        context: BrowserContext = request.getfixturevalue("context")
    else:
        context = request.getfixturevalue("warm_context")(**PHONE)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if "Content Security Policy" in msg.text else None)
    page.goto(site)
    wait_ready(page)
    yield page
    assert errors == [], f"uncaught errors in the page: {errors}"


# What the page shows of its engine's start: the status, the stages it marked and when (ms since the page's
# start), whether the service worker controls it, and what it and the workers said or threw.
START_SEEN = """() => ({
  status: document.querySelector("[data-testid=engine-status]")?.dataset.state,
  label: document.querySelector("[data-testid=engine-status]")?.textContent,
  stages: performance.getEntriesByType("mark").filter((m) => m.name.startsWith("druzina:"))
    .map((m) => `${m.name.slice(8)} ${Math.round(m.startTime)}`),
  controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  now: Math.round(performance.now()),
})"""


def describe_start(page: Page) -> str:
    """The page's engine start as it stands, for a failure's message."""
    seen = page.evaluate(START_SEEN)
    said = [f"{m.type}: {m.text[:400]}" for m in page.console_messages()]
    thrown = [str(e)[:400] for e in page.page_errors()]
    return f"{seen}; console {said}; errors {thrown}"


def wait_ready(page: Page) -> None:
    """Wait until the engine is ready; fail at once if it reports that it could not start, and say in either
    failure what the page showed of the start."""
    status = page.locator("[data-testid=engine-status]:is([data-state=ready], [data-state=error])")
    try:
        status.wait_for(state="attached", timeout=BOOT_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        raise AssertionError(f"no engine in {BOOT_TIMEOUT_MS // 1000} s: {describe_start(page)}") from None
    if status.get_attribute("data-state") != "ready":
        raise AssertionError(f"the engine did not start: {describe_start(page)}")
