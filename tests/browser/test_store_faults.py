"""No swallowed error in the shell (issue 18 item 4), in the built app in Chromium.

A corrupt stored value (a log, the recovery index, the settings: broken JSON, or valid JSON of another shape
where a list or an object belongs) is moved to recovery untouched and the player is told; while it cannot be
copied it is never written over; a failed undo is shown; a rejected engine call leaves no control disabled.
Every fault counts in the ledger of saves_support (``faults tried: N, characters lost: 0``).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from playwright.sync_api import BrowserContext, FilePayload, Page, expect

from tests.browser.saves_support import (
    QUOTA_STUB,
    download_text,
    envelope,
    fault,
    new_context,
    open_app,
    seed,
    set_name,
    stored,
    warm_phone,
)
from tests.browser.ux_steps import create_character, open_character

MakeContext = Callable[..., BrowserContext]

# In the page: make the engine refuse (reject) every command of one op, as a crashed worker would.
REJECT_OP = """async (op) => {
  const { app } = await import("./js/app.js");
  const call = app.engine.call.bind(app.engine);
  app.engine.call = (cmd, ...rest) => (cmd.op === op ? Promise.reject(new Error("pracovní vlákno spadlo"))
    : call(cmd, ...rest));
}"""


def stored_items(page: Page, prefix: str) -> dict[str, str]:
    result: dict[str, str] = page.evaluate("""(prefix) => Object.fromEntries(Object.keys(localStorage)
      .filter((k) => k.startsWith(prefix)).map((k) => [k, localStorage.getItem(k)]))""", prefix)
    return result


def test_a_corrupt_log_and_recovery_index_go_to_recovery_untouched_and_the_player_is_told(
    warm_context: MakeContext, site: str
) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    good = envelope("cairn", "good-1", "Dobrá")
    page.evaluate("""() => {
      localStorage.setItem("druzina:log:good-1", "[{broken log");
      localStorage.setItem("druzina:recovery:old-1:1700000000000", "an earlier recovery copy");
      localStorage.setItem("druzina:recovery-index", "{broken index");
    }""")
    seed(page, {"good-1": json.dumps(good)})  # and reload
    with fault("corrupt log and recovery index", page, expected={"good-1", "old-1"}):
        open_character(page, "good-1")
        expect(page.get_by_test_id("banner-text")).to_contain_text("poškozený")
        set_name(page, "Dobrá 2")  # a new log entry: the corrupt log is not overwritten, it was moved
        copies = stored_items(page, "druzina:recovery:")
        assert "[{broken log" in copies.values()
        assert "{broken index" in copies.values()
        assert copies["druzina:recovery:old-1:1700000000000"] == "an earlier recovery copy"
        log = json.loads(page.evaluate("() => localStorage.getItem('druzina:log:good-1')"))
        assert [entry["kind"] for entry in log] == ["edit"]
        page.get_by_test_id("tab-characters").click()
        expect(page.locator("[data-testid=recovery-item][data-id=old-1]")).to_have_count(1)  # not orphaned
        expect(page.locator("[data-testid=recovery-item]")).to_have_count(3)
    app.check_clean()


def test_a_stored_list_of_another_shape_goes_to_recovery_untouched_not_replaced(
    warm_context: MakeContext, site: str
) -> None:
    """Valid JSON that is no list where the app keeps a list (a log, the recovery index) was not written by
    the app: it is as corrupt as broken JSON, kept untouched in recovery, never replaced by a fresh list."""
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    good = envelope("cairn", "good-1", "Dobrá")
    page.evaluate("""() => {
      localStorage.setItem("druzina:log:good-1", '{"kind": "edit", "title": "a log of another shape"}');
      localStorage.setItem("druzina:recovery-index", '{"key": "an index of another shape"}');
    }""")
    seed(page, {"good-1": json.dumps(good)})  # and reload
    with fault("log and recovery index of another shape", page, expected={"good-1"}):
        open_character(page, "good-1")
        expect(page.get_by_test_id("banner-text")).to_contain_text("poškozený")
        set_name(page, "Dobrá 2")  # a new log entry: the log of another shape was moved, not overwritten
        copies = stored_items(page, "druzina:recovery:")
        assert '{"kind": "edit", "title": "a log of another shape"}' in copies.values()
        assert '{"key": "an index of another shape"}' in copies.values()
        log = json.loads(page.evaluate("() => localStorage.getItem('druzina:log:good-1')"))
        assert [entry["kind"] for entry in log] == ["edit"]
    app.check_clean()


def test_stored_settings_of_another_shape_go_to_recovery_untouched_not_replaced(
    warm_context: MakeContext, site: str
) -> None:
    """Valid JSON that is no object where the app keeps its settings (which sections are open) was not written by
    the app: kept untouched in recovery and the player told, never read as no settings and written over."""
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    good = envelope("cairn", "good-1", "Dobrá")
    page.evaluate("""() => localStorage.setItem("druzina:prefs", '["settings of another shape"]')""")
    seed(page, {"good-1": json.dumps(good)})  # and reload
    with fault("settings of another shape", page, expected={"good-1"}):
        open_character(page, "good-1")
        expect(page.get_by_test_id("banner-text")).to_contain_text("Uložené nastavení bylo poškozené")
        copies = stored_items(page, "druzina:recovery:")
        assert '["settings of another shape"]' in copies.values()
        section = page.locator("details[data-testid^=section-]").first
        section_id = (section.get_attribute("data-testid") or "").removeprefix("section-")
        was_open = section.evaluate("(el) => el.open")
        section.locator("summary").click()  # remembered in the settings: a new object, the old one stays in recovery
        page.wait_for_function("() => localStorage.getItem('druzina:prefs') !== null")
        prefs = json.loads(page.evaluate("() => localStorage.getItem('druzina:prefs')"))
        assert prefs == {"sections": {"good-1": {section_id: not was_open}}}
        assert stored_items(page, "druzina:recovery:") == copies
    app.check_clean()


def test_a_corrupt_value_that_cannot_be_copied_is_never_written_over(make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context, QUOTA_STUB), site)
    page = app.page
    character_id = create_character(page, "Plná", "cairn")
    page.evaluate("(id) => localStorage.setItem('druzina:log:' + id, '[{broken')", character_id)
    page.evaluate("() => { window.__quotaFull = true; }")
    with fault("corrupt log with a full quota", page):
        set_name(page, "Plná 2")
        expect(page.get_by_test_id("banner-text")).to_contain_text("nepřepisuji")
        assert page.evaluate("(id) => localStorage.getItem('druzina:log:' + id)", character_id) == "[{broken"
    app.check_clean()


def test_a_failed_undo_is_shown_and_can_be_tried_again(warm_context: MakeContext, site: str) -> None:
    app = open_app(warm_phone(warm_context), site)
    page = app.page
    create_character(page, "Vratká", "cairn")
    set_name(page, "Vratká 2")
    page.evaluate(REJECT_OP, "view")
    with fault("undo with a failing engine", page):
        page.get_by_test_id("undo").click()
        expect(page.get_by_test_id("sheet-error")).to_contain_text("Zpět se nepodařilo")
        expect(page.get_by_test_id("undo")).to_be_enabled()
        expect(page.get_by_test_id("field-name")).to_have_value("Vratká 2")
    app.check_clean()


def test_the_roll_button_is_enabled_again_after_a_rejected_engine_call(make_context: MakeContext, site: str) -> None:
    app = open_app(make_context(viewport={"width": 1280, "height": 900}), site)  # sheet and actions side by side
    page = app.page
    create_character(page, "Házivá", "cairn")
    page.locator("[data-testid^=open-action-]").first.click()
    page.evaluate(REJECT_OP, "act")
    with fault("rejected act", page):
        roll = page.get_by_test_id("action-roll")
        roll.click()
        expect(page.get_by_test_id("action-error")).to_contain_text("Pravidla neodpověděla")
        expect(roll).to_be_enabled()
    app.check_clean()


def test_an_import_does_not_replace_a_save_whose_recovery_copy_failed(make_context: MakeContext, site: str) -> None:
    app = open_app(new_context(make_context, QUOTA_STUB), site)
    page = app.page
    seed(page, {"c-0": json.dumps(envelope("cairn", "c-0", "Postava 0"))})
    filename, text = download_text(page, lambda: page.get_by_test_id("export-all").click())
    newer = json.dumps({**envelope("cairn", "c-0", "Z budoucnosti"), "format_version": 99})
    page.evaluate("(raw) => localStorage.setItem('druzina:char:c-0', raw)", newer)
    page.evaluate("() => { window.__quotaFull = true; }")
    with fault("replace by import with a full quota", page):
        payload: FilePayload = {"name": filename, "mimeType": "application/json", "buffer": text.encode()}
        page.get_by_test_id("import-file").set_input_files(files=[payload])
        expect(page.get_by_test_id("import-summary")).to_have_attribute("data-asking", "1")
        page.get_by_test_id("import-replace").click()
        conflict = page.locator("[data-testid=import-conflict][data-id=c-0]")
        expect(conflict).to_have_attribute("data-state", "failed")
        expect(conflict).to_contain_text("nepodařilo uschovat")
        assert stored(page, "c-0") == newer  # the save this app cannot read is still there, untouched
    app.check_clean()
