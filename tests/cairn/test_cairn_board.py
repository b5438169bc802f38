"""The encounter board cairn_stretnuti (issue 20 item 1), played through the facade with two linked
characters, a monster and a detachment: round one's HBI saves 001:L127, the player characters first 001:L126,
one action a turn 001:L133, melee in the same zone 001:L145, group attacks keep the highest 001:L158,
critical damage 001:L181, detachments +1k12 and blast 001:L208 and impaired against them 001:L207, morale
on the first loss and on half 001:L198-L199, ammunition at the end of the fight 001:L175."""

from __future__ import annotations

from typing import Any

from py_rules.api import handle


def character(name: str, hbi: int, item: dict[str, Any]) -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": name})["result"]["sheet"]
    sheet["attributes"]["hbi"] = {"current": hbi, "max": hbi, "xp": 0}
    sheet["inventory"] = [item]
    return sheet


def creature(name: str, kind: str, sil: int, bo: int, die: str) -> dict[str, Any]:
    sheet = handle({"op": "new_sheet", "system": "cairn", "name": name})["result"]["sheet"]
    sheet["attributes"]["sil"] = {"current": sil, "max": sil, "xp": 0}
    sheet["bo"] = {"current": bo, "max": bo}
    sheet["settings"]["creature"] = kind
    sheet["inventory"] = [{"name": "Útok", "damage": die, "size": "zanedbatelny"}]
    return sheet


class Table:
    """A GM's device: the board and the party's saves, as the shell keeps them."""

    def __init__(self) -> None:
        self.saves = {"borek": character("Bořek", 12, {"name": "Meč", "damage": "1k8"}),
                      "jana": character("Jana", 8, {"name": "Luk", "damage": "1k6", "ranged": True, "ammo": 3,
                                                    "size": "neskladny"})}
        board = handle({"op": "new_sheet", "system": "cairn_stretnuti", "name": "Brod"})["result"]["sheet"]
        board["strany"] = [{"nazev": "Družina"}, {"nazev": "Skřeti"}]
        board["ucastnici"] = [
            {"jmeno": "Bořek", "strana": 0, "zona": 0, "postava": "borek"},
            {"jmeno": "Jana", "strana": 0, "zona": 1, "postava": "jana"},
            {"jmeno": "Skřetí oddíl", "strana": 1, "zona": 0, "denik": creature("Oddíl", "oddil", 8, 4, "1k6")},
            {"jmeno": "Skřet", "strana": 1, "zona": 0, "denik": creature("Skřet", "nestvura", 5, 2, "1k6")},
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


def ok(reply: dict[str, Any]) -> dict[str, Any]:
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def refused(reply: dict[str, Any], fragment: str) -> None:
    assert reply["ok"] is False
    assert fragment in reply["error"]["message"]


def test_a_fight_of_two_rounds_with_linked_characters_and_a_detachment_001_l124_l208() -> None:
    t = Table()
    assert ok(t.call("view"))["links"] == {"system": "cairn", "ids": ["borek", "jana"]}
    start = ok(t.act("zacatek", [5, 15]))  # Bořek HBI 12: 5 holds; Jana HBI 8: 15 fails (001:L127)
    assert start["result"]["outcome"] == "some_skip"
    assert [p["vynechava"] for p in t.board["ucastnici"]] == [False, True, False, False]
    assert t.saves["jana"]["attributes"]["hbi"]["xp"] == 1  # a failed save grows (001:L221)
    refused(t.act("utok", [3], zbran="1/0", cil=2), "první kolo vynechává")
    refused(t.act("utok", [3], zbran="2/0", cil=0), "není na tahu")
    noted = ok(t.act("utok", [7], zbran="0/0", cil=3))
    assert noted["result"]["details"]["damage"] == [7]
    refused(t.act("utok", [3], zbran="0/0", cil=2), "má tento tah už za sebou")
    turn = ok(t.act("konec_tahu", []))  # Skřet: BO 2, 5 to SIL 5 → 0: dead, no save (001:L181, L187)
    skret = t.board["ucastnici"][3]["denik"]
    assert (skret["attributes"]["sil"]["current"], skret["states"]["dead"]) == (0, True)
    assert turn["result"]["details"]["morale"] == [
        "Strana Skřeti ztratila prvního člena: ověř její morálku (Pravidla › Základy › Morálka).",
        "Strana Skřeti ztratila polovinu členů: ověř její morálku (Pravidla › Základy › Morálka)."]
    assert (t.board["kolo"], t.board["na_tahu"]) == (1, 1)
    # the detachment attacks Bořek with +1k12 and as a blast (001:L208): 1k6 3, 1k12 9 → 9
    ok(t.act("utok", [3, 9], zbran="2/0", cil=0))
    ok(t.act("konec_tahu", [2]))  # Bořek: BO 3, 6 to SIL 10 → 4; critical save SIL 4 with 2 holds
    borek = t.saves["borek"]
    assert (borek["bo"]["current"], borek["attributes"]["sil"]["current"]) == (0, 4)
    assert borek["states"]["critical"] is False
    assert (t.board["kolo"], t.board["na_tahu"]) == (2, 0)
    # round 2: Jana shoots the detachment from the next zone: impaired against a detachment, 1k4 (001:L207)
    shot = ok(t.act("utok", [4], zbran="1/0", cil=2))
    assert shot["result"]["details"]["damage"] == [4]
    assert t.saves["jana"]["inventory"][0]["used_in_fight"] is True
    hacked = ok(t.act("utok", [2], zbran="0/0", cil=2))  # Bořek, same zone, impaired vs a detachment: 1k4
    assert hacked["result"]["details"]["damage"] == [2]
    ok(t.act("konec_tahu", []))  # the detachment takes the highest of 4 and 2: BO 4 → 0, no overflow
    assert t.board["ucastnici"][2]["denik"]["bo"]["current"] == 0
    assert t.board["na_tahu"] == 1
    morale = t.act("moralka", [15], strana=1)
    assert ok(morale)["result"]["outcome"] == "breaks"
    assert t.board["ucastnici"][2]["osud"] == "utekl"
    end = ok(t.act("konec", []))
    assert t.saves["jana"]["inventory"][0]["ammo"] == 2  # one use of ammunition per fight (001:L175)
    assert end["sheet"]["probiha"] is False


def test_melee_needs_the_same_zone_and_shooting_not_from_an_enemys_reach_001_l145_l173() -> None:
    t = Table()
    ok(t.act("zacatek", [1, 1]))
    refused(t.act("utok", [3], zbran="1/-1", cil=2), "není ve stejné zóně")  # Jana, bare-handed, zone 1
    t.board["ucastnici"][2]["zona"] = 1
    refused(t.act("utok", [3], zbran="1/0", cil=2), "nemůže střílet")


def test_the_board_refuses_to_start_twice_and_attacks_before_the_start() -> None:
    t = Table()
    refused(t.act("utok", [3], zbran="0/0", cil=2), "Boj neprobíhá")
    ok(t.act("zacatek", [1, 1]))
    refused(t.act("zacatek", [1, 1]), "Boj už probíhá")


def test_start_odds_are_the_product_of_the_round_one_saves_001_l127() -> None:
    t = Table()
    odds = ok(t.call("action_odds", action="zacatek", params={}))
    assert [o["probability"] for o in odds["outcomes"]] == ["6/25", "19/25"]  # Bořek 12/20 · Jana 8/20


def test_a_linked_save_that_did_not_come_is_named_and_the_fight_waits_for_it() -> None:
    t = Table()
    del t.saves["borek"]
    refused(t.act("zacatek", [1]), "Bořek je propojen s uloženou postavou, jejíž deník není k dispozici")
    view = ok(t.call("view"))["view"]
    titles = [item["title"] for f in view["sections"][1]["fields"] for item in f["items"]]
    assert "deník není k dispozici" in titles[0]


def test_a_linked_character_shows_its_sheets_name_and_values() -> None:
    t = Table()
    t.board["ucastnici"][0]["jmeno"] = "Hráč 1"
    view = ok(t.call("view"))["view"]
    titles = [item["title"] for f in view["sections"][1]["fields"] for item in f["items"]]
    assert titles[0] == "Hráč 1 (Bořek) – bojuje · Družina · zóna 0 · SIL 10/10, HBI 12, VUL 10, BO 3/3, brnění 0"
    assert titles[2].startswith("Skřetí oddíl – bojuje · Skřeti · zóna 0 · SIL 8/8")


def test_time_passes_for_everyone_on_the_board_after_the_fight_001_l91_l182() -> None:
    t = Table()
    t.saves["borek"]["attributes"]["sil"]["current"] = 4
    t.saves["borek"]["states"]["critical"] = True  # dying, not stabilised
    t.saves["jana"]["attributes"]["sil"]["current"] = 6
    t.board["ucastnici"][3]["denik"]["attributes"]["sil"]["current"] = 0  # the dead skřet: time skips him
    ok(t.act("zacatek", [1]))
    refused(t.act("cas", [], span="hour"), "Během boje čas neplyne")
    ok(t.act("konec", []))
    # a day: Bořek dies within the hour (001:L182); Jana heals 1k6 = 3 (001:L91); the detachment is whole
    passed = ok(t.act("cas", [3], span="day"))
    assert t.saves["borek"]["states"]["dead"] is True
    assert t.saves["jana"]["attributes"]["sil"]["current"] == 9
    assert (t.saves["borek"]["day"], t.saves["jana"]["day"]) == (2, 2)
    assert t.board["ucastnici"][2]["denik"]["day"] == 2
    assert t.board["ucastnici"][3]["denik"]["day"] == 1
    assert "Bořek: Smrt" in passed["result"]["changes"]
