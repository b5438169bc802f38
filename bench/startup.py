"""Start-up benchmark (issues 2 and 11): prints figures and ratios measured side by side in one run.

    python bench/startup.py [--runs 5] [--throttled-runs 1] [--no-build] [--engine chromium|webkit|firefox|all]

Headless Debian Chromium, loopback only, a fresh browser context (empty cache) per cold load:
- bare: a page that only runs ``loadPyodide()`` from the stock runtime (the npm package as published);
- app first content: the character list rendered from localStorage (``performance.mark``);
- app engine ready: the engine's first answer (the ``systems`` command) on a cold first visit;
- offline warm: a new page in a context whose service worker is installed, with the network off (in three
  contexts, each its own first visit, taken in turn: see ``app_offline_warm``);
- roll round-trip: page → worker → Python → page for a roll command (median and 99th percentile);
- bytes: counted by the server, every request of a first visit (page, worker and service worker), and the
  gzip (level 9) and brotli (quality 11, needs the ``bench`` extra) sizes a static host would serve.

Then the same on a "mid-range phone": Chromium's CPU throttled 4× (CDP ``Emulation.setCPUThrottlingRate``,
set on every page before it loads) and a slow-4G network (Chrome DevTools' preset: 562.5 ms round trip,
1.44 Mbit/s down). The network is shaped by the loopback server for every response, because CDP's
``Network.emulateNetworkConditions`` only reaches the page's own requests, not those a service worker makes
for it, which is how the app downloads the runtime.

``--engine webkit`` or ``firefox`` (or ``all``: the three, one after another) measures the same cold, first
content, warm offline, roll and first-visit bytes figures in WebKitGTK or Firefox ESR, driven by Selenium as
tests/engines does (tests/engines/drivers.py), each against the bare page in the same engine: a fresh browser
(own profile) per cold load, and per first visit of the warm starts, which are reloads with the server
dropping every connection. There every app start, warm ones too, comes right after a bare load, so both see
the same load of a busy machine, and the report adds the spread: the bare loads' range and the lowest and
highest ratio of a start to the bare load next to it. WebKitWebDriver's session is ephemeral (a private
window), whose service worker shares no HTTP cache with the page and so downloads the shell again; WebKit's
first-visit bytes are therefore also counted in MiniBrowser started without automation, with a profile of its
own, as Safari runs. The throttled phone is Chromium's only (CDP throttles the CPU).
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

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
BARE_FILES = (*build.RUNTIME_FILES, "pyodide-lock.json")  # what the bare page fetches


@dataclass(frozen=True)
class Throttle:
    """How slow the device is: ``cpu`` × slower, ``latency`` seconds per request, ``rate`` bytes/s down."""

    name: str
    cpu: float = 1.0
    latency: float = 0.0
    rate: float = 0.0  # 0: unlimited
    timeout_ms: int = 120_000


LOOPBACK = Throttle("headless Chromium, loopback")
SLOW_PHONE = Throttle("CPU 4× slower, slow 4G (562.5 ms RTT, 1.44 Mbit/s)", cpu=4, latency=0.5625,
                      rate=1.6e6 / 8 * 0.9, timeout_ms=900_000)


class Pacer:
    """One shared downlink: every response's bytes queue for the same ``rate`` (bytes per second)."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, data: bytes, out: BinaryIO) -> None:
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + len(data) / self.rate
            done = self.free_at
        time.sleep(max(0.0, done - time.monotonic()))
        out.write(data)


class StockHandler(http.server.SimpleHTTPRequestHandler):
    """Plain static files with the right MIME types and no CSP: how the stock runtime is served."""

    extensions_map = build.MIME_TYPES

    def log_message(self, format: str, *args: Any) -> None:
        pass


def counting(base: type[http.server.SimpleHTTPRequestHandler], counter: list[int], throttle: Throttle) -> type:
    """A handler class that adds the body size of every response it sends to ``counter[0]`` and shapes the
    responses to ``throttle``'s latency and downlink."""
    pacer = Pacer(throttle.rate) if throttle.rate else None

    def send_header(self: http.server.BaseHTTPRequestHandler, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            counter[0] += int(value)
        base.send_header(self, keyword, value)

    def do_GET(self: http.server.SimpleHTTPRequestHandler) -> None:  # noqa: N802  (the stdlib name)
        time.sleep(throttle.latency)
        base.do_GET(self)

    def copyfile(self: http.server.SimpleHTTPRequestHandler, source: Any, outputfile: Any) -> None:
        if pacer is None:
            shutil.copyfileobj(source, outputfile)
            return
        while block := source.read(16 * 1024):
            pacer.send(block, outputfile)

    return type("Counting" + base.__name__, (base,), {"send_header": send_header, "do_GET": do_GET,
                                                       "copyfile": copyfile})


@contextmanager
def serve(directory: Path, base: type[http.server.SimpleHTTPRequestHandler],
          throttle: Throttle) -> Iterator[tuple[str, list[int]]]:
    counter = [0]
    handler_class = counting(base, counter, throttle)
    server = build.QuietServer(("127.0.0.1", 0), functools.partial(handler_class, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", counter
    finally:
        server.shutdown()


def new_page(context: BrowserContext, throttle: Throttle) -> Page:
    """A page whose CPU is throttled (before anything loads) as ``throttle`` says."""
    page = context.new_page()
    if throttle.cpu != 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle.cpu})
    return page


def new_context(browser: Browser, throttle: Throttle) -> BrowserContext:
    context = browser.new_context()
    context.set_default_timeout(throttle.timeout_ms)
    return context


def bare_load(browser: Browser, url: str, throttle: Throttle) -> float:
    context = new_context(browser, throttle)
    page = new_page(context, throttle)
    page.goto(url + "bare.html")
    page.wait_for_function("() => window.bare !== undefined")
    ms = page.evaluate("window.bare")  # resolves to performance.now() when loadPyodide() is done
    context.close()
    return float(ms)


def mark(page: Page, name: str, throttle: Throttle) -> float:
    page.wait_for_function(f"() => performance.getEntriesByName('druzina:{name}').length > 0",
                           timeout=throttle.timeout_ms)
    return float(page.evaluate(f"() => performance.getEntriesByName('druzina:{name}')[0].startTime"))


def app_cold(browser: Browser, url: str, throttle: Throttle) -> tuple[float, float]:
    context = new_context(browser, throttle)
    page = new_page(context, throttle)
    page.goto(url)
    first, ready = mark(page, "first-content", throttle), mark(page, "engine-ready", throttle)
    context.close()
    return first, ready


STAGES = ("stage-start", "stage-runtime", "stage-packages", "stage-ready")  # marks set by js/engine.js


def stages(page: Page) -> dict[str, float]:
    """When each start-up stage was reached on ``page`` (ms from navigation): the worker created, its module
    running, Pyodide and the wheels loaded, py_rules imported; "restored" is 1 if the engine came from the
    memory snapshot the first visit stored (web/snapshot.js), else 0."""
    found = {name: float(page.evaluate(f"() => performance.getEntriesByName('druzina:{name}')[0].startTime"))
             for name in STAGES}
    found["restored"] = float(page.evaluate("() => performance.getEntriesByName('druzina:stage-restored').length"))
    return found


WARM_SETUPS = 3  # separate first visits the warm starts are spread over

SNAPSHOT_STORED = """async () => {
  for (let i = 0; i < 200; i++) {
    try {
      const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle("druzina-snapshot");
      for await (const name of folder.keys()) if (name.endsWith(".bin")) return true;
    } catch {
      // not made yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}"""


def settle(page: Page, site: Path | None = None) -> None:
    """Wait, after a first visit's first answer, until what that visit leaves for the next one is stored: the
    service worker's precache and the worker's memory snapshot (web/snapshot.js; a site built before it had
    none, which ``site`` tells)."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    page.wait_for_timeout(1000)  # the service worker completes its precache after the first answer
    if (site is None or (site / "snapshot.js").exists()) and not page.evaluate(SNAPSHOT_STORED):
        raise RuntimeError("the first visit stored no memory snapshot")


def app_offline_warm(browser: Browser, url: str, runs: int, throttle: Throttle,
                     breakdown: list[dict[str, float]] | None = None) -> list[float]:
    """Offline starts after a first visit, ``runs`` in each of ``WARM_SETUPS`` contexts, taken in turn.

    Each context is a first visit of its own (own origin data, own service worker and caches), because what
    Chromium keeps from a first visit differs between visits: above all its cache of the runtime's compiled
    WebAssembly, which holds whatever code had been optimised when it was written. One context's warm starts
    were seen to sit 100–200 ms apart from another's for the same build, so a single one is luck, not a figure.
    """
    contexts = []
    for _ in range(WARM_SETUPS):
        context = new_context(browser, throttle)
        page = context.new_page()
        page.goto(url)
        mark(page, "engine-ready", throttle)
        settle(page)
        context.set_offline(True)
        page.close()
        contexts.append(context)
    times = []
    for _ in range(runs):
        for context in contexts:
            page = new_page(context, throttle)
            page.goto(url)
            times.append(mark(page, "engine-ready", throttle))
            if breakdown is not None:
                breakdown.append(stages(page))
            page.close()
    for context in contexts:
        context.close()
    return times


def first_visit_bytes(browser: Browser, url: str, counter: list[int]) -> int:
    counter[0] = 0
    context = new_context(browser, LOOPBACK)
    page = context.new_page()
    page.goto(url)
    mark(page, "engine-ready", LOOPBACK)
    page.wait_for_timeout(1000)  # let the service worker finish anything in flight
    context.close()
    return counter[0]


def roll_round_trips(browser: Browser, url: str, n: int, throttle: Throttle) -> list[float]:
    context = new_context(browser, throttle)
    page = new_page(context, throttle)
    page.goto(url)
    mark(page, "engine-ready", throttle)
    times = page.evaluate(ROLL_LOOP, n)
    context.close()
    return [float(t) for t in times]


def bare_runtime_dir(tmp: Path) -> Path:
    runtime = build.ensure_runtime()
    for name in BARE_FILES:
        shutil.copy2(runtime / name, tmp / name)
    (tmp / "bare.html").write_text(BARE_HTML)
    return tmp


def p99(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.99 * len(values)) - 1)]


def measure(runs: int, throttle: Throttle) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=build.CHROMIUM, args=ARGS)
        bare_dir = bare_runtime_dir(Path(tmp))
        with serve(bare_dir, StockHandler, throttle) as (bare_url, bare_counter), \
                serve(build.DIST, build.Handler, throttle) as (app_url, app_counter):
            bare, first, ready = [], [], []
            for _ in range(runs):  # interleaved, so both see the same machine load
                bare.append(bare_load(browser, bare_url, throttle))
                f, r = app_cold(browser, app_url, throttle)
                first.append(f)
                ready.append(r)
            breakdown: list[dict[str, float]] = []
            figures: dict[str, Any] = {
                "bare": statistics.median(bare), "first": statistics.median(first),
                "ready": statistics.median(ready),
                "offline": statistics.median(warm := app_offline_warm(browser, app_url, max(runs, 3), throttle,
                                                                        breakdown)),
                "second": statistics.median(warm[:WARM_SETUPS]),  # each first visit's first warm start
                "stages": {name: statistics.median(b[name] for b in breakdown) for name in STAGES},
                "restored": sum(int(b["restored"]) for b in breakdown), "warm_starts": len(breakdown),
                "rolls": roll_round_trips(browser, app_url, 300, throttle),
            }
            if throttle == LOOPBACK:
                bare_counter[0] = 0
                bare_load(browser, bare_url, throttle)
                figures["bare_bytes"] = bare_counter[0]
                figures["app_bytes"] = first_visit_bytes(browser, app_url, app_counter)
        browser.close()
    return figures


def compressed_sizes(files: list[Path]) -> tuple[int, int, int | None]:
    """Raw, gzip -9 and brotli -q 11 totals of ``files`` (brotli None without the ``bench`` extra)."""
    try:
        import brotli  # type: ignore[import-untyped,import-not-found,unused-ignore]  # bench extra
    except ImportError:
        brotli = None
    raw = gz = br = 0
    for path in files:
        data = path.read_bytes()
        raw += len(data)
        gz += len(gzip.compress(data, 9, mtime=0))
        if brotli is not None:
            br += len(brotli.compress(data, quality=11))
    return raw, gz, br if brotli is not None else None


def ratio_row(name: str, value: str, ratio: float | None, target: float | None, fmt: str = ".2f") -> str:
    shown = "" if ratio is None else format(ratio, fmt)
    if target is None:
        verdict, goal = "", ""
    else:
        verdict, goal = ("ok" if ratio is not None and ratio <= target else "MISSED"), f"≤ {target:g}"
    return f"{name:<44} {value:>14} {shown:>7} {goal:>8} {verdict:>6}"


def report(f: dict[str, Any], runs: int, throttle: Throttle) -> str:
    """The figures as ratios to the bare page: the warm starts' to the bare loads beside them where those were
    taken apart (``bare_warm``: WebKit and Firefox), else to the same bare loads as the cold starts."""
    bare = f["bare"]
    warm_bare = f.get("bare_warm", bare)
    rolls = f["rolls"]
    slow = throttle.cpu != 1 or throttle.latency > 0
    rows = [
        ratio_row("bare page: loadPyodide()", f"{bare:8.0f} ms", 1.0, None),
        ratio_row("app: first content", f"{f['first']:8.0f} ms", f["first"] / bare, None if slow else 0.10, ".3f"),
        ratio_row("app: engine answers (cold)", f"{f['ready']:8.0f} ms", f["ready"] / bare, None if slow else 0.90),
        *([ratio_row("bare page beside the warm starts", f"{warm_bare:8.0f} ms", 1.0, None)]
          if "bare_warm" in f else []),
        ratio_row("app: engine answers (offline, warm SW)", f"{f['offline']:8.0f} ms", f["offline"] / warm_bare,
                  None if slow else 0.40),
        ratio_row(f"  the {WARM_SETUPS} second visits alone", f"{f['second']:8.0f} ms", f["second"] / warm_bare,
                  None),
    ]
    if slow:
        rows += [ratio_row("roll round-trip median", f"{statistics.median(rolls):8.2f} ms", None, None),
                 ratio_row("roll round-trip p99", f"{p99(rolls):8.2f} ms", None, None)]
    else:
        rows += [ratio_row("roll round-trip median (ms, target ≤ 5)", f"{statistics.median(rolls):8.2f} ms",
                           statistics.median(rolls) / 5, 1.0),
                 ratio_row("roll round-trip p99 (ms, target ≤ 16)", f"{p99(rolls):8.2f} ms", p99(rolls) / 16, 1.0)]
    if not slow and "app_bytes" in f:
        rows += [
            ratio_row("bytes fetched, bare page", f"{f['bare_bytes']:>14,}", 1.0, None),
            ratio_row("bytes fetched, app first visit", f"{f['app_bytes']:>14,}",
                      f["app_bytes"] / f["bare_bytes"], 1.15, ".3f"),
        ]
    if not slow and "app_bytes_persistent" in f:
        rows.append(ratio_row("  … in a persistent session (Safari's)", f"{f['app_bytes_persistent']:>14,}",
                              f["app_bytes_persistent"] / f["bare_bytes"], 1.15, ".3f"))
    if "spread" in f:
        low, high, count = f["spread"]["bare"]
        rows += [f"  spread: bare page {low:.0f}–{high:.0f} ms over {count} loads; each start over the bare load"
                 " just before it:",
                 "    cold {:.2f}–{:.2f}, offline warm {:.2f}–{:.2f}".format(*f["spread"]["cold"],
                                                                        *f["spread"]["offline"])]
    lines = [f"Start-up, {throttle.name}, median of {runs} cold loads and of {WARM_SETUPS} × {max(runs, 3)} warm"
             " starts (ratio to the bare Pyodide load)",
             f"{'figure':<44} {'value':>14} {'ratio':>7} {'target':>8} {'':>6}"]
    labels = {"stage-start": "worker created", "stage-runtime": "worker module running",
              "stage-packages": "Pyodide and packages loaded", "stage-ready": "py_rules imported"}
    stage_rows = [f"  {labels[name]:<42} {at:8.0f} ms {at / warm_bare:7.2f}" for name, at in f["stages"].items()]
    stage_rows.append(f"  restored from the memory snapshot: {f['restored']} of {f['warm_starts']} warm starts")
    return "\n".join(lines + rows + ["Offline warm start by stage (median, ms from navigation):", *stage_rows])


def size_report() -> str:
    runtime = build.ensure_runtime()
    bare = compressed_sizes([runtime / name for name in BARE_FILES])
    app = compressed_sizes(sorted(p for p in build.DIST.rglob("*") if p.is_file()))
    lines = ["Bytes a static host would serve (whole first visit; bare = the stock runtime files + lock file)",
             f"{'':<20} {'raw':>12} {'gzip -9':>12} {'brotli -q 11':>14}"]
    for name, (raw, gz, br) in (("bare runtime", bare), ("app (all of dist/)", app)):
        lines.append(f"{name:<20} {raw:>12,} {gz:>12,} {'n/a' if br is None else format(br, ','):>14}")
    ratios = [f"{a / b:.3f}" if a is not None and b else "n/a" for a, b in zip(app, bare, strict=True)]
    lines.append(f"{'app / bare':<20} {ratios[0]:>12} {ratios[1]:>12} {ratios[2]:>14}")
    if bare[2] is None:
        lines.append("(brotli: pip install -e '.[bench]')")
    return "\n".join(lines)


def settled_bytes(counter: list[int], quiet_s: float = 1.0, limit_s: float = 120.0) -> int:
    """``counter[0]`` once it has not grown for ``quiet_s`` (the service worker completes its precache after
    the first answer, at its own pace on a busy machine)."""
    deadline = time.monotonic() + limit_s
    seen, since = counter[0], time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        if counter[0] != seen:
            seen, since = counter[0], time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            break
    return seen


def spread(pairs: list[tuple[float, float]]) -> tuple[float, float]:
    """The lowest and highest ratio of an app start to the bare load taken just before it."""
    ratios = [app / bare for bare, app in pairs]
    return min(ratios), max(ratios)


def selenium_figures(engine: str, runs: int) -> dict[str, Any]:
    """The figures of ``measure`` in WebKit or Firefox, each app start right after a bare load in the same
    engine (a fresh browser each), so that both see the same load of a busy machine: the cold starts, and
    every offline warm start too (a reload in the first visit's browser, which stays open meanwhile). The cold
    figures (first content too) are over the median of the bare loads beside the cold starts, the warm ones over
    those beside the warm starts (a busy machine's load drifts over a run: in one run the bare page took 6–24 s);
    ``spread`` gives the lowest and highest ratio of a start to the bare load next to it. Bytes are counted by
    the servers over each cold first visit."""
    from tests.engines.conftest import Site
    from tests.engines.drivers import Blackhole, Display, launch
    from tests.engines.page import EnginePage

    timeout = LOOPBACK.timeout_ms / 1000
    proxy = Blackhole()
    display = Display() if engine == "webkit" else None

    def fresh() -> EnginePage:
        page = EnginePage(launch(engine, proxy, display))
        page.driver.set_script_timeout(timeout)
        return page

    with tempfile.TemporaryDirectory() as tmp, serve(bare_runtime_dir(Path(tmp)), StockHandler, LOOPBACK) as (
            bare_url, bare_counter):
        app = Site()

        def bare_load() -> float:
            page = fresh()
            bare_counter[0] = 0
            page.driver.get(bare_url + "bare.html")
            bare.append(float(page.evaluate("() => window.bare")))
            bare_bytes.append(settled_bytes(bare_counter))
            page.session.quit()
            return bare[-1]

        bare: list[float] = []
        bare_bytes: list[int] = []
        first, cold, warm, app_bytes, breakdown = [], [], [], [], []
        try:
            for _ in range(runs):
                before = bare_load()
                page = fresh()
                app.sent[0] = 0
                page.open(app.url)
                first.append(page.mark("first-content", timeout))
                cold.append((before, page.mark("engine-ready", timeout)))
                page.mark("snapshot-stored", timeout)
                app_bytes.append(settled_bytes(app.sent))
                page.session.quit()
            rolls: list[float] = []
            for _ in range(WARM_SETUPS):
                page = fresh()
                page.open(app.url)
                page.mark("engine-ready", timeout)
                if not rolls:
                    rolls = [float(t) for t in page.evaluate(ROLL_LOOP, 300)]
                # what the first visit leaves for the next: the service worker's precache, the memory snapshot
                page.wait_for_function("() => navigator.serviceWorker.controller !== null")
                page.wait_for_function("async () => (await caches.keys()).some((n) => n.startsWith('druzina-'))")
                page.mark("snapshot-stored", timeout)
                settled_bytes(app.sent)
                app.offline.set()
                for _ in range(max(runs, 3)):
                    before = bare_load()
                    page.reload()
                    warm.append((before, page.mark("engine-ready", timeout)))
                    breakdown.append({name: page.mark(name) for name in STAGES} | {
                        "restored": float(page.has_mark("stage-restored"))})
                app.offline.clear()
                page.session.quit()
            persistent = {} if display is None else {"app_bytes_persistent": persistent_webkit_bytes(display)}
        finally:
            app.stop()
            proxy.stop()
            if display is not None:
                display.stop()
    warm_times = [t for _, t in warm]
    return {
        # each figure over the bare loads taken beside it (the load of a busy machine drifts over a run)
        "bare": statistics.median(b for b, _ in cold), "bare_warm": statistics.median(b for b, _ in warm),
        "first": statistics.median(first),
        "ready": statistics.median(t for _, t in cold), "offline": statistics.median(warm_times),
        "second": statistics.median(warm_times[::max(runs, 3)]),
        "stages": {name: statistics.median(b[name] for b in breakdown) for name in STAGES},
        "restored": sum(int(b["restored"]) for b in breakdown), "warm_starts": len(breakdown), "rolls": rolls,
        "bare_bytes": statistics.median_low(bare_bytes), "app_bytes": statistics.median_low(app_bytes),
        "spread": {"bare": (min(bare), max(bare), len(bare)), "cold": spread(cold), "offline": spread(warm)},
    } | persistent


def persistent_webkit_bytes(display: Any) -> int:
    """Body bytes of a first visit in MiniBrowser started without automation, with a profile of its own, as
    Safari runs (WebKitWebDriver's session is ephemeral, a private window, whose service worker shares no HTTP
    cache with the page: tests/engines/test_first_visit.py); counted until every file of the visit was asked for."""
    import os
    import subprocess

    from tests.engines.conftest import Site, first_visit_paths
    from tests.engines.drivers import Blackhole, minibrowser
    from tests.engines.page import wait_until

    fetched, _ = first_visit_paths()
    site, proxy = Site(), Blackhole()
    with tempfile.TemporaryDirectory() as home:
        environment = {**os.environ, "DISPLAY": display.name, "HOME": home, "XDG_DATA_HOME": f"{home}/data",
                       "XDG_CACHE_HOME": f"{home}/cache", "XDG_CONFIG_HOME": f"{home}/config"}
        browser = subprocess.Popen([minibrowser(), f"--proxy=http://{proxy.address}", "--ignore-host=127.0.0.1",
                                    site.url], env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: fetched <= {path for path, status, _ in site.served if status == 200},
                       "every file of the first visit served", LOOPBACK.timeout_ms / 1000)
            return settled_bytes(site.sent)
        finally:
            browser.terminate()
            browser.wait(timeout=30)
            site.stop()
            proxy.stop()


ENGINE_NAMES = {"webkit": "WebKitGTK 2.50 (MiniBrowser on Xvfb), loopback",
                "firefox": "headless Firefox ESR, loopback"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--throttled-runs", type=int, default=1, help="cold loads on the slow phone (0: skip)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--engine", choices=["chromium", "webkit", "firefox", "all"], default="chromium",
                        help="the browser engine to measure in (all: the three, one after another)")
    args = parser.parse_args()
    if not args.no_build:
        build.build()
    engines = ["chromium", "webkit", "firefox"] if args.engine == "all" else [args.engine]
    for engine in engines:
        if engine == "chromium":
            print(report(measure(args.runs, LOOPBACK), args.runs, LOOPBACK), flush=True)
            print(size_report(), flush=True)
            if args.throttled_runs:
                print(report(measure(args.throttled_runs, SLOW_PHONE), args.throttled_runs, SLOW_PHONE), flush=True)
        else:
            print(report(selenium_figures(engine, args.runs), args.runs, Throttle(ENGINE_NAMES[engine])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
