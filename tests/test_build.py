"""The build (issue 11): release builds ship 3.14 bytecode made by Pyodide, a trimmed stdlib zip and one
site pack of the packages (a gzipped tar the worker writes into Pyodide's file system), a lock file with no
packages, and a second build downloads nothing and starts no Node."""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import subprocess
import sys
import tarfile
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
    yield site / "pyodide" / build.SITE_PACK
    yield site / build.LAZY / build.QR_PACK


def contents(archive: Path) -> dict[str, bytes]:
    """Every file of the stdlib zip or the site pack, by name."""
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as z:
            return {n: z.read(n) for n in z.namelist() if not n.endswith("/")}
    with tarfile.open(archive) as tar:
        files = {m.name: tar.extractfile(m) for m in tar.getmembers() if m.isfile()}
        return {name: handle.read() for name, handle in files.items() if handle is not None}


def kept_as_source(archive: Path, name: str) -> bool:
    cold = build.COLD_SOURCES["python_stdlib"] if archive.suffix == ".zip" else build.COLD_SOURCES["pydantic"]
    return name.startswith(cold) or name.endswith("__main__.py")


def test_lock_file_has_the_runtime_abi_and_no_packages(release: Path, dev: Path) -> None:
    for site in (release, dev):
        lock = json.loads((site / "pyodide" / "druzina-lock.json").read_text())
        assert lock["packages"] == {}  # every package comes in the site pack
        assert lock["info"]["abi_version"]
        assert not list((site / "pyodide").glob("*.whl"))


def test_the_worker_checks_the_site_pack_it_was_built_with(release: Path) -> None:
    worker = (release / "worker.js").read_text()
    assert f'file: "{build.SITE_PACK}"' in worker
    assert f'sha256: "{build.sha256_of(release / "pyodide" / build.SITE_PACK)}"' in worker
    # and the tar inside, which the service worker's inflated copy (web/sw.js) must hash to
    tar = gzip.decompress((release / "pyodide" / build.SITE_PACK).read_bytes())
    assert f'tarSha256: "{hashlib.sha256(tar).hexdigest()}"' in worker


def test_site_pack_is_laid_out_as_site_packages_without_metadata(release: Path, dev: Path) -> None:
    for site in (release, dev):
        names = set(contents(site / "pyodide" / build.SITE_PACK))
        tops = {n.split("/")[0] for n in names}
        assert {"pydantic", "pydantic_core", "py_rules", "annotated_types", "typing_inspection"} <= tops
        assert {"typing_extensions.pyc", "typing_extensions.py"} & tops
        assert any(n.startswith("pydantic_core/_pydantic_core.") and n.endswith(".so") for n in names)
        assert not [n for n in names if ".dist-info/" in n or n.endswith((".pyi", "py.typed"))]
    with tarfile.open(release / "pyodide" / build.SITE_PACK) as tar:
        assert {(m.mode, m.mtime, m.uid, m.type) for m in tar.getmembers()} == {(0o644, 0, 0, tarfile.REGTYPE)}


def test_what_only_the_hand_over_needs_is_packed_apart_and_precached_after_the_start(release: Path,
                                                                                     dev: Path) -> None:
    for site in (release, dev):
        assert not [n for n in contents(site / "pyodide" / build.SITE_PACK) if n.startswith("segno/")]
        qr = {n.rsplit(".", 1)[0] for n in contents(site / build.LAZY / build.QR_PACK)}
        assert qr == {"segno/encoder", "segno/consts", "segno/utils"}  # no __init__: it imports xml
        assert (site / build.LAZY / "jsQR.js").read_bytes() == build.JSQR.read_bytes()
    worker = (release / "worker.js").read_text()
    tar = gzip.decompress((release / build.LAZY / build.QR_PACK).read_bytes())
    assert f'file: "../{build.LAZY}/{build.QR_PACK}"' in worker
    assert f'tarSha256: "{hashlib.sha256(tar).hexdigest()}"' in worker
    script = (release / "sw.js").read_text()  # listed, left out of the install precache, kept by the completion
    assert '"./lazy/handover.js"' in script
    assert 'url.startsWith("./lazy/")' in script
    assert "!LAZY(url)" in script.split('addEventListener("install"')[0]  # SHELL: the install precache
    assert "const urls = ASSETS.map(" in script.split('type === "complete-precache"')[1]


def test_release_ships_bytecode_only_except_cold_modules(release: Path) -> None:
    for archive in archives(release):
        listed = list(contents(archive))
        assert any(n.endswith(".pyc") for n in listed), archive.name
        sources = [n for n in listed if n.endswith(".py") and not kept_as_source(archive, n)]
        assert sources == [], (archive.name, sources[:5])
    assert "py_rules/api.pyc" in contents(release / "pyodide" / build.SITE_PACK)


def test_bytecode_is_python_3_14_from_pyodide(release: Path) -> None:
    for archive in archives(release):
        magics = {data[:4] for name, data in contents(archive).items() if name.endswith(".pyc")}
        assert magics == {PYC_MAGIC_314}, archive.name


def test_development_build_ships_sources(dev: Path) -> None:
    for archive in archives(dev):
        assert not any(n.endswith(".pyc") for n in contents(archive)), archive.name
    site = contents(dev / "pyodide" / build.SITE_PACK)
    assert "py_rules/api.py" in site
    assert "py_rules/systems/catalog.json" in site


def test_stdlib_and_wheels_are_trimmed(release: Path, dev: Path) -> None:
    for site in (release, dev):
        stdlib = list(contents(site / "pyodide" / "python_stdlib.zip"))
        tops = {n.split("/")[0] for n in stdlib}
        assert not tops & build.STDLIB_DENY
        codecs = {n.split("/")[1].split(".")[0] for n in stdlib if n.startswith("encodings/") and n[10:]}
        assert codecs <= build.ENCODINGS_KEEP
        assert {"json", "asyncio", "zipfile", "encodings"} <= tops
        packages = list(contents(site / "pyodide" / build.SITE_PACK))
        assert not [n for n in packages if n.startswith("pydantic/v1/")]
        assert any(n.startswith("pydantic/main.py") for n in packages)


def test_the_stdlib_is_deflate_for_zipimport(release: Path) -> None:
    with zipfile.ZipFile(release / "pyodide" / "python_stdlib.zip") as z:
        assert {i.compress_type for i in z.infolist()} == {zipfile.ZIP_DEFLATED}  # zipimport only inflates


def test_the_csp_command_prints_the_policy_with_the_inline_script_hash(capsys: pytest.CaptureFixture[str]) -> None:
    assert build.main(["csp"]) == 0
    printed = capsys.readouterr().out.strip()
    digest = base64.b64encode(hashlib.sha256(build.EARLY_WORKER.read_bytes()).digest()).decode()
    assert printed == build.csp()
    assert f"script-src 'self' 'sha256-{digest}' 'wasm-unsafe-eval'" in printed
    assert "'unsafe-inline'" not in printed


def test_a_file_two_wheels_hold_is_a_build_error(tmp_path: Path) -> None:
    for name in ("a.whl", "b.whl"):
        with zipfile.ZipFile(tmp_path / name, "w") as z:
            z.writestr("shared/__init__.py", "")
    with pytest.raises(build.BuildError, match=r"shared/__init__\.py is in two wheels"):
        build.pack_site([tmp_path / "a.whl", tmp_path / "b.whl"], tmp_path / "site.tar.gz")


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


def test_only_a_development_build_offers_the_test_hook(release: Path, dev: Path) -> None:
    """web/worker.js makes self.druzinaDev (tests/browser/test_faults.py) only where BUILD_KIND is "dev"."""
    assert 'const BUILD_KIND = "release";' in (release / "worker.js").read_text()
    assert 'const BUILD_KIND = "dev";' in (dev / "worker.js").read_text()


def test_release_site_pack_is_zopfli_gzip_smaller_and_cached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A release build's site pack is gzip from Zopfli: any gzip reader inflates it, it is smaller than gzip -9
    (first-visit bytes, bench/startup.py), and the same content is compressed once (cached by its sha256)."""
    monkeypatch.setattr(build, "ZOPFLI_CACHE", tmp_path / "zopfli")
    data = b"".join(f"def rule_{n}(sheet):\n    return sheet.value + {n % 7}\n".encode() for n in range(3000))
    best = build.gzip_best(data, best=True)
    assert gzip.decompress(best) == data
    assert len(best) < len(build.gzip_best(data, best=False))
    assert [p.name for p in (tmp_path / "zopfli").iterdir()] == [
        f"{hashlib.sha256(data).hexdigest()}-{build.ZOPFLI_ITERATIONS}.gz"]
    monkeypatch.setattr(build, "ensure_zopfli", lambda: pytest.fail("the cached pack was compressed again"))
    assert build.gzip_best(data, best=True) == best


def test_release_stdlib_zip_is_rewritten_by_zopfli_with_the_same_files(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The shipped stdlib zip keeps its names, order, stamps, modes and bytes; only the deflate is Zopfli's
    (smaller), and zipimport-style readers read it."""
    monkeypatch.setattr(build, "ZOPFLI_CACHE", tmp_path / "zopfli")
    path = tmp_path / "lib.zip"
    body = b"".join(f"x_{n} = {n} * 2\n".encode() for n in range(4000))
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("a/__init__.pyc", (2020, 1, 1, 0, 0, 0)), body, zipfile.ZIP_DEFLATED, 9)
        z.writestr(zipfile.ZipInfo("a/data.txt", (2021, 2, 3, 4, 5, 6)), b"stored", zipfile.ZIP_STORED)
    before = path.stat().st_size
    build.rezip_best(path)
    assert path.stat().st_size < before
    with zipfile.ZipFile(path) as z:
        assert z.testzip() is None
        assert [(i.filename, i.date_time, i.compress_type) for i in z.infolist()] == [
            ("a/__init__.pyc", (2020, 1, 1, 0, 0, 0), zipfile.ZIP_DEFLATED),
            ("a/data.txt", (2021, 2, 3, 4, 5, 6), zipfile.ZIP_STORED)]
        assert z.read("a/__init__.pyc") == body
        assert z.read("a/data.txt") == b"stored"


def test_a_test_run_whose_pytest_was_killed_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """`build.py test` (CI's command) returned max() of its steps' codes, so pytest killed by SIGTERM (-15) made
    the whole run exit 0; a killed step now counts as 128 + its signal, as a shell reports it."""
    codes = iter([0, 0, 0, -15])
    monkeypatch.setattr(build, "install_test_needs", lambda: None)
    monkeypatch.setattr(build, "build", lambda release=None: None)
    monkeypatch.setattr(subprocess, "run", lambda *args, **kwargs: subprocess.CompletedProcess(args, next(codes)))
    assert build.test([]) == 143
    assert build.worst([0, 1, 0]) == 1
    assert build.worst([2, -9]) == 137
    assert build.worst([0, 0]) == 0


def test_a_test_run_ends_with_each_phase_and_its_seconds(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 24: the CI log says where the time of `build.py test` went — one line per phase with its seconds
    and exit code, then the total — and pytest lists its 25 slowest tests."""
    commands: list[list[str]] = []
    codes = iter([0, 2, 0, 1])

    def run(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        commands.append(args)
        return subprocess.CompletedProcess(args, next(codes))

    monkeypatch.setattr(build, "install_test_needs", lambda: None)
    monkeypatch.setattr(build, "build", lambda release=None: None)
    monkeypatch.setattr(subprocess, "run", run)
    assert build.test(["-q"]) == 2
    assert commands[-1][3:] == ["--durations=25", "-n", "2", "--dist", "loadfile", "--no-loadscope-reorder", "-q"]
    table = capsys.readouterr().out.splitlines()[-7:]
    assert [line.split()[0] for line in table] == ["install", "build", "ruff", "mypy", "lint", "pytest", "total"]
    assert [line.split()[-1] for line in table[:-1]] == ["0", "0", "0", "2", "0", "1"]
    assert all(float(line.split()[1]) >= 0 for line in table)


def test_the_suite_runs_in_two_workers_each_taking_whole_files_in_the_conftests_order(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 24: `build.py test` runs pytest in two processes (the cores CI has); a module's tests stay together
    and in order (the engines' modules share one browser), and xdist keeps tests/conftest.py's order (the long
    files first) instead of sorting by the number of tests. DRUZINA_TEST_WORKERS=1 runs one process."""
    monkeypatch.delenv("DRUZINA_TEST_WORKERS", raising=False)
    assert build.parallel() == ["-n", "2", "--dist", "loadfile", "--no-loadscope-reorder"]
    monkeypatch.setenv("DRUZINA_TEST_WORKERS", "1")
    assert build.parallel() == []
    monkeypatch.setenv("DRUZINA_TEST_WORKERS", "3")
    assert build.parallel()[:2] == ["-n", "3"]


def test_the_workers_of_one_run_build_the_site_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Issue 24: every worker of a parallel run needs dist/; the first builds it, the others (same
    PYTEST_XDIST_TESTRUNUID) find the run's stamp and serve what it built; the next run builds again."""
    from tests import built

    builds: list[int] = []
    monkeypatch.setattr(built, "CACHE", tmp_path)
    monkeypatch.setattr(built.build, "build", lambda: builds.append(1))
    monkeypatch.delenv("DRUZINA_SKIP_BUILD", raising=False)
    for run in ["run-a", "run-a", "run-a", "run-b"]:
        monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", run)
        monkeypatch.setattr(built, "_built_here", False)  # each pass stands for another worker process
        built.ensure_built()
    assert len(builds) == 2
    monkeypatch.setenv("DRUZINA_SKIP_BUILD", "1")
    monkeypatch.setattr(built, "_built_here", False)
    built.ensure_built(tmp_path / "missing")  # a part the dist/ there lacks is built all the same
    assert len(builds) == 3


def test_a_parallel_runs_ledger_of_save_faults_is_the_sum_of_its_workers() -> None:
    """Issue 9's count (faults tried, characters lost) sums every worker's, as tests/conftest.py receives them."""
    from tests.ledger import Ledger

    total = Ledger()
    total.add(Ledger(tried=3, lost=0, faults=["a", "b", "c"]).as_dict())
    total.add(Ledger(tried=2, lost=1, faults=["d", "e"]).as_dict())
    assert (total.tried, total.lost, total.faults) == (5, 1, ["a", "b", "c", "d", "e"])
    assert total.summary() == "faults tried: 5, characters lost: 1"
