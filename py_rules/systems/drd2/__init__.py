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

__all__ = ["SYSTEM", "new_sheet"]


def new_sheet(name: str) -> Drd2Sheet:
    """A fresh hero: zdatnost 4/4/4 with full resources (000:L51), no professions yet."""
    return Drd2Sheet(name=name)


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str] = {
    "stav": "Stav hrdiny",
    "konec_vlastnost": "Vlastnost, v níž hrdina skončil",
    "ohrozeni": "Ohrožení",
    "odpocinuto": "Odpočinek této noci",
    "zablokovane_akce": "Zablokované akce",
    "sudba_pomocniku": "Sudba pomocníků",
    "upozorneni": "Změny po aktualizaci deníku",
    "posledni_pomocnik": "Pomocníci: poslední přidělené číslo",
    "ceka": "Čekající rozhodnutí o hodu",
    "kolo": "Kolo konfliktu na tabuli",
    "kolo.iniciativa": "Kolo konfliktu: iniciativa",
    "kolo.akce": "Kolo konfliktu: vyhodnocovaná akce",
    "kolo.manevr": "Kolo konfliktu: manévr",
    "kolo.hozeno": "Kolo konfliktu: hozeno v deníku",
    "kolo.rychla_hra": "Kolo konfliktu: rychlá hra tabule",
    "pomocnici": "Pomocníci",
    "pomocnici.*": "Pomocník",
    "pomocnici.*.id": "Pomocník: identifikátor",
    "pomocnici.*.opustil": "Pomocník: opustil konflikt",
    "pomocnici.*.kolo": "Pomocník: kolo konfliktu",
    "pomocnici.*.kolo.iniciativa": "Pomocník: iniciativa v kole konfliktu",
    "pomocnici.*.kolo.akce": "Pomocník: akce v kole konfliktu",
    "pomocnici.*.kolo.manevr": "Pomocník: manévr v kole konfliktu",
    "pomocnici.*.kolo.hozeno": "Pomocník: hozeno v kole konfliktu",
    "pomocnici.*.kolo.rychla_hra": "Pomocník: rychlá hra v kole konfliktu",
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
