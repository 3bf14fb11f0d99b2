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

/*
 * src/tables.c - the 9x9 engine's fixed tables (digit-band layout, band
 * configurations) and the named bit helpers over them.
 * Calls: nothing.
 */

/* ------------------------------------------------------------------ */
/* Tables                                                             */
/* ------------------------------------------------------------------ */

#if !defined(__GNUC__) || defined(SOLVER_PORTABLE)
/* LOWEST_BIT[(m & -m) * 0x077CB531 >> 27]: the position 0..31 of the
 * lowest set bit of the 32-bit mask m, not 0 (a de Bruijn sequence: the
 * top five bits of the product differ for each position); gcc and clang
 * have __builtin_ctz instead. */
static const unsigned char LOWEST_BIT[32] = {
    0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
    31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
};
#endif

/* The position of the lowest set bit of a non-empty mask: the lowest
 * cell (0..26) of a band mask. */
static inline int lowest_cell(uint32_t cells)
{
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    return __builtin_ctz(cells);
#else
    return LOWEST_BIT[(uint32_t)((cells & (0u - cells)) * 0x077CB531u) >> 27];
#endif
}

/* How many cells the band mask (27 bits) holds, or digits a mask. */
static inline int count_cells(uint32_t cells)
{
#if defined(__GNUC__) && defined(__POPCNT__) && !defined(SOLVER_PORTABLE)
    return __builtin_popcount(cells);     /* one instruction */
#else
    cells -= cells >> 1 & 0x55555555u;                 /* bits in pairs */
    cells = (cells & 0x33333333u) + (cells >> 2 & 0x33333333u);  /* fours */
    cells = (cells + (cells >> 4)) & 0x0F0F0F0Fu;        /* eights */
    return (int)((cells * 0x01010101u) >> 24);          /* their sum */
#endif
}

#if CARRY_9X9_ENGINE
/* POPCOUNT9[m]: how many digits the 9-bit mask m holds.  Filled by
 * init_tables(), as the tables below are. */
static unsigned char POPCOUNT9[512];

/* How many digits the 9-bit mask holds. */
static inline int popcount9(unsigned mask)
{
    return POPCOUNT9[mask & ALL_DIGITS];
}

/* ROW_BOXES[r]: for the 9 cells r of one row, which of its three boxes
 * (bits 0..2) hold at least one of them.  Filled by init_tables(), as
 * BAND_PERMUTATION_MASK and CONFIGURATIONS are: written out, the three
 * would take 5 KB of the file a judge gets. */
static unsigned char ROW_BOXES[512];

/*
 * BAND_PERMUTATION_MASK[m]: m has bit 3 * row + box set where a digit still
 * has a candidate in that minirow of a band.  The entry is the 27-bit band
 * mask of the minirows that belong to some assignment of the three rows to
 * three different boxes using only occupied minirows; 0 when none exists.
 */
static uint32_t BAND_PERMUTATION_MASK[512];

/* ROW_OF_BIT[bit], COLUMN_OF_BIT[bit]: where a band position lies. */
static const unsigned char ROW_OF_BIT[27] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2
};
static const unsigned char COLUMN_OF_BIT[27] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8
};

/* OTHER_BANDS[b]: the two bands that are not b. */
static const unsigned char OTHER_BANDS[BANDS][2] = {{1, 2}, {0, 2}, {0, 1}};

/* STACK_COLUMNS[m]: the band mask of the columns m (bits 0..2) of the
 * first stack; shift left by 3 * stack for the others. */
static const uint32_t STACK_COLUMNS[8] = {
    0, 0x40201, 0x80402, 0xC0603, 0x100804, 0x140A05, 0x180C06, 0x1C0E07
};

/* The six ways a digit can fill a band's three rows, one box each: bit
 * 3 * row + box set for the minirows used.  Rows to boxes (0,1,2), (0,2,1),
 * (1,0,2), (1,2,0), (2,0,1), (2,1,0): configurations 0..5. */
static const unsigned short PERMUTATION_MINIROWS[6] = {
    0x111, 0x0A1, 0x10A, 0x062, 0x08C, 0x054
};

/* CONFIGURATIONS[m]: the configurations (bits 0..5) whose three minirows
 * all lie in the occupied minirows m (bit 3 * row + box). */
static unsigned char CONFIGURATIONS[512];

/* CONFIGURATION_COUNT[m]: how many configurations CONFIGURATIONS[m] has. */
static unsigned char CONFIGURATION_COUNT[512];

/* LONE_IN_TRIPLES[m]: lone_in_triples(m) (below), for count_triples(),
 * which reads nine a call (3% faster on the hardest sets than computing
 * them; settle(), with one on its critical path, computes it). */
static unsigned short LONE_IN_TRIPLES[512];

/* MINIROW_CELLS[m]: the cells of one row in the boxes m (bits 0..2). */
static const unsigned short MINIROW_CELLS[8] = {
    0x000, 0x007, 0x038, 0x03F, 0x1C0, 0x1C7, 0x1F8, 0x1FF
};

/* Of each group of three bits of a 9-bit mask (the columns of a stack, the
 * boxes of a row), the bit when it is the only one of its group: a group
 * with two or more has two neighbours (bits 0 and 1, or 1 and 2) or its
 * two ends set. */
static inline unsigned lone_in_triples(unsigned mask)
{
    unsigned neighbours = mask & mask >> 1 & 0333, ends = mask & mask >> 2 & 0111;
    unsigned crowded = (neighbours | neighbours >> 1 | ends) & 0111;

    return mask & ~(crowded * 7);
}

/* Fills POPCOUNT9, ROW_BOXES, CONFIGURATIONS, CONFIGURATION_COUNT,
 * LONE_IN_TRIPLES and BAND_PERMUTATION_MASK from their definitions, the
 * first time only. */
static void init_tables(void)
{
    static int ready = 0;
    unsigned m;

    if (ready)
        return;
    for (m = 0; m < 512; m++) {
        unsigned configurations = 0, minirows = 0, row;
        int p;
        ROW_BOXES[m] = (unsigned char)((m & 7 ? 1 : 0) | (m & 070 ? 2 : 0)
                                       | (m & 0700 ? 4 : 0));
        for (p = 0; p < 6; p++) {
            if ((m & PERMUTATION_MINIROWS[p]) == PERMUTATION_MINIROWS[p]) {
                configurations |= 1u << p;
                minirows |= PERMUTATION_MINIROWS[p];
            }
        }
        POPCOUNT9[m] = (unsigned char)count_cells(m);
        CONFIGURATIONS[m] = (unsigned char)configurations;
        CONFIGURATION_COUNT[m] = (unsigned char)count_cells(configurations);
        LONE_IN_TRIPLES[m] = (unsigned short)lone_in_triples(m);
        BAND_PERMUTATION_MASK[m] = 0;
        for (row = 0; row < 3; row++)
            BAND_PERMUTATION_MASK[m] |=
                (uint32_t)MINIROW_CELLS[minirows >> (3 * row) & 7] << (9 * row);
    }
    ready = 1;
}

#ifndef SOLVER_SSE2
/* DIGIT_BAND_BIT[db]: 1 << db, a table so that compilers turn the portable
 * unsettled() into vector compares. */
static const uint32_t DIGIT_BAND_BIT[PADDED_DIGIT_BANDS] = {
    1u << 0,  1u << 1,  1u << 2,  1u << 3,  1u << 4,  1u << 5,  1u << 6,
    1u << 7,  1u << 8,  1u << 9,  1u << 10, 1u << 11, 1u << 12, 1u << 13,
    1u << 14, 1u << 15, 1u << 16, 1u << 17, 1u << 18, 1u << 19, 1u << 20,
    1u << 21, 1u << 22, 1u << 23, 1u << 24, 1u << 25, 1u << 26, 1u << 27
};
#endif

/* The index 0..8 of the lowest digit in a non-empty 9-bit mask. */
static inline int lowest_digit(unsigned mask)
{
    return lowest_cell(mask);
}

/* The minirows of a band (bit 3 * row + box) holding at least one of the
 * cells, the index of BAND_PERMUTATION_MASK. */
static inline unsigned minirows_of(uint32_t cells)
{
    return (unsigned)ROW_BOXES[cells & BAND_ROW]
         | (unsigned)ROW_BOXES[(cells >> 9) & BAND_ROW] << 3
         | (unsigned)ROW_BOXES[cells >> 18] << 6;
}

/* Where digit d's candidates in band b are kept: digit-bands are numbered
 * digit by digit, the three bands of a digit side by side. */
static inline int digit_band(int d, int b)
{
    return 3 * d + b;
}
#endif /* CARRY_9X9_ENGINE */

/*
 * src/nine_state.c - the 9x9 engine's state (cands per digit-band, solved
 * cells) and its propagation: settling digit-bands, naked singles, minirow
 * and minicolumn counting.
 * Calls: tables.c.
 */

#if CARRY_9X9_ENGINE
/* ------------------------------------------------------------------ */
/* Solver state                                                       */
/* ------------------------------------------------------------------ */

/* One position of the search: what may still go where.  A cell holding a
 * digit keeps that digit's bit and no other, so every cell, solved or
 * not, has at least one bit among the nine digits' candidates. */
typedef struct Grid {
    uint32_t cands[PADDED_DIGIT_BANDS];   /* [digit_band(d, b)]: cells open */
    uint32_t settled[PADDED_DIGIT_BANDS]; /*   to d; as last settled */
    uint32_t unsolved[BANDS];      /* band cells with no digit placed yet */
    uint32_t bivalue[BANDS];       /* unsolved cells with two digits left */
    uint32_t just_settled;         /* digit-bands settle_all() settled, */
                                   /*   passed on to the two below */
    uint32_t band_changes;         /* digit-bands settled since the last */
    uint32_t stack_changes;        /*   minirow, minicolumn count (bits db) */
    unsigned short minirows[2 * BANDS][DIGITS];  /* [band or 3 + stack][d]: */
                                   /*   as settle_minirows(), settle_stacks() */
                                   /*   last counted them, and the number */
    unsigned char configurations[2 * BANDS];     /* of configurations they */
} Grid;                                          /* leave the nine digits */

/* What search() branches on: a digit's configuration in a band or a
 * stack, or a cell's digit.  options holds the alternatives (bits). */
enum ChoiceKind { BAND_CONFIGURATION, STACK_CONFIGURATION, CELL_DIGIT };

typedef struct Choice {
    enum ChoiceKind kind;
    int digit;                     /* for the configurations */
    int where;                     /* the band, the stack or the cell */
    unsigned options;              /* configurations 0..5, or digits 0..8 */
} Choice;

/* One run of the search over a puzzle. */
typedef struct Solver {
    long limit;                    /* stop after this many solutions */
    long solutions;                /* solutions found so far */
    long guesses;                  /* branches taken, for --stats */
    int light;                     /* lopsided or nearly solved */
    unsigned char *first;          /* the first solution, 81 digits 1..9 */
} Solver;

/* ------------------------------------------------------------------ */
/* Propagation                                                        */
/* ------------------------------------------------------------------ */

/* The band cells that share a row or a box with position bit, the cell
 * itself excluded. */
static inline uint32_t band_peers(int bit)
{
    uint32_t row = (uint32_t)BAND_ROW << (9 * ROW_OF_BIT[bit]);
    uint32_t box = BAND_BOX << (3 * (COLUMN_OF_BIT[bit] / 3));
    return (row | box) & ~(1u << bit);
}

/* Gives digit d the cell (lazily): d leaves the cell's row and box in its
 * band, and settle() places it, since its row has one cell left. */
static void assign(Grid *g, int d, int cell)
{
    g->cands[digit_band(d, cell / 27)] &= ~band_peers(cell % 27);
}

/* The cells of the rows of the band mask that hold exactly one cell; no
 * row may be empty (settle() calls it on cells the permutation rule kept,
 * which leaves each row one at least).  Each row less its first cell is
 * tested for another, the three rows at once: a row's 8 lower bits plus
 * 0xFF carry into its top bit unless they are all clear. */
static inline uint32_t lone_in_rows(uint32_t cells)
{
    const uint32_t tops = (uint32_t)BAND_COLUMN << 8, lows = tops - BAND_COLUMN;
    uint32_t rest = cells & (cells - BAND_COLUMN);
    uint32_t crowded = (((rest & lows) + lows) | rest) & tops;

    return ((tops & ~crowded) >> 8) * BAND_ROW & cells;
}

/* Settles one digit-band: applies the permutation rule, removes from the
 * digit's other bands the columns its boxes here are pinned to, and places
 * the digit in every row left with one cell (the cell leaves the other
 * digits).  Returns 0 on a contradiction.
 *
 * The digit-band's own word is written last, with what settled, so the
 * stores before it need not spare it.
 *
 * Each settle reads words the one before it wrote, so how it stores counts
 * for more than how many instructions it takes.  The two other bands are
 * picked from a table because gcc turns two stores to neighbouring words
 * into one 8-byte store, and a later 4-byte load of either word then waits
 * for that store to reach the cache (3-5% slower on the hard sets and on
 * serg); for the same reason settle() marks one change word, not two. */
static int settle(Grid *g, int db)
{
    int b = db % 3, e;
    uint32_t cells = g->cands[db] & BAND_PERMUTATION_MASK[minirows_of(g->cands[db])];
    uint32_t columns, pinned, placed;
    uint32_t *same_digit = &g->cands[db - b], *same_band = &g->cands[b];

    if (cells == 0)
        return 0;
    columns = (cells | cells >> 9 | cells >> 18) & BAND_ROW;
    pinned = lone_in_triples(columns) * (uint32_t)BAND_COLUMN;
    same_digit[OTHER_BANDS[b][0]] &= ~pinned;   /* not neighbours: see above */
    same_digit[OTHER_BANDS[b][1]] &= ~pinned;
    placed = lone_in_rows(cells) & g->unsolved[b];
    g->unsolved[b] &= ~placed;
    for (e = 0; e < DIGIT_BANDS; e += 9) {   /* no test: cheaper than a miss */
        same_band[e] &= ~placed;
        same_band[e + 3] &= ~placed;
        same_band[e + 6] &= ~placed;
    }
    g->cands[db] = g->settled[db] = cells;
    g->just_settled |= 1u << db;
    return 1;
}

/* The digit-bands (bits db) whose candidates changed since settled, over
 * 28 words, a multiple of four (the 28th never changes).  With SSE2 (gcc
 * and clang have it on every x86-64 target) four words are compared a step
 * and the four results taken as bits at once (movemask); the portable loop
 * has no branch, and gcc and clang at -O2 compare it four words a step too,
 * but gather the bits with more instructions. */
static inline uint32_t unsettled(const Grid *g)
{
    int db;
#ifdef SOLVER_SSE2
    uint32_t unchanged = 0;

    for (db = 0; db < PADDED_DIGIT_BANDS; db += 4) {
        __m128i now = _mm_loadu_si128((const __m128i *)(const void *)&g->cands[db]);
        __m128i then = _mm_loadu_si128((const __m128i *)(const void *)&g->settled[db]);
        __m128i same = _mm_cmpeq_epi32(now, then);
        unchanged |= (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(same)) << db;
    }
    return ~unchanged & ((1u << DIGIT_BANDS) - 1);
#else
    uint32_t changed = 0;

    for (db = 0; db < PADDED_DIGIT_BANDS; db++)
        changed |= g->cands[db] != g->settled[db] ? DIGIT_BAND_BIT[db] : 0;
    return changed;
#endif
}

/* Settles every digit-band that changed, in order, until none changes,
 * and passes what it settled on to the minirow and minicolumn counts.
 * Returns 0 on a contradiction. */
static int settle_all(Grid *g)
{
    uint32_t changed;

    while ((changed = unsettled(g)) != 0)
        for (; changed; changed &= changed - 1)
            if (!settle(g, lowest_cell(changed)))
                return 0;
    g->band_changes |= g->just_settled;
    g->stack_changes |= g->just_settled;
    g->just_settled = 0;
    return 1;
}

/* Assigns every unsolved cell that has one digit left, and notes the cells
 * with two.  Returns -1 when a cell has none left, else how many cells it
 * assigned. */
static int assign_naked_singles(Grid *g)
{
    uint32_t once[4] = {0, 0, 0, 0}, twice[4] = {0, 0, 0, 0};
    uint32_t thrice[4] = {0, 0, 0, 0};
    int b, d, found = 0;

    /* the three bands side by side, and a fourth lane (the next digit's
     * first band, or the unused word) so that compilers count four at a
     * time; it is not read */
    for (d = 0; d < DIGITS; d++) {
        const uint32_t *cells = &g->cands[digit_band(d, 0)];
        for (b = 0; b < 4; b++) {
            thrice[b] |= twice[b] & cells[b];
            twice[b] |= once[b] & cells[b];
            once[b] |= cells[b];
        }
    }
    for (b = 0; b < BANDS; b++) {
        uint32_t singles;
        if (once[b] != ALL_BAND_CELLS)
            return -1;
        g->bivalue[b] = twice[b] & ~thrice[b] & g->unsolved[b];
        singles = once[b] & ~twice[b] & g->unsolved[b];
        for (; singles; singles &= singles - 1) {
            int bit = lowest_cell(singles);
            for (d = 0; d < DIGITS && !(g->cands[digit_band(d, b)] >> bit & 1); d++)
                ;
            if (d == DIGITS)
                return -1;   /* an earlier single this pass took its digit */
            assign(g, d, 27 * b + bit);
            found++;
        }
    }
    return found;
}

/* The columns (9-bit masks) where digit d has a candidate, band by band. */
static inline void columns_of_digit(const Grid *g, int d, unsigned columns[BANDS])
{
    int b;

    for (b = 0; b < BANDS; b++) {
        uint32_t cells = g->cands[digit_band(d, b)];
        columns[b] = (cells | cells >> 9 | cells >> 18) & BAND_ROW;
    }
}

/* A digit's minicolumns in stack s, from its columns band by band: bit
 * 3 * band + column-in-stack, the minirows of a band transposed. */
static inline unsigned stack_minicolumns(const unsigned columns[BANDS], int s)
{
    return (columns[0] >> (3 * s) & 7)
         | (columns[1] >> (3 * s) & 7) << 3
         | (columns[2] >> (3 * s) & 7) << 6;
}

/* Keeps, in each band, only the columns of stack s that the minicolumn
 * mask keep (bit 3 * band + column-in-stack) allows digit d. */
static void keep_minicolumns(Grid *g, int d, int s, unsigned keep)
{
    uint32_t stack = STACK_COLUMNS[7] << (3 * s);
    int b;

    for (b = 0; b < BANDS; b++)
        g->cands[digit_band(d, b)] &=
            ~stack | STACK_COLUMNS[keep >> (3 * b) & 7] << (3 * s);
}

/* Counts, for the nine minirows of a band (bit 3 * row + box) or the nine
 * minicolumns of a stack (bit 3 * band + column), how many digits must go
 * there and how many may, from each digit's possible ones (where a row
 * keeps one box, the digit must go there).  Each has three cells, so with
 * three digits that must go there the others leave it (leave[d]), and
 * with three that may, each must go there (take[d]).  Returns -1 on a
 * contradiction (four that must, or two that may), 1 when some digit has
 * a minirow to leave or take, else 0. */
static int count_triples(const unsigned short possible[DIGITS],
                         unsigned leave[DIGITS], unsigned take[DIGITS])
{
    /* the minirows where one or more, two or more, three or more, four or
     * more digits must go (bits 0..8) and may go (bits 16..24) */
    uint32_t one = 0, two = 0, three = 0, four = 0;
    unsigned forced[DIGITS], full, scarce, found = 0;
    int d;

    for (d = 0; d < DIGITS; d++) {
        unsigned m = possible[d], f = LONE_IN_TRIPLES[m];
        uint32_t both = f | (uint32_t)m << 16;
        forced[d] = f;
        four |= three & both;
        three |= two & both;
        two |= one & both;
        one |= both;
    }
    if ((four & ALL_DIGITS) || three >> 16 != ALL_DIGITS)
        return -1;
    full = three & ALL_DIGITS;
    scarce = three >> 16 & ~(four >> 16) & ~full;
    if (!(full | scarce))
        return 0;
    for (d = 0; d < DIGITS; d++) {
        unsigned optional = possible[d] & ~forced[d];
        leave[d] = full & optional;
        take[d] = scarce & optional;
        found |= leave[d] | take[d];
    }
    return found != 0;
}

/* The digit-bands of band b, one bit per digit at digit_band(d, b). */
static inline uint32_t digit_bands_of_band(int b)
{
    return 0111111111u << b;
}

/* Counts band b's minirows (count_triples()) and acts on it: a digit
 * leaves a full minirow, or keeps, in a row, only the minirow it must
 * take.  Returns -1 on a contradiction, else how many digit-bands
 * narrowed. */
static int count_band(Grid *g, int b)
{
    unsigned leave[DIGITS], take[DIGITS];
    int d, narrowed = 0, found = count_triples(g->minirows[b], leave, take);

    if (found <= 0)
        return found;
    for (d = 0; d < DIGITS; d++) {
        uint32_t cells = g->cands[digit_band(d, b)], kept = cells;
        int row;
        for (row = 0; row < 3; row++) {
            unsigned out = leave[d] >> (3 * row) & 7, in = take[d] >> (3 * row) & 7;
            kept &= ~((uint32_t)MINIROW_CELLS[out] << (9 * row));
            if (in)
                kept &= ~((uint32_t)BAND_ROW << (9 * row))
                      | (uint32_t)MINIROW_CELLS[in] << (9 * row);
        }
        if (kept != cells) {
            g->cands[digit_band(d, b)] = kept;
            narrowed++;
        }
    }
    return narrowed;
}

/* Counts stack s's minicolumns as count_band() counts minirows.  Returns
 * -1 on a contradiction, else how many digits narrowed. */
static int count_stack(Grid *g, int s)
{
    unsigned leave[DIGITS], take[DIGITS];
    int d, narrowed = 0, found = count_triples(g->minirows[BANDS + s], leave, take);

    if (found <= 0)
        return found;
    for (d = 0; d < DIGITS; d++) {
        int b;
        if (!(leave[d] | take[d]))
            continue;
        for (b = 0; b < BANDS; b++) {
            unsigned out = leave[d] >> (3 * b) & 7, in = take[d] >> (3 * b) & 7;
            uint32_t *cells = &g->cands[digit_band(d, b)];
            *cells &= ~(STACK_COLUMNS[out] << (3 * s));
            if (in)
                *cells &= ~(STACK_COLUMNS[7] << (3 * s)) | STACK_COLUMNS[in] << (3 * s);
        }
        narrowed++;
    }
    return narrowed;
}

/* Keeps each band's minirows and configurations current for choose(), in
 * the bands where a digit's minirows changed since the last time, and
 * counts them there (count_band()).  Returns -1 on a contradiction, else
 * how many digit-bands narrowed. */
static int settle_minirows(Grid *g)
{
    int b, d, narrowed = 0;

    for (b = 0; b < BANDS; b++) {
        unsigned short *possible = g->minirows[b];
        unsigned changed = 0;
        int found;
        if (!(g->band_changes & digit_bands_of_band(b)))
            continue;
        for (d = 0; d < DIGITS; d++) {
            unsigned minirows = minirows_of(g->cands[digit_band(d, b)]);
            changed |= minirows ^ possible[d];
            possible[d] = (unsigned short)minirows;
        }
        if (!changed)
            continue;
        g->configurations[b] = 0;
        for (d = 0; d < DIGITS; d++)
            g->configurations[b] += CONFIGURATION_COUNT[possible[d]];
        found = count_band(g, b);
        if (found < 0)
            return -1;
        narrowed += found;
    }
    g->band_changes = 0;
    return narrowed;
}

/* Settles the stacks, the bands turned on their side: a digit's
 * minicolumns in a stack (bit 3 * band + column-in-stack) are indexed like
 * a band's minirows (bit 3 * row + box), so BAND_PERMUTATION_MASK and
 * minirows_of() apply the permutation rule to them too (hidden singles in
 * columns, pointing and claiming between columns and boxes); then, in the
 * stacks where a digit's minicolumns changed since the last count, the
 * minicolumns are counted (count_stack()).  Returns -1 on a
 * contradiction, else how many digit-stacks it narrowed. */
static int settle_stacks(Grid *g)
{
    int s, d, narrowed = 0;
    unsigned changed_stacks = 0;

    for (d = 0; d < DIGITS; d++) {
        unsigned columns[BANDS];
        if (!(g->stack_changes >> digit_band(d, 0) & 7))
            continue;
        columns_of_digit(g, d, columns);
        for (s = 0; s < 3; s++) {
            unsigned short *kept = &g->minirows[BANDS + s][d];
            unsigned occupied = stack_minicolumns(columns, s), possible;
            if (occupied == *kept)
                continue;
            possible = minirows_of(BAND_PERMUTATION_MASK[occupied]);
            if (possible == 0)
                return -1;
            if (possible != occupied) {
                keep_minicolumns(g, d, s, possible);
                narrowed++;
            }
            g->configurations[BANDS + s] += CONFIGURATION_COUNT[possible]
                                           - CONFIGURATION_COUNT[*kept];
            *kept = (unsigned short)possible;
            changed_stacks |= 1u << s;
        }
    }
    g->stack_changes = 0;
    for (s = 0; s < 3; s++) {
        int found;
        if (!(changed_stacks >> s & 1))
            continue;
        found = count_stack(g, s);
        if (found < 0)
            return -1;
        narrowed += found;
    }
    return narrowed;
}

/* How much propagate() infers: settling the digit-bands and naked
 * singles (JCZSolve's propagation); or that, then settling the stacks,
 * keeping the minirows and configurations that choose() reads, and
 * minirow and minicolumn counting. */
enum Inference { BANDS_ONLY, TRIPLES_TOO };

/* Infers as much as the level allows until nothing more follows.  Returns
 * 0 on a contradiction. */
static int propagate(Grid *g, enum Inference level)
{
    for (;;) {
        int found;
        if (!settle_all(g))
            return 0;
        if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2]))
            return 1;
        found = assign_naked_singles(g);
        if (found == 0 && level != BANDS_ONLY)
            found = settle_stacks(g);
        if (found == 0 && level != BANDS_ONLY)
            found = settle_minirows(g);
        if (found < 0)
            return 0;
        if (found == 0)
            return 1;
    }
}
#endif /* CARRY_9X9_ENGINE */

/*
 * src/nine_search.c - the 9x9 engine's search: the choice of a
 * configuration or a cell, each alternative tried on a copy of the state.
 * Calls: tables.c, nine_state.c.
 */

#if CARRY_9X9_ENGINE
/* ------------------------------------------------------------------ */
/* Search                                                             */
/* ------------------------------------------------------------------ */

/* The digits (a 9-bit mask) still open to cell. */
static unsigned digits_of(const Grid *g, int cell)
{
    int b = cell / 27, bit = cell % 27, d;
    unsigned digits = 0;

    for (d = 0; d < DIGITS; d++)
        digits |= (unsigned)(g->cands[digit_band(d, b)] >> bit & 1) << d;
    return digits;
}

/* Returns an unsolved cell with the fewest candidates, the first with two
 * where there is one; the grid must have an unsolved cell. */
static int choose_cell(const Grid *g)
{
    int b, cell, best = -1, best_count = DIGITS + 1;

    for (b = 0; b < BANDS; b++)
        if (g->bivalue[b])
            return 27 * b + lowest_cell(g->bivalue[b]);
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

/* Chooses what to branch on: the band or stack with the fewest
 * configurations left over all digits, and in it the first digit with the
 * fewest (two, where one has two), as tdoku does; a cell when every
 * digit's configuration is fixed, or when propagation was BANDS_ONLY (the
 * counts are stale then).  A digit of three or more configurations beats
 * a cell when none has two: 3-5% fewer guesses on the set made hard for
 * us, 1% on the public hard sets.  Returns 0 on a contradiction (a region
 * left with fewer configurations than digits). */
static int choose(const Grid *g, enum Inference level, Choice *c)
{
    int d, r, best_total = 6 * DIGITS + 1;

    c->options = 0;
    for (r = 0; r < 2 * BANDS && level != BANDS_ONLY; r++) {
        int total = g->configurations[r];
        if (total < DIGITS)
            return 0;
        if (total > DIGITS && total < best_total) {
            best_total = total;
            c->where = r;
            if (total == DIGITS + 1)    /* one digit with two: none fewer */
                break;
        }
    }
    if (best_total <= 6 * DIGITS) {
        int fewest = 7, count;
        r = c->where;
        c->digit = 0;                  /* a region past nine has a digit */
        for (d = 0; d < DIGITS && fewest > 2; d++) {
            count = CONFIGURATION_COUNT[g->minirows[r][d]];
            if (count >= 2 && count < fewest) {
                fewest = count;
                c->digit = d;
            }
        }
        c->kind = r < BANDS ? BAND_CONFIGURATION : STACK_CONFIGURATION;
        c->where = r % BANDS;
        c->options = CONFIGURATIONS[g->minirows[r][c->digit]];
        return 1;
    }
    c->kind = CELL_DIGIT;
    c->where = choose_cell(g);
    c->options = digits_of(g, c->where);
    return 1;
}

/* Takes option k of the choice: restricts the digit to configuration k in
 * the band or stack, or assigns digit k to the cell. */
static void take(Grid *g, const Choice *c, int k)
{
    int row;

    switch (c->kind) {
    case BAND_CONFIGURATION:
        for (row = 0; row < 3; row++)
            g->cands[digit_band(c->digit, c->where)] &=
                ~((uint32_t)BAND_ROW << (9 * row))
                | (uint32_t)MINIROW_CELLS[PERMUTATION_MINIROWS[k] >> (3 * row) & 7]
                  << (9 * row);
        break;
    case STACK_CONFIGURATION:
        keep_minicolumns(g, c->digit, c->where, PERMUTATION_MINIROWS[k]);
        break;
    case CELL_DIGIT:
        assign(g, k, c->where);
        break;
    }
}

/* Writes the solved grid as 81 digits 1..9. */
static void read_solution(const Grid *g, unsigned char *out)
{
    int d, b;

    for (d = 0; d < DIGITS; d++) {
        for (b = 0; b < BANDS; b++) {
            uint32_t cells = g->cands[digit_band(d, b)];
            for (; cells; cells &= cells - 1)
                out[27 * b + lowest_cell(cells)] = (unsigned char)(d + 1);
        }
    }
}

/* A lopsided or nearly solved puzzle (below) is searched with the
 * digit-bands only, branching on cells, until this many guesses: on serg,
 * counting to two, 2% less time with the same guesses; the other sets as
 * fast.  Every other puzzle gets minirow counting (count_triples()) at
 * every node: with choose() branching on configurations of three and
 * more, skipping it between the first and the eighth guess let the search
 * wander (56,484 guesses for a solution of a grid of 11 givens, where tdoku
 * takes 37), and counting at every node takes 1-5% fewer guesses and 2-6%
 * less time on the hard sets. */
enum { LIGHT_TRIPLES_AFTER_GUESSES = 16 };

/* How many open cells the band or stack with the most has. */
static int most_open(const Grid *g)
{
    int r, most = 0;

    for (r = 0; r < BANDS; r++) {
        uint32_t box = (uint32_t)BAND_BOX << (3 * r);
        int band = count_cells(g->unsolved[r]);
        int stack = count_cells(g->unsolved[0] & box) + count_cells(g->unsolved[1] & box)
                  + count_cells(g->unsolved[2] & box);
        most = band > most ? band : most;
        most = stack > most ? stack : most;
    }
    return most;
}

/* How many bands and stacks of the settled grid have every digit's
 * configuration fixed: in a band, one minirow in each row; in a stack,
 * one column in each band (bit s of stacks: one column of stack s). */
static int fixed_regions(const Grid *g)
{
    int b, db, fixed = 0;
    unsigned stacks = 7;

    for (b = 0; b < BANDS; b++) {
        for (db = b; db < DIGIT_BANDS; db += 3)
            if (popcount9(minirows_of(g->cands[db])) != 3)
                break;
        fixed += db >= DIGIT_BANDS;
    }
    for (db = 0; db < DIGIT_BANDS && stacks; db++) {
        uint32_t cells = g->cands[db];
        unsigned lone = lone_in_triples((cells | cells >> 9 | cells >> 18) & BAND_ROW);
        stacks &= ROW_BOXES[lone];     /* the stacks with a lone column */
    }
    return fixed + popcount9(stacks);
}

/* Whether the puzzle, its digit-bands settled, is lopsided: two bands or
 * stacks fixed and one two-thirds open or more (all 10,000 of the serg
 * set: givens that fill most of two bands and leave many solutions to the
 * third).  Such a puzzle is searched, until minirow counting starts, with
 * the cheapest propagation and cell branching, as JCZSolve searches: the
 * stacks' pass finds next to nothing there (1.5% of its runs on serg, 22%
 * on the 1106 set). */
static int is_lopsided(const Grid *g)
{
    return most_open(g) >= 18 && fixed_regions(g) >= 2;
}

/* Whether the puzzle, its digit-bands settled, has fewer than 50 open
 * cells (529 of the 609 unbiased puzzles the digit-bands leave open, one
 * of 11+, none of 1106): most are solved in a guess or two, for less than
 * the full inference at the start costs. */
static int is_nearly_solved(const Grid *g)
{
    return count_cells(g->unsolved[0]) + count_cells(g->unsolved[1])
         + count_cells(g->unsolved[2]) < 50;
}

/* How much to infer at the next node: for a lopsided or nearly solved
 * puzzle the digit-bands only until minirow counting starts (see
 * LIGHT_TRIPLES_AFTER_GUESSES), for any other puzzle everything. */
static enum Inference inference(const Solver *s)
{
    if (s->light && s->guesses < LIGHT_TRIPLES_AFTER_GUESSES)
        return BANDS_ONLY;
    return TRIPLES_TOO;
}

/* Counts the solutions below g, keeping the first.  Returns 1 when the
 * solution limit is reached, else 0 (every branch explored). */
static int search(Solver *s, Grid *g)
{
    for (;;) {
        Choice c;
        enum Inference level = inference(s);
        if (!propagate(g, level))
            return 0;
        if (!(g->unsolved[0] | g->unsolved[1] | g->unsolved[2])) {
            if (s->solutions == 0 && s->first)
                read_solution(g, s->first);
            return ++s->solutions >= s->limit;
        }
        if (!choose(g, level, &c))
            return 0;
        for (; c.options & (c.options - 1); c.options &= c.options - 1) {
            Grid child = *g;
            s->guesses++;
            take(&child, &c, lowest_digit(c.options));
            if (search(s, &child))
                return 1;
        }
        take(g, &c, lowest_digit(c.options));
    }
}

#if CARRY_LEETCODE
/* Which box (0..8) holds the cell at row, col. */
static inline int box_of(int row, int col)
{
    return row / 3 * 3 + col / 3;
}

/* Returns 1 when no two givens of the same digit share a unit, using the
 * digits seen so far in each row, column and box as 9-bit masks. */
static int givens_consistent(const unsigned char *givens)
{
    unsigned rows[9] = {0}, cols[9] = {0}, boxes[9] = {0}, clash = 0;
    int row, col;

    for (row = 0; row < 9; row++) {
        for (col = 0; col < 9; col++) {
            int given = givens[9 * row + col];
            unsigned digit = given <= 9 ? (1u << given) >> 1 : 0;  /* 0: blank */
            unsigned *box = &boxes[box_of(row, col)];
            clash |= (rows[row] | cols[col] | *box) & digit;
            rows[row] |= digit;
            cols[col] |= digit;
            *box |= digit;
        }
    }
    return clash == 0;
}
#endif /* CARRY_LEETCODE */
#endif /* CARRY_9X9_ENGINE */

/*
 * src/entry.c - the 9x9 engine's entry points: solve_puzzle(), and
 * LeetCode's solveSudoku() and isValidSudoku().
 * Calls: tables.c, nine_state.c, nine_search.c.
 */

#if CARRY_9X9_ENGINE
/* ------------------------------------------------------------------ */
/* Entry points                                                       */
/* ------------------------------------------------------------------ */

#ifdef SOLVER_SSE2
/* The places of the digits 1..9 among 16 values, as 16 bits. */
static inline uint32_t givens_among_16(const unsigned char *values)
{
    __m128i v = _mm_loadu_si128((const __m128i *)(const void *)values);
    __m128i digit = _mm_sub_epi8(v, _mm_set1_epi8(1));  /* 0..8 for 1..9 */
    __m128i eight = _mm_set1_epi8(8);

    return (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_max_epu8(digit, eight), eight));
}
#endif

/* The cells of each band (bits) that hold a given, found without a branch
 * on each cell: givens and blanks mix at random, and such a branch is
 * mispredicted half the time.  With SSE2, 16 cells a step: cells 0-79,
 * then 65-80 for the last. */
static void find_givens(const unsigned char *givens, uint32_t given[BANDS])
{
#ifdef SOLVER_SSE2
    uint32_t at[6];
    int i;

    for (i = 0; i < 5; i++)
        at[i] = givens_among_16(givens + 16 * i);
    at[5] = givens_among_16(givens + 65) >> 15;            /* cell 80 */
    given[0] = (at[0] | at[1] << 16) & ALL_BAND_CELLS;
    given[1] = (at[1] >> 11 | at[2] << 5 | at[3] << 21) & ALL_BAND_CELLS;
    given[2] = (at[3] >> 6 | at[4] << 10 | at[5] << 26) & ALL_BAND_CELLS;
#else
    int b, i;

    for (b = 0; b < BANDS; b++) {
        given[b] = 0;
        for (i = 0; i < 27; i++)
            given[b] |= (uint32_t)(givens[27 * b + i] - 1u < DIGITS) << i;
    }
#endif
}

/* Sets g to the puzzle's givens (81 values, 0 blank, 1..9 given, anything
 * else blank): each given's digit leaves the given's row, column and box,
 * and the other digits leave the given; the rest is left to settling.
 * Returns 0 when two givens clash. */
static int start_grid(Grid *g, const unsigned char *givens)
{
    unsigned digit_columns[DIGITS] = {0};  /* the columns of d's givens */
    uint32_t given[BANDS], own[DIGIT_BANDS] = {0};
    int i, d, b;

    init_tables();
    for (i = 0; i < DIGIT_BANDS; i++) {
        g->cands[i] = ALL_BAND_CELLS;
        g->settled[i] = 0;             /* never a settled mask: settle all */
    }
    g->cands[DIGIT_BANDS] = g->settled[DIGIT_BANDS] = 0;   /* the unused one */
    g->just_settled = g->band_changes = g->stack_changes = 0;
    memset(g->minirows, 0, sizeof g->minirows);  /* none: all will differ */
    memset(g->configurations, 0, sizeof g->configurations);
    find_givens(givens, given);
    for (b = 0; b < BANDS; b++) {
        uint32_t cells;
        for (cells = given[b]; cells; cells &= cells - 1) {
            int bit = lowest_cell(cells), db;
            unsigned digit = givens[27 * b + bit] - 1u, column = COLUMN_OF_BIT[bit];
            uint32_t cell = 1u << bit;
            db = digit_band((int)digit, b);
            /* an earlier given of the digit in the row or box took the
             * cell from it; one in the column is in digit_columns */
            if (!(g->cands[db] & cell) || digit_columns[digit] >> column & 1)
                return 0;
            digit_columns[digit] |= 1u << column;
            own[db] |= cell;
            g->cands[db] &= ~band_peers(bit);
        }
    }
    for (d = 0; d < DIGITS; d++) {
        uint32_t columns = digit_columns[d] * (uint32_t)BAND_COLUMN;
        for (b = 0; b < BANDS; b++) {
            int db = digit_band(d, b);
            g->cands[db] = (g->cands[db] & ~columns & ~given[b]) | own[db];
        }
    }
    for (b = 0; b < BANDS; b++)
        g->unsolved[b] = ALL_BAND_CELLS & ~given[b];
    return 1;
}

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

    s.limit = limit < 1 ? 1 : limit;
    s.solutions = 0;
    s.guesses = 0;
    s.first = solution;
    if (!start_grid(&g, givens) || !propagate(&g, BANDS_ONLY))
        return 0;
    s.light = is_nearly_solved(&g) || is_lopsided(&g);   /* cheaper first */
    search(&s, &g);
    if (guesses)
        *guesses += s.guesses;
    return s.solutions;
}

#if CARRY_MORE_RULES
/* Solves a puzzle of pencil marks as solve_puzzle() solves its givens,
 * each cell limited to the digits of allowed[cell] (bit d - 1 for d). */
static long solve_marked_puzzle(const unsigned char *givens,
                                const uint32_t *allowed, unsigned char *solution,
                                long limit, long *guesses)
{
    Solver s;
    Grid g;
    int cell, d;

    s.limit = limit < 1 ? 1 : limit;
    s.solutions = 0;
    s.guesses = 0;
    s.first = solution;
    if (!start_grid(&g, givens))
        return 0;
    for (cell = 0; cell < CELLS; cell++)
        for (d = 0; d < DIGITS; d++)
            if (!(allowed[cell] >> d & 1))
                g.cands[digit_band(d, cell / 27)] &= ~(1u << (cell % 27));
    if (!propagate(&g, BANDS_ONLY))
        return 0;
    s.light = is_nearly_solved(&g) || is_lopsided(&g);
    search(&s, &g);
    if (guesses)
        *guesses += s.guesses;
    return s.solutions;
}
#endif /* CARRY_MORE_RULES */

#if CARRY_LEETCODE
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
/* LeetCode 36: whether the filled cells of board (9 rows of 9 chars, '.'
 * blank) break no rule. */
bool isValidSudoku(char **board, int boardSize, int *boardColSize);

bool isValidSudoku(char **board, int boardSize, int *boardColSize)
{
    unsigned char givens[CELLS];
    int row, col;

    if (board == NULL || boardSize != 9)
        return false;
    for (row = 0; row < 9; row++) {
        if (board[row] == NULL || (boardColSize && boardColSize[row] != 9))
            return false;
        for (col = 0; col < 9; col++) {
            char c = board[row][col];
            givens[9 * row + col] =
                (unsigned char)(c >= '1' && c <= '9' ? c - '0' : 0);
        }
    }
    return givens_consistent(givens) != 0;
}
#endif /* CARRY_LEETCODE */
#endif /* CARRY_9X9_ENGINE */

/*
 * src/general_rules.c - the general engine's puzzle as data: the table of
 * regions, cages and relations (Puzzle), and compile_rules(), which turns
 * it into what the search reads (Rules).
 * Calls: tables.c.
 */

/* ------------------------------------------------------------------ */
/* Every other puzzle: the general engine                             */
/* ------------------------------------------------------------------ */

/*
 * A puzzle here is data: a side N (1..25), digits 1..N, givens, and a
 * table of constraints the engine reads, each one row:
 *
 *   region    N cells that hold each digit once: rows, columns, boxes
 *             (r x c, r * c = N), jigsaw regions, diagonals, windows;
 *   cage      cells that hold no digit twice and sum to a total (killer);
 *   relation  two cells whose digits must stand in a relation: a < b,
 *             or a + b compared with a constant (<, = or >).
 *
 * compile_rules() turns the table into what the search reads quickly:
 * each cell's regions (and its place in each), its cage, and the
 * intersections of regions that share two or more cells.  A position
 * (Board) keeps each cell's open digits as a mask (bit d - 1 for digit d)
 * and, for each region and digit, the places (bit i: the region's i-th
 * cell) the digit may still take: so a naked single is a cell mask with
 * one bit, and a hidden
 * single a place mask with one bit, each noticed the moment it appears
 * and queued; a placed digit leaves the cells of its regions that still
 * hold it (their places say which) and the cells of its cage.  When the
 * queue runs dry, relations are made arc consistent, cages whose cells
 * lost digits keep only the digits some set of distinct digits with their
 * sum allows, locked candidates run over the intersections of each region
 * where a digit lost places (a digit whose places in one region all lie
 * in the other leaves the rest of the other), and, when that moves
 * nothing, regions changed since the last look get hidden pairs.  Then
 * the search branches on the open cell with the fewest digits for the
 * dead ends met so far in its regions (choose_guess()); for a first
 * solution it restarts at random under Luby budgets (restarts()), the
 * dead ends carried from run to run.
 *
 * Glossary: p is a Puzzle (the table), k a Rules (compiled), b a Board,
 * s a Search; reg is a region index, pos a place in a region.
 */

enum {
    MAX_BOX = 5,                   /* boxes of 5x5: a 25x25 board */
    MAX_SIDE = 25,                 /* cells in a region, digits */
    MAX_CELLS = 625,               /* cells of the largest board */
    MAX_REGIONS = 3 * MAX_SIDE + 6,  /* rows, columns, boxes, 2 diagonals,
                                      4 windows */
    MAX_CELL_REGIONS = 6,          /* regions one cell can lie in */
    MAX_INTERSECTIONS = 2 * MAX_CELLS,
    MAX_RELATIONS = 10 * MAX_CELLS, /* signs, and the pair rules of
                                      board_rules.c, all on one board */
    QUEUE_SIZE = MAX_CELLS + MAX_REGIONS * MAX_SIDE,
    RESTART_BUDGET = 150,         /* guesses of the first run: restarts() */
    REGION_WORDS = (MAX_REGIONS + 31) / 32,  /* a bit per region */
    CAGE_WORDS = (MAX_CELLS + 31) / 32       /* a bit per cage */
};

/* What a relation asks of the digits a and b of its two cells. */
enum RelationKind {
    LESS,                        /* a < b */
    SUM_LESS, SUM_EQUAL, SUM_GREATER,   /* a + b against value */
    DIFFER,                      /* a != b (anti-knight, anti-king) */
    NOT_CONSECUTIVE              /* |a - b| != 1 (non-consecutive) */
#if CARRY_MORE_RULES
    , CONSECUTIVE,                 /* |a - b| = value, 1 when 0 (kropki's
                                    white dot) */
    DOUBLE,                      /* a = kb or b = ka, k value, 2 when 0
                                    (kropki's black dot) */
    NOT_DOUBLE,                  /* neither (no dot, strict kropki) */
    SUM_NOT_EQUAL,               /* a + b != value (no X or V, strict XV) */
    EQUAL,                       /* a = b (palindrome) */
    APART                        /* |a - b| >= value (whispers) */
#endif
};

#if CARRY_MORE_RULES
enum {
    MAX_GROUPS = MAX_CELLS,          /* groups of a puzzle */
    MAX_GROUP_CELLS = 4 * MAX_CELLS, /* their cells, counted group by group */
    GROUP_WORDS = (MAX_GROUPS + 31) / 32,  /* a bit per group */
    CELL_WORDS = (MAX_CELLS + 31) / 32,    /* a bit per cell */
    MAX_PAIR_TABLES = 2 * MAX_CELLS, /* pairs of cells under two relations
                                        or more (every pair of neighbours of
                                        the largest board) */
    PAIR_ALONE = -1, PAIR_TABLED = -2,  /* Rules.pair_table_of[] */
    PAIR_ENTRY = MAX_RELATIONS,      /* + t: pair table t in a cell's list
                                        of relations (Rules.relation_of) */
    GROUP_BLAME = 2                  /* weight a group's dead end adds to
                                        each of its cells (blame_group()) */
};

/* What a group asks of the digits of its cells, which may repeat. */
enum GroupKind {
    GROUP_SUM,                   /* the weighted sum of its cells is value:
                                    arrows (the circle weighs -1, a pill's
                                    tens -10), little killers, sums */
    GROUP_RENBAN,                /* distinct (relations say so) and a run
                                    of consecutive digits, in any order */
    GROUP_SANDWICH,              /* a whole row or column: the digits
                                    between its 1 and its N sum to value */
    GROUP_CONTAIN                /* its cells hold each listed digit at
                                    least as often as listed (value 1:
                                    exactly as often): quadruples */
};

/* A group: cells[first .. first + size) of Puzzle.group_cells, each with
 * its weight in Puzzle.group_weight (GROUP_SUM's; 1 in the others but
 * GROUP_CONTAIN, whose weights are its listed digits, 0 past the list). */
typedef struct Group {
    short first, size;
    unsigned char kind;          /* enum GroupKind */
    unsigned char distinct;      /* its cells hold distinct digits */
    int value;
} Group;
#endif /* CARRY_MORE_RULES */

/* A cage: cells[first .. first + size) of Puzzle.cage_cells sum to sum. */
typedef struct Cage {
    short first, size;
    int sum;
} Cage;

/* A relation between the digits of cells a and b. */
typedef struct Relation {
    short a, b;
    unsigned char kind;          /* enum RelationKind */
    unsigned char value;         /* the constant of the SUM_ kinds */
} Relation;

/* A puzzle as the general engine reads it: the constraint table. */
typedef struct Puzzle {
    int side;                    /* N: digits 1..N, N x N cells */
    int regions;                 /* rows in region */
    short region[MAX_REGIONS][MAX_SIDE]; /* [reg][pos]: its cells */
    int cages;                   /* rows in cage */
    Cage cage[MAX_CELLS];
    short cage_cells[MAX_CELLS]; /* the cells of every cage, cage by cage */
    int relations;               /* rows in relation */
    Relation relation[MAX_RELATIONS];
#if CARRY_MORE_RULES
    int groups;                  /* rows in group */
    Group group[MAX_GROUPS];
    short group_cells[MAX_GROUP_CELLS];  /* group by group */
    signed char group_weight[MAX_GROUP_CELLS];
    unsigned char group_part[MAX_GROUP_CELLS];  /* GROUP_SUM: cells of one
                                    part (0, 1, ... in each group) hold
                                    distinct digits and weigh 1 */
    int group_cells_used;
    int restricted;              /* some cell's digits are limited: */
    uint32_t allowed[MAX_CELLS]; /* [cell]: the digits it may hold (even,
                                    odd, a given of several digits) */
#endif
    unsigned char givens[MAX_CELLS]; /* 0 blank, 1..N given */
} Puzzle;

/* What to look for, and what was found. */
enum Goal {
    GOAL_SOLVE,        /* any solution, or a count up to a limit */
    GOAL_SMALLEST,     /* the lexicographically smallest solution */
    GOAL_MAX_SCORE,    /* the best score over all solutions (Luogu P1074) */
    GOAL_ALL,          /* every solution, each handed to a callback */
    GOAL_CHECK,        /* is the grid complete and legal (ABC 327 C) */
    GOAL_ANTI,         /* break every region of a solved grid, fewest
                          changes (Codeforces 1335D) */
    GOAL_LEGAL,        /* do the givens break no rule (LeetCode 36) */
    GOAL_COUNT,        /* every solution counted, and the solution when
                          there is one (SPOJ SUDOGOB) */
    GOAL_CORNER_SUM,   /* one sum over all cases: the three digits at the
                          top left of each solution as a number (Project
                          Euler 96) */
    GOAL_UNIQUE_4X4,   /* no input: how many 4x4 positions have exactly one
                          completion (HDU 3476) */
    GOAL_MINIMAL       /* the solution when unique and no given can go,
                          else which of those fails (HDU 3909) */
#if CARRY_CELL_SUMS
    , GOAL_CELL_SUM    /* one grid over all cases: each cell's digits
                          summed (CodinGame's killer extreme challenge) */
#endif
};

/* Where the engines keep their state, which the caller owns (engines.c;
 * a file with the 9x9 engine alone has none). */
typedef struct Workspace Workspace;

/* Starts p as an empty N x N puzzle with its rows and columns. */
static void start_puzzle(Puzzle *p, int side)
{
    int line, i;

    p->side = side;
    p->regions = 2 * side;
    p->cages = 0;
    p->relations = 0;
#if CARRY_MORE_RULES
    p->groups = p->group_cells_used = p->restricted = 0;
#endif
    for (line = 0; line < side; line++) {
        for (i = 0; i < side; i++) {
            p->region[line][i] = (short)(side * line + i);
            p->region[side + line][i] = (short)(side * i + line);
        }
    }
    memset(p->givens, 0, sizeof p->givens);
}

/* Adds the boxes of rows x cols cells (rows * cols = N; 1 x N adds none,
 * as they would be the rows again). */
static void add_boxes(Puzzle *p, int rows, int cols)
{
    int side = p->side, box, i;

    if (rows <= 1 || cols <= 1 || rows * cols != side)
        return;
    for (box = 0; box < side; box++) {
        int top = box / rows * rows, left = box % rows * cols, row, col;
        short *cell = p->region[p->regions++];
        for (row = 0, i = 0; row < rows; row++)
            for (col = 0; col < cols; col++)
                cell[i++] = (short)(side * (top + row) + left + col);
    }
}

/* The default box of a side: the factor pair closest to square, no
 * taller than wide.  Sets *rows and *cols. */
static void default_box(int side, int *rows, int *cols)
{
    int r;

    for (r = 1; (r + 1) * (r + 1) <= side; r++)
        ;
    while (side % r != 0)
        r--;
    *rows = r;
    *cols = side / r;
}

#if CARRY_MORE_RULES
/* Whether p has rules past regions and cages: relations, groups, cells
 * of limited digits (which the digit planes leave to the general
 * engine). */
static int has_relations(const Puzzle *p)
{
    return p->relations || p->groups || p->restricted;
}
#endif

#if CARRY_9X9_ENGINE || CARRY_BEST_SCORE
/* Whether p is a classic 9x9 puzzle, for the 9x9 engine: its regions
 * are exactly the rows, columns and boxes, with no cage or relation (a
 * jigsaw whose first region happens to be box 0 is not). */
static int is_classic_9x9(const Puzzle *p)
{
    static Puzzle classic;                /* rows, columns, boxes in order */
    int reg;

    if (p->side != 9 || p->regions != 27 || p->cages || p->relations)
        return 0;
#if CARRY_MORE_RULES
    if (has_relations(p))
        return 0;
#endif
    if (classic.side == 0) {
        start_puzzle(&classic, 9);
        add_boxes(&classic, 3, 3);
    }
    for (reg = 0; reg < 27; reg++)
        if (memcmp(p->region[reg], classic.region[reg], sizeof(short) * 9))
            return 0;
    return 1;
}
#endif

#if CARRY_MORE_RULES
/* Whether p is a classic 9x9 board (rows, columns and boxes in the order
 * start_puzzle() and add_boxes() write them) whose only rule past its
 * regions is each cell's digits: pencil marks. */
static int is_marked_9x9(const Puzzle *p)
{
    int reg, i;

    if (!p->restricted || p->relations || p->groups || p->cages || p->side != 9
        || p->regions != 27)
        return 0;
    for (reg = 0; reg < 27; reg++)
        for (i = 0; i < 9; i++) {
            int box = reg - 18, cell = reg < 9 ? 9 * reg + i
                      : reg < 18 ? 9 * i + reg - 9
                      : 9 * (box / 3 * 3 + i / 3) + box % 3 * 3 + i % 3;
            if (p->region[reg][i] != cell)
                return 0;
        }
    return 1;
}
#endif

/* ------------------------------------------------------------------ */
/* What the givens may not break: one check a sort of row             */
/* ------------------------------------------------------------------ */

/*
 * A grid keeps the table when every row of it holds: the verdicts
 * (complete and legal, legal so far) and the engines' first look read
 * this one table of checks, a row a sort, so that a sort of row added to
 * the table is judged as it is solved.  A row is judged on its given
 * cells alone: no digit twice where its cells must differ, and its sum or
 * relation once every cell of it is given.  These checks share no code
 * with the search's propagation, so that each tests the other
 * (tests/check_solver.c).
 */

#if CARRY_MORE_RULES
/* The digit of a mask of one digit, else 0. */
static int lone_digit(uint32_t mask)
{
    int d = 1;

    if (mask == 0 || (mask & (mask - 1)))
        return 0;
    while (!(mask & 1u)) {
        mask >>= 1;
        d++;
    }
    return d;
}

/* The digits of p's side as a mask. */
static uint32_t side_digits(const Puzzle *p)
{
    return p->side >= 32 ? ~0u : (1u << p->side) - 1;
}

/* Whether every one of cells is given. */
static int all_given(const unsigned char *digit, const short *cell, int n)
{
    int i;

    for (i = 0; i < n; i++)
        if (!digit[cell[i]])
            return 0;
    return 1;
}

/* Cages: their sum (when they have one) once every cell is given. */
static int cage_sums_kept(const Puzzle *p, const unsigned char *digit)
{
    int c, i;

    for (c = 0; c < p->cages; c++) {
        const short *cell = p->cage_cells + p->cage[c].first;
        int n = p->cage[c].size, sum = 0;
        for (i = 0; i < n; i++)
            sum += digit[cell[i]];
        if (p->cage[c].sum > 0 && all_given(digit, cell, n) && sum != p->cage[c].sum)
            return 0;
    }
    return 1;
}

/* Whether the digits a and b of a relation's two cells keep it. */
static int relation_holds(const Relation *r, int a, int b)
{
    int v = r->value, apart = a > b ? a - b : b - a;

    switch (r->kind) {
    case LESS:            return a < b;
    case SUM_LESS:        return a + b < v;
    case SUM_EQUAL:       return a + b == v;
    case SUM_GREATER:     return a + b > v;
    case DIFFER:          return a != b;
    case NOT_CONSECUTIVE: return apart != 1;
    case CONSECUTIVE:     return apart == (v ? v : 1);
    case DOUBLE:          v = v ? v : 2;
                          return a == v * b || b == v * a;
    case NOT_DOUBLE:      return a != 2 * b && b != 2 * a;
    case SUM_NOT_EQUAL:   return a + b != v;
    case EQUAL:           return a == b;
    case APART:           return apart >= v;
    default:              return 0;
    }
}

/* Relations: judged when both cells are given. */
static int relations_kept(const Puzzle *p, const unsigned char *digit)
{
    int i;

    for (i = 0; i < p->relations; i++) {
        const Relation *r = &p->relation[i];
        int a = digit[r->a], b = digit[r->b];
        if (a && b && !relation_holds(r, a, b))
            return 0;
    }
    return 1;
}

/* Whether a full group's digits (digit[i] in its i-th cell, weight[i] its
 * weight) keep its rule, by enum GroupKind. */
static int sum_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, sum = 0;

    for (i = 0; i < g->size; i++)
        sum += weight[i] * digit[i];
    return sum == g->value;
}

static int renban_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, low = digit[0], high = digit[0];

    (void)weight;
    for (i = 1; i < g->size; i++) {
        low = digit[i] < low ? digit[i] : low;
        high = digit[i] > high ? digit[i] : high;
    }
    return high - low == g->size - 1;    /* distinct: the relations say */
}

/* The digits between the line's 1 and its largest digit sum to value. */
static int sandwich_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, one = -1, top = -1, high = 0, sum = 0;

    (void)weight;
    for (i = 0; i < g->size; i++)
        high = digit[i] > high ? digit[i] : high;
    for (i = 0; i < g->size; i++) {
        one = digit[i] == 1 && one < 0 ? i : one;
        top = digit[i] == high && top < 0 ? i : top;
    }
    for (i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
        sum += digit[i];
    return one >= 0 && top >= 0 && sum == g->value;
}

/* Each listed digit (the weights, 0 past the list) held at least as
 * often as listed, exactly as often when value is 1. */
static int contain_holds(const Group *g, const int *digit, const signed char *weight)
{
    int k, i;

    for (k = 0; k < g->size && weight[k]; k++) {
        int copies = 0, held = 0;
        for (i = 0; i < g->size && weight[i]; i++)
            copies += weight[i] == weight[k];
        for (i = 0; i < g->size; i++)
            held += digit[i] == weight[k];
        if (held < copies || (g->value && held > copies))
            return 0;
    }
    return 1;
}

static int (*const GROUP_HOLDS[])(const Group *g, const int *digit,
                                  const signed char *weight) = {
    sum_holds, renban_holds, sandwich_holds, contain_holds
};

/* Groups: their rule once full (their distinct digits are relations'
 * and regions' to judge). */
static int groups_kept(const Puzzle *p, const unsigned char *digit)
{
    int held[MAX_CELLS];
    int gi, i;

    for (gi = 0; gi < p->groups; gi++) {
        const Group *g = &p->group[gi];
        const short *cell = p->group_cells + g->first;
        if (g->size > MAX_CELLS || !all_given(digit, cell, g->size))
            continue;
        for (i = 0; i < g->size; i++)
            held[i] = digit[cell[i]];
        if (!GROUP_HOLDS[g->kind](g, held, p->group_weight + g->first))
            return 0;
    }
    return 1;
}

/* Cells of limited digits (even, odd, a cell of several digits): none
 * left no digit (a given against its parity, say). */
static int masks_kept(const Puzzle *p, const unsigned char *digit)
{
    int cell;

    for (cell = 0; p->restricted && cell < p->side * p->side; cell++)
        if ((p->allowed[cell] & side_digits(p)) == 0
            || (digit[cell] && !(p->allowed[cell] >> (digit[cell] - 1) & 1)))
            return 0;
    return 1;
}

/* The checks past each region's and cage's distinct digits, a sort of
 * row each. */
static int (*const ROWS_KEPT[])(const Puzzle *p, const unsigned char *digit) = {
    cage_sums_kept, relations_kept, groups_kept, masks_kept
};
#endif /* CARRY_MORE_RULES */

/* Returns 1 when p's givens break no row of its table: no region or cage
 * holds a digit twice, and (in a file with the rules past X) every other
 * sort of row keeps its check.  A cell limited to one digit counts as
 * given it (constraint text gives so once some cell is limited). */
static int puzzle_givens_legal(const Puzzle *p)
{
    const unsigned char *digit = p->givens;
    int row, i;
#if CARRY_MORE_RULES
    unsigned char known[MAX_CELLS];
    size_t sort;
    int at;

    if (p->restricted) {
        for (at = 0; at < p->side * p->side; at++)
            known[at] = (unsigned char)(p->givens[at] ? p->givens[at]
                                 : lone_digit(p->allowed[at] & side_digits(p)));
        digit = known;
    }
    for (sort = 0; sort < sizeof ROWS_KEPT / sizeof ROWS_KEPT[0]; sort++)
        if (!ROWS_KEPT[sort](p, digit))
            return 0;
#endif
    for (row = 0; row < p->regions + p->cages; row++) {  /* then cages */
        int in_cage = row >= p->regions;
        const Cage *cage = &p->cage[in_cage ? row - p->regions : 0];
        int n = in_cage ? cage->size : p->side;
        const short *cell = in_cage ? p->cage_cells + cage->first : p->region[row];
        uint32_t seen = 0;
        for (i = 0; i < n; i++) {
            int given = digit[cell[i]];
            uint32_t bit = given ? 1u << (given - 1) : 0;
            if (seen & bit)
                return 0;
            seen |= bit;
        }
    }
    return 1;
}

#if CARRY_GENERAL_ENGINE
/* How many digits the mask (up to 25 bits) holds: counted as the cells of
 * a band mask are. */
static inline int count_digits(uint32_t mask)
{
    return count_cells(mask);
}

/* The lowest digit (1..25) of a non-empty mask. */
static inline int first_digit(uint32_t mask)
{
    return lowest_cell(mask) + 1;
}

#if CARRY_VARIANTS || CARRY_BEST_SCORE
/* The highest digit (1..25) of a mask, 0 when it is empty. */
static inline int last_digit(uint32_t mask)
{
    int d = 0;

#if CARRY_BEST_SCORE
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    if (mask)                            /* P1074's bound asks it often */
        return 32 - __builtin_clz(mask);
#endif
#endif
    while (mask) {
        mask >>= 1;
        d++;
    }
    return d;
}
#endif

/* The mask of digits 1..n. */
static inline uint32_t digits_up_to(int n)
{
    return n <= 0 ? 0 : n >= 32 ? ~0u : (1u << n) - 1;
}

/* Two regions' common cells: the places they take in each region. */
typedef struct Intersection {
    short first, second;         /* the two regions */
    uint32_t in_first, in_second;  /* places of the common cells */
} Intersection;

/* An intersection seen from one of its regions. */
typedef struct Crossing {
    int other;                   /* the other region */
    uint32_t in_mine, in_other;  /* places of the common cells in each */
} Crossing;

#if CARRY_MORE_RULES
/* What every relation on one pair of cells allows together, from its
 * first relation's cell a to its b and back: to_b[d - 1], the digits b
 * may hold beside d in a. */
typedef struct PairTable {
    int first;                   /* the first relation on the pair */
    int loose;                   /* digits in a cell that leave the other
                                    every digit (LOOSE_FROM) */
    uint32_t to_b[MAX_SIDE], to_a[MAX_SIDE];
} PairTable;

/* For each kind of relation, how many digits in one cell leave the other
 * cell every digit (one more than the digits a digit can rule out), or
 * LOOSE_NEVER: revise_relations() need not work out the support then. */
enum { LOOSE_NEVER = MAX_SIDE + 1 };
static const unsigned char LOOSE_FROM[] = {
    LOOSE_NEVER, LOOSE_NEVER, LOOSE_NEVER, LOOSE_NEVER,  /* LESS, SUM_ */
    2,                           /* DIFFER: its own digit */
    3,                           /* NOT_CONSECUTIVE: d - 1 and d + 1 */
    LOOSE_NEVER, LOOSE_NEVER,    /* CONSECUTIVE, DOUBLE */
    3,                           /* NOT_DOUBLE: 2d and d / 2 */
    2,                           /* SUM_NOT_EQUAL: value - d */
    LOOSE_NEVER, LOOSE_NEVER     /* EQUAL, APART */
};
#endif

/* The table compiled for the search. */
typedef struct Rules {
    const Puzzle *puzzle;        /* the table being solved */
    int regions;                 /* the regions compiled, for compiled_for() */
    short region[MAX_REGIONS][MAX_SIDE];
    int cages;                   /* the puzzle's cages (their cells are peers) */
    int cells;                   /* N * N; 0 when nothing is compiled */
    uint32_t all;                /* the N digits as a mask */
    unsigned char region_count[MAX_CELLS];  /* regions a cell lies in */
    unsigned char region_of[MAX_CELLS][MAX_CELL_REGIONS];
    unsigned char place_of[MAX_CELLS][MAX_CELL_REGIONS];
    short cage_of[MAX_CELLS];    /* the cage a cell lies in, or -1 */
#if CARRY_MORE_RULES
    short groups_from[MAX_CELLS + 1];    /* the groups a cell lies in: */
    short group_of[MAX_GROUP_CELLS];     /* group_of[groups_from[cell] ..
                                            groups_from[cell + 1]) */
    int peers_known;                     /* peers is filled (find_peers()) */
    uint32_t peers[MAX_CELLS][CELL_WORDS]; /* [cell]: the cells sharing a
                                            region with it, itself not */
    short relations_from[MAX_CELLS + 1]; /* the relations a cell is in, but
                                            DIFFER's: */
    short relation_of[2 * MAX_RELATIONS]; /* relation_of[relations_from[cell]
                                            .. relations_from[cell + 1]),
                                            after find_pairs() a pair table
                                            (PAIR_ENTRY + t) for the
                                            relations on one pair */
    short differs_from[MAX_CELLS + 1];   /* the cells a DIFFER relation ties
                                            a cell to (place() clears its
                                            digit there): */
    short differ_of[2 * MAX_RELATIONS];  /* differ_of[differs_from[cell] ..
                                            differs_from[cell + 1]) */
    unsigned char loose_of[2 * MAX_RELATIONS];  /* [j]: the digits in a
                                            cell that leave the other every
                                            digit (LOOSE_FROM) for entry
                                            relation_of[j], 0 when none do */
    short pair_table_of[MAX_RELATIONS];  /* [relation]: the pair_table its
                                            cells' relations are revised by
                                            (their first relation's), else
                                            PAIR_TABLED (another's is) or
                                            PAIR_ALONE (it is revised alone) */
    int pair_tables;
    PairTable pair_table[MAX_PAIR_TABLES];
#endif
    int intersections;
    Intersection intersection[MAX_INTERSECTIONS];
    short crossings_from[MAX_REGIONS + 1];   /* a region's intersections: */
    Crossing crossing[2 * MAX_INTERSECTIONS];  /* crossing[crossings_from[reg]
                                                  .. crossings_from[reg + 1]) */
    uint32_t crossings_at[MAX_REGIONS][MAX_SIDE];  /* [reg][pos]: bit i for
                                    each of reg's crossings (its i-th) that
                                    holds the place; bit 31 for the 31st on */
} Rules;

/* One position of the search. */
typedef struct Board {
    int open;                            /* cells with no digit placed */
    uint32_t cands[MAX_CELLS];           /* [cell]: digits open (bit d - 1) */
    uint32_t places[MAX_REGIONS][MAX_SIDE]; /* [reg][d - 1]: places open */
    uint32_t placed[MAX_REGIONS];        /* [reg]: digits placed there */
    uint32_t moved[MAX_REGIONS];         /* [reg]: digits that lost places
                                            there since lock_intersections() */
    uint32_t unpaired[REGION_WORDS];     /* bit reg: places lost since the
                                            last look for pairs there (noted
                                            by lock_intersections()) */
    uint32_t stale_cages[CAGE_WORDS];    /* bit c: a cell of cage c lost
                                            digits since revise_cages() */
#if CARRY_MORE_RULES
    uint32_t stale_groups[GROUP_WORDS];  /* bit g: a cell of group g lost
                                            digits since revise_groups() */
    uint32_t stale_cells[CELL_WORDS];    /* bit cell: it lost digits since
                                            revise_relations() */
#endif
#if CARRY_MORE_RULES
    uint32_t alike;                      /* digits no rule or given tells
                                            apart here (digits_alike()) */
#endif
    unsigned char value[MAX_CELLS];      /* [cell]: digit placed, 0 if none */
} Board;

/* What an engine answers for a puzzle it does not take (engines.c): the
 * next engine then does. */
enum { NOT_TAKEN = -3 };

/* Receives each solution under GOAL_ALL; returns 0 to stop. */
typedef int (*SolutionSink)(void *context, const unsigned char *solution);

/* The general search over a puzzle, and what it keeps from one puzzle to
 * the next: large (7.6 MB), it lives in a caller's Workspace. */
typedef struct Search {
    const Rules *rules;
    enum Goal goal;
    long limit;                          /* stop after this many solutions */
    long solutions;                      /* solutions found so far */
    long guesses;                        /* guesses made, for --stats */
    long best_score;                     /* GOAL_MAX_SCORE: best so far */
    unsigned char *first;                /* the first solution, or NULL */
    SolutionSink sink;                   /* GOAL_ALL: where solutions go */
    void *sink_context;
#if CARRY_BEST_SCORE
    struct ScoreSeen *seen;              /* GOAL_MAX_SCORE: one a level (the
                                            Workspace's) */
#endif
    int stopped;                         /* the sink asked to stop */
    uint32_t random;                     /* tie-breaking state; 0: none */
    long budget;                         /* guesses allowed this run */
    int gave_up;                         /* the run used up its budget */
#if CARRY_MORE_RULES
    int held;                            /* the level where it ran out */
#endif
    int proving;                         /* GOAL_MAX_SCORE: the whole search,
                                            after the short ones */
#if CARRY_MORE_RULES
    int two_places;                      /* a digit's two places compete as
                                            a guess (two_places_guess()) */
#endif
    unsigned long dead_ends[MAX_REGIONS]; /* [reg]: contradictions met there,
                                            for choose_guess() */
#if CARRY_MORE_RULES
    unsigned long group_dead_ends[MAX_CELLS]; /* [cell]: the sizes of the
                                            groups it lies in (weigh_groups()),
                                            plus GROUP_BLAME for each
                                            contradiction met in them */
#endif
#if CARRY_MORE_RULES
    int hot_digits;                      /* weigh the digit most often
                                            refuted (hot_digit()) */
    unsigned long digit_dead_ends[MAX_SIDE];  /* [d - 1]: guesses of d
                                            refuted at once */
    unsigned long held_dead_ends[MAX_REGIONS];  /* the held first run's */
    unsigned long held_group_dead_ends[MAX_CELLS];  /* (restarts()) */
#endif
    int queued;                          /* entries in the queue */
    short queue_cell[QUEUE_SIZE];        /* cells to place ... */
    unsigned char queue_digit[QUEUE_SIZE];  /* ... with these digits */
    /* kept from search to search: */
    Rules table;                         /* compiled last, kept while puzzles
                                            share their regions */
    Board settled;                       /* the givens placed, for restarts */
    Board stack[MAX_CELLS + 1];          /* one position a level (a level a
                                            guess) */
#if CARRY_MORE_RULES
    short guess_cell[MAX_CELLS + 1];     /* [level]: the guess made there, */
    unsigned char guess_digit[MAX_CELLS + 1];  /* to take back on resuming */
#endif
} Search;

/* ---- compiling it ---- */

/* Notes which of the puzzle's k->cages cages each cell lies in (-1:
 * none). */
static void find_cages(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, c, i;

    for (cell = 0; cell < k->cells; cell++)
        k->cage_of[cell] = -1;
    for (c = 0; c < k->cages; c++)
        for (i = 0; i < p->cage[c].size; i++)
            k->cage_of[p->cage_cells[p->cage[c].first + i]] = (short)c;
}

#if CARRY_MORE_RULES
/* Turns counts[0..cells-1] of list entries per cell into where each
 * cell's list ends (counts[cells] ends the last): the lists are then
 * filled from their ends, counting down to where each begins. */
static void list_ends(short *counts, int cells)
{
    int cell;

    for (cell = 1; cell <= cells; cell++)
        counts[cell] = (short)(counts[cell] + counts[cell - 1]);
}

/* Lists the groups of the puzzle's each cell lies in (groups_from,
 * group_of). */
static void find_groups(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, g, i;

    for (cell = 0; cell <= k->cells; cell++)
        k->groups_from[cell] = 0;
    for (g = 0; g < p->groups; g++)
        for (i = 0; i < p->group[g].size; i++)
            k->groups_from[p->group_cells[p->group[g].first + i]]++;
    list_ends(k->groups_from, k->cells);
    for (g = p->groups - 1; g >= 0; g--)         /* filled from the ends */
        for (i = 0; i < p->group[g].size; i++) {
            cell = p->group_cells[p->group[g].first + i];
            k->group_of[--k->groups_from[cell]] = (short)g;
        }
}
#endif

#if CARRY_MORE_RULES
/* Fills k->peers from the regions (for puzzles with groups, once for the
 * regions compiled). */
static void find_peers(Rules *k)
{
    int reg, i, j, words = (k->cells + 31) / 32, cell;

    for (cell = 0; cell < k->cells; cell++)
        memset(k->peers[cell], 0, sizeof k->peers[0][0] * (size_t)words);
    for (reg = 0; reg < k->regions; reg++)
        for (i = 0; i < k->puzzle->side; i++)
            for (j = 0; j < k->puzzle->side; j++) {
                int a = k->region[reg][i], b = k->region[reg][j];
                if (a != b)
                    k->peers[a][b >> 5] |= 1u << (b & 31);
            }
    k->peers_known = 1;
}

/* Lists the relations of the puzzle each cell is in (relations_from,
 * relation_of), as find_groups() lists groups, but those of DIFFER, whose
 * cells are listed as each other's (differs_from, differ_of): a placed
 * digit leaves them at once, as it leaves a region. */
static void find_relations(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, i;

    for (cell = 0; cell <= k->cells; cell++)
        k->relations_from[cell] = k->differs_from[cell] = 0;
    for (i = 0; i < p->relations; i++) {
        short *from = p->relation[i].kind == DIFFER ? k->differs_from
                                                    : k->relations_from;
        from[p->relation[i].a]++;
        from[p->relation[i].b]++;
    }
    list_ends(k->relations_from, k->cells);
    list_ends(k->differs_from, k->cells);
    for (i = p->relations - 1; i >= 0; i--) {    /* filled from the ends */
        const Relation *r = &p->relation[i];
        if (r->kind == DIFFER) {
            k->differ_of[--k->differs_from[r->a]] = r->b;
            k->differ_of[--k->differs_from[r->b]] = r->a;
        } else {
            k->relation_of[--k->relations_from[r->a]] = (short)i;
            k->relation_of[--k->relations_from[r->b]] = (short)i;
        }
    }
}
#endif

#if CARRY_MORE_RULES
/* Whether relations r and q tie the same two cells. */
static int same_cells(const Relation *r, const Relation *q)
{
    return (r->a == q->a && r->b == q->b) || (r->a == q->b && r->b == q->a);
}

/* Whether digit d in cell first->a and e in first->b keep every relation
 * of cell a's list that ties the same two cells as first. */
static int pair_allows(const Rules *k, const Relation *first, int d, int e)
{
    int j;

    for (j = k->relations_from[first->a]; j < k->relations_from[first->a + 1]; j++) {
        const Relation *q = &k->puzzle->relation[k->relation_of[j]];
        if (same_cells(first, q)
            && !(q->a == first->a ? relation_holds(q, d, e) : relation_holds(q, e, d)))
            return 0;
    }
    return 1;
}

/* Fills t with what the relations on relation first's two cells allow
 * together. */
static void fill_pair_table(const Rules *k, int first_relation, PairTable *t)
{
    const Relation *first = &k->puzzle->relation[first_relation];
    int side = k->puzzle->side, d, e;

    t->first = first_relation;
    t->loose = 0;
    for (d = 0; d < side; d++)
        t->to_b[d] = t->to_a[d] = 0;
    for (d = 1; d <= side; d++)
        for (e = 1; e <= side; e++)
            if (pair_allows(k, first, d, e)) {
                t->to_b[d - 1] |= 1u << (e - 1);
                t->to_a[e - 1] |= 1u << (d - 1);
            }
    for (d = 0; d < side; d++) {         /* the most a digit rules out */
        int out = side - count_digits(t->to_b[d]);
        if (side - count_digits(t->to_a[d]) > out)
            out = side - count_digits(t->to_a[d]);
        if (out + 1 > t->loose)
            t->loose = out + 1;
    }
}

/* Rewrites each cell's list of relations (relation_of) for
 * revise_relations(): a pair table's first relation stands for its table
 * (PAIR_ENTRY + t), the other relations on the pair leave; and notes
 * each entry's loose_of. */
static void list_pair_tables(Rules *k)
{
    int cell, j = 0, at = 0;

    for (cell = 0; cell < k->cells; cell++) {
        int end = k->relations_from[cell + 1];
        k->relations_from[cell] = (short)at;
        for (; j < end; j++) {
            int i = k->relation_of[j], t = k->pair_table_of[i];
            int loose = t >= 0 ? k->pair_table[t].loose
                               : LOOSE_FROM[k->puzzle->relation[i].kind];
            if (t == PAIR_TABLED)
                continue;
            k->loose_of[at] = (unsigned char)(loose > k->puzzle->side ? 0 : loose);
            k->relation_of[at++] = (short)(t >= 0 ? PAIR_ENTRY + t : i);
        }
    }
    k->relations_from[k->cells] = (short)at;
}

/* Gives the two cells of each pair under two relations or more (DIFFER's
 * aside) one table of what their relations allow together, up to
 * MAX_PAIR_TABLES pairs: revise_relations() then keeps a digit where one
 * digit beside it keeps them all, arc consistency on the pair, which is
 * stronger than on each relation (strict kropki's neighbours, neither
 * consecutive nor double: a 2 beside a cell of 3 or 4 keeps each
 * relation alone, not both). */
static void find_pairs(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int i, j;

    k->pair_tables = 0;
    for (i = 0; i < p->relations; i++)
        k->pair_table_of[i] = PAIR_ALONE;
    for (i = 0; i < p->relations && k->pair_tables < MAX_PAIR_TABLES; i++) {
        const Relation *r = &p->relation[i];
        int shared = 0;
        if (r->kind == DIFFER || k->pair_table_of[i] != PAIR_ALONE)
            continue;
        for (j = k->relations_from[r->a]; j < k->relations_from[r->a + 1]; j++) {
            int q = k->relation_of[j];
            if (q > i && same_cells(r, &p->relation[q])) {
                k->pair_table_of[q] = PAIR_TABLED;
                shared = 1;
            }
        }
        if (shared) {
            k->pair_table_of[i] = (short)k->pair_tables;
            fill_pair_table(k, i, &k->pair_table[k->pair_tables++]);
        }
    }
    list_pair_tables(k);
}
#endif

/* Lists each region's intersections, grouped by region, and notes for each
 * place of a region which of them hold it (crossings_at). */
static void list_crossings(Rules *k)
{
    int next[MAX_REGIONS + 1], reg, i;

    memset(next, 0, sizeof next);
    for (i = 0; i < k->intersections; i++) {   /* count, then place */
        next[k->intersection[i].first + 1]++;
        next[k->intersection[i].second + 1]++;
    }
    for (reg = 0; reg < k->regions; reg++)
        next[reg + 1] += next[reg];
    for (reg = 0; reg <= k->regions; reg++)
        k->crossings_from[reg] = (short)next[reg];
    for (i = 0; i < k->intersections; i++) {
        const Intersection *x = &k->intersection[i];
        Crossing *one = &k->crossing[next[x->first]++];
        Crossing *two = &k->crossing[next[x->second]++];
        one->other = x->second;
        one->in_mine = x->in_first;
        one->in_other = x->in_second;
        two->other = x->first;
        two->in_mine = x->in_second;
        two->in_other = x->in_first;
    }
    for (reg = 0; reg < k->regions; reg++) {
        for (i = 0; i < MAX_SIDE; i++)
            k->crossings_at[reg][i] = 0;
        for (i = k->crossings_from[reg]; i < k->crossings_from[reg + 1]; i++) {
            int nth = i - k->crossings_from[reg];
            uint32_t places;
            for (places = k->crossing[i].in_mine; places; places &= places - 1)
                k->crossings_at[reg][lowest_cell(places)] |= 1u << (nth < 31 ? nth : 31);
        }
    }
}

/* Lists the intersections of two or more cells between regions, found
 * through the cells that lie in both. */
static void find_intersections(Rules *k)
{
    static short index_of[MAX_REGIONS][MAX_REGIONS];   /* 0: none yet */
    int cell, i, j, n = 0, kept = 0;
    Intersection *x;

    for (i = 0; i < k->regions; i++)
        memset(index_of[i], 0, sizeof index_of[i][0] * (size_t)k->regions);
    for (cell = 0; cell < k->cells; cell++) {
        for (i = 0; i < k->region_count[cell]; i++) {
            for (j = i + 1; j < k->region_count[cell]; j++) {
                int one = k->region_of[cell][i], two = k->region_of[cell][j];
                int first = one < two ? i : j, second = one < two ? j : i;
                short *index = &index_of[k->region_of[cell][first]]
                                        [k->region_of[cell][second]];
                if (*index == 0) {
                    if (n == MAX_INTERSECTIONS)
                        continue;
                    *index = (short)++n;
                    x = &k->intersection[n - 1];
                    x->first = (short)k->region_of[cell][first];
                    x->second = (short)k->region_of[cell][second];
                    x->in_first = x->in_second = 0;
                }
                x = &k->intersection[*index - 1];
                x->in_first |= 1u << k->place_of[cell][first];
                x->in_second |= 1u << k->place_of[cell][second];
            }
        }
    }
    for (i = 0; i < n; i++)      /* keep those of two cells or more */
        if (count_digits(k->intersection[i].in_first) >= 2
            && k->intersection[i].in_first != k->all)
            k->intersection[kept++] = k->intersection[i];
    k->intersections = kept;
    list_crossings(k);
}

/* Compiles p's regions into k (cages: start_search()).  Returns 0 when a
 * cell lies in too many regions. */
static int compile_rules(Rules *k, const Puzzle *p)
{
    int reg, pos;

    k->puzzle = p;
    k->cells = 0;
    k->regions = p->regions;
    k->cages = 0;
    memcpy(k->region, p->region, sizeof p->region[0] * (size_t)p->regions);
    k->all = digits_up_to(p->side);
    memset(k->region_count, 0, (size_t)(p->side * p->side));
    for (reg = 0; reg < p->regions; reg++) {
        for (pos = 0; pos < p->side; pos++) {
            int cell = p->region[reg][pos];
            if (k->region_count[cell] >= MAX_CELL_REGIONS)
                return 0;
            k->region_of[cell][k->region_count[cell]] = (unsigned char)reg;
            k->place_of[cell][k->region_count[cell]++] = (unsigned char)pos;
        }
    }
    k->cells = p->side * p->side;
#if CARRY_MORE_RULES
    k->peers_known = 0;
#endif
    find_cages(k);
    find_intersections(k);
    return 1;
}

/* Whether k was compiled from a table with the same regions as p (so
 * that a batch of puzzles on one board compiles once). */
static int compiled_for(const Rules *k, const Puzzle *p)
{
    return k->cells == p->side * p->side && k->cells > 0
           && k->regions == p->regions
           && memcmp(k->region, p->region, sizeof p->region[0]
                     * (size_t)p->regions) == 0;
}
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/board_rules.c - the board-wide rules --rules names, one row of
 * BOARD_RULES each: a rule adds rows to a puzzle's table (regions that
 * hold each digit once, or pairs of cells whose digits must differ or
 * must not be consecutive), so that every engine and tool that reads the
 * table honours it.  A new board-wide rule is one function and one row.
 * Calls: general_rules.c.
 */

/* The rules as bits of a rule set (Puzzle tables are built from one; a
 * profile's rules and --rules are one). */
enum {
    RULE_X = 1,                  /* both main diagonals are regions */
    RULE_WINDOKU = 2,            /* the four windows of a 9x9 board */
    RULE_ANTIKNIGHT = 4,         /* a knight's move apart: different */
    RULE_ANTIKING = 8,           /* touching diagonally: different */
    RULE_NONCONSECUTIVE = 16     /* orthogonal neighbours: not n and n+1 */
};

#if CARRY_VARIANTS && CARRY_BOARD_RULES
/* Adds both main diagonals as regions (X-sudoku). */
static void add_diagonals(Puzzle *p)
{
    int side = p->side, i;
    short *down = p->region[p->regions++], *up = p->region[p->regions++];

    for (i = 0; i < side; i++) {
        down[i] = (short)((side + 1) * i);
        up[i] = (short)(side * i + side - 1 - i);
    }
}

#if CARRY_MORE_RULES
/* Adds the four windows of a 9x9 board (rows and columns 2-4, 6-8). */
static void add_windows(Puzzle *p)
{
    int i, w;

    for (w = 0; w < 4; w++) {
        short *cell = p->region[p->regions++];
        int top = 1 + 4 * (w / 2), left = 1 + 4 * (w % 2);
        for (i = 0; i < 9; i++)
            cell[i] = (short)(9 * (top + i / 3) + left + i % 3);
    }
}

/* Whether two cells lie in one region of p already (so that a rule
 * asking them to differ adds nothing). */
static int share_region(const Puzzle *p, int a, int b)
{
    int reg, i, found;

    for (reg = 0; reg < p->regions; reg++) {
        for (i = 0, found = 0; i < p->side; i++)
            found += p->region[reg][i] == a || p->region[reg][i] == b;
        if (found == 2)
            return 1;
    }
    return 0;
}

/* Adds a relation of a kind between each cell and the cells at the given
 * steps (rows down, columns across) from it, each pair once; DIFFER pairs
 * that already share a region are left out. */
static void add_pairs(Puzzle *p, const signed char (*step)[2], int steps,
                      enum RelationKind kind)
{
    int side = p->side, cell, k;

    for (cell = 0; cell < side * side; cell++)
        for (k = 0; k < steps; k++) {
            int row = cell / side + step[k][0], col = cell % side + step[k][1];
            Relation *r = &p->relation[p->relations];
            if (row < 0 || row >= side || col < 0 || col >= side
                || (kind == DIFFER && share_region(p, cell, row * side + col)))
                continue;
            r->a = (short)cell;
            r->b = (short)(row * side + col);
            r->kind = (unsigned char)kind;
            r->value = 0;
            p->relations++;
        }
}

/* The steps forward (each pair is met once, from its earlier cell). */
static const signed char KNIGHT_STEPS[4][2] = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
static const signed char KING_STEPS[2][2] = {{1, -1}, {1, 1}};
static const signed char NEIGHBOUR_STEPS[2][2] = {{0, 1}, {1, 0}};

static void add_antiknight(Puzzle *p)
{
    add_pairs(p, KNIGHT_STEPS, 4, DIFFER);
}

static void add_antiking(Puzzle *p)
{
    add_pairs(p, KING_STEPS, 2, DIFFER);
}

static void add_nonconsecutive(Puzzle *p)
{
    add_pairs(p, NEIGHBOUR_STEPS, 2, NOT_CONSECUTIVE);
}
#endif /* CARRY_MORE_RULES */

#if CARRY_MORE_RULES
/* The board-wide rules, in the order their rows join a table: row i is
 * the rule of bit 1 << i (RULE_X, RULE_WINDOKU ...). */
static const struct BoardRule {
    int only_side;               /* the one board side it fits, or 0: any */
    const char *misfit;          /* says so, for a board of another side */
    void (*add)(Puzzle *p);      /* adds its rows to the table */
} BOARD_RULES[] = {
    {0, "", add_diagonals},                                      /* x */
    {9, "windoku's windows need a 9x9 board", add_windows},      /* windoku */
    {0, "", add_antiknight},
    {0, "", add_antiking},
    {0, "", add_nonconsecutive},
};

enum { BOARD_RULE_COUNT = sizeof BOARD_RULES / sizeof BOARD_RULES[0] };

/* Adds the rows of every rule of a set to p.  Returns NULL, or what is
 * wrong when a rule does not fit p's board (the table is then no
 * puzzle). */
static const char *add_rule_regions(Puzzle *p, int rules)
{
    int i;

    for (i = 0; i < BOARD_RULE_COUNT; i++) {
        const struct BoardRule *rule = &BOARD_RULES[i];
        if (!(rules >> i & 1))
            continue;
        if (rule->only_side && rule->only_side != p->side)
            return rule->misfit;
        rule->add(p);
    }
    return NULL;
}
#else
/* A judge file whose profile asks for diagonals carries them alone. */
static const char *add_rule_regions(Puzzle *p, int rules)
{
    if (rules & RULE_X)
        add_diagonals(p);
    return NULL;
}
#endif /* CARRY_MORE_RULES */

#if CARRY_TOOLS
/* The names --rules=LIST takes, in BOARD_RULES' order. */
static const char *const BOARD_RULE_NAMES[] = {
    "x", "windoku", "antiknight", "antiking", "nonconsecutive"
};

/* Reads a comma-separated list of rule names into a set (--rules, and
 * the tools' --rules).  Returns 1, or 0 with the offset of the first
 * unknown name in *bad_at. */
static int read_rule_list(const char *list, int *rules, size_t *bad_at)
{
    const char *at = list;

    *rules = 0;
    while (*at) {
        size_t n = strcspn(at, ","), i;
        for (i = 0; i < BOARD_RULE_COUNT; i++)
            if (strlen(BOARD_RULE_NAMES[i]) == n
                && strncmp(at, BOARD_RULE_NAMES[i], n) == 0)
                break;
        if (i == BOARD_RULE_COUNT || n == 0) {
            *bad_at = (size_t)(at - list);
            return 0;
        }
        *rules |= 1 << i;
        at += n + (at[n] == ',');
    }
    return 1;
}
#endif /* CARRY_TOOLS */
#endif /* CARRY_VARIANTS && CARRY_BOARD_RULES */

/*
 * src/constraint_text.c - variant puzzles as constraint text, the form
 * Interactive Sudoku Solver (ISS) shares them in: a line of items, each
 * `.Kind~arg~arg...`, one row of CONSTRAINT_KINDS per kind, read into a
 * puzzle's table as regions, cages, relations, groups and cell masks.
 * Calls: general_rules.c, board_rules.c.
 */

#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
/*
 * The text.  `.Shape~6x6` sets the board (9x9 when absent; square boards
 * only), `.~R1C1_5` gives a digit (`.~R1C1_2_4_6_8`: one of them), and a
 * cell is R<row>C<column>, counted from 1 (in decimal, or one symbol:
 * 1-9, then a for 10, b for 11 ...).  Boxes stay unless NoBoxes says
 * otherwise (jigsaw pieces are regions beside them).  The kinds read:
 *
 *   Cage~SUM~cells          distinct digits summing to SUM (no SUM:
 *                           distinct only, a region when N cells;
 *                           AllDifferent~cells likewise)
 *   Sum~SUM~cells           digits summing to SUM, repeats allowed;
 *                           Sum~SUM_=_w1_w2...~cells weighs them
 *   Arrow~circle~cells      the circle is the sum of the line
 *   PillArrow~2~c1~c2~...   the number in the 2 (or 3) pill cells is
 *   LittleKiller~SUM~cell   the diagonal from the cell on the edge
 *                           (down-right from the left edge, down-left
 *                           from the top, up-left from the right, up-
 *                           right from the bottom) sums to SUM
 *   Sandwich~SUM~R3 (C3)    between the 1 and the N of the row (column)
 *   Thermo~cells            strictly increasing from the bulb
 *   WhiteDot, BlackDot      neighbours differ by 1 / one is twice the
 *                           other (every adjacent pair of the cells)
 *   X, V                    neighbours sum to 10 / 5
 *   GreaterThan~cells       each cell is greater than adjacent later ones
 *   Whisper~D~cells         neighbours on the line differ by D or more
 *                           (no D: 5, German whispers)
 *   Renban~cells            distinct and consecutive, in any order
 *   Quad~R1C1~d~d...        the 2x2 cells from R1C1 hold the digits
 *   ContainAtLeast~d_d~cells  the cells hold the digits (as often as
 *                           listed; ContainExact: exactly as often)
 *   Odd~cells, Even~cells   digits of that parity
 *   Palindrome~cells        reads the same both ways
 *   Jigsaw~[shape~]LAYOUT   N x N symbols, one region label per cell
 *   Diagonal~1 / ~-1        the anti-diagonal / the main diagonal
 *   NoBoxes, Windoku, DisjointSets, AntiKnight, AntiKing,
 *   AntiConsecutive, StrictKropki (no dot: neither), StrictXV (no
 *   letter: the sum is neither 5 nor 10)
 *
 * and beside ISS's, for f-puzzles (fpuzzles.c): Odd, Even, ExtraRegion
 * (N cells: one more region), StrictWhiteDot and StrictBlackDot (the
 * halves of StrictKropki), Difference~D~cells and Ratio~R~cells (dots
 * of other values), Minimum~cells and Maximum~cells (less, greater than
 * each orthogonal neighbour).
 *
 * Any other kind is refused by name, never skipped: a rule left out would
 * make a wrong answer.
 */

enum {
    MAX_ITEM_ARGS = MAX_CELLS + 4,  /* a kind, a value, every cell, spare */
    EDGE_WHITE = 1, EDGE_BLACK = 2, /* what an edge between cells carries */
    EDGE_DOT = EDGE_WHITE | EDGE_BLACK, EDGE_LETTER = 4,
    STRICT_KROPKI = 1, STRICT_XV = 2, /* the strict rules read */
    STRICT_WHITE = 4, STRICT_BLACK = 8
};

/* One item of the text: its kind and its arguments, split at '~'. */
typedef struct Item {
    const char *arg[MAX_ITEM_ARGS];
    int len[MAX_ITEM_ARGS];
    int args;                    /* arguments after the kind */
    const char *kind;
    int kind_len;
} Item;

/* What reading a text builds beside the table. */
typedef struct TextBuild {
    Puzzle *p;
    unsigned char *givens;       /* the case's cells */
    char *message;               /* what is wrong, MESSAGE_SIZE */
    unsigned char edge[2][MAX_CELLS]; /* [0] cell and its right neighbour,
                                         [1] its lower one: EDGE_ bits */
    int board_rules;             /* RULE_ bits, added last */
    int read_once;               /* bits of CONSTRAINT_KINDS' rows read:
                                    a layout said twice counts once */
    int strict;                  /* STRICT_ bits: the rules read */
} TextBuild;

/* Reads a number of n bytes (a sign allowed).  Returns 0 when it is not
 * one. */
static int read_int(const char *text, int n, long *value)
{
    int i = 0, negative = 0;
    long v = 0;

    if (n > 0 && (text[0] == '-' || text[0] == '+'))
        negative = text[i++] == '-';
    if (i == n || n - i > 6)
        return 0;
    for (; i < n; i++) {
        if (text[i] < '0' || text[i] > '9')
            return 0;
        v = 10 * v + (text[i] - '0');
    }
    *value = negative ? -v : v;
    return 1;
}

/* Reads a row or column number of a cell id: decimal, or one symbol of
 * ISS's, 1-9 then a-z for 10 on.  Returns 0 when it is neither. */
static int read_coordinate(const char *a, int n, long *value)
{
    int lower = a[0] | 0x20;

    if (n == 1 && lower >= 'a' && lower <= 'z') {
        *value = 10 + (lower - 'a');
        return 1;
    }
    return a[0] != '-' && a[0] != '+' && read_int(a, n, value);
}

/* Reads a[0..n) as a cell R<row>C<col> of an item.  Returns the cell,
 * or -1 with a message. */
static int read_cell(TextBuild *t, const Item *item, const char *a, int n)
{
    int c = 2, side = t->p->side;
    long row, col;

    while (c < n && (a[c] | 0x20) != 'c')
        c++;
    if (n < 4 || (a[0] | 0x20) != 'r' || c >= n - 1
        || !read_coordinate(a + 1, c - 1, &row)
        || !read_coordinate(a + c + 1, n - c - 1, &col)
        || row < 1 || row > side || col < 1 || col > side) {
        sprintf(t->message, "%.*s: '%.*s' is no cell R1C1 to R%dC%d",
                item->kind_len > 20 ? 20 : item->kind_len, item->kind,
                n > 20 ? 20 : n, a, side, side);
        return -1;
    }
    return (int)((row - 1) * side + col - 1);
}

/* Reads argument i of an item as a cell (read_cell()). */
static int item_cell(TextBuild *t, const Item *item, int i)
{
    return read_cell(t, item, item->arg[i], item->len[i]);
}

/* Reads the cells of an item from argument 'from' on into cell[].
 * Returns how many, or -1 with a message (a cell twice too, unless
 * repeats are allowed). */
static int item_cells(TextBuild *t, const Item *item, int from, short *cell,
                      int repeats)
{
    int i, j, n = 0;

    for (i = from; i < item->args; i++) {
        int at = item_cell(t, item, i);
        if (at < 0)
            return -1;
        for (j = 0; j < n && !repeats; j++)
            if (cell[j] == at) {
                sprintf(t->message, "%.*s: cell %.*s twice", item->kind_len
                        > 20 ? 20 : item->kind_len, item->kind,
                        item->len[i] > 20 ? 20 : item->len[i], item->arg[i]);
                return -1;
            }
        cell[n++] = (short)at;
    }
    return n;
}

/* Whether an item is of the kind named. */
static int kind_is(const Item *item, const char *name)
{
    return strlen(name) == (size_t)item->kind_len
           && memcmp(name, item->kind, (size_t)item->kind_len) == 0;
}

/* Says that an item has too few or bad arguments.  Returns 0. */
static int bad_item(TextBuild *t, const Item *item, const char *what)
{
    sprintf(t->message, "%.*s: %s", item->kind_len > 20 ? 20 : item->kind_len,
            item->kind, what);
    return 0;
}

/* Adds a relation between cells a and b, when the table has room. */
static int add_relation(TextBuild *t, int a, int b, enum RelationKind kind,
                        int value)
{
    Puzzle *p = t->p;
    Relation *r;

    if (p->relations >= MAX_RELATIONS) {
        sprintf(t->message, "more than %d relations between cells",
                MAX_RELATIONS);
        return 0;
    }
    r = &p->relation[p->relations++];
    r->a = (short)a;
    r->b = (short)b;
    r->kind = (unsigned char)kind;
    r->value = (unsigned char)value;
    return 1;
}

/* Limits cell to the digits of allowed (a cell mask of the table, the
 * givens read so far becoming masks too). */
static void limit_cell(TextBuild *t, int cell, uint32_t allowed)
{
    Puzzle *p = t->p;
    int i;

    if (!p->restricted) {
        for (i = 0; i < p->side * p->side; i++)
            p->allowed[i] = t->givens[i] ? 1u << (t->givens[i] - 1) : ~0u;
        p->restricted = 1;
    }
    p->allowed[cell] &= allowed;
}

/* Asks every two of the cells to differ (those sharing a region already
 * do).  More cells than digits have no solution: a cell left no digit
 * says so at once (a search would try every way to fit them first). */
static int add_all_different(TextBuild *t, const short *cell, int n)
{
    int i, j;

    if (n > t->p->side) {
        limit_cell(t, cell[0], 0);
        return 1;
    }

    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            if (!share_region(t->p, cell[i], cell[j])
                && !add_relation(t, cell[i], cell[j], DIFFER, 0))
                return 0;
    return 1;
}

/* Whether cell lies in region reg of p. */
static int in_region(const Puzzle *p, int reg, int cell)
{
    int i;

    for (i = 0; i < p->side; i++)
        if (p->region[reg][i] == cell)
            return 1;
    return 0;
}

/* Splits a sum's cells into parts of distinct digits, for its bounds
 * (the larger the parts, the tighter): over and over, the region holding
 * the most cells of weight 1 not yet in a part makes them one (or all
 * those cells one part, when the group's cells are distinct); the rest
 * are parts alone. */
static void split_into_parts(TextBuild *t, const Group *g)
{
    Puzzle *p = t->p;
    const short *cell = p->group_cells + g->first;
    const signed char *weight = p->group_weight + g->first;
    unsigned char *part = p->group_part + g->first;
    int i, reg, parts = 0, left = 0;

    for (i = 0; i < g->size; i++) {
        part[i] = 0xFF;              /* none yet */
        left += weight[i] == 1;
    }
    while (left > 0) {
        int best = -1, most = 1;
        for (reg = 0; reg < p->regions && !g->distinct; reg++) {
            int n = 0;
            for (i = 0; i < g->size; i++)
                n += part[i] == 0xFF && weight[i] == 1 && in_region(p, reg, cell[i]);
            if (n > most) {
                best = reg;
                most = n;
            }
        }
        if (best < 0 && !g->distinct)
            break;
        for (i = 0; i < g->size; i++)
            if (part[i] == 0xFF && weight[i] == 1
                && (g->distinct || in_region(p, best, cell[i]))) {
                part[i] = (unsigned char)parts;
                left--;
            }
        parts++;
    }
    for (i = 0; i < g->size; i++)
        if (part[i] == 0xFF)
            part[i] = (unsigned char)parts++;
}

/* Adds a group of a kind over the cells with their weights (NULL: 1);
 * distinct: its cells hold distinct digits. */
static int add_group(TextBuild *t, enum GroupKind kind, const short *cell,
                     const signed char *weight, int n, long value,
                     int distinct)
{
    Puzzle *p = t->p;
    Group *g;
    int i;

    if (kind == GROUP_SUM && n == 2 && value == 0 && weight
        && weight[0] == -weight[1] && weight[0] != 0)  /* an arrow of one
                                                          cell: equal */
        return add_relation(t, cell[0], cell[1], EQUAL, 0);
    if (p->groups >= MAX_GROUPS || p->group_cells_used + n > MAX_GROUP_CELLS) {
        sprintf(t->message, "more sums and lines than the table holds");
        return 0;
    }
    g = &p->group[p->groups++];
    g->first = (short)p->group_cells_used;
    g->size = (short)n;
    g->kind = (unsigned char)kind;
    g->distinct = (unsigned char)distinct;
    g->value = (int)value;
    for (i = 0; i < n; i++) {
        p->group_cells[p->group_cells_used] = cell[i];
        p->group_weight[p->group_cells_used++] = weight ? weight[i] : 1;
    }
    return 1;
}

/* Whether cells a and b share a side. */
static int adjacent(int side, int a, int b)
{
    int d = a > b ? a - b : b - a;

    return d == side || (d == 1 && a / side == b / side);
}

/* ---- the kinds, one function each: (t, item) -> 1, or 0 with a message */

static int read_nothing(TextBuild *t, const Item *item)
{
    (void)t;
    (void)item;
    return 1;
}

/* Reads one given, R1C1_5, or R1C1_2_4_6: the digits the cell may hold
 * (a[0..n)). */
static int read_one_given(TextBuild *t, const Item *item, const char *a, int n)
{
    Puzzle *p = t->p;
    int under, cell;
    uint32_t allowed = 0;

    for (under = 0; under < n && a[under] != '_'; under++)
        ;
    if (under == n)
        return bad_item(t, item, "expected ~R1C1_DIGIT");
    if ((cell = read_cell(t, item, a, under)) < 0)
        return 0;
    while (under < n) {
        int start = ++under;
        long digit;
        while (under < n && a[under] != '_')
            under++;
        if (!read_int(a + start, under - start, &digit) || digit < 1
            || digit > p->side)
            return bad_item(t, item, "a given is a digit 1 to N");
        allowed |= 1u << (digit - 1);
    }
    if (t->givens[cell])                 /* a cell given twice: both hold */
        allowed &= 1u << (t->givens[cell] - 1);
    if (allowed && !(allowed & (allowed - 1)) && !p->restricted) {
        t->givens[cell] = (unsigned char)first_digit(allowed);
        return 1;
    }
    limit_cell(t, cell, allowed);        /* several digits, or none */
    t->givens[cell] = 0;
    return 1;
}

/* `.~R1C1_5~R2C3_7...`: givens (read_one_given()). */
static int read_given(TextBuild *t, const Item *item)
{
    int i;

    for (i = 0; i < item->args; i++)
        if (!read_one_given(t, item, item->arg[i], item->len[i]))
            return 0;
    return 1;
}

/* Folds cells named twice into one with the weights added: n cells in,
 * the count of distinct ones out. */
static int fold_repeats(short *cell, signed char *weight, int n)
{
    int i, j, kept = 0;

    for (i = 0; i < n; i++) {
        for (j = 0; j < kept && cell[j] != cell[i]; j++)
            ;
        if (j < kept) {
            weight[j] = (signed char)(weight[j] + weight[i]);
            continue;
        }
        cell[kept] = cell[i];
        weight[kept++] = weight[i];
    }
    return kept;
}

/* Adds a region of the side's cells in cell[] (in increasing order),
 * unless the table has it already, when the table has room. */
static int add_region(TextBuild *t, const short *cell)
{
    Puzzle *p = t->p;
    int reg;

    for (reg = 0; reg < p->regions; reg++)
        if (memcmp(p->region[reg], cell, sizeof cell[0] * (size_t)p->side) == 0)
            return 1;

    if (p->regions >= MAX_REGIONS) {
        sprintf(t->message, "more than %d regions", MAX_REGIONS);
        return 0;
    }
    memcpy(p->region[p->regions++], cell, sizeof cell[0] * (size_t)p->side);
    return 1;
}

/* The n cells as a region when they are N (a region's hidden singles
 * are stronger than pairs that differ), else cells of distinct digits. */
static int add_distinct(TextBuild *t, short *cell, int n)
{
    int i, j;

    if (n != t->p->side)
        return add_all_different(t, cell, n);
    for (i = 1; i < n; i++)              /* in increasing order */
        for (j = i; j > 0 && cell[j - 1] > cell[j]; j--) {
            short swap = cell[j];
            cell[j] = cell[j - 1];
            cell[j - 1] = swap;
        }
    return add_region(t, cell);
}

/* Whether a cell of the list lies in a cage of p already. */
static int in_some_cage(const Puzzle *p, const short *cell, int n)
{
    int used = p->cages ? p->cage[p->cages - 1].first
                          + p->cage[p->cages - 1].size : 0, i, k;

    for (i = 0; i < used; i++)
        for (k = 0; k < n; k++)
            if (p->cage_cells[i] == cell[k])
                return 1;
    return 0;
}

/* Cage~SUM~cells (SUM empty or 0: distinct only), AllDifferent~cells.  A
 * cage that shares a cell with another, or names a cell twice (which
 * then counts twice), is a sum and distinct cells. */
static int read_cage(TextBuild *t, const Item *item)
{
    Puzzle *p = t->p;
    short cell[MAX_CELLS];
    signed char weight[MAX_CELLS];
    long sum = 0;
    int sums = kind_is(item, "Cage"), named, n, i, used;

    if (sums && (item->args < 1 || (item->len[0] > 0
                                    && !read_int(item->arg[0], item->len[0], &sum))))
        return bad_item(t, item, "expected ~SUM~cells");
    if ((named = item_cells(t, item, sums, cell, 1)) < 0)
        return 0;
    if (named == 0)
        return bad_item(t, item, "a cage of no cells");
    for (i = 0; i < named; i++)
        weight[i] = 1;
    n = fold_repeats(cell, weight, named);
    if (sum == 0 && n == named)          /* distinct only: N cells a region */
        return add_distinct(t, cell, n);
    if (sum == 0)
        return add_all_different(t, cell, n);
    if (n < named || in_some_cage(p, cell, n))
        return add_all_different(t, cell, n)
               && add_group(t, GROUP_SUM, cell, weight, n, sum, 1);
    used = p->cages ? p->cage[p->cages - 1].first + p->cage[p->cages - 1].size : 0;
    if (p->cages >= MAX_CELLS || used + n > MAX_CELLS)
        return bad_item(t, item, "more cells in cages than the board has");
    p->cage[p->cages].first = (short)used;
    p->cage[p->cages].size = (short)n;
    p->cage[p->cages].sum = (int)sum;
    p->cages++;
    memcpy(p->cage_cells + used, cell, sizeof cell[0] * (size_t)n);
    return 1;
}

/* Sum~SUM~cells, or Sum~SUM_=_w1_w2...~cells. */
static int read_sum(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    signed char weight[MAX_CELLS];
    const char *a = item->arg[0];
    long sum, w;
    int n, i, at, end, weighted;

    if (item->args < 1)
        return bad_item(t, item, "expected ~SUM~cells");
    for (end = 0; end < item->len[0] && a[end] != '_'; end++)
        ;
    weighted = end < item->len[0];
    if (!read_int(a, end, &sum)
        || (weighted && (end + 3 > item->len[0] || a[end + 1] != '=' || a[end + 2] != '_')))
        return bad_item(t, item, "expected ~SUM~cells or ~SUM_=_WEIGHTS~cells");
    if ((n = item_cells(t, item, 1, cell, 1)) < 0)
        return 0;
    if (n == 0)
        return bad_item(t, item, "a sum of no cells");
    for (i = 0, at = end + 3; i < n; i++) {
        weight[i] = 1;
        if (!weighted)
            continue;
        for (end = at; end < item->len[0] && a[end] != '_'; end++)
            ;
        if (at > item->len[0] || !read_int(a + at, end - at, &w) || w < -100 || w > 100)
            return bad_item(t, item, "a weight for each cell, -100 to 100");
        weight[i] = (signed char)w;
        at = end + 1;
    }
    if (weighted && at <= item->len[0])
        return bad_item(t, item, "more weights than cells");
    n = fold_repeats(cell, weight, n);
    return add_group(t, GROUP_SUM, cell, weight, n, sum, 0);
}

/* Arrow~circle~cells and PillArrow~2~c1~c2~cells: the circle's number
 * (tens first) less the line's sum is 0. */
static int read_arrow(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    signed char weight[MAX_CELLS];
    int pill = kind_is(item, "PillArrow"), digits = 1, n, i;
    long size = 1;

    if (pill && (item->args < 1 || !read_int(item->arg[0], item->len[0], &size)
                 || size < 2 || size > 3))
        return bad_item(t, item, "expected ~2 or ~3, then the pill's cells");
    digits = (int)size;
    if ((n = item_cells(t, item, pill, cell, 0)) < 0)
        return 0;
    if (n < digits + 1)
        return bad_item(t, item, "a circle and a line of cells");
    for (i = 0; i < n; i++)
        weight[i] = 1;
    for (i = 0; i < digits; i++) {      /* read left to right, top down */
        int later = 0, j;
        for (j = 0; j < digits; j++)
            later += cell[j] > cell[i];
        weight[i] = (signed char)(later == 2 ? -100 : later == 1 ? -10 : -1);
    }
    return add_group(t, GROUP_SUM, cell, weight, n, 0, 0);
}

/* LittleKiller~SUM~cell: the diagonal from that edge cell. */
static int read_little_killer(TextBuild *t, const Item *item)
{
    int side = t->p->side, start, row, col, step_row, step_col, n = 0;
    short cell[MAX_SIDE];
    long sum;

    if (item->args != 2 || !read_int(item->arg[0], item->len[0], &sum)
        || (start = item_cell(t, item, 1)) < 0)
        return t->message[0] ? 0 : bad_item(t, item, "expected ~SUM~R1C2");
    row = start / side;
    col = start % side;
    step_row = step_col = 0;
    if (col == 0 && row < side - 1)
        step_row = step_col = 1;                   /* left edge: down-right */
    else if (row == 0 && col >= 1)
        step_row = 1, step_col = -1;               /* top edge: down-left */
    else if (col == side - 1 && row >= 1 && row < side - 1)
        step_row = step_col = -1;                  /* right edge: up-left */
    else if (row == side - 1 && col >= 1 && col < side - 1)
        step_row = -1, step_col = 1;               /* bottom: up-right */
    else
        return bad_item(t, item, "the cell is on no edge a diagonal leaves");
    for (; row >= 0 && row < side && col >= 0 && col < side;
         row += step_row, col += step_col)
        cell[n++] = (short)(row * side + col);
    return add_group(t, GROUP_SUM, cell, NULL, n, sum, 0);
}

/* Sandwich~SUM~R3 or ~C3. */
static int read_sandwich(TextBuild *t, const Item *item)
{
    int side = t->p->side, i;
    short cell[MAX_SIDE];
    long sum, line;
    char way = item->args == 2 && item->len[1] >= 2 ? (char)(item->arg[1][0] | 0x20) : 0;

    if (item->args != 2 || !read_int(item->arg[0], item->len[0], &sum)
        || (way != 'r' && way != 'c')
        || !read_int(item->arg[1] + 1, item->len[1] - 1, &line)
        || line < 1 || line > side || side < 3)
        return bad_item(t, item, "expected ~SUM~R3 or ~SUM~C3 (a row or "
                        "column of a board of 3x3 or more)");
    for (i = 0; i < side; i++)
        cell[i] = (short)(way == 'r' ? (line - 1) * side + i : i * side + line - 1);
    return add_group(t, GROUP_SANDWICH, cell, NULL, side, sum, 1);
}

/* Thermo~cells: each cell less than the next. */
static int read_thermo(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 0), i;

    if (n < 0)
        return 0;
    for (i = 0; i + 1 < n; i++)
        if (!add_relation(t, cell[i], cell[i + 1], LESS, 0))
            return 0;
    return 1;
}

/* The kinds that ask something of every two adjacent cells of a list,
 * each pair (earlier, later) once: a row each. */
static const struct PairKind {
    const char *name;
    enum RelationKind kind;
    int value;
    int edge;                    /* EDGE_ bit it marks, for the strict rules */
    int reversed;                /* the relation is later to earlier */
    int valued;                  /* its value is the first argument */
} PAIR_KINDS[] = {
    {"WhiteDot", CONSECUTIVE, 0, EDGE_WHITE, 0, 0},
    {"BlackDot", DOUBLE, 0, EDGE_BLACK, 0, 0},
    {"Difference", CONSECUTIVE, 0, EDGE_WHITE, 0, 1},
    {"Ratio", DOUBLE, 0, EDGE_BLACK, 0, 1},
    {"X", SUM_EQUAL, 10, EDGE_LETTER, 0, 0},
    {"V", SUM_EQUAL, 5, EDGE_LETTER, 0, 0},
    {"GreaterThan", LESS, 0, 0, 1, 0},
};

static int read_pairs(TextBuild *t, const Item *item)
{
    const struct PairKind *k = PAIR_KINDS;
    short cell[MAX_CELLS];
    int n, side = t->p->side, i, j;
    long value;

    while (!kind_is(item, k->name))
        k++;
    value = k->value;
    if (k->valued && (item->args < 1 || !read_int(item->arg[0], item->len[0], &value)
                      || value < 1 || value > side))
        return bad_item(t, item, "expected ~N (1 to the side), then cells");
    if ((n = item_cells(t, item, k->valued, cell, 0)) < 0)
        return 0;
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            int a = cell[i], b = cell[j], low = a < b ? a : b;
            if (!adjacent(side, a, b))
                continue;
            t->edge[(a > b ? a - b : b - a) == 1 ? 0 : 1][low] |= (unsigned char)k->edge;
            if (!add_relation(t, k->reversed ? b : a, k->reversed ? a : b,
                              k->kind, (int)value))
                return 0;
        }
    return 1;
}

/* Minimum~cells, Maximum~cells: each cell less (greater) than each of
 * its orthogonal neighbours. */
static int read_extremum(TextBuild *t, const Item *item)
{
    static const int STEP[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 1), side = t->p->side, i, k;
    int less = kind_is(item, "Minimum");

    if (n < 0)
        return 0;
    for (i = 0; i < n; i++)
        for (k = 0; k < 4; k++) {
            int row = cell[i] / side + STEP[k][0], col = cell[i] % side + STEP[k][1];
            int other = row * side + col;
            if (row < 0 || row >= side || col < 0 || col >= side)
                continue;
            if (!add_relation(t, less ? cell[i] : other, less ? other : cell[i],
                              LESS, 0))
                return 0;
        }
    return 1;
}

/* Whisper~D~cells (no D: 5): neighbours on the line differ by D. */
static int read_whisper(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    long apart = 5;
    int from = 0, n, i;

    if (item->args > 0 && read_int(item->arg[0], item->len[0], &apart))
        from = 1;
    if (apart < 0 || apart > 24)
        return bad_item(t, item, "a difference 0 to 24");
    if ((n = item_cells(t, item, from, cell, 0)) < 0)
        return 0;
    for (i = 0; i + 1 < n; i++)
        if (!add_relation(t, cell[i], cell[i + 1], APART, (int)apart))
            return 0;
    return 1;
}

/* Renban~cells: distinct, and a run of consecutive digits. */
static int read_renban(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 0);

    if (n < 0)
        return 0;
    if (n == 0 || n > t->p->side)
        return bad_item(t, item, "a line of 1 to N cells");
    return add_all_different(t, cell, n)
           && add_group(t, GROUP_RENBAN, cell, NULL, n, 0, 1);
}

/* Palindrome~cells: the i-th cell and the i-th from the end agree. */
static int read_palindrome(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 0), i;

    if (n < 0)
        return 0;
    for (i = 0; i < n / 2; i++)
        if (!add_relation(t, cell[i], cell[n - 1 - i], EQUAL, 0))
            return 0;
    return 1;
}

/* Odd~cells, Even~cells: digits of that parity. */
static int read_parity(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 1), i;

    if (n < 0)
        return 0;
    for (i = 0; i < n; i++)
        limit_cell(t, cell[i], kind_is(item, "Odd") ? 0x55555555u : 0xAAAAAAAAu);
    return 1;
}

/* Reads digits, 1 to N each, from a[0..n) split at '_' into
 * listed[] (at most room).  Returns how many, or -1 with a message. */
static int read_digit_list(TextBuild *t, const Item *item, const char *a,
                           int n, signed char *listed, int room)
{
    int at = 0, end, k = 0;
    long digit;

    while (at <= n) {
        for (end = at; end < n && a[end] != '_'; end++)
            ;
        if (!read_int(a + at, end - at, &digit) || digit < 1 || digit > t->p->side
            || k == room) {
            bad_item(t, item, k == room ? "more digits listed than cells"
                                        : "the digits are 1 to N");
            return -1;
        }
        listed[k++] = (signed char)digit;
        at = end + 1;
    }
    return k;
}

/* Quad~R1C1~d~d...: the 2x2 cells from R1C1 hold the digits listed;
 * ContainAtLeast~d_d_d~cells (ContainExact: exactly as often). */
static int read_contain(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    signed char listed[MAX_CELLS];
    int side = t->p->side, n, k = 0, i, quad = kind_is(item, "Quad");

    memset(listed, 0, sizeof listed);
    if (item->args < 2)
        return bad_item(t, item, quad ? "expected ~R1C1~digits"
                                      : "expected ~DIGITS~cells");
    if (quad) {
        if ((cell[0] = (short)item_cell(t, item, 0)) < 0)
            return 0;
        if (cell[0] % side == side - 1 || cell[0] / side == side - 1)
            return bad_item(t, item, "the cell is the top left of no 2x2 square");
        cell[1] = (short)(cell[0] + 1);
        cell[2] = (short)(cell[0] + side);
        cell[3] = (short)(cell[0] + side + 1);
        n = 4;
        for (i = 1; i < item->args; i++) {
            int got = read_digit_list(t, item, item->arg[i], item->len[i],
                                      listed + k, 4 - k);
            if (got < 0)
                return 0;
            k += got;
        }
    } else if ((n = item_cells(t, item, 1, cell, 0)) < 0
               || read_digit_list(t, item, item->arg[0], item->len[0], listed, n) < 0)
        return 0;
    return add_group(t, GROUP_CONTAIN, cell, listed, n,
                     kind_is(item, "ContainExact"), 0);
}

/* ExtraRegion~cells: a region when it has N cells, else distinct
 * digits. */
static int read_extra_region(TextBuild *t, const Item *item)
{
    short cell[MAX_CELLS];
    int n = item_cells(t, item, 0, cell, 0);

    return n < 0 ? 0 : add_distinct(t, cell, n);
}

/* Jigsaw~LAYOUT or Jigsaw~SHAPE~LAYOUT: each label of N cells a region
 * (one label of another count, ISS's leftover, is no region). */
static int read_jigsaw(TextBuild *t, const Item *item)
{
    int side = t->p->side, cells = side * side, count[256], label, i, n;
    int others = 0;
    const char *layout = item->args ? item->arg[item->args - 1] : "";
    short cell[MAX_SIDE];

    if (item->args < 1 || item->args > 2 || item->len[item->args - 1] != cells)
        return bad_item(t, item, "expected a layout of N x N labels");
    memset(count, 0, sizeof count);
    for (i = 0; i < cells; i++)
        count[(unsigned char)layout[i]]++;
    for (label = 0; label < 256; label++) {
        if (count[label] == 0 || count[label] == cells)
            continue;
        if (count[label] != side) {
            if (others++)
                return bad_item(t, item, "regions of other sizes than N");
            continue;
        }
        for (i = 0, n = 0; i < cells; i++)
            if ((unsigned char)layout[i] == label)
                cell[n++] = (short)i;
        if (!add_region(t, cell))
            return 0;
    }
    return 1;
}

/* Diagonal~1 (rising, the anti-diagonal) or ~-1 (the main diagonal). */
static int read_diagonal(TextBuild *t, const Item *item)
{
    int side = t->p->side, i;
    short cell[MAX_SIDE];
    long way;

    if (item->args != 1 || !read_int(item->arg[0], item->len[0], &way)
        || (way != 1 && way != -1))
        return bad_item(t, item, "expected ~1 or ~-1");
    for (i = 0; i < side; i++)
        cell[i] = (short)(way < 0 ? (side + 1) * i : side * i + side - 1 - i);
    return add_region(t, cell);
}

/* Windoku: on a board of b*b x b*b, the (b-1) x (b-1) windows of b x b
 * cells one cell in from the boxes. */
static int read_windoku(TextBuild *t, const Item *item)
{
    int side = t->p->side, box, wr, wc, i;
    short cell[MAX_SIDE];

    for (box = 1; box * box < side; box++)
        ;
    if (box * box != side || box < 2)
        return bad_item(t, item, "windows need a board of 4x4, 9x9, 16x16 "
                        "or 25x25");
    for (wr = 0; wr < box - 1; wr++)
        for (wc = 0; wc < box - 1; wc++) {
            for (i = 0; i < side; i++)
                cell[i] = (short)((1 + wr * (box + 1) + i / box) * side
                                  + 1 + wc * (box + 1) + i % box);
            if (!add_region(t, cell))
                return 0;
        }
    return 1;
}

/* DisjointSets: the cells in the same place of each box. */
static int read_disjoint_sets(TextBuild *t, const Item *item)
{
    int side = t->p->side, rows, cols, place, box;
    short cell[MAX_SIDE];

    default_box(side, &rows, &cols);
    if (rows < 2)
        return bad_item(t, item, "needs a board with boxes");
    for (place = 0; place < side; place++) {
        for (box = 0; box < side; box++)
            cell[box] = (short)((box / rows * rows + place / cols) * side
                                + box % rows * cols + place % cols);
        if (!add_region(t, cell))
            return 0;
    }
    return 1;
}

/* The board-wide kinds that only set a flag. */
static int read_flag(TextBuild *t, const Item *item)
{
    static const struct { const char *name; int rule, strict; } FLAGS[] = {
        {"AntiKnight", RULE_ANTIKNIGHT, 0}, {"AntiKing", RULE_ANTIKING, 0},
        {"AntiConsecutive", RULE_NONCONSECUTIVE, 0},
        {"StrictKropki", 0, STRICT_KROPKI}, {"StrictXV", 0, STRICT_XV},
        {"StrictWhiteDot", 0, STRICT_WHITE}, {"StrictBlackDot", 0, STRICT_BLACK}
    };
    size_t i;

    for (i = 0; i < sizeof FLAGS / sizeof FLAGS[0]; i++)
        if (kind_is(item, FLAGS[i].name)) {
            t->board_rules |= FLAGS[i].rule;
            t->strict |= FLAGS[i].strict;
        }
    return 1;
}

/* The kinds, by name; once: a number of the layouts read only once. */
static const struct ConstraintKind {
    const char *name;
    int (*read)(TextBuild *t, const Item *item);
    int once;
} CONSTRAINT_KINDS[] = {
    {"", read_given, 0}, {"Shape", read_nothing, 0}, {"NoBoxes", read_nothing, 0},
    {"Cage", read_cage, 0}, {"AllDifferent", read_cage, 0}, {"Sum", read_sum, 0},
    {"Arrow", read_arrow, 0}, {"PillArrow", read_arrow, 0},
    {"LittleKiller", read_little_killer, 0}, {"Sandwich", read_sandwich, 0},
    {"Thermo", read_thermo, 0}, {"WhiteDot", read_pairs, 0}, {"BlackDot", read_pairs, 0},
    {"X", read_pairs, 0}, {"V", read_pairs, 0}, {"GreaterThan", read_pairs, 0},
    {"Whisper", read_whisper, 0}, {"Renban", read_renban, 0},
    {"Palindrome", read_palindrome, 0}, {"Jigsaw", read_jigsaw, 0},
    {"Diagonal", read_diagonal, 0}, {"Windoku", read_windoku, 1},
    {"DisjointSets", read_disjoint_sets, 2}, {"AntiKnight", read_flag, 0},
    {"AntiKing", read_flag, 0}, {"AntiConsecutive", read_flag, 0},
    {"StrictKropki", read_flag, 0}, {"StrictXV", read_flag, 0},
    {"Odd", read_parity, 0}, {"Even", read_parity, 0}, {"Quad", read_contain, 0},
    {"ContainAtLeast", read_contain, 0}, {"ContainExact", read_contain, 0},
    {"Difference", read_pairs, 0}, {"Ratio", read_pairs, 0},
    {"Minimum", read_extremum, 0}, {"Maximum", read_extremum, 0},
    {"ExtraRegion", read_extra_region, 0}, {"StrictWhiteDot", read_flag, 0},
    {"StrictBlackDot", read_flag, 0},
};

enum { CONSTRAINT_KIND_COUNT = sizeof CONSTRAINT_KINDS / sizeof CONSTRAINT_KINDS[0] };

/* The row of a kind's name, or NULL. */
static const struct ConstraintKind *constraint_kind(const char *name, int n)
{
    int i;

    for (i = 0; i < CONSTRAINT_KIND_COUNT; i++)
        if (strlen(CONSTRAINT_KINDS[i].name) == (size_t)n
            && memcmp(CONSTRAINT_KINDS[i].name, name, (size_t)n) == 0)
            return &CONSTRAINT_KINDS[i];
    return NULL;
}

/* Splits the item text[0..n) (no leading '.') at '~'.  Returns 0 when
 * it has more arguments than any kind takes. */
static int split_item(const char *text, int n, Item *item)
{
    int at = 0, end;

    for (end = 0; end < n && text[end] != '~'; end++)
        ;
    item->kind = text;
    item->kind_len = end;
    item->args = 0;
    at = end + 1;
    while (at <= n && end < n) {
        if (item->args == MAX_ITEM_ARGS)
            return 0;
        for (end = at; end < n && text[end] != '~'; end++)
            ;
        item->arg[item->args] = text + at;
        item->len[item->args++] = end - at;
        at = end + 1;
    }
    return 1;
}

/* Whether a line of n bytes is constraint text: it opens with '.', and
 * holds a '~' or names only kinds known here (`.AntiKnight.Windoku`). */
static int is_constraint_text(const char *text, size_t n)
{
    size_t at = 1;

    if (n < 2 || text[0] != '.')
        return 0;
    if (memchr(text, '~', n))
        return 1;
    while (at < n) {
        size_t end = at;
        while (end < n && text[end] != '.')
            end++;
        if (end == at || end - at == 1 || !constraint_kind(text + at, (int)(end - at)))
            return 0;
        at = end + 1;
    }
    return 1;
}

/* The side a constraint text's Shape sets (9 without one), or 0 with a
 * message when it is not a square board of 2x2 to 25x25. */
static int constraint_text_side(const char *text, size_t n, char *message)
{
    const char *shape = NULL;
    size_t at;
    long rows, cols;
    int x;

    for (at = 0; at + 7 <= n; at++)
        if (memcmp(text + at, ".Shape~", 7) == 0)
            shape = text + at + 7;
    if (!shape)
        return 9;
    for (x = 0; shape + x < text + n && shape[x] != 'x' && shape[x] != '.'
                && shape[x] != '~'; x++)
        ;
    if (shape + x < text + n && shape[x] == 'x' && read_int(shape, x, &rows)) {
        int end = x + 1;
        while (shape + end < text + n && shape[end] != '.' && shape[end] != '~')
            end++;
        if (read_int(shape + x + 1, end - x - 1, &cols) && rows == cols
            && rows >= 2 && rows <= MAX_SIDE
            && (shape + end == text + n || shape[end] == '.'))
            return (int)rows;
    }
    sprintf(message, "Shape: '%.20s' is not a square board 2x2 to 25x25 "
            "of digits 1 to N", shape);
    return 0;
}

/* What the strict rules ask of two adjacent cells with no mark of a
 * kind between them: StrictKropki (no dot: neither consecutive nor
 * double), StrictWhiteDot, StrictBlackDot (one half each), StrictXV (no
 * letter: a sum of neither 5 nor 10). */
static const struct StrictPair {
    int strict;                  /* the rule's STRICT_ bit */
    int edge;                    /* the marks that lift it */
    enum RelationKind kind;
    int value;
} STRICT_PAIRS[] = {
    {STRICT_KROPKI, EDGE_DOT, NOT_CONSECUTIVE, 0},
    {STRICT_KROPKI, EDGE_DOT, NOT_DOUBLE, 0},
    {STRICT_WHITE, EDGE_WHITE, NOT_CONSECUTIVE, 0},
    {STRICT_BLACK, EDGE_BLACK, NOT_DOUBLE, 0},
    {STRICT_XV, EDGE_LETTER, SUM_NOT_EQUAL, 5},
    {STRICT_XV, EDGE_LETTER, SUM_NOT_EQUAL, 10},
};

/* Adds the strict rules' relations between unmarked neighbours. */
static int add_strict_pairs(TextBuild *t)
{
    int side = t->p->side, cell, way;
    size_t k;

    for (cell = 0; cell < side * side; cell++)
        for (way = 0; way < 2; way++) {
            int other = cell + (way ? side : 1);
            if (way ? other >= side * side : cell % side == side - 1)
                continue;
            for (k = 0; k < sizeof STRICT_PAIRS / sizeof STRICT_PAIRS[0]; k++)
                if ((t->strict & STRICT_PAIRS[k].strict)
                    && !(t->edge[way][cell] & STRICT_PAIRS[k].edge)
                    && !add_relation(t, cell, other, STRICT_PAIRS[k].kind,
                                     STRICT_PAIRS[k].value))
                    return 0;
        }
    return 1;
}

/* Two cells that must be equal but share a region: no solution, which a
 * cell of no digits says at once (the search would not see it until one
 * of them is placed). */
static void equal_in_region(TextBuild *t)
{
    const Puzzle *p = t->p;
    int i;

    for (i = 0; i < p->relations; i++)
        if (p->relation[i].kind == EQUAL
            && share_region(p, p->relation[i].a, p->relation[i].b))
            limit_cell(t, p->relation[i].a, 0);
}

/* The most cells of a list of up to 12 no two of which share a region
 * (the copies of one digit they can hold); more than 12: n. */
static int most_apart(const Puzzle *p, const short *cell, int n)
{
    unsigned clash[12], set;
    int i, j, best = 0;

    if (n > 12)
        return n;
    for (i = 0; i < n; i++)
        for (clash[i] = 0, j = 0; j < n; j++)
            if (j != i && share_region(p, cell[i], cell[j]))
                clash[i] |= 1u << j;
    for (set = 1; set < 1u << n; set++) {
        int size = 0;
        for (i = 0; i < n && !((set >> i & 1) && (clash[i] & set)); i++)
            size += (int)(set >> i & 1);
        if (i == n && size > best)
            best = size;
    }
    return best;
}

/* A digit listed more often than its cells can hold it apart (three 1s
 * in a 2x2 square): no solution, said at once as equal_in_region()
 * does. */
static void contain_fits(TextBuild *t)
{
    const Puzzle *p = t->p;
    int g, i, k;

    for (g = 0; g < p->groups; g++) {
        const Group *grp = &p->group[g];
        const signed char *listed = p->group_weight + grp->first;
        const short *cell = p->group_cells + grp->first;
        if (grp->kind != GROUP_CONTAIN)
            continue;
        for (i = 0; i < grp->size && listed[i]; i++) {
            int copies = 0;
            for (k = 0; k < grp->size; k++)
                copies += listed[k] == listed[i];
            if (copies > 1 && copies > most_apart(p, cell, grp->size))
                limit_cell(t, cell[0], 0);
        }
    }
}

/* Whether no cell lies in more regions than the engine keeps (rows,
 * columns, boxes and three more), else 0 with a message. */
static int regions_fit(TextBuild *t)
{
    const Puzzle *p = t->p;
    int in[MAX_CELLS], reg, i;

    memset(in, 0, sizeof in);
    for (reg = 0; reg < p->regions; reg++)
        for (i = 0; i < p->side; i++)
            if (++in[p->region[reg][i]] > MAX_CELL_REGIONS) {
                sprintf(t->message, "R%dC%d lies in more than %d regions",
                        p->region[reg][i] / p->side + 1,
                        p->region[reg][i] % p->side + 1, MAX_CELL_REGIONS);
                return 0;
            }
    return 1;
}

/*
 * Builds puzzle p (its side already read by constraint_text_side()) from
 * the constraint text[0..n): rows, columns, boxes unless the text says
 * NoBoxes or Jigsaw, then every item, then the board-wide rules.  Writes
 * the givens to givens.  Returns 1, or 0 with a message.
 */
static int read_constraint_text(Puzzle *p, int side, const char *text,
                                size_t n, unsigned char *givens, char *message)
{
    static TextBuild t;
    static Item item;
    size_t at, next;
    int rows, cols, boxes = 1, pass;

    memset(&t, 0, sizeof t);
    t.p = p;
    t.givens = givens;
    t.message = message;
    message[0] = '\0';
    memset(givens, 0, (size_t)(side * side));
    start_puzzle(p, side);
    for (pass = 0; pass < 2; pass++) {   /* 0: what shapes the board */
        for (at = 1; at < n; at = next + 1) {
            const struct ConstraintKind *kind;
            next = at;
            while (next < n && text[next] != '.')
                next++;
            if (next == at)
                continue;                /* an empty item: nothing */
            if (!split_item(text + at, (int)(next - at), &item)) {
                sprintf(message, "an item of more than %d arguments",
                        MAX_ITEM_ARGS);
                return 0;
            }
            kind = constraint_kind(item.kind, item.kind_len);
            if (!kind) {
                sprintf(message, "constraint '%.*s' is not one this solver "
                        "knows", item.kind_len > 24 ? 24 : item.kind_len,
                        item.kind);
                return 0;
            }
            if (pass == 0 && strcmp(kind->name, "NoBoxes") == 0)
                boxes = 0;           /* a jigsaw's pieces are more regions */
            if (pass == 0 || (kind->once && (t.read_once >> kind->once & 1)))
                continue;                /* Windoku twice: one set of windows */
            t.read_once |= 1 << kind->once;
            if (!kind->read(&t, &item))
                return 0;
        }
        if (pass == 0 && boxes) {
            default_box(side, &rows, &cols);
            add_boxes(p, rows, cols);
        }
    }
    if (t.strict && !add_strict_pairs(&t))
        return 0;
    for (pass = 0; pass < p->groups; pass++)      /* every region known */
        split_into_parts(&t, &p->group[pass]);
    if (add_rule_regions(p, t.board_rules) != NULL)
        return 0;
    equal_in_region(&t);
    contain_fits(&t);
    return regions_fit(&t);
}
#endif /* CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES */
/*
 * src/fpuzzles.c - variant puzzles as f-puzzles shares them: a link
 * https://f-puzzles.com/?load=DATA, the bare DATA, or the JSON it packs,
 * on one line.  DATA is the JSON packed by lz-string's compressToBase64;
 * this module unpacks it, parses the JSON, and writes its rules as
 * constraint text, which constraint_text.c reads into the table.
 * Calls: constraint_text.c.
 */

#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
/*
 * The packing.  lz-string is LZW over 16-bit characters written as a
 * stream of codes, each code's bits least significant first, the stream
 * cut into base64 symbols most significant bit first.  Codes 0 and 1
 * bring a new character (8 or 16 bits follow) and add it to the
 * dictionary, 2 ends the text, and 3 on are dictionary entries; the
 * width of a code starts at 3 bits (2 for the first) and grows by one
 * each time the dictionary doubles.  Each code read adds the entry before
 * it plus the first character of its own, so an entry is kept here as
 * its parent entry and its last character, and spelt out backwards.
 *
 * The JSON.  One object: `size`; `grid`, rows of cells, each with
 * `value` and `given` (a given digit) and `region` (a jigsaw piece, from
 * 0); and a key per rule kind, a list of objects naming cells "R1C1"
 * (counted from 1; clues outside the grid have row or column 0 or N+1).
 * FPUZZLES_KEYS says what each key becomes.  A key it does not know, with
 * anything in it, is refused by name: a rule left out would make a wrong
 * answer.  Cosmetic keys (title, author, lines and cages without sums,
 * text, colours) are passed over.
 */

enum {
    FP_CODES_MAX = 1 << 15,      /* dictionary entries: more than a line
                                    of LINE_KEPT symbols can make */
    FP_JSON_MAX = 1 << 18,       /* characters of unpacked JSON */
    FP_TOKENS_MAX = 1 << 15,     /* values in the JSON */
    FP_DEPTH_MAX = 24,           /* nesting of the JSON */
    FP_TEXT_MAX = 1 << 15        /* bytes of constraint text written */
};

/* The unpacker's state: the symbols read, the dictionary, the text. */
typedef struct Unpack {
    const char *data;
    size_t length, at;           /* symbols, and the next one */
    int symbol, bit;             /* the current symbol's value, its next
                                    bit (0: read the next symbol) */
    int parent[FP_CODES_MAX];    /* an entry: its parent (-1: none) */
    unsigned short last[FP_CODES_MAX], first[FP_CODES_MAX];
    int length_of[FP_CODES_MAX];
    char *out;
    size_t written;
} Unpack;

/* The value of a base64 symbol (lz-string's alphabet, '=' padding
 * worth 64, a blank '+' as URLs make it), or -1. */
static int base64_value(int ch)
{
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A';
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a' + 26;
    if (ch >= '0' && ch <= '9')
        return ch - '0' + 52;
    return ch == '+' || ch == ' ' ? 62 : ch == '/' ? 63 : ch == '=' ? 64 : -1;
}

/* Reads count bits, the first the least significant.  Returns -1 when
 * the symbols end first or one is no base64 symbol. */
static long unpack_bits(Unpack *u, int count)
{
    long value = 0;
    int i;

    for (i = 0; i < count; i++) {
        if (u->bit == 0) {
            if (u->at >= u->length
                || (u->symbol = base64_value((unsigned char)u->data[u->at++])) < 0)
                return -1;
            u->bit = 32;
        }
        if (u->symbol & u->bit)
            value |= 1L << i;
        u->bit >>= 1;
    }
    return value;
}

/* Writes entry k's characters (those past 127 as '?').  Returns 0 when
 * the text would not fit. */
static int unpack_write(Unpack *u, int k)
{
    size_t end = u->written + (size_t)u->length_of[k], at = end;

    if (end >= FP_JSON_MAX)
        return 0;
    for (; k >= 0; k = u->parent[k]) {
        unsigned ch = u->last[k];
        u->out[--at] = (char)(ch < 128 ? ch : '?');
    }
    u->written = end;
    return 1;
}

/* Adds an entry: parent's text, then character ch.  Returns its code,
 * or -1 when the dictionary is full. */
static int unpack_add(Unpack *u, int *size, int parent, unsigned ch)
{
    int k = *size;

    if (k >= FP_CODES_MAX)
        return -1;
    u->parent[k] = parent;
    u->last[k] = (unsigned short)ch;
    u->first[k] = (unsigned short)(parent < 0 ? ch : u->first[parent]);
    u->length_of[k] = parent < 0 ? 1 : u->length_of[parent] + 1;
    (*size)++;
    return k;
}

/*
 * Unpacks the base64 data[0..n) into out (FP_JSON_MAX bytes), ended by
 * '\0'.  Returns 1, or 0 with a message.
 */
static int lz_unpack(const char *data, size_t n, char *out, char *message)
{
    static Unpack u;
    int size = 3, width = 3, grow = 4, previous, code;
    long c;

    u.data = data;
    u.length = n;
    u.at = 0;
    u.bit = 0;
    u.out = out;
    u.written = 0;
    c = unpack_bits(&u, 2);
    if (c == 2) {
        out[0] = '\0';
        return 1;
    }
    if (c < 0 || c > 1 || (c = unpack_bits(&u, c ? 16 : 8)) < 0)
        goto broken;
    previous = unpack_add(&u, &size, -1, (unsigned)c);  /* code 3 */
    unpack_write(&u, previous);
    for (;;) {
        if ((c = unpack_bits(&u, width)) < 0)
            goto broken;
        code = (int)c;
        if (code == 2)
            break;
        if (code < 2) {              /* a new character */
            if ((c = unpack_bits(&u, code ? 16 : 8)) < 0
                || (code = unpack_add(&u, &size, -1, (unsigned)c)) < 0)
                goto broken;
            if (--grow == 0)
                grow = 1 << width++;
        }
        if (code > size || width > 24)
            goto broken;
        if (code == size) {          /* the entry about to be added */
            if (unpack_add(&u, &size, previous, u.first[previous]) < 0)
                goto broken;
        } else if (unpack_add(&u, &size, previous, u.first[code]) < 0)
            goto broken;
        if (!unpack_write(&u, code)) {
            sprintf(message, "f-puzzles: the data unpacks to more than %d "
                    "characters", FP_JSON_MAX);
            return 0;
        }
        previous = code;
        if (--grow == 0)
            grow = 1 << width++;
    }
    out[u.written] = '\0';
    return 1;
broken:
    sprintf(message, "f-puzzles: the data is no lz-string base64 (broken "
            "at symbol %lu)", (unsigned long)u.at);
    return 0;
}

/* ---- JSON: values as tokens, each knowing where its subtree ends */

enum JsonType { JSON_OBJECT, JSON_ARRAY, JSON_STRING, JSON_NUMBER, JSON_TRUE,
                JSON_FALSE, JSON_NULL };

typedef struct JsonToken {
    int type;                    /* enum JsonType */
    int start, end;              /* text[start..end): a string's inside */
    int next;                    /* the token after its subtree */
    int count;                   /* an array's items, an object's keys */
} JsonToken;

typedef struct Json {
    const char *text;
    int at, tokens;
    JsonToken token[FP_TOKENS_MAX];
} Json;

static void json_blanks(Json *j)
{
    while (j->text[j->at] == ' ' || j->text[j->at] == '\t'
           || j->text[j->at] == '\n' || j->text[j->at] == '\r')
        j->at++;
}

/* Parses one value at j->at.  Returns its token, or -1. */
static int json_value(Json *j, int depth)
{
    const char *t = j->text;
    int me = j->tokens, close;
    JsonToken *k;

    json_blanks(j);
    if (me >= FP_TOKENS_MAX || depth > FP_DEPTH_MAX)
        return -1;
    k = &j->token[j->tokens++];
    k->count = 0;
    k->start = j->at;
    if (t[j->at] == '{' || t[j->at] == '[') {
        k->type = t[j->at] == '{' ? JSON_OBJECT : JSON_ARRAY;
        close = k->type == JSON_OBJECT ? '}' : ']';
        j->at++;
        json_blanks(j);
        while (t[j->at] != close) {
            if (k->count > 0) {
                if (t[j->at] != ',')
                    return -1;
                j->at++;
            }
            if (k->type == JSON_OBJECT) {
                json_blanks(j);
                if (t[j->at] != '"' || json_value(j, depth + 1) < 0)
                    return -1;
                json_blanks(j);
                if (t[j->at++] != ':')
                    return -1;
            }
            if (json_value(j, depth + 1) < 0)
                return -1;
            k = &j->token[me];
            k->count++;
            json_blanks(j);
        }
        j->at++;
    } else if (t[j->at] == '"') {
        k->type = JSON_STRING;
        k->start = ++j->at;
        while (t[j->at] != '"') {
            if (t[j->at] == '\0' || (unsigned char)t[j->at] < ' ')
                return -1;
            j->at += t[j->at] == '\\' && t[j->at + 1] != '\0' ? 2 : 1;
        }
        k->end = j->at++;
    } else if (t[j->at] == '-' || (t[j->at] >= '0' && t[j->at] <= '9')) {
        k->type = JSON_NUMBER;
        while (strchr("+-.eE0123456789", t[j->at]) && t[j->at] != '\0')
            j->at++;
    } else {
        static const char *const WORDS[] = {"true", "false", "null"};
        int w;
        for (w = 0; w < 3; w++)
            if (strncmp(t + j->at, WORDS[w], strlen(WORDS[w])) == 0)
                break;
        if (w == 3)
            return -1;
        k->type = JSON_TRUE + w;
        j->at += (int)strlen(WORDS[w]);
    }
    if (k->type != JSON_STRING)
        k->end = j->at;
    k->next = j->tokens;
    return me;
}

/* Whether string token k is name. */
static int json_is(const Json *j, int k, const char *name)
{
    const JsonToken *t = k >= 0 ? &j->token[k] : NULL;

    return t && t->type == JSON_STRING && (size_t)(t->end - t->start) == strlen(name)
           && memcmp(j->text + t->start, name, strlen(name)) == 0;
}

/* The value of key name in object k, or -1. */
static int json_get(const Json *j, int k, const char *name)
{
    int i, key = k + 1;

    if (k < 0 || j->token[k].type != JSON_OBJECT)
        return -1;
    for (i = 0; i < j->token[k].count; i++) {
        int value = j->token[key].next;
        if (json_is(j, key, name))
            return value;
        key = j->token[value].next;
    }
    return -1;
}

/* Item i of array k, or -1. */
static int json_item(const Json *j, int k, int i)
{
    int item = k + 1;

    if (k < 0 || j->token[k].type != JSON_ARRAY || i >= j->token[k].count)
        return -1;
    while (i-- > 0)
        item = j->token[item].next;
    return item;
}

/* Reads token k, a number or a string of one, into *value.  Returns 0
 * when it is neither. */
static int json_number(const Json *j, int k, long *value)
{
    return k >= 0 && (j->token[k].type == JSON_NUMBER
                      || j->token[k].type == JSON_STRING)
           && read_int(j->text + j->token[k].start,
                       j->token[k].end - j->token[k].start, value);
}

/* Whether token k is true. */
static int json_true(const Json *j, int k)
{
    return k >= 0 && j->token[k].type == JSON_TRUE;
}

/* Whether token k holds something: true, a number, a string not empty,
 * an array or object not empty. */
static int json_something(const Json *j, int k)
{
    const JsonToken *t = k >= 0 ? &j->token[k] : NULL;

    return t && (t->type == JSON_TRUE || t->type == JSON_NUMBER
                 || (t->type == JSON_STRING && t->end > t->start)
                 || (t->type <= JSON_ARRAY && t->count > 0));
}

/* ---- writing constraint text */

typedef struct Convert {
    const Json *j;
    int side;
    char *text;                  /* FP_TEXT_MAX bytes */
    size_t length;
    char *message;
    int white_dots;              /* the puzzle has difference dots */
} Convert;

/* Appends n bytes of s.  Returns 0 when the text is full. */
static int fp_put(Convert *cv, const char *s, size_t n)
{
    if (cv->length + n >= FP_TEXT_MAX) {
        sprintf(cv->message, "f-puzzles: the rules make more than %d bytes "
                "of constraint text", FP_TEXT_MAX);
        return 0;
    }
    memcpy(cv->text + cv->length, s, n);
    cv->length += n;
    cv->text[cv->length] = '\0';
    return 1;
}

static int fp_put_text(Convert *cv, const char *s)
{
    return fp_put(cv, s, strlen(s));
}

static int fp_put_number(Convert *cv, long v)
{
    char number[24];

    sprintf(number, "%ld", v);
    return fp_put_text(cv, number);
}

/* Reads token k as a cell "R1C1" of the grid (outside: row or column 0
 * or N+1 allowed).  Returns row * (N + 2) + column, or -1 with a
 * message. */
static int fp_cell(Convert *cv, int k, int outside)
{
    const JsonToken *t = k >= 0 ? &cv->j->token[k] : NULL;
    const char *s = t ? cv->j->text + t->start : "";
    int n = t && t->type == JSON_STRING ? t->end - t->start : 0, c = 1;
    int low = outside ? 0 : 1;
    long row = -1, col = -1;

    while (c < n && (s[c] | 0x20) != 'c')
        c++;
    if (n < 4 || (s[0] | 0x20) != 'r' || !read_int(s + 1, c - 1, &row)
        || c >= n - 1 || !read_int(s + c + 1, n - c - 1, &col) || row < low
        || col < low || row > cv->side + 1 - low || col > cv->side + 1 - low) {
        sprintf(cv->message, "f-puzzles: '%.*s' is no cell R1C1 to R%dC%d",
                n > 20 ? 20 : n, s, cv->side, cv->side);
        return -1;
    }
    return (int)(row * (cv->side + 2) + col);
}

/* Appends "~R<row>C<col>" of a cell fp_cell() read. */
static int fp_put_cell(Convert *cv, int cell)
{
    return fp_put_text(cv, "~R") && fp_put_number(cv, cell / (cv->side + 2))
           && fp_put_text(cv, "C") && fp_put_number(cv, cell % (cv->side + 2));
}

/* Appends the cells of array k.  Returns 0 with a message on a bad one. */
static int fp_put_cells(Convert *cv, int k)
{
    int i, item;

    if (k < 0 || cv->j->token[k].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: expected a list of cells");
        return 0;
    }
    for (i = 0; (item = json_item(cv->j, k, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0 || !fp_put_cell(cv, cell))
            return 0;
    }
    return 1;
}

/* ---- the keys, one function each: (cv, the key's value, the kind of
 * constraint text it writes) -> 1, or 0 with a message.  Most keys hold
 * a list of objects; each_entry() calls write_entry for each. */

typedef int (*WriteEntry)(Convert *cv, int entry, const char *kind);

static int each_entry(Convert *cv, int list, const char *kind, WriteEntry write)
{
    int i, entry;

    if (cv->j->token[list].type != JSON_ARRAY) {
        if (!json_something(cv->j, list))
            return 1;                /* false, null, "": none */
        sprintf(cv->message, "f-puzzles: %s: expected a list", kind);
        return 0;
    }
    for (i = 0; (entry = json_item(cv->j, list, i)) >= 0; i++)
        if (!write(cv, entry, kind))
            return 0;
    return 1;
}

/* {cells, value}: Cage~value~cells (no value: distinct only). */
static int write_cage(Convert *cv, int entry, const char *kind)
{
    long sum = 0;
    int value = json_get(cv->j, entry, "value");

    if (json_something(cv->j, value) && !json_number(cv->j, value, &sum)) {
        sprintf(cv->message, "f-puzzles: a killer cage's sum is no number");
        return 0;
    }
    return fp_put_text(cv, ".") && fp_put_text(cv, kind) && fp_put_text(cv, "~")
           && (sum == 0 || fp_put_number(cv, sum))
           && fp_put_cells(cv, json_get(cv->j, entry, "cells"));
}

/* {lines: [[cells], ...]} (whispers: and a value): Kind~cells a line. */
static int write_lines(Convert *cv, int entry, const char *kind)
{
    int lines = json_get(cv->j, entry, "lines"), i, line;
    long apart = 5;

    if (lines < 0 || cv->j->token[lines].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: %s without lines", kind);
        return 0;
    }
    if (strcmp(kind, "Whisper") == 0)
        json_number(cv->j, json_get(cv->j, entry, "value"), &apart);
    for (i = 0; (line = json_item(cv->j, lines, i)) >= 0; i++)
        if (!fp_put_text(cv, ".") || !fp_put_text(cv, kind)
            || (strcmp(kind, "Whisper") == 0
                && !(fp_put_text(cv, "~") && fp_put_number(cv, apart)))
            || !fp_put_cells(cv, line))
            return 0;
    return 1;
}

/* {cells: circle, lines}: Arrow~circle~line, or PillArrow~2~pill~line;
 * a cell on several lines counts once. */
static int write_arrow(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int circle = json_get(j, entry, "cells"), lines = json_get(j, entry, "lines");
    int seen[(MAX_SIDE + 2) * (MAX_SIDE + 2)], pill, i, k, line, item;

    (void)kind;
    pill = circle >= 0 && j->token[circle].type == JSON_ARRAY ? j->token[circle].count : 0;
    if (pill < 1 || pill > 3 || lines < 0 || j->token[lines].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: an arrow needs a circle of 1 to 3 "
                "cells and lines");
        return 0;
    }
    memset(seen, 0, sizeof seen);
    if (!fp_put_text(cv, pill == 1 ? ".Arrow" : ".PillArrow~")
        || (pill > 1 && !fp_put_number(cv, pill)))
        return 0;
    for (i = 0; (item = json_item(j, circle, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0)
            return 0;
        if (seen[cell]) {
            sprintf(cv->message, "f-puzzles: an arrow's circle names a cell "
                    "twice");
            return 0;
        }
        if (!fp_put_cell(cv, cell))
            return 0;
        seen[cell] = 1;
    }
    for (i = 0; (line = json_item(j, lines, i)) >= 0; i++)
        for (k = 0; (item = json_item(j, line, k)) >= 0; k++) {
            int cell = fp_cell(cv, item, 0);
            if (cell < 0)
                return 0;
            if (!seen[cell] && !fp_put_cell(cv, cell))
                return 0;
            seen[cell] = 1;
        }
    return 1;
}

/* {cells: [a, b], value}: a dot (a difference, 1 when none; a ratio, 2
 * when none) or a letter. */
static int write_pair(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int value = json_get(j, entry, "value");
    long v = kind[0] == 'W' ? 1 : 2;
    const char *as = kind;

    if (strcmp(kind, "XV") == 0) {
        as = json_is(j, value, "X") || json_is(j, value, "x") ? "X"
           : json_is(j, value, "V") || json_is(j, value, "v") ? "V" : NULL;
        if (!as) {
            sprintf(cv->message, "f-puzzles: an xv clue is X or V");
            return 0;
        }
    } else if (json_something(j, value) && !json_number(j, value, &v)) {
        sprintf(cv->message, "f-puzzles: a %s's value is no number",
                kind[0] == 'W' ? "difference" : "ratio");
        return 0;
    }
    if (as != kind || v == (kind[0] == 'W' ? 1 : 2))
        return fp_put_text(cv, ".") && fp_put_text(cv, as)
               && fp_put_cells(cv, json_get(j, entry, "cells"));
    return fp_put_text(cv, kind[0] == 'W' ? ".Difference~" : ".Ratio~")
           && fp_put_number(cv, v) && fp_put_cells(cv, json_get(j, entry, "cells"));
}

/* {cell, value}: the clue above or below a column, left or right of a
 * row. */
static int write_sandwich(Convert *cv, int entry, const char *kind)
{
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 1), N = cv->side;
    int row = cell / (N + 2), col = cell % (N + 2);
    long sum;

    (void)kind;
    if (cell < 0)
        return 0;
    if (!json_number(cv->j, json_get(cv->j, entry, "value"), &sum)
        || ((row == 0 || row == N + 1) == (col == 0 || col == N + 1))) {
        sprintf(cv->message, "f-puzzles: a sandwich clue is a number outside "
                "a row or column");
        return 0;
    }
    return fp_put_text(cv, ".Sandwich~") && fp_put_number(cv, sum)
           && fp_put_text(cv, row == 0 || row == N + 1 ? "~C" : "~R")
           && fp_put_number(cv, row == 0 || row == N + 1 ? col : row);
}

/* {cell, direction, value}: the sum of the diagonal from the clue. */
static int write_little_killer(Convert *cv, int entry, const char *kind)
{
    static const char *const WAYS[] = {"UL", "UR", "DL", "DR"};
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 1), N = cv->side;
    int way = json_get(cv->j, entry, "direction"), w, row, col, dr, dc, n = 0;
    long sum;

    (void)kind;
    if (cell < 0)
        return 0;
    for (w = 0; w < 4 && !json_is(cv->j, way, WAYS[w]); w++)
        ;
    dr = w < 2 ? -1 : 1;
    dc = w % 2 ? 1 : -1;
    if (w == 4 || !json_number(cv->j, json_get(cv->j, entry, "value"), &sum)) {
        sprintf(cv->message, "f-puzzles: a little killer clue needs a "
                "direction UL, UR, DL or DR and a sum");
        return 0;
    }
    if (!fp_put_text(cv, ".Sum~") || !fp_put_number(cv, sum))
        return 0;
    for (row = cell / (N + 2) + dr, col = cell % (N + 2) + dc;
         row >= 1 && row <= N && col >= 1 && col <= N; row += dr, col += dc, n++)
        if (!fp_put_cell(cv, row * (N + 2) + col))
            return 0;
    if (n == 0) {
        sprintf(cv->message, "f-puzzles: a little killer clue points at no "
                "cell");
        return 0;
    }
    return 1;
}

/* {cell}: Odd or Even. */
static int write_one_cell(Convert *cv, int entry, const char *kind)
{
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 0);

    return cell >= 0 && fp_put_text(cv, ".") && fp_put_text(cv, kind)
           && fp_put_cell(cv, cell);
}

/* {cells: 2x2, values}: Quad~top left~values. */
static int write_quad(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int cells = json_get(j, entry, "cells"), values = json_get(j, entry, "values");
    int top = -1, i, item, sum = 0, W = cv->side + 2;
    long v;

    (void)kind;
    for (i = 0; (item = json_item(j, cells, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0)
            return 0;
        top = top < 0 || cell < top ? cell : top;
        sum += cell;
    }
    if (i != 4 || sum != 4 * top + 2 * W + 2 || values < 0
        || j->token[values].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: a quadruple is four cells of a 2x2 "
                "square and its digits");
        return 0;
    }
    if (!fp_put_text(cv, ".Quad") || !fp_put_cell(cv, top))
        return 0;
    for (i = 0; (item = json_item(j, values, i)) >= 0; i++) {
        if (!json_number(j, item, &v)) {
            sprintf(cv->message, "f-puzzles: a quadruple's digits are numbers");
            return 0;
        }
        if (!fp_put_text(cv, "~") || !fp_put_number(cv, v))
            return 0;
    }
    return 1;
}

/* {cells}: ExtraRegion~cells. */
static int write_region(Convert *cv, int entry, const char *kind)
{
    return fp_put_text(cv, ".") && fp_put_text(cv, kind)
           && fp_put_cells(cv, json_get(cv->j, entry, "cells"));
}

/* Each list entry holds a separate entry object; these two take the key's
 * value whole. */
static int write_flag(Convert *cv, int value, const char *kind)
{
    if (json_true(cv->j, value)) {
        if (strcmp(kind, "AntiConsecutive") == 0 && cv->white_dots)
            kind = "StrictWhiteDot";     /* the dotted pairs are exempt */
        return fp_put_text(cv, ".") && fp_put_text(cv, kind);
    }
    return 1;
}

/* "negative": ["ratio", "xv", "difference"]: the marks are all given. */
static int write_negative(Convert *cv, int value, const char *kind)
{
    static const char *const NEGATIVE[][2] = {
        {"ratio", ".StrictBlackDot"}, {"difference", ".StrictWhiteDot"},
        {"xv", ".StrictXV"}
    };
    int i, k, item;

    (void)kind;
    for (i = 0; (item = json_item(cv->j, value, i)) >= 0; i++) {
        for (k = 0; k < 3 && !json_is(cv->j, item, NEGATIVE[k][0]); k++)
            ;
        if (k == 3) {
            int n = cv->j->token[item].end - cv->j->token[item].start;
            sprintf(cv->message, "f-puzzles: negative constraint '%.*s' is "
                    "not one this solver knows", n > 20 ? 20 : n,
                    cv->j->text + cv->j->token[item].start);
            return 0;
        }
        if (!fp_put_text(cv, NEGATIVE[k][1]))
            return 0;
    }
    return 1;
}

/* What each key of the JSON becomes: a function over each entry of its
 * list (whole: over the value itself), or nothing (NULL: cosmetic, or
 * read with the grid). */
static const struct FpuzzlesKey {
    const char *key;
    WriteEntry write;
    int whole;                   /* write takes the key's value whole */
    const char *kind;            /* the constraint text's kind */
} FPUZZLES_KEYS[] = {
    {"size", NULL, 0, ""}, {"grid", NULL, 0, ""},
    {"killercage", write_cage, 0, "Cage"},
    {"thermometer", write_lines, 0, "Thermo"},
    {"renban", write_lines, 0, "Renban"},
    {"palindrome", write_lines, 0, "Palindrome"},
    {"whispers", write_lines, 0, "Whisper"},
    {"arrow", write_arrow, 0, "Arrow"},
    {"difference", write_pair, 0, "WhiteDot"},
    {"ratio", write_pair, 0, "BlackDot"},
    {"xv", write_pair, 0, "XV"},
    {"sandwichsum", write_sandwich, 0, "Sandwich"},
    {"littlekillersum", write_little_killer, 0, "Sum"},
    {"odd", write_one_cell, 0, "Odd"}, {"even", write_one_cell, 0, "Even"},
    {"minimum", write_one_cell, 0, "Minimum"},
    {"maximum", write_one_cell, 0, "Maximum"},
    {"quadruple", write_quad, 0, "Quad"},
    {"extraregion", write_region, 0, "ExtraRegion"},
    {"diagonal+", write_flag, 1, "Diagonal~1"},
    {"diagonal-", write_flag, 1, "Diagonal~-1"},
    {"antiknight", write_flag, 1, "AntiKnight"},
    {"antiking", write_flag, 1, "AntiKing"},
    {"disjointgroups", write_flag, 1, "DisjointSets"},
    {"nonconsecutive", write_flag, 1, "AntiConsecutive"},
    {"negative", write_negative, 1, ""},
    {"title", NULL, 0, ""}, {"author", NULL, 0, ""}, {"ruleset", NULL, 0, ""},
    {"text", NULL, 0, ""}, {"line", NULL, 0, ""}, {"rectangle", NULL, 0, ""},
    {"circle", NULL, 0, ""}, {"cage", NULL, 0, ""}, {"solution", NULL, 0, ""},
    {"highlightConflicts", NULL, 0, ""}, {"disabledlogic", NULL, 0, ""},
    {"truecandidatesoptions", NULL, 0, ""}, {"version", NULL, 0, ""},
};

enum { FPUZZLES_KEY_COUNT = sizeof FPUZZLES_KEYS / sizeof FPUZZLES_KEYS[0] };

/* The givens and the jigsaw pieces of "grid": .~R1C1_5 for each given,
 * and when some cell names a region, NoBoxes and a Jigsaw layout (a cell
 * naming none is in its box, boxes counted as regions are, from 0 in
 * reading order). */
static int write_grid(Convert *cv, int grid)
{
    const Json *j = cv->j;
    char layout[MAX_CELLS + 1];
    int N = cv->side, r, c, row, cell, pieces = 0, rows, cols;
    long value, region;

    default_box(N, &rows, &cols);
    for (r = 0; r < N; r++)
        for (c = 0; c < N; c++)
            layout[r * N + c] = (char)('A' + r / rows * rows + c / cols);
    layout[N * N] = '\0';
    for (r = 0; grid >= 0 && r < N; r++) {
        if ((row = json_item(j, grid, r)) < 0 || j->token[row].type != JSON_ARRAY
            || j->token[row].count != N) {
            sprintf(cv->message, "f-puzzles: the grid is not %d rows of %d "
                    "cells", N, N);
            return 0;
        }
        for (c = 0; c < N; c++) {
            cell = json_item(j, row, c);
            if (json_true(j, json_get(j, cell, "given"))
                && json_number(j, json_get(j, cell, "value"), &value)
                && !(fp_put_text(cv, ".~R") && fp_put_number(cv, r + 1)
                     && fp_put_text(cv, "C") && fp_put_number(cv, c + 1)
                     && fp_put_text(cv, "_") && fp_put_number(cv, value)))
                return 0;
            if (json_number(j, json_get(j, cell, "region"), &region)) {
                if (region < 0 || region >= N) {
                    sprintf(cv->message, "f-puzzles: R%dC%d's region is not "
                            "0 to %d", r + 1, c + 1, N - 1);
                    return 0;
                }
                layout[r * N + c] = (char)('A' + region);
                pieces++;
            }
        }
    }
    return pieces == 0
           || (fp_put_text(cv, ".NoBoxes.Jigsaw~") && fp_put_text(cv, layout));
}

/*
 * Writes the rules of the f-puzzles JSON json as constraint text into
 * text (FP_TEXT_MAX bytes).  Returns its length, or -1 with a message.
 */
static long fpuzzles_json_text(const char *json, char *text, char *message)
{
    static Json j;
    Convert cv;
    int root, key, i, k, grid;
    long size = 9;

    j.text = json;
    j.at = j.tokens = 0;
    root = json_value(&j, 0);
    json_blanks(&j);
    if (root < 0 || json[j.at] != '\0' || j.token[root].type != JSON_OBJECT) {
        sprintf(message, "f-puzzles: the JSON does not parse (at character "
                "%d)", j.at + 1);
        return -1;
    }
    memset(&cv, 0, sizeof cv);
    cv.j = &j;
    cv.text = text;
    cv.message = message;
    text[0] = '\0';
    if (json_get(&j, root, "size") >= 0
        && (!json_number(&j, json_get(&j, root, "size"), &size) || size < 2
            || size > MAX_SIDE)) {
        sprintf(message, "f-puzzles: size is not 2 to %d", MAX_SIDE);
        return -1;
    }
    cv.side = (int)size;
    cv.white_dots = json_something(&j, json_get(&j, root, "difference"));
    if ((size != 9 && !(fp_put_text(&cv, ".Shape~") && fp_put_number(&cv, size)
                        && fp_put_text(&cv, "x") && fp_put_number(&cv, size)))
        || ((grid = json_get(&j, root, "grid")) >= 0 && !write_grid(&cv, grid)))
        return -1;
    for (i = 0, key = root + 1; i < j.token[root].count;
         i++, key = j.token[j.token[key].next].next) {
        int value = j.token[key].next;
        for (k = 0; k < FPUZZLES_KEY_COUNT; k++)
            if (json_is(&j, key, FPUZZLES_KEYS[k].key))
                break;
        if (k == FPUZZLES_KEY_COUNT && json_something(&j, value)) {
            sprintf(message, "f-puzzles: constraint '%.*s' is not one this "
                    "solver knows", j.token[key].end - j.token[key].start > 24
                    ? 24 : j.token[key].end - j.token[key].start,
                    json + j.token[key].start);
            return -1;
        }
        if (k == FPUZZLES_KEY_COUNT || !FPUZZLES_KEYS[k].write)
            continue;
        if (FPUZZLES_KEYS[k].whole
            ? !FPUZZLES_KEYS[k].write(&cv, value, FPUZZLES_KEYS[k].kind)
            : !each_entry(&cv, value, FPUZZLES_KEYS[k].kind, FPUZZLES_KEYS[k].write))
            return -1;
    }
    if (cv.length == 0 && !fp_put_text(&cv, ".Shape~9x9"))
        return -1;
    return (long)cv.length;
}

/* Where the packed data of an f-puzzles line starts, or -1 when the
 * line is none: a link (after "load=N4Ig", or SudokuPad's "fpuzzlesN4Ig";
 * all packed f-puzzles JSON opens so), the bare data (base64 alone), or
 * JSON opening '{"' (0, with *is_json set). */
static long fpuzzles_data(const char *text, size_t n, int *is_json)
{
    const char *from = text, *at;
    size_t i;

    *is_json = n > 2 && text[0] == '{' && text[1] == '"';
    if (*is_json)
        return 0;
    /* the first "N4Ig" after "fpuzzles", or after "load=" with 12 bytes
       or more from the 'l' to the end; a line of cells has no 'N' */
    while ((at = (const char *)memchr(from, 'N', (size_t)(text + n - from))) != NULL) {
        size_t k = (size_t)(at - text);
        from = at + 1;
        if (k + 4 <= n && memcmp(at, "N4Ig", 4) == 0
            && ((k >= 8 && memcmp(at - 8, "fpuzzles", 8) == 0)
                || (k >= 5 && k + 7 <= n && memcmp(at - 5, "load=", 5) == 0)))
            return (long)k;
    }
    if (n < 8 || memcmp(text, "N4Ig", 4) != 0)
        return -1;
    for (i = 0; i < n; i++)
        if (base64_value((unsigned char)text[i]) < 0)
            return -1;
    return 0;
}

/* Whether a line of n bytes is an f-puzzles link, its data, or JSON. */
static int is_fpuzzles(const char *text, size_t n)
{
    int is_json;

    return fpuzzles_data(text, n, &is_json) >= 0;
}

/*
 * Reads the f-puzzles line text[0..n) (fpuzzles_data() found it one)
 * into constraint text in text_out (FP_TEXT_MAX bytes).  Returns its
 * length, or -1 with a message.
 */
static long fpuzzles_constraint_text(const char *line, size_t n,
                                     char *text_out, char *message)
{
    static char json[FP_JSON_MAX], data[FP_JSON_MAX];
    int is_json;
    long at = fpuzzles_data(line, n, &is_json);
    size_t kept = 0, i;

    if (is_json) {
        if (n >= FP_JSON_MAX) {
            sprintf(message, "f-puzzles: JSON of more than %d characters",
                    FP_JSON_MAX);
            return -1;
        }
        memcpy(json, line, n);
        json[n] = '\0';
        return fpuzzles_json_text(json, text_out, message);
    }
    for (i = (size_t)at; i < n && line[i] != '&' && line[i] != '#'; i++) {
        if (line[i] == '%' && i + 2 < n) {       /* %2B, %2F, %3D */
            static const char *const ESCAPED[][2] = {
                {"2B", "+"}, {"2b", "+"}, {"2F", "/"}, {"2f", "/"},
                {"3D", "="}, {"3d", "="}
            };
            int e;
            for (e = 0; e < 6 && memcmp(line + i + 1, ESCAPED[e][0], 2) != 0; e++)
                ;
            if (e < 6) {
                data[kept++] = ESCAPED[e][1][0];
                i += 2;
                continue;
            }
        }
        data[kept++] = line[i];
    }
    if (!lz_unpack(data, kept, json, message))
        return -1;
    return fpuzzles_json_text(json, text_out, message);
}
#endif /* CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES */
/*
 * src/general_propagate.c - the general engine's propagation on a Board:
 * singles, relations, cage sums, pairs and locked candidates between
 * regions.
 * Calls: tables.c, general_rules.c.
 */

#if CARRY_GENERAL_ENGINE
/* ---- propagation ---- */

/* Queues cell to be given digit d. */
static inline void enqueue(Search *s, int cell, int d)
{
    if (s->queued < QUEUE_SIZE) {
        s->queue_cell[s->queued] = (short)cell;
        s->queue_digit[s->queued++] = (unsigned char)d;
    }
}

/* Counts a dead end in each region of cell, which has no digit left. */
static void blame_cell(Search *s, int cell)
{
    const Rules *k = s->rules;
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        s->dead_ends[k->region_of[cell][i]]++;
}

/* An open cell's weight for branching: one more than the dead ends met
 * so far in its regions. */
static unsigned long dead_ends_around(const Search *s, int cell)
{
    const Rules *k = s->rules;
    unsigned long weight = 1;
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        weight += s->dead_ends[k->region_of[cell][i]];
#if CARRY_MORE_RULES
    weight += s->group_dead_ends[cell];
#endif
    return weight;
}

/* Takes the places of cell from digit d's places in the cell's regions,
 * queueing a hidden single.  Returns 0 when a region has none left. */
static inline int remove_places(Search *s, Board *b, int cell, int d)
{
    const Rules *k = s->rules;
    const unsigned char *region_of = k->region_of[cell];
    const unsigned char *place_of = k->place_of[cell];
    uint32_t digit = 1u << (d - 1);
    int i, regions = k->region_count[cell];

    for (i = 0; i < regions; i++) {
        int reg = region_of[i];
        uint32_t left = b->places[reg][d - 1] & ~(1u << place_of[i]);
        b->places[reg][d - 1] = left;
        b->moved[reg] |= digit;
        if (left == 0) {
            s->dead_ends[reg]++;
            return 0;
        }
        if ((left & (left - 1)) == 0 && !(b->placed[reg] & digit))
            enqueue(s, k->puzzle->region[reg][lowest_cell(left)], d);
    }
    return 1;
}

/* Marks what must look at cell again, which lost digits: its cage, if
 * any (revise_cages()), its groups (revise_groups()) and the cell itself
 * (revise_relations()). */
static inline void mark_cage(const Search *s, Board *b, int cell)
{
#if CARRY_VARIANTS
    int c = s->rules->cage_of[cell];

    if (c >= 0)
        b->stale_cages[c >> 5] |= 1u << (c & 31);
#if CARRY_MORE_RULES
    b->stale_cells[cell >> 5] |= 1u << (cell & 31);
    for (c = s->rules->groups_from[cell]; c < s->rules->groups_from[cell + 1]; c++) {
        int g = s->rules->group_of[c];
        b->stale_groups[g >> 5] |= 1u << (g & 31);
    }
#endif
#else
    (void)s, (void)b, (void)cell;
#endif
}

/* Removes the digits in mask from an open cell.  Returns 0 on a
 * contradiction. */
static int eliminate(Search *s, Board *b, int cell, uint32_t mask)
{
    uint32_t gone = b->cands[cell] & mask, left;

    if (gone == 0)
        return 1;
    if (b->value[cell])
        return 0;                /* a placed digit cannot leave */
    left = b->cands[cell] & ~mask;
    b->cands[cell] = left;
    mark_cage(s, b, cell);
    if (left == 0) {
        blame_cell(s, cell);
        return 0;
    }
    if ((left & (left - 1)) == 0)
        enqueue(s, cell, first_digit(left));
    while (gone) {
        if (!remove_places(s, b, cell, first_digit(gone)))
            return 0;
        gone &= gone - 1;
    }
    return 1;
}

/* Places digit d in cell and removes it from the other cells of its
 * regions (those where d is still open), of its cage and of its DIFFER
 * relations.  Returns 0 on a contradiction. */
static int place(Search *s, Board *b, int cell, int d)
{
    const Rules *k = s->rules;
    const unsigned char *region_of = k->region_of[cell];
    const unsigned char *place_of = k->place_of[cell];
    uint32_t digit = 1u << (d - 1), others;
    int i, regions = k->region_count[cell];

    if (b->value[cell])
        return b->value[cell] == d;
    if (!(b->cands[cell] & digit))
        return 0;
    others = b->cands[cell] & ~digit;
    b->value[cell] = (unsigned char)d;
    b->cands[cell] = digit;
    if (others)
        mark_cage(s, b, cell);
    b->open--;
    for (i = 0; i < regions; i++)
        b->placed[region_of[i]] |= digit;
    while (others) {
        if (!remove_places(s, b, cell, first_digit(others)))
            return 0;
        others &= others - 1;
    }
    for (i = 0; i < regions; i++) {
        int reg = region_of[i];
        const short *in = k->puzzle->region[reg];
        uint32_t mates = b->places[reg][d - 1] & ~(1u << place_of[i]);
        for (; mates; mates &= mates - 1)
            if (!eliminate(s, b, in[lowest_cell(mates)], digit))
                return 0;
    }
#if CARRY_VARIANTS
    if (k->cage_of[cell] >= 0) {
        const Cage *cage = &k->puzzle->cage[k->cage_of[cell]];
        const short *in = k->puzzle->cage_cells + cage->first;
        for (i = 0; i < cage->size; i++)
            if (in[i] != cell && !eliminate(s, b, in[i], digit))
                return 0;
    }
#endif
#if CARRY_MORE_RULES
    for (i = k->differs_from[cell]; i < k->differs_from[cell + 1]; i++)
        if (!eliminate(s, b, k->differ_of[i], digit))
            return 0;
#endif
    return 1;
}

/* Places every queued single.  Returns 0 on a contradiction. */
static int place_queued(Search *s, Board *b)
{
    while (s->queued > 0) {
        s->queued--;
        if (!place(s, b, s->queue_cell[s->queued], s->queue_digit[s->queued]))
            return 0;
    }
    return 1;
}

#if CARRY_VARIANTS
#if CARRY_MORE_RULES
/* The digits a neighbour may take when a cell may take those in from
 * and the two must not be consecutive: a digit has at most two
 * neighbours, so three digits or more rule out nothing. */
static uint32_t not_consecutive_support(uint32_t from, uint32_t all)
{
    uint32_t support = 0;

    if (count_digits(from) >= 3)
        return all;
    for (; from; from &= from - 1) {
        uint32_t digit = from & (0u - from);
        support |= all & ~(digit << 1 | digit >> 1);
    }
    return support;
}
#endif

#if CARRY_MORE_RULES
/* Digit d's bit (bit d - 1), none for a d past 1..32. */
static uint32_t digit_mask(int d)
{
    return d >= 1 && d <= 32 ? 1u << (d - 1) : 0;
}

/* The digits of all that stand in r with some digit of from, for the
 * kinds from CONSECUTIVE on (each symmetric), by shifts and masks: pair
 * by pair, they took three quarters of the time of a strict-kropki board
 * with one dot (no solution: 4.0 s, now 2.8 s, the same guesses). */
static uint32_t pair_kind_support(const Relation *r, uint32_t from,
                                  uint32_t all)
{
    uint32_t support = 0;
    int v = r->value, low = first_digit(from), high = last_digit(from);

    switch (r->kind) {
    case CONSECUTIVE:            /* |a - b| = v */
        v = v ? v : 1;
        return (from << v | from >> v) & all;
    case EQUAL:
        return from & all;
    case SUM_NOT_EQUAL:          /* a + b != v: a lone digit rules out one */
        return (from & (from - 1)) ? all : all & ~digit_mask(v - low);
    case APART:                  /* |a - b| >= v */
        return all & (digits_up_to(high - v) | ~digits_up_to(low + v - 1));
    default:                     /* DOUBLE (a = vb or b = va), NOT_DOUBLE */
        v = r->kind == NOT_DOUBLE || !v ? 2 : v;
        for (; from; from &= from - 1) {
            int d = first_digit(from);
            uint32_t pair = digit_mask(v * d) | (d % v == 0 ? digit_mask(d / v) : 0);
            support |= r->kind == DOUBLE ? pair : ~pair;
        }
        return support & all;
    }
}
#endif /* CARRY_MORE_RULES */

/* The digits b may take when cell a may take those in from, under r
 * (reversed: the digits a may take given b's). */
static uint32_t relation_support(const Relation *r, uint32_t from,
                                 int reversed, uint32_t all)
{
    int low, high;

    if (from == 0)
        return 0;
    low = first_digit(from);
    high = last_digit(from);
    switch (r->kind) {
    case LESS:                   /* a < b */
        return reversed ? digits_up_to(high - 1)
                        : all & ~digits_up_to(low);
    case SUM_LESS:               /* a + b < value */
        return digits_up_to(r->value - 1 - low);
    case SUM_GREATER:            /* a + b > value */
        return all & ~digits_up_to(r->value - high);
#if CARRY_MORE_RULES
    case DIFFER:                 /* a != b: only a lone digit rules out */
        return (from & (from - 1)) ? all : all & ~from;
    case NOT_CONSECUTIVE:        /* |a - b| != 1 */
        return not_consecutive_support(from, all);
    case CONSECUTIVE: case DOUBLE: case NOT_DOUBLE: case SUM_NOT_EQUAL:
    case EQUAL: case APART:
        return pair_kind_support(r, from, all);
#endif
    default: {                   /* a + b = value */
        uint32_t support = 0;
        for (; from; from &= from - 1) {
            int other = r->value - first_digit(from);
            if (other >= 1 && other <= MAX_SIDE)
                support |= 1u << (other - 1);
        }
        return support & all;
    }
    }
}

#if CARRY_MORE_RULES
/* A walk over the relations of the cells that lost digits since the last
 * walk (Board.stale_cells), which it clears word by word. */
typedef struct RelationWalk {
    int word;                    /* the next word of stale_cells */
    uint32_t stale;              /* the cells of the word before, left */
    int cell;                    /* the cell whose relations are walked */
    int at, end;                 /* its relations, left */
} RelationWalk;

/* The index of the walk's next relation, or -1 at its end. */
static int next_stale_relation(const Rules *k, Board *b, RelationWalk *w)
{
    while (w->at == w->end) {
        int cell;
        while (w->stale == 0) {
            if (w->word >= (k->cells + 31) / 32)
                return -1;
            w->stale = b->stale_cells[w->word];
            b->stale_cells[w->word++] = 0;
        }
        cell = 32 * (w->word - 1) + lowest_cell(w->stale);
        w->stale &= w->stale - 1;
        if (cell < k->cells) {
            w->cell = cell;
            w->at = k->relations_from[cell];
            w->end = k->relations_from[cell + 1];
        }
    }
    return k->relation_of[w->at++];
}
#endif

#if CARRY_MORE_RULES
/* The digits a pair table (to: its to_b or to_a) allows beside those of
 * from. */
static uint32_t table_support(const uint32_t *to, uint32_t from)
{
    uint32_t support = 0;

    for (; from; from &= from - 1)
        support |= to[first_digit(from) - 1];
    return support;
}

/* The relation a cell's list entry i stands for (Rules.relation_of):
 * relation i, or its pair table's first relation. */
static const Relation *listed_relation(const Rules *k, int i)
{
    if (i >= PAIR_ENTRY)
        return &k->puzzle->relation[k->pair_table[i - PAIR_ENTRY].first];
    return &k->puzzle->relation[i];
}

/* The digits the second cell (b) of entry i's relation may take when its
 * first (a) may take those in from (reversed: the other way), under the
 * relation or, for a pair table, every relation on the two cells. */
static uint32_t pair_support(const Rules *k, int i, uint32_t from, int reversed)
{
    if (i >= PAIR_ENTRY) {
        const PairTable *t = &k->pair_table[i - PAIR_ENTRY];
        return table_support(reversed ? t->to_a : t->to_b, from);
    }
    return relation_support(&k->puzzle->relation[i], from, reversed, k->all);
}

/* Whether the walk has still to come to cell: it lost digits since its
 * relations were last walked. */
static int walk_pending(const Board *b, const RelationWalk *w, int cell)
{
    uint32_t bit = 1u << (cell & 31);

    return (b->stale_cells[cell >> 5] & bit)
        || (cell >> 5 == w->word - 1 && (w->stale & bit));
}

/* Takes from cell to the digits that entry i's relation leaves it beside
 * the digits of cell from (its a when from_a), unless from holds loose
 * digits or more (loose_of; 0: none).  Returns -1 on a contradiction,
 * else 1 when to lost digits, 0 when not. */
static inline int push_support(Search *s, Board *b, int i, int from, int to,
                               int from_a, int loose)
{
    uint32_t support;

    if (loose && count_digits(b->cands[from]) >= loose)
        return 0;                /* every digit of to keeps it */
    support = pair_support(s->rules, i, b->cands[from], !from_a);

    if (!(b->cands[to] & ~support))
        return 0;
    return eliminate(s, b, to, ~support) ? 1 : -1;
}
#endif

/* Makes every relation arc consistent.  Under CARRY_MORE_RULES, those of
 * the cells that lost digits since the last look (the relations on one
 * pair of cells together: find_pairs()), each from its cells that lost
 * digits since their relations were last walked: a cell that kept its
 * digits leaves the other the support it left it then, which that one's
 * digits, fewer since, keep.  (The cell walked would do; pushing back
 * from the other when it is still to be walked keeps the order of
 * removals, and so the guesses, of revising both ways each time.)
 * Returns -1 on a contradiction, else how many cells lost a digit. */
#if CARRY_MORE_RULES
static int revise_relations(Search *s, Board *b)
{
    const Rules *k = s->rules;
    RelationWalk walk = {0, 0, 0, 0, 0};
    int i, found, changed = 0;

    if (k->puzzle->relations == 0)
        return 0;
    while ((i = next_stale_relation(k, b, &walk)) >= 0) {
        const Relation *r = listed_relation(k, i);
        int loose = k->loose_of[walk.at - 1];
        if (walk.cell == r->a || walk_pending(b, &walk, r->a)) {
            if ((found = push_support(s, b, i, r->a, r->b, 1, loose)) < 0)
                return -1;
            changed += found;
        }
        if (walk.cell == r->b || walk_pending(b, &walk, r->b)) {
            if ((found = push_support(s, b, i, r->b, r->a, 0, loose)) < 0)
                return -1;
            changed += found;
        }
    }
    return changed;
}
#else
static int revise_relations(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    uint32_t all = s->rules->all;
    int i, changed = 0;

    for (i = 0; i < p->relations; i++) {
        const Relation *r = &p->relation[i];
        uint32_t to_b = relation_support(r, b->cands[r->a], 0, all), to_a;
        if (b->cands[r->b] & ~to_b) {
            if (!eliminate(s, b, r->b, ~to_b))
                return -1;
            changed++;
        }
        to_a = relation_support(r, b->cands[r->b], 1, all);
        if (b->cands[r->a] & ~to_a) {
            if (!eliminate(s, b, r->a, ~to_a))
                return -1;
            changed++;
        }
    }
    return changed;
}
#endif

/* What the digit sets of one cage allow: a search over sets of distinct
 * digits with the cage's size and sum. */
typedef struct CageSets {
    const uint32_t *cands;       /* the cage's cells' open digits, or NULL:
                                    any set of the open digits fits */
    int size;                    /* cells in the cage */
    uint32_t allowed;            /* digits in some set that fits */
    uint32_t required;           /* digits in every set that fits */
    long budget;                 /* steps left before giving up */
} CageSets;

/* Extends the set chosen (n digits so far, sum left to make) with digits
 * at most top.  A set fits when every cell may take one of its digits. */
static void cage_sets(CageSets *c, uint32_t chosen, int n, int left, int top,
                      uint32_t open)
{
    int d, i;

    if (--c->budget < 0)
        return;
    if (n == c->size) {
        if (left != 0)
            return;
        for (i = 0; i < c->size; i++)
            if (!(c->cands[i] & chosen))
                return;
        c->allowed |= chosen;
        c->required &= chosen;
        return;
    }
    for (d = top; d >= 1; d--) {
        int k = c->size - n;     /* digits still to choose, d the largest */
        if (!(open >> (d - 1) & 1))
            continue;
        if (k * d - k * (k - 1) / 2 < left)
            break;               /* even the largest k digits fall short */
        if (k * (k + 1) / 2 > left)
            continue;            /* even the smallest k overshoot */
        cage_sets(c, chosen | 1u << (d - 1), n + 1, left - d, d - 1, open);
    }
}

/* The sets of distinct digits 1..9 by kind (size and sum), for the cages
 * of boards up to 9x9, listed once: those of kind k are
 * small_sets[small_from[k] .. small_from[k + 1]). */
enum { SMALL_SIDE = 9, SMALL_SUM = 45, SMALL_KINDS = 10 * (SMALL_SUM + 1) };
static unsigned short small_sets[1 << SMALL_SIDE];
static short small_from[SMALL_KINDS + 2];

/* The kind of n digits summing to sum. */
static int small_kind(int n, int sum)
{
    return n * (SMALL_SUM + 1) + sum;
}

/* Lists small_sets by kind, the first time: counted, then put in place
 * (a counting sort). */
static void list_small_sets(void)
{
    static int listed;
    int set, pass, k;

    if (listed)
        return;
    listed = 1;
    for (pass = 0; pass < 2; pass++) {
        for (set = 1; set < 1 << SMALL_SIDE; set++) {
            int sum = 0, d;
            for (d = 1; d <= SMALL_SIDE; d++)
                sum += (set >> (d - 1) & 1) * d;
            k = small_kind(count_digits((uint32_t)set), sum);
            if (pass)
                small_sets[small_from[k + 1]++] = (unsigned short)set;
            else
                small_from[k + 2]++;
        }
        for (k = 0; !pass && k < SMALL_KINDS; k++)
            small_from[k + 2] += small_from[k + 1];
    }
}

/* What the listed sets of a cage's size and sum allow its cells, as
 * cage_sets() finds them on larger boards. */
static void cage_small_sets(CageSets *c, int sum, uint32_t open)
{
    int i, k;

    list_small_sets();
    if (c->size > SMALL_SIDE || sum < 0 || sum > SMALL_SUM)
        return;
    for (i = small_from[small_kind(c->size, sum)];
         i < small_from[small_kind(c->size, sum) + 1]; i++) {
        uint32_t set = small_sets[i];
        if (set & ~open)
            continue;
        for (k = 0; c->cands && k < c->size && (c->cands[k] & set); k++)
            ;
        if (!c->cands || k == c->size) {
            c->allowed |= set;
            c->required &= set;
        }
    }
}

/* Keeps in a cage the digits some fitting set allows, and places a digit
 * every set needs that has one cell left.  Returns -1 on a contradiction,
 * else how many cells changed. */
static int revise_cage(Search *s, Board *b, const Cage *cage)
{
    const short *cell = s->rules->puzzle->cage_cells + cage->first;
    uint32_t cands[MAX_CELLS], open = 0, need;
    CageSets sets;
    int i, changed = 0;

    for (i = 0; i < cage->size; i++)
        open |= cands[i] = b->cands[cell[i]];
    sets.cands = cands;
    sets.size = cage->size;
    sets.allowed = 0;
    sets.required = ~0u;
    sets.budget = 20000;
    if (s->rules->puzzle->side <= SMALL_SIDE)
        cage_small_sets(&sets, cage->sum, open);
    else
        cage_sets(&sets, 0, 0, cage->sum, s->rules->puzzle->side, open);
    if (sets.budget < 0)
        return 0;                /* too many sets to look at: skip it */
    if (sets.allowed == 0)
        return -1;
    for (i = 0; i < cage->size; i++) {
        if (cands[i] & ~sets.allowed) {
            if (!eliminate(s, b, cell[i], ~sets.allowed))
                return -1;
            changed++;
        }
    }
    for (need = sets.required; need; need &= need - 1) {
        int d = first_digit(need), where = -1, n = 0;
        for (i = 0; i < cage->size; i++)
            if (b->cands[cell[i]] >> (d - 1) & 1)
                where = cell[i], n++;
        if (n == 0)
            return -1;
        if (n == 1 && !b->value[where]) {
            enqueue(s, where, d);
            changed++;
        }
    }
    return changed;
}

/* Revises each cage whose cells lost digits since it was last revised
 * (revise_cage()).  Returns -1 on a contradiction, else how many cells
 * changed. */
static int revise_cages(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    int word, changed = 0;

    for (word = 0; word < (p->cages + 31) / 32; word++) {
        uint32_t stale = b->stale_cages[word];
        b->stale_cages[word] = 0;
        for (; stale; stale &= stale - 1) {
            int c = 32 * word + lowest_cell(stale);
            int found = c < p->cages ? revise_cage(s, b, &p->cage[c]) : 0;
            if (found < 0)
                return -1;
            changed += found;
        }
    }
    return changed;
}

#if CARRY_MORE_RULES
/* Keeps in cell only the digits of keep.  Returns -1 on a contradiction,
 * else 1 when it lost a digit, 0 when not. */
static int keep_digits(Search *s, Board *b, int cell, uint32_t keep)
{
    if ((b->cands[cell] & ~keep) == 0)
        return 0;
    return eliminate(s, b, cell, ~keep) ? 1 : -1;
}

/* The smallest and largest value weight x digit takes over the digits
 * of mask (not empty). */
static void weighted_range(uint32_t mask, int weight, int *low, int *high)
{
    int a = weight * first_digit(mask), z = weight * last_digit(mask);

    *low = a < z ? a : z;
    *high = a < z ? z : a;
}

/* The sum of the k smallest (largest: the k largest) digits of mask, or
 * -1 when it has fewer than k. */
static int extreme_sum(uint32_t mask, int k, int largest)
{
    int sum = 0;

    for (; k > 0; k--) {
        int d;
        if (mask == 0)
            return -1;
        d = largest ? last_digit(mask) : first_digit(mask);
        sum += d;
        mask &= ~(1u << (d - 1));
    }
    return sum;
}

/* A sum with this many open cells or fewer is filled exactly (ISS does
 * so up to three). */
enum { SUM_EXACT_CELLS = 4 };

/* The open cells of a sum, and what their weighted digits must make. */
typedef struct OpenSum {
    int n, left;
    int cell[SUM_EXACT_CELLS], weight[SUM_EXACT_CELLS];
    uint32_t cands[SUM_EXACT_CELLS];
    int apart[SUM_EXACT_CELLS][SUM_EXACT_CELLS];  /* [i][j]: i, j differ */
    int low[SUM_EXACT_CELLS + 1], high[SUM_EXACT_CELLS + 1];  /* [i]: what
                                    cells i.. can make at least, at most */
} OpenSum;

/* The digits (bits) that, times weight, make left: one or none, or every
 * digit of the board when the weight is 0 and so is left. */
static uint32_t digits_making(int left, int weight, int side)
{
    int d;

    if (weight == 0)
        return left == 0 ? digits_up_to(side) : 0;
    d = left / weight;
    return d * weight == left && d >= 1 && d <= side ? digit_mask(d) : 0;
}

/* The digits left - d for the digits d of mask (bit d - 1 for d) that
 * leave 1 to 32. */
static uint32_t mirrored_digits(uint32_t mask, int left)
{
    uint32_t r = mask;
    int shift = 33 - left;

    r = (r >> 1 & 0x55555555u) | (r & 0x55555555u) << 1;   /* bit p to */
    r = (r >> 2 & 0x33333333u) | (r & 0x33333333u) << 2;   /* bit 31 - p */
    r = (r >> 4 & 0x0F0F0F0Fu) | (r & 0x0F0F0F0Fu) << 4;
    r = (r >> 8 & 0x00FF00FFu) | (r & 0x00FF00FFu) << 8;
    r = r >> 16 | r << 16;
    if (shift >= 32 || shift <= -32)
        return 0;
    return shift >= 0 ? r >> shift : r << -shift;
}

/* sum_fills() for the last two open cells i and i + 1 of o, both of
 * weight 1: the pairs of digits that make left, each apart from the
 * digits chosen before in cells apart from it, and from each other when
 * the two are apart. */
static int pair_fills(const OpenSum *o, int i, int left, const int *chosen,
                      uint32_t *support)
{
    uint32_t one = o->cands[i], other = o->cands[i + 1];
    int j;

    for (j = 0; j < i; j++) {
        one &= ~(o->apart[j][i] ? digit_mask(chosen[j]) : 0);
        other &= ~(o->apart[j][i + 1] ? digit_mask(chosen[j]) : 0);
    }
    one &= mirrored_digits(other, left);
    if (o->apart[i][i + 1] && left > 0 && left % 2 == 0)
        one &= ~digit_mask(left / 2);
    if (!one)
        return 0;
    support[i] |= one;
    support[i + 1] |= mirrored_digits(one, left);
    return 1;
}

/* Fills open cells i.. of o with digits that make left (cells apart
 * holding different digits), every way, the last cell's digit following
 * from the others' and no way followed past what the rest can make; each
 * digit a way uses joins its cell's support.  Returns 1 when some way
 * exists. */
static int sum_fills(const OpenSum *o, int side, int i, int left, int *chosen,
                     uint32_t *support)
{
    uint32_t open = o->cands[i];
    int found = 0, j;

    if (i == o->n - 2 && o->weight[i] == 1 && o->weight[i + 1] == 1)
        return pair_fills(o, i, left, chosen, support);
    if (i == o->n - 1)
        open &= digits_making(left, o->weight[i], side);
    for (; open; open &= open - 1) {
        int d = first_digit(open), rest = left - o->weight[i] * d;
        if (rest < o->low[i + 1] || rest > o->high[i + 1])
            continue;
        for (j = 0; j < i && (chosen[j] != d || !o->apart[j][i]); j++)
            ;
        if (j < i)
            continue;            /* a cell apart from it holds d */
        chosen[i] = d;
        if (i == o->n - 1 || sum_fills(o, side, i + 1, rest, chosen, support)) {
            support[i] |= digit_mask(d);
            found = 1;
        }
    }
    return found;
}

/* Keeps in each open cell of o the digits some fill of all of them uses.
 * Returns -1 on a contradiction, else how many cells lost digits. */
static int revise_sum_exactly(Search *s, Board *b, const OpenSum *o)
{
    uint32_t support[SUM_EXACT_CELLS] = {0};
    int chosen[SUM_EXACT_CELLS], i, changed = 0;

    if (!sum_fills(o, s->rules->puzzle->side, 0, o->left, chosen, support))
        return -1;
    for (i = 0; i < o->n; i++) {
        int found = keep_digits(s, b, o->cell[i], support[i]);
        if (found < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* Fills o's low and high from its cells' digits and weights. */
static void bound_open_sum(OpenSum *o)
{
    int i;

    o->low[o->n] = o->high[o->n] = 0;
    for (i = o->n - 1; i >= 0; i--) {
        int low, high;
        weighted_range(o->cands[i], o->weight[i], &low, &high);
        o->low[i] = o->low[i + 1] + low;
        o->high[i] = o->high[i + 1] + high;
    }
}

/* Reads a sum's open cells into o, fewest digits first, when it has
 * SUM_EXACT_CELLS or fewer.  Returns 0 when it has more. */
static int read_open_sum(const Search *s, const Board *b, const Group *g,
                         OpenSum *o)
{
    const Rules *k = s->rules;
    const short *cell = k->puzzle->group_cells + g->first;
    const signed char *weight = k->puzzle->group_weight + g->first;
    int i, j;

    o->n = 0;
    o->left = g->value;
    for (i = 0; i < g->size; i++) {
        uint32_t cands = b->cands[cell[i]];
        if (!(cands & (cands - 1))) {
            o->left -= weight[i] * first_digit(cands);
            continue;
        }
        if (o->n == SUM_EXACT_CELLS)
            return 0;
        for (j = o->n++; j > 0 && count_digits(o->cands[j - 1]) > count_digits(cands); j--) {
            o->cell[j] = o->cell[j - 1];
            o->weight[j] = o->weight[j - 1];
            o->cands[j] = o->cands[j - 1];
        }
        o->cell[j] = cell[i];
        o->weight[j] = weight[i];
        o->cands[j] = cands;
    }
    for (i = 0; i < o->n; i++)
        for (j = 0; j < o->n; j++)
            o->apart[i][j] = i != j && (g->distinct
                || (k->peers[o->cell[i]][o->cell[j] >> 5] >> (o->cell[j] & 31) & 1));
    bound_open_sum(o);
    return 1;
}

/* A sum's parts (Puzzle.group_part) as revise_sum() bounds them: each
 * part's digits, cells, one of its cells and its bounds ([part]), and
 * each cell's mates, the digits of the other cells of its part ([i]). */
typedef struct SumParts {
    int parts, low, high, spread;
    uint32_t all[MAX_SIDE * MAX_SIDE], mates[MAX_SIDE * MAX_SIDE];
    int cells[MAX_SIDE * MAX_SIDE], one[MAX_SIDE * MAX_SIDE];
    int low_of[MAX_SIDE * MAX_SIDE], high_of[MAX_SIDE * MAX_SIDE];
} SumParts;

/* Fills sp for group g of p: a part of k cells of weight 1 holds k
 * distinct digits of its union; a cell alone is weighed.  A part with
 * fewer digits than cells makes no sum (low past high). */
static void bound_parts(const Puzzle *p, const Board *b, const Group *g,
                        SumParts *sp)
{
    const short *cell = p->group_cells + g->first;
    const signed char *weight = p->group_weight + g->first;
    const unsigned char *part = p->group_part + g->first;
    uint32_t later[MAX_SIDE * MAX_SIDE];  /* a part's digits past i */
    int i, j;

    for (j = 0; j < g->size; j++)
        sp->all[j] = 0, sp->cells[j] = 0;
    for (i = 0; i < g->size; i++) {       /* mates before i, then past */
        sp->mates[i] = sp->all[part[i]];
        sp->all[part[i]] |= b->cands[cell[i]];
        sp->cells[part[i]]++;
        sp->one[part[i]] = i;
    }
    for (j = 0; j < g->size && sp->cells[j]; j++)
        later[j] = 0;
    sp->parts = j;                       /* numbered 0, 1, ... */
    for (i = g->size - 1; i >= 0; i--) {
        sp->mates[i] |= later[part[i]];
        later[part[i]] |= b->cands[cell[i]];
    }
    sp->low = sp->high = sp->spread = 0;
    for (j = 0; j < sp->parts; j++) {
        int k = sp->cells[j];
        if (k == 1)
            weighted_range(b->cands[cell[sp->one[j]]], weight[sp->one[j]],
                           &sp->low_of[j], &sp->high_of[j]);
        else {
            sp->low_of[j] = extreme_sum(sp->all[j], k, 0);
            sp->high_of[j] = extreme_sum(sp->all[j], k, 1);
            if (sp->low_of[j] < 0)
                sp->low_of[j] = INT_MAX / 4, sp->high_of[j] = -(INT_MAX / 4);
        }
        sp->low += sp->low_of[j];
        sp->high += sp->high_of[j];
        if (sp->high_of[j] - sp->low_of[j] > sp->spread)
            sp->spread = sp->high_of[j] - sp->low_of[j];
    }
}

/* A weighted sum (GROUP_SUM) made bounds consistent, its parts' digits
 * distinct: each cell keeps the digits that leave the rest (its own
 * part, then the others) a sum they can make; with SUM_EXACT_CELLS open
 * cells or fewer, exactly (revise_sum_exactly()).  Returns -1 on a
 * contradiction, else how many cells lost digits. */
static int revise_sum(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    const signed char *weight = p->group_weight + g->first;
    const unsigned char *part = p->group_part + g->first;
    int loose, i, changed = 0;
    SumParts sp;
    OpenSum open;

    if (read_open_sum(s, b, g, &open))
        return open.n == 0 ? (open.left == 0 ? 0 : -1) : revise_sum_exactly(s, b, &open);
    bound_parts(p, b, g, &sp);
    if (g->value < sp.low || g->value > sp.high)
        return -1;
    /* a digit moves its part's sum by spread at most: with that much room
       each way, a cell keeps every digit its mates leave enough without */
    loose = g->value - sp.low >= sp.spread && sp.high - g->value >= sp.spread;
    for (i = 0; i < g->size; i++) {
        uint32_t cands = b->cands[cell[i]], mates = sp.mates[i], keep = 0, open;
        int mine = part[i], others = sp.cells[mine] - 1, found;
        if (loose)
            keep = others == 0 || count_digits(mates) > others ? cands
                 : count_digits(mates) == others ? cands & ~mates : 0;
        for (open = loose ? 0 : cands; open; open &= open - 1) {
            uint32_t digit = open & (0u - open);
            int d = first_digit(digit), in_low, in_high;
            if (others == 0)
                in_low = in_high = weight[i] * d;
            else {
                in_low = extreme_sum(mates & ~digit, others, 0);
                in_high = extreme_sum(mates & ~digit, others, 1);
                if (in_low < 0)
                    continue;
                in_low += d;
                in_high += d;
            }
            if (sp.low - sp.low_of[mine] + in_low <= g->value
                && g->value <= sp.high - sp.high_of[mine] + in_high)
                keep |= digit;
        }
        if ((found = keep_digits(s, b, cell[i], keep)) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* A digit d the group's cells must hold, which only the cells of held
 * (bits over the group's cells) may take: a cell that shares a region
 * with each of them cannot (ISS's required-value exclusions; pointing,
 * from a line instead of a box).  Returns -1 on a contradiction, else
 * how many cells lost d. */
static int point_needed(Search *s, Board *b, const short *cell, uint32_t held,
                        int d)
{
    const Rules *k = s->rules;
    uint32_t digit = 1u << (d - 1), seeing[CELL_WORDS], h;
    int words = (k->cells + 31) / 32, w, changed = 0;

    memcpy(seeing, k->peers[cell[lowest_cell(held)]],
           sizeof seeing[0] * (size_t)words);
    for (h = held & (held - 1); h; h &= h - 1)
        for (w = 0; w < words; w++)
            seeing[w] &= k->peers[cell[lowest_cell(h)]][w];
    for (w = 0; w < words; w++)
        for (; seeing[w]; seeing[w] &= seeing[w] - 1) {
            int at = 32 * w + lowest_cell(seeing[w]);
            if (!(b->cands[at] & digit))
                continue;
            if (!eliminate(s, b, at, digit))
                return -1;
            changed++;
        }
    return changed;
}

/* Lines of up to this many cells are matched exactly (a table of 2^n
 * entries per run); longer ones, on boards past 9x9, by the run's cover. */
#define RENBAN_EXACT_CELLS 9

/* v moved down by by places (up when by < 0). */
static uint32_t moved_by(uint32_t v, int by)
{
    return by >= 0 ? v >> by : v << -by;
}

/* Where two cells of digits x and y take the digits by and to places
 * above a digit one each, either way round (bit j: digits j + 1 + by and
 * j + 1 + to, as masks moved onto bit j). */
static uint32_t both_take(uint32_t x, uint32_t y, int by, int to)
{
    return (moved_by(x, by) & moved_by(y, to)) | (moved_by(x, to) & moved_by(y, by));
}

/* A renban line of one to three cells matched against every run at once,
 * by masks moved onto each other rather than run by run: a digit stays in
 * a cell where the others can take the rest of some run one each.  Fills
 * support[] and returns the runs that fit (bit j: the run from digit
 * j + 1).  HARD_RENBAN's second puzzle (lines of two and three cells)
 * counted to two: 15,312,858,716 instructions, run by run from a table
 * of matchings, to 13,177,279,577, the same guesses. */
static uint32_t match_short_line(const uint32_t *c, int n, uint32_t *support)
{
    int i;

    if (n == 1) {
        support[0] = c[0];
        return c[0];
    }
    if (n == 2) {
        support[0] = c[0] & (c[1] << 1 | c[1] >> 1);
        support[1] = c[1] & (c[0] << 1 | c[0] >> 1);
        return (c[0] & c[1] >> 1) | (c[0] >> 1 & c[1]);
    }
    for (i = 0; i < 3; i++) {   /* the cell low, in the middle or high */
        uint32_t x = c[i == 0], y = c[i == 2 ? 1 : 2];
        support[i] = c[i] & (both_take(x, y, 1, 2) | both_take(x, y, -1, 1)
                             | both_take(x, y, -2, -1));
    }
    return (c[0] & both_take(c[1], c[2], 1, 2)) | (c[0] >> 1 & both_take(c[1], c[2], 0, 2))
           | (c[0] >> 2 & both_take(c[1], c[2], 0, 1));
}

/* The digits each cell of a renban line may take when its digits are the
 * run w .. w + n - 1 exactly once each (relative to w: bit j is w + 1 +
 * j): a digit stays where some one-to-one matching of the cells to the
 * run gives it to the cell.  from_first[m]: the first |m| cells can take
 * the digits m; from_last[m]: the last |m| cells can.  Adds what each
 * cell may take to support[]; returns 0 when no matching exists. */
static int match_run(const uint32_t *rel, int n, uint32_t *support, int w)
{
    unsigned char from_first[1 << RENBAN_EXACT_CELLS];
    unsigned char from_last[1 << RENBAN_EXACT_CELLS];
    uint32_t full = digits_up_to(n), m, open, every = full;
    int i;

    for (i = 0; i < n; i++)
        every &= rel[i];
    if (every == full) {                  /* each cell may take any of them */
        for (i = 0; i < n; i++)
            support[i] |= full << w;
        return 1;
    }
    from_first[0] = from_last[0] = 1;
    for (m = 1; m <= full; m++) {
        int k = count_digits(m);
        from_first[m] = from_last[m] = 0;
        for (open = m & rel[k - 1]; open && !from_first[m]; open &= open - 1)
            from_first[m] = from_first[m ^ (open & (0u - open))];
        for (open = m & rel[n - k]; open && !from_last[m]; open &= open - 1)
            from_last[m] = from_last[m ^ (open & (0u - open))];
    }
    if (!from_first[full])
        return 0;
    for (m = 0; m < full; m++) {
        i = count_digits(m);                  /* the cell after the first i */
        if (!from_first[m])
            continue;
        for (open = rel[i] & ~m; open; open &= open - 1) {
            uint32_t digit = open & (0u - open);
            if (from_last[full ^ m ^ digit])
                support[i] |= digit << w;
        }
    }
    return 1;
}

/* A renban line (GROUP_RENBAN): its n digits are a run w .. w + n - 1,
 * which fits where the cells can take its digits one each (matched
 * exactly on lines of up to RENBAN_EXACT_CELLS cells, else where every
 * cell may take a digit of the run and every digit of the run has a
 * cell).  Each cell keeps the digits the fitting runs give it; a digit
 * in every run that fits with one cell left is placed there, and leaves
 * the cells that see all its places.  Returns -1 on a contradiction,
 * else how many cells lost digits. */
static int revise_renban(Search *s, Board *b, const Group *g)
{
    const short *cell = s->rules->puzzle->group_cells + g->first;
    uint32_t fits = 0, needed = ~0u, run0 = digits_up_to(g->size);
    uint32_t support[MAX_SIDE], rel[MAX_SIDE], cands[MAX_SIDE];
    int w, i, changed = 0, found, exact = g->size <= RENBAN_EXACT_CELLS;
    int first = 0, last = s->rules->puzzle->side - g->size;

    for (i = 0; i < g->size; i++) {      /* runs that reach every cell */
        int low, high;
        cands[i] = b->cands[cell[i]];
        support[i] = 0;
        if (cands[i] == 0)
            return -1;
        low = first_digit(cands[i]) - g->size;
        high = last_digit(cands[i]) - 1;
        first = low > first ? low : first;
        last = high < last ? high : last;
    }
    if (g->size <= 3) {                  /* every run at once */
        uint32_t runs;
        cands[g->size] = 0;              /* (gcc cannot tell cands is set) */
        runs = match_short_line(cands, g->size, support);
        if (runs == 0)
            return -1;
        for (i = 0; i < g->size; i++)
            fits |= runs << i;
        needed = run0 << lowest_cell(runs) & run0 << (last_digit(runs) - 1);
        first = last + 1;                /* no run left to try */
    }
    for (w = first; w <= last; w++) {
        uint32_t run = run0 << w, seen = 0;
        for (i = 0; i < g->size && (cands[i] & run); i++) {
            seen |= cands[i] & run;
            rel[i] = (cands[i] & run) >> w;
        }
        if (i < g->size || seen != run)
            continue;
        if (exact && !match_run(rel, g->size, support, w))
            continue;
        fits |= run;
        needed &= run;
    }
    if (fits == 0)
        return -1;
    for (i = 0; i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], exact ? support[i] : fits)) < 0)
            return -1;
        changed += found;
    }
    for (; needed; needed &= needed - 1) {
        uint32_t digit = needed & (0u - needed), held = 0;
        for (i = 0; i < g->size; i++)
            if (b->cands[cell[i]] & digit)
                held |= 1u << i;
        if (held == 0)
            return -1;
        if ((held & (held - 1)) == 0)
            found = keep_digits(s, b, cell[lowest_cell(held)], digit);
        else
            found = point_needed(s, b, cell, held, first_digit(digit));
        if (found < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* A sandwich clue (GROUP_SANDWICH, the N cells of a row or column in
 * order): for each two places that can hold 1 and N, the cells between
 * must be able to make the clue; each cell keeps the digits some such
 * placing allows.  Up to 9x9 the cells between take a set of distinct
 * digits that makes the clue, and the cells outside the rest of 2..N-1
 * (sandwich_sets()); on larger boards the smallest and largest digits
 * bound what the cells between can make.  The sets, against the bounds
 * alone: ISS's "Sandwich snipe 18" (thirteen clues of 18, no given)
 * counted to two in 1,471,659 guesses before, 9,539 after (4.8 s to
 * 0.14 s; ISS 6,258). */

/* Adds to support what each set of distinct digits from 2..N-1 allows the
 * cells of a sandwich clue when 1 and N lie at i and j (i < j): its size
 * the cells between, its sum the clue, every cell between holding one of
 * it and every cell outside one of the digits it leaves.  Returns whether
 * some set fits. */
static int sandwich_sets(const uint32_t *inner, int size, int i, int j,
                         int clue, int side, uint32_t *support)
{
    uint32_t middle = 0, outside = 0, fits = 0, rest, ends;
    int k, n = j - i - 1, set, last;

    if (clue < 0 || clue > SMALL_SUM)
        return 0;
    ends = 1u | 1u << (side - 1);
    rest = ((1u << side) - 1) & ~ends;
    for (k = 0; k < size; k++)
        if (k > i && k < j)
            middle |= inner[k];
        else if (k != i && k != j)
            outside |= inner[k];
    list_small_sets();
    set = small_from[small_kind(n, clue)];
    last = small_from[small_kind(n, clue) + 1];
    if (n == 0)                  /* 1 and N side by side: the empty set */
        set = 0, last = clue == 0;
    for (; set < last; set++) {
        uint32_t in = n ? small_sets[set] : 0, out = rest & ~in;
        if ((in & ~middle) || (out & ~outside))   /* middle: no 1, no N */
            continue;
        for (k = 0; k < size; k++)
            if (k != i && k != j && !(inner[k] & (k > i && k < j ? in : out)))
                break;
        if (k < size)
            continue;
        fits = 1;
        for (k = 0; k < size; k++)
            if (k != i && k != j)
                support[k] |= inner[k] & (k > i && k < j ? in : out);
    }
    return fits;
}

/* Whether the cells between i and j can make the clue, from their
 * smallest and largest digits (any board); adds what they allow every
 * cell to support. */
static int sandwich_bounds(const uint32_t *inner, int size, int i, int j,
                           int clue, uint32_t *support)
{
    int k, low = 0, high = 0;

    for (k = i + 1; k < j && inner[k]; k++) {
        low += first_digit(inner[k]);
        high += last_digit(inner[k]);
    }
    if (k < j || clue < low || clue > high)
        return 0;
    for (k = 0; k < size; k++) {
        uint32_t open;
        if (k == i || k == j)
            continue;
        if (k < i || k > j) {
            support[k] |= inner[k];
            continue;
        }
        for (open = inner[k] & ~support[k]; open; open &= open - 1) {
            int d = first_digit(open);
            if (low - first_digit(inner[k]) + d <= clue
                && clue <= high - last_digit(inner[k]) + d)
                support[k] |= open & (0u - open);
        }
    }
    return 1;
}

/* Revises sandwich clue g as said above.  Returns -1 on a contradiction,
 * else how many cells lost digits. */
static int revise_sandwich(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    uint32_t one = 1u, top = 1u << (p->side - 1), ends = one | top;
    uint32_t support[MAX_SIDE], inner[MAX_SIDE];
    int i, j, changed = 0, found;

    for (i = 0; i < g->size; i++) {
        support[i] = 0;
        inner[i] = b->cands[cell[i]] & ~ends;
    }
    for (i = 0; i < g->size; i++)
        for (j = i + 1; j < g->size; j++) {
            uint32_t at_i = b->cands[cell[i]], at_j = b->cands[cell[j]];
            int forward = (at_i & one) && (at_j & top);   /* 1 .. N */
            int backward = (at_i & top) && (at_j & one);  /* N .. 1 */
            if (!forward && !backward)
                continue;
            if (!(p->side <= SMALL_SIDE
                  ? sandwich_sets(inner, g->size, i, j, g->value, p->side, support)
                  : sandwich_bounds(inner, g->size, i, j, g->value, support)))
                continue;
            support[i] |= (forward ? one : 0) | (backward ? top : 0);
            support[j] |= (forward ? top : 0) | (backward ? one : 0);
        }
    for (i = 0; i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], support[i])) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* Listed digits (GROUP_CONTAIN): a digit listed m times needs m cells
 * that may hold it, and when only m may, they hold it; under 'exactly',
 * a digit placed m times leaves the other cells; when the list fills
 * every cell, each cell holds a listed digit.  Returns -1 on a
 * contradiction, else how many cells lost digits. */
static int revise_contain(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    const signed char *listed = p->group_weight + g->first;
    uint32_t all = 0, done = 0;
    int i, k, changed = 0, found;

    for (k = 0; k < g->size && listed[k]; k++)
        all |= 1u << (listed[k] - 1);
    for (k = 0; k < g->size && listed[k]; k++) {
        uint32_t digit = 1u << (listed[k] - 1);
        int copies = 0, holders = 0, placed = 0;
        if (done & digit)
            continue;
        done |= digit;
        for (i = k; i < g->size; i++)
            copies += listed[i] == listed[k];
        for (i = 0; i < g->size; i++) {
            holders += (b->cands[cell[i]] & digit) != 0;
            placed += b->cands[cell[i]] == digit;
        }
        if (holders < copies || (g->value && placed > copies))
            return -1;
        for (i = 0; i < g->size; i++) {
            uint32_t here = b->cands[cell[i]];
            if (holders == copies)       /* the holders hold it */
                found = here & digit ? keep_digits(s, b, cell[i], digit) : 0;
            else if (g->value && placed == copies && here != digit)
                found = keep_digits(s, b, cell[i], ~digit);  /* no more */
            else
                break;
            if (found < 0)
                return -1;
            changed += found;
        }
    }
    for (i = 0; k == g->size && i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], all)) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* How each kind of group is revised, by enum GroupKind. */
static int (*const REVISE_GROUP[])(Search *s, Board *b, const Group *g) = {
    revise_sum, revise_renban, revise_sandwich, revise_contain
};

/* Counts a dead end met in group g in each of its cells (GROUP_BLAME). */
static void blame_group(Search *s, const Group *g)
{
    const short *cell = s->rules->puzzle->group_cells + g->first;
    int i;

    for (i = 0; i < g->size; i++)
        s->group_dead_ends[cell[i]] += GROUP_BLAME;
}

/* Revises each group whose cells lost digits since it was last revised.
 * Returns -1 on a contradiction, else how many cells lost digits. */
static int revise_groups(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    int word, changed = 0;

    for (word = 0; word < (p->groups + 31) / 32; word++) {
        uint32_t stale = b->stale_groups[word];
        b->stale_groups[word] = 0;
        for (; stale; stale &= stale - 1) {
            const Group *g = &p->group[32 * word + lowest_cell(stale)];
            int found;
            if (g >= p->group + p->groups)
                break;                   /* the bits past the last group */
            found = REVISE_GROUP[g->kind](s, b, g);
            if (found < 0) {
                blame_group(s, g);
                return -1;
            }
            changed += found;
        }
    }
    return changed;
}
#endif /* CARRY_MORE_RULES */

#endif /* CARRY_VARIANTS */

/* Removes digit d from the places of region reg in mask.  Returns 0 on a
 * contradiction. */
static int clear_places(Search *s, Board *b, int reg, int d, uint32_t mask)
{
    const short *cell = s->rules->puzzle->region[reg];

    for (; mask; mask &= mask - 1)
        if (!eliminate(s, b, cell[lowest_cell(mask)], 1u << (d - 1)))
            return 0;
    return 1;
}

/* Hidden pairs in region reg: two digits left with the same two places
 * keep those cells to themselves.  (Naked pairs, their mirror image, cost
 * more than they saved on every set measured.)  Returns -1 on a
 * contradiction, else how many cells changed. */
static int lock_pairs(Search *s, Board *b, int reg)
{
    const Rules *k = s->rules;
    const short *cell = k->puzzle->region[reg];
    uint32_t open = k->all & ~b->placed[reg], pairs = 0, two, rest;
    int changed = 0;

    for (two = open; two; two &= two - 1) {
        uint32_t where = b->places[reg][first_digit(two) - 1];
        uint32_t rest = where & (where - 1);
        if (rest != 0 && (rest & (rest - 1)) == 0)     /* two places */
            pairs |= two & (0u - two);
    }
    for (; pairs; pairs &= pairs - 1) {
        int d = first_digit(pairs);
        uint32_t where = b->places[reg][d - 1];
        for (rest = pairs & (pairs - 1); rest; rest &= rest - 1) {
            int e = first_digit(rest);
            uint32_t both = 1u << (d - 1) | 1u << (e - 1);
            if (b->places[reg][e - 1] != where)
                continue;
            for (two = where; two; two &= two - 1) {
                int at = cell[lowest_cell(two)];
                if (b->cands[at] & ~both) {
                    if (!eliminate(s, b, at, ~both))
                        return -1;
                    changed++;
                }
            }
        }
    }
    return changed;
}

/* Hidden pairs in every region whose places changed since the
 * last look.  Returns -1 on a contradiction, else how many cells changed
 * (stopping at the first region that changed any). */
static int lock_all_pairs(Search *s, Board *b)
{
    int reg, found = 0;

    for (reg = 0; reg < s->rules->regions && found == 0; reg++) {
        uint32_t bit = 1u << (reg & 31);
        if (!(b->unpaired[reg >> 5] & bit))
            continue;
        b->unpaired[reg >> 5] &= ~bit;
        found = lock_pairs(s, b, reg);
    }
    return found;
}

/* Locked candidates: a digit whose places in one region all lie where it
 * meets another leaves the rest of the other.  Only digits that lost
 * places in a region since the last call are looked at, over the
 * intersections of that region that hold all their places.  Returns -1
 * on a contradiction, else how many digits moved. */
static int lock_intersections(Search *s, Board *b)
{
    const Rules *k = s->rules;
    int reg, changed = 0;

    for (reg = 0; reg < k->regions; reg++) {
        uint32_t moved = b->moved[reg] & ~b->placed[reg];
        if (b->moved[reg])        /* places lost: look for pairs again */
            b->unpaired[reg >> 5] |= 1u << (reg & 31);
        b->moved[reg] = 0;
        for (; moved; moved &= moved - 1) {
            int d = first_digit(moved);
            uint32_t where = b->places[reg][d - 1], across = where ? ~0u : 0;
            for (; where && across; where &= where - 1)
                across &= k->crossings_at[reg][lowest_cell(where)];
            for (; across; across &= across - 1) {
                int i = k->crossings_from[reg] + lowest_cell(across);
                int last = across >> 31 ? k->crossings_from[reg + 1] : i + 1;
                for (; i < last; i++) {
                    const Crossing *x = &k->crossing[i];
                    uint32_t rest = b->places[x->other][d - 1] & ~x->in_other;
                    if ((b->places[reg][d - 1] & ~x->in_mine) || rest == 0
                        || (b->placed[x->other] & 1u << (d - 1)))
                        continue;
                    if (!clear_places(s, b, x->other, d, rest))
                        return -1;
                    changed++;
                }
            }
        }
    }
    return changed;
}

#if CARRY_VARIANTS
/* The sorts of row past regions, as the search revises them when its
 * queue of placements runs dry: in this order, each only when those
 * before it moved nothing (relations are the cheapest), a sort with no
 * rows at once.  How a given grid is judged against each sort is its row
 * of ROWS_KEPT (general_rules.c). */
static int (*const REVISE_SORT[])(Search *s, Board *b) = {
    revise_relations, revise_cages
#if CARRY_MORE_RULES
    , revise_groups
#endif
};
#endif

/* Applies every rule until nothing more follows (but hidden pairs in the
 * proof of a best score, where they cost more than they save: Luogu
 * P1074's slowest sweep grid took 10% fewer instructions without them).
 * Returns 0 on a contradiction. */
static int propagate_board(Search *s, Board *b)
{
    for (;;) {
        int changed = 0;
        if (!place_queued(s, b))
            return 0;
#if CARRY_VARIANTS
        {                                /* until one moves something */
            int sort;
            for (sort = 0; changed == 0 && sort < (int)(sizeof REVISE_SORT
                                                / sizeof REVISE_SORT[0]); sort++)
                changed = REVISE_SORT[sort](s, b);
        }
#endif
        if (b->open == 0)
            return changed == 0;
        if (changed == 0)
            changed = lock_intersections(s, b);
        if (changed == 0 && s->queued == 0 && !s->proving)
            changed = lock_all_pairs(s, b);
        if (changed < 0)
            return 0;
        if (changed == 0 && s->queued == 0)
            return 1;
    }
}
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/best_score.c - Luogu P1074's best score: cell weights and the bounds
 * that prune the search for the highest-scoring solution.
 * Calls: tables.c, general_rules.c, general_propagate.c.
 */

#if CARRY_GENERAL_ENGINE
/* ---- Luogu P1074's best score ---- */

#if CARRY_BEST_SCORE
/* Luogu P1074's weight of a cell of a 9x9 board: 6 on the rim, one more
 * for each ring inward, 10 at the centre. */
static int cell_weight(int cell)
{
    int row = cell / 9, col = cell % 9, ring = row;

    if (col < ring)
        ring = col;
    if (8 - row < ring)
        ring = 8 - row;
    if (8 - col < ring)
        ring = 8 - col;
    return 6 + ring;
}

/* The score of a full grid is 6 times its 405, plus the digits inside the
 * rim, inside ring 1, inside ring 2 and at the centre (each ring inward
 * adds one to its cells' weight).  Inside the rim is 405 less the rim's
 * two rows and two columns (180) plus the four corners they counted
 * twice; inside ring 1 is ring 2 (the 16 cells two in from the rim) and
 * the centre box, 45; inside ring 2 is the centre box, 45.  So the score
 * is SCORE_BASE plus the digits of 21 cells: the corners, ring 2 and the
 * centre.  The bound works on these alone, where the rings' weights would
 * hide them among 81 cells. */
enum { SCORE_BASE = 6 * 405 + 225 + 45 + 45 };

/* Guesses of search_best()'s first, short searches. */
enum { SCORE_DIVES = 5000 };

/* The cells that decide the score: the corners, ring 2 and the centre. */
static const unsigned char DECIDING_CELLS[21] = {
    0, 8, 20, 21, 22, 23, 24, 29, 33, 38, 40, 42, 47, 51,
    56, 57, 58, 59, 60, 72, 80,
};

/* The open deciding cell with the fewest digits for its weight (the dead
 * ends met in its regions, dead_ends_around(): the proof's dead ends are
 * mostly the bound's, so this draws the search to the cells that prune;
 * the first from from, of 21), or when all those are placed, the first
 * open cell with the fewest digits: the highest digit is tried first, so
 * good scores come early and the bound prunes more. */
static int deciding_open(const Search *s, const Board *b, int from)
{
    unsigned long best_count = 1, best_weight = 0;
    int i, cell, best = -1, count = MAX_SIDE + 1;

    for (i = 0; i < 21; i++) {
        unsigned long open, weight;
        cell = DECIDING_CELLS[(from + i) % 21];
        if (b->value[cell])
            continue;
        open = (unsigned long)count_digits(b->cands[cell]);
        weight = dead_ends_around(s, cell);
        if (open * best_weight < best_count * weight) {
            best = cell;
            best_count = open;
            best_weight = weight;
        }
    }
    if (best >= 0)
        return best;
    for (cell = 0; cell < 81; cell++)    /* every deciding cell is placed */
        if (!b->value[cell] && count_digits(b->cands[cell]) < count) {
            count = count_digits(b->cands[cell]);
            best = cell;
        }
    return best;
}

/* The score of a solved 9x9 grid. */
static long grid_score(const unsigned char *value)
{
    long total = 0;
    int cell;

    for (cell = 0; cell < 81; cell++)
        total += (long)cell_weight(cell) * value[cell];
    return total;
}

/* Groups of deciding cells that each lie in one row, column or box, so
 * that their digits differ; each ends with -1. */
enum { SCORE_GROUP_COUNT = 23 };
static const signed char SCORE_GROUPS[SCORE_GROUP_COUNT][6] = {
    {0, 8, -1}, {20, 21, 22, 23, 24, -1}, {29, 33, -1},       /* rows */
    {38, 40, 42, -1}, {47, 51, -1}, {56, 57, 58, 59, 60, -1}, {72, 80, -1},
    {0, 72, -1}, {20, 29, 38, 47, 56, -1}, {21, 57, -1},      /* columns */
    {22, 40, 58, -1}, {23, 59, -1}, {24, 33, 42, 51, 60, -1}, {8, 80, -1},
    {29, 38, 47, -1}, {33, 42, 51, -1}, {40, -1},             /* boxes */
    {21, 22, 23, -1}, {57, 58, 59, -1}, {0, 20, -1}, {8, 24, -1},
    {56, 72, -1}, {60, 80, -1},
};

/* Ways to split the 21 deciding cells into SCORE_GROUPS: by rows, by
 * columns, by the lines of ring 2 and the boxes across them (twice,
 * turned), by boxes; then, for the proof only (SCORE_PROOF_WAYS), the
 * first four with the corners paired the other way (by columns where
 * they were by rows, and back).  The short searches take the first five:
 * with all nine their first scores come later (Luogu P1074's grid of 3
 * givens, seed 21: 161,320 guesses became 567,915).  Each ends with -1. */
enum { SCORE_DIVE_WAYS = 5, SCORE_PROOF_WAYS = 9 };
static const signed char SCORE_WAYS[SCORE_PROOF_WAYS][10] = {
    {0, 1, 2, 3, 4, 5, 6, -1},
    {7, 8, 9, 10, 11, 12, 13, -1},
    {1, 5, 14, 15, 16, 0, 6, -1},
    {8, 12, 17, 18, 16, 7, 13, -1},
    {19, 17, 20, 14, 16, 15, 21, 18, 22, -1},
    {7, 1, 2, 3, 4, 5, 13, -1},
    {0, 8, 9, 10, 11, 12, 6, -1},
    {1, 5, 14, 15, 16, 7, 13, -1},
    {8, 12, 17, 18, 16, 0, 6, -1},
};

/* Gives digit d a cell among the count cells with masks cands, moving
 * the digits already given (holder[i], 0 for none) where they can go. */
static int match_digit(const uint32_t *cands, int count, int *holder,
                       int d, uint32_t *tried)
{
    int i;

    for (i = 0; i < count; i++)
        if ((cands[i] >> (d - 1) & 1) && !(*tried >> i & 1)) {
            *tried |= 1u << i;
            if (!holder[i] || match_digit(cands, count, holder, holder[i], tried)) {
                holder[i] = d;
                return 1;
            }
        }
    return 0;
}

/* The best matchings of three to five cells met lately, by the cells'
 * masks (the search meets the same groups again and again): the key, and
 * the sum with each cell's digit in four bits above it. */
enum { MATCHING_MEMO = 4096 };
static struct { uint32_t key[2], found; } matching_memo[MATCHING_MEMO];

/* Packs the masks of up to five cells into key, three a word, then extra
 * (below 512) and their count in the second, and returns key's slot in a
 * memo of 4,096 (MATCHING_MEMO, PRUNE_MEMO). */
static inline int group_key(const uint32_t *cands, int count, uint32_t extra,
                            uint32_t *key)
{
    int i;

    key[0] = key[1] = 0;
    for (i = 0; i < count; i++)
        key[i / 3] |= (cands[i] & 0x1FF) << 9 * (i % 3);
    key[1] |= extra << 18 | (uint32_t)count << 27;
    return (int)((key[0] * 2654435761u ^ key[1]) * 2654435761u >> 20);
}

/* The most count cells with masks cands could add when their digits
 * differ: a matching of cells to digits, found greedily from 9 down.
 * holder[i] gets cell i's digit in that matching (0 for none). */
static long matching_bound(const uint32_t *cands, int count, int *holder)
{
    uint32_t any = 0, found, key[2];
    int matched = 0, d, i, slot;
    long sum = 0;

    if (count <= 2) {                  /* the most of each, or a swap */
        if (count == 0)
            return 0;
        holder[0] = last_digit(cands[0]);
        if (count == 1)
            return holder[0];
        holder[1] = last_digit(cands[1]);
        if (holder[0] == holder[1] && holder[0] != 0) {  /* 0: no digit */
            d = last_digit((cands[0] | cands[1]) & ~(1u << (holder[0] - 1)));
            if (d && (cands[1] >> (d - 1) & 1))
                holder[1] = d;
            else
                holder[0] = d;         /* d is cell 0's, or neither has one */
        }
        return holder[0] + holder[1];
    }
    slot = group_key(cands, count, 0, key);
    if (matching_memo[slot].key[0] == key[0]
        && matching_memo[slot].key[1] == key[1]) {
        found = matching_memo[slot].found;
        for (i = 0; i < count; i++)
            holder[i] = (int)(found >> (6 + 4 * i) & 15);
        return (long)(found & 63);
    }
    for (i = 0; i < count; i++) {
        any |= cands[i];
        holder[i] = 0;
    }
    for (d = 9; d > 0 && matched < count; d--) {
        uint32_t tried = 0;
        if ((any >> (d - 1) & 1) && match_digit(cands, count, holder, d, &tried)) {
            sum += d;
            matched++;
        }
    }
    found = (uint32_t)sum;
    for (i = 0; i < count; i++)
        found |= (uint32_t)holder[i] << (6 + 4 * i);
    matching_memo[slot].key[0] = key[0];
    matching_memo[slot].key[1] = key[1];
    matching_memo[slot].found = found;
    return sum;
}

/* The open cells of a group, with their masks.  Returns how many. */
static int open_in_group(const Board *b, const signed char *group,
                         int *cells, uint32_t *cands)
{
    int count = 0;

    for (; *group >= 0; group++)
        if (!b->value[*group]) {
            cells[count] = *group;
            cands[count++] = b->cands[*group];
        }
    return count;
}

/* What prune_by_score() last saw at a level of the search: each deciding
 * cell (its digits, or 512 plus the digit placed), the most each group's
 * open cells could add then, and the least each was last pruned to. */
typedef struct ScoreSeen {
    uint32_t cells[21];
    long most[SCORE_GROUP_COUNT];
    long need[SCORE_GROUP_COUNT];
} ScoreSeen;

/* The groups with a deciding cell that changed since seen was taken
 * (bit g for SCORE_GROUPS[g]); seen takes the cells as they are now. */
static uint32_t changed_groups(const Board *b, ScoreSeen *seen)
{
    static uint32_t groups_of[21];       /* [i]: the groups holding cell i */
    static int known;
    const signed char *in;
    uint32_t changed = 0;
    int i, g;

    for (g = 0; !known && g < SCORE_GROUP_COUNT; g++)
        for (in = SCORE_GROUPS[g]; *in >= 0; in++)
            for (i = 0; i < 21; i++)
                if (DECIDING_CELLS[i] == *in)
                    groups_of[i] |= 1u << g;
    known = 1;
    for (i = 0; i < 21; i++) {
        int cell = DECIDING_CELLS[i];
        uint32_t now = b->value[cell] ? 512u + b->value[cell] : b->cands[cell];
        if (now != seen->cells[i]) {
            seen->cells[i] = now;
            changed |= groups_of[i];
        }
    }
    return changed;
}

/* The most a completion of b could score (Luogu P1074) by each of the
 * first count ways of SCORE_WAYS: SCORE_BASE, the deciding cells placed,
 * and the sum of the most its groups' open cells could add (each way a
 * bound by itself), worked out anew for the changed groups and kept in
 * seen->most. */
static void way_bounds(const Board *b, ScoreSeen *seen, uint32_t changed,
                       long *ways, int count)
{
    long placed = 0;
    int i, way, g, cells[5], holder[5];
    uint32_t cands[5];

    for (i = 0; i < 21; i++)
        placed += b->value[DECIDING_CELLS[i]];
    for (; changed; changed &= changed - 1) {
        g = lowest_cell(changed);
        seen->most[g] = matching_bound(cands, open_in_group(b, SCORE_GROUPS[g],
                                                            cells, cands), holder);
    }
    for (way = 0; way < count; way++) {
        ways[way] = SCORE_BASE + placed;
        for (g = 0; SCORE_WAYS[way][g] >= 0; g++)
            ways[way] += seen->most[SCORE_WAYS[way][g]];
    }
}

/* Writes to costly[i] the digits of the count cells with masks cands
 * that leave the cells less than need: d in cell i leaves d and the most
 * the others make without d, which is their most when their best
 * matching does without d. */
static void costly_digits(const uint32_t *cands, int count, long need,
                          uint32_t *costly)
{
    int i, j, d, holder[4];
    uint32_t rest[4], others_used;

    for (i = 0; i < count; i++) {
        long others_best;              /* the others' most, d or not */
        uint32_t mine;
        costly[i] = 0;
        for (j = 0; j < count - 1; j++)
            rest[j] = cands[j < i ? j : j + 1];
        others_best = matching_bound(rest, count - 1, holder);
        if (others_best >= need)
            continue;                  /* no digit leaves less (they lose
                                          d at most for d) */
        for (others_used = 0, j = 0; j < count - 1; j++)
            others_used |= 1u << holder[j] >> 1;    /* none for 0 */
        for (mine = cands[i]; mine; mine &= mine - 1) {
            uint32_t bit = mine & (0u - mine);
            d = first_digit(bit);
            if (d + others_best >= need) {
                if (!(others_used & bit))
                    continue;          /* their best does without d */
                for (j = 0; j < count - 1; j++)
                    rest[j] = cands[j < i ? j : j + 1] & ~bit;
                if (d + matching_bound(rest, count - 1, holder) >= need)
                    continue;
            }
            costly[i] |= bit;
        }
    }
}

/* The costly digits of groups met lately (the search meets the same
 * masks and need again and again: nine calls in ten): the masks, their
 * count and the need as the key, and the digits, nine bits a cell. */
enum { PRUNE_MEMO = 4096 };
static struct { uint32_t key[2], costly[2]; } prune_memo[PRUNE_MEMO];

/* costly_digits() of up to five cells and a need below 512, remembered in
 * prune_memo. */
static void remembered_costly(const uint32_t *cands, int count, long need,
                              uint32_t *costly)
{
    uint32_t key[2];
    int i, slot;

    slot = group_key(cands, count, (uint32_t)need, key);
    if (prune_memo[slot].key[0] == key[0] && prune_memo[slot].key[1] == key[1]) {
        for (i = 0; i < count; i++)
            costly[i] = prune_memo[slot].costly[i / 3] >> 9 * (i % 3) & 0x1FF;
        return;
    }
    costly_digits(cands, count, need, costly);
    prune_memo[slot].key[0] = key[0];
    prune_memo[slot].key[1] = key[1];
    prune_memo[slot].costly[0] = prune_memo[slot].costly[1] = 0;
    for (i = 0; i < count; i++)
        prune_memo[slot].costly[i / 3] |= costly[i] << 9 * (i % 3);
}

/* Takes from group g's open cells the digits that leave the group less
 * than need (remembered_costly()).  Returns 0 on a contradiction, else 1
 * (*changed set when a digit went). */
static int prune_group(Search *s, Board *b, int g, long need, int *changed)
{
    int cells[5], count, i;
    uint32_t cands[5], costly[5], mine;

    count = open_in_group(b, SCORE_GROUPS[g], cells, cands);
    remembered_costly(cands, count, need, costly);
    for (i = 0; i < count; i++)
        for (mine = costly[i]; mine; mine &= mine - 1) {
            uint32_t bit = mine & (0u - mine);
            if (!(b->cands[cells[i]] & bit))
                continue;              /* gone since */
            if (!eliminate(s, b, cells[i], bit))
                return 0;
            *changed = 1;
        }
    return 1;
}

/* Prunes b by the best score so far: returns 0 when some way of
 * SCORE_WAYS cannot beat it.  Else takes from each group the digits that
 * cost more points than the tightest way through it has to spare (setting
 * *changed), and returns 0 when that leaves a contradiction.  seen: what
 * the last call at this level saw (a group whose cells and need are as
 * they were then has nothing left to take). */
static int prune_by_score(Search *s, Board *b, ScoreSeen *seen, int *changed)
{
    long slack[SCORE_GROUP_COUNT], ways[SCORE_PROOF_WAYS];
    uint32_t moved = changed_groups(b, seen);
    int count = s->proving ? SCORE_PROOF_WAYS : SCORE_DIVE_WAYS, way, g, i;

    way_bounds(b, seen, moved, ways, count);
    for (g = 0; g < SCORE_GROUP_COUNT; g++)
        slack[g] = LONG_MAX;
    for (way = 0; way < count; way++) {
        if (ways[way] <= s->best_score)
            return 0;
        for (i = 0; (g = SCORE_WAYS[way][i]) >= 0; i++)
            if (ways[way] - s->best_score - 1 < slack[g])
                slack[g] = ways[way] - s->best_score - 1;
    }
    for (g = 0; g < SCORE_GROUP_COUNT; g++) {  /* the least each must make */
        long need = seen->most[g] - slack[g];
        if (moved >> g & 1)
            seen->need[g] = 0;       /* pruned to nothing on these cells */
        if (need <= 0 || (need == seen->need[g] && !*changed))
            continue;                /* (a group before may have moved it) */
        seen->need[g] = need;
        if (!prune_group(s, b, g, need, changed))
            return 0;
    }
    return 1;
}
#endif /* CARRY_BEST_SCORE */
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/general_search.c - the general engine's search: the branching choice,
 * restarts, the best-score search, start_search().
 * Calls: general_rules.c, general_propagate.c, best_score.c.
 */

#if CARRY_GENERAL_ENGINE
/* The next number of a xorshift sequence (never 0 from a state not 0). */
static uint32_t next_xorshift(uint32_t x)
{
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return x;
}

/* One of the digits of a non-empty mask, picked by pick. */
static int some_digit(uint32_t mask, uint32_t pick)
{
    int k = (int)(pick % (uint32_t)count_digits(mask));

    while (k-- > 0)
        mask &= mask - 1;
    return first_digit(mask);
}

#if CARRY_MORE_RULES
/* Whether p's rules order or link digits beyond "differ" (thermometers,
 * dots, sums, cells of limited digits): there a digit's two places in a
 * region pay as a guess ("I want to break free", ISS's thermometers,
 * counted to two: 455,310 guesses without, 28,191 with); under anti-knight
 * and non-consecutive alone they cost more than they save. */
static int orders_digits(const Puzzle *p)
{
    int i;

    if (p->groups || p->restricted)
        return 1;
    for (i = 0; i < p->relations; i++)
        if (p->relation[i].kind != DIFFER && p->relation[i].kind != NOT_CONSECUTIVE)
            return 1;
    return 0;
}

/* Whether restarts (search_in_runs()) pay for a first solution of p.
 * They do for regions and cages; among the rules between cells, for sums
 * alone (little killers, arrows, sandwiches: no relation, no cell of
 * limited digits), whose heavy tail they cut: ISS's LITTLE_KILLER_SNIPES
 * number 10, 2,992,247 guesses in one search, 90,213 in runs; the
 * sandwich puzzle of ISS's examples 1,465,987 -> 51,334.  Thermometers,
 * renban, whispers, dots and the like, where hard puzzles need deep
 * proofs, take one search: in runs HARD_THERMOS took 8.7M guesses to its
 * first solutions where one search takes 39,707. */
static int restarts_pay(const Puzzle *p)
{
    int g;

    if (!has_relations(p))
        return 1;
    if (p->relations || p->restricted)
        return 0;
    for (g = 0; g < p->groups; g++)
        if (p->group[g].kind != GROUP_SUM && p->group[g].kind != GROUP_SANDWICH)
            return 0;
    return 1;
}

/* Whether p's guesses weigh the digit most often refuted (hot_digit()):
 * where rules order or link digits and one search runs (not for sums
 * alone: ISS's "Hailstone - little killer" took 17,838 guesses to its
 * first solution, 620,581 with the weight). */
static int hot_digits_pay(const Puzzle *p)
{
    return orders_digits(p) && !restarts_pay(p);
}

/* Starts each cell's group weight at the sizes of the groups it lies in,
 * so that the first guesses go where the lines and sums are: the
 * constraint-degree start of dom/wdeg, weighted by size (ISS weighs its
 * cells by their constraints' sizes too). */
static void weigh_groups(Search *s, const Puzzle *p)
{
    int g, i;

    for (g = 0; g < p->groups; g++)
        for (i = 0; i < p->group[g].size; i++)
            s->group_dead_ends[p->group_cells[p->group[g].first + i]]
                += (unsigned long)p->group[g].size;
}

/* A digit with two places left in a region is a choice of two, like a
 * cell of two digits: where one beats the cell chosen (*count digits,
 * *weight dead ends around it), returns the place of the two with more
 * dead ends around it and sets *count, *weight and *digit; else -1. */
static int two_places_guess(const Search *s, const Board *b,
                            unsigned long *count, unsigned long *weight,
                            int *digit)
{
    const Puzzle *p = s->rules->puzzle;
    int reg, d, best = -1;

    for (reg = 0; reg < p->regions; reg++)
        for (d = 0; d < p->side; d++) {
            uint32_t at = b->places[reg][d];
            unsigned long one, two, most;
            if ((b->placed[reg] >> d & 1) || count_digits(at) != 2)
                continue;
            one = dead_ends_around(s, p->region[reg][lowest_cell(at)]);
            two = dead_ends_around(s, p->region[reg][lowest_cell(at & (at - 1))]);
            most = one > two ? one : two;
            if (2 * *weight < *count * most) {
                best = p->region[reg][lowest_cell(one >= two ? at : at & (at - 1))];
                *count = 2;
                *weight = most;
                *digit = d + 1;
            }
        }
    return best;
}

/* The digit whose guesses were refuted at once most often, as a bit,
 * when it stands out (refuted once per digit of the board or more, and
 * more than half as often again as the digit refuted least), with its
 * count in *bonus, the weight a cell that may hold it gains; else 0.
 * ISS's candidate selector favours the cells of its most conflicting
 * value so (by a fifth of its count there, against scores that decay):
 * the guesses go where the puzzle's crux is.  Counted to two,
 * HARD_RENBAN took 319,836 guesses without, 117,967 with. */
static uint32_t hot_digit(const Search *s, unsigned long *bonus)
{
    unsigned long most = 0, least = ~0ul;
    int d, side = s->rules->puzzle->side, hot = 0;

    for (d = 0; d < side; d++) {
        unsigned long n = s->digit_dead_ends[d];
        if (n > most) {
            most = n;
            hot = d;
        }
        if (n && n < least)
            least = n;
    }
    *bonus = most;
    if (most < (unsigned long)side || 2 * most <= 3 * least)
        return 0;
    return 1u << hot;
}
#endif

/* Chooses the guess: the first open cell and its lowest digit for
 * GOAL_SMALLEST; else the open cell with the fewest digits for its weight
 * (dom/wdeg: a region where the search keeps failing draws the guesses to
 * it, which is what tames the heavy tail of large boards; Boussemart,
 * Hemery, Lecoutre and Sais 2004), its lowest digit first, or one at
 * random on a restart (for GOAL_MAX_SCORE, a deciding cell and its
 * highest digit).  Returns the cell, with the digit in *digit. */
static int choose_guess(Search *s, const Board *b, int *digit)
{
    int cells = s->rules->cells, best = -1, i, cell;
    unsigned long best_count = 1, best_weight = 0;
#if CARRY_MORE_RULES
    unsigned long bonus = 0;
    uint32_t hot = s->hot_digits ? hot_digit(s, &bonus) : 0;
#endif
    int from = s->random ? (int)((s->random = next_xorshift(s->random))
                                 % (uint32_t)cells) : 0;

#if CARRY_BEST_SCORE
    if (s->goal == GOAL_MAX_SCORE) {
        best = deciding_open(s, b, from);
        *digit = last_digit(b->cands[best]);
        return best;
    }
#endif
    for (i = 0; i < cells; i++) {
        unsigned long count, weight;
        cell = from + i < cells ? from + i : from + i - cells;
        if (b->value[cell])
            continue;
        if (s->goal == GOAL_SMALLEST) {
            *digit = first_digit(b->cands[cell]);
            return cell;
        }
        count = (unsigned long)count_digits(b->cands[cell]);
        weight = dead_ends_around(s, cell);
#if CARRY_MORE_RULES
        if (b->cands[cell] & hot)
            weight += bonus;
#endif
        if (count * best_weight < best_count * weight) {  /* a lower ratio */
            best = cell;
            best_count = count;
            best_weight = weight;
        }
    }
    *digit = first_digit(b->cands[best]);
    if (s->random)
        *digit = some_digit(b->cands[best], s->random >> 8);
#if CARRY_MORE_RULES
    if (best_count > 2 && !s->random && s->two_places) {
        int place = two_places_guess(s, b, &best_count, &best_weight, digit);
        if (place >= 0)
            best = place;
    }
#endif
    return best;
}

/* Records the solved board b.  Returns 1 when the search may stop. */
static int board_solved(Search *s, const Board *b)
{
    s->solutions++;
#if CARRY_BEST_SCORE
    if (s->goal == GOAL_MAX_SCORE) {
        long score = grid_score(b->value);
        if (score > s->best_score)
            s->best_score = score;
        return 0;
    }
#endif
    if (s->goal == GOAL_ALL) {
        if (!s->sink(s->sink_context, b->value))
            s->stopped = 1;
        return s->stopped || s->solutions >= s->limit;
    }
    if (s->solutions == 1 && s->first)
        memcpy(s->first, b->value, (size_t)s->rules->cells);
    return s->solutions >= s->limit;
}

/* Copies the parts of board from that a puzzle of k's size uses. */
static void copy_board(Board *to, const Board *from, const Rules *k)
{
    int regions = k->puzzle->regions, side = k->puzzle->side;

    to->open = from->open;
#if CARRY_MORE_RULES
    to->alike = from->alike;
#endif
    memcpy(to->cands, from->cands, sizeof from->cands[0] * (size_t)k->cells);
    memcpy(to->value, from->value, (size_t)k->cells);
    memcpy(to->placed, from->placed, sizeof from->placed[0] * (size_t)regions);
    memcpy(to->moved, from->moved, sizeof from->moved[0] * (size_t)regions);
    memcpy(to->unpaired, from->unpaired, sizeof from->unpaired);
    if (k->cages)
        memcpy(to->stale_cages, from->stale_cages,
               sizeof from->stale_cages[0] * (size_t)((k->cages + 31) / 32));
#if CARRY_MORE_RULES
    if (k->puzzle->groups)
        memcpy(to->stale_groups, from->stale_groups, sizeof from->stale_groups[0]
               * (size_t)((k->puzzle->groups + 31) / 32));
    if (k->puzzle->relations)
        memcpy(to->stale_cells, from->stale_cells, sizeof from->stale_cells[0]
               * (size_t)((k->cells + 31) / 32));
#endif
    if (side == MAX_SIDE)
        memcpy(to->places, from->places, sizeof from->places[0] * (size_t)regions);
    else {
        int reg;
        for (reg = 0; reg < regions; reg++)
            memcpy(to->places[reg], from->places[reg],
                   sizeof from->places[0][0] * (size_t)side);
    }
}

#if CARRY_MORE_RULES
/* The digits of a puzzle no rule tells apart (bit d - 1), for goal, less
 * those among the givens: regions and "differ" alone, no score. */
static uint32_t digits_alike(const Puzzle *p, enum Goal goal)
{
    uint32_t alike = (1u << p->side) - 1;
    int i;

    if (p->cages || p->groups || p->restricted || goal == GOAL_MAX_SCORE)
        return 0;
    for (i = 0; i < p->relations; i++)
        if (p->relation[i].kind != DIFFER)
            return 0;
    for (i = 0; i < p->side * p->side; i++)
        if (p->givens[i])
            alike &= ~(1u << (p->givens[i] - 1));
    return alike;
}

/* The digits to take from a cell after the guess of d there was searched
 * (s->solutions was before): d, and when d is alike and placed nowhere on
 * b, every other such digit, each of which would find there what d
 * found, the digits swapped: d's count below is counted for each.
 * Listing (GOAL_ALL) cannot count so: when d found solutions, d alone
 * leaves and is alike no more.  (The digit planes' rule_out_alike() says
 * more.)  Returns 0 when the count reached the limit. */
static uint32_t ruled_out(Search *s, Board *b, int d, long before)
{
    uint32_t digit = 1u << (d - 1), alike = b->alike;
    long found = s->solutions - before;
    int row;

    if (!(alike & digit))
        return digit;
    for (row = 0; row < s->rules->puzzle->side; row++)  /* every cell */
        alike &= ~b->placed[row];
    if (!(alike & digit))
        return digit;
    if (found && s->goal == GOAL_ALL) {
        b->alike &= ~digit;
        return digit;
    }
    b->alike = alike;                    /* the placed ones are apart */
    for (alike &= ~digit; found && alike; alike &= alike - 1)
        if (s->solutions < s->limit)
            s->solutions += found;
    if (s->solutions < s->limit)
        return b->alike;
    s->solutions = s->limit;
    return 0;
}
#endif

/* Counts the solutions below the board at level, keeping the first (or,
 * for GOAL_SMALLEST, the smallest).  Returns 1 when the search may stop. */
static int search_board(Search *s, int level)
{
    Board *b = &s->stack[level], *child = b + 1;
#if CARRY_MORE_RULES
    int fresh = 1;                       /* the guess just made not yet
                                            propagated */
#endif

#if CARRY_BEST_SCORE
    if (level == 0 && s->goal == GOAL_MAX_SCORE)   /* nothing seen yet */
        memset(s->seen[0].cells, 0xFF, sizeof s->seen[0].cells);
#endif
    for (;;) {
        int cell, d;
#if CARRY_MORE_RULES
        long solutions;
        uint32_t mask;
#endif

#if CARRY_MORE_RULES
        if (!propagate_board(s, b)) {
            if (fresh && level > 0)      /* the guess refuted at once */
                s->digit_dead_ends[s->guess_digit[level - 1] - 1]++;
            return 0;
        }
        fresh = 0;
#else
        if (!propagate_board(s, b))
            return 0;
#endif
        if (b->open == 0)
            return board_solved(s, b);
#if CARRY_BEST_SCORE
        if (s->goal == GOAL_MAX_SCORE) {
            int changed = 0;
            if (!prune_by_score(s, b, &s->seen[level], &changed))
                return 0;
            if (changed)
                continue;            /* settle what the digits' going moved */
        }
#endif
        if (++s->guesses > s->budget) {
            s->gave_up = 1;
#if CARRY_MORE_RULES
            s->held = level;
#endif
            return 1;
        }
        cell = choose_guess(s, b, &d);
        copy_board(child, b, s->rules);
#if CARRY_BEST_SCORE
        if (s->goal == GOAL_MAX_SCORE)
            s->seen[level + 1] = s->seen[level];
#endif
        s->queued = 0;
#if CARRY_MORE_RULES
        s->guess_cell[level] = (short)cell;
        s->guess_digit[level] = (unsigned char)d;
        solutions = s->solutions;
#endif
#if CARRY_MORE_RULES
        if (!place(s, child, cell, d))
            s->digit_dead_ends[d - 1]++;   /* the guess refuted at once */
        else if (search_board(s, level + 1))
            return 1;
#else
        if (place(s, child, cell, d) && search_board(s, level + 1))
            return 1;
#endif
        s->queued = 0;               /* b was settled before the guess */
#if CARRY_MORE_RULES
        if (!(mask = ruled_out(s, b, d, solutions)))
            return 1;                /* the count reached its limit */
        if (!eliminate(s, b, cell, mask))
#else
        if (!eliminate(s, b, cell, 1u << (d - 1)))
#endif
            return 0;
    }
}

/* Sets the board at level 0 to p's empty grid and places the givens.
 * Returns 0 on a contradiction. */
static int start_board(Search *s, const Puzzle *p)
{
    const Rules *k = s->rules;
    Board *b = &s->stack[0];
    int cell, reg, d;

    b->open = k->cells;
    for (cell = 0; cell < k->cells; cell++) {
        b->cands[cell] = k->all;
        b->value[cell] = 0;
    }
    memset(b->unpaired, 0xFF, sizeof b->unpaired);
    memset(b->stale_cages, 0xFF, sizeof b->stale_cages);
#if CARRY_MORE_RULES
    memset(b->stale_groups, 0xFF, sizeof b->stale_groups);
    memset(b->stale_cells, 0xFF, sizeof b->stale_cells);
#endif
    for (reg = 0; reg < p->regions; reg++) {
        b->placed[reg] = 0;
        b->moved[reg] = k->all;
        for (d = 0; d < p->side; d++)
            b->places[reg][d] = k->all;
    }
    for (cell = 0; cell < k->cells; cell++)
        if (p->givens[cell] && !place(s, b, cell, p->givens[cell]))
            return 0;
#if CARRY_MORE_RULES
    b->alike = digits_alike(p, s->goal);
    for (cell = 0; p->restricted && cell < k->cells; cell++)
        if (!eliminate(s, b, cell, ~p->allowed[cell]))
            return 0;
#endif
    return 1;
}

/* The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ...:
 * the budgets of restarts that are within a constant of the best fixed
 * budget whatever the run times' distribution (Luby, Sinclair, Zuckerman
 * 1993). */
static long luby(long i)
{
    long power = 1;

    for (;;) {
        while (power - 1 < i)            /* the smallest 2^k - 1 >= i */
            power *= 2;
        if (power - 1 == i)
            return power / 2;
        i -= power / 2 - 1;
        power = 1;
    }
}

/* Runs the search from p's givens in runs of growing budgets, each after
 * the first breaking ties at random, until a run ends within its budget
 * or the search has made most guesses.  Returns 1 when a run ended (the
 * search is complete), 0 when most ran out first. */
static int search_in_runs(Search *s, const Puzzle *p, long most)
{
    long run;

    if (!puzzle_givens_legal(p))
        return 1;
    s->queued = 0;
    if (!start_board(s, p) || !propagate_board(s, &s->stack[0]))
        return 1;
    copy_board(&s->settled, &s->stack[0], s->rules);
    for (run = 1; s->guesses < most; run++) {
        long budget = RESTART_BUDGET * luby(run);
        s->queued = 0;
        s->gave_up = 0;
        s->budget = budget > LONG_MAX / 2 ? LONG_MAX : s->guesses + budget;
        if (run > 1)
            copy_board(&s->stack[0], &s->settled, s->rules);
        search_board(s, 0);
        if (!s->gave_up)
            return 1;
        s->random = next_xorshift(s->random ? s->random : 2463534242u);
    }
    return 0;
}

#if CARRY_MORE_RULES
/* Goes on with the first run, held since its budget ran out at level
 * s->held: each level's guess taken back when the levels below it fail,
 * as search_board()'s loop would have.  Returns 1 when the search may
 * stop (or ran out again: s->gave_up), 0 when its tree is done. */
static int resume_first_run(Search *s)
{
    int level;

    for (level = s->held; level >= 0; level--) {
        Board *b = &s->stack[level];
        s->queued = 0;
        if (level < s->held      /* its guess found nothing: it goes */
            && !eliminate(s, b, s->guess_cell[level],
                          ruled_out(s, b, s->guess_digit[level], s->solutions)))
            continue;
        if (search_board(s, level))
            return 1;
    }
    return 0;
}

/* Trades the dead ends guesses are chosen by for those kept for the held
 * first run, so that neither steers the other. */
static void trade_dead_ends(Search *s)
{
    int i;

    for (i = 0; i < MAX_REGIONS; i++) {
        unsigned long mine = s->dead_ends[i];
        s->dead_ends[i] = s->held_dead_ends[i];
        s->held_dead_ends[i] = mine;
    }
    for (i = 0; i < s->rules->cells; i++) {
        unsigned long mine = s->group_dead_ends[i];
        s->group_dead_ends[i] = s->held_group_dead_ends[i];
        s->held_group_dead_ends[i] = mine;
    }
}

/* The first run's turn between two runs: budget more guesses, with its
 * own dead ends and no ties broken at random, as it began. */
static void first_run_turn(Search *s, int held, long budget)
{
    uint32_t random = s->random;

    s->gave_up = 0;
    s->held = held;
    s->budget = s->guesses + budget;
    s->random = 0;
    trade_dead_ends(s);
    resume_first_run(s);
    trade_dead_ends(s);
    s->random = random;
}

/* search_in_runs() to the end, with the first run never thrown away: it
 * is held on the stack below the others and, after each of them, goes on
 * for as many guesses as that one had.  Runs cut a heavy tail, but a
 * puzzle with no solution they prove again and again, at a cost that
 * grows with the log of its one search; so both together cost at most
 * about twice the better of the two (Sandwich snipe 18 with one clue
 * 15, no solution: 335,280 guesses in runs alone, 18,761 in one search,
 * 37,619 so; LITTLE_KILLER_SNIPES number 10: 90,213 in runs alone,
 * 2,992,247 in one search, 179,050 so).  The board needs at most as many
 * levels as it has cells, so the two fit the stack up to 17x17. */
static void runs_beside_first(Search *s, const Puzzle *p)
{
    long run;

    if (search_in_runs(s, p, s->guesses + 1))
        return;                          /* the first run was the search */
    memcpy(s->held_dead_ends, s->dead_ends, sizeof s->dead_ends);
    memcpy(s->held_group_dead_ends, s->group_dead_ends,
           sizeof s->group_dead_ends);
    for (run = 2;; run++) {
        int held = s->held;              /* its levels, 0 .. held, stay */
        long budget = RESTART_BUDGET * luby(run);
        s->queued = 0;
        s->gave_up = 0;
        s->budget = s->guesses + budget;
        copy_board(&s->stack[held + 1], &s->settled, s->rules);
        search_board(s, held + 1);
        if (!s->gave_up)
            return;
        first_run_turn(s, held, budget);
        if (!s->gave_up)
            return;
        s->random = next_xorshift(s->random);
    }
}
#endif /* CARRY_MORE_RULES */

/* Searches for one solution in runs of growing budgets: a run that strays
 * into a barren part of the tree (the heavy tail of quasigroup
 * completion) is cut short and the next starts elsewhere.  The budgets
 * are Luby's (luby()), so runs of any length come, and the search stays
 * complete. */
static void restarts(Search *s, const Puzzle *p)
{
#if CARRY_MORE_RULES
    if (2 * (s->rules->cells + 1) <= MAX_CELLS + 1) {
        runs_beside_first(s, p);
        return;
    }
#endif
    search_in_runs(s, p, LONG_MAX);
}

#if CARRY_BEST_SCORE
/* Finds the best score (Luogu P1074) in three searches: short ones under
 * Luby budgets (search_in_runs()), the deciding cells' highest digits first;
 * when they found no solution, a search for any, whose score is a first
 * bound; then the whole search, the proof, which the best score so far
 * prunes (by all the ways of SCORE_WAYS, without hidden pairs). */
static void search_best(Search *s, const Puzzle *p)
{
    unsigned char any[81];

    if (search_in_runs(s, p, SCORE_DIVES))
        return;                      /* the whole search within a dive */
    if (s->best_score < 0) {
        s->goal = GOAL_SOLVE;
        s->limit = 1;
        s->first = any;
        restarts(s, p);
        s->goal = GOAL_MAX_SCORE;
        s->first = NULL;
        if (!s->solutions)
            return;                  /* no solution at all */
        s->best_score = grid_score(any);
    }
    s->queued = 0;
    s->gave_up = 0;
    s->random = 0;
    s->budget = LONG_MAX;
    s->proving = 1;
    if (start_board(s, p))
        search_board(s, 0);
}
#endif

#if CARRY_MORE_RULES
/* Searches p, whose alike digits are two or more, in runs for one
 * solution, and counts it as two when s looks for two (alike_to_two()). */
static void solve_alike(Search *s, const Puzzle *p)
{
    long limit = s->limit;

    s->limit = 1;
    restarts(s, p);
    s->solutions *= limit;
    s->limit = limit;
}
#endif

/* Compiles p into s's table (unless it was compiled for the same regions
 * last) and readies s for a search of it.  Returns 0 when the table is too
 * large. */
static int start_search(Search *s, const Puzzle *p, long limit,
                        enum Goal goal)
{
    Rules *k = &s->table;

    if (!compiled_for(k, p) && !compile_rules(k, p))
        return 0;
    k->puzzle = p;
    if (k->cages || p->cages) {          /* this puzzle's cages */
        k->cages = p->cages;
        find_cages(k);
    }
#if CARRY_MORE_RULES
    find_groups(k);
    find_relations(k);
    find_pairs(k);
    if (p->groups && !k->peers_known)
        find_peers(k);
#endif
    memset(s, 0, offsetof(Search, queue_cell));  /* the search's own */
    s->rules = k;
    s->goal = goal;
    s->limit = goal == GOAL_SMALLEST ? 1 : limit < 1 ? 1 : limit;
    s->best_score = -1;
    s->budget = LONG_MAX;
#if CARRY_MORE_RULES
    s->two_places = orders_digits(p);
    s->hot_digits = hot_digits_pay(p);
    weigh_groups(s, p);
#endif
    return 1;
}
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/planes.c - digit planes, for boards up to 9x9 whose rules are regions
 * and cages: the layouts the regions are dealt into, placing and removing.
 * Calls: tables.c, general_rules.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
/* ---- boards up to 9x9 with any regions and cages: digit planes ---- */

/*
 * A board of up to 81 cells whose rules are regions and cages (jigsaw, X,
 * windoku, killer, 4x4 to 8x8) is solved faster as the 9x9 engine does it:
 * a set of cells per digit, the places it may take, changed a word at a
 * time.  The regions are dealt into layouts, each a family of regions that
 * share no cell (the rows; the columns; the boxes or jigsaw pieces; a
 * diagonal; the windows, with the five regions they imply).  A layout
 * numbers its cells region by region, nine bits a region (a "field"),
 * seven fields in a first 64-bit word and two in a second, and each
 * digit's places are kept in every layout: placing digit d in a cell takes
 * its peers from d's set in each layout at once (PlaneRules.peers), and
 * then one pass of bit arithmetic per layout and word finds each field
 * left with one place (a hidden single) or with none (a contradiction);
 * with SSE2 both words of a layout are screened at once first, and most
 * layouts need no closer look.  A cell holding a digit keeps it and
 * leaves the other digits' sets unchanged: the solved cells are masked
 * out as each set is read.  Naked singles are counted across the digits
 * in the rows' layout, which holds every cell.  Jigsaw pieces and windows
 * need locked candidates too (jigsaw takes ten times the guesses
 * without): a digit whose places in a region of one layout lie all in
 * one region of another leaves the rest of that other.  Between two
 * layouts that hold every cell, a table per region of one gives the
 * regions of the other that a set of its places lies in, so that which
 * regions meet which in d's places is a 9x9 matrix read in nine lookups,
 * and a row or column of it with one bit is a lock, found without a
 * branch; otherwise the set, cut to the first region, must lie within one
 * field in the other's layout.  A
 * digit whose places lost none since it was last looked at is passed over
 * by hidden singles and locked candidates (places only ever go, so the
 * sum of a set's words tells).  A killer cage's cells see
 * each other as a region's do; when singles stall, each cage with a cell
 * changed since the last look keeps the digits of the sets that can still
 * make its sum (the last two cells, digits that pair up to it), and a
 * digit every set needs with one cell left is placed.  A cage of one cell
 * is a given.  The search branches on a cell with two digits, the one with
 * most dead ends around it (met in its regions, dom/wdeg as the general
 * engine does, and its own guesses that failed at once), else (and
 * always on killers) on the fewest digits for those dead ends.  A batch
 * of jigsaw lines, each with its own pieces, deals the rows and columns
 * once.
 */

enum {
    PLANE_CELLS = 81,            /* cells of the largest board: 9x9 */
    PLANE_LAYOUTS = 6,           /* rows, columns, boxes, 2 diagonals,
                                    windows */
    FIELDS_IN_FIRST = 7,         /* fields of the first word: bits 0-62 */
    PLANE_PAIRS = 15             /* layout pairs with locked candidates:
                                    every two of six layouts */
};
#if CARRY_LOCKED_PLANES
enum { PLANE_LEFTOVERS = 48 };   /* pairs of sets the law of leftovers
                                    matches (planes_locked.c) */
#endif

/* A set of cells in one layout: bit 9 * field + place, fields 7 and 8 in
 * the second word. */
typedef struct CellSet {
    uint64_t word[2];
} CellSet;

/* Two layouts whose regions meet in two cells or more, for locked
 * candidates: each region of one as cells of the other. */
typedef struct LayoutPair {
    int first, second;                 /* the layouts */
    CellSet first_in_second[9];        /* [field of first]: its cells,
                                          numbered in second */
    CellSet second_in_first[9];        /* and the other way */
    CellSet shared_in_first;           /* the cells both hold, in first */
    CellSet shared_in_second;          /* and in second */
    unsigned short low_fields[9][32];  /* [field of second][its places
                                          0-4]: the fields of first they
                                          lie in */
    unsigned short high_fields[9][16]; /* the same, of its places 5-8 */
} LayoutPair;

#if CARRY_KILLER_PLANES
enum { PLANE_CAGES = 128 };      /* cages stated and derived, at most */

/* The cages of the puzzle on digit planes, apart from its layouts (a
 * batch of jigsaw puzzles compiles those anew for each). */
typedef struct PlaneCages {
    const Puzzle *puzzle;
    int stated;                        /* its cages of two cells or more, */
    int count;                         /*   then those the law of 45 */
                                       /*   derives (planes_killer.c) */
    short cage[PLANE_CAGES];           /* [c]: the puzzle's cage, or */
                                       /*   DERIVED, WHOLE_REGION or */
                                       /*   LOOSE_SUM */
    signed char derived_sum[PLANE_CAGES];  /* [c]: a derived one's sum */
    signed char cage_of[PLANE_CELLS];  /* the cell's stated one, -1 if none */
    CellSet cells[PLANE_CAGES][PLANE_LAYOUTS];  /* each one's, in each
                                                   layout */
    CellSet negated[PLANE_CAGES];      /* a loose sum's cells counted
                                          less, in the rows' layout */
    uint64_t loose[2];                 /* the loose sums, bit c for c */
    uint64_t derived_in[PLANE_CELLS][2];   /* [cell]: the derived ones
                                              it lies in, bit c for c */
} PlaneCages;

/* What PlaneCages.cage holds for a cage the law of 45 derives: a region
 * less the cages inside it, or the cells outside a region of the cages
 * across its border (planes_killer.c); or a whole region; or a loose
 * sum, whose cells may repeat a digit and some of which may count less
 * (the innies and outies of several regions). */
enum { DERIVED = -1, WHOLE_REGION = -2, LOOSE_SUM = -3 };
#endif

/* The layouts compiled from a puzzle's regions. */
typedef struct PlaneRules {
    int regions;                 /* the puzzle's regions compiled */
    int dealt;                   /* those and the regions they imply */
    short region[MAX_REGIONS][MAX_SIDE];  /* the puzzle's, then implied */
    int cells, side, layouts;
    /* fields to region_count: what start_from_lines() copies, a block */
    int fields[PLANE_LAYOUTS];                /* regions in each layout */
    short region_of_field[PLANE_LAYOUTS][9];  /* the puzzle's region */
    signed char bit_of[PLANE_LAYOUTS][PLANE_CELLS];  /* [l][cell], -1: none */
    unsigned char cell_at[PLANE_LAYOUTS][128];       /* [l][bit]: the cell */
    CellSet one[PLANE_CELLS][PLANE_LAYOUTS];    /* the cell itself */
    CellSet peers[PLANE_CELLS][PLANE_LAYOUTS];  /* the cells it sees */
    CellSet tops[PLANE_LAYOUTS];       /* bit 8 of each field in use */
    CellSet cells_of[PLANE_LAYOUTS];   /* every cell of each layout */
    unsigned char regions_of[PLANE_CELLS][MAX_CELL_REGIONS];
    unsigned char region_count[PLANE_CELLS];
    CellSet field_cells[9];            /* the bits of each field */
    LayoutPair pairs[PLANE_PAIRS];     /* where locked candidates pay */
    int pair_count;              /* of boards without cages */
#if CARRY_LOCKED_PLANES
    CellSet leftover[PLANE_LEFTOVERS][2][PLANE_LAYOUTS];  /* [i][side][l]:
                                          two sets of cells that hold the
                                          same digits, in each layout */
    int leftovers;
    int killer_pairs;            /* pair_count and, for killers, the
                                    boxes' pairs (planes_locked.c) */
#endif
#if CARRY_KILLER_PLANES
    int caged;                   /* the puzzle has cages (in cages) */
    PlaneCages cages;            /* kept out of what compiling writes */
#endif
} PlaneRules;

/* A position: each digit's places and the placed cells, in each layout. */
typedef struct PlaneBoard {
    CellSet places[9][PLANE_LAYOUTS];  /* [d - 1][l]: cells open to d */
    CellSet placed[9][PLANE_LAYOUTS];  /* [d - 1][l]: cells holding d */
    CellSet solved[PLANE_LAYOUTS];     /* cells holding a digit */
    unsigned char value[PLANE_CELLS];  /* digit placed, 0 if none */
    int open;                          /* cells with no digit */
    uint64_t singles_seen[9]; /* [d - 1]: the sum of the words of d's open
                                 places in the rows' layout when its hidden
                                 singles were last looked for, which falls
                                 whenever they lose one */
    uint64_t locked_seen[9];  /* the same, for locked candidates */
#if CARRY_MORE_RULES
    uint32_t alike;           /* digits (bit d - 1) no rule or given tells
                                 apart here: swapping two of them maps the
                                 position onto itself (interchangeable()) */
#endif
#if CARRY_KILLER_PLANES
    uint64_t cages_seen[10][2];  /* [d - 1]: d's places in the rows' layout,
                                    [9] the solved cells, when the cages
                                    were last revised */
    signed char cage_left[PLANE_CAGES];  /* what each cage's open cells
                                          must still sum to */
    signed char cage_open[PLANE_CAGES];  /* and how many they are */
    uint64_t loose_due[2];     /* the loose sums due, revised when the
                                  other cages change nothing */
    uint64_t exclude_due[2];   /* before the first guess: the cages whose
                                  needed digits wait to be excluded */
#endif
} PlaneBoard;

/* A search on digit planes, and what it keeps from one puzzle to the
 * next: it lives in a caller's Workspace. */
typedef struct PlaneSearch {
    const PlaneRules *rules;
    long limit, solutions, guesses;
    unsigned char *first;              /* the first solution, or NULL */
    SolutionSink sink;                 /* GOAL_ALL: where solutions go */
    void *sink_context;
    int stopped;                       /* the sink asked to stop */
#if CARRY_KILLER_PLANES
    int derived;                       /* the law of 45's cages are in */
    int deferring;                     /* exclude_or_defer() defers */
#endif
    unsigned long dead_ends[MAX_REGIONS];
    unsigned long failed_guesses[PLANE_CELLS];  /* [cell]: guesses there
                                                   whose board failed at
                                                   once */
#if CARRY_MORE_RULES
    int gave_up;                       /* the guesses ran past budget */
#endif
    /* kept from search to search: */
    PlaneRules table;                  /* compiled last, kept while puzzles
                                          share their regions */
#if CARRY_MORE_RULES
    long budget;                       /* guesses allowed; 0: any (set by
                                          the caller before each search) */
#endif
    PlaneBoard stack[PLANE_CELLS + 1]; /* one position a level */
} PlaneSearch;

/* The low 8 bits of every field of a word. */
static const uint64_t FIELD_LOWS[2] = {
    (uint64_t)0x3FDFEFF7u << 32 | 0xFBFDFEFFu, 0x1FEFFu
};

/* The lowest set bit (0..63) of a non-empty word. */
static inline int lowest_bit(uint64_t word)
{
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    return __builtin_ctzll(word);
#else
    uint32_t low = (uint32_t)word;

    return low ? lowest_cell(low) : 32 + lowest_cell((uint32_t)(word >> 32));
#endif
}

/* Puts cell into set at bit. */
static void add_bit(CellSet *set, int bit)
{
    set->word[bit >> 6] |= (uint64_t)1 << (bit & 63);
}

/* The bit of field's place pos. */
static int field_bit(int field, int pos)
{
    return field < FIELDS_IN_FIRST ? 9 * field + pos
                                   : 64 + 9 * (field - FIELDS_IN_FIRST) + pos;
}

/* Deals region reg of k into the first layout from layout from on that
 * it shares no cell with.  Returns 0 when there are more layouts than
 * PLANE_LAYOUTS or a cell lies in too many regions. */
static int deal_region(PlaneRules *k, int reg, int from)
{
    int l, pos;

    for (pos = 0; pos < k->side; pos++)
        if (k->region_count[k->region[reg][pos]] == MAX_CELL_REGIONS)
            return 0;
    for (l = from; l < k->layouts; l++) {
        for (pos = 0; pos < k->side && k->bit_of[l][k->region[reg][pos]] < 0; pos++)
            ;
        if (pos == k->side && k->fields[l] < 9)
            break;
    }
    if (l == PLANE_LAYOUTS)
        return 0;
    if (l == k->layouts)
        k->layouts++;
    k->region_of_field[l][k->fields[l]] = (short)reg;
    for (pos = 0; pos < k->side; pos++) {
        int cell = k->region[reg][pos], bit = field_bit(k->fields[l], pos);
        k->bit_of[l][cell] = (signed char)bit;
        k->cell_at[l][bit] = (unsigned char)cell;
        add_bit(&k->one[cell][l], bit);
        add_bit(&k->cells_of[l], bit);
        k->regions_of[cell][k->region_count[cell]++] = (unsigned char)reg;
    }
    add_bit(&k->tops[l], field_bit(k->fields[l], 8));
    k->fields[l]++;
    return 1;
}
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/planes_locked.c - locked candidates on digit planes (jigsaw pieces
 * and windows), and hidden singles by field.
 * Calls: general_rules.c, planes.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
#if CARRY_LOCKED_PLANES
/* The field of a layout's bit. */
static int field_of_bit(int bit)
{
    return bit < 64 ? bit / 9 : FIELDS_IN_FIRST + (bit - 64) / 9;
}

/* The shapes a region can take. */
enum Shape { RECTANGLE, DIAGONAL, PIECE };

/* The shape of region reg of k: a rectangle of cells (a row, a column, a
 * box, a window), a main diagonal, or else a jigsaw piece. */
static enum Shape shape_of(const PlaneRules *k, int reg)
{
    int side = k->side, top = side, bottom = 0, left = side, right = 0;
    int down = 1, up = 1, pos;

    for (pos = 0; pos < side; pos++) {
        int row = k->region[reg][pos] / side, col = k->region[reg][pos] % side;
        top = row < top ? row : top;
        bottom = row > bottom ? row : bottom;
        left = col < left ? col : left;
        right = col > right ? col : right;
        down &= row == col;
        up &= row + col == side - 1;
    }
    if ((bottom - top + 1) * (right - left + 1) == side)
        return RECTANGLE;
    return down || up ? DIAGONAL : PIECE;
}

/* Whether locked candidates pay between layout l and the others: it
 * holds a jigsaw piece, or windows (past the rows, columns and boxes of
 * layouts 0 to 2) and no diagonal; the rows and columns never do.  Box-line and diagonal-box cost the
 * planes more than they save (1,000 of 11+ as jigsaw lines of boxes
 * 535M -> 650M instructions; 1,000 generated X lines 267M -> 305M). */
static int is_extra_layout(const PlaneRules *k, int l)
{
    int field, pieces = 0, diagonals = 0;

    for (field = 0; l >= 2 && field < k->fields[l]; field++) {
        enum Shape shape = shape_of(k, k->region_of_field[l][field]);
        pieces += shape == PIECE;
        diagonals += shape == DIAGONAL;
    }
    return pieces > 0 || (l > 2 && diagonals == 0);
}

/* Writes to half the fields met by each set of n places (OR of met[] by
 * the places' bits), from the sets without a place to those with it. */
static void list_sets_met(unsigned short *half, const unsigned *met, int n)
{
    int pos, set;

    half[0] = 0;
#if CARRY_TOOLS
#ifdef SOLVER_SSE2
    if (n >= 3) {    /* the first three places' eight sets, then eight more
                        at a time */
        __m128i eight = _mm_setr_epi16(0, (short)met[0], (short)met[1],
                                       (short)(met[0] | met[1]), (short)met[2],
                                       (short)(met[2] | met[0]),
                                       (short)(met[2] | met[1]),
                                       (short)(met[2] | met[1] | met[0]));
        int from;
        _mm_storeu_si128((__m128i *)(void *)half, eight);
        for (pos = 3, from = 8; pos < n; pos++, from *= 2)
            for (set = 0; set < from; set += 8) {
                __m128i without = _mm_loadu_si128((const __m128i *)(const void *)(half + set));
                _mm_storeu_si128((__m128i *)(void *)(half + from + set),
                                 _mm_or_si128(without, _mm_set1_epi16((short)met[pos])));
            }
        return;
    }
#endif
#endif /* CARRY_TOOLS */
    for (pos = 0; pos < n; pos++)
        for (set = 0; set < 1 << pos; set++)   /* with pos, from those without */
            half[(1 << pos) + set] = (unsigned short)(half[set] | met[pos]);
}

/* Lists, for each set of places in field of pair's second layout, the
 * fields of its first that they lie in (in two halves, 5 and 4 places). */
static void list_fields_met(const PlaneRules *k, LayoutPair *pair, int field)
{
    unsigned met[9];             /* the field each place lies in, a bit */
    int pos;

    for (pos = 0; pos < 9; pos++) {
        int cell = k->cell_at[pair->second][field_bit(field, pos)];
        int bit = pos < k->side ? k->bit_of[pair->first][cell] : -1;
        met[pos] = bit < 0 ? 0 : 1u << field_of_bit(bit);
    }
    list_sets_met(pair->low_fields[field], met, 5);
    list_sets_met(pair->high_fields[field], met + 5, 4);
}

/* Notes layouts first and second as a pair for locked candidates when a
 * region of one meets a region of the other in two cells or more. */
static void pair_layouts(PlaneRules *k, int first, int second)
{
    LayoutPair *pair = &k->pairs[k->pair_count];
    int field, pos, most = 0, shared[9][9];

    if (k->pair_count == PLANE_PAIRS)
        return;
    memset(pair, 0, offsetof(LayoutPair, low_fields));
    memset(shared, 0, sizeof shared);
    pair->first = first;
    pair->second = second;
    for (field = 0; field < k->fields[first]; field++)
        for (pos = 0; pos < k->side; pos++) {
            int cell = k->region[k->region_of_field[first][field]][pos];
            int bit = k->bit_of[second][cell], other;
            if (bit < 0)
                continue;
            other = field_of_bit(bit);
            add_bit(&pair->first_in_second[field], bit);
            add_bit(&pair->second_in_first[other], k->bit_of[first][cell]);
            add_bit(&pair->shared_in_second, bit);
            add_bit(&pair->shared_in_first, k->bit_of[first][cell]);
            if (++shared[field][other] > most)
                most = shared[field][other];
        }
    for (field = 0; field < k->fields[second]; field++)
        list_fields_met(k, pair, field);
    if (most >= 2)
        k->pair_count++;
}

/* Pairs each layout is_extra_layout() picks (jigsaw pieces, windows)
 * with every other layout it meets in two cells or more; rows, columns,
 * boxes and diagonals among themselves are left out, but for killers
 * (killer_pairs, past pair_count): there the boxes' pairs with the others
 * cut the guesses, counting to two, on HS_KILLERS from 742 to 494, on
 * EXTREME_KILLERS from 44,073 to 40,072 and on TAREK_ALL from 27,477 to
 * 25,758 (0.22 s to 0.19 s); MATHEMAGIC_KILLERS took 2% more guesses
 * and 12% more time counting to two, 13% fewer and 7% less to its first
 * solutions. */
static void pair_for_locked(PlaneRules *k)
{
    int first, second, plain, extra[PLANE_LAYOUTS];

    for (first = 0; first < k->layouts; first++)
        extra[first] = is_extra_layout(k, first);
    for (first = 0; first < k->layouts; first++)
        for (second = 0; second < k->layouts; second++)
            if (first != second && extra[first]
                && (!extra[second] || second > first))
                pair_layouts(k, first, second);
    plain = k->pair_count;
    for (second = 0; k->layouts > 2 && !extra[2] && second < k->layouts; second++)
        if (second != 2 && !extra[second])
            pair_layouts(k, 2, second);
    k->killer_pairs = k->pair_count;
    k->pair_count = plain;
}

/* The law of leftovers (jigsaw puzzles): the first rows of a board, or
 * columns or boxes, hold each digit as many times as the pieces with more
 * than half their cells among them; so the cells of those rows outside
 * the pieces and the cells of the pieces outside the rows hold the same
 * digits (ISS's SameValuesIgnoreCount, js/solver/optimizer.js).  Below:
 * the pairs of such sets, each under nine cells, compiled from the
 * layouts of lines and boxes against the pieces' layouts. */

/* How many cells set holds. */
static int cells_in(const CellSet *set)
{
    int n = 0, w;

    for (w = 0; w < 2; w++) {
        uint64_t x = set->word[w];
        x -= x >> 1 & 0x5555555555555555u;
        x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
        n += (int)((x * 0x0101010101010101u) >> 56);
    }
    return n;
}

/* The cells of region reg of k, in the rows' layout. */
static CellSet region_cells(const PlaneRules *k, int reg)
{
    CellSet cells = {{0, 0}};
    int pos;

    for (pos = 0; pos < k->side; pos++)
        add_bit(&cells, k->bit_of[0][k->region[reg][pos]]);
    return cells;
}

/* Adds the pair a and b (the rows' layout) to k's leftovers, in every
 * layout, unless it is there already (either way round). */
static void add_leftover(PlaneRules *k, const CellSet *a, const CellSet *b)
{
    const CellSet *set[2];
    int i, side, l;

    for (i = 0; i < k->leftovers; i++)
        for (side = 0; side < 2; side++)
            if (memcmp(&k->leftover[i][side][0], a, sizeof *a) == 0
                && memcmp(&k->leftover[i][!side][0], b, sizeof *b) == 0)
                return;
    if (k->leftovers == PLANE_LEFTOVERS)
        return;
    set[0] = a, set[1] = b;
    memset(k->leftover[k->leftovers], 0, sizeof k->leftover[0]);
    for (side = 0; side < 2; side++)
        for (i = 0; i < 2; i++) {
            uint64_t at;
            for (at = set[side]->word[i]; at; at &= at - 1)
                for (l = 0; l < k->layouts; l++) {
                    const CellSet *one = &k->one[k->cell_at[0][64 * i + lowest_bit(at)]][l];
                    k->leftover[k->leftovers][side][l].word[0] |= one->word[0];
                    k->leftover[k->leftovers][side][l].word[1] |= one->word[1];
                }
        }
    k->leftovers++;
}

/* The leftovers of the fields of layout l taken in order (backwards:
 * from the last) against the n pieces. */
static void add_leftovers_of(PlaneRules *k, int l, int backwards,
                             const CellSet *piece, int n)
{
    CellSet lines = {{0, 0}}, pieces = {{0, 0}};
    unsigned char taken[9];
    int i, j, w, size;

    memset(taken, 0, sizeof taken);
    for (i = 0; i < k->side - 1; i++) {
        CellSet a, b, reg = region_cells(k, k->region_of_field[l][backwards ? k->side - 1 - i : i]);
        for (w = 0; w < 2; w++)
            lines.word[w] |= reg.word[w];
        for (j = 0; j < n; j++) {
            CellSet in;
            if (taken[j])
                continue;
            in.word[0] = piece[j].word[0] & lines.word[0];
            in.word[1] = piece[j].word[1] & lines.word[1];
            if (2 * cells_in(&in) <= k->side)
                continue;
            taken[j] = 1;        /* more than half among the lines */
            for (w = 0; w < 2; w++)
                pieces.word[w] |= piece[j].word[w];
        }
        for (w = 0; w < 2; w++) {
            a.word[w] = lines.word[w] & ~pieces.word[w];
            b.word[w] = pieces.word[w] & ~lines.word[w];
        }
        if (i > 0 && (size = cells_in(&a)) > 0 && size < k->side
            && cells_in(&b) == size)
            add_leftover(k, &a, &b);
    }
}

/* Compiles k's leftovers: each layout of whole lines or boxes, both ways,
 * against the pieces of each extra layout (one at a time: a layout's
 * pieces never share a cell, so n of them hold each digit n times). */
static void add_leftovers(PlaneRules *k)
{
    CellSet piece[9];
    int extra[PLANE_LAYOUTS], e, l, field;

    for (l = 0; l < k->layouts; l++)
        extra[l] = is_extra_layout(k, l);
    for (e = 0; e < k->layouts; e++) {
        if (!extra[e])
            continue;
        for (field = 0; field < k->fields[e]; field++)
            piece[field] = region_cells(k, k->region_of_field[e][field]);
        for (l = 0; l < k->layouts; l++)
            if (!extra[l] && k->fields[l] == k->side) {
                add_leftovers_of(k, l, 0, piece, k->fields[e]);
                add_leftovers_of(k, l, 1, piece, k->fields[e]);
            }
    }
}

/* The rows (or columns) of each band of a 9x9 board that windoku's
 * windows divide it into, counted from 0: rows 1, 5 and 9 (counted from
 * 1); 2 to 4; 6 to 8. */
static const unsigned char WINDOW_BANDS[3][3] = {
    {0, 4, 8}, {1, 2, 3}, {5, 6, 7}
};

/* The region of k of the nine cells in cells, in that order, or -1. */
static int region_with(const PlaneRules *k, const short *cells)
{
    int reg;

    for (reg = 0; reg < k->dealt; reg++)
        if (memcmp(k->region[reg], cells, 9 * sizeof *cells) == 0)
            return reg;
    return -1;
}

/* The layout region reg of k was dealt into. */
static int layout_of(const PlaneRules *k, int reg)
{
    int l, field;

    for (l = 0; l < k->layouts; l++)
        for (field = 0; field < k->fields[l]; field++)
            if (k->region_of_field[l][field] == reg)
                return l;
    return 0;
}

/* Writes to cells the cells of the rows of band across crossed with the
 * columns of band down, row by row. */
static void band_cells(short *cells, int across, int down)
{
    int i;

    for (i = 0; i < 9; i++)
        cells[i] = (short)(9 * WINDOW_BANDS[across][i / 3]
                           + WINDOW_BANDS[down][i % 3]);
}

/* Windoku's four windows imply five more regions: columns 2 to 4 hold
 * each digit three times and the two windows there twice, so rows 1, 5
 * and 9 of those columns hold it once; so too for columns 6 to 8 and for
 * the rows, and then rows 1, 5 and 9 crossed with columns 1, 5 and 9
 * hold what those rows have left.  Deals them into the windows' layout
 * when k has 9x9 cells, rows, columns and the windows, for hidden singles
 * and locked candidates across the whole layout.  Returns 0 when a
 * region does not fit. */
static int deal_hidden_windows(PlaneRules *k)
{
    short cells[9], row[9], column[9];
    int line, pos, across, down, window = -1, l;

    if (k->side != 9 || k->dealt + 5 > MAX_REGIONS)
        return 1;
    for (across = 1; across < 3; across++)
        for (down = 1; down < 3; down++) {
            band_cells(cells, across, down);
            if ((window = region_with(k, cells)) < 0)
                return 1;
        }
    for (line = 0; line < 9; line++) {
        for (pos = 0; pos < 9; pos++) {
            row[pos] = (short)(9 * line + pos);
            column[pos] = (short)(9 * pos + line);
        }
        if (region_with(k, row) < 0 || region_with(k, column) < 0)
            return 1;
    }
    l = layout_of(k, window);
    for (across = 0; across < 3; across++)
        for (down = 0; down < 3; down++)
            if (across == 0 || down == 0) {
                band_cells(k->region[k->dealt], across, down);
                if (!deal_region(k, k->dealt++, l))
                    return 0;
            }
    return 1;
}
#endif /* CARRY_LOCKED_PLANES */

/* Clears the parts of k that compiling reads before it writes them. */
static void clear_planes(PlaneRules *k)
{
    k->layouts = k->pair_count = 0;
#if CARRY_LOCKED_PLANES
    k->leftovers = 0;
#endif
    memset(k->fields, 0, sizeof k->fields);
    memset(k->bit_of, -1, sizeof k->bit_of);
    memset(k->one, 0, sizeof k->one);
    memset(k->peers, 0, sizeof k->peers);
    memset(k->tops, 0, sizeof k->tops);
    memset(k->cells_of, 0, sizeof k->cells_of);
    memset(k->region_count, 0, sizeof k->region_count);
    memset(k->field_cells, 0, sizeof k->field_cells);
#if CARRY_KILLER_PLANES
    k->caged = 0;
#endif
}

/* Makes the cells of region reg of k peers of each other in the layouts
 * from 'from' on. */
static void link_region(PlaneRules *k, int reg, int from)
{
    const short *cell = k->region[reg];
    int l, pos;

    for (l = from; l < k->layouts; l++) {
        uint64_t low = 0, high = 0;          /* the region in layout l */
        for (pos = 0; pos < k->side; pos++) {
            low |= k->one[cell[pos]][l].word[0];
            high |= k->one[cell[pos]][l].word[1];
        }
        for (pos = 0; pos < k->side; pos++) {
            CellSet *peers = &k->peers[cell[pos]][l];
            peers->word[0] |= low & ~k->one[cell[pos]][l].word[0];
            peers->word[1] |= high & ~k->one[cell[pos]][l].word[1];
        }
    }
}

/* Deals k's regions from first on into layouts (those before are dealt
 * and linked in the layouts before old), and the regions they imply, and
 * links every region in every layout.  Returns 0 when they need too many
 * layouts. */
static int deal_regions(PlaneRules *k, int first, int old)
{
    int reg;

    for (reg = first; reg < k->regions; reg++)
        if (!deal_region(k, reg, 0))
            return 0;
#if CARRY_LOCKED_PLANES
    if (!deal_hidden_windows(k))
        return 0;
#endif
    for (reg = 0; reg < k->dealt; reg++)
        link_region(k, reg, reg < first ? old : 0);
    return 1;
}

#if CARRY_PLANE_EXTRAS
/* A board's rows and columns alone, dealt and linked: most tables begin
 * with them, and a batch of jigsaw puzzles changes only what follows. */
static PlaneRules lines_dealt;

/* Whether p begins with the rows, then the columns, of its board (deals
 * them into lines_dealt first when its side is another). */
static int starts_with_lines(const Puzzle *p)
{
    static Puzzle lines;                 /* start_puzzle()'s, as tables have */
    PlaneRules *k = &lines_dealt;
    int side = p->side;

    if (k->side != side) {
        start_puzzle(&lines, side);
        clear_planes(k);
        k->side = side;
        k->cells = side * side;
        k->regions = k->dealt = lines.regions;
        memcpy(k->region, lines.region, sizeof lines.region[0] * (size_t)lines.regions);
        if (!deal_regions(k, 0, 0))
            k->side = 0;
    }
    return k->side == side && p->regions > 2 * side
           && memcmp(p->region, k->region,
                     sizeof k->region[0] * (size_t)(2 * side)) == 0;
}

/* Starts k as lines_dealt: the parts compiling reads before it writes
 * them, fields to region_count in one block. */
static void start_from_lines(PlaneRules *k)
{
    memcpy(k->fields, lines_dealt.fields, offsetof(PlaneRules, field_cells)
                                          - offsetof(PlaneRules, fields));
    k->layouts = lines_dealt.layouts;
    k->pair_count = 0;
#if CARRY_LOCKED_PLANES
    k->leftovers = 0;
#endif
    memset(k->field_cells, 0, sizeof k->field_cells);
#if CARRY_KILLER_PLANES
    k->caged = 0;
#endif
}
#endif /* CARRY_PLANE_EXTRAS */

/* Compiles p's regions, and the regions they imply, into layouts.
 * Returns 0 when they need too many layouts (k is then compiled for
 * nothing). */
static int compile_planes(PlaneRules *k, const Puzzle *p)
{
    int cell, l, pos, first = 0, old = 0;

#if CARRY_PLANE_EXTRAS
    if (starts_with_lines(p)) {      /* a jigsaw batch deals them once */
        start_from_lines(k);
        first = lines_dealt.regions;
        old = lines_dealt.layouts;
    } else
#endif
        clear_planes(k);
    k->regions = k->dealt = p->regions;
    memcpy(k->region, p->region, sizeof p->region[0] * (size_t)p->regions);
    k->cells = p->side * p->side;
    k->side = p->side;
    if (!deal_regions(k, first, old))
        return k->cells = 0;
    for (cell = 0; cell < k->cells; cell++)
        if (k->bit_of[0][cell] < 0)
            return k->cells = 0;     /* the first layout must hold every cell */
    for (l = 0; l < 9; l++)
        for (pos = 0; pos < 9; pos++)
            add_bit(&k->field_cells[l], field_bit(l, pos));
#if CARRY_LOCKED_PLANES
    pair_for_locked(k);
    add_leftovers(k);
#endif
    return 1;
}

/* Whether k was compiled from the regions of p (a batch of puzzles on
 * one board compiles once). */
static int planes_compiled_for(const PlaneRules *k, const Puzzle *p)
{
    return k->cells == p->side * p->side && k->regions == p->regions
           && memcmp(k->region, p->region,
                     sizeof p->region[0] * (size_t)p->regions) == 0;
}

/* Whether digit d (0-based) is open in the unsolved cell. */
static int plane_open(const PlaneRules *k, const PlaneBoard *b, int cell,
                      int d)
{
    int bit = k->bit_of[0][cell];

    return !b->value[cell] && (b->places[d][0].word[bit >> 6] >> (bit & 63) & 1);
}

#if CARRY_KILLER_PLANES
/* Counts digit in cell placed in each derived cage the cell lies in
 * (what it must still sum to, how many cells are open). */
static void place_in_derived(const PlaneRules *k, PlaneBoard *b, int cell,
                             int digit)
{
    int bit = k->bit_of[0][cell], w;
    uint64_t in;

    for (w = 0; w < 2; w++)
        for (in = k->cages.derived_in[cell][w]; in; in &= in - 1) {
            int c = 64 * w + lowest_bit(in);
            int negated = (int)(k->cages.negated[c].word[bit >> 6] >> (bit & 63) & 1);
            b->cage_left[c] -= (signed char)(negated ? -digit : digit);
            b->cage_open[c]--;
        }
}
#endif

/* Places digit d in cell in layout l: its peers and mates leave d's
 * places. */
static inline void place_in_layout(const PlaneRules *k, PlaneBoard *b,
                                   const CellSet *mates, int cell, int d, int l)
{
    int w;

    for (w = 0; w < 2; w++) {
        b->places[d][l].word[w] &= ~(k->peers[cell][l].word[w] | mates[l].word[w]);
        b->placed[d][l].word[w] |= k->one[cell][l].word[w];
        b->solved[l].word[w] |= k->one[cell][l].word[w];
    }
}

/* Places digit d (0-based) in cell: its peers (and cage-mates) leave d's
 * places.  Returns 0 when the cell is solved or d is not open there. */
static int plane_place(const PlaneRules *k, PlaneBoard *b, int cell, int d)
{
    static const CellSet no_cells[PLANE_LAYOUTS] = {{{0, 0}}};
    const CellSet *mates = no_cells;
    int l;

    if (!plane_open(k, b, cell, d))
        return b->value[cell] == d + 1;
    b->value[cell] = (unsigned char)(d + 1);
    b->open--;
#if CARRY_KILLER_PLANES
    if (k->caged) {
        int c = k->cages.cage_of[cell];
        if (c >= 0) {
            b->cage_left[c] -= (signed char)(d + 1);
            b->cage_open[c]--;
            mates = k->cages.cells[c];
        }
        if (k->cages.count > k->cages.stated)
            place_in_derived(k, b, cell, d + 1);
    }
#endif
    place_in_layout(k, b, mates, cell, d, 0);   /* the three every board */
    place_in_layout(k, b, mates, cell, d, 1);   /* has, as three steps (a */
    place_in_layout(k, b, mates, cell, d, 2);   /* layout not in use is */
    for (l = 3; l < k->layouts; l++)            /* empty: no harm) */
        place_in_layout(k, b, mates, cell, d, l);
    return 1;
}

/* Takes digit d (0-based) from cell's places. */
static void plane_remove(const PlaneRules *k, PlaneBoard *b, int cell, int d)
{
    int l;

    for (l = 0; l < k->layouts; l++) {
        b->places[d][l].word[0] &= ~k->one[cell][l].word[0];
        b->places[d][l].word[1] &= ~k->one[cell][l].word[1];
    }
}

#if CARRY_KILLER_PLANES || CARRY_LOCKED_PLANES
/* Takes digit d (0-based) from the open cells of cells (a set in every
 * layout: a cage's, a leftover's), in every layout at once; the first
 * three as three steps, as in plane_place(). */
static void remove_from_open(const PlaneRules *k, PlaneBoard *b,
                             const CellSet *cells, int d)
{
    int l, w;

    for (w = 0; w < 2; w++) {
        b->places[d][0].word[w] &= ~(cells[0].word[w] & ~b->solved[0].word[w]);
        b->places[d][1].word[w] &= ~(cells[1].word[w] & ~b->solved[1].word[w]);
        b->places[d][2].word[w] &= ~(cells[2].word[w] & ~b->solved[2].word[w]);
    }
    for (l = 3; l < k->layouts; l++)
        for (w = 0; w < 2; w++)
            b->places[d][l].word[w] &= ~(cells[l].word[w] & ~b->solved[l].word[w]);
}
#endif

/* Counts a dead end in each region of cell. */
static void blame_plane_cell(PlaneSearch *s, int cell)
{
    int i;

    for (i = 0; i < s->rules->region_count[cell]; i++)
        s->dead_ends[s->rules->regions_of[cell][i]]++;
}

/* Places every open cell left with one digit.  Returns -1 when a cell has
 * none, else how many were placed. */
static int plane_naked_singles(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    uint64_t open[2], once[2] = {0, 0}, twice[2] = {0, 0};
    int d, w, placed = 0;

    for (w = 0; w < 2; w++)
        open[w] = k->cells_of[0].word[w] & ~b->solved[0].word[w];
    for (d = 0; d < k->side; d++)        /* both words at once */
        for (w = 0; w < 2; w++) {
            uint64_t here = b->places[d][0].word[w] & open[w];
            twice[w] |= once[w] & here;
            once[w] |= here;
        }
    for (w = 0; w < 2; w++) {
        uint64_t single = once[w] & ~twice[w];
        if (open[w] & ~once[w]) {
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(open[w] & ~once[w])]);
            return -1;
        }
        for (d = 0; single && d < k->side; d++) {   /* digit by digit */
            uint64_t cells = b->places[d][0].word[w] & single;
            single &= ~cells;
            for (; cells; cells &= cells - 1) {
                int cell = k->cell_at[0][64 * w + lowest_bit(cells)];
                if (!plane_place(k, b, cell, d)) {
                    blame_plane_cell(s, cell);
                    return -1;
                }
                placed++;
            }
        }
        if (single) {                    /* singles placed before took it */
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(single)]);
            return -1;
        }
    }
    return placed;
}

/* The top bit of each field of word that holds a cell (bits 8, 17, ...),
 * among the fields in tops. */
static inline uint64_t fields_holding(uint64_t word, uint64_t tops, int w)
{
    return (((word & FIELD_LOWS[w]) + FIELD_LOWS[w]) | word) & tops;
}

/* Whether digit d (0-based) lost places since seen was last set to the
 * sum of the words of its open places in the rows' layout (which falls
 * whenever one goes: places only ever go); sets it again. */
static inline int lost_places(const PlaneBoard *b, int d, uint64_t *seen)
{
    uint64_t now = (b->places[d][0].word[0] & ~b->solved[0].word[0])
                   + (b->places[d][0].word[1] & ~b->solved[0].word[1]);

    if (now == *seen)
        return 0;
    *seen = now;
    return 1;
}

/* Places digit d (0-based) where a region of word w of layout l has one
 * place left for it.  Returns -1 when a region there has none, else how
 * many were placed. */
static int field_singles(PlaneSearch *s, PlaneBoard *b, int d, int l, int w)
{
    const PlaneRules *k = s->rules;
    uint64_t tops = k->tops[l].word[w], solved = b->solved[l].word[w];
    uint64_t here = (b->places[d][l].word[w] & ~solved) | b->placed[d][l].word[w];
    uint64_t held = fields_holding(here, tops, w), one, cells;
    int placed = 0;

    if (held != tops) {          /* a region with no place for d */
        int reg = k->region_of_field[l][lowest_bit(tops & ~held) / 9
                                        + FIELDS_IN_FIRST * w];
#if CARRY_KILLER_PLANES
        if (k->caged) {          /* killers: as a cage, by its first cell */
            blame_plane_cell(s, k->region[reg][0]);
            return -1;
        }
#endif
        s->dead_ends[reg]++;
        return -1;
    }
    one = tops & ~fields_holding(here & (here - (tops >> 8)), tops, w);
    for (cells = here & (one >> 8) * 0x1FF & ~solved; cells; cells &= cells - 1) {
        int bit = lowest_bit(cells), cell = k->cell_at[l][64 * w + bit];
        if (!plane_place(k, b, cell, d)) {
            s->dead_ends[k->region_of_field[l][bit / 9 + FIELDS_IN_FIRST * w]]++;
            return -1;
        }
        placed++;
    }
    return placed;
}

#if CARRY_PLANE_EXTRAS
#ifdef SOLVER_SSE2
/* A set's two words as one vector. */
static inline __m128i set_vector(const CellSet *set)
{
    return _mm_loadu_si128((const __m128i *)(const void *)set);
}

/* fields_holding() of both words at once. */
static inline __m128i fields_holding_both(__m128i words, __m128i tops)
{
    __m128i lows = _mm_loadu_si128((const __m128i *)(const void *)FIELD_LOWS);

    return _mm_and_si128(_mm_or_si128(_mm_add_epi64(_mm_and_si128(words, lows),
                                                    lows), words), tops);
}

/* Whether layout l has a region with one place left for digit d (0-based),
 * or none: field_singles() on both words at once, for the answer alone
 * (most often no, and then the words need no closer look). */
static inline int may_hold_singles(const PlaneRules *k, const PlaneBoard *b,
                                   int d, int l)
{
    __m128i tops = set_vector(&k->tops[l]), solved = set_vector(&b->solved[l]);
    __m128i open = _mm_andnot_si128(solved, set_vector(&b->places[d][l]));
    __m128i here = _mm_or_si128(open, set_vector(&b->placed[d][l]));
    __m128i held = fields_holding_both(here, tops);
    __m128i lowest = _mm_srli_epi64(tops, 8);        /* bit 0 of each field */
    __m128i but_lowest = _mm_and_si128(here, _mm_sub_epi64(here, lowest));
    __m128i one = _mm_andnot_si128(fields_holding_both(but_lowest, tops), tops);
    __m128i spread = _mm_sub_epi64(_mm_slli_epi64(one, 1),     /* all nine */
                                   _mm_srli_epi64(one, 8));    /* bits */
    __m128i singles = _mm_andnot_si128(solved, _mm_and_si128(here, spread));

    return _mm_movemask_epi8(_mm_cmpeq_epi8(held, tops)) != 0xFFFF
           || _mm_movemask_epi8(_mm_cmpeq_epi8(singles, _mm_setzero_si128())) != 0xFFFF;
}
#endif
#endif /* CARRY_PLANE_EXTRAS */

/* Places each digit left with one place in a region, looking only at the
 * digits that lost places since they were last looked at.  Returns -1
 * when a region has no place left for a digit, else how many were
 * placed. */
static int plane_hidden_singles(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    int l, d, w, placed = 0;

    for (d = 0; d < k->side; d++) {
        if (!lost_places(b, d, &b->singles_seen[d]))
            continue;
        for (l = 0; l < k->layouts; l++)
            for (w = 0; w < 2; w++) {
                int found;
#if CARRY_PLANE_EXTRAS
#ifdef SOLVER_SSE2
                if (w == 0 && !may_hold_singles(k, b, d, l))
                    break;               /* nothing in either word */
#endif
#endif
                found = k->tops[l].word[w] ? field_singles(s, b, d, l, w) : 0;
                if (found < 0)
                    return -1;
                placed += found;
            }
    }
    return placed;
}

#if CARRY_LOCKED_PLANES
/* Takes digit d (0-based) from the cells of layout l in places. */
static void remove_places_in(const PlaneRules *k, PlaneBoard *b, int d,
                             int l, CellSet places)
{
    int w;

    for (w = 0; w < 2; w++)
        for (; places.word[w]; places.word[w] &= places.word[w] - 1)
            plane_remove(k, b, k->cell_at[l][64 * w + lowest_bit(places.word[w])], d);
}

/* Digit d's open places in layout l, within within. */
static inline CellSet open_places(const PlaneBoard *b, int d, int l,
                                  const CellSet *within)
{
    CellSet set;

    set.word[0] = b->places[d][l].word[0] & ~b->solved[l].word[0] & within->word[0];
    set.word[1] = b->places[d][l].word[1] & ~b->solved[l].word[1] & within->word[1];
    return set;
}

/* The one field that holds every cell of a set, given as its two
 * words each cut to within, or -1 when the set is empty or spread over
 * fields. */
static inline int only_field(const CellSet *set, const CellSet *within)
{
    uint64_t low = set->word[0] & within->word[0];
    uint64_t high = set->word[1] & within->word[1], cells = low ? low : high;
    int field;

    if (!cells || (low && high))
        return -1;
    field = lowest_bit(cells) / 9;
    if (cells >> 9 * field >> 9)
        return -1;
    return low ? field : FIELDS_IN_FIRST + field;
}

/* Takes digit d (0-based) from the open places of layout l in field
 * but not in keep.  Returns 1 when there were any. */
static inline int remove_rest(const PlaneRules *k, PlaneBoard *b, int d,
                              int l, int field, const CellSet *keep)
{
    CellSet rest = open_places(b, d, l, &k->field_cells[field]);

    rest.word[0] &= ~keep->word[0];
    rest.word[1] &= ~keep->word[1];
    if (!(rest.word[0] | rest.word[1]))
        return 0;
    remove_places_in(k, b, d, l, rest);
    return 1;
}

/* The field of layout other that holds every open place of a digit in
 * field i of layout l, or -1 when none does (or there is none).  open:
 * the digit's open places in l; other_in_l: each field of other, as
 * cells of l.  (When other holds every cell, only_field() tells the same
 * at less cost.) */
static inline int holding_field(const PlaneRules *k, const CellSet *open,
                                int l, int i, int other,
                                const CellSet *other_in_l)
{
    uint64_t low = open->word[0] & k->field_cells[i].word[0];
    uint64_t high = open->word[1] & k->field_cells[i].word[1];
    int bit, field;

    if (!(low | high))
        return -1;
    bit = k->bit_of[other][k->cell_at[l][low ? lowest_bit(low) : 64 + lowest_bit(high)]];
    if (bit < 0)
        return -1;
    field = field_of_bit(bit);
    return (low & ~other_in_l[field].word[0])
           | (high & ~other_in_l[field].word[1]) ? -1 : field;
}

/* One way of locked candidates between layouts from and to: digit d
 * (0-based), open in from at open_from and in to at open_to, whose
 * places in a region of from lie all in one region of to leaves the rest
 * of that one.  from_in_to: from's fields as cells of to; to_in_from the
 * other way.  Returns 1 when a place was taken. */
static int lock_into(const PlaneRules *k, PlaneBoard *b, int d, int from,
                     const CellSet *open_from, int to, const CellSet *open_to,
                     const CellSet *from_in_to, const CellSet *to_in_from,
                     const CellSet *shared_in_from)
{
    int i, field, fields = k->fields[from], taken = 0;
    uint64_t low = open_from->word[0] & ~shared_in_from->word[0];
    uint64_t high = open_from->word[1] & ~shared_in_from->word[1];

    if (k->fields[to] == k->side) {   /* to holds every cell */
        for (i = 0; i < fields; i++)
            if ((field = only_field(open_to, &from_in_to[i])) >= 0)
                taken |= remove_rest(k, b, d, to, field, &from_in_to[i]);
        return taken;
    }
    for (i = 0; i < fields; i++) {
        if ((low & k->field_cells[i].word[0]) | (high & k->field_cells[i].word[1]))
            continue;                 /* a place of region i lies outside to */
        if ((field = holding_field(k, open_from, from, i, to, to_in_from)) >= 0)
            taken |= remove_rest(k, b, d, to, field, &from_in_to[i]);
    }
    return taken;
}

/* Every bit when fields (a row of the matrix below) holds one field or
 * none, else 0. */
static inline unsigned if_one_field(unsigned fields)
{
    return 0u - (unsigned)((fields & (fields - 1)) == 0);
}

/* The rows of a matrix of lock_meetings() with places to take (a bit
 * each): a row of one field that another row meets too, or a row of
 * several fields of which one no other row meets (alone). */
static inline unsigned rows_acting(const unsigned *in, unsigned alone,
                                   int side)
{
    unsigned busy = 0;
    int row = 0;

#ifdef SOLVER_SSE2
    if (side == 9) {             /* rows 0-7 at once, a 16-bit lane each */
        __m128i zero = _mm_setzero_si128();
        __m128i rows = _mm_setr_epi16((short)in[0], (short)in[1], (short)in[2],
                                      (short)in[3], (short)in[4], (short)in[5],
                                      (short)in[6], (short)in[7]);
        __m128i one_field = _mm_cmpeq_epi16(_mm_and_si128(rows, _mm_sub_epi16(
                                                rows, _mm_set1_epi16(1))), zero);
        __m128i act = _mm_and_si128(rows, _mm_xor_si128(
                                        _mm_set1_epi16((short)alone), one_field));
        __m128i idle = _mm_cmpeq_epi16(act, zero);
        busy = ~(unsigned)_mm_movemask_epi8(_mm_packs_epi16(idle, zero)) & 0xFF;
        row = 8;
    }
#endif
    for (; row < side; row++) {
        unsigned act = in[row] & (alone ^ if_one_field(in[row]));
        busy |= (unsigned)(act != 0) << row;
    }
    return busy;
}

/* Locked candidates both ways between two layouts that both hold every
 * cell, for digit d (0-based) open at open in the second, without a
 * branch until a place is to go: which fields of the first each field of
 * the second has d's places in (a 9x9 matrix, a row per field of the
 * second); a row with one such field whose column has others, or the
 * other way round, leaves places to take.  Returns 1 when one was taken. */
static int lock_meetings(const PlaneRules *k, PlaneBoard *b, int d,
                         const LayoutPair *pair, const CellSet *open)
{
    const unsigned short *low = pair->low_fields[0];   /* the row's */
    const unsigned short *high = pair->high_fields[0];
    uint64_t places = open->word[0];                   /* from bit 0 */
    unsigned in[9], once = 0, twice = 0, alone, act, busy;
    int i, row, taken = 0;

    for (row = 0; row < k->side; row++, low += 32, high += 16, places >>= 9) {
        if (row == FIELDS_IN_FIRST)
            places = open->word[1];
        in[row] = (unsigned)low[places & 31] | high[places >> 5 & 15];
        twice |= once & in[row];
        once |= in[row];
    }
    alone = once & ~twice;     /* fields of the first in one row */
    for (busy = rows_acting(in, alone, k->side); busy; busy &= busy - 1) {
        unsigned one_field;
        row = first_digit(busy) - 1;
        one_field = if_one_field(in[row]);
        for (act = in[row] & (alone ^ one_field); act; act &= act - 1) {
            i = first_digit(act) - 1;
            taken |= one_field ? remove_rest(k, b, d, pair->first, i,
                                             &pair->second_in_first[row])
                               : remove_rest(k, b, d, pair->second, row,
                                             &pair->first_in_second[i]);
        }
    }
    return taken;
}

/* Locked candidates both ways between a pair of layouts, for digit d
 * (0-based).  Returns 1 when a place was taken. */
static int lock_pair(const PlaneRules *k, PlaneBoard *b, int d,
                     const LayoutPair *pair)
{
    static const CellSet every = {{~(uint64_t)0, ~(uint64_t)0}};
    CellSet in_first = open_places(b, d, pair->first, &every);
    CellSet in_second = open_places(b, d, pair->second, &every);

    if (k->fields[pair->first] == k->side && k->fields[pair->second] == k->side)
        return lock_meetings(k, b, d, pair, &in_second);
    return lock_into(k, b, d, pair->first, &in_first, pair->second, &in_second,
                     pair->first_in_second, pair->second_in_first,
                     &pair->shared_in_first)
           | lock_into(k, b, d, pair->second, &in_second, pair->first, &in_first,
                       pair->second_in_first, pair->first_in_second,
                       &pair->shared_in_second);
}

/* Whether digit d (0-based) is open or placed in set (the rows'
 * layout). */
static int digit_in(const PlaneBoard *b, int d, const CellSet *set)
{
    return (((b->places[d][0].word[0] & ~b->solved[0].word[0]) | b->placed[d][0].word[0])
            & set->word[0])
           | (((b->places[d][0].word[1] & ~b->solved[0].word[1]) | b->placed[d][0].word[1])
              & set->word[1]) ? 1 : 0;
}

/* The law of leftovers for digit d (0-based): where one set of a pair
 * cannot hold it, it leaves the other's open cells.  Returns 1 when a
 * place was taken. */
static int plane_leftovers(const PlaneRules *k, PlaneBoard *b, int d)
{
    int i, side, taken = 0;

    for (i = 0; i < k->leftovers; i++) {
        const CellSet (*set)[PLANE_LAYOUTS] = k->leftover[i];
        int in_first = digit_in(b, d, &set[0][0]);
        if (in_first == digit_in(b, d, &set[1][0]))
            continue;
        side = !in_first;          /* the set that holds it: it goes */
        taken |= ((b->places[d][0].word[0] & ~b->solved[0].word[0] & set[side][0].word[0])
                  | (b->places[d][0].word[1] & ~b->solved[0].word[1] & set[side][0].word[1])) != 0;
        remove_from_open(k, b, set[side], d);
    }
    return taken;
}

/* Locked candidates over every pair of layouts noted (with cages; else
 * the plain pairs), and the law of leftovers, for the digits that lost
 * places since they were last looked at.  Returns 1 when a place was
 * taken. */
static int plane_locked(const PlaneRules *k, PlaneBoard *b)
{
    int d, i, taken = 0, pairs = k->pair_count;

#if CARRY_KILLER_PLANES
    if (k->caged)
        pairs = k->killer_pairs;
#endif
    for (d = 0; d < k->side; d++) {
        if (!lost_places(b, d, &b->locked_seen[d]))
            continue;
        for (i = 0; i < pairs; i++)
            taken |= lock_pair(k, b, d, &k->pairs[i]);
        taken |= plane_leftovers(k, b, d);
    }
    return taken;
}

#else
/* Locked candidates, not carried: none taken. */
static int plane_locked(const PlaneRules *k, PlaneBoard *b)
{
    (void)k;
    (void)b;
    return 0;
}
#endif /* CARRY_LOCKED_PLANES */
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/planes_killer.c - killer cages on digit planes: the digit sets a
 * cage's size and sum allow, revised cage by cage.
 * Calls: general_rules.c, general_propagate.c, planes.c, planes_locked.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
#if CARRY_KILLER_PLANES
/* The digits left - d for the digits d in digits (bit d - 1 for d). */
static inline uint32_t complements(uint32_t digits, int left)
{
    static unsigned short mirrored[512];   /* digit d to 10 - d */
    uint32_t set;
    int d;

    if (mirrored[1] == 0)
        for (set = 1; set < 512; set++)
            for (d = 1; d <= 9; d++)
                mirrored[set] |= (unsigned short)((set >> (d - 1) & 1) << (9 - d));
    set = mirrored[digits & 0x1FF];
    return (left >= 10 ? set << (left - 10) : set >> (10 - left)) & 0x1FF;
}

/* Of the sets of n different digits within open that sum to sum, the
 * digits in some (*allowed) and in every one (*required, of no use when
 * *allowed is 0). */
static void plane_cage_sets(int n, int sum, uint32_t open, uint32_t *allowed,
                            uint32_t *required)
{
    int i, end;
#if CARRY_TOOLS
    /* a batch meets the same kinds and open digits again and again: the
       last answer in each of 4096 slots, its key then allowed | required
       << 9 (a sum past 0-45 has another kind's key: never recalled) */
    static uint32_t memo[4096][2];
    uint32_t key = ((uint32_t)small_kind(n, sum) << 9 | (open & 0x1FF)) + 1;
    uint32_t *seen = memo[(key * 0x9E3779B1u) >> 20];

    if (seen[0] == key && sum >= 0 && sum <= SMALL_SUM) {
        *allowed = seen[1] & 0x1FF;
        *required = seen[1] >> 9;
        return;
    }
#endif /* CARRY_TOOLS */
    list_small_sets();
    *allowed = 0;
    *required = ~0u;
    if (sum < 0 || sum > SMALL_SUM)
        return;
    end = small_from[small_kind(n, sum) + 1];
    for (i = small_from[small_kind(n, sum)]; i < end; i++) {
        uint32_t set = small_sets[i];
        uint32_t fits = 0u - (uint32_t)((set & ~open) == 0);   /* no branch */
        *allowed |= set & fits;
        *required &= set | ~fits;
    }
#if CARRY_TOOLS
    seen[0] = key;
    seen[1] = *allowed | (*required & 0x1FF) << 9;
#endif /* CARRY_TOOLS */
}

/* The digits open in a cell (bit d - 1 for d), read from all nine
 * planes. */
static inline uint32_t cell_digits(const PlaneRules *k, const PlaneBoard *b,
                                   int cell)
{
    int at = k->bit_of[0][cell], w = at >> 6;
    const CellSet (*p)[PLANE_LAYOUTS] = b->places;

    at &= 63;                    /* nine planes, no loop: half the work */
    return (uint32_t)((p[0][0].word[w] >> at & 1) | (p[1][0].word[w] >> at & 1) << 1
                      | (p[2][0].word[w] >> at & 1) << 2 | (p[3][0].word[w] >> at & 1) << 3
                      | (p[4][0].word[w] >> at & 1) << 4 | (p[5][0].word[w] >> at & 1) << 5
                      | (p[6][0].word[w] >> at & 1) << 6 | (p[7][0].word[w] >> at & 1) << 7
                      | (p[8][0].word[w] >> at & 1) << 8);
}

/* The digits open anywhere in the cells of open (the rows' layout). */
static inline uint32_t digits_in(const PlaneRules *k, const PlaneBoard *b,
                                 const uint64_t *open)
{
    uint32_t digits = 0;
    int d;

    for (d = 0; d < k->side; d++)
        digits |= (uint32_t)(((b->places[d][0].word[0] & open[0])
                              | (b->places[d][0].word[1] & open[1])) != 0) << d;
    return digits;
}

/* A cage's last two open cells take different digits that sum to left;
 * *digits gets the digits they keep.  Returns -1 on a contradiction, else
 * how many cells changed. */
static int revise_plane_pair(PlaneSearch *s, PlaneBoard *b, int c,
                             const int *cell, int left, uint32_t *digits)
{
    const PlaneRules *k = s->rules;
    int i, changed = 0;
    uint32_t cands[2], keep[2], gone, from_both;

    if (left < 3 || left > 17)
        return -1;               /* two different digits: 1 + 2 to 8 + 9 */
    cands[0] = cell_digits(k, b, cell[0]);
    cands[1] = cell_digits(k, b, cell[1]);
    keep[0] = cands[0] & complements(cands[1], left);
    keep[1] = cands[1] & complements(cands[0], left);
    if (left % 2 == 0) {
        keep[0] &= ~(1u << (left / 2 - 1));
        keep[1] &= ~(1u << (left / 2 - 1));
    }
    if (!keep[0] || !keep[1])
        return -1;
    *digits = keep[0] | keep[1];
    from_both = cands[0] & ~keep[0] & cands[1] & ~keep[1];
    for (gone = from_both; gone; gone &= gone - 1) {
        remove_from_open(k, b, k->cages.cells[c], first_digit(gone) - 1);
        changed++;
    }
    for (i = 0; i < 2; i++) {
        for (gone = cands[i] & ~keep[i] & ~from_both; gone; gone &= gone - 1) {
            plane_remove(k, b, cell[i], first_digit(gone) - 1);
            changed++;
        }
    }
    return changed;
}

/* Fills cells i.. of a cage (candidates cands, n >= 2 cells) with
 * distinct digits not in used that sum to left, every way; each digit a
 * way puts in a cell is added to that cell's support.  Returns 1 when
 * some way exists. */
static int cage_fills(const uint32_t *cands, int n, int i, int left,
                      uint32_t used, uint32_t *support)
{
    uint32_t open, d;
    int found = 0;

    if (i == n - 2) {            /* the last two: digits that pair up */
        uint32_t one = cands[i] & ~used, other = cands[i + 1] & ~used;
        uint32_t half = left % 2 == 0 ? 1u << (left / 2 - 1) : 0;
        if (left < 3 || left > 17)
            return 0;
        one &= complements(other, left) & ~half;
        if (!one)
            return 0;
        support[i] |= one;
        support[i + 1] |= complements(one, left);
        return 1;
    }
    for (open = cands[i] & ~used; open; open &= open - 1) {
        d = (uint32_t)first_digit(open);
        if ((int)d >= left)
            break;                /* digits rise: the rest are larger */
        if (cage_fills(cands, n, i + 1, left - (int)d, used | 1u << (d - 1),
                       support)) {
            support[i] |= 1u << (d - 1);
            found = 1;
        }
    }
    return found;
}

/* The guesses a puzzle may take before its cages of three and four open
 * cells are filled exactly: the easy ones (most generated killers) are
 * done sooner without, the hard ones soon pay for it. */
enum { EASY_GUESSES = 4 };

/* What revise_plane_few() returns when its cells all have the same
 * digits: the sets of digits that make the sum then say as much. */
enum { ALL_ALIKE = -2 };

/* A cage's last three or four open cells: keeps in each the digits some
 * exact fill of them uses (distinct digits, their sum what is left);
 * *digits gets the digits they keep.  Returns -1 on a contradiction,
 * ALL_ALIKE, else how many digits went. */
static int revise_plane_few(PlaneSearch *s, PlaneBoard *b, const int *open,
                            int n, int left, uint32_t *digits)
{
    const PlaneRules *k = s->rules;
    uint32_t cands[4], support[4] = {0, 0, 0, 0}, gone, alike = 1;
    int cell[4], i, j, changed = 0;
#if CARRY_TOOLS
    /* the search meets the same cells' digits again and again: the last
       supports in each of 65536 slots, under a key of n, left and the
       digits (0: an empty slot; a support of 0 is no fill) */
    static uint64_t memo_key[65536], memo_support[65536];
    uint64_t key = (uint64_t)(n << 6 | left) << 36, slot;
#endif

    for (i = 0; i < n; i++) {    /* fewest digits first: the fills branch less */
        uint32_t mine = cell_digits(k, b, open[i]);
        for (j = i; j > 0 && count_digits(cands[j - 1]) > count_digits(mine);
             j--) {
            cands[j] = cands[j - 1];
            cell[j] = cell[j - 1];
        }
        cands[j] = mine;
        cell[j] = open[i];
    }
    for (i = 1; i < n; i++)
        alike &= cands[i] == cands[0];
    if (alike)
        return ALL_ALIKE;
#if CARRY_TOOLS
    for (i = 0; i < n; i++)
        key |= (uint64_t)cands[i] << (9 * i);
    slot = (key * 0x9E3779B97F4A7C15u) >> 48;
    if (memo_key[slot] == key) {
        for (i = 0; i < n; i++)
            support[i] = (uint32_t)(memo_support[slot] >> (9 * i)) & 0x1FF;
    } else {
        cage_fills(cands, n, 0, left, 0, support);
        memo_key[slot] = key;
        memo_support[slot] = 0;
        for (i = 0; i < n; i++)
            memo_support[slot] |= (uint64_t)support[i] << (9 * i);
    }
#else
    cage_fills(cands, n, 0, left, 0, support);
#endif
    if (!support[0])             /* no fill */
        return -1;
    *digits = 0;
    for (i = 0; i < n; i++) {
        *digits |= support[i];
        for (gone = cands[i] & ~support[i]; gone; gone &= gone - 1) {
            plane_remove(k, b, cell[i], first_digit(gone) - 1);
            changed++;
        }
    }
    return changed;
}

/* A digit every set of a cage's digits needs goes in one of the cage's
 * open cells that may still hold it, so a cell that sees each of those
 * (a region, or regions, they share) cannot hold it: it leaves such
 * cells.  Returns -1 on a contradiction, else how many cells lost a
 * digit.  (On a region taken whole as a cage this is box-line locked
 * candidates, which cost the planes more than they save: not done.)
 * Counting to two, with the law of 45 already: TAREK_ALL 1.51M -> 0.59M
 * guesses, EXTREME_KILLERS 1.77M -> 0.98M, HS_KILLERS 85k -> 22k; done
 * after the exact fills of two to four open cells too, 0.23M, 0.40M and
 * 15k. */
static int exclude_required(const PlaneRules *k, PlaneBoard *b,
                            const uint64_t *open, uint32_t required)
{
    int changed = 0;

    for (; required; required &= required - 1) {
        int d = first_digit(required) - 1, w;
        uint64_t seen[2], at, gone;
        seen[0] = seen[1] = ~(uint64_t)0;
        for (w = 0; w < 2; w++)
            for (at = b->places[d][0].word[w] & open[w]; at; at &= at - 1) {
                int cell = k->cell_at[0][64 * w + lowest_bit(at)];
                seen[0] &= k->peers[cell][0].word[0];
                seen[1] &= k->peers[cell][0].word[1];
            }
        if (seen[0] == ~(uint64_t)0 && seen[1] == ~(uint64_t)0)
            return -1;
        for (w = 0; w < 2; w++)
            for (gone = seen[w] & b->places[d][0].word[w] & ~b->solved[0].word[w];
                 gone; gone &= gone - 1) {
                plane_remove(k, b, k->cell_at[0][64 * w + lowest_bit(gone)], d);
                changed++;
            }
    }
    return changed;
}

/* exclude_required() for cage c; or, before the first guess, a note that
 * c has needed digits (its revision again, when nothing else is left to
 * do, excludes them).  Most generated killers are solved before that:
 * 100,000 lines 0.59 s -> 0.56 s (fewer mispredicted branches, though
 * more instructions), the same guesses; deferred after a guess too, the
 * published killers took more time (TAREK_ALL 0.46 s -> 0.52 s). */
static int exclude_or_defer(PlaneSearch *s, PlaneBoard *b, int c,
                            const uint64_t *open, uint32_t required)
{
    if (!required)
        return 0;
    if (s->deferring) {
        b->exclude_due[c >> 6] |= (uint64_t)1 << (c & 63);
        return 0;
    }
    return exclude_required(s->rules, b, open, required);
}

/* Keeps in a cage's open cells the digits that some set of distinct
 * digits, as many as those cells and summing to what they still must,
 * allows (read from the digits open anywhere in them, or cell by cell for
 * the last two), and places a digit every such set needs that has one
 * cell left.  Returns -1 on a contradiction, else how many cells
 * changed. */
static int revise_plane_cage(PlaneSearch *s, PlaneBoard *b, int c)
{
    const PlaneRules *k = s->rules;
    uint64_t open[2], rest[2];
    uint32_t digits, allowed, required, gone, spread = 0;
    int cell[4], n = b->cage_open[c], left = b->cage_left[c], changed = 0;
    int excluded;
    int i, d, w, few;

    for (w = 0; w < 2; w++)
        open[w] = rest[w] = k->cages.cells[c][0].word[w] & ~b->solved[0].word[w];
    if (n == 0)
        return left == 0 ? 0 : -1;
    few = n <= 2 || (n <= 4 && k->side == 9 && s->guesses > EASY_GUESSES);
    if (few)                     /* its open cells, in order */
        for (i = 0; i < n; i++) {
            w = rest[0] ? 0 : 1;
            cell[i] = k->cell_at[0][64 * w + lowest_bit(rest[w])];
            rest[w] &= rest[w] - 1;
        }
    if (n == 1)                  /* it takes what is left, if it may */
        return left >= 1 && left <= k->side
               && plane_place(k, b, cell[0], left - 1) ? 1 : -1;
    if (n == 2 || (few && (changed = revise_plane_few(s, b, cell, n, left, &digits)) != ALL_ALIKE)) {
        if (n == 2)
            changed = revise_plane_pair(s, b, c, cell, left, &digits);
        if (changed < 0 || k->cages.cage[c] == WHOLE_REGION)
            return changed;
        if (n == 2)              /* then the digits every set needs: */
            required = count_digits(digits) == 2 ? digits : 0;  /* one pair */
        else {
            plane_cage_sets(n, left, digits, &allowed, &required);
            required &= allowed;
        }
        excluded = exclude_or_defer(s, b, c, open, required);
        return excluded < 0 ? -1 : changed + excluded;
    }
    if (k->cages.cage[c] == WHOLE_REGION)
        return 0;                /* its sum says what its digits do */
    changed = 0;
    digits = digits_in(k, b, open);
    plane_cage_sets(n, left, digits, &allowed, &required);
    if (allowed == 0)
        return -1;
    for (gone = digits & ~allowed; gone; gone &= gone - 1) {
        remove_from_open(k, b, k->cages.cells[c], first_digit(gone) - 1);
        changed++;
    }
    for (gone = required; gone; gone &= gone - 1) {
        uint64_t low, high;
        d = first_digit(gone) - 1;
        low = b->places[d][0].word[0] & open[0];
        high = b->places[d][0].word[1] & open[1];
        if (!(low | high))
            return -1;
        if ((low && high) || ((low | high) & ((low | high) - 1))) {
            spread |= 1u << d;
            continue;
        }
        if (!plane_place(k, b, k->cell_at[0][low ? lowest_bit(low) : 64 + lowest_bit(high)], d))
            return -1;
        changed++;
    }
    excluded = k->cages.cage[c] != WHOLE_REGION ? exclude_or_defer(s, b, c, open, spread) : 0;
    return excluded < 0 ? -1 : changed + excluded;
}

/* Counts a dead end where cage c failed: in the regions of each of its
 * cells when the puzzle states it (the cells a sum fails on lie in the
 * regions to branch in), in its first cell's when the law of 45 derived
 * it.  Counting to two, against the first cell's regions for every cage:
 * MATHEMAGIC_KILLERS 4.74M guesses to 3.36M, TAREK_ALL 56,969 to 32,302,
 * EXTREME_KILLERS 41,860 to 51,135; each cell's for derived cages too
 * took MATHEMAGIC_KILLERS to 3.04M but EXTREME_KILLERS to 64,686. */
static void blame_plane_cage(PlaneSearch *s, int c)
{
    const PlaneRules *k = s->rules;
    const CellSet *cells = &k->cages.cells[c][0];
    int w;

    if (c >= k->cages.stated) {
        blame_plane_cell(s, k->cell_at[0][cells->word[0] ? lowest_bit(cells->word[0])
                                                         : 64 + lowest_bit(cells->word[1])]);
        return;
    }
    for (w = 0; w < 2; w++) {
        uint64_t each = cells->word[w];
        for (; each; each &= each - 1)
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(each)]);
    }
}

/* Reads a derived cage's open cells and what they must still sum to
 * from the board, as it is when the cage is derived (plane_place() keeps
 * them from then on). */
static void read_derived(const PlaneRules *k, PlaneBoard *b, int c)
{
    int w, open = 0, left = k->cages.derived_sum[c];

    for (w = 0; w < 2; w++) {
        uint64_t cells = k->cages.cells[c][0].word[w];
        uint64_t negated = k->cages.negated[c].word[w];
        for (; cells; cells &= cells - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(cells)];
            left -= (negated & cells & (0 - cells)) ? -b->value[cell] : b->value[cell];
            open += b->value[cell] == 0;
        }
    }
    b->cage_left[c] = (signed char)left;
    b->cage_open[c] = (signed char)open;
}

/* A loose sum's open cells (at most LOOSE_MOST), dealt into groups that
 * count alike and see each other (so hold distinct digits). */
enum { LOOSE_MOST = 9 };

typedef struct LooseCells {
    int n, groups;
    int cell[LOOSE_MOST], group[LOOSE_MOST];
    uint32_t cands[LOOSE_MOST];
    int sign[LOOSE_MOST];              /* [group]: +1, or -1: counted less */
    int low[LOOSE_MOST], high[LOOSE_MOST];  /* [group]: its digits' sum */
    CellSet seen[LOOSE_MOST];          /* [group]: the cells each of its
                                          cells sees (rows' layout) */
} LooseCells;

/* The sum of the k smallest (largest) digits 1-9 of mask, or -1 when it
 * has fewer than k: read from tables filled at first use. */
static signed char extremes[2][512][LOOSE_MOST + 1];

static void fill_extremes(void)
{
    int mask, k, d, largest;

    for (largest = 0; largest < 2; largest++)
        for (mask = 0; mask < 512; mask++) {
            int sum = 0;
            for (k = 1; k <= LOOSE_MOST; k++)
                extremes[largest][mask][k] = -1;
            for (k = 1, d = 0; d < 9; d++) {
                int digit = largest ? 9 - d : d + 1;
                if (mask >> (digit - 1) & 1) {
                    sum += digit;
                    extremes[largest][mask][k++] = (signed char)sum;
                }
            }
        }
}

static int least_sum(uint32_t mask, int k)
{
    return extremes[0][mask & 0x1FF][k];
}

static int most_sum(uint32_t mask, int k)
{
    return extremes[1][mask & 0x1FF][k];
}

/* Reads loose sum c's open cells into l and bounds each group's sum:
 * its cells' smallest (largest) digits, and its union's smallest
 * (largest) distinct digits, as many as its cells.  Returns 0 when a
 * group has fewer digits than cells. */
static int read_loose(const PlaneRules *k, const PlaneBoard *b, int c,
                      LooseCells *l)
{
    int w, i, g;

    l->n = l->groups = 0;
    for (w = 0; w < 2; w++) {
        uint64_t open = k->cages.cells[c][0].word[w] & ~b->solved[0].word[w];
        for (; open && l->n < LOOSE_MOST; open &= open - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(open)];
            int sign = k->cages.negated[c].word[w] & open & (0 - open) ? -1 : 1;
            int bit = k->bit_of[0][cell];
            for (g = 0; g < l->groups
                        && (l->sign[g] != sign
                            || !(l->seen[g].word[bit >> 6] >> (bit & 63) & 1)); g++)
                ;
            if (g == l->groups) {
                l->sign[l->groups++] = sign;
                l->seen[g] = k->peers[cell][0];
            } else {
                l->seen[g].word[0] &= k->peers[cell][0].word[0];
                l->seen[g].word[1] &= k->peers[cell][0].word[1];
            }
            l->cell[l->n] = cell;
            l->group[l->n] = g;
            l->cands[l->n++] = cell_digits(k, b, cell);
        }
    }
    for (g = 0; g < l->groups; g++) {
        uint32_t all = 0;
        int count = 0, low = 0, high = 0, distinct_low, distinct_high;
        for (i = 0; i < l->n; i++)
            if (l->group[i] == g) {
                all |= l->cands[i];
                low += first_digit(l->cands[i]);
                high += last_digit(l->cands[i]);
                count++;
            }
        distinct_low = least_sum(all, count);
        distinct_high = most_sum(all, count);
        if (distinct_low < 0)
            return 0;
        l->low[g] = low > distinct_low ? low : distinct_low;
        l->high[g] = high < distinct_high ? high : distinct_high;
    }
    return 1;
}

/* The digits cell i of group g may hold for the group to sum within
 * [least, most]: the others of the group bounded as in read_loose(),
 * without the digit. */
static uint32_t loose_keep(const LooseCells *l, int i, int least, int most)
{
    uint32_t others = 0, keep = 0, open;
    int j, count = 0, low = 0, high = 0;

    for (j = 0; j < l->n; j++)
        if (j != i && l->group[j] == l->group[i]) {
            others |= l->cands[j];
            low += first_digit(l->cands[j]);
            high += last_digit(l->cands[j]);
            count++;
        }
    for (open = l->cands[i]; open; open &= open - 1) {
        int d = first_digit(open);
        int rest_low = least_sum(others & ~(1u << (d - 1)), count);
        int rest_high = most_sum(others & ~(1u << (d - 1)), count);
        if (rest_low < 0)
            continue;            /* the others need d */
        rest_low = rest_low > low ? rest_low : low;
        rest_high = rest_high < high ? rest_high : high;
        if (d + rest_low <= most && d + rest_high >= least)
            keep |= 1u << (d - 1);
    }
    return keep;
}

/* The digits of mask each moved up by by (down when by < 0), those
 * that stay within 1..9. */
static uint32_t shifted(uint32_t mask, int by)
{
    if (by >= 9 || by <= -9)
        return 0;
    return (by >= 0 ? mask << by : mask >> -by) & 0x1FF;
}

/* The digits of cell i of l that no cell of its group before first holds
 * (chosen[0..first)). */
static uint32_t unheld(const LooseCells *l, int i, int first, const int *chosen)
{
    uint32_t open = l->cands[i];
    int j;

    for (j = 0; j < first; j++)
        if (l->group[j] == l->group[i])
            open &= ~(1u << (chosen[j] - 1));
    return open;
}

/* The last two open cells i, i + 1 of l, their signed digits making
 * left: the digits of each that pair up join their supports, as masks
 * (one sign: the mirrored digits, as complements(); two: shifted).
 * Returns 1 when some pair exists. */
static int loose_pair(const LooseCells *l, int i, int left, const int *chosen,
                      uint32_t *support)
{
    uint32_t one = unheld(l, i, i, chosen), other = unheld(l, i + 1, i, chosen), ones;
    int sign = l->sign[l->group[i]], same = l->group[i] == l->group[i + 1];
    int total = sign * left;     /* one's digit +- the other's */

    if (l->sign[l->group[i + 1]] == sign) {   /* a + b = total */
        if (total < 2 || total > 18)
            return 0;
        ones = one & complements(other, total);
        if (same && total % 2 == 0)
            ones &= ~(1u << (total / 2 - 1));
        if (!ones)
            return 0;
        support[i] |= ones;
        support[i + 1] |= complements(ones, total);
        return 1;
    }
    if (same && total == 0)      /* a - b = total, a and b distinct */
        return 0;
    ones = one & shifted(other, total);
    if (!ones)
        return 0;
    support[i] |= ones;
    support[i + 1] |= shifted(ones, -total);
    return 1;
}

/* The open cells i.. of l with digits (those of a group distinct) that
 * make left, every way, cell i's digit in chosen[i]: each digit a way
 * puts in a cell joins its support.  Returns 1 when some way exists. */
static int loose_fills(const LooseCells *l, int i, int left, int *chosen,
                       uint32_t *support)
{
    uint32_t open;
    int found = 0, j;

    if (i == l->n)
        return left == 0;
    if (i == l->n - 2)
        return loose_pair(l, i, left, chosen, support);
    open = l->cands[i];
    if (i == l->n - 1) {         /* the last: the digit left, if it may */
        int d = l->sign[l->group[i]] * left;
        open = d >= 1 && d <= 9 ? open & 1u << (d - 1) : 0;
    }
    for (; open; open &= open - 1) {
        int d = first_digit(open);
        for (j = 0; j < i && (chosen[j] != d || l->group[j] != l->group[i]); j++)
            ;
        if (j < i)
            continue;            /* a group-mate holds it */
        chosen[i] = d;
        if (loose_fills(l, i + 1, left - l->sign[l->group[i]] * d, chosen, support)) {
            support[i] |= 1u << (d - 1);
            found = 1;
        }
    }
    return found;
}

/* A loose sum with LOOSE_EXACT open cells or fewer is filled exactly:
 * each cell keeps the digits some fill uses (a - b = 3 takes 5 from a of
 * 4, 5, 6 when b holds 1 or 3, where bounds keep it).  Returns -1 on a
 * contradiction, else how many digits went. */
enum { LOOSE_EXACT = 3 };

static int revise_loose_exactly(const PlaneRules *k, PlaneBoard *b,
                                const LooseCells *l, int left)
{
    uint32_t support[LOOSE_EXACT] = {0, 0, 0}, gone;
    int chosen[LOOSE_EXACT], i, changed = 0;

    if (!loose_fills(l, 0, left, chosen, support))
        return -1;
    for (i = 0; i < l->n; i++)
        for (gone = l->cands[i] & ~support[i]; gone; gone &= gone - 1) {
            plane_remove(k, b, l->cell[i], first_digit(gone) - 1);
            changed++;
        }
    return changed;
}

/* A loose sum (LOOSE_SUM) made bounds consistent group by group: each
 * cell keeps the digits that leave its group a sum the other groups can
 * make up.  Returns -1 on a contradiction, else how many digits went. */
static int revise_loose_sum(PlaneSearch *s, PlaneBoard *b, int c)
{
    const PlaneRules *k = s->rules;
    LooseCells l;
    int low = 0, high = 0, left = b->cage_left[c], g, i, changed = 0;

    if (extremes[0][0][1] == 0)
        fill_extremes();
    if (!read_loose(k, b, c, &l))
        return -1;
    if (l.n <= LOOSE_EXACT)
        return revise_loose_exactly(k, b, &l, left);
    for (g = 0; g < l.groups; g++) {
        low += l.sign[g] > 0 ? l.low[g] : -l.high[g];
        high += l.sign[g] > 0 ? l.high[g] : -l.low[g];
    }
    if (left < low || left > high)
        return -1;
    for (g = 0; g < l.groups; g++) {
        int own_low = l.sign[g] > 0 ? l.low[g] : -l.high[g];
        int own_high = l.sign[g] > 0 ? l.high[g] : -l.low[g];
        int least = left - (high - own_high), most = left - (low - own_low);
        if (l.sign[g] < 0) {     /* the group's own digits, not negated */
            int t = least;
            least = -most;
            most = -t;
        }
        if (least <= l.low[g] && most >= l.high[g])
            continue;            /* nothing to take */
        for (i = 0; i < l.n; i++) {
            uint32_t keep, gone;
            if (l.group[i] != g)
                continue;
            keep = loose_keep(&l, i, least, most);
            if (!keep)
                return -1;
            for (gone = l.cands[i] & ~keep; gone; gone &= gone - 1) {
                plane_remove(k, b, l.cell[i], first_digit(gone) - 1);
                changed++;
            }
        }
    }
    return changed;
}

/* Revises the cages of due (bit c for cage c), emptying it.  Returns -1
 * on a contradiction, else how many cells changed. */
static int revise_due_cages(PlaneSearch *s, PlaneBoard *b, uint64_t *due)
{
    const PlaneRules *k = s->rules;
    int c, w, changed = 0;

    for (w = 0; w < 2; w++)
        for (; due[w]; due[w] &= due[w] - 1) {
            int found;
            c = 64 * w + lowest_bit(due[w]);
            if (k->cages.cage[c] == WHOLE_REGION && b->cage_open[c] > 4)
                continue;        /* its sum says no more than its digits */
            found = !b->cage_open[c] ? (b->cage_left[c] ? -1 : 0)  /* full */
                    : k->cages.cage[c] == LOOSE_SUM ? revise_loose_sum(s, b, c)
                    : revise_plane_cage(s, b, c);
            if (found < 0) {
                blame_plane_cage(s, c);
                return -1;
            }
            changed += found;
        }
    return changed;
}

/* Revises each cage with a cell that lost a digit or took one since the
 * cages were last revised (revise_plane_cage()).  Returns -1 on a
 * contradiction, else how many cells changed. */
static int plane_cages(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    uint64_t moved[2], due[2] = {0, 0};    /* cells, and cages by bit */
    int c, d, w, changed = 0;

    for (w = 0; w < 2; w++) {
        uint64_t solved = b->solved[0].word[w], lost;
        moved[w] = solved ^ b->cages_seen[9][w];
        b->cages_seen[9][w] = solved;
        for (d = 0; d < k->side; d++) {
            lost = b->cages_seen[d][w] & ~b->places[d][0].word[w] & ~solved;
            b->cages_seen[d][w] = b->places[d][0].word[w];
            moved[w] |= lost;
        }
    }
    for (w = 0; w < 2; w++)      /* the cages of the cells that moved */
        for (; moved[w]; moved[w] &= moved[w] - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(moved[w])];
            c = k->cages.cage_of[cell];
            if (c >= 0)
                due[c >> 6] |= (uint64_t)1 << (c & 63);
            due[0] |= k->cages.derived_in[cell][0];
            due[1] |= k->cages.derived_in[cell][1];
        }
    for (w = 0; w < 2; w++) {    /* loose sums wait (below) */
        b->loose_due[w] |= due[w] & k->cages.loose[w];
        due[w] &= ~k->cages.loose[w];
    }
    changed = revise_due_cages(s, b, due);
    if (changed)
        return changed;
    changed = revise_due_cages(s, b, b->loose_due);
    b->loose_due[0] = b->loose_due[1] = 0;
    return changed;
}

/* Revises again, excluding their needed digits this time, the cages
 * exclude_or_defer() noted.  Returns -1 on a contradiction, else how
 * many cells changed. */
static int plane_deferred(PlaneSearch *s, PlaneBoard *b)
{
    uint64_t due[2];
    int changed;

    due[0] = b->exclude_due[0], due[1] = b->exclude_due[1];
    b->exclude_due[0] = b->exclude_due[1] = 0;
    s->deferring = 0;
    changed = revise_due_cages(s, b, due);
    s->deferring = 1;
    return changed;
}

/* Whether every cage of a board with no open cell makes its sum. */
static int cages_summed(PlaneSearch *s, const PlaneBoard *b)
{
    int c;

    for (c = 0; c < s->rules->cages.stated; c++)   /* derived: they sum */
        if (b->cage_left[c]) {
            blame_plane_cage(s, c);
            return 0;
        }
    return 1;
}

/* The law of 45: a region holds each digit 1..N once, so its cells sum
 * to N(N+1)/2 (45 on 9x9).  The cells of a region outside the cages that
 * lie wholly inside it (its innies) sum to that less those cages' sums;
 * lying in one region, they hold different digits, so they are a cage
 * the puzzle does not state, revised as the stated ones are.  When every
 * innie lies in a cage (or holds a given), the cells of those cages
 * outside the region (its outies) sum to what the cages sum to past the
 * innies: a cage too when they share a region.
 *
 * Every region gets its innies, up to all of its cells (no cage inside:
 * the region itself, summing to 45): once four or fewer are open they are
 * filled exactly (revise_plane_few()), which finds the digits a region's
 * last cells must share out among them.  On the published hard killers
 * (counting to two) that halved the guesses again after innies of up to
 * four cells had halved them: TAREK_ALL 4.4M, 3.2M, 1.5M.  Outies of more
 * than four cells changed next to nothing.  A puzzle its stated cages
 * solve without a guess (most generated killers) never pays for them:
 * they are derived when the first guess is due, and propagated before it
 * is taken (10,000 generated killers: 207 guesses to 10; counting to two
 * TAREK_ALL 27,842 to 27,477, the set hard for us 230 to 207,
 * MATHEMAGIC_KILLERS 2.31M to 2.34M). */
enum { MAX_INNIES = 9, MAX_OUTIES = 4, DERIVE_AFTER_GUESSES = 0 };

/* Adds a derived cage of the n cells to k's cages, when it has one to
 * most cells and there is room. */
static void add_derived_cage(PlaneRules *k, const short *cells, int n, int sum,
                             int most)
{
    PlaneCages *cages = &k->cages;
    int i, l, w, mine = cages->count;

    if (n < 1 || n > most || mine == PLANE_CAGES)
        return;
    cages->cage[mine] = (short)(n == k->side ? WHOLE_REGION : DERIVED);
    cages->derived_sum[mine] = (signed char)(sum < -1 ? -1 : sum > 99 ? 99 : sum);
    cages->negated[mine].word[0] = cages->negated[mine].word[1] = 0;
    for (l = 0; l < k->layouts; l++)
        for (w = 0; w < 2; w++) {
            cages->cells[mine][l].word[w] = 0;
            for (i = 0; i < n; i++)
                cages->cells[mine][l].word[w] |= k->one[cells[i]][l].word[w];
        }
    for (i = 0; i < n; i++)
        cages->derived_in[cells[i]][mine >> 6] |= (uint64_t)1 << (mine & 63);
    cages->count++;
}

/* Whether the n cells lie in one of k's regions. */
static int share_a_region(const PlaneRules *k, const short *cells, int n)
{
    int r, i, j;

    for (r = 0; r < k->region_count[cells[0]]; r++) {
        int reg = k->regions_of[cells[0]][r];
        for (i = 1; i < n; i++) {
            for (j = 0; j < k->region_count[cells[i]] && k->regions_of[cells[i]][j] != reg; j++)
                ;
            if (j == k->region_count[cells[i]])
                break;
        }
        if (i == n)
            return 1;
    }
    return 0;
}

/* Marks region reg's cells in mine and counts each cage's cells in it in
 * here (cage_at: each cell's cage, -1 for none); with on 0, clears both
 * again. */
static void mark_region(const PlaneRules *k, int reg, const short *cage_at,
                        unsigned char *here, unsigned char *mine, int on)
{
    const short *cells = k->region[reg];
    int i;

    for (i = 0; i < k->side; i++) {
        mine[cells[i]] = (unsigned char)on;
        if (cage_at[cells[i]] >= 0)
            here[cage_at[cells[i]]] = (unsigned char)(on ? here[cage_at[cells[i]]] + 1 : 0);
    }
}

/* Adds region reg's innies and outies (above) to k's cages; cage_at
 * holds each cell's cage of p (-1: none), here zeros, one a cage, and
 * mine zeros, one a cell. */
static void add_region_sums(PlaneRules *k, const Puzzle *p, int reg,
                            const short *cage_at, unsigned char *here,
                            unsigned char *mine)
{
    const short *cells = k->region[reg];
    short innies[PLANE_CELLS] = {0}, outies[PLANE_CELLS] = {0};
    short across_cages[MAX_SIDE];        /* the cages across its border */
    int whole = k->side * (k->side + 1) / 2, inside = 0, across = 0;
    int i, j, n_in = 0, n_out = 0, n_across = 0, loose = 0;

    mark_region(k, reg, cage_at, here, mine, 1);
    for (i = 0; i < k->side; i++) {
        int c = cage_at[cells[i]];
        const Cage *cage = &p->cage[c < 0 ? 0 : c];
        if (c >= 0 && here[c] == cage->size) {
            inside += cage->sum * (cells[i] == p->cage_cells[cage->first]);
            continue;                    /* wholly inside: counted once */
        }
        innies[n_in++] = cells[i];
        if (c < 0) {                     /* no cage: a given, or loose */
            across += p->givens[cells[i]];
            loose += p->givens[cells[i]] == 0;
        } else {                         /* across the border */
            for (j = 0; j < n_across && across_cages[j] != c; j++)
                ;
            if (j < n_across)
                continue;                /* met already */
            across_cages[n_across++] = (short)c;
            across += cage->sum;
            n_out += cage->size - here[c];
        }
    }
    add_derived_cage(k, innies, n_in, whole - inside, MAX_INNIES);
    if (loose == 0 && n_out > 0 && n_out <= MAX_OUTIES) {
        n_out = 0;
        for (i = 0; i < n_across; i++) {
            const Cage *cage = &p->cage[across_cages[i]];
            for (j = 0; j < cage->size; j++)
                if (!mine[p->cage_cells[cage->first + j]])
                    outies[n_out++] = p->cage_cells[cage->first + j];
        }
        if (share_a_region(k, outies, n_out))
            add_derived_cage(k, outies, n_out, across - (whole - inside), MAX_OUTIES);
    }
    mark_region(k, reg, cage_at, here, mine, 0);
}

/* Adds a loose sum to k's cages: the n cells of plus less the m cells of
 * minus make sum (n + m at most LOOSE_MOST); when minus is empty and the
 * cells share a region, a derived cage.  One already there is not added
 * again. */
static void add_loose_sum(PlaneRules *k, const short *plus, int n,
                          const short *minus, int m, int sum)
{
    PlaneCages *cages = &k->cages;
    CellSet all = {{0, 0}}, less = {{0, 0}};
    int i, c, mine = cages->count;

    if (n + m < 2 || n + m > LOOSE_MOST || sum < -99 || sum > 99)
        return;
    if (m == 0 && share_a_region(k, plus, n)) {
        add_derived_cage(k, plus, n, sum, LOOSE_MOST);
        return;
    }
    for (i = 0; i < n; i++)
        add_bit(&all, k->bit_of[0][plus[i]]);
    for (i = 0; i < m; i++) {
        add_bit(&all, k->bit_of[0][minus[i]]);
        add_bit(&less, k->bit_of[0][minus[i]]);
    }
    for (c = cages->stated; c < cages->count; c++)
        if (cages->cells[c][0].word[0] == all.word[0] && cages->cells[c][0].word[1] == all.word[1]
            && cages->negated[c].word[0] == less.word[0] && cages->negated[c].word[1] == less.word[1])
            return;
    if (mine == PLANE_CAGES)
        return;
    add_derived_cage(k, plus, n, sum, LOOSE_MOST);
    if (cages->count == mine)
        return;
    for (i = 0; i < m; i++) {    /* the cells counted less join it */
        int l, w;
        cages->derived_in[minus[i]][mine >> 6] |= (uint64_t)1 << (mine & 63);
        for (l = 0; l < k->layouts; l++)
            for (w = 0; w < 2; w++)
                cages->cells[mine][l].word[w] |= k->one[minus[i]][l].word[w];
    }
    cages->cage[mine] = LOOSE_SUM;
    cages->loose[mine >> 6] |= (uint64_t)1 << (mine & 63);
    cages->derived_sum[mine] = (signed char)sum;
    cages->negated[mine] = less;
}

/* The law of 45 over several regions of one layout (rows, columns, boxes):
 * the first two, three... of them (from the far end when backwards) sum
 * to as many times N(N+1)/2; the cages with more than half their cells
 * among them, taken as they come, sum to what they are stated to.  The
 * union's cells outside those cages (innies) and the cages' cells
 * outside the union (outies) then make a sum of their own: the outies
 * less the innies make the cages' sum less the union's.  Kept when the
 * two together are LOOSE_MOST cells or fewer and one of them has two
 * cells or fewer (ISS's innie-outie sums, js/solver/optimizer.js). */
static void add_union_sums(PlaneRules *k, const Puzzle *p, const short *cage_at,
                           int l, int backwards)
{
    /* inside[c]: cage c's cells in the union (a board's cages share none) */
    unsigned char in_union[PLANE_CELLS], in_cages[PLANE_CELLS], inside[PLANE_CELLS];
    uint64_t union_bits[2] = {0, 0}, cage_bits[2] = {0, 0};  /* rows' layout */
    int whole = k->side * (k->side + 1) / 2, cages_sum = 0, i, j, w, cell;
    int n_in = 0, n_out = 0;     /* the union's cells out of the cages, and
                                    the cages' cells out of the union */

    memset(in_union, 0, sizeof in_union);
    memset(in_cages, 0, sizeof in_cages);
    memset(inside, 0, sizeof inside);
    for (i = 0; i < k->side - 1; i++) {
        int reg = k->region_of_field[l][backwards ? k->side - 1 - i : i];
        short innies[PLANE_CELLS], outies[PLANE_CELLS];
        for (j = 0; j < k->side; j++) {  /* the region joins the union */
            int c = cage_at[cell = k->region[reg][j]], bit = k->bit_of[0][cell];
            in_union[cell] = 1;
            union_bits[bit >> 6] |= (uint64_t)1 << (bit & 63);
            n_in += !in_cages[cell];
            n_out -= in_cages[cell];
            if (c >= 0 && ++inside[c] == p->cage[c].size / 2 + 1) {
                const short *at = p->cage_cells + p->cage[c].first;
                int m;           /* more than half the cage: it joins */
                cages_sum += p->cage[c].sum;
                for (m = 0; m < p->cage[c].size; m++) {
                    bit = k->bit_of[0][at[m]];
                    cage_bits[bit >> 6] |= (uint64_t)1 << (bit & 63);
                    in_cages[at[m]] = 1;
                    n_in -= in_union[at[m]];
                    n_out += !in_union[at[m]];
                }
            }
        }
        if (i == 0 || n_in + n_out > LOOSE_MOST || (n_in > 2 && n_out > 2))
            continue;            /* one region: add_region_sums() */
        n_in = n_out = 0;
        for (w = 0; w < 2; w++) {
            uint64_t at;
            for (at = union_bits[w] & ~cage_bits[w]; at; at &= at - 1)
                innies[n_in++] = k->cell_at[0][64 * w + lowest_bit(at)];
            for (at = cage_bits[w] & ~union_bits[w]; at; at &= at - 1)
                outies[n_out++] = k->cell_at[0][64 * w + lowest_bit(at)];
        }
        if (n_in >= n_out)
            add_loose_sum(k, innies, n_in, outies, n_out, whole * (i + 1) - cages_sum);
        else
            add_loose_sum(k, outies, n_out, innies, n_in, cages_sum - whole * (i + 1));
    }
}

/* Loose sums of one region and the cages more than half in it, kept up to
 * this many cells (add_region_loose_sum()). */
enum { REGION_LOOSE_MOST = 5 };

/* The law of 45 on one region with the cages that have more than half
 * their cells in it: the region's cells outside them (innies) less their
 * cells outside it (outies) make N(N+1)/2 less their sums (add_region_sums()
 * takes only the cages wholly inside).  Kept when the two together are
 * REGION_LOOSE_MOST cells or fewer and one of them has two cells or fewer.
 * Counting to two: TAREK_ALL 25,758 guesses to 23,777, EXTREME_KILLERS
 * 40,072 to 31,559, HS_KILLERS 494 to 251, MATHEMAGIC_KILLERS 2.39M to
 * 2.27M (16.4 s to 15.0 s); with up to 6 cells MATHEMAGIC_KILLERS took
 * 2.40M and 19.7 s, with up to 9 (as unions keep) 2.44M and 23.5 s: the
 * longer sums cost more to revise than they save. */
static void add_region_loose_sum(PlaneRules *k, const Puzzle *p, int reg,
                                 const short *cage_at, unsigned char *here,
                                 unsigned char *mine)
{
    const short *cells = k->region[reg];
    short innies[PLANE_CELLS], outies[PLANE_CELLS], joined[MAX_SIDE];
    int whole = k->side * (k->side + 1) / 2, cages_sum = 0;
    int n_in = 0, n_out = 0, n_joined = 0, i, j;

    mark_region(k, reg, cage_at, here, mine, 1);
    for (i = 0; i < k->side; i++) {
        int c = cage_at[cells[i]];
        const Cage *cage = &p->cage[c < 0 ? 0 : c];
        const short *at = p->cage_cells + cage->first;
        if (c >= 0 && here[c] == cage->size) {
            cages_sum += cage->sum * (cells[i] == at[0]);
            continue;                    /* wholly inside: counted once */
        }
        if (c < 0 || 2 * here[c] <= cage->size) {
            innies[n_in++] = cells[i];
            continue;
        }
        for (j = 0; j < n_joined && joined[j] != c; j++)
            ;
        if (j < n_joined)
            continue;                    /* joined already */
        joined[n_joined++] = (short)c;
        cages_sum += cage->sum;
        for (j = 0; j < cage->size; j++)
            if (!mine[at[j]])
                outies[n_out++] = at[j];
    }
    mark_region(k, reg, cage_at, here, mine, 0);
    if (n_out == 0 || n_in + n_out > REGION_LOOSE_MOST || (n_in > 2 && n_out > 2))
        return;
    if (n_in >= n_out)
        add_loose_sum(k, innies, n_in, outies, n_out, whole - cages_sum);
    else
        add_loose_sum(k, outies, n_out, innies, n_in, cages_sum - whole);
}

/* Makes p's cages of two cells or more k's (a cage of one cell is a
 * given): a cell sees its cage-mates as it sees the cells of its
 * regions.  Returns 0 when a cage is not for digit planes (more cells
 * than digits). */
static int add_plane_cages(PlaneRules *k, const Puzzle *p)
{
    PlaneCages *cages = &k->cages;
    int c, i, l, w, layouts = k->layouts;

    k->caged = p->cages > 0;
    cages->puzzle = p;
    cages->count = 0;
    memset(cages->cage_of, -1, sizeof cages->cage_of);
    for (c = 0; c < p->cages; c++) {
        const short *in = p->cage_cells + p->cage[c].first;
        int size = p->cage[c].size, mine = cages->count;
        CellSet *whole = cages->cells[mine];
        if (size > k->side)
            return 0;
        if (size == 1)
            continue;
        cages->cage[cages->count++] = (short)c;
        for (l = 0; l < 3 || l < layouts; l++)
            whole[l].word[0] = whole[l].word[1] = 0;
        for (i = 0; i < size; i++) {
            const CellSet *one = k->one[in[i]];
            cages->cage_of[in[i]] = (signed char)mine;
            for (w = 0; w < 2; w++) {     /* the three every board has */
                whole[0].word[w] |= one[0].word[w];
                whole[1].word[w] |= one[1].word[w];
                whole[2].word[w] |= one[2].word[w];
            }
            for (l = 3; l < layouts; l++)
                for (w = 0; w < 2; w++)
                    whole[l].word[w] |= one[l].word[w];
        }
    }
    cages->stated = cages->count;
    cages->loose[0] = cages->loose[1] = 0;
    return 1;
}

/* Adds the cages the law of 45 derives (above) to the search's cages,
 * and has b revise every cage: called when a puzzle's first guess is
 * due.  The boards b came from revise the new cages only as their cells
 * move: a weaker search there, never a wrong one (derived cages follow
 * from the stated ones, and a full board is checked on those alone). */
static void derive_plane_cages(PlaneSearch *s, PlaneBoard *b)
{
    PlaneRules *k = &s->table;
    const Puzzle *p = k->cages.puzzle;
    PlaneBoard *at = s->stack;
    int c, i, w;

    memset(k->cages.derived_in, 0, sizeof k->cages.derived_in);
    if (p->cages) {
        short cage_at[PLANE_CELLS];
        unsigned char here[MAX_CELLS], mine[PLANE_CELLS];
        memset(cage_at, -1, sizeof cage_at);
        memset(here, 0, sizeof here);
        memset(mine, 0, sizeof mine);
        for (c = 0; c < p->cages; c++)
            for (i = 0; i < p->cage[c].size; i++)
                cage_at[p->cage_cells[p->cage[c].first + i]] = (short)c;
        for (c = 0; c < k->regions; c++)
            add_region_sums(k, p, c, cage_at, here, mine);
        for (c = 0; c < k->regions; c++)
            add_region_loose_sum(k, p, c, cage_at, here, mine);
        for (c = 0; c < k->layouts && c < 3; c++)
            if (k->fields[c] == k->side) {
                add_union_sums(k, p, cage_at, c, 0);
                add_union_sums(k, p, cage_at, c, 1);
            }
    }
    for (; at <= b; at++)        /* the boards below b, and b */
        for (c = k->cages.stated; c < k->cages.count; c++)
            read_derived(k, at, c);
    for (w = 0; w < 2; w++)
        b->cages_seen[9][w] = ~b->solved[0].word[w];
}
#endif
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/planes_search.c - the digit planes' propagation loop, search and
 * solve_planes().
 * Calls: general_rules.c, planes.c, planes_locked.c, planes_killer.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
/* Places singles until none is left, then takes the places locked
 * candidates rule out, and again (with cages: naked singles, then hidden
 * singles, then the cages, then the exclusions they put off before the
 * first guess).  Returns 0 on a contradiction. */
static int propagate_planes(PlaneSearch *s, PlaneBoard *b)
{
    for (;;) {
        int naked, hidden = 0;
#if CARRY_KILLER_PLANES
        if (s->rules->caged) {
            int cages = 0;
            naked = plane_naked_singles(s, b);
            if (naked < 0)
                return 0;
            if (naked == 0 && (hidden = plane_hidden_singles(s, b)) < 0)
                return 0;
            if (b->open == 0)
                return cages_summed(s, b);
            if (naked + hidden == 0 && (cages = plane_cages(s, b)) < 0)
                return 0;
            if (naked + cages + hidden == 0 && (b->exclude_due[0] | b->exclude_due[1])
                && (cages = plane_deferred(s, b)) < 0)
                return 0;
            if (naked + cages + hidden == 0 && !plane_locked(s->rules, b))
                return 1;
            continue;
        }
#endif
        hidden = plane_hidden_singles(s, b);
        if (hidden < 0)
            return 0;
        naked = plane_naked_singles(s, b);
        if (naked < 0)
            return 0;
        if (b->open == 0)
            return 1;
        if (naked + hidden == 0
            && (!s->rules->pair_count || !plane_locked(s->rules, b)))
            return 1;
    }
}

/* A guess whose board failed at once counts as this many dead ends
 * against its cell (ISS's conflict scores, kept beside the regions'
 * counts; alone they took more guesses).  Counting killers to two:
 * MATHEMAGIC_KILLERS 3.27M guesses to 2.31M, EXTREME_KILLERS 57,482 to
 * 44,006, TAREK_ALL 31,379 to 27,842 (a weight of 16: 2.60M, 36,529 and
 * 31,672; of 1: 48,798 and 33,219 on the last two).  On jigsaw layouts
 * of scattered pieces that have no solution (AFL++ found them) seven
 * proofs went from 2 s to over 120 s to milliseconds (42,662,298 guesses
 * to 1,354 on the first). */
enum { FAILED_GUESS_WEIGHT = 8 };

/* The dead ends met around cell: in its regions, and its own guesses
 * that failed at once. */
static unsigned long plane_weight(const PlaneSearch *s, int cell)
{
    const PlaneRules *k = s->rules;
    unsigned long weight = 1 + FAILED_GUESS_WEIGHT * s->failed_guesses[cell];
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        weight += s->dead_ends[k->regions_of[cell][i]];
    return weight;
}

/* Chooses the cell to branch on: of the cells with two digits, the one
 * with the most dead ends around it; else (and always with cages) the
 * open cell with the fewest digits for its dead ends.  With cages, where
 * the sums make a cell of three digits often the better guess, that
 * halved the guesses on EXTREME_KILLERS (counting to two: 98,635 to
 * 53,217) and cost TAREK_ALL 8% more (59,601 to 64,151).  Each cell's
 * digits are counted for all cells at once, the nine planes added bit by
 * bit into a 4-bit count (sums[w][j]: bit j of each count): MATHEMAGIC
 * KILLERS' fifth puzzle 3% fewer instructions than cell by cell. */
static int choose_plane_guess(const PlaneSearch *s, const PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    unsigned long best_count = 1, best_weight = 0, count, weight;
    uint64_t open[2], sums[2][4], carry, next, at;
    int best = -1, cell, d, w, pass = 0;

#if CARRY_KILLER_PLANES
    pass = k->caged;             /* killers: the ratio, always */
#endif
    for (w = 0; w < 2; w++) {
        open[w] = k->cells_of[0].word[w] & ~b->solved[0].word[w];
        sums[w][0] = sums[w][1] = sums[w][2] = sums[w][3] = 0;
        for (d = 0; d < 9; d++) {
            carry = b->places[d][0].word[w] & open[w];
            next = sums[w][0] & carry, sums[w][0] ^= carry, carry = next;
            next = sums[w][1] & carry, sums[w][1] ^= carry, carry = next;
            sums[w][3] |= sums[w][2] & carry, sums[w][2] ^= carry;
        }
    }
    for (; pass < 2 && best < 0; pass++) {   /* first the cells of two */
        for (w = 0; w < 2; w++) {            /* digits; in cell order */
            at = pass ? open[w] : sums[w][1] & ~(sums[w][0] | sums[w][2] | sums[w][3]);
            for (; at; at &= at - 1) {
                int bit = lowest_bit(at);
                count = (unsigned long)((sums[w][0] >> bit & 1) | (sums[w][1] >> bit & 1) << 1
                                        | (sums[w][2] >> bit & 1) << 2 | (sums[w][3] >> bit & 1) << 3);
                cell = k->cell_at[0][64 * w + bit];
                weight = plane_weight(s, cell);
                if (count * best_weight < best_count * weight)   /* a lower ratio */
                    best = cell, best_count = count, best_weight = weight;
            }
        }
    }
    return best;
}

#if CARRY_MORE_RULES
/* The digits of b that are alike (PlaneBoard.alike) and placed nowhere
 * yet. */
static uint32_t interchangeable(const PlaneRules *k, const PlaneBoard *b)
{
    uint32_t alike = b->alike;
    int d;

    for (d = 0; d < k->side; d++)
        if (b->placed[d][0].word[0] | b->placed[d][0].word[1])
            alike &= ~(1u << d);
    return alike;
}

/* Takes digit d (0-based) from cell after the guess of d there was
 * searched (s->solutions was before).  When d is one of the
 * interchangeable digits, each other one would find there what d found,
 * the digits swapped (the position maps onto itself): all leave the
 * cell, and d's count below is counted for each of them.  Listing (a
 * sink) cannot count so: when d found solutions, d alone leaves and is
 * no longer alike.  Jigsaw lines with no solution that AFL++ found, with
 * several digits given nowhere: 23.3 s -> 0.02 s, 4.8 s -> 0.5 s.
 * Returns 1 when the count reached the limit. */
static int rule_out_alike(PlaneSearch *s, PlaneBoard *b, int cell, int d,
                          long before)
{
    const PlaneRules *k = s->rules;
    long found = s->solutions - before;
    uint32_t alike;

    plane_remove(k, b, cell, d);
    if (!(b->alike >> d & 1) || !((alike = interchangeable(k, b)) >> d & 1))
        return 0;
    if (found && s->sink) {
        b->alike &= ~(1u << d);
        return 0;
    }
    for (alike &= ~(1u << d); alike; alike &= alike - 1) {
        plane_remove(k, b, cell, first_digit(alike) - 1);
        if (s->solutions < s->limit)
            s->solutions += found;
    }
    if (s->solutions < s->limit)
        return 0;
    s->solutions = s->limit;
    return 1;
}
#endif

/* Counts the solutions below the board at level, keeping the first.
 * Returns 1 when the search may stop. */
static int search_planes(PlaneSearch *s, int level)
{
    PlaneBoard *b = &s->stack[level], *child = b + 1;

    for (;;) {
        int cell, d;
        long guesses, solutions;
        if (!propagate_planes(s, b))
            return 0;
        if (b->open == 0) {
            if (++s->solutions == 1 && s->first)
                memcpy(s->first, b->value, (size_t)s->rules->cells);
            if (s->sink && !s->sink(s->sink_context, b->value))
                s->stopped = 1;
            return s->stopped || s->solutions >= s->limit;
        }
#if CARRY_KILLER_PLANES
        if (s->guesses == DERIVE_AFTER_GUESSES && s->rules->caged && !s->derived) {
            derive_plane_cages(s, b);
            s->derived = 1;
            continue;            /* the new cages first */
        }
        s->deferring = 0;        /* exclusions as they come from now on */
#endif
#if CARRY_MORE_RULES
        if (s->budget && s->guesses >= s->budget) {
            s->gave_up = 1;
            return 1;
        }
#endif
        cell = choose_plane_guess(s, b);
        for (d = 0; !plane_open(s->rules, b, cell, d); d++)
            ;
        s->guesses++;
        *child = *b;
        plane_place(s->rules, child, cell, d);
        guesses = s->guesses;
        solutions = s->solutions;
        if (search_planes(s, level + 1))
            return 1;
        /* no guess below it and no solution: it failed at once */
        s->failed_guesses[cell] += s->guesses == guesses && s->solutions == solutions;
#if CARRY_MORE_RULES
        if (rule_out_alike(s, b, cell, d, solutions))
            return 1;
#else
        plane_remove(s->rules, b, cell, d);
#endif
    }
}

/* Places p's givens on b, and the digit of each cage of one cell.
 * Returns 0 when one is out of range or a peer holds it already. */
static int place_plane_givens(const PlaneRules *k, PlaneBoard *b,
                              const Puzzle *p)
{
    int cell, c;

    for (cell = 0; cell < k->cells; cell++)
        if (p->givens[cell] && (p->givens[cell] > p->side
                                || !plane_place(k, b, cell, p->givens[cell] - 1)))
            return 0;
#if CARRY_KILLER_PLANES
    for (c = 0; c < p->cages; c++) {
        const Cage *cage = &p->cage[c];
        if (cage->size == 1 && (cage->sum < 1 || cage->sum > p->side
                                || !plane_place(k, b, p->cage_cells[cage->first],
                                                cage->sum - 1)))
            return 0;
    }
#else
    (void)c;
#endif
    return 1;
}

/* Solves p on digit planes when it suits them (up to 9x9, regions and
 * cages, layouts enough) in search s, counting solutions up to limit,
 * keeping the first in solution and handing each to sink when not NULL
 * (GOAL_ALL).  Returns the count, or NOT_TAKEN when p is not for digit
 * planes or the search ran past s->budget guesses. */
static long solve_planes(PlaneSearch *s, const Puzzle *p,
                         unsigned char *solution, long limit,
                         SolutionSink sink, void *context, long *guesses)
{
    PlaneRules *k = &s->table;
    PlaneBoard *b = &s->stack[0];
    int d, l;

    if (p->side > 9 || p->relations || p->cages > 128)   /* plane_cages() */
        return NOT_TAKEN;
#if CARRY_MORE_RULES
    if (has_relations(p))
        return NOT_TAKEN;
#endif
#if !CARRY_KILLER_PLANES
    if (p->cages)
        return NOT_TAKEN;
#endif
    if (!planes_compiled_for(k, p)) {
        if (!compile_planes(k, p))
            return NOT_TAKEN;
    }
#if CARRY_KILLER_PLANES
    if ((p->cages || k->caged) && !add_plane_cages(k, p))
        return NOT_TAKEN;
#endif
    memset(s, 0, offsetof(PlaneSearch, table));   /* the search's own */
    s->rules = k;
    s->limit = limit < 1 ? 1 : limit;
    s->first = solution;
    s->sink = sink;
    s->sink_context = context;
#if CARRY_KILLER_PLANES
    s->deferring = 1;
#endif
    memset(b, 0, sizeof *b);
    memset(b->singles_seen, 0xFF, sizeof b->singles_seen);  /* none yet */
    b->open = k->cells;
    for (d = 0; d < p->side; d++)
        for (l = 0; l < k->layouts; l++)
            b->places[d][l] = k->cells_of[l];
#if CARRY_KILLER_PLANES
    for (d = 0; d < k->cages.stated; d++) {   /* derived: read_derived() */
        b->cage_left[d] = (signed char)p->cage[k->cages.cage[d]].sum;
        b->cage_open[d] = (signed char)p->cage[k->cages.cage[d]].size;
    }
    for (d = 0; d < p->side; d++)
        memcpy(b->cages_seen[d], &k->cells_of[0], sizeof b->cages_seen[d]);
#endif
#if CARRY_MORE_RULES
    b->alike = digits_alike(p, GOAL_SOLVE);
#endif
    if (place_plane_givens(k, b, p)) {
#if CARRY_KILLER_PLANES
        for (l = 0; l < 2; l++)   /* every cell moved: each cage revised */
            b->cages_seen[9][l] = ~b->solved[0].word[l];
#endif
        search_planes(s, 0);
    }
    if (guesses)
        *guesses += s->guesses;
#if CARRY_MORE_RULES
    if (s->gave_up)
        return NOT_TAKEN;        /* past its budget: the next engine's */
#endif
    return s->solutions;
}
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

/*
 * src/engines.c - the table of engines: which puzzles and goals each
 * takes and how it solves them, tried in order; and the Workspace they
 * keep their state in, which the caller owns.
 * Calls: entry.c (the 9x9 engine), general_rules.c, general_search.c,
 * planes_search.c.
 */

#if CARRY_GENERAL_ENGINE
/* Everything the engines write while they solve, owned by the caller: a
 * program keeps one for all its cases (each engine's compiled table
 * stays while puzzles share their regions), and two workspaces are two
 * solvers that do not meet.  About 7.9 MB: not for the stack. */
struct Workspace {
    Search general;
#if CARRY_BEST_SCORE
    ScoreSeen seen[82];          /* GOAL_MAX_SCORE: one a level */
#endif
#if CARRY_DIGIT_PLANES
    PlaneSearch planes;
#endif
};

/* What an engine is asked: a goal, how many solutions to count at most,
 * where the first (or the smallest) goes when not NULL, where each goes
 * under GOAL_ALL; the guesses made are added to guesses. */
typedef struct Query {
    enum Goal goal;
    long limit;
    unsigned char *solution;
    SolutionSink sink;
    void *context;
    long guesses;
} Query;

/* An engine: solves p for q in w and returns as solve_by_engines() does,
 * or returns NOT_TAKEN when it does not take p for q's goal. */
typedef long (*Engine)(Workspace *w, const Puzzle *p, Query *q);

#if CARRY_9X9_ENGINE
/* The 9x9 bitboard engine: classic 9x9 boards, solved or counted. */
static long nine_engine(Workspace *w, const Puzzle *p, Query *q)
{
    (void)w;
#if CARRY_MORE_RULES
    /* pencil marks, counted (the general engine's choice of guesses finds
       a first solution sooner: ISS's HARD_PENCILMARKS in 1.4M guesses
       where this engine takes 20M; counting to two, this one is faster) */
    if (q->goal == GOAL_SOLVE && q->limit > 1 && is_marked_9x9(p))
        return solve_marked_puzzle(p->givens, p->allowed, q->solution,
                                   q->limit, &q->guesses);
#endif
    if (q->goal != GOAL_SOLVE || !is_classic_9x9(p))
        return NOT_TAKEN;
    return solve_puzzle(p->givens, q->solution, q->limit, &q->guesses);
}
#endif

#if CARRY_MORE_RULES
/* Whether q counts the solutions of a puzzle where two digits or more
 * are alike (digits_alike()): one solution then makes two (the digits
 * swapped), and none is often the hard answer. */
static int alike_digits(const Puzzle *p, const Query *q)
{
    return q->goal == GOAL_SOLVE && count_digits(digits_alike(p, q->goal)) >= 2;
}

/* Whether it looks for one solution or two: a proof of none or a find of
 * one. */
static int alike_to_two(const Puzzle *p, const Query *q)
{
    return q->limit <= 2 && alike_digits(p, q);
}

/* The guesses digit planes may take on such a puzzle before the general
 * engine's runs, whose dead ends carry from run to run, look for a
 * solution: neither search is best at every proof.  Two empty layouts
 * with no solution that AFL++ found: one 29,983,669 guesses on planes
 * (22 s), 562,109 in runs (0.8 s); the other 19,944 on planes, 3,281,556
 * in runs. */
enum { ALIKE_PLANES_BUDGET = 200000 };
#endif

#if CARRY_DIGIT_PLANES
#if CARRY_MORE_RULES
static long general_engine(Workspace *w, const Puzzle *p, Query *q);

/* Counts past two the solutions of a puzzle of alike digits on which
 * digit planes ran past their budget: when the general engine's runs
 * find one, on planes to the end; else none. */
static long count_alike(Workspace *w, const Puzzle *p, Query *q)
{
    Query one = *q;
    long found;

    one.limit = 1;
    found = general_engine(w, p, &one);
    q->guesses = one.guesses;
    if (found <= 0)
        return found;
    w->planes.budget = 0;
    return solve_planes(&w->planes, p, q->solution, q->limit, NULL, NULL,
                        &q->guesses);
}
#endif

/* Digit planes: boards to 9x9 of regions and cages (solve_planes() says
 * which), solved, counted or listed. */
static long planes_engine(Workspace *w, const Puzzle *p, Query *q)
{
#if CARRY_MORE_RULES
    long found;
#endif

    if (q->goal != GOAL_SOLVE && q->goal != GOAL_ALL)
        return NOT_TAKEN;
#if CARRY_MORE_RULES
    w->planes.budget = alike_digits(p, q) ? ALIKE_PLANES_BUDGET : 0;
    w->planes.gave_up = 0;
    found = solve_planes(&w->planes, p, q->solution, q->limit,
                         q->goal == GOAL_ALL ? q->sink : NULL, q->context,
                         &q->guesses);
    if (w->planes.gave_up && q->limit > 2)
        return count_alike(w, p, q);
    return found;        /* past the budget, to two: NOT_TAKEN, the runs' */
#else
    return solve_planes(&w->planes, p, q->solution, q->limit,
                        q->goal == GOAL_ALL ? q->sink : NULL, q->context,
                        &q->guesses);
#endif
}
#endif

/* The general engine: any board to 25x25, any rule, any goal. */
static long general_engine(Workspace *w, const Puzzle *p, Query *q)
{
    Search *s = &w->general;

    if (!start_search(s, p, q->limit, q->goal))
        return -2;
#if CARRY_BEST_SCORE
    s->seen = w->seen;
#endif
    s->first = q->solution;
    s->sink = q->sink;
    s->sink_context = q->context;
#if CARRY_MORE_RULES
    if (alike_to_two(p, q))
        solve_alike(s, p);
    else
#endif
    if (q->goal == GOAL_SOLVE && s->limit == 1
#if CARRY_MORE_RULES
        && restarts_pay(p)       /* most rules between cells: one search */
#endif
        )
        restarts(s, p);
#if CARRY_BEST_SCORE
    else if (q->goal == GOAL_MAX_SCORE)
        search_best(s, p);
#endif
    else if (puzzle_givens_legal(p) && start_board(s, p))
        search_board(s, 0);
    q->guesses += s->guesses;
    return q->goal == GOAL_MAX_SCORE ? s->best_score : s->solutions;
}

/* The engines, fastest first: the first that takes a puzzle solves it;
 * the last takes every one. */
static const Engine ENGINES[] = {
#if CARRY_9X9_ENGINE
    nine_engine,
#endif
#if CARRY_DIGIT_PLANES
    planes_engine,
#endif
    general_engine
};

/*
 * Solves puzzle p for a goal in workspace w, on the first engine that
 * takes it.  GOAL_SOLVE and GOAL_SMALLEST count solutions up to limit and
 * write the first (or the smallest) to solution when not NULL; GOAL_ALL
 * hands each of up to limit solutions to sink; GOAL_MAX_SCORE (9x9 only)
 * returns the best score, or -1 when there is none.  Adds the guesses
 * made to *guesses when not NULL.  Returns the count; 0 when the givens
 * break a rule, or -2 when the table is too large to compile.
 */
static long solve_by_engines(Workspace *w, const Puzzle *p,
                             unsigned char *solution, long limit,
                             enum Goal goal, SolutionSink sink,
                             void *context, long *guesses)
{
    Query q;
    long found = NOT_TAKEN;
    size_t e;

    q.goal = goal;
    q.limit = limit;
    q.solution = solution;
    q.sink = sink;
    q.context = context;
    q.guesses = 0;
    for (e = 0; found == NOT_TAKEN; e++)
        found = ENGINES[e](w, p, &q);
    if (guesses)
        *guesses += q.guesses;
    return found;
}
#endif /* CARRY_GENERAL_ENGINE */
/*
 * src/tool_support.c - what the tools (generate, rate, render, validate)
 * and the tests use and a judge file never carries: progress on standard
 * error, classic boards by box size, bounded searches.
 * Calls: entry.c, general_rules.c, general_propagate.c, general_search.c,
 * engines.c.
 */

#if CARRY_TOOLS
/* Progress of a long run on standard error, for the solver and the tools
 * (generate, rate): how many done (of how many, when known), the rate, and
 * the time left, from the total or from how far the reading is into an
 * input of known size; at most twice a second. */
typedef struct Progress {
    const char *who, *what;      /* "generate", "puzzles" */
    long total;                  /* items to do, or 0 when not known */
    FILE *in;                    /* the input, or NULL */
    long size;                   /* its size in bytes, or -1 */
    clock_t started, last;
} Progress;

/* Whether standard error is a terminal (where progress is shown). */
static int stderr_is_terminal(void)
{
#if defined(__unix__) || defined(__APPLE__)
    return isatty(2);
#else
    return 0;
#endif
}

/* Starts p before anything is read from in (NULL: none); the size of an
 * input that can seek is noted, and the input rewound. */
static void start_progress(Progress *p, const char *who, const char *what,
                           long total, FILE *in)
{
    p->who = who;
    p->what = what;
    p->total = total;
    p->in = in;
    p->size = -1;
    if (in && fseek(in, 0, SEEK_END) == 0) {
        p->size = ftell(in);
        rewind(in);
    }
    p->started = p->last = clock();
}

/* Shows how far the run is, done items in; final ends the line. */
static void show_progress(Progress *p, long done, int final)
{
    clock_t now = clock();
    double spent = (double)(now - p->started) / CLOCKS_PER_SEC, left = -1;
    long at;

    if (!final && (double)(now - p->last) / CLOCKS_PER_SEC < 0.5)
        return;
    p->last = now;
    if (p->total > 0 && done > 0 && done < p->total)
        left = spent / (double)done * (double)(p->total - done);
    else if (p->size > 0 && (at = ftell(p->in)) > 0 && at < p->size)
        left = spent / (double)at * (double)(p->size - at);
    fprintf(stderr, "\r%s: %ld", p->who, done);
    if (p->total > 0)
        fprintf(stderr, "/%ld", p->total);
    fprintf(stderr, " %s, %.0f/s", p->what,
            spent > 0 ? (double)done / spent : 0.0);
    if (!final && left >= 0)
        fprintf(stderr, ", %.0f s left  ", left);
    else
        fputs("            ", stderr);
    if (final)
        fputc('\n', stderr);
}
#endif /* CARRY_TOOLS */

#if CARRY_TOOLS
#ifdef SOLVER_NO_MAIN
/* For the tools and tests that include this file: classic boards of
 * n x n boxes by their box size. */

/* Which cells make up each unit of a classic board of one size. */
typedef struct Units {
    int box;                             /* n: boxes are n x n */
    int side;                            /* n * n */
    int cells;                           /* side * side */
    short cell[3 * MAX_SIDE][MAX_SIDE];  /* [unit][i]: rows, columns, boxes */
} Units;

/* Fills u with the rows, columns and boxes of a board of box x box boxes. */
static void init_units(Units *u, int box)
{
    static Puzzle p;
    int unit;

    start_puzzle(&p, box * box);
    add_boxes(&p, box, box);
    if (box == 1)                        /* a 1x1 box: the cell again */
        p.region[p.regions++][0] = 0;
    u->box = box;
    u->side = box * box;
    u->cells = u->side * u->side;
    for (unit = 0; unit < 3 * u->side; unit++)
        memcpy(u->cell[unit], p.region[unit], sizeof u->cell[unit]);
}

/* Returns 1 when no two givens (0 blank, 1..side) share a unit. */
static int board_givens_legal(const Units *u, const unsigned char *givens)
{
    int unit, i;

    for (unit = 0; unit < 3 * u->side; unit++) {
        uint32_t seen = 0;
        for (i = 0; i < u->side; i++) {
            int given = givens[u->cell[unit][i]];
            uint32_t digit = given ? 1u << (given - 1) : 0;
            if (seen & digit)
                return 0;
            seen |= digit;
        }
    }
    return 1;
}

/* Returns 1 when no two givens of a box x box board share a unit. */
static int givens_legal(int box, const unsigned char *cells)
{
    static Units units;

    init_units(&units, box);
    return board_givens_legal(&units, cells);
}

/* Returns 1 when every cell of an n x n-box board holds a given. */
static int board_complete(int box, const unsigned char *cells)
{
    int cell, n = box * box * box * box;

    for (cell = 0; cell < n; cell++)
        if (cells[cell] == 0)
            return 0;
    return 1;
}

/* Starts p as a classic board of n x n boxes with givens. */
static void classic_puzzle(Puzzle *p, int box, const unsigned char *givens)
{
    start_puzzle(p, box * box);
    add_boxes(p, box, box);
    memcpy(p->givens, givens, (size_t)(p->side * p->side));
}

/* The tools' workspace (engines.c): one for the process, made on first
 * use, as a tool solves one puzzle at a time.  A tool cannot go on
 * without it: when there is no memory for it, says so and exits. */
static Workspace *tool_workspace(void)
{
    static Workspace *space;

    if (!space && (space = (Workspace *)calloc(1, sizeof *space)) == NULL) {
        fprintf(stderr, "out of memory for the engines' workspace\n");
        exit(2);
    }
    return space;
}

/* solve_by_engines() in the tools' workspace. */
static long tool_solve(const Puzzle *p, unsigned char *solution, long limit,
                       enum Goal goal, SolutionSink sink, void *context,
                       long *guesses)
{
    return solve_by_engines(tool_workspace(), p, solution, limit, goal, sink,
                            context, guesses);
}

/* Counts p's solutions up to limit, with the digits in barred taken from
 * cell (none when barred is 0), keeping the first in first (when not
 * NULL), in at most most_guesses guesses.  Returns the count, -1 when the
 * guesses ran out first, or -2 when the table is too large. */
static long search_within(const Puzzle *p, long limit, unsigned char *first,
                          long most_guesses, int cell, uint32_t barred)
{
    Search *s = &tool_workspace()->general;

    if (!start_search(s, p, limit, GOAL_SOLVE))
        return -2;
    s->first = first;
    s->budget = most_guesses;
    if (puzzle_givens_legal(p) && start_board(s, p)
        && (!barred || eliminate(s, &s->stack[0], cell, barred)))
        search_board(s, 0);
    return s->gave_up ? -1 : s->solutions;
}

/* Counts p's solutions up to limit within most_guesses guesses (a
 * generator's bounded question: is it still unique?), as search_within(). */
static long count_within(const Puzzle *p, long limit, unsigned char *first,
                         long most_guesses)
{
    return search_within(p, limit, first, most_guesses, 0, 0);
}

/* Searches p for a solution with digit d (1..N) taken from cell, in at
 * most most_guesses guesses: when p with d at cell has one solution, this
 * asks whether it keeps one without that given, and costs less than
 * counting to two, which also goes through the first one's branch.
 * Returns 0 when there is none, 1 when there is, -1 when the guesses ran
 * out first, or -2 when the table is too large. */
static long other_solution_within(const Puzzle *p, int cell, int d,
                                  long most_guesses)
{
    return search_within(p, 1, NULL, most_guesses, cell, 1u << (d - 1));
}

/* Solves a classic board of box x box boxes (box 1..5), given as side *
 * side values, on the engines.  Returns as solve_by_engines(). */
static long solve_any(int box, const unsigned char *givens,
                      unsigned char *solution, long limit, enum Goal goal,
                      long *guesses)
{
    static Puzzle puzzle;

    if (puzzle.side != box * box) {      /* the board, once a size */
        start_puzzle(&puzzle, box * box);
        add_boxes(&puzzle, box, box);
    }
    memcpy(puzzle.givens, givens, (size_t)(puzzle.side * puzzle.side));
    return tool_solve(&puzzle, solution, limit, goal, NULL, NULL, guesses);
}
#endif /* SOLVER_NO_MAIN */
#endif /* CARRY_TOOLS */

/*
 * src/profiles.c - the judge profiles: one row of PROFILES a problem
 * (framing, words, goal, which engines it carries).
 * Calls: general_rules.c (the goals), board_rules.c (the rule bits).
 */

/* ------------------------------------------------------------------ */
/* Judge profiles                                                     */
/* ------------------------------------------------------------------ */

/* Profiles whose cases are a 9x9 board's signs between neighbours inside
 * boxes, 15 lines a case, band by band: a line across (6 signs: the pairs
 * of a row inside each box), a line down (9: each cell and the one below),
 * across, down, across.  SIGNS_COMPARE: UVa 11570's < > across and v ^
 * down (v: the upper cell is larger); SIGNS_SUM: Kattis sumdoku's < = >,
 * the two cells' sum against 10. */
enum { SIGNS_COMPARE = 1, SIGNS_SUM = 2 };
#if CARRY_CELL_SUMS
enum { KILLER_LAYOUTS = 2 };     /* Profile.killer_rows: layouts, sums apart */
#endif

/* Profiles whose boards are integers to check, read number by number
 * rather than as cells, so that any value and boards to 100x100 are read:
 * NUMBERS_ONE, a size n and then n^4 numbers (POJ 3435); NUMBERS_SIZED, a
 * count and then cases of a size n and n^4 numbers (Kick Start);
 * NUMBERS_9X9, a count and then cases of 81 numbers (SPOJ SUDOKUC);
 * NUMBERS_WALLS, a count and then cases of 81 numbers that are a digit (0
 * blank) plus the cell's walls, whose enclosures are the regions of a
 * jigsaw puzzle to solve (HDU 4069); NUMBERS_ANTI, a number k and then
 * the 81 numbers of a solved grid, to change in at most k cells into the
 * smallest grid whose every row, column and box repeats a digit (Vijos
 * 1352); NUMBERS_FILL, N and K and then K triples row, column, value of
 * an N^2 x N^2 board (N to 30) to fill with as few values missing from
 * its rows, columns and boxes as a fast heuristic finds (CodeChef
 * NSUDOKU). */
enum { NUMBERS_ONE = 1, NUMBERS_SIZED = 2, NUMBERS_9X9 = 3, NUMBERS_WALLS = 4,
       NUMBERS_ANTI = 5, NUMBERS_FILL = 6 };

/* HDU 4069's walls, added to a cell's digit. */
enum { WALL_UP = 16, WALL_RIGHT = 32, WALL_DOWN = 64, WALL_LEFT = 128 };

/* The answers a case can get, the index of Profile.words. */
enum Verdict {
    VERDICT_ILLEGAL,   /* the givens break a rule */
    VERDICT_NONE,      /* no solution */
    VERDICT_ONE,       /* one solution (or, for GOAL_CHECK, a valid grid) */
    VERDICT_MANY,      /* more than one */
    VERDICTS
};

/*
 * What differs between the problems of the judges, one row per problem.
 * The reader and the writer consult the row; the layouts every problem
 * shares (case counts, grids, lines, blank lines, `---`, `Grid NN`
 * headers, `end`) are read the same way under any profile.
 */
typedef struct Profile {
    const char *name;            /* --judge=NAME */
    const char *aliases;         /* other names for it, space-separated */
    const char *problem;         /* the problem and its conventions */
    enum Goal goal;              /* what to find */
    int rules;                   /* regions added to every case: RULE_X... */
    int size_lines;              /* each case opens with its box size n */
    int signs;                   /* cases are 15 lines of signs, no cells:
                                    SIGNS_COMPARE or SIGNS_SUM (below) */
    int numbers;                 /* boards of numbers: NUMBERS_ONE... */
    int killer_rows;             /* cases are N lines "ROW CAGES", then a
                                    line of LABEL=SUM (CodinGame's killer) */
    char blank;                  /* one more blank, read as '.' (DMOJ's
                                    X), or 0 */
    const char *alphabet;        /* the symbols of 1..16 on 16x16 boards
                                    when not A-P (HDU 3909's 1-9A-G), or
                                    NULL */
    int max_box;                 /* the largest n the problem allows */
    const char *between;         /* printed between two answers */
    const char *after;           /* printed after each answer */
    const char *label;           /* before each answer; %ld: case number */
    const char *words[VERDICTS]; /* a verdict's words; NULL: the solution */
} Profile;

#define NONE_WORDS(text) {text, text, NULL, NULL}

static const Profile PROFILES[] = {
    {"auto", "", "any layout below, found case by case",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 5, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj2676", "luogu-p10481 hackerrank-sudoku", "case count T, then 9x9 "
     "digit grids (also HackerRank's sudoku: spaced, any solution)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3074", "luogu-p10482 acwing166", "81-cell lines, '.' blank, 'end'",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"luogu-p1784", "", "one spaced 9x9 grid, 0 blank",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3076", "uva1309 la2659 zoj3122 e-olymp3525 codingame-16x16",
     "16x16 grids A-P, '-' blank, blank line between; blank line between "
     "answers (also CodinGame's 16x16 Sudoku, '.' blank)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"acwing169", "", "as poj3076; blank line after each answer",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "", "\n", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-sudoku", "", "count K, then poj3076 grids; blank line between "
     "answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"uva989", "", "a line n (1-3), then a spaced n^2 x n^2 grid; smallest "
     "solution; NO SOLUTION; blank line between answers",
     GOAL_SMALLEST, 0, 1, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS("NO SOLUTION")},
    {"uva10957", "", "spaced 9x9 grids; Case k: Illegal./Impossible./"
     "Unique./Ambiguous.",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "Case %ld: ",
     {"Illegal.", "Impossible.", "Unique.", "Ambiguous."}},
    {"kattis-sudokunique", "", "spaced 9x9 grids; the solution if unique, "
     "Non-unique, Find another job; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "",
     {"Find another job", "Find another job", NULL, "Non-unique"}},
    {"hdu1426", "", "spaced 9x9 grids, '?' blank; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu2780", "", "count T, 9x9 digit grids; Could not complete this "
     "grid.; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "",
     NONE_WORDS("Could not complete this grid.")},
    {"hdu3111", "", "count N, 9x9 grids, '?' blank, '---' between; "
     "impossible; '---' between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "---\n", "", "", NONE_WORDS("impossible")},
    {"spoj-novice42", "", "count T, 'Grid NN' before each 9x9 grid; "
     "smallest solution; blank line between answers",
     GOAL_SMALLEST, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"luogu-p1074", "", "one spaced 9x9 grid; the highest score of a "
     "solution, or -1",
     GOAL_MAX_SCORE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS("-1")},
    {"atcoder-abc327c", "", "a complete spaced 9x9 grid; Yes if it keeps "
     "every rule, else No",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"No", "No", "Yes", NULL}},
    {"hdu5547", "", "count T, 4x4 grids of 1-4, '*' blank; Case #x: before "
     "each answer",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "Case #%ld:\n", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj2918", "", "count, 9x9 digit grids, empty line after each; "
     "Scenario #i:, the grid, an empty line",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "Scenario #%ld:\n",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hackerrank-euler96", "codingame-sudoku codechef-ax06 vijos1586 "
     "lanqiao-sudoku prask-sudoku adc2024-nanpure", "one 9x9 grid of digits, "
     "0 blank, spaced or not (also CodinGame's Sudoku Solver, CodeChef AX06, "
     "Vijos P1586, Lanqiao's sudoku, PRASK's Sudoku, ADC 2024's nanpure)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"mindcoding-fiendish", "", "a line N (1-5), then N^2 lines of N^2 "
     "spaced numbers, 0 blank; the solution without the N line",
     GOAL_SOLVE, 0, 1, 0, 0, 0, 0, NULL, 5, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codechef-j1", "", "count t, 9x9 grids, '.' blank, both diagonals hold "
     "1-9 (SudokuX); a blank line after each answer",
     GOAL_SOLVE, RULE_X, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-hs12disu", "", "one 9x9 grid, '.' blank, both diagonals hold 1-9",
     GOAL_SOLVE, RULE_X, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"kattis-sudokuverify", "", "a spaced complete 9x9 grid; VALID if it "
     "keeps every rule, else INVALID!",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"INVALID!", "INVALID!", "VALID", NULL}},
    {"beecrowd1383", "spoj-sudoime", "count n, spaced complete 9x9 grids; "
     "Instancia k, SIM or NAO, a blank line after each",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "Instancia %ld\n", {"NAO", "NAO", "SIM", NULL}},
    {"cf1335d", "", "count t, solved 9x9 digit grids; each with nine cells "
     "changed so that every row, column and box holds a digit twice",
     GOAL_ANTI, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"-1", "-1", NULL, NULL}},
    {"uva11570", "", "cases of 15 lines of signs between neighbours inside "
     "boxes, < > across, v ^ down; spaced grids, a blank line between",
     GOAL_SOLVE, 0, 0, SIGNS_COMPARE, 0, 0, 0, NULL, 3, "\n", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"kattis-sumdoku", "", "15 lines of < = > between neighbours inside "
     "boxes, their sum against 10; a spaced grid",
     GOAL_SOLVE, 0, 0, SIGNS_SUM, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"killer", "codingame-killer", "killer sudoku as CodinGame gives it: 9 "
     "lines of a row ('.' blank) and its cage labels a-z A-Z, then a line of "
     "LABEL=SUM; the solution as 9 lines (16x16 with A-P too)",
     GOAL_SOLVE, 0, 0, 0, 0, 1, 0, NULL, 4, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codingame-killer-extreme", "", "count n, then lines of 81 cage labels "
     "a-z A-Z and lines of LABEL=SUM, the k-th layout taking the k-th sums "
     "(alternating, or layouts first); 9 lines of 9 spaced numbers: each "
     "cell's digits summed over the solutions",
     GOAL_CELL_SUM, 0, 0, 0, 0, KILLER_LAYOUTS, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu3909", "", "to the end: a line N (2-4), then N^2 lines of N^2 of "
     "1-9 and A-G (16x16), '.' blank; No Solution, Multiple Solutions, Not "
     "Minimal (a given can go), or the solution",
     GOAL_MINIMAL, 0, 1, 0, 0, 0, 0, "123456789ABCDEFG", 4, "", "", "",
     {"No Solution", "No Solution", NULL, "Multiple Solutions"}},
    {"hdu3476", "", "no input; the number of 4x4 positions (givens breaking "
     "no rule) with exactly one completion, computed",
     GOAL_UNIQUE_4X4, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"dmoj-miniature", "", "count Q, 4x4 grids of 1-4, 'X' blank; any "
     "solution of each",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 'X', NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"project-euler-96", "", "'Grid NN' before each 9x9 grid of digits, 0 "
     "blank; one number: the sum of the three digits at the top left of "
     "each solution, read as a number",
     GOAL_CORNER_SUM, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-sudogob", "", "count T, spaced 9x9 grids, 0 blank; the number of "
     "solutions (0 when givens clash), then the solution when it is 1",
     GOAL_COUNT, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu4069", "", "count T, cases of 9 lines of 9 numbers: a digit (0 "
     "blank) + walls 16 up, 32 right, 64 down, 128 left, which enclose the "
     "regions; Case k:, the solution, No solution or Multiple Solutions",
     GOAL_SOLVE, 0, 0, 0, NUMBERS_WALLS, 0, 0, NULL, 3, "", "", "Case %ld:\n",
     {"No solution", "No solution", NULL, "Multiple Solutions"}},
    {"vijos1352", "", "k, then a spaced solved 9x9 grid; the smallest grid "
     "(row by row) within k changed cells whose every row, column and box "
     "repeats a digit, spaced, or -1",
     GOAL_ANTI, 0, 0, 0, NUMBERS_ANTI, 0, 0, NULL, 3, "", "", "",
     {"-1", "-1", NULL, NULL}},
    {"codechef-nsudoku", "", "N K, then K lines 'row column value' of an "
     "N^2 x N^2 board (N to 30); the board filled, keeping them, with as few "
     "values missing from rows, columns and boxes as a heuristic finds",
     GOAL_SOLVE, 0, 0, 0, NUMBERS_FILL, 0, 0, NULL, 30, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3435", "", "a size N (1-10), then N^4 integers, 0 blank; CORRECT "
     "when no row, column or box holds a number twice",
     GOAL_LEGAL, 0, 0, 0, NUMBERS_ONE, 0, 0, NULL, 10, "", "", "",
     {"INCORRECT", "INCORRECT", "CORRECT", NULL}},
    {"kickstart-2013b-a", "", "count T, each case N (1-10) then N^2 lines of "
     "N^2 integers; Case #x: Yes when complete and legal, else No",
     GOAL_CHECK, 0, 0, 0, NUMBERS_SIZED, 0, 0, NULL, 10, "", "", "Case #%ld: ",
     {"No", "No", "Yes", NULL}},
    {"spoj-sudokuc", "", "count n, then n 9x9 boards of integers; TAK when "
     "complete and legal, else NIE",
     GOAL_CHECK, 0, 0, 0, NUMBERS_9X9, 0, 0, NULL, 3, "", "", "",
     {"NIE", "NIE", "TAK", NULL}},
    {"codingame-validator", "", "9 lines of 9 spaced integers; true when "
     "every row, column and box holds 1-9, else false",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"false", "false", "true", NULL}},
    {"codingame-mini", "", "4 lines of 4 digits, 0 blank; the solved grid",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"openjudges-k76722", "", "9 lines of 9 spaced integers, 0 blank; the "
     "solved grid, or False",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS("False")},
    {"palma-svk2017b", "", "4 lines of 4 spaced numbers, 0 blank; the "
     "solved grid so, or Neda sa",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS("Neda sa")},
    {"profound-sudoku", "", "a 9x9 grid, 0 blank; Valid when no row, column "
     "or box repeats a digit, else Not valid",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"Not valid", "Not valid", "Valid", NULL}},
    {"coci23c1p1", "", "a 9x9 grid framed by +---+ rules and | bars, '.' "
     "blank; GRESKA when a row, column or box repeats a digit, else OK",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"GRESKA", "GRESKA", "OK", NULL}},
    {"jutge-p78955", "", "count n, 9x9 grids of spaced digits, 0 unknown, | "
     "between boxes, ------+-------+------ between bands; each solution "
     "framed so, a blank line after each",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codingame-25x25", "", "25 lines of A-Y, '.' blank; the solved grid",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 5, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"campion-sudoku", "", "the file sudoku.in, 9 lines of 9 digits, 0 "
     "blank; the file sudoku.out, the solution so",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"gvu-sudoku", "", "the file sudoku.in, 9 lines of 9 spaced numbers, 0 "
     "blank; the file sudoku.out, any solution so",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"leetcode37", "", "function solveSudoku(char**, int, int*); as auto "
     "here",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"leetcode36", "", "function isValidSudoku(char**, int, int*); as "
     "atcoder-abc327c here, blanks allowed",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"false", "false", "true", NULL}}
};

enum { PROFILE_COUNT = sizeof PROFILES / sizeof PROFILES[0] };

#if CARRY_FILES
/* The judges whose programs read and write named files rather than
 * standard input and output.  Where the input file is missing, the
 * program reads standard input and writes standard output, as it does
 * under every other profile. */
static const struct NamedFiles {
    const char *profile, *input, *output;
} NAMED_FILES[] = {
    {"campion-sudoku", "sudoku.in", "sudoku.out"},
    {"gvu-sudoku", "sudoku.in", "sudoku.out"}
};

/* The named files of profile p, or NULL. */
static const struct NamedFiles *named_files(const Profile *p)
{
    size_t i;

    for (i = 0; i < sizeof NAMED_FILES / sizeof NAMED_FILES[0]; i++)
        if (strcmp(NAMED_FILES[i].profile, p->name) == 0)
            return &NAMED_FILES[i];
    return NULL;
}
#endif /* CARRY_FILES */

#if CARRY_TOOLS
/* Whether profile p writes a grid that came with bars between its boxes
 * framed the same way (CARRY_FRAMES): auto, and Jutge, whose grids are
 * framed both ways. */
static int answers_framed(const Profile *p)
{
    return p == &PROFILES[0] || strncmp(p->name, "jutge", 5) == 0;
}
#endif

/* Returns 1 when the space-separated list holds word. */
static int list_has(const char *list, const char *word)
{
    size_t n = strlen(word);

    while (*list) {
        size_t len = strcspn(list, " ");
        if (len == n && strncmp(list, word, n) == 0)
            return 1;
        list += len;
        while (*list == ' ')
            list++;
    }
    return 0;
}

/* The profile called name (or one of its aliases; "" is auto), or NULL. */
static const Profile *find_profile(const char *name)
{
    int i;

    if (*name == '\0')
        return &PROFILES[0];
    for (i = 0; i < PROFILE_COUNT; i++)
        if (strcmp(PROFILES[i].name, name) == 0
            || list_has(PROFILES[i].aliases, name))
            return &PROFILES[i];
    return NULL;
}

/*
 * src/input.c - the reader: lines in 64 KiB blocks, each case's layout
 * detected, cells, rules and counts parsed into a Case.
 * Calls: general_rules.c, profiles.c.
 */

/* ------------------------------------------------------------------ */
/* Input                                                              */
/* ------------------------------------------------------------------ */

enum {
    READ_BUFFER = 1 << 16,
    LINE_KEPT = 8192,       /* bytes of a line kept; longer ones are counted */
    MESSAGE_SIZE = 200,
    HEADER_SIZE = 64        /* bytes of a `Grid NN` line kept */
};

/* Lines from a stream: LF, CRLF or CR ends, any bytes, any length. */
typedef struct Reader {
    FILE *in;
    unsigned char buf[READ_BUFFER];  /* bytes read, not yet consumed */
    size_t pos, len;                 /* next byte, bytes in buf */
    int read_errno;                  /* errno of a read error, else 0 */
    int by_line;                     /* read no further than a newline */
    long line_no;                    /* lines read so far */
    char text[LINE_KEPT];            /* the first bytes of the current line */
    size_t length;                   /* the current line's full length */
} Reader;

/* How a case was laid out in the input, mirrored in its output. */
enum Layout { LAYOUT_LINE, LAYOUT_GRID };

/* The kinds of line the input holds. */
enum LineKind { LINE_BLANK, LINE_COMMENT, LINE_END, LINE_SEPARATOR,
                LINE_HEADER, LINE_NUMBER, LINE_CELLS, LINE_BAD };

/* What next_case() found. */
enum CaseStatus { CASE_PUZZLE, CASE_MALFORMED, CASE_NONE };

/* The symbols a case's givens were written in (bits of Case.symbols). */
enum { SYMBOL_DIGITS = 1, SYMBOL_LETTERS = 2 };

/* The rules a case came with, beyond rows, columns and boxes. */
enum Variant { CLASSIC, JIGSAW, KILLER, GREATER_THAN, SUM_SIGNS
#if CARRY_MORE_RULES
               , CONSTRAINTS     /* constraint text (constraint_text.c) */
#endif
};

/* One case of the input. */
typedef struct Case {
    int box;                     /* n when the board is n*n by n*n with
                                    n x n boxes (3 for 9x9), else 0 */
    int side;                    /* N: the board is N x N */
    int box_rows, box_cols;      /* its boxes (0 x 0: none) */
    unsigned char cells[MAX_CELLS]; /* 0 blank, 1..N given */
    enum Variant variant;        /* the rules of the line it came on */
    char label[MAX_CELLS];       /* JIGSAW: region labels; KILLER: cage
                                    labels, '.' in no cage */
    short cage_sum[128];         /* KILLER: [label]: the sum, -1 none */
    char sign[2][MAX_CELLS];     /* GREATER_THAN: [0][cell] between cell and
                                    its right neighbour, [1][cell] its lower
                                    one: '<', '>' or '.'; SUM_SIGNS: '<',
                                    '=' or '>', their sum against 10 */
    enum Layout layout;          /* as it came in */
    int spaced;                  /* cells were separated by blanks */
#if CARRY_FRAMES
    int framed;                  /* its first row had bars between boxes
                                    and blanks between cells, as
                                    --format=pretty writes them */
#endif
    int symbols;                 /* SYMBOL_DIGITS and/or SYMBOL_LETTERS */
    int largest;                 /* the largest given */
    const char *alphabet;        /* its symbols of 1..N when the profile
                                    names them (Profile.alphabet), or NULL */
    long line;                   /* where it starts; for errors, where it is */
    char header[HEADER_SIZE];    /* a `Grid NN` line before it, or "" */
    char message[MESSAGE_SIZE];  /* what is wrong with a malformed case */
#if CARRY_CHECKING && CARRY_TOOLS
    int checking;                /* the problem checks grids (GOAL_CHECK) */
#endif
#if CARRY_TOOLS
    int rules;                   /* board-wide rules of its own (RULE_X for
                                    SudoCue's `3x3:d:k:`) */
#endif
#if CARRY_MORE_RULES
    const char *constraints;     /* CONSTRAINTS: the text, blanks taken out
                                    (kept by the reader until the next case) */
    size_t constraints_length;
#endif
} Case;

/* Reads cases, one after another, and what the input says about them. */
typedef struct CaseReader {
    Reader lines;                /* where the lines come from */
    const Profile *profile;      /* the problem's conventions */
    int started;                 /* a case or count has been seen */
    int ended;                   /* an `end` line or the end of input */
    int pushed_back;             /* the current line is to be read again */
    long count;                  /* the case count T on the first line, or -1 */
    long count_line;             /* the line T was on */
    int box;                     /* box size from a size line, else 0 */
#if CARRY_MORE_RULES
    char constraint_text[LINE_KEPT + 1]; /* the current case's, if any */
#endif
} CaseReader;

/* Starts reading from in, with the conventions of profile. */
static void init_case_reader(CaseReader *r, FILE *in, const Profile *profile)
{
    memset(r, 0, sizeof *r);
    r->lines.in = in;
    r->profile = profile;
    r->count = -1;
}

/* Reads bytes up to and including the next newline.  At a terminal a
 * case is answered as soon as its last line is typed, not when a whole
 * buffer has come. */
static size_t read_through_newline(Reader *r)
{
    size_t n = 0;
    int ch;

    while (n < sizeof r->buf && (ch = getc(r->in)) != EOF) {
        r->buf[n++] = (unsigned char)ch;
        if (ch == '\n')
            break;
    }
    return n;
}

/* Refills the buffer.  Returns 0 at end of input or on a read error. */
static int fill_buffer(Reader *r)
{
    r->pos = 0;
    r->len = r->by_line ? read_through_newline(r)
                        : fread(r->buf, 1, sizeof r->buf, r->in);
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

/* The cell value of an input character: 1..9 or 1..25 for A..Y, 0 for a
 * blank, -1 for neither; *symbol says which alphabet it came from. */
static inline int cell_value(char c, int *symbol)
{
    unsigned digit = (unsigned)(unsigned char)c - '0';
    unsigned letter = (unsigned)(unsigned char)c - 'A';

    *symbol = 0;
    if (digit <= 9) {
        *symbol = digit ? SYMBOL_DIGITS : 0;
        return (int)digit;                       /* '0' is a blank */
    }
    if (letter < MAX_SIDE) {
        *symbol = SYMBOL_LETTERS;
        return (int)letter + 1;
    }
    if (c == '.' || c == '*' || c == '?' || c == '_' || c == '-')
        return 0;
    return -1;
}

/* Describes byte c for a message: 'x', or \xNN when not printable. */
static void describe_byte(char *out, unsigned char c)
{
    if (c >= 0x21 && c < 0x7F)
        sprintf(out, "'%c'", c);
    else if (c == ' ')
        sprintf(out, "a space");
    else if (c == '\t')
        sprintf(out, "a tab");
    else
        sprintf(out, "byte \\x%02X", c);
}

/* Reads one spaced token of n characters (a number, a letter or a blank).
 * Returns its value, or -1. */
static int token_value(const char *text, size_t n, int *symbol)
{
    int value = 0;
    size_t i;

    if (n == 1)
        return cell_value(text[0], symbol);
    *symbol = SYMBOL_DIGITS;
    for (i = 0; i < n; i++) {
        if (text[i] < '0' || text[i] > '9' || value > MAX_SIDE)
            return -1;
        value = 10 * value + (text[i] - '0');
    }
    if (value == 0)
        *symbol = 0;
    return value <= MAX_SIDE ? value : -1;
}

/* Says that the byte at column at (0-based) of a line is not a cell. */
static int not_a_cell(const char *text, size_t at, char *message)
{
    char what[24];

    describe_byte(what, (unsigned char)text[at]);
    sprintf(message, "column %lu: %s is not a cell (1-9, A-Y or a "
            "number given; 0 . - * ? _ blank)", (unsigned long)at + 1, what);
    return -1;
}

/* Blanks and the bars of --format=pretty separate cells. */
static inline int is_gap(char ch)
{
    return (ch == ' ') | (ch == '\t') | (ch == '|');
}

#ifdef UINT64_MAX
/* Whether one of the eight bytes of word is ch. */
static inline int has_byte(uint64_t word, unsigned char ch)
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t x = word ^ (ones * ch);

    return ((x - ones) & ~x & (ones << 7)) != 0;
}
#endif

/* The length of the first blank-separated token of a line of n (16 bytes
 * at a time with SSE2 in a batch, else eight where there are 64-bit
 * words, to the step with its end). */
static size_t first_token_length(const char *text, size_t n)
{
    size_t i = 0;

#if CARRY_TOOLS
#ifdef SOLVER_SSE2
    for (; i + 16 <= n; i += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)(text + i));
        __m128i gaps = _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')),
                       _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t')),
                                    _mm_cmpeq_epi8(bytes, _mm_set1_epi8('|'))));
        if (_mm_movemask_epi8(gaps))
            break;
    }
#endif
#endif /* CARRY_TOOLS */
#ifdef UINT64_MAX
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, text + i, 8);
        if (has_byte(word, ' ') | has_byte(word, '\t') | has_byte(word, '|'))
            break;
    }
#endif
    while (i < n && !is_gap(text[i]))
        i++;
    return i;
}

#ifdef SOLVER_SSE2
/* Reads 16 bytes that are all digits or dots ('.' and '0' blank) as 16
 * cell values, and keeps in *tops the largest value read at each of the
 * 16 places.  Returns 0, writing nothing, when some byte is another. */
static inline int read_16_cells(const char *text, unsigned char *cells, __m128i *tops)
{
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)text);
    __m128i k = _mm_sub_epi8(bytes, _mm_set1_epi8('.'));  /* '.' 0, '0'..'9' 2..11 */
    __m128i eleven = _mm_set1_epi8(11);
    __m128i in_range = _mm_cmpeq_epi8(_mm_max_epu8(k, eleven), eleven);
    __m128i slash = _mm_cmpeq_epi8(k, _mm_set1_epi8(1));
    __m128i values = _mm_subs_epu8(k, _mm_set1_epi8(2));  /* '.' and '0': 0 */

    if (_mm_movemask_epi8(_mm_andnot_si128(slash, in_range)) != 0xFFFF)
        return 0;
    _mm_storeu_si128((__m128i *)(void *)cells, values);
    *tops = _mm_max_epu8(*tops, values);
    return 1;
}

/* The largest of the 16 bytes. */
static inline unsigned largest_byte(__m128i bytes)
{
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 8));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 4));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 2));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 1));
    return (unsigned)_mm_cvtsi128_si32(bytes) & 0xFF;
}
#endif

/* Reads the cells of a line of n characters into c->cells (from cell
 * 'from'; room for MAX_CELLS in all), noting the symbols used.  Cells are
 * single characters, or blank-separated tokens when the first one is a
 * single cell or a two-digit number.
 * Returns how many cells the line holds, or -1 with a message. */
static int parse_cells(const char *text, size_t n, Case *c, int from,
                       int *spaced)
{
    size_t i = 0, first;
    int count = 0, largest = c->largest, symbols = c->symbols, tokens;

    while (i < n && text[i] == '|')
        i++;
    first = first_token_length(text + i, n - i < 3 ? n - i : 3);
    tokens = *spaced = first <= 2 && first < n - i;
    if (!tokens) {                 /* the usual line: digits, dots, bars */
        size_t room = (size_t)(MAX_CELLS - from);
        size_t end = n - i < room ? n : i + room;   /* at most room cells */
        unsigned top = 0;          /* the largest value read */
#ifdef SOLVER_SSE2
        __m128i tops = _mm_setzero_si128();
        for (; i + 16 <= end; i += 16, count += 16)
            if (!read_16_cells(text + i, c->cells + from + count, &tops))
                break;
        top = largest_byte(tops);
#endif
        for (; i < end; i++) {
            /* k: 0 for '.', 2..11 for '0'..'9'; one test, rarely true,
             * for every other byte: blanks and givens mix at random, and
             * a branch between them would be mispredicted half the time */
            unsigned k = (unsigned)(unsigned char)text[i] - '.', digit;
            if (k > 11 || k == 1) {
                if (text[i] == '|')
                    continue;
                break;             /* the rest is read one by one below */
            }
            digit = k - 2 + 2 * (k == 0);
            c->cells[from + count++] = (unsigned char)digit;
            top = digit > top ? digit : top;
        }
        largest = (int)top > largest ? (int)top : largest;
        symbols |= top > 0 ? SYMBOL_DIGITS : 0;
    }
    while (i < n) {
        size_t end = i + 1;
        int value, symbol;
        if (tokens) {
            while (end < n && !is_gap(text[end]))
                end++;
            value = token_value(text + i, end - i, &symbol);
        } else {
            value = cell_value(text[i], &symbol);
        }
        if (value < 0)
            return not_a_cell(text, i, c->message);
        if (from + count < MAX_CELLS)
            c->cells[from + count] = (unsigned char)value;
        largest = value > largest ? value : largest;
        symbols |= symbol;
        count++;
        i = end;
        while (i < n && (text[i] == '|' || (tokens && is_gap(text[i]))))
            i++;
    }
    c->largest = largest;
    c->symbols = symbols;
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

/* Whether a line is a rule between boxes, as --format=pretty draws them
 * (`------+-------+------`): dashes, bars and blanks around a '+'. */
static int is_rule(const char *text, size_t n)
{
    size_t i;
    int plus = 0;

    for (i = 0; i < n; i++) {
        if (text[i] == '+')
            plus = 1;
        else if (text[i] != '-' && text[i] != '=' && !is_gap(text[i]))
            return 0;
    }
    return plus;
}

/* Returns 1 when the n characters are all '-' (a `---` separator) and are
 * not a row of blanks. */
static int is_separator(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (text[i] != '-')
            return 0;
    return n != 4 && n != 9 && n != 16 && n != 25;
}

/* Reads a line of n characters that may be a lone number (a case count or
 * a size line): 1 to 8 digits.  Returns LINE_NUMBER with *number,
 * LINE_BAD with a message for any other number (signed, or too long),
 * else LINE_CELLS: cells. */
static enum LineKind classify_number(const char *text, size_t n,
                                     long *number, char *message)
{
    int digits = all_digits(text, n);
    int signed_number = n > 1 && (text[0] == '-' || text[0] == '+')
                        && all_digits(text + 1, n - 1);

    if (!digits && !signed_number)
        return LINE_CELLS;
    if (digits && (n == 9 || n == 16 || n == 25 || n == 81))
        return LINE_CELLS;                /* a row or a puzzle */
    if (n > 8 || signed_number) {
        sprintf(message, "'%.*s' is neither a case count (0 to 99999999) "
                "nor a puzzle", n > 40 ? 40 : (int)n, text);
        return LINE_BAD;
    }
    for (*number = 0; n > 0; n--)    /* the line's own digits: the text
                                        ends at n, not at a NUL */
        *number = 10 * *number + (*text++ - '0');
    return LINE_NUMBER;
}

/* The side N of a board of N * N cells (2..25), or 0. */
static int side_of_cells(int cells)
{
    int n;

    for (n = 2; n <= MAX_SIDE; n++)
        if (n * n == cells)
            return n;
    return 0;
}

#if CARRY_VARIANTS
/* Whether c is a label of a jigsaw region or a cage: 0-9, A-Z, a-z. */
static inline int is_label(char c)
{
    return ((unsigned)(c - '0') < 10u) | ((unsigned)((c | 0x20) - 'a') < 26u);
}

#if CARRY_TOOLS
#ifdef UINT64_MAX
/* Whether the eight bytes of word are all labels (or dots, when dots is
 * 1), each byte tested in its own top bit. */
static inline int labels_in_word(uint64_t word, int dots)
{
    const uint64_t ones = 0x0101010101010101u, tops = ones << 7;
    uint64_t lower = word | ones * 0x20, dot = word ^ ones * '.';
    uint64_t digit = (word + ones * (0x80 - '0')) & ~(word + ones * (0x7F - '9'));
    uint64_t letter = (lower + ones * (0x80 - 'a')) & ~(lower + ones * (0x7F - 'z'));
    uint64_t is_dot = ~(((dot & ~tops) + ~tops) | dot);

    if (word & tops)
        return 0;                    /* not ASCII: the sums above carry */
    return ((digit | letter | (is_dot & (0 - (uint64_t)dots))) & tops) == tops;
}
#endif
#endif /* CARRY_TOOLS */

/* Reads the cage sum LABEL=SUM that text (n bytes) begins with into
 * c->cage_sum.  Returns its length, or 0 with a message when it is not
 * one. */
static size_t parse_cage_sum(const char *text, size_t n, Case *c)
{
    int first = n >= 3 ? text[2] - '0' : -1;
    int second = n >= 4 ? text[3] - '0' : -1, two = (unsigned)second < 10u;
    int sum = two ? 10 * first + second : first;
    size_t i = 3 + (size_t)two;           /* one digit or two: no branch */

    if (n < 3 || !is_label(text[0]) || text[1] != '=' || is_gap(text[2])) {
        sprintf(c->message, "'%.20s': expected a cage sum LABEL=SUM", text);
        return 0;
    }
    if ((unsigned)first >= 10u || (i < n && !is_gap(text[i])))
        for (i = 2, sum = 0; i < n && !is_gap(text[i]); i++) {   /* more */
            if (text[i] < '0' || text[i] > '9') {
                sprintf(c->message, "cage %c: the sum '%.12s' is not a number",
                        text[0], text + 2);
                return 0;
            }
            sum = sum > 1000 ? sum : 10 * sum + (text[i] - '0');
        }
    if (c->cage_sum[(int)text[0]] >= 0) {
        sprintf(c->message, "cage %c has two sums", text[0]);
        return 0;
    }
    c->cage_sum[(int)text[0]] = (short)(sum > 1000 ? 1000 : sum);
    return i;
}

/* Reads the blank-separated cage sums LABEL=SUM of a line of n.  Returns
 * 0 with a message when one is not a sum. */
static int parse_cage_sums(const char *text, size_t n, Case *c)
{
    size_t i = 0, length;

    while (i < n) {
        if ((length = parse_cage_sum(text + i, n - i, c)) == 0)
            return 0;
        for (i += length; i < n && is_gap(text[i]); i++)
            ;
    }
    return 1;
}

/* Reads the labels of a jigsaw or killer line (dots allowed for killer).
 * Returns 0 with a message on a byte that is not a label. */
static int parse_labels(const char *text, int cells, Case *c, int dots)
{
    int i = 0, bad = 0;
    char what[16];

#if CARRY_TOOLS
#ifdef UINT64_MAX
    for (; i + 8 <= cells; i += 8) {    /* eight at a time, no branch */
        uint64_t word;
        memcpy(&word, text + i, 8);
        bad |= !labels_in_word(word, dots);
    }
#endif
#endif /* CARRY_TOOLS */
    for (; i < cells; i++)
        bad |= !(is_label(text[i]) | (dots & (text[i] == '.')));
    if (!bad) {
        memcpy(c->label, text, (size_t)cells);
        return 1;
    }
    for (i = 0; is_label(text[i]) || (dots && text[i] == '.'); i++)
        ;
    describe_byte(what, (unsigned char)text[i]);
    sprintf(c->message, "label %d is %s: expected 0-9, A-Z, a-z%s", i + 1,
            what, dots ? " or '.'" : "");
    return 0;
}

/* Reads the signs of a greater-than line: [0] the N - 1 signs between
 * neighbours in each row, row by row; [1] the N signs between each row and
 * the next.  Returns 0 with a message on a byte other than < > . */
static int parse_signs(const char *rows, const char *cols, int side, Case *c)
{
    int row, col, i = 0, j = 0;

    for (row = 0; row < side; row++) {
        for (col = 0; col < side; col++) {
            char right = col + 1 < side ? rows[i++] : '.';
            char down = row + 1 < side ? cols[j++] : '.';
            if (strchr("<>.", right) == NULL || strchr("<>.", down) == NULL) {
                sprintf(c->message, "signs are '<', '>' or '.' (row %d)",
                        row + 1);
                return 0;
            }
            c->sign[0][side * row + col] = right;
            c->sign[1][side * row + col] = down;
        }
    }
    return 1;
}

/* Reads a variant line: N * N cells, then N * N jigsaw labels; or N * N
 * cage labels and LABEL=SUM tokens (killer); or two runs of N * (N - 1)
 * signs (greater-than).  Returns the cell count, or -1 with a message. */
static int parse_variant(const char *text, size_t n, size_t first, Case *c)
{
    const char *token[3];
    size_t length[3], i = first;
    int tokens = 1, spaced, cells, side, t;

    token[0] = text;
    length[0] = first;
    while (i < n && is_gap(text[i]))
        i++;
    while (i < n && tokens < 3) {
        token[tokens] = text + i;
        length[tokens] = first_token_length(text + i, n - i);
        i += length[tokens++];
        while (i < n && is_gap(text[i]))
            i++;
    }
    cells = parse_cells(token[0], length[0], c, 0, &spaced);
    if (cells < 0)
        return -1;
    side = side_of_cells(cells);
    if (side == 0) {
        sprintf(c->message, "%d cells before the rules: expected N * N",
                cells);
        return -1;
    }
    if (tokens == 2 && length[1] == (size_t)cells) {
        c->variant = JIGSAW;
        return parse_labels(token[1], cells, c, 0) ? cells : -1;
    }
    if (tokens == 3 && length[1] == (size_t)cells
        && memchr(token[2], '=', length[2])) {
        c->variant = KILLER;
        for (t = 0; t < 128; t++)
            c->cage_sum[t] = -1;
        if (!parse_labels(token[1], cells, c, 1))
            return -1;
        i = (size_t)(token[2] - text);
        return parse_cage_sums(text + i, n - i, c) ? cells : -1;
    }
    if (tokens == 3 && length[1] == (size_t)(side * (side - 1))
        && length[2] == length[1] && i == n) {
        c->variant = GREATER_THAN;
        return parse_signs(token[1], token[2], side, c) ? cells : -1;
    }
    sprintf(c->message, "after %d cells: expected %d jigsaw labels, %d cage "
            "labels and LABEL=SUM sums, or two runs of %d signs", cells,
            cells, cells, side * (side - 1));
    return -1;
}

#if CARRY_TOOLS
/*
 * The two formats killer puzzles are published in, each one token of a
 * 9x9 line (no judge asks for them: the judges' files leave them out).
 *
 * The short format: 81 symbols, a cage drawn as a tree of arrows.  A
 * cage's head holds its sum, 0-9, A-Z for 10-35, a-j for 36-45; every
 * other cell points at a neighbour of its cage: < > ^ v, or ` ' , . for
 * up-left, up-right, down-left, down-right.  A head of sum 0, and every
 * cell that points to it, is in no cage.
 *
 * SudoCue's long format: `3x3::k:` (`3x3:d:k:` when both diagonals hold
 * 1-9 too), then 81 numbers separated by ':', each a cage's sum times 256
 * plus the cage's number.
 */

/* The labels given to a published killer's cages, in order of first
 * appearance. */
static const char CAGE_LABELS[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* The cell an arrow of the short format at cell i points to, i itself
 * for a head, or -1 when it points off the board. */
static int short_killer_step(const char *text, int i)
{
    static const char ARROWS[] = "<>^v`',.";
    static const signed char ROW_STEP[] = {0, 0, -1, 1, -1, -1, 1, 1};
    static const signed char COL_STEP[] = {-1, 1, 0, 0, -1, 1, -1, 1};
    const char *arrow = strchr(ARROWS, text[i]);
    int row, col;

    if (arrow == NULL || text[i] == '\0')
        return i;
    row = i / 9 + ROW_STEP[arrow - ARROWS];
    col = i % 9 + COL_STEP[arrow - ARROWS];
    return row >= 0 && row < 9 && col >= 0 && col < 9 ? 9 * row + col : -1;
}

/* Whether a token of n bytes is a killer in the short format: 81
 * symbols, arrows among them. */
static int is_short_killer(const char *text, size_t n)
{
    static const char ARROWS[] = "<>^v`',";      /* '.' is a symbol too */
    const char *arrow;
    size_t i;
    int arrows = 0;

    if (n != 81)
        return 0;
    for (arrow = ARROWS; *arrow && !memchr(text, *arrow, n); arrow++)
        ;                        /* a plain puzzle line has none: no scan */
    if (!*arrow)
        return 0;
    for (i = 0; i < n; i++) {
        char ch = text[i];
        if ((ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z')
            || (ch >= 'a' && ch <= 'j') || ch == '.')
            continue;
        if (ch == '\0' || !strchr(ARROWS, ch))
            return 0;
        arrows = 1;
    }
    return arrows;
}

/* Gives cell i the cage of head (a cell index, sum), a new label for a
 * head met first.  Returns 0 with a message when the labels run out. */
static int join_published_cage(Case *c, int i, int head, int sum,
                               int *label_of_head, int *labels)
{
    if (sum == 0) {
        c->label[i] = '.';
        return 1;
    }
    if (label_of_head[head] < 0) {
        if (*labels == (int)sizeof CAGE_LABELS - 1) {
            sprintf(c->message, "more than %d cages", *labels);
            return 0;
        }
        label_of_head[head] = *labels;
        c->cage_sum[(int)CAGE_LABELS[(*labels)++]] = (short)sum;
    }
    c->label[i] = CAGE_LABELS[label_of_head[head]];
    return 1;
}

/* Reads a short-format killer into c.  Returns 81, or -1 with a
 * message. */
static int parse_short_killer(const char *text, Case *c)
{
    int label_of_head[81], labels = 0, i, t;

    for (t = 0; t < 128; t++)
        c->cage_sum[t] = -1;
    for (i = 0; i < 81; i++)
        label_of_head[i] = -1;
    for (i = 0; i < 81; i++) {
        int head = i, steps = 0, next;
        char h;
        while ((next = short_killer_step(text, head)) != head) {
            if (next < 0 || ++steps > 81) {
                sprintf(c->message, "the arrow at row %d, column %d %s",
                        head / 9 + 1, head % 9 + 1, next < 0
                        ? "points off the board" : "is on a loop");
                return -1;
            }
            head = next;
        }
        h = text[head];
        if (!join_published_cage(c, i, head, h <= '9' ? h - '0' : h <= 'Z'
                                 ? h - 'A' + 10 : h - 'a' + 36,
                                 label_of_head, &labels))
            return -1;
    }
    memset(c->cells, 0, 81);
    c->variant = KILLER;
    return 81;
}

/* Whether a token of n bytes opens as SudoCue's long killer format. */
static int is_sudocue_killer(const char *text, size_t n)
{
    return n > 8 && (memcmp(text, "3x3::k:", 7) == 0
                     || memcmp(text, "3x3:d:k:", 8) == 0);
}

/* Reads a SudoCue killer into c.  Returns 81, or -1 with a message. */
static int parse_sudocue_killer(const char *text, size_t n, Case *c)
{
    int label_of_head[81], labels = 0, i = 0, t;
    size_t at = text[4] == 'd' ? 8 : 7;

    for (t = 0; t < 128; t++)
        c->cage_sum[t] = -1;
    for (t = 0; t < 81; t++)
        label_of_head[t] = -1;
    c->rules = text[4] == 'd' ? RULE_X : 0;
    for (i = 0; i < 81; i++) {
        long value = 0;
        size_t digits = 0;
        while (at < n && text[at] >= '0' && text[at] <= '9' && digits < 6) {
            value = 10 * value + (text[at++] - '0');
            digits++;
        }
        if (digits == 0 || (at < n && text[at] != ':')
            || (i < 80 && at == n) || value % 256 >= 81 || value / 256 > 45) {
            sprintf(c->message, "cell %d: expected a number, its cage's sum "
                    "x 256 + its cage (0-80), then ':'", i + 1);
            return -1;
        }
        at += at < n;
        if (!join_published_cage(c, i, (int)(value % 256), (int)(value / 256),
                                 label_of_head, &labels))
            return -1;
    }
    if (at != n) {
        sprintf(c->message, "after the 81st cell: '%.12s' where the line "
                "should end", text + at);
        return -1;
    }
    memset(c->cells, 0, 81);
    c->variant = KILLER;
    return 81;
}
#endif /* CARRY_TOOLS */

#if CARRY_BOARD_RULES && CARRY_MORE_RULES
/* Keeps a line of constraint text for case c, its blanks taken out (the
 * rules are read when the puzzle is built), and reads its side.  Returns
 * the cell count, or -1 with a message. */
static int read_constraint_case(CaseReader *r, Case *c, const char *text,
                                size_t n)
{
    size_t i, kept = 0;
    int side;

    for (i = 0; i < n; i++)
        if (text[i] != ' ' && text[i] != '\t')
            r->constraint_text[kept++] = text[i];
    r->constraint_text[kept] = '\0';
    side = constraint_text_side(r->constraint_text, kept, c->message);
    if (side == 0)
        return -1;
    c->variant = CONSTRAINTS;
    c->constraints = r->constraint_text;
    c->constraints_length = kept;
    memset(c->cells, 0, (size_t)(side * side));
    return side * side;
}

/* Whether a line is 729 pencil marks (tdoku's and ISS's layout): nine
 * characters a cell, row by row, the k-th '0' + k where the cell may hold
 * k and '.' (or '0') where it may not.  A line of 729 digits and dots
 * that puts a digit out of its place is LINE_BAD, the place named. */
static enum LineKind pencilmarks(const char *text, size_t n, char *message)
{
    size_t i, misplaced = n;

    if (n != 729)
        return LINE_BLANK;
    for (i = 0; i < n; i++) {
        if (text[i] != '.' && (text[i] < '0' || text[i] > '9'))
            return LINE_BLANK;
        if (text[i] != '.' && text[i] != '0' && text[i] != (char)('1' + i % 9)
            && misplaced == n)
            misplaced = i;
    }
    if (misplaced == n)
        return LINE_CELLS;
    sprintf(message, "729 characters, as pencil marks: r%dc%d holds '%c' at "
            "place %d of its nine, where only '%d' or '.' may stand",
            (int)(misplaced / 81 + 1), (int)(misplaced / 9 % 9 + 1),
            text[misplaced], (int)(misplaced % 9 + 1), (int)(misplaced % 9 + 1));
    return LINE_BAD;
}

/* How many digits a cell's nine pencil marks allow. */
static int marks_open(const char *marks)
{
    int d, open = 0;

    for (d = 0; d < 9; d++)
        open += marks[d] == '1' + d;
    return open;
}

/* Writes a cell's pencil marks as a given of several digits at out (two
 * givens that clash where it may hold none).  Returns the end. */
static char *write_marks(char *out, int cell, const char *marks)
{
    int d;

    out += sprintf(out, ".~R%dC%d", cell / 9 + 1, cell % 9 + 1);
    if (marks_open(marks) == 0)
        out += sprintf(out, "_1.~R%dC%d_2", cell / 9 + 1, cell % 9 + 1);
    for (d = 0; d < 9; d++)
        if (marks[d] == '1' + d) {
            *out++ = '_';
            *out++ = (char)('1' + d);
        }
    return out;
}

/* Reads a line of pencil marks for case c as constraint text: each cell
 * that may not hold every digit is limited to those it may, the cells of
 * one mark first, so that they are givens (--format=fill stars them).
 * Returns the cell count, 81. */
static int read_pencilmark_case(CaseReader *r, Case *c, const char *text)
{
    char *out = r->constraint_text;
    int cell, open;

    for (cell = 0; cell < 81; cell++)
        if (marks_open(text + 9 * cell) == 1)
            out = write_marks(out, cell, text + 9 * cell);
    for (cell = 0; cell < 81; cell++)
        if ((open = marks_open(text + 9 * cell)) != 1 && open != 9)
            out = write_marks(out, cell, text + 9 * cell);
    *out = '\0';
    c->variant = CONSTRAINTS;
    c->constraints = r->constraint_text;
    c->constraints_length = (size_t)(out - r->constraint_text);
    memset(c->cells, 0, 81);
    return 81;
}

/* Reads an f-puzzles line (a link, its data or its JSON) for case c into
 * constraint text, and its side.  Returns the cell count, or -1 with a
 * message. */
static int read_fpuzzles_case(Case *c, const char *text, size_t n)
{
    static char rules[FP_TEXT_MAX];
    long length = fpuzzles_constraint_text(text, n, rules, c->message);
    int side;

    if (length < 0)
        return -1;
    side = constraint_text_side(rules, (size_t)length, c->message);
    if (side == 0)
        return -1;
    c->variant = CONSTRAINTS;
    c->constraints = rules;
    c->constraints_length = (size_t)length;
    memset(c->cells, 0, (size_t)(side * side));
    return side * side;
}
#endif

/* When a line holds a variant puzzle (a run of cells and more after),
 * the length of that run, else 0. */
static size_t variant_cells(const char *text, size_t n)
{
    size_t first = first_token_length(text, n);

    return first < n && side_of_cells((int)first) >= 4 && text[0] != '|'
           ? first : 0;
}

#endif /* CARRY_VARIANTS */

/* Sorts the current line into a kind.  For LINE_CELLS reads its cells
 * into c from cell 'from' (*cells says how many), for LINE_NUMBER the
 * number into *number, for LINE_HEADER the line into c->header, and for
 * LINE_BAD says why in c->message. */
static enum LineKind classify_line(CaseReader *r, Case *c, int from,
                                   int *cells, long *number)
{
    Reader *in = &r->lines;
    const char *text = in->text;
    size_t n = in->length < (size_t)LINE_KEPT ? in->length : (size_t)LINE_KEPT;
    size_t start = 0;
    int spaced;

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
    if (text[0] == '#' || is_rule(text, n))
        return LINE_COMMENT;
    if (in->length > LINE_KEPT) {
        sprintf(c->message, "line of %lu characters: longer than any row "
                "or puzzle line", (unsigned long)in->length);
        return LINE_BAD;
    }
    if (n == 3 && (text[0] | 0x20) == 'e' && (text[1] | 0x20) == 'n'
        && (text[2] | 0x20) == 'd')
        return LINE_END;
    if (is_separator(text, n))
        return LINE_SEPARATOR;
    if (n >= 4 && (text[0] | 0x20) == 'g' && (text[1] | 0x20) == 'r'
        && (text[2] | 0x20) == 'i' && (text[3] | 0x20) == 'd'
        && (n == 4 || text[4] == ' ' || text[4] == '\t')) {
        sprintf(c->header, "%.*s", HEADER_SIZE - 1, text);
        c->header[n < HEADER_SIZE ? n : HEADER_SIZE - 1] = '\0';
        return LINE_HEADER;
    }
    if (r->profile->size_lines ? r->box == 0 : !r->started) {
        enum LineKind kind = classify_number(text, n, number, c->message);
        if (kind == LINE_NUMBER && n == 4)     /* perhaps a 4x4 row too */
            *cells = parse_cells(text, n, c, from, &spaced);
        if (kind != LINE_CELLS)
            return kind;
    }
#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
    if (from == 0 && n == 729) {
        enum LineKind kind = pencilmarks(text, n, c->message);
        if (kind == LINE_CELLS)
            *cells = read_pencilmark_case(r, c, text);
        if (kind != LINE_BLANK)
            return kind;
    }
    if (from == 0 && is_constraint_text(text, n)) {
        *cells = read_constraint_case(r, c, text, n);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
    if (from == 0 && is_fpuzzles(text, n)) {
        *cells = read_fpuzzles_case(c, text, n);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
#endif
#if CARRY_VARIANTS && CARRY_TOOLS
    if (from == 0 && (is_short_killer(text, n) || is_sudocue_killer(text, n))) {
        *cells = text[0] == '3' && text[1] == 'x' ? parse_sudocue_killer(text, n, c)
                                                   : parse_short_killer(text, c);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
#endif
#if CARRY_VARIANTS
    if (from == 0) {
        size_t first = variant_cells(text, n);
        if (first > 0) {
            *cells = parse_variant(text, n, first, c);
            return *cells < 0 ? LINE_BAD : LINE_CELLS;
        }
    }
#endif
    *cells = parse_cells(text, n, c, from, &spaced);
    if (*cells < 0)
        return LINE_BAD;
    if (from == 0)
        c->spaced = spaced;
#if CARRY_FRAMES
    if (from == 0)
        c->framed = spaced && memchr(text, '|', n) != NULL
#if CARRY_TOOLS                  /* a judge's file carries it when it frames */
                    && answers_framed(r->profile)
#endif
                    ;
#endif
    return LINE_CELLS;
}

/* Reads the next line to look at: the pushed-back one, or a new one.
 * Returns 0 at the end of input. */
static int next_line(CaseReader *r)
{
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    if (!read_line(&r->lines))
        return 0;
#if CARRY_ONE_JUDGE_WAYS
    if (r->profile->blank || (r->profile->alphabet && r->box == 4)) {
        size_t i, n = r->lines.length < LINE_KEPT ? r->lines.length
                                                  : (size_t)LINE_KEPT;
        const char *alphabet = r->box == 4 ? r->profile->alphabet : NULL;
        for (i = 0; i < n; i++) {
            const char *at = alphabet && r->lines.text[i]
                             ? strchr(alphabet, r->lines.text[i]) : NULL;
            if (r->lines.text[i] == r->profile->blank)
                r->lines.text[i] = '.';
            else if (at)        /* read in the letters A-P */
                r->lines.text[i] = (char)('A' + (at - alphabet));
        }
    }
#endif
    return 1;
}

/* Marks c malformed at line with a message. */
static enum CaseStatus malformed(Case *c, long line, const char *message)
{
    c->line = line;
    if (message != c->message)
        sprintf(c->message, "%.190s", message);
    return CASE_MALFORMED;
}

/* Gives c a board of side N with its default boxes. */
static void set_side(Case *c, int side)
{
    c->side = side;
    if (c->variant == JIGSAW) {
        c->box_rows = c->box_cols = 0;
        c->box = 0;
        return;
    }
    default_box(side, &c->box_rows, &c->box_cols);
    c->box = c->box_rows == c->box_cols ? c->box_rows : 0;
}

/* Returns 1 when the next line is a row of width cells, and leaves it to
 * be read again. */
static int next_is_row(CaseReader *r, int width)
{
    static Case row;             /* large; only its cell count is wanted */
    long number;
    int cells = 0, row_width = -1;

    memset(&row, 0, sizeof row);
    while (next_line(r)) {
        enum LineKind kind = classify_line(r, &row, 0, &cells, &number);
        if (kind == LINE_COMMENT)
            continue;
        r->pushed_back = 1;
        if (kind == LINE_CELLS)
            row_width = cells;
        break;
    }
    return row_width == width;
}

/* Checks the givens of a complete case against its board size and says
 * what is wrong.  Returns CASE_PUZZLE or CASE_MALFORMED.  A problem that
 * checks grids answers every grid: there a number past N only makes the
 * grid no solution (its cell is left blank). */
static enum CaseStatus check_givens(Case *c)
{
    int side = c->side;

    if (c->symbols == (SYMBOL_DIGITS | SYMBOL_LETTERS))
        return malformed(c, c->line, "mixes digits and letters");
    if (c->largest > side) {
        char message[MESSAGE_SIZE];
#if CARRY_CHECKING
#if CARRY_TOOLS                  /* a judge's file checks grids throughout */
        if (c->checking)
#endif
        {
            memset(c->cells, 0, sizeof c->cells);   /* no solution */
            return CASE_PUZZLE;
        }
#endif
        sprintf(message, "a %dx%d board takes givens 1 to %d (%c to %c), "
                "not %d", side, side, side, 'A', 'A' + side - 1, c->largest);
        return malformed(c, c->line, message);
    }
    if (side > 9 && !c->spaced && c->symbols == SYMBOL_DIGITS) {
        char message[MESSAGE_SIZE];
        sprintf(message, "a %dx%d board without blanks between cells takes "
                "letters A to %c", side, side, 'A' + side - 1);
        return malformed(c, c->line, message);
    }
    return CASE_PUZZLE;
}

/* Reads the remaining rows of a grid of side cells a row whose first
 * 'rows' rows are in c.  A row that cannot be read still counts as a row,
 * so one bad row costs one case; a blank line, `---`, `end`, a header, a
 * number, a line of another width or the end of input cuts it short. */
static enum CaseStatus read_grid(CaseReader *r, Case *c, int side, int rows)
{
    char message[MESSAGE_SIZE], header[HEADER_SIZE];
    long bad_line = 0, number;

    memcpy(header, c->header, HEADER_SIZE);    /* a header below is not ours */
    c->layout = LAYOUT_GRID;
    set_side(c, side);
    while (rows < side) {
        int cells = 0;
        enum LineKind kind;
        if (!next_line(r)) {
            r->ended = 1;
            break;
        }
        kind = classify_line(r, c, side * rows, &cells, &number);
        if (kind == LINE_COMMENT)
            continue;
#if CARRY_FRAMES                 /* dashes across a framed grid's bands */
        if (kind == LINE_SEPARATOR && c->framed && rows % c->box_rows == 0
            && r->lines.length > 3)
            continue;
#endif
        if (kind == LINE_BLANK || kind == LINE_SEPARATOR)
            break;
        if (kind == LINE_BAD || (kind == LINE_CELLS && cells == side)) {
            if (kind == LINE_BAD && !bad_line) {
                bad_line = r->lines.line_no;
                sprintf(message, "grid row %d: %.160s", rows + 1, c->message);
            }
            rows++;
            continue;
        }
        if (kind == LINE_CELLS && cells > 0 && cells < side && !bad_line) {
            bad_line = r->lines.line_no;
            sprintf(message, "grid row %d: %d cells, expected %d", rows + 1,
                    cells, side);
            rows++;
            continue;
        }
        r->pushed_back = 1;
        break;
    }
    memcpy(c->header, header, HEADER_SIZE);
    if (bad_line)
        return malformed(c, bad_line, message);
    if (rows < side) {
        sprintf(message, "grid starting here has %d rows, expected %d", rows,
                side);
#if CARRY_TOOLS
        if (rows == 1 && side > 9)       /* a lone line, as people see it */
            sprintf(message, "%d cells: expected a line of N * N (16, 36, 64, "
                    "81 ... 625), or a grid of %d rows", side, side);
#endif
        return malformed(c, c->line, message);
    }
    return check_givens(c);
}

/* Turns the first line of a case, holding 'cells' cells already in c, into
 * a case: a grid row (and the rows after it) or a whole puzzle line. */
static enum CaseStatus start_case(CaseReader *r, Case *c, int cells)
{
    char message[MESSAGE_SIZE];
    int box = r->box;

    if (box && cells == box * box)
        return read_grid(r, c, cells, 1);
    if (c->variant != CLASSIC) {
        c->layout = LAYOUT_LINE;
        set_side(c, side_of_cells(cells));
        return check_givens(c);
    }
    /* 16 cells: a 16x16 row or a 4x4 line.  Unspaced, a 16x16 row is
     * letters or blanks, so a line with a digit given is a 4x4 puzzle,
     * whatever follows it (a file of 4x4 lines). */
    if (!box && ((cells >= 4 && cells <= MAX_SIDE && cells != 16)
                 || (cells == 16 && (c->symbols & SYMBOL_LETTERS
                                     || c->largest > 4
                                     || ((c->spaced || c->symbols == 0)
                                         && next_is_row(r, 16))))))
        return read_grid(r, c, cells, 1);
    if (side_of_cells(cells) >= 4 && (!box || cells == box * box * box * box)) {
        c->layout = LAYOUT_LINE;
        set_side(c, side_of_cells(cells));
        return check_givens(c);
    }
    if (box)
        sprintf(message, "%d cells: expected a row of %d or a line of %d",
                cells, box * box, box * box * box * box);
    else
        sprintf(message, "%d cells: expected a line of N * N (16, 36, 64, "
                "81 ... 625) or a grid row of 4 to 25", cells);
    return malformed(c, c->line, message);
}

/* Reads the case count T on the first line, or, for a 4-digit line
 * followed by a row of 4, the first row of a 4x4 grid. */
static enum CaseStatus read_count(CaseReader *r, Case *c, long count,
                                  int cells, int *is_case)
{
    *is_case = 0;
    r->started = 1;
    if (cells == 4 && c->largest <= 4 && next_is_row(r, 4)) {
        *is_case = 1;
        c->spaced = 0;
        return read_grid(r, c, 4, 1);
    }
    c->symbols = c->largest = 0;
    r->count = count;
    r->count_line = c->line;
    return CASE_NONE;
}

/* Reads a size line n: the box size of the next case. */
static enum CaseStatus read_size(CaseReader *r, Case *c, long n)
{
    char message[MESSAGE_SIZE];

    r->started = 1;
    if (n >= 1 && n <= r->profile->max_box) {
        r->box = (int)n;
        return CASE_NONE;
    }
    r->box = 0;
    sprintf(message, "size %ld: expected 1 to %d", n, r->profile->max_box);
    while (next_line(r)) {     /* the grid after it goes with it */
        int cells = 0;
        long number;
        enum LineKind kind = classify_line(r, c, 0, &cells, &number);
        if (kind != LINE_CELLS && kind != LINE_BAD && kind != LINE_COMMENT) {
            r->pushed_back = 1;
            break;
        }
    }
    return malformed(c, c->line, message);
}

/* Clears c for the next case. */
static void clear_case(Case *c)
{
    c->box = 3;
    c->side = 9;
    c->box_rows = c->box_cols = 3;
    c->variant = CLASSIC;
    c->layout = LAYOUT_LINE;
    c->spaced = 0;
#if CARRY_FRAMES
    c->framed = 0;
#endif
#if CARRY_TOOLS
    c->rules = 0;
#endif
    c->symbols = 0;
    c->largest = 0;
    c->alphabet = NULL;
    c->header[0] = '\0';
    c->message[0] = '\0';
}

#if CARRY_VARIANTS
/* Reads one line of signs of a sign case (see SIGNS_COMPARE): the n signs
 * from 'allowed', blanks between them skipped, into c->sign[way] for the
 * cells of 'row' (way 0: pairs inside boxes; way 1: each cell and the one
 * below, turned to '<' or '>' when the line says v or ^).  Returns 0 with
 * a message when the line is not that. */
static int read_sign_line(CaseReader *r, Case *c, int row, int way,
                          const char *allowed)
{
    const char *text = r->lines.text;
    size_t i, n = r->lines.length < (size_t)LINE_KEPT ? r->lines.length
                                                       : (size_t)LINE_KEPT;
    int want = way == 0 ? 6 : 9, got = 0;

    for (i = 0; i < n; i++) {
        int col;
        char sign = text[i];
        if (sign == ' ' || sign == '\t')
            continue;
        if (!strchr(allowed, sign) || got == want) {
            sprintf(c->message, "expected %d signs, each one of %s", want,
                    allowed);
            return 0;
        }
        col = way == 0 ? got / 2 * 3 + got % 2 : got;
        if (sign == 'v' || sign == '^')
            sign = sign == 'v' ? '>' : '<';
        c->sign[way][9 * row + col] = sign;
        got++;
    }
    if (got != want) {
        sprintf(c->message, "%d signs, expected %d (%s)", got, want,
                way == 0 ? "pairs across inside boxes" : "one per column");
        return 0;
    }
    return 1;
}

/* Reads a case of 15 sign lines (Profile.signs): an empty 9x9 board and
 * its relations. */
static enum CaseStatus read_sign_case(CaseReader *r, Case *c)
{
    int compare = r->profile->signs == SIGNS_COMPARE, k = 0, ok = 1;
    long bad_line = 0;
    char message[MESSAGE_SIZE];

    memset(c->cells, 0, CELLS);
    memset(c->sign, '.', sizeof c->sign);
    c->variant = compare ? GREATER_THAN : SUM_SIGNS;
    c->layout = LAYOUT_GRID;
    c->spaced = 1;
    set_side(c, 9);
    while (k < 15 && next_line(r)) {
        int band = k / 5, step = k % 5;
        if (r->lines.length == 0 || (k == 0 && strspn(r->lines.text, " \t\r")
                                               == r->lines.length))
            continue;                    /* blank lines before a case */
        if (k == 0)
            c->line = r->lines.line_no;
        if (ok && !read_sign_line(r, c, 3 * band + step / 2, step % 2,
                                  step % 2 ? (compare ? "v^" : "<=>")
                                           : (compare ? "<>" : "<=>"))) {
            ok = 0;
            bad_line = r->lines.line_no;
            memcpy(message, c->message, MESSAGE_SIZE);
        }
        k++;
    }
    if (k == 0) {
        r->ended = 1;
        return CASE_NONE;
    }
    if (!ok)
        return malformed(c, bad_line, message);
    if (k < 15)
        return malformed(c, c->line, "a case of signs has 15 lines");
    return CASE_PUZZLE;
}
#endif /* CARRY_VARIANTS */

#if CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS
/* Appends n bytes to the line being joined; returns 0 when full. */
static int join_bytes(char *line, size_t *length, const char *bytes, size_t n)
{
    if (*length + n >= LINE_KEPT)
        return 0;
    memcpy(line + *length, bytes, n);
    *length += n;
    return 1;
}

/* Reads a killer case in CodinGame's rows (Profile.killer_rows): N lines
 * of a row and its cage labels, then the sums, and joins them into the
 * one killer line "CELLS CAGES LABEL=SUM..." that the next read takes up
 * (pushed back), so the case is read as that line would be.  Returns 0
 * at the end of the input, -1 with a message for a row that is not one. */
static int join_killer_rows(CaseReader *r, Case *c)
{
    static char cells[LINE_KEPT], cages[LINE_KEPT];
    size_t n_cells = 0, n_cages = 0, width = 0;
    int row = 0;
    long bad_line = 0;

    while (next_line(r)) {
        const char *text = r->lines.text;
        size_t n = r->lines.length < LINE_KEPT ? r->lines.length
                                               : (size_t)LINE_KEPT;
        size_t first = 0, gap;
        while (first < n && text[first] != ' ' && text[first] != '\t')
            first++;
        if (n == 0 && row == 0)
            continue;                    /* blank lines before a case */
        if (row == 0) {
            c->line = r->lines.line_no;
            width = first;
        }
        if (row == (int)width && row > 0)
            break;                       /* the sums line */
        gap = first;
        while (gap < n && (text[gap] == ' ' || text[gap] == '\t'))
            gap++;
        if (!bad_line && (first != width || n - gap != width || width < 4
                          || !join_bytes(cells, &n_cells, text, first)
                          || !join_bytes(cages, &n_cages, text + gap,
                                         n - gap)))
            bad_line = r->lines.line_no; /* the case's other lines still go */
        row++;
    }
    if (row == 0)
        return 0;
    if (bad_line) {
        sprintf(c->message, "a row of %d cells, a blank and its %d cage "
                "labels, expected", (int)width, (int)width);
        c->line = bad_line;
        return -1;
    }
    if (row < (int)width) {
        sprintf(c->message, "%d rows, expected %d and a line of sums", row,
                (int)width);
        return -1;
    }
    {
        size_t n = r->lines.length < LINE_KEPT ? r->lines.length
                                               : (size_t)LINE_KEPT;
        static char sums[LINE_KEPT];
        size_t length = 0;
        memcpy(sums, r->lines.text, n);
        if (!join_bytes(r->lines.text, &length, cells, n_cells)
            || !join_bytes(r->lines.text, &length, " ", 1)
            || !join_bytes(r->lines.text, &length, cages, n_cages)
            || !join_bytes(r->lines.text, &length, " ", 1)
            || !join_bytes(r->lines.text, &length, sums, n)) {
            strcpy(c->message, "the case is too long");
            return -1;
        }
        r->lines.length = length;
        r->pushed_back = 1;
    }
    return 1;
}

#if CARRY_CELL_SUMS
enum { KILLER_QUEUE = 1024 };   /* cage layouts read ahead of their sums */

/* Whether text[0..n) is n cage labels, a-z A-Z. */
static int is_cage_layout(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (!((text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z'))
            return 0;
    return n >= 16 && side_of_cells((int)n) > 0;
}

/* Reads a killer case of CodinGame's extreme challenge (Profile.killer_rows
 * KILLER_LAYOUTS): lines of N x N cage labels and lines of LABEL=SUM, the
 * k-th layout taking the k-th line of sums, whether the two alternate or
 * the layouts all come first (a layout may carry its sums after a blank);
 * lines of digits alone (the count) are passed over.  Joins a layout and
 * its sums into the killer line "CELLS CAGES LABEL=SUM...", its cells all
 * blank, pushed back for the next read.  Returns 0 at the end of the
 * input, -1 with a message. */
static int join_killer_layouts(CaseReader *r, Case *c)
{
    static char layout[KILLER_QUEUE][MAX_CELLS + 1], sums[LINE_KEPT];
    static int first, queued;
    static long layout_line[KILLER_QUEUE];
    const char *cages = NULL;
    size_t n = 0, cells = 0, sums_length = 0, length = 0, i;

    while (!cages && next_line(r)) {
        const char *text = r->lines.text;
        size_t word = 0;
        n = r->lines.length < LINE_KEPT ? r->lines.length : (size_t)LINE_KEPT;
        while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\r'))
            n--;
        while (word < n && text[word] != ' ' && text[word] != '\t')
            word++;
        for (i = 0; i < n && text[i] >= '0' && text[i] <= '9'; i++)
            ;
        if (i == n)
            continue;                    /* blank, or the count */
        c->line = r->lines.line_no;
        if (is_cage_layout(text, word) && word < n) {
            cages = text;                /* its sums beside it */
            cells = word;
            memcpy(sums, text + word, n - word);
            sums_length = n - word;
        } else if (is_cage_layout(text, word)) {
            if (queued == KILLER_QUEUE) {
                sprintf(c->message, "more than %d cage layouts before "
                        "their sums", KILLER_QUEUE);
                return -1;
            }
            memcpy(layout[(first + queued) % KILLER_QUEUE], text, word);
            layout[(first + queued) % KILLER_QUEUE][word] = '\0';
            layout_line[(first + queued++) % KILLER_QUEUE] = r->lines.line_no;
        } else if (queued == 0) {
            sprintf(c->message, "'%.20s': expected a line of %s", text,
                    "cage labels (a-z A-Z) before its LABEL=SUM sums");
            return -1;
        } else {                         /* the sums of the oldest layout */
            cages = layout[first];
            cells = strlen(cages);
            c->line = layout_line[first];
            first = (first + 1) % KILLER_QUEUE;
            queued--;
            memcpy(sums, text, n);
            sums_length = n;
        }
    }
    if (!cages && queued > 0) {          /* layouts left with no sums */
        c->line = layout_line[first];
        first = (first + 1) % KILLER_QUEUE;
        queued--;
        strcpy(c->message, "a cage layout with no line of LABEL=SUM sums");
        return -1;
    }
    if (!cages)
        return 0;
    length = 2 * cells + 2 + sums_length;
    if (length >= LINE_KEPT) {
        strcpy(c->message, "the case is too long");
        return -1;
    }
    memmove(sums + 2 * cells + 2, sums, sums_length);  /* cells, cages first */
    memcpy(sums + cells + 1, cages, cells);
    for (i = 0; i < cells; i++)
        sums[i] = '.';
    sums[cells] = sums[2 * cells + 1] = ' ';
    memcpy(r->lines.text, sums, length);
    r->lines.length = length;
    r->pushed_back = 1;
    return 1;
}
#endif /* CARRY_CELL_SUMS */
#endif /* CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS */

/* Reads the next case into c.  Returns CASE_NONE when the input is done. */
static enum CaseStatus next_case(CaseReader *r, Case *c)
{
    int killer_grid = 0;

    clear_case(c);
#if CARRY_CHECKING && CARRY_TOOLS
    c->checking = r->profile->goal == GOAL_CHECK;
#endif
#if CARRY_VARIANTS
    if (r->profile->signs)
        return read_sign_case(r, c);
#endif
#if CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS
    if (r->profile->killer_rows) {
#if CARRY_CELL_SUMS
        int joined = r->profile->killer_rows == KILLER_LAYOUTS
                     ? join_killer_layouts(r, c) : join_killer_rows(r, c);
#else
        int joined = join_killer_rows(r, c);
#endif
        if (joined == 0) {
            r->ended = 1;
            return CASE_NONE;
        }
        if (joined < 0)
            return CASE_MALFORMED;
        killer_grid = 1;
    }
#endif
    while (!r->ended && next_line(r)) {
        long number = -1;
        int cells = 0, is_case;
        enum LineKind kind = classify_line(r, c, 0, &cells, &number);
        enum CaseStatus status;

        c->line = r->lines.line_no;
        switch (kind) {
        case LINE_BLANK:
        case LINE_COMMENT:
        case LINE_SEPARATOR:
        case LINE_HEADER:
            continue;
        case LINE_END:
            r->ended = 1;
            return CASE_NONE;
        case LINE_NUMBER:
            if (r->profile->size_lines) {
                status = read_size(r, c, number);
                if (status != CASE_NONE)
                    return status;
                continue;
            }
            status = read_count(r, c, number, cells, &is_case);
            if (is_case)
                return status;
            continue;
        case LINE_BAD:
            r->started = 1;
            return CASE_MALFORMED;
        case LINE_CELLS:
            r->started = 1;
            status = start_case(r, c, cells);
            if (r->profile->alphabet && c->side == 16)
                c->alphabet = r->profile->alphabet;
            if (killer_grid)             /* answered as rows, as it came */
                c->layout = LAYOUT_GRID;
            r->box = 0;
            return status;
        }
    }
    r->ended = 1;
    return CASE_NONE;
}

#if CARRY_NUMBER_BOARDS && CARRY_GENERAL_ENGINE
/* Labels each cell of a 9x9 board of HDU 4069 cells (a digit plus walls)
 * with its region: the cells its walls enclose, found by flood fill (a
 * wall on either side of an edge closes it).  Returns 1 when the walls
 * make nine regions of nine cells. */
static int regions_from_walls(const long *value, unsigned char *label)
{
    static const int wall[4] = {WALL_UP, WALL_RIGHT, WALL_DOWN, WALL_LEFT};
    static const int step[4] = {-9, 1, 9, -1};
    int stack[CELLS], top, cell, dir, regions = 0;

    memset(label, 0xFF, CELLS);
    for (cell = 0; cell < CELLS; cell++) {
        int size = 0;
        if (label[cell] != 0xFF)
            continue;
        label[cell] = (unsigned char)regions;
        stack[0] = cell;
        for (top = 1; top > 0; size++) {
            int at = stack[--top];
            for (dir = 0; dir < 4; dir++) {
                int next = at + step[dir];
                if ((value[at] & wall[dir]) || next < 0 || next >= CELLS
                    || (dir % 2 == 1 && next / 9 != at / 9)
                    || (value[next] & wall[(dir + 2) % 4])
                    || label[next] != 0xFF)
                    continue;
                label[next] = (unsigned char)regions;
                stack[top++] = next;
            }
        }
        if (size != 9 || ++regions > 9)
            return 0;
    }
    return 1;
}
#endif

/*
 * src/output.c - the writer: buffered standard output, solutions in the
 * layout their case came in, write errors kept.
 * Calls: input.c.
 */

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

/* Appends a string. */
static void put_text(Writer *w, const char *s)
{
    put_bytes(w, s, strlen(s));
}

/* Appends a string and a newline. */
static void put_line(Writer *w, const char *s)
{
    put_text(w, s);
    put_bytes(w, "\n", 1);
}

/* How a case's cells are written back. */
typedef struct Style {
    int side;                    /* cells in a row */
    int letters;                 /* A.. rather than numbers */
    const char *alphabet;        /* the case's own symbols, or NULL */
    int spaced;                  /* a blank between cells */
    int hide_givens;             /* givens as '*' (--format=fill) */
} Style;

/* The style of case c in format: its own symbols and spacing; a line is
 * written without blanks wherever one character a cell can say it. */
static Style style_of(const Case *c, enum Format format)
{
    Style s;

    s.side = c->side;
    s.letters = (c->symbols & SYMBOL_LETTERS) || (s.side > 9 && !c->spaced);
    s.alphabet = c->alphabet;
    s.spaced = c->spaced && !(format == FORMAT_LINE
                              && (s.letters || s.side <= 9));
    s.hide_givens = format == FORMAT_FILL;
    return s;
}

/* Appends the text of value v (1..25) in style s to out; returns its end. */
static char *put_value(char *out, int v, const Style *s)
{
    if (s->alphabet) {
        *out++ = s->alphabet[v - 1];
    } else if (s->letters) {
        *out++ = (char)('A' + v - 1);
    } else if (v >= 10) {
        *out++ = (char)('0' + v / 10);
        *out++ = (char)('0' + v % 10);
    } else {
        *out++ = (char)('0' + v);
    }
    return out;
}

/* Appends cells [from, from + n) of a solution as one line. */
static void put_cells(Writer *w, const Case *c, const unsigned char *solution,
                      int from, int n, const Style *s)
{
    char line[3 * MAX_CELLS + 1], *end = line;
    int i;

    if (!s->spaced && !s->hide_givens && !s->letters) { /* the common case */
        i = 0;
#ifdef SOLVER_SSE2
        for (; i + 16 <= n; i += 16) {
            __m128i values = _mm_loadu_si128((const __m128i *)(const void *)(solution + from + i));
            _mm_storeu_si128((__m128i *)(void *)(line + i),
                             _mm_add_epi8(values, _mm_set1_epi8('0')));
        }
#endif
        for (; i < n; i++)
            line[i] = (char)('0' + solution[from + i]);
        line[n] = '\n';
        put_bytes(w, line, (size_t)n + 1);
        return;
    }
    for (i = from; i < from + n; i++) {
        if (s->spaced && i > from)
            *end++ = ' ';
        if (s->hide_givens && c->cells[i])
            *end++ = '*';
        else
            end = put_value(end, solution[i], s);
    }
    *end++ = '\n';
    put_bytes(w, line, (size_t)(end - line));
}

#if CARRY_TOOLS || CARRY_FRAMES
/* Appends a solution as a grid with box rules, for people: cells apart,
 * '|' between boxes, and a rule of '-' and '+' between bands; then a
 * blank line when blank_after. */
static void put_pretty(Writer *w, const Case *c, const unsigned char *solution,
                       int blank_after)
{
    Style s = style_of(c, FORMAT_GRID);
    int side = c->side, row, col;
    int rows = c->box_rows ? c->box_rows : side, cols = c->box_cols ? c->box_cols : side;
    int wide = side > 9 && !s.letters;           /* two-digit numbers */

    for (row = 0; row < side; row++) {
        char line[6 * MAX_SIDE + 2], *end = line;
        for (col = 0; col < side; col++) {
            int v = solution[side * row + col];
            if (col > 0 && col % cols == 0) {
                *end++ = ' ';
                *end++ = '|';
            }
            if (col > 0)
                *end++ = ' ';
            if (wide && v < 10)
                *end++ = ' ';
            end = put_value(end, v, &s);
        }
        *end = '\0';
        if (row > 0 && row % rows == 0) {
            char rule[sizeof line];
            size_t i, n = strlen(line);
            for (i = 0; i < n; i++)
                rule[i] = line[i] == '|' ? '+' : '-';
            rule[n] = '\0';
            put_line(w, rule);
        }
        put_line(w, line);
    }
    if (blank_after)
        put_bytes(w, "\n", 1);
}
#endif /* CARRY_TOOLS || CARRY_FRAMES */

/* Appends a solution of case c in the format asked for. */
static void write_solution(Writer *w, const Case *c,
                           const unsigned char *solution, enum Format format)
{
    Style s = style_of(c, format);
    int grid = format == FORMAT_GRID
               || (c->layout == LAYOUT_GRID && format != FORMAT_LINE);
    int row;

#if CARRY_TOOLS || CARRY_FRAMES
    if (format == FORMAT_PRETTY) {
        put_pretty(w, c, solution, 1);
        return;
    }
#endif
#if CARRY_FRAMES
    if (c->framed && c->layout == LAYOUT_GRID && format == FORMAT_AS_INPUT) {
        put_pretty(w, c, solution, 0);     /* framed as it came */
        return;
    }
#endif
    if (!grid) {
        put_cells(w, c, solution, 0, s.side * s.side, &s);
        return;
    }
    for (row = 0; row < s.side; row++)
        put_cells(w, c, solution, s.side * row, s.side, &s);
}

/*
 * src/answers.c - the answers: building a Puzzle from a Case, and the
 * answer modes (ANSWER_MODES), one function each, that answer it as the
 * profile's goal asks (solve, count, all, check, legal, anti-sudoku, the
 * best score, the corner sum, minimality, the 4x4 count).
 * Calls: tables.c, entry.c, general_rules.c, board_rules.c, engines.c,
 * profiles.c, input.c, output.c.
 */

/* ------------------------------------------------------------------ */
/* Answers                                                            */
/* ------------------------------------------------------------------ */

/* What a run was asked for: the problem's conventions and the options. */
typedef struct Options {
    const Profile *profile;      /* --judge, or the JUDGE built in */
    const char *words[VERDICTS]; /* the profile's words, --no-solution applied */
    enum Format format;          /* how to print solutions */
    long count_limit;            /* --count=N: print counts up to N; 0 off */
    long all_limit;              /* --all[=K]: print up to K solutions; 0 off */
    int rules;                   /* --rules: RULE_X, RULE_WINDOKU ... */
    int box_rows, box_cols;      /* --box=RxC; 0 x 0: the default */
    const char *path;            /* input file, or NULL for stdin */
    int stats;                   /* --stats: a summary on stderr */
    int interactive;             /* a person types the cases: answer each
                                    one as soon as it is complete */
    int progress;                /* progress on stderr: 1 --progress, 0
                                    --quiet, -1 with --stats on a terminal */
} Options;

/* Tallies of a run, for --stats and the exit status, and the engines'
 * workspace it solves in. */
typedef struct Tally {
    long cases;                  /* cases answered, ERROR included */
    long solved;                 /* cases with at least one solution */
    long impossible;             /* cases with none */
    long malformed;              /* cases that could not be read */
    long guesses;                /* guesses made by the search */
    long corner_sum;             /* GOAL_CORNER_SUM: the sum so far */
#if CARRY_CELL_SUMS
    long cell_sum[MAX_CELLS];    /* GOAL_CELL_SUM: each cell's so far */
    int cell_sum_side;           /* and the side of those boards */
#endif
#if CARRY_GENERAL_ENGINE
    Workspace *space;
#endif
} Tally;

/* Counts a case answered with found solutions as solved or impossible. */
static void tally_found(Tally *t, long found)
{
    if (found > 0)
        t->solved++;
    else
        t->impossible++;
}

/* Says in c->message that case c cannot be a puzzle.  Returns 0. */
static int bad_rules(Case *c, const char *message)
{
    sprintf(c->message, "%.190s", message);
    return 0;
}

#if CARRY_VARIANTS
/* Adds the jigsaw regions of case c's labels to p.  Returns 0 with a
 * message when they do not make N regions of N cells. */
static int add_jigsaw(Case *c, Puzzle *p)
{
    int count[128], filled[MAX_REGIONS], side = p->side, cells = side * side;
    int cell, i;
    char message[MESSAGE_SIZE];

    memset(count, 0, sizeof count);
    for (cell = 0; cell < cells; cell++)
        count[(int)c->label[cell]]++;
    for (i = 0; i < 128; i++) {
        if (count[i] != 0 && count[i] != side) {
            sprintf(message, "jigsaw region '%c' has %d cells, expected %d",
                    i, count[i], side);
            return bad_rules(c, message);
        }
    }
    for (i = 0; i < 128; i++)          /* count[i]: label i's region */
        if (count[i] != 0)
            count[i] = p->regions++;
    memset(filled, 0, sizeof filled);
    for (cell = 0; cell < cells; cell++) {
        int reg = count[(int)c->label[cell]];
        p->region[reg][filled[reg]++] = (short)cell;
    }
    return 1;
}

/* Adds the cages of case c's labels and sums to p.  Returns 0 with a
 * message when a cage has no sum, a sum no cage, or no digits make it. */
static int add_cages(Case *c, Puzzle *p)
{
    int side = p->side, cells = side * side, cell, i, used = 0;
    int count[128], next[128];   /* by label: cells, where the next goes */
    char message[MESSAGE_SIZE];

    memset(count, 0, sizeof count);
    for (cell = 0; cell < cells; cell++)
        count[c->label[cell] & 127]++;
    for (i = '0'; i <= 'z'; i++) {   /* the labels in order; '.' and the */
        Cage *cage = &p->cage[p->cages];   /* bytes between them have */
        int n = count[i], low, high;       /* no cells and no sum */
        next[i] = used;
        if (n == 0 && c->cage_sum[i] < 0)
            continue;
        if (n == 0 || c->cage_sum[i] < 0) {
            sprintf(message, n ? "cage '%c' has no sum" : "cage '%c' has a sum "
                    "but no cells", i);
            return bad_rules(c, message);
        }
        low = n * (n + 1) / 2;
        high = n * (2 * side - n + 1) / 2;
        if (n > side || c->cage_sum[i] < low || c->cage_sum[i] > high) {
            sprintf(message, "cage '%c': %d different digits 1-%d cannot sum "
                    "to %d", i, n, side, c->cage_sum[i]);
            return bad_rules(c, message);
        }
        cage->first = (short)used;
        cage->size = (short)n;
        cage->sum = c->cage_sum[i];
        used += n;
        p->cages++;
    }
    for (cell = 0; cell < cells; cell++)         /* cage by cage, in order */
        if (c->label[cell] != '.')
            p->cage_cells[next[c->label[cell] & 127]++] = (short)cell;
    return 1;
}

/* Adds the relations of case c's signs to p: a < b for each sign. */
static void add_relations(const Case *c, Puzzle *p)
{
    int side = p->side, cell, way;

    for (cell = 0; cell < side * side; cell++) {
        for (way = 0; way < 2; way++) {
            char sign = c->sign[way][cell];
            int other = cell + (way == 0 ? 1 : side);
            Relation *r = &p->relation[p->relations];
            if (c->variant == SUM_SIGNS && strchr("<=>", sign) && sign) {
                r->a = (short)cell;
                r->b = (short)other;
                r->kind = sign == '<' ? SUM_LESS : sign == '=' ? SUM_EQUAL
                        : SUM_GREATER;
                r->value = 10;
                p->relations++;
                continue;
            }
            if (sign != '<' && sign != '>')
                continue;
            r->a = (short)(sign == '<' ? cell : other);
            r->b = (short)(sign == '<' ? other : cell);
            r->kind = LESS;
            r->value = 0;
            p->relations++;
        }
    }
}

#endif /* CARRY_VARIANTS */

/* Starts p as start_puzzle() and add_boxes() do (locally, copied from
 * the board started last when it is the same: a batch is most often one
 * board). */
static void start_boxed_puzzle(Puzzle *p, int side, int rows, int cols)
{
#if CARRY_TOOLS
    static Puzzle last;
    static int last_rows, last_cols;

    if (last.side == side && last_rows == rows && last_cols == cols) {
        p->side = side;
        p->regions = last.regions;
        p->cages = p->relations = 0;
#if CARRY_MORE_RULES
        p->groups = p->group_cells_used = p->restricted = 0;
#endif
        memcpy(p->region, last.region, sizeof p->region[0] * (size_t)p->regions);
        memset(p->givens, 0, sizeof p->givens);
        return;
    }
#endif /* CARRY_TOOLS */
    start_puzzle(p, side);
    add_boxes(p, rows, cols);
#if CARRY_TOOLS
    last.side = side;
    last.regions = p->regions;
    memcpy(last.region, p->region, sizeof p->region[0] * (size_t)p->regions);
    last_rows = rows;
    last_cols = cols;
#endif /* CARRY_TOOLS */
}

#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
/* Builds the table of a case of constraint text (constraint_text.c),
 * with the board-wide rules of the options.  Returns 0 with a message
 * when the text or the rules make no puzzle. */
static int build_constraint_puzzle(Case *c, const Options *o, Puzzle *p)
{
    char message[MESSAGE_SIZE];
    const char *misfit;

    if (!read_constraint_text(p, c->side, c->constraints,
                              c->constraints_length, c->cells, message))
        return bad_rules(c, message);
    if ((misfit = add_rule_regions(p, o->rules | o->profile->rules)) != NULL)
        return bad_rules(c, misfit);
    memcpy(p->givens, c->cells, (size_t)(c->side * c->side));
    return 1;
}
#endif

/* Builds the constraint table of case c under the options.  Returns 0
 * with a message in c->message when its rules make no puzzle. */
static int build_puzzle(Case *c, const Options *o, Puzzle *p)
{
    char message[MESSAGE_SIZE];
    int side = c->side, rows = c->box_rows, cols = c->box_cols;
#if CARRY_BOARD_RULES
    const char *misfit;
#endif

    if (o->box_rows && c->variant != JIGSAW) {
        if (o->box_rows * o->box_cols != side) {
            sprintf(message, "--box=%dx%d does not fit a %dx%d board",
                    o->box_rows, o->box_cols, side, side);
            return bad_rules(c, message);
        }
        rows = c->box_rows = o->box_rows;
        cols = c->box_cols = o->box_cols;
        c->box = rows == cols ? rows : 0;
    }
    if (side > o->profile->max_box * o->profile->max_box) {
        sprintf(message, "a %dx%d board: this problem's are at most %dx%d",
                side, side, o->profile->max_box * o->profile->max_box,
                o->profile->max_box * o->profile->max_box);
        return bad_rules(c, message);
    }
#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
    if (c->variant == CONSTRAINTS)
        return build_constraint_puzzle(c, o, p);
#endif
    start_boxed_puzzle(p, side, c->variant == JIGSAW ? 1 : rows, cols);
#if CARRY_VARIANTS
    if (c->variant == JIGSAW && !add_jigsaw(c, p))
        return 0;
#if CARRY_BOARD_RULES
    if ((misfit = add_rule_regions(p, o->rules | o->profile->rules
#if CARRY_TOOLS
                                         | c->rules
#endif
                                   )) != NULL)
        return bad_rules(c, misfit);
#endif
    if (c->variant == KILLER && !add_cages(c, p))
        return 0;
    if (c->variant == GREATER_THAN || c->variant == SUM_SIGNS)
        add_relations(c, p);
#endif
    memcpy(p->givens, c->cells, (size_t)(side * side));
#if !CARRY_GENERAL_ENGINE
    if (!is_classic_9x9(p))
        return bad_rules(c, "this problem's file solves classic 9x9 boards only");
#endif
    return 1;
}

#if CARRY_VERDICTS
/* Returns 1 when every cell of case c holds a given. */
static int case_complete(const Case *c)
{
    int cell;

    for (cell = 0; cell < c->side * c->side; cell++)
        if (c->cells[cell] == 0)
            return 0;
    return 1;
}
#endif

/* Writes a number, suffix and a newline (without printf: a count per
 * puzzle is written millions of times). */
static void put_number(Writer *w, long n, const char *suffix)
{
    char text[24], *digit = text + sizeof text;   /* filled right to left */
    unsigned long rest = n < 0 ? 0ul - (unsigned long)n : (unsigned long)n;

    do
        *--digit = (char)('0' + rest % 10);
    while ((rest /= 10) != 0);
    if (n < 0)
        *--digit = '-';
    put_bytes(w, digit, (size_t)(text + sizeof text - digit));
    put_line(w, suffix);
}

/* Where --all sends each solution of a case. */
typedef struct AllSolutions {
    Writer *w;
    const Case *c;
    const Options *o;
    long written;                /* solutions written so far */
} AllSolutions;

#if CARRY_GENERAL_ENGINE
/* Writes one solution of --all, a blank line before all but the first.
 * Returns 0 to stop (on a write error). */
static int write_each(void *context, const unsigned char *solution)
{
    AllSolutions *all = (AllSolutions *)context;

    if (all->written++ > 0 && all->o->format != FORMAT_PRETTY)
        put_bytes(all->w, "\n", 1);
    write_solution(all->w, all->c, solution, all->o->format);
    return all->w->write_errno == 0;
}
#endif /* CARRY_GENERAL_ENGINE */

/* Solves puzzle p for goal on the engines (the 9x9 engine alone in a
 * file that carries no other), in run t's workspace, adding the guesses
 * made to t's.  Arguments and result as solve_by_engines(). */
static long solve_case(Tally *t, const Puzzle *p, unsigned char *solution,
                       long limit, enum Goal goal, AllSolutions *all)
{
#if CARRY_GENERAL_ENGINE
    return solve_by_engines(t->space, p, solution, limit, goal,
                            all ? write_each : NULL, all, &t->guesses);
#else
    (void)goal;
    (void)all;
    return solve_puzzle(p->givens, solution, limit, &t->guesses);
#endif
}

/* ---- answer modes ---- */

/* How a case is answered: one function a mode, which writes the case's
 * answer and tallies it in t. */
typedef void (*Answer)(Writer *w, const Case *c, const Puzzle *p,
                       const Options *o, Tally *t);

/* Solves (or, under --count, counts; under --all, lists) and writes the
 * solution, the count or the profile's words for the verdict: the mode of
 * every goal not in ANSWER_MODES, and of them all under --count and --all
 * but the verdicts. */
static void answer_solve(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    enum Goal goal = o->profile->goal == GOAL_SMALLEST ? GOAL_SMALLEST
                                                       : GOAL_SOLVE;
    const char *word;
    long found, limit = 1;
    enum Verdict verdict;
    AllSolutions all;

    if (o->count_limit)
        limit = o->count_limit;
    else if (o->all_limit)
        limit = o->all_limit, goal = GOAL_ALL;
    else if (o->words[VERDICT_ONE] || o->words[VERDICT_MANY])
        limit = 2;
    all.w = w;
    all.c = c;
    all.o = o;
    all.written = 0;
    found = solve_case(t, p, o->count_limit ? NULL : solution, limit, goal,
                       goal == GOAL_ALL ? &all : NULL);
    tally_found(t, found);
    if (o->count_limit) {
        put_number(w, found, found >= o->count_limit ? "+" : "");
        return;
    }
    verdict = found == 0 ? (puzzle_givens_legal(p) ? VERDICT_NONE
                                                   : VERDICT_ILLEGAL)
            : found == 1 ? VERDICT_ONE : VERDICT_MANY;
    word = o->words[verdict];
    if (goal == GOAL_ALL && found > 0)
        return;
    if (word)
        put_line(w, word);
    else
        write_solution(w, c, solution, o->format);
}

#if CARRY_VERDICTS
/* GOAL_LEGAL: whether the givens break no rule (LeetCode 36). */
static void answer_legal(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    (void)c;
    (void)t;
    put_line(w, o->words[puzzle_givens_legal(p) ? VERDICT_ONE
                                                : VERDICT_ILLEGAL]);
}

/* GOAL_CHECK: whether the grid is complete and legal (ABC 327 C). */
static void answer_check(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    if (case_complete(c))
        answer_legal(w, c, p, o, t);
    else
        put_line(w, o->words[VERDICT_ILLEGAL]);
}

/* GOAL_ANTI: the solved grid with every 2 made a 1, so that each row,
 * column and box holds 1 twice, after N changes, the fewest there can be
 * (a change breaks one row); the words for an illegal grid when it is not
 * a complete grid that keeps every rule (Codeforces 1335D). */
static void answer_anti(Writer *w, const Case *c, const Puzzle *p,
                        const Options *o, Tally *t)
{
    static unsigned char broken[MAX_CELLS];
    int cell, cells = c->side * c->side;

    (void)p;
    (void)t;
    if (!case_complete(c) || c->side < 2) {
        put_line(w, o->words[VERDICT_ILLEGAL]);
        return;
    }
    for (cell = 0; cell < cells; cell++)
        broken[cell] = (unsigned char)(c->cells[cell] == 2 ? 1 : c->cells[cell]);
    write_solution(w, c, broken, o->format);
}
#endif /* CARRY_VERDICTS */

#if CARRY_BEST_SCORE
/* GOAL_MAX_SCORE: the best score of a solution, or the words for none
 * (Luogu P1074; 9x9 only). */
static void answer_best_score(Writer *w, const Case *c, const Puzzle *p,
                              const Options *o, Tally *t)
{
    long best = is_classic_9x9(p) ? solve_case(t, p, NULL, 1, GOAL_MAX_SCORE,
                                               NULL) : -1;

    (void)c;
    if (best >= 0)
        t->solved++, put_number(w, best, "");
    else
        t->impossible++, put_line(w, o->words[VERDICT_NONE]);
}
#endif

#if CARRY_ONE_JUDGE_WAYS
/* GOAL_COUNT: every solution counted, then the solution when it is the
 * only one (SPOJ SUDOGOB). */
static void answer_count(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    long found = solve_case(t, p, solution, LONG_MAX, GOAL_SOLVE, NULL);

    put_number(w, found, "");
    if (found == 1)
        write_solution(w, c, solution, o->format);
    tally_found(t, found);
}

/* GOAL_CORNER_SUM: adds the three digits at the top left of the solution,
 * read as a number, to the run's sum, which corner_sum_total() writes
 * (Project Euler 96); the words for none. */
static void answer_corner_sum(Writer *w, const Case *c, const Puzzle *p,
                              const Options *o, Tally *t)
{
    unsigned char solution[MAX_CELLS];

    (void)c;
    if (solve_case(t, p, solution, 1, GOAL_SOLVE, NULL) == 1)
        t->solved++, t->corner_sum += 100 * solution[0] + 10 * solution[1]
                                      + solution[2];
    else
        t->impossible++, put_line(w, o->words[VERDICT_NONE]);
}

/* Writes the sum of the corners, after the last case. */
static void corner_sum_total(Writer *w, Tally *t)
{
    put_number(w, t->corner_sum, "");
}

#if CARRY_CELL_SUMS
/* GOAL_CELL_SUM: adds each digit of the solution to its cell's sum,
 * which cell_sum_total() writes (CodinGame's killer extreme challenge);
 * the words for none. */
static void answer_cell_sum(Writer *w, const Case *c, const Puzzle *p,
                            const Options *o, Tally *t)
{
    unsigned char solution[MAX_CELLS];
    int i;

    (void)c;
    if (solve_case(t, p, solution, 1, GOAL_SOLVE, NULL) != 1) {
        t->impossible++;
        put_line(w, o->words[VERDICT_NONE]);
        return;
    }
    t->solved++;
    t->cell_sum_side = p->side;
    for (i = 0; i < p->side * p->side; i++)
        t->cell_sum[i] += solution[i];
}

/* Writes the grid of sums, spaced, after the last case (zeros when no
 * case was solved). */
static void cell_sum_total(Writer *w, Tally *t)
{
    int side = t->cell_sum_side ? t->cell_sum_side : 9, r, c;

    for (r = 0; r < side; r++) {         /* the row's numbers, then its last */
        char row[MAX_SIDE * 24], *at = row;
        for (c = 0; c + 1 < side; c++)
            at += sprintf(at, "%ld ", t->cell_sum[r * side + c]);
        *at = '\0';
        put_text(w, row);
        put_number(w, t->cell_sum[r * side + c], "");
    }
}
#endif

/* Whether no given of p, which has one solution, can go: each taken away
 * in turn leaves more than one. */
static int is_minimal(Tally *t, const Puzzle *p)
{
    static Puzzle less;
    int cell, cells = p->side * p->side;

    memcpy(&less, p, sizeof less);
    for (cell = 0; cell < cells; cell++) {
        unsigned char given = less.givens[cell];
        long found;
        if (!given)
            continue;
        less.givens[cell] = 0;
        found = solve_case(t, &less, NULL, 2, GOAL_SOLVE, NULL);
        less.givens[cell] = given;
        if (found == 1)
            return 0;
    }
    return 1;
}

/* GOAL_MINIMAL: the solution when it is unique and no given can go, else
 * which of those fails (HDU 3909). */
static void answer_minimal(Writer *w, const Case *c, const Puzzle *p,
                           const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    long found = solve_case(t, p, solution, 2, GOAL_SOLVE, NULL);

    if (found != 1)
        put_line(w, o->words[found == 0 ? VERDICT_NONE : VERDICT_MANY]);
    else if (!is_minimal(t, p))
        put_line(w, "Not Minimal");
    else
        write_solution(w, c, solution, o->format);
    tally_found(t, found);
}
#endif /* CARRY_ONE_JUDGE_WAYS */

#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
/* The 288 complete 4x4 grids, as the engines list them. */
static unsigned char grids_4x4[288][16];
static int grids_found;

/* A SolutionSink that keeps each grid.  Returns 0 when there is no room. */
static int keep_grid_4x4(void *context, const unsigned char *solution)
{
    (void)context;
    memcpy(grids_4x4[grids_found++], solution, 16);
    return grids_found < 288;
}

/* How many 4x4 positions (givens that break no rule) have exactly one
 * completion (HDU 3476).  Givens taken from grid g on the cells of mask m
 * fit another grid h too when m lies within the cells where g and h
 * agree; such masks, and every mask below one, are marked, and the rest
 * are g's positions.  A relabelling of digits maps grids to grids and
 * keeps where two agree, so only the grids whose first row is 1 2 3 4 are
 * counted, each for its 24 relabellings. */
static long unique_positions_4x4(Workspace *space)
{
    static Puzzle p;
    static unsigned char ambiguous[65536];
    long total = 0, m, bit;
    int g, h, cell;

    start_puzzle(&p, 4);
    add_boxes(&p, 2, 2);
    grids_found = 0;
    solve_by_engines(space, &p, NULL, 288, GOAL_ALL, keep_grid_4x4, NULL,
                     NULL);
    for (g = 0; g < grids_found; g++) {
        if (memcmp(grids_4x4[g], "\1\2\3\4", 4) != 0)
            continue;
        memset(ambiguous, 0, sizeof ambiguous);
        for (h = 0; h < grids_found; h++) {
            long same = 0;
            for (cell = 0; cell < 16; cell++)
                if (grids_4x4[g][cell] == grids_4x4[h][cell])
                    same |= 1L << cell;
            if (h != g)
                ambiguous[same] = 1;
        }
        for (bit = 1; bit < 65536; bit <<= 1)
            for (m = 0; m < 65536; m++)
                if (!(m & bit) && ambiguous[m | bit])
                    ambiguous[m] = 1;
        for (m = 0; m < 65536; m++)
            total += 24 * !ambiguous[m];
    }
    return total;
}

/* GOAL_UNIQUE_4X4, which reads no case: the count, computed. */
static void unique_4x4_total(Writer *w, Tally *t)
{
    put_number(w, unique_positions_4x4(t->space), "");
}
#endif

/*
 * The answer modes, one row each: the profile's goal names its mode, and
 * a goal not listed is solved (answer_solve(), the first row).  A mode
 * that only makes sense without --count and --all gives way to solving
 * under them.  A mode may write something after the last case (finish),
 * and one with no answer reads no case at all.
 */
typedef struct AnswerMode {
    enum Goal goal;
    int with_limits;             /* kept under --count and --all */
    Answer answer;               /* each case's, or NULL: no case read */
    void (*finish)(Writer *w, Tally *t);   /* after the last, or NULL */
} AnswerMode;

static const AnswerMode ANSWER_MODES[] = {
    {GOAL_SOLVE, 1, answer_solve, NULL},
#if CARRY_VERDICTS
    {GOAL_CHECK, 1, answer_check, NULL},
    {GOAL_LEGAL, 1, answer_legal, NULL},
    {GOAL_ANTI, 1, answer_anti, NULL},
#endif
#if CARRY_BEST_SCORE
    {GOAL_MAX_SCORE, 0, answer_best_score, NULL},
#endif
#if CARRY_ONE_JUDGE_WAYS
    {GOAL_COUNT, 0, answer_count, NULL},
    {GOAL_CORNER_SUM, 0, answer_corner_sum, corner_sum_total},
#if CARRY_CELL_SUMS
    {GOAL_CELL_SUM, 0, answer_cell_sum, cell_sum_total},
#endif
    {GOAL_MINIMAL, 0, answer_minimal, NULL},
#endif
#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
    {GOAL_UNIQUE_4X4, 1, NULL, unique_4x4_total},
#endif
};

/* The answer mode of the options' profile. */
static const AnswerMode *answer_mode(const Options *o)
{
    int limited = o->count_limit || o->all_limit;
    size_t i;

    for (i = 1; i < sizeof ANSWER_MODES / sizeof ANSWER_MODES[0]; i++)
        if (ANSWER_MODES[i].goal == o->profile->goal
            && (ANSWER_MODES[i].with_limits || !limited))
            return &ANSWER_MODES[i];
    return &ANSWER_MODES[0];
}

/* Writes what goes before answer number k: the separator, the label and
 * the case's header. */
static void open_answer(Writer *w, const Case *c, const Profile *p, long k)
{
    if (k > 1)
        put_text(w, p->between);
    if (*p->label) {
        char label[64];
        sprintf(label, p->label, k);
        put_text(w, label);
    }
    if (c->header[0] && p->goal != GOAL_CORNER_SUM)
        put_line(w, c->header);
}

#if CARRY_NUMBER_BOARDS
/* The units (bit: row 0-8, column 9-17, box 18-26) of a 9x9 grid with no
 * digit twice. */
static uint32_t units_without_repeat(const unsigned char *grid)
{
    uint32_t without = 0;
    int unit, i;

    for (unit = 0; unit < 27; unit++) {
        unsigned seen = 0;
        for (i = 0; i < 9; i++) {
            int cell = unit < 9 ? 9 * unit + i : unit < 18 ? 9 * i + unit - 9
                     : 27 * ((unit - 18) / 3) + 3 * ((unit - 18) % 3)
                       + 9 * (i / 3) + i % 3;
            if (seen >> grid[cell] & 1)
                break;
            seen |= 1u << grid[cell];
        }
        if (i == 9)
            without |= 1u << unit;
    }
    return without;
}

/* The units a change at cell puts a repeat in: its row, column and box. */
static uint32_t units_of_cell(int cell)
{
    return 1u << (cell / 9) | 1u << (9 + cell % 9)
           | 1u << (18 + cell / 27 * 3 + cell % 9 / 3);
}

/* The fewest cells from 'from' on whose change leaves no unit of 'left'
 * without a repeat (each change repeats a digit in its three units, and a
 * value can always be chosen that breaks no repeat elsewhere), if fewer
 * than 'best'; else best.  Depth-first over the first unit left, bounded
 * by the rows, columns and boxes still to reach. */
static int fewest_changes(uint32_t left, int from, int used, int best)
{
    uint32_t tried = 0;
    int unit, cell, rows, cols, boxes, bound;

    if (left == 0)
        return used < best ? used : best;
    rows = count_cells(left & 0x1FF);
    cols = count_cells(left >> 9 & 0x1FF);
    boxes = count_cells(left >> 18);
    bound = rows > cols ? rows : cols;
    bound = boxes > bound ? boxes : bound;
    if (used + bound >= best)
        return best;
    unit = lowest_cell(left);
    for (cell = from; cell < 81; cell++) {
        uint32_t hits = units_of_cell(cell) & left;
        if (!(hits >> unit & 1) || (tried & hits) == hits)
            continue;
        tried |= hits;           /* a cell hitting no more than one tried */
        best = fewest_changes(left & ~hits, from, used + 1, best);
    }
    return best;
}

/* Vijos 1352: changes at most k cells of the solved grid (in place) into
 * the smallest grid, read row by row, whose every row, column and box
 * repeats a digit: cell by cell the smallest digit that leaves the rest
 * reachable with the changes left.  Returns 0 when k changes cannot. */
static int smallest_anti_sudoku(unsigned char *grid, long k)
{
    unsigned char original[CELLS];
    int cell, v, used = 0;

    memcpy(original, grid, CELLS);
    if (fewest_changes(units_without_repeat(grid), 0, 0, 10) > k)
        return 0;
    for (cell = 0; cell < CELLS; cell++)
        for (v = 1; v <= 9; v++) {
            int cost = v != original[cell];
            grid[cell] = (unsigned char)v;
            if (used + cost + fewest_changes(units_without_repeat(grid),
                                             cell + 1, 0, 10) <= k) {
                used += cost;
                break;
            }
            grid[cell] = original[cell];   /* kept: always reachable */
        }
    return 1;
}
#endif /* CARRY_NUMBER_BOARDS */

/*
 * src/options.c - the command line: options, --judge=list, --carries.
 * Calls: board_rules.c, profiles.c, answers.c.
 */

/* ------------------------------------------------------------------ */
/* Command line                                                       */
/* ------------------------------------------------------------------ */

#ifndef SOLVER_NO_MAIN

/* Makes p the profile of a run, with its words. */
static void set_profile(Options *o, const Profile *p)
{
    int v;

    o->profile = p;
    for (v = 0; v < VERDICTS; v++)
        o->words[v] = p->words[v];
}

/* Sets the options a run has when none is given: the JUDGE profile.
 * Returns 0 when JUDGE names no profile. */
static int default_options(Options *o)
{
    const Profile *p = find_profile(JUDGE);

    o->format = FORMAT_AS_INPUT;
    o->count_limit = 0;
    o->all_limit = 0;
    o->rules = 0;
    o->box_rows = o->box_cols = 0;
    o->path = NULL;
    o->stats = 0;
    o->interactive = 0;
    o->progress = -1;
    set_profile(o, p ? p : &PROFILES[0]);
    return p != NULL;
}

#if CARRY_TOOLS
/* The options below are for people at a terminal; make submit leaves them
 * out, and the judge's copy runs as default_options() says. */

static const char USAGE[] =
    "usage: solver [OPTION]... [FILE]\n"
    "Solves the Sudoku puzzles in FILE (or standard input) and prints each\n"
    "solution in the layout its puzzle came in: a line of all cells, or a\n"
    "grid of rows.  Boards are N x N, 4x4 to 25x25 (1x1 too after a size\n"
    "line); cells are 1-9, letters A-Y, or numbers between blanks.  A line\n"
    "of cells, a blank and rules is a variant: N*N jigsaw region labels;\n"
    "N*N cage labels and LABEL=SUM sums (killer); or two runs of N*(N-1)\n"
    "signs < > . between neighbours across and down (greater-than).\n"
    "Constraint text (.Thermo~R1C1~R1C2...), f-puzzles links and 729\n"
    "pencil marks (nine a cell: k in place k, or .) are read too;\n"
    "0 . - * ? _ are blank.  A first line holding only a count of cases,\n"
    "blank lines, '---' lines, 'Grid NN' headers, '#' comments, a final\n"
    "'end' line, and the bars and rules --format=pretty draws are understood.\n"
    "At a terminal each case is answered as soon as it is typed.\n"
    "\n"
    "  --judge=NAME        read and answer as problem NAME asks (default "
    "'" JUDGE "');\n"
    "                      --judge=list lists the problems\n"
    "  --count[=N]         print the number of solutions of each puzzle,\n"
    "                      stopping at N (default 2) and printing N+ there;\n"
    "                      N only after '='\n"
    "  --format=FORMAT     line, grid, fill (givens shown as *) or pretty\n"
    "  --no-solution=TEXT  print TEXT for a puzzle with no solution\n"
    "                      (default " NO_SOLUTION_TEXT ")\n"
    "  --all[=K]           print every solution (or the first K), a blank\n"
    "                      line between two, a line --- between cases\n"
    "  --rules=LIST        add board-wide rules, comma-separated: x (both\n"
    "                      diagonals), windoku (four windows of 9x9),\n"
    "                      antiknight, antiking, nonconsecutive\n"
    "  --box=RxC           boxes of R rows by C columns (R * C = N)\n"
    "  --stats             print cases, solutions and guesses to stderr\n"
    "                      (with progress while it runs, when stderr is a\n"
    "                      terminal: --quiet hides it, --progress shows it)\n"
    "  -h, --help          print this help\n"
    "      --version       print the version\n"
    "Options taking TEXT, FORMAT or NAME also take it as the next argument.\n"
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

/* Prints which parts of this file profile p's problem needs, as make
 * submit reads them: the 9x9 engine where its boards include classic 9x9
 * (max_box 3, or 5 for every size; 4 is 16x16 only, 2 is 4x4), the
 * general engine for other boards, goals and rules, digit planes for the
 * judges of X boards (and cages on them for a judge of killer X boards,
 * which none is yet).  Returns the exit status. */
static int print_carries(const Profile *p)
{
    int cells = !p->numbers;       /* number boards: the 9x9 engine only,
                                      which the file's main cannot do without */
    int walls = p->numbers == NUMBERS_WALLS;   /* jigsaw: the general one */
    int ways = p->goal == GOAL_COUNT || p->goal == GOAL_CORNER_SUM
               || p->goal == GOAL_UNIQUE_4X4 || p->goal == GOAL_MINIMAL
               || p->goal == GOAL_CELL_SUM
               || p->numbers == NUMBERS_FILL
               || p->blank || p->alphabet || p->killer_rows;
    int nine = (p->max_box == 3 || p->max_box == 5) && !p->rules && !p->signs
               && (p->goal == GOAL_SOLVE || p->goal == GOAL_CHECK
                   || p->goal == GOAL_LEGAL || p->goal == GOAL_ANTI
                   || p->goal == GOAL_COUNT || p->goal == GOAL_CORNER_SUM);
    int general = p->max_box != 3 || p->goal == GOAL_SMALLEST
                  || p->goal == GOAL_MAX_SCORE || p->rules || p->signs
                  || p->killer_rows;
    int variants = p == &PROFILES[0] || p->rules || p->signs
                   || p->killer_rows;
    int planes = p != &PROFILES[0] && (p->rules || p->killer_rows == KILLER_LAYOUTS)
                 && (p->goal == GOAL_SOLVE || p->goal == GOAL_CELL_SUM);
                 /* auto has no bytes to spare, HDU's C89 no uint64_t */
    int verdicts = cells && (p->goal == GOAL_CHECK || p->goal == GOAL_LEGAL
                             || p->goal == GOAL_ANTI);  /* number boards:
                                                           numbers.c's own */

    if (strncmp(p->name, "leetcode", 8) == 0) {   /* the functions alone */
        printf("CARRY_9X9_ENGINE=1 CARRY_GENERAL_ENGINE=0 CARRY_VARIANTS=0 "
               "CARRY_NUMBER_BOARDS=0 CARRY_ONE_JUDGE_WAYS=0 "
               "CARRY_DIGIT_PLANES=0 CARRY_KILLER_PLANES=0 "
               "CARRY_PLANE_EXTRAS=0 CARRY_LOCKED_PLANES=0 CARRY_MORE_RULES=0 "
               "CARRY_BOARD_RULES=0 CARRY_TOOLS=0 CARRY_LEETCODE=1 "
               "CARRY_PROGRAM=0 CARRY_CHECKING=0 CARRY_VERDICTS=0 "
               "CARRY_BEST_SCORE=0 CARRY_FRAMES=0 CARRY_FILES=0 "
               "CARRY_CELL_SUMS=0\n");
        return fflush(stdout) == 0 ? 0 : 2;
    }

    printf("CARRY_9X9_ENGINE=%d CARRY_GENERAL_ENGINE=%d CARRY_VARIANTS=%d "
           "CARRY_NUMBER_BOARDS=%d CARRY_ONE_JUDGE_WAYS=%d "
           "CARRY_DIGIT_PLANES=%d CARRY_KILLER_PLANES=%d "
           "CARRY_PLANE_EXTRAS=0 "   /* batch speed: 1.4 KB judges skip */
           "CARRY_LOCKED_PLANES=%d CARRY_MORE_RULES=0 CARRY_BOARD_RULES=%d "
           "CARRY_TOOLS=0 CARRY_LEETCODE=0 CARRY_PROGRAM=1 "
           "CARRY_CHECKING=%d CARRY_VERDICTS=%d CARRY_BEST_SCORE=%d "
           "CARRY_FRAMES=%d CARRY_FILES=%d CARRY_CELL_SUMS=%d\n",
           (nine && cells) || (!cells && !walls), (general && cells) || walls,
           variants, !cells, ways, planes, planes && p->killer_rows,
           planes && (p->rules & RULE_WINDOKU), p->rules != 0,
           p->goal == GOAL_CHECK && cells, verdicts,
           p->goal == GOAL_MAX_SCORE, answers_framed(p),
           named_files(p) != NULL, p->goal == GOAL_CELL_SUM);
    return fflush(stdout) == 0 ? 0 : 2;
}

/* Prints the profiles, one a line.  Returns the exit status. */
static int list_profiles(void)
{
    int i;

    for (i = 0; i < PROFILE_COUNT; i++) {
        const Profile *p = &PROFILES[i];
        printf("%-19s %s%s%s\n", p->name, p->problem, *p->aliases ? "; also "
               : "", p->aliases);
    }
    return fflush(stdout) == 0 ? 0 : 2;
}

/* When argv[*i] is option name with a value ("--name=V", or "--name V"),
 * points *value at V (moving *i past it) and returns 1; returns -1 when
 * the value is missing, 0 when argv[*i] is another option. */
static int option_value(int argc, char **argv, int *i, const char *name,
                        const char **value)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);

    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "solver: %s needs a value (try --help)\n", name);
        return -1;
    }
    *value = argv[++*i];
    return 1;
}

/* Sets the profile called name and its words.  Returns 0 if none is. */
static int use_profile(Options *o, const char *name)
{
    const Profile *p = find_profile(name);

    if (p == NULL) {
        fprintf(stderr, "solver: no judge profile '%s' (try --judge=list)\n",
                name);
        return 0;
    }
    set_profile(o, p);
    return 1;
}

/* Applies --format=text.  Returns 0 on an unknown format. */
static int use_format(Options *o, const char *text)
{
    static const char *const formats[] = {"", "line", "grid", "fill", "pretty"};
    int f;

    for (f = FORMAT_LINE; f <= FORMAT_PRETTY; f++) {
        if (strcmp(text, formats[f]) == 0) {
            o->format = (enum Format)f;
            return 1;
        }
    }
    fprintf(stderr, "solver: --format wants line, grid, fill or pretty, not "
            "'%s'\n", text);
    return 0;
}

/* Applies --no-solution=text.  Returns 0 when text would break a line. */
static int use_no_solution(Options *o, const char *text)
{
    if (strchr(text, '\n') || strchr(text, '\r')) {
        fprintf(stderr, "solver: --no-solution text must be one line\n");
        return 0;
    }
    if (o->words[VERDICT_ILLEGAL] && o->words[VERDICT_NONE]
        && strcmp(o->words[VERDICT_ILLEGAL], o->words[VERDICT_NONE]) == 0)
        o->words[VERDICT_ILLEGAL] = text;
    o->words[VERDICT_NONE] = text;
    return 1;
}

/* Applies --rules=LIST (the names of BOARD_RULES, comma-separated).
 * Returns 0 on an unknown rule. */
static int use_rules(Options *o, const char *list)
{
    size_t bad_at, i;
    int rules;

    if (!read_rule_list(list, &rules, &bad_at)) {
        fprintf(stderr, "solver: --rules takes");
        for (i = 0; i < BOARD_RULE_COUNT; i++)
            fprintf(stderr, "%s %s", i == 0 ? "" : i + 1 == BOARD_RULE_COUNT
                    ? " and" : ",", BOARD_RULE_NAMES[i]);
        fprintf(stderr, ", comma-separated, not '%.*s'\n",
                (int)strcspn(list + bad_at, ","), list + bad_at);
        return 0;
    }
    o->rules |= rules;
    return 1;
}

/* Applies --box=RxC.  Returns 0 when it is not two numbers 1..25. */
static int use_box(Options *o, const char *text)
{
    int rows = 0, cols = 0;
    char x = 0, extra = 0;

    if (sscanf(text, "%d%c%d%c", &rows, &x, &cols, &extra) != 3
        || (x != 'x' && x != 'X') || rows < 1 || cols < 1
        || rows * cols > MAX_SIDE) {
        fprintf(stderr, "solver: --box wants ROWSxCOLUMNS with at most %d "
                "cells, as --box=2x3, not '%s'\n", MAX_SIDE, text);
        return 0;
    }
    o->box_rows = rows;
    o->box_cols = cols;
    return 1;
}

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
/* Whether standard input is a terminal. */
static int stdin_is_terminal(void)
{
    return isatty(0);
}
#else
static int stdin_is_terminal(void)
{
    return 0;
}
#endif

/* Fills o from argv.  Returns -1 to go on, else the exit status to end
 * with (0 after --help, --version or --judge=list, 2 on a usage error). */
static int parse_options(int argc, char **argv, Options *o)
{
    const char *no_solution = NULL, *judge = JUDGE;
    int i, only_files = 0, carries = 0;

    default_options(o);
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = NULL;
        int found = 0;
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
        } else if (strcmp(arg, "--stats") == 0) {
            o->stats = 1;
        } else if (strcmp(arg, "--progress") == 0) {
            o->progress = 1;
        } else if (strcmp(arg, "--quiet") == 0) {
            o->progress = 0;
        } else if (strcmp(arg, "--carries") == 0) {
            carries = 1;
        } else if (strcmp(arg, "--all") == 0) {
            o->all_limit = LONG_MAX;
        } else if (strncmp(arg, "--all=", 6) == 0) {
            o->all_limit = parse_limit(arg + 6);
            if (o->all_limit < 0) {
                fprintf(stderr, "solver: --all wants a number from 1 to "
                        "1000000000, not '%s'\n", arg + 6);
                return 2;
            }
        } else if ((found = option_value(argc, argv, &i, "--rules", &value))) {
            if (found < 0 || !use_rules(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--box", &value))) {
            if (found < 0 || !use_box(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--judge", &value))) {
            if (found < 0)
                return 2;
            if (strcmp(value, "list") == 0)
                return list_profiles();
            judge = value;
        } else if ((found = option_value(argc, argv, &i, "--format", &value))) {
            if (found < 0 || !use_format(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--no-solution",
                                         &no_solution))) {
            if (found < 0)
                return 2;
        } else {
            fprintf(stderr, "solver: unknown option '%s' (try --help)\n", arg);
            return 2;
        }
    }
    if (!use_profile(o, judge))
        return 2;
    if (carries)
        return print_carries(o->profile);
    o->interactive = o->path == NULL && stdin_is_terminal();
    if (no_solution && !use_no_solution(o, no_solution))
        return 2;
    return -1;
}

#endif /* CARRY_TOOLS */
#endif /* #ifndef SOLVER_NO_MAIN */

/*
 * src/numbers.c - boards of numbers (to 100x100) and the one-judge framings
 * read as numbers: walls, anti-sudoku, CodeChef NSUDOKU's fill; the report
 * of a malformed case.
 * Calls: general_rules.c, engines.c, profiles.c, input.c, output.c,
 * answers.c.
 */

#ifndef SOLVER_NO_MAIN

/* "s" when n is not 1, for messages. */
static const char *plural(long n)
{
    return n == 1 ? "" : "s";
}

/* Reports a malformed case: a message on stderr, ERROR in its place. */
static void report_malformed(Writer *w, const Case *c, long k)
{
    flush_writer(w);             /* keep stdout and stderr in order */
    fprintf(stderr, "solver: case %ld, line %ld: %s\n", k, c->line,
            c->message);
    put_line(w, ERROR_TEXT);
}

#if CARRY_NUMBER_BOARDS
/* The numbers of the input, word by word across lines. */
typedef struct Numbers {
    Reader *lines;
    size_t at;                   /* the next byte of the current line */
} Numbers;

/* Reads the next word of the input as an integer into *value.  Returns 1,
 * 0 at the end of the input, or -1 for a word that is not an integer (or
 * is beyond a million; skipped). */
static int next_number(Numbers *t, long *value)
{
    Reader *r = t->lines;
    size_t end;
    int negative = 0, bad = 0;

    for (;;) {
        end = r->length < LINE_KEPT ? r->length : (size_t)LINE_KEPT;
        while (t->at < end && (r->text[t->at] == ' ' || r->text[t->at] == '\t'))
            t->at++;
        if (t->at < end)
            break;
        if (!read_line(r))
            return 0;
        t->at = 0;
        if (r->length > LINE_KEPT)
            bad = 1;             /* a line too long to read whole */
    }
    *value = 0;
    if (r->text[t->at] == '-' || r->text[t->at] == '+')
        negative = r->text[t->at++] == '-';
    if (t->at == end || r->text[t->at] < '0' || r->text[t->at] > '9')
        bad = 1;
    for (; t->at < end && r->text[t->at] != ' ' && r->text[t->at] != '\t';
         t->at++) {
        char c = r->text[t->at];
        if (c < '0' || c > '9' || *value > 1000000L)
            bad = 1;
        else
            *value = 10 * *value + (c - '0');
    }
    if (negative)
        *value = -*value;
    return bad ? -1 : 1;
}

/* Reads a board of n x n boxes, n^4 numbers, and sets *legal when no row,
 * column or box holds a number twice and every number is 0 (a blank; not
 * when complete) or 1..n^2.  Returns 1, 0 when the input ends first, or
 * -1 when a word was not a number (the board's words are still read). */
static int check_numbers(Numbers *t, int n, int complete, int *legal)
{
    static uint32_t seen[3][100][4];     /* [kind][unit]: numbers seen */
    int side = n * n, cell, got, bad = 0;
    long v;

    memset(seen, 0, sizeof seen);
    *legal = 1;
    for (cell = 0; cell < side * side; cell++) {
        int row = cell / side, col = cell % side, kind;
        int unit[3];
        if ((got = next_number(t, &v)) == 0)
            return 0;
        if (got < 0 || (v == 0 && !complete))
            bad |= got < 0;
        else if (v < 1 || v > side)
            *legal = 0;
        else {
            unit[0] = row;
            unit[1] = col;
            unit[2] = row / n * n + col / n;
            for (kind = 0; kind < 3; kind++) {
                uint32_t *word = &seen[kind][unit[kind]][(v - 1) >> 5];
                uint32_t bit = 1u << ((v - 1) & 31);
                if (*word & bit)
                    *legal = 0;
                *word |= bit;
            }
        }
    }
    return bad ? -1 : 1;
}

#if CARRY_GENERAL_ENGINE
/* Solves an HDU 4069 case (its 81 numbers) and writes the answer: the
 * solution, or the words for none or several.  Returns 0, with a message
 * in message, when the numbers are not cells with walls. */
static int answer_walls(Workspace *space, Writer *w, const Profile *p,
                        const long *value, char *message)
{
    static Puzzle puzzle;
    static unsigned char label[CELLS], solution[CELLS];
    char row[10];
    int cell, reg, i;
    long found;

    for (cell = 0; cell < CELLS; cell++)
        if (value[cell] < 0 || value[cell] > 255 || (value[cell] & 15) > 9) {
            sprintf(message, "%ld in row %d: a digit 0-9 plus walls 16, 32, "
                    "64, 128", value[cell], cell / 9 + 1);
            return 0;
        }
    if (!regions_from_walls(value, label)) {
        strcpy(message, "the walls do not make nine regions of nine cells");
        return 0;
    }
    start_puzzle(&puzzle, 9);
    for (reg = 0; reg < 9; reg++, puzzle.regions++)
        for (cell = 0, i = 0; cell < CELLS; cell++)
            if (label[cell] == reg)
                puzzle.region[puzzle.regions][i++] = (short)cell;
    for (cell = 0; cell < CELLS; cell++)
        puzzle.givens[cell] = (unsigned char)(value[cell] & 15);
    found = solve_by_engines(space, &puzzle, solution, 2, GOAL_SOLVE, NULL,
                             NULL, NULL);
    if (found != 1) {
        put_line(w, p->words[found == 0 ? VERDICT_NONE : VERDICT_MANY]);
        return 1;
    }
    for (cell = 0; cell < CELLS; cell += 9) {
        for (i = 0; i < 9; i++)
            row[i] = (char)('0' + solution[cell + i]);
        row[9] = '\0';
        put_line(w, row);
    }
    return 1;
}
#endif /* CARRY_GENERAL_ENGINE */

/* Reads the 81 numbers of a case into value.  Returns as check_numbers(). */
static int read_81_numbers(Numbers *t, long *value)
{
    int cell, got, bad = 0;

    for (cell = 0; cell < CELLS; cell++) {
        if ((got = next_number(t, &value[cell])) == 0)
            return 0;
        bad |= got < 0;
    }
    return bad ? -1 : 1;
}

/* Answers a Vijos 1352 case: k and the 81 numbers of a solved grid.
 * Returns 0, with a message on stderr, when they are not that. */
static int anti_sudoku_case(Writer *w, const Profile *p, const long *value,
                            long k, long line)
{
    unsigned char grid[CELLS];
    char text[18];
    int cell, i;

    for (cell = 0; cell < CELLS; cell++) {
        if (value[cell] < 1 || value[cell] > 9 || k < 0) {
            flush_writer(w);
            fprintf(stderr, "solver: case 1, line %ld: %s\n", line, k < 0
                    ? "k, the cells that may change, is from 0"
                    : "the grid's numbers are digits 1 to 9");
            return 0;
        }
        grid[cell] = (unsigned char)value[cell];
    }
    if (!smallest_anti_sudoku(grid, k)) {
        put_line(w, p->words[VERDICT_NONE]);
        return 1;
    }
    for (cell = 0; cell < CELLS; cell += 9) {
        for (i = 0; i < 9; i++) {
            text[2 * i] = (char)('0' + grid[cell + i]);
            text[2 * i + 1] = ' ';
        }
        text[17] = '\0';
        put_line(w, text);
    }
    return 1;
}

#if CARRY_ONE_JUDGE_WAYS
/*
 * CodeChef NSUDOKU: fill an N^2 x N^2 board keeping its givens, scored by
 * the values missing from each row, column and box.  Each row gets the
 * values its givens lack (rows are then perfect), and swaps of two open
 * cells of a row, chosen at random, are kept when they lose no value from
 * the two columns and boxes, or by chance as the temperature falls
 * (simulated annealing), for a bounded number of tries and time.
 */
enum {
    FILL_SIDE = 900,             /* the largest board, N = 30 */
    FILL_TRIES_A_CELL = 400,     /* swaps tried, per cell of the board, */
    FILL_TRIES_LEAST = 30000000, /* at least this many, */
    FILL_SECONDS = 2             /* and at most this long */
};

static unsigned short fill_value[FILL_SIDE * FILL_SIDE];

/* Steps the xorshift state (never 0 from a state not 0) and returns it. */
static uint32_t fill_draw(uint32_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    return *state;
}
static unsigned char fill_given[FILL_SIDE * FILL_SIDE];
static unsigned short column_count[FILL_SIDE][FILL_SIDE + 1];
static unsigned short box_count[FILL_SIDE][FILL_SIDE + 1];

/* The change in values missing from column or box counts when one cell
 * of it trades value out for value in. */
static int missing_change(unsigned short *count, int out, int in)
{
    return (count[out] == 1) - (count[in] == 0);
}

/* Fills each row of the board (side cells a row, boxes of n x n) with the
 * values its givens lack: each open cell, in turn, the best of a few of
 * the row's values left, drawn at random (best: new to the cell's column
 * and box, else to one of them). */
static void fill_rows(int side, int n, uint32_t *random)
{
    static unsigned char used[FILL_SIDE + 1];
    static unsigned short missing[FILL_SIDE];
    int row, col, v, m;

    memset(column_count, 0, sizeof column_count);
    memset(box_count, 0, sizeof box_count);
    for (row = 0; row < side; row++) {    /* the givens first */
        for (col = 0; col < side; col++) {
            v = fill_value[(long)row * side + col];
            column_count[col][v] += v > 0;
            box_count[row / n * n + col / n][v] += v > 0;
        }
    }
    for (row = 0; row < side; row++) {
        unsigned short *cells = fill_value + (long)row * side;
        memset(used, 0, sizeof used);
        for (col = 0; col < side; col++)
            used[cells[col]] = 1;
        for (v = 1, m = 0; v <= side; v++)
            if (!used[v])
                missing[m++] = (unsigned short)v;
        for (col = 0; col < side; col++) {
            int box = row / n * n + col / n, best = 0, best_score = -1, draw;
            if (cells[col])
                continue;
            if (m == 0) {                /* givens that repeat: any value */
                cells[col] = 1;
            } else {
                for (draw = 0; draw < 12 && best_score < 2; draw++) {
                    int at = (int)(fill_draw(random)
                                   % (uint32_t)m);
                    int score = (column_count[col][missing[at]] == 0)
                                + (box_count[box][missing[at]] == 0);
                    if (score > best_score) {
                        best_score = score;
                        best = at;
                    }
                }
                cells[col] = missing[best];
                missing[best] = missing[--m];
            }
            column_count[col][cells[col]]++;
            box_count[box][cells[col]]++;
        }
    }
}

/* Improves the filled board by swaps inside rows.  A swap that loses
 * values is kept with a chance that falls geometrically over the run, by
 * tries or by time, whichever is further along (from 0.3 to 1 in 10,000
 * for a value lost, its square for two).  Returns the number of values
 * missing at the end. */
static long anneal_rows(int side, int n, long missing, uint32_t *random)
{
    long tries = (long)FILL_TRIES_A_CELL * side * side, k;

    if (tries < FILL_TRIES_LEAST)        /* small boards: more a cell */
        tries = (long)side * side * 100000L < FILL_TRIES_LEAST
                ? (long)side * side * 100000L : (long)FILL_TRIES_LEAST;
    clock_t stop = clock() + FILL_SECONDS * CLOCKS_PER_SEC;
    clock_t start = clock();
    double chance = 0.3;
    for (k = 0; k < tries && missing > 0; k++) {
        int row, a, b, box_a, box_b, change;
        unsigned short *cells, va, vb;
        if ((k & 1023) == 0) {
            clock_t now = clock();
            double by_tries = (double)k / (double)tries;
            double by_time = (double)(now - start) / (double)(stop - start);
            int level = (int)(64.0 * (by_tries > by_time ? by_tries : by_time));
            if (now > stop)
                break;
            for (chance = 0.3; level > 0; level--)
                chance *= 0.8824;        /* 0.8824^64: 1/3000 */
        }
        fill_draw(random);
        row = (int)(*random % (uint32_t)side);
        a = (int)((*random >> 10) % (uint32_t)side);
        fill_draw(random);
        b = (int)(*random % (uint32_t)side);
        cells = fill_value + (long)row * side;
        if (a == b || fill_given[(long)row * side + a]
            || fill_given[(long)row * side + b])
            continue;
        va = cells[a];
        vb = cells[b];
        box_a = row / n * n + a / n;
        box_b = row / n * n + b / n;
        change = missing_change(column_count[a], va, vb)
                 + missing_change(column_count[b], vb, va);
        if (box_a != box_b)
            change += missing_change(box_count[box_a], va, vb)
                      + missing_change(box_count[box_b], vb, va);
        if (change > 0 && (change > 2
                           || (double)((*random >> 8) & 0xFFFFF) / 1048576.0
                              >= (change == 1 ? chance : chance * chance)))
            continue;
        column_count[a][va]--, column_count[a][vb]++;
        column_count[b][vb]--, column_count[b][va]++;
        box_count[box_a][va]--, box_count[box_a][vb]++;
        box_count[box_b][vb]--, box_count[box_b][va]++;
        cells[a] = vb;
        cells[b] = va;
        missing += change;
    }
    return missing;
}

/* Values missing from the board's rows, columns and boxes. */
static long board_missing(int side, int n)
{
    static unsigned char seen[FILL_SIDE + 1];
    long missing = 0;
    int unit, i;

    for (unit = 0; unit < 3 * side; unit++) {
        memset(seen, 0, sizeof seen);
        for (i = 0; i < side; i++) {
            int u = unit % side;
            long cell = unit < side ? (long)u * side + i
                      : unit < 2 * side ? (long)i * side + u
                      : (long)(u / n * n + i / n) * side + u % n * n + i % n;
            seen[fill_value[cell]] = 1;
        }
        for (i = 1; i <= side; i++)
            missing += !seen[i];
    }
    return missing;
}

/* Reads an NSUDOKU case (N given: K, then K triples), fills the board and
 * writes it, a row a line.  Returns 0, with a message, on bad input. */
static int fill_board_case(Numbers *t, Writer *w, long n, char *message)
{
    int side = (int)(n * n), row, col, got;
    long k, given, i, r, c, v;
    uint32_t random = 2463534242u;
    char text[8];

    memset(fill_value, 0, sizeof fill_value);
    memset(fill_given, 0, sizeof fill_given);
    if (next_number(t, &k) <= 0 || k < 0 || k > (long)side * side) {
        sprintf(message, "K, the givens, from 0 to %d", side * side);
        return 0;
    }
    for (given = 0; given < k; given++) {
        if (next_number(t, &r) <= 0 || next_number(t, &c) <= 0
            || next_number(t, &v) <= 0 || r < 1 || r > side || c < 1
            || c > side || v < 1 || v > side) {
            sprintf(message, "given %ld: row, column and value from 1 to %d",
                    given + 1, side);
            return 0;
        }
        i = (r - 1) * side + (c - 1);
        fill_value[i] = (unsigned short)v;
        fill_given[i] = 1;
    }
    fill_rows(side, (int)n, &random);
    anneal_rows(side, (int)n, board_missing(side, (int)n), &random);
    for (row = 0; row < side; row++)
        for (col = 0; col < side; col++) {
            got = sprintf(text, "%d", fill_value[(long)row * side + col]);
            put_bytes(w, text, (size_t)got);
            put_bytes(w, col + 1 < side ? " " : "\n", 1);
        }
    return 1;
}
#endif /* CARRY_ONE_JUDGE_WAYS */

/* Answers the cases of a profile of number boards (Profile.numbers), in
 * the engines' workspace space.  Returns the exit status. */
static int run_numbers(Reader *lines, Writer *w, const Options *o,
                       Workspace *space)
{
    const Profile *p = o->profile;
    Numbers t;
    long count, first, k, n;
    int got, legal, status = 0, have_size;
    int sized = p->numbers == NUMBERS_ONE || p->numbers == NUMBERS_SIZED
                || p->numbers == NUMBERS_FILL;

    (void)space;
    t.lines = lines;
    t.at = 0;
    if ((got = next_number(&t, &first)) == 0)
        return lines->read_errno ? 2 : 0;    /* no input, no cases */
    have_size = p->numbers == NUMBERS_ONE     /* the first number is it */
                || p->numbers == NUMBERS_ANTI   /* (Vijos 1352: k) */
                || p->numbers == NUMBERS_FILL;
    count = have_size ? 1 : first;
    n = have_size ? first : 3;
    if (!have_size && (got < 0 || count < 0)) {
        fprintf(stderr, "solver: line %ld: expected the case count\n",
                lines->line_no);
        return 1;
    }
    for (k = 1; k <= count && !w->write_errno; k++) {
        if (k > 1)
            put_text(w, p->between);
        if (sized && !have_size)
            got = next_number(&t, &n);
        have_size = 0;
        if (sized && (got <= 0 || n < 1 || n > p->max_box)) {
            if (got == 0)
                break;
            flush_writer(w);
            if (got < 0)
                fprintf(stderr, "solver: case %ld, line %ld: the size is not "
                        "a number\n", k, lines->line_no);
            else
                fprintf(stderr, "solver: case %ld, line %ld: size %ld: "
                        "expected 1 to %d\n", k, lines->line_no, n,
                        p->max_box);
            put_line(w, ERROR_TEXT);
            status = 1;
            break;                       /* the rest cannot be framed */
        }
#if CARRY_ONE_JUDGE_WAYS
        if (p->numbers == NUMBERS_FILL) {
            char message[MESSAGE_SIZE];
            if (!fill_board_case(&t, w, n, message)) {
                flush_writer(w);
                fprintf(stderr, "solver: case 1, line %ld: %s\n",
                        lines->line_no, message);
                put_line(w, ERROR_TEXT);
                status = 1;
            }
            continue;
        }
#endif
        if (p->numbers == NUMBERS_ANTI) {
            static long value[CELLS];
            if ((got = read_81_numbers(&t, value)) > 0) {
                if (!anti_sudoku_case(w, p, value, n, lines->line_no)) {
                    put_line(w, ERROR_TEXT);
                    status = 1;
                }
                continue;
            }
        } else
#if CARRY_GENERAL_ENGINE
        if (p->numbers == NUMBERS_WALLS) {
            static long value[CELLS];
            char message[MESSAGE_SIZE];
            if ((got = read_81_numbers(&t, value)) > 0) {
                sprintf(message, p->label, k);
                put_text(w, message);
                if (answer_walls(space, w, p, value, message))
                    continue;
                flush_writer(w);
                fprintf(stderr, "solver: case %ld, line %ld: %s\n", k,
                        lines->line_no, message);
                put_line(w, ERROR_TEXT);
                status = 1;
                continue;
            }
        } else
#endif
        got = check_numbers(&t, (int)n, p->goal == GOAL_CHECK, &legal);
        if (got <= 0) {
            flush_writer(w);
            fprintf(stderr, "solver: case %ld, line %ld: %s\n", k,
                    lines->line_no, got ? "a word that is not a number"
                    : "the input ends inside the board");
            put_line(w, ERROR_TEXT);
            status = 1;
            if (got == 0) {
                flush_writer(w);
                return lines->read_errno || w->write_errno ? 2 : 1;
            }
            continue;
        }
        if (*p->label) {
            char label[64];
            sprintf(label, p->label, k);
            put_text(w, label);
        }
        put_line(w, p->words[legal ? VERDICT_ONE : VERDICT_ILLEGAL]);
        put_text(w, p->after);
    }
    flush_writer(w);
    if (got == 0 && k <= count) {
        fprintf(stderr, "solver: line %ld: the input ends before case %ld "
                "of %ld\n", lines->line_no, k, count);
        status = 1;
    }
    if (lines->read_errno || w->write_errno) {
        fprintf(stderr, "solver: %s error: %s\n", w->write_errno ? "write"
                : "read", strerror(w->write_errno ? w->write_errno
                                   : lines->read_errno));
        return 2;
    }
    return status;
}
#endif /* CARRY_NUMBER_BOARDS */
#endif /* #ifndef SOLVER_NO_MAIN */

/*
 * src/main.c - run(), the loop over the cases in the profile's answer
 * mode (a killer's cages of N cells made regions before it is solved),
 * and main().
 * Calls: general_rules.c, engines.c, tool_support.c, input.c, output.c,
 * answers.c, options.c, numbers.c.
 */

#ifndef SOLVER_NO_MAIN

#if CARRY_KILLER_PLANES
/* Adds the N cells in cell[] (in increasing order) to p as a region,
 * unless p has that region already.  Returns 0, adding nothing, where
 * the table has no room (a cell already in MAX_CELL_REGIONS regions). */
static int cage_as_region(Puzzle *p, const short *cell)
{
    int n = p->side, reg, i, j;

    for (reg = 0; reg < p->regions; reg++)
        if (memcmp(p->region[reg], cell, sizeof cell[0] * (size_t)n) == 0)
            return 1;
    if (p->regions >= MAX_REGIONS)
        return 0;
    for (i = 0; i < n; i++) {            /* room in each cell's regions */
        int in = 0;
        for (reg = 0; reg < p->regions; reg++)
            for (j = 0; j < n; j++)
                in += p->region[reg][j] == cell[i];
        if (in >= MAX_CELL_REGIONS)
            return 0;
    }
    memcpy(p->region[p->regions++], cell, sizeof cell[0] * (size_t)n);
    return 1;
}

/* Before solving: a cage of N cells summing to 1 + 2 + ... + N holds
 * every digit, so it becomes a region (hidden singles are stronger there
 * than sums), the other cages moved up; with any other sum (constraint
 * text; a killer line's sums are checked as it is read) it has no
 * solution and stays a cage to say so.  The tools that draw or check a
 * puzzle keep its cages. */
static void full_cages_as_regions(Puzzle *p)
{
    int k, kept, used;

    for (k = 0; k < p->cages && p->cage[k].size != p->side; k++)
        ;                                /* the cages before the first full */
    kept = k;
    used = k < p->cages ? p->cage[k].first : 0;
    for (; k < p->cages; k++) {
        Cage cage = p->cage[k];
        const short *cell = p->cage_cells + cage.first;
        if (cage.size == p->side
#if CARRY_MORE_RULES
            && cage.sum == p->side * (p->side + 1) / 2
#endif
            && cage_as_region(p, cell))
            continue;
        memmove(p->cage_cells + used, cell, sizeof cell[0] * (size_t)cage.size);
        cage.first = (short)used;
        p->cage[kept++] = cage;
        used += cage.size;
    }
    p->cages = kept;
}
#endif

/* Reads, solves and writes every case, in the engines' workspace space
 * (when the file carries more than the 9x9 engine).  Returns the exit
 * status. */
static int run(CaseReader *r, Writer *w, const Options *o, Workspace *space)
{
    static Case c;
    static Puzzle puzzle;
    const AnswerMode *mode = answer_mode(o);
    Tally t;
    enum CaseStatus status;
    int warned_extra = 0;

    memset(&t, 0, sizeof t);
#if CARRY_GENERAL_ENGINE
    t.space = space;
#else
    (void)space;
#endif
    if (!mode->answer) {                 /* no input to read */
        mode->finish(w, &t);
        flush_writer(w);
        return w->write_errno ? 2 : 0;
    }
#if CARRY_TOOLS
    int progress = o->progress > 0 || (o->progress < 0 && o->stats
                                       && stderr_is_terminal());
    Progress shown;

    if (progress)
        start_progress(&shown, "solver", "cases", 0, r->lines.in);
#endif /* CARRY_TOOLS */

    while (!w->write_errno && (status = next_case(r, &c)) != CASE_NONE) {
        t.cases++;
#if CARRY_TOOLS
        if (progress && (t.cases & 255) == 1)
            show_progress(&shown, t.cases, 0);
#endif /* CARRY_TOOLS */
        if (r->count >= 0 && t.cases > r->count && !warned_extra) {
            fprintf(stderr, "solver: case %ld, line %ld: more cases than the "
                    "count %ld on line %ld; answering them too\n", t.cases,
                    c.line, r->count, r->count_line);
            warned_extra = 1;
        }
        if (status == CASE_PUZZLE && !build_puzzle(&c, o, &puzzle))
            status = CASE_MALFORMED;
#if CARRY_KILLER_PLANES
        if (status == CASE_PUZZLE)
            full_cages_as_regions(&puzzle);
#endif
#if CARRY_TOOLS
        if (o->all_limit && t.cases > 1)     /* --all: where a case ends */
            put_line(w, "---");
#endif
        open_answer(w, &c, o->profile, t.cases);
        if (status == CASE_MALFORMED) {
            t.malformed++;
            report_malformed(w, &c, t.cases);
        } else {
            mode->answer(w, &c, &puzzle, o, &t);
        }
        put_text(w, o->profile->after);
        if (o->interactive)
            flush_writer(w);
    }
    if (mode->finish)
        mode->finish(w, &t);
    flush_writer(w);
#if CARRY_TOOLS
    if (progress)
        show_progress(&shown, t.cases, 1);
#endif /* CARRY_TOOLS */
    if (r->lines.read_errno) {
        if (r->lines.read_errno == EISDIR && o->path)
            fprintf(stderr, "solver: '%s' is a directory\n", o->path);
        else
            fprintf(stderr, "solver: read error after line %ld: %s\n",
                    r->lines.line_no, strerror(r->lines.read_errno));
        return 2;
    }
    if (w->write_errno) {
        fprintf(stderr, "solver: write error: %s\n", strerror(w->write_errno));
        return 2;
    }
    if (r->count > t.cases)
        fprintf(stderr, "solver: line %ld: the count says %ld case%s, the "
                "input has %ld\n", r->count_line, r->count, plural(r->count),
                t.cases);
    if (o->stats)
        fprintf(stderr, "solver: %ld case%s: %ld solved, %ld impossible, %ld "
                "malformed; %ld guesses\n", t.cases, plural(t.cases), t.solved,
                t.impossible, t.malformed, t.guesses);
    return t.malformed || (r->count >= 0 && r->count != t.cases) ? 1 : 0;
}

/* A judge's file has no command line: its profile is JUDGE's. */
#if CARRY_TOOLS
int main(int argc, char **argv)
#else
int main(void)
#endif
{
    static CaseReader reader;
    static Writer writer;
    Options options;
    FILE *in = stdin;
#if CARRY_GENERAL_ENGINE
    static Workspace workspace;          /* the engines' state: 7.9 MB */
    Workspace *space = &workspace;
#else
    Workspace *space = NULL;
#endif
#if CARRY_TOOLS
    int status = parse_options(argc, argv, &options);
#else
    int status = default_options(&options) ? -1 : 2;
#endif

    if (status >= 0)
        return status;
    if (options.path && (in = fopen(options.path, "rb")) == NULL) {
        fprintf(stderr, "solver: cannot open '%s': %s\n", options.path,
                strerror(errno));
        return 2;
    }
#if CARRY_FILES
    if (!options.path && named_files(options.profile)) {
        const struct NamedFiles *files = named_files(options.profile);
        FILE *named = fopen(files->input, "rb");
        if (named && freopen(files->output, "w", stdout) == NULL) {
            fprintf(stderr, "solver: cannot write '%s': %s\n", files->output,
                    strerror(errno));
            return 2;
        }
        in = named ? named : stdin;
    }
#endif
    init_case_reader(&reader, in, options.profile);
    reader.lines.by_line = options.interactive;
    writer.out = stdout;
#if CARRY_NUMBER_BOARDS
    if (options.profile->numbers)
        status = run_numbers(&reader.lines, &writer, &options, space);
    else
#endif
    status = run(&reader, &writer, &options, space);
    if (in != stdin)
        fclose(in);
    return status;
}

#endif /* SOLVER_NO_MAIN */
