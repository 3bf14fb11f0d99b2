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

