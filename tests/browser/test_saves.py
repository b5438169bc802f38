"""Saves that never lose a character (issue 9), in the built app in Chromium.

Each fault is injected for real: broken text in localStorage, saves written by an older and by a newer
app, a quota error and disabled storage (Storage stubbed by an init script before the app runs), two tabs
editing one character. After each, every character must still be kept (see saves_support.fault); the
run ends with the count of faults tried and characters lost.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from playwright.sync_api import BrowserContext, Page, expect

from py_rules.storage import migrate_sheet
from py_rules.systems import available
from tests.browser.conftest import wait_ready
from tests.browser.saves_support import (
    PERSIST,
    QUOTA_STUB,
    STORAGE_DISABLED,
    AppPage,
    download_text,
    envelope,
    fault,
    new_context,
    open_app,
    persistence_known,
    seed,
    set_name,
    stored,
    stored_envelope,
    warm_phone,
)
from tests.browser.ux_steps import create_character, open_character, unfold

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
MakeContext = Callable[..., BrowserContext]


def recovery_keys(page: Page, character_id: str) -> dict[str, str]:
    result: dict[str, str] = page.evaluate("""(id) => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith("druzina:recovery:" + id + ":"))
      .map((k) => [k, localStorage.getItem(k)]))""", character_id)
    return result


def test_corrupt_json_is_kept_once_untouched_explained_and_downloadable(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    good = envelope("cairn", "good-1", "Dobrá")
    broken = '{"format": "druzina.character", "format_version": 2, "id": "broken-1", "sheet": {"name": "Rozb'
    seed(page, {"good-1": json.dumps(good), "broken-1": broken},
         [{"id": "broken-1", "name": "Rozbitá", "system": "cairn", "saved_at": "2026-11-22T10:00:00Z"},
          {"id": "good-1", "name": "Dobrá", "system": "cairn", "saved_at": "2026-11-21T10:00:00Z"}])
    with fault("corrupt JSON in localStorage", page):
        for _ in range(3):  # opening it again never makes another copy
            open_character(page, "broken-1", "unreadable")
            expect(page.get_by_test_id("unreadable-name")).to_have_text("Rozbitá")
            expect(page.get_by_test_id("unreadable-reason")).to_contain_text("platný JSON")
        assert list(recovery_keys(page, "broken-1").values()) == [broken]
        assert stored(page, "broken-1") == broken  # the save itself is not touched either
        name, text = download_text(page, lambda: page.get_by_test_id("download-recovery").click())
        assert (name, text) == ("druzina-zachrana-broken-1.json", broken)
        page.get_by_test_id("tab-characters").click()
        item = page.locator("[data-testid=recovery-item][data-id=broken-1]")
        expect(item).to_contain_text("Rozbitá")
        expect(item.get_by_test_id("recovery-reason")).to_contain_text("platný JSON")
        _, again = download_text(page, lambda: item.get_by_test_id("recovery-download").click())
        assert again == broken
        open_character(page, "good-1")
        expect(page.get_by_test_id("sheet-title")).to_have_text("Dobrá")
    app.check_clean()


def test_saves_of_every_released_version_open_and_are_upgraded(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    fixtures = [json.loads(p.read_text()) for p in sorted(FIXTURES.glob("*.json"))]
    fixtures = [f for f in fixtures if f["system"] in available()]
    assert len(fixtures) >= 5
    seed(page, {f["id"]: json.dumps(f, ensure_ascii=False) for f in fixtures})  # no index: an old app's saves
    with fault("older schema version", page):
        for saved in fixtures:  # boards open from the table: open every save the same way, by id
            page.evaluate("async (id) => (await import('./js/app.js')).app.show('sheet', id)", saved["id"])
            page.locator(f"[data-testid=sheet-screen][data-id='{saved['id']}'][data-state=ready]").wait_for()
            upgraded = stored_envelope(page, saved["id"])
            assert (upgraded["format_version"], upgraded["revision"]) == (2, 0), saved["id"]
            # the sheet as CPython upgrades it (unchanged when the fixture is of the current schema)
            assert upgraded["sheet"] == migrate_sheet(saved["system"], saved["sheet"])[0], saved["id"]
            assert upgraded["saved_at"] == saved["saved_at"]
    app.check_clean()


def test_a_save_from_the_future_is_explained_and_never_overwritten(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    future = {**envelope("cairn", "future-1", "Z budoucnosti"), "format_version": 3, "hologram": True}
    newer_sheet = envelope("fate", "future-2", "Novější deník")
    newer_sheet["sheet"]["schema_version"] = 99
    raws = {"future-1": json.dumps(future), "future-2": json.dumps(newer_sheet)}
    seed(page, raws)
    with fault("save from the future", page):
        for character_id, fragment in [("future-1", "novější verzí"), ("future-2", "verzi 99")]:
            open_character(page, character_id, "unreadable")
            expect(page.get_by_test_id("unreadable-reason")).to_contain_text(fragment)
            expect(page.get_by_test_id("unreadable-reason")).to_contain_text("aktualizuj aplikaci")
            assert stored(page, character_id) == raws[character_id]
        page.reload()
        wait_ready(page)
        expect(page.get_by_test_id("recovery-item")).to_have_count(2)
        assert stored(page, "future-1") == raws["future-1"]
    app.check_clean()


def test_quota_exceeded_keeps_the_previous_save_works_in_memory_and_offers_export(
        make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context, QUOTA_STUB), site)
    page = app.page
    character_id = create_character(page, "Plná")
    set_name(page, "Plná 1")
    saved_before = stored_envelope(page, character_id)
    with fault("quota exceeded", page):
        page.evaluate("window.__quotaFull = true")
        set_name(page, "Plná 2")
        banner = page.get_by_test_id("banner")
        expect(banner).to_contain_text("Úložiště prohlížeče je plné")
        assert stored_envelope(page, character_id) == saved_before  # the previous save is intact
        expect(page.get_by_test_id("sheet-title")).to_have_text("Plná 2")  # the app keeps working
        name, text = download_text(page, lambda: banner.get_by_test_id("banner-action").click())
        assert name.endswith(".json")
        assert [c["sheet"]["name"] for c in json.loads(text)["characters"]] == ["Plná 2"]
        page.get_by_test_id("back-to-list").click()
        item = page.locator(f"[data-testid=character-item][data-id='{character_id}']")
        expect(item).to_contain_text("Plná 2")
        expect(item.get_by_test_id("character-unsaved")).to_be_visible()
        page.evaluate("window.__quotaFull = false")  # space is back: the next save stores everything
        open_character(page, character_id)
        set_name(page, "Plná 3")
        assert stored_envelope(page, character_id)["sheet"]["name"] == "Plná 3"
        page.get_by_test_id("back-to-list").click()
        expect(page.get_by_test_id("character-unsaved")).to_have_count(0)
    app.check_clean()


def test_storage_disabled_the_app_works_in_memory_and_exports(make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context, STORAGE_DISABLED), site)
    page = app.page
    expect(page.get_by_test_id("character-count")).to_contain_text("Zatím tu není žádná postava")
    character_id = create_character(page, "Bez úložiště")
    with fault("storage disabled", page, expected={character_id}):
        expect(page.get_by_test_id("banner")).to_contain_text("nedovoluje ukládat")
        set_name(page, "Bez úložiště 2")
        page.get_by_test_id("back-to-list").click()
        item = page.locator(f"[data-testid=character-item][data-id='{character_id}']")
        expect(item).to_contain_text("Bez úložiště 2")
        expect(item.get_by_test_id("character-unsaved")).to_be_visible()
        _, text = download_text(page, lambda: page.get_by_test_id("export-all").click())
        assert [c["sheet"]["name"] for c in json.loads(text)["characters"]] == ["Bez úložiště 2"]
    app.check_clean()


def two_tabs(make_context: MakeContext, site: str, name: str, *scripts: str) -> tuple[AppPage, AppPage, str]:
    """Two tabs of one browser profile; the first created a character called ``name`` and shows it."""
    context = new_context(make_context, *scripts)
    first = open_app(context, site)
    character_id = create_character(first.page, name)
    return first, open_app(context, site), character_id


def test_two_tabs_never_overwrite_each_other_silently(make_context: MakeContext, site: str) -> None:
    first, second, character_id = two_tabs(make_context, site, "Dvojče")
    a, b = first.page, second.page
    open_character(b, character_id)
    with fault("two tabs editing one character", a):
        set_name(a, "Dvojče A")  # B is stale now and notices at once
        conflict_b = b.get_by_test_id("conflict")
        expect(conflict_b).to_have_attribute("data-kind", "changed")
        unfold(b, "field-name")
        b.get_by_test_id("field-name").fill("Dvojče B")
        b.get_by_test_id("field-name").press("Tab")
        b.wait_for_function("(id) => localStorage.getItem('druzina:unsaved:' + id)", arg=character_id)
        assert stored_envelope(a, character_id)["sheet"]["name"] == "Dvojče A"  # B did not overwrite A
        revision_a = stored_envelope(a, character_id)["revision"]
        b.get_by_test_id("conflict-overwrite").click()  # the player chose: B's version wins
        expect(conflict_b).to_have_count(0)
        assert stored_envelope(a, character_id)["sheet"]["name"] == "Dvojče B"
        assert stored_envelope(a, character_id)["revision"] > revision_a
        conflict_a = a.get_by_test_id("conflict")
        expect(conflict_a).to_have_attribute("data-kind", "changed")
        a.get_by_test_id("conflict-load").click()
        expect(a.get_by_test_id("sheet-title")).to_have_text("Dvojče B")
        set_name(b, "Dvojče B2")
        a.get_by_test_id("conflict").wait_for()
        a.get_by_test_id("conflict-copy").click()  # keep both
        a.locator("[data-testid=sheet-screen][data-state=ready]").wait_for()
        expect(a.get_by_test_id("sheet-title")).to_have_text("Dvojče B (kopie)")
        assert stored_envelope(a, character_id)["sheet"]["name"] == "Dvojče B2"
    a.get_by_test_id("back-to-list").click()
    expect(a.get_by_test_id("character-item")).to_have_count(2)
    first.check_clean()
    second.check_clean()


def test_a_tab_notices_its_character_was_deleted_elsewhere(make_context: MakeContext, site: str) -> None:
    first, second, character_id = two_tabs(make_context, site, "Smazaná")
    a = first.page
    with fault("character deleted in another tab", a, expected={character_id}):
        second.page.evaluate("async (id) => (await import('./js/store.js')).removeCharacter(id)", character_id)
        expect(a.get_by_test_id("conflict")).to_have_attribute("data-kind", "deleted")
        a.get_by_test_id("conflict-overwrite").click()  # "save this version again"
        expect(a.get_by_test_id("conflict")).to_have_count(0)
        assert stored_envelope(a, character_id)["sheet"]["name"] == "Smazaná"
    first.check_clean()
    second.check_clean()


def test_undo_and_redo_of_every_change_are_saved_and_listed_in_history(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    character_id = create_character(page, "Vratná", "cairn")
    original = stored_envelope(page, character_id)["sheet"]
    set_name(page, "Vratná 2")
    history = page.get_by_test_id("history-item")
    page.get_by_test_id("field-attributes.sil.xp-inc").click()
    expect(history).to_have_count(2)
    changed = stored_envelope(page, character_id)["sheet"]
    assert changed["name"] == "Vratná 2"
    assert changed["attributes"]["sil"]["xp"] == original["attributes"]["sil"]["xp"] + 1
    page.get_by_test_id("undo").click()
    expect(history).to_have_count(3)
    page.get_by_test_id("undo").click()
    expect(history).to_have_count(4)
    expect(page.get_by_test_id("undo")).to_be_disabled()
    assert stored_envelope(page, character_id)["sheet"] == original  # every undo was saved
    expect(history.first).to_contain_text("Zpět: Jméno: „Vratná“ → „Vratná 2“")
    page.get_by_test_id("redo").click()
    expect(history).to_have_count(5)
    expect(history.first).to_contain_text("Znovu: Jméno")
    page.reload()
    wait_ready(page)
    open_character(page, character_id)
    expect(page.get_by_test_id("sheet-title")).to_have_text("Vratná 2")
    assert page.get_by_test_id("history-item").count() == 5
    app.check_clean()


def test_export_then_import_asks_before_replacing_anything(make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context), site)
    page = app.page
    saves = {f"c-{i}": envelope("cairn", f"c-{i}", f"Postava {i}", seed=i) for i in range(3)}
    seed(page, {k: json.dumps(v) for k, v in saves.items()})
    filename, text = download_text(page, lambda: page.get_by_test_id("export-all").click())
    bundle = json.loads(text)
    assert filename.startswith("druzina-zaloha-")
    assert (bundle["format"], bundle["format_version"], len(bundle["characters"])) == ("druzina.export", 1, 3)
    for i in range(3):  # the player changes every character after the export
        open_character(page, f"c-{i}")
        set_name(page, f"Změněná {i}")
    page.get_by_test_id("tab-characters").click()
    with fault("import over existing characters", page):
        page.get_by_test_id("import-file").set_input_files(
            files=[{"name": filename, "mimeType": "application/json", "buffer": text.encode()}])
        summary = page.get_by_test_id("import-summary")
        expect(summary).to_have_attribute("data-asking", "3")
        expect(summary).to_have_attribute("data-added", "0")
        for i in range(3):  # nothing was replaced before the player chose
            assert stored_envelope(page, f"c-{i}")["sheet"]["name"] == f"Změněná {i}"
        page.locator("[data-testid=import-conflict][data-id=c-0]").get_by_test_id("import-replace").click()
        page.locator("[data-testid=import-conflict][data-id=c-1]").get_by_test_id("import-copy").click()
        page.locator("[data-testid=import-conflict][data-id=c-2]").get_by_test_id("import-skip").click()
        expect(page.locator("[data-testid=import-conflict][data-state=replaced]")).to_have_count(1)
        expect(page.locator("[data-testid=import-conflict][data-state=skipped]")).to_have_count(1)
        assert stored_envelope(page, "c-0")["sheet"]["name"] == "Postava 0"
        assert stored_envelope(page, "c-1")["sheet"]["name"] == "Změněná 1"
        assert stored_envelope(page, "c-2")["sheet"]["name"] == "Změněná 2"
        names = page.get_by_test_id("character-item").all_inner_texts()
        assert sum("Postava 1 (kopie)" in n for n in names) == 1
    fresh = open_app(new_context(make_context), site)  # another device: everything comes in at once
    fresh.page.get_by_test_id("import-file").set_input_files(
        files=[{"name": filename, "mimeType": "application/json", "buffer": text.encode()}])
    expect(fresh.page.get_by_test_id("import-summary")).to_have_attribute("data-added", "3")
    expect(fresh.page.get_by_test_id("character-item")).to_have_count(3)
    app.check_clean()
    fresh.check_clean()


def test_refused_persistence_shows_a_reminder_until_dismissed(make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context, PERSIST % "false"), site)
    page = app.page
    expect(page.get_by_test_id("export-reminder")).to_have_count(0)  # nothing to lose yet
    seed(page, {"r-1": json.dumps(envelope("cairn", "r-1", "Připomínaná"))})
    reminder = page.get_by_test_id("export-reminder")
    expect(reminder).to_be_visible()
    expect(reminder).to_contain_text("exportuj")
    reminded_at = page.get_by_test_id("character-item").bounding_box()
    page.get_by_test_id("export-reminder-dismiss").click()
    expect(reminder).to_have_count(0)
    page.reload()
    wait_ready(page)
    persistence_known(page)
    expect(reminder).to_have_count(0)
    granted = open_app(new_context(make_context, PERSIST % "true"), site)
    seed(granted.page, {"r-1": json.dumps(envelope("cairn", "r-1", "Trvalá"))})
    persistence_known(granted.page)
    expect(granted.page.get_by_test_id("export-reminder")).to_have_count(0)
    # the reminder appears late (when the browser answers about persistence, after the rules are ready), so it
    # takes no room above the list: the character sits where it sits without it, not moved from under a finger
    assert reminded_at == granted.page.get_by_test_id("character-item").bounding_box()
    app.check_clean()
    granted.check_clean()


def test_space_used_is_shown_and_logs_are_compacted(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    seed(page, {"s-1": json.dumps(envelope("cairn", "s-1", "Ukecaná"))})
    result = page.evaluate("""async () => {
      const store = await import("./js/store.js");
      for (let i = 0; i < 1000; i++) {
        const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
        store.appendLog("s-1", { at, kind: i % 4 ? "action" : "edit", title: "Hod " + i });
      }
      const log = store.readLog("s-1");
      return { length: log.length, summary: log[0], newest: log[log.length - 1].title };
    }""")
    assert result["length"] <= 251
    assert result["summary"]["kind"] == "summary"
    assert result["summary"]["archived"] + result["length"] - 1 == 1000
    assert sum(result["summary"]["kinds"].values()) == result["summary"]["archived"]
    assert result["newest"] == "Hod 999"
    page.reload()
    wait_ready(page)
    usage = page.get_by_test_id("storage-usage")
    expect(usage).to_contain_text(re.compile(r"zabírají \d+\u00a0kB z přibližně 5\u00a0MB"))
    assert int(usage.get_attribute("data-used") or 0) > 10_000
    app.check_clean()


SHARE_STUB = """navigator.canShare = (data) => Boolean(data && data.files && data.files.length);
navigator.share = async (data) => {
  window.__shared = { name: data.files[0].name, type: data.files[0].type, text: await data.files[0].text() };
};"""


def test_share_hands_the_export_file_to_the_system_share_sheet(make_context: MakeContext, site: str) -> None:
    plain = open_app(new_context(make_context), site)
    expect(plain.page.get_by_test_id("export-all")).to_be_visible()
    expect(plain.page.get_by_test_id("share-all")).to_have_count(0)  # offered only where the device can share files
    app = open_app(new_context(make_context, SHARE_STUB), site)
    page = app.page
    seed(page, {"s-1": json.dumps(envelope("fate", "s-1", "Sdílená")), "s-2": json.dumps(envelope("cairn", "s-2"))})
    page.get_by_test_id("share-all").click()
    page.wait_for_function("() => window.__shared")
    shared = page.evaluate("window.__shared")
    assert shared["type"] == "application/json"
    assert sorted(c["id"] for c in json.loads(shared["text"])["characters"]) == ["s-1", "s-2"]
    expect(page.get_by_test_id("transfer-status")).to_contain_text("Sdíleno: 2 postavy")
    open_character(page, "s-1")
    page.evaluate("window.__shared = null")
    page.get_by_test_id("share-character").click()
    page.wait_for_function("() => window.__shared")
    shared = page.evaluate("window.__shared")
    assert shared["name"].startswith("druzina-sdilena-")
    assert [c["id"] for c in json.loads(shared["text"])["characters"]] == ["s-1"]
    plain.check_clean()
    app.check_clean()


def test_a_tab_holding_an_unsaved_copy_does_not_overwrite_a_newer_save(make_context: MakeContext, site: str) -> None:
    first, second, character_id = two_tabs(make_context, site, "Paměť", QUOTA_STUB)
    a, b = first.page, second.page
    with fault("unsaved copy in one tab, a newer save in another", a):
        a.evaluate("window.__quotaFull = true")
        set_name(a, "Paměť A")  # kept only in A's memory
        a.get_by_test_id("banner-close").click()
        open_character(b, character_id)
        expect(b.get_by_test_id("sheet-title")).to_have_text("Paměť")
        set_name(b, "Paměť B")  # B stores a newer revision
        a.evaluate("window.__quotaFull = false")
        a.get_by_test_id("conflict").wait_for()  # A noticed B's save at once
        a.get_by_test_id("back-to-list").click()
        open_character(a, character_id)  # reopened from A's memory copy, still based on the old revision
        expect(a.get_by_test_id("sheet-title")).to_have_text("Paměť A")
        set_name(a, "Paměť A2")
        expect(a.get_by_test_id("conflict")).to_have_attribute("data-kind", "changed")
        assert stored_envelope(b, character_id)["sheet"]["name"] == "Paměť B"  # not overwritten silently
        a.get_by_test_id("conflict-copy").click()
        a.locator("[data-testid=sheet-screen][data-state=ready]").wait_for()
        expect(a.get_by_test_id("sheet-title")).to_have_text("Paměť A2 (kopie)")
    first.check_clean()
    second.check_clean()
