"""Issue 21: the attribute of the hod na úspěch, checked by one rule for the sheet and the board
(seed 003:L131-L150), through the facade."""

from __future__ import annotations

from typing import Any

from py_rules.api import handle
from py_rules.systems.boj_k6.board.setup import AddParams
from tests.boj_k6.test_boj_k6_sheet_actions import act, new


def board(*people: dict[str, Any]) -> dict[str, Any]:
    """A board with ``people`` added («pridat») and the fields «pridat» does not take edited on their rows."""
    sheet: dict[str, Any] = handle({"op": "new_sheet", "system": "boj_k6_kolo", "name": "Boj"})["result"]["sheet"]
    for i, person in enumerate(people):
        added = {k: v for k, v in person.items() if k in AddParams.model_fields}
        reply = handle({"op": "act", "sheet": sheet, "action": "pridat", "params": added})
        assert reply["ok"], reply
        changes = [{"path": f"ucastnici.{i}.{k}", "value": v} for k, v in person.items() if k not in added]
        if changes:
            reply = handle({"op": "edit", "sheet": reply["result"]["sheet"], "changes": changes})
            assert reply["ok"], reply
        sheet = reply["result"]["sheet"]
    return sheet


def declare(sheet: dict[str, Any], **params: Any) -> dict[str, Any]:
    return handle({"op": "act", "sheet": sheet, "action": "zamer",
                   "params": {"ucastnik": 1, "zamer": "utok", "cil_1": 2, **params}})


def test_board_bow_is_shot_with_finesa_only_003_l141() -> None:
    sheet = board({"jmeno": "Naria", "finesa": 3, "strana": "druzina", "zbran": "Luk", "zbran_dosah": "strelna"},
                  {"jmeno": "Skřet"})
    before = dict(sheet)
    refused = declare(sheet, vlastnost="sila")
    assert refused["error"]["code"] == "rule_violation"
    assert refused["error"]["message"] == ("Pro „Luk“ se na úspěch hází Finesou "
                                           "(Boj › Použití vlastností v boji).")
    assert sheet == before  # nothing changed
    assert declare(sheet, vlastnost="finesa")["ok"]


def test_board_heavy_armour_and_heavy_weapon_on_sila_003_l135_l137() -> None:
    armour = board({"jmeno": "Gorondar", "sila": 4, "finesa": 1, "tezka_zbroj": True, "zbran": "Meč"},
                   {"jmeno": "Ork"})
    assert "Silou" in declare(armour, vlastnost="finesa")["error"]["message"]  # L135, any weapon
    assert declare(armour, vlastnost="sila")["ok"]
    axe = board({"jmeno": "Borin", "sila": 4, "zbran": "Sekera", "zbran_tezka": True}, {"jmeno": "Ork"})
    assert "Silou" in declare(axe, vlastnost="finesa")["error"]["message"]  # L137
    light = board({"jmeno": "Kara", "finesa": 3, "zbran": "Dýka"}, {"jmeno": "Ork"})
    assert declare(light, vlastnost="finesa")["ok"]  # L138, L145


def test_board_spell_is_cast_with_duse_003_l148() -> None:
    sheet = board({"jmeno": "Kara", "duse": 3, "kouzlo": "Modrý blesk", "kouzlo_kz": 2}, {"jmeno": "Skřet"})
    refused = declare(sheet, vlastnost="finesa", prostredek="kouzlo")
    assert refused["error"]["message"] == "Pro „Modrý blesk“ se na úspěch hází Duší (Boj › Použití vlastností v boji)."
    assert declare(sheet, vlastnost="duse", prostredek="kouzlo")["ok"]


def test_bare_handed_finesa_on_sheet_and_board_003_l142_l144_l153_l724() -> None:
    # tripping (L142, L153) and slipping free (L144, L724) are bare-handed Finesa; pushing over stays Síla (L136)
    reply = act(new(sila=1, finesa=3), "hod", {"rezim": "uspech", "vlastnost": "finesa",
                                                 "prostredek": "beze_zbrane", "protivnik_vlastnost": 2}, dice=[4, 2])
    assert reply["ok"], reply
    assert reply["result"]["result"]["total"] == 4 + 3
    sheet = board({"jmeno": "Naria", "finesa": 3}, {"jmeno": "Skřet"})
    assert declare(sheet, vlastnost="finesa", prostredek="beze_zbrane")["ok"]


BOW = {"nazev": "Luk", "zraneni": 2, "druh": "bodne", "dosah": "strelna", "dvojrucni": True}
BLESK = {"nazev": "Modrý blesk", "obrana": "sila", "kz": 2, "druh": "blesk"}
NAVRAT = {"nazev": "Návrat", "obrana": "finesa", "kz": 0}


def defend(sheet: dict[str, Any], **params: Any) -> dict[str, Any]:
    return act(sheet, "hod", {"rezim": "obrana", "protivnik_vlastnost": 2, **params}, dice=[4, 2])


def test_sheet_parry_on_the_weapons_attribute_003_l166() -> None:
    sheet = new(sila=3, finesa=2, zbrane=[BOW])
    before = dict(sheet)
    refused = defend(sheet, vlastnost="sila", prostredek="zbran_0")
    assert refused["error"]["message"] == ("Kdo se brání s „Luk“, hází si na obranu Finesou, stejně jako na úspěch; "
                                           "kdo uhýbá nebo odolává, zvolí „beze zbraně“ (Boj › Hod na obranu).")
    assert sheet == before
    assert defend(sheet, vlastnost="finesa", prostredek="zbran_0")["result"]["result"]["total"] == 4 + 2
    # dodging (Finesa), resisting (Síla) or a mind spell (Duše) without a weapon: any attribute (L164-L167)
    assert defend(sheet, vlastnost="sila", prostredek="beze_zbrane")["result"]["result"]["total"] == 4 + 3


def test_sheet_no_defence_with_an_attack_spell_003_l175_l180() -> None:
    sheet = new(duse=3, kouzla=[BLESK, NAVRAT])
    refused = defend(sheet, vlastnost="duse", prostredek="kouzlo_0")
    assert refused["error"]["message"] == ("Útočným kouzlem „Modrý blesk“ se lze bránit jen tak, že někoho "
                                           "ohrozíš: proti němu si hoď na úspěch (Boj › Hod na obranu › "
                                           "Obrana kouzlem).")
    assert defend(sheet, vlastnost="duse", prostredek="kouzlo_1")["result"]["result"]["total"] == 4 + 3  # L180


def test_tie_against_hod_na_obranu_can_prevent_the_action_003_l510_l534_l535_l792() -> None:
    # L534-L535: the tie that cannot prevent is the one where «máte oba po jednom úspěchu» (a mutual roll, L514,
    # L792); against a hod na obranu only the attacker has a success (L510), a full one
    sheet = board({"jmeno": "Naria", "finesa": 3, "strana": "druzina"}, {"jmeno": "Ork", "finesa": 3},
                  {"jmeno": "Gorondar", "strana": "druzina"})
    sheet = declare(sheet, vlastnost="finesa")["result"]["sheet"]
    ork = {"ucastnik": 2, "zamer": "utok", "cil_1": 3, "vlastnost": "finesa"}
    sheet = handle({"op": "act", "sheet": sheet, "action": "zamer", "params": ork})["result"]["sheet"]
    rolled = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [3, 3],
                     "params": {"utocnik": 1, "cil": 2, "obrana_vlastnost": "finesa"}})
    assert rolled["ok"], rolled
    assert rolled["result"]["result"]["details"]["rozdil"] == 0
    pending = rolled["result"]["sheet"]["vysledky"]
    assert [(r["utocnik"], r["uspechy"], r["remiza"]) for r in pending] == [(1, 1, False)]
    spent = handle({"op": "act", "sheet": rolled["result"]["sheet"], "action": "utratit",
                    "params": {"vysledek": pending[0]["id"], "zranit": False, "manevr": "zabranit",
                               "popis": "chytím ho za ruku"}})
    assert spent["ok"], spent


def _katka_two_successes(zbran_zraneni: int) -> dict[str, Any]:
    """Naria (Finesa 3, bow) vs the skřet (Finesa 1, 10 životů, no armour): 3 + 3 vs 1 + 1, margin 4 ⇒ 2
    successes (L640-L643)."""
    sheet = board({"jmeno": "Naria", "finesa": 3, "zbran_zraneni": zbran_zraneni, "zbran_dosah": "strelna",
                   "strana": "druzina", "zbran": "Luk"}, {"jmeno": "Skřet", "finesa": 1, "zivoty": 10})
    sheet = declare(sheet, vlastnost="finesa")["result"]["sheet"]
    rolled = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [3, 1],
                     "params": {"utocnik": 1, "cil": 2}})
    assert rolled["result"]["sheet"]["vysledky"][0]["uspechy"] == 2, rolled
    return rolled["result"]["sheet"]


def _spend(sheet: dict[str, Any], **params: Any) -> dict[str, Any]:
    return handle({"op": "act", "sheet": sheet, "action": "utratit",
                   "params": {"vysledek": sheet["vysledky"][0]["id"], **params}})


def test_serious_wound_bought_in_a_later_spend_003_l637_l640_l643() -> None:
    # «Když protivníka zraníš alespoň za 3, tak můžeš za další úspěch …» (L637): the further success need not
    # be spent together with the wound; margin 4 + bow 2 = 6 (L642)
    wounded = _spend(_katka_two_successes(2), zranit=True)
    assert wounded["ok"], wounded
    sheet = wounded["result"]["sheet"]
    assert sheet["ucastnici"][1]["zivoty"] == 10 - 6
    serious = _spend(sheet, zranit=False, vazne="leva_noha")
    assert serious["ok"], serious
    skret = serious["result"]["sheet"]["ucastnici"][1]
    assert (skret["zivoty"], skret["vazna_zraneni"]) == (4, ["leva_noha"])
    assert serious["result"]["sheet"]["vysledky"] == []


def test_serious_wound_later_needs_the_wound_of_three_003_l637() -> None:
    # without a bow bonus the skřet, in leather armour 2, takes 4 − 2 = 2: too little for a serious wound
    sheet = _katka_two_successes(0)
    sheet["ucastnici"][1]["zbroj"] = 2
    wounded = _spend(sheet, zranit=True)["result"]["sheet"]
    before = dict(wounded)
    refused = _spend(wounded, zranit=False, vazne="leva_noha")
    assert refused["error"]["message"] == ("Vážné zranění lze způsobit jen zraněním alespoň za 3 (Boj › Zranění); "
                                           "toto je za 2.")
    assert wounded == before
    fresh = _spend(_katka_two_successes(2), zranit=False, vazne="leva_noha")
    assert fresh["error"]["message"] == ("Vážné zranění je další úspěch k zranění; nejdřív musíš zranit "
                                         "(Boj › Zranění).")


def test_board_defence_against_a_spell_uses_its_attribute_003_l165_l186_l190() -> None:
    # «U kouzel je vždy uvedeno, jakou vlastností se cíle brání» (L186); modrý blesk: Síla (L165)
    sheet = board({"jmeno": "Kara", "duse": 3, "strana": "druzina", "kouzlo": "Modrý blesk", "kouzlo_kz": 2,
                   "kouzlo_obrana": "sila"}, {"jmeno": "Skřet", "sila": 2, "finesa": 4})
    sheet = declare(sheet, vlastnost="duse", prostredek="kouzlo")["result"]["sheet"]
    before = dict(sheet)
    dodged = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [3, 3],
                     "params": {"utocnik": 1, "cil": 2, "obrana_vlastnost": "finesa"}})
    assert dodged["error"]["message"] == ("Proti kouzlu „Modrý blesk“ se na obranu hází Silou "
                                          "(Boj › Hod na obranu › Obrana proti kouzlům).")
    assert sheet == before
    resisted = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [3, 3],
                       "params": {"utocnik": 1, "cil": 2, "obrana_vlastnost": "sila"}})
    assert resisted["ok"], resisted
    assert resisted["result"]["result"]["details"]["rozdil"] == (3 + 3) - (3 + 2)


def _push(gorondar_die: int) -> dict[str, Any]:
    """Gorondar (Síla 3) pushes the ork (Síla 2, defending on Síla, die 3), spending one success on it."""
    sheet = board({"jmeno": "Gorondar", "sila": 3, "strana": "druzina"}, {"jmeno": "Ork", "sila": 2})
    sheet = declare(sheet, vlastnost="sila")["result"]["sheet"]
    rolled = handle({"op": "act", "sheet": sheet, "action": "vyhodnotit", "dice": [gorondar_die, 3],
                     "params": {"utocnik": 1, "cil": 2, "obrana_vlastnost": "sila"}})
    pending = rolled["result"]["sheet"]["vysledky"]
    pushed = handle({"op": "act", "sheet": rolled["result"]["sheet"], "action": "utratit",
                     "params": {"vysledek": pending[0]["id"], "zranit": False, "manevr": "zatlacit",
                                "popis": "strčí do něj štítem"}})
    assert pushed["ok"], pushed
    return pushed["result"]["sheet"]


def test_a_push_of_a_couple_of_metres_keeps_contact_003_l81_l729() -> None:
    # pushed «zhruba o tolik metrů, o kolik jsi ho přehodil» (L729); kontaktní is «pár kroků» (L81)
    assert _push(4)["vzdalenosti"] == []  # 3 + 4 vs 2 + 3: 2 m, still in contact
    assert [g["ctvrtiny"] for g in _push(6)["vzdalenosti"]] == [1]  # 3 + 6 vs 2 + 3: 4 m, contact broken
