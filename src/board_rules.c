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

