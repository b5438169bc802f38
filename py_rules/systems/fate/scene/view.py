"""The Fate scene board as the shell shows it: the scene, its aspects with free invokes, notes."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.scene.board import FateScene, SceneAspect
from py_rules.view import Badge, FieldView, ListItem, Option, Section, SheetView

__all__ = ["view"]

S = texts.S


def _aspect_item(i: int, a: SceneAspect) -> ListItem:
    fields = [
        FieldView(kind="text", label=S.ASPECT, value=a.text, path=f"aspects.{i}.text"),
        FieldView(kind="select", label=S.KIND, value=a.kind, path=f"aspects.{i}.kind",
                  options=[Option(value=k, label=v) for k, v in S.KINDS.items()]),
        FieldView(kind="number", label=S.FREE_INVOKES, value=a.free_invokes, path=f"aspects.{i}.free_invokes",
                  min=0, max=9),
        FieldView(kind="text", label=S.BOOST_HOLDER, value=a.holder, path=f"aspects.{i}.holder"),
    ]
    if a.expires_round is not None:
        fields.append(FieldView(kind="stat", label=S.EXPIRES, value=a.expires_round))
    return ListItem(title=f"{a.text} ({S.KINDS[a.kind]})", fields=fields)


def view(scene: FateScene) -> SheetView:
    """The scene board for the shell."""
    free = sum(a.free_invokes for a in scene.aspects)
    badges = [Badge(label=S.ROUND_LABEL, value=str(scene.round)) if scene.in_conflict
              else Badge(label=S.OUT_OF_CONFLICT),
              Badge(label=S.FREE_INVOKES, value=str(free), tone="good" if free else "normal")]
    if scene.current_roll:
        badges.append(Badge(label=S.THIS_ROLL, value=", ".join(r.aspect for r in scene.current_roll)))
    return SheetView(title=scene.name, subtitle=S.SUBTITLE, badges=badges, sections=[
        Section(id="scena", title=S.G_SCENE, fields=[
            FieldView(kind="text", label=S.SCENE_NAME, value=scene.name, path="name"),
            FieldView(kind="toggle", label=S.IN_CONFLICT, value=scene.in_conflict, path="in_conflict"),
            FieldView(kind="number", label=S.ROUND_LABEL, value=scene.round, path="round", min=1, max=999),
            FieldView(kind="select", label=texts.T.STACKING, value=scene.invoke_stacking, path="invoke_stacking",
                      options=[Option(value=k, label=v) for k, v in texts.STACKING_MODES.items()]),
        ]),
        Section(id="aspekty", title=S.ASPECTS_SECTION, fields=[FieldView(
            kind="list", label=S.G_ASPECTS, path="aspects", max_items=30, add_label=S.ADD_ASPECT,
            items=[_aspect_item(i, a) for i, a in enumerate(scene.aspects)],
            new_item={"text": S.NEW_ASPECT_DEFAULT, "kind": "situation", "free_invokes": 0, "holder": "",
                      "expires_round": None})]),
        Section(id="poznamky", title=texts.T.NOTES, fields=[
            FieldView(kind="longtext", label=texts.T.NOTES, value=scene.notes, path="notes")]),
    ])
