"""Issue 21 item 4: únava v boji applied by the board (seed 003:L313-L333): reinforcements are fresh against
those who have fought a while, who ran to the fight is out of breath, a fight everyone joined together counts
none; board schema 3 → 4 (released fixture)."""

from __future__ import annotations

import json
from pathlib import Path

from py_rules.storage import load_character
from tests.boj_k6.board_support import board_with, run
from tests.boj_k6.test_boj_k6_round import constant, intend

FIXTURES = Path(__file__).parent.parent / "fixtures" / "saves"
GOBLIN = {"jmeno": "Skřet", "sila": 2, "uz_bojuje_kol": 3}  # the caravan fight has gone on a while (L333)


def caravan() -> object:
    """Pavel dropped his pack and is fresh, Katka took her time, Jana (Kara) kept pace with him and is out of
    breath (L325-L333)."""
    return board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3},
                      {"jmeno": "Naria", "strana": "druzina", "finesa": 3},
                      {"jmeno": "Kara", "strana": "druzina", "sila": 1, "dobehl": True}, GOBLIN)


def test_e12_fresh_arrivals_have_an_advantage_the_breathless_none_003_l316_l333() -> None:
    board = caravan()
    gorondar = intend(board, "Gorondar", ["Skřet"], vlastnost="sila")
    assert constant(gorondar, "Gorondar", "Skřet") == 3 + 1  # «počítejte si v tomhle boji výhodu» (L333)
    kara = intend(board, "Kara", ["Skřet"], vlastnost="sila")
    assert constant(kara, "Kara", "Skřet") == 1  # «Kara je zadýchaná, takže výhodu nemá» (L333)
    goblin = intend(board, "Skřet", ["Kara"], vlastnost="sila")
    assert constant(goblin, "Skřet", "Kara") == 2  # nobody has it (L316)
    goblin = intend(board, "Skřet", ["Gorondar"], vlastnost="sila")
    assert constant(goblin, "Skřet", "Gorondar", obrana_vlastnost="sila") == 2 - 1  # tired against the fresh
    # the advantage lasts the fight: three rounds on, the goblins have still fought longer
    later = board
    for _ in range(3):
        later = run(later, "nove_kolo").sheet
    later = intend(later, "Gorondar", ["Skřet"], vlastnost="sila")
    assert constant(later, "Gorondar", "Skřet") == 3 + 1


def test_a_typical_fight_counts_no_exhaustion_003_l314() -> None:
    board = board_with({"jmeno": "Gorondar", "strana": "druzina", "sila": 3}, {"jmeno": "Ork", "sila": 2})
    for _ in range(5):
        board = run(board, "nove_kolo").sheet
    board = intend(board, "Gorondar", ["Ork"], vlastnost="sila")
    assert constant(board, "Gorondar", "Ork") == 3
    # help arriving at round 6 is fresh against both who fought from round 1 (L316)
    board = run(board, "pridat", jmeno="Naria", strana="druzina", finesa=3).sheet
    board = intend(board, "Naria", ["Ork"], vlastnost="finesa")
    assert constant(board, "Naria", "Ork") == 3 + 1


def test_released_board_3_migrates_to_4_everyone_from_round_one_003_l314() -> None:
    raw = (FIXTURES / "boj_k6_kolo-envelope1-sheet3.json").read_text()
    saved = json.loads(raw)
    loaded = load_character(raw)
    assert loaded.migrated_from == 3
    sheet = loaded.envelope["sheet"]
    assert sheet["schema_version"] == 4
    assert [(p["boj_od"], p["zadychany"]) for p in sheet["ucastnici"]] == [(1, False), (1, False)]
    assert sheet["ucastnici"][0]["finta_proti"] == saved["sheet"]["ucastnici"][0]["finta_proti"] == 2
