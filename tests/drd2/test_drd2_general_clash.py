"""Issue 4 gap 2: the general střet resolved on the board as the seed does it — from the highest hod down, each
action succeeding unless a higher success excluded it — and each loser's accept-or-exhaust saved on the board
and taken one at a time (000:L505-L507, L521-L553, L686-L691, L761-L775)."""

from __future__ import annotations

from typing import Any

import pytest
from test_drd2_conflict_board import act, board

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.validation import validate


def gloan_hrun_jarik() -> Drd2Conflict:
    return board([{"jmeno": "Gloan", "strana": 1, "druh": "bytost", "ohrozeni": 2, "charakteristika": 2},
                  {"jmeno": "Hrun", "ohrozeni": 3}, {"jmeno": "Jarik", "ohrozeni": 2}])


E14_DECLARED: dict[str, Any] = {
    # Gloan jumps on Hrun (his Ohrožení +1); Hrun vanishes in the bushes (own −1); Jarik trips her (her +1)
    "role_0": "aktor", "proti_0": 1, "nasledek_0": "ohrozeni_plus", "uroven_0": 2,
    "role_1": "protiaktor", "proti_1": 0, "nasledek_1": "ohrozeni_minus", "uroven_1": 1,
    "role_2": "protiaktor", "proti_2": 0, "nasledek_2": "ohrozeni_plus", "uroven_2": 1,
}


def test_e14_hrun_then_jarik_succeed_gloan_decides_twice_000_l539_l545() -> None:
    out = act(gloan_hrun_jarik(), "stret", [2, 1, 6, 5, 4, 3], **E14_DECLARED)  # Gloan 5, Hrun 12, Jarik 8
    assert out.details["order"] == ["Hrun", "Jarik", "Gloan"]
    assert out.details["uspech"] == ["Hrun", "Jarik"]
    assert out.details["neuspech"] == ["Gloan"]
    assert out.details["cekaji"] == ["1-0", "2-0"]
    assert "1. Hrun (12): úspěch, neúspěch určí: Gloan" in out.explanation
    assert "Na řadě: Gloan proti vítězi Hrun: hrozí Ohrožení −1 (Hrun)" in out.explanation
    assert [p.ohrozeni for p in out.sheet.ucastnici] == [2, 3, 2]  # nothing lands before the decisions
    # Průvodkyně Petra does not exhaust against Hrun: his own Ohrožení −1 lands (3 → 2)
    with pytest.raises(RuleViolation, match="Nejdřív se rozhodují poražení vítěze Hrun"):
        act(out.sheet, "rozhodnuti", rozhodnuti="2-0")
    first = act(out.sheet, "rozhodnuti", rozhodnuti="1-0", volba="prijmout")
    assert [p.ohrozeni for p in first.sheet.ucastnici] == [2, 2, 2]
    assert first.changes[-1] == "na řadě: Gloan proti vítězi Jarik: hrozí Ohrožení +1 (Gloan)"
    # then Jarik's rope: accepted, Gloan +1 (2 → 3) …
    fell = act(first.sheet, "rozhodnuti", rozhodnuti="2-0")
    assert [p.ohrozeni for p in fell.sheet.ucastnici] == [3, 2, 2]
    assert fell.sheet.cekajici == []
    assert fell.changes[-1] == "obecný střet je vyhodnocen"
    # … or exhausted: she grabs a branch — 2 Sudby (her Ohrožení), Ohrožení 2 → 3, Jarik's +1 replaced
    branch = act(first.sheet, "rozhodnuti", rozhodnuti="2-0", volba="vycerpat", vlastnost="telo")
    assert branch.sheet.strany[1].sudba == 3
    assert [p.ohrozeni for p in branch.sheet.ucastnici] == [3, 2, 2]
    assert ("Jarik: následek Ohrožení +1 nahrazen (Pravidla › Druhy vyhodnocení › Střet › Střet dvou "
            "účastníků)") in branch.changes


def test_e15_gloan_outrolls_jarik_his_action_fails_with_nothing_to_decide_000_l551_l553() -> None:
    out = act(gloan_hrun_jarik(), "stret", [4, 4, 6, 5, 2, 1], **E14_DECLARED)  # Gloan 10, Hrun 12, Jarik 4
    assert out.details["order"] == ["Hrun", "Gloan", "Jarik"]
    assert out.details["uspech"] == ["Hrun"]
    assert out.details["cekaji"] == ["1-0"]  # nobody decides against Gloan's failed action
    assert ("3. Jarik (4): neúspěch, nic nehrozí – bez vyčerpání (Pravidla › Druhy vyhodnocení › Odvážnému štěstí "
            "přeje)") in out.explanation
    done = act(out.sheet, "rozhodnuti", rozhodnuti="1-0")
    assert [p.ohrozeni for p in done.sheet.ucastnici] == [2, 2, 2]
    assert done.sheet.cekajici == []


E12: dict[str, Any] = {
    # Gloan's spear in Hrun's calf (Jizva Tělo 1); Hrun runs for the forest (own Ohrožení −1)
    "role_0": "aktor", "proti_0": 1, "nasledek_0": "jizva",
    "role_1": "protiaktor", "proti_1": 0, "nasledek_1": "ohrozeni_minus",
}


def spear() -> Drd2Conflict:
    return board([{"jmeno": "Gloan", "strana": 1, "druh": "bytost", "ohrozeni": 1},
                  {"jmeno": "Hrun", "ohrozeni": 3}])


def test_e12_hrun_accepts_the_spear_or_exhausts_3_tela_000_l511_l513() -> None:
    out = act(spear(), "stret", [6, 6, 1, 1], **E12)
    assert out.details["cekaji"] == ["0-1"]
    accepted = act(out.sheet, "rozhodnuti", rozhodnuti="0-1", nazev="probodnuté lýtko")
    scar = accepted.sheet.ucastnici[1].jizvy[0]
    assert (scar.nazev, scar.vlastnost, scar.zavaznost) == ("probodnuté lýtko", "telo", 1)
    assert accepted.sheet.ucastnici[1].ohrozeni == 3
    exhausted = act(out.sheet, "rozhodnuti", rozhodnuti="0-1", volba="vycerpat")
    assert exhausted.sheet.ucastnici[1].jizvy == []
    assert exhausted.sheet.ucastnici[1].ohrozeni == 4
    assert "Hrun: zaplatí 3 Těla v deníku" in exhausted.changes


def test_e13_gloan_exhausts_so_hruns_own_minus_one_is_replaced_000_l515() -> None:
    out = act(spear(), "stret", [1, 1, 6, 6], **E12)
    assert out.details["cekaji"] == ["1-0"]
    done = act(out.sheet, "rozhodnuti", rozhodnuti="1-0", volba="vycerpat")
    assert done.sheet.strany[1].sudba == 4
    assert [p.ohrozeni for p in done.sheet.ucastnici] == [2, 3]  # Gloan 1 → 2, Hrun stays 3
    assert ("Hrun: následek Ohrožení −1 nahrazen vyčerpáním (Pravidla › Druhy vyhodnocení › Střet › Střet dvou "
            "účastníků)") in done.changes
    accepted = act(out.sheet, "rozhodnuti", rozhodnuti="1-0")
    assert [p.ohrozeni for p in accepted.sheet.ucastnici] == [1, 2]


def test_e28_mocne_played_by_the_winner_before_the_decision_costs_one_more_000_l761_l765() -> None:
    b = board([{"jmeno": "stopař", "strana": 1, "druh": "bytost", "ohrozeni": 2},
               {"jmeno": "Ulrich", "ohrozeni": 2}])
    out = act(b, "stret", [6, 5, 1, 2], role_0="aktor", proti_0=1, role_1="protiaktor", proti_1=0)
    mighty = act(out.sheet, "manevr", ucastnik=0, manevr="mocne", vlastnost="duse")
    assert mighty.sheet.strany[1].sudba == 4
    done = act(mighty.sheet, "rozhodnuti", rozhodnuti="0-1", volba="vycerpat", vlastnost="vliv")
    assert "Ulrich: zaplatí 3 Vlivy v deníku" in done.changes
    assert done.sheet.ucastnici[1].ohrozeni == 3


def test_e29_lstive_after_acceptance_olafson_3_to_5_000_l773_l775() -> None:
    b = board([{"jmeno": "Olafson", "strana": 1, "druh": "bytost", "ohrozeni": 3},
               {"jmeno": "Ulrich", "ohrozeni": 2}])
    out = act(b, "stret", [1, 2, 6, 6], role_0="aktor", proti_0=1, role_1="protiaktor", proti_1=0,
              nasledek_1="ohrozeni_plus")
    with pytest.raises(RuleViolation, match="až po přijetí"):
        act(out.sheet, "rozhodnuti", rozhodnuti="1-0", volba="vycerpat", lstive=True)
    done = act(out.sheet, "rozhodnuti", rozhodnuti="1-0", lstive=True, vlastnost="vliv")
    assert done.sheet.ucastnici[0].ohrozeni == 5
    assert "Ulrich: manévr lstivě – zaplať 1 Vliv v deníku" in done.changes


def test_e22_exhausting_against_a_knockout_needs_a_choice_000_l686_l691() -> None:
    b = board([{"jmeno": "strážný", "strana": 1, "druh": "bytost", "ohrozeni": 2},
               {"jmeno": "Bazimír", "ohrozeni": 2}])
    out = act(b, "stret", [6, 6, 1, 1], role_0="aktor", proti_0=1, nasledek_0="vyrazeni",
              role_1="protiaktor", proti_1=0)
    fields = {f.path: f for f in SYSTEM.action("rozhodnuti").form(out.sheet)}
    assert "proti_vyrazeni" in fields
    # accepting, the knock-out's Jizva is sized by the story (000:L678): size and name are asked for
    assert {"zavaznost", "nazev"} <= set(fields)
    with pytest.raises(RuleViolation, match=r"\(Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Vyřazení "
                                            r"› Jak někoho zabiji\?\)"):
        act(out.sheet, "rozhodnuti", rozhodnuti="0-1", volba="vycerpat", vlastnost="vliv")
    done = act(out.sheet, "rozhodnuti", rozhodnuti="0-1", volba="vycerpat", vlastnost="vliv",
               proti_vyrazeni="ohrozeni_utocnika")
    assert [p.ohrozeni for p in done.sheet.ucastnici] == [3, 3]
    assert done.sheet.ucastnici[1].stav == "odehral"  # not knocked out; countering used his initiative (000:L606)
    jailed = act(out.sheet, "rozhodnuti", rozhodnuti="0-1", nove_ohrozeni=5)  # E23: chained, Ohrožení 5
    assert (jailed.sheet.ucastnici[1].stav, jailed.sheet.ucastnici[1].ohrozeni) == ("vyrazen", 5)


def wolves() -> Drd2Conflict:
    return board([{"jmeno": "Jarik", "ohrozeni": 2},
                  {"jmeno": "vlk", "strana": 1, "druh": "bytost", "ohrozeni": 2},
                  {"jmeno": "vlčice", "strana": 1, "druh": "bytost", "ohrozeni": 3}], sudba=6)


WOLVES: dict[str, Any] = {"role_0": "aktor", "proti_0": 1, "nasledek_0": "ohrozeni_plus", "komu_0": -2,
                          "role_1": "protiaktor", "proti_1": 0, "role_2": "protiaktor", "proti_2": 0}


def test_e38_jarik_rozsahle_against_both_wolves_each_decides_000_l487_l749() -> None:
    with pytest.raises(RuleViolation, match="rozsáhle zahraným"):
        act(wolves(), "stret", [6, 6, 1, 1, 1, 2], **WOLVES)
    played = act(wolves(), "manevr", ucastnik=0, manevr="rozsahle").sheet
    out = act(played, "stret", [6, 6, 1, 1, 1, 2], **WOLVES)
    assert out.details["cekaji"] == ["0-2", "0-1"]  # losers in resolution order: vlčice 3, vlk 2
    one = act(out.sheet, "rozhodnuti", rozhodnuti="0-2", volba="vycerpat")  # any order within one winner
    assert one.sheet.strany[1].sudba == 3
    assert one.sheet.ucastnici[2].ohrozeni == 4
    two = act(one.sheet, "rozhodnuti", rozhodnuti="0-1")
    assert [p.ohrozeni for p in two.sheet.ucastnici] == [2, 3, 4]
    assert two.sheet.cekajici == []


def test_pending_decisions_block_a_new_clash_and_round_stale_forms_are_refused() -> None:
    out = act(gloan_hrun_jarik(), "stret", [2, 1, 6, 5, 4, 3], **E14_DECLARED)
    with pytest.raises(RuleViolation, match="čeká na rozhodnutí"):
        act(out.sheet, "stret", [1, 1, 1, 1], role_0="aktor", role_1="protiaktor")
    with pytest.raises(RuleViolation, match="čeká na rozhodnutí"):
        act(out.sheet, "kolo", rezim="pribeh")
    first = act(out.sheet, "rozhodnuti", rozhodnuti="1-0").sheet
    with pytest.raises(RuleViolation, match="už padlo"):
        act(first, "rozhodnuti", rozhodnuti="1-0")
    cancelled = act(first, "rozhodnuti", volba="zrusit")
    assert cancelled.sheet.cekajici == []
    with pytest.raises(RuleViolation, match="nic nečeká"):
        act(cancelled.sheet, "rozhodnuti", rozhodnuti="2-0")
    ended = act(out.sheet, "konec").sheet
    assert ended.cekajici == []
    with pytest.raises(RuleViolation, match="Konflikt neprobíhá – ještě nezačal, nebo už skončil"):
        act(ended, "stret", [1, 1, 1, 1], role_0="aktor", role_1="protiaktor")


def test_clash_checks_proti_komu_presne_and_a_harmful_target() -> None:
    b = gloan_hrun_jarik()
    with pytest.raises(RuleViolation, match="jiný účastník tohoto střetu"):
        act(b, "stret", [1, 1, 1, 1], role_0="aktor", proti_0=2, role_1="protiaktor", proti_1=0)
    with pytest.raises(RuleViolation, match="přesně je manévr"):
        act(b, "stret", [1, 1, 1, 1, 1], role_0="aktor", rezim_0="presne", role_1="protiaktor")
    with pytest.raises(RuleViolation, match="komu následek škodí"):
        act(b, "stret", [1, 1, 1, 1], role_0="aktor", proti_0=-1, nasledek_0="ohrozeni_plus",
            role_1="protiaktor", proti_1=-1)
    precise = act(b, "manevr", ucastnik=1, manevr="presne", vlastnost="telo").sheet
    out = act(precise, "stret", [1, 1, 6, 6, 1], role_0="aktor", role_1="protiaktor", rezim_1="presne")
    assert out.details["order"] == ["Hrun", "Gloan"]


def test_unopposed_success_lands_at_once_and_non_exclusive_actions_both_succeed() -> None:
    b = gloan_hrun_jarik()
    out = act(b, "stret", [1, 1, 6, 6], role_0="aktor", proti_0=-1, nasledek_0="vyhoda",
              role_1="protiaktor", proti_1=-1, nasledek_1="ohrozeni_minus")
    assert out.details["uspech"] == ["Hrun", "Gloan"]
    assert out.sheet.cekajici == []
    assert (out.sheet.ucastnici[0].vyhoda, out.sheet.ucastnici[1].ohrozeni) == (1, 2)


def test_clash_form_and_board_view_show_the_flow() -> None:
    b = gloan_hrun_jarik()
    fields = {f.path: f for f in SYSTEM.action("stret").form(b)}
    assert [fields[f"proti_{i}"].value for i in range(3)] == [1, 0, 0]
    assert [o.label for o in fields["proti_0"].options or []] == ["nikomu", "Hrun", "Jarik"]
    assert fields["komu_2"].value == -1
    out = act(b, "stret", [2, 1, 6, 5, 4, 3], **E14_DECLARED)
    decide = {f.path: f for f in SYSTEM.action("rozhodnuti").form(out.sheet)}
    assert decide["rozhodnuti"].value == "1-0"
    assert [o.value for o in decide["rozhodnuti"].options or []] == ["1-0"]
    view = SYSTEM.view(out.sheet)
    assert view.sections[0].id == "stret"
    assert [f.value for f in view.sections[0].fields] == ["čeká: přijmout, nebo se vyčerpat – na řadě",
                                                          "čeká: přijmout, nebo se vyčerpat"]
    assert view.badges[-1].label == "Po střetu se rozhoduje"
    idle = {f.path: f for f in SYSTEM.action("rozhodnuti").form(b)}
    assert [o.label for o in idle["rozhodnuti"].options or []] == ["nic nečeká"]


def test_help_documents_the_clash_choices() -> None:
    sections = {s.title: s for s in SYSTEM.help}
    assert "proti komu" in sections["Obecný střet na tabuli"].text
    # 000:L521-L553
    assert sections["Obecný střet na tabuli"].source == "Pravidla › Druhy vyhodnocení › Střet › Obecný střet"
    decided = sections["Volba: rozhodnutí po obecném střetu"].text
    assert "jen když se nikdo nevyčerpal" in decided
    assert "„zrušit zbylá rozhodnutí“" in decided
    assert "plošné akce" in sections["Volba: rozsáhle a více cílů"].text
    assert "vyprší" in sections["Volba: přístup z kouzla"].text
    assert "„Nový den“" in sections["Volba: běžný odpočinek"].text


def test_removing_a_participant_a_decision_needs_is_refused_in_czech() -> None:
    out = act(gloan_hrun_jarik(), "stret", [2, 1, 6, 5, 4, 3], **E14_DECLARED)
    data = out.sheet.model_dump(mode="json")
    data["ucastnici"] = data["ucastnici"][:1]
    with pytest.raises(InvalidInput, match="nejdřív ho dokonči nebo zruš"):
        validate(Drd2Conflict, data)
    renamed = out.sheet.model_copy(update={"ucastnici": [
        out.sheet.ucastnici[0], out.sheet.ucastnici[1].model_copy(update={"jmeno": "Hrun Barbar"}),
        out.sheet.ucastnici[2]]})
    with pytest.raises(RuleViolation, match="Účastníci se od střetu změnili"):
        act(renamed, "rozhodnuti", rozhodnuti="1-0")
