"""The character sheet as the shell shows it: saved fields with paths, derived values as stats and badges."""

from __future__ import annotations

from py_rules.czech import count
from py_rules.systems.fate import texts
from py_rules.systems.fate.after_roll import describe_last_roll
from py_rules.systems.fate.harm import CONDITION_VALUES, CONSEQUENCE_VALUES
from py_rules.systems.fate.rules import format_rating, outcome_of, rating_label
from py_rules.systems.fate.sheet import FateSheet, StressTrack, refresh_of
from py_rules.view import Badge, FieldView, ListItem, Option, Section, SheetView

__all__ = ["rating_warnings", "view"]

T = texts.T
START_MIN, START_MAX = 0, 3  # 002:L68 «Nevalný (+0) až Dobrý (+3)»
FAE_ARRAY = [3, 2, 2, 1, 1, 0]


def _options(mapping: dict[str, str], any_label: str | None = None) -> list[Option]:
    extra = [Option(value="any", label=any_label)] if any_label else []
    return extra + [Option(value=k, label=v) for k, v in mapping.items()]


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
        FieldView(kind="text", label=T.ASPECT, value=a.text, path=f"aspects.{i}.text")])
        for i, a in enumerate(sheet.aspects)]
    return Section(id="postava", title=T.CHARACTER, fields=[
        FieldView(kind="text", label=T.NAME, value=sheet.name, path="name"),
        FieldView(kind="text", label=T.HIGH_CONCEPT, value=sheet.high_concept, path="high_concept"),
        FieldView(kind="text", label=T.TROUBLE, value=sheet.trouble, path="trouble"),
        FieldView(kind="list", label=T.ASPECTS, path="aspects", items=aspects, new_item={"text": ""},
                  add_label=T.ADD_ASPECT, max_items=5),
    ])


def _approaches(sheet: FateSheet) -> Section:
    fields = []
    for key, label in texts.APPROACHES.items():
        rating = sheet.approaches.rating(key)
        tone = "normal" if START_MIN <= rating <= START_MAX else "warn"
        fields.append(FieldView(kind="number", label=f"{label} — {rating_label(rating)}", value=rating,
                                path=f"approaches.{key}", min=-2, max=8, hint=texts.APPROACH_HINTS[key], tone=tone))
    ratings = sorted((sheet.approaches.rating(k) for k in texts.APPROACHES), reverse=True)
    if ratings != FAE_ARRAY:
        fields.append(FieldView(kind="stat", label=T.APPROACHES, value=T.FAE_ARRAY, hint="FAE SRD"))
    return Section(id="pristupy", title=T.APPROACHES, fields=fields)


def _last_roll(sheet: FateSheet) -> Section | None:
    last = sheet.last_roll
    if last is None:
        return None
    outcome = outcome_of(last.shifts)
    tone = {"failure": "bad", "tie": "warn", "success": "good", "style": "good"}[outcome]
    return Section(id="posledni_hod", title=texts.A.SECTION, fields=[
        FieldView(kind="stat", label=texts.A.ROLL, value=describe_last_roll(last)),
        FieldView(kind="stat", label=texts.A.RESULT, value=texts.OUTCOMES[outcome], tone=tone),
        FieldView(kind="stat", label=texts.A.INVOKES, value=last.invokes),
    ])


def _stunts(sheet: FateSheet) -> Section:
    items = [ListItem(title=s.name, fields=[
        FieldView(kind="text", label=T.STUNT_NAME, value=s.name, path=f"stunts.{i}.name"),
        FieldView(kind="longtext", label=T.STUNT_DESCRIPTION, value=s.description, path=f"stunts.{i}.description"),
        FieldView(kind="select", label=T.STUNT_APPROACH, value=s.approach, path=f"stunts.{i}.approach",
                  options=_options(texts.APPROACHES, T.ANY)),
        FieldView(kind="select", label=T.STUNT_ACTION, value=s.action, path=f"stunts.{i}.action",
                  options=_options(texts.ACTIONS, T.ANY)),
        FieldView(kind="number", label=T.STUNT_BONUS, value=s.bonus, path=f"stunts.{i}.bonus", min=0, max=4),
    ]) for i, s in enumerate(sheet.stunts)]
    new = {"name": T.NEW_STUNT, "description": "", "approach": "any", "action": "any", "bonus": 2}
    return Section(id="triky", title=T.STUNTS, fields=[FieldView(
        kind="list", label=T.STUNTS, path="stunts", items=items, new_item=new, add_label=T.ADD_STUNT, max_items=8,
        hint=T.STUNTS_HINT)])


def _fate(sheet: FateSheet) -> Section:
    refresh = refresh_of(sheet.base_refresh, len(sheet.stunts))
    return Section(id="osud", title=T.FATE_POINTS, fields=[
        FieldView(kind="number", label=T.FATE_POINTS, value=sheet.fate_points, path="fate_points", min=0, max=99),
        FieldView(kind="number", label=T.BASE_REFRESH, value=sheet.base_refresh, path="base_refresh", min=1,
                  max=10),
        FieldView(kind="stat", label=T.REFRESH, value=refresh, hint=T.REFRESH_HINT),
        FieldView(kind="select", label=T.STACKING, value=sheet.invoke_stacking, path="invoke_stacking",
                  options=_options(texts.STACKING_MODES)),
    ])


def _track(t: int, track: StressTrack) -> FieldView:
    items = [ListItem(title=T.BOX.format(value=box.value), fields=[
        FieldView(kind="toggle", label=f"{track.name}: {T.BOX.format(value=box.value)}", value=box.marked,
                  path=f"harm.tracks.{t}.boxes.{b}.marked"),
        FieldView(kind="number", label=T.BOX_VALUE, value=box.value, path=f"harm.tracks.{t}.boxes.{b}.value",
                  min=1, max=8),
    ]) for b, box in enumerate(track.boxes)]
    return FieldView(kind="list", label=track.name, path=f"harm.tracks.{t}.boxes", items=items, max_items=10,
                     new_item={"value": len(track.boxes) + 1, "marked": False}, add_label=T.ADD_BOX,
                     hint=T.BOX_HINT)


def _consequences(sheet: FateSheet) -> FieldView:
    items = []
    for c, slot in enumerate(sheet.harm.consequences):
        label = f"{texts.CONSEQUENCE_KINDS[slot.kind]} ({CONSEQUENCE_VALUES[slot.kind]})"
        items.append(ListItem(title=label, fields=[
            FieldView(kind="text", label=T.ASPECT, value=slot.aspect, path=f"harm.consequences.{c}.aspect",
                      tone="bad" if slot.taken else "normal"),
            FieldView(kind="toggle", label=T.TAKEN, value=slot.taken, path=f"harm.consequences.{c}.taken"),
            FieldView(kind="toggle", label=T.RECOVERING, value=slot.recovering,
                      path=f"harm.consequences.{c}.recovering"),
            FieldView(kind="select", label=T.KIND, value=slot.kind, path=f"harm.consequences.{c}.kind",
                      options=_options(texts.CONSEQUENCE_KINDS)),
        ]))
    return FieldView(kind="list", label=T.CONSEQUENCES, path="harm.consequences", items=items, max_items=6,
                     new_item={"kind": "mild", "aspect": "", "taken": False, "recovering": False,
                               "this_conflict": False}, add_label=T.ADD_CONSEQUENCE)


def _harm(sheet: FateSheet) -> Section:
    harm = sheet.harm
    fields = [FieldView(kind="stat", label=T.HARM_MODEL, value=texts.HARM_MODELS[harm.model],
                        hint=T.MODEL_HINT)]
    fields += [_track(t, track) for t, track in enumerate(harm.tracks)]
    if harm.consequences or harm.model != "conditions":
        fields.append(_consequences(sheet))
    items = [ListItem(title=f"{s.name} ({CONDITION_VALUES[s.kind]})", fields=[
        FieldView(kind="text", label=T.CONDITION_NAME, value=s.name, path=f"harm.conditions.{i}.name"),
        FieldView(kind="select", label=T.CONDITION_KIND, value=s.kind, path=f"harm.conditions.{i}.kind",
                  options=_options(texts.CONDITION_KINDS)),
        FieldView(kind="toggle", label=T.MARKED, value=s.marked, path=f"harm.conditions.{i}.marked"),
    ]) for i, s in enumerate(harm.conditions)]
    fields.append(FieldView(kind="list", label=T.CONDITIONS, path="harm.conditions", items=items, max_items=12,
                            new_item={"name": T.NEW_CONDITION, "kind": "fleeting", "marked": False,
                                      "this_conflict": False}, add_label=T.ADD_CONDITION))
    fields.append(FieldView(kind="toggle", label=T.TAKEN_OUT, value=harm.taken_out, path="harm.taken_out",
                            tone="bad" if harm.taken_out else "normal"))
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
        badges.append(Badge(label=T.CONSEQUENCES, value=count(taken, *T.TAKEN_FORMS), tone="bad"))
    if sheet.harm.taken_out:
        badges.append(Badge(label=T.TAKEN_OUT, tone="bad"))
    badges += [Badge(label=T.WARNING, value=w, tone="warn") for w in rating_warnings(sheet)]
    return badges


def view(sheet: FateSheet) -> SheetView:
    """The sheet for the shell; never changes it."""
    notes = Section(id="poznamky", title=T.NOTES, fields=[
        FieldView(kind="longtext", label=T.NOTES, value=sheet.notes, path="notes")])
    subtitle = " · ".join(x for x in (sheet.high_concept, sheet.trouble) if x)
    sections = [_character(sheet), _approaches(sheet), _last_roll(sheet), _stunts(sheet), _fate(sheet),
                _harm(sheet), notes]
    return SheetView(title=sheet.name, subtitle=subtitle, badges=_badges(sheet),
                     sections=[s for s in sections if s is not None])
