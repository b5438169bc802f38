"""Storage at campaign scale (issue 9): prints figures, asserts nothing.

    python bench/storage_bench.py [--characters 200] [--entries 50000] [--no-build] [--cpu 4]

Headless Debian Chromium, loopback only, one fresh browser context:

1. ``characters`` saves (every game, sheets reached by player edits in CPython) are put into localStorage,
   as the app writes them.
2. ``entries`` roll-log entries (real action entries from the engine, with their dice) are appended through
   the app's own ``store.appendLog``, round-robin over the characters, as a long campaign would; the time of
   each append is recorded, and so is every refused write (there must be none: logs are compacted before
   the quota is near).
3. The page is reloaded: the character list is rendered from localStorage before the engine is ready
   (``druzina:first-content``) and again on demand (``app.show("characters")``), timed over several runs.
4. A character is opened and edited through the page; the time from the edit to its save (engine edit,
   pack, compare-and-save, log append, re-render) and the synchronous part of a save alone are timed.
5. What localStorage holds afterwards: total characters, the share of the quota, entries kept per log.

"A visible pause" is taken as one frame at 60 Hz (16.7 ms) for synchronous work on the main thread and
100 ms for a change the player waits for (the engine runs in a worker).
"""

from __future__ import annotations

import argparse
import functools
import json
import random
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from py_rules.api import handle  # noqa: E402
from py_rules.systems import available, get_system  # noqa: E402
from tests.storage_support import edited_sheet  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
FRAME_MS = 1000 / 60

SEED_SAVES = """([saves, index]) => {
  for (const [id, raw] of Object.entries(saves)) localStorage.setItem("druzina:char:" + id, raw);
  localStorage.setItem("druzina:index", JSON.stringify(index));
}"""

APPEND = """async ([ids, template, total]) => {
  const store = await import("./js/store.js");
  const times = [];
  let refused = 0, peak = 0;
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < total; i++) {
    const id = ids[i % ids.length];
    const entry = { ...template, at: new Date(start + i * 60000).toISOString(), title: template.title + " #" + i };
    const t = performance.now();
    const result = store.appendLog(id, entry);
    times.push(performance.now() - t);
    if (!result.ok) refused++;
    if (i % 1000 === 0) peak = Math.max(peak, store.usage().total);
  }
  const usage = store.usage();
  const lengths = ids.map((id) => store.readLog(id).length);
  const summary = store.readLog(ids[0])[0];
  return { times, refused, peak: Math.max(peak, usage.total), usage, lengths, summary };
}"""

LIST_RENDER = """async (runs) => {
  const { app } = await import("./js/app.js");
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    app.show("characters");
    times.push(performance.now() - t);
  }
  return { times, items: document.querySelectorAll("[data-testid=character-item]").length };
}"""

SAVE_ALONE = """async ([id, runs]) => {
  const store = await import("./js/store.js");
  const raw = store.readCharacterRaw(id);
  const envelope = JSON.parse(raw);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const next = { ...envelope, revision: envelope.revision + 1 };
    const t = performance.now();
    const saved = store.saveCharacter(next, { expected: envelope.revision });
    store.appendLog(id, { at: new Date().toISOString(), kind: "edit", title: "Zkouška " + i });
    times.push(performance.now() - t);
    if (!saved.ok) throw new Error("save refused");
    envelope.revision += 1;
  }
  return times;
}"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def figures(values: list[float]) -> str:
    return (f"median {statistics.median(values):7.2f} ms   p99 {percentile(values, 0.99):7.2f} ms   "
            f"max {max(values):7.2f} ms")


def saves(count: int) -> tuple[dict[str, str], list[dict[str, str]]]:
    """``count`` saves over every character game, as raw texts by id, and the index the app keeps."""
    games = [s for s in available() if get_system(s).kind == "character"]
    templates = {g: edited_sheet(g, 30, random.Random(g))["sheet"] for g in games}
    raw: dict[str, str] = {}
    index = []
    for i in range(count):
        game = games[i % len(games)]
        sheet = {**templates[game], "name": f"Postava {i + 1}"}
        envelope = handle({"op": "pack", "id": f"bench-{i}", "sheet": sheet, "revision": 1})["result"]["envelope"]
        envelope["saved_at"] = f"2026-01-{1 + i % 28:02d}T10:00:{i % 60:02d}.000Z"
        raw[envelope["id"]] = json.dumps(envelope, ensure_ascii=False)
        index.append({"id": envelope["id"], "name": sheet["name"], "system": game, "saved_at": envelope["saved_at"]})
    return raw, index


def action_entry() -> dict[str, Any]:
    """A log entry as the sheet writes it after an action (the engine's log plus what the page adds)."""
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": "Vzor"})["result"]
    action = next(a for a in sheet["actions"] if a["rolls"])
    params = {p["path"]: p["value"] for p in action["params"] if p.get("path")}
    reply = handle({"op": "act", "sheet": sheet["sheet"], "action": action["id"], "params": params, "seed": 3})
    result = reply["result"]["result"]
    entry: dict[str, Any] = {**reply["result"]["log"], "action": action["id"], "params": params, "system": "cairn",
                             "outcome": result["outcome"], "rolls": result["rolls"], "character": "Vzor"}
    return entry


def edit_round_trip(page: Page, runs: int) -> list[float]:
    """Milliseconds from typing a new name to the sheet showing the saved change, through the page."""
    times = []
    page.get_by_test_id("field-name").evaluate(  # the name's section starts folded (issue 25 item 5)
        "(el) => { const d = el.closest('details'); if (d && !d.open) d.querySelector('summary').click(); }")
    for i in range(runs):
        field = page.get_by_test_id("field-name")
        field.fill(f"Postava 1 ({i})")
        before = page.evaluate("performance.now()")
        field.press("Tab")
        page.wait_for_function("(n) => document.querySelector('[data-testid=sheet-title]').textContent === n",
                               arg=f"Postava 1 ({i})")
        page.wait_for_function("() => window.__app.engine.pending.size === 0")
        times.append(page.evaluate("performance.now()") - before)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--characters", type=int, default=200)
    parser.add_argument("--entries", type=int, default=50_000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--cpu", type=float, default=1.0, help="CPU slow-down factor (4 ≈ a mid-range phone)")
    parser.add_argument("--no-build", action="store_true", help="measure the existing dist/")
    parser.add_argument("--dist", type=Path, default=build.DIST, help="the built site to serve")
    args = parser.parse_args()
    if not args.no_build and args.dist == build.DIST:
        build.build()
    raw, index = saves(args.characters)
    template = action_entry()
    print(f"{args.characters} characters, {sum(map(len, raw.values())):,} characters of saves; "
          f"{args.entries:,} log entries of about {len(json.dumps(template, ensure_ascii=False))} characters each")
    server = build.QuietServer(("127.0.0.1", 0), functools.partial(build.Handler, directory=str(args.dist)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=build.CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 390, "height": 844})
        context.set_default_timeout(300_000)
        page = context.new_page()
        if args.cpu != 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": args.cpu})
        page.goto(url)
        page.wait_for_selector("[data-testid=engine-status][data-state=ready]", state="attached")
        page.evaluate(SEED_SAVES, [raw, index])
        appended = page.evaluate(APPEND, [list(raw), template, args.entries])
        usage = appended["usage"]
        print(f"append one log entry ({args.entries:,}×):   {figures(appended['times'])}"
              f"   total {sum(appended['times']) / 1000:.1f} s")
        print(f"  refused writes: {appended['refused']}; peak use {appended['peak']:,} of {usage['quota']:,} "
              f"characters ({100 * appended['peak'] / usage['quota']:.0f} %)")
        print(f"  kept per log: {min(appended['lengths'])}–{max(appended['lengths'])} entries; first log's summary: "
              f"{appended['summary'].get('title')} — {appended['summary'].get('text')}")
        print(f"  localStorage after: {usage['total']:,} characters ({100 * usage['total'] / usage['quota']:.0f} % "
              f"of the quota): saves {usage['characters']:,}, logs {usage['logs']:,}")
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('druzina:first-content').length > 0")
        first = page.evaluate("performance.getEntriesByName('druzina:first-content')[0].startTime")
        print(f"reload → character list rendered (first content): {first:7.1f} ms after navigation")
        page.wait_for_selector("[data-testid=engine-status][data-state=ready]", state="attached")
        listed = page.evaluate(LIST_RENDER, args.runs)
        print(f"render the character list ({listed['items']} items, {args.runs}×): {figures(listed['times'])}")
        page.evaluate("async () => { window.__app = (await import('./js/app.js')).app; }")
        page.evaluate("() => window.__app.show('sheet', 'bench-0')")
        page.locator("[data-testid=sheet-screen][data-state=ready]").wait_for()
        alone = page.evaluate(SAVE_ALONE, ["bench-1", args.runs])
        print(f"save alone (compare, write, index, log; {args.runs}×):       {figures(alone)}")
        trips = edit_round_trip(page, args.runs)
        print(f"edit → engine → pack → save → shown ({args.runs}×):      {figures(trips)}")
        verdict = max(percentile(listed["times"], 0.99), percentile(alone, 0.99)) <= FRAME_MS and \
            percentile(trips, 0.99) <= 100 and appended["refused"] == 0
        print(f"no visible pause (p99 of list render and save ≤ {FRAME_MS:.1f} ms, edit ≤ 100 ms, no refused write): "
              f"{'yes' if verdict else 'NO'}")
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
