#!/bin/sh
# sanitize.sh - the whole test suite and every sample under gcc
# -fsanitize=address,undefined -fno-sanitize-recover=all, the unit tests
# under clang's, then the unit tests and every sample under valgrind
# --error-exitcode=1 (uninitialised reads, which the sanitizers do not
# see).  Any report fails the run: sanitizers abort, valgrind's messages
# break the exact stderr the tests expect.  The unit tests run with
# CHECK_QUICK (a fifth of the general engine's random tables), as the full
# count runs in make test.  (Each program run again under clang and under
# valgrind took CI past 15 minutes.)  The valgrind runs go on beside the
# others.
set -eu
cd "$(dirname "$0")/.."
out=build/sanitize
mkdir -p "$out"
SAN="-g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
make -s judge/judge judge/checker judge/validate
CHECK=$(pkg-config --cflags --libs check)

# judge_samples SOLVER SECONDS: every sample judged; its summary line, or
# every line and a failure when a sample is not accepted.
judge_samples() {
    judge/judge -t "$2" -m 4096 -- "$1" >"$1.judge" 2>&1 ||
        { cat "$1.judge"; echo "sanitize: samples failed under $1"; return 1; }
    tail -n 1 "$1.judge"
}

# valgrind runs beside the sanitizers (two cores): its own log, shown at
# the end, and its own exit status.
valgrind_lane() {
    echo "== valgrind --error-exitcode=1"
    cc -std=c99 -g -O1 -o "$out/solver-vg" solver.c
    cat >"$out/solver-valgrind" <<SH
#!/bin/sh
exec valgrind -q --error-exitcode=1 --leak-check=full "$(pwd)/$out/solver-vg" "\$@"
SH
    chmod +x "$out/solver-valgrind"
    (cd tests && CHECK_QUICK=1 CK_FORK=no valgrind -q --error-exitcode=1 ./check_solver)
    judge_samples "$out/solver-valgrind" 60
}
valgrind_lane >"$out/valgrind.log" 2>&1 &
valgrind_pid=$!

for cc in gcc clang; do
    echo "== $cc $SAN"
    $cc -std=c99 $SAN -o "$out/solver-$cc" solver.c
    # shellcheck disable=SC2086
    $cc -std=c99 $SAN -Wno-unused-function -o "$out/check-$cc" tests/check_solver.c $CHECK
    (cd tests && CHECK_QUICK=1 "../$out/check-$cc")
    [ "$cc" = gcc ] || continue
    sh tests/cli.sh "$out/solver-$cc"
    HOSTILE_MB=1024 sh tests/hostile.sh "$out/solver-$cc"
    judge_samples "$out/solver-$cc" 20
done

status=0
wait "$valgrind_pid" || status=$?
cat "$out/valgrind.log"
[ "$status" = 0 ] || { echo "sanitize: valgrind failed ($status)"; exit 1; }
echo "sanitize: all clean"
