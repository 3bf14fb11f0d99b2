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

