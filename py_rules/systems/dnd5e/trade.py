"""Money: exchanging coins by the standard exchange table (004:L451-L461)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, DiceBox
from py_rules.systems.dnd5e import rules, texts
from py_rules.systems.dnd5e.environment import lifestyle_cost_md, price_md, service_cost_md
from py_rules.systems.dnd5e.forms import Params, labelled_action
from py_rules.systems.dnd5e.sheet import MAX_COINS, DnD5eSheet
from py_rules.systems.dnd5e.tables import load
from py_rules.systems.dnd5e.texts import TRADE_FIELDS, Trade
from py_rules.view import FieldView, number, select

__all__ = ["TRADE_ACTIONS", "exchange", "pay", "price_list"]

CoinId = Literal["md", "st", "el", "zl", "pl"]


class ExchangeParams(Params):
    z: CoinId = "zl"
    na: CoinId = "st"
    pocet: int = Field(default=1, ge=1, le=10_000_000)


def exchange(sheet: DnD5eSheet, source: str, target: str, count: int) -> tuple[DnD5eSheet, int]:
    """Exchange ``count`` coins of ``source`` for coins of ``target`` (004:L455-L461); raises ``RuleViolation``
    for the same kind on both sides, if the character lacks the coins, the value does not divide into whole
    target coins, or the character would hold more target coins than the deník keeps (MAX_COINS)."""
    if source == target:
        raise RuleViolation(texts.ERRORS.SAME_COIN.format(coin=source))
    have: int = getattr(sheet.coins, source)
    if count > have:
        raise RuleViolation(texts.ERRORS.NOT_ENOUGH_COINS.format(have=have, coin=source))
    value = count * texts.COINS[source][1]
    unit = texts.COINS[target][1]
    if value % unit:
        raise RuleViolation(texts.ERRORS.COINS_NOT_WHOLE.format(count=count, source=source, target=target))
    got = value // unit
    total = getattr(sheet.coins, target) + got
    if total > MAX_COINS:  # checked here, so the refusal says what to do
        raise RuleViolation(texts.ERRORS.PURSE_FULL.format(target=target, total=_thousands(total),
                                                           limit=_thousands(MAX_COINS)))
    coins = sheet.coins.model_dump()
    coins[source] -= count
    coins[target] += got
    return sheet.model_copy(update={"coins": sheet.coins.model_validate(coins)}), got


def _thousands(n: int) -> str:
    return f"{n:,}".replace(",", "\u00a0")


def price_list() -> dict[str, tuple[str, int]]:
    """Quick-pick prices: id → (Czech label, price in md per unit) from the lifestyle, food and lodging and
    services tables (004:L25-L80); «Šlechtický» counts its minimum of 10 zl."""
    out: dict[str, tuple[str, int]] = {}
    for i, (name, text, per_day) in enumerate(load("lifestyle")["rows"]):
        out[f"styl_{i}"] = (Trade.LIFESTYLE_PRICE.format(name=name, price=text), int(per_day))
    for table in ("food", "services"):
        for i, (name, price) in enumerate(load(table)["rows"]):
            out[f"{table}_{i}"] = (Trade.PRICE.format(name=name, price=price), price_md(price))
    return out


def pay(sheet: DnD5eSheet, price: int) -> tuple[DnD5eSheet, dict[str, int]]:
    """Pay ``price`` md: smaller coins first, then one larger coin broken with change in zl, st and md
    (exchange table 004:L455-L461); raises ``RuleViolation`` when the coins are not worth enough."""
    coins = sheet.coins.model_dump()
    if rules.coins_to_md(**coins) < price:
        raise RuleViolation(texts.ERRORS.CANNOT_AFFORD.format(price=price))
    remaining = price
    for coin, (_, value) in texts.COINS.items():  # ascending value
        used = min(coins[coin], remaining // value)
        coins[coin] -= used
        remaining -= used * value
    if remaining:
        coin = next(c for c in texts.COINS if coins[c] > 0)
        coins[coin] -= 1
        change = texts.COINS[coin][1] - remaining
        for small in ("zl", "st", "md"):
            coins[small] += change // texts.COINS[small][1]
            change %= texts.COINS[small][1]
    before = sheet.coins.model_dump()
    diff = {c: coins[c] - before[c] for c in coins if coins[c] != before[c]}
    return sheet.model_copy(update={"coins": sheet.coins.model_validate(coins)}), diff


class PayParams(Params):
    polozka: str = Field(default="vlastni", max_length=20)
    jednotek: int = Field(default=1, ge=1, le=10_000)
    vlastni_md: int = Field(default=0, ge=0, le=10_000_000)


def _price(p: PayParams) -> tuple[str, int]:
    if p.polozka == "vlastni":
        return Trade.OWN_PRICE, p.vlastni_md
    items = price_list()
    if p.polozka not in items:
        raise RuleViolation(texts.ERRORS.UNKNOWN_PRICE.format(item=p.polozka))
    label, per_unit = items[p.polozka]
    table, _, index = p.polozka.rpartition("_")
    name = load({"styl": "lifestyle", "services": "services"}.get(table, table))["rows"][int(index)][0]
    if table == "styl":  # a day of a lifestyle (004:L22-L35)
        return label, lifestyle_cost_md(name, p.jednotek)
    if table == "services":  # per mile or day (004:L68-L80)
        return label, service_cost_md(name, p.jednotek)
    return label, per_unit * p.jednotek


def _pay(sheet: DnD5eSheet, p: PayParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    label, price = _price(p)
    new, diff = pay(sheet, price)
    changes = tuple(Trade.COIN_CHANGE.format(coin=c, sign="+" if d > 0 else "−", count=abs(d)) for c, d in diff.items())
    text = Trade.PAID.format(label=label, units=p.jednotek, price=price, changes=", ".join(changes))
    return ActionOutcome(new, "paid", Trade.PAID_LABEL, text.strip(), price, None, changes)


def _pay_form(sheet: DnD5eSheet) -> list[FieldView]:
    options = {"vlastni": Trade.OWN_PRICE_OPTION, **{k: v[0] for k, v in price_list().items()}}
    return [select("polozka", TRADE_FIELDS.POLOZKA, "vlastni", options),
            number("jednotek", TRADE_FIELDS.JEDNOTEK, 1, 1, 10_000),
            number("vlastni_md", TRADE_FIELDS.VLASTNI_MD, 0, 0, 10_000_000)]


def _exchange(sheet: DnD5eSheet, p: ExchangeParams, box: DiceBox) -> ActionOutcome[DnD5eSheet]:
    new, got = exchange(sheet, p.z, p.na, p.pocet)
    line = Trade.EXCHANGE_LINE.format(count=p.pocet, source=p.z, got=got, target=p.na)
    return ActionOutcome(new, "exchanged", Trade.EXCHANGE_LABEL, Trade.EXCHANGE.format(line=line), got, None, (line,))


def _form(sheet: DnD5eSheet) -> list[FieldView]:
    names = {c: name for c, (name, _) in texts.COINS.items()}
    return [select("z", TRADE_FIELDS.Z, "zl", names), select("na", TRADE_FIELDS.NA, "st", names),
            number("pocet", TRADE_FIELDS.POCET, 1, 1, 10_000_000)]


TRADE_ACTIONS: tuple[Action[DnD5eSheet, Any], ...] = (
    labelled_action("smena", "gear", ExchangeParams, _form, _exchange),
    labelled_action("platba", "gear", PayParams, _pay_form, _pay),
)
