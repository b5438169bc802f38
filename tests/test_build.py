"""The build (issue 11): release builds ship 3.14 bytecode made by Pyodide, trimmed archives, a lock file
that matches the shipped wheels, and a second build downloads nothing and starts no Node."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)

# importlib.util.MAGIC_NUMBER of Python 3.14 (Pyodide 314's interpreter); CPython 3.11 here has another.
PYC_MAGIC_314 = b"+\x0e\r\n"


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("release")
    build.assemble(target, release=True)
    return target


@pytest.fixture(scope="module")
def dev(tmp_path_factory: pytest.TempPathFactory) -> Path:
    target = tmp_path_factory.mktemp("dev")
    build.assemble(target, release=False)
    return target


def archives(site: Path) -> Iterator[Path]:
    yield site / "pyodide" / "python_stdlib.zip"
    yield from sorted((site / "pyodide").glob("*.whl"))


def names(archive: Path) -> list[str]:
    with zipfile.ZipFile(archive) as z:
        return z.namelist()


def kept_as_source(archive: Path, name: str) -> bool:
    key = archive.name.split("-")[0].split(".")[0]
    return name.startswith(build.COLD_SOURCES.get(key, ())) or name.endswith("__main__.py")


def test_lock_file_lists_the_shipped_wheels_with_their_hashes(release: Path, dev: Path) -> None:
    for site in (release, dev):
        lock = json.loads((site / "pyodide" / "druzina-lock.json").read_text())
        shipped = {p.name for p in (site / "pyodide").glob("*.whl")}
        assert {p["file_name"] for p in lock["packages"].values()} == shipped
        for package in lock["packages"].values():
            assert package["sha256"] == build.sha256_of(site / "pyodide" / package["file_name"])
        assert lock["info"]["abi_version"]


def test_release_ships_bytecode_only_except_cold_modules(release: Path) -> None:
    for archive in archives(release):
        listed = names(archive)
        assert any(n.endswith(".pyc") for n in listed), archive.name
        sources = [n for n in listed if n.endswith(".py") and not kept_as_source(archive, n)]
        assert sources == [], (archive.name, sources[:5])
    assert "py_rules/api.pyc" in names(release / "pyodide" / f"py_rules-{build.py_rules_version()}-py3-none-any.whl")


def test_bytecode_is_python_3_14_from_pyodide(release: Path) -> None:
    # Read inside Pyodide: CPython 3.11 cannot unpack the wheels' Zstandard entries.
    done = subprocess.run(["node", str(build.PRECOMPILER[0]), str(build.RUNTIME_DIR), "--magic",
                           *map(str, archives(release))], capture_output=True, text=True, check=True, timeout=300)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(found) == len(list(archives(release)))
    for archive, magics in found.items():
        assert magics == [PYC_MAGIC_314.hex()], archive


def test_development_build_ships_sources(dev: Path) -> None:
    for archive in archives(dev):
        listed = names(archive)
        assert not any(n.endswith(".pyc") for n in listed), archive.name
    wheel = dev / "pyodide" / f"py_rules-{build.py_rules_version()}-py3-none-any.whl"
    assert "py_rules/api.py" in names(wheel)
    assert "py_rules/systems/catalog.json" in names(wheel)


def test_stdlib_and_wheels_are_trimmed(release: Path, dev: Path) -> None:
    for site in (release, dev):
        stdlib = names(site / "pyodide" / "python_stdlib.zip")
        tops = {n.split("/")[0] for n in stdlib}
        assert not tops & build.STDLIB_DENY
        codecs = {n.split("/")[1].split(".")[0] for n in stdlib if n.startswith("encodings/") and n[10:]}
        assert codecs <= build.ENCODINGS_KEEP
        assert {"json", "asyncio", "zipfile", "encodings"} <= tops
        pydantic = names(next((site / "pyodide").glob("pydantic-*.whl")))
        assert not [n for n in pydantic if n.startswith("pydantic/v1/")]
        assert any(n.startswith("pydantic/main.py") for n in pydantic)


def test_release_wheels_are_zstandard_and_the_stdlib_deflate(release: Path) -> None:
    with zipfile.ZipFile(release / "pyodide" / "python_stdlib.zip") as z:
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_DEFLATED}  # zipimport only inflates
    with zipfile.ZipFile(next((release / "pyodide").glob("pydantic-*.whl"))) as z:
        assert {i.compress_type for i in z.infolist()} == {93}  # Zstandard, which Pyodide's zipfile reads


def test_service_worker_lists_every_asset(release: Path) -> None:
    script = (release / "sw.js").read_text()
    for path in release.rglob("*"):
        if path.is_file() and path.name not in ("index.html", "sw.js"):
            assert f'"./{path.relative_to(release).as_posix()}"' in script, path
    assert not (release / "tools").exists()
    assert not (release / "sources").exists()


def test_a_second_build_downloads_nothing_and_runs_no_node(
        release: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"a build with nothing changed ran {args}")

    monkeypatch.setattr(build, "run", forbidden)
    monkeypatch.setattr(build, "pip_download", forbidden)
    build.assemble(tmp_path, release=True)
    for archive in archives(release):
        again = tmp_path / archive.relative_to(release)
        assert again.read_bytes() == archive.read_bytes(), archive.name


def test_page_preloads_every_module_of_the_shell(release: Path) -> None:
    html = (release / "index.html").read_text()
    graph = build.module_graph(build.WEB / "js" / "app.js")
    assert build.WEB / "js" / "engine.js" in graph
    for module in graph:
        href = module.relative_to(build.WEB).as_posix()
        assert f'<link rel="modulepreload" href="{href}">' in html
        assert (release / href).exists()
    assert html.index("modulepreload") < html.index(build.PAGE_SCRIPT)
