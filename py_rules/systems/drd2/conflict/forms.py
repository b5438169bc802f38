"""Forms of the conflict board's actions: fields with defaults for this board."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.decide import describe, open_decisions
from py_rules.systems.drd2.conflict.params import SLOTS
from py_rules.view import FieldView, Option, number, options, select, text, toggle

BOOK = Book("py_rules.systems.drd2")

__all__ = [
    "f_clash",
    "f_consequence",
    "f_decision",
    "f_exhaust",
    "f_maneuver",
    "f_none",
    "f_pay",
    "f_round",
    "f_start",
    "f_turn",
]


def _who(board: Drd2Conflict) -> list[Option]:
    return [Option(value=i, label=p.jmeno) for i, p in enumerate(board.ucastnici)] or [
        Option(value=0, label="—")
    ]


def f_start(b: Drd2Conflict) -> list[FieldView]:
    return [number("ohrozeni", "Ohrožení, kdo ho nemá", 2, 1, 20),
            # 000:L911-L919
            toggle("rychla_hra", "Rychlá hra", b.rychla_hra,
                   hint=BOOK("Bez pomocníků a kouzel, jediný manévr obrana (§rychla_hra); platí pro všechny na "
                             "tabuli, i pro propojené hrdiny."))]


def f_round(b: Drd2Conflict) -> list[FieldView]:
    return [
        select("rezim", "Iniciativa", "kostky",
               options([("kostky", "kostkami (2k6)"), ("pribeh", "podle příběhu")]))
    ]


def f_turn(b: Drd2Conflict) -> list[FieldView]:
    return [
        select("ucastnik", "Kdo", 0, _who(b)),
        select("jak", "Jak", "iniciativa", options([
                    ("iniciativa", "akce / protiakce z iniciativy"),
                    ("obrana", "protiakce z obrany"),
                    ("odlozit", "odložit"),
                ])),
        select("vlastnost", "Obrana se platí z", "telo", texts.ATTR_LABEL),
        *_pouto(b, list(range(len(b.ucastnici)))),
    ]


def f_consequence(b: Drd2Conflict) -> list[FieldView]:
    kinds = [
        ("ohrozeni_plus", "Ohrožení +1"),
        ("ohrozeni_minus", "Ohrožení −1"),
        ("vyhoda", "Výhoda +1"),
        ("jizva", "Jizva 1"),
        ("vyrazeni", "vyřazení"),
        ("opusteni", "opuštění konfliktu"),
        ("pristup_vnuceny", "vnutit přístup k iniciativě (kouzlo)"),
        ("pristup_udeleny", "otevřít přístup k iniciativě (kouzlo)"),
    ]
    others = [
        toggle(f"take_{i}", f"a také: {p.jmeno}")
        for i, p in enumerate(b.ucastnici)
    ]
    return [
        select("ucastnik", "Komu", 0, _who(b)),
        *others,
        select("nasledek", "Následek", "ohrozeni_plus", kinds),
        select("autor", "Kdo akci hrál", -1, [Option(value=-1, label="neuvedeno"), *_who(b)]),
        toggle("lstive", "lstivě (2)"),
        toggle("plosna", "plošná akce (více cílů bez rozsáhle)"),
        select("vlastnost", "Jizva na", "telo", texts.ATTR_LABEL),
        text("nazev", "Název Jizvy", ""),
        number("nove_ohrozeni", "Ohrožení po vyřazení", 2, 1, 20),
        number("zavaznost", "Jizva z vyřazení: závažnost podle příběhu (0 = žádná)", 0, 0, 12),
        select("pristup", "Přístup z kouzla", "rychle", options([("rychle", "rychle"), ("pomalu", "pomalu")])),
        number("kol", "Kouzlo trvá kol (0 = do konce)", 0, 0, 99),
    ]


def f_exhaust(b: Drd2Conflict) -> list[FieldView]:
    return [
        select("ucastnik", "Kdo", 0, _who(b)),
        select("vlastnost", "Vlastnost", "telo", texts.ATTR_LABEL),
        toggle("mocne", "vítěz zahrál mocně"),
        toggle("chabe", "vítězova akce je chabě"),
        number("vyhoda", "Platit Výhodou", 0, 0, 99),
        *_pouto(b, list(range(len(b.ucastnici)))),
        select("proti_vyrazeni", "Proti vyřazení", "", options([
                    ("", "nejde o vyřazení"),
                    ("vyhoda", "+1 Výhoda"),
                    ("ohrozeni_utocnika", "útočníkovi Ohrožení +1"),
                ])),
        select("utocnik", "Útočník", 0, _who(b)),
        text("jizva_nazev", "Vlastní Jizva, když Zdroje nestačí (název)", "", hint="Jen hrdina propojený s deníkem."),
        toggle("hrdinska_smrt", "Hrdinská smrt, když nestačí ani Jizva"),
    ]


def f_clash(b: Drd2Conflict) -> list[FieldView]:
    """Per participant (first six): role, level, dice, against whom (the exclusion), consequence, target."""
    out: list[FieldView] = []
    roles = options([("", "neúčastní se"), ("aktor", "aktér"), ("protiaktor", "protiaktér")])
    people = b.ucastnici[:SLOTS]
    consequences = options(texts.CLASH_CONSEQUENCE)
    for i, p in enumerate(people):
        default = "aktor" if i == 0 else "protiaktor" if i == 1 else ""
        against = [Option(value=-1, label="nikomu")] + [
            Option(value=j, label=o.jmeno) for j, o in enumerate(people) if j != i
        ]
        to = [Option(value=-1, label="automaticky"), Option(value=-2, label="každému poraženému (rozsáhle)")]
        out += [
            select(f"role_{i}", p.jmeno, default, roles),
            # a being's charakteristika by default, a hero's profession level is typed; 0 = no profession or
            # charakteristika the skill falls under (000:L210, L214)
            number(f"uroven_{i}", f"{p.jmeno}: úroveň", 0 if p.druh == "hrdina" else p.charakteristika, 0, 6),
            select(f"rezim_{i}", f"{p.jmeno}: hod", "normal", texts.MODE_LABEL),
            select(f"proti_{i}", f"{p.jmeno}: proti komu", 1 if i == 0 else 0, against),
            select(f"nasledek_{i}", f"{p.jmeno}: následek", "", consequences),
            select(f"komu_{i}", f"{p.jmeno}: komu následek", -1, to + _who(b)),
        ]
    return out


def _pouto(b: Drd2Conflict, helpers: list[int]) -> list[FieldView]:
    """«From Pouto instead of Sudba» for a pomocník's payment (000:L87), only when one of ``helpers`` is a pomocník."""
    if not any(0 <= i < len(b.ucastnici) and b.ucastnici[i].druh == "pomocnik" for i in helpers):
        return []
    # 000:L87
    return [number("pouto", "Pomocník: z Pouta místo Sudby (kolik)", 0, 0, 20,
                   hint=BOOK("Nechce-li hráč pomocníka platit Sudbou; jinak Pouto platí jen to, na co Sudba nestačí "
                             "(§hra_o_zdroje.pouto)."))]


def f_decision(b: Drd2Conflict) -> list[FieldView]:
    """The undecided losers of the winner being resolved; fields for a knock-out or a Jizva only when needed."""
    waiting = open_decisions(b)
    who = [Option(value=d.key, label=describe(d, b)) for d in waiting] or [Option(value="", label="nic nečeká")]
    out: list[FieldView] = [
        select("rozhodnuti", "Kdo se rozhoduje", who[0].value, who),
        select("volba", "Volba", "prijmout", [("prijmout", "přijmout neúspěch"), ("vycerpat", "vyčerpat se"),
                                             ("zrusit", "zrušit zbylá rozhodnutí")]),
        select("vlastnost", "Vlastnost vítězovy akce", "telo", texts.ATTR_LABEL),
        number("vyhoda", "Platit Výhodou", 0, 0, 99),
        *_pouto(b, [d.porazeny for d in waiting]),
        toggle("chabe", "vítězova akce je chabě"),
        toggle("lstive", "vítěz zahraje lstivě (následek 2)"),
    ]
    kinds = {d.nasledek for d in waiting}
    if "vyrazeni" in kinds:
        out += [
            select("proti_vyrazeni", "Vyčerpání proti vyřazení", "",
                   [("", "—"), ("vyhoda", "+1 Výhoda"), ("ohrozeni_utocnika", "útočníkovi Ohrožení +1")]),
            number("nove_ohrozeni", "Ohrožení po vyřazení", 2, 1, 20),
            number("zavaznost", "Jizva z vyřazení: závažnost podle příběhu (0 = žádná)", 0, 0, 12),
            text("nazev", "Název Jizvy", ""),
        ]
    if "jizva" in kinds and "vyrazeni" not in kinds:
        out.append(text("nazev", "Název Jizvy", ""))
    if any(b.ucastnici[d.porazeny].postava for d in waiting if d.porazeny < len(b.ucastnici)):
        # 000:L859
        out.append(text("jizva_nazev", "Vlastní Jizva, když Zdroje v deníku nestačí (název)", "",
                        hint="Jen hrdina propojený s deníkem."))
    return out


def f_maneuver(b: Drd2Conflict) -> list[FieldView]:
    names = [(k, v) for k, v in texts.MANEUVER_LABEL.items() if k]
    return [
        select("ucastnik", "Kdo", 0, _who(b)),
        select("manevr", "Manévr", "presne", names),
        select("vlastnost", "Vlastnost dovednosti", "telo", texts.ATTR_LABEL),
        number("vyhoda", "Platit Výhodou", 0, 0, 99),
        *_pouto(b, list(range(len(b.ucastnici)))),
    ]


def f_pay(b: Drd2Conflict) -> list[FieldView]:
    return [
        select("ucastnik", "Kdo", 0, _who(b)),
        # 000:L170, 000:L825
        number("kolik", "Náročnost", 1, 1, 12,
               hint="Náročná akce sama o sobě 1–3; omezuje-li ji Jizva, náročnost = závažnost Jizvy (i víc)."),
        select("vlastnost", "Vlastnost", "telo", texts.ATTR_LABEL),
        number("vyhoda", "Platit Výhodou", 0, 0, 99),
        *_pouto(b, list(range(len(b.ucastnici)))),
    ]


def f_none(b: Drd2Conflict) -> list[FieldView]:
    return []
