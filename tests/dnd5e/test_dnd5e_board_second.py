"""The encounter board, second pass (issue 19): creatures joining a running fight roll initiative and take their
place in the order, never surprised (SRD initiative; 004:L237 surprise at the start of the encounter); the off-hand
attack after a light one-handed weapon 004:L338; the opportunity attack is one melee attack against a hostile
creature one sees 004:L334, a readied action (Příprava) spends the reaction 004:L285; reach on the board 004:L483;
moving through another creature's space 004:L249, L257-L260; a grapple ends when the grappler is incapacitated
004:L550. The table is the one of test_dnd5e_board (Bořek, Jana linked; Skřet, Zlobr on the board)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from test_dnd5e_board import Table, ok, refused

from py_rules.storage import migrate_sheet

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"

SHORTSWORD = {"name": "Krátký meč", "kostky": "1k6", "druh_zraneni": "bodne", "vlastnost": "vytribena", "lehka": True}
BOW = {"name": "Krátký luk", "kostky": "1k6", "druh_zraneni": "bodne", "vlastnost": "obratnost", "na_dalku": True,
       "dostrel": 16, "dlouhy_dostrel": 64, "munice": True, "strelivo": 10, "obourucni": True}
GLAIVE = {"name": "Sudlice", "kostky": "1k10", "druh_zraneni": "secne", "dlouha": True, "tezka": True,
          "obourucni": True}


def add_wolf(t: Table, **more: object) -> None:
    """A fifth participant, added to the list after the fight started (as the board's «Přidat účastníka» does)."""
    wolf = copy.deepcopy(t.board["ucastnici"][2])
    wolf["denik"]["hp"]["current"] = 10  # a fresh creature
    t.board["ucastnici"].append({**wolf, "jmeno": "Vlk", "iniciativa": None, "akce": True, "utoky": 1, **more})


def test_a_creature_joining_after_its_place_acts_in_this_round_srd_initiative() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek 17, Skřet 12, Jana 11, Zlobr 3; Bořek on turn
    add_wolf(t)
    view = t.call("view")["result"]["view"]
    assert "Vlk je v boji bez iniciativy" in str(view)
    joined = ok(t.act("pripojeni", [14]))  # Dex 10: 14 + 0
    assert joined["details"]["order"] == [0, 4, 2, 1, 3]
    assert "Vlk: jedná ještě v tomto kole." in joined["changes"]
    assert (t.person(4)["iniciativa"], t.person(4)["akce"], t.person(4)["utoky"]) == (14, False, 0)
    assert t.board["na_tahu"] == 0  # the turn goes on
    ok(t.act("konec_tahu", []))
    assert (t.board["na_tahu"], t.board["kolo"]) == (4, 1)
    refused(t.act("pripojeni", [9]), "Všichni živí účastníci už v pořadí iniciativy jsou")


def test_a_creature_joining_before_the_creature_on_turn_acts_in_the_next_round_srd_initiative() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("konec_tahu", []))  # Skřet (12) on turn
    add_wolf(t)
    joined = ok(t.act("pripojeni", [13]))  # 13: after Bořek 17, before Skřet 12, whose turn it is
    assert "Vlk: jedná až v příštím kole." in joined["changes"]
    turns = []
    for _ in range(3):
        ok(t.act("konec_tahu", []))
        turns.append((t.board["kolo"], t.board["na_tahu"]))
    assert turns == [(1, 1), (1, 3), (2, 0)]  # Jana, Zlobr, then round 2 with Bořek
    ok(t.act("konec_tahu", []))
    assert (t.board["kolo"], t.board["na_tahu"]) == (2, 4)


def test_a_joining_creature_is_never_surprised_004_l237() -> None:
    t = Table()
    refused(t.act("pripojeni", [14]), "Boj neprobíhá")
    ok(t.act("zacatek", [15, 10, 12, 3]))
    add_wolf(t, prekvapeny=True)
    refused(t.act("pripojeni", [14]), "na začátku střetnutí")
    t.board["ucastnici"][4]["prekvapeny"] = False
    t.board["ucastnici"][4]["denik"]["surprised"] = True  # left over from an earlier fight
    ok(t.act("pripojeni", [14]))
    assert t.person(4)["denik"]["surprised"] is False


def test_a_dead_creature_added_to_the_list_does_not_join() -> None:
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))
    add_wolf(t)
    t.board["ucastnici"][4]["denik"] |= {"dead": True}
    t.board["ucastnici"][4]["denik"]["hp"]["current"] = 0
    refused(t.act("pripojeni", []), "Všichni živí účastníci")


def test_the_off_hand_attack_needs_a_light_one_handed_weapon_in_the_attack_action_004_l338() -> None:
    t = Table()
    t.saves["borek"]["weapons"].append({**t.saves["borek"]["weapons"][0], **SHORTSWORD})
    t.board["ucastnici"][0]["utoku_za_akci"] = 2
    ok(t.act("zacatek", [15, 10, 12, 3]))
    ok(t.act("utok", [2], zbran="0/0", cil=3))  # the longsword, not light: a miss
    refused(t.act("utok", [2], zbran="0/1", cil=3, druha_ruka=True), "lehkou zbraní na blízko drženou v jedné ruce")
    ok(t.act("utok", [2], zbran="0/1", cil=3))  # the second attack of the action with the shortsword
    off = ok(t.act("utok", [15, 4], zbran="0/1", cil=3, druha_ruka=True))  # 15 + 3 + 2 = 20; 1k6 4, no +3
    assert (off["total"], off["details"]["damage"]) == (20, 4)
    assert t.person(0)["bonusova_akce"] is True


def test_an_opportunity_attack_is_one_melee_attack_on_a_seen_hostile_creature_004_l334() -> None:
    t = Table()
    t.board["ucastnici"][3]["denik"]["weapons"].append(BOW)
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek on turn
    refused(t.act("utok", [2], zbran="3/1", cil=0, reakce=True, vzdalenost=5), "je útokem na blízko")
    refused(t.act("utok", [2], zbran="3/0", cil=2, reakce=True), "Skřet není nepřátelský tvor")
    refused(t.act("utok", [2], zbran="3/0", cil=0, reakce=True, nevidis_cil=True), "kterého útočník vidí")
    assert t.person(3)["reakce"] is False  # nothing spent by the refusals
    ok(t.act("utok", [2], zbran="3/0", cil=0, reakce=True))
    assert t.person(3)["reakce"] is True


def test_a_readied_shot_is_the_reaction_and_ends_the_readied_action_004_l285() -> None:
    t = Table()
    t.board["ucastnici"][3]["denik"]["weapons"].append(BOW)
    ok(t.act("zacatek", [15, 10, 12, 3]))
    for _ in range(3):
        ok(t.act("konec_tahu", []))
    assert t.board["na_tahu"] == 3
    ok(t.act("ucinek", [], druh="priprava", nazev="Střelí, až se Bořek pohne"))
    ok(t.act("konec_tahu", []))  # round 2, Bořek on turn
    shot = ok(t.act("utok", [2], zbran="3/1", cil=0, reakce=True, vzdalenost=5))
    assert any("reakce na připravenou akci" in line for line in shot["changes"])
    assert (t.person(3)["reakce"], t.person(3)["ucinky"]) == (True, [])
    assert t.person(3)["denik"]["weapons"][1]["strelivo"] == 9


def test_reach_on_the_board_1_sah_and_2_with_a_reach_weapon_004_l483() -> None:
    t = Table()
    t.board["ucastnici"][2]["denik"]["weapons"] = [GLAIVE]
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("utok", [2], zbran="3/0", cil=1, reakce=True, vzdalenost=2), "mimo dosah zbraně na blízko (1 sáh")
    ok(t.act("utok", [2], zbran="2/0", cil=1, reakce=True, vzdalenost=2))
    refused(t.act("utok", [2], zbran="3/0", cil=1, reakce=True, vzdalenost=3), "mimo dosah")


def test_moving_through_a_creatures_space_004_l249_l259_l260() -> None:
    t = Table()
    t.board["ucastnici"][3]["denik"]["size"] = "obrovska"  # two sizes above Bořek's Medium
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("pohyb", [], sahu=2, skrz=2), "aspoň o dvě třídy velikosti")  # the hostile Medium Skřet
    through_ally = ok(t.act("pohyb", [], sahu=2, skrz=1))  # Jana's space is difficult terrain: 2 + 1
    assert through_ally["total"] == 3
    assert any("1 sáh navíc jako těžký terén" in line for line in through_ally["changes"])
    huge = ok(t.act("pohyb", [], sahu=1, skrz=3, tezky_teren=True))  # difficult already: 2, nothing more
    assert (huge["total"], t.person(0)["pohyb"]) == (2, 5)
    refused(t.act("pohyb", [], sahu=1, skrz=0), "ne vlastním")


def test_a_grapple_ends_when_the_grappler_is_incapacitated_004_l550() -> None:
    t = Table()
    t.saves["jana"]["conditions"] |= {"uchvaceny": True, "uchvatitel": "Skřet"}
    ok(t.act("zacatek", [15, 10, 12, 3]))
    hit = ok(t.act("utok", [15, 8], zbran="0/0", cil=2))  # 8 + 3 = 11: the Skřet dies at 0 (004:L383)
    assert t.person(2)["denik"]["dead"] is True
    assert t.saves["jana"]["conditions"]["uchvaceny"] is False
    assert any("uchvácení skončilo" in line for line in hit["changes"])


def test_a_version_3_board_is_upgraded_with_its_new_fields_written() -> None:
    saved = json.loads((FIXTURES / "dnd5e_stretnuti-envelope1-sheet3.json").read_text())["sheet"]
    upgraded, migrated_from = migrate_sheet("dnd5e_stretnuti", saved)
    assert (migrated_from, upgraded["schema_version"]) == (3, 4)
    assert [p["utok_lehkou"] for p in upgraded["ucastnici"]] == [False, False, False]
    monster = upgraded["ucastnici"][0]["denik"]
    assert (monster["schema_version"], monster["weapons"][0]["obourucni"]) == (4, False)
    character = json.loads((FIXTURES / "dnd5e-envelope1-sheet3.json").read_text())["sheet"]
    assert [w["obourucni"] for w in migrate_sheet("dnd5e", character)[0]["weapons"]] == [False, False, False]


def test_a_prone_creature_only_crawls_until_it_stands_up_004_l520_l254() -> None:
    t = Table()  # speed 6
    t.saves["borek"]["conditions"]["lezici"] = True
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("pohyb", [], sahu=2), "jediný druh pohybu je plazení")
    crawled = ok(t.act("pohyb", [], sahu=1, zpusob="plazeni"))  # crawling: 1 + 1
    assert crawled["total"] == 2
    stood = ok(t.act("pohyb", [], sahu=1, vstat=True))  # standing 3, then walking 1
    assert (stood["total"], t.person(0)["pohyb"]) == (4, 6)


def test_a_bow_swung_on_the_board_is_a_melee_attack_that_may_knock_out_004_l386_l499_l512() -> None:
    t = Table()
    t.saves["borek"]["weapons"] = [BOW]
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("utok", [15, 4], zbran="0/0", cil=2, srazit_do_bezvedomi=True, vzdalenost=5), "jen útokem na blízko")
    swung = ok(t.act("utok", [15, 4], zbran="0/0", cil=2, zblizka=True, srazit_do_bezvedomi=True))
    assert (swung["total"], swung["details"]["damage"]) == (18, 7)  # 15 + Str 3; 1k4 4 + Str 3
    assert t.person(2)["denik"]["hp"]["current"] == 3
    assert t.saves["borek"]["weapons"][0]["strelivo"] == 10


def test_a_frightened_creature_does_not_move_closer_to_the_source_of_its_fear_004_l562() -> None:
    t = Table()
    t.saves["borek"]["conditions"] |= {"vystraseny": True, "zdroj_strachu": "Zlobr"}
    ok(t.act("zacatek", [15, 10, 12, 3]))
    refused(t.act("pohyb", [], sahu=2, blize_ke_strachu=True), "blíž ke zdroji svého strachu (Zlobr)")
    assert t.person(0)["pohyb"] == 0
    assert ok(t.act("pohyb", [], sahu=2))["total"] == 2  # away or aside


def test_a_linked_characters_own_lines_go_to_its_save_and_a_creatures_stay_on_the_board_004_l354() -> None:
    """The board's lines name whose sheet changed; the linked save gets its own lines (for its log) without the
    name, and a creature's sheet is written into the board, never returned as a linked save."""
    t = Table()
    ok(t.act("zacatek", [15, 10, 12, 3]))  # Bořek 17, Skřet 12, Jana 11, Zlobr 3
    ok(t.act("utok", [15, 5], zbran="0/0", cil=2))
    ok(t.act("konec_tahu", []))
    reply = t.act("utok", [18, 4], zbran="2/0", cil=0)  # the Skřet bites Bořek: 1k6 = 4
    assert ok(reply)["changes"] == ["Skřet – spotřebováno: akce Útok (1. útok).", "Bořek: Zranění sečné: 4.",
                                    "Bořek: Životy 12 → 8."]
    linked = reply["result"]["linked"]
    assert list(linked) == ["borek"]
    assert linked["borek"]["changes"] == ["Zranění sečné: 4.", "Životy 12 → 8."]
    assert linked["borek"]["log"]["text"] == "Zranění sečné: 4.; Životy 12 → 8."
    assert linked["borek"]["log"]["title"] == "Útok zbraní na cíl: Zásah (Brod)"
    assert t.person(2)["denik"]["hp"]["current"] == 2  # the Skřet's own sheet, on the board
