"""A link to a deník removed while the board's conflict runs (issue 23 Build 2-3), through the facade: the board
takes over the values that lived in the deník — Ohrožení (set once per conflict and carried through it,
000:L300-L312), Výhoda (to the conflict's end, 000:L55, L703), Jizvy, the initiative used in the round
(000:L601-L611) — and play continues on the board; the deník stops following the board's round."""

from __future__ import annotations

from typing import Any

from drd2_helpers import hero

from py_rules import api

HERO_ID = "hero-1"
ROSTER = {HERO_ID: "Kostivít"}


def _board() -> dict[str, Any]:
    return {"system": "drd2_konflikt", "schema_version": 11, "name": "Konflikt",
            "strany": [{"nazev": "Družina", "sudba": 4}, {"nazev": "Protivníci", "sudba": 5}],
            "ucastnici": [
                {"jmeno": "Kostivít", "ohrozeni": None, "postava": HERO_ID},
                {"jmeno": "pes", "druh": "pomocnik", "ohrozeni": None, "postava": HERO_ID, "pomocnik": "p1"},
                {"jmeno": "Ohnivec", "druh": "bytost", "strana": 1, "ohrozeni": 2, "charakteristika": 2}]}


def _deník() -> dict[str, Any]:
    pes = {"id": "p1", "jmeno": "pes", "charakteristika": 2, "hranice": {"telo": 2, "duse": 1, "vliv": 1},
           "pouto": 2, "pouto_max": 3, "ohrozeni": 3, "vyhoda": 1,
           "jizvy": [{"nazev": "Kousnutí", "vlastnost": "telo", "zavaznost": 1}]}
    sheet = hero(ohrozeni=3, vyhoda=2, sudba_pomocniku=3, pomocnici=[pes],
                 jizvy=[{"nazev": "Šrám", "vlastnost": "telo", "zavaznost": 1}], zdroje={"telo": 3, "duse": 4,
                                                                                        "vliv": 4})
    return sheet.model_dump(mode="json")


def ok(command: dict[str, Any]) -> dict[str, Any]:
    reply = api.handle(command)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def _played() -> tuple[dict[str, Any], dict[str, Any]]:
    """The hero and pes have each played their action from initiative on the board (000:L601-L606)."""
    board, deník = _board(), _deník()
    for who in (0, 1):
        done = ok({"op": "act", "sheet": board, "action": "tah", "params": {"ucastnik": who},
                   "linked": {HERO_ID: deník}, "roster": ROSTER})
        board, deník = done["sheet"], done["linked"][HERO_ID]["sheet"]
    assert deník["kolo"]["iniciativa"] == "odehral"
    assert deník["pomocnici"][0]["kolo"]["iniciativa"] == "odehral"
    return board, deník


def _edit(board: dict[str, Any], deník: dict[str, Any] | None, path: str, value: Any) -> dict[str, Any]:
    linked = {HERO_ID: deník} if deník is not None else {}
    return ok({"op": "edit", "sheet": board, "changes": [{"path": path, "value": value}], "linked": linked,
               "roster": ROSTER})


def test_unlinking_a_hero_mid_conflict_hands_its_values_to_the_board_000_l300_l312_l606() -> None:
    board, deník = _played()
    edited = _edit(board, deník, "ucastnici.0.postava", "")
    hero_now = edited["sheet"]["ucastnici"][0]
    assert {k: hero_now[k] for k in ("postava", "ohrozeni", "vyhoda", "stav", "akce")} == {
        "postava": "", "ohrozeni": 3, "vyhoda": 2, "stav": "odehral", "akce": "iniciativa"}
    assert [j["nazev"] for j in hero_now["jizvy"]] == ["Šrám"]
    assert edited["sheet"]["upozorneni"] == [
        "Kostivít: propojení s deníkem zrušeno v probíhajícím konfliktu – tabule převzala hodnoty, jak byly v deníku: "
        "Ohrožení 3, Výhoda 2, Jizvy Šrám (Tělo 1), iniciativa: akce odehraná (Ohrožení platí po celý konflikt; "
        "Pravidla › Průběh vyhodnocení na výpravě › Určení hodnoty Ohrožení). Dál se hraje jen na tabuli; platby "
        "zapisuj do deníku ručně."]
    # the deník no longer follows the board's round (its own Ohrožení and Výhoda stay)
    released = edited["linked"][HERO_ID]
    assert (released["sheet"]["kolo"], released["sheet"]["ohrozeni"], released["sheet"]["vyhoda"]) == (None, 3, 2)
    assert released["changes"] == [
        "propojení s tabulí konfliktu zrušeno: kolo už nevede tabule; Ohrožení a Výhoda zůstávají v deníku, konflikt "
        "v něm ukončí akce „Konec konfliktu“"]
    assert released["sheet"]["pomocnici"][0]["kolo"] is not None  # pes is still linked
    # play continues on the board: the unlinked hero exhausts there (Ohrožení 3 → 3 Těla, then Ohrožení 4,
    # 000:L273) — no «nemá Ohrožení: konflikt neprobíhá»
    later = ok({"op": "act", "sheet": edited["sheet"], "action": "vycerpani",
                "params": {"ucastnik": 0, "vlastnost": "telo"},
                "linked": {HERO_ID: released["sheet"]}, "roster": ROSTER})
    assert later["sheet"]["ucastnici"][0]["ohrozeni"] == 4
    assert later["result"]["changes"] == ["Kostivít: zaplatí 3 Těla v deníku", "Kostivít: Ohrožení 3 → 4"]
    # and its used initiative stays used (000:L606)
    again = api.handle({"op": "act", "sheet": edited["sheet"], "action": "tah", "params": {"ucastnik": 0}})
    assert again["ok"] is False
    assert "akci z iniciativy za sebou" in again["error"]["message"]


def test_unlinking_a_pomocník_mid_conflict_hands_its_values_to_the_board_000_l67_l87_l300() -> None:
    board, deník = _played()
    edited = _edit(board, deník, "ucastnici.1.pomocnik", "")
    pes = edited["sheet"]["ucastnici"][1]
    assert {k: pes[k] for k in ("pomocnik", "ohrozeni", "vyhoda", "stav", "pouto", "charakteristika")} == {
        "pomocnik": "", "ohrozeni": 3, "vyhoda": 1, "stav": "odehral", "pouto": 2, "charakteristika": 2}
    assert (pes["hranice"], [j["nazev"] for j in pes["jizvy"]]) == ({"telo": 2, "duse": 1, "vliv": 1}, ["Kousnutí"])
    assert edited["sheet"]["upozorneni"][0].endswith("Dál se hraje jen na tabuli; dál platí ze Sudby své strany a "
                                                     "z Pouta na tabuli.")
    assert "Pouto 2, charakteristika 2" in edited["sheet"]["upozorneni"][0]
    released = edited["linked"][HERO_ID]["sheet"]
    assert (released["pomocnici"][0]["kolo"], released["kolo"]["iniciativa"]) == (None, "odehral")
    # its exhaustion now pays from its side's Sudba within hranice Tělo 2, then Pouto (000:L67, L87): cost 3
    later = ok({"op": "act", "sheet": edited["sheet"], "action": "vycerpani",
                "params": {"ucastnik": 1, "vlastnost": "telo"}, "linked": {HERO_ID: released}, "roster": ROSTER})
    pes = later["sheet"]["ucastnici"][1]
    assert (later["sheet"]["strany"][0]["sudba"], pes["pouto"], pes["ohrozeni"]) == (2, 1, 4)
    assert later["linked"] == {}


def test_unlinking_with_the_deník_missing_starts_ohrozeni_at_one_and_says_so_000_l312() -> None:
    board, _ = _played()
    edited = _edit(board, None, "ucastnici.0.postava", "")
    assert (edited["sheet"]["ucastnici"][0]["ohrozeni"], edited["linked"]) == (1, {})
    assert edited["sheet"]["upozorneni"] == [
        "Kostivít: propojení s deníkem zrušeno v probíhajícím konfliktu, ale deník postavy nebyl k dispozici – tabule "
        "nemá co převzít; Ohrožení nastaveno na nejnižší 1 (Pravidla › Průběh vyhodnocení na výpravě › Určení hodnoty "
        "Ohrožení), uprav ho, Výhodu a Jizvy podle stolu."]


def test_unlinking_outside_a_conflict_changes_nothing_else() -> None:
    board = {**_board(), "probiha": False}
    edited = _edit(board, _deník(), "ucastnici.0.postava", "")
    assert (edited["sheet"]["ucastnici"][0]["ohrozeni"], edited["sheet"]["upozorneni"], edited["linked"]) == (
        None, [], {})


def test_removing_a_linked_participant_mid_conflict_releases_its_deník() -> None:
    board, deník = _played()
    removed = ok({"op": "edit", "sheet": board, "changes": [{"path": "ucastnici.1", "op": "remove"}],
                  "linked": {HERO_ID: deník}, "roster": ROSTER})
    released = removed["linked"][HERO_ID]["sheet"]
    assert (released["pomocnici"][0]["kolo"], released["kolo"]["iniciativa"]) == (None, "odehral")
    assert removed["linked"][HERO_ID]["changes"][0].startswith("pes: propojení s tabulí konfliktu zrušeno")
