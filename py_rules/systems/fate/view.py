"""The character sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules.czech import amount
from py_rules.systems.fate import texts
from py_rules.systems.fate.after_roll import describe_last_roll
from py_rules.systems.fate.harm import CONDITION_VALUES, CONSEQUENCE_VALUES
from py_rules.systems.fate.rules import format_rating, outcome_of, rating_label
from py_rules.systems.fate.sheet import FateSheet, StressTrack, refresh_of
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
)

__all__ = ["rating_warnings", "view"]

T = texts.T
START_MIN, START_MAX = 0, 3  # 002:L68 «Nevalný (+0) až Dobrý (+3)»
FAE_ARRAY = [3, 2, 2, 1, 1, 0]


def rating_warnings(sheet: FateSheet) -> list[str]:
    """A warning per approach outside +0…+3 (002:L68; digest case F26: a warning, not a block)."""
    out = []
    for key, label in texts.APPROACHES.items():
        rating = sheet.approaches.rating(key)
        if not START_MIN <= rating <= START_MAX:
            out.append(T.RATING_WARNING.format(approach=label, rating=format_rating(rating), range=T.RATING_RANGE))
    return out


def _character(sheet: FateSheet) -> Section:
    aspects = [ListItem(title=f"{T.ASPECT} {i + 1}", fields=[
        text(f"aspects.{i}.text", T.ASPECT, a.text)])
        for i, a in enumerate(sheet.aspects)]
    return Section(id="postava", title=T.CHARACTER, fields=[
        text("name", T.NAME, sheet.name),
        text("high_concept", T.HIGH_CONCEPT, sheet.high_concept),
        text("trouble", T.TROUBLE, sheet.trouble),
        item_list("aspects", T.ASPECTS, aspects, new_item={"text": ""}, add_label=T.ADD_ASPECT, max_items=5),
    ])


def _approaches(sheet: FateSheet) -> Section:
    fields: list[FieldView] = []
    for key, label in texts.APPROACHES.items():
        rating = sheet.approaches.rating(key)
        tone: Tone = "normal" if START_MIN <= rating <= START_MAX else "warn"
        fields.append(number(f"approaches.{key}", f"{label} — {rating_label(rating)}", rating, -2, 8,
                             hint=texts.APPROACH_HINTS[key], tone=tone))
    ratings = sorted((sheet.approaches.rating(k) for k in texts.APPROACHES), reverse=True)
    if ratings != FAE_ARRAY:
        fields.append(stat(T.APPROACHES, T.FAE_ARRAY, hint="FAE SRD"))
    return Section(id="pristupy", title=T.APPROACHES, fields=fields)


def _last_roll(sheet: FateSheet) -> Section | None:
    last = sheet.last_roll
    if last is None:
        return None
    outcome = outcome_of(last.shifts)
    tones: dict[str, Tone] = {"failure": "bad", "tie": "warn", "success": "good", "style": "good"}
    tone = tones[outcome]
    return Section(id="posledni_hod", title=texts.A.SECTION, fields=[
        stat(texts.A.ROLL, describe_last_roll(last)),
        stat(texts.A.RESULT, texts.OUTCOMES[outcome], tone=tone),
        stat(texts.A.INVOKES, last.invokes),
    ])


def _stunts(sheet: FateSheet) -> Section:
    items = [ListItem(title=s.name, fields=[
        text(f"stunts.{i}.name", T.STUNT_NAME, s.name),
        longtext(f"stunts.{i}.description", T.STUNT_DESCRIPTION, s.description),
        select(f"stunts.{i}.approach", T.STUNT_APPROACH, s.approach, {"any": T.ANY, **texts.APPROACHES}),
        select(f"stunts.{i}.action", T.STUNT_ACTION, s.action, {"any": T.ANY, **texts.ACTIONS}),
        number(f"stunts.{i}.bonus", T.STUNT_BONUS, s.bonus, 0, 4),
    ]) for i, s in enumerate(sheet.stunts)]
    new = {"name": T.NEW_STUNT, "description": "", "approach": "any", "action": "any", "bonus": 2}
    return Section(id="triky", title=T.STUNTS, fields=[
        item_list("stunts", T.STUNTS, items, new_item=new, add_label=T.ADD_STUNT, max_items=8, hint=T.STUNTS_HINT)])


def _fate(sheet: FateSheet) -> Section:
    refresh = refresh_of(sheet.base_refresh, len(sheet.stunts))
    return Section(id="osud", title=T.FATE_POINTS, fields=[
        number("fate_points", T.FATE_POINTS, sheet.fate_points, 0, 99),
        number("base_refresh", T.BASE_REFRESH, sheet.base_refresh, 1, 10),
        stat(T.REFRESH, refresh, hint=T.REFRESH_HINT),
        select("invoke_stacking", T.STACKING, sheet.invoke_stacking, texts.STACKING_MODES),
    ])


def _track(t: int, track: StressTrack) -> FieldView:
    items = [ListItem(title=T.BOX.format(value=box.value), fields=[
        toggle(f"harm.tracks.{t}.boxes.{b}.marked", f"{track.name}: {T.BOX.format(value=box.value)}", box.marked),
        number(f"harm.tracks.{t}.boxes.{b}.value", T.BOX_VALUE, box.value, 1, 8),
    ]) for b, box in enumerate(track.boxes)]
    return item_list(f"harm.tracks.{t}.boxes", track.name, items,
                     new_item={"value": len(track.boxes) + 1, "marked": False}, add_label=T.ADD_BOX, max_items=10,
                     hint=T.BOX_HINT)


def _consequences(sheet: FateSheet) -> FieldView:
    items = []
    for c, slot in enumerate(sheet.harm.consequences):
        label = f"{texts.CONSEQUENCE_KINDS[slot.kind]} ({CONSEQUENCE_VALUES[slot.kind]})"
        items.append(ListItem(title=label, fields=[
            text(f"harm.consequences.{c}.aspect", T.ASPECT, slot.aspect, tone="bad" if slot.taken else "normal"),
            toggle(f"harm.consequences.{c}.taken", T.TAKEN, slot.taken),
            toggle(f"harm.consequences.{c}.recovering", T.RECOVERING, slot.recovering),
            select(f"harm.consequences.{c}.kind", T.KIND, slot.kind, texts.CONSEQUENCE_KINDS),
        ]))
    new = {"kind": "mild", "aspect": "", "taken": False, "recovering": False, "this_conflict": False}
    return item_list("harm.consequences", T.CONSEQUENCES, items, new_item=new, add_label=T.ADD_CONSEQUENCE,
                     max_items=6)


def _harm(sheet: FateSheet) -> Section:
    harm = sheet.harm
    fields: list[FieldView] = [stat(T.HARM_MODEL, texts.HARM_MODELS[harm.model], hint=T.MODEL_HINT)]
    fields += [_track(t, track) for t, track in enumerate(harm.tracks)]
    if harm.consequences or harm.model != "conditions":
        fields.append(_consequences(sheet))
    items = [ListItem(title=f"{s.name} ({CONDITION_VALUES[s.kind]})", fields=[
        text(f"harm.conditions.{i}.name", T.CONDITION_NAME, s.name),
        select(f"harm.conditions.{i}.kind", T.CONDITION_KIND, s.kind, texts.CONDITION_KINDS),
        toggle(f"harm.conditions.{i}.marked", T.MARKED, s.marked),
    ]) for i, s in enumerate(harm.conditions)]
    new = {"name": T.NEW_CONDITION, "kind": "fleeting", "marked": False, "this_conflict": False}
    fields.append(item_list("harm.conditions", T.CONDITIONS, items, new_item=new, add_label=T.ADD_CONDITION,
                            max_items=12))
    fields.append(toggle("harm.taken_out", T.TAKEN_OUT, harm.taken_out, tone="bad" if harm.taken_out else "normal"))
    return Section(id="zraneni", title=T.HARM, fields=fields)


def _badges(sheet: FateSheet) -> list[Badge]:
    refresh = refresh_of(sheet.base_refresh, len(sheet.stunts))
    badges = [Badge(label=T.FATE_POINTS, value=str(sheet.fate_points), tone="good" if sheet.fate_points else "warn"),
              Badge(label=T.REFRESH, value=str(refresh))]
    free = sum(1 for t in sheet.harm.tracks for b in t.boxes if not b.marked)
    total = sum(len(t.boxes) for t in sheet.harm.tracks)
    if total:
        badges.append(Badge(label=T.STRESS, value=T.STRESS_FREE.format(free=free, total=total),
                            tone="normal" if free else "warn"))
    taken = sum(1 for c in sheet.harm.consequences if c.taken)
    if taken:
        badges.append(Badge(label=T.CONSEQUENCES, value=amount(taken, T.TAKEN_FORMS), tone="bad"))
    if sheet.harm.taken_out:
        badges.append(Badge(label=T.TAKEN_OUT, tone="bad"))
    badges += [Badge(label=T.WARNING, value=w, tone="warn") for w in rating_warnings(sheet)]
    return badges


def view(sheet: FateSheet) -> SheetView:
    """The sheet for the shell; never changes it."""
    notes = Section(id="poznamky", title=T.NOTES, fields=[
        longtext("notes", T.NOTES, sheet.notes)])
    subtitle = " · ".join(x for x in (sheet.high_concept, sheet.trouble) if x)
    sections = [_character(sheet), _approaches(sheet), _last_roll(sheet), _stunts(sheet), _fate(sheet),
                _harm(sheet), notes]
    return SheetView(title=sheet.name, subtitle=subtitle, badges=_badges(sheet),
                     sections=[s for s in sections if s is not None])
