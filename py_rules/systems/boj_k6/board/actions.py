"""The actions of the combat board (the shared tablet of the Pán jeskyně), assembled from their modules."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import Action
from py_rules.systems.boj_k6.board.common import Board, first_id, participant_choices
from py_rules.systems.boj_k6.board.links import linked_form, linked_odds, linked_perform
from py_rules.systems.boj_k6.board.pairs import PairParams, pair_form, pair_odds_of, perform_pair, perform_roll
from py_rules.systems.boj_k6.board.scene import EndParams, GapParams, end_form, gap_form, perform_end, perform_gap
from py_rules.systems.boj_k6.board.setup import (
    AddParams,
    IntentParams,
    NoParams,
    WhoParams,
    add_form,
    add_form_linked,
    intent_form,
    intent_form_linked,
    perform_add,
    perform_add_linked,
    perform_intent,
    perform_intent_linked,
    perform_next,
    perform_remove,
)
from py_rules.systems.boj_k6.board.spend import SpendParams, perform_spend, spend_form
from py_rules.systems.boj_k6.texts import BOARD_ACTIONS as BOARD_ACTIONS_TEXT
from py_rules.systems.boj_k6.texts import BOARD_FORM
from py_rules.view import select

__all__ = ["BOARD_ACTIONS"]


def _who_form(label: str) -> Any:
    return lambda board: [select("ucastnik", label, first_id(board), participant_choices(board))]


def _action(action_id: str, **kwargs: Any) -> Action[Board, Any]:
    """A board action that also runs on the linked characters' sheets (:mod:`.links`); the linked form and
    odds read them too. Removing a participant works even when his save is gone."""
    label, group, hint = BOARD_ACTIONS_TEXT[action_id]
    linked: dict[str, Any] = {
        "perform_linked": kwargs.pop("perform_linked", None) or linked_perform(kwargs["perform"],
                                                                                strict=action_id != "odebrat"),
        "form_linked": kwargs.pop("form_linked", None) or linked_form(kwargs["form"]),
    }
    if kwargs.get("odds") is not None:
        linked["odds_linked"] = linked_odds(kwargs["odds"])
    return Action(id=action_id, label=label, group=group, hint=hint, **kwargs, **linked)


BOARD_ACTIONS: tuple[Action[Board, Any], ...] = (
    _action("pridat", params_model=AddParams, form=add_form, perform=perform_add, rolls=False,
            perform_linked=perform_add_linked, form_linked=add_form_linked),
    _action("odebrat", params_model=WhoParams, form=_who_form(BOARD_FORM.KDO_ODCHAZI), perform=perform_remove,
            rolls=False),
    _action("vzdalenost", params_model=GapParams, form=gap_form, perform=perform_gap, rolls=False),
    _action("zamer", params_model=IntentParams, form=intent_form, perform=perform_intent, rolls=False,
            perform_linked=perform_intent_linked, form_linked=intent_form_linked),
    _action("hod_uspech", params_model=WhoParams, form=_who_form(BOARD_FORM.KDO_HAZI), perform=perform_roll,
            dice="1k6"),
    _action("vyhodnotit", params_model=PairParams, form=pair_form, perform=perform_pair, odds=pair_odds_of,
            dice="1k6"),
    _action("utratit", params_model=SpendParams, form=spend_form, perform=perform_spend, dice="k6"),
    _action("ukoncit_situaci", params_model=EndParams, form=end_form, perform=perform_end, rolls=False),
    _action("nove_kolo", params_model=NoParams, form=lambda board: [], perform=perform_next, rolls=False),
)
