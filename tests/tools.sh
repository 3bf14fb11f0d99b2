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
RENDER=$top/judge/render
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
    check size-$size sh -c "'$SOLVER' --count z$size.in >zc$size.txt && [ \$(wc -l <zc$size.txt) = 5 ] && [ \$(grep -cx 1 zc$size.txt) = 5 ]"
done
# Past 9x9 with symmetry (bounded counts for each orbit): unique, and
# each blank's mirror through the centre blank too.
"$GEN" --seed=6 --count=3 --size=16 --symmetry=rotate180 >z16r.in
check size-16-rotate180 sh -c "'$SOLVER' --count=2 z16r.in >zc16r.txt && [ \$(wc -l <zc16r.txt) = 3 ] && [ \$(grep -cx 1 zc16r.txt) = 3 ] && awk '{ for (i = 1; i <= 256; i++) if ((substr(\$0, i, 1) == \".\") != (substr(\$0, 257 - i, 1) == \".\")) exit 1 }' z16r.in"

# validate --layout reads every size and layout generate writes, the
# size from the first case; --size insists on one.
for size in 4 16 25; do
    for layout in line t-grid spaced-grid; do
        "$GEN" --seed=3 --count=2 --size=$size --layout=$layout --answers=v$size$layout.out >v$size$layout.in
        check validate-size-$size-$layout "$VALIDATE" --layout=$layout --answers=v$size$layout.out v$size$layout.in
    done
done
check validate-size-insisted sh -c "! '$VALIDATE' --layout=line --size=9 v16line.in >/dev/null 2>err.txt && grep -q '256 characters, expected 81 (81 cells of a 9x9 board)' err.txt"
check validate-16-bad-letter sh -c "sed '2s/^./Z/' v16t-grid.in >bad16.in; ! '$VALIDATE' --layout=t-grid bad16.in >/dev/null 2>err.txt && grep -q \"bad16.in:2: column 1: 'Z' is not A-P or the blank '-'\" err.txt"
check validate-size-bad sh -c "'$VALIDATE' --layout=line --size=10 v16line.in >/dev/null 2>err.txt; [ \$? = 2 ] && grep -qx \"validate: --size wants 4, 9, 16 or 25, not '10' (try --help)\" err.txt"

# --rules: X and windoku puzzles, unique under their rules (and usually
# not without), their answers keeping both diagonals and the windows (an
# awk check of its own).
# The pair rules: unique under them, answers that keep them
# (tests/rules_check.awk), and the same puzzles for the same seed.
for rules in antiknight antiknight,antiking,nonconsecutive; do
    "$GEN" --seed=3 --count=3 --rules=$rules --answers=pr.out >pr.in
    check rules-$rules-unique sh -c "test \"\$('$SOLVER' --rules=$rules --count=2 pr.in | sort | uniq -c | tr -s ' ')\" = ' 3 1'"
    check rules-$rules-answers sh -c "'$SOLVER' --rules=$rules pr.in | cmp - pr.out && awk -v rules=$rules -f '$top/tests/rules_check.awk' pr.out"
    check rules-$rules-seed sh -c "'$GEN' --seed=3 --count=3 --rules=$rules | cmp - pr.in"
done
"$GEN" --seed=3 --count=5 --rules=x,windoku --answers=xw.out >xw.in
check rules-unique sh -c "test \"\$('$SOLVER' --rules=x,windoku --count=2 xw.in | sort -u)\" = 1"
check rules-answers sh -c "'$SOLVER' --rules=x,windoku xw.in | cmp - xw.out"
check rules-diagonals-and-windows awk '{
    d = ""; a = ""
    for (i = 0; i < 9; i++) { d = d substr($0, 10 * i + 1, 1); a = a substr($0, 8 * i + 9, 1) }
    for (w = 0; w < 4; w++) { s = ""; t = 1 + 4 * int(w / 2); l = 1 + 4 * (w % 2)
        for (i = 0; i < 9; i++) s = s substr($0, 9 * (t + int(i / 3)) + l + i % 3 + 1, 1)
        for (k = 1; k <= 9; k++) if (index(s, k) == 0) exit 1 }
    for (k = 1; k <= 9; k++) if (index(d, k) == 0 || index(a, k) == 0) exit 1
}' xw.out
check rules-windoku-9x9-only sh -c "'$GEN' --rules=windoku --size=16 >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q 'windoku is 9x9' err.txt"

# --variant: jigsaw and killer lines, unique under their rules; the
# answers keep every region and cage (an awk check of its own: each
# label's cells distinct, each cage at its sum, rows and columns, and the
# boxes of killer) and every given.
"$GEN" --seed=5 --count=4 --variant=jigsaw --answers=vj.out >vj.in
"$GEN" --seed=5 --count=4 --variant=killer --answers=vk.out >vk.in
# Random jigsaw givens with no completion were refuted by a search of the
# whole tree: seed 5 stalled after 24 puzzles (over 12 minutes).  A fill
# now has a bound; the timeout only catches a hang.
check variant-jigsaw-no-stall sh -c "timeout 120 '$GEN' --seed=5 --count=60 --variant=jigsaw >vj60.in && test \$(wc -l <vj60.in) = 60 && test \"\$('$SOLVER' --count=2 vj60.in | sort -u)\" = 1"
# validate --variant=constraints: constraint text and f-puzzles lines as
# the solver reads them; unique lines with the solver's answers are
# valid; an answer breaking a thermometer of a line of many solutions, an
# unknown kind and a line with blanks are not, each named by its line.
printf '%s\n' '.Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4.Arrow~R4C1~R3C2~R2C4.WhiteDot~R2C1~R3C1' \
    '{"size":4,"grid":[[{},{},{},{}],[{"value":4,"given":true},{},{},{}],[{},{},{"value":4,"given":true},{}],[{},{},{},{}]],"thermometer":[{"lines":[["R1C1","R1C2","R1C3","R1C4"]]}],"quadruple":[{"cells":["R3C1","R3C2","R4C1","R4C2"],"values":[1,2,3]}],"even":[{"cell":"R4C1"}]}' >vc.in
"$SOLVER" vc.in >vc.out
check variant-constraints-valid "$VALIDATE" --variant=constraints --answers=vc.out vc.in
printf '.Shape~4x4.Thermo~R1C1~R1C2\n' >vcm.in
printf '2134341212434321\n' >vcm.out
check variant-constraints-answer-breaks-rule sh -c "! '$VALIDATE' --variant=constraints --any-count --answers=vcm.out vcm.in 2>err.txt && grep -q 'vcm.out:1: case 1: row 1, column 1 and row 1, column 2 break a rule' err.txt"
printf '.Shape~4x4.Thermo~R1C1~R1C2\n.Shape~4x4.Foo~R1C1\n' >vcb.in
check variant-constraints-unknown-kind sh -c "! '$VALIDATE' --variant=constraints --any-count vcb.in 2>err.txt && grep -q \"vcb.in:2: constraint 'Foo' is not one this solver knows\" err.txt"
printf '.Shape~4x4. Thermo~R1C1~R1C2\n' >vcs.in
check variant-constraints-blanks sh -c "! '$VALIDATE' --variant=constraints --any-count vcs.in 2>err.txt && grep -q 'vcs.in:1: expected constraint text' err.txt"
# Cage-only killers (the sets variant solvers are judged on have no
# givens): --clues=0 keeps none, and each line is still unique.
"$GEN" --seed=3 --count=5 --variant=killer --clues=0 >vk0.in
check variant-killer-cages-only sh -c "test \$(wc -l <vk0.in) = 5 && ! cut -c1-81 vk0.in | grep -q '[1-9]' && test \"\$('$SOLVER' --count=2 vk0.in | sort -u)\" = 1"
# --cage-size: cages grow to 3 to 6 cells (a cell left with no neighbour
# to join stays alone): none past 6, and some of 5 or 6 (the default, 1
# to 4, has none); still unique with no givens.
"$GEN" --seed=7 --count=3 --variant=killer --clues=0 --cage-size=3-6 >vk36.in
check variant-killer-cage-size sh -c "test \$(wc -l <vk36.in) = 3 && test \"\$('$SOLVER' --count=2 vk36.in | sort -u)\" = 1 && awk '{ delete n; for (i = 1; i <= 81; i++) n[substr(\$2, i, 1)]++; big = 0; for (l in n) { if (n[l] > 6) exit 1; if (n[l] >= 5) big++ } if (big < 3) exit 1 }' vk36.in"
check variant-killer-cage-size-bad sh -c "'$GEN' --variant=killer --cage-size=0-3 >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q 'cage-size wants' err.txt"
# Killer under --rules=x: the grid keeps the diagonals too (it was drawn
# without them, so nothing could be dug and no line had a solution).
"$GEN" --seed=4 --count=5 --variant=killer --rules=x --answers=vkx.out >vkx.in
check variant-killer-x-unique sh -c "test \"\$('$SOLVER' --rules=x --count=2 vkx.in | sort -u)\" = 1"
check variant-killer-x-answers sh -c "'$SOLVER' --rules=x vkx.in | cmp - vkx.out && awk '{ d = \"\"; e = \"\"; for (i = 0; i < 9; i++) { d = d substr(\$0, 10 * i + 1, 1); e = e substr(\$0, 8 * i + 9, 1) } for (k = 1; k <= 9; k++) if (index(d, k) == 0 || index(e, k) == 0) exit 1 }' vkx.out"
for v in vj vk; do
    check variant-$v-unique sh -c "test \"\$('$SOLVER' --count=2 $v.in | sort -u)\" = 1"
    check variant-$v-answers sh -c "'$SOLVER' $v.in | cmp - $v.out"
    check variant-$v-rules-kept sh -c "paste -d' ' $v.in $v.out | awk '{
        cells = \$1; labels = \$2; sol = \$NF
        for (i = 1; i <= 81; i++) {
            c = substr(cells, i, 1); if (c != \".\" && c != substr(sol, i, 1)) exit 1
            l = substr(labels, i, 1); if (l == \".\") continue
            d = substr(sol, i, 1); if (index(seen[l], d)) exit 1
            seen[l] = seen[l] d; sum[l] += d
        }
        for (k = 3; k < NF; k++) { split(\$k, kv, \"=\"); if (sum[kv[1]] != kv[2]) exit 1 }
        for (u = 0; u < 27; u++) {
            if (u >= 18 && NF == 3) break
            t = \"\"
            for (j = 0; j < 9; j++) {
                p = u < 9 ? 9 * u + j : u < 18 ? 9 * j + u - 9 : 27 * int((u - 18) / 3) + 3 * ((u - 18) % 3) + 9 * int(j / 3) + j % 3
                d = substr(sol, p + 1, 1); if (index(t, d)) exit 1; t = t d
            }
        }
        delete seen; delete sum
    }'"
done
check variant-jigsaw-not-boxes sh -c "cut -d' ' -f2 vj.in | grep -qv '^000111222000111222000111222333444555333444555333444555666777888666777888666777888$'"
check variant-killer-9x9-only sh -c "'$GEN' --variant=killer --size=16 >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q 'killer up to 9x9' err.txt"

# 25x25: unique (bounded checks keep a given they cannot settle), and
# --time-limit ends a run with a count line that says what was written.
"$GEN" --seed=2 --count=1 --size=25 --answers=z25.out >z25.in
check size-25-unique sh -c "test \"\$('$SOLVER' --count=2 z25.in)\" = 1 && '$SOLVER' z25.in | cmp - z25.out"
"$GEN" --seed=2 --count=100000 --size=16 --layout=t-line --time-limit=1 --answers=tl.out >tl.in 2>tl.err
check time-limit-count-line sh -c "n=\$(head -n 1 tl.in); [ \"\$n\" -ge 1 ] && [ \"\$n\" -lt 100000 ] && [ \$(wc -l <tl.in) = \$((n + 1)) ] && [ \$(wc -l <tl.out) = \$n ] && grep -qx \"generate: --time-limit=1 reached: \$n of 100000 puzzles written\" tl.err"
check time-limit-answers sh -c "tail -n +2 tl.in | '$SOLVER' | cmp - tl.out"
check time-limit-bad sh -c "'$GEN' --time-limit=0 >/dev/null 2>err.txt; [ \$? = 2 ] && grep -qx \"generate: --time-limit wants a number of seconds above 0, not '0'\" err.txt"
"$GEN" --seed=2 --count=3 --progress >p.txt 2>p.err
check progress-forced sh -c "grep -q 'generate: 3/3 puzzles, [0-9.]*/s' p.err && cmp p.txt \"\$('$GEN' --seed=2 --count=3 --quiet >q.txt 2>q.err; echo q.txt)\" && test ! -s q.err"
check progress-off-in-a-pipe sh -c "'$GEN' --seed=2 --count=3 2>&1 >/dev/null | wc -c | grep -qx 0"

# Each judge's own format (judge/formats.h): generate --judge writes input
# and answers that validate --judge accepts and ./solver --judge=NAME
# answers byte for byte, with one solution, several and none.
FORMATS="auto poj2676 poj3074 luogu-p1784 poj3076 acwing169 spoj-sudoku uva989 uva10957 kattis-sudokunique hdu1426 hdu2780 hdu3111 spoj-novice42 luogu-p1074 codechef-j1 spoj-hs12disu hdu3909 hdu5547 poj2918 hackerrank-euler96 mindcoding-fiendish dmoj-miniature spoj-sudogob killer uva11570 kattis-sumdoku project-euler-96"
one_grid="luogu-p1784 luogu-p1074 spoj-hs12disu hackerrank-euler96 mindcoding-fiendish kattis-sudokuverify atcoder-abc327c killer kattis-sumdoku poj3435 vijos1352 codechef-nsudoku"
cases_of() { case " $one_grid " in *" $1 "*) echo 1 ;; *) echo 2 ;; esac; }
for j in $FORMATS; do
    n=$(cases_of $j)
    "$GEN" --seed=5 --count=$n --judge=$j --answers=$j.out >$j.in
    check format-$j-valid "$VALIDATE" --judge=$j --answers $j.in
    check format-$j-solver sh -c "'$SOLVER' --judge=$j $j.in | cmp - $j.out"
    for sol in 2+ 0; do
        "$GEN" --seed=5 --count=$n --judge=$j --solutions=$sol --answers=s.out >s.in
        check format-$j-solutions-$sol sh -c "'$VALIDATE' --judge=$j --solutions=$sol s.in && '$SOLVER' --judge=$j s.in | cmp - s.out"
    done
done
# Judges of complete grids (to check, or to break): the generator's grids
# pass validate, ./solver answers them as written, and the checker accepts
# those answers and refuses another judge's words or a grid left whole.
for j in atcoder-abc327c kattis-sudokuverify beecrowd1383 cf1335d; do
    n=$(($(cases_of $j) * 2))
    [ $n = 2 ] && n=1
    "$GEN" --seed=6 --count=$n --judge=$j --mix=judge --answers=$j.out >$j.in
    check format-$j-valid "$VALIDATE" --judge=$j --answers $j.in
    check format-$j-solver sh -c "'$SOLVER' --judge=$j $j.in | cmp - $j.out"
    check format-$j-checker "$top/judge/checker" --judge=$j $j.in $j.out $j.out
done
check format-check-words sh -c "grep -qx VALID kattis-sudokuverify.out || grep -qx 'INVALID!' kattis-sudokuverify.out"
check format-beecrowd-both sh -c "grep -qx SIM beecrowd1383.out && grep -qx NAO beecrowd1383.out"
sed 1d cf1335d.in >whole.out
check format-cf1335d-whole-refused sh -c "! '$top/judge/checker' --judge=cf1335d cf1335d.in whole.out cf1335d.out >/dev/null 2>&1"
sed '2s/^./0/' cf1335d.in >open.in
check format-cf1335d-solved-only sh -c "! '$VALIDATE' --judge=cf1335d open.in >err.txt 2>&1 && grep -q 'case 1 has blank cells' err.txt"
# spoj-sudogob's answers count every solution; 4x4 judges and every size
# mindcoding-fiendish allows (1 to 25x25, numbers past 9).
"$GEN" --seed=5 --count=3 --judge=spoj-sudogob --solutions=2+ --answers=g.out >g.in
check format-sudogob-counts sh -c "test \"\$(grep -cx '[2-9]\|[1-9][0-9][0-9]*' g.out)\" = 3"
for box in 1 2 4 5; do
    size=$((box * box))
    "$GEN" --seed=5 --judge=mindcoding-fiendish --size=$size --answers=m$size.out >m$size.in
    check format-mindcoding-$size sh -c "head -n 1 m$size.in | grep -qx $box && '$VALIDATE' --judge=mindcoding-fiendish --answers m$size.in && '$SOLVER' --judge=mindcoding-fiendish m$size.in | cmp - m$size.out && '$top/judge/checker' --judge=mindcoding-fiendish m$size.in m$size.out m$size.out"
done
check format-hdu5547-blank-before sh -c "'$GEN' --seed=5 --count=2 --judge=hdu5547 | sed -n 2p | grep -qx ''"
# Boards of numbers: every size the judge reads (to 100x100), walls that
# disagree, a word that is no number, a short file.
for box in 1 2 10; do
    size=$((box * box))
    "$GEN" --seed=5 --judge=kickstart-2013b-a --size=$size --mix=judge --answers=n$size.out >n$size.in
    check format-numbers-$size sh -c "sed -n 2p n$size.in | grep -qx $box && '$VALIDATE' --judge=kickstart-2013b-a --answers n$size.in && '$SOLVER' --judge=kickstart-2013b-a n$size.in | cmp - n$size.out"
done
check format-numbers-past-25-only-for-boards sh -c "! '$GEN' --size=100 >/dev/null 2>err.txt && grep -q 'past 25x25 are for' err.txt"
"$GEN" --seed=5 --judge=hdu4069 --answers=w.out >w.in
awk 'NR == 2 { $1 = $1 + 0; $1 = ($1 >= 32 && int($1 / 32) % 2 == 1) ? $1 - 32 : $1 + 32 } { print }' w.in >w-bad.in
check format-walls-disagree sh -c "! '$VALIDATE' --judge=hdu4069 w-bad.in >err.txt 2>&1 && grep -q 'w-bad.in:2: case 1: row 1, column 1: its walls' err.txt"
sed '3s/ [0-9]* / x /' w.in >w-word.in
check format-walls-word sh -c "! '$VALIDATE' --judge=hdu4069 w-word.in >err.txt 2>&1 && grep -q \"w-word.in:3: 'x' is not an integer\" err.txt"
head -n 5 w.in >w-short.in
check format-walls-short sh -c "! '$VALIDATE' --judge=hdu4069 w-short.in >err.txt 2>&1 && grep -q 'the file ends inside case 1' err.txt"
# Cages and signs: a cage sum no digits make, a short line of signs.
sed '$s/^a=[0-9]*/a=99/' killer.in >bad-cage.in
check format-killer-bad-sum sh -c "! '$VALIDATE' --judge=killer bad-cage.in >err.txt 2>&1 && grep -q \"bad-cage.in:10: case 1: cage 'a': .* cannot sum to 99\" err.txt"
sed '3s/^./ /' uva11570.in >bad-signs.in
check format-signs-short-line sh -c "! '$VALIDATE' --judge=uva11570 bad-signs.in >err.txt 2>&1 && grep -q 'bad-signs.in:3: case 1: ' err.txt"
# The X judges' puzzles are unique under both diagonals, not without.
"$GEN" --seed=5 --count=3 --judge=codechef-j1 >x.in
check format-x-unique-with-diagonals "$VALIDATE" --judge=codechef-j1 x.in
sed 1d x.in | paste -sd '' | fold -w 81 >x.lines
check format-x-several-without "$VALIDATE" --layout=line --solutions=2+ x.lines
# HDU 3909: every answer its statement has, the judge's alphabet past 9x9.
"$GEN" --seed=5 --judge=hdu3909 --mix=judge --answers=h.out >h.in
for word in 'Not Minimal' 'Multiple Solutions' 'No Solution'; do
    check "format-hdu3909-$word" grep -qx "$word" h.out
done
check format-hdu3909-solution grep -qx '[1-9]\{9\}' h.out
"$GEN" --seed=5 --judge=hdu3909 --size=16 --answers=h16.out >h16.in
check format-hdu3909-16-alphabet sh -c "grep -qx '[1-9A-G.]\{16\}' h16.in && grep -qx '[1-9A-G]\{16\}' h16.out && ! grep -qx '[1-9A-Z.]*[H-P][1-9A-Z.]*' h16.in h16.out"
check format-one-grid-judge sh -c "! '$GEN' --judge=luogu-p1784 --count=3 >/dev/null 2>err.txt && grep -qx 'generate: luogu-p1784 reads one grid a file, not --count=3' err.txt"
"$GEN" --seed=5 --judge=poj3076 >c16.in
check format-count-default test "$(grep -c '^$' c16.in)" = 2
check format-16x16-letters grep -q '^[A-P-]\{16\}$' c16.in
"$GEN" --seed=5 --judge=luogu-p10482 >alias.in
check format-alias sh -c "tail -n 1 alias.in | grep -qx end"
check format-none-for-leetcode sh -c "! '$GEN' --judge=leetcode37 2>err.txt && grep -q 'hdu3111' err.txt"
# luogu-p1074's answer is a best score; atcoder-abc327c checks complete grids.
"$GEN" --seed=5 --judge=luogu-p1074 --answers=p.out >p.in
check format-p1074-score grep -qxE '[0-9]{4}' p.out
for sol in 1 0; do
    "$GEN" --seed=5 --count=1 --judge=atcoder-abc327c --solutions=$sol --answers=y$sol.out >y$sol.in
    check format-abc327c-$sol sh -c "'$VALIDATE' --judge=atcoder-abc327c --answers y$sol.in && '$SOLVER' --judge=atcoder-abc327c y$sol.in | cmp - y$sol.out && ! grep -q ' 0' y$sol.in"
done
check testdata-abc327c-yes-no sh -c "cd '$top' && sh judge/testdata.sh atcoder-abc327c 2 '' '$tmp/ty' 3 >'$tmp/ty.txt' && grep -q 'valid.*: 2/2' '$tmp/ty.txt' && grep -q 'answers:  2/2 AC' '$tmp/ty.txt' && cat '$tmp/ty/atcoder-abc327c-1.out' '$tmp/ty/atcoder-abc327c-2.out' | tr '\\n' ' ' | grep -qx 'Yes No '"
check format-abc327c-yes-no sh -c "grep -qx Yes y1.out && grep -qx No y0.out"
check format-abc327c-no-several sh -c "'$GEN' --judge=atcoder-abc327c --solutions=2+ >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q 'complete grids' err.txt"
sed '1s/^[1-9]/0/' y1.in >m.in
cp y1.out m.out
check format-abc327c-rejects-blank sh -c "! '$VALIDATE' --judge=atcoder-abc327c --answers m.in 2>err.txt && grep -q 'm.in:1: case 1 has blank cells' err.txt"
# validate --judge trusts nothing: each mutation fails and names its line.
sed 's/$/\r/' hdu3111.in >m.in
check format-rejects-crlf sh -c "! '$VALIDATE' --judge=hdu3111 m.in 2>err.txt && grep -q 'm.in:1: .*CR' err.txt"
sed '3s/$/ /' poj3076.in >m.in
check format-rejects-trailing-blank sh -c "! '$VALIDATE' --judge=poj3076 m.in 2>err.txt && grep -q 'm.in:3: .*a space' err.txt"
sed '1s/2/3/' spoj-sudoku.in >m.in
check format-rejects-wrong-count sh -c "! '$VALIDATE' --judge=spoj-sudoku m.in 2>err.txt && grep -q 'm.in:1:' err.txt"
sed '/^$/d' kattis-sudokunique.in >m.in
check format-rejects-missing-blank-line sh -c "! '$VALIDATE' --judge=kattis-sudokunique m.in 2>err.txt && grep -q 'm.in:10:' err.txt"
head -c -1 uva989.in >m.in
check format-rejects-no-final-newline sh -c "! '$VALIDATE' --judge=uva989 m.in 2>err.txt && grep -q 'no newline' err.txt"
sed '$d' poj3074.in >m.in
check format-rejects-missing-end sh -c "! '$VALIDATE' --judge=poj3074 m.in 2>err.txt && grep -q \"goes on with 'end'\" err.txt"
cp uva10957.in m.in
sed '1s/Unique/Ambiguous/' uva10957.out >m.out
check format-rejects-wrong-verdict sh -c "! '$VALIDATE' --judge=uva10957 --answers m.in 2>err.txt && grep -q 'm.out:1:' err.txt"
cp hdu1426.in m.in
sed '2s/^./X/' hdu1426.out >m.out
check format-rejects-wrong-answer sh -c "! '$VALIDATE' --judge=hdu1426 --answers m.in 2>err.txt && grep -q 'm.out:2:' err.txt"
cp poj2676.in m.in
head -n 10 poj2676.out >m.out
check format-rejects-short-answers sh -c "! '$VALIDATE' --judge=poj2676 --answers m.in 2>err.txt && grep -q 'm.out:11: the answer file ends' err.txt"
"$GEN" --seed=5 --count=2 --solutions=2+ --judge=hdu1426 >m.in
check format-rejects-several-solutions sh -c "! '$VALIDATE' --judge=hdu1426 m.in 2>err.txt && grep -q 'more than one solution' err.txt"
# The whole pipeline, for a 16x16 judge.
check testdata-poj3076 sh -c "cd '$top' && sh judge/testdata.sh poj3076 2 '' '$tmp/td' 3 >'$tmp/td.txt' && grep -q 'valid.*: 2/2' '$tmp/td.txt' && grep -q 'compared with the answers:  2/2 AC' '$tmp/td.txt'"
# make testdata's mix: every verdict the judge's answers have, by default.
check testdata-uva10957-every-word sh -c "cd '$top' && sh judge/testdata.sh uva10957 4 '' '$tmp/tu' 3 >'$tmp/tu.txt' && grep -q 'valid.*: 4/4' '$tmp/tu.txt' && grep -q 'answers:  4/4 AC' '$tmp/tu.txt' && for w in Unique. Ambiguous. Impossible. Illegal.; do cat '$tmp'/tu/uva10957-*.out | grep -q \"Case [0-9]*: \$w\$\" || exit 1; done"
check testdata-kattis-every-word sh -c "cd '$top' && sh judge/testdata.sh kattis-sudokunique 4 '' '$tmp/tk' 3 >'$tmp/tk.txt' && grep -q 'answers:  4/4 AC' '$tmp/tk.txt' && cat '$tmp'/tk/*.out | grep -qx 'Non-unique' && cat '$tmp'/tk/*.out | grep -qx 'Find another job'"
check testdata-uva989-sizes-and-none sh -c "cd '$top' && sh judge/testdata.sh uva989 6 '' '$tmp/t9' 3 >'$tmp/t9.txt' && grep -q 'answers:  6/6 AC' '$tmp/t9.txt' && for n in 1 2 3; do cat '$tmp'/t9/*.in | grep -qx \$n || exit 1; done && cat '$tmp'/t9/*.out | grep -qx 'NO SOLUTION'"
check testdata-p1074-many-and-none sh -c "cd '$top' && sh judge/testdata.sh luogu-p1074 6 '' '$tmp/tp' 3 >'$tmp/tp.txt' && grep -q 'answers:  6/6 AC' '$tmp/tp.txt' && grep -q '1 many, 1 none' '$tmp/tp.txt' && cat '$tmp'/tp/*.out | grep -qx -- -1"
# Every judge with a format: make testdata's files validate, ./solver gets
# AC against the answers and from the checker, and the answers show every
# verdict the judge's statement has.
words_of() {
    case $1 in
        uva989) echo 'NO SOLUTION' ;;
        uva10957) echo 'Case [0-9]*: Unique.|Case [0-9]*: Ambiguous.|Case [0-9]*: Impossible.|Case [0-9]*: Illegal.' ;;
        kattis-sudokunique) echo 'Non-unique|Find another job' ;;
        hdu2780) echo 'Could not complete this grid.' ;;
        hdu3111) echo 'impossible' ;;
        spoj-novice42) echo 'IMPOSSIBLE' ;;
        luogu-p1074) echo '-1|2[0-9][0-9][0-9]' ;;
        atcoder-abc327c) echo 'Yes|No' ;;
        hdu3909) echo 'No Solution|Multiple Solutions|Not Minimal' ;;
        kattis-sudokuverify) echo 'VALID|INVALID!' ;;
        beecrowd1383) echo 'SIM|NAO' ;;
        spoj-sudogob) echo '0|1|[2-9]|[1-9][0-9][0-9]*' ;;
        hdu4069) echo 'No solution|Multiple Solutions|[1-9]{9}' ;;
        spoj-sudokuc) echo 'TAK|NIE' ;;
        kickstart-2013b-a) echo 'Case #[0-9]*: Yes|Case #[0-9]*: No' ;;
        poj3435) echo 'CORRECT|INCORRECT' ;;
        project-euler-96) echo '[1-9][0-9]*' ;;
        vijos1352) echo '-1|[1-9]( [1-9]){8}' ;;
    esac
}
for j in $("$VALIDATE" --help 2>&1 | sed -n 's/^ *judges with a format: //p'); do
    n=3
    case " $one_grid " in *" $j "*) n=6 ;; esac
    ok=1
    (cd "$top" && sh judge/testdata.sh $j $n '' "$tmp/all-$j" 3 >"$tmp/all-$j.txt" 2>&1) || ok=0
    for what in 'valid' 'compared with the answers' 'judged by judge/checker'; do
        want="$what.*: *$n/$n"
        [ "$j:$what" = 'codechef-nsudoku:compared with the answers' ] &&
            want='answers:  not compared'    # any filled board is right
        grep -q "$want" "$tmp/all-$j.txt" || ok=0
    done
    saved=$IFS; IFS='|'
    for w in $(words_of $j); do
        cat "$tmp/all-$j"/*.out | grep -Eqx -- "$w" || ok=0
    done
    IFS=$saved
    check "testdata-every-verdict-$j" test $ok = 1
done
# Illegal givens where the statement shows them, though its word for them
# is the one for no solution (kattis-sudokunique's own sample has some).
check testdata-illegal-shown sh -c "cd '$top' && sh judge/testdata.sh kattis-sudokunique 4 '' '$tmp/ti' 1 >'$tmp/ti.txt' && grep -q ' [1-9][0-9]* illegal' '$tmp/ti.txt' && grep -q 'compared with the answers: *4/4 AC' '$tmp/ti.txt'"
check testdata-cases sh -c "cd '$top' && sh judge/testdata.sh poj3074 1 '' '$tmp/tc' 2 judge 3 >'$tmp/tc.txt' && grep -q '3 case(s) each' '$tmp/tc.txt' && test \$(grep -cv '^end\$' '$tmp/tc/poj3074-1.in') = 3"
check testdata-cases-bad sh -c "cd '$top' && ! sh judge/testdata.sh poj3074 1 '' '$tmp/tcb' 2 judge x 2>'$tmp/tcb.txt' && grep -q 'CASES must be a number' '$tmp/tcb.txt'"
check testdata-judges-differ sh -c "cd '$top' && sh judge/testdata.sh poj3074 1 '' '$tmp/td1' 2 >/dev/null && sh judge/testdata.sh luogu-p10482 1 '' '$tmp/td2' 2 >/dev/null && ! cmp -s '$tmp/td1/poj3074-1.in' '$tmp/td2/luogu-p10482-1.in'"
check testdata-mix-set sh -c "cd '$top' && sh judge/testdata.sh auto 2 '' '$tmp/tm' 3 unique:1,none:1 >'$tmp/tm.txt' && grep -q '5 unique, 0 many, 5 none' '$tmp/tm.txt' && grep -q 'answers:  2/2 AC' '$tmp/tm.txt'"
check generate-solutions-illegal sh -c "'$GEN' --seed=4 --count=3 --solutions=illegal --answers=il.out >il.in && '$SOLVER' il.in | cmp - il.out && test \$(grep -c IMPOSSIBLE il.out) = 3"
check generate-mix-bad sh -c "'$GEN' --mix=unique >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q '^generate: --mix wants judge or KIND:WEIGHT' err.txt"
check generate-size-fixed-judge sh -c "! '$GEN' --judge=uva10957 --size=4 >/dev/null 2>err.txt && grep -qx \"generate: uva10957's boards are 9x9; --size is for judges with size lines (uva989)\" err.txt"

# Difficulty: the rater agrees, and the levels are ordered.
for level in simple easy intermediate hard expert extreme; do
    "$GEN" --seed=9 --count=5 --difficulty=$level >d.txt
    check difficulty-$level sh -c "'$RATE' d.txt | cut -d' ' -f1 | sort -u | grep -qx $level && [ \$('$RATE' d.txt | cut -d' ' -f1 | sort -u | wc -l) = 1 ]"
done
"$GEN" --seed=9 --count=20 --difficulty=hard-extreme >d.txt
# What the rater says when it does not rate: why.
check rate-jigsaw-unrated sh -c "echo '4........63........587...1.8..........1.....2....1...........7.......6.4.6....... agabbhbccaaabaacccibcbbbccceddedeffadddedefffhddbeefifggghhefiiggghehiiiagghhhifi' | '$RATE' | grep -qx 'unrated: jigsaw regions'"
# Constraint text: rules past the regions and pencil marks are not
# rated; givens alone (pencil marks of one digit or all nine) are rated as
# the plain line is; bad text is ERROR.
check rate-constraint-text-unrated sh -c "printf '%s\n' '.Thermo~R1C1~R1C2~R1C3.~R5C5_4' '.Shape~6x6.~R1C1_5' | '$RATE' >ct.txt && printf 'unrated: rules past rows, columns and boxes\nunrated: 6x6 board\n' | cmp - ct.txt"
check rate-pencilmarks-unrated sh -c "tail -n 1 '$top/tests/fuzz/seeds/pencilmarks.txt' | '$RATE' | grep -qx 'unrated: pencil marks'"
check rate-constraint-givens sh -c "echo '......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3.' | '$RATE' >g1.txt && head -n 1 '$top/tests/fuzz/seeds/pencilmarks.txt' | '$RATE' | cmp - g1.txt && grep -q '^intermediate' g1.txt"
check rate-constraint-bad sh -c "echo '.Thermo~R1C1~R1C1' | '$RATE' >b.txt 2>b.err; [ \$? = 1 ] && grep -qx ERROR b.txt && grep -q 'Thermo: cell R1C1 twice' b.err"
check rate-invalid-why sh -c "printf '%s\n' 11............................................................................... ................................................................................. | '$RATE' >iv.txt && printf 'invalid: no solution\ninvalid: several solutions\n' | cmp - iv.txt"
check difficulty-range sh -c "'$RATE' d.txt | cut -d' ' -f1 | sort -u >lv.txt && [ \$(wc -l <lv.txt) -ge 2 ] && ! grep -qvxE 'hard|expert|extreme' lv.txt"
for range in hard-easy hard- -hard hard-nonsense; do
    check difficulty-bad-range-$range sh -c "'$GEN' --difficulty=$range >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q '^generate: --difficulty wants a level or LOW-HIGH' err.txt"
done

# The rater: known techniques, and the hardest lists at the top.
E=$(printf '%s' "$P")
printf '%s\n' "$P" >p.txt
check rate-line sh -c "'$RATE' p.txt | grep -Eq '^(simple|easy|intermediate|hard|expert|extreme) [0-9]+\\.[0-9] '"
sed -n 1,60p "$top/tests/data/hard.txt" >hard.txt
check hardest-rated-extreme sh -c "'$RATE' hard.txt | sort | uniq -c | awk '\$2 != \"extreme\" {bad++} END {exit bad > 0}'"
printf '%s\n' '.123456789.......................................................................' >bad.txt
# Without --steps the rating stops at the first guess: the same verdicts.
check rate-steps-same-verdicts sh -c "'$RATE' hard.txt >v.txt && '$RATE' --steps hard.txt | grep -E '^(simple|easy|intermediate|hard|expert|extreme) [0-9]' | cmp - v.txt"
check rate-invalid sh -c "'$RATE' bad.txt | grep -qx 'invalid: no solution'"
check rate-help "$RATE" --help
# rate --judge=NAME reads that judge's framing: uva989's size lines rate
# the 9x9 case and leave the 4x4 one unrated, with no ERROR line.
{ cat "$top/samples/uva989.in"; echo; printf '2\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 4\n'; } >u989.in
check rate-judge-uva989 sh -c "'$RATE' --judge=uva989 u989.in >u.txt 2>u.err && sed -n 2p u.txt | grep -qx 'unrated: 4x4 board' && head -n 1 u.txt | grep -Eq '^(simple|easy|intermediate|hard|expert|extreme) [0-9]' && test \$(wc -l <u.txt) = 2 && test ! -s u.err"
check rate-unrated-16x16 sh -c "'$RATE' '$top/samples/poj3076.in' | grep -qx 'unrated: 16x16 board'"
check rate-unrated-walls sh -c "'$RATE' --judge=hdu4069 '$top/samples/hdu4069.in' | uniq -c | grep -qx ' *3 unrated: jigsaw regions (walls)'"
check rate-walls-cut-short sh -c "head -n 5 '$top/samples/hdu4069.in' | '$RATE' --judge=hdu4069 >out.txt 2>err.txt; [ \$? = 1 ] && grep -qx ERROR out.txt && grep -q 'case 1: the input ends' err.txt"
check rate-unrated-x sh -c "'$RATE' --judge=codechef-j1 '$top/samples/codechef-j1.in' | grep -qx 'unrated: extra regions (diagonals)'"
check rate-bad-option sh -c "'$RATE' --bogus >/dev/null 2>err.txt; [ \$? = 2 ] && [ \$(wc -l <err.txt) = 1 ] && grep -qx \"rate: unknown option '--bogus' (try --help)\" err.txt"
check rate-bad-judge sh -c "'$RATE' --judge=poj3435 >/dev/null 2>err.txt; [ \$? = 2 ] && [ \$(wc -l <err.txt) = 1 ]"
check rate-progress-forced sh -c "'$RATE' --progress hard.txt 2>&1 >/dev/null | grep -q 'rate: [0-9]* puzzles, [0-9]*/s'"
check rate-quiet-in-a-pipe sh -c "'$RATE' hard.txt 2>&1 >/dev/null | wc -c | grep -qx 0"
check generate-help "$GEN" --help

# Soundness: every step of many puzzles replayed against the solution.
{ cat "$top/tests/data/hard.txt" "$top/tests/data/techniques.txt"; cat a.txt m.txt; for level in simple easy intermediate hard expert; do "$GEN" --seed=11 --count=40 --difficulty=$level; done; } >all.txt
"$SOLVER" all.txt >all.sol
paste -d' ' all.txt all.sol >all.pairs
"$RATE" --steps all.txt >all.log
check replay-steps awk -f "$top/tests/replay.awk" all.pairs all.log
check replay-checked-all sh -c "awk -f '$top/tests/replay.awk' all.pairs all.log | grep -q \"replayed $(wc -l <all.txt) puzzles, 0 problems\""
sed '0,/Hidden Single: r\([1-9]\)c\([1-9]\)=\([1-9]\)/s//Hidden Single: r\1c\2=0/' all.log >broken.log
# Every technique the rater knows is among the replayed steps
# (tests/data/techniques.txt holds a puzzle for each of the rare ones).
for t in "Full House" "Hidden Single" "Naked Single" "Locked Candidates Type 1 (Pointing)" "Locked Candidates Type 2 (Claiming)" "Naked Pair" "X-Wing" "Hidden Pair" "Naked Triple" "Swordfish" "Hidden Triple" "XY-Wing" "XYZ-Wing" "Uniqueness Test 1" "Naked Quadruple" "Jellyfish" "Hidden Quadruple" "Bivalue Universal Grave + 1" "Skyscraper" "2-String Kite" "W-Wing" "Simple Colors" "Guess"; do
    check "replayed-$(echo "$t" | tr ' ()+' '____')" grep -qF "$t: " all.log
done
# judge/render: pictures drawn by a real renderer (rsvg-convert) are not
# blank, and every given's cell has a glyph while blank cells stay empty
# (tests/png_cells.py reads the PNG itself); every kind of case draws.
png_ok() {   # SVG SIDE CELLS: rendered, then checked cell by cell
    rsvg-convert -o "$1.png" "$1" && python3 "$top/tests/png_cells.py" "$1.png" "$2" "$3"
}
P9=$(tail -n 9 "$top/samples/poj2676-1.in" | tr -d '\n')
"$RENDER" "$top/samples/poj2676-1.in" >r9.svg
check render-9x9-glyphs png_ok r9.svg 9 "$P9"
check render-9x9-wrong-cells-caught sh -c "! python3 '$top/tests/png_cells.py' r9.svg.png 9 '$(printf '%s' "$P9" | tr 0-9 '1-91')' >/dev/null"
"$GEN" --seed=3 --size=16 >g16.txt
"$RENDER" g16.txt >r16.svg
check render-16x16-glyphs png_ok r16.svg 16 "$(cat g16.txt)"
"$GEN" --seed=3 --size=4 >g4.txt
"$RENDER" g4.txt >r4.svg
check render-4x4-glyphs png_ok r4.svg 4 "$(cat g4.txt)"
# Pencil marks: each mark of a cell of two to eight drawn small, in its
# place; a cell of one is a given, of nine blank.
check render-pencil-marks sh -c "tail -n 1 '$top/tests/fuzz/seeds/pencilmarks.txt' >pm.txt && '$RENDER' pm.txt >pm.svg && want=\$(fold -w 9 pm.txt | awk '{ n = gsub(/[1-9]/, \"&\"); if (n > 1 && n < 9) t += n } END { print t }') && test \$(grep -c 'font-size=\"10\"' pm.svg) = \"\$want\" && test \"\$want\" -gt 100"
check render-solution-fills sh -c "'$RENDER' --solution '$top/samples/poj2676-1.in' >rs.svg && png_ok() { rsvg-convert -o \"\$1.png\" \"\$1\" && python3 '$top/tests/png_cells.py' \"\$1.png\" \"\$2\" \"\$3\"; }; png_ok rs.svg 9 '$(printf '%81s' '' | tr ' ' 1)'"
sed -n 1,9p "$top/samples/killer.in" | awk '{ c = c $1; g = g $2 } END { printf "%s %s ", c, g }' >kl.txt
sed -n 10p "$top/samples/killer.in" >>kl.txt
check render-killer sh -c "'$RENDER' kl.txt >rk.svg && grep -q 'stroke-dasharray' rk.svg && grep -q '>28</text>' rk.svg && rsvg-convert -o rk.png rk.svg"
check render-relations sh -c "'$RENDER' --judge=uva11570 --out=rg '$top/samples/uva11570.in' && test -f rg/case-1.svg && test -f rg/case-2.svg && grep -q '>&lt;</text>' rg/case-1.svg && rsvg-convert -o rg.png rg/case-1.svg"
check render-x-shaded sh -c "'$RENDER' --judge=spoj-hs12disu '$top/samples/spoj-hs12disu.in' >rx.svg && test \$(grep -c 'fill=\"#e4e4e4\"' rx.svg) = 18 && rsvg-convert -o rx.png rx.svg"
check render-jigsaw-borders sh -c "printf '%s\n' '.2...96..763.9.12.9...27....4....7.51.7.6.8.28.2....5....67...9.79.1.583..83...4. 000111122003331122003441222003411522333444555663774588666744588667755588667777888' | '$RENDER' >rj.svg && rsvg-convert -o rj.png rj.svg && test \$(grep -c 'stroke-width=\"3\"' rj.svg) -gt 20"
# Constraint text drawn as setters draw it: thermometer bulb and line,
# arrow and pill, dots, X and V, lines, clues in a margin a cell wide,
# odd and even, a quadruple's circle, the board-wide kinds named.
CT='.Thermo~R1C1~R1C2~R1C3~R2C3.Arrow~R5C5~R4C6~R3C7.PillArrow~2~R8C1~R8C2~R7C3.WhiteDot~R2C1~R3C1.BlackDot~R4C1~R4C2.X~R6C6~R6C7.V~R7C7~R8C7.Renban~R9C4~R9C5.Whisper~R1C7~R1C8.Sandwich~10~R3.LittleKiller~20~R1C2.Odd~R2C5.Even~R3C5.Quad~R8C8~1~2~3.AntiKnight.StrictKropki.~R5C9_7'
check render-constraint-text sh -c "printf '%s\n' '$CT' | '$RENDER' >rc.svg && rsvg-convert -o rc.png rc.svg && grep -q 'r=\"14\" fill=\"#bbbbbb\"' rc.svg && grep -q 'rx=\"15\"' rc.svg && test \$(grep -c 'r=\"5\" fill=' rc.svg) = 2 && grep -q '>X</text>' rc.svg && grep -q '>V</text>' rc.svg && grep -q '#d9a6ff' rc.svg && grep -q '#7fd27f' rc.svg && grep -q '>10</text>' rc.svg && grep -q '>20</text>' rc.svg && grep -q '>1 2 3</text>' rc.svg && grep -q '>AntiKnight, StrictKropki</text>' rc.svg && grep -q 'width=\"464\"' rc.svg"
check render-constraint-text-given sh -c "grep -q '<text x=\"392\" y=\"241\" [^>]*font-weight=\"bold\">7</text>' rc.svg"
# The pair rules: named under the grid, no sign drawn between cells, and
# the givens where they are (the "miracle" puzzle).
MIRACLE=......................................1............2.............................
check render-pair-rules sh -c "printf '%s\n' '$MIRACLE' | '$RENDER' --rules=antiknight,antiking,nonconsecutive >rp.svg && grep -q '>antiknight, antiking, nonconsecutive</text>' rp.svg && ! grep -q '&[lg]t;</text>' rp.svg && grep -q 'height=\"402\"' rp.svg"
check render-pair-rules-glyphs png_ok rp.svg 9 "$MIRACLE"
# HDU 4069's walls drawn as jigsaw borders, its digits where they are.
H1=$(sed -n 2,10p "$top/samples/hdu4069.in" | awk '{ for (i = 1; i <= NF; i++) printf "%d", $i % 16 }')
check render-hdu4069-walls sh -c "'$RENDER' --judge=hdu4069 --out=rw '$top/samples/hdu4069.in' && test -f rw/case-3.svg && test \$(grep -c 'stroke-width=\"3\"' rw/case-1.svg) -gt 20"
check render-hdu4069-glyphs png_ok rw/case-1.svg 9 "$H1"
check render-hdu4069-bad-walls sh -c "printf '1\n' | '$RENDER' --judge=hdu4069 >/dev/null 2>err.txt; [ \$? = 1 ] && grep -q 'not 81 cells of a digit 0-9 plus walls' err.txt"
check render-two-cases-need-out sh -c "'$RENDER' '$top/samples/poj3074-1.in' >/dev/null 2>err.txt; [ \$? = 2 ] && grep -q 'give --out=DIR' err.txt"
check render-bad-option sh -c "'$RENDER' --bogus >/dev/null 2>err.txt; [ \$? = 2 ] && grep -qx \"render: unknown option '--bogus' (try --help)\" err.txt"
check render-help "$RENDER" --help
check replay-catches-a-bad-step sh -c "! awk -f '$top/tests/replay.awk' all.pairs broken.log >/dev/null"
# HoDoKu's grouping: no two groups of one step for one digit share their
# one row or their one column (r13c6<>4, never r1c6<>4, r3c6<>4), and
# a pointing step shows up as one group (r789c3<>2).
cat >groups.awk <<'AWK'
/=>/ {
    n = split(substr($0, index($0, "=>") + 3), part, ", ")
    delete seen
    for (i = 1; i <= n; i++) {
        split(part[i], dg, "<>")
        if (seen[dg[2]]++) { print "a digit in two lists: " $0; bad++ }
        g = split(dg[1], grp, ",")
        for (x = 1; x <= g; x++) for (y = x + 1; y <= g; y++) {
            ca = index(grp[x], "c"); cb = index(grp[y], "c")
            ra = substr(grp[x], 2, ca - 2); rb = substr(grp[y], 2, cb - 2)
            ka = substr(grp[x], ca + 1); kb = substr(grp[y], cb + 1)
            if ((ra == rb && length(ra) == 1) || (ka == kb && length(ka) == 1)) { print "ungrouped: " $0; bad++ }
        }
    }
}
END { exit bad > 0 }
AWK
check hodoku-groups awk -f groups.awk all.log
check hodoku-groups-seen sh -c "grep -Eq '=> r[1-9]{2,}c[1-9]<>[1-9]' all.log && grep -Eq '=> r[1-9]c[1-9]{2,}<>[1-9]' all.log"

finish tools
