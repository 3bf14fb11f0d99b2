/*
 * naive_table.h - a plain backtracker over solver.c's constraint table
 * (Puzzle), written apart from the general engine so that the tests can
 * compare the two.  It fills the cells in order, tries every digit, and
 * after each one checks every region, cage, relation and group the cell
 * is in (an index of them a cell, built once a table).  No propagation,
 * no shared code.
 */
#ifndef NAIVE_TABLE_H
#define NAIVE_TABLE_H

/* The sorts of row a cell can be in, for the index below. */
enum { NAIVE_REGION, NAIVE_CAGE, NAIVE_RELATION, NAIVE_GROUP };
enum { NAIVE_MEMBERSHIPS = MAX_REGIONS * MAX_SIDE + MAX_CELLS
                           + 2 * MAX_RELATIONS + MAX_GROUP_CELLS };

/* State of naive_count(). */
typedef struct NaiveTable {
    const Puzzle *p;
    int rows_from[MAX_CELLS + 1];  /* cell c's rows: row[rows_from[c] */
                                   /*   .. rows_from[c + 1]) */
    int row[NAIVE_MEMBERSHIPS];  /* a row's number in its sort */
    unsigned char sort[NAIVE_MEMBERSHIPS];  /* NAIVE_REGION... */
    unsigned char v[MAX_CELLS];  /* 0 blank, 1..side */
    long found;                  /* solutions counted */
    long limit;                  /* stop at this many */
    long nodes;                  /* steps left before giving up */
    unsigned char first[MAX_CELLS];  /* the first solution found */
} NaiveTable;

/* Calls add(t, cell, sort, row) for every cell of every row of p. */
static void naive_each_membership(NaiveTable *t,
                                  void (*add)(NaiveTable *, int, int, int))
{
    const Puzzle *p = t->p;
    int i, j;

    for (i = 0; i < p->regions; i++)
        for (j = 0; j < p->side; j++)
            add(t, p->region[i][j], NAIVE_REGION, i);
    for (i = 0; i < p->cages; i++)
        for (j = 0; j < p->cage[i].size; j++)
            add(t, p->cage_cells[p->cage[i].first + j], NAIVE_CAGE, i);
    for (i = 0; i < p->relations; i++) {
        add(t, p->relation[i].a, NAIVE_RELATION, i);
        add(t, p->relation[i].b, NAIVE_RELATION, i);
    }
    for (i = 0; i < p->groups; i++)
        for (j = 0; j < p->group[i].size; j++)
            add(t, p->group_cells[p->group[i].first + j], NAIVE_GROUP, i);
}

/* naive_index()'s first pass: counts cell's rows. */
static void naive_tally(NaiveTable *t, int cell, int sort, int row)
{
    (void)sort, (void)row;
    t->rows_from[cell + 1]++;
}

/* naive_index()'s second pass: files the row in cell's part. */
static void naive_file(NaiveTable *t, int cell, int sort, int row)
{
    int at = t->rows_from[cell]++;
    t->row[at] = row;
    t->sort[at] = (unsigned char)sort;
}

/* Builds the index of the rows each cell of p is in. */
static void naive_index(NaiveTable *t, const Puzzle *p)
{
    int cell, cells = p->side * p->side;

    t->p = p;
    memset(t->rows_from, 0, sizeof t->rows_from);
    naive_each_membership(t, naive_tally);
    for (cell = 0; cell < cells; cell++)
        t->rows_from[cell + 1] += t->rows_from[cell];
    naive_each_membership(t, naive_file);   /* rows_from[c] moves to rows_from[c+1] */
    for (cell = cells; cell > 0; cell--)
        t->rows_from[cell] = t->rows_from[cell - 1];
    t->rows_from[0] = 0;
}

/* Whether cell's digit appears nowhere else among cells list[0..n). */
static int naive_unrepeated(const NaiveTable *t, int cell, const short *list, int n)
{
    int i;

    for (i = 0; i < n; i++)
        if (list[i] != cell && t->v[list[i]] && t->v[list[i]] == t->v[cell])
            return 0;
    return 1;
}

/* Whether a relation holds between digits a and b (0: not yet placed). */
static int naive_relation(const Relation *r, int a, int b)
{
    if (a == 0 || b == 0)
        return 1;
    switch (r->kind) {
    case LESS:
        return a < b;
    case SUM_LESS:
        return a + b < r->value;
    case SUM_EQUAL:
        return a + b == r->value;
    case SUM_GREATER:
        return a + b > r->value;
    case DIFFER:
        return a != b;
    case NOT_CONSECUTIVE:
        return a != b + 1 && b != a + 1;
    case CONSECUTIVE:                /* by value, 1 when 0 */
        return a == b + (r->value ? r->value : 1) || b == a + (r->value ? r->value : 1);
    case DOUBLE:                     /* by value, 2 when 0 */
        return a == (r->value ? r->value : 2) * b || b == (r->value ? r->value : 2) * a;
    case NOT_DOUBLE:
        return a != 2 * b && b != 2 * a;
    case SUM_NOT_EQUAL:
        return a + b != r->value;
    case EQUAL:
        return a == b;
    default:                     /* APART */
        return (a > b ? a - b : b - a) >= r->value;
    }
}

/* Whether a group whose every cell is placed holds: a weighted sum, a
 * run of consecutive distinct digits, the digits between 1 and N, the
 * digits listed. */
static int naive_group(const NaiveTable *t, const Group *g)
{
    const Puzzle *p = t->p;
    const short *in = p->group_cells + g->first;
    int i, j, sum = 0, low = 99, high = 0, one = -1, top = -1;

    for (i = 0; i < g->size; i++) {
        int v = t->v[in[i]];
        if (v == 0)
            return 1;                /* not yet */
        sum += p->group_weight[g->first + i] * v;
        low = v < low ? v : low;
        high = v > high ? v : high;
        one = v == 1 ? i : one;
        top = v == p->side ? i : top;
    }
    if (g->kind == GROUP_SUM)
        return sum == g->value;
    if (g->kind == GROUP_CONTAIN) {      /* each listed digit held enough */
        const signed char *listed = p->group_weight + g->first;
        for (i = 0; i < g->size && listed[i]; i++) {
            int wanted = 0, held = 0;
            for (j = 0; j < g->size; j++) {
                wanted += listed[j] == listed[i];
                held += t->v[in[j]] == listed[i];
            }
            if (held < wanted || (g->value && held != wanted))
                return 0;
        }
        return 1;
    }
    if (g->kind == GROUP_RENBAN) {
        for (i = 0; i < g->size; i++)
            for (j = i + 1; j < g->size; j++)
                if (t->v[in[i]] == t->v[in[j]])
                    return 0;
        return high - low == g->size - 1;
    }
    if (one < 0 || top < 0)
        return 0;
    for (i = one < top ? one + 1 : top + 1, sum = 0;
         i < (one < top ? top : one); i++)
        sum += t->v[in[i]];
    return sum == g->value;
}

/* Whether cage i holds no repeat of cell's digit and can still reach its
 * sum (exactly, once full). */
static int naive_cage(const NaiveTable *t, int cell, int i)
{
    const Puzzle *p = t->p;
    const short *in = p->cage_cells + p->cage[i].first;
    int j, n = p->cage[i].size, sum = 0, blank = 0;

    for (j = 0; j < n; j++) {
        sum += t->v[in[j]];
        blank += t->v[in[j]] == 0;
    }
    return naive_unrepeated(t, cell, in, n)
        && !(blank == 0 && sum != p->cage[i].sum)
        && sum + blank <= p->cage[i].sum;
}

/* Whether the placed digits break no rule of the table that involves
 * cell, the digits of the other cells keeping every rule among them. */
static int naive_consistent(const NaiveTable *t, int cell)
{
    const Puzzle *p = t->p;
    int at;

    if (p->restricted && t->v[cell] && !(p->allowed[cell] >> (t->v[cell] - 1) & 1))
        return 0;
    for (at = t->rows_from[cell]; at < t->rows_from[cell + 1]; at++) {
        int i = t->row[at], holds;
        switch (t->sort[at]) {
        case NAIVE_REGION:
            holds = !t->v[cell] || naive_unrepeated(t, cell, p->region[i], p->side);
            break;
        case NAIVE_CAGE:
            holds = naive_cage(t, cell, i);
            break;
        case NAIVE_RELATION:
            holds = naive_relation(&p->relation[i], t->v[p->relation[i].a],
                                   t->v[p->relation[i].b]);
            break;
        default:
            holds = naive_group(t, &p->group[i]);
        }
        if (!holds)
            return 0;
    }
    return 1;
}

/* Fills the cells from cell on. */
static void naive_fill(NaiveTable *t, int cell)
{
    int cells = t->p->side * t->p->side, d;

    if (t->found >= t->limit || --t->nodes < 0)
        return;
    while (cell < cells && t->v[cell])
        cell++;
    if (cell == cells) {
        if (t->found++ == 0)
            memcpy(t->first, t->v, (size_t)cells);
        return;
    }
    for (d = 1; d <= t->p->side && t->found < t->limit; d++) {
        t->v[cell] = (unsigned char)d;
        if (naive_consistent(t, cell))
            naive_fill(t, cell + 1);
    }
    t->v[cell] = 0;
}

/* Counts the solutions of p up to limit, in at most nodes steps.  Returns
 * the count, or -1 when it gave up. */
static long naive_count(NaiveTable *t, const Puzzle *p, long limit, long nodes)
{
    int cell, cells = p->side * p->side;

    naive_index(t, p);
    t->found = 0;
    t->limit = limit;
    t->nodes = nodes;
    memcpy(t->v, p->givens, (size_t)cells);
    for (cell = 0; cell < cells; cell++)
        if (t->v[cell] && !naive_consistent(t, cell))
            return 0;
    naive_fill(t, 0);
    return t->nodes < 0 ? -1 : t->found;
}

/* Whether solution (side * side digits) keeps every given and every rule
 * of p. */
static int naive_is_solution(const Puzzle *p, const unsigned char *solution)
{
    static NaiveTable t;
    int cell, cells = p->side * p->side;

    naive_index(&t, p);
    memcpy(t.v, solution, (size_t)cells);
    for (cell = 0; cell < cells; cell++) {
        if (solution[cell] < 1 || solution[cell] > p->side
            || (p->givens[cell] && p->givens[cell] != solution[cell])
            || !naive_consistent(&t, cell))
            return 0;
    }
    return 1;
}

#endif
