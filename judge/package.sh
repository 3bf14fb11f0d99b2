#!/bin/sh
# package.sh - a problem package for one judge profile, ready to upload
# (make package JUDGE=NAME FORMAT=kattis|domjudge|bapctools [OUT=DIR] [N=10]
# [MIX=...]).
#
# OUT is by default package/FORMAT/SHORT, SHORT the name's letters and
# digits (Kattis's short names are [a-z0-9]+).
#   kattis    the legacy problem format as Kattis problemtools reads it
#             (verifyproblem, tag v1.20231016): problem.yaml,
#             problem_statement/, data/sample and data/secret (.in/.ans),
#             input_validators/, output_validators/, submissions/
#   domjudge  the same folder with domjudge-problem.ini, zipped as
#             DOMjudge imports it
#   bapctools the 2025-09 format BAPCtools reads (bt validate, bt run):
#             problem.yaml with problem_format_version, type and uuid,
#             statement/, output_validator/ (one), and the checker's
#             judge=NAME in data/test_group.yaml's output_validator_args,
#             with case_sensitive and space_change_sensitive: it takes
#             an answer as the judge's statement prints it, so BAPCtools
#             does not expect it to take other spacing or case
#
# Made from this repository's own parts: the statement from the profile's
# description and its sample (drawn by judge/render where rsvg-convert
# turns the picture into a PNG), the data from make testdata, the input
# validator from make validator (exit 42/43), the output validator from
# make checker (the profile built in, and named again in validator_flags),
# submissions/accepted the file make submit writes.  The wrong ones are
# made from it: one changes the first cell or word character it prints,
# one prints nothing; run_time_error/ crashes.  Each is run on the data
# here before the package is kept, and must get the verdict of its folder.
set -eu
cd "$(dirname "$0")/.."
judge=${1:-} format=${2:-} out=${3:-} n=${4:-10} mix=${5:-judge}

usage() {
    echo "usage: make package JUDGE=NAME FORMAT=kattis|domjudge|bapctools [OUT=DIR] [N=10] [MIX=...]" >&2
    exit 2
}
[ -n "$judge" ] || usage
case $format in kattis|domjudge|bapctools) ;; *) usage ;; esac
if ! ./solver --judge="$judge" --carries >/dev/null 2>&1; then
    echo "package: no profile '$judge' (./solver --judge=list)" >&2
    exit 2
fi
# Kattis wants a folder named [a-z0-9]+, the problem's short name.
short=$(printf '%s' "$judge" | tr -cd 'a-z0-9')
[ -n "$out" ] || out=package/$format/$short
title=$(./solver --judge=list | awk -v n="$judge" '$1 == n { $1 = ""; sub(/^ +/, ""); print }')

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Where the statement and the output validator go: the 2025-09 format has
# one output validator and a statement folder of another name.
statement=problem_statement checker=output_validators/sudoku
if [ "$format" = bapctools ]; then
    statement=statement checker=output_validator
fi
old_uuid=$(sed -n 's/^uuid: *//p' "$out/problem.yaml" 2>/dev/null || true)
rm -rf "$out"
mkdir -p "$out/data/sample" "$out/data/secret" "$out/$statement" \
    "$out/input_validators/sudoku" "$out/$checker" \
    "$out/submissions/accepted" "$out/submissions/wrong_answer" \
    "$out/submissions/run_time_error"

echo "package: test data (make testdata JUDGE=$judge N=$n)"
sh judge/testdata.sh "$judge" "$n" '' "$tmp/data" 1 "$mix" >"$tmp/testdata.log" 2>&1 ||
    { cat "$tmp/testdata.log" >&2; exit 1; }
k=1
while [ -f "$tmp/data/$judge-$k.in" ]; do
    name=$(printf '%02d' "$k")
    cp "$tmp/data/$judge-$k.in" "$out/data/secret/$name.in"
    cp "$tmp/data/$judge-$k.out" "$out/data/secret/$name.ans"
    k=$((k + 1))
done
if [ -f "samples/$judge.in" ] && [ "$(cat "samples/$judge.args" 2>/dev/null)" = "--judge=$judge" ]; then
    cp "samples/$judge.in" "$out/data/sample/1.in"
    cp "samples/$judge.out" "$out/data/sample/1.ans"
else                                    # the first secret file, shown
    mv "$out/data/secret/01.in" "$out/data/sample/1.in"   # (a test twice
    mv "$out/data/secret/01.ans" "$out/data/sample/1.ans" # is a warning)
fi

echo "package: validators (make validator, make checker JUDGE=$judge)"
sh judge/make-validator.sh "$judge" >/dev/null
sh judge/make-checker.sh "$judge" >/dev/null
{
    echo '/* Kattis input validators exit 42 (valid) or 43 (invalid). */'
    echo '#define VALIDATOR_VALID 42'
    echo '#define VALIDATOR_INVALID 43'
    cat "submit/validator-$judge.c"
} >"$out/input_validators/sudoku/validator.c"
cp "submit/checker-$judge.c" "$out/$checker/checker.c"

echo "package: submissions (make submit JUDGE=$judge)"
sh judge/submit.sh "$judge" >"$tmp/submit.log" 2>&1 ||
    { cat "$tmp/submit.log" >&2; exit 1; }
cp "submit/$judge.c" "$out/submissions/accepted/solver.c"
{
    echo '/* Wrong on purpose: the accepted solver, its first cell or word'
    echo ' * character changed (1-9 to the next digit, A-Y to the next letter). */'
    echo '#define main solver_main'
    cat "submit/$judge.c"
    cat <<'EOF'
#undef main
#include <unistd.h>

int main(void)
{
    static char buffer[1 << 16];
    FILE *captured = tmpfile();
    int out = dup(1), changed = 0;
    size_t n, i;

    if (captured == NULL || out < 0)
        return 1;
    fflush(stdout);
    dup2(fileno(captured), 1);
    solver_main();
    fflush(stdout);
    dup2(out, 1);
    rewind(captured);
    while ((n = fread(buffer, 1, sizeof buffer, captured)) > 0) {
        for (i = 0; i < n && !changed; i++) {
            char c = buffer[i];
            if ((c >= '1' && c <= '9') || (c >= 'A' && c <= 'Y')) {
                buffer[i] = c == '9' ? '1' : c == 'Y' ? 'A' : (char)(c + 1);
                changed = 1;
            }
        }
        fwrite(buffer, 1, n, stdout);
    }
    return 0;
}
EOF
} >"$out/submissions/wrong_answer/changed_cell.c"
printf '/* Wrong on purpose: prints nothing. */\nint main(void)\n{\n    return 0;\n}\n' \
    >"$out/submissions/wrong_answer/no_output.c"
printf '/* A run-time error on purpose. */\n#include <stdlib.h>\n\nint main(void)\n{\n    abort();\n}\n' \
    >"$out/submissions/run_time_error/abort.c"

echo "package: statement"
picture=
if command -v rsvg-convert >/dev/null 2>&1 &&
   judge/render --judge="$judge" --out="$tmp/pictures" "$out/data/sample/1.in" >/dev/null 2>&1 &&
   rsvg-convert -w 400 -o "$out/$statement/sample.png" "$tmp/pictures/case-1.svg" 2>/dev/null; then
    picture='\illustration{0.35}{sample.png}{The first sample puzzle.}'
fi
tex_escape() { sed -e 's/\\/\\textbackslash{}/g' -e 's/[#$%&_{}]/\\&/g' -e 's/\^/\\^{}/g' -e 's/~/\\~{}/g'; }
{
    printf '\\problemname{Sudoku (%s)}\n\n' "$judge"
    [ -n "$picture" ] && printf '%s\n\n' "$picture"
    printf 'Fill in the grid so that every row, every column and every box holds\n'
    printf 'each symbol once, keeping the given cells.\n\n'
    printf '\\section*{Input and output}\n\n'
    printf '%s\n' "$title" | tex_escape
    printf '\n'
} >"$out/$statement/problem.en.tex"

if [ "$format" = bapctools ]; then
    # The problem's UUID: the package's own when it is made again in the
    # same folder, else a new random one (version 4), as BAPCtools makes
    # (two folders with one uuid are two problems it warns of).
    uuid=$old_uuid
    [ -n "$uuid" ] || uuid=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n' | awk '{
        h = $1
        v = substr("89ab", index("0123456789abcdef", substr(h, 17, 1)) % 4 + 1, 1)
        printf "%s-%s-4%s-%s%s-%s\n", substr(h, 1, 8), substr(h, 9, 4),
               substr(h, 14, 3), v, substr(h, 18, 3), substr(h, 21, 12) }')
    cat >"$out/problem.yaml" <<EOF
# Made by make package JUDGE=$judge FORMAT=$format (sudoku-judge).
problem_format_version: 2025-09
type: pass-fail
name:
  en: Sudoku ($judge)
uuid: $uuid
credits: the problem setter
source: sudoku-judge, profile $judge
license: cc by-sa
EOF
    printf 'output_validator_args: [judge=%s, case_sensitive, space_change_sensitive]\n' \
        "$judge" >"$out/data/test_group.yaml"
else
    cat >"$out/problem.yaml" <<EOF
# Made by make package JUDGE=$judge FORMAT=$format (sudoku-judge).
source: sudoku-judge, profile $judge
license: cc by-sa
rights_owner: the problem setter
validation: custom
validator_flags: judge=$judge
EOF
fi
if [ "$format" = domjudge ]; then
    printf 'short-name = %s\nname = Sudoku (%s)\ntimelimit = 2\n' "$short" "$judge" \
        >"$out/domjudge-problem.ini"
fi

echo "package: each submission on the data"
cc -std=gnu99 -O2 -o "$tmp/checker" "$out/$checker/checker.c"
check_submission() {            # FOLDER FILE WANT: WANT is AC, WA or RE
    cc -std=gnu99 -O2 -o "$tmp/program" "$1/$2" 2>"$tmp/cc.log" ||
        { echo "package: $2 does not compile: $(head -3 "$tmp/cc.log")" >&2; exit 1; }
    got=AC
    for in in "$out"/data/sample/*.in "$out"/data/secret/*.in; do
        ans=${in%.in}.ans
        rm -rf "$tmp/fb" && mkdir "$tmp/fb"
        if ! "$tmp/program" <"$in" >"$tmp/out" 2>/dev/null; then
            got=RE
            break
        fi
        "$tmp/checker" "$in" "$ans" "$tmp/fb" "judge=$judge" <"$tmp/out" >/dev/null 2>&1 && status=0 || status=$?
        case $status in
            42) ;;
            43) got=WA; break ;;
            *) echo "package: the checker fails on $in with $2 (exit $status): $(cat "$tmp/fb/judgemessage.txt" 2>/dev/null)" >&2; exit 1 ;;
        esac
    done
    [ "$got" = "$3" ] || { echo "package: $2 gets $got here, not $3" >&2; exit 1; }
    echo "  $2: $got"
}
check_submission "$out/submissions/accepted" solver.c AC
check_submission "$out/submissions/wrong_answer" changed_cell.c WA
check_submission "$out/submissions/wrong_answer" no_output.c WA
check_submission "$out/submissions/run_time_error" abort.c RE

if [ "$format" = domjudge ]; then
    command -v zip >/dev/null 2>&1 || { echo "package: zip is not installed" >&2; exit 1; }
    rm -f "$out.zip"
    (cd "$out" && zip -qr "$(cd .. && pwd)/$(basename "$out").zip" .)
    echo "ready: $out.zip ($(wc -c <"$out.zip") bytes; the folder beside it)"
else
    echo "ready: $out/"
fi
