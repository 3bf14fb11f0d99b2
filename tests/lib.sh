# lib.sh - helpers shared by the shell test suites (sourced, not run).
# Sets SOLVER (absolute), tmp (removed on exit), and counts tests/failures.

# The solver under test: the first argument of the suite, else ./solver
# (POSIX sh passes no arguments to a sourced file).
SOLVER=$(cd "$(dirname "${1:-./solver}")" && pwd)/$(basename "${1:-./solver}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
tests=0
nl='
'

# run ARGS...: runs the solver on $tmp/in with ARGS; keeps out, err, rc.
run() {
    "$SOLVER" "$@" <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
    rc=$?
}

# input FORMAT [ARGS]: writes the test input with printf.
input() {
    # shellcheck disable=SC2059
    printf "$@" >"$tmp/in"
}

fail() {
    failures=$((failures + 1))
    echo "FAIL $name: $*"
}

# expect RC STDOUT STDERR: the last run printed exactly these.
expect() {
    tests=$((tests + 1))
    [ "$rc" = "$1" ] || fail "exit status $rc, expected $1"
    printf '%s' "$2" >"$tmp/want"
    cmp -s "$tmp/out" "$tmp/want" ||
        fail "stdout differs:$(diff "$tmp/want" "$tmp/out" | head -n 8 | sed 's/^/    /')"
    printf '%s' "$3" >"$tmp/want"
    cmp -s "$tmp/err" "$tmp/want" ||
        fail "stderr differs:$(diff "$tmp/want" "$tmp/err" | head -n 8 | sed 's/^/    /')"
}

# expect_within ANSWER MOST: the last run (with --stats) exited 0, printed
# the line ANSWER and took fewer than MOST guesses.
expect_within() {
    tests=$((tests + 1))
    guesses=$(sed -n 's/.*malformed; \([0-9]*\) guesses.*/\1/p' "$tmp/err")
    [ "$rc" = 0 ] && [ "$(cat "$tmp/out")" = "$1" ] && [ "${guesses:-$2}" -lt "$2" ] ||
        fail "exit status $rc, output $(cat "$tmp/out"), ${guesses:-no} guesses, expected $1 in under $2"
}

# outcome RC REGEX COMMAND...: runs COMMAND (output in $tmp/log) and checks
# its exit status and that some line of its output matches REGEX.
outcome() {
    want_rc=$1 want=$2
    shift 2
    tests=$((tests + 1))
    "$@" >"$tmp/log" 2>&1
    rc=$?
    [ "$rc" = "$want_rc" ] || fail "exit status $rc, expected $want_rc$nl$(sed 's/^/    | /' "$tmp/log")"
    grep -Eq "$want" "$tmp/log" || fail "no line matching '$want'$nl$(sed 's/^/    | /' "$tmp/log")"
}

# The judges' own samples, used by every suite: POJ 3074's first puzzle and
# its solution, POJ 2676's grid and its solution.
P='.2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.'
S='527389416819426735436751829375692184194538267268174593643217958951843672782965341'
GRID='103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107'
GRID_OUT='143628579
572139468
986754231
391542786
468917352
725863914
237481695
619275843
854396127'

# finish SUITE: prints the tally; the exit status of the suite.
finish() {
    echo "$1: $tests tests, $failures failed"
    [ "$failures" = 0 ]
}
