"""Terminal interface: the same facade as the page.

    python -m py_rules call '{"op": "roll", "expression": "2k6+1"}'
    python -m py_rules roll 2k6+1 [--dice 4,6] [--seed N] [--target 9] [--json]
    python -m py_rules odds 4k6kh3 [--target 12] [--json]

``call`` prints the facade's JSON reply. ``roll`` and ``odds`` print Czech text (or JSON with ``--json``).
Exit status: 0 success, 1 the engine refused the input (message on stderr), 2 bad command-line usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from py_rules.api import handle

__all__ = ["main"]

BAR_WIDTH = 40


def _dice_list(text: str) -> list[int]:
    try:
        return [int(part) for part in text.replace(";", ",").replace(" ", ",").split(",") if part]
    except ValueError:
        raise argparse.ArgumentTypeError("kostky zadej jako celá čísla oddělená čárkou, např. 4,6") from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m py_rules", description="Družina: kostky a pravidla z terminálu.")
    sub = parser.add_subparsers(dest="command", required=True)
    call = sub.add_parser("call", help="pošli příkaz fasádě (JSON) a vypiš odpověď")
    call.add_argument("command_json", metavar="JSON")
    roll = sub.add_parser("roll", help="hoď kostkami")
    roll.add_argument("expression")
    roll.add_argument("--dice", type=_dice_list, help="hodnoty fyzických kostek, např. 4,6")
    roll.add_argument("--seed", type=int, help="semínko pro opakovatelný hod")
    roll.add_argument("--target", type=int, help="cíl: vypíše šanci hodit aspoň tolik")
    roll.add_argument("--json", action="store_true", help="výstup jako JSON")
    odds = sub.add_parser("odds", help="přesné pravděpodobnosti výrazu")
    odds.add_argument("expression")
    odds.add_argument("--target", type=int, help="cíl: šance hodit aspoň / nejvýše tolik")
    odds.add_argument("--json", action="store_true", help="výstup jako JSON")
    return parser


def _percent(value: float) -> str:
    return f"{value:.2f}".replace(".", ",") + " %"


def format_roll(result: dict[str, Any]) -> str:
    """Czech text of a roll result: each die with its marks, then the total."""
    dice = ", ".join(
        f"{d['value']}" + ("" if d["kept"] else " (zahozeno)")
        + "".join(f" [{m}]" for m in d["marks"] if m != "dropped")
        for d in result["dice"]
    )
    lines = [f"{result['expression']} = {result['total']}", f"kostky: {dice}" if dice else "kostky: žádné"]
    if result.get("at_least"):
        lines.append(f"šance hodit aspoň {result['target']}: {_percent(result['at_least']['percent'])} "
                     f"({result['at_least']['probability']})")
    return "\n".join(lines)


def format_odds(result: dict[str, Any]) -> str:
    """A table of outcome, exact probability, percentage and a text histogram bar."""
    peak = max(row["percent"] for row in result["table"]) or 1
    width = max(len(str(row["outcome"])) for row in result["table"])
    lines = [f"{result['expression']}: průměr {result['mean']:.3f}".replace(".", ",")]
    for row in result["table"]:
        bar = "█" * max(1 if row["percent"] else 0, round(row["percent"] / peak * BAR_WIDTH))
        lines.append(f"{row['outcome']:>{width}}  {row['probability']:>14}  {_percent(row['percent']):>9}  {bar}")
    if result.get("at_least"):
        lines.append(f"aspoň {result['target']}: {_percent(result['at_least']['percent'])} "
                     f"({result['at_least']['probability']}); nejvýše {result['target']}: "
                     f"{_percent(result['at_most']['percent'])} ({result['at_most']['probability']})")
    return "\n".join(lines)


def _command(args: argparse.Namespace) -> dict[str, Any]:
    if args.command == "roll":
        return {"op": "roll", "expression": args.expression, "dice": args.dice, "seed": args.seed,
                "target": args.target}
    return {"op": "odds", "expression": args.expression, "target": args.target}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "call":
        try:
            command = json.loads(args.command_json)
        except ValueError as exc:
            print(f"Příkaz není platný JSON: {exc}", file=sys.stderr)
            return 2
        reply = handle(command)
        print(json.dumps(reply, ensure_ascii=False, indent=2))
        return 0 if reply["ok"] else 1
    reply = handle({k: v for k, v in _command(args).items() if v is not None})
    if not reply["ok"]:
        print(reply["error"]["message"], file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(reply["result"], ensure_ascii=False, indent=2))
    else:
        print(format_roll(reply["result"]) if args.command == "roll" else format_odds(reply["result"]))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. `python -m py_rules odds 20k20 | head`: the reader left, not an error
        sys.stderr.close()
        sys.exit(0)
