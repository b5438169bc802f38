"""The board runs the round for manual consequences and manoeuvres too (issue 23 Build 4): the author of a
consequence plays an action — their current one, or a new one that uses up their initiative (000:L601-L606);
who has acted may only defend with obrana (000:L608-L611); a knocked-out participant acts only from obrana
(000:L662); who has left does not act (000:L695); a spell's approach lasts until the spell ends (000:L597); a
counter-action harms only the aktér and draws in nobody (000:L481, L485)."""

from __future__ import annotations

import pytest
from test_drd2_conflict_board import act, board

from py_rules.errors import RuleViolation


def _people(**first: object) -> list[dict[str, object]]:
    return [{"jmeno": "Jarik", "ohrozeni": 2, **first},
            {"jmeno": "hajný", "strana": 1, "druh": "bytost", "ohrozeni": 2}]


def test_a_manual_consequence_uses_up_the_authors_initiative_000_l601_l606() -> None:
    out = act(board(_people()), "nasledek", ucastnik=1, autor=0, nasledek="ohrozeni_plus")
    jarik = out.sheet.ucastnici[0]
    assert (jarik.stav, jarik.akce) == ("odehral", "")  # used up, and the action is resolved (000:L719)
    assert out.sheet.ucastnici[1].ohrozeni == 3
    # the same author again in this round: only obrana is left (000:L606, L608-L611)
    with pytest.raises(RuleViolation, match="má v tomto kole akci z iniciativy za sebou"):
        act(out.sheet, "nasledek", ucastnik=1, autor=0, nasledek="ohrozeni_plus")
    with pytest.raises(RuleViolation, match="dál se může jen bránit akcí z obrany"):
        act(out.sheet, "manevr", ucastnik=0, manevr="presne")
    defending = act(out.sheet, "tah", ucastnik=0, jak="obrana").sheet
    after = act(defending, "nasledek", ucastnik=1, autor=0, nasledek="ohrozeni_plus")
    assert after.sheet.ucastnici[1].ohrozeni == 4  # the counter-action from defence has its consequence


def test_a_consequence_of_a_declared_action_keeps_it_000_l606() -> None:
    declared = act(board(_people()), "tah", ucastnik=0, jak="iniciativa").sheet
    out = act(declared, "nasledek", ucastnik=1, autor=0, nasledek="vyhoda")
    assert out.sheet.ucastnici[0].stav == "odehral"
    assert out.sheet.ucastnici[1].vyhoda == 1


def test_knocked_out_or_gone_authors_do_not_act_000_l662_l695() -> None:
    out_cold = board(_people(stav="vyrazen"))
    with pytest.raises(RuleViolation, match="Jarik: vyřazení – jedná jen akcí z obrany"):
        act(out_cold, "nasledek", ucastnik=1, autor=0)
    with pytest.raises(RuleViolation, match="Jarik: vyřazení"):
        act(out_cold, "manevr", ucastnik=0, manevr="rozsahle")
    gone = board(_people(stav="opustil"))
    with pytest.raises(RuleViolation, match="Jarik je mimo konflikt"):
        act(gone, "nasledek", ucastnik=1, autor=0)
    # nothing changed on a refusal; a consequence without a named author is the Průvodce's entry
    assert act(out_cold, "nasledek", ucastnik=1).sheet.ucastnici[1].ohrozeni == 3


def test_a_forced_approach_lasts_until_the_spell_ends_not_one_roll_000_l597() -> None:
    # imposed pomalu for 2 rounds: both rolls use 3k6 keep the lower two, the third is free again
    cursed = act(board(_people()), "nasledek", ucastnik=0, nasledek="pristup_vnuceny", pristup="pomalu", kol=2).sheet
    first = act(cursed, "kolo", [6, 6, 1, 3, 3])  # Jarik 6, 6, 1 → 6 + 1; hajný 3 + 3
    assert first.sheet.ucastnici[0].iniciativa == 7
    second = act(first.sheet, "kolo", [6, 5, 2, 3, 3])  # still pomalu: 5 + 2
    assert second.sheet.ucastnici[0].iniciativa == 7
    assert second.sheet.ucastnici[0].pristup_kouzlo == ""  # the spell ended after its second round
    third = act(second.sheet, "kolo", [6, 5, 3, 3])  # 2k6 again
    assert third.sheet.ucastnici[0].iniciativa == 11


def test_a_counter_action_harms_only_the_actor_and_draws_in_nobody_000_l481_l485() -> None:
    # Žira (aktér) stabs the strážný; Hrun's counter-action would shove the strážný (harm him): not allowed
    people = [{"jmeno": "Žira", "ohrozeni": 2}, {"jmeno": "strážný", "strana": 1, "druh": "bytost", "ohrozeni": 2},
              {"jmeno": "Hrun", "ohrozeni": 2}]
    clash = {"role_0": "aktor", "proti_0": 1, "nasledek_0": "ohrozeni_plus", "role_1": "protiaktor", "proti_1": 0,
             "role_2": "protiaktor", "proti_2": 0, "nasledek_2": "ohrozeni_plus", "komu_2": 1}
    with pytest.raises(RuleViolation, match="protiakce smí škodit jen aktérovi"):
        act(board(people), "stret", [6, 6, 1, 1, 2, 2], **clash)
    # Jarik counter-attacks: he may not harm each loser (both wolves), only the aktér
    wolves = [{"jmeno": "vlk", "strana": 1, "druh": "bytost", "ohrozeni": 2},
              {"jmeno": "Jarik", "ohrozeni": 2, "manevr": "rozsahle"},
              {"jmeno": "druhý vlk", "strana": 1, "druh": "bytost", "ohrozeni": 2}]
    bite = {"role_0": "aktor", "proti_0": 1, "role_1": "protiaktor", "proti_1": 0, "nasledek_1": "ohrozeni_plus",
            "komu_1": -2}
    with pytest.raises(RuleViolation, match="protiakce smí škodit jen aktérovi"):
        act(board(wolves), "stret", [1, 1, 6, 6], **bite)
    # shoving Žira aside instead harms only the aktér: allowed
    fine = {**clash, "komu_2": 0}
    assert act(board(people), "stret", [1, 1, 6, 6, 5, 5], **fine).outcome == "clash"
