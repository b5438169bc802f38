"""The character's own roll with a bow: E29 and ammunition (seed 003:L62, L93, L467-L478, L483-L501),
darkness and infravidění/ultrasluch (L235-L236), and the schema 2 migrations."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from py_rules.storage import load_character, migrate_sheet
from tests.boj_k6.test_boj_k6_sheet_actions import act, new

BOW = {"nazev": "Luk", "zraneni": 2, "druh": "bodne", "dosah": "strelna", "dvojrucni": True,
       "munice_sledovat": True, "munice": 5, "nabito": True}
SHOT = {"rezim": "uspech", "vlastnost": "finesa", "prostredek": "zbran_0", "protivnik_vlastnost": 2}


def bow_sheet(**bow: Any) -> dict[str, Any]:
    return new(finesa=3, zbrane=[{**BOW, **bow}])


def test_e29_loaded_bow_shoot_and_flee_003_l499() -> None:
    reply = act(bow_sheet(), "hod", {**SHOT, "utek": True}, dice=[4, 1])
    assert reply["ok"], reply
    bow = reply["result"]["sheet"]["zbrane"][0]
    assert (bow["munice"], bow["nabito"]) == (4, False)
    assert reply["result"]["result"]["total"] == 7  # Finesa 3 + 4: fleeing after the shot costs the shot nothing


def test_e29_unloaded_bow_cannot_flee_003_l500() -> None:
    reply = act(bow_sheet(nabito=False), "hod", {**SHOT, "utek": True}, dice=[4, 1])
    assert reply["error"]["code"] == "rule_violation"
    assert ("nabít a vystřelit, ale už ne utéct (Boj › Co se dá stihnout v jednom kole; Boj › Boj na "
            "dálku)") in reply["error"]["message"]


def test_e29_unloaded_bow_loads_and_shoots_in_one_round_003_l62_l500() -> None:
    reply = act(bow_sheet(nabito=False), "hod", SHOT, dice=[4, 1])
    bow = reply["result"]["sheet"]["zbrane"][0]
    assert (bow["munice"], bow["nabito"]) == (4, False)
    assert reply["result"]["result"]["changes"][:2] == ["Luk: nabito.", "Luk: munice 5 → 4 (Boj › Boj na dálku)."]


def test_e29_shoot_and_load_again_at_once_003_l487_l499() -> None:
    reply = act(bow_sheet(), "hod", {**SHOT, "nabit": True}, dice=[4, 1])
    bow = reply["result"]["sheet"]["zbrane"][0]
    assert (bow["munice"], bow["nabito"]) == (4, True)
    both = act(bow_sheet(), "hod", {**SHOT, "nabit": True, "utek": True}, dice=[4, 1])
    assert "vystřelit a utéct, nebo vystřelit a hned nabít" in both["error"]["message"]
    last = act(bow_sheet(munice=1), "hod", {**SHOT, "nabit": True}, dice=[4, 1])
    assert "poslední kus munice" in last["error"]["message"]


def test_no_reload_on_a_defence_roll_or_with_a_melee_weapon_003_l62() -> None:
    defence = act(bow_sheet(), "hod", {**SHOT, "rezim": "obrana", "nabit": True}, dice=[4, 1])
    assert defence["error"]["code"] == "rule_violation"
    dagger = act(new(finesa=3), "hod", {**SHOT, "nabit": True}, dice=[4, 1])
    assert "není střelná" in dagger["error"]["message"]


def test_melee_attack_and_flee_is_still_refused_003_l771() -> None:
    reply = act(new(finesa=3), "hod", {**SHOT, "utek": True}, dice=[4, 1])
    assert "Boj › Útěk z boje zblízka" in reply["error"]["message"]


def test_e7_darkness_on_the_sheet_003_l235_l236() -> None:
    params = {**SHOT, "prostredek": "zbran_0", "tma": True}
    both_blind = act(new(finesa=3), "hod", params, dice=[4, 1])["result"]["result"]
    assert both_blind["total"] == 7  # cancels
    foe_sees = act(new(finesa=3), "hod", {**params, "protivnik_vidi_ve_tme": True}, dice=[4, 1])
    assert foe_sees["result"]["result"]["total"] == 6
    i_see = act(new(finesa=3, infravideni=True), "hod", params, dice=[4, 1])
    assert i_see["result"]["result"]["total"] == 8


def test_character_schema_1_migrates_with_abilities_off() -> None:
    raw = json.loads((Path("tests/fixtures/saves/boj_k6-envelope1-sheet1.json")).read_text())
    data, was = migrate_sheet("boj_k6", raw["sheet"])
    assert (was, data["schema_version"], data["infravideni"], data["ultrasluch"]) == (1, 3, False, False)
    assert load_character(json.dumps(raw)).migrated_from == 1


def test_board_schema_1_with_participants_migrates_to_2() -> None:
    old = {"system": "boj_k6_kolo", "schema_version": 1, "name": "Most", "notes": "", "kolo": 3,
           "ucastnici": [{"id": 1, "jmeno": "Naria", "strana": "druzina", "zbran_dosah": "strelna"}],
           "vysledky": [], "vyhodnoceno": [], "postup": [], "zaznam": []}
    data, was = migrate_sheet("boj_k6_kolo", old)
    assert was == 1
    assert old["schema_version"] == 1  # pure: the input is untouched
    assert (data["tma"], data["vzdalenosti"], data["situace"]) == (False, [], [])
    naria = data["ucastnici"][0]
    assert (naria["nabito"], naria["munice_sledovat"], naria["rychlost"], naria["pohyb"]) == (True, False, "beh",
                                                                                             "zustava")


def test_board_migration_refuses_a_broken_participant_list() -> None:
    import pytest

    from py_rules.errors import StorageError

    with pytest.raises(StorageError, match="nejsou seznam"):
        migrate_sheet("boj_k6_kolo", {"system": "boj_k6_kolo", "schema_version": 1, "ucastnici": "Naria"})
