/*
 * check_solver.c - unit tests of solver.c with the Check framework.
 *
 * solver.c is included with SOLVER_NO_MAIN, so its static functions are
 * tested directly.  Solutions are verified by is_solution() (verify.h),
 * which knows nothing of how the solver works: every row, column and box
 * holds 1..9 once and every given is kept.
 */

#define _POSIX_C_SOURCE 200809L
#define SOLVER_NO_MAIN
#include "../solver.c"

#include <check.h>
#include <stdlib.h>

#include "verify.h"
#include "naive_table.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                            */
/* ------------------------------------------------------------------ */

/* Reads an 81-character puzzle ('.' or '0' blank) into values 0..9. */
static void to_givens(const char *puzzle, unsigned char *givens)
{
    int i;

    for (i = 0; i < CELLS; i++)
        givens[i] = (unsigned char)(puzzle[i] >= '1' && puzzle[i] <= '9'
                                    ? puzzle[i] - '0' : 0);
}

/* Solves an 81-character puzzle and checks the solution independently.
 * Returns the solver's count (limit 1). */
static long solve_and_verify(const char *puzzle)
{
    unsigned char givens[CELLS], solution[CELLS];
    long found;

    to_givens(puzzle, givens);
    found = solve_puzzle(givens, solution, 1, NULL);
    if (found == 1)
        ck_assert_msg(is_solution(givens, solution), "bad solution for %.81s",
                      puzzle);
    return found;
}

/* Counts solutions of an 81-character puzzle up to limit. */
static long count_solutions(const char *puzzle, long limit)
{
    unsigned char givens[CELLS], solution[CELLS];

    to_givens(puzzle, givens);
    return solve_puzzle(givens, solution, limit, NULL);
}

/* A case reader over the bytes of text (tmpfile, so NUL bytes survive). */
static CaseReader *reader_over(const char *text, size_t n)
{
    static CaseReader reader;
    FILE *in = tmpfile();

    ck_assert_ptr_nonnull(in);
    ck_assert_uint_eq(fwrite(text, 1, n, in), n);
    rewind(in);
    init_case_reader(&reader, in, &PROFILES[0]);
    return &reader;
}

/* The tools' digit-plane workspace, which the tests of the planes solve
 * in. */
#define PLANES (&tool_workspace()->planes)

#define READER(text) reader_over(text, sizeof(text) - 1)

static const char EASY[] =
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
static const char EASY_SOLUTION[] =
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382";
static const char HARDEST[] =  /* "AI Escargot" family: many guesses */
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..";
static const char EMPTY_GRID[] =
    ".................................................................................";
static const char SEVENTEEN[] =
    "...........................................................................1.....";

/* ------------------------------------------------------------------ */
/* tables                                                             */
/* ------------------------------------------------------------------ */

START_TEST(test_popcount_table)
{
    unsigned m;

    init_tables();                       /* as every 9x9 solve does first */
    for (m = 0; m < 512; m++) {
        int bits = 0, i;
        for (i = 0; i < 9; i++)
            bits += (m >> i) & 1;
        ck_assert_msg(popcount9(m) == bits, "popcount9(%u)", m);
    }
}
END_TEST

START_TEST(test_lowest_bit_table)
{
    int bit;
    uint32_t m;

    for (bit = 0; bit < 32; bit++) {
#if !defined(__GNUC__) || defined(SOLVER_PORTABLE)
        ck_assert_int_eq(LOWEST_BIT[(uint32_t)((1u << bit) * 0x077CB531u) >> 27], bit);
#endif
        ck_assert_int_eq(lowest_cell(1u << bit | 1u << 31), bit);
    }
    for (m = 1; m < 512; m++) {
        int i = 0;
        while (!((m >> i) & 1))
            i++;
        ck_assert_msg(lowest_digit(m) == i, "lowest_digit(%u)", (unsigned)m);
    }
}
END_TEST

START_TEST(test_lowest_cell)
{
    int bit;

    for (bit = 0; bit < 27; bit++) {
        uint32_t above = ALL_BAND_CELLS & ~((2u << bit) - 1);
        ck_assert_int_eq(lowest_cell(1u << bit), bit);
        ck_assert_int_eq(lowest_cell((1u << bit) | above), bit);
    }
}
END_TEST

/* lone_in_triples() and its table LONE_IN_TRIPLES keep the bit of each
 * three-bit group that has one bit only, for every 9-bit mask;
 * lone_in_rows() the cell of each row of a band that has one cell only,
 * for every pair of non-empty rows beside a third with one, two or nine
 * cells, in each order. */
/* labels_in_word() says of eight bytes what is_label() (and '.' when dots
 * are allowed) says of each: every byte value at every place, among
 * labels and dots of every kind. */
START_TEST(test_labels_in_word)
{
    static const char fill[] = "a0.Zz9A.";
    int dots, value, at, turn, i;

    for (dots = 0; dots < 2; dots++)
        for (value = 0; value < 256; value++)
            for (at = 0; at < 8; at++)
                for (turn = 0; turn < 8; turn++) {
                    char bytes[8];
                    uint64_t word;
                    int want = 1;
                    for (i = 0; i < 8; i++) {
                        bytes[i] = fill[(i + turn) % 8];
                        if (!dots && bytes[i] == '.')
                            bytes[i] = 'q';
                    }
                    bytes[at] = (char)value;
                    for (i = 0; i < 8; i++)
                        want &= is_label(bytes[i]) | (dots & (bytes[i] == '.'));
                    memcpy(&word, bytes, 8);
                    ck_assert_msg(labels_in_word(word, dots) == want,
                                  "byte %#x at %d, dots %d", value, at, dots);
                }
}
END_TEST

/* The rows of a locked-candidates matrix with places to take, as
 * rows_acting() finds them (rows 0-7 at once with SSE2), agree with the
 * rule row by row: a row of one field (or none) acts when another row
 * meets that field too, a row of several when one of them no other row
 * meets; random matrices of every side, and rows of every width. */
START_TEST(test_rows_acting)
{
    uint32_t seed = 12345;
    int side, trial, row;

    for (side = 1; side <= 9; side++)
        for (trial = 0; trial < 20000; trial++) {
            unsigned in[9] = {0}, once = 0, twice = 0, alone, want = 0, got;
            for (row = 0; row < side; row++) {
                unsigned fields = 0, spread = trial % 4;
                int f;
                seed = seed * 1103515245u + 12345u;
                for (f = 0; f < side; f++)      /* 0: sparse .. 3: dense */
                    if ((seed >> (f + 3) & 3) < spread)
                        fields |= 1u << f;
                in[row] = fields;
                twice |= once & fields;
                once |= fields;
            }
            alone = once & ~twice;
            for (row = 0; row < side; row++) {
                int count = 0, f;
                for (f = 0; f < 9; f++)
                    count += in[row] >> f & 1;
                if (count <= 1 ? (in[row] & ~alone) != 0 : (in[row] & alone) != 0)
                    want |= 1u << row;
            }
            got = rows_acting(in, alone, side);
            ck_assert_msg(got == want, "side %d trial %d: rows %#x, want %#x",
                          side, trial, got, want);
        }
}
END_TEST

/* list_sets_met() (eight sets at a time with SSE2) lists for every set
 * of n places the OR of what each of its places meets, for n 0 to 5 and
 * random fields met. */
START_TEST(test_list_sets_met)
{
    uint32_t seed = 777;
    unsigned short half[32];
    unsigned met[5];
    int n, trial, set, pos;

    for (n = 0; n <= 5; n++)
        for (trial = 0; trial < 2000; trial++) {
            for (pos = 0; pos < 5; pos++) {
                seed = seed * 1103515245u + 12345u;
                met[pos] = seed >> 7 & 0x1FF;
            }
            list_sets_met(half, met, n);
            for (set = 0; set < 1 << n; set++) {
                unsigned want = 0;
                for (pos = 0; pos < n; pos++)
                    if (set >> pos & 1)
                        want |= met[pos];
                ck_assert_msg(half[set] == want, "n %d set %#x: %#x, want %#x",
                              n, set, half[set], want);
            }
        }
}
END_TEST

/* first_token_length() (16 bytes at a time with SSE2, then 8, then one)
 * agrees with a byte-by-byte scan for a gap at every place of lines of
 * every length to 70, and for lines with none. */
START_TEST(test_first_token_length)
{
    static const char gaps[] = " \t|";
    char line[72];
    size_t n, at, want, i;
    int g;

    for (n = 0; n <= 70; n++)
        for (at = 0; at <= n; at++)
            for (g = 0; g < 3; g++) {
                for (i = 0; i < n; i++)
                    line[i] = (char)('A' + (i * 7 + at) % 26);
                if (at < n)
                    line[at] = gaps[g];
                if (at + 5 < n)
                    line[at + 5] = gaps[(g + 1) % 3];
                line[n] = ' ';           /* past the end: not read */
                for (want = 0; want < n && !is_gap(line[want]); want++)
                    ;
                ck_assert_msg(first_token_length(line, n) == want, "n %lu gap "
                              "%d at %lu", (unsigned long)n, g, (unsigned long)at);
            }
}
END_TEST

/* A cage's sets on digit planes, worked out and then remembered, agree
 * with every set of digits summed by hand, for sums out of reach too (a
 * cage's open cells may have less than nothing left to make). */
/* Whether digits a and b stand in relation r, written apart from the
 * solver's masks: the kinds from CONSECUTIVE on, as docs/design.md says
 * them. */
static int pair_holds(const Relation *r, int a, int b)
{
    int v = r->value;

    switch (r->kind) {
    case CONSECUTIVE:
        return abs(a - b) == (v ? v : 1);
    case DOUBLE:
        return a == (v ? v : 2) * b || b == (v ? v : 2) * a;
    case NOT_DOUBLE:
        return a != 2 * b && b != 2 * a;
    case SUM_NOT_EQUAL:
        return a + b != v;
    case EQUAL:
        return a == b;
    default:                     /* APART */
        return abs(a - b) >= v;
    }
}

/* Every pair kind's support, for every set of digits on boards of 4, 9
 * and 16 and each value up to 20, is the digits some digit of the set
 * stands in the relation with, either way round. */
START_TEST(test_relation_support_by_masks)
{
    static const unsigned char KINDS[] = {
        CONSECUTIVE, DOUBLE, NOT_DOUBLE, SUM_NOT_EQUAL, EQUAL, APART
    };
    static const int SIDES[] = {4, 9, 16};
    Relation r;
    size_t k, s;
    int value, a, b, checked = 0;
    uint32_t from;

    for (k = 0; k < sizeof KINDS; k++)
        for (s = 0; s < 3; s++)
            for (value = 0; value <= 20; value++) {
                int side = SIDES[s];
                uint32_t all = (1u << side) - 1, step = side > 9 ? 4099 : 1;
                r.a = 0, r.b = 1, r.kind = KINDS[k];
                r.value = (unsigned char)value;
                for (from = 1; from <= all; from += step) {
                    uint32_t want = 0;
                    for (b = 1; b <= side; b++)
                        for (a = 1; a <= side; a++)
                            if ((from >> (a - 1) & 1) && pair_holds(&r, a, b)
                                && pair_holds(&r, b, a))
                                want |= 1u << (b - 1);
                    ck_assert_msg(relation_support(&r, from, 0, all) == want
                                  && relation_support(&r, from, 1, all) == want,
                                  "kind %d side %d value %d from %#x: %#x, "
                                  "want %#x", r.kind, side, value, from,
                                  relation_support(&r, from, 0, all), want);
                    checked++;
                }
            }
    ck_assert_int_gt(checked, 6 * 21 * (15 + 511));
}
END_TEST

START_TEST(test_plane_cage_sets)
{
    int n, sum, pass, total[512], size[512], d;
    uint32_t open, set;

    for (set = 0; set < 512; set++) {
        total[set] = size[set] = 0;
        for (d = 1; d <= 9; d++) {
            total[set] += (set >> (d - 1) & 1) * d;
            size[set] += set >> (d - 1) & 1;
        }
    }
    for (n = 1; n <= 9; n++)
        for (sum = -9; sum <= 54; sum++)      /* kinds past 0-45 */
            for (open = 0; open < 512; open++) {
                uint32_t want_allowed = 0, want_required = 0x1FF;
                int fits = 0;
                for (set = open; set; set = (set - 1) & open)   /* within */
                    if (size[set] == n && total[set] == sum) {
                        want_allowed |= set;
                        want_required &= set;
                        fits = 1;
                    }
                for (pass = 0; pass < 2; pass++) {  /* found, then recalled */
                    uint32_t allowed, required;
                    plane_cage_sets(n, sum, open, &allowed, &required);
                    ck_assert_msg(allowed == want_allowed, "n %d sum %d open "
                                  "%#x pass %d: allowed %#x, want %#x", n, sum,
                                  open, pass, allowed, want_allowed);
                    if (fits)
                        ck_assert_msg(required == want_required, "n %d sum %d "
                                      "open %#x pass %d: required %#x, want %#x",
                                      n, sum, open, pass, required, want_required);
                }
            }
}
END_TEST

/* The exact fill of a loose sum's last cells (loose_fills(), the last
 * two paired by masks) against every assignment of digits tried one by
 * one: random cells of one or two groups, either sign, sums -20..20. */
START_TEST(test_loose_fills)
{
    LooseCells l;
    uint32_t seed = 12345;
    int trial, i, checked = 0;
    /* CHECK_QUICK (make sanitize, under valgrind): a tenth of the trials */
    int trials = getenv("CHECK_QUICK") ? 20000 : 200000;

    for (trial = 0; trial < trials; trial++) {
        uint32_t support[LOOSE_EXACT] = {0, 0, 0}, want[LOOSE_EXACT] = {0, 0, 0};
        int chosen[LOOSE_EXACT], digit[LOOSE_EXACT], left, found, want_found = 0, g;
        seed = next_xorshift(seed);
        l.n = 1 + (int)(seed % 3);
        l.groups = 1 + (int)(seed >> 2 & 1);
        for (g = 0; g < l.groups; g++)
            l.sign[g] = seed >> (3 + g) & 1 ? -1 : 1;
        left = (int)((seed >> 8) % 41) - 20;
        for (i = 0; i < l.n; i++) {
            seed = next_xorshift(seed);
            l.group[i] = (int)(seed % (uint32_t)l.groups);
            l.cands[i] = 1 + (seed >> 4) % 511;
        }
        /* every digit for every cell: 9^n ways */
        for (digit[0] = 1; digit[0] <= 9; digit[0]++)
            for (digit[1] = 1; digit[1] <= (l.n > 1 ? 9 : 1); digit[1]++)
                for (digit[2] = 1; digit[2] <= (l.n > 2 ? 9 : 1); digit[2]++) {
                    int sum = 0, ok = 1, j;
                    for (i = 0; i < l.n; i++) {
                        ok &= (int)(l.cands[i] >> (digit[i] - 1) & 1);
                        sum += l.sign[l.group[i]] * digit[i];
                        for (j = 0; j < i; j++)
                            ok &= l.group[j] != l.group[i] || digit[j] != digit[i];
                    }
                    if (!ok || sum != left)
                        continue;
                    want_found = 1;
                    for (i = 0; i < l.n; i++)
                        want[i] |= 1u << (digit[i] - 1);
                }
        found = loose_fills(&l, 0, left, chosen, support);
        ck_assert_int_eq(found, want_found);
        for (i = 0; i < l.n; i++)
            ck_assert_msg(support[i] == want[i], "trial %d cell %d: %#x, want %#x",
                          trial, i, support[i], want[i]);
        checked += want_found;
    }
    ck_assert_int_gt(checked, trials / 20);
}
END_TEST

START_TEST(test_lone_bits)
{
    static const unsigned thirds[3] = {0x001, 0x101, 0x1FF};
    unsigned m, a, b, t, where;

    init_tables();
    for (m = 0; m < 512; m++) {
        unsigned want = 0, group;
        for (group = 0; group < 9; group += 3)
            if (popcount9(m >> group & 7) == 1)
                want |= m & 7u << group;
        ck_assert_msg(lone_in_triples(m) == want, "lone_in_triples(%#o)", m);
        ck_assert_msg(LONE_IN_TRIPLES[m] == want, "LONE_IN_TRIPLES[%#o]", m);
    }
    for (a = 1; a < 512; a++)
        for (b = 1; b < 512; b++)
            for (t = 0; t < 3; t++)
                for (where = 0; where < 3; where++) {
                    unsigned rows[3], r;
                    uint32_t cells = 0, want = 0;
                    rows[where] = thirds[t];
                    rows[(where + 1) % 3] = a;
                    rows[(where + 2) % 3] = b;
                    for (r = 0; r < 3; r++) {
                        cells |= (uint32_t)rows[r] << (9 * r);
                        if (popcount9(rows[r]) == 1)
                            want |= (uint32_t)rows[r] << (9 * r);
                    }
                    if (lone_in_rows(cells) != want)
                        ck_abort_msg("lone_in_rows(%#x)", (unsigned)cells);
                }
}
END_TEST

START_TEST(test_row_boxes_table)
{
    unsigned r;

    init_tables();
    for (r = 0; r < 512; r++) {
        unsigned want = 0;
        int box;
        for (box = 0; box < 3; box++)
            if (r & (7u << (3 * box)))
                want |= 1u << box;
        ck_assert_msg(ROW_BOXES[r] == want, "ROW_BOXES[%u]", r);
    }
}
END_TEST

/* Recomputes the band permutation table from its definition: the six ways
 * to give the three rows three different boxes. */
START_TEST(test_band_permutation_table)
{
    static const int perms[6][3] = {
        {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}
    };
    unsigned m;

    init_tables();
    for (m = 0; m < 512; m++) {
        uint32_t want = 0;
        int p, row;
        for (p = 0; p < 6; p++) {
            int fits = 1;
            for (row = 0; row < 3; row++)
                fits &= (m >> (3 * row + perms[p][row])) & 1;
            if (fits)
                for (row = 0; row < 3; row++)
                    want |= 7u << (9 * row + 3 * perms[p][row]);
        }
        ck_assert_msg(BAND_PERMUTATION_MASK[m] == want,
                      "BAND_PERMUTATION_MASK[%u] = %x, want %x", m,
                      (unsigned)BAND_PERMUTATION_MASK[m], (unsigned)want);
    }
}
END_TEST

/* The six configurations each give the three rows three different boxes,
 * all six differ, and CONFIGURATIONS[m] lists those whose minirows all lie
 * in m, CONFIGURATION_COUNT[m] how many. */
START_TEST(test_configuration_tables)
{
    unsigned m;
    int p, q;

    init_tables();
    for (p = 0; p < 6; p++) {
        unsigned rows = 0, boxes = 0;
        int bit;
        for (bit = 0; bit < 9; bit++) {
            if (PERMUTATION_MINIROWS[p] >> bit & 1) {
                rows |= 1u << (bit / 3);
                boxes |= 1u << (bit % 3);
            }
        }
        ck_assert_msg(popcount9(PERMUTATION_MINIROWS[p]) == 3 && rows == 7
                      && boxes == 7, "PERMUTATION_MINIROWS[%d] = %#x", p,
                      (unsigned)PERMUTATION_MINIROWS[p]);
        for (q = 0; q < p; q++)
            ck_assert(PERMUTATION_MINIROWS[p] != PERMUTATION_MINIROWS[q]);
    }
    for (m = 0; m < 512; m++) {
        unsigned want = 0;
        for (p = 0; p < 6; p++)
            if ((m & PERMUTATION_MINIROWS[p]) == PERMUTATION_MINIROWS[p])
                want |= 1u << p;
        ck_assert_msg(CONFIGURATIONS[m] == want, "CONFIGURATIONS[%u] = %#x, "
                      "want %#x", m, (unsigned)CONFIGURATIONS[m], want);
        ck_assert_msg(CONFIGURATION_COUNT[m] == popcount9(want),
                      "CONFIGURATION_COUNT[%u] = %u", m,
                      (unsigned)CONFIGURATION_COUNT[m]);
    }
    for (m = 0; m < 8; m++) {
        unsigned cells = 0;
        int box;
        for (box = 0; box < 3; box++)
            if (m >> box & 1)
                cells |= 7u << (3 * box);
        ck_assert_msg(MINIROW_CELLS[m] == cells, "MINIROW_CELLS[%u]", m);
    }
}
END_TEST

/* Each cell has 20 peers; each box holds 9 cells. */
/* A band's 27 bits are its three rows of nine: bit = 9 * row + column. */
START_TEST(test_band_position_tables)
{
    int bit, m, column;

    for (bit = 0; bit < 27; bit++) {
        ck_assert_msg(ROW_OF_BIT[bit] == bit / 9, "ROW_OF_BIT[%d]", bit);
        ck_assert_msg(COLUMN_OF_BIT[bit] == bit % 9, "COLUMN_OF_BIT[%d]", bit);
    }
    for (m = 0; m < 8; m++) {
        uint32_t want = 0;
        for (column = 0; column < 3; column++)
            if (m >> column & 1)
                want |= 1u << column | 1u << (9 + column) | 1u << (18 + column);
        ck_assert_msg(STACK_COLUMNS[m] == want, "STACK_COLUMNS[%d] = %#lx, "
                      "expected %#lx", m, (unsigned long)STACK_COLUMNS[m],
                      (unsigned long)want);
    }
    for (m = 0; m < 3; m++) {       /* m: a band */
        uint32_t want = 0;
        int d;
        for (d = 0; d < 9; d++)
            want |= 1u << digit_band(d, m);
        ck_assert_msg(digit_bands_of_band(m) == want, "digit_bands_of_band(%d) "
                      "= %#lx", m, (unsigned long)digit_bands_of_band(m));
    }
}
END_TEST

START_TEST(test_units_and_peers)
{
    int cell, other, box_sizes[9] = {0};

    for (cell = 0; cell < CELLS; cell++) {
        int peers = 0, box = box_of(cell / 9, cell % 9);
        box_sizes[box]++;
        for (other = 0; other < CELLS; other++)
            if (other != cell && (other / 9 == cell / 9 || other % 9 == cell % 9
                                  || box_of(other / 9, other % 9) == box))
                peers++;
        ck_assert_int_eq(peers, 20);
    }
    for (cell = 0; cell < 9; cell++)
        ck_assert_int_eq(box_sizes[cell], 9);
    ck_assert_int_eq(box_of(0, 0), 0);
    ck_assert_int_eq(box_of(8, 8), 8);
    ck_assert_int_eq(box_of(4, 5), 4);
}
END_TEST

/* ------------------------------------------------------------------ */
/* solve                                                              */
/* ------------------------------------------------------------------ */

/* unsettled() (SSE2 or portable, as built) names exactly the digit-bands
 * whose words differ from their settled copies. */
START_TEST(test_unsettled_names_changed_words)
{
    static const unsigned char empty[81] = {0};
    uint32_t seed = 1;
    Grid g;
    int round, db;

    ck_assert(start_grid(&g, empty) && propagate(&g, BANDS_ONLY));
    ck_assert_uint_eq(unsettled(&g), 0);
    for (round = 0; round < 1000; round++) {
        Grid h = g;
        uint32_t want = 0;
        for (db = 0; db < DIGIT_BANDS; db++) {
            seed = seed * 1103515245u + 12345u;
            if (seed >> 28 & 1) {
                h.cands[db] ^= 1u << (seed >> 16) % 27;
                want |= 1u << db;
            }
        }
        ck_assert_uint_eq(unsettled(&h), want);
    }
}
END_TEST

/* find_givens() marks exactly the cells holding 1..9: not 0, and not the
 * other values the caller's contract treats as blank (10..255). */
START_TEST(test_find_givens)
{
    static const unsigned char edges[] = {0, 1, 9, 10, 128, 255};
    uint32_t seed = 7;
    int round, cell;

    for (round = 0; round < 2000; round++) {
        unsigned char values[CELLS];
        uint32_t given[BANDS], want[BANDS] = {0, 0, 0};
        for (cell = 0; cell < CELLS; cell++) {
            seed = seed * 1103515245u + 12345u;
            values[cell] = seed >> 30 ? edges[(seed >> 16) % sizeof edges]
                                      : (unsigned char)(seed >> 20);
            if (values[cell] >= 1 && values[cell] <= 9)
                want[cell / 27] |= 1u << cell % 27;
        }
        find_givens(values, given);
        ck_assert_uint_eq(given[0], want[0]);
        ck_assert_uint_eq(given[1], want[1]);
        ck_assert_uint_eq(given[2], want[2]);
    }
}
END_TEST

START_TEST(test_solve_easy)
{
    unsigned char givens[CELLS], solution[CELLS];
    int i;

    to_givens(EASY, givens);
    ck_assert_int_eq(solve_puzzle(givens, solution, 1, NULL), 1);
    for (i = 0; i < CELLS; i++)
        ck_assert_int_eq(solution[i], EASY_SOLUTION[i] - '0');
}
END_TEST

START_TEST(test_solve_hardest)
{
    long guesses = 0;
    unsigned char givens[CELLS], solution[CELLS];

    to_givens(HARDEST, givens);
    ck_assert_int_eq(solve_puzzle(givens, solution, 1, &guesses), 1);
    ck_assert(is_solution(givens, solution));
    ck_assert_int_gt(guesses, 0);
}
END_TEST

/* Regression: two naked singles of one pass wanting the same digit in one
 * row; the second cell is left empty and the search read past the digits
 * (found by the forum_hardest set under -fsanitize=undefined). */
START_TEST(test_solve_singles_clash)
{
    static const char *const puzzles[] = {
        "98.7..6....7.5.........9.7.4....83...3......2..92...6.1....42....89...5.....1...6",
        "98.7..6..75..4......3..8.7.5....7.9....6.........2...13.....1...9...3.8...54....2",
    };
    size_t i;

    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        ck_assert_msg(solve_and_verify(puzzles[i]) == 1, "%s", puzzles[i]);
        ck_assert_msg(count_solutions(puzzles[i], 2) == 1, "%s", puzzles[i]);
    }
}
END_TEST

/* Every puzzle of tests/data/hard.txt: the hardest known (forum lists),
 * 17-clue puzzles and magictour's top list, each with one solution. */
START_TEST(test_solve_data_sets)
{
    FILE *f = fopen("data/hard.txt", "r");
    char line[128];
    int n = 0;

    ck_assert_msg(f != NULL, "tests/data/hard.txt missing");
    while (fgets(line, sizeof line, f)) {
        n++;
        ck_assert_msg(solve_and_verify(line) == 1, "puzzle %d: %.81s", n, line);
        ck_assert_msg(count_solutions(line, 2) == 1, "puzzle %d not unique: "
                      "%.81s", n, line);
    }
    fclose(f);
    ck_assert_int_eq(n, 1375);
}
END_TEST

/* Puzzles with two or more solutions: the first one found is valid. */
START_TEST(test_solve_multi_solution_set)
{
    FILE *f = fopen("data/multi.txt", "r");
    char line[128];
    int n = 0;

    ck_assert_msg(f != NULL, "tests/data/multi.txt missing");
    while (fgets(line, sizeof line, f)) {
        n++;
        ck_assert_msg(solve_and_verify(line) == 1, "puzzle %d: %.81s", n, line);
        ck_assert_msg(count_solutions(line, 2) == 2, "puzzle %d unique? %.81s",
                      n, line);
    }
    fclose(f);
    ck_assert_int_eq(n, 300);
}
END_TEST

START_TEST(test_solve_empty_grid)
{
    ck_assert_int_eq(solve_and_verify(EMPTY_GRID), 1);
}
END_TEST

/* Sparse grids (the empty grid, then the first k cells of a solution given)
 * are found, and told apart from unique ones, with few guesses: branching on
 * configurations without minirow counting once took 89,908 on the empty
 * grid. */
START_TEST(test_sparse_grids_few_guesses)
{
    unsigned char givens[CELLS], solution[CELLS], full[CELLS];
    int k;

    to_givens(EASY_SOLUTION, full);
    for (k = 0; k <= 20; k++) {
        long first = 0, two = 0;
        memset(givens, 0, sizeof givens);
        memcpy(givens, full, (size_t)k);
        ck_assert_int_eq(solve_puzzle(givens, solution, 1, &first), 1);
        ck_assert(is_solution(givens, solution));
        ck_assert_int_eq(solve_puzzle(givens, NULL, 2, &two), 2);
        ck_assert_msg(first < 500 && two < 500,
                      "%d givens: %ld guesses to a solution, %ld to two", k,
                      first, two);
    }
}
END_TEST

START_TEST(test_solve_full_grid_echoed)
{
    unsigned char givens[CELLS], solution[CELLS];
    int i;

    to_givens(EASY_SOLUTION, givens);
    ck_assert_int_eq(solve_puzzle(givens, solution, 2, NULL), 1);
    for (i = 0; i < CELLS; i++)
        ck_assert_int_eq(solution[i], givens[i]);
}
END_TEST

START_TEST(test_solve_full_invalid_grid)
{
    char grid[CELLS + 1];

    memcpy(grid, EASY_SOLUTION, sizeof grid);
    grid[0] = EASY_SOLUTION[1];      /* two of one digit in row 1 */
    ck_assert_int_eq(count_solutions(grid, 2), 0);
}
END_TEST

/* Givens that conflict in a row, a column, a box, a column across bands,
 * a row far apart: no "solution". */
START_TEST(test_solve_conflicting_givens)
{
    static const char *const puzzles[] = {
        "11...............................................................................",
        "1........1.......................................................................",
        "1.........1......................................................................",
        "5...................5...........................................................5",
        ".............7.....................................................7.............",
        "...............................................................2.......2.........",
    };
    size_t i;

    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++)
        ck_assert_msg(count_solutions(puzzles[i], 2) == 0, "%s", puzzles[i]);
}
END_TEST

/* Consistent givens that still leave no solution: the search must end. */
START_TEST(test_solve_no_solution)
{
    static const char *const puzzles[] = {
        /* cell 0 sees 1..8 in its row and 9 in its column */
        ".123456789.......................................................................",
        /* the easy puzzle with one given changed to a wrong but legal digit */
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.34.",
        /* rows 1 and 2 need 9 in box 1, so box 1 needs 9 twice */
        "12345678.........9......................9........................................",
    };
    size_t i;

    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++)
        ck_assert_msg(count_solutions(puzzles[i], 2) == 0, "%s", puzzles[i]);
}
END_TEST

/* ------------------------------------------------------------------ */
/* count                                                              */
/* ------------------------------------------------------------------ */

START_TEST(test_count_limits)
{
    ck_assert_int_eq(count_solutions(EASY, 2), 1);
    ck_assert_int_eq(count_solutions(EASY, 1000), 1);
    ck_assert_int_eq(count_solutions(EMPTY_GRID, 1), 1);
    ck_assert_int_eq(count_solutions(EMPTY_GRID, 2), 2);
    ck_assert_int_eq(count_solutions(EMPTY_GRID, 5000), 5000);
    ck_assert_int_eq(count_solutions(SEVENTEEN, 3), 3);
}
END_TEST

/* EASY_SOLUTION with a "deadly rectangle" blanked: rows 1-2, columns 2 and
 * 7 hold 8 6 / 6 8, so the four cells take either order: two solutions. */
START_TEST(test_count_exactly_two)
{
    static const char two[] =
        "4.3921.579.7345.21251876493548132976729564138136798245372689514814253769695417382";

    ck_assert_int_eq(count_solutions(two, 2), 2);
    ck_assert_int_eq(count_solutions(two, 3), 2);
    ck_assert_int_eq(count_solutions(two, 1000), 2);
    ck_assert_int_eq(count_solutions(two, 1), 1);
}
END_TEST

/* A small deterministic generator for the differential test. */
static unsigned long next_random(unsigned long *state)
{
    *state = *state * 6364136223846793005UL + 1442695040888963407UL;
    return *state >> 33;
}

/* Thousands of puzzles made from solved grids with cells blanked and
 * givens changed: the solver's count (0, 1, 2, 3+) equals plain
 * backtracking's wherever backtracking finishes. */
/* The grid as one line of 81 characters, '.' blank, for messages. */
static const char *grid_line(const unsigned char *grid)
{
    static char text[CELLS + 1];
    int i;

    for (i = 0; i < CELLS; i++)
        text[i] = grid[i] ? (char)('0' + grid[i]) : '.';
    text[CELLS] = '\0';
    return text;
}

/* Compares the solver's count (up to 3) with plain backtracking's for a
 * grid made from line_no of file; returns the count, or -1 when
 * backtracking gives up. */
static long compare_count(const unsigned char *grid, long max_nodes,
                          const char *file, int line_no, int round)
{
    long ours, theirs = count_naive(grid, 3, max_nodes);

    if (theirs < 0)
        return -1;
    ours = solve_puzzle(grid, NULL, 3, NULL);
    ck_assert_msg(ours == theirs, "count %ld, backtracking %ld for %s (from "
                  "%s line %d, round %d)", ours, theirs, grid_line(grid),
                  file, line_no, round);
    return theirs;
}

/* Reads the next puzzle of f (data/hard.txt) and solves it into
 * solution.  Returns 0 at the end of the file. */
static int next_solution(FILE *f, int *line_no, unsigned char *solution)
{
    char line[128];
    unsigned char givens[CELLS];

    if (!fgets(line, sizeof line, f))
        return 0;
    ++*line_no;
    to_givens(line, givens);
    ck_assert_msg(solve_puzzle(givens, solution, 1, NULL) == 1,
                  "data/hard.txt line %d: %.81s", *line_no, line);
    return 1;
}

/* Keeps about keep of solution's cells in grid, the rest blank; with
 * wrong, one cell is then set at random (often leaving no solution). */
static void keep_cells(unsigned char *grid, const unsigned char *solution,
                       int keep, int wrong, unsigned long *state)
{
    int i;

    for (i = 0; i < CELLS; i++)
        grid[i] = (int)(next_random(state) % CELLS) < keep ? solution[i] : 0;
    if (wrong) {
        i = (int)(next_random(state) % CELLS);
        grid[i] = (unsigned char)(1 + next_random(state) % 9);
    }
}

START_TEST(test_count_differential)
{
    FILE *f = fopen("data/hard.txt", "r");
    unsigned long state = 2026;
    int compared = 0, zero = 0, one = 0, many = 0, line_no = 0;
    unsigned char grid[CELLS], solution[CELLS];

    ck_assert_ptr_nonnull(f);
    while (compared < 3000 && next_solution(f, &line_no, solution)) {
        int round;
        for (round = 0; round < 4; round++) {
            long theirs;
            keep_cells(grid, solution, 20 + (int)(next_random(&state) % 40),
                       round % 2 == 1, &state);
            theirs = compare_count(grid, 200000, "data/hard.txt", line_no, round);
            if (theirs < 0)
                continue;
            compared++;
            zero += theirs == 0;
            one += theirs == 1;
            many += theirs > 1;
        }
    }
    fclose(f);
    ck_assert_int_ge(compared, 3000);
    ck_assert_int_gt(zero, 100);
    ck_assert_int_gt(one, 100);
    ck_assert_int_gt(many, 100);
}
END_TEST

/* Luogu P1074's score of a full grid, from the statement's rings: 6 on
 * the rim up to 10 at the centre (written here apart from solver.c). */
static long ring_score(const unsigned char *grid)
{
    static const int ring_weight[5] = {6, 7, 8, 9, 10};
    long total = 0;
    int r, c;

    for (r = 0; r < 9; r++)
        for (c = 0; c < 9; c++) {
            int from_edge = r < c ? r : c;
            if (8 - r < from_edge)
                from_edge = 8 - r;
            if (8 - c < from_edge)
                from_edge = 8 - c;
            total += (long)ring_weight[from_edge] * grid[9 * r + c];
        }
    return total;
}

/* State of best_by_listing(): every solution, scored. */
typedef struct Listing {
    unsigned char v[CELLS];
    long best, nodes;
} Listing;

/* The digits (bit d for digit d) the other cells of cell's units hold. */
static unsigned held_around(const unsigned char *v, int cell)
{
    int r = cell / 9, c = cell % 9, i;
    unsigned held = 0;

    for (i = 0; i < 9; i++) {
        int box = 27 * (r / 3) + 3 * (c / 3) + 9 * (i / 3) + i % 3;
        held |= (9 * r + i != cell ? 1u << v[9 * r + i] : 0)
              | (9 * i + c != cell ? 1u << v[9 * i + c] : 0)
              | (box != cell ? 1u << v[box] : 0);
    }
    return held;
}

/* Whether digit d may go in cell by the other cells of its units. */
static int fits(const unsigned char *v, int cell, int d)
{
    return !(held_around(v, cell) >> d & 1);
}

/* Lists the completions from cell on, keeping the best score. */
static void list_scores(Listing *l, int cell)
{
    unsigned held;
    int d;

    if (--l->nodes < 0)
        return;
    while (cell < CELLS && l->v[cell])
        cell++;
    if (cell == CELLS) {
        long score = ring_score(l->v);
        if (score > l->best)
            l->best = score;
        return;
    }
    held = held_around(l->v, cell);
    for (d = 1; d <= 9; d++)
        if (!(held >> d & 1)) {
            l->v[cell] = (unsigned char)d;
            list_scores(l, cell + 1);
        }
    l->v[cell] = 0;
}

/* The best score of the givens by listing every solution: -1 when there
 * is none, -2 when the listing gave up. */
static long best_by_listing(const unsigned char *givens, long nodes)
{
    static Listing l;
    int i;

    memcpy(l.v, givens, CELLS);
    l.best = -1;
    l.nodes = nodes;
    for (i = 0; i < CELLS; i++)
        if (givens[i] && !fits(givens, i, givens[i]))
            return -1;
    list_scores(&l, 0);
    return l.nodes < 0 ? -2 : l.best;
}

/* The most count cells with masks cands can add with different digits
 * (a cell may go without), by trying every digit in every cell. */
static long best_matching_tried(const uint32_t *cands, int count,
                                uint32_t taken)
{
    long best, here;
    int d;

    if (count == 0)
        return 0;
    best = best_matching_tried(cands + 1, count - 1, taken);  /* without */
    for (d = 1; d <= 9; d++)
        if ((cands[0] >> (d - 1) & 1) && !(taken >> d & 1)) {
            here = d + best_matching_tried(cands + 1, count - 1,
                                           taken | 1u << d);
            if (here > best)
                best = here;
        }
    return best;
}

/* P1074's bound on a group of 0 to 5 cells, asked twice (the second time
 * from its memo): the most the cells can add, tried exhaustively, with
 * each cell holding one of its own digits, none twice, summing to it. */
START_TEST(test_matching_bound)
{
    unsigned long state = 5;
    int round, count, i, j, holder[5];

    for (round = 0; round < 20000; round++) {
        uint32_t cands[5], seen;
        long want, got, sum;
        count = round % 6;
        for (i = 0; i < count; i++) {
            cands[i] = (uint32_t)next_random(&state) & 0x1FF;
            if (next_random(&state) % 4 == 0)      /* few digits, clashing */
                cands[i] &= 0x1C0 | (uint32_t)(next_random(&state) & 0x7);
        }
        want = best_matching_tried(cands, count, 0);
        for (j = 0; j < 2; j++) {
            got = matching_bound(cands, count, holder);
            ck_assert_msg(got == want, "round %d (%d cells): %ld, tried %ld",
                          round, count, got, want);
            for (seen = 0, sum = 0, i = 0; i < count; i++) {
                if (holder[i] == 0)
                    continue;
                ck_assert_msg(cands[i] >> (holder[i] - 1) & 1, "round %d: "
                              "cell %d holds %d, not its own", round, i,
                              holder[i]);
                ck_assert_msg(!(seen >> holder[i] & 1), "round %d: %d held "
                              "twice", round, holder[i]);
                seen |= 1u << holder[i];
                sum += holder[i];
            }
            ck_assert_int_eq(sum, want);
        }
    }
}
END_TEST

/* P1074's pruning of a group of 0 to 5 cells, asked three times (the
 * same masks with one need, again from its memo, then with another): a
 * digit d of cell i is costly exactly when d and the most the other cells
 * make without d, tried exhaustively, fall short of the need. */
START_TEST(test_costly_digits)
{
    unsigned long state = 1074;
    int round, count, i, j, ask;

    for (round = 0; round < 20000; round++) {
        uint32_t cands[5], costly[5], bit, rest[4];
        long needs[3];
        count = round % 6;
        for (i = 0; i < count; i++) {
            cands[i] = (uint32_t)next_random(&state) & 0x1FF;
            if (next_random(&state) % 4 == 0)      /* few digits, clashing */
                cands[i] &= 0x1C0 | (uint32_t)(next_random(&state) & 0x7);
        }
        needs[0] = needs[1] = 1 + (long)(next_random(&state) % 36);
        needs[2] = 1 + (long)(next_random(&state) % 36);
        for (ask = 0; ask < 3; ask++) {
            remembered_costly(cands, count, needs[ask], costly);
            for (i = 0; i < count; i++)
                for (bit = 1; bit < 0x200; bit <<= 1) {
                    long most;
                    int d = first_digit(bit), want;
                    if (!(cands[i] & bit))
                        continue;
                    for (j = 0; j < count - 1; j++)
                        rest[j] = cands[j < i ? j : j + 1];
                    most = d + best_matching_tried(rest, count - 1, 1u << d);
                    want = most < needs[ask];
                    ck_assert_msg(!(costly[i] & bit) == !want, "round %d, "
                                  "ask %d, need %ld: cell %d digit %d makes "
                                  "%ld, costly %d", round, ask, needs[ask], i,
                                  d, most, want);
                }
        }
    }
}
END_TEST

/* The branch-and-bound best score (Luogu P1074) against listing every
 * solution (where the listing ends within its steps), on hundreds of grids
 * kept in part from solved grids, some with a wrong given; and on sparse
 * grids, where listing cannot finish, it is at least the score of the
 * grid the givens came from. */
START_TEST(test_best_score_differential)
{
    FILE *f = fopen("data/hard.txt", "r");
    unsigned long state = 1074;
    int compared = 0, none = 0, line_no = 0;
    /* CHECK_QUICK (make sanitize, under valgrind): a sixth of the lines */
    int lines = getenv("CHECK_QUICK") ? 20 : 120;
    unsigned char grid[CELLS], solution[CELLS];

    ck_assert_ptr_nonnull(f);
    while (line_no < lines && next_solution(f, &line_no, solution)) {
        int round;
        for (round = 0; round < 4; round++) {
            int keep = round == 3 ? (int)(next_random(&state) % 16)
                                  : 24 + (int)(next_random(&state) % 16);
            long ours, theirs;
            keep_cells(grid, solution, keep, round == 1, &state);
            ours = solve_any(3, grid, NULL, 1, GOAL_MAX_SCORE, NULL);
            if (round == 3) {
                ck_assert_msg(ours >= ring_score(solution), "%s: best %ld, "
                              "below its source's %ld", grid_line(grid), ours,
                              ring_score(solution));
                continue;
            }
            theirs = best_by_listing(grid, 300000);
            if (theirs == -2)
                continue;
            ck_assert_msg(ours == theirs, "%s: best %ld, listing %ld",
                          grid_line(grid), ours, theirs);
            compared++;
            none += theirs == -1;
        }
    }
    fclose(f);
    ck_assert_int_ge(compared, lines * 2);
    ck_assert_int_gt(none, lines / 6);
}
END_TEST

/* Whether the search takes the lopsided path for the puzzle (see
 * is_lopsided() in solver.c). */
static int starts_lopsided(const unsigned char *givens)
{
    Grid g;

    return start_grid(&g, givens) && propagate(&g, BANDS_ONLY)
           && (g.unsolved[0] | g.unsolved[1] | g.unsolved[2])
           && is_lopsided(&g);
}

/* The light path that lopsided puzzles take (cheap propagation and cell
 * branching for the first guesses; nearly solved puzzles take it too, and
 * test_count_differential's sparse grids exercise that) counts as plain
 * backtracking does: data/multi.txt's puzzles, nearly all lopsided, as
 * they are, with a given taken away, and with one changed (often no
 * solution). */
START_TEST(test_count_differential_lopsided)
{
    FILE *f = fopen("data/multi.txt", "r");
    char line[128];
    unsigned long state = 2027;
    int compared = 0, lopsided = 0, zero = 0, many = 0, line_no = 0;

    ck_assert_ptr_nonnull(f);
    while (fgets(line, sizeof line, f)) {
        int round;
        line_no++;
        for (round = 0; round < 3; round++) {
            unsigned char grid[CELLS];
            int i = (int)(next_random(&state) % CELLS);
            long theirs;
            to_givens(line, grid);
            if (round == 1)
                grid[i] = 0;
            if (round == 2)
                grid[i] = (unsigned char)(1 + next_random(&state) % 9);
            theirs = compare_count(grid, 2000000, "data/multi.txt", line_no, round);
            if (theirs < 0)
                continue;
            compared++;
            lopsided += starts_lopsided(grid);
            zero += theirs == 0;
            many += theirs > 1;
        }
    }
    fclose(f);
    ck_assert_int_ge(compared, 800);
    ck_assert_int_ge(lopsided, 600);
    ck_assert_int_gt(zero, 50);
    ck_assert_int_gt(many, 500);
}
END_TEST

/* ------------------------------------------------------------------ */
/* parse                                                              */
/* ------------------------------------------------------------------ */

/* Reads one case and returns its status. */
static enum CaseStatus read_one(CaseReader *r, Case *c)
{
    memset(c, 0xAA, sizeof *c);
    return next_case(r, c);
}

START_TEST(test_parse_line)
{
    Case c;
    CaseReader *r = READER(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.layout, LAYOUT_LINE);
    ck_assert_int_eq(c.spaced, 0);
    ck_assert_int_eq(c.cells[0], 0);
    ck_assert_int_eq(c.cells[2], 3);
    ck_assert_int_eq(c.line, 1);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

/* The value a lone character stands for, as the input format defines it:
 * 0 for a blank, 1..9, 1..25 for A..Y, -1 for anything else. */
static int reference_value(char ch)
{
    if (ch >= '1' && ch <= '9')
        return ch - '0';
    if (ch >= 'A' && ch <= 'Y')
        return ch - 'A' + 1;
    return strchr("0.*?_-", ch) && ch ? 0 : -1;
}

/* Unspaced lines of digits and dots with, now and then, a bar, a letter, a
 * blank of another kind or a byte that is no cell, anywhere from the fifth
 * character on (a bar earlier would make the first cell a spaced token):
 * parse_cells() reads each as the characters say, in the 16-byte fast path
 * (SSE2 builds) as in the byte-by-byte one (-DSOLVER_PORTABLE). */
START_TEST(test_parse_random_lines)
{
    static const char common[] = ".0123456789", rare[] = "/|:-*?_AY \t\x7f";
    unsigned long state = 12345;
    int round, errors = 0, letters = 0;

    for (round = 0; round < 4000; round++) {
        char text[96], message[MESSAGE_SIZE];
        unsigned char want[96];
        int n = 70 + (int)(next_random(&state) % 26), i, count = 0;
        int bad_at = -1, largest = 0, symbols = 0, spaced, got;
        Case c;
        for (i = 0; i < n; i++) {
            int odd = i >= 4 && next_random(&state) % 60 == 0;
            text[i] = odd ? rare[next_random(&state) % (sizeof rare - 1)]
                          : common[next_random(&state) % (sizeof common - 1)];
        }
        for (i = 0; i < n && bad_at < 0; i++) {
            int v = reference_value(text[i]);
            if (text[i] == '|')
                continue;
            if (v < 0) {
                bad_at = i;
                break;
            }
            want[count++] = (unsigned char)v;
            largest = v > largest ? v : largest;
            symbols |= v == 0 ? 0 : text[i] <= '9' ? SYMBOL_DIGITS : SYMBOL_LETTERS;
        }
        memset(&c, 0, sizeof c);
        got = parse_cells(text, (size_t)n, &c, 0, &spaced);
        ck_assert_int_eq(spaced, 0);
        if (bad_at >= 0) {
            sprintf(message, "column %d: ", bad_at + 1);
            ck_assert_msg(got == -1, "round %d: %d cells, expected an error", round, got);
            ck_assert_msg(strncmp(c.message, message, strlen(message)) == 0,
                          "round %d: '%s', expected '%s...'", round, c.message, message);
            errors++;
            continue;
        }
        ck_assert_msg(got == count, "round %d: %d cells, expected %d", round, got, count);
        ck_assert_msg(memcmp(c.cells, want, (size_t)count) == 0, "round %d: cells", round);
        ck_assert_int_eq(c.largest, largest);
        ck_assert_int_eq(c.symbols, symbols);
        letters += (symbols & SYMBOL_LETTERS) != 0;
    }
    ck_assert_int_gt(errors, 500);      /* both outcomes were met often */
    ck_assert_int_gt(round - errors, 500);
    ck_assert_int_gt(letters, 100);
}
END_TEST

/* Nine rows of the POJ 2676 sample, '0' blank. */
#define POJ_GRID "103000509\n002109400\n000704000\n300502006\n060000050\n" \
                 "700803004\n000401000\n009205800\n804000107\n"

START_TEST(test_parse_grid_with_count)
{
    Case c;
    CaseReader *r = READER("1\n" POJ_GRID);

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.layout, LAYOUT_GRID);
    ck_assert_int_eq(c.spaced, 0);
    ck_assert_int_eq(c.line, 2);
    ck_assert_int_eq(c.cells[0], 1);
    ck_assert_int_eq(c.cells[2], 3);
    ck_assert_int_eq(c.cells[80], 7);
    ck_assert_int_eq(r->count, 1);
    ck_assert_int_eq(r->count_line, 1);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

START_TEST(test_parse_spaced_grid)
{
    Case c;
    CaseReader *r = READER(
        "0 6 3 0 0 7 8 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
        "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
        "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 9\n");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.layout, LAYOUT_GRID);
    ck_assert_int_eq(c.spaced, 1);
    ck_assert_int_eq(c.cells[1], 6);
    ck_assert_int_eq(c.cells[80], 9);
}
END_TEST

START_TEST(test_parse_blank_characters)
{
    Case c;
    CaseReader *r = READER(
        "0.*?_123456789..................................................................9\n");
    int i;

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    for (i = 0; i < 5; i++)
        ck_assert_int_eq(c.cells[i], 0);
    for (i = 5; i < 14; i++)
        ck_assert_int_eq(c.cells[i], i - 4);
    ck_assert_int_eq(c.cells[80], 9);
}
END_TEST

/* The tolerated irregularities: blank lines, comments, CRLF, CR, a BOM,
 * trailing spaces and tabs, `end`, and what follows `end` is not read. */
START_TEST(test_parse_tolerated)
{
    Case c;
    CaseReader *r = READER(
        "\xEF\xBB\xBF# a comment\r\n"
        "\r\n"
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..  \t\r\n"
        "\n  \n"
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\r"
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
        "end\n"
        "this is not read\n");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 3);
    ck_assert_int_eq(c.cells[2], 3);
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 6);
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 7);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

START_TEST(test_parse_bom_then_count)
{
    Case c;
    CaseReader *r = READER("\xEF\xBB\xBF" "1\n" POJ_GRID);

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(r->count, 1);
}
END_TEST

START_TEST(test_parse_no_final_newline)
{
    Case c;
    CaseReader *r = READER(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

/* A count is only the first line; 9 digits there are a grid row. */
START_TEST(test_parse_count_rules)
{
    Case c;
    CaseReader *r = READER("00000002\n" POJ_GRID "5\n");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(r->count, 2);
    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);   /* "5" is no row */
    ck_assert_int_eq(c.line, 11);
    ck_assert_str_eq(c.message, "1 cells: expected a line of N * N (16, 36, 64, 81 ... 625) or a grid row of 4 to 25");

    r = READER(POJ_GRID);
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(r->count, -1);
}
END_TEST

START_TEST(test_parse_zero_count)
{
    Case c;
    CaseReader *r = READER("0\n");

    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
    ck_assert_int_eq(r->count, 0);
}
END_TEST

/* Unreadable counts are one malformed case each, and reading goes on. */
START_TEST(test_parse_bad_counts)
{
    static const char *const lines[] = {
        "-1\n", "+3\n", "100000000000000000000\n", "1234567890\n"
    };
    size_t i;

    for (i = 0; i < sizeof lines / sizeof *lines; i++) {
        Case c;
        CaseReader *r = reader_over(lines[i], strlen(lines[i]));
        ck_assert_msg(read_one(r, &c) == CASE_MALFORMED, "%s", lines[i]);
        ck_assert_msg(strstr(c.message, "neither a case count") != NULL,
                      "%s: %s", lines[i], c.message);
        ck_assert_msg(c.line == 1, "%s: line %ld", lines[i], c.line);
        ck_assert_msg(r->count == -1, "%s: count %ld", lines[i], r->count);
        ck_assert_msg(read_one(r, &c) == CASE_NONE, "%s: more", lines[i]);
    }
}
END_TEST

/* Each malformed line, the message it gets, and the case after it still
 * read. */
START_TEST(test_parse_errors)
{
    static const struct {
        const char *text;
        size_t length;
        const char *message;
    } bad[] = {
        {"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.\n", 81,
         "80 cells: expected a line of N * N (16, 36, 64, 81 ... 625) or a grid row of 4 to 25"},
        {"..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3...\n", 83,
         "82 cells: expected a line of N * N (16, 36, 64, 81 ... 625) or a grid row of 4 to 25"},
        {"..3.2.6..9..3.5..1..18.64....81.29..7...x...8..67.82....26.95..8..2.3..9..5.1.3..\n", 82,
         "column 41: 'x' is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)"},
        {"..3.2.6..9..3.5..1..18.64....81.29..7...\t...8..67.82....26.95..8..2.3..9..5.1.3..\n", 82,
         "column 41: a tab is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)"},
        {"..3.2.6..9..3.5..1..18.64....81.29..7...\0...8..67.82....26.95..8..2.3..9..5.1.3..\n", 82,
         "column 41: byte \\x00 is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)"},
        {"..3.2.6..9..3.5..1..18.64....81.29..7...\xEF\xBC\x95...8..67.82....26.95..8..2.3..9..5.1.3.\n", 83,
         "column 41: byte \\xEF is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)"},
        {"1 2 x 4 5 6 7 8 9\n", 18,
         "column 5: 'x' is not a cell (1-9, A-Y or a number given; 0 . - * ? _ blank)"},
        {"1 2 3 4 5 6 7 8 9 1\n", 20,
         "10 cells: expected a line of N * N (16, 36, 64, 81 ... 625), or a grid of 10 rows"},
    };
    static const char good[] =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
    size_t i;

    for (i = 0; i < sizeof bad / sizeof *bad; i++) {
        char text[256];
        Case c;
        CaseReader *r;
        memcpy(text, good, sizeof good - 1);
        memcpy(text + 82, bad[i].text, bad[i].length);
        memcpy(text + 82 + bad[i].length, good, sizeof good - 1);
        r = reader_over(text, 82 + bad[i].length + 82);
        ck_assert_msg(read_one(r, &c) == CASE_PUZZLE, "bad[%zu]: first", i);
        ck_assert_msg(read_one(r, &c) == CASE_MALFORMED, "bad[%zu]: %s", i,
                      bad[i].message);
        ck_assert_msg(c.line == 2, "bad[%zu]: line %ld", i, c.line);
        ck_assert_msg(strcmp(c.message, bad[i].message) == 0,
                      "bad[%zu]: message '%s', expected '%s'", i, c.message,
                      bad[i].message);
        ck_assert_msg(read_one(r, &c) == CASE_PUZZLE, "bad[%zu]: after", i);
        ck_assert_msg(c.line == 3, "bad[%zu]: after, line %ld", i, c.line);
        ck_assert_msg(read_one(r, &c) == CASE_NONE, "bad[%zu]: end", i);
    }
}
END_TEST

/* A grid cut short by a blank line, `end`, a puzzle line or the end of
 * input is one malformed case; what cut it is still read. */
START_TEST(test_parse_short_grids)
{
    Case c;
    CaseReader *r = READER(
        "103000509\n002109400\n\n"
        "103000509\n"
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n"
        "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n"
        "end\n");

    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);
    ck_assert_int_eq(c.line, 1);
    ck_assert_str_eq(c.message, "grid starting here has 2 rows, expected 9");
    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);
    ck_assert_int_eq(c.line, 4);
    ck_assert_str_eq(c.message, "grid starting here has 1 rows, expected 9");
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 5);
    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);
    ck_assert_str_eq(c.message, "grid starting here has 8 rows, expected 9");
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

/* A bad row inside a grid costs that grid only; the next grid is read. */
START_TEST(test_parse_bad_grid_row)
{
    Case c;
    CaseReader *r = READER(
        "103000509\n002109400\n000704000\n30050200\n060000050\n"
        "700803004\n000401000\n009205800\n804000107\n" POJ_GRID);

    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);
    ck_assert_int_eq(c.line, 4);
    ck_assert_str_eq(c.message,
                     "grid row 4: 8 cells, expected 9");
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 10);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

/* Comments between grid rows are skipped; one after a grid too. */
START_TEST(test_parse_comment_in_grid)
{
    Case c;
    CaseReader *r = READER(
        "103000509\n# note\n002109400\n000704000\n300502006\n060000050\n"
        "700803004\n000401000\n009205800\n804000107\n# done\n");

    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.cells[9], 0);
    ck_assert_int_eq(c.cells[11], 2);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
}
END_TEST

/* A line far longer than any case: one error, constant memory. */
START_TEST(test_parse_long_line)
{
    size_t n = 1 << 20;
    char *text = malloc(n + 2);
    Case c;
    CaseReader *r;

    ck_assert_ptr_nonnull(text);
    memset(text, '1', n);
    text[n] = '\n';
    r = reader_over(text, n + 1);
    ck_assert_int_eq(read_one(r, &c), CASE_MALFORMED);
    ck_assert_str_eq(c.message, "line of 1048576 characters: longer than any "
                     "row or puzzle line");
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
    free(text);
}
END_TEST

/* A CRLF split by the reader's buffer boundary is one line end: the '\r'
 * is the buffer's last byte, the '\n' the next buffer's first. */
START_TEST(test_parse_crlf_across_buffer)
{
    static const char puzzle[] =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    size_t comment = READ_BUFFER - 1 - 81;    /* '#...\n' puts '\r' last */
    size_t n = comment + 2 * (81 + 2);
    char *text = malloc(n);
    Case c;
    CaseReader *r;

    ck_assert_ptr_nonnull(text);
    memset(text, 'x', comment);
    text[0] = '#';
    text[comment - 1] = '\n';
    memcpy(text + comment, puzzle, 81);
    memcpy(text + comment + 81, "\r\n", 2);
    memcpy(text + comment + 83, puzzle, 81);
    memcpy(text + comment + 164, "\r\n", 2);
    ck_assert_int_eq(text[READ_BUFFER - 1], '\r');
    r = reader_over(text, n);
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 2);
    ck_assert_int_eq(read_one(r, &c), CASE_PUZZLE);
    ck_assert_int_eq(c.line, 3);
    ck_assert_int_eq(read_one(r, &c), CASE_NONE);
    ck_assert_int_eq(r->lines.line_no, 3);
    free(text);
}
END_TEST

START_TEST(test_parse_empty_input)
{
    Case c;

    ck_assert_int_eq(read_one(READER(""), &c), CASE_NONE);
    ck_assert_int_eq(read_one(READER("\n"), &c), CASE_NONE);
    ck_assert_int_eq(read_one(READER("\r\n\r\n# nothing\n"), &c), CASE_NONE);
}
END_TEST

/* ------------------------------------------------------------------ */
/* output                                                             */
/* ------------------------------------------------------------------ */

/* Writes a solution of the case in the format and returns the text. */
static const char *render(const Case *c, enum Format format)
{
    static Writer w;
    static char text[1024];
    unsigned char solution[CELLS];
    size_t n;
    int i;

    for (i = 0; i < CELLS; i++)
        solution[i] = (unsigned char)(EASY_SOLUTION[i] - '0');
    memset(&w, 0, sizeof w);
    w.out = tmpfile();
    ck_assert_ptr_nonnull(w.out);
    write_solution(&w, c, solution, format);
    ck_assert(flush_writer(&w));
    rewind(w.out);
    n = fread(text, 1, sizeof text - 1, w.out);
    text[n] = '\0';
    fclose(w.out);
    return text;
}

START_TEST(test_output_formats)
{
    Case c;

    memset(&c, 0, sizeof c);
    c.box = 3;
    c.side = 9;
    c.box_rows = c.box_cols = 3;
    to_givens(EASY, c.cells);
    c.layout = LAYOUT_LINE;
    ck_assert_str_eq(render(&c, FORMAT_AS_INPUT), "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n");
    ck_assert_str_eq(render(&c, FORMAT_GRID),
                     "483921657\n967345821\n251876493\n548132976\n729564138\n"
                     "136798245\n372689514\n814253769\n695417382\n");
    ck_assert_str_eq(render(&c, FORMAT_FILL),
        "48*9*1*57*67*4*82*25**7**9354**3**76*2956413*13**9**4537**8**14*14*5*76*69*4*7*82\n");
    c.layout = LAYOUT_GRID;
    c.spaced = 1;
    ck_assert_str_eq(render(&c, FORMAT_AS_INPUT),
                     "4 8 3 9 2 1 6 5 7\n9 6 7 3 4 5 8 2 1\n2 5 1 8 7 6 4 9 3\n"
                     "5 4 8 1 3 2 9 7 6\n7 2 9 5 6 4 1 3 8\n1 3 6 7 9 8 2 4 5\n"
                     "3 7 2 6 8 9 5 1 4\n8 1 4 2 5 3 7 6 9\n6 9 5 4 1 7 3 8 2\n");
    c.spaced = 0;
    ck_assert_str_eq(render(&c, FORMAT_LINE), "483921657967345821251876493548132976729564138136798245372689514814253769695417382\n");
    ck_assert_str_eq(render(&c, FORMAT_PRETTY),
                     "4 8 3 | 9 2 1 | 6 5 7\n9 6 7 | 3 4 5 | 8 2 1\n2 5 1 | 8 7 6 | 4 9 3\n"
                     "------+-------+------\n"
                     "5 4 8 | 1 3 2 | 9 7 6\n7 2 9 | 5 6 4 | 1 3 8\n1 3 6 | 7 9 8 | 2 4 5\n"
                     "------+-------+------\n"
                     "3 7 2 | 6 8 9 | 5 1 4\n8 1 4 | 2 5 3 | 7 6 9\n6 9 5 | 4 1 7 | 3 8 2\n\n");
}
END_TEST

/* ------------------------------------------------------------------ */
/* leetcode                                                           */
/* ------------------------------------------------------------------ */

/* Fills a LeetCode board (9 strings of 9 chars, '.' blank) from a puzzle. */
static void make_board(char rows[9][10], char *board[9], const char *puzzle)
{
    int r, col;

    for (r = 0; r < 9; r++) {
        for (col = 0; col < 9; col++)
            rows[r][col] = puzzle[9 * r + col] == '0' ? '.' : puzzle[9 * r + col];
        rows[r][9] = '\0';
        board[r] = rows[r];
    }
}

/* Many boards in one process, as LeetCode runs them: each is solved from
 * its own givens, with nothing left over from the call before. */
START_TEST(test_leetcode_repeated_calls)
{
    FILE *f = fopen("data/hard.txt", "r");
    char line[128], rows[9][10], *board[9];
    int sizes[9] = {9, 9, 9, 9, 9, 9, 9, 9, 9}, n = 0;

    ck_assert_ptr_nonnull(f);
    while (fgets(line, sizeof line, f) && n < 300) {
        unsigned char givens[CELLS], solution[CELLS];
        int i;
        to_givens(line, givens);
        make_board(rows, board, line);
        solveSudoku(board, 9, sizes);
        for (i = 0; i < CELLS; i++)
            solution[i] = (unsigned char)(board[i / 9][i % 9] - '0');
        ck_assert_msg(is_solution(givens, solution), "board %d: %.81s", n, line);
        n++;
    }
    fclose(f);
    ck_assert_int_eq(n, 300);
}
END_TEST

/* An unsolvable or mis-sized board is left as it was. */
START_TEST(test_leetcode_unsolvable_unchanged)
{
    char rows[9][10], *board[9];
    int sizes[9] = {9, 9, 9, 9, 9, 9, 9, 9, 9}, r;
    static const char bad[] =
        ".123456789.......................................................................";

    make_board(rows, board, bad);
    solveSudoku(board, 9, sizes);
    for (r = 0; r < CELLS; r++)
        ck_assert_int_eq(board[r / 9][r % 9], bad[r] == '.' ? '.' : bad[r]);
    make_board(rows, board, EASY);
    solveSudoku(board, 8, sizes);
    ck_assert_int_eq(board[0][0], '.');
    solveSudoku(NULL, 9, sizes);
    solveSudoku(board, 9, sizes);
    ck_assert_int_eq(board[0][0], '4');
}
END_TEST


/* ------------------------------------------------------------------ */
/* general engine                                                     */
/* ------------------------------------------------------------------ */

/* The kinds of random rule table test_general_differential makes. */
enum TableKind { T_BOXES, T_JIGSAW, T_X, T_WINDOKU, T_KILLER, T_GREATER,
                 T_SUMS, T_LINES, TABLE_KINDS };

static const char *const TABLE_NAMES[TABLE_KINDS] = {
    "boxes", "jigsaw", "x", "windoku", "killer", "greater-than", "sums",
    "lines"
};

/* Starts p as a random table of a kind: its regions only. */
static void random_regions(Puzzle *p, enum TableKind kind, unsigned long *state)
{
    static const int sides[] = {4, 6, 8, 9, 4, 6, 9, 9};
    int side = kind == T_WINDOKU ? 9 : sides[next_random(state) % 8];
    int rows, cols, swaps;

    start_puzzle(p, side);
    default_box(side, &rows, &cols);
    add_boxes(p, rows, cols);
    if (kind == T_X)
        add_rule_regions(p, RULE_X);
    if (kind == T_WINDOKU)
        add_rule_regions(p, RULE_WINDOKU);
    if (kind != T_JIGSAW)
        return;
    for (swaps = 1 + (int)(next_random(state) % 3); swaps > 0; swaps--) {
        int one = 2 * side + (int)(next_random(state) % (unsigned long)side);
        int two = 2 * side + (int)(next_random(state) % (unsigned long)side);
        int a = (int)(next_random(state) % (unsigned long)side);
        int b = (int)(next_random(state) % (unsigned long)side);
        short cell = p->region[one][a];
        p->region[one][a] = p->region[two][b];
        p->region[two][b] = cell;
    }
}

/* Adds a relation of a kind between cells a and b. */
static void add_test_relation(Puzzle *p, int a, int b, int kind, int value)
{
    Relation *r = &p->relation[p->relations++];

    r->a = (short)a;
    r->b = (short)b;
    r->kind = (unsigned char)kind;
    r->value = (unsigned char)value;
}

/* Whether digits x in r->a and y in r->b keep r: pair_holds(), "not
 * consecutive" and "less". */
static int relation_kept(const Relation *r, int x, int y)
{
    return r->kind == NOT_CONSECUTIVE ? abs(x - y) != 1
         : r->kind == LESS ? x < y
         : pair_holds(r, x, y) && pair_holds(r, y, x);
}

/* Relations on one pair of cells are revised on one table: its support,
 * from every set of digits either way, is the digits some digit of the
 * set keeps every relation on the pair with, however each relation
 * names the two cells; the pair's other relations are left to the
 * table, a relation alone on its pair has none.  And so a digit goes
 * that each relation alone keeps: strict kropki's 2 beside 3 or 4 (3 is
 * consecutive, 4 double). */
START_TEST(test_pair_tables)
{
    Workspace *w = (Workspace *)calloc(1, sizeof *w);
    static Puzzle p;
    const Rules *k;
    Board *b;
    uint32_t from;
    int x, y, i;

    ck_assert_ptr_nonnull(w);
    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    add_test_relation(&p, 0, 1, NOT_CONSECUTIVE, 0);
    add_test_relation(&p, 1, 0, NOT_DOUBLE, 0);
    add_test_relation(&p, 0, 1, SUM_NOT_EQUAL, 10);
    add_test_relation(&p, 1, 0, LESS, 0);
    add_test_relation(&p, 2, 3, NOT_CONSECUTIVE, 0);
    ck_assert(start_search(&w->general, &p, 1, GOAL_SOLVE));
    k = &w->general.table;
    ck_assert_int_eq(k->pair_tables, 1);
    ck_assert_int_eq(k->pair_table_of[0], 0);
    for (i = 1; i < 4; i++)
        ck_assert_int_eq(k->pair_table_of[i], PAIR_TABLED);
    ck_assert_int_eq(k->pair_table_of[4], PAIR_ALONE);
    ck_assert_int_eq(k->relations_from[1] - k->relations_from[0], 1);
    ck_assert_int_eq(k->relation_of[k->relations_from[0]], PAIR_ENTRY);
    ck_assert_int_eq(k->relation_of[k->relations_from[2]], 4);
    for (from = 1; from < 512; from++) {
        uint32_t to_b = 0, to_a = 0;
        for (x = 1; x <= 9; x++)
            for (y = 1; y <= 9; y++) {
                int kept = 1;
                for (i = 0; i < 4; i++) {
                    const Relation *r = &p.relation[i];
                    kept &= r->a == 0 ? relation_kept(r, x, y) : relation_kept(r, y, x);
                }
                if (kept && (from >> (x - 1) & 1))
                    to_b |= 1u << (y - 1);
                if (kept && (from >> (y - 1) & 1))
                    to_a |= 1u << (x - 1);
            }
        ck_assert_uint_eq(pair_support(k, PAIR_ENTRY, from, 0), to_b);
        ck_assert_uint_eq(pair_support(k, PAIR_ENTRY, from, 1), to_a);
    }

    p.relations = 0;                     /* 1 or 2 beside 3 or 4 */
    add_test_relation(&p, 0, 1, NOT_CONSECUTIVE, 0);
    add_test_relation(&p, 1, 0, NOT_DOUBLE, 0);
    p.restricted = 1;
    for (i = 0; i < 81; i++)
        p.allowed[i] = 0x1FF;
    p.allowed[0] = 0x3;
    p.allowed[1] = 0xC;
    ck_assert(start_search(&w->general, &p, 1, GOAL_SOLVE));
    ck_assert(start_board(&w->general, &p));
    b = &w->general.stack[0];
    ck_assert(propagate_board(&w->general, b));
    ck_assert_int_eq(b->value[0], 1);
    free(w);
}
END_TEST

/* LOOSE_FROM and a pair table's loose are never too few: a cell with
 * that many digits leaves the other every digit, by relation_kept(), for
 * every set of digits of that size or more on boards of 4, 9 and 16 (the
 * kinds that have one, each value to 33), and for strict kropki's pair. */
START_TEST(test_loose_from)
{
    static const unsigned char KINDS[] = {NOT_CONSECUTIVE, NOT_DOUBLE, SUM_NOT_EQUAL};
    static const int SIDES[] = {4, 9, 16};
    Workspace *w = (Workspace *)calloc(1, sizeof *w);
    static Puzzle p;
    const PairTable *t;
    Relation r;
    size_t k, n;
    int value, x, y, checked = 0;
    uint32_t from;

    for (k = 0; k < sizeof KINDS; k++)
        for (n = 0; n < 3; n++)
            for (value = 0; value <= 33; value++) {
                int side = SIDES[n];
                uint32_t all = (1u << side) - 1, step = side > 9 ? 257 : 1;
                r.a = 0, r.b = 1, r.kind = KINDS[k], r.value = (unsigned char)value;
                ck_assert_int_lt(LOOSE_FROM[r.kind], LOOSE_NEVER);
                for (from = 1; from <= all; from += step) {
                    uint32_t to = 0;
                    if (count_digits(from) < LOOSE_FROM[r.kind])
                        continue;
                    for (x = 1; x <= side; x++)
                        for (y = 1; y <= side; y++)
                            if ((from >> (x - 1) & 1) && relation_kept(&r, x, y))
                                to |= 1u << (y - 1);
                    ck_assert_msg(to == all, "kind %d side %d value %d from %#x",
                                  r.kind, side, value, from);
                    checked++;
                }
            }
    ck_assert_int_gt(checked, 3 * 34 * 400);

    ck_assert_ptr_nonnull(w);
    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    add_test_relation(&p, 0, 1, NOT_CONSECUTIVE, 0);
    add_test_relation(&p, 0, 1, NOT_DOUBLE, 0);
    ck_assert(start_search(&w->general, &p, 1, GOAL_SOLVE));
    t = &w->general.table.pair_table[0];
    ck_assert_int_eq(t->loose, 5);       /* 4 rules out 3, 5, 2 and 8 */
    for (from = 1; from < 512; from++)
        if (count_digits(from) >= t->loose) {
            uint32_t to_b = 0, to_a = 0;
            for (x = 0; x < 9; x++)
                if (from >> x & 1) {
                    to_b |= t->to_b[x];
                    to_a |= t->to_a[x];
                }
            ck_assert_uint_eq(to_b, 511);
            ck_assert_uint_eq(to_a, 511);
        }
    free(w);
}
END_TEST

/* Adds a group of a kind to p over n cells (weights 1 unless given,
 * parts: each cell alone unless one_part). */
static void add_test_group(Puzzle *p, int kind, const short *cell,
                           const signed char *weight, int n, int value,
                           int one_part)
{
    Group *g = &p->group[p->groups++];
    int i;

    g->first = (short)p->group_cells_used;
    g->size = (short)n;
    g->kind = (unsigned char)kind;
    g->distinct = (unsigned char)one_part;
    g->value = value;
    for (i = 0; i < n; i++) {
        p->group_cells[p->group_cells_used] = cell[i];
        p->group_weight[p->group_cells_used] = weight ? weight[i] : 1;
        p->group_part[p->group_cells_used++] = (unsigned char)(one_part ? 0 : i);
    }
}

/* Adds, between cells b and a (the other way round from the relation
 * just added), a second relation their digits a and b keep, of the
 * strict rules' kinds: the engine revises the two together on one table
 * (find_pairs()). */
static void add_second_relation(Puzzle *p, int a_cell, int b_cell, int a, int b)
{
    if (a - b != 1 && b - a != 1)
        add_test_relation(p, b_cell, a_cell, NOT_CONSECUTIVE, 0);
    else if (a != 2 * b && b != 2 * a)
        add_test_relation(p, b_cell, a_cell, NOT_DOUBLE, 0);
    else
        add_test_relation(p, b_cell, a_cell, SUM_NOT_EQUAL, a + b + 1);
}

/* Adds the rules of constraint text that solution mostly keeps:
 * relations of every kind between neighbours and between far cells,
 * sometimes two on one pair of neighbours,
 * weighted sums, renban runs and a sandwich in rows, quadruples, and
 * cells of limited digits. */
static void random_lines(Puzzle *p, const unsigned char *solution,
                         unsigned long *state)
{
    int side = p->side, cells = side * side, cell, i;
    short run[MAX_SIDE];
    signed char weight[MAX_SIDE];

    for (cell = 0; cell + 1 < cells; cell++) {
        int other = cell + (next_random(state) % 2 ? side : 1), a, b, way;
        if (other >= cells || (other == cell + 1 && other % side == 0)
            || next_random(state) % 4 != 0)
            continue;
        a = solution[cell];
        b = solution[other];
        way = (int)(next_random(state) % 5);
        switch (way) {
        case 0:                          /* differences of 1, or any */
            if (a - b == 1 || b - a == 1 || next_random(state) % 2)
                add_test_relation(p, cell, other, CONSECUTIVE,
                                  a - b == 1 || b - a == 1 ? 0 : a > b ? a - b : b - a);
            else
                add_test_relation(p, cell, other, NOT_CONSECUTIVE, 0);
            break;
        case 1:                          /* ratios of 2, or others */
            if (a % b == 0 || b % a == 0)
                add_test_relation(p, cell, other, DOUBLE,
                                  a == 2 * b || b == 2 * a ? 0 : a > b ? a / b : b / a);
            else
                add_test_relation(p, cell, other, NOT_DOUBLE, 0);
            break;
        case 2:
            add_test_relation(p, cell, other, SUM_NOT_EQUAL,
                              a + b == side + 1 ? side : side + 1);
            break;
        case 3:
            add_test_relation(p, cell, other, APART, a > b ? a - b : b - a);
            break;
        default: {
            int far = (int)(next_random(state) % (unsigned long)cells);
            if (solution[far] == a && far != cell)
                add_test_relation(p, cell, far, EQUAL, 0);
            else if (far != cell)
                add_test_relation(p, cell, far, DIFFER, 0);
        }
        }
        if (way < 4 && next_random(state) % 3 == 0)
            add_second_relation(p, cell, other, a, b);
    }
    for (i = 0; i < 3; i++) {            /* sums: a row's run, a far cell */
        int row = (int)(next_random(state) % (unsigned long)side), n = 2, k;
        int sum = 0, col = (int)(next_random(state) % (unsigned long)(side - 1));
        run[0] = (short)(row * side + col);
        run[1] = (short)(run[0] + 1);
        run[2] = (short)(next_random(state) % (unsigned long)cells);
        n += run[2] != run[0] && run[2] != run[1];
        for (k = 0; k < n; k++) {
            weight[k] = (signed char)(k < 2 ? 1 : i == 0 ? -1 : 2);
            sum += weight[k] * solution[run[k]];
        }
        add_test_group(p, GROUP_SUM, run, weight, n, sum, 0);
        if (i == 1)                      /* the two of the row: one part */
            p->group_part[p->group_cells_used - n + 1] = 0;
    }
    for (i = 0; i < side; i++) {         /* renban runs of three in rows */
        int at = i * side + (int)(next_random(state) % (unsigned long)(side - 2));
        int low = side, high = 0, k;
        for (k = 0; k < 3; k++) {
            run[k] = (short)(at + k);
            low = solution[at + k] < low ? solution[at + k] : low;
            high = solution[at + k] > high ? solution[at + k] : high;
        }
        if (high - low == 2)
            add_test_group(p, GROUP_RENBAN, run, NULL, 3, 0, 1);
    }
    if (side >= 4) {                     /* a sandwich in a row */
        int row = (int)(next_random(state) % (unsigned long)side), one = 0;
        int top = 0, sum = 0, k;
        for (k = 0; k < side; k++) {
            run[k] = (short)(row * side + k);
            one = solution[run[k]] == 1 ? k : one;
            top = solution[run[k]] == side ? k : top;
        }
        for (k = (one < top ? one : top) + 1; k < (one < top ? top : one); k++)
            sum += solution[run[k]];
        add_test_group(p, GROUP_SANDWICH, run, NULL, side, sum, 1);
    }
    for (i = 0; i < 3; i++) {            /* digits 2x2 squares hold */
        int at = (int)(next_random(state) % (unsigned long)(cells - side - 1));
        signed char listed[4] = {0, 0, 0, 0};
        int k, n = 1 + (int)(next_random(state) % 4);
        if (at % side == side - 1)
            continue;
        run[0] = (short)at;
        run[1] = (short)(at + 1);
        run[2] = (short)(at + side);
        run[3] = (short)(at + side + 1);
        for (k = 0; k < n; k++)          /* mostly what the solution holds */
            listed[k] = (signed char)(next_random(state) % 5 ? solution[run[k]]
                                      : 1 + next_random(state) % (unsigned long)side);
        add_test_group(p, GROUP_CONTAIN, run, listed, 4, i == 2 && n == 4, 0);
    }
    for (i = 0; i < 4; i++) {            /* cells of limited digits */
        int at = (int)(next_random(state) % (unsigned long)cells);
        if (!p->restricted) {
            for (cell = 0; cell < cells; cell++)
                p->allowed[cell] = ~0u;
            p->restricted = 1;
        }
        p->allowed[at] &= 1u << (solution[at] - 1)
                          | (uint32_t)next_random(state);
    }
}

/* Adds cages or relations to p that solution keeps. */
static void random_extras(Puzzle *p, enum TableKind kind,
                          const unsigned char *solution, unsigned long *state)
{
    int side = p->side, cells = side * side, cell, used = 0;
    static unsigned char in_cage[MAX_CELLS];

    if (kind == T_LINES) {
        random_lines(p, solution, state);
        return;
    }

    memset(in_cage, 0, sizeof in_cage);
    for (cell = 0; cell < cells && kind == T_KILLER; cell++) {
        int size = 1 + (int)(next_random(state) % 4), n = 0, sum = 0, at;
        uint32_t digits = 0;
        if (in_cage[cell] || next_random(state) % 4 == 0)
            continue;
        for (at = cell; n < size && at < cells; at += n % 2 ? 1 : side) {
            if (in_cage[at] || (digits >> solution[at] & 1))
                break;
            in_cage[at] = 1;
            digits |= 1u << solution[at];
            sum += solution[at];
            p->cage_cells[used + n++] = (short)at;
        }
        if (n == 0)
            continue;
        p->cage[p->cages].first = (short)used;
        p->cage[p->cages].size = (short)n;
        p->cage[p->cages++].sum = sum;
        used += n;
    }
    for (cell = 0; cell < cells && kind >= T_GREATER; cell++) {
        int way;
        for (way = 0; way < 2; way++) {
            int other = cell + (way ? side : 1);
            Relation *r = &p->relation[p->relations];
            int a = solution[cell], b;
            if ((way == 0 && cell % side == side - 1) || other >= cells
                || next_random(state) % 3 != 0)
                continue;
            b = solution[other];
            r->a = (short)(a < b ? cell : other);
            r->b = (short)(a < b ? other : cell);
            r->kind = LESS;
            r->value = 0;
            if (kind == T_SUMS) {
                r->a = (short)cell;
                r->b = (short)other;
                r->value = (unsigned char)(side + 1);
                r->kind = a + b < side + 1 ? SUM_LESS
                        : a + b == side + 1 ? SUM_EQUAL : SUM_GREATER;
            }
            p->relations++;
        }
    }
}

/* Counts the solutions the general engine finds under GOAL_ALL. */
static int count_each(void *context, const unsigned char *solution)
{
    (void)solution;
    ++*(long *)context;
    return 1;
}

/* What test_engines_in_two_workspaces() keeps while the outer search
 * runs: the other workspace, the 4x4 grids seen, the inner answers. */
typedef struct Nested {
    Workspace *other;
    const Puzzle *outer;
    long grids, bad_grids, inner_smallest_ok, inner_pairs_ok;
} Nested;

/* A SolutionSink that, for each 4x4 grid of the outer search, solves a
 * 6x6 board whose first row begins with the grid's first row, on the
 * other workspace: its smallest solution (the general engine) and two of
 * its solutions (digit planes, as the outer search). */
static int solve_inside(void *context, const unsigned char *grid)
{
    Nested *n = (Nested *)context;
    static Puzzle inner;
    unsigned char found[36];
    long each = 0, smallest;
    int i;

    n->grids++;
    n->bad_grids += !naive_is_solution(n->outer, grid);
    start_puzzle(&inner, 6);
    add_boxes(&inner, 2, 3);
    for (i = 0; i < 4; i++)
        inner.givens[i] = grid[i];
    smallest = solve_by_engines(n->other, &inner, found, 1, GOAL_SMALLEST,
                                NULL, NULL, NULL);
    n->inner_smallest_ok += smallest == 1 && naive_is_solution(&inner, found)
                            && memcmp(found, grid, 4) == 0;
    solve_by_engines(n->other, &inner, NULL, 2, GOAL_ALL, count_each, &each,
                     NULL);
    n->inner_pairs_ok += each == 2;
    return 1;
}

/* Two workspaces are two solvers: a search in one, run from inside the
 * other's search on another board (one engine state in statics would be
 * overwritten there), leaves the outer one's answers whole. */
START_TEST(test_engines_in_two_workspaces)
{
    Workspace *outer = (Workspace *)calloc(1, sizeof *outer);
    Puzzle *p = (Puzzle *)calloc(1, sizeof *p);
    Nested n;

    ck_assert_ptr_nonnull(outer);
    ck_assert_ptr_nonnull(p);
    memset(&n, 0, sizeof n);
    n.other = (Workspace *)calloc(1, sizeof *n.other);
    ck_assert_ptr_nonnull(n.other);
    n.outer = p;
    start_puzzle(p, 4);
    add_boxes(p, 2, 2);
    ck_assert_int_eq(solve_by_engines(outer, p, NULL, 1000, GOAL_ALL,
                                      solve_inside, &n, NULL), 288);
    ck_assert_int_eq(n.grids, 288);
    ck_assert_int_eq(n.bad_grids, 0);
    ck_assert_int_eq(n.inner_smallest_ok, 288);
    ck_assert_int_eq(n.inner_pairs_ok, 288);
    free(n.other);
    free(outer);
    free(p);
}
END_TEST

/* Gives p each cell of solution with probability keep percent. */
static void keep_givens(Puzzle *p, const unsigned char *solution, int keep,
                        unsigned long *state)
{
    int cell;

    for (cell = 0; cell < p->side * p->side; cell++)
        p->givens[cell] = (int)(next_random(state) % 100) < keep
                          ? solution[cell] : 0;
}

/* Makes p a random table of kind with no givens, its cages and relations
 * drawn from a solution the backtracker finds (left in naive->first).
 * Returns 0 when it finds none (a jigsaw with no solution). */
static int random_solved_table(Puzzle *p, NaiveTable *naive,
                               enum TableKind kind, unsigned long *state)
{
    random_regions(p, kind, state);
    if (naive_count(naive, p, 1, 200000) != 1)
        return 0;
    random_extras(p, kind, naive->first, state);
    return 1;
}

/* Whether every relation of p but DIFFER's (placed at once) is arc
 * consistent on b, by relation_kept(): each digit of either cell has a
 * digit of the other that keeps it. */
static int relations_consistent(const Puzzle *p, const Board *b)
{
    int i, x, y;

    for (i = 0; i < p->relations; i++) {
        const Relation *r = &p->relation[i];
        uint32_t a_kept = 0, b_kept = 0;
        if (r->kind == DIFFER)
            continue;
        for (x = 1; x <= p->side; x++)
            for (y = 1; y <= p->side; y++)
                if ((b->cands[r->a] >> (x - 1) & 1) && (b->cands[r->b] >> (y - 1) & 1)
                    && relation_kept(r, x, y)) {
                    a_kept |= 1u << (x - 1);
                    b_kept |= 1u << (y - 1);
                }
        if (a_kept != b->cands[r->a] || b_kept != b->cands[r->b])
            return 0;
    }
    return 1;
}

/* The relations stay arc consistent down random paths of guesses on
 * tables of lines (revise_relations() walks only the cells that lost
 * digits, and pushes back from the other cell only when it lost some
 * too): after every propagation that finds no contradiction, each
 * relation's cells keep only digits the other cell keeps it with. */
START_TEST(test_relations_arc_consistent)
{
    static Puzzle p;
    static NaiveTable naive;
    Workspace *w = (Workspace *)calloc(1, sizeof *w);
    Search *s = &w->general;
    unsigned long state = 41;
    int round, checked = 0;

    ck_assert_ptr_nonnull(w);
    for (round = 0; round < 200; round++) {
        Board *b = s->stack;
        if (!random_solved_table(&p, &naive, T_LINES, &state)
            || !start_search(s, &p, 1, GOAL_SOLVE) || !start_board(s, &p))
            continue;
        while (propagate_board(s, b) && b->open > 0) {
            int cell, d;
            ck_assert_msg(relations_consistent(&p, b), "round %d, level %d",
                          round, (int)(b - s->stack));
            checked++;
            do
                cell = (int)(next_random(&state) % (unsigned long)(p.side * p.side));
            while (b->value[cell]);
            d = some_digit(b->cands[cell], (uint32_t)next_random(&state));
            copy_board(b + 1, b, s->rules);
            s->queued = 0;
            if (!place(s, ++b, cell, d))
                break;
        }
    }
    ck_assert_int_gt(checked, 300);
    free(w);
}
END_TEST

/* Random tables of every kind (rectangular boxes, jigsaw, X, windoku,
 * killer, greater-than, sum relations) with givens kept from a solution,
 * sometimes one changed: the general engine's count (0, 1, 2, 3+), its
 * first solution, its smallest solution and its --all count agree with a
 * plain backtracker over the same table (naive_table.h), wherever the
 * backtracker finishes. */
START_TEST(test_general_differential)
{
    static Puzzle p;
    static NaiveTable naive;
    static unsigned char windoku[81];
    int windoku_solved = 0;
    unsigned long state = 25;
    int compared[TABLE_KINDS] = {0}, zero = 0, one = 0, many = 0, round, i;

    /* CHECK_QUICK (make sanitize, under valgrind): a fifth of the rounds */
    int rounds = getenv("CHECK_QUICK") ? 140 : 700;

    for (round = 0; round < rounds; round++) {
        enum TableKind kind = (enum TableKind)(round % TABLE_KINDS);
        unsigned char solution[MAX_CELLS], found[MAX_CELLS], perm[MAX_SIDE + 1];
        int cells, cell, keep, i;
        long theirs, ours, smallest, each = 0;

        random_regions(&p, kind, &state);
        cells = p.side * p.side;
        if (kind == T_WINDOKU && windoku_solved) {   /* solved once */
            memcpy(naive.first, windoku, 81);
        } else if (naive_count(&naive, &p, 1, 200000) != 1) {
            continue;                    /* a jigsaw with no solution */
        } else if (kind == T_WINDOKU) {
            memcpy(windoku, naive.first, 81);
            windoku_solved = 1;
        }
        for (i = 1; i <= p.side; i++)    /* a solution with digits renamed */
            perm[i] = (unsigned char)i;
        for (i = p.side; i > 1 && kind < T_KILLER; i--) {
            int j = 1 + (int)(next_random(&state) % (unsigned long)i);
            unsigned char t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        for (cell = 0; cell < cells; cell++)
            solution[cell] = perm[naive.first[cell]];
        random_extras(&p, kind, solution, &state);
        keep = 25 + (int)(next_random(&state) % 50);
        keep_givens(&p, solution, kind >= T_KILLER ? keep / 3 : keep, &state);
        if (round % 3 == 2) {            /* a wrong given: often none */
            cell = (int)(next_random(&state) % (unsigned long)cells);
            p.givens[cell] = (unsigned char)(1 + next_random(&state)
                                             % (unsigned long)p.side);
        }
        theirs = naive_count(&naive, &p, 3, 100000);
        if (theirs < 0)
            continue;
        ours = tool_solve(&p, found, 3, GOAL_SOLVE, NULL, NULL, NULL);
        ck_assert_msg(ours == theirs, "round %d (%s %dx%d): %ld solutions, "
                      "backtracking %ld", round, TABLE_NAMES[kind], p.side,
                      p.side, ours, theirs);
        if (ours > 0) {
            ck_assert_msg(naive_is_solution(&p, found), "round %d (%s): "
                          "a solution breaks a rule", round, TABLE_NAMES[kind]);
            smallest = tool_solve(&p, found, 1, GOAL_SMALLEST, NULL, NULL,
                                     NULL);
            ck_assert_msg(smallest >= 1 && memcmp(found, naive.first,
                                                  (size_t)cells) == 0,
                          "round %d (%s): not the smallest solution", round,
                          TABLE_NAMES[kind]);
        }
        tool_solve(&p, NULL, 50, GOAL_ALL, count_each, &each, NULL);
        ck_assert_msg(each == (ours < 3 ? ours : each) && each >= ours,
                      "round %d (%s): --all gave %ld", round, TABLE_NAMES[kind],
                      each);
        compared[kind]++;
        zero += ours == 0;
        one += ours == 1;
        many += ours > 1;
    }
    for (i = 0; i < TABLE_KINDS; i++)
        ck_assert_msg(compared[i] >= rounds / 18, "%s: %d compared",
                      TABLE_NAMES[i], compared[i]);
    ck_assert_int_gt(zero, rounds / 14);
    ck_assert_int_gt(one, rounds / 14);
    ck_assert_int_gt(many, rounds / 14);
}
END_TEST

/* Whether the backtracker finds no rule of p broken by its digits v (0
 * blank) in any cell that holds one. */
static int naive_keeps(NaiveTable *t, const Puzzle *p, const unsigned char *v)
{
    int cell;

    naive_index(t, p);
    memcpy(t->v, v, (size_t)(p->side * p->side));
    for (cell = 0; cell < p->side * p->side; cell++)
        if (v[cell] && !naive_consistent(t, cell))
            return 0;
    return 1;
}

/* The verdicts' table of checks (puzzle_givens_legal(), a check a sort of
 * row) against the backtracker's own scan, on random tables of every kind:
 * the grid the table was drawn from, that grid with one or two cells
 * changed or two digits swapped throughout (which keeps every region and
 * breaks the rules of values), and random givens of those, each judged as
 * the backtracker judges it.  Tables of
 * cages are judged on full grids only (the backtracker also refuses a
 * cage whose blanks cannot reach its sum); a cell limited to one digit
 * counts as given it, as constraint text gives such cells. */
START_TEST(test_givens_checked_by_table)
{
    static Puzzle p;
    static NaiveTable naive;
    unsigned long state = 77;
    int kept[TABLE_KINDS] = {0}, broken[TABLE_KINDS] = {0}, round, i;
    int rounds = getenv("CHECK_QUICK") ? 300 : 600;   /* under valgrind */

    for (round = 0; round < rounds; round++) {
        enum TableKind kind = (enum TableKind)(round % TABLE_KINDS);
        unsigned char grid[MAX_CELLS], known[MAX_CELLS];
        int cells, cell, changes, legal, want;

        if (!random_solved_table(&p, &naive, kind, &state))
            continue;
        cells = p.side * p.side;
        memcpy(grid, naive.first, (size_t)cells);
        memcpy(p.givens, grid, (size_t)cells);
        ck_assert_msg(puzzle_givens_legal(&p) == naive_keeps(&naive, &p, grid),
                      "round %d (%s): the table and the backtracker differ "
                      "on the grid it was drawn from", round, TABLE_NAMES[kind]);
        if (round / TABLE_KINDS % 2) {   /* two digits swapped: regions kept */
            int x = 1 + (int)(next_random(&state) % (unsigned long)p.side);
            int y = 1 + (int)(next_random(&state) % (unsigned long)p.side);
            for (cell = 0; cell < cells; cell++)
                grid[cell] = (unsigned char)(grid[cell] == x ? y
                                             : grid[cell] == y ? x : grid[cell]);
        } else {
            for (changes = 1 + round / TABLE_KINDS % 4 / 2; changes > 0; changes--) {
                cell = (int)(next_random(&state) % (unsigned long)cells);
                grid[cell] = (unsigned char)(1 + next_random(&state)
                                             % (unsigned long)p.side);
            }
        }
        if (round % 3 == 2 && kind != T_KILLER)    /* some givens of it */
            for (cell = 0; cell < cells; cell++)
                grid[cell] = next_random(&state) % 3 ? grid[cell] : 0;
        memcpy(p.givens, grid, (size_t)cells);
        for (cell = 0; cell < cells; cell++) {
            uint32_t lone = p.restricted ? p.allowed[cell] & digits_up_to(p.side) : 0;
            known[cell] = grid[cell] ? grid[cell]
                        : lone && !(lone & (lone - 1)) ? (unsigned char)first_digit(lone)
                        : 0;
        }
        legal = puzzle_givens_legal(&p);
        want = naive_keeps(&naive, &p, known);
        ck_assert_msg(legal == want, "round %d (%s %dx%d): the table says %d, "
                      "the backtracker %d", round, TABLE_NAMES[kind], p.side,
                      p.side, legal, want);
        kept[kind] += legal;
        broken[kind] += !legal;
    }
    for (i = 0; i < TABLE_KINDS; i++)
        ck_assert_msg(kept[i] >= 3 && broken[i] >= 3, "%s: %d kept, %d broken",
                      TABLE_NAMES[i], kept[i], broken[i]);
}
END_TEST

/* Digit planes and the general engine's own search (count_within(),
 * which never takes the planes) agree on random tables of every kind
 * they take (boxes, jigsaw pieces, X, windoku, killer cages; 4x4 to 9x9),
 * from full grids to nearly empty ones, a given sometimes wrong: the
 * same count up to 3, and each first solution keeps every rule. */
START_TEST(test_planes_against_general)
{
    static Puzzle p;
    static NaiveTable naive;
    unsigned long state = 96;
    int round, compared = 0, jigsaw = 0, killer = 0, many = 0, none = 0;
    int rounds = getenv("CHECK_QUICK") ? 50 : 750;   /* under valgrind */

    for (round = 0; round < rounds; round++) {
        enum TableKind kind = (enum TableKind)(round % 5);   /* to T_KILLER */
        unsigned char planes_first[MAX_CELLS], general_first[MAX_CELLS];
        int cells, cell, keep;
        long planes, general;

        if (!random_solved_table(&p, &naive, kind, &state))
            continue;
        cells = p.side * p.side;
        keep = (int)(next_random(&state) % 101);
        keep_givens(&p, naive.first, kind == T_KILLER ? keep / 4 : keep, &state);
        if (round % 3 == 2) {
            cell = (int)(next_random(&state) % (unsigned long)cells);
            p.givens[cell] = (unsigned char)(1 + next_random(&state)
                                             % (unsigned long)p.side);
        }
        planes = solve_planes(PLANES, &p, planes_first, 3,
                              NULL, NULL, NULL);
        general = count_within(&p, 3, general_first, LONG_MAX);
        ck_assert_msg(planes >= 0, "round %d (%s %dx%d): not taken by the "
                      "planes", round, TABLE_NAMES[kind], p.side, p.side);
        ck_assert_msg(planes == general, "round %d (%s %dx%d): planes %ld, "
                      "general %ld", round, TABLE_NAMES[kind], p.side, p.side,
                      planes, general);
        if (planes > 0)
            ck_assert_msg(naive_is_solution(&p, planes_first), "round %d (%s):"
                          " a solution breaks a rule", round, TABLE_NAMES[kind]);
        compared++;
        jigsaw += kind == T_JIGSAW;
        killer += kind == T_KILLER;
        many += planes > 1;
        none += planes == 0;
    }
    ck_assert_int_gt(compared, rounds / 3);
    ck_assert_int_gt(jigsaw, rounds / 20);
    ck_assert_int_gt(killer, rounds / 20);
    ck_assert_int_gt(many, rounds / 20);
    ck_assert_int_gt(none, rounds / 20);
}
END_TEST

/* Jigsaw pieces and windoku's windows together: two extra layouts on
 * the planes, whose pieces overlap (the law of leftovers must take one
 * layout's at a time).  9x9 jigsaw tables with the windows added, givens
 * kept from a solution the backtracker finds: the planes and the general
 * engine count alike, and each first solution keeps every rule. */
START_TEST(test_planes_two_extra_layouts)
{
    static Puzzle p;
    static NaiveTable naive;
    unsigned long state = 7;
    int round, compared = 0, solved = 0;
    int rounds = getenv("CHECK_QUICK") ? 60 : 400;   /* under valgrind */

    for (round = 0; round < rounds; round++) {
        unsigned char planes_first[MAX_CELLS], general_first[MAX_CELLS];
        long planes, general;

        do
            random_regions(&p, T_JIGSAW, &state);
        while (p.side != 9);
        add_rule_regions(&p, RULE_WINDOKU);
        if (naive_count(&naive, &p, 1, 20000) != 1)
            continue;
        keep_givens(&p, naive.first, (int)(next_random(&state) % 30), &state);
        planes = solve_planes(PLANES, &p, planes_first, 3, NULL, NULL, NULL);
        general = count_within(&p, 3, general_first, LONG_MAX);
        ck_assert_msg(planes == general, "round %d: planes %ld, general %ld",
                      round, planes, general);
        if (planes > 0)
            ck_assert_msg(naive_is_solution(&p, planes_first), "round %d: a "
                          "solution breaks a rule", round);
        compared++;
        solved += planes > 0;
    }
    ck_assert_msg(compared > rounds / 20 && solved > rounds / 40,
                  "%d compared, %d solved", compared, solved);
}
END_TEST

/* other_solution_within() (judge/generate's question: does the puzzle
 * keep one solution when a given goes?) against a plain backtracker on
 * random tables of every kind: with the given at cell its solutions are
 * those without it that hold the digit there, so another exists exactly
 * when the count without the given is the larger. */
/* The digit the guesses weigh (hot_digit()): the one refuted most
 * often, once it has been refuted once per digit of the board and more
 * than half as often again as the digit refuted least; and only where
 * digits are ordered and one search runs (hot_digits_pay()). */
START_TEST(test_hot_digit)
{
    static Puzzle p;
    Workspace *w = (Workspace *)calloc(1, sizeof *w);
    Search *s = &w->general;
    unsigned long bonus = 0;

    ck_assert_ptr_nonnull(w);
    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    ck_assert_int_eq(hot_digits_pay(&p), 0);     /* plain: nothing ordered */
    p.relation[0].a = 0;
    p.relation[0].b = 80;
    p.relation[0].kind = LESS;
    p.relations = 1;
    ck_assert_int_eq(hot_digits_pay(&p), 1);     /* a thermometer */
    ck_assert(start_search(s, &p, 2, GOAL_SOLVE));
    ck_assert_int_eq(s->hot_digits, 1);
    ck_assert_uint_eq(hot_digit(s, &bonus), 0);  /* none refuted yet */
    s->digit_dead_ends[4] = 9;                   /* the least refuted too */
    ck_assert_uint_eq(hot_digit(s, &bonus), 0);
    s->digit_dead_ends[2] = 6;                   /* 9 is only 1.5 times 6 */
    ck_assert_uint_eq(hot_digit(s, &bonus), 0);
    s->digit_dead_ends[2] = 5;
    ck_assert_uint_eq(hot_digit(s, &bonus), 1u << 4);
    ck_assert_uint_eq(bonus, 9);
    s->digit_dead_ends[4] = 8;                   /* fewer than 9 digits */
    ck_assert_uint_eq(hot_digit(s, &bonus), 0);
    s->digit_dead_ends[4] = 9;
    s->digit_dead_ends[8] = 20;
    ck_assert_uint_eq(hot_digit(s, &bonus), 1u << 8);
    ck_assert_uint_eq(bonus, 20);
    p.relations = 0;                             /* sums alone: restarts */
    p.group[0].kind = GROUP_SUM;
    p.group[0].first = 0;
    p.group[0].size = 2;
    p.group[0].value = 3;
    p.group_cells[0] = 0;
    p.group_cells[1] = 80;
    p.groups = 1;
    ck_assert_int_eq(hot_digits_pay(&p), 0);
    free(w);
}
END_TEST

START_TEST(test_other_solution_within)
{
    static Puzzle p;
    static NaiveTable naive;
    unsigned long state = 41;
    int round, compared = 0, other = 0, none = 0;
    int rounds = getenv("CHECK_QUICK") ? 40 : 300;   /* under valgrind */

    for (round = 0; round < rounds; round++) {
        enum TableKind kind = (enum TableKind)(round % TABLE_KINDS);
        int cells, cell, d;
        long with, without, found;

        if (!random_solved_table(&p, &naive, kind, &state))
            continue;
        cells = p.side * p.side;
        keep_givens(&p, naive.first, 30 + (int)(next_random(&state) % 60),
                    &state);
        cell = (int)(next_random(&state) % (unsigned long)cells);
        d = naive.first[cell];
        p.givens[cell] = (unsigned char)d;
        with = naive_count(&naive, &p, 100, 200000);
        p.givens[cell] = 0;
        without = naive_count(&naive, &p, 100, 200000);
        if (with < 0 || without < 0 || without >= 100)
            continue;
        found = other_solution_within(&p, cell, d, LONG_MAX);
        ck_assert_msg(found == (without > with), "round %d (%s %dx%d): %ld, "
                      "counts %ld with the given and %ld without", round,
                      TABLE_NAMES[kind], p.side, p.side, found, with, without);
        compared++;
        other += found == 1;
        none += found == 0;
    }
    ck_assert_int_gt(compared, rounds / 3);
    ck_assert_int_gt(other, rounds / 20);
    ck_assert_int_gt(none, rounds / 20);
}
END_TEST

/* Keeps each solution handed over under GOAL_ALL (up to ALL_KEPT), and
 * asks to stop after stop_after of them when that is not 0. */
#define ALL_KEPT 200

typedef struct KeptSolutions {
    unsigned char grid[ALL_KEPT][MAX_CELLS];
    int cells;
    long count, stop_after;
} KeptSolutions;

static int keep_each(void *context, const unsigned char *solution)
{
    KeptSolutions *kept = (KeptSolutions *)context;

    if (kept->count < ALL_KEPT)
        memcpy(kept->grid[kept->count], solution, (size_t)kept->cells);
    kept->count++;
    return kept->stop_after == 0 || kept->count < kept->stop_after;
}

static int compare_grids(const void *a, const void *b)
{
    return memcmp(a, b, MAX_CELLS);
}

/* --all on digit planes (boxes, jigsaw, X, windoku, killer; 4x4 to 9x9)
 * hands over as many solutions as backtracking counts, each keeping every
 * rule and no two the same; a sink that asks to stop after two stops the
 * search there. */
START_TEST(test_planes_all_solutions)
{
    static Puzzle p;
    static NaiveTable naive;
    static KeptSolutions kept;
    unsigned long state = 1234;
    int round, listed = 0, several = 0, stopped = 0;
    int rounds = getenv("CHECK_QUICK") ? 60 : 300;

    for (round = 0; round < rounds; round++) {
        enum TableKind kind = (enum TableKind)(round % 5);   /* to T_KILLER */
        int cells;
        long theirs, ours, i;

        if (!random_solved_table(&p, &naive, kind, &state))
            continue;
        cells = p.side * p.side;
        keep_givens(&p, naive.first, 40 + (int)(next_random(&state) % 50),
                    &state);
        theirs = naive_count(&naive, &p, ALL_KEPT, 2000000);
        if (theirs < 0 || theirs >= ALL_KEPT)
            continue;                    /* backtracking did not finish */
        memset(&kept, 0, sizeof kept);
        kept.cells = cells;
        ours = solve_planes(PLANES, &p, NULL, LONG_MAX,
                            keep_each, &kept, NULL);
        ck_assert_msg(ours == theirs && kept.count == theirs, "round %d (%s "
                      "%dx%d): --all on planes %ld (%ld handed over), "
                      "backtracking %ld", round, TABLE_NAMES[kind], p.side,
                      p.side, ours, kept.count, theirs);
        qsort(kept.grid, (size_t)kept.count, sizeof kept.grid[0], compare_grids);
        for (i = 0; i < kept.count; i++) {
            ck_assert_msg(naive_is_solution(&p, kept.grid[i]), "round %d "
                          "(%s): solution %ld breaks a rule", round,
                          TABLE_NAMES[kind], i + 1);
            ck_assert_msg(i == 0 || memcmp(kept.grid[i - 1], kept.grid[i],
                                           (size_t)cells) != 0,
                          "round %d (%s): a solution twice", round,
                          TABLE_NAMES[kind]);
        }
        listed++;
        several += theirs > 1;
        if (theirs > 2) {
            memset(&kept, 0, sizeof kept);
            kept.cells = cells;
            kept.stop_after = 2;
            ck_assert_int_eq(solve_planes(PLANES, &p, NULL, LONG_MAX,
                                          keep_each, &kept, NULL), 2);
            stopped++;
        }
    }
    ck_assert_int_gt(listed, rounds / 3);
    ck_assert_int_gt(several, rounds / 20);
    ck_assert_int_gt(stopped, 0);
}
END_TEST

/* The planes leave to the general engine what they do not serve:
 * relations, a cage of more cells than digits, boards past 9x9; they take
 * boxes, jigsaw pieces, X, windoku and cages, and a puzzle after one with
 * cages has its cells see their regions alone. */
START_TEST(test_planes_decline)
{
    static Puzzle p;
    int cell;

    start_puzzle(&p, 4);
    add_boxes(&p, 2, 2);
    p.cages = 1;
    p.cage[0].first = 0;
    p.cage[0].size = 5;                  /* five cells, four digits */
    p.cage[0].sum = 10;
    for (cell = 0; cell < 5; cell++)
        p.cage_cells[cell] = (short)(3 * cell);
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 1, NULL, NULL, NULL),
                     NOT_TAKEN);
    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    p.cages = 1;
    p.cage[0].first = 0;
    p.cage[0].size = 2;
    p.cage[0].sum = 3;                   /* 1 and 2, in either order */
    p.cage_cells[0] = 0;
    p.cage_cells[1] = 80;                /* cells that share no region */
    p.givens[1] = 1;                     /* so cell 0 holds 2, cell 80 1 */
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 2);
    p.givens[72] = 1;                    /* and now none */
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 0);
    p.cages = 0;                         /* no cage: 0 and 80 both hold 1 */
    p.givens[1] = p.givens[72] = 0;
    p.givens[0] = p.givens[80] = 1;
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 2);
    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    p.relations = 1;
    p.relation[0].a = 0;
    p.relation[0].b = 1;
    p.relation[0].kind = LESS;
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 1, NULL, NULL, NULL),
                     NOT_TAKEN);
    start_puzzle(&p, 16);
    add_boxes(&p, 4, 4);
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 1, NULL, NULL, NULL),
                     NOT_TAKEN);
    start_puzzle(&p, 9);                 /* an empty 9x9 board: any solution */
    add_boxes(&p, 3, 3);
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 2);
    p.region[18][8] = 39;                /* cells 20 and 39 change boxes */
    p.region[22][3] = 20;
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 2);
    add_rule_regions(&p, RULE_X | RULE_WINDOKU);
    p.region[18][8] = 20;
    p.region[22][3] = 39;
    ck_assert_int_eq(solve_planes(PLANES, &p, NULL, 2, NULL, NULL, NULL), 2);
}
END_TEST

/* The law of 45 on digit planes: four two-cell cages inside the first
 * box leave one cell of it out (cell 20), which must hold 45 less their
 * sums; that cell is the box's one innie, a cage of its own with that
 * sum.  Row 1 holds the first cage (3): its other seven cells sum to 42.
 * The solution puts 9 in cell 20.  With a clue that takes 8 from cell
 * 20's column and the last cage's sum raised by one, there is none. */
static int count_bits64(uint64_t word)
{
    int n = 0;

    for (; word; word &= word - 1)
        n++;
    return n;
}

START_TEST(test_plane_innies)
{
    static Puzzle p;
    static const short cells[8] = {0, 1, 2, 9, 10, 11, 18, 19};
    static const int sums[4] = {3, 7, 11, 15};   /* 36 in all */
    const PlaneCages *cages = &PLANES->table.cages;
    unsigned char first[MAX_CELLS];
    int c, innies = 0, row_innies = 0;

    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    p.cages = 4;
    for (c = 0; c < 4; c++) {
        p.cage[c].first = (short)(2 * c);
        p.cage[c].size = 2;
        p.cage[c].sum = (short)sums[c];
    }
    memcpy(p.cage_cells, cells, sizeof cells);
    ck_assert_int_eq(solve_planes(PLANES, &p, first, 1, NULL, NULL, NULL), 1);
    ck_assert_int_eq(first[20], 9);
    ck_assert_int_eq(cages->stated, 4);
    for (c = cages->stated; c < cages->count; c++) {
        const CellSet *set = &cages->cells[c][0];
        int cell = PLANES->table.cell_at[0][set->word[0] ? lowest_bit(set->word[0])
                                                          : 64 + lowest_bit(set->word[1])];
        int size = count_bits64(set->word[0]) + count_bits64(set->word[1]);
        ck_assert(cages->cage[c] == (size == 9 ? WHOLE_REGION : DERIVED));
        ck_assert_int_ge(size, 1);
        ck_assert_int_le(cages->derived_sum[c], 45);
        if (size == 1) {
            ck_assert_int_eq(cell, 20);
            ck_assert_int_eq(cages->derived_sum[c], 9);
            innies++;
        }
        if (size == 7 && cell == 2) {
            ck_assert_int_eq(cages->derived_sum[c], 42);
            row_innies++;
        }
    }
    ck_assert_int_eq(innies, 1);
    ck_assert_int_eq(row_innies, 1);
    p.cage[3].sum = 16;                  /* 37: the cell would need 8, */
    p.givens[74] = 8;                    /* which its column's foot holds */
    ck_assert_int_eq(solve_planes(PLANES, &p, first, 2, NULL, NULL, NULL), 0);
}
END_TEST

/* Windoku's windows bring the five regions they imply into the windows'
 * layout, which then holds every cell; a board without the windows, or
 * with one of them changed, gets none; and each implied region holds
 * each digit once in a windoku solution. */
START_TEST(test_hidden_windows)
{
    static Puzzle p;
    static PlaneRules k;
    static const char solution[] =   /* a windoku solution */
        "123456789" "456789123" "789123465" "634298571" "278541396"
        "915367842" "342975618" "567812934" "891634257";
    int reg, l, pos;

    start_puzzle(&p, 9);
    add_boxes(&p, 3, 3);
    ck_assert(compile_planes(&k, &p));
    ck_assert_int_eq(k.dealt, 27);
    add_rule_regions(&p, RULE_WINDOKU);
    ck_assert(compile_planes(&k, &p));
    ck_assert_int_eq(k.dealt, 36);
    for (reg = 0; reg < 36; reg++) {      /* the solution keeps them all */
        uint32_t seen = 0;
        for (pos = 0; pos < 9; pos++)
            seen |= 1u << (solution[k.region[reg][pos]] - '1');
        ck_assert_msg(seen == 0x1FF, "region %d misses a digit", reg);
    }
    l = layout_of(&k, 27);
    ck_assert_int_eq(k.fields[l], 9);
    for (reg = 31; reg < 36; reg++)
        ck_assert_int_eq(layout_of(&k, reg), l);
    add_rule_regions(&p, RULE_X);         /* six layouts: still dealt */
    ck_assert(compile_planes(&k, &p));
    ck_assert_int_eq(k.dealt, 38);
    ck_assert_int_eq(k.fields[layout_of(&k, 33)], 9);
    p.regions = 31;
    p.region[30][8] = 71;                 /* a window no more */
    ck_assert(compile_planes(&k, &p));
    ck_assert_int_eq(k.dealt, 31);
}
END_TEST

#if CARRY_PLANE_EXTRAS && defined(SOLVER_SSE2)
/* Whether layout l of k has a region where digit d (0-based) is not placed
 * and has at most one open place: what may_hold_singles() screens for,
 * counted place by place. */
static int region_left_short(const PlaneRules *k, const PlaneBoard *b,
                             int d, int l)
{
    int field, pos;

    for (field = 0; field < k->fields[l]; field++) {
        int open = 0, placed = 0;
        for (pos = 0; pos < 9; pos++) {
            int bit = field_bit(field, pos), w = bit >> 6;
            uint64_t mask = (uint64_t)1 << (bit & 63);
            open += (b->places[d][l].word[w] & ~b->solved[l].word[w] & mask) != 0;
            placed += (b->placed[d][l].word[w] & mask) != 0;
        }
        if (!placed && open <= 1)
            return 1;
    }
    return 0;
}

/* The SSE2 screen of hidden singles answers as the regions do, over random
 * positions of boards of every layout count (rows to six layouts, fields
 * in one word or two, 4x4 to 9x9). */
START_TEST(test_singles_screen)
{
    static Puzzle p;
    static PlaneRules k;
    static PlaneBoard b;
    unsigned long state = 3;
    int board, step, d, l, compared = 0, short_ones = 0;

    for (board = 0; board < 5; board++) {
        int side = board == 0 ? 4 : board == 1 ? 6 : 9, rows, cols;
        default_box(side, &rows, &cols);
        start_puzzle(&p, side);
        add_boxes(&p, rows, cols);
        add_rule_regions(&p, board == 3 ? RULE_X : board == 4 ? RULE_X | RULE_WINDOKU : 0);
        ck_assert(compile_planes(&k, &p));
        memset(&b, 0, sizeof b);
        for (d = 0; d < side; d++)
            for (l = 0; l < k.layouts; l++)
                b.places[d][l] = k.cells_of[l];
        for (step = 0; step < 60; step++) {
            int cell = (int)(next_random(&state) % (unsigned long)k.cells);
            int digit = (int)(next_random(&state) % (unsigned long)side);
            if (b.value[cell])
                continue;
            if (next_random(&state) % 3 == 0)
                plane_place(&k, &b, cell, digit);
            else
                plane_remove(&k, &b, cell, digit);
            for (d = 0; d < side; d++)
                for (l = 0; l < k.layouts; l++) {
                    int want = region_left_short(&k, &b, d, l);
                    ck_assert_msg(may_hold_singles(&k, &b, d, l) == want,
                                  "board %d step %d digit %d layout %d: "
                                  "screen %d, regions %d", board, step,
                                  d + 1, l, !want, want);
                    compared++;
                    short_ones += want;
                }
        }
    }
    ck_assert_int_gt(short_ones, compared / 20);   /* both answers met */
    ck_assert_int_lt(short_ones, compared - compared / 20);
}
END_TEST
#endif

/* --all lists exactly the solutions backtracking counts, up to 50. */
START_TEST(test_general_all_counts)
{
    static Puzzle p;
    static NaiveTable naive;
    static const char *const puzzles[] = {
        "1...............",              /* 4x4: many */
        "12..34..........",
        "1234341221434321",              /* solved */
    };
    size_t i;

    for (i = 0; i < sizeof puzzles / sizeof *puzzles; i++) {
        long each = 0, theirs;
        int cell;
        start_puzzle(&p, 4);
        add_boxes(&p, 2, 2);
        for (cell = 0; cell < 16; cell++)
            p.givens[cell] = (unsigned char)(puzzles[i][cell] == '.' ? 0
                                             : puzzles[i][cell] - '0');
        theirs = naive_count(&naive, &p, 1000, 10000000);
        tool_solve(&p, NULL, 1000, GOAL_ALL, count_each, &each, NULL);
        ck_assert_msg(each == theirs, "%s: --all %ld, backtracking %ld",
                      puzzles[i], each, theirs);
    }
}
END_TEST

#if CARRY_MORE_RULES
/* Whether cells at..n-1 of a line can take the digits left (a mask over
 * 0..n-1) one each, cell i from rel[i]: every matching tried. */
static int matches_from(const uint32_t *rel, int n, int at, uint32_t left)
{
    uint32_t open;

    if (at == n)
        return 1;
    for (open = rel[at] & left; open; open &= open - 1)
        if (matches_from(rel, n, at + 1, left & ~(open & (0u - open))))
            return 1;
    return 0;
}

/* A renban's run matched exactly (match_run) agrees with trying every
 * matching, cell by cell and digit by digit, on random lines of 1 to 9
 * cells; and the run 2-4 of two cells of {1,2} and one of {3,4}, which
 * covers it digit by digit, does not fit. */
START_TEST(test_renban_matching)
{
    uint32_t rel[9], support[9], x = 12345;
    int round, n, i;

    rel[0] = rel[1] = 1u, rel[2] = 6u;   /* 2, 2, {3,4} against 2-4 */
    ck_assert_int_eq(match_run(rel, 3, support, 1), 0);
    for (round = 0; round < 3000; round++) {
        int fits;
        n = 1 + round % 9;
        for (i = 0; i < n; i++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            rel[i] = (x >> 3) & digits_up_to(n);
            if (round % 3 == 0)           /* sparser lines, more dead ends */
                rel[i] &= x >> 11;
            support[i] = 0;
        }
        fits = match_run(rel, n, support, 2);
        ck_assert_int_eq(fits, matches_from(rel, n, 0, digits_up_to(n)));
        for (i = 0; i < n; i++) {
            uint32_t open, want = 0, had = rel[i];
            for (open = had; open; open &= open - 1) {
                uint32_t digit = open & (0u - open);
                rel[i] = digit;
                if (matches_from(rel, n, 0, digits_up_to(n)))
                    want |= digit << 2;
            }
            rel[i] = had;
            ck_assert_msg(support[i] == want, "line %d cell %d: %x, not %x",
                          round, i, (unsigned)support[i], (unsigned)want);
        }
    }
}
END_TEST

/* A renban line of one to three cells matched against every run at once
 * (match_short_line()) agrees with trying every matching run by run, on
 * random lines of digits up to 9 and up to 25. */
START_TEST(test_short_renban_lines)
{
    uint32_t c[3], support[3], x = 777;
    int round, n, i, side, j, checked = 0;

    for (round = 0; round < 30000; round++) {
        uint32_t runs, want_runs = 0, want[3] = {0, 0, 0};
        n = 1 + round % 3;
        side = round % 2 ? 9 : 25;
        for (i = 0; i < n; i++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            c[i] = x & digits_up_to(side);
            if (round % 4 < 2)           /* narrower lines, more that fit */
                c[i] &= (x >> 7 | x >> 9) & (0x7u << (x % (unsigned)(side - 2)));
        }
        for (j = 0; j + n <= side; j++) {
            uint32_t rel[3], full = digits_up_to(n);
            for (i = 0; i < n; i++)
                rel[i] = c[i] >> j & full;
            if (!matches_from(rel, n, 0, full))
                continue;
            want_runs |= 1u << j;
            for (i = 0; i < n; i++) {
                uint32_t open, had = rel[i];
                for (open = had; open; open &= open - 1) {
                    rel[i] = open & (0u - open);
                    if (matches_from(rel, n, 0, full))
                        want[i] |= rel[i] << j;
                }
                rel[i] = had;
            }
        }
        runs = match_short_line(c, n, support);
        ck_assert_msg(runs == want_runs, "round %d: runs %x, not %x", round,
                      (unsigned)runs, (unsigned)want_runs);
        for (i = 0; i < n; i++)
            ck_assert_msg(support[i] == want[i], "round %d cell %d: %x, not %x",
                          round, i, (unsigned)support[i], (unsigned)want[i]);
        checked += runs != 0;
    }
    ck_assert_int_gt(checked, 3000);
}
END_TEST

/* Whether the cells i.. of o can take digits of cands making left, cells
 * apart holding different digits, chosen[] holding the digits before i:
 * every digit of every cell tried. */
static int sum_fill_exists(const OpenSum *o, const uint32_t *cands, int i,
                           int left, int *chosen)
{
    int d, j;

    if (i == o->n)
        return left == 0;
    for (d = 1; d <= 9; d++) {
        if (!(cands[i] >> (d - 1) & 1))
            continue;
        for (j = 0; j < i && (chosen[j] != d || !o->apart[j][i]); j++)
            ;
        if (j < i)
            continue;
        chosen[i] = d;
        if (sum_fill_exists(o, cands, i + 1, left - o->weight[i] * d, chosen))
            return 1;
    }
    return 0;
}

/* A sum's last open cells filled exactly (sum_fills) agree with trying
 * every digit of every cell, on random sums of 1 to SUM_EXACT_CELLS cells
 * with weights 1, -1, 2, -10 and 0 (a cell named twice, once each way)
 * and random pairs of cells apart; and
 * that 1 or 3 with 6 or 8 make no 10, though their bounds (7 to 11) do. */
START_TEST(test_sum_fills)
{
    static const int weights[] = {1, 1, -1, 2, -10, 0};
    uint32_t support[SUM_EXACT_CELLS], x = 2468;
    int chosen[SUM_EXACT_CELLS], round, i, j;
    OpenSum o;

    o.n = 2, o.left = 10;
    o.cands[0] = 0x5u, o.cands[1] = 0xA0u;        /* {1,3} and {6,8} */
    o.weight[0] = o.weight[1] = 1;
    o.apart[0][0] = o.apart[0][1] = o.apart[1][0] = o.apart[1][1] = 0;
    bound_open_sum(&o);
    support[0] = support[1] = 0;
    ck_assert_int_eq(sum_fills(&o, 9, 0, o.left, chosen, support), 0);
    for (round = 0; round < 20000; round++) {
        int fits;
        o.n = 1 + round % SUM_EXACT_CELLS;
        for (i = 0; i < o.n; i++) {
            x ^= x << 13, x ^= x >> 17, x ^= x << 5;
            o.cands[i] = (x >> 4) & 0x1FFu;
            if (round % 3 == 0)
                o.cands[i] &= x >> 13;
            if (!o.cands[i])
                o.cands[i] = 1u << (x % 9);
            o.weight[i] = weights[(x >> 20) % 6];
            support[i] = 0;
        }
        for (i = 0; i < o.n; i++)
            for (j = 0; j <= i; j++)
                o.apart[i][j] = o.apart[j][i] = i != j && (x >> (i * 4 + j + 1) & 1);
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        o.left = (int)(x % 61) - 20;
        bound_open_sum(&o);
        fits = sum_fills(&o, 9, 0, o.left, chosen, support);
        ck_assert_int_eq(fits, sum_fill_exists(&o, o.cands, 0, o.left, chosen));
        for (i = 0; i < o.n; i++) {
            uint32_t cands[SUM_EXACT_CELLS], want = 0;
            int d;
            memcpy(cands, o.cands, sizeof cands);
            for (d = 1; d <= 9; d++) {
                if (!(o.cands[i] >> (d - 1) & 1))
                    continue;
                cands[i] = 1u << (d - 1);
                if (sum_fill_exists(&o, cands, 0, o.left, chosen))
                    want |= 1u << (d - 1);
            }
            ck_assert_msg(support[i] == want, "sum %d cell %d: %x, not %x",
                          round, i, (unsigned)support[i], (unsigned)want);
        }
    }
}
END_TEST
#endif

#if CARRY_MORE_RULES
/* Pencil marks on the 9x9 engine (solve_marked_puzzle) agree with the
 * plain backtracker over the same table (naive_table.h): random marks
 * around a solved grid's digits, in some rounds one cell's own digit
 * taken away; counts to three, and the first solution keeps every mark. */
START_TEST(test_marked_against_naive)
{
    static Puzzle p;
    static NaiveTable naive;
    unsigned char empty[81] = {0}, grid[81], found[81], relabel[10];
    uint32_t x = 97531;
    int round, cell, i, compared = 0;

    ck_assert_int_eq(solve_puzzle(empty, grid, 1, NULL), 1);
    for (round = 0; round < 400; round++) {
        long ours, theirs;
        for (i = 1; i <= 9; i++)
            relabel[i] = (unsigned char)i;
        for (i = 9; i > 1; i--) {       /* another grid: digits relabelled */
            int j = 1 + (int)((x = next_xorshift(x)) % (uint32_t)i);
            unsigned char t = relabel[i];
            relabel[i] = relabel[j], relabel[j] = t;
        }
        start_puzzle(&p, 9);
        add_boxes(&p, 3, 3);
        p.restricted = 1;
        for (cell = 0; cell < 81; cell++) {
            x = next_xorshift(x);
            p.allowed[cell] = (1u << (relabel[grid[cell]] - 1))
                              | ((x >> 5) & (x >> 14) & (round % 2 ? 0x1FFu : x >> 23));
        }
        if (round % 3 == 0) {            /* perhaps no solution now */
            cell = (int)((x = next_xorshift(x)) % 81);
            p.allowed[cell] &= ~(1u << (relabel[grid[cell]] - 1));
        }
        theirs = naive_count(&naive, &p, 3, 300000);
        if (theirs < 0)
            continue;                    /* too many for the backtracker */
        ck_assert(is_marked_9x9(&p));
        ours = solve_marked_puzzle(p.givens, p.allowed, found, 3, NULL);
        ck_assert_msg(ours == theirs, "round %d: %ld solutions, backtracking %ld",
                      round, ours, theirs);
        if (ours > 0)
            ck_assert_msg(naive_is_solution(&p, found), "round %d: not a solution", round);
        compared++;
    }
    ck_assert_int_ge(compared, 200);
}
END_TEST
#endif

/* ------------------------------------------------------------------ */
/* suite                                                              */
/* ------------------------------------------------------------------ */

static Suite *solver_suite(void)
{
    Suite *s = suite_create("solver");
    TCase *tables = tcase_create("tables");
    TCase *solve = tcase_create("solve");
    TCase *count = tcase_create("count");
    TCase *parse = tcase_create("parse");
    TCase *output = tcase_create("output");
    TCase *leetcode = tcase_create("leetcode");
    TCase *general = tcase_create("general");

    tcase_add_test(general, test_general_differential);
    tcase_add_test(general, test_givens_checked_by_table);
    tcase_add_test(general, test_relation_support_by_masks);
    tcase_add_test(general, test_pair_tables);
    tcase_add_test(general, test_loose_from);
    tcase_add_test(general, test_relations_arc_consistent);
    tcase_add_test(general, test_other_solution_within);
#if CARRY_MORE_RULES
    tcase_add_test(general, test_hot_digit);
#endif
    tcase_add_test(general, test_general_all_counts);
    tcase_add_test(general, test_planes_against_general);
    tcase_add_test(general, test_planes_two_extra_layouts);
    tcase_add_test(general, test_planes_decline);
    tcase_add_test(general, test_plane_innies);
    tcase_add_test(general, test_hidden_windows);
#if CARRY_MORE_RULES
    tcase_add_test(general, test_renban_matching);
    tcase_add_test(general, test_short_renban_lines);
    tcase_add_test(general, test_sum_fills);
    tcase_add_test(general, test_marked_against_naive);
#endif
#if CARRY_PLANE_EXTRAS && defined(SOLVER_SSE2)
    tcase_add_test(general, test_singles_screen);
#endif
    tcase_add_test(general, test_planes_all_solutions);
    tcase_set_timeout(general, 120);
    tcase_add_test(tables, test_popcount_table);
    tcase_add_test(tables, test_lowest_bit_table);
    tcase_add_test(tables, test_lowest_cell);
    tcase_add_test(tables, test_row_boxes_table);
    tcase_add_test(tables, test_lone_bits);
    tcase_add_test(tables, test_labels_in_word);
    tcase_add_test(tables, test_plane_cage_sets);
    tcase_add_test(tables, test_loose_fills);
    tcase_add_test(tables, test_rows_acting);
    tcase_add_test(tables, test_list_sets_met);
    tcase_add_test(tables, test_first_token_length);
    tcase_add_test(tables, test_band_permutation_table);
    tcase_add_test(tables, test_band_position_tables);
    tcase_add_test(tables, test_configuration_tables);
    tcase_add_test(tables, test_units_and_peers);
    tcase_set_timeout(tables, 60);     /* brute-force checks, sanitizers */
    suite_add_tcase(s, tables);

    /* the data sets take a second at -O2, longer under valgrind */
    tcase_set_timeout(solve, 300);
    tcase_add_test(solve, test_unsettled_names_changed_words);
    tcase_add_test(solve, test_find_givens);
    tcase_add_test(solve, test_solve_easy);
    tcase_add_test(solve, test_solve_hardest);
    tcase_add_test(solve, test_solve_singles_clash);
    tcase_add_test(solve, test_solve_data_sets);
    tcase_add_test(solve, test_solve_multi_solution_set);
    tcase_add_test(solve, test_solve_empty_grid);
    tcase_add_test(solve, test_sparse_grids_few_guesses);
    tcase_add_test(solve, test_solve_full_grid_echoed);
    tcase_add_test(solve, test_solve_full_invalid_grid);
    tcase_add_test(solve, test_solve_conflicting_givens);
    tcase_add_test(solve, test_solve_no_solution);
    suite_add_tcase(s, solve);

    tcase_set_timeout(count, 300);
    tcase_add_test(count, test_count_limits);
    tcase_add_test(count, test_engines_in_two_workspaces);
    tcase_add_test(count, test_count_exactly_two);
    tcase_add_test(count, test_count_differential);
    tcase_add_test(count, test_matching_bound);
    tcase_add_test(count, test_costly_digits);
    tcase_add_test(count, test_best_score_differential);
    tcase_add_test(count, test_count_differential_lopsided);
    suite_add_tcase(s, count);

    tcase_add_test(parse, test_parse_line);
    tcase_add_test(parse, test_parse_grid_with_count);
    tcase_add_test(parse, test_parse_spaced_grid);
    tcase_add_test(parse, test_parse_blank_characters);
    tcase_add_test(parse, test_parse_random_lines);
    tcase_add_test(parse, test_parse_tolerated);
    tcase_add_test(parse, test_parse_bom_then_count);
    tcase_add_test(parse, test_parse_no_final_newline);
    tcase_add_test(parse, test_parse_count_rules);
    tcase_add_test(parse, test_parse_zero_count);
    tcase_add_test(parse, test_parse_bad_counts);
    tcase_add_test(parse, test_parse_errors);
    tcase_add_test(parse, test_parse_short_grids);
    tcase_add_test(parse, test_parse_bad_grid_row);
    tcase_add_test(parse, test_parse_comment_in_grid);
    tcase_add_test(parse, test_parse_long_line);
    tcase_add_test(parse, test_parse_empty_input);
    tcase_add_test(parse, test_parse_crlf_across_buffer);
    suite_add_tcase(s, parse);

    tcase_add_test(output, test_output_formats);
    suite_add_tcase(s, output);

    tcase_set_timeout(leetcode, 60);
    tcase_add_test(leetcode, test_leetcode_repeated_calls);
    tcase_add_test(leetcode, test_leetcode_unsolvable_unchanged);
    suite_add_tcase(s, leetcode);
    suite_add_tcase(s, general);
    return s;
}

int main(void)
{
    SRunner *runner = srunner_create(solver_suite());
    int failed;

    srunner_run_all(runner, CK_NORMAL);
    failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
