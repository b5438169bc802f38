"""The implementer choices of the digest (section 6.2), each made explicitly, documented in help, tested."""

from __future__ import annotations

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.drd2.conflict import SYSTEM as BOARD
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.help import CHOICES
from py_rules.systems.drd2.rules import ClashEntry, kept_dice, tie_winner


def _titles() -> str:
    return " ".join(c.title for c in CHOICES)


def test_choice_1_zdatnost_range_0_to_12_000_l51_l79() -> None:
    assert hero(zdatnost={"telo": 12, "duse": 0, "vliv": 7}, zdroje={"telo": 0, "duse": 0, "vliv": 0})
    with pytest.raises(ValueError, match="12"):
        hero(zdatnost={"telo": 13, "duse": 4, "vliv": 4})
    assert "rozsah zdatnosti" in _titles()


def test_choice_5_being_vyhoda_replaces_sudba_but_hranice_limits_the_whole_payment_000_l55_l67() -> None:
    data = {"system": "drd2_konflikt", "schema_version": 11, "name": "K",
            "strany": [{"nazev": "A"}, {"nazev": "B", "sudba": 0}],
            "ucastnici": [{"jmeno": "skřet", "strana": 1, "druh": "bytost", "ohrozeni": 2, "vyhoda": 2,
                           "hranice": {"telo": 2, "duse": 1, "vliv": 1}}]}
    board = Drd2Conflict.model_validate(data)
    action = BOARD.action("vycerpani")
    out = action.perform(board, action.params_model.model_validate({"ucastnik": 0, "vyhoda": 2}), DiceBox())
    assert out.sheet.ucastnici[0].vyhoda == 0
    assert out.sheet.strany[1].sudba == 0
    worse = board.model_copy(update={"ucastnici": [board.ucastnici[0].model_copy(update={"ohrozeni": 3})]})
    with pytest.raises(RuleViolation, match="hranice"):
        action.perform(worse, action.params_model.model_validate({"ucastnik": 0, "vyhoda": 2}), DiceBox())


def test_choice_7_ties_with_three_dice_use_only_the_kept_dice_000_l501() -> None:
    presne = ClashEntry("a", 9, kept_dice([6, 3, 1], "presne"))  # kept 6, 3 — the dropped 1 is ignored
    normal = ClashEntry("b", 9, kept_dice([5, 4], "normal"))
    assert tie_winner(normal, presne) is presne
    assert kept_dice([6, 3, 1], "nepresne") == (3, 1)


def test_choice_18_rest_without_a_split_fills_the_emptiest_first_000_l118() -> None:
    out = act(hero(zdroje={"telo": 0, "duse": 3, "vliv": 2}), "odpocinek")
    assert (out.sheet.zdroje.telo, out.sheet.zdroje.duse, out.sheet.zdroje.vliv) == (3, 3, 2)


def test_choice_23_chabe_is_for_the_one_exhausting_against_the_penalised_000_l808() -> None:
    lost = act(hero(), "hod", [1, 1, 6, 6], druh="stret", ohrozeni=3)
    out = act(lost.sheet, "vycerpat", chabe=True)
    assert out.sheet.zdroje.telo == 2


def test_every_choice_is_in_czech_with_a_source() -> None:
    assert len(CHOICES) >= 20
    for choice in CHOICES:
        assert choice.title.startswith("Volba:")
        assert choice.source.startswith("Pravidla › ")  # the book's headings, never a line of the rule text
        assert choice.text.endswith(".")
