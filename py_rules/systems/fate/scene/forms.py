"""Forms of the Fate scene board's actions: fields with defaults for this scene."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.scene.board import FateScene
from py_rules.view import FieldView, Option, select, text, toggle

__all__ = ["advantage_form", "boost_form", "index_form", "invoke_form"]

S = texts.S


def _aspect_options(scene: FateScene) -> list[Option]:
    return [Option(value=i, label=f"{a.text} ({a.free_invokes})") for i, a in enumerate(scene.aspects)] or \
        [Option(value=0, label=texts.H.DASH)]


def advantage_form(scene: FateScene) -> list[FieldView]:
    existing = [Option(value=-1, label=S.NEW_ASPECT), *_aspect_options(scene)[:len(scene.aspects)]]
    return [
        select("outcome", S.ROLL_OUTCOME, "success", texts.OUTCOMES),
        select("existing", S.ASPECT, -1, existing),
        text("text", S.NEW_TEXT, S.ADVANTAGE_DEFAULT),
        text("holder", S.HOLDER, ""),
        toggle("give_opponent", texts.T.GIVE_OPPONENT),
        text("opponent", S.OPPONENT, S.OPPONENT_DEFAULT),
    ]


def index_form(scene: FateScene) -> list[FieldView]:
    return [select("aspect", S.ASPECT, 0, _aspect_options(scene))]


def invoke_form(scene: FateScene) -> list[FieldView]:
    return [*index_form(scene), toggle("paid", S.PAID_TOGGLE)]


def boost_form(scene: FateScene) -> list[FieldView]:
    return [text("text", S.BOOST, S.BOOST),
            text("holder", S.BOOST_HOLDER, "")]
