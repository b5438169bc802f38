"""Jizvy written, limiting and healed; rest běžný/kvalitní; manoeuvres on the hero sheet
(000:L116-L149, L713-L801, L821-L897)."""

from __future__ import annotations

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.systems.drd2.rules import effective_zdatnost


def test_e01_hrun_duse_4_can_have_4_duse_000_l51() -> None:
    sheet = hero(name="Hrun", zdatnost={"telo": 4, "duse": 4, "vliv": 4})
    assert effective_zdatnost(sheet, "duse") == 4
    with pytest.raises(ValueError, match="nesmí převýšit"):
        hero(zdatnost={"telo": 4, "duse": 4, "vliv": 4}, zdroje={"telo": 4, "duse": 5, "vliv": 4})


def test_e31_borri_inflicts_a_duse_scar_narocnost_1_or_2_with_lstive_000_l847_l853() -> None:
    elf = act(hero(name="elf"), "jizva", nazev="strach ze spolužákovy pomsty", vlastnost="duse", zavaznost=1).sheet
    copying = act(elf, "hod", [6, 6], jizva_omezuje=0, dovednost="")
    assert copying.sheet.zdroje.telo == 3  # the copying pays náročnost 1 (skill-less: Tělo)
    worse = act(hero(name="elf"), "jizva", nazev="hrůza ze spolužákovy pomsty", vlastnost="duse", zavaznost=2).sheet
    assert worse.jizvy[0].zavaznost == 2
    assert worse.zdroje.duse == 2  # CHOICE 2: zdatnost 4 − 2 blocks 2 unspent boxes


def test_scar_above_three_warns_but_is_recorded_000_l845() -> None:
    out = act(hero(), "jizva", nazev="zlomená ruka", vlastnost="telo", zavaznost=4)
    assert any("výjimečně" in line for line in out.changes)
    assert out.sheet.zdroje.telo == 0


def test_hero_at_zero_still_records_scars_000_l855() -> None:
    sheet = hero(zdatnost={"telo": 1, "duse": 4, "vliv": 4}, zdroje={"telo": 0, "duse": 4, "vliv": 4},
                 jizvy=[{"nazev": "a", "vlastnost": "telo", "zavaznost": 1}])
    out = act(sheet, "jizva", nazev="b", vlastnost="telo", zavaznost=1)
    assert len(out.sheet.jizvy) == 2
    assert effective_zdatnost(out.sheet, "telo") == 0


def test_healing_between_expeditions_lowers_then_removes_000_l889() -> None:
    sheet = hero(jizvy=[{"nazev": "zlomená ruka", "vlastnost": "telo", "zavaznost": 3}],
                 zdroje={"telo": 1, "duse": 4, "vliv": 4})
    once = act(sheet, "hojeni", jizva=0, o_kolik=1)
    assert once.sheet.jizvy[0].zavaznost == 2
    healed = act(once.sheet, "hojeni", jizva=0, o_kolik=2)
    assert healed.sheet.jizvy == []
    assert "zahojila" in healed.changes[0]


def test_e37_kvalitni_odpocinek_fills_to_zdatnost_minus_scars_000_l133() -> None:
    sheet = hero(zdroje={"telo": 0, "duse": 1, "vliv": 2}, jizvy=[{"nazev": "x", "vlastnost": "vliv", "zavaznost": 1}])
    out = act(sheet, "odpocinek", druh="kvalitni")
    assert (out.sheet.zdroje.telo, out.sheet.zdroje.duse, out.sheet.zdroje.vliv) == (4, 4, 3)


def test_e37_bezny_odpocinek_three_split_freely_under_caps_000_l118() -> None:
    sheet = hero(zdroje={"telo": 0, "duse": 4, "vliv": 3})
    out = act(sheet, "odpocinek", telo=2, vliv=1)
    assert (out.sheet.zdroje.telo, out.sheet.zdroje.vliv) == (2, 4)
    assert "+2 Těla" in out.changes
    with pytest.raises(RuleViolation, match="jen 3 Zdroje"):
        act(sheet, "odpocinek", telo=3, vliv=1)
    with pytest.raises(RuleViolation, match="nesmí převýšit"):
        act(sheet, "odpocinek", vliv=2)


def test_bezny_odpocinek_optional_conditions_1_to_5_000_l122() -> None:
    sheet = hero(zdroje={"telo": 0, "duse": 0, "vliv": 0}, odpocinek_podminky=True)
    out = act(sheet, "odpocinek", podminky=5)
    assert sum((out.sheet.zdroje.telo, out.sheet.zdroje.duse, out.sheet.zdroje.vliv)) == 5
    assert "5 Zdrojů" in out.explanation
    assert "pohodlné posteli" in out.explanation
    assert "Běžný odpočinek: obnova 1 Zdroje (postavy jen na chvíli" in act(sheet, "odpocinek", podminky=1).explanation


def test_e21_knockout_declared_before_the_roll_000_l664_l668() -> None:
    won = act(hero(), "hod", [6, 6, 1, 1], druh="stret", nasledek="vyrazeni")
    assert won.sheet.ceka is not None
    assert won.sheet.ceka.vyrazeni
    assert "vyřazen" in act(won.sheet, "protivnik", volba="prijal").explanation


def test_e25_obrana_costs_one_and_forbids_another_manoeuvre_000_l725() -> None:
    out = act(hero(name="Ulrich"), "hod", [6, 6, 1, 1], druh="stret", manevr="obrana")
    assert out.sheet.zdroje.telo == 3
    with pytest.raises(RuleViolation, match="nejvýše jeden manévr"):
        act(out.sheet, "protivnik", volba="prijal", manevr="lstive")
    with pytest.raises(RuleViolation, match="Obrana"):
        act(hero(), "hod", [6, 6], manevr="obrana")


def test_e26_rozsahle_costs_one_telo_000_l751() -> None:
    out = act(hero(name="Ulrich"), "hod", [5, 5], manevr="rozsahle")
    assert out.outcome == "success"
    assert out.sheet.zdroje.telo == 3


def test_lstive_after_an_accepted_failure_doubles_the_hero_consequence_000_l769() -> None:
    won = act(hero(vyhoda=0), "hod", [6, 6, 1, 1], druh="stret", nasledek="vyhoda", ohrozeni=3)
    out = act(won.sheet, "protivnik", volba="prijal", manevr="lstive")
    assert out.sheet.vyhoda == 2
    assert out.sheet.zdroje.telo == 3
    with pytest.raises(RuleViolation, match="přijal"):
        act(won.sheet, "protivnik", volba="vycerpal", manevr="lstive")


def test_lstive_in_a_zkouska_after_success_choice_11() -> None:
    out = act(hero(), "hod", [6, 6], nasledek="ohrozeni_minus", ohrozeni=4, manevr="lstive")
    assert out.sheet.ohrozeni == 2
    assert out.sheet.zdroje.telo == 3


def test_hloupe_actions_have_no_rules_consequence_000_l809() -> None:
    sheet = hero(postihy=[{"druh": "hloupe", "rozsah": ""}])
    out = act(sheet, "hod", [6, 6], nasledek="vyhoda")
    assert out.sheet.vyhoda == 0
    with pytest.raises(RuleViolation, match="hloupě"):
        act(sheet, "hod", [6, 6], nasledek="vyhoda", manevr="lstive")


def test_quick_game_allows_only_obrana_000_l915() -> None:
    with pytest.raises(RuleViolation, match="Rychlé hře"):
        act(hero(rychla_hra=True), "hod", [1, 2, 3], manevr="presne")


def test_initiative_rychle_costs_one_duse_000_l595() -> None:
    out = act(hero(), "iniciativa", [1, 5, 6], pristup="rychle")
    assert out.total == 11
    assert out.sheet.zdroje.duse == 3
    granted = act(hero(pristup_kouzlo="pomalu"), "iniciativa", [1, 5, 6], pristup="pomalu")
    assert (granted.total, granted.sheet.zdroje.duse) == (6, 4)


def test_conflict_start_and_end_on_the_sheet_000_l300_l703() -> None:
    started = act(hero(), "zacatek_konfliktu", ohrozeni=3, vyhoda=1).sheet
    assert (started.ohrozeni, started.vyhoda) == (3, 1)
    ended = act(started, "konec_konfliktu").sheet
    assert (ended.ohrozeni, ended.vyhoda) == (None, 0)


def test_pay_resources_outside_a_roll_with_a_scar_000_l871_l893() -> None:
    sheet = hero(zdroje={"telo": 4, "duse": 4, "vliv": 0})
    out = act(sheet, "platba", vlastnost="vliv", kolik=1, jizva_nazev="rád vypráví čuňačinky")
    assert out.sheet.jizvy[0].zavaznost == 1
    assert "propadá 2 Vlivy z Jizvy (Pravidla › Jizvy › Způsobení si Jizvy z rozhodnutí hráče)" in out.changes
    with pytest.raises(RuleViolation, match="chybí 1 Vliv"):
        act(sheet, "platba", vlastnost="vliv", kolik=1)


def test_chabe_forbids_mocne_and_hloupe_blocks_consequences_in_a_won_stret_000_l808_l809() -> None:
    weak = hero(postihy=[{"druh": "chabe", "rozsah": ""}])
    won = act(weak, "hod", [6, 6, 1, 1], druh="stret").sheet
    with pytest.raises(RuleViolation, match="mocně"):
        act(won, "protivnik", volba="vycerpal", manevr="mocne")
    dull = hero(postihy=[{"druh": "hloupe", "rozsah": ""}], ohrozeni=3)
    won = act(dull, "hod", [6, 6, 1, 1], druh="stret", nasledek="ohrozeni_minus").sheet
    assert act(won, "protivnik", volba="prijal").sheet.ohrozeni == 3
