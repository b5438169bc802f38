"""Build Družina's static site into ``dist/`` and serve it.

    python build.py                 # assemble dist/ (prints a size table)
    python build.py serve [--port N] [--host H]   # build, then serve dist/ on 127.0.0.1
    python build.py test [pytest args]            # install what the tests need, build, lint, type-check, test

``dist/`` holds the Pyodide runtime (from the npm package pinned in web/package-lock.json), the pinned wheels
(downloaded once with pip into the git-ignored ``.cache/wheels`` and checked against web/wheels.json), a wheel
of ``py_rules`` built from source, a Pyodide lock file listing only those wheels, the shell, and a service
worker whose precache list and cache name are derived from the content of every asset. The site is built in
a temporary folder and swapped in whole, so a failed build never leaves a ``dist/`` that looks complete.
"""

from __future__ import annotations

import argparse
import base64
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / ".cache" / "wheels"
RUNTIME_DIR = WEB / "node_modules" / "pyodide"
CHROMIUM = "/usr/bin/chromium"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
SHELL_SUFFIXES = {".html", ".js", ".css", ".webmanifest", ".png", ".svg", ".ico"}
PY_RULES_DATA = {".py", ".json"}


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


def load_wheels() -> list[Wheel]:
    return [Wheel(**entry) for entry in json.loads((WEB / "wheels.json").read_text())["wheels"]]


def pip_download(wheel: Wheel) -> None:
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
               "--dest", str(CACHE), f"{wheel.name}=={wheel.version}"]
    if wheel.platform:
        command += ["--platform", wheel.platform, "--python-version", "3.14", "--implementation", "cp",
                    "--abi", "cp314"]
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
    record = "\n".join([*(_record_line(n, d) for n, d in entries), f"{info}/RECORD,,"]) + "\n"
    entries.append((f"{info}/RECORD", record.encode()))
    file = f"py_rules-{version}-py3-none-any.whl"
    with zipfile.ZipFile(target / file, "w") as archive:
        for name, data in entries:
            archive.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return Wheel("py_rules", version, file, sha256_of(target / file), ["pydantic"], ["py_rules"])


def normalize(name: str) -> str:
    """A package name as Pyodide looks it up in the lock file (PEP 503: ``py_rules`` → ``py-rules``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_file(runtime: Path, wheels: list[Wheel]) -> dict[str, Any]:
    """A Pyodide lock file: the runtime's ``info`` (its ABI is checked at load) plus only our wheels."""
    info = json.loads((runtime / "pyodide-lock.json").read_text())["info"]
    packages = {
        normalize(w.name): {"name": w.name, "version": w.version, "file_name": w.file, "install_dir": "site",
                 "sha256": w.sha256, "package_type": "package", "imports": w.imports,
                 "depends": [normalize(d) for d in w.depends],
                 "unvendored_tests": False}
        for w in wheels
    }
    return {"info": info, "packages": packages}


def csp() -> str:
    """The Content-Security-Policy, one source (web/csp.txt) for the server header and the page's meta tag."""
    return (WEB / "csp.txt").read_text().strip()


def meta_csp() -> str:
    # frame-ancestors is ignored (and warned about) in a <meta> policy; hosts send it as a header.
    return "; ".join(d for d in csp().split("; ") if not d.startswith("frame-ancestors"))


def copy_shell(target: Path) -> None:
    for path in sorted(WEB.rglob("*")):
        relative = path.relative_to(WEB)
        if relative.parts[0] == "node_modules" or not path.is_file() or path.suffix not in SHELL_SUFFIXES:
            continue
        if path.name == "sw.js":
            continue  # written last, from the list of every other asset
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        if path.name == "index.html":
            (target / relative).write_text(path.read_text().replace("__CSP__", meta_csp()))
        else:
            shutil.copy2(path, target / relative)


def write_service_worker(target: Path) -> str:
    """Fill in the precache list and a cache name hashed from every asset's content; returns the name."""
    assets = sorted(p for p in target.rglob("*") if p.is_file())
    digest = hashlib.sha256()
    for path in assets:
        digest.update(str(path.relative_to(target)).encode() + b"\0" + sha256_of(path).encode())
    cache_name = f"druzina-{digest.hexdigest()[:16]}"
    urls = ["./", *(f"./{p.relative_to(target).as_posix()}" for p in assets if p.name != "index.html")]
    template = (WEB / "sw.js").read_text()
    script = template.replace('"__CACHE_NAME__"', json.dumps(cache_name)).replace(
        "[] /* __ASSETS__ */", json.dumps(urls, indent=1))
    (target / "sw.js").write_text(script)
    return cache_name


def assemble(target: Path) -> str:
    runtime = ensure_runtime()
    pyodide_dir = target / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in RUNTIME_FILES:
        shutil.copy2(runtime / name, pyodide_dir / name)
    wheels = load_wheels()
    for wheel in wheels:
        shutil.copy2(fetch_wheel(wheel), pyodide_dir / wheel.file)
    wheels.append(build_py_rules_wheel(pyodide_dir))
    (pyodide_dir / "druzina-lock.json").write_text(json.dumps(lock_file(runtime, wheels), indent=1))
    copy_shell(target)
    return write_service_worker(target)


def size_table(target: Path) -> str:
    rows = sorted(((p.stat().st_size, p.relative_to(target).as_posix()) for p in target.rglob("*")
                   if p.is_file()), reverse=True)
    total = sum(size for size, _ in rows)
    lines = [f"{'file':<60} {'bytes':>12}"]
    lines += [f"{name:<60} {size:>12,}" for size, name in rows]
    lines.append(f"{'total (' + str(len(rows)) + ' files)':<60} {total:>12,}")
    return "\n".join(lines)


def build() -> None:
    """Assemble ``dist/`` atomically: into a sibling folder first, then swapped in whole."""
    staging = ROOT / "dist.partial"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    try:
        cache_name = assemble(staging)
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
    print(f"Built {DIST} (service worker cache {cache_name}).")


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


def install_test_needs() -> None:
    """Debian's chromium (Playwright cannot download browsers here), the Python test extras, npm packages."""
    if not Path(CHROMIUM).exists():
        root = [] if os.geteuid() == 0 else ["sudo"]
        print("Installing Debian's chromium …")
        run([*root, "apt-get", "update", "-qq"], ROOT)
        run([*root, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "chromium"], ROOT)
    run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", ".[test]"], ROOT)
    run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], WEB)


def test(pytest_args: list[str]) -> int:
    """Install test needs, build dist/, then ruff, mypy and pytest; returns the worst exit code."""
    install_test_needs()
    build()
    env = {**os.environ, "DRUZINA_SKIP_BUILD": "1"}
    codes = [subprocess.run(command, cwd=ROOT, env=env).returncode for command in (
        [sys.executable, "-m", "ruff", "check", "."],
        [sys.executable, "-m", "mypy"],
        [sys.executable, "-m", "pytest", *pytest_args],
    )]
    return max(codes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test"], default="build")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--no-build", action="store_true", help="serve the existing dist/ as it is")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command == "test":
            return test(rest)
        if not (args.command == "serve" and args.no_build):
            build()
        if args.command == "serve":
            serve(args.host, args.port)
    except BuildError as exc:
        print(f"build.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
