"""How quickly hostile or huge input is refused, and a whole campaign imported (issue 9; the limits moved here
from the tests, issue 18 item 7): prints figures and marks each over its limit, asserts nothing.

    python bench/refusal_bench.py [--no-browser] [--no-build]

CPython: the facade's import of unreadable files, huge and deeply nested commands, hostile saves given to
``storage.load_character``, and the import of a 200-character campaign. Browser (headless Debian Chromium,
loopback only, the built ``dist/``): the page's import report for hostile files, and a 10 MB command refused
by the engine in its worker. Each figure is the slowest of ``--runs`` runs.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from py_rules.api import MAX_COMMAND_CHARS, handle, handle_json  # noqa: E402
from py_rules.errors import StorageError  # noqa: E402
from py_rules.storage import load_character  # noqa: E402
from py_rules.transfer import MAX_IMPORT_CHARS  # noqa: E402

HOSTILE_FILES = {
    "too-large": "x" * (MAX_IMPORT_CHARS + 1),
    "10MB-string": json.dumps({"format": "druzina.export", "pad": "x" * 10_000_000}),
    "deep": "[" * 100_000 + "]" * 100_000,
    "not-json": "{not json",
    "foreign": json.dumps({"format": "jiný"}),
}
HOSTILE_SAVES = {
    "deep-list": "[" * 100_000 + "]" * 100_000,
    "deep-object": '{"a": ' * 5000 + "1" + "}" * 5000,
    "unpaired": "[" * 5000 + "}" * 5000,
    "10MB": '{"format": "druzina.character", "x": "' + "x" * 10_000_000 + '"}',
}


def slowest(runs: int, work: Callable[[], object]) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return max(times)


def report(name: str, seconds: float, limit: float) -> None:
    mark = "ok" if seconds <= limit else "OVER"
    print(f"{name:<48} {seconds * 1000:9.1f} ms   limit {limit * 1000:7.0f} ms   {mark}")


def refuse_save(raw: str) -> None:
    try:
        load_character(raw)
    except StorageError:
        return
    raise SystemExit(f"a hostile save was accepted: {raw[:40]}")


def campaign_text() -> str:
    sheet = handle({"op": "new_sheet", "system": "dnd5e", "name": "Zkouška"})["result"]["sheet"]
    base = handle({"op": "pack", "id": "c-0", "sheet": sheet})["result"]["envelope"]
    saves = [json.dumps({**base, "id": f"c-{i}"}) for i in range(200)]
    text: str = handle({"op": "export", "saves": saves})["result"]["text"]
    return text


def cpython(runs: int) -> None:
    print("CPython")
    for name, text in HOSTILE_FILES.items():
        report(f"import refused: {name}", slowest(runs, functools.partial(handle, {"op": "import", "text": text})), 1.0)
    huge = '{"op": "roll", "expression": "' + "1" * MAX_COMMAND_CHARS + '"}'
    deep = '{"op": "view", "sheet": ' + "[" * 50_000 + "]" * 50_000 + "}"
    both = slowest(runs, lambda: (handle_json(huge), handle_json(deep)))
    report("facade refuses a huge and a deep command", both, 1.0)
    for name, raw in HOSTILE_SAVES.items():
        report(f"save refused: {name}", slowest(runs, functools.partial(refuse_save, raw)), 0.5)
    text = campaign_text()
    report("import of a 200-character campaign", slowest(runs, lambda: handle({"op": "import", "text": text})), 2.0)


def browser(runs: int, build_first: bool) -> None:
    from playwright.sync_api import FilePayload, sync_playwright

    import build
    from tests.browser.conftest import BOOT_TIMEOUT_MS, CHROMIUM, LAUNCH_ARGS

    if build_first:
        build.build()
    server = build.QuietServer(("127.0.0.1", 0), functools.partial(build.Handler, directory=str(build.DIST)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    print("Browser (Chromium, the built dist/)")
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        page = chromium.new_page(viewport={"width": 390, "height": 844})
        page.set_default_timeout(BOOT_TIMEOUT_MS)
        page.goto(site)
        page.wait_for_selector("[data-testid=engine-status][data-state=ready]")

        def import_file(name: str, text: str) -> None:
            payload: FilePayload = {"name": f"{name}.json", "mimeType": "application/json", "buffer": text.encode()}
            page.get_by_test_id("import-file").set_input_files(files=[payload])
            page.locator("[data-testid=import-report][data-state=refused]").wait_for()

        for name, text in HOSTILE_FILES.items():
            report(f"import report: {name}", slowest(runs, functools.partial(import_file, name, text)), 5.0)
        refused: Any = page.evaluate("""async (n) => {
          const { app } = await import("./js/app.js");
          let slowest = 0;
          for (let i = 0; i < 3; i++) {
            const started = performance.now();
            const reply = await app.call({ op: "roll", expression: "1".repeat(n) });
            if (reply.ok) throw new Error("a huge command was accepted");
            slowest = Math.max(slowest, performance.now() - started);
          }
          return slowest;
        }""", 10_000_001)
        report("engine refuses a 10 MB command", float(refused) / 1000, 3.0)
        chromium.close()
    server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    cpython(args.runs)
    if not args.no_browser:
        browser(args.runs, not args.no_build)


if __name__ == "__main__":
    main()
