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
    BOARD_VIEW,
    CASTI_TELA,
    DOSAHY_KRATKE,
    DRUHY_VYHOD,
    DRUHY_ZRANENI,
    LIVES,
    MEZIVYSLEDKY,
    PARTICIPANTS,
    RYCHLOSTI,
    SHEET_TEXT,
    STRANY,
    ZAMERY,
)
from py_rules.systems.boj_k6.texts_links import HANDS, LINK_TEXT
from py_rules.systems.boj_k6.texts_round import (
    JAK,
    POHYB_LOG,
    ROUND_FORM,
    ROUND_HINT,
    ROUND_TEXT,
    ROUND_VIEW,
    gap_label,
)
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
        flags.append(BOARD_VIEW.VYRAZENY)
    if p.mimo_boj:
        flags.append(BOARD_VIEW.MIMO_BOJ)
    if p.akce_zrusena:
        flags.append(BOARD_VIEW.ZMAREN)
    if p.odzbrojen:
        flags.append(BOARD_VIEW.ODZBROJENY)
    if p.umlcen:
        flags.append(BOARD_VIEW.UMLCENY)
    if not p.stit_pouzitelny and p.stit:
        flags.append(BOARD_VIEW.STIT_NE)
    if p.soustredeni:
        flags.append(BOARD_VIEW.SOUSTREDI)
    if p.vzdal_se:
        flags.append(ROUND_VIEW.VZDAL_SE)
    if p.namireno:
        flags.append(LINK_TEXT.NAMIRENO)
    if p.zadychany:
        flags.append(LINK_TEXT.ZADYCHANY_STAV)
    elif p.boj_od != 1:
        flags.append(LINK_TEXT.BOJUJE_OD.format(kolo=p.boj_od))
    if p.finta_proti:
        flags.append(LINK_TEXT.FINTA.format(jmeno=board.participant(p.finta_proti).jmeno))
    if p.zamer == "rozptyleni" and p.cile:
        flags.append(LINK_TEXT.ROZPTYLUJE.format(jmeno=board.participant(p.cile[0]).jmeno))
    flags += [BOARD_VIEW.VAZNE.format(cast=CASTI_TELA[c]) for c in p.vazna_zraneni]
    speed = speed_of(p)
    if speed != p.rychlost:
        flags.append(BOARD_VIEW.RYCHLOST.format(rychlost=RYCHLOSTI[speed]))
    names = {x.id: x.jmeno for x in board.ucastnici}
    for c in board.conditions_of(p.id):
        flags.append(JAK[c.druh] + (ROUND_VIEW.DRZI.format(jmeno=names[c.drzi]) if c.drzi else ""))
    if p.zbran_dosah == "strelna":
        flags.append(ROUND_VIEW.NABITO if p.nabito else ROUND_VIEW.NENABITO)
    if p.munice_sledovat:
        flags.append(ROUND_VIEW.MUNICE.format(n=p.munice))
    return ", ".join(flags) or BOARD_VIEW.V_BOJI


def _intent_text(board: BoardSheet, p: Participant) -> str:
    names = ", ".join(board.participant(t).jmeno for t in p.cile)
    roll = BOARD_VIEW.HOD.format(total=p.kostka_uspech + attribute_of(p, p.vlastnost)) if p.kostka_uspech else ""
    targets = BOARD_VIEW.CILE.format(names=names, attr=ATRIBUTY[p.vlastnost]) if names else ""
    extra = POHYB_LOG[p.pohyb] + (ROUND_TEXT.NABIJI_LOG if p.nabit else "")
    return ZAMERY[p.zamer] + targets + extra + roll


def _link_field(path: str, p: Participant, links: Links) -> FieldView:
    options = {"": LINK_TEXT.NEPROPOJENO, **links.roster}
    if p.postava and p.postava not in links.roster:
        options[p.postava] = LINK_TEXT.CHYBI_ULOZENI
    return select(f"{path}.postava", LINK_TEXT.POSTAVA, p.postava, options, hint=LINK_TEXT.H_POSTAVA)


def _linked_fields(path: str, p: Participant, sheet: BojK6Sheet | None) -> list[FieldView]:
    """A linked character's row: what the board keeps (side, surrender) and his values read from the sheet."""
    values = LINK_TEXT.HODNOTY.format(sila=p.sila, finesa=p.finesa, duse=p.duse, zivoty=p.zivoty,
                                      zivoty_max=p.zivoty_max, zbroj=p.zbroj, zbran=p.zbran)
    return [
        select(f"{path}.strana", BOARD_VIEW.STRANA, p.strana, STRANY),
        stat(LINK_TEXT.Z_DENIKU, values if sheet is not None else LINK_TEXT.CHYBI_ULOZENI,
             tone="normal" if sheet else "warn"),
        toggle(f"{path}.vzdal_se", ROUND_FORM.VZDAL_SE, p.vzdal_se),
        toggle(f"{path}.zadychany", LINK_TEXT.ZADYCHANY, p.zadychany, hint=LINK_TEXT.H_UNAVA),
    ]


def _card(board: BoardSheet, p: Participant, lives: FieldView) -> list[FieldView]:
    """What the compact card shows at a glance (issue 25 item 5): životy, the state and this round's záměr
    with its roll; the name and side are in the card's title."""
    return [lives, stat(BOARD_VIEW.STAV, _state(board, p), tone="bad" if p.out else "normal"),
            stat(BOARD_VIEW.ZAMER, _intent_text(board, p))]


def _row(board: BoardSheet, i: int, p: Participant, links: Links) -> ListItem:
    path = f"ucastnici.{i}"
    title = BOARD_VIEW.TITULEK.format(jmeno=p.jmeno, strana=STRANY[p.strana], zivoty=p.zivoty, max=p.zivoty_max,
                                      noun=LIVES.form(p.zivoty_max))
    if p.postava:
        sheet = sheet_of(p, links)
        # a linked character's životy are his sheet's: the board's actions change them, not a stepper here
        lives = stat(BOARD_VIEW.ZIVOTY, f"{p.zivoty}/{p.zivoty_max}" if sheet is not None else "—")
        card = _card(board, p, lives)
        rest = [text(f"{path}.jmeno", BOARD_VIEW.JMENO, p.jmeno), *_linked_fields(path, p, sheet),
                _link_field(path, p, links)]
        return ListItem(title=title, fields=card + rest, card=list(range(len(card))))
    card = _card(board, p, number(f"{path}.zivoty", BOARD_VIEW.ZIVOTY, p.zivoty, -99, p.zivoty_max))
    rest = [
        text(f"{path}.jmeno", BOARD_VIEW.JMENO, p.jmeno),
        select(f"{path}.strana", BOARD_VIEW.STRANA, p.strana, STRANY),
        *[number(f"{path}.{key}", label, getattr(p, key), 0, 12) for key, label in ATRIBUTY.items()],
        number(f"{path}.zbroj", BOARD_VIEW.ZBROJ, p.zbroj, 0, 6),
        toggle(f"{path}.zbroj_chybi_cast", BOARD_VIEW.CHYBI_CAST, p.zbroj_chybi_cast),
        number(f"{path}.stit", BOARD_VIEW.STIT, p.stit, 0, 3),
        toggle(f"{path}.stit_pouzitelny", BOARD_VIEW.STIT_POUZITELNY, p.stit_pouzitelny),
        select(f"{path}.stit_ruka", LINK_TEXT.STIT_RUKA, p.stit_ruka, HANDS),
        number(f"{path}.zbran_zraneni", BOARD_VIEW.ZBRAN_ZRANENI, p.zbran_zraneni, 0, 3),
        select(f"{path}.zbran_druh", BOARD_VIEW.ZBRAN_DRUH, p.zbran_druh, DRUHY_ZRANENI),
        select(f"{path}.zbran_dosah", ROUND_FORM.ZBRAN_DOSAH, p.zbran_dosah, DOSAHY_KRATKE),
        toggle(f"{path}.zbran_dvojrucni", SHEET_TEXT.DVOJRUCNI, p.zbran_dvojrucni),
        select(f"{path}.zbran_ruka", LINK_TEXT.RUKA, p.zbran_ruka, HANDS),
        number(f"{path}.pridane_kz", BOARD_VIEW.PRIDANE_KZ, p.pridane_kz, 0, 10),
        text(f"{path}.kouzlo", BOARD_VIEW.KOUZLO, p.kouzlo),
        number(f"{path}.kouzlo_kz", BOARD_VIEW.KOUZLO_KZ, p.kouzlo_kz, 0, 12),
        select(f"{path}.kouzlo_druh", BOARD_VIEW.KOUZLO_DRUH, p.kouzlo_druh, DRUHY_ZRANENI),
        toggle(f"{path}.kouzlo_plosne", BOARD_VIEW.KOUZLO_PLOSNE, p.kouzlo_plosne),
        toggle(f"{path}.soustredeni", BOARD_VIEW.SOUSTREDENI, p.soustredeni),
        toggle(f"{path}.utok_na_dva_cile", BOARD_VIEW.DVA_CILE, p.utok_na_dva_cile),
        toggle(f"{path}.nabito", ROUND_FORM.NABITO, p.nabito),
        toggle(f"{path}.munice_sledovat", ROUND_FORM.MUNICE_SLEDOVAT, p.munice_sledovat),
        number(f"{path}.munice", ROUND_FORM.MUNICE, p.munice, 0, 999),
        select(f"{path}.rychlost", ROUND_FORM.RYCHLOST, p.rychlost, RYCHLOSTI),
        number(f"{path}.rychlost_upravy", ROUND_FORM.RYCHLOST_UPRAVY, p.rychlost_upravy, -3, 3),
        toggle(f"{path}.infravideni", ROUND_FORM.INFRAVIDENI, p.infravideni),
        toggle(f"{path}.ultrasluch", ROUND_FORM.ULTRASLUCH, p.ultrasluch),
        toggle(f"{path}.vzdal_se", ROUND_FORM.VZDAL_SE, p.vzdal_se),
        toggle(f"{path}.zadychany", LINK_TEXT.ZADYCHANY, p.zadychany, hint=LINK_TEXT.H_UNAVA),
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
        lines.append(stat(BOARD_VIEW.NA_USPECH, ", ".join(rollers) or BOARD_VIEW.NIKDO, hint=BOARD_VIEW.H_USPECH))
        lines.append(stat(BOARD_VIEW.NA_OBRANU, ", ".join(defenders) or BOARD_VIEW.NIKDO, hint=BOARD_VIEW.H_OBRANA))
    for n, pair in enumerate(order, start=1):
        a, b = board.participant(pair.attacker), board.participant(pair.target)
        finished = (a.id, b.id) in done
        how = BOARD_VIEW.VZAJEMNE_V if pair.mutual else BOARD_VIEW.OBRANA_V.format(a=a.jmeno, b=b.jmeno)
        lines.append(stat(BOARD_VIEW.PORADI_K.format(n=n, a=a.jmeno, b=b.jmeno),
                          (BOARD_VIEW.HOTOVO if finished else how) + (BOARD_VIEW.CYKLUS if pair.cycle else ""),
                          tone="good" if finished else "normal"))
    for p in board.ucastnici:
        if p.threatening:
            lines += [stat(BOARD_VIEW.OBRANA_K.format(a=p.jmeno, b=board.participant(t).jmeno),
                           unreachable(board, p, board.participant(t)), tone="warn")
                      for t in p.cile if not reach(p.id, t)]
    for r in board.vysledky:
        a, b = board.participant(r.utocnik), board.participant(r.cil)
        extra = BOARD_VIEW.REMIZA if r.remiza else ""
        extra += BOARD_VIEW.JEN_UNIK if r.jen_unik else ""
        extra += BOARD_VIEW.UZ_ZRANEN if r.zraneno else ""
        value = BOARD_VIEW.VYSLEDEK.format(noun=success_noun(r.uspechy), rozdil=r.rozdil, extra=extra)
        lines.append(stat(BOARD_VIEW.K_UTRACENI.format(a=a.jmeno, b=b.jmeno), value, tone="good"))
    for g in board.postup:
        label = BOARD_VIEW.ROZPRACOVANO.format(jmeno=board.participant(g.cil).jmeno)
        lines.append(stat(label, MEZIVYSLEDKY[g.druh], tone="warn"))
    return lines or [stat(BOARD_VIEW.PORADI, BOARD_VIEW.NIKDO_NEOHROZUJE)]


def _scene_lines(board: BoardSheet) -> list[FieldView]:
    """The darkness toggle, distances between the sides (others are kontaktní) and the situations."""
    lines: list[FieldView] = [toggle("tma", ROUND_FORM.TMA, board.tma, hint=ROUND_HINT.TMA)]
    names = {p.id: p.jmeno for p in board.ucastnici}
    for g in board.vzdalenosti:
        lines.append(stat(ROUND_VIEW.VZDALENOST_K.format(a=names[g.a], b=names[g.b]), gap_label(g.ctvrtiny)))
    if not board.vzdalenosti:
        lines.append(stat(ROUND_VIEW.VZDALENOSTI, ROUND_VIEW.VSICHNI_KONTAKT))
    for c in board.situace:
        until = ROUND_VIEW.DO_KOLA.format(kolo=c.do_kola) if c.do_kola else ROUND_VIEW.DOKUD_DRZI
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
    badges = [Badge(label=BOARD_VIEW.KOLO, value=str(board.kolo))]
    badges += [Badge(label=STRANY[s], value=str(n)) for s, n in sides.items()]
    if out:
        badges.append(Badge(label=BOARD_VIEW.VYRAZENI, value=czech.amount(out, PARTICIPANTS),
                            tone="bad"))
    rows = [_row(board, i, p, links) for i, p in enumerate(board.ucastnici)]
    log = ([stat(f"{i + 1}.", line) for i, line in enumerate(board.zaznam[-15:])]
           or [stat(BOARD_VIEW.ZAZNAM, BOARD_VIEW.PRAZDNY)])
    title = BOARD_VIEW.NAZEV.format(name=board.name, kolo=board.kolo)
    return SheetView(title=title, subtitle=BOARD_TITLE, badges=badges, participants="ucastnici", sections=[
        Section(id="ucastnici", title=BOARD_VIEW.S_UCASTNICI, fields=[
            item_list("ucastnici", BOARD_VIEW.S_UCASTNICI, rows, max_items=16),
        ]),
        Section(id="scena", title=ROUND_VIEW.S_SCENA, fields=_scene_lines(board)),
        Section(id="kolo", title=BOARD_VIEW.S_KOLO, fields=_round_lines(board)),
        Section(id="zaznam", title=BOARD_VIEW.S_ZAZNAM, fields=log),
        Section(id="poznamky", title=BOARD_VIEW.S_POZNAMKY, fields=[
            longtext("notes", BOARD_VIEW.S_POZNAMKY, board.notes)]),
    ])
