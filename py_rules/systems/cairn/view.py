"""The Cairn sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from typing import Any

from py_rules.czech import count, percent
from py_rules.view import Badge, FieldView, ListItem, Option, Section, SheetView

from . import texts
from .odds import save_chance
from .rules import CAPACITY, armour_total, effective_bo, held, layout, used_slots, zero_state
from .sheet import ATTRIBUTES, DAMAGE_DICE, MAX_DAY, AttrKey, CairnSheet, Item

__all__ = ["badges", "view"]


def _options(pairs: list[tuple[Any, str]]) -> list[Option]:
    return [Option(value=v, label=label) for v, label in pairs]


def _field(kind: str, label: str, path: str | None, value: Any, **extra: Any) -> FieldView:
    return FieldView.model_validate({"kind": kind, "label": label, "path": path, "value": value, **extra})


def _attribute_fields(sheet: CairnSheet, key: AttrKey) -> list[FieldView]:
    attr = sheet.attributes.get(key)
    short = texts.ATTR_SHORT[key]
    chance = save_chance(attr.current, sheet.settings.save_mode)
    zero = texts.ZERO_STATE[zero_state(key)] if attr.current == 0 else None
    return [
        _field("track", texts.ATTR_NAMES[key], f"attributes.{key}.current", attr.current, min=0, max=attr.max,
               tone="bad" if zero else "normal", hint=zero),
        _field("number", texts.V_MAX.format(attr=short), f"attributes.{key}.max", attr.max, min=1, max=20),
        _field("number", texts.V_XP.format(attr=short), f"attributes.{key}.xp", attr.xp, min=0, max=4,
               hint=texts.H_XP),
        _field("stat", texts.V_CHANCE.format(attr=short), None, percent(chance)),
    ]


def _defence(sheet: CairnSheet) -> Section:
    return Section(id="obrana", title=texts.S_DEFENCE, fields=[
        _field("track", texts.V_BO, "bo.current", sheet.bo.current, min=0, max=sheet.bo.max, hint=texts.H_BO),
        _field("number", texts.V_BO_MAX, "bo.max", sheet.bo.max, min=0, max=99),
        _field("stat", texts.V_ARMOUR, None, armour_total(sheet), hint=texts.H_ARMOUR),
    ])


def _states(sheet: CairnSheet) -> Section:
    fields = [_field("number", texts.V_DAY, "day", sheet.day, min=1, max=MAX_DAY, hint=texts.H_DAY)]
    fields += [_field("toggle", label, f"states.{key}", getattr(sheet.states, key))
               for key, label in texts.STATE_NAMES.items()]
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
        _field("text", texts.V_ITEM_NAME, f"{base}.name", item.name),
        _field("select", texts.V_SIZE, f"{base}.size", item.size, options=_options(list(texts.SIZE_NAMES.items()))),
        _field("select", texts.V_DAMAGE, f"{base}.damage", item.damage, options=_options(damage)),
        _field("toggle", texts.V_BLAST, f"{base}.blast", item.blast),
        _field("toggle", texts.V_RANGED, f"{base}.ranged", item.ranged),
        _field("number", texts.V_AMMO, f"{base}.ammo", item.ammo, min=0, max=999, hint=texts.H_AMMO_FIELD),
        _field("toggle", texts.V_USED, f"{base}.used_in_fight", item.used_in_fight),
        _field("number", texts.V_ITEM_ARMOUR, f"{base}.armour", item.armour, min=0, max=3, hint=texts.H_ITEM_ARMOUR),
        _field("select", texts.V_LOCATION, f"{base}.location", item.location, options=_options(places)),
        _field("text", texts.V_NOTE, f"{base}.note", item.note),
    ]


def _load_stats(sheet: CairnSheet) -> list[FieldView]:
    used = used_slots(sheet)
    over = used - CAPACITY
    hint = texts.OVER_CAPACITY.format(over=count(over, "slot", "sloty", "slotů")) if over > 0 else texts.H_SLOTS
    stats = [_field("stat", texts.V_SLOTS, None, f"{used}/{CAPACITY}", tone="bad" if over > 0 else "normal",
                    hint=hint)]
    for number, ext in enumerate(sheet.extensions, start=1):
        ext_used = used_slots(sheet, number)
        stats.append(_field("stat", ext.name, None, f"{ext_used}/{ext.slots}",
                            tone="bad" if ext_used > ext.slots else "normal"))
    return stats


def _inventory(sheet: CairnSheet) -> Section:
    rows = [ListItem(title=_item_title(sheet, i, item), fields=_item_fields(sheet, i, item))
            for i, item in enumerate(sheet.inventory)]
    ext_rows = [ListItem(title=e.name, fields=[
        _field("text", texts.V_EXT_NAME, f"extensions.{i}.name", e.name),
        _field("number", texts.V_EXT_SLOTS, f"extensions.{i}.slots", e.slots, min=1, max=200)])
        for i, e in enumerate(sheet.extensions)]
    return Section(id="inventar", title=texts.S_INVENTORY, fields=[
        *_load_stats(sheet),
        _field("list", texts.V_INVENTORY, "inventory", None, items=rows, new_item=Item().model_dump(),
               add_label=texts.ADD_ITEM, max_items=40, hint=texts.H_INVENTORY),
        _field("list", texts.V_EXTENSIONS, "extensions", None, items=ext_rows,
               new_item={"name": "Vozík", "slots": 10}, add_label=texts.ADD_EXTENSION, max_items=10,
               hint=texts.H_EXTENSIONS),
        _field("number", texts.V_MONEY, "money", sheet.money, min=0, max=10_000_000),
    ])


def _growth(sheet: CairnSheet) -> Section:
    pending = ", ".join(texts.ATTR_SHORT[k] for k in sheet.pending_growth) or texts.NONE
    return Section(id="rust", title=texts.S_GROWTH, fields=[
        _field("stat", texts.V_PENDING, None, pending, tone="warn" if sheet.pending_growth else "normal",
               hint=texts.H_PENDING),
        _field("longtext", texts.V_GROWTH_NOTES, "growth_notes", sheet.growth_notes, hint=texts.H_GROWTH_NOTES),
    ])


def _settings(sheet: CairnSheet) -> Section:
    s = sheet.settings
    return Section(id="nastaveni", title=texts.S_SETTINGS, fields=[
        _field("select", texts.V_SAVE_MODE, "settings.save_mode", s.save_mode,
               options=_options(list(texts.MODE_NAMES.items())), hint=texts.H_SAVE_MODE),
        _field("toggle", texts.P_TOGETHER, "settings.together_stronger", s.together_stronger, hint=texts.H_TOGETHER),
        _field("select", texts.V_CREATURE, "settings.creature", s.creature,
               options=_options(list(texts.CREATURE_NAMES.items())), hint=texts.H_CREATURE),
        _field("number", texts.V_LEADER, "settings.leader_vul", s.leader_vul, min=0, max=20, hint=texts.H_LEADER),
        _field("toggle", texts.V_FULL_LOAD, "settings.full_load_zero_bo", s.full_load_zero_bo, hint=texts.H_FULL_LOAD),
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
        out.append(Badge(label=texts.V_PENDING, value=count(len(sheet.pending_growth), "úroveň", "úrovně", "úrovní"),
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
                _field("text", texts.V_NAME, "name", sheet.name),
                _field("longtext", texts.V_NOTES, "notes", sheet.notes)]),
        ],
    )
