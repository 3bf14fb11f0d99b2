#!/bin/sh
# testdata.sh - a problem setter's pipeline in one command (make testdata):
# generate, validate the inputs, check the answers, judge ./solver.
# usage: sh judge/testdata.sh JUDGE N [DIFFICULTY] [OUT] [SEED]
# JUDGE is a profile of ./solver --judge=list with a test data format
# (judge/formats.h); its files are in that judge's own format.
set -u
judge=${1:-} n=${2:-10} difficulty=${3:-} out=${4:-testdata} seed=${5:-1}

if [ -z "$judge" ]; then
    echo "usage: make testdata JUDGE=NAME [N=10] [DIFFICULTY=level] [OUT=dir] [SEED=1]" >&2
    exit 2
fi
[ "$judge" = line ] && judge=auto            # the name it had first
case $n in
    ''|*[!0-9]*|0) echo "testdata: N must be a number from 1" >&2; exit 2 ;;
esac
[ -n "$difficulty" ] && level="--difficulty=$difficulty" || level=
mkdir -p "$out" || exit 2
# The logs go beside OUT, not into it: OUT holds only what a setter uploads.
logs="$out.logs"
mkdir -p "$logs" || exit 2

k=1
while [ "$k" -le "$n" ]; do
    sols=1                                   # atcoder-abc327c: Yes, No, ...
    [ "$judge" = atcoder-abc327c ] && [ $((k % 2)) = 0 ] && sols=0
    judge/generate --seed=$((seed * 100000 + k)) --judge="$judge" $level \
        --solutions=$sols \
        --answers="$out/$judge-$k.out" >"$out/$judge-$k.in" || {
        rm -f "$out/$judge-$k.in" "$out/$judge-$k.out"
        exit 2
    }
    k=$((k + 1))
done

status=0
judge/validate --judge="$judge" --answers "$out" >"$logs/validate.log" 2>&1 ||
    status=1
valid=$(grep -c ' ok$' "$logs/validate.log")
cases=$(awk -v f="$out/$judge-1.in" '$1 == f { print $3 }' "$logs/validate.log")
judge/judge -d "$out" -- "./solver --judge=$judge" >"$logs/judge.log" 2>&1 ||
    status=1
accepted=$(grep -Ec '^[^ ]+ +AC +[0-9]' "$logs/judge.log")

# judge/checker reads lines and grids of 4x4 to 25x25 (not size lines,
# `---` separators or `Grid NN` headers)
case $judge in
    auto|poj2676|luogu-p10481|poj3074|luogu-p10482|luogu-p1784|hdu2780|\
    poj3076|acwing169|spoj-sudoku|hdu1426|kattis-sudokunique|uva10957)
        judge/judge -d "$out" -C judge/checker -- "./solver --judge=$judge" \
            >"$logs/checker.log" 2>&1 || status=1
        checked="$(grep -Ec '^[^ ]+ +AC +[0-9]' "$logs/checker.log")/$n AC" ;;
    *) checked="n/a (size lines, separators or headers)" ;;
esac

echo "testdata: $n files in $out/ ($judge-K.in, $judge-K.out; ${cases:-?} case(s) each, $judge's own format${difficulty:+, $difficulty})"
echo "  inputs and answers valid (judge/validate --judge=$judge --answers): $valid/$n"
echo "  ./solver --judge=$judge, compared with the answers:  $accepted/$n AC"
echo "  ./solver --judge=$judge, judged by judge/checker:    $checked"
[ $status = 0 ] || echo "  see the logs in $logs/"
exit $status
