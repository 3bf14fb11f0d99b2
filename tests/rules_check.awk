# rules_check.awk - checks each line of 81 digits (a solution) against the
# board-wide rules named in -v rules=LIST: rows and columns hold 1-9 once,
# and antiknight, antiking, nonconsecutive as the solver reads them (x and
# windoku are checked elsewhere).  Exit 1 at the first line that breaks one.
function at(r, c) { return substr(line, r * 9 + c + 1, 1) + 0 }
function differ_at(dr, dc,    r, c) {
    for (r = 0; r < 9; r++)
        for (c = 0; c < 9; c++)
            if (r + dr < 9 && c + dc >= 0 && c + dc < 9 && at(r, c) == at(r + dr, c + dc))
                return 0
    return 1
}
NF == 0 { next }                 # the blank line between two solutions
{
    line = $0
    if (length(line) != 81) { print "not 81 digits: " line; exit 1 }
    for (r = 0; r < 9; r++) {
        delete row; delete col
        for (c = 0; c < 9; c++) { row[at(r, c)]++; col[at(c, r)]++ }
        for (d = 1; d <= 9; d++)
            if (row[d] != 1 || col[d] != 1) { print "row or column " r ": " line; exit 1 }
    }
    if (rules ~ /antiknight/ && !(differ_at(1, -2) && differ_at(1, 2) && differ_at(2, -1) && differ_at(2, 1))) {
        print "a knight's move apart: " line; exit 1
    }
    if (rules ~ /antiking/ && !(differ_at(1, -1) && differ_at(1, 1))) {
        print "touching diagonally: " line; exit 1
    }
    if (rules ~ /nonconsecutive/)
        for (r = 0; r < 9; r++)
            for (c = 0; c < 9; c++) {
                if (c < 8 && (at(r, c) - at(r, c + 1)) ^ 2 == 1) { print "consecutive across: " line; exit 1 }
                if (r < 8 && (at(r, c) - at(r + 1, c)) ^ 2 == 1) { print "consecutive down: " line; exit 1 }
            }
}
