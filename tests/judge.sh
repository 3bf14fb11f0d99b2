#!/bin/sh
# Tests of the local judge (judge/judge) and the checker (judge/checker):
# every verdict, the compare modes, the checker's accept and reject cases.
# usage: sh tests/judge.sh   (from the top folder, after make judge)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)
JUDGE=$top/judge/judge
CHECKER=$top/judge/checker
VALIDATE=$top/judge/validate

# judged / checked / validated RC REGEX ARGS...: run one of the tools.
judged() { r=$1 re=$2; shift 2; outcome "$r" "$re" "$JUDGE" "$@"; }
checked() { r=$1 re=$2; shift 2; outcome "$r" "$re" "$CHECKER" "$@"; }
validated() { r=$1 re=$2; shift 2; outcome "$r" "$re" "$VALIDATE" "$@"; }

mkdir "$tmp/t"
printf '%s\n' "$P" >"$tmp/t/one.in"
printf '%s\n' "$S" >"$tmp/t/one.out"
cd "$tmp"

name=ac;        judged 0 '^one +AC ' -d t -- "$top/solver"
name=ac-summary; judged 0 '^1/1 AC ' -d t -- "$top/solver"
name=wa;        judged 1 '^one +WA' -d t -- "$top/solver | sed s/7/1/"
name=wa-detail; judged 1 'line 1, column 3:' -d t -- "$top/solver | sed s/7/1/"
name=wa-shows;  judged 1 'found:    521389416' -d t -- "$top/solver | sed s/7/1/"
# The same words with a blank line added: a presentation difference, not a
# hint that the puzzle has several solutions.
mkdir "$tmp/g"
printf '%s\n' "$GRID" >"$tmp/g/grid.in"
printf '%s\n' "$GRID_OUT" >"$tmp/g/grid.out"
name=wa-spacing-only; judged 1 'the same words, spaced or split into lines otherwise' -d g -- "$top/solver | sed G"
tests=$((tests + 1))
grep -q 'more than one solution' "$tmp/log" && fail "suggested the checker for a spacing difference"
cat >"$tmp/crash.c" <<'CRASH'
#include <signal.h>
int main(void) { raise(SIGSEGV); return 0; }
CRASH
cc -O0 -o "$tmp/crash" "$tmp/crash.c"
name=re-signal; judged 1 '^one +RE' -d t -- "$tmp/crash"
name=re-signal-detail; judged 1 'killed by signal 11' -d t -- "$tmp/crash"
name=re-shell-signal; judged 1 'shell reports signal 11' -d t -- "sh -c 'kill -SEGV \$\$'"
name=re-exit;   judged 1 'exit status 3: oops' -d t -- "sh -c 'echo oops >&2; exit 3'"
name=tle;       judged 1 '^one +TLE' -d t -t 0.3 -- "sleep 5"
name=tle-shows-limit; judged 1 '^one +TLE +>0\.300s ' -d t -t 0.3 -- "sleep 5"
name=summary;   judged 1 '^0/1 AC' -d t -t 0.3 -- "sleep 5"
# -T: the limit in CPU time.  Waiting is no TLE; running is.
name=cpu-wait-ac;  judged 0 '^one +AC +0\.0' -d t -T 0.3 -- "sh -c 'sleep 1; exec $top/solver'"
name=wall-wait-tle; judged 1 '^one +TLE' -d t -t 0.3 -- "sh -c 'sleep 1; exec $top/solver'"
name=cpu-spin-tle; judged 1 '^one +TLE +>0\.300s ' -d t -T 0.3 -- "sh -c 'while :; do :; done'"
name=cpu-bad-limit; judged 2 "bad time limit '0'" -d t -T 0 -- "$top/solver"

cat >"$tmp/hog.c" <<'HOG'
#include <stdlib.h>
#include <string.h>
int main(void) { size_t n = (size_t)600 << 20; char *p = malloc(n);
    if (p) memset(p, 1, n); return p ? p[n - 1] - 1 : 1; }
HOG
cc -O0 -o "$tmp/hog" "$tmp/hog.c"
name=mle;       judged 1 '^one +MLE' -d t -m 64 -- "$tmp/hog"

# Comparison modes: trailing blanks and CRLF pass by default, not in exact.
printf '%s  \r\n\r\n\n' "$S" >"$tmp/crlf.txt"
name=lines-lenient; judged 0 '^one +AC' -d t -- "cat $tmp/crlf.txt"
name=exact-strict;  judged 1 '^one +WA' -d t -c exact -- "cat $tmp/crlf.txt"
printf '%s\n' "$S" | sed 's/./& /g' >"$tmp/spaced.txt"
name=tokens-differ; judged 1 '^one +WA' -d t -c tokens -- "cat $tmp/spaced.txt"
printf '\n\n  %s \n' "$S" >"$tmp/ws.txt"
name=tokens-ws;     judged 0 '^one +AC' -d t -c tokens -- "cat $tmp/ws.txt"
name=args-file
printf '%s\n' "--format=fill" >"$tmp/t/one.args"
judged 1 '^one +WA' -d t -- "$top/solver"
rm "$tmp/t/one.args"

# The checker, through the judge and alone.
E='.................................................................................'
printf '%s\n' "$E" >"$tmp/empty.in"
"$top/solver" <"$tmp/empty.in" >"$tmp/empty.ans"
A=$(cat "$tmp/empty.ans")
# another valid grid: relabel digits 1<->2 of the first solution
B=$(printf '%s' "$A" | tr 12 21)
printf '%s\n' "$B" >"$tmp/other.out"
name=checker-other-solution; checked 0 '^ok 1 case' "$tmp/empty.in" "$tmp/other.out" "$tmp/empty.ans"
name=checker-via-judge
mkdir "$tmp/e" && cp "$tmp/empty.in" "$tmp/e/e.in" && cp "$tmp/empty.ans" "$tmp/e/e.out"
judged 1 '^e +WA' -d e -- "cat $tmp/other.out"
name=wa-suggests-checker
judged 1 'judge/checker accepts this output: .* CHECKER=judge/checker' -d e -- "cat $tmp/other.out"
judged 0 '^e +AC' -d e -C "$CHECKER" -- "cat $tmp/other.out"
printf '%s\n' "$A" | sed 's/^\(.\)\(.\)/\2\1/' >"$tmp/broken.out"
name=wa-no-suggestion
judged 1 '^e +WA' -d e -- "cat $tmp/broken.out"
grep -q 'judge/checker accepts' "$tmp/log" && fail "suggests the checker for a broken grid"
judged 1 'checker: wrong answer case 1, (column|box) [0-9]: digit' -d e -C "$CHECKER" -- "cat $tmp/broken.out"
name=checker-twice; checked 1 'wrong answer case 1, (column|box) [0-9]: digit [0-9] twice' "$tmp/empty.in" "$tmp/broken.out" "$tmp/empty.ans"
printf '%s\n' "$P" >"$tmp/p.in"
printf '%s\n' "$S" | tr 12 21 >"$tmp/relabel.out"
name=checker-given; checked 1 'wrong answer case 1, row 1, column 2: given 2 changed to 1' "$tmp/p.in" "$tmp/relabel.out" "$tmp/t/one.out"
printf '%s\n' "$S" | fold -w 9 >"$tmp/grid.out"
name=checker-layout; checked 2 'wrong output format case 1: expected a line of 81 cells, found a grid' "$tmp/p.in" "$tmp/grid.out" "$tmp/t/one.out"
printf 'IMPOSSIBLE\n' >"$tmp/imp.out"
printf '%s\n%s\n' "$S" "$S" >"$tmp/two.out"
printf 'No solution\n' >"$tmp/q.out"
name=checker-impossible-wrong; checked 1 "case 1: expected a solution, found 'IMPOSSIBLE'" "$tmp/p.in" "$tmp/imp.out" "$tmp/t/one.out"
name=checker-answer-wrong; checked 3 "^FAIL case 1: the answer says 'IMPOSSIBLE' but the puzzle has a solution" "$tmp/p.in" "$tmp/t/one.out" "$tmp/imp.out"

mkdir "$tmp/fb"
# The checker trusts neither the output nor the jury's answer.
: >"$tmp/empty.txt"
name=checker-empty-output-and-answer; checked 3 '^FAIL the answer file ends before case 1' "$tmp/p.in" "$tmp/empty.txt" "$tmp/empty.txt"
name=checker-empty-output; checked 1 '^wrong answer case 1: output ended after 0 cases' "$tmp/p.in" "$tmp/empty.txt" "$tmp/t/one.out"
name=checker-no-input-cases; checked 3 '^FAIL the input has no cases' "$tmp/empty.txt" "$tmp/empty.txt" "$tmp/empty.txt"
name=checker-jury-breaks-rule; checked 3 '^FAIL the answer is wrong: case 1, (column|box) [0-9]: digit [0-9] twice' "$tmp/empty.in" "$tmp/other.out" "$tmp/broken.out"
name=checker-jury-changes-given; checked 3 '^FAIL the answer is wrong: case 1, row 1, column 2: given 2 changed to 1' "$tmp/p.in" "$tmp/t/one.out" "$tmp/relabel.out"
printf '%s\n%s\n' "$P" "$P" >"$tmp/p2.in"
name=checker-jury-short; checked 3 '^FAIL the answer file ends before case 2' "$tmp/p2.in" "$tmp/two.out" "$tmp/t/one.out"
name=checker-jury-extra; checked 3 "^FAIL the answer file goes on after the input's 1 case, at line 2" "$tmp/p.in" "$tmp/t/one.out" "$tmp/two.out"
printf '%s\n' '.123456789.......................................................................' >"$tmp/nosol.in"
name=checker-jury-impossible-right; checked 0 '^ok 1 case' "$tmp/nosol.in" "$tmp/imp.out" "$tmp/imp.out"
name=checker-impossible-missed; checked 1 "^wrong answer case 1: expected 'IMPOSSIBLE', found 'No solution'" "$tmp/nosol.in" "$tmp/q.out" "$tmp/imp.out"
name=kattis-jury-error
tests=$((tests + 1))
"$CHECKER" --kattis "$tmp/p.in" "$tmp/relabel.out" "$tmp/fb" <"$tmp/t/one.out" >"$tmp/log" 2>&1
rc=$?
[ $rc = 1 ] || fail "exit status $rc, expected 1 (a judge error, not 42 or 43)"
name=checker-extra; checked 1 'extra output after case 1' "$tmp/p.in" "$tmp/two.out" "$tmp/t/one.out"
: >"$tmp/none.out"
name=checker-short; checked 1 'case 1: output ended' "$tmp/p.in" "$tmp/none.out" "$tmp/t/one.out"
printf '%s\n' "$S" | sed 's/9/x/' >"$tmp/letter.out"
name=checker-letter; checked 1 "'x' is not a digit 1-9" "$tmp/p.in" "$tmp/letter.out" "$tmp/t/one.out"

# Fails closed: junk in any of the three files is never accepted.  (No
# blanks in it: a first line of blanks alone would be skipped, and the
# message would name line 2; and x first: junk that opened with '#' (a
# comment line), "end" or a NUL read as an input of no cases.)
{ printf x; head -c 3000 /dev/urandom | tr '\t\n\v\f\r ' abcdef; } >"$tmp/junk1"
head -c 3000 /dev/urandom | tr '\t\n\v\f\r ' abcdef >"$tmp/junk2"
name=checker-junk-everywhere; checked 3 '^FAIL' "$tmp/junk1" "$tmp/junk1" "$tmp/junk1"
name=checker-junk-input; checked 3 '^FAIL case 1: input line' "$tmp/junk1" "$tmp/t/one.out" "$tmp/t/one.out"
name=checker-junk-answer; checked 3 '^FAIL case 1: answer line 1 is neither' "$tmp/p.in" "$tmp/t/one.out" "$tmp/junk2"
name=checker-junk-output; checked 1 '^wrong answer case 1: output line 1 is neither' "$tmp/p.in" "$tmp/junk2" "$tmp/t/one.out"
# A 9x9 solution line given as the jury's answer (and the output) for a
# 4x4 puzzle is a board of another size, not a verdict word (AFL found the
# checker accepting it as text equal to the answer).
printf '****\n2341\n4123\n3214\n' >"$tmp/four.in"
name=checker-answer-other-size; checked 3 '^FAIL case 1: answer line 1 is a board of another size than the input.s 4x4' "$tmp/four.in" "$tmp/t/one.out" "$tmp/t/one.out"
printf '1432\n2341\n4123\n3214\n' >"$tmp/four.out"
name=checker-output-other-size; checked 1 '^wrong answer case 1: output line 1 is a board of another size' "$tmp/four.in" "$tmp/t/one.out" "$tmp/four.out"
# A NUL byte makes its line unreadable and never swallows the next line
# (AFL: a '#' line with a NUL hid the bad case after it, and the checker
# said ok).
printf '%s\n#\002\000:\n-@\n' "$P" >"$tmp/nul.in"
name=checker-nul-line-keeps-the-next; checked 3 '^FAIL the answer file ends before case 2' "$tmp/nul.in" "$tmp/t/one.out" "$tmp/t/one.out"
printf '%s\n' "$P" "$P" "$P" >"$tmp/p3.in"
printf '%s\n' "$S" "$S" "$S" >"$tmp/s3.out"
printf '%s\n' "$S" "$S" >"$tmp/s2.out"
head -c 100 "$tmp/s3.out" >"$tmp/cut.out"
name=checker-truncated-output; checked 1 '^wrong answer case 1: output line 1 is neither|^wrong answer case 2' "$tmp/p3.in" "$tmp/cut.out" "$tmp/s3.out"
name=checker-fewer-cases; checked 1 '^wrong answer case 3: output ended after 2 cases' "$tmp/p3.in" "$tmp/s2.out" "$tmp/s3.out"
name=checker-three-ok; checked 0 '^ok 3 cases' "$tmp/p3.in" "$tmp/s3.out" "$tmp/s3.out"

# 16x16: another valid solution (letters A and B swapped) of an empty grid.
printf '%256s\n' '' | tr ' ' . >"$tmp/e16.in"
"$top/solver" <"$tmp/e16.in" >"$tmp/e16.ans"
tr AB BA <"$tmp/e16.ans" >"$tmp/e16.other"
name=checker-16x16-other-solution; checked 0 '^ok 1 case' "$tmp/e16.in" "$tmp/e16.other" "$tmp/e16.ans"
sed 's/^\(.\)\(.\)/\2\1/' "$tmp/e16.ans" >"$tmp/e16.broken"
name=checker-16x16-broken; checked 1 '^wrong answer case 1, (column|box) [0-9]+: digit [0-9]+ twice' "$tmp/e16.in" "$tmp/e16.broken" "$tmp/e16.ans"
name=checker-16x16-sample; checked 0 '^ok 1 case' "$top/samples/poj3076.in" "$top/samples/poj3076.out" "$top/samples/poj3076.out"

# --judge=NAME: each judge's framing and rules.  Every sample is accepted
# with its own answer as output (make judge CHECKER=judge/checker runs them
# all); here, what each kind must reject.
sd=$top/samples
name=checker-unknown-judge; checked 3 "unknown judge 'nope'" --judge=nope "$sd/cf1335d.in" "$sd/cf1335d.out" "$sd/cf1335d.out"
# cf1335d: the solved grid itself breaks no rule; ten changes are too many;
# another anti-sudoku (every 2 made a 1: nine cells) is right.
sed 1d "$sd/cf1335d.in" >"$tmp/anti-none.out"
name=checker-anti-unchanged; checked 1 '^wrong answer case 1, row 1: no digit twice' --judge=cf1335d "$sd/cf1335d.in" "$tmp/anti-none.out" "$sd/cf1335d.out"
sed 1d "$sd/cf1335d.in" | tr 23 11 >"$tmp/anti-many.out"
name=checker-anti-too-many; checked 1 '^wrong answer case 1: 18 cells changed, at most 9 may' --judge=cf1335d "$sd/cf1335d.in" "$tmp/anti-many.out" "$sd/cf1335d.out"
sed 1d "$sd/cf1335d.in" | tr 2 1 >"$tmp/anti-other.out"
name=checker-anti-other; checked 0 '^ok 1 case' --judge=cf1335d "$sd/cf1335d.in" "$tmp/anti-other.out" "$sd/cf1335d.out"
name=checker-anti-jury-wrong; checked 3 '^FAIL the answer is wrong: case 1, row 1: no digit twice' --judge=cf1335d "$sd/cf1335d.in" "$tmp/anti-other.out" "$tmp/anti-none.out"
name=checker-anti-junk; checked 1 '^wrong answer case 1: output line 1 is not a row of nine' --judge=cf1335d "$sd/cf1335d.in" "$tmp/junk2" "$sd/cf1335d.out"
# beecrowd1383 (compared with the jury's lines): a swapped verdict, other
# spacing, junk.
sed 's/Unique/Ambiguous/' "$sd/uva10957.out" >"$tmp/uva.wrong"
name=checker-exact-wrong; checked 1 "^wrong answer output line 1: expected 'Case 1: Unique.', found 'Case 1: Ambiguous.'" --judge=uva10957 "$sd/uva10957.in" "$tmp/uva.wrong" "$sd/uva10957.out"
sed 's/Case /Case  /' "$sd/uva10957.out" >"$tmp/uva.spaced"
name=checker-exact-spacing; checked 2 '^wrong output format output line 1' --judge=uva10957 "$sd/uva10957.in" "$tmp/uva.spaced" "$sd/uva10957.out"
name=checker-exact-junk; checked 1 '^wrong answer output line 1 is not a line of text|^wrong answer output line 1: expected' --judge=uva10957 "$sd/uva10957.in" "$tmp/junk2" "$sd/uva10957.out"
name=checker-exact-jury-junk; checked 3 '^FAIL answer line 1 is not a line of printable text' --judge=uva10957 "$sd/uva10957.in" "$sd/uva10957.out" "$tmp/junk2"
head -n 2 "$sd/uva10957.out" >"$tmp/uva.short"
name=checker-exact-short; checked 1 '^wrong answer output ended after 2 lines' --judge=uva10957 "$sd/uva10957.in" "$tmp/uva.short" "$sd/uva10957.out"
# codechef-j1: a Sudoku solution of an empty board that breaks a diagonal.
printf '1\n' >"$tmp/x.in"; printf '.........\n%.0s' 1 2 3 4 5 6 7 8 9 >>"$tmp/x.in"
"$top/solver" --judge=codechef-j1 "$tmp/x.in" >"$tmp/x.ans"
awk 'BEGIN { for (r = 0; r < 9; r++) { s = ""; for (c = 0; c < 9; c++) s = s ((3 * (r % 3) + int(r / 3) + c) % 9 + 1); print s } }' >"$tmp/x.out"
name=checker-diagonal-broken; checked 1 '^wrong answer case 1, (main|second) diagonal: digit [0-9] twice' --judge=codechef-j1 "$tmp/x.in" "$tmp/x.out" "$tmp/x.ans"
name=checker-diagonal-plain-auto; checked 0 '^ok 1 case' "$tmp/x.in" "$tmp/x.out" "$tmp/x.ans"
# dmoj-miniature: X is a blank there, and its givens hold.
sed '6s/^4/1/' "$sd/dmoj-miniature.out" >"$tmp/dmoj.wrong"
name=checker-x-blank-given; checked 1 '^wrong answer case 2, row 2, column 1: given 4 changed to 1' --judge=dmoj-miniature "$sd/dmoj-miniature.in" "$tmp/dmoj.wrong" "$sd/dmoj-miniature.out"
# codechef-nsudoku: any full board keeping the givens; not a short one.
sed '1s/^4 1/4 3/' "$sd/codechef-nsudoku.out" >"$tmp/ns.given"
name=checker-fill-given; checked 1 '^wrong answer row 1, column 2: given 1 changed to 3' --judge=codechef-nsudoku "$sd/codechef-nsudoku.in" "$tmp/ns.given" "$sd/codechef-nsudoku.out"
sed '$d' "$sd/codechef-nsudoku.out" >"$tmp/ns.short"
name=checker-fill-short; checked 1 '^wrong answer row 4, column 1: the board ends early' --judge=codechef-nsudoku "$sd/codechef-nsudoku.in" "$tmp/ns.short" "$sd/codechef-nsudoku.out"
name=checker-fill-junk; checked 1 '^wrong answer row 1, column 1: not a value' --judge=codechef-nsudoku "$sd/codechef-nsudoku.in" "$tmp/junk2" "$sd/codechef-nsudoku.out"
# Through the judge: NAME.args's --judge=NAME reaches judge/checker.
mkdir -p "$tmp/two-samples"
for n in cf1335d beecrowd1383; do cp "$sd/$n.in" "$sd/$n.out" "$sd/$n.args" "$tmp/two-samples/"; done
name=checker-judge-from-args; judged 0 '2/2 AC' -d "$tmp/two-samples" -C "$CHECKER" -- "$top/solver"

# testlib's calling convention: a report file, and -appes's XML.
name=checker-testlib-report; checked 1 'wrong answer' "$tmp/p.in" "$tmp/relabel.out" "$tmp/t/one.out" "$tmp/report.txt"
tests=$((tests + 1))
[ "$(cat "$tmp/report.txt")" = "case 1, row 1, column 2: given 2 changed to 1" ] ||
    fail "report file (testlib writes the message alone): $(cat "$tmp/report.txt")"
name=checker-testlib-appes; checked 0 '^ok 1 case' "$tmp/p.in" "$tmp/t/one.out" "$tmp/t/one.out" "$tmp/report.xml" -appes
tests=$((tests + 1))
grep -q '<result outcome = "accepted">1 case</result>' "$tmp/report.xml" || fail "xml: $(cat "$tmp/report.xml")"

# More of testlib's conventions: -APPES in capitals, --testset and --group
# anywhere, the XML escaped, a missing output file a presentation error.
name=checker-testlib-APPES; checked 0 '^ok 1 case' "$tmp/p.in" "$tmp/t/one.out" "$tmp/t/one.out" "$tmp/report.xml" -APPES
name=checker-testlib-testset-group; checked 0 '^ok 1 case' --testset tests --group 1 "$tmp/p.in" "$tmp/t/one.out" "$tmp/t/one.out"
name=checker-testlib-testset-after; checked 1 '^wrong answer' "$tmp/p.in" "$tmp/relabel.out" --group g1 "$tmp/t/one.out" --testset tests
name=checker-testlib-group-no-value; checked 3 'usage' "$tmp/p.in" "$tmp/t/one.out" "$tmp/t/one.out" --group
name=checker-testlib-missing-output; checked 2 "^wrong output format output file not found" "$tmp/p.in" "$tmp/nowhere.out" "$tmp/t/one.out"
printf 'a<b&"c\n' >"$tmp/xml.out"
name=checker-testlib-xml-escaped; checked 1 'wrong answer' "$tmp/p.in" "$tmp/xml.out" "$tmp/t/one.out" "$tmp/report.xml" -appes
tests=$((tests + 1))
grep -q '^<?xml version="1.0" encoding="windows-1251"?><result outcome = "wrong-answer">.*a&lt;b&amp;&quot;c.*</result>$' "$tmp/report.xml" ||
    fail "xml: $(cat "$tmp/report.xml")"
if command -v python3 >/dev/null; then
    name=checker-testlib-xml-parses
    tests=$((tests + 1))
    python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$tmp/report.xml" 2>"$tmp/log" ||
        fail "$(cat "$tmp/log")"
fi

# Kattis's convention: the feedback folder third, flags after it, no --kattis.
name=kattis-folder-and-flags
tests=$((tests + 1))
"$CHECKER" "$tmp/empty.in" "$tmp/empty.ans" "$tmp/fb" case_sensitive space_change_sensitive <"$tmp/other.out" >"$tmp/log" 2>&1
[ $? = 42 ] && grep -q '^ok' "$tmp/fb/judgemessage.txt" || fail "not 42"
name=kattis-folder-reject
tests=$((tests + 1))
"$CHECKER" "$tmp/empty.in" "$tmp/empty.ans" "$tmp/fb" <"$tmp/junk2" >"$tmp/log" 2>&1
[ $? = 43 ] && grep -q '^wrong answer' "$tmp/fb/judgemessage.txt" || fail "not 43"

# The profile where Kattis, DOMjudge and BAPCtools pass it: in the flags
# after the feedback folder (validator_flags).  A grid that keeps every
# given and every row, column and box but breaks a diagonal is wrong on
# codechef-j1 (X-sudoku); an unknown flag or profile is a judge error.
mkdir "$tmp/x"
cp "$top/samples/codechef-j1.in" "$tmp/x/x.in"
cp "$top/samples/codechef-j1.out" "$tmp/x/x.ans"
printf '%s\n' 321578469 789641253 654923187 537286914 816439725 942157836 \
    163792548 478315692 295864371 >"$tmp/x/broken-diagonal.out"
# kattis_flags RC MESSAGE OUTPUT FLAGS...: the checker as Kattis runs it,
# on $tmp/x/$case.in and .ans.
case=x
kattis_flags() {
    want_rc=$1 want=$2 output=$3
    shift 3
    tests=$((tests + 1))
    rm -f "$tmp/fb/judgemessage.txt"
    "$CHECKER" "$tmp/x/$case.in" "$tmp/x/$case.ans" "$tmp/fb" "$@" <"$output" >"$tmp/log" 2>&1
    rc=$?
    [ "$rc" = "$want_rc" ] || fail "exit status $rc, expected $want_rc: $(cat "$tmp/log")"
    grep -Eq "$want" "$tmp/fb/judgemessage.txt" ||
        fail "judgemessage.txt: $(cat "$tmp/fb/judgemessage.txt" 2>&1)"
}
name=kattis-flags-plain-accepts-no-diagonal
kattis_flags 42 '^ok 1 case' "$tmp/x/broken-diagonal.out"
name=kattis-flags-judge-rejects
kattis_flags 43 'main diagonal: digit 3 twice' "$tmp/x/broken-diagonal.out" --judge=codechef-j1
name=kattis-flags-judge-bare
kattis_flags 43 'main diagonal' "$tmp/x/broken-diagonal.out" case_sensitive judge=codechef-j1
name=kattis-flags-judge-two-words
kattis_flags 43 'main diagonal' "$tmp/x/broken-diagonal.out" --judge codechef-j1
name=kattis-flags-judge-accepts
kattis_flags 42 '^ok 1 case' "$tmp/x/x.ans" judge=codechef-j1 space_change_sensitive
name=kattis-flags-unknown-flag
kattis_flags 1 "^FAIL unknown flag 'float_tolerance'" "$tmp/x/x.ans" float_tolerance 1e-6
name=kattis-flags-unknown-judge
kattis_flags 1 "^FAIL unknown judge 'nosuch'" "$tmp/x/x.ans" judge=nosuch
name=kattis-flags-message-once
tests=$((tests + 1))
[ "$(wc -l <"$tmp/fb/judgemessage.txt")" = 1 ] || fail "$(cat "$tmp/fb/judgemessage.txt")"

# make checker JUDGE=NAME: one file with the profile built in, for
# systems that pass no options; it rejects the broken diagonal alone.
name=make-checker-builtin
tests=$((tests + 1))
if (cd "$top" && sh judge/make-checker.sh codechef-j1 >"$tmp/log" 2>&1) &&
    cc -std=c99 -O2 -o "$tmp/x/checker-j1" "$top/submit/checker-codechef-j1.c" 2>>"$tmp/log"; then
    "$tmp/x/checker-j1" "$tmp/x/x.in" "$tmp/x/broken-diagonal.out" "$tmp/x/x.ans" >"$tmp/log" 2>&1
    [ $? = 1 ] && grep -q 'main diagonal' "$tmp/log" || fail "$(cat "$tmp/log")"
else
    fail "$(cat "$tmp/log")"
fi

# The checks behind a claim of no solution honour the diagonals: this
# puzzle has classic solutions, but its main diagonal starts and ends with 1.
name=checker-impossible-x
printf '1\n123456789\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n........1\n' >"$tmp/x/none.in"
printf 'IMPOSSIBLE\n' >"$tmp/x/none.ans"
case=none
kattis_flags 42 '^ok 1 case' "$tmp/x/none.ans" --judge=codechef-j1
name=checker-impossible-x-plain-fails
kattis_flags 1 'FAIL' "$tmp/x/none.ans"

# --rules: the board-wide rules ./solver --rules takes, in the checker's
# own tables.  The "miracle" puzzle (anti-knight, anti-king,
# non-consecutive; r5c3=1, r6c7=2) against its classic first solution.
MIRACLE=......................................1............2.............................
printf '%s\n' "$MIRACLE" >"$tmp/x/m.in"
"$top/solver" --rules=antiknight,antiking,nonconsecutive "$tmp/x/m.in" >"$tmp/x/m.ans"
"$top/solver" "$tmp/x/m.in" >"$tmp/x/m.plain"
name=rules-miracle-accepts; checked 0 '^ok 1 case' --rules=antiknight,antiking,nonconsecutive "$tmp/x/m.in" "$tmp/x/m.ans" "$tmp/x/m.ans"
name=rules-antiknight-rejects; checked 1 "a knight's move apart" --rules=antiknight "$tmp/x/m.in" "$tmp/x/m.plain" "$tmp/x/m.ans"
name=rules-antiking-rejects; checked 1 'touching diagonally' --rules=antiking "$tmp/x/m.in" "$tmp/x/m.plain" "$tmp/x/m.ans"
name=rules-nonconsecutive-rejects; checked 1 'consecutive side by side' --rules=nonconsecutive "$tmp/x/m.in" "$tmp/x/m.plain" "$tmp/x/m.ans"
name=rules-plain-accepts; checked 0 '^ok 1 case' "$tmp/x/m.in" "$tmp/x/m.plain" "$tmp/x/m.ans"
name=rules-unknown; checked 3 "checker: --rules takes x, windoku" --rules=y "$tmp/x/m.in" "$tmp/x/m.plain" "$tmp/x/m.ans"
case=m
name=rules-kattis-flag
kattis_flags 43 'touching diagonally' "$tmp/x/m.plain" rules=antiking
name=rules-kattis-flag-unknown
kattis_flags 1 "unknown rule in 'rules=knight'" "$tmp/x/m.ans" rules=knight
# A claim of no solution is searched under the rules: 1 and 2 side by side
# have none under nonconsecutive; 1 and 2 a knight's move apart have some.
printf '12...............................................................................\n' >"$tmp/x/n.in"
printf '1..........2.....................................................................\n' >"$tmp/x/n2.in"
printf 'IMPOSSIBLE\n' >"$tmp/x/none-claim"
name=rules-impossible-right; checked 0 '^ok 1 case' --rules=nonconsecutive "$tmp/x/n.in" "$tmp/x/none-claim" "$tmp/x/none-claim"
name=rules-impossible-wrong; checked 3 'has a solution' --rules=nonconsecutive "$tmp/x/n2.in" "$tmp/x/none-claim" "$tmp/x/none-claim"
name=rules-windoku-window; checked 3 'the answer is wrong: case 1, window 1: digit 7 twice' --rules=windoku "$tmp/p.in" "$tmp/t/one.out" "$tmp/t/one.out"

# Fail closed: the jury's answer is read in the judge's answer format
# first, so junk given as both answer and output is a judge failure, not
# an accepted answer.
printf '<<\n' >"$tmp/x/junk-text"
printf '9\n' >"$tmp/x/nine"
name=closed-grid-text; checked 3 "neither a solution nor a claim of no solution: '<<'" --judge=hackerrank-euler96 "$top/samples/hackerrank-euler96.in" "$tmp/x/junk-text" "$tmp/x/junk-text"
name=closed-exact-words; checked 3 "none of this judge's answers" --judge=kattis-sudokunique "$top/samples/kattis-sudokunique.in" "$tmp/x/junk-text" "$tmp/x/junk-text"
name=closed-verdict-words; checked 3 "the answer says '<<', expected 'Yes'" --judge=atcoder-abc327c "$top/samples/atcoder-abc327c.in" "$tmp/x/junk-text" "$tmp/x/junk-text"
name=closed-p1074-score; checked 3 "none of this judge's answers" --judge=luogu-p1074 "$top/samples/luogu-p1074.in" "$tmp/x/nine" "$tmp/x/nine"
name=closed-vijos-row; checked 3 "none of this judge's answers" --judge=vijos1352 "$top/samples/vijos1352.in" "$tmp/x/nine" "$tmp/x/nine"
# A verdict judge's word is worked out from the grid, never taken from
# the jury: a wrong jury word fails the judging, a wrong output word is a
# wrong answer with the reason, a missing label too.
printf 'No\n' >"$tmp/x/no"
printf 'Yes\n' >"$tmp/x/yes"
name=verdict-jury-wrong; checked 3 "^FAIL case 1: the answer says 'No', expected 'Yes' \(it is complete and keeps every rule\)" --judge=atcoder-abc327c "$top/samples/atcoder-abc327c.in" "$tmp/x/yes" "$tmp/x/no"
name=verdict-output-wrong; checked 1 "^wrong answer case 1: expected 'Yes' .*, found 'No'" --judge=atcoder-abc327c "$top/samples/atcoder-abc327c.in" "$tmp/x/no" "$tmp/x/yes"
name=verdict-same-wrong-word; checked 3 "^FAIL case 1: the answer says 'No'" --judge=atcoder-abc327c "$top/samples/atcoder-abc327c.in" "$tmp/x/no" "$tmp/x/no"
sed '2s/^4 /10 /' "$top/samples/beecrowd1383.in" >"$tmp/x/b10.in"
printf 'Instancia 1\nNAO\n\nInstancia 2\nNAO\n' >"$tmp/x/b10.ans"
printf 'NAO\nNAO\n' >"$tmp/x/b10.nolabel"
name=verdict-number-past-nine; checked 0 '^ok 2 cases' --judge=beecrowd1383 "$tmp/x/b10.in" "$tmp/x/b10.ans" "$tmp/x/b10.ans"
name=verdict-label-missing; checked 1 "^wrong answer case 1: expected 'Instancia 1' \(the case's label\), found 'NAO'" --judge=beecrowd1383 "$tmp/x/b10.in" "$tmp/x/b10.nolabel" "$tmp/x/b10.ans"
sed 's/NAO/SIM/' "$top/samples/beecrowd1383.out" >"$tmp/x/bee.sim"
name=verdict-reason; checked 1 "^wrong answer case 2: expected 'NAO' \(row 9: digit 2 twice\), found 'SIM'" --judge=beecrowd1383 "$top/samples/beecrowd1383.in" "$tmp/x/bee.sim" "$top/samples/beecrowd1383.out"
head -n 5 "$top/samples/beecrowd1383.in" >"$tmp/x/short.in"
name=verdict-input-short; checked 3 "^FAIL input case 1 \(line 2\) is no board" --judge=beecrowd1383 "$tmp/x/short.in" "$tmp/x/b10.ans" "$tmp/x/b10.ans"
printf 'GRESKA\n' >"$tmp/x/greska"
name=verdict-legal-framed; checked 3 "^FAIL case 1: the answer says 'GRESKA', expected 'OK' \(no given breaks a rule\)" --judge=coci23c1p1 "$top/samples/coci23c1p1.in" "$tmp/x/greska" "$tmp/x/greska"
printf 'true\ntrue\n' >"$tmp/x/true2"
name=verdict-legal-blanks; checked 1 "expected 'false' \(column 1: digit 8 twice\), found 'true'" --judge=leetcode36 "$top/samples/leetcode36.in" "$tmp/x/true2" "$top/samples/leetcode36.out"
# Boards of numbers (poj3435, kickstart-2013b-a, spoj-sudokuc) are read
# number by number and judged here too: a wrong word given as both answer
# and output fails the judging.
sed 's/TAK/NIE/' "$top/samples/spoj-sudokuc.out" >"$tmp/x/nie3"
name=numbers-same-wrong-word; checked 3 "^FAIL case 1: the answer says 'NIE', expected 'TAK'" --judge=spoj-sudokuc "$top/samples/spoj-sudokuc.in" "$tmp/x/nie3" "$tmp/x/nie3"
name=numbers-output-wrong; checked 1 "^wrong answer case 1: expected 'TAK' .*, found 'NIE'" --judge=spoj-sudokuc "$top/samples/spoj-sudokuc.in" "$tmp/x/nie3" "$top/samples/spoj-sudokuc.out"
name=numbers-negative; checked 0 '^ok 3 cases' --judge=spoj-sudokuc "$top/samples/spoj-sudokuc.in" "$top/samples/spoj-sudokuc.out" "$top/samples/spoj-sudokuc.out"
printf '2\n0 0 0 0\n0 0 0 0\n0 0 2 0\n0 0 0 2\n' >"$tmp/x/p3435.in"
printf 'CORRECT\n' >"$tmp/x/correct"
printf 'INCORRECT\n' >"$tmp/x/incorrect"
name=numbers-box-clash; checked 1 "^wrong answer case 1: expected 'INCORRECT' \(box 4: 2 twice\), found 'CORRECT'" --judge=poj3435 "$tmp/x/p3435.in" "$tmp/x/correct" "$tmp/x/incorrect"
name=numbers-blanks-legal; checked 0 '^ok 1 case' --judge=poj3435 "$top/samples/poj3435.in" "$top/samples/poj3435.out" "$top/samples/poj3435.out"
printf 'Case #1: No\nCase #2: No\nCase #3: Yes\n' >"$tmp/x/ks-swapped"
name=numbers-sized-cases; checked 3 "^FAIL case 1: the answer says 'Case #1: No', expected 'Case #1: Yes'" --judge=kickstart-2013b-a "$top/samples/kickstart-2013b-a.in" "$tmp/x/ks-swapped" "$tmp/x/ks-swapped"
printf '1\n11\n' >"$tmp/x/ks-big"
name=numbers-size-past-ten; checked 3 "^FAIL input case 1: size 11, expected 1 to 10" --judge=kickstart-2013b-a "$tmp/x/ks-big" "$tmp/x/ks-swapped" "$tmp/x/ks-swapped"
# and every sample's own answer is one of its judge's answers
name=closed-samples-pass
tests=$((tests + 1))
for s in "$top"/samples/*.args; do
    args=$(cat "$s")
    case $args in --judge=*) ;; *) continue ;; esac
    b=${s%.args}
    "$CHECKER" $args "$b.in" "$b.out" "$b.out" >"$tmp/log" 2>&1 || fail "$b: $(cat "$tmp/log")"
done

name=kattis-accept
tests=$((tests + 1))
"$CHECKER" --kattis "$tmp/empty.in" "$tmp/empty.ans" "$tmp/fb" <"$tmp/other.out" >"$tmp/log" 2>&1
[ $? = 42 ] && grep -q '^ok' "$tmp/fb/judgemessage.txt" || fail "not 42"
name=kattis-reject
tests=$((tests + 1))
"$CHECKER" --kattis "$tmp/empty.in" "$tmp/empty.ans" "$tmp/fb" <"$tmp/broken.out" >"$tmp/log" 2>&1
[ $? = 43 ] && grep -q '^wrong answer' "$tmp/fb/judgemessage.txt" || fail "not 43"
name=judge-accepts-42; judged 0 '^e +AC' -d e -C "sh -c 'exit 42'" -- "cat $tmp/broken.out"
name=judge-rejects-43; judged 1 '^e +WA' -d e -C "sh -c 'exit 43'" -- "cat $tmp/other.out"
name=judge-checker-fails; judged 1 '^e +FAIL' -d e -C "sh -c 'exit 3'" -- "cat $tmp/other.out"

# The validator reads a test from standard input ("-"), a pipe too (each
# file is read once), and both tools compile as C++ (Polygon builds them
# as C++).
name=validate-stdin-pipe; outcome 0 '^-  +poj3074 +2 +2 .* ok' sh -c "cat '$top/samples/poj3074-1.in' | '$VALIDATE' --judge=poj3074 -"
name=validate-stdin-layout; outcome 0 '1 file: 1 valid' sh -c "cat '$top/samples/poj3074-1.in' | '$VALIDATE' --layout=line-end -"
if command -v g++ >/dev/null; then
    for tool in validate checker; do
        name=$tool-as-cxx
        tests=$((tests + 1))
        g++ -std=c++17 -x c++ -Wall -Wextra -Wno-unused-function -Werror -fsyntax-only \
            "$top/judge/$tool.c" >"$tmp/log" 2>&1 || fail "$(head -n 5 "$tmp/log")"
    done
fi

# The validator: strict where the solver is lenient.
mkdir "$tmp/v"
cd "$tmp/v"
printf '1\n%s\n' "$GRID" >good.in
name=validate-good;      validated 0 'good.in +t-grid +1 +1 .* ok' --layout=t-grid good.in
printf '1\r\n%s\n' "$GRID" >cr.in
name=validate-cr;        validated 1 'cr.in:1: CR before the line end' --layout=t-grid cr.in
printf '1\n%s \n' "$GRID" >space.in
name=validate-trailing;  validated 1 'space.in:10: trailing blank at column 10' --layout=t-grid space.in
printf '1\n%s' "$GRID" >nonl.in
name=validate-final-nl;  validated 1 'nonl.in:10: no newline at the end of the file' --layout=t-grid nonl.in
printf '2\n%s\n' "$GRID" >more.in
name=validate-count-big; validated 1 'more.in:10: the count says 2 cases, the file has 1' --layout=t-grid more.in
printf '1\n%s\n%s\n' "$GRID" "$GRID" >less.in
name=validate-count-small; validated 1 'less.in:11: data after the 1 cases the count announced' --layout=t-grid less.in
printf '01\n%s\n' "$GRID" >zero.in
name=validate-leading-zero; validated 1 'zero.in:1: the case count must be' --layout=t-grid zero.in
printf '1\n\n%s\n' "$GRID" >blank.in
name=validate-blank;     validated 1 'blank.in:2: blank line' --layout=t-grid blank.in
printf '1\n%s\n' "$GRID" | sed '4s/0/./' >char.in
name=validate-char;      validated 1 "char.in:4: column 1: '.' is not 1-9 or the blank '0'" --layout=t-grid char.in
printf '1\n%s\n' "$GRID" | sed '4s/0$//' >short.in
name=validate-short;     validated 1 'short.in:4: 8 characters, expected 9' --layout=t-grid short.in
printf '%s\n' "$P" >noend.in
name=validate-no-end;    validated 1 "noend.in:1: the file ends without a line 'end'" --layout=line-end noend.in
printf '%s\nend\n%s\n' "$P" "$P" >afterend.in
name=validate-after-end; validated 1 "afterend.in:3: data after the line 'end'" --layout=line-end afterend.in
printf '%s\n' "$E" >multi.in
name=validate-not-unique; validated 1 'multi.in:1: case 1 has more than one solution' --layout=line multi.in
name=validate-any-count; validated 0 'multi.in .* ok' --layout=line --any-count multi.in
printf '%s\n' '.123456789.......................................................................' >none.in
name=validate-no-solution; validated 1 'none.in:1: case 1 has no solution' --layout=line none.in
printf '%s\n' "$P" >p.in
name=validate-not-minimal; validated 1 'p.in:1: case 1 is not minimal: the 2 at row 1, column 2 can go' --layout=line --minimal p.in
sed -n 2p "$top/tests/data/hard.txt" >min.in
name=validate-minimal;   validated 0 'min.in .* 1 +1 +ok' --minimal --layout=line min.in
files=$(ls ./*.in | wc -l)
name=validate-folder;    validated 1 "^$files files: 1 valid, $((files - 1)) invalid" --layout=t-grid .
name=validate-usage;     validated 2 "^validate: --layout wants .*, not 'square'" --layout=square good.in
# --answers: an answer file read as strictly, checked against its input.
printf '%s\n' "$P" >a.in
printf '%s\n' "$S" >a.out
name=validate-answers-ok;     validated 0 'a.in .* ok' --layout=line --answers a.in
printf '%s\n' "$S" | tr 12 21 >given.out
name=validate-answers-given;  validated 1 'given.out:1: case 1, row 1, column 2: given 2 changed to 1' --layout=line --answers=given.out a.in
printf '%s\n' "$E" >e.in
"$top/solver" <e.in | sed 's/^\(.\)\(.\)/\2\1/' >rule.out
name=validate-answers-rule;   validated 1 'rule.out:1: case 1, (column|box) [0-9]: digit [0-9] twice' --layout=line --any-count --answers=rule.out e.in
printf 'IMPOSSIBLE\n' >imp.out
name=validate-answers-false-impossible; validated 1 "imp.out:1: case 1: expected its solution, found 'IMPOSSIBLE'" --layout=line --answers=imp.out a.in
: >empty.out
name=validate-answers-empty;  validated 1 'empty.out:1: the answers end before case 1' --layout=line --answers=empty.out a.in
printf '%s\n%s\n' "$S" "$S" >long.out
name=validate-answers-extra;  validated 1 "long.out:2: the answers go on after the input's 1 case" --layout=line --answers=long.out a.in
printf '%s\n' '.123456789.......................................................................' >n.in
name=validate-answers-impossible; validated 0 'n.in .* ok' --layout=line --solutions=0 --answers=imp.out n.in
name=validate-answers-grid-for-none; validated 1 'a.out:1: case 1 has no solution, but its answer is a grid' --layout=line --solutions=0 --answers=a.out n.in
printf '%s\n' "$GRID_OUT" >g.out
name=validate-answers-t-grid; validated 0 'good.in .* ok' --layout=t-grid --answers=g.out good.in
name=validate-answers-one-file; validated 2 '^validate: --answers=FILE goes with one input file' --layout=line --answers=a.out a.in n.in
name=validate-help;      validated 0 '^usage: validate' --help
name=checker-help;       checked 0 '^usage: checker' --help
name=validate-dot-grid;  validated 0 'leetcode37-1.in +grid +1 +1 .* ok' --layout=grid "$top/samples/leetcode37-1.in"
printf '1\n%s\n' "$GRID" | sed '4s/0/./; 6s/0/./g' >mixed.in
name=validate-mixed-blanks; validated 1 "mixed.in:4: column 1: '.' is not 1-9 or the blank '0'" --layout=t-grid mixed.in
printf '%s\n' "$P" | tr . 0 >zeros.in
name=validate-zero-line; validated 0 'zeros.in .* ok' --layout=line zeros.in

# validate --judge=NAME takes each judge's statement sample with no other
# option (several solutions, none, illegal givens where the judge has them);
# a judge that reads one grid rejects two.
for args in "$top"/samples/*.args; do
    n=$(basename "$args" .args)
    judge=$(sed -n 's/^--judge=\([^ ]*\)$/\1/p' "$args")
    [ -n "$judge" ] || continue
    "$VALIDATE" --judge="$judge" "$tmp/none" >/dev/null 2>&1
    [ $? = 2 ] && continue                  # no test data format (leetcode)
    name=validate-sample-$n; validated 0 ' ok$' --judge="$judge" --answers "$top/samples/$n.in"
done
cat "$top/samples/luogu-p1074.in" "$top/samples/luogu-p1074.in" >"$tmp/two-grids.in"
name=validate-one-grid-judge; validated 1 'the judge reads one' --judge=luogu-p1074 "$tmp/two-grids.in"
"$top/judge/generate" --seed=2 --judge=spoj-sudoku --count=10 | sed '1s/.*/11/' >"$tmp/eleven.in"
"$top/judge/generate" --seed=3 --judge=spoj-sudoku --count=1 | tail -n +2 | { echo; cat; } >>"$tmp/eleven.in"
name=validate-spoj-sudoku-at-most-10; validated 1 '11 cases: the judge.s statement allows at most 10' --judge=spoj-sudoku "$tmp/eleven.in"

# make judge passes CMD with any quoting a shell accepts.
mkdir "$tmp/q"
printf '%s\n' '.123456789.......................................................................' >"$tmp/q/none.in"
printf 'No solution\n' >"$tmp/q/none.out"
name=make-judge-quoted-cmd
outcome 0 '^1/1 AC' make -s -C "$top" judge SAMPLES="$tmp/q" \
    CMD="$top/solver --no-solution='No solution'"

# --variant and --rules: the lines and rules judge/generate writes, each
# rule of the table checked, in the puzzle and in its answer.
mkdir "$tmp/var" && cd "$tmp/var"
GEN=$top/judge/generate
"$GEN" --variant=jigsaw --count=3 --seed=2 --answers=j.out >j.in
"$GEN" --variant=killer --count=3 --seed=2 --answers=k.out >k.in
"$GEN" --rules=x --count=3 --seed=2 --answers=x.out >x.in
"$GEN" --variant=jigsaw --size=16 --count=1 --seed=2 --answers=j16.out >j16.in
name=validate-jigsaw-ok; validated 0 'j.in +jigsaw +3 +3 .* ok' --variant=jigsaw --answers=j.out j.in
name=validate-jigsaw16-ok; validated 0 'j16.in +jigsaw +1 +1 .* ok' --variant=jigsaw --answers=j16.out j16.in
name=validate-killer-ok; validated 0 'k.in +killer +3 +3 .* ok' --variant=killer --answers=k.out k.in
name=validate-x-ok; validated 0 'x.in +line +3 +3 .* ok' --rules=x --answers=x.out x.in --layout=line
name=validate-x-plain-many; validated 1 'x.in:1: case 1 has more than one solution' --layout=line x.in
# A region of eight cells and one of ten (the first label of a nine made
# another's).
awk '{ l = $2; c = substr(l, 1, 1); d = (c == "0") ? "1" : "0"; sub(/^./, d, l); print $1, l; exit }' j.in >j-size.in
name=validate-jigsaw-region-size; validated 1 "j-size.in:1: region '.' has (8|10) cells, a region needs 9" --variant=jigsaw j-size.in
sed -n 1p j.in | sed 's/ .*/ /' >j-short.in
name=validate-jigsaw-no-labels; validated 1 'j-short.in:1: (trailing blank|expected 81 cells, a blank and 81 labels)' --variant=jigsaw j-short.in
head -n 1 k.in | sed 's/ [^ ]*=[0-9]*$//' >k-nosum.in
name=validate-killer-no-sum; validated 1 "k-nosum.in:1: cage '.' has no sum" --variant=killer k-nosum.in
head -n 1 k.in | sed 's/=[0-9]*$/=99/' >k-bad-sum.in
name=validate-killer-impossible-sum; validated 1 "k-bad-sum.in:1: cage '.' of [0-9] cells cannot sum to 99" --variant=killer k-bad-sum.in
head -n 1 k.in | sed 's/$/ Z9=3/' >k-token.in
name=validate-killer-bad-token; validated 1 "k-token.in:1: 'Z9=3' is not LABEL=SUM" --variant=killer k-token.in
# Answers: two digits of a row swapped break a column (and more).
head -n 1 j.in >j1.in
head -n 1 j.out | sed 's/^\(.\)\(.\)/\2\1/' >j1-swapped.out
name=validate-jigsaw-answer-broken; validated 1 'j1-swapped.out:1: case 1: (digit [0-9] twice|expected its solution)' --variant=jigsaw --answers=j1-swapped.out j1.in
head -n 1 k.in >k1.in
head -n 1 k.out | sed 's/^\(.\)\(.\)/\2\1/' >k1-swapped.out
name=validate-killer-answer-broken; validated 1 'k1-swapped.out:1: case 1' --variant=killer --answers=k1-swapped.out k1.in
name=validate-variant-alone; validated 2 'validate: --variant, --rules and --judge go alone' --variant=jigsaw --layout=grid j.in
name=validate-rules-bad; validated 2 "validate: --rules wants x, windoku, antiknight, antiking, nonconsecutive, comma-separated, not 'y'" --rules=y --layout=line x.in
cd "$tmp"

# make help names every target a user may type (not the test binaries).
name=make-help-lists-targets
tests=$((tests + 1))
make -s -C "$top" help >"$tmp/help" 2>&1
for target in $(sed -n 's/^\([a-z][a-z/-]*\):.*/\1/p' "$top/Makefile" | grep -v '^tests/' | sort -u); do
    grep -Eq "make ([a-z/-]+, )*$target[:,]" "$tmp/help" || fail "make help does not list $target"
done

# Jutge's framed grids: its own sample passes, and a frame that is not the
# one its judge prints (a rule missing, dashes without '+', a blank too
# many, no bars at all) is a presentation error.
J=$top/samples/jutge-p78955
name=checker-framed; checked 0 '^ok 2 cases' --judge=jutge-p78955 "$J.in" "$J.out" "$J.out"
sed '4d' "$J.out" >"$tmp/f1"
name=checker-framed-no-rule; checked 2 "output line 4: expected '------\\+-------\\+------'" --judge=jutge-p78955 "$J.in" "$tmp/f1" "$J.out"
sed '4s/.*/---------------------/' "$J.out" >"$tmp/f2"
name=checker-framed-dashes; checked 2 'output line 4: expected' --judge=jutge-p78955 "$J.in" "$tmp/f2" "$J.out"
sed '2s/ | /  | /' "$J.out" >"$tmp/f3"
name=checker-framed-blank; checked 2 'output line 2: expected .7 5 3 \| 2 6 4 \| 9 8 1.' --judge=jutge-p78955 "$J.in" "$tmp/f3" "$J.out"
sed '/+/d; s/ |//g' "$J.out" >"$tmp/f4"
name=checker-framed-plain; checked 2 'expected a framed grid of spaced cells, found a grid of spaced cells' --judge=jutge-p78955 "$J.in" "$tmp/f4" "$J.out"

# A problem that reads and writes named files: judged on the file written;
# a program that answers on stdout alone gets WA.
mkdir "$tmp/nf" && cp "$top/samples/gvu-sudoku".* "$tmp/nf"
printf '#!/bin/sh\ncat "%s"\n' "$top/samples/gvu-sudoku.out" >"$tmp/stdout-only"
chmod +x "$tmp/stdout-only"
name=judge-named-files; judged 0 '^gvu-sudoku +AC' -d "$tmp/nf" -- "$top/solver"
name=judge-named-files-stdout; judged 1 'no file sudoku.out written' -d "$tmp/nf" -- "$tmp/stdout-only"

# A claim of no solution is a whole line: junk holding the word, given as
# both answer and output on a board the checker cannot search (16x16),
# fails the judging.
printf 'xIMPOSSIBLEx\n' >"$tmp/junk-claim"
name=checker-claim-whole-line; checked 3 "neither a solution nor a claim of no solution: 'xIMPOSSIBLEx'" --judge=poj3076 "$top/samples/poj3076.in" "$tmp/junk-claim" "$tmp/junk-claim"

# Constraint text with blanks between its items, as the solver reads it
# (ISS and f-puzzles write none): read, not refused as no puzzle.
printf '.Thermo~R1C1~R1C2 .~R1C1_4\n' >"$tmp/ctb.in"
"$top/solver" <"$tmp/ctb.in" >"$tmp/ctb.ans"
sed 's/^4/5/' "$tmp/ctb.ans" >"$tmp/ctb-wrong"
name=checker-constraint-text-blanks; checked 0 '^ok 1 case' "$tmp/ctb.in" "$tmp/ctb.ans" "$tmp/ctb.ans"
name=checker-constraint-text-blanks-wrong; checked 1 'given 4 changed to 5' "$tmp/ctb.in" "$tmp/ctb-wrong" "$tmp/ctb.ans"

# make validator's single file (Polygon, Codeforces, Kattis): the test on
# standard input, testlib's exit codes (Kattis's with two macros), the
# reason with its line on standard error, --testset/--group taken.
name=make-validator; outcome 0 '^ready: submit/validator-hdu4069.c' make -s -C "$top" validator JUDGE=hdu4069
# (-O0 here: these read exit codes; make validator built it -O2 and -Werror)
cc -O0 -o "$tmp/val" "$top/submit/validator-hdu4069.c" 2>"$tmp/cc.log" || fail "does not compile: $(head -3 "$tmp/cc.log")"
cc -O0 -DVALIDATOR_VALID=42 -DVALIDATOR_INVALID=43 -o "$tmp/val-kattis" "$top/submit/validator-hdu4069.c" || fail "does not compile for Kattis"
H=$top/samples/hdu4069.in
name=validator-valid; outcome 0 '^rc=0$' sh -c "'$tmp/val' --testset tests --group 1 <'$H'; echo rc=\$?"
sed '3s/ $//; 3s/$/ /' "$H" >"$tmp/bad.in"
name=validator-invalid; outcome 3 '^stdin:3: ' sh -c "'$tmp/val' <'$tmp/bad.in'"
name=validator-kattis-valid; outcome 0 '^rc=42$' sh -c "'$tmp/val-kattis' <'$H'; echo rc=\$?"
name=validator-kattis-invalid; outcome 43 '^stdin:3: ' sh -c "'$tmp/val-kattis' <'$tmp/bad.in'"
name=validator-argument; outcome 2 "unknown argument 'x.in'" "$tmp/val" x.in
name=make-validator-unknown; outcome 2 '^usage: make validator' sh "$top/judge/make-validator.sh" nosuchjudge

# Every sample's expected output passes the checker: independent of solver.c.
cd "$top/samples"
for f in *.in; do
    n=${f%.in}
    name=sample-$n
    [ -f "$n.args" ] && continue
    checked 0 '^ok' "$f" "$n.out" "$n.out"
done

finish judge
