/*
 * src/engines.c - the table of engines: which puzzles and goals each
 * takes and how it solves them, tried in order; and the Workspace they
 * keep their state in, which the caller owns.
 * Calls: entry.c (the 9x9 engine), general_rules.c, general_search.c,
 * planes_search.c.
 */

#if CARRY_GENERAL_ENGINE
/* Everything the engines write while they solve, owned by the caller: a
 * program keeps one for all its cases (each engine's compiled table
 * stays while puzzles share their regions), and two workspaces are two
 * solvers that do not meet.  About 7.9 MB: not for the stack. */
struct Workspace {
    Search general;
#if CARRY_BEST_SCORE
    ScoreSeen seen[82];          /* GOAL_MAX_SCORE: one a level */
#endif
#if CARRY_DIGIT_PLANES
    PlaneSearch planes;
#endif
};

/* What an engine is asked: a goal, how many solutions to count at most,
 * where the first (or the smallest) goes when not NULL, where each goes
 * under GOAL_ALL; the guesses made are added to guesses. */
typedef struct Query {
    enum Goal goal;
    long limit;
    unsigned char *solution;
    SolutionSink sink;
    void *context;
    long guesses;
} Query;

/* An engine: solves p for q in w and returns as solve_by_engines() does,
 * or returns NOT_TAKEN when it does not take p for q's goal. */
typedef long (*Engine)(Workspace *w, const Puzzle *p, Query *q);

#if CARRY_9X9_ENGINE
/* The 9x9 bitboard engine: classic 9x9 boards, solved or counted. */
static long nine_engine(Workspace *w, const Puzzle *p, Query *q)
{
    (void)w;
#if CARRY_MORE_RULES
    /* pencil marks, counted (the general engine's choice of guesses finds
       a first solution sooner: ISS's HARD_PENCILMARKS in 1.4M guesses
       where this engine takes 20M; counting to two, this one is faster) */
    if (q->goal == GOAL_SOLVE && q->limit > 1 && is_marked_9x9(p))
        return solve_marked_puzzle(p->givens, p->allowed, q->solution,
                                   q->limit, &q->guesses);
#endif
    if (q->goal != GOAL_SOLVE || !is_classic_9x9(p))
        return NOT_TAKEN;
    return solve_puzzle(p->givens, q->solution, q->limit, &q->guesses);
}
#endif

#if CARRY_MORE_RULES
/* Whether q counts the solutions of a puzzle where two digits or more
 * are alike (digits_alike()): one solution then makes two (the digits
 * swapped), and none is often the hard answer. */
static int alike_digits(const Puzzle *p, const Query *q)
{
    return q->goal == GOAL_SOLVE && count_digits(digits_alike(p, q->goal)) >= 2;
}

/* Whether it looks for one solution or two: a proof of none or a find of
 * one. */
static int alike_to_two(const Puzzle *p, const Query *q)
{
    return q->limit <= 2 && alike_digits(p, q);
}

/* The guesses digit planes may take on such a puzzle before the general
 * engine's runs, whose dead ends carry from run to run, look for a
 * solution: neither search is best at every proof.  Two empty layouts
 * with no solution that AFL++ found: one 29,983,669 guesses on planes
 * (22 s), 562,109 in runs (0.8 s); the other 19,944 on planes, 3,281,556
 * in runs. */
enum { ALIKE_PLANES_BUDGET = 200000 };
#endif

#if CARRY_DIGIT_PLANES
#if CARRY_MORE_RULES
static long general_engine(Workspace *w, const Puzzle *p, Query *q);

/* Counts past two the solutions of a puzzle of alike digits on which
 * digit planes ran past their budget: when the general engine's runs
 * find one, on planes to the end; else none. */
static long count_alike(Workspace *w, const Puzzle *p, Query *q)
{
    Query one = *q;
    long found;

    one.limit = 1;
    found = general_engine(w, p, &one);
    q->guesses = one.guesses;
    if (found <= 0)
        return found;
    w->planes.budget = 0;
    return solve_planes(&w->planes, p, q->solution, q->limit, NULL, NULL,
                        &q->guesses);
}
#endif

/* Digit planes: boards to 9x9 of regions and cages (solve_planes() says
 * which), solved, counted or listed. */
static long planes_engine(Workspace *w, const Puzzle *p, Query *q)
{
#if CARRY_MORE_RULES
    long found;
#endif

    if (q->goal != GOAL_SOLVE && q->goal != GOAL_ALL)
        return NOT_TAKEN;
#if CARRY_MORE_RULES
    w->planes.budget = alike_digits(p, q) ? ALIKE_PLANES_BUDGET : 0;
    w->planes.gave_up = 0;
    found = solve_planes(&w->planes, p, q->solution, q->limit,
                         q->goal == GOAL_ALL ? q->sink : NULL, q->context,
                         &q->guesses);
    if (w->planes.gave_up && q->limit > 2)
        return count_alike(w, p, q);
    return found;        /* past the budget, to two: NOT_TAKEN, the runs' */
#else
    return solve_planes(&w->planes, p, q->solution, q->limit,
                        q->goal == GOAL_ALL ? q->sink : NULL, q->context,
                        &q->guesses);
#endif
}
#endif

/* The general engine: any board to 25x25, any rule, any goal. */
static long general_engine(Workspace *w, const Puzzle *p, Query *q)
{
    Search *s = &w->general;

    if (!start_search(s, p, q->limit, q->goal))
        return -2;
#if CARRY_BEST_SCORE
    s->seen = w->seen;
#endif
    s->first = q->solution;
    s->sink = q->sink;
    s->sink_context = q->context;
#if CARRY_MORE_RULES
    if (alike_to_two(p, q))
        solve_alike(s, p);
    else
#endif
    if (q->goal == GOAL_SOLVE && s->limit == 1
#if CARRY_MORE_RULES
        && restarts_pay(p)       /* most rules between cells: one search */
#endif
        )
        restarts(s, p);
#if CARRY_BEST_SCORE
    else if (q->goal == GOAL_MAX_SCORE)
        search_best(s, p);
#endif
    else if (puzzle_givens_legal(p) && start_board(s, p))
        search_board(s, 0);
    q->guesses += s->guesses;
    return q->goal == GOAL_MAX_SCORE ? s->best_score : s->solutions;
}

/* The engines, fastest first: the first that takes a puzzle solves it;
 * the last takes every one. */
static const Engine ENGINES[] = {
#if CARRY_9X9_ENGINE
    nine_engine,
#endif
#if CARRY_DIGIT_PLANES
    planes_engine,
#endif
    general_engine
};

/*
 * Solves puzzle p for a goal in workspace w, on the first engine that
 * takes it.  GOAL_SOLVE and GOAL_SMALLEST count solutions up to limit and
 * write the first (or the smallest) to solution when not NULL; GOAL_ALL
 * hands each of up to limit solutions to sink; GOAL_MAX_SCORE (9x9 only)
 * returns the best score, or -1 when there is none.  Adds the guesses
 * made to *guesses when not NULL.  Returns the count; 0 when the givens
 * break a rule, or -2 when the table is too large to compile.
 */
static long solve_by_engines(Workspace *w, const Puzzle *p,
                             unsigned char *solution, long limit,
                             enum Goal goal, SolutionSink sink,
                             void *context, long *guesses)
{
    Query q;
    long found = NOT_TAKEN;
    size_t e;

    q.goal = goal;
    q.limit = limit;
    q.solution = solution;
    q.sink = sink;
    q.context = context;
    q.guesses = 0;
    for (e = 0; found == NOT_TAKEN; e++)
        found = ENGINES[e](w, p, &q);
    if (guesses)
        *guesses += q.guesses;
    return found;
}
#endif /* CARRY_GENERAL_ENGINE */
