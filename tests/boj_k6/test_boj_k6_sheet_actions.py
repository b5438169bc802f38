"""The character sheet through the facade: new_sheet → act → view, physical dice, Czech errors."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from py_rules.api import handle


def new(name: str = "Naria", **changes: Any) -> dict[str, Any]:
    reply = handle({"op": "new_sheet", "system": "boj_k6", "name": name})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    sheet.update(changes)
    return sheet


def act(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return handle(command)


def test_new_sheet_view_has_sections_and_badges() -> None:
    reply = handle({"op": "new_sheet", "system": "boj_k6", "name": "Gorondar"})
    view = reply["result"]["view"]
    assert view["subtitle"].startswith("Boj k6 (Síla / Finesa / Duše)")
    # what changes in play first (issue 25 item 5), then the rest as the game builds it
    assert [s["id"] for s in view["sections"]] == ["vlastnosti", "zraneni", "zbrane", "obrana", "kouzla", "pohyb",
                                                    "poznamky"]
    assert {a["id"] for a in reply["result"]["actions"]} == {"hod", "zasah", "nabit", "lecit"}


def test_e33_five_plus_zero_tie_gives_one_success_003_l592_l594() -> None:
    sheet = new(finesa=3)
    params = {"rezim": "uspech", "vlastnost": "finesa", "prostredek": "zbran_0", "protivnik_vlastnost": 2}
    reply = act(sheet, "hod", params, dice=[2, 3])  # Naria 3 + 2 = 5, skřet 2 + 3 = 5
    result = reply["result"]["result"]
    assert (result["total"], result["outcome"], result["details"]["uspechy"]) == (5, "ja_1", 1)
    assert result["probability"] == "4/9"  # margin 1 + (d1 − d2) in 0..2: 16/36
    assert "Boj › Určení výsledku" in result["explanation"]


def test_gm_total_given_only_my_die_is_rolled_003_l341() -> None:
    sheet = new(sila=3)
    params = {"rezim": "vzajemny", "vlastnost": "sila", "prostredek": "zbran_0", "protivnik_celkem": 10}
    result = act(sheet, "hod", params, dice=[3])["result"]["result"]  # E32: Gorondar 6 vs zlobr 10
    assert (result["total"], result["outcome"], result["label"]) == (6, "on_2", "Protivník: 2 úspěchy")


def test_e28_tracked_throwing_knives_are_spent_003_l470_l471() -> None:
    knives = {"nazev": "Vrhací nože", "zraneni": 0, "druh": "bodne", "dosah": "vrhaci", "munice_sledovat": True,
              "munice": 1}
    sheet = new(finesa=3, zbrane=[knives])
    params = {"vlastnost": "finesa", "prostredek": "zbran_0"}
    reply = act(sheet, "hod", params, dice=[4, 1])
    assert reply["result"]["sheet"]["zbrane"][0]["munice"] == 0
    assert any("munice 1 → 0" in c for c in reply["result"]["result"]["changes"])
    again = act(reply["result"]["sheet"], "hod", params, dice=[4, 1])
    assert again["error"]["code"] == "rule_violation"


def test_e28_twenty_arrows_not_counted_bow_unloaded_after_shot_003_l475_l476() -> None:
    sheet = new(finesa=3)
    reply = act(sheet, "hod", {"vlastnost": "finesa", "prostredek": "zbran_1"}, dice=[4, 1])
    bow = reply["result"]["sheet"]["zbrane"][1]
    assert (bow["munice"], bow["nabito"]) == (0, False)
    reloaded = act(reply["result"]["sheet"], "nabit", {"zbran": 1})
    assert reloaded["result"]["sheet"]["zbrane"][1]["nabito"] is True


def test_attribute_must_fit_the_means_003_l131_l148() -> None:
    sheet = new()
    bow_with_sila = act(sheet, "hod", {"vlastnost": "sila", "prostredek": "zbran_1"}, dice=[1, 1])
    assert bow_with_sila["error"]["code"] == "rule_violation"
    assert "Finesou" in bow_with_sila["error"]["message"] or "Finesa" in bow_with_sila["error"]["message"]
    armoured = new(zbroj={"hodnota": 2, "tezka": True})
    dagger_finesa = act(armoured, "hod", {"vlastnost": "finesa", "prostredek": "zbran_0"}, dice=[1, 1])
    assert dagger_finesa["error"]["code"] == "rule_violation"


def test_single_target_spell_on_two_targets_forbidden_003_l423_l426() -> None:
    blesk = {"nazev": "Modrý blesk", "obrana": "sila", "kz": 4, "druh": "blesk"}
    sheet = new(duse=3, kouzla=[blesk])
    reply = act(sheet, "hod", {"vlastnost": "duse", "prostredek": "kouzlo_0", "pocet_cilu": 2}, dice=[1, 1])
    assert reply["error"]["code"] == "rule_violation"
    assert "Boj › Ohrožení více protivníků" in reply["error"]["message"]


def test_e32_gorondar_takes_four_003_l584_l585() -> None:
    sheet = new("Gorondar", zbroj={"hodnota": 2, "tezka": True}, stit={"ma_stit": True, "hodnota": 1})
    reply = act(sheet, "zasah", {"rozdil": 4, "zraneni": 3, "druh": "drtive"})
    assert reply["result"]["sheet"]["zivoty"] == 6
    assert reply["result"]["result"]["total"] == 4


def test_e35_ork_hit_by_blue_lightning_physical_kz_003_l614_l617() -> None:
    ork = new("Ork", zbroj={"hodnota": 1})
    reply = act(ork, "zasah", {"rozdil": 1, "kz": 4, "druh": "blesk"}, dice=[1, 3, 4, 6])
    assert reply["result"]["result"]["total"] == 2
    assert reply["result"]["sheet"]["zivoty"] == 8


def test_e36_statue_added_damage_stopped_003_l625_l628() -> None:
    statue = new("Socha", zbroj={"hodnota": 3, "podle_druhu": [{"druh": "drtive", "hodnota": 1}]})
    reply = act(statue, "zasah", {"rozdil": 3, "zraneni": 2, "druh": "drtive", "pridane_kz": 3,
                                  "pridane_druh": "blesk"}, dice=[4, 6, 1])
    assert reply["result"]["result"]["details"] == {"zraneni": 4, "pridane": 0}


def test_e37_goblin_with_four_lives_is_taken_out_003_l633_l634() -> None:
    goblin = new("Goblin", zivoty=4, zivoty_max=4)
    reply = act(goblin, "zasah", {"rozdil": 2, "zraneni": 2, "druh": "bodne"})
    result = reply["result"]["result"]
    assert (result["outcome"], reply["result"]["sheet"]["zivoty"]) == ("vyrazen", 0)
    assert result["probability"] == "1/1"
    assert "Boj › Zranění" in result["explanation"]
    assert any(b["label"] == "Vyřazení z boje" for b in reply["result"]["view"]["badges"])


def test_e53_e54_concentration_broken_only_by_a_real_wound_003_l834_l841() -> None:
    kara = new("Kara", zbroj={"hodnota": 1}, soustredeni="Neviditelnost")
    kept = act(kara, "zasah", {"rozdil": 1, "zraneni": 0, "druh": "bodne"})
    assert kept["result"]["sheet"]["soustredeni"] == "Neviditelnost"
    broken = act(kara, "zasah", {"rozdil": 2, "zraneni": 0, "druh": "bodne"})
    assert broken["result"]["sheet"]["soustredeni"] == ""


def test_e38_serious_wound_needs_three_003_l640_l643() -> None:
    skret = new("Skřet")
    reply = act(skret, "zasah", {"rozdil": 4, "zraneni": 2, "druh": "bodne", "vazne": "leva_noha"})
    sheet = reply["result"]["sheet"]
    assert sheet["vazna_zraneni"] == [{"cast": "leva_noha", "popis": ""}]
    speed = next(f for s in reply["result"]["view"]["sections"] for f in s["fields"]
                 if f["label"] == "Skutečná rychlost")
    assert speed["value"] == "chůze"  # L103
    weak = act(skret, "zasah", {"rozdil": 1, "zraneni": 1, "druh": "bodne", "vazne": "leva_noha"})
    assert weak["error"]["code"] == "rule_violation"
    assert "alespoň za 3" in weak["error"]["message"]


def test_e40_outside_armour_only_where_a_piece_is_missing_003_l674_l678() -> None:
    dwarf = new("Trpaslík", zbroj={"hodnota": 2, "casti": [{"nazev": "Helma", "nasazena": True}]})
    refused = act(dwarf, "zasah", {"rozdil": 5, "zraneni": 2, "druh": "drtive", "mimo_zbroj": "uspech"})
    assert refused["error"]["code"] == "rule_violation"
    dwarf["zbroj"]["casti"][0]["nasazena"] = False
    hit = act(dwarf, "zasah", {"rozdil": 5, "zraneni": 2, "druh": "drtive", "mimo_zbroj": "uspech"})
    assert hit["result"]["result"]["total"] == 7


def test_full_heal_clears_serious_wounds_003_l657() -> None:
    sheet = new(zivoty=3, vazna_zraneni=[{"cast": "hlava", "popis": ""}])
    partial = act(sheet, "lecit", {"zivoty": 2})
    assert partial["result"]["sheet"]["vazna_zraneni"]
    full = act(sheet, "lecit", {"zivoty": 7})
    assert (full["result"]["sheet"]["zivoty"], full["result"]["sheet"]["vazna_zraneni"]) == (10, [])


def test_serious_wound_disables_two_handed_weapons_003_l648() -> None:
    sheet = new(finesa=3, vazna_zraneni=[{"cast": "leva_ruka", "popis": ""}])
    reply = act(sheet, "hod", {"vlastnost": "finesa", "prostredek": "zbran_1"}, dice=[3, 3])
    assert reply["error"]["code"] == "rule_violation"


def test_odds_through_the_facade_sum_to_one() -> None:
    sheet = new(finesa=3)
    params = {"vlastnost": "finesa", "prostredek": "zbran_1", "mireni": True, "vzdalenost": "stredni"}
    reply = handle({"op": "action_odds", "sheet": sheet, "action": "hod", "params": params})
    outcomes = reply["result"]["outcomes"]
    assert outcomes[0]["outcome"].startswith("ja_")
    assert sum(Fraction(o["probability"]) for o in outcomes) == 1
    assert "míření +1" in reply["result"]["summary"]


def test_bad_input_is_czech_and_never_saved() -> None:
    sheet = new()
    edited = handle({"op": "edit", "sheet": sheet, "changes": [{"path": "zivoty", "value": 50}]})
    assert edited["error"]["code"] == "invalid_input"
    assert "Životy nesmí být víc než maximum" in edited["error"]["message"]
    bad_mode = act(sheet, "hod", {"rezim": "utok"})
    assert bad_mode["error"]["code"] == "invalid_input"
    assert bad_mode["error"]["message"] == (
        "Volby akce nejsou v pořádku (pole „Druh hodu“): musí být jedna z možností: Hod na úspěch (protivník se "
        "brání), Vzájemný hod na úspěch (ohrožujete se navzájem) nebo Hod na obranu (protivník ohrožuje tebe).")
    dupe = dict(sheet, odolnosti=[{"druh": "bodne", "hodnota": 1}, {"druh": "bodne", "hodnota": 2}])
    viewed = handle({"op": "view", "sheet": dupe})
    assert "dvakrát" in viewed["error"]["message"]
    unknown = act(sheet, "hod", {"prostredek": "zbran_9"}, dice=[1, 1])
    assert unknown["error"]["code"] == "rule_violation"


def test_extra_physical_dice_are_reported() -> None:
    reply = act(new(), "hod", {"vlastnost": "sila", "prostredek": "zbran_0"}, dice=[1, 2, 3])
    assert reply["error"]["code"] == "dice_error"


def test_e4_spell_as_defence_uses_duse_defensive_spell_cannot_attack_003_L174_L183() -> None:
    navrat = {"nazev": "Návrat", "obrana": "duse", "kz": 0, "druh": "jine", "obranne": True}
    sheet = new("Kara", duse=3, kouzla=[navrat])
    defend = act(sheet, "hod", {"rezim": "obrana", "vlastnost": "duse", "prostredek": "kouzlo_0",
                                "protivnik_cilu": 1}, dice=[4, 2])
    assert defend["ok"]
    assert defend["result"]["result"]["total"] == 7
    attack = act(sheet, "hod", {"rezim": "uspech", "vlastnost": "duse", "prostredek": "kouzlo_0"}, dice=[4, 2])
    assert attack["error"]["code"] == "rule_violation"
    assert "Boj › Hod na obranu" in attack["error"]["message"]


def test_e43_archer_behind_ignores_the_shield_003_L693_L697() -> None:
    sheet = new("Gorondar", stit={"ma_stit": True, "hodnota": 1})
    front = act(sheet, "zasah", {"rozdil": 1, "zraneni": 2, "druh": "bodne"})
    behind = act(sheet, "zasah", {"rozdil": 1, "zraneni": 2, "druh": "bodne", "obejit_stit": True})
    assert (front["result"]["result"]["total"], behind["result"]["result"]["total"]) == (2, 3)


def test_wound_odds_are_exact_for_kz_003_L612() -> None:
    sheet = new("Ork", zbroj={"hodnota": 1}, zivoty=2)
    reply = handle({"op": "action_odds", "sheet": sheet, "action": "zasah",
                    "params": {"rozdil": 1, "kz": 2, "druh": "blesk"}})
    table = {o["outcome"]: o["probability"] for o in reply["result"]["outcomes"]}
    assert table == {"bez_zraneni": "1/4", "zranen": "1/2", "vyrazen": "1/4"}
