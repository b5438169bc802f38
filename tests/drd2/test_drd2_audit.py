"""Preconditions found in the second paragraph-by-paragraph read of the rulebook (issue 23), each through the
facade ``py_rules.api.handle`` with the seed's values, plus the issue's listed errors reproduced with the calls
the issue gives, so each fix is seen to hold where the page calls the engine."""

from __future__ import annotations

from typing import Any

from py_rules import api


def _new(system: str = "drd2", **update: Any) -> dict[str, Any]:
    sheet: dict[str, Any] = api.handle({"op": "new_sheet", "system": system, "name": "X"})["result"]["sheet"]
    sheet.update(update)
    return sheet


def _act(sheet: dict[str, Any], action: str, dice: list[int] | None = None, **params: Any) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    reply: dict[str, Any] = api.handle(command)
    return reply


def _ok(sheet: dict[str, Any], action: str, dice: list[int] | None = None, **params: Any) -> dict[str, Any]:
    reply = _act(sheet, action, dice, **params)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _refused(sheet: dict[str, Any], action: str, dice: list[int] | None = None, **params: Any) -> str:
    reply = _act(sheet, action, dice, **params)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    message: str = reply["error"]["message"]
    return message


# --- found in this read -------------------------------------------------------------------------------------


def test_hloupe_zkouska_exhausted_has_no_rules_consequence_either_000_l809_l431() -> None:
    # Ohrožení 3, a zkouška meant to lower it fails [1, 1]; exhausted under hloupě the −1 does not apply, only
    # the exhaustion's +1: 3 → 4 (without hloupě the two net out to 3, 000:L431)
    sheet = _new(postihy=[{"druh": "hloupe", "rozsah": ""}], ohrozeni=3)
    failed = _ok(sheet, "hod", [1, 1], nasledek="ohrozeni_minus")["sheet"]
    assert _ok(failed, "vycerpat")["sheet"]["ohrozeni"] == 4
    plain = _ok(_new(ohrozeni=3), "hod", [1, 1], nasledek="ohrozeni_minus")["sheet"]
    assert _ok(plain, "vycerpat")["sheet"]["ohrozeni"] == 3


def test_a_knocked_out_hero_only_defends_with_obrana_000_l662_l611() -> None:
    down = _new(stav="vyrazen", ohrozeni=3)
    assert "jen akcí z obrany" in _refused(down, "hod", [6, 6])
    assert "jen akcí z obrany" in _refused(down, "hod", [6, 6, 1, 1], druh="stret")
    # a střet from defence with obrana: 1 Tělo for the manoeuvre (000:L717), 6 + 6 beats 1 + 1
    out = _ok(down, "hod", [6, 6, 1, 1], druh="stret", manevr="obrana")
    assert (out["result"]["outcome"], out["sheet"]["zdroje"]["telo"]) == ("win", 3)
    assert _ok(down, "hod", [6, 6], druh="vyzva", manevr="obrana")["result"]["outcome"] == "success"
    # no initiative for the knocked out (000:L707), none for who has left
    assert "na iniciativu nehází" in _refused(down, "iniciativa", [3, 3])
    assert "na iniciativu nehází" in _refused(_new(stav="opustil", ohrozeni=3), "iniciativa", [3, 3])
    assert "nemůže hrát vlastní akce" in _refused(_new(stav="opustil", ohrozeni=3), "hod", [6, 6],
                                                  druh="vyzva", manevr="obrana")


def test_who_left_the_conflict_is_out_of_it_on_the_board_000_l695_l709() -> None:
    board = _ok(_new("drd2_konflikt"), "zacatek", ohrozeni=3)["sheet"]
    left = _ok(board, "nasledek", ucastnik=1, nasledek="opusteni")["sheet"]
    assert "je mimo konflikt" in _refused(left, "vycerpani", ucastnik=1)
    assert "je mimo konflikt" in _refused(left, "nasledek", ucastnik=1, nasledek="ohrozeni_plus")
    assert "je mimo konflikt" in _refused(left, "narocnost", ucastnik=1)
    assert "je mimo konflikt" in _refused(left, "nasledek", ucastnik=0, nasledek="ohrozeni_plus", take_1=True,
                                          plosna=True)
    assert left["strany"][1]["sudba"] == 5  # nothing was paid


# --- the issue's listed errors, through the facade ----------------------------------------------------------


def test_issue_heroic_death_refused_while_a_jizva_pays_000_l859_l903() -> None:
    failed = _ok(_new(zdroje={"telo": 0, "duse": 4, "vliv": 4}), "hod", [1, 1], ohrozeni=3)["sheet"]
    assert "ještě stačí vlastní Jizva" in _refused(failed, "vycerpat", hrdinska_smrt=True)


def test_issue_a_named_jizva_pays_instead_of_resources_000_l49_l859() -> None:
    failed = _ok(_new(), "hod", [1, 1], ohrozeni=2)["sheet"]
    out = _ok(failed, "vycerpat", jizva_nazev="x")["sheet"]
    assert out["zdroje"]["telo"] == 3  # the Jizva 1 gives 3 (000:L859): Tělo is not spent, one box is blocked
    assert [(j["nazev"], j["zavaznost"]) for j in out["jizvy"]] == [("x", 1)]


def test_issue_exhaustion_with_nothing_pending_000_l283() -> None:
    assert "Není co vyčerpat" in _refused(_new(), "vycerpat")


def test_issue_samozrejma_opposed_is_not_obvious_000_l160() -> None:
    assert "není samozřejmá" in _refused(_new(), "hod", druh="stret", trida="samozrejma", nasledek="vyhoda")


def test_issue_lstive_with_nothing_to_enlarge_000_l769_l771() -> None:
    won = _ok(_new(), "hod", [6, 6, 1, 1], druh="stret")["sheet"]
    assert "nemá co zvětšit" in _refused(won, "protivnik", manevr="lstive")


def test_issue_board_start_and_first_round_000_l300_l582() -> None:
    started = _ok(_new("drd2_konflikt"), "zacatek", ohrozeni=3)
    assert [p["ohrozeni"] for p in started["sheet"]["ucastnici"]] == [3, 3]
    first = _ok(started["sheet"], "kolo", [6, 6, 1, 1])
    assert first["result"]["label"] == "kolo 1"


def test_issue_a_beings_obrana_checks_the_chosen_hranice_000_l717() -> None:
    board = _new("drd2_konflikt")
    board["ucastnici"][1]["hranice"] = {"telo": 2, "duse": 0, "vliv": 2}
    board = _ok(board, "zacatek", ohrozeni=2)["sheet"]
    board = _ok(board, "kolo", [1, 1, 6, 6])["sheet"]
    board = _ok(board, "tah", ucastnik=1, jak="iniciativa")["sheet"]
    assert "Duše" in _refused(board, "tah", ucastnik=1, jak="obrana", vlastnost="duse")
    assert _ok(board, "tah", ucastnik=1, jak="obrana", vlastnost="telo")["sheet"]["strany"][1]["sudba"] == 4


def test_a_delayed_initiative_only_reacts_never_acts_000_l626() -> None:
    board = _ok(_new("drd2_konflikt"), "zacatek", ohrozeni=2)["sheet"]
    board = _ok(board, "kolo", [6, 6, 1, 1])["sheet"]  # Hrdina 12 first, Protivník 2
    board = _ok(board, "tah", ucastnik=0, jak="odlozit")["sheet"]
    assert "má iniciativu odloženou" in _refused(board, "stret", [6, 6, 1, 1], role_0="aktor", proti_0=1,
                                            role_1="protiaktor", proti_1=0)
    # reacting to the Protivník's action with it is what it was kept for: 6 + 6 beats 1 + 1 + 2
    out = _ok(board, "stret", [6, 6, 1, 1], role_0="protiaktor", proti_0=1, role_1="aktor", proti_1=0,
              nasledek_1="ohrozeni_plus")
    assert out["result"]["details"]["uspech"] == ["Hrdina"]
    assert out["sheet"]["ucastnici"][0]["stav"] == "odehral"  # the delayed initiative is used up (000:L604)
