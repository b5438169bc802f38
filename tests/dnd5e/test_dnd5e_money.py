"""Coins, lifestyle and services (004:L19-L80, L451-L461)."""

from __future__ import annotations

import pytest
from dnd5e_support import act, make

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.dnd5e import SYSTEM
from py_rules.systems.dnd5e import environment as env
from py_rules.systems.dnd5e.rules import coins_to_md


def test_t70_exchange_rates_004_l455_l461() -> None:
    assert coins_to_md(0, 0, 0, 0, 1) == coins_to_md(0, 0, 0, 10, 0) == coins_to_md(0, 0, 20, 0, 0) == 1000
    assert coins_to_md(0, 100, 0, 0, 0) == 1000
    assert coins_to_md(0, 0, 1, 0, 0) == coins_to_md(0, 5, 0, 0, 0)
    assert coins_to_md(5, 7, 0, 3, 0) == 375


@pytest.mark.parametrize(("style", "md"), [("Střídmý", 700), ("Mizerný", 70), ("Zámožný", 2800), ("Ubohý", 0)])
def test_t71_lifestyle_for_a_week_004_l22_l35(style: str, md: int) -> None:
    assert env.lifestyle_cost_md(style, 7) == md


@pytest.mark.parametrize(("service", "units", "md"), [
    ("Drožka – mezi městy", 10, 30), ("Jízda lodí", 10, 100), ("Posel", 5, 100), ("Námezdník – zkušený", 3, 600)])
def test_t72_services_004_l73_l80(service: str, units: int, md: int) -> None:
    assert env.service_cost_md(service, units) == md


def test_unknown_price_is_czech_invalid_input() -> None:
    with pytest.raises(InvalidInput, match="není cena"):
        env.price_md("—")
    with pytest.raises(InvalidInput, match="životní styl"):
        env.lifestyle_cost_md("Královský", 7)


def test_coin_total_on_the_sheet_004_l455() -> None:
    sheet = make(coins={"md": 5, "st": 7, "zl": 3})
    values = {f.label: f.value for s in SYSTEM.view(sheet).sections for f in s.fields if f.kind != "list"}
    assert values["Hodnota mincí"] == "3 zl 7 st 5 md"


def test_exchange_coins_by_the_table_004_l455_l461() -> None:
    sheet = make(coins={"zl": 3, "md": 120})
    result = act(sheet, "smena", z="zl", na="st", pocet=3)
    assert (result.sheet.coins.zl, result.sheet.coins.st) == (0, 30)
    assert act(sheet, "smena", z="md", na="el", pocet=100).sheet.coins.el == 2
    with pytest.raises(RuleViolation, match="celé mince"):
        act(sheet, "smena", z="md", na="zl", pocet=120)
    with pytest.raises(RuleViolation, match="Máš jen 3 zl"):
        act(sheet, "smena", z="zl", na="st", pocet=4)


def test_t71_pay_lifestyle_for_a_week_from_the_sheet_004_l30_l35() -> None:
    sheet = make(coins={"zl": 10})
    result = act(sheet, "platba", polozka="styl_3", jednotek=7)
    assert result.total == 700
    assert result.sheet.coins.zl == 3


@pytest.mark.parametrize(("item", "units", "md"), [("services_6", 5, 100), ("services_0", 10, 30),
                                                  ("services_5", 3, 600), ("styl_6", 2, 2000)])
def test_t72_pay_a_service_per_mile_or_day_from_the_sheet_004_l73_l80(item: str, units: int, md: int) -> None:
    """Posel 2 st / míle, Drožka mezi městy 3 md / míle, Námezdník zkušený 2 zl / den, Šlechtický at least 10 zl a day
    (the platba action goes through ``service_cost_md`` and ``lifestyle_cost_md``)."""
    result = act(make(coins={"zl": 30}), "platba", polozka=item, jednotek=units)
    assert result.total == md
    assert coins_to_md(**result.sheet.coins.model_dump()) == 3000 - md


def test_pay_breaks_a_larger_coin_with_change_004_l455() -> None:
    result = act(make(coins={"zl": 1}), "platba", polozka="food_2")  # mizerné jídlo 3 md
    assert (result.sheet.coins.zl, result.sheet.coins.st, result.sheet.coins.md) == (0, 9, 7)
    with pytest.raises(RuleViolation, match="nemáš dost"):
        act(make(coins={"md": 5}), "platba", vlastni_md=6)
    with pytest.raises(RuleViolation, match="ceníku"):
        act(make(coins={"md": 5}), "platba", polozka="nic")
