"""Issue 23, second pass: every sheet action checks the rules' preconditions before anything changes,
reproduced through the facade ``py_rules.api.handle`` (000 = the Dračí doupě II rulebook seed)."""

from __future__ import annotations

from typing import Any

from py_rules import api


def _ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _refused(command: dict[str, Any], code: str = "rule_violation") -> str:
    reply = api.handle(command)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == code, reply
    message: str = reply["error"]["message"]
    return message


def _hero(**update: Any) -> dict[str, Any]:
    sheet: dict[str, Any] = _ok({"op": "new_sheet", "system": "drd2", "name": "Hrun"})["sheet"]
    sheet.update(update)
    return sheet


def _act(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return command


def _failed(sheet: dict[str, Any], **params: Any) -> dict[str, Any]:
    out = _ok(_act(sheet, "hod", params, [1, 1]))
    assert out["result"]["outcome"] == "failure"
    failed: dict[str, Any] = out["sheet"]
    return failed


def test_heroic_death_refused_while_a_jizva_can_pay_000_l859_l903() -> None:
    """Tělo 0, Ohrožení 3, failed: a Tělo Jizva 1 yields 3 = the cost, so hrdinská smrt is refused."""
    failed = _failed(_hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}), ohrozeni=3)
    message = _refused(_act(failed, "vycerpat", {"hrdinska_smrt": True}))
    assert message.startswith("Na vyčerpání (3 Těla) ještě stačí vlastní Jizva")
    paid = _ok(_act(failed, "vycerpat", {"jizva_nazev": "zlomená ruka"}))["sheet"]
    assert paid["jizvy"] == [{"nazev": "zlomená ruka", "vlastnost": "telo", "zavaznost": 1, "omezuje": ""}]
    assert (paid["ohrozeni"], paid["ceka"]) == (4, None)


def test_heroic_death_when_not_even_a_jizva_can_pay_000_l883_l903() -> None:
    """Zdatnost Tělo 4 with Jizvy 3 on Tělo: cost 5 would need a Jizva 3 more → 6 > 4; death is open."""
    scars = [{"nazev": "stará rána", "vlastnost": "telo", "zavaznost": 3}]
    failed = _failed(_hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}, jizvy=scars), ohrozeni=5)
    out = _ok(_act(failed, "vycerpat", {"hrdinska_smrt": True}))
    assert (out["sheet"]["stav"], out["sheet"]["konec_vlastnost"]) == ("hrdinska_smrt", "telo")


def test_a_named_jizva_pays_instead_of_resources_000_l49_l859() -> None:
    """Tělo 4/4, Ohrožení 2, failed, Jizva «x»: the Jizva 1 yields 3, pays 2, 1 is lost («propadá»); the Tělo
    resources are not spent (only the box the Jizva blocks: zdatnost 4 − 1 = 3)."""
    failed = _failed(_hero(), ohrozeni=2)
    out = _ok(_act(failed, "vycerpat", {"jizva_nazev": "x"}))
    assert out["sheet"]["jizvy"][0]["zavaznost"] == 1
    assert out["sheet"]["zdroje"]["telo"] == 3
    assert out["sheet"]["ohrozeni"] == 3
    assert "propadá 1 Tělo z Jizvy" in " ".join(out["result"]["changes"])


def test_exhaustion_with_nothing_pending_is_refused_000_l283() -> None:
    sheet = _hero(ohrozeni=3)
    message = _refused(_act(sheet, "vycerpat", {}))
    assert message.startswith("Není co vyčerpat: vyčerpat se lze jen po hodu, kterému hrozí neúspěch")


def test_helper_exhaustion_decides_the_roll_and_raises_its_own_ohrozeni_000_l87_l273() -> None:
    """The pes fails its own roll at Ohrožení 4; it (hranice Tělo 2) pays 2 Sudby and 2 Pouta, its Ohrožení
    4 → 5, the roll is decided and the hero's own Ohrožení stays 4; the next hod is allowed."""
    helper = {"jmeno": "pes", "hranice": {"telo": 2, "duse": 1, "vliv": 1}, "pouto": 3, "pouto_max": 3}
    failed = _ok(_act(_hero(pomocnici=[helper], sudba_pomocniku=5, ohrozeni=4), "hod_pomocnika", {"pomocnik": 0},
                      [1, 1]))["sheet"]
    # the hero's own failed roll is the hero's to pay: a helper does not exhaust for it (000:L87)
    hero_failed = _failed(_hero(pomocnici=[helper], sudba_pomocniku=5), ohrozeni=4)
    assert _refused(_act(hero_failed, "vycerpat", {"pomocnik": 0})).startswith(
        "Pomocník se vyčerpává jen za svůj vlastní hod")
    out = _ok(_act(failed, "vycerpat", {"pomocnik": 0}))
    sheet = out["sheet"]
    assert (sheet["sudba_pomocniku"], sheet["pomocnici"][0]["pouto"], sheet["pomocnici"][0]["ohrozeni"]) == (3, 1, 5)
    assert (sheet["ceka"], sheet["ohrozeni"]) == (None, 4)
    assert "pes: Ohrožení 4 → 5" in out["result"]["changes"]
    assert _ok(_act(sheet, "hod", {}, [6, 6]))["result"]["outcome"] == "success"


def test_obvious_action_with_active_opposition_is_not_obvious_000_l160() -> None:
    sheet = _hero()
    message = _refused(_act(sheet, "hod", {"trida": "samozrejma", "druh": "stret", "nasledek": "vyhoda"}))
    assert message.startswith("Brání-li akci někdo aktivně, není samozřejmá, ale možná")


def test_obvious_vyzva_gives_no_vyhoda_000_l455() -> None:
    out = _ok(_act(_hero(ohrozeni=3), "hod", {"trida": "samozrejma", "druh": "vyzva", "nasledek": "vyhoda"}))
    assert (out["sheet"]["vyhoda"], out["sheet"]["ohrozeni"]) == (0, 3)


def test_lstive_with_nothing_declared_to_enlarge_is_refused_000_l769_l771() -> None:
    sheet = _hero()
    message = _refused(_act(sheet, "hod", {"manevr": "lstive"}, [6, 6]))
    assert message.startswith("Lstivě jen zvětšuje ohlášený následek")
    won = _ok(_act(sheet, "hod", {"druh": "stret"}, [6, 6, 1, 1]))["sheet"]
    message = _refused(_act(won, "protivnik", {"volba": "prijal", "manevr": "lstive"}))
    assert "lstivě nemá co zvětšit" in message
    # with a declared consequence it enlarges it: Výhoda 2 for 1 Tělo (000:L769)
    out = _ok(_act(sheet, "hod", {"manevr": "lstive", "nasledek": "vyhoda"}, [6, 6]))["sheet"]
    assert (out["vyhoda"], out["zdroje"]["telo"]) == (2, 3)


def test_initiative_approach_paid_with_vyhoda_or_a_duse_jizva_000_l55_l595_l859() -> None:
    sheet = _hero(zdroje={"telo": 4, "duse": 0, "vliv": 4}, vyhoda=1)
    message = _refused(_act(sheet, "iniciativa", {"pristup": "rychle"}, [6, 5, 1]))
    assert "chybí 1 Duše" in message
    out = _ok(_act(sheet, "iniciativa", {"pristup": "rychle", "platit_vyhodou": 1}, [6, 5, 1]))
    assert (out["sheet"]["vyhoda"], out["result"]["total"]) == (0, 11)
    scarred = _ok(_act(sheet, "iniciativa", {"pristup": "pomalu", "jizva_nazev": "únava"}, [6, 5, 1]))
    assert scarred["sheet"]["jizvy"][0]["vlastnost"] == "duse"
    assert scarred["result"]["total"] == 6
    assert "propadá 2 Duše z Jizvy" in " ".join(scarred["result"]["changes"])


def test_lot_with_physical_dice_asks_for_one_k6_odd_or_even_000_l501() -> None:
    """Nobody clearly the actor, 3+3 against 3+3: equal total, higher die and dice sum → lot."""
    sheet = _hero()
    command = _act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3])
    message = _refused(command, "dice_error")
    assert message.startswith("Střet skončil rovností ve všem")
    assert "Hráč hrdiny hodí jednou šestistěnnou kostkou: lichá = vyhrává hrdina, sudá = protivník" in message
    odd = _ok(_act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3, 5]))
    assert odd["result"]["outcome"] == "win"
    even = _ok(_act(sheet, "hod", {"druh": "stret", "aktor": "nejasne"}, [3, 3, 3, 3, 2]))
    assert even["result"]["outcome"] == "loss"


# --- the conflict board drd2_konflikt -------------------------------------------------------------------------


def _board(people: list[dict[str, Any]], sudba: int = 5, started: bool = True) -> dict[str, Any]:
    """A new board with these participants; ``started``: after «Začátek konfliktu» at Ohrožení 2 (a new board
    does not run until then, board schema 8), the participants then set as the test has them mid-conflict."""
    board: dict[str, Any] = _ok({"op": "new_sheet", "system": "drd2_konflikt", "name": "Konflikt"})["sheet"]
    if started:
        board = _ok(_act(board, "zacatek", {"ohrozeni": 2}))["sheet"]
    template = board["ucastnici"][1]
    board["ucastnici"] = [template | person for person in people]
    board["strany"][1]["sudba"] = sudba
    return board


def _hero_p(name: str, **more: Any) -> dict[str, Any]:
    return {"jmeno": name, "druh": "hrdina", "strana": 0, "charakteristika": 1} | more


def _being(name: str, **more: Any) -> dict[str, Any]:
    return {"jmeno": name, "druh": "bytost", "strana": 1} | more


def test_board_start_sets_everyones_ohrozeni_and_the_first_roll_is_round_one_000_l300_l582() -> None:
    board = _board([_hero_p("Daniel"), _being("kovář")], started=False)
    started = _ok(_act(board, "zacatek", {"ohrozeni": 3}))
    assert [p["ohrozeni"] for p in started["sheet"]["ucastnici"]] == [3, 3]
    rolled = _ok(_act(started["sheet"], "kolo", {}, [6, 6, 4, 4]))
    assert (rolled["sheet"]["kolo"], rolled["result"]["label"]) == (1, "kolo 1")
    again = _ok(_act(rolled["sheet"], "kolo", {}, [6, 6, 4, 4]))
    assert (again["sheet"]["kolo"], again["result"]["label"]) == (2, "kolo 2")


def test_after_the_end_no_consequence_or_exhaustion_without_ohrozeni_000_l703() -> None:
    ended = _ok(_act(_board([_hero_p("Hrun"), _being("Gloan")]), "konec", {}))["sheet"]
    for action, params in (("nasledek", {"ucastnik": 0, "nasledek": "ohrozeni_plus"}),
                           ("vycerpani", {"ucastnik": 1}), ("tah", {"ucastnik": 0}),
                           ("manevr", {"ucastnik": 1, "manevr": "presne"})):
        assert _refused(_act(ended, action, params)).startswith("Konflikt neprobíhá – ještě nezačal, nebo už skončil")


def test_a_beings_obrana_checks_the_chosen_hranice_000_l717_l67() -> None:
    """The pes has hranice Tělo 0: obrana on Tělo is refused, on Duše (hranice 3) it costs 1 Sudbu."""
    board = _board([_being("pes", stav="odehral", hranice={"telo": 0, "duse": 3, "vliv": 3})], sudba=2)
    message = _refused(_act(board, "tah", {"ucastnik": 0, "jak": "obrana", "vlastnost": "telo"}))
    assert "hranice Tělo 0" in message
    out = _ok(_act(board, "tah", {"ucastnik": 0, "jak": "obrana", "vlastnost": "duse"}))
    assert out["sheet"]["strany"][1]["sudba"] == 1


def test_board_mocne_only_after_winning_and_manoeuvres_reset_after_the_stret_000_l761_l801_l719() -> None:
    board = _board([_hero_p("Ulrich"), _being("gardista")], sudba=3)
    assert _refused(_act(board, "manevr", {"ucastnik": 1, "manevr": "mocne"})).startswith(
        "gardista: mocně se hraje až po vítězství ve střetu")
    # gardista (actor) wins 12 against 2 and plays mocně while Ulrich decides: 1 Sudba, Ulrich pays 2 + 1
    won = _ok(_act(board, "stret", {"role_0": "protiaktor", "proti_0": 1, "role_1": "aktor", "proti_1": 0,
                                    "nasledek_1": "ohrozeni_plus"}, [1, 1, 6, 6]))["sheet"]
    mighty = _ok(_act(won, "manevr", {"ucastnik": 1, "manevr": "mocne"}))["sheet"]
    assert mighty["strany"][1]["sudba"] == 2
    done = _ok(_act(mighty, "rozhodnuti", {"rozhodnuti": "1-0", "volba": "vycerpat"}))
    assert "zaplatí 3 Těla v deníku" in " ".join(done["result"]["changes"])
    assert [p["manevr"] for p in done["sheet"]["ucastnici"]] == ["", ""]


def test_general_stret_respects_initiative_and_knock_out_000_l606_l611_l662() -> None:
    board = _board([_hero_p("Jarik"), _being("hajný"), _being("pes", stav="vyrazen"), _being("vlk")])
    clash = {"role_0": "aktor", "proti_0": 1, "role_1": "protiaktor", "proti_1": 0}
    # the counter-actor used his initiative by countering (000:L606)
    first = _ok(_act(board, "stret", clash, [6, 6, 1, 1]))["sheet"]
    assert [p["stav"] for p in first["ucastnici"][:2]] == ["odehral", "odehral"]
    first = _ok(_act(first, "rozhodnuti", {"rozhodnuti": "0-1", "volba": "prijmout"}))["sheet"]
    # the vlk attacks Jarik: he may counter only from defence with obrana (000:L608-L611)
    attack = {"role_0": "protiaktor", "proti_0": 3, "role_1": "", "role_3": "aktor", "proti_3": 0}
    assert "jen akcí z obrany s manévrem obrana" in _refused(_act(first, "stret", attack, [6, 6, 1, 1]))
    defended = _ok(_act(first, "tah", {"ucastnik": 0, "jak": "obrana", "vlastnost": "telo"}))["sheet"]
    out = _ok(_act(defended, "stret", attack, [6, 6, 1, 1]))["sheet"]
    assert out["ucastnici"][0]["manevr"] == "obrana"  # still deciding against the vlk
    # the hajný, who has acted, cannot be the aktér again this round (000:L606)
    second = {"role_0": "", "role_1": "aktor", "proti_1": 3, "role_3": "protiaktor", "proti_3": 1}
    assert "má v tomto kole akci z iniciativy za sebou" in _refused(_act(first, "stret", second, [6, 6, 1, 1]))
    # a knocked-out participant never acts as aktér (000:L662)
    knocked = {"role_0": "protiaktor", "proti_0": 2, "role_1": "", "role_2": "aktor", "proti_2": 0}
    assert _refused(_act(board, "stret", knocked, [1, 1, 6, 6])).startswith("pes: vyřazení – vlastní akce nehraje")


def test_board_lstive_needs_a_consequence_to_enlarge_000_l769_l771() -> None:
    board = _board([_hero_p("Hrun"), _being("Gloan")])
    params = {"ucastnik": 1, "nasledek": "vyrazeni", "lstive": True}
    assert _refused(_act(board, "nasledek", params)).startswith("Lstivě jen zvětšuje ohlášenou změnu Ohrožení")


# --- Build 1: affordability before the choice ---------------------------------------------------------------------


def _pending_fields(reply: dict[str, Any]) -> dict[str, str]:
    section = reply["view"]["sections"][0]
    assert section["title"] == "Čeká na rozhodnutí"
    return {f["label"]: f["value"] for f in section["fields"]}


def test_affordability_resources_suffice_000_l273_l55() -> None:
    out = _ok(_act(_hero(vyhoda=1), "hod", {"ohrozeni": 3}, [1, 1]))
    fields = _pending_fields(out)
    assert (fields["Platí Výhoda"], fields["Platí Tělo"]) == ("1 Výhoda", "4 Těla")
    assert fields["Jizva"] == "vlastní Jizva nejvýše závažnosti 4 (+6 Těl)"
    assert fields["Čím zaplatit"] == "Vyčerpání za 3 Těla zaplatí Výhoda a Zdroje; Jizva není potřeba."
    assert out["result"]["explanation"].endswith("Jizva není potřeba.")


def test_affordability_a_jizva_is_needed_000_l859_l883() -> None:
    """Haken (E32): Duše 1, Ohrožení 4 → 3 Duše missing; a Duše Jizva (at most závažnost 4) pays them."""
    sheet = _hero(zdroje={"telo": 4, "duse": 1, "vliv": 4},
                  dovednosti=[{"nazev": "Karty", "povolani": "kejklíř", "vlastnost": "duse"}])
    fields = _pending_fields(_ok(_act(sheet, "hod", {"dovednost": "Karty", "ohrozeni": 4}, [1, 1])))
    assert fields["Čím zaplatit"] == ("Na vyčerpání za 4 Duše chybí 3 Duše: pomůže vlastní Jizva (co z ní zbude, "
                                      "propadá).")


def test_affordability_nothing_pays_only_heroic_death_is_left_000_l885_l903() -> None:
    scars = [{"nazev": "stará rána", "vlastnost": "telo", "zavaznost": 4}]
    sheet = _hero(zdroje={"telo": 0, "duse": 4, "vliv": 4}, jizvy=scars)
    fields = _pending_fields(_ok(_act(sheet, "hod", {"ohrozeni": 2}, [1, 1])))
    assert fields["Jizva"] == "žádná – zdatnost by klesla pod nulu"
    assert fields["Čím zaplatit"].startswith("Vyčerpání za 2 Těla nezaplatí nic, ani Jizva: zbývá přijmout neúspěch, "
                                             "nebo hrdinská smrt")


def test_board_proposes_the_end_when_a_side_has_nobody_left_000_l701() -> None:
    board = _board([_hero_p("Bazimír"), _being("strážný")])
    out = _ok(_act(board, "nasledek", {"ucastnik": 1, "nasledek": "vyrazeni", "nove_ohrozeni": 5}))
    assert out["result"]["changes"][-1].startswith("Strana „Protivníci“ už nemá nikoho, kdo může jednat: konflikt "
                                                   "končí – zapiš akci „Konec konfliktu“")
    ended = _ok(_act(out["sheet"], "konec", {}))
    assert not any("už nemá nikoho" in line for line in ended["result"]["changes"])


# --- Build 5: between expeditions -------------------------------------------------------------------------------


def test_quality_rest_and_healing_only_between_expeditions_000_l109_l133_l889() -> None:
    scars = [{"nazev": "říznutí", "vlastnost": "telo", "zavaznost": 2}]
    sheet = _hero(zdroje={"telo": 0, "duse": 1, "vliv": 4}, jizvy=scars)
    away = _ok({"op": "edit", "sheet": sheet, "changes": [{"path": "na_vyprave", "value": True}]})["sheet"]
    assert _refused(_act(away, "odpocinek", {"druh": "kvalitni"})).startswith("Kvalitní odpočinek je jen mezi "
                                                                                 "výpravami")
    assert _refused(_act(away, "hojeni", {"jizva": 0})).startswith("Jizvy se přirozeně hojí jen mezi výpravami")
    night = _ok(_act(away, "odpocinek", {}))["sheet"]  # běžný odpočinek +3 stays possible (000:L118)
    assert sum(night["zdroje"].values()) == 5 + 3
    home = _ok({"op": "edit", "sheet": away, "changes": [{"path": "na_vyprave", "value": False}]})["sheet"]
    rested = _ok(_act(home, "odpocinek", {"druh": "kvalitni"}))["sheet"]
    assert rested["zdroje"] == {"telo": 2, "duse": 4, "vliv": 4}  # zdatnost 4 − Jizva 2 on Tělo (000:L133)
    healed = _ok(_act(home, "hojeni", {"jizva": 0}))["sheet"]
    assert healed["jizvy"][0]["zavaznost"] == 1


def test_board_helper_pays_sudba_up_to_hranice_then_pouto_000_l67_l87() -> None:
    """The pes (hranice Tělo 2, Pouto 3) exhausts at Ohrožení 4: 2 Sudby, 2 Pouta; at Ohrožení 6 Pouto 3 is short."""
    dog = {"jmeno": "pes", "druh": "pomocnik", "strana": 1, "ohrozeni": 4, "pouto": 3,
           "hranice": {"telo": 2, "duse": 1, "vliv": 1}}
    board = _board([_hero_p("Jarik"), dog], sudba=5)
    out = _ok(_act(board, "vycerpani", {"ucastnik": 1, "vlastnost": "telo"}))
    assert (out["sheet"]["strany"][1]["sudba"], out["sheet"]["ucastnici"][1]["pouto"]) == (3, 1)
    assert out["sheet"]["ucastnici"][1]["ohrozeni"] == 5
    assert "pes: −2 Sudby, −2 Pouta" in out["result"]["changes"]
    board["ucastnici"][1]["ohrozeni"] = 6
    message = _refused(_act(board, "vycerpani", {"ucastnik": 1, "vlastnost": "telo"}))
    assert message.startswith("pes nezaplatí 6 Zdrojů: Sudba najednou nejvýše 2 (hranice Tělo 2), Pouto jen 3")


def test_schema_2_deník_upgrades_to_6_off_expedition_helpers_outside_a_conflict_000_l128_l300() -> None:
    from py_rules.storage import migrate_sheet

    v2 = {"system": "drd2", "schema_version": 2, "name": "Haken",
          "pomocnici": [{"jmeno": "Vlk", "pouto": 1}]}
    data, was = migrate_sheet("drd2", v2)
    assert (was, data["schema_version"], data["na_vyprave"], data["pomocnici"][0]["ohrozeni"]) == (2, 10, False, None)
    assert (data["pomocnici"][0]["vyhoda"], data["pomocnici"][0]["vyrazen"]) == (0, False)  # schema 5, 000:L55
    assert v2["schema_version"] == 2  # the step is pure


def test_board_schema_3_upgrades_to_4_keeping_its_round_count_000_l87_l606() -> None:
    from py_rules.storage import migrate_sheet

    v3 = {"system": "drd2_konflikt", "schema_version": 3, "name": "K", "kolo": 4, "strany": [{"nazev": "A"}],
          "ucastnici": [{"jmeno": "Hrun", "ohrozeni": 2, "postava": ""}]}
    data, was = migrate_sheet("drd2_konflikt", v3)
    assert (was, data["schema_version"], data["kolo"], data["kolo_bezi"]) == (3, 11, 4, True)
    assert (data["ucastnici"][0]["akce"], data["ucastnici"][0]["pouto"]) == ("", 0)
