#!/bin/sh
# package.sh - make package, as a setter uploads it: a Kattis folder and a
# DOMjudge zip hold what their formats require, each submission got its
# folder's verdict (judge/package.sh runs them all before it says ready),
# and the validators answer as those systems call them.  Where Kattis
# problemtools is installed (PROBLEMTOOLS=DIR, a checkout of tag
# v1.20231016 run with Debian's python3, or verifyproblem on the PATH),
# verifyproblem must report 0 errors and 0 warnings; where BAPCtools is
# (BAPCTOOLS=DIR, a checkout, with its python dependencies), bt validate
# and bt run must end with no error and no warning on a 2025-09 package.
#   sh tests/package.sh              (a suite of make test)
set -u
. "$(dirname "$0")/lib.sh" ./solver
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"

name=package-kattis
outcome 0 '^ready: '"$tmp"'/k/' make -s package JUDGE=kattis-sudokunique FORMAT=kattis N=3 OUT="$tmp/k"
name=package-kattis-verdicts            # judge/package.sh ran them
grep -q '^  changed_cell.c: WA$' "$tmp/log" && grep -q '^  solver.c: AC$' "$tmp/log" &&
    grep -q '^  abort.c: RE$' "$tmp/log" || fail "a submission's verdict is missing"
tests=$((tests + 1))
for f in problem.yaml problem_statement/problem.en.tex data/sample/1.in data/sample/1.ans \
         data/secret/01.in data/secret/03.ans input_validators/sudoku/validator.c \
         output_validators/sudoku/checker.c submissions/accepted/solver.c \
         submissions/wrong_answer/changed_cell.c submissions/run_time_error/abort.c; do
    name=package-kattis-has-$f
    tests=$((tests + 1))
    [ -s "$tmp/k/$f" ] || fail "no $f"
done
name=package-kattis-flags
outcome 0 '^validator_flags: judge=kattis-sudokunique$' cat "$tmp/k/problem.yaml"
# (-O0: these read exit codes; make package built both -O2 and -Werror)
cc -O0 -o "$tmp/iv" "$tmp/k/input_validators/sudoku/validator.c" 2>/dev/null
name=package-input-validator-valid
outcome 0 '^rc=42$' sh -c "'$tmp/iv' <'$tmp/k/data/secret/01.in'; echo rc=\$?"
name=package-input-validator-invalid
outcome 0 '^rc=43$' sh -c "sed '1s/\$/ /' '$tmp/k/data/secret/01.in' | '$tmp/iv'; echo rc=\$?"

# DOMjudge's judgedaemon: compare in ans feedback/ [args] < out, 42 or 43.
cc -O0 -o "$tmp/compare" "$tmp/k/output_validators/sudoku/checker.c" 2>/dev/null
mkdir "$tmp/fb"
name=package-compare-right
outcome 0 '^rc=42$' sh -c "'$tmp/compare' '$tmp/k/data/sample/1.in' '$tmp/k/data/sample/1.ans' '$tmp/fb' judge=kattis-sudokunique <'$tmp/k/data/sample/1.ans'; echo rc=\$?"
name=package-compare-wrong
outcome 0 '^rc=43$' sh -c ": | '$tmp/compare' '$tmp/k/data/sample/1.in' '$tmp/k/data/sample/1.ans' '$tmp/fb' judge=kattis-sudokunique; echo rc=\$?"

name=package-domjudge
outcome 0 '^ready: .*d\.zip' make -s package JUDGE=hdu4069 FORMAT=domjudge N=3 OUT="$tmp/d"
name=package-domjudge-zip
outcome 0 ' domjudge-problem\.ini$' unzip -l "$tmp/d.zip"
name=package-domjudge-zip-data
outcome 0 ' data/secret/03\.ans$' unzip -l "$tmp/d.zip"
# What DOMjudge's domserver checks on import and its judgehost does to
# build and call the output validator (tests/domjudge_import.py), on the
# zip and on three broken copies of it, each of which it must refuse.
name=package-domjudge-import
outcome 0 '^ok   called as the judgehost calls it \(judge=hdu4069\): 4 answers accepted, 4 empty outputs rejected$' \
    python3 tests/domjudge_import.py "$tmp/d.zip"
cp "$tmp/d.zip" "$tmp/d-no-ans.zip" && zip -qd "$tmp/d-no-ans.zip" data/secret/02.ans
name=package-domjudge-import-refuses-a-missing-ans
outcome 1 '^FAIL data/secret: every \.in has its \.ans' python3 tests/domjudge_import.py "$tmp/d-no-ans.zip"
mkdir -p "$tmp/dx/output_validators/other" && echo 'int main(void) { return 42; }' >"$tmp/dx/output_validators/other/x.c"
cp "$tmp/d.zip" "$tmp/d-two.zip" && (cd "$tmp/dx" && zip -qr "$tmp/d-two.zip" output_validators)
name=package-domjudge-import-refuses-two-validators
outcome 1 '^FAIL the output validator.s files share one folder' python3 tests/domjudge_import.py "$tmp/d-two.zip"
printf 'short-name = d\ntime-limit = 2\n' >"$tmp/dx/domjudge-problem.ini"
cp "$tmp/d.zip" "$tmp/d-ini.zip" && (cd "$tmp/dx" && zip -q "$tmp/d-ini.zip" domjudge-problem.ini)
name=package-domjudge-import-refuses-an-unknown-ini-key
outcome 1 '^FAIL domjudge-problem\.ini keys' python3 tests/domjudge_import.py "$tmp/d-ini.zip"

name=package-bapctools
outcome 0 '^ready: '"$tmp"'/b/' make -s package JUDGE=poj3074 FORMAT=bapctools N=3 OUT="$tmp/b"
for f in problem.yaml statement/problem.en.tex data/sample/1.in data/sample/1.ans \
         data/secret/02.in data/secret/03.ans data/test_group.yaml \
         input_validators/sudoku/validator.c output_validator/checker.c \
         submissions/accepted/solver.c submissions/wrong_answer/changed_cell.c; do
    name=package-bapctools-has-$f
    tests=$((tests + 1))
    [ -s "$tmp/b/$f" ] || fail "no $f"
done
name=package-bapctools-version
outcome 0 '^problem_format_version: 2025-09$' cat "$tmp/b/problem.yaml"
name=package-bapctools-uuid
outcome 0 '^uuid: [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' cat "$tmp/b/problem.yaml"
grep '^uuid:' "$tmp/b/problem.yaml" >"$tmp/uuid1"
name=package-bapctools-uuid-kept       # made again there: the same problem
outcome 0 '^ready: ' sh judge/package.sh poj3074 bapctools "$tmp/b" 3
tests=$((tests + 1))
grep -qx "$(cat "$tmp/uuid1")" "$tmp/b/problem.yaml" || fail "a new uuid for the same folder"
name=package-bapctools-args
outcome 0 '^output_validator_args: \[judge=poj3074, case_sensitive, space_change_sensitive\]$' cat "$tmp/b/data/test_group.yaml"
# poj3074 has no sample of its own: the first secret test becomes it,
# and is no longer a secret one too (a test twice is a warning).
name=package-sample-moved
tests=$((tests + 1))
[ ! -e "$tmp/b/data/secret/01.in" ] || fail "data/secret/01.in is the sample again"

name=package-unknown-judge
outcome 2 "^package: no profile 'nosuch'" sh judge/package.sh nosuch kattis "$tmp/x"
name=package-unknown-format
outcome 2 '^usage: make package' sh judge/package.sh poj3074 polygon "$tmp/x"

verify=
if [ -n "${PROBLEMTOOLS:-}" ] && [ -d "$PROBLEMTOOLS/problemtools" ]; then
    verify="env PYTHONPATH=$PROBLEMTOOLS /usr/bin/python3 -m problemtools.verifyproblem"
elif command -v verifyproblem >/dev/null 2>&1; then
    verify=verifyproblem
fi
if [ -n "$verify" ]; then
    mkdir -p "$tmp/v"
    cp -r "$tmp/k" "$tmp/v/kattissudokunique"
    name=verifyproblem
    outcome 0 'tested: 0 errors, 0 warnings' $verify "$tmp/v/kattissudokunique"
else
    echo "skip verifyproblem: set PROBLEMTOOLS to a checkout of Kattis/problemtools (tag v1.20231016)"
fi
if [ -n "${BAPCTOOLS:-}" ] && [ -f "$BAPCTOOLS/bin/tools.py" ]; then
    mkdir -p "$tmp/bt"
    sh judge/package.sh poj3074 bapctools "$tmp/bt/poj3074" 3 >/dev/null  # its own uuid
    name=bapctools-validate
    outcome 0 '' sh -c "cd '$tmp/bt/poj3074' && /usr/bin/python3 '$BAPCTOOLS/bin/tools.py' validate --no-bar"
    name=bapctools-run
    outcome 0 'wrong_answer/changed_cell.c: +WA' sh -c "cd '$tmp/bt/poj3074' && /usr/bin/python3 '$BAPCTOOLS/bin/tools.py' run --no-bar"
else
    echo "skip BAPCtools: set BAPCTOOLS to a checkout of RagnarGrootKoerkamp/BAPCtools"
fi
finish package
