"""Character-level rules: which attribute a roll uses, what a weapon or spell allows, a sheet's defence.

Pure functions on the saved sheet. Seed: 003:L130-L167 (attributes for úspěch and obrana), L174-L180 (spells
in defence), L412-L426 (one spell per round, area spells), L645-L648 (a disabled arm), L467-L478 (ammunition).
"""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.modifiers import Means
from py_rules.systems.boj_k6.sheet import BojK6Sheet, Spell, Weapon
from py_rules.systems.boj_k6.texts import ATRIBUTY_7, T
from py_rules.systems.boj_k6.wounds import Defence

__all__ = [
    "MeansChoice",
    "allowed_attributes",
    "attribute_value",
    "check_means",
    "defence_of",
    "is_out",
    "means_options",
    "resolve_means",
    "success_attributes",
]

ARM_PARTS = frozenset({"leva_ruka", "prava_ruka"})


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
        return T["r_beze_zbrane"]


def means_options(sheet: BojK6Sheet) -> dict[str, str]:
    """Select options: «beze zbraně», each weapon, each spell."""
    options = {"beze_zbrane": T["r_opt_beze_zbrane"]}
    options.update({f"zbran_{i}": T["r_opt_zbran"].format(nazev=w.nazev) for i, w in enumerate(sheet.zbrane)})
    options.update({f"kouzlo_{i}": T["r_opt_kouzlo"].format(nazev=s.nazev) for i, s in enumerate(sheet.kouzla)})
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
    raise RuleViolation(T["e_neznamy_prostredek"].format(p=code))


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


def check_means(sheet: BojK6Sheet, choice: MeansChoice, attribute: str, attacking: bool, targets: int) -> None:
    """Raise ``RuleViolation`` if the character cannot act this way (attribute, spell, arm, ammunition)."""
    spell = choice.spell
    if spell is not None and not attacking and spell.kz > 0 and not spell.obranne:
        raise RuleViolation(T["e_kouzlo_utocne_obrana"].format(nazev=spell.nazev))  # L175-L178
    if attacking or choice.means != "beze_zbrane":  # a parry with a weapon or shield as the úspěch (L166)
        allowed = allowed_attributes(choice, sheet.zbroj.tezka)
        if attribute not in allowed:
            names = T["r_nebo"].join(ATRIBUTY_7[a] for a in allowed)
            key = "e_vlastnost" if attacking else "e_vlastnost_obrana"
            raise RuleViolation(T[key].format(what=choice.label, names=names))
    if spell is not None and attacking and spell.obranne:
        raise RuleViolation(T["e_kouzlo_obranne"].format(nazev=spell.nazev))
    if spell is not None and attacking and targets > 1 and not spell.plosne:
        raise RuleViolation(T["e_vice_cilu_kouzlo"].format(nazev=spell.nazev))
    weapon = choice.weapon
    wounded_arm = any(w.cast in ARM_PARTS for w in sheet.vazna_zraneni)
    if weapon is not None and weapon.dvojrucni and wounded_arm:
        raise RuleViolation(T["e_dvojrucni_ruka"])
    if weapon is not None and attacking and weapon.dosah != "zblizka" and weapon.munice_sledovat \
            and weapon.munice == 0:
        raise RuleViolation(T["e_munice"].format(nazev=weapon.nazev))


def attribute_value(sheet: BojK6Sheet, attribute: str) -> int:
    """The value of ``sila`` / ``finesa`` / ``duse`` on the sheet."""
    return int(getattr(sheet, attribute))


def defence_of(sheet: BojK6Sheet) -> Defence:
    """What the character subtracts from a wound: Zbroj (per type), usable štít, odolnosti (003:L582)."""
    shield = sheet.stit.hodnota if sheet.stit.ma_stit and sheet.stit.pouzitelny else 0
    return Defence(
        zbroj=sheet.zbroj.hodnota,
        zbroj_podle_druhu=tuple((a.druh, a.hodnota) for a in sheet.zbroj.podle_druhu),
        stit=shield,
        odolnosti=tuple((r.druh, r.hodnota) for r in sheet.odolnosti),
    )


def is_out(zivoty: int) -> bool:
    """Vyřazený z boje: životy 0 or less (003:L631)."""
    return zivoty <= 0
