#!/bin/bash
# bench.sh - whole-process throughput of ./solver on each puzzle set, in
# both modes (the first solution; uniqueness: --count=2, stop at two), the
# median of RUNS runs, beside the I/O floor (copying the lines unsolved) and
# any other solvers named in BENCH_VS, measured in the same run.
#
#   bench/bench.sh [DATA_DIR]     (make bench DATA=... RUNS=... BENCH_VS=...)
#
# BENCH_VS is a space-separated list of programs that read puzzle lines:
# run bare, each prints a solution line per puzzle; run with the argument 2,
# it stops at two solutions and prints the count.  One that prints "N
# guesses" on stderr when GUESSES=1 is set gets its guesses shown.  With
# BENCH_VS unset, the programs in build/peers are measured (bench/peers.sh
# builds tdoku, JCZSolve, the Rust sudoku crate and SK_BFORCE2 there).
# Each round runs every program once, RUNS rounds, so that a slow spell of
# the machine falls on all of them alike; each cell is a median.
#
# Small sets are repeated into one input of at least MIN_LINES lines so that
# start-up does not dominate.  Every first-solution output (ours and the
# others') is verified with judge/checker before it is timed, and every
# count is compared with ours.
#
# After DATA's sets comes HARD9 (default bench/hard9-ours.txt, which
# bench/hard9-ours.sh writes: the 1,000 of the public sets' puzzles that
# take us the most guesses counting to two): a set made hard for our own
# engine.  HARD9= leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${1:-${DATA:-../shared/data}}
RUNS=${RUNS:-5}
MIN_LINES=${MIN_LINES:-100000}
HARD9=${HARD9-bench/hard9-ours.txt}
CC=${CC:-cc}
read -r -a VS <<<"${BENCH_VS:-}"
if [ -z "${BENCH_VS:-}" ]; then     # the peers bench/peers.sh built, if any
    for prog in build/peers/*; do
        [ -f "$prog" ] && [ -x "$prog" ] && VS+=("$prog")
    done
fi
out=build/bench
mkdir -p "$out"

if ! ls "$DATA"/*.txt >/dev/null 2>&1; then
    echo "bench: no puzzle sets (*.txt) in '$DATA'; timing tests/data instead. For the benchmark sets, pass their folder: make bench DATA=DIR (README, Speed)" >&2
    DATA=tests/data
fi
for prog in "${VS[@]}"; do
    [ -x "$prog" ] || { echo "bench: BENCH_VS: '$prog' is not an executable" >&2; exit 2; }
done

# The builds compared: what judges use and what the fast solvers use.
declare -A FLAGS=([O2]="-O2" [O2-native]="-O2 -march=native" [O3-native]="-O3 -march=native")
BUILDS="O2 O2-native O3-native"
for b in $BUILDS; do
    $CC -std=c99 ${FLAGS[$b]} -o "$out/solver-$b" solver.c
done
$CC -O2 -o "$out/copy_lines" bench/copy_lines.c
make -s judge/checker

# once INPUT PROG [ARG...]: the wall time of one run, in microseconds.
once() {
    local input=$1 s e
    shift
    s=${EPOCHREALTIME/./}
    "$@" <"$input" >/dev/null
    e=${EPOCHREALTIME/./}
    echo $((e - s))
}

# median TIMES...: the median of microsecond times, in seconds.
median() {
    printf '%s\n' "$@" | sort -n | awk '{t[NR] = $1} END {printf "%.6f", t[int((NR + 1) / 2)] / 1e6}'
}

# seconds INPUT PROG [ARG...]: median wall time of RUNS runs, in seconds.
seconds() {
    local input=$1 i times=()
    shift
    for ((i = 0; i < RUNS; i++)); do
        times+=("$(once "$input" "$@")")
    done
    median "${times[@]}"
}

rate() { awk -v n="$1" -v t="$2" 'BEGIN {printf "%.0f", n / t}'; }
kfmt() { awk -v r="$1" 'BEGIN {if (r >= 1e6) printf "%.2fM", r / 1e6; else printf "%.1fk", r / 1e3}'; }
per() { awk -v g="$1" -v n="$2" 'BEGIN {if (g == "") print "-"; else printf "%.2f", g / n}'; }
guesses_in() { sed -n 's/^\(.* \)\{0,1\}\([0-9][0-9]*\) guesses$/\2/p' "$1" | tail -1; }

# mode_args MODE: our options and the others' argument for a mode.
our_args() { [ "$1" = first ] || echo --count=2; }
vs_args() { [ "$1" = first ] || echo 2; }

echo "solver.c $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $RUNS runs each, median; puzzles per second"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $($CC --version | head -1)"
for mode in first count2; do
    echo
    if [ $mode = first ]; then
        echo "First solution:"
    else
        echo "Uniqueness (ours --count=2, the others' argument 2: stop at two solutions):"
    fi
    echo
    header="| set | puzzles | guesses/puzzle | O2 | O2-native | O3-native | I/O floor"
    rule="|---|---:|---:|---:|---:|---:|---:"
    for prog in "${VS[@]}"; do
        header="$header | $(basename "$prog") | its guesses/puzzle | O2 time / its time | O3-native time / its time"
        rule="$rule|---:|---:|---:|---:"
    done
    echo "$header |"
    echo "$rule|"
    for set in "$DATA"/*.txt $HARD9; do
        declare -A guesses=()
        name=$(basename "$set" .txt)
        awk 'length($0) != 81 {exit 1}' "$set" || continue   # 9x9 lines only
        lines=$(wc -l <"$set")
        input="$out/$name.in"
        : >"$input"
        total=0
        while [ "$total" -lt "$MIN_LINES" ] && [ "$total" -lt $((lines * 200)) ]; do
            cat "$set" >>"$input"
            total=$((total + lines))
        done
        # shellcheck disable=SC2046
        "$out/solver-O2" --stats $(our_args $mode) <"$set" >"$out/$name.out" 2>"$out/$name.stats"
        if [ $mode = first ]; then
            judge/checker "$set" "$out/$name.out" "$out/$name.out" >"$out/$name.check" 2>&1 ||
                { echo "bench: wrong output on $name: $(cat "$out/$name.check")" >&2; exit 1; }
        fi
        for prog in "${VS[@]}"; do
            # shellcheck disable=SC2046
            GUESSES=1 "$prog" $(vs_args $mode) <"$set" >"$out/$name.vs" 2>"$out/$name.vs.err" ||
                { echo "bench: $prog failed on $name" >&2; exit 1; }
            if [ $mode = first ]; then
                judge/checker "$set" "$out/$name.vs" "$out/$name.vs" >"$out/$name.check" 2>&1 ||
                    { echo "bench: $prog: wrong output on $name: $(cat "$out/$name.check")" >&2; exit 1; }
            elif ! sed 's/+$//' "$out/$name.out" | cmp -s - "$out/$name.vs"; then
                echo "bench: $prog counts differ from ours on $name" >&2
                exit 1
            fi
            guesses[$prog]=$(guesses_in "$out/$name.vs.err")
        done
        # Every program once a round, RUNS rounds: a slow spell of the
        # machine falls on all of them alike.
        declare -A times=()
        for ((i = 0; i < RUNS; i++)); do
            for b in $BUILDS; do
                # shellcheck disable=SC2046
                times[$b]+=" $(once "$input" "$out/solver-$b" $(our_args $mode))"
            done
            times[floor]+=" $(once "$input" "$out/copy_lines")"
            for prog in "${VS[@]}"; do
                # shellcheck disable=SC2046
                times[$prog]+=" $(once "$input" "$prog" $(vs_args $mode))"
            done
        done
        row="| $name | $total | $(per "$(guesses_in "$out/$name.stats")" "$lines")"
        for b in $BUILDS floor; do
            # shellcheck disable=SC2086
            t=$(median ${times[$b]})
            row="$row | $(kfmt "$(rate "$total" "$t")")"
            [ "$b" = O2 ] && ours=$t
            [ "$b" = O3-native ] && native=$t
        done
        for prog in "${VS[@]}"; do
            # shellcheck disable=SC2086
            t=$(median ${times[$prog]})
            row="$row | $(kfmt "$(rate "$total" "$t")") | $(per "${guesses[$prog]}" "$lines") | $(awk -v a="$ours" -v b="$t" 'BEGIN {printf "%.2f", a / b}') | $(awk -v a="$native" -v b="$t" 'BEGIN {printf "%.2f", a / b}')"
        done
        unset times
        echo "$row |"
        rm -f "$input"
    done
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
t_ours=$(seconds "$out/hard16.in" "$out/solver-O2")
t_dlx=$(seconds "$out/hard16.in" "$out/dlx")
echo
echo "| 16x16 set | puzzles | guesses/puzzle | ours O2 | dlx O2 | dlx/ours |"
echo "|---|---:|---:|---:|---:|---:|"
echo "| minimal16 | $N16 | $(awk -v g="$guesses16" -v n="$N16" 'BEGIN {printf "%.0f", g / n}') | $(awk -v t="$t_ours" -v n="$N16" 'BEGIN {printf "%.1f ms", 1000 * t / n}') | $(awk -v t="$t_dlx" -v n="$N16" 'BEGIN {printf "%.1f ms", 1000 * t / n}') | $(awk -v a="$t_dlx" -v b="$t_ours" 'BEGIN {printf "%.1fx", a / b}') |"
