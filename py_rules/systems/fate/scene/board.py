"""The saved state of a Fate scene board: situation aspects, boosts and free invokes (002:L96, L152-L158).

Pure functions here change a scene and return a new one; they raise ``RuleViolation`` for what the rules forbid.
Aspect and boost details the seed only references (p.107-109) follow the FAE SRD.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from py_rules.errors import RuleViolation
from py_rules.systems.base import SheetBase
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import check_invokes
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.sheet import ApproachKey, FateSheet, StackingMode, updated
from py_rules.systems.fate.texts import ERRORS

__all__ = [
    "MAX_PARTICIPANTS",
    "MAX_SKILLS",
    "ConflictKind",
    "DefendedAction",
    "FateScene",
    "InvokeRecord",
    "NpcSkill",
    "Participant",
    "PendingAttack",
    "PendingHit",
    "SceneAspect",
    "SceneRoll",
    "add_aspect",
    "advance_round",
    "boost",
    "end_scene",
    "new_ident",
    "next_roll",
    "spend_invoke",
]

AspectKind = Literal["situation", "boost", "consequence"]
ConflictKind = Literal["fyzicky", "dusevni"]
MAX_ASPECTS, MAX_ROUND, MAX_ROLLS = 30, 999, 99_999
MAX_PARTICIPANTS = 12
MAX_IDENT = 999_999
MAX_SKILLS = 6
FateDie = Annotated[int, Field(ge=-1, le=1)]
FourDice = Annotated[list[FateDie], Field(min_length=4, max_length=4)]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True, validate_default=True)


class SceneAspect(_Part):
    """An aspect on the scene with the free invokes someone (``holder``) has on it."""

    text: str = Field(default=texts.SCENE_TEXT.NEW_ASPECT_DEFAULT, min_length=1, max_length=120)
    kind: AspectKind = "situation"
    free_invokes: int = Field(default=0, ge=0, le=9)
    holder: str = Field(default="", max_length=80)
    expires_round: int | None = Field(default=None, ge=1, le=999)
    # outside a conflict: the last roll (``FateScene.rolls``) the boost can still be used in (002:L156; choice 5)
    expires_roll: int | None = Field(default=None, ge=1, le=MAX_ROLLS + 1)
    # schema 6: only the holder spends these free invokes — the opponent's invoke of a failed create-advantage
    # (002:L158); handing one to an ally needs a successful create-advantage roll (L142)
    holder_only: bool = False
    # schema 9: a stable id (0: none) for an aspect something waits on — a create-advantage waiting for its
    # defence names its existing aspect by it, so deleting another aspect by hand cannot re-point it
    ident: int = Field(default=0, ge=0, le=MAX_IDENT)

    @model_validator(mode="after")
    def _boost_is_one_invoke(self) -> SceneAspect:
        if self.kind == "boost" and self.free_invokes != 1:
            raise ValueError(ERRORS.BOOST_ONE)
        return self


class InvokeRecord(_Part):
    aspect: str = Field(min_length=1, max_length=120)
    paid: bool = False


class NpcSkill(_Part):
    """What a quick NPC is rated in instead of an approach [FAE SRD, mooks: «Dobrý (+2) v …», «Špatný (−2) v …»;
    Fate Core's nameless NPCs rate a skill +1…+3]. Everything else it does is its approach (+0 for a mook)."""

    nazev: str = Field(default=TABLE_TEXT.SKILL_DEFAULT, min_length=1, max_length=80)
    hodnoceni: int = Field(default=2, ge=-2, le=8)


class Participant(_Part):
    """Someone in the scene: a party member linked by the save id of their ``fate`` sheet (``postava``), or a
    quick NPC kept on the scene (``denik``: approaches, stunts, stress and consequences like a sheet; ``dovednosti``:
    what a mook is good or bad at, rated like a skill)."""

    jmeno: str = Field(min_length=1, max_length=80)
    strana: int = Field(default=1, ge=0, le=1)  # 0 the player characters, 1 their opposition
    postava: str = Field(default="", max_length=64, pattern=r"^[A-Za-z0-9_-]*$")
    denik: FateSheet | None = None  # an NPC; kept but unused while linked
    jednal: bool = False  # has taken the action of this exchange
    vzdal: bool = False  # conceded this conflict (FAE SRD, conceding)
    # schema 4: a quick NPC's skill ratings (kept but unused while linked)
    dovednosti: list[NpcSkill] = Field(default_factory=list, max_length=MAX_SKILLS)


DefendedAction = Literal["attack", "advantage"]


class PendingAttack(_Part):
    """An attack rolled and waiting for the target's defence roll (002:L110: the target may always defend), or
    since schema 7 a create-advantage aimed at the target (002:L94, L114-L116: it may defend against it)."""

    utocnik: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    cil: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    pristup: ApproachKey = "sila"
    celkem: int = Field(ge=-30, le=80)  # the attacker's total
    styl_posileni: bool = False  # with style, trade one shift for a boost (002:L174; choice 8)
    # schema 7: the action waiting for the defence, and a create-advantage's aspect (as ``SceneRoll``'s)
    akce: DefendedAction = "attack"
    existujici: int = Field(default=-1, ge=-1, lt=MAX_ASPECTS)
    nazev: str = Field(default=TABLE_TEXT.ASPECT_DEFAULT, min_length=1, max_length=120)
    pro_oponenta: bool = False
    # schema 8: the dice in ``celkem``, so an invoke may reroll them (002:L138 «možností opakování hodu»); None for
    # a scene saved before 8, which kept only the total
    kostky: FourDice | None = None
    # schema 9: the ``ident`` of the existing aspect ``existujici`` (0: a new aspect); ``existujici`` follows it
    aspekt_id: int = Field(default=0, ge=0, le=MAX_IDENT)


class PendingHit(_Part):
    """Shifts of harm the target must still take: stress, consequences or taken out (002:L172 → SRD)."""

    utocnik: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    cil: int = Field(ge=0, lt=MAX_PARTICIPANTS)
    posuny: int = Field(ge=1, le=60)


class SceneRoll(_Part):
    """The last roll on the scene whose dice are known and whose result may still change: the roller may invoke
    after seeing them [FAE SRD: invoke after rolling; 002:L138]. ``pred`` are the scene's aspects before the
    result was written, so the result is written again from them with the new total."""

    akce: Literal["overcome", "advantage", "defend"] = "overcome"
    kdo: int = Field(ge=0, lt=MAX_PARTICIPANTS)  # the roller (the defender of a defence)
    jak: str = Field(default="", max_length=120)  # «přístupem Styl» / «dovedností „rvačka“» for the text
    kostky: list[FateDie] = Field(min_length=4, max_length=4)
    modifikator: int = Field(ge=-30, le=80)
    proti: int = Field(ge=-30, le=80)  # the opposition's total, or the attack's total for a defence
    kolo: int = Field(ge=1, le=MAX_ROUND)
    hody: int = Field(ge=0, le=MAX_ROLLS)
    existujici: int = Field(default=-1, ge=-1, lt=MAX_ASPECTS)
    nazev: str = Field(default=TABLE_TEXT.ASPECT_DEFAULT, min_length=1, max_length=120)
    pro_oponenta: bool = False
    vazna_cena: bool = False
    utocnik: int = Field(default=0, ge=0, lt=MAX_PARTICIPANTS)  # a defence: who attacked (or created the advantage)
    styl_posileni: bool = False
    # schema 7: what a defence defended against: an attack, or a create-advantage aimed at the defender (002:L116)
    proti_akce: DefendedAction = "attack"
    # schema 8: a defence: the attack's dice in ``proti``, so the attacker may reroll them after the defence (002:L138);
    # None for a scene saved before 8
    utok_kostky: FourDice | None = None
    # schema 6: who on the scene opposed an overcome / create an advantage (−1: a number); a failed advantage's
    # free invoke for the opponent goes to them (002:L158)
    odpurce: int = Field(default=-1, ge=-1, lt=MAX_PARTICIPANTS)
    pred: list[SceneAspect] = Field(default_factory=list, max_length=MAX_ASPECTS)
    # schema 5: a defence's attack invokes (with the attack, after its dice, after the defence's dice), so the
    # attacker may still invoke after the defence with each aspect once per roll in total (002:L138)
    utok_vyvolani: list[InvokeRecord] = Field(default_factory=list, max_length=12)

    @property
    def total(self) -> int:
        return sum(self.kostky) + self.modifikator

    @property
    def shifts(self) -> int:
        return self.total - self.proti


class FateScene(SheetBase):
    """A scene (or conflict) the game master keeps; saved like a character."""

    system: Literal["fate_scena"] = "fate_scena"
    schema_version: Literal[9] = 9
    in_conflict: bool = False
    round: int = Field(default=1, ge=1, le=999)
    rolls: int = Field(default=0, ge=0, le=MAX_ROLLS)  # rolls started with «Nový hod» (boosts outside a conflict)
    invoke_stacking: StackingMode = "condensed"
    aspects: list[SceneAspect] = Field(default_factory=list, max_length=30)
    current_roll: list[InvokeRecord] = Field(default_factory=list, max_length=12)
    # schema 3 (issue 22 Build): the characters and NPCs of the scene, the conflict's turn order and the
    # attack in progress
    ucastnici: list[Participant] = Field(default_factory=list, max_length=MAX_PARTICIPANTS)
    druh_konfliktu: ConflictKind = "fyzicky"
    poradi: list[int] = Field(default_factory=list, max_length=MAX_PARTICIPANTS)  # participant indices
    na_tahu: int = Field(default=0, ge=0, lt=MAX_PARTICIPANTS)  # position in ``poradi``
    utok: PendingAttack | None = None
    zasah: PendingHit | None = None
    # schema 4: the last roll, open to invokes after its dice are seen
    posledni_hod: SceneRoll | None = None

    @model_validator(mode="after")
    def _consistent(self) -> FateScene:
        for person in self.ucastnici:
            if not person.postava and person.denik is None:
                raise ValueError(TABLE_TEXT.NPC_NEEDS_VALUES.format(name=person.jmeno))
        linked = [p.postava for p in self.ucastnici if p.postava]
        if len(linked) != len(set(linked)):
            raise ValueError(TABLE_TEXT.LINKED_TWICE)
        n = len(self.ucastnici)
        if any(i >= n for i in self.poradi) or len(set(self.poradi)) != len(self.poradi):
            raise ValueError(TABLE_TEXT.ORDER_STALE)
        if self.poradi and self.na_tahu >= len(self.poradi):
            raise ValueError(TABLE_TEXT.ORDER_STALE)
        for pending in (self.utok, self.zasah):
            if pending is not None and max(pending.utocnik, pending.cil) >= n:
                raise ValueError(TABLE_TEXT.PENDING_STALE)
        self._follow_pending_aspect()
        if self.utok is not None and self.utok.existujici >= len(self.aspects):
            raise ValueError(TABLE_TEXT.PENDING_ASPECT_STALE)
        last = self.posledni_hod
        if last is not None and max(last.kdo, last.utocnik, last.odpurce) >= n:
            raise ValueError(TABLE_TEXT.PENDING_STALE)
        return self

    def _follow_pending_aspect(self) -> None:
        """A create-advantage waiting for its defence keeps its existing aspect by ``ident``: after another aspect
        was deleted or moved by hand, ``existujici`` follows it; deleting (or doubling) that aspect itself is
        refused (002:L150, L94: the defence decides what lands on it)."""
        waiting = self.utok
        if waiting is None or waiting.existujici < 0 or not waiting.aspekt_id:
            return
        found = [i for i, a in enumerate(self.aspects) if a.ident == waiting.aspekt_id]
        if len(found) != 1:
            raise ValueError(TABLE_TEXT.PENDING_ASPECT_DELETED)
        if found[0] != waiting.existujici:
            self.utok = waiting.model_copy(update={"existujici": found[0]})


def new_ident(aspects: list[SceneAspect]) -> int:
    """An ``ident`` no aspect of ``aspects`` has; raises ``RuleViolation`` past ``MAX_IDENT``."""
    ident = max((a.ident for a in aspects), default=0) + 1
    if ident > MAX_IDENT:
        raise RuleViolation(ERRORS.SCENE_FULL.format(limit=MAX_IDENT))
    return ident


def add_aspect(scene: FateScene, aspect: SceneAspect) -> FateScene:
    """The scene with ``aspect`` added; raises ``RuleViolation`` when the board is full."""
    if len(scene.aspects) >= MAX_ASPECTS:
        raise RuleViolation(ERRORS.SCENE_FULL.format(limit=MAX_ASPECTS))
    return updated(scene, aspects=[*scene.aspects, aspect])


def boost(scene: FateScene, text: str, holder: str) -> SceneAspect:
    """A boost: one free invoke «do konce příštího kola» (002:L156; choice 5).

    In a conflict: until the end of the next round. Outside a conflict there are no rounds, so the text's «next
    round» is read as the next roll: the boost can be used in the roll after the one that made it and vanishes
    when the roll after that starts («Nový hod»). Raises ``RuleViolation`` in a conflict's last round (MAX_ROUND):
    the boost would outlast every round kept.
    """
    if not scene.in_conflict:
        return SceneAspect(text=text, kind="boost", free_invokes=1, holder=holder, expires_roll=scene.rolls + 1)
    expires = scene.round + 1
    if expires > MAX_ROUND:
        raise RuleViolation(ERRORS.BOOST_LAST_ROUND.format(limit=MAX_ROUND, after=expires))
    return SceneAspect(text=text, kind="boost", free_invokes=1, holder=holder, expires_round=expires)


def next_roll(scene: FateScene) -> tuple[FateScene, list[str]]:
    """A new roll starts: the invokes of the last one are forgotten and boosts made outside a conflict two rolls
    ago vanish (002:L156, read as above). Raises ``RuleViolation`` past ``MAX_ROLLS``."""
    rolls = scene.rolls + 1
    if rolls > MAX_ROLLS:
        raise RuleViolation(ERRORS.ROLLS.format(limit=MAX_ROLLS))
    kept = [a for a in scene.aspects if a.expires_roll is None or a.expires_roll >= rolls]
    gone = [a.text for a in scene.aspects if a not in kept]
    return updated(scene, rolls=rolls, aspects=kept, current_roll=[], posledni_hod=None), gone


def spend_invoke(scene: FateScene, index: int, paid: bool) -> FateScene:
    """Invoke aspect ``index`` for the current roll: a free invoke is spent (a used boost vanishes).

    Raises ``RuleViolation`` for a missing aspect, no free invoke left, or a stacking rule (digest choice 9).
    """
    if not 0 <= index < len(scene.aspects):
        raise RuleViolation(ERRORS.NO_ASPECT)
    aspect = scene.aspects[index]
    if not paid and aspect.free_invokes == 0:
        raise RuleViolation(ERRORS.NO_FREE_INVOKE.format(aspect=aspect.text))
    records = [*scene.current_roll, InvokeRecord(aspect=aspect.text, paid=paid)]
    check_invokes([(r.aspect, r.paid) for r in records], scene.invoke_stacking)
    if len(records) > 12:
        raise RuleViolation(ERRORS.ROLL_FULL)
    aspects = list(scene.aspects)
    if not paid:
        if aspect.kind == "boost":
            del aspects[index]
        else:
            aspects[index] = aspect.model_copy(update={"free_invokes": aspect.free_invokes - 1})
    return updated(scene, aspects=aspects, current_roll=records)


def advance_round(scene: FateScene) -> tuple[FateScene, list[str]]:
    """Next round of the conflict; boosts whose last round has passed vanish (002:L156)."""
    new_round = scene.round + 1
    if new_round > MAX_ROUND:
        raise RuleViolation(ERRORS.ROUNDS.format(limit=MAX_ROUND))
    kept = [a for a in scene.aspects if a.expires_round is None or a.expires_round >= new_round]
    gone = [a.text for a in scene.aspects if a not in kept]
    people = [p.model_copy(update={"jednal": False}) for p in scene.ucastnici]
    return updated(scene, round=new_round, aspects=kept, current_roll=[], in_conflict=True, na_tahu=0,
                   ucastnici=people, posledni_hod=None), gone


def end_scene(scene: FateScene) -> tuple[FateScene, list[str]]:
    """Scene end: situation aspects and boosts vanish [FAE SRD]; consequences stay (they outlast scenes)."""
    kept = [a for a in scene.aspects if a.kind == "consequence"]
    gone = [a.text for a in scene.aspects if a.kind != "consequence"]
    people = [p.model_copy(update={"jednal": False, "vzdal": False}) for p in scene.ucastnici]
    return updated(scene, aspects=kept, round=1, in_conflict=False, current_roll=[], ucastnici=people, poradi=[],
                   na_tahu=0, utok=None, zasah=None, posledni_hod=None), gone
