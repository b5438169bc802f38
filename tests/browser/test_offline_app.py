"""The offline app end to end (issue 2): the engine answers from the page, characters survive a reload,
and with the service worker installed the app starts and rolls with the network off."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, Route, expect

from tests.browser.conftest import wait_ready
from tests.browser.ux_steps import create_character


def roll_in_tray(page: Page, expression: str, dice: str = "") -> str:
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-expression").fill(expression)
    page.get_by_test_id("dice-physical").fill(dice)
    page.get_by_test_id("dice-roll").click()
    result = page.get_by_test_id("dice-result")
    result.wait_for()
    return result.get_attribute("data-total") or ""


def test_engine_answers_a_roll_from_the_page(page: Page) -> None:
    assert roll_in_tray(page, "2k6+1", dice="3 4") == "8"
    faces = page.get_by_test_id("dice-faces").locator("li")
    assert [faces.nth(i).get_attribute("data-value") for i in range(faces.count())] == ["3", "4"]


def test_random_roll_lands_in_range(page: Page) -> None:
    total = int(roll_in_tray(page, "k20"))
    assert 1 <= total <= 20


def test_bad_expression_gets_a_czech_message(page: Page) -> None:
    page.get_by_test_id("tab-dice").click()
    page.get_by_test_id("dice-expression").fill("2x6")
    page.get_by_test_id("dice-roll").click()
    error = page.get_by_test_id("dice-error")
    error.wait_for()
    assert "pozici" in error.inner_text()


def test_character_survives_a_reload(page: Page) -> None:
    if page.get_by_test_id("new-character-system").locator("option[value='']").count():
        return  # no game registered yet: nothing to create
    create_character(page, "Ťapka <b>Bílá</b>")
    page.reload()
    item = page.get_by_test_id("character-item")
    item.first.wait_for()
    assert item.count() == 1
    assert "Ťapka <b>Bílá</b>" in item.first.inner_text()  # shown as text, never as HTML
    assert page.locator(".card b").count() == 0


def test_offline_after_service_worker_installed(make_context: Callable[..., BrowserContext], site: str) -> None:
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert roll_in_tray(page, "k6", dice="5") == "5"


def test_a_controlled_page_creates_the_worker_before_any_script_file_arrives(
        make_context: Callable[..., BrowserContext], site: str) -> None:
    """Issue 11: on every visit after the first, the page's inline script (web/early-worker.js) creates the
    engine worker while the page is parsed; engine.js adopts it with what it reported meanwhile."""
    page = make_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.reload()
    wait_ready(page)
    timing = page.evaluate("""() => ({
      created: performance.getEntriesByName('druzina:stage-start')[0].startTime,
      startScript: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/js/start.js')).startTime,
      left: 'druzinaEarlyWorker' in self,
    })""")
    assert timing["created"] < timing["startScript"]
    assert timing["left"] is False
    assert roll_in_tray(page, "k6", dice="4") == "4"


def test_a_corrupted_site_pack_is_reported_in_czech_and_the_list_still_works(
        make_context: Callable[..., BrowserContext], site: str) -> None:
    """The worker checks the site pack's sha256 before writing anything into Python's file system: a damaged
    download leaves the engine stopped with a Czech message, and the saved characters are still listed."""
    context = make_context(viewport={"width": 390, "height": 844}, service_workers="block")
    context.route("**/pyodide/druzina-site.tar.gz", lambda route: route.fulfill(
        status=200, body=b"\x1f\x8b not really a site pack", content_type="application/gzip"))
    page = context.new_page()
    page.goto(site)
    page.evaluate("""() => localStorage.setItem('druzina:char:uloha', JSON.stringify({
      format: 'druzina.character', format_version: 2, revision: 1, id: 'uloha', system: 'cairn',
      saved_at: '2026-11-22T03:00:00.000Z',
      sheet: { system: 'cairn', schema_version: 1, name: 'Ťapka' } }))""")
    page.reload()
    status = page.get_by_test_id("engine-status")
    expect(status).to_have_attribute("data-state", "error")
    expect(status).to_contain_text("Balíček pravidel je poškozený")
    assert page.evaluate(START_AGAIN) == 2  # made again in a new worker twice (web/js/engine.js STARTS), then told
    expect(page.get_by_test_id("character-item")).to_contain_text("Ťapka")


START_AGAIN = "() => performance.getEntriesByName('druzina:start-again').length"


def test_a_start_that_fails_once_is_made_again_unseen(make_context: Callable[..., BrowserContext], site: str) -> None:
    """A start that fails for a moment's reason (Chromium once failed to hand a warm start's worker the runtime
    its service worker held: «Failed to fetch dynamically imported module») is made again in a new worker:
    the engine becomes ready and the player never sees an error."""
    context = make_context(viewport={"width": 390, "height": 844}, service_workers="block")
    failed: list[str] = []

    def fail_once(route: Route) -> None:
        if failed:
            route.continue_()
        else:
            failed.append(route.request.url)
            route.abort()

    context.route("**/pyodide/pyodide.asm.mjs", fail_once)
    page = context.new_page()
    states: list[str] = []
    page.expose_function("engineState", lambda state: states.append(state))
    page.add_init_script("""new MutationObserver(() => { const s = document.querySelector(
      '[data-testid=engine-status]'); if (s && s.dataset.state) engineState(s.dataset.state); })
      .observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] });""")
    page.goto(site)
    wait_ready(page)
    assert len(failed) == 1
    assert page.evaluate(START_AGAIN) == 1
    assert states[-1] == "ready"
    assert "error" not in states
    assert roll_in_tray(page, "2k6", "3 4") == "7"


DAMAGE_IN_CACHE = """async (names) => {
  const caches_ = (await caches.keys()).filter((n) => n.startsWith('druzina-'));
  for (const cache of caches_) {
    for (const name of names) {
      await (await caches.open(cache)).put(new URL(name, location.href).href, new Response('poškozeno'));
    }
  }
  return caches_.length;
}"""
CACHED = """async (name) => {
  const url = new URL(name, location.href).href;
  for (const cache of await caches.keys()) if (await (await caches.open(cache)).match(url)) return true;
  return false;
}"""


@pytest.mark.parametrize("copy", ["damaged", "missing"])
def test_a_damaged_cached_site_pack_is_dropped_and_the_next_load_works(
        make_context: Callable[..., BrowserContext], site: str, copy: str) -> None:
    """A site pack damaged in the service worker's cache is refused and removed from the cache, and the engine's
    next start (a new worker, web/js/engine.js STARTS) downloads it again: the player plays on without a reload.
    The inflated copy the service worker keeps next to it is damaged too, or not made yet (then the service
    worker's inflating of the damaged pack fails)."""
    page = make_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.reload()  # the worker now reads the inflated copy, made by the service worker on this load
    wait_ready(page)
    assert page.evaluate(CACHED, "pyodide/druzina-site.tar")
    assert page.evaluate(DAMAGE_IN_CACHE, ["pyodide/druzina-site.tar.gz", "pyodide/druzina-site.tar"]) >= 1
    if copy == "missing":
        page.evaluate("""async () => { for (const name of await caches.keys())
          await (await caches.open(name)).delete(new URL('pyodide/druzina-site.tar', location.href).href); }""")
    page.reload()
    wait_ready(page)
    again = page.evaluate("""() => performance.getEntriesByName('druzina:start-again').map((m) => m.detail)""")
    assert len(again) == 1
    assert "Balíček pravidel je poškozený" in again[0]
    assert roll_in_tray(page, "2k6", "3 4") == "7"
    page.wait_for_function(CACHED, arg="pyodide/druzina-site.tar.gz")  # downloaded again, whole


def test_a_damaged_inflated_copy_falls_back_to_the_cached_pack_offline(
        make_context: Callable[..., BrowserContext], site: str) -> None:
    """Only the inflated copy is damaged: the worker drops it and inflates the cached pack itself, so the engine
    starts even offline, and the service worker makes a good copy again for the next start."""
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.reload()
    wait_ready(page)
    assert page.evaluate(DAMAGE_IN_CACHE, ["pyodide/druzina-site.tar"]) >= 1
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert roll_in_tray(page, "2k6", "3 4") == "7"
    page.reload()
    wait_ready(page)
    assert page.evaluate(CACHED, "pyodide/druzina-site.tar")
    assert roll_in_tray(page, "k6", "2") == "2"


SNAPSHOT_FILES = """async (wait) => {
  for (let i = 0; i < (wait ? 300 : 1); i++) {
    try {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('druzina-snapshot');
      const names = [];
      for await (const name of folder.keys()) names.push(name);
      if (names.some((name) => name.endsWith('.bin'))) return names.sort();
    } catch {
      // not made yet
    }
    if (wait) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}"""
DAMAGE_SNAPSHOT = """async (how) => {
  const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('druzina-snapshot');
  for await (const [name, handle] of folder.entries()) {
    const bytes = new Uint8Array(await (await handle.getFile()).arrayBuffer());
    if (how === 'flipped') for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i] ^= 0xff;
    const writable = await handle.createWritable();
    await writable.write(how === 'flipped' ? bytes : new TextEncoder().encode('poškozeno'));
    await writable.close();
  }
}"""
RESTORED = "() => performance.getEntriesByName('druzina:stage-restored').length > 0"
# A second engine worker started by the page: whether it came from the snapshot, and thirty fresh dice.
WORKER_ROLL = """() => new Promise((resolve, reject) => {
  const worker = new Worker('./worker.js', { type: 'module' });
  let restored = false;
  worker.onmessage = ({ data }) => {
    if (data.type === 'progress' && data.restored) restored = true;
    if (data.type === 'progress' && data.stage === 'ready') {
      worker.postMessage({ id: 1, cmd: { op: 'roll', expression: '30k100' } });
    }
    if (data.type === 'fatal') reject(new Error(data.message));
    if (data.id === 1) {
      worker.terminate();
      resolve({ restored, dice: data.result.dice.map((die) => die.value) });
    }
  };
})"""


def test_a_later_start_restores_the_engine_from_its_memory_snapshot(
        make_context: Callable[..., BrowserContext], site: str) -> None:
    """Issue 11: the first start keeps a memory snapshot of the started engine (web/snapshot.js) in the origin
    private file system; later starts restore it instead of starting Python and importing the games again,
    offline too. Each restored engine still rolls its own dice."""
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    assert not page.evaluate(RESTORED)
    stored = page.evaluate(SNAPSHOT_FILES, True)
    assert len(stored) == 1
    assert stored[0].endswith(".bin")
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED)
    assert roll_in_tray(page, "2k6", "3 4") == "7"
    first, second = page.evaluate(WORKER_ROLL), page.evaluate(WORKER_ROLL)
    assert first["restored"]
    assert second["restored"]
    assert first["dice"] != second["dice"]
    assert page.evaluate(SNAPSHOT_FILES, False) == stored  # restoring keeps the one file


@pytest.mark.parametrize("how", ["flipped", "garbage"])
def test_a_damaged_memory_snapshot_is_dropped_and_the_engine_starts_anyway(
        make_context: Callable[..., BrowserContext], site: str, how: str) -> None:
    """A snapshot file damaged on the device (bytes flipped: its sha256 fails; or not a snapshot at all) is
    never restored from: the engine starts the ordinary way, offline too, the saved character is listed,
    and a good snapshot is made again for the next start."""
    context = make_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(site)
    wait_ready(page)
    create_character(page, "Ťapka", "cairn")
    stored = page.evaluate(SNAPSHOT_FILES, True)
    page.evaluate(DAMAGE_SNAPSHOT, how)
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert not page.evaluate(RESTORED)
    page.get_by_test_id("tab-characters").click()
    expect(page.get_by_test_id("character-item")).to_contain_text("Ťapka")
    assert roll_in_tray(page, "2k6", "3 4") == "7"
    assert page.evaluate(SNAPSHOT_FILES, True) == stored  # made again
    page.reload()
    wait_ready(page)
    assert page.evaluate(RESTORED)
    assert roll_in_tray(page, "k6", "2") == "2"
