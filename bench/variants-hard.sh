#!/bin/bash
# variants-hard.sh - writes bench/variants-hard.txt, the variant set made
# hard for our own engine (make bench-variants runs it as
# HARD_VARIANTS_FOR_US beside ISS): 100 puzzles of each of six rule sets
# from judge/generate --seed=31 (unique under their rules), written as
# constraint text (ISS's syntax, which both solvers read), and the 20 of
# the 600 that take ./solver the most guesses counting to two.
#   bash bench/variants-hard.sh        (after make and make judge/generate)
set -eu
cd "$(dirname "$0")/.."
pool=$(mktemp)
trap 'rm -f "$pool" "$pool.one"' EXIT
for rules in antiknight,nonconsecutive antiking,x windoku,antiknight \
             x,nonconsecutive antiknight antiking,antiknight; do
    judge/generate --seed=31 --count=100 --rules="$rules" --quiet |
        awk -v rules="$rules" '
            BEGIN { name["antiknight"] = ".AntiKnight"; name["antiking"] = ".AntiKing"
                    name["nonconsecutive"] = ".AntiConsecutive"
                    name["x"] = ".Diagonal~1.Diagonal~-1"; name["windoku"] = ".Windoku"
                    n = split(rules, r, ","); for (i = 1; i <= n; i++) head = head name[r[i]] }
            length($0) == 81 {
                out = head
                for (i = 0; i < 81; i++) {
                    c = substr($0, i + 1, 1)
                    if (c != "." && c != "0")
                        out = out sprintf(".~R%dC%d_%s", int(i / 9) + 1, i % 9 + 1, c)
                }
                print out }'
done | while IFS= read -r line; do
    printf '%s\n' "$line" >"$pool.one"
    ./solver --count=2 --stats "$pool.one" 2>&1 >/dev/null |
        sed -n "s/^.* \([0-9]*\) guesses$/\1 $line/p"
done >"$pool"
sort -s -k1,1nr "$pool" | head -n 20 | cut -d' ' -f2- >bench/variants-hard.txt
echo "variants-hard: bench/variants-hard.txt, 20 of $(wc -l <"$pool")"
