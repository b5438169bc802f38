"""Issue 19 errors, through the facade: every action checks what the rules require before it changes anything
(seed 004, lines cited in the test names)."""

from __future__ import annotations

from typing import Any

from py_rules import api


def _sheet(**updates: Any) -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": "dnd5e", "name": "Zkouška"})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    for key, value in updates.items():
        sheet[key] = {**sheet[key], **value} if isinstance(value, dict) else value
    return sheet


def _act(sheet: dict[str, Any], action: str, dice: list[int] | None = None, **params: Any) -> dict[str, Any]:
    request: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        request["dice"] = dice
    reply: dict[str, Any] = api.handle(request)
    return reply


def _odds(sheet: dict[str, Any], action: str, **params: Any) -> dict[str, Any]:
    reply: dict[str, Any] = api.handle({"op": "action_odds", "sheet": sheet, "action": action, "params": params})
    return reply


def _refused(reply: dict[str, Any], words: str) -> None:
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    assert words in reply["error"]["message"]


DYING = {"hp": {"current": 0, "max": 10}, "death_saves": {"successes": 1, "failures": 2},
         "conditions": {"v_bezvedomi": True, "lezici": True}}


def test_short_rest_at_0_hp_resets_death_saves_and_wakes_004_l373_l369() -> None:
    # fighter k10, Con 10: a hit die showing 5 heals 5; regaining HP resets both counts (L373) and ends
    # unconsciousness (L369)
    reply = _act(_sheet(**DYING), "kratky_odpocinek", [5])
    assert reply["ok"], reply
    sheet = reply["result"]["sheet"]
    assert sheet["hp"]["current"] == 5
    assert sheet["death_saves"] == {"successes": 0, "failures": 0, "stable": False}
    assert sheet["conditions"]["v_bezvedomi"] is False
    assert sheet["classes"][0]["utracene_kostky"] == 1
    assert "probrala z bezvědomí" in reply["result"]["result"]["explanation"]


def test_short_rest_healing_0_at_0_hp_keeps_the_counts_004_l223_l373() -> None:
    # Con 6 (−2) and a 2 heal 0 (at least 0, L223): no HP regained, so nothing resets (L373)
    reply = _act(_sheet(abilities={"odolnost": 6}, **DYING), "kratky_odpocinek", [2])
    assert reply["ok"], reply
    assert reply["result"]["sheet"]["death_saves"]["failures"] == 2
    assert reply["result"]["sheet"]["conditions"]["v_bezvedomi"] is True


def test_short_rest_at_full_hp_is_refused_and_spends_nothing_004_l223() -> None:
    sheet = _sheet()
    _refused(_act(sheet, "kratky_odpocinek", [5]), "plný počet životů (10)")
    odds = _odds(sheet, "kratky_odpocinek")["result"]
    assert [o["outcome"] for o in odds["outcomes"]] == ["none"]
    assert "plný počet životů" in odds["summary"]
    # exhaustion 4 halves the maximum (L124): 5 of 10 is full
    _refused(_act(_sheet(exhaustion=4, hp={"current": 5, "max": 10}), "kratky_odpocinek", [5]), "(5)")


def test_knock_out_a_creature_that_dies_at_0_004_l386_l383() -> None:
    monster = _sheet(dies_at_zero=True, hp={"current": 10, "max": 20})
    reply = _act(monster, "zraneni", zraneni=15, srazit_do_bezvedomi=True)
    assert reply["ok"], reply
    sheet = reply["result"]["sheet"]
    assert reply["result"]["result"]["outcome"] == "unconscious"
    assert sheet["dead"] is False
    assert sheet["death_saves"]["stable"] is True
    assert sheet["conditions"]["v_bezvedomi"] is True
    # without the choice it dies at 0 (L383); massive damage still kills (excess 20 ≥ max 20, L364)
    assert _act(monster, "zraneni", zraneni=15)["result"]["sheet"]["dead"] is True
    assert _act(monster, "zraneni", zraneni=30, srazit_do_bezvedomi=True)["result"]["sheet"]["dead"] is True


def test_death_save_with_exhaustion_3_has_disadvantage_004_l123_l372() -> None:
    tired = _sheet(exhaustion=3, **DYING)
    odds = _odds(tired, "smrt")
    assert odds["ok"], odds
    chances = {o["outcome"]: o["probability"] for o in odds["result"]["outcomes"]}
    # kept lower d20 P(f) = (41 − 2f)/400: faces 10–19 sum to 120/400, nat 20 1/400, nat 1 39/400, rest 240/400
    assert chances == {"nat20": "1/400", "success": "3/10", "nat1": "39/400", "failure": "3/5"}
    assert "30,2" in odds["result"]["summary"]  # 121/400 succeed instead of 55 %
    assert "nevýhodou" in odds["result"]["summary"]
    reply = _act(tired, "smrt", [15, 4])  # two dice, the lower (4) counts: a failure, the third → dead
    assert reply["ok"], reply
    assert reply["result"]["result"]["details"]["face"] == 4
    assert reply["result"]["sheet"]["dead"] is True
    # level 2 has no effect on saves: one die, 55 % (faces 10–20 of 20, L373)
    rested = _odds(_sheet(exhaustion=2, **DYING), "smrt")
    assert "55,0" in rested["result"]["summary"]


def test_death_save_with_inspiration_has_advantage_004_l137_l372() -> None:
    sheet = _sheet(inspiration=True, **DYING)
    reply = _act(sheet, "smrt", [3, 20], inspirace=True)
    assert reply["ok"], reply
    assert reply["result"]["result"]["outcome"] == "nat20"
    assert reply["result"]["sheet"]["hp"]["current"] == 1
    assert reply["result"]["sheet"]["inspiration"] is False
    _refused(_act(_sheet(**DYING), "smrt", [3, 20], inspirace=True), "Nemáš inspiraci")


FIGHTER = {"superiority": {"pocet": 4, "kostka": 8}}


def test_parry_needs_a_reaction_004_l525_l238_l596() -> None:
    for updates, words in (({"conditions": {"neschopny": True}}, "Neschopný tvor"),
                           ({"surprised": True}, "až po svém prvním tahu"),
                           ({"dead": True, "hp": {"current": 0}}, "mrtvá")):
        sheet = _sheet(**FIGHTER, **updates)
        _refused(_act(sheet, "manevr", [4], manevr="parirovani", zraneni=12), words)
        _refused(_odds(sheet, "manevr", manevr="parirovani", zraneni=12), words)
    _refused(_act(_sheet(**FIGHTER), "manevr", [4], manevr="parirovani", zraneni=12, reakce_vyuzita=True),
             "reakci")
    _refused(_act(_sheet(**FIGHTER), "manevr", [4], manevr="parirovani"), "zadej zranění")
    ok = _act(_sheet(abilities={"obratnost": 16}, **FIGHTER), "manevr", [4], manevr="parirovani", zraneni=12)
    assert ok["result"]["result"]["total"] == 5  # 12 − (4 + 3)
    assert ok["result"]["sheet"]["superiority"]["utracene"] == 1


def test_rally_never_grants_negative_temp_hp_004_l616_l390() -> None:
    sheet = _sheet(abilities={"charisma": 4}, **FIGHTER)  # Cha 4 → −3
    reply = _act(sheet, "manevr", [1], manevr="zotaveni")
    assert reply["ok"], reply
    assert reply["result"]["result"]["total"] == 0
    assert reply["result"]["result"]["label"] == "0 dočasných životů"
    chances = {o["outcome"]: o["probability"] for o in _odds(sheet, "manevr", manevr="zotaveni")["result"]["outcomes"]}
    assert chances == {"vysledek_0": "3/8", **{f"vysledek_{v}": "1/8" for v in range(1, 6)}}  # faces 1–3 → 0
    _refused(_act(_sheet(surprised=True, **FIGHTER), "manevr", [1], manevr="zotaveni"), "Překvapený")
    _refused(_act(_sheet(conditions={"v_bezvedomi": True}, hp={"current": 0}, **FIGHTER), "manevr", [1]),
             "Neschopný")


def test_exchange_same_coin_is_refused_004_l455_l461() -> None:
    sheet = _sheet(coins={"zl": 5})
    _refused(_act(sheet, "smena", z="zl", na="zl", pocet=1), "zl za zl")
    reply = _act(sheet, "smena", z="zl", na="st", pocet=1)
    assert reply["result"]["sheet"]["coins"]["st"] == 10


def test_grapple_shove_escape_are_actions_004_l525_l238_l342_l345() -> None:
    grappled = {"conditions": {"uchvaceny": True}}
    for purpose in ("chvat", "strceni", "unik"):
        _refused(_act(_sheet(conditions={"neschopny": True, "uchvaceny": True}), "konflikt", [15, 5], ucel=purpose),
                 "Neschopný tvor")
        _refused(_act(_sheet(surprised=True, **grappled), "konflikt", [15, 5], ucel=purpose), "Překvapený")
    # a general contest (e.g. holding a door) is no action and stays allowed while surprised
    assert _act(_sheet(surprised=True), "konflikt", [15, 5], co="sila")["ok"]


def test_grapple_needs_a_free_hand_and_athletics_004_l344_l345_l350() -> None:
    sheet = _sheet()
    _refused(_act(sheet, "konflikt", [15, 5], ucel="chvat", volna_ruka=False), "volnou rukou")
    _refused(_act(sheet, "konflikt", [15, 5], ucel="chvat", co="akrobacie"), "Síly (Atletiky)")
    _refused(_odds(sheet, "konflikt", ucel="strceni", co="sila"), "Síly (Atletiky)")
    # a shove needs no free hand (L350); an escape may use Acrobatics (L345) but not Stealth
    assert _act(sheet, "konflikt", [15, 5], ucel="strceni", volna_ruka=False)["result"]["result"]["outcome"] == "win"
    grappled = _sheet(conditions={"uchvaceny": True})
    escaped = _act(grappled, "konflikt", [15, 5], ucel="unik", co="akrobacie")
    assert escaped["result"]["sheet"]["conditions"]["uchvaceny"] is False
    _refused(_act(grappled, "konflikt", [15, 5], ucel="unik", co="nenapadnost"), "Akrobacie")


def test_a_dead_creature_rolls_no_initiative_004_l364() -> None:
    _refused(_act(_sheet(dead=True, hp={"current": 0}), "iniciativa", [10]), "mrtvá")


def test_improvised_weapon_deals_1k4_without_proficiency_004_l512() -> None:
    # no weapon on the sheet: an improvised 1k4, no proficiency bonus (Str 10 → +0); 15 vs OČ 13 hits, 3 damage
    reply = _act(_sheet(weapons=[]), "utok", [15, 3], oc=13)
    assert reply["ok"], reply
    result = reply["result"]["result"]
    assert result["outcome"] == "hit"
    assert result["total"] == 15
    assert result["details"]["damage"] == 3
    assert "1k4" in result["explanation"]


def test_damage_manoeuvre_adds_the_die_on_a_hit_004_l585_l614() -> None:
    fighter = _sheet(**FIGHTER)  # longsword 1k8, Str 10; superiority k8
    hit = _act(fighter, "utok", [15, 5, 6], oc=13, manevr_pri_zasahu=True)
    assert hit["ok"], hit
    assert hit["result"]["result"]["details"]["damage"] == 11  # 5 + 0 + die 6
    assert hit["result"]["sheet"]["superiority"]["utracene"] == 1
    assert "k8 = 6 přičtena ke zranění, celkem 11" in hit["result"]["result"]["explanation"]
    miss = _act(fighter, "utok", [5], oc=13, manevr_pri_zasahu=True)  # a miss spends nothing
    assert miss["result"]["sheet"]["superiority"]["utracene"] == 0
    _refused(_act(_sheet(), "utok", [15, 5], oc=13, manevr_pri_zasahu=True), "převahovou kostku")
