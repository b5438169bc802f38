"""The encounter board dnd5e_stretnuti (issue 19 item 1), played through the facade with two linked characters
and two monsters: initiative as a Dex check with ties to the higher Dex (SRD, the board's choice), surprise
004:L237-L238, one action, bonus action and reaction 004:L240-L244, Dodge 004:L300, Help 004:L279, damage on the
target's own sheet 004:L354-L375, monsters dying at 0 004:L383, the death save at the start of the turn 004:L372,
the concentration save per damage 004:L443, effects ending by themselves."""

from __future__ import annotations

import copy
from typing import Any

from py_rules.api import handle


def character(name: str, dex: int, hp: int) -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": "dnd5e", "name": name})["result"]["sheet"]
    sheet["abilities"] |= {"obratnost": dex, "sila": 16}  # longsword +5 (Str +3, proficiency +2), 1k8+3
    sheet["hp"] = {"current": hp, "max": hp, "temp": 0}
    return sheet


class Table:
    """A GM's device: the board and the party's saves, as the shell keeps them."""

    def __init__(self) -> None:
        self.saves = {"borek": character("Bořek", 14, 12), "jana": character("Jana", 12, 9)}
        board = handle({"op": "new_sheet", "system": "dnd5e_stretnuti", "name": "Brod"})["result"]["sheet"]
        monster = board["ucastnici"][0]  # OČ 12, 10 HP, 1k6, dies at 0 (004:L383)
        board["ucastnici"] = [
            {"jmeno": "Bořek", "strana": 0, "postava": "borek"},
            {"jmeno": "Jana", "strana": 0, "postava": "jana"},
            {**copy.deepcopy(monster), "jmeno": "Skřet"},
            {**copy.deepcopy(monster), "jmeno": "Zlobr"},
        ]
        self.board = board

    def call(self, op: str, **more: Any) -> dict[str, Any]:
        return handle({"op": op, "sheet": self.board, "linked": self.saves,
                       "roster": {"borek": "Bořek", "jana": "Jana"}, **more})

    def act(self, action: str, dice: list[int], **params: Any) -> dict[str, Any]:
        reply = self.call("act", action=action, params=params, dice=dice)
        if reply["ok"]:
            self.board = reply["result"]["sheet"]
            for save_id, change in reply["result"]["linked"].items():
                self.saves[save_id] = change["sheet"]
        return reply

    def person(self, index: int) -> dict[str, Any]:
        person: dict[str, Any] = self.board["ucastnici"][index]
        return person


def ok(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]["result"]
    return result


def refused(reply: dict[str, Any], fragment: str) -> None:
    assert reply["ok"] is False, reply
    assert fragment in reply["error"]["message"]


def test_initiative_is_a_dex_check_and_a_tie_goes_to_the_higher_dex_srd() -> None:
    t = Table()
    assert t.call("view")["result"]["links"] == {"system": "dnd5e", "ids": ["borek", "jana"]}
    # Bořek 10 + 2 = 12, Jana 11 + 1 = 12, Skřet 12 + 0, Zlobr 3 + 0
    start = ok(t.act("zacatek", [10, 11, 12, 3]))
    assert start["details"]["order"] == [0, 1, 2, 3]  # three at 12: Dex 14, then 12, then 10
    assert [p["iniciativa"] for p in t.board["ucastnici"]] == [12, 12, 12, 3]
    assert (t.board["kolo"], t.board["na_tahu"], t.board["probiha"]) == (1, 0, True)
    refused(t.act("zacatek", [1, 1, 1, 1]), "Boj už probíhá")


def test_exhaustion_gives_the_initiative_check_disadvantage_004_l121() -> None:
    t = Table()
    t.saves["jana"]["exhaustion"] = 1
    start = ok(t.act("zacatek", [10, 18, 4, 12, 3]))  # Jana rolls 2k20, keeps the lower 4
    assert t.person(1)["iniciativa"] == 5
    assert "Jana: iniciativa: na k20 padlo 4, s bonusem +1 celkem 5. S nevýhodou" in " ".join(start["changes"])


def test_an_attack_lands_on_the_targets_sheet_and_uses_the_action_004_l240_l354() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek 17, Skřet 12, Jana 11, Zlobr 3
    refused(t.act("utok", [15, 5], zbran="2/0", cil=0), "Na tahu je Bořek")
    hit = ok(t.act("utok", [15, 5], zbran="0/0", cil=2))  # 15 + 5 = 20 vs OČ 12; 1k8 5 + 3 = 8
    assert hit["outcome"] == "hit"
    assert t.person(2)["denik"]["hp"]["current"] == 2
    assert (t.person(0)["akce"], t.person(0)["utoky"]) == (True, 1)
    refused(t.act("utok", [15, 5], zbran="0/0", cil=2), "všechny útoky akce Útok (1)")
    ok(t.act("konec_tahu", []))
    assert t.board["na_tahu"] == 2
    bite = ok(t.act("utok", [18, 4], zbran="2/0", cil=0))  # 18 vs OČ 11 (Dex 14, no armour); 1k6 = 4
    assert bite["outcome"] == "hit"
    assert t.saves["borek"]["hp"]["current"] == 8  # the linked save itself


def test_a_reaction_off_ones_turn_once_a_round_004_l244() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("utok", [2], zbran="3/0", cil=0, reakce=True))  # Zlobr's opportunity attack, a miss
    assert t.person(3)["reakce"] is True
    refused(t.act("utok", [2], zbran="3/0", cil=0, reakce=True), "reakce tohoto kola už je spotřebovaná")
    for _ in range(4):  # Bořek, Skřet, Jana end their turns; Zlobr's turn gives the reaction back
        ok(t.act("konec_tahu", []))
        if t.board["na_tahu"] == 3:
            break
    assert t.person(3)["reakce"] is False


def test_surprise_no_action_in_the_first_turn_then_it_ends_004_l238() -> None:
    t = Table()
    t.board["ucastnici"][2]["prekvapeny"] = True
    start = ok(t.act("zacatek", [15, 10, 12, 3]))
    assert any("překvapení" in line for line in start["changes"])
    assert t.person(2)["denik"]["surprised"] is True
    refused(t.act("utok", [2], zbran="2/0", cil=0, reakce=True), "překvapený tvor")
    ok(t.act("konec_tahu", []))  # Skřet's turn
    refused(t.act("utok", [15, 3], zbran="2/0", cil=0), "Skřet: překvapený tvor se v prvním tahu")
    ended = ok(t.act("konec_tahu", []))
    assert any("překvapení pominulo" in line for line in ended["changes"])
    assert t.person(2)["denik"]["surprised"] is False


def test_dodge_uses_the_action_and_ends_at_the_start_of_the_next_turn_004_l300() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek 17, Skřet 12, Jana 11, Zlobr 3
    ok(t.act("ucinek", [], druh="uhybani"))
    assert t.saves["borek"]["dodging"] is True
    assert t.person(0)["akce"] is True
    refused(t.act("utok", [15, 5], zbran="0/0", cil=2), "akce tohoto tahu už je spotřebovaná")
    ok(t.act("konec_tahu", []))
    odds = t.call("action_odds", action="utok", params={"zbran": "2/0", "cil": 0})
    assert "nevýhod" in odds["result"]["summary"]  # Skřet attacks a dodging Bořek: 2k20, the lower
    for _ in range(3):
        ok(t.act("konec_tahu", []))
    assert (t.board["kolo"], t.board["na_tahu"]) == (2, 0)
    assert t.saves["borek"]["dodging"] is False
    assert t.person(0)["ucinky"] == []


def test_help_gives_the_ally_advantage_on_the_first_attack_004_l279() -> None:
    t = Table()
    ok(t.act("zacatek", [10, 15, 12, 3]))  # Jana 16, Bořek 12, Skřet 12 (Dex 14 > 10), Zlobr 3
    assert t.board["na_tahu"] == 1
    refused(t.act("ucinek", [], druh="pomoc", kdo=1), "pomáhá jinému tvorovi")
    ok(t.act("ucinek", [], druh="pomoc", kdo=0))
    ok(t.act("konec_tahu", []))
    helped = ok(t.act("utok", [3, 17, 5], zbran="0/0", cil=2))  # 2k20 keeps 17
    assert helped["details"]["mode"] == "advantage"
    assert t.person(0)["ucinky"] == []  # used on the first attack


def test_a_monster_dies_at_0_and_takes_no_more_turns_004_l383() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    t.board["ucastnici"][0]["utoku_za_akci"] = 2
    ok(t.act("utok", [15, 8], zbran="0/0", cil=2))  # 8 + 3 = 11 ≥ 10
    assert t.person(2)["denik"]["dead"] is True
    refused(t.act("utok", [15, 8], zbran="0/0", cil=2), "už nežije")
    ok(t.act("konec_tahu", []))
    assert t.board["na_tahu"] == 1  # Skřet is skipped: Jana


def test_the_death_save_on_the_board_at_the_start_of_the_turn_004_l372() -> None:
    t = Table()
    t.saves["jana"]["hp"]["current"] = 3
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek, Skřet, Jana, Zlobr
    ok(t.act("konec_tahu", []))
    refused(t.act("smrt", [12]), "hází jen tvor s 0 životy")
    ok(t.act("utok", [18, 5], zbran="2/0", cil=1))  # 5 damage: Jana 3 → 0, unconscious
    assert t.saves["jana"]["conditions"]["v_bezvedomi"] is True
    turn = ok(t.act("konec_tahu", []))
    assert "hází záchranný hod proti smrti" in turn["explanation"] + " ".join(turn["changes"])
    saved = ok(t.act("smrt", [12]))  # 12 ≥ 10: a success
    assert saved["outcome"] == "success"
    assert t.saves["jana"]["death_saves"]["successes"] == 1
    refused(t.act("smrt", [12]), "v tomto tahu už padl")
    refused(t.act("utok", [15, 3], zbran="1/0", cil=2), "neschopný tvor")


def test_damage_at_0_hp_is_a_death_save_failure_on_the_sheet_004_l375() -> None:
    t = Table()
    t.saves["jana"]["hp"]["current"] = 0
    t.saves["jana"]["conditions"] |= {"v_bezvedomi": True, "lezici": True}
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("konec_tahu", []))
    crit = ok(t.act("utok", [12, 2, 1, 1], zbran="2/0", cil=1, vzdalenost=1))  # unconscious within 1 sáh: critical
    assert crit["outcome"] == "critical"
    assert t.saves["jana"]["death_saves"]["failures"] == 2


def test_a_concentration_save_is_owed_per_damage_and_a_failure_ends_the_spell_004_l443() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("ucinek", [], druh="kouzlo", nazev="Žehnání", kdo=1, zdroj=1, kdy="zacatek", kol=10, soustredeni=True))
    assert t.saves["jana"]["concentration"] == "Žehnání"
    ok(t.act("konec_tahu", []))
    ok(t.act("zraneni", [], cil=1, zraneni=4, druh="ohnive"))
    ok(t.act("zraneni", [], cil=1, zraneni=2, druh="ohnive"))
    assert t.person(1)["soustredeni"] == [4, 2]
    odds = t.call("action_odds", action="soustredeni", params={"kdo": 1})
    assert "SO 10" in odds["result"]["summary"]
    ok(t.act("soustredeni", [15], kdo=1))
    failed = ok(t.act("soustredeni", [3], kdo=1))  # 3 + 0 < 10
    assert failed["outcome"] == "failure"
    assert t.saves["jana"]["concentration"] == ""
    assert t.person(1)["ucinky"] == []
    refused(t.act("soustredeni", [15], kdo=1), "žádná záchrana soustředění nečeká")


def test_a_condition_effect_ends_by_itself_and_leaves_the_sheet() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("ucinek", [], druh="stav", stav="vystraseny", kdo=2, zdroj=0, kdy="konec", kol=2))
    assert t.person(2)["denik"]["conditions"]["vystraseny"] is True
    for _ in range(4):
        ok(t.act("konec_tahu", []))
    assert t.person(2)["denik"]["conditions"]["vystraseny"] is True  # one of Bořek's turn ends counted
    ended = ok(t.act("konec_tahu", []))
    assert t.person(2)["denik"]["conditions"]["vystraseny"] is False
    assert any("Vystrašený skončil" in line for line in ended["changes"])


def test_the_end_of_the_fight_clears_effects_and_surprise() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("ucinek", [], druh="uhybani"))
    ended = ok(t.act("konec", []))
    assert ended["explanation"] == "Boj skončil po 1 kole."
    assert t.saves["borek"]["dodging"] is False
    assert t.board["probiha"] is False
    refused(t.act("konec_tahu", []), "Boj neprobíhá")


def test_trip_asks_the_targets_own_str_save_and_knocks_it_prone_004_l598() -> None:
    t = Table()
    t.saves["borek"]["superiority"] = {"pocet": 2, "kostka": 8, "utracene": 0}
    ok(t.act("zacatek", [15, 10, 12, 3]))
    # hit 15 + 5 = 20; 1k8 = 1 + 3, die 1 → 5 damage; the Skřet's Str save 5 + 0 against SO 8 + 2 + 3 = 13 fails
    trip = ok(t.act("utok", [15, 1, 1, 5], zbran="0/0", cil=2, manevr="podrazeci"))
    assert t.person(2)["denik"]["hp"]["current"] == 5
    assert t.person(2)["denik"]["conditions"]["lezici"] is True
    assert any("leží na zemi" in line for line in trip["changes"])
    assert t.saves["borek"]["superiority"]["utracene"] == 1


def test_sweeping_lands_the_die_on_the_second_creatures_sheet_004_l600() -> None:
    t = Table()
    t.saves["borek"]["superiority"] = {"pocet": 2, "kostka": 8, "utracene": 0}
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("utok", [15, 1, 4], zbran="0/0", cil=2, manevr="protazeny"), "druhého tvora")
    refused(t.act("utok", [15, 1, 4], zbran="0/0", cil=2, manevr="protazeny", druhy_cil=2), "jiný než útočník")
    ok(t.act("utok", [15, 1, 4], zbran="0/0", cil=2, manevr="protazeny", druhy_cil=3))  # 20 ≥ the Zlobr's OČ 12
    assert t.person(2)["denik"]["hp"]["current"] == 6  # 1k8 = 1 + 3
    assert t.person(3)["denik"]["hp"]["current"] == 6  # the die, 4


def test_hiding_surprises_whoever_notices_none_of_the_hiders_004_l237_l295() -> None:
    t = Table()
    t.saves["jana"]["abilities"]["moudrost"] = 14  # passive Perception 12; Bořek's is 10
    hid = ok(t.act("schovani", [10, 15], strana=1))  # Stealth 10 and 15: a tie stays hidden (choice 15)
    assert hid["details"]["surprised"] == ["Bořek"]
    assert [p["prekvapeny"] for p in t.board["ucastnici"]] == [True, False, False, False]
    ok(t.act("zacatek", [15, 10, 12, 3]))
    assert t.saves["borek"]["surprised"] is True
    refused(t.act("schovani", [10, 15], strana=1), "Boj už probíhá")


def test_movement_is_paid_from_the_turns_speed_004_l249_l254_l303_l346() -> None:
    t = Table()  # speed 6 sáhů
    t.saves["borek"]["conditions"]["lezici"] = True
    ok(t.act("zacatek", [15, 10, 12, 3]))
    stood = ok(t.act("pohyb", [], sahu=1, vstat=True, tezky_teren=True))  # stand 3 + difficult 2
    assert stood["total"] == 5
    assert t.saves["borek"]["conditions"]["lezici"] is False
    refused(t.act("pohyb", [], sahu=2), "pohyb stojí 2 sáhy, zbytek tahu je jen 1 sáh")
    dash = ok(t.act("pohyb", [], sahu=2, sprint=True))  # Dash: 12 in all, the action spent
    assert (dash["total"], t.person(0)["pohyb"], t.person(0)["akce"]) == (2, 7, True)
    refused(t.act("utok", [15, 5], zbran="0/0", cil=2), "akce tohoto tahu už je spotřebovaná")
    ok(t.act("pohyb", [], sahu=2, zpusob="splhani"))  # climbing without a climbing speed: 4
    assert t.person(0)["pohyb"] == 11
    ok(t.act("konec_tahu", []))
    ok(t.act("pohyb", [], sahu=3, tahne="stredni"))  # the Skřet drags a Medium creature: speed 6 → 3
    refused(t.act("pohyb", [], sahu=1, tahne="stredni"), "zbytek tahu je jen 0 sáhů")


def test_a_loading_weapon_fires_once_an_action_and_the_end_collects_half_the_ammunition_004_l491_l497() -> None:
    t = Table()
    t.saves["borek"]["weapons"] = [{"name": "Kuše", "kostky": "1k8", "druh_zraneni": "bodne", "vlastnost": "obratnost",
                                    "na_dalku": True, "dostrel": 16, "dlouhy_dostrel": 64, "munice": True,
                                    "strelivo": 10, "nabijeci": True}]
    t.board["ucastnici"][0]["utoku_za_akci"] = 2
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("utok", [2], zbran="0/0", cil=2, vzdalenost=8))
    refused(t.act("utok", [2], zbran="0/0", cil=2, vzdalenost=8), "jen jedna střela")
    for _ in range(4):
        ok(t.act("konec_tahu", []))
    ok(t.act("utok", [2], zbran="0/0", cil=2, vzdalenost=8))
    assert (t.saves["borek"]["weapons"][0]["strelivo"], t.saves["borek"]["weapons"][0]["vystreleno"]) == (8, 2)
    ended = ok(t.act("konec", []))
    assert (t.saves["borek"]["weapons"][0]["strelivo"], t.saves["borek"]["weapons"][0]["vystreleno"]) == (9, 0)
    assert any("vystřeleno 2, zpět 1" in line for line in ended["changes"])


def test_dragging_over_the_carrying_capacity_drops_the_speed_to_1_sah_004_l173() -> None:
    t = Table()  # Bořek Str 16: capacity 240 lb, push or drag 480 lb
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("pohyb", [], sahu=1, vlece_lb=481), "481 lb je víc")
    refused(t.act("pohyb", [], sahu=2, vlece_lb=241), "zbytek tahu je jen 1 sáh")
    assert ok(t.act("pohyb", [], sahu=1, vlece_lb=241))["total"] == 1


def test_the_compact_card_shows_what_was_used_this_round_and_a_creatures_hp() -> None:
    """Each participant's card (issue 25 item 5): the action economy spent this round in one line (004:L240,
    L244) and, for a creature entered on the board, its Životy as a number with − / +; the rest under «Více»."""
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("utok", [15, 5], zbran="0/0", cil=2))
    view = t.call("view")["result"]["view"]
    people = next(f for s in view["sections"] for f in s["fields"] if f.get("path") == "ucastnici")
    cards = [[item["fields"][i] for i in item["card"]] for item in people["items"]]
    assert [(f["label"], f["value"]) for f in cards[0]] == [("Použito v tomto kole", "akce")]
    assert [(f["label"], f["value"]) for f in cards[1]] == [("Použito v tomto kole", "nic")]
    assert [(f["label"], f["kind"], f.get("path"), f["value"]) for f in cards[2]] == [
        ("Použito v tomto kole", "stat", None, "nic"), ("Životy", "number", "ucastnici.2.denik.hp.current", 2)]
