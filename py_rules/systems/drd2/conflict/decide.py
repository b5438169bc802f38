"""A general střet's losers decide, one at a time, in the order of resolution (000:L533-L537).

Accepting lets the winner's consequence land on the loser (lstivě, played now, makes it 2: 000:L769).
Exhausting pays the loser's own Ohrožení (+1 for the winner's mocně, −1 against a chabě winner, at least 1)
and raises it by 1; the winner's rules consequences are replaced, whoever they target (000:L505-L507,
L537); against a knock-out the loser also takes +1 Výhoda or raises the attacker's Ohrožení (000:L686-L689).
CHOICE: a consequence the winner aimed at someone who is not their loser (themself, a third participant)
applies once all of that winner's losers have decided, and only if none of them exhausted.
"""

from __future__ import annotations

from dataclasses import dataclass

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict import rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.conflict.clash import hits
from py_rules.systems.drd2.conflict.pending import Decision
from py_rules.systems.drd2.sheet import Attr

__all__ = ["Choice", "decide", "describe", "find_decision", "open_decisions"]

BOOK = Book("py_rules.systems.drd2")


@dataclass(frozen=True)
class Choice:
    """What the loser (and the winner, for lstivě) chose; ``attr`` is the attribute the winning action acts on."""

    key: str
    volba: str
    attr: Attr = "telo"
    vyhoda: int = 0
    pouto: int = 0  # a pomocník loser who exhausts: from Pouto instead of Sudba (000:L87)
    chabe: bool = False
    lstive: bool = False
    proti_vyrazeni: str = ""
    nove_ohrozeni: int = 2
    nazev: str = ""
    zavaznost: int = 0  # an accepted knock-out's Jizva, sized by the story (000:L678)


def open_decisions(board: Drd2Conflict) -> list[Decision]:
    """The undecided losers of the winner now being resolved (earlier winners' losers decide first)."""
    first = next((d for d in board.cekajici if not d.volba), None)
    if first is None:
        return []
    return [d for d in board.cekajici if d.vitez == first.vitez and not d.volba]


def describe(d: Decision, board: Drd2Conflict) -> str:
    """„Gloan proti vítězi Hrun: hrozí Ohrožení +1 (Gloan)“."""
    what = texts.CLASH_CONSEQUENCE[d.nasledek]
    if d.nasledek and d.komu >= 0:
        what += f" ({board.ucastnici[d.komu].jmeno})"
    elif d.nasledek:
        what += " (každému poraženému)"
    return f"{d.porazeny_jmeno} proti vítězi {d.vitez_jmeno}: hrozí {what}"


def find_decision(board: Drd2Conflict, key: str) -> Decision:
    if not board.cekajici:
        raise RuleViolation("Po obecném střetu nic nečeká na rozhodnutí.")
    now = open_decisions(board)
    chosen = next((d for d in board.cekajici if d.key == key and not d.volba), None)
    if chosen is None:
        raise RuleViolation("Toto rozhodnutí už padlo nebo neexistuje; otevři formulář znovu.")
    if chosen not in now:
        raise RuleViolation(
            # 000:L531-L535
            f"Nejdřív se rozhodují poražení vítěze {now[0].vitez_jmeno}: střet se vyhodnocuje od nejvyššího hodu "
            f"({BOOK.cite('druhy_vyhodnoceni.stret.obecny_stret')})."
        )
    people = board.ucastnici
    if people[chosen.vitez].jmeno != chosen.vitez_jmeno or people[chosen.porazeny].jmeno != chosen.porazeny_jmeno:
        raise RuleViolation(
            "Účastníci se od střetu změnili; zvol „zrušit zbylá rozhodnutí“ a dořeš střet u stolu."
        )
    return chosen


def _land(
    board: Drd2Conflict, d: Decision, target: int, choice: Choice
) -> tuple[Drd2Conflict, list[str]]:
    return rules.apply_consequence(
        board, target, d.nasledek, choice.lstive, choice.attr, choice.nazev, choice.nove_ohrozeni, choice.zavaznost
    )


def _finish_group(
    board: Drd2Conflict, d: Decision, choice: Choice, decided: list[Decision]
) -> tuple[Drd2Conflict, list[str]]:
    """All of the winner's losers decided: a consequence aimed at a non-loser lands unless someone exhausted."""
    group = [x for x in decided if x.vitez == d.vitez]
    lines: list[str] = []
    losers = {x.porazeny for x in group}
    if d.nasledek and d.komu >= 0 and d.komu not in losers:
        if all(x.volba == "prijal" for x in group):
            board, lines = _land(board, d, d.komu, choice)
        else:
            # 000:L507
            lines = [f"{d.vitez_jmeno}: následek {texts.CLASH_CONSEQUENCE[d.nasledek]} nahrazen vyčerpáním "
                     f"({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')})"]
    rest = [x for x in decided if x.vitez != d.vitez]
    board = rules.reset_actions(board, {d.vitez} | losers)  # this winner's action is resolved (000:L719)
    following = next((x for x in rest if not x.volba), None)
    lines.append(f"na řadě: {describe(following, board)}" if following else "obecný střet je vyhodnocen")
    return board.model_copy(update={"cekajici": rest}), lines


def _lands_now(board: Drd2Conflict, d: Decision) -> bool:
    """Whether accepting now applies some consequence (to this loser, or the winner's closing one)."""
    if hits(d):
        return True
    others_open = [x for x in board.cekajici if x.vitez == d.vitez and not x.volba and x.key != d.key]
    others_ok = all(x.volba == "prijal" for x in board.cekajici if x.vitez == d.vitez and x.volba)
    return bool(d.nasledek) and d.komu >= 0 and not others_open and others_ok


def _accept(board: Drd2Conflict, d: Decision, choice: Choice) -> tuple[Drd2Conflict, list[str]]:
    rules.check_knockout_scar(d.nasledek if hits(d) else "", choice.zavaznost)
    lines: list[str] = [f"{d.porazeny_jmeno} přijímá neúspěch"]
    if choice.lstive:
        rules.check_lstive(d.nasledek, True)
        if not _lands_now(board, d):
            # 000:L769, 000:L771
            raise RuleViolation(BOOK("Lstivě zvětší jen následek, který se teď uplatní (§manevry.lstive)."))
        board, line = rules.maneuver(board, d.vitez, "lstive", choice.attr, 0)
        lines.append(line)
    if hits(d):
        board, more = _land(board, d, d.porazeny, choice)
        lines += more
    return board, lines


def _exhaust(board: Drd2Conflict, d: Decision, choice: Choice) -> tuple[Drd2Conflict, list[str]]:
    if choice.lstive:
        # 000:L769
        raise RuleViolation(BOOK("Lstivě hraje vítěz až po přijetí neúspěchu (§manevry.lstive)."))
    knockout = d.nasledek == "vyrazeni" and hits(d)
    if knockout and not choice.proti_vyrazeni:
        raise RuleViolation(
            # 000:L686-L689
            BOOK("Kdo se vyčerpá proti vyřazení, zvolí +1 Výhodu, nebo útočníkovi Ohrožení +1 "
                 "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji).")
        )
    mocne = board.ucastnici[d.vitez].manevr == "mocne"
    board, lines, _ = rules.exhaust(board, d.porazeny, choice.attr, mocne, choice.chabe, choice.vyhoda,
                                  choice.pouto)
    if knockout and choice.proti_vyrazeni == "vyhoda":
        board, more = rules.apply_consequence(board, d.porazeny, "vyhoda", False, "telo", "", 1)
        lines += more
    elif knockout:
        board, more = rules.apply_consequence(board, d.vitez, "ohrozeni_plus", False, "telo", "", 1)
        lines += more
    if hits(d):
        # 000:L505-L507
        lines.append(f"{d.vitez_jmeno}: následek {texts.CLASH_CONSEQUENCE[d.nasledek]} nahrazen "
                     f"({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')})")
    return board, lines


def decide(board: Drd2Conflict, choice: Choice) -> tuple[Drd2Conflict, list[str]]:
    """Apply one loser's decision; ``volba`` "zrusit" drops all pending ones. Raises ``RuleViolation``."""
    if choice.volba == "zrusit":
        if not board.cekajici:
            raise RuleViolation("Po obecném střetu nic nečeká na rozhodnutí.")
        return board.model_copy(update={"cekajici": []}), ["zbylá rozhodnutí po střetu zrušena"]
    d = find_decision(board, choice.key)
    if choice.volba == "vycerpat":
        board, lines = _exhaust(board, d, choice)
        volba = "vycerpal"
    else:
        board, lines = _accept(board, d, choice)
        volba = "prijal"
    decided = [x.model_copy(update={"volba": volba}) if x.key == d.key else x for x in board.cekajici]
    if any(not x.volba for x in decided if x.vitez == d.vitez):
        following = next(x for x in decided if not x.volba)
        return board.model_copy(update={"cekajici": decided}), [*lines, f"na řadě: {describe(following, board)}"]
    board, more = _finish_group(board, d, choice, decided)
    return board, [*lines, *more]
