"""Shared fixtures for engine tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from py_rules import systems


@pytest.fixture
def fake_system() -> Iterator[str]:
    """Register the test-only game `fake` (tests/fake_system.py) for one test."""
    systems.SYSTEM_MODULES["fake"] = "tests.fake_system"
    yield "fake"
    systems.SYSTEM_MODULES.pop("fake", None)
    systems._loaded.pop("fake", None)


@pytest.fixture(scope="session")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A release build of the site (bytecode, as shipped), for the tests that run it under Node."""
    import build  # the repo's build script (imported here: the Pyodide run of the engine tests has none)

    target = tmp_path_factory.mktemp("release")
    build.assemble(target, release=True)
    return target


# Under pytest-xdist (``python3 build.py test`` runs ``-n 2 --dist loadfile --no-loadscope-reorder``, issue 24)
# whole files go out in collection order, each to the worker that is free first. The long ones go first, so
# that none starts last while the other worker idles: the engine suite in Pyodide, the WebKit and Firefox
# suite, the Node runs of the built site, then the Chromium suite; the many short engine tests fill the end.
LONG_FIRST = ("tests/pyodide/", "tests/engines/", "tests/test_snapshot.py", "tests/test_cold_sources.py",
              "tests/test_wheel_lock.py", "tests/browser/")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not hasattr(config, "workerinput"):
        return  # one process: the files in their own order

    def rank(item: pytest.Item) -> int:
        path = Path(str(item.path)).resolve().relative_to(Path(__file__).resolve().parents[1]).as_posix()
        return next((i for i, prefix in enumerate(LONG_FIRST) if path.startswith(prefix)), len(LONG_FIRST))

    items.sort(key=rank)  # stable: a file's tests keep their order (the engines' modules depend on it)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker of a parallel run sends its ledger of save faults to the controller (``pytest_testnodedown``)."""
    from tests.ledger import LEDGER

    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["ledger"] = LEDGER.as_dict()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    from tests.ledger import LEDGER

    sent = getattr(node, "workeroutput", {}).get("ledger")
    if sent:
        LEDGER.add(sent)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """The count the save tests keep (issue 9): faults tried and characters lost, which must be 0 — in a
    parallel run, summed over the workers."""
    from tests.ledger import LEDGER

    if LEDGER.tried and not hasattr(terminalreporter.config, "workerinput"):
        terminalreporter.write_line(LEDGER.summary())
