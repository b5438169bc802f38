"""A linked hero's round state on the board's participant card, read-only and read from the deník (issue 23 Build 3,
one truth): initiative held / spent / delayed, Ohrožení and Výhoda (000:L55, L300, L601-L626)."""

from __future__ import annotations

from drd2_helpers import act as deník_act
from test_drd2_sheet_round_state import HERO_ID, on_board, round_started

from py_rules.systems.base import Links
from py_rules.systems.drd2.conflict import SYSTEM
from py_rules.systems.drd2.conflict.view import view_linked
from py_rules.view import ListField


def _card(b: object, deník: object) -> dict[str, object]:
    """The first participant's compact card as the shell gets it: field name → (value, readonly)."""
    assert SYSTEM.sections is not None
    shown = SYSTEM.sections.arrange(view_linked(b, Links(sheets={HERO_ID: deník})))  # type: ignore[arg-type]
    people = next(f for s in shown.sections for f in s.fields if isinstance(f, ListField) and f.path == "ucastnici")
    item = people.items[0]
    assert item.card is not None
    on_card = [item.fields[i] for i in item.card]
    return {getattr(f, "path", "").rsplit(".", 1)[-1]: (getattr(f, "value", None), getattr(f, "readonly", None))
            for f in on_card}


def test_the_card_shows_the_linked_heros_round_from_the_deník_read_only_000_l601_l606() -> None:
    b, deník = round_started()
    card = _card(b, deník)
    assert (card["stav"], card["ohrozeni"], card["vyhoda"]) == (("k_dispozici", True), (3, True), (0, True))
    # a roll on the deník spends the initiative and a won Výhoda lands there: the card reads both (000:L55, L606)
    rolled = deník_act(deník, "hod", [6, 6]).sheet.model_copy(update={"vyhoda": 2})
    card = _card(b, rolled)
    assert (card["stav"], card["ohrozeni"], card["vyhoda"]) == (("odehral", True), (3, True), (2, True))
    # the saved board keeps no copy of any of them
    assert (b.ucastnici[0].stav, b.ucastnici[0].ohrozeni, b.ucastnici[0].vyhoda) == ("k_dispozici", None, 0)


def test_a_delayed_initiative_shows_as_delayed_000_l624() -> None:
    b, deník = round_started()
    b, deník = on_board(b, "tah", deník, ucastnik=0, jak="odlozit")
    assert _card(b, deník)["stav"] == ("odlozil", True)


def test_an_unlinked_participants_state_stays_editable() -> None:
    b, deník = round_started()
    shown = view_linked(b, Links(sheets={HERO_ID: deník}))
    people = next(f for s in shown.sections for f in s.fields if isinstance(f, ListField) and f.path == "ucastnici")
    fields = {getattr(f, "path", ""): f for f in people.items[1].fields}
    assert not fields["ucastnici.1.stav"].readonly  # type: ignore[union-attr]
    assert not fields["ucastnici.1.ohrozeni"].readonly  # type: ignore[union-attr]
