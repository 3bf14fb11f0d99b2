#!/bin/bash
# anchors.sh - the general engine beside its anchors past 9x9, one puzzle
# per process for each (so the slowest puzzle shows): ours (-O2), a plain
# dancing-links solver (bench/dlx.c, 16x16 only) and, when installed, the
# SAT solvers cadical and cryptominisat5 on bench/cnf.c's extended
# encoding with the givens applied (process start and encoding included),
# and Gecode on bench/gecode.cpp's model (all different with domain
# consistency; built when libgecode-dev is installed).
#   bash bench/anchors.sh FILE...   (make bench-general runs it)
set -eu
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
CC=${CC:-cc}
$CC -O2 -o "$out/solver" solver.c
$CC -O2 -o "$out/dlx" bench/dlx.c
$CC -O2 -o "$out/cnf" bench/cnf.c
gecode=
if ${CXX:-c++} -O2 -o "$out/gecode" bench/gecode.cpp -lgecodesearch \
        -lgecodeminimodel -lgecodeint -lgecodekernel -lgecodesupport \
        2>/dev/null; then
    gecode=$out/gecode
fi

# Times each line of file (split into files first, so that only the
# command runs inside the clock) under a command reading it on stdin;
# prints "total | slowest" in seconds.
per_line() {
    local file=$1; shift
    local total=0 slowest=0 one start end t
    rm -rf "$out/lines" && mkdir "$out/lines"
    split -l 1 -a 4 "$file" "$out/lines/"
    for one in "$out/lines/"*; do
        start=${EPOCHREALTIME/./}
        "$@" <"$one" >/dev/null 2>&1 || true
        end=${EPOCHREALTIME/./}
        t=$((end - start))
        total=$((total + t))
        [ "$t" -gt "$slowest" ] && slowest=$t
    done
    awk -v a="$total" -v b="$slowest" 'BEGIN { printf "%.2f s | %.3f s", a / 1e6, b / 1e6 }'
}

sat() { "$out/cnf" | "$@"; }
export -f sat 2>/dev/null || true

echo "| set | puzzles | ours total | ours slowest | dlx total | dlx slowest | cadical total | cadical slowest | cryptominisat5 total | cryptominisat5 slowest | gecode total | gecode slowest |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for file in "$@"; do
    n=$(wc -l <"$file")
    side=$(head -n 1 "$file" | tr -d '\r\n' | wc -c)
    row="| $(basename "$file") | $n | $(per_line "$file" "$out/solver")"
    if [ "$side" = 256 ]; then
        row="$row | $(per_line "$file" "$out/dlx")"
    else
        row="$row | - | -"
    fi
    for s in "cadical -q" "cryptominisat5 --verb 0"; do
        if command -v "${s%% *}" >/dev/null; then
            # shellcheck disable=SC2086
            row="$row | $(per_line "$file" sat $s)"
        else
            row="$row | not installed | -"
        fi
    done
    if [ -n "$gecode" ]; then
        row="$row | $(per_line "$file" "$gecode")"
    else
        row="$row | not installed | -"
    fi
    echo "$row |"
done
