#!/bin/bash
# hard9-ours.sh - writes bench/hard9-ours.txt, the classic 9x9 set made
# hard for our own engine (make bench times it beside the public sets):
# every distinct 81-character puzzle of the sets in DATA (default
# ../shared/data, the six public sets), and the 1,000 that take ./solver
# the most guesses counting to two (ties: the earlier in sorted order).
#   bash bench/hard9-ours.sh [DATA]        (after make)
set -eu
cd "$(dirname "$0")/.."
data=${1:-../shared/data}
pool=$(mktemp)
trap 'rm -f "$pool" "$pool".*' EXIT
cat "$data"/*.txt | awk 'length($0) == 81' | sort -u >"$pool"
split -n l/2 "$pool" "$pool.part."
for part in "$pool".part.*; do                  # two at a time
    while IFS= read -r line; do
        printf '%s\n' "$line" | ./solver --count=2 --stats 2>&1 >/dev/null |
            sed -n "s/^.* \([0-9]*\) guesses$/\1 $line/p"
    done <"$part" >"$part.guesses" &
done
wait
sort -s -k1,1nr "$pool".part.*.guesses | head -n 1000 | cut -d' ' -f2 >bench/hard9-ours.txt
echo "hard9-ours: bench/hard9-ours.txt, 1000 of $(wc -l <"$pool")"
