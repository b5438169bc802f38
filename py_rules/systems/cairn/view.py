"""The Cairn sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules.czech import amount, percent
from py_rules.view import (
    Badge,
    FieldView,
    ListItem,
    Section,
    SheetView,
    Tone,
    item_list,
    longtext,
    number,
    select,
    stat,
    text,
    toggle,
    track,
)

from . import texts
from .odds import save_chance
from .rules import CAPACITY, armour_total, effective_bo, held, layout, used_slots, zero_state
from .sheet import ATTRIBUTES, DAMAGE_DICE, MAX_DAY, AttrKey, CairnSheet, Extension, Item

__all__ = ["badges", "view"]


def _attribute_fields(sheet: CairnSheet, key: AttrKey) -> list[FieldView]:
    attr = sheet.attributes.get(key)
    short = texts.ATTR_SHORT[key]
    chance = save_chance(attr.current, sheet.settings.save_mode)
    zero = texts.ZERO_STATE[zero_state(key)] if attr.current == 0 else None
    return [
        track(f"attributes.{key}.current", texts.ATTR_NAMES[key], attr.current, attr.max, hint=zero,
              tone="bad" if zero else "normal"),
        number(f"attributes.{key}.max", texts.V_MAX.format(attr=short), attr.max, 1, 20),
        number(f"attributes.{key}.xp", texts.V_XP.format(attr=short), attr.xp, 0, 4, hint=texts.H_XP),
        stat(texts.V_CHANCE.format(attr=short), percent(chance)),
    ]


def _defence(sheet: CairnSheet) -> Section:
    return Section(id="obrana", title=texts.S_DEFENCE, fields=[
        track("bo.current", texts.V_BO, sheet.bo.current, sheet.bo.max, hint=texts.H_BO),
        number("bo.max", texts.V_BO_MAX, sheet.bo.max, 0, 99),
        stat(texts.V_ARMOUR, armour_total(sheet), hint=texts.H_ARMOUR),
    ])


def _states(sheet: CairnSheet) -> Section:
    fields: list[FieldView] = [number("day", texts.V_DAY, sheet.day, 1, MAX_DAY, hint=texts.H_DAY)]
    fields += [toggle(f"states.{key}", label, getattr(sheet.states, key)) for key, label in texts.STATE_NAMES.items()]
    return Section(id="stav", title=texts.S_STATES, fields=fields)


def _item_title(sheet: CairnSheet, index: int, item: Item) -> str:
    where = {i: (a, b) for i, a, b in layout(sheet, item.location)}
    first, last = where[index]
    place = texts.PETTY if first == 0 else texts.SLOT_ONE.format(n=first) if first == last \
        else texts.SLOT_RANGE.format(a=first, b=last)
    hands = item.location == 0 and index in held(sheet)
    return f"{place}{texts.IN_HANDS if hands else ''}: {item.name}"


def _item_fields(sheet: CairnSheet, index: int, item: Item) -> list[FieldView]:
    base = f"inventory.{index}"
    places = [(0, texts.ON_BODY), *((i + 1, e.name) for i, e in enumerate(sheet.extensions))]
    damage = [("", texts.NOT_WEAPON), *((d, d) for d in DAMAGE_DICE)]
    return [
        text(f"{base}.name", texts.V_ITEM_NAME, item.name),
        select(f"{base}.size", texts.V_SIZE, item.size, texts.SIZE_NAMES),
        select(f"{base}.damage", texts.V_DAMAGE, item.damage, damage),
        toggle(f"{base}.blast", texts.V_BLAST, item.blast),
        toggle(f"{base}.ranged", texts.V_RANGED, item.ranged),
        number(f"{base}.ammo", texts.V_AMMO, item.ammo, 0, 999, hint=texts.H_AMMO_FIELD),
        toggle(f"{base}.used_in_fight", texts.V_USED, item.used_in_fight),
        number(f"{base}.armour", texts.V_ITEM_ARMOUR, item.armour, 0, 3, hint=texts.H_ITEM_ARMOUR),
        select(f"{base}.location", texts.V_LOCATION, item.location, places),
        text(f"{base}.note", texts.V_NOTE, item.note),
    ]


def _load_stats(sheet: CairnSheet) -> list[FieldView]:
    used = used_slots(sheet)
    over = used - CAPACITY
    hint = texts.OVER_CAPACITY.format(over=amount(over, texts.SLOT, "acc")) if over > 0 else texts.H_SLOTS
    tone: Tone = "bad" if over > 0 else "normal"
    stats: list[FieldView] = [stat(texts.V_SLOTS, f"{used}/{CAPACITY}", hint=hint, tone=tone)]
    for index, ext in enumerate(sheet.extensions, start=1):
        ext_used = used_slots(sheet, index)
        stats.append(stat(ext.name, f"{ext_used}/{ext.slots}", tone="bad" if ext_used > ext.slots else "normal"))
    return stats


def _inventory(sheet: CairnSheet) -> Section:
    rows = [ListItem(title=_item_title(sheet, i, item), fields=_item_fields(sheet, i, item))
            for i, item in enumerate(sheet.inventory)]
    ext_rows = [ListItem(title=e.name, fields=[
        text(f"extensions.{i}.name", texts.V_EXT_NAME, e.name),
        number(f"extensions.{i}.slots", texts.V_EXT_SLOTS, e.slots, 1, 200)])
        for i, e in enumerate(sheet.extensions)]
    return Section(id="inventar", title=texts.S_INVENTORY, fields=[
        *_load_stats(sheet),
        item_list("inventory", texts.V_INVENTORY, rows, new_item=Item().model_dump(), add_label=texts.ADD_ITEM,
                  max_items=40, hint=texts.H_INVENTORY),
        item_list("extensions", texts.V_EXTENSIONS, ext_rows, new_item=Extension().model_dump(),
                  add_label=texts.ADD_EXTENSION, max_items=10, hint=texts.H_EXTENSIONS),
        number("money", texts.V_MONEY, sheet.money, 0, 10_000_000),
    ])


def _growth(sheet: CairnSheet) -> Section:
    pending = ", ".join(texts.ATTR_SHORT[k] for k in sheet.pending_growth) or texts.NONE
    return Section(id="rust", title=texts.S_GROWTH, fields=[
        stat(texts.V_PENDING, pending, hint=texts.H_PENDING, tone="warn" if sheet.pending_growth else "normal"),
        longtext("growth_notes", texts.V_GROWTH_NOTES, sheet.growth_notes, hint=texts.H_GROWTH_NOTES),
    ])


def _settings(sheet: CairnSheet) -> Section:
    s = sheet.settings
    return Section(id="nastaveni", title=texts.S_SETTINGS, fields=[
        select("settings.save_mode", texts.V_SAVE_MODE, s.save_mode, texts.MODE_NAMES,
               hint=texts.H_SAVE_MODE),
        toggle("settings.together_stronger", texts.P_TOGETHER, s.together_stronger, hint=texts.H_TOGETHER),
        select("settings.creature", texts.V_CREATURE, s.creature, texts.CREATURE_NAMES,
               hint=texts.H_CREATURE),
        number("settings.leader_vul", texts.V_LEADER, s.leader_vul, 0, 20, hint=texts.H_LEADER),
        toggle("settings.full_load_zero_bo", texts.V_FULL_LOAD, s.full_load_zero_bo, hint=texts.H_FULL_LOAD),
    ])


def badges(sheet: CairnSheet) -> list[Badge]:
    """Short derived facts: armour, BO, states, zero attributes, load, pending growth."""
    out = [Badge(label=texts.V_ARMOUR, value=str(armour_total(sheet))),
           Badge(label="BO", value=f"{sheet.bo.current}/{sheet.bo.max}", tone="warn" if sheet.bo.current == 0 else
                 "normal")]
    for key, label in texts.STATE_NAMES.items():
        if getattr(sheet.states, key):
            out.append(Badge(label=label, tone="bad" if key in ("dead", "critical") else "warn"))
    for key in ATTRIBUTES:
        if sheet.attributes.get(key).current == 0:
            out.append(Badge(label=texts.ZERO_STATE[zero_state(key)].capitalize(), value=texts.ATTR_SHORT[key] + " 0",
                             tone="bad"))
    used = used_slots(sheet)
    if used > CAPACITY:
        out.append(Badge(label=texts.OVERLOADED, value=f"{used}/{CAPACITY}", tone="bad"))
    if effective_bo(sheet) != sheet.bo.current:
        out.append(Badge(label=texts.FULL_LOAD_BADGE, tone="bad"))
    if sheet.pending_growth:
        out.append(Badge(label=texts.V_PENDING, value=amount(len(sheet.pending_growth), texts.LEVEL),
                         tone="good"))
    return out


def view(sheet: CairnSheet) -> SheetView:
    """The whole sheet for the shell."""
    attrs = [f for key in ATTRIBUTES for f in _attribute_fields(sheet, key)]
    return SheetView(
        title=sheet.name,
        subtitle=f"{texts.CREATURE_NAMES[sheet.settings.creature]} · {texts.MODE_SHORT[sheet.settings.save_mode]}",
        badges=badges(sheet),
        sections=[
            Section(id="dovednosti", title=texts.S_ATTRIBUTES, fields=attrs),
            _defence(sheet), _states(sheet), _inventory(sheet), _growth(sheet), _settings(sheet),
            Section(id="poznamky", title=texts.S_NOTES, fields=[
                text("name", texts.V_NAME, sheet.name),
                longtext("notes", texts.V_NOTES, sheet.notes)]),
        ],
    )
