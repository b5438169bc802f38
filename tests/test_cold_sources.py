"""build.py ships some stdlib and pydantic modules as ``.py`` (``COLD_SOURCES``) on the promise that nothing
the app runs imports them: one that is imported is compiled from source in the browser on every start
(issue 11). Checked under Node on a release build: the engine started as the worker starts it, every command
of the browser parity test sent to it (every game's actions), then no module may have come from a ``.py``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.test_parity import commands  # noqa: E402


def test_nothing_the_app_runs_is_compiled_from_source(release: Path, tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide outside the browser"
    sent = tmp_path / "commands.json"
    sent.write_text(json.dumps(commands()))
    done = subprocess.run([node, str(ROOT / "tests" / "js" / "cold_sources.mjs"), str(release), str(sent)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.strip().splitlines()
    assert json.loads(lines[-2]) == []
    positions = json.loads(lines[-1])
    # tools/precompile.mjs: no column ranges (a fifth less bytecode to download), but every line number
    assert positions == {"with_columns": [], "without_lines": []}
