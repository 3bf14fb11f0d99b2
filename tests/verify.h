/*
 * verify.h - independent checks of the solver, shared by the unit tests
 * and the fuzz harness.  They know nothing of how solver.c works:
 * is_solution() counts the digits of every row, column and box and compares
 * the givens; count_naive() counts solutions by plain backtracking.
 */
#ifndef VERIFY_H
#define VERIFY_H

#include <string.h>

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

/* State of count_naive(): the digits used per row, column and box. */
typedef struct NaiveCount {
    unsigned char cells[81];     /* 0 blank, 1..9 */
    unsigned rows[9], cols[9], boxes[9];  /* bit d: digit d used */
    long found;                  /* solutions counted */
    long limit;                  /* stop at this many */
    long nodes;                  /* search nodes left before giving up */
} NaiveCount;

static int naive_box(int cell)
{
    return (cell / 27) * 3 + (cell % 9) / 3;
}

/* Depth-first search over the blank cell with fewest digits left. */
static void naive_search(NaiveCount *n)
{
    int cell, best = -1, best_count = 10, digit;
    unsigned best_free = 0;

    if (n->found >= n->limit || --n->nodes < 0)
        return;
    for (cell = 0; cell < 81; cell++) {
        unsigned used, free_digits;
        int count = 0;
        if (n->cells[cell])
            continue;
        used = n->rows[cell / 9] | n->cols[cell % 9] | n->boxes[naive_box(cell)];
        free_digits = ~used & 0x3FE;
        for (digit = 1; digit <= 9; digit++)
            count += (free_digits >> digit) & 1;
        if (count < best_count) {
            best = cell;
            best_count = count;
            best_free = free_digits;
        }
    }
    if (best < 0) {
        n->found++;
        return;
    }
    for (digit = 1; digit <= 9; digit++) {
        unsigned bit = 1u << digit;
        if (!(best_free & bit))
            continue;
        n->cells[best] = (unsigned char)digit;
        n->rows[best / 9] |= bit;
        n->cols[best % 9] |= bit;
        n->boxes[naive_box(best)] |= bit;
        naive_search(n);
        n->cells[best] = 0;
        n->rows[best / 9] &= ~bit;
        n->cols[best % 9] &= ~bit;
        n->boxes[naive_box(best)] &= ~bit;
    }
}

/* Counts the solutions of givens (81 values, 0 blank) up to limit, by plain
 * backtracking: no code shared with the solver.  Returns -1 when it gives
 * up after max_nodes search nodes. */
static long count_naive(const unsigned char *givens, long limit, long max_nodes)
{
    NaiveCount n;
    int cell;

    memset(&n, 0, sizeof n);
    n.limit = limit;
    n.nodes = max_nodes;
    for (cell = 0; cell < 81; cell++) {
        unsigned bit;
        if (givens[cell] == 0)
            continue;
        bit = 1u << givens[cell];
        if ((n.rows[cell / 9] | n.cols[cell % 9] | n.boxes[naive_box(cell)]) & bit)
            return 0;                    /* two givens clash */
        n.cells[cell] = givens[cell];
        n.rows[cell / 9] |= bit;
        n.cols[cell % 9] |= bit;
        n.boxes[naive_box(cell)] |= bit;
    }
    naive_search(&n);
    return n.nodes < 0 ? -1 : n.found;
}

#endif
