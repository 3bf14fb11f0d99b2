/*
 * src/planes_killer.c - killer cages on digit planes: the digit sets a
 * cage's size and sum allow, revised cage by cage.
 * Calls: general_rules.c, general_propagate.c, planes.c, planes_locked.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
#if CARRY_KILLER_PLANES
/* The digits left - d for the digits d in digits (bit d - 1 for d). */
static inline uint32_t complements(uint32_t digits, int left)
{
    static unsigned short mirrored[512];   /* digit d to 10 - d */
    uint32_t set;
    int d;

    if (mirrored[1] == 0)
        for (set = 1; set < 512; set++)
            for (d = 1; d <= 9; d++)
                mirrored[set] |= (unsigned short)((set >> (d - 1) & 1) << (9 - d));
    set = mirrored[digits & 0x1FF];
    return (left >= 10 ? set << (left - 10) : set >> (10 - left)) & 0x1FF;
}

/* Of the sets of n different digits within open that sum to sum, the
 * digits in some (*allowed) and in every one (*required, of no use when
 * *allowed is 0). */
static void plane_cage_sets(int n, int sum, uint32_t open, uint32_t *allowed,
                            uint32_t *required)
{
    int i, end;
#if CARRY_TOOLS
    /* a batch meets the same kinds and open digits again and again: the
       last answer in each of 4096 slots, its key then allowed | required
       << 9 (a sum past 0-45 has another kind's key: never recalled) */
    static uint32_t memo[4096][2];
    uint32_t key = ((uint32_t)small_kind(n, sum) << 9 | (open & 0x1FF)) + 1;
    uint32_t *seen = memo[(key * 0x9E3779B1u) >> 20];

    if (seen[0] == key && sum >= 0 && sum <= SMALL_SUM) {
        *allowed = seen[1] & 0x1FF;
        *required = seen[1] >> 9;
        return;
    }
#endif /* CARRY_TOOLS */
    list_small_sets();
    *allowed = 0;
    *required = ~0u;
    if (sum < 0 || sum > SMALL_SUM)
        return;
    end = small_from[small_kind(n, sum) + 1];
    for (i = small_from[small_kind(n, sum)]; i < end; i++) {
        uint32_t set = small_sets[i];
        uint32_t fits = 0u - (uint32_t)((set & ~open) == 0);   /* no branch */
        *allowed |= set & fits;
        *required &= set | ~fits;
    }
#if CARRY_TOOLS
    seen[0] = key;
    seen[1] = *allowed | (*required & 0x1FF) << 9;
#endif /* CARRY_TOOLS */
}

/* The digits open in a cell (bit d - 1 for d), read from all nine
 * planes. */
static inline uint32_t cell_digits(const PlaneRules *k, const PlaneBoard *b,
                                   int cell)
{
    int at = k->bit_of[0][cell], w = at >> 6;
    const CellSet (*p)[PLANE_LAYOUTS] = b->places;

    at &= 63;                    /* nine planes, no loop: half the work */
    return (uint32_t)((p[0][0].word[w] >> at & 1) | (p[1][0].word[w] >> at & 1) << 1
                      | (p[2][0].word[w] >> at & 1) << 2 | (p[3][0].word[w] >> at & 1) << 3
                      | (p[4][0].word[w] >> at & 1) << 4 | (p[5][0].word[w] >> at & 1) << 5
                      | (p[6][0].word[w] >> at & 1) << 6 | (p[7][0].word[w] >> at & 1) << 7
                      | (p[8][0].word[w] >> at & 1) << 8);
}

/* The digits open anywhere in the cells of open (the rows' layout). */
static inline uint32_t digits_in(const PlaneRules *k, const PlaneBoard *b,
                                 const uint64_t *open)
{
    uint32_t digits = 0;
    int d;

    for (d = 0; d < k->side; d++)
        digits |= (uint32_t)(((b->places[d][0].word[0] & open[0])
                              | (b->places[d][0].word[1] & open[1])) != 0) << d;
    return digits;
}

/* A cage's last two open cells take different digits that sum to left;
 * *digits gets the digits they keep.  Returns -1 on a contradiction, else
 * how many cells changed. */
static int revise_plane_pair(PlaneSearch *s, PlaneBoard *b, int c,
                             const int *cell, int left, uint32_t *digits)
{
    const PlaneRules *k = s->rules;
    int i, changed = 0;
    uint32_t cands[2], keep[2], gone, from_both;

    if (left < 3 || left > 17)
        return -1;               /* two different digits: 1 + 2 to 8 + 9 */
    cands[0] = cell_digits(k, b, cell[0]);
    cands[1] = cell_digits(k, b, cell[1]);
    keep[0] = cands[0] & complements(cands[1], left);
    keep[1] = cands[1] & complements(cands[0], left);
    if (left % 2 == 0) {
        keep[0] &= ~(1u << (left / 2 - 1));
        keep[1] &= ~(1u << (left / 2 - 1));
    }
    if (!keep[0] || !keep[1])
        return -1;
    *digits = keep[0] | keep[1];
    from_both = cands[0] & ~keep[0] & cands[1] & ~keep[1];
    for (gone = from_both; gone; gone &= gone - 1) {
        remove_from_open(k, b, k->cages.cells[c], first_digit(gone) - 1);
        changed++;
    }
    for (i = 0; i < 2; i++) {
        for (gone = cands[i] & ~keep[i] & ~from_both; gone; gone &= gone - 1) {
            plane_remove(k, b, cell[i], first_digit(gone) - 1);
            changed++;
        }
    }
    return changed;
}

/* Fills cells i.. of a cage (candidates cands, n >= 2 cells) with
 * distinct digits not in used that sum to left, every way; each digit a
 * way puts in a cell is added to that cell's support.  Returns 1 when
 * some way exists. */
static int cage_fills(const uint32_t *cands, int n, int i, int left,
                      uint32_t used, uint32_t *support)
{
    uint32_t open, d;
    int found = 0;

    if (i == n - 2) {            /* the last two: digits that pair up */
        uint32_t one = cands[i] & ~used, other = cands[i + 1] & ~used;
        uint32_t half = left % 2 == 0 ? 1u << (left / 2 - 1) : 0;
        if (left < 3 || left > 17)
            return 0;
        one &= complements(other, left) & ~half;
        if (!one)
            return 0;
        support[i] |= one;
        support[i + 1] |= complements(one, left);
        return 1;
    }
    for (open = cands[i] & ~used; open; open &= open - 1) {
        d = (uint32_t)first_digit(open);
        if ((int)d >= left)
            break;                /* digits rise: the rest are larger */
        if (cage_fills(cands, n, i + 1, left - (int)d, used | 1u << (d - 1),
                       support)) {
            support[i] |= 1u << (d - 1);
            found = 1;
        }
    }
    return found;
}

/* The guesses a puzzle may take before its cages of three and four open
 * cells are filled exactly: the easy ones (most generated killers) are
 * done sooner without, the hard ones soon pay for it. */
enum { EASY_GUESSES = 4 };

/* What revise_plane_few() returns when its cells all have the same
 * digits: the sets of digits that make the sum then say as much. */
enum { ALL_ALIKE = -2 };

/* A cage's last three or four open cells: keeps in each the digits some
 * exact fill of them uses (distinct digits, their sum what is left);
 * *digits gets the digits they keep.  Returns -1 on a contradiction,
 * ALL_ALIKE, else how many digits went. */
static int revise_plane_few(PlaneSearch *s, PlaneBoard *b, const int *open,
                            int n, int left, uint32_t *digits)
{
    const PlaneRules *k = s->rules;
    uint32_t cands[4], support[4] = {0, 0, 0, 0}, gone, alike = 1;
    int cell[4], i, j, changed = 0;
#if CARRY_TOOLS
    /* the search meets the same cells' digits again and again: the last
       supports in each of 65536 slots, under a key of n, left and the
       digits (0: an empty slot; a support of 0 is no fill) */
    static uint64_t memo_key[65536], memo_support[65536];
    uint64_t key = (uint64_t)(n << 6 | left) << 36, slot;
#endif

    for (i = 0; i < n; i++) {    /* fewest digits first: the fills branch less */
        uint32_t mine = cell_digits(k, b, open[i]);
        for (j = i; j > 0 && count_digits(cands[j - 1]) > count_digits(mine);
             j--) {
            cands[j] = cands[j - 1];
            cell[j] = cell[j - 1];
        }
        cands[j] = mine;
        cell[j] = open[i];
    }
    for (i = 1; i < n; i++)
        alike &= cands[i] == cands[0];
    if (alike)
        return ALL_ALIKE;
#if CARRY_TOOLS
    for (i = 0; i < n; i++)
        key |= (uint64_t)cands[i] << (9 * i);
    slot = (key * 0x9E3779B97F4A7C15u) >> 48;
    if (memo_key[slot] == key) {
        for (i = 0; i < n; i++)
            support[i] = (uint32_t)(memo_support[slot] >> (9 * i)) & 0x1FF;
    } else {
        cage_fills(cands, n, 0, left, 0, support);
        memo_key[slot] = key;
        memo_support[slot] = 0;
        for (i = 0; i < n; i++)
            memo_support[slot] |= (uint64_t)support[i] << (9 * i);
    }
#else
    cage_fills(cands, n, 0, left, 0, support);
#endif
    if (!support[0])             /* no fill */
        return -1;
    *digits = 0;
    for (i = 0; i < n; i++) {
        *digits |= support[i];
        for (gone = cands[i] & ~support[i]; gone; gone &= gone - 1) {
            plane_remove(k, b, cell[i], first_digit(gone) - 1);
            changed++;
        }
    }
    return changed;
}

/* A digit every set of a cage's digits needs goes in one of the cage's
 * open cells that may still hold it, so a cell that sees each of those
 * (a region, or regions, they share) cannot hold it: it leaves such
 * cells.  Returns -1 on a contradiction, else how many cells lost a
 * digit.  (On a region taken whole as a cage this is box-line locked
 * candidates, which cost the planes more than they save: not done.)
 * Counting to two, with the law of 45 already: TAREK_ALL 1.51M -> 0.59M
 * guesses, EXTREME_KILLERS 1.77M -> 0.98M, HS_KILLERS 85k -> 22k; done
 * after the exact fills of two to four open cells too, 0.23M, 0.40M and
 * 15k. */
static int exclude_required(const PlaneRules *k, PlaneBoard *b,
                            const uint64_t *open, uint32_t required)
{
    int changed = 0;

    for (; required; required &= required - 1) {
        int d = first_digit(required) - 1, w;
        uint64_t seen[2], at, gone;
        seen[0] = seen[1] = ~(uint64_t)0;
        for (w = 0; w < 2; w++)
            for (at = b->places[d][0].word[w] & open[w]; at; at &= at - 1) {
                int cell = k->cell_at[0][64 * w + lowest_bit(at)];
                seen[0] &= k->peers[cell][0].word[0];
                seen[1] &= k->peers[cell][0].word[1];
            }
        if (seen[0] == ~(uint64_t)0 && seen[1] == ~(uint64_t)0)
            return -1;
        for (w = 0; w < 2; w++)
            for (gone = seen[w] & b->places[d][0].word[w] & ~b->solved[0].word[w];
                 gone; gone &= gone - 1) {
                plane_remove(k, b, k->cell_at[0][64 * w + lowest_bit(gone)], d);
                changed++;
            }
    }
    return changed;
}

/* exclude_required() for cage c; or, before the first guess, a note that
 * c has needed digits (its revision again, when nothing else is left to
 * do, excludes them).  Most generated killers are solved before that:
 * 100,000 lines 0.59 s -> 0.56 s (fewer mispredicted branches, though
 * more instructions), the same guesses; deferred after a guess too, the
 * published killers took more time (TAREK_ALL 0.46 s -> 0.52 s). */
static int exclude_or_defer(PlaneSearch *s, PlaneBoard *b, int c,
                            const uint64_t *open, uint32_t required)
{
    if (!required)
        return 0;
    if (s->deferring) {
        b->exclude_due[c >> 6] |= (uint64_t)1 << (c & 63);
        return 0;
    }
    return exclude_required(s->rules, b, open, required);
}

/* Keeps in a cage's open cells the digits that some set of distinct
 * digits, as many as those cells and summing to what they still must,
 * allows (read from the digits open anywhere in them, or cell by cell for
 * the last two), and places a digit every such set needs that has one
 * cell left.  Returns -1 on a contradiction, else how many cells
 * changed. */
static int revise_plane_cage(PlaneSearch *s, PlaneBoard *b, int c)
{
    const PlaneRules *k = s->rules;
    uint64_t open[2], rest[2];
    uint32_t digits, allowed, required, gone, spread = 0;
    int cell[4], n = b->cage_open[c], left = b->cage_left[c], changed = 0;
    int excluded;
    int i, d, w, few;

    for (w = 0; w < 2; w++)
        open[w] = rest[w] = k->cages.cells[c][0].word[w] & ~b->solved[0].word[w];
    if (n == 0)
        return left == 0 ? 0 : -1;
    few = n <= 2 || (n <= 4 && k->side == 9 && s->guesses > EASY_GUESSES);
    if (few)                     /* its open cells, in order */
        for (i = 0; i < n; i++) {
            w = rest[0] ? 0 : 1;
            cell[i] = k->cell_at[0][64 * w + lowest_bit(rest[w])];
            rest[w] &= rest[w] - 1;
        }
    if (n == 1)                  /* it takes what is left, if it may */
        return left >= 1 && left <= k->side
               && plane_place(k, b, cell[0], left - 1) ? 1 : -1;
    if (n == 2 || (few && (changed = revise_plane_few(s, b, cell, n, left, &digits)) != ALL_ALIKE)) {
        if (n == 2)
            changed = revise_plane_pair(s, b, c, cell, left, &digits);
        if (changed < 0 || k->cages.cage[c] == WHOLE_REGION)
            return changed;
        if (n == 2)              /* then the digits every set needs: */
            required = count_digits(digits) == 2 ? digits : 0;  /* one pair */
        else {
            plane_cage_sets(n, left, digits, &allowed, &required);
            required &= allowed;
        }
        excluded = exclude_or_defer(s, b, c, open, required);
        return excluded < 0 ? -1 : changed + excluded;
    }
    if (k->cages.cage[c] == WHOLE_REGION)
        return 0;                /* its sum says what its digits do */
    changed = 0;
    digits = digits_in(k, b, open);
    plane_cage_sets(n, left, digits, &allowed, &required);
    if (allowed == 0)
        return -1;
    for (gone = digits & ~allowed; gone; gone &= gone - 1) {
        remove_from_open(k, b, k->cages.cells[c], first_digit(gone) - 1);
        changed++;
    }
    for (gone = required; gone; gone &= gone - 1) {
        uint64_t low, high;
        d = first_digit(gone) - 1;
        low = b->places[d][0].word[0] & open[0];
        high = b->places[d][0].word[1] & open[1];
        if (!(low | high))
            return -1;
        if ((low && high) || ((low | high) & ((low | high) - 1))) {
            spread |= 1u << d;
            continue;
        }
        if (!plane_place(k, b, k->cell_at[0][low ? lowest_bit(low) : 64 + lowest_bit(high)], d))
            return -1;
        changed++;
    }
    excluded = k->cages.cage[c] != WHOLE_REGION ? exclude_or_defer(s, b, c, open, spread) : 0;
    return excluded < 0 ? -1 : changed + excluded;
}

/* Counts a dead end where cage c failed: in the regions of each of its
 * cells when the puzzle states it (the cells a sum fails on lie in the
 * regions to branch in), in its first cell's when the law of 45 derived
 * it.  Counting to two, against the first cell's regions for every cage:
 * MATHEMAGIC_KILLERS 4.74M guesses to 3.36M, TAREK_ALL 56,969 to 32,302,
 * EXTREME_KILLERS 41,860 to 51,135; each cell's for derived cages too
 * took MATHEMAGIC_KILLERS to 3.04M but EXTREME_KILLERS to 64,686. */
static void blame_plane_cage(PlaneSearch *s, int c)
{
    const PlaneRules *k = s->rules;
    const CellSet *cells = &k->cages.cells[c][0];
    int w;

    if (c >= k->cages.stated) {
        blame_plane_cell(s, k->cell_at[0][cells->word[0] ? lowest_bit(cells->word[0])
                                                         : 64 + lowest_bit(cells->word[1])]);
        return;
    }
    for (w = 0; w < 2; w++) {
        uint64_t each = cells->word[w];
        for (; each; each &= each - 1)
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(each)]);
    }
}

/* Reads a derived cage's open cells and what they must still sum to
 * from the board, as it is when the cage is derived (plane_place() keeps
 * them from then on). */
static void read_derived(const PlaneRules *k, PlaneBoard *b, int c)
{
    int w, open = 0, left = k->cages.derived_sum[c];

    for (w = 0; w < 2; w++) {
        uint64_t cells = k->cages.cells[c][0].word[w];
        uint64_t negated = k->cages.negated[c].word[w];
        for (; cells; cells &= cells - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(cells)];
            left -= (negated & cells & (0 - cells)) ? -b->value[cell] : b->value[cell];
            open += b->value[cell] == 0;
        }
    }
    b->cage_left[c] = (signed char)left;
    b->cage_open[c] = (signed char)open;
}

/* A loose sum's open cells (at most LOOSE_MOST), dealt into groups that
 * count alike and see each other (so hold distinct digits). */
enum { LOOSE_MOST = 9 };

typedef struct LooseCells {
    int n, groups;
    int cell[LOOSE_MOST], group[LOOSE_MOST];
    uint32_t cands[LOOSE_MOST];
    int sign[LOOSE_MOST];              /* [group]: +1, or -1: counted less */
    int low[LOOSE_MOST], high[LOOSE_MOST];  /* [group]: its digits' sum */
    CellSet seen[LOOSE_MOST];          /* [group]: the cells each of its
                                          cells sees (rows' layout) */
} LooseCells;

/* The sum of the k smallest (largest) digits 1-9 of mask, or -1 when it
 * has fewer than k: read from tables filled at first use. */
static signed char extremes[2][512][LOOSE_MOST + 1];

static void fill_extremes(void)
{
    int mask, k, d, largest;

    for (largest = 0; largest < 2; largest++)
        for (mask = 0; mask < 512; mask++) {
            int sum = 0;
            for (k = 1; k <= LOOSE_MOST; k++)
                extremes[largest][mask][k] = -1;
            for (k = 1, d = 0; d < 9; d++) {
                int digit = largest ? 9 - d : d + 1;
                if (mask >> (digit - 1) & 1) {
                    sum += digit;
                    extremes[largest][mask][k++] = (signed char)sum;
                }
            }
        }
}

static int least_sum(uint32_t mask, int k)
{
    return extremes[0][mask & 0x1FF][k];
}

static int most_sum(uint32_t mask, int k)
{
    return extremes[1][mask & 0x1FF][k];
}

/* Reads loose sum c's open cells into l and bounds each group's sum:
 * its cells' smallest (largest) digits, and its union's smallest
 * (largest) distinct digits, as many as its cells.  Returns 0 when a
 * group has fewer digits than cells. */
static int read_loose(const PlaneRules *k, const PlaneBoard *b, int c,
                      LooseCells *l)
{
    int w, i, g;

    l->n = l->groups = 0;
    for (w = 0; w < 2; w++) {
        uint64_t open = k->cages.cells[c][0].word[w] & ~b->solved[0].word[w];
        for (; open && l->n < LOOSE_MOST; open &= open - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(open)];
            int sign = k->cages.negated[c].word[w] & open & (0 - open) ? -1 : 1;
            int bit = k->bit_of[0][cell];
            for (g = 0; g < l->groups
                        && (l->sign[g] != sign
                            || !(l->seen[g].word[bit >> 6] >> (bit & 63) & 1)); g++)
                ;
            if (g == l->groups) {
                l->sign[l->groups++] = sign;
                l->seen[g] = k->peers[cell][0];
            } else {
                l->seen[g].word[0] &= k->peers[cell][0].word[0];
                l->seen[g].word[1] &= k->peers[cell][0].word[1];
            }
            l->cell[l->n] = cell;
            l->group[l->n] = g;
            l->cands[l->n++] = cell_digits(k, b, cell);
        }
    }
    for (g = 0; g < l->groups; g++) {
        uint32_t all = 0;
        int count = 0, low = 0, high = 0, distinct_low, distinct_high;
        for (i = 0; i < l->n; i++)
            if (l->group[i] == g) {
                all |= l->cands[i];
                low += first_digit(l->cands[i]);
                high += last_digit(l->cands[i]);
                count++;
            }
        distinct_low = least_sum(all, count);
        distinct_high = most_sum(all, count);
        if (distinct_low < 0)
            return 0;
        l->low[g] = low > distinct_low ? low : distinct_low;
        l->high[g] = high < distinct_high ? high : distinct_high;
    }
    return 1;
}

/* The digits cell i of group g may hold for the group to sum within
 * [least, most]: the others of the group bounded as in read_loose(),
 * without the digit. */
static uint32_t loose_keep(const LooseCells *l, int i, int least, int most)
{
    uint32_t others = 0, keep = 0, open;
    int j, count = 0, low = 0, high = 0;

    for (j = 0; j < l->n; j++)
        if (j != i && l->group[j] == l->group[i]) {
            others |= l->cands[j];
            low += first_digit(l->cands[j]);
            high += last_digit(l->cands[j]);
            count++;
        }
    for (open = l->cands[i]; open; open &= open - 1) {
        int d = first_digit(open);
        int rest_low = least_sum(others & ~(1u << (d - 1)), count);
        int rest_high = most_sum(others & ~(1u << (d - 1)), count);
        if (rest_low < 0)
            continue;            /* the others need d */
        rest_low = rest_low > low ? rest_low : low;
        rest_high = rest_high < high ? rest_high : high;
        if (d + rest_low <= most && d + rest_high >= least)
            keep |= 1u << (d - 1);
    }
    return keep;
}

/* The digits of mask each moved up by by (down when by < 0), those
 * that stay within 1..9. */
static uint32_t shifted(uint32_t mask, int by)
{
    if (by >= 9 || by <= -9)
        return 0;
    return (by >= 0 ? mask << by : mask >> -by) & 0x1FF;
}

/* The digits of cell i of l that no cell of its group before first holds
 * (chosen[0..first)). */
static uint32_t unheld(const LooseCells *l, int i, int first, const int *chosen)
{
    uint32_t open = l->cands[i];
    int j;

    for (j = 0; j < first; j++)
        if (l->group[j] == l->group[i])
            open &= ~(1u << (chosen[j] - 1));
    return open;
}

/* The last two open cells i, i + 1 of l, their signed digits making
 * left: the digits of each that pair up join their supports, as masks
 * (one sign: the mirrored digits, as complements(); two: shifted).
 * Returns 1 when some pair exists. */
static int loose_pair(const LooseCells *l, int i, int left, const int *chosen,
                      uint32_t *support)
{
    uint32_t one = unheld(l, i, i, chosen), other = unheld(l, i + 1, i, chosen), ones;
    int sign = l->sign[l->group[i]], same = l->group[i] == l->group[i + 1];
    int total = sign * left;     /* one's digit +- the other's */

    if (l->sign[l->group[i + 1]] == sign) {   /* a + b = total */
        if (total < 2 || total > 18)
            return 0;
        ones = one & complements(other, total);
        if (same && total % 2 == 0)
            ones &= ~(1u << (total / 2 - 1));
        if (!ones)
            return 0;
        support[i] |= ones;
        support[i + 1] |= complements(ones, total);
        return 1;
    }
    if (same && total == 0)      /* a - b = total, a and b distinct */
        return 0;
    ones = one & shifted(other, total);
    if (!ones)
        return 0;
    support[i] |= ones;
    support[i + 1] |= shifted(ones, -total);
    return 1;
}

/* The open cells i.. of l with digits (those of a group distinct) that
 * make left, every way, cell i's digit in chosen[i]: each digit a way
 * puts in a cell joins its support.  Returns 1 when some way exists. */
static int loose_fills(const LooseCells *l, int i, int left, int *chosen,
                       uint32_t *support)
{
    uint32_t open;
    int found = 0, j;

    if (i == l->n)
        return left == 0;
    if (i == l->n - 2)
        return loose_pair(l, i, left, chosen, support);
    open = l->cands[i];
    if (i == l->n - 1) {         /* the last: the digit left, if it may */
        int d = l->sign[l->group[i]] * left;
        open = d >= 1 && d <= 9 ? open & 1u << (d - 1) : 0;
    }
    for (; open; open &= open - 1) {
        int d = first_digit(open);
        for (j = 0; j < i && (chosen[j] != d || l->group[j] != l->group[i]); j++)
            ;
        if (j < i)
            continue;            /* a group-mate holds it */
        chosen[i] = d;
        if (loose_fills(l, i + 1, left - l->sign[l->group[i]] * d, chosen, support)) {
            support[i] |= 1u << (d - 1);
            found = 1;
        }
    }
    return found;
}

/* A loose sum with LOOSE_EXACT open cells or fewer is filled exactly:
 * each cell keeps the digits some fill uses (a - b = 3 takes 5 from a of
 * 4, 5, 6 when b holds 1 or 3, where bounds keep it).  Returns -1 on a
 * contradiction, else how many digits went. */
enum { LOOSE_EXACT = 3 };

static int revise_loose_exactly(const PlaneRules *k, PlaneBoard *b,
                                const LooseCells *l, int left)
{
    uint32_t support[LOOSE_EXACT] = {0, 0, 0}, gone;
    int chosen[LOOSE_EXACT], i, changed = 0;

    if (!loose_fills(l, 0, left, chosen, support))
        return -1;
    for (i = 0; i < l->n; i++)
        for (gone = l->cands[i] & ~support[i]; gone; gone &= gone - 1) {
            plane_remove(k, b, l->cell[i], first_digit(gone) - 1);
            changed++;
        }
    return changed;
}

/* A loose sum (LOOSE_SUM) made bounds consistent group by group: each
 * cell keeps the digits that leave its group a sum the other groups can
 * make up.  Returns -1 on a contradiction, else how many digits went. */
static int revise_loose_sum(PlaneSearch *s, PlaneBoard *b, int c)
{
    const PlaneRules *k = s->rules;
    LooseCells l;
    int low = 0, high = 0, left = b->cage_left[c], g, i, changed = 0;

    if (extremes[0][0][1] == 0)
        fill_extremes();
    if (!read_loose(k, b, c, &l))
        return -1;
    if (l.n <= LOOSE_EXACT)
        return revise_loose_exactly(k, b, &l, left);
    for (g = 0; g < l.groups; g++) {
        low += l.sign[g] > 0 ? l.low[g] : -l.high[g];
        high += l.sign[g] > 0 ? l.high[g] : -l.low[g];
    }
    if (left < low || left > high)
        return -1;
    for (g = 0; g < l.groups; g++) {
        int own_low = l.sign[g] > 0 ? l.low[g] : -l.high[g];
        int own_high = l.sign[g] > 0 ? l.high[g] : -l.low[g];
        int least = left - (high - own_high), most = left - (low - own_low);
        if (l.sign[g] < 0) {     /* the group's own digits, not negated */
            int t = least;
            least = -most;
            most = -t;
        }
        if (least <= l.low[g] && most >= l.high[g])
            continue;            /* nothing to take */
        for (i = 0; i < l.n; i++) {
            uint32_t keep, gone;
            if (l.group[i] != g)
                continue;
            keep = loose_keep(&l, i, least, most);
            if (!keep)
                return -1;
            for (gone = l.cands[i] & ~keep; gone; gone &= gone - 1) {
                plane_remove(k, b, l.cell[i], first_digit(gone) - 1);
                changed++;
            }
        }
    }
    return changed;
}

/* Revises the cages of due (bit c for cage c), emptying it.  Returns -1
 * on a contradiction, else how many cells changed. */
static int revise_due_cages(PlaneSearch *s, PlaneBoard *b, uint64_t *due)
{
    const PlaneRules *k = s->rules;
    int c, w, changed = 0;

    for (w = 0; w < 2; w++)
        for (; due[w]; due[w] &= due[w] - 1) {
            int found;
            c = 64 * w + lowest_bit(due[w]);
            if (k->cages.cage[c] == WHOLE_REGION && b->cage_open[c] > 4)
                continue;        /* its sum says no more than its digits */
            found = !b->cage_open[c] ? (b->cage_left[c] ? -1 : 0)  /* full */
                    : k->cages.cage[c] == LOOSE_SUM ? revise_loose_sum(s, b, c)
                    : revise_plane_cage(s, b, c);
            if (found < 0) {
                blame_plane_cage(s, c);
                return -1;
            }
            changed += found;
        }
    return changed;
}

/* Revises each cage with a cell that lost a digit or took one since the
 * cages were last revised (revise_plane_cage()).  Returns -1 on a
 * contradiction, else how many cells changed. */
static int plane_cages(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    uint64_t moved[2], due[2] = {0, 0};    /* cells, and cages by bit */
    int c, d, w, changed = 0;

    for (w = 0; w < 2; w++) {
        uint64_t solved = b->solved[0].word[w], lost;
        moved[w] = solved ^ b->cages_seen[9][w];
        b->cages_seen[9][w] = solved;
        for (d = 0; d < k->side; d++) {
            lost = b->cages_seen[d][w] & ~b->places[d][0].word[w] & ~solved;
            b->cages_seen[d][w] = b->places[d][0].word[w];
            moved[w] |= lost;
        }
    }
    for (w = 0; w < 2; w++)      /* the cages of the cells that moved */
        for (; moved[w]; moved[w] &= moved[w] - 1) {
            int cell = k->cell_at[0][64 * w + lowest_bit(moved[w])];
            c = k->cages.cage_of[cell];
            if (c >= 0)
                due[c >> 6] |= (uint64_t)1 << (c & 63);
            due[0] |= k->cages.derived_in[cell][0];
            due[1] |= k->cages.derived_in[cell][1];
        }
    for (w = 0; w < 2; w++) {    /* loose sums wait (below) */
        b->loose_due[w] |= due[w] & k->cages.loose[w];
        due[w] &= ~k->cages.loose[w];
    }
    changed = revise_due_cages(s, b, due);
    if (changed)
        return changed;
    changed = revise_due_cages(s, b, b->loose_due);
    b->loose_due[0] = b->loose_due[1] = 0;
    return changed;
}

/* Revises again, excluding their needed digits this time, the cages
 * exclude_or_defer() noted.  Returns -1 on a contradiction, else how
 * many cells changed. */
static int plane_deferred(PlaneSearch *s, PlaneBoard *b)
{
    uint64_t due[2];
    int changed;

    due[0] = b->exclude_due[0], due[1] = b->exclude_due[1];
    b->exclude_due[0] = b->exclude_due[1] = 0;
    s->deferring = 0;
    changed = revise_due_cages(s, b, due);
    s->deferring = 1;
    return changed;
}

/* Whether every cage of a board with no open cell makes its sum. */
static int cages_summed(PlaneSearch *s, const PlaneBoard *b)
{
    int c;

    for (c = 0; c < s->rules->cages.stated; c++)   /* derived: they sum */
        if (b->cage_left[c]) {
            blame_plane_cage(s, c);
            return 0;
        }
    return 1;
}

/* The law of 45: a region holds each digit 1..N once, so its cells sum
 * to N(N+1)/2 (45 on 9x9).  The cells of a region outside the cages that
 * lie wholly inside it (its innies) sum to that less those cages' sums;
 * lying in one region, they hold different digits, so they are a cage
 * the puzzle does not state, revised as the stated ones are.  When every
 * innie lies in a cage (or holds a given), the cells of those cages
 * outside the region (its outies) sum to what the cages sum to past the
 * innies: a cage too when they share a region.
 *
 * Every region gets its innies, up to all of its cells (no cage inside:
 * the region itself, summing to 45): once four or fewer are open they are
 * filled exactly (revise_plane_few()), which finds the digits a region's
 * last cells must share out among them.  On the published hard killers
 * (counting to two) that halved the guesses again after innies of up to
 * four cells had halved them: TAREK_ALL 4.4M, 3.2M, 1.5M.  Outies of more
 * than four cells changed next to nothing.  A puzzle its stated cages
 * solve without a guess (most generated killers) never pays for them:
 * they are derived when the first guess is due, and propagated before it
 * is taken (10,000 generated killers: 207 guesses to 10; counting to two
 * TAREK_ALL 27,842 to 27,477, the set hard for us 230 to 207,
 * MATHEMAGIC_KILLERS 2.31M to 2.34M). */
enum { MAX_INNIES = 9, MAX_OUTIES = 4, DERIVE_AFTER_GUESSES = 0 };

/* Adds a derived cage of the n cells to k's cages, when it has one to
 * most cells and there is room. */
static void add_derived_cage(PlaneRules *k, const short *cells, int n, int sum,
                             int most)
{
    PlaneCages *cages = &k->cages;
    int i, l, w, mine = cages->count;

    if (n < 1 || n > most || mine == PLANE_CAGES)
        return;
    cages->cage[mine] = (short)(n == k->side ? WHOLE_REGION : DERIVED);
    cages->derived_sum[mine] = (signed char)(sum < -1 ? -1 : sum > 99 ? 99 : sum);
    cages->negated[mine].word[0] = cages->negated[mine].word[1] = 0;
    for (l = 0; l < k->layouts; l++)
        for (w = 0; w < 2; w++) {
            cages->cells[mine][l].word[w] = 0;
            for (i = 0; i < n; i++)
                cages->cells[mine][l].word[w] |= k->one[cells[i]][l].word[w];
        }
    for (i = 0; i < n; i++)
        cages->derived_in[cells[i]][mine >> 6] |= (uint64_t)1 << (mine & 63);
    cages->count++;
}

/* Whether the n cells lie in one of k's regions. */
static int share_a_region(const PlaneRules *k, const short *cells, int n)
{
    int r, i, j;

    for (r = 0; r < k->region_count[cells[0]]; r++) {
        int reg = k->regions_of[cells[0]][r];
        for (i = 1; i < n; i++) {
            for (j = 0; j < k->region_count[cells[i]] && k->regions_of[cells[i]][j] != reg; j++)
                ;
            if (j == k->region_count[cells[i]])
                break;
        }
        if (i == n)
            return 1;
    }
    return 0;
}

/* Marks region reg's cells in mine and counts each cage's cells in it in
 * here (cage_at: each cell's cage, -1 for none); with on 0, clears both
 * again. */
static void mark_region(const PlaneRules *k, int reg, const short *cage_at,
                        unsigned char *here, unsigned char *mine, int on)
{
    const short *cells = k->region[reg];
    int i;

    for (i = 0; i < k->side; i++) {
        mine[cells[i]] = (unsigned char)on;
        if (cage_at[cells[i]] >= 0)
            here[cage_at[cells[i]]] = (unsigned char)(on ? here[cage_at[cells[i]]] + 1 : 0);
    }
}

/* Adds region reg's innies and outies (above) to k's cages; cage_at
 * holds each cell's cage of p (-1: none), here zeros, one a cage, and
 * mine zeros, one a cell. */
static void add_region_sums(PlaneRules *k, const Puzzle *p, int reg,
                            const short *cage_at, unsigned char *here,
                            unsigned char *mine)
{
    const short *cells = k->region[reg];
    short innies[PLANE_CELLS] = {0}, outies[PLANE_CELLS] = {0};
    short across_cages[MAX_SIDE];        /* the cages across its border */
    int whole = k->side * (k->side + 1) / 2, inside = 0, across = 0;
    int i, j, n_in = 0, n_out = 0, n_across = 0, loose = 0;

    mark_region(k, reg, cage_at, here, mine, 1);
    for (i = 0; i < k->side; i++) {
        int c = cage_at[cells[i]];
        const Cage *cage = &p->cage[c < 0 ? 0 : c];
        if (c >= 0 && here[c] == cage->size) {
            inside += cage->sum * (cells[i] == p->cage_cells[cage->first]);
            continue;                    /* wholly inside: counted once */
        }
        innies[n_in++] = cells[i];
        if (c < 0) {                     /* no cage: a given, or loose */
            across += p->givens[cells[i]];
            loose += p->givens[cells[i]] == 0;
        } else {                         /* across the border */
            for (j = 0; j < n_across && across_cages[j] != c; j++)
                ;
            if (j < n_across)
                continue;                /* met already */
            across_cages[n_across++] = (short)c;
            across += cage->sum;
            n_out += cage->size - here[c];
        }
    }
    add_derived_cage(k, innies, n_in, whole - inside, MAX_INNIES);
    if (loose == 0 && n_out > 0 && n_out <= MAX_OUTIES) {
        n_out = 0;
        for (i = 0; i < n_across; i++) {
            const Cage *cage = &p->cage[across_cages[i]];
            for (j = 0; j < cage->size; j++)
                if (!mine[p->cage_cells[cage->first + j]])
                    outies[n_out++] = p->cage_cells[cage->first + j];
        }
        if (share_a_region(k, outies, n_out))
            add_derived_cage(k, outies, n_out, across - (whole - inside), MAX_OUTIES);
    }
    mark_region(k, reg, cage_at, here, mine, 0);
}

/* Adds a loose sum to k's cages: the n cells of plus less the m cells of
 * minus make sum (n + m at most LOOSE_MOST); when minus is empty and the
 * cells share a region, a derived cage.  One already there is not added
 * again. */
static void add_loose_sum(PlaneRules *k, const short *plus, int n,
                          const short *minus, int m, int sum)
{
    PlaneCages *cages = &k->cages;
    CellSet all = {{0, 0}}, less = {{0, 0}};
    int i, c, mine = cages->count;

    if (n + m < 2 || n + m > LOOSE_MOST || sum < -99 || sum > 99)
        return;
    if (m == 0 && share_a_region(k, plus, n)) {
        add_derived_cage(k, plus, n, sum, LOOSE_MOST);
        return;
    }
    for (i = 0; i < n; i++)
        add_bit(&all, k->bit_of[0][plus[i]]);
    for (i = 0; i < m; i++) {
        add_bit(&all, k->bit_of[0][minus[i]]);
        add_bit(&less, k->bit_of[0][minus[i]]);
    }
    for (c = cages->stated; c < cages->count; c++)
        if (cages->cells[c][0].word[0] == all.word[0] && cages->cells[c][0].word[1] == all.word[1]
            && cages->negated[c].word[0] == less.word[0] && cages->negated[c].word[1] == less.word[1])
            return;
    if (mine == PLANE_CAGES)
        return;
    add_derived_cage(k, plus, n, sum, LOOSE_MOST);
    if (cages->count == mine)
        return;
    for (i = 0; i < m; i++) {    /* the cells counted less join it */
        int l, w;
        cages->derived_in[minus[i]][mine >> 6] |= (uint64_t)1 << (mine & 63);
        for (l = 0; l < k->layouts; l++)
            for (w = 0; w < 2; w++)
                cages->cells[mine][l].word[w] |= k->one[minus[i]][l].word[w];
    }
    cages->cage[mine] = LOOSE_SUM;
    cages->loose[mine >> 6] |= (uint64_t)1 << (mine & 63);
    cages->derived_sum[mine] = (signed char)sum;
    cages->negated[mine] = less;
}

/* The law of 45 over several regions of one layout (rows, columns, boxes):
 * the first two, three... of them (from the far end when backwards) sum
 * to as many times N(N+1)/2; the cages with more than half their cells
 * among them, taken as they come, sum to what they are stated to.  The
 * union's cells outside those cages (innies) and the cages' cells
 * outside the union (outies) then make a sum of their own: the outies
 * less the innies make the cages' sum less the union's.  Kept when the
 * two together are LOOSE_MOST cells or fewer and one of them has two
 * cells or fewer (ISS's innie-outie sums, js/solver/optimizer.js). */
static void add_union_sums(PlaneRules *k, const Puzzle *p, const short *cage_at,
                           int l, int backwards)
{
    /* inside[c]: cage c's cells in the union (a board's cages share none) */
    unsigned char in_union[PLANE_CELLS], in_cages[PLANE_CELLS], inside[PLANE_CELLS];
    uint64_t union_bits[2] = {0, 0}, cage_bits[2] = {0, 0};  /* rows' layout */
    int whole = k->side * (k->side + 1) / 2, cages_sum = 0, i, j, w, cell;
    int n_in = 0, n_out = 0;     /* the union's cells out of the cages, and
                                    the cages' cells out of the union */

    memset(in_union, 0, sizeof in_union);
    memset(in_cages, 0, sizeof in_cages);
    memset(inside, 0, sizeof inside);
    for (i = 0; i < k->side - 1; i++) {
        int reg = k->region_of_field[l][backwards ? k->side - 1 - i : i];
        short innies[PLANE_CELLS], outies[PLANE_CELLS];
        for (j = 0; j < k->side; j++) {  /* the region joins the union */
            int c = cage_at[cell = k->region[reg][j]], bit = k->bit_of[0][cell];
            in_union[cell] = 1;
            union_bits[bit >> 6] |= (uint64_t)1 << (bit & 63);
            n_in += !in_cages[cell];
            n_out -= in_cages[cell];
            if (c >= 0 && ++inside[c] == p->cage[c].size / 2 + 1) {
                const short *at = p->cage_cells + p->cage[c].first;
                int m;           /* more than half the cage: it joins */
                cages_sum += p->cage[c].sum;
                for (m = 0; m < p->cage[c].size; m++) {
                    bit = k->bit_of[0][at[m]];
                    cage_bits[bit >> 6] |= (uint64_t)1 << (bit & 63);
                    in_cages[at[m]] = 1;
                    n_in -= in_union[at[m]];
                    n_out += !in_union[at[m]];
                }
            }
        }
        if (i == 0 || n_in + n_out > LOOSE_MOST || (n_in > 2 && n_out > 2))
            continue;            /* one region: add_region_sums() */
        n_in = n_out = 0;
        for (w = 0; w < 2; w++) {
            uint64_t at;
            for (at = union_bits[w] & ~cage_bits[w]; at; at &= at - 1)
                innies[n_in++] = k->cell_at[0][64 * w + lowest_bit(at)];
            for (at = cage_bits[w] & ~union_bits[w]; at; at &= at - 1)
                outies[n_out++] = k->cell_at[0][64 * w + lowest_bit(at)];
        }
        if (n_in >= n_out)
            add_loose_sum(k, innies, n_in, outies, n_out, whole * (i + 1) - cages_sum);
        else
            add_loose_sum(k, outies, n_out, innies, n_in, cages_sum - whole * (i + 1));
    }
}

/* Loose sums of one region and the cages more than half in it, kept up to
 * this many cells (add_region_loose_sum()). */
enum { REGION_LOOSE_MOST = 5 };

/* The law of 45 on one region with the cages that have more than half
 * their cells in it: the region's cells outside them (innies) less their
 * cells outside it (outies) make N(N+1)/2 less their sums (add_region_sums()
 * takes only the cages wholly inside).  Kept when the two together are
 * REGION_LOOSE_MOST cells or fewer and one of them has two cells or fewer.
 * Counting to two: TAREK_ALL 25,758 guesses to 23,777, EXTREME_KILLERS
 * 40,072 to 31,559, HS_KILLERS 494 to 251, MATHEMAGIC_KILLERS 2.39M to
 * 2.27M (16.4 s to 15.0 s); with up to 6 cells MATHEMAGIC_KILLERS took
 * 2.40M and 19.7 s, with up to 9 (as unions keep) 2.44M and 23.5 s: the
 * longer sums cost more to revise than they save. */
static void add_region_loose_sum(PlaneRules *k, const Puzzle *p, int reg,
                                 const short *cage_at, unsigned char *here,
                                 unsigned char *mine)
{
    const short *cells = k->region[reg];
    short innies[PLANE_CELLS], outies[PLANE_CELLS], joined[MAX_SIDE];
    int whole = k->side * (k->side + 1) / 2, cages_sum = 0;
    int n_in = 0, n_out = 0, n_joined = 0, i, j;

    mark_region(k, reg, cage_at, here, mine, 1);
    for (i = 0; i < k->side; i++) {
        int c = cage_at[cells[i]];
        const Cage *cage = &p->cage[c < 0 ? 0 : c];
        const short *at = p->cage_cells + cage->first;
        if (c >= 0 && here[c] == cage->size) {
            cages_sum += cage->sum * (cells[i] == at[0]);
            continue;                    /* wholly inside: counted once */
        }
        if (c < 0 || 2 * here[c] <= cage->size) {
            innies[n_in++] = cells[i];
            continue;
        }
        for (j = 0; j < n_joined && joined[j] != c; j++)
            ;
        if (j < n_joined)
            continue;                    /* joined already */
        joined[n_joined++] = (short)c;
        cages_sum += cage->sum;
        for (j = 0; j < cage->size; j++)
            if (!mine[at[j]])
                outies[n_out++] = at[j];
    }
    mark_region(k, reg, cage_at, here, mine, 0);
    if (n_out == 0 || n_in + n_out > REGION_LOOSE_MOST || (n_in > 2 && n_out > 2))
        return;
    if (n_in >= n_out)
        add_loose_sum(k, innies, n_in, outies, n_out, whole - cages_sum);
    else
        add_loose_sum(k, outies, n_out, innies, n_in, cages_sum - whole);
}

/* Makes p's cages of two cells or more k's (a cage of one cell is a
 * given): a cell sees its cage-mates as it sees the cells of its
 * regions.  Returns 0 when a cage is not for digit planes (more cells
 * than digits). */
static int add_plane_cages(PlaneRules *k, const Puzzle *p)
{
    PlaneCages *cages = &k->cages;
    int c, i, l, w, layouts = k->layouts;

    k->caged = p->cages > 0;
    cages->puzzle = p;
    cages->count = 0;
    memset(cages->cage_of, -1, sizeof cages->cage_of);
    for (c = 0; c < p->cages; c++) {
        const short *in = p->cage_cells + p->cage[c].first;
        int size = p->cage[c].size, mine = cages->count;
        CellSet *whole = cages->cells[mine];
        if (size > k->side)
            return 0;
        if (size == 1)
            continue;
        cages->cage[cages->count++] = (short)c;
        for (l = 0; l < 3 || l < layouts; l++)
            whole[l].word[0] = whole[l].word[1] = 0;
        for (i = 0; i < size; i++) {
            const CellSet *one = k->one[in[i]];
            cages->cage_of[in[i]] = (signed char)mine;
            for (w = 0; w < 2; w++) {     /* the three every board has */
                whole[0].word[w] |= one[0].word[w];
                whole[1].word[w] |= one[1].word[w];
                whole[2].word[w] |= one[2].word[w];
            }
            for (l = 3; l < layouts; l++)
                for (w = 0; w < 2; w++)
                    whole[l].word[w] |= one[l].word[w];
        }
    }
    cages->stated = cages->count;
    cages->loose[0] = cages->loose[1] = 0;
    return 1;
}

/* Adds the cages the law of 45 derives (above) to the search's cages,
 * and has b revise every cage: called when a puzzle's first guess is
 * due.  The boards b came from revise the new cages only as their cells
 * move: a weaker search there, never a wrong one (derived cages follow
 * from the stated ones, and a full board is checked on those alone). */
static void derive_plane_cages(PlaneSearch *s, PlaneBoard *b)
{
    PlaneRules *k = &s->table;
    const Puzzle *p = k->cages.puzzle;
    PlaneBoard *at = s->stack;
    int c, i, w;

    memset(k->cages.derived_in, 0, sizeof k->cages.derived_in);
    if (p->cages) {
        short cage_at[PLANE_CELLS];
        unsigned char here[MAX_CELLS], mine[PLANE_CELLS];
        memset(cage_at, -1, sizeof cage_at);
        memset(here, 0, sizeof here);
        memset(mine, 0, sizeof mine);
        for (c = 0; c < p->cages; c++)
            for (i = 0; i < p->cage[c].size; i++)
                cage_at[p->cage_cells[p->cage[c].first + i]] = (short)c;
        for (c = 0; c < k->regions; c++)
            add_region_sums(k, p, c, cage_at, here, mine);
        for (c = 0; c < k->regions; c++)
            add_region_loose_sum(k, p, c, cage_at, here, mine);
        for (c = 0; c < k->layouts && c < 3; c++)
            if (k->fields[c] == k->side) {
                add_union_sums(k, p, cage_at, c, 0);
                add_union_sums(k, p, cage_at, c, 1);
            }
    }
    for (; at <= b; at++)        /* the boards below b, and b */
        for (c = k->cages.stated; c < k->cages.count; c++)
            read_derived(k, at, c);
    for (w = 0; w < 2; w++)
        b->cages_seen[9][w] = ~b->solved[0].word[w];
}
#endif
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

