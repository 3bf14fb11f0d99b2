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

