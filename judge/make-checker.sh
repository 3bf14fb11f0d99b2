#!/bin/sh
# make-checker.sh - writes submit/checker-NAME.c: judge/checker.c with the
# profile NAME built in (#define CHECKER_JUDGE), for systems that take one
# checker file and pass it no options (Polygon, Codeforces).  Compiled as
# C and C++ with -Werror, and run on the profile's samples, before it is
# kept.
#   sh judge/make-checker.sh NAME        (make checker JUDGE=NAME)
set -eu
cd "$(dirname "$0")/.."
. judge/single-file.sh
name=${1:-}
if [ -z "$name" ] || ! grep -q "\"\\([^\"]* \\)\\?$name[ \"]" judge/checker.c; then
    echo "usage: make checker JUDGE=NAME (a judge judge/checker knows: judge/checker --help)" >&2
    exit 2
fi
mkdir -p submit
out=submit/checker-$name.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
    printf '/* judge/checker.c built for %s: make checker JUDGE=%s */\n' "$name" "$name"
    printf '#define CHECKER_JUDGE "%s"\n' "$name"
    cat judge/checker.c
} >"$tmp/checker.c"
compile_everywhere make-checker "$tmp/checker.c" "$tmp/checker"
# its own samples, with no option: the built-in profile must be the one
for base in $(own_samples "$name"); do
    "$tmp/checker" "$base.in" "$base.out" "$base.out" >"$tmp/log" 2>&1 ||
        { echo "make-checker: rejects its own sample $base.out: $(cat "$tmp/log")" >&2; exit 1; }
done
cp "$tmp/checker.c" "$out"
echo "ready: $out ($(wc -c <"$out") bytes)"
