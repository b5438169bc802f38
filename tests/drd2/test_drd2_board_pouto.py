"""A board pomocník's player may pay from Pouto instead of Sudba (000:L87 «nechce nebo nemůže použít Sudbu»), as on
the deník's «Vyčerpat se»: on «Vyčerpání» and on a general střet's «Rozhodnutí po střetu», unlinked (the side's
Sudba) or linked (the deník's Sudba pomocníků and Pouto), Pouto never below 0 and Sudba within the hranice
(000:L67). Everything through the facade."""

from __future__ import annotations

from tests.drd2.drd2_helpers import LAPKA as FOE
from tests.drd2.drd2_helpers import LINKED_HERO
from tests.drd2.drd2_helpers import accepted as _ok
from tests.drd2.drd2_helpers import board_with as _board
from tests.drd2.drd2_helpers import linked_pes as _linked
from tests.drd2.drd2_helpers import pes as _dog
from tests.drd2.drd2_helpers import refused as _refused

POUTO = "Pravidla › Hra o zdroje › Pouto"






def test_an_unlinked_pomocnik_pays_from_pouto_instead_of_sudba_000_l87_l273() -> None:
    """L273: the pes at Ohrožení 3 exhausts for 3. By default Sudba pays first, within hranice Tělo 3 (L67, L89):
    the side's Sudba 5 → 2, Pouto stays 3. Its player chooses 1 from Pouto (L87 «nechce»): Sudba 5 → 3, Pouto 3 → 2;
    all 3 from Pouto: Sudba stays 5, Pouto 3 → 0. Ohrožení 3 → 4 either way."""
    board = _board([_dog(), FOE])
    default = _ok(board, "vycerpani", {"ucastnik": 0, "vlastnost": "telo"})
    assert (default["sheet"]["strany"][0]["sudba"], default["sheet"]["ucastnici"][0]["pouto"]) == (2, 3)
    one = _ok(board, "vycerpani", {"ucastnik": 0, "vlastnost": "telo", "pouto": 1})
    assert (one["sheet"]["strany"][0]["sudba"], one["sheet"]["ucastnici"][0]["pouto"]) == (3, 2)
    assert one["result"]["changes"][:2] == ["pes: −2 Sudby, −1 Pouto", "pes: Ohrožení 3 → 4"]
    every = _ok(board, "vycerpani", {"ucastnik": 0, "vlastnost": "telo", "pouto": 3})
    assert (every["sheet"]["strany"][0]["sudba"], every["sheet"]["ucastnici"][0]["pouto"]) == (5, 0)
    assert every["result"]["changes"][0] == "pes: −3 Pouta"


def test_the_pouto_choice_keeps_the_limits_000_l55_l67_l87() -> None:
    """Pouto never below 0 (3 chosen from Pouto 2), never more than the cost (3 of a cost 2), nor more than what the
    Výhoda leaves (L55: cost 2, 1 paid by Výhoda, 2 from Pouto); Sudba stays within hranice (L67): at cost 5 with
    hranice Tělo 2, 1 chosen from Pouto, Sudba pays 2 and Pouto the other 2; at cost 6 Pouto 3 is short. A refusal
    changes nothing."""
    board = _board([_dog(pouto=2), FOE])
    assert _refused(board, "vycerpani", {"ucastnik": 0, "pouto": 3}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 2 (Pouto 2, cena 3; {POUTO}).")
    cheap = _board([_dog(ohrozeni=2, vyhoda=1), FOE])
    assert _refused(cheap, "vycerpani", {"ucastnik": 0, "pouto": 3}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 2 (Pouto 3, cena 2; {POUTO}).")
    assert _refused(cheap, "vycerpani", {"ucastnik": 0, "vyhoda": 1, "pouto": 2}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 1 (Pouto 3, cena 2, z toho 1 Výhodou; {POUTO}).")
    paid = _ok(cheap, "vycerpani", {"ucastnik": 0, "vyhoda": 1, "pouto": 1})
    assert paid["result"]["changes"][0] == "pes: −1 Výhoda, −1 Pouto"
    assert (paid["sheet"]["strany"][0]["sudba"], paid["sheet"]["ucastnici"][0]["pouto"]) == (5, 2)
    narrow = _board([_dog(ohrozeni=5, hranice={"telo": 2, "duse": 1, "vliv": 1}), FOE])
    out = _ok(narrow, "vycerpani", {"ucastnik": 0, "vlastnost": "telo", "pouto": 1})
    assert (out["sheet"]["strany"][0]["sudba"], out["sheet"]["ucastnici"][0]["pouto"]) == (3, 0)
    narrow["ucastnici"][0]["ohrozeni"] = 6
    assert _refused(narrow, "vycerpani", {"ucastnik": 0, "vlastnost": "telo", "pouto": 1}).startswith(
        "pes nezaplatí 6 Zdrojů: Sudba najednou nejvýše 2 (hranice Tělo 2), Pouto jen 3")


def test_only_a_pomocnik_pays_from_pouto_000_l85_l87() -> None:
    """L85–L87: Pouto is a pomocník's; a being (or a hero) paying «from Pouto» is refused."""
    board = _board([_dog(), FOE])
    assert _refused(board, "vycerpani", {"ucastnik": 1, "pouto": 1}) == (
        f"lapka není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")


def test_a_pomocnik_loser_of_a_general_stret_pays_from_pouto_000_l87_l505_l535() -> None:
    """L535: the lapka (aktér) rolls 12 against the pes's 1 + 1 + 1 = 3; the pes exhausts instead of accepting
    (L505) for its Ohrožení 3, 2 of them from Pouto (L87): Sudba 5 → 4, Pouto 3 → 1, Ohrožení 3 → 4."""
    board = _board([_dog(), FOE])
    clash = {"role_0": "protiaktor", "proti_0": 1, "uroven_0": 1, "role_1": "aktor", "proti_1": 0,
             "nasledek_1": "ohrozeni_plus"}
    waiting = _ok(board, "stret", clash, [1, 1, 6, 6])["sheet"]
    key = waiting["cekajici"][0]["vitez"], waiting["cekajici"][0]["porazeny"]
    assert key == (1, 0)
    done = _ok(waiting, "rozhodnuti", {"rozhodnuti": "1-0", "volba": "vycerpat", "vlastnost": "telo", "pouto": 2})
    pes = done["sheet"]["ucastnici"][0]
    assert (done["sheet"]["strany"][0]["sudba"], pes["pouto"], pes["ohrozeni"]) == (4, 1, 4)


# --- a pomocník linked to a helper on the hero's deník (issue 23 Build 2) ----------------------------------------

HERO_ID = LINKED_HERO


def test_a_linked_pomocnik_pays_from_the_deníks_pouto_instead_of_its_sudba_000_l67_l87() -> None:
    """The pes exhausts for its Ohrožení 3 on the deník. By default the Sudba pomocníků pays within hranice Tělo 2
    (3 → 1) and Pouto the last 1 (2 → 1); its player chooses 2 from Pouto (L87): Sudba pomocníků 3 → 2, Pouto
    2 → 0. The side's Sudba is not the helper's."""
    board, hero = _linked()
    default = _ok(board, "vycerpani", {"ucastnik": 1, "vlastnost": "telo"}, linked={HERO_ID: hero})
    deník = default["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"]) == (1, 1)
    chosen = _ok(board, "vycerpani", {"ucastnik": 1, "vlastnost": "telo", "pouto": 2}, linked={HERO_ID: hero})
    deník = chosen["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"], deník["pomocnici"][0]["ohrozeni"]) == (2, 0, 4)
    assert chosen["sheet"]["strany"][0]["sudba"] == 5
    assert chosen["linked"][HERO_ID]["changes"] == ["pes: Ohrožení 3 → 4 (tabule konfliktu)",
                                                    "pes: Pouto 2 → 0 (tabule konfliktu)",
                                                    "pes: Sudba pomocníků 3 → 2 (tabule konfliktu)"]


def test_a_linked_pomocniks_pouto_never_falls_below_0_and_the_hero_has_none_000_l85_l87() -> None:
    """Pouto 2 cannot pay 3 (L87); the linked hero has no Pouto at all (L85). Nothing changes in the deník."""
    board, hero = _linked()
    assert _refused(board, "vycerpani", {"ucastnik": 1, "pouto": 3}, linked={HERO_ID: hero}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 2 (Pouto 2, cena 3; {POUTO}).")
    assert _refused(board, "vycerpani", {"ucastnik": 0, "pouto": 1}, linked={HERO_ID: hero}) == (
        f"Kostivít není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")
