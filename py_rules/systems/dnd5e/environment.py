"""Calculators of the seed's smaller rules: movement, travel, prices, spellbooks, ammunition, objects and
manoeuvre targets. Pure functions on plain values; the ones with a forbidden case raise ``RuleViolation``."""

from __future__ import annotations

import re
from fractions import Fraction

from py_rules.errors import InvalidInput
from py_rules.systems.dnd5e import texts
from py_rules.systems.dnd5e.tables import load

__all__ = [
    "ammunition_recovered", "can_help", "can_pass", "can_stand", "dash_total", "drag_grappled_speed",
    "drag_speed", "lifestyle_cost_md", "low_obstacle_check", "move_cost", "object_damage", "price_md",
    "service_cost_md", "space_sahu", "special_move_cost", "spell_copy_cost", "squeeze_cost", "stand_up_cost",
    "stays_hidden", "sweeping_damage", "travel_days", "trip_or_push_allowed",
]

_PRICE = re.compile(r"(\d+)\s*(md|st|el|zl|pl)")


def stand_up_cost(speed: int) -> int:
    """Standing up costs half your speed, rounded down (004:L254, L5)."""
    return speed // 2


def can_stand(speed: int, movement_left: int) -> bool:
    """Not with speed 0 or with less movement left than the cost (004:L254)."""
    return speed > 0 and movement_left >= stand_up_cost(speed)


def dash_total(speed: int) -> int:
    """Dash adds your current speed (004:L303)."""
    return 2 * speed


def move_cost(sahu: int, difficult: bool) -> int:
    """Difficult terrain costs 1 extra sáh per sáh, however many features overlap (004:L249)."""
    return sahu * (2 if difficult else 1)


def special_move_cost(sahu: int, difficult: bool, has_speed: bool) -> int:
    """Swimming, crawling, climbing: +1 sáh per sáh (+2 in difficult terrain) without a climb/swim speed
    (004:L187)."""
    if has_speed:
        return move_cost(sahu, difficult)
    return sahu * (3 if difficult else 2)


def squeeze_cost(sahu: int) -> int:
    """Squeezing through a space one size smaller costs 1 extra sáh per sáh (004:L94)."""
    return 2 * sahu


def can_pass(mover: str, other: str, hostile: bool) -> bool:
    """Through a non-hostile space always; a hostile one only if ≥ 2 sizes apart (004:L259)."""
    return not hostile or abs(texts.SIZES[mover][1] - texts.SIZES[other][1]) >= 2


#: Width of a creature's space in whole sáhy (004:L84-L90; Tiny's half a sáh counts as a whole one, Gargantuan's
#: «4 × 4 sáhy nebo víc» as 4): the distance a move straight through it crosses.
_SPACE_SAHU = {"drobna": 1, "mala": 1, "stredni": 1, "velka": 2, "obrovska": 3, "giganticka": 4}


def space_sahu(size: str) -> int:
    """Sáhy a move straight through a creature's space crosses (004:L84-L90, in whole sáhy)."""
    return _SPACE_SAHU[size]


def drag_grappled_speed(speed: int, mover: str, grappled: str) -> int:
    """Half speed (rounded down) unless the grappled creature is 2+ sizes smaller (004:L346)."""
    return speed if texts.SIZES[mover][1] - texts.SIZES[grappled][1] >= 2 else speed // 2


def drag_speed(speed: int, weight: int, capacity: int) -> int:
    """Pushing or dragging more than the carrying capacity drops speed to 1 sáh (004:L173)."""
    return min(speed, 1) if weight > capacity else speed


def travel_days(miles: int) -> Fraction:
    """A usual party walks about 24 miles a day (004:L181)."""
    return Fraction(miles, 24)


def low_obstacle_check(jump_feet: int, obstacle_feet: int) -> bool:
    """Clearing a low obstacle (at most a quarter of the jump) needs Str (Athletics) SO 10 (004:L193-L194);
    False when the obstacle is higher (the rule does not cover it)."""
    return 4 * obstacle_feet <= jump_feet


def price_md(price: str) -> int:
    """«3 st» → 30 md by the exchange table (004:L455-L461); raises ``InvalidInput`` for a text without a price."""
    match = _PRICE.search(price)
    if not match:
        raise InvalidInput(texts.INVALID.NOT_A_PRICE.format(price=price))
    return int(match.group(1)) * texts.COINS[match.group(2)][1]


def lifestyle_cost_md(style: str, days: int) -> int:
    """Lifestyle costs per day × days (004:L22-L35); «Ubohý» is free; raises ``InvalidInput`` if unknown."""
    for name, _, per_day in load("lifestyle")["rows"]:
        if name == style:
            return int(per_day) * days
    raise InvalidInput(texts.INVALID.UNKNOWN_LIFESTYLE.format(style=style))


def service_cost_md(service: str, units: int) -> int:
    """A service from the table (004:L68-L80) for ``units`` miles or days; raises ``InvalidInput``."""
    for name, price in load("services")["rows"]:
        if name == service:
            return price_md(price) * units
    raise InvalidInput(texts.INVALID.UNKNOWN_SERVICE.format(service=service))


def spell_copy_cost(level: int, own_book: bool) -> tuple[int, int]:
    """(hours, zl): 2 h and 50 zl per spell level, 1 h and 10 zl from your own book (004:L405, L407)."""
    return (level, 10 * level) if own_book else (2 * level, 50 * level)


def ammunition_recovered(spent: int) -> int:
    """Half the spent ammunition, rounded down, after a minute of searching (004:L497, L5)."""
    return spent // 2


def object_damage(damage: int, threshold: int) -> int:
    """Damage below the damage threshold is superficial; at or above it, full damage (004:L141)."""
    return damage if damage >= threshold else 0


def can_help(helper_could_do_it_alone: bool, help_is_productive: bool = True) -> bool:
    """You can only help with a task you could attempt yourself, and only if help is productive (004:L167)."""
    return helper_could_do_it_alone and help_is_productive


def trip_or_push_allowed(target_size: str) -> bool:
    """Trip and Pushing Attack work on a Large or smaller target (004:L598, L614)."""
    return texts.SIZES[target_size][1] <= texts.SIZES["velka"][1]


def sweeping_damage(die_roll: int, attack_total: int, second_ac: int) -> int:
    """Sweeping Attack: the second creature takes the die roll if the original roll would hit it (004:L600)."""
    return die_roll if attack_total >= second_ac else 0


def stays_hidden(stealth_total: int, passive_perception: int) -> bool:
    """The passive score works as an SO, so a tie keeps the hider unnoticed (choice 15; 004:L237, L295, L3)."""
    return stealth_total >= passive_perception
