/*
 * src/general_search.c - the general engine's search: the branching choice,
 * restarts, the best-score search, start_search().
 * Calls: general_rules.c, general_propagate.c, best_score.c.
 */

#if CARRY_GENERAL_ENGINE
/* The next number of a xorshift sequence (never 0 from a state not 0). */
static uint32_t next_xorshift(uint32_t x)
{
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    return x;
}

/* One of the digits of a non-empty mask, picked by pick. */
static int some_digit(uint32_t mask, uint32_t pick)
{
    int k = (int)(pick % (uint32_t)count_digits(mask));

    while (k-- > 0)
        mask &= mask - 1;
    return first_digit(mask);
}

#if CARRY_MORE_RULES
/* Whether p's rules order or link digits beyond "differ" (thermometers,
 * dots, sums, cells of limited digits): there a digit's two places in a
 * region pay as a guess ("I want to break free", ISS's thermometers,
 * counted to two: 455,310 guesses without, 28,191 with); under anti-knight
 * and non-consecutive alone they cost more than they save. */
static int orders_digits(const Puzzle *p)
{
    int i;

    if (p->groups || p->restricted)
        return 1;
    for (i = 0; i < p->relations; i++)
        if (p->relation[i].kind != DIFFER && p->relation[i].kind != NOT_CONSECUTIVE)
            return 1;
    return 0;
}

/* Whether restarts (search_in_runs()) pay for a first solution of p.
 * They do for regions and cages; among the rules between cells, for sums
 * alone (little killers, arrows, sandwiches: no relation, no cell of
 * limited digits), whose heavy tail they cut: ISS's LITTLE_KILLER_SNIPES
 * number 10, 2,992,247 guesses in one search, 90,213 in runs; the
 * sandwich puzzle of ISS's examples 1,465,987 -> 51,334.  Thermometers,
 * renban, whispers, dots and the like, where hard puzzles need deep
 * proofs, take one search: in runs HARD_THERMOS took 8.7M guesses to its
 * first solutions where one search takes 39,707. */
static int restarts_pay(const Puzzle *p)
{
    int g;

    if (!has_relations(p))
        return 1;
    if (p->relations || p->restricted)
        return 0;
    for (g = 0; g < p->groups; g++)
        if (p->group[g].kind != GROUP_SUM && p->group[g].kind != GROUP_SANDWICH)
            return 0;
    return 1;
}

/* Whether p's guesses weigh the digit most often refuted (hot_digit()):
 * where rules order or link digits and one search runs (not for sums
 * alone: ISS's "Hailstone - little killer" took 17,838 guesses to its
 * first solution, 620,581 with the weight). */
static int hot_digits_pay(const Puzzle *p)
{
    return orders_digits(p) && !restarts_pay(p);
}

/* Starts each cell's group weight at the sizes of the groups it lies in,
 * so that the first guesses go where the lines and sums are: the
 * constraint-degree start of dom/wdeg, weighted by size (ISS weighs its
 * cells by their constraints' sizes too). */
static void weigh_groups(Search *s, const Puzzle *p)
{
    int g, i;

    for (g = 0; g < p->groups; g++)
        for (i = 0; i < p->group[g].size; i++)
            s->group_dead_ends[p->group_cells[p->group[g].first + i]]
                += (unsigned long)p->group[g].size;
}

/* A digit with two places left in a region is a choice of two, like a
 * cell of two digits: where one beats the cell chosen (*count digits,
 * *weight dead ends around it), returns the place of the two with more
 * dead ends around it and sets *count, *weight and *digit; else -1. */
static int two_places_guess(const Search *s, const Board *b,
                            unsigned long *count, unsigned long *weight,
                            int *digit)
{
    const Puzzle *p = s->rules->puzzle;
    int reg, d, best = -1;

    for (reg = 0; reg < p->regions; reg++)
        for (d = 0; d < p->side; d++) {
            uint32_t at = b->places[reg][d];
            unsigned long one, two, most;
            if ((b->placed[reg] >> d & 1) || count_digits(at) != 2)
                continue;
            one = dead_ends_around(s, p->region[reg][lowest_cell(at)]);
            two = dead_ends_around(s, p->region[reg][lowest_cell(at & (at - 1))]);
            most = one > two ? one : two;
            if (2 * *weight < *count * most) {
                best = p->region[reg][lowest_cell(one >= two ? at : at & (at - 1))];
                *count = 2;
                *weight = most;
                *digit = d + 1;
            }
        }
    return best;
}

/* The digit whose guesses were refuted at once most often, as a bit,
 * when it stands out (refuted once per digit of the board or more, and
 * more than half as often again as the digit refuted least), with its
 * count in *bonus, the weight a cell that may hold it gains; else 0.
 * ISS's candidate selector favours the cells of its most conflicting
 * value so (by a fifth of its count there, against scores that decay):
 * the guesses go where the puzzle's crux is.  Counted to two,
 * HARD_RENBAN took 319,836 guesses without, 117,967 with. */
static uint32_t hot_digit(const Search *s, unsigned long *bonus)
{
    unsigned long most = 0, least = ~0ul;
    int d, side = s->rules->puzzle->side, hot = 0;

    for (d = 0; d < side; d++) {
        unsigned long n = s->digit_dead_ends[d];
        if (n > most) {
            most = n;
            hot = d;
        }
        if (n && n < least)
            least = n;
    }
    *bonus = most;
    if (most < (unsigned long)side || 2 * most <= 3 * least)
        return 0;
    return 1u << hot;
}
#endif

/* Chooses the guess: the first open cell and its lowest digit for
 * GOAL_SMALLEST; else the open cell with the fewest digits for its weight
 * (dom/wdeg: a region where the search keeps failing draws the guesses to
 * it, which is what tames the heavy tail of large boards; Boussemart,
 * Hemery, Lecoutre and Sais 2004), its lowest digit first, or one at
 * random on a restart (for GOAL_MAX_SCORE, a deciding cell and its
 * highest digit).  Returns the cell, with the digit in *digit. */
static int choose_guess(Search *s, const Board *b, int *digit)
{
    int cells = s->rules->cells, best = -1, i, cell;
    unsigned long best_count = 1, best_weight = 0;
#if CARRY_MORE_RULES
    unsigned long bonus = 0;
    uint32_t hot = s->hot_digits ? hot_digit(s, &bonus) : 0;
#endif
    int from = s->random ? (int)((s->random = next_xorshift(s->random))
                                 % (uint32_t)cells) : 0;

#if CARRY_BEST_SCORE
    if (s->goal == GOAL_MAX_SCORE) {
        best = deciding_open(s, b, from);
        *digit = last_digit(b->cands[best]);
        return best;
    }
#endif
    for (i = 0; i < cells; i++) {
        unsigned long count, weight;
        cell = from + i < cells ? from + i : from + i - cells;
        if (b->value[cell])
            continue;
        if (s->goal == GOAL_SMALLEST) {
            *digit = first_digit(b->cands[cell]);
            return cell;
        }
        count = (unsigned long)count_digits(b->cands[cell]);
        weight = dead_ends_around(s, cell);
#if CARRY_MORE_RULES
        if (b->cands[cell] & hot)
            weight += bonus;
#endif
        if (count * best_weight < best_count * weight) {  /* a lower ratio */
            best = cell;
            best_count = count;
            best_weight = weight;
        }
    }
    *digit = first_digit(b->cands[best]);
    if (s->random)
        *digit = some_digit(b->cands[best], s->random >> 8);
#if CARRY_MORE_RULES
    if (best_count > 2 && !s->random && s->two_places) {
        int place = two_places_guess(s, b, &best_count, &best_weight, digit);
        if (place >= 0)
            best = place;
    }
#endif
    return best;
}

/* Records the solved board b.  Returns 1 when the search may stop. */
static int board_solved(Search *s, const Board *b)
{
    s->solutions++;
#if CARRY_BEST_SCORE
    if (s->goal == GOAL_MAX_SCORE) {
        long score = grid_score(b->value);
        if (score > s->best_score)
            s->best_score = score;
        return 0;
    }
#endif
    if (s->goal == GOAL_ALL) {
        if (!s->sink(s->sink_context, b->value))
            s->stopped = 1;
        return s->stopped || s->solutions >= s->limit;
    }
    if (s->solutions == 1 && s->first)
        memcpy(s->first, b->value, (size_t)s->rules->cells);
    return s->solutions >= s->limit;
}

/* Copies the parts of board from that a puzzle of k's size uses. */
static void copy_board(Board *to, const Board *from, const Rules *k)
{
    int regions = k->puzzle->regions, side = k->puzzle->side;

    to->open = from->open;
#if CARRY_MORE_RULES
    to->alike = from->alike;
#endif
    memcpy(to->cands, from->cands, sizeof from->cands[0] * (size_t)k->cells);
    memcpy(to->value, from->value, (size_t)k->cells);
    memcpy(to->placed, from->placed, sizeof from->placed[0] * (size_t)regions);
    memcpy(to->moved, from->moved, sizeof from->moved[0] * (size_t)regions);
    memcpy(to->unpaired, from->unpaired, sizeof from->unpaired);
    if (k->cages)
        memcpy(to->stale_cages, from->stale_cages,
               sizeof from->stale_cages[0] * (size_t)((k->cages + 31) / 32));
#if CARRY_MORE_RULES
    if (k->puzzle->groups)
        memcpy(to->stale_groups, from->stale_groups, sizeof from->stale_groups[0]
               * (size_t)((k->puzzle->groups + 31) / 32));
    if (k->puzzle->relations)
        memcpy(to->stale_cells, from->stale_cells, sizeof from->stale_cells[0]
               * (size_t)((k->cells + 31) / 32));
#endif
    if (side == MAX_SIDE)
        memcpy(to->places, from->places, sizeof from->places[0] * (size_t)regions);
    else {
        int reg;
        for (reg = 0; reg < regions; reg++)
            memcpy(to->places[reg], from->places[reg],
                   sizeof from->places[0][0] * (size_t)side);
    }
}

#if CARRY_MORE_RULES
/* The digits of a puzzle no rule tells apart (bit d - 1), for goal, less
 * those among the givens: regions and "differ" alone, no score. */
static uint32_t digits_alike(const Puzzle *p, enum Goal goal)
{
    uint32_t alike = (1u << p->side) - 1;
    int i;

    if (p->cages || p->groups || p->restricted || goal == GOAL_MAX_SCORE)
        return 0;
    for (i = 0; i < p->relations; i++)
        if (p->relation[i].kind != DIFFER)
            return 0;
    for (i = 0; i < p->side * p->side; i++)
        if (p->givens[i])
            alike &= ~(1u << (p->givens[i] - 1));
    return alike;
}

/* The digits to take from a cell after the guess of d there was searched
 * (s->solutions was before): d, and when d is alike and placed nowhere on
 * b, every other such digit, each of which would find there what d
 * found, the digits swapped: d's count below is counted for each.
 * Listing (GOAL_ALL) cannot count so: when d found solutions, d alone
 * leaves and is alike no more.  (The digit planes' rule_out_alike() says
 * more.)  Returns 0 when the count reached the limit. */
static uint32_t ruled_out(Search *s, Board *b, int d, long before)
{
    uint32_t digit = 1u << (d - 1), alike = b->alike;
    long found = s->solutions - before;
    int row;

    if (!(alike & digit))
        return digit;
    for (row = 0; row < s->rules->puzzle->side; row++)  /* every cell */
        alike &= ~b->placed[row];
    if (!(alike & digit))
        return digit;
    if (found && s->goal == GOAL_ALL) {
        b->alike &= ~digit;
        return digit;
    }
    b->alike = alike;                    /* the placed ones are apart */
    for (alike &= ~digit; found && alike; alike &= alike - 1)
        if (s->solutions < s->limit)
            s->solutions += found;
    if (s->solutions < s->limit)
        return b->alike;
    s->solutions = s->limit;
    return 0;
}
#endif

/* Counts the solutions below the board at level, keeping the first (or,
 * for GOAL_SMALLEST, the smallest).  Returns 1 when the search may stop. */
static int search_board(Search *s, int level)
{
    Board *b = &s->stack[level], *child = b + 1;
#if CARRY_MORE_RULES
    int fresh = 1;                       /* the guess just made not yet
                                            propagated */
#endif

#if CARRY_BEST_SCORE
    if (level == 0 && s->goal == GOAL_MAX_SCORE)   /* nothing seen yet */
        memset(s->seen[0].cells, 0xFF, sizeof s->seen[0].cells);
#endif
    for (;;) {
        int cell, d;
#if CARRY_MORE_RULES
        long solutions;
        uint32_t mask;
#endif

#if CARRY_MORE_RULES
        if (!propagate_board(s, b)) {
            if (fresh && level > 0)      /* the guess refuted at once */
                s->digit_dead_ends[s->guess_digit[level - 1] - 1]++;
            return 0;
        }
        fresh = 0;
#else
        if (!propagate_board(s, b))
            return 0;
#endif
        if (b->open == 0)
            return board_solved(s, b);
#if CARRY_BEST_SCORE
        if (s->goal == GOAL_MAX_SCORE) {
            int changed = 0;
            if (!prune_by_score(s, b, &s->seen[level], &changed))
                return 0;
            if (changed)
                continue;            /* settle what the digits' going moved */
        }
#endif
        if (++s->guesses > s->budget) {
            s->gave_up = 1;
#if CARRY_MORE_RULES
            s->held = level;
#endif
            return 1;
        }
        cell = choose_guess(s, b, &d);
        copy_board(child, b, s->rules);
#if CARRY_BEST_SCORE
        if (s->goal == GOAL_MAX_SCORE)
            s->seen[level + 1] = s->seen[level];
#endif
        s->queued = 0;
#if CARRY_MORE_RULES
        s->guess_cell[level] = (short)cell;
        s->guess_digit[level] = (unsigned char)d;
        solutions = s->solutions;
#endif
#if CARRY_MORE_RULES
        if (!place(s, child, cell, d))
            s->digit_dead_ends[d - 1]++;   /* the guess refuted at once */
        else if (search_board(s, level + 1))
            return 1;
#else
        if (place(s, child, cell, d) && search_board(s, level + 1))
            return 1;
#endif
        s->queued = 0;               /* b was settled before the guess */
#if CARRY_MORE_RULES
        if (!(mask = ruled_out(s, b, d, solutions)))
            return 1;                /* the count reached its limit */
        if (!eliminate(s, b, cell, mask))
#else
        if (!eliminate(s, b, cell, 1u << (d - 1)))
#endif
            return 0;
    }
}

/* Sets the board at level 0 to p's empty grid and places the givens.
 * Returns 0 on a contradiction. */
static int start_board(Search *s, const Puzzle *p)
{
    const Rules *k = s->rules;
    Board *b = &s->stack[0];
    int cell, reg, d;

    b->open = k->cells;
    for (cell = 0; cell < k->cells; cell++) {
        b->cands[cell] = k->all;
        b->value[cell] = 0;
    }
    memset(b->unpaired, 0xFF, sizeof b->unpaired);
    memset(b->stale_cages, 0xFF, sizeof b->stale_cages);
#if CARRY_MORE_RULES
    memset(b->stale_groups, 0xFF, sizeof b->stale_groups);
    memset(b->stale_cells, 0xFF, sizeof b->stale_cells);
#endif
    for (reg = 0; reg < p->regions; reg++) {
        b->placed[reg] = 0;
        b->moved[reg] = k->all;
        for (d = 0; d < p->side; d++)
            b->places[reg][d] = k->all;
    }
    for (cell = 0; cell < k->cells; cell++)
        if (p->givens[cell] && !place(s, b, cell, p->givens[cell]))
            return 0;
#if CARRY_MORE_RULES
    b->alike = digits_alike(p, s->goal);
    for (cell = 0; p->restricted && cell < k->cells; cell++)
        if (!eliminate(s, b, cell, ~p->allowed[cell]))
            return 0;
#endif
    return 1;
}

/* The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ...:
 * the budgets of restarts that are within a constant of the best fixed
 * budget whatever the run times' distribution (Luby, Sinclair, Zuckerman
 * 1993). */
static long luby(long i)
{
    long power = 1;

    for (;;) {
        while (power - 1 < i)            /* the smallest 2^k - 1 >= i */
            power *= 2;
        if (power - 1 == i)
            return power / 2;
        i -= power / 2 - 1;
        power = 1;
    }
}

/* Runs the search from p's givens in runs of growing budgets, each after
 * the first breaking ties at random, until a run ends within its budget
 * or the search has made most guesses.  Returns 1 when a run ended (the
 * search is complete), 0 when most ran out first. */
static int search_in_runs(Search *s, const Puzzle *p, long most)
{
    long run;

    if (!puzzle_givens_legal(p))
        return 1;
    s->queued = 0;
    if (!start_board(s, p) || !propagate_board(s, &s->stack[0]))
        return 1;
    copy_board(&s->settled, &s->stack[0], s->rules);
    for (run = 1; s->guesses < most; run++) {
        long budget = RESTART_BUDGET * luby(run);
        s->queued = 0;
        s->gave_up = 0;
        s->budget = budget > LONG_MAX / 2 ? LONG_MAX : s->guesses + budget;
        if (run > 1)
            copy_board(&s->stack[0], &s->settled, s->rules);
        search_board(s, 0);
        if (!s->gave_up)
            return 1;
        s->random = next_xorshift(s->random ? s->random : 2463534242u);
    }
    return 0;
}

#if CARRY_MORE_RULES
/* Goes on with the first run, held since its budget ran out at level
 * s->held: each level's guess taken back when the levels below it fail,
 * as search_board()'s loop would have.  Returns 1 when the search may
 * stop (or ran out again: s->gave_up), 0 when its tree is done. */
static int resume_first_run(Search *s)
{
    int level;

    for (level = s->held; level >= 0; level--) {
        Board *b = &s->stack[level];
        s->queued = 0;
        if (level < s->held      /* its guess found nothing: it goes */
            && !eliminate(s, b, s->guess_cell[level],
                          ruled_out(s, b, s->guess_digit[level], s->solutions)))
            continue;
        if (search_board(s, level))
            return 1;
    }
    return 0;
}

/* Trades the dead ends guesses are chosen by for those kept for the held
 * first run, so that neither steers the other. */
static void trade_dead_ends(Search *s)
{
    int i;

    for (i = 0; i < MAX_REGIONS; i++) {
        unsigned long mine = s->dead_ends[i];
        s->dead_ends[i] = s->held_dead_ends[i];
        s->held_dead_ends[i] = mine;
    }
    for (i = 0; i < s->rules->cells; i++) {
        unsigned long mine = s->group_dead_ends[i];
        s->group_dead_ends[i] = s->held_group_dead_ends[i];
        s->held_group_dead_ends[i] = mine;
    }
}

/* The first run's turn between two runs: budget more guesses, with its
 * own dead ends and no ties broken at random, as it began. */
static void first_run_turn(Search *s, int held, long budget)
{
    uint32_t random = s->random;

    s->gave_up = 0;
    s->held = held;
    s->budget = s->guesses + budget;
    s->random = 0;
    trade_dead_ends(s);
    resume_first_run(s);
    trade_dead_ends(s);
    s->random = random;
}

/* search_in_runs() to the end, with the first run never thrown away: it
 * is held on the stack below the others and, after each of them, goes on
 * for as many guesses as that one had.  Runs cut a heavy tail, but a
 * puzzle with no solution they prove again and again, at a cost that
 * grows with the log of its one search; so both together cost at most
 * about twice the better of the two (Sandwich snipe 18 with one clue
 * 15, no solution: 335,280 guesses in runs alone, 18,761 in one search,
 * 37,619 so; LITTLE_KILLER_SNIPES number 10: 90,213 in runs alone,
 * 2,992,247 in one search, 179,050 so).  The board needs at most as many
 * levels as it has cells, so the two fit the stack up to 17x17. */
static void runs_beside_first(Search *s, const Puzzle *p)
{
    long run;

    if (search_in_runs(s, p, s->guesses + 1))
        return;                          /* the first run was the search */
    memcpy(s->held_dead_ends, s->dead_ends, sizeof s->dead_ends);
    memcpy(s->held_group_dead_ends, s->group_dead_ends,
           sizeof s->group_dead_ends);
    for (run = 2;; run++) {
        int held = s->held;              /* its levels, 0 .. held, stay */
        long budget = RESTART_BUDGET * luby(run);
        s->queued = 0;
        s->gave_up = 0;
        s->budget = s->guesses + budget;
        copy_board(&s->stack[held + 1], &s->settled, s->rules);
        search_board(s, held + 1);
        if (!s->gave_up)
            return;
        first_run_turn(s, held, budget);
        if (!s->gave_up)
            return;
        s->random = next_xorshift(s->random);
    }
}
#endif /* CARRY_MORE_RULES */

/* Searches for one solution in runs of growing budgets: a run that strays
 * into a barren part of the tree (the heavy tail of quasigroup
 * completion) is cut short and the next starts elsewhere.  The budgets
 * are Luby's (luby()), so runs of any length come, and the search stays
 * complete. */
static void restarts(Search *s, const Puzzle *p)
{
#if CARRY_MORE_RULES
    if (2 * (s->rules->cells + 1) <= MAX_CELLS + 1) {
        runs_beside_first(s, p);
        return;
    }
#endif
    search_in_runs(s, p, LONG_MAX);
}

#if CARRY_BEST_SCORE
/* Finds the best score (Luogu P1074) in three searches: short ones under
 * Luby budgets (search_in_runs()), the deciding cells' highest digits first;
 * when they found no solution, a search for any, whose score is a first
 * bound; then the whole search, the proof, which the best score so far
 * prunes (by all the ways of SCORE_WAYS, without hidden pairs). */
static void search_best(Search *s, const Puzzle *p)
{
    unsigned char any[81];

    if (search_in_runs(s, p, SCORE_DIVES))
        return;                      /* the whole search within a dive */
    if (s->best_score < 0) {
        s->goal = GOAL_SOLVE;
        s->limit = 1;
        s->first = any;
        restarts(s, p);
        s->goal = GOAL_MAX_SCORE;
        s->first = NULL;
        if (!s->solutions)
            return;                  /* no solution at all */
        s->best_score = grid_score(any);
    }
    s->queued = 0;
    s->gave_up = 0;
    s->random = 0;
    s->budget = LONG_MAX;
    s->proving = 1;
    if (start_board(s, p))
        search_board(s, 0);
}
#endif

#if CARRY_MORE_RULES
/* Searches p, whose alike digits are two or more, in runs for one
 * solution, and counts it as two when s looks for two (alike_to_two()). */
static void solve_alike(Search *s, const Puzzle *p)
{
    long limit = s->limit;

    s->limit = 1;
    restarts(s, p);
    s->solutions *= limit;
    s->limit = limit;
}
#endif

/* Compiles p into s's table (unless it was compiled for the same regions
 * last) and readies s for a search of it.  Returns 0 when the table is too
 * large. */
static int start_search(Search *s, const Puzzle *p, long limit,
                        enum Goal goal)
{
    Rules *k = &s->table;

    if (!compiled_for(k, p) && !compile_rules(k, p))
        return 0;
    k->puzzle = p;
    if (k->cages || p->cages) {          /* this puzzle's cages */
        k->cages = p->cages;
        find_cages(k);
    }
#if CARRY_MORE_RULES
    find_groups(k);
    find_relations(k);
    find_pairs(k);
    if (p->groups && !k->peers_known)
        find_peers(k);
#endif
    memset(s, 0, offsetof(Search, queue_cell));  /* the search's own */
    s->rules = k;
    s->goal = goal;
    s->limit = goal == GOAL_SMALLEST ? 1 : limit < 1 ? 1 : limit;
    s->best_score = -1;
    s->budget = LONG_MAX;
#if CARRY_MORE_RULES
    s->two_places = orders_digits(p);
    s->hot_digits = hot_digits_pay(p);
    weigh_groups(s, p);
#endif
    return 1;
}
#endif /* CARRY_GENERAL_ENGINE */

