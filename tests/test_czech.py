"""Czech plural forms and number formatting used by every game."""

from __future__ import annotations

from fractions import Fraction

import pytest

from py_rules.czech import Noun, amount, count, decimal, listing, number, percent, plural
from py_rules.systems.boj_k6 import texts as boj_texts
from py_rules.systems.cairn import texts as cairn_texts
from py_rules.systems.dnd5e import texts as dnd5e_texts
from py_rules.systems.drd2 import texts as drd2_texts
from py_rules.systems.fate import texts as fate_texts


@pytest.mark.parametrize(("n", "expected"), [(0, "0 Zdrojů"), (1, "1 Zdroj"), (2, "2 Zdroje"), (4, "4 Zdroje"),
                                             (5, "5 Zdrojů"), (11, "11 Zdrojů"), (21, "21 Zdrojů"), (-1, "-1 Zdroj")])
def test_count_uses_the_right_plural_form(n: int, expected: str) -> None:
    assert count(n, "Zdroj", "Zdroje", "Zdrojů") == expected


def test_plural_of_duse() -> None:
    assert [plural(n, "Duše", "Duše", "Duší") for n in (1, 3, 5)] == ["Duše", "Duše", "Duší"]


def test_percent_uses_decimal_comma_and_nbsp() -> None:
    assert percent(Fraction(3, 5)) == "60,0\u00a0%"
    assert percent(Fraction(19, 81), 2) == "23,46\u00a0%"


# --- numeral phrases (issue 25 item 3): the phrase a player reads, checked against correct Czech ---------------

_PROTIVNIK = Noun("protivník", "protivníci", "protivníků", acc=("protivníka", "protivníky"),
                  gen=("protivníka", "protivníků"), dat=("protivníkovi", "protivníkům"),
                  ins=("protivníkem", "protivníky"))


@pytest.mark.parametrize(("phrase", "expected"), [
    (f"stojí {drd2_texts.attr_amount(1, 'duse', 'acc')}", "stojí 1 Duši"),
    (f"stojí {drd2_texts.attr_amount(3, 'duse', 'acc')}", "stojí 3 Duše"),
    (f"stojí {drd2_texts.attr_amount(5, 'duse', 'acc')}", "stojí 5 Duší"),
    (f"chybí {drd2_texts.attr_amount(1, 'duse')}", "chybí 1 Duše"),
    (f"za {drd2_texts.amount(1, 'sudba', 'acc')}", "za 1 Sudbu"),
    (f"za {drd2_texts.amount(2, 'sudba', 'acc')}", "za 2 Sudby"),
    (f"za {drd2_texts.amount(7, 'sudba', 'acc')}", "za 7 Sudeb"),
    (f"obnova {drd2_texts.amount(1, 'zdroj', 'gen')}", "obnova 1 Zdroje"),
    (f"obnova {drd2_texts.amount(3, 'zdroj', 'gen')}", "obnova 3 Zdrojů"),
    (f"obnova {drd2_texts.amount(5, 'zdroj', 'gen')}", "obnova 5 Zdrojů"),
    (f"zaplať {drd2_texts.attr_amount(2, 'vliv', 'acc')}", "zaplať 2 Vlivy"),
    (f"+{drd2_texts.amount(1, 'vyhoda')}", "+1 Výhoda"),
    (f"získá {drd2_texts.amount(1, 'vyhoda', 'acc')}", "získá 1 Výhodu"),
    (f"z {amount(1, dnd5e_texts.SAH_GEN, 'gen')}", "z 1 sáhu"),
    (f"z {amount(4, dnd5e_texts.SAH_GEN, 'gen')}", "z 4 sáhů"),
    (f"z {amount(Fraction(1, 2), dnd5e_texts.SAH_GEN, 'gen')}", "z 0,5 sáhu"),
    (f"{plural(2, *dnd5e_texts.REMAINS)} {count(2, *dnd5e_texts.HIT_DIE)}", "Zbývají 2 Kostky"),
    (f"{plural(1, *dnd5e_texts.REMAINS)} {count(1, *dnd5e_texts.HIT_DIE)}", "Zbývá 1 Kostka"),
    (f"{plural(0, *dnd5e_texts.REMAINS)} {count(0, *dnd5e_texts.HIT_DIE)}", "Zbývá 0 Kostek"),
    (f"k10 = 1 +0 = {count(1, *dnd5e_texts.HIT_POINTS)}", "k10 = 1 +0 = 1 život"),
    (f"k10 = 4 +0 = {count(4, *dnd5e_texts.HIT_POINTS)}", "k10 = 4 +0 = 4 životy"),
    (f"ohrožuje {amount(2, _PROTIVNIK, 'acc')}", "ohrožuje 2 protivníky"),
    (f"ohrožení {amount(1, _PROTIVNIK, 'gen')}", "ohrožení 1 protivníka"),
    (f"k {amount(1, _PROTIVNIK, 'dat')}", "k 1 protivníkovi"),
    (f"se {amount(3, _PROTIVNIK, 'ins')}", "se 3 protivníky"),
    # Fate, Cairn and Boj k6 through the same helper (their nouns are czech.Noun, not tuples of their own)
    (f"nejvýš {amount(1, fate_texts.LABELS.HELPER_FORMS, 'acc')}", "nejvýš 1 pomocníka"),
    (f"nejvýš {amount(2, fate_texts.LABELS.HELPER_FORMS, 'acc')}", "nejvýš 2 pomocníky"),
    (f"nejvýš {amount(5, fate_texts.LABELS.HELPER_FORMS, 'acc')}", "nejvýš 5 pomocníků"),
    (f"Zásah za {amount(1, fate_texts.LABELS.SHIFT_FORMS, 'acc')}", "Zásah za 1 posun"),
    (f"Zásah za {amount(3, fate_texts.LABELS.SHIFT_FORMS, 'acc')}", "Zásah za 3 posuny"),
    (f"získáváš {amount(1, fate_texts.LABELS.POINT_FORMS, 'acc')} osudu", "získáváš 1 bod osudu"),
    (f"zmizí {amount(2, fate_texts.SCENE_TEXT.ASPECT_FORMS)}", "zmizí 2 aspekty"),
    (f"{amount(2, fate_texts.SCENE_TEXT.FREE_INVOKE_FORMS)}", "2 volná vyvolání"),
    (f"Plošný útok na {amount(1, cairn_texts.TARGET, 'acc')}", "Plošný útok na 1 cíl"),
    (f"Plošný útok na {amount(3, cairn_texts.TARGET, 'acc')}", "Plošný útok na 3 cíle"),
    (f"Přetíženo o {amount(1, cairn_texts.SLOT, 'acc')}", "Přetíženo o 1 slot"),
    (f"{amount(5, cairn_texts.LEVEL)}", "5 úrovní"),
    (f"ohrožení {amount(1, boj_texts.FOES_GEN, 'gen')}", "ohrožení 1 protivníka"),
    (f"ohrožení {amount(3, boj_texts.FOES_GEN, 'gen')}", "ohrožení 3 protivníků"),
    (f"ohrožuje {amount(2, boj_texts.FOES_ACC, 'acc')}", "ohrožuje 2 protivníky"),
    (f"protivník ohrožuje {amount(2, boj_texts.TARGETS, 'acc')}", "protivník ohrožuje 2 cíle"),
    (f"zranění za {amount(1, boj_texts.LIVES, 'acc')}", "zranění za 1 život"),
    (f"zranění za {amount(4, boj_texts.LIVES, 'acc')}", "zranění za 4 životy"),
    (f"{amount(2, boj_texts.SUCCESS)}".capitalize(), "2 úspěchy"),
    (f"{amount(5, boj_texts.WOUNDS_NOUN)}", "5 vážných zranění"),
    (f"{number(0.3)} lb", "0,3 lb"),
    (f"{number(Fraction(5, 2))} lb", "2,5 lb"),
    (f"{number(12.0)} lb", "12 lb"),
    (decimal(0.25, 2), "0,25"),
    (listing(["Zkouška", "Výzva", "Střet"], "nebo"), "Zkouška, Výzva nebo Střet"),
    (listing(["Tělo"]), "Tělo"),
])
def test_numeral_phrases_are_correct_czech(phrase: str, expected: str) -> None:
    assert phrase == expected


def test_a_case_a_noun_does_not_know_is_an_error_not_a_wrong_word() -> None:
    with pytest.raises(ValueError, match="no dat forms"):
        amount(2, Noun("Zdroj", "Zdroje", "Zdrojů"), "dat")
