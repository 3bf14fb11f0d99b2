#!/bin/sh
# testdata.sh - a problem setter's pipeline in one command (make testdata):
# generate, validate the inputs, check the answers, judge ./solver.
# usage: sh judge/testdata.sh JUDGE N [DIFFICULTY] [OUT] [SEED]
set -u
judge=${1:-} n=${2:-10} difficulty=${3:-} out=${4:-testdata} seed=${5:-1}

# Each problem's layout (judge/validate's names) and cases per file.
case $judge in
    poj2676|luogu-p10481) layout=t-grid cases=5 ;;
    poj3074|luogu-p10482) layout=line-end cases=5 ;;
    luogu-p1784) layout=spaced-grid cases=1 ;;
    auto|line) layout=line cases=5 ;;
    *) echo "testdata: JUDGE=NAME, one of: poj2676 luogu-p10481 poj3074" \
            "luogu-p10482 luogu-p1784 auto (other profiles' layouts are" \
            "not generated yet)" >&2
       exit 2 ;;
esac
case $n in
    ''|*[!0-9]*|0) echo "testdata: N must be a number from 1" >&2; exit 2 ;;
esac
[ -n "$difficulty" ] && level="--difficulty=$difficulty" || level=
mkdir -p "$out" || exit 2

k=1
while [ "$k" -le "$n" ]; do
    judge/generate --seed=$((seed * 100000 + k)) --count=$cases \
        --layout=$layout $level --answers="$out/$judge-$k.out" \
        >"$out/$judge-$k.in" || exit 1
    k=$((k + 1))
done

status=0
judge/validate --layout=$layout --answers "$out" >"$out/validate.log" 2>&1 ||
    status=1
valid=$(grep -c ' ok$' "$out/validate.log")
judge/judge -d "$out" -- "./solver --judge=$judge" >"$out/judge.log" 2>&1 ||
    status=1
accepted=$(grep -Ec '^[^ ]+ +AC +[0-9]' "$out/judge.log")
judge/judge -d "$out" -C judge/checker -- "./solver --judge=$judge" \
    >"$out/checker.log" 2>&1 || status=1
checked=$(grep -Ec '^[^ ]+ +AC +[0-9]' "$out/checker.log")

echo "testdata: $n files in $out/ ($judge-K.in, $judge-K.out; $cases case(s) each, layout $layout${difficulty:+, $difficulty})"
echo "  inputs and answers valid (judge/validate --answers): $valid/$n"
echo "  ./solver --judge=$judge, compared with the answers:  $accepted/$n AC"
echo "  ./solver --judge=$judge, judged by judge/checker:    $checked/$n AC"
[ $status = 0 ] || echo "  see $out/validate.log, $out/judge.log, $out/checker.log"
exit $status
