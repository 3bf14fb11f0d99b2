#!/bin/sh
# readme.sh - runs every `$ command` example of README.md and docs/*.md and
# compares what it prints with what the page shows under it, so that the
# documentation cannot drift.
#   sh tests/readme.sh        (from the top folder, after make; make readme)
#
# Within a ``` block, a line "$ COMMAND" (continued by lines ending in a
# backslash) is run by sh in a copy of the tree, the block's commands one
# after another in one shell (so `echo $?` sees the command before it);
# the lines under it, up to the next "$ " or the block's end, are its
# output: standard output, then standard error.  Where README elides, the
# comparison does too: a line "..." stands for any lines, "..." inside a
# line for any text, and times and sizes (0.004s, 1.7MB) are compared as
# T and M, and blank lines at the end do not count.  A comment "<!-- readme: setup COMMAND -->" before a block runs
# COMMAND first, quietly; "<!-- readme: skip -->" leaves the next block out
# (usage summaries, not runs).
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tests=0 failures=0

# A copy of the tree to run in: README's commands write files (docs/,
# /tmp/...) that must not change the real one.
mkdir "$tmp/tree"
(cd "$top" && tar --exclude=.git --exclude=./build -cf - .) | (cd "$tmp/tree" && tar -xf -)

# check_page FILE: runs and compares every example of one page.
check_page() {
doc=$1
rm -f "$tmp"/block* "$tmp/blocks"
: >"$tmp/blocks"
# Splits the page into one script and one expected output per block.
awk -v dir="$tmp" '
    function flush_cmd() {
        if (cmd == "") return
        n++
        printf "%s\n__status=$?\necho \"@@readme-mark@@\"\necho \"@@readme-mark@@\" >&2\n(exit $__status)\n", cmd >> script
        cmd = ""
    }
    /^<!-- readme: setup / { sub(/^<!-- readme: setup /, ""); sub(/ -->$/, ""); setup = setup $0 "\n"; next }
    /^<!-- readme: skip -->/ { skip = 1; next }
    /^```/ {
        if (!inblock) {
            inblock = 1; blocks++; n = 0; cont = 0
            script = dir "/block" blocks ".sh"; want = dir "/block" blocks ".want"
            printf "" > want
            printf "set +e\n%s", (setup == "" ? "" : "{\n" setup "} >/dev/null 2>&1\n") > script
            setup = ""
            line_of[blocks] = NR
            skipped[blocks] = skip; skip = 0
            next
        }
        flush_cmd(); inblock = 0; close(script); close(want); next
    }
    !inblock { next }
    cont { cmd = cmd "\n" $0; cont = ($0 ~ /\\$/); next }
    /^\$ / {
        flush_cmd()
        cmd = substr($0, 3)
        cont = ($0 ~ /\\$/)
        printf "@@readme-command@@ %s\n", substr($0, 3) >> want
        next
    }
    { print >> want }
    END {
        for (b = 1; b <= blocks; b++)
            printf "%d %d %d\n", b, line_of[b], skipped[b] > (dir "/blocks")
    }' "$top/$doc"

# Normalizes output for the comparison: times and sizes.
normal() {
    sed -E 's/[0-9]+\.[0-9]+s\b/Ts/g; s/[0-9]+(\.[0-9]+)?MB/MMB/g; s/ +$//' |
        awk 'NF { while (blank > 0) { print ""; blank-- }; print; next }
             { blank++ }'                # no blank lines at the end
}

# Compares expected (with "..." elisions) and actual lines; prints the
# first difference.
cat >"$tmp/match.awk" <<'AWK'
function esc(s) { gsub(/[][\\.^$*+?(){}|\/]/, "\\\\&", s); return s }
function pattern(line,   parts, n, i, p) {
    n = split(line, parts, /\.\.\./)
    p = "^" esc(parts[1])
    for (i = 2; i <= n; i++) p = p ".*" esc(parts[i])
    return p "$"
}
# match(w, a): whether want lines w[wi..] match actual a[ai..]
function fits(wi, ai,   k) {
    if (wi > nw) return ai > na
    if (want[wi] == "...") {
        for (k = ai; k <= na + 1; k++) if (fits(wi + 1, k)) return 1
        return 0
    }
    if (ai > na) return 0
    if (want[wi] == got[ai] || got[ai] ~ pattern(want[wi])) return fits(wi + 1, ai + 1)
    return 0
}
FNR == NR { want[++nw] = $0; next }
{ got[++na] = $0 }
END { if (!fits(1, 1)) exit 1 }
AWK

while read -r b line skipped; do
    [ "$skipped" = 1 ] && continue
    [ -s "$tmp/block$b.want" ] || continue
    (cd "$tmp/tree" && unset MAKEFLAGS MAKELEVEL MFLAGS &&
        sh "$tmp/block$b.sh" >"$tmp/out" 2>"$tmp/err")   # as a user types
    # split the runs at the marks: command k's stdout, then its stderr
    k=0
    grep -c '^@@readme-command@@' "$tmp/block$b.want" >"$tmp/count"
    commands=$(cat "$tmp/count")
    while [ "$k" -lt "$commands" ]; do
        k=$((k + 1))
        awk -v k="$k" '/^@@readme-mark@@$/ { n++; next } n == k - 1' "$tmp/out" >"$tmp/got"
        awk -v k="$k" '/^@@readme-mark@@$/ { n++; next } n == k - 1' "$tmp/err" >>"$tmp/got"
        awk -v k="$k" '/^@@readme-command@@/ { n++; if (n == k) cmd = $0; next } n == k' \
            "$tmp/block$b.want" >"$tmp/want"
        cmd=$(awk -v k="$k" '/^@@readme-command@@/ { n++; if (n == k) { sub(/^@@readme-command@@ /, ""); print } }' "$tmp/block$b.want")
        tests=$((tests + 1))
        normal <"$tmp/want" >"$tmp/want.n"
        normal <"$tmp/got" >"$tmp/got.n"
        if ! awk -f "$tmp/match.awk" "$tmp/want.n" "$tmp/got.n"; then
            failures=$((failures + 1))
            echo "FAIL $doc block at line $line: \$ $cmd"
            diff "$tmp/want.n" "$tmp/got.n" | head -n 12 | sed 's/^/    /'
        fi
    done
done <"$tmp/blocks"
}

for page in README.md docs/*.md; do
    [ -f "$top/$page" ] && check_page "$page"
done
echo "readme: $tests examples, $failures failed"
[ "$failures" = 0 ]
