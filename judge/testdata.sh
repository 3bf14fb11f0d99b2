#!/bin/sh
# testdata.sh - a problem setter's pipeline in one command (make testdata):
# generate, validate the inputs, check the answers, judge ./solver.
# usage: sh judge/testdata.sh JUDGE N [DIFFICULTY] [OUT] [SEED] [MIX] [CASES]
# MIX: the kinds of cases in turn, as judge/generate --mix takes them
# (unique:6,many:2,none:1,illegal:1); by default the judge's own (judge).
# CASES: cases a file (for judges that read several); by default what one
# of the judge's files usually holds.  One SEED draws other puzzles for
# each judge (the judge's name is mixed into each file's seed).
# JUDGE is a profile of ./solver --judge=list with a test data format
# (judge/formats.h); its files are in that judge's own format.
set -u
judge=${1:-} n=${2:-10} difficulty=${3:-} out=${4:-testdata} seed=${5:-1}
mix=${6:-judge} cases=${7:-}

if [ -z "$judge" ]; then
    echo "usage: make testdata JUDGE=NAME [N=10] [DIFFICULTY=level] [OUT=dir] [SEED=1] [MIX=judge|unique:6,many:2,none:1,illegal:1]" >&2
    exit 2
fi
[ "$judge" = line ] && judge=auto            # the name it had first
case $n in
    ''|*[!0-9]*|0) echo "testdata: N must be a number from 1" >&2; exit 2 ;;
esac
case $cases in
    '') count= ;;
    *[!0-9]*|0) echo "testdata: CASES must be a number from 1" >&2; exit 2 ;;
    *) count=--count=$cases ;;
esac
# A number from the judge's name, so that one SEED gives each judge its
# own puzzles (below 10^5, times 10^13: above any SEED * 10^5 + K).
judge_salt=$(( $(printf '%s' "$judge" | cksum | cut -d' ' -f1) % 100000 ))
[ -n "$difficulty" ] && level="--difficulty=$difficulty" || level=
mkdir -p "$out" || exit 2
# The logs go beside OUT, not into it: OUT holds only what a setter uploads.
logs="$out.logs"
mkdir -p "$logs" || exit 2

k=1 start=1
: >"$logs/generate.log"
while [ "$k" -le "$n" ]; do
    # Judges with a size line get every size they allow, in turn.
    case $judge in
        uva989) sizes="9 4 1" ;;
        hdu3909) sizes="9 4 16" ;;
        mindcoding-fiendish) sizes="9 4 16 25 1" ;;
        poj3435|kickstart-2013b-a) sizes="9 4 100 1 16 25" ;;
        codechef-nsudoku) sizes="9 4 25 100 1 900" ;;
        *) sizes= ;;
    esac
    size= kinds=$mix
    if [ -n "$sizes" ]; then
        set -- $sizes
        first=$1
        if [ "$k" -gt "$#" ] && [ "$(eval echo "\${$(((k - 1) % $# + 1))}")" = 1 ]; then
            size=--size=$first            # 1x1 has one puzzle: one file of it
        else
            shift $(((k - 1) % $#))
            size=--size=$1
        fi
    fi
    [ "$size" = --size=1 ] && kinds=unique:1 # 1x1: one solution, always
    [ -t 2 ] && printf '\rtestdata: generating %d/%d ' "$k" "$n" >&2
    judge/generate --seed=$((judge_salt * 10000000000000 + seed * 100000 + k)) \
        --judge="$judge" $level $size $count --mix="$kinds" --mix-start=$start --quiet \
        --answers="$out/$judge-$k.out" >"$out/$judge-$k.in" \
        2>>"$logs/generate.log" || {
        cat "$logs/generate.log" >&2
        rm -f "$out/$judge-$k.in" "$out/$judge-$k.out"
        exit 2
    }
    [ "$kinds" = "$mix" ] && start=$((start + 1))
    k=$((k + 1))
done
[ -t 2 ] && printf '\rtestdata: checking...             \r' >&2
kinds=$(awk '/^generate: mix:/ { u += $3; m += $5; n += $7; i += $9 }
    END { printf "%d unique, %d many, %d none, %d illegal", u, m, n, i }' "$logs/generate.log")

status=0
any=                                         # a MIX of the setter's own:
[ "$mix" != judge ] && any=--solutions=any   # whatever counts it asked for
judge/validate --judge="$judge" $any --answers "$out" >"$logs/validate.log" 2>&1 ||
    status=1
valid=$(grep -c ' ok$' "$logs/validate.log")
cases=$(awk -v f="$out/$judge-1.in" '$1 == f { print $3 }' "$logs/validate.log")
# codechef-nsudoku: any board keeping the givens is right, and the answer
# is the board they came from, not ./solver's: only the checker judges it
# (with 5 s, the 900x900 board's fill taking about 2 s).  Limits are in
# CPU time (judge -T), as the judges count it: a busy machine makes no TLE.
limit=1 compare=1
[ "$judge" = codechef-nsudoku ] && limit=5 compare=0
if [ $compare = 1 ]; then
    judge/judge -T $limit -d "$out" -- "./solver --judge=$judge" >"$logs/judge.log" 2>&1 ||
        status=1
    accepted="$(grep -Ec '^[^ ]+ +AC +[0-9]' "$logs/judge.log")/$n AC"
else
    accepted="not compared (any board keeping the givens is right)"
fi

# judge/checker --judge=NAME reads the judge's own framing and rules.
judge/judge -T $limit -d "$out" -C "judge/checker --judge=$judge" -- "./solver --judge=$judge" \
    >"$logs/checker.log" 2>&1 || status=1
checked="$(grep -Ec '^[^ ]+ +AC +[0-9]' "$logs/checker.log")/$n AC"

echo "testdata: $n files in $out/ ($judge-K.in, $judge-K.out; ${cases:-?} case(s) each, $judge's own format${difficulty:+, $difficulty})"
echo "  cases by kind (MIX=$mix): $kinds"
echo "  inputs and answers valid (judge/validate --judge=$judge --answers): $valid/$n"
echo "  ./solver --judge=$judge, compared with the answers:  $accepted"
echo "  ./solver --judge=$judge, judged by judge/checker:    $checked"
[ $status = 0 ] || echo "  see the logs in $logs/"
exit $status
