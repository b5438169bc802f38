"""Helpers of the save and security browser tests (issue 9): pages with faults injected before the app
runs, saves seeded into localStorage, and the ledger of faults tried and characters lost.

The ledger (tests/ledger.py) is printed at the end of the test run (``faults tried: N, characters lost: 0``),
summed over the workers of a parallel run, by hooks in tests/conftest.py. A character counts as kept when the
app can still give it to the player: its save is listed, or it is kept for recovery (an unreadable save, or a
version a conflict between tabs kept aside), or it lives in the tab's memory when the browser refused to store it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from playwright.sync_api import BrowserContext, Page

from py_rules.api import handle
from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import unfold
from tests.ledger import LEDGER
from tests.storage_support import edited_sheet

PHONE = {"width": 390, "height": 844}

# In the page: the store module the app itself uses (same module instance), for reading what it holds.
KEPT_IDS = """async () => {
  const store = await import("./js/store.js");
  const ids = new Set(store.listCharacters().map((c) => c.id));
  for (const r of store.listRecovery()) ids.add(r.id);
  for (const u of store.listUnsaved()) ids.add(u.id);
  return [...ids];
}"""

# Init scripts (run before any script of the page).
QUOTA_STUB = """(() => {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.__quotaFull && String(key).startsWith("druzina:")) {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return original.call(this, key, value);
  };
})();"""
STORAGE_DISABLED = """Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("Access is denied for this document.", "SecurityError"); },
});"""
PERSIST = """(() => {
  const answer = %s;
  if (navigator.storage) {
    navigator.storage.persist = async () => answer;
    navigator.storage.persisted = async () => answer;
  }
})();"""
# Counts elements that user text must never create, and dialogs that must never open.
TRIPWIRE = """(() => {
  window.__created = [];
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      if (!document.body || !document.body.contains(node)) continue; // the page's own <head>
      for (const el of [node, ...node.querySelectorAll("*")]) {
        if (/^(IMG|SCRIPT|IFRAME|SVG|OBJECT|EMBED|VIDEO|AUDIO|STYLE|LINK|META|BASE)$/i.test(el.tagName)) {
          window.__created.push(el.outerHTML.slice(0, 120));
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  for (const name of ["alert", "confirm", "prompt"]) window[name] = () => { window.__xss = (window.__xss || 0) + 1; };
})();"""




def kept_ids(page: Page) -> set[str]:
    return set(page.evaluate(KEPT_IDS))


@contextmanager
def fault(name: str, page: Page | Callable[[], Page], expected: set[str] | None = None) -> Iterator[None]:
    """Count one fault; afterwards every character known before it (or ``expected``) must still be kept.
    ``page`` may be a callable for tests that end on another page."""
    current = (lambda: page) if isinstance(page, Page) else page
    before = set(expected) if expected is not None else kept_ids(current())
    yield
    LEDGER.tried += 1
    LEDGER.faults.append(name)
    missing = before - kept_ids(current())
    LEDGER.lost += len(missing)
    assert not missing, f"{name}: characters lost {missing}"


@dataclass
class AppPage:
    """A page of the app that records uncaught errors and dialogs."""

    page: Page
    errors: list[str]
    dialogs: list[str]

    def check_clean(self) -> None:
        assert self.errors == [], f"uncaught errors in the page: {self.errors}"
        assert self.dialogs == [], f"dialogs opened: {self.dialogs}"


def open_app(context: BrowserContext, site: str, query: str = "", ready: bool = True) -> AppPage:
    page = context.new_page()
    errors: list[str] = []
    dialogs: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if "Content Security Policy" in msg.text else None)
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(site + query)
    if ready:
        wait_ready(page)
        games_listed(page)
    return AppPage(page, errors, dialogs)


def games_listed(page: Page) -> None:
    """Wait until the engine's list of games has reached the page (the create form offers them)."""
    page.locator("[data-testid=new-character-system] option:not([value=''])").first.wait_for(state="attached")


def warm_phone(warm_context: Callable[..., BrowserContext]) -> BrowserContext:
    """The session's warm phone context that keeps downloads, with empty saves (tests/browser/conftest.py
    ``warm_context``): for a test on one device that adds no script to the page."""
    return warm_context(viewport=PHONE, accept_downloads=True)


def new_context(make_context: Callable[..., BrowserContext], *scripts: str) -> BrowserContext:
    context = make_context(viewport=PHONE, accept_downloads=True)
    for script in scripts:
        context.add_init_script(script)
    return context


def envelope(system_id: str, character_id: str, name: str | None = None, seed: int = 1) -> dict[str, Any]:
    """A save as the app writes it, for a sheet reached by edits (CPython engine, same facade)."""
    sheet = edited_sheet(system_id, 10, random.Random(seed))["sheet"]
    if name is not None:
        sheet["name"] = name
    result: dict[str, Any] = handle({"op": "pack", "id": character_id, "sheet": sheet})["result"]["envelope"]
    return result


def drd2_hero_with_pes(hero_id: str, pouto: int, *changes: dict[str, Any]) -> str:
    """The save of a new DrD2 hero (Kostivít) whose deník has a helper, the pes (charakteristika 3, hranice Tělo 2,
    Duše 1, Vliv 1, Pouto ``pouto`` of 3), and Sudba pomocníků 4, with ``changes`` (edit changes) made after."""
    sheet = handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    pes = {"jmeno": "pes", "charakteristika": 3, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": pouto,
           "pouto_max": 3}
    edited = handle({"op": "edit", "sheet": sheet, "changes": [
        {"path": "pomocnici", "op": "append", "value": pes}, {"path": "sudba_pomocniku", "value": 4}, *changes]})
    assert edited["ok"], edited
    return json.dumps(handle({"op": "pack", "id": hero_id, "sheet": edited["result"]["sheet"]})["result"]["envelope"])


def seed(page: Page, saves: dict[str, str], index: list[dict[str, str]] | None = None) -> None:
    """Put raw save texts under their ids (and an index, as an older app wrote it), then reload."""
    page.evaluate("""([saves, index]) => {
      for (const [id, raw] of Object.entries(saves)) localStorage.setItem("druzina:char:" + id, raw);
      if (index) localStorage.setItem("druzina:index", JSON.stringify(index));
      else localStorage.removeItem("druzina:index");
    }""", [saves, index])
    page.reload()
    wait_ready(page)
    games_listed(page)


def persistence_known(page: Page) -> None:
    """Wait until the app knows whether the browser keeps its data (the export reminder is drawn from that)."""
    page.evaluate("""async () => {
      const { app } = await import("./js/app.js");
      if (app.storagePersisted === undefined) {
        await new Promise((resolve) => document.addEventListener("druzina:persistence", resolve, { once: true }));
      }
    }""")


def stored(page: Page, character_id: str) -> str | None:
    raw: str | None = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character_id)
    return raw


def stored_envelope(page: Page, character_id: str) -> dict[str, Any]:
    raw = stored(page, character_id)
    assert raw is not None, f"no save for {character_id}"
    result: dict[str, Any] = json.loads(raw)
    return result


def set_name(page: Page, name: str) -> None:
    """Type a new name into the sheet and wait until the change went through the engine and was saved."""
    unfold(page, "field-name")
    field = page.get_by_test_id("field-name")
    before = page.get_by_test_id("history-item").count()
    field.fill(name)
    field.press("Tab")
    page.wait_for_function(
        "(n) => document.querySelectorAll('[data-testid=history-item]').length > n", arg=before)


def download_text(page: Page, click: Callable[[], None]) -> tuple[str, str]:
    """Run ``click`` and return (suggested file name, text) of the download it starts."""
    with page.expect_download() as info:
        click()
    download = info.value
    path = download.path()
    return download.suggested_filename, path.read_text(encoding="utf-8")
