"""The attack on the board: the attacker's own attack action (its weapon, bonus, advantage and odds) against
the target's sheet (its OČ, conditions, Dodge), the damage through the target's own damage rules, and the turn
it uses — the Attack action, the bonus action of an off-hand attack, or the reaction (004:L240-L244,
L299-L339, L352-L394)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from py_rules.errors import RuleViolation
from py_rules.systems.base import ActionOutcome, DiceBox, Links, Odds
from py_rules.systems.dnd5e.texts import ATTACK_FIELDS
from py_rules.view import FieldView, number, select, toggle

from .. import texts as sheet_texts
from ..attack_maneuvers import Maneuver
from ..check_params import SaveParams
from ..combat import IMPROVISED, AttackParams
from ..rules import armor_class, incapacitated, speed
from ..sheet import DnD5eSheet, Weapon
from . import rules, texts
from .board import DnD5eEncounter
from .common import Params, Table, board_action, ensure_running, hurt, sheet_action

__all__ = ["ATTACK_ACTION", "BoardAttackParams"]

#: The target's conditions that change an attack roll, the strongest first (the sheet's attack takes one).
_TARGET_STATES = ("paralyzovany", "v_bezvedomi", "zkameneny", "ochromeny", "zadrzeny", "slepy", "neviditelny",
                  "lezici")


class BoardAttackParams(Params):
    zbran: str = Field(default="", max_length=6, pattern=r"^(\d{1,2}/\d{1,2})?$")  # "attacker/weapon"
    cil: int = Field(default=0, ge=0, le=15)
    vzdalenost: int = Field(default=1, ge=0, le=200)
    kryt: Literal["zadny", "polovicni", "trictvrtecni", "uplny"] = "zadny"
    reakce: bool = False
    druha_ruka: bool = False
    nevidis_cil: bool = False
    cil_te_nevidi: bool = False
    nepritel_vedle: bool = False
    inspirace: bool = False
    vyhoda_pj: bool = False
    nevyhoda_pj: bool = False
    vlastnost: Literal["lepsi", "sila", "obratnost"] = "lepsi"
    manevr: Maneuver = "zadny"
    druhy_cil: int = Field(default=-1, ge=-1, le=15)  # Sweeping's second creature (004:L600)
    srazit_do_bezvedomi: bool = False
    obema_rukama: bool = False
    vrhnout: bool = False
    plna_ruka: bool = False
    zblizka: bool = False
    bonus: int = Field(default=0, ge=-20, le=20)


def _weapon(sheet: DnD5eSheet, index: int, name: str) -> Weapon:
    if not sheet.weapons and index == 0:
        return IMPROVISED
    if not 0 <= index < len(sheet.weapons):
        raise RuleViolation(texts.ERR_NO_SUCH_WEAPON.format(name=name, n=index + 1))
    return sheet.weapons[index]


def _target_state(sheet: DnD5eSheet) -> str:
    for condition in _TARGET_STATES:
        if getattr(sheet.conditions, condition):
            return condition
    return "vtlaceny" if sheet.squeezing else "zadny"


def _economy(table: Table, board: DnD5eEncounter, attacker: int, p: BoardAttackParams, loading: bool) -> str:
    """Which part of the turn the attack uses ("akce", "bonusova", "reakce"); raises ``RuleViolation`` when
    it is not the attacker's turn and no reaction is used, or that part is spent (004:L240-L244, L338); a
    Loading weapon fires once an action, whatever the attacks (L491)."""
    me = table.people[attacker]
    table.able(attacker)
    if p.reakce:
        if me.reakce:
            raise RuleViolation(texts.ERR_REACTION_USED.format(name=table.name(attacker)))
        return "pripravena" if _readied(table, attacker) else "reakce"
    if attacker != board.na_tahu:
        raise RuleViolation(texts.ERR_NOT_YOUR_TURN.format(current=table.name(board.na_tahu),
                                                           name=table.name(attacker)))
    if p.druha_ruka:
        if me.bonusova_akce:
            raise RuleViolation(texts.ERR_BONUS_USED.format(name=table.name(attacker)))
        if me.utoky == 0:
            raise RuleViolation(texts.ERR_OFF_HAND_FIRST)
        if not me.utok_lehkou:
            raise RuleViolation(texts.ERR_OFF_HAND_LIGHT)
        return "bonusova"
    if me.akce and me.utoky == 0:
        raise RuleViolation(texts.ERR_ACTION_USED.format(name=table.name(attacker)))
    if me.utoky >= me.utoku_za_akci:
        raise RuleViolation(texts.ERR_ATTACKS_USED.format(name=table.name(attacker), n=me.utoku_za_akci))
    if loading and me.utoky >= 1:
        raise RuleViolation(texts.ERR_LOADING.format(name=table.name(attacker)))
    return "akce"


def _readied(table: Table, attacker: int) -> bool:
    """The attacker has readied an action (Příprava), which its reaction may now take (004:L285)."""
    return any(e.druh == "priprava" for e in table.people[attacker].ucinky)


def _opportunity(table: Table, board: DnD5eEncounter, attacker: int, weapon: Weapon, p: BoardAttackParams) -> None:
    """An attack by reaction without a readied action is an opportunity attack: one melee attack against a
    hostile creature the attacker sees (004:L334); raises ``RuleViolation`` otherwise."""
    if (weapon.na_dalku and not p.zblizka) or p.vrhnout:
        raise RuleViolation(texts.ERR_OPPORTUNITY_MELEE.format(name=table.name(attacker)))
    if board.ucastnici[attacker].strana == board.ucastnici[p.cil].strana:
        raise RuleViolation(texts.ERR_OPPORTUNITY_HOSTILE.format(name=table.name(p.cil)))
    if p.nevidis_cil:
        raise RuleViolation(texts.ERR_OPPORTUNITY_SEEN.format(name=table.name(p.cil)))


def _light_in_one_hand(weapon: Weapon, p: BoardAttackParams) -> bool:
    """The Attack action's attack that allows an off-hand attack: a light melee weapon held in one hand, also
    thrown (004:L338-L340)."""
    return weapon.lehka and not weapon.na_dalku and not weapon.obourucni and not p.obema_rukama


def _named(names: list[str], wanted: str) -> bool:
    return bool(wanted) and wanted.casefold() in (n.casefold() for n in names)


def _setup(board: DnD5eEncounter, p: BoardAttackParams, table: Table) -> tuple[int, str, bool, AttackParams]:
    """(attacker, economy, helped, the sheet's attack params), checked before anything changes."""
    ensure_running(board)
    if not p.zbran:
        raise RuleViolation(texts.ERR_NO_WEAPON)
    attacker, index = (int(part) for part in p.zbran.split("/"))
    rules.person(board, attacker)
    rules.person(board, p.cil)
    if attacker == p.cil:
        raise RuleViolation(texts.ERR_SELF.format(name=table.name(p.cil)))
    sheet, aimed = table.get(attacker), table.get(p.cil)
    weapon = _weapon(sheet, index, table.name(attacker))
    economy = _economy(table, board, attacker, p, weapon.nabijeci)
    if economy == "reakce":
        _opportunity(table, board, attacker, weapon, p)
    if aimed.dead:
        raise RuleViolation(texts.ERR_TARGET_DEAD.format(name=table.name(p.cil)))
    if p.srazit_do_bezvedomi and ((weapon.na_dalku and not p.zblizka) or p.vrhnout):
        raise RuleViolation(sheet_texts.ERRORS.RANGED_KNOCKOUT)
    second_ac = _second_target(table, board, attacker, p) if p.manevr == "protazeny" else 0
    names = [table.name(i) for i in range(len(board.ucastnici))]
    helped = any(e.druh == "pomoc" for e in table.people[attacker].ucinky)
    params = AttackParams(
        zbran=index, oc=armor_class(aimed), vzdalenost=p.vzdalenost, kryt=p.kryt, cil_stav=_target_state(aimed),
        cil_je_zmamitel=sheet.conditions.zmameny and _named([table.name(p.cil)], sheet.conditions.zmamitel),
        cil_uhyba=aimed.dodging and not incapacitated(aimed) and speed(aimed) > 0, nevidis_cil=p.nevidis_cil,
        cil_te_nevidi=p.cil_te_nevidi, nepritel_vedle=p.nepritel_vedle, pomoc=helped, inspirace=p.inspirace,
        vyhoda_pj=p.vyhoda_pj, nevyhoda_pj=p.nevyhoda_pj,
        strach_v_dohledu=sheet.conditions.vystraseny and _named(names, sheet.conditions.zdroj_strachu),
        vlastnost=p.vlastnost, druha_ruka=p.druha_ruka, manevr=p.manevr, cil_velikost=aimed.size,
        druhy_cil_oc=second_ac, obema_rukama=p.obema_rukama, vrhnout=p.vrhnout, plna_ruka=p.plna_ruka,
        zblizka=p.zblizka, bonus=p.bonus)
    return attacker, economy, helped, params


def _second_target(table: Table, board: DnD5eEncounter, attacker: int, p: BoardAttackParams) -> int:
    """The OČ of Sweeping's second creature: another living participant than the attacker and the target
    (004:L600; «do 1 sáhu od původního cíle» and «ve tvém dosahu» are the GM's to judge)."""
    if p.druhy_cil < 0:
        raise RuleViolation(sheet_texts.AttackManeuver.SWEEP_SECOND)
    rules.person(board, p.druhy_cil)
    if p.druhy_cil in (attacker, p.cil):
        raise RuleViolation(texts.ERR_SWEEP_OTHER)
    second = table.get(p.druhy_cil)
    if second.dead:
        raise RuleViolation(texts.ERR_TARGET_DEAD.format(name=table.name(p.druhy_cil)))
    return armor_class(second)


def _maneuver_after(table: Table, p: BoardAttackParams, details: dict[str, Any], box: DiceBox) -> list[str]:
    """What an on-hit manoeuvre does to the others: Sweeping's die lands on the second creature's sheet
    (004:L600); Trip and Push ask the target's own Str save, and Trip knocks it prone on a failure (L598, L614)."""
    lines: list[str] = []
    if details.get("sweep_damage"):
        _, hurt_lines = hurt(table, p.druhy_cil, int(details["sweep_damage"]), str(details["damage_type"]))
        lines += hurt_lines
    dc = int(details.get("save_dc", 0))
    if dc and not table.get(p.cil).dead:
        save = sheet_action("zachrana").perform(table.get(p.cil), SaveParams(vlastnost="sila", so=dc), box)
        lines += table.put(p.cil, save.sheet, [save.explanation])
        if save.outcome != "success" and p.manevr == "podrazeci":
            fallen = save.sheet.model_copy(update={"conditions": save.sheet.conditions.model_copy(
                update={"lezici": True})})
            lines += table.put(p.cil, fallen, [texts.TRIPPED])
        elif save.outcome != "success":
            lines.append(texts.PUSHED.format(name=table.name(p.cil)))
    return lines


def _odds(board: DnD5eEncounter, p: BoardAttackParams, links: Links) -> Odds | None:
    table = Table(board, links)
    attacker, _, _, params = _setup(board, p, table)
    return sheet_action("utok").odds_for(table.get(attacker), params, links)


def _attack(board: DnD5eEncounter, p: BoardAttackParams, box: DiceBox,
            links: Links) -> ActionOutcome[DnD5eEncounter]:
    table = Table(board, links)
    attacker, economy, helped, params = _setup(board, p, table)
    rolled = sheet_action("utok").perform(table.get(attacker), params, box)
    lines = table.put(attacker, rolled.sheet, rolled.changes)
    me = table.people[attacker]
    if economy == "pripravena":
        readied = next(e for e in me.ucinky if e.druh == "priprava")
        table.update(attacker, reakce=True, ucinky=[e for e in me.ucinky if e is not readied])
        me = table.people[attacker]
        used = texts.ECONOMY_READIED
    elif economy == "reakce":
        table.update(attacker, reakce=True)
        used = texts.ECONOMY_REACTION
    elif economy == "bonusova":
        table.update(attacker, bonusova_akce=True)
        used = texts.ECONOMY_BONUS
    else:
        weapon = _weapon(table.get(attacker), params.zbran, table.name(attacker))
        table.update(attacker, akce=True, utoky=me.utoky + 1,
                     utok_lehkou=me.utok_lehkou or _light_in_one_hand(weapon, p))
        used = texts.ECONOMY_ACTION.format(n=me.utoky + 1)
    if helped:
        first = next(e for e in me.ucinky if e.druh == "pomoc")
        table.update(attacker, ucinky=[e for e in me.ucinky if e is not first])
        lines.append(f"{table.name(attacker)}: {texts.HELP_USED}")
    lines.append(texts.USED.format(name=table.name(attacker), what=used))
    details: dict[str, Any] = dict(rolled.details)
    if rolled.outcome in ("hit", "critical"):
        damage_outcome, hurt_lines = hurt(table, p.cil, int(details["damage"]), str(details["damage_type"]),
                                          critical=rolled.outcome == "critical", knockout=p.srazit_do_bezvedomi)
        lines += hurt_lines
        details["target_outcome"] = damage_outcome
        lines += _maneuver_after(table, p, details, box)
    opening = texts.ATTACK_TEXT.format(attacker=table.name(attacker), target=table.name(p.cil))
    text = f"{opening} {rolled.explanation}"
    return table.outcome(rolled.outcome, rolled.label, text, changes=lines, probability=rolled.probability,
                         total=rolled.total, details=details)


def _weapon_options(board: DnD5eEncounter, links: Links) -> list[tuple[Any, str]]:
    options: list[tuple[Any, str]] = []
    order = [board.na_tahu, *(i for i in range(len(board.ucastnici)) if i != board.na_tahu)]
    for i in order:
        if i >= len(board.ucastnici):
            continue
        try:
            sheet = rules.sheet_of(board, i, links)
        except RuleViolation:
            continue
        weapons = sheet.weapons or [IMPROVISED]
        name = rules.name_of(board, i, links)
        options += [(f"{i}/{w}", f"{name}: {weapon.name} ({weapon.kostky})") for w, weapon in enumerate(weapons)]
    return options


def _form(board: DnD5eEncounter, links: Links) -> list[FieldView]:
    weapons = _weapon_options(board, links) or [("", texts.NONE)]
    attacker = int(str(weapons[0][0]).split("/")[0]) if weapons[0][0] else 0
    side = board.ucastnici[attacker].strana if attacker < len(board.ucastnici) else 0
    targets = [(i, rules.name_of(board, i, links)) for i in range(len(board.ucastnici))] or [(0, texts.NONE)]
    foe = next((i for i, q in enumerate(board.ucastnici) if q.strana != side), targets[0][0])
    ticks = ("nevidis_cil", "cil_te_nevidi", "nepritel_vedle", "inspirace", "vyhoda_pj", "nevyhoda_pj")
    return [select("zbran", texts.P_WEAPON, weapons[0][0], weapons), select("cil", texts.P_TARGET, foe, targets),
            number("vzdalenost", texts.P_DISTANCE, 1, 0, 200), toggle("reakce", texts.P_REACTION),
            select("kryt", ATTACK_FIELDS["kryt"], "zadny", sheet_texts.COVER),
            *(toggle(t, ATTACK_FIELDS[t]) for t in ticks),
            select("vlastnost", ATTACK_FIELDS["vlastnost"], "lepsi", sheet_texts.FINESSE_CHOICES),
            toggle("druha_ruka", ATTACK_FIELDS["druha_ruka"]),
            select("manevr", ATTACK_FIELDS["manevr"], "zadny", sheet_texts.ATTACK_MANEUVERS),
            select("druhy_cil", texts.P_SECOND, -1, [(-1, texts.NONE), *targets]),
            toggle("srazit_do_bezvedomi", texts.P_KNOCKOUT), toggle("obema_rukama", ATTACK_FIELDS["obema_rukama"]),
            toggle("vrhnout", ATTACK_FIELDS["vrhnout"]), toggle("zblizka", sheet_texts.Improvised.SWUNG_FIELD),
            toggle("plna_ruka", sheet_texts.Hands.HELD_FIELD),
            number("bonus", ATTACK_FIELDS["bonus"], 0, -20, 20)]


ATTACK_ACTION = board_action("utok", texts.A_ATTACK, BoardAttackParams, _attack, form=_form, odds=_odds,
                             dice=texts.DICE_ATTACK, hint=texts.H_ATTACK)
