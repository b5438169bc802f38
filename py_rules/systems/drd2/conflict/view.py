"""The conflict board as the shell shows it: participants in initiative order with Ohrožení and Výhoda."""

from __future__ import annotations

from py_rules.headings import Book
from py_rules.systems.base import Links
from py_rules.systems.drd2 import texts, view_lists
from py_rules.systems.drd2.afford import ways
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant
from py_rules.systems.drd2.conflict.decide import describe, open_decisions
from py_rules.systems.drd2.conflict.heroes import helper_in, hero_of, hydrate, sheet_of
from py_rules.systems.drd2.conflict.pending import Decision
from py_rules.systems.drd2.conflict.rules import being_knocked_out
from py_rules.systems.drd2.rules import effective_zdatnost, exhaustion_cost
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet
from py_rules.view import (
    Badge,
    FieldView,
    ListItem,
    Option,
    Section,
    SheetView,
    Tone,
    item_list,
    longtext,
    number,
    options,
    select,
    stat,
    text,
    toggle,
)

__all__ = ["view", "view_linked"]

BOOK = Book("py_rules.systems.drd2")

# The initiative approaches (000:L595): none, rychle (3k6 keep the higher two), pomalu (the lower two).
APPROACHES = [Option(value="", label="žádný"), Option(value="rychle", label="rychle"),
              Option(value="pomalu", label="pomalu")]

KINDS = {"hrdina": "hrdina", "bytost": "bytost", "pomocnik": "pomocník"}
STATUS = {
    "k_dispozici": "má iniciativu",
    "odehral": "akce odehraná",
    "odlozil": "iniciativa odložená (jen reakce)",
    "vyrazen": "vyřazení (jen obrana)",
    "opustil": "mimo konflikt",
}


def _fields(i: int, p: Participant, sides: list[str]) -> list[FieldView]:
    base = f"ucastnici.{i}"
    fields: list[FieldView] = [
        text(f"{base}.jmeno", "Jméno", p.jmeno),
        select(f"{base}.stav", "Stav", p.stav, STATUS),
        number(f"{base}.vyhoda", "Výhoda", p.vyhoda, 0, 99),
        select(f"{base}.strana", "Strana", p.strana, dict(enumerate(sides))),
        select(f"{base}.druh", "Druh", p.druh, KINDS),
        number(f"{base}.poradi", "Pořadí (příběh)", p.poradi, 0, 99),
        select(f"{base}.pristup", "Přístup", p.pristup, APPROACHES),
        # 000:L55, 000:L595: any postava may pay its approach with Výhoda instead of Duše
        number(f"{base}.pristup_vyhoda", texts.APPROACH_CHOICE_LABEL["pristup_vyhoda"], p.pristup_vyhoda, 0,
               max(1, p.pristup_vyhoda),
               hint=BOOK("Kolik z ceny přístupu (1 Duše) zaplatí Výhodou; propojená postava Výhodou ze svého "
                         "deníku. Platí se při hodu na iniciativu; když se nehází, přístup se nepoužije a nic se "
                         "neplatí "
                         "(§konflikt_kola_a_iniciativa.pristupy_k_iniciative; §hra_o_zdroje.vyhoda).")),
        select(f"{base}.pristup_kouzlo", "Přístup z kouzla", p.pristup_kouzlo, APPROACHES,
               # 000:L597
               hint=BOOK("Zdarma, opačný nelze (§konflikt_kola_a_iniciativa.pristupy_k_iniciative).")),
    ]
    if (p.druh == "hrdina" and p.postava) or p.pristup_jizva:
        # 000:L859, 000:L871; a linked hero's (an unlinked one pays in the deník by hand); shown on anyone who has it
        # set, so it can be cleared
        scar = text(f"{base}.pristup_jizva", texts.APPROACH_CHOICE_LABEL["pristup_jizva"], p.pristup_jizva,
                    hint=BOOK("Název Jizvy na Duši, kterou si hrdina způsobí, aby zaplatil přístup místo Duše; dá 3 "
                              "Zdroje, zbylé 2 propadnou. Platí se při hodu na iniciativu "
                              "(§jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace; "
                              "§konflikt_kola_a_iniciativa.pristupy_k_iniciative)."))
        fields.insert(next(n for n, f in enumerate(fields) if f.path == f"{base}.pristup_vyhoda") + 1, scar)
    if p.druh == "pomocnik" or p.pristup_pouto:
        # 000:L87, 000:L595; shown on anyone who has it set, so it can be put back to 0 (only a pomocník pays so)
        pouto = number(f"{base}.pristup_pouto", texts.APPROACH_CHOICE_LABEL["pristup_pouto"], p.pristup_pouto, 0, 20,
                       hint=BOOK("Kolik z ceny přístupu (1 Duše) zaplatí pomocník z Pouta, nechce-li ho jeho hráč "
                                 "platit Sudbou; jinak Pouto platí jen to, na co Sudba nestačí. Platí se při hodu "
                                 "na iniciativu (§konflikt_kola_a_iniciativa.pristupy_k_iniciative; "
                                 "§hra_o_zdroje.pouto)."))
        fields.insert(next(n for n, f in enumerate(fields) if f.path == f"{base}.pristup_vyhoda") + 1, pouto)
    if p.pristup_kouzlo:
        fields += [
            toggle(f"{base}.pristup_vnuceny", "Vnucený (musí ho použít)", p.pristup_vnuceny),
            number(f"{base}.pristup_kol", "Kouzlo trvá kol (0 = do konce)", p.pristup_kol, 0, 99),
        ]
    if p.ohrozeni is not None:
        tone: Tone = "warn" if p.ohrozeni >= 4 else "normal"
        fields.insert(1, number(f"{base}.ohrozeni", "Ohrožení", p.ohrozeni, 1, 20, tone=tone))
    if p.druh != "hrdina":
        # 000:L210
        fields.append(number(f"{base}.charakteristika", "Charakteristika", p.charakteristika, 1, 6,
                             hint="Úroveň 1–5, výjimečně 6."))
        fields += [number(f"{base}.hranice.{a}", f"Hranice {texts.ATTR_LABEL[a]}", p.hranice.get(a), 0, 12)
                   for a in ("telo", "duse", "vliv")]
    if p.druh == "pomocnik":
        # 000:L87
        fields.append(number(f"{base}.pouto", "Pouto", p.pouto, 0, 20,
                             hint=BOOK("Doplatí, co Sudba nezaplatí (§hra_o_zdroje.pouto).")))
    scars = ", ".join(f"{s.nazev} ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in p.jizvy) or "žádné"
    knocked_out: Tone = "bad" if p.druh != "hrdina" and being_knocked_out(p) else "normal"
    fields.append(stat("Jizvy", scars, tone=knocked_out))
    return fields


def _title(rank: int, p: Participant, hero: Drd2Sheet | None = None) -> str:
    threat = f", Ohrožení {p.ohrozeni}" if p.ohrozeni is not None else ""
    vyhoda = hero.vyhoda if hero is not None else p.vyhoda
    advantage = f", {texts.amount(vyhoda, 'vyhoda')}" if vyhoda else ""
    deník = f" ({hero.name})" if hero is not None and hero.name != p.jmeno else ""
    return f"{rank}. {p.jmeno}{deník} – {STATUS[p.stav]}{threat}{advantage}"


def _round_hint(hero: Drd2Sheet) -> str | None:
    """The action a linked hero is resolving now and its manoeuvre, from the deník (000:L601-L611, L717)."""
    if hero.kolo is None or not hero.kolo.akce:
        return None
    source = "z iniciativy" if hero.kolo.akce == "iniciativa" else "z obrany"
    played = f", manévr {texts.MANEUVER_LABEL[hero.kolo.manevr]}" if hero.kolo.manevr else ""
    return f"Právě hraje akci {source}{played}."


def _deník_choices(p: Participant, links: Links, unlinked: str) -> list[Option]:
    """The choice of a linked deník: none (``unlinked`` says what that means), the saved ones, and a deník the
    participant still names but that is gone."""
    choices = [Option(value="", label=unlinked), *options(links.roster)]
    if p.postava and p.postava not in links.roster:
        choices.append(Option(value=p.postava, label="chybějící postava"))
    return choices


def _link_fields(i: int, p: Participant, fields: list[FieldView], hero: Drd2Sheet | None, links: Links) -> None:
    """A hero's link to a saved deník: the choice of hero, and with a linked deník its Výhoda, Zdroje and
    Jizvy shown from there (they live in the deník, issue 4); a missing deník is reported as unlinked."""
    base = f"ucastnici.{i}"
    choices = _deník_choices(p, links, "nepropojený (platí se v deníku ručně)")
    fields.insert(1, select(f"{base}.postava", "Deník hrdiny", p.postava, choices,
                            hint="Propojený hrdina platí Zdroje a Výhodu přímo ze svého deníku."))
    if p.postava and hero is None:
        why = "deník nejde načíst" if p.postava in links.roster else "uložená postava chybí (smazaná?)"
        fields.insert(2, stat("Propojení", f"nepropojený – {why}", tone="warn"))
        return
    if hero is None:
        return
    # the hero's round state on the card, read-only: it lives in the deník (one truth, issue 23 Build 3); the
    # board shows what ``hydrate`` read from there and never edits it
    for n, f in enumerate(fields):
        if f.path == f"{base}.vyhoda":
            fields[n] = number(f"{base}.vyhoda", "Výhoda (v deníku)", hero.vyhoda, 0, 99, readonly=True)
        if f.path == f"{base}.ohrozeni":
            tone: Tone = "warn" if (p.ohrozeni or 0) >= 4 else "normal"
            fields[n] = number(f"{base}.ohrozeni", "Ohrožení (v deníku)", p.ohrozeni, 1, 20, readonly=True,
                               tone=tone)
        if f.path == f"{base}.stav":
            fields[n] = select(f"{base}.stav", "Iniciativa (v deníku)", p.stav, STATUS, readonly=True,
                               hint=_round_hint(hero))
        if f.kind == "stat" and f.label == "Jizvy":
            scars = ", ".join(f"{s.nazev} ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in hero.jizvy)
            fields[n] = stat("Jizvy (v deníku)", scars or "žádné")
    resources = ", ".join(
        f"{texts.ATTR_LABEL[a]} {hero.zdroje.get(a)}/{effective_zdatnost(hero, a)}" for a in ATTRS
    )
    fields.insert(2, stat("Zdroje (v deníku)", resources))
    if p.ohrozeni is not None:
        cost = exhaustion_cost(p.ohrozeni)
        # 000:L273, 000:L859, 000:L903
        fields.insert(3, stat(f"Vyčerpání teď za {texts.amount(cost, 'zdroj')}", ways(hero, cost),
                              hint="Z deníku; mocně +1, chabě −1."))


_HELPER_FIELDS = {"ohrozeni": "Ohrožení", "vyhoda": "Výhoda", "pouto": "Pouto", "charakteristika": "Charakteristika",
                  "hranice.telo": "Hranice Tělo", "hranice.duse": "Hranice Duše", "hranice.vliv": "Hranice Vliv"}


def _helper_link_fields(i: int, p: Participant, fields: list[FieldView], sheet: Drd2Sheet | None,
                        links: Links) -> None:
    """A pomocník's link to a helper on a linked hero's deník (issue 23 Build 2): the hero's deník, then the
    helper by its id; while linked its values and round are shown read-only from the deník (they live there);
    a helper deleted there, or a missing deník, shows as unlinked; a renamed one keeps its link and its new name."""
    base = f"ucastnici.{i}"
    choices = _deník_choices(p, links, "nepropojený (hraje se jen na tabuli)")
    fields.insert(1, select(f"{base}.postava", "Deník hrdiny pomocníka", p.postava, choices,
                            hint="Pak vyber pomocníka z jeho deníku; jméno se pak bere z deníku."))
    if not p.postava:
        return
    helpers = [Option(value="", label="žádný")]
    helpers += [Option(value=h.id, label=h.jmeno) for h in (sheet.pomocnici if sheet else []) if h.id]
    if p.pomocnik and all(o.value != p.pomocnik for o in helpers):
        helpers.append(Option(value=p.pomocnik, label="chybějící pomocník"))
    fields.insert(2, select(f"{base}.pomocnik", "Pomocník v deníku", p.pomocnik, helpers,
                            hint="Propojený pomocník platí ze Sudby pomocníků a Pouta v deníku."))
    at = helper_in(sheet, p)
    if at is None or sheet is None:
        if p.pomocnik:
            why = "deník nejde načíst" if sheet is None else "pomocník v deníku chybí (smazaný?)"
            fields.insert(3, stat("Propojení", f"nepropojený – {why}", tone="warn"))
        return
    for n, f in enumerate(fields):
        short = f.path.removeprefix(f"{base}.") if f.path else ""
        if short == "jmeno":  # the deník's current name (``hydrate``): renamed there, renamed here
            fields[n] = text(f.path, "Jméno (v deníku)", p.jmeno, readonly=True)
        if short in _HELPER_FIELDS and f.kind == "number":
            fields[n] = f.model_copy(update={"label": f"{_HELPER_FIELDS[short]} (v deníku)", "readonly": True})
        if f.path == f"{base}.stav":
            fields[n] = select(f"{base}.stav", "Iniciativa (v deníku)", p.stav, STATUS, readonly=True)
        if f.kind == "stat" and f.label == "Jizvy":
            fields[n] = f.model_copy(update={"label": "Jizvy (v deníku)"})
    fields.insert(3, stat("Sudba pomocníků (v deníku)", texts.amount(sheet.sudba_pomocniku, "sudba")))


def _people(board: Drd2Conflict, order: list[int], links: Links) -> FieldView:
    sides = [s.nazev for s in board.strany]
    rank = {index: n for n, index in enumerate(order, 1)}
    items = []
    for i, p in enumerate(board.ucastnici):
        hero = hero_of(board, i, links)
        fields = _fields(i, p, sides)
        if p.druh == "hrdina":
            _link_fields(i, p, fields, hero, links)
        elif p.druh == "pomocnik" and not board.rychla_hra:  # 000:L911: Rychlá hra has no helpers
            _helper_link_fields(i, p, fields, sheet_of(board, i, links), links)
        items.append(ListItem(title=_title(rank[i], p, hero), fields=fields))
    return item_list("ucastnici", "Účastníci", items, new_item={
            "jmeno": "Nový účastník",
            "druh": "bytost",
            "strana": 1,
            "ohrozeni": 2,
            "poradi": len(board.ucastnici),
        }, add_label="Přidat účastníka", max_items=12)


def _sides(board: Drd2Conflict) -> FieldView:
    items = [
        ListItem(
            title=s.nazev,
            fields=[
                text(f"strany.{n}.nazev", "Strana", s.nazev),
                number(f"strany.{n}.sudba", "Sudba", s.sudba, 0, 99, hint=texts.amount(s.sudba, "sudba")),
            ],
        )
        for n, s in enumerate(board.strany)
    ]
    return item_list("strany", "Strany", items, new_item={"nazev": "Další strana", "sudba": 0},
                     add_label="Přidat stranu", max_items=4)


def _affordable(board: Drd2Conflict, d: Decision, links: Links) -> list[FieldView]:
    """Before a linked loser decides: what the exhaustion costs and how each attribute of the deník pays it
    (the deník's own rule, ``afford.means_for``: 000:L55, L273, L859, L903)."""
    loser = board.ucastnici[d.porazeny]
    hero = hero_of(board, d.porazeny, links)
    if hero is None or d.volba:
        return []
    mocne = board.ucastnici[d.vitez].manevr == "mocne"
    cost = exhaustion_cost(loser.ohrozeni or 1, mocne)
    return [stat(f"{loser.jmeno}: vyčerpání za {texts.amount(cost, 'zdroj')}", ways(hero, cost),
                 hint="Z deníku; chabě −1.")]


def _clash(board: Drd2Conflict, links: Links) -> list[Section]:
    """A general střet waiting for its losers, in the order they decide (000:L533-L537)."""
    if not board.cekajici:
        return []
    state = {"": "čeká: přijmout, nebo se vyčerpat", "prijal": "přijato", "vycerpal": "vyčerpání"}
    now = {d.key for d in open_decisions(board)}
    fields: list[FieldView] = []
    for d in board.cekajici:
        fields.append(stat(describe(d, board), state[d.volba] + (" – na řadě" if d.key in now else ""),
                           tone="warn" if d.key in now else "normal"))
        fields += _affordable(board, d, links) if d.key in now else []
    return [Section(id="stret", title="Obecný střet: rozhodnutí poražených", fields=fields)]


def view(board: Drd2Conflict) -> SheetView:
    """The board without its linked deníky (a linked hero is shown as unlinked)."""
    return view_linked(board, Links())


def view_linked(board: Drd2Conflict, links: Links) -> SheetView:
    """Initiative order on top, then participants (in saved order, each titled with its rank), sides, notes;
    a linked hero's Ohrožení, Výhoda, Zdroje and Jizvy from their deník (one truth, ``conflict.heroes``)."""
    board = hydrate(board, links)
    order = sorted(range(len(board.ucastnici)), key=lambda i: (board.ucastnici[i].poradi, i))
    names = ", ".join(f"{n}. {board.ucastnici[i].jmeno}" for n, i in enumerate(order, 1)) or "nikdo"
    notices = view_lists.notices(board.upozorneni, "Změny po aktualizaci tabule nebo zrušeném propojení")
    sections = [
        *([notices] if notices else []),
        *_clash(board, links),
        Section(
            id="poradi",
            title=f"Kolo {board.kolo}",
            fields=[stat("Pořadí iniciativy", names)],
        ),
        Section(id="ucastnici", title="Účastníci", fields=[_people(board, order, links)]),
        Section(id="strany", title="Strany a Sudba", fields=[_sides(board)]),
        Section(
            id="poznamky",
            title="Poznámky",
            fields=[longtext("notes", "Poznámky", board.notes)],
        ),
    ]
    waiting = sum(p.stav in ("k_dispozici", "odlozil") for p in board.ucastnici)
    deciding = len(open_decisions(board))
    badges = [
        Badge(label="Kolo", value=str(board.kolo)),
        Badge(
            label="Stav",
            value="probíhá" if board.probiha else "neprobíhá",
            tone="normal" if board.probiha else "warn",
        ),
        Badge(label="Ještě jedná", value=str(waiting)),
    ]
    if deciding:
        badges.append(Badge(label="Po střetu se rozhoduje", value=str(deciding), tone="warn"))
    if board.rychla_hra:
        badges.append(Badge(label="Rychlá hra", value="pro všechny na tabuli"))  # 000:L911-L919
    return SheetView(title=board.name, subtitle=texts.BOARD_TITLE, badges=badges, sections=sections,
                     participants="ucastnici")
