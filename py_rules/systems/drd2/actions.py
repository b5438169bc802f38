"""The hero's actions as the shell shows them: forms with defaults for this sheet, exact odds, perform."""

from __future__ import annotations

from typing import Any

from py_rules.systems.base import Action
from py_rules.systems.drd2 import forms
from py_rules.systems.drd2.decisions import (
    AcceptParams,
    ExhaustParams,
    OpponentParams,
    accept,
    exhaust,
    opponent,
)
from py_rules.systems.drd2.helper_roll import HelperRollParams, helper_odds, helper_roll
from py_rules.systems.drd2.resolution import HodParams, hod_odds, perform_hod
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.upkeep import (
    ConflictParams,
    HealParams,
    InitiativeParams,
    PayParams,
    RestParams,
    ScarParams,
    end_conflict,
    heal,
    initiative,
    new_day,
    pay_resources,
    rest,
    start_conflict,
    write_scar,
)

__all__ = ["ACTIONS"]


ACTIONS: tuple[Action[Drd2Sheet, Any], ...] = (
    Action(
        "hod",
        "Hodit: zkouška, výzva, střet",
        "Hod",
        HodParams,
        forms.hod_form,
        perform_hod,
        hod_odds,
        dice="2k6",
        hint="2k6 + úroveň povolání; 9 a více je úspěch. Přesně/nepřesně 3k6 (dvě vyšší/nižší); "
        "ve střetu hází i protivník.",
        first=("druh", "dovednost", "ohrozeni", "vlastnost"),
    ),
    Action(
        "hod_pomocnika",
        "Hod pomocníka",
        "Hod",
        HelperRollParams,
        forms.helper_roll_form,
        helper_roll,
        helper_odds,
        dice="2k6",
        hint="2k6 + charakteristika pomocníka; neúspěch platí sám ze Sudby a Pouta, nebo přijme.",
    ),
    Action(
        "vycerpat",
        "Vyčerpat se",
        "Hod",
        ExhaustParams,
        forms.exhaust_form,
        exhaust,
        rolls=False,
        hint="Zaplať tolik Zdrojů, kolik je Ohrožení (nejméně 1), a Ohrožení +1.",
    ),
    Action("prijmout", "Přijmout neúspěch", "Hod", AcceptParams, forms.accept_form, accept, rolls=False),
    Action(
        "protivnik",
        "Rozhodnutí protivníka",
        "Hod",
        OpponentParams,
        forms.opponent_form,
        opponent,
        rolls=False,
        hint="Po vítězství ve střetu: přijal, nebo se vyčerpal.",
    ),
    Action(
        "platba",
        "Zaplatit Zdroje",
        "Hod",
        PayParams,
        forms.pay_form,
        pay_resources,
        rolls=False,
        hint="Manévr v obecném střetu, aktivace schopnosti…",
    ),
    Action(
        "zacatek_konfliktu",
        "Začátek konfliktu",
        "Konflikt",
        ConflictParams,
        forms.conflict_form,
        start_conflict,
        rolls=False,
    ),
    Action(
        "iniciativa",
        "Hod na iniciativu",
        "Konflikt",
        InitiativeParams,
        forms.initiative_form,
        initiative,
        dice="2k6",
    ),
    Action(
        "konec_konfliktu",
        "Konec konfliktu",
        "Konflikt",
        forms.NoParams,
        forms.no_fields,
        end_conflict,
        rolls=False,
    ),
    Action("odpocinek", "Odpočinek", "Odpočinek", RestParams, forms.rest_form, rest, rolls=False),
    Action(
        "novy_den",
        "Nový den",
        "Odpočinek",
        forms.NoParams,
        forms.no_fields,
        new_day,
        rolls=False,
        hint="Další noc: běžný odpočinek je znovu možný (jednou za noc).",
    ),
    Action("jizva", "Zapsat Jizvu", "Jizvy", ScarParams, forms.scar_form, write_scar, rolls=False),
    Action("hojeni", "Hojení Jizvy", "Jizvy", HealParams, forms.heal_form, heal, rolls=False),
)

