"""List fields of the hero's deník: povolání, dovednosti, Jizvy, postihy, pomocníci (edited by dotted path)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.rules import scar_total
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet, Helper, Scar
from py_rules.view import FieldView, ListItem, Section, item_list, number, options, select, text, toggle, track

__all__ = ["helpers", "penalties", "professions", "scars", "skills"]


def _list(
    label: str,
    path: str,
    rows: Sequence[Sequence[FieldView]],
    titles: list[str],
    new_item: dict[str, Any],
    add: str,
    max_items: int,
) -> FieldView:
    items = [ListItem(title=t, fields=list(f)) for t, f in zip(titles, rows, strict=True)]
    return item_list(path, label, items, new_item=new_item, add_label=add, max_items=max_items)


def professions(sheet: Drd2Sheet) -> FieldView:
    rows: list[list[FieldView]] = [
        [
            text(f"povolani.{i}.nazev", "Povolání", p.nazev),
            select(f"povolani.{i}.druh", "Druh", p.druh,
                   options({"zakladni": "základní", "pokrocile": "pokročilé"})),
            number(f"povolani.{i}.uroven", "Úroveň", p.uroven, 1, 5),
        ]
        for i, p in enumerate(sheet.povolani)
    ]
    return _list(
        "Povolání",
        "povolani",
        rows,
        [f"{p.nazev} {p.uroven}" for p in sheet.povolani],
        {"nazev": "lovec", "druh": "zakladni", "uroven": 1},
        "Přidat povolání",
        12,
    )


def skills(sheet: Drd2Sheet) -> FieldView:
    rows: list[list[FieldView]] = [
        [
            text(f"dovednosti.{i}.nazev", "Dovednost", s.nazev),
            text(f"dovednosti.{i}.povolani", "Povolání", s.povolani),
            select(f"dovednosti.{i}.vlastnost", "Vlastnost", s.vlastnost, texts.ATTR_LABEL),
            toggle(f"dovednosti.{i}.vyhrazena", "Vyhrazená", s.vyhrazena),
        ]
        for i, s in enumerate(sheet.dovednosti)
    ]
    return _list(
        "Dovednosti",
        "dovednosti",
        rows,
        [s.nazev for s in sheet.dovednosti],
        {"nazev": "Cestování", "povolani": "lovec", "vlastnost": "telo", "vyhrazena": False},
        "Přidat dovednost",
        60,
    )


def scars(sheet: Drd2Sheet, prefix: str, scars: list[Scar], max_items: int = 30) -> FieldView:
    """The Jizvy at ``prefix`` (the hero's ``jizvy`` or a helper's ``pomocnici.N.jizvy``), editable in place."""
    rows: list[list[FieldView]] = [
        [
            text(f"{prefix}.{i}.nazev", "Název", s.nazev),
            select(f"{prefix}.{i}.vlastnost", "Vlastnost", s.vlastnost, texts.ATTR_LABEL),
            number(f"{prefix}.{i}.zavaznost", "Závažnost (= náročnost)", s.zavaznost, 1, 12),
            text(f"{prefix}.{i}.omezuje", "Omezené činnosti", s.omezuje),
        ]
        for i, s in enumerate(scars)
    ]
    return _list(
        "Jizvy",
        prefix,
        rows,
        [f"{s.nazev} – {texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost}" for s in scars],
        {"nazev": "Jizva", "vlastnost": "telo", "zavaznost": 1, "omezuje": ""},
        "Přidat Jizvu",
        max_items,
    )


def penalties(sheet: Drd2Sheet) -> FieldView:
    rows: list[list[FieldView]] = [
        [
            select(f"postihy.{i}.druh", "Postih", p.druh, texts.PENALTY_LABEL),
            text(f"postihy.{i}.rozsah", "Rozsah (dovednost; prázdné = vše)", p.rozsah),
        ]
        for i, p in enumerate(sheet.postihy)
    ]
    return _list(
        "Postihy",
        "postihy",
        rows,
        [texts.PENALTY_LABEL[p.druh] for p in sheet.postihy],
        {"druh": "nepresne", "rozsah": ""},
        "Přidat postih",
        10,
    )


def _helper_title(helper: Helper) -> str:
    """A helper is a being: its Jizvy of one attribute above that hranice knock it out (000:L829)."""
    over = [a for a in ATTRS if scar_total(helper.jizvy, a) > helper.hranice.get(a)]
    if not over:
        return helper.jmeno
    # 000:L829
    return f"{helper.jmeno} – vyřazen: Jizvy na {texts.ATTR_LOC[over[0]]} nad hranicí (Pravidla › Jizvy)"


def helpers(sheet: Drd2Sheet) -> Section:
    rows = []
    for i, h in enumerate(sheet.pomocnici):
        base = f"pomocnici.{i}"
        rows.append(
            [
                text(f"{base}.jmeno", "Jméno", h.jmeno),
                number(f"{base}.charakteristika", "Charakteristika", h.charakteristika, 0, 6),
                *[
                    number(f"{base}.hranice.{a}", f"Hranice {texts.ATTR_LABEL[a]}", h.hranice.get(a), 0, 12)
                    for a in ATTRS
                ],
                track(f"{base}.pouto", "Pouto", h.pouto, h.pouto_max),
                number(f"{base}.pouto_max", "Pouto (nejvýše)", h.pouto_max, 0, 20),
                scars(sheet, f"{base}.jizvy", list(h.jizvy), 20),
            ]
        )
    helpers = _list(
        "Pomocníci",
        "pomocnici",
        rows,
        [_helper_title(h) for h in sheet.pomocnici],
        {
            "jmeno": "pes",
            "charakteristika": 1,
            "hranice": {"telo": 2, "duse": 1, "vliv": 1},
            "pouto": 3,
            "pouto_max": 3,
            "jizvy": [],
        },
        "Přidat pomocníka",
        6,
    )
    sudba = number("sudba_pomocniku", "Sudba pomocníků", sheet.sudba_pomocniku, 0, 99,
                   hint="Bytost vyčerpá najednou nejvýše svou hranici; chybějící část z Pouta.")
    return Section(id="pomocnici", title="Pomocníci", fields=[sudba, helpers])
