"""Character-level rules: which attribute a roll uses, what a weapon or spell allows, a sheet's defence.

Pure functions on the saved sheet. Seed: 003:L130-L167 (attributes for úspěch and obrana), L174-L180 (spells
in defence), L412-L426 (one spell per round, area spells), L645-L650 (a disabled arm: nothing in that hand, no
two-handed weapon), L467-L478 (ammunition), L164-L192 and L488 (the defence attribute, :func:`defence_attributes`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Literal

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.modifiers import Means
from py_rules.systems.boj_k6.sheet import BojK6Sheet, Spell, Weapon
from py_rules.systems.boj_k6.texts import ATRIBUTY_7, SHEET_TEXT
from py_rules.systems.boj_k6.texts_links import HANDS_IN, LINK_TEXT
from py_rules.systems.boj_k6.texts_round import ROUND_TEXT
from py_rules.systems.boj_k6.wounds import Defence

__all__ = [
    "DefenceHow",
    "Defender",
    "MeansChoice",
    "allowed_attributes",
    "attribute_value",
    "check_hand",
    "check_means",
    "default_defence",
    "defence_attributes",
    "defence_of",
    "hand_blocked",
    "is_out",
    "means_options",
    "resolve_means",
    "sheet_defender",
    "success_attributes",
]

ARM_PARTS = frozenset({"leva_ruka", "prava_ruka"})
HAND_PART = {"prava": "prava_ruka", "leva": "leva_ruka"}


def hand_blocked(wounded: Collection[str], hand: str, two_handed: bool = False) -> bool:
    """A disabled arm holds nothing: not the weapon or shield in that hand, nor any two-handed weapon (bow,
    crossbow) (003:L645-L648). ``wounded`` are the disabled body parts."""
    if two_handed:
        return bool(ARM_PARTS & set(wounded))
    return HAND_PART[hand] in wounded


def check_hand(wounded: Collection[str], what: str, hand: str, two_handed: bool) -> None:
    """Raise ``RuleViolation`` (Czech) when ``what`` is held in a disabled arm (003:L645-L648)."""
    if not hand_blocked(wounded, hand, two_handed):
        return
    if two_handed:
        raise RuleViolation(SHEET_TEXT.E_DVOJRUCNI_RUKA)
    raise RuleViolation(LINK_TEXT.E_RUKA.format(co=f"{what} ({HANDS_IN[hand]})"))


@dataclass(frozen=True)
class MeansChoice:
    """How the character acts: bare hands, a weapon or a spell from the sheet."""

    means: Means
    weapon: Weapon | None = None
    spell: Spell | None = None
    index: int = -1

    @property
    def damage(self) -> int:
        return self.weapon.zraneni if self.weapon else 0

    @property
    def label(self) -> str:
        if self.weapon:
            return self.weapon.nazev
        if self.spell:
            return self.spell.nazev
        return SHEET_TEXT.R_BEZE_ZBRANE


def means_options(sheet: BojK6Sheet) -> dict[str, str]:
    """Select options: «beze zbraně», each weapon, each spell."""
    options = {"beze_zbrane": SHEET_TEXT.R_OPT_BEZE_ZBRANE}
    options.update({f"zbran_{i}": SHEET_TEXT.R_OPT_ZBRAN.format(nazev=w.nazev) for i, w in enumerate(sheet.zbrane)})
    options.update({f"kouzlo_{i}": SHEET_TEXT.R_OPT_KOUZLO.format(nazev=s.nazev) for i, s in enumerate(sheet.kouzla)})
    return options


def resolve_means(sheet: BojK6Sheet, code: str) -> MeansChoice:
    """The weapon or spell named by ``code``; raises ``RuleViolation`` if the sheet has no such item."""
    kind, _, raw = code.partition("_")
    if code == "beze_zbrane":
        return MeansChoice("beze_zbrane")
    index = int(raw) if raw.isdigit() else -1
    if kind == "zbran" and 0 <= index < len(sheet.zbrane):
        weapon = sheet.zbrane[index]
        return MeansChoice(weapon.dosah, weapon=weapon, index=index)
    if kind == "kouzlo" and 0 <= index < len(sheet.kouzla):
        return MeansChoice("kouzlo", spell=sheet.kouzla[index], index=index)
    raise RuleViolation(SHEET_TEXT.E_NEZNAMY_PROSTREDEK.format(p=code))


def success_attributes(means: Means, heavy_weapon: bool, heavy_armour: bool) -> tuple[str, ...]:
    """Attributes allowed for a hod na úspěch (003:L131-L150), shared by the sheet and the board."""
    if means == "kouzlo":
        return ("duse",)  # L148
    if means == "strelna":
        return ("finesa",)  # L141
    if means == "beze_zbrane":
        return ("sila", "finesa")  # L136 fighting bare-handed; L142, L144, L724 tripping, slipping free
    if means == "zblizka" and heavy_armour:
        return ("sila",)  # L135
    if heavy_weapon:
        return ("sila",)  # L137
    return ("sila", "finesa")  # L138, L145: light weapon, brute force or technique


def allowed_attributes(choice: MeansChoice, heavy_armour: bool) -> tuple[str, ...]:
    """Attributes allowed for a hod na úspěch with ``choice`` (003:L131-L150)."""
    heavy_weapon = choice.weapon is not None and choice.weapon.tezka
    return success_attributes(choice.means, heavy_weapon, heavy_armour)


DefenceHow = Literal["uhyb", "zbran", "kouzlo"]


@dataclass(frozen=True)
class Defender:
    """What a defender can defend with: the means of his weapon (``None``: none in hand or disarmed), a
    heavy weapon or armour, a usable shield, a spell that is not an attack spell (003:L175-L180)."""

    parry_means: Means | None
    heavy_weapon: bool = False
    heavy_armour: bool = False
    shield: bool = False
    defence_spell: bool = False


def defence_attributes(how: DefenceHow, attack: Means, spell_defence: str | None, d: Defender) -> tuple[str, ...]:
    """Attributes allowed for a hod na obranu made ``how`` against an attack by ``attack`` (003:L164-L192, L488),
    shared by the sheet and the board; raises ``RuleViolation`` (Czech) for a way of defending he lacks.

    By a spell: Duše (L180, L183); against a spell otherwise the spell's attribute (L186); with a weapon or
    shield as the úspěch with it (L166; a shield counts as a light weapon, heavy armour forces Síla), but
    against a shot or throw only with a shield (L488); without a weapon: dodging Finesa, resisting Síla, a mind
    Duše (L164-L167), against a shot Finesa (L488)."""
    shot = attack in ("strelna", "vrhaci")
    if how == "kouzlo":
        if not d.defence_spell:
            raise RuleViolation(LINK_TEXT.E_OBRANA_KOUZLO)
        return ("duse",)
    if attack == "kouzlo" and spell_defence is not None:
        return (spell_defence,)
    if how == "uhyb":
        return ("finesa",) if shot else ("sila", "finesa", "duse")
    if shot and not d.shield:
        raise RuleViolation(LINK_TEXT.E_OBRANA_STRELBA)
    if d.parry_means is None and not d.shield:
        raise RuleViolation(LINK_TEXT.E_OBRANA_ZBRAN)
    if shot or d.parry_means is None:
        return success_attributes("zblizka", False, d.heavy_armour)  # the shield
    return success_attributes(d.parry_means, d.heavy_weapon, d.heavy_armour)


def default_defence(attack: Means, spell_defence: str | None, d: Defender,
                    values: Mapping[str, int]) -> tuple[DefenceHow, str]:
    """How a defender defends by default and on which attribute, by the same rule (003:L164-L192, L488):
    against a spell on its attribute; against a shot with a shield or by dodging on Finesa; in melee by
    parrying where he can (the best attribute his weapon allows: Síla in heavy armour, L135), else dodging."""
    if attack == "kouzlo" and spell_defence is not None:
        return "uhyb", spell_defence
    shot = attack in ("strelna", "vrhaci")
    if (shot and d.shield) or (not shot and (d.parry_means is not None or d.shield)):
        allowed = defence_attributes("zbran", attack, None, d)
        return "zbran", max(allowed, key=lambda a: values.get(a, 0))
    return "uhyb", "finesa"


def check_means(sheet: BojK6Sheet, choice: MeansChoice, attribute: str, attacking: bool, targets: int,
                foe_shoots: bool = False) -> None:
    """Raise ``RuleViolation`` if the character cannot act this way (attribute, spell, arm, ammunition)."""
    spell = choice.spell
    if spell is not None and not attacking and spell.kz > 0 and not spell.obranne:
        raise RuleViolation(SHEET_TEXT.E_KOUZLO_UTOCNE_OBRANA.format(nazev=spell.nazev))  # L175-L178
    if attacking:
        allowed = allowed_attributes(choice, sheet.zbroj.tezka)
    else:
        how: DefenceHow = {"kouzlo": "kouzlo", "beze_zbrane": "uhyb"}.get(choice.means, "zbran")  # type: ignore[assignment]
        allowed = defence_attributes(how, "strelna" if foe_shoots else "zblizka", None, sheet_defender(sheet, choice))
    if attribute not in allowed:
        names = SHEET_TEXT.R_NEBO.join(ATRIBUTY_7[a] for a in allowed)
        template = SHEET_TEXT.E_VLASTNOST if attacking else SHEET_TEXT.E_VLASTNOST_OBRANA
        raise RuleViolation(template.format(what=choice.label, names=names))
    if spell is not None and attacking and spell.obranne:
        raise RuleViolation(SHEET_TEXT.E_KOUZLO_OBRANNE.format(nazev=spell.nazev))
    if spell is not None and attacking and targets > 1 and not spell.plosne:
        raise RuleViolation(SHEET_TEXT.E_VICE_CILU_KOUZLO.format(nazev=spell.nazev))
    weapon = choice.weapon
    if weapon is not None:
        check_hand([w.cast for w in sheet.vazna_zraneni], weapon.nazev, weapon.ruka, weapon.dvojrucni)
    if weapon is not None and attacking and weapon.dosah != "zblizka" and weapon.munice_sledovat \
            and weapon.munice == 0:
        raise RuleViolation(ROUND_TEXT.E_MUNICE_ZADNA.format(nazev=weapon.nazev))


def sheet_defender(sheet: BojK6Sheet, choice: MeansChoice) -> Defender:
    """What the character defends with when he chose ``choice`` (a weapon parries; a spell defends unless it
    is an attack spell, L175-L180)."""
    weapon = choice.weapon
    spell = choice.spell
    shield = defence_of(sheet).stit > 0
    return Defender(parry_means=weapon.dosah if weapon else None, heavy_weapon=bool(weapon and weapon.tezka),
                    heavy_armour=sheet.zbroj.tezka, shield=shield,
                    defence_spell=spell is not None and (spell.obranne or spell.kz == 0))


def attribute_value(sheet: BojK6Sheet, attribute: str) -> int:
    """The value of ``sila`` / ``finesa`` / ``duse`` on the sheet."""
    return int(getattr(sheet, attribute))


def defence_of(sheet: BojK6Sheet) -> Defence:
    """What the character subtracts from a wound: Zbroj (per type), usable štít, odolnosti (003:L582); a
    shield in a disabled arm is not usable (L648)."""
    wounded = [w.cast for w in sheet.vazna_zraneni]
    usable = sheet.stit.ma_stit and sheet.stit.pouzitelny and not hand_blocked(wounded, sheet.stit.ruka)
    shield = sheet.stit.hodnota if usable else 0
    return Defence(
        zbroj=sheet.zbroj.hodnota,
        zbroj_podle_druhu=tuple((a.druh, a.hodnota) for a in sheet.zbroj.podle_druhu),
        stit=shield,
        odolnosti=tuple((r.druh, r.hodnota) for r in sheet.odolnosti),
    )


def is_out(zivoty: int) -> bool:
    """Vyřazený z boje: životy 0 or less (003:L631)."""
    return zivoty <= 0
