/*
 * src/engines.c - solve_general(): the general side's entry, which hands a
 * puzzle to digit planes or to the general engine.
 * Calls: general_rules.c, general_search.c, planes_search.c.
 */

#if CARRY_GENERAL_ENGINE
/*
 * Solves puzzle p for a goal.  GOAL_SOLVE and GOAL_SMALLEST count
 * solutions up to limit and write the first (or the smallest) to solution
 * when not NULL; GOAL_ALL hands each of up to limit solutions to sink;
 * GOAL_MAX_SCORE (9x9 only) returns the best score, or -1 when there is
 * none.  Returns the count; 0 when the givens break a rule, or -2 when
 * the table is too large to compile.
 */
static long solve_general(const Puzzle *p, unsigned char *solution,
                          long limit, enum Goal goal, SolutionSink sink,
                          void *context, long *guesses)
{
    static Search s;

#if CARRY_DIGIT_PLANES
    if (goal == GOAL_SOLVE || goal == GOAL_ALL) {   /* digit planes serve */
        long found = solve_planes(p, solution, limit,
                                  goal == GOAL_ALL ? sink : NULL, context,
                                  guesses);
        if (found >= 0)
            return found;
    }
#endif
    if (!start_search(&s, p, limit, goal))
        return -2;
    s.first = solution;
    s.sink = sink;
    s.sink_context = context;
    if (goal == GOAL_SOLVE && s.limit == 1)
        restarts(&s, p);
#if CARRY_ONE_JUDGE_WAYS
    else if (goal == GOAL_MAX_SCORE)
        search_best(&s, p);
#endif
    else if (puzzle_givens_legal(p) && start_board(&s, p))
        search_board(&s, 0);
    if (guesses)
        *guesses += s.guesses;
    return goal == GOAL_MAX_SCORE ? s.best_score : s.solutions;
}


#endif /* CARRY_GENERAL_ENGINE */

