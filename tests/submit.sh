#!/bin/sh
# submit.sh - tests of make submit (judge/submit.sh): every profile's file
# is cut, compiled with its judge's flags and -Werror and judged on its
# samples, and stays at or under the size tests/submit-sizes.txt records
# for it; an #if the cut cannot decide stops it loudly.
#   sh tests/submit.sh        (from the top folder, after make)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)
JOBS=${JOBS:-2}

# A copy of what the cut reads, with a condition spelt two ways: in
# brackets (decided as the bare name is) and misspelt (undecided: an
# error, where a compiler would take it as 0 and drop the code).
mkdir -p "$tmp/tree/judge"
cp -r "$top/src" "$tmp/tree/"
cp "$top/judge/submit.sh" "$top/judge/tighten.pl" "$tmp/tree/judge/"
cp "$top/solver" "$tmp/tree/"
first=$(grep -n '^#if CARRY_ONE_JUDGE_WAYS$' "$top/src/answers.c" | head -n 1 | cut -d: -f1)
sed "${first}s/.*/#if (CARRY_ONE_JUDGE_WAYS)/" "$top/src/answers.c" >"$tmp/tree/src/answers.c"
name=bracketed-condition-decided
tests=$((tests + 1))
(cd "$tmp/tree" && sh judge/submit.sh auto >"$tmp/log" 2>&1)
# (it stops at judging: the copy has no samples; the cut is what counts)
grep -q 'CARRY_ONE_JUDGE_WAYS' "$tmp/tree/submit/auto.c" 2>/dev/null &&
    fail "a bracketed CARRY_ condition was left in the file"
[ -s "$tmp/tree/submit/auto.c" ] || fail "no file: $(cat "$tmp/log")"
sed "${first}s/.*/#if CARRY_ONE_JUDGE_WAY/" "$top/src/answers.c" >"$tmp/tree/src/answers.c"
name=misspelt-condition-fails
tests=$((tests + 1))
if (cd "$tmp/tree" && sh judge/submit.sh auto >"$tmp/log" 2>&1); then
    fail "a misspelt CARRY_ name was cut without a word"
fi
grep -q "submit: #if lines the cut cannot decide" "$tmp/log" &&
    grep -q "#if CARRY_ONE_JUDGE_WAY$" "$tmp/log" || fail "$(cat "$tmp/log")"

# Every profile, JOBS at a time: each one test.
mkdir "$tmp/each"
"$SOLVER" --judge=list | awk '{ print $1 }' >"$tmp/names"
(cd "$top" && xargs -P "$JOBS" -I NAME sh -c \
    'sh judge/submit.sh NAME >"$0/NAME.log" 2>&1; echo $? >"$0/NAME.rc"' "$tmp/each" <"$tmp/names")
while read -r judge; do
    name=submit-$judge
    tests=$((tests + 1))
    if [ "$(cat "$tmp/each/$judge.rc")" != 0 ]; then
        fail "$(tail -n 5 "$tmp/each/$judge.log")"
        continue
    fi
    bytes=$(wc -c <"$top/submit/$judge.c")
    most=$(awk -v n="$judge" '$1 == n { print $2 }' "$top/tests/submit-sizes.txt")
    if [ -z "$most" ]; then
        fail "no size for $judge in tests/submit-sizes.txt ($bytes bytes now)"
    elif [ "$bytes" -gt "$most" ]; then
        fail "submit/$judge.c has $bytes bytes, over the $most it had"
    fi
done <"$tmp/names"

# An alias is cut as its profile is, wherever the row's aliases run on to
# another line (lanqiao-sudoku is on the second line of its row's).
name=submit-alias-on-a-later-line
tests=$((tests + 1))
if (cd "$top" && sh judge/submit.sh lanqiao-sudoku >"$tmp/alias.log" 2>&1); then
    grep -q '"lanqiao-sudoku"' "$top/submit/lanqiao-sudoku.c" ||
        fail "submit/lanqiao-sudoku.c does not name its profile"
else
    fail "$(tail -n 5 "$tmp/alias.log")"
fi
# The last squeeze keeps every blank two tokens need and no other, and
# shortens hex numbers only where their type stays.
name=tighten-keeps-tokens-apart
tests=$((tests + 1))
cat >"$tmp/loose.c" <<'EOF'
#define SHIFT (x)
int f(int a, int b) { return a - -b + a + ++b - 0x0F + 0x1FFu + 0xFFFFFFFF; }
x = a / *p; y = a << =b; z = c::d; s = L "x"; t = "a" "b"; u = "x" s; v = 'a' - 1;
q = 1e5 - 2; r = 0x1FFFFFFFEe - 1; w = a . 5; g = 0x0000000000ABCDEF01 + 0x00AB;
EOF
cat >"$tmp/tight.want" <<'EOF'
#define SHIFT (x)
int f(int a,int b){return a- -b+a+ ++b-15+511u+0xFFFFFFFF;}
x=a/ *p;y=a<< =b;z=c::d;s=L "x";t="a" "b";u="x" s;v='a'-1;
q=1e5-2;r=0x1FFFFFFFEe -1;w=a. 5;g=0xABCDEF01+171;
EOF
perl -n "$top/judge/tighten.pl" "$tmp/loose.c" >"$tmp/tight.got"
cmp -s "$tmp/tight.want" "$tmp/tight.got" ||
    fail "$(diff "$tmp/tight.want" "$tmp/tight.got")"

finish submit
