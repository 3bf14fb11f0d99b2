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
