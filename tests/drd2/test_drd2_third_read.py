"""Third read of issue 23: preconditions found missing while reading the seed once more (each with its lines)."""

from __future__ import annotations

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.systems.base import DiceBox
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict


def test_after_hrdinska_smrt_the_deník_plays_no_more_000_l907() -> None:
    """L907: «Po tomto vyprávění hráč nad svou postavou ztrácí kontrolu – hrdinova kariéra končí.» The deník refused
    the hero's own roll and initiative, but still paid Zdroje, rested, healed and rolled for a helper."""
    dead = hero(stav="hrdinska_smrt", konec_vlastnost="telo", zdroje={"telo": 2, "duse": 4, "vliv": 4},
                jizvy=[{"nazev": "zlomenina", "zavaznost": 2}], pomocnici=[{"jmeno": "pes", "charakteristika": 2}])
    for action, params, dice in (("platba", {"za_co": "jine"}, []), ("odpocinek", {}, []), ("hojeni", {}, []),
                                 ("hod_pomocnika", {}, [6, 6])):
        with pytest.raises(RuleViolation, match="kariéra skončila hrdinskou smrtí"):
            act(dead, action, dice, **params)
    alive = dead.model_copy(update={"stav": "aktivni", "konec_vlastnost": ""})
    assert act(alive, "platba", za_co="jine").sheet.zdroje.telo == 1
    assert act(alive, "hod_pomocnika", [6, 6]).outcome == "success"


def test_a_beings_jizva_makes_narocnost_above_three_payable_on_the_board_000_l825() -> None:
    """L825: «Výše náročnosti je rovna závažnosti Jizvy. Náročnost 3 a více obvykle znamená…» — a being with a Jizva
    of závažnost 4 (hranice Tělo 5, not knocked out, L829) pays 4 Sudby for a limited action; the board stopped at 3."""
    board = Drd2Conflict.model_validate({
        "system": "drd2_konflikt", "schema_version": 11, "name": "K",
        "strany": [{"nazev": "A"}, {"nazev": "B", "sudba": 6}],
        "ucastnici": [{"jmeno": "obr", "druh": "bytost", "strana": 1, "charakteristika": 3,
                       "hranice": {"telo": 5, "duse": 2, "vliv": 1},
                       "jizvy": [{"nazev": "přeražená noha", "vlastnost": "telo", "zavaznost": 4}]}]})
    action = SYSTEM.action("narocnost")
    out = action.perform(board, action.params_model.model_validate({"ucastnik": 0, "kolik": 4}), DiceBox())
    assert out.sheet.strany[1].sudba == 2
    # the being spends at most its hranice at once (L83): 6 Sudby > hranice Tělo 5
    with pytest.raises(RuleViolation, match="hranice"):
        action.perform(board, action.params_model.model_validate({"ucastnik": 0, "kolik": 6}), DiceBox())
