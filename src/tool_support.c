/*
 * src/tool_support.c - what the tools (generate, rate, render, validate)
 * and the tests use and a judge file never carries: progress on standard
 * error, classic boards by box size, bounded searches.
 * Calls: entry.c, general_rules.c, general_propagate.c, general_search.c,
 * engines.c.
 */

#if CARRY_TOOLS
/* Progress of a long run on standard error, for the solver and the tools
 * (generate, rate): how many done (of how many, when known), the rate, and
 * the time left, from the total or from how far the reading is into an
 * input of known size; at most twice a second. */
typedef struct Progress {
    const char *who, *what;      /* "generate", "puzzles" */
    long total;                  /* items to do, or 0 when not known */
    FILE *in;                    /* the input, or NULL */
    long size;                   /* its size in bytes, or -1 */
    clock_t started, last;
} Progress;

/* Whether standard error is a terminal (where progress is shown). */
static int stderr_is_terminal(void)
{
#if defined(__unix__) || defined(__APPLE__)
    return isatty(2);
#else
    return 0;
#endif
}

/* Starts p before anything is read from in (NULL: none); the size of an
 * input that can seek is noted, and the input rewound. */
static void start_progress(Progress *p, const char *who, const char *what,
                           long total, FILE *in)
{
    p->who = who;
    p->what = what;
    p->total = total;
    p->in = in;
    p->size = -1;
    if (in && fseek(in, 0, SEEK_END) == 0) {
        p->size = ftell(in);
        rewind(in);
    }
    p->started = p->last = clock();
}

/* Shows how far the run is, done items in; final ends the line. */
static void show_progress(Progress *p, long done, int final)
{
    clock_t now = clock();
    double spent = (double)(now - p->started) / CLOCKS_PER_SEC, left = -1;
    long at;

    if (!final && (double)(now - p->last) / CLOCKS_PER_SEC < 0.5)
        return;
    p->last = now;
    if (p->total > 0 && done > 0 && done < p->total)
        left = spent / (double)done * (double)(p->total - done);
    else if (p->size > 0 && (at = ftell(p->in)) > 0 && at < p->size)
        left = spent / (double)at * (double)(p->size - at);
    fprintf(stderr, "\r%s: %ld", p->who, done);
    if (p->total > 0)
        fprintf(stderr, "/%ld", p->total);
    fprintf(stderr, " %s, %.0f/s", p->what,
            spent > 0 ? (double)done / spent : 0.0);
    if (!final && left >= 0)
        fprintf(stderr, ", %.0f s left  ", left);
    else
        fputs("            ", stderr);
    if (final)
        fputc('\n', stderr);
}
#endif /* CARRY_TOOLS */

#if CARRY_TOOLS
#ifdef SOLVER_NO_MAIN
/* For the tools and tests that include this file: classic boards of
 * n x n boxes by their box size. */

/* Which cells make up each unit of a classic board of one size. */
typedef struct Units {
    int box;                             /* n: boxes are n x n */
    int side;                            /* n * n */
    int cells;                           /* side * side */
    short cell[3 * MAX_SIDE][MAX_SIDE];  /* [unit][i]: rows, columns, boxes */
} Units;

/* Fills u with the rows, columns and boxes of a board of box x box boxes. */
static void init_units(Units *u, int box)
{
    static Puzzle p;
    int unit;

    start_puzzle(&p, box * box);
    add_boxes(&p, box, box);
    if (box == 1)                        /* a 1x1 box: the cell again */
        p.region[p.regions++][0] = 0;
    u->box = box;
    u->side = box * box;
    u->cells = u->side * u->side;
    for (unit = 0; unit < 3 * u->side; unit++)
        memcpy(u->cell[unit], p.region[unit], sizeof u->cell[unit]);
}

/* Returns 1 when no two givens (0 blank, 1..side) share a unit. */
static int board_givens_legal(const Units *u, const unsigned char *givens)
{
    int unit, i;

    for (unit = 0; unit < 3 * u->side; unit++) {
        uint32_t seen = 0;
        for (i = 0; i < u->side; i++) {
            int given = givens[u->cell[unit][i]];
            uint32_t digit = given ? 1u << (given - 1) : 0;
            if (seen & digit)
                return 0;
            seen |= digit;
        }
    }
    return 1;
}

/* Returns 1 when no two givens of a box x box board share a unit. */
static int givens_legal(int box, const unsigned char *cells)
{
    static Units units;

    init_units(&units, box);
    return board_givens_legal(&units, cells);
}

/* Returns 1 when every cell of an n x n-box board holds a given. */
static int board_complete(int box, const unsigned char *cells)
{
    int cell, n = box * box * box * box;

    for (cell = 0; cell < n; cell++)
        if (cells[cell] == 0)
            return 0;
    return 1;
}

/* Starts p as a classic board of n x n boxes with givens. */
static void classic_puzzle(Puzzle *p, int box, const unsigned char *givens)
{
    start_puzzle(p, box * box);
    add_boxes(p, box, box);
    memcpy(p->givens, givens, (size_t)(p->side * p->side));
}

/* The tools' workspace (engines.c): one for the process, made on first
 * use, as a tool solves one puzzle at a time.  A tool cannot go on
 * without it: when there is no memory for it, says so and exits. */
static Workspace *tool_workspace(void)
{
    static Workspace *space;

    if (!space && (space = (Workspace *)calloc(1, sizeof *space)) == NULL) {
        fprintf(stderr, "out of memory for the engines' workspace\n");
        exit(2);
    }
    return space;
}

/* solve_by_engines() in the tools' workspace. */
static long tool_solve(const Puzzle *p, unsigned char *solution, long limit,
                       enum Goal goal, SolutionSink sink, void *context,
                       long *guesses)
{
    return solve_by_engines(tool_workspace(), p, solution, limit, goal, sink,
                            context, guesses);
}

/* Counts p's solutions up to limit, with the digits in barred taken from
 * cell (none when barred is 0), keeping the first in first (when not
 * NULL), in at most most_guesses guesses.  Returns the count, -1 when the
 * guesses ran out first, or -2 when the table is too large. */
static long search_within(const Puzzle *p, long limit, unsigned char *first,
                          long most_guesses, int cell, uint32_t barred)
{
    Search *s = &tool_workspace()->general;

    if (!start_search(s, p, limit, GOAL_SOLVE))
        return -2;
    s->first = first;
    s->budget = most_guesses;
    if (puzzle_givens_legal(p) && start_board(s, p)
        && (!barred || eliminate(s, &s->stack[0], cell, barred)))
        search_board(s, 0);
    return s->gave_up ? -1 : s->solutions;
}

/* Counts p's solutions up to limit within most_guesses guesses (a
 * generator's bounded question: is it still unique?), as search_within(). */
static long count_within(const Puzzle *p, long limit, unsigned char *first,
                         long most_guesses)
{
    return search_within(p, limit, first, most_guesses, 0, 0);
}

/* Searches p for a solution with digit d (1..N) taken from cell, in at
 * most most_guesses guesses: when p with d at cell has one solution, this
 * asks whether it keeps one without that given, and costs less than
 * counting to two, which also goes through the first one's branch.
 * Returns 0 when there is none, 1 when there is, -1 when the guesses ran
 * out first, or -2 when the table is too large. */
static long other_solution_within(const Puzzle *p, int cell, int d,
                                  long most_guesses)
{
    return search_within(p, 1, NULL, most_guesses, cell, 1u << (d - 1));
}

/* Solves a classic board of box x box boxes (box 1..5), given as side *
 * side values, on the engines.  Returns as solve_by_engines(). */
static long solve_any(int box, const unsigned char *givens,
                      unsigned char *solution, long limit, enum Goal goal,
                      long *guesses)
{
    static Puzzle puzzle;

    if (puzzle.side != box * box) {      /* the board, once a size */
        start_puzzle(&puzzle, box * box);
        add_boxes(&puzzle, box, box);
    }
    memcpy(puzzle.givens, givens, (size_t)(puzzle.side * puzzle.side));
    return tool_solve(&puzzle, solution, limit, goal, NULL, NULL, guesses);
}
#endif /* SOLVER_NO_MAIN */
#endif /* CARRY_TOOLS */

