/*
 * src/general_propagate.c - the general engine's propagation on a Board:
 * singles, relations, cage sums, pairs and locked candidates between
 * regions.
 * Calls: tables.c, general_rules.c.
 */

#if CARRY_GENERAL_ENGINE
/* ---- propagation ---- */

/* Queues cell to be given digit d. */
static inline void enqueue(Search *s, int cell, int d)
{
    if (s->queued < QUEUE_SIZE) {
        s->queue_cell[s->queued] = (short)cell;
        s->queue_digit[s->queued++] = (unsigned char)d;
    }
}

/* Counts a dead end in each region of cell, which has no digit left. */
static void blame_cell(Search *s, int cell)
{
    const Rules *k = s->rules;
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        s->dead_ends[k->region_of[cell][i]]++;
}

/* An open cell's weight for branching: one more than the dead ends met
 * so far in its regions. */
static unsigned long dead_ends_around(const Search *s, int cell)
{
    const Rules *k = s->rules;
    unsigned long weight = 1;
    int i;

    for (i = 0; i < k->region_count[cell]; i++)
        weight += s->dead_ends[k->region_of[cell][i]];
#if CARRY_MORE_RULES
    weight += s->group_dead_ends[cell];
#endif
    return weight;
}

/* Takes the places of cell from digit d's places in the cell's regions,
 * queueing a hidden single.  Returns 0 when a region has none left. */
static inline int remove_places(Search *s, Board *b, int cell, int d)
{
    const Rules *k = s->rules;
    const unsigned char *region_of = k->region_of[cell];
    const unsigned char *place_of = k->place_of[cell];
    uint32_t digit = 1u << (d - 1);
    int i, regions = k->region_count[cell];

    for (i = 0; i < regions; i++) {
        int reg = region_of[i];
        uint32_t left = b->places[reg][d - 1] & ~(1u << place_of[i]);
        b->places[reg][d - 1] = left;
        b->moved[reg] |= digit;
        if (left == 0) {
            s->dead_ends[reg]++;
            return 0;
        }
        if ((left & (left - 1)) == 0 && !(b->placed[reg] & digit))
            enqueue(s, k->puzzle->region[reg][lowest_cell(left)], d);
    }
    return 1;
}

/* Marks what must look at cell again, which lost digits: its cage, if
 * any (revise_cages()), its groups (revise_groups()) and the cell itself
 * (revise_relations()). */
static inline void mark_cage(const Search *s, Board *b, int cell)
{
#if CARRY_VARIANTS
    int c = s->rules->cage_of[cell];

    if (c >= 0)
        b->stale_cages[c >> 5] |= 1u << (c & 31);
#if CARRY_MORE_RULES
    b->stale_cells[cell >> 5] |= 1u << (cell & 31);
    for (c = s->rules->groups_from[cell]; c < s->rules->groups_from[cell + 1]; c++) {
        int g = s->rules->group_of[c];
        b->stale_groups[g >> 5] |= 1u << (g & 31);
    }
#endif
#else
    (void)s, (void)b, (void)cell;
#endif
}

/* Removes the digits in mask from an open cell.  Returns 0 on a
 * contradiction. */
static int eliminate(Search *s, Board *b, int cell, uint32_t mask)
{
    uint32_t gone = b->cands[cell] & mask, left;

    if (gone == 0)
        return 1;
    if (b->value[cell])
        return 0;                /* a placed digit cannot leave */
    left = b->cands[cell] & ~mask;
    b->cands[cell] = left;
    mark_cage(s, b, cell);
    if (left == 0) {
        blame_cell(s, cell);
        return 0;
    }
    if ((left & (left - 1)) == 0)
        enqueue(s, cell, first_digit(left));
    while (gone) {
        if (!remove_places(s, b, cell, first_digit(gone)))
            return 0;
        gone &= gone - 1;
    }
    return 1;
}

/* Places digit d in cell and removes it from the other cells of its
 * regions (those where d is still open), of its cage and of its DIFFER
 * relations.  Returns 0 on a contradiction. */
static int place(Search *s, Board *b, int cell, int d)
{
    const Rules *k = s->rules;
    const unsigned char *region_of = k->region_of[cell];
    const unsigned char *place_of = k->place_of[cell];
    uint32_t digit = 1u << (d - 1), others;
    int i, regions = k->region_count[cell];

    if (b->value[cell])
        return b->value[cell] == d;
    if (!(b->cands[cell] & digit))
        return 0;
    others = b->cands[cell] & ~digit;
    b->value[cell] = (unsigned char)d;
    b->cands[cell] = digit;
    if (others)
        mark_cage(s, b, cell);
    b->open--;
    for (i = 0; i < regions; i++)
        b->placed[region_of[i]] |= digit;
    while (others) {
        if (!remove_places(s, b, cell, first_digit(others)))
            return 0;
        others &= others - 1;
    }
    for (i = 0; i < regions; i++) {
        int reg = region_of[i];
        const short *in = k->puzzle->region[reg];
        uint32_t mates = b->places[reg][d - 1] & ~(1u << place_of[i]);
        for (; mates; mates &= mates - 1)
            if (!eliminate(s, b, in[lowest_cell(mates)], digit))
                return 0;
    }
#if CARRY_VARIANTS
    if (k->cage_of[cell] >= 0) {
        const Cage *cage = &k->puzzle->cage[k->cage_of[cell]];
        const short *in = k->puzzle->cage_cells + cage->first;
        for (i = 0; i < cage->size; i++)
            if (in[i] != cell && !eliminate(s, b, in[i], digit))
                return 0;
    }
#endif
#if CARRY_MORE_RULES
    for (i = k->differs_from[cell]; i < k->differs_from[cell + 1]; i++)
        if (!eliminate(s, b, k->differ_of[i], digit))
            return 0;
#endif
    return 1;
}

/* Places every queued single.  Returns 0 on a contradiction. */
static int place_queued(Search *s, Board *b)
{
    while (s->queued > 0) {
        s->queued--;
        if (!place(s, b, s->queue_cell[s->queued], s->queue_digit[s->queued]))
            return 0;
    }
    return 1;
}

#if CARRY_VARIANTS
#if CARRY_MORE_RULES
/* The digits a neighbour may take when a cell may take those in from
 * and the two must not be consecutive: a digit has at most two
 * neighbours, so three digits or more rule out nothing. */
static uint32_t not_consecutive_support(uint32_t from, uint32_t all)
{
    uint32_t support = 0;

    if (count_digits(from) >= 3)
        return all;
    for (; from; from &= from - 1) {
        uint32_t digit = from & (0u - from);
        support |= all & ~(digit << 1 | digit >> 1);
    }
    return support;
}
#endif

#if CARRY_MORE_RULES
/* Digit d's bit (bit d - 1), none for a d past 1..32. */
static uint32_t digit_mask(int d)
{
    return d >= 1 && d <= 32 ? 1u << (d - 1) : 0;
}

/* The digits of all that stand in r with some digit of from, for the
 * kinds from CONSECUTIVE on (each symmetric), by shifts and masks: pair
 * by pair, they took three quarters of the time of a strict-kropki board
 * with one dot (no solution: 4.0 s, now 2.8 s, the same guesses). */
static uint32_t pair_kind_support(const Relation *r, uint32_t from,
                                  uint32_t all)
{
    uint32_t support = 0;
    int v = r->value, low = first_digit(from), high = last_digit(from);

    switch (r->kind) {
    case CONSECUTIVE:            /* |a - b| = v */
        v = v ? v : 1;
        return (from << v | from >> v) & all;
    case EQUAL:
        return from & all;
    case SUM_NOT_EQUAL:          /* a + b != v: a lone digit rules out one */
        return (from & (from - 1)) ? all : all & ~digit_mask(v - low);
    case APART:                  /* |a - b| >= v */
        return all & (digits_up_to(high - v) | ~digits_up_to(low + v - 1));
    default:                     /* DOUBLE (a = vb or b = va), NOT_DOUBLE */
        v = r->kind == NOT_DOUBLE || !v ? 2 : v;
        for (; from; from &= from - 1) {
            int d = first_digit(from);
            uint32_t pair = digit_mask(v * d) | (d % v == 0 ? digit_mask(d / v) : 0);
            support |= r->kind == DOUBLE ? pair : ~pair;
        }
        return support & all;
    }
}
#endif /* CARRY_MORE_RULES */

/* The digits b may take when cell a may take those in from, under r
 * (reversed: the digits a may take given b's). */
static uint32_t relation_support(const Relation *r, uint32_t from,
                                 int reversed, uint32_t all)
{
    int low, high;

    if (from == 0)
        return 0;
    low = first_digit(from);
    high = last_digit(from);
    switch (r->kind) {
    case LESS:                   /* a < b */
        return reversed ? digits_up_to(high - 1)
                        : all & ~digits_up_to(low);
    case SUM_LESS:               /* a + b < value */
        return digits_up_to(r->value - 1 - low);
    case SUM_GREATER:            /* a + b > value */
        return all & ~digits_up_to(r->value - high);
#if CARRY_MORE_RULES
    case DIFFER:                 /* a != b: only a lone digit rules out */
        return (from & (from - 1)) ? all : all & ~from;
    case NOT_CONSECUTIVE:        /* |a - b| != 1 */
        return not_consecutive_support(from, all);
    case CONSECUTIVE: case DOUBLE: case NOT_DOUBLE: case SUM_NOT_EQUAL:
    case EQUAL: case APART:
        return pair_kind_support(r, from, all);
#endif
    default: {                   /* a + b = value */
        uint32_t support = 0;
        for (; from; from &= from - 1) {
            int other = r->value - first_digit(from);
            if (other >= 1 && other <= MAX_SIDE)
                support |= 1u << (other - 1);
        }
        return support & all;
    }
    }
}

#if CARRY_MORE_RULES
/* A walk over the relations of the cells that lost digits since the last
 * walk (Board.stale_cells), which it clears word by word. */
typedef struct RelationWalk {
    int word;                    /* the next word of stale_cells */
    uint32_t stale;              /* the cells of the word before, left */
    int cell;                    /* the cell whose relations are walked */
    int at, end;                 /* its relations, left */
} RelationWalk;

/* The index of the walk's next relation, or -1 at its end. */
static int next_stale_relation(const Rules *k, Board *b, RelationWalk *w)
{
    while (w->at == w->end) {
        int cell;
        while (w->stale == 0) {
            if (w->word >= (k->cells + 31) / 32)
                return -1;
            w->stale = b->stale_cells[w->word];
            b->stale_cells[w->word++] = 0;
        }
        cell = 32 * (w->word - 1) + lowest_cell(w->stale);
        w->stale &= w->stale - 1;
        if (cell < k->cells) {
            w->cell = cell;
            w->at = k->relations_from[cell];
            w->end = k->relations_from[cell + 1];
        }
    }
    return k->relation_of[w->at++];
}
#endif

#if CARRY_MORE_RULES
/* The digits a pair table (to: its to_b or to_a) allows beside those of
 * from. */
static uint32_t table_support(const uint32_t *to, uint32_t from)
{
    uint32_t support = 0;

    for (; from; from &= from - 1)
        support |= to[first_digit(from) - 1];
    return support;
}

/* The relation a cell's list entry i stands for (Rules.relation_of):
 * relation i, or its pair table's first relation. */
static const Relation *listed_relation(const Rules *k, int i)
{
    if (i >= PAIR_ENTRY)
        return &k->puzzle->relation[k->pair_table[i - PAIR_ENTRY].first];
    return &k->puzzle->relation[i];
}

/* The digits the second cell (b) of entry i's relation may take when its
 * first (a) may take those in from (reversed: the other way), under the
 * relation or, for a pair table, every relation on the two cells. */
static uint32_t pair_support(const Rules *k, int i, uint32_t from, int reversed)
{
    if (i >= PAIR_ENTRY) {
        const PairTable *t = &k->pair_table[i - PAIR_ENTRY];
        return table_support(reversed ? t->to_a : t->to_b, from);
    }
    return relation_support(&k->puzzle->relation[i], from, reversed, k->all);
}

/* Whether the walk has still to come to cell: it lost digits since its
 * relations were last walked. */
static int walk_pending(const Board *b, const RelationWalk *w, int cell)
{
    uint32_t bit = 1u << (cell & 31);

    return (b->stale_cells[cell >> 5] & bit)
        || (cell >> 5 == w->word - 1 && (w->stale & bit));
}

/* Takes from cell to the digits that entry i's relation leaves it beside
 * the digits of cell from (its a when from_a), unless from holds loose
 * digits or more (loose_of; 0: none).  Returns -1 on a contradiction,
 * else 1 when to lost digits, 0 when not. */
static inline int push_support(Search *s, Board *b, int i, int from, int to,
                               int from_a, int loose)
{
    uint32_t support;

    if (loose && count_digits(b->cands[from]) >= loose)
        return 0;                /* every digit of to keeps it */
    support = pair_support(s->rules, i, b->cands[from], !from_a);

    if (!(b->cands[to] & ~support))
        return 0;
    return eliminate(s, b, to, ~support) ? 1 : -1;
}
#endif

/* Makes every relation arc consistent.  Under CARRY_MORE_RULES, those of
 * the cells that lost digits since the last look (the relations on one
 * pair of cells together: find_pairs()), each from its cells that lost
 * digits since their relations were last walked: a cell that kept its
 * digits leaves the other the support it left it then, which that one's
 * digits, fewer since, keep.  (The cell walked would do; pushing back
 * from the other when it is still to be walked keeps the order of
 * removals, and so the guesses, of revising both ways each time.)
 * Returns -1 on a contradiction, else how many cells lost a digit. */
#if CARRY_MORE_RULES
static int revise_relations(Search *s, Board *b)
{
    const Rules *k = s->rules;
    RelationWalk walk = {0, 0, 0, 0, 0};
    int i, found, changed = 0;

    if (k->puzzle->relations == 0)
        return 0;
    while ((i = next_stale_relation(k, b, &walk)) >= 0) {
        const Relation *r = listed_relation(k, i);
        int loose = k->loose_of[walk.at - 1];
        if (walk.cell == r->a || walk_pending(b, &walk, r->a)) {
            if ((found = push_support(s, b, i, r->a, r->b, 1, loose)) < 0)
                return -1;
            changed += found;
        }
        if (walk.cell == r->b || walk_pending(b, &walk, r->b)) {
            if ((found = push_support(s, b, i, r->b, r->a, 0, loose)) < 0)
                return -1;
            changed += found;
        }
    }
    return changed;
}
#else
static int revise_relations(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    uint32_t all = s->rules->all;
    int i, changed = 0;

    for (i = 0; i < p->relations; i++) {
        const Relation *r = &p->relation[i];
        uint32_t to_b = relation_support(r, b->cands[r->a], 0, all), to_a;
        if (b->cands[r->b] & ~to_b) {
            if (!eliminate(s, b, r->b, ~to_b))
                return -1;
            changed++;
        }
        to_a = relation_support(r, b->cands[r->b], 1, all);
        if (b->cands[r->a] & ~to_a) {
            if (!eliminate(s, b, r->a, ~to_a))
                return -1;
            changed++;
        }
    }
    return changed;
}
#endif

/* What the digit sets of one cage allow: a search over sets of distinct
 * digits with the cage's size and sum. */
typedef struct CageSets {
    const uint32_t *cands;       /* the cage's cells' open digits, or NULL:
                                    any set of the open digits fits */
    int size;                    /* cells in the cage */
    uint32_t allowed;            /* digits in some set that fits */
    uint32_t required;           /* digits in every set that fits */
    long budget;                 /* steps left before giving up */
} CageSets;

/* Extends the set chosen (n digits so far, sum left to make) with digits
 * at most top.  A set fits when every cell may take one of its digits. */
static void cage_sets(CageSets *c, uint32_t chosen, int n, int left, int top,
                      uint32_t open)
{
    int d, i;

    if (--c->budget < 0)
        return;
    if (n == c->size) {
        if (left != 0)
            return;
        for (i = 0; i < c->size; i++)
            if (!(c->cands[i] & chosen))
                return;
        c->allowed |= chosen;
        c->required &= chosen;
        return;
    }
    for (d = top; d >= 1; d--) {
        int k = c->size - n;     /* digits still to choose, d the largest */
        if (!(open >> (d - 1) & 1))
            continue;
        if (k * d - k * (k - 1) / 2 < left)
            break;               /* even the largest k digits fall short */
        if (k * (k + 1) / 2 > left)
            continue;            /* even the smallest k overshoot */
        cage_sets(c, chosen | 1u << (d - 1), n + 1, left - d, d - 1, open);
    }
}

/* The sets of distinct digits 1..9 by kind (size and sum), for the cages
 * of boards up to 9x9, listed once: those of kind k are
 * small_sets[small_from[k] .. small_from[k + 1]). */
enum { SMALL_SIDE = 9, SMALL_SUM = 45, SMALL_KINDS = 10 * (SMALL_SUM + 1) };
static unsigned short small_sets[1 << SMALL_SIDE];
static short small_from[SMALL_KINDS + 2];

/* The kind of n digits summing to sum. */
static int small_kind(int n, int sum)
{
    return n * (SMALL_SUM + 1) + sum;
}

/* Lists small_sets by kind, the first time: counted, then put in place
 * (a counting sort). */
static void list_small_sets(void)
{
    static int listed;
    int set, pass, k;

    if (listed)
        return;
    listed = 1;
    for (pass = 0; pass < 2; pass++) {
        for (set = 1; set < 1 << SMALL_SIDE; set++) {
            int sum = 0, d;
            for (d = 1; d <= SMALL_SIDE; d++)
                sum += (set >> (d - 1) & 1) * d;
            k = small_kind(count_digits((uint32_t)set), sum);
            if (pass)
                small_sets[small_from[k + 1]++] = (unsigned short)set;
            else
                small_from[k + 2]++;
        }
        for (k = 0; !pass && k < SMALL_KINDS; k++)
            small_from[k + 2] += small_from[k + 1];
    }
}

/* What the listed sets of a cage's size and sum allow its cells, as
 * cage_sets() finds them on larger boards. */
static void cage_small_sets(CageSets *c, int sum, uint32_t open)
{
    int i, k;

    list_small_sets();
    if (c->size > SMALL_SIDE || sum < 0 || sum > SMALL_SUM)
        return;
    for (i = small_from[small_kind(c->size, sum)];
         i < small_from[small_kind(c->size, sum) + 1]; i++) {
        uint32_t set = small_sets[i];
        if (set & ~open)
            continue;
        for (k = 0; c->cands && k < c->size && (c->cands[k] & set); k++)
            ;
        if (!c->cands || k == c->size) {
            c->allowed |= set;
            c->required &= set;
        }
    }
}

/* Keeps in a cage the digits some fitting set allows, and places a digit
 * every set needs that has one cell left.  Returns -1 on a contradiction,
 * else how many cells changed. */
static int revise_cage(Search *s, Board *b, const Cage *cage)
{
    const short *cell = s->rules->puzzle->cage_cells + cage->first;
    uint32_t cands[MAX_CELLS], open = 0, need;
    CageSets sets;
    int i, changed = 0;

    for (i = 0; i < cage->size; i++)
        open |= cands[i] = b->cands[cell[i]];
    sets.cands = cands;
    sets.size = cage->size;
    sets.allowed = 0;
    sets.required = ~0u;
    sets.budget = 20000;
    if (s->rules->puzzle->side <= SMALL_SIDE)
        cage_small_sets(&sets, cage->sum, open);
    else
        cage_sets(&sets, 0, 0, cage->sum, s->rules->puzzle->side, open);
    if (sets.budget < 0)
        return 0;                /* too many sets to look at: skip it */
    if (sets.allowed == 0)
        return -1;
    for (i = 0; i < cage->size; i++) {
        if (cands[i] & ~sets.allowed) {
            if (!eliminate(s, b, cell[i], ~sets.allowed))
                return -1;
            changed++;
        }
    }
    for (need = sets.required; need; need &= need - 1) {
        int d = first_digit(need), where = -1, n = 0;
        for (i = 0; i < cage->size; i++)
            if (b->cands[cell[i]] >> (d - 1) & 1)
                where = cell[i], n++;
        if (n == 0)
            return -1;
        if (n == 1 && !b->value[where]) {
            enqueue(s, where, d);
            changed++;
        }
    }
    return changed;
}

/* Revises each cage whose cells lost digits since it was last revised
 * (revise_cage()).  Returns -1 on a contradiction, else how many cells
 * changed. */
static int revise_cages(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    int word, changed = 0;

    for (word = 0; word < (p->cages + 31) / 32; word++) {
        uint32_t stale = b->stale_cages[word];
        b->stale_cages[word] = 0;
        for (; stale; stale &= stale - 1) {
            int c = 32 * word + lowest_cell(stale);
            int found = c < p->cages ? revise_cage(s, b, &p->cage[c]) : 0;
            if (found < 0)
                return -1;
            changed += found;
        }
    }
    return changed;
}

#if CARRY_MORE_RULES
/* Keeps in cell only the digits of keep.  Returns -1 on a contradiction,
 * else 1 when it lost a digit, 0 when not. */
static int keep_digits(Search *s, Board *b, int cell, uint32_t keep)
{
    if ((b->cands[cell] & ~keep) == 0)
        return 0;
    return eliminate(s, b, cell, ~keep) ? 1 : -1;
}

/* The smallest and largest value weight x digit takes over the digits
 * of mask (not empty). */
static void weighted_range(uint32_t mask, int weight, int *low, int *high)
{
    int a = weight * first_digit(mask), z = weight * last_digit(mask);

    *low = a < z ? a : z;
    *high = a < z ? z : a;
}

/* The sum of the k smallest (largest: the k largest) digits of mask, or
 * -1 when it has fewer than k. */
static int extreme_sum(uint32_t mask, int k, int largest)
{
    int sum = 0;

    for (; k > 0; k--) {
        int d;
        if (mask == 0)
            return -1;
        d = largest ? last_digit(mask) : first_digit(mask);
        sum += d;
        mask &= ~(1u << (d - 1));
    }
    return sum;
}

/* A sum with this many open cells or fewer is filled exactly (ISS does
 * so up to three). */
enum { SUM_EXACT_CELLS = 4 };

/* The open cells of a sum, and what their weighted digits must make. */
typedef struct OpenSum {
    int n, left;
    int cell[SUM_EXACT_CELLS], weight[SUM_EXACT_CELLS];
    uint32_t cands[SUM_EXACT_CELLS];
    int apart[SUM_EXACT_CELLS][SUM_EXACT_CELLS];  /* [i][j]: i, j differ */
    int low[SUM_EXACT_CELLS + 1], high[SUM_EXACT_CELLS + 1];  /* [i]: what
                                    cells i.. can make at least, at most */
} OpenSum;

/* The digits (bits) that, times weight, make left: one or none, or every
 * digit of the board when the weight is 0 and so is left. */
static uint32_t digits_making(int left, int weight, int side)
{
    int d;

    if (weight == 0)
        return left == 0 ? digits_up_to(side) : 0;
    d = left / weight;
    return d * weight == left && d >= 1 && d <= side ? digit_mask(d) : 0;
}

/* The digits left - d for the digits d of mask (bit d - 1 for d) that
 * leave 1 to 32. */
static uint32_t mirrored_digits(uint32_t mask, int left)
{
    uint32_t r = mask;
    int shift = 33 - left;

    r = (r >> 1 & 0x55555555u) | (r & 0x55555555u) << 1;   /* bit p to */
    r = (r >> 2 & 0x33333333u) | (r & 0x33333333u) << 2;   /* bit 31 - p */
    r = (r >> 4 & 0x0F0F0F0Fu) | (r & 0x0F0F0F0Fu) << 4;
    r = (r >> 8 & 0x00FF00FFu) | (r & 0x00FF00FFu) << 8;
    r = r >> 16 | r << 16;
    if (shift >= 32 || shift <= -32)
        return 0;
    return shift >= 0 ? r >> shift : r << -shift;
}

/* sum_fills() for the last two open cells i and i + 1 of o, both of
 * weight 1: the pairs of digits that make left, each apart from the
 * digits chosen before in cells apart from it, and from each other when
 * the two are apart. */
static int pair_fills(const OpenSum *o, int i, int left, const int *chosen,
                      uint32_t *support)
{
    uint32_t one = o->cands[i], other = o->cands[i + 1];
    int j;

    for (j = 0; j < i; j++) {
        one &= ~(o->apart[j][i] ? digit_mask(chosen[j]) : 0);
        other &= ~(o->apart[j][i + 1] ? digit_mask(chosen[j]) : 0);
    }
    one &= mirrored_digits(other, left);
    if (o->apart[i][i + 1] && left > 0 && left % 2 == 0)
        one &= ~digit_mask(left / 2);
    if (!one)
        return 0;
    support[i] |= one;
    support[i + 1] |= mirrored_digits(one, left);
    return 1;
}

/* Fills open cells i.. of o with digits that make left (cells apart
 * holding different digits), every way, the last cell's digit following
 * from the others' and no way followed past what the rest can make; each
 * digit a way uses joins its cell's support.  Returns 1 when some way
 * exists. */
static int sum_fills(const OpenSum *o, int side, int i, int left, int *chosen,
                     uint32_t *support)
{
    uint32_t open = o->cands[i];
    int found = 0, j;

    if (i == o->n - 2 && o->weight[i] == 1 && o->weight[i + 1] == 1)
        return pair_fills(o, i, left, chosen, support);
    if (i == o->n - 1)
        open &= digits_making(left, o->weight[i], side);
    for (; open; open &= open - 1) {
        int d = first_digit(open), rest = left - o->weight[i] * d;
        if (rest < o->low[i + 1] || rest > o->high[i + 1])
            continue;
        for (j = 0; j < i && (chosen[j] != d || !o->apart[j][i]); j++)
            ;
        if (j < i)
            continue;            /* a cell apart from it holds d */
        chosen[i] = d;
        if (i == o->n - 1 || sum_fills(o, side, i + 1, rest, chosen, support)) {
            support[i] |= digit_mask(d);
            found = 1;
        }
    }
    return found;
}

/* Keeps in each open cell of o the digits some fill of all of them uses.
 * Returns -1 on a contradiction, else how many cells lost digits. */
static int revise_sum_exactly(Search *s, Board *b, const OpenSum *o)
{
    uint32_t support[SUM_EXACT_CELLS] = {0};
    int chosen[SUM_EXACT_CELLS], i, changed = 0;

    if (!sum_fills(o, s->rules->puzzle->side, 0, o->left, chosen, support))
        return -1;
    for (i = 0; i < o->n; i++) {
        int found = keep_digits(s, b, o->cell[i], support[i]);
        if (found < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* Fills o's low and high from its cells' digits and weights. */
static void bound_open_sum(OpenSum *o)
{
    int i;

    o->low[o->n] = o->high[o->n] = 0;
    for (i = o->n - 1; i >= 0; i--) {
        int low, high;
        weighted_range(o->cands[i], o->weight[i], &low, &high);
        o->low[i] = o->low[i + 1] + low;
        o->high[i] = o->high[i + 1] + high;
    }
}

/* Reads a sum's open cells into o, fewest digits first, when it has
 * SUM_EXACT_CELLS or fewer.  Returns 0 when it has more. */
static int read_open_sum(const Search *s, const Board *b, const Group *g,
                         OpenSum *o)
{
    const Rules *k = s->rules;
    const short *cell = k->puzzle->group_cells + g->first;
    const signed char *weight = k->puzzle->group_weight + g->first;
    int i, j;

    o->n = 0;
    o->left = g->value;
    for (i = 0; i < g->size; i++) {
        uint32_t cands = b->cands[cell[i]];
        if (!(cands & (cands - 1))) {
            o->left -= weight[i] * first_digit(cands);
            continue;
        }
        if (o->n == SUM_EXACT_CELLS)
            return 0;
        for (j = o->n++; j > 0 && count_digits(o->cands[j - 1]) > count_digits(cands); j--) {
            o->cell[j] = o->cell[j - 1];
            o->weight[j] = o->weight[j - 1];
            o->cands[j] = o->cands[j - 1];
        }
        o->cell[j] = cell[i];
        o->weight[j] = weight[i];
        o->cands[j] = cands;
    }
    for (i = 0; i < o->n; i++)
        for (j = 0; j < o->n; j++)
            o->apart[i][j] = i != j && (g->distinct
                || (k->peers[o->cell[i]][o->cell[j] >> 5] >> (o->cell[j] & 31) & 1));
    bound_open_sum(o);
    return 1;
}

/* A sum's parts (Puzzle.group_part) as revise_sum() bounds them: each
 * part's digits, cells, one of its cells and its bounds ([part]), and
 * each cell's mates, the digits of the other cells of its part ([i]). */
typedef struct SumParts {
    int parts, low, high, spread;
    uint32_t all[MAX_SIDE * MAX_SIDE], mates[MAX_SIDE * MAX_SIDE];
    int cells[MAX_SIDE * MAX_SIDE], one[MAX_SIDE * MAX_SIDE];
    int low_of[MAX_SIDE * MAX_SIDE], high_of[MAX_SIDE * MAX_SIDE];
} SumParts;

/* Fills sp for group g of p: a part of k cells of weight 1 holds k
 * distinct digits of its union; a cell alone is weighed.  A part with
 * fewer digits than cells makes no sum (low past high). */
static void bound_parts(const Puzzle *p, const Board *b, const Group *g,
                        SumParts *sp)
{
    const short *cell = p->group_cells + g->first;
    const signed char *weight = p->group_weight + g->first;
    const unsigned char *part = p->group_part + g->first;
    uint32_t later[MAX_SIDE * MAX_SIDE];  /* a part's digits past i */
    int i, j;

    for (j = 0; j < g->size; j++)
        sp->all[j] = 0, sp->cells[j] = 0;
    for (i = 0; i < g->size; i++) {       /* mates before i, then past */
        sp->mates[i] = sp->all[part[i]];
        sp->all[part[i]] |= b->cands[cell[i]];
        sp->cells[part[i]]++;
        sp->one[part[i]] = i;
    }
    for (j = 0; j < g->size && sp->cells[j]; j++)
        later[j] = 0;
    sp->parts = j;                       /* numbered 0, 1, ... */
    for (i = g->size - 1; i >= 0; i--) {
        sp->mates[i] |= later[part[i]];
        later[part[i]] |= b->cands[cell[i]];
    }
    sp->low = sp->high = sp->spread = 0;
    for (j = 0; j < sp->parts; j++) {
        int k = sp->cells[j];
        if (k == 1)
            weighted_range(b->cands[cell[sp->one[j]]], weight[sp->one[j]],
                           &sp->low_of[j], &sp->high_of[j]);
        else {
            sp->low_of[j] = extreme_sum(sp->all[j], k, 0);
            sp->high_of[j] = extreme_sum(sp->all[j], k, 1);
            if (sp->low_of[j] < 0)
                sp->low_of[j] = INT_MAX / 4, sp->high_of[j] = -(INT_MAX / 4);
        }
        sp->low += sp->low_of[j];
        sp->high += sp->high_of[j];
        if (sp->high_of[j] - sp->low_of[j] > sp->spread)
            sp->spread = sp->high_of[j] - sp->low_of[j];
    }
}

/* A weighted sum (GROUP_SUM) made bounds consistent, its parts' digits
 * distinct: each cell keeps the digits that leave the rest (its own
 * part, then the others) a sum they can make; with SUM_EXACT_CELLS open
 * cells or fewer, exactly (revise_sum_exactly()).  Returns -1 on a
 * contradiction, else how many cells lost digits. */
static int revise_sum(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    const signed char *weight = p->group_weight + g->first;
    const unsigned char *part = p->group_part + g->first;
    int loose, i, changed = 0;
    SumParts sp;
    OpenSum open;

    if (read_open_sum(s, b, g, &open))
        return open.n == 0 ? (open.left == 0 ? 0 : -1) : revise_sum_exactly(s, b, &open);
    bound_parts(p, b, g, &sp);
    if (g->value < sp.low || g->value > sp.high)
        return -1;
    /* a digit moves its part's sum by spread at most: with that much room
       each way, a cell keeps every digit its mates leave enough without */
    loose = g->value - sp.low >= sp.spread && sp.high - g->value >= sp.spread;
    for (i = 0; i < g->size; i++) {
        uint32_t cands = b->cands[cell[i]], mates = sp.mates[i], keep = 0, open;
        int mine = part[i], others = sp.cells[mine] - 1, found;
        if (loose)
            keep = others == 0 || count_digits(mates) > others ? cands
                 : count_digits(mates) == others ? cands & ~mates : 0;
        for (open = loose ? 0 : cands; open; open &= open - 1) {
            uint32_t digit = open & (0u - open);
            int d = first_digit(digit), in_low, in_high;
            if (others == 0)
                in_low = in_high = weight[i] * d;
            else {
                in_low = extreme_sum(mates & ~digit, others, 0);
                in_high = extreme_sum(mates & ~digit, others, 1);
                if (in_low < 0)
                    continue;
                in_low += d;
                in_high += d;
            }
            if (sp.low - sp.low_of[mine] + in_low <= g->value
                && g->value <= sp.high - sp.high_of[mine] + in_high)
                keep |= digit;
        }
        if ((found = keep_digits(s, b, cell[i], keep)) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* A digit d the group's cells must hold, which only the cells of held
 * (bits over the group's cells) may take: a cell that shares a region
 * with each of them cannot (ISS's required-value exclusions; pointing,
 * from a line instead of a box).  Returns -1 on a contradiction, else
 * how many cells lost d. */
static int point_needed(Search *s, Board *b, const short *cell, uint32_t held,
                        int d)
{
    const Rules *k = s->rules;
    uint32_t digit = 1u << (d - 1), seeing[CELL_WORDS], h;
    int words = (k->cells + 31) / 32, w, changed = 0;

    memcpy(seeing, k->peers[cell[lowest_cell(held)]],
           sizeof seeing[0] * (size_t)words);
    for (h = held & (held - 1); h; h &= h - 1)
        for (w = 0; w < words; w++)
            seeing[w] &= k->peers[cell[lowest_cell(h)]][w];
    for (w = 0; w < words; w++)
        for (; seeing[w]; seeing[w] &= seeing[w] - 1) {
            int at = 32 * w + lowest_cell(seeing[w]);
            if (!(b->cands[at] & digit))
                continue;
            if (!eliminate(s, b, at, digit))
                return -1;
            changed++;
        }
    return changed;
}

/* Lines of up to this many cells are matched exactly (a table of 2^n
 * entries per run); longer ones, on boards past 9x9, by the run's cover. */
#define RENBAN_EXACT_CELLS 9

/* v moved down by by places (up when by < 0). */
static uint32_t moved_by(uint32_t v, int by)
{
    return by >= 0 ? v >> by : v << -by;
}

/* Where two cells of digits x and y take the digits by and to places
 * above a digit one each, either way round (bit j: digits j + 1 + by and
 * j + 1 + to, as masks moved onto bit j). */
static uint32_t both_take(uint32_t x, uint32_t y, int by, int to)
{
    return (moved_by(x, by) & moved_by(y, to)) | (moved_by(x, to) & moved_by(y, by));
}

/* A renban line of one to three cells matched against every run at once,
 * by masks moved onto each other rather than run by run: a digit stays in
 * a cell where the others can take the rest of some run one each.  Fills
 * support[] and returns the runs that fit (bit j: the run from digit
 * j + 1).  HARD_RENBAN's second puzzle (lines of two and three cells)
 * counted to two: 15,312,858,716 instructions, run by run from a table
 * of matchings, to 13,177,279,577, the same guesses. */
static uint32_t match_short_line(const uint32_t *c, int n, uint32_t *support)
{
    int i;

    if (n == 1) {
        support[0] = c[0];
        return c[0];
    }
    if (n == 2) {
        support[0] = c[0] & (c[1] << 1 | c[1] >> 1);
        support[1] = c[1] & (c[0] << 1 | c[0] >> 1);
        return (c[0] & c[1] >> 1) | (c[0] >> 1 & c[1]);
    }
    for (i = 0; i < 3; i++) {   /* the cell low, in the middle or high */
        uint32_t x = c[i == 0], y = c[i == 2 ? 1 : 2];
        support[i] = c[i] & (both_take(x, y, 1, 2) | both_take(x, y, -1, 1)
                             | both_take(x, y, -2, -1));
    }
    return (c[0] & both_take(c[1], c[2], 1, 2)) | (c[0] >> 1 & both_take(c[1], c[2], 0, 2))
           | (c[0] >> 2 & both_take(c[1], c[2], 0, 1));
}

/* The digits each cell of a renban line may take when its digits are the
 * run w .. w + n - 1 exactly once each (relative to w: bit j is w + 1 +
 * j): a digit stays where some one-to-one matching of the cells to the
 * run gives it to the cell.  from_first[m]: the first |m| cells can take
 * the digits m; from_last[m]: the last |m| cells can.  Adds what each
 * cell may take to support[]; returns 0 when no matching exists. */
static int match_run(const uint32_t *rel, int n, uint32_t *support, int w)
{
    unsigned char from_first[1 << RENBAN_EXACT_CELLS];
    unsigned char from_last[1 << RENBAN_EXACT_CELLS];
    uint32_t full = digits_up_to(n), m, open, every = full;
    int i;

    for (i = 0; i < n; i++)
        every &= rel[i];
    if (every == full) {                  /* each cell may take any of them */
        for (i = 0; i < n; i++)
            support[i] |= full << w;
        return 1;
    }
    from_first[0] = from_last[0] = 1;
    for (m = 1; m <= full; m++) {
        int k = count_digits(m);
        from_first[m] = from_last[m] = 0;
        for (open = m & rel[k - 1]; open && !from_first[m]; open &= open - 1)
            from_first[m] = from_first[m ^ (open & (0u - open))];
        for (open = m & rel[n - k]; open && !from_last[m]; open &= open - 1)
            from_last[m] = from_last[m ^ (open & (0u - open))];
    }
    if (!from_first[full])
        return 0;
    for (m = 0; m < full; m++) {
        i = count_digits(m);                  /* the cell after the first i */
        if (!from_first[m])
            continue;
        for (open = rel[i] & ~m; open; open &= open - 1) {
            uint32_t digit = open & (0u - open);
            if (from_last[full ^ m ^ digit])
                support[i] |= digit << w;
        }
    }
    return 1;
}

/* A renban line (GROUP_RENBAN): its n digits are a run w .. w + n - 1,
 * which fits where the cells can take its digits one each (matched
 * exactly on lines of up to RENBAN_EXACT_CELLS cells, else where every
 * cell may take a digit of the run and every digit of the run has a
 * cell).  Each cell keeps the digits the fitting runs give it; a digit
 * in every run that fits with one cell left is placed there, and leaves
 * the cells that see all its places.  Returns -1 on a contradiction,
 * else how many cells lost digits. */
static int revise_renban(Search *s, Board *b, const Group *g)
{
    const short *cell = s->rules->puzzle->group_cells + g->first;
    uint32_t fits = 0, needed = ~0u, run0 = digits_up_to(g->size);
    uint32_t support[MAX_SIDE], rel[MAX_SIDE], cands[MAX_SIDE];
    int w, i, changed = 0, found, exact = g->size <= RENBAN_EXACT_CELLS;
    int first = 0, last = s->rules->puzzle->side - g->size;

    for (i = 0; i < g->size; i++) {      /* runs that reach every cell */
        int low, high;
        cands[i] = b->cands[cell[i]];
        support[i] = 0;
        if (cands[i] == 0)
            return -1;
        low = first_digit(cands[i]) - g->size;
        high = last_digit(cands[i]) - 1;
        first = low > first ? low : first;
        last = high < last ? high : last;
    }
    if (g->size <= 3) {                  /* every run at once */
        uint32_t runs;
        cands[g->size] = 0;              /* (gcc cannot tell cands is set) */
        runs = match_short_line(cands, g->size, support);
        if (runs == 0)
            return -1;
        for (i = 0; i < g->size; i++)
            fits |= runs << i;
        needed = run0 << lowest_cell(runs) & run0 << (last_digit(runs) - 1);
        first = last + 1;                /* no run left to try */
    }
    for (w = first; w <= last; w++) {
        uint32_t run = run0 << w, seen = 0;
        for (i = 0; i < g->size && (cands[i] & run); i++) {
            seen |= cands[i] & run;
            rel[i] = (cands[i] & run) >> w;
        }
        if (i < g->size || seen != run)
            continue;
        if (exact && !match_run(rel, g->size, support, w))
            continue;
        fits |= run;
        needed &= run;
    }
    if (fits == 0)
        return -1;
    for (i = 0; i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], exact ? support[i] : fits)) < 0)
            return -1;
        changed += found;
    }
    for (; needed; needed &= needed - 1) {
        uint32_t digit = needed & (0u - needed), held = 0;
        for (i = 0; i < g->size; i++)
            if (b->cands[cell[i]] & digit)
                held |= 1u << i;
        if (held == 0)
            return -1;
        if ((held & (held - 1)) == 0)
            found = keep_digits(s, b, cell[lowest_cell(held)], digit);
        else
            found = point_needed(s, b, cell, held, first_digit(digit));
        if (found < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* A sandwich clue (GROUP_SANDWICH, the N cells of a row or column in
 * order): for each two places that can hold 1 and N, the cells between
 * must be able to make the clue; each cell keeps the digits some such
 * placing allows.  Up to 9x9 the cells between take a set of distinct
 * digits that makes the clue, and the cells outside the rest of 2..N-1
 * (sandwich_sets()); on larger boards the smallest and largest digits
 * bound what the cells between can make.  The sets, against the bounds
 * alone: ISS's "Sandwich snipe 18" (thirteen clues of 18, no given)
 * counted to two in 1,471,659 guesses before, 9,539 after (4.8 s to
 * 0.14 s; ISS 6,258). */

/* Adds to support what each set of distinct digits from 2..N-1 allows the
 * cells of a sandwich clue when 1 and N lie at i and j (i < j): its size
 * the cells between, its sum the clue, every cell between holding one of
 * it and every cell outside one of the digits it leaves.  Returns whether
 * some set fits. */
static int sandwich_sets(const uint32_t *inner, int size, int i, int j,
                         int clue, int side, uint32_t *support)
{
    uint32_t middle = 0, outside = 0, fits = 0, rest, ends;
    int k, n = j - i - 1, set, last;

    if (clue < 0 || clue > SMALL_SUM)
        return 0;
    ends = 1u | 1u << (side - 1);
    rest = ((1u << side) - 1) & ~ends;
    for (k = 0; k < size; k++)
        if (k > i && k < j)
            middle |= inner[k];
        else if (k != i && k != j)
            outside |= inner[k];
    list_small_sets();
    set = small_from[small_kind(n, clue)];
    last = small_from[small_kind(n, clue) + 1];
    if (n == 0)                  /* 1 and N side by side: the empty set */
        set = 0, last = clue == 0;
    for (; set < last; set++) {
        uint32_t in = n ? small_sets[set] : 0, out = rest & ~in;
        if ((in & ~middle) || (out & ~outside))   /* middle: no 1, no N */
            continue;
        for (k = 0; k < size; k++)
            if (k != i && k != j && !(inner[k] & (k > i && k < j ? in : out)))
                break;
        if (k < size)
            continue;
        fits = 1;
        for (k = 0; k < size; k++)
            if (k != i && k != j)
                support[k] |= inner[k] & (k > i && k < j ? in : out);
    }
    return fits;
}

/* Whether the cells between i and j can make the clue, from their
 * smallest and largest digits (any board); adds what they allow every
 * cell to support. */
static int sandwich_bounds(const uint32_t *inner, int size, int i, int j,
                           int clue, uint32_t *support)
{
    int k, low = 0, high = 0;

    for (k = i + 1; k < j && inner[k]; k++) {
        low += first_digit(inner[k]);
        high += last_digit(inner[k]);
    }
    if (k < j || clue < low || clue > high)
        return 0;
    for (k = 0; k < size; k++) {
        uint32_t open;
        if (k == i || k == j)
            continue;
        if (k < i || k > j) {
            support[k] |= inner[k];
            continue;
        }
        for (open = inner[k] & ~support[k]; open; open &= open - 1) {
            int d = first_digit(open);
            if (low - first_digit(inner[k]) + d <= clue
                && clue <= high - last_digit(inner[k]) + d)
                support[k] |= open & (0u - open);
        }
    }
    return 1;
}

/* Revises sandwich clue g as said above.  Returns -1 on a contradiction,
 * else how many cells lost digits. */
static int revise_sandwich(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    uint32_t one = 1u, top = 1u << (p->side - 1), ends = one | top;
    uint32_t support[MAX_SIDE], inner[MAX_SIDE];
    int i, j, changed = 0, found;

    for (i = 0; i < g->size; i++) {
        support[i] = 0;
        inner[i] = b->cands[cell[i]] & ~ends;
    }
    for (i = 0; i < g->size; i++)
        for (j = i + 1; j < g->size; j++) {
            uint32_t at_i = b->cands[cell[i]], at_j = b->cands[cell[j]];
            int forward = (at_i & one) && (at_j & top);   /* 1 .. N */
            int backward = (at_i & top) && (at_j & one);  /* N .. 1 */
            if (!forward && !backward)
                continue;
            if (!(p->side <= SMALL_SIDE
                  ? sandwich_sets(inner, g->size, i, j, g->value, p->side, support)
                  : sandwich_bounds(inner, g->size, i, j, g->value, support)))
                continue;
            support[i] |= (forward ? one : 0) | (backward ? top : 0);
            support[j] |= (forward ? top : 0) | (backward ? one : 0);
        }
    for (i = 0; i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], support[i])) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* Listed digits (GROUP_CONTAIN): a digit listed m times needs m cells
 * that may hold it, and when only m may, they hold it; under 'exactly',
 * a digit placed m times leaves the other cells; when the list fills
 * every cell, each cell holds a listed digit.  Returns -1 on a
 * contradiction, else how many cells lost digits. */
static int revise_contain(Search *s, Board *b, const Group *g)
{
    const Puzzle *p = s->rules->puzzle;
    const short *cell = p->group_cells + g->first;
    const signed char *listed = p->group_weight + g->first;
    uint32_t all = 0, done = 0;
    int i, k, changed = 0, found;

    for (k = 0; k < g->size && listed[k]; k++)
        all |= 1u << (listed[k] - 1);
    for (k = 0; k < g->size && listed[k]; k++) {
        uint32_t digit = 1u << (listed[k] - 1);
        int copies = 0, holders = 0, placed = 0;
        if (done & digit)
            continue;
        done |= digit;
        for (i = k; i < g->size; i++)
            copies += listed[i] == listed[k];
        for (i = 0; i < g->size; i++) {
            holders += (b->cands[cell[i]] & digit) != 0;
            placed += b->cands[cell[i]] == digit;
        }
        if (holders < copies || (g->value && placed > copies))
            return -1;
        for (i = 0; i < g->size; i++) {
            uint32_t here = b->cands[cell[i]];
            if (holders == copies)       /* the holders hold it */
                found = here & digit ? keep_digits(s, b, cell[i], digit) : 0;
            else if (g->value && placed == copies && here != digit)
                found = keep_digits(s, b, cell[i], ~digit);  /* no more */
            else
                break;
            if (found < 0)
                return -1;
            changed += found;
        }
    }
    for (i = 0; k == g->size && i < g->size; i++) {
        if ((found = keep_digits(s, b, cell[i], all)) < 0)
            return -1;
        changed += found;
    }
    return changed;
}

/* How each kind of group is revised, by enum GroupKind. */
static int (*const REVISE_GROUP[])(Search *s, Board *b, const Group *g) = {
    revise_sum, revise_renban, revise_sandwich, revise_contain
};

/* Counts a dead end met in group g in each of its cells (GROUP_BLAME). */
static void blame_group(Search *s, const Group *g)
{
    const short *cell = s->rules->puzzle->group_cells + g->first;
    int i;

    for (i = 0; i < g->size; i++)
        s->group_dead_ends[cell[i]] += GROUP_BLAME;
}

/* Revises each group whose cells lost digits since it was last revised.
 * Returns -1 on a contradiction, else how many cells lost digits. */
static int revise_groups(Search *s, Board *b)
{
    const Puzzle *p = s->rules->puzzle;
    int word, changed = 0;

    for (word = 0; word < (p->groups + 31) / 32; word++) {
        uint32_t stale = b->stale_groups[word];
        b->stale_groups[word] = 0;
        for (; stale; stale &= stale - 1) {
            const Group *g = &p->group[32 * word + lowest_cell(stale)];
            int found;
            if (g >= p->group + p->groups)
                break;                   /* the bits past the last group */
            found = REVISE_GROUP[g->kind](s, b, g);
            if (found < 0) {
                blame_group(s, g);
                return -1;
            }
            changed += found;
        }
    }
    return changed;
}
#endif /* CARRY_MORE_RULES */

#endif /* CARRY_VARIANTS */

/* Removes digit d from the places of region reg in mask.  Returns 0 on a
 * contradiction. */
static int clear_places(Search *s, Board *b, int reg, int d, uint32_t mask)
{
    const short *cell = s->rules->puzzle->region[reg];

    for (; mask; mask &= mask - 1)
        if (!eliminate(s, b, cell[lowest_cell(mask)], 1u << (d - 1)))
            return 0;
    return 1;
}

/* Hidden pairs in region reg: two digits left with the same two places
 * keep those cells to themselves.  (Naked pairs, their mirror image, cost
 * more than they saved on every set measured.)  Returns -1 on a
 * contradiction, else how many cells changed. */
static int lock_pairs(Search *s, Board *b, int reg)
{
    const Rules *k = s->rules;
    const short *cell = k->puzzle->region[reg];
    uint32_t open = k->all & ~b->placed[reg], pairs = 0, two, rest;
    int changed = 0;

    for (two = open; two; two &= two - 1) {
        uint32_t where = b->places[reg][first_digit(two) - 1];
        uint32_t rest = where & (where - 1);
        if (rest != 0 && (rest & (rest - 1)) == 0)     /* two places */
            pairs |= two & (0u - two);
    }
    for (; pairs; pairs &= pairs - 1) {
        int d = first_digit(pairs);
        uint32_t where = b->places[reg][d - 1];
        for (rest = pairs & (pairs - 1); rest; rest &= rest - 1) {
            int e = first_digit(rest);
            uint32_t both = 1u << (d - 1) | 1u << (e - 1);
            if (b->places[reg][e - 1] != where)
                continue;
            for (two = where; two; two &= two - 1) {
                int at = cell[lowest_cell(two)];
                if (b->cands[at] & ~both) {
                    if (!eliminate(s, b, at, ~both))
                        return -1;
                    changed++;
                }
            }
        }
    }
    return changed;
}

/* Hidden pairs in every region whose places changed since the
 * last look.  Returns -1 on a contradiction, else how many cells changed
 * (stopping at the first region that changed any). */
static int lock_all_pairs(Search *s, Board *b)
{
    int reg, found = 0;

    for (reg = 0; reg < s->rules->regions && found == 0; reg++) {
        uint32_t bit = 1u << (reg & 31);
        if (!(b->unpaired[reg >> 5] & bit))
            continue;
        b->unpaired[reg >> 5] &= ~bit;
        found = lock_pairs(s, b, reg);
    }
    return found;
}

/* Locked candidates: a digit whose places in one region all lie where it
 * meets another leaves the rest of the other.  Only digits that lost
 * places in a region since the last call are looked at, over the
 * intersections of that region that hold all their places.  Returns -1
 * on a contradiction, else how many digits moved. */
static int lock_intersections(Search *s, Board *b)
{
    const Rules *k = s->rules;
    int reg, changed = 0;

    for (reg = 0; reg < k->regions; reg++) {
        uint32_t moved = b->moved[reg] & ~b->placed[reg];
        if (b->moved[reg])        /* places lost: look for pairs again */
            b->unpaired[reg >> 5] |= 1u << (reg & 31);
        b->moved[reg] = 0;
        for (; moved; moved &= moved - 1) {
            int d = first_digit(moved);
            uint32_t where = b->places[reg][d - 1], across = where ? ~0u : 0;
            for (; where && across; where &= where - 1)
                across &= k->crossings_at[reg][lowest_cell(where)];
            for (; across; across &= across - 1) {
                int i = k->crossings_from[reg] + lowest_cell(across);
                int last = across >> 31 ? k->crossings_from[reg + 1] : i + 1;
                for (; i < last; i++) {
                    const Crossing *x = &k->crossing[i];
                    uint32_t rest = b->places[x->other][d - 1] & ~x->in_other;
                    if ((b->places[reg][d - 1] & ~x->in_mine) || rest == 0
                        || (b->placed[x->other] & 1u << (d - 1)))
                        continue;
                    if (!clear_places(s, b, x->other, d, rest))
                        return -1;
                    changed++;
                }
            }
        }
    }
    return changed;
}

#if CARRY_VARIANTS
/* The sorts of row past regions, as the search revises them when its
 * queue of placements runs dry: in this order, each only when those
 * before it moved nothing (relations are the cheapest), a sort with no
 * rows at once.  How a given grid is judged against each sort is its row
 * of ROWS_KEPT (general_rules.c). */
static int (*const REVISE_SORT[])(Search *s, Board *b) = {
    revise_relations, revise_cages
#if CARRY_MORE_RULES
    , revise_groups
#endif
};
#endif

/* Applies every rule until nothing more follows (but hidden pairs in the
 * proof of a best score, where they cost more than they save: Luogu
 * P1074's slowest sweep grid took 10% fewer instructions without them).
 * Returns 0 on a contradiction. */
static int propagate_board(Search *s, Board *b)
{
    for (;;) {
        int changed = 0;
        if (!place_queued(s, b))
            return 0;
#if CARRY_VARIANTS
        {                                /* until one moves something */
            int sort;
            for (sort = 0; changed == 0 && sort < (int)(sizeof REVISE_SORT
                                                / sizeof REVISE_SORT[0]); sort++)
                changed = REVISE_SORT[sort](s, b);
        }
#endif
        if (b->open == 0)
            return changed == 0;
        if (changed == 0)
            changed = lock_intersections(s, b);
        if (changed == 0 && s->queued == 0 && !s->proving)
            changed = lock_all_pairs(s, b);
        if (changed < 0)
            return 0;
        if (changed == 0 && s->queued == 0)
            return 1;
    }
}
#endif /* CARRY_GENERAL_ENGINE */

