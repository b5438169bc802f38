"""A pomocník's own roll from the hero's deník (issue 23 Build 2).

A helper is a being (000:L71, L143): it rolls 2k6 plus its charakteristika when the skill it uses falls
under it, else plus nothing (000:L210, L383-L384), against its own Ohrožení (000:L300). A threatened failure
waits in the deník like the hero's own (``ceka`` with ``pomocnik``): the helper exhausts for itself from the
player's Sudba within its hranice and the missing part from its Pouto (000:L67, L87), or accepts, and the
consequence lands on the helper (its Ohrožení, its Jizvy on the hero's list of helpers).

A helper's střet of two is played here too (000:L489-L509): its hod against the opponent's, ties to the
actor, then the higher die, the dice sum and a lot (000:L501). Lost, it waits like a failure; won, the
opponent's decision is recorded with «Rozhodnutí protivníka» and the helper's own declared consequence (its
Ohrožení −1 or its Výhoda +1, 000:L330-L331) lands on the helper. A helper knocked out (an accepted knock-out,
000:L662, or Jizvy above a hranice, 000:L829) acts no more until the conflict ends.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.czech import percent
from py_rules.errors import DiceError, RuleViolation
from py_rules.headings import Book, cite
from py_rules.systems.base import ActionOutcome, DiceBox, Odds, odds_entry
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.consequences import own_delta
from py_rules.systems.drd2.odds import stret_win, success_chance
from py_rules.systems.drd2.payment import pay_helper
from py_rules.systems.drd2.rules import (
    ClashEntry,
    Mode,
    check_career,
    check_quick_game,
    dice_expression,
    exhaustion_cost,
    hod_total,
    kept_dice,
    needs_lot,
    quick_game,
    quick_where,
    scar_total,
    tie_winner,
)
from py_rules.systems.drd2.sheet import ATTRS, Attr, Drd2Sheet, Helper, Pending, Round, Scar

__all__ = ["HelperRollParams", "accept_helper", "helper_means", "helper_odds", "helper_own", "helper_roll"]

BOOK = Book("py_rules.systems.drd2")

_PKG = "py_rules.systems.drd2"


class HelperRollParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    pomocnik: int = Field(default=0, ge=0, le=5)
    druh: Literal["zkouska", "vyzva", "stret"] = "zkouska"
    charakteristika: bool = True  # the skill falls under the helper's charakteristika (000:L383-L384)
    vlastnost: Attr = "telo"  # the attribute of the skill: its hranice limits the Sudba of an exhaustion
    # its own declared consequence (000:L330-L331, L388): on success in a zkouška, on winning a střet
    nasledek: Literal["", "ohrozeni_minus", "vyhoda", "cizi", "vyrazeni"] = ""
    hrozba: Literal["", "ohrozeni_plus", "jizva", "vyrazeni"] = ""
    popis: str = Field(default="", max_length=200)
    # a střet of two (000:L489-L501): the opponent's level and dice, and who declared first
    souper_uroven: int = Field(default=0, ge=0, le=6)
    souper_rezim: Literal["normal", "presne", "nepresne"] = "normal"
    aktor: Literal["pomocnik", "souper", "nejasne"] = "pomocnik"
    # a manoeuvre before the roll, one per action, as the hero's (000:L713-L797): 1 resource paid by the helper
    # from its own means — its Výhoda as chosen (000:L55), Sudba pomocníků within the hranice of ``vlastnost``
    # (000:L67, L717), then Pouto (000:L87); lstivě in a zkouška is paid on its success (000:L769)
    manevr: Literal["", "presne", "rozsahle", "obrana", "lstive"] = ""
    platit_vyhodou: int = Field(default=0, ge=0, le=99)
    # how much of the manoeuvre its player pays from Pouto instead of Sudba (000:L87 «nechce … použít Sudbu»)
    pouto: int = Field(default=0, ge=0, le=20)


def _helper(sheet: Drd2Sheet, index: int) -> Helper:
    if not 0 <= index < len(sheet.pomocnici):
        raise RuleViolation(f"Pomocník č. {index + 1} v deníku není; přidej ho v části Pomocníci.")
    return sheet.pomocnici[index]


def knocked_out(helper: Helper) -> Attr | None:
    """A being is knocked out when its Jizvy of one attribute sum above that hranice (000:L829)."""
    return next((a for a in ATTRS if scar_total(helper.jizvy, a) > helper.hranice.get(a)), None)


def _defends(params: HelperRollParams, on_board: str) -> bool:
    """A counter-action from defence: a výzva or střet with the manoeuvre obrana (000:L611, L723)."""
    return params.druh in ("vyzva", "stret") and "obrana" in (params.manevr, on_board)


def _only_defends(helper: Helper, why: str) -> RuleViolation:
    # 000:L662, 000:L829
    return RuleViolation(
        f"{helper.jmeno}: {why} – už nejedná; na přímé ohrožení reaguje jen akcí z obrany: výzva "
        f"nebo střet s manévrem obrana ({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')}). "
        "Znovu plně hraje po konci konfliktu."
    )


def _check_maneuver(sheet: Drd2Sheet, params: HelperRollParams) -> None:
    """The manoeuvre's own preconditions, as on the hero's roll (the hero's postihy are not the helper's,
    000:L805). Raises ``RuleViolation``."""
    if params.manevr == "lstive" and params.druh != "zkouska":
        # 000:L769, 000:L817
        raise RuleViolation(BOOK("Lstivě se ve střetu hraje až po přijetí neúspěchu protivníkem – v „Rozhodnutí "
                                 "protivníka“ (§manevry.lstive)."))
    if params.manevr == "lstive" and params.nasledek in ("", "vyrazeni"):
        raise RuleViolation(
            # 000:L769-L771
            BOOK("Lstivě jen zvětšuje ohlášený následek (změnu Ohrožení, Výhodu, Jizvu); bez něj nemá co zvětšit "
                 "(§manevry.lstive). Zvol záměr – následek, nebo hraj bez manévru.")
        )
    if params.manevr == "obrana" and params.druh == "zkouska":
        # 000:L723, 000:L796
        raise RuleViolation(BOOK("Obrana slouží jen k protiakci ve výzvě nebo střetu (§manevry.obrana; "
                                 "§manevry.manevry_ve_zkouskach_a_vyzvach)."))
    check_quick_game(quick_game(sheet), manevr=params.manevr, who_decides=quick_where(sheet))  # 000:L915


def _check(sheet: Drd2Sheet, params: HelperRollParams, on_board: str) -> tuple[Helper, int]:
    """The helper and its level; raises ``RuleViolation`` before anything changes."""
    helper = _helper(sheet, params.pomocnik)
    check_career(sheet)  # 000:L907
    check_quick_game(quick_game(sheet), helper=True, who_decides=quick_where(sheet))  # 000:L911
    if sheet.ceka is not None:
        raise RuleViolation("Nejdřív rozhodni předchozí hod: vyčerpat se, nebo přijmout neúspěch.")
    if helper.opustil:
        # 000:L695: it left the board's conflict it was linked in (issue 23 Build 2)
        raise RuleViolation(
            f"{helper.jmeno} je mimo konflikt a v něm už nejedná "
            f"({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.opusteni_konfliktu')}). Znovu hraje po "
            "konci konfliktu."
        )
    attr = knocked_out(helper)
    if attr is not None and not _defends(params, on_board):
        # 000:L829
        raise _only_defends(helper, f"vyřazení (Jizvy na {texts.ATTR_LOC[attr]} převýšily hranici, "
                                    f"{BOOK.cite('jizvy')})")
    if helper.vyrazen and not _defends(params, on_board):
        raise _only_defends(helper, "vyřazení")  # 000:L662
    if params.druh == "vyzva" and params.nasledek:
        # 000:L455
        raise RuleViolation(
            "Úspěch ve výzvě jen odvrátí nebezpečí; Ohrožení nesníží ani Výhodu nedá "
            f"({cite(_PKG, 'druhy_vyhodnoceni.vyzva')}). Zvol záměr bez následku."
        )
    if params.druh == "zkouska" and params.nasledek in ("cizi", "vyrazeni"):
        # 000:L409, L469: whoever acts against someone who defends plays a střet
        raise RuleViolation(
            "Následek pro protivníka se hraje ve střetu, brání-li se; proti tomu, kdo se nebrání, zvol zkoušku bez "
            f"něj a následek zapiš u protivníka ({cite(_PKG, 'druhy_vyhodnoceni.zkouska')})."
        )
    _check_maneuver(sheet, params)
    return helper, helper.charakteristika if params.charakteristika else 0


def _on_board(sheet: Drd2Sheet, index: int) -> str:
    """The manoeuvre the board already charged for the action it declared for the helper, whose roll is still to
    come: the roll does not charge it again (000:L717-L719). "" when none."""
    if not 0 <= index < len(sheet.pomocnici):
        return ""
    kolo = sheet.pomocnici[index].kolo
    return kolo.manevr if kolo is not None and kolo.akce and not kolo.hozeno else ""


def _mode(params: HelperRollParams, on_board: str) -> Mode:
    """Přesně: 3k6, the two highest count (000:L753-L757)."""
    return "presne" if "presne" in (params.manevr, on_board) else "normal"


def helper_odds(sheet: Drd2Sheet, params: HelperRollParams) -> Odds:
    """P(hod ≥ 9) of the helper's zkouška or výzva (000:L557-L558); the roll itself checks who may roll."""
    if not 0 <= params.pomocnik < len(sheet.pomocnici):
        chance = success_chance("normal", 0)
        return Odds((odds_entry("success", "úspěch", chance), odds_entry("failure", "hrozí neúspěch", 1 - chance)),
                    "V deníku není tento pomocník; přidej ho v části Pomocníci.")
    helper = sheet.pomocnici[params.pomocnik]
    level = helper.charakteristika if params.charakteristika else 0
    mode = _mode(params, _on_board(sheet, params.pomocnik))
    if params.druh == "stret":
        actor = {"pomocnik": True, "souper": False, "nejasne": None}[params.aktor]
        win = stret_win(mode, level, params.souper_rezim, params.souper_uroven, actor)
        summary = (f"Šance vyhrát střet: {percent(win)} ({texts.MODE_WORDS[mode]} + {level} proti "
                   f"{texts.MODE_WORDS[params.souper_rezim]} + {params.souper_uroven}) – hází {helper.jmeno}.")
        return Odds((odds_entry("win", "vítězství", win), odds_entry("loss", "porážka", 1 - win)), summary)
    chance = success_chance(mode, level)
    summary = (f"Šance na úspěch: {percent(chance)} ({texts.MODE_WORDS[mode]} + {level}, potřeba 9 a více) – hází "
               f"{helper.jmeno}.")
    return Odds((odds_entry("success", "úspěch", chance), odds_entry("failure", "hrozí neúspěch", 1 - chance)),
                summary)


def helper_means(sheet: Drd2Sheet, index: int, attr: Attr) -> tuple[int, str, bool]:
    """What the helper's exhaustion costs (its own Ohrožení, 000:L273) and whether Sudba within its hranice
    and its Pouto pay it (000:L67, L87): (cost, Czech sentence, affordable)."""
    helper = _helper(sheet, index)
    cost = exhaustion_cost(helper.ohrozeni or sheet.ohrozeni or 2)
    sudba = min(helper.hranice.get(attr), sheet.sudba_pomocniku, cost)
    enough = helper.vyhoda + sudba + helper.pouto >= cost  # its own Výhoda pays too (000:L55)
    head = (f"{helper.jmeno}: vyčerpání za {texts.amount(cost, 'zdroj')} – Sudba najednou nejvýše {sudba} "
            f"(hranice {texts.attr_value(attr, helper.hranice.get(attr))}), Pouto {helper.pouto}"
            + (f", Výhoda {helper.vyhoda}" if helper.vyhoda else ""))
    tail = "; zaplatí to." if enough else "; nestačí, zbývá přijmout neúspěch."
    return cost, head + tail, enough


def _round_check(helper: Helper, params: HelperRollParams) -> None:
    """A helper linked on a conflict board whose round runs (``Helper.kolo``): its roll on the deník is an action
    of that round, as the hero's (``board_round``): the action the board declared for it — with at most one
    manoeuvre (000:L719, L781) —, or a new one from the initiative still held (000:L601-L606); a delayed
    initiative only reacts — a výzva, or a střet the helper did not start (000:L624-L626); obrana only after
    acting (000:L723); after acting, only a defence: a výzva or střet with obrana (000:L606-L611). A knocked-out
    helper only defends (``_check``, 000:L662). Raises ``RuleViolation``."""
    kolo = helper.kolo
    if kolo is None:
        return
    if kolo.akce and not kolo.hozeno:
        if params.manevr and kolo.manevr and params.manevr != kolo.manevr:
            raise RuleViolation(
                # 000:L719, 000:L781
                f"V této akci pomocníka {helper.jmeno} už je zahraný manévr {texts.MANEUVER_LABEL[kolo.manevr]} (na "
                f"tabuli konfliktu); v jedné akci lze nejvýše jeden ({BOOK.cite('manevry')}; "
                f"{BOOK.cite('manevry.manevry_se_nescitaji')})."
            )
        if kolo.akce == "iniciativa" and params.manevr == "obrana":
            raise _obrana_with_initiative(helper)
        return
    if helper.vyrazen or knocked_out(helper) is not None:
        return  # only obrana, checked by ``_check`` (000:L662)
    if kolo.iniciativa in ("k_dispozici", "odlozil"):
        if params.manevr == "obrana":
            raise _obrana_with_initiative(helper)
        reacts = params.druh == "vyzva" or (params.druh == "stret" and params.aktor != "pomocnik")
        if kolo.iniciativa == "odlozil" and not reacts:
            raise RuleViolation(
                # 000:L624-L626
                f"{helper.jmeno} má iniciativu odloženou (tabule konfliktu): použije ji jen v reakci na cizí akci – "
                "výzva, nebo střet, v němž je aktérem soupeř "
                f"({cite(_PKG, 'konflikt_kola_a_iniciativa.odlozeni_iniciativy')})."
            )
        return
    if not _defends(params, ""):
        raise RuleViolation(
            # 000:L606, 000:L608-L611
            f"{helper.jmeno} má v tomto kole akci z iniciativy za sebou (tabule konfliktu); dál se může jen bránit "
            "akcí z obrany: výzva nebo střet s manévrem obrana proti tomu, co ho bezprostředně ohrožuje "
            f"({cite(_PKG, 'konflikt_kola_a_iniciativa.akce_z_iniciativy_a_z_obrany')})."
        )


def _obrana_with_initiative(helper: Helper) -> RuleViolation:
    # 000:L723
    return RuleViolation(
        f"{helper.jmeno} ještě má akci z iniciativy (tabule konfliktu): manévr obrana se hlásí až po ní, k protiakci "
        f"z obrany ({BOOK.cite('manevry.obrana')}). Hraj tuto akci z iniciativy bez obrany."
    )


def _round_spend(sheet: Drd2Sheet, index: int, manevr: str) -> tuple[Drd2Sheet, list[str]]:
    """The roll (allowed by :func:`_round_check`) as the board's round records it: the declared action rolled
    (its manoeuvre recorded), a new action from the initiative, which it spends (000:L601-L606), or an action
    from defence with obrana (000:L611). Unchanged without a board's round."""
    helper = sheet.pomocnici[index]
    kolo = helper.kolo
    if kolo is None:
        return sheet, []
    out = helper.vyrazen or knocked_out(helper) is not None
    if kolo.akce and not kolo.hozeno:
        new, lines = kolo.model_copy(update={"hozeno": True, "manevr": kolo.manevr or manevr}), []
    elif not out and kolo.iniciativa in ("k_dispozici", "odlozil"):
        new = Round(iniciativa="odehral", akce="iniciativa", manevr=manevr, hozeno=True, rychla_hra=kolo.rychla_hra)
        lines = [f"{helper.jmeno}: akce z iniciativy spotřebována (konflikt na tabuli)"]
    else:
        new = kolo.model_copy(update={"akce": "obrana", "manevr": "obrana", "hozeno": True})
        lines = [f"{helper.jmeno}: akce z obrany (konflikt na tabuli)"]
    helpers = list(sheet.pomocnici)
    helpers[index] = helper.model_copy(update={"kolo": new})
    return sheet.model_copy(update={"pomocnici": helpers}), lines


def _pay_maneuver(sheet: Drd2Sheet, params: HelperRollParams, on_board: str) -> tuple[Drd2Sheet, list[str]]:
    """A manoeuvre declared before the roll costs the helper 1 (000:L717, L801), unless the board already charged
    it for this action (000:L717-L719); lstivě is paid on the zkouška's success. Raises ``RuleViolation``."""
    if params.manevr not in ("presne", "rozsahle", "obrana") or params.manevr == on_board:
        if params.platit_vyhodou and params.manevr != "lstive":
            raise RuleViolation("Výhodou pomocník platí jen manévr, který se teď platí; nech pole Platit Výhodou 0.")
        if params.pouto and params.manevr != "lstive":
            raise RuleViolation("Z Pouta pomocník platí jen manévr, který se teď platí; nech pole Pouto 0.")
        return sheet, []
    name = sheet.pomocnici[params.pomocnik].jmeno
    paid = pay_helper(sheet, params.pomocnik, params.vlastnost, 1, params.platit_vyhodou, params.pouto)
    return paid.sheet, [f"{name}: manévr {texts.MANEUVER_LABEL[params.manevr]}", *paid.changes]


def helper_roll(sheet: Drd2Sheet, params: HelperRollParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Roll for the helper; a failure waits for its decision. Raises ``RuleViolation`` when the helper is
    missing or knocked out (then only obrana), or a decision is pending, or the board's round does not allow
    it, or its manoeuvre is not allowed or cannot be paid."""
    on_board = _on_board(sheet, params.pomocnik)
    helper, level = _check(sheet, params, on_board)
    _round_check(helper, params)
    sheet, paid = _pay_maneuver(sheet, params, on_board)
    sheet, spent = _round_spend(sheet, params.pomocnik, params.manevr)
    outcome = _helper_roll(sheet, params, box, level, on_board)
    return dataclasses.replace(outcome, changes=(*spent, *paid, *outcome.changes)) if spent or paid else outcome


def _helper_roll(
    sheet: Drd2Sheet, params: HelperRollParams, box: DiceBox, level: int, on_board: str
) -> ActionOutcome[Drd2Sheet]:
    helper = sheet.pomocnici[params.pomocnik]
    mode = _mode(params, on_board)
    chance = success_chance(mode, level)
    values = tuple(d.value for d in box.roll(dice_expression(mode)).dice)
    total = hod_total(values, mode, level)
    kept = kept_dice(values, mode)
    shown = ", ".join(map(str, values)) + (f" → {kept[0]} + {kept[1]}" if mode != "normal" else "")
    head = f"{helper.jmeno} – {texts.KIND_LABEL[params.druh]}: kostky {shown} + charakteristika {level} = {total}"
    pending = Pending(druh=params.druh, stav="neuspech", popis=params.popis, vlastnost=params.vlastnost,
                      dovednost_vlastnost=params.vlastnost, hod=total, nasledek=params.nasledek, hrozba=params.hrozba,
                      manevr=params.manevr or on_board, vyrazeni=params.nasledek == "vyrazeni",
                      pomocnik=params.pomocnik)
    if params.druh == "stret":
        return _stret(sheet, params, box, pending, ClashEntry(helper.jmeno, total, kept, params.aktor == "pomocnik"),
                      head)
    if total >= 9:
        lines: list[str] = []
        lstive = params.manevr == "lstive"
        if lstive:  # CHOICE (digest 6.2/11), as the hero's: lstivě in a zkouška is played after the success
            paid = pay_helper(sheet, params.pomocnik, params.vlastnost, 1, params.platit_vyhodou, params.pouto)
            sheet, lines = paid.sheet, [f"{helper.jmeno}: manévr lstivě", *paid.changes]
        helpers = list(sheet.pomocnici)
        helpers[params.pomocnik], more = helper_own(helpers[params.pomocnik], sheet, params.nasledek, lstive)
        # 000:L557
        text = (f"{head}: úspěch (9 a více; "
                f"{BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani')}).")
        return ActionOutcome(sheet.model_copy(update={"pomocnici": helpers}), "success", "úspěch", text, total=total,
                             probability=chance, changes=(*lines, *more))
    _, means, _ = helper_means(sheet, params.pomocnik, params.vlastnost)
    text = (
        # 000:L67, 000:L87, 000:L283
        f"{head}: hrozí neúspěch. Pomocník se vyčerpá sám za sebe ze Sudby a Pouta ({BOOK.cite('hra_o_zdroje.sudba')}; "
        f"{BOOK.cite('hra_o_zdroje.pouto')}), nebo přijme neúspěch. {means}"
    )
    return ActionOutcome(sheet.model_copy(update={"ceka": pending}), "failure", "hrozí neúspěch", text, total=total,
                         probability=1 - chance)


def helper_own(
    helper: Helper, sheet: Drd2Sheet, nasledek: str, lstive: bool, extra: int = 0
) -> tuple[Helper, list[str]]:
    """The helper's own consequence on itself — Ohrožení −1 or Výhoda +1, 2 with lstivě (000:L330-L331, L769) —
    with ``extra`` added to its Ohrožení (an exhaustion's +1, counted together: 000:L431). Ohrožení ≥ 1
    (000:L312); without a conflict it starts from the hero's (or 2)."""
    d_ohr, d_vyh = own_delta(nasledek, lstive)
    d_ohr += extra
    lines: list[str] = []
    update: dict[str, int] = {}
    if d_ohr:
        before = helper.ohrozeni or sheet.ohrozeni or 2
        update["ohrozeni"] = max(1, before + d_ohr)
        lines.append(f"{helper.jmeno}: Ohrožení {before} → {update['ohrozeni']}")
    if d_vyh:
        update["vyhoda"] = helper.vyhoda + d_vyh
        lines.append(f"{helper.jmeno}: Výhoda {helper.vyhoda} → {update['vyhoda']}")
    return helper.model_copy(update=update), lines


def _lot(box: DiceBox) -> int:
    """The lot of a střet tied in everything (000:L501): one k6, odd = the helper, even = the opponent."""
    try:
        return box.roll("1k6").total
    except DiceError as exc:
        raise DiceError(
            "Střet skončil rovností ve všem (součet, vyšší kostka i součet kostek), rozhoduje los "
            f"({cite(_PKG, 'druhy_vyhodnoceni.stret.stret_dvou_ucastniku')}). Hráč hrdiny hodí za pomocníka jednou "
            "šestistěnnou kostkou: lichá = vyhrává pomocník, sudá = protivník (místo kostky lze hodit mincí: panna = "
            "lichá). Zadej ji jako další kostku za kostkami obou hodů.",
            expression="1k6",
        ) from exc


def _stret(
    sheet: Drd2Sheet, params: HelperRollParams, box: DiceBox, pending: Pending, mine: ClashEntry, head: str
) -> ActionOutcome[Drd2Sheet]:
    """The helper's střet of two (000:L489-L509): the higher hod wins; a tie goes to the actor, then the
    higher die, the dice sum, a lot (000:L501)."""
    mode: Mode = params.souper_rezim
    theirs = tuple(d.value for d in box.roll(dice_expression(mode)).dice)
    other = ClashEntry("protivník", hod_total(theirs, mode, params.souper_uroven), kept_dice(theirs, mode),
                       params.aktor == "souper")
    kept = kept_dice(theirs, mode)
    head += (f"; protivník: kostky {', '.join(map(str, theirs))} → {kept[0]} + {kept[1]} + úroveň "
             f"{params.souper_uroven} = {other.total}")
    if needs_lot(mine, other):
        lot = _lot(box)
        if lot % 2:
            mine = ClashEntry(mine.name, mine.total, mine.kept, mine.actor, 1)
        else:
            other = ClashEntry(other.name, other.total, other.kept, other.actor, 1)
        head += f"; rovnost ve všem, los (k6 = {lot}) → {mine.name if lot % 2 else 'protivník'}"
    odds = helper_odds(sheet, params)
    won = tie_winner(mine, other) is mine
    prob = Fraction(odds.outcomes[0 if won else 1].probability)
    stret = cite(_PKG, "druhy_vyhodnoceni.stret.stret_dvou_ucastniku")
    if won:
        text = (f"{head}. {mine.name} vítězí ve střetu ({stret}). Protivník přijme neúspěch, nebo se vyčerpá – zapiš "
                "to akcí „Rozhodnutí protivníka“.")
        new = sheet.model_copy(update={"ceka": pending.model_copy(update={"stav": "vitezstvi"})})
        return ActionOutcome(new, "win", "vítězství", text, mine.total, prob)
    _, means, _ = helper_means(sheet, params.pomocnik, params.vlastnost)
    text = (f"{head}. Porážka ve střetu ({stret}). Pomocník přijme vítězův popis i následky, nebo se vyčerpá sám za "
            f"sebe ze své Výhody, Sudby a Pouta a vítězovy následky nahradí jeho Ohrožení +1. {means}")
    return ActionOutcome(sheet.model_copy(update={"ceka": pending}), "loss", "porážka", text, mine.total, prob)


def accept_helper(
    sheet: Drd2Sheet, lstive: bool, scar_name: str, knockout_scar: int = 0, knockout_ohrozeni: int = 0
) -> tuple[Drd2Sheet, list[str]]:
    """The helper accepts its failure: the threatened consequence lands on the helper — its Ohrožení +1 (2 with
    lstivě), a Jizva on its list, or it is knocked out, with a Jizva sized by the story and a fresh Ohrožení
    when given (000:L342, L662, L676-L678, L769, L829)."""
    pending = sheet.ceka
    assert pending is not None
    assert pending.pomocnik >= 0
    helpers = list(sheet.pomocnici)
    helper = _helper(sheet, pending.pomocnik)
    size = 2 if lstive else 1
    lines: list[str] = []
    if pending.hrozba == "ohrozeni_plus":
        before = helper.ohrozeni or sheet.ohrozeni or 2
        helper = helper.model_copy(update={"ohrozeni": before + size})
        lines.append(f"{helper.jmeno}: Ohrožení {before} → {before + size}")
    elif pending.hrozba == "jizva":
        scar = Scar(nazev=scar_name or pending.popis or "Jizva", vlastnost=pending.vlastnost, zavaznost=size)
        helper = helper.model_copy(update={"jizvy": [*helper.jizvy, scar]})
        lines.append(f"{helper.jmeno}: Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[scar.vlastnost]} {size})")
        if knocked_out(helper):
            # 000:L829
            lines.append(f"{helper.jmeno}: Jizvy převýšily hranici – vyřazení ({BOOK.cite('jizvy')})")
    elif pending.hrozba == "vyrazeni":
        # 000:L662
        helper = helper.model_copy(update={"vyrazen": True})
        lines.append(f"{helper.jmeno}: vyřazení – ztrácí iniciativu, může se jen bránit "
                     f"({BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})")
        if knockout_ohrozeni:
            # 000:L678
            helper = helper.model_copy(update={"ohrozeni": knockout_ohrozeni})
            lines.append(f"{helper.jmeno}: Ohrožení po vyřazení {knockout_ohrozeni}")
        if knockout_scar:
            # 000:L678: sized by the story, not limited to 1 or 2 (000:L676)
            scar = Scar(nazev=scar_name or pending.popis or "Jizva", vlastnost=pending.vlastnost,
                        zavaznost=knockout_scar)
            helper = helper.model_copy(update={"jizvy": [*helper.jizvy, scar]})
            lines.append(f"{helper.jmeno}: Jizva „{scar.nazev}“ ({texts.ATTR_LABEL[scar.vlastnost]} {knockout_scar})")
    helpers[pending.pomocnik] = helper
    return sheet.model_copy(update={"pomocnici": helpers, "ceka": None}), lines
