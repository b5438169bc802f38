"""Third read of issue 23: preconditions found missing while reading the seed once more (each with its lines)."""

from __future__ import annotations

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation


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
