"""The facade's commands: one pydantic model per ``op``, and how a raw command finds its model.

Each model is built on first use (``defer_build``) and a command is validated only against the model its
``op`` names, so start-up pays only for the commands it runs and an unknown ``op`` is refused before any
schema is built.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from py_rules.editing import Change
from py_rules.errors import FieldProblem, InvalidInput
from py_rules.handover import MAX_PARTS, MAX_PAYLOAD_CHARS
from py_rules.storage import ID_PATTERN, MAX_ID_CHARS, MAX_REVISION
from py_rules.validation import FieldLabel, translate

__all__ = [
    "ActCmd", "ActionOddsCmd", "CompareCmd", "EditCmd", "ExportCmd", "HandoverCmd", "HelpCmd", "ImportCmd",
    "NewSheetCmd", "NotationCmd", "OddsCmd", "OpenCmd", "PackCmd", "ReceiveCmd", "ReferenceCmd", "RollCmd",
    "SystemsCmd", "VersionCmd", "ViewCmd",
    "parse_command",
]

Expression = Annotated[str, Field(min_length=1, max_length=200)]
PhysicalDice = Annotated[list[int], Field(max_length=1000)]
Seed = Annotated[int, Field(ge=0, le=2**63)]
SheetJSON = dict[str, Any]
SaveId = Annotated[str, Field(min_length=1, max_length=MAX_ID_CHARS, pattern=ID_PATTERN)]
MAX_LINKED = 12  # a board links at most this many saves (a conflict has at most 12 participants)
MAX_ROSTER = 1000


class _Command(BaseModel):
    # Each command model is built on first use: start-up pays only for the commands it runs.
    model_config = ConfigDict(extra="forbid", defer_build=True)


class VersionCmd(_Command):
    op: Literal["version"]


class SystemsCmd(_Command):
    op: Literal["systems"]


class RollCmd(_Command):
    op: Literal["roll"]
    expression: Expression
    dice: PhysicalDice | None = None
    seed: Seed | None = None
    target: int | None = Field(default=None, ge=-(10**9), le=10**9)


class OddsCmd(_Command):
    op: Literal["odds"]
    expression: Expression
    target: int | None = Field(default=None, ge=-(10**9), le=10**9)


class NotationCmd(_Command):
    op: Literal["notation"]


class NewSheetCmd(_Command):
    op: Literal["new_sheet"]
    system: str = Field(max_length=40)
    name: str = Field(min_length=1, max_length=80)


class OpenCmd(_Command):
    op: Literal["open"]
    save: str | dict[str, Any]


class _Linked(_Command):
    """A board that links saves of another game (``GameSystem.links``) gets them here: ``linked`` maps a save
    id to its sheet (as saved; the facade upgrades and validates it), ``roster`` the save id of every saved
    sheet of that game to its name. Other systems refuse a non-empty ``linked``."""

    linked: Annotated[dict[SaveId, SheetJSON], Field(max_length=MAX_LINKED)] = Field(default_factory=dict)
    roster: Annotated[dict[SaveId, Annotated[str, Field(max_length=80)]], Field(max_length=MAX_ROSTER)] = Field(
        default_factory=dict
    )


class ViewCmd(_Linked):
    op: Literal["view"]
    sheet: SheetJSON


class EditCmd(_Linked):
    op: Literal["edit"]
    sheet: SheetJSON
    changes: Annotated[list[Change], Field(min_length=1, max_length=50)]


class ActionOddsCmd(_Linked):
    op: Literal["action_odds"]
    sheet: SheetJSON
    action: str = Field(max_length=60)
    params: dict[str, Any] = Field(default_factory=dict)


class ActCmd(_Linked):
    op: Literal["act"]
    sheet: SheetJSON
    action: str = Field(max_length=60)
    params: dict[str, Any] = Field(default_factory=dict)
    dice: PhysicalDice | None = None
    seed: Seed | None = None


class PackCmd(_Command):
    """Pack a sheet into the envelope that follows ``previous`` (the save the shell last read or wrote for this id:
    envelope or its text; none for a new character) and, on an overwrite, ``replaces`` (what storage holds now):
    its revision is one past both (see ``storage.next_envelope``). ``revision`` sets it outright instead (the
    terminal's older form; refused together with ``previous`` or ``replaces``)."""

    op: Literal["pack"]
    id: str = Field(min_length=1, max_length=64, pattern=ID_PATTERN)
    sheet: SheetJSON
    previous: str | dict[str, Any] | None = None
    replaces: str | dict[str, Any] | None = None
    revision: int | None = Field(default=None, ge=1, le=MAX_REVISION)


class ExportCmd(_Command):
    op: Literal["export"]
    saves: Annotated[list[str | dict[str, Any]], Field(min_length=1, max_length=1000)]


class ImportCmd(_Command):
    op: Literal["import"]
    text: str


class HandoverCmd(_Command):
    """The QR codes that hand one save (its envelope or text) to another phone (``py_rules.handover``);
    ``images`` false gives the payloads alone (no QR library needed)."""

    op: Literal["handover"]
    save: str | dict[str, Any]
    images: bool = True


class ReceiveCmd(_Command):
    """What the codes scanned so far carry (``py_rules.handover.read_payloads``): progress, or the save."""

    op: Literal["receive"]
    payloads: Annotated[list[Annotated[str, Field(max_length=MAX_PAYLOAD_CHARS)]],
                        Field(min_length=1, max_length=MAX_PARTS * 2)]


class CompareCmd(_Command):
    """A received save (``theirs``) against the text stored under its id (``mine``) and the revision this device
    ``handed`` over (``py_rules.revisions.compare_saves``)."""

    op: Literal["compare"]
    theirs: dict[str, Any]
    mine: str | None = None
    handed: int | None = Field(default=None, ge=0, le=MAX_REVISION)


class HelpCmd(_Command):
    op: Literal["help"]
    system: str = Field(max_length=40)


class ReferenceCmd(_Command):
    op: Literal["reference"]
    system: str = Field(max_length=40)
    query: str = Field(default="", max_length=100)


ALL_COMMANDS: tuple[type[_Command], ...] = (
    VersionCmd, SystemsCmd, RollCmd, OddsCmd, NotationCmd, NewSheetCmd, OpenCmd, ViewCmd, EditCmd, ActionOddsCmd,
    ActCmd, PackCmd, ExportCmd, ImportCmd, HelpCmd, ReferenceCmd, HandoverCmd, ReceiveCmd, CompareCmd,
)
_BY_OP: dict[str, type[_Command]] = {get_args(cls.model_fields["op"].annotation)[0]: cls for cls in ALL_COMMANDS}


# Each command field's Czech name, for errors («Příkaz není v pořádku (pole „výraz“): chybí povinná hodnota.»).
_FIELD_NAMES = {
    "op": "druh příkazu", "expression": "výraz", "dice": "kostky", "seed": "semínko", "target": "cíl",
    "system": "hra", "name": "jméno", "save": "uložená postava", "sheet": "deník", "linked": "propojené deníky",
    "roster": "seznam postav", "changes": "změny", "action": "akce", "params": "volby akce", "id": "id uložení",
    "previous": "předchozí uložení", "replaces": "nahrazované uložení", "revision": "revize",
    "saves": "uložené postavy",
    "text": "text souboru", "query": "hledaný text", "images": "obrázky kódů", "payloads": "načtené kódy",
    "theirs": "převzaté uložení", "mine": "uložení v zařízení", "handed": "předaná revize",
}
_LABELS = {key: FieldLabel(name[0].upper() + name[1:], {}) for key, name in _FIELD_NAMES.items()}


def parse_command(command: dict[str, Any]) -> BaseModel:
    """The command model for ``command``; raises ``InvalidInput`` (Czech, with field paths) if its ``op`` is
    missing or unknown or its fields do not validate."""
    op = command.get("op")
    model = _BY_OP.get(op) if isinstance(op, str) else None
    if model is None:
        problem = "chybí určení druhu" if op is None else f"neznámý druh „{str(op)[:40]}“"
        raise InvalidInput(f"Příkaz není v pořádku (pole „Druh příkazu“): {problem}.", [FieldProblem("op", problem)])
    try:
        return model.model_validate(command)
    except ValidationError as exc:
        raise translate(exc, "Příkaz není v pořádku", labels=lambda: _LABELS) from None
