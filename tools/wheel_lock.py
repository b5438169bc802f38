"""The browser's wheel set, resolved and locked by micropip running in the Pyodide it is for (issue 26).

``lock`` starts from the root requirements (pyproject's ``dependencies``: pydantic's pin) and lets micropip,
inside the target runtime under Node (``tools/micropip_lock.mjs``), say what the set lacks: pip downloads each
requirement micropip names, ``--no-deps``, for the runtime's platform tag (``pyemscripten_<abi>_wasm32``) and
Python, into the shared wheel cache, and micropip is run again on the larger set — from ``emfs:`` paths, with
no index and no Pyodide package — until it installs every wheel, finds every requirement met by a wheel built
for that ABI (loading pydantic_core's WebAssembly library on the way) and ``micropip.freeze()`` gives the lock.
``document`` turns that lock into ``web/wheels.json``. ``check`` runs the same micropip step on the committed
wheels alone (no pip, no network) so that a test can compare its lock with the committed file.

Markers are evaluated by micropip in Pyodide itself (``sys_platform == "emscripten"``), not by pip on the host.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "COMMENT", "LockError", "Resolution", "Runtime", "check", "differences", "document", "fetch_micropip",
    "fetch_runtime", "lock", "micropip_resolve", "requirement_name",
]

HERE = Path(__file__).resolve().parent
RESOLVER = HERE / "micropip_lock.mjs"
MAX_ROUNDS = 12  # the depth of the dependency tree micropip may walk one level at a time
COMMENT = ("Written by `python3 build.py lock` from micropip.freeze() run in the pinned Pyodide (issue 26); do not "
           "edit by hand: tests/test_wheel_lock.py fails when micropip resolves something else.")
WHEEL_NAME = re.compile(r"^(?P<name>[^-]+)-(?P<version>[^-]+)(?:-\d[^-]*)?-(?P<python>[^-]+)-(?P<abi>[^-]+)"
                        r"-(?P<platform>[^-]+)\.whl$")


class LockError(Exception):
    """The wheel set cannot be locked; the message names the package and what is wrong with it."""


def requirement_name(requirement: str) -> str:
    """The canonical (PEP 503) name a requirement such as ``pydantic-core==2.50.4`` is about."""
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", requirement)
    if not match:
        raise LockError(f"{requirement!r} is not a requirement.")
    return re.sub(r"[-_.]+", "-", match.group(1)).lower()


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass(frozen=True)
class Runtime:
    """A Pyodide npm package unpacked in ``path`` (``pyodide.mjs``, ``pyodide-lock.json``, …)."""

    version: str
    path: Path

    @property
    def lock_info(self) -> dict[str, str]:
        info: dict[str, str] = json.loads((self.path / "pyodide-lock.json").read_text())["info"]
        return info

    @property
    def platform(self) -> str:
        """The wheel platform tag of this runtime's ABI (PEP 783), e.g. ``pyemscripten_2026_0_wasm32``."""
        return f"pyemscripten_{self.lock_info['abi_version']}_wasm32"

    @property
    def python(self) -> str:
        """``major.minor`` of the runtime's Python, e.g. ``3.14``."""
        major, minor = self.lock_info["python"].split(".")[:2]
        return f"{major}.{minor}"

    @property
    def micropip_version(self) -> str:
        """The micropip this runtime's own lock file lists (its wheel is not in the npm package)."""
        packages = json.loads((self.path / "pyodide-lock.json").read_text())["packages"]
        if "micropip" not in packages:
            raise LockError(f"pyodide@{self.version} lists no micropip in its pyodide-lock.json.")
        return str(packages["micropip"]["version"])

    def describe(self) -> str:
        return f"pyodide@{self.version} (Python {self.lock_info['python']}, {self.platform})"


def _run(command: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    except FileNotFoundError:
        raise LockError(f"{command[0]} is not installed; install it (see README.md) and lock again.") from None


def fetch_runtime(version: str, cache: Path) -> Runtime:
    """The npm package ``pyodide@version`` unpacked under ``cache`` (``npm pack`` once, then reused)."""
    target = cache / f"pyodide-{version}"
    if not (target / "pyodide-lock.json").exists():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as scratch:
            print(f"Fetching pyodide@{version} with npm pack …")
            done = _run(["npm", "pack", f"pyodide@{version}", "--silent", "--pack-destination", scratch])
            tarballs = list(Path(scratch).glob("*.tgz"))
            if done.returncode or len(tarballs) != 1:
                raise LockError(f"npm could not fetch pyodide@{version}: {done.stderr.strip()[-400:]}")
            with tarfile.open(tarballs[0]) as tar:
                if not hasattr(tarfile, "data_filter"):  # Python before 3.11.4 cannot refuse unsafe members
                    raise LockError("Unpacking an npm package safely needs Python 3.11.4 or newer.")
                tar.extractall(scratch, filter="data")
            shutil.rmtree(target, ignore_errors=True)
            (Path(scratch) / "package").rename(target)
    return Runtime(version, target)


def _pip_download(requirements: list[str], dest: Path, *, platform: str | None, python: str) -> list[Path] | None:
    """One wheel per requirement (no dependencies), downloaded by one pip run into ``dest``; None if the index
    lacks a wheel of one of them for that platform and Python. Any other failure of pip (no network, …) raises."""
    with tempfile.TemporaryDirectory(dir=dest) as scratch:
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                   "--disable-pip-version-check", "--python-version", python, "--dest", scratch, *requirements]
        if platform:
            command += ["--platform", platform, "--implementation", "cp", "--abi", f"cp{python.replace('.', '')}"]
        done = _run(command)
        if done.returncode:
            if "No matching distribution" in done.stderr:
                return None
            raise LockError(f"pip could not download {', '.join(requirements)}:\n{done.stderr.strip()[-1500:]}")
        found = []
        for wheel in sorted(Path(scratch).glob("*.whl")):
            target = dest / wheel.name
            if not target.exists():
                wheel.replace(target)
            found.append(target)
        return found


def fetch_micropip(runtime: Runtime, cache: Path, sha256: str | None = None) -> Path:
    """The micropip wheel of the version ``runtime`` lists, from PyPI into ``cache``; checked when ``sha256``
    is given (the committed lock's), else the caller records its hash."""
    cache.mkdir(parents=True, exist_ok=True)
    wanted = f"micropip-{runtime.micropip_version}-py3-none-any.whl"
    path = cache / wanted
    if not path.exists() and _pip_download([f"micropip=={runtime.micropip_version}"], cache, platform=None,
                                           python=runtime.python) is None:
        raise LockError(f"pip found no wheel of micropip {runtime.micropip_version} for Python {runtime.python}.")
    if not path.exists():
        raise LockError(f"pip did not produce {wanted}.")
    if sha256 is not None and _sha256(path) != sha256:
        path.unlink()
        raise LockError(f"{wanted}: sha256 differs from web/wheels.json; the file was removed.")
    return path


@dataclass(frozen=True)
class Resolution:
    """What micropip said about one wheel set: ``lock`` (its freeze) when it accepted the set, else
    ``missing`` requirements (with the packages that require them) or an ``error`` naming the culprit."""

    lock: dict[str, Any] | None
    missing: list[str]
    required_by: dict[str, list[str]]
    error: str


def _network_off() -> list[str]:
    """``unshare -n`` where this user may make a network namespace: proof that micropip fetches nothing."""
    unshare = shutil.which("unshare")
    if unshare and subprocess.run([unshare, "-n", "true"], capture_output=True).returncode == 0:
        return [unshare, "-n"]
    return []


def micropip_resolve(runtime: Runtime, micropip: Path, wheels: Iterable[Path], requires: list[str]) -> Resolution:
    """Run micropip in ``runtime`` under Node on ``wheels`` (no index, no network) and return its verdict."""
    node = shutil.which("node")
    if not node:
        raise LockError("node is not installed; it runs Pyodide for micropip (it comes with npm).")
    with tempfile.TemporaryDirectory() as scratch:
        lockfile = Path(scratch) / "pyodide-lock.json"
        lockfile.write_text(json.dumps({"info": runtime.lock_info, "packages": {}}))
        job = Path(scratch) / "job.json"
        # real paths: Pyodide sees the host at /host, where an absolute symlink (.cache) would point outside
        job.write_text(json.dumps({"lockfile": str(lockfile.resolve()), "micropip": str(micropip.resolve()),
                                   "wheels": sorted(str(w.resolve()) for w in wheels), "requires": requires}))
        done = _run([*_network_off(), node, str(RESOLVER), str(runtime.path), str(job)])
    if done.returncode:
        raise LockError(f"micropip could not run in {runtime.describe()}:\n{done.stderr.strip()[-3000:]}")
    answer = json.loads(done.stdout.strip().splitlines()[-1])
    if answer["ok"]:
        return Resolution(answer["lock"], [], {}, "")
    return Resolution(None, sorted(set(answer.get("missing", []))), answer.get("required_by", {}), answer["error"])


def _refusal(resolution: Resolution, runtime: Runtime, unavailable: Iterable[str] = ()) -> LockError:
    if resolution.missing:
        lines = [f"  {req} (required by {', '.join(sorted(set(resolution.required_by.get(req, []))))})"
                 for req in resolution.missing]
        text = (f"micropip in {runtime.describe()} finds the wheel set incomplete; no wheel meets:\n"
                + "\n".join(lines))
        if unavailable:
            text += (f"\npip found no wheel for {runtime.platform} (Python {runtime.python}) of: "
                     + ", ".join(sorted(unavailable)))
        return LockError(text)
    return LockError(f"micropip in {runtime.describe()} refuses the wheel set: {resolution.error}")


def lock(runtime: Runtime, requires: list[str], cache: Path) -> tuple[dict[str, Any], Path]:
    """Resolve ``requires`` for ``runtime``: pip fetches what micropip finds missing, micropip decides.

    Returns micropip's freeze and the micropip wheel used. Raises ``LockError`` naming the requirements no
    wheel for the runtime's platform meets (and those pip found no wheel of), or the wheel micropip refuses
    and why."""
    micropip = fetch_micropip(runtime, cache)
    pool: dict[str, Path] = {}
    unavailable: set[str] = set()
    pending = list(requires)
    for _ in range(MAX_ROUNDS):
        print(f"pip: {', '.join(pending)} for {runtime.platform} …")
        wheels, lacking = _fetch_for(runtime, pending, cache)
        pool.update((requirement_name(wheel.name.split("-")[0]), wheel) for wheel in wheels)
        unavailable.update(lacking)
        resolution = micropip_resolve(runtime, micropip, pool.values(), requires)
        if resolution.lock is not None:
            return resolution.lock, micropip
        pending = [r for r in resolution.missing if requirement_name(r) not in pool and r not in unavailable]
        if not pending:
            raise _refusal(resolution, runtime, unavailable)
    raise LockError(f"micropip still finds requirements missing after {MAX_ROUNDS} rounds: {pending}")


def _fetch_for(runtime: Runtime, requirements: list[str], cache: Path) -> tuple[list[Path], list[str]]:
    """Wheels of ``requirements`` for the runtime's platform, and the requirements the index has no such wheel
    of: one pip run, or one per requirement when that fails."""
    wheels = _pip_download(requirements, cache, platform=runtime.platform, python=runtime.python)
    if wheels is not None:
        return wheels, []
    found: list[Path] = []
    lacking: list[str] = []
    for requirement in requirements:
        one = _pip_download([requirement], cache, platform=runtime.platform, python=runtime.python)
        if one is None:
            lacking.append(requirement)
        else:
            found += one
    return found, lacking


def check(runtime: Runtime, requires: list[str], wheels: Iterable[Path], micropip: Path) -> dict[str, Any]:
    """micropip's freeze of exactly ``wheels`` (the committed set): no pip, no index, no network."""
    resolution = micropip_resolve(runtime, micropip, wheels, requires)
    if resolution.lock is None:
        raise _refusal(resolution, runtime)
    return resolution.lock


def _top_level(wheel: Path) -> list[str]:
    """What a wheel lets one import, when micropip's freeze does not say (no ``top_level.txt``)."""
    names = set()
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            top, _, rest = name.partition("/")
            if ".dist-info" in top or ".data" in top:
                continue
            if rest == "__init__.py" or (not rest and top.endswith(".py")):
                names.add(top.removesuffix(".py"))
            elif not rest and ".cpython" not in top and top.endswith(".so"):
                names.add(top.split(".")[0])
    return sorted(names)


def _reachable(packages: dict[str, dict[str, Any]], roots: Iterable[str]) -> list[str]:
    seen: list[str] = []
    pending = [r for r in roots if r in packages]
    while pending:
        name = pending.pop(0)
        if name not in seen:
            seen.append(name)
            pending += [d for d in packages[name]["depends"] if d in packages]
    return sorted(seen)


def document(runtime: Runtime, requires: list[str], frozen: dict[str, Any], micropip: Path,
             wheel_dir: Path) -> dict[str, Any]:
    """``web/wheels.json`` from micropip's freeze: the packages the root requirements reach (micropip itself
    and anything nobody requires left out), with the file name, sha256 and dependencies micropip recorded,
    and the platform tag of the wheels that have one."""
    packages = {name: {**entry, "depends": sorted(re.sub(r"[-_.]+", "-", d).lower() for d in entry["depends"])}
                for name, entry in frozen["packages"].items()}
    wheels = []
    for name in _reachable(packages, [requirement_name(r) for r in requires]):
        entry = packages[name]
        file = entry["file_name"].rsplit("/", 1)[-1]
        match = WHEEL_NAME.match(file)
        if not match:
            raise LockError(f"micropip recorded {entry['file_name']!r}, which is not a wheel's name.")
        wheel: dict[str, Any] = {
            "name": name, "version": entry["version"], "file": file, "sha256": entry["sha256"],
            "depends": [d for d in entry["depends"] if d in packages],
            "imports": sorted(entry["imports"]) or _top_level(wheel_dir / file),
        }
        if match["platform"] != "any":
            wheel["platform"] = match["platform"]
        wheels.append(wheel)
    return {
        "comment": COMMENT,
        "pyodide": runtime.version,
        "info": frozen["info"],
        "requires": list(requires),
        "micropip": {"version": runtime.micropip_version, "file": micropip.name, "sha256": _sha256(micropip)},
        "wheels": wheels,
    }


def differences(committed: dict[str, Any], resolved: dict[str, Any]) -> list[str]:
    """Readable lines for every field where the committed lock differs from micropip's (empty when equal)."""
    lines = [f"{key}: committed {committed.get(key)!r}, micropip {resolved.get(key)!r}"
             for key in sorted(set(committed) | set(resolved)) if key != "wheels"
             and committed.get(key) != resolved.get(key)]
    ours = {w["name"]: w for w in committed.get("wheels", [])}
    theirs = {w["name"]: w for w in resolved.get("wheels", [])}
    for name in sorted(set(ours) | set(theirs)):
        if name not in theirs:
            lines.append(f"{name}: committed, but micropip's lock has no such package")
        elif name not in ours:
            lines.append(f"{name}: micropip's lock has it, the committed file does not")
        else:
            lines += [f"{name}.{field}: committed {ours[name].get(field)!r}, micropip {theirs[name].get(field)!r}"
                      for field in sorted(set(ours[name]) | set(theirs[name]))
                      if ours[name].get(field) != theirs[name].get(field)]
    if not lines and [w["name"] for w in committed.get("wheels", [])] != [w["name"] for w in resolved["wheels"]]:
        lines.append("wheels: the same packages in another order")
    return lines

