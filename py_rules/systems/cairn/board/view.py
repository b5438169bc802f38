"""The encounter board as the shell shows it: the round and whose turn it is, what the board proposes, the
sides, and every participant — a linked character's values read from their own sheet, a creature's values
edited here (001:L124-L208)."""

from __future__ import annotations

from py_rules.systems.base import Links
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
    track,
)

from .. import texts
from ..rules import armour_total
from ..sheet import DAMAGE_DICE, CairnSheet
from . import rules
from .board import MAX_PARTICIPANTS, MAX_ZONE, CairnEncounter, Participant

__all__ = ["view", "view_linked"]


def _state(board: CairnEncounter, index: int, sheet: CairnSheet | None) -> str:
    p = board.ucastnici[index]
    if p.osud != "v_boji":
        return texts.B_FATES[p.osud]
    if sheet is None:
        return texts.B_STATE_MISSING
    if sheet.states.dead or sheet.attributes.sil.current == 0:
        return texts.B_STATE_DESTROYED if sheet.settings.creature == "oddil" else texts.B_STATE_DEAD
    if sheet.states.critical:
        return texts.B_STATE_STABILISED if sheet.states.stabilised else texts.B_STATE_DYING
    if sheet.attributes.hbi.current == 0:
        return texts.B_STATE_PARALYSED
    if sheet.attributes.vul.current == 0:
        return texts.B_STATE_HELPLESS
    if p.vynechava and board.kolo == 1:
        return texts.B_STATE_SKIPS
    return texts.B_STATE_ACTED if p.jednal else texts.B_STATE_FIGHTS


def _sheet(board: CairnEncounter, index: int, links: Links) -> CairnSheet | None:
    try:
        return rules.sheet_of(board, index, links)
    except Exception:
        return None


def _values(sheet: CairnSheet) -> str:
    a = sheet.attributes
    return texts.B_VALUES.format(sil=a.sil.current, sil_max=a.sil.max, hbi=a.hbi.current, vul=a.vul.current,
                                 bo=sheet.bo.current, bo_max=sheet.bo.max, armour=armour_total(sheet))


def _title(board: CairnEncounter, index: int, sheet: CairnSheet | None) -> str:
    p = board.ucastnici[index]
    side = board.strany[p.strana].nazev
    values = f" · {_values(sheet)}" if sheet is not None else ""
    name = f"{p.jmeno} ({sheet.name})" if p.postava and sheet is not None and sheet.name != p.jmeno else p.jmeno
    return texts.B_ROW_TITLE.format(name=name, side=side, zone=p.zona, values=values,
                                    state=_state(board, index, sheet))


def _creature_fields(base: str, sheet: CairnSheet) -> list[FieldView]:
    d = f"{base}.denik"
    a = sheet.attributes
    weapon = sheet.inventory[0].damage if sheet.inventory else ""
    fields: list[FieldView] = [
        select(f"{d}.settings.creature", texts.V_CREATURE, sheet.settings.creature, texts.CREATURE_NAMES),
        track(f"{d}.attributes.sil.current", "SIL", a.sil.current, a.sil.max),
        number(f"{d}.attributes.sil.max", texts.V_MAX.format(attr="SIL"), a.sil.max, 1, 20),
        number(f"{d}.attributes.hbi.current", "HBI", a.hbi.current, 0, a.hbi.max),
        number(f"{d}.attributes.vul.current", "VUL", a.vul.current, 0, a.vul.max),
        track(f"{d}.bo.current", texts.V_BO, sheet.bo.current, sheet.bo.max),
        number(f"{d}.bo.max", texts.V_BO_MAX, sheet.bo.max, 0, 99),
    ]
    if sheet.inventory:
        dice = {die: die for die in DAMAGE_DICE}
        fields.append(select(f"{d}.inventory.0.damage", texts.B_V_ATTACK_DIE, weapon, dice))
        fields.append(number(f"{d}.inventory.0.armour", texts.V_ARMOUR, sheet.inventory[0].armour, 0, 3))
    return fields


def _link_field(base: str, p: Participant, links: Links) -> FieldView:
    options = [(("", texts.B_NOT_LINKED))]
    options += [(save_id, name) for save_id, name in links.roster.items()]
    if p.postava and p.postava not in links.roster:
        options.append((p.postava, texts.B_MISSING_SAVE))
    return select(f"{base}.postava", texts.B_V_LINK, p.postava, options, hint=texts.B_H_LINK)


def _participant(board: CairnEncounter, index: int, links: Links) -> ListItem:
    p = board.ucastnici[index]
    base = f"ucastnici.{index}"
    sheet = _sheet(board, index, links)
    sides = [(n, s.nazev) for n, s in enumerate(board.strany)]
    fields = [
        text(f"{base}.jmeno", texts.B_V_NAME, p.jmeno),
        select(f"{base}.strana", texts.B_P_SIDE, p.strana, sides),
        number(f"{base}.zona", texts.B_V_ZONE, p.zona, 0, MAX_ZONE),
        _link_field(base, p, links),
        select(f"{base}.osud", texts.B_V_FATE, p.osud, texts.B_FATES),
    ]
    if p.postava:
        fields.append(stat(texts.B_V_FROM_SHEET, _values(sheet) if sheet else texts.B_STATE_MISSING,
                           tone="normal" if sheet else "warn"))
    elif sheet is not None:
        fields += _creature_fields(base, sheet)
    return ListItem(title=_title(board, index, sheet), fields=fields)


def _proposals(board: CairnEncounter, links: Links) -> list[str]:
    if not board.probiha:
        return []
    out = [texts.B_MORALE_DUE[t].format(side=board.strany[side].nazev)
           for side in range(1, len(board.strany)) for t in rules.morale_due(board, side, links)]
    if len(rules.sides_left(board, links)) < 2:
        out.append(texts.B_FIGHT_OVER)
    return out


def _fight(board: CairnEncounter, links: Links) -> Section:
    turn = board.strany[board.na_tahu].nazev if board.probiha else texts.B_NOT_STARTED
    fields = [stat(texts.B_V_ROUND, board.kolo if board.probiha else "–"),
              stat(texts.B_V_TURN, turn, tone="good" if board.probiha else "normal")]
    for hit in board.zasahy:
        fields.append(stat(texts.B_V_HIT, texts.B_HIT_ROW.format(
            attacker=board.ucastnici[hit.utocnik].jmeno, target=board.ucastnici[hit.cil].jmeno, n=hit.poskozeni)))
    for line in _proposals(board, links):
        fields.append(stat(texts.B_V_PROPOSAL, line, tone="warn"))
    return Section(id="boj", title=texts.B_S_FIGHT, fields=fields)


def view_linked(board: CairnEncounter, links: Links) -> SheetView:
    """The board with the linked characters' sheets (and the roster to link from)."""
    sides = [ListItem(title=s.nazev, fields=[text(f"strany.{n}.nazev", texts.B_V_SIDE_NAME, s.nazev)])
             for n, s in enumerate(board.strany)]
    people = [_participant(board, i, links) for i in range(len(board.ucastnici))]
    new = Participant(jmeno=texts.B_NEW_MONSTER, strana=1, denik=_new_creature()).model_dump(mode="json")
    badges = [Badge(label=texts.B_V_ROUND, value=str(board.kolo), tone="good")] if board.probiha else []
    return SheetView(title=board.name, subtitle=texts.B_TITLE, badges=badges, participants="ucastnici", sections=[
        _fight(board, links),
        Section(id="ucastnici", title=texts.B_S_PEOPLE, fields=[
            item_list("ucastnici", texts.B_S_PEOPLE, people, new_item=new, add_label=texts.B_ADD_PARTICIPANT,
                      hint=texts.B_H_ZONE,
                      max_items=MAX_PARTICIPANTS)]),
        Section(id="strany", title=texts.B_S_SIDES, fields=[
            item_list("strany", texts.B_S_SIDES, sides, new_item={"nazev": texts.B_NEW_SIDE},
                      add_label=texts.B_ADD_SIDE, max_items=4)]),
        Section(id="poznamky", title=texts.S_NOTES, fields=[
            text("name", texts.V_NAME, board.name), longtext("notes", texts.V_NOTES, board.notes)]),
    ])


def view(board: CairnEncounter) -> SheetView:
    """The board without linked sheets (a linked character shows as not available)."""
    return view_linked(board, Links())


def _new_creature() -> CairnSheet:
    from . import new_creature

    return new_creature(texts.B_NEW_MONSTER)
