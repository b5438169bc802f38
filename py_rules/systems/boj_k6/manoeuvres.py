"""What successes buy (003:L516-L532, L699-L886): costs, two-success manoeuvres built up over rounds.

One success: wound (once per target per round, L587), knock down / grab / pin, push, block, escape a
disadvantage, grab a shield (L686), prevent an action (not with a tie success, L535, L795).
Two successes: disarm (L879), into a chasm or trap (L732), silence / prevent casting (L811, L844); they may
be gathered over rounds and by several characters, one each; the first leaves an intermediate situation.
Extra success: serious wound (wound ≥ 3, L637), hit outside armour (a piece missing, L660).
"""

from __future__ import annotations

from py_rules import czech
from py_rules.errors import RuleViolation
from py_rules.systems.boj_k6.texts import MANEVRY, MEZIVYSLEDKY, SHEET_TEXT, SUCCESS

__all__ = ["COST", "TWO_STEP", "manoeuvre_cost", "progress", "success_noun"]

COST: dict[str, int] = {
    "zadny": 0,
    "znevyhodnit": 1,
    "zatlacit": 1,
    "zabranit": 1,
    "chytit_stit": 1,
    "unik": 1,
    "odzbrojeni": 2,
    "propast": 2,
    "umlceni": 2,
    "obe_ruce": 2,
    "strcit_na_jineho": 2,
    "osvobodit": 1,
    "vzdani": 1,
    "sebrat_zbran": 1,  # pick the weapon up and threaten with it at once (L891)
}
TWO_STEP = frozenset({"odzbrojeni", "propast", "umlceni"})
PREVENTING = frozenset({"zabranit"})


def success_noun(n: int) -> str:
    return czech.amount(n, SUCCESS)


def manoeuvre_cost(kind: str, already: int, tie: bool, breaking_free: bool) -> int:
    """Successes still needed for ``kind`` given ``already`` gathered (earlier rounds or helpers).

    Raises ``RuleViolation`` for a preventing manoeuvre bought with a tie success (L535) and for anything but
    escaping while breaking free (L372).
    """
    if tie and kind in PREVENTING:
        raise RuleViolation(SHEET_TEXT.E_REMIZA_ZABRANIT)
    if breaking_free and kind not in ("zadny", "unik"):
        raise RuleViolation(SHEET_TEXT.E_PROLOMENI_JEN_UNIK)
    return max(COST[kind] - already, 0) if kind in TWO_STEP else COST[kind]


def progress(kind: str, already: int, spent: int) -> tuple[int, str]:
    """(new progress, Czech description) after spending ``spent`` successes on a two-step manoeuvre.

    Complete manoeuvres return progress 0 and the finished wording; one success leaves the intermediate
    situation of L732 / L811 / L883.
    """
    total = already + spent
    if total >= 2:
        return 0, f"{MANEVRY[kind].split(' (')[0]}: hotovo"
    return total, MEZIVYSLEDKY[kind]
