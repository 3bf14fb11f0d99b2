#!/bin/sh
# Hostile input: what any bytes in must give (a right answer, or a clear
# error) with stdout, stderr and exit status asserted for each kind.  Memory
# is bounded with judge/judge's limit (-m, HOSTILE_MB, default 16).
# HOSTILE_SCALE=small keeps the big inputs small (for runs under valgrind).
# usage: sh tests/hostile.sh ./solver
set -u
. "$(dirname "$0")/lib.sh"
top=$(cd "$(dirname "$0")/.." && pwd)
JUDGE=$top/judge/judge
SCALE=${HOSTILE_SCALE:-full}
MB=${HOSTILE_MB:-16}          # memory limit of the big inputs

E80='.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534'
LEN='expected a line of N * N (16, 36, 64, 81 ... 625) or a grid row of 4 to 25'
CELL='is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)'

name=empty;            input '';     run; expect 0 "" ""
name=only-newline;     input '\n';   run; expect 0 "" ""
name=only-blanks;      input '\n \n\t\n\r\n'; run; expect 0 "" ""
name=t-zero;           input '0\n';  run; expect 0 "" ""
name=t-zero-with-data; input '0\n%s\n' "$P"; run
expect 1 "$S$nl" "solver: case 1, line 2: more cases than the count 0 on line 1; answering them too$nl"
name=t-negative;       input -- '-1\n%s\n' "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: '-1' is neither a case count (0 to 99999999) nor a puzzle$nl"
name=t-non-numeric;    input 'abc\n%s\n' "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: column 1: 'a' $CELL$nl"
name=t-huge;           input '100000000000000000000\n%s\n' "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: '100000000000000000000' is neither a case count (0 to 99999999) nor a puzzle$nl"
name=t-max;            input '99999999\n%s\n' "$P"; run
expect 1 "$S$nl" "solver: line 1: the count says 99999999 cases, the input has 1$nl"
name=t-larger;         input '3\n%s\n' "$P"; run
expect 1 "$S$nl" "solver: line 1: the count says 3 cases, the input has 1$nl"
name=t-smaller;        input '1\n%s\n%s\n' "$P" "$P"; run
expect 1 "$S$nl$S$nl" "solver: case 2, line 3: more cases than the count 1 on line 1; answering them too$nl"
name=cells-80;         input '%s\n%s\n' "$E80" "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: 80 cells: $LEN$nl"
name=cells-82;         input '%s.\n%s\n' "$P" "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: 82 cells: $LEN$nl"
name=crlf;             input '%s\r\n%s\r\n' "$P" "$P"; run; expect 0 "$S$nl$S$nl" ""
name=cr-only;          input '%s\r%s\r' "$P" "$P"; run; expect 0 "$S$nl$S$nl" ""
name=bom;              input '\357\273\277%s\n' "$P"; run; expect 0 "$S$nl" ""
name=bom-not-first;    input '%s\n\357\273\277%s\n' "$P" "$P"; run
expect 1 "$S${nl}ERROR$nl" "solver: case 2, line 2: column 1: byte \\xEF $CELL$nl"
name=trailing-spaces;  input '%s   \n' "$P"; run; expect 0 "$S$nl" ""
name=tab-inside;       input '.2738..1..1...6735.......293.5692.8...\t........6.1745.364.......9518...7..8..6534.\n'; run
expect 1 "ERROR$nl" "solver: case 1, line 1: column 39: a tab $CELL$nl"
name=letter;           input '.2738..1..1...6735.......293.5692.8...x.......6.1745.364.......9518...7..8..6534.\n'; run
expect 1 "ERROR$nl" "solver: case 1, line 1: column 39: 'x' $CELL$nl"
name=nul-byte;         input '.2738..1..1...6735.......293.5692.8...\000.......6.1745.364.......9518...7..8..6534.\n%s\n' "$P"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: column 39: byte \\x00 $CELL$nl"
name=utf8-digit;       input '.2738..1..1...6735.......293.5692.8...\357\274\225.......6.1745.364.......9518...7..8..6534.\n'; run
expect 1 "ERROR$nl" "solver: case 1, line 1: column 39: byte \\xEF $CELL$nl"
name=no-final-newline; input '%s' "$P"; run; expect 0 "$S$nl" ""
name=grid-no-final-newline; input '%s' "$GRID"; run; expect 0 "$GRID_OUT$nl" ""
name=blank-lines-between; input '\n\n%s\n\n\n%s\n\n' "$P" "$P"; run; expect 0 "$S$nl$S$nl" ""
name=bad-between-good; input '%s\n%s\n%s\n%s\n' "$P" "$E80" "$P" "$P"; run
expect 1 "$S${nl}ERROR$nl$S$nl$S$nl" "solver: case 2, line 2: 80 cells: $LEN$nl"
name=grid-8-rows;      printf '%s\n' "$GRID" | sed 9d >"$tmp/in"; run
expect 1 "ERROR$nl" "solver: case 1, line 1: grid starting here has 8 rows, expected 9$nl"
name=grid-8-rows-then-line; { printf '%s\n' "$GRID" | sed 9d; printf '%s\n' "$P"; } >"$tmp/in"; run
expect 1 "ERROR$nl$S$nl" "solver: case 1, line 1: grid starting here has 8 rows, expected 9$nl"
name=grid-8-rows-then-grid; { printf '%s\n\n' "$GRID" | sed 9d; printf '%s\n' "$GRID"; } >"$tmp/in"; run
expect 1 "ERROR$nl$GRID_OUT$nl" "solver: case 1, line 1: grid starting here has 8 rows, expected 9$nl"
name=line-and-grid;    input '%s\n%s\n%s\n' "$P" "$GRID" "$P"; run
expect 0 "$S$nl$GRID_OUT$nl$S$nl" ""
name=comment-after-grid; input '%s\n# that was POJ 2676\n%s\n' "$GRID" "$P"; run
expect 0 "$GRID_OUT$nl$S$nl" ""
name=conflicting-givens; input '%s\n%s\n%s\n' \
    '55...............................................................................' \
    '5........5.......................................................................' \
    '5.........5......................................................................'; run
expect 0 "IMPOSSIBLE${nl}IMPOSSIBLE${nl}IMPOSSIBLE$nl" ""
name=full-valid-grid;  input '%s\n' "$S"; run; expect 0 "$S$nl" ""
name=full-invalid-grid; input '%s\n' "$(printf '%s' "$S" | sed 's/^52/25/')"; run
expect 0 "IMPOSSIBLE$nl" ""
name=empty-grid;       input '%s\n' "$(printf '%81s' '' | tr ' ' .)"; run
tests=$((tests + 1))
[ "$rc" = 0 ] && grep -Eq '^[1-9]{81}$' "$tmp/out" || fail "no solution printed"
name=many-solutions;   run --count=1000; expect 0 "1000+$nl" ""
name=no-solution-deep; input '%s\n%s\n%s\n' \
    '.....1..4.9.....2...6.7.3.....7..8....86.....13..8......3.1.6...2......54......9.' \
    '.....1......5.8.....8.9.5......7...4..76..2...1..2..3...2...6...4..6..9.39......1' \
    '.....3......5.8.....8.9.5......7...4..76..2...1..2..3...2...6...4..6..9.39......1'; run
expect 0 "IMPOSSIBLE${nl}IMPOSSIBLE${nl}IMPOSSIBLE$nl" ""

# Random bytes: never a crash; every output line is an answer, every case
# that could not be read has one ERROR and one message.
name=random-bytes
cat >"$tmp/bytes.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {   /* a fixed pseudo-random byte stream */
    unsigned long x = strtoul(argv[1], 0, 10), n = strtoul(argv[2], 0, 10);
    while (n--) { x = x * 6364136223846793005UL + 1442695040888963407UL;
                  putchar((int)(x >> 56) % (argc > 3 ? 12 : 256) + (argc > 3 ? '.' : 0)); }
    return 0;
}
C
cc -O2 -o "$tmp/bytes" "$tmp/bytes.c"
for seed in 1 2 3 4 5 6 7 8; do
    "$tmp/bytes" $seed 200000 >"$tmp/in"
    [ $seed -gt 4 ] && "$tmp/bytes" $seed 200000 digits >"$tmp/in"
    run
    tests=$((tests + 1))
    [ "$rc" = 0 ] || [ "$rc" = 1 ] || fail "seed $seed: exit status $rc"
    grep -Evq '^(ERROR|IMPOSSIBLE|[1-9]{81}|[1-9]{9})$' "$tmp/out" && fail "seed $seed: odd output line"
    [ "$(grep -c '^ERROR$' "$tmp/out")" = "$(grep -c '^solver: case [0-9]*, line [0-9]*: ' "$tmp/err")" ] ||
        fail "seed $seed: ERROR lines and messages differ"
done

# judge_memory NAME MB SECONDS: judges the solver on $tmp/mem/NAME.in
# against NAME.out within MB of memory and SECONDS (exit status aside: the
# shell's wait covers the solver's peak memory).
judge_memory() {
    tests=$((tests + 1))
    "$JUDGE" -d "$tmp/mem" -m "$2" -t "$3" -- "$SOLVER 2>/dev/null || true" \
        >"$tmp/judge.log" 2>&1 || fail "$(cat "$tmp/judge.log")"
    [ -n "${HOSTILE_VERBOSE:-}" ] && head -n 1 "$tmp/judge.log"
    rm -f "$tmp/mem/$1.in" "$tmp/mem/$1.out"
}
mkdir "$tmp/mem"
if [ "$SCALE" = small ]; then mb=1; cases=1000; else mb=100; cases=1000000; fi

name=line-1mb
head -c 1048576 /dev/zero | tr '\0' 1 >"$tmp/mem/long.in"
printf '\n%s\n' "$P" >>"$tmp/mem/long.in"
printf 'ERROR\n%s\n' "$S" >"$tmp/mem/long.out"
judge_memory long $MB 10

name=line-${mb}mb-no-newline
head -c $((mb * 1048576)) /dev/zero | tr '\0' 1 >"$tmp/mem/huge.in"
printf 'ERROR\n' >"$tmp/mem/huge.out"
judge_memory huge $MB 20

name=cases-$cases
full=$(printf '%s' "$S" | sed 's/^5/./')
awk -v p="$full" -v n=$cases 'BEGIN {for (i = 0; i < n; i++) print p}' >"$tmp/mem/many.in"
awk -v p="$S" -v n=$cases 'BEGIN {for (i = 0; i < n; i++) print p}' >"$tmp/mem/many.out"
judge_memory many $MB 120

# The judges' own framings in bounded memory: 10^5 DMOJ grids (X blank),
# a 100x100 POJ 3435 board, 2,500 HDU 4069 cases of walls.
name=dmoj-100000-grids
{ echo 100000; awk 'BEGIN {for (i = 0; i < 100000; i++) printf "1XXX\nXXXX\nXXXX\nXXX4\n"}'; } >"$tmp/mem/dmoj.in"
awk 'BEGIN {for (i = 0; i < 100000; i++) printf "1342\n2413\n4231\n3124\n"}' >"$tmp/mem/dmoj.out"
"$JUDGE" -d "$tmp/mem" -m "$MB" -t 10 -- "$SOLVER --judge=dmoj-miniature" >"$tmp/judge.log" 2>&1 || fail "$(cat "$tmp/judge.log")"
tests=$((tests + 1)); rm -f "$tmp/mem/dmoj.in" "$tmp/mem/dmoj.out"
name=poj3435-100x100
awk 'BEGIN { print 10; for (r = 0; r < 100; r++) { line = ""
    for (c = 0; c < 100; c++) line = line (c ? " " : "") ((r % 10) * 10 + int(r / 10) + c) % 100 + 1
    print line } }' >"$tmp/mem/big.in"
echo CORRECT >"$tmp/mem/big.out"
"$JUDGE" -d "$tmp/mem" -m "$MB" -t 10 -- "$SOLVER --judge=poj3435" >"$tmp/judge.log" 2>&1 || fail "$(cat "$tmp/judge.log")"
tests=$((tests + 1)); rm -f "$tmp/mem/big.in" "$tmp/mem/big.out"
name=hdu4069-2500-cases
{ echo 2500; for i in $(seq 2500); do sed -n 2,10p "$top/samples/hdu4069.in"; done; } >"$tmp/mem/walls.in"
for i in $(seq 2500); do echo "Case $i:"; sed -n 2,10p "$top/samples/hdu4069.out"; done >"$tmp/mem/walls.out"
"$JUDGE" -d "$tmp/mem" -m "$MB" -t 20 -- "$SOLVER --judge=hdu4069" >"$tmp/judge.log" 2>&1 || fail "$(cat "$tmp/judge.log")"
tests=$((tests + 1)); rm -f "$tmp/mem/walls.in" "$tmp/mem/walls.out"

# I/O: full disk, closed pipe, closed or unreadable stdin.
name=dev-full
if [ -w /dev/full ]; then
    input '%s\n' "$P"
    "$SOLVER" <"$tmp/in" >/dev/full 2>"$tmp/err"; rc=$?; : >"$tmp/out"
    expect 2 "" "solver: write error: No space left on device$nl"
fi
name=closed-early
tests=$((tests + 1))
awk -v p="$P" 'BEGIN {for (i = 0; i < 300000; i++) print p}' >"$tmp/in"
start=$(date +%s)
"$SOLVER" <"$tmp/in" 2>"$tmp/err" | head -c 100 >"$tmp/out"
[ $(($(date +%s) - start)) -lt 20 ] || fail "did not end promptly"
[ "$(wc -c <"$tmp/out")" = 100 ] || fail "expected 100 bytes"
name=stdin-closed
"$SOLVER" <&- >"$tmp/out" 2>"$tmp/err"; rc=$?
expect 2 "" "solver: read error after line 0: Bad file descriptor$nl"
name=stdin-directory
"$SOLVER" </ >"$tmp/out" 2>"$tmp/err"; rc=$?
expect 2 "" "solver: read error after line 0: Is a directory$nl"

# The profiles added last, on junk, a cut sample and a sample with a
# stray line: an answer or ERROR for each case (exit 0 or 1, no signal),
# a message on stderr for what is wrong, and their own sample intact.
for j in codingame-validator codingame-mini openjudges-k76722 profound-sudoku \
    beecrowd1383 coci23c1p1 jutge-p78955 codingame-25x25 campion-sudoku \
    gvu-sudoku palma-svk2017b; do
    head -c 3000 /dev/urandom >"$tmp/junk"
    for what in junk cut stray; do
        name=profile-$j-$what
        tests=$((tests + 1))
        case $what in
        junk) cp "$tmp/junk" "$tmp/in" ;;
        cut) head -n 3 "$top/samples/$j.in" >"$tmp/in" ;;
        stray) { cat "$top/samples/$j.in"; echo 'x y z'; } >"$tmp/in" ;;
        esac
        "$SOLVER" --judge=$j <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
        rc=$?
        [ "$rc" = 0 ] || [ "$rc" = 1 ] || fail "exit status $rc"
        [ "$rc" = 0 ] || [ -s "$tmp/err" ] || fail "exit status 1 with nothing on stderr"
    done
    name=profile-$j-sample
    tests=$((tests + 1))
    "$SOLVER" --judge=$j <"$top/samples/$j.in" >"$tmp/out" 2>"$tmp/err" &&
        cmp -s "$tmp/out" "$top/samples/$j.out" && [ ! -s "$tmp/err" ] ||
        fail "not its sample's answer"
done

# Judges that read and write named files: sudoku.in in the folder the
# program runs in is read and sudoku.out written, nothing on stdout; with
# no sudoku.in, stdin and stdout; an output file that cannot be written is
# an error (exit 2) that names it.
mkdir "$tmp/files"
cp "$top/samples/gvu-sudoku.in" "$tmp/files/sudoku.in"
name=files-named
(cd "$tmp/files" && "$SOLVER" --judge=gvu-sudoku </dev/null >"$tmp/out" 2>"$tmp/err"); rc=$?
expect 0 "" ""
tests=$((tests + 1))
cmp -s "$tmp/files/sudoku.out" "$top/samples/gvu-sudoku.out" || fail "sudoku.out is not the sample's answer"
name=files-absent
(cd "$tmp" && "$SOLVER" --judge=campion-sudoku <"$top/samples/campion-sudoku.in" >"$tmp/out" 2>"$tmp/err"); rc=$?
expect 0 "$(cat "$top/samples/campion-sudoku.out")$nl" ""
name=files-unwritable
rm "$tmp/files/sudoku.out" && mkdir "$tmp/files/sudoku.out"
(cd "$tmp/files" && "$SOLVER" --judge=gvu-sudoku </dev/null >"$tmp/out" 2>"$tmp/err"); rc=$?
expect 2 "" "solver: cannot write 'sudoku.out': Is a directory$nl"
name=files-other-profile          # only the named judges open files
(cd "$tmp/files" && "$SOLVER" --judge=luogu-p1784 <"$top/samples/p1784-1.in" >"$tmp/out" 2>"$tmp/err"); rc=$?
expect 0 "$(cat "$top/samples/p1784-1.out")$nl" ""

finish hostile
