"""The browser's wheel set is micropip's lock (issue 26): web/wheels.json is what micropip, running in the pinned
Pyodide under Node, freezes from the committed wheels and pyproject's pin, so a hand edit that breaks the set
(or merely differs from micropip's record of it) fails here. micropip is given no index and the runtime no
package list, and the Node step runs without network where ``unshare -n`` is allowed: nothing is fetched
but the committed wheels into the cache, as a build does."""

from __future__ import annotations

import copy
import json
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from tools import wheel_lock  # noqa: E402


@pytest.fixture(scope="module")
def runtime() -> wheel_lock.Runtime:
    return wheel_lock.Runtime(build.pinned_pyodide(), build.ensure_runtime())


@pytest.fixture(scope="module")
def committed() -> dict[str, Any]:
    lock: dict[str, Any] = json.loads((build.WEB / "wheels.json").read_text())
    return lock


@pytest.fixture(scope="module")
def wheels() -> dict[str, Path]:
    """The committed wheels by name, fetched and checked against their sha256 as a build does."""
    return {wheel.name: build.fetch_wheel(wheel) for wheel in build.load_wheels()}


@pytest.fixture(scope="module")
def micropip(runtime: wheel_lock.Runtime, committed: dict[str, Any]) -> Path:
    return wheel_lock.fetch_micropip(runtime, build.CACHE, committed["micropip"]["sha256"])


@pytest.fixture(scope="module")
def relocked() -> dict[str, Any]:
    return build.relock_committed()


def fake_wheel(folder: Path, file: str, requires: tuple[str, ...] = ()) -> Path:
    """A wheel with metadata only: enough for micropip to judge its name, version, tags and requirements."""
    name, version = file.split("-")[:2]
    info = f"{name}-{version}.dist-info"
    path = folder / file
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{info}/METADATA", "Metadata-Version: 2.1\nName: {}\nVersion: {}\n{}".format(
            name, version, "".join(f"Requires-Dist: {r}\n" for r in requires)))
        archive.writestr(f"{info}/WHEEL", "Wheel-Version: 1.0\nRoot-Is-Purelib: false\n")
        archive.writestr(f"{info}/RECORD", "")
        archive.writestr(f"{name}/__init__.py", "")
    return path


def test_the_committed_lock_is_what_micropip_resolves(committed: dict[str, Any], relocked: dict[str, Any]) -> None:
    assert wheel_lock.differences(committed, relocked) == []
    assert committed == relocked


def test_the_lock_is_for_the_pinned_runtime_and_pydantic(relocked: dict[str, Any],
                                                          runtime: wheel_lock.Runtime) -> None:
    assert relocked["pyodide"] == build.pinned_pyodide()
    assert relocked["info"] == runtime.lock_info
    assert relocked["requires"] == build.pyproject_requires() == [
        f"pydantic=={_version(relocked, 'pydantic')}", f"segno=={_version(relocked, 'segno')}"]
    native = [w for w in relocked["wheels"] if "platform" in w]
    assert [w["name"] for w in native] == ["pydantic-core"]
    assert native[0]["platform"] == f"pyemscripten_{runtime.lock_info['abi_version']}_wasm32"
    assert native[0]["file"].endswith(f"-cp314-cp314-{native[0]['platform']}.whl")


def _version(lock: dict[str, Any], name: str) -> str:
    return str(next(w["version"] for w in lock["wheels"] if w["name"] == name))


def test_a_hand_edit_is_named_field_by_field(relocked: dict[str, Any]) -> None:
    edited = copy.deepcopy(relocked)
    next(w for w in edited["wheels"] if w["name"] == "pydantic-core")["version"] = "2.50.5"
    edited["wheels"] = [w for w in edited["wheels"] if w["name"] != "typing-inspection"]
    assert wheel_lock.differences(edited, relocked) == [
        "pydantic-core.version: committed '2.50.5', micropip '2.50.4'",
        "typing-inspection: micropip's lock has it, the committed file does not",
    ]


def test_a_set_missing_a_package_is_refused_naming_it(runtime: wheel_lock.Runtime, micropip: Path,
                                                      wheels: dict[str, Path]) -> None:
    without = [path for name, path in wheels.items() if name != "typing-inspection"]
    with pytest.raises(wheel_lock.LockError, match=r"incomplete; no wheel meets:\n"
                       r"  typing-inspection>=0\.4\.4 \(required by pydantic 2\.14\.3\)$"):
        wheel_lock.check(runtime, build.pyproject_requires(), without, micropip)


def test_a_wheel_for_another_abi_is_refused_naming_it(runtime: wheel_lock.Runtime, micropip: Path,
                                                      wheels: dict[str, Path], tmp_path: Path) -> None:
    other = fake_wheel(tmp_path, "pydantic_core-2.50.4-cp314-cp314-pyemscripten_2025_0_wasm32.whl",
                       ("typing-extensions>=4.16.0",))
    mixed = [path for name, path in wheels.items() if name != "pydantic-core"] + [other]
    with pytest.raises(wheel_lock.LockError, match=r"refuses the wheel set: "
                       r"pydantic_core-2\.50\.4-cp314-cp314-pyemscripten_2025_0_wasm32\.whl: "):
        wheel_lock.check(runtime, build.pyproject_requires(), mixed, micropip)


def test_a_version_the_requirement_excludes_is_refused_naming_it(runtime: wheel_lock.Runtime, micropip: Path,
                                                                 wheels: dict[str, Path], tmp_path: Path) -> None:
    other = fake_wheel(tmp_path, f"pydantic_core-2.50.5-cp314-cp314-{runtime.platform}.whl",
                       ("typing-extensions>=4.16.0",))
    mixed = [path for name, path in wheels.items() if name != "pydantic-core"] + [other]
    with pytest.raises(wheel_lock.LockError, match=r"refuses the wheel set: pydantic[-_]core 2\.50\.5 in the set "
                       r"does not meet pydantic-core==2\.50\.4 \(required by pydantic 2\.14\.3\)$"):
        wheel_lock.check(runtime, build.pyproject_requires(), mixed, micropip)


def test_the_build_refuses_a_lock_made_for_another_runtime(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                           committed: dict[str, Any]) -> None:
    (tmp_path / "package.json").write_text((build.WEB / "package.json").read_text())
    (tmp_path / "wheels.json").write_text(json.dumps({**committed, "pyodide": "315.0.0-alpha.2"}))
    monkeypatch.setattr(build, "WEB", tmp_path)
    with pytest.raises(build.BuildError, match=r"locked for pyodide 315\.0\.0-alpha\.2 .* run `python3 build\.py "
                       r"lock`"):
        build.load_wheels()
