#!/bin/sh
# testlib.sh - judge/checker beside testlib's own wcmp, built from a
# checkout of MikeMirzayanov/testlib that is never part of this tree: the
# same exit codes and the same report (plain and -appes XML) shapes for
# accepted, wrong, junk, missing output and --testset/--group runs.  Then
# make validator's single file beside a testlib validator of the same
# format (tests/testlib_poj3074.cpp): the same verdict on whitespace.
#   TESTLIB=/path/to/testlib sh tests/testlib.sh   (make testlib-compare)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)
CHECKER=$top/judge/checker
if [ ! -f "${TESTLIB:-}/testlib.h" ] || [ ! -f "${TESTLIB:-}/checkers/wcmp.cpp" ]; then
    echo "testlib: set TESTLIB to a checkout of MikeMirzayanov/testlib"
    exit 2
fi
g++ -O2 -std=c++17 -I "$TESTLIB" -o "$tmp/wcmp" "$TESTLIB/checkers/wcmp.cpp" || exit 2
I=$top/samples/poj3074-1.in
A=$top/samples/poj3074-1.out
printf 'a<b&"c\n' >"$tmp/junk.out"
sed 's/5/6/' "$A" >"$tmp/wrong.out"

# same NAME ARGS...: both checkers on ARGS (REPORT stands for a report
# file of each); the exit codes must agree, and with a report, its outcome
# attribute (-appes) or its being one line of text.
same() {
    name=$1
    shift
    tests=$((tests + 1))
    args1=$(echo "$*" | sed "s#REPORT#$tmp/r1#")
    args2=$(echo "$*" | sed "s#REPORT#$tmp/r2#")
    rm -f "$tmp/r1" "$tmp/r2"
    # shellcheck disable=SC2086
    "$tmp/wcmp" $args1 >/dev/null 2>&1
    e1=$?
    # shellcheck disable=SC2086
    "$CHECKER" $args2 >/dev/null 2>&1
    e2=$?
    [ "$e1" = "$e2" ] || fail "testlib exits $e1, ours $e2"
    if [ -f "$tmp/r1" ]; then
        o1=$(sed -n 's/.*<result outcome = "\([a-z-]*\)".*/\1/p' "$tmp/r1")
        o2=$(sed -n 's/.*<result outcome = "\([a-z-]*\)".*/\1/p' "$tmp/r2")
        [ "$o1" = "$o2" ] || fail "outcome '$o1' against ours '$o2'"
        [ "$(wc -l <"$tmp/r1")" = "$(wc -l <"$tmp/r2")" ] ||
            fail "report lines: $(wc -l <"$tmp/r1") against ours $(wc -l <"$tmp/r2")"
        if command -v python3 >/dev/null && [ -n "$o2" ]; then
            python3 -c "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])" "$tmp/r2" ||
                fail "our XML does not parse"
        fi
    fi
}
same accepted "$I" "$A" "$A"
same wrong "$I" "$tmp/wrong.out" "$A"
same junk "$I" "$tmp/junk.out" "$A"
same missing-output "$I" "$tmp/nowhere.out" "$A"
same report-plain "$I" "$tmp/wrong.out" "$A" REPORT
same report-appes "$I" "$tmp/junk.out" "$A" REPORT -appes
same report-APPES "$I" "$A" "$A" REPORT -APPES
same testset-group --testset tests --group 1 "$I" "$A" "$A"
same group-after "$I" "$tmp/wrong.out" "$A" --group 2

# The validators: ours (make validator JUDGE=poj3074, compiled as C) and
# testlib's, on the same bytes: both exit 0, or both 3.
sh "$top/judge/make-validator.sh" poj3074 >/dev/null || fail "make validator"
cc -O2 -o "$tmp/ours" "$top/submit/validator-poj3074.c" || exit 2
g++ -O2 -std=c++17 -I "$TESTLIB" -o "$tmp/tlv" "$top/tests/testlib_poj3074.cpp" || exit 2
P=$(sed -n 1p "$I") Q=$(sed -n 2p "$I")
agree() {
    name=validator-$1
    tests=$((tests + 1))
    printf "$2" >"$tmp/test.in"
    shift 2
    "$tmp/tlv" "$@" <"$tmp/test.in" >/dev/null 2>&1
    e1=$?
    "$tmp/ours" "$@" <"$tmp/test.in" >/dev/null 2>"$tmp/why"
    e2=$?
    [ "$e1" = "$e2" ] || fail "testlib exits $e1, ours $e2: $(cat "$tmp/why")"
}
agree valid "$P\n$Q\nend\n"
agree testset-group "$P\n$Q\nend\n" --testset tests --group 1
agree crlf "$P\r\n$Q\nend\n"
agree trailing-space "$P \n$Q\nend\n"
agree no-final-newline "$P\n$Q\nend"
agree blank-line "$P\n\n$Q\nend\n"
agree leading-space " $P\n$Q\nend\n"
agree tab "$P\t\n$Q\nend\n"
agree no-end "$P\n$Q\n"
agree after-end "$P\n$Q\nend\n\n"
agree end-capitals "$P\n$Q\nEND\n"
agree short-line "${P%?}\n$Q\nend\n"
agree zero-blank "$(echo "$P" | sed 's/\./0/')\n$Q\nend\n"
agree empty ""
agree only-end "end\n"
finish testlib
