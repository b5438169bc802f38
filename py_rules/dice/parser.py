"""Recursive-descent parser: tokens → AST (:mod:`py_rules.dice.nodes`), with every check done up front.

Checks, each raising before any die is rolled: length, unknown characters and misplaced tokens
(``DiceSyntaxError`` with ``position`` and ``expected``), nesting depth, number sizes and the worst-case
dice count (``DiceLimitError``), impossible dice such as ``0k6``, ``k0``, ``k1!``, keeping more dice than
rolled or dividing by a constant zero (``DiceError``). Positions are 0-based in the error details and
1-based («na pozici 4») in the Czech messages.
"""

from __future__ import annotations

from typing import Any, Literal, NoReturn

from py_rules.dice.lexer import Kind, Token, tokenize
from py_rules.dice.limits import Limits, format_int, plural, position_text
from py_rules.dice.modifiers import Comparison, Condition, Keep, KeepMode, Reroll
from py_rules.dice.nodes import FATE, Dice, Expression, Group, Negation, Node, Number, Parenthesized, Product, Sum
from py_rules.dice.validate import check_dice, check_expression, check_keep
from py_rules.errors import DiceLimitError, DiceSyntaxError

__all__ = ["parse_expression"]

_ATOM = "číslo, k, „(“ nebo „{“"
_SIDES = "počet stěn (číslo, % nebo F)"
_NUMBER = "číslo"
_COMPARISONS: dict[str, Comparison] = {">=": ">=", "<=": "<=", ">": ">", "<": "<", "=": "="}
_KEEP_MODES: dict[str, KeepMode] = {"kh": "kh", "kl": "kl", "dh": "dh", "dl": "dl"}
_MODIFIER_NAMES = {
    "keep": "má ponechání nebo zahození (kh/kl/dh/dl)",
    "explode": "vybuchuje (!)",
    "reroll": "má přehazování (r/ro)",
    "minimum": "má minimum (mi)",
    "maximum": "má maximum (ma)",
    "success": "počítá úspěchy (porovnání)",
}
_MODIFIERS = frozenset({Kind.KEEP, Kind.EXPLODE, Kind.REROLL, Kind.MINIMUM, Kind.MAXIMUM, Kind.COMPARE})


def parse_expression(text: str, limits: Limits) -> Expression:
    """Parse ``text`` into an :class:`Expression`.

    Raises ``DiceSyntaxError``, ``DiceLimitError`` or ``DiceError`` as described in the module docstring.
    """
    if len(text) > limits.max_length:
        raise DiceLimitError(
            f"Výraz je příliš dlouhý ({plural(len(text), 'znak', 'znaky', 'znaků')}); nejvýše "
            f"{format_int(limits.max_length)} znaků.", expression=text, position=limits.max_length)
    if not text.strip():
        raise DiceSyntaxError("Prázdný výraz; čekal jsem například 2k6+1.", expression=text, position=0,
                              expected="kostky")
    root = _Parser(text, limits).parse()
    max_dice = check_expression(root, text, limits)
    return Expression(root, text, max_dice, str(root))


class _Parser:
    def __init__(self, text: str, limits: Limits) -> None:
        self.text = text
        self.limits = limits
        self.tokens = tokenize(text)
        self.index = 0
        self.depth = 0
        self.closers: list[tuple[str, str]] = []  # (what is expected inside, its closing bracket)

    # -- token helpers -------------------------------------------------------------------------------

    @property
    def peek(self) -> Token:
        return self.tokens[self.index]

    def take(self) -> Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def glued(self, *kinds: Kind) -> bool:
        """The next token is one of ``kinds`` and written right after the previous one (no space)."""
        token = self.peek
        return token.kind in kinds and token.start == self.tokens[self.index - 1].end

    def fail(self, expected: str, tip: str = "") -> NoReturn:
        token = self.peek
        where = position_text(token.start)
        if token.kind is Kind.END:
            head = f"Výraz končí předčasně {where}; čekal jsem {expected}."
        elif token.kind is Kind.UNKNOWN:
            head = f"Neočekávaný znak „{token.text}“ {where}; čekal jsem {expected}."
        else:
            head = f"Neočekávané „{token.text}“ {where}; čekal jsem {expected}."
        previous = self.tokens[self.index - 1] if self.index else None
        if (not tip and token.kind is Kind.DIE and previous is not None and previous.kind is Kind.NUMBER
                and previous.end < token.start):
            tip = f"počet a kostka se píší dohromady: {previous.text}k…, bez mezery."
        tip = tip or _tip_for(token)
        raise DiceSyntaxError(head + (f" Tip: {tip}" if tip else ""), expression=self.text,
                              position=token.start, expected=expected)

    def enter(self, token: Token) -> None:
        self.depth += 1
        if self.depth > self.limits.max_depth:
            raise DiceLimitError(
                f"Výraz je vnořený příliš hluboko ({position_text(token.start)}); nejvýše "
                f"{self.limits.max_depth} úrovní závorek a znamének minus.",
                expression=self.text, position=token.start)

    # -- grammar rules -------------------------------------------------------------------------------

    def parse(self) -> Node:
        node = self.sum()
        if self.peek.kind is not Kind.END:
            self.fail_after_operand()
        return node

    def sum(self) -> Node:
        node = self.product()
        while self.peek.kind in (Kind.PLUS, Kind.MINUS):
            token = self.take()
            operator: Literal["+", "-"] = "+" if token.kind is Kind.PLUS else "-"
            node = Sum(node, operator, self.product(), token.start)
        return node

    def product(self) -> Node:
        node = self.negation()
        while self.peek.kind in (Kind.TIMES, Kind.DIVIDE):
            token = self.take()
            operator: Literal["*", "/"] = "*" if token.kind is Kind.TIMES else "/"
            node = Product(node, operator, self.negation(), token.start)
        return node

    def negation(self) -> Node:
        if self.peek.kind is not Kind.MINUS:
            return self.atom()
        token = self.take()
        self.enter(token)
        node = Negation(self.negation(), token.start)
        self.depth -= 1
        return node

    def atom(self) -> Node:
        token = self.peek
        if token.kind is Kind.NUMBER:
            self.take()
            if self.glued(Kind.DIE):
                return self.dice(token)
            return Number(self.number(token), token.start)
        if token.kind is Kind.DIE:
            return self.dice(None)
        if token.kind is Kind.LPAREN:
            return self.parenthesized()
        if token.kind is Kind.LBRACE:
            return self.group()
        return self.fail(_ATOM, "za operátorem musí následovat číslo nebo kostka." if token.kind is Kind.END else "")

    def parenthesized(self) -> Node:
        opening = self.take()
        self.enter(opening)
        self.closers.append(("operátor (+, -, *, /) nebo „)“", "„)“"))
        inner = self.sum()
        if self.peek.kind is not Kind.RPAREN:
            self.fail_after_operand()
        self.take()
        self.closers.pop()
        self.depth -= 1
        return Parenthesized(inner, opening.start)

    def group(self) -> Node:
        opening = self.take()
        self.enter(opening)
        self.closers.append(("operátor (+, -, *, /), „,“ nebo „}“", "„}“"))
        items = [self.sum()]
        while self.peek.kind is Kind.COMMA:
            self.take()
            items.append(self.sum())
        if self.peek.kind is not Kind.RBRACE:
            self.fail_after_operand()
        self.take()
        self.closers.pop()
        self.depth -= 1
        keep = self.keep() if self.glued(Kind.KEEP) else None
        if keep is not None:
            available = "skupina má jen " + plural(len(items), "položku", "položky", "položek")
            check_keep(keep, len(items), available, self.text, opening.start)
        return Group(tuple(items), keep, opening.start)

    def dice(self, count_token: Token | None) -> Node:
        die = self.take()
        start = die.start if count_token is None else count_token.start
        count = 1 if count_token is None else self.number(count_token)
        sides = self.sides()
        modifiers: dict[str, Any] = {}
        while self.glued(*_MODIFIERS):
            first = self.peek
            name, value = self.modifier()
            if name in modifiers:
                self.duplicate(name, first)
            modifiers[name] = value
        node = Dice(count, sides, **modifiers, position=start)
        check_dice(node, self.text, self.limits)
        return node

    def duplicate(self, name: str, token: Token) -> NoReturn:
        raise DiceSyntaxError(
            f"„{token.text}“ {position_text(token.start)}: kostka už {_MODIFIER_NAMES[name]}; každý druh "
            "modifikátoru smí být u kostky jen jednou. Tip: 4k6r1!kh3 je v pořádku, 4k6kh3kl1 ne.",
            expression=self.text, position=token.start, expected="jiný modifikátor nebo operátor")

    def sides(self) -> int | str:
        if not self.glued(Kind.NUMBER, Kind.PERCENT, Kind.FATE):
            self.fail(_SIDES, "napište třeba k6, k100, k% nebo kF (bez mezery za k).")
        token = self.take()
        if token.kind is Kind.PERCENT:
            return 100
        if token.kind is Kind.FATE:
            return FATE
        return self.number(token)

    def modifier(self) -> tuple[str, Any]:
        """One modifier as ``(Dice field name, value)``; the field name doubles as the duplicate key."""
        kind = self.peek.kind
        if kind is Kind.KEEP:
            return "keep", self.keep()
        token = self.take()
        if kind is Kind.EXPLODE:
            return "explode", True
        if kind is Kind.REROLL:
            comparison: Comparison = _COMPARISONS[self.take().text] if self.glued(Kind.COMPARE) else "="
            return "reroll", Reroll(Condition(comparison, self.signed()), once=token.text.lower() == "ro")
        if kind is Kind.COMPARE:
            return "success", Condition(_COMPARISONS[token.text], self.signed())
        return ("minimum" if kind is Kind.MINIMUM else "maximum"), self.signed()

    def keep(self) -> Keep:
        mode = _KEEP_MODES[self.take().text.lower()]
        count = self.number(self.take()) if self.glued(Kind.NUMBER) else 1
        return Keep(mode, count)

    def signed(self) -> int:
        sign = 1
        if self.glued(Kind.MINUS):
            self.take()
            sign = -1
        if not self.glued(Kind.NUMBER):
            self.fail(_NUMBER, "za r, ro, mi, ma a porovnáním následuje číslo, např. r1, mi2, >=8.")
        return sign * self.number(self.take())

    def number(self, token: Token) -> int:
        if len(token.text) > len(str(self.limits.max_constant)) or int(token.text) > self.limits.max_constant:
            raise DiceLimitError(
                f"Číslo {token.text} {position_text(token.start)} je příliš velké; nejvýše "
                f"{format_int(self.limits.max_constant)}.", expression=self.text, position=token.start)
        return int(token.text)

    def fail_after_operand(self) -> NoReturn:
        """Fail where an operator, a closing bracket (inside one) or the end was expected."""
        if not self.closers:
            self.fail("operátor (+, -, *, /) nebo konec výrazu")
        expected, closer = self.closers[-1]
        self.fail(expected, f"chybí zavírací {closer}." if self.peek.kind is Kind.END else "")


def _tip_for(token: Token) -> str:
    if token.kind is Kind.UNKNOWN and token.text in "xX":
        return "násobí se hvězdičkou: 2*3; kostka se píše k nebo d, např. 2k6."
    if token.kind is Kind.UNKNOWN and token.text in ".":
        return "čísla v hodu jsou jen celá."
    if token.kind in _MODIFIERS:
        return "modifikátory se píší hned za kostku bez mezery, např. 4k6kh3 nebo 6k10>=8."
    if token.kind is Kind.DIE:
        return "ponechání nejvyšších se píše kh (4k6kh3), mezi dvěma kostkami chybí + (1k6+1k4)."
    return ""
