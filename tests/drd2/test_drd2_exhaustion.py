"""Náročnost, exhaustion (vyčerpání), self-inflicted Jizvy and hrdinská smrt (000:L168-L174, L259-L285,
L427-L439, L459, L505-L515, L686-L691, L761-L765, L859-L907)."""

from __future__ import annotations

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.systems.drd2.rules import exhaustion_cost


def _fail(sheet, **params):  # type: ignore[no-untyped-def]
    out = act(sheet, "hod", [1, 1], **params)
    assert out.outcome in ("failure", "loss")
    return out.sheet


def test_e05_narocnost_paid_before_the_roll_and_not_refunded_000_l170_l801() -> None:
    out = act(hero(), "hod", [1, 2], narocnost=1)
    assert out.outcome == "failure"
    assert out.sheet.zdroje.telo == 3


def test_e06_highest_narocnost_not_the_sum_000_l174() -> None:
    """Ulrich swims: river 1, Jizva on the hand 1, iron armour 2 → pays 2 Těla."""
    sheet = hero(zdatnost={"telo": 5, "duse": 4, "vliv": 4}, zdroje={"telo": 4, "duse": 4, "vliv": 4},
                 jizvy=[{"nazev": "Jizva na levé ruce", "vlastnost": "telo", "zavaznost": 1}])
    out = act(sheet, "hod", [6, 6], narocnost=2, jizva_omezuje=0)
    assert out.sheet.zdroje.telo == 2
    assert "−2 Těla" in " ".join(out.changes)


def test_scar_narocnost_equals_severity_000_l825() -> None:
    sheet = hero(zdatnost={"telo": 4, "duse": 4, "vliv": 5}, zdroje={"telo": 4, "duse": 4, "vliv": 3},
                 jizvy=[{"nazev": "dost bylo s podváděním", "vlastnost": "vliv", "zavaznost": 2}])
    out = act(sheet, "hod", [6, 6], jizva_omezuje=0)
    assert out.sheet.zdroje.telo == 2  # skill-less action pays from Tělo


def test_e09_kostivit_pays_ohrozeni_and_gets_plus_one_000_l275() -> None:
    sheet = _fail(hero(), ohrozeni=3)
    out = act(sheet, "vycerpat")
    assert out.sheet.zdroje.telo == 1
    assert out.sheet.ohrozeni == 4
    assert "3 Těla" in out.explanation


def test_e10_mesa_exhausts_to_full_success_or_accepts_and_is_blocked_000_l435() -> None:
    sheet = _fail(hero(), ohrozeni=2, popis="vyšplhat po hradbách", hrozba="ohrozeni_plus")
    done = act(sheet, "vycerpat")
    assert (done.sheet.zdroje.telo, done.sheet.ohrozeni, done.sheet.ceka) == (2, 3, None)
    assert "plný úspěch" in done.explanation
    accepted = act(sheet, "prijmout")
    assert accepted.sheet.zablokovane_akce == ["vyšplhat po hradbách"]
    assert accepted.sheet.ohrozeni == 3
    assert accepted.sheet.zdroje.telo == 4


def test_e11_vyzva_exhaust_replaces_consequences_with_plus_one_000_l459_l465() -> None:
    sheet = hero(povolani=[{"nazev": "kejklíř", "uroven": 2}],
                 dovednosti=[{"nazev": "Pohyblivost", "povolani": "kejklíř", "vlastnost": "telo"}])
    failed = _fail(sheet, druh="vyzva", dovednost="Pohyblivost", ohrozeni=3, hrozba="vyrazeni")
    out = act(failed, "vycerpat")
    assert (out.sheet.zdroje.telo, out.sheet.ohrozeni, out.sheet.stav) == (1, 4, "aktivni")
    assert act(failed, "prijmout").sheet.stav == "vyrazen"


def test_vyzva_success_gives_nothing_more_000_l455() -> None:
    out = act(hero(), "hod", [6, 6], druh="vyzva", nasledek="vyhoda", ohrozeni=3)
    assert (out.sheet.vyhoda, out.sheet.ohrozeni) == (0, 3)


def test_e12_hrun_loses_accepts_jizva_or_exhausts_000_l511_l513() -> None:
    """Hrun (Ohrožení 3) loses to Gloan's spear: accept → Jizva Tělo 1, Ohrožení 3; exhaust → Tělo −3, 4."""
    lost = act(hero(name="Hrun"), "hod", [1, 2, 6, 6], druh="stret", ohrozeni=3, nasledek="ohrozeni_minus",
               hrozba="jizva", aktor="hrdina")
    assert lost.outcome == "loss"
    accepted = act(lost.sheet, "prijmout", jizva_nazev="probodnuté lýtko")
    assert accepted.sheet.jizvy[0].zavaznost == 1
    assert accepted.sheet.jizvy[0].vlastnost == "telo"
    assert accepted.sheet.ohrozeni == 3
    assert accepted.sheet.zdroje.telo == 3  # CHOICE 2: the scar blocks an unspent box
    exhausted = act(lost.sheet, "vycerpat")
    assert (exhausted.sheet.zdroje.telo, exhausted.sheet.ohrozeni, exhausted.sheet.jizvy) == (1, 4, [])


def test_e13_hrun_wins_opponent_exhausts_so_his_ohrozeni_stays_000_l515() -> None:
    won = act(hero(name="Hrun"), "hod", [6, 6, 1, 2], druh="stret", ohrozeni=3, nasledek="ohrozeni_minus")
    assert won.outcome == "win"
    assert won.sheet.ohrozeni == 3
    exhausted = act(won.sheet, "protivnik", volba="vycerpal")
    assert exhausted.sheet.ohrozeni == 3
    accepted = act(won.sheet, "protivnik", volba="prijal")
    assert accepted.sheet.ohrozeni == 2


def test_e22_exhausting_against_a_knockout_gives_a_choice_000_l686_l691() -> None:
    sheet = hero(name="Bazimír")
    lost = act(sheet, "hod", [1, 1, 6, 6], druh="stret", ohrozeni=2, vlastnost="vliv", hrozba="vyrazeni")
    out = act(lost.sheet, "vycerpat", vyrazeni_volba="ohrozeni_utocnika")
    assert (out.sheet.zdroje.vliv, out.sheet.ohrozeni, out.sheet.stav, out.sheet.vyhoda) == (2, 3, "aktivni", 0)
    assert "útočník" in " ".join(out.changes)
    other = act(lost.sheet, "vycerpat", vyrazeni_volba="vyhoda")
    assert other.sheet.vyhoda == 1


def test_e28_mocne_raises_the_cost_000_l761_l765() -> None:
    """Ohrožení 3 + mocně → 4; Ulrich Ohrožení 2 + mocně → 3 Vlivy, then Ohrožení 3."""
    assert exhaustion_cost(3, mocne=True) == 4
    lost = act(hero(name="Ulrich"), "hod", [1, 1, 6, 6], druh="stret", ohrozeni=2, vlastnost="vliv")
    out = act(lost.sheet, "vycerpat", mocne=True)
    assert (out.sheet.zdroje.vliv, out.sheet.ohrozeni) == (1, 3)
    assert "3 Vlivy" in out.explanation


def test_chabe_cheapens_but_never_below_one_000_l808() -> None:
    assert exhaustion_cost(3, chabe=True) == 2
    assert exhaustion_cost(1, chabe=True) == 1


def test_e35_exhaust_in_a_zkouska_lowering_ohrozeni_keeps_it_000_l431_l439() -> None:
    failed = _fail(hero(), ohrozeni=3, nasledek="ohrozeni_minus")
    out = act(failed, "vycerpat")
    assert (out.sheet.zdroje.telo, out.sheet.ohrozeni) == (1, 3)


def test_vyhoda_pays_instead_of_an_attribute_000_l55() -> None:
    failed = _fail(hero(vyhoda=2), ohrozeni=3)
    out = act(failed, "vycerpat", vyhoda=2)
    assert (out.sheet.vyhoda, out.sheet.zdroje.telo, out.sheet.ohrozeni) == (0, 3, 4)


def test_cannot_exhaust_without_resources_000_l672() -> None:
    failed = _fail(hero(zdroje={"telo": 1, "duse": 4, "vliv": 4}), ohrozeni=3)
    with pytest.raises(RuleViolation, match="chybí 2 Těla"):
        act(failed, "vycerpat")


def test_e32_haken_self_inflicts_a_duse_jizva_000_l863_l867() -> None:
    sheet = hero(name="Haken", zdroje={"telo": 4, "duse": 1, "vliv": 4},
                 dovednosti=[{"nazev": "Karty", "povolani": "kejklíř", "vlastnost": "duse"}])
    failed = _fail(sheet, dovednost="Karty", ohrozeni=4)
    out = act(failed, "vycerpat", jizva_nazev="dost bylo s podváděním")
    scar = out.sheet.jizvy[0]
    assert (scar.nazev, scar.vlastnost, scar.zavaznost) == ("dost bylo s podváděním", "duse", 1)
    assert (out.sheet.zdroje.duse, out.sheet.ohrozeni) == (0, 5)
    assert "+3 Duše" in " ".join(out.changes)


def test_e33_e34_haken_scar_leftovers_and_forbidden_raise_000_l873_l885() -> None:
    """E33: 0 Vliv, rozsáhle → Vliv Jizva 1 (3 resources, 1 spent, 2 left for this action). E34: needs 6 →
    raising the scar to 5 exceeds zdatnost 4 → forbidden; hrdinská smrt is the only other way."""
    sheet = hero(name="Haken", zdroje={"telo": 4, "duse": 4, "vliv": 0},
                 dovednosti=[{"nazev": "Vyprávění", "povolani": "kejklíř", "vlastnost": "vliv"}])
    lost = act(sheet, "hod", [1, 1, 6, 6], druh="stret", dovednost="Vyprávění", manevr="rozsahle", ohrozeni=5,
               jizva_nazev="rád vypráví čuňačinky")
    assert lost.sheet.jizvy[0].zavaznost == 1
    assert lost.sheet.ceka is not None
    assert lost.sheet.ceka.jizva_zbytek == 2
    with pytest.raises(RuleViolation, match="zdatnost 4"):
        act(lost.sheet, "vycerpat", mocne=True)
    death = act(lost.sheet, "vycerpat", mocne=True, hrdinska_smrt=True)
    assert (death.sheet.stav, death.sheet.konec_vlastnost) == ("hrdinska_smrt", "vliv")


def test_e34_scar_leftovers_pay_a_cheaper_exhaustion_and_the_rest_is_lost_000_l871_l875() -> None:
    sheet = hero(zdroje={"telo": 4, "duse": 4, "vliv": 0},
                 dovednosti=[{"nazev": "Vyprávění", "povolani": "kejklíř", "vlastnost": "vliv"}])
    lost = act(sheet, "hod", [1, 1, 6, 6], druh="stret", dovednost="Vyprávění", manevr="rozsahle", ohrozeni=1,
               jizva_nazev="rád vypráví čuňačinky")
    out = act(lost.sheet, "vycerpat")
    assert "propadá 1 Vliv z Jizvy" in " ".join(out.changes)
    assert out.sheet.ohrozeni == 2


def test_heroic_death_only_when_payment_impossible_000_l903() -> None:
    failed = _fail(hero(), ohrozeni=2)
    with pytest.raises(RuleViolation, match="Hrdinskou smrt"):
        act(failed, "vycerpat", hrdinska_smrt=True)


def test_helper_pays_sudba_up_to_hranice_then_pouto_000_l67_l87() -> None:
    sheet = hero(pomocnici=[{"jmeno": "pes", "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3,
                             "pouto_max": 3}], sudba_pomocniku=5)
    # the pes fails its own roll at Ohrožení 3 (the hero's, its own unset): 2 Sudby (hranice Tělo 2), 1 Pouto
    failed = act(sheet.model_copy(update={"ohrozeni": 3}), "hod_pomocnika", [1, 1], pomocnik=0).sheet
    out = act(failed, "vycerpat", pomocnik=0)
    assert (out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto) == (3, 2)
    poor = sheet.model_copy(update={"sudba_pomocniku": 0, "ohrozeni": 4})
    with pytest.raises(RuleViolation, match="Pouto jen 3"):
        act(act(poor, "hod_pomocnika", [1, 1], pomocnik=0).sheet, "vycerpat")


def test_pending_blocks_a_new_roll_and_accept_without_pending_is_harmless() -> None:
    failed = _fail(hero())
    with pytest.raises(RuleViolation, match="Nejdřív rozhodni"):
        act(failed, "hod", [6, 6])
    assert act(hero(), "prijmout").outcome == "nothing"
