"""Dice engine benchmark: ``roll()`` vs ``d20.roll`` and ``distribution()`` vs ``icepool``.

Run ``python bench/dice_bench.py`` (needs the ``bench`` extra: d20, icepool). Prints two tables:

1. rolls per second on the same expressions (our notation translated to d20's), median of several
   repeats; both sides use a Mersenne Twister (d20 uses the ``random`` module, we get ``random.Random``),
   and a last column shows our default ``random.SystemRandom`` for reference;
2. time to an exact distribution, median of repeats, with every cache cleared before each run (our parse
   cache; icepool's ``functools`` caches, evaluator caches and binomial-row cache), and a check that both
   libraries give the same probabilities.

Ratios are "how many times faster we are" (≥ 1.0 means at least as fast). It is a script, not a test.
"""

from __future__ import annotations

import gc
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from functools import partial
from importlib import metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import d20
import icepool

from py_rules.dice import clear_cache, distribution, roll

ROLL_EXPRESSIONS = [
    "1k20",
    "1k20+5",
    "2k6+3",
    "3k6",
    "8k6",
    "4k6kh3",
    "4k6dl1",
    "2k20kh1",
    "2k20kl1",
    "10k10kh3",
    "3k6!",
    "4k6r1",
    "4k6ro1",
    "4k6mi2",
    "{1k8, 1k8}kh1",
    "2*(1k6+1)-1k4",
]
DISTRIBUTIONS: list[tuple[str, Callable[[], Any]]] = [
    ("4k6kh3", lambda: icepool.d(6).highest(4, 3)),
    ("10k10kh3", lambda: icepool.d(10).highest(10, 3)),
    ("8k6", lambda: 8 @ icepool.d(6)),
    ("4dF", lambda: 4 @ icepool.Die([-1, 0, 1])),
    ("2k20kh1", lambda: icepool.d(20).highest(2, 1)),
]


def to_d20(expression: str) -> str:
    """Our notation → d20's: dice ``d``, drop ``p``, reroll ``rr``, explode ``e<max>``, sets in ``( )``."""
    out = re.sub(r"(\d*)k(\d+)", lambda m: f"{m.group(1) or 1}d{m.group(2)}", expression)
    out = out.replace("dl", "pl").replace("dh", "ph")
    out = re.sub(r"d(\d+)!", lambda m: f"d{m.group(1)}e{m.group(1)}", out)
    out = re.sub(r"(d\d+)r(\d)", r"\1rr\2", out)
    return out.replace("{", "(").replace("}", ")")


def median_seconds(run: Callable[[], object], number: int, repeat: int,
                   before: Callable[[], None] | None = None) -> float:
    """Median over ``repeat`` runs of the time per call, each run ``number`` calls after ``before()``."""
    return statistics.median(_one_run(run, number, before) for _ in range(repeat))


def _one_run(run: Callable[[], object], number: int, before: Callable[[], None] | None = None) -> float:
    if before is not None:
        before()
    start = time.perf_counter()
    for _ in range(number):
        run()
    return (time.perf_counter() - start) / number


def interleaved_medians(runs: list[Callable[[], object]], number: int, repeat: int) -> list[float]:
    """Like :func:`median_seconds` for several contenders, alternating them so load drift hits all alike."""
    samples: list[list[float]] = [[] for _ in runs]
    for _ in range(repeat):
        for run, bucket in zip(runs, samples, strict=True):
            bucket.append(_one_run(run, number))
    return [statistics.median(bucket) for bucket in samples]


def clear_icepool_caches() -> None:
    """Forget everything icepool memoises, so each timing starts cold."""
    for name, module in list(sys.modules.items()):
        if name.startswith("icepool") and module is not None:
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()
    icepool.math.comb_row_cache.clear()
    from icepool.evaluator.multiset_evaluator_base import MultisetEvaluatorBase

    for obj in gc.get_objects():
        if isinstance(obj, MultisetEvaluatorBase):
            for attribute in ("_cache", "ascending_cache", "descending_cache"):
                obj.__dict__.pop(attribute, None)


def bench_rolls() -> list[float]:
    print("Rolls per second (median of 11 interleaved runs × 2000 rolls)")
    header = f"{'expression':<18} {'d20 form':<20} {'ours':>10} {'d20':>10} {'ratio':>7} {'ours, SystemRandom':>19}"
    print(header)
    print("-" * len(header))
    rng = random.Random(2024)
    system = random.SystemRandom()
    ratios = []
    for expression in ROLL_EXPRESSIONS:
        theirs = to_d20(expression)
        roll(expression, rng=rng)
        d20.roll(theirs)
        ours_t, d20_t, system_t = interleaved_medians(
            [partial(roll, expression, rng=rng), partial(d20.roll, theirs), partial(roll, expression, rng=system)],
            2000, 11)
        ratios.append(d20_t / ours_t)
        print(f"{expression:<18} {theirs:<20} {1 / ours_t:>10,.0f} {1 / d20_t:>10,.0f} "
              f"{d20_t / ours_t:>6.2f}× {1 / system_t:>19,.0f}")
    print(f"geometric mean ratio: {statistics.geometric_mean(ratios):.2f}×, minimum {min(ratios):.2f}×\n")
    return ratios


def same_probabilities(expression: str, die: Any) -> bool:
    ours = distribution(expression).pmf()
    denominator = die.denominator()
    theirs = {int(outcome): Fraction(quantity, denominator) for outcome, quantity in die.items()}
    return ours == {k: v for k, v in theirs.items() if v}


def bench_distributions() -> list[float]:
    print("Exact distribution, cold caches (median of 15 runs)")
    header = f"{'expression':<12} {'ours ms':>9} {'icepool ms':>11} {'ratio':>7}  same result"
    print(header)
    print("-" * len(header))
    ratios = []
    for expression, icepool_version in DISTRIBUTIONS:
        ours_t = median_seconds(partial(distribution, expression), 1, 15, clear_cache)
        theirs_t = median_seconds(icepool_version, 1, 15, clear_icepool_caches)
        ratios.append(theirs_t / ours_t)
        same = "yes" if same_probabilities(expression, icepool_version()) else "NO"
        print(f"{expression:<12} {ours_t * 1e3:>9.3f} {theirs_t * 1e3:>11.3f} {theirs_t / ours_t:>6.1f}×  {same}")
    print(f"geometric mean ratio: {statistics.geometric_mean(ratios):.1f}×, minimum {min(ratios):.1f}×")
    return ratios


def main() -> None:
    print(f"Python {sys.version.split()[0]}, d20 {metadata.version('d20')}, icepool {metadata.version('icepool')}\n")
    bench_rolls()
    bench_distributions()


if __name__ == "__main__":
    main()
