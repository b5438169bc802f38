"""What a Cairn player saves: attributes, BO, inventory, states, settings (seed 001).

Only saved values live here; everything derived (armour total, used slots, hands, chances) is computed
by :mod:`rules` and shown by :mod:`view`. Cross-field rules are model validators with Czech messages.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.systems.base import SheetBase

from . import texts

__all__ = [
    "ATTRIBUTES",
    "DAMAGE_DICE",
    "AttrKey",
    "Attribute",
    "Attributes",
    "CairnSheet",
    "Creature",
    "Defence",
    "Extension",
    "Item",
    "ItemSize",
    "SaveMode",
    "Settings",
    "States",
]

AttrKey = Literal["sil", "hbi", "vul"]
ATTRIBUTES: tuple[AttrKey, ...] = ("sil", "hbi", "vul")
SaveMode = Literal["pod", "nad"]  # roll-under (001:L71) or roll-high variant (001:L78-L79)
Creature = Literal["postava", "nestvura", "oddil"]
ItemSize = Literal["bezny", "neskladny", "zanedbatelny"]  # 1 / 2 / 0 slots (001:L98)
DamageDie = Literal["", "1k4", "1k6", "1k8", "1k10", "1k12"]
DAMAGE_DICE: tuple[str, ...] = ("1k4", "1k6", "1k8", "1k10", "1k12")

MAX_ATTRIBUTE = 20  # growth cap (001:L222)
MAX_BO = 99
MAX_ITEMS = 40
MAX_EXTENSIONS = 10
MAX_DAY = 100_000


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class Attribute(_Part):
    """One attribute (SIL/HBI/VUL): current ≤ max ≤ 20 and XP 0–4 (5 means a level-up, 001:L221)."""

    current: int = Field(default=10, ge=0, le=MAX_ATTRIBUTE)
    max: int = Field(default=10, ge=1, le=MAX_ATTRIBUTE)
    xp: int = Field(default=0, ge=0, le=4)

    @model_validator(mode="after")
    def _current_within_max(self) -> Attribute:
        if self.current > self.max:
            raise ValueError(texts.ERR_CURRENT_ABOVE_MAX.format(current=self.current, max=self.max))
        return self


class Attributes(_Part):
    sil: Attribute = Field(default_factory=Attribute)
    hbi: Attribute = Field(default_factory=Attribute)
    vul: Attribute = Field(default_factory=Attribute)

    def get(self, key: AttrKey) -> Attribute:
        """The attribute ``key``."""
        attribute: Attribute = getattr(self, key)
        return attribute


class Defence(_Part):
    """Body obrany (BO): current ≤ max; the seed sets no cap on max (001:L89, L222)."""

    current: int = Field(default=3, ge=0, le=MAX_BO)
    max: int = Field(default=3, ge=0, le=MAX_BO)

    @model_validator(mode="after")
    def _current_within_max(self) -> Defence:
        if self.current > self.max:
            raise ValueError(texts.ERR_BO_ABOVE_MAX.format(current=self.current, max=self.max))
        return self


class Item(_Part):
    """One thing carried. ``location`` 0 = on the character, k = the k-th carrying extension (001:L100)."""

    name: str = Field(default="Předmět", min_length=1, max_length=80)
    size: ItemSize = "bezny"
    damage: DamageDie = ""
    blast: bool = False
    ranged: bool = False
    ammo: int | None = Field(default=None, ge=0, le=999)
    used_in_fight: bool = False
    armour: int = Field(default=0, ge=0, le=3)
    location: int = Field(default=0, ge=0, le=MAX_EXTENSIONS)
    note: str = Field(default="", max_length=300)


class Extension(_Part):
    """A carrying extension: cart, animal, retainer, Arkana (001:L100); the seed gives no size."""

    name: str = Field(default="Vozík", min_length=1, max_length=80)
    slots: int = Field(default=10, ge=1, le=200)


class States(_Part):
    """Saved states; zero-attribute states (paralysed …) are derived, never saved (001:L187-L189)."""

    exhausted: bool = False  # vyčerpaný (001:L104)
    critical: bool = False  # kriticky zraněný, umírá do hodiny (001:L182)
    stabilised: bool = False
    dead: bool = False
    skip_round_one: bool = False  # failed the round-one HBI save (001:L127)
    engaged: bool = False  # in an enemy's melee reach: cannot shoot (001:L173)

    @model_validator(mode="after")
    def _stabilised_needs_critical(self) -> States:
        if self.stabilised and not self.critical:
            raise ValueError(texts.ERR_STABILISED_WITHOUT_CRITICAL)
        return self


class Settings(_Part):
    save_mode: SaveMode = "pod"
    together_stronger: bool = False  # variant „Společně jsme silnější“ (001:L160-L161)
    creature: Creature = "postava"
    leader_vul: int = Field(default=0, ge=0, le=MAX_ATTRIBUTE)  # 0 = no leader (001:L199, L205)
    full_load_zero_bo: bool = False  # opt-in standard Cairn 2e rule, not in the seed (CHOICE 17)


class CairnSheet(SheetBase):
    """A Cairn character (or, for the Strážce, a monster or a detachment)."""

    system: Literal["cairn"] = "cairn"
    schema_version: Literal[2] = 2
    attributes: Attributes = Field(default_factory=Attributes)
    bo: Defence = Field(default_factory=Defence)
    inventory: list[Item] = Field(default_factory=list, max_length=MAX_ITEMS)
    extensions: list[Extension] = Field(default_factory=list, max_length=MAX_EXTENSIONS)
    money: int = Field(default=0, ge=0, le=10_000_000)
    states: States = Field(default_factory=States)
    settings: Settings = Field(default_factory=Settings)
    pending_growth: list[AttrKey] = Field(default_factory=list, max_length=9)
    day: int = Field(default=1, ge=1, le=MAX_DAY)  # den výpravy: deprivation and healing go by days (001:L91, L104)
    growth_notes: str = Field(default="", max_length=5000)

    @model_validator(mode="after")
    def _locations_exist(self) -> CairnSheet:
        for index, item in enumerate(self.inventory):
            if item.location > len(self.extensions):
                raise ValueError(texts.ERR_LOCATION.format(item=item.name, index=index + 1,
                                                           location=item.location))
        return self
