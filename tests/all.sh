#!/bin/sh
# all.sh - runs every test suite (make test), each to its end whatever the
# others did, shows each one's output, and ends with one line for them
# all: "N passed, N failed".  Exit status 1 when any test failed or any
# suite stopped without its tally.
#   sh tests/all.sh           (from the top folder, after the builds)
set -u
cd "$(dirname "$0")/.."
passed=0 failed=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# suite NAME COMMAND...: runs one suite and adds its tally: a shell
# suite's last "NAME: N tests, F failed" (or "examples"), or Check's
# "Checks: N, Failures: F, Errors: E".  A suite that fails with no tally
# counts as one failed test.
suite() {
    name=$1
    shift
    echo "== $name: $*"
    started=$(date +%s)
    "$@" 2>&1 | tee "$log"
    echo "($name took $(( $(date +%s) - started )) s)"
    tally=$(sed -n 's/^.*Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*$/\1 \2 \3/p;
                   s/^[a-z-]*: \([0-9]*\) \(tests\|examples\), \([0-9]*\) failed$/\1 \3 0/p' "$log" | tail -n 1)
    if [ -z "$tally" ]; then
        echo "all: $name ended with no tally"
        failed=$((failed + 1))
        return
    fi
    set -- $tally
    passed=$((passed + $1 - $2 - $3))
    failed=$((failed + $2 + $3))
}

suite unit sh -c 'cd tests && ./check_solver'
suite unit-portable sh -c 'cd tests && CHECK_QUICK=1 ./check_solver_portable'
suite bundle sh tests/bundle.sh
suite cli sh tests/cli.sh ./solver
suite constraint-text python3 tests/constraint_text.py ./solver 600 judge/checker
suite fpuzzles python3 tests/fpuzzles.py ./solver 300
suite hostile sh tests/hostile.sh ./solver
suite judge sh tests/judge.sh
suite tools sh tests/tools.sh
suite readme sh tests/readme.sh
suite submit sh tests/submit.sh
suite package sh tests/package.sh
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
