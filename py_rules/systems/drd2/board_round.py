"""A roll on the deník of a hero linked on a conflict board: it is an action of the board's round (issue 23 Build 3).

The hero's place in the round (``Drd2Sheet.kolo``) lives only in the deník; the board reads and writes it
(``conflict.heroes``). A roll on the deník checks it before anything changes and uses it as the board would:

- the roll of the action the board already declared for the hero (``akce``, not yet rolled) belongs to it;
- with the initiative still held, the roll is a new action that spends it (000:L601-L606); a delayed
  initiative serves only a reaction — a výzva, or a střet the hero did not start (000:L624-L626);
- after acting, only a counter-action from defence: a výzva or střet with the manoeuvre obrana (000:L606,
  L608-L611, L723); obrana before acting is refused (000:L723 «již odehráli svou akci z iniciativy»);
- one manoeuvre per action (000:L719, L781);
- knocked out: only obrana (``resolution``, 000:L662); who left or died acts no more (000:L695);
- the roll's Ohrožení is the conflict's (000:L300, L312): a different one typed for the roll is refused.

A výzva the hero does not react to is no action of the hero (000:L449) and uses nothing.
"""

from __future__ import annotations

from py_rules.errors import RuleViolation
from py_rules.headings import Book
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.sheet import Drd2Sheet, Round

__all__ = ["check_roll", "paid_on_board", "pay_for_action", "spend"]

BOOK = Book("py_rules.systems.drd2")

_BOARD = "konflikt na tabuli"
_NO_BOARD = (" Hraje-li se bez tabule (propojení zrušeno, tabule smazaná), ukonči konflikt v deníku akcí "
             "„Konec konfliktu“.")


def _declared(kolo: Round) -> bool:
    """The board declared an action for the hero whose roll is still to come."""
    return bool(kolo.akce) and not kolo.hozeno


def paid_on_board(sheet: Drd2Sheet) -> str:
    """The manoeuvre of the action the board declared for the hero and already charged (obrana with «Akce
    účastníka», a manoeuvre with «Manévr»): the roll does not charge it again. "" when none."""
    kolo = sheet.kolo
    return kolo.manevr if kolo is not None and _declared(kolo) else ""


def check_roll(sheet: Drd2Sheet, druh: str, manevr: str, aktor: str, ohrozeni: int | None) -> None:
    """Refuse a roll the board's round does not allow the hero (see the module docstring); nothing when no
    board runs a round for the hero. Raises ``RuleViolation``."""
    kolo = sheet.kolo
    if kolo is None or sheet.stav not in ("aktivni", "vyrazen"):
        return
    if ohrozeni is not None and sheet.ohrozeni is not None and ohrozeni != sheet.ohrozeni:
        raise RuleViolation(
            # 000:L300, 000:L312
            f"V konfliktu na tabuli platí Ohrožení z deníku ({sheet.ohrozeni}); mění ho jen následky akcí, ne hod "
            f"({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.urceni_hodnoty_ohrozeni')}). Nech pole Ohrožení prázdné."
        )
    if _declared(kolo):
        if manevr and kolo.manevr and manevr != kolo.manevr:
            raise RuleViolation(
                # 000:L719, 000:L781
                f"V této akci už je zahraný manévr {texts.MANEUVER_LABEL[kolo.manevr]} (na tabuli konfliktu); v jedné "
                f"akci lze nejvýše jeden ({BOOK.cite('manevry')}; {BOOK.cite('manevry.manevry_se_nescitaji')})."
            )
        if kolo.akce == "iniciativa" and manevr == "obrana":
            raise _obrana_with_initiative()
        return
    if sheet.stav == "vyrazen":
        return  # only obrana, checked by the roll itself (000:L662)
    if kolo.iniciativa in ("k_dispozici", "odlozil"):
        if manevr == "obrana":
            raise _obrana_with_initiative()
        reacts = druh == "vyzva" or (druh == "stret" and aktor != "hrdina")
        if kolo.iniciativa == "odlozil" and not reacts:
            raise RuleViolation(
                # 000:L624-L626
                "Hrdina iniciativu odložil: použije ji jen v reakci na cizí akci – výzva, nebo střet, v němž je "
                f"aktérem soupeř ({BOOK.cite('konflikt_kola_a_iniciativa.odlozeni_iniciativy')})."
            )
        return
    if manevr != "obrana" or druh not in ("vyzva", "stret"):
        raise RuleViolation(
            # 000:L606, 000:L608-L611
            "Hrdina už v tomto kole akci z iniciativy odehrál (tabule konfliktu); dál se může jen bránit akcí z "
            "obrany: výzva nebo střet s manévrem obrana proti tomu, co ho bezprostředně ohrožuje "
            f"({BOOK.cite('konflikt_kola_a_iniciativa.akce_z_iniciativy_a_z_obrany')})." + _NO_BOARD
        )


def _obrana_with_initiative() -> RuleViolation:
    # 000:L723
    return RuleViolation(
        "Hrdina ještě má akci z iniciativy (tabule konfliktu): manévr obrana se hlásí až po ní, k protiakci z obrany "
        f"({BOOK.cite('manevry.obrana')}). Hraj tuto akci z iniciativy bez obrany."
    )


def spend(sheet: Drd2Sheet, manevr: str) -> tuple[Drd2Sheet, list[str]]:
    """The roll (already allowed by :func:`check_roll`) as the board's round records it: the declared action
    rolled, a new action from initiative (spends it) or from defence (obrana). Unchanged without a board."""
    kolo = sheet.kolo
    if kolo is None or sheet.stav not in ("aktivni", "vyrazen"):
        return sheet, []
    if _declared(kolo):
        new = kolo.model_copy(update={"hozeno": True, "manevr": kolo.manevr or manevr})
        lines: list[str] = []
    elif sheet.stav == "aktivni" and kolo.iniciativa in ("k_dispozici", "odlozil"):
        new = Round(iniciativa="odehral", akce="iniciativa", manevr=manevr, hozeno=True)
        lines = [f"akce z iniciativy spotřebována ({_BOARD})"]
    else:
        new = kolo.model_copy(update={"akce": "obrana", "manevr": "obrana", "hozeno": True})
        lines = [f"akce z obrany ({_BOARD})"]
    return sheet.model_copy(update={"kolo": new}), lines


def pay_for_action(sheet: Drd2Sheet, za_co: str, manevr: str) -> Round | None:
    """«Zaplatit Zdroje» while a conflict board runs the hero's round: a manoeuvre or a náročnost pays for the action
    the board is resolving for the hero (declared there, roll still to come), and a manoeuvre is recorded on it,
    so the board sees it played (000:L168-L174, L717-L719); with no such action it is refused in Czech, never a
    free-floating payment. An ability's activation or another payment is the player's (not a board action).
    Returns the round as it is after the payment (the deník's when no board runs its round). Raises
    ``RuleViolation``."""
    kolo = sheet.kolo
    if kolo is None or sheet.stav not in ("aktivni", "vyrazen") or za_co not in ("manevr", "narocnost"):
        return kolo
    declared = _declared(kolo)
    if za_co == "narocnost":
        if not declared:
            raise RuleViolation(
                # 000:L168-L174
                "Náročnost se platí před hodem akce, kterou tabule konfliktu vyhodnocuje, a teď žádná tvoje akce "
                "neprobíhá: ohlas ji na tabuli („Akce účastníka“), nebo zaplať náročnost s hodem v deníku (pole "
                f"Náročnost) ({BOOK.cite('prubeh_vyhodnoceni_na_vyprave.kdy_hazet_kostkami')})."
            )
        return kolo
    if not manevr:
        raise RuleViolation(
            "Vyber, který manévr platíš: v konfliktu na tabuli patří k akci, kterou tabule vyhodnocuje.")
    if manevr in ("mocne", "lstive"):
        raise RuleViolation(
            # 000:L761, 000:L769
            f"Manévr {texts.MANEUVER_LABEL[manevr]} se hraje až po výsledku střetu; v konfliktu na tabuli ho zapiš "
            "tam (mocně akcí „Manévr“ po vítězství, lstivě v „Rozhodnutí po střetu“), zaplatí se z deníku "
            f"({BOOK.cite('manevry')})."
        )
    if manevr == "obrana":
        raise RuleViolation(
            # 000:L608-L611, 000:L723
            "Obranu ohlas na tabuli akcí „Akce účastníka“ (z obrany) – zaplatí se z deníku –, nebo ji zahraj s hodem "
            f"v deníku (pole Manévr) ({BOOK.cite('manevry.obrana')})."
        )
    if not declared:
        raise RuleViolation(
            # 000:L717
            "Manévr patří k akci, kterou tabule konfliktu právě vyhodnocuje, a teď žádná tvoje akce neprobíhá: ohlas "
            "ji na tabuli („Akce účastníka“), nebo zahraj manévr s hodem v deníku (pole Manévr) "
            f"({BOOK.cite('manevry')})."
        )
    if kolo.manevr:
        raise RuleViolation(
            # 000:L719, 000:L781
            f"V této akci už je zahraný manévr {texts.MANEUVER_LABEL[kolo.manevr]}; v jedné akci lze nejvýše jeden "
            f"({BOOK.cite('manevry.manevry_se_nescitaji')})."
        )
    return kolo.model_copy(update={"manevr": manevr})
