# lib.sh - helpers shared by the shell test suites (sourced, not run).
# Sets SOLVER (absolute), tmp (removed on exit), and counts tests/failures.

SOLVER=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
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

# finish SUITE: prints the tally; the exit status of the suite.
finish() {
    echo "$1: $tests tests, $failures failed"
    [ "$failures" = 0 ]
}
