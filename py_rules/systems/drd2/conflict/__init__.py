"""The Dračí doupě II conflict board (system ``drd2_konflikt``, a board of the game ``drd2``)."""

from __future__ import annotations

from py_rules.systems.base import GameSystem, LinkSpec, SectionPlan
from py_rules.systems.drd2 import texts
from py_rules.systems.drd2.conflict.actions import ACTIONS
from py_rules.systems.drd2.conflict.board import Drd2Conflict, Participant, Side
from py_rules.systems.drd2.conflict.linked import link_actions, linked_ids
from py_rules.systems.drd2.conflict.unlink import edited
from py_rules.systems.drd2.conflict.view import view, view_linked
from py_rules.systems.drd2.help import CONFLICT_HELP
from py_rules.systems.drd2.migrations import BOARD_MIGRATIONS
from py_rules.validation import FieldLabel

__all__ = ["SYSTEM", "new_board"]


def new_board(name: str) -> Drd2Conflict:
    """A conflict with two sides and one participant each (rename, add more); Ohrožení 2 = běžná situace. It
    is not running until «Začátek konfliktu» (schema 8)."""
    return Drd2Conflict(
        name=name,
        probiha=False,
        kolo_bezi=False,
        strany=[Side(nazev="Družina"), Side(nazev="Protivníci", sudba=5)],
        ucastnici=[
            Participant(jmeno="Hrdina", poradi=0),
            Participant(jmeno="Protivník", druh="bytost", strana=1, poradi=1, charakteristika=2),
        ],
    )


# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str | FieldLabel] = {
    "name": "Název konfliktu",
    "probiha": "Konflikt probíhá",
    "kolo": "Kolo",
    "kolo_bezi": "Kolo má hozenou iniciativu",
    "rychla_hra": "Rychlá hra",
    "cekajici": "Čekající rozhodnutí poražených",
    "upozorneni": "Změny po aktualizaci tabule",
    "strany": "Strany",
    "ucastnici": "Účastníci",
    "ucastnici.*": "Účastník",
    "ucastnici.*.akce": FieldLabel("Účastník: vyhodnocovaná akce", texts.ROUND_ACTION_LABEL),
    "ucastnici.*.manevr": FieldLabel("Účastník: manévr", texts.MANEUVER_LABEL),
    **{f"ucastnici.*.{field}": label for field, label in texts.APPROACH_CHOICE_LABEL.items()},
}

SYSTEM: GameSystem[Drd2Conflict] = GameSystem(
    id="drd2_konflikt",
    title=texts.BOARD_TITLE,
    description=texts.BOARD_DESCRIPTION,
    schema_version=11,
    sheet_model=Drd2Conflict,
    new_sheet=new_board,
    view=view,
    actions=link_actions(ACTIONS),
    help=CONFLICT_HELP,
    migrations=BOARD_MIGRATIONS,
    kind="board",
    game="drd2",
    links=LinkSpec(system="drd2", ids=linked_ids, view=view_linked, edited=edited),
    # The sides and their Sudba change seldom in a round: folded under their heading, one tap away.
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("upozorneni", "poradi", "ucastnici", "stret"),
                         cards={"ucastnici": ("strana", "ohrozeni", "vyhoda", "stav"), "strany": ("sudba",)}),
)
