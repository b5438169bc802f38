"""Forms of the scene's rolls: who rolls, at whom, by which approach or NPC skill, with which stunt, invokes and
helpers (002:L36, L138, L142), who defends (L118), and the invokes after the dice."""

from __future__ import annotations

from py_rules.errors import RuleViolation
from py_rules.systems.base import Links
from py_rules.systems.fate import texts
from py_rules.systems.fate.rules import DEFAULT_HELPER_LIMIT, format_rating
from py_rules.systems.fate.scene.board import FateScene
from py_rules.systems.fate.scene.invokes import in_play
from py_rules.systems.fate.scene.table import Sheets, name_of, on_turn
from py_rules.systems.fate.scene.words import TABLE_TEXT
from py_rules.systems.fate.texts import LABELS
from py_rules.view import FieldView, Option, number, select, text, toggle

__all__ = ["after_form", "attack_form", "default_actor", "defence_form", "people", "roll_form"]


def people(scene: FateScene, links: Links) -> list[Option]:
    return [Option(value=i, label=name_of(scene, i, links)) for i in range(len(scene.ucastnici))] or \
        [Option(value=0, label="–")]


def default_actor(scene: FateScene) -> int:
    turn = on_turn(scene)
    return turn if turn is not None else 0


def _default_target(scene: FateScene, actor: int) -> int:
    side = scene.ucastnici[actor].strana if actor < len(scene.ucastnici) else 0
    return next((i for i, p in enumerate(scene.ucastnici) if p.strana != side), 0)


def _free_paid(scene: FateScene, links: Links) -> list[FieldView]:
    sheets = Sheets(scene, links)
    free = [Option(value=-1, label=TABLE_TEXT.P_NONE)] + [
        Option(value=i, label=f"{a.text} ({a.free_invokes}, {a.holder or '–'})")
        for i, a in enumerate(scene.aspects) if a.free_invokes]
    paid = [Option(value="", label=TABLE_TEXT.P_NONE)] + [
        Option(value=n, label=n) for n in in_play(scene, sheets).values()]
    return [select("volne_1", TABLE_TEXT.P_FREE.format(n=1), -1, free, hint=TABLE_TEXT.H_FREE),
            select("volne_2", TABLE_TEXT.P_FREE.format(n=2), -1, free),
            select("placene_1", TABLE_TEXT.P_PAID.format(n=1), "", paid, hint=TABLE_TEXT.H_PAID),
            select("placene_2", TABLE_TEXT.P_PAID.format(n=2), "", paid)]


def _choices(scene: FateScene, links: Links) -> list[FieldView]:
    """Invokes, the stunt, an NPC's skill and the helpers of a roll."""
    sheets = Sheets(scene, links)
    stunts = [Option(value="", label=TABLE_TEXT.P_NO_STUNT)]
    skills = [Option(value="", label=TABLE_TEXT.P_BY_APPROACH)]
    for i, p in enumerate(scene.ucastnici):
        try:
            sheet = sheets.get(i)
        except RuleViolation:
            continue
        name = name_of(scene, i, links)
        stunts += [Option(value=f"{i}/{s}", label=f"{name}: {stunt.name} (+{stunt.bonus})")
                   for s, stunt in enumerate(sheet.stunts)]
        if not p.postava:
            skills += [Option(value=f"{i}/{k}", label=f"{name}: {skill.nazev} ({format_rating(skill.hodnoceni)})")
                       for k, skill in enumerate(p.dovednosti)]
    helpers = [Option(value=-1, label=TABLE_TEXT.NOBODY_HELPS), *people(scene, links)]
    return [*_free_paid(scene, links),
            number("prehozy", LABELS.REROLLS, 0, 0, 4, hint=TABLE_TEXT.H_REROLLS),
            select("trik", TABLE_TEXT.P_STUNT, "", stunts),
            select("dovednost", TABLE_TEXT.P_SKILL, "", skills, hint=TABLE_TEXT.H_SKILL),
            select("pomocnik_1", TABLE_TEXT.P_HELPER.format(n=1), -1, helpers, hint=TABLE_TEXT.H_HELPER),
            select("pomocnik_2", TABLE_TEXT.P_HELPER.format(n=2), -1, helpers),
            select("pomocnik_3", TABLE_TEXT.P_HELPER.format(n=3), -1, helpers),
            number("pomocniku_max", TABLE_TEXT.P_HELPER_LIMIT, DEFAULT_HELPER_LIMIT, 0, 5)]


def _opponent(scene: FateScene, links: Links) -> list[FieldView]:
    """An active opponent from the scene, by approach or (an NPC) by skill (002:L94, L104, L122)."""
    skills = [Option(value="", label=TABLE_TEXT.P_BY_APPROACH)] + [
        Option(value=f"{i}/{k}", label=f"{name_of(scene, i, links)}: {s.nazev} ({format_rating(s.hodnoceni)})")
        for i, p in enumerate(scene.ucastnici) if not p.postava for k, s in enumerate(p.dovednosti)]
    return [select("odpurce", TABLE_TEXT.P_OPPONENT, -1,
                   [Option(value=-1, label=TABLE_TEXT.P_OPPONENT_NONE), *people(scene, links)],
                   hint=TABLE_TEXT.H_OPPONENT),
            select("odpurce_pristup", TABLE_TEXT.P_OPPONENT_APPROACH, "spech", texts.APPROACHES),
            select("odpurce_dovednost", TABLE_TEXT.P_OPPONENT_SKILL, "", skills)]


def roll_form(scene: FateScene, links: Links) -> list[FieldView]:
    existing = [Option(value=-1, label=TABLE_TEXT.P_NEW_ASPECT)] + [
        Option(value=i, label=a.text) for i, a in enumerate(scene.aspects)]
    return [select("kdo", TABLE_TEXT.P_WHO, default_actor(scene), people(scene, links)),
            select("akce", TABLE_TEXT.P_ACTION, "overcome", TABLE_TEXT.ROLL_ACTIONS),
            select("pristup", TABLE_TEXT.P_APPROACH, "styl", texts.APPROACHES),
            select("opozice_druh", TABLE_TEXT.P_OPPOSITION_KIND, "static", TABLE_TEXT.OPPOSITION_KINDS),
            number("opozice", TABLE_TEXT.P_OPPOSITION, 2, -4, 12, hint=LABELS.OPPOSITION_HINT),
            *_opponent(scene, links),
            select("cil", TABLE_TEXT.P_AIM_TARGET, -1,
                   [Option(value=-1, label=TABLE_TEXT.P_NO_TARGET), *people(scene, links)],
                   hint=TABLE_TEXT.H_AIM_TARGET),
            *_choices(scene, links),
            select("existujici", TABLE_TEXT.P_EXISTING, -1, existing),
            text("nazev", TABLE_TEXT.P_ASPECT_NAME, TABLE_TEXT.ASPECT_DEFAULT),
            toggle("pro_oponenta", TABLE_TEXT.P_GIVE_OPPONENT),
            toggle("vazna_cena", TABLE_TEXT.P_ACCEPT_COST)]


def attack_form(scene: FateScene, links: Links) -> list[FieldView]:
    actor = default_actor(scene)
    return [select("kdo", TABLE_TEXT.P_WHO, actor, people(scene, links)),
            select("cil", TABLE_TEXT.P_TARGET, _default_target(scene, actor), people(scene, links)),
            select("pristup", TABLE_TEXT.P_APPROACH, "sila", texts.APPROACHES),
            *_choices(scene, links),
            toggle("styl_posileni", TABLE_TEXT.P_STYLE_BOOST)]


def defence_form(scene: FateScene, links: Links) -> list[FieldView]:
    defenders = [Option(value=-1, label=TABLE_TEXT.P_THE_TARGET), *people(scene, links)]
    return [select("pristup", TABLE_TEXT.P_APPROACH, "spech", texts.APPROACHES),
            select("kdo", TABLE_TEXT.P_DEFENDER, -1, defenders, hint=TABLE_TEXT.H_DEFENDER),
            *_choices(scene, links)]


def after_form(scene: FateScene, links: Links) -> list[FieldView]:
    late = scene.utok is None and scene.posledni_hod is not None and scene.posledni_hod.akce == "defend"
    attacker = [toggle("utocnik", TABLE_TEXT.P_AFTER_ATTACKER, False, hint=TABLE_TEXT.H_AFTER_ATTACKER)] if late else []
    return [select("pouziti", TABLE_TEXT.P_USE, "bonus", TABLE_TEXT.USES), *attacker, *_free_paid(scene, links)]
