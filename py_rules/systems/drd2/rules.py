"""Pure resolution rules of Dračí doupě II: the hod, success, ties, clash order, exhaustion cost.

No I/O and no randomness: dice values come in as numbers (the actions roll them through a DiceBox).
Seed line references are to ``000_c42d0be7d99534fd.txt`` ("000:Lnn").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.drd2.sheet import Attr, Drd2Sheet, Scar

__all__ = [
    "SUCCESS",
    "ClashEntry",
    "Mode",
    "clash_order",
    "demand",
    "dice_expression",
    "exhaustion_cost",
    "has_penalty",
    "hod_total",
    "kept_dice",
    "level_for",
    "roll_mode",
    "spell_approach",
    "tie_winner",
]

BOOK = Book("py_rules.systems.drd2")

SUCCESS = 9  # "hod 9 a více znamená úspěch, hod 8 a méně hrozbu neúspěchu" (000:L557-L558)
Mode = Literal["normal", "presne", "nepresne"]


def check_quick_game(quick: bool, *, manevr: str = "", lstive: bool = False, mocne: bool = False,
                     spell: bool = False, helper: bool = False, who_decides: str = "") -> None:
    """Rychlá hra (000:L911-L919): no helpers, no spells, the one manoeuvre obrana (the others, lstivě and mocně
    included, are left out by the switch). Raises ``RuleViolation`` with ``who_decides`` (where it is switched)."""
    if not quick:
        return
    if helper:
        # 000:L911
        raise RuleViolation(BOOK("V Rychlé hře se hraje bez pomocníků postav (§rychla_hra). ") + who_decides)
    if spell:
        # 000:L911
        raise RuleViolation(BOOK("V Rychlé hře se hraje bez pravidel pro kouzla (§rychla_hra). ") + who_decides)
    played = "lstivě" if lstive else "mocně" if mocne else manevr if manevr not in ("", "obrana") else ""
    if played:
        # 000:L915
        label = {"presne": "přesně", "rozsahle": "rozsáhle", "mocne": "mocně", "lstive": "lstivě"}.get(played, played)
        raise RuleViolation(BOOK(f"V Rychlé hře se hraje jen manévr obrana, ne {label} (§rychla_hra). ")
                            + who_decides)


def quick_where(sheet: Drd2Sheet) -> str:
    """Which switch decides the hero's Rychlá hra now (for a refusal's text)."""
    if sheet.kolo is not None:
        return "V konfliktu na tabuli o Rychlé hře rozhoduje tabule (Začátek konfliktu)."
    return "Rychlou hru lze vypnout v deníku."


def check_career(sheet: Drd2Sheet) -> None:
    """After hrdinská smrt «hráč nad svou postavou ztrácí kontrolu – hrdinova kariéra končí» (000:L907): the deník
    pays, rests, heals and sends helpers no more. Raises ``RuleViolation``."""
    if sheet.stav == "hrdinska_smrt":
        raise RuleViolation(BOOK("Hrdinova kariéra skončila hrdinskou smrtí: hráč nad ním ztratil kontrolu a hrdina "
                                 "ve své cestě nepokračuje (§hrdinska_smrt)."))


def quick_game(sheet: Drd2Sheet) -> bool:
    """Whether the hero plays Rychlá hra (000:L911-L919): in the round of a conflict board the hero is linked on,
    the board's setting decides (handed over in ``kolo``); otherwise the deník's own switch."""
    return sheet.kolo.rychla_hra if sheet.kolo is not None else sheet.rychla_hra


def dice_expression(mode: Mode) -> str:
    """2k6; přesně 3k6 keep 2 highest (000:L755); nepřesně 3k6 keep 2 lowest (000:L807)."""
    return {"normal": "2k6", "presne": "3k6kh2", "nepresne": "3k6kl2"}[mode]


def kept_dice(values: Sequence[int], mode: Mode) -> tuple[int, int]:
    """The two dice that count, highest first (3 dice for přesně/nepřesně)."""
    ordered = sorted(values, reverse=True)
    pair = ordered[-2:] if mode == "nepresne" else ordered[:2]
    return pair[0], pair[1]


def hod_total(values: Sequence[int], mode: Mode, level: int) -> int:
    """hod = two counted dice + profession level; nothing else is ever added (000:L220, L380-L384)."""
    return sum(kept_dice(values, mode)) + level


def level_for(sheet: Drd2Sheet, skills: Sequence[str]) -> tuple[int, list[str]]:
    """The level added to the hod for the key skills named.

    One skill: the level of its profession, 0 if the hero does not own it (000:L212, L237). Several skills
    needed at once: the lowest of their professions' levels (000:L245). No skill: 0. Raises
    ``RuleViolation`` for an unowned reserved skill (an impossible action, 000:L214).
    Returns the level and one Czech line per skill.
    """
    levels: list[int] = []
    notes: list[str] = []
    owned = {p.nazev.casefold(): p.uroven for p in sheet.povolani}
    for name in skills:
        skill = next((s for s in sheet.dovednosti if s.nazev.casefold() == name.casefold()), None)
        if skill is None:
            raise RuleViolation(f"Dovednost „{name}“ v deníku není.")
        level = owned.get(skill.povolani.casefold(), 0)
        if skill.vyhrazena and level == 0:
            raise RuleViolation(
                # 000:L214
                f"„{skill.nazev}“ je vyhrazená dovednost a hrdina její povolání neovládá: akce je nemožná "
                f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.dovednosti_povolani_a_charakteristika')})."
            )
        levels.append(level)
        notes.append(f"{skill.nazev} ({skill.povolani or 'bez povolání'} {level})")
    return (min(levels) if levels else 0), notes


def roll_mode(sheet: Drd2Sheet, skills: Sequence[str], presne: bool) -> Mode:
    """Nepřesně when a penalty covers a used skill (it also forbids přesně, 000:L807); else přesně if played.

    CHOICE: a postih with an empty scope covers every action; otherwise its scope must equal the skill name.
    """
    names = {s.casefold() for s in skills}
    for penalty in sheet.postihy:
        if penalty.druh == "nepresne" and (not penalty.rozsah or penalty.rozsah.casefold() in names):
            if presne:
                # 000:L807
                raise RuleViolation(BOOK("S postihem nepřesně nelze hrát manévr přesně (§postihy)."))
            return "nepresne"
    return "presne" if presne else "normal"


def has_penalty(sheet: Drd2Sheet, kind: str, skills: Sequence[str]) -> bool:
    """Whether a postih of ``kind`` covers one of ``skills`` (same scope rule as :func:`roll_mode`)."""
    names = {s.casefold() for s in skills}
    return any(p.druh == kind and (not p.rozsah or p.rozsah.casefold() in names) for p in sheet.postihy)


def demand(base: int, scars: Sequence[Scar], chosen: Sequence[int]) -> int:
    """Náročnost: the highest of all reasons, never their sum (000:L172-L174); a Jizva limiting the activity
    makes it náročné with náročnost = its závažnost (000:L825). Raises ``RuleViolation`` for a bad index."""
    reasons = [base]
    for index in chosen:
        if not 0 <= index < len(scars):
            raise RuleViolation(f"Jizva č. {index + 1} v deníku není.")
        reasons.append(scars[index].zavaznost)
    return max(reasons)


def exhaustion_cost(ohrozeni: int, mocne: bool = False, chabe: bool = False, other: int = 0) -> int:
    """Own Ohrožení, +1 for the winner's mocně (000:L761), −1 when exhausting against a chabě character's
    action (000:L808), other modifiers; always at least 1 (000:L273, L281)."""
    return max(1, ohrozeni + (1 if mocne else 0) - (1 if chabe else 0) + other)


@dataclass(frozen=True)
class ClashEntry:
    """One participant's hod in a střet: ``kept`` are the two counted dice."""

    name: str
    total: int
    kept: tuple[int, int]
    actor: bool = False
    lot: int = 0  # drawn only when everything else ties; higher wins


def _key(entry: ClashEntry) -> tuple[int, int, int, int, int]:
    return (entry.total, 1 if entry.actor else 0, max(entry.kept), sum(entry.kept), entry.lot)


def tie_winner(a: ClashEntry, b: ClashEntry) -> ClashEntry:
    """The winner of a two-party střet: higher hod; tie → the actor; otherwise the higher single die, then
    the higher dice sum (the less skilled wins, on purpose), then the lot (000:L499-L501, L549).
    CHOICE (digest 6.2/7): with three dice only the two counted dice take part in the tie-break."""
    return a if _key(a) >= _key(b) else b


def needs_lot(a: ClashEntry, b: ClashEntry) -> bool:
    """Whether the two hody tie on every criterion before the lot."""
    return _key(a)[:4] == _key(b)[:4]


def clash_order(entries: Sequence[ClashEntry]) -> list[ClashEntry]:
    """A general střet is resolved from the highest hod down; ties: the actor first, between counter-actors
    the higher single die, the dice sum, then the lot (000:L531)."""
    return sorted(entries, key=_key, reverse=True)


def initiative_order(entries: Sequence[ClashEntry]) -> list[ClashEntry]:
    """Initiative: highest hod first; ties by the higher single die, then lot (000:L582-L586)."""
    return sorted(entries, key=lambda e: (e.total, max(e.kept), e.lot), reverse=True)


def effective_zdatnost(sheet: Drd2Sheet, attr: Attr) -> int:
    """Zdatnost lowered by the Jizvy of that attribute, never below 0 (000:L118, L827, L855)."""
    scars = sum(s.zavaznost for s in sheet.jizvy if s.vlastnost == attr)
    return max(0, sheet.zdatnost.get(attr) - scars)


def scar_total(scars: Sequence[Scar], attr: Attr) -> int:
    """Sum of the závažnosti of ``attr``'s Jizvy."""
    return sum(s.zavaznost for s in scars if s.vlastnost == attr)


def spell_approach(spell: str, forced: bool, chosen: str) -> tuple[str, list[str]]:
    """The approach used at an initiative roll under a spell (000:L597): the spell's approach is free; the
    opposite is forbidden; an imposed one is used even when none was declared. Returns the approach and a
    Czech line; raises ``RuleViolation`` for the opposite approach."""
    if not spell:
        return chosen, []
    if chosen and chosen != spell:
        how = "vnutilo" if forced else "otevřelo"
        raise RuleViolation(
            # 000:L597
            f"Kouzlo {how} přístup {spell}; opačný přístup {chosen} nelze použít, dokud kouzlo působí "
            f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})."
        )
    if forced:
        # 000:L597
        return spell, [f"přístup {spell} vnucený kouzlem – musí ho použít, neplatí "
                       f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})"]
    if chosen:
        # 000:L597
        return chosen, [f"přístup {spell} díky kouzlu zdarma "
                        f"({BOOK.cite('konflikt_kola_a_iniciativa.pristupy_k_iniciative')})"]
    return "", []
