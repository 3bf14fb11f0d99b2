#!/bin/sh
# Tests of judge/generate and judge/rate: the same seed gives the same
# puzzles, every option does what it says (checked by judge/validate and
# ./solver, not by the generator), and every step of the rater's solving
# path is sound (tests/replay.awk against the solver's solutions).
# usage: sh tests/tools.sh   (from the top folder, after make)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)
GEN=$top/judge/generate
RATE=$top/judge/rate
VALIDATE=$top/judge/validate
cd "$tmp"

# check NAME COMMAND...: one test, failing with COMMAND's output.
check() {
    name=$1
    shift
    tests=$((tests + 1))
    "$@" >"$tmp/log" 2>&1 || fail "$(sed 's/^/    | /' "$tmp/log")"
}

"$GEN" --seed=7 --count=20 >a.txt
"$GEN" --seed=7 --count=20 >b.txt
"$GEN" --seed=8 --count=20 >c.txt
check same-seed-same-puzzles cmp a.txt b.txt
check other-seed-other-puzzles sh -c '! cmp -s a.txt c.txt'
check unique-by-default "$VALIDATE" --layout=line a.txt
check twenty-lines test "$(wc -l <a.txt)" = 20

"$GEN" --seed=3 --count=10 --minimal >m.txt
check minimal "$VALIDATE" --layout=line --minimal m.txt
"$GEN" --seed=3 --count=10 --clues=30-32 >k.txt
check clue-range sh -c "awk '{n = gsub(/[1-9]/, \"\"); if (n < 30 || n > 32) bad++} END {exit bad > 0}' k.txt"
"$GEN" --seed=3 --count=10 --solutions=2+ >many.txt
check several-solutions "$VALIDATE" --layout=line --solutions=2+ many.txt
"$GEN" --seed=3 --count=10 --solutions=0 --answers=none.out >none.txt
check no-solution "$VALIDATE" --layout=line --solutions=0 --answers=none.out none.txt

for layout in line line-end t-line grid t-grid spaced-grid; do
    "$GEN" --seed=4 --count=3 --layout=$layout --answers=$layout.out >$layout.in
    check layout-$layout "$VALIDATE" --layout=$layout --answers=$layout.out $layout.in
done

# Symmetries: the pattern of givens maps onto itself.
for sym in rotate180 rotate90 mirror diagonal; do
    "$GEN" --seed=5 --count=5 --symmetry=$sym >s.txt
    check symmetry-$sym awk -v sym=$sym '{
        for (i = 0; i < 81; i++) {
            r = int(i / 9); c = i % 9
            if (sym == "rotate180") j = (8 - r) * 9 + 8 - c
            if (sym == "rotate90") j = c * 9 + 8 - r
            if (sym == "mirror") j = r * 9 + 8 - c
            if (sym == "diagonal") j = c * 9 + r
            if ((substr($0, i + 1, 1) == ".") != (substr($0, j + 1, 1) == ".")) exit 1
        }
    }' s.txt
done

# Other sizes: solved by ./solver with one solution each.
for size in 4 16; do
    "$GEN" --seed=6 --count=5 --size=$size --layout=grid >z$size.in
    check size-$size sh -c "'$SOLVER' --count z$size.in | grep -qvx 1 && exit 1 || exit 0"
done

# Difficulty: the rater agrees, and the levels are ordered.
for level in simple easy intermediate hard expert extreme; do
    "$GEN" --seed=9 --count=5 --difficulty=$level >d.txt
    check difficulty-$level sh -c "'$RATE' d.txt | cut -d' ' -f1 | sort -u | grep -qx $level && [ \$('$RATE' d.txt | cut -d' ' -f1 | sort -u | wc -l) = 1 ]"
done

# The rater: known techniques, and the hardest lists at the top.
E=$(printf '%s' "$P")
printf '%s\n' "$P" >p.txt
check rate-line sh -c "'$RATE' p.txt | grep -Eq '^(simple|easy|intermediate|hard|expert|extreme) [0-9]+\\.[0-9] '"
sed -n 1,60p "$top/tests/data/hard.txt" >hard.txt
check hardest-rated-extreme sh -c "'$RATE' hard.txt | sort | uniq -c | awk '\$2 != \"extreme\" {bad++} END {exit bad > 0}'"
printf '%s\n' '.123456789.......................................................................' >bad.txt
check rate-invalid sh -c "'$RATE' bad.txt | grep -qx invalid"
check rate-help "$RATE" --help
check generate-help "$GEN" --help

# Soundness: every step of many puzzles replayed against the solution.
{ cat "$top/tests/data/hard.txt"; cat a.txt m.txt; for level in simple easy intermediate hard expert; do "$GEN" --seed=11 --count=40 --difficulty=$level; done; } >all.txt
"$SOLVER" all.txt >all.sol
paste -d' ' all.txt all.sol >all.pairs
"$RATE" --steps all.txt >all.log
check replay-steps awk -f "$top/tests/replay.awk" all.pairs all.log
check replay-checked-all sh -c "awk -f '$top/tests/replay.awk' all.pairs all.log | grep -q \"replayed $(wc -l <all.txt) puzzles, 0 problems\""
sed '0,/Hidden Single: r\([1-9]\)c\([1-9]\)=\([1-9]\)/s//Hidden Single: r\1c\2=0/' all.log >broken.log
check replay-catches-a-bad-step sh -c "! awk -f '$top/tests/replay.awk' all.pairs broken.log >/dev/null"

finish tools
