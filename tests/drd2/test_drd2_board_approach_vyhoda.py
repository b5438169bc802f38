"""The board's initiative approach paid with Výhoda, and the approach of a participant who rolls no initiative.

000:L55 «Výhodu může postava použít namísto svého Těla, Duše či Vlivu» — any postava: a hero (unlinked: the board's
Výhoda; linked: the deník's), a being, a pomocník (unlinked: the board's; linked: its deník's). The approach is
declared before the roll (000:L590) and costs 1 Duše (000:L595) unless a spell gives it (000:L597). «Kolo» pays
everyone's at once, so the choice is saved on the participant (``pristup_vyhoda``, board schema 10) and checked
before any die is rolled: not more than the cost 1, not more Výhoda than the participant has, only for an approach
that is paid. A refusal rolls nothing and changes nothing.

Who rolls no initiative — a knocked-out participant has lost it (000:L662, L707), one who left is out of the
conflict (000:L695), and nobody rolls when the initiative is set by the story (000:L576) — does not use the approach
declared for the roll (000:L590), so nothing is paid for it (000:L595 «použití přístupu stojí 1 Duši»): the
declaration and its payment choices are dropped with a line. Everything through the facade."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from py_rules import api
from py_rules.storage import migrate_sheet
from py_rules.systems.drd2.conflict import SYSTEM as BOARD
from tests.drd2.drd2_helpers import LAPKA as FOE
from tests.drd2.drd2_helpers import accepted as _ok
from tests.drd2.drd2_helpers import board_with as _board
from tests.drd2.drd2_helpers import pes as _dog
from tests.drd2.drd2_helpers import refused as _refused

VYHODA = "Pravidla › Hra o zdroje › Výhoda"
POUTO = "Pravidla › Hra o zdroje › Pouto"
SCAR = "Pravidla › Jizvy › Způsobení si Jizvy z rozhodnutí hráče"
APPROACHES = "Pravidla › Konflikt, kola a iniciativa › Přístupy k iniciativě"
KNOCKOUT = "Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Vyřazení"
LEFT = "Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Opuštění konfliktu"
FIXTURES = Path(__file__).parents[1] / "fixtures" / "saves"
HERO = {"jmeno": "Kostivít", "druh": "hrdina", "strana": 0, "vyhoda": 2, "pristup": "rychle"}
STORY = "iniciativa se určuje podle příběhu a přístup mění jen hod na iniciativu"


def _people(result: dict[str, Any]) -> list[tuple[str, int, int, str, int, int]]:
    """Each participant's name, Výhoda, Pouto, declared approach, its Výhoda choice and initiative."""
    return [(p["jmeno"], p["vyhoda"], p["pouto"], p["pristup"], p["pristup_vyhoda"], p["iniciativa"])
            for p in result["sheet"]["ucastnici"]]


def _sudba(result: dict[str, Any]) -> list[int]:
    return [s["sudba"] for s in result["sheet"]["strany"]]


def test_an_unlinked_heros_approach_may_be_paid_with_the_boards_vyhoda_000_l55_l592_l595() -> None:
    """L595: Kostivít's rychle costs 1 Duše. By default the board tells him to pay it in his deník and his board
    Výhoda stays 2; his player chooses Výhoda instead (L55): Výhoda 2 → 1 and nothing is left for the deník. Rychle
    rolls 3k6 and keeps the two higher (L592): 6, 5, 1 → 11; the lapka's 2k6 3, 3 → 6. The declaration and its
    choice serve this roll only."""
    default = _ok(_board([HERO, FOE]), "kolo", {}, [6, 5, 1, 3, 3])
    assert default["result"]["changes"] == [f"Kostivít: přístup rychle – zaplať 1 Duši v deníku ({APPROACHES})",
                                            "Kostivít: iniciativa 11 (6, 5, 1)", "lapka: iniciativa 6 (3, 3)"]
    assert _people(default)[0] == ("Kostivít", 2, 0, "", 0, 11)
    chosen = _ok(_board([HERO | {"pristup_vyhoda": 1}, FOE]), "kolo", {}, [6, 5, 1, 3, 3])
    assert chosen["result"]["changes"] == ["Kostivít: přístup rychle za 1 Výhodu", "Kostivít: iniciativa 11 (6, 5, 1)",
                                           "lapka: iniciativa 6 (3, 3)"]
    assert _people(chosen)[0] == ("Kostivít", 1, 0, "", 0, 11)
    assert chosen["sheet"]["ucastnici"][0]["poradi"] == 0


def test_a_beings_and_a_pomocniks_approach_may_be_paid_with_vyhoda_instead_of_sudba_000_l55_l67_l593_l595() -> None:
    """L595 via L67: the lapka's pomalu would cost its side 1 Sudba (5 → 4); with its Výhoda 1 chosen (L55) the Sudba
    stays 5 and Výhoda 1 → 0. Pomalu keeps the two lower (L593): 6, 5, 1 → 6. The pes's rychle with Výhoda: the
    Družina's Sudba stays 5, its Pouto stays 3, Výhoda 1 → 0; 6, 5, 1 → 11. The opponents' 2k6 3, 4 → 7."""
    sly = FOE | {"strana": 0, "pristup": "pomalu", "vyhoda": 1}
    other = FOE | {"jmeno": "vlk"}
    default = _ok(_board([sly, other]), "kolo", {}, [6, 5, 1, 3, 4])
    assert (_sudba(default), _people(default)[0]) == ([4, 5], ("lapka", 1, 0, "", 0, 6))
    assert default["result"]["changes"][0] == "lapka: přístup pomalu za 1 Sudbu"
    chosen = _ok(_board([sly | {"pristup_vyhoda": 1}, other]), "kolo", {}, [6, 5, 1, 3, 4])
    assert (_sudba(chosen), _people(chosen)) == ([5, 5], [("lapka", 0, 0, "", 0, 6), ("vlk", 0, 0, "", 0, 7)])
    assert chosen["result"]["changes"] == ["lapka: přístup pomalu za 1 Výhodu", "lapka: iniciativa 6 (6, 5, 1)",
                                           "vlk: iniciativa 7 (3, 4)"]
    dog = _ok(_board([_dog(pristup="rychle", vyhoda=1, pristup_vyhoda=1), FOE]), "kolo", {}, [6, 5, 1, 3, 4])
    assert (_sudba(dog), _people(dog)[0]) == ([5, 5], ("pes", 0, 3, "", 0, 11))
    assert dog["result"]["changes"][0] == "pes: přístup rychle za 1 Výhodu"


def test_the_approachs_vyhoda_keeps_the_limits_and_a_refusal_rolls_and_changes_nothing_000_l55_l87_l595_l597() -> None:
    """Výhoda 2 of a cost 1 (L595) and Výhoda 1 with none left (L55) are refused for a hero, a being and a pomocník;
    so is Výhoda chosen with no approach declared or with the approach free by a spell (L597): nothing to pay; a
    pomocník paying 1 Výhoda has nothing left for Pouto (L87). No dice are given: the refusal comes before any roll.
    The board sent is left as it was."""
    cases = [
        (HERO | {"pristup_vyhoda": 2},
         f"Přístup rychle za 1 Duši: Kostivít může Výhodou platit nejvýše 1 (cena 1; {VYHODA})."),
        (HERO | {"vyhoda": 0, "pristup_vyhoda": 1},
         "Přístup rychle za 1 Duši: Kostivít má jen 0 Výhod, ne 1; na jeho kartě nastav „Přístup: platit Výhodou“ na "
         f"0 ({VYHODA})."),
        (FOE | {"strana": 0, "pristup": "pomalu", "pristup_vyhoda": 1},
         "Přístup pomalu za 1 Duši: lapka má jen 0 Výhod, ne 1; na jeho kartě nastav „Přístup: platit Výhodou“ na 0 "
         f"({VYHODA})."),
        (_dog(pristup="rychle", vyhoda=3, pristup_vyhoda=3),
         f"Přístup rychle za 1 Duši: pes může Výhodou platit nejvýše 1 (cena 1; {VYHODA})."),
        (_dog(pristup="rychle", vyhoda=1, pristup_vyhoda=1, pristup_pouto=1),
         "Přístup rychle za 1 Duši: pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 3, cena 1, z toho 1 Výhodou; "
         f"{POUTO})."),
        (HERO | {"pristup": "", "pristup_vyhoda": 1},
         "Kostivít nemá ohlášený žádný přístup k iniciativě: Výhodou tu není co platit; na jeho kartě nastav „Přístup: "
         f"platit Výhodou“ na 0 ({APPROACHES})."),
        (HERO | {"pristup_kouzlo": "rychle", "pristup_vyhoda": 1},
         "Kostivít má přístup rychle zdarma z kouzla: Výhodou tu není co platit; na jeho kartě nastav „Přístup: "
         f"platit Výhodou“ na 0 ({APPROACHES})."),
        (_dog(vyhoda=1, pristup_vyhoda=1, pristup_pouto=1),
         "pes nemá ohlášený žádný přístup k iniciativě: Výhodou ani z Pouta místo Sudby tu není co platit; na jeho "
         f"kartě nastav „Přístup: platit Výhodou“ i „Přístup: z Pouta místo Sudby“ na 0 ({APPROACHES})."),
    ]
    for person, message in cases:
        board = _board([FOE, person])
        sent = copy.deepcopy(board)
        assert _refused(board, "kolo", {}, []) == message
        assert board == sent


def test_a_spell_on_the_approach_and_the_conflicts_end_drop_the_vyhoda_choice_000_l597_l703() -> None:
    """L597: a spell opening rychle makes Kostivít's declared rychle free, so his Výhoda choice is dropped with a
    line and the next roll pays nothing (Výhoda stays 2); L703: the end of the conflict drops a declaration and its
    choice."""
    board = _board([HERO | {"pristup_vyhoda": 1}, FOE])
    spelled = _ok(board, "nasledek", {"ucastnik": 0, "nasledek": "pristup_udeleny", "pristup": "rychle"})
    assert spelled["sheet"]["ucastnici"][0]["pristup_vyhoda"] == 0
    assert spelled["result"]["changes"][-1] == (
        f"Kostivít: za přístup se Výhodou nic neplatí, dokud kouzlo působí ({APPROACHES})")
    rolled = _ok(spelled["sheet"], "kolo", {}, [6, 5, 1, 3, 3])
    assert _people(rolled)[0] == ("Kostivít", 2, 0, "", 0, 11)
    assert rolled["result"]["changes"][0] == f"Kostivít: přístup rychle díky kouzlu zdarma ({APPROACHES})"
    ended = _ok(board, "konec", {})["sheet"]["ucastnici"][0]
    assert (ended["pristup"], ended["pristup_vyhoda"]) == ("", 0)


def test_the_choice_is_on_every_participants_card_after_its_approach() -> None:
    """Any postava may pay with Výhoda (L55), so the field follows «Přístup» on a hero's, a being's and a pomocník's
    card (before the pomocník's Pouto, paid after Výhoda); the card lets it up to the cost 1."""
    board = _board([HERO, FOE, _dog()])
    people = api.handle({"op": "view", "sheet": board})["result"]["view"]["sections"]
    cards = next(s for s in people if s["id"] == "ucastnici")["fields"][0]["items"]
    for n, card in enumerate(cards):
        paths = [f.get("path") for f in card["fields"]]
        assert paths[paths.index(f"ucastnici.{n}.pristup") + 1] == f"ucastnici.{n}.pristup_vyhoda"
        field = next(f for f in card["fields"] if f.get("path") == f"ucastnici.{n}.pristup_vyhoda")
        assert (field["label"], field["min"], field["max"]) == ("Přístup: platit Výhodou", 0, 1)


# --- who rolls no initiative -------------------------------------------------------------------------------------


def test_an_initiative_by_the_story_uses_no_approach_and_pays_nothing_000_l576_l590_l595() -> None:
    """L576: the story sets the order, no die is rolled; the approaches (and their Výhoda or Pouto) were declared for
    a roll (L590) that does not come, so nothing is paid (L595): Kostivít's Výhoda stays 2, the pes's Pouto 3 and the
    Družina's Sudba 5, the lapka's side 5. Each declaration is dropped with a line, the order is the story's."""
    board = _board([HERO | {"pristup_vyhoda": 1}, _dog(pristup="rychle", pristup_pouto=1),
                    FOE | {"pristup": "pomalu"}])
    out = _ok(board, "kolo", {"rezim": "pribeh"}, [])
    assert out["result"]["changes"] == [
        f"Kostivít: ohlášený přístup rychle se nepoužije a nic se za něj neplatí – {STORY} ({APPROACHES})",
        f"pes: ohlášený přístup rychle se nepoužije a nic se za něj neplatí – {STORY} ({APPROACHES})",
        f"lapka: ohlášený přístup pomalu se nepoužije a nic se za něj neplatí – {STORY} ({APPROACHES})"]
    assert _people(out) == [("Kostivít", 2, 0, "", 0, 0), ("pes", 0, 3, "", 0, 0), ("lapka", 0, 0, "", 0, 0)]
    assert [p["pristup_pouto"] for p in out["sheet"]["ucastnici"]] == [0, 0, 0]
    assert _sudba(out) == [5, 5]
    assert (out["result"]["label"], out["result"]["rolls"]) == ("kolo 1", [])
    assert out["result"]["explanation"].endswith(": Kostivít, pes, lapka.")


def test_a_knocked_out_or_gone_participant_rolls_no_initiative_and_its_approach_is_dropped_unpaid_000_l662_l695_l707(
) -> None:
    """L707: the knocked-out vlk has lost the initiative, L695: the zbojník left the conflict; neither rolls, so
    only Kostivít (6, 5, 1 → 11, paid with Výhoda 2 → 1) and the lapka (3, 4 → 7) take dice. The vlk's rychle with
    its Výhoda 3 (more than it has — it does not matter, nothing is paid) and the zbojník's pomalu are dropped with a
    line each; the Protivníci's Sudba stays 5."""
    board = _board([HERO | {"pristup_vyhoda": 1},
                    FOE | {"jmeno": "vlk", "stav": "vyrazen", "pristup": "rychle", "pristup_vyhoda": 3},
                    FOE | {"jmeno": "zbojník", "stav": "opustil", "pristup": "pomalu"}, FOE])
    out = _ok(board, "kolo", {}, [6, 5, 1, 3, 4])
    assert out["result"]["changes"] == [
        "Kostivít: přístup rychle za 1 Výhodu", "Kostivít: iniciativa 11 (6, 5, 1)", "lapka: iniciativa 7 (3, 4)",
        f"vlk: ohlášený přístup rychle se nepoužije a nic se za něj neplatí – po vyřazení se na iniciativu nehází "
        f"({KNOCKOUT})",
        f"zbojník: ohlášený přístup pomalu se nepoužije a nic se za něj neplatí – mimo konflikt se na iniciativu "
        f"nehází ({LEFT})"]
    assert _people(out) == [("Kostivít", 1, 0, "", 0, 11), ("vlk", 0, 0, "", 0, 0), ("zbojník", 0, 0, "", 0, 0),
                            ("lapka", 0, 0, "", 0, 7)]
    assert ([p["stav"] for p in out["sheet"]["ucastnici"]], _sudba(out)) == (
        ["k_dispozici", "vyrazen", "opustil", "k_dispozici"], [5, 5])


# --- linked to a deník -------------------------------------------------------------------------------------------

HERO_ID = "h1"


def _linked(hero: dict[str, Any] | None = None, pes: dict[str, Any] | None = None,
            deník: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Kostivít and his pes linked; the deník: Duše 4, Výhoda 2, Sudba pomocníků 3, the pes Výhoda 1, Pouto 2,
    hranice Duše 1."""
    sheet = api.handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    sheet |= {"ohrozeni": 2, "vyhoda": 2, "sudba_pomocniku": 3, "posledni_pomocnik": 1,
              "pomocnici": [{"id": "p1", "jmeno": "pes", "charakteristika": 2, "pouto": 2, "pouto_max": 3,
                             "ohrozeni": 3, "vyhoda": 1, "hranice": {"telo": 2, "duse": 1, "vliv": 1}}]}
    sheet |= deník or {}
    board = _board([{"jmeno": "Kostivít", "druh": "hrdina", "postava": HERO_ID, "ohrozeni": None} | (hero or {}),
                    {"jmeno": "pes", "druh": "pomocnik", "postava": HERO_ID, "pomocnik": "p1", "ohrozeni": None}
                    | (pes or {}),
                    FOE])
    return board, sheet


def test_a_linked_heros_approach_is_paid_with_the_deniks_vyhoda_as_chosen_000_l55_l595() -> None:
    """L595: the linked Kostivít's rychle costs 1 Duše of the deník (4 → 3, Výhoda stays 2); with Výhoda chosen on
    his card (L55) the deník's Výhoda 2 → 1 pays and Duše stays 4. Kostivít 6, 5, 1 → 11 (L592), the pes 4, 4 → 8,
    the lapka 3, 3 → 6."""
    board, sheet = _linked({"pristup": "rychle"})
    default = _ok(board, "kolo", {}, [6, 5, 1, 4, 4, 3, 3], linked={HERO_ID: sheet})
    deník = default["linked"][HERO_ID]["sheet"]
    assert (deník["zdroje"]["duse"], deník["vyhoda"]) == (3, 2)
    board, sheet = _linked({"pristup": "rychle", "pristup_vyhoda": 1})
    chosen = _ok(board, "kolo", {}, [6, 5, 1, 4, 4, 3, 3], linked={HERO_ID: sheet})
    deník = chosen["linked"][HERO_ID]["sheet"]
    assert (deník["zdroje"]["duse"], deník["vyhoda"]) == (4, 1)
    assert chosen["result"]["changes"] == ["Kostivít: přístup rychle: 1 Výhoda místo Duše",
                                           "Kostivít: iniciativa 11 (6, 5, 1)", "pes: iniciativa 8 (4, 4)",
                                           "lapka: iniciativa 6 (3, 3)"]
    saved = chosen["sheet"]["ucastnici"][0]
    assert (saved["pristup"], saved["pristup_vyhoda"], saved["vyhoda"], saved["iniciativa"]) == ("", 0, 0, 11)


def test_a_linked_pomocniks_approach_is_paid_with_its_deniks_vyhoda_000_l55_l67_l87_l595() -> None:
    """The linked pes's rychle with its Výhoda chosen: the deník's pes Výhoda 1 → 0 pays, its Sudba pomocníků stays
    3 and Pouto 2, the side's Sudba 5. Kostivít 4, 4 → 8; the pes 6, 5, 1 → 11."""
    board, sheet = _linked(pes={"pristup": "rychle", "pristup_vyhoda": 1})
    out = _ok(board, "kolo", {}, [4, 4, 6, 5, 1, 3, 3], linked={HERO_ID: sheet})
    deník = out["linked"][HERO_ID]["sheet"]
    helper = deník["pomocnici"][0]
    assert (helper["vyhoda"], helper["pouto"], deník["sudba_pomocniku"], _sudba(out)) == (0, 2, 3, [5, 5])
    assert out["result"]["changes"][:2] == ["Kostivít: iniciativa 8 (4, 4)", "pes: přístup rychle za 1 Výhodu"]
    assert out["linked"][HERO_ID]["changes"] == ["pes: Výhoda 1 → 0 (tabule konfliktu)"]


def test_linked_refusals_pay_nothing_in_the_denik_000_l55_l595() -> None:
    """The deník's Výhoda 0 cannot pay Kostivít's 1 (L55); the pes's Výhoda 2 of a cost 1 (L595) refuses the whole
    roll though Kostivít's approach, earlier on the board, could be paid. No dice given, the deník sent left as it
    was."""
    board, sheet = _linked({"pristup": "rychle", "pristup_vyhoda": 1}, deník={"vyhoda": 0})
    sent = copy.deepcopy(sheet)
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: sheet}) == (
        "Přístup rychle za 1 Duši: Kostivít má jen 0 Výhod, ne 1; na jeho kartě nastav „Přístup: platit Výhodou“ na "
        f"0 ({VYHODA}).")
    assert sheet == sent
    board, sheet = _linked({"pristup": "rychle", "pristup_vyhoda": 1}, {"pristup": "rychle", "pristup_vyhoda": 2})
    sent = copy.deepcopy(sheet)
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: sheet}) == (
        f"Přístup rychle za 1 Duši: pes může Výhodou platit nejvýše 1 (cena 1; {VYHODA}).")
    assert sheet == sent


def test_a_knocked_out_linked_hero_pays_nothing_for_a_declared_approach_000_l662_l707() -> None:
    """The deník says Kostivít is knocked out (L662): he rolls no initiative (L707), so his declared rychle and its
    Výhoda are dropped with a line and the deník pays nothing (Duše 4, Výhoda 2). The pes 4, 4 → 8, the lapka 3, 3."""
    board, sheet = _linked({"pristup": "rychle", "pristup_vyhoda": 1}, deník={"stav": "vyrazen"})
    out = _ok(board, "kolo", {}, [4, 4, 3, 3], linked={HERO_ID: sheet})
    assert out["result"]["changes"] == [
        "pes: iniciativa 8 (4, 4)", "lapka: iniciativa 6 (3, 3)",
        f"Kostivít: ohlášený přístup rychle se nepoužije a nic se za něj neplatí – po vyřazení se na iniciativu nehází "
        f"({KNOCKOUT})"]
    deník = out["linked"][HERO_ID]
    assert (deník["sheet"]["zdroje"]["duse"], deník["sheet"]["vyhoda"], deník["sheet"]["stav"]) == (4, 2, "vyrazen")
    assert deník["changes"] == []
    saved = out["sheet"]["ucastnici"][0]
    assert (saved["pristup"], saved["pristup_vyhoda"]) == ("", 0)


# --- the released board of schema 9 ------------------------------------------------------------------------------


def test_a_released_schema_9_board_pays_the_approach_as_before_then_with_vyhoda_000_l55_l87_l595_l707() -> None:
    """The board released with schema 9 (everyone declared an approach and has Výhoda 1, the pes pays from Pouto, the
    knocked-out vlk declared rychle) upgrades to 10 with no Výhoda chosen, so its next roll pays as before: Kostivít
    in his deník, the pes 1 Pouto (2 → 1), the lapka 1 Sudba (5 → 4), every Výhoda stays 1; the vlk rolls none and
    its rychle is dropped (L707). With Výhoda chosen for Kostivít and the lapka: their Výhoda 1 → 0, the lapka's
    Sudba stays 5. Kostivít 6, 5, 1 → 11, the pes 4, 4, 2 → 8, the lapka pomalu 3, 3, 6 → 6."""
    saved = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet9.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2_konflikt", saved)
    assert (was, data["schema_version"], BOARD.schema_version) == (9, 11, 11)
    assert [p["pristup_vyhoda"] for p in data["ucastnici"]] == [0, 0, 0, 0]
    assert "pristup_vyhoda" not in saved["ucastnici"][0]  # a pure step
    dice = [6, 5, 1, 4, 4, 2, 3, 3, 6]
    before = _ok(data, "kolo", {}, dice)
    assert before["result"]["changes"] == [
        f"Kostivít: přístup rychle – zaplať 1 Duši v deníku ({APPROACHES})", "Kostivít: iniciativa 11 (6, 5, 1)",
        "pes: přístup rychle za 1 Pouto", "pes: iniciativa 8 (4, 4, 2)",
        "lapka: přístup pomalu za 1 Sudbu", "lapka: iniciativa 6 (3, 3, 6)",
        f"vlk: ohlášený přístup rychle se nepoužije a nic se za něj neplatí – po vyřazení se na iniciativu nehází "
        f"({KNOCKOUT})"]
    assert (_sudba(before), [p[1:3] for p in _people(before)]) == ([2, 4], [(1, 0), (1, 1), (1, 0), (0, 0)])
    data["ucastnici"][0]["pristup_vyhoda"] = data["ucastnici"][2]["pristup_vyhoda"] = 1
    chosen = _ok(data, "kolo", {}, dice)
    assert (_sudba(chosen), [p[1:3] for p in _people(chosen)]) == ([2, 5], [(0, 0), (1, 1), (0, 0), (0, 0)])


def test_a_linked_heros_approach_the_denik_cannot_pay_says_what_the_board_offers_000_l55_l595_l859() -> None:
    """With no Duše in the deník Kostivít's rychle (L595) can be paid with his Výhoda 2 (L55) or a Jizva of Duše
    (L859): the refusal says so (it used to offer a Jizva with no field for it, and «přijmout neúspěch», which an
    approach has not); with no Výhoda, the Jizva or withdrawing the approach."""
    no_duse = {"zdroje": {"telo": 4, "duse": 0, "vliv": 4}}
    board, sheet = _linked({"pristup": "rychle"}, deník=no_duse)
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: sheet}) == (
        "Přístup rychle za 1 Duši: Kostivít nemá v deníku žádnou Duši; zaplatit ho může Výhodou (má 2 Výhody; na jeho "
        "kartě nastav „Přístup: platit Výhodou“ na 1), nebo vlastní Jizvou na Duši (na jeho kartě do „Přístup: místo "
        f"Duše vlastní Jizva“ napiš její název), jinak přístup na kartě zruš ({VYHODA}; {SCAR}; {APPROACHES}).")
    board, sheet = _linked({"pristup": "rychle"}, deník=no_duse | {"vyhoda": 0})
    assert _refused(board, "kolo", {}, [], linked={HERO_ID: sheet}) == (
        "Přístup rychle za 1 Duši: Kostivít nemá v deníku žádnou Duši; zaplatit ho může vlastní Jizvou na Duši (na "
        "jeho kartě do „Přístup: místo Duše vlastní Jizva“ napiš její název), jinak přístup na kartě zruš "
        f"({SCAR}; {APPROACHES}).")


def test_a_linked_heros_approach_may_be_paid_with_a_self_inflicted_jizva_000_l49_l859_l871() -> None:
    """L859: instead of the deník's Duše (4, «nechce», L49) Kostivít's player has him inflict «pokousaný jazyk», a
    Jizva of Duše 1, which yields 3 Duše for this action: 1 pays rychle (L595), 2 are lost (L871). The deník gets the
    Jizva; Duše 4 → 3 as the Jizva blocks a box (CHOICE 6.2/2, as on the deník), Výhoda stays 2. Kostivít 6, 5, 1 →
    11, the pes 4, 4 → 8, the lapka 3, 3 → 6; the choice is used up with the declaration."""
    board, sheet = _linked({"pristup": "rychle", "pristup_jizva": "pokousaný jazyk"})
    out = _ok(board, "kolo", {}, [6, 5, 1, 4, 4, 3, 3], linked={HERO_ID: sheet})
    assert out["result"]["changes"] == [
        "Kostivít: vlastní Jizva „pokousaný jazyk“ (Duše, závažnost 1): +3 Duše pro tuto akci",
        "Kostivít: přístup rychle: 1 Duše ze Zdrojů Jizvy", f"Kostivít: propadá 2 Duše z Jizvy ({SCAR})",
        "Kostivít: iniciativa 11 (6, 5, 1)", "pes: iniciativa 8 (4, 4)", "lapka: iniciativa 6 (3, 3)"]
    deník = out["linked"][HERO_ID]["sheet"]
    assert (deník["zdroje"]["duse"], deník["vyhoda"]) == (3, 2)
    assert [(j["nazev"], j["vlastnost"], j["zavaznost"]) for j in deník["jizvy"]] == [("pokousaný jazyk", "duse", 1)]
    saved = out["sheet"]["ucastnici"][0]
    assert (saved["pristup"], saved["pristup_jizva"], saved["iniciativa"]) == ("", "", 11)


def test_the_approachs_jizva_keeps_its_limits_and_a_refusal_changes_nothing_000_l55_l85_l859_l883() -> None:
    """Only a hero inflicts a Jizva on himself (L859): a being or a pomocník is refused; an unlinked hero pays in his
    deník by hand; Výhoda and a Jizva both for the one Duše, a Jizva with no approach declared, and a Jizva his Duše
    cannot bear (Jizvy 4 of zdatnost 4, L883) are refused. No dice given, the deník sent left as it was."""
    for person, message in [
        (FOE | {"strana": 0, "pristup": "pomalu", "pristup_jizva": "x"},
         f"lapka není hrdina: vlastní Jizvu si z rozhodnutí hráče způsobí jen hrdina ({SCAR}); na jeho kartě smaž "
         "„Přístup: místo Duše vlastní Jizva“."),
        (_dog(pristup_jizva="x"),
         f"pes není hrdina: vlastní Jizvu si z rozhodnutí hráče způsobí jen hrdina ({SCAR}); na jeho kartě smaž "
         "„Přístup: místo Duše vlastní Jizva“."),
        (HERO | {"pristup_jizva": "x"},
         "Přístup rychle za 1 Duši: Kostivít není propojený s deníkem, platí ho v deníku a vlastní Jizvu si zapíše "
         f"tam ({SCAR}); na jeho kartě smaž „Přístup: místo Duše vlastní Jizva“."),
    ]:
        assert _refused(_board([FOE, person]), "kolo", {}, []) == message
    for hero, deník, message in [
        ({"pristup": "rychle", "pristup_jizva": "x", "pristup_vyhoda": 1}, {},
         "Přístup rychle stojí jen 1 Duši: Kostivít ho zaplatí Výhodou, nebo vlastní Jizvou, ne obojím; na jeho kartě "
         "nastav „Přístup: platit Výhodou“ na 0, nebo smaž „Přístup: místo Duše vlastní Jizva“ "
         f"({VYHODA}; {SCAR})."),
        ({"pristup_jizva": "x"}, {},
         "Kostivít nemá ohlášený žádný přístup k iniciativě: vlastní Jizvou tu není co platit; na jeho kartě smaž "
         f"„Přístup: místo Duše vlastní Jizva“ ({APPROACHES})."),
        ({"pristup": "rychle", "pristup_jizva": "x"},
         {"zdroje": {"telo": 4, "duse": 0, "vliv": 4}, "jizvy": [{"nazev": "a", "vlastnost": "duse", "zavaznost": 4}]},
         "Přístup rychle za 1 Duši: Kostivít si už Jizvu na Duši způsobit nemůže – Jizvy na Duši by přesáhly duševní "
         "zdatnost 4 (Pravidla › Jizvy › Jak chápat Jizvy); na jeho kartě smaž „Přístup: místo Duše vlastní Jizva“, "
         "nebo přístup zruš."),
    ]:
        board, sheet = _linked(hero, deník=deník)
        sent = copy.deepcopy(sheet)
        assert _refused(board, "kolo", {}, [], linked={HERO_ID: sheet}) == message
        assert sheet == sent


def test_the_approachs_jizva_is_dropped_by_a_spell_and_by_a_knock_out_unpaid_000_l597_l707() -> None:
    """L597: a spell opening rychle makes it free, so the Jizva chosen for it is dropped with a line; L707: knocked
    out, Kostivít rolls no initiative and inflicts no Jizva (the deník keeps none, Duše 4)."""
    board, sheet = _linked({"pristup": "rychle", "pristup_jizva": "x"})
    spelled = _ok(board, "nasledek", {"ucastnik": 0, "nasledek": "pristup_udeleny", "pristup": "rychle"},
                  linked={HERO_ID: sheet})
    assert spelled["result"]["changes"][-1] == (
        f"Kostivít: za přístup se vlastní Jizvou nic neplatí, dokud kouzlo působí ({APPROACHES})")
    assert spelled["sheet"]["ucastnici"][0]["pristup_jizva"] == ""
    board, sheet = _linked({"pristup": "rychle", "pristup_jizva": "x"}, deník={"stav": "vyrazen"})
    out = _ok(board, "kolo", {}, [4, 4, 3, 3], linked={HERO_ID: sheet})
    deník = out["linked"][HERO_ID]["sheet"]
    assert (deník["jizvy"], deník["zdroje"]["duse"], out["sheet"]["ucastnici"][0]["pristup_jizva"]) == ([], 4, "")


def test_the_jizva_field_is_on_a_linked_heros_card_after_the_vyhoda_choice() -> None:
    """A linked hero's card has «Přístup: místo Duše vlastní Jizva» after «Přístup: platit Výhodou»; an unlinked
    hero's, a being's and a pomocník's only while set (so it can be cleared)."""
    board, sheet = _linked()
    view = api.handle({"op": "view", "sheet": board, "linked": {HERO_ID: sheet}, "roster": {HERO_ID: "Kostivít"}})
    cards = next(s for s in view["result"]["view"]["sections"] if s["id"] == "ucastnici")["fields"][0]["items"]
    paths = [[f.get("path") for f in card["fields"]] for card in cards]
    at = paths[0].index("ucastnici.0.pristup_vyhoda")
    assert paths[0][at + 1] == "ucastnici.0.pristup_jizva"
    assert "ucastnici.1.pristup_jizva" not in paths[1]
    assert "ucastnici.2.pristup_jizva" not in paths[2]
    unlinked = _board([HERO, FOE | {"pristup_jizva": "x"}])
    cards = next(s for s in api.handle({"op": "view", "sheet": unlinked})["result"]["view"]["sections"]
                 if s["id"] == "ucastnici")["fields"][0]["items"]
    assert [any(f.get("path") == f"ucastnici.{n}.pristup_jizva" for f in card["fields"])
            for n, card in enumerate(cards)] == [False, True]


# --- an unlinked hero's other payments on the board --------------------------------------------------------------


def test_an_unlinked_hero_pays_the_boards_vyhoda_for_a_manoeuvre_a_demand_and_an_exhaustion_000_l55_l170_l273_l717(
) -> None:
    """The board keeps an unlinked hero's Výhoda, so «Platit Výhodou» pays from it (L55) and the deník only the rest;
    before, it was ignored without a word. Kostivít (Výhoda 2, Ohrožení 2): přesně (L717) for 1 Výhoda → 1 left;
    náročnost 2 (L170) with 1 Výhoda → 1 left, 1 Tělo still in the deník; the exhaustion at Ohrožení 2 (L273) with 1
    Výhoda → 1 left, 1 Tělo in the deník, Ohrožení 2 → 3. More Výhoda than he has is refused."""
    board = _board([HERO | {"pristup": ""}, FOE])
    manoeuvre = _ok(board, "manevr", {"ucastnik": 0, "manevr": "presne", "vlastnost": "telo", "vyhoda": 1})
    assert (manoeuvre["result"]["changes"], manoeuvre["sheet"]["ucastnici"][0]["vyhoda"]) == (
        ["Kostivít: manévr přesně za 1 Výhodu"], 1)
    demand = _ok(board, "narocnost", {"ucastnik": 0, "kolik": 2, "vlastnost": "telo", "vyhoda": 1})
    assert (demand["result"]["changes"], demand["sheet"]["ucastnici"][0]["vyhoda"]) == (
        ["Kostivít: náročnost 2 za 1 Výhodu; v deníku zaplať ještě 1 Tělo"], 1)
    exhausted = _ok(board, "vycerpani", {"ucastnik": 0, "vlastnost": "telo", "vyhoda": 1})
    assert exhausted["result"]["changes"] == ["Kostivít: −1 Výhoda; v deníku zaplatí ještě 1 Tělo",
                                              "Kostivít: Ohrožení 2 → 3"]
    assert exhausted["sheet"]["ucastnici"][0]["vyhoda"] == 1
    none = _ok(board, "manevr", {"ucastnik": 0, "manevr": "presne", "vlastnost": "telo"})
    assert (none["result"]["changes"], none["sheet"]["ucastnici"][0]["vyhoda"]) == (
        ["Kostivít: manévr přesně – zaplať 1 Tělo v deníku"], 2)
    for action, params in (("manevr", {"manevr": "presne", "vlastnost": "telo"}), ("narocnost", {"kolik": 3}),
                           ("vycerpani", {})):
        assert _refused(board, action, {"ucastnik": 0, "vyhoda": 3} | params) == (
            f"Kostivít má jen 2 Výhody, ne 3 ({VYHODA}).")


def test_an_unlinked_hero_losing_a_stret_exhausts_with_the_boards_vyhoda_000_l55_l273_l511() -> None:
    """Gloan's spear wins over Hrun (6, 6 against 1, 1; L511); Hrun (Ohrožení 3, Výhoda 2) exhausts for 3 (L273),
    2 of them with Výhoda (L55): Výhoda 2 → 0, 1 Tělo still in the deník, Ohrožení 3 → 4."""
    board = _board([{"jmeno": "Gloan", "druh": "bytost", "strana": 1, "ohrozeni": 1},
                    {"jmeno": "Hrun", "druh": "hrdina", "strana": 0, "ohrozeni": 3, "vyhoda": 2}])
    clash = _ok(board, "stret", {"role_0": "aktor", "proti_0": 1, "nasledek_0": "jizva", "role_1": "protiaktor",
                                 "proti_1": 0, "nasledek_1": "ohrozeni_minus"}, [6, 6, 1, 1])
    done = _ok(clash["sheet"], "rozhodnuti", {"rozhodnuti": "0-1", "volba": "vycerpat", "vyhoda": 2})
    assert "Hrun: −2 Výhody; v deníku zaplatí ještě 1 Tělo" in done["result"]["changes"]
    hrun = done["sheet"]["ucastnici"][1]
    assert (hrun["vyhoda"], hrun["ohrozeni"], hrun["jizvy"]) == (0, 4, [])


def test_a_released_schema_10_board_pays_the_approach_as_chosen_there_000_l55_l87_l595_l707() -> None:
    """The board released with schema 10 (Kostivít and the lapka pay their approach with Výhoda, the pes from Pouto,
    the knocked-out vlk declared rychle) upgrades to 11 with no Jizva chosen, so its roll pays as chosen then:
    Výhoda 1 → 0 for Kostivít and the lapka (L55), the pes's Pouto 2 → 1 (L87), every Sudba stays; the vlk rolls none
    and its rychle is dropped (L707)."""
    saved = json.loads((FIXTURES / "drd2_konflikt-envelope1-sheet10.json").read_text(encoding="utf-8"))["sheet"]
    data, was = migrate_sheet("drd2_konflikt", saved)
    assert (was, data["schema_version"]) == (10, 11)
    assert [p["pristup_jizva"] for p in data["ucastnici"]] == ["", "", "", ""]
    assert "pristup_jizva" not in saved["ucastnici"][0]  # a pure step
    out = _ok(data, "kolo", {}, [6, 5, 1, 4, 4, 2, 3, 3, 6])
    assert out["result"]["changes"][:6] == [
        "Kostivít: přístup rychle za 1 Výhodu", "Kostivít: iniciativa 11 (6, 5, 1)", "pes: přístup rychle za 1 Pouto",
        "pes: iniciativa 8 (4, 4, 2)", "lapka: přístup pomalu za 1 Výhodu", "lapka: iniciativa 6 (3, 3, 6)"]
    assert (_sudba(out), [p[1:3] for p in _people(out)]) == ([2, 5], [(0, 0), (1, 1), (0, 0), (0, 0)])
