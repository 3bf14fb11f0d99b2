#!/bin/bash
# bench.sh - whole-process throughput of ./solver on each puzzle set, the
# median of RUNS runs, beside the I/O floor (copying the lines unsolved) and,
# with BENCH_VS=/path/to/prog, another solver that reads puzzle lines and
# prints solution lines, measured in the same run.
#
#   bench/bench.sh [DATA_DIR]     (make bench DATA=... RUNS=... BENCH_VS=...)
#
# Small sets are repeated into one input of at least MIN_LINES lines so that
# start-up does not dominate.  Every output of ours is verified with
# judge/checker before it is timed.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-${DATA:-../shared/data}}
RUNS=${RUNS:-5}
MIN_LINES=${MIN_LINES:-100000}
CC=${CC:-cc}
out=build/bench
mkdir -p "$out"

if ! ls "$DATA"/*.txt >/dev/null 2>&1; then
    echo "bench: no puzzle sets (*.txt) in '$DATA'; timing tests/data instead. For the benchmark sets, pass their folder: make bench DATA=DIR (README, Speed)" >&2
    DATA=tests/data
fi

# The builds compared: what judges use and what the fast solvers use.
declare -A FLAGS=([O2]="-O2" [O2-native]="-O2 -march=native" [O3-native]="-O3 -march=native")
BUILDS="O2 O2-native O3-native"
for b in $BUILDS; do
    $CC -std=c99 ${FLAGS[$b]} -o "$out/solver-$b" solver.c
done
$CC -O2 -o "$out/copy_lines" bench/copy_lines.c
make -s judge/checker

# seconds PROG INPUT: median wall time of RUNS runs, in seconds.
seconds() {
    local prog=$1 input=$2 i s e
    for ((i = 0; i < RUNS; i++)); do
        s=$(date +%s%N)
        $prog <"$input" >/dev/null
        e=$(date +%s%N)
        echo $(((e - s) / 1000))
    done | sort -n | awk '{t[NR] = $1} END {printf "%.6f", t[int((NR + 1) / 2)] / 1e6}'
}

rate() { awk -v n="$1" -v t="$2" 'BEGIN {printf "%.0f", n / t}'; }
kfmt() { awk -v r="$1" 'BEGIN {if (r >= 1e6) printf "%.2fM", r / 1e6; else printf "%.1fk", r / 1e3}'; }

echo "solver.c $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $RUNS runs each, median; puzzles per second"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $($CC --version | head -1)"
header="| set | puzzles | guesses/puzzle | O2 | O2-native | O3-native | I/O floor | floor/O3-native"
rule="|---|---:|---:|---:|---:|---:|---:|---:"
if [ -n "${BENCH_VS:-}" ]; then
    header="$header | $(basename "$BENCH_VS") | O3-native/vs"
    rule="$rule|---:|---:"
fi
echo "$header |"
echo "$rule|"
for set in "$DATA"/*.txt; do
    name=$(basename "$set" .txt)
    lines=$(wc -l <"$set")
    input="$out/$name.in"
    : >"$input"
    total=0
    while [ "$total" -lt "$MIN_LINES" ] && [ "$total" -lt $((lines * 200)) ]; do
        cat "$set" >>"$input"
        total=$((total + lines))
    done
    "$out/solver-O3-native" --stats <"$set" >"$out/$name.out" 2>"$out/$name.stats"
    judge/checker "$set" "$out/$name.out" "$out/$name.out" 2>"$out/$name.check" ||
        { echo "bench: wrong output on $name: $(cat "$out/$name.check")" >&2; exit 1; }
    guesses=$(sed -n 's/.* \([0-9]*\) guesses$/\1/p' "$out/$name.stats")
    row="| $name | $total | $(awk -v g="$guesses" -v n="$lines" 'BEGIN {printf "%.2f", g / n}')"
    for b in $BUILDS; do
        r=$(rate "$total" "$(seconds "$out/solver-$b" "$input")")
        row="$row | $(kfmt "$r")"
        [ "$b" = O3-native ] && ours=$r
    done
    floor=$(rate "$total" "$(seconds "$out/copy_lines" "$input")")
    row="$row | $(kfmt "$floor") | $(awk -v a="$floor" -v b="$ours" 'BEGIN {printf "%.0fx", a / b}')"
    if [ -n "${BENCH_VS:-}" ]; then
        vs=$(rate "$total" "$(seconds "$BENCH_VS" "$input")")
        row="$row | $(kfmt "$vs") | $(awk -v a="$ours" -v b="$vs" 'BEGIN {printf "%.2f", a / b}')"
    fi
    echo "$row |"
    rm -f "$input"
done

# 16x16: tests/data/minimal16.txt, minimal puzzles (every given needed)
# made by bench/minimal16.c (seed 7), solved by ours and by a plain
# dancing-links solver (bench/dlx.c), both -O2, answers compared first.
$CC -O2 -o "$out/dlx" bench/dlx.c
cp tests/data/minimal16.txt "$out/hard16.in"
N16=$(wc -l <"$out/hard16.in")
"$out/solver-O2" <"$out/hard16.in" >"$out/hard16.ours"
"$out/dlx" <"$out/hard16.in" >"$out/hard16.dlx"
cmp -s "$out/hard16.ours" "$out/hard16.dlx" ||
    { echo "bench: ours and dlx disagree on the 16x16 set" >&2; exit 1; }
guesses16=$("$out/solver-O2" --stats <"$out/hard16.in" 2>&1 >/dev/null | sed -n 's/.* \([0-9]*\) guesses$/\1/p')
t_ours=$(seconds "$out/solver-O2" "$out/hard16.in")
t_dlx=$(seconds "$out/dlx" "$out/hard16.in")
echo
echo "| 16x16 set | puzzles | guesses/puzzle | ours O2 | dlx O2 | dlx/ours |"
echo "|---|---:|---:|---:|---:|---:|"
echo "| minimal16 | $N16 | $(awk -v g="$guesses16" -v n="$N16" 'BEGIN {printf "%.0f", g / n}') | $(awk -v t="$t_ours" -v n="$N16" 'BEGIN {printf "%.1f ms", 1000 * t / n}') | $(awk -v t="$t_dlx" -v n="$N16" 'BEGIN {printf "%.1f ms", 1000 * t / n}') | $(awk -v a="$t_dlx" -v b="$t_ours" 'BEGIN {printf "%.1fx", a / b}') |"
