#!/bin/bash
# killers.sh - the published hard killers beside sigh/Interactive-Sudoku-
# Solver (make bench-killers ISS=DIR): TAREK_ALL, EXTREME_KILLERS,
# MATHEMAGIC_KILLERS and HS_KILLERS as ISS's data/collections.js holds
# them, read by the solver in the formats they are published in; in
# uniqueness (count to 2) and first-solution mode, ours one process a
# puzzle (user + system seconds), ISS's own in-process times from
# tools/perf/benchmark_puzzles.js; totals, slowest puzzle and guesses.
# ISS is a benchmark peer, never part of this tree: DIR is a checkout run
# under node; without node or DIR the table is skipped with a note.
# SETS=... picks some of the sets (MATHEMAGIC_KILLERS takes minutes).
set -eu
cd "$(dirname "$0")/.."
iss=${ISS:-}
sets=${SETS:-TAREK_ALL EXTREME_KILLERS HS_KILLERS MATHEMAGIC_KILLERS}
if ! command -v node >/dev/null 2>&1 || [ ! -f "$iss/data/collections.js" ]; then
    echo "bench-killers: skipped: set ISS to a checkout of sigh/Interactive-Sudoku-Solver (and install node)"
    exit 0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
CC=${CC:-cc}
$CC -O2 -o "$out/solver" solver.c
# The inputs of a collection, one a line (ISS's modules want a browser's
# self and VERSION_PARAM).
cat >"$out/dump.mjs" <<'JS'
globalThis.self = globalThis; self.VERSION_PARAM = "";
const m = await import(process.argv[2] + '/data/collections.js');
const c = m[process.argv[3]];
for (const p of c) console.log(c.configFor(p).input);
JS
echo "| set | puzzles | mode | ours total (slowest) | ISS total (slowest) | guesses ours / ISS |"
echo "|---|---:|---|---:|---:|---:|"
for set in $sets; do
    node "$out/dump.mjs" "$(cd "$iss" && pwd)" "$set" >"$out/$set.txt"
    for mode in uniqueness first; do
        opt=--count=2 solutions=2
        [ $mode = first ] && opt= solutions=1
        : >"$out/times" ; guesses=0
        while IFS= read -r line; do
            printf '%s\n' "$line" >"$out/one"
            /usr/bin/time -f "%U %S" -o "$out/t" "$out/solver" $opt --stats "$out/one" >/dev/null 2>"$out/stats"
            awk '{ print $1 + $2 }' "$out/t" >>"$out/times"
            g=$(grep -o '[0-9]* guesses' "$out/stats" | cut -d' ' -f1)
            guesses=$((guesses + g))
        done <"$out/$set.txt"
        ours=$(awk '{ t += $1; if ($1 > m) m = $1 } END { printf "%.2f s (%.2f s)", t, m }' "$out/times")
        (cd "$iss" && node tools/perf/benchmark_puzzles.js --max-backtracks none \
            --puzzles "$set" --solutions $solutions --json 2>/dev/null) >"$out/iss.json"
        theirs=$(python3 -c "
import json, sys
rows = json.load(open(sys.argv[1]))
print('%.2f s (%.2f s) %d' % (sum(r['ms'] for r in rows) / 1000,
      max(r['ms'] for r in rows) / 1000, sum(r['guesses'] for r in rows)))" "$out/iss.json")
        echo "| $set | $(wc -l <"$out/$set.txt") | $mode | $ours | ${theirs% *} | $guesses / ${theirs##* } |"
    done
done
echo
echo "(CPU: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1); $(date +%Y-%m-%d))"
