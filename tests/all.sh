#!/bin/sh
# all.sh - runs every test suite (make test), each to its end whatever the
# others did, shows each one's output and time, and ends with one line for
# them all: "N passed, N failed".  Exit status 1 when any test failed or
# any suite stopped without its tally.
#   sh tests/all.sh           (from the top folder, after the builds)
# The suites run in two lanes on two cores: the long ones that build every
# judge's file and package (submit, package) behind, their output shown
# when they end; the rest in front, shown as they go.  The lanes share no
# file: the front one writes only its own temporary folders and
# submit/checker-codechef-j1.c, the back one submit/'s other files.
set -u
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# suite NAME COMMAND...: runs one suite, its output in $logs/NAME.log (and
# on the terminal with SHOW=1), its time in $logs/NAME.time.
suite() {
    name=$1
    shift
    started=$(date +%s)
    if [ "${SHOW:-0}" = 1 ]; then
        echo "== $name: $*"
        "$@" 2>&1 | tee "$logs/$name.log"
        echo "($name took $(( $(date +%s) - started )) s)"
    else
        { echo "== $name: $*"; "$@" 2>&1; } >"$logs/$name.log"
        echo "($name took $(( $(date +%s) - started )) s)" >>"$logs/$name.log"
    fi
}

back_lane() {
    suite submit sh tests/submit.sh
    suite package sh tests/package.sh
}
back_lane &
back=$!

export SHOW=1
suite unit sh -c 'cd tests && ./check_solver'
suite unit-portable sh -c 'cd tests && CHECK_QUICK=1 ./check_solver_portable'
suite bundle sh tests/bundle.sh
suite cli sh tests/cli.sh ./solver
suite constraint-text python3 tests/constraint_text.py ./solver 600 judge/checker
suite fpuzzles python3 tests/fpuzzles.py ./solver 300
suite sandwich-runs python3 tests/sandwich_runs.py ./solver 300
suite hostile sh tests/hostile.sh ./solver
suite judge sh tests/judge.sh
suite tools sh tests/tools.sh
suite readme sh tests/readme.sh
wait "$back"
cat "$logs/submit.log" "$logs/package.log"

# The tallies: a shell suite's last "NAME: N tests, F failed" (or
# "examples"), or Check's "Checks: N, Failures: F, Errors: E".  A suite
# that ended with no tally counts as one failed test.
passed=0 failed=0
for name in unit unit-portable bundle cli constraint-text fpuzzles \
            sandwich-runs hostile judge tools readme submit package; do
    tally=$(sed -n 's/^.*Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*$/\1 \2 \3/p;
                   s/^[a-z-]*: \([0-9]*\) \(tests\|examples\), \([0-9]*\) failed$/\1 \3 0/p' \
                "$logs/$name.log" | tail -n 1)
    if [ -z "$tally" ]; then
        echo "all: $name ended with no tally"
        failed=$((failed + 1))
        continue
    fi
    set -- $tally
    passed=$((passed + $1 - $2 - $3))
    failed=$((failed + $2 + $3))
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
