"""A pomocník's střet on the hero's deník (issue 23 Build 2: helpers as the book has them, on the sheet as well as
the board). The helper rolls 2k6 + its charakteristika (000:L383) against the opponent's hod; the higher wins, a
tie goes to the actor, then the higher die, the dice sum and a lot (000:L499-L501). Lost: it exhausts for itself
at its own Ohrožení from its Výhoda, Sudba within hranice and Pouto (000:L55, L67, L87, L273), or accepts the
winner's consequence (000:L509). Won: the opponent's decision is recorded, and the helper's own consequence lands
on the helper (000:L330-L331, L769). A knocked-out helper acts no more until the conflict ends (000:L662, L703)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

import pytest
from drd2_helpers import act, hero

from py_rules import api
from py_rules.errors import DiceError, RuleViolation
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.sheet import Drd2Sheet


def _with_dog(**update: Any) -> Drd2Sheet:
    dog = {"jmeno": "pes", "charakteristika": 3, "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 2,
           "pouto_max": 3, "ohrozeni": 3}
    return hero(pomocnici=[dog], sudba_pomocniku=4, ohrozeni=2, **update)


def _stret(dice: list[int], sheet: Drd2Sheet | None = None, **params: Any) -> Any:
    return act(sheet or _with_dog(), "hod_pomocnika", dice, pomocnik=0, druh="stret", **{"souper_uroven": 2, **params})


def test_the_helper_wins_its_stret_and_its_own_consequence_lands_on_it_000_l499_l509_l330() -> None:
    # pes 5 + 4 + 3 = 12 against 3 + 3 + 2 = 8: it wins; the opponent's decision is recorded
    won = _stret([5, 4, 3, 3], nasledek="ohrozeni_minus")
    assert (won.outcome, won.total, won.sheet.ceka.stav, won.sheet.ceka.pomocnik) == ("win", 12, "vitezstvi", 0)
    with pytest.raises(RuleViolation, match="Vyhrál jsi"):
        act(won.sheet, "vycerpat")
    accepted = act(won.sheet, "protivnik", volba="prijal")
    assert (accepted.sheet.pomocnici[0].ohrozeni, accepted.sheet.ohrozeni, accepted.sheet.ceka) == (2, 2, None)
    # lstivě after the acceptance makes it 2 (000:L769), paid by the helper: 1 Sudba (000:L717, L801)
    sly = act(won.sheet, "protivnik", volba="prijal", manevr="lstive")
    assert (sly.sheet.pomocnici[0].ohrozeni, sly.sheet.sudba_pomocniku, sly.sheet.zdroje.telo) == (1, 3, 4)
    # a Výhoda as its own consequence goes to the helper, not the hero (000:L331)
    edge = act(_stret([5, 4, 3, 3], nasledek="vyhoda").sheet, "protivnik", volba="prijal")
    assert (edge.sheet.pomocnici[0].vyhoda, edge.sheet.vyhoda) == (1, 0)
    # the opponent exhausted: nothing of it lands (000:L505)
    spent = act(won.sheet, "protivnik", volba="vycerpal")
    assert spent.sheet.pomocnici[0].ohrozeni == 3


def test_the_helper_loses_and_exhausts_for_itself_or_accepts_000_l505_l509_l67_l87() -> None:
    # pes 1 + 1 + 3 = 5 against 6 + 6 + 2 = 14: it lost; the Jizva threatens the helper
    lost = _stret([1, 1, 6, 6], hrozba="jizva", vlastnost="telo")
    assert (lost.outcome, lost.sheet.ceka.stav, lost.sheet.ceka.druh) == ("loss", "neuspech", "stret")
    assert "pes: vyčerpání za 3 Zdroje – Sudba najednou nejvýše 2" in lost.explanation
    # its own Ohrožení 3: 2 Sudby (hranice Tělo 2) and 1 Pouto; its Ohrožení 3 → 4 replaces the Jizva
    out = act(lost.sheet, "vycerpat")
    pes = out.sheet.pomocnici[0]
    assert (out.sheet.sudba_pomocniku, pes.pouto, pes.ohrozeni, pes.jizvy, out.sheet.ceka) == (2, 1, 4, [], None)
    # or it pays 1 from its own Výhoda first (000:L55): 1 Výhoda, 2 Sudby, no Pouto
    rich = _with_dog()
    rich = rich.model_copy(update={"pomocnici": [rich.pomocnici[0].model_copy(update={"vyhoda": 1})]})
    rich_lost = _stret([1, 1, 6, 6], rich, hrozba="jizva")
    assert "Pouto 2, Výhoda 1; zaplatí to." in rich_lost.explanation
    out = act(rich_lost.sheet, "vycerpat", vyhoda=1)
    pes = out.sheet.pomocnici[0]
    assert (pes.vyhoda, out.sheet.sudba_pomocniku, pes.pouto, pes.ohrozeni) == (0, 2, 2, 4)
    # accepted: the winner's Jizva 1 lands on the helper (000:L342, L509)
    out = act(lost.sheet, "prijmout", jizva_nazev="pokousaný")
    assert [(s.nazev, s.zavaznost) for s in out.sheet.pomocnici[0].jizvy] == [("pokousaný", 1)]
    assert out.sheet.jizvy == []


def test_a_tie_goes_to_the_actor_then_the_higher_die_then_the_lot_000_l501() -> None:
    # 4 + 3 + 3 = 10 against 5 + 3 + 2 = 10
    assert _stret([4, 3, 5, 3]).outcome == "win"  # the pes declared first
    assert _stret([4, 3, 5, 3], aktor="souper").outcome == "loss"
    assert _stret([4, 3, 5, 3], aktor="nejasne").outcome == "loss"  # the opponent's 5 is the higher die
    # 4 + 3 + 3 against 4 + 3 + 3, nobody the actor: the lot, one k6, odd = the helper
    assert _stret([4, 3, 4, 3, 1], aktor="nejasne", souper_uroven=3).outcome == "win"
    assert _stret([4, 3, 4, 3, 2], aktor="nejasne", souper_uroven=3).outcome == "loss"
    with pytest.raises(DiceError, match="lichá = vyhrává pomocník"):
        _stret([4, 3, 4, 3], aktor="nejasne", souper_uroven=3)


def test_the_helpers_stret_odds_are_exact_000_l499_l501() -> None:
    # P(pes 2k6 + 3 beats 2k6 + 2, ties to the pes as actor), counted over all 1296 throws
    wins = sum(1 for a, b, c, d in product(range(1, 7), repeat=4) if a + b + 3 >= c + d + 2)
    params = SYSTEM.action("hod_pomocnika").params_model(pomocnik=0, druh="stret", souper_uroven=2)
    odds = SYSTEM.action("hod_pomocnika").odds(_with_dog(), params)  # type: ignore[misc]
    assert odds.outcomes[0].probability == str(Fraction(wins, 1296))
    assert odds.summary.startswith("Šance vyhrát střet:")


def test_a_helper_knocked_out_acts_no_more_until_the_conflict_ends_000_l662_l703() -> None:
    lost = _stret([1, 1, 6, 6], hrozba="vyrazeni")
    out = act(lost.sheet, "prijmout")
    assert out.sheet.pomocnici[0].vyrazen
    with pytest.raises(RuleViolation, match=r"pes: vyřazení – už nejedná; .* jen akcí z obrany"):
        _stret([6, 6, 1, 1], out.sheet)
    ended = act(out.sheet.model_copy(update={"pomocnici": [out.sheet.pomocnici[0].model_copy(update={"vyhoda": 2})]}),
                "konec_konfliktu")
    pes = ended.sheet.pomocnici[0]
    assert (pes.vyrazen, pes.vyhoda, pes.ohrozeni) == (False, 0, None)  # Výhoda lost at the end (000:L55)
    assert "pes: Výhoda 2 → 0" in ended.changes


def test_exhausting_against_a_knockout_gives_the_helper_a_vyhoda_000_l686_l688() -> None:
    lost = _stret([1, 1, 6, 6], hrozba="vyrazeni")
    out = act(lost.sheet, "vycerpat", vyrazeni_volba="vyhoda")
    assert (out.sheet.pomocnici[0].vyhoda, out.sheet.pomocnici[0].ohrozeni, out.sheet.pomocnici[0].vyrazen) == (
        1, 4, False)
    # the helper tried to knock someone out too early: the loser exhausted and raised its Ohrožení (000:L689)
    won = _stret([6, 6, 1, 1], nasledek="vyrazeni")
    out = act(won.sheet, "protivnik", volba="vycerpal", vyrazeni_volba="ohrozeni_utocnika")
    assert out.sheet.pomocnici[0].ohrozeni == 4


def test_helper_declarations_the_rules_forbid_000_l455_l469() -> None:
    with pytest.raises(RuleViolation, match="Úspěch ve výzvě jen odvrátí nebezpečí"):
        act(_with_dog(), "hod_pomocnika", [6, 6], pomocnik=0, druh="vyzva", nasledek="vyhoda")
    with pytest.raises(RuleViolation, match="hraje ve střetu"):
        act(_with_dog(), "hod_pomocnika", [6, 6], pomocnik=0, nasledek="cizi")
    # a zkouška's own consequence lands on the helper: 6 + 6 + 3, Ohrožení 3 → 2 (000:L330)
    out = act(_with_dog(), "hod_pomocnika", [6, 6], pomocnik=0, nasledek="ohrozeni_minus")
    assert out.sheet.pomocnici[0].ohrozeni == 2
    # a failed zkouška exhausted: the intended −1 and the +1 together keep it (000:L431, L439)
    failed = act(_with_dog(), "hod_pomocnika", [1, 1], pomocnik=0, nasledek="ohrozeni_minus").sheet
    assert act(failed, "vycerpat").sheet.pomocnici[0].ohrozeni == 3


def test_schema_4_helpers_are_upgraded_with_no_vyhoda_and_not_knocked_out() -> None:
    v4 = {"system": "drd2", "schema_version": 4, "name": "Haken",
          "pomocnici": [{"jmeno": "Vlk", "pouto": 1, "ohrozeni": None}]}
    data, was = migrate_sheet("drd2", v4)
    assert (was, data["schema_version"]) == (4, 10)
    assert data["pomocnici"][0] == {"id": "p1", "jmeno": "Vlk", "pouto": 1, "ohrozeni": None, "vyhoda": 0,
                                    "vyrazen": False, "kolo": None, "opustil": False}
    assert "vyhoda" not in v4["pomocnici"][0]  # the step is pure


def test_the_helpers_stret_through_the_facade_000_l499() -> None:
    sheet = _with_dog().model_dump(mode="json")
    form = api.handle({"op": "action_odds", "sheet": sheet, "action": "hod_pomocnika",
                       "params": {"druh": "stret", "souper_uroven": 2}})
    assert form["ok"], form
    won = api.handle({"op": "act", "sheet": sheet, "action": "hod_pomocnika", "dice": [5, 4, 3, 3],
                      "params": {"druh": "stret", "souper_uroven": 2, "nasledek": "ohrozeni_minus"}})
    assert won["ok"], won
    assert won["result"]["result"]["outcome"] == "win"
    done = api.handle({"op": "act", "sheet": won["result"]["sheet"], "action": "protivnik",
                       "params": {"volba": "prijal"}})
    assert done["ok"], done
    assert done["result"]["sheet"]["pomocnici"][0]["ohrozeni"] == 2


def test_the_released_schema_4_save_opens_and_its_helper_roll_is_decided() -> None:
    import json
    from pathlib import Path

    saved = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "saves" /
                        "drd2-envelope1-sheet4.json").read_text(encoding="utf-8"))
    data, was = migrate_sheet("drd2", saved["sheet"])
    sheet = Drd2Sheet.model_validate(data)
    assert (was, sheet.ceka.pomocnik, [h.vyhoda for h in sheet.pomocnici]) == (4, 0, [0, 0])
    # the pes's výzva waits: its Ohrožení 4 — 2 Sudby (all there is, hranice Tělo 2) and 2 Pouta (000:L67, L87)
    out = act(sheet, "vycerpat")
    assert (out.sheet.sudba_pomocniku, out.sheet.pomocnici[0].pouto, out.sheet.pomocnici[0].ohrozeni) == (0, 0, 5)
