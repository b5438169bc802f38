"""All Czech player-facing strings of Dračí doupě II in one place (a translation is a data change).

Plural forms go through :func:`py_rules.czech.count`; the noun tables below hold the three Czech forms
(1 / 2–4 / 0 and 5+) exactly as the rules write them (000:L75-L83, L170, L174, L763, L885).
"""

from __future__ import annotations

from py_rules.czech import Case, Noun
from py_rules.czech import amount as czech_amount

__all__ = [
    "ATTR_LABEL",
    "ATTR_NOUN",
    "KIND_LABEL",
    "MANEUVER_LABEL",
    "MODE_LABEL",
    "PENALTY_LABEL",
    "amount",
    "attr_amount",
]

TITLE = "Dračí doupě II"
DESCRIPTION = "Hrdina, Zdroje, Ohrožení a Výhoda; zkouška, výzva a střet s přesnou šancí; Jizvy a odpočinek."
BOARD_TITLE = "Dračí doupě II – konflikt"
BOARD_DESCRIPTION = "Konflikt pro Průvodce: Ohrožení a Výhoda účastníků, iniciativa, kola, Sudba stran."

ATTR_LABEL: dict[str, str] = {"telo": "Tělo", "duse": "Duše", "vliv": "Vliv"}

ATTR_GEN: dict[str, str] = {"telo": "Těla", "duse": "Duše", "vliv": "Vlivu"}
ATTR_LOC: dict[str, str] = {"telo": "Těle", "duse": "Duši", "vliv": "Vlivu"}

# Each resource noun after a numeral, in the cases the texts use (see py_rules.czech.Noun).
ATTR_NOUN: dict[str, Noun] = {
    "telo": Noun("Tělo", "Těla", "Těl", gen=("Těla", "Těl")),
    "duse": Noun("Duše", "Duše", "Duší", acc=("Duši", "Duše"), gen=("Duše", "Duší")),
    "vliv": Noun("Vliv", "Vlivy", "Vlivů", gen=("Vlivu", "Vlivů")),
}
NOUNS: dict[str, Noun] = {
    "vyhoda": Noun("Výhoda", "Výhody", "Výhod", acc=("Výhodu", "Výhody"), gen=("Výhody", "Výhod")),
    "zdroj": Noun("Zdroj", "Zdroje", "Zdrojů", gen=("Zdroje", "Zdrojů")),
    "sudba": Noun("Sudba", "Sudby", "Sudeb", acc=("Sudbu", "Sudby"), gen=("Sudby", "Sudeb")),
    "pouto": Noun("Pouto", "Pouta", "Pout", gen=("Pouta", "Pout")),
    "surovina": Noun("Surovina", "Suroviny", "Surovin", acc=("Surovinu", "Suroviny"), gen=("Suroviny", "Surovin")),
    "dukat": Noun("dukát", "dukáty", "dukátů", gen=("dukátu", "dukátů")),
    "gros": Noun("groš", "groše", "grošů", gen=("groše", "grošů")),
    "haler": Noun("haléř", "haléře", "haléřů", gen=("haléře", "haléřů")),
    "kolo": Noun("kolo", "kola", "kol", gen=("kola", "kol")),
    "cil": Noun("cíl", "cíle", "cílů", gen=("cíle", "cílů")),
}

def shown(value: int | None) -> str:
    """A number that may be unset, for a player: ``"—"`` when it is not set (never ``None``)."""
    return "—" if value is None else str(value)


KIND_LABEL: dict[str, str] = {"zkouska": "Zkouška", "vyzva": "Výzva", "stret": "Střet"}
MODE_LABEL: dict[str, str] = {
    "normal": "2k6",
    "presne": "přesně (3k6, dvě vyšší)",
    "nepresne": "nepřesně (3k6, dvě nižší)",
}
#: The dice of a roll in words, for odds: «přesně: 3k6, dvě vyšší», never the notation «3k6kh2».
MODE_WORDS: dict[str, str] = {
    "normal": "2k6",
    "presne": "přesně: 3k6, dvě vyšší",
    "nepresne": "nepřesně: 3k6, dvě nižší",
}
MANEUVER_LABEL: dict[str, str] = {
    "": "bez manévru",
    "presne": "přesně",
    "mocne": "mocně",
    "lstive": "lstivě",
    "obrana": "obrana",
    "rozsahle": "rozsáhle",
}
PENALTY_LABEL: dict[str, str] = {"nepresne": "nepřesně", "chabe": "chabě", "hloupe": "hloupě"}
CONSEQUENCE_LABEL: dict[str, str] = {
    "": "žádný následek v pravidlech",
    "ohrozeni_minus": "vlastní Ohrožení −1",
    "vyhoda": "Výhoda +1",
    "ohrozeni_plus": "vlastní Ohrožení +1",
    "jizva": "Jizva závažnosti 1",
    "vyrazeni": "vyřazení",
}
CLASH_CONSEQUENCE: dict[str, str] = {
    "": "jen příběh",
    "ohrozeni_plus": "Ohrožení +1",
    "ohrozeni_minus": "Ohrožení −1",
    "vyhoda": "Výhoda +1",
    "jizva": "Jizva 1",
    "vyrazeni": "vyřazení",
}
STATUS_LABEL: dict[str, str] = {
    "aktivni": "aktivní",
    "vyrazen": "vyřazen",
    "opustil": "opustil konflikt",
    "hrdinska_smrt": "hrdinská smrt",
}
# the board card's fields of how a declared initiative approach is paid, in the order they pay (board schemas 9–11)
APPROACH_CHOICE_LABEL: dict[str, str] = {"pristup_vyhoda": "Přístup: platit Výhodou",
                                         "pristup_jizva": "Přístup: místo Duše vlastní Jizva",
                                         "pristup_pouto": "Přístup: z Pouta místo Sudby"}
ROUND_ACTION_LABEL: dict[str, str] = {"": "žádná", "iniciativa": "z iniciativy", "obrana": "obrana"}
ROUND_LABEL: dict[str, str] = {  # the hero's initiative in the board's round (000:L601-L626)
    "k_dispozici": "akce z iniciativy k dispozici",
    "odehral": "iniciativa odehrána – jen obrana",
    "odlozil": "iniciativa odložena – jen reakce",
}
HEROIC_END: dict[str, str] = {  # 000:L907
    "telo": "smrt či trvalé zmrzačení",
    "duse": "šílenství, vypálená mysl či ztráta motivace",
    "vliv": "vyhnanství, hladomorna, klášter, nebo usazení se a svatba",
}


def amount(n: int, noun: str, case: Case = "nom") -> str:
    """``n`` with the right Czech form of a resource noun in ``case``: ``amount(2, "vyhoda")`` → «2 Výhody»,
    ``amount(1, "sudba", "acc")`` → «1 Sudbu» (za 1 Sudbu), ``amount(3, "zdroj", "gen")`` → «3 Zdrojů»."""
    return czech_amount(n, NOUNS[noun], case)


def attr_amount(n: int, attr: str, case: Case = "nom") -> str:
    """Resources of an attribute: 1 Duše, 3 Duše, 5 Duší; 2 Těla; 6 Vlivů (000:L77, L763, L885); «stojí 1 Duši»
    in the accusative."""
    return czech_amount(n, ATTR_NOUN[attr], case)


def attr_value(attr: str, n: int) -> str:
    """Zdatnost or hranice, number after the noun: «Duše 4» (000:L79)."""
    return f"{ATTR_LABEL[attr]} {n}"
