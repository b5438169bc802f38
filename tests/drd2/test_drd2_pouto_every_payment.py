"""A pomocník's player may pay any of its payments from Pouto instead of Sudba (000:L87 «nechce nebo nemůže použít
Sudbu … může čerpat chybějící Zdroje z Pouta»), not only its exhaustion: a manoeuvre on the deník's «Hod pomocníka»
(000:L717, L801), and on the board a manoeuvre, obrana (000:L611, L723) and náročnost (000:L168-L170). Same limits as
the exhaustion's choice: Pouto never below 0, never more than the cost left after Výhoda (000:L55), Sudba within the
hranice (000:L67); only a pomocník pays from Pouto (000:L85). Everything through the facade."""

from __future__ import annotations

from typing import Any

from py_rules import api
from py_rules.systems.drd2 import SYSTEM as DENIK
from py_rules.systems.drd2.conflict import SYSTEM as BOARD
from py_rules.systems.drd2.conflict.board import Drd2Conflict
from py_rules.systems.drd2.sheet import Drd2Sheet
from tests.drd2.drd2_helpers import LAPKA as FOE
from tests.drd2.drd2_helpers import LINKED_HERO
from tests.drd2.drd2_helpers import accepted as _ok
from tests.drd2.drd2_helpers import board_with as _board
from tests.drd2.drd2_helpers import linked_pes as _linked
from tests.drd2.drd2_helpers import pes as _dog
from tests.drd2.drd2_helpers import refused as _refused

POUTO = "Pravidla › Hra o zdroje › Pouto"




# --- the deník's «Hod pomocníka» --------------------------------------------------------------------------------


def _denik(sudba: int = 4, **helper: Any) -> dict[str, Any]:
    sheet: dict[str, Any] = api.handle({"op": "new_sheet", "system": "drd2", "name": "Kostivít"})["result"]["sheet"]
    pes = {"id": "p1", "jmeno": "pes", "charakteristika": 3, "hranice": {"telo": 2, "duse": 0, "vliv": 1},
           "pouto": 2, "pouto_max": 3, "ohrozeni": 3} | helper
    return sheet | {"ohrozeni": 2, "sudba_pomocniku": sudba, "posledni_pomocnik": 1, "pomocnici": [pes]}


def test_a_helpers_manoeuvre_on_the_denik_may_be_paid_from_pouto_instead_of_sudba_000_l87_l717_l755() -> None:
    """L717: přesně costs the pes 1. By default the Sudba pomocníků pays (4 → 3, Pouto stays 2); its player chooses
    Pouto instead (L87 «nechce»): Sudba stays 4, Pouto 2 → 1. The roll 6, 1, 1 keeps 6 + 1 (L755) + 3 = 10."""
    sheet = _denik()
    default = _ok(sheet, "hod_pomocnika", {"pomocnik": 0, "manevr": "presne"}, [6, 1, 1])
    assert (default["sheet"]["sudba_pomocniku"], default["sheet"]["pomocnici"][0]["pouto"]) == (3, 2)
    chosen = _ok(sheet, "hod_pomocnika", {"pomocnik": 0, "manevr": "presne", "pouto": 1}, [6, 1, 1])
    assert (chosen["sheet"]["sudba_pomocniku"], chosen["sheet"]["pomocnici"][0]["pouto"]) == (4, 1)
    assert chosen["result"]["changes"] == ["pes: manévr přesně", "pes: −1 Pouto"]
    assert chosen["result"]["total"] == 10
    fields = {f.path: f for f in DENIK.action("hod_pomocnika").form(Drd2Sheet.model_validate(sheet))}
    assert fields["pouto"].label == "Pomocník: z Pouta místo Sudby (kolik)"


def test_lstive_paid_on_success_may_be_paid_from_pouto_000_l87_l769_l801() -> None:
    """L769, L801: lstivě in a zkouška is paid after the success; from Pouto as chosen: Sudba stays 4, Pouto 2 → 1,
    the declared Výhoda +1 doubled to +2."""
    out = _ok(_denik(), "hod_pomocnika", {"pomocnik": 0, "manevr": "lstive", "nasledek": "vyhoda", "pouto": 1},
              [6, 6])
    pes = out["sheet"]["pomocnici"][0]
    assert (out["sheet"]["sudba_pomocniku"], pes["pouto"], pes["vyhoda"]) == (4, 1, 2)
    assert out["result"]["changes"] == ["pes: manévr lstivě", "pes: −1 Pouto", "pes: Výhoda 0 → 2"]


def test_the_denik_manoeuvres_pouto_keeps_the_limits_000_l55_l87() -> None:
    """Pouto 2 cannot pay 2 of a cost 1 (L87); with its Výhoda 1 chosen nothing is left for Pouto (L55); Pouto 0
    pays nothing; without a manoeuvre to pay now there is nothing to pay from Pouto. A refusal rolls nothing."""
    sheet = _denik(vyhoda=1)
    assert _refused(sheet, "hod_pomocnika", {"pomocnik": 0, "manevr": "presne", "pouto": 2}, [6, 6, 6]) == (
        f"pes může z Pouta místo Sudby platit nejvýše 1 (Pouto 2, cena 1; {POUTO}).")
    assert _refused(sheet, "hod_pomocnika", {"pomocnik": 0, "manevr": "presne", "platit_vyhodou": 1, "pouto": 1},
                    [6, 6, 6]) == (
        f"pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 2, cena 1, z toho 1 Výhodou; {POUTO}).")
    assert _refused(_denik(pouto=0), "hod_pomocnika", {"pomocnik": 0, "manevr": "presne", "pouto": 1},
                    [6, 6, 6]) == f"pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 0, cena 1; {POUTO})."
    assert _refused(sheet, "hod_pomocnika", {"pomocnik": 0, "pouto": 1}, [6, 6]) == (
        "Z Pouta pomocník platí jen manévr, který se teď platí; nech pole Pouto 0.")


# --- the board ---------------------------------------------------------------------------------------------------




def test_a_board_pomocniks_manoeuvre_may_be_paid_from_pouto_000_l87_l717() -> None:
    """L717: the pes plays přesně for 1. By default the side's Sudba pays (5 → 4); from Pouto as chosen (L87): Sudba
    stays 5, Pouto 3 → 2. Its Výhoda 1 chosen leaves nothing for Pouto (L55); the lapka is no pomocník (L85)."""
    board = _board([_dog(), FOE])
    default = _ok(board, "manevr", {"ucastnik": 0, "manevr": "presne"})
    assert (default["sheet"]["strany"][0]["sudba"], default["sheet"]["ucastnici"][0]["pouto"]) == (4, 3)
    assert default["result"]["changes"] == ["pes: manévr přesně za 1 Sudbu"]
    chosen = _ok(board, "manevr", {"ucastnik": 0, "manevr": "presne", "pouto": 1})
    assert (chosen["sheet"]["strany"][0]["sudba"], chosen["sheet"]["ucastnici"][0]["pouto"]) == (5, 2)
    assert chosen["result"]["changes"] == ["pes: manévr přesně za 1 Pouto"]
    rich = _board([_dog(vyhoda=1), FOE])
    assert _refused(rich, "manevr", {"ucastnik": 0, "manevr": "presne", "vyhoda": 1, "pouto": 1}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 3, cena 1, z toho 1 Výhodou; {POUTO}).")
    assert _refused(board, "manevr", {"ucastnik": 1, "manevr": "presne", "pouto": 1}) == (
        f"lapka není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")
    conflict = Drd2Conflict.model_validate(board)
    for action in ("manevr", "tah", "narocnost"):
        assert "pouto" in {f.path for f in BOARD.action(action).form(conflict)}


def test_a_board_pomocniks_obrana_may_be_paid_from_pouto_000_l87_l611_l723() -> None:
    """L611, L723: after its action from the initiative the pes counters from defence with obrana for 1; from Pouto
    as chosen (L87): Sudba stays 5, Pouto 3 → 2. Pouto 0 cannot pay it; the initiative action itself costs nothing,
    so there is no Pouto to pay there."""
    board = _board([_dog(stav="odehral", akce=""), FOE])
    out = _ok(board, "tah", {"ucastnik": 0, "jak": "obrana", "vlastnost": "telo", "pouto": 1})
    pes = out["sheet"]["ucastnici"][0]
    assert (out["sheet"]["strany"][0]["sudba"], pes["pouto"], pes["manevr"], pes["akce"]) == (5, 2, "obrana", "obrana")
    assert out["result"]["changes"][0].startswith("protiakce z obrany: manévr obrana za 1 Pouto; jiný manévr už nelze")
    empty = _board([_dog(stav="odehral", akce="", pouto=0), FOE])
    assert _refused(empty, "tah", {"ucastnik": 0, "jak": "obrana", "pouto": 1}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 0 (Pouto 0, cena 1; {POUTO}).")
    fresh = _board([_dog(), FOE])
    assert _refused(fresh, "tah", {"ucastnik": 0, "jak": "iniciativa", "pouto": 1}) == (
        "Z Pouta se tu nic neplatí: platí se jen protiakce z obrany; nech pole Pouto 0.")


def test_a_board_pomocniks_narocnost_may_be_paid_from_pouto_within_hranice_000_l67_l87_l170() -> None:
    """L170: náročnost 3 of a Tělo action. The pes with hranice Tělo 2 chooses 1 from Pouto (L87): Sudba pays 2
    (5 → 3, L67), Pouto 3 → 2. All 3 from Pouto: Sudba stays 5, Pouto 3 → 0. 4 of a cost 3 is refused."""
    board = _board([_dog(hranice={"telo": 2, "duse": 1, "vliv": 1}), FOE])
    one = _ok(board, "narocnost", {"ucastnik": 0, "kolik": 3, "vlastnost": "telo", "pouto": 1})
    assert (one["sheet"]["strany"][0]["sudba"], one["sheet"]["ucastnici"][0]["pouto"]) == (3, 2)
    assert one["result"]["changes"] == ["pes: náročnost 3 za 2 Sudby, 1 Pouto"]
    every = _ok(board, "narocnost", {"ucastnik": 0, "kolik": 3, "vlastnost": "telo", "pouto": 3})
    assert (every["sheet"]["strany"][0]["sudba"], every["sheet"]["ucastnici"][0]["pouto"]) == (5, 0)
    assert every["result"]["changes"] == ["pes: náročnost 3 za 3 Pouta"]
    rich = _board([_dog(pouto=5), FOE])
    assert _refused(rich, "narocnost", {"ucastnik": 0, "kolik": 3, "pouto": 4}) == (
        f"pes může z Pouta místo Sudby platit nejvýše 3 (Pouto 5, cena 3; {POUTO}).")


# --- a pomocník linked to a helper on the hero's deník -----------------------------------------------------------

HERO_ID = LINKED_HERO


def test_a_linked_pomocniks_manoeuvre_and_narocnost_pay_the_deniks_pouto_000_l87_l170_l717() -> None:
    """The linked pes's manoeuvre from Pouto as chosen (L87): the deník's Pouto 2 → 1, its Sudba pomocníků stays 3,
    the side's Sudba stays 5; its náročnost 2 with 1 from Pouto: Sudba pomocníků 3 → 2, Pouto 2 → 1. The linked hero
    has no Pouto (L85)."""
    board, hero = _linked()
    out = _ok(board, "manevr", {"ucastnik": 1, "manevr": "presne", "pouto": 1}, linked={HERO_ID: hero})
    deník = out["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"], out["sheet"]["strany"][0]["sudba"]) == (3, 1, 5)
    paid = _ok(board, "narocnost", {"ucastnik": 1, "kolik": 2, "vlastnost": "telo", "pouto": 1},
               linked={HERO_ID: hero})
    deník = paid["linked"][HERO_ID]["sheet"]
    assert (deník["sudba_pomocniku"], deník["pomocnici"][0]["pouto"]) == (2, 1)
    assert _refused(board, "manevr", {"ucastnik": 0, "manevr": "presne", "pouto": 1}, linked={HERO_ID: hero}) == (
        f"Kostivít není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")
    assert _refused(board, "narocnost", {"ucastnik": 0, "kolik": 1, "pouto": 1}, linked={HERO_ID: hero}) == (
        f"Kostivít není pomocník: z Pouta místo Sudby platí jen pomocník ({POUTO}).")
