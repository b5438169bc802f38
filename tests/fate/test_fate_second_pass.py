"""Issue 22, second pass of Fate, through the facade ``py_rules.api.handle`` (seed 002, exact values)."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from py_rules import api
from py_rules.systems.fate import help as fate_help
from py_rules.systems.fate import texts


def _ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _error(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert not reply["ok"], reply
    error: dict[str, Any] = reply["error"]
    return error


def _sheet(**update: Any) -> dict[str, Any]:
    sheet: dict[str, Any] = _ok({"op": "new_sheet", "system": "fate", "name": "Sean"})["sheet"]
    return sheet | update


def _act(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None,
         ) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return _ok(command)


def _refused(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None,
             ) -> dict[str, Any]:
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    return _error(command)


# --- attack and defence always have an opponent ---------------------------------------------------------------

@pytest.mark.parametrize("action", ["attack", "defend"])
def test_attack_and_defence_cannot_be_unopposed_002_l110_l116(action: str) -> None:
    """002:L110 «Cílová osoba má vždy možnost použít jako reakci obranu»; 002:L116 defence is a reaction."""
    for op in ("act", "action_odds"):
        error = _error({"op": op, "sheet": _sheet(), "action": "roll",
                        "params": {"action": action, "opposition_kind": "none"}})
        assert error["code"] == "invalid_input"
        assert "má vždy protivníka" in error["message"]
        assert "Věc hry › Útok; Věc hry › Obrana" in error["message"]


def test_overcome_without_opposition_still_succeeds_002_l33() -> None:
    """002:L33 «Pokud žádná opozice není, vaše postava uspěje»: only for overcome / create an advantage."""
    for action in ("overcome", "advantage"):
        result = _act(_sheet(), "roll", {"action": action, "opposition_kind": "none"}, [])["result"]
        assert (result["outcome"], result["probability"]) == ("success", "1/1")


def test_attack_against_active_defence_sean_and_the_demon_002_l132() -> None:
    """002:L132: Sean Síla +1, dice -++0 (+1) → Slušný (+2); the demon Spěch +1, dice --00 (−2) → Mizerný (−1);
    3 shifts → success with style."""
    sheet = _sheet(approaches={"styl": 0, "soustredeni": 0, "sila": 1, "uskocnost": 0, "spech": 0, "intelekt": 0})
    result = _act(sheet, "roll", {"action": "attack", "approach": "sila", "opposition_kind": "active",
                                  "opposition": 1}, [-1, 1, 1, 0, -1, -1, 0, 0])["result"]
    assert (result["outcome"], result["details"]["shifts"], result["total"]) == ("style", 3, 2)
    assert "Slušný (+2)" in result["explanation"]
    assert "Mizerný (−1)" in result["explanation"]


# --- invokes: each paid invoke names its aspect; the sheet's invoke_stacking is read ---------------------------

def test_paid_invoke_must_name_its_aspect_002_l138() -> None:
    error = _refused(_sheet(), "roll", {"paid_invokes": 1}, [0, 0, 0, 0])
    assert error["code"] == "invalid_input"
    assert "Pojmenujte aspekt každého vyvolání za bod osudu" in error["message"]


@pytest.mark.parametrize("mode", ["condensed", "core", "fae"])
def test_same_aspect_paid_twice_refused_on_the_sheet_in_every_mode(mode: str) -> None:
    """002:L138 (+2 per invoke); stacking from the Fate SRD (digest choice 9): one paid invoke per aspect."""
    params = {"paid_invokes": 2, "paid_aspect_1": "Temné tunely", "paid_aspect_2": "temné tunely"}
    error = _refused(_sheet(invoke_stacking=mode), "roll", params, [0, 0, 0, 0])
    assert error["code"] == "rule_violation"
    assert "dvakrát" in error["message"]


def test_sheet_stacking_setting_is_read_paid_and_free_on_one_aspect_002_l138() -> None:
    """Condensed: one paid + free invokes of one aspect stack (+1 approach, +4 invokes, dice 0 = +5 vs 3 → 2
    shifts, success, 3 → 2 fate points); FAE: each aspect once per roll → refused, nothing spent."""
    params = {"opposition": 3, "paid_invokes": 1, "paid_aspect_1": "Hořící sklad", "free_invokes": 1,
              "free_aspect_1": "Hořící sklad", "approach": "sila"}
    approaches = {"styl": 0, "soustredeni": 0, "sila": 1, "uskocnost": 0, "spech": 0, "intelekt": 0}
    result = _act(_sheet(approaches=approaches), "roll", params, [0, 0, 0, 0])
    assert (result["result"]["total"], result["result"]["outcome"]) == (5, "success")
    assert result["sheet"]["fate_points"] == 2
    assert result["sheet"]["last_roll"]["invoked"] == [{"aspect": "Hořící sklad", "paid": True},
                                                       {"aspect": "Hořící sklad", "paid": False}]
    error = _refused(_sheet(approaches=approaches, invoke_stacking="fae"), "roll", params, [0, 0, 0, 0])
    assert error["code"] == "rule_violation"
    assert "Fate Accelerated" in error["message"]


def test_invoke_after_the_roll_checks_the_whole_roll_002_l138() -> None:
    """A paid invoke in the roll, then the same aspect after the dice: FAE refuses it, Condensed allows free."""
    params = {"opposition": 2, "paid_invokes": 1, "paid_aspect_1": "Tma"}
    fae = _act(_sheet(invoke_stacking="fae"), "roll", params, [0, 0, 0, 0])["sheet"]
    error = _refused(fae, "invoke_after", {"use": "bonus", "paid": False, "aspect": "Tma"})
    assert error["code"] == "rule_violation"
    again = _refused(fae, "invoke_after", {"use": "bonus", "paid": True, "aspect": "Tma"})
    assert "dvakrát" in again["message"]
    condensed = _act(_sheet(), "roll", params, [0, 0, 0, 0])["sheet"]
    after = _act(condensed, "invoke_after", {"use": "bonus", "paid": False, "aspect": "Tma"})
    assert after["result"]["details"]["shifts"] == 2  # +0 + 2 (roll) + 2 (after) vs 2
    assert _refused(condensed, "invoke_after", {"use": "bonus", "paid": True})["code"] == "invalid_input"


# --- a boost created outside a conflict expires ---------------------------------------------------------------

def _scene() -> dict[str, Any]:
    scene: dict[str, Any] = _ok({"op": "new_sheet", "system": "fate_scena", "name": "Tunely"})["sheet"]
    return scene


def test_boost_outside_a_conflict_lasts_for_the_next_roll_only_002_l156() -> None:
    """002:L156 «jedno volné vyvolání, které musíte použít do konce příštího kola»: outside a conflict the next
    roll; it vanishes when the roll after that starts."""
    made = _act(_scene(), "boost", {"text": "Náskok", "holder": "Genevieve"})
    assert made["sheet"]["aspects"][0]["expires_roll"] == 1
    assert "jen pro příští hod" in made["result"]["explanation"]
    next_roll = _act(made["sheet"], "new_roll", {})
    assert [a["text"] for a in next_roll["sheet"]["aspects"]] == ["Náskok"]
    after = _act(next_roll["sheet"], "new_roll", {})
    assert after["sheet"]["aspects"] == []
    assert after["result"]["changes"] == ["Posílení „Náskok“ vypršelo."]


def test_boost_in_a_conflict_still_expires_with_the_round_002_l156() -> None:
    in_conflict = _act(_scene(), "next_round", {})["sheet"]  # round 2, conflict
    made = _act(in_conflict, "boost", {"text": "Výhoda"})["sheet"]
    assert (made["aspects"][0]["expires_round"], made["aspects"][0]["expires_roll"]) == (3, None)
    kept = _act(_act(made, "new_roll", {})["sheet"], "new_roll", {})["sheet"]
    assert len(kept["aspects"]) == 1  # rolls do not end a round
    assert _act(_act(kept, "next_round", {})["sheet"], "next_round", {})["sheet"]["aspects"] == []


# --- a consequence needs a name --------------------------------------------------------------------------------

def test_consequence_needs_a_name_002_l172() -> None:
    """002:L172 harm = shifts (p.187, FAE SRD): 4 shifts on FAE harm take box 2 and the mild consequence (2)."""
    sheet = _sheet()
    error = _refused(sheet, "take_hit", {"shifts": 4})
    assert error["code"] == "rule_violation"
    assert "pojmenujte ho jako aspekt" in error["message"]
    taken = _act(sheet, "take_hit", {"shifts": 4, "consequence_name": "  Zlomená ruka "})
    consequence = taken["sheet"]["harm"]["consequences"][0]
    assert (consequence["kind"], consequence["aspect"], consequence["taken"]) == ("mild", "Zlomená ruka", True)
    assert any("„Zlomená ruka“" in line for line in taken["result"]["changes"])


def test_manual_names_follow_their_slots() -> None:
    params = {"shifts": 6, "mode": "manual", "consequence": 1, "consequence_name": "Otřes mozku",
              "second_consequence": 0, "second_consequence_name": "Modřina"}
    harm = _act(_sheet(), "take_hit", params)["sheet"]["harm"]
    assert [c["aspect"] for c in harm["consequences"][:2]] == ["Modřina", "Otřes mozku"]


# --- text: a tie, the ladder, quotes -----------------------------------------------------------------------------

def test_a_tie_reads_no_shift_002_l126() -> None:
    """002:L126 «Žádné posun — Remíza» (corrected «Žádný posun»): +0 vs +0 with dice 0000."""
    result = _act(_sheet(), "roll", {"opposition": 0}, [0, 0, 0, 0])
    text = result["result"]["explanation"]
    assert "Žádný posun → Remíza" in text
    assert "Rozdíl 0" not in text
    assert "0 posunů" not in text


def test_ladder_word_in_help_is_prumerny_002_l132() -> None:
    """002:L132 «Průměrný (+1)»: the help says it as the ladder does."""
    sections = _ok({"op": "help", "system": "fate"})["sections"]
    text = " ".join(s["text"] for s in sections)
    assert "Průměrný (+1)" in text
    assert "Průměrná" not in text


@pytest.mark.parametrize(("action", "opposition", "quote"), [
    ("overcome", 0, "Dosáhnete svého cíle, ale za menší cenu, například Vypravěč přijde s komplikací nebo "
                    "představí těžkou volbu"),  # 002:L166
    ("attack", -1, "Váš útok způsobí vašemu cíli škody rovné vašim posunům"),  # 002:L172
    ("defend", -1, "Většinou zůstanete vaším protivníkem nedotčeni"),  # 002:L184
])
def test_quotes_are_corrected_002_l166_l172_l184(action: str, opposition: int, quote: str) -> None:
    result = _act(_sheet(), "roll", {"action": action, "opposition": opposition}, [0, 0, 0, 0])
    assert quote in result["result"]["explanation"]


def test_no_source_typo_left_in_player_text() -> None:
    text = inspect.getsource(texts) + "\n".join(fate_help.CHOICES)
    for typo in ("cíly", "měnší", "příjde", "voblu", "Průměrná (+1)", "vašim protivníkem"):
        assert typo not in text, typo


# --- preconditions from the paragraph-by-paragraph read ---------------------------------------------------------

@pytest.mark.parametrize(("option", "action", "only_for"), [
    ("give_opponent", "overcome", "Vytvoření výhody"),  # 002:L158
    ("accept_cost", "attack", "Překonání"),  # 002:L168
    ("style_boost", "defend", "Útok"),  # 002:L174
    ("defend_other", "advantage", "Obrana"),  # 002:L118
])
def test_an_option_of_another_action_is_refused_not_ignored(option: str, action: str, only_for: str) -> None:
    error = _refused(_sheet(), "roll", {"action": action, option: True}, [0, 0, 0, 0])
    assert error["code"] == "invalid_input"
    assert f"platí jen pro akci {only_for}" in error["message"]


def test_failed_advantage_on_an_existing_aspect_gives_the_opponent_nothing_002_l158() -> None:
    """002:L158 «U stávajících aspektů nezískáte žádnou výhodu ani neposkytnete protivníkovi vyvolání zdarma»."""
    params = {"action": "advantage", "new_aspect": False, "give_opponent": True}
    assert "U stávajícího aspektu" in _refused(_sheet(), "roll", params, [0, 0, 0, 0])["message"]


def test_unopposed_action_takes_no_invokes_or_helpers_002_l33() -> None:
    """002:L33: no opposition → success without a roll, so no fate point is spent on it."""
    for extra in ({"free_invokes": 1}, {"paid_invokes": 1, "paid_aspect_1": "Tma"}, {"helper_1": 2}):
        error = _refused(_sheet(), "roll", {"opposition_kind": "none", **extra}, [])
        assert "Bez opozice postava uspěje bez hodu" in error["message"]
