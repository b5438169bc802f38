"""Forms of the hero's actions: fields with defaults for this sheet (the shell renders them generically)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.upkeep import data
from py_rules.view import FieldView, Option

__all__ = [
    "NoParams",
    "accept_form",
    "conflict_form",
    "exhaust_form",
    "heal_form",
    "hod_form",
    "initiative_form",
    "no_fields",
    "opponent_form",
    "pay_form",
    "rest_form",
    "scar_form",
]


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _select(
    path: str, label: str, value: Any, options: list[tuple[Any, str]], hint: str | None = None
) -> FieldView:
    return FieldView(
        kind="select",
        label=label,
        path=path,
        value=value,
        hint=hint,
        options=[Option(value=v, label=lab) for v, lab in options],
    )


def _number(path: str, label: str, value: int, lo: int, hi: int, hint: str | None = None) -> FieldView:
    return FieldView(kind="number", label=label, path=path, value=value, min=lo, max=hi, hint=hint)


def _toggle(path: str, label: str, hint: str | None = None) -> FieldView:
    return FieldView(kind="toggle", label=label, path=path, value=False, hint=hint)


def _text(path: str, label: str, hint: str | None = None) -> FieldView:
    return FieldView(kind="text", label=label, path=path, value="", hint=hint)


def _skill_options(sheet: Drd2Sheet) -> list[tuple[Any, str]]:
    levels = {p.nazev.casefold(): p.uroven for p in sheet.povolani}
    options: list[tuple[Any, str]] = [("", "bez dovednosti (+0)")]
    for skill in sheet.dovednosti:
        level = levels.get(skill.povolani.casefold(), 0)
        options.append(
            (
                skill.nazev,
                f"{skill.nazev} – {skill.povolani or 'bez povolání'} {level}, "
                f"{texts.ATTR_LABEL[skill.vlastnost]}",
            )
        )
    return options


def _scar_options(sheet: Drd2Sheet) -> list[tuple[Any, str]]:
    return [(-1, "žádná")] + [(i, f"{s.nazev} (náročnost {s.zavaznost})") for i, s in enumerate(sheet.jizvy)]


def _maneuvers(sheet: Drd2Sheet) -> list[tuple[Any, str]]:
    allowed = ("", "obrana") if sheet.rychla_hra else ("", "presne", "rozsahle", "obrana", "lstive")
    return [(m, texts.MANEUVER_LABEL[m]) for m in allowed]


def hod_form(sheet: Drd2Sheet) -> list[FieldView]:
    attr_or_auto = [("", "podle dovednosti"), *[(k, v) for k, v in texts.ATTR_LABEL.items()]]
    return [
        _select("druh", "Vyhodnocení", "zkouska", list(texts.KIND_LABEL.items())),
        _select(
            "trida",
            "Akce je",
            "mozna",
            [
                ("mozna", "možná (hod)"),
                ("samozrejma", "samozřejmá (bez hodu)"),
                ("nemozna", "nemožná"),
                ("nereaguje", "výzva: nereaguji"),
            ],
        ),
        _select("dovednost", "Klíčová dovednost", "", _skill_options(sheet)),
        _select("dovednost2", "Nutná i dovednost (přičte se nižší úroveň)", "", _skill_options(sheet)),
        _number(
            "ohrozeni", "Ohrožení", sheet.ohrozeni or 2, 1, 20, "V konfliktu z deníku, jinak určí Průvodce."
        ),
        _select(
            "vlastnost",
            "Vyčerpání platit z",
            "",
            attr_or_auto,
            "Výzva: vlastnost, na kterou působí; střet: na kterou působí vítězná akce.",
        ),
        _number("narocnost", "Náročnost (jiné důvody)", 0, 0, 3, "Platí se předem a nevrací se."),
        _select("jizva_omezuje", "Jizva omezuje tuto činnost", -1, _scar_options(sheet)),
        _select("manevr", "Manévr před hodem", "", _maneuvers(sheet), "1 Zdroj vlastnosti dovednosti."),
        _select(
            "nasledek",
            "Záměr – následek",
            "",
            [(k, v) for k, v in texts.CONSEQUENCE_LABEL.items() if k in ("", "ohrozeni_minus", "vyhoda")]
            + [("cizi", "následek pro jiného (zapiš u něj)"), ("vyrazeni", "vyřazení cíle")],
        ),
        _select(
            "hrozba",
            "Hrozící neúspěch v pravidlech",
            "",
            [
                (k, v)
                for k, v in texts.CONSEQUENCE_LABEL.items()
                if k in ("", "ohrozeni_plus", "jizva", "vyrazeni")
            ],
        ),
        _text("popis", "Popis akce"),
        _number("platit_vyhodou", "Platit Výhodou (kolik)", 0, 0, sheet.vyhoda),
        _text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
        _number("souper_uroven", "Střet: úroveň protivníka", 0, 0, 6),
        _select("souper_rezim", "Střet: hod protivníka", "normal", list(texts.MODE_LABEL.items())),
        _select(
            "aktor",
            "Střet: kdo je aktér",
            "hrdina",
            [("hrdina", "hrdina"), ("souper", "protivník"), ("nejasne", "nelze určit")],
        ),
    ]


def exhaust_form(sheet: Drd2Sheet) -> list[FieldView]:
    helpers = [(-1, sheet.name)] + [(i, h.jmeno) for i, h in enumerate(sheet.pomocnici)]
    return [
        _toggle("mocne", "Vítěz zahrál mocně (+1)"),
        _toggle("chabe", "Vítězova akce je chabě (−1)"),
        _number("vyhoda", "Platit Výhodou (kolik)", 0, 0, sheet.vyhoda),
        _select("vlastnost", "Platit z", "", [("", "podle hodu"), *texts.ATTR_LABEL.items()]),
        _text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
        _select(
            "vyrazeni_volba",
            "Proti vyřazení získat",
            "vyhoda",
            [("vyhoda", "+1 Výhoda"), ("ohrozeni_utocnika", "útočníkovi Ohrožení +1")],
        ),
        _select("pomocnik", "Kdo se vyčerpává", -1, helpers),
        _toggle("hrdinska_smrt", "Nestačí-li nic: hrdinská smrt"),
    ]


def accept_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [_toggle("lstive", "Vítěz zahrál lstivě (následek 2)"), _text("jizva_nazev", "Název Jizvy")]


def opponent_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        _select("volba", "Protivník", "prijal", [("prijal", "přijal neúspěch"), ("vycerpal", "se vyčerpal")]),
        _select(
            "manevr",
            "Můj manévr po hodu",
            "",
            [("", "žádný"), ("mocne", "mocně (+1 k jeho vyčerpání)"), ("lstive", "lstivě (následek 2)")],
        ),
        _select(
            "vyrazeni_volba",
            "Vyčerpal-li se proti vyřazení",
            "vyhoda",
            [("vyhoda", "vzal si Výhodu"), ("ohrozeni_utocnika", "zvýšil mi Ohrožení")],
        ),
        _number("vyhoda", "Manévr platit Výhodou", 0, 0, sheet.vyhoda),
    ]


def _conditions(sheet: Drd2Sheet) -> list[FieldView]:
    """The optional 1–5 table (000:L120-L122) only when the deník switches it on; otherwise 3 (000:L118)."""
    if not sheet.odpocinek_podminky:
        return []
    table: dict[str, str] = data("odpocinek.json")["podminky"]
    options = [(int(k), f"{texts.amount(int(k), 'zdroj')}: {v}") for k, v in table.items()]
    # 000:L120-L122
    return [_select("podminky", "Podmínky běžného odpočinku", 3, options, "Volitelné pravidlo (Pravidla › Utrácení a "
                                                                          "obnova Zdrojů › Běžný odpočinek › Podmínky "
                                                                          "běžného odpočinku (volitelné pravidlo)).")]


def rest_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        _select(
            "druh",
            "Odpočinek",
            "bezny",
            [("bezny", "běžný (na výpravě)"), ("kvalitni", "kvalitní (mezi výpravami)")],
        ),
        *_conditions(sheet),
        _number("telo", "Do Těla", 0, 0, 5),
        _number("duse", "Do Duše", 0, 0, 5),
        _number("vliv", "Do Vlivu", 0, 0, 5),
    ]


def scar_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        FieldView(kind="text", label="Název", path="nazev", value="Jizva"),
        _select("vlastnost", "Vlastnost", "telo", list(texts.ATTR_LABEL.items())),
        _number("zavaznost", "Závažnost", 1, 1, 12, "1; lstivě 2; nad 3 jen výjimečně."),
        _text("omezuje", "Omezené činnosti"),
    ]


def heal_form(sheet: Drd2Sheet) -> list[FieldView]:
    options = [(i, f"{s.nazev} ({s.zavaznost})") for i, s in enumerate(sheet.jizvy)] or [(0, "žádná Jizva")]
    return [_select("jizva", "Jizva", 0, options), _number("o_kolik", "Snížit závažnost o", 1, 1, 12)]


def conflict_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        _number("ohrozeni", "Ohrožení na začátku", 2, 1, 20),
        _number("vyhoda", "Výhoda od Průvodce", 0, 0, 99),
    ]


def initiative_form(sheet: Drd2Sheet) -> list[FieldView]:
    """Approaches for 1 Duše; a spell's approach is free and its opposite is not offered (000:L595-L597)."""
    spell = sheet.pristup_kouzlo
    if spell and sheet.pristup_vnuceny:
        options: list[tuple[Any, str]] = [(spell, f"{spell} (vnucený kouzlem, zdarma)")]
        return [_select("pristup", "Přístup", spell, options)]
    options = [("", "žádný (2k6)")]
    if spell:
        options.append((spell, f"{spell} (kouzlo, zdarma)"))
        return [_select("pristup", "Přístup", "", options)]
    options += [("rychle", "rychle (1 Duše)"), ("pomalu", "pomalu (1 Duše)")]
    return [
        _select("pristup", "Přístup", "", options),
        _number("platit_vyhodou", "Přístup platit Výhodou", 0, 0, min(1, sheet.vyhoda)),
        _text("jizva_nazev", "Místo Duše: vlastní Jizva s názvem"),
    ]


def pay_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        _select(
            "za_co",
            "Za co",
            "manevr",
            [
                ("manevr", "manévr"),
                ("aktivace", "aktivace schopnosti"),
                ("narocnost", "náročnost"),
                ("jine", "jiné"),
            ],
        ),
        _select("vlastnost", "Vlastnost", "telo", list(texts.ATTR_LABEL.items())),
        _number("kolik", "Kolik", 1, 1, 12),
        _number("vyhoda", "Z toho Výhodou", 0, 0, sheet.vyhoda),
        _text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
    ]


def no_fields(sheet: Drd2Sheet) -> list[FieldView]:
    return []
