"""The combat board as the shared tablet shows it: participants, threats, who rolls what, the order, results."""

from __future__ import annotations

from py_rules import czech
from py_rules.systems.base import Links
from py_rules.systems.boj_k6.board.board import BoardSheet, Participant
from py_rules.systems.boj_k6.board.intentions import attribute_of, proposed_order
from py_rules.systems.boj_k6.board.links import hydrate, sheet_of
from py_rules.systems.boj_k6.board.round import reach_of, speed_of, unreachable
from py_rules.systems.boj_k6.manoeuvres import success_noun
from py_rules.systems.boj_k6.sheet import BojK6Sheet
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    BOARD_TITLE,
    BV,
    CASTI_TELA,
    DOSAHY_KRATKE,
    DRUHY_VYHOD,
    DRUHY_ZRANENI,
    LIVES,
    MEZIVYSLEDKY,
    PARTICIPANTS,
    RYCHLOSTI,
    STRANY,
    ZAMERY,
    T,
)
from py_rules.systems.boj_k6.texts_links import HANDS, L
from py_rules.systems.boj_k6.texts_round import JAK, POHYB_LOG, RV, R, gap_label
from py_rules.systems.boj_k6.texts_round import ROUND_FORM as RF
from py_rules.systems.boj_k6.texts_round import ROUND_HINT as RH
from py_rules.view import (
    Badge,
    FieldView,
    ListItem,
    Section,
    SheetView,
    item_list,
    longtext,
    number,
    select,
    stat,
    text,
    toggle,
)

__all__ = ["view", "view_linked"]


def _state(board: BoardSheet, p: Participant) -> str:
    flags = []
    if p.zivoty <= 0:
        flags.append(BV["vyrazeny"])
    if p.mimo_boj:
        flags.append(BV["mimo_boj"])
    if p.akce_zrusena:
        flags.append(BV["zmaren"])
    if p.odzbrojen:
        flags.append(BV["odzbrojeny"])
    if p.umlcen:
        flags.append(BV["umlceny"])
    if not p.stit_pouzitelny and p.stit:
        flags.append(BV["stit_ne"])
    if p.soustredeni:
        flags.append(BV["soustredi"])
    if p.vzdal_se:
        flags.append(RV["vzdal_se"])
    if p.namireno:
        flags.append(L.NAMIRENO)
    if p.zadychany:
        flags.append(L.ZADYCHANY_STAV)
    elif p.boj_od != 1:
        flags.append(L.BOJUJE_OD.format(kolo=p.boj_od))
    if p.finta_proti:
        flags.append(L.FINTA.format(jmeno=board.participant(p.finta_proti).jmeno))
    if p.zamer == "rozptyleni" and p.cile:
        flags.append(L.ROZPTYLUJE.format(jmeno=board.participant(p.cile[0]).jmeno))
    flags += [BV["vazne"].format(cast=CASTI_TELA[c]) for c in p.vazna_zraneni]
    speed = speed_of(p)
    if speed != p.rychlost:
        flags.append(BV["rychlost"].format(rychlost=RYCHLOSTI[speed]))
    names = {x.id: x.jmeno for x in board.ucastnici}
    for c in board.conditions_of(p.id):
        flags.append(JAK[c.druh] + (RV["drzi"].format(jmeno=names[c.drzi]) if c.drzi else ""))
    if p.zbran_dosah == "strelna":
        flags.append(RV["nabito"] if p.nabito else RV["nenabito"])
    if p.munice_sledovat:
        flags.append(RV["munice"].format(n=p.munice))
    return ", ".join(flags) or BV["v_boji"]


def _intent_text(board: BoardSheet, p: Participant) -> str:
    names = ", ".join(board.participant(t).jmeno for t in p.cile)
    roll = BV["hod"].format(total=p.kostka_uspech + attribute_of(p, p.vlastnost)) if p.kostka_uspech else ""
    targets = BV["cile"].format(names=names, attr=ATRIBUTY[p.vlastnost]) if names else ""
    extra = POHYB_LOG[p.pohyb] + (R["nabiji_log"] if p.nabit else "")
    return ZAMERY[p.zamer] + targets + extra + roll


def _link_field(path: str, p: Participant, links: Links) -> FieldView:
    options = {"": L.NEPROPOJENO, **links.roster}
    if p.postava and p.postava not in links.roster:
        options[p.postava] = L.CHYBI_ULOZENI
    return select(f"{path}.postava", L.POSTAVA, p.postava, options, hint=L.H_POSTAVA)


def _linked_fields(path: str, p: Participant, sheet: BojK6Sheet | None) -> list[FieldView]:
    """A linked character's row: what the board keeps (side, surrender) and his values read from the sheet."""
    values = L.HODNOTY.format(sila=p.sila, finesa=p.finesa, duse=p.duse, zivoty=p.zivoty, zivoty_max=p.zivoty_max,
                              zbroj=p.zbroj, zbran=p.zbran)
    return [
        select(f"{path}.strana", BV["strana"], p.strana, STRANY),
        stat(L.Z_DENIKU, values if sheet is not None else L.CHYBI_ULOZENI, tone="normal" if sheet else "warn"),
        toggle(f"{path}.vzdal_se", RF.VZDAL_SE, p.vzdal_se),
        toggle(f"{path}.zadychany", L.ZADYCHANY, p.zadychany, hint=L.H_UNAVA),
    ]


def _card(board: BoardSheet, p: Participant, lives: FieldView) -> list[FieldView]:
    """What the compact card shows at a glance (issue 25 item 5): životy, the state and this round's záměr
    with its roll; the name and side are in the card's title."""
    return [lives, stat(BV["stav"], _state(board, p), tone="bad" if p.out else "normal"),
            stat(BV["zamer"], _intent_text(board, p))]


def _row(board: BoardSheet, i: int, p: Participant, links: Links) -> ListItem:
    path = f"ucastnici.{i}"
    title = BV["titulek"].format(jmeno=p.jmeno, strana=STRANY[p.strana], zivoty=p.zivoty, max=p.zivoty_max,
                                 noun=LIVES.form(p.zivoty_max))
    if p.postava:
        sheet = sheet_of(p, links)
        # a linked character's životy are his sheet's: the board's actions change them, not a stepper here
        lives = stat(BV["zivoty"], f"{p.zivoty}/{p.zivoty_max}" if sheet is not None else "—")
        card = _card(board, p, lives)
        rest = [text(f"{path}.jmeno", BV["jmeno"], p.jmeno), *_linked_fields(path, p, sheet),
                _link_field(path, p, links)]
        return ListItem(title=title, fields=card + rest, card=list(range(len(card))))
    card = _card(board, p, number(f"{path}.zivoty", BV["zivoty"], p.zivoty, -99, p.zivoty_max))
    rest = [
        text(f"{path}.jmeno", BV["jmeno"], p.jmeno),
        select(f"{path}.strana", BV["strana"], p.strana, STRANY),
        *[number(f"{path}.{key}", label, getattr(p, key), 0, 12) for key, label in ATRIBUTY.items()],
        number(f"{path}.zbroj", BV["zbroj"], p.zbroj, 0, 6),
        toggle(f"{path}.zbroj_chybi_cast", BV["chybi_cast"], p.zbroj_chybi_cast),
        number(f"{path}.stit", BV["stit"], p.stit, 0, 3),
        toggle(f"{path}.stit_pouzitelny", BV["stit_pouzitelny"], p.stit_pouzitelny),
        select(f"{path}.stit_ruka", L.STIT_RUKA, p.stit_ruka, HANDS),
        number(f"{path}.zbran_zraneni", BV["zbran_zraneni"], p.zbran_zraneni, 0, 3),
        select(f"{path}.zbran_druh", BV["zbran_druh"], p.zbran_druh, DRUHY_ZRANENI),
        select(f"{path}.zbran_dosah", RF.ZBRAN_DOSAH, p.zbran_dosah, DOSAHY_KRATKE),
        toggle(f"{path}.zbran_dvojrucni", T["dvojrucni"], p.zbran_dvojrucni),
        select(f"{path}.zbran_ruka", L.RUKA, p.zbran_ruka, HANDS),
        number(f"{path}.pridane_kz", BV["pridane_kz"], p.pridane_kz, 0, 10),
        text(f"{path}.kouzlo", BV["kouzlo"], p.kouzlo),
        number(f"{path}.kouzlo_kz", BV["kouzlo_kz"], p.kouzlo_kz, 0, 12),
        select(f"{path}.kouzlo_druh", BV["kouzlo_druh"], p.kouzlo_druh, DRUHY_ZRANENI),
        toggle(f"{path}.kouzlo_plosne", BV["kouzlo_plosne"], p.kouzlo_plosne),
        toggle(f"{path}.soustredeni", BV["soustredeni"], p.soustredeni),
        toggle(f"{path}.utok_na_dva_cile", BV["dva_cile"], p.utok_na_dva_cile),
        toggle(f"{path}.nabito", RF.NABITO, p.nabito),
        toggle(f"{path}.munice_sledovat", RF.MUNICE_SLEDOVAT, p.munice_sledovat),
        number(f"{path}.munice", RF.MUNICE, p.munice, 0, 999),
        select(f"{path}.rychlost", RF.RYCHLOST, p.rychlost, RYCHLOSTI),
        number(f"{path}.rychlost_upravy", RF.RYCHLOST_UPRAVY, p.rychlost_upravy, -3, 3),
        toggle(f"{path}.infravideni", RF.INFRAVIDENI, p.infravideni),
        toggle(f"{path}.ultrasluch", RF.ULTRASLUCH, p.ultrasluch),
        toggle(f"{path}.vzdal_se", RF.VZDAL_SE, p.vzdal_se),
        toggle(f"{path}.zadychany", L.ZADYCHANY, p.zadychany, hint=L.H_UNAVA),
        _link_field(path, p, links),
    ]
    return ListItem(title=title, fields=card + rest, card=list(range(len(card))))


def _round_lines(board: BoardSheet) -> list[FieldView]:
    """This round in one place: who rolls na úspěch and na obranu, the pairings in the proposed order (each
    with who defends, or done), threats out of reach, and the successes still to spend."""
    reach = reach_of(board)
    done = {(r.utocnik, r.cil) for r in board.vyhodnoceno}
    order = proposed_order(board.ucastnici, reach)
    lines: list[FieldView] = []
    rollers = [p.jmeno for p in board.ucastnici if p.threatening]
    if rollers:
        defenders = sorted({board.participant(x.target).jmeno for x in order if not x.mutual})
        lines.append(stat(BV["na_uspech"], ", ".join(rollers) or BV["nikdo"], hint=BV["h_uspech"]))
        lines.append(stat(BV["na_obranu"], ", ".join(defenders) or BV["nikdo"], hint=BV["h_obrana"]))
    for n, pair in enumerate(order, start=1):
        a, b = board.participant(pair.attacker), board.participant(pair.target)
        finished = (a.id, b.id) in done
        how = BV["vzajemne_v"] if pair.mutual else BV["obrana_v"].format(a=a.jmeno, b=b.jmeno)
        lines.append(stat(BV["poradi_k"].format(n=n, a=a.jmeno, b=b.jmeno),
                          (BV["hotovo"] if finished else how) + (BV["cyklus"] if pair.cycle else ""),
                          tone="good" if finished else "normal"))
    for p in board.ucastnici:
        if p.threatening:
            lines += [stat(BV["obrana_k"].format(a=p.jmeno, b=board.participant(t).jmeno),
                           unreachable(board, p, board.participant(t)), tone="warn")
                      for t in p.cile if not reach(p.id, t)]
    for r in board.vysledky:
        a, b = board.participant(r.utocnik), board.participant(r.cil)
        extra = BV["remiza"] if r.remiza else ""
        extra += BV["jen_unik"] if r.jen_unik else ""
        extra += BV["uz_zranen"] if r.zraneno else ""
        value = BV["vysledek"].format(noun=success_noun(r.uspechy), rozdil=r.rozdil, extra=extra)
        lines.append(stat(BV["k_utraceni"].format(a=a.jmeno, b=b.jmeno), value, tone="good"))
    for g in board.postup:
        label = BV["rozpracovano"].format(jmeno=board.participant(g.cil).jmeno)
        lines.append(stat(label, MEZIVYSLEDKY[g.druh], tone="warn"))
    return lines or [stat(BV["poradi"], BV["nikdo_neohrozuje"])]


def _scene_lines(board: BoardSheet) -> list[FieldView]:
    """The darkness toggle, distances between the sides (others are kontaktní) and the situations."""
    lines: list[FieldView] = [toggle("tma", RF.TMA, board.tma, hint=RH.TMA)]
    names = {p.id: p.jmeno for p in board.ucastnici}
    for g in board.vzdalenosti:
        lines.append(stat(RV["vzdalenost_k"].format(a=names[g.a], b=names[g.b]), gap_label(g.ctvrtiny)))
    if not board.vzdalenosti:
        lines.append(stat(RV["vzdalenosti"], RV["vsichni_kontakt"]))
    for c in board.situace:
        until = RV["do_kola"].format(kolo=c.do_kola) if c.do_kola else RV["dokud_drzi"]
        value = DRUHY_VYHOD[c.nevyhoda] + until + (f" – {c.popis}" if c.popis else "")
        lines.append(stat(f"{names[c.kdo]}: {JAK[c.druh]}", value, tone="warn"))
    return lines


def view(board: BoardSheet) -> SheetView:
    """The board without linked sheets (a linked character shows his save as missing)."""
    return view_linked(board, Links())


def view_linked(saved: BoardSheet, links: Links) -> SheetView:
    """The board for the shell, linked characters read from their sheets; derived threats, order and results
    are stats (never saved)."""
    board = hydrate(saved, links, strict=False)
    out = sum(1 for p in board.ucastnici if p.out)
    sides = {s: sum(1 for p in board.ucastnici if p.strana == s and not p.out) for s in STRANY}
    badges = [Badge(label=BV["kolo"], value=str(board.kolo))]
    badges += [Badge(label=STRANY[s], value=str(n)) for s, n in sides.items()]
    if out:
        badges.append(Badge(label=BV["vyrazeni"], value=czech.amount(out, PARTICIPANTS),
                            tone="bad"))
    rows = [_row(board, i, p, links) for i, p in enumerate(board.ucastnici)]
    log = [stat(f"{i + 1}.", line) for i, line in enumerate(board.zaznam[-15:])] or [stat(BV["zaznam"], BV["prazdny"])]
    title = BV["nazev"].format(name=board.name, kolo=board.kolo)
    return SheetView(title=title, subtitle=BOARD_TITLE, badges=badges, participants="ucastnici", sections=[
        Section(id="ucastnici", title=BV["s_ucastnici"], fields=[
            item_list("ucastnici", BV["s_ucastnici"], rows, max_items=16),
        ]),
        Section(id="scena", title=RV["s_scena"], fields=_scene_lines(board)),
        Section(id="kolo", title=BV["s_kolo"], fields=_round_lines(board)),
        Section(id="zaznam", title=BV["s_zaznam"], fields=log),
        Section(id="poznamky", title=BV["s_poznamky"], fields=[
            longtext("notes", BV["s_poznamky"], board.notes)]),
    ])
