#!/usr/bin/env bash
# The whole CI (.ci/run: `python3 build.py test`) RUNS times in a row, each on a fresh clone of one commit,
# while CPU hogs keep every core busy: the check that the suite is deterministic on a loaded machine (issue 18,
# item 7). Stops at nothing: every run is logged (pass/fail, exit code, duration) and the hogs are killed at the
# end, also on Ctrl-C.
#
#   tools/stress_suite.sh [RUNS]          # default 5
#
# Environment:
#   SOURCE   git repository (path or URL) to clone; default: the repository this script is in
#   REV      commit to test; default: SOURCE's HEAD at start (all runs test the same commit)
#   HOGS     number of busy-loop processes (`python3 -c 'while True: pass'`); default: number of cores
#   SHARED   a folder copied beside each clone as ../shared (as on the developers' machines); default: none
#   WORK     where the clones and logs go; default: a new folder under /tmp
#   NICE     niceness of the hogs and the suite alike (they compete on equal terms); default 10
#
# Writes WORK/summary.log (one line a run) and WORK/run-N.log (the run's whole output); a failed run's clone stays
# in WORK/run-N. Exit code 0 only if every run passed.
set -uo pipefail

runs=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
source_repo=${SOURCE:-$here}
hogs=${HOGS:-$(nproc)}
niceness=${NICE:-10}
work=${WORK:-$(mktemp -d /tmp/stress_suite.XXXXXX)}
mkdir -p "$work"
summary="$work/summary.log"

git clone -q "$source_repo" "$work/base" || exit 1
rev=$(git -C "$work/base" rev-parse "${REV:-HEAD}") || exit 1
git -C "$work/base" checkout -q --detach "$rev" || exit 1

hog_pids=()
stop_hogs() {
  for pid in "${hog_pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${hog_pids[@]}"; do wait "$pid" 2>/dev/null; done
  hog_pids=()
}
trap 'stop_hogs; echo "interrupted" >>"$summary"; exit 130' INT TERM
trap stop_hogs EXIT

for _ in $(seq "$hogs"); do
  nice -n "$niceness" python3 -c 'while True: pass' &
  hog_pids+=("$!")
done

{
  echo "commit $rev ($(git -C "$work/base" log -1 --format=%s "$rev"))"
  echo "hog: $hogs x python3 -c 'while True: pass' at nice $niceness (pids ${hog_pids[*]}); $(nproc) cores;" \
       "suite at nice $niceness; $runs runs; started $(date -u +%FT%TZ)"
} | tee "$summary"

failed=0
for n in $(seq "$runs"); do
  dir="$work/run-$n"
  mkdir -p "$dir"
  git clone -q "$work/base" "$dir/main" && git -C "$dir/main" checkout -q --detach "$rev"
  if [ -n "${SHARED:-}" ]; then cp -r "$SHARED" "$dir/shared"; fi
  start=$(date +%s)
  (cd "$dir/main" && CI=true nice -n "$niceness" bash .ci/run) >"$work/run-$n.log" 2>&1
  code=$?
  seconds=$(( $(date +%s) - start ))
  tally=$(grep -E '^(=+ )?[0-9]+ (passed|failed)' "$work/run-$n.log" | tail -1)
  # a run passes only with exit 0 and pytest's own summary: a run cut short (killed) has none
  if [ "$code" -eq 0 ] && [ -z "$tally" ]; then code=1; fi
  outcome=$([ "$code" -eq 0 ] && echo passed || echo FAILED)
  [ "$code" -eq 0 ] || failed=$((failed + 1))
  printf 'run %d: %s (exit %d) in %dm%02ds, %s — %s\n' "$n" "$outcome" "$code" $((seconds / 60)) $((seconds % 60)) \
    "$(date -u +%FT%TZ)" "${tally:-no pytest summary}" | tee -a "$summary"
  [ "$code" -ne 0 ] || rm -rf "$dir"  # a failed run's clone stays for a look
done

stop_hogs
echo "$((runs - failed)) of $runs runs passed; logs in $work" | tee -a "$summary"
[ "$failed" -eq 0 ]
