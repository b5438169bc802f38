"""The headings a DrD2 player reads in citations, where the rule text's own heading has a typo."""

from __future__ import annotations

from py_rules.headings import cite


def test_the_end_of_a_conflict_is_cited_under_its_chapter_without_the_typo_000_l658_l699() -> None:
    # The seed prints the section heading «Ukončení konflitu» (000:L699), a typo for the «ukončení konfliktu» of its
    # own chapter heading (000:L658) and of every other mention; the printed book cannot be checked here to print it
    # so, so the player reads the correct word, under the chapter the section stands in, like «Opuštění konfliktu».
    assert cite("py_rules.systems.drd2", "vyrazeni_postavy_opusteni_a_ukonceni_konfliktu.ukonceni_konfliktu") == (
        "Pravidla › Vyřazení postavy, opuštění a ukončení konfliktu › Ukončení konfliktu")
