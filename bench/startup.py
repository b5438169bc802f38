"""Start-up benchmark (issues 2 and 11): prints figures and ratios measured side by side in one run.

    python bench/startup.py [--runs 5] [--no-build]

Headless Debian Chromium, loopback only, a fresh browser context (empty cache) per cold load:
- bare: a page that only runs ``loadPyodide()`` from the stock runtime (the npm package as published);
- app first content: the character list rendered from localStorage (``performance.mark``);
- app engine ready: the engine's first answer (the ``systems`` command) on a cold first visit;
- offline warm: a new page in a context whose service worker is installed, with the network off;
- roll round-trip: page → worker → Python → page for a roll command (median and 99th percentile);
- bytes: counted by the server, every request of a first visit (page, worker and service worker).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
BARE_HTML = """<!doctype html><meta charset="utf-8"><title>bare</title>
<script type="module">
import { loadPyodide } from "./pyodide.mjs";
window.bare = loadPyodide({ indexURL: new URL("./", location.href).href }).then(() => performance.now());
</script>"""
ROLL_LOOP = """async (n) => {
  const worker = new Worker("./worker.js", { type: "module" });
  await new Promise((resolve) => { worker.onmessage = (e) => { if (e.data.stage === "ready") resolve(); }; });
  const times = [];
  for (let id = 0; id < n; id++) {
    const t = performance.now();
    await new Promise((resolve) => {
      worker.onmessage = (e) => { if (e.data.id === id) resolve(); };
      worker.postMessage({ id, cmd: { op: "roll", expression: "2k6+1" } });
    });
    times.push(performance.now() - t);
  }
  worker.terminate();
  return times;
}"""


class StockHandler(http.server.SimpleHTTPRequestHandler):
    """Plain static files with the right MIME types and no CSP: how the stock runtime is served."""

    extensions_map = build.MIME_TYPES

    def log_message(self, format: str, *args: Any) -> None:
        pass


def counting(base: type[http.server.SimpleHTTPRequestHandler], counter: list[int]) -> type:
    """A handler class that adds the body size of every response it sends to ``counter[0]``."""

    def send_header(self: http.server.BaseHTTPRequestHandler, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            counter[0] += int(value)
        base.send_header(self, keyword, value)

    return type("Counting" + base.__name__, (base,), {"send_header": send_header})


@contextmanager
def serve(directory: Path, base: type[http.server.SimpleHTTPRequestHandler]) -> Iterator[tuple[str, list[int]]]:
    counter = [0]
    handler_class = counting(base, counter)
    server = build.QuietServer(("127.0.0.1", 0), functools.partial(handler_class, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", counter
    finally:
        server.shutdown()


def bare_load(browser: Browser, url: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url + "bare.html")
    page.wait_for_function("() => window.bare !== undefined")
    ms = page.evaluate("window.bare")  # resolves to performance.now() when loadPyodide() is done
    context.close()
    return float(ms)


def mark(page: Page, name: str) -> float:
    page.wait_for_function(f"() => performance.getEntriesByName('druzina:{name}').length > 0", timeout=120_000)
    return float(page.evaluate(f"() => performance.getEntriesByName('druzina:{name}')[0].startTime"))


def app_cold(browser: Browser, url: str) -> tuple[float, float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    first, ready = mark(page, "first-content"), mark(page, "engine-ready")
    context.close()
    return first, ready


def app_offline_warm(browser: Browser, url: str, runs: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    mark(page, "engine-ready")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    context.set_offline(True)
    page.close()
    times = []
    for _ in range(runs):
        page = context.new_page()
        page.goto(url)
        times.append(mark(page, "engine-ready"))
        page.close()
    context.close()
    return times


def first_visit_bytes(browser: Browser, url: str, counter: list[int]) -> int:
    counter[0] = 0
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    mark(page, "engine-ready")
    page.wait_for_timeout(500)  # let the service worker finish anything in flight
    context.close()
    return counter[0]


def roll_round_trips(browser: Browser, url: str, n: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    mark(page, "engine-ready")
    times = page.evaluate(ROLL_LOOP, n)
    context.close()
    return [float(t) for t in times]


def bare_runtime_dir(tmp: Path) -> Path:
    runtime = build.ensure_runtime()
    for name in (*build.RUNTIME_FILES, "pyodide-lock.json"):
        shutil.copy2(runtime / name, tmp / name)
    (tmp / "bare.html").write_text(BARE_HTML)
    return tmp


def p99(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.99 * len(values)) - 1)]


def measure(runs: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=build.CHROMIUM, args=ARGS)
        bare_dir = bare_runtime_dir(Path(tmp))
        with serve(bare_dir, StockHandler) as (bare_url, bare_counter), \
                serve(build.DIST, build.Handler) as (app_url, app_counter):
            bare, first, ready = [], [], []
            for _ in range(runs):  # interleaved, so both see the same machine load
                bare.append(bare_load(browser, bare_url))
                f, r = app_cold(browser, app_url)
                first.append(f)
                ready.append(r)
            bare_counter[0] = 0
            bare_load(browser, bare_url)
            bare_bytes = bare_counter[0]
            figures = {
                "bare": statistics.median(bare), "first": statistics.median(first),
                "ready": statistics.median(ready),
                "offline": statistics.median(app_offline_warm(browser, app_url, runs)),
                "rolls": roll_round_trips(browser, app_url, 300),
                "app_bytes": first_visit_bytes(browser, app_url, app_counter), "bare_bytes": bare_bytes,
            }
        browser.close()
    return figures


def report(f: dict[str, Any], runs: int) -> str:
    bare = f["bare"]
    rolls = f["rolls"]
    rows = [
        ("bare page: loadPyodide()", f"{bare:8.0f} ms", "1.00", ""),
        ("app: first content", f"{f['first']:8.0f} ms", f"{f['first'] / bare:.3f}", "≤ 0.10"),
        ("app: engine answers (cold)", f"{f['ready']:8.0f} ms", f"{f['ready'] / bare:.2f}", "≤ 1.30"),
        ("app: engine answers (offline, warm SW)", f"{f['offline']:8.0f} ms", f"{f['offline'] / bare:.2f}", ""),
        ("roll round-trip median", f"{statistics.median(rolls):8.2f} ms", "", "≤ 10 ms"),
        ("roll round-trip p99", f"{p99(rolls):8.2f} ms", "", ""),
        ("bytes, bare runtime", f"{f['bare_bytes']:>11,}", "1.00", ""),
        ("bytes, app first visit", f"{f['app_bytes']:>11,}", f"{f['app_bytes'] / f['bare_bytes']:.3f}", "≤ 1.25"),
    ]
    lines = [f"Start-up, headless Chromium, loopback, median of {runs} loads (ratio to the bare Pyodide load)",
             f"{'figure':<42} {'value':>12} {'ratio':>7} {'target':>8}"]
    lines += [f"{a:<42} {b:>12} {c:>7} {d:>8}" for a, b, c, d in rows]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    print(report(measure(args.runs), args.runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
