"""The engine's whole test suite, run again inside Pyodide (Python 3.14, WebAssembly) under Node.

CPython 3.11 is where the suite runs fast; this proves the same engine and the same wheels the page ships
(dist/pyodide) pass the same tests on the interpreter the browser uses. Test-only wheels (pytest,
hypothesis, …) are pinned in tests/pyodide/wheels.txt and fetched once with pip into .cache/.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "test-wheels"
RUNNER = Path(__file__).with_name("run_engine_tests.mjs")
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from tests.built import ensure_built  # noqa: E402


def _pinned() -> list[str]:
    lines = Path(__file__).with_name("wheels.txt").read_text().splitlines()
    return [line for line in lines if line and not line.startswith("#")]


@pytest.fixture(scope="module")
def test_wheels() -> Path:
    WHEELS.mkdir(parents=True, exist_ok=True)
    have = {p.name.split("-")[0].lower().replace("_", "-") for p in WHEELS.glob("*.whl")}
    missing = [req for req in _pinned() if req.split("==")[0].lower() not in have]
    if missing:
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--dest", str(WHEELS), *missing], check=True)
    return WHEELS


@pytest.mark.pyodide
def test_engine_suite_passes_in_pyodide(test_wheels: Path) -> None:
    ensure_built(build.DIST / "pyodide")
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    run = subprocess.run([node, str(RUNNER), str(ROOT), str(test_wheels)],
                         capture_output=True, text=True)
    output = run.stdout + run.stderr
    summary = [line for line in output.splitlines() if " passed" in line or " failed" in line or "error" in line]
    print("\n".join(summary[-3:]))
    assert run.returncode == 0, output[-6000:]
    assert " passed" in output
    assert " failed" not in output
