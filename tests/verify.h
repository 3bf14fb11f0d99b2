/*
 * verify.h - an independent check of a Sudoku solution, shared by the unit
 * tests and the fuzz harness.  It knows nothing of how solver.c works: it
 * counts the digits of every row, column and box and compares the givens.
 */
#ifndef VERIFY_H
#define VERIFY_H

/* Returns 1 when solution (81 digits 1..9) is a full valid grid that keeps
 * every given (81 values, 0 blank). */
static int is_solution(const unsigned char *givens,
                       const unsigned char *solution)
{
    int unit, i;

    for (i = 0; i < 81; i++) {
        if (solution[i] < 1 || solution[i] > 9)
            return 0;
        if (givens[i] && givens[i] != solution[i])
            return 0;
    }
    for (unit = 0; unit < 9; unit++) {
        int seen_row[10] = {0}, seen_col[10] = {0}, seen_box[10] = {0};
        for (i = 0; i < 9; i++) {
            int box_cell = 27 * (unit / 3) + 3 * (unit % 3) + 9 * (i / 3) + i % 3;
            if (seen_row[solution[9 * unit + i]]++ ||
                seen_col[solution[9 * i + unit]]++ ||
                seen_box[solution[box_cell]]++)
                return 0;
        }
    }
    return 1;
}

#endif
