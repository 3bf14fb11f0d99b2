#!/bin/sh
# make-validator.sh - writes submit/validator-NAME.c: judge/validate.c with
# the profile NAME built in (#define VALIDATOR_JUDGE) and everything it
# includes (solver.c, judge/formats.h) pasted in, one file for systems that
# take one validator source and pass it the test on standard input
# (Polygon, Codeforces: exit 0 or 3; Kattis's input_validators, compiled
# with -DVALIDATOR_VALID=42 -DVALIDATOR_INVALID=43).  Compiled as C (gcc,
# clang) and C++ (g++ -std=c++17) with -Werror, and run on the profile's
# samples, before it is kept.
#   sh judge/make-validator.sh NAME        (make validator JUDGE=NAME)
set -eu
cd "$(dirname "$0")/.."
. judge/single-file.sh
name=${1:-}
if [ -z "$name" ] || ! grep -q "^    {\"$name\"," judge/formats.h; then
    echo "usage: make validator JUDGE=NAME (a judge with a test data format: judge/validate --help)" >&2
    exit 2
fi
mkdir -p submit
out=submit/validator-$name.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
    printf '/* judge/validate.c built for %s, with solver.c and judge/formats.h\n' "$name"
    printf ' * pasted in: make validator JUDGE=%s.  The test on standard input;\n' "$name"
    printf ' * exit 0 when valid, 3 (the reason on standard error) when not. */\n'
    printf '#define VALIDATOR_JUDGE "%s"\n' "$name"
    printf '#define _DEFAULT_SOURCE\n#define SOLVER_NO_MAIN\n'
    # The solver's reader comes whole; the functions of its main are not
    # called here.
    printf '#if defined(__GNUC__)\n#pragma GCC diagnostic ignored "-Wunused-function"\n#endif\n'
    cat solver.c judge/formats.h
    sed -e '/^#define _DEFAULT_SOURCE$/d' -e '/^#define SOLVER_NO_MAIN$/d' \
        -e '/^#include "\.\.\/solver\.c"$/d' -e '/^#include "formats\.h"$/d' judge/validate.c
} >"$tmp/validator.c"
compile_everywhere make-validator "$tmp/validator.c" "$tmp/validator"
# its own samples, on standard input: the built-in profile must be the one
for base in $(own_samples "$name"); do
    "$tmp/validator" <"$base.in" >"$tmp/log" 2>&1 ||
        { echo "make-validator: rejects its own sample $base.in: $(cat "$tmp/log")" >&2; exit 1; }
done
cp "$tmp/validator.c" "$out"
echo "ready: $out ($(wc -c <"$out") bytes)"
