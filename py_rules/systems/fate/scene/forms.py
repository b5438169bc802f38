"""Forms of the Fate scene board's actions: fields with defaults for this scene."""

from __future__ import annotations

from py_rules.systems.fate import texts
from py_rules.systems.fate.scene.board import FateScene
from py_rules.systems.fate.texts import SCENE_TEXT
from py_rules.view import FieldView, Option, select, text, toggle

__all__ = ["advantage_form", "boost_form", "index_form", "invoke_form"]


def _aspect_options(scene: FateScene) -> list[Option]:
    return [Option(value=i, label=f"{a.text} ({a.free_invokes})") for i, a in enumerate(scene.aspects)] or \
        [Option(value=0, label=texts.HARM_TEXT.DASH)]


def advantage_form(scene: FateScene) -> list[FieldView]:
    existing = [Option(value=-1, label=SCENE_TEXT.NEW_ASPECT), *_aspect_options(scene)[:len(scene.aspects)]]
    return [
        select("outcome", SCENE_TEXT.ROLL_OUTCOME, "success", texts.OUTCOMES),
        select("existing", SCENE_TEXT.ASPECT, -1, existing),
        text("text", SCENE_TEXT.NEW_TEXT, SCENE_TEXT.ADVANTAGE_DEFAULT),
        text("holder", SCENE_TEXT.HOLDER, ""), toggle("give_opponent", texts.LABELS.GIVE_OPPONENT),
        text("opponent", SCENE_TEXT.OPPONENT, SCENE_TEXT.OPPONENT_DEFAULT),
    ]


def index_form(scene: FateScene) -> list[FieldView]:
    return [select("aspect", SCENE_TEXT.ASPECT, 0, _aspect_options(scene))]


def invoke_form(scene: FateScene) -> list[FieldView]:
    return [*index_form(scene), toggle("paid", SCENE_TEXT.PAID_TOGGLE)]


def boost_form(scene: FateScene) -> list[FieldView]:
    return [text("text", SCENE_TEXT.BOOST, SCENE_TEXT.BOOST),
            text("holder", SCENE_TEXT.BOOST_HOLDER, "")]
