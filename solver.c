/*
 * solver.c - a Sudoku solver for online judges and for batches of millions.
 *
 * Paste it into Luogu (P10481, P10482), POJ (2676, 3074) or LeetCode 37
 * unchanged, or run it locally on a file of puzzles, one per line.
 *
 * The model.  A grid has 81 cells, numbered 0..80 in row-major order:
 * cell = 9 * row + col.  A unit is a row, a column or a 3x3 box; every
 * cell lies in three units, and its 20 peers are the other cells of those
 * units.  A solution puts one digit 1..9 in every cell so that each unit
 * holds each digit once.
 *
 * The solver keeps, for every digit, the cells where it may still go.  Those
 * 81-cell sets are split into three bands of three rows each (rows 0-2, 3-5,
 * 6-8), and a band of 27 cells fits one 32-bit word: bit 9 * (row % 3) + col.
 * Conveniently, cell = 27 * band + bit.  The candidates of digit d in band b
 * are cands[3 * d + b].  Within a band a digit fills exactly one cell of each
 * of its three rows and one of each of its three boxes, so the three
 * "minirows" it uses (a row's three cells inside one box) form a permutation;
 * a table of the 512 occupancy patterns (BAND_PERMUTATION_MASK) removes at
 * once every minirow that fits no permutation.  That single step covers
 * hidden singles in rows and boxes and the locked-candidate (pointing and
 * claiming) moves.  The same table serves the stacks (three columns of
 * boxes), where each digit's three minicolumns must form a permutation of
 * bands to columns: hidden singles in columns, and pointing and claiming
 * between columns and boxes.  When a row of a band is left with one cell,
 * the digit is placed there: the cell is removed from the other digits and
 * the column from the other bands.  Naked singles (a cell with one digit
 * left) are found by counting across the nine digits with bit operations.
 * When nothing more follows, search() guesses a digit for a cell with the
 * fewest candidates, on a copy of the state, and on failure removes that
 * digit and carries on.
 *
 * Glossary: d is a digit 0..8 (printed as d + 1), b a band 0..2 (three rows
 * of boxes), s a stack 0..2 (three columns of boxes), bit a cell's position
 * 0..26 in its band, a "mask" of 9 bits holds digits (or rows, columns,
 * boxes), a band mask of 27 bits holds cells.  A puzzle comes in as
 * 81 values: 0 for a blank, 1..9 for a given.
 *
 * Layout of this file: tables, solver state, propagation, search, the public
 * entry points (solve_puzzle, solveSudoku for LeetCode), then the command-line
 * program: input, output, options, main.  Define SOLVER_NO_MAIN to leave main
 * out and include this file elsewhere.
 */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Printed for a puzzle with no solution; --no-solution=TEXT overrides it. */
#ifndef NO_SOLUTION_TEXT
#define NO_SOLUTION_TEXT "IMPOSSIBLE"
#endif

/* Printed, one line, for a case that cannot be read. */
#define ERROR_TEXT "ERROR"

#define SOLVER_VERSION "1.0.0"

enum {
    CELLS = 81,
    DIGITS = 9,
    BANDS = 3,
    ALL_DIGITS = 0x1FF,            /* the nine digits as a 9-bit mask */
    ALL_BAND_CELLS = 0x7FFFFFF,    /* the 27 cells of a band */
    BAND_ROW = 0x1FF,              /* the first row of a band; << 9 * row */
    BAND_COLUMN = 0x40201,         /* column 0 of a band; << col */
    EVERY_DIGIT_OF_BAND = 0x1249249 /* dirty bits 3*d of all d; << band */
};

/* ------------------------------------------------------------------ */
/* Tables                                                             */
/* ------------------------------------------------------------------ */

/* POPCOUNT9[m]: how many digits the 9-bit mask m holds. */
static const unsigned char POPCOUNT9[512] = {
    0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5, 2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    2, 3, 3, 4, 3, 4, 4, 5, 3, 4, 4, 5, 4, 5, 5, 6, 3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    3, 4, 4, 5, 4, 5, 5, 6, 4, 5, 5, 6, 5, 6, 6, 7, 4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8,
    4, 5, 5, 6, 5, 6, 6, 7, 5, 6, 6, 7, 6, 7, 7, 8, 5, 6, 6, 7, 6, 7, 7, 8, 6, 7, 7, 8, 7, 8, 8, 9,
};

/* LOWEST_DIGIT[m]: the index 0..8 of m's lowest set bit; 9 when m is 0. */
static const unsigned char LOWEST_DIGIT[512] = {
    9, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    6, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    7, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    6, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    8, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    6, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    7, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    6, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
    5, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0,
};

/* ROW_BOXES[r]: for the 9 cells r of one row, which of its three boxes
 * (bits 0..2) hold at least one of them. */
static const unsigned char ROW_BOXES[512] = {
    0, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3,
    2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
    6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
};

/*
 * BAND_PERMUTATION_MASK[m]: m has bit 3 * row + box set where a digit still
 * has a candidate in that minirow of a band.  The entry is the 27-bit band
 * mask of the minirows that belong to some assignment of the three rows to
 * three different boxes using only occupied minirows; 0 when none exists.
 */
static const uint32_t BAND_PERMUTATION_MASK[512] = {
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
    0x0000000, 0x0000000, 0x01f8038, 0x01f8038, 0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
    0x0000000, 0x0000000, 0x01f8038, 0x01f8038, 0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
    0x0000000, 0x0000000, 0x01f8038, 0x01f8038, 0x01c71c0, 0x01c71c0, 0x01ff1f8, 0x01ff1f8,
    0x0000000, 0x0000000, 0x01f8038, 0x01f8038, 0x01c71c0, 0x01c71c0, 0x01ff1f8, 0x01ff1f8,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
    0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
    0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0e00fc0, 0x0e38fc7, 0x0e00fc0, 0x0e38fc7,
    0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
    0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0e00fc0, 0x0e38fc7, 0x0e00fc0, 0x0e38fc7,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0fc7fc0, 0x0fc7fc0, 0x0fc7fc0, 0x0fc7fc0,
    0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f, 0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
    0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f, 0x0e00fc0, 0x0e38fc7, 0x0ff8ff8, 0x0ff8fff,
    0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f, 0x01c71c0, 0x0fff1c7, 0x01ff1f8, 0x0fff1ff,
    0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f, 0x0fc7fc0, 0x0ffffc7, 0x0fffff8, 0x0ffffff,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000e38, 0x7000e38, 0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x7000e38, 0x7007e3f, 0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000e38, 0x7000e38, 0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x7000e38, 0x7007e3f, 0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000e38, 0x7000e38, 0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x01c71c0, 0x71c71c7, 0x01c71c0, 0x71c71c7,
    0x0000000, 0x7007007, 0x7000e38, 0x7007e3f, 0x01c71c0, 0x71c71c7, 0x71c7ff8, 0x71c7fff,
    0x0000000, 0x0000000, 0x01f8038, 0x01f8038, 0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
    0x0000000, 0x0000000, 0x71f8e38, 0x71f8e38, 0x0000000, 0x0000000, 0x71f8e38, 0x71f8e38,
    0x0000000, 0x7007007, 0x01f8038, 0x71ff03f, 0x01c71c0, 0x71c71c7, 0x01ff1f8, 0x71ff1ff,
    0x0000000, 0x7007007, 0x71f8e38, 0x71ffe3f, 0x01c71c0, 0x71c71c7, 0x71ffff8, 0x71fffff,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000e38, 0x7000e38, 0x0e00fc0, 0x0e00fc0, 0x7e00ff8, 0x7e00ff8,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x7000e38, 0x7007e3f, 0x0e00fc0, 0x7e07fc7, 0x7e00ff8, 0x7e07fff,
    0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
    0x0000000, 0x0e38007, 0x7000e38, 0x7e38e3f, 0x0e00fc0, 0x0e38fc7, 0x7e00ff8, 0x7e38fff,
    0x0000000, 0x7e3f007, 0x0000000, 0x7e3f007, 0x0000000, 0x7e3f007, 0x0000000, 0x7e3f007,
    0x0000000, 0x7e3f007, 0x7000e38, 0x7e3fe3f, 0x0e00fc0, 0x7e3ffc7, 0x7e00ff8, 0x7e3ffff,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000e38, 0x7000e38, 0x0e00fc0, 0x0e00fc0, 0x7e00ff8, 0x7e00ff8,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x01c71c0, 0x71c71c7, 0x01c71c0, 0x71c71c7,
    0x0000000, 0x7007007, 0x7000e38, 0x7007e3f, 0x0fc7fc0, 0x7fc7fc7, 0x7fc7ff8, 0x7fc7fff,
    0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f, 0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
    0x0000000, 0x0e38007, 0x71f8e38, 0x7ff8e3f, 0x0e00fc0, 0x0e38fc7, 0x7ff8ff8, 0x7ff8fff,
    0x0000000, 0x7e3f007, 0x01f8038, 0x7fff03f, 0x01c71c0, 0x7fff1c7, 0x01ff1f8, 0x7fff1ff,
    0x0000000, 0x7e3f007, 0x71f8e38, 0x7fffe3f, 0x0fc7fc0, 0x7ffffc7, 0x7fffff8, 0x7ffffff,
};

/* ROW_OF_BIT[bit], COLUMN_OF_BIT[bit]: where a band position lies. */
static const unsigned char ROW_OF_BIT[27] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2
};
static const unsigned char COLUMN_OF_BIT[27] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8
};

/* STACK_COLUMNS[m]: the band mask of the columns m (bits 0..2) of the
 * first stack; shift left by 3 * stack for the others. */
static const uint32_t STACK_COLUMNS[8] = {
    0, 0x40201, 0x80402, 0xC0603, 0x100804, 0x140A05, 0x180C06, 0x1C0E07
};

/* How many digits the 9-bit mask holds. */
static inline int popcount9(unsigned mask)
{
    return POPCOUNT9[mask & ALL_DIGITS];
}

/* The index 0..8 of the lowest digit in a non-empty 9-bit mask. */
static inline int lowest_digit(unsigned mask)
{
    return LOWEST_DIGIT[mask & ALL_DIGITS];
}

/* The position 0..26 of the lowest cell in a non-empty band mask. */
static inline int lowest_cell(uint32_t cells)
{
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    return __builtin_ctz(cells);
#else
    if (cells & BAND_ROW)
        return LOWEST_DIGIT[cells & BAND_ROW];
    if ((cells >> 9) & BAND_ROW)
        return 9 + LOWEST_DIGIT[(cells >> 9) & BAND_ROW];
    return 18 + LOWEST_DIGIT[cells >> 18];
#endif
}

/* The minirows of a band (bit 3 * row + box) holding at least one of the
 * cells, the index of BAND_PERMUTATION_MASK. */
static inline unsigned minirows_of(uint32_t cells)
{
    return (unsigned)ROW_BOXES[cells & BAND_ROW]
         | (unsigned)ROW_BOXES[(cells >> 9) & BAND_ROW] << 3
         | (unsigned)ROW_BOXES[cells >> 18] << 6;
}

/* Which box (0..8) holds the cell at row, col. */
static inline int box_of(int row, int col)
{
    return row / 3 * 3 + col / 3;
}

/* ------------------------------------------------------------------ */
/* Solver state                                                       */
/* ------------------------------------------------------------------ */

/* One position of the search: what may still go where. */
typedef struct Grid {
    uint32_t cands[DIGITS * BANDS];  /* [3*d+b]: band-b cells open to digit d */
    uint32_t settled[DIGITS * BANDS];/* cands as last settled; skip if same */
    uint32_t dirty;                  /* bit 3*d+b: cands[3*d+b] may differ */
    unsigned stacks_dirty;           /* bit d: d changed since settle_stacks */
    uint32_t unsolved[BANDS];        /* band cells with no digit placed yet */
    unsigned placed_rows[DIGITS];    /* [d]: rows (bit r) where d is placed */
    unsigned placed_cols[DIGITS];    /* [d]: columns (bit c) where d is placed */
} Grid;

/* One run of the search over a puzzle. */
typedef struct Solver {
    long limit;                      /* stop after this many solutions */
    long solutions;                  /* solutions found so far */
    long guesses;                    /* guesses made, for --stats */
    unsigned char *first;            /* the first solution, 81 digits 1..9 */
} Solver;

/* ------------------------------------------------------------------ */
/* Propagation                                                        */
/* ------------------------------------------------------------------ */

/* Records digit d as placed at position bit of band b: the cell leaves the
 * other digits, and the column leaves d's other cells (in band b they share
 * the placed cell's box, so they could not hold d either). */
static void place(Grid *g, int d, int b, int bit)
{
    uint32_t cell = 1u << bit;
    uint32_t column = (uint32_t)BAND_COLUMN << COLUMN_OF_BIT[bit];
    uint32_t *same_digit = &g->cands[3 * d], *same_band = &g->cands[b];
    int e;

    g->placed_rows[d] |= 1u << (3 * b + ROW_OF_BIT[bit]);
    g->placed_cols[d] |= 1u << COLUMN_OF_BIT[bit];
    g->unsolved[b] &= ~cell;
    for (e = 0; e < 3 * DIGITS; e += 9) {   /* three digits a step */
        same_band[e] &= ~cell;
        same_band[e + 3] &= ~cell;
        same_band[e + 6] &= ~cell;
    }
    same_digit[0] &= ~column;
    same_digit[1] &= ~column;
    same_digit[2] &= ~column;
    same_digit[b] |= cell;
    g->dirty |= (uint32_t)EVERY_DIGIT_OF_BAND << b | 7u << (3 * d);
}

/* Applies the row/box permutation rule to digit d in band b and places d in
 * every row left with one cell.  Returns 0 on a contradiction. */
static int settle_band(Grid *g, int d, int b)
{
    uint32_t cells = g->cands[3 * d + b];
    unsigned occupied = minirows_of(cells);
    unsigned open_rows = ~(g->placed_rows[d] >> (3 * b)) & 7;

    cells &= BAND_PERMUTATION_MASK[occupied];
    if (cells == 0)
        return 0;
    g->cands[3 * d + b] = cells;
    for (; open_rows; open_rows &= open_rows - 1) {
        int row = lowest_digit(open_rows);
        uint32_t in_row = cells & ((uint32_t)BAND_ROW << (9 * row));
        if ((in_row & (in_row - 1)) == 0)
            place(g, d, b, lowest_cell(in_row));
    }
    return 1;
}

/* Restricts digit d, in cell's row, to that cell, and the cell to digit d;
 * settle_band() then places it. */
static void assign(Grid *g, int d, int cell)
{
    int b = cell / 27, bit = cell % 27;
    uint32_t one = 1u << bit, row = (uint32_t)BAND_ROW << (9 * ROW_OF_BIT[bit]);
    uint32_t *same_band = &g->cands[b];
    uint32_t kept = same_band[3 * d] & one;  /* empty if d was not open */
    int e;

    for (e = 0; e < 3 * DIGITS; e += 9) {
        same_band[e] &= ~one;
        same_band[e + 3] &= ~one;
        same_band[e + 6] &= ~one;
    }
    same_band[3 * d] = (same_band[3 * d] & ~row) | kept;
    g->dirty |= (uint32_t)EVERY_DIGIT_OF_BAND << b;
}

/* Removes digit d from the candidates of cell. */
static void eliminate(Grid *g, int d, int cell)
{
    g->cands[3 * d + cell / 27] &= ~(1u << (cell % 27));
    g->dirty |= 1u << (3 * d + cell / 27);
}

/* Assigns every unsolved cell that has one digit left.  Returns -1 when a
 * cell has none left, else how many cells it assigned. */
static int assign_naked_singles(Grid *g)
{
    int b, d, found = 0;

    for (b = 0; b < BANDS; b++) {
        uint32_t once = 0, twice = 0, singles;
        for (d = 0; d < DIGITS; d++) {
            uint32_t cells = g->cands[3 * d + b];
            twice |= once & cells;
            once |= cells;
        }
        if (g->unsolved[b] & ~once)
            return -1;
        singles = once & ~twice & g->unsolved[b];
        for (; singles; singles &= singles - 1) {
            int bit = lowest_cell(singles);
            for (d = 0; d < DIGITS && !(g->cands[3 * d + b] >> bit & 1); d++)
                ;
            if (d == DIGITS)
                return -1;   /* an earlier single this pass took its digit */
            assign(g, d, 27 * b + bit);
            found++;
        }
    }
    return found;
}

/* Applies the permutation rule to the stacks (three columns of boxes): in
 * a stack each digit fills one column of each band and one band of each
 * column.  This covers hidden singles in columns and the pointing and
 * claiming moves between columns and boxes.  Returns -1 on a contradiction,
 * else how many digit-bands it narrowed. */
static int settle_stacks(Grid *g)
{
    int d, s, b, narrowed = 0;

    for (; g->stacks_dirty; g->stacks_dirty &= g->stacks_dirty - 1) {
        uint32_t *cands;
        unsigned columns[BANDS];
        d = lowest_digit(g->stacks_dirty);
        cands = &g->cands[3 * d];
        if (g->placed_cols[d] == ALL_DIGITS)
            continue;
        for (b = 0; b < BANDS; b++)
            columns[b] = (cands[b] | cands[b] >> 9 | cands[b] >> 18) & BAND_ROW;
        for (s = 0; s < 3; s++) {
            unsigned occupied = (columns[0] >> (3 * s) & 7)
                              | (columns[1] >> (3 * s) & 7) << 3
                              | (columns[2] >> (3 * s) & 7) << 6;
            uint32_t allowed = BAND_PERMUTATION_MASK[occupied];
            if (allowed == 0)
                return -1;
            if (minirows_of(allowed) == occupied)
                continue;                /* nothing to remove */
            for (b = 0; b < BANDS; b++) {
                unsigned keep = ROW_BOXES[(allowed >> (9 * b)) & BAND_ROW];
                uint32_t stack = (uint32_t)STACK_COLUMNS[7] << (3 * s);
                uint32_t narrowed_cells = cands[b]
                    & (~stack | STACK_COLUMNS[keep] << (3 * s));
                if (narrowed_cells != cands[b]) {
                    cands[b] = narrowed_cells;
                    g->dirty |= 1u << (3 * d + b);
                    narrowed++;
                }
            }
        }
    }
    return narrowed;
}

/* Settles every digit-band that changed, assigns naked singles and settles
 * the stacks, until nothing more follows.  Returns 0 on a contradiction. */
static int propagate(Grid *g)
{
    for (;;) {
        int singles;
        uint32_t todo;
        while ((todo = g->dirty) != 0) {
            g->dirty = 0;                /* settling may mark more */
            for (; todo; todo &= todo - 1) {
                int band_of_digit = lowest_cell(todo);
                if (g->cands[band_of_digit] == g->settled[band_of_digit])
                    continue;
                if (!settle_band(g, band_of_digit / 3, band_of_digit % 3))
                    return 0;
                g->settled[band_of_digit] = g->cands[band_of_digit];
                g->stacks_dirty |= 1u << (band_of_digit / 3);
            }
        }
        singles = assign_naked_singles(g);
        if (singles == 0)
            singles = settle_stacks(g);
        if (singles < 0)
            return 0;
        if (singles == 0)
            return 1;
    }
}

/* ------------------------------------------------------------------ */
/* Search                                                             */
/* ------------------------------------------------------------------ */

/* The digits (a 9-bit mask) still open to cell. */
static unsigned digits_of(const Grid *g, int cell)
{
    int b = cell / 27, bit = cell % 27, d;
    unsigned digits = 0;

    for (d = 0; d < DIGITS; d++)
        digits |= (unsigned)(g->cands[3 * d + b] >> bit & 1) << d;
    return digits;
}

/* Returns an unsolved cell with the fewest candidates, preferring the first
 * cell with two; the grid must have an unsolved cell. */
static int choose_cell(const Grid *g)
{
    int b, d, cell, best = -1, best_count = DIGITS + 1;

    for (b = 0; b < BANDS; b++) {
        uint32_t once = 0, twice = 0, thrice = 0, pairs;
        for (d = 0; d < DIGITS; d++) {
            uint32_t cells = g->cands[3 * d + b];
            thrice |= twice & cells;
            twice |= once & cells;
            once |= cells;
        }
        pairs = twice & ~thrice & g->unsolved[b];
        if (pairs)
            return 27 * b + lowest_cell(pairs);
    }
    for (cell = 0; cell < CELLS; cell++) {
        if (g->unsolved[cell / 27] >> (cell % 27) & 1) {
            int count = popcount9(digits_of(g, cell));
            if (count < best_count) {
                best = cell;
                best_count = count;
            }
        }
    }
    return best;
}

/* Writes the solved grid as 81 digits 1..9. */
static void read_solution(const Grid *g, unsigned char *out)
{
    int d, b;

    for (d = 0; d < DIGITS; d++) {
        for (b = 0; b < BANDS; b++) {
            uint32_t cells = g->cands[3 * d + b];
            for (; cells; cells &= cells - 1)
                out[27 * b + lowest_cell(cells)] = (unsigned char)(d + 1);
        }
    }
}

/* Counts the solutions below g, keeping the first.  Returns 1 when the
 * solution limit is reached, else 0 (every branch explored). */
static int search(Solver *s, Grid *g)
{
    for (;;) {
        Grid child;
        int cell, d;

        if (!propagate(g))
            return 0;
        if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2])) {
            if (s->solutions == 0 && s->first)
                read_solution(g, s->first);
            return ++s->solutions >= s->limit;
        }
        cell = choose_cell(g);
        d = lowest_digit(digits_of(g, cell));
        s->guesses++;
        child = *g;
        assign(&child, d, cell);
        if (search(s, &child))
            return 1;
        eliminate(g, d, cell);
    }
}

/* Returns 1 when no two givens of the same digit share a unit, using the
 * digits seen so far in each row, column and box as 9-bit masks. */
static int givens_consistent(const unsigned char *givens)
{
    unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0};
    int row, col;

    for (row = 0; row < 9; row++) {
        for (col = 0; col < 9; col++) {
            int given = givens[9 * row + col], box = box_of(row, col);
            unsigned digit = given <= 9 ? (1u << given) >> 1 : 0;  /* 0: blank */
            if ((rows[row] | cols[col] | boxes[box]) & digit)
                return 0;
            rows[row] |= digit;
            cols[col] |= digit;
            boxes[box] |= digit;
        }
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Entry points                                                       */
/* ------------------------------------------------------------------ */

/*
 * Solves a puzzle given as 81 values (0 blank, 1..9 given; anything else is
 * treated as blank by the caller's contract, never read past 81).  Counts
 * solutions up to limit (at least 1) and writes the first to solution as
 * digits 1..9 when solution is not NULL.  Adds the guesses made to *guesses
 * when guesses is not NULL.  Returns the count, 0..limit.
 */
static long solve_puzzle(const unsigned char *givens, unsigned char *solution,
                         long limit, long *guesses)
{
    Solver s;
    Grid g;
    int i;

    s.limit = limit < 1 ? 1 : limit;
    s.solutions = 0;
    s.guesses = 0;
    s.first = solution;
    if (!givens_consistent(givens))
        return 0;
    for (i = 0; i < DIGITS * BANDS; i++) {
        g.cands[i] = ALL_BAND_CELLS;
        g.settled[i] = ~(uint32_t)0;   /* never a band mask: settle all */
    }
    for (i = 0; i < BANDS; i++)
        g.unsolved[i] = ALL_BAND_CELLS;
    for (i = 0; i < DIGITS; i++)
        g.placed_rows[i] = g.placed_cols[i] = 0;
    g.dirty = ALL_BAND_CELLS;           /* 27 bits: every digit-band */
    g.stacks_dirty = ALL_DIGITS;
    for (i = 0; i < CELLS; i++)
        if (givens[i] >= 1 && givens[i] <= 9)
            assign(&g, givens[i] - 1, i);
    search(&s, &g);
    if (guesses)
        *guesses += s.guesses;
    return s.solutions;
}

/* LeetCode 37: fills board (9 rows of 9 chars, '.' blank) in place.  Leaves
 * the board as it was when it has no solution or is not 9x9. */
void solveSudoku(char **board, int boardSize, int *boardColSize);

void solveSudoku(char **board, int boardSize, int *boardColSize)
{
    unsigned char givens[CELLS], solution[CELLS];
    int row, col;

    if (board == NULL || boardSize != 9)
        return;
    for (row = 0; row < 9; row++) {
        if (board[row] == NULL || (boardColSize && boardColSize[row] != 9))
            return;
        for (col = 0; col < 9; col++) {
            char c = board[row][col];
            givens[9 * row + col] =
                (unsigned char)(c >= '1' && c <= '9' ? c - '0' : 0);
        }
    }
    if (solve_puzzle(givens, solution, 1, NULL) != 1)
        return;
    for (row = 0; row < 9; row++)
        for (col = 0; col < 9; col++)
            board[row][col] = (char)('0' + solution[9 * row + col]);
}

/* ------------------------------------------------------------------ */
/* Input                                                              */
/* ------------------------------------------------------------------ */

enum {
    READ_BUFFER = 1 << 16,
    LINE_KEPT = 256,        /* bytes of a line kept; longer ones are counted */
    MESSAGE_SIZE = 200
};

/* Lines from a stream: LF, CRLF or CR ends, any bytes, any length. */
typedef struct Reader {
    FILE *in;
    unsigned char buf[READ_BUFFER];  /* bytes read, not yet consumed */
    size_t pos, len;                 /* next byte, bytes in buf */
    int read_errno;                  /* errno of a read error, else 0 */
    long line_no;                    /* lines read so far */
    char text[LINE_KEPT];            /* the first bytes of the current line */
    size_t length;                   /* the current line's full length */
} Reader;

/* How a case was laid out in the input, mirrored in its output. */
enum Layout { LAYOUT_LINE, LAYOUT_GRID };

/* The kinds of line the input holds. */
enum LineKind { LINE_BLANK, LINE_COMMENT, LINE_END, LINE_COUNT, LINE_ROW,
                LINE_PUZZLE, LINE_BAD };

/* What next_case() found. */
enum CaseStatus { CASE_PUZZLE, CASE_MALFORMED, CASE_NONE };

/* One case of the input. */
typedef struct Case {
    unsigned char cells[CELLS];  /* 0 blank, 1..9 given */
    enum Layout layout;          /* as it came in */
    int spaced;                  /* cells were separated by single spaces */
    long line;                   /* where it starts; for errors, where it is */
    char message[MESSAGE_SIZE];  /* what is wrong with a malformed case */
} Case;

/* Reads cases, one after another, and what the input says about them. */
typedef struct CaseReader {
    Reader lines;                /* where the lines come from */
    int started;                 /* a case or count has been seen */
    int ended;                   /* an `end` line or the end of input */
    int pushed_back;             /* the current line is to be read again */
    long count;                  /* the case count T on the first line, or -1 */
    long count_line;             /* the line T was on */
} CaseReader;

/* Starts reading from in. */
static void init_case_reader(CaseReader *r, FILE *in)
{
    memset(r, 0, sizeof *r);
    r->lines.in = in;
    r->count = -1;
}

/* Refills the buffer.  Returns 0 at end of input or on a read error. */
static int fill_buffer(Reader *r)
{
    r->pos = 0;
    r->len = fread(r->buf, 1, sizeof r->buf, r->in);
    if (r->len == 0 && ferror(r->in))
        r->read_errno = errno ? errno : EIO;
    return r->len > 0;
}

/* Keeps the first bytes of the current line, counting all of them. */
static void keep_bytes(Reader *r, const unsigned char *bytes, size_t n)
{
    if (r->length < LINE_KEPT) {
        size_t room = LINE_KEPT - r->length;
        memcpy(r->text + r->length, bytes, n < room ? n : room);
    }
    r->length += n;
}

/* Reads the next line into r->text and r->length.  Returns 0 when no line
 * is left (end of input or a read error). */
static int read_line(Reader *r)
{
    int any = 0;

    r->length = 0;
    for (;;) {
        const unsigned char *start, *lf, *cr;
        size_t n;
        if (r->pos == r->len && !fill_buffer(r)) {
            if (!any)
                return 0;
            break;                       /* a last line with no newline */
        }
        any = 1;
        start = r->buf + r->pos;
        lf = (const unsigned char *)memchr(start, '\n', r->len - r->pos);
        n = lf ? (size_t)(lf - start) : r->len - r->pos;
        cr = (const unsigned char *)memchr(start, '\r', n);
        if (cr)
            n = (size_t)(cr - start);
        keep_bytes(r, start, n);
        r->pos += n;
        if (cr) {                        /* CR, or CRLF even across buffers */
            r->pos++;
            if ((r->pos < r->len || fill_buffer(r)) && r->buf[r->pos] == '\n')
                r->pos++;
            break;
        }
        if (lf) {
            r->pos++;
            break;
        }
    }
    r->line_no++;
    return 1;
}

/* The cell value of an input character: 1..9 given, 0 blank, -1 neither. */
static int cell_value(char c)
{
    unsigned digit = (unsigned)(unsigned char)c - '0';

    if (digit <= 9)
        return (int)digit;                       /* '0' is a blank */
    if (c == '.' || c == '*' || c == '?' || c == '_')
        return 0;
    return -1;
}

/* Describes byte c for a message: 'x', or \xNN when not printable. */
static void describe_byte(char *out, size_t size, unsigned char c)
{
    if (c >= 0x21 && c < 0x7F)
        snprintf(out, size, "'%c'", c);
    else if (c == ' ')
        snprintf(out, size, "a space");
    else if (c == '\t')
        snprintf(out, size, "a tab");
    else
        snprintf(out, size, "byte \\x%02X", c);
}

/* Reads the cells of a line of n characters into cells (room for 81).
 * Returns how many cells it holds, 9 or 81, or -1 with a message. */
static int parse_cells(const char *text, size_t n, unsigned char *cells,
                       int *spaced, char *message)
{
    size_t i, step;
    int count = 0;

    *spaced = n >= 3 && text[1] == ' ';
    step = *spaced ? 2 : 1;
    for (i = 0; i < n; i += step) {
        int value = cell_value(text[i]);
        if (value < 0 || (*spaced && i + 1 < n && text[i + 1] != ' ')) {
            char what[24];
            size_t at = value < 0 ? i : i + 1;
            describe_byte(what, sizeof what, (unsigned char)text[at]);
            snprintf(message, MESSAGE_SIZE, "column %lu: %s is not a cell "
                     "(1-9 given; 0 . * ? _ blank)", (unsigned long)at + 1,
                     what);
            return -1;
        }
        if (count < CELLS)
            cells[count] = (unsigned char)value;
        count++;
    }
    if (count != CELLS && count != 9) {
        snprintf(message, MESSAGE_SIZE, "%d cells: expected 81 on a line "
                 "or 9 in a grid row", count);
        return -1;
    }
    return count;
}

/* Returns 1 when the n characters are all decimal digits. */
static int all_digits(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (text[i] < '0' || text[i] > '9')
            return 0;
    return n > 0;
}

/* Reads a first line of n characters that may be the case count T: a
 * number of 1 to 8 digits.  Returns LINE_COUNT with *count, LINE_BAD with a
 * message for any other number (signed, or too long), else LINE_PUZZLE:
 * not a number, so cells. */
static enum LineKind classify_count(const char *text, size_t n, long *count,
                                    char *message)
{
    int digits = all_digits(text, n);
    int signed_number = n > 1 && (text[0] == '-' || text[0] == '+')
                        && all_digits(text + 1, n - 1);

    if (!digits && !signed_number)
        return LINE_PUZZLE;
    if (n > 8 || signed_number) {
        snprintf(message, MESSAGE_SIZE, "'%.*s' is neither a case count "
                 "(0 to 99999999) nor a puzzle", n > 40 ? 40 : (int)n, text);
        return LINE_BAD;
    }
    *count = strtol(text, NULL, 10);
    return LINE_COUNT;
}

/* Sorts the current line into a kind; for rows and puzzles reads the cells
 * into c, for LINE_COUNT the count into *count, for LINE_BAD says why. */
static enum LineKind classify_line(CaseReader *r, Case *c, long *count)
{
    Reader *in = &r->lines;
    const char *text = in->text;
    size_t n = in->length < LINE_KEPT ? in->length : LINE_KEPT;
    size_t start = 0;
    int cells;

    if (in->line_no == 1 && n >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        start = 3;                           /* a UTF-8 byte order mark */
    while (start < n && (text[start] == ' ' || text[start] == '\t'))
        start++;
    while (n > start && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    text += start;
    n -= start;
    if (n == 0)
        return LINE_BLANK;
    if (text[0] == '#')
        return LINE_COMMENT;
    if (in->length > LINE_KEPT) {
        snprintf(c->message, MESSAGE_SIZE, "line of %lu characters: expected "
                 "81 cells on a line or 9 in a grid row",
                 (unsigned long)in->length);
        return LINE_BAD;
    }
    if (n == 3 && (text[0] | 0x20) == 'e' && (text[1] | 0x20) == 'n'
        && (text[2] | 0x20) == 'd')
        return LINE_END;
    if (!r->started && n != 9 && n != CELLS) {   /* the first line only */
        enum LineKind kind = classify_count(text, n, count, c->message);
        if (kind != LINE_PUZZLE)
            return kind;
    }
    cells = parse_cells(text, n, c->cells, &c->spaced, c->message);
    if (cells < 0)
        return LINE_BAD;
    return cells == CELLS ? LINE_PUZZLE : LINE_ROW;
}

/* Reads the next line to look at: the pushed-back one, or a new one.
 * Returns 0 at the end of input. */
static int next_line(CaseReader *r)
{
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    return read_line(&r->lines);
}

/* Marks c malformed at line with a message. */
static enum CaseStatus malformed(Case *c, long line, const char *message)
{
    c->line = line;
    if (message != c->message)
        snprintf(c->message, MESSAGE_SIZE, "%s", message);
    return CASE_MALFORMED;
}

/* Reads the remaining rows of a grid whose first row is in c.  A row that
 * cannot be read still counts as a row, so one bad digit costs one case;
 * a blank line, `end`, a puzzle line or the end of input cuts it short. */
static enum CaseStatus read_grid(CaseReader *r, Case *c)
{
    Case row;
    long bad_line = 0;
    int rows = 1;

    c->layout = LAYOUT_GRID;
    while (rows < 9) {
        long dummy;
        enum LineKind kind;
        if (!next_line(r)) {
            r->ended = 1;
            break;
        }
        kind = classify_line(r, &row, &dummy);
        if (kind == LINE_COMMENT)
            continue;
        if (kind == LINE_BLANK)
            break;
        if (kind == LINE_END || kind == LINE_PUZZLE) {
            r->pushed_back = 1;
            break;
        }
        if (kind == LINE_ROW)
            memcpy(c->cells + 9 * rows, row.cells, 9);
        else if (!bad_line) {
            bad_line = r->lines.line_no;
            snprintf(c->message, MESSAGE_SIZE, "grid row %d: %.160s", rows + 1,
                     row.message);
        }
        rows++;
    }
    if (bad_line)
        return malformed(c, bad_line, c->message);
    if (rows < 9) {
        char message[MESSAGE_SIZE];
        snprintf(message, sizeof message, "grid starting here has %d rows, "
                 "expected 9", rows);
        return malformed(c, c->line, message);
    }
    return CASE_PUZZLE;
}

/* Reads the next case into c.  Returns CASE_NONE when the input is done. */
static enum CaseStatus next_case(CaseReader *r, Case *c)
{
    while (!r->ended && next_line(r)) {
        long count = -1;
        enum LineKind kind = classify_line(r, c, &count);

        c->line = r->lines.line_no;
        switch (kind) {
        case LINE_BLANK:
        case LINE_COMMENT:
            continue;
        case LINE_END:
            r->ended = 1;
            return CASE_NONE;
        case LINE_COUNT:
            r->started = 1;
            r->count = count;
            r->count_line = c->line;
            continue;
        case LINE_BAD:
            r->started = 1;
            return CASE_MALFORMED;
        case LINE_PUZZLE:
            r->started = 1;
            c->layout = LAYOUT_LINE;
            return CASE_PUZZLE;
        case LINE_ROW:
            r->started = 1;
            return read_grid(r, c);
        }
    }
    r->ended = 1;
    return CASE_NONE;
}

/* ------------------------------------------------------------------ */
/* Output                                                             */
/* ------------------------------------------------------------------ */

enum { WRITE_BUFFER = 1 << 16 };

/* Buffered output that remembers its first write error. */
typedef struct Writer {
    FILE *out;
    char buf[WRITE_BUFFER];      /* bytes not yet written */
    size_t len;                  /* bytes in buf */
    int write_errno;             /* errno of the first write error, else 0 */
} Writer;

/* The ways to print a solution (--format). */
enum Format { FORMAT_AS_INPUT, FORMAT_LINE, FORMAT_GRID, FORMAT_FILL,
              FORMAT_PRETTY };

/* Writes out what is buffered.  Returns 0 on a write error. */
static int flush_writer(Writer *w)
{
    if (w->write_errno)
        return 0;
    if (w->len && fwrite(w->buf, 1, w->len, w->out) != w->len)
        w->write_errno = errno ? errno : EIO;
    else if (fflush(w->out) != 0)
        w->write_errno = errno ? errno : EIO;
    w->len = 0;
    return w->write_errno == 0;
}

/* Appends n bytes. */
static void put_bytes(Writer *w, const char *s, size_t n)
{
    while (n > 0) {
        size_t room = sizeof w->buf - w->len, part = n < room ? n : room;
        memcpy(w->buf + w->len, s, part);
        w->len += part;
        s += part;
        n -= part;
        if (w->len == sizeof w->buf)
            flush_writer(w);
    }
}

/* Appends a string and a newline. */
static void put_line(Writer *w, const char *s)
{
    put_bytes(w, s, strlen(s));
    put_bytes(w, "\n", 1);
}

/* Appends cells [from, from + n) of a solution as one line; givens become
 * '*' when hide_givens is set. */
static void put_cells(Writer *w, const Case *c, const unsigned char *solution,
                      int from, int n, int hide_givens)
{
    char line[2 * CELLS + 1];
    int i, len = 0;

    if (!c->spaced && !hide_givens) {            /* the common case */
        for (i = 0; i < n; i++)
            line[i] = (char)('0' + solution[from + i]);
        line[n] = '\n';
        put_bytes(w, line, (size_t)n + 1);
        return;
    }
    for (i = from; i < from + n; i++) {
        if (c->spaced && i > from)
            line[len++] = ' ';
        line[len++] = hide_givens && c->cells[i] ? '*'
                                                 : (char)('0' + solution[i]);
    }
    line[len++] = '\n';
    put_bytes(w, line, (size_t)len);
}

/* Appends a solution as a grid with box rules, for people. */
static void put_pretty(Writer *w, const unsigned char *solution)
{
    int row, col;

    for (row = 0; row < 9; row++) {
        char line[32];
        int len = 0;
        if (row == 3 || row == 6)
            put_line(w, "------+-------+------");
        for (col = 0; col < 9; col++) {
            if (col == 3 || col == 6) {
                line[len++] = ' ';
                line[len++] = '|';
            }
            if (col > 0)
                line[len++] = ' ';
            line[len++] = (char)('0' + solution[9 * row + col]);
        }
        line[len] = '\0';
        put_line(w, line);
    }
    put_bytes(w, "\n", 1);
}

/* Appends a solution of case c in the format asked for. */
static void write_solution(Writer *w, const Case *c,
                           const unsigned char *solution, enum Format format)
{
    int grid = format == FORMAT_GRID
               || (c->layout == LAYOUT_GRID && format != FORMAT_LINE);
    int row;

    if (format == FORMAT_PRETTY) {
        put_pretty(w, solution);
        return;
    }
    if (!grid) {
        put_cells(w, c, solution, 0, CELLS, format == FORMAT_FILL);
        return;
    }
    for (row = 0; row < 9; row++)
        put_cells(w, c, solution, 9 * row, 9, format == FORMAT_FILL);
}

/* ------------------------------------------------------------------ */
/* Command line                                                       */
/* ------------------------------------------------------------------ */

#ifndef SOLVER_NO_MAIN

/* What the command line asked for. */
typedef struct Options {
    enum Format format;          /* how to print solutions */
    long count_limit;            /* --count=N: print counts up to N; 0 off */
    const char *no_solution;     /* printed for a puzzle with no solution */
    const char *path;            /* input file, or NULL for stdin */
    int stats;                   /* --stats: a summary on stderr */
} Options;

static const char USAGE[] =
    "usage: solver [OPTION]... [FILE]\n"
    "Solves the Sudoku puzzles in FILE (or standard input) and prints each\n"
    "solution in the layout its puzzle came in: an 81-cell line, or a grid of\n"
    "9 lines of 9 cells.  Cells 1-9 are given; 0 . * ? _ are blank.  A first\n"
    "line holding only a count of cases, blank lines, '#' comments and a final\n"
    "'end' line are understood.\n"
    "\n"
    "  --count[=N]         print the number of solutions of each puzzle,\n"
    "                      stopping at N (default 2) and printing N+ there\n"
    "  --format=FORMAT     line, grid, fill (givens shown as *) or pretty\n"
    "  --no-solution=TEXT  print TEXT for a puzzle with no solution\n"
    "                      (default " NO_SOLUTION_TEXT ")\n"
    "  --stats             print cases, solutions and guesses to stderr\n"
    "  -h, --help          print this help\n"
    "      --version       print the version\n"
    "\n"
    "A case that cannot be read prints " ERROR_TEXT " and a message on stderr.\n"
    "Exit status: 0 all cases answered, 1 a malformed case or a wrong case\n"
    "count, 2 a usage, read or write error.\n";

/* Parses a whole decimal number from 1 to 10^9.  Returns -1 otherwise. */
static long parse_limit(const char *text)
{
    long value = 0;

    if (*text == '\0')
        return -1;
    for (; *text; text++) {
        if (*text < '0' || *text > '9' || value > 100000000L)
            return -1;
        value = 10 * value + (*text - '0');
    }
    return value >= 1 && value <= 1000000000L ? value : -1;
}

/* Fills o from argv.  Returns -1 to go on, else the exit status to end
 * with (0 after --help or --version, 2 on a usage error). */
static int parse_options(int argc, char **argv, Options *o)
{
    static const char *const formats[] = {"", "line", "grid", "fill", "pretty"};
    int i, only_files = 0;

    o->format = FORMAT_AS_INPUT;
    o->count_limit = 0;
    o->no_solution = NO_SOLUTION_TEXT;
    o->path = NULL;
    o->stats = 0;
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (only_files || arg[0] != '-' || strcmp(arg, "-") == 0) {
            if (o->path) {
                fprintf(stderr, "solver: one input file at most ('%s')\n", arg);
                return 2;
            }
            o->path = strcmp(arg, "-") == 0 ? NULL : arg;
        } else if (strcmp(arg, "--") == 0) {
            only_files = 1;
        } else if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(USAGE, stdout);
            return fflush(stdout) == 0 ? 0 : 2;
        } else if (strcmp(arg, "--version") == 0) {
            puts("solver " SOLVER_VERSION);
            return fflush(stdout) == 0 ? 0 : 2;
        } else if (strcmp(arg, "--count") == 0) {
            o->count_limit = 2;
        } else if (strncmp(arg, "--count=", 8) == 0) {
            o->count_limit = parse_limit(arg + 8);
            if (o->count_limit < 0) {
                fprintf(stderr, "solver: --count wants a number from 1 to "
                        "1000000000, not '%s'\n", arg + 8);
                return 2;
            }
        } else if (strncmp(arg, "--format=", 9) == 0) {
            int f;
            for (f = 1; f <= FORMAT_PRETTY; f++)
                if (strcmp(arg + 9, formats[f]) == 0)
                    o->format = (enum Format)f;
            if (strcmp(arg + 9, formats[o->format]) != 0) {
                fprintf(stderr, "solver: --format wants line, grid, fill or "
                        "pretty, not '%s'\n", arg + 9);
                return 2;
            }
        } else if (strncmp(arg, "--no-solution=", 14) == 0) {
            o->no_solution = arg + 14;
        } else if (strcmp(arg, "--stats") == 0) {
            o->stats = 1;
        } else {
            fprintf(stderr, "solver: unknown option '%s' (try --help)\n", arg);
            return 2;
        }
    }
    return -1;
}

/* Tallies of a run, for --stats and the exit status. */
typedef struct Tally {
    long cases;                  /* cases answered, ERROR included */
    long solved;                 /* cases with at least one solution */
    long impossible;             /* cases with none */
    long malformed;              /* cases that could not be read */
    long guesses;                /* guesses made by the search */
} Tally;

/* Solves one case and writes its answer. */
static void answer_case(Writer *w, const Case *c, const Options *o, Tally *t)
{
    unsigned char solution[CELLS];
    long found = solve_puzzle(c->cells, solution,
                              o->count_limit ? o->count_limit : 1, &t->guesses);

    if (found > 0)
        t->solved++;
    else
        t->impossible++;
    if (o->count_limit) {
        char text[32];
        snprintf(text, sizeof text, "%ld%s", found,
                 found >= o->count_limit ? "+" : "");
        put_line(w, text);
    } else if (found == 0) {
        put_line(w, o->no_solution);
    } else {
        write_solution(w, c, solution, o->format);
    }
}

/* Reads, solves and writes every case.  Returns the exit status. */
static int run(CaseReader *r, Writer *w, const Options *o)
{
    Tally t = {0, 0, 0, 0, 0};
    Case c;
    enum CaseStatus status;
    int warned_extra = 0;

    while (!w->write_errno && (status = next_case(r, &c)) != CASE_NONE) {
        t.cases++;
        if (r->count >= 0 && t.cases > r->count && !warned_extra) {
            fprintf(stderr, "solver: case %ld, line %ld: more cases than the "
                    "count %ld on line %ld; answering them too\n", t.cases,
                    c.line, r->count, r->count_line);
            warned_extra = 1;
        }
        if (status == CASE_MALFORMED) {
            t.malformed++;
            fprintf(stderr, "solver: case %ld, line %ld: %s\n", t.cases,
                    c.line, c.message);
            put_line(w, ERROR_TEXT);
        } else {
            answer_case(w, &c, o, &t);
        }
    }
    flush_writer(w);
    if (r->lines.read_errno) {
        fprintf(stderr, "solver: read error after line %ld: %s\n",
                r->lines.line_no, strerror(r->lines.read_errno));
        return 2;
    }
    if (w->write_errno) {
        fprintf(stderr, "solver: write error: %s\n", strerror(w->write_errno));
        return 2;
    }
    if (r->count > t.cases)
        fprintf(stderr, "solver: line %ld: the count says %ld cases, the "
                "input has %ld\n", r->count_line, r->count, t.cases);
    if (o->stats)
        fprintf(stderr, "solver: %ld cases: %ld solved, %ld impossible, %ld "
                "malformed; %ld guesses\n", t.cases, t.solved, t.impossible,
                t.malformed, t.guesses);
    return t.malformed || (r->count >= 0 && r->count != t.cases) ? 1 : 0;
}

int main(int argc, char **argv)
{
    static CaseReader reader;
    static Writer writer;
    Options options;
    FILE *in = stdin;
    int status = parse_options(argc, argv, &options);

    if (status >= 0)
        return status;
    if (options.path && (in = fopen(options.path, "rb")) == NULL) {
        fprintf(stderr, "solver: cannot open '%s': %s\n", options.path,
                strerror(errno));
        return 2;
    }
    init_case_reader(&reader, in);
    writer.out = stdout;
    status = run(&reader, &writer, &options);
    if (in != stdin)
        fclose(in);
    return status;
}

#endif /* SOLVER_NO_MAIN */
