"""The character sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules.czech import amount
from py_rules.systems.fate import texts
from py_rules.systems.fate.after_roll import describe_last_roll
from py_rules.systems.fate.harm import CONDITION_VALUES, CONSEQUENCE_VALUES
from py_rules.systems.fate.rules import format_rating, outcome_of, rating_label
from py_rules.systems.fate.sheet import FateSheet, StressTrack, refresh_of
from py_rules.systems.fate.texts import LABELS
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

START_MIN, START_MAX = 0, 3  # 002:L68 «Nevalný (+0) až Dobrý (+3)»
FAE_ARRAY = [3, 2, 2, 1, 1, 0]


def rating_warnings(sheet: FateSheet) -> list[str]:
    """A warning per approach outside +0…+3 (002:L68; digest case F26: a warning, not a block)."""
    out = []
    for key, label in texts.APPROACHES.items():
        rating = sheet.approaches.rating(key)
        if not START_MIN <= rating <= START_MAX:
            out.append(LABELS.RATING_WARNING.format(approach=label, rating=format_rating(rating),
                                                    range=LABELS.RATING_RANGE))
    return out


def _character(sheet: FateSheet) -> Section:
    aspects = [ListItem(title=f"{LABELS.ASPECT} {i + 1}", fields=[
        text(f"aspects.{i}.text", LABELS.ASPECT, a.text)])
        for i, a in enumerate(sheet.aspects)]
    return Section(id="postava", title=LABELS.CHARACTER, fields=[
        text("name", LABELS.NAME, sheet.name), text("high_concept", LABELS.HIGH_CONCEPT, sheet.high_concept),
        text("trouble", LABELS.TROUBLE, sheet.trouble),
        item_list("aspects", LABELS.ASPECTS, aspects, new_item={"text": ""}, add_label=LABELS.ADD_ASPECT, max_items=5),
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
        fields.append(stat(LABELS.APPROACHES, LABELS.FAE_ARRAY, hint="FAE SRD"))
    return Section(id="pristupy", title=LABELS.APPROACHES, fields=fields)


def _last_roll(sheet: FateSheet) -> Section | None:
    last = sheet.last_roll
    if last is None:
        return None
    outcome = outcome_of(last.shifts)
    tones: dict[str, Tone] = {"failure": "bad", "tie": "warn", "success": "good", "style": "good"}
    tone = tones[outcome]
    return Section(id="posledni_hod", title=texts.AFTER_ROLL.SECTION, fields=[
        stat(texts.AFTER_ROLL.ROLL, describe_last_roll(last)),
        stat(texts.AFTER_ROLL.RESULT, texts.OUTCOMES[outcome], tone=tone),
        stat(texts.AFTER_ROLL.INVOKES, last.invokes),
    ])


def _stunts(sheet: FateSheet) -> Section:
    items = [ListItem(title=s.name, fields=[
        text(f"stunts.{i}.name", LABELS.STUNT_NAME, s.name),
        longtext(f"stunts.{i}.description", LABELS.STUNT_DESCRIPTION, s.description),
        select(f"stunts.{i}.approach", LABELS.STUNT_APPROACH, s.approach, {"any": LABELS.ANY, **texts.APPROACHES}),
        select(f"stunts.{i}.action", LABELS.STUNT_ACTION, s.action, {"any": LABELS.ANY, **texts.ACTIONS}),
        number(f"stunts.{i}.bonus", LABELS.STUNT_BONUS, s.bonus, 0, 4),
    ]) for i, s in enumerate(sheet.stunts)]
    new = {"name": LABELS.NEW_STUNT, "description": "", "approach": "any", "action": "any", "bonus": 2}
    return Section(id="triky", title=LABELS.STUNTS, fields=[
        item_list("stunts", LABELS.STUNTS, items, new_item=new, add_label=LABELS.ADD_STUNT, max_items=8,
                  hint=LABELS.STUNTS_HINT)])


def _fate(sheet: FateSheet) -> Section:
    refresh = refresh_of(sheet.base_refresh, len(sheet.stunts))
    return Section(id="osud", title=LABELS.FATE_POINTS, fields=[
        number("fate_points", LABELS.FATE_POINTS, sheet.fate_points, 0, 99),
        number("base_refresh", LABELS.BASE_REFRESH, sheet.base_refresh, 1, 10),
        stat(LABELS.REFRESH, refresh, hint=LABELS.REFRESH_HINT),
        select("invoke_stacking", LABELS.STACKING, sheet.invoke_stacking, texts.STACKING_MODES),
    ])


def _track(t: int, track: StressTrack) -> FieldView:
    items = [ListItem(title=LABELS.BOX.format(value=box.value), fields=[
        toggle(f"harm.tracks.{t}.boxes.{b}.marked", f"{track.name}: {LABELS.BOX.format(value=box.value)}", box.marked),
        number(f"harm.tracks.{t}.boxes.{b}.value", LABELS.BOX_VALUE, box.value, 1, 8),
    ]) for b, box in enumerate(track.boxes)]
    return item_list(f"harm.tracks.{t}.boxes", track.name, items,
                     new_item={"value": len(track.boxes) + 1, "marked": False}, add_label=LABELS.ADD_BOX, max_items=10,
                     hint=LABELS.BOX_HINT)


def _consequences(sheet: FateSheet) -> FieldView:
    items = []
    for c, slot in enumerate(sheet.harm.consequences):
        label = f"{texts.CONSEQUENCE_KINDS[slot.kind]} ({CONSEQUENCE_VALUES[slot.kind]})"
        items.append(ListItem(title=label, fields=[
            text(f"harm.consequences.{c}.aspect", LABELS.ASPECT, slot.aspect, tone="bad" if slot.taken else "normal"),
            toggle(f"harm.consequences.{c}.taken", LABELS.TAKEN, slot.taken),
            toggle(f"harm.consequences.{c}.recovering", LABELS.RECOVERING, slot.recovering),
            select(f"harm.consequences.{c}.kind", LABELS.KIND, slot.kind, texts.CONSEQUENCE_KINDS),
        ]))
    new = {"kind": "mild", "aspect": "", "taken": False, "recovering": False, "this_conflict": False}
    return item_list("harm.consequences", LABELS.CONSEQUENCES, items, new_item=new, add_label=LABELS.ADD_CONSEQUENCE,
                     max_items=6)


def _harm(sheet: FateSheet) -> Section:
    harm = sheet.harm
    fields: list[FieldView] = [stat(LABELS.HARM_MODEL, texts.HARM_MODELS[harm.model], hint=LABELS.MODEL_HINT)]
    fields += [_track(t, track) for t, track in enumerate(harm.tracks)]
    if harm.consequences or harm.model != "conditions":
        fields.append(_consequences(sheet))
    items = [ListItem(title=f"{s.name} ({CONDITION_VALUES[s.kind]})", fields=[
        text(f"harm.conditions.{i}.name", LABELS.CONDITION_NAME, s.name),
        select(f"harm.conditions.{i}.kind", LABELS.CONDITION_KIND, s.kind, texts.CONDITION_KINDS),
        toggle(f"harm.conditions.{i}.marked", LABELS.MARKED, s.marked),
    ]) for i, s in enumerate(harm.conditions)]
    new = {"name": LABELS.NEW_CONDITION, "kind": "fleeting", "marked": False, "this_conflict": False}
    fields.append(item_list("harm.conditions", LABELS.CONDITIONS, items, new_item=new, add_label=LABELS.ADD_CONDITION,
                            max_items=12))
    fields.append(toggle("harm.taken_out", LABELS.TAKEN_OUT, harm.taken_out,
                         tone="bad" if harm.taken_out else "normal"))
    return Section(id="zraneni", title=LABELS.HARM, fields=fields)


def _badges(sheet: FateSheet) -> list[Badge]:
    refresh = refresh_of(sheet.base_refresh, len(sheet.stunts))
    badges = [Badge(label=LABELS.FATE_POINTS, value=str(sheet.fate_points),
                    tone="good" if sheet.fate_points else "warn"),
              Badge(label=LABELS.REFRESH, value=str(refresh))]
    free = sum(1 for t in sheet.harm.tracks for b in t.boxes if not b.marked)
    total = sum(len(t.boxes) for t in sheet.harm.tracks)
    if total:
        badges.append(Badge(label=LABELS.STRESS, value=LABELS.STRESS_FREE.format(free=free, total=total),
                            tone="normal" if free else "warn"))
    taken = sum(1 for c in sheet.harm.consequences if c.taken)
    if taken:
        badges.append(Badge(label=LABELS.CONSEQUENCES, value=amount(taken, LABELS.TAKEN_FORMS), tone="bad"))
    if sheet.harm.taken_out:
        badges.append(Badge(label=LABELS.TAKEN_OUT, tone="bad"))
    badges += [Badge(label=LABELS.WARNING, value=w, tone="warn") for w in rating_warnings(sheet)]
    return badges


def view(sheet: FateSheet) -> SheetView:
    """The sheet for the shell; never changes it."""
    notes = Section(id="poznamky", title=LABELS.NOTES, fields=[
        longtext("notes", LABELS.NOTES, sheet.notes)])
    subtitle = " · ".join(x for x in (sheet.high_concept, sheet.trouble) if x)
    sections = [_character(sheet), _approaches(sheet), _last_roll(sheet), _stunts(sheet), _fate(sheet),
                _harm(sheet), notes]
    return SheetView(title=sheet.name, subtitle=subtitle, badges=_badges(sheet),
                     sections=[s for s in sections if s is not None])
