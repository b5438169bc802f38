"""After the dice: exhaust (vyčerpat se), accept (přijmout neúspěch), or record the opponent's decision.

Exhaustion (000:L259-L285, L394): pay own Ohrožení (mocně +1, chabě −1, at least 1) from the right
attribute, then Ohrožení +1. Zkouška → full success (L427); výzva → the threatened consequences become the
+1 (L459); střet → the winner's consequences become the +1 (L505); against a knock-out the loser also
gains 1 Výhoda or raises the attacker's Ohrožení by 1 (L686-L689). Hrdinská smrt when nothing can pay (L903).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from py_rules.errors import RuleViolation
from py_rules.headings import Book, cite
from py_rules.systems.base import ActionOutcome, DiceBox
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.consequences import add_scar, change_ohrozeni, change_vyhoda, own_delta, size
from py_rules.systems.drd2.helper_roll import accept_helper, helper_own
from py_rules.systems.drd2.payment import pay, pay_helper
from py_rules.systems.drd2.rules import check_quick_game, exhaustion_cost, has_penalty, quick_game, quick_where
from py_rules.systems.drd2.sheet import Attr, Drd2Sheet, Pending

__all__ = ["AcceptParams", "ExhaustParams", "OpponentParams", "accept", "check_knockout_sizes", "exhaust", "opponent"]

BOOK = Book("py_rules.systems.drd2")

_PKG = "py_rules.systems.drd2"


class ExhaustParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    mocne: bool = False
    chabe: bool = False
    vyhoda: int = Field(default=0, ge=0, le=99)
    jizva_nazev: str = Field(default="", max_length=80)
    vlastnost: Literal["", "telo", "duse", "vliv"] = ""
    vyrazeni_volba: Literal["vyhoda", "ohrozeni_utocnika"] = "vyhoda"
    pomocnik: int = Field(default=-1, ge=-1, le=5)
    # a helper's exhaustion: how much the player pays from its Pouto instead of Sudba («nechce», 000:L87)
    pouto: int = Field(default=0, ge=0, le=20)
    hrdinska_smrt: bool = False


class AcceptParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    lstive: bool = False
    jizva_nazev: str = Field(default="", max_length=80)
    # an accepted knock-out: the Jizva it causes, sized by the story (0 = none; 000:L676, L678, L845), and the
    # Ohrožení of who stays on the scene, set as at a conflict's start (0 = unchanged; 000:L678)
    jizva_zavaznost: int = Field(default=0, ge=0, le=12)
    nove_ohrozeni: int = Field(default=0, ge=0, le=20)


class OpponentParams(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    volba: Literal["prijal", "vycerpal"] = "prijal"
    manevr: Literal["", "lstive", "mocne"] = ""
    vyrazeni_volba: Literal["vyhoda", "ohrozeni_utocnika"] = "vyhoda"
    vyhoda: int = Field(default=0, ge=0, le=99)


def _attr(sheet: Drd2Sheet, params: ExhaustParams) -> Attr:
    if params.vlastnost:
        return params.vlastnost
    return sheet.ceka.vlastnost if sheet.ceka else "telo"


def _effect(sheet: Drd2Sheet, pending: Pending, params: ExhaustParams) -> tuple[Drd2Sheet, list[str], str]:
    """Net Ohrožení change and the text of what the exhaustion achieved."""
    if pending.druh == "zkouska":
        d_ohr, d_vyh = own_delta(pending.nasledek, False)
        if has_penalty(sheet, "hloupe", [pending.dovednost] if pending.dovednost else []):
            d_ohr, d_vyh = 0, 0  # hloupě: no standard rules consequence, exhausted or not (000:L809)
        sheet, lines = change_ohrozeni(sheet, d_ohr + 1)
        sheet, more = change_vyhoda(sheet, d_vyh)
        return (
            sheet,
            lines + more,
            # 000:L427, 000:L431, 000:L439
            BOOK("Zkouška: vyčerpáním plný úspěch, záměr i následek platí; Ohrožení +1 se započte naráz se zamýšleným "
                 "následkem (§druhy_vyhodnoceni.zkouska; "
                 "§druhy_vyhodnoceni.zkouska.vycerpani_u_zkousky_ktera_snizuje_ohrozeni)."),
        )
    sheet, lines = change_ohrozeni(sheet, 1)
    if pending.druh == "vyzva":
        return (
            sheet,
            lines,
            # 000:L459
            (BOOK("Výzva: ohlášené vážné následky nahradila komplikace Ohrožení +1 (§druhy_vyhodnoceni.vyzva).")),
        )
    # 000:L505-L507
    text = BOOK("Střet: vítězova akce proběhla jen částečně; všechny její následky v pravidlech nahradilo tvé Ohrožení "
                "+1 (§druhy_vyhodnoceni.stret.stret_dvou_ucastniku).")
    if pending.hrozba == "vyrazeni":
        if params.vyrazeni_volba == "vyhoda":
            sheet, more = change_vyhoda(sheet, 1)
            lines += more
            # 000:L686-L688
            text += BOOK(" Vyřazení odvráceno, pokus byl předčasný: +1 Výhoda "
                         "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji).")
        else:
            lines.append("útočníkovi Ohrožení +1 (zapiš u něj / na tabuli konfliktu)")
            # 000:L689
            text += BOOK(" Vyřazení odvráceno, útočník se odkryl: jeho Ohrožení +1 "
                         "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji).")
    return sheet, lines, text


def _heroic_death(sheet: Drd2Sheet, attr: Attr, why: str) -> ActionOutcome[Drd2Sheet]:
    """CHOICE (digest 6.2/17): hrdinská smrt costs nothing; the hero retires with the attribute that fell."""
    new = sheet.model_copy(update={"stav": "hrdinska_smrt", "konec_vlastnost": attr, "ceka": None})
    text = (
        # 000:L903-L907
        f"{why} Hrdinská smrt ({BOOK.cite('hrdinska_smrt')}): poslední, výjimečné vyčerpání. Hráč vypráví, jak hrdina "
        f"odvrátil neúspěch a uzavřel či posunul celý konflikt; pak jeho kariéra končí – {texts.HEROIC_END[attr]}."
    )
    return ActionOutcome(new, "heroic_death", "hrdinská smrt", text, changes=("hrdina odchází ze hry",))


def _helper_exhaust(
    sheet: Drd2Sheet, pending: Pending | None, params: ExhaustParams, attr: Attr
) -> ActionOutcome[Drd2Sheet]:
    """The pending roll was the helper's: it pays its own Ohrožení from the player's Sudba up to its hranice,
    the rest from Pouto (000:L67, L87), and its own Ohrožení rises by 1 (000:L273); the roll is decided."""
    if not 0 <= params.pomocnik < len(sheet.pomocnici):
        raise RuleViolation(f"Pomocník č. {params.pomocnik + 1} v deníku není.")
    helper = sheet.pomocnici[params.pomocnik]
    base = helper.ohrozeni or sheet.ohrozeni or 2
    cost = exhaustion_cost(base, params.mocne, params.chabe)
    paid = pay_helper(sheet, params.pomocnik, attr, cost, params.vyhoda, params.pouto)
    # a zkouška: the intended consequence and the +1 together (000:L431); else the +1 replaces the winner's
    own = pending.nasledek if pending is not None and pending.druh == "zkouska" else ""
    helpers = list(paid.sheet.pomocnici)
    if helpers[params.pomocnik].ohrozeni is None:
        helpers[params.pomocnik] = helpers[params.pomocnik].model_copy(update={"ohrozeni": base})
    moved, more = helper_own(helpers[params.pomocnik], paid.sheet, own, False, extra=1)
    text = (
        # 000:L67, 000:L87, 000:L273
        f"{helper.jmeno}: vyčerpání za {texts.amount(cost, 'zdroj')} (své Ohrožení {base}; "
        f"{BOOK.cite('hra_o_zdroje.sudba')}; {BOOK.cite('hra_o_zdroje.pouto')})."
    )
    if pending is not None and pending.hrozba == "vyrazeni" and pending.druh == "stret":
        # 000:L686-L689: the knock-out was premature
        if params.vyrazeni_volba == "vyhoda":
            moved = moved.model_copy(update={"vyhoda": moved.vyhoda + 1})
            more.append(f"{helper.jmeno}: Výhoda {moved.vyhoda - 1} → {moved.vyhoda}")
        else:
            more.append("útočníkovi Ohrožení +1 (zapiš u něj / na tabuli konfliktu)")
        text += (" Vyřazení odvráceno, pokus byl předčasný "
                 f"({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')}).")
    helpers[params.pomocnik] = moved
    new = paid.sheet.model_copy(update={"pomocnici": helpers, "ceka": None})
    return ActionOutcome(new, "exhausted", "vyčerpání", text, changes=(*paid.changes, *more))


def _check_helper(sheet: Drd2Sheet, pending: Pending, params: ExhaustParams) -> None:
    """A pomocník exhausts only for its own roll, and only from Sudba and Pouto (000:L67, L87, L383).
    Raises ``RuleViolation``."""
    if pending.pomocnik < 0:
        raise RuleViolation(
            # 000:L87, 000:L273
            BOOK("Pomocník se vyčerpává jen za svůj vlastní hod (akce „Hod pomocníka“); za hrdinův hod platí hrdina "
                 "(§hra_o_zdroje.pouto).")
        )
    if params.pomocnik not in (-1, pending.pomocnik):
        raise RuleViolation(f"Házel {sheet.pomocnici[pending.pomocnik].jmeno}: vyčerpat se může jen on.")
    if params.jizva_nazev or params.hrdinska_smrt or params.vyhoda > sheet.pomocnici[pending.pomocnik].vyhoda:
        raise RuleViolation(
            # 000:L55, 000:L87
            BOOK("Pomocník platí jen ze své Výhody, Sudby a Pouta; Výhodu, Jizvu ani hrdinskou smrt hrdiny za něj "
                 "použít nelze (§hra_o_zdroje.vyhoda; §hra_o_zdroje.pouto).")
        )


def _scar_could_pay(sheet: Drd2Sheet, attr: Attr, cost: int, pending: Pending | None, vyhoda: int) -> bool:
    """Whether a self-inflicted Jizva (new or this action's one raised) would still pay the cost (000:L859,
    L883): then hrdinská smrt is not yet the only way (000:L903)."""
    use_scar = pending is not None and pending.jizva_vlastnost == attr
    try:
        pay(
            sheet,
            attr,
            cost,
            what="vyčerpání",
            vyhoda=vyhoda,
            allow_scar=True,
            scar_left=pending.jizva_zbytek if use_scar and pending else 0,
            scar_index=pending.jizva_index if use_scar and pending else -1,
        )
    except RuleViolation:
        return False
    return True


def exhaust(sheet: Drd2Sheet, params: ExhaustParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Pay and apply the exhaustion. Every precondition is checked before anything changes: a roll must be
    waiting for the decision (000:L283: only an attempt that threatens to fail), hrdinská smrt only when not
    even a Jizva can pay (000:L903), a named Jizva pays instead of the resources (000:L49, L859). Raises
    ``RuleViolation`` otherwise, or when the cost cannot be paid in full."""
    pending = sheet.ceka
    if pending is None:
        raise RuleViolation(
            # 000:L259-L261, 000:L283
            BOOK("Není co vyčerpat: vyčerpat se lze jen po hodu, kterému hrozí neúspěch "
                 "(§prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani). Nejdřív hoď.")
        )
    if pending.stav != "neuspech":
        raise RuleViolation("Vyhrál jsi: vyčerpává se poražený protivník (akce „Rozhodnutí protivníka“).")
    check_quick_game(quick_game(sheet), mocne=params.mocne, who_decides=quick_where(sheet))
    if pending.druh == "zkouska" and (params.mocne or params.chabe):
        raise RuleViolation(
            # 000:L409, 000:L761, 000:L808: a zkouška has no opposing action to make the exhaustion dearer or cheaper
            "Ve zkoušce nikdo proti akci nejedná (prostředí, nebo protivník, který se nebrání), takže její vyčerpání "
            f"nezdraží vítězovo mocně ani nezlevní soupeřovo chabě ({BOOK.cite('druhy_vyhodnoceni.zkouska')})."
        )
    attr = _attr(sheet, params)
    if pending.druh == "zkouska" and (pending.dovednost or pending.pomocnik >= 0) and attr != pending.vlastnost:
        # a helper's roll declares its skill's attribute («Vlastnost dovednosti»), whose hranice limits its Sudba
        skill = pending.dovednost or "dovednost pomocníka"
        raise RuleViolation(
            # 000:L285, 000:L429: in a zkouška the skill used decides the Zdroj, not the player after the dice
            f"Ve zkoušce se vyčerpává Zdroji vlastnosti použité dovednosti ({skill}: "
            f"{texts.ATTR_LABEL[pending.vlastnost]}), ne Zdroji {texts.ATTR_GEN[attr]} "
            f"({BOOK.cite('druhy_vyhodnoceni.zkouska')})."
        )
    if params.pomocnik >= 0 or pending.pomocnik >= 0:
        _check_helper(sheet, pending, params)
        return _helper_exhaust(sheet, pending, params.model_copy(update={"pomocnik": pending.pomocnik}), attr)
    if params.pouto:
        raise RuleViolation(
            # 000:L87
            BOOK("Pouto je Zdroj pomocníka; hrdina jím za svůj hod neplatí (§hra_o_zdroje.pouto).")
        )
    if params.vyhoda > sheet.vyhoda:
        # 000:L55: checked first, so that a refused payment never passes for «nothing can pay» (hrdinská smrt)
        raise RuleViolation(f"Výhodou lze platit nejvýše {sheet.vyhoda} (tolik jí hrdina má), ne {params.vyhoda} "
                            f"({BOOK.cite('hra_o_zdroje.vyhoda')}).")
    base = sheet.ohrozeni or 2
    cost = exhaustion_cost(base, params.mocne, params.chabe)
    what = f"vyčerpání ({texts.attr_amount(cost, attr)})"
    use_scar = pending.jizva_vlastnost == attr
    scar_left = pending.jizva_zbytek if use_scar else 0
    if params.jizva_nazev and scar_left + min(params.vyhoda, sheet.vyhoda) >= cost:
        raise RuleViolation(
            f"Cenu {texts.attr_amount(cost, attr)} už zaplatí Výhoda a Zdroje Jizvy z této akce; novou Jizvu nepiš, "
            f"nebo plať méně Výhodou ({BOOK.cite('jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace')})."
        )
    try:
        paid = pay(
            sheet,
            attr,
            cost,
            what=what,
            vyhoda=params.vyhoda,
            scar_name=params.jizva_nazev,
            allow_scar=bool(params.jizva_nazev) or (use_scar and pending.jizva_index >= 0),
            scar_left=scar_left,
            scar_index=pending.jizva_index if use_scar else -1,
            prefer_scar=bool(params.jizva_nazev),
        )
    except RuleViolation as exc:
        if not params.hrdinska_smrt:
            raise
        if _scar_could_pay(sheet, attr, cost, pending, params.vyhoda):
            raise RuleViolation(
                # 000:L859, 000:L903
                f"Na vyčerpání ({texts.attr_amount(cost, attr)}) ještě stačí vlastní Jizva: napiš její název. Hrdinská "
                f"smrt přichází, až když nestačí ani Jizva ({BOOK.cite('hrdinska_smrt')})."
            ) from exc
        return _heroic_death(sheet, attr, exc.message)
    if params.hrdinska_smrt:
        raise RuleViolation(
            # 000:L903
            BOOK("Hrdinskou smrt lze zvolit, jen když na vyčerpání nestačí ani Jizva (§hrdinska_smrt).")
        )
    new, lines, text = _effect(paid.sheet.model_copy(update={"ceka": None}), pending, params)
    lost = paid.scar_left
    # 000:L871
    extra = [f"propadá {texts.attr_amount(lost, attr)} z Jizvy "
             f"({BOOK.cite('jizvy.zpusobeni_si_jizvy_z_rozhodnuti_hrace')})"] if lost else []
    text = (
        # 000:L273, 000:L281
        f"Cena vyčerpání: {texts.attr_amount(cost, attr)} (Ohrožení "
        f"{base}{', mocně +1' if params.mocne else ''}{', chabě −1' if params.chabe else ''}; nejméně 1, "
        f"{BOOK.cite('prubeh_vyhodnoceni_na_vyprave.vysledek_hodu_ohrozeni_a_vycerpani.co_urcuje_hod')}). {text}"
    )
    return ActionOutcome(new, "exhausted", "vyčerpání", text, changes=(*paid.changes, *lines, *extra))


def accept(sheet: Drd2Sheet, params: AcceptParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Accept the threatened failure with its rules consequence (lstivě: 2). Zkouška: the same action is
    blocked until conditions change (000:L433, CHOICE digest 6.2/21)."""
    pending = sheet.ceka
    if pending is None or pending.stav != "neuspech":
        return ActionOutcome(sheet, "nothing", "nic k přijetí", "Žádný neúspěch nečeká na rozhodnutí.")
    check_knockout_sizes(pending.hrozba, params.jizva_zavaznost, params.nove_ohrozeni)
    check_quick_game(quick_game(sheet), lstive=params.lstive, who_decides=quick_where(sheet))
    if params.lstive and pending.hrozba in ("", "vyrazeni"):
        raise RuleViolation(
            # 000:L769-L771
            BOOK("Lstivě jen zvětšuje ohlášený následek (změnu Ohrožení, Jizvu); tomuto neúspěchu žádný nehrozí, takže "
                 "lstivě nemá co zvětšit (§manevry.lstive).")
        )
    if params.jizva_nazev and pending.hrozba != "jizva" and not (pending.hrozba == "vyrazeni"
                                                                and params.jizva_zavaznost):
        raise RuleViolation(
            # 000:L415-L417, 000:L447
            "Tomuto neúspěchu žádná Jizva nehrozí (Průvodce či protivník ji neohlásil před hodem), takže název Jizvy "
            f"nemá k čemu patřit ({BOOK.cite('druhy_vyhodnoceni.zkouska')}; {BOOK.cite('druhy_vyhodnoceni.vyzva')})."
        )
    if pending.pomocnik >= 0:
        helped, helper_lines = accept_helper(sheet, params.lstive, params.jizva_nazev, params.jizva_zavaznost,
                                             params.nove_ohrozeni)
        # 000:L433, 000:L463
        return ActionOutcome(helped, "accepted", "neúspěch přijat", BOOK(
            "Pomocník přijal neúspěch: platí popis Průvodce i následek v pravidlech, a to pro pomocníka "
            "(§druhy_vyhodnoceni.zkouska; §druhy_vyhodnoceni.vyzva)."), changes=tuple(helper_lines))
    new = sheet.model_copy(update={"ceka": None})
    lines: list[str] = []
    if pending.hrozba == "ohrozeni_plus":
        new, lines = change_ohrozeni(new, size(params.lstive))
    elif pending.hrozba == "jizva":
        new, lines = add_scar(
            new, pending.vlastnost, size(params.lstive), params.jizva_nazev or pending.popis
        )
    elif pending.hrozba == "vyrazeni":
        new = new.model_copy(update={"stav": "vyrazen"})
        # 000:L662, 000:L707
        lines = [BOOK("hrdina je vyřazen: ztrácí iniciativu, může se jen bránit "
                      "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni; "
                      "§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.ukonceni_konfliktu)")]
        if params.nove_ohrozeni:
            # 000:L678
            lines.append(f"Ohrožení po vyřazení {texts.shown(new.ohrozeni)} → {params.nove_ohrozeni}")
            new = new.model_copy(update={"ohrozeni": params.nove_ohrozeni})
        if params.jizva_zavaznost:
            # 000:L678: the knock-out's Jizva is sized by what the action did in the story
            new, more = add_scar(new, pending.vlastnost, params.jizva_zavaznost, params.jizva_nazev or pending.popis)
            lines += more
    if pending.druh == "zkouska" and pending.popis and pending.popis not in new.zablokovane_akce:
        blocked = [*new.zablokovane_akce, pending.popis][-20:]
        new = new.model_copy(update={"zablokovane_akce": blocked})
        # 000:L433
        lines.append(f"akci „{pending.popis}“ nelze opakovat, dokud se výrazně nezmění podmínky "
                     f"({BOOK.cite('druhy_vyhodnoceni.zkouska')})")
    # 000:L433, 000:L463, 000:L509
    text = BOOK("Neúspěch přijat: platí popis protivníka či Průvodce i následky v pravidlech "
                "(§druhy_vyhodnoceni.zkouska; §druhy_vyhodnoceni.vyzva; "
                "§druhy_vyhodnoceni.stret.stret_dvou_ucastniku).")
    return ActionOutcome(new, "accepted", "neúspěch přijat", text, changes=tuple(lines))


def _helper_won(sheet: Drd2Sheet, pending: Pending, params: OpponentParams) -> ActionOutcome[Drd2Sheet]:
    """The loser's decision after the helper won its střet: the helper pays its manoeuvre after the roll (1 from
    its Výhoda, Sudba within hranice or Pouto: 000:L717, L801); accepted → its own consequence on itself
    (lstivě 2, 000:L769); exhausted → none of it, and against its knock-out the opponent may raise its
    Ohrožení (000:L505, L689). Raises ``RuleViolation`` when the manoeuvre cannot be paid."""
    new = sheet.model_copy(update={"ceka": None})
    lines: list[str] = []
    if params.manevr:
        paid = pay_helper(new, pending.pomocnik, pending.dovednost_vlastnost, 1, params.vyhoda)
        new, lines = paid.sheet, [*paid.changes, f"manévr {texts.MANEUVER_LABEL[params.manevr]}"]
    helpers = list(new.pomocnici)
    helper = helpers[pending.pomocnik]
    stret = cite(_PKG, "druhy_vyhodnoceni.stret.stret_dvou_ucastniku")
    if params.volba == "vycerpal":
        text = (f"Protivník se vyčerpal: akce pomocníka {helper.jmeno} proběhla jen částečně a její následky nahradilo "
                f"Ohrožení +1 protivníka ({stret}).")
        if pending.vyrazeni and params.vyrazeni_volba == "ohrozeni_utocnika":
            helpers[pending.pomocnik], more = helper_own(helper, new, "", False, extra=1)
            lines += more
            text += (" Vyřazení bylo předčasné: Ohrožení pomocníka +1 "
                     f"({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji')}).")
        new = new.model_copy(update={"pomocnici": helpers})
        return ActionOutcome(new, "opponent_exhausted", "protivník se vyčerpal", text, changes=tuple(lines))
    helpers[pending.pomocnik], more = helper_own(helper, new, pending.nasledek, params.manevr == "lstive")
    text = f"Protivník přijal neúspěch: platí popis i následky akce pomocníka {helper.jmeno} ({stret})."
    if pending.vyrazeni:
        text += f" Cíl je vyřazen ({cite(_PKG, 'vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni')})."
    new = new.model_copy(update={"pomocnici": helpers})
    return ActionOutcome(new, "opponent_accepted", "protivník přijal", text, changes=(*lines, *more))


def check_knockout_sizes(hrozba: str, zavaznost: int, ohrozeni: int) -> None:
    """A Jizva sized by the story and a fresh Ohrožení belong to an accepted knock-out only (000:L342, L676,
    L678); every other consequence is 1, with lstivě 2. Raises ``RuleViolation``."""
    if hrozba == "vyrazeni" or not (zavaznost or ohrozeni):
        return
    knockout = cite(_PKG, "vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji")
    size = cite(_PKG, "prubeh_vyhodnoceni_na_vyprave.akce_zamery_a_nasledky_v_pravidlech")
    raise RuleViolation(
        f"Závažnost Jizvy podle příběhu a nové Ohrožení se určují jen u přijatého vyřazení ({knockout}); jiný "
        f"následek je vždy 1, s manévrem lstivě 2 ({size})."
    )


def opponent(sheet: Drd2Sheet, params: OpponentParams, box: DiceBox) -> ActionOutcome[Drd2Sheet]:
    """Record the loser's decision after the hero won a střet: accepted → the hero's consequence applies
    (lstivě: 2, paid now); exhausted → none of it applies (000:L505-L515)."""
    pending = sheet.ceka
    if pending is None or pending.stav != "vitezstvi":
        return ActionOutcome(
            sheet, "nothing", "nic nečeká", "Žádné vítězství nečeká na rozhodnutí protivníka."
        )
    check_quick_game(quick_game(sheet), manevr=params.manevr, who_decides=quick_where(sheet))
    if params.manevr and pending.manevr:
        # 000:L719
        raise RuleViolation(BOOK("V jedné akci lze zahrát nejvýše jeden manévr (§manevry)."))
    skills = [pending.dovednost] if pending.dovednost else []
    helper = pending.pomocnik >= 0  # the hero's postihy are the hero's, not the helper's (000:L805)
    if params.manevr == "mocne" and not helper and has_penalty(sheet, "chabe", skills):
        # 000:L808
        raise RuleViolation(BOOK("S postihem chabě nelze hrát manévr mocně (§postihy)."))
    if params.manevr == "lstive" and not helper and has_penalty(sheet, "hloupe", skills):
        # 000:L809
        raise RuleViolation(BOOK("S postihem hloupě nelze hrát manévr lstivě (§postihy)."))
    if params.manevr == "lstive" and pending.nasledek in ("", "vyrazeni"):
        raise RuleViolation(
            # 000:L769-L771
            BOOK("Lstivě jen zvětšuje ohlášený následek (změnu Ohrožení, Výhodu, Jizvu); tvá akce žádný neohlásila, "
                 "takže lstivě nemá co zvětšit (§manevry.lstive).")
        )
    if params.manevr == "lstive" and params.volba != "prijal":
        # 000:L769
        raise RuleViolation(BOOK("Lstivě se hraje až poté, co poražený přijal neúspěch (§manevry.lstive)."))
    if helper:
        return _helper_won(sheet, pending, params)
    new = sheet.model_copy(update={"ceka": None})
    lines: list[str] = []
    if params.manevr:
        paid = pay(
            new,
            pending.dovednost_vlastnost,
            1,
            what=f"manévr {texts.MANEUVER_LABEL[params.manevr]}",
            vyhoda=params.vyhoda,
        )
        new, lines = paid.sheet, list(paid.changes)
    if params.volba == "vycerpal":
        # 000:L505, 000:L515
        text = BOOK("Protivník se vyčerpal: tvá akce proběhla jen částečně a její následky v pravidlech nahradilo jeho "
                    "Ohrožení +1 (§druhy_vyhodnoceni.stret.stret_dvou_ucastniku).")
        if pending.vyrazeni and params.vyrazeni_volba == "ohrozeni_utocnika":
            new, more = change_ohrozeni(new, 1)
            lines += more
            # 000:L689
            text += BOOK(" Vyřazení bylo předčasné: tvé Ohrožení +1 "
                         "(§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji).")
        return ActionOutcome(new, "opponent_exhausted", "protivník se vyčerpal", text, changes=tuple(lines))
    d_ohr, d_vyh = own_delta(pending.nasledek, params.manevr == "lstive")
    if has_penalty(sheet, "hloupe", skills):
        d_ohr, d_vyh = 0, 0  # hloupě: no standard rules consequence (000:L809)
    new, more = change_ohrozeni(new, d_ohr)
    new, more2 = change_vyhoda(new, d_vyh)
    # 000:L509
    text = BOOK("Protivník přijal neúspěch: platí tvůj popis i následky v pravidlech "
                "(§druhy_vyhodnoceni.stret.stret_dvou_ucastniku).")
    if pending.vyrazeni:
        # 000:L684
        text += BOOK(" Cíl je vyřazen (§vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.vyrazeni.jak_nekoho_zabiji).")
    return ActionOutcome(new, "opponent_accepted", "protivník přijal", text, changes=(*lines, *more, *more2))
