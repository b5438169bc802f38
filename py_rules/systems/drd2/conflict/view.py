"""The conflict board as the shell shows it: participants in initiative order with Ohrožení and Výhoda."""

from __future__ import annotations

from py_rules.systems.base import Links
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant
from py_rules.systems.drd2.conflict.decide import describe, open_decisions
from py_rules.systems.drd2.conflict.linked import hero_of
from py_rules.systems.drd2.conflict.rules import being_knocked_out
from py_rules.systems.drd2.rules import effective_zdatnost
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet
from py_rules.view import Badge, FieldView, ListItem, Option, Section, SheetView

__all__ = ["view", "view_linked"]

# The initiative approaches (000:L595): none, rychle (3k6 keep the higher two), pomalu (the lower two).
APPROACHES = [Option(value="", label="žádný"), Option(value="rychle", label="rychle"),
              Option(value="pomalu", label="pomalu")]

STATUS = {
    "k_dispozici": "má iniciativu",
    "odehral": "odehrál",
    "odlozil": "odložil (jen reaguje)",
    "vyrazen": "vyřazen (jen obrana)",
    "opustil": "opustil konflikt",
}


def _fields(i: int, p: Participant, sides: list[str]) -> list[FieldView]:
    base = f"ucastnici.{i}"
    fields = [
        FieldView(kind="text", label="Jméno", path=f"{base}.jmeno", value=p.jmeno),
        FieldView(
            kind="select",
            label="Stav",
            path=f"{base}.stav",
            value=p.stav,
            options=[Option(value=k, label=v) for k, v in STATUS.items()],
        ),
        FieldView(kind="number", label="Výhoda", path=f"{base}.vyhoda", value=p.vyhoda, min=0, max=99),
        FieldView(
            kind="select",
            label="Strana",
            path=f"{base}.strana",
            value=p.strana,
            options=[Option(value=n, label=s) for n, s in enumerate(sides)],
        ),
        FieldView(
            kind="select",
            label="Druh",
            path=f"{base}.druh",
            value=p.druh,
            options=[
                Option(value="hrdina", label="hrdina"),
                Option(value="bytost", label="bytost"),
                Option(value="pomocnik", label="pomocník"),
            ],
        ),
        FieldView(
            kind="number", label="Pořadí (příběh)", path=f"{base}.poradi", value=p.poradi, min=0, max=99
        ),
        FieldView(
            kind="select",
            label="Přístup",
            path=f"{base}.pristup",
            value=p.pristup,
            options=APPROACHES,
        ),
        FieldView(
            kind="select",
            label="Přístup z kouzla",
            path=f"{base}.pristup_kouzlo",
            value=p.pristup_kouzlo,
            options=APPROACHES,
            # 000:L597
            hint="Zdarma, opačný nelze (Pravidla › Konflikt, kola a iniciativa › Přístupy k iniciativě).",
        ),
    ]
    if p.pristup_kouzlo:
        fields += [
            FieldView(
                kind="toggle",
                label="Vnucený (musí ho použít)",
                path=f"{base}.pristup_vnuceny",
                value=p.pristup_vnuceny,
            ),
            FieldView(
                kind="number",
                label="Kouzlo trvá kol (0 = do konce)",
                path=f"{base}.pristup_kol",
                value=p.pristup_kol,
                min=0,
                max=99,
            ),
        ]
    if p.ohrozeni is not None:
        fields.insert(
            1,
            FieldView(
                kind="number",
                label="Ohrožení",
                path=f"{base}.ohrozeni",
                value=p.ohrozeni,
                min=1,
                max=20,
                tone="warn" if p.ohrozeni >= 4 else "normal",
            ),
        )
    if p.druh != "hrdina":
        fields.append(
            FieldView(
                kind="number",
                label="Charakteristika",
                path=f"{base}.charakteristika",
                value=p.charakteristika,
                min=0,
                max=6,
            )
        )
        fields += [
            FieldView(
                kind="number",
                label=f"Hranice {texts.ATTR_LABEL[a]}",
                path=f"{base}.hranice.{a}",
                value=p.hranice.get(a),
                min=0,
                max=12,
            )
            for a in ("telo", "duse", "vliv")
        ]
    scars = (
        ", ".join(f"{s.nazev} ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in p.jizvy) or "žádné"
    )
    fields.append(
        FieldView(
            kind="stat",
            label="Jizvy",
            value=scars,
            tone="bad" if p.druh != "hrdina" and being_knocked_out(p) else "normal",
        )
    )
    return fields


def _title(rank: int, p: Participant, hero: Drd2Sheet | None = None) -> str:
    threat = f", Ohrožení {p.ohrozeni}" if p.ohrozeni is not None else ""
    vyhoda = hero.vyhoda if hero is not None else p.vyhoda
    advantage = f", {texts.amount(vyhoda, 'vyhoda')}" if vyhoda else ""
    deník = f" ({hero.name})" if hero is not None and hero.name != p.jmeno else ""
    return f"{rank}. {p.jmeno}{deník} – {STATUS[p.stav]}{threat}{advantage}"


def _link_fields(i: int, p: Participant, fields: list[FieldView], hero: Drd2Sheet | None, links: Links) -> None:
    """A hero's link to a saved deník: the choice of hero, and with a linked deník its Výhoda, Zdroje and
    Jizvy shown from there (they live in the deník, issue 4); a missing deník is reported as unlinked."""
    base = f"ucastnici.{i}"
    options = [Option(value="", label="nepropojený (platí se v deníku ručně)")]
    options += [Option(value=save_id, label=name) for save_id, name in links.roster.items()]
    if p.postava and p.postava not in links.roster:
        options.append(Option(value=p.postava, label="chybějící postava"))
    fields.insert(1, FieldView(kind="select", label="Deník hrdiny", path=f"{base}.postava", value=p.postava,
                               options=options, hint="Propojený hrdina platí Zdroje a Výhodu přímo ze svého deníku."))
    if p.postava and hero is None:
        why = "deník nejde načíst" if p.postava in links.roster else "uložená postava chybí (smazaná?)"
        fields.insert(2, FieldView(kind="stat", label="Propojení", value=f"nepropojený – {why}", tone="warn"))
        return
    if hero is None:
        return
    for n, f in enumerate(fields):
        if f.path == f"{base}.vyhoda":
            fields[n] = FieldView(kind="stat", label="Výhoda (v deníku)", value=str(hero.vyhoda))
        if f.kind == "stat" and f.label == "Jizvy":
            scars = ", ".join(f"{s.nazev} ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in hero.jizvy)
            fields[n] = FieldView(kind="stat", label="Jizvy (v deníku)", value=scars or "žádné")
    resources = ", ".join(
        f"{texts.ATTR_LABEL[a]} {hero.zdroje.get(a)}/{effective_zdatnost(hero, a)}" for a in ATTRS
    )
    fields.insert(2, FieldView(kind="stat", label="Zdroje (v deníku)", value=resources))


def _people(board: Drd2Conflict, order: list[int], links: Links) -> FieldView:
    sides = [s.nazev for s in board.strany]
    rank = {index: n for n, index in enumerate(order, 1)}
    items = []
    for i, p in enumerate(board.ucastnici):
        hero = hero_of(board, i, links)
        fields = _fields(i, p, sides)
        if p.druh == "hrdina":
            _link_fields(i, p, fields, hero, links)
        items.append(ListItem(title=_title(rank[i], p, hero), fields=fields))
    return FieldView(
        kind="list",
        label="Účastníci",
        path="ucastnici",
        items=items,
        max_items=12,
        new_item={
            "jmeno": "Nový účastník",
            "druh": "bytost",
            "strana": 1,
            "ohrozeni": 2,
            "poradi": len(board.ucastnici),
        },
        add_label="Přidat účastníka",
    )


def _sides(board: Drd2Conflict) -> FieldView:
    items = [
        ListItem(
            title=s.nazev,
            fields=[
                FieldView(kind="text", label="Strana", path=f"strany.{n}.nazev", value=s.nazev),
                FieldView(
                    kind="number",
                    label="Sudba",
                    path=f"strany.{n}.sudba",
                    value=s.sudba,
                    min=0,
                    max=99,
                    hint=texts.amount(s.sudba, "sudba"),
                ),
            ],
        )
        for n, s in enumerate(board.strany)
    ]
    return FieldView(
        kind="list",
        label="Strany",
        path="strany",
        items=items,
        max_items=4,
        new_item={"nazev": "Další strana", "sudba": 0},
        add_label="Přidat stranu",
    )


def _clash(board: Drd2Conflict) -> list[Section]:
    """A general střet waiting for its losers, in the order they decide (000:L533-L537)."""
    if not board.cekajici:
        return []
    state = {"": "čeká: přijmout, nebo se vyčerpat", "prijal": "přijato", "vycerpal": "vyčerpání"}
    now = {d.key for d in open_decisions(board)}
    fields = [
        FieldView(
            kind="stat",
            label=describe(d, board),
            value=state[d.volba] + (" – na řadě" if d.key in now else ""),
            tone="warn" if d.key in now else "normal",
        )
        for d in board.cekajici
    ]
    return [Section(id="stret", title="Obecný střet: rozhodnutí poražených", fields=fields)]


def view(board: Drd2Conflict) -> SheetView:
    """The board without its linked deníky (a linked hero is shown as unlinked)."""
    return view_linked(board, Links())


def view_linked(board: Drd2Conflict, links: Links) -> SheetView:
    """Initiative order on top, then participants (in saved order, each titled with its rank), sides, notes;
    a linked hero's Výhoda, Zdroje and Jizvy from their deník."""
    order = sorted(range(len(board.ucastnici)), key=lambda i: (board.ucastnici[i].poradi, i))
    names = ", ".join(f"{n}. {board.ucastnici[i].jmeno}" for n, i in enumerate(order, 1)) or "nikdo"
    sections = [
        *_clash(board),
        Section(
            id="poradi",
            title=f"Kolo {board.kolo}",
            fields=[FieldView(kind="stat", label="Pořadí iniciativy", value=names)],
        ),
        Section(id="ucastnici", title="Účastníci", fields=[_people(board, order, links)]),
        Section(id="strany", title="Strany a Sudba", fields=[_sides(board)]),
        Section(
            id="poznamky",
            title="Poznámky",
            fields=[FieldView(kind="longtext", label="Poznámky", path="notes", value=board.notes)],
        ),
    ]
    waiting = sum(p.stav in ("k_dispozici", "odlozil") for p in board.ucastnici)
    deciding = len(open_decisions(board))
    badges = [
        Badge(label="Kolo", value=str(board.kolo)),
        Badge(
            label="Stav",
            value="probíhá" if board.probiha else "ukončen",
            tone="normal" if board.probiha else "warn",
        ),
        Badge(label="Ještě jedná", value=str(waiting)),
    ]
    if deciding:
        badges.append(Badge(label="Po střetu se rozhoduje", value=str(deciding), tone="warn"))
    return SheetView(title=board.name, subtitle=texts.BOARD_TITLE, badges=badges, sections=sections)
