"""Compare the offline warm start of several built sites in one run (issue 11):

    python bench/warm_ab.py [--rounds 10] [--runs 3] DIST_A DIST_B [...]

Each round gives every site a fresh browser context and a first visit of its own (its service worker
installed, the network then off), then ``--runs`` warm starts of each site, alternating which goes first;
the contexts are closed before the next round. What Chromium keeps from a first visit (above all its cache of
the runtime's compiled WebAssembly) differs between visits, so only many first visits per site make a
difference between builds visible: measured here, three copies of one build came out 40 ms apart over 10
rounds. Build the sites to compare into separate directories (for example a ``git worktree`` of an older
commit, ``python3 build.py`` there, and its ``dist/``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path

from playwright.sync_api import sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

import startup  # this folder's start-up benchmark: its server, browser flags and marks

build = startup.build


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sites", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    throttle = startup.LOOPBACK
    times: list[list[float]] = [[] for _ in args.sites]
    rounds: list[list[float]] = [[] for _ in args.sites]
    with sync_playwright() as p, ExitStack() as stack:
        browser = p.chromium.launch(executable_path=build.CHROMIUM, args=startup.ARGS)
        urls = [stack.enter_context(startup.serve(site, build.Handler, throttle))[0] for site in args.sites]
        for number in range(args.rounds):
            contexts = []
            for url, site in zip(urls, args.sites, strict=True):
                context = startup.new_context(browser, throttle)
                page = context.new_page()
                page.goto(url)
                startup.mark(page, "engine-ready", throttle)
                startup.settle(page, site)
                context.set_offline(True)
                page.close()
                contexts.append(context)
            this_round: list[list[float]] = [[] for _ in args.sites]
            for run in range(args.runs):
                order = list(range(len(urls)))
                if (run + number) % 2:
                    order.reverse()
                for index in order:
                    page = contexts[index].new_page()
                    page.goto(urls[index])
                    this_round[index].append(startup.mark(page, "engine-ready", throttle))
                    page.close()
            for index, context in enumerate(contexts):
                context.close()
                times[index] += this_round[index]
                rounds[index].append(statistics.median(this_round[index]))
        browser.close()
    print(f"Offline warm start, {args.rounds} rounds × {args.runs} starts (ms from navigation to the first answer)")
    for site, mine, medians in zip(args.sites, times, rounds, strict=True):
        per_round = " ".join(f"{m:.0f}" for m in medians)
        print(f"{site!s:<40} median {statistics.median(mine):6.0f}  mean {statistics.mean(mine):6.0f}"
              f"  rounds: {per_round}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
