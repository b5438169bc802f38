"""All Czech player-facing strings of Dračí doupě II in one place (a translation is a data change).

Plural forms go through :func:`py_rules.czech.count`; the noun tables below hold the three Czech forms
(1 / 2–4 / 0 and 5+) exactly as the rules write them (000:L75-L83, L170, L174, L763, L885).
"""

from __future__ import annotations

from py_rules.czech import count

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

# (1, 2–4, 5+) forms of each resource noun as the rules write them.
ATTR_NOUN: dict[str, tuple[str, str, str]] = {
    "telo": ("Tělo", "Těla", "Těl"),
    "duse": ("Duše", "Duše", "Duší"),
    "vliv": ("Vliv", "Vlivy", "Vlivů"),
}
NOUNS: dict[str, tuple[str, str, str]] = {
    "vyhoda": ("Výhoda", "Výhody", "Výhod"),
    "zdroj": ("Zdroj", "Zdroje", "Zdrojů"),
    "sudba": ("Sudba", "Sudby", "Sudeb"),
    "pouto": ("Pouto", "Pouta", "Pout"),
    "surovina": ("Surovina", "Suroviny", "Surovin"),
    "dukat": ("dukát", "dukáty", "dukátů"),
    "gros": ("groš", "groše", "grošů"),
    "haler": ("haléř", "haléře", "haléřů"),
    "kolo": ("kolo", "kola", "kol"),
    "cil": ("cíl", "cíle", "cílů"),
}

KIND_LABEL: dict[str, str] = {"zkouska": "Zkouška", "vyzva": "Výzva", "stret": "Střet"}
MODE_LABEL: dict[str, str] = {
    "normal": "2k6",
    "presne": "přesně (3k6, dvě vyšší)",
    "nepresne": "nepřesně (3k6, dvě nižší)",
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
HEROIC_END: dict[str, str] = {  # 000:L907
    "telo": "smrt či trvalé zmrzačení",
    "duse": "šílenství, vypálená mysl či ztráta motivace",
    "vliv": "vyhnanství, hladomorna, klášter, nebo usazení se a svatba",
}


def amount(n: int, noun: str) -> str:
    """``n`` with the right Czech form of a resource noun: ``amount(2, "vyhoda")`` → «2 Výhody»."""
    one, few, many = NOUNS[noun]
    return count(n, one, few, many)


def attr_amount(n: int, attr: str) -> str:
    """Resources of an attribute: 1 Duše, 3 Duše, 5 Duší; 2 Těla; 6 Vlivů (000:L77, L763, L885)."""
    one, few, many = ATTR_NOUN[attr]
    return count(n, one, few, many)


def attr_value(attr: str, n: int) -> str:
    """Zdatnost or hranice, number after the noun: «Duše 4» (000:L79)."""
    return f"{ATTR_LABEL[attr]} {n}"
