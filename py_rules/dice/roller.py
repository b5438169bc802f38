"""Rolling: evaluate an AST with a random source or with values the player rolled on physical dice.

One :class:`Roller` is one roll: it counts every physical die (explosions and rerolls included) against
``Limits.max_dice`` and records each die in roll order. Within one dice term the dice are rolled in waves
the way a player does it at the table: first all ``count`` dice, then every reroll and explosion of that
wave together, and so on; terms are rolled left to right. Physical values (``dice=[…]``) are consumed in
exactly that order, so ``RollResult.dice[i]`` shows the i-th supplied value.

Per physical die: reroll while the condition holds (``r``: at most ``max_rerolls`` times, ``ro``: once);
then clamp with ``mi``/``ma``; a die whose final face is the highest face explodes (``!``) into a new die
added to the same *slot*, at most ``max_explosions`` times in a row. Keep/drop and success counting act
on slots (a die plus its explosions), never on single explosion dice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from py_rules.dice.limits import DEFAULT_LIMITS, Limits, format_int, plural, position_text
from py_rules.dice.modifiers import Keep
from py_rules.dice.nodes import FATE, Dice, Expression, Group, Negation, Node, Number, Parenthesized, Product, Sum
from py_rules.dice.results import RandomSource, RolledDie, RollResult
from py_rules.errors import DiceError, DiceLimitError

__all__ = ["Roller", "select_kept"]


_Evaluator = Callable[["Roller", Any], int]


class Roller:
    """Evaluates one expression once; create a new roller per roll.

    ``supplied`` switches from ``rng`` to physical values. Raises ``DiceError`` (impossible or missing
    values, division by zero) and ``DiceLimitError`` (dice limit); ``finish()`` checks leftover values.
    """

    _table: ClassVar[dict[type[Node], _Evaluator]] = {}

    def __init__(self, rng: RandomSource | None = None, limits: Limits = DEFAULT_LIMITS, *,
                 supplied: Sequence[int] | None = None, source: str = "") -> None:
        self.rng = rng
        self.limits = limits
        self.supplied = supplied
        self.source = source
        self.rolled = 0
        self.sides: list[int | str] = []
        self.faces: list[int] = []
        # sparse per-die state (most dice have none): value after mi/ma, not counted, marks
        self.clamped: dict[int, int] = {}
        self.unkept: set[int] = set()
        self.marks: dict[int, tuple[str, ...]] = {}

    def evaluate(self, node: Node) -> int:
        """The value of ``node``; dispatches on the node type through ``_table``."""
        return self._table[type(node)](self, node)

    def finish(self, allow_extra: bool) -> None:
        """Raise ``DiceError`` if supplied values were left unused (unless ``allow_extra``)."""
        if self.supplied is not None and not allow_extra and self.rolled < len(self.supplied):
            raise DiceError(
                f"Hodnot je víc, než výraz {self.source} potřebuje: zadáno {len(self.supplied)}, použito "
                f"{self.rolled}. Tip: odeberte přebývající hodnoty.",
                expression=self.source, supplied=len(self.supplied), used=self.rolled)

    def result(self, expression: Expression, total: int) -> RollResult:
        """Package the recorded dice into a :class:`RollResult`."""
        faces = self.faces
        count = len(faces)
        kept = [True] * count
        for index in self.unkept:
            kept[index] = False
        marks: list[tuple[str, ...]] = [()] * count
        for index, die_marks in self.marks.items():
            marks[index] = die_marks
        values = faces
        if self.clamped:
            values = [self.clamped.get(index, face) for index, face in enumerate(faces)]
        dice = tuple(map(_make_die, zip(self.sides, values, kept, marks, faces, strict=True)))
        return RollResult(expression.canonical, total, dice, self.rolled, self.supplied is not None, expression)

    # -- drawing -------------------------------------------------------------------------------------

    def draw(self, count: int, node: Dice) -> int:
        """Roll ``count`` dice of ``node``'s kind, record them and return the index of the first one.

        Raises ``DiceLimitError`` past ``max_dice`` (the parser's worst-case check makes that unreachable
        for parsed expressions) and ``DiceError`` for missing or impossible physical values.
        """
        self.rolled += count
        if self.rolled > self.limits.max_dice:
            raise DiceLimitError(
                f"Hod by potřeboval víc než {format_int(self.limits.max_dice)} kostek.",
                expression=self.source, position=node.position)
        low, high = node.low, node.high
        if self.supplied is not None:
            faces = self._take_supplied(self.supplied, count, node)
        elif self.rng is not None:
            randint = self.rng.randint
            faces = [randint(low, high) for _ in range(count)]
        else:
            raise TypeError("Roller needs rng or supplied values to roll dice")
        start = len(self.faces)
        self.faces += faces
        self.sides += [node.sides] * count
        return start

    def _take_supplied(self, supplied: Sequence[int], count: int, node: Dice) -> list[int]:
        """The next ``count`` physical values; raises ``DiceError`` if missing or impossible for ``node``."""
        first = self.rolled - count
        if self.rolled > len(supplied):
            raise DiceError(
                f"Chybí hodnoty kostek: výraz {self.source} potřebuje víc než "
                f"{plural(len(supplied), 'zadanou hodnotu', 'zadané hodnoty', 'zadaných hodnot')}. "
                "Tip: výbuchy (!) a přehozy (r) spotřebují další hodnoty.",
                expression=self.source, position=node.position, supplied=len(supplied))
        faces = list(supplied[first:self.rolled])
        for offset, face in enumerate(faces):
            if type(face) is not int or not node.low <= face <= node.high:
                raise DiceError(_impossible(face, first + offset, node), expression=self.source,
                                position=node.position, index=first + offset, value=repr(face))
        return faces

    def mark(self, index: int, mark: str, *, kept: bool = True) -> None:
        """Add ``mark`` to die ``index``; ``kept=False`` also stops it from counting."""
        self.marks[index] = (*self.marks.get(index, ()), mark)
        if not kept:
            self.unkept.add(index)


_make_die = RolledDie._make


def _impossible(face: object, index: int, node: Dice) -> str:
    where = f"{index + 1}. zadaná kostka"
    if type(face) is not int:
        return f"Hodnota „{face}“ ({where}) není celé číslo."
    if node.sides == FATE:
        return f"Hodnota {face} ({where}) na kostce Fate padnout nemůže; možné jsou -1, 0 a 1."
    return f"Hodnota {face} ({where}) na k{node.sides} padnout nemůže; možné jsou 1 až {node.sides}."


# -- evaluators (one per node type) ------------------------------------------------------------------


def _number(roller: Roller, node: Number) -> int:
    return node.value


def _parenthesized(roller: Roller, node: Parenthesized) -> int:
    return roller.evaluate(node.inner)


def _negation(roller: Roller, node: Negation) -> int:
    return -roller.evaluate(node.operand)


def _sum(roller: Roller, node: Sum) -> int:
    left = roller.evaluate(node.left)
    right = roller.evaluate(node.right)
    return left + right if node.operator == "+" else left - right


def _product(roller: Roller, node: Product) -> int:
    left = roller.evaluate(node.left)
    right = roller.evaluate(node.right)
    if node.operator == "*":
        return left * right
    if right == 0:
        raise DiceError(
            f"Dělení nulou: dělitel {position_text(node.right.position)} vyšel 0.",
            expression=roller.source, position=node.right.position)
    return left // right


def _dice(roller: Roller, node: Dice) -> int:
    if node.reroll is None and not node.explode and node.minimum is None and node.maximum is None:
        start = roller.draw(node.count, node)
        values = roller.faces[start:]
        if node.keep is None and node.success is None:
            return sum(values)
        slots = [[index] for index in range(start, start + node.count)]
    else:
        values, slots = _roll_slots(roller, node)
    kept = select_kept(values, node.keep)
    if node.keep is not None:
        for slot in sorted(set(range(len(values))) - set(kept)):
            for index in slots[slot]:
                roller.mark(index, "dropped", kept=False)
    if node.success is None:
        return sum(values[slot] for slot in kept)
    matches = node.success.predicate()
    hits = [slot for slot in kept if matches(values[slot])]
    for slot in hits:
        for index in slots[slot]:
            roller.mark(index, "success")
    return len(hits)


def _roll_slots(roller: Roller, node: Dice) -> tuple[list[int], list[list[int]]]:
    """Roll every slot of a modified term in waves; returns slot values and each slot's counted dice."""
    hit = None if node.reroll is None else node.reroll.condition.predicate()
    reroll_cap = 0 if node.reroll is None else node.reroll.cap(roller.limits)
    explode_cap = roller.limits.max_explosions if node.explode else 0
    clamps = node.minimum is not None or node.maximum is not None
    high = node.high
    faces = roller.faces
    values = [0] * node.count
    slots: list[list[int]] = [[] for _ in range(node.count)]
    wave = [(slot, 0, 0) for slot in range(node.count)]  # (slot, rerolls of this die, explosions so far)
    while wave:
        index = roller.draw(len(wave), node)
        following: list[tuple[int, int, int]] = []
        for slot, rerolls, explosions in wave:
            face = faces[index]
            if hit is not None and rerolls < reroll_cap and hit(face):
                roller.mark(index, "rerolled", kept=False)
                following.append((slot, rerolls + 1, explosions))
            else:
                values[slot] += _clamp(roller, index, node) if clamps else face
                slots[slot].append(index)
                if face == high and explosions < explode_cap:
                    roller.mark(index, "exploded")
                    following.append((slot, 0, explosions + 1))
            index += 1
        wave = following
    return values, slots


def _clamp(roller: Roller, index: int, node: Dice) -> int:
    face = roller.faces[index]
    value = face
    if node.minimum is not None and value < node.minimum:
        value = node.minimum
        roller.mark(index, "raised")
    if node.maximum is not None and value > node.maximum:
        value = node.maximum
        roller.mark(index, "lowered")
    if value != face:
        roller.clamped[index] = value
    return value


def select_kept(values: list[int], keep: Keep | None) -> list[int]:
    """Indices of the kept items (ties: the earlier item wins), in their original order."""
    if keep is None:
        return list(range(len(values)))
    order = sorted(range(len(values)), key=values.__getitem__, reverse=keep.prefers_high)
    return sorted(order[: keep.kept(len(values))])


def _group(roller: Roller, node: Group) -> int:
    subtotals: list[int] = []
    spans: list[tuple[int, int]] = []
    for item in node.items:
        start = len(roller.faces)
        subtotals.append(roller.evaluate(item))
        spans.append((start, len(roller.faces)))
    kept = select_kept(subtotals, node.keep)
    for position, (start, end) in enumerate(spans):
        if position not in kept:
            for index in range(start, end):
                if index not in roller.unkept:
                    roller.mark(index, "dropped", kept=False)
    return sum(subtotals[i] for i in kept)


Roller._table = {
    Number: _number,
    Parenthesized: _parenthesized,
    Negation: _negation,
    Sum: _sum,
    Product: _product,
    Dice: _dice,
    Group: _group,
}
