"""A pomocník's own roll on the hero's deník (issue 23 Build 2): 2k6 + its charakteristika when the skill falls
under it (000:L210, L383-L384), its own Ohrožení (000:L300), exhaustion for itself from Sudba within hranice then
Pouto (000:L67, L87, L273), or the consequence on the helper when it accepts (000:L342, L829)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.sheet import Drd2Sheet


def _with_dog(**update: Any) -> Drd2Sheet:
    dog = {"jmeno": "pes", "charakteristika": 3, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 2,
           "pouto_max": 3, "ohrozeni": 3}
    return hero(pomocnici=[dog], sudba_pomocniku=4, ohrozeni=2, **update)


def test_the_helper_rolls_2k6_plus_its_charakteristika_000_l383() -> None:
    out = act(_with_dog(), "hod_pomocnika", [3, 3], pomocnik=0)
    assert (out.outcome, out.total) == ("success", 9)  # 3 + 3 + charakteristika 3
    assert out.sheet.ceka is None
    # a skill outside its charakteristika adds nothing (000:L384): 3 + 3 = 6, a threatened failure
    out = act(_with_dog(), "hod_pomocnika", [3, 3], pomocnik=0, charakteristika=False)
    assert (out.outcome, out.total, out.sheet.ceka.pomocnik) == ("failure", 6, 0)


def test_the_helpers_odds_are_exact_000_l557() -> None:
    params = SYSTEM.action("hod_pomocnika").params_model(pomocnik=0)
    odds = SYSTEM.action("hod_pomocnika").odds(_with_dog(), params)  # type: ignore[misc]
    assert odds.outcomes[0].probability == str(Fraction(26, 36))  # 2k6 ≥ 6: 26 of 36


def test_a_failed_helper_exhausts_for_itself_at_its_own_ohrozeni_000_l67_l87_l273() -> None:
    # the pes's Ohrožení 3 (the hero's is 2): 2 Sudby (its hranice Tělo 2), 1 Pouto; its Ohrožení 3 → 4
    failed = act(_with_dog(), "hod_pomocnika", [1, 1], pomocnik=0, vlastnost="telo").sheet
    assert "pes: vyčerpání za 3 Zdroje – Sudba najednou nejvýše 2" in SYSTEM.view(failed).model_dump_json()
    out = act(failed, "vycerpat")
    assert (out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto, out.sheet.pomocnici[0].ohrozeni) == (2, 1, 4)
    assert (out.sheet.ceka, out.sheet.ohrozeni, out.sheet.zdroje.telo) == (None, 2, 4)  # the hero pays nothing


def test_a_helper_cannot_use_the_heros_vyhoda_jizva_or_heroic_death_000_l87() -> None:
    failed = act(_with_dog(vyhoda=2), "hod_pomocnika", [1, 1], pomocnik=0).sheet
    with pytest.raises(RuleViolation, match="Pomocník platí jen ze své Výhody, Sudby a Pouta"):
        act(failed, "vycerpat", vyhoda=1)
    with pytest.raises(RuleViolation, match="Pomocník platí jen ze své Výhody, Sudby a Pouta"):
        act(failed, "vycerpat", hrdinska_smrt=True)


def test_a_helper_accepting_takes_the_consequence_itself_000_l342_l829() -> None:
    failed = act(_with_dog(), "hod_pomocnika", [1, 1], pomocnik=0, hrozba="ohrozeni_plus").sheet
    out = act(failed, "prijmout", lstive=True)
    assert (out.sheet.pomocnici[0].ohrozeni, out.sheet.ohrozeni) == (5, 2)  # lstivě 2 (000:L769)
    failed = act(_with_dog(), "hod_pomocnika", [1, 1], pomocnik=0, hrozba="jizva", vlastnost="duse").sheet
    out = act(failed, "prijmout", lstive=True, jizva_nazev="kulhá")
    assert [(s.nazev, s.vlastnost, s.zavaznost) for s in out.sheet.pomocnici[0].jizvy] == [("kulhá", "duse", 2)]
    assert out.sheet.jizvy == []
    assert "pes: Jizvy převýšily hranici – vyřazení (Pravidla › Jizvy)" in out.changes  # Duše 2 > hranice 1
    with pytest.raises(RuleViolation, match="pes: vyřazení"):
        act(out.sheet, "hod_pomocnika", [6, 6], pomocnik=0)


def test_helper_roll_preconditions() -> None:
    with pytest.raises(RuleViolation, match=r"Pomocník č\. 1 v deníku není"):
        act(hero(), "hod_pomocnika", [6, 6], pomocnik=0)
    failed = act(_with_dog(), "hod_pomocnika", [1, 1], pomocnik=0).sheet
    with pytest.raises(RuleViolation, match="Nejdřív rozhodni předchozí hod"):
        act(failed, "hod_pomocnika", [6, 6], pomocnik=0)
    with pytest.raises(RuleViolation, match="Rychlé hře se hraje bez pomocníků"):  # 000:L911
        act(_with_dog(rychla_hra=True), "hod_pomocnika", [6, 6], pomocnik=0)


def test_schema_3_deník_is_upgraded_to_6_with_the_pending_roll_the_heros() -> None:
    v3 = {"system": "drd2", "schema_version": 3, "name": "Haken",
          "ceka": {"druh": "zkouska", "stav": "neuspech", "hod": 5}}
    data, was = migrate_sheet("drd2", v3)
    assert (was, data["schema_version"], data["ceka"]["pomocnik"]) == (3, 10, -1)
    assert "pomocnik" not in v3["ceka"]  # the step is pure
    assert migrate_sheet("drd2", {**v3, "ceka": None})[0]["ceka"] is None
