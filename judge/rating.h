/*
 * rating.h - rates a 9x9 Sudoku as a person solves it: the easiest
 * technique that makes progress, again and again, until the grid is full.
 * Included by judge/rate.c and judge/generate.c, after solver.c (whose
 * Units, first_digit() and popcount9() it uses).
 *
 * The state is a candidate mask per cell (bit d-1 for digit d).  A step is
 * a placement (`r9c1=3`) or eliminations (`r2c47<>1`), printed in HoDoKu's
 * notation.  Each technique has a score on Sudoku Explainer's scale (1.0
 * to 10); the puzzle's score is its hardest step's, and its level follows
 * from the hardest technique (see LEVEL_NAMES).  When no technique applies,
 * the solver's solution is used to place one digit in a cell with the
 * fewest candidates: a guess (bifurcation), named as such.
 */

#include <stdarg.h>

/* Levels, easiest first, ordered like HoDoKu's. */
enum Level { LEVEL_SIMPLE, LEVEL_EASY, LEVEL_INTERMEDIATE, LEVEL_HARD,
             LEVEL_EXPERT, LEVEL_EXTREME, LEVELS };
static const char *const LEVEL_NAMES[LEVELS] = {
    "simple", "easy", "intermediate", "hard", "expert", "extreme"
};

/* The techniques, easiest first: name, score, level. */
enum Technique { T_FULL_HOUSE, T_HIDDEN_SINGLE, T_NAKED_SINGLE, T_POINTING,
                 T_CLAIMING, T_NAKED_PAIR, T_X_WING, T_HIDDEN_PAIR,
                 T_NAKED_TRIPLE, T_SWORDFISH, T_HIDDEN_TRIPLE, T_XY_WING,
                 T_XYZ_WING, T_UNIQUE_RECTANGLE, T_NAKED_QUAD, T_JELLYFISH,
                 T_HIDDEN_QUAD, T_BUG_PLUS_1, T_SKYSCRAPER, T_TWO_STRING_KITE,
                 T_W_WING, T_SIMPLE_COLORS, T_GUESS, TECHNIQUES };
static const struct {
    const char *name;
    double score;
    enum Level level;
} TECHNIQUE[TECHNIQUES] = {
    {"Full House", 1.0, LEVEL_SIMPLE},
    {"Hidden Single", 1.5, LEVEL_SIMPLE},
    {"Naked Single", 2.3, LEVEL_SIMPLE},
    {"Locked Candidates Type 1 (Pointing)", 2.6, LEVEL_EASY},
    {"Locked Candidates Type 2 (Claiming)", 2.8, LEVEL_EASY},
    {"Naked Pair", 3.0, LEVEL_INTERMEDIATE},
    {"X-Wing", 3.2, LEVEL_INTERMEDIATE},
    {"Hidden Pair", 3.4, LEVEL_INTERMEDIATE},
    {"Naked Triple", 3.6, LEVEL_INTERMEDIATE},
    {"Swordfish", 3.8, LEVEL_HARD},
    {"Hidden Triple", 4.0, LEVEL_HARD},
    {"XY-Wing", 4.2, LEVEL_HARD},
    {"XYZ-Wing", 4.4, LEVEL_HARD},
    {"Uniqueness Test 1", 4.5, LEVEL_HARD},
    {"Naked Quadruple", 5.0, LEVEL_HARD},
    {"Jellyfish", 5.2, LEVEL_HARD},
    {"Hidden Quadruple", 5.4, LEVEL_HARD},
    {"Bivalue Universal Grave + 1", 5.6, LEVEL_HARD},
    {"Skyscraper", 6.6, LEVEL_EXPERT},
    {"2-String Kite", 6.6, LEVEL_EXPERT},
    {"W-Wing", 6.8, LEVEL_EXPERT},
    {"Simple Colors", 7.0, LEVEL_EXPERT},
    {"Guess", 10.0, LEVEL_EXTREME},
};

/* What rate_puzzle() found. */
typedef struct Rating {
    int valid;                   /* the puzzle has exactly one solution */
    enum Level level;
    double score;                /* the hardest step's, SE scale */
    enum Technique hardest;
    int steps;
    int guesses;
} Rating;

/* The solving state: candidates of each cell, digits placed. */
typedef struct Pencil {
    unsigned short cand[81];     /* bit d-1: digit d may go here */
    unsigned char value[81];     /* 0 or the digit placed */
    unsigned char solution[81];  /* for guesses and for checking */
    FILE *log;                   /* steps are printed here, or NULL */
    enum Level limit;            /* techniques above this level are not tried */
    Rating *rating;
    unsigned short where[27][9]; /* positions(): [unit][d - 1], kept */
} Pencil;                        /*   in step with cand by drop() */

/* The 27 units of a 9x9 board (solver.c's Units: rows 0-8, columns 9-17,
 * boxes 18-26), the three units of each cell and its place in each. */
static Units nine;
static unsigned char UNITS_OF[81][3];
static unsigned char SLOT_IN[81][3];
static int rating_ready;

static void init_rating_tables(void)
{
    int u, i;

    init_units(&nine, 3);
    for (u = 0; u < 27; u++)
        for (i = 0; i < 9; i++) {
            int cell = nine.cell[u][i];
            UNITS_OF[cell][u / 9] = (unsigned char)u;
            SLOT_IN[cell][u / 9] = (unsigned char)i;
        }
    rating_ready = 1;
}

static int sees(int a, int b)
{
    return a != b && (UNITS_OF[a][0] == UNITS_OF[b][0]
                      || UNITS_OF[a][1] == UNITS_OF[b][1]
                      || UNITS_OF[a][2] == UNITS_OF[b][2]);
}

/* ---- steps: what happened, in HoDoKu's notation --------------------- */

/* Eliminations gathered by a technique before they are applied. */
typedef struct Eliminations {
    int n;
    unsigned char cell[81 * 9];
    unsigned char digit[81 * 9];
} Eliminations;

/* Notes digit d out of cell when it is still a candidate there. */
static void note_elimination(const Pencil *p, Eliminations *e, int cell, int d)
{
    int i;

    if (p->value[cell] || !(p->cand[cell] >> (d - 1) & 1))
        return;
    for (i = 0; i < e->n; i++)
        if (e->cell[i] == cell && e->digit[i] == d)
            return;
    e->cell[e->n] = (unsigned char)cell;
    e->digit[e->n++] = (unsigned char)d;
}

/* Counts a step of technique t in the rating. */
static void count_step(Pencil *p, enum Technique t)
{
    Rating *r = p->rating;

    r->steps++;
    if (TECHNIQUE[t].score > r->score) {
        r->score = TECHNIQUE[t].score;
        r->hardest = t;
    }
    if (TECHNIQUE[t].level > r->level)
        r->level = TECHNIQUE[t].level;
    r->guesses += t == T_GUESS;
}

/* Takes candidate d out of cell, and the cell out of d's positions in
 * its three units. */
static void drop(Pencil *p, int cell, int d)
{
    int k;

    if (!(p->cand[cell] >> (d - 1) & 1))
        return;
    p->cand[cell] &= (unsigned short)~(1u << (d - 1));
    for (k = 0; k < 3; k++)
        p->where[UNITS_OF[cell][k]][d - 1] &=
            (unsigned short)~(1u << SLOT_IN[cell][k]);
}

/* Places d in cell, clearing it from the peers. */
static void place_digit(Pencil *p, int cell, int d)
{
    int k, i;

    p->value[cell] = (unsigned char)d;
    for (i = 1; i <= 9; i++)
        drop(p, cell, i);
    for (k = 0; k < 3; k++)
        for (i = 0; i < 9; i++)
            drop(p, nine.cell[UNITS_OF[cell][k]][i], d);
}

/* A placement step: logs "Name: r1c2=3" and places. */
static int placement(Pencil *p, enum Technique t, int cell, int d)
{
    count_step(p, t);
    if (p->log)
        fprintf(p->log, "%s: r%dc%d=%d\n", TECHNIQUE[t].name, cell / 9 + 1,
                cell % 9 + 1, d);
    place_digit(p, cell, d);
    return 1;
}

/* Writes the cells of a set (bit 9 * row + col of one digit) as HoDoKu
 * groups them: rows with the same columns become one group (r13c6), or
 * columns with the same rows (r789c3), whichever gives fewer groups;
 * groups separated by ", ".  Returns how many were written (first: none
 * yet, else groups follow others). */
static int write_cell_groups(FILE *f, const unsigned char *in, int d,
                             int first)
{
    int by_row[9] = {0}, by_col[9] = {0};
    int lines_of[9], masks[9], groups[2] = {0, 0}, i, j, k, way, n;

    for (i = 0; i < 81; i++)
        if (in[i]) {
            by_row[i / 9] |= 1 << (i % 9);
            by_col[i % 9] |= 1 << (i / 9);
        }
    for (way = 0; way < 2; way++)        /* 0: rows merged, 1: columns */
        for (i = 0; i < 9; i++) {
            int mask = way ? by_col[i] : by_row[i], seen = 0;
            for (j = 0; j < i && mask; j++)
                seen |= (way ? by_col[j] : by_row[j]) == mask;
            groups[way] += mask && !seen;
        }
    way = groups[1] < groups[0];
    for (i = 0, n = 0; i < 9; i++) {
        int mask = way ? by_col[i] : by_row[i];
        if (!mask)
            continue;
        for (k = 0; k < n && masks[k] != mask; k++)
            ;
        if (k == n) {
            masks[n] = mask;
            lines_of[n++] = 0;
        }
        lines_of[k] |= 1 << i;
    }
    for (k = 0; k < n; k++) {
        int r = way ? masks[k] : lines_of[k], c = way ? lines_of[k] : masks[k];
        fputs(k > 0 ? ",r" : first ? "r" : ", r", f);
        for (i = 0; i < 9; i++)
            if (r >> i & 1)
                fputc('1' + i, f);
        fputc('c', f);
        for (i = 0; i < 9; i++)
            if (c >> i & 1)
                fputc('1' + i, f);
    }
    if (n)
        fprintf(f, "<>%d", d);
    return n;
}

/* Writes eliminations digit by digit, each digit's cells grouped as HoDoKu
 * groups them, the groups of one digit joined by commas: r2c47<>1,
 * r13c6,r5c9<>4. */
static void write_eliminations(FILE *f, const Eliminations *e)
{
    unsigned char in[81];
    int d, i, first = 1;

    for (d = 1; d <= 9; d++) {
        memset(in, 0, sizeof in);
        for (i = 0; i < e->n; i++)
            if (e->digit[i] == d)
                in[e->cell[i]] = 1;
        if (write_cell_groups(f, in, d, first))
            first = 0;
    }
}

/* An elimination step: logs "Name: what => r2c47<>1" and applies it.
 * Returns 0 (no step) when nothing is eliminated. */
static int elimination(Pencil *p, enum Technique t, const Eliminations *e,
                       const char *format, ...)
{
    int i;

    if (e->n == 0)
        return 0;
    count_step(p, t);
    if (p->log) {
        va_list args;
        fprintf(p->log, "%s: ", TECHNIQUE[t].name);
        va_start(args, format);
        vfprintf(p->log, format, args);
        va_end(args);
        fputs(" => ", p->log);
        write_eliminations(p->log, e);
        fputc('\n', p->log);
    }
    for (i = 0; i < e->n; i++)
        drop(p, e->cell[i], e->digit[i]);
    return 1;
}

/* "r1c12" style name of a set of cells in one row or column, else a list. */
static void cells_name(char *out, size_t size, const int *cells, int n)
{
    int i, same_row = 1, same_col = 1;
    size_t used;

    for (i = 1; i < n; i++) {
        same_row &= cells[i] / 9 == cells[0] / 9;
        same_col &= cells[i] % 9 == cells[0] % 9;
    }
    if (same_row) {
        used = (size_t)snprintf(out, size, "r%dc", cells[0] / 9 + 1);
        for (i = 0; i < n && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%d",
                                     cells[i] % 9 + 1);
    } else if (same_col) {
        used = (size_t)snprintf(out, size, "r");
        for (i = 0; i < n && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%d",
                                     cells[i] / 9 + 1);
        snprintf(out + used, size - used, "c%d", cells[0] % 9 + 1);
    } else {
        for (i = 0, used = 0; i < n && used < size; i++)
            used += (size_t)snprintf(out + used, size - used, "%sr%dc%d",
                                     i ? "," : "", cells[i] / 9 + 1,
                                     cells[i] % 9 + 1);
    }
}

/* "1,2,3" from a digit mask. */
static void digits_name(char *out, unsigned mask)
{
    int d;

    *out = '\0';
    for (d = 1; d <= 9; d++)
        if (mask >> (d - 1) & 1) {
            if (*out)
                *out++ = ',';
            *out++ = (char)('0' + d);
            *out = '\0';
        }
}

static const char UNIT_LETTER[3] = {'r', 'c', 'b'};

/* The cells of unit u where digit d may go, as a 9-bit mask of positions. */
static unsigned positions(const Pencil *p, int u, int d)
{
    return p->where[u][d - 1];
}

/* ---- singles ---------------------------------------------------------- */

static int full_house(Pencil *p)
{
    int u, i;

    for (u = 0; u < 27; u++) {
        int open = -1, n = 0;
        for (i = 0; i < 9; i++)
            if (!p->value[nine.cell[u][i]]) {
                open = nine.cell[u][i];
                n++;
            }
        if (n == 1 && p->cand[open])
            return placement(p, T_FULL_HOUSE, open, first_digit(p->cand[open]));
    }
    return 0;
}

static int hidden_single(Pencil *p)
{
    int u, d;

    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++) {
            unsigned m = positions(p, u, d);
            if (popcount9(m) == 1)
                return placement(p, T_HIDDEN_SINGLE,
                                 nine.cell[u][first_digit(m) - 1], d);
        }
    return 0;
}

static int naked_single(Pencil *p)
{
    int cell;

    for (cell = 0; cell < 81; cell++)
        if (!p->value[cell] && popcount9(p->cand[cell]) == 1)
            return placement(p, T_NAKED_SINGLE, cell, first_digit(p->cand[cell]));
    return 0;
}

/* ---- intersections ---------------------------------------------------- */

/* A digit confined to one line within a box (pointing), or to one box
 * within a line (claiming). */
static int locked_candidates(Pencil *p, int claiming)
{
    int u, d, i, k;

    for (u = claiming ? 0 : 18; u < (claiming ? 18 : 27); u++)
        for (d = 1; d <= 9; d++) {
            unsigned m = positions(p, u, d);
            int first, target = -1;
            Eliminations e;
            if (popcount9(m) < 2)
                continue;
            first = nine.cell[u][first_digit(m) - 1];
            for (k = claiming ? 2 : 0; k < (claiming ? 3 : 2); k++) {
                int same = 1;
                for (i = 0; i < 9; i++)
                    if (m >> i & 1)
                        same &= UNITS_OF[nine.cell[u][i]][k] == UNITS_OF[first][k];
                if (same)
                    target = UNITS_OF[first][k];
            }
            if (target < 0)
                continue;
            e.n = 0;
            for (i = 0; i < 9; i++) {
                int cell = nine.cell[target][i];
                if (UNITS_OF[cell][0] != u && UNITS_OF[cell][1] != u
                    && UNITS_OF[cell][2] != u)
                    note_elimination(p, &e, cell, d);
            }
            if (elimination(p, claiming ? T_CLAIMING : T_POINTING, &e,
                            "%d in %c%d", d, UNIT_LETTER[u / 9], u % 9 + 1))
                return 1;
        }
    return 0;
}

/* ---- subsets ------------------------------------------------------------ */

/* The next subset of 0..width-1 after set with as many members (as masks,
 * in increasing order); 0 when done. */
static unsigned next_subset(unsigned set, int width)
{
    unsigned low = set & -set, ripple = set + low;

    return ripple >> width ? 0 : ripple | (((set ^ ripple) >> 2) / low);
}

/* The members of a subset of the n indices in list, as a mask of them. */
static unsigned members_of(unsigned subset, const int *list, int n)
{
    unsigned set = 0;
    int j;

    for (j = 0; j < n; j++)
        if (subset >> j & 1)
            set |= 1u << list[j];
    return set;
}

/* k cells of a unit holding k digits between them (naked), or k digits
 * with k places between them (hidden). */
static int subset(Pencil *p, int k, int hidden)
{
    static const enum Technique naked_t[5] = {T_GUESS, T_GUESS, T_NAKED_PAIR,
                                              T_NAKED_TRIPLE, T_NAKED_QUAD};
    static const enum Technique hidden_t[5] = {T_GUESS, T_GUESS, T_HIDDEN_PAIR,
                                               T_HIDDEN_TRIPLE, T_HIDDEN_QUAD};
    int u, i, d;

    for (u = 0; u < 27; u++) {
        unsigned chosen;
        int open[9], n_open = 0;       /* open cells (naked), digits (hidden) */
        for (i = 0; i < 9; i++)
            if (hidden ? positions(p, u, i + 1) != 0
                       : !p->value[nine.cell[u][i]])
                open[n_open++] = i;
        if (n_open <= k)                /* k of k or fewer: nothing to take */
            continue;
        for (chosen = (1u << k) - 1; chosen; chosen = next_subset(chosen, n_open)) {
            unsigned set = members_of(chosen, open, n_open), uni = 0;
            int members[4], n = 0, ok = 1;
            Eliminations e;
            char what[64], where[64];
            e.n = 0;
            if (!hidden) {
                for (i = 0; i < 9 && ok; i++)
                    if (set >> i & 1) {
                        int cell = nine.cell[u][i];
                        ok = !p->value[cell];
                        uni |= p->cand[cell];
                        members[n++] = cell;
                    }
                if (!ok || popcount9(uni) != k)
                    continue;
                for (i = 0; i < 9; i++)
                    if (!(set >> i & 1))
                        for (d = 1; d <= 9; d++)
                            if (uni >> (d - 1) & 1)
                                note_elimination(p, &e, nine.cell[u][i], d);
            } else {
                for (d = 1; d <= 9 && ok; d++)
                    if (set >> (d - 1) & 1) {
                        unsigned m = positions(p, u, d);
                        ok = m != 0;
                        uni |= m;
                    }
                if (!ok || popcount9(uni) != k)
                    continue;
                for (i = 0; i < 9; i++)
                    if (uni >> i & 1) {
                        members[n++] = nine.cell[u][i];
                        for (d = 1; d <= 9; d++)
                            if (!(set >> (d - 1) & 1))
                                note_elimination(p, &e, nine.cell[u][i], d);
                    }
            }
            if (e.n == 0)
                continue;
            digits_name(what, hidden ? set : uni);
            cells_name(where, sizeof where, members, n);
            if (elimination(p, hidden ? hidden_t[k] : naked_t[k], &e,
                            "%s in %s", what, where))
                return 1;
        }
    }
    return 0;
}

/* ---- fish --------------------------------------------------------------- */

/* k rows (or columns) where digit d lies within the same k columns (or
 * rows): d goes from the rest of those columns.  X-Wing, Swordfish,
 * Jellyfish. */
static int fish(Pencil *p, int k)
{
    static const enum Technique fish_t[5] = {T_GUESS, T_GUESS, T_X_WING,
                                             T_SWORDFISH, T_JELLYFISH};
    int d, by_column, i, j;

    for (d = 1; d <= 9; d++)
        for (by_column = 0; by_column < 2; by_column++) {
            unsigned chosen;
            int lines[9], n_lines = 0;   /* rows (columns) with 2 to k places */
            for (i = 0; i < 9; i++) {
                int places = popcount9(positions(p, 9 * by_column + i, d));
                if (places >= 2 && places <= k)
                    lines[n_lines++] = i;
            }
            for (chosen = (1u << k) - 1; chosen && n_lines >= k;
                 chosen = next_subset(chosen, n_lines)) {
                unsigned set = members_of(chosen, lines, n_lines), cover = 0;
                char base[16], covers[16];
                int nb = 0, nc = 0;
                Eliminations e;
                for (i = 0; i < 9; i++)
                    if (set >> i & 1)
                        cover |= positions(p, 9 * by_column + i, d);
                if (popcount9(cover) != k)
                    continue;
                e.n = 0;
                for (j = 0; j < 9; j++)
                    if (cover >> j & 1)
                        for (i = 0; i < 9; i++)
                            if (!(set >> i & 1))
                                note_elimination(p, &e, nine.cell[9 * !by_column + j][i], d);
                if (e.n == 0)
                    continue;
                for (i = 0; i < 9; i++) {
                    if (set >> i & 1)
                        base[nb++] = (char)('1' + i);
                    if (cover >> i & 1)
                        covers[nc++] = (char)('1' + i);
                }
                base[nb] = covers[nc] = '\0';
                if (elimination(p, fish_t[k], &e, "%d %c%s %c%s", d,
                                by_column ? 'c' : 'r', base,
                                by_column ? 'r' : 'c', covers))
                    return 1;
            }
        }
    return 0;
}

/* ---- wings -------------------------------------------------------------- */

/* Eliminates digit d from every cell that sees all of the given cells. */
static void eliminate_seen(const Pencil *p, Eliminations *e, int d,
                           const int *cells, int n)
{
    int cell, i;

    for (cell = 0; cell < 81; cell++) {
        int all = 1;
        for (i = 0; i < n; i++)
            all &= sees(cell, cells[i]);
        if (all)
            note_elimination(p, e, cell, d);
    }
}

/* XY-Wing (pivot xy, pincers xz and yz) and XYZ-Wing (pivot xyz). */
static int wing(Pencil *p, int xyz)
{
    int pivot, a, b;

    for (pivot = 0; pivot < 81; pivot++) {
        unsigned pc = p->cand[pivot];
        if (p->value[pivot] || popcount9(pc) != (xyz ? 3 : 2))
            continue;
        for (a = 0; a < 81; a++) {
            unsigned ac = p->cand[a];
            if (!sees(pivot, a) || popcount9(ac) != 2 || popcount9(ac & pc) != (xyz ? 2 : 1))
                continue;
            for (b = a + 1; b < 81; b++) {
                unsigned bc = p->cand[b], z;
                int cells[3];
                Eliminations e;
                if (!sees(pivot, b) || popcount9(bc) != 2 || bc == ac)
                    continue;
                z = ac & bc;
                if (popcount9(z) != 1 || (xyz ? (ac | bc) != pc
                                               : (z & pc) || ((ac | bc) & ~z) != pc))
                    continue;
                cells[0] = a;
                cells[1] = b;
                cells[2] = pivot;
                e.n = 0;
                eliminate_seen(p, &e, first_digit(z), cells, xyz ? 3 : 2);
                if (elimination(p, xyz ? T_XYZ_WING : T_XY_WING, &e,
                                "%d pivot r%dc%d, pincers r%dc%d r%dc%d",
                                first_digit(z), pivot / 9 + 1, pivot % 9 + 1,
                                a / 9 + 1, a % 9 + 1, b / 9 + 1, b % 9 + 1))
                    return 1;
            }
        }
    }
    return 0;
}

/* W-Wing: two cells holding the same pair {x,y}, joined by a strong link
 * on x (a unit where x has two places, one seeing each cell): y goes from
 * every cell seeing both. */
static int w_wing(Pencil *p)
{
    int a, b, u, x;

    for (a = 0; a < 81; a++) {
        unsigned ac = p->cand[a];
        if (p->value[a] || popcount9(ac) != 2)
            continue;
        for (b = a + 1; b < 81; b++) {
            if (p->cand[b] != ac || p->value[b] || sees(a, b))
                continue;
            for (x = 1; x <= 9; x++) {
                int y;
                if (!(ac >> (x - 1) & 1))
                    continue;
                y = first_digit(ac & ~(1u << (x - 1)));
                for (u = 0; u < 27; u++) {
                    unsigned m = positions(p, u, x);
                    int e1, e2, cells[2];
                    Eliminations e;
                    if (popcount9(m) != 2)
                        continue;
                    e1 = nine.cell[u][first_digit(m) - 1];
                    e2 = nine.cell[u][first_digit(m & (m - 1)) - 1];
                    if (e1 == a || e1 == b || e2 == a || e2 == b)
                        continue;
                    if (!((sees(e1, a) && sees(e2, b)) || (sees(e1, b) && sees(e2, a))))
                        continue;
                    cells[0] = a;
                    cells[1] = b;
                    e.n = 0;
                    eliminate_seen(p, &e, y, cells, 2);
                    if (elimination(p, T_W_WING, &e, "%d/%d in r%dc%d,r%dc%d "
                                    "connected by %d in %c%d", y, x, a / 9 + 1,
                                    a % 9 + 1, b / 9 + 1, b % 9 + 1, x,
                                    UNIT_LETTER[u / 9], u % 9 + 1))
                        return 1;
                }
            }
        }
    }
    return 0;
}

/* ---- single-digit patterns ---------------------------------------------- */

/* The two places of digit d in unit u, when it has exactly two. */
static int strong_link(const Pencil *p, int u, int d, int *e1, int *e2)
{
    unsigned m = positions(p, u, d);

    if (popcount9(m) != 2)
        return 0;
    *e1 = nine.cell[u][first_digit(m) - 1];
    *e2 = nine.cell[u][first_digit(m & (m - 1)) - 1];
    return 1;
}

/* Skyscraper: two parallel strong links with one end in a common line;
 * the other two ends cannot both be false.  2-String Kite: a row link and
 * a column link with ends in one box. */
static int two_links(Pencil *p, int kite)
{
    int d, u, v;

    for (d = 1; d <= 9; d++)
        for (u = 0; u < 18; u++)
            for (v = kite ? 9 : u + 1; v < 18; v++) {
                int a1, a2, b1, b2, swap_a, swap_b;
                if ((kite && u >= 9) || (!kite && u / 9 != v / 9))
                    continue;
                if (!strong_link(p, u, d, &a1, &a2) || !strong_link(p, v, d, &b1, &b2))
                    continue;
                for (swap_a = 0; swap_a < 2; swap_a++)
                    for (swap_b = 0; swap_b < 2; swap_b++) {
                        int ja = swap_a ? a2 : a1, fa = swap_a ? a1 : a2;
                        int jb = swap_b ? b2 : b1, fb = swap_b ? b1 : b2;
                        int joined, cells[2];
                        Eliminations e;
                        if (ja == jb || fa == fb || fa == jb || fb == ja)
                            continue;
                        joined = kite ? UNITS_OF[ja][2] == UNITS_OF[jb][2]
                                      : u < 9 ? ja % 9 == jb % 9 : ja / 9 == jb / 9;
                        if (!joined || sees(fa, fb))
                            continue;
                        cells[0] = fa;
                        cells[1] = fb;
                        e.n = 0;
                        eliminate_seen(p, &e, d, cells, 2);
                        if (elimination(p, kite ? T_TWO_STRING_KITE : T_SKYSCRAPER,
                                        &e, "%d in r%dc%d,r%dc%d (connected by "
                                        "r%dc%d,r%dc%d)", d, fa / 9 + 1, fa % 9 + 1,
                                        fb / 9 + 1, fb % 9 + 1, ja / 9 + 1,
                                        ja % 9 + 1, jb / 9 + 1, jb % 9 + 1))
                            return 1;
                    }
            }
    return 0;
}

/* Simple colouring: the strong links of one digit, two colours along each
 * chain.  Two cells of one colour in a unit: that colour is false (Color
 * Wrap).  A cell seeing both colours cannot hold the digit (Color Trap). */
static int simple_colors(Pencil *p)
{
    int d, start, cell, other;

    for (d = 1; d <= 9; d++) {
        signed char chain_of[81];        /* the chain a cell is in, or -1 */
        signed char colour[81];
        memset(chain_of, -1, sizeof chain_of);
        for (start = 0; start < 81; start++) {
            int stack[81], top = 0, members = 0, wrap = -1;
            Eliminations e;
            if (chain_of[start] >= 0 || p->value[start]
                || !(p->cand[start] >> (d - 1) & 1))
                continue;
            chain_of[start] = (signed char)start;   /* any id; cells < 81 */
            colour[start] = 0;
            stack[top++] = start;
            while (top) {
                int c = stack[--top], k;
                members++;
                for (k = 0; k < 3; k++) {
                    int e1, e2;
                    if (!strong_link(p, UNITS_OF[c][k], d, &e1, &e2))
                        continue;
                    other = e1 == c ? e2 : e1;
                    if (chain_of[other] < 0) {
                        chain_of[other] = (signed char)start;
                        colour[other] = (signed char)(1 - colour[c]);
                        stack[top++] = other;
                    }
                }
            }
            if (members < 3)
                continue;                /* one link: nothing to colour */
            e.n = 0;
            for (cell = 0; cell < 81 && wrap < 0; cell++)
                for (other = cell + 1; other < 81; other++)
                    if (chain_of[cell] == start && chain_of[other] == start
                        && colour[cell] == colour[other] && sees(cell, other))
                        wrap = colour[cell];
            for (cell = 0; cell < 81; cell++) {
                int seen0 = 0, seen1 = 0;
                if (chain_of[cell] == start) {
                    if (colour[cell] == wrap)
                        note_elimination(p, &e, cell, d);
                    continue;
                }
                if (wrap >= 0)
                    continue;
                for (other = 0; other < 81; other++)
                    if (chain_of[other] == start && sees(cell, other)) {
                        seen0 |= colour[other] == 0;
                        seen1 |= colour[other] == 1;
                    }
                if (seen0 && seen1)
                    note_elimination(p, &e, cell, d);
            }
            if (elimination(p, T_SIMPLE_COLORS, &e, "%s %d (chain from "
                            "r%dc%d)", wrap >= 0 ? "Color Wrap" : "Color Trap",
                            d, start / 9 + 1, start % 9 + 1))
                return 1;
        }
    }
    return 0;
}

/* ---- uniqueness --------------------------------------------------------- */

/* Uniqueness Test 1: three corners of a rectangle over two boxes hold just
 * {a,b}; the fourth must not, or the puzzle would have two solutions. */
static int unique_rectangle(Pencil *p)
{
    int r1, r2, c1, c2, corner;

    for (r1 = 0; r1 < 9; r1++)
        for (r2 = r1 + 1; r2 < 9; r2++)
            for (c1 = 0; c1 < 9; c1++)
                for (c2 = c1 + 1; c2 < 9; c2++) {
                    int cells[4], i;
                    if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3))
                        continue;            /* two boxes exactly */
                    cells[0] = 9 * r1 + c1;
                    cells[1] = 9 * r1 + c2;
                    cells[2] = 9 * r2 + c1;
                    cells[3] = 9 * r2 + c2;
                    for (corner = 0; corner < 4; corner++) {
                        unsigned pair = 0;
                        int ok = 1, target = cells[corner], d;
                        Eliminations e;
                        for (i = 0; i < 4; i++)
                            if (i != corner) {
                                if (!pair)
                                    pair = p->cand[cells[i]];
                                ok &= !p->value[cells[i]]
                                      && p->cand[cells[i]] == pair
                                      && popcount9(pair) == 2;
                            }
                        if (!ok || p->value[target]
                            || (p->cand[target] & pair) != pair
                            || p->cand[target] == pair)
                            continue;
                        e.n = 0;
                        for (d = 1; d <= 9; d++)
                            if (pair >> (d - 1) & 1)
                                note_elimination(p, &e, target, d);
                        if (elimination(p, T_UNIQUE_RECTANGLE, &e, "%d/%d in "
                                        "r%d%dc%d%d", first_digit(pair),
                                        first_digit(pair & (pair - 1)),
                                        r1 + 1, r2 + 1, c1 + 1, c2 + 1))
                            return 1;
                    }
                }
    return 0;
}

/* BUG+1: every open cell has two candidates but one, which has three; of
 * those, the digit seen three times in each of its units must go there. */
static int bug_plus_one(Pencil *p)
{
    int cell, odd = -1, d, k;

    for (cell = 0; cell < 81; cell++) {
        int n = popcount9(p->cand[cell]);
        if (p->value[cell] || n == 2)
            continue;
        if (n != 3 || odd >= 0)
            return 0;
        odd = cell;
    }
    if (odd < 0)
        return 0;
    for (d = 1; d <= 9; d++) {
        int three = 1;
        if (!(p->cand[odd] >> (d - 1) & 1))
            continue;
        for (k = 0; k < 3; k++)
            three &= popcount9(positions(p, UNITS_OF[odd][k], d)) == 3;
        if (three)
            return placement(p, T_BUG_PLUS_1, odd, d);
    }
    return 0;
}

/* ---- the solver --------------------------------------------------------- */

/* No technique applies: places the solution's digit in an open cell with
 * the fewest candidates. */
static int guess(Pencil *p)
{
    int cell, best = -1;

    for (cell = 0; cell < 81; cell++)
        if (!p->value[cell] && (best < 0 || popcount9(p->cand[cell])
                                            < popcount9(p->cand[best])))
            best = cell;
    if (best < 0)
        return 0;
    return placement(p, T_GUESS, best, p->solution[best]);
}

/* One step: the easiest technique that makes progress (the techniques come
 * level by level).  Past p->limit only a guess is left. */
static int step(Pencil *p)
{
    enum Level limit = p->limit;

    return full_house(p) || hidden_single(p) || naked_single(p)
        || (limit >= LEVEL_EASY
            && (locked_candidates(p, 0) || locked_candidates(p, 1)))
        || (limit >= LEVEL_INTERMEDIATE
            && (subset(p, 2, 0) || fish(p, 2) || subset(p, 2, 1)
                || subset(p, 3, 0)))
        || (limit >= LEVEL_HARD
            && (fish(p, 3) || subset(p, 3, 1) || wing(p, 0) || wing(p, 1)
                || unique_rectangle(p) || subset(p, 4, 0) || fish(p, 4)
                || subset(p, 4, 1) || bug_plus_one(p)))
        || (limit >= LEVEL_EXPERT
            && (two_links(p, 0) || two_links(p, 1) || w_wing(p)
                || simple_colors(p)))
        || guess(p);
}

/* Rates a 9x9 puzzle (cells 0 blank, 1..9), printing its steps to log
 * when log is not NULL.  With stop below LEVEL_EXTREME, only whether the
 * level is stop matters (the generator's question): techniques above stop
 * are not tried, and a puzzle that needs one comes out extreme.  Without
 * a log, rating ends at the first guess: level, score and hardest are
 * final there (steps and guesses count to that point).  The
 * generator, which knows the puzzle's only solution, gives it as solution;
 * NULL has it found here, and a puzzle without one only solution rated
 * not valid. */
static Rating rate_puzzle_until(const unsigned char *puzzle,
                                const unsigned char *solution, FILE *log,
                                enum Level stop)
{
    static Pencil p;
    Rating r;
    int cell, u, d;

    if (!rating_ready)
        init_rating_tables();
    memset(&r, 0, sizeof r);
    r.hardest = T_FULL_HOUSE;
    if (solution)
        memcpy(p.solution, solution, sizeof p.solution);
    else if (solve_puzzle(puzzle, p.solution, 2, NULL) != 1)
        return r;
    r.valid = 1;
    p.log = log;
    p.limit = stop;
    p.rating = &r;
    for (cell = 0; cell < 81; cell++) {
        p.value[cell] = 0;
        p.cand[cell] = 0x1FF;
    }
    for (u = 0; u < 27; u++)
        for (d = 0; d < 9; d++)
            p.where[u][d] = 0x1FF;
    for (cell = 0; cell < 81; cell++)
        if (puzzle[cell])
            place_digit(&p, cell, puzzle[cell]);
    while (r.level <= stop && (log || r.level < LEVEL_EXTREME) && step(&p))
        ;
    return r;
}

static Rating rate_puzzle(const unsigned char *puzzle, FILE *log)
{
    return rate_puzzle_until(puzzle, NULL, log, LEVEL_EXTREME);
}

/* The level named name, or -1. */
static int find_level(const char *name)
{
    int i;

    for (i = 0; i < LEVELS; i++)
        if (strcmp(name, LEVEL_NAMES[i]) == 0)
            return i;
    return -1;
}
