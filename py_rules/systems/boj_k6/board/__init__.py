"""The combat board of «Boj k6»: a second GameSystem (``kind="board"``) the Pán jeskyně keeps on the tablet.

Its saved "sheet" is the combat state: participants, this round's záměry and rolls, successes to spend.
"""

from __future__ import annotations

from py_rules.systems.base import GameSystem, LinkSpec, SectionPlan, participant_ids
from py_rules.systems.boj_k6.board.actions import BOARD_ACTIONS
from py_rules.systems.boj_k6.board.board import BoardSheet, new_board
from py_rules.systems.boj_k6.board.view import view, view_linked
from py_rules.systems.boj_k6.help import BOARD_HELP
from py_rules.systems.boj_k6.migrations import BOARD_MIGRATIONS
from py_rules.systems.boj_k6.texts import (
    ATRIBUTY,
    BOARD_DESCRIPTION,
    BOARD_FORM,
    BOARD_TITLE,
    DRUHY_ZRANENI,
    PROSTREDKY,
    SHEET_FORM,
    ZAMERY,
)
from py_rules.systems.boj_k6.texts_round import POHYBY, ROUND_FORM
from py_rules.validation import FieldLabel

__all__ = ["SYSTEM"]

# Czech labels of the saved fields the view does not draw (a save comparison, an error name them).
SAVED_LABELS: dict[str, str | FieldLabel] = {
    "name": "Název boje",
    "kolo": "Kolo",
    "ucastnici": "Účastníci",
    "ucastnici.*": "Účastník",
    "vysledky": "Nerozdělené úspěchy",
    "vyhodnoceno": "Vyhodnocené dvojice kola",
    "postup": "Rozpracované manévry",
    "vzdalenosti": "Vzdálenosti",
    "situace": "Situace",
    "zaznam": "Záznam boje",
    # a participant's intention for the round, as «Záměr» sets it (the card shows it as a sentence)
    "ucastnici.*.zamer": FieldLabel(BOARD_FORM.ZAMER, ZAMERY),
    "ucastnici.*.vlastnost": FieldLabel(BOARD_FORM.VLASTNOST, ATRIBUTY),
    "ucastnici.*.prostredek": FieldLabel(BOARD_FORM.PROSTREDEK, PROSTREDKY),
    "ucastnici.*.pohyb": FieldLabel(ROUND_FORM.POHYB, POHYBY),
    "ucastnici.*.kouzlo_obrana": FieldLabel("Kouzlo: čím se cíl brání", ATRIBUTY),
    "ucastnici.*.pridane_druh": FieldLabel(SHEET_FORM.PRIDANE_DRUH, DRUHY_ZRANENI),
}

SYSTEM: GameSystem[BoardSheet] = GameSystem(
    id="boj_k6_kolo",
    title=BOARD_TITLE,
    description=BOARD_DESCRIPTION,
    schema_version=4,
    sheet_model=BoardSheet,
    kind="board",
    game="boj_k6",
    new_sheet=new_board,
    view=view,
    actions=BOARD_ACTIONS,
    help=BOARD_HELP,
    migrations=BOARD_MIGRATIONS,
    links=LinkSpec(system="boj_k6", ids=participant_ids, view=view_linked),
    # In play: the participants and the round (who rolls, the order, successes to spend). A participant's
    # compact card — životy with ±, state, this round's záměr and roll; name and side in its title — is marked
    # by the view itself (ListItem.card), as two of its lines are derived and have no field name to list here.
    saved_labels=SAVED_LABELS,
    sections=SectionPlan(play=("ucastnici", "kolo"), creation=("scena",)),
)
