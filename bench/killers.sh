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
# SETS=... picks some of the sets (MATHEMAGIC_KILLERS takes minutes);
# make bench-variants runs it on the sets of the other rules, ISS's
# HARD_THERMOS, HARD_RENBAN and LITTLE_KILLER_SNIPES, read as constraint
# text (src/constraint_text.c), and HARD_PENCILMARKS, read as 729
# pencil marks.
# HARD_FOR_US, also in the default list, is bench/killers-hard.txt: the 20
# of 600 cage-only killers (judge/generate --variant=killer --clues=0
# --cage-size=3-6 --count=600 --seed=11) that take our solver the most
# guesses counting to two (chosen again at each round of the killer
# reasoning; docs/benchmarks.md says when); ISS gets each as SudoCue's
# 3x3::k: text.  HARD_VARIANTS_FOR_US, in make bench-variants' list, is
# bench/variants-hard.txt (bench/variants-hard.sh writes it): the 20 of
# 600 generated puzzles of six rule sets (anti-knight, anti-king, X,
# windoku, non-consecutive) that take us the most guesses, as constraint
# text, which ISS reads as it is.
set -eu
cd "$(dirname "$0")/.."
iss=${ISS:-}
sets=${SETS:-TAREK_ALL EXTREME_KILLERS HS_KILLERS MATHEMAGIC_KILLERS HARD_FOR_US}
if ! command -v node >/dev/null 2>&1 || [ ! -f "$iss/data/collections.js" ]; then
    echo "bench-killers: skipped: set ISS to a checkout of sigh/Interactive-Sudoku-Solver (and install node)"
    exit 0
fi
# CAP=SECONDS stops each puzzle there, ours and ISS's (default: none); a
# puzzle stopped counts the cap's time and no guesses, and the row says
# how many stopped (ISS's cap includes node's start, about half a second).
cap=${CAP:-0}
limit=
[ "$cap" = 0 ] || limit="timeout $cap"
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
for (const p of c) console.log(c.configFor(p).input.replace(/\s+/g, ''));
JS
echo "| set | puzzles | mode | ours total (slowest) | ISS total (slowest) | guesses ours / ISS |"
echo "|---|---:|---|---:|---:|---:|"
# Our killer line (cells, labels, LABEL=SUM...) as SudoCue's 3x3::k: text,
# each cell its cage's sum x 256 + the cage's number.
to_sudocue() {
    awk '{ delete sum; delete id; ids = 0; out = "3x3::k:"
           for (i = 3; i <= NF; i++) { split($i, kv, "="); sum[kv[1]] = kv[2] }
           for (i = 1; i <= 81; i++) {
               l = substr($2, i, 1)
               if (!(l in id)) id[l] = ids++
               out = out (sum[l] * 256 + id[l]) ":"
           }
           print out }'
}
for set in $sets; do
    case $set in
        HARD_FOR_US) to_sudocue <bench/killers-hard.txt >"$out/$set.txt" ;;
        HARD_VARIANTS_FOR_US) cp bench/variants-hard.txt "$out/$set.txt" ;;
        *) node "$out/dump.mjs" "$(cd "$iss" && pwd)" "$set" >"$out/$set.txt" ;;
    esac
    for mode in uniqueness first; do
        opt=--count=2 solutions=2
        [ $mode = first ] && opt= solutions=1
        : >"$out/times" ; guesses=0 stopped=0
        while IFS= read -r line; do
            printf '%s\n' "$line" >"$out/one"
            /usr/bin/time -f "%U %S" -o "$out/t" $limit "$out/solver" $opt --stats "$out/one" >/dev/null 2>"$out/stats" || :
            g=$(grep -o '[0-9]* guesses' "$out/stats" | cut -d' ' -f1)
            if [ -z "$g" ]; then                 # stopped at the cap
                echo "$cap" >>"$out/times"
                stopped=$((stopped + 1))
                continue
            fi
            awk '{ print $1 + $2 }' "$out/t" >>"$out/times"
            guesses=$((guesses + g))
        done <"$out/$set.txt"
        ours=$(awk '{ t += $1; if ($1 > m) m = $1 } END { printf "%.2f s (%.2f s)", t, m }' "$out/times")
        [ "$stopped" = 0 ] || ours="$ours, $stopped stopped at $cap s"
        if [ "${set%_FOR_US}" != "$set" ] || [ "$cap" != 0 ]; then
            # ISS puzzle by puzzle (a file of ours, or a cap), rows joined;
            # one stopped at the cap counts the cap and no guesses
            while IFS= read -r line; do
                printf '%s\n' "$line" >"$out/one"
                (cd "$iss" && $limit node tools/perf/benchmark_puzzles.js --max-backtracks none \
                    --input-file "$out/one" --solutions $solutions --json 2>/dev/null) ||
                    echo "[{\"ms\": $((cap * 1000)), \"guesses\": 0, \"stopped\": 1}]"
            done <"$out/$set.txt" | sed 's/^\[//; s/\]$//' | paste -sd, | sed 's/^/[/; s/$/]/' >"$out/iss.json"
        else
            (cd "$iss" && node tools/perf/benchmark_puzzles.js --max-backtracks none \
                --puzzles "$set" --solutions $solutions --json 2>/dev/null) >"$out/iss.json"
        fi
        theirs=$(python3 -c "
import json, sys
rows = json.load(open(sys.argv[1]))
stopped = sum(r.get('stopped', 0) for r in rows)
print('%.2f s (%.2f s)%s %d' % (sum(r['ms'] for r in rows) / 1000,
      max(r['ms'] for r in rows) / 1000,
      ', %d stopped at %s s' % (stopped, sys.argv[2]) if stopped else '',
      sum(r['guesses'] for r in rows)))" "$out/iss.json" "$cap")
        echo "| $set | $(wc -l <"$out/$set.txt") | $mode | $ours | ${theirs% *} | $guesses / ${theirs##* } |"
    done
done
echo
echo "(CPU: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1); $(date +%Y-%m-%d))"
