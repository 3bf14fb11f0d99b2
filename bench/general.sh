#!/bin/bash
# general.sh - figures of the general engine (make bench-general): the
# anchors table of bench/anchors.sh on 16x16 and 25x25 sets, Luogu P1074
# inputs, --all's rate and 9x9 variants beside classic 9x9.
# ONLY=variants: the 9x9 variants' tables alone (a few minutes);
# ONLY=p1074: Luogu P1074 and --all alone; ONLY=generate: 16x16 and
# 25x25 generation alone.  KEEP=DIR keeps the variants' sets there
# (gen-KIND.txt, and matched-KIND.txt: the classic puzzles of the same
# guesses), to profile them.
set -eu
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
CC=${CC:-cc}
$CC -O2 -o "$out/solver" solver.c
$CC -O2 -o "$out/random25" bench/random25.c
for p in 40 45 50; do "$out/random25" 10 "$p" "$p"; done >"$out/random25-40-50.txt"
for s in 7 8 9; do "$out/random25" 20 46 "${s}46"; done >"$out/random25-46.txt"
[ -n "${ONLY:-}" ] ||
bash bench/anchors.sh bench/hard16.txt bench/hard16-ours.txt "$out/random25-40-50.txt" "$out/random25-46.txt"

# Seconds of one run of the solver with arguments on a file.
seconds() {
    local start end
    start=${EPOCHREALTIME/./}
    "$@" >/dev/null 2>&1 || true
    end=${EPOCHREALTIME/./}
    awk -v t=$((end - start)) 'BEGIN { printf "%.3f s", t / 1e6 }'
}

# Luogu P1074: grids kept from one solution, 24 givens down to the empty
# grid (the cells drawn by a fixed LCG), each with a 60 s limit; then a
# sweep: from 0 to 30 givens, 40 grids each, the digits relabelled and the
# cells drawn by an LCG seeded per grid: the slowest and the count over 1 s.
solution=417369825632158947958724316825437169791586432346912758289643571573291684164875293
p1074_grid() {   # givens seed: a grid, digits relabelled when seed > 0
    awk -v s="$solution" -v keep="$1" -v seed="$2" 'BEGIN {
        x = keep + 1 + 7919 * seed; n = 0
        for (d = 1; d <= 9; d++) to[d] = d
        for (d = 9; seed && d > 1; d--) { x = (x * 1103515245 + 12345) % 2147483648
            e = 1 + int(x / 65536) % d; t = to[d]; to[d] = to[e]; to[e] = t }
        while (n < keep) { x = (x * 1103515245 + 12345) % 2147483648
            c = int(x / 65536) % 81; if (!(c in k)) { k[c] = 1; n++ } }
        for (r = 0; r < 9; r++) { line = ""
            for (c = 0; c < 9; c++) line = line (c ? " " : "") ((9 * r + c) in k ? to[substr(s, 9 * r + c + 1, 1)] : 0)
            print line } }'
}
if [ "${ONLY:-p1074}" = p1074 ]; then
echo
echo "| Luogu P1074 input | seconds (60 s limit) |"
echo "|---|---:|"
for keep in 24 22 20 18 16 14 10 5 0; do
    p1074_grid "$keep" 0 >"$out/p1074.in"
    echo "| $keep givens | $(seconds timeout 60 "$out/solver" --judge=luogu-p1074 "$out/p1074.in") |"
done
slowest=0 over=0 runs=0
for keep in $(seq 0 30); do
    for seed in $(seq 1 40); do
        p1074_grid "$keep" "$seed" >"$out/p1074.in"
        start=${EPOCHREALTIME/./}
        timeout 60 "$out/solver" --judge=luogu-p1074 "$out/p1074.in" >/dev/null || true
        took=$((${EPOCHREALTIME/./} - start))
        runs=$((runs + 1))
        [ "$took" -gt 1000000 ] && over=$((over + 1))
        [ "$took" -gt "$slowest" ] && slowest=$took && worst="$keep givens, seed $seed"
    done
done
awk -v t="$slowest" -v runs="$runs" -v over="$over" -v worst="$worst" 'BEGIN {
    printf "| sweep: %d grids of 0-30 givens | slowest %.3f s (%s); %d over 1 s |\n", runs, t / 1e6, worst, over }'

# --all: the first 1,000,000 solutions of the empty 9x9 grid, written.
printf '%81s\n' '' | tr ' ' . >"$out/empty.txt"
echo
echo "| --all=1000000 on the empty 9x9 grid | $(seconds "$out/solver" --all=1000000 "$out/empty.txt") |"
fi

# Generation past 9x9: unique 16x16 and 25x25 puzzles from judge/generate
# (one run each), the rate, and every one checked unique by the solver.
if [ "${ONLY:-generate}" = generate ]; then
make -s judge/generate
echo
echo "| judge/generate | seconds | puzzles a second | unique by ./solver --count=2 |"
echo "|---|---:|---:|---:|"
for job in "16 20 1" "25 10 7"; do
    set -- $job
    start=${EPOCHREALTIME/./}
    judge/generate --size="$1" --count="$2" --seed="$3" --quiet >"$out/generated.txt"
    took=$((${EPOCHREALTIME/./} - start))
    unique=$("$out/solver" --count=2 "$out/generated.txt" | grep -c '^1$' || true)
    awk -v size="$1" -v n="$2" -v seed="$3" -v t="$took" -v u="$unique" -v made="$(wc -l <"$out/generated.txt")" 'BEGIN {
        printf "| --size=%s --count=%s --seed=%s | %.2f | %.2f | %d of %d |\n", size, n, seed, t / 1e6, made / (t / 1e6), u, made }'
done
fi

[ "${ONLY:-variants}" = variants ] || exit 0

# Variants beside classic: the first 10,000 of forum hardest 11+ as classic
# lines (the 9x9 engine) and as jigsaw lines whose regions are the boxes
# labelled in reverse, so that the table is not taken for classic and goes
# to digit planes: the same puzzles, the same answers.  Medians of 3.
median3() {
    local a b c
    a=$(seconds "$@"); b=$(seconds "$@"); c=$(seconds "$@")
    printf '%s\n%s\n%s\n' "$a" "$b" "$c" | sort -n | sed -n 2p
}
labels=$(awk 'BEGIN { for (r = 0; r < 9; r++) for (c = 0; c < 9; c++)
                      printf "%d", 8 - (int(r / 3) * 3 + int(c / 3)) }')
hardest=${DATA:-../shared/data}/puzzles5_forum_hardest_1905_11+.txt
if [ -f "$hardest" ]; then
    head -n 10000 "$hardest" >"$out/classic.txt"
    sed "s/\$/ $labels/" "$out/classic.txt" >"$out/jigsaw.txt"
    echo
    echo "| 10,000 of 11+ | classic (9x9 engine) | as jigsaw (digit planes) |"
    echo "|---|---:|---:|"
    echo "| first solution | $(median3 "$out/solver" "$out/classic.txt") | $(median3 "$out/solver" "$out/jigsaw.txt") |"
    echo "| --count=2 | $(median3 "$out/solver" --count=2 "$out/classic.txt") | $(median3 "$out/solver" --count=2 "$out/jigsaw.txt") |"
fi

# Generated puzzles, 10,000 of each kind from judge/generate --seed=9 (the
# same generator and digging: unique, not minimal), first solution,
# medians of 3, with guesses per puzzle (--stats).  The classic ones also
# as jigsaw lines (boxes relabelled, digit planes: the same puzzles).
# The variants' extra rules let the digging go further (fewer givens), so
# they are not of the classic ones' difficulty: the guesses show how far.
make -s judge/generate
echo
echo "| 10,000 generated | engine | givens/puzzle | guesses/puzzle | seconds |"
echo "|---|---|---:|---:|---:|"
for kind in classic classic-as-jigsaw x windoku jigsaw killer; do
    gen="" opt="" engine=planes
    case $kind in
    classic) engine=9x9 ;;
    classic-as-jigsaw) engine=planes ;;
    x|windoku) gen=--rules=$kind opt=--rules=$kind engine=planes ;;
    jigsaw) gen=--variant=$kind engine=planes ;;
    killer) gen=--variant=$kind engine=planes ;;
    esac
    if [ "$kind" = classic-as-jigsaw ]; then
        sed "s/\$/ $labels/" "$out/gen-classic.txt" >"$out/gen-$kind.txt"
    else
        judge/generate --seed=9 --count=10000 --quiet $gen >"$out/gen-$kind.txt"
    fi
    givens=$(cut -c1-81 "$out/gen-$kind.txt" | awk '{ n += gsub(/[1-9]/, "") } END { printf "%.1f", n / NR }')
    guesses=$("$out/solver" $opt --stats "$out/gen-$kind.txt" 2>&1 >/dev/null |
              awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "guesses") printf "%.2f", $i / 10000 }')
    echo "| $kind | $engine | $givens | $guesses | $(median3 "$out/solver" $opt "$out/gen-$kind.txt") |"
done

# Variants beside classic puzzles of the same difficulty: each generated
# variant puzzle is paired with a classic one that takes the general
# engine as many guesses (bench/guesses.c: the same engine and
# propagation for both, the digit planes left out), drawn without
# repeats from the generated classic puzzles and every set in $DATA (the
# nearest count when that one runs out); then both sets are timed on the
# engines the solver picks (classic: the 9x9 one), in turn, five runs
# each, so that a slow spell of the machine falls on both: medians of 5.
$CC -O2 -Wno-unused-function -o "$out/guesses" bench/guesses.c
cat "$out/gen-classic.txt" ${DATA:-../shared/data}/puzzles*.txt 2>/dev/null |
    cut -c1-81 | grep -E '^[0-9.]{81}$' >"$out/pool.txt"
"$out/guesses" <"$out/pool.txt" | paste -d' ' - "$out/pool.txt" >"$out/pool-guesses.txt"
echo
echo "| 10,000 generated, first solution | guesses/puzzle (general engine) | variant | classic of the same guesses (9x9 engine) | ratio |"
echo "|---|---:|---:|---:|---:|"
for kind in x windoku jigsaw killer; do
    rule="" opt=""
    case $kind in x|windoku) rule=$kind opt=--rules=$kind ;; esac
    "$out/guesses" $rule <"$out/gen-$kind.txt" >"$out/want.txt"
    awk 'NR == FNR { n[$1]++; pool[$1, n[$1]] = $2; next }
         { g = $1
           for (d = 0; d < 100000; d++) {
               if ((g + d) in n && used[g + d] < n[g + d]) { g += d; break }
               if (d && (g - d) in n && used[g - d] < n[g - d]) { g -= d; break }
           }
           used[g]++; print pool[g, used[g]] }' "$out/pool-guesses.txt" "$out/want.txt" >"$out/matched.txt"
    mean=$(awk '{ s += $1 } END { printf "%.2f", s / NR }' "$out/want.txt")
    : >"$out/variant-runs.txt"
    : >"$out/classic-runs.txt"
    for run in 1 2 3 4 5; do
        { seconds "$out/solver" $opt "$out/gen-$kind.txt"; echo; } >>"$out/variant-runs.txt"
        { seconds "$out/solver" "$out/matched.txt"; echo; } >>"$out/classic-runs.txt"
    done
    variant=$(sort -n "$out/variant-runs.txt" | sed -n 3p)
    classic=$(sort -n "$out/classic-runs.txt" | sed -n 3p)
    if [ -n "${KEEP:-}" ]; then
        mkdir -p "$KEEP"
        cp "$out/gen-$kind.txt" "$KEEP/gen-$kind.txt"
        cp "$out/matched.txt" "$KEEP/matched-$kind.txt"
    fi
    echo "| $kind | $mean | $variant | $classic | $(awk -v a="${variant% s}" -v b="${classic% s}" 'BEGIN { printf "%.1fx", a / b }') |"
done
