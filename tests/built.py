"""dist/ built once per test run, whichever test needs it first, also when pytest-xdist runs the suite in
several worker processes (``python3 build.py test`` does: issue 24).

DRUZINA_SKIP_BUILD=1 tests the dist/ there is as it is (``build.py test`` builds it before pytest); a test that
needs a part of it (``needed``) still builds when that part is missing.
"""

from __future__ import annotations

import fcntl
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repo's build script)

CACHE = ROOT / ".cache"  # the run's stamp and the lock the workers share
_built_here = False


def ensure_built(needed: Path | None = None) -> None:
    """Build dist/ unless this run built it already or DRUZINA_SKIP_BUILD says to test it as it is. Workers of one
    xdist run (one ``PYTEST_XDIST_TESTRUNUID``) build it once between them: the first takes a lock and builds,
    the others wait for it and find the run's stamp — none serves a dist/ another is rewriting."""
    global _built_here
    if os.environ.get("DRUZINA_SKIP_BUILD") and (needed is None or needed.exists()):
        return
    if _built_here and (needed is None or needed.exists()):
        return
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run is None:
        build.build()
    else:
        CACHE.mkdir(exist_ok=True)
        stamp = CACHE / "test-build-run"
        with (CACHE / "test-build.lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not stamp.exists() or stamp.read_text() != run or (needed is not None and not needed.exists()):
                build.build()
                stamp.write_text(run)
    _built_here = True
