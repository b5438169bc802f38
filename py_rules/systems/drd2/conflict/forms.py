"""Forms of the conflict board's actions: fields with defaults for this board."""

from __future__ import annotations

from typing import Any

from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.decide import describe, open_decisions
from py_rules.systems.drd2.conflict.params import SLOTS
from py_rules.view import FieldView, Option

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


def _sel(path: str, label: str, value: Any, options: list[Option]) -> FieldView:
    return FieldView(kind="select", label=label, path=path, value=value, options=options)


def _opts(pairs: list[tuple[str, str]]) -> list[Option]:
    return [Option(value=v, label=lab) for v, lab in pairs]


def f_start(b: Drd2Conflict) -> list[FieldView]:
    return [FieldView(kind="number", label="Ohrožení, kdo ho nemá", path="ohrozeni", value=2, min=1, max=20)]


def f_round(b: Drd2Conflict) -> list[FieldView]:
    return [
        _sel(
            "rezim",
            "Iniciativa",
            "kostky",
            _opts([("kostky", "kostkami (2k6)"), ("pribeh", "podle příběhu")]),
        )
    ]


def f_turn(b: Drd2Conflict) -> list[FieldView]:
    return [
        _sel("ucastnik", "Kdo", 0, _who(b)),
        _sel(
            "jak",
            "Jak",
            "iniciativa",
            _opts(
                [
                    ("iniciativa", "akce / protiakce z iniciativy"),
                    ("obrana", "protiakce z obrany"),
                    ("odlozit", "odložit"),
                ]
            ),
        ),
        _sel("vlastnost", "Obrana se platí z", "telo", _opts(list(texts.ATTR_LABEL.items()))),
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
        FieldView(kind="toggle", label=f"a také: {p.jmeno}", path=f"take_{i}", value=False)
        for i, p in enumerate(b.ucastnici)
    ]
    return [
        _sel("ucastnik", "Komu", 0, _who(b)),
        *others,
        _sel("nasledek", "Následek", "ohrozeni_plus", _opts(kinds)),
        _sel("autor", "Kdo akci hrál", -1, [Option(value=-1, label="neuvedeno"), *_who(b)]),
        FieldView(kind="toggle", label="lstivě (2)", path="lstive", value=False),
        FieldView(kind="toggle", label="plošná akce (více cílů bez rozsáhle)", path="plosna", value=False),
        _sel("vlastnost", "Jizva na", "telo", _opts(list(texts.ATTR_LABEL.items()))),
        FieldView(kind="text", label="Název Jizvy", path="nazev", value=""),
        FieldView(kind="number", label="Ohrožení po vyřazení", path="nove_ohrozeni", value=2, min=1, max=20),
        _sel("pristup", "Přístup z kouzla", "rychle", _opts([("rychle", "rychle"), ("pomalu", "pomalu")])),
        FieldView(kind="number", label="Kouzlo trvá kol (0 = do konce)", path="kol", value=0, min=0, max=99),
    ]


def f_exhaust(b: Drd2Conflict) -> list[FieldView]:
    return [
        _sel("ucastnik", "Kdo", 0, _who(b)),
        _sel("vlastnost", "Vlastnost", "telo", _opts(list(texts.ATTR_LABEL.items()))),
        FieldView(kind="toggle", label="vítěz zahrál mocně", path="mocne", value=False),
        FieldView(kind="toggle", label="vítězova akce je chabě", path="chabe", value=False),
        FieldView(kind="number", label="Platit Výhodou", path="vyhoda", value=0, min=0, max=99),
        _sel(
            "proti_vyrazeni",
            "Proti vyřazení",
            "",
            _opts(
                [
                    ("", "nejde o vyřazení"),
                    ("vyhoda", "+1 Výhoda"),
                    ("ohrozeni_utocnika", "útočníkovi Ohrožení +1"),
                ]
            ),
        ),
        _sel("utocnik", "Útočník", 0, _who(b)),
        FieldView(
            kind="text",
            label="Vlastní Jizva, když Zdroje nestačí (název)",
            path="jizva_nazev",
            value="",
            hint="Jen hrdina propojený s deníkem.",
        ),
        FieldView(
            kind="toggle",
            label="Hrdinská smrt, když nestačí ani Jizva",
            path="hrdinska_smrt",
            value=False,
        ),
    ]


def f_clash(b: Drd2Conflict) -> list[FieldView]:
    """Per participant (first six): role, level, dice, against whom (the exclusion), consequence, target."""
    out: list[FieldView] = []
    roles = _opts([("", "neúčastní se"), ("aktor", "aktér"), ("protiaktor", "protiaktér")])
    people = b.ucastnici[:SLOTS]
    consequences = _opts(list(texts.CLASH_CONSEQUENCE.items()))
    for i, p in enumerate(people):
        default = "aktor" if i == 0 else "protiaktor" if i == 1 else ""
        against = [Option(value=-1, label="nikomu")] + [
            Option(value=j, label=o.jmeno) for j, o in enumerate(people) if j != i
        ]
        to = [Option(value=-1, label="automaticky"), Option(value=-2, label="každému poraženému (rozsáhle)")]
        out += [
            _sel(f"role_{i}", p.jmeno, default, roles),
            FieldView(
                kind="number",
                label=f"{p.jmeno}: úroveň",
                path=f"uroven_{i}",
                value=p.charakteristika,
                min=0,
                max=6,
            ),
            _sel(f"rezim_{i}", f"{p.jmeno}: hod", "normal", _opts(list(texts.MODE_LABEL.items()))),
            _sel(f"proti_{i}", f"{p.jmeno}: proti komu", 1 if i == 0 else 0, against),
            _sel(f"nasledek_{i}", f"{p.jmeno}: následek", "", consequences),
            _sel(f"komu_{i}", f"{p.jmeno}: komu následek", -1, to + _who(b)),
        ]
    return out


def f_decision(b: Drd2Conflict) -> list[FieldView]:
    """The undecided losers of the winner being resolved; fields for a knock-out or a Jizva only when needed."""
    waiting = open_decisions(b)
    options = [Option(value=d.key, label=describe(d, b)) for d in waiting] or [
        Option(value="", label="nic nečeká")
    ]
    out = [
        _sel("rozhodnuti", "Kdo se rozhoduje", options[0].value, options),
        _sel(
            "volba",
            "Volba",
            "prijmout",
            _opts(
                [
                    ("prijmout", "přijmout neúspěch"),
                    ("vycerpat", "vyčerpat se"),
                    ("zrusit", "zrušit zbylá rozhodnutí"),
                ]
            ),
        ),
        _sel("vlastnost", "Vlastnost vítězovy akce", "telo", _opts(list(texts.ATTR_LABEL.items()))),
        FieldView(kind="number", label="Platit Výhodou", path="vyhoda", value=0, min=0, max=99),
        FieldView(kind="toggle", label="vítězova akce je chabě", path="chabe", value=False),
        FieldView(kind="toggle", label="vítěz zahraje lstivě (následek 2)", path="lstive", value=False),
    ]
    kinds = {d.nasledek for d in waiting}
    if "vyrazeni" in kinds:
        out += [
            _sel(
                "proti_vyrazeni",
                "Vyčerpání proti vyřazení",
                "",
                _opts([("", "—"), ("vyhoda", "+1 Výhoda"), ("ohrozeni_utocnika", "útočníkovi Ohrožení +1")]),
            ),
            FieldView(
                kind="number", label="Ohrožení po vyřazení", path="nove_ohrozeni", value=2, min=1, max=20
            ),
        ]
    if "jizva" in kinds:
        out.append(FieldView(kind="text", label="Název Jizvy", path="nazev", value=""))
    return out


def f_maneuver(b: Drd2Conflict) -> list[FieldView]:
    names = [(k, v) for k, v in texts.MANEUVER_LABEL.items() if k]
    return [
        _sel("ucastnik", "Kdo", 0, _who(b)),
        _sel("manevr", "Manévr", "presne", _opts(names)),
        _sel("vlastnost", "Vlastnost dovednosti", "telo", _opts(list(texts.ATTR_LABEL.items()))),
        FieldView(kind="number", label="Platit Výhodou", path="vyhoda", value=0, min=0, max=99),
    ]


def f_pay(b: Drd2Conflict) -> list[FieldView]:
    return [
        _sel("ucastnik", "Kdo", 0, _who(b)),
        FieldView(kind="number", label="Náročnost", path="kolik", value=1, min=1, max=3),
        _sel("vlastnost", "Vlastnost", "telo", _opts(list(texts.ATTR_LABEL.items()))),
        FieldView(kind="number", label="Platit Výhodou", path="vyhoda", value=0, min=0, max=99),
    ]


def f_none(b: Drd2Conflict) -> list[FieldView]:
    return []
