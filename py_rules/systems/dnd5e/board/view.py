"""The encounter board as the shell shows it: the round, whose turn it is and the initiative order, what is
owed (death saves, concentration saves), and every participant — a linked character's values read from their
own sheet, a creature's values edited here."""

from __future__ import annotations

from py_rules import czech
from py_rules.errors import RulesError
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
    toggle,
)

from .. import texts as sheet_texts
from ..rules import armor_class, concentration_dc, effective_max_hp
from ..sheet import DnD5eSheet
from . import rules, texts
from .board import MAX_PARTICIPANTS, DnD5eEncounter, Effect, Participant

__all__ = ["view", "view_linked"]


def _sheet(board: DnD5eEncounter, index: int, links: Links) -> DnD5eSheet | None:
    try:
        return rules.sheet_of(board, index, links)
    except RulesError:
        return None


def _values(sheet: DnD5eSheet) -> str:
    temp = texts.V_TEMP_SUFFIX.format(temp=sheet.hp.temp) if sheet.hp.temp else ""
    return texts.V_VALUES.format(hp=sheet.hp.current, hp_max=effective_max_hp(sheet.hp.max, sheet.exhaustion),
                                 temp=temp, ac=armor_class(sheet))


def _state(board: DnD5eEncounter, index: int, sheet: DnD5eSheet | None) -> str:
    if sheet is None:
        return texts.STATE_MISSING
    if sheet.dead:
        return texts.STATE_DEAD
    if sheet.hp.current == 0:
        return texts.STATE_STABLE if sheet.death_saves.stable else texts.STATE_DYING
    if board.probiha and board.na_tahu == index:
        return texts.STATE_TURN
    if board.probiha and board.ucastnici[index].iniciativa is None:
        return texts.STATE_OUT
    return texts.STATE_WAITS


def _title(board: DnD5eEncounter, index: int, sheet: DnD5eSheet | None) -> str:
    p = board.ucastnici[index]
    name = sheet.name if p.postava and sheet is not None else p.jmeno
    if p.iniciativa is not None:
        name = f"{name} [{p.iniciativa}]"
    side = texts.SIDES[p.strana]
    if sheet is None:
        return texts.ROW_TITLE_MISSING.format(state=_state(board, index, sheet), name=name, side=side)
    return texts.ROW_TITLE.format(state=_state(board, index, sheet), name=name, side=side, values=_values(sheet))


def _creature_fields(base: str, sheet: DnD5eSheet) -> list[FieldView]:
    d = f"{base}.denik"
    fields: list[FieldView] = [
        # a number with − / +, one line on the card: a row of boxes wraps on a phone from 7 HP up
        number(f"{d}.hp.current", texts.V_HP, sheet.hp.current, 0, sheet.hp.max),
        number(f"{d}.hp.max", texts.V_HP_MAX, sheet.hp.max, 1, 999),
        number(f"{d}.hp.temp", texts.V_TEMP, sheet.hp.temp, 0, 999),
        number(f"{d}.armor.zaklad", texts.V_AC, sheet.armor.zaklad, 10, 20),
        number(f"{d}.abilities.obratnost", texts.V_DEX, sheet.abilities.obratnost, 1, 30),
        number(f"{d}.abilities.moudrost", texts.V_WIS, sheet.abilities.moudrost, 1, 30),
        select(f"{d}.size", sheet_texts.SHEET_FIELDS["size"], sheet.size,
               {k: name for k, (name, _) in sheet_texts.SIZES.items()}),
        toggle(f"{d}.dies_at_zero", texts.V_DIES_AT_ZERO, sheet.dies_at_zero),
    ]
    if sheet.weapons:
        fields += [text(f"{d}.weapons.0.kostky", texts.V_ATTACK_DICE, sheet.weapons[0].kostky),
                   number(f"{d}.weapons.0.bonus", texts.V_ATTACK_BONUS, sheet.weapons[0].bonus, -5, 5)]
    return fields


def _link_field(base: str, p: Participant, links: Links) -> FieldView:
    options = [("", texts.V_NOT_LINKED), *links.roster.items()]
    if p.postava and p.postava not in links.roster:
        options.append((p.postava, texts.V_MISSING_SAVE))
    return select(f"{base}.postava", texts.V_LINK, p.postava, options, hint=texts.H_LINK)


def _effect_row(board: DnD5eEncounter, effect: Effect, links: Links) -> str:
    name = effect.nazev or (sheet_texts.CONDITIONS[effect.stav] if effect.stav else texts.EFFECT_KINDS[effect.druh])
    source = rules.name_of(board, effect.zdroj, links)
    return texts.EFFECT_ROW.format(name=name, when=texts.WHEN[effect.kdy], source=source,
                                   rounds=czech.count(effect.kol, *texts.ROUNDS_NOUN))


def _used(p: Participant) -> FieldView:
    """The action economy spent this round, in one line (the toggles that set it are under «Více»)."""
    used = [name for name, spent in zip(texts.USED_NAMES, (p.akce, p.bonusova_akce, p.reakce), strict=True)
            if spent]
    return stat(texts.V_USED, ", ".join(used) if used else texts.USED_NONE)


def _participant(board: DnD5eEncounter, index: int, links: Links) -> ListItem:
    """A participant as a compact card (issue 25 item 5): what was used this round and, for a creature entered
    on the board, its Životy; name, side, HP and whose turn it is are in the title; the rest under «Více»."""
    p = board.ucastnici[index]
    base = f"ucastnici.{index}"
    sheet = _sheet(board, index, links)
    fields: list[FieldView] = [_used(p)]
    if not p.postava:
        fields.append(text(f"{base}.jmeno", texts.V_NAME, p.jmeno))
    fields += [
        select(f"{base}.strana", texts.V_SIDE, p.strana, texts.SIDES),
        _link_field(base, p, links),
        toggle(f"{base}.prekvapeny", texts.V_SURPRISED, p.prekvapeny, hint=texts.H_SURPRISED),
        number(f"{base}.utoku_za_akci", texts.V_ATTACKS, p.utoku_za_akci, 1, 4),
        toggle(f"{base}.akce", texts.V_ACTION, p.akce),
        toggle(f"{base}.bonusova_akce", texts.V_BONUS, p.bonusova_akce),
        toggle(f"{base}.reakce", texts.V_REACTION, p.reakce),
        number(f"{base}.pohyb", texts.V_MOVE, p.pohyb, 0, 400),
    ]
    fields += [stat(texts.V_EFFECT, _effect_row(board, effect, links)) for effect in p.ucinky]
    card = [0]  # what was used this round
    if p.postava:
        fields.append(stat(texts.V_FROM_SHEET, _values(sheet) if sheet else texts.STATE_MISSING,
                           tone="normal" if sheet else "warn"))
    elif sheet is not None:
        card.append(len(fields))  # its Životy, the first of a creature's fields
        fields += _creature_fields(base, sheet)
    return ListItem(title=_title(board, index, sheet), fields=fields, card=card)


def _due(board: DnD5eEncounter, links: Links) -> list[str]:
    out: list[str] = []
    if board.probiha and board.na_tahu < len(board.ucastnici):
        sheet = _sheet(board, board.na_tahu, links)
        p = board.ucastnici[board.na_tahu]
        if sheet and sheet.hp.current == 0 and not sheet.dead and not sheet.death_saves.stable and not p.hod_smrt:
            out.append(texts.DEATH_DUE.format(name=rules.name_of(board, board.na_tahu, links)))
    for i, p in enumerate(board.ucastnici):
        sheet = _sheet(board, i, links)
        if board.probiha and p.iniciativa is None and sheet is not None and rules.takes_turns(sheet):
            out.append(texts.JOIN_DUE.format(name=rules.name_of(board, i, links)))
        if sheet is not None and sheet.concentration:
            name = rules.name_of(board, i, links)
            out += [texts.CONCENTRATION_DUE.format(name=name, dc=concentration_dc(n), spell=sheet.concentration)
                    for n in p.soustredeni]
    return out


def _fight(board: DnD5eEncounter, links: Links) -> Section:
    order = rules.in_order(board)
    listing = ", ".join(texts.ORDER_ITEM.format(name=rules.name_of(board, i, links),
                                                total=board.ucastnici[i].iniciativa) for i in order)
    running = board.probiha and board.na_tahu < len(board.ucastnici)
    turn = rules.name_of(board, board.na_tahu, links) if running else texts.V_NOT_STARTED
    fields = [stat(texts.V_ROUND, board.kolo if board.probiha else "–"),
              stat(texts.V_TURN, turn, tone="good" if running else "normal"),
              stat(texts.V_ORDER, listing or texts.NONE)]
    fields += [stat(texts.V_DUE, line, tone="warn") for line in _due(board, links)]
    return Section(id="boj", title=texts.S_FIGHT, fields=fields)


def view_linked(board: DnD5eEncounter, links: Links) -> SheetView:
    """The board with the linked characters' sheets (and the roster to link from)."""
    from . import new_monster

    people = [_participant(board, i, links) for i in range(len(board.ucastnici))]
    new = Participant(jmeno=texts.NEW_MONSTER, denik=new_monster(texts.NEW_MONSTER)).model_dump(mode="json")
    badges = [Badge(label=texts.V_ROUND, value=str(board.kolo), tone="good")] if board.probiha else []
    return SheetView(title=board.name, subtitle=texts.TITLE, badges=badges, participants="ucastnici", sections=[
        _fight(board, links),
        Section(id="ucastnici", title=texts.S_PEOPLE, fields=[
            item_list("ucastnici", texts.S_PEOPLE, people, new_item=new, add_label=texts.ADD_PARTICIPANT,
                      max_items=MAX_PARTICIPANTS)]),
        Section(id="poznamky", title=texts.S_NOTES, fields=[
            text("name", texts.V_NAME, board.name), longtext("notes", texts.S_NOTES, board.notes)]),
    ])


def view(board: DnD5eEncounter) -> SheetView:
    """The board without linked sheets (a linked character shows as not available)."""
    return view_linked(board, Links())
