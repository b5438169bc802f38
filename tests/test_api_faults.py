"""No exception escapes the facade (issue 18): an unexpected one is code ``internal`` with a ref, its
traceback on stderr and in ``handle_json``'s ``fault``; every action result is validated again in one place."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from py_rules import api
from py_rules.faults import INTERNAL_MESSAGE

REF = re.compile(r"^[0-9a-f]{8}$")


def _sheet(system: str) -> dict[str, Any]:
    reply = api.handle({"op": "new_sheet", "system": system, "name": "Bára"})
    assert reply["ok"], reply
    sheet: dict[str, Any] = reply["result"]["sheet"]
    return sheet


def test_an_unexpected_exception_is_internal_with_a_ref_and_czech_text(
    fake_system: str, capsys: pytest.CaptureFixture[str]
) -> None:
    reply = api.handle({"op": "act", "sheet": _sheet(fake_system), "action": "crash", "params": {}})
    assert set(reply) == {"ok", "error"}
    error = reply["error"]
    assert error["code"] == "internal"
    assert REF.match(error["ref"])
    assert error["message"] == INTERNAL_MESSAGE.format(ref=error["ref"])
    assert "Nic se nezměnilo" in error["message"]
    assert "Traceback" not in error["message"]
    assert "ZeroDivisionError" not in error["message"]
    printed = capsys.readouterr().err
    assert error["ref"] in printed
    assert "Traceback (most recent call last)" in printed
    assert "ZeroDivisionError" in printed


def test_handle_json_hands_the_traceback_to_the_shell_apart_from_the_message(
    fake_system: str, capsys: pytest.CaptureFixture[str]
) -> None:
    command = {"op": "act", "sheet": _sheet(fake_system), "action": "crash", "params": {}}
    reply = json.loads(api.handle_json(json.dumps(command)))
    assert reply["ok"] is False
    assert reply["error"]["code"] == "internal"
    assert reply["fault"]["ref"] == reply["error"]["ref"]
    assert "ZeroDivisionError" in reply["fault"]["trace"]
    assert "ZeroDivisionError" not in json.dumps(reply["error"])
    capsys.readouterr()


def test_the_engine_keeps_answering_after_a_fault(fake_system: str, capsys: pytest.CaptureFixture[str]) -> None:
    sheet = _sheet(fake_system)
    assert api.handle({"op": "act", "sheet": sheet, "action": "crash", "params": {}})["error"]["code"] == "internal"
    again = api.handle({"op": "act", "sheet": sheet, "action": "hit", "params": {}, "dice": [6]})
    assert again["ok"], again
    capsys.readouterr()


def test_a_result_past_a_bound_is_a_czech_refusal_with_every_problem(fake_system: str) -> None:
    sheet = _sheet(fake_system)  # health 5 of 5, at most 10 saved
    reply = api.handle({"op": "act", "sheet": sheet, "action": "gain", "params": {"amount": 6}})
    assert reply["error"]["code"] == "rule_violation"
    assert reply["error"]["message"] == "Výsledek akce by porušil meze deníku (pole „Zdraví“): smí být nejvýše 10."
    assert reply["error"]["problems"] == [{"path": "health", "message": "smí být nejvýše 10", "label": "Zdraví"}]
    over_max = api.handle({"op": "act", "sheet": sheet, "action": "gain", "params": {"amount": 1}})
    assert over_max["error"]["code"] == "rule_violation"
    assert "Zdraví nesmí být vyšší než maximum" in over_max["error"]["message"]


@pytest.mark.filterwarnings("ignore::UserWarning")  # pydantic warns while it dumps the malformed value
def test_a_malformed_result_is_our_bug_not_the_players(
    fake_system: str, capsys: pytest.CaptureFixture[str]
) -> None:
    reply = api.handle({"op": "act", "sheet": _sheet(fake_system), "action": "garble", "params": {}})
    assert reply["error"]["code"] == "internal"
    assert "health" in capsys.readouterr().err


def test_a_result_json_cannot_encode_is_reported_not_raised(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(api.COMMANDS, api.VersionCmd, lambda _: {"version": float("nan")})
    reply = json.loads(api.handle_json('{"op": "version"}'))
    assert reply["error"]["code"] == "internal"
    assert "ValueError" in reply["fault"]["trace"]
    capsys.readouterr()


# The three crashes issue 18 named: each is now a Czech refusal checked before anything is built.


def _refused(command: dict[str, Any]) -> str:
    reply = api.handle(command)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    message: str = reply["error"]["message"]
    return message


def test_drd2_exhaustion_scar_past_the_zdatnost_is_refused_000_l883() -> None:
    hero = _sheet("drd2") | {"ohrozeni": 20, "zdroje": {"telo": 0, "duse": 0, "vliv": 0},
                             "ceka": {"druh": "zkouska", "stav": "neuspech"}}  # a failed roll (000:L283)
    command = {"op": "act", "sheet": hero, "action": "vycerpat", "params": {"jizva_nazev": "Rána"}}
    assert _refused(command).startswith("Tak vysokou Jizvu si hrdina způsobit nemůže: Jizvy na Těle by měly "
                                        "závažnost 18, víc než zdatnost 4")
    # and so hrdinská smrt (000:L903) is open, as the message says
    command["params"] = {"jizva_nazev": "Rána", "hrdinska_smrt": True}
    assert api.handle(command)["ok"]


@pytest.mark.parametrize(("action", "params"), [("boost", {}), ("advantage", {"outcome": "tie"})])
def test_fate_boost_in_the_last_round_is_refused_002_l156(action: str, params: dict[str, Any]) -> None:
    scene = _sheet("fate_scena") | {"round": 999, "in_conflict": True}
    message = _refused({"op": "act", "sheet": scene, "action": action, "params": params})
    assert message.startswith("V kole 999 už posílení vzniknout nemůže: platilo by do kola 1000")


def test_dnd5e_exchange_past_the_purse_is_refused_004_l455() -> None:
    hero = _sheet("dnd5e")
    hero["coins"]["pl"] = 10_000_000
    command = {"op": "act", "sheet": hero, "action": "smena", "params": {"z": "pl", "na": "md", "pocet": 10_000_000}}
    assert _refused(command) == ("Tolik md deník neunese: měl bys jich 10\u00a0000\u00a0000\u00a0000, vede jich "
                                 "nejvýše 10\u00a0000\u00a0000. Vyměň méně mincí.")


def test_fate_advantage_on_a_boost_is_refused_002_l156() -> None:
    """Found by the contract test: a boost is exactly one free invoke, so no advantage adds to it."""
    scene = _sheet("fate_scena") | {"aspects": [{"text": "Oslněn", "kind": "boost", "free_invokes": 1}]}
    params = {"outcome": "success", "existing": 0}
    message = _refused({"op": "act", "sheet": scene, "action": "advantage", "params": params})
    assert message == ("Posílení „Oslněn“ další volné vyvolání nedostane: posílení je právě jedno. Vytvořte výhodu "
                       "jako nový aspekt.")


def test_a_validators_own_sentence_keeps_one_full_stop() -> None:
    sheet = _sheet("fate_scena") | {"aspects": [{"text": "Oslněn", "kind": "boost", "free_invokes": 2}]}
    message = api.handle({"op": "view", "sheet": sheet})["error"]["message"]
    assert message.endswith("použité posílení ze scény smažte.")
