"""What the shell renders: a sheet view and action forms, as plain JSON-ready models.

A game system describes its sheet and its actions with these models; the shell renders them generically
and knows nothing of the rules. Editable fields carry the dotted ``path`` of the saved value they edit
(``"attributes.sil.current"``, ``"inventory.3.name"``); derived values have no path.

A field is one small model per kind (``TextField``, ``NumberField``, ``SelectField``, …) in a union told apart by
``kind``, so a select cannot carry ``min`` nor a number ``options``. Games build them with the builders below, all
with one argument order — ``(path, label, value, …)``, then what the kind needs (``number``: low, high;
``track``: high; ``select``: choices), then keyword-only ``hint``, ``readonly``, ``tone`` — and ``stat(label,
value)`` for a derived value, which has no path.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

__all__ = [
    "ActionForm",
    "Badge",
    "Choices",
    "FieldView",
    "HelpSection",
    "ListField",
    "ListItem",
    "LongTextField",
    "NumberField",
    "Option",
    "OutcomeOdds",
    "ReferenceTable",
    "RollLink",
    "Section",
    "SectionUse",
    "SelectField",
    "SheetView",
    "StatField",
    "TextField",
    "ToggleField",
    "Tone",
    "TrackField",
    "item_list",
    "longtext",
    "number",
    "options",
    "select",
    "stat",
    "text",
    "toggle",
    "track",
    "walk",
]

Tone = Literal["normal", "good", "warn", "bad"]
OptionValue = str | int


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)  # built when a sheet is first shown


class Option(_Model):
    value: OptionValue
    label: str


class ListItem(_Model):
    """One row of a ``list`` field; its fields carry absolute paths (``inventory.2.name``)."""

    title: str = ""
    fields: list[FieldView]
    # On a board, the fields shown on the participant's compact card (indices into ``fields``: side, the
    # numbers that change in play, state); the shell shows the rest on tap. None: every field is shown.
    card: list[int] | None = None


class _Field(_Model):
    """What every field has: a Czech label, an optional hint under it and a tone (colour of warning)."""

    label: str
    hint: str | None = None
    tone: Tone = "normal"


class _Editable(_Field):
    """A field that edits the saved value at ``path`` (in a form: the parameter it sets)."""

    path: str | None = None
    readonly: bool = False


class TextField(_Editable):
    """One line of player text."""

    kind: Literal["text"] = "text"
    value: str = ""


class LongTextField(_Editable):
    """Notes: several lines of player text."""

    kind: Literal["longtext"] = "longtext"
    value: str = ""


class NumberField(_Editable):
    """A number (an integer but for a few weights) with optional bounds; ``None`` is an empty box."""

    kind: Literal["number"] = "number"
    value: int | float | None = None
    min: int | None = None
    max: int | None = None


class TrackField(_Editable):
    """A current value shown as boxes out of ``max`` (resources, hit points); ``min`` is how low it may go."""

    kind: Literal["track"] = "track"
    value: int
    min: int = 0
    max: int


class SelectField(_Editable):
    """One of ``options``."""

    kind: Literal["select"] = "select"
    value: OptionValue | None = None
    options: list[Option]


class ToggleField(_Editable):
    """Yes or no."""

    kind: Literal["toggle"] = "toggle"
    value: bool = False


class ListField(_Editable):
    """Rows of items, each with its own fields; ``new_item`` (JSON) is what «add» appends, at most ``max_items``."""

    kind: Literal["list"] = "list"
    items: list[ListItem] = Field(default_factory=list)
    new_item: dict[str, Any] | None = None
    add_label: str | None = None
    max_items: int | None = None


class StatField(_Field):
    """A derived, read-only value: its ``path`` is always ``None`` (nothing to edit)."""

    kind: Literal["stat"] = "stat"
    path: None = None
    value: str | int | float | None = None


FieldView = Annotated[
    TextField | LongTextField | NumberField | TrackField | SelectField | ToggleField | ListField | StatField,
    Field(discriminator="kind"),
]
"""One field of a sheet or a form: a small model per kind, told apart by ``kind``."""

Choices = Mapping[Any, str] | Iterable[Option] | Iterable[tuple[Any, str]]
"""What a select offers: value → Czech label, as a mapping, pairs or ready ``Option``s."""


def options(choices: Choices) -> list[Option]:
    """The ``Option``s of a select from a mapping (value → label), ``(value, label)`` pairs or options."""
    if isinstance(choices, Mapping):
        return [Option(value=value, label=label) for value, label in choices.items()]
    return [c if isinstance(c, Option) else Option(value=c[0], label=c[1]) for c in choices]


def walk(fields: Iterable[FieldView]) -> Iterator[FieldView]:
    """Every field, each list followed by the fields of its rows (depth first)."""
    for field in fields:
        yield field
        if isinstance(field, ListField):
            for item in field.items:
                yield from walk(item.fields)


def text(path: str | None, label: str, value: str = "", *, hint: str | None = None, readonly: bool = False,
         tone: Tone = "normal") -> TextField:
    return TextField(path=path, label=label, value=value, hint=hint, readonly=readonly, tone=tone)


def longtext(path: str | None, label: str, value: str = "", *, hint: str | None = None,
             readonly: bool = False) -> LongTextField:
    return LongTextField(path=path, label=label, value=value, hint=hint, readonly=readonly)


def number(path: str | None, label: str, value: int | float | None, low: int | None = None, high: int | None = None, *,
           hint: str | None = None, readonly: bool = False, tone: Tone = "normal") -> NumberField:
    return NumberField(path=path, label=label, value=value, min=low, max=high, hint=hint, readonly=readonly,
                       tone=tone)


def track(path: str | None, label: str, value: int, high: int, *, low: int = 0, hint: str | None = None,
          readonly: bool = False, tone: Tone = "normal") -> TrackField:
    return TrackField(path=path, label=label, value=value, min=low, max=high, hint=hint, readonly=readonly,
                      tone=tone)


def select(path: str | None, label: str, value: OptionValue | None, choices: Choices, *, hint: str | None = None,
           readonly: bool = False, tone: Tone = "normal") -> SelectField:
    return SelectField(path=path, label=label, value=value, options=options(choices), hint=hint, readonly=readonly,
                       tone=tone)


def toggle(path: str | None, label: str, value: bool = False, *, hint: str | None = None, readonly: bool = False,
           tone: Tone = "normal") -> ToggleField:
    return ToggleField(path=path, label=label, value=value, hint=hint, readonly=readonly, tone=tone)


def item_list(path: str | None, label: str, items: Iterable[ListItem], *, new_item: dict[str, Any] | None = None,
              add_label: str | None = None, max_items: int | None = None, hint: str | None = None,
              readonly: bool = False) -> ListField:
    return ListField(path=path, label=label, items=list(items), new_item=new_item, add_label=add_label,
                     max_items=max_items, hint=hint, readonly=readonly)


def stat(label: str, value: str | int | float | None, *, hint: str | None = None, tone: Tone = "normal") -> StatField:
    """A derived value (no path: the same argument order as the others, without the first)."""
    return StatField(label=label, value=value, hint=hint, tone=tone)


class Badge(_Model):
    """A short derived fact shown at the top of the sheet (e.g. «Vyčerpaný», «Brnění 2»)."""

    label: str
    value: str = ""
    tone: Tone = "normal"


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
    """A sheet as the shell shows it. A board names the ``list`` field of its participants (its ``path``) in
    ``participants``, so the table of boards can say who takes part without guessing."""

    title: str
    subtitle: str = ""
    badges: list[Badge] = Field(default_factory=list)
    sections: list[Section]
    rolls: list[RollLink] = Field(default_factory=list)
    participants: str | None = None

    @model_validator(mode="after")
    def _participants_name_a_list(self) -> SheetView:
        """``participants`` must be the path of a ``list`` field of one of the sections."""
        if self.participants is not None and not any(
                isinstance(f, ListField) and f.path == self.participants for s in self.sections for f in s.fields):
            raise ValueError(f"participants {self.participants!r} is not the path of a list field of this view")
        return self


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

