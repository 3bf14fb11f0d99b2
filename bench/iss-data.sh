#!/bin/bash
# iss-data.sh - every puzzle of sigh/Interactive-Sudoku-Solver's
# data/collections.js that has a solution and uses only the rules the
# constraint text reads (src/constraint_text.c) on a square board, read
# from its ISS string and solved: our count to 2 and our solution against
# the one ISS gives (make iss-data ISS=DIR); where the entry's source is
# an f-puzzles link, the link read and solved the same way.  An entry ISS itself finds
# two solutions for is reported, not failed; any other difference is.
# ISS is a peer, never part of this tree; without node or DIR, skipped.
set -eu
cd "$(dirname "$0")/.."
iss=${ISS:-}
if ! command -v node >/dev/null 2>&1 || [ ! -f "$iss/data/collections.js" ]; then
    echo "iss-data: skipped: set ISS to a checkout of sigh/Interactive-Sudoku-Solver (and install node)"
    exit 0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
${CC:-cc} -O2 -o "$out/solver" solver.c
KINDS=$(sed -n '/^} CONSTRAINT_KINDS\[\] = {/,/^};/p' src/constraint_text.c |
        grep -o '{"[A-Za-z]*"' | tr -d '{"' | paste -sd, -)
cat >"$out/dump.mjs" <<'JS'
globalThis.self = globalThis; self.VERSION_PARAM = "";
const m = await import(process.argv[2] + '/data/collections.js');
const known = new Set(process.argv[3].split(',').concat(['Given']));
const seen = new Set();
for (const v of Object.values(m)) {
  if (!Array.isArray(v)) continue;
  for (const e of v) {
    if (!e || typeof e !== 'object' || typeof e.input !== 'string' || !e.solution) continue;
    const text = e.input.replace(/\s+/g, '');
    if (!text.startsWith('.') || seen.has(e.name)) continue;
    seen.add(e.name);
    const items = text.split('.').slice(1).filter(x => x);
    if (items.every(x => known.has(x.split('~')[0] || 'Given')
                         && !/^Shape~(\d+)x(?!\1(~|$))/.test(x) && !/^Shape~[^~]*~/.test(x)))
      console.log(e.name + '\t' + text + '\t' + e.solution + '\t'
                  + ([].concat(e.src || []).find(s => /load=N4Ig/.test(s)) || ''));
  }
}
JS
node "$out/dump.mjs" "$(cd "$iss" && pwd)" "$KINDS" >"$out/entries.tsv"
entries=0 failed=0 several=0
links=0
while IFS=$'\t' read -r name text solution link; do
    entries=$((entries + 1))
    count=$(printf '%s\n' "$text" | timeout 120 "$out/solver" --count=2 2>&1 | head -n 1) || true
    first=$(printf '%s\n' "$text" | timeout 120 "$out/solver" 2>&1 | head -n 1) || true
    if [ -n "$link" ]; then              # the f-puzzles link: the same count
                                         # (and solution, when it is one)
        links=$((links + 1))
        link_count=$(printf '%s\n' "$link" | timeout 120 "$out/solver" --count=2 2>&1 | head -n 1) || true
        link_first=$(printf '%s\n' "$link" | timeout 120 "$out/solver" 2>&1 | head -n 1) || true
        if [ "$link_count" != "$count" ] || { [ "$count" = 1 ] && [ "$link_first" != "$first" ]; }; then
            failed=$((failed + 1))
            echo "iss-data: FAIL $name: its f-puzzles link gives count ${link_count:-none}, solution ${link_first:-none}"
        fi
    fi
    if [ "$count" = 1 ] && [ "$first" = "$solution" ]; then
        continue
    fi
    if [ "$count" = 2+ ]; then
        iss_count=$(cd "$iss" && node tools/perf/benchmark_puzzles.js --max-backtracks none \
            --puzzles "$name" --json 2>/dev/null | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["solutions"])' 2>/dev/null || echo "?")
        if [ "$iss_count" = 2 ]; then
            several=$((several + 1))
            echo "iss-data: $name: two solutions here and in ISS (the entry gives one)"
            continue
        fi
    fi
    failed=$((failed + 1))
    echo "iss-data: FAIL $name: count ${count:-none}, solution ${first:-none}"
done <"$out/entries.tsv"
echo "iss-data: $entries entries read and solved ($links from their f-puzzles links too), $several with two solutions in both, $failed failed"
[ "$failed" = 0 ]
