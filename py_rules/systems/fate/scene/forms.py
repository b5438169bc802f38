"""Forms of the Fate scene board's actions: fields with defaults for this scene."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.scene.board import FateScene
from py_rules.view import FieldView, Option

__all__ = ["advantage_form", "boost_form", "index_form", "invoke_form"]

S = texts.S


def _aspect_options(scene: FateScene) -> list[Option]:
    return [Option(value=i, label=f"{a.text} ({a.free_invokes})") for i, a in enumerate(scene.aspects)] or \
        [Option(value=0, label=texts.H.DASH)]


def advantage_form(scene: FateScene) -> list[FieldView]:
    existing = [Option(value=-1, label=S.NEW_ASPECT), *_aspect_options(scene)[:len(scene.aspects)]]
    return [
        FieldView(kind="select", label=S.ROLL_OUTCOME, path="outcome", value="success",
                  options=[Option(value=k, label=v) for k, v in texts.OUTCOMES.items()]),
        FieldView(kind="select", label=S.ASPECT, path="existing", value=-1, options=existing),
        FieldView(kind="text", label=S.NEW_TEXT, path="text", value=S.ADVANTAGE_DEFAULT),
        FieldView(kind="text", label=S.HOLDER, path="holder", value=""),
        FieldView(kind="toggle", label=texts.T.GIVE_OPPONENT, path="give_opponent", value=False),
        FieldView(kind="text", label=S.OPPONENT, path="opponent", value=S.OPPONENT_DEFAULT),
    ]


def index_form(scene: FateScene) -> list[FieldView]:
    return [FieldView(kind="select", label=S.ASPECT, path="aspect", value=0, options=_aspect_options(scene))]


def invoke_form(scene: FateScene) -> list[FieldView]:
    return [*index_form(scene), FieldView(kind="toggle", label=S.PAID_TOGGLE, path="paid", value=False)]


def boost_form(scene: FateScene) -> list[FieldView]:
    return [FieldView(kind="text", label=S.BOOST, path="text", value=S.BOOST),
            FieldView(kind="text", label=S.BOOST_HOLDER, path="holder", value="")]
