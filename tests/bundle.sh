#!/bin/sh
# bundle.sh - tests of src/bundle.sh: solver.c is the bundle of src/, and
# the check fails on a stale file, a module missing or one that does not
# say what it holds.
#   sh tests/bundle.sh        (from the top folder)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)

# bundled RC REGEX ARGS...: runs the bundler of the copy in $tmp/tree.
bundled() { r=$1 re=$2; shift 2; outcome "$r" "$re" sh "$tmp/tree/src/bundle.sh" "$@"; }

mkdir "$tmp/tree"
cp -r "$top/src" "$top/solver.c" "$tmp/tree/"
name=committed-is-bundle; bundled 0 'solver.c is the bundle of src/MODULES' --check "$tmp/tree/solver.c"
name=bundle-compiles
tests=$((tests + 1))
sh "$tmp/tree/src/bundle.sh" >"$tmp/b.c" && cc -std=c99 -Wall -Wextra -pedantic -Werror -c -o "$tmp/b.o" "$tmp/b.c" ||
    fail "the bundle does not compile"
echo '/* stale */' >>"$tmp/tree/src/main.c"
name=stale-fails; bundled 1 'is not the bundle of src/' --check "$tmp/tree/solver.c"
cp "$top/src/main.c" "$tmp/tree/src/main.c"
echo 'nowhere.c' >>"$tmp/tree/src/MODULES"
name=missing-module-fails; bundled 1 'src/MODULES names nowhere.c, which is not in src/' --check "$tmp/tree/solver.c"
cp "$top/src/MODULES" "$tmp/tree/src/MODULES"
sed -i '1,/^ \*\/$/d' "$tmp/tree/src/output.c"
name=module-without-header-fails; bundled 1 'src/output.c does not open with a comment' --check "$tmp/tree/solver.c"
name=every-module-says-what-it-calls
tests=$((tests + 1))
for m in $(awk '/^[a-z]/ && $1 != "model.c" { print $1 }' "$top/src/MODULES"); do
    head -n 8 "$top/src/$m" | grep -q "^ \* src/$m - " &&
        head -n 8 "$top/src/$m" | grep -q '^ \* Calls: ' || fail "src/$m: no 'src/$m - ' and 'Calls: ' opening"
done
finish bundle
