"""Shared fixtures for engine tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from py_rules import systems


@pytest.fixture
def fake_system() -> Iterator[str]:
    """Register the test-only game `fake` (tests/fake_system.py) for one test."""
    systems.SYSTEM_MODULES["fake"] = "tests.fake_system"
    yield "fake"
    systems.SYSTEM_MODULES.pop("fake", None)
    systems._loaded.pop("fake", None)
