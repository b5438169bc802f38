"""The roll action: zkouška, výzva and střet of two, with náročnost and manoeuvres paid before the dice.

A failure (or a won střet) is saved as ``ceka`` so the player decides after seeing the dice, as at the
table: «Vyčerpat se», «Přijmout neúspěch», «Rozhodnutí protivníka» (module ``decisions``).
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
from py_rules.systems.drd2.afford import means
from py_rules.systems.drd2.board_round import check_roll, paid_on_board, spend
from py_rules.systems.drd2.consequences import change_ohrozeni, change_vyhoda, own_delta
from py_rules.systems.drd2.decisions import AcceptParams, accept
from py_rules.systems.drd2.odds import stret_win, success_chance
from py_rules.systems.drd2.payment import pay
from py_rules.systems.drd2.rules import (
    ClashEntry,
    Mode,
    check_quick_game,
    demand,
    dice_expression,
    has_penalty,
    hod_total,
    kept_dice,
    level_for,
    needs_lot,
    quick_game,
    quick_where,
    roll_mode,
    tie_winner,
)
from py_rules.systems.drd2.sheet import Attr, Drd2Sheet, Pending

__all__ = ["HodParams", "hod_odds", "perform_hod"]

BOOK = Book("py_rules.systems.drd2")

Choice = Literal["", "telo", "duse", "vliv"]


class HodParams(BaseModel):
    """What the player declares before rolling (000:L388, L413-L419)."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    druh: Literal["zkouska", "vyzva", "stret"] = "zkouska"
    trida: Literal["mozna", "samozrejma", "nemozna", "nereaguje"] = "mozna"
    dovednost: str = Field(default="", max_length=60)
    dovednost2: str = Field(default="", max_length=60)
    vlastnost: Choice = ""
    ohrozeni: int | None = Field(default=None, ge=1, le=20)  # None: the sheet's Ohrožení, else 2
    narocnost: int = Field(default=0, ge=0, le=3)
    jizva_omezuje: int = Field(default=-1, ge=-1, le=29)
    manevr: Literal["", "presne", "rozsahle", "obrana", "lstive"] = ""
    nasledek: Literal["", "ohrozeni_minus", "vyhoda", "cizi", "vyrazeni"] = ""
    hrozba: Literal["", "ohrozeni_plus", "jizva", "vyrazeni"] = ""
    popis: str = Field(default="", max_length=200)
    platit_vyhodou: int = Field(default=0, ge=0, le=99)
    jizva_nazev: str = Field(default="", max_length=80)
    souper_uroven: int = Field(default=0, ge=0, le=6)
    souper_rezim: Literal["normal", "presne", "nepresne"] = "normal"
    aktor: Literal["hrdina", "souper", "nejasne"] = "hrdina"


def _skills(params: HodParams) -> list[str]:
    return [s for s in (params.dovednost, params.dovednost2) if s]


def _skill_attr(sheet: Drd2Sheet, params: HodParams) -> Attr:
    """The attribute of the action: the key skill's (000:L168, L377, L819); with no skill named (level 0,
    000:L237) the attribute the player chose for the roll, else Tělo (CHOICE). Náročnost and manoeuvres are
    paid from it."""
    for skill in sheet.dovednosti:
        if params.dovednost and skill.nazev.casefold() == params.dovednost.casefold():
            return skill.vlastnost
    return params.vlastnost or "telo"


def _prepare(sheet: Drd2Sheet, params: HodParams) -> tuple[int, Mode, list[str]]:
    """Level, roll mode and notes; raises ``RuleViolation`` for a forbidden declaration."""
    level, notes = level_for(sheet, _skills(params))
    if params.manevr == "lstive" and params.druh != "zkouska":
        raise RuleViolation(
            # 000:L769, 000:L817
            BOOK("Lstivě se ve střetu hraje až po přijetí neúspěchu protivníkem (§manevry.lstive; §postihy).")
        )
    if params.manevr == "lstive" and params.nasledek in ("", "vyrazeni"):
        raise RuleViolation(
            # 000:L769-L771
            BOOK("Lstivě jen zvětšuje ohlášený následek (změnu Ohrožení, Výhodu, Jizvu); bez něj nemá co zvětšit "
                 "(§manevry.lstive). Zvol záměr – následek, nebo hraj bez manévru.")
        )
    if params.trida == "samozrejma" and params.druh == "stret":
        raise RuleViolation(
            # 000:L160
            BOOK("Brání-li akci někdo aktivně, není samozřejmá, ale možná: hoďte si střet "
                 "(§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami).")
        )
    named = params.dovednost.casefold()
    skill = next((k for k in sheet.dovednosti if named and k.nazev.casefold() == named), None)
    if params.druh == "zkouska" and skill is not None and params.vlastnost not in ("", skill.vlastnost):
        raise RuleViolation(
            # 000:L285, 000:L429
            f"Ve zkoušce se vyčerpává Zdroji vlastnosti použité dovednosti: {skill.nazev} je "
            f"{texts.ATTR_LABEL[skill.vlastnost]} ({BOOK.cite('druhy_vyhodnoceni.zkouska')}). Vlastnost jiného druhu "
            "určuje jen soupeř ve výzvě či střetu."
        )
    if params.trida == "nereaguje" and params.druh != "vyzva":
        # 000:L449
        raise RuleViolation(BOOK("Nereagovat lze jen na výzvu (§druhy_vyhodnoceni.vyzva)."))
    if params.platit_vyhodou > sheet.vyhoda:
        # 000:L55
        raise RuleViolation(f"Výhodou lze platit nejvýše {sheet.vyhoda} (tolik jí hrdina má), ne "
                            f"{params.platit_vyhodou} ({BOOK.cite('hra_o_zdroje.vyhoda')}).")
    if params.trida in ("samozrejma", "nereaguje") and (params.narocnost or params.jizva_omezuje >= 0
                                                        or params.manevr):
        if params.trida == "nereaguje":
            # 000:L449
            raise RuleViolation(BOOK("Bez reakce na výzvu hrdina nejedná: neplatí náročnost ani manévr "
                                     "(§druhy_vyhodnoceni.vyzva)."))
        raise RuleViolation(
            # 000:L159, 000:L168, 000:L375
            BOOK("Samozřejmá akce se nevyhodnocuje a nic nestojí: náročnost ani manévr k ní nepatří. Je-li akce "
                 "vyčerpávající, je náročná, tedy možná – hoď si (§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami).")
        )
    if params.manevr == "lstive" and has_penalty(sheet, "hloupe", _skills(params)):
        # 000:L809
        raise RuleViolation(BOOK("S postihem hloupě nelze hrát manévr lstivě (§postihy)."))
    if params.manevr == "obrana" and params.druh == "zkouska":
        # 000:L723, 000:L796
        raise RuleViolation(BOOK("Obrana slouží jen k protiakci ve výzvě nebo střetu (§manevry.obrana; "
                                 "§manevry.manevry_ve_zkouskach_a_vyzvach)."))
    check_quick_game(quick_game(sheet), manevr=params.manevr, who_decides=quick_where(sheet))
    return level, roll_mode(sheet, _skills(params), params.manevr == "presne"), notes


def hod_odds(sheet: Drd2Sheet, params: HodParams) -> Odds:
    """Exact chances before rolling (zkouška/výzva: hod ≥ 9; střet: P(win) with every tie-break)."""
    level, mode, _ = _prepare(sheet, params)
    if params.trida == "samozrejma":
        return Odds((odds_entry("success", "úspěch", Fraction(1)),), "Samozřejmá akce: úspěch bez hodu.")
    if params.trida == "nemozna":
        # 000:L176, 000:L378: it cannot succeed and nobody rolls
        return Odds((odds_entry("impossible", "nemožná", Fraction(1)),),
                    "Nemožná akce: nemůže se zdařit a nehází se – zvol jinou, nebo odvyprávěj marnou snahu.")
    if params.trida == "nereaguje":
        return Odds(
            (odds_entry("no_reaction", "bez reakce", Fraction(1)),), "Bez reakce nastane účinek výzvy."
        )
    if params.druh == "stret":
        actor = {"hrdina": True, "souper": False, "nejasne": None}[params.aktor]
        win = stret_win(mode, level, params.souper_rezim, params.souper_uroven, actor)
        summary = (
            f"Šance vyhrát střet: {percent(win)} ({texts.MODE_WORDS[mode]} + {level} proti "
            f"{texts.MODE_WORDS[params.souper_rezim]} + {params.souper_uroven})."
        )
        return Odds((odds_entry("win", "vítězství", win), odds_entry("loss", "porážka", 1 - win)), summary)
    chance = success_chance(mode, level)
    summary = f"Šance na úspěch: {percent(chance)} ({texts.MODE_WORDS[mode]} + {level}, potřeba 9 a více)."
    return Odds(
        (odds_entry("success", "úspěch", chance), odds_entry("failure", "hrozí neúspěch", 1 - chance)),
        summary,
    )


def _pay_before(
    sheet: Drd2Sheet, params: HodParams, attr: Attr, on_board: str = ""
) -> tuple[Drd2Sheet, list[str], int, int]:
    """Náročnost (highest reason, paid up front, never refunded: 000:L168-L174, L801) and a manoeuvre
    declared before the roll (1 resource of the skill's attribute: 000:L717) unless the board already charged
    it for this action (``on_board``, 000:L801). Returns the sheet, changes and this action's self-scar
    leftovers."""
    changes: list[str] = []
    left, index = 0, -1
    vyhoda = params.platit_vyhodou
    cost = demand(params.narocnost, sheet.jizvy, [params.jizva_omezuje] if params.jizva_omezuje >= 0 else [])
    items = [("náročnost", cost)] if cost else []
    if params.manevr in ("presne", "rozsahle", "obrana") and params.manevr != on_board:
        items.append((f"manévr {texts.MANEUVER_LABEL[params.manevr]}", 1))
    for what, price in items:
        paid = pay(
            sheet,
            attr,
            price,
            what=what,
            vyhoda=vyhoda,
            scar_name=params.jizva_nazev,
            allow_scar=bool(params.jizva_nazev),
            scar_left=left,
            scar_index=index,
            prefer_scar=bool(params.jizva_nazev),
        )
        vyhoda -= sheet.vyhoda - paid.sheet.vyhoda
        sheet, left, index = paid.sheet, paid.scar_left, paid.scar_index
        changes.extend(paid.changes)
    return sheet, changes, left, index


def _dice_text(values: tuple[int, ...], mode: Mode, level: int) -> str:
    kept = kept_dice(values, mode)
    shown = ", ".join(str(v) for v in values)
    return f"kostky {shown} → {kept[0]} + {kept[1]} + úroveň {level} = {sum(kept) + level}"


def _roll(box: DiceBox, mode: Mode) -> tuple[int, ...]:
    return tuple(d.value for d in box.roll(dice_expression(mode)).dice)


def perform_hod(sheet: Drd2Sheet, params: HodParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Resolve the declared roll. Raises ``RuleViolation`` when the hero cannot act, a decision is pending,
    or náročnost/manoeuvre cannot be paid."""
    on_board = paid_on_board(sheet)  # a manoeuvre the board already charged for this action
    if on_board in ("presne", "rozsahle", "obrana") and not params.manevr:
        params = params.model_copy(update={"manevr": on_board})  # it shapes the roll as if declared here
    defends = params.druh in ("vyzva", "stret") and "obrana" in (params.manevr, on_board)
    if sheet.stav == "vyrazen" and not defends:
        # 000:L662, 000:L611: knocked out, the hero only reacts to what threatens them, from defence with obrana
        raise RuleViolation(
            "Vyřazený hrdina už sám nejedná; na akci, která ho ohrožuje, může reagovat jen akcí z obrany: výzva nebo "
            "střet s manévrem obrana "
            f"({cite('py_rules.systems.drd2', 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})."
        )
    if sheet.stav not in ("aktivni", "vyrazen"):
        raise RuleViolation(
            f"Hrdina je ve stavu „{texts.STATUS_LABEL[sheet.stav]}“ a nemůže hrát vlastní akce."
        )
    if sheet.ceka is not None:
        raise RuleViolation("Nejdřív rozhodni předchozí hod: vyčerpat se, nebo přijmout neúspěch.")
    if params.popis and params.popis in sheet.zablokovane_akce:
        raise RuleViolation(
            # 000:L433
            f"Akci „{params.popis}“ nelze opakovat, dokud se výrazně nezmění podmínky (pravidla "
            f"{BOOK.cite('druhy_vyhodnoceni.zkouska')}); až se změní, smaž ji ze seznamu nepovedených akcí."
        )
    level, mode, notes = _prepare(sheet, params)
    acts = params.trida != "nereaguje"  # a výzva the hero does not react to is no action of theirs (000:L449)
    if acts:
        check_roll(sheet, params.druh, params.manevr, params.aktor, params.ohrozeni)
    skill_attr = _skill_attr(sheet, params)
    attr: Attr = params.vlastnost or skill_attr
    sheet = sheet.model_copy(update={"ohrozeni": params.ohrozeni or sheet.ohrozeni or 2})
    round_lines: list[str] = []
    if acts:
        sheet, round_lines = spend(sheet, params.manevr)
    if params.trida != "mozna":
        outcome = _without_roll(sheet, params, box, attr)
        return dataclasses.replace(outcome, changes=(*round_lines, *outcome.changes))
    odds = hod_odds(sheet, params)
    before = sheet.vyhoda
    sheet, changes, left, index = _pay_before(sheet, params, skill_attr, on_board)
    # what the player allotted in Výhoda and náročnost/manoeuvre did not use is left for lstivě after success
    params = params.model_copy(update={"platit_vyhodou": max(0, params.platit_vyhodou - (before - sheet.vyhoda))})
    changes = [*round_lines, *changes]
    values = _roll(box, mode)
    total = hod_total(values, mode, level)
    pending = Pending(
        druh=params.druh,
        stav="neuspech",
        popis=params.popis,
        vlastnost=attr,
        dovednost_vlastnost=skill_attr,
        hod=total,
        nasledek=params.nasledek,
        hrozba=params.hrozba,
        manevr=params.manevr or on_board,
        jizva_zbytek=left,
        jizva_index=index,
        jizva_vlastnost=skill_attr,
        vyrazeni=params.nasledek == "vyrazeni",
        dovednost=params.dovednost,
    )
    head = f"{texts.KIND_LABEL[params.druh]}: {_dice_text(values, mode, level)}"
    if notes:
        head += f" ({'; '.join(notes)})"
    if params.druh == "stret":
        return _stret(sheet, params, box, pending, (values, mode, level), head, changes, odds)
    success = total >= 9
    prob = Fraction(odds.outcomes[0 if success else 1].probability)
    if not success:
        return _threat(sheet, pending, head, changes, prob, total)
    return _success(sheet, params, pending, head, changes, prob, total)


def _without_roll(sheet: Drd2Sheet, params: HodParams, box: DiceBox, attr: Attr) -> ActionOutcome[Drd2Sheet]:
    """Obvious: success without dice (000:L159, L365); impossible: no roll (000:L176); a výzva without any
    reaction: its effect applies at once and cannot be mitigated by exhaustion (000:L449)."""
    if params.trida == "nemozna":
        raise RuleViolation(
            # 000:L176, 000:L378
            BOOK("Nemožná akce se nevyhodnocuje: zvol jinou akci, nebo odvyprávěj marnou snahu "
                 "(§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami; "
                 "§prubeh_vyhodnoceni_na_vyprave.akce_zamery_a_nasledky_v_pravidlech.dalsi_mozne_nasledky_akci).")
        )
    if params.trida == "samozrejma":
        # a výzva avoided gives nothing more: no lower Ohrožení, no Výhoda (000:L455)
        nasledek = "" if params.druh == "vyzva" else params.nasledek
        sheet, lines = _apply_own(sheet, nasledek, False, _skills(params))
        text = (
            # 000:L159
            # 000:L160
            BOOK("Samozřejmá akce: zdaří se bez hodu (§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami). Brání-li jí "
                 "někdo aktivně, je to možná akce (§prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami).")
        )
        return ActionOutcome(sheet, "success", "úspěch", text, probability=Fraction(1), changes=tuple(lines))
    if params.druh != "vyzva":
        # 000:L449
        raise RuleViolation(BOOK("Nereagovat lze jen na výzvu (§druhy_vyhodnoceni.vyzva)."))
    pending = Pending(druh="vyzva", stav="neuspech", popis=params.popis, vlastnost=attr, hrozba=params.hrozba)
    done = accept(sheet.model_copy(update={"ceka": pending}), AcceptParams(), box)
    # 000:L449
    text = BOOK("Bez reakce: účinek výzvy nastává rovnou a nelze ho zmírnit vyčerpáním (§druhy_vyhodnoceni.vyzva).")
    return ActionOutcome(
        done.sheet, "no_reaction", "bez reakce", text, probability=Fraction(1), changes=done.changes
    )


def _threat(
    sheet: Drd2Sheet, pending: Pending, head: str, changes: list[str], prob: Fraction, total: int
) -> ActionOutcome[Drd2Sheet]:
    cost_line = f"vyčerpání stojí {texts.attr_amount(max(1, sheet.ohrozeni or 2), pending.vlastnost, 'acc')}"
    text = (
        # 000:L425, 000:L557
        # 000:L259-L261
        f"{head}. Hod 8 a méně: hrozí neúspěch ({BOOK.cite('druhy_vyhodnoceni.zkouska')}; "
        f"{BOOK.cite('druhy_vyhodnoceni.odvaznemu_stesti_preje')}). Vyčerpej se ({cost_line}, Ohrožení +1), nebo "
        f"neúspěch přijmi ({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani')})."
    )
    new = sheet.model_copy(update={"ceka": pending})
    found = means(new)
    text += f" {found.verdict}" if found else ""
    return ActionOutcome(new, "failure", "hrozí neúspěch", text, total, prob, tuple(changes))


def _success(
    sheet: Drd2Sheet,
    params: HodParams,
    pending: Pending,
    head: str,
    changes: list[str],
    prob: Fraction,
    total: int,
) -> ActionOutcome[Drd2Sheet]:
    if params.druh == "vyzva":
        text = (
            # 000:L455
            f"{head}. Úspěch: nebezpečí pominulo, nic víc – bez změny Ohrožení či Výhody "
            f"({BOOK.cite('druhy_vyhodnoceni.vyzva')})."
        )
        return ActionOutcome(sheet, "success", "úspěch", text, total, prob, tuple(changes))
    lstive = params.manevr == "lstive"
    if lstive:  # CHOICE (digest 6.2/11): lstivě in a zkouška is played after the success, paid on use.
        paid = pay(
            sheet,
            pending.dovednost_vlastnost,
            1,
            what="manévr lstivě",
            vyhoda=params.platit_vyhodou,
            scar_left=pending.jizva_zbytek,
            scar_index=pending.jizva_index,
        )
        sheet = paid.sheet
        changes.extend(paid.changes)
    sheet, lines = _apply_own(sheet, params.nasledek, lstive, _skills(params))
    # 000:L423
    text = f"{head}. Hod 9 a více: úspěch, postava dosáhla záměru ({BOOK.cite('druhy_vyhodnoceni.zkouska')})."
    return ActionOutcome(sheet, "success", "úspěch", text, total, prob, (*changes, *lines))


def _apply_own(
    sheet: Drd2Sheet, nasledek: str, lstive: bool, skills: list[str]
) -> tuple[Drd2Sheet, list[str]]:
    """The hero's own declared consequence; none with the postih hloupě (000:L809)."""
    if has_penalty(sheet, "hloupe", skills):
        # 000:L809
        return sheet, [BOOK("postih hloupě: bez následku v pravidlech (§postihy)")] if nasledek else []
    d_ohr, d_vyh = own_delta(nasledek, lstive)
    sheet, lines = change_ohrozeni(sheet, d_ohr)
    sheet, more = change_vyhoda(sheet, d_vyh)
    return sheet, lines + more


def _lot(box: DiceBox) -> int:
    """The lot of a střet tied in everything (000:L501): one k6, odd = the hero, even = the opponent. With
    physical dice the table is asked for exactly that throw, by whom and why."""
    try:
        return box.roll("1k6").total
    except DiceError as exc:
        raise DiceError(
            # 000:L501
            BOOK("Střet skončil rovností ve všem (součet, vyšší kostka i součet kostek), rozhoduje los "
                 "(§druhy_vyhodnoceni.stret.stret_dvou_ucastniku). Hráč hrdiny hodí jednou šestistěnnou kostkou: lichá "
                 "= vyhrává hrdina, sudá = protivník (místo kostky lze hodit mincí: panna = lichá). Zadej ji jako "
                 "další kostku za kostkami obou hodů."),
            expression="1k6",
        ) from exc


def _stret(
    sheet: Drd2Sheet,
    params: HodParams,
    box: DiceBox,
    pending: Pending,
    mine: tuple[tuple[int, ...], Mode, int],
    head: str,
    changes: list[str],
    odds: Odds,
) -> ActionOutcome[Drd2Sheet]:
    values, mode, level = mine
    theirs = _roll(box, params.souper_rezim)
    hero = ClashEntry(
        "hrdina", hod_total(values, mode, level), kept_dice(values, mode), params.aktor == "hrdina"
    )
    other = ClashEntry(
        "protivník",
        hod_total(theirs, params.souper_rezim, params.souper_uroven),
        kept_dice(theirs, params.souper_rezim),
        params.aktor == "souper",
    )
    head += f"; protivník: {_dice_text(theirs, params.souper_rezim, params.souper_uroven)}"
    if needs_lot(hero, other):
        lot = _lot(box)
        if lot % 2:
            hero = ClashEntry(hero.name, hero.total, hero.kept, hero.actor, 1)
        else:
            other = ClashEntry(other.name, other.total, other.kept, other.actor, 1)
        parity = "lichá" if lot % 2 else "sudá"
        head += f"; rovnost ve všem, los (k6 = {lot}, {parity}) → {'hrdina' if lot % 2 else 'protivník'}"
    won = tie_winner(hero, other) is hero
    prob = Fraction(odds.outcomes[0 if won else 1].probability)
    if won:
        text = (
            # 000:L499-L501
            # 000:L503-L509
            f"{head}. Vítězství ve střetu ({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')}). Protivník teď "
            "přijme neúspěch, nebo se vyčerpá – zapiš to akcí „Rozhodnutí protivníka“ "
            f"({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')})."
        )
        new = sheet.model_copy(update={"ceka": pending.model_copy(update={"stav": "vitezstvi"})})
        return ActionOutcome(new, "win", "vítězství", text, hero.total, prob, tuple(changes))
    cost = texts.attr_amount(max(1, sheet.ohrozeni or 2), pending.vlastnost, "acc")
    text = (
        # 000:L499
        # 000:L505-L509
        f"{head}. Porážka ve střetu ({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')}). Přijmi vítězův "
        f"popis i následky, nebo se vyčerpej za {cost}: vítězovy následky nahradí tvé Ohrožení +1 "
        f"({BOOK.cite('druhy_vyhodnoceni.stret.stret_dvou_ucastniku')})."
    )
    new = sheet.model_copy(update={"ceka": pending})
    found = means(new)
    text += f" {found.verdict}" if found else ""
    return ActionOutcome(new, "loss", "porážka", text, hero.total, prob, tuple(changes))
