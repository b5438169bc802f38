"""The app in every engine a phone or tablet runs (issue 24): WebKit (the engine of every iPhone and iPad) and
Firefox, besides the Chromium suite in tests/browser. Each engine gets one browser for this module, and the
tests run in order in it: the first visit and the offline reload, the main roll of every game with physical
dice (the outcome CPython's ``py_rules.api.handle`` gives for them), a board with a linked character, export
and import, a corrupt save kept and offered for recovery. Every test fails on an error in the page, and the
module on any request that left the machine.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from tests.browser.saves_support import envelope
from tests.browser.test_layout import MEASURE
from tests.browser.test_table import UNCOVERED
from tests.browser.ux_steps import (
    MAIN_ROLLS,
    create_board,
    create_character,
    expected,
    open_action,
    roll_physical,
    settled,
)
from tests.browser.ux_steps import wait_odds as odds_shown
from tests.engines.conftest import Site, first_visit_paths
from tests.engines.drivers import PHONE
from tests.engines.page import BOOT_TIMEOUT_S, EnginePage, Locator, wait_until


def seed(page: EnginePage, saves: dict[str, str], index: list[dict[str, str]] | None = None) -> None:
    """Put raw save texts under their ids (and an index, as an older app wrote it), then reload."""
    page.evaluate("""([saves, index]) => {
      for (const [id, raw] of Object.entries(saves)) localStorage.setItem("druzina:char:" + id, raw);
      if (index) localStorage.setItem("druzina:index", JSON.stringify(index));
      else localStorage.removeItem("druzina:index");
    }""", [saves, index])
    page.reload()
    page.wait_ready()


def stored(page: EnginePage, character_id: str) -> str | None:
    raw: str | None = page.evaluate("(id) => localStorage.getItem('druzina:char:' + id)", character_id)
    return raw


def test_a_first_visit_downloads_each_file_once(page: EnginePage, engine_site: Site) -> None:
    """The module's first test, so the server's log holds this engine's first visit alone: every file of it is
    served once, with its body, and not asked for again, not even to revalidate (the service worker precaches
    the shell from the copies the page has just loaded, checked against the build: web/sw.js).
    WebKitWebDriver's MiniBrowser runs an ephemeral session (as a private window
    does), whose service worker has no HTTP cache to share with the page: there, and only there, the shell
    comes twice; test_first_visit.py shows a persistent WebKit session (Safari's) fetching it once, and
    bench/webkit_first_visit.py a private window started without automation fetching it twice, as here."""
    fetched, shell = first_visit_paths()
    wait_until(lambda: fetched <= {path for path, status, _ in engine_site.served if status == 200},
               "every file of the first visit served", BOOT_TIMEOUT_S)
    requests = Counter(path for path, _, _ in engine_site.served if path != "/sw.js")
    assert set(requests) == fetched, set(requests) ^ fetched
    again = {path: count for path, count in requests.items() if count > 1}
    if page.engine == "webkit":
        assert set(again) <= shell, again
        assert set(again.values()) <= {2}, again
    else:
        assert again == {}, again


def test_first_visit_keeps_the_engine_and_the_offline_reload_restores_it(page: EnginePage, engine_site: Site) -> None:
    """A first visit installs the service worker and keeps the started engine's memory snapshot (in the origin
    private file system, or IndexedDB where there is none, as in WebKitGTK); with the network gone, a reload
    starts from the cache and the snapshot, with the character kept."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.snapshot_stored()
    hero = create_character(page, "Ťapka", "cairn")
    engine_site.offline.set()
    page.reload()
    page.wait_ready()
    assert page.has_mark("stage-restored"), "the offline start did not restore the memory snapshot"
    item = page.locator(f"[data-testid=character-item][data-id='{hero}']")
    assert "Ťapka" in item.inner_text()
    item.click()
    page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{hero}']").wait_for()


# Every stored snapshot, wherever this browser keeps it (web/snapshot.js): the origin private file system, or
# IndexedDB (WebKitGTK: no navigator.storage), as one ArrayBuffer per build. Stored form: the sha256 of the body,
# then the body ("DRZS", format, memory length, page count, fingerprint length F at byte 16, the fingerprint at
# byte 20). ``mode`` "read" returns each one's fingerprint; "damage" flips 64 bytes in its middle (the checksum
# fails); "move" rewrites its fingerprint as a start with the library elsewhere would have it (the table one
# entry longer) under a checksum made anew, so the file is intact and only the fingerprint differs. Returns the
# fingerprints read (before any change).
SNAPSHOTS = """async (mode) => {
  const DIGEST = 32;
  const fingerprint = (bytes) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset + DIGEST);
    return new TextDecoder().decode(bytes.subarray(DIGEST + 20, DIGEST + 20 + view.getUint32(16, true)));
  };
  const change = async (buffer) => {
    const bytes = new Uint8Array(buffer);
    if (mode === "damage") {
      for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i] ^= 0xff;
    } else if (mode === "move") {
      const [table, ...rest] = fingerprint(bytes).split(":");
      const moved = new TextEncoder().encode([String(Number(table) + 1).padStart(table.length, "0"), ...rest]
        .join(":"));
      if (moved.length !== new DataView(bytes.buffer, DIGEST).getUint32(16, true)) throw new Error("length");
      bytes.set(moved, DIGEST + 20);
      bytes.set(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes.subarray(DIGEST))), 0);
    }
    return bytes;
  };
  const found = [];
  if (navigator.storage && navigator.storage.getDirectory) {
    try {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("druzina-snapshot");
      for await (const [, handle] of folder.entries()) {
        const buffer = await (await handle.getFile()).arrayBuffer();
        found.push(fingerprint(new Uint8Array(buffer)));
        if (mode === "read") continue;
        const bytes = await change(buffer);
        const writable = await handle.createWritable();
        await writable.write(bytes);
        await writable.close();
      }
    } catch { /* no folder: kept in IndexedDB */ }
  }
  if (!found.length && (await indexedDB.databases()).some((db) => db.name === "druzina-snapshot")) {
    const settled = (request) => new Promise((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const db = await settled(indexedDB.open("druzina-snapshot"));
    const read = db.transaction("files").objectStore("files");
    const stored = [];
    for (const key of await settled(read.getAllKeys())) stored.push([key, await settled(read.get(key))]);
    for (const [key, buffer] of stored) {
      found.push(fingerprint(new Uint8Array(buffer)));
      if (mode === "read") continue;
      const bytes = await change(buffer);  // (crypto awaited outside the transaction: it would close it)
      await settled(db.transaction("files", "readwrite").objectStore("files").put(bytes.buffer, key));
    }
    db.close();
  }
  return found;
}"""


def test_a_damaged_snapshot_is_refused_and_made_again(page: EnginePage, engine_site: Site) -> None:
    """The snapshot's checksum is checked wherever it is kept (IndexedDB in WebKitGTK, the origin private file
    system in Firefox): a damaged one is never restored from; the engine starts the ordinary way, offline too,
    with the saved character listed, and stores a good one, which the next start restores."""
    hero = create_character(page, "Ťapka", "cairn")
    assert len(page.evaluate(SNAPSHOTS, "damage")) == 1
    engine_site.offline.set()
    page.reload()
    page.wait_ready()
    assert not page.has_mark("stage-restored")
    page.snapshot_stored()
    page.get_by_test_id("tab-characters").click()
    assert "Ťapka" in page.locator(f"[data-testid=character-item][data-id='{hero}']").inner_text()
    page.reload()
    page.wait_ready()
    assert page.has_mark("stage-restored")


def test_a_snapshot_made_with_the_library_elsewhere_is_refused_and_made_again(page: EnginePage,
                                                                            engine_site: Site) -> None:
    """The fingerprint rule, in a browser (tests/test_snapshot.py proves it under Node): a stored snapshot that is
    intact (its checksum holds) but was made with pydantic_core's library elsewhere in memory (its fingerprint
    differs from this start's) is refused before anything of it runs; the engine starts the ordinary way,
    offline too, and keeps a snapshot with this start's own fingerprint in its place."""
    [kept] = page.evaluate(SNAPSHOTS, "move")
    [moved] = page.evaluate(SNAPSHOTS, "read")
    assert moved != kept
    engine_site.offline.set()
    page.reload()
    page.wait_ready()
    assert not page.has_mark("stage-restored")
    page.snapshot_stored()
    assert page.evaluate(SNAPSHOTS, "read") == [kept]


def test_the_main_roll_of_every_game_on_a_phone_is_two_taps_from_the_sheet_resolved_as_cpython_does(
        page: EnginePage) -> None:
    """In a window as narrow as a phone's screen (390 CSS px; drivers.py), as in the Chromium suite's
    tests/browser/test_table.py: from the top of the open sheet, the main roll's button is tapped where it is
    (tap 1), its form shows the exact odds and the switch to the player's own dice on screen, and its roll button
    is tapped where it is (tap 2; with the player's dice typed in first, so that the outcome is CPython's for
    them). The outcome is on screen, nothing is wider than the screen (in WebKit the Fate sheet was, until selects
    got paint containment: web/style.css), and the tab bar is on screen, uncovered.
    Taps are touch in Firefox (WebKitWebDriver of WebKitGTK has no touch input: there they come as the mouse's)."""
    assert page.evaluate("() => innerWidth") == PHONE[0]
    page.evaluate("""() => {
      window.__pointers = [];
      addEventListener("pointerdown", (e) => { window.__pointers.push(e.pointerType); }, true);
    }""")
    for system, (action, dice) in MAIN_ROLLS.items():
        odds, outcome = expected(system, action, dice)
        create_character(page, f"Hrdina {system}", system)
        page.evaluate("() => { scrollTo(0, 0); window.__pointers = []; }")
        tap_in_place(page.locator(f"[data-testid=quick-roll][data-action={action}]").first)  # tap 1
        form = page.locator(f"[data-testid=action-form][data-action={action}]")
        assert odds_shown(page) == {o["outcome"]: o["probability"] for o in odds}, system
        assert uncovered(form.locator("[data-testid=action-odds] li").first), system
        tap_in_place(form.get_by_test_id("action-physical-toggle"))
        form.get_by_test_id("action-dice").fill(" ".join(str(d) for d in dice))
        tap_in_place(form.get_by_test_id("action-roll"))  # tap 2
        result = form.locator("[data-testid=action-result][data-physical=true]")
        result.wait_for()
        settled(page)
        assert result.get_attribute("data-outcome") == outcome, system
        assert uncovered(result.locator(".outcome strong")), system
        faces = result.get_by_test_id("dice-faces").locator("li")
        assert [int(faces.nth(i).get_attribute("data-value") or "") for i in range(faces.count())] == dice
        assert page.evaluate(MEASURE)["overflow"] == [], system
        assert set(page.evaluate("() => window.__pointers")) == {TAPPED_AS[page.engine]}, system
        assert uncovered(page.get_by_test_id("tab-characters")), system
        assert uncovered(page.get_by_test_id("tab-dice")), system


TAPPED_AS = {"firefox": "touch", "webkit": "mouse"}  # how each engine's WebDriver delivers a finger's tap


def uncovered(locator: Locator) -> bool:
    """On screen, and nothing (a sticky bar, the tab bar) over it: a player taps it as it is."""
    return bool(locator._read(f"return ({UNCOVERED})(arguments[0])"))


def tap_in_place(locator: Locator) -> None:
    assert uncovered(locator), f"{locator} is off screen or covered"
    locator.tap()


def test_a_board_linked_to_a_hero_pays_from_the_heros_deník(page: EnginePage) -> None:
    """The DrD2 conflict board (000:L273): a cost paid on the board comes off the linked hero's save."""
    hero = create_character(page, "Kostivít", "drd2")
    create_board(page, "Ohnivý kocour", "drd2_konflikt")
    open_action(page, "zacatek")  # a new board runs once the Průvodce starts it (board schema 8, 000:L300)
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    page.locator("[data-testid=action-result][data-outcome=started]").wait_for()
    pane = page.get_by_test_id("pane-sheet")  # a phone shows one pane: back to the board to link the hero
    if pane.is_visible():
        pane.click()
    page.get_by_test_id("field-ucastnici.0.postava").select_option(hero)
    # the participant's card names the linked deník in its title (its Zdroje are under «Více»)
    wait_until(lambda: "Hrdina (Kostivít)" in page.get_by_test_id("field-ucastnici-item").first.inner_text(),
               "the linked deník")
    open_action(page, "vycerpani")
    page.get_by_test_id("action-form").get_by_test_id("action-roll").click()
    result = page.locator("[data-testid=action-result][data-outcome=exhausted]")
    result.wait_for()
    assert "vyčerpání (2 Těla): −2 Těla" in result.inner_text()
    wait_until(lambda: json.loads(stored(page, hero) or "{}").get("revision") == 2, "the hero's save")
    assert json.loads(stored(page, hero) or "{}")["sheet"]["zdroje"] == {"telo": 2, "duse": 4, "vliv": 4}


def test_export_then_import_on_another_device(page: EnginePage, tmp_path: Path) -> None:
    saves = {f"c-{i}": envelope("cairn", f"c-{i}", f"Postava {i}", seed=i) for i in range(3)}
    seed(page, {k: json.dumps(v) for k, v in saves.items()})
    page.capture_downloads()
    no_storage = page.evaluate("() => navigator.storage === undefined")
    if no_storage:
        # WebKitGTK, like older Safari, has no navigator.storage: nothing confirms the data are kept, so the
        # reminder to export shows, and its button exports
        page.get_by_test_id("export-reminder").wait_for()
        page.get_by_test_id("export-reminder-export").click()
        reminded = json.loads(page.downloads(1)[0]["text"])
        assert len(reminded["characters"]) == 3
    page.get_by_test_id("tab-characters").click()
    page.get_by_test_id("export-all").click()
    exported = page.downloads(2 if no_storage else 1)[-1]
    bundle = json.loads(exported["text"])
    assert exported["name"].startswith("druzina-zaloha-")
    assert (bundle["format"], bundle["format_version"], len(bundle["characters"])) == ("druzina.export", 1, 3)

    page.evaluate("() => localStorage.clear()")  # another device: nothing saved yet
    page.reload()
    page.wait_ready()
    file = tmp_path / exported["name"]
    file.write_text(exported["text"], encoding="utf-8")
    page.get_by_test_id("import-file").set_input_file(str(file))
    page.locator("[data-testid=import-summary][data-added='3']").wait_for()
    wait_until(lambda: page.get_by_test_id("character-item").count() == 3, "three characters listed")
    names = sorted(page.get_by_test_id("character-item").all_inner_texts())
    assert all(f"Postava {i}" in names[i] for i in range(3)), names


def test_a_corrupt_save_is_kept_untouched_explained_and_downloadable(page: EnginePage) -> None:
    good = envelope("cairn", "good-1", "Dobrá")
    broken = '{"format": "druzina.character", "format_version": 2, "id": "broken-1", "sheet": {"name": "Rozb'
    seed(page, {"good-1": json.dumps(good), "broken-1": broken},
         [{"id": "broken-1", "name": "Rozbitá", "system": "cairn", "saved_at": "2026-11-22T10:00:00Z"},
          {"id": "good-1", "name": "Dobrá", "system": "cairn", "saved_at": "2026-11-21T10:00:00Z"}])
    page.capture_downloads()
    page.get_by_test_id("tab-characters").click()
    page.locator("[data-testid=character-item][data-id='broken-1']").click()
    page.locator("[data-testid=sheet-screen][data-id='broken-1'][data-state=unreadable]").wait_for()
    assert "platný JSON" in page.get_by_test_id("unreadable-reason").inner_text()
    recovery = page.evaluate("""() => Object.keys(localStorage)
      .filter((k) => k.startsWith("druzina:recovery:broken-1:")).map((k) => localStorage.getItem(k))""")
    assert recovery == [broken]
    assert stored(page, "broken-1") == broken  # the save itself is not touched
    page.get_by_test_id("download-recovery").click()
    assert page.downloads(1)[0] == {"name": "druzina-zachrana-broken-1.json", "text": broken}
    page.get_by_test_id("tab-characters").click()
    page.locator("[data-testid=character-item][data-id='good-1']").click()
    page.locator("[data-testid=sheet-screen][data-id='good-1'][data-state=ready]").wait_for()
    assert page.get_by_test_id("sheet-title").inner_text() == "Dobrá"


IOS_CHECKS = """async () => {
  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content;
  const icon = document.querySelector('link[rel="apple-touch-icon"]');
  const image = new Image();
  image.src = icon.href;
  await image.decode();
  const manifest = await (await fetch(document.querySelector('link[rel="manifest"]').href)).json();
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules])
    .flatMap((rule) => [rule, ...(rule.cssRules || [])]).filter((rule) => rule.style);
  // (cssText: WebKit's getPropertyValue gives "" for a value with var() in it)
  const uses = (selector, property) => rules.some((rule) => rule.selectorText === selector
    && new RegExp(`[{; ]${property}:[^;]*safe-area-inset-bottom`).test(rule.cssText));
  return {
    viewport: meta("viewport"), capable: meta("apple-mobile-web-app-capable"),
    title: meta("apple-mobile-web-app-title"), icon: [image.naturalWidth, image.naturalHeight],
    manifest: [manifest.short_name, manifest.display, manifest.start_url],
    tabsAboveIndicator: uses(".tabs", "padding-bottom"), footerAboveIndicator: uses(".action-footer", "bottom"),
  };
}"""
SMALL_FIELDS = """() => [...document.querySelectorAll(
    "input:not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea")]
  .filter((el) => el.getClientRects().length && parseFloat(getComputedStyle(el).fontSize) < 16)
  .map((el) => `${el.dataset.testid || el.id || el.name}: ${getComputedStyle(el).fontSize}`)"""


def test_iphone_and_ipad_home_screen_safe_areas_and_no_zoom_on_focus(page: EnginePage) -> None:
    """«Add to Home Screen» gives the app's name, icon (180 px, opaque) and standalone display; the page covers
    the screen and keeps the tab bar and the roll footer above the home indicator; no text field is under 16px
    (Safari zooms the page into such a field on focus); the roll button sits above the tab bar."""
    found = page.evaluate(IOS_CHECKS)
    assert "viewport-fit=cover" in found["viewport"]
    assert (found["capable"], found["title"]) == ("yes", "Družina")
    assert found["icon"] == [180, 180]
    assert found["manifest"] == ["Družina", "standalone", "./"]
    assert found["tabsAboveIndicator"], found
    assert found["footerAboveIndicator"], found
    assert page.evaluate(SMALL_FIELDS) == []
    create_character(page, "Hrdina drd2", "drd2")
    assert page.evaluate(SMALL_FIELDS) == []
    open_action(page, "hod")
    page.get_by_test_id("action-form").get_by_test_id("action-physical-toggle").click()
    assert page.evaluate(SMALL_FIELDS) == []
    geometry = page.evaluate("""() => {
      const box = (el) => el.getBoundingClientRect();
      return { roll: box(document.querySelector("[data-testid=action-form] [data-testid=action-roll]")).bottom,
               tabs: box(document.querySelector(".tabs")).top, height: innerHeight,
               tabsBottom: box(document.querySelector(".tabs")).bottom };
    }""")
    assert geometry["roll"] <= geometry["tabs"] <= geometry["tabsBottom"] <= geometry["height"] + 0.5, geometry


def window(page: EnginePage, width: int, height: int) -> int:
    """Size the window so that the page's viewport is ``width`` × ``height`` CSS px (the window is that plus the
    browser's chrome). Returns the viewport's width."""
    chrome = page.evaluate("() => [outerWidth - innerWidth, outerHeight - innerHeight]")
    page.driver.set_window_size(width + chrome[0], height + chrome[1])
    wait_until(lambda: page.evaluate("() => [innerWidth, innerHeight]") == [width, height],
               f"a viewport of {width} × {height}")
    return width


def test_ipad_and_narrow_phone_sizes_fit_with_thumb_sized_controls(page: EnginePage) -> None:
    """On an iPad upright (820 × 1180) and on its side (1180 × 820), and on the narrowest phone the Chromium suite
    lays out (360 × 740 CSS px; the main roll test above runs at 390): nothing sticks out sideways and every
    control is at least a thumb (44 px) on the character list, a sheet with its main roll resolved and the dice
    tray, as tests/browser/test_layout.py checks in Chromium; from 760 px on, the sheet and its actions stand
    side by side."""
    hero = create_character(page, "Hrdina s velmi dlouhým jménem, které se na řádek telefonu nevejde", "drd2")
    action, dice = MAIN_ROLLS["drd2"]
    try:
        for wanted in ((820, 1180), (1180, 820), (360, 740)):
            width = window(page, *wanted)
            page.get_by_test_id("tab-characters").click()
            page.get_by_test_id("character-item").first.wait_for()
            fits(page, "character list", width)
            page.locator(f"[data-testid=character-item][data-id='{hero}']").click()
            page.locator(f"[data-testid=sheet-screen][data-state=ready][data-id='{hero}']").wait_for()
            open_action(page, action)
            odds_shown(page)
            roll_physical(page, dice)
            fits(page, "sheet with a result", width)
            side_by_side = page.evaluate("""() => {
              const sheet = document.querySelector(".sheet-col").getBoundingClientRect();
              const actions = document.querySelector("[data-testid=actions]").getBoundingClientRect();
              return sheet.width > 0 && actions.width > 0 && actions.left >= sheet.right - 1;
            }""")
            assert side_by_side == (width >= 760), (width, side_by_side)
            page.get_by_test_id("tab-dice").click()
            page.get_by_test_id("dice-physical").fill("3 4")
            page.get_by_test_id("dice-roll").click()
            page.get_by_test_id("dice-result").wait_for()
            fits(page, "dice tray", width)
    finally:
        page.driver.set_window_size(*PHONE)


def fits(page: EnginePage, screen: str, width: int) -> None:
    found = page.evaluate(MEASURE)
    assert found["overflow"] == [], f"{page.engine}: {screen} at {width} px overflows: {found['overflow']}"
    assert found["small"] == [], f"{page.engine}: {screen} at {width} px has small targets: {found['small']}"
