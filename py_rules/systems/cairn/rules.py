"""Pure Cairn rules (seed 001) on plain values and sheets: no I/O, no randomness.

Line references ``001:Lnn`` point into the Czech seed rules text, which is authoritative.
"""

from __future__ import annotations

from dataclasses import dataclass

from .sheet import AttrKey, CairnSheet, Creature, Item, SaveMode

__all__ = [
    "CAPACITY",
    "HANDS",
    "MAX_ARMOUR",
    "AttackPlan",
    "after_armour",
    "armour_total",
    "critical_save_attribute",
    "die_sides",
    "effective_bo",
    "gain_xp",
    "half_threshold",
    "hands_needed",
    "heal_in_order",
    "held",
    "item_slots",
    "layout",
    "morale_triggers",
    "pick_saver",
    "plan_attack",
    "save_succeeds",
    "split_overflow",
    "together_total",
    "used_slots",
    "wield",
    "zero_state",
]

MAX_ARMOUR = 3  # 001:L110
CAPACITY = 10  # 001:L99
HANDS = 2  # the first 2 slots are the hands (001:L97)
XP_FOR_LEVEL = 5  # 001:L221
SLOT_SIZE = {"bezny": 1, "neskladny": 2, "zanedbatelny": 0}  # 001:L98


def save_succeeds(face: int, value: int, mode: SaveMode) -> bool:
    """Whether a natural 1k20 ``face`` saves against ``value``.

    ``pod`` (001:L71): face ≤ value; natural 1 always succeeds, natural 20 always fails.
    ``nad`` (001:L78-L79): face + value ≥ 21; natural 20 always succeeds, natural 1 always fails.
    """
    if mode == "pod":
        return face == 1 or (face != 20 and face <= value)
    return face == 20 or (face != 1 and face + value >= 21)


def pick_saver(values: list[int]) -> int:
    """Index of the one who saves for a group: the lowest attribute, first on ties (001:L72-L73)."""
    return min(range(len(values)), key=lambda i: (values[i], i))


def item_slots(item: Item) -> int:
    """Slots an item takes: 1, bulky 2, petty 0 (001:L98)."""
    return SLOT_SIZE[item.size]


def layout(sheet: CairnSheet, location: int = 0) -> list[tuple[int, int, int]]:
    """``(item index, first slot, last slot)`` for items at ``location``; petty items get ``(i, 0, 0)``."""
    rows: list[tuple[int, int, int]] = []
    next_slot = 1
    for index, item in enumerate(sheet.inventory):
        if item.location != location:
            continue
        size = item_slots(item)
        rows.append((index, next_slot, next_slot + size - 1) if size else (index, 0, 0))
        next_slot += size
    return rows


def held(sheet: CairnSheet) -> tuple[int, ...]:
    """Indices of the items in the character's hands: the whole item within slots 1–2 (001:L97)."""
    return tuple(i for i, first, last in layout(sheet) if first >= 1 and last <= HANDS)


def hands_needed(item: Item) -> int:
    """Hands an item takes when wielded: a bulky (two-slot) item both, anything else one (001:L97-L98)."""
    return max(1, item_slots(item))


def wield(sheet: CairnSheet, indices: tuple[int, ...]) -> tuple[list[int], tuple[int, ...]]:
    """The inventory order that puts ``indices`` into the hands (first, in this order), the rest after in
    their order, and the indices of the items that leave the hands. Changing gear is a minor action
    (001:L135)."""
    order = [*indices, *(i for i in range(len(sheet.inventory)) if i not in indices)]
    dropped = tuple(i for i in held(sheet) if i not in indices)
    return order, dropped


def used_slots(sheet: CairnSheet, location: int = 0) -> int:
    """Slots used at ``location`` (0 = the character, 001:L99)."""
    return sum(item_slots(item) for item in sheet.inventory if item.location == location)


def armour_total(sheet: CairnSheet) -> int:
    """Armour of carried items (body armour, helmet +1, shield +1), never above 3 (001:L108-L110)."""
    return min(MAX_ARMOUR, sum(item.armour for item in sheet.inventory if item.location == 0))


def effective_bo(sheet: CairnSheet) -> int:
    """BO for damage: the saved value, or 0 with a full inventory if the opt-in Cairn 2e rule is on
    (not in the seed; CHOICE 17)."""
    if sheet.settings.full_load_zero_bo and used_slots(sheet) >= CAPACITY:
        return 0
    return sheet.bo.current


def after_armour(damage: int, armour: int) -> int:
    """Damage left after armour, at least 0 (001:L108); armour is capped at 3 (001:L110)."""
    return max(0, damage - min(armour, MAX_ARMOUR))


def split_overflow(bo: int, damage: int) -> tuple[int, int]:
    """``(new BO, overflow)``: BO absorbs up to its value; only damage above it overflows (001:L157)."""
    if damage <= bo:
        return bo - damage, 0
    return 0, damage - bo


def zero_state(key: AttrKey) -> str:
    """The state of an attribute at 0: SIL dead, HBI paralysed, VUL unable to act (001:L187-L189)."""
    return {"sil": "dead", "hbi": "paralysed", "vul": "helpless"}[key]


def critical_save_attribute(creature: Creature, hit: AttrKey) -> AttrKey:
    """Detachments save against critical damage with VUL instead of SIL (001:L205)."""
    return "vul" if creature == "oddil" else hit


def gain_xp(xp: int) -> tuple[int, bool]:
    """XP after one failed save (001:L221): ``(new xp, levelled)``; at 5 the 5 are wiped."""
    xp += 1
    if xp >= XP_FOR_LEVEL:
        return xp - XP_FOR_LEVEL, True
    return xp, False


def heal_in_order(lost: dict[AttrKey, int], amount: int, order: tuple[AttrKey, ...]) -> dict[AttrKey, int]:
    """Points healed per attribute: ``amount`` spread in ``order``, each up to what it lost (001:L91)."""
    healed: dict[AttrKey, int] = {}
    for key in order:
        healed[key] = min(lost.get(key, 0), amount)
        amount -= healed[key]
    return healed


def half_threshold(size: int, rounding: str) -> int:
    """Losses that make „half“ of a side: floor (001:L39), at least 1; ``ceil`` as a setting."""
    half = (size + 1) // 2 if rounding == "ceil" else size // 2
    return max(1, half)


def morale_triggers(size: int, lost_before: int, lost_now: int, rounding: str) -> list[str]:
    """Morale triggers crossed by losses going from ``lost_before`` to ``lost_now`` (001:L198)."""
    triggers = []
    if lost_before == 0 and lost_now >= 1:
        triggers.append("first")
    half = half_threshold(size, rounding)
    if lost_before < half <= lost_now:
        triggers.append("half")
    return triggers


def die_sides(expression: str) -> int:
    """Sides of a single damage die written ``1k8``."""
    return int(expression.split("k", 1)[1])


@dataclass(frozen=True)
class AttackPlan:
    """The dice of one attack against one target: roll all, keep the highest (001:L37)."""

    dice: tuple[int, ...]
    impaired: bool
    blast: bool
    reasons: tuple[str, ...]


def plan_attack(weapon: int, *, blast: bool = False, impaired: bool = False, far: bool = False,
                vs_detachment: bool = False, by_detachment: bool = False, enhancement: int = 0,
                off_hand: int = 0, gm_bonus: bool = False) -> AttackPlan:
    """The pool of one attack (001:L156, L165-L168, L172, L207-L208).

    Impaired (adverse conditions, extremely far, or an individual's non-blast attack on a detachment)
    → 1k4 and no bonus unless the Strážce allows it. Bonus candidates (off-hand weapon, enhancement,
    a detachment's +1k12 against an individual) — only the largest counts. Detachment vs detachment is a
    plain attack (CHOICE 10).
    """
    reasons: list[str] = []
    if impaired:
        reasons.append("conditions")
    if far:
        reasons.append("far")
    if vs_detachment and not blast and not by_detachment:
        reasons.append("detachment")
    bonus = [die for die in (off_hand, enhancement) if die]
    if by_detachment and not vs_detachment:
        bonus.append(12)
        blast = True
    if reasons:
        pool = (4, max(bonus)) if (gm_bonus and bonus) else (4,)
        return AttackPlan(pool, True, blast, tuple(reasons))
    pool = (weapon, max(bonus)) if bonus else (weapon,)
    return AttackPlan(pool, False, blast, ())


def together_total(values: list[int], variant: bool) -> int:
    """Several attackers on one target: only the highest counts (001:L158); with „Společně jsme
    silnější“ +1 for every other die showing 4+ (001:L161)."""
    best = max(values)
    if not variant or best < 4:
        return best
    return best + sum(1 for v in values if v >= 4) - 1
