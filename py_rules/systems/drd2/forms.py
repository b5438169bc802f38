"""Forms of the hero's actions: fields with defaults for this sheet (the shell renders them generically)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.rules import quick_game
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.upkeep import data
from py_rules.view import FieldView, number, select, text, toggle

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

BOOK = Book("py_rules.systems.drd2")


class NoParams(BaseModel):
    model_config = ConfigDict(extra="forbid")


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
    allowed = ("", "obrana") if quick_game(sheet) else ("", "presne", "rozsahle", "obrana", "lstive")
    return [(m, texts.MANEUVER_LABEL[m]) for m in allowed]


def _consequences(*keys: str) -> list[tuple[Any, str]]:
    return [(k, v) for k, v in texts.CONSEQUENCE_LABEL.items() if k in keys]


def hod_form(sheet: Drd2Sheet) -> list[FieldView]:
    attr_or_auto = [("", "podle dovednosti"), *[(k, v) for k, v in texts.ATTR_LABEL.items()]]
    return [
        select("druh", "Vyhodnocení", "zkouska", texts.KIND_LABEL),
        select("trida", "Akce je", "mozna", [("mozna", "možná (hod)"), ("samozrejma", "samozřejmá (bez hodu)"),
                                             ("nemozna", "nemožná"), ("nereaguje", "výzva: nereaguji")]),
        select("dovednost", "Klíčová dovednost", "", _skill_options(sheet)),
        select("dovednost2", "Nutná i dovednost (přičte se nižší úroveň)", "", _skill_options(sheet)),
        number("ohrozeni", "Ohrožení", sheet.ohrozeni or 2, 1, 20, hint="V konfliktu z deníku, jinak určí Průvodce."),
        select("vlastnost", "Vyčerpání platit z", "", attr_or_auto,
               hint="Výzva: vlastnost, na kterou působí; střet: na kterou působí vítězná akce."),
        number("narocnost", "Náročnost (jiné důvody)", 0, 0, 3, hint="Platí se předem a nevrací se."),
        select("jizva_omezuje", "Jizva omezuje tuto činnost", -1, _scar_options(sheet)),
        select("manevr", "Manévr před hodem", "", _maneuvers(sheet), hint="1 Zdroj vlastnosti dovednosti."),
        select("nasledek", "Záměr – následek", "", [*_consequences("", "ohrozeni_minus", "vyhoda"),
                                                   ("cizi", "následek pro jiného (zapiš u něj)"),
                                                   ("vyrazeni", "vyřazení cíle")]),
        select("hrozba", "Hrozící neúspěch v pravidlech", "", _consequences("", "ohrozeni_plus", "jizva", "vyrazeni")),
        text("popis", "Popis akce"),
        number("platit_vyhodou", "Platit Výhodou (kolik)", 0, 0, sheet.vyhoda),
        text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
        number("souper_uroven", "Střet: úroveň protivníka", 0, 0, 6),
        select("souper_rezim", "Střet: hod protivníka", "normal", texts.MODE_LABEL),
        select("aktor", "Střet: kdo je aktér", "hrdina",
               [("hrdina", "hrdina"), ("souper", "protivník"), ("nejasne", "nelze určit")]),
    ]


def _payer_vyhoda(sheet: Drd2Sheet) -> int:
    """The Výhoda of whoever's roll waits: the helper's own when a helper rolled (000:L55)."""
    pending = sheet.ceka
    if pending is not None and 0 <= pending.pomocnik < len(sheet.pomocnici):
        return sheet.pomocnici[pending.pomocnik].vyhoda
    return sheet.vyhoda


def helper_pouto(sheet: Drd2Sheet) -> list[FieldView]:
    """«From Pouto instead of Sudba» for any payment of a helper (000:L87), only when the deník has a helper."""
    # 000:L87
    return ([number("pouto", "Pomocník: z Pouta místo Sudby (kolik)", 0, 0, 20,
                    hint="Nechce-li hráč použít Sudbu; jinak Pouto platí jen to, na co Sudba nestačí.")]
            if sheet.pomocnici else [])


def exhaust_form(sheet: Drd2Sheet) -> list[FieldView]:
    helpers = [(-1, sheet.name)] + [(i, h.jmeno) for i, h in enumerate(sheet.pomocnici)]
    return [
        toggle("mocne", "Vítěz zahrál mocně (+1)"),
        toggle("chabe", "Vítězova akce je chabě (−1)"),
        number("vyhoda", "Platit Výhodou (kolik)", 0, 0, _payer_vyhoda(sheet),
               hint="Hází-li pomocník, platí svou Výhodou." if sheet.pomocnici else None),
        select("vlastnost", "Platit z", "", [("", "podle hodu"), *texts.ATTR_LABEL.items()]),
        text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
        select("vyrazeni_volba", "Proti vyřazení získat", "vyhoda",
               [("vyhoda", "+1 Výhoda"), ("ohrozeni_utocnika", "útočníkovi Ohrožení +1")]),
        select("pomocnik", "Kdo se vyčerpává", -1, helpers),
        *helper_pouto(sheet),
        toggle("hrdinska_smrt", "Nestačí-li nic: hrdinská smrt"),
    ]


def accept_form(sheet: Drd2Sheet) -> list[FieldView]:
    out: list[FieldView] = [toggle("lstive", "Vítěz zahrál lstivě (následek 2)"), text("jizva_nazev", "Název Jizvy")]
    if sheet.ceka is not None and sheet.ceka.hrozba == "vyrazeni":
        # 000:L676-L678: a knock-out's Jizva is sized by the story; who stays on the scene gets a fresh Ohrožení
        out += [number("jizva_zavaznost", "Jizva z vyřazení: závažnost podle příběhu (0 = žádná)", 0, 0, 12),
                number("nove_ohrozeni", "Ohrožení po vyřazení (0 = beze změny)", 0, 0, 20)]
    return out


def opponent_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        select("volba", "Protivník", "prijal", [("prijal", "přijal neúspěch"), ("vycerpal", "se vyčerpal")]),
        select("manevr", "Můj manévr po hodu", "",
               [("", "žádný"), ("mocne", "mocně (+1 k jeho vyčerpání)"), ("lstive", "lstivě (následek 2)")]),
        select("vyrazeni_volba", "Vyčerpal-li se proti vyřazení", "vyhoda",
               [("vyhoda", "vzal si Výhodu"), ("ohrozeni_utocnika", "zvýšil mi Ohrožení")]),
        number("vyhoda", "Manévr platit Výhodou", 0, 0, sheet.vyhoda),
    ]


def _conditions(sheet: Drd2Sheet) -> list[FieldView]:
    """The optional 1–5 table (000:L120-L122) only when the deník switches it on; otherwise 3 (000:L118)."""
    if not sheet.odpocinek_podminky:
        return []
    table: dict[str, str] = data("odpocinek.json")["podminky"]
    options = [(int(k), f"{texts.amount(int(k), 'zdroj')}: {v}") for k, v in table.items()]
    # 000:L120-L122
    return [select("podminky", "Podmínky běžného odpočinku", 3, options,
                   hint=BOOK("Volitelné pravidlo "
                             "(§utraceni_a_obnova_zdroju.bezny_odpocinek.podminky_bezneho_odpocinku_volitelne_pravidlo)."))]


def rest_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        select("druh", "Odpočinek", "bezny",
               [("bezny", "běžný (na výpravě)"), ("kvalitni", "kvalitní (mezi výpravami)")]),
        *_conditions(sheet),
        number("telo", "Do Těla", 0, 0, 5),
        number("duse", "Do Duše", 0, 0, 5),
        number("vliv", "Do Vlivu", 0, 0, 5),
    ]


def scar_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        text("nazev", "Název", "Jizva"),
        select("vlastnost", "Vlastnost", "telo", texts.ATTR_LABEL),
        number("zavaznost", "Závažnost", 1, 1, 12, hint="1; lstivě 2; nad 3 jen výjimečně."),
        text("omezuje", "Omezené činnosti"),
    ]


def heal_form(sheet: Drd2Sheet) -> list[FieldView]:
    options = [(i, f"{s.nazev} ({s.zavaznost})") for i, s in enumerate(sheet.jizvy)] or [(0, "žádná Jizva")]
    return [select("jizva", "Jizva", 0, options), number("o_kolik", "Snížit závažnost o", 1, 1, 12)]


def conflict_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        number("ohrozeni", "Ohrožení na začátku", 2, 1, 20),
        number("vyhoda", "Výhoda od Průvodce", 0, 0, 99),
    ]


def initiative_form(sheet: Drd2Sheet) -> list[FieldView]:
    """Approaches for 1 Duše; a spell's approach is free and its opposite is not offered (000:L595-L597)."""
    spell = sheet.pristup_kouzlo
    if spell and sheet.pristup_vnuceny:
        options: list[tuple[Any, str]] = [(spell, f"{spell} (vnucený kouzlem, zdarma)")]
        return [select("pristup", "Přístup", spell, options)]
    options = [("", "žádný (2k6)")]
    if spell:
        options.append((spell, f"{spell} (kouzlo, zdarma)"))
        return [select("pristup", "Přístup", "", options)]
    options += [("rychle", "rychle (1 Duše)"), ("pomalu", "pomalu (1 Duše)")]
    return [
        select("pristup", "Přístup", "", options),
        number("platit_vyhodou", "Přístup platit Výhodou", 0, 0, min(1, sheet.vyhoda)),
        text("jizva_nazev", "Místo Duše: vlastní Jizva s názvem"),
    ]


def pay_form(sheet: Drd2Sheet) -> list[FieldView]:
    return [
        select("za_co", "Za co", "manevr", [
                ("manevr", "manévr"),
                ("aktivace", "aktivace schopnosti"),
                ("narocnost", "náročnost"),
                ("jine", "jiné"),
            ]),
        select("manevr", "Který manévr", "", [("", "—"), *_maneuvers(sheet)[1:]],
               hint="V konfliktu na tabuli patří k akci, kterou tabule právě vyhodnocuje." if sheet.kolo else None),
        select("vlastnost", "Vlastnost", "telo", texts.ATTR_LABEL),
        number("kolik", "Kolik", 1, 1, 12),
        number("vyhoda", "Z toho Výhodou", 0, 0, sheet.vyhoda),
        text("jizva_nazev", "Místo Zdrojů: vlastní Jizva s názvem"),
    ]


def no_fields(sheet: Drd2Sheet) -> list[FieldView]:
    return []


def helper_roll_form(sheet: Drd2Sheet) -> list[FieldView]:
    """A pomocník's own zkouška, výzva or střet (000:L383-L384) with a manoeuvre (000:L713-L797); nobody to pick
    when the deník has no helper."""
    helpers = [(i, f"{h.jmeno} (charakteristika {h.charakteristika})") for i, h in enumerate(sheet.pomocnici)]
    return [
        select("pomocnik", "Pomocník", 0, helpers or [(0, "žádný pomocník")]),
        select("druh", "Druh", "zkouska", [("zkouska", "zkouška"), ("vyzva", "výzva"), ("stret", "střet")]),
        toggle("charakteristika", "Dovednost spadá pod jeho charakteristiku", True),
        select("vlastnost", "Vlastnost dovednosti (hranice Sudby)", "telo", texts.ATTR_LABEL),
        select("nasledek", "Záměr – následek", "", [*_consequences("", "ohrozeni_minus", "vyhoda"),
                                                   ("cizi", "následek pro jiného (zapiš u něj)"),
                                                   ("vyrazeni", "vyřazení cíle")],
               hint="Vlastní Ohrožení −1 nebo Výhoda +1 platí pro pomocníka; úspěch ve výzvě nic víc nedává."),
        select("hrozba", "Hrozící neúspěch v pravidlech", "", _consequences("", "ohrozeni_plus", "jizva", "vyrazeni")),
        text("popis", "Záměr"),
        # 000:L717, 000:L67, 000:L87
        select("manevr", "Manévr před hodem", "", _maneuvers(sheet),
               hint="Platí pomocník 1 Zdrojem: Výhodou, Sudbou pomocníků do hranice vlastnosti, pak Poutem; "
                    "lstivě až po úspěchu ve zkoušce."),
        number("platit_vyhodou", "Manévr platit Výhodou pomocníka (kolik)", 0, 0,
               max((h.vyhoda for h in sheet.pomocnici), default=0)),
        *helper_pouto(sheet),
        number("souper_uroven", "Střet: úroveň protivníka", 0, 0, 6),
        select("souper_rezim", "Střet: hod protivníka", "normal", texts.MODE_LABEL),
        select("aktor", "Střet: kdo je aktér", "pomocnik",
               [("pomocnik", "pomocník"), ("souper", "protivník"), ("nejasne", "nelze určit")]),
    ]
