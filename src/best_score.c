/*
 * src/best_score.c - Luogu P1074's best score: cell weights and the bounds
 * that prune the search for the highest-scoring solution.
 * Calls: tables.c, general_rules.c, general_propagate.c.
 */

#if CARRY_GENERAL_ENGINE
/* ---- Luogu P1074's best score ---- */

#if CARRY_BEST_SCORE
/* Luogu P1074's weight of a cell of a 9x9 board: 6 on the rim, one more
 * for each ring inward, 10 at the centre. */
static int cell_weight(int cell)
{
    int row = cell / 9, col = cell % 9, ring = row;

    if (col < ring)
        ring = col;
    if (8 - row < ring)
        ring = 8 - row;
    if (8 - col < ring)
        ring = 8 - col;
    return 6 + ring;
}

/* The score of a full grid is 6 times its 405, plus the digits inside the
 * rim, inside ring 1, inside ring 2 and at the centre (each ring inward
 * adds one to its cells' weight).  Inside the rim is 405 less the rim's
 * two rows and two columns (180) plus the four corners they counted
 * twice; inside ring 1 is ring 2 (the 16 cells two in from the rim) and
 * the centre box, 45; inside ring 2 is the centre box, 45.  So the score
 * is SCORE_BASE plus the digits of 21 cells: the corners, ring 2 and the
 * centre.  The bound works on these alone, where the rings' weights would
 * hide them among 81 cells. */
enum { SCORE_BASE = 6 * 405 + 225 + 45 + 45 };

/* Guesses of search_best()'s first, short searches. */
enum { SCORE_DIVES = 5000 };

/* The cells that decide the score: the corners, ring 2 and the centre. */
static const unsigned char DECIDING_CELLS[21] = {
    0, 8, 20, 21, 22, 23, 24, 29, 33, 38, 40, 42, 47, 51,
    56, 57, 58, 59, 60, 72, 80,
};

/* The open deciding cell with the fewest digits for its weight (the dead
 * ends met in its regions, dead_ends_around(): the proof's dead ends are
 * mostly the bound's, so this draws the search to the cells that prune;
 * the first from from, of 21), or when all those are placed, the first
 * open cell with the fewest digits: the highest digit is tried first, so
 * good scores come early and the bound prunes more. */
static int deciding_open(const Search *s, const Board *b, int from)
{
    unsigned long best_count = 1, best_weight = 0;
    int i, cell, best = -1, count = MAX_SIDE + 1;

    for (i = 0; i < 21; i++) {
        unsigned long open, weight;
        cell = DECIDING_CELLS[(from + i) % 21];
        if (b->value[cell])
            continue;
        open = (unsigned long)count_digits(b->cands[cell]);
        weight = dead_ends_around(s, cell);
        if (open * best_weight < best_count * weight) {
            best = cell;
            best_count = open;
            best_weight = weight;
        }
    }
    if (best >= 0)
        return best;
    for (cell = 0; cell < 81; cell++)    /* every deciding cell is placed */
        if (!b->value[cell] && count_digits(b->cands[cell]) < count) {
            count = count_digits(b->cands[cell]);
            best = cell;
        }
    return best;
}

/* The score of a solved 9x9 grid. */
static long grid_score(const unsigned char *value)
{
    long total = 0;
    int cell;

    for (cell = 0; cell < 81; cell++)
        total += (long)cell_weight(cell) * value[cell];
    return total;
}

/* Groups of deciding cells that each lie in one row, column or box, so
 * that their digits differ; each ends with -1. */
enum { SCORE_GROUP_COUNT = 23 };
static const signed char SCORE_GROUPS[SCORE_GROUP_COUNT][6] = {
    {0, 8, -1}, {20, 21, 22, 23, 24, -1}, {29, 33, -1},       /* rows */
    {38, 40, 42, -1}, {47, 51, -1}, {56, 57, 58, 59, 60, -1}, {72, 80, -1},
    {0, 72, -1}, {20, 29, 38, 47, 56, -1}, {21, 57, -1},      /* columns */
    {22, 40, 58, -1}, {23, 59, -1}, {24, 33, 42, 51, 60, -1}, {8, 80, -1},
    {29, 38, 47, -1}, {33, 42, 51, -1}, {40, -1},             /* boxes */
    {21, 22, 23, -1}, {57, 58, 59, -1}, {0, 20, -1}, {8, 24, -1},
    {56, 72, -1}, {60, 80, -1},
};

/* Ways to split the 21 deciding cells into SCORE_GROUPS: by rows, by
 * columns, by the lines of ring 2 and the boxes across them (twice,
 * turned), by boxes; then, for the proof only (SCORE_PROOF_WAYS), the
 * first four with the corners paired the other way (by columns where
 * they were by rows, and back).  The short searches take the first five:
 * with all nine their first scores come later (Luogu P1074's grid of 3
 * givens, seed 21: 161,320 guesses became 567,915).  Each ends with -1. */
enum { SCORE_DIVE_WAYS = 5, SCORE_PROOF_WAYS = 9 };
static const signed char SCORE_WAYS[SCORE_PROOF_WAYS][10] = {
    {0, 1, 2, 3, 4, 5, 6, -1},
    {7, 8, 9, 10, 11, 12, 13, -1},
    {1, 5, 14, 15, 16, 0, 6, -1},
    {8, 12, 17, 18, 16, 7, 13, -1},
    {19, 17, 20, 14, 16, 15, 21, 18, 22, -1},
    {7, 1, 2, 3, 4, 5, 13, -1},
    {0, 8, 9, 10, 11, 12, 6, -1},
    {1, 5, 14, 15, 16, 7, 13, -1},
    {8, 12, 17, 18, 16, 0, 6, -1},
};

/* Gives digit d a cell among the count cells with masks cands, moving
 * the digits already given (holder[i], 0 for none) where they can go. */
static int match_digit(const uint32_t *cands, int count, int *holder,
                       int d, uint32_t *tried)
{
    int i;

    for (i = 0; i < count; i++)
        if ((cands[i] >> (d - 1) & 1) && !(*tried >> i & 1)) {
            *tried |= 1u << i;
            if (!holder[i] || match_digit(cands, count, holder, holder[i], tried)) {
                holder[i] = d;
                return 1;
            }
        }
    return 0;
}

/* The best matchings of three to five cells met lately, by the cells'
 * masks (the search meets the same groups again and again): the key, and
 * the sum with each cell's digit in four bits above it. */
enum { MATCHING_MEMO = 4096 };
static struct { uint32_t key[2], found; } matching_memo[MATCHING_MEMO];

/* Packs the masks of up to five cells into key, three a word, then extra
 * (below 512) and their count in the second, and returns key's slot in a
 * memo of 4,096 (MATCHING_MEMO, PRUNE_MEMO). */
static inline int group_key(const uint32_t *cands, int count, uint32_t extra,
                            uint32_t *key)
{
    int i;

    key[0] = key[1] = 0;
    for (i = 0; i < count; i++)
        key[i / 3] |= (cands[i] & 0x1FF) << 9 * (i % 3);
    key[1] |= extra << 18 | (uint32_t)count << 27;
    return (int)((key[0] * 2654435761u ^ key[1]) * 2654435761u >> 20);
}

/* The most count cells with masks cands could add when their digits
 * differ: a matching of cells to digits, found greedily from 9 down.
 * holder[i] gets cell i's digit in that matching (0 for none). */
static long matching_bound(const uint32_t *cands, int count, int *holder)
{
    uint32_t any = 0, found, key[2];
    int matched = 0, d, i, slot;
    long sum = 0;

    if (count <= 2) {                  /* the most of each, or a swap */
        if (count == 0)
            return 0;
        holder[0] = last_digit(cands[0]);
        if (count == 1)
            return holder[0];
        holder[1] = last_digit(cands[1]);
        if (holder[0] == holder[1] && holder[0] != 0) {  /* 0: no digit */
            d = last_digit((cands[0] | cands[1]) & ~(1u << (holder[0] - 1)));
            if (d && (cands[1] >> (d - 1) & 1))
                holder[1] = d;
            else
                holder[0] = d;         /* d is cell 0's, or neither has one */
        }
        return holder[0] + holder[1];
    }
    slot = group_key(cands, count, 0, key);
    if (matching_memo[slot].key[0] == key[0]
        && matching_memo[slot].key[1] == key[1]) {
        found = matching_memo[slot].found;
        for (i = 0; i < count; i++)
            holder[i] = (int)(found >> (6 + 4 * i) & 15);
        return (long)(found & 63);
    }
    for (i = 0; i < count; i++) {
        any |= cands[i];
        holder[i] = 0;
    }
    for (d = 9; d > 0 && matched < count; d--) {
        uint32_t tried = 0;
        if ((any >> (d - 1) & 1) && match_digit(cands, count, holder, d, &tried)) {
            sum += d;
            matched++;
        }
    }
    found = (uint32_t)sum;
    for (i = 0; i < count; i++)
        found |= (uint32_t)holder[i] << (6 + 4 * i);
    matching_memo[slot].key[0] = key[0];
    matching_memo[slot].key[1] = key[1];
    matching_memo[slot].found = found;
    return sum;
}

/* The open cells of a group, with their masks.  Returns how many. */
static int open_in_group(const Board *b, const signed char *group,
                         int *cells, uint32_t *cands)
{
    int count = 0;

    for (; *group >= 0; group++)
        if (!b->value[*group]) {
            cells[count] = *group;
            cands[count++] = b->cands[*group];
        }
    return count;
}

/* What prune_by_score() last saw at a level of the search: each deciding
 * cell (its digits, or 512 plus the digit placed), the most each group's
 * open cells could add then, and the least each was last pruned to. */
typedef struct ScoreSeen {
    uint32_t cells[21];
    long most[SCORE_GROUP_COUNT];
    long need[SCORE_GROUP_COUNT];
} ScoreSeen;

/* The groups with a deciding cell that changed since seen was taken
 * (bit g for SCORE_GROUPS[g]); seen takes the cells as they are now. */
static uint32_t changed_groups(const Board *b, ScoreSeen *seen)
{
    static uint32_t groups_of[21];       /* [i]: the groups holding cell i */
    static int known;
    const signed char *in;
    uint32_t changed = 0;
    int i, g;

    for (g = 0; !known && g < SCORE_GROUP_COUNT; g++)
        for (in = SCORE_GROUPS[g]; *in >= 0; in++)
            for (i = 0; i < 21; i++)
                if (DECIDING_CELLS[i] == *in)
                    groups_of[i] |= 1u << g;
    known = 1;
    for (i = 0; i < 21; i++) {
        int cell = DECIDING_CELLS[i];
        uint32_t now = b->value[cell] ? 512u + b->value[cell] : b->cands[cell];
        if (now != seen->cells[i]) {
            seen->cells[i] = now;
            changed |= groups_of[i];
        }
    }
    return changed;
}

/* The most a completion of b could score (Luogu P1074) by each of the
 * first count ways of SCORE_WAYS: SCORE_BASE, the deciding cells placed,
 * and the sum of the most its groups' open cells could add (each way a
 * bound by itself), worked out anew for the changed groups and kept in
 * seen->most. */
static void way_bounds(const Board *b, ScoreSeen *seen, uint32_t changed,
                       long *ways, int count)
{
    long placed = 0;
    int i, way, g, cells[5], holder[5];
    uint32_t cands[5];

    for (i = 0; i < 21; i++)
        placed += b->value[DECIDING_CELLS[i]];
    for (; changed; changed &= changed - 1) {
        g = lowest_cell(changed);
        seen->most[g] = matching_bound(cands, open_in_group(b, SCORE_GROUPS[g],
                                                            cells, cands), holder);
    }
    for (way = 0; way < count; way++) {
        ways[way] = SCORE_BASE + placed;
        for (g = 0; SCORE_WAYS[way][g] >= 0; g++)
            ways[way] += seen->most[SCORE_WAYS[way][g]];
    }
}

/* Writes to costly[i] the digits of the count cells with masks cands
 * that leave the cells less than need: d in cell i leaves d and the most
 * the others make without d, which is their most when their best
 * matching does without d. */
static void costly_digits(const uint32_t *cands, int count, long need,
                          uint32_t *costly)
{
    int i, j, d, holder[4];
    uint32_t rest[4], others_used;

    for (i = 0; i < count; i++) {
        long others_best;              /* the others' most, d or not */
        uint32_t mine;
        costly[i] = 0;
        for (j = 0; j < count - 1; j++)
            rest[j] = cands[j < i ? j : j + 1];
        others_best = matching_bound(rest, count - 1, holder);
        if (others_best >= need)
            continue;                  /* no digit leaves less (they lose
                                          d at most for d) */
        for (others_used = 0, j = 0; j < count - 1; j++)
            others_used |= 1u << holder[j] >> 1;    /* none for 0 */
        for (mine = cands[i]; mine; mine &= mine - 1) {
            uint32_t bit = mine & (0u - mine);
            d = first_digit(bit);
            if (d + others_best >= need) {
                if (!(others_used & bit))
                    continue;          /* their best does without d */
                for (j = 0; j < count - 1; j++)
                    rest[j] = cands[j < i ? j : j + 1] & ~bit;
                if (d + matching_bound(rest, count - 1, holder) >= need)
                    continue;
            }
            costly[i] |= bit;
        }
    }
}

/* The costly digits of groups met lately (the search meets the same
 * masks and need again and again: nine calls in ten): the masks, their
 * count and the need as the key, and the digits, nine bits a cell. */
enum { PRUNE_MEMO = 4096 };
static struct { uint32_t key[2], costly[2]; } prune_memo[PRUNE_MEMO];

/* costly_digits() of up to five cells and a need below 512, remembered in
 * prune_memo. */
static void remembered_costly(const uint32_t *cands, int count, long need,
                              uint32_t *costly)
{
    uint32_t key[2];
    int i, slot;

    slot = group_key(cands, count, (uint32_t)need, key);
    if (prune_memo[slot].key[0] == key[0] && prune_memo[slot].key[1] == key[1]) {
        for (i = 0; i < count; i++)
            costly[i] = prune_memo[slot].costly[i / 3] >> 9 * (i % 3) & 0x1FF;
        return;
    }
    costly_digits(cands, count, need, costly);
    prune_memo[slot].key[0] = key[0];
    prune_memo[slot].key[1] = key[1];
    prune_memo[slot].costly[0] = prune_memo[slot].costly[1] = 0;
    for (i = 0; i < count; i++)
        prune_memo[slot].costly[i / 3] |= costly[i] << 9 * (i % 3);
}

/* Takes from group g's open cells the digits that leave the group less
 * than need (remembered_costly()).  Returns 0 on a contradiction, else 1
 * (*changed set when a digit went). */
static int prune_group(Search *s, Board *b, int g, long need, int *changed)
{
    int cells[5], count, i;
    uint32_t cands[5], costly[5], mine;

    count = open_in_group(b, SCORE_GROUPS[g], cells, cands);
    remembered_costly(cands, count, need, costly);
    for (i = 0; i < count; i++)
        for (mine = costly[i]; mine; mine &= mine - 1) {
            uint32_t bit = mine & (0u - mine);
            if (!(b->cands[cells[i]] & bit))
                continue;              /* gone since */
            if (!eliminate(s, b, cells[i], bit))
                return 0;
            *changed = 1;
        }
    return 1;
}

/* Prunes b by the best score so far: returns 0 when some way of
 * SCORE_WAYS cannot beat it.  Else takes from each group the digits that
 * cost more points than the tightest way through it has to spare (setting
 * *changed), and returns 0 when that leaves a contradiction.  seen: what
 * the last call at this level saw (a group whose cells and need are as
 * they were then has nothing left to take). */
static int prune_by_score(Search *s, Board *b, ScoreSeen *seen, int *changed)
{
    long slack[SCORE_GROUP_COUNT], ways[SCORE_PROOF_WAYS];
    uint32_t moved = changed_groups(b, seen);
    int count = s->proving ? SCORE_PROOF_WAYS : SCORE_DIVE_WAYS, way, g, i;

    way_bounds(b, seen, moved, ways, count);
    for (g = 0; g < SCORE_GROUP_COUNT; g++)
        slack[g] = LONG_MAX;
    for (way = 0; way < count; way++) {
        if (ways[way] <= s->best_score)
            return 0;
        for (i = 0; (g = SCORE_WAYS[way][i]) >= 0; i++)
            if (ways[way] - s->best_score - 1 < slack[g])
                slack[g] = ways[way] - s->best_score - 1;
    }
    for (g = 0; g < SCORE_GROUP_COUNT; g++) {  /* the least each must make */
        long need = seen->most[g] - slack[g];
        if (moved >> g & 1)
            seen->need[g] = 0;       /* pruned to nothing on these cells */
        if (need <= 0 || (need == seen->need[g] && !*changed))
            continue;                /* (a group before may have moved it) */
        seen->need[g] = need;
        if (!prune_group(s, b, g, need, changed))
            return 0;
    }
    return 1;
}
#endif /* CARRY_BEST_SCORE */
#endif /* CARRY_GENERAL_ENGINE */

