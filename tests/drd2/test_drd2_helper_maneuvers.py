"""A pomocník's manoeuvres on the deník's «Hod pomocníka» (issue 23 Build 2), with the rules and preconditions of
the hero's roll: every character has every manoeuvre, paid 1 (000:L717) — a helper from its own means: its Výhoda
as chosen (000:L55), Sudba pomocníků within the hranice of the skill's vlastnost (000:L67), then Pouto (000:L87);
one per action (000:L719, L781); paid on use (000:L801): lstivě in a zkouška after its success (000:L769-L771,
L795); obrana only in a výzva or střet (000:L723, L796) and, in a board's round, only after acting; přesně rolls
3k6 and keeps the two highest (000:L755); a manoeuvre the board already charged for the declared action is not
charged again (000:L717-L719). Rychlá hra has no helpers at all (000:L911), so none of their manoeuvres."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from drd2_helpers import act, hero

from py_rules.errors import RuleViolation
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.sheet import Drd2Sheet, Round


def _dog(sudba: int = 4, **helper: Any) -> Drd2Sheet:
    pes = {"id": "p1", "jmeno": "pes", "charakteristika": 3, "hranice": {"telo": 2, "duse": 0, "vliv": 1},
           "pouto": 2, "pouto_max": 3, "ohrozeni": 3, **helper}
    return hero(pomocnici=[pes], sudba_pomocniku=sudba, ohrozeni=2)


def _roll(sheet: Drd2Sheet, dice: list[int], **params: Any) -> Any:
    return act(sheet, "hod_pomocnika", dice, pomocnik=0, **params)


def test_presne_rolls_3k6_keeps_two_highest_and_the_helper_pays_1_sudba_000_l717_l755() -> None:
    # 6, 1, 1 → 6 + 1 + charakteristika 3 = 10; 1 Sudba pomocníků (hranice Tělo 2) pays it: 4 → 3
    out = _roll(_dog(), [6, 1, 1], manevr="presne")
    assert (out.outcome, out.total, out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto) == ("success", 10, 3, 2)
    assert out.changes == ("pes: manévr přesně", "pes: −1 Sudba")
    assert out.explanation.startswith("pes – Zkouška: kostky 6, 1, 1 → 6 + 1 + charakteristika 3 = 10: úspěch")
    assert out.sheet.ceka is None
    # the exact odds of 3k6 keep 2 + 3 ≥ 9 (two highest ≥ 6): 193 of 216; without it 26 of 36
    action = SYSTEM.action("hod_pomocnika")
    odds = action.odds(_dog(), action.params_model(pomocnik=0, manevr="presne"))  # type: ignore[misc]
    assert odds.outcomes[0].probability == str(Fraction(193, 216))
    assert odds.summary == "Šance na úspěch: 89,4\u00a0% (přesně: 3k6, dvě vyšší + 3, potřeba 9 a více) – hází pes."
    form = {f.path: f for f in action.form(_dog())}
    assert [o.value for o in form["manevr"].options] == ["", "presne", "rozsahle", "obrana", "lstive"]


def test_the_helper_pays_from_its_vyhoda_then_sudba_within_hranice_then_pouto_000_l55_l67_l87() -> None:
    # its own Výhoda as chosen (000:L55)
    out = _roll(_dog(vyhoda=1), [6, 6, 6], manevr="presne", platit_vyhodou=1)
    assert (out.sheet.pomocnici[0].vyhoda, out.sheet.sudba_pomocniku) == (0, 4)
    # hranice Duše 0: no Sudba for a Duše skill, Pouto pays (000:L67, L87)
    out = _roll(_dog(), [6, 6, 6], manevr="presne", vlastnost="duse")
    assert (out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto) == (4, 1)
    # no Sudba pomocníků left: Pouto
    out = _roll(_dog(sudba=0), [6, 6], manevr="rozsahle")
    assert (out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto) == (0, 1)
    # nothing left at all: refused before the roll, nothing changes
    with pytest.raises(RuleViolation, match=r"pes nemůže zaplatit 1 Zdroj: Sudba najednou nejvýše 0"):
        _roll(_dog(sudba=0, pouto=0), [6, 6, 6], manevr="presne")
    # the hero's Výhoda is not the helper's
    with pytest.raises(RuleViolation, match="pes má jen 0 Výhod"):
        _roll(hero(vyhoda=3, sudba_pomocniku=4, pomocnici=[{"id": "p1", "jmeno": "pes"}]), [6, 6, 6],
              manevr="presne", platit_vyhodou=1)
    with pytest.raises(RuleViolation, match="Výhodou pomocník platí jen manévr"):
        _roll(_dog(vyhoda=1), [6, 6], platit_vyhodou=1)


def test_lstive_in_a_zkouska_doubles_the_helpers_declared_consequence_paid_on_success_000_l769_l795_l801() -> None:
    # success: Výhoda +2 instead of +1, 1 Sudba paid only now
    out = _roll(_dog(), [6, 6], manevr="lstive", nasledek="vyhoda")
    assert (out.sheet.pomocnici[0].vyhoda, out.sheet.sudba_pomocniku) == (2, 3)
    assert out.changes == ("pes: manévr lstivě", "pes: −1 Sudba", "pes: Výhoda 0 → 2")
    # failure: not played, not paid (000:L801); the action's manoeuvre is recorded (one per action, 000:L719)
    out = _roll(_dog(), [1, 1], manevr="lstive", nasledek="ohrozeni_minus")
    assert (out.outcome, out.sheet.sudba_pomocniku, out.sheet.ceka.manevr) == ("failure", 4, "lstive")


def test_the_helpers_manoeuvres_the_rules_forbid_000_l719_l723_l769_l771_l796() -> None:
    with pytest.raises(RuleViolation, match="Lstivě se ve střetu hraje až po přijetí neúspěchu"):
        _roll(_dog(), [6, 6, 1, 1], druh="stret", manevr="lstive", nasledek="vyhoda")
    with pytest.raises(RuleViolation, match="Lstivě jen zvětšuje ohlášený následek"):
        _roll(_dog(), [6, 6], manevr="lstive")
    with pytest.raises(RuleViolation, match="Obrana slouží jen k protiakci ve výzvě nebo střetu"):
        _roll(_dog(), [6, 6], manevr="obrana")
    # one manoeuvre per action: přesně on the roll, then mocně on «Rozhodnutí protivníka» (000:L719)
    won = _roll(_dog(), [6, 6, 1, 1, 1], druh="stret", manevr="presne")
    assert (won.outcome, won.sheet.ceka.manevr) == ("win", "presne")
    with pytest.raises(RuleViolation, match="V jedné akci lze zahrát nejvýše jeden manévr"):
        act(won.sheet, "protivnik", volba="prijal", manevr="mocne")


def test_obrana_in_a_vyzva_and_a_knocked_out_helper_defends_only_with_it_000_l662_l723() -> None:
    out = _roll(_dog(), [5, 1], druh="vyzva", manevr="obrana")
    assert (out.outcome, out.sheet.sudba_pomocniku) == ("success", 3)  # 5 + 1 + 3 = 9
    down = _dog(vyrazen=True)
    with pytest.raises(RuleViolation, match="pes: vyřazení – už nejedná"):
        _roll(down, [6, 6], druh="vyzva")
    out = _roll(down, [1, 1], druh="vyzva", manevr="obrana")
    assert (out.outcome, out.sheet.sudba_pomocniku) == ("failure", 3)


def test_in_the_boards_round_obrana_only_after_acting_and_it_is_an_action_from_defence_000_l606_l611_l723() -> None:
    holds = _dog(kolo={"iniciativa": "k_dispozici"})
    with pytest.raises(RuleViolation, match="pes ještě má akci z iniciativy"):
        _roll(holds, [6, 6], druh="vyzva", manevr="obrana")
    acted = _dog(kolo={"iniciativa": "odehral"})
    with pytest.raises(RuleViolation, match="dál se může jen bránit akcí z obrany: výzva nebo střet s manévrem obrana"):
        _roll(acted, [6, 6], druh="vyzva")
    out = _roll(acted, [6, 6], druh="vyzva", manevr="obrana")
    assert out.sheet.pomocnici[0].kolo == Round(iniciativa="odehral", akce="obrana", manevr="obrana", hozeno=True)
    assert out.changes[:3] == ("pes: akce z obrany (konflikt na tabuli)", "pes: manévr obrana", "pes: −1 Sudba")
    # its own action from initiative records its manoeuvre for the board (000:L717)
    out = _roll(holds, [6, 6, 6], manevr="presne")
    assert out.sheet.pomocnici[0].kolo == Round(iniciativa="odehral", akce="iniciativa", manevr="presne", hozeno=True)


def test_a_manoeuvre_paid_on_the_board_for_the_declared_action_is_not_charged_again_000_l717_l719() -> None:
    # the board declared pes's action and charged přesně: the roll uses 3k6 and pays nothing more
    declared = _dog(kolo={"iniciativa": "odehral", "akce": "iniciativa", "manevr": "presne"})
    out = _roll(declared, [6, 1, 1])
    assert (out.total, out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto) == (10, 4, 2)
    assert out.sheet.pomocnici[0].kolo == Round(iniciativa="odehral", akce="iniciativa", manevr="presne", hozeno=True)
    assert _roll(declared, [6, 1, 1], manevr="presne").sheet.sudba_pomocniku == 4
    with pytest.raises(RuleViolation, match="už je zahraný manévr přesně"):
        _roll(declared, [6, 6], manevr="rozsahle")
    # a defence the board declared with obrana: the výzva on the deník is its roll, obrana not charged again
    defends = _dog(kolo={"iniciativa": "odehral", "akce": "obrana", "manevr": "obrana"})
    out = _roll(defends, [6, 6], druh="vyzva")
    assert (out.outcome, out.sheet.sudba_pomocniku) == ("success", 4)


def test_rychla_hra_has_no_helpers_so_no_helper_manoeuvre_000_l911() -> None:
    with pytest.raises(RuleViolation, match="V Rychlé hře se hraje bez pomocníků postav"):
        _roll(_dog().model_copy(update={"rychla_hra": True}), [6, 6], druh="vyzva", manevr="obrana")
