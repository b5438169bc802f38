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
