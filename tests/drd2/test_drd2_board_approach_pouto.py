"""A board pomocník's initiative approach paid from Pouto instead of Sudba, as its player chooses (000:L87 «nechce
nebo nemůže použít Sudbu»), like every other payment of a pomocník. The approach is declared before the roll
(000:L590) and costs 1 Duše (000:L595), a being's 1 Sudba within its hranice Duše (000:L67); «Kolo» pays everyone's
at once, so the choice is saved on the participant (``pristup_pouto``, board schema 9) and checked there: Pouto not
below 0, not more than the cost, only a pomocník, only for an approach that is paid (not free by a spell, 000:L597).
A refusal rolls nothing and changes nothing. Linked pomocníci pay from the deník's Sudba pomocníků and Pouto.
Everything through the facade."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from py_rules import api
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2.conflict import SYSTEM as BOARD
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from tests.drd2.drd2_helpers import LAPKA as FOE
from tests.drd2.drd2_helpers import accepted as _ok
from tests.drd2.drd2_helpers import board_with as _board
from tests.drd2.drd2_helpers import pes as _dog
from tests.drd2.drd2_helpers import refused as _refused

POUTO = "Pravidla › Hra o zdroje › Pouto"
APPROACHES = "Pravidla › Konflikt, kola a iniciativa › Přístupy k iniciativě"
FIXTURES = Path(__file__).parents[1] / "fixtures" / "saves"
DUSE_1 = {"telo": 3, "duse": 1, "vliv": 1}


def _fast_dog(**more: Any) -> dict[str, Any]:
    """The pes (Pouto 3, hranice Duše 1) declared rychle for the next roll (000:L590, L592)."""
    return _dog(pristup="rychle", hranice=DUSE_1) | more


def test_a_board_pomocniks_approach_may_be_paid_from_pouto_instead_of_sudba_000_l87_l592_l595() -> None:
    """L595: rychle costs the pes 1 Duše. By default the side's Sudba pays it (5 → 4, Pouto stays 3); its player
    chooses Pouto instead (L87 «nechce»): Sudba stays 5, Pouto 3 → 2. Rychle rolls 3k6 and keeps the two higher
    (L592): 6, 5, 1 → 11; the lapka's 2k6 3, 3 → 6. The declaration and its Pouto choice serve this roll only."""
    board = _board([_fast_dog(), FOE])
    default = _ok(board, "kolo", {}, [6, 5, 1, 3, 3])
    assert (default["sheet"]["strany"][0]["sudba"], default["sheet"]["ucastnici"][0]["pouto"]) == (4, 3)
    assert default["result"]["changes"] == ["pes: přístup rychle za 1 Sudbu", "pes: iniciativa 11 (6, 5, 1)",
                                            "lapka: iniciativa 6 (3, 3)"]
    board["ucastnici"][0]["pristup_pouto"] = 1
    chosen = _ok(board, "kolo", {}, [6, 5, 1, 3, 3])
    pes = chosen["sheet"]["ucastnici"][0]
    assert (chosen["sheet"]["strany"][0]["sudba"], pes["pouto"], pes["iniciativa"], pes["poradi"]) == (5, 2, 11, 0)
    assert chosen["result"]["changes"] == ["pes: přístup rychle za 1 Pouto", "pes: iniciativa 11 (6, 5, 1)",
                                           "lapka: iniciativa 6 (3, 3)"]
    assert (pes["pristup"], pes["pristup_pouto"]) == ("", 0)


def test_sudba_that_cannot_pay_the_approach_leaves_it_to_pouto_and_the_line_says_so_000_l67_l87_l593() -> None:
    """L67: with hranice Duše 0 the pes cannot pay 1 Sudba at once, so its Pouto pays (L87 «nemůže»): Sudba stays 5,
    Pouto 3 → 2, and the line says «za 1 Pouto» (it said «za 1 Sudbu» before). Pomalu keeps the two lower (L593):
    6, 5, 1 → 6. With Pouto 0 as well it cannot pay: refused, nothing rolled."""
    board = _board([_dog(pristup="pomalu", hranice={"telo": 3, "duse": 0, "vliv": 1}), FOE])
    out = _ok(board, "kolo", {}, [6, 5, 1, 3, 3])
    assert (out["sheet"]["strany"][0]["sudba"], out["sheet"]["ucastnici"][0]["pouto"]) == (5, 2)
    assert out["result"]["changes"][:2] == ["pes: přístup pomalu za 1 Pouto", "pes: iniciativa 6 (6, 5, 1)"]
    board["ucastnici"][0]["pouto"] = 0
    assert _refused(board, "kolo", {}, []) == (
        "Přístup pomalu za 1 Duši: pes nezaplatí 1 Zdroj: Sudba najednou nejvýše 0 (hranice Duše 0), Pouto jen 0; "
        "musí přijmout neúspěch (Pravidla › Hra o zdroje › Sudba; Pravidla › Hra o zdroje › Pouto).")


def test_the_approachs_pouto_keeps_the_limits_and_a_refusal_rolls_and_changes_nothing_000_l85_l87_l595_l597() -> None:
    """Pouto 2 of a cost 1 (L595) and Pouto 1 of Pouto 0 (L87) are refused; so is Pouto chosen for the lapka, a being
    (L85), for an unlinked hero, for a pes with no approach declared, or with its approach free by a spell (L597):
    nothing to pay. The pes stands after the lapka, and no dice are given: the refusal comes before any roll. The
    board sent is left as it was."""
    cases = [
        (_fast_dog(pristup_pouto=2),
         f"Přístup rychle za 1 Duši: pes může z Pouta místo Sudby platit nejvýše 1 (Pouto 3, cena 1; {POUTO})."),
        (_fast_dog(pouto=0, pristup_pouto=1),
         f"Přístup rychle za 1 Duši: pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 0, cena 1; {POUTO})."),
        (FOE | {"strana": 0, "pristup": "rychle", "pristup_pouto": 1},
         f"lapka není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO})."),
        ({"jmeno": "Kostivít", "druh": "hrdina", "strana": 0, "pristup_pouto": 1},
         f"Kostivít není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO})."),
        (_dog(pristup_pouto=1),
         "pes nemá ohlášený žádný přístup k iniciativě: z Pouta místo Sudby tu není co platit; na jeho kartě nastav "
         f"„Přístup: z Pouta místo Sudby“ na 0 ({APPROACHES})."),
        (_fast_dog(pristup_kouzlo="rychle", pristup_pouto=1),
         "pes má přístup rychle zdarma z kouzla: z Pouta místo Sudby tu není co platit; na jeho kartě nastav "
         f"„Přístup: z Pouta místo Sudby“ na 0 ({APPROACHES})."),
    ]
    for person, message in cases:
        board = _board([FOE, person])
        sent = copy.deepcopy(board)
        assert _refused(board, "kolo", {}, []) == message
        assert board == sent


def test_a_spell_on_the_approach_and_the_conflicts_end_leave_nothing_to_pay_from_pouto_000_l597_l703() -> None:
    """L597: a spell opening rychle makes the pes's declared rychle free, so its Pouto choice is dropped with a line
    and the next roll pays nothing (Sudba 5, Pouto 3); L703: the end of the conflict drops a declaration and its
    choice."""
    board = _board([_fast_dog(pristup_pouto=1), FOE])
    spelled = _ok(board, "nasledek", {"ucastnik": 0, "nasledek": "pristup_udeleny", "pristup": "rychle"})
    assert spelled["sheet"]["ucastnici"][0]["pristup_pouto"] == 0
    assert spelled["result"]["changes"][-1] == (
        f"pes: za přístup se z Pouta nic neplatí, dokud kouzlo působí ({APPROACHES})")
    rolled = _ok(spelled["sheet"], "kolo", {}, [6, 5, 1, 3, 3])
    assert (rolled["sheet"]["strany"][0]["sudba"], rolled["sheet"]["ucastnici"][0]["pouto"]) == (5, 3)
    ended = _ok(board, "konec", {})["sheet"]["ucastnici"][0]
    assert (ended["pristup"], ended["pristup_pouto"]) == ("", 0)


def test_the_choice_is_on_the_pomocniks_card_by_its_approach() -> None:
    """The field sits right after «Přístup» and its Výhoda (paid first, L55) on a pomocník's card; a being's or a
    hero's shows it only while set (so it can be put back to 0)."""
    board = _board([_fast_dog(), FOE])
    people = api.handle({"op": "view", "sheet": board})["result"]["view"]["sections"]
    cards = next(s for s in people if s["id"] == "ucastnici")["fields"][0]["items"]
    paths = [[f.get("path") for f in card["fields"]] for card in cards]
    at = paths[0].index("ucastnici.0.pristup")
    assert paths[0][at + 1:at + 3] == ["ucastnici.0.pristup_vyhoda", "ucastnici.0.pristup_pouto"]
    assert next(f for f in cards[0]["fields"] if f.get("path") == "ucastnici.0.pristup_pouto")["label"] == (
        "Přístup: z Pouta místo Sudby")
    assert "ucastnici.1.pristup_pouto" not in paths[1]
    board["ucastnici"][1]["pristup_pouto"] = 1
    cards = next(s for s in api.handle({"op": "view", "sheet": board})["result"]["view"]["sections"]
                 if s["id"] == "ucastnici")["fields"][0]["items"]
    assert "ucastnici.1.pristup_pouto" in [f.get("path") for f in cards[1]["fields"]]


# --- a pomocník linked to a helper on the hero's deník -----------------------------------------------------------

HERO_ID = "h1"


def _linked(**pes: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Kostivít and his pes linked, the pes declared rychle; the deník: Sudba pomocníků 3, pes Pouto 2, hranice
    Duše 1."""
    hero = api.handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    hero |= {"ohrozeni": 2, "sudba_pomocniku": 3, "posledni_pomocnik": 1,
             "pomocnici": [{"id": "p1", "jmeno": "pes", "charakteristika": 2, "pouto": 2, "pouto_max": 3,
                            "ohrozeni": 3, "hranice": {"telo": 2, "duse": 1, "vliv": 1}}]}
    board = _board([{"jmeno": "Kostivít", "druh": "hrdina", "postava": HERO_ID, "ohrozeni": None},
                    {"jmeno": "pes", "druh": "pomocnik", "postava": HERO_ID, "pomocnik": "p1", "ohrozeni": None,
                     "pristup": "rychle"} | pes,
                    FOE])
    return board, hero


def test_a_linked_pomocniks_approach_pays_the_deniks_sudba_or_pouto_000_l67_l87_l595() -> None:
    """L595: the linked pes's rychle costs 1. By default the deník's Sudba pomocníků pays (3 → 2, Pouto stays 2);
    its player chooses Pouto (L87): the deník's Pouto 2 → 1, Sudba pomocníků stays 3. The side's Sudba is not the
    helper's (stays 5). Kostivít 4, 4 → 8; the pes 6, 5, 1 → 11 (L592). (A linked pomocník's declared approach broke
    «Kolo» before: it was paid as if it were the hero.)"""
    board, hero = _linked()
    default = _ok(board, "kolo", {}, [4, 4, 6, 5, 1, 3, 3], linked={HERO_ID: hero})
    deník = default["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"]) == (2, 2)
    assert default["linked"][HERO_ID]["changes"] == ["pes: Sudba pomocníků 3 → 2 (tabule konfliktu)"]
    board, hero = _linked(pristup_pouto=1)
    chosen = _ok(board, "kolo", {}, [4, 4, 6, 5, 1, 3, 3], linked={HERO_ID: hero})
    deník = chosen["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"], chosen["sheet"]["strany"][0]["sudba"]) == (
        3, 1, 5)
    assert chosen["result"]["changes"] == ["Kostivít: iniciativa 8 (4, 4)", "pes: přístup rychle za 1 Pouto",
                                           "pes: iniciativa 11 (6, 5, 1)", "lapka: iniciativa 6 (3, 3)"]
    assert chosen["linked"][HERO_ID]["changes"] == ["pes: Pouto 2 → 1 (tabule konfliktu)"]
    saved = chosen["sheet"]["ucastnici"][1]
    assert (saved["pristup"], saved["pristup_pouto"], saved["pouto"]) == ("", 0, 0)  # Pouto lives in the deník


def test_a_linked_pomocniks_approach_keeps_the_deniks_pouto_limit_and_the_hero_has_none_000_l85_l87() -> None:
    """The deník's Pouto 2 cannot pay 2 of a cost 1 (L595); the linked hero declaring pomalu has no Pouto (L85). No
    dice given: refused before any roll, the deník sent left as it was."""
    board, hero = _linked(pristup_pouto=2)
    sent = copy.deepcopy(hero)
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: hero}) == (
        f"Přístup rychle za 1 Duši: pes může z Pouta místo Sudby platit nejvýše 1 (Pouto 2, cena 1; {POUTO}).")
    board, hero = _linked()
    board["ucastnici"][0] |= {"pristup": "pomalu", "pristup_pouto": 1}
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: hero}) == (
        f"Kostivít není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")
    assert hero == sent


# --- the released board of schema 8 ------------------------------------------------------------------------------


def test_a_released_schema_8_board_pays_the_approach_as_before_then_as_chosen_000_l87_l595() -> None:
    """The board released with schema 8 (the pes declared rychle, the Družina's Sudba 2, Pouto 2) upgrades through 9
    to the current schema with no Pouto chosen anywhere, so its next roll pays as before: Sudba first, 2 → 1 (L87
    Pouto only what Sudba cannot); the lapka's pomalu 1 of its side's Sudba 5 → 4. With the pes's Pouto chosen:
    Sudba stays 2, Pouto 2 → 1."""
    saved = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet8.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2_konflikt", saved)
    assert (was, data["schema_version"]) == (8, 11)
    assert [p["pristup_pouto"] for p in data["ucastnici"]] == [0, 0, 0]
    assert "pristup_pouto" not in saved["ucastnici"][1]  # a pure step
    dice = [4, 4, 6, 5, 1, 3, 3, 6]
    before = _ok(data, "kolo", {}, dice)
    assert [s["sudba"] for s in before["sheet"]["strany"]] == [1, 4]
    assert before["sheet"]["ucastnici"][1]["pouto"] == 2
    assert before["result"]["changes"][1:] == [
        "pes: přístup rychle za 1 Sudbu", "pes: iniciativa 11 (6, 5, 1)", "lapka: přístup pomalu za 1 Sudbu",
        "lapka: iniciativa 6 (3, 3, 6)"]
    data["ucastnici"][1]["pristup_pouto"] = 1
    chosen = _ok(data, "kolo", {}, dice)
    assert ([s["sudba"] for s in chosen["sheet"]["strany"]], chosen["sheet"]["ucastnici"][1]["pouto"]) == ([2, 4], 1)
    assert Drd2Conflict.model_validate(chosen["sheet"]).schema_version == BOARD.schema_version == 11
