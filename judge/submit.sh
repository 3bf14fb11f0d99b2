#!/bin/sh
# submit.sh - writes submit/NAME.c, the file to paste into the judge of
# profile NAME: solver.c with that profile built in as the default, its
# comments and command-line extras left out, then compiles it as that judge
# does (with -Werror) and judges it on the profile's samples.
#   sh judge/submit.sh NAME        (make submit JUDGE=NAME)
set -eu
cd "$(dirname "$0")/.."
name=${1:-}
if [ -z "$name" ]; then
    echo "usage: make submit JUDGE=NAME   (./solver --judge=list names them)" >&2
    exit 2
fi
[ -x ./solver ] || { echo "submit: build ./solver first (make)" >&2; exit 2; }
if ! ./solver --judge="$name" </dev/null >/dev/null 2>&1; then
    echo "submit: no judge profile '$name'; these exist:" >&2
    ./solver --judge=list | sed 's/^/  /' >&2
    exit 2
fi
mkdir -p submit
out=submit/$name.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Which compilers and flags the judge uses, and what its C lacks.  POJ, HDU
# and UVa offer MS VC++ 2008 or gcc -ansi: no <stdint.h>, no inline, C89.
# ZOJ and e-olymp (poj3076's other names) do not say which standard their
# C is: their files are C89 too, which every C and C++ compiler takes.
# clang too, where installed: contestants build the file at home with it.
case $name in
poj*|luogu-p10481|luogu-p10482|hdu*|uva*|la*|zoj*|e-olymp*) family=c89 ;;
leetcode*) family=leetcode ;;
*) family=c99 ;;
esac
case $family in
c89) compilers="gcc -std=c89 -pedantic -Wall -Wextra -O2
g++ -x c++ -std=c++98 -pedantic -Wall -Wextra -O2
gcc -ansi -O2 -pipe -DONLINE_JUDGE
gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2
clang -std=c89 -pedantic -Wall -Wextra -O2" ;;
leetcode) compilers="gcc -std=gnu11 -O2 -Wall -Wextra -fsanitize=address -c
clang -std=gnu11 -O2 -Wall -Wextra -c
g++ -x c++ -std=c++17 -O2 -Wall -c" ;;
*) compilers="gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O0
gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2
gcc -std=gnu11 -O2 -Wall -Wextra
clang -std=c99 -Wall -Wextra -pedantic -O2
g++ -x c++ -std=c++17 -O2 -Wall" ;;
esac

# What the profile's problem needs (./solver --carries): the modules of
# src/MODULES it carries, bundled, then every #if on a CARRY_ macro (and
# SOLVER_NO_MAIN, never defined in a judge's file) decided by unifdef;
# other #if lines (SSE2, compilers) stay.  An #if on a CARRY_ macro left
# undecided (a misspelt name) stops here: it would compile as 0 and drop
# its code without a word.  The profile is built in by a #define JUDGE
# line at the top.
command -v unifdef >/dev/null || { echo "submit: needs unifdef (apt-get install unifdef)" >&2; exit 2; }
carries=$(./solver --judge="$name" --carries)
defines=$(for pair in $carries; do printf ' -D%s' "$pair"; done)
{
    printf '#define JUDGE "%s"\n' "$name"
    # shellcheck disable=SC2086
    sh src/bundle.sh --carry "$carries" | unifdef -x 2 $defines -DJUDGE -USOLVER_NO_MAIN ||
        { echo "submit: unifdef failed" >&2; exit 1; }
} >"$tmp/cut.c"
undecided=$(grep -nE '^[[:space:]]*#[[:space:]]*(if|elif|ifdef|ifndef)\b.*(CARRY_|SOLVER_NO_MAIN)' "$tmp/cut.c" || true)
if [ -n "$undecided" ]; then
    echo "submit: #if lines the cut cannot decide (a CARRY_ name that --carries does not set?):" >&2
    echo "$undecided" | sed 's/^/  /' >&2
    exit 1
fi

# Of the PROFILES rows, only the judge's own stays (default_options() falls
# back on the first row, which is then the judge's): a row runs from its
# {"name", "aliases", line to the line ending in } or },  its aliases the
# string literals before its second comma, over as many lines as they
# take.  It keeps the name the file was made for (JUDGE's, an alias's too)
# and no aliases, and its problem description (the string before GOAL_)
# becomes "": only --judge=list, cut above, prints it.
awk -v name="$name" '
    # the words of the strings of a row before its second comma outside them
    function names_of(row,    i, c, quoted, commas, text) {
        for (i = 1; i <= length(row) && commas < 2; i++) {
            c = substr(row, i, 1)
            if (c == "\"") quoted = !quoted
            else if (quoted) text = text c
            else if (c == ",") { commas++; text = text " " }
        }
        return " " text " "
    }
    /^static const Profile PROFILES\[\] = \{$/ { print; table = 1; next }
    table && /^};$/ { table = 0 }
    table {
        row = row $0 "\n"
        if ($0 ~ /},?$/) {
            if (index(names_of(row), " " name " ") > 0) {
                split(row, q, "\"")
                printf "%s\"%s\", \"\", \"\", %s", q[1], name,
                       substr(row, index(row, "GOAL_"))
            }
            row = ""
        }
        next
    }
    { print }' "$tmp/cut.c" >"$tmp/rows.c"
mv "$tmp/rows.c" "$tmp/cut.c"

# Comments go (the preprocessor alone removes them, keeping every
# directive), then indentation and blank lines; table rows lose the blank
# after each comma, and their hex numbers leading zeros (0x0 to 0x9 become
# 0 to 9).
# Outside string and character literals, blanks around operators and after
# commas go too ('/', '+' and '-' only where no two tokens could become
# one: a-b, never a- -b or a/ *p); then short lines are joined.
gcc -fpreprocessed -dD -E -P -x c "$tmp/cut.c" 2>/dev/null |
    sed -e 's/^[ \t]*//' -e '/^$/d' \
        -e '/^\(0x\)\?[0-9]/s/0x0*\([0-9a-f]\)/0x\1/g' \
        -e '/^\(0x\)\?[0-9]/s/0x\([0-9]\)\([,}]\|$\)/\1\2/g' |
    perl -ne '
        sub squeeze {
            my ($code) = @_;
            $code =~ s/, /,/g;
            $code =~ s/; /;/g;
            $code =~ s/\) \{/){/g;
            $code =~ s/ ([=!<>]=|&&|\|\||[|&^]=|<<|>>|[=<>&|^*%?:]) /$1/g;
            $code =~ s/ ([-+]=) /$1/g;
            $code =~ s/([^-+]) ([-+]) ([^-+])/$1$2$3/g;
            $code =~ s/([^\/*]) \/ ([^\/*])/$1\/$2/g;
            $code =~ s/\b(if|for|while|switch|return) \(/$1(/g;
            $code =~ s/ \{/{/g;
            $code =~ s/\} /}/g;
            $code =~ s/([A-Za-z0-9_]) \*([A-Za-z_(])/$1*$2/g;
            $code =~ s/ \*\)/*)/g;
            $code =~ s/\breturn ([-!~(])/return$1/g;
            return $code;
        }
        my @part = split /("(?:[^"\\]|\\.)*"|\x27(?:[^\x27\\]|\\.)*\x27)/;
        for (my $i = 0; $i < @part; $i += 2) { $part[$i] = squeeze($part[$i]); }
        print join("", @part);' |
    awk '
        # Lines join, never a preprocessor line: after ; { } or , up to 500
        # characters (C89 promises 509), after anything else always (an if
        # and the statement it guards).  A statement that an if, else, for
        # or while guards without braces is followed by a line break when
        # it ends on a later line than its guard (clang -Wall) or its guard
        # begins a line (gcc -Wall): each warns of misleading indentation
        # otherwise.
        function flush() { if (line != "") { print line; lines++ } line = ""; guarded = 0 }
        function braces(text,    t, opens) {
            t = text
            gsub(/"([^"\\]|\\.)*"/, "", t)
            gsub(/\047([^\047\\]|\\.)*\047/, "", t)
            opens = gsub(/[{]/, "", t)
            return opens - gsub(/[}]/, "", t)
        }
        /^#/ { flush(); print; lines++; next }
        {
            if (line == "")
                line = $0
            else if ($0 == ";") {   # an empty body, where clang -Wall wants it
                flush()
                line = $0
            } else if (line !~ /[;{},]$/)
                line = line (line ~ /[A-Za-z0-9_]$/ && $0 ~ /^[A-Za-z0-9_]/ ? " " : "") $0
            else if (length(line) + length($0) <= 500)
                line = line $0
            else {
                flush()
                line = $0
            }
            depth += braces($0)
            ended = 0
            while (guards && depth == guard_depth[guards] && $0 ~ /[;}]$/) {
                if (guard_line[guards] < lines || guard_first[guards])
                    ended = 1
                guards--
            }
            if (ended)
                flush()
            if (depth > 0 && $0 ~ /(\)|(^|[^A-Za-z0-9_])else)$/) {
                guard_depth[++guards] = depth
                guard_line[guards] = lines
                guard_first[guards] = !guarded++ && line ~ /^(if|for|while|else)([^A-Za-z0-9_]|$)/
            }
        }
        END { flush() }' >"$tmp/joined.c"

# Then the blanks no two tokens need, and hex numbers shortened
# (judge/tighten.pl says which).
perl -n "$(dirname "$0")/tighten.pl" "$tmp/joined.c" >"$tmp/small.c"

# Names: each identifier the file defines becomes a short one, the most
# used the shortest (one letter, then two).  Kept as they are: keywords
# (C and C++), every name the included headers declare or define, names
# beginning with '_', main, the macros a user may set (JUDGE,
# NO_SOLUTION_TEXT, SOLVER_PORTABLE), the two-letter functions GCC knows
# without a header (j0 j1 jn y0 y1 yn: Bessel) and, for LeetCode, the file
# whole.
if [ "$family" != leetcode ]; then
    grep '^#include' "$tmp/small.c" | gcc -E -dD -x c - 2>/dev/null |
        tr -c 'A-Za-z0-9_' '\n' | grep '^[A-Za-z_]' | sort -u >"$tmp/system.txt"
    gcc -E -dD -x c /dev/null 2>/dev/null | awk '{ print $2 }' >>"$tmp/system.txt"
    cp "$tmp/small.c" "$tmp/again.c"
    awk '
        function scan(line, emit,    out, i, c, q, word) {
            out = ""; i = 1
            while (i <= length(line)) {
                c = substr(line, i, 1)
                if (c == "\"" || c == "\047") {          # a string or a character
                    q = i++
                    while (i <= length(line) && substr(line, i, 1) != c)
                        i += substr(line, i, 1) == "\\" ? 2 : 1
                    out = out substr(line, q, i - q + 1); i++
                } else if (c ~ /[A-Za-z_]/) {
                    word = c
                    while (++i <= length(line) && substr(line, i, 1) ~ /[A-Za-z0-9_]/)
                        word = word substr(line, i, 1)
                    if (emit) out = out (word in newname ? newname[word] : word)
                    else if (!(word in kept)) count[word]++
                } else if (c ~ /[0-9]/) {                   # a number: 0x1Fu, 1e5
                    q = i
                    while (++i <= length(line) && substr(line, i, 1) ~ /[A-Za-z0-9_.]/)
                        ;
                    out = out substr(line, q, i - q)
                } else {
                    out = out c; i++
                }
            }
            return out
        }
        function next_name(    s) {
            do {
                s = counter < 52 ? substr(letters, counter + 1, 1) \
                  : substr(letters, int((counter - 52) / 63) + 1, 1) \
                    substr(letters "0123456789_", (counter - 52) % 63 + 1, 1)
                counter++
            } while (s in kept || s in count)
            return s
        }
        BEGIN {
            letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
            n = split("auto break case char const continue default do double else enum extern float for goto if inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while defined main bool true false and or not xor and_eq or_eq not_eq xor_eq bitand bitor compl new delete this try catch throw class public private protected template typename using namespace virtual friend operator explicit mutable asm export wchar_t define undef ifdef ifndef elif endif include error pragma line j0 j1 jn y0 y1 yn JUDGE NO_SOLUTION_TEXT SOLVER_PORTABLE", k, " ")
            for (i = 1; i <= n; i++) kept[k[i]] = 1
        }
        FILENAME == ARGV[1] { kept[$0] = 1; next }
        FILENAME == ARGV[2] { if ($0 !~ /^#include/) scan($0, 0); next }
        FNR == 1 && !named {
            named = 1
            for (w in count) if (w !~ /^_/) { order[++m] = w }
            # most used first (a simple insertion sort: a few hundred names)
            for (i = 2; i <= m; i++) {
                w = order[i]
                for (j = i - 1; j >= 1 && count[order[j]] < count[w]; j--) order[j + 1] = order[j]
                order[j + 1] = w
            }
            for (i = 1; i <= m; i++) {
                s = next_name()
                if (length(s) < length(order[i])) newname[order[i]] = s
                else counter--
            }
        }
        /^#include/ { print; next }
        { print scan($0, 1) }' "$tmp/system.txt" "$tmp/small.c" "$tmp/again.c" >"$tmp/named.c"
    mv "$tmp/named.c" "$tmp/small.c"
fi
if [ "$family" = c89 ]; then
    sed -e 's/static inline /static /g' \
        -e 's/^#include <stdint.h>$/typedef unsigned int uint32_t;/' \
        "$tmp/small.c" >"$out"
else
    cp "$tmp/small.c" "$out"
fi
if [ "$family" = leetcode ]; then
    if grep -q 'main *(' "$out"; then
        echo "submit: $out holds a main(); LeetCode wants the functions only" >&2
        exit 1
    fi
fi

# The judges' limits on a source file: 50,000 bytes where the smallest of
# them (Codeforces 64 KB, SPOJ 50,000) would take it; CodinGame's 100,000
# characters for its puzzles.
bytes=$(wc -c <"$out")
case $name in
codingame-*) limit=100000 ;;
*) limit=50000 ;;
esac
if [ "$bytes" -gt "$limit" ]; then
    echo "submit: $out has $bytes bytes, over the $limit-byte source limit" >&2
    exit 1
fi

# Each compile with -Werror.  clang stops after its checks (-fsyntax-only):
# its warnings all come before code is made, so building adds none.  The
# gcc -std=c99 -O2 build is the one judged on the samples below.
judged="gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2"
echo "$compilers" | while read -r cc; do
    command -v "${cc%% *}" >/dev/null || { echo "  ($cc: not installed)"; continue; }
    case $cc in
    clang*) made="-fsyntax-only"; echo "  $cc -Werror -fsyntax-only" ;;
    "$judged") made="-o $tmp/prog"; echo "  $cc -Werror" ;;
    *) made="-o $tmp/other"; echo "  $cc -Werror" ;;
    esac
    # shellcheck disable=SC2086
    $cc -Werror "$out" $made || { echo "submit: $out does not compile" >&2; exit 1; }
done

if [ "$family" != leetcode ]; then
    [ -x "$tmp/prog" ] || gcc -std=c99 -O2 -o "$tmp/prog" "$out"
    mkdir "$tmp/samples"
    # samples/*.args name profiles by their first name; aliases map to it
    canonical=$(./solver --judge=list | awk -v n="$name" '
        $1 == n { print $1; exit }
        { i = index($0, "; also "); if (i) { k = split(substr($0, i + 7), a, " ");
          for (j = 1; j <= k; j++) if (a[j] == n) { print $1; exit } } }')
    # (auto takes the samples run with no options)
    for in in samples/*.in; do
        base=${in%.in}
        want=--judge=auto
        [ -f "$base.args" ] && want=$(cat "$base.args")
        [ "$want" = "--judge=$canonical" ] && cp "$in" "$base.out" "$tmp/samples/"
    done
    if ls "$tmp/samples"/*.in >/dev/null 2>&1; then
        judge/judge -d "$tmp/samples" -- "$tmp/prog"
    else
        echo "submit: no samples for $name (samples/*.args with --judge=$name)" >&2
        exit 1
    fi
fi
echo "ready: $out ($bytes bytes)"
