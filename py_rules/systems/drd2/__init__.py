"""Dračí doupě II (system ``drd2``): the hero's deník, the hod with exact odds, zkouška / výzva / střet,
exhaustion, Jizvy, rest. The conflict board lives in ``py_rules.systems.drd2.conflict`` (``drd2_konflikt``)."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, SectionPlan
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.actions import ACTIONS
from py_rules.systems.drd2.help import HELP
from py_rules.systems.drd2.migrations import MIGRATIONS
from py_rules.systems.drd2.rolls import roll_links
from py_rules.systems.drd2.sheet import Drd2Sheet
from py_rules.systems.drd2.view import view
from py_rules.validation import FieldLabel

__all__ = ["SYSTEM", "new_sheet"]


def new_sheet(name: str) -> Drd2Sheet:
    """A fresh hero: zdatnost 4/4/4 with full resources (000:L51), no professions yet."""
    return Drd2Sheet(name=name)


_PENDING_STATE = {"neuspech": "hrozí neúspěch", "vitezstvi": "vítězství – rozhodne protivník"}


def _round(lead: str) -> dict[str, str | FieldLabel]:
    """A linked hero's or helper's place in a board's round (``Round``), each field led by ``lead``."""
    return {
        "": lead,
        ".iniciativa": FieldLabel(f"{lead}: iniciativa", texts.ROUND_LABEL),
        ".akce": FieldLabel(f"{lead}: vyhodnocovaná akce", texts.ROUND_ACTION_LABEL),
        ".manevr": FieldLabel(f"{lead}: manévr", texts.MANEUVER_LABEL),
        ".hozeno": f"{lead}: hozeno v deníku",
        ".rychla_hra": f"{lead}: rychlá hra tabule",
    }


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str | FieldLabel] = {
    "stav": FieldLabel("Stav hrdiny", texts.STATUS_LABEL),
    "konec_vlastnost": FieldLabel("Vlastnost, v níž hrdina skončil", texts.ATTR_LABEL),
    "ohrozeni": "Ohrožení",
    "odpocinuto": "Odpočinek této noci",
    "zablokovane_akce": "Zablokované akce",
    "sudba_pomocniku": "Sudba pomocníků",
    "upozorneni": "Změny po aktualizaci deníku",
    "posledni_pomocnik": "Pomocníci: poslední přidělené číslo",
    "ceka": "Čekající rozhodnutí o hodu",
    "ceka.druh": FieldLabel("Čekající hod: vyhodnocení", texts.KIND_LABEL),
    "ceka.stav": FieldLabel("Čekající hod: výsledek", _PENDING_STATE),
    "ceka.popis": "Čekající hod: popis",
    "ceka.vlastnost": FieldLabel("Čekající hod: vlastnost", texts.ATTR_LABEL),
    "ceka.dovednost_vlastnost": FieldLabel("Čekající hod: vlastnost dovednosti", texts.ATTR_LABEL),
    "ceka.hrozba": FieldLabel("Čekající hod: hrozící následek", texts.CONSEQUENCE_LABEL),
    "ceka.manevr": FieldLabel("Čekající hod: manévr", texts.MANEUVER_LABEL),
    "ceka.jizva_vlastnost": FieldLabel("Čekající hod: vlastnost jizvy", texts.ATTR_LABEL),
    **{f"kolo{key}": label for key, label in _round("Kolo konfliktu").items()},
    "pomocnici": "Pomocníci",
    "pomocnici.*": "Pomocník",
    "pomocnici.*.id": "Pomocník: identifikátor",
    "pomocnici.*.opustil": "Pomocník: opustil konflikt",
    **{f"pomocnici.*.kolo{key}": label for key, label in _round("Pomocník v kole konfliktu").items()},
}

SYSTEM: GameSystem[Drd2Sheet] = GameSystem(
    id="drd2",
    title=texts.TITLE,
    description=texts.DESCRIPTION,
    schema_version=10,
    sheet_model=Drd2Sheet,
    new_sheet=new_sheet,
    view=view,
    actions=ACTIONS,
    help=HELP,
    migrations=MIGRATIONS,
    game="drd2",
    rolls=roll_links,
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("upozorneni", "ceka", "zdroje", "povolani", "jizvy", "zablokovane"),
                         creation=("hrdina",)),
)
