"""Small builders for form and view fields, and the shared parts of roll actions."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.rules import Vantage
from py_rules.systems.dnd5e.sheet import DnD5eSheet
from py_rules.view import FieldView, Option

__all__ = ["Params", "dc_options", "num", "select", "signed", "stat", "toggle"]


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid")


def select(path: str, label: str, options: Mapping[Any, str], value: Any, hint: str | None = None) -> FieldView:
    return FieldView(kind="select", label=label, path=path, value=value, hint=hint,
                     options=[Option(value=k, label=v) for k, v in options.items()])


def num(path: str, label: str, value: int, lo: int, hi: int, hint: str | None = None) -> FieldView:
    return FieldView(kind="number", label=label, path=path, value=value, min=lo, max=hi, hint=hint)


def toggle(path: str, label: str, value: bool = False, hint: str | None = None) -> FieldView:
    return FieldView(kind="toggle", label=label, path=path, value=value, hint=hint)


def stat(label: str, value: Any, hint: str | None = None, tone: str = "normal") -> FieldView:
    return FieldView(kind="stat", label=label, value=value, hint=hint, readonly=True,
                     tone=tone)


def signed(value: int) -> str:
    """``+3`` / ``−1`` / ``+0`` with a typographic minus."""
    return f"+{value}" if value >= 0 else f"−{abs(value)}"


def dc_options() -> dict[int, str]:
    """Quick picks of the typical SO table (004:L11-L17)."""
    return {dc: f"{dc} – {name}" for dc, name in texts.TYPICAL_DC.items()}


def dc_fields(default: int = 15) -> list[FieldView]:
    return [select("so", "SO (Tabulka typických SO)", dc_options(), default),
            num("so_jine", "Jiné SO (0 = podle výběru)", 0, 0, 40)]


def situational_fields(*, checks: bool) -> list[FieldView]:
    fields = [num("bonus", "Další bonus či postih", 0, -20, 20),
              toggle("inspirace", "Utratit inspiraci (výhoda, ř. 137)"),
              toggle("vyhoda_pj", "Výhoda podle PJ"), toggle("nevyhoda_pj", "Nevýhoda podle PJ")]
    if checks:
        fields += [toggle("pomoc", "Pomoc / spolupráce (výhoda, ř. 167, 278)"),
                   toggle("vyzaduje_zrak", "Ověření vyžaduje zrak (ř. 546)"),
                   toggle("vyzaduje_sluch", "Ověření vyžaduje sluch (ř. 517)"),
                   toggle("strach_v_dohledu", "Zdroj strachu je v dohledu (ř. 562)"),
                   toggle("sero", "Šero / slabě zahalená oblast (Vnímání zrakem, ř. 208)")]
    return fields


def spend_inspiration(sheet: DnD5eSheet, wanted: bool) -> tuple[DnD5eSheet, tuple[str, ...]]:
    """Spend inspiration for advantage (004:L137); raises ``RuleViolation`` if the character has none."""
    if not wanted:
        return sheet, ()
    if not sheet.inspiration:
        raise RuleViolation(texts.ERRORS["no_inspiration"])
    return sheet.model_copy(update={"inspiration": False}), ("Inspirace utracena (ř. 137).",)


def roll_d20(box: DiceBox, vantage: Vantage) -> int:
    """Roll the d20 through the box (``1k20``, ``2k20kh1`` or ``2k20kl1``) and return the kept face."""
    return box.roll(vantage.expression).total


def chance_text(bonus: int, vantage: Vantage, target: int, p: Fraction, what: str = "SO") -> str:
    """«Šance: +5 s výhodou proti SO 15 = 51,0 % (204/400)».»"""
    return (f"Šance: {signed(bonus)} {texts.VANTAGE[vantage.mode]} proti {what} {target} = "
            f"{czech.percent(p)} ({p.numerator}/{p.denominator}).")
