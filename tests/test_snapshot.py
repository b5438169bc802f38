"""The memory snapshot of the started engine (web/snapshot.js, issue 11): a warm start restores the engine as
the first start left it just after importing py_rules, instead of starting Python and importing pydantic and
the games again. Checked under Node on a release build: the restored engine answers every command of the
browser parity test (every game's actions) exactly as CPython does, as the freshly started one does; a
snapshot whose library fingerprint differs (pydantic_core's memory would not be where the snapshot has it),
or whose checksum failed, is refused rather than restored; a malformed stored form is refused by its decoder.
The browser side (the file in the origin private file system, a damaged file, fresh dice in each restored
engine) is in tests/browser/test_offline_app.py."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from py_rules.api import handle
from tests.browser.test_parity import commands, scrub

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def outcome(release: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    sent = tmp_path_factory.mktemp("snapshot") / "commands.json"
    sent.write_text(json.dumps(commands()))
    done = subprocess.run([node, str(ROOT / "tests" / "js" / "snapshot.mjs"), str(release), str(sent)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_restored_engine_answers_every_command_as_cpython(outcome: dict[str, Any]) -> None:
    cmds = commands()
    expected = [scrub(json.loads(json.dumps(handle(c), ensure_ascii=False))) for c in cmds]
    assert len(outcome["restored"]) == len(cmds) > 20
    for command, want, fresh, restored in zip(cmds, expected, outcome["fresh"], outcome["restored"], strict=True):
        assert scrub(restored) == want == scrub(fresh), command


def test_the_snapshot_holds_the_imported_engine(outcome: dict[str, Any]) -> None:
    assert outcome["engineImported"] is True
    assert outcome["modulesRestored"] == outcome["modulesBefore"]
    # Stored sparse: the memory holds long runs of zero pages, which are not kept.
    assert 0 < outcome["stored"] < 64 * 2**20


def test_a_library_compiled_ahead_lands_where_the_first_start_loaded_it_from_its_file(
        outcome: dict[str, Any]) -> None:
    # The restoring start instantiated pydantic_core from the module compiled while the runtime loaded (issue 24:
    # Firefox compiled it twice otherwise); the fingerprint matched the first start's, or it would be refused.
    assert outcome["compiledUsed"] == [True]
    assert outcome["modulesRestored"] == outcome["modulesBefore"]


def test_a_snapshot_made_with_the_library_elsewhere_is_refused(outcome: dict[str, Any]) -> None:
    assert outcome["refusedMoved"] == "Snapshot has invalid magic number"


def test_a_snapshot_whose_checksum_failed_is_refused_before_it_runs(outcome: dict[str, Any]) -> None:
    assert outcome["refusedDamaged"] == "Snapshot has invalid magic number"


@pytest.fixture(scope="module")
def format_cases() -> dict[str, Any]:
    node = shutil.which("node")
    assert node, "Node.js is needed to run the shell's modules outside the browser"
    done = subprocess.run([node, str(ROOT / "tests" / "js" / "snapshot_format.mjs")],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_stored_form_keeps_only_pages_with_data(format_cases: dict[str, Any]) -> None:
    assert format_cases["same"] is True
    assert format_cases["fingerprint"] == "1234:5678:/lib/so"
    assert format_cases["length"] == 5 * 4096
    # Header (20) + the mark padded to 20 + three page indexes + three pages: the two zero pages are left out.
    assert format_cases["stored"] == 20 + 20 + 3 * 4 + 3 * 4096


@pytest.mark.parametrize(("case", "message"), [
    ("truncated", "snapshot length"),
    ("wrongMagic", "not a snapshot"),
    ("wrongSize", "snapshot length"),
    ("pageOutside", "snapshot page"),
    ("empty", "not a snapshot"),
])
def test_a_malformed_stored_snapshot_is_refused(format_cases: dict[str, Any], case: str, message: str) -> None:
    assert format_cases[case] == {"ok": False, "message": message}


def test_without_a_file_system_no_snapshot_is_kept_or_found(format_cases: dict[str, Any]) -> None:
    """A browser without the origin private file system starts the ordinary way every time: storing says it
    kept nothing (the worker reports ``stored: false``) and a lookup finds no snapshot, with no checksum."""
    assert format_cases["withoutFileSystem"] == {"kept": False, "lookup": "none", "intact": None}
