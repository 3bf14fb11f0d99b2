#!/bin/bash
# anchors.sh - the general engine beside its anchors past 9x9, one puzzle
# per process for each (so the slowest puzzle shows): ours (-O2), a plain
# dancing-links solver (bench/dlx.c, 16x16 only) and, when installed, the
# SAT solvers cadical and cryptominisat5 on bench/cnf.c's extended
# encoding with the givens applied (process start and encoding included),
# Gecode on bench/gecode.cpp's model (all different with domain
# consistency; built when libgecode-dev is installed) and clingo on
# bench/sudoku.lp (Debian's package gringo has it; the line turned into
# facts by asp_facts below, inside the clock).
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

# One puzzle line (1-9 or A-Y given, as bench/cnf.c reads it) as clingo
# facts for bench/sudoku.lp: size(N), box(B), given(Row, Col, Digit).
asp_facts() {
    awk '{ n = length($0); s = int(sqrt(n) + 0.5); b = int(sqrt(s) + 0.5)
           printf "size(%d). box(%d).\n", s, b
           for (i = 0; i < n; i++) {
               ch = substr($0, i + 1, 1)
               d = index("123456789", ch)
               if (!d) d = index("ABCDEFGHIJKLMNOPQRSTUVWXY", ch)
               if (d) printf "given(%d,%d,%d).\n", int(i / s), i % s, d
           } }'
}
asp() { asp_facts | clingo --models=1 -q bench/sudoku.lp -; }

echo "| set | puzzles | ours total | ours slowest | dlx total | dlx slowest | cadical total | cadical slowest | cryptominisat5 total | cryptominisat5 slowest | gecode total | gecode slowest | clingo total | clingo slowest |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
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
    if command -v clingo >/dev/null; then
        row="$row | $(per_line "$file" asp)"
    else
        row="$row | not installed | -"
    fi
    echo "$row |"
done
