"""A Selenium page with the few Playwright ``Page``/``Locator`` calls the shared browser steps use
(tests/browser/ux_steps.py), so WebKit and Firefox take the very steps the Chromium suite takes.

Locators are lazy (a chain of CSS selectors and indexes resolved on every use, as in Playwright); every action
waits for its element to be attached, visible and enabled; nothing sleeps. ``open()`` and ``reload()`` put a
recorder of uncaught errors, rejected promises, console errors and policy violations into each document
(WebKitWebDriver has no BiDi; in Firefox the session's BiDi handlers hear everything from the first byte too).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    JavascriptException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select

from tests.engines.drivers import Session

TIMEOUT_S = 120.0  # a state not reached by then is a failure, not a slow machine (2 cores, load average 14)
BOOT_TIMEOUT_S = 240.0

RESOLVE = """const steps = arguments[0];
let nodes = [document];
for (const [kind, value] of steps) {
  if (kind === "css") nodes = [...new Set(nodes.flatMap((n) => [...n.querySelectorAll(value)]))];
  else nodes = nodes.length > value ? [nodes[value]] : [];
}
return nodes;"""
VISIBLE = """const el = arguments[0];
return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";"""
RECORDER = """if (!window.__druzinaErrors) {
  const errors = window.__druzinaErrors = [];
  addEventListener("error", (e) => errors.push(e.target instanceof Element
    ? `resource failed: ${e.target.src || e.target.href}` : `uncaught: ${e.message}`), true);
  addEventListener("unhandledrejection",
    (e) => errors.push(`rejection: ${e.reason && e.reason.message || e.reason}`));
  document.addEventListener("securitypolicyviolation",
    (e) => errors.push(`csp: ${e.violatedDirective} ${e.blockedURI}`));
  const error = console.error;
  console.error = (...args) => { errors.push(`console.error: ${args.join(" ")}`); error.apply(console, args); };
  if (typeof ReportingObserver === "function") { // policy violations from before this script ran
    try {
      new ReportingObserver((reports) => {
        for (const r of reports) errors.push(`report: ${r.type} ${JSON.stringify(r.body)}`);
      }, { types: ["csp-violation"], buffered: true }).observe();
    } catch { /* not supported here */ }
  }
}"""
SELECT = """const [select, value] = arguments;
select.focus();
select.value = value;
select.dispatchEvent(new Event("input", { bubbles: true }));
select.dispatchEvent(new Event("change", { bubbles: true }));"""
EVALUATE = """const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (FUNCTION)(arguments[0])).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String(error && error.stack || error) }));"""
# Files the app hands to the browser as downloads (export, recovery copies): recorded with their text instead
# of being saved (a headless browser has nowhere to show a download), through the app's own Blob and link.
DOWNLOADS = """if (!window.__druzinaDownloads) {
  const downloads = window.__druzinaDownloads = [];
  const blobs = new Map();
  const create = URL.createObjectURL;
  URL.createObjectURL = function (blob) { const url = create.call(URL, blob); blobs.set(url, blob); return url; };
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute("download") && blobs.has(this.href)) {
      const name = this.getAttribute("download");
      blobs.get(this.href).text().then((text) => downloads.push({ name, text }));
      return;
    }
    return click.call(this);
  };
}"""


DESCRIBE = """return JSON.stringify({
  url: location.href,
  engine: document.querySelector("[data-testid=engine-status]")?.dataset.state,
  shown: [...document.querySelectorAll("[data-testid][data-state]")].filter((e) => e.getClientRects().length)
    .map((e) => [e.dataset.testid, e.dataset.id, e.dataset.state].filter(Boolean).join(":")),
  alerts: [...document.querySelectorAll("[role=alert], [role=status]")].map((e) => e.innerText.trim())
    .filter(Boolean).map((t) => t.slice(0, 200)),
});"""


def wait_until(check: Callable[[], Any], what: str, timeout: float = TIMEOUT_S) -> Any:
    """Poll ``check`` until it returns something truthy (returned); fails naming ``what``."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = check()
        except (StaleElementReferenceException, JavascriptException):
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)  # polling interval of a wait for a state, not a fixed delay


class Locator:
    def __init__(self, page: EnginePage, steps: tuple[tuple[str, Any], ...]) -> None:
        self.page = page
        self.steps = steps

    def __repr__(self) -> str:
        return f"Locator({self.steps})"

    # -- chaining
    def locator(self, css: str) -> Locator:
        return Locator(self.page, (*self.steps, ("css", css)))

    def get_by_test_id(self, test_id: str) -> Locator:
        return self.locator(f"[data-testid={json.dumps(test_id)}]")

    def nth(self, index: int) -> Locator:
        return Locator(self.page, (*self.steps, ("nth", index)))

    @property
    def first(self) -> Locator:
        return self.nth(0)

    # -- reading
    def all(self) -> list[WebElement]:
        found: list[WebElement] = self.page.driver.execute_script(RESOLVE, [list(s) for s in self.steps])
        return found

    def count(self) -> int:
        return len(self.all())

    def _one(self, visible: bool = False, enabled: bool = False, timeout: float = TIMEOUT_S) -> WebElement:
        def ready() -> WebElement | None:
            found = self.all()
            if not found:
                return None
            element = found[0]
            if visible and not self.page.driver.execute_script(VISIBLE, element):
                return None
            if enabled and not element.is_enabled():
                return None
            return element
        state = "enabled" if enabled else "visible" if visible else "attached"
        try:
            element: WebElement = wait_until(ready, f"{self} to be {state}", timeout)
        except AssertionError as timed_out:
            raise AssertionError(f"{timed_out}; the page then: {self.page.describe()}") from None
        return element

    def wait_for(self, state: str = "visible") -> None:
        self._one(visible=state == "visible")

    def _read(self, script: str, *args: Any) -> Any:
        """Run ``script`` on the element (``arguments[0]``), found anew if the page redrew it in between."""
        for _ in range(5):
            element = self._one()
            try:
                return self.page.driver.execute_script(script, element, *args)
            except StaleElementReferenceException:
                continue
        raise AssertionError(f"{self} kept being replaced")

    def get_attribute(self, name: str) -> str | None:
        value: str | None = self._read("return arguments[0].getAttribute(arguments[1])", name)
        return value

    def is_visible(self) -> bool:
        for _ in range(5):
            found = self.all()
            try:
                return bool(found) and bool(self.page.driver.execute_script(VISIBLE, found[0]))
            except StaleElementReferenceException:
                continue
        raise AssertionError(f"{self} kept being replaced")

    def inner_text(self) -> str:
        text: str = self._read("return arguments[0].innerText")
        return text

    def all_inner_texts(self) -> list[str]:
        texts: list[str] = self.page.driver.execute_script(
            f"return (() => {{ {RESOLVE} }})().map((e) => e.innerText)", [list(s) for s in self.steps])
        return texts

    def input_value(self) -> str:
        value: str = self._read("return arguments[0].value")
        return value

    # -- acting (each retried if the page redrew the element in between)
    def _act(self, action: Callable[[WebElement], None], visible: bool = True, enabled: bool = True) -> None:
        for _ in range(5):
            element = self._one(visible=visible, enabled=enabled)
            try:
                action(element)
                return
            except StaleElementReferenceException:
                continue
        raise AssertionError(f"{self} kept being replaced")

    def click(self) -> None:
        def click(element: WebElement) -> None:
            self.page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            try:
                element.click()
            except (ElementClickInterceptedException, ElementNotInteractableException):
                # covered by a sticky bar at this scroll position: the click itself is what is tested
                self.page.driver.execute_script("arguments[0].click()", element)
        self._act(click)

    def tap(self) -> None:
        """A finger's tap on the element where it is now (W3C pointer actions of type "touch": no scrolling, as
        a player taps what the screen shows). Firefox delivers it as touch (pointerType "touch", touchstart,
        touchend, then a click); WebKitWebDriver of WebKitGTK has no touch input and delivers the same tap as
        the mouse's."""
        def tap(element: WebElement) -> None:
            finger = ActionBuilder(self.page.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
            finger.pointer_action.move_to(element).pointer_down().pointer_up()
            finger.perform()
        self._act(tap)

    def fill(self, text: str) -> None:
        def fill(element: WebElement) -> None:
            self.page.driver.execute_script("arguments[0].focus(); arguments[0].select && arguments[0].select()",
                                            element)
            element.send_keys(text)
        self._act(fill)

    def select_option(self, value: str) -> None:
        def select(element: WebElement) -> None:
            self.page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            try:
                Select(element).select_by_value(value)
            except (ElementClickInterceptedException, ElementNotInteractableException):
                # WebKitWebDriver cannot click an <option> of a closed list: choose it as the list would
                self.page.driver.execute_script(SELECT, element, value)
        self._act(select)

    def set_input_file(self, path: str) -> None:
        self._act(lambda element: element.send_keys(path), visible=False)


class EnginePage:
    """The app in one engine's browser session (Playwright-``Page``-like for the shared steps)."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.driver: WebDriver = session.driver
        self.driver.set_script_timeout(BOOT_TIMEOUT_S)

    @property
    def engine(self) -> str:
        return self.session.engine

    def locator(self, css: str) -> Locator:
        return Locator(self, (("css", css),))

    def get_by_test_id(self, test_id: str) -> Locator:
        return Locator(self, ()).get_by_test_id(test_id)

    def evaluate(self, script: str, arg: Any = None) -> Any:
        """Run a JS function expression (sync or async) with ``arg``; returns its JSON-able result."""
        reply = self.driver.execute_async_script(EVALUATE.replace("FUNCTION", script), arg)
        if "error" in reply:
            raise AssertionError(f"script failed in {self.engine}: {reply['error']}")
        return reply["value"]

    def wait_for_function(self, script: str, arg: Any = None, timeout: float = TIMEOUT_S) -> Any:
        return wait_until(lambda: self.evaluate(script, arg), script, timeout)

    def _document_ready(self) -> None:
        wait_until(lambda: self.driver.execute_script(
            "return document.readyState === 'complete' && window.__druzinaOld === undefined"), "the new document")
        self.driver.execute_script(RECORDER)

    def open(self, url: str) -> None:
        self.driver.get(url)
        self._document_ready()

    def reload(self) -> None:
        """Reload as a player does (``location.reload()``: Selenium's refresh in Firefox bypasses the service
        worker)."""
        self.driver.execute_script("window.__druzinaOld = true; location.reload()")
        self._document_ready()

    def wait_ready(self) -> None:
        """The engine started (a start of Python: ``BOOT_TIMEOUT_S``, as ``mark`` waits; a WebKit first visit took
        68 s at a load average of 30 on 2 cores) and the games listed."""
        self.locator("[data-testid=engine-status][data-state=ready]")._one(timeout=BOOT_TIMEOUT_S)
        self.locator("[data-testid=new-character-system] option:not([value=''])")._one()

    def mark(self, name: str, timeout: float = BOOT_TIMEOUT_S) -> float:
        """When the page marked ``druzina:<name>`` (ms from navigation), once it has."""
        return float(wait_until(lambda: self.driver.execute_script(
            "const m = performance.getEntriesByName(arguments[0]); return m.length ? m[0].startTime || 0.001 : null",
            f"druzina:{name}"), f"the mark druzina:{name}", timeout))

    def snapshot_stored(self) -> None:
        """Wait until the first start's memory snapshot is kept or known not to be (``snapshot-not-kept``), and
        fail if it was not. Its writing is put off until the engine has answered and goes in 1 MiB steps, each
        after a turn of the worker's event loop: on 2 cores shared with other test runs it took over 4 minutes
        in Firefox, so this waits twice a start's bound."""
        found = wait_until(lambda: next((m for m in ("snapshot-stored", "snapshot-not-kept") if self.has_mark(m)),
                                        None), "the memory snapshot to be kept or refused", 2 * BOOT_TIMEOUT_S)
        assert found == "snapshot-stored", f"the memory snapshot was not kept; the page then: {self.describe()}"

    def has_mark(self, name: str) -> bool:
        return bool(self.driver.execute_script("return performance.getEntriesByName(arguments[0]).length > 0",
                                               f"druzina:{name}"))

    def describe(self) -> str:
        """What the page shows, for a failed wait: the address, the engine's state, every element whose test id
        names a screen or a state (with its id and state), and the page's alerts."""
        try:
            return str(self.driver.execute_script(DESCRIBE))
        except WebDriverException as error:
            return f"(not readable: {error.msg})"

    def errors(self) -> list[str]:
        """Everything the page recorder and the session's BiDi handlers heard so far."""
        recorded = self.driver.execute_script("return window.__druzinaErrors || []")
        return [*recorded, *self.session.messages]

    def capture_downloads(self) -> None:
        self.driver.execute_script(DOWNLOADS)

    def downloads(self, count: int = 1) -> list[dict[str, str]]:
        found: list[dict[str, str]] = wait_until(lambda: (lambda d: d if len(d) >= count else None)(
            self.driver.execute_script("return window.__druzinaDownloads || []")), f"{count} download(s)")
        return found
