"""Tokenizer for dice notation.

The lexer never raises: a character it does not know becomes an ``UNKNOWN`` token, so the parser can
report it together with what it expected at that point. Letters are matched case-insensitively and
two-letter keywords first (``kh`` before ``k``), which is what makes ``4k6kh3`` unambiguous.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

__all__ = ["Kind", "Token", "tokenize"]


class Kind(Enum):
    """Token kinds; ``value`` is the Czech description used in error messages."""

    NUMBER = "číslo"
    DIE = "k"
    FATE = "F"
    PERCENT = "%"
    KEEP = "kh/kl/dh/dl"
    EXPLODE = "!"
    REROLL = "r/ro"
    MINIMUM = "mi"
    MAXIMUM = "ma"
    COMPARE = "porovnání"
    PLUS = "+"
    MINUS = "-"
    TIMES = "*"
    DIVIDE = "/"
    LPAREN = "("
    RPAREN = ")"
    LBRACE = "{"
    RBRACE = "}"
    COMMA = ","
    UNKNOWN = "?"
    END = "konec výrazu"


class Token(NamedTuple):
    """One token: kind, exact source text, start (0-based) and end offsets."""

    kind: Kind
    text: str
    start: int
    end: int


_WORDS: dict[str, Kind] = {
    "kh": Kind.KEEP,
    "kl": Kind.KEEP,
    "dh": Kind.KEEP,
    "dl": Kind.KEEP,
    "ro": Kind.REROLL,
    "mi": Kind.MINIMUM,
    "ma": Kind.MAXIMUM,
    "k": Kind.DIE,
    "d": Kind.DIE,
    "r": Kind.REROLL,
    "f": Kind.FATE,
}
_SYMBOLS: dict[str, Kind] = {
    ">=": Kind.COMPARE,
    "<=": Kind.COMPARE,
    ">": Kind.COMPARE,
    "<": Kind.COMPARE,
    "=": Kind.COMPARE,
    "%": Kind.PERCENT,
    "!": Kind.EXPLODE,
    "+": Kind.PLUS,
    "-": Kind.MINUS,
    "−": Kind.MINUS,  # typographic minus, common when pasting from rulebooks
    "*": Kind.TIMES,
    "×": Kind.TIMES,
    "/": Kind.DIVIDE,
    "(": Kind.LPAREN,
    ")": Kind.RPAREN,
    "{": Kind.LBRACE,
    "}": Kind.RBRACE,
    ",": Kind.COMMA,
}
_WHITESPACE = frozenset(" \t\r\n\u00a0")


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens ending with an ``END`` token; never raises."""
    tokens: list[Token] = []
    pos = 0
    length = len(text)
    while pos < length:
        char = text[pos]
        if char in _WHITESPACE:
            pos += 1
        elif "0" <= char <= "9":
            end = pos + 1
            while end < length and "0" <= text[end] <= "9":
                end += 1
            tokens.append(Token(Kind.NUMBER, text[pos:end], pos, end))
            pos = end
        else:
            token = _word(text, pos) or _symbol(text, pos)
            tokens.append(token or Token(Kind.UNKNOWN, char, pos, pos + 1))
            pos = tokens[-1].end
    tokens.append(Token(Kind.END, "", length, length))
    return tokens


def _word(text: str, pos: int) -> Token | None:
    for size in (2, 1):
        word = text[pos : pos + size]
        kind = _WORDS.get(word.lower())
        if kind is not None and len(word) == size:
            return Token(kind, word, pos, pos + size)
    return None


def _symbol(text: str, pos: int) -> Token | None:
    for size in (2, 1):
        symbol = text[pos : pos + size]
        kind = _SYMBOLS.get(symbol)
        if kind is not None and len(symbol) == size:
            return Token(kind, symbol, pos, pos + size)
    return None
