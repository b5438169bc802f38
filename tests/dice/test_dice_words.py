"""A rolled action's dice in words (issue 25 item 3): the result says «3k6, dvě vyšší», not «3k6kh2»; the dice
tray and the terminal keep the notation the player typed (``RollResult.breakdown``)."""

from __future__ import annotations

import pytest

from py_rules.dice import roll
from py_rules.dice.render import in_words


@pytest.mark.parametrize(("expression", "faces", "words", "notation"), [
    ("3k6kh2", [5, 2, 4], "3k6, dvě vyšší: 5, 4 (neplatí 2) = 9", "3k6kh2 (5, ~2~, 4) = 9"),
    ("3k6kl2", [5, 2, 4], "3k6, dvě nižší: 2, 4 (neplatí 5) = 6", "3k6kl2 (~5~, 2, 4) = 6"),
    ("2k20kh1", [3, 17], "2k20, platí vyšší: 17 (neplatí 3) = 17", "2k20kh1 (~3~, 17) = 17"),
    ("2k20kl1", [3, 17], "2k20, platí nižší: 3 (neplatí 17) = 3", "2k20kl1 (3, ~17~) = 3"),
    ("4k6dl1", [1, 6, 2, 4], "4k6, tři vyšší: 6, 2, 4 (neplatí 1) = 12", "4k6dl1 (~1~, 6, 2, 4) = 12"),
    ("5k6kh2", [1, 6, 2, 4, 3], "5k6, dvě nejvyšší: 6, 4 (neplatí 1, 2, 3) = 10",
     "5k6kh2 (~1~, 6, ~2~, 4, ~3~) = 10"),
    ("4dF", [-1, 1, 1, 0], "4 kostky Fate: −, +, +, 0 = 1", "4kF (-, +, +, 0) = 1"),
    ("1k20", [8], "1k20: 8", "1k20 (8) = 8"),
    ("2k6", [2, 5], "2k6: 2, 5 = 7", "2k6 (2, 5) = 7"),
    ("1k10+3", [1], "1k10: 1 + 3 = 4", "1k10 (1) + 3 = 4"),
])
def test_a_rolled_action_shows_its_dice_in_words(expression: str, faces: list[int], words: str,
                                                 notation: str) -> None:
    result = roll(expression, dice=faces)
    assert in_words(result) == words
    assert result.breakdown == notation  # the tray and `python -m py_rules roll` keep the typed notation
