/*
 * generate.c - Sudoku puzzles for test data, the same for the same seed.
 *
 *   generate [--seed=S] [--count=N] [--size=4|9|16|25] [--layout=LAYOUT]
 *            [--judge=NAME] [--clues=MIN[-MAX]] [--minimal]
 *            [--symmetry=SYMMETRY] [--difficulty=LEVEL[-LEVEL]]
 *            [--solutions=1|2+|0]
 *            [--answers=FILE] [--time-limit=SECONDS] [--progress|--quiet]
 *
 * --judge=NAME writes the input and the answers in that judge's own format
 * (judge/formats.h) instead of a layout.
 *
 * A puzzle is made in three steps.  A random full grid: the boxes on the
 * diagonal get random permutations (they share no unit; on a 4x4 board
 * they can leave no completion, and are drawn again), solver.c's engine
 * completes the grid, and the grid is then shuffled the ways that keep it
 * valid (digits relabelled, rows within bands, bands, columns within
 * stacks, stacks, a transpose).  Then givens are taken away, one orbit of
 * the symmetry at a time in random order, each removal kept only while the
 * puzzle keeps one solution and the clue count stays at MIN or above; a
 * pass over every given makes the puzzle minimal (no given can go: one
 * taken away later can only add solutions).  Last, a puzzle outside the
 * clue range or the difficulty is thrown away and another made.  On
 * boards past 9x9 each check may take at most PLAIN_GUESSES guesses
 * (VARIANT_GUESSES for a variant's count): a given whose removal that
 * does not settle stays (the puzzle is still unique, only not minimal;
 * --minimal checks without a bound).  Once a 25x25 puzzle is down to
 * about 45% givens nearly every check runs out, so the bound sets the
 * time: PLAIN_GUESSES 300 took 8.4 s for --size=25 --count=10 --seed=7
 * (271.9 givens a puzzle), 50 takes 2.2 s (272.6 givens); with
 * --symmetry=rotate180, --count=5 --seed=1, 4.5 s and 1.1 s (289.0 and
 * 291.8 givens).
 *
 * --solutions=2+ then takes givens away until there are several solutions;
 * --solutions=0 adds one given that the only solution contradicts, checked
 * to leave none.  The random numbers are splitmix64's, from --seed.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"
#include "rating.h"
#include "formats.h"
#include <time.h>

enum { SOLUTIONS_ILLEGAL = 3 };

enum {
    MAX_ATTEMPTS = 100000,
    PLAIN_GUESSES = 50,        /* a bounded uniqueness check past 9x9 */
    VARIANT_GUESSES = 300,     /* a variant's bounded count */
    FILL_GUESSES = 1000        /* completing random jigsaw givens */
};

/* The layouts of judge/validate, for any size. */
enum OutLayout { OUT_LINE, OUT_LINE_END, OUT_T_LINE, OUT_GRID, OUT_T_GRID,
                 OUT_SPACED_GRID };
static const char *const OUT_LAYOUT_NAMES[] = {
    "line", "line-end", "t-line", "grid", "t-grid", "spaced-grid"
};

enum Symmetry { SYM_NONE, SYM_ROTATE180, SYM_ROTATE90, SYM_MIRROR,
                SYM_DIAGONAL, SYM_RANDOM };
static const char *const SYMMETRY_NAMES[] = {
    "none", "rotate180", "rotate90", "mirror", "diagonal", "random"
};

/* What the command line asked for. */
typedef struct Request {
    unsigned long long seed;
    long count;
    int box;                     /* 2, 3, 4 or 5 */
    enum OutLayout layout;
    int min_clues, max_clues;
    int minimal;
    enum Symmetry symmetry;
    int level, level_hi;         /* rating levels from level to level_hi, */
                                 /*   or -1 for any */
    int solutions;               /* 1, 2 (two or more), 0, or 3: illegal
                                    givens (SOLUTIONS_ILLEGAL) */
    int mix[4];                  /* --mix: cases of each kind of solutions
                                    in turn (0 none, 1, 2 several, 3
                                    illegal); all 0 without --mix */
    long mix_start;              /* --mix-start: the file's number, from 1 */
    const char *answers;         /* file for the solutions, or NULL */
    const Profile *profile;      /* --judge: its profile and test format */
    const TestFormat *format;    /*   (NULL: --layout) */
    double time_limit;           /* seconds; 0 for none */
    int progress;                /* 1 on, 0 off, -1 when stderr is a tty */
} Request;

/* Seconds since some fixed moment, from a monotonic clock. */
static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double started;           /* now() when main began */

/* Whether the run has used up its --time-limit. */
static int out_of_time(const Request *q)
{
    return q->time_limit > 0 && now() - started >= q->time_limit;
}

/* splitmix64: a small, fast generator with a 64-bit state. */
static unsigned long long random_state;

static unsigned long long next_random(void)
{
    unsigned long long z = (random_state += 0x9E3779B97F4A7C15ULL);

    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* A random number from 0 to n - 1. */
static int random_below(int n)
{
    return (int)(next_random() % (unsigned long long)n);
}

/* Puts a random permutation of 0..n-1 in order. */
static void shuffle(int *order, int n)
{
    int i;

    for (i = 0; i < n; i++)
        order[i] = i;
    for (i = n - 1; i > 0; i--) {
        int j = random_below(i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

/* A random order of the n*n rows (or columns) that keeps each band (or
 * stack) together: bands shuffled, rows within each band shuffled. */
static void band_order(int box, int *order)
{
    int bands[MAX_BOX], rows[MAX_BOX], b, r;

    shuffle(bands, box);
    for (b = 0; b < box; b++) {
        shuffle(rows, box);
        for (r = 0; r < box; r++)
            order[box * b + r] = box * bands[b] + rows[r];
    }
}

static int extra_rules;          /* --rules: RULE_X, RULE_WINDOKU (solver.c) */

/* --variant: the rules of the case being made, as a table with no givens
 * (jigsaw regions in place of boxes, or killer cages); its labels for the
 * plain variant line. */
enum Variant_ { PLAIN, JIGSAW_LINES, KILLER_LINES };
static enum Variant_ variant;
static Puzzle shape;
static char shape_label[MAX_CELLS];
static int cage_min = 1, cage_max = 4;   /* --cage-size: cells a cage aims at */
static const char LABELS[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* The table of a board of box x box boxes with givens under the rules
 * being made (the variant's table when shaped, else boxes; --rules' extra
 * regions). */
static const Puzzle *ruled_puzzle(int box, const unsigned char *givens,
                                  int shaped)
{
    static Puzzle p;

    if (shaped)
        memcpy(&p, &shape, sizeof p);
    else
        classic_puzzle(&p, box, givens);
    add_rule_regions(&p, extra_rules);
    memcpy(p.givens, givens, (size_t)(p.side * p.side));
    return &p;
}

/* Solves a board of box x box boxes under the rules being made (the
 * variant's table when shaped), up to limit solutions (the first into
 * solution, when not NULL).  Returns the count, as solve_any() does. */
static long solve_ruled(int box, const unsigned char *givens, int shaped,
                        unsigned char *solution, long limit)
{
    if (!extra_rules && !shaped)
        return solve_any(box, givens, solution, limit, GOAL_SOLVE, NULL);
    return tool_solve(ruled_puzzle(box, givens, shaped), solution, limit,
                         GOAL_SOLVE, NULL, NULL, NULL);
}

/* Completes the random givens of a jigsaw grid into solution within
 * FILL_GUESSES guesses.  Returns 1 when it did: givens with no completion
 * can take a search of the whole tree to refute, so a fill that runs out
 * of guesses is drawn again. */
static int fill_jigsaw(int box, const unsigned char *givens,
                       unsigned char *solution)
{
    return count_within(ruled_puzzle(box, givens, 1), 1, solution,
                        FILL_GUESSES) == 1;
}

/* Whether the cells labelled l in label (side * side) are connected. */
static int connected(const char *label, int side, char l)
{
    int stack[MAX_CELLS], seen[MAX_CELLS], top = 0, cell, count = 0, total = 0;

    memset(seen, 0, sizeof seen);
    for (cell = 0; cell < side * side; cell++)
        total += label[cell] == l;
    for (cell = 0; cell < side * side && label[cell] != l; cell++)
        ;
    if (cell == side * side)
        return 1;
    seen[cell] = 1;
    stack[top++] = cell;
    while (top > 0) {
        int at = stack[--top], dir;
        static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        count++;
        for (dir = 0; dir < 4; dir++) {
            int r = at / side + dr[dir], c = at % side + dc[dir], next;
            if (r < 0 || r >= side || c < 0 || c >= side)
                continue;
            next = r * side + c;
            if (label[next] == l && !seen[next]) {
                seen[next] = 1;
                stack[top++] = next;
            }
        }
    }
    return count == total;
}

/* A cell next to cell (up, down, left, right) at random, or -1. */
static int random_neighbour(int side, int cell)
{
    int dir = random_below(4);
    int r = cell / side + (dir == 0 ? -1 : dir == 1 ? 1 : 0);
    int c = cell % side + (dir == 2 ? -1 : dir == 3 ? 1 : 0);

    return r < 0 || r >= side || c < 0 || c >= side ? -1 : r * side + c;
}

/* Makes random jigsaw regions of a side x side board into shape: the
 * boxes (or rows, for a side with no boxes), then many swaps of two cells
 * on the border of two regions that keep both connected. */
static void make_jigsaw(int box, int side)
{
    int cells = side * side, rows, cols, k, cell, reg, i;

    default_box(side, &rows, &cols);
    for (cell = 0; cell < cells; cell++) {
        int r = cell / side, c = cell % side;
        reg = rows > 1 ? r / rows * rows + c / cols : r;
        shape_label[cell] = LABELS[reg];
    }
    for (k = 0; k < 400 * cells; k++) {
        int a = random_below(cells), b = random_neighbour(side, a), c, d;
        char la, lb;
        if (b < 0 || shape_label[a] == shape_label[b])
            continue;
        la = shape_label[a];
        lb = shape_label[b];
        c = random_below(cells);          /* a cell of lb's next to la */
        d = random_neighbour(side, c);
        if (shape_label[c] != lb || d < 0 || shape_label[d] != la || c == b)
            continue;
        shape_label[a] = lb;
        shape_label[c] = la;
        if (!connected(shape_label, side, la) || !connected(shape_label, side, lb)) {
            shape_label[a] = la;         /* undone */
            shape_label[c] = lb;
        }
    }
    start_puzzle(&shape, side);
    for (reg = 0; reg < side; reg++, shape.regions++)
        for (cell = 0, i = 0; cell < cells; cell++)
            if (shape_label[cell] == LABELS[reg])
                shape.region[shape.regions][i++] = (short)cell;
    (void)box;
}

/* Makes random killer cages of the full grid into shape (on the board's
 * boxes): cells taken in random order grow cages of cage_min to cage_max
 * cells (1 to 4 unless --cage-size says) through neighbours whose digits
 * the cage does not have yet; a cell with no such neighbour left stays a
 * cage of its own. */
static void make_cages(int box, const unsigned char *grid)
{
    int side = box * box, cells = side * side, order[MAX_CELLS], i, n = 0;

    classic_puzzle(&shape, box, grid);
    memset(shape.givens, 0, sizeof shape.givens);
    memset(shape_label, '.', sizeof shape_label);
    shuffle(order, cells);
    for (i = 0; i < cells; i++) {
        int start = order[i], size, tries;
        int want = cage_min + random_below(cage_max - cage_min + 1);
        Cage *cage = &shape.cage[shape.cages];
        unsigned used;
        if (shape_label[start] != '.' || shape.cages == (int)sizeof LABELS - 1)
            continue;
        cage->first = (short)n;
        cage->size = 0;
        cage->sum = 0;
        used = 0;
        shape_label[start] = LABELS[shape.cages];
        shape.cage_cells[n++] = (short)start;
        cage->size++;
        cage->sum += grid[start];
        used |= 1u << grid[start];
        for (size = 1, tries = 0; size < want && tries < 20 * ((want + 3) / 4); tries++) {
            int from = shape.cage_cells[cage->first + random_below(size)];
            int next = random_neighbour(side, from);
            if (next < 0 || shape_label[next] != '.' || (used >> grid[next] & 1))
                continue;
            shape_label[next] = LABELS[shape.cages];
            shape.cage_cells[n++] = (short)next;
            cage->size++;
            cage->sum += grid[next];
            used |= 1u << grid[next];
            size++;
        }
        shape.cages++;
    }
}

/* The rules between pairs of cells: a grid under them is not found by
 * filling from random boxes (the boxes break them), and non-consecutive
 * ones are kept only by the labels 1..N and N..1. */
enum { PAIR_RULES = RULE_ANTIKNIGHT | RULE_ANTIKING | RULE_NONCONSECUTIVE };

/* Draws a random first row that keeps the pair rules (no two neighbours
 * consecutive under non-consecutive) into givens, the rest blank. */
static void random_first_row(int side, unsigned char *givens)
{
    int digits[MAX_SIDE], i, ok;

    memset(givens, 0, (size_t)(side * side));
    do {
        shuffle(digits, side);
        for (i = 1, ok = 1; i < side; i++)
            if ((extra_rules & RULE_NONCONSECUTIVE)
                && (digits[i] - digits[i - 1] == 1
                    || digits[i - 1] - digits[i] == 1))
                ok = 0;
    } while (!ok);
    for (i = 0; i < side; i++)
        givens[i] = (unsigned char)(digits[i] + 1);
}

/* Makes a random full grid of box*box by box*box cells (keeping --rules:
 * then only the digits are relabelled, and the grid maybe transposed, as
 * moving rows or columns would break diagonals and windows; under the
 * pair rules, from a random first row completed within FILL_GUESSES). */
static void random_grid(int box, unsigned char *grid)
{
    int side = box * box, cells = side * side, digits[MAX_SIDE];
    int rows[MAX_SIDE], columns[MAX_SIDE], labels[MAX_SIDE], b, i, r, c;
    unsigned char givens[MAX_CELLS], solved[MAX_CELLS];
    int transpose = random_below(2), tries = 0;

    do {
        if (variant == JIGSAW_LINES && tries++ % 50 == 0)
            make_jigsaw(box, side);      /* some shapes have no grid */                         /* the diagonal boxes share no unit, */
        memset(givens, 0, (size_t)cells);   /* but small boards can jam */
        for (b = 0; b < box; b++) {
            shuffle(digits, side);
            for (i = 0; i < side; i++)
                givens[(box * b + i / box) * side + box * b + i % box] =
                    (unsigned char)(digits[i] + 1);
        }
        if (variant == JIGSAW_LINES)     /* its regions, not boxes: a few */
            for (i = 0; i < cells; i++)  /* random givens to start from */
                givens[i] = (unsigned char)(random_below(8) == 0
                                            ? 1 + random_below(side) : 0);
        if (extra_rules & PAIR_RULES)
            random_first_row(side, givens);
    } while (variant == JIGSAW_LINES ? !fill_jigsaw(box, givens, solved)
             : extra_rules & PAIR_RULES
             ? count_within(ruled_puzzle(box, givens, 0), 1, solved,
                            FILL_GUESSES) != 1
             : solve_ruled(box, givens, 0, solved, 1) != 1);  /* killer:
                                              the cages come after the grid */
    band_order(box, rows);
    band_order(box, columns);
    for (i = 0; (extra_rules || variant != PLAIN) && i < side; i++)
        rows[i] = columns[i] = i;        /* the table's cells stay */
    if (variant != PLAIN)
        transpose = 0;
    shuffle(labels, side);
    if (extra_rules & RULE_NONCONSECUTIVE)   /* 1..N or N..1 */
        for (i = 0, b = random_below(2); i < side; i++)
            labels[i] = b ? side - 1 - i : i;
    for (r = 0; r < side; r++)
        for (c = 0; c < side; c++) {
            int from = transpose ? columns[c] * side + rows[r]
                                 : rows[r] * side + columns[c];
            grid[r * side + c] = (unsigned char)(labels[solved[from] - 1] + 1);
        }
}

/* The cells of the orbit of cell under the symmetry; returns how many. */
static int orbit(enum Symmetry sym, int side, int cell, int *cells)
{
    int r = cell / side, c = cell % side, m = side - 1, n = 0, i, j;
    int candidates[4];

    candidates[n++] = cell;
    if (sym == SYM_ROTATE180 || sym == SYM_ROTATE90)
        candidates[n++] = (m - r) * side + (m - c);
    if (sym == SYM_ROTATE90) {
        candidates[n++] = c * side + (m - r);
        candidates[n++] = (m - c) * side + r;
    }
    if (sym == SYM_MIRROR)
        candidates[n++] = r * side + (m - c);
    if (sym == SYM_DIAGONAL)
        candidates[n++] = c * side + r;
    for (i = 0, j = 0; i < n; i++) {     /* without repeats */
        int k, seen = 0;
        for (k = 0; k < j; k++)
            seen |= cells[k] == candidates[i];
        if (!seen)
            cells[j++] = candidates[i];
    }
    return j;
}

/* Solutions of the puzzle: 0, 1 or 2 (two or more). */
static long count_solutions(int box, const unsigned char *puzzle)
{
    return solve_ruled(box, puzzle, variant != PLAIN, NULL, 2);
}

/* Whether the puzzle surely has one solution: counted in full on 9x9
 * boards and for --minimal, else within PLAIN_GUESSES or VARIANT_GUESSES
 * guesses (a count that does not finish is not taken as one). */
static int surely_unique(const Request *q, const unsigned char *puzzle)
{
    /* within a bound: variants (cages: counts can be long) and plain
     * boards past 9x9, unless --minimal */
    int bounded = variant != PLAIN ? !q->minimal
                  : q->box > 3 && !q->minimal && !extra_rules;

    if (!bounded)
        return count_solutions(q->box, puzzle) == 1;
    return count_within(ruled_puzzle(q->box, puzzle, variant != PLAIN), 2, NULL,
                        variant != PLAIN ? VARIANT_GUESSES : PLAIN_GUESSES)
           == 1;
}

/* The digits (bit d) that the givens hold in cell's three units. */
static unsigned digits_seen(const unsigned *in_unit, int cell)
{
    return in_unit[UNITS_OF[cell][0]] | in_unit[UNITS_OF[cell][1]]
           | in_unit[UNITS_OF[cell][2]];
}

/* Whether the other givens force digit back into the (now blank) cell of
 * a 9x9 puzzle at once: as a naked single (its peers hold the eight other
 * digits) or a hidden single (in one of its units, every other cell is
 * filled or sees digit).  Units are rating.h's. */
static int forced_single(const unsigned char *puzzle, int cell, int digit)
{
    unsigned in_unit[27] = {0}, bit = 1u << digit;
    int i, k;

    if (!rating_ready)
        init_rating_tables();
    for (i = 0; i < 81; i++)
        for (k = 0; k < 3 && puzzle[i]; k++)
            in_unit[UNITS_OF[i][k]] |= 1u << puzzle[i];
    if ((digits_seen(in_unit, cell) | bit) == 0x3FE)
        return 1;
    for (k = 0; k < 3; k++) {
        int blocked = 1;
        for (i = 0; i < 9 && blocked; i++) {
            int other = nine.cell[UNITS_OF[cell][k]][i];
            blocked = other == cell || puzzle[other]
                      || (digits_seen(in_unit, other) & bit);
        }
        if (blocked)
            return 1;
    }
    return 0;
}

/* Whether a puzzle that had one solution, with digit at cell, keeps one
 * with that given taken away: on 9x9 boards, when the other givens force
 * the digit back as a single, or else by one search with the digit taken
 * from the cell, which finds any other solution (cheaper than counting to
 * two, which also goes through the first one's branch); past 9x9 by that
 * search on the general engine, within PLAIN_GUESSES unless --minimal. */
static int still_unique(const Request *q, const unsigned char *puzzle,
                        int cell, int digit)
{
    Grid g;
    Solver s;

    if (q->box > 3 && !extra_rules && variant == PLAIN)
        return other_solution_within(ruled_puzzle(q->box, puzzle, 0), cell,
                                     digit, q->minimal ? LONG_MAX
                                                       : PLAIN_GUESSES) == 0;
    if (q->box != 3 || extra_rules || variant != PLAIN)
        return surely_unique(q, puzzle);
    if (forced_single(puzzle, cell, digit))
        return 1;
    s.limit = 1;
    s.solutions = s.guesses = 0;
    s.first = NULL;
    if (!start_grid(&g, puzzle))
        return 0;
    g.cands[digit_band(digit - 1, cell / 27)] &= ~(1u << (cell % 27));
    search(&s, &g);
    return s.solutions == 0;
}

/* Takes givens away from the full grid, as the essay above says.  Returns
 * the number of givens left, or -1 when the --time-limit ran out. */
static int dig(const Request *q, enum Symmetry sym, unsigned char *puzzle)
{
    int side = q->box * q->box, cells = side * side, order[MAX_CELLS];
    int clues = cells, i, k;

    shuffle(order, cells);
    for (i = 0; i < cells; i++) {
        int members[4], n = orbit(sym, side, order[i], members);
        unsigned char kept[4];
        if (!puzzle[order[i]] || clues - n < q->min_clues)
            continue;
        if (out_of_time(q))
            return -1;
        for (k = 0; k < n; k++) {
            kept[k] = puzzle[members[k]];
            puzzle[members[k]] = 0;
        }
        if (n == 1 ? still_unique(q, puzzle, members[0], kept[0])
                   : surely_unique(q, puzzle)) {
            for (k = 0; k < n; k++)
                clues -= kept[k] != 0;
        } else {
            for (k = 0; k < n; k++)
                puzzle[members[k]] = kept[k];
        }
    }
    if (q->minimal && sym != SYM_NONE)   /* single givens too */
        for (i = 0; i < cells; i++) {
            unsigned char kept = puzzle[order[i]];
            if (!kept || clues - 1 < q->min_clues)
                continue;
            puzzle[order[i]] = 0;
            if (still_unique(q, puzzle, order[i], kept))
                clues--;
            else
                puzzle[order[i]] = kept;
        }
    return clues;
}

/* --solutions=2+: takes givens away until the puzzle has several
 * solutions.  Returns the number of givens left. */
static int loosen(const Request *q, unsigned char *puzzle, int clues)
{
    int cells = q->box * q->box * q->box * q->box, order[MAX_CELLS], i;

    shuffle(order, cells);
    for (i = 0; i < cells && count_solutions(q->box, puzzle) < 2; i++)
        if (puzzle[order[i]]) {
            puzzle[order[i]] = 0;
            clues--;
        }
    return clues;
}

/* Whether digit d at cell clashes with a given in the cell's units. */
static int clashes(int box, const unsigned char *puzzle, int cell, int d)
{
    int side = box * box, r = cell / side, c = cell % side, i;
    int br = r - r % box, bc = c - c % box;

    for (i = 0; i < side; i++)
        if (puzzle[r * side + i] == d || puzzle[i * side + c] == d
            || puzzle[(br + i / box) * side + bc + i % box] == d)
            return 1;
    return 0;
}

/* --solutions=0: adds a given that the only solution contradicts and that
 * clashes with no given, so the puzzle looks fine but has no solution.
 * Returns 0 when no such given is found. */
static int contradict(const Request *q, unsigned char *puzzle,
                      const unsigned char *solution)
{
    int side = q->box * q->box, cells = side * side, order[MAX_CELLS];
    int digits[MAX_SIDE], i, k;

    shuffle(order, cells);
    for (i = 0; i < cells; i++) {
        int cell = order[i];
        if (puzzle[cell])
            continue;
        shuffle(digits, side);
        for (k = 0; k < side; k++) {
            int d = digits[k] + 1;
            if (d == solution[cell] || clashes(q->box, puzzle, cell, d))
                continue;
            puzzle[cell] = (unsigned char)d;
            if (count_solutions(q->box, puzzle) == 0)
                return 1;
            puzzle[cell] = 0;
        }
    }
    return 0;
}

/* --solutions=illegal: adds a given that repeats a digit of its row (the
 * givens break a rule, the verdict some judges name apart).  Returns 0
 * when the puzzle has no blank to take it. */
static int clash(const Request *q, unsigned char *puzzle)
{
    int side = q->box * q->box, cells = side * side, order[MAX_CELLS], i, c;

    shuffle(order, cells);
    for (i = 0; i < cells; i++) {
        int cell = order[i], row = cell / side;
        if (puzzle[cell])
            continue;
        for (c = 0; c < side; c++)
            if (puzzle[row * side + c]) {
                puzzle[cell] = puzzle[row * side + c];
                return 1;
            }
    }
    return 0;
}

/* Makes one puzzle as asked, and its solution.  Returns 0 when none came
 * within MAX_ATTEMPTS grids, -1 when the --time-limit ran out. */
static int make_puzzle(const Request *q, unsigned char *puzzle,
                       unsigned char *solution)
{
    int cells = q->box * q->box * q->box * q->box, attempt;

    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        enum Symmetry sym = q->symmetry == SYM_RANDOM
                            ? (enum Symmetry)random_below(SYM_RANDOM)
                            : q->symmetry;
        int clues;
        random_grid(q->box, solution);
        if (variant == KILLER_LINES)
            make_cages(q->box, solution);
        memcpy(puzzle, solution, (size_t)cells);
        clues = dig(q, sym, puzzle);
        if (clues < 0)
            return -1;
        if (clues > q->max_clues)
            continue;
        if (q->level >= 0) {
            int level = (int)rate_puzzle_until(puzzle, solution, NULL,
                                               (enum Level)q->level_hi).level;
            if (level < q->level || level > q->level_hi)
                continue;
        }
        if (q->solutions == 2)
            loosen(q, puzzle, clues);
        if (q->solutions == 0 && !contradict(q, puzzle, solution))
            continue;
        if (q->solutions == SOLUTIONS_ILLEGAL && !clash(q, puzzle))
            continue;
        if (q->solutions == 2)           /* one of them, for the answer */
            solve_ruled(q->box, puzzle, variant != PLAIN, solution, 1);
        return 1;
    }
    return 0;
}

/* The cage labels of CodinGame's killer rows, in the order cages first
 * appear. */
static const char ROW_LABELS[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/* Turns the cages made into shape into killer case c with the givens of
 * puzzle, labelled in CodinGame's order.  Returns 0 when there are more
 * cages than its labels. */
static int killer_case(const unsigned char *puzzle, Case *c)
{
    int cell, cage, used = 0, cells = shape.side * shape.side;
    char label_of[128];

    memset(label_of, 0, sizeof label_of);
    memset(c->cage_sum, -1, sizeof c->cage_sum);
    for (cell = 0; cell < cells; cell++) {
        int l = shape_label[cell] & 127;
        if (!label_of[l]) {
            if (l == '.' || used == (int)sizeof ROW_LABELS - 1)
                return 0;
            label_of[l] = ROW_LABELS[used++];
        }
        c->label[cell] = label_of[l];
    }
    for (cage = 0; cage < shape.cages; cage++)
        c->cage_sum[(int)label_of[(int)LABELS[cage]]] = (short)shape.cage[cage].sum;
    memcpy(c->cells, puzzle, (size_t)cells);
    c->variant = KILLER;
    c->side = shape.side;
    c->box = c->box_rows = c->box_cols = 3;
    return 1;
}

/* The signs of a solved grid's neighbours inside boxes into c:
 * UVa 11570's < or > (c->variant GREATER_THAN), or sumdoku's sum against
 * 10. */
static void grid_signs(const unsigned char *grid, Case *c)
{
    int cell, way;

    memset(c->sign, '.', sizeof c->sign);
    for (cell = 0; cell < 81; cell++) {
        for (way = 0; way < 2; way++) {
            int other = cell + (way == 0 ? 1 : 9), sum;
            if ((way == 0 && cell % 3 == 2) || (way == 1 && cell / 9 % 3 == 2))
                continue;            /* the neighbour is in another box */
            sum = grid[cell] + grid[other];
            c->sign[way][cell] = (char)(c->variant == GREATER_THAN
                ? (grid[cell] < grid[other] ? '<' : '>')
                : sum < 10 ? '<' : sum == 10 ? '=' : '>');
        }
    }
}

/* Turns one sign of c the other way (a sum's '=' to '<' or '>'). */
static void flip_a_sign(Case *c)
{
    for (;;) {
        int way = random_below(2), cell = random_below(81);
        char *sign = &c->sign[way][cell];
        if (*sign == '.')
            continue;
        *sign = *sign == '<' ? '>' : *sign == '>' ? '<'
              : random_below(2) ? '<' : '>';
        return;
    }
}

/* A case of a sign judge (uva11570, kattis-sumdoku): no givens, the signs
 * of a random solved grid, with as many solutions as asked (one sign
 * turned for none).  Returns 1, or 0 when none came in MAX_ATTEMPTS. */
static int make_sign_case(const Request *q, Case *c, unsigned char *solution)
{
    int attempt;

    memset(c->cells, 0, sizeof c->cells);
    c->box = c->box_rows = c->box_cols = 3;
    c->side = 9;
    c->variant = q->profile->signs == SIGNS_COMPARE ? GREATER_THAN : SUM_SIGNS;
    for (attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        long found;
        random_grid(3, solution);
        grid_signs(solution, c);
        if (q->solutions == 0 || q->solutions == SOLUTIONS_ILLEGAL)
            flip_a_sign(c);
        found = solve_case_rules(q->profile, c, solution, 2);
        if (found == (q->solutions == SOLUTIONS_ILLEGAL ? 0 : q->solutions))
            return 1;
    }
    return 0;
}

/* The box size n of --size=N (N = n^2, n from 1 to 30), or 0. */
static int box_of_size(const char *v)
{
    long size = strspn(v, "0123456789") == strlen(v) && strlen(v) <= 4
                ? atol(v) : 0;
    int box;

    for (box = 1; box <= MAX_FILL_BOX; box++)
        if ((long)box * box == size)
            return box;
    return 0;
}

/* A random pattern board of box x box boxes (up to 900x900): its digits
 * relabelled, rows within bands, bands, columns within stacks and stacks
 * shuffled. */
static void random_pattern(int box, Pattern *t)
{
    int band[MAX_FILL_BOX], inner[MAX_FILL_BOX], way, b, i;

    t->box = box;
    shuffle(t->digit, box * box);
    for (way = 0; way < 2; way++) {
        int *order = way == 0 ? t->row_of : t->col_of;
        shuffle(band, box);
        for (b = 0; b < box; b++) {
            shuffle(inner, box);
            for (i = 0; i < box; i++)
                order[b * box + i] = band[b] * box + inner[i];
        }
    }
}

/* A random valid board of numbers with box x box boxes (up to 100x100). */
static void random_number_board(int box, NumberCase *c)
{
    static Pattern t;
    int side = box * box, r, col;

    random_pattern(box, &t);
    c->box = box;
    c->head = -1;
    for (r = 0; r < side; r++)
        for (col = 0; col < side; col++)
            c->value[r * side + col] = pattern_value(&t, r, col);
}

/* A case of Vijos 1352: a solved grid and k, the cells that may change:
 * 9 to 20 (an answer) or, for --solutions=0, 0 to 8 (-1: each change
 * breaks at most one row). */
static void make_anti_k_case(const Request *q, NumberCase *c)
{
    random_number_board(3, c);
    c->head = q->solutions == 0 ? random_below(9) : 9 + random_below(12);
}

/* A case of CodeChef NSUDOKU: N K, then K cells 'row column value' of a
 * random valid board (a share of its cells from none to a half, each
 * kept by chance), whose whole board is the answer. */
static void make_fill_case(const Request *q, FILE *body, FILE *answers)
{
    static Pattern t;
    static unsigned char kept[MAX_FILL_SIDE * MAX_FILL_SIDE];
    int side = q->box * q->box, share = random_below(501), r, c;
    long cells = (long)side * side, cell, count = 0;

    random_pattern(q->box, &t);
    for (cell = 0; cell < cells; cell++)
        count += kept[cell] = (unsigned char)(random_below(1000) < share);
    fprintf(body, "%d %ld\n", q->box, count);
    for (cell = 0; cell < cells; cell++)
        if (kept[cell])
            fprintf(body, "%ld %ld %d\n", cell / side + 1, cell % side + 1,
                    pattern_value(&t, (int)(cell / side), (int)(cell % side)));
    for (r = 0; answers && r < side; r++)
        for (c = 0; c < side; c++)
            fprintf(answers, "%d%c", pattern_value(&t, r, c),
                    c == side - 1 ? '\n' : ' ');
}

/* A case of a judge that checks boards of numbers (poj3435,
 * kickstart-2013b-a, spoj-sudokuc): a valid board (POJ 3435's with some
 * blanks), or for --solutions=0 one broken: two numbers of a row swapped,
 * a number past N, or (where blanks are not allowed) a blank. */
static void make_number_board(const Request *q, NumberCase *c)
{
    int side = q->box * q->box, cells = side * side, row, a, b, i;
    int legal_goal = q->profile->goal == GOAL_LEGAL;

    random_number_board(q->box, c);
    if (q->solutions != 0) {
        for (i = 0; legal_goal && i < cells / 3; i++)
            c->value[random_below(cells)] = 0;
        return;
    }
    switch (side < 2 ? 1 : random_below(legal_goal ? 2 : 3)) {
    case 0:
        row = random_below(side);
        a = random_below(side);
        b = (a + 1 + random_below(side - 1)) % side;
        c->value[row * side + a] = c->value[row * side + b];
        break;
    case 1:
        c->value[random_below(cells)] = side + 1 + random_below(9);
        break;
    default:
        c->value[random_below(cells)] = 0;
    }
}

/* A case of a judge that checks complete grids (atcoder-abc327c): a
 * random full grid, with two different digits of a row swapped for
 * --solutions=0 (their columns then hold a digit twice). */
static void make_grid_to_check(const Request *q, unsigned char *grid,
                               unsigned char *solution)
{
    int side = q->box * q->box, row, a, b;

    random_grid(q->box, solution);
    memcpy(grid, solution, (size_t)(side * side));
    if (q->solutions != 0)
        return;
    row = random_below(side);
    a = random_below(side);
    b = (a + 1 + random_below(side - 1)) % side;
    grid[row * side + a] = solution[row * side + b];
    grid[row * side + b] = solution[row * side + a];
}

/* Writes a puzzle or solution in the layout. */
static void write_board(FILE *f, const Request *q, const unsigned char *b)
{
    int side = q->box * q->box, r, c;
    int grid = q->layout >= OUT_GRID, spaced = q->layout == OUT_SPACED_GRID;
    int blank = grid ? (q->box <= 3 ? '0' : '-') : '.';

    for (r = 0; r < side; r++) {
        for (c = 0; c < side; c++) {
            int v = b[r * side + c];
            if (spaced)
                fprintf(f, c ? " %d" : "%d", v);
            else
                putc(symbol_of(q->box, v, blank), f);
        }
        if (grid || r == side - 1)
            putc('\n', f);
    }
}

/* Writes a variant puzzle as the solver's plain line: the cells, its
 * region or cage labels, and for killer each cage's LABEL=SUM. */
static void write_variant_line(FILE *f, const Request *q,
                               const unsigned char *puzzle)
{
    int cells = q->box * q->box * q->box * q->box, k;

    for (k = 0; k < cells; k++)
        putc(symbol_of(q->box, puzzle[k], '.'), f);
    fprintf(f, " %.*s", cells, shape_label);
    for (k = 0; variant == KILLER_LINES && k < shape.cages; k++)
        fprintf(f, " %c=%d", LABELS[k], shape.cage[k].sum);
    putc('\n', f);
}

static const char USAGE[] =
    "usage: generate [--seed=S] [--count=N] [--size=4|9|16|25]\n"
    "                [--layout=line|line-end|t-line|grid|t-grid|spaced-grid]\n"
    "                [--judge=NAME]\n"
    "                [--clues=MIN[-MAX]] [--minimal]\n"
    "                [--symmetry=none|rotate180|rotate90|mirror|diagonal|random]\n"
    "                [--difficulty=LEVEL[-LEVEL]] [--solutions=1|2+|0|illegal]\n"
    "                [--mix=judge|KIND:WEIGHT,...] [--mix-start=FILE]\n"
    "                [--rules=LIST] [--variant=jigsaw|killer] [--cage-size=MIN-MAX]\n"
    "                [--answers=FILE] [--time-limit=SECONDS]\n"
    "                [--progress|--quiet]\n"
    "Prints N puzzles (default 1) in the layout judge/validate checks\n"
    "(default line), the same ones for the same --seed (default 1).  Each\n"
    "has one solution (--solutions=2+: several; 0: none, for testing\n"
    "special judges and IMPOSSIBLE), between MIN and MAX givens, symmetric\n"
    "as asked (default none), and with --minimal no given can go.\n"
    "--difficulty: a level of judge/rate (9x9 only): simple easy\n"
    "intermediate hard expert extreme, or a range of them (hard-extreme:\n"
    "what QQWing calls Expert).  --answers writes the solutions\n"
    "(IMPOSSIBLE for none) in the same layout.  Sizes above 9x9 use letters\n"
    "A-P / A-Y (spaced: numbers), '-' blank in grids.\n"
    "--judge=NAME: the input and answers in that judge's own format (its\n"
    "size, count line, separators, blank; answers framed and worded as\n"
    "./solver --judge=NAME prints them) instead of --layout and --size;\n"
    "--count then defaults to what one of its test files usually holds;\n"
    "--size works for judges with size lines (uva989: 1, 4 or 9).\n"
    "--solutions=illegal adds a given that repeats a digit of its row.\n"
    "--rules=LIST: x (both diagonals), windoku (four windows, 9x9),\n"
    "antiknight, antiking, nonconsecutive, comma-separated: puzzles unique\n"
    "under those rules (solve them with ./solver --rules=...).  --variant=jigsaw|killer: the solver's\n"
    "plain lines, CELLS REGIONS (random connected regions) or CELLS CAGES\n"
    "LABEL=SUM... (cages of 1 to 4 cells, or as --cage-size=MIN-MAX says), unique under their rules.\n"
    "--mix gives the cases kinds in turn, each as often as its weight\n"
    "(unique:6,many:2,none:1,illegal:1; judge: the kinds the --judge's\n"
    "statement has), counting from file number --mix-start (default 1).\n"
    "--time-limit: stop after SECONDS, writing the puzzles made so far (a\n"
    "count line says how many) and saying so on stderr.  Progress (done,\n"
    "rate, time left) shows on stderr when it is a terminal; --quiet\n"
    "hides it, --progress shows it anywhere.\n";

/* Parses a level name or "LOW-HIGH" (hard-extreme) into lo and hi.
 * Returns 0 on a bad name or an empty range. */
static int parse_levels(const char *text, int *lo, int *hi)
{
    char low[32];
    const char *dash = strchr(text, '-');
    size_t n = dash ? (size_t)(dash - text) : strlen(text);

    if (n >= sizeof low)
        return 0;
    memcpy(low, text, n);
    low[n] = '\0';
    *lo = find_level(low);
    *hi = dash ? find_level(dash + 1) : *lo;
    return *lo >= 0 && *hi >= *lo;
}

/* Parses "N" or "N-M" into lo and hi.  Returns 0 on a bad range. */
static int parse_range(const char *text, int *lo, int *hi)
{
    char *end;
    long a = strtol(text, &end, 10), b = a;

    if (end == text)
        return 0;
    if (*end == '-') {
        const char *rest = end + 1;
        b = strtol(rest, &end, 10);
        if (end == rest)
            return 0;
    }
    if (*end || a < 0 || b < a || b > MAX_CELLS)
        return 0;
    *lo = (int)a;
    *hi = (int)b;
    return 1;
}

/* Finds name in a list of n names; returns its index or -1. */
static int find_name(const char *name, const char *const *names, int n)
{
    int i;

    for (i = 0; i < n; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

/* Says on one line what is wrong with option a and what it allows. */
static void bad_option(const char *a)
{
    static const char *const allowed[][2] = {
        {"--seed", "a number 0 to 18446744073709551615"},
        {"--count", "a number from 1"},
        {"--size", "4, 9, 16 or 25"},
        {"--layout", "line, line-end, t-line, grid, t-grid or spaced-grid"},
        {"--clues", "MIN or MIN-MAX, 0 to the board's cells"},
        {"--symmetry", "none, rotate180, rotate90, mirror, diagonal or random"},
        {"--difficulty", "a level or LOW-HIGH (see --help)"},
        {"--solutions", "1, 2+, 0 or illegal"},
        {"--mix", "judge or KIND:WEIGHT,... of unique, many, none, illegal"},
        {"--mix-start", "a file number from 1"},
        {"--rules", "x, windoku, antiknight, antiking, nonconsecutive, comma-separated"},
        {"--variant", "jigsaw or killer"},
        {"--cage-size", "MIN or MIN-MAX, 1 to 9 cells (with --variant=killer)"},
        {"--answers", "a file name"},
        {"--judge", "a profile of ./solver --judge=list"},
        {"--time-limit", "a number of seconds above 0"},
    };
    size_t i, n;

    for (i = 0; i < sizeof allowed / sizeof allowed[0]; i++) {
        n = strlen(allowed[i][0]);
        if (strncmp(a, allowed[i][0], n) == 0 && (a[n] == '=' || !a[n])) {
            fprintf(stderr, "generate: %s wants %s, not '%s'\n", allowed[i][0],
                    allowed[i][1], a[n] ? a + n + 1 : "");
            return;
        }
    }
    fprintf(stderr, "generate: unknown option '%s' (try --help)\n", a);
}

/* Parses --mix: "judge" (the profile's own mix, marked by a weight -1),
 * or KIND:WEIGHT,... of unique, many, none, illegal into mix (indexed by
 * solutions: 0 none, 1 unique, 2 many, 3 illegal).  Returns 0 when bad. */
static int parse_mix(const char *text, int *mix)
{
    static const char *const kinds[] = {"none", "unique", "many", "illegal"};
    int total = 0;

    memset(mix, 0, 4 * sizeof *mix);
    if (strcmp(text, "judge") == 0) {
        mix[0] = -1;
        return 1;
    }
    while (*text) {
        int k, n = 0;
        size_t len = strcspn(text, ":");
        for (k = 0; k < 4; k++)
            if (strlen(kinds[k]) == len && strncmp(text, kinds[k], len) == 0)
                break;
        if (k == 4 || text[len] != ':')
            return 0;
        text += len + 1;
        if (*text < '0' || *text > '9')
            return 0;
        while (*text >= '0' && *text <= '9' && n < 1000)
            n = 10 * n + (*text++ - '0');
        mix[k] += n;
        total += n;
        if (*text == ',')
            text++;
        else if (*text)
            return 0;
    }
    return total > 0;
}

/* The judges whose statements show givens that break a rule, though their
 * word for them is the one for no solution (or a count of 0). */
static const char *const SHOWS_ILLEGAL[] = {
    "kattis-sudokunique", "spoj-sudogob", "hdu3909"
};

/* Whether a judge's statement shows illegal givens (SHOWS_ILLEGAL). */
static int shows_illegal(const Profile *p)
{
    size_t i;

    for (i = 0; i < sizeof SHOWS_ILLEGAL / sizeof *SHOWS_ILLEGAL; i++)
        if (strcmp(p->name, SHOWS_ILLEGAL[i]) == 0)
            return 1;
    return 0;
}

/* The mix of a judge whose statement allows more than one kind of case:
 * puzzles with several solutions and with none where its answers tell
 * them apart (or it scores or orders solutions), illegal givens where it
 * has a word for them; a complete grid to check is valid or not; givens
 * to check (GOAL_LEGAL) solvable, unsolvable or repeating a digit; else
 * unique puzzles only. */
static void default_mix(Request *q)
{
    const Profile *p = q->profile ? q->profile : &PROFILES[0];
    int words = p->words[VERDICT_MANY] != NULL || p->goal == GOAL_SMALLEST
                || p->goal == GOAL_MAX_SCORE || p->goal == GOAL_COUNT
                || strcmp(p->words[VERDICT_NONE], NO_SOLUTION_TEXT) != 0;

    memset(q->mix, 0, sizeof q->mix);
    q->mix[1] = 6;
    if (p->goal == GOAL_CHECK || p->goal == GOAL_LEGAL) {
        q->mix[1] = q->mix[0] = 1;
        q->mix[SOLUTIONS_ILLEGAL] = p->goal == GOAL_LEGAL;  /* a repeat */
        return;
    }
    if (p->goal == GOAL_ANTI && p->numbers)   /* vijos1352: k too small */
        q->mix[0] = 1;
    if (p->goal == GOAL_ANTI)            /* cf1335d: solved grids only */
        return;
    if (!words)
        return;
    q->mix[2] = 2;
    q->mix[0] = 1;
    if ((p->words[VERDICT_ILLEGAL] && p->words[VERDICT_NONE]
         && strcmp(p->words[VERDICT_ILLEGAL], p->words[VERDICT_NONE]) != 0)
        || shows_illegal(p))
        q->mix[SOLUTIONS_ILLEGAL] = 1;
    else
        q->mix[0] = 2;
}

/* The kind of solutions case k (from 0) of the file gets under --mix:
 * each kind as often as its weight, spread out (smooth weighted round
 * robin: each turn every kind gains its weight and the richest is taken,
 * paying the total), counted from the file's first case (--mix-start), so
 * that even a few cases see every kind. */
static int mix_kind(const Request *q, long k)
{
    static const int order[] = {1, 2, 0, SOLUTIONS_ILLEGAL};
    long total = q->mix[0] + q->mix[1] + q->mix[2] + q->mix[3], credit[4];
    long at = ((q->mix_start > 0 ? q->mix_start - 1 : 0) * q->count + k)
              % total, turn;
    int i, pick = 1;

    memset(credit, 0, sizeof credit);
    for (turn = 0; turn <= at; turn++) {
        int best = -1;
        for (i = 0; i < 4; i++) {
            credit[i] += q->mix[order[i]];
            if (q->mix[order[i]] > 0 && (best < 0 || credit[i] > credit[best]))
                best = i;
        }
        credit[best] -= total;
        pick = order[best];
    }
    return pick;
}

/* Reads the options into q.  Returns -1 to go on, else an exit status. */
static int parse_request(int argc, char **argv, Request *q)
{
    int i, have_clues = 0, have_count = 0, have_mix = 0, have_size = 0, side;
    char *end;

    memset(q, 0, sizeof *q);
    q->progress = -1;
    q->seed = 1;
    q->count = 1;
    q->box = 3;
    q->level = -1;
    q->solutions = 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = strchr(a, '=');
        int k = -1;
        size_t bad_at;
        v = v ? v + 1 : "";
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(USAGE, stdout);
            return 0;
        } else if (strncmp(a, "--seed=", 7) == 0 && *v
                   && strspn(v, "0123456789") == strlen(v) && strlen(v) <= 19) {
            q->seed = strtoull(v, NULL, 10);
        } else if (strncmp(a, "--count=", 8) == 0 && atol(v) > 0) {
            q->count = atol(v);
            have_count = 1;
        } else if (strncmp(a, "--size=", 7) == 0
                   && (k = box_of_size(v)) >= 2) {
            q->box = k;
            have_size = 1;
        } else if (strcmp(a, "--size=1") == 0) {  /* uva989's n = 1 */
            q->box = 1;
            have_size = 1;
        } else if (strncmp(a, "--layout=", 9) == 0
                   && (k = find_name(v, OUT_LAYOUT_NAMES, 6)) >= 0) {
            q->layout = (enum OutLayout)k;
        } else if (strncmp(a, "--clues=", 8) == 0
                   && parse_range(v, &q->min_clues, &q->max_clues)) {
            have_clues = 1;
        } else if (strcmp(a, "--minimal") == 0) {
            q->minimal = 1;
        } else if (strncmp(a, "--symmetry=", 11) == 0
                   && (k = find_name(v, SYMMETRY_NAMES, 6)) >= 0) {
            q->symmetry = (enum Symmetry)k;
        } else if (strncmp(a, "--difficulty=", 13) == 0
                   && parse_levels(v, &q->level, &q->level_hi)) {
        } else if (strcmp(a, "--solutions=1") == 0) {
            q->solutions = 1;
        } else if (strcmp(a, "--solutions=2+") == 0) {
            q->solutions = 2;
        } else if (strcmp(a, "--solutions=0") == 0) {
            q->solutions = 0;
        } else if (strcmp(a, "--solutions=illegal") == 0) {
            q->solutions = SOLUTIONS_ILLEGAL;
        } else if (strncmp(a, "--rules=", 8) == 0 && a[8]
                   && read_rule_list(a + 8, &extra_rules, &bad_at)) {
        } else if (strcmp(a, "--variant=jigsaw") == 0) {
            variant = JIGSAW_LINES;
        } else if (strcmp(a, "--variant=killer") == 0) {
            variant = KILLER_LINES;
        } else if (strncmp(a, "--cage-size=", 12) == 0
                   && parse_range(v, &cage_min, &cage_max) && cage_min >= 1
                   && cage_max <= 9) {
        } else if (strncmp(a, "--mix=", 6) == 0 && parse_mix(v, q->mix)) {
            have_mix = 1;
        } else if (strncmp(a, "--mix-start=", 12) == 0 && atol(v) > 0
                   && strspn(v, "0123456789") == strlen(v)) {
            q->mix_start = atol(v);
        } else if (strncmp(a, "--answers=", 10) == 0 && *v) {
            q->answers = v;
        } else if (strncmp(a, "--time-limit=", 13) == 0 && *v
                   && strtod(v, &end) > 0 && *end == '\0') {
            q->time_limit = strtod(v, NULL);
        } else if (strcmp(a, "--progress") == 0) {
            q->progress = 1;
        } else if (strcmp(a, "--quiet") == 0) {
            q->progress = 0;
        } else if (strncmp(a, "--judge=", 8) == 0 && *v) {
            q->profile = find_profile(v);
            q->format = test_format_of(q->profile);
            if (!q->format) {
                fprintf(stderr, "generate: no test data format for judge "
                        "'%s'; these have one: ", v);
                list_test_formats(stderr);
                fputc('\n', stderr);
                return 2;
            }
        } else {
            bad_option(a);
            return 2;
        }
    }
    side = (q->format ? q->format->box : q->box);
    side *= side;
    if (have_clues && q->max_clues > side * side) {
        fprintf(stderr, "generate: --clues wants MIN or MIN-MAX within 0-%d "
                "(a %dx%d board has %d cells)\n", side * side, side, side,
                side * side);
        return 2;
    }
    if (!have_clues)
        q->max_clues = MAX_CELLS;
    if (q->format && have_size && !q->format->size_line
        && q->box != q->format->box) {
        fprintf(stderr, "generate: %s's boards are %dx%d; --size is for "
                "judges with size lines (uva989)\n", q->format->judge,
                q->format->box * q->format->box,
                q->format->box * q->format->box);
        return 2;
    }
    if (q->format && have_size && q->box > q->profile->max_box) {
        fprintf(stderr, "generate: %s's boards go up to %dx%d\n",
                q->format->judge, q->profile->max_box * q->profile->max_box,
                q->profile->max_box * q->profile->max_box);
        return 2;
    }
    if (q->box > MAX_BOX && !(q->format && q->profile->numbers
                              && (q->profile->goal != GOAL_SOLVE
                                  || q->profile->numbers == NUMBERS_FILL))) {
        fprintf(stderr, "generate: boards past 25x25 are for the judges "
                "that read boards of numbers (poj3435, kickstart-2013b-a, "
                "codechef-nsudoku)\n");
        return 2;
    }
    if (q->box > MAX_NUMBER_BOX && q->profile->numbers != NUMBERS_FILL) {
        fprintf(stderr, "generate: %s's boards go up to 100x100\n",
                q->profile->name);
        return 2;
    }
    if (q->box == 1 && !q->format) {
        fprintf(stderr, "generate: --size=1 is for uva989 (--judge=uva989)\n");
        return 2;
    }
    if (have_mix && q->mix[0] < 0)
        default_mix(q);
    if (q->format) {
        static TestFormat sized;         /* a size-line judge: any size */
        sized = *q->format;
        if (sized.size_line && have_size)
            sized.box = q->box;
        q->format = &sized;
        q->box = q->format->box;
        if (!have_count)
            q->count = q->format->cases;
        if (q->format->most > 0 && q->count > q->format->most) {
            fprintf(stderr, "generate: %s's files hold at most %d cases, "
                    "not --count=%ld\n", q->format->judge, q->format->most,
                    q->count);
            return 2;
        }
        if (q->format->cases == 1 && q->count > 1) {
            fprintf(stderr, "generate: %s reads one grid a file, not "
                    "--count=%ld\n", q->format->judge, q->count);
            return 2;
        }
    }
    if (q->format && q->profile->goal == GOAL_CHECK
        && (q->solutions == 2 || q->level >= 0)) {
        fprintf(stderr, "generate: %s's cases are complete grids: "
                "--solutions=1 (a valid one) or 0 (one breaking a rule), "
                "no --difficulty\n", q->profile->name);
        return 2;
    }
    if (extra_rules && (q->format || q->level >= 0
                        || ((extra_rules & RULE_WINDOKU) && q->box != 3))) {
        fprintf(stderr, "generate: --rules makes plain puzzles (no --judge, "
                "no --difficulty; windoku is 9x9)\n");
        return 2;
    }
    if (q->format && q->profile->rules)
        extra_rules = q->profile->rules;  /* codechef-j1: both diagonals */
    if (variant != PLAIN && (q->format || q->level >= 0 || q->symmetry
                             || (variant == KILLER_LINES && q->box > 3)
                             || (q->layout != OUT_LINE))) {
        fprintf(stderr, "generate: --variant writes the solver's plain lines "
                "(no --judge, --difficulty, --symmetry or --layout; killer "
                "up to 9x9)\n");
        return 2;
    }
    if (q->format && q->profile->killer_rows)
        variant = KILLER_LINES;           /* killer: cages, as CodinGame's */
    if (q->format && q->profile->numbers == NUMBERS_WALLS)
        variant = JIGSAW_LINES;           /* hdu4069: regions in walls */
    if (q->level >= 0 && q->box != 3) {
        fprintf(stderr, "generate: --difficulty is for 9x9 puzzles\n");
        return 2;
    }
    return -1;
}

/* Writes what comes before the cases: the count line, if any. */
static void write_start(const Request *q, long cases)
{
    if (q->format)
        write_test_start(stdout, q->format, cases);
    else if (q->layout == OUT_T_LINE || q->layout == OUT_T_GRID)
        printf("%ld\n", cases);
}

/* Copies what was written to from (from the start) to f.  Returns 0 on
 * a read error. */
static int copy_back(FILE *from, FILE *f)
{
    char buffer[1 << 14];
    size_t n;

    rewind(from);
    while ((n = fread(buffer, 1, sizeof buffer, from)) > 0)
        fwrite(buffer, 1, n, f);
    return !ferror(from);
}

/* Gives a minimal puzzle one more given from its solution, one that can
 * go again (HDU 3909's Not Minimal): a blank cell picked by k. */
static void add_needless_given(const Request *q, unsigned char *puzzle,
                               const unsigned char *solution, long k)
{
    int cells = q->box * q->box * q->box * q->box, i;

    for (i = 0; i < cells; i++) {
        int cell = (int)((k * 37 + i) % cells);
        if (!puzzle[cell]) {
            puzzle[cell] = solution[cell];
            return;
        }
    }
}

/* Makes puzzle k (from 0) and writes it, and its answer, to body and
 * answers.  Returns 1, 0 when no puzzle came, -1 when time ran out. */
static long made_kind[4];        /* cases made of each kind of solutions */

static int make_case(const Request *given, long k, FILE *body, FILE *answers)
{
    static Case rules_case;              /* killer's cages, or the signs */
    static NumberCase board;             /* a number judge's case */
    unsigned char puzzle[MAX_CELLS], solution[MAX_CELLS];
    int made = 1;
    Request one = *given;
    const Request *q = &one;

    if (one.mix[0] + one.mix[1] + one.mix[2] + one.mix[3] > 0)
        one.solutions = mix_kind(given, k);
    if (one.box == 1)                    /* 1x1: one solution, no clash */
        one.solutions = 1;
    if (q->format && q->profile->goal == GOAL_ANTI && !q->profile->numbers)
        one.solutions = 1;               /* cf1335d: a solved grid */
    if (q->format && q->profile->goal == GOAL_MINIMAL && one.solutions == 1)
        one.minimal = 1;                 /* hdu3909: some get a given more */
    made_kind[one.solutions]++;
    if (q->format && q->profile->numbers == NUMBERS_FILL) {
        make_fill_case(q, body, answers);
        return 1;
    }
    if (q->format && q->profile->numbers == NUMBERS_ANTI) {
        make_anti_k_case(q, &board);
        write_number_case(body, q->format, k + 1, &board);
        if (answers)
            write_anti_k_answer(answers, q->profile, &board);
        return 1;
    }
    if (q->format && q->profile->numbers && q->profile->goal != GOAL_SOLVE) {
        make_number_board(q, &board);
        write_number_case(body, q->format, k + 1, &board);
        if (answers)
            write_number_answer(answers, q->profile, k + 1, &board);
        return 1;
    }
    if (q->format && (q->profile->goal == GOAL_CHECK
                      || q->profile->goal == GOAL_ANTI))
        make_grid_to_check(q, puzzle, solution);
    else if (q->format && q->profile->signs) {
        if (!make_sign_case(q, &rules_case, solution))
            return 0;
        memcpy(puzzle, rules_case.cells, sizeof rules_case.cells[0] * 81);
    } else {
        int tries = 0;
        do                               /* killer: cages CodinGame can label */
            made = make_puzzle(q, puzzle, solution);
        while (made > 0 && q->format && q->profile->killer_rows
               && !killer_case(puzzle, &rules_case) && ++tries < MAX_ATTEMPTS);
        if (made > 0 && tries == MAX_ATTEMPTS)
            made = 0;
        if (made <= 0)
            return made;
    }
    if (q->format && q->profile->goal == GOAL_MINIMAL && q->solutions == 1
        && made_kind[1] % 2 == 0)
        add_needless_given(q, puzzle, solution, k);
    if (q->format) {
        if (q->profile->goal == GOAL_SMALLEST && q->solutions == 2)
            solve_any(q->box, puzzle, solution, 1, GOAL_SMALLEST, NULL);
        if (has_case_rules(q->profile))
            write_test_rules_case(body, q->format, k + 1, &rules_case);
        else if (q->profile->numbers == NUMBERS_WALLS) {
            int cell;
            board.box = 3;
            board.head = -1;
            for (cell = 0; cell < 81; cell++)
                board.value[cell] = puzzle[cell] + walls_of(shape_label, cell);
            write_number_case(body, q->format, k + 1, &board);
        } else
            write_test_case(body, q->format, k + 1, puzzle);
        if (answers)
            write_test_answer(answers, q->format, q->profile, k + 1,
                              q->solutions == SOLUTIONS_ILLEGAL ? 0
                              : q->solutions, puzzle, solution);
        return 1;
    }
    if (variant != PLAIN)
        write_variant_line(body, q, puzzle);
    else
        write_board(body, q, puzzle);
    if (answers && (q->solutions == 0 || q->solutions == SOLUTIONS_ILLEGAL))
        fputs("IMPOSSIBLE\n", answers);
    else if (answers)
        write_board(answers, q, solution);
    return 1;
}

int main(int argc, char **argv)
{
    Request q;
    FILE *answers = NULL, *body = stdout;
    long written = 0;
    int status = parse_request(argc, argv, &q), made = 1, counted;
    Progress shown;

    if (status >= 0)
        return status;
    started = now();
    random_state = q.seed;
    if (q.progress < 0)
        q.progress = stderr_is_terminal();
    start_progress(&shown, "generate", "puzzles", q.count, NULL);
    if (q.answers && (answers = fopen(q.answers, "w")) == NULL) {
        fprintf(stderr, "generate: cannot write '%s': %s\n", q.answers,
                strerror(errno));
        return 2;
    }
    counted = q.format ? q.format->count_line
                       : q.layout == OUT_T_LINE || q.layout == OUT_T_GRID;
    if (counted && q.time_limit > 0 && (body = tmpfile()) == NULL) {
        fprintf(stderr, "generate: no temporary file: %s\n", strerror(errno));
        return 2;
    }
    if (body == stdout)                  /* the count line first */
        write_start(&q, q.count);
    while (written < q.count && made > 0) {
        made = make_case(&q, written, body, answers);
        if (made == 0) {
            fprintf(stderr, "generate: no puzzle as asked after %d grids "
                    "(puzzle %ld); try a wider --clues range\n", MAX_ATTEMPTS,
                    written + 1);
            return 1;
        }
        if (made > 0)
            written++;
        if (made > 0 && q.progress)
            show_progress(&shown, written, 0);
        if (made > 0 && written < q.count && out_of_time(&q))
            made = -1;
    }
    if (q.progress)
        show_progress(&shown, written, 1);
    if (made < 0)
        fprintf(stderr, "generate: --time-limit=%g reached: %ld of %ld "
                "puzzles written\n", q.time_limit, written, q.count);
    if (q.mix[0] + q.mix[1] + q.mix[2] + q.mix[3] > 0)
        fprintf(stderr, "generate: mix: %ld unique, %ld many, %ld none, %ld "
                "illegal\n", made_kind[1], made_kind[2], made_kind[0],
                made_kind[SOLUTIONS_ILLEGAL]);
    if (body != stdout)
        write_start(&q, written);
    if (body != stdout && !copy_back(body, stdout)) {
        fprintf(stderr, "generate: cannot read back the temporary file\n");
        return 2;
    }
    if (q.format)
        write_test_end(stdout, q.format);
    if (q.format && answers)
        write_test_answers_end(answers, q.profile);
    else if (q.layout == OUT_LINE_END)
        puts("end");
    if (fflush(stdout) != 0 || ferror(stdout)
        || (answers && fclose(answers) != 0)) {
        fprintf(stderr, "generate: write error: %s\n", strerror(errno));
        return 2;
    }
    return 0;
}
