/*
 * src/general_rules.c - the general engine's puzzle as data: the table of
 * regions, cages and relations (Puzzle), and compile_rules(), which turns
 * it into what the search reads (Rules).
 * Calls: tables.c.
 */

/* ------------------------------------------------------------------ */
/* Every other puzzle: the general engine                             */
/* ------------------------------------------------------------------ */

/*
 * A puzzle here is data: a side N (1..25), digits 1..N, givens, and a
 * table of constraints the engine reads, each one row:
 *
 *   region    N cells that hold each digit once: rows, columns, boxes
 *             (r x c, r * c = N), jigsaw regions, diagonals, windows;
 *   cage      cells that hold no digit twice and sum to a total (killer);
 *   relation  two cells whose digits must stand in a relation: a < b,
 *             or a + b compared with a constant (<, = or >).
 *
 * compile_rules() turns the table into what the search reads quickly:
 * each cell's regions (and its place in each), its cage, and the
 * intersections of regions that share two or more cells.  A position
 * (Board) keeps each cell's open digits as a mask (bit d - 1 for digit d)
 * and, for each region and digit, the places (bit i: the region's i-th
 * cell) the digit may still take: so a naked single is a cell mask with
 * one bit, and a hidden
 * single a place mask with one bit, each noticed the moment it appears
 * and queued; a placed digit leaves the cells of its regions that still
 * hold it (their places say which) and the cells of its cage.  When the
 * queue runs dry, relations are made arc consistent, cages whose cells
 * lost digits keep only the digits some set of distinct digits with their
 * sum allows, locked candidates run over the intersections of each region
 * where a digit lost places (a digit whose places in one region all lie
 * in the other leaves the rest of the other), and, when that moves
 * nothing, regions changed since the last look get hidden pairs.  Then
 * the search branches on the open cell with the fewest digits for the
 * dead ends met so far in its regions (choose_guess()); for a first
 * solution it restarts at random under Luby budgets (restarts()), the
 * dead ends carried from run to run.
 *
 * Glossary: p is a Puzzle (the table), k a Rules (compiled), b a Board,
 * s a Search; reg is a region index, pos a place in a region.
 */

enum {
    MAX_BOX = 5,                   /* boxes of 5x5: a 25x25 board */
    MAX_SIDE = 25,                 /* cells in a region, digits */
    MAX_CELLS = 625,               /* cells of the largest board */
    MAX_REGIONS = 3 * MAX_SIDE + 6,  /* rows, columns, boxes, 2 diagonals,
                                      4 windows */
    MAX_CELL_REGIONS = 6,          /* regions one cell can lie in */
    MAX_INTERSECTIONS = 2 * MAX_CELLS,
    MAX_RELATIONS = 10 * MAX_CELLS, /* signs, and the pair rules of
                                      board_rules.c, all on one board */
    QUEUE_SIZE = MAX_CELLS + MAX_REGIONS * MAX_SIDE,
    RESTART_BUDGET = 150,         /* guesses of the first run: restarts() */
    REGION_WORDS = (MAX_REGIONS + 31) / 32,  /* a bit per region */
    CAGE_WORDS = (MAX_CELLS + 31) / 32       /* a bit per cage */
};

/* What a relation asks of the digits a and b of its two cells. */
enum RelationKind {
    LESS,                        /* a < b */
    SUM_LESS, SUM_EQUAL, SUM_GREATER,   /* a + b against value */
    DIFFER,                      /* a != b (anti-knight, anti-king) */
    NOT_CONSECUTIVE              /* |a - b| != 1 (non-consecutive) */
#if CARRY_MORE_RULES
    , CONSECUTIVE,                 /* |a - b| = value, 1 when 0 (kropki's
                                    white dot) */
    DOUBLE,                      /* a = kb or b = ka, k value, 2 when 0
                                    (kropki's black dot) */
    NOT_DOUBLE,                  /* neither (no dot, strict kropki) */
    SUM_NOT_EQUAL,               /* a + b != value (no X or V, strict XV) */
    EQUAL,                       /* a = b (palindrome) */
    APART                        /* |a - b| >= value (whispers) */
#endif
};

#if CARRY_MORE_RULES
enum {
    MAX_GROUPS = MAX_CELLS,          /* groups of a puzzle */
    MAX_GROUP_CELLS = 4 * MAX_CELLS, /* their cells, counted group by group */
    GROUP_WORDS = (MAX_GROUPS + 31) / 32,  /* a bit per group */
    CELL_WORDS = (MAX_CELLS + 31) / 32,    /* a bit per cell */
    MAX_PAIR_TABLES = 2 * MAX_CELLS, /* pairs of cells under two relations
                                        or more (every pair of neighbours of
                                        the largest board) */
    PAIR_ALONE = -1, PAIR_TABLED = -2,  /* Rules.pair_table_of[] */
    PAIR_ENTRY = MAX_RELATIONS,      /* + t: pair table t in a cell's list
                                        of relations (Rules.relation_of) */
    GROUP_BLAME = 2                  /* weight a group's dead end adds to
                                        each of its cells (blame_group()) */
};

/* What a group asks of the digits of its cells, which may repeat. */
enum GroupKind {
    GROUP_SUM,                   /* the weighted sum of its cells is value:
                                    arrows (the circle weighs -1, a pill's
                                    tens -10), little killers, sums */
    GROUP_RENBAN,                /* distinct (relations say so) and a run
                                    of consecutive digits, in any order */
    GROUP_SANDWICH,              /* a whole row or column: the digits
                                    between its 1 and its N sum to value */
    GROUP_CONTAIN                /* its cells hold each listed digit at
                                    least as often as listed (value 1:
                                    exactly as often): quadruples */
};

/* A group: cells[first .. first + size) of Puzzle.group_cells, each with
 * its weight in Puzzle.group_weight (GROUP_SUM's; 1 in the others but
 * GROUP_CONTAIN, whose weights are its listed digits, 0 past the list). */
typedef struct Group {
    short first, size;
    unsigned char kind;          /* enum GroupKind */
    unsigned char distinct;      /* its cells hold distinct digits */
    int value;
} Group;
#endif /* CARRY_MORE_RULES */

/* A cage: cells[first .. first + size) of Puzzle.cage_cells sum to sum. */
typedef struct Cage {
    short first, size;
    int sum;
} Cage;

/* A relation between the digits of cells a and b. */
typedef struct Relation {
    short a, b;
    unsigned char kind;          /* enum RelationKind */
    unsigned char value;         /* the constant of the SUM_ kinds */
} Relation;

/* A puzzle as the general engine reads it: the constraint table. */
typedef struct Puzzle {
    int side;                    /* N: digits 1..N, N x N cells */
    int regions;                 /* rows in region */
    short region[MAX_REGIONS][MAX_SIDE]; /* [reg][pos]: its cells */
    int cages;                   /* rows in cage */
    Cage cage[MAX_CELLS];
    short cage_cells[MAX_CELLS]; /* the cells of every cage, cage by cage */
    int relations;               /* rows in relation */
    Relation relation[MAX_RELATIONS];
#if CARRY_MORE_RULES
    int groups;                  /* rows in group */
    Group group[MAX_GROUPS];
    short group_cells[MAX_GROUP_CELLS];  /* group by group */
    signed char group_weight[MAX_GROUP_CELLS];
    unsigned char group_part[MAX_GROUP_CELLS];  /* GROUP_SUM: cells of one
                                    part (0, 1, ... in each group) hold
                                    distinct digits and weigh 1 */
    int group_cells_used;
    int restricted;              /* some cell's digits are limited: */
    uint32_t allowed[MAX_CELLS]; /* [cell]: the digits it may hold (even,
                                    odd, a given of several digits) */
#endif
    unsigned char givens[MAX_CELLS]; /* 0 blank, 1..N given */
} Puzzle;

/* What to look for, and what was found. */
enum Goal {
    GOAL_SOLVE,        /* any solution, or a count up to a limit */
    GOAL_SMALLEST,     /* the lexicographically smallest solution */
    GOAL_MAX_SCORE,    /* the best score over all solutions (Luogu P1074) */
    GOAL_ALL,          /* every solution, each handed to a callback */
    GOAL_CHECK,        /* is the grid complete and legal (ABC 327 C) */
    GOAL_ANTI,         /* break every region of a solved grid, fewest
                          changes (Codeforces 1335D) */
    GOAL_LEGAL,        /* do the givens break no rule (LeetCode 36) */
    GOAL_COUNT,        /* every solution counted, and the solution when
                          there is one (SPOJ SUDOGOB) */
    GOAL_CORNER_SUM,   /* one sum over all cases: the three digits at the
                          top left of each solution as a number (Project
                          Euler 96) */
    GOAL_UNIQUE_4X4,   /* no input: how many 4x4 positions have exactly one
                          completion (HDU 3476) */
    GOAL_MINIMAL       /* the solution when unique and no given can go,
                          else which of those fails (HDU 3909) */
#if CARRY_CELL_SUMS
    , GOAL_CELL_SUM    /* one grid over all cases: each cell's digits
                          summed (CodinGame's killer extreme challenge) */
#endif
};

/* Where the engines keep their state, which the caller owns (engines.c;
 * a file with the 9x9 engine alone has none). */
typedef struct Workspace Workspace;

/* Starts p as an empty N x N puzzle with its rows and columns. */
static void start_puzzle(Puzzle *p, int side)
{
    int line, i;

    p->side = side;
    p->regions = 2 * side;
    p->cages = 0;
    p->relations = 0;
#if CARRY_MORE_RULES
    p->groups = p->group_cells_used = p->restricted = 0;
#endif
    for (line = 0; line < side; line++) {
        for (i = 0; i < side; i++) {
            p->region[line][i] = (short)(side * line + i);
            p->region[side + line][i] = (short)(side * i + line);
        }
    }
    memset(p->givens, 0, sizeof p->givens);
}

/* Adds the boxes of rows x cols cells (rows * cols = N; 1 x N adds none,
 * as they would be the rows again). */
static void add_boxes(Puzzle *p, int rows, int cols)
{
    int side = p->side, box, i;

    if (rows <= 1 || cols <= 1 || rows * cols != side)
        return;
    for (box = 0; box < side; box++) {
        int top = box / rows * rows, left = box % rows * cols, row, col;
        short *cell = p->region[p->regions++];
        for (row = 0, i = 0; row < rows; row++)
            for (col = 0; col < cols; col++)
                cell[i++] = (short)(side * (top + row) + left + col);
    }
}

/* The default box of a side: the factor pair closest to square, no
 * taller than wide.  Sets *rows and *cols. */
static void default_box(int side, int *rows, int *cols)
{
    int r;

    for (r = 1; (r + 1) * (r + 1) <= side; r++)
        ;
    while (side % r != 0)
        r--;
    *rows = r;
    *cols = side / r;
}

#if CARRY_MORE_RULES
/* Whether p has rules past regions and cages: relations, groups, cells
 * of limited digits (which the digit planes leave to the general
 * engine). */
static int has_relations(const Puzzle *p)
{
    return p->relations || p->groups || p->restricted;
}
#endif

#if CARRY_9X9_ENGINE || CARRY_BEST_SCORE
/* Whether p is a classic 9x9 puzzle, for the 9x9 engine: its regions
 * are exactly the rows, columns and boxes, with no cage or relation (a
 * jigsaw whose first region happens to be box 0 is not). */
static int is_classic_9x9(const Puzzle *p)
{
    static Puzzle classic;                /* rows, columns, boxes in order */
    int reg;

    if (p->side != 9 || p->regions != 27 || p->cages || p->relations)
        return 0;
#if CARRY_MORE_RULES
    if (has_relations(p))
        return 0;
#endif
    if (classic.side == 0) {
        start_puzzle(&classic, 9);
        add_boxes(&classic, 3, 3);
    }
    for (reg = 0; reg < 27; reg++)
        if (memcmp(p->region[reg], classic.region[reg], sizeof(short) * 9))
            return 0;
    return 1;
}
#endif

#if CARRY_MORE_RULES
/* Whether p is a classic 9x9 board (rows, columns and boxes in the order
 * start_puzzle() and add_boxes() write them) whose only rule past its
 * regions is each cell's digits: pencil marks. */
static int is_marked_9x9(const Puzzle *p)
{
    int reg, i;

    if (!p->restricted || p->relations || p->groups || p->cages || p->side != 9
        || p->regions != 27)
        return 0;
    for (reg = 0; reg < 27; reg++)
        for (i = 0; i < 9; i++) {
            int box = reg - 18, cell = reg < 9 ? 9 * reg + i
                      : reg < 18 ? 9 * i + reg - 9
                      : 9 * (box / 3 * 3 + i / 3) + box % 3 * 3 + i % 3;
            if (p->region[reg][i] != cell)
                return 0;
        }
    return 1;
}
#endif

/* ------------------------------------------------------------------ */
/* What the givens may not break: one check a sort of row             */
/* ------------------------------------------------------------------ */

/*
 * A grid keeps the table when every row of it holds: the verdicts
 * (complete and legal, legal so far) and the engines' first look read
 * this one table of checks, a row a sort, so that a sort of row added to
 * the table is judged as it is solved.  A row is judged on its given
 * cells alone: no digit twice where its cells must differ, and its sum or
 * relation once every cell of it is given.  These checks share no code
 * with the search's propagation, so that each tests the other
 * (tests/check_solver.c).
 */

#if CARRY_MORE_RULES
/* The digit of a mask of one digit, else 0. */
static int lone_digit(uint32_t mask)
{
    int d = 1;

    if (mask == 0 || (mask & (mask - 1)))
        return 0;
    while (!(mask & 1u)) {
        mask >>= 1;
        d++;
    }
    return d;
}

/* The digits of p's side as a mask. */
static uint32_t side_digits(const Puzzle *p)
{
    return p->side >= 32 ? ~0u : (1u << p->side) - 1;
}

/* Whether every one of cells is given. */
static int all_given(const unsigned char *digit, const short *cell, int n)
{
    int i;

    for (i = 0; i < n; i++)
        if (!digit[cell[i]])
            return 0;
    return 1;
}

/* Cages: their sum (when they have one) once every cell is given. */
static int cage_sums_kept(const Puzzle *p, const unsigned char *digit)
{
    int c, i;

    for (c = 0; c < p->cages; c++) {
        const short *cell = p->cage_cells + p->cage[c].first;
        int n = p->cage[c].size, sum = 0;
        for (i = 0; i < n; i++)
            sum += digit[cell[i]];
        if (p->cage[c].sum > 0 && all_given(digit, cell, n) && sum != p->cage[c].sum)
            return 0;
    }
    return 1;
}

/* Whether the digits a and b of a relation's two cells keep it. */
static int relation_holds(const Relation *r, int a, int b)
{
    int v = r->value, apart = a > b ? a - b : b - a;

    switch (r->kind) {
    case LESS:            return a < b;
    case SUM_LESS:        return a + b < v;
    case SUM_EQUAL:       return a + b == v;
    case SUM_GREATER:     return a + b > v;
    case DIFFER:          return a != b;
    case NOT_CONSECUTIVE: return apart != 1;
    case CONSECUTIVE:     return apart == (v ? v : 1);
    case DOUBLE:          v = v ? v : 2;
                          return a == v * b || b == v * a;
    case NOT_DOUBLE:      return a != 2 * b && b != 2 * a;
    case SUM_NOT_EQUAL:   return a + b != v;
    case EQUAL:           return a == b;
    case APART:           return apart >= v;
    default:              return 0;
    }
}

/* Relations: judged when both cells are given. */
static int relations_kept(const Puzzle *p, const unsigned char *digit)
{
    int i;

    for (i = 0; i < p->relations; i++) {
        const Relation *r = &p->relation[i];
        int a = digit[r->a], b = digit[r->b];
        if (a && b && !relation_holds(r, a, b))
            return 0;
    }
    return 1;
}

/* Whether a full group's digits (digit[i] in its i-th cell, weight[i] its
 * weight) keep its rule, by enum GroupKind. */
static int sum_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, sum = 0;

    for (i = 0; i < g->size; i++)
        sum += weight[i] * digit[i];
    return sum == g->value;
}

static int renban_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, low = digit[0], high = digit[0];

    (void)weight;
    for (i = 1; i < g->size; i++) {
        low = digit[i] < low ? digit[i] : low;
        high = digit[i] > high ? digit[i] : high;
    }
    return high - low == g->size - 1;    /* distinct: the relations say */
}

/* The digits between the line's 1 and its largest digit sum to value. */
static int sandwich_holds(const Group *g, const int *digit, const signed char *weight)
{
    int i, one = -1, top = -1, high = 0, sum = 0;

    (void)weight;
    for (i = 0; i < g->size; i++)
        high = digit[i] > high ? digit[i] : high;
    for (i = 0; i < g->size; i++) {
        one = digit[i] == 1 && one < 0 ? i : one;
        top = digit[i] == high && top < 0 ? i : top;
    }
    for (i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
        sum += digit[i];
    return one >= 0 && top >= 0 && sum == g->value;
}

/* Each listed digit (the weights, 0 past the list) held at least as
 * often as listed, exactly as often when value is 1. */
static int contain_holds(const Group *g, const int *digit, const signed char *weight)
{
    int k, i;

    for (k = 0; k < g->size && weight[k]; k++) {
        int copies = 0, held = 0;
        for (i = 0; i < g->size && weight[i]; i++)
            copies += weight[i] == weight[k];
        for (i = 0; i < g->size; i++)
            held += digit[i] == weight[k];
        if (held < copies || (g->value && held > copies))
            return 0;
    }
    return 1;
}

static int (*const GROUP_HOLDS[])(const Group *g, const int *digit,
                                  const signed char *weight) = {
    sum_holds, renban_holds, sandwich_holds, contain_holds
};

/* Groups: their rule once full (their distinct digits are relations'
 * and regions' to judge). */
static int groups_kept(const Puzzle *p, const unsigned char *digit)
{
    int held[MAX_CELLS];
    int gi, i;

    for (gi = 0; gi < p->groups; gi++) {
        const Group *g = &p->group[gi];
        const short *cell = p->group_cells + g->first;
        if (g->size > MAX_CELLS || !all_given(digit, cell, g->size))
            continue;
        for (i = 0; i < g->size; i++)
            held[i] = digit[cell[i]];
        if (!GROUP_HOLDS[g->kind](g, held, p->group_weight + g->first))
            return 0;
    }
    return 1;
}

/* Cells of limited digits (even, odd, a cell of several digits): none
 * left no digit (a given against its parity, say). */
static int masks_kept(const Puzzle *p, const unsigned char *digit)
{
    int cell;

    for (cell = 0; p->restricted && cell < p->side * p->side; cell++)
        if ((p->allowed[cell] & side_digits(p)) == 0
            || (digit[cell] && !(p->allowed[cell] >> (digit[cell] - 1) & 1)))
            return 0;
    return 1;
}

/* The checks past each region's and cage's distinct digits, a sort of
 * row each. */
static int (*const ROWS_KEPT[])(const Puzzle *p, const unsigned char *digit) = {
    cage_sums_kept, relations_kept, groups_kept, masks_kept
};
#endif /* CARRY_MORE_RULES */

/* Returns 1 when p's givens break no row of its table: no region or cage
 * holds a digit twice, and (in a file with the rules past X) every other
 * sort of row keeps its check.  A cell limited to one digit counts as
 * given it (constraint text gives so once some cell is limited). */
static int puzzle_givens_legal(const Puzzle *p)
{
    const unsigned char *digit = p->givens;
    int row, i;
#if CARRY_MORE_RULES
    unsigned char known[MAX_CELLS];
    size_t sort;
    int at;

    if (p->restricted) {
        for (at = 0; at < p->side * p->side; at++)
            known[at] = (unsigned char)(p->givens[at] ? p->givens[at]
                                 : lone_digit(p->allowed[at] & side_digits(p)));
        digit = known;
    }
    for (sort = 0; sort < sizeof ROWS_KEPT / sizeof ROWS_KEPT[0]; sort++)
        if (!ROWS_KEPT[sort](p, digit))
            return 0;
#endif
    for (row = 0; row < p->regions + p->cages; row++) {  /* then cages */
        int in_cage = row >= p->regions;
        const Cage *cage = &p->cage[in_cage ? row - p->regions : 0];
        int n = in_cage ? cage->size : p->side;
        const short *cell = in_cage ? p->cage_cells + cage->first : p->region[row];
        uint32_t seen = 0;
        for (i = 0; i < n; i++) {
            int given = digit[cell[i]];
            uint32_t bit = given ? 1u << (given - 1) : 0;
            if (seen & bit)
                return 0;
            seen |= bit;
        }
    }
    return 1;
}

#if CARRY_GENERAL_ENGINE
/* How many digits the mask (up to 25 bits) holds: counted as the cells of
 * a band mask are. */
static inline int count_digits(uint32_t mask)
{
    return count_cells(mask);
}

/* The lowest digit (1..25) of a non-empty mask. */
static inline int first_digit(uint32_t mask)
{
    return lowest_cell(mask) + 1;
}

#if CARRY_VARIANTS || CARRY_BEST_SCORE
/* The highest digit (1..25) of a mask, 0 when it is empty. */
static inline int last_digit(uint32_t mask)
{
    int d = 0;

#if CARRY_BEST_SCORE
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    if (mask)                            /* P1074's bound asks it often */
        return 32 - __builtin_clz(mask);
#endif
#endif
    while (mask) {
        mask >>= 1;
        d++;
    }
    return d;
}
#endif

/* The mask of digits 1..n. */
static inline uint32_t digits_up_to(int n)
{
    return n <= 0 ? 0 : n >= 32 ? ~0u : (1u << n) - 1;
}

/* Two regions' common cells: the places they take in each region. */
typedef struct Intersection {
    short first, second;         /* the two regions */
    uint32_t in_first, in_second;  /* places of the common cells */
} Intersection;

/* An intersection seen from one of its regions. */
typedef struct Crossing {
    int other;                   /* the other region */
    uint32_t in_mine, in_other;  /* places of the common cells in each */
} Crossing;

#if CARRY_MORE_RULES
/* What every relation on one pair of cells allows together, from its
 * first relation's cell a to its b and back: to_b[d - 1], the digits b
 * may hold beside d in a. */
typedef struct PairTable {
    int first;                   /* the first relation on the pair */
    int loose;                   /* digits in a cell that leave the other
                                    every digit (LOOSE_FROM) */
    uint32_t to_b[MAX_SIDE], to_a[MAX_SIDE];
} PairTable;

/* For each kind of relation, how many digits in one cell leave the other
 * cell every digit (one more than the digits a digit can rule out), or
 * LOOSE_NEVER: revise_relations() need not work out the support then. */
enum { LOOSE_NEVER = MAX_SIDE + 1 };
static const unsigned char LOOSE_FROM[] = {
    LOOSE_NEVER, LOOSE_NEVER, LOOSE_NEVER, LOOSE_NEVER,  /* LESS, SUM_ */
    2,                           /* DIFFER: its own digit */
    3,                           /* NOT_CONSECUTIVE: d - 1 and d + 1 */
    LOOSE_NEVER, LOOSE_NEVER,    /* CONSECUTIVE, DOUBLE */
    3,                           /* NOT_DOUBLE: 2d and d / 2 */
    2,                           /* SUM_NOT_EQUAL: value - d */
    LOOSE_NEVER, LOOSE_NEVER     /* EQUAL, APART */
};
#endif

/* The table compiled for the search. */
typedef struct Rules {
    const Puzzle *puzzle;        /* the table being solved */
    int regions;                 /* the regions compiled, for compiled_for() */
    short region[MAX_REGIONS][MAX_SIDE];
    int cages;                   /* the puzzle's cages (their cells are peers) */
    int cells;                   /* N * N; 0 when nothing is compiled */
    uint32_t all;                /* the N digits as a mask */
    unsigned char region_count[MAX_CELLS];  /* regions a cell lies in */
    unsigned char region_of[MAX_CELLS][MAX_CELL_REGIONS];
    unsigned char place_of[MAX_CELLS][MAX_CELL_REGIONS];
    short cage_of[MAX_CELLS];    /* the cage a cell lies in, or -1 */
#if CARRY_MORE_RULES
    short groups_from[MAX_CELLS + 1];    /* the groups a cell lies in: */
    short group_of[MAX_GROUP_CELLS];     /* group_of[groups_from[cell] ..
                                            groups_from[cell + 1]) */
    int peers_known;                     /* peers is filled (find_peers()) */
    uint32_t peers[MAX_CELLS][CELL_WORDS]; /* [cell]: the cells sharing a
                                            region with it, itself not */
    short relations_from[MAX_CELLS + 1]; /* the relations a cell is in, but
                                            DIFFER's: */
    short relation_of[2 * MAX_RELATIONS]; /* relation_of[relations_from[cell]
                                            .. relations_from[cell + 1]),
                                            after find_pairs() a pair table
                                            (PAIR_ENTRY + t) for the
                                            relations on one pair */
    short differs_from[MAX_CELLS + 1];   /* the cells a DIFFER relation ties
                                            a cell to (place() clears its
                                            digit there): */
    short differ_of[2 * MAX_RELATIONS];  /* differ_of[differs_from[cell] ..
                                            differs_from[cell + 1]) */
    unsigned char loose_of[2 * MAX_RELATIONS];  /* [j]: the digits in a
                                            cell that leave the other every
                                            digit (LOOSE_FROM) for entry
                                            relation_of[j], 0 when none do */
    short pair_table_of[MAX_RELATIONS];  /* [relation]: the pair_table its
                                            cells' relations are revised by
                                            (their first relation's), else
                                            PAIR_TABLED (another's is) or
                                            PAIR_ALONE (it is revised alone) */
    int pair_tables;
    PairTable pair_table[MAX_PAIR_TABLES];
#endif
    int intersections;
    Intersection intersection[MAX_INTERSECTIONS];
    short crossings_from[MAX_REGIONS + 1];   /* a region's intersections: */
    Crossing crossing[2 * MAX_INTERSECTIONS];  /* crossing[crossings_from[reg]
                                                  .. crossings_from[reg + 1]) */
    uint32_t crossings_at[MAX_REGIONS][MAX_SIDE];  /* [reg][pos]: bit i for
                                    each of reg's crossings (its i-th) that
                                    holds the place; bit 31 for the 31st on */
} Rules;

/* One position of the search. */
typedef struct Board {
    int open;                            /* cells with no digit placed */
    uint32_t cands[MAX_CELLS];           /* [cell]: digits open (bit d - 1) */
    uint32_t places[MAX_REGIONS][MAX_SIDE]; /* [reg][d - 1]: places open */
    uint32_t placed[MAX_REGIONS];        /* [reg]: digits placed there */
    uint32_t moved[MAX_REGIONS];         /* [reg]: digits that lost places
                                            there since lock_intersections() */
    uint32_t unpaired[REGION_WORDS];     /* bit reg: places lost since the
                                            last look for pairs there (noted
                                            by lock_intersections()) */
    uint32_t stale_cages[CAGE_WORDS];    /* bit c: a cell of cage c lost
                                            digits since revise_cages() */
#if CARRY_MORE_RULES
    uint32_t stale_groups[GROUP_WORDS];  /* bit g: a cell of group g lost
                                            digits since revise_groups() */
    uint32_t stale_cells[CELL_WORDS];    /* bit cell: it lost digits since
                                            revise_relations() */
#endif
#if CARRY_MORE_RULES
    uint32_t alike;                      /* digits no rule or given tells
                                            apart here (digits_alike()) */
#endif
    unsigned char value[MAX_CELLS];      /* [cell]: digit placed, 0 if none */
} Board;

/* What an engine answers for a puzzle it does not take (engines.c): the
 * next engine then does. */
enum { NOT_TAKEN = -3 };

/* Receives each solution under GOAL_ALL; returns 0 to stop. */
typedef int (*SolutionSink)(void *context, const unsigned char *solution);

/* The general search over a puzzle, and what it keeps from one puzzle to
 * the next: large (7.6 MB), it lives in a caller's Workspace. */
typedef struct Search {
    const Rules *rules;
    enum Goal goal;
    long limit;                          /* stop after this many solutions */
    long solutions;                      /* solutions found so far */
    long guesses;                        /* guesses made, for --stats */
    long best_score;                     /* GOAL_MAX_SCORE: best so far */
    unsigned char *first;                /* the first solution, or NULL */
    SolutionSink sink;                   /* GOAL_ALL: where solutions go */
    void *sink_context;
#if CARRY_BEST_SCORE
    struct ScoreSeen *seen;              /* GOAL_MAX_SCORE: one a level (the
                                            Workspace's) */
#endif
    int stopped;                         /* the sink asked to stop */
    uint32_t random;                     /* tie-breaking state; 0: none */
    long budget;                         /* guesses allowed this run */
    int gave_up;                         /* the run used up its budget */
#if CARRY_MORE_RULES
    int held;                            /* the level where it ran out */
#endif
    int proving;                         /* GOAL_MAX_SCORE: the whole search,
                                            after the short ones */
#if CARRY_MORE_RULES
    int two_places;                      /* a digit's two places compete as
                                            a guess (two_places_guess()) */
#endif
    unsigned long dead_ends[MAX_REGIONS]; /* [reg]: contradictions met there,
                                            for choose_guess() */
#if CARRY_MORE_RULES
    unsigned long group_dead_ends[MAX_CELLS]; /* [cell]: the sizes of the
                                            groups it lies in (weigh_groups()),
                                            plus GROUP_BLAME for each
                                            contradiction met in them */
#endif
#if CARRY_MORE_RULES
    int hot_digits;                      /* weigh the digit most often
                                            refuted (hot_digit()) */
    unsigned long digit_dead_ends[MAX_SIDE];  /* [d - 1]: guesses of d
                                            refuted at once */
    unsigned long held_dead_ends[MAX_REGIONS];  /* the held first run's */
    unsigned long held_group_dead_ends[MAX_CELLS];  /* (restarts()) */
#endif
    int queued;                          /* entries in the queue */
    short queue_cell[QUEUE_SIZE];        /* cells to place ... */
    unsigned char queue_digit[QUEUE_SIZE];  /* ... with these digits */
    /* kept from search to search: */
    Rules table;                         /* compiled last, kept while puzzles
                                            share their regions */
    Board settled;                       /* the givens placed, for restarts */
    Board stack[MAX_CELLS + 1];          /* one position a level (a level a
                                            guess) */
#if CARRY_MORE_RULES
    short guess_cell[MAX_CELLS + 1];     /* [level]: the guess made there, */
    unsigned char guess_digit[MAX_CELLS + 1];  /* to take back on resuming */
#endif
} Search;

/* ---- compiling it ---- */

/* Notes which of the puzzle's k->cages cages each cell lies in (-1:
 * none). */
static void find_cages(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, c, i;

    for (cell = 0; cell < k->cells; cell++)
        k->cage_of[cell] = -1;
    for (c = 0; c < k->cages; c++)
        for (i = 0; i < p->cage[c].size; i++)
            k->cage_of[p->cage_cells[p->cage[c].first + i]] = (short)c;
}

#if CARRY_MORE_RULES
/* Turns counts[0..cells-1] of list entries per cell into where each
 * cell's list ends (counts[cells] ends the last): the lists are then
 * filled from their ends, counting down to where each begins. */
static void list_ends(short *counts, int cells)
{
    int cell;

    for (cell = 1; cell <= cells; cell++)
        counts[cell] = (short)(counts[cell] + counts[cell - 1]);
}

/* Lists the groups of the puzzle's each cell lies in (groups_from,
 * group_of). */
static void find_groups(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, g, i;

    for (cell = 0; cell <= k->cells; cell++)
        k->groups_from[cell] = 0;
    for (g = 0; g < p->groups; g++)
        for (i = 0; i < p->group[g].size; i++)
            k->groups_from[p->group_cells[p->group[g].first + i]]++;
    list_ends(k->groups_from, k->cells);
    for (g = p->groups - 1; g >= 0; g--)         /* filled from the ends */
        for (i = 0; i < p->group[g].size; i++) {
            cell = p->group_cells[p->group[g].first + i];
            k->group_of[--k->groups_from[cell]] = (short)g;
        }
}
#endif

#if CARRY_MORE_RULES
/* Fills k->peers from the regions (for puzzles with groups, once for the
 * regions compiled). */
static void find_peers(Rules *k)
{
    int reg, i, j, words = (k->cells + 31) / 32, cell;

    for (cell = 0; cell < k->cells; cell++)
        memset(k->peers[cell], 0, sizeof k->peers[0][0] * (size_t)words);
    for (reg = 0; reg < k->regions; reg++)
        for (i = 0; i < k->puzzle->side; i++)
            for (j = 0; j < k->puzzle->side; j++) {
                int a = k->region[reg][i], b = k->region[reg][j];
                if (a != b)
                    k->peers[a][b >> 5] |= 1u << (b & 31);
            }
    k->peers_known = 1;
}

/* Lists the relations of the puzzle each cell is in (relations_from,
 * relation_of), as find_groups() lists groups, but those of DIFFER, whose
 * cells are listed as each other's (differs_from, differ_of): a placed
 * digit leaves them at once, as it leaves a region. */
static void find_relations(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int cell, i;

    for (cell = 0; cell <= k->cells; cell++)
        k->relations_from[cell] = k->differs_from[cell] = 0;
    for (i = 0; i < p->relations; i++) {
        short *from = p->relation[i].kind == DIFFER ? k->differs_from
                                                    : k->relations_from;
        from[p->relation[i].a]++;
        from[p->relation[i].b]++;
    }
    list_ends(k->relations_from, k->cells);
    list_ends(k->differs_from, k->cells);
    for (i = p->relations - 1; i >= 0; i--) {    /* filled from the ends */
        const Relation *r = &p->relation[i];
        if (r->kind == DIFFER) {
            k->differ_of[--k->differs_from[r->a]] = r->b;
            k->differ_of[--k->differs_from[r->b]] = r->a;
        } else {
            k->relation_of[--k->relations_from[r->a]] = (short)i;
            k->relation_of[--k->relations_from[r->b]] = (short)i;
        }
    }
}
#endif

#if CARRY_MORE_RULES
/* Whether relations r and q tie the same two cells. */
static int same_cells(const Relation *r, const Relation *q)
{
    return (r->a == q->a && r->b == q->b) || (r->a == q->b && r->b == q->a);
}

/* Whether digit d in cell first->a and e in first->b keep every relation
 * of cell a's list that ties the same two cells as first. */
static int pair_allows(const Rules *k, const Relation *first, int d, int e)
{
    int j;

    for (j = k->relations_from[first->a]; j < k->relations_from[first->a + 1]; j++) {
        const Relation *q = &k->puzzle->relation[k->relation_of[j]];
        if (same_cells(first, q)
            && !(q->a == first->a ? relation_holds(q, d, e) : relation_holds(q, e, d)))
            return 0;
    }
    return 1;
}

/* Fills t with what the relations on relation first's two cells allow
 * together. */
static void fill_pair_table(const Rules *k, int first_relation, PairTable *t)
{
    const Relation *first = &k->puzzle->relation[first_relation];
    int side = k->puzzle->side, d, e;

    t->first = first_relation;
    t->loose = 0;
    for (d = 0; d < side; d++)
        t->to_b[d] = t->to_a[d] = 0;
    for (d = 1; d <= side; d++)
        for (e = 1; e <= side; e++)
            if (pair_allows(k, first, d, e)) {
                t->to_b[d - 1] |= 1u << (e - 1);
                t->to_a[e - 1] |= 1u << (d - 1);
            }
    for (d = 0; d < side; d++) {         /* the most a digit rules out */
        int out = side - count_digits(t->to_b[d]);
        if (side - count_digits(t->to_a[d]) > out)
            out = side - count_digits(t->to_a[d]);
        if (out + 1 > t->loose)
            t->loose = out + 1;
    }
}

/* Rewrites each cell's list of relations (relation_of) for
 * revise_relations(): a pair table's first relation stands for its table
 * (PAIR_ENTRY + t), the other relations on the pair leave; and notes
 * each entry's loose_of. */
static void list_pair_tables(Rules *k)
{
    int cell, j = 0, at = 0;

    for (cell = 0; cell < k->cells; cell++) {
        int end = k->relations_from[cell + 1];
        k->relations_from[cell] = (short)at;
        for (; j < end; j++) {
            int i = k->relation_of[j], t = k->pair_table_of[i];
            int loose = t >= 0 ? k->pair_table[t].loose
                               : LOOSE_FROM[k->puzzle->relation[i].kind];
            if (t == PAIR_TABLED)
                continue;
            k->loose_of[at] = (unsigned char)(loose > k->puzzle->side ? 0 : loose);
            k->relation_of[at++] = (short)(t >= 0 ? PAIR_ENTRY + t : i);
        }
    }
    k->relations_from[k->cells] = (short)at;
}

/* Gives the two cells of each pair under two relations or more (DIFFER's
 * aside) one table of what their relations allow together, up to
 * MAX_PAIR_TABLES pairs: revise_relations() then keeps a digit where one
 * digit beside it keeps them all, arc consistency on the pair, which is
 * stronger than on each relation (strict kropki's neighbours, neither
 * consecutive nor double: a 2 beside a cell of 3 or 4 keeps each
 * relation alone, not both). */
static void find_pairs(Rules *k)
{
    const Puzzle *p = k->puzzle;
    int i, j;

    k->pair_tables = 0;
    for (i = 0; i < p->relations; i++)
        k->pair_table_of[i] = PAIR_ALONE;
    for (i = 0; i < p->relations && k->pair_tables < MAX_PAIR_TABLES; i++) {
        const Relation *r = &p->relation[i];
        int shared = 0;
        if (r->kind == DIFFER || k->pair_table_of[i] != PAIR_ALONE)
            continue;
        for (j = k->relations_from[r->a]; j < k->relations_from[r->a + 1]; j++) {
            int q = k->relation_of[j];
            if (q > i && same_cells(r, &p->relation[q])) {
                k->pair_table_of[q] = PAIR_TABLED;
                shared = 1;
            }
        }
        if (shared) {
            k->pair_table_of[i] = (short)k->pair_tables;
            fill_pair_table(k, i, &k->pair_table[k->pair_tables++]);
        }
    }
    list_pair_tables(k);
}
#endif

/* Lists each region's intersections, grouped by region, and notes for each
 * place of a region which of them hold it (crossings_at). */
static void list_crossings(Rules *k)
{
    int next[MAX_REGIONS + 1], reg, i;

    memset(next, 0, sizeof next);
    for (i = 0; i < k->intersections; i++) {   /* count, then place */
        next[k->intersection[i].first + 1]++;
        next[k->intersection[i].second + 1]++;
    }
    for (reg = 0; reg < k->regions; reg++)
        next[reg + 1] += next[reg];
    for (reg = 0; reg <= k->regions; reg++)
        k->crossings_from[reg] = (short)next[reg];
    for (i = 0; i < k->intersections; i++) {
        const Intersection *x = &k->intersection[i];
        Crossing *one = &k->crossing[next[x->first]++];
        Crossing *two = &k->crossing[next[x->second]++];
        one->other = x->second;
        one->in_mine = x->in_first;
        one->in_other = x->in_second;
        two->other = x->first;
        two->in_mine = x->in_second;
        two->in_other = x->in_first;
    }
    for (reg = 0; reg < k->regions; reg++) {
        for (i = 0; i < MAX_SIDE; i++)
            k->crossings_at[reg][i] = 0;
        for (i = k->crossings_from[reg]; i < k->crossings_from[reg + 1]; i++) {
            int nth = i - k->crossings_from[reg];
            uint32_t places;
            for (places = k->crossing[i].in_mine; places; places &= places - 1)
                k->crossings_at[reg][lowest_cell(places)] |= 1u << (nth < 31 ? nth : 31);
        }
    }
}

/* Lists the intersections of two or more cells between regions, found
 * through the cells that lie in both. */
static void find_intersections(Rules *k)
{
    static short index_of[MAX_REGIONS][MAX_REGIONS];   /* 0: none yet */
    int cell, i, j, n = 0, kept = 0;
    Intersection *x;

    for (i = 0; i < k->regions; i++)
        memset(index_of[i], 0, sizeof index_of[i][0] * (size_t)k->regions);
    for (cell = 0; cell < k->cells; cell++) {
        for (i = 0; i < k->region_count[cell]; i++) {
            for (j = i + 1; j < k->region_count[cell]; j++) {
                int one = k->region_of[cell][i], two = k->region_of[cell][j];
                int first = one < two ? i : j, second = one < two ? j : i;
                short *index = &index_of[k->region_of[cell][first]]
                                        [k->region_of[cell][second]];
                if (*index == 0) {
                    if (n == MAX_INTERSECTIONS)
                        continue;
                    *index = (short)++n;
                    x = &k->intersection[n - 1];
                    x->first = (short)k->region_of[cell][first];
                    x->second = (short)k->region_of[cell][second];
                    x->in_first = x->in_second = 0;
                }
                x = &k->intersection[*index - 1];
                x->in_first |= 1u << k->place_of[cell][first];
                x->in_second |= 1u << k->place_of[cell][second];
            }
        }
    }
    for (i = 0; i < n; i++)      /* keep those of two cells or more */
        if (count_digits(k->intersection[i].in_first) >= 2
            && k->intersection[i].in_first != k->all)
            k->intersection[kept++] = k->intersection[i];
    k->intersections = kept;
    list_crossings(k);
}

/* Compiles p's regions into k (cages: start_search()).  Returns 0 when a
 * cell lies in too many regions. */
static int compile_rules(Rules *k, const Puzzle *p)
{
    int reg, pos;

    k->puzzle = p;
    k->cells = 0;
    k->regions = p->regions;
    k->cages = 0;
    memcpy(k->region, p->region, sizeof p->region[0] * (size_t)p->regions);
    k->all = digits_up_to(p->side);
    memset(k->region_count, 0, (size_t)(p->side * p->side));
    for (reg = 0; reg < p->regions; reg++) {
        for (pos = 0; pos < p->side; pos++) {
            int cell = p->region[reg][pos];
            if (k->region_count[cell] >= MAX_CELL_REGIONS)
                return 0;
            k->region_of[cell][k->region_count[cell]] = (unsigned char)reg;
            k->place_of[cell][k->region_count[cell]++] = (unsigned char)pos;
        }
    }
    k->cells = p->side * p->side;
#if CARRY_MORE_RULES
    k->peers_known = 0;
#endif
    find_cages(k);
    find_intersections(k);
    return 1;
}

/* Whether k was compiled from a table with the same regions as p (so
 * that a batch of puzzles on one board compiles once). */
static int compiled_for(const Rules *k, const Puzzle *p)
{
    return k->cells == p->side * p->side && k->cells > 0
           && k->regions == p->regions
           && memcmp(k->region, p->region, sizeof p->region[0]
                     * (size_t)p->regions) == 0;
}
#endif /* CARRY_GENERAL_ENGINE */

