"""Issue 21: a disabled arm holds nothing and hampers (seed 003:L645-L650), on the sheet and on the board by
the same rule functions; the schema steps that added the hands (sheet 2 → 3, board 2 → 3)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from py_rules.api import handle
from py_rules.storage import load_character, migrate_sheet
from tests.boj_k6.test_boj_k6_attributes import board, declare
from tests.boj_k6.test_boj_k6_sheet_actions import act, new

SWORD = {"nazev": "Meč", "zraneni": 1, "druh": "secne", "ruka": "prava"}
AXE_LEFT = {"nazev": "Sekerka", "zraneni": 1, "druh": "secne", "ruka": "leva"}
LEFT_ARM = [{"cast": "leva_ruka", "popis": ""}]
FIXTURES = Path(__file__).parent.parent / "fixtures" / "saves"


def attack(sheet: dict[str, Any], prostredek: str, dice: list[int] | None = None) -> dict[str, Any]:
    params = {"rezim": "uspech", "vlastnost": "sila", "prostredek": prostredek, "protivnik_vlastnost": 2}
    return act(sheet, "hod", params, dice=dice or [4, 2])


def test_sheet_weapon_in_a_disabled_arm_cannot_fight_003_l645_l648() -> None:
    sheet = new(sila=3, zbrane=[SWORD, AXE_LEFT], vazna_zraneni=LEFT_ARM)
    refused = attack(sheet, "zbran_1")
    assert refused["error"]["code"] == "rule_violation"
    assert refused["error"]["message"] == ("Sekerka (v levé ruce) drží v ruce, která je vážně zraněná; tou rukou "
                                           "nelze bojovat ani se krýt (Boj › Zranění).")
    assert attack(sheet, "zbran_0")["ok"]  # the sword in the sound right hand


def test_sheet_arm_wound_is_a_disadvantage_in_melee_not_when_casting_003_l650_l653() -> None:
    # Gorondar, Síla 3, sword in the right hand, left arm disabled: melee 4 + 3 − 1 = 6 (L650);
    # a spell (Duše 2) is not hampered: 4 + 2 = 6 with no line for the arm (L653 by analogy: not casting).
    sheet = new(sila=3, duse=2, zbrane=[SWORD], vazna_zraneni=LEFT_ARM,
                kouzla=[{"nazev": "Modrý blesk", "obrana": "sila", "kz": 2}])
    melee = attack(sheet, "zbran_0")["result"]["result"]
    assert melee["total"] == 6
    assert "Vážně zraněná ruka (levá ruka) −1" in melee["explanation"]
    spell = act(sheet, "hod", {"rezim": "uspech", "vlastnost": "duse", "prostredek": "kouzlo_0",
                               "protivnik_vlastnost": 2}, dice=[4, 2])["result"]["result"]
    assert spell["total"] == 6
    assert "ruka" not in spell["explanation"]


def test_sheet_shield_in_a_disabled_arm_does_not_protect_003_l648() -> None:
    shield = {"ma_stit": True, "hodnota": 1, "pouzitelny": True, "ruka": "leva"}
    sound = act(new(stit=shield), "zasah", {"rozdil": 3, "zraneni": 1})["result"]
    hurt = act(new(stit=shield, vazna_zraneni=LEFT_ARM), "zasah", {"rozdil": 3, "zraneni": 1})["result"]
    assert (sound["sheet"]["zivoty"], hurt["sheet"]["zivoty"]) == (7, 6)  # 3 + 1 − 1 shield vs 3 + 1


def test_board_weapon_in_a_disabled_arm_cannot_fight_003_l645_l648() -> None:
    sheet = board({"jmeno": "Ork", "sila": 3, "zbran": "Sekera", "zbran_ruka": "leva", "vazna_zraneni": ["leva_ruka"]},
                  {"jmeno": "Naria"})
    refused = declare(sheet, vlastnost="sila")
    assert refused["error"]["message"] == ("Sekera (v levé ruce) drží v ruce, která je vážně zraněná; tou rukou "
                                           "nelze bojovat ani se krýt (Boj › Zranění).")
    bow = board({"jmeno": "Skřet", "finesa": 3, "zbran": "Luk", "zbran_dosah": "strelna", "zbran_dvojrucni": True,
                 "vazna_zraneni": ["prava_ruka"]}, {"jmeno": "Naria"})
    assert "dvojruční" in declare(bow, vlastnost="finesa")["error"]["message"]  # L648: no bow either
    right = board({"jmeno": "Ork", "sila": 3, "zbran": "Sekera", "zbran_ruka": "prava",
                   "vazna_zraneni": ["leva_ruka"]}, {"jmeno": "Naria"})
    assert declare(right, vlastnost="sila")["ok"]


def test_board_shield_in_a_disabled_arm_does_not_protect_003_l648() -> None:
    # Ork (Síla 3, axe 1) hits Naria (shield 1 in her left hand, left arm disabled) by 3: 3 + 1 = 4 (L585, L648).
    sheet = board({"jmeno": "Ork", "sila": 3, "zbran_zraneni": 1},
                  {"jmeno": "Naria", "strana": "druzina", "zivoty": 10, "stit": 1, "finesa": 2,
                   "vazna_zraneni": ["leva_ruka"]})
    sheet = declare(sheet, vlastnost="sila")["result"]["sheet"]
    pair = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [4, 2],
                   "params": {"utocnik": 1, "cil": 2, "obrana_vlastnost": "finesa", "obrana_cim": "uhyb"}})
    assert pair["ok"], pair
    # Ork 4 + 3 = 7; Naria 2 + 2 − 1 (arm, she defends) = 3: margin 4, 2 successes
    assert pair["result"]["result"]["details"]["rozdil"] == 4
    spent = handle({"op": "act", "sheet": pair["result"]["sheet"], "action": "utratit",
                    "params": {"vysledek": 1, "zranit": True}})
    assert spent["result"]["sheet"]["ucastnici"][1]["zivoty"] == 5  # 10 − (4 + 1), no shield


def test_character_schema_2_gets_the_hands_003_l648() -> None:
    old = {**new(), "schema_version": 2}
    for weapon in old["zbrane"]:
        del weapon["ruka"]
    del old["stit"]["ruka"]
    data, was = migrate_sheet("boj_k6", old)
    assert (was, data["schema_version"]) == (2, 3)
    assert [w["ruka"] for w in data["zbrane"]] == ["prava", "prava"]
    assert data["stit"]["ruka"] == "leva"
    assert "ruka" not in old["stit"]  # pure


def test_released_board_2_keeps_its_pending_results_and_gains_zraneni_za_003_l637() -> None:
    raw = (FIXTURES / "boj_k6_kolo-envelope1-sheet2.json").read_text()
    saved = json.loads(raw)
    assert "zraneni_za" not in saved["sheet"]["vysledky"][0]  # as version 2 wrote it
    loaded = load_character(raw)
    assert loaded.migrated_from == 2
    sheet = loaded.envelope["sheet"]
    assert sheet["schema_version"] == 4  # through 3 (the hands, zraneni_za) to 4 (únava)
    assert sheet["vysledky"][0] == {**saved["sheet"]["vysledky"][0], "zraneni_za": 0}
    people = sheet["ucastnici"]
    assert [(p["postava"], p["zbran_ruka"], p["stit_ruka"], p["namireno"], p["finta_proti"]) for p in people] == [
        ("", "prava", "leva", False, 0), ("", "prava", "leva", False, 0)]
    # the migrated board plays on: the pending 2 successes are spent
    reply = handle({"op": "act", "sheet": sheet, "action": "utratit", "params": {"vysledek": 1, "zranit": True}})
    assert reply["ok"], reply
    assert reply["result"]["sheet"]["vysledky"][0]["zraneni_za"] == 5  # margin 4 + sword 1
