"""One truth between a linked hero's deník and the conflict board (issue 23 Build 3).

A hero linked to a saved deník keeps Ohrožení, Výhoda and Jizvy only in the deník: the board never saves a
second copy. Each board action on linked heroes runs on the board *as the rules see it* — ``hydrate`` reads
those values from the deníky into the participants — and ``settle`` writes what the action changed back into
the deníky and strips them from the saved board. So the board's rule functions serve linked and unlinked
participants alike, and a roll made on the deník between two board actions is what the board reads next.

A board saved before this (its linked hero's Ohrožení still on the board) is read once: the deník's
Ohrožení counts when it has one, else the board's; the next action moves it into the deník.
"""

from __future__ import annotations

from py_rules.errors import InvalidInput, RuleViolation
from py_rules.systems.base import LinkedSheets, Links
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict import rules
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant
from py_rules.systems.drd2.conflict.pending import Decision
from py_rules.systems.drd2.consequences import add_scar
from py_rules.systems.drd2.sheet import Attributes, Drd2Sheet, Helper, Round

__all__ = ["Heroes", "helper_in", "helper_missing_note", "hero_of", "hydrate", "missing_note", "settle", "sheet_of"]

# What lives in the deník of a linked hero, never on the board (the round's state saved as its neutral value).
_STRIPPED: dict[str, object] = {"ohrozeni": None, "vyhoda": 0, "jizvy": [], "stav": "k_dispozici", "akce": "",
                                "manevr": ""}
# A linked helper's too: its level, hranice, Pouto and the deník's Sudba pomocníků it pays from (issue 23 Build 2).
_HELPER_STRIPPED: dict[str, object] = {**_STRIPPED, "charakteristika": 1, "pouto": 0, "sudba_deniku": None,
                                       "hranice": Attributes(telo=3, duse=3, vliv=3)}


def _sheet(sheet: object) -> Drd2Sheet | None:
    if sheet is None:
        return None
    if not isinstance(sheet, Drd2Sheet):
        name = getattr(sheet, "name", "?")
        raise InvalidInput(f"Propojená postava „{name}“ není hrdina Dračího doupěte II.")
    return sheet


def sheet_of(board: Drd2Conflict, index: int, links: Links) -> Drd2Sheet | None:
    """The deník the participant names (a hero's own, or a pomocník's hero's) as the shell sent it."""
    save_id = rules.person(board, index).postava
    return _sheet(links.sheets.get(save_id)) if save_id else None


def hero_of(board: Drd2Conflict, index: int, links: Links) -> Drd2Sheet | None:
    """The linked hero's deník as the shell sent it; None for an unlinked participant, a pomocník or a missing
    deník."""
    return sheet_of(board, index, links) if rules.person(board, index).druh == "hrdina" else None


def helper_in(sheet: Drd2Sheet | None, p: Participant) -> int | None:
    """The place in the deník's list of the helper a pomocník participant links: by the helper's stable id only
    (the deník never hands a deleted helper's id to another, ``Drd2Sheet._helper_ids``), so renaming or moving
    the helper keeps the link; a deleted helper or a missing deník leaves the participant unlinked and nothing
    is paid from the deník."""
    if sheet is None or p.druh != "pomocnik" or not p.pomocnik:
        return None
    return next((n for n, helper in enumerate(sheet.pomocnici) if helper.id == p.pomocnik), None)


def helper_missing_note(p: Participant) -> str:
    return (
        f"{p.jmeno} je propojen s pomocníkem z deníku, který tam už není (smazaný pomocník, nebo chybí deník "
        "jeho hrdiny): propoj ho znovu, nebo propojení zruš."
    )


def missing_note(name: str) -> str:
    return (
        f"{name} je propojen s uloženou postavou, jejíž deník není k dispozici (smazaná nebo nečitelná postava): "
        "propoj ho znovu, nebo propojení zruš."
    )


def _round_seen(p: Participant, hero: Drd2Sheet) -> dict[str, object]:
    """The hero's state in the round as the board's rules see it: knocked out or gone from the deník's state,
    else the initiative, the action and its manoeuvre from the deník's round (a board saved before schema 6
    still holds them: read once from there)."""
    kolo = hero.kolo
    state: dict[str, object] = {"akce": kolo.akce, "manevr": kolo.manevr} if kolo is not None else {}
    if hero.stav == "vyrazen":
        state["stav"] = "vyrazen"
    elif hero.stav in ("opustil", "hrdinska_smrt"):
        state["stav"] = "opustil"
    elif kolo is not None:
        state["stav"] = kolo.iniciativa
    return state


def _as_seen(p: Participant, hero: Drd2Sheet) -> Participant:
    ohrozeni = hero.ohrozeni if hero.ohrozeni is not None else p.ohrozeni
    return p.model_copy(update={"ohrozeni": ohrozeni, "vyhoda": hero.vyhoda, "jizvy": list(hero.jizvy),
                                **_round_seen(p, hero)})


def _helper_seen(p: Participant, sheet: Drd2Sheet, helper: Helper) -> Participant:
    """A linked helper as the board's rules see it: its current name, values and round from the deník (000:L67,
    L87, L210, L300, L662), paying from the deník's Sudba pomocníků."""
    state: dict[str, object] = {"akce": "", "manevr": "", "stav": "k_dispozici"}
    if helper.kolo is not None:
        state = {"akce": helper.kolo.akce, "manevr": helper.kolo.manevr, "stav": helper.kolo.iniciativa}
    if helper.opustil:
        state["stav"] = "opustil"
    elif helper.vyrazen:
        state["stav"] = "vyrazen"
    return p.model_copy(update={
        "jmeno": helper.jmeno, "ohrozeni": helper.ohrozeni, "vyhoda": helper.vyhoda, "jizvy": list(helper.jizvy),
        "pouto": helper.pouto, "charakteristika": helper.charakteristika, "hranice": helper.hranice,
        "sudba_deniku": sheet.sudba_pomocniku, **state})


def _renamed(board: Drd2Conflict, people: list[Participant]) -> list[Decision]:
    """A general střet's waiting decisions with the names a linked helper has now (renamed on the deník since the
    střet; it is still the same participant, so its decision stands)."""
    waiting = []
    for d in board.cekajici:
        update: dict[str, object] = {}
        if d.vitez_jmeno == board.ucastnici[d.vitez].jmeno != people[d.vitez].jmeno:
            update["vitez_jmeno"] = people[d.vitez].jmeno
        if d.porazeny_jmeno == board.ucastnici[d.porazeny].jmeno != people[d.porazeny].jmeno:
            update["porazeny_jmeno"] = people[d.porazeny].jmeno
        waiting.append(d.model_copy(update=update) if update else d)
    return waiting


def hydrate(board: Drd2Conflict, links: Links) -> Drd2Conflict:
    """The board as the rules see it: each linked hero's Ohrožení, Výhoda and Jizvy from the deník, each linked
    helper's name and values from its hero's deník (a missing deník or helper leaves the participant as saved)."""
    people = []
    for p in board.ucastnici:
        sheet = _sheet(links.sheets.get(p.postava)) if p.postava else None
        if sheet is not None and p.druh == "hrdina":
            people.append(_as_seen(p, sheet))
            continue
        at = helper_in(sheet, p)
        people.append(_helper_seen(p, sheet, sheet.pomocnici[at]) if sheet is not None and at is not None else p)
    return board.model_copy(update={"ucastnici": people, "cekajici": _renamed(board, people)})


class Heroes(LinkedSheets):
    """The linked heroes' deníky changed in one board action (on the hydrated ``board``)."""

    def __init__(self, board: Drd2Conflict, links: Links) -> None:
        super().__init__(links)
        self.board = board

    def find(self, index: int) -> Drd2Sheet | None:
        """The hero's current deník; None when unlinked, a pomocník or when the deník did not come."""
        p = rules.person(self.board, index)
        return _sheet(self.current(p.postava)) if p.postava and p.druh == "hrdina" else None

    def owner(self, index: int) -> Drd2Sheet | None:
        """The current deník of the hero whose helper a pomocník participant links (None when it did not come)."""
        p = rules.person(self.board, index)
        return _sheet(self.current(p.postava)) if p.postava and p.druh == "pomocnik" else None

    def get(self, index: int) -> Drd2Sheet | None:
        """The hero's current deník; None when unlinked. Raises ``RuleViolation`` when the participant is
        linked but the deník did not come (missing or broken)."""
        p = rules.person(self.board, index)
        sheet = self.find(index)
        if p.postava and p.druh == "hrdina" and sheet is None:
            raise RuleViolation(missing_note(p.jmeno))
        return sheet

    def put(self, index: int, sheet: Drd2Sheet, lines: tuple[str, ...] | list[str]) -> list[str]:
        """Record the hero's new deník; returns the lines prefixed with the participant's name (for the board)."""
        p = rules.person(self.board, index)
        self.record(p.postava, sheet, lines)
        return [f"{p.jmeno}: {line}" for line in lines]


def _moved(before: Participant, after: Participant, hero: Drd2Sheet) -> tuple[Drd2Sheet, list[str]]:
    """The deník with what the action changed on the participant: Ohrožení as the board left it, the Výhoda
    gained or spent, each new Jizva (it blocks resources there, 000:L827)."""
    lines: list[str] = []
    new = hero
    if after.ohrozeni != hero.ohrozeni:
        new = new.model_copy(update={"ohrozeni": after.ohrozeni})
        if after.ohrozeni == before.ohrozeni:  # a board saved before one truth: its value moves here once
            lines.append(f"Ohrožení {texts.shown(after.ohrozeni)} (převzato z tabule konfliktu)")
        else:
            lines.append(f"Ohrožení {texts.shown(before.ohrozeni)} → {texts.shown(after.ohrozeni)} (konflikt)")
    delta = after.vyhoda - before.vyhoda
    if delta:
        vyhoda = max(0, new.vyhoda + delta)
        lines.append(f"Výhoda {new.vyhoda} → {vyhoda} (konflikt)")
        new = new.model_copy(update={"vyhoda": vyhoda})
    for scar in after.jizvy[len(before.jizvy):]:
        new, more = add_scar(new, scar.vlastnost, scar.zavaznost, scar.nazev, scar.omezuje)
        lines += more
    return new, lines


_INITIATIVE = {"k_dispozici": "akce z iniciativy k dispozici", "odehral": "akce z iniciativy odehrána",
               "odlozil": "iniciativa odložena – jen reakce"}


def _round_moved(
    before: Participant, after: Participant, hero: Drd2Sheet, running: bool, ended: bool, quick: bool
) -> tuple[Drd2Sheet, list[str]]:
    """The deník with the hero's place in the board's round as the action left it (``Drd2Sheet.kolo``): the
    initiative spent, delayed or back, the action and its manoeuvre; knocked out or gone (the deník's state,
    000:L662, L695). With no conflict running the board keeps no round; at its end a knocked-out or gone hero
    returns, as at the deník's own end (000:L703)."""
    lines: list[str] = []
    if not running:
        stav = "aktivni" if ended and hero.stav in ("vyrazen", "opustil") else hero.stav
        new = hero.model_copy(update={"kolo": None, "stav": stav})
        return new, ([f"stav {texts.STATUS_LABEL[stav]} ({_BOARD})"] if stav != hero.stav else [])
    stav = hero.stav
    if after.stav == "vyrazen":
        stav = "vyrazen"
    elif after.stav == "opustil":
        stav = hero.stav if hero.stav in ("opustil", "hrdinska_smrt") else "opustil"
    elif hero.stav in ("vyrazen", "opustil"):
        stav = "aktivni"  # the board gave the initiative back (a new conflict)
    old = hero.kolo
    iniciativa = after.stav if after.stav in rules.ACTIVE else (old.iniciativa if old else "k_dispozici")
    same_action = old is not None and after.akce == before.akce
    kolo = Round(iniciativa=iniciativa, akce=after.akce, manevr=after.manevr,
                 hozeno=bool(old and same_action and old.hozeno and after.akce), rychla_hra=quick)
    if stav != hero.stav:
        lines.append(f"stav {texts.STATUS_LABEL[stav]} ({_BOARD})")
    if before.stav != after.stav and after.stav in rules.ACTIVE:
        lines.append(f"{_INITIATIVE[iniciativa]} ({_BOARD})")
    return hero.model_copy(update={"stav": stav, "kolo": kolo}), lines


_BOARD = "tabule konfliktu"


def _helper_moved(
    before: Participant, after: Participant, sheet: Drd2Sheet, at: int, running: bool
) -> tuple[Drd2Sheet, list[str]]:
    """The deník with what the board's action changed on a linked helper: Ohrožení, Výhoda, Pouto and the Sudba
    pomocníků paid (000:L67, L87), each new Jizva and the knock-out (000:L662, L829), its round (000:L601-L626,
    L695); with no conflict running no round, no Výhoda, not out (000:L703). Raises ``RuleViolation`` when two
    helpers together overdrew the Sudba pomocníků."""
    helper = sheet.pomocnici[at]
    lines: list[str] = []
    update: dict[str, object] = {}
    if after.ohrozeni != helper.ohrozeni:
        update["ohrozeni"] = after.ohrozeni
        lines.append(f"Ohrožení {texts.shown(helper.ohrozeni)} → {texts.shown(after.ohrozeni)} ({_BOARD})")
    vyhoda = max(0, helper.vyhoda + after.vyhoda - before.vyhoda)
    if vyhoda != helper.vyhoda:
        update["vyhoda"] = vyhoda
        lines.append(f"Výhoda {helper.vyhoda} → {vyhoda} ({_BOARD})")
    if after.pouto != before.pouto:
        update["pouto"] = max(0, helper.pouto + after.pouto - before.pouto)
        lines.append(f"Pouto {helper.pouto} → {update['pouto']} ({_BOARD})")
    new_scars = after.jizvy[len(before.jizvy):]
    if new_scars:
        update["jizvy"] = [*helper.jizvy, *new_scars]
        lines += [f"Jizva „{s.nazev}“ ({texts.ATTR_LABEL[s.vlastnost]} {s.zavaznost})" for s in new_scars]
    if running:
        old = helper.kolo
        held = after.stav if after.stav in rules.ACTIVE else (old.iniciativa if old else "k_dispozici")
        kolo = Round(iniciativa=held, akce=after.akce, manevr=after.manevr,
                     hozeno=bool(old and after.akce and after.akce == before.akce and old.hozeno))
        update.update({"kolo": kolo, "vyrazen": after.stav == "vyrazen", "opustil": after.stav == "opustil"})
    else:
        update.update({"kolo": None, "vyrazen": False, "opustil": False})
    if running and before.stav != after.stav and after.stav in rules.ACTIVE:
        lines.append(f"{_INITIATIVE[after.stav]} ({_BOARD})")
    if update.get("vyrazen") and not helper.vyrazen:
        lines.append(f"vyřazen z konfliktu ({_BOARD})")
    helpers = list(sheet.pomocnici)
    helpers[at] = helper.model_copy(update=update)
    paid = (before.sudba_deniku or 0) - (after.sudba_deniku or 0)
    if paid > sheet.sudba_pomocniku:
        # 000:L67
        raise RuleViolation(f"V deníku nezbývá dost Sudby pomocníků ({sheet.sudba_pomocniku}, potřeba {paid}).")
    if paid:
        lines.append(f"Sudba pomocníků {sheet.sudba_pomocniku} → {sheet.sudba_pomocniku - paid} ({_BOARD})")
    new = sheet.model_copy(update={"pomocnici": helpers, "sudba_pomocniku": sheet.sudba_pomocniku - paid})
    return new, [f"{helper.jmeno}: {line}" for line in lines]


def _settle_helper(seen: Drd2Conflict, after: Drd2Conflict, i: int, heroes: Heroes) -> Participant:
    """Write a linked helper's changes into its hero's deník; the participant to save (neutral when linked).
    A participant whose helper is gone keeps its saved values and is refused any change while the conflict
    runs (nothing is paid from the deník)."""
    p = after.ucastnici[i]
    sheet = heroes.owner(i)
    at = helper_in(sheet, p)
    if sheet is None or at is None:
        if after.probiha and p != seen.ucastnici[i]:
            raise RuleViolation(helper_missing_note(p))
        return p
    new, lines = _helper_moved(seen.ucastnici[i], p, sheet, at, after.probiha)
    if new != sheet:
        heroes.record(p.postava, new, lines)
    return p.model_copy(update=_HELPER_STRIPPED)


def settle(seen: Drd2Conflict, after: Drd2Conflict, heroes: Heroes) -> Drd2Conflict:
    """Write what the action changed on linked heroes and helpers (``seen`` → ``after``) into their deníky and
    return the board to save, without a second copy of Ohrožení, Výhoda or Jizvy."""
    people = list(after.ucastnici)
    for i, p in enumerate(after.ucastnici):
        if p.druh == "pomocnik" and p.postava and p.pomocnik:
            people[i] = _settle_helper(seen, after, i, heroes)
            continue
        hero = heroes.find(i) if p.postava else None
        if hero is None:
            continue
        new, lines = _moved(seen.ucastnici[i], p, hero)
        new, more = _round_moved(seen.ucastnici[i], p, new, after.probiha, seen.probiha and not after.probiha,
                                 after.rychla_hra)
        if new != hero:
            heroes.put(i, new, [*lines, *more])
        people[i] = p.model_copy(update=_STRIPPED)
    return after.model_copy(update={"ucastnici": people})
