"""The Fate scene board as the shell shows it: the scene, its aspects with free invokes, notes."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.scene.board import FateScene, SceneAspect
from py_rules.view import (
    Badge,
    FieldView,
    ListItem,
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

__all__ = ["view"]

S = texts.S


def _aspect_item(i: int, a: SceneAspect) -> ListItem:
    fields: list[FieldView] = [
        text(f"aspects.{i}.text", S.ASPECT, a.text),
        select(f"aspects.{i}.kind", S.KIND, a.kind, S.KINDS),
        number(f"aspects.{i}.free_invokes", S.FREE_INVOKES, a.free_invokes, 0, 9),
        text(f"aspects.{i}.holder", S.BOOST_HOLDER, a.holder),
    ]
    if a.expires_round is not None:
        fields.append(stat(S.EXPIRES, a.expires_round))
    if a.expires_roll is not None:
        fields.append(stat(S.EXPIRES_ROLL, a.expires_roll))
    return ListItem(title=f"{a.text} ({S.KINDS[a.kind]})", fields=fields)


def view(scene: FateScene) -> SheetView:
    """The scene board for the shell."""
    free = sum(a.free_invokes for a in scene.aspects)
    badges = [Badge(label=S.ROUND_LABEL, value=str(scene.round)) if scene.in_conflict
              else Badge(label=S.OUT_OF_CONFLICT),
              Badge(label=S.FREE_INVOKES, value=str(free), tone="good" if free else "normal")]
    if scene.current_roll:
        badges.append(Badge(label=S.THIS_ROLL, value=", ".join(r.aspect for r in scene.current_roll)))
    return SheetView(title=scene.name, subtitle=S.SUBTITLE, badges=badges, participants="aspects", sections=[
        Section(id="scena", title=S.G_SCENE, fields=[
            text("name", S.SCENE_NAME, scene.name),
            toggle("in_conflict", S.IN_CONFLICT, scene.in_conflict),
            number("round", S.ROUND_LABEL, scene.round, 1, 999),
            select("invoke_stacking", texts.T.STACKING, scene.invoke_stacking,
                   options(texts.STACKING_MODES)),
        ]),
        Section(id="aspekty", title=S.ASPECTS_SECTION, fields=[item_list(
            "aspects", S.G_ASPECTS, [_aspect_item(i, a) for i, a in enumerate(scene.aspects)],
            new_item={"text": S.NEW_ASPECT_DEFAULT, "kind": "situation", "free_invokes": 0, "holder": "",
                      "expires_round": None}, add_label=S.ADD_ASPECT, max_items=30)]),
        Section(id="poznamky", title=texts.T.NOTES, fields=[
            longtext("notes", texts.T.NOTES, scene.notes)]),
    ])
