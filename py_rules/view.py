"""What the shell renders: a sheet view and action forms, as plain JSON-ready models.

A game system describes its sheet and its actions with these models; the shell renders them generically
and knows nothing of the rules. Editable fields carry the dotted ``path`` of the saved value they edit
(``"attributes.sil.current"``, ``"inventory.3.name"``); derived values have no path.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ActionForm",
    "Badge",
    "FieldView",
    "HelpSection",
    "ListItem",
    "Option",
    "OutcomeOdds",
    "ReferenceTable",
    "RollLink",
    "Section",
    "SectionUse",
    "SheetView",
]

FieldKind = Literal[
    "text",  # one line of player text
    "longtext",  # notes
    "number",  # integer with optional min/max
    "track",  # current value shown as boxes out of `max` (resources, HP); edits `path`
    "select",  # one of `options`
    "toggle",  # bool
    "list",  # list of items, each with its own fields; add/remove
    "stat",  # derived, read-only value (no path)
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when a sheet is first shown


class Option(_Model):
    value: str | int
    label: str


class ListItem(_Model):
    """One row of a ``list`` field; its fields carry absolute paths (``inventory.2.name``)."""

    title: str = ""
    fields: list[FieldView]
    # On a board, the fields shown on the participant's compact card (indices into ``fields``: side, the
    # numbers that change in play, state); the shell shows the rest on tap. None: every field is shown.
    card: list[int] | None = None


class FieldView(_Model):
    kind: FieldKind
    label: str
    value: Any = None
    path: str | None = None
    min: int | None = None
    max: int | None = None
    options: list[Option] | None = None
    hint: str | None = None
    readonly: bool = False
    tone: Literal["normal", "good", "warn", "bad"] = "normal"
    # `list` only: rows, the default new item (JSON) and the button text for adding one.
    items: list[ListItem] | None = None
    new_item: dict[str, Any] | None = None
    add_label: str | None = None
    max_items: int | None = None


class Badge(_Model):
    """A short derived fact shown at the top of the sheet (e.g. «Vyčerpaný», «Brnění 2»)."""

    label: str
    value: str = ""
    tone: Literal["normal", "good", "warn", "bad"] = "normal"


# When a section is needed: "play" changes at the table or is rolled on (shown first, open); "creation" is set
# when the character is made; "rare" is looked at now and then (both start folded on the sheet).
SectionUse = Literal["play", "creation", "rare"]


class Section(_Model):
    id: str
    title: str
    fields: list[FieldView]
    use: SectionUse = "play"


class RollLink(_Model):
    """A roll started from a value on the sheet: one tap opens ``action`` with ``params`` set (the other
    parameters keep the form's defaults, which come from the sheet and the current conflict).

    ``at`` is the path of the sheet field holding the value rolled on (the shell puts the roll button
    there); ``quick`` lists the roll among the game's main rolls at the top of the sheet; ``value`` is the
    number the roll uses, as the player reads it («+2», «12»)."""

    label: str
    action: str
    params: dict[str, str | int | bool] = Field(default_factory=dict)
    at: str | None = None
    quick: bool = False
    value: str = ""


class SheetView(_Model):
    title: str
    subtitle: str = ""
    badges: list[Badge] = Field(default_factory=list)
    sections: list[Section]
    rolls: list[RollLink] = Field(default_factory=list)


class ActionForm(_Model):
    """An action the player can take from the sheet; ``params`` are form fields (their ``path`` is the
    parameter name, their ``value`` the default). ``dice`` names the dice rolled, for physical entry.
    ``first`` names the parameters nearly every use needs (at most four, shown first); the others go
    under one collapsed «Další okolnosti»."""

    id: str
    label: str
    group: str
    params: list[FieldView] = Field(default_factory=list)
    dice: str | None = None
    rolls: bool = True
    hint: str | None = None
    first: list[str] = Field(default_factory=list, max_length=4)


class OutcomeOdds(_Model):
    outcome: str
    label: str
    probability: str  # exact fraction "19/81"
    percent: float


class ReferenceTable(_Model):
    """A rules table for the offline reference search (rows of cells, with the seed lines it comes from)."""

    id: str
    title: str
    columns: list[str]
    rows: list[list[str | int | float]]
    source: str = ""


class HelpSection(_Model):
    title: str
    text: str
    source: str = ""  # where the rule comes from: seed lines or "SRD"

