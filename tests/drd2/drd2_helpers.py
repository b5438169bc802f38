"""Shared builders for the drd2 tests (not a test module)."""

from __future__ import annotations

from typing import Any

from py_rules import api
from py_rules.systems.base import DiceBox
from py_rules.systems.drd2 import SYSTEM
from py_rules.systems.drd2.sheet import Drd2Sheet


def hero(**update: Any) -> Drd2Sheet:
    """A hero validated from plain data (defaults: zdatnost 4/4/4, full resources)."""
    data: dict[str, Any] = {"system": "drd2", "schema_version": 10, "name": "Hrdina"}
    data.update(update)
    return Drd2Sheet.model_validate(data)


def amras() -> Drd2Sheet:
    """Amras: lovec 5, kejklíř 2 (000:L229)."""
    return hero(
        name="Amras",
        povolani=[{"nazev": "lovec", "uroven": 5}, {"nazev": "kejklíř", "uroven": 2}],
        dovednosti=[
            {"nazev": "Cestování", "povolani": "lovec", "vlastnost": "telo"},
            {"nazev": "Orientace v divočině", "povolani": "lovec", "vlastnost": "duse"},
            {"nazev": "Pohyblivost", "povolani": "kejklíř", "vlastnost": "telo"},
            {"nazev": "Orientace ve městě", "povolani": "kejklíř", "vlastnost": "duse"},
            {"nazev": "Charisma", "povolani": "kejklíř", "vlastnost": "vliv"},
            {"nazev": "Učenost", "povolani": "zaříkávač", "vlastnost": "duse"},
            {"nazev": "Magie ohně", "povolani": "čaroděj", "vlastnost": "duse", "vyhrazena": True},
        ],
    )


def act(sheet: Drd2Sheet, action: str, dice: list[int] | None = None, **params: Any) -> Any:
    """Perform ``action`` with physical ``dice`` (all must be used)."""
    chosen = SYSTEM.action(action)
    box = DiceBox(physical=dice or [])
    outcome = chosen.perform(sheet, chosen.params_model.model_validate(params), box)
    box.finish()
    return outcome


def not_started(board: Any) -> Any:
    """The board as «Nový» saves it before «Začátek konfliktu»: not running (board schema 8)."""
    return board.model_copy(update={"probiha": False})


def facade(sheet: dict[str, Any], action: str, params: dict[str, Any], dice: list[int] | None = None,
           linked: dict[str, Any] | None = None) -> Any:
    """The facade's reply to ``act`` on a saved sheet (with the physical ``dice`` and the ``linked`` deníky, as the
    shell sends them)."""
    command: dict[str, Any] = {"op": "act", "sheet": sheet, "action": action, "params": params}
    if dice is not None:
        command["dice"] = dice
    if linked is not None:
        command |= {"linked": linked, "roster": dict.fromkeys(linked, "Hrdina")}
    return api.handle(command)


def accepted(*args: Any, **kwargs: Any) -> dict[str, Any]:
    """``facade``'s result, which must be ok."""
    reply = facade(*args, **kwargs)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def refused(*args: Any, **kwargs: Any) -> str:
    """``facade``'s Czech refusal (a rule violation), which must come."""
    reply = facade(*args, **kwargs)
    assert not reply["ok"], reply
    assert reply["error"]["code"] == "rule_violation", reply
    message: str = reply["error"]["message"]
    return message


def board_with(people: list[dict[str, Any]], sudba: int = 5) -> dict[str, Any]:
    """A new board, started at Ohrožení 2, with these participants as the test has them in the conflict (each
    over the board's own participant template) and side 0's Sudba ``sudba``."""
    new = api.handle({"op": "new_sheet", "system": "drd2_konflikt", "name": "Brod"})["result"]["sheet"]
    board: dict[str, Any] = accepted(new, "zacatek", {"ohrozeni": 2})["sheet"]
    template = board["ucastnici"][1]
    board["ucastnici"] = [template | person for person in people]
    board["strany"][0]["sudba"] = sudba
    return board


def pes(**more: Any) -> dict[str, Any]:
    """An unlinked pomocník «pes» of side 0: Ohrožení 3, Pouto 3, charakteristika 1, hranice Tělo 3."""
    return {"jmeno": "pes", "druh": "pomocnik", "strana": 0, "ohrozeni": 3, "pouto": 3, "charakteristika": 1,
            "hranice": {"telo": 3, "duse": 1, "vliv": 1}} | more


LAPKA = {"jmeno": "lapka", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 1}

LINKED_HERO = "h1"  # the save id of the hero in linked_pes


def linked_pes() -> tuple[dict[str, Any], dict[str, Any]]:
    """A board with Kostivít (save ``LINKED_HERO``) and his pes linked, and a lapka; Kostivít's deník: Ohrožení 2,
    Sudba pomocníků 3, the pes (id p1) with charakteristika 2, hranice Tělo 2, Pouto 2 of 3, Ohrožení 3."""
    hero = api.handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    hero |= {"ohrozeni": 2, "sudba_pomocniku": 3, "posledni_pomocnik": 1,
             "pomocnici": [{"id": "p1", "jmeno": "pes", "charakteristika": 2, "pouto": 2, "pouto_max": 3,
                            "ohrozeni": 3, "hranice": {"telo": 2, "duse": 1, "vliv": 1}}]}
    board = board_with([{"jmeno": "Kostivít", "druh": "hrdina", "postava": LINKED_HERO, "ohrozeni": None},
                        {"jmeno": "pes", "druh": "pomocnik", "postava": LINKED_HERO, "pomocnik": "p1",
                         "ohrozeni": None}, LAPKA])
    return board, hero
