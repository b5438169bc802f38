"""List fields of the hero's deník: povolání, dovednosti, Jizvy, postihy, pomocníci (edited by dotted path)."""

from __future__ import annotations

from typing import Any

from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.rules import scar_total
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet, Helper, Scar
from py_rules.view import FieldView, ListItem, Option, Section

__all__ = ["helpers", "penalties", "professions", "scars", "skills"]


def _opts(mapping: dict[str, str]) -> list[Option]:
    return [Option(value=k, label=v) for k, v in mapping.items()]


def _text(label: str, path: str, value: Any) -> FieldView:
    return FieldView(kind="text", label=label, path=path, value=value)


def _num(label: str, path: str, value: int, lo: int, hi: int, hint: str | None = None) -> FieldView:
    return FieldView(kind="number", label=label, path=path, value=value, min=lo, max=hi, hint=hint)


def _list(
    label: str,
    path: str,
    rows: list[list[FieldView]],
    titles: list[str],
    new_item: dict[str, Any],
    add: str,
    max_items: int,
) -> FieldView:
    items = [ListItem(title=t, fields=f) for t, f in zip(titles, rows, strict=True)]
    return FieldView(
        kind="list",
        label=label,
        path=path,
        items=items,
        new_item=new_item,
        add_label=add,
        max_items=max_items,
    )


def professions(sheet: Drd2Sheet) -> FieldView:
    rows = [
        [
            _text("Povolání", f"povolani.{i}.nazev", p.nazev),
            FieldView(
                kind="select",
                label="Druh",
                path=f"povolani.{i}.druh",
                value=p.druh,
                options=_opts({"zakladni": "základní", "pokrocile": "pokročilé"}),
            ),
            _num("Úroveň", f"povolani.{i}.uroven", p.uroven, 1, 5),
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
    rows = [
        [
            _text("Dovednost", f"dovednosti.{i}.nazev", s.nazev),
            _text("Povolání", f"dovednosti.{i}.povolani", s.povolani),
            FieldView(
                kind="select",
                label="Vlastnost",
                path=f"dovednosti.{i}.vlastnost",
                value=s.vlastnost,
                options=_opts(texts.ATTR_LABEL),
            ),
            FieldView(kind="toggle", label="Vyhrazená", path=f"dovednosti.{i}.vyhrazena", value=s.vyhrazena),
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
    rows = [
        [
            _text("Název", f"{prefix}.{i}.nazev", s.nazev),
            FieldView(
                kind="select",
                label="Vlastnost",
                path=f"{prefix}.{i}.vlastnost",
                value=s.vlastnost,
                options=_opts(texts.ATTR_LABEL),
            ),
            _num("Závažnost (= náročnost)", f"{prefix}.{i}.zavaznost", s.zavaznost, 1, 12),
            _text("Omezené činnosti", f"{prefix}.{i}.omezuje", s.omezuje),
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
    rows = [
        [
            FieldView(
                kind="select",
                label="Postih",
                path=f"postihy.{i}.druh",
                value=p.druh,
                options=_opts(texts.PENALTY_LABEL),
            ),
            _text("Rozsah (dovednost; prázdné = vše)", f"postihy.{i}.rozsah", p.rozsah),
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
                _text("Jméno", f"{base}.jmeno", h.jmeno),
                _num("Charakteristika", f"{base}.charakteristika", h.charakteristika, 0, 6),
                *[
                    _num(f"Hranice {texts.ATTR_LABEL[a]}", f"{base}.hranice.{a}", h.hranice.get(a), 0, 12)
                    for a in ATTRS
                ],
                FieldView(
                    kind="track", label="Pouto", path=f"{base}.pouto", value=h.pouto, min=0, max=h.pouto_max
                ),
                _num("Pouto (nejvýše)", f"{base}.pouto_max", h.pouto_max, 0, 20),
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
    sudba = _num(
        "Sudba pomocníků",
        "sudba_pomocniku",
        sheet.sudba_pomocniku,
        0,
        99,
        "Bytost vyčerpá najednou nejvýše svou hranici; chybějící část z Pouta.",
    )
    return Section(id="pomocnici", title="Pomocníci", fields=[sudba, helpers])
