/*
 * solver.c - a Sudoku solver for online judges and for batches of millions.
 *
 * Run it locally on a file of puzzles, one per line or grid after grid, or
 * submit it to a judge: `./solver --judge=list` names the problems it
 * knows (POJ, Luogu, UVa, SPOJ, HDU, Kattis, AcWing, AtCoder, LeetCode),
 * and `make submit JUDGE=NAME` derives the compact file for one of them.
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
 * Conveniently, cell = 27 * band + bit.  One digit's cells in one band is a
 * "digit-band", cands[digit_band(d, b)], 27 words in all:
 *
 *          box 0      box 1      box 2        a minirow: a row's three
 *   row 0   0  1  2 |  3  4  5 |  6  7  8     cells inside one box, e.g.
 *   row 1   9 10 11 | 12 13 14 | 15 16 17     bits 12-14; a minicolumn:
 *   row 2  18 19 20 | 21 22 23 | 24 25 26     a column's three, 3 12 21.
 *
 * Within a band a digit fills one cell of each row and one of each box, so
 * the three minirows it uses match rows to boxes one to one: one of six
 * "configurations".  BAND_PERMUTATION_MASK removes at once every minirow
 * that fits none of them, which covers hidden singles in rows and boxes and
 * pointing and claiming.  The stacks (three columns of boxes) obey the same
 * rule with minicolumns, bands in place of rows and columns in place of
 * boxes, so the same tables serve them.  A minirow has three cells, so it
 * holds three digits: when three digits must go there the others leave,
 * and when only three may, each must (minirow and minicolumn counting).
 *
 * To settle a digit-band is to apply those rules to it and to place the
 * digit in every row left with one cell: the cell leaves the other eight
 * digits.  A cell holding a digit keeps that digit's bit and no other.
 * assign() is lazy: it only takes the cell's row and box peers from the
 * digit, and settling does the rest (the givens, all known at the start,
 * also leave their columns and the other digits at once).  Naked singles
 * (a cell with one digit left) are found by counting across the nine
 * digits with bit operations.  The state keeps each digit's minirows and
 * minicolumns as last counted, and each band's and stack's configurations
 * summed over the digits, so only bands and stacks where a digit changed
 * are counted again, and the search reads its choice from them.  A
 * lopsided or nearly solved puzzle (is_lopsided(), is_nearly_solved())
 * skips the counting, the stacks and the configurations for its first
 * guesses (LIGHT_TRIPLES_AFTER_GUESSES).
 * When nothing more follows, search() branches, on a copy of the state,
 * as tdoku does: on the configuration of the digit with the fewest left
 * (two where one has two) in the band or stack with the fewest
 * configurations, or on a cell with the fewest digits once every
 * configuration is fixed; each alternative is tried in turn.
 *
 * Glossary: d is a digit 0..8 (printed as d + 1), b a band 0..2 (three rows
 * of boxes), s a stack 0..2 (three columns of boxes), bit a cell's position
 * 0..26 in its band, db a digit-band index, a "mask" of 9 bits holds digits
 * (or rows, columns, boxes, minirows: bit 3 * row + box), a band mask of 27
 * bits holds cells.  A puzzle comes in as 81 values: 0 for a blank, 1..9
 * for a given.
 *
 * Every other puzzle.  Other boards (N x N, 1 <= N <= 25, boxes of r x c
 * cells or none), other rules (jigsaw regions, diagonals, windows, killer
 * cages, relations between neighbours) and other goals (the smallest or
 * best-scoring solution, every solution) go to a general engine that reads
 * the puzzle as data: a table of constraints, one row each (a region, a
 * cage, a relation).  It keeps each cell's open digits as a mask and each
 * region's open places for each digit, so naked and hidden singles show
 * the moment they appear; then come relations, cage sums, pairs and
 * locked candidates between any two regions that share cells, and a search
 * that branches on the fewest choices, weighed by the dead ends met around
 * them, and, for a first solution, restarts at random when a run strays
 * (the heavy tail of large boards).  A first solution, a count or every
 * solution of a board up to 9x9 with regions and cages alone (classic
 * under --all, jigsaw, X, windoku, killer) is found on digit planes
 * instead: the same table, read as the 9x9 engine reads its board, a set
 * of cells per digit.
 *
 * Judges.  What differs between problems (framing, words, which solution)
 * is one row of PROFILES; the reader and writer consult the row.
 *
 * Layout of this file: tables, the 9x9 engine (state, propagation, search),
 * the entry points (solve_puzzle; solveSudoku and isValidSudoku for
 * LeetCode), the general engine (the table, propagation, search), the
 * judge profiles, then the program: input, output, answers, options, main.
 * Define SOLVER_NO_MAIN to leave main out and include this file elsewhere;
 * the CARRY_ macros say which engines and rules a judge's copy carries.
 *
 * This file is generated.  Its source is src/, one module per concern,
 * each opening with what it holds and what it calls; src/MODULES lists
 * them in the order bundled here.  Edit there, then run make.
 */

/* What a judge's file leaves out: make submit sets to 0 what it does not
 * carry (see also the CARRY_ engines and rules below). */
#ifndef CARRY_TOOLS
#define CARRY_TOOLS 1           /* the command line, progress, and what the
                                   tools and tests use */
#endif
#ifndef CARRY_LEETCODE
#define CARRY_LEETCODE 1        /* solveSudoku() and isValidSudoku() */
#endif
#ifndef CARRY_PROGRAM
#define CARRY_PROGRAM 1         /* the general engine, the reader, the
                                   writer and main (LeetCode's file has the
                                   9x9 engine's functions alone) */
#endif

#include <errno.h>
#include <limits.h>
#include <stddef.h>
#if CARRY_LEETCODE
#include <stdbool.h>
#endif /* CARRY_LEETCODE */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if CARRY_TOOLS
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>             /* isatty(), for progress on a terminal */
#endif
#endif /* CARRY_TOOLS */
#if defined(__SSE2__) && !defined(SOLVER_PORTABLE)
#define SOLVER_SSE2 1           /* x86-64's 16-byte steps, where marked */
#include <emmintrin.h>
#endif

/* The judge profile used when no --judge option is given: "auto" reads
 * every layout; `./solver --judge=list` names the others.  To submit to a
 * problem with its own conventions, put its name here. */
#ifndef JUDGE
#define JUDGE "auto"
#endif

/* Printed for a puzzle with no solution; --no-solution=TEXT overrides it. */
#ifndef NO_SOLUTION_TEXT
#define NO_SOLUTION_TEXT "IMPOSSIBLE"
#endif

/* What this file carries: make submit sets to 0 what a judge's problem
 * does not need, and leaves it out. */
#ifndef CARRY_9X9_ENGINE
#define CARRY_9X9_ENGINE 1      /* the bitboard engine for classic 9x9 */
#endif
#ifndef CARRY_GENERAL_ENGINE
#define CARRY_GENERAL_ENGINE 1  /* every other board and goal */
#endif
#ifndef CARRY_DIGIT_PLANES
#define CARRY_DIGIT_PLANES 1    /* boards to 9x9 with any regions, fast */
#endif
#ifndef CARRY_VARIANTS
#define CARRY_VARIANTS 1        /* jigsaw, killer, greater-than, --rules */
#endif
#ifndef CARRY_KILLER_PLANES
#define CARRY_KILLER_PLANES 1   /* killer cages on digit planes, fast */
#endif
#ifndef CARRY_PLANE_EXTRAS
#define CARRY_PLANE_EXTRAS 1    /* digit planes for batches: the rows and
                                   columns dealt once for every jigsaw
                                   line, hidden singles screened with SSE2 */
#endif
#ifndef CARRY_LOCKED_PLANES
#define CARRY_LOCKED_PLANES 1   /* locked candidates on digit planes: jigsaw
                                   pieces and windows (diagonals need none) */
#endif
#ifndef CARRY_CHECKING
#define CARRY_CHECKING 1        /* grids checked, not solved: a number past
                                   N makes a grid no solution (a judge's
                                   file carries it when its problem checks
                                   grids, and then for every case) */
#endif
#ifndef CARRY_VERDICTS
#define CARRY_VERDICTS 1        /* answer modes that judge a grid rather
                                   than solve it: check, legal, anti */
#endif
#ifndef CARRY_BOARD_RULES
#define CARRY_BOARD_RULES 1     /* board-wide rules: --rules, X profiles */
#endif
#ifndef CARRY_MORE_RULES
#define CARRY_MORE_RULES 1      /* board-wide rules past X: windoku,
                                   antiknight, antiking, nonconsecutive
                                   (--rules only: no judge asks them) */
#endif
#ifndef CARRY_NUMBER_BOARDS
#define CARRY_NUMBER_BOARDS 1   /* boards of numbers to check, to 100x100 */
#endif
#ifndef CARRY_ONE_JUDGE_WAYS
#define CARRY_ONE_JUDGE_WAYS 1  /* what one judge alone asks: counts with
                                   the grid, Project Euler's sum, X blank */
#endif
#ifndef CARRY_BEST_SCORE
#define CARRY_BEST_SCORE 1      /* Luogu P1074's search for the solution
                                   of the highest score */
#endif
#ifndef CARRY_FRAMES
#define CARRY_FRAMES 1          /* grids with bars between boxes written
                                   back so (--format=pretty's layout) */
#endif
#ifndef CARRY_FILES
#define CARRY_FILES 1           /* judges that read and write named files
                                   (NAMED_FILES) */
#endif
#ifndef CARRY_CELL_SUMS
#define CARRY_CELL_SUMS 1       /* CodinGame's killer extreme challenge:
                                   cage layouts apart from their sums, one
                                   grid of sums over the cases */
#endif

/* Printed, one line, for a case that cannot be read. */
#define ERROR_TEXT "ERROR"

#define SOLVER_VERSION "1.0.0"

enum {
    CELLS = 81,
    DIGITS = 9,
    BANDS = 3,
    DIGIT_BANDS = 27,              /* DIGITS * BANDS: see digit_band() */
    PADDED_DIGIT_BANDS = 28,       /* the same and one unused: see unsettled() */
    ALL_DIGITS = 0x1FF,            /* the nine digits as a 9-bit mask */
    ALL_BAND_CELLS = 0x7FFFFFF,    /* the 27 cells of a band */
    BAND_ROW = 0x1FF,              /* the first row of a band; << 9 * row */
    BAND_COLUMN = 0x40201,         /* column 0 of a band; << col */
    BAND_BOX = 0x1C0E07            /* the first box of a band; << 3 * box */
};

