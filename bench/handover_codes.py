"""How many QR codes a hand-over takes (issue 27): prints figures, asserts nothing.

    python bench/handover_codes.py [--edits 200] [--seeds 7]

For every game and board: a new save, and a "fully played" one — a new sheet after ``edits`` random player
edits made through the facade's ``edit`` (the same controls the page shows, as in the save tests: lists grow,
names and notes are filled, values move), over ``seeds`` seeds. Each is packed (``pack``), handed over
(``handover``) and its figures printed: compressed bytes, Base45 characters, codes, and the largest code's QR
version (modules across = 17 + 4 × version; the goal is one code, at most version 25).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from py_rules.api import handle  # noqa: E402
from py_rules.systems import available  # noqa: E402
from tests.storage_support import edited_sheet  # noqa: E402


def handed(system_id: str, edits: int, seed: int) -> dict[str, Any]:
    sheet = edited_sheet(system_id, edits, random.Random(seed))["sheet"]
    envelope = handle({"op": "pack", "id": "bench-1", "sheet": sheet, "revision": 42})["result"]["envelope"]
    reply = handle({"op": "handover", "save": envelope})
    assert reply["ok"], reply
    result = reply["result"]
    return {"save": len(json.dumps(envelope, ensure_ascii=False, separators=(",", ":")).encode()),
            "bytes": result["bytes"], "chars": sum(len(p) for p in result["payloads"]),
            "codes": len(result["payloads"]), "version": max(c["version"] for c in result["codes"])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--seeds", type=int, default=7)
    args = parser.parse_args()
    print(f"{'game':<18} {'new: bytes':>10} {'codes':>5} {'ver':>4} | played ({args.edits} edits, "
          f"{args.seeds} seeds): {'save B':>7} {'zlib B':>7} {'codes':>9} {'ver':>7}")
    for system_id in available():
        new = handed(system_id, 0, 0)
        played = [handed(system_id, args.edits, seed) for seed in range(args.seeds)]
        codes = [p["codes"] for p in played]
        versions = [p["version"] for p in played]
        print(f"{system_id:<18} {new['bytes']:>10} {new['codes']:>5} {new['version']:>4} | "
              f"{' ' * 32}{statistics.median(p['save'] for p in played):>7.0f} "
              f"{statistics.median(p['bytes'] for p in played):>7.0f} "
              f"{statistics.median(codes):>4.0f} ({max(codes)}) {statistics.median(versions):>3.0f} ({max(versions)})")
    print("medians; the largest in brackets. ver: the QR version of the largest code (error level M).")


if __name__ == "__main__":
    main()
