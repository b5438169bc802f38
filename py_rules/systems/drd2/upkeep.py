"""Between the rolls: rest, Jizvy written and healed, conflict start and end, initiative on the sheet.

Rest (000:L116-L149): běžný +3 split freely (optional 1–5 by conditions), kvalitní all to zdatnost − Jizvy.
Jizvy heal only between expeditions (000:L889). A conflict's end clears Výhoda and Ohrožení (000:L703).
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import RuleViolation
from py_rules.headings import Book, cite
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.board_round import pay_for_action
from py_rules.systems.drd2.consequences import add_scar
from py_rules.systems.drd2.payment import Payment, pay
from py_rules.systems.drd2.rules import (
    check_career,
    check_quick_game,
    effective_zdatnost,
    kept_dice,
    quick_game,
    quick_where,
    spell_approach,
)
from py_rules.systems.drd2.sheet import ATTRS, Drd2Sheet

__all__ = [
    "ConflictParams",
    "HealParams",
    "InitiativeParams",
    "PayParams",
    "RestParams",
    "ScarParams",
    "check_night",
    "data",
    "end_conflict",
    "heal",
    "initiative",
    "new_day",
    "pay_resources",
    "rest",
    "start_conflict",
    "write_scar",
]

BOOK = Book("py_rules.systems.drd2")


@cache
def data(name: str) -> dict[str, Any]:
    """A rule table shipped in ``data/`` (copied from the seed, lines cited inside; «§id» marks cited)."""
    loaded: dict[str, Any] = BOOK.data(json.loads(files(__package__).joinpath("data", name).read_text("utf-8")))
    return loaded


class RestParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    druh: Literal["bezny", "kvalitni"] = "bezny"
    podminky: int = Field(default=3, ge=1, le=5)
    telo: int = Field(default=0, ge=0, le=5)
    duse: int = Field(default=0, ge=0, le=5)
    vliv: int = Field(default=0, ge=0, le=5)


class ScarParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    nazev: str = Field(default="Jizva", min_length=1, max_length=80)
    vlastnost: Literal["telo", "duse", "vliv"] = "telo"
    zavaznost: int = Field(default=1, ge=1, le=12)
    omezuje: str = Field(default="", max_length=200)


class HealParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    jizva: int = Field(default=0, ge=0, le=29)
    o_kolik: int = Field(default=1, ge=1, le=12)


class ConflictParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ohrozeni: int = Field(default=2, ge=1, le=20)
    vyhoda: int = Field(default=0, ge=0, le=99)


class PayParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    vlastnost: Literal["telo", "duse", "vliv"] = "telo"
    kolik: int = Field(default=1, ge=1, le=12)
    za_co: Literal["manevr", "aktivace", "narocnost", "jine"] = "manevr"
    # which manoeuvre: in a conflict board's round it is recorded on the action being resolved (000:L717-L719)
    manevr: Literal["", "presne", "rozsahle", "obrana", "mocne", "lstive"] = ""
    vyhoda: int = Field(default=0, ge=0, le=99)
    jizva_nazev: str = Field(default="", max_length=80)


PAY_LABEL = {
    "manevr": "manévr",
    "aktivace": "aktivace schopnosti",
    "narocnost": "náročnost",
    "jine": "platba",
}


def pay_resources(sheet: Drd2Sheet, params: PayParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Pay resources outside a roll (a manoeuvre in a general střet, an ability's activation): attribute,
    Výhoda (000:L55) or a self-inflicted Jizva whose leftovers are lost after the action (000:L871, L893).
    Raises ``RuleViolation`` when it cannot be paid."""
    check_career(sheet)  # 000:L907
    what = PAY_LABEL[params.za_co]
    # in a conflict board's round the payment belongs to the action the board is resolving (issue 23 Build 3)
    kolo = pay_for_action(sheet, params.za_co, params.manevr)
    paid = pay(
        sheet,
        params.vlastnost,
        params.kolik,
        what=what,
        vyhoda=params.vyhoda,
        scar_name=params.jizva_nazev,
        allow_scar=bool(params.jizva_nazev),
    )
    lost = (
        # 000:L871
        [f"propadá {texts.attr_amount(paid.scar_left, params.vlastnost)} z Jizvy ({BOOK.cite('jizvy')} › Způsobení si "
         "Jizvy z rozhodnutí hráče)"]
        if paid.scar_left
        else []
    )
    text = (
        # 000:L55, 000:L97, 000:L717, 000:L893
        f"Zaplaceno: {what}, {texts.attr_amount(params.kolik, params.vlastnost)} – Zdroji vlastnosti, Výhodou nebo "
        f"Jizvou, nikdy Penězi ani Surovinami ({BOOK.cite('hra_o_zdroje.vyhoda')}; "
        f"{BOOK.cite('hra_o_zdroje.penize_a_suroviny')}; {BOOK.cite('manevry')}; "
        f"{BOOK.cite('jizvy.hojeni_a_leceni_jizev')})."
    )
    new = paid.sheet
    noted: list[str] = []
    if kolo is not None and kolo != sheet.kolo:
        new = new.model_copy(update={"kolo": kolo})
        noted = [f"manévr {texts.MANEUVER_LABEL[kolo.manevr]} v akci na tabuli konfliktu"]
    return ActionOutcome(new, "paid", "zaplaceno", text, changes=(*paid.changes, *lost, *noted))


class InitiativeParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pristup: Literal["", "rychle", "pomalu"] = ""
    platit_vyhodou: int = Field(default=0, ge=0, le=99)
    jizva_nazev: str = Field(default="", max_length=80)


def _auto_split(sheet: Drd2Sheet, amount: int) -> dict[str, int]:
    """With no split chosen, fill the attribute missing the most first (a convenience, still ≤ caps)."""
    split: dict[str, int] = dict.fromkeys(ATTRS, 0)
    for _ in range(amount):
        gaps = {a: effective_zdatnost(sheet, a) - sheet.zdroje.get(a) - split[a] for a in ATTRS}
        best = max(ATTRS, key=lambda a: gaps[a])
        if gaps[best] <= 0:
            break
        split[best] += 1
    return split


def check_no_conflict(sheet: Drd2Sheet, what: str) -> None:
    """Rest and healing happen outside a conflict, after the last roll was decided: a roll waiting for «vyčerpat» or
    «přijmout» is decided right after the dice (000:L259-L261), and a conflict is evaluations that follow one another
    immediately (000:L300), with no night in between (000:L118 «celonoční»). Raises ``RuleViolation``."""
    if sheet.ceka is not None:
        raise RuleViolation(
            # 000:L259-L261
            f"{what} teď nejde: hod čeká na rozhodnutí – nejdřív se vyčerpej, nebo přijmi neúspěch "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani')})."
        )
    if sheet.stav == "vyrazen":
        raise RuleViolation(
            # 000:L300, 000:L707: knocked out until the conflict ends
            f"{what} teď nejde: hrdina je vyřazen v konfliktu, který ještě neskončil; nejdřív ho ukonči („Konec "
            f"konfliktu“; {BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu')})."
        )
    if sheet.kolo is not None:
        raise RuleViolation(
            # 000:L300, 000:L118
            f"{what} teď nejde: hrdina je v konfliktu na tabuli, kde vyhodnocení následují bezprostředně po sobě "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni')}). Až konflikt skončí."
        )


def check_night(sheet: Drd2Sheet, amount: int) -> None:
    """Běžný odpočinek is a whole night's rest (000:L118, L122 "celonoční"): once per night (CHOICE digest
    6.2/18), and other amounts than 3 only when the optional rule is switched on in the deník (000:L120-L122).
    Raises ``RuleViolation``."""
    if sheet.odpocinuto:
        raise RuleViolation(
            # 000:L118, 000:L122
            BOOK("Běžný odpočinek je celonoční a tuto noc už proběhl; další je možný až po akci „Nový den“ "
                 "(§utraceni_a_obnova_zdroju.bezny_odpocinek; "
                 "§utraceni_a_obnova_zdroju.bezny_odpocinek.podminky_bezneho_odpocinku_volitelne_pravidlo).")
        )
    if amount != data("odpocinek.json")["bezny_zaklad"] and not sheet.odpocinek_podminky:
        raise RuleViolation(
            # 000:L118-L122
            BOOK("Obnova 1–5 Zdrojů podle podmínek je volitelné pravidlo: zapni v deníku „Podmínky odpočinku“, jinak "
                 "běžný odpočinek obnoví 3 Zdroje (§utraceni_a_obnova_zdroju.bezny_odpocinek).")
        )


def new_day(sheet: Drd2Sheet, params: BaseModel, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """A new night begins: the next běžný odpočinek is allowed again (000:L118)."""
    lines = ["běžný odpočinek je opět možný"] if sheet.odpocinuto else []
    return ActionOutcome(
        sheet.model_copy(update={"odpocinuto": False}),
        "new_day",
        "nový den",
        # 000:L118
        BOOK("Nový den: hrdina si může znovu dopřát celonoční běžný odpočinek "
             "(§utraceni_a_obnova_zdroju.bezny_odpocinek)."),
        changes=tuple(lines),
    )


def rest(sheet: Drd2Sheet, params: RestParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Raises ``RuleViolation`` when a chosen split exceeds the amount or a cap (000:L118), when this night's
    rest was already taken, or for other amounts than 3 without the optional rule (see :func:`check_night`)."""
    check_career(sheet)  # 000:L907
    check_no_conflict(sheet, "Odpočinek")
    if params.druh == "kvalitni":
        if sheet.na_vyprave:
            raise RuleViolation(
                # 000:L109-L114, 000:L124-L133
                BOOK("Kvalitní odpočinek je jen mezi výpravami; na výpravě si hrdina dopřeje jen běžný odpočinek. Až "
                     "výprava skončí, zruš v deníku „Na výpravě“ (§utraceni_a_obnova_zdroju.mezi_vypravami).")
            )
        full: dict[str, int] = {a: effective_zdatnost(sheet, a) for a in ATTRS}
        new = sheet.model_copy(update={"zdroje": sheet.zdroje.model_copy(update=full), "odpocinuto": False})
        lines = [
            f"{texts.ATTR_LABEL[a]} {sheet.zdroje.get(a)} → {full[a]}"
            for a in ATTRS
            if full[a] != sheet.zdroje.get(a)
        ]
        return ActionOutcome(
            new,
            "rested",
            "kvalitní odpočinek",
            # 000:L133, 000:L149
            BOOK("Kvalitní odpočinek mezi výpravami: všechny Zdroje podle zdatnosti snížené o Jizvy "
                 "(§utraceni_a_obnova_zdroju.kvalitni_odpocinek)."),
            changes=tuple(lines),
        )
    check_night(sheet, params.podminky)
    amount = params.podminky
    chosen = {"telo": params.telo, "duse": params.duse, "vliv": params.vliv}
    if sum(chosen.values()) > amount:
        raise RuleViolation(
            # 000:L118, 000:L122
            f"Běžný odpočinek obnoví jen {texts.amount(amount, 'zdroj')} "
            f"({BOOK.cite('utraceni_a_obnova_zdroju.bezny_odpocinek')}; "
            f"{BOOK.cite('utraceni_a_obnova_zdroju.bezny_odpocinek.podminky_bezneho_odpocinku_volitelne_pravidlo')})."
        )
    split = chosen if any(chosen.values()) else _auto_split(sheet, amount)
    update: dict[str, int] = {}
    for attr in ATTRS:
        cap = effective_zdatnost(sheet, attr)
        if sheet.zdroje.get(attr) + split[attr] > cap:
            raise RuleViolation(
                # 000:L118
                f"{texts.ATTR_LABEL[attr]} nesmí převýšit zdatnost sníženou o Jizvy ({cap}, "
                f"{BOOK.cite('utraceni_a_obnova_zdroju.bezny_odpocinek')})."
            )
        update[attr] = sheet.zdroje.get(attr) + split[attr]
    new = sheet.model_copy(update={"zdroje": sheet.zdroje.model_copy(update=update), "odpocinuto": True})
    lines = [f"+{texts.attr_amount(split[a], a)}" for a in ATTRS if split[a]]
    cond = data("odpocinek.json")["podminky"][str(amount)]
    text = (
        # 000:L118-L122
        f"Běžný odpočinek: obnova {texts.amount(amount, 'zdroj', 'gen')} ({cond}), rozděleno libovolně, nejvýše do "
        f"zdatnosti snížené o Jizvy ({BOOK.cite('utraceni_a_obnova_zdroju.bezny_odpocinek')})."
    )
    return ActionOutcome(new, "rested", "běžný odpočinek", text, changes=tuple(lines))


def write_scar(sheet: Drd2Sheet, params: ScarParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """A Jizva inflicted by someone's action (severity 1, 2 with lstivě; > 3 only exceptionally, 000:L843-L845)."""
    new, lines = add_scar(sheet, params.vlastnost, params.zavaznost, params.nazev, params.omezuje)
    text = (
        # 000:L825-L827
        f"Jizva zapsána: činnosti, které omezuje, jsou náročné s náročností {params.zavaznost}; zdatnost se snižuje a "
        f"zablokované Zdroje se neobnovují ({BOOK.cite('jizvy')})."
    )
    return ActionOutcome(new, "scarred", "Jizva zapsána", text, changes=tuple(lines))


def heal(sheet: Drd2Sheet, params: HealParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Natural healing between expeditions, závažnost decreasing gradually (000:L889). With no Jizva it says
    so; raises ``RuleViolation`` for a missing index."""
    check_career(sheet)  # 000:L907
    check_no_conflict(sheet, "Hojení Jizvy")
    if sheet.na_vyprave:
        raise RuleViolation(
            # 000:L889, 000:L891
            BOOK("Jizvy se přirozeně hojí jen mezi výpravami; na výpravě je rychleji zhojí jen léčitelské dovednosti "
                 "(§jizvy.hojeni_a_leceni_jizev). Až výprava skončí, zruš v deníku „Na výpravě“.")
        )
    if not sheet.jizvy:
        return ActionOutcome(sheet, "nothing", "bez Jizev", "Hrdina nemá žádnou Jizvu.")
    if params.jizva >= len(sheet.jizvy):
        raise RuleViolation(f"Jizva č. {params.jizva + 1} v deníku není.")
    scars = list(sheet.jizvy)
    scar = scars[params.jizva]
    left = scar.zavaznost - params.o_kolik
    if left > 0:
        scars[params.jizva] = scar.model_copy(update={"zavaznost": left})
        line = f"Jizva „{scar.nazev}“: závažnost {scar.zavaznost} → {left}"
    else:
        scars.pop(params.jizva)
        line = f"Jizva „{scar.nazev}“ se zahojila"
    new = sheet.model_copy(update={"jizvy": scars})
    text = (
        # 000:L889
        BOOK("Hojení mezi výpravami: doba podle podoby Jizvy v příběhu (§jizvy.hojeni_a_leceni_jizev); zdatnost se "
             "vrací, Zdroje doplní odpočinek.")
    )
    return ActionOutcome(new, "healed", "hojení", text, changes=(line,))


def start_conflict(sheet: Drd2Sheet, params: ConflictParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """The Průvodce sets Ohrožení once at the start (min 1, 000:L300, L312) and may grant Výhoda (000:L55, L59-L61).
    Výhoda left from before does not carry over: it belonged to its own conflict or evaluation (000:L55-L57); what
    makes sense in this one the Průvodce grants now (000:L59). Raises ``RuleViolation`` while a roll waits for its
    decision, while a conflict board leads the hero's conflict (its start sets the Ohrožení, 000:L300), or while the
    hero is still knocked out or gone from a conflict not ended (000:L707), or after hrdinská smrt (000:L907)."""
    check_career(sheet)
    if sheet.ceka is not None:
        raise RuleViolation(
            # 000:L259-L261
            "Hod čeká na rozhodnutí: nejdřív se vyčerpej, nebo přijmi neúspěch; pak začni nový konflikt "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani')})."
        )
    if sheet.kolo is not None:
        raise RuleViolation(
            # 000:L300
            "Hrdina je v konfliktu na tabuli: Ohrožení určila tabule na jeho začátku a dál ho mění jen následky akcí "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni')})."
        )
    if sheet.stav in ("vyrazen", "opustil"):
        raise RuleViolation(
            # 000:L707
            f"Hrdina je ve stavu „{texts.STATUS_LABEL[sheet.stav]}“ z konfliktu, který ještě neskončil: nejdřív ho "
            f"ukonči („Konec konfliktu“; {BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu')})."
        )
    out = next((h for h in sheet.pomocnici if h.vyrazen or h.opustil), None)
    if out is not None:
        raise RuleViolation(
            # 000:L695, 000:L707
            f"Pomocník {out.jmeno} je {'vyřazen' if out.vyrazen else 'mimo konflikt'} z konfliktu, který ještě "
            f"neskončil: nejdřív ho ukonči („Konec konfliktu“; "
            f"{BOOK.cite('vyrazeni_postavy_opusteni_a_ukonceni_konfliktu')})."
        )
    # the helpers too: Výhoda from before vanishes (000:L55), their Ohrožení is set anew (000:L300) — until the
    # Průvodce sets one for a helper, the helper's roll uses the hero's
    helpers = [h.model_copy(update={"vyhoda": 0, "ohrozeni": None}) for h in sheet.pomocnici]
    new = sheet.model_copy(update={"ohrozeni": params.ohrozeni, "vyhoda": params.vyhoda, "pomocnici": helpers})
    lines = [f"Ohrožení {params.ohrozeni}"]
    if sheet.vyhoda:
        # 000:L55-L57
        lines.append(f"Výhoda z dřívějška zaniká ({sheet.vyhoda} → 0)")
    lines += [f"{h.jmeno}: Výhoda z dřívějška zaniká ({h.vyhoda} → 0)" for h in sheet.pomocnici if h.vyhoda]
    lines += [f"{h.jmeno}: Ohrožení z dřívějška ({h.ohrozeni}) zaniká, jako hrdinovo {params.ohrozeni}, než ho "
              "Průvodce určí jinak" for h in sheet.pomocnici if h.ohrozeni is not None]
    if params.vyhoda:
        # 000:L59-L61
        lines.append(f"+{texts.amount(params.vyhoda, 'vyhoda')} od Průvodce")
    scale = data("ohrozeni.json")["stupnice"][str(min(5, params.ohrozeni))]
    # 000:L300-L308
    text = (f"Začátek konfliktu: Ohrožení {params.ohrozeni} – {scale} "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni')}).")
    return ActionOutcome(new, "started", "začátek konfliktu", text, changes=tuple(lines))


def end_conflict(sheet: Drd2Sheet, params: BaseModel, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """All Výhoda vanishes and Ohrožení is no longer tracked (000:L55-L57, L703); a knocked-out hero returns.
    Refused while a roll waits for its decision (000:L259-L261): the end never drops it silently."""
    if sheet.ceka is not None:
        raise RuleViolation(
            # 000:L259-L261
            "Hod čeká na rozhodnutí: nejdřív se vyčerpej, nebo přijmi neúspěch; pak konflikt ukonči "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani')})."
        )
    lines = [f"Výhoda {sheet.vyhoda} → 0"] if sheet.vyhoda else []
    if sheet.ohrozeni is not None:
        lines.append("Ohrožení se přestává sledovat")
    stav = "aktivni" if sheet.stav in ("vyrazen", "opustil") else sheet.stav
    # the helpers too: their Výhoda vanishes, their Ohrožení is no longer tracked, the knocked out return
    helpers = [h.model_copy(update={"vyhoda": 0, "ohrozeni": None, "vyrazen": False, "kolo": None,
                                    "opustil": False}) for h in sheet.pomocnici]
    lines += [f"{h.jmeno}: Výhoda {h.vyhoda} → 0" for h in sheet.pomocnici if h.vyhoda]
    new = sheet.model_copy(update={"vyhoda": 0, "ohrozeni": None, "ceka": None, "stav": stav, "pomocnici": helpers,
                                   "kolo": None})
    return ActionOutcome(
        new,
        "ended",
        "konec konfliktu",
        # 000:L703
        BOOK("Konec konfliktu: Výhody zanikají a Ohrožení se přestává sledovat "
             "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu)."),
        changes=tuple(lines),
    )


def initiative(sheet: Drd2Sheet, params: InitiativeParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Initiative hod: 2k6 with no skill; rychle / pomalu 3k6 keep 2 higher / lower for 1 Duše (000:L582,
    L590-L595). A spell's approach (``pristup_kouzlo``) is free; imposed, it must be used; either way the
    opposite one is forbidden while the spell lasts (000:L597). Raises ``RuleViolation`` for the opposite
    approach or without a Duše to pay, or when the hero is knocked out, gone or dead (000:L662, L707)."""
    if sheet.stav != "aktivni":
        # 000:L707: an accepted knock-out loses the initiative; who left or died rolls none
        where = cite("py_rules.systems.drd2", "vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni")
        raise RuleViolation(
            f"Hrdina je ve stavu „{texts.STATUS_LABEL[sheet.stav]}“: na iniciativu nehází, vyřazený se jen brání "
            f"akcí z obrany ({where})."
        )
    if sheet.kolo is not None:
        raise RuleViolation(
            # 000:L582, 000:L601
            "Hrdina je propojený na tabuli konfliktu: iniciativu hází a pořadí vede tabule (akce „Nové kolo "
            "(iniciativa)“), deník ukazuje, zda akci z iniciativy ještě má "
            f"({BOOK.cite('konflikt_kola_a_iniciativa.urceni_iniciativy')}). Hraje-li se bez tabule, ukonči konflikt "
            "v deníku akcí „Konec konfliktu“."
        )
    if sheet.pristup_kouzlo:
        check_quick_game(quick_game(sheet), spell=True, who_decides=quick_where(sheet))  # 000:L911
    chosen, lines = spell_approach(sheet.pristup_kouzlo, sheet.pristup_vnuceny, params.pristup)
    new = sheet
    if chosen and chosen != sheet.pristup_kouzlo:
        # Výhoda replaces Tělo, Duše or Vliv (000:L55); a Jizva of Duše pays instead (000:L859)
        paid = pay(sheet, "duse", 1, what=f"přístup {chosen}", vyhoda=params.platit_vyhodou,
                   scar_name=params.jizva_nazev, allow_scar=bool(params.jizva_nazev),
                   prefer_scar=bool(params.jizva_nazev))
        if paid.scar_left:
            lost = texts.attr_amount(paid.scar_left, "duse")
            # 000:L871
            paid = Payment(paid.sheet, (*paid.changes, f"propadá {lost} z Jizvy "
                                                       f"({BOOK.cite('jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace')})"))
        new, lines = paid.sheet, [*lines, *paid.changes]
    mode = {"": "normal", "rychle": "presne", "pomalu": "nepresne"}[chosen]
    expr = {"normal": "2k6", "presne": "3k6kh2", "nepresne": "3k6kl2"}[mode]
    values = tuple(d.value for d in box.roll(expr).dice)
    kept = kept_dice(values, mode)  # type: ignore[arg-type]
    total = sum(kept)
    text = (
        # 000:L582-L586
        f"Iniciativa: kostky {', '.join(map(str, values))} → {total} (vyšší kostka {max(kept)} rozhoduje rovnost, pak "
        f"los; {BOOK.cite('konflikt_kola_a_iniciativa.urceni_iniciativy')})."
    )
    return ActionOutcome(
        new,
        "initiative",
        f"iniciativa {total}",
        text,
        total,
        changes=tuple(lines),
        details={"kept": list(kept)},
    )
