"""Výhody a nevýhody and the tactical options: the breakdown a player reads aloud before rolling.

The player of the character applies every modifier of the pair, the foe's too, signed from his side; the Pán
jeskyně always rolls just vlastnost + k6 (003:L335-L344). Rules implemented here:

- +1 per kind of advantage, −1 per kind of disadvantage (L226); the same kind never stacks (L281-L291);
  a kind that applies to both sides cancels (L233-L236, L742); only relevant kinds count (L307-L311);
- serious wounds give their kind automatically (L650-L655; head = Dezorientace L257, leg = Ztížení pohybu
  L242 only where movement matters, L653);
- plná obrana +1 on obrana (L357), prolomení nevýhody +1 on úspěch only (L372-L374), míření +1 on a shot or
  throw, never a spell (L429-L435), finta +1 next round (L441), rozptýlení: the foe has a disadvantage (L448);
- nehybný protivník / útok ze zálohy: he defends with 0 + k6, his impairments do not count, the attacker's
  own modifiers do (L379-L399); žádná obrana je nejhorší: a defence never goes below 0 + k6 (L406-L410);
- ohrožení více protivníků: −(number of targets) unless area or „útok na dva cíle“ (L412-L426, L757);
- boj na dálku: kontaktní/krátká 0, střední −1, dlouhá −2 (L460-L465); point-blank and running-target
  disadvantages only where the seed allows them (L268-L272); útěk: obrana with Útok do zad (L771).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.boj_k6.results import Mode
from py_rules.systems.boj_k6.tables import tables
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    CASTI_TELA,
    DRUHY_VYHOD,
    FOES_GEN,
    SHEET_TEXT,
    TARGETS,
    VZDALENOSTI,
    signed,
    term,
)
from py_rules.systems.boj_k6.texts_links import LINK_TEXT

__all__ = ["Breakdown", "Line", "Means", "Situation", "breakdown", "kind_source", "range_penalty"]

BOOK = Book("py_rules.systems.boj_k6")

Means = Literal["zblizka", "beze_zbrane", "strelna", "vrhaci", "kouzlo"]
RANGED: frozenset[str] = frozenset({"strelna", "vrhaci", "kouzlo"})
SHOTS: frozenset[str] = frozenset({"strelna", "vrhaci"})
POINT_BLANK = "strelba_na_utocnika_zblizka"
RUNNER = "strelba_na_bezici_cil"


@dataclass(frozen=True)
class Situation:
    """One pairing seen from the roller ("já"): everything that can change the roll."""

    mode: Mode = "uspech"
    attribute: str = "sila"
    attribute_value: int = 0
    means: Means = "zblizka"
    spell_defence: str | None = None
    advantages: tuple[str, ...] = ()
    disadvantages: tuple[str, ...] = ()
    my_wounds: tuple[str, ...] = ()
    foe_wounds: tuple[str, ...] = ()
    full_defence: bool = False
    aim: bool = False
    feint: bool = False
    breaking_free: bool = False
    distraction: bool = False
    distracted_by: str = ""  # the roller himself is distracted this round by this ally of the foe (L448)
    fleeing: bool = False
    targets: int = 1
    area: bool = False
    two_targets: bool = False
    distance: str = "kontaktni"
    foe_attribute: int = 0
    foe_immobile: bool = False
    foe_full_defence: bool = False
    foe_aim: bool = False
    foe_feint: bool = False
    foe_targets: int = 1
    foe_area: bool = False
    foe_ranged: bool = False


@dataclass(frozen=True)
class Line:
    """One line of the breakdown: ``value`` added to the roller's total, ``inner`` = part of the defence."""

    label: str
    value: int
    source: str
    inner: bool = False


@dataclass(frozen=True)
class Breakdown:
    """The roller's total is k6 + ``constant``; the foe's is k6 + ``foe_base`` (vlastnost, or 0 if immobile)."""

    attribute_label: str
    attribute_value: int
    lines: tuple[Line, ...]
    constant: int
    foe_base: int
    notes: tuple[str, ...] = field(default=())

    def text(self) -> str:
        """«Finesa 3, míření +1, … = k6 + 4» for the result explanation."""
        parts = [f"{self.attribute_label} {self.attribute_value}"]
        parts += [f"{line.label} {signed(line.value)}" for line in self.lines if line.value]
        return ", ".join(parts) + f" ⇒ k6 {term(self.constant)}"


def kind_source(kind: str) -> str:
    """The seed lines of an advantage kind (table T4)."""
    for entry in tables()["druhy_vyhod"]:
        if entry["id"] == kind:
            return str(entry["zdroj"])
    # 003:L238-L278
    return BOOK.cite("vyhody_a_nevyhody")


def range_penalty(distance: str) -> int:
    """Penalty for a ranged attack at ``distance``: 0 / 0 / −1 / −2 (003:L463-L465)."""
    return int(tables()["postih_vzdalenosti"][distance])


def _wound_kinds(parts: tuple[str, ...], movement_matters: bool) -> dict[str, list[str]]:
    """Kinds given by serious wounds (003:L650-L655); leg wounds only where movement matters (L653)."""
    kinds: dict[str, list[str]] = {}
    for part in parts:
        entry = tables()["vazna_zraneni"][part]
        if entry["druh"] and (entry["vse"] or movement_matters):
            kinds.setdefault(entry["druh"], []).append(CASTI_TELA[part])
    return kinds


def _validate(s: Situation) -> None:
    """Raise ``RuleViolation`` for combinations the seed forbids (lines cited in each message)."""
    attack = s.mode != "obrana"
    checks = [
        (s.full_defence and attack, SHEET_TEXT.E_PLNA_OBRANA),
        (s.full_defence and s.fleeing, SHEET_TEXT.E_PLNA_OBRANA_UTEK),
        (s.fleeing and attack, SHEET_TEXT.E_UTEK_REZIM),
        (s.breaking_free and not attack, SHEET_TEXT.E_PROLOMENI_OBRANA),
        (s.aim and s.means == "kouzlo", SHEET_TEXT.E_MIRENI_KOUZLO),
        (s.aim and not attack, SHEET_TEXT.E_MIRENI_OBRANA),
        (s.aim and s.means not in SHOTS, SHEET_TEXT.E_MIRENI_ZBLIZKA),
        (s.foe_immobile and s.mode == "vzajemny", SHEET_TEXT.E_NEHYBNY_VZAJEMNY),
        (s.foe_immobile and s.mode == "obrana", SHEET_TEXT.E_NEHYBNY_OBRANA),
        (s.targets > 1 and not attack, SHEET_TEXT.E_CILE_OBRANA),
        (POINT_BLANK in s.disadvantages and (s.means not in SHOTS or not attack), SHEET_TEXT.E_STRELBA_ZBLIZKA),
        (RUNNER in s.disadvantages and not _runner_applies(s), SHEET_TEXT.E_BEZICI_CIL),
    ]
    for failed, message in checks:
        if failed:
            raise RuleViolation(message)
    if attack and s.means in ("zblizka", "beze_zbrane") and s.distance in ("stredni", "dlouha"):
        raise RuleViolation(SHEET_TEXT.E_ZBLIZKA_DALEKO.format(vzd=VZDALENOSTI[s.distance]))


def _runner_applies(s: Situation) -> bool:
    """Shooting at a runner: shots, throws and Finesa-defended spells only (003:L271-L272)."""
    return s.mode != "obrana" and (s.means in SHOTS or (s.means == "kouzlo" and s.spell_defence == "finesa"))


def _kind_lines(s: Situation) -> tuple[list[Line], list[str]]:
    """+1/−1 per distinct relevant kind, cancelling kinds present on both sides (L226, L233, L281, L307)."""
    movement = s.mode == "obrana" or s.means in ("zblizka", "beze_zbrane")
    foe_moves = s.mode == "uspech" or not s.foe_ranged
    mine: dict[str, list[str]] = {k: [] for k in s.disadvantages if k}
    for kind, parts in _wound_kinds(s.my_wounds, movement).items():
        mine.setdefault(kind, []).extend(parts)
    if s.fleeing:
        mine.setdefault("utok_do_zad", []).append(SHEET_TEXT.M_UTEK)
    theirs: dict[str, list[str]] = {k: [] for k in s.advantages if k}
    for kind, parts in _wound_kinds(s.foe_wounds, foe_moves).items():
        theirs.setdefault(kind, []).extend(parts)
    notes: list[str] = []
    undodgeable = s.mode != "obrana" and s.means == "kouzlo" and s.spell_defence != "finesa"
    if undodgeable:
        for kind in [k for k in theirs if _is_movement(k)]:
            del theirs[kind]
            notes.append(SHEET_TEXT.M_NEUHYBA.format(kind=DRUHY_VYHOD[kind]))
    if s.foe_immobile and theirs:
        notes.append(SHEET_TEXT.M_NEHYBNY_VYHODY)
        theirs = {}
    lines: list[Line] = []
    for kind in sorted(set(mine) & set(theirs)):
        # 003:L233-L236
        lines.append(Line(SHEET_TEXT.M_RUSI_SE.format(kind=DRUHY_VYHOD[kind]), 0, BOOK.cite("vyhody_a_nevyhody"), True))
    # Only the defender's own position is inside his "no defence is the worst" floor (L407).
    for kind in sorted(set(theirs) - set(mine)):
        label = SHEET_TEXT.M_VYHODA.format(kind=_why(kind, theirs[kind]))
        lines.append(Line(label, 1, kind_source(kind), s.mode == "uspech"))
    for kind in sorted(set(mine) - set(theirs)):
        label = SHEET_TEXT.M_NEVYHODA.format(kind=_why(kind, mine[kind]))
        lines.append(Line(label, -1, kind_source(kind), s.mode == "obrana"))
    return lines, notes


def _why(kind: str, reasons: list[str]) -> str:
    """«Ztížení pohybu (levá noha)»: the kind with the automatic reasons that gave it."""
    return f"{DRUHY_VYHOD[kind]} ({', '.join(reasons)})" if reasons else DRUHY_VYHOD[kind]


def _is_movement(kind: str) -> bool:
    return any(e["id"] == kind and e["pohyb"] for e in tables()["druhy_vyhod"])


def _tactic_lines(s: Situation) -> list[Line]:
    """Plná obrana, míření, finta, prolomení, rozptýlení, multiple targets and range (L356-L465)."""
    attack = s.mode != "obrana"
    lines: list[Line] = []
    if s.full_defence:
        # 003:L357
        lines.append(Line(SHEET_TEXT.M_PLNA_OBRANA, 1, BOOK.cite("plna_obrana"), True))
    if s.foe_full_defence and s.mode == "uspech":
        # 003:L357
        lines.append(Line(SHEET_TEXT.M_PROTIVNIK_PLNA_OBRANA, -1, BOOK.cite("plna_obrana"), True))
    optional = [
        # 003:L429-L435
        (s.aim, SHEET_TEXT.M_MIRENI, 1, BOOK.cite("mireni")),
        # 003:L441
        (s.feint, SHEET_TEXT.M_FINTA, 1, BOOK.cite("klamny_utok_nebo_jina_finta_v_boji")),
        # 003:L372
        (s.breaking_free and attack, SHEET_TEXT.M_PROLOMENI, 1, BOOK.cite("prolomeni_nevyhody")),
        # 003:L448
        (s.distraction, SHEET_TEXT.M_ROZPTYLENI, 1, BOOK.cite("rozptyleni_protivnika")),
        # 003:L448
        (bool(s.distracted_by), LINK_TEXT.M_ROZPTYLEN.format(jmeno=s.distracted_by), -1,
         BOOK.cite("rozptyleni_protivnika")),
        # 003:L429
        (s.foe_aim and s.mode != "uspech", SHEET_TEXT.M_PROTIVNIK_MIRI, -1, BOOK.cite("mireni")),
        # 003:L441
        (s.foe_feint, SHEET_TEXT.M_PROTIVNIK_FINTA, -1, BOOK.cite("klamny_utok_nebo_jina_finta_v_boji")),
    ]
    lines += [Line(label, value, src) for on, label, value, src in optional if on]
    if attack and s.targets > 1 and not s.area and not (s.two_targets and s.targets == 2):
        # 003:L415
        lines.append(Line(SHEET_TEXT.M_VICE_CILU.format(count=czech.amount(s.targets, FOES_GEN, "gen")), -s.targets,
                          BOOK.cite("ohrozeni_vice_protivniku")))
    if s.mode != "uspech" and s.foe_targets > 1 and not s.foe_area:
        label = SHEET_TEXT.M_PROTIVNIK_CILE.format(count=czech.amount(s.foe_targets, TARGETS, "acc"))
        # 003:L415, 003:L336
        lines.append(Line(label, s.foe_targets, BOOK("§ohrozeni_vice_protivniku; "
                                                     "§bonusy_a_postihy_si_pricita_hrac_postavy")))
    if attack and s.means in RANGED and range_penalty(s.distance):
        label = SHEET_TEXT.M_VZDALENOST.format(vzd=VZDALENOSTI[s.distance])
        # 003:L464-L465
        lines.append(Line(label, range_penalty(s.distance), BOOK.cite("boj_na_dalku")))
    if s.mode != "uspech" and s.foe_ranged and range_penalty(s.distance):
        label = SHEET_TEXT.M_PROTIVNIK_VZDALENOST.format(vzd=VZDALENOSTI[s.distance])
        # 003:L464-L465, 003:L336
        lines.append(Line(label, -range_penalty(s.distance), BOOK(
            "§boj_na_dalku; §bonusy_a_postihy_si_pricita_hrac_postavy")))
    return lines


def breakdown(s: Situation) -> Breakdown:
    """The roller's modifiers and constant (k6 + constant vs the foe's k6 + foe_base).

    Raises ``RuleViolation`` for a combination the rules forbid.
    """
    _validate(s)
    kind_lines, notes = _kind_lines(s)
    lines = kind_lines + _tactic_lines(s)
    inner = sum(line.value for line in lines if line.inner)
    outer = sum(line.value for line in lines if not line.inner)
    attr = s.attribute_value
    foe_base = 0 if s.foe_immobile else s.foe_attribute
    if s.mode == "obrana" and attr + inner < 0:
        # 003:L406-L410
        lines.append(Line(SHEET_TEXT.M_ZADNA_OBRANA, -(attr + inner), BOOK.cite("zadna_obrana_je_nejhorsi_mozna")))
        inner = -attr
    if s.mode == "uspech" and inner > foe_base:
        # 003:L406-L410
        lines.append(Line(SHEET_TEXT.M_PROTIVNIK_PODLAHA, foe_base - inner,
                          BOOK.cite("zadna_obrana_je_nejhorsi_mozna")))
        inner = foe_base
    constant = attr + inner + outer
    if s.foe_immobile:
        notes.append(SHEET_TEXT.M_NEHYBNY)
    return Breakdown(ATRIBUTY.get(s.attribute, s.attribute), attr, tuple(lines), constant, foe_base, tuple(notes))
