"""web/sitepack.js (issue 11), which writes the site pack into Pyodide's file system: every file of the
pack lands under site-packages, and a corrupted pack fails with a Czech message instead of half-installing
a package. Run under Node against the built pack (dev or release)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)
from tests.built import ensure_built  # noqa: E402


@pytest.fixture(scope="module")
def cases() -> dict[str, Any]:
    pack = build.DIST / "pyodide" / build.SITE_PACK
    ensure_built(pack)
    node = shutil.which("node")
    assert node, "Node.js is needed to run the shell's modules outside the browser"
    done = subprocess.run([node, str(ROOT / "tests" / "js" / "sitepack_cases.mjs"), str(pack)],
                          capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    with tarfile.open(pack) as tar:
        result["members"] = [m.name for m in tar.getmembers()]
    return result


def test_every_file_of_the_pack_is_written(cases: dict[str, Any]) -> None:
    assert cases["written"] == cases["listed"] == len(cases["members"])
    assert cases["api"] > 0


def test_the_engine_tests_can_leave_py_rules_out(cases: dict[str, Any]) -> None:
    rules = [m for m in cases["members"] if m.startswith("py_rules/")]
    assert rules
    assert cases["withoutRules"] == len(cases["members"]) - len(rules)
    assert cases["rulesSkipped"]


def test_pydantic_cores_webassembly_is_compiled_ahead(cases: dict[str, Any]) -> None:
    libraries = [m for m in cases["members"] if m.endswith(".so")]
    assert len(libraries) == 1
    assert cases["compiled"] == [True]


def test_the_installer_names_the_libraries_it_wrote(cases: dict[str, Any]) -> None:
    """web/snapshot.js loads them when the runtime initialises, at the same point of every start."""
    assert cases["libraries"] == [f"/lib/site/{m}" for m in cases["members"] if m.endswith(".so")]


@pytest.mark.parametrize(("case", "words"), [
    ("broken", "hlavička na bajtu 0"),
    ("traversal", "nebezpečná cesta ../escape.py"),
    ("truncated", "délka souboru"),
])
def test_a_corrupted_pack_is_refused_in_czech(cases: dict[str, Any], case: str, words: str) -> None:
    assert cases[case]["ok"] is False
    assert cases[case]["message"].startswith("Balíček pravidel je poškozený")
    assert words in cases[case]["message"]
