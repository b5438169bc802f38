"""What every board action shares: the sheets one action changes, the participants' turn state, effects
ending, and the outcome built from both (004:L238, L240-L244, L279, L285, L300, L437-L447)."""

from __future__ import annotations

import functools
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict

from py_rules.errors import RuleViolation
from py_rules.systems.base import Action, ActionOutcome, Links, ParticipantSheets
from py_rules.view import FieldView

from .. import texts as sheet_texts
from ..checks import CHECK_ACTIONS
from ..combat import ATTACK_ACTIONS
from ..health import take_damage
from ..rules import concentration_dc, incapacitated
from ..sheet import DnD5eSheet
from ..vitality import VITALITY_ACTIONS
from . import rules, texts
from .board import DnD5eEncounter, Effect, Participant

__all__ = ["FRESH_TURN", "Params", "Table", "board_action", "ensure_running", "hurt", "sheet_action", "who_options"]


#: A participant's turn state with nothing used (the start of its turn, 004:L240-L244; a new fight).
FRESH_TURN: dict[str, Any] = {"akce": False, "bonusova_akce": False, "reakce": False, "utoky": 0, "utok_lehkou": False,
                              "pohyb": 0, "sprint": False, "hod_smrt": False}


class Params(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)


def ensure_running(board: DnD5eEncounter) -> None:
    if not board.probiha:
        raise RuleViolation(texts.ERR_NOT_RUNNING)


class Table(ParticipantSheets[DnD5eSheet]):
    """One action's working copy: the participants and their sheets (:class:`ParticipantSheets`: linked saves
    go back to the shell, creatures kept on the board are written into it); nothing is changed before
    :meth:`outcome`."""

    def __init__(self, board: DnD5eEncounter, links: Links) -> None:
        self.board = board
        self.people: list[Participant] = list(board.ucastnici)
        super().__init__(self.people, links, functools.partial(rules.sheet_of, board), self.name)

    def name(self, index: int) -> str:
        return rules.name_of(self.board, index, self.links)

    def update(self, index: int, **fields: Any) -> None:
        self.people[index] = self.people[index].model_copy(update=fields)

    def able(self, index: int) -> None:
        """Raises ``RuleViolation`` when the participant cannot take an action or a reaction now."""
        why = rules.can_act(self.get(index))
        if why:
            raise RuleViolation(why.format(name=self.name(index)))

    # --- effects ---------------------------------------------------------------------------------------
    def end_effect(self, holder: int, effect: Effect) -> list[str]:
        """Ends one effect: its condition leaves the holder's sheet (unless another effect still sets it),
        Dodge ends (004:L300)."""
        lines = [texts.EFFECT_ENDED.format(name=_effect_name(effect))]
        sheet = self.get(holder)
        others = [e for e in self.people[holder].ucinky if e is not effect]
        if effect.stav and not any(e.stav == effect.stav for e in others) and getattr(sheet.conditions, effect.stav):
            sheet = sheet.model_copy(update={"conditions": sheet.conditions.model_copy(update={effect.stav: False})})
            lines.append(texts.CONDITION_ENDED.format(name=sheet_texts.CONDITIONS[effect.stav]))
        if effect.druh == "uhybani" and sheet.dodging and not any(e.druh == "uhybani" for e in others):
            sheet = sheet.model_copy(update={"dodging": False})
            lines.append(texts.DODGE_ENDED)
        self.update(holder, ucinky=others)
        return self.put(holder, sheet, lines)

    def tick(self, who: int, moment: str) -> list[str]:
        """Counts down every effect tied to the start or end of ``who``'s turn; those at 0 end."""
        lines: list[str] = []
        for holder in range(len(self.people)):
            for effect in list(self.people[holder].ucinky):
                if not rules.expiring(effect, who, moment):
                    continue
                if effect.kol <= 1:
                    lines += self.end_effect(holder, effect)
                    continue
                kept = [e.model_copy(update={"kol": e.kol - 1}) if e is effect else e
                        for e in self.people[holder].ucinky]
                self.update(holder, ucinky=kept)
        return lines

    def sweep_concentration(self) -> list[str]:
        """Effects that need their source's concentration end when it is lost or moved to another spell, and
        the saves it owed go (004:L437-L447)."""
        lines: list[str] = []
        for source in range(len(self.people)):
            try:
                spell = self.get(source).concentration
            except RuleViolation:
                continue
            if not spell and self.people[source].soustredeni:
                self.update(source, soustredeni=[])
            for holder in range(len(self.people)):
                for effect in list(self.people[holder].ucinky):
                    if effect.soustredeni and effect.zdroj == source and effect.nazev != spell:
                        lines += self.end_effect(holder, effect)
        return lines

    def release_grapples(self) -> list[str]:
        """A grapple ends when the grappler — a participant named on the grappled creature's sheet — is
        incapacitated (004:L550; also dead)."""
        sheets: dict[int, DnD5eSheet] = {}
        for i in range(len(self.people)):
            try:
                sheets[i] = self.get(i)
            except RuleViolation:
                continue
        lines: list[str] = []
        for i, sheet in sheets.items():
            grappler = sheet.conditions.uchvatitel.casefold()
            if not sheet.conditions.uchvaceny or not grappler:
                continue
            for j, other in sheets.items():
                if j != i and self.name(j).casefold() == grappler and (other.dead or incapacitated(other)):
                    freed = sheet.conditions.model_copy(update={"uchvaceny": False, "uchvatitel": ""})
                    lines += self.put(i, sheet.model_copy(update={"conditions": freed}),
                                      [texts.GRAPPLE_ENDED.format(grappler=self.name(j))])
                    break
        return lines

    # --- turns -----------------------------------------------------------------------------------------
    def start_turn(self, who: int) -> list[str]:
        """The start of ``who``'s turn: its action, bonus action, movement and reaction are back (004:L240-L244);
        effects ending at the start of its turn end; a dying creature owes its death save (L372)."""
        self.update(who, **FRESH_TURN)
        lines = self.tick(who, "zacatek")
        sheet = self.get(who)
        if sheet.hp.current == 0 and not sheet.dead and not sheet.death_saves.stable:
            lines.append(texts.DEATH_DUE.format(name=self.name(who)))
        return lines

    def end_turn(self, who: int) -> list[str]:
        """The end of ``who``'s turn: effects ending then end; a surprised creature's first turn is over, so
        it may react again (004:L238)."""
        lines = self.tick(who, "konec")
        sheet = self.get(who)
        if sheet.surprised:
            lines += self.put(who, sheet.model_copy(update={"surprised": False}), [texts.SURPRISE_OVER])
        return lines

    # --- result ----------------------------------------------------------------------------------------
    def outcome(self, outcome: str, label: str, text: str, *, changes: list[str], board: dict[str, Any] | None = None,
                probability: Fraction | None = None, total: int | None = None,
                details: dict[str, Any] | None = None) -> ActionOutcome[DnD5eEncounter]:
        """The new board (its participants, creatures' sheets and ``board`` fields) and the linked saves'
        changes."""
        changes = changes + self.sweep_concentration() + self.release_grapples()
        new = self.board.model_copy(update={"ucastnici": self.kept(self.people), **(board or {})})
        return ActionOutcome(new, outcome, label, text, total=total, probability=probability,
                             changes=tuple(changes), details=details or {}, linked=self.changed())


def _effect_name(effect: Effect) -> str:
    if effect.nazev:
        return effect.nazev
    if effect.stav:
        return sheet_texts.CONDITIONS[effect.stav]
    return texts.EFFECT_KINDS[effect.druh]


def sheet_action(action_id: str) -> Action[DnD5eSheet, Any]:
    """The character sheet's own action (its rules, odds and texts) that the board runs on a participant."""
    for action in (*CHECK_ACTIONS, *ATTACK_ACTIONS, *VITALITY_ACTIONS):
        if action.id == action_id:
            return action
    raise KeyError(action_id)


def who_options(board: DnD5eEncounter, links: Links, turn_default: bool) -> list[tuple[Any, str]]:
    options: list[tuple[Any, str]] = [(-1, texts.P_WHO_TURN)] if turn_default else []
    return options + [(i, rules.name_of(board, i, links)) for i in range(len(board.ucastnici))]


def hurt(table: Table, target: int, amount: int, dtype: str, *, critical: bool = False,
         knockout: bool = False) -> tuple[str, list[str]]:
    """Damage through the target's own damage rules (defences, temporary HP, 0 HP, death-save failures);
    a concentrating target owes a concentration save for it (004:L443). Returns (outcome, lines)."""
    change = take_damage(table.get(target), amount, dtype, critical=critical, knockout=knockout)
    lines = table.put(target, change.sheet, change.lines)
    owed = table.people[target].soustredeni
    if change.sheet.concentration and change.dealt > 0 and len(owed) < 8:
        table.update(target, soustredeni=[*owed, change.dealt])
        lines.append(texts.CONCENTRATION_DUE.format(name=table.name(target), spell=change.sheet.concentration,
                                                   dc=concentration_dc(change.dealt)))
    return change.outcome, lines


def _plain(perform: Any) -> Any:
    """The action without linked sheets (the contract's ``perform``; the facade calls ``perform_linked``)."""
    return lambda board, params, box: perform(board, params, box, Links())


def _no_form(board: DnD5eEncounter) -> list[FieldView]:
    return []


def board_action(action_id: str, label: str, params: type[Params], perform: Any, *, form: Any = None,
            odds: Any = None, dice: str | None = None, hint: str) -> Action[DnD5eEncounter, Any]:
    return Action(action_id, label, texts.GROUP, params, _no_form, _plain(perform), dice=dice, rolls=dice is not None,
                  hint=hint, perform_linked=perform, form_linked=form, odds_linked=odds)
