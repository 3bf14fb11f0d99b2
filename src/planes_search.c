/*
 * src/planes_search.c - the digit planes' propagation loop, search and
 * solve_planes().
 * Calls: general_rules.c, planes.c, planes_locked.c, planes_killer.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
/* Places singles until none is left, then takes the places locked
 * candidates rule out, and again (with cages: naked singles, then hidden
 * singles, then the cages, then the exclusions they put off before the
 * first guess).  Returns 0 on a contradiction. */
static int propagate_planes(PlaneSearch *s, PlaneBoard *b)
{
    for (;;) {
        int naked, hidden = 0;
#if CARRY_KILLER_PLANES
        if (s->rules->caged) {
            int cages = 0;
            naked = plane_naked_singles(s, b);
            if (naked < 0)
                return 0;
            if (naked == 0 && (hidden = plane_hidden_singles(s, b)) < 0)
                return 0;
            if (b->open == 0)
                return cages_summed(s, b);
            if (naked + hidden == 0 && (cages = plane_cages(s, b)) < 0)
                return 0;
            if (naked + cages + hidden == 0 && (b->exclude_due[0] | b->exclude_due[1])
                && (cages = plane_deferred(s, b)) < 0)
                return 0;
            if (naked + cages + hidden == 0 && !plane_locked(s->rules, b))
                return 1;
            continue;
        }
#endif
        hidden = plane_hidden_singles(s, b);
        if (hidden < 0)
            return 0;
        naked = plane_naked_singles(s, b);
        if (naked < 0)
            return 0;
        if (b->open == 0)
            return 1;
        if (naked + hidden == 0
            && (!s->rules->pair_count || !plane_locked(s->rules, b)))
            return 1;
    }
}

/* A guess whose board failed at once counts as this many dead ends
 * against its cell (ISS's conflict scores, kept beside the regions'
 * counts; alone they took more guesses).  Counting killers to two:
 * MATHEMAGIC_KILLERS 3.27M guesses to 2.31M, EXTREME_KILLERS 57,482 to
 * 44,006, TAREK_ALL 31,379 to 27,842 (a weight of 16: 2.60M, 36,529 and
 * 31,672; of 1: 48,798 and 33,219 on the last two).  On jigsaw layouts
 * of scattered pieces that have no solution (AFL++ found them) seven
 * proofs went from 2 s to over 120 s to milliseconds (42,662,298 guesses
 * to 1,354 on the first). */
enum { FAILED_GUESS_WEIGHT = 8 };

/* The dead ends met around cell: in its regions, and its own guesses
 * that failed at once. */
static unsigned long plane_weight(const PlaneSearch *s, int cell)
{
    const PlaneRules *k = s->rules;
    unsigned long weight = 1 + FAILED_GUESS_WEIGHT * s->failed_guesses[cell];
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        weight += s->dead_ends[k->regions_of[cell][i]];
    return weight;
}

/* Chooses the cell to branch on: of the cells with two digits, the one
 * with the most dead ends around it; else (and always with cages) the
 * open cell with the fewest digits for its dead ends.  With cages, where
 * the sums make a cell of three digits often the better guess, that
 * halved the guesses on EXTREME_KILLERS (counting to two: 98,635 to
 * 53,217) and cost TAREK_ALL 8% more (59,601 to 64,151).  Each cell's
 * digits are counted for all cells at once, the nine planes added bit by
 * bit into a 4-bit count (sums[w][j]: bit j of each count): MATHEMAGIC
 * KILLERS' fifth puzzle 3% fewer instructions than cell by cell. */
static int choose_plane_guess(const PlaneSearch *s, const PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    unsigned long best_count = 1, best_weight = 0, count, weight;
    uint64_t open[2], sums[2][4], carry, next, at;
    int best = -1, cell, d, w, pass = 0;

#if CARRY_KILLER_PLANES
    pass = k->caged;             /* killers: the ratio, always */
#endif
    for (w = 0; w < 2; w++) {
        open[w] = k->cells_of[0].word[w] & ~b->solved[0].word[w];
        sums[w][0] = sums[w][1] = sums[w][2] = sums[w][3] = 0;
        for (d = 0; d < 9; d++) {
            carry = b->places[d][0].word[w] & open[w];
            next = sums[w][0] & carry, sums[w][0] ^= carry, carry = next;
            next = sums[w][1] & carry, sums[w][1] ^= carry, carry = next;
            sums[w][3] |= sums[w][2] & carry, sums[w][2] ^= carry;
        }
    }
    for (; pass < 2 && best < 0; pass++) {   /* first the cells of two */
        for (w = 0; w < 2; w++) {            /* digits; in cell order */
            at = pass ? open[w] : sums[w][1] & ~(sums[w][0] | sums[w][2] | sums[w][3]);
            for (; at; at &= at - 1) {
                int bit = lowest_bit(at);
                count = (unsigned long)((sums[w][0] >> bit & 1) | (sums[w][1] >> bit & 1) << 1
                                        | (sums[w][2] >> bit & 1) << 2 | (sums[w][3] >> bit & 1) << 3);
                cell = k->cell_at[0][64 * w + bit];
                weight = plane_weight(s, cell);
                if (count * best_weight < best_count * weight)   /* a lower ratio */
                    best = cell, best_count = count, best_weight = weight;
            }
        }
    }
    return best;
}

#if CARRY_MORE_RULES
/* The digits of b that are alike (PlaneBoard.alike) and placed nowhere
 * yet. */
static uint32_t interchangeable(const PlaneRules *k, const PlaneBoard *b)
{
    uint32_t alike = b->alike;
    int d;

    for (d = 0; d < k->side; d++)
        if (b->placed[d][0].word[0] | b->placed[d][0].word[1])
            alike &= ~(1u << d);
    return alike;
}

/* Takes digit d (0-based) from cell after the guess of d there was
 * searched (s->solutions was before).  When d is one of the
 * interchangeable digits, each other one would find there what d found,
 * the digits swapped (the position maps onto itself): all leave the
 * cell, and d's count below is counted for each of them.  Listing (a
 * sink) cannot count so: when d found solutions, d alone leaves and is
 * no longer alike.  Jigsaw lines with no solution that AFL++ found, with
 * several digits given nowhere: 23.3 s -> 0.02 s, 4.8 s -> 0.5 s.
 * Returns 1 when the count reached the limit. */
static int rule_out_alike(PlaneSearch *s, PlaneBoard *b, int cell, int d,
                          long before)
{
    const PlaneRules *k = s->rules;
    long found = s->solutions - before;
    uint32_t alike;

    plane_remove(k, b, cell, d);
    if (!(b->alike >> d & 1) || !((alike = interchangeable(k, b)) >> d & 1))
        return 0;
    if (found && s->sink) {
        b->alike &= ~(1u << d);
        return 0;
    }
    for (alike &= ~(1u << d); alike; alike &= alike - 1) {
        plane_remove(k, b, cell, first_digit(alike) - 1);
        if (s->solutions < s->limit)
            s->solutions += found;
    }
    if (s->solutions < s->limit)
        return 0;
    s->solutions = s->limit;
    return 1;
}
#endif

/* Counts the solutions below the board at level, keeping the first.
 * Returns 1 when the search may stop. */
static int search_planes(PlaneSearch *s, int level)
{
    PlaneBoard *b = &s->stack[level], *child = b + 1;

    for (;;) {
        int cell, d;
        long guesses, solutions;
        if (!propagate_planes(s, b))
            return 0;
        if (b->open == 0) {
            if (++s->solutions == 1 && s->first)
                memcpy(s->first, b->value, (size_t)s->rules->cells);
            if (s->sink && !s->sink(s->sink_context, b->value))
                s->stopped = 1;
            return s->stopped || s->solutions >= s->limit;
        }
#if CARRY_KILLER_PLANES
        if (s->guesses == DERIVE_AFTER_GUESSES && s->rules->caged && !s->derived) {
            derive_plane_cages(s, b);
            s->derived = 1;
            continue;            /* the new cages first */
        }
        s->deferring = 0;        /* exclusions as they come from now on */
#endif
#if CARRY_MORE_RULES
        if (s->budget && s->guesses >= s->budget) {
            s->gave_up = 1;
            return 1;
        }
#endif
        cell = choose_plane_guess(s, b);
        for (d = 0; !plane_open(s->rules, b, cell, d); d++)
            ;
        s->guesses++;
        *child = *b;
        plane_place(s->rules, child, cell, d);
        guesses = s->guesses;
        solutions = s->solutions;
        if (search_planes(s, level + 1))
            return 1;
        /* no guess below it and no solution: it failed at once */
        s->failed_guesses[cell] += s->guesses == guesses && s->solutions == solutions;
#if CARRY_MORE_RULES
        if (rule_out_alike(s, b, cell, d, solutions))
            return 1;
#else
        plane_remove(s->rules, b, cell, d);
#endif
    }
}

/* Places p's givens on b, and the digit of each cage of one cell.
 * Returns 0 when one is out of range or a peer holds it already. */
static int place_plane_givens(const PlaneRules *k, PlaneBoard *b,
                              const Puzzle *p)
{
    int cell, c;

    for (cell = 0; cell < k->cells; cell++)
        if (p->givens[cell] && (p->givens[cell] > p->side
                                || !plane_place(k, b, cell, p->givens[cell] - 1)))
            return 0;
#if CARRY_KILLER_PLANES
    for (c = 0; c < p->cages; c++) {
        const Cage *cage = &p->cage[c];
        if (cage->size == 1 && (cage->sum < 1 || cage->sum > p->side
                                || !plane_place(k, b, p->cage_cells[cage->first],
                                                cage->sum - 1)))
            return 0;
    }
#else
    (void)c;
#endif
    return 1;
}

/* Solves p on digit planes when it suits them (up to 9x9, regions and
 * cages, layouts enough) in search s, counting solutions up to limit,
 * keeping the first in solution and handing each to sink when not NULL
 * (GOAL_ALL).  Returns the count, or NOT_TAKEN when p is not for digit
 * planes or the search ran past s->budget guesses. */
static long solve_planes(PlaneSearch *s, const Puzzle *p,
                         unsigned char *solution, long limit,
                         SolutionSink sink, void *context, long *guesses)
{
    PlaneRules *k = &s->table;
    PlaneBoard *b = &s->stack[0];
    int d, l;

    if (p->side > 9 || p->relations || p->cages > 128)   /* plane_cages() */
        return NOT_TAKEN;
#if CARRY_MORE_RULES
    if (has_relations(p))
        return NOT_TAKEN;
#endif
#if !CARRY_KILLER_PLANES
    if (p->cages)
        return NOT_TAKEN;
#endif
    if (!planes_compiled_for(k, p)) {
        if (!compile_planes(k, p))
            return NOT_TAKEN;
    }
#if CARRY_KILLER_PLANES
    if ((p->cages || k->caged) && !add_plane_cages(k, p))
        return NOT_TAKEN;
#endif
    memset(s, 0, offsetof(PlaneSearch, table));   /* the search's own */
    s->rules = k;
    s->limit = limit < 1 ? 1 : limit;
    s->first = solution;
    s->sink = sink;
    s->sink_context = context;
#if CARRY_KILLER_PLANES
    s->deferring = 1;
#endif
    memset(b, 0, sizeof *b);
    memset(b->singles_seen, 0xFF, sizeof b->singles_seen);  /* none yet */
    b->open = k->cells;
    for (d = 0; d < p->side; d++)
        for (l = 0; l < k->layouts; l++)
            b->places[d][l] = k->cells_of[l];
#if CARRY_KILLER_PLANES
    for (d = 0; d < k->cages.stated; d++) {   /* derived: read_derived() */
        b->cage_left[d] = (signed char)p->cage[k->cages.cage[d]].sum;
        b->cage_open[d] = (signed char)p->cage[k->cages.cage[d]].size;
    }
    for (d = 0; d < p->side; d++)
        memcpy(b->cages_seen[d], &k->cells_of[0], sizeof b->cages_seen[d]);
#endif
#if CARRY_MORE_RULES
    b->alike = digits_alike(p, GOAL_SOLVE);
#endif
    if (place_plane_givens(k, b, p)) {
#if CARRY_KILLER_PLANES
        for (l = 0; l < 2; l++)   /* every cell moved: each cage revised */
            b->cages_seen[9][l] = ~b->solved[0].word[l];
#endif
        search_planes(s, 0);
    }
    if (guesses)
        *guesses += s->guesses;
#if CARRY_MORE_RULES
    if (s->gave_up)
        return NOT_TAKEN;        /* past its budget: the next engine's */
#endif
    return s->solutions;
}
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

