"""Issue 21 item 1: the board works on the party's saved sheets (the facade's ``links``): values are read from
each linked character's sheet and what the fight changes — životy, serious wounds, ammunition, the loaded
state — is written back to it; the board keeps no copy. Monsters stay entered on the board."""

from __future__ import annotations

from typing import Any

from py_rules.api import handle
from tests.boj_k6.test_boj_k6_sheet_actions import new

BOW = {"nazev": "Luk", "zraneni": 2, "druh": "bodne", "dosah": "strelna", "dvojrucni": True,
       "munice_sledovat": True, "munice": 5, "nabito": True}
SWORD = {"nazev": "Meč", "zraneni": 1, "druh": "secne"}


def party() -> dict[str, dict[str, Any]]:
    return {"g1": new("Gorondar", sila=3, finesa=1, zivoty=10, zivoty_max=10, zbrane=[SWORD]),
            "n1": new("Naria", sila=1, finesa=3, zivoty=8, zivoty_max=8, zbrane=[SWORD, BOW])}


def call(sheet: dict[str, Any], action: str, params: dict[str, Any], sheets: dict[str, dict[str, Any]],
         dice: list[int] | None = None) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params,
                               "linked": {k: v for k, v in sheets.items() if k in linked(sheet)},
                               "roster": {k: v["name"] for k, v in sheets.items()}}
    if dice is not None:
        command["dice"] = dice
    return handle(command)


def linked(sheet: dict[str, Any]) -> list[str]:
    return [p["postava"] for p in sheet["ucastnici"] if p["postava"]]


def fight(sheets: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Gorondar and Naria linked, a goblin entered on the board (Síla 2, Finesa 2, 6 životů)."""
    board: dict[str, Any] = handle({"op": "new_sheet", "system": "boj_k6_kolo", "name": "Brod"})["result"]["sheet"]
    for params in ({"postava": "g1"}, {"postava": "n1"}, {"jmeno": "Goblin", "zivoty": 6, "zbran_zraneni": 1}):
        reply = call(board, "pridat", params, sheets)
        assert reply["ok"], reply
        board = reply["result"]["sheet"]
    return board


def test_linked_characters_enter_under_their_names_and_the_board_keeps_no_copy_003_l21() -> None:
    sheets = party()
    board = fight(sheets)
    gorondar, naria, goblin = board["ucastnici"]
    assert (gorondar["jmeno"], gorondar["postava"], gorondar["strana"]) == ("Gorondar", "g1", "druzina")
    assert (naria["jmeno"], naria["postava"]) == ("Naria", "n1")
    assert (gorondar["sila"], gorondar["zivoty"], gorondar["zbran"]) == (2, 6, "Zbraň")  # defaults, no copy
    assert (goblin["postava"], goblin["zivoty"], goblin["zbran_zraneni"]) == ("", 6, 1)
    shown = handle({"op": "view", "sheet": board, "linked": sheets, "roster": {"g1": "Gorondar", "n1": "Naria"}})
    assert shown["result"]["links"] == {"system": "boj_k6", "ids": ["g1", "n1"]}
    rows = shown["result"]["view"]["sections"][0]["fields"][0]["items"]
    assert "10/10" in rows[0]["title"]  # životy read from the sheet
    values = [f["value"] for f in rows[0]["fields"] if f.get("label") == "Z deníku"]
    assert values == ["Síla 3, Finesa 1, Duše 2 · životy 10/10 · zbroj 0 · Meč"]


def test_a_round_writes_wounds_and_ammunition_to_the_sheets_003_l467_l471_l584_l637() -> None:
    sheets = party()
    board = fight(sheets)
    # Naria shoots the goblin with her bow (weapon 2 of her sheet) on Finesa; the goblin attacks Gorondar.
    steps = [({"ucastnik": 2, "zamer": "utok", "cil_1": 3, "vlastnost": "finesa", "vyzbroj": "2:zbran_1"}, None),
             ({"ucastnik": 3, "zamer": "utok", "cil_1": 1, "vlastnost": "sila"}, None)]
    for params, dice in steps:
        reply = call(board, "zamer", params, sheets, dice)
        assert reply["ok"], reply
        board = reply["result"]["sheet"]
    assert board["ucastnici"][1]["zbran_cislo"] == 1
    # Naria 5 + 3 = 8 vs goblin's defence (Finesa against a shot, L488) 1 + 2 = 3: margin 5, 2 successes
    form = handle({"op": "view", "sheet": board, "linked": sheets})["result"]["actions"]
    pair_form = next(a for a in form if a["id"] == "vyhodnotit")["params"]
    defaults = {f["path"]: f["value"] for f in pair_form}
    shot = call(board, "vyhodnotit", {**{k: defaults[k] for k in ("utocnik", "cil", "obrana_cim",
                                                                   "obrana_vlastnost")}}, sheets, [5, 1])
    assert shot["ok"], shot
    assert (defaults["utocnik"], defaults["cil"], defaults["obrana_cim"], defaults["obrana_vlastnost"]) == (
        2, 3, "uhyb", "finesa")
    assert shot["result"]["result"]["details"]["rozdil"] == 5
    naria = shot["result"]["linked"]["n1"]
    assert (naria["sheet"]["zbrane"][1]["munice"], naria["sheet"]["zbrane"][1]["nabito"]) == (4, False)
    assert naria["changes"] == ["Luk: munice 5 → 4 (bojová tabule)", "Luk: vystřeleno, nenabito (bojová tabule)"]
    sheets["n1"] = naria["sheet"]
    board = shot["result"]["sheet"]
    # goblin 6 + 2 = 8 vs Gorondar parrying with his sword on Síla (pre-filled, L166) 1 + 3 = 4: margin 4
    hit = call(board, "vyhodnotit", {"utocnik": 3, "cil": 1, "obrana_cim": "zbran", "obrana_vlastnost": "sila"},
               sheets, [6, 1])
    assert hit["ok"], hit
    assert hit["result"]["result"]["details"]["rozdil"] == 4
    board = hit["result"]["sheet"]
    goblin_pending = next(r for r in board["vysledky"] if r["utocnik"] == 3)
    # two successes: a wound of 4 + 1 = 5 and, for the second, a serious wound of the left arm (L637)
    spent = call(board, "utratit", {"vysledek": goblin_pending["id"], "zranit": True, "vazne": "leva_ruka"},
                 sheets)
    assert spent["ok"], spent
    gorondar = spent["result"]["linked"]["g1"]
    assert gorondar["sheet"]["zivoty"] == 5
    assert gorondar["sheet"]["vazna_zraneni"] == [{"cast": "leva_ruka", "popis": ""}]
    assert gorondar["changes"] == ["Životy: 10 → 5 (bojová tabule)", "Vážné zranění: levá ruka (bojová tabule)"]
    saved = spent["result"]["sheet"]["ucastnici"][0]
    assert (saved["zivoty"], saved["vazna_zraneni"]) == (6, [])  # the board keeps no copy


def test_a_missing_linked_sheet_is_refused_but_can_be_removed() -> None:
    sheets = party()
    board = fight(sheets)
    gone = {"n1": sheets["n1"]}
    refused = call(board, "zamer", {"ucastnik": 1, "zamer": "utok", "cil_1": 3, "vlastnost": "sila"}, gone)
    assert refused["error"]["code"] == "rule_violation"
    assert "Deník postavy Gorondar není k dispozici" in refused["error"]["message"]
    removed = call(board, "odebrat", {"ucastnik": 1}, gone)
    assert removed["ok"], removed
    assert linked(removed["result"]["sheet"]) == ["n1"]


def test_a_character_links_once_and_kit_only_for_linked() -> None:
    sheets = party()
    board = fight(sheets)
    twice = call(board, "pridat", {"postava": "g1"}, sheets)
    assert twice["error"]["message"] == "Jedna uložená postava může být na tabuli jen jednou."
    goblin_kit = call(board, "zamer", {"ucastnik": 3, "zamer": "utok", "cil_1": 1, "vyzbroj": "3:zbran_0"},
                      sheets)
    assert goblin_kit["error"]["message"] == "Zbraň nebo kouzlo z deníku lze vybrat jen propojené postavě Goblin."


def test_linked_attribute_checks_read_the_sheet_003_l135_l141() -> None:
    sheets = party()
    sheets["g1"]["zbroj"] = {**sheets["g1"]["zbroj"], "tezka": True, "hodnota": 2}
    board = fight(sheets)
    refused = call(board, "zamer", {"ucastnik": 1, "zamer": "utok", "cil_1": 3, "vlastnost": "finesa"}, sheets)
    assert refused["error"]["message"] == "Pro „Meč“ se na úspěch hází Silou (Boj › Použití vlastností v boji)."
    bow = call(board, "zamer", {"ucastnik": 2, "zamer": "utok", "cil_1": 3, "vlastnost": "sila",
                                "vyzbroj": "2:zbran_1"}, sheets)
    assert bow["error"]["message"] == "Pro „Luk“ se na úspěch hází Finesou (Boj › Použití vlastností v boji)."
