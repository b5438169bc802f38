"""The contract every game system fulfils, and the pieces they share.

A game lives in ``py_rules/systems/<id>/`` and exposes ``SYSTEM: GameSystem``. The facade only ever talks
to a game through this contract:

- ``sheet_model``: the pydantic model of what the player saves (``system`` literal, ``schema_version``,
  ``name`` …). Derived values are never saved; ``view`` computes them.
- ``new_sheet(name)``: a fresh, valid sheet.
- ``migrations``: ``{from_version: step}``; each step is a pure ``dict -> dict`` upgrading the raw saved sheet
  by one version. A step that cannot upgrade raises ``StorageError``; it never returns half-migrated data.
- ``view(sheet)``: a :class:`SheetView` for the shell (saved fields with paths, derived values as stats).
- ``actions``: the rules the player applies from the sheet. Each :class:`Action` has a params model, a form
  (fields with defaults for this sheet), optional exact ``odds`` and a pure ``perform`` that takes the sheet,
  the params and a :class:`DiceBox` and returns an :class:`ActionOutcome` (new sheet, outcome, explanation).
- ``help``: the rules as the app implements them, with sources and the choices made.
- ``saved_labels``: the Czech labels of saved fields the view does not draw (bookkeeping, a board's round, ids),
  by dotted path with ``*`` for a list index. With the view's labels (first) and the fields every sheet has
  (:data:`COMMON_LABELS`) they are the one vocabulary a player reads a field by (:meth:`GameSystem.labels`): in
  a comparison of two saves (``py_rules.revisions``) and in an error about a saved field
  (``py_rules.validation``). A path missing from all three would reach the player raw.
- ``links`` (boards only, optional): a board that works with saved sheets of another game (a conflict whose
  heroes pay from their own deník) names that game and which save ids the board links to; its actions may
  set ``perform_linked``, which also gets those sheets (:class:`Links`) and returns the changed ones in
  ``ActionOutcome.linked``. The facade validates every linked sheet going in and coming out; the shell loads
  and saves them. A board without ``links`` never sees another save. Boards share the pieces for this: their
  participants link saves (``participant_ids`` gives ``LinkSpec.ids``), and an action keeps the sheets it
  changes in a :class:`LinkedSheets` — a :class:`ParticipantSheets` where a participant is either a linked
  character or a creature kept on the board.

Every sheet an action returns, its own and each linked one, is validated again by the facade, in one place
(``py_rules.validation.check_result``): a game may build its result with ``model_copy(update=…)`` or with its
model, and never translates pydantic's errors itself. A bound the result breaks is refused in Czech; anything
else an action raises that is not a ``RulesError`` is reported as our bug (``py_rules.faults``). So a rule
whose limit a player can reach should refuse it itself, with a message that says what to do.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from py_rules import dice
from py_rules.errors import DiceError, InvalidInput, RuleViolation
from py_rules.validation import FieldLabel, labels_of, wild_path
from py_rules.view import (
    ActionForm,
    FieldView,
    HelpSection,
    ListField,
    OutcomeOdds,
    ReferenceTable,
    RollLink,
    SectionUse,
    SheetView,
)

__all__ = [
    "COMMON_LABELS",
    "Action",
    "ActionOutcome",
    "DiceBox",
    "GameSystem",
    "LinkSpec",
    "LinkedChange",
    "LinkedSheets",
    "Links",
    "Name",
    "Notes",
    "Odds",
    "ParticipantBoard",
    "ParticipantSheets",
    "SectionPlan",
    "SheetBase",
    "odds_entry",
    "participant_ids",
    "participant_sheet",
]

Name = Field(min_length=1, max_length=80)
Notes = Field(default="", max_length=20_000)


class SheetBase(BaseModel):
    """Base of every saved sheet: strict (unknown fields are errors), whitespace-trimmed strings."""

    # Built on first use, like every model here: start-up pays for no game's sheet (issue 11).
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True, defer_build=True)

    system: str
    schema_version: int
    name: str = Name
    notes: str = Notes


S = TypeVar("S", bound=SheetBase)

#: The Czech labels of the fields every saved sheet has (:class:`SheetBase`), where a view does not draw them.
COMMON_LABELS: Mapping[str, str] = {
    "system": "Hra", "schema_version": "Verze deníku", "name": "Jméno", "notes": "Poznámky",
}
P = TypeVar("P", bound=BaseModel)


class DiceBox:
    """The dice of one action: the player's physical values if given (consumed in order), else ``rng``.

    Every roll is recorded in ``rolls`` so the result can show each die. ``finish`` raises if physical
    values were left over, so a mistyped list is reported instead of silently ignored.
    """

    def __init__(self, rng: random.Random | None = None, physical: Sequence[int] | None = None) -> None:
        self._rng = rng or random.SystemRandom()
        self._physical = list(physical) if physical is not None else None
        self._used = 0
        self.rolls: list[dice.RollResult] = []

    @property
    def physical(self) -> bool:
        return self._physical is not None

    def roll(self, expression: str) -> dice.RollResult:
        """Roll ``expression`` (physical values first); raises ``DiceError`` if values are missing or wrong."""
        if self._physical is None:
            result = dice.roll(expression, rng=self._rng)
        else:
            result = dice.roll(expression, dice=self._physical[self._used:], allow_extra=True)
            self._used += result.dice_used
        self.rolls.append(result)
        return result

    def finish(self) -> None:
        """Raise ``DiceError`` if the player typed more dice than the action used."""
        if self._physical is not None and self._used != len(self._physical):
            extra = len(self._physical) - self._used
            raise DiceError(
                f"Zadal jsi víc kostek, než akce potřebuje (použito {self._used}, navíc {extra}).",
                expression=" ".join(r.expression for r in self.rolls),
            )


@dataclass(frozen=True)
class Links:
    """The saves a board works with, as the shell sent them: ``sheets`` maps a save id to its validated,
    upgraded sheet (only the saves the shell could read), ``roster`` maps the save id of every saved sheet of
    the linked game to its name (to choose a link from). Empty when the shell sent none."""

    sheets: Mapping[str, SheetBase] = field(default_factory=dict)
    roster: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class LinkedChange:
    """A linked sheet an action changed: the new sheet and one Czech line per change (for its own log)."""

    sheet: SheetBase
    changes: tuple[str, ...] = ()


class LinkedSheets:
    """The linked sheets one board action changed, by save id, with their change lines (for each sheet's own
    log): a board's actions ``get`` a linked sheet (the changed one, else as the shell sent it), ``put`` the
    new one, and return ``changed()`` as ``ActionOutcome.linked``. Shared by the boards that link saves."""

    def __init__(self, links: Links) -> None:
        self.links = links
        self.sheets: dict[str, SheetBase] = {}
        self.lines: dict[str, list[str]] = {}

    def current(self, save_id: str) -> SheetBase | None:
        """The sheet as changed in this action, else as sent; None when the shell sent none (missing save)."""
        return self.sheets[save_id] if save_id in self.sheets else self.links.sheets.get(save_id)

    def record(self, save_id: str, sheet: SheetBase, lines: tuple[str, ...] | list[str]) -> None:
        self.sheets[save_id] = sheet
        self.lines.setdefault(save_id, []).extend(lines)

    def changed(self) -> dict[str, LinkedChange]:
        return {k: LinkedChange(v, tuple(self.lines.get(k, ()))) for k, v in self.sheets.items()}

    def seen(self) -> Links:
        """The links as this action has left them so far (its changed sheets in place of the sent ones), for
        the rules that follow in the same action."""
        return dataclasses.replace(self.links, sheets={**self.links.sheets, **self.sheets})


@dataclass(frozen=True)
class ActionOutcome(Generic[S]):
    """What an action did: the new sheet and how to explain it to the player.

    ``outcome`` is a stable machine key (``"success"``, ``"failure"``, ``"critical"`` …); ``label`` its
    Czech name; ``explanation`` Czech text citing the rule; ``changes`` one Czech line per sheet change;
    ``probability`` the exact chance of this outcome class before the roll, where it is defined;
    ``linked`` the linked sheets (by save id, see :class:`Links`) the action changed.
    """

    sheet: S
    outcome: str
    label: str
    explanation: str
    total: int | None = None
    probability: Fraction | None = None
    changes: tuple[str, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)
    linked: Mapping[str, LinkedChange] = field(default_factory=dict)


@dataclass(frozen=True)
class Odds:
    """Exact chances of each outcome class of an action, before rolling."""

    outcomes: tuple[OutcomeOdds, ...]
    summary: str = ""


def odds_entry(outcome: str, label: str, probability: Fraction) -> OutcomeOdds:
    """One line of :class:`Odds` with the exact fraction and a display percentage."""
    return OutcomeOdds(
        outcome=outcome,
        label=label,
        probability=f"{probability.numerator}/{probability.denominator}",
        percent=round(float(probability) * 100, 2),
    )


@dataclass(frozen=True)
class Action(Generic[S, P]):
    """One rule applied from the sheet.

    ``form(sheet)`` lists the parameter fields (``path`` = parameter name, ``value`` = default);
    ``dice`` names what is rolled (``"1k20"``) so the player can type physical dice.
    ``first`` names the parameters shown first (at most four; the form's first four when empty), the rest
    go under «Další okolnosti».
    ``perform`` must be pure: same sheet, params and dice → same outcome; it raises ``RuleViolation`` when
    the rules forbid the action and never mutates its input. ``perform_linked`` (only on a board with
    ``links``) is the same with the linked sheets; when set, the facade calls it instead of ``perform``.
    """

    id: str
    label: str
    group: str
    params_model: type[P]
    form: Callable[[S], list[FieldView]]
    perform: Callable[[S, P, DiceBox], ActionOutcome[S]]
    odds: Callable[[S, P], Odds] | None = None
    dice: str | None = None
    rolls: bool = True
    hint: str | None = None
    perform_linked: Callable[[S, P, DiceBox, Links], ActionOutcome[S]] | None = None
    # A board's form and odds that read the linked sheets (a weapon of a linked character); None: ``form``
    # and ``odds`` serve.
    form_linked: Callable[[S, Links], list[FieldView]] | None = None
    odds_linked: Callable[[S, P, Links], Odds] | None = None
    first: tuple[str, ...] = ()

    def run(self, sheet: S, params: P, box: DiceBox, links: Links) -> ActionOutcome[S]:
        """``perform_linked`` with ``links`` where the action has one, else ``perform``."""
        if self.perform_linked is not None:
            return self.perform_linked(sheet, params, box, links)
        return self.perform(sheet, params, box)

    def odds_for(self, sheet: S, params: P, links: Links) -> Odds | None:
        """The exact odds of the action with these params (``odds_linked`` where set); None for no odds."""
        if self.odds_linked is not None:
            return self.odds_linked(sheet, params, links)
        return self.odds(sheet, params) if self.odds is not None else None

    def describe(self, sheet: S, links: Links | None = None) -> ActionForm:
        """The action as the shell renders it for ``sheet`` (with the board's linked sheets, if any)."""
        params = self.form_linked(sheet, links or Links()) if self.form_linked is not None else self.form(sheet)
        first = list(self.first) or [p.path for p in params if p.path][:4]
        return ActionForm(id=self.id, label=self.label, group=self.group, params=params,
                          dice=self.dice, rolls=self.rolls, hint=self.hint, first=first)


class _Linking(Protocol):
    @property
    def postava(self) -> str: ...


class ParticipantBoard(Protocol):
    """A board whose participants (``ucastnici``) may each link a save (``postava``: its id, "" for none):
    every board that links saves is one."""

    @property
    def ucastnici(self) -> Sequence[_Linking]: ...


def participant_ids(board: ParticipantBoard) -> tuple[str, ...]:
    """The save ids a board's participants link, in participant order: a board's ``LinkSpec.ids``."""
    return tuple(p.postava for p in board.ucastnici if p.postava)


class _Kept(_Linking, Protocol):
    @property
    def jmeno(self) -> str: ...


X = TypeVar("X", bound=SheetBase)
M = TypeVar("M", bound=BaseModel)
X_co = TypeVar("X_co", bound=SheetBase, covariant=True)


class _Holding(_Kept, Protocol[X_co]):
    @property
    def denik(self) -> X_co | None: ...


def participant_sheet(p: _Holding[X], links: Links, model: type[X], missing: str, other_game: str) -> X:
    """A board participant's sheet: the linked save (``postava``) as the shell sent it, or the creature kept on
    the board (``denik``). Raises ``RuleViolation`` with ``missing`` (``{name}``: the participant) when a linked
    save did not come (deleted or unreadable), ``InvalidInput`` with ``other_game`` (``{name}``: the sheet's
    name) when it is not a sheet of ``model``'s game. Shared by the boards whose participants are linked
    characters or creatures kept on the board; each game binds its model and its Czech messages."""
    if not p.postava:
        assert p.denik is not None  # every such board's validator guarantees it
        return p.denik
    sheet = links.sheets.get(p.postava)
    if sheet is None:
        raise RuleViolation(missing.format(name=p.jmeno))
    if not isinstance(sheet, model):
        raise InvalidInput(other_game.format(name=sheet.name))
    return sheet


class ParticipantSheets(LinkedSheets, Generic[X]):
    """The sheets of a board's participants as one action changes them, by participant index: a linked
    participant's (``postava``) go back to the shell as :class:`LinkedSheets` records them, a creature's kept
    on the board (``denik``) are written into the board with :meth:`kept`. ``read(index, links)`` is the
    game's reading of a participant's sheet (its Czech refusals for a save that did not come); ``name(index)``
    the name its lines begin with (the participant's ``jmeno`` where not given). Shared by the boards whose
    participants are linked characters or creatures kept on the board."""

    def __init__(self, people: Sequence[_Kept], links: Links, read: Callable[[int, Links], X],
                 name: Callable[[int], str] | None = None) -> None:
        super().__init__(links)
        self.people = people
        self.creatures: dict[int, X] = {}
        self._read = read
        self._name = name or (lambda index: people[index].jmeno)

    def get(self, index: int) -> X:
        """The participant's sheet as changed in this action, else as sent or kept on the board."""
        if index in self.creatures:
            return self.creatures[index]
        return self._read(index, self.seen())

    def put(self, index: int, sheet: X, lines: tuple[str, ...] | list[str] = ()) -> list[str]:
        """Record the participant's new sheet; returns the lines prefixed with its name (for the board)."""
        save_id = self.people[index].postava
        if save_id:
            self.record(save_id, sheet, lines)
        else:
            self.creatures[index] = sheet
        name = self._name(index)
        return [f"{name}: {line}" for line in lines]

    def kept(self, people: Sequence[M]) -> list[M]:
        """``people`` (the board's participants as the action leaves them) with the creatures' new sheets."""
        out = list(people)
        for index, sheet in self.creatures.items():
            out[index] = out[index].model_copy(update={"denik": sheet})
        return out


@dataclass(frozen=True)
class LinkSpec(Generic[S]):
    """How a board links saves of another game: ``system`` is that game's id, ``ids`` the save ids the board
    links to now (the shell loads and sends those; :func:`participant_ids` for a board whose participants
    link them), ``view`` the board's view with the linked sheets. ``edited`` (optional) sees a player's edit of
    the board before it is validated — the board as it was, the edited board's data and the links — and returns
    the data to validate and the linked sheets the edit changed (e.g. a link removed mid-conflict: the board
    takes over the values that lived in the linked sheet, which stops following the board)."""

    system: str
    ids: Callable[[S], tuple[str, ...]]
    view: Callable[[S, Links], SheetView]
    edited: Callable[[S, dict[str, Any], Links], tuple[dict[str, Any], dict[str, LinkedChange]]] | None = None


def _field_name(field: FieldView) -> str:
    """The last part of a field's path (``ucastnici.2.ohrozeni`` → ``ohrozeni``); "" for a derived value."""
    path = getattr(field, "path", None)
    return path.rsplit(".", 1)[-1] if isinstance(path, str) else ""


@dataclass(frozen=True)
class SectionPlan:
    """Which sections of a game's sheet matter in play (issue 25 item 5): ``play`` — what changes at the table
    (resources, HP, stress, Ohrožení, conditions) and the values rolled on, in the order the sheet shows them
    first; ``creation`` — what is set when the character is made. Every other section is used rarely. The
    shell opens the play sections and folds the rest until the player opens them."""

    play: tuple[str, ...]
    creation: tuple[str, ...] = ()
    # A board's participant lists: list path → the names of the item fields on each participant's compact
    # card (side, the numbers that change in play, state); the item's title names it and whose turn it is.
    cards: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def arrange(self, view: SheetView) -> SheetView:
        """``view`` with its play sections first (in ``play`` order), then the others as they were, each
        marked with its use, and its participants as compact cards."""
        rank = {section_id: i for i, section_id in enumerate(self.play)}
        ordered = sorted(view.sections, key=lambda s: rank.get(s.id, len(rank)))
        sections = [s.model_copy(update={"use": self.use(s.id), "fields": [self._carded(f) for f in s.fields]})
                    for s in ordered]
        return view.model_copy(update={"sections": sections})

    def _carded(self, list_field: FieldView) -> FieldView:
        if not isinstance(list_field, ListField) or not list_field.items:
            return list_field
        names = self.cards.get(list_field.path or "")
        if names is None:
            return list_field
        return list_field.model_copy(update={"items": [item.model_copy(update={"card": [
            i for i, f in enumerate(item.fields) if _field_name(f) in names]}) for item in list_field.items]})

    def use(self, section_id: str) -> SectionUse:
        if section_id in self.play:
            return "play"
        return "creation" if section_id in self.creation else "rare"


@dataclass(frozen=True)
class GameSystem(Generic[S]):
    """A game: its saved sheet, migrations, view, actions and help (see the module docstring)."""

    id: str
    title: str
    description: str
    schema_version: int
    sheet_model: type[S]
    # "character" for a player's sheet; "board" for a shared table object (a conflict, a combat round, a
    # scene) that the game master keeps; ``game`` groups a board with its game's id.
    kind: Literal["character", "board"] = field(default="character", kw_only=True)
    game: str = field(default="", kw_only=True)
    new_sheet: Callable[[str], S]
    view: Callable[[S], SheetView]
    actions: tuple[Action[S, Any], ...]
    help: tuple[HelpSection, ...] = ()
    migrations: Mapping[int, Callable[[dict[str, Any]], dict[str, Any]]] = field(default_factory=dict)
    # An offline searchable reference of the game's tables: query → matching tables (case and diacritics
    # ignored by the game); None where the game ships no reference.
    reference: Callable[[str], list[ReferenceTable]] | None = field(default=None, kw_only=True)
    # A board that works with saved sheets of another game (see the module docstring); None for most.
    links: LinkSpec[S] | None = field(default=None, kw_only=True)
    # The rolls a player starts from values on the sheet (see :class:`RollLink`); None where there are none.
    rolls: Callable[[S], list[RollLink]] | None = field(default=None, kw_only=True)
    # Which sections matter in play (see :class:`SectionPlan`); None: every section is shown open, as built.
    sections: SectionPlan | None = field(default=None, kw_only=True)
    # Czech labels of saved fields the view does not draw, by dotted path (``*`` for a list index); a
    # ``FieldLabel`` names a coded value's options too (shown in a save comparison instead of the code).
    saved_labels: Mapping[str, str | FieldLabel] = field(default_factory=dict, kw_only=True)

    def labels(self, sheet: S) -> dict[str, FieldLabel]:
        """The Czech label of every saved field of ``sheet`` by path (exact and with ``*`` for list indices):
        the view's own first, then ``saved_labels``, then :data:`COMMON_LABELS`; then, on a board, the fields of
        a creature's sheet kept on it (``ucastnici.N.denik``) as its game labels them.

        A coded value is named by its option: a select the view draws offers only the options that apply now
        (an action's «obrana» only in a střet), so a ``saved_labels`` entry with options completes it, and one
        the view does not draw at all is named by ``saved_labels`` alone."""
        labels = labels_of(self.view(sheet).model_dump(mode="json"))
        for path, label in {**COMMON_LABELS, **self.saved_labels}.items():
            labels.setdefault(path, FieldLabel(label, {}) if isinstance(label, str) else label)
        every = {path: label.options for path, label in self.saved_labels.items()
                 if isinstance(label, FieldLabel) and label.options}
        for path, found in labels.items():
            known = every.get(wild_path(path))
            if known:
                labels[path] = FieldLabel(found.label, {**known, **found.options})
        if self.kind == "board" and self.game:
            labels.update(self._creature_labels(sheet, labels))
        return labels

    def _creature_labels(self, sheet: S, labels: Mapping[str, FieldLabel]) -> dict[str, FieldLabel]:
        """The labels of the creatures' sheets kept on the board ``sheet`` (its game's own), under their
        participant's path; the board's own labels of those fields come first."""
        from py_rules.systems import get_system  # (the registry imports every game, and every game this module)

        game = get_system(self.game)
        found: dict[str, FieldLabel] = {}
        for index, person in enumerate(getattr(sheet, "ucastnici", ())):
            creature = getattr(person, "denik", None)
            if not isinstance(creature, BaseModel):
                continue
            for path, label in game.labels(creature).items():
                for where in (f"ucastnici.{index}.denik.{path}", f"ucastnici.*.denik.{wild_path(path)}"):
                    if where not in labels:
                        found.setdefault(where, label)
        return found

    def present_view(self, sheet: S, links: Links) -> SheetView:
        """The sheet's view, with the linked sheets where the system links any, its sections arranged for
        play, and its roll links."""
        view = self.links.view(sheet, links) if self.links is not None else self.view(sheet)
        if self.sections is not None:
            view = self.sections.arrange(view)
        if self.rolls is None:
            return view
        return view.model_copy(update={"rolls": self.rolls(sheet)})

    def action(self, action_id: str) -> Action[S, Any]:
        """The action with ``action_id``; raises ``KeyError`` (the facade turns it into a Czech error)."""
        for candidate in self.actions:
            if candidate.id == action_id:
                return candidate
        raise KeyError(action_id)


