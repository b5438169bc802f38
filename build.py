"""Build Družina's static site into ``dist/`` and serve it.

    python build.py [--dev]         # assemble dist/ (prints a size table)
    python build.py serve [--dev] [--port N] [--host H]   # build, then serve dist/ on 127.0.0.1
    python build.py test [pytest args]            # install what the tests need, build, lint, type-check, test
    python build.py lock [--pyodide VERSION] [--dry-run]   # re-resolve web/wheels.json with micropip

``dist/`` holds the Pyodide runtime (from the npm package pinned in web/package-lock.json), a trimmed stdlib
zip, the site pack (``pyodide/druzina-site.tar.gz``: the pinned wheels, downloaded once with pip into the
git-ignored ``.cache/wheels`` and checked against web/wheels.json, plus ``py_rules`` from source, laid out as
site-packages for the worker to write into Pyodide's file system), a Pyodide lock file with the runtime's ABI
and no packages, the shell, and a service worker whose precache list and cache name are derived from the
content of every asset. The site is built in a temporary folder and swapped in whole, so a failed build never
leaves a ``dist/`` that looks complete.

Every build trims what nothing imports: stdlib modules (``STDLIB_DENY``, codecs outside ``ENCODINGS_KEEP``),
pydantic's v1 copy and mypy plugin (``WHEEL_DENY``) and the wheels' metadata. Release builds (the default)
then ship Python as bytecode, because compiling ``.py`` sources dominated the page's start-up: the stdlib
zip and every wheel, ``py_rules`` included, are byte-compiled to ``.pyc`` without docstrings by Pyodide's own
Python 3.14 run under Node (``tools/precompile.mjs``), except modules nothing on the start or in a game
imports (``COLD_SOURCES``: their source is smaller). The results are cached in ``.cache/precompiled`` under
a hash of their inputs, so a build with nothing changed starts no Node and downloads nothing.
``--dev`` (or ``DRUZINA_DEV=1``, which the test fixtures honour) ships the trimmed archives with ``.py``
sources instead, so tracebacks show source lines; it needs no Node.

``lock`` writes web/wheels.json from ``micropip.freeze()`` run in the pinned Pyodide under Node: micropip
resolves pyproject's ``dependencies`` against wheels pip downloads for the runtime's platform tag (see
tools/wheel_lock.py). ``lock --pyodide VERSION`` resolves for another runtime and, when micropip accepts the
set, switches web/package.json to it; ``--dry-run`` only prints what micropip found.
"""

from __future__ import annotations

import argparse
import base64
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools import wheel_lock

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache" / "wheels"
RUNTIMES = ROOT / ".cache" / "runtimes"  # other Pyodide versions, unpacked by ``lock --pyodide``
PRECOMPILED = ROOT / ".cache" / "precompiled"
PRECOMPILER = (ROOT / "tools" / "precompile.mjs", ROOT / "tools" / "precompile_zip.py")
RUNTIME_DIR = WEB / "node_modules" / "pyodide"
CHROMIUM = "/usr/bin/chromium"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
SHELL_SUFFIXES = {".html", ".js", ".css", ".webmanifest", ".png", ".svg", ".ico"}
SHELL_DEV_ONLY = {"eslint.config.js"}  # web/ files for the developer's tools, never shipped
PY_RULES_DATA = {".py", ".json"}
# Where Pyodide puts things at run time (only used for the file names recorded in the bytecode).
STDLIB_PREFIX = "/lib/python314.zip/"
SITE_PACKAGES = "/lib/python3.14/site-packages/"
SITE_PACK = "druzina-site.tar.gz"  # pydantic, pydantic_core, py_rules …: see pack_site
# What only the hand-over by QR code needs (issue 27) is not on the start path: it lies in dist/lazy/, which the
# service worker neither precaches nor completes after the start, and the page fetches it on first use (the
# service worker keeps it then). Wheels of the lock shipped so, with the files kept of each: segno's encoder
# only (its package __init__ imports its writers, which need the stdlib's xml, trimmed from the page;
# py_rules/qr.py imports the encoder without it).
LAZY = "lazy"
LAZY_WHEELS: dict[str, tuple[str, ...]] = {"segno": ("segno/encoder.py", "segno/consts.py", "segno/utils.py")}
QR_PACK = "druzina-qr.tar.gz"
# The QR decoder for browsers without BarcodeDetector: jsQR from npm (web/package.json), a classic script the
# decoding worker (web/lazy/qr-decoder.js) loads with importScripts.
JSQR = WEB / "node_modules" / "jsqr" / "dist" / "jsQR.js"
# Top-level entries of python_stdlib.zip that neither Pyodide's start, pydantic nor the engine imports
# (checked by running every game's actions on the built site: tests/browser/test_parity.py).
STDLIB_DENY = frozenset({
    "__phello__", "_pyrepl", "unittest", "xml", "xmlrpc", "http", "wsgiref", "html", "multiprocessing",
    "sqlite3", "tomllib", "ctypes", "curses", "dbm", "idlelib", "tkinter", "turtledemo", "venv", "ensurepip",
    "pydoc_data", "site-packages",
    "pydoc.py", "doctest.py", "pdb.py", "bdb.py", "cProfile.py", "profile.py", "pstats.py", "timeit.py",
    "trace.py", "tabnanny.py", "pyclbr.py", "compileall.py", "zipapp.py", "webbrowser.py", "turtle.py",
    "imaplib.py", "smtplib.py", "poplib.py", "ftplib.py", "mailbox.py", "nntplib.py", "netrc.py",
    "socketserver.py", "wave.py", "pickletools.py", "optparse.py", "argparse.py", "getopt.py",
    "configparser.py", "statistics.py", "difflib.py", "filecmp.py", "shelve.py", "mimetypes.py",
    "getpass.py", "code.py", "_pydecimal.py", "_pydatetime.py", "_pyio.py",
    "_osx_support.py", "_aix_support.py", "_android_support.py", "_apple_support.py", "__hello__.py",
    "antigravity.py", "this.py", "rlcompleter.py", "modulefinder.py", "plistlib.py", "sched.py",
    "pty.py", "tty.py", "graphlib.py",
})
# Parts of the pinned wheels nothing imports: pydantic's v1 copy, its mypy plugin, its experiments.
WHEEL_DENY: dict[str, tuple[str, ...]] = {
    "pydantic": ("pydantic/v1/", "pydantic/mypy.py", "pydantic/experimental/"),
}
# Modules that stay ``.py`` even in release builds: neither the start nor any game imports them (checked by
# tests/test_cold_sources.py, which runs every game's actions in Pyodide), so their smaller source is shipped;
# if something unusual imports one, it is compiled then and still works. Keyed by archive: the stdlib zip, or
# a wheel's name. Every ``__main__.py`` (run as a script, never imported) stays source too.
COLD_SOURCES: dict[str, tuple[str, ...]] = {
    "python_stdlib": (
        # all of email/ but its __init__, which importlib.metadata imports (and pydantic's plugin loader imports
        # that when the first model is built)
        "email/_encoded_words.py", "email/_header_value_parser.py", "email/_parseaddr.py", "email/_policybase.py",
        "email/base64mime.py", "email/charset.py", "email/contentmanager.py", "email/encoders.py",
        "email/errors.py", "email/feedparser.py", "email/generator.py", "email/header.py",
        "email/headerregistry.py", "email/iterators.py", "email/message.py", "email/mime/", "email/parser.py",
        "email/policy.py", "email/quoprimime.py", "email/utils.py",
        "urllib/", "logging/config.py", "logging/handlers.py", "concurrent/futures/process.py",
        "concurrent/futures/thread.py", "concurrent/futures/interpreter.py", "concurrent/interpreters/",
        "asyncio/__main__.py", "asyncio/proactor_events.py", "asyncio/tools.py", "asyncio/windows_",
        "pyodide/console.py", "pyodide/http/", "pyodide/_nodesock_transport.py", "pyodide/ffi/wrappers.py",
        "importlib/metadata/_adapters.py", "importlib/metadata/_text.py", "importlib/metadata/diagnose.py",
        "importlib/resources/simple.py", "importlib/simple.py", "pathlib/types.py", "compression/bz2.py",
        "compression/gzip.py", "compression/lzma.py", "compression/zlib.py", "string/templatelib.py",
        "json/tool.py", "pickle.py", "_compat_pickle.py", "_ast_unparse.py", "platform.py", "calendar.py",
        "_strptime.py", "gzip.py", "pprint.py", "gettext.py", "tracemalloc.py", "stringprep.py", "symtable.py",
        "csv.py", "_pylong.py", "cmd.py", "pkgutil.py", "fileinput.py", "shlex.py", "runpy.py",
        "_markupbase.py", "queue.py", "quopri.py", "hashlib.py", "py_compile.py", "_py_abc.py",
        "_threading_local.py", "colorsys.py", "nturl2path.py", "sre_",
    ),
    "pydantic": (
        "pydantic/deprecated/", "pydantic/networks.py", "pydantic/color.py", "pydantic/dataclasses.py",
        "pydantic/_internal/_dataclasses.py", "pydantic/_internal/_decorators_v1.py", "pydantic/root_model.py",
        "pydantic/_internal/_validate_call.py", "pydantic/validate_call_decorator.py",
        "pydantic/alias_generators.py", "pydantic/_internal/_git.py",
    ),
}
# Text codecs kept from ``encodings`` (JSON is UTF-8; zipfile decodes names as cp437).
ENCODINGS_KEEP = frozenset({
    "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be",
    "utf_32", "utf_32_le", "utf_32_be", "cp437", "charmap", "raw_unicode_escape", "unicode_escape",
})


class BuildError(Exception):
    """A build step failed; the message says what to do."""


@dataclass(frozen=True)
class Wheel:
    name: str
    version: str
    file: str
    sha256: str
    depends: list[str]
    imports: list[str]
    platform: str | None = None


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(functools.partial(handle.read, 1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def run(command: list[str], cwd: Path) -> None:
    """Run a tool, turning "not installed" and failures into a ``BuildError`` with a hint."""
    try:
        subprocess.run(command, cwd=cwd, check=True)
    except FileNotFoundError:
        raise BuildError(f"{command[0]} is not installed; install it (see README.md) and build again.") from None
    except subprocess.CalledProcessError as exc:
        raise BuildError(f"`{' '.join(command)}` failed with exit code {exc.returncode}.") from None


def ensure_runtime() -> Path:
    """The Pyodide runtime folder, installing the pinned npm package with ``npm ci`` when it is missing."""
    expected = json.loads((WEB / "package.json").read_text())["dependencies"]["pyodide"]
    installed = RUNTIME_DIR / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != expected:
        print(f"Installing pyodide@{expected} with npm ci …")
        run(["npm", "ci", "--no-audit", "--no-fund"], WEB)
    missing = [name for name in RUNTIME_FILES if not (RUNTIME_DIR / name).exists()]
    if missing:
        raise BuildError(f"The pyodide npm package lacks {', '.join(missing)}.")
    return RUNTIME_DIR


def pinned_pyodide() -> str:
    version: str = json.loads((WEB / "package.json").read_text())["dependencies"]["pyodide"]
    return version


def pyproject_requires() -> list[str]:
    """What the browser's wheel set is resolved from: pyproject's ``dependencies`` (pydantic's pin)."""
    requires: list[str] = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    return requires


def committed_lock() -> dict[str, Any]:
    """web/wheels.json, refused when it was locked for another runtime or other requirements than the pinned."""
    lock: dict[str, Any] = json.loads((WEB / "wheels.json").read_text())
    if lock.get("pyodide") != pinned_pyodide() or lock.get("requires") != pyproject_requires():
        raise BuildError(f"web/wheels.json was locked for pyodide {lock.get('pyodide')} and {lock.get('requires')}, "
                         f"but the pins are pyodide {pinned_pyodide()} and {pyproject_requires()}: run "
                         "`python3 build.py lock`.")
    return lock


def load_wheels() -> list[Wheel]:
    return [Wheel(**entry) for entry in committed_lock()["wheels"]]


def pip_download(wheel: Wheel) -> None:
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
               "--dest", str(CACHE), f"{wheel.name}=={wheel.version}"]
    if wheel.platform:
        python_tag = wheel.file.split("-")[-3]  # cp314: the Python the wheel was built for
        command += ["--platform", wheel.platform, "--python-version", f"{python_tag[2]}.{python_tag[3:]}",
                    "--implementation", "cp", "--abi", python_tag]
    print(f"Downloading {wheel.file} …")
    run(command, ROOT)


def fetch_wheel(wheel: Wheel) -> Path:
    """The cached wheel file, downloaded with pip if absent; raises ``BuildError`` on a checksum mismatch."""
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / wheel.file
    if not path.exists():
        pip_download(wheel)
    if not path.exists():
        raise BuildError(f"pip did not produce {wheel.file}; check the name and version in web/wheels.json.")
    actual = sha256_of(path)
    if actual != wheel.sha256:
        path.unlink()
        raise BuildError(f"{wheel.file}: sha256 {actual} does not match web/wheels.json; the file was removed.")
    return path


def relock_committed() -> dict[str, Any]:
    """micropip's lock of exactly the committed wheels (fetched and checked like a build's) in the pinned
    runtime, as web/wheels.json would be written: equal to the committed file unless it was edited by hand."""
    committed = committed_lock()
    runtime = wheel_lock.Runtime(pinned_pyodide(), ensure_runtime())
    wheels = [fetch_wheel(wheel) for wheel in load_wheels()]
    micropip = wheel_lock.fetch_micropip(runtime, CACHE, committed["micropip"]["sha256"])
    frozen = wheel_lock.check(runtime, pyproject_requires(), wheels, micropip)
    return wheel_lock.document(runtime, pyproject_requires(), frozen, micropip, CACHE)


def lock(version: str | None = None, dry_run: bool = False) -> None:
    """Resolve the wheel set with micropip for the pinned runtime (or ``version``) and write web/wheels.json;
    for another ``version`` also switch web/package.json and its lock to it (``npm install``). With
    ``dry_run`` nothing is written. A set micropip refuses raises, naming the package, and writes nothing."""
    if version is None or version == pinned_pyodide():
        runtime, switch = wheel_lock.Runtime(pinned_pyodide(), ensure_runtime()), False
    else:
        runtime, switch = wheel_lock.fetch_runtime(version, RUNTIMES), True
    print(f"Resolving {', '.join(pyproject_requires())} with micropip in {runtime.describe()} …")
    frozen, micropip = wheel_lock.lock(runtime, pyproject_requires(), CACHE)
    document = wheel_lock.document(runtime, pyproject_requires(), frozen, micropip, CACHE)
    for wheel in document["wheels"]:
        print(f"  {wheel['name']} {wheel['version']}  {wheel['file']}  sha256 {wheel['sha256'][:12]}…")
    if dry_run:
        print(json.dumps(document, indent=2))
        return
    if switch:
        print(f"Switching web/package.json to pyodide@{runtime.version} …")
        run(["npm", "install", "--save-exact", "--no-audit", "--no-fund", f"pyodide@{runtime.version}"], WEB)
    (WEB / "wheels.json").write_text(json.dumps(document, indent=2) + "\n")
    print("Wrote web/wheels.json; next: `python3 build.py` and `python3 build.py test`.")


def py_rules_version() -> str:
    for line in (ROOT / "py_rules" / "__init__.py").read_text().splitlines():
        if line.startswith("__version__"):
            return line.split("=")[1].strip().strip('"')
    raise BuildError("py_rules/__init__.py defines no __version__.")


def source_files() -> Iterator[Path]:
    for path in sorted((ROOT / "py_rules").rglob("*")):
        if path.is_file() and path.suffix in PY_RULES_DATA and "__pycache__" not in path.parts:
            yield path


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def build_py_rules_wheel(target: Path) -> Wheel:
    """Write a pure wheel of ``py_rules`` (sources and data tables) into ``target``; deterministic bytes."""
    version = py_rules_version()
    info = f"py_rules-{version}.dist-info"
    entries = [(str(p.relative_to(ROOT)), p.read_bytes()) for p in source_files()]
    entries.append((f"{info}/METADATA", f"Metadata-Version: 2.1\nName: py_rules\nVersion: {version}\n"
                    "Requires-Dist: pydantic\n".encode()))
    entries.append((f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: druzina-build\nRoot-Is-Purelib: true\n"
                    b"Tag: py3-none-any\n"))
    entries.append((f"{info}/RECORD", b""))
    file = f"py_rules-{version}-py3-none-any.whl"
    write_wheel(target / file, entries)
    return Wheel("py_rules", version, file, sha256_of(target / file), ["pydantic"], ["py_rules"])


def normalize(name: str) -> str:
    """A package name as Pyodide looks it up in the lock file (PEP 503: ``py_rules`` → ``py-rules``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_file(runtime: Path) -> dict[str, Any]:
    """A Pyodide lock file with the runtime's ``info`` (its ABI is checked at load) and no packages: the
    packages come in the site pack (``pack_site``), so Pyodide's package loader is never used."""
    info = json.loads((runtime / "pyodide-lock.json").read_text())["info"]
    return {"info": info, "packages": {}}


ZOPFLI = "zopfli==0.4.3"  # build-time only: installed by ensure_zopfli, never shipped
ZOPFLI_ITERATIONS = 5
ZOPFLI_CACHE = ROOT / ".cache" / "zopfli"


def ensure_zopfli() -> None:
    """Install the Zopfli compressor (a PyPI wheel) when a release build needs it and it is missing."""
    try:
        import zopfli.gzip  # noqa: F401
    except ImportError:
        print(f"Installing {ZOPFLI} (build-time compressor) …")
        run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", ZOPFLI], ROOT)


def gzip_best(data: bytes, best: bool) -> bytes:
    """``data`` gzipped: with Zopfli when ``best`` (about 4 % smaller than gzip -9 and read by any gzip reader,
    the browser's DecompressionStream included; slow, so cached by content under .cache/zopfli), else gzip -9.
    Both are deterministic (mtime 0)."""
    if not best:
        return gzip.compress(data, compresslevel=9, mtime=0)

    def make() -> bytes:
        ensure_zopfli()
        import zopfli.gzip

        packed: bytes = zopfli.gzip.compress(data, numiterations=ZOPFLI_ITERATIONS)
        return packed

    return _zopfli_cached(data, "gz", make)


def _zopfli_cached(data: bytes, suffix: str, make: Callable[[], bytes]) -> bytes:
    """``make()``, kept under .cache/zopfli by the sha256 of its input ``data`` (Zopfli is slow and
    deterministic); written through a partial file so a concurrent or broken build never reads half an entry."""
    cached = ZOPFLI_CACHE / f"{hashlib.sha256(data).hexdigest()}-{ZOPFLI_ITERATIONS}.{suffix}"
    if cached.exists():
        return cached.read_bytes()
    packed = make()
    ZOPFLI_CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_name(f"{cached.name}.{os.getpid()}.partial")
    partial.write_bytes(packed)
    partial.replace(cached)
    return packed


def _zip_entry(name: bytes, stamp: tuple[int, int], crc: int, packed: bytes, size: int, method: int) -> bytes:
    time, date = stamp
    return struct.pack("<4s5H3I2H", b"PK\x03\x04", 20, 0, method, time, date, crc, len(packed), size, len(name), 0)


def rezip_best(path: Path) -> None:
    """Rewrite the zip at ``path`` with every deflated entry deflated by Zopfli instead (same names, order,
    stamps and contents; zipimport and any zip reader read it), cached by the zip's sha256. The stdlib zip
    of a release is about 4 % smaller for it (first-visit bytes, bench/startup.py)."""
    data = path.read_bytes()

    def make() -> bytes:
        ensure_zopfli()
        import zopfli.zlib

        out, central = io.BytesIO(), io.BytesIO()
        with zipfile.ZipFile(io.BytesIO(data)) as source:
            infos = source.infolist()
            for info in infos:
                content = source.read(info)
                deflated = info.compress_type == zipfile.ZIP_DEFLATED
                packed = zopfli.zlib.compress(content, numiterations=ZOPFLI_ITERATIONS)[2:-4] if deflated \
                    else content
                method = zipfile.ZIP_DEFLATED if deflated else zipfile.ZIP_STORED
                name = info.filename.encode()
                stamp = ((info.date_time[3] << 11) | (info.date_time[4] << 5) | (info.date_time[5] // 2),
                         ((info.date_time[0] - 1980) << 9) | (info.date_time[1] << 5) | info.date_time[2])
                offset = out.tell()
                out.write(_zip_entry(name, stamp, info.CRC, packed, len(content), method) + name + packed)
                central.write(struct.pack("<4s6H3I5H2I", b"PK\x01\x02", 20, 20, 0, method, *stamp, info.CRC,
                                          len(packed), len(content), len(name), 0, 0, 0, 0,
                                          info.external_attr, offset) + name)
            start = out.tell()
            out.write(central.getvalue())
            out.write(struct.pack("<4s4H2IH", b"PK\x05\x06", 0, 0, len(infos), len(infos), len(central.getvalue()),
                                  start, 0))
        return out.getvalue()

    path.write_bytes(_zopfli_cached(data, "zip", make))


def pack_site(wheels: list[Path], target: Path, best: bool = False) -> str:
    """One gzipped ustar archive of every wheel's importable files, laid out as in site-packages, which the
    worker writes into Pyodide's file system itself (web/sitepack.js): one download and no unpacking in
    Python, which cost about a tenth of a second of every start (issue 11). The wheels' ``*.dist-info`` and
    type stubs stay out (nothing reads them: pydantic's plugin scan is off). Deterministic bytes; a file
    that two wheels both hold is a build error. Returns the sha256 of the tar inside, which the worker checks
    when it reads the service worker's inflated copy (web/sw.js). ``best``: Zopfli instead of gzip -9, for
    release builds, whose first-visit bytes are measured (bench/startup.py)."""
    raw = io.BytesIO()
    seen: set[str] = set()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for wheel in wheels:
            with zipfile.ZipFile(wheel) as archive:
                for info in sorted(archive.infolist(), key=lambda i: i.filename):
                    name = info.filename
                    if info.is_dir() or ".dist-info/" in name or name.endswith((".pyi", "/py.typed")):
                        continue  # metadata and type stubs: nothing at run time reads them
                    if name in seen:
                        raise BuildError(f"{name} is in two wheels ({wheel.name} and another).")
                    seen.add(name)
                    data = archive.read(info)
                    member = tarfile.TarInfo(name)
                    member.size, member.mode, member.mtime = len(data), 0o644, 0
                    tar.addfile(member, io.BytesIO(data))
    target.write_bytes(gzip_best(raw.getvalue(), best))
    return hashlib.sha256(raw.getvalue()).hexdigest()


EARLY_WORKER = WEB / "early-worker.js"  # inlined into index.html, allowed by its hash (see csp)
EARLY_WORKER_TAG = "<script>/* __EARLY_WORKER__ */</script>"


def early_worker_script() -> str:
    return EARLY_WORKER.read_text()


def csp() -> str:
    """The Content-Security-Policy, one source (web/csp.txt) for the server header and the page's meta tag,
    with the sha256 of the page's one inline script (web/early-worker.js) added to ``script-src``: that script
    runs, no other inline script can."""
    digest = base64.b64encode(hashlib.sha256(early_worker_script().encode()).digest()).decode()
    policy = (WEB / "csp.txt").read_text().strip()
    if "script-src 'self'" not in policy:
        raise BuildError("web/csp.txt: script-src must start with 'self'.")
    return policy.replace("script-src 'self'", f"script-src 'self' 'sha256-{digest}'", 1)


def meta_csp() -> str:
    # frame-ancestors is ignored (and warned about) in a <meta> policy; hosts send it as a header.
    return "; ".join(d for d in csp().split("; ") if not d.startswith("frame-ancestors"))


IMPORT = re.compile(r"""^\s*(?:import|export)\b[^;]*?["'](\./[^"']+\.js)["']""", re.MULTILINE)
PAGE_SCRIPT = '<script type="module" src="js/app.js"></script>'


def module_graph(entry: Path) -> list[Path]:
    """Every module ``entry`` imports, directly or not (static ``import … from "./x.js"`` only)."""
    seen: dict[Path, None] = {}
    pending = [entry]
    while pending:
        module = pending.pop()
        for relative in IMPORT.findall(module.read_text()):
            found = (module.parent / relative).resolve()
            if found not in seen and found.exists():
                seen[found] = None
                pending.append(found)
    return sorted(seen)


def with_module_preloads(html: str) -> str:
    """The page with a ``modulepreload`` link for every module app.js pulls in, so the browser fetches
    them all at once instead of level by level of imports (each level a round trip on a phone)."""
    links = [f'<link rel="modulepreload" href="{p.relative_to(WEB).as_posix()}">'
             for p in module_graph(WEB / "js" / "app.js")]
    return html.replace(PAGE_SCRIPT, "\n  ".join([*links, PAGE_SCRIPT]), 1)


def snapshot_key(pyodide_dir: Path, tar_sha256: str) -> str:
    """What a memory snapshot made by web/worker.js depends on: the runtime, the stdlib zip, the site pack and
    the scripts that boot them (web/snapshot.js). A snapshot is restored only into the build with its key."""
    digest = hashlib.sha256(tar_sha256.encode())
    for path in (*(pyodide_dir / name for name in RUNTIME_FILES), WEB / "worker.js", WEB / "snapshot.js"):
        digest.update(f"\0{path.name}\0{sha256_of(path)}".encode())
    return digest.hexdigest()[:32]


def copy_shell(target: Path, site_sha256: str, tar_sha256: str, qr: dict[str, str], release: bool = True) -> None:
    for path in sorted(WEB.rglob("*")):
        relative = path.relative_to(WEB)
        if relative.parts[0] == "node_modules" or not path.is_file() or path.suffix not in SHELL_SUFFIXES:
            continue
        if relative.as_posix() in SHELL_DEV_ONLY:
            continue
        if path.name == "sw.js":
            continue  # written last, from the list of every other asset
        if path == EARLY_WORKER:
            continue  # inlined into index.html
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        if path.name == "index.html":
            html = path.read_text().replace("__CSP__", meta_csp())
            if EARLY_WORKER_TAG not in html:
                raise BuildError(f"web/index.html: {EARLY_WORKER_TAG} is missing.")
            html = html.replace(EARLY_WORKER_TAG, f"<script>{early_worker_script()}</script>")
            (target / relative).write_text(with_module_preloads(html))
        elif relative.as_posix() == "worker.js":
            script = (path.read_text().replace("__SITE_FILE__", SITE_PACK).replace("__SITE_SHA256__", site_sha256)
                      .replace("__SITE_TAR_SHA256__", tar_sha256)
                      .replace("__QR_FILE__", qr["file"]).replace("__QR_SHA256__", qr["sha256"])
                      .replace("__QR_TAR_SHA256__", qr["tarSha256"])
                      .replace("__SNAPSHOT_KEY__", snapshot_key(target / "pyodide", tar_sha256))
                      .replace("__BUILD_KIND__", "release" if release else "dev"))
            (target / relative).write_text(script)
        else:
            shutil.copy2(path, target / relative)


def write_service_worker(target: Path) -> str:
    """Fill in the precache list, each asset's sha256 in Subresource Integrity form (the service worker checks
    the shell files it stores against it) and a cache name hashed from every asset's content; returns the
    name."""
    assets = sorted(p for p in target.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in assets:
        digest.update(str(path.relative_to(target)).encode() + b"\0" + sha256_of(path).encode())
    cache_name = f"druzina-{digest.hexdigest()[:16]}"
    urls = {"./" if p.name == "index.html" else f"./{p.relative_to(target).as_posix()}": p for p in assets}
    integrity = {url: "sha256-" + base64.b64encode(bytes.fromhex(sha256_of(path))).decode()
                 for url, path in sorted(urls.items())}
    template = (WEB / "sw.js").read_text()
    script = template.replace('"__CACHE_NAME__"', json.dumps(cache_name)).replace(
        "[] /* __ASSETS__ */", json.dumps(sorted(urls), indent=1)).replace(
        "{} /* __INTEGRITY__ */", json.dumps(integrity, indent=1))
    (target / "sw.js").write_text(script)
    return cache_name


def _keep_in_stdlib(name: str) -> bool:
    top, _, rest = name.partition("/")
    if top in STDLIB_DENY:
        return False
    if top == "encodings" and rest.endswith(".py"):
        return rest[:-3] in ENCODINGS_KEEP
    return True


def trim_stdlib(source: Path, target: Path) -> None:
    """Copy the stdlib zip without the modules in ``STDLIB_DENY`` (and codecs not in ``ENCODINGS_KEEP``)."""
    with zipfile.ZipFile(source) as archive, zipfile.ZipFile(target, "w") as out:
        for info in archive.infolist():
            if _keep_in_stdlib(info.filename):
                out.writestr(info, archive.read(info), zipfile.ZIP_DEFLATED, compresslevel=9)


def _short_metadata(data: bytes) -> bytes:
    """A wheel's METADATA without its long description (the body after the first blank line)."""
    head, _, _ = data.partition(b"\n\n")
    return head + b"\n"


def write_wheel(target: Path, entries: list[tuple[str, bytes]]) -> None:
    """A deterministic wheel of ``entries`` (RECORD, if listed, is rewritten to match the others)."""
    records = [name for name, _ in entries if name.endswith(".dist-info/RECORD")]
    entries = [(name, data) for name, data in entries if name not in records]
    for record in records:
        lines = [*(_record_line(n, d) for n, d in entries), f"{record},,"]
        entries.append((record, ("\n".join(lines) + "\n").encode()))
    with zipfile.ZipFile(target, "w") as archive:
        for name, data in entries:
            archive.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED,
                             compresslevel=9)


def trim_wheel(wheel: Wheel, source: Path, target: Path) -> None:
    """Copy a pinned wheel without the parts in ``WHEEL_DENY`` and without its long description; of a wheel in
    ``LAZY_WHEELS`` only the files listed there."""
    deny = WHEEL_DENY.get(wheel.name, ())
    keep = LAZY_WHEELS.get(wheel.name)
    entries = []
    with zipfile.ZipFile(source) as archive:
        for info in archive.infolist():
            if info.is_dir() or info.filename.startswith(deny):
                continue
            if keep is not None and info.filename not in keep:
                continue
            data = archive.read(info)
            if info.filename.endswith(".dist-info/METADATA"):
                data = _short_metadata(data)
            entries.append((info.filename, data))
    write_wheel(target, entries)


@dataclass(frozen=True)
class Precompile:
    """One archive to byte-compile: ``source`` (a zip of ``.py``) → ``target``; ``prefix`` is where its
    files live at run time (recorded in the bytecode for tracebacks)."""

    source: Path
    target: Path
    prefix: str
    keep_source: tuple[str, ...] = ()


def _precompile_key(job: Precompile) -> str:
    digest = hashlib.sha256()
    for part in (RUNTIME_DIR / "package.json", *PRECOMPILER, job.source):
        digest.update(sha256_of(part).encode())
    digest.update(json.dumps([job.prefix, job.keep_source]).encode())
    return digest.hexdigest()[:24]


def precompile(jobs: list[Precompile]) -> None:
    """Write every job's ``target``: from ``.cache/precompiled`` when its inputs are unchanged, else by
    running Pyodide under Node once for all the others (nothing is fetched: it loads no packages)."""
    PRECOMPILED.mkdir(parents=True, exist_ok=True)
    cached = {job: PRECOMPILED / f"{_precompile_key(job)}-{job.target.name}" for job in jobs}
    missing = [job for job in jobs if not cached[job].exists()]
    if missing:
        print(f"Byte-compiling {len(missing)} archive(s) with Pyodide under Node …")
        # Resolved paths: Pyodide sees the host under /host and cannot follow an absolute symlink (.cache).
        spec = PRECOMPILED.resolve() / f"jobs-{os.getpid()}.json"  # own names: developers build concurrently
        partial = {job: cached[job].resolve().with_name(f"{cached[job].name}.{os.getpid()}.partial")
                   for job in missing}
        spec.write_text(json.dumps([{"src": str(job.source.resolve()), "dst": str(partial[job]), "prefix": job.prefix,
                                     "keep_source": job.keep_source} for job in missing]))
        try:
            run(["node", str(PRECOMPILER[0]), str(RUNTIME_DIR), str(spec)], ROOT)
            for job in missing:
                partial[job].replace(cached[job])
        finally:
            spec.unlink(missing_ok=True)
            for path in partial.values():
                path.unlink(missing_ok=True)
    for job in jobs:
        shutil.copyfile(cached[job], job.target)
        os.utime(cached[job])  # recently used: kept by the pruning below
    _prune_precompiled(keep=6)


def _prune_precompiled(keep: int) -> None:
    """Keep only the ``keep`` newest cached versions of each archive (py_rules changes with every edit)."""
    versions: dict[str, list[Path]] = {}
    for path in PRECOMPILED.glob("*-*"):
        if not path.name.endswith((".zip", ".whl")):
            continue
        versions.setdefault(path.name.split("-", 1)[1], []).append(path)
    for paths in versions.values():
        for old in sorted(paths, key=_mtime, reverse=True)[keep:]:
            old.unlink(missing_ok=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except FileNotFoundError:  # pruned by a build running next to this one
        return 0.0


def assemble(target: Path, release: bool = True) -> str:
    """Fill ``target`` with the site; ``release`` ships bytecode, otherwise ``.py`` sources."""
    runtime = ensure_runtime()
    pyodide_dir = target / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in RUNTIME_FILES:
        if name != "python_stdlib.zip":
            shutil.copy2(runtime / name, pyodide_dir / name)
    sources = target / "sources"  # the .py archives, removed before the service worker lists the assets
    sources.mkdir()
    trim_stdlib(runtime / "python_stdlib.zip", sources / "python_stdlib.zip")
    wheels = load_wheels()
    for wheel in wheels:
        trim_wheel(wheel, fetch_wheel(wheel), sources / wheel.file)
    py_rules_wheel = build_py_rules_wheel(sources)
    archives = ["python_stdlib.zip", *(w.file for w in wheels), py_rules_wheel.file]
    lazy = {w.file for w in wheels if w.name in LAZY_WHEELS}
    compiled = target / "compiled"  # the wheels as byte-compiled, packed below and then removed
    compiled.mkdir()
    placed = {name: (pyodide_dir if name == "python_stdlib.zip" else compiled) / name for name in archives}
    if release:
        precompile([Precompile(sources / name, placed[name],
                               STDLIB_PREFIX if name.endswith(".zip") else SITE_PACKAGES,
                               COLD_SOURCES.get(name.split("-")[0].split(".")[0], ())) for name in archives])
    else:
        for name in archives:
            shutil.copy2(sources / name, placed[name])
    if release:
        rezip_best(placed["python_stdlib.zip"])
    tar_sha256 = pack_site([placed[name] for name in archives[1:] if name not in lazy], pyodide_dir / SITE_PACK,
                           best=release)
    lazy_dir = target / LAZY
    lazy_dir.mkdir()
    qr_tar = pack_site([placed[name] for name in archives if name in lazy], lazy_dir / QR_PACK, best=release)
    if not JSQR.exists():
        raise BuildError(f"{JSQR.relative_to(ROOT)} is missing: run `npm install` in web/.")
    shutil.copyfile(JSQR, lazy_dir / JSQR.name)
    shutil.rmtree(sources)
    shutil.rmtree(compiled)
    (pyodide_dir / "druzina-lock.json").write_text(json.dumps(lock_file(runtime), indent=1))
    qr = {"file": f"../{LAZY}/{QR_PACK}", "sha256": sha256_of(lazy_dir / QR_PACK), "tarSha256": qr_tar}
    copy_shell(target, site_sha256=sha256_of(pyodide_dir / SITE_PACK), tar_sha256=tar_sha256, qr=qr,
               release=release)
    return write_service_worker(target)


def size_table(target: Path) -> str:
    rows = sorted(((p.stat().st_size, p.relative_to(target).as_posix()) for p in target.rglob("*")
                   if p.is_file()), reverse=True)
    total = sum(size for size, _ in rows)
    lines = [f"{'file':<60} {'bytes':>12}"]
    lines += [f"{name:<60} {size:>12,}" for size, name in rows]
    lines.append(f"{'total (' + str(len(rows)) + ' files)':<60} {total:>12,}")
    return "\n".join(lines)


def dev_default() -> bool:
    """Whether builds ship ``.py`` sources unless told otherwise (``DRUZINA_DEV=1``)."""
    return os.environ.get("DRUZINA_DEV", "") not in ("", "0")


def build(release: bool | None = None) -> None:
    """Assemble ``dist/`` atomically: into a sibling folder first, then swapped in whole.

    ``release`` ships bytecode; by default it is on unless ``DRUZINA_DEV`` is set."""
    if release is None:
        release = not dev_default()
    staging = ROOT / "dist.partial"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    try:
        cache_name = assemble(staging, release)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    old = ROOT / "dist.old"
    shutil.rmtree(old, ignore_errors=True)
    if DIST.exists():
        DIST.rename(old)
    staging.rename(DIST)
    shutil.rmtree(old, ignore_errors=True)
    print(size_table(DIST))
    print(f"Built {DIST} ({'release: bytecode' if release else 'development: .py sources'}, "
          f"service worker cache {cache_name}).")


MIME_TYPES = {
    **http.server.SimpleHTTPRequestHandler.extensions_map,
    ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json", ".whl": "application/zip", ".json": "application/json",
}


CSP = csp()


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types and the same security headers a host should send."""

    extensions_map = MIME_TYPES

    def end_headers(self) -> None:
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    """A threading server that does not print a traceback when a browser drops a connection it no longer needs."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(host: str, port: int) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    with QuietServer((host, port), handler) as server:
        print(f"Družina runs at http://{host}:{server.server_address[1]}/ (Ctrl+C stops it)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("Stopped.")


# Debian packages the browser tests run (Playwright cannot download browsers here): Chromium for tests/browser;
# WebKitGTK's WebDriver and MiniBrowser on an Xvfb display, and Firefox ESR, for tests/engines (issue 24).
TEST_PACKAGES = {CHROMIUM: "chromium", "/usr/bin/WebKitWebDriver": "webkit2gtk-driver", "/usr/bin/Xvfb": "xvfb",
                 "/usr/bin/firefox-esr": "firefox-esr"}


def install_test_needs() -> None:
    """The browsers (``TEST_PACKAGES``), the Python test extras, npm packages."""
    missing = [package for binary, package in TEST_PACKAGES.items() if not Path(binary).exists()]
    if missing:
        root = [] if os.geteuid() == 0 else ["sudo"]
        print(f"Installing Debian's {', '.join(missing)} …")
        run([*root, "apt-get", "update", "-qq"], ROOT)
        run([*root, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", *missing], ROOT)
    run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[test]"], ROOT)
    run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], WEB)


def test(pytest_args: list[str]) -> int:
    """Install test needs, build dist/, then ruff, mypy, the shell's lint (ESLint and TypeScript's check of its
    JSDoc types: ``npm run lint`` in web/) and pytest (with the 25 slowest tests listed); returns the worst exit
    code. A table of each phase's seconds closes the output, so a CI log shows where its time went (issue 24)."""
    env = {**os.environ, "DRUZINA_SKIP_BUILD": "1"}

    def installed() -> int:
        install_test_needs()
        return 0

    def built() -> int:
        build()
        return 0

    def command(args: list[str], cwd: Path) -> Callable[[], int]:
        return lambda: subprocess.run(args, cwd=cwd, env=env).returncode

    steps = [
        ("install", installed),
        ("build", built),
        ("ruff", command([sys.executable, "-m", "ruff", "check", "."], ROOT)),
        ("mypy", command([sys.executable, "-m", "mypy"], ROOT)),
        ("lint", command(["npm", "run", "--silent", "lint"], WEB)),
        ("pytest", command([sys.executable, "-m", "pytest", "--durations=25", *parallel(), *pytest_args], ROOT)),
    ]
    phases: list[tuple[str, float, int]] = []
    try:
        for name, step in steps:
            start = time.monotonic()
            code = step()
            phases.append((name, time.monotonic() - start, code))
    finally:
        print(phase_table(phases), flush=True)
    return worst([code for _, _, code in phases])


def parallel() -> list[str]:
    """pytest-xdist's options for ``test``: DRUZINA_TEST_WORKERS processes (2, the cores CI has), each taking whole
    files (a module's tests share one browser and run in order), the long files first (tests/conftest.py orders
    them; xdist must not re-sort them by size). 0 or 1 runs the suite in one process."""
    workers = int(os.environ.get("DRUZINA_TEST_WORKERS", "2"))
    return ["-n", str(workers), "--dist", "loadfile", "--no-loadscope-reorder"] if workers > 1 else []


def phase_table(phases: list[tuple[str, float, int]]) -> str:
    """The phases of ``build.py test`` with their seconds and exit codes, and the total."""
    lines = ["", "build.py test: phase     seconds  exit"]
    lines += [f"  {name:<22}{seconds:>8.1f}  {code:>4}" for name, seconds, code in phases]
    lines.append(f"  {'total':<22}{sum(seconds for _, seconds, _ in phases):>8.1f}")
    return "\n".join(lines)


def worst(codes: list[int]) -> int:
    """The exit code of a run of steps: the worst step's, where a step killed by signal N (``returncode`` -N)
    counts as the shell's 128 + N — not as less than 0, or a test run killed halfway would pass."""
    return max(128 - code if code < 0 else code for code in codes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test", "csp", "lock"], default="build",
                        help="csp: print the Content-Security-Policy header a static host should send; lock: "
                        "resolve web/wheels.json with micropip")
    parser.add_argument("--pyodide", metavar="VERSION", help="lock: resolve for this Pyodide (npm) version and "
                        "switch web/package.json to it")
    parser.add_argument("--dry-run", action="store_true", help="lock: print what micropip resolves, write nothing")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--no-build", action="store_true", help="serve the existing dist/ as it is")
    parser.add_argument("--dev", action="store_true", help="ship .py sources instead of bytecode (tracebacks "
                        "with source lines); also DRUZINA_DEV=1")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.dev:
            os.environ["DRUZINA_DEV"] = "1"
        if args.command == "test":
            return test(rest)
        if args.command == "csp":
            print(csp())
            return 0
        if args.command == "lock":
            lock(args.pyodide, args.dry_run)
            return 0
        if not (args.command == "serve" and args.no_build):
            build()
        if args.command == "serve":
            serve(args.host, args.port)
    except (BuildError, wheel_lock.LockError) as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
