"""Choices shared by the forms of the sheet, the actions and the board (fields come from ``py_rules.view``)."""

from __future__ import annotations

__all__ = ["kind_choices"]


def kind_choices() -> dict[str, str]:
    """The advantage kinds for a select, with «—» for none (003:L238-L278)."""
    from py_rules.systems.boj_k6.texts import DRUHY_VYHOD

    return {"": "—", **{k: v for k, v in DRUHY_VYHOD.items() if k not in ("vazne_zraneni_trupu", "vazne_zraneni_ruky")}}
