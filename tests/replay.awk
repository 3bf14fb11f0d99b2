# replay.awk - checks a `judge/rate --steps` log against the solutions,
# knowing nothing of the rater: every placement must be the solution's
# digit, no elimination may remove the solution's digit, and each
# puzzle's placements must fill every open cell.
# usage: awk -f replay.awk PUZZLES-AND-SOLUTIONS LOG
# (the first file: "PUZZLE SOLUTION" per line, 81 characters each)
FNR == NR { puz[++n] = $1; sol[n] = $2; next }
function cellof(r, c) { return (r - 1) * 9 + c }
BEGIN { k = 0; fresh = 1 }
/^$/ { fresh = 1; next }
{
    if (fresh) { k++; placed = 0; t = puz[k]; open = gsub(/[.0]/, "", t); fresh = 0 }
}
/^[a-z]+ [0-9.]+ / || /^invalid/ {
    if (placed != open) { printf "puzzle %d: %d of %d open cells placed\n", k, placed, open; bad++ }
    checked++
    next
}
{
    line = $0
    arrow = index(line, "=>")
    if (arrow == 0) {
        if (match(line, /: r[1-9]c[1-9]=[1-9]$/)) {
            s = substr(line, RSTART + 2)
            r = substr(s, 2, 1); c = substr(s, 4, 1); d = substr(s, 6, 1)
            if (substr(sol[k], cellof(r, c), 1) != d) { printf "puzzle %d: wrong placement: %s\n", k, line; bad++ }
            placed++
        } else { printf "puzzle %d: unreadable step: %s\n", k, line; bad++ }
        next
    }
    rest = substr(line, arrow + 3)
    m = split(rest, parts, ", ")
    for (i = 1; i <= m; i++) {
        if (!match(parts[i], /^r[1-9]+c[1-9]+(,r[1-9]+c[1-9]+)*<>[1-9]$/)) { printf "puzzle %d: unreadable elimination '%s'\n", k, parts[i]; bad++; continue }
        split(parts[i], rc, "<>"); d = rc[2]
        g = split(rc[1], group, ",")
        for (h = 1; h <= g; h++) {
            ci = index(group[h], "c"); rows = substr(group[h], 2, ci - 2); cols = substr(group[h], ci + 1)
            for (a = 1; a <= length(rows); a++) for (b = 1; b <= length(cols); b++) {
                r = substr(rows, a, 1); c = substr(cols, b, 1)
                if (substr(sol[k], cellof(r, c), 1) == d) { printf "puzzle %d: unsound: %s (r%dc%d is %d)\n", k, line, r, c, d; bad++ }
            }
        }
    }
}
END { printf "replayed %d puzzles, %d problems\n", checked, bad + 0; exit bad > 0 }
