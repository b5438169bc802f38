"""List fields of the hero's deník: povolání, dovednosti, Jizvy, postihy, pomocníci (edited by dotted path)."""

from __future__ import annotations

from collections.abc import Sequence

from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.rules import scar_total
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet, Helper, Scar
from py_rules.view import FieldView, ListItem, Section, item_list, number, select, stat, text, toggle, track

__all__ = ["helpers", "notices", "penalties", "professions", "scars", "skills"]

BOOK = Book("py_rules.systems.drd2")


def _items(titles: list[str], rows: Sequence[Sequence[FieldView]]) -> list[ListItem]:
    """The rows of a list, each with its title."""
    return [ListItem(title=t, fields=list(f)) for t, f in zip(titles, rows, strict=True)]


def professions(sheet: Drd2Sheet) -> FieldView:
    rows: list[list[FieldView]] = [
        [
            text(f"povolani.{i}.nazev", "Povolání", p.nazev),
            select(f"povolani.{i}.druh", "Druh", p.druh, {"zakladni": "základní", "pokrocile": "pokročilé"}),
            number(f"povolani.{i}.uroven", "Úroveň", p.uroven, 1, 5),
        ]
        for i, p in enumerate(sheet.povolani)
    ]
    titles = [f"{p.nazev} {p.uroven}" for p in sheet.povolani]
    return item_list("povolani", "Povolání", _items(titles, rows),
                     new_item={"nazev": "lovec", "druh": "zakladni", "uroven": 1},
                     add_label="Přidat povolání", max_items=12)


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
    titles = [s.nazev for s in sheet.dovednosti]
    return item_list("dovednosti", "Dovednosti", _items(titles, rows),
                     new_item={"nazev": "Cestování", "povolani": "lovec", "vlastnost": "telo", "vyhrazena": False},
                     add_label="Přidat dovednost", max_items=60)


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
    titles = [f"{s.nazev} – {texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost}" for s in scars]
    return item_list(prefix, "Jizvy", _items(titles, rows),
                     new_item={"nazev": "Jizva", "vlastnost": "telo", "zavaznost": 1, "omezuje": ""},
                     add_label="Přidat Jizvu", max_items=max_items)


def penalties(sheet: Drd2Sheet) -> FieldView:
    rows: list[list[FieldView]] = [
        [
            select(f"postihy.{i}.druh", "Postih", p.druh, texts.PENALTY_LABEL),
            text(f"postihy.{i}.rozsah", "Rozsah (dovednost; prázdné = vše)", p.rozsah),
        ]
        for i, p in enumerate(sheet.postihy)
    ]
    titles = [texts.PENALTY_LABEL[p.druh] for p in sheet.postihy]
    return item_list("postihy", "Postihy", _items(titles, rows),
                     new_item={"druh": "nepresne", "rozsah": ""},
                     add_label="Přidat postih", max_items=10)


def _helper_title(helper: Helper) -> str:
    """A helper is a being: its Jizvy of one attribute above that hranice knock it out (000:L829)."""
    over = [a for a in ATTRS if scar_total(helper.jizvy, a) > helper.hranice.get(a)]
    if not over:
        # 000:L662
        return f"{helper.jmeno} – vyřazení z konfliktu" if helper.vyrazen else helper.jmeno
    # 000:L829
    return f"{helper.jmeno} – vyřazení: Jizvy na {texts.ATTR_LOC[over[0]]} nad hranicí ({BOOK.cite('jizvy')})"


def helpers(sheet: Drd2Sheet) -> Section:
    rows: list[list[FieldView]] = []
    for i, h in enumerate(sheet.pomocnici):
        base = f"pomocnici.{i}"
        rows.append(
            [
                text(f"{base}.jmeno", "Jméno", h.jmeno),
                # 000:L210
                number(f"{base}.charakteristika", "Charakteristika", h.charakteristika, 1, 6,
                       hint="Úroveň 1–5, výjimečně 6."),
                *[
                    number(f"{base}.hranice.{a}", f"Hranice {texts.ATTR_LABEL[a]}", h.hranice.get(a), 0, 12)
                    for a in ATTRS
                ],
                track(f"{base}.pouto", "Pouto", h.pouto, h.pouto_max),
                number(f"{base}.pouto_max", "Pouto (nejvýše)", h.pouto_max, 0, 20),
                *([number(f"{base}.ohrozeni", "Ohrožení", h.ohrozeni, 1, 20)] if h.ohrozeni is not None else []),
                number(f"{base}.vyhoda", "Výhoda", h.vyhoda, 0, 99, hint="Zaniká s koncem konfliktu."),
                toggle(f"{base}.vyrazen", "Vyřazen z konfliktu", h.vyrazen),
                scars(sheet, f"{base}.jizvy", list(h.jizvy), 20),
            ]
        )
    new = {"id": "", "jmeno": "pes", "charakteristika": 1, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3,
           "pouto_max": 3, "jizvy": [], "ohrozeni": None, "vyhoda": 0, "vyrazen": False, "kolo": None, "opustil": False}
    titles = [_helper_title(h) for h in sheet.pomocnici]
    helpers = item_list("pomocnici", "Pomocníci", _items(titles, rows), new_item=new, add_label="Přidat pomocníka",
                        max_items=6)
    sudba = number("sudba_pomocniku", "Sudba pomocníků", sheet.sudba_pomocniku, 0, 99,
                   hint="Bytost vyčerpá najednou nejvýše svou hranici; chybějící část z Pouta.")
    return Section(id="pomocnici", title="Pomocníci", fields=[sudba, helpers])


def notices(notes: Sequence[str], label: str) -> Section | None:
    """What an upgrade of the saved deník or board changed (on the board also what a link removed mid-conflict
    handed over), under ``label``: shown first until the player removes it."""
    if not notes:
        return None
    rows = [[stat("Co se změnilo", note, tone="warn")] for note in notes]
    titles = [f"Upozornění {i + 1}" for i in range(len(notes))]
    listed = item_list("upozorneni", label, _items(titles, rows), max_items=12,
                       hint="Zkontroluj a pak upozornění odstraň.")
    return Section(id="upozorneni", title="Upozornění", fields=[listed])
