"""The Fate scene board as the shell shows it: the conflict (round, whose turn, the attack in progress), the
participants — a linked character's values read from their own sheet, an NPC's edited here — the scene's aspects
with free invokes, notes."""

from __future__ import annotations

from py_rules.czech import amount
from py_rules.systems.base import Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import format_rating
from py_rules.systems.fate.scene.after import still_open
from py_rules.systems.fate.scene.board import MAX_PARTICIPANTS, FateScene, Participant, SceneAspect
from py_rules.systems.fate.scene.npc import skill_fields
from py_rules.systems.fate.scene.table import ORDER_APPROACH, name_of, on_turn, sheet_of, sides_left
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import FateSheet
from py_rules.systems.fate.texts import SCENE_TEXT
from py_rules.view import (
    Badge,
    FieldView,
    ListItem,
    Option,
    Section,
    SheetView,
    item_list,
    longtext,
    number,
    options,
    select,
    stat,
    text,
    toggle,
)

__all__ = ["new_npc", "view", "view_linked"]


def _aspect_item(i: int, a: SceneAspect) -> ListItem:
    fields: list[FieldView] = [
        text(f"aspects.{i}.text", SCENE_TEXT.ASPECT, a.text),
        select(f"aspects.{i}.kind", SCENE_TEXT.KIND, a.kind, SCENE_TEXT.KINDS),
        number(f"aspects.{i}.free_invokes", SCENE_TEXT.FREE_INVOKES, a.free_invokes, 0, 9),
        text(f"aspects.{i}.holder", SCENE_TEXT.BOOST_HOLDER, a.holder),
        toggle(f"aspects.{i}.holder_only", TABLE_TEXT.HOLDER_ONLY, a.holder_only, hint=TABLE_TEXT.H_HOLDER_ONLY),
    ]
    if a.expires_round is not None:
        fields.append(stat(SCENE_TEXT.EXPIRES, a.expires_round))
    if a.expires_roll is not None:
        fields.append(stat(SCENE_TEXT.EXPIRES_ROLL, a.expires_roll))
    return ListItem(title=f"{a.text} ({SCENE_TEXT.KINDS[a.kind]})", fields=fields)


def new_npc(name: str) -> FateSheet:
    """A quick NPC: approaches +0 (the GM sets the one or two it is good at), no fate points of its own, the
    FAE stress track and consequences [FAE SRD]."""
    from py_rules.systems.fate import new_sheet

    return new_sheet(name).model_copy(update={"fate_points": 0})


def _sheet(scene: FateScene, index: int, links: Links) -> FateSheet | None:
    try:
        return sheet_of(scene, index, links)
    except Exception:
        return None


def _stress(sheet: FateSheet) -> str:
    boxes = [b for t in sheet.harm.tracks[:1] for b in t.boxes]
    return " ".join(f"[{b.value}]" if b.marked else str(b.value) for b in boxes) or "–"


def _state(scene: FateScene, index: int, sheet: FateSheet | None) -> str:
    p = scene.ucastnici[index]
    if sheet is None:
        return TABLE_TEXT.STATE_MISSING
    if sheet.harm.taken_out:
        return TABLE_TEXT.ST_OUT
    if p.vzdal:
        return TABLE_TEXT.ST_CONCEDED
    if not scene.poradi:
        return TABLE_TEXT.ST_SCENE
    if on_turn(scene) == index:
        return TABLE_TEXT.ST_TURN
    return TABLE_TEXT.ST_ACTED if p.jednal else TABLE_TEXT.ST_WAITS


def _summary(sheet: FateSheet) -> str:
    approaches = ", ".join(TABLE_TEXT.APPROACH_OF.format(approach=label,
                                                         rating=format_rating(sheet.approaches.rating(k)))
                           for k, label in texts.APPROACHES.items())
    taken = [f"{texts.CONSEQUENCE_KINDS[c.kind]} „{c.aspect}“" for c in sheet.harm.consequences if c.taken]
    return " · ".join([approaches, f"{TABLE_TEXT.FP} {sheet.fate_points}", f"{TABLE_TEXT.STRESS} {_stress(sheet)}",
                       f"{TABLE_TEXT.CONSEQUENCES}: {', '.join(taken) or TABLE_TEXT.FREE_SLOT}"])


def _title(scene: FateScene, index: int, sheet: FateSheet | None) -> str:
    p = scene.ucastnici[index]
    name = sheet.name if p.postava and sheet is not None else p.jmeno
    values = TABLE_TEXT.VALUES.format(fp=sheet.fate_points, stress=_stress(sheet)) if sheet is not None else ""
    return TABLE_TEXT.ROW.format(name=name, state=_state(scene, index, sheet), side=TABLE_TEXT.SIDES[p.strana],
                                 values=values)


def _link_field(base: str, p: Participant, links: Links) -> FieldView:
    choices = [Option(value="", label=TABLE_TEXT.NOT_LINKED)]
    choices += [Option(value=save_id, label=name) for save_id, name in links.roster.items()]
    if p.postava and p.postava not in links.roster:
        choices.append(Option(value=p.postava, label=TABLE_TEXT.MISSING_SAVE))
    return select(f"{base}.postava", TABLE_TEXT.LINK, p.postava, choices, hint=TABLE_TEXT.H_LINK)


def _npc_fields(base: str, p: Participant, sheet: FateSheet) -> list[FieldView]:
    """An NPC's values edited on its card: a mook its skills (everything else is its approach, +0), an NPC rated
    by approaches its approaches and fate points; both their stress and consequences."""
    d = f"{base}.denik"
    fields: list[FieldView]
    if p.dovednosti:
        ratings = {sheet.approaches.rating(k) for k in texts.APPROACHES}
        rest = format_rating(ratings.pop()) if len(ratings) == 1 else TABLE_TEXT.ELSE_APPROACHES
        fields = [*skill_fields(base, p.dovednosti), stat(TABLE_TEXT.ELSE, rest)]
    else:
        fields = [number(f"{d}.approaches.{k}", label, sheet.approaches.rating(k), -2, 8)
                  for k, label in texts.APPROACHES.items()]
        fields.append(number(f"{d}.fate_points", TABLE_TEXT.FP, sheet.fate_points, 0, 99))
    for t, track in enumerate(sheet.harm.tracks[:1]):
        fields += [toggle(f"{d}.harm.tracks.{t}.boxes.{b}.marked", f"{TABLE_TEXT.STRESS} {box.value}", box.marked)
                   for b, box in enumerate(track.boxes)]
    fields += [text(f"{d}.harm.consequences.{c}.aspect", texts.CONSEQUENCE_KINDS[slot.kind], slot.aspect)
               for c, slot in enumerate(sheet.harm.consequences)]
    return fields


def _participant(scene: FateScene, index: int, links: Links) -> ListItem:
    p = scene.ucastnici[index]
    base = f"ucastnici.{index}"
    sheet = _sheet(scene, index, links)
    fields: list[FieldView] = [
        select(f"{base}.strana", TABLE_TEXT.SIDE, p.strana,
               [Option(value=k, label=v) for k, v in TABLE_TEXT.SIDES.items()]),
        text(f"{base}.jmeno", TABLE_TEXT.NAME, p.jmeno),
        _link_field(base, p, links),
    ]
    if p.postava:
        fields.append(stat(TABLE_TEXT.FROM_SHEET, _summary(sheet) if sheet else TABLE_TEXT.STATE_MISSING,
                           tone="normal" if sheet else "warn"))
    elif sheet is not None:
        fields += _npc_fields(base, p, sheet)
    return ListItem(title=_title(scene, index, sheet), fields=fields)


def _open_roll(scene: FateScene, links: Links) -> list[FieldView]:
    """The roll still open to invokes after its dice (the attack waiting is shown above)."""
    if scene.utok is not None:
        return []
    r = still_open(scene, links)
    if r is None:
        return []
    row = TABLE_TEXT.OPEN_ROLL_ROW.format(who=name_of(scene, r.kdo, links), action=texts.ACTIONS[r.akce],
                                          total=format_rating(r.total), against=format_rating(r.proti))
    return [stat(TABLE_TEXT.OPEN_ROLL, row)]


def _conflict(scene: FateScene, links: Links) -> Section:
    turn = on_turn(scene)
    fields: list[FieldView] = [
        stat(TABLE_TEXT.ROUND, scene.round if scene.poradi else "–"),
        stat(TABLE_TEXT.TURN, name_of(scene, turn, links) if turn is not None else TABLE_TEXT.NOT_STARTED,
             tone="good" if turn is not None else "normal"),
    ]
    if scene.poradi:
        approach = ORDER_APPROACH[scene.druh_konfliktu]
        fields.append(stat(TABLE_TEXT.KIND, TABLE_TEXT.KINDS[scene.druh_konfliktu]))
        order = []
        for i in scene.poradi:
            sheet = _sheet(scene, i, links)
            rating = format_rating(sheet.approaches.rating(approach)) if sheet else "?"
            order.append(TABLE_TEXT.ORDER_ITEM.format(name=name_of(scene, i, links), rating=rating))
        fields.append(stat(TABLE_TEXT.ORDER, ", ".join(order)))
    if scene.utok is not None:
        a = scene.utok
        label, row = ((TABLE_TEXT.PENDING_ATTACK, TABLE_TEXT.PENDING_ATTACK_ROW) if a.akce == "attack"
                      else (TABLE_TEXT.PENDING_ADVANTAGE, TABLE_TEXT.PENDING_ADVANTAGE_ROW))
        fields.append(stat(label, row.format(
            attacker=name_of(scene, a.utocnik, links), target=name_of(scene, a.cil, links),
            total=format_rating(a.celkem)), tone="warn"))
    if scene.zasah is not None:
        h = scene.zasah
        fields.append(stat(TABLE_TEXT.PENDING_HIT, TABLE_TEXT.PENDING_HIT_ROW.format(
            attacker=name_of(scene, h.utocnik, links), target=name_of(scene, h.cil, links),
            shifts=amount(h.posuny, texts.LABELS.SHIFT_FORMS)), tone="warn"))
    fields += _open_roll(scene, links)
    if scene.poradi and len(sides_left(scene, links)) < 2:
        fields.append(stat(TABLE_TEXT.PROPOSAL, TABLE_TEXT.OVER, tone="warn"))
    return Section(id="konflikt", title=TABLE_TEXT.CONFLICT, fields=fields)


def view(scene: FateScene) -> SheetView:
    """The scene without linked sheets (a linked character shows as not available)."""
    return view_linked(scene, Links())


def view_linked(scene: FateScene, links: Links) -> SheetView:
    """The scene board for the shell, with the linked characters' sheets (and the roster to link from)."""
    free = sum(a.free_invokes for a in scene.aspects)
    badges = [Badge(label=SCENE_TEXT.ROUND_LABEL, value=str(scene.round)) if scene.in_conflict
              else Badge(label=SCENE_TEXT.OUT_OF_CONFLICT),
              Badge(label=SCENE_TEXT.FREE_INVOKES, value=str(free), tone="good" if free else "normal")]
    if scene.current_roll:
        badges.append(Badge(label=SCENE_TEXT.THIS_ROLL, value=", ".join(r.aspect for r in scene.current_roll)))
    if scene.poradi:
        badges[0] = Badge(label=SCENE_TEXT.ROUND_LABEL, value=str(scene.round), tone="good")
    people = [_participant(scene, i, links) for i in range(len(scene.ucastnici))]
    npc = Participant(jmeno=TABLE_TEXT.NEW_NPC, denik=new_npc(TABLE_TEXT.NEW_NPC)).model_dump(mode="json")
    return SheetView(title=scene.name, subtitle=SCENE_TEXT.SUBTITLE, badges=badges, participants="ucastnici", sections=[
        _conflict(scene, links),
        Section(id="ucastnici", title=TABLE_TEXT.PEOPLE, fields=[item_list(
            "ucastnici", TABLE_TEXT.PEOPLE, people, new_item=npc, add_label=TABLE_TEXT.ADD_PERSON,
            max_items=MAX_PARTICIPANTS)]),
        Section(id="scena", title=SCENE_TEXT.G_SCENE, fields=[
            text("name", SCENE_TEXT.SCENE_NAME, scene.name),
            toggle("in_conflict", SCENE_TEXT.IN_CONFLICT, scene.in_conflict),
            number("round", SCENE_TEXT.ROUND_LABEL, scene.round, 1, 999),
            select("invoke_stacking", texts.LABELS.STACKING, scene.invoke_stacking,
                   options(texts.STACKING_MODES)),
        ]),
        Section(id="aspekty", title=SCENE_TEXT.ASPECTS_SECTION, fields=[item_list(
            "aspects", SCENE_TEXT.G_ASPECTS, [_aspect_item(i, a) for i, a in enumerate(scene.aspects)],
            new_item={"text": SCENE_TEXT.NEW_ASPECT_DEFAULT, "kind": "situation", "free_invokes": 0, "holder": "",
                      "expires_round": None, "holder_only": False}, add_label=SCENE_TEXT.ADD_ASPECT, max_items=30)]),
        Section(id="poznamky", title=texts.LABELS.NOTES, fields=[
            longtext("notes", texts.LABELS.NOTES, scene.notes)]),
    ])
