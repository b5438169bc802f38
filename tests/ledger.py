"""The ledger of the save tests (issue 9): faults tried and characters lost across the whole run.

Kept apart from the browser helpers (no Playwright import) so that ``tests/conftest.py`` can print it, and sum
it over the workers of a parallel run (pytest-xdist), on a controller that loads no browser code.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Ledger:
    """Faults tried and characters lost across the whole run."""

    tried: int = 0
    lost: int = 0
    faults: list[str] = field(default_factory=list)

    def summary(self) -> str:
        return f"faults tried: {self.tried}, characters lost: {self.lost}"

    def add(self, other: dict[str, object]) -> None:
        """Add a worker's ledger, as ``as_dict`` sent it."""
        tried, lost, faults = other["tried"], other["lost"], other["faults"]
        assert isinstance(tried, int)
        assert isinstance(lost, int)
        assert isinstance(faults, list)
        self.tried += tried
        self.lost += lost
        self.faults += [str(name) for name in faults]

    def as_dict(self) -> dict[str, object]:
        return {"tried": self.tried, "lost": self.lost, "faults": list(self.faults)}


LEDGER = Ledger()
