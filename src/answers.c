/*
 * src/answers.c - the answers: building a Puzzle from a Case, and the
 * answer modes (ANSWER_MODES), one function each, that answer it as the
 * profile's goal asks (solve, count, all, check, legal, anti-sudoku, the
 * best score, the corner sum, minimality, the 4x4 count).
 * Calls: tables.c, entry.c, general_rules.c, board_rules.c, engines.c,
 * profiles.c, input.c, output.c.
 */

/* ------------------------------------------------------------------ */
/* Answers                                                            */
/* ------------------------------------------------------------------ */

/* What a run was asked for: the problem's conventions and the options. */
typedef struct Options {
    const Profile *profile;      /* --judge, or the JUDGE built in */
    const char *words[VERDICTS]; /* the profile's words, --no-solution applied */
    enum Format format;          /* how to print solutions */
    long count_limit;            /* --count=N: print counts up to N; 0 off */
    long all_limit;              /* --all[=K]: print up to K solutions; 0 off */
    int rules;                   /* --rules: RULE_X, RULE_WINDOKU ... */
    int box_rows, box_cols;      /* --box=RxC; 0 x 0: the default */
    const char *path;            /* input file, or NULL for stdin */
    int stats;                   /* --stats: a summary on stderr */
    int interactive;             /* a person types the cases: answer each
                                    one as soon as it is complete */
    int progress;                /* progress on stderr: 1 --progress, 0
                                    --quiet, -1 with --stats on a terminal */
} Options;

/* Tallies of a run, for --stats and the exit status, and the engines'
 * workspace it solves in. */
typedef struct Tally {
    long cases;                  /* cases answered, ERROR included */
    long solved;                 /* cases with at least one solution */
    long impossible;             /* cases with none */
    long malformed;              /* cases that could not be read */
    long guesses;                /* guesses made by the search */
    long corner_sum;             /* GOAL_CORNER_SUM: the sum so far */
#if CARRY_CELL_SUMS
    long cell_sum[MAX_CELLS];    /* GOAL_CELL_SUM: each cell's so far */
    int cell_sum_side;           /* and the side of those boards */
#endif
#if CARRY_GENERAL_ENGINE
    Workspace *space;
#endif
} Tally;

/* Counts a case answered with found solutions as solved or impossible. */
static void tally_found(Tally *t, long found)
{
    if (found > 0)
        t->solved++;
    else
        t->impossible++;
}

/* Says in c->message that case c cannot be a puzzle.  Returns 0. */
static int bad_rules(Case *c, const char *message)
{
    sprintf(c->message, "%.190s", message);
    return 0;
}

#if CARRY_VARIANTS
/* Adds the jigsaw regions of case c's labels to p.  Returns 0 with a
 * message when they do not make N regions of N cells. */
static int add_jigsaw(Case *c, Puzzle *p)
{
    int count[128], filled[MAX_REGIONS], side = p->side, cells = side * side;
    int cell, i;
    char message[MESSAGE_SIZE];

    memset(count, 0, sizeof count);
    for (cell = 0; cell < cells; cell++)
        count[(int)c->label[cell]]++;
    for (i = 0; i < 128; i++) {
        if (count[i] != 0 && count[i] != side) {
            sprintf(message, "jigsaw region '%c' has %d cells, expected %d",
                    i, count[i], side);
            return bad_rules(c, message);
        }
    }
    for (i = 0; i < 128; i++)          /* count[i]: label i's region */
        if (count[i] != 0)
            count[i] = p->regions++;
    memset(filled, 0, sizeof filled);
    for (cell = 0; cell < cells; cell++) {
        int reg = count[(int)c->label[cell]];
        p->region[reg][filled[reg]++] = (short)cell;
    }
    return 1;
}

/* Adds the cages of case c's labels and sums to p.  Returns 0 with a
 * message when a cage has no sum, a sum no cage, or no digits make it. */
static int add_cages(Case *c, Puzzle *p)
{
    int side = p->side, cells = side * side, cell, i, used = 0;
    int count[128], next[128];   /* by label: cells, where the next goes */
    char message[MESSAGE_SIZE];

    memset(count, 0, sizeof count);
    for (cell = 0; cell < cells; cell++)
        count[c->label[cell] & 127]++;
    for (i = '0'; i <= 'z'; i++) {   /* the labels in order; '.' and the */
        Cage *cage = &p->cage[p->cages];   /* bytes between them have */
        int n = count[i], low, high;       /* no cells and no sum */
        next[i] = used;
        if (n == 0 && c->cage_sum[i] < 0)
            continue;
        if (n == 0 || c->cage_sum[i] < 0) {
            sprintf(message, n ? "cage '%c' has no sum" : "cage '%c' has a sum "
                    "but no cells", i);
            return bad_rules(c, message);
        }
        low = n * (n + 1) / 2;
        high = n * (2 * side - n + 1) / 2;
        if (n > side || c->cage_sum[i] < low || c->cage_sum[i] > high) {
            sprintf(message, "cage '%c': %d different digits 1-%d cannot sum "
                    "to %d", i, n, side, c->cage_sum[i]);
            return bad_rules(c, message);
        }
        cage->first = (short)used;
        cage->size = (short)n;
        cage->sum = c->cage_sum[i];
        used += n;
        p->cages++;
    }
    for (cell = 0; cell < cells; cell++)         /* cage by cage, in order */
        if (c->label[cell] != '.')
            p->cage_cells[next[c->label[cell] & 127]++] = (short)cell;
    return 1;
}

/* Adds the relations of case c's signs to p: a < b for each sign. */
static void add_relations(const Case *c, Puzzle *p)
{
    int side = p->side, cell, way;

    for (cell = 0; cell < side * side; cell++) {
        for (way = 0; way < 2; way++) {
            char sign = c->sign[way][cell];
            int other = cell + (way == 0 ? 1 : side);
            Relation *r = &p->relation[p->relations];
            if (c->variant == SUM_SIGNS && strchr("<=>", sign) && sign) {
                r->a = (short)cell;
                r->b = (short)other;
                r->kind = sign == '<' ? SUM_LESS : sign == '=' ? SUM_EQUAL
                        : SUM_GREATER;
                r->value = 10;
                p->relations++;
                continue;
            }
            if (sign != '<' && sign != '>')
                continue;
            r->a = (short)(sign == '<' ? cell : other);
            r->b = (short)(sign == '<' ? other : cell);
            r->kind = LESS;
            r->value = 0;
            p->relations++;
        }
    }
}

#endif /* CARRY_VARIANTS */

/* Starts p as start_puzzle() and add_boxes() do (locally, copied from
 * the board started last when it is the same: a batch is most often one
 * board). */
static void start_boxed_puzzle(Puzzle *p, int side, int rows, int cols)
{
#if CARRY_TOOLS
    static Puzzle last;
    static int last_rows, last_cols;

    if (last.side == side && last_rows == rows && last_cols == cols) {
        p->side = side;
        p->regions = last.regions;
        p->cages = p->relations = 0;
#if CARRY_MORE_RULES
        p->groups = p->group_cells_used = p->restricted = 0;
#endif
        memcpy(p->region, last.region, sizeof p->region[0] * (size_t)p->regions);
        memset(p->givens, 0, sizeof p->givens);
        return;
    }
#endif /* CARRY_TOOLS */
    start_puzzle(p, side);
    add_boxes(p, rows, cols);
#if CARRY_TOOLS
    last.side = side;
    last.regions = p->regions;
    memcpy(last.region, p->region, sizeof p->region[0] * (size_t)p->regions);
    last_rows = rows;
    last_cols = cols;
#endif /* CARRY_TOOLS */
}

#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
/* Builds the table of a case of constraint text (constraint_text.c),
 * with the board-wide rules of the options.  Returns 0 with a message
 * when the text or the rules make no puzzle. */
static int build_constraint_puzzle(Case *c, const Options *o, Puzzle *p)
{
    char message[MESSAGE_SIZE];
    const char *misfit;

    if (!read_constraint_text(p, c->side, c->constraints,
                              c->constraints_length, c->cells, message))
        return bad_rules(c, message);
    if ((misfit = add_rule_regions(p, o->rules | o->profile->rules)) != NULL)
        return bad_rules(c, misfit);
    memcpy(p->givens, c->cells, (size_t)(c->side * c->side));
    return 1;
}
#endif

/* Builds the constraint table of case c under the options.  Returns 0
 * with a message in c->message when its rules make no puzzle. */
static int build_puzzle(Case *c, const Options *o, Puzzle *p)
{
    char message[MESSAGE_SIZE];
    int side = c->side, rows = c->box_rows, cols = c->box_cols;
#if CARRY_BOARD_RULES
    const char *misfit;
#endif

    if (o->box_rows && c->variant != JIGSAW) {
        if (o->box_rows * o->box_cols != side) {
            sprintf(message, "--box=%dx%d does not fit a %dx%d board",
                    o->box_rows, o->box_cols, side, side);
            return bad_rules(c, message);
        }
        rows = c->box_rows = o->box_rows;
        cols = c->box_cols = o->box_cols;
        c->box = rows == cols ? rows : 0;
    }
    if (side > o->profile->max_box * o->profile->max_box) {
        sprintf(message, "a %dx%d board: this problem's are at most %dx%d",
                side, side, o->profile->max_box * o->profile->max_box,
                o->profile->max_box * o->profile->max_box);
        return bad_rules(c, message);
    }
#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
    if (c->variant == CONSTRAINTS)
        return build_constraint_puzzle(c, o, p);
#endif
    start_boxed_puzzle(p, side, c->variant == JIGSAW ? 1 : rows, cols);
#if CARRY_VARIANTS
    if (c->variant == JIGSAW && !add_jigsaw(c, p))
        return 0;
#if CARRY_BOARD_RULES
    if ((misfit = add_rule_regions(p, o->rules | o->profile->rules
#if CARRY_TOOLS
                                         | c->rules
#endif
                                   )) != NULL)
        return bad_rules(c, misfit);
#endif
    if (c->variant == KILLER && !add_cages(c, p))
        return 0;
    if (c->variant == GREATER_THAN || c->variant == SUM_SIGNS)
        add_relations(c, p);
#endif
    memcpy(p->givens, c->cells, (size_t)(side * side));
#if !CARRY_GENERAL_ENGINE
    if (!is_classic_9x9(p))
        return bad_rules(c, "this problem's file solves classic 9x9 boards only");
#endif
    return 1;
}

#if CARRY_VERDICTS
/* Returns 1 when every cell of case c holds a given. */
static int case_complete(const Case *c)
{
    int cell;

    for (cell = 0; cell < c->side * c->side; cell++)
        if (c->cells[cell] == 0)
            return 0;
    return 1;
}
#endif

/* Writes a number, suffix and a newline (without printf: a count per
 * puzzle is written millions of times). */
static void put_number(Writer *w, long n, const char *suffix)
{
    char text[24], *digit = text + sizeof text;   /* filled right to left */
    unsigned long rest = n < 0 ? 0ul - (unsigned long)n : (unsigned long)n;

    do
        *--digit = (char)('0' + rest % 10);
    while ((rest /= 10) != 0);
    if (n < 0)
        *--digit = '-';
    put_bytes(w, digit, (size_t)(text + sizeof text - digit));
    put_line(w, suffix);
}

/* Where --all sends each solution of a case. */
typedef struct AllSolutions {
    Writer *w;
    const Case *c;
    const Options *o;
    long written;                /* solutions written so far */
} AllSolutions;

#if CARRY_GENERAL_ENGINE
/* Writes one solution of --all, a blank line before all but the first.
 * Returns 0 to stop (on a write error). */
static int write_each(void *context, const unsigned char *solution)
{
    AllSolutions *all = (AllSolutions *)context;

    if (all->written++ > 0 && all->o->format != FORMAT_PRETTY)
        put_bytes(all->w, "\n", 1);
    write_solution(all->w, all->c, solution, all->o->format);
    return all->w->write_errno == 0;
}
#endif /* CARRY_GENERAL_ENGINE */

/* Solves puzzle p for goal on the engines (the 9x9 engine alone in a
 * file that carries no other), in run t's workspace, adding the guesses
 * made to t's.  Arguments and result as solve_by_engines(). */
static long solve_case(Tally *t, const Puzzle *p, unsigned char *solution,
                       long limit, enum Goal goal, AllSolutions *all)
{
#if CARRY_GENERAL_ENGINE
    return solve_by_engines(t->space, p, solution, limit, goal,
                            all ? write_each : NULL, all, &t->guesses);
#else
    (void)goal;
    (void)all;
    return solve_puzzle(p->givens, solution, limit, &t->guesses);
#endif
}

/* ---- answer modes ---- */

/* How a case is answered: one function a mode, which writes the case's
 * answer and tallies it in t. */
typedef void (*Answer)(Writer *w, const Case *c, const Puzzle *p,
                       const Options *o, Tally *t);

/* Solves (or, under --count, counts; under --all, lists) and writes the
 * solution, the count or the profile's words for the verdict: the mode of
 * every goal not in ANSWER_MODES, and of them all under --count and --all
 * but the verdicts. */
static void answer_solve(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    enum Goal goal = o->profile->goal == GOAL_SMALLEST ? GOAL_SMALLEST
                                                       : GOAL_SOLVE;
    const char *word;
    long found, limit = 1;
    enum Verdict verdict;
    AllSolutions all;

    if (o->count_limit)
        limit = o->count_limit;
    else if (o->all_limit)
        limit = o->all_limit, goal = GOAL_ALL;
    else if (o->words[VERDICT_ONE] || o->words[VERDICT_MANY])
        limit = 2;
    all.w = w;
    all.c = c;
    all.o = o;
    all.written = 0;
    found = solve_case(t, p, o->count_limit ? NULL : solution, limit, goal,
                       goal == GOAL_ALL ? &all : NULL);
    tally_found(t, found);
    if (o->count_limit) {
        put_number(w, found, found >= o->count_limit ? "+" : "");
        return;
    }
    verdict = found == 0 ? (puzzle_givens_legal(p) ? VERDICT_NONE
                                                   : VERDICT_ILLEGAL)
            : found == 1 ? VERDICT_ONE : VERDICT_MANY;
    word = o->words[verdict];
    if (goal == GOAL_ALL && found > 0)
        return;
    if (word)
        put_line(w, word);
    else
        write_solution(w, c, solution, o->format);
}

#if CARRY_VERDICTS
/* GOAL_LEGAL: whether the givens break no rule (LeetCode 36). */
static void answer_legal(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    (void)c;
    (void)t;
    put_line(w, o->words[puzzle_givens_legal(p) ? VERDICT_ONE
                                                : VERDICT_ILLEGAL]);
}

/* GOAL_CHECK: whether the grid is complete and legal (ABC 327 C). */
static void answer_check(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    if (case_complete(c))
        answer_legal(w, c, p, o, t);
    else
        put_line(w, o->words[VERDICT_ILLEGAL]);
}

/* GOAL_ANTI: the solved grid with every 2 made a 1, so that each row,
 * column and box holds 1 twice, after N changes, the fewest there can be
 * (a change breaks one row); the words for an illegal grid when it is not
 * a complete grid that keeps every rule (Codeforces 1335D). */
static void answer_anti(Writer *w, const Case *c, const Puzzle *p,
                        const Options *o, Tally *t)
{
    static unsigned char broken[MAX_CELLS];
    int cell, cells = c->side * c->side;

    (void)p;
    (void)t;
    if (!case_complete(c) || c->side < 2) {
        put_line(w, o->words[VERDICT_ILLEGAL]);
        return;
    }
    for (cell = 0; cell < cells; cell++)
        broken[cell] = (unsigned char)(c->cells[cell] == 2 ? 1 : c->cells[cell]);
    write_solution(w, c, broken, o->format);
}
#endif /* CARRY_VERDICTS */

#if CARRY_BEST_SCORE
/* GOAL_MAX_SCORE: the best score of a solution, or the words for none
 * (Luogu P1074; 9x9 only). */
static void answer_best_score(Writer *w, const Case *c, const Puzzle *p,
                              const Options *o, Tally *t)
{
    long best = is_classic_9x9(p) ? solve_case(t, p, NULL, 1, GOAL_MAX_SCORE,
                                               NULL) : -1;

    (void)c;
    if (best >= 0)
        t->solved++, put_number(w, best, "");
    else
        t->impossible++, put_line(w, o->words[VERDICT_NONE]);
}
#endif

#if CARRY_ONE_JUDGE_WAYS
/* GOAL_COUNT: every solution counted, then the solution when it is the
 * only one (SPOJ SUDOGOB). */
static void answer_count(Writer *w, const Case *c, const Puzzle *p,
                         const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    long found = solve_case(t, p, solution, LONG_MAX, GOAL_SOLVE, NULL);

    put_number(w, found, "");
    if (found == 1)
        write_solution(w, c, solution, o->format);
    tally_found(t, found);
}

/* GOAL_CORNER_SUM: adds the three digits at the top left of the solution,
 * read as a number, to the run's sum, which corner_sum_total() writes
 * (Project Euler 96); the words for none. */
static void answer_corner_sum(Writer *w, const Case *c, const Puzzle *p,
                              const Options *o, Tally *t)
{
    unsigned char solution[MAX_CELLS];

    (void)c;
    if (solve_case(t, p, solution, 1, GOAL_SOLVE, NULL) == 1)
        t->solved++, t->corner_sum += 100 * solution[0] + 10 * solution[1]
                                      + solution[2];
    else
        t->impossible++, put_line(w, o->words[VERDICT_NONE]);
}

/* Writes the sum of the corners, after the last case. */
static void corner_sum_total(Writer *w, Tally *t)
{
    put_number(w, t->corner_sum, "");
}

#if CARRY_CELL_SUMS
/* GOAL_CELL_SUM: adds each digit of the solution to its cell's sum,
 * which cell_sum_total() writes (CodinGame's killer extreme challenge);
 * the words for none. */
static void answer_cell_sum(Writer *w, const Case *c, const Puzzle *p,
                            const Options *o, Tally *t)
{
    unsigned char solution[MAX_CELLS];
    int i;

    (void)c;
    if (solve_case(t, p, solution, 1, GOAL_SOLVE, NULL) != 1) {
        t->impossible++;
        put_line(w, o->words[VERDICT_NONE]);
        return;
    }
    t->solved++;
    t->cell_sum_side = p->side;
    for (i = 0; i < p->side * p->side; i++)
        t->cell_sum[i] += solution[i];
}

/* Writes the grid of sums, spaced, after the last case (zeros when no
 * case was solved). */
static void cell_sum_total(Writer *w, Tally *t)
{
    int side = t->cell_sum_side ? t->cell_sum_side : 9, r, c;

    for (r = 0; r < side; r++) {         /* the row's numbers, then its last */
        char row[MAX_SIDE * 24], *at = row;
        for (c = 0; c + 1 < side; c++)
            at += sprintf(at, "%ld ", t->cell_sum[r * side + c]);
        *at = '\0';
        put_text(w, row);
        put_number(w, t->cell_sum[r * side + c], "");
    }
}
#endif

/* Whether no given of p, which has one solution, can go: each taken away
 * in turn leaves more than one. */
static int is_minimal(Tally *t, const Puzzle *p)
{
    static Puzzle less;
    int cell, cells = p->side * p->side;

    memcpy(&less, p, sizeof less);
    for (cell = 0; cell < cells; cell++) {
        unsigned char given = less.givens[cell];
        long found;
        if (!given)
            continue;
        less.givens[cell] = 0;
        found = solve_case(t, &less, NULL, 2, GOAL_SOLVE, NULL);
        less.givens[cell] = given;
        if (found == 1)
            return 0;
    }
    return 1;
}

/* GOAL_MINIMAL: the solution when it is unique and no given can go, else
 * which of those fails (HDU 3909). */
static void answer_minimal(Writer *w, const Case *c, const Puzzle *p,
                           const Options *o, Tally *t)
{
    static unsigned char solution[MAX_CELLS];
    long found = solve_case(t, p, solution, 2, GOAL_SOLVE, NULL);

    if (found != 1)
        put_line(w, o->words[found == 0 ? VERDICT_NONE : VERDICT_MANY]);
    else if (!is_minimal(t, p))
        put_line(w, "Not Minimal");
    else
        write_solution(w, c, solution, o->format);
    tally_found(t, found);
}
#endif /* CARRY_ONE_JUDGE_WAYS */

#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
/* The 288 complete 4x4 grids, as the engines list them. */
static unsigned char grids_4x4[288][16];
static int grids_found;

/* A SolutionSink that keeps each grid.  Returns 0 when there is no room. */
static int keep_grid_4x4(void *context, const unsigned char *solution)
{
    (void)context;
    memcpy(grids_4x4[grids_found++], solution, 16);
    return grids_found < 288;
}

/* How many 4x4 positions (givens that break no rule) have exactly one
 * completion (HDU 3476).  Givens taken from grid g on the cells of mask m
 * fit another grid h too when m lies within the cells where g and h
 * agree; such masks, and every mask below one, are marked, and the rest
 * are g's positions.  A relabelling of digits maps grids to grids and
 * keeps where two agree, so only the grids whose first row is 1 2 3 4 are
 * counted, each for its 24 relabellings. */
static long unique_positions_4x4(Workspace *space)
{
    static Puzzle p;
    static unsigned char ambiguous[65536];
    long total = 0, m, bit;
    int g, h, cell;

    start_puzzle(&p, 4);
    add_boxes(&p, 2, 2);
    grids_found = 0;
    solve_by_engines(space, &p, NULL, 288, GOAL_ALL, keep_grid_4x4, NULL,
                     NULL);
    for (g = 0; g < grids_found; g++) {
        if (memcmp(grids_4x4[g], "\1\2\3\4", 4) != 0)
            continue;
        memset(ambiguous, 0, sizeof ambiguous);
        for (h = 0; h < grids_found; h++) {
            long same = 0;
            for (cell = 0; cell < 16; cell++)
                if (grids_4x4[g][cell] == grids_4x4[h][cell])
                    same |= 1L << cell;
            if (h != g)
                ambiguous[same] = 1;
        }
        for (bit = 1; bit < 65536; bit <<= 1)
            for (m = 0; m < 65536; m++)
                if (!(m & bit) && ambiguous[m | bit])
                    ambiguous[m] = 1;
        for (m = 0; m < 65536; m++)
            total += 24 * !ambiguous[m];
    }
    return total;
}

/* GOAL_UNIQUE_4X4, which reads no case: the count, computed. */
static void unique_4x4_total(Writer *w, Tally *t)
{
    put_number(w, unique_positions_4x4(t->space), "");
}
#endif

/*
 * The answer modes, one row each: the profile's goal names its mode, and
 * a goal not listed is solved (answer_solve(), the first row).  A mode
 * that only makes sense without --count and --all gives way to solving
 * under them.  A mode may write something after the last case (finish),
 * and one with no answer reads no case at all.
 */
typedef struct AnswerMode {
    enum Goal goal;
    int with_limits;             /* kept under --count and --all */
    Answer answer;               /* each case's, or NULL: no case read */
    void (*finish)(Writer *w, Tally *t);   /* after the last, or NULL */
} AnswerMode;

static const AnswerMode ANSWER_MODES[] = {
    {GOAL_SOLVE, 1, answer_solve, NULL},
#if CARRY_VERDICTS
    {GOAL_CHECK, 1, answer_check, NULL},
    {GOAL_LEGAL, 1, answer_legal, NULL},
    {GOAL_ANTI, 1, answer_anti, NULL},
#endif
#if CARRY_BEST_SCORE
    {GOAL_MAX_SCORE, 0, answer_best_score, NULL},
#endif
#if CARRY_ONE_JUDGE_WAYS
    {GOAL_COUNT, 0, answer_count, NULL},
    {GOAL_CORNER_SUM, 0, answer_corner_sum, corner_sum_total},
#if CARRY_CELL_SUMS
    {GOAL_CELL_SUM, 0, answer_cell_sum, cell_sum_total},
#endif
    {GOAL_MINIMAL, 0, answer_minimal, NULL},
#endif
#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
    {GOAL_UNIQUE_4X4, 1, NULL, unique_4x4_total},
#endif
};

/* The answer mode of the options' profile. */
static const AnswerMode *answer_mode(const Options *o)
{
    int limited = o->count_limit || o->all_limit;
    size_t i;

    for (i = 1; i < sizeof ANSWER_MODES / sizeof ANSWER_MODES[0]; i++)
        if (ANSWER_MODES[i].goal == o->profile->goal
            && (ANSWER_MODES[i].with_limits || !limited))
            return &ANSWER_MODES[i];
    return &ANSWER_MODES[0];
}

/* Writes what goes before answer number k: the separator, the label and
 * the case's header. */
static void open_answer(Writer *w, const Case *c, const Profile *p, long k)
{
    if (k > 1)
        put_text(w, p->between);
    if (*p->label) {
        char label[64];
        sprintf(label, p->label, k);
        put_text(w, label);
    }
    if (c->header[0] && p->goal != GOAL_CORNER_SUM)
        put_line(w, c->header);
}

#if CARRY_NUMBER_BOARDS
/* The units (bit: row 0-8, column 9-17, box 18-26) of a 9x9 grid with no
 * digit twice. */
static uint32_t units_without_repeat(const unsigned char *grid)
{
    uint32_t without = 0;
    int unit, i;

    for (unit = 0; unit < 27; unit++) {
        unsigned seen = 0;
        for (i = 0; i < 9; i++) {
            int cell = unit < 9 ? 9 * unit + i : unit < 18 ? 9 * i + unit - 9
                     : 27 * ((unit - 18) / 3) + 3 * ((unit - 18) % 3)
                       + 9 * (i / 3) + i % 3;
            if (seen >> grid[cell] & 1)
                break;
            seen |= 1u << grid[cell];
        }
        if (i == 9)
            without |= 1u << unit;
    }
    return without;
}

/* The units a change at cell puts a repeat in: its row, column and box. */
static uint32_t units_of_cell(int cell)
{
    return 1u << (cell / 9) | 1u << (9 + cell % 9)
           | 1u << (18 + cell / 27 * 3 + cell % 9 / 3);
}

/* The fewest cells from 'from' on whose change leaves no unit of 'left'
 * without a repeat (each change repeats a digit in its three units, and a
 * value can always be chosen that breaks no repeat elsewhere), if fewer
 * than 'best'; else best.  Depth-first over the first unit left, bounded
 * by the rows, columns and boxes still to reach. */
static int fewest_changes(uint32_t left, int from, int used, int best)
{
    uint32_t tried = 0;
    int unit, cell, rows, cols, boxes, bound;

    if (left == 0)
        return used < best ? used : best;
    rows = count_cells(left & 0x1FF);
    cols = count_cells(left >> 9 & 0x1FF);
    boxes = count_cells(left >> 18);
    bound = rows > cols ? rows : cols;
    bound = boxes > bound ? boxes : bound;
    if (used + bound >= best)
        return best;
    unit = lowest_cell(left);
    for (cell = from; cell < 81; cell++) {
        uint32_t hits = units_of_cell(cell) & left;
        if (!(hits >> unit & 1) || (tried & hits) == hits)
            continue;
        tried |= hits;           /* a cell hitting no more than one tried */
        best = fewest_changes(left & ~hits, from, used + 1, best);
    }
    return best;
}

/* Vijos 1352: changes at most k cells of the solved grid (in place) into
 * the smallest grid, read row by row, whose every row, column and box
 * repeats a digit: cell by cell the smallest digit that leaves the rest
 * reachable with the changes left.  Returns 0 when k changes cannot. */
static int smallest_anti_sudoku(unsigned char *grid, long k)
{
    unsigned char original[CELLS];
    int cell, v, used = 0;

    memcpy(original, grid, CELLS);
    if (fewest_changes(units_without_repeat(grid), 0, 0, 10) > k)
        return 0;
    for (cell = 0; cell < CELLS; cell++)
        for (v = 1; v <= 9; v++) {
            int cost = v != original[cell];
            grid[cell] = (unsigned char)v;
            if (used + cost + fewest_changes(units_without_repeat(grid),
                                             cell + 1, 0, 10) <= k) {
                used += cost;
                break;
            }
            grid[cell] = original[cell];   /* kept: always reachable */
        }
    return 1;
}
#endif /* CARRY_NUMBER_BOARDS */

