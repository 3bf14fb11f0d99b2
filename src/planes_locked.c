/*
 * src/planes_locked.c - locked candidates on digit planes (jigsaw pieces
 * and windows), and hidden singles by field.
 * Calls: general_rules.c, planes.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
#if CARRY_LOCKED_PLANES
/* The field of a layout's bit. */
static int field_of_bit(int bit)
{
    return bit < 64 ? bit / 9 : FIELDS_IN_FIRST + (bit - 64) / 9;
}

/* The shapes a region can take. */
enum Shape { RECTANGLE, DIAGONAL, PIECE };

/* The shape of region reg of k: a rectangle of cells (a row, a column, a
 * box, a window), a main diagonal, or else a jigsaw piece. */
static enum Shape shape_of(const PlaneRules *k, int reg)
{
    int side = k->side, top = side, bottom = 0, left = side, right = 0;
    int down = 1, up = 1, pos;

    for (pos = 0; pos < side; pos++) {
        int row = k->region[reg][pos] / side, col = k->region[reg][pos] % side;
        top = row < top ? row : top;
        bottom = row > bottom ? row : bottom;
        left = col < left ? col : left;
        right = col > right ? col : right;
        down &= row == col;
        up &= row + col == side - 1;
    }
    if ((bottom - top + 1) * (right - left + 1) == side)
        return RECTANGLE;
    return down || up ? DIAGONAL : PIECE;
}

/* Whether locked candidates pay between layout l and the others: it
 * holds a jigsaw piece, or windows (past the rows, columns and boxes of
 * layouts 0 to 2) and no diagonal; the rows and columns never do.  Box-line and diagonal-box cost the
 * planes more than they save (1,000 of 11+ as jigsaw lines of boxes
 * 535M -> 650M instructions; 1,000 generated X lines 267M -> 305M). */
static int is_extra_layout(const PlaneRules *k, int l)
{
    int field, pieces = 0, diagonals = 0;

    for (field = 0; l >= 2 && field < k->fields[l]; field++) {
        enum Shape shape = shape_of(k, k->region_of_field[l][field]);
        pieces += shape == PIECE;
        diagonals += shape == DIAGONAL;
    }
    return pieces > 0 || (l > 2 && diagonals == 0);
}

/* Writes to half the fields met by each set of n places (OR of met[] by
 * the places' bits), from the sets without a place to those with it. */
static void list_sets_met(unsigned short *half, const unsigned *met, int n)
{
    int pos, set;

    half[0] = 0;
#if CARRY_TOOLS
#ifdef SOLVER_SSE2
    if (n >= 3) {    /* the first three places' eight sets, then eight more
                        at a time */
        __m128i eight = _mm_setr_epi16(0, (short)met[0], (short)met[1],
                                       (short)(met[0] | met[1]), (short)met[2],
                                       (short)(met[2] | met[0]),
                                       (short)(met[2] | met[1]),
                                       (short)(met[2] | met[1] | met[0]));
        int from;
        _mm_storeu_si128((__m128i *)(void *)half, eight);
        for (pos = 3, from = 8; pos < n; pos++, from *= 2)
            for (set = 0; set < from; set += 8) {
                __m128i without = _mm_loadu_si128((const __m128i *)(const void *)(half + set));
                _mm_storeu_si128((__m128i *)(void *)(half + from + set),
                                 _mm_or_si128(without, _mm_set1_epi16((short)met[pos])));
            }
        return;
    }
#endif
#endif /* CARRY_TOOLS */
    for (pos = 0; pos < n; pos++)
        for (set = 0; set < 1 << pos; set++)   /* with pos, from those without */
            half[(1 << pos) + set] = (unsigned short)(half[set] | met[pos]);
}

/* Lists, for each set of places in field of pair's second layout, the
 * fields of its first that they lie in (in two halves, 5 and 4 places). */
static void list_fields_met(const PlaneRules *k, LayoutPair *pair, int field)
{
    unsigned met[9];             /* the field each place lies in, a bit */
    int pos;

    for (pos = 0; pos < 9; pos++) {
        int cell = k->cell_at[pair->second][field_bit(field, pos)];
        int bit = pos < k->side ? k->bit_of[pair->first][cell] : -1;
        met[pos] = bit < 0 ? 0 : 1u << field_of_bit(bit);
    }
    list_sets_met(pair->low_fields[field], met, 5);
    list_sets_met(pair->high_fields[field], met + 5, 4);
}

/* Notes layouts first and second as a pair for locked candidates when a
 * region of one meets a region of the other in two cells or more. */
static void pair_layouts(PlaneRules *k, int first, int second)
{
    LayoutPair *pair = &k->pairs[k->pair_count];
    int field, pos, most = 0, shared[9][9];

    if (k->pair_count == PLANE_PAIRS)
        return;
    memset(pair, 0, offsetof(LayoutPair, low_fields));
    memset(shared, 0, sizeof shared);
    pair->first = first;
    pair->second = second;
    for (field = 0; field < k->fields[first]; field++)
        for (pos = 0; pos < k->side; pos++) {
            int cell = k->region[k->region_of_field[first][field]][pos];
            int bit = k->bit_of[second][cell], other;
            if (bit < 0)
                continue;
            other = field_of_bit(bit);
            add_bit(&pair->first_in_second[field], bit);
            add_bit(&pair->second_in_first[other], k->bit_of[first][cell]);
            add_bit(&pair->shared_in_second, bit);
            add_bit(&pair->shared_in_first, k->bit_of[first][cell]);
            if (++shared[field][other] > most)
                most = shared[field][other];
        }
    for (field = 0; field < k->fields[second]; field++)
        list_fields_met(k, pair, field);
    if (most >= 2)
        k->pair_count++;
}

/* Pairs each layout is_extra_layout() picks (jigsaw pieces, windows)
 * with every other layout it meets in two cells or more; rows, columns,
 * boxes and diagonals among themselves are left out, but for killers
 * (killer_pairs, past pair_count): there the boxes' pairs with the others
 * cut the guesses, counting to two, on HS_KILLERS from 742 to 494, on
 * EXTREME_KILLERS from 44,073 to 40,072 and on TAREK_ALL from 27,477 to
 * 25,758 (0.22 s to 0.19 s); MATHEMAGIC_KILLERS took 2% more guesses
 * and 12% more time counting to two, 13% fewer and 7% less to its first
 * solutions. */
static void pair_for_locked(PlaneRules *k)
{
    int first, second, plain, extra[PLANE_LAYOUTS];

    for (first = 0; first < k->layouts; first++)
        extra[first] = is_extra_layout(k, first);
    for (first = 0; first < k->layouts; first++)
        for (second = 0; second < k->layouts; second++)
            if (first != second && extra[first]
                && (!extra[second] || second > first))
                pair_layouts(k, first, second);
    plain = k->pair_count;
    for (second = 0; k->layouts > 2 && !extra[2] && second < k->layouts; second++)
        if (second != 2 && !extra[second])
            pair_layouts(k, 2, second);
    k->killer_pairs = k->pair_count;
    k->pair_count = plain;
}

/* The law of leftovers (jigsaw puzzles): the first rows of a board, or
 * columns or boxes, hold each digit as many times as the pieces with more
 * than half their cells among them; so the cells of those rows outside
 * the pieces and the cells of the pieces outside the rows hold the same
 * digits (ISS's SameValuesIgnoreCount, js/solver/optimizer.js).  Below:
 * the pairs of such sets, each under nine cells, compiled from the
 * layouts of lines and boxes against the pieces' layouts. */

/* How many cells set holds. */
static int cells_in(const CellSet *set)
{
    int n = 0, w;

    for (w = 0; w < 2; w++) {
        uint64_t x = set->word[w];
        x -= x >> 1 & 0x5555555555555555u;
        x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
        n += (int)((x * 0x0101010101010101u) >> 56);
    }
    return n;
}

/* The cells of region reg of k, in the rows' layout. */
static CellSet region_cells(const PlaneRules *k, int reg)
{
    CellSet cells = {{0, 0}};
    int pos;

    for (pos = 0; pos < k->side; pos++)
        add_bit(&cells, k->bit_of[0][k->region[reg][pos]]);
    return cells;
}

/* Adds the pair a and b (the rows' layout) to k's leftovers, in every
 * layout, unless it is there already (either way round). */
static void add_leftover(PlaneRules *k, const CellSet *a, const CellSet *b)
{
    const CellSet *set[2];
    int i, side, l;

    for (i = 0; i < k->leftovers; i++)
        for (side = 0; side < 2; side++)
            if (memcmp(&k->leftover[i][side][0], a, sizeof *a) == 0
                && memcmp(&k->leftover[i][!side][0], b, sizeof *b) == 0)
                return;
    if (k->leftovers == PLANE_LEFTOVERS)
        return;
    set[0] = a, set[1] = b;
    memset(k->leftover[k->leftovers], 0, sizeof k->leftover[0]);
    for (side = 0; side < 2; side++)
        for (i = 0; i < 2; i++) {
            uint64_t at;
            for (at = set[side]->word[i]; at; at &= at - 1)
                for (l = 0; l < k->layouts; l++) {
                    const CellSet *one = &k->one[k->cell_at[0][64 * i + lowest_bit(at)]][l];
                    k->leftover[k->leftovers][side][l].word[0] |= one->word[0];
                    k->leftover[k->leftovers][side][l].word[1] |= one->word[1];
                }
        }
    k->leftovers++;
}

/* The leftovers of the fields of layout l taken in order (backwards:
 * from the last) against the n pieces. */
static void add_leftovers_of(PlaneRules *k, int l, int backwards,
                             const CellSet *piece, int n)
{
    CellSet lines = {{0, 0}}, pieces = {{0, 0}};
    unsigned char taken[9];
    int i, j, w, size;

    memset(taken, 0, sizeof taken);
    for (i = 0; i < k->side - 1; i++) {
        CellSet a, b, reg = region_cells(k, k->region_of_field[l][backwards ? k->side - 1 - i : i]);
        for (w = 0; w < 2; w++)
            lines.word[w] |= reg.word[w];
        for (j = 0; j < n; j++) {
            CellSet in;
            if (taken[j])
                continue;
            in.word[0] = piece[j].word[0] & lines.word[0];
            in.word[1] = piece[j].word[1] & lines.word[1];
            if (2 * cells_in(&in) <= k->side)
                continue;
            taken[j] = 1;        /* more than half among the lines */
            for (w = 0; w < 2; w++)
                pieces.word[w] |= piece[j].word[w];
        }
        for (w = 0; w < 2; w++) {
            a.word[w] = lines.word[w] & ~pieces.word[w];
            b.word[w] = pieces.word[w] & ~lines.word[w];
        }
        if (i > 0 && (size = cells_in(&a)) > 0 && size < k->side
            && cells_in(&b) == size)
            add_leftover(k, &a, &b);
    }
}

/* Compiles k's leftovers: each layout of whole lines or boxes, both ways,
 * against the pieces of each extra layout (one at a time: a layout's
 * pieces never share a cell, so n of them hold each digit n times). */
static void add_leftovers(PlaneRules *k)
{
    CellSet piece[9];
    int extra[PLANE_LAYOUTS], e, l, field;

    for (l = 0; l < k->layouts; l++)
        extra[l] = is_extra_layout(k, l);
    for (e = 0; e < k->layouts; e++) {
        if (!extra[e])
            continue;
        for (field = 0; field < k->fields[e]; field++)
            piece[field] = region_cells(k, k->region_of_field[e][field]);
        for (l = 0; l < k->layouts; l++)
            if (!extra[l] && k->fields[l] == k->side) {
                add_leftovers_of(k, l, 0, piece, k->fields[e]);
                add_leftovers_of(k, l, 1, piece, k->fields[e]);
            }
    }
}

/* The rows (or columns) of each band of a 9x9 board that windoku's
 * windows divide it into, counted from 0: rows 1, 5 and 9 (counted from
 * 1); 2 to 4; 6 to 8. */
static const unsigned char WINDOW_BANDS[3][3] = {
    {0, 4, 8}, {1, 2, 3}, {5, 6, 7}
};

/* The region of k of the nine cells in cells, in that order, or -1. */
static int region_with(const PlaneRules *k, const short *cells)
{
    int reg;

    for (reg = 0; reg < k->dealt; reg++)
        if (memcmp(k->region[reg], cells, 9 * sizeof *cells) == 0)
            return reg;
    return -1;
}

/* The layout region reg of k was dealt into. */
static int layout_of(const PlaneRules *k, int reg)
{
    int l, field;

    for (l = 0; l < k->layouts; l++)
        for (field = 0; field < k->fields[l]; field++)
            if (k->region_of_field[l][field] == reg)
                return l;
    return 0;
}

/* Writes to cells the cells of the rows of band across crossed with the
 * columns of band down, row by row. */
static void band_cells(short *cells, int across, int down)
{
    int i;

    for (i = 0; i < 9; i++)
        cells[i] = (short)(9 * WINDOW_BANDS[across][i / 3]
                           + WINDOW_BANDS[down][i % 3]);
}

/* Windoku's four windows imply five more regions: columns 2 to 4 hold
 * each digit three times and the two windows there twice, so rows 1, 5
 * and 9 of those columns hold it once; so too for columns 6 to 8 and for
 * the rows, and then rows 1, 5 and 9 crossed with columns 1, 5 and 9
 * hold what those rows have left.  Deals them into the windows' layout
 * when k has 9x9 cells, rows, columns and the windows, for hidden singles
 * and locked candidates across the whole layout.  Returns 0 when a
 * region does not fit. */
static int deal_hidden_windows(PlaneRules *k)
{
    short cells[9], row[9], column[9];
    int line, pos, across, down, window = -1, l;

    if (k->side != 9 || k->dealt + 5 > MAX_REGIONS)
        return 1;
    for (across = 1; across < 3; across++)
        for (down = 1; down < 3; down++) {
            band_cells(cells, across, down);
            if ((window = region_with(k, cells)) < 0)
                return 1;
        }
    for (line = 0; line < 9; line++) {
        for (pos = 0; pos < 9; pos++) {
            row[pos] = (short)(9 * line + pos);
            column[pos] = (short)(9 * pos + line);
        }
        if (region_with(k, row) < 0 || region_with(k, column) < 0)
            return 1;
    }
    l = layout_of(k, window);
    for (across = 0; across < 3; across++)
        for (down = 0; down < 3; down++)
            if (across == 0 || down == 0) {
                band_cells(k->region[k->dealt], across, down);
                if (!deal_region(k, k->dealt++, l))
                    return 0;
            }
    return 1;
}
#endif /* CARRY_LOCKED_PLANES */

/* Clears the parts of k that compiling reads before it writes them. */
static void clear_planes(PlaneRules *k)
{
    k->layouts = k->pair_count = 0;
#if CARRY_LOCKED_PLANES
    k->leftovers = 0;
#endif
    memset(k->fields, 0, sizeof k->fields);
    memset(k->bit_of, -1, sizeof k->bit_of);
    memset(k->one, 0, sizeof k->one);
    memset(k->peers, 0, sizeof k->peers);
    memset(k->tops, 0, sizeof k->tops);
    memset(k->cells_of, 0, sizeof k->cells_of);
    memset(k->region_count, 0, sizeof k->region_count);
    memset(k->field_cells, 0, sizeof k->field_cells);
#if CARRY_KILLER_PLANES
    k->caged = 0;
#endif
}

/* Makes the cells of region reg of k peers of each other in the layouts
 * from 'from' on. */
static void link_region(PlaneRules *k, int reg, int from)
{
    const short *cell = k->region[reg];
    int l, pos;

    for (l = from; l < k->layouts; l++) {
        uint64_t low = 0, high = 0;          /* the region in layout l */
        for (pos = 0; pos < k->side; pos++) {
            low |= k->one[cell[pos]][l].word[0];
            high |= k->one[cell[pos]][l].word[1];
        }
        for (pos = 0; pos < k->side; pos++) {
            CellSet *peers = &k->peers[cell[pos]][l];
            peers->word[0] |= low & ~k->one[cell[pos]][l].word[0];
            peers->word[1] |= high & ~k->one[cell[pos]][l].word[1];
        }
    }
}

/* Deals k's regions from first on into layouts (those before are dealt
 * and linked in the layouts before old), and the regions they imply, and
 * links every region in every layout.  Returns 0 when they need too many
 * layouts. */
static int deal_regions(PlaneRules *k, int first, int old)
{
    int reg;

    for (reg = first; reg < k->regions; reg++)
        if (!deal_region(k, reg, 0))
            return 0;
#if CARRY_LOCKED_PLANES
    if (!deal_hidden_windows(k))
        return 0;
#endif
    for (reg = 0; reg < k->dealt; reg++)
        link_region(k, reg, reg < first ? old : 0);
    return 1;
}

#if CARRY_PLANE_EXTRAS
/* A board's rows and columns alone, dealt and linked: most tables begin
 * with them, and a batch of jigsaw puzzles changes only what follows. */
static PlaneRules lines_dealt;

/* Whether p begins with the rows, then the columns, of its board (deals
 * them into lines_dealt first when its side is another). */
static int starts_with_lines(const Puzzle *p)
{
    static Puzzle lines;                 /* start_puzzle()'s, as tables have */
    PlaneRules *k = &lines_dealt;
    int side = p->side;

    if (k->side != side) {
        start_puzzle(&lines, side);
        clear_planes(k);
        k->side = side;
        k->cells = side * side;
        k->regions = k->dealt = lines.regions;
        memcpy(k->region, lines.region, sizeof lines.region[0] * (size_t)lines.regions);
        if (!deal_regions(k, 0, 0))
            k->side = 0;
    }
    return k->side == side && p->regions > 2 * side
           && memcmp(p->region, k->region,
                     sizeof k->region[0] * (size_t)(2 * side)) == 0;
}

/* Starts k as lines_dealt: the parts compiling reads before it writes
 * them, fields to region_count in one block. */
static void start_from_lines(PlaneRules *k)
{
    memcpy(k->fields, lines_dealt.fields, offsetof(PlaneRules, field_cells)
                                          - offsetof(PlaneRules, fields));
    k->layouts = lines_dealt.layouts;
    k->pair_count = 0;
#if CARRY_LOCKED_PLANES
    k->leftovers = 0;
#endif
    memset(k->field_cells, 0, sizeof k->field_cells);
#if CARRY_KILLER_PLANES
    k->caged = 0;
#endif
}
#endif /* CARRY_PLANE_EXTRAS */

/* Compiles p's regions, and the regions they imply, into layouts.
 * Returns 0 when they need too many layouts (k is then compiled for
 * nothing). */
static int compile_planes(PlaneRules *k, const Puzzle *p)
{
    int cell, l, pos, first = 0, old = 0;

#if CARRY_PLANE_EXTRAS
    if (starts_with_lines(p)) {      /* a jigsaw batch deals them once */
        start_from_lines(k);
        first = lines_dealt.regions;
        old = lines_dealt.layouts;
    } else
#endif
        clear_planes(k);
    k->regions = k->dealt = p->regions;
    memcpy(k->region, p->region, sizeof p->region[0] * (size_t)p->regions);
    k->cells = p->side * p->side;
    k->side = p->side;
    if (!deal_regions(k, first, old))
        return k->cells = 0;
    for (cell = 0; cell < k->cells; cell++)
        if (k->bit_of[0][cell] < 0)
            return k->cells = 0;     /* the first layout must hold every cell */
    for (l = 0; l < 9; l++)
        for (pos = 0; pos < 9; pos++)
            add_bit(&k->field_cells[l], field_bit(l, pos));
#if CARRY_LOCKED_PLANES
    pair_for_locked(k);
    add_leftovers(k);
#endif
    return 1;
}

/* Whether k was compiled from the regions of p (a batch of puzzles on
 * one board compiles once). */
static int planes_compiled_for(const PlaneRules *k, const Puzzle *p)
{
    return k->cells == p->side * p->side && k->regions == p->regions
           && memcmp(k->region, p->region,
                     sizeof p->region[0] * (size_t)p->regions) == 0;
}

/* Whether digit d (0-based) is open in the unsolved cell. */
static int plane_open(const PlaneRules *k, const PlaneBoard *b, int cell,
                      int d)
{
    int bit = k->bit_of[0][cell];

    return !b->value[cell] && (b->places[d][0].word[bit >> 6] >> (bit & 63) & 1);
}

#if CARRY_KILLER_PLANES
/* Counts digit in cell placed in each derived cage the cell lies in
 * (what it must still sum to, how many cells are open). */
static void place_in_derived(const PlaneRules *k, PlaneBoard *b, int cell,
                             int digit)
{
    int bit = k->bit_of[0][cell], w;
    uint64_t in;

    for (w = 0; w < 2; w++)
        for (in = k->cages.derived_in[cell][w]; in; in &= in - 1) {
            int c = 64 * w + lowest_bit(in);
            int negated = (int)(k->cages.negated[c].word[bit >> 6] >> (bit & 63) & 1);
            b->cage_left[c] -= (signed char)(negated ? -digit : digit);
            b->cage_open[c]--;
        }
}
#endif

/* Places digit d in cell in layout l: its peers and mates leave d's
 * places. */
static inline void place_in_layout(const PlaneRules *k, PlaneBoard *b,
                                   const CellSet *mates, int cell, int d, int l)
{
    int w;

    for (w = 0; w < 2; w++) {
        b->places[d][l].word[w] &= ~(k->peers[cell][l].word[w] | mates[l].word[w]);
        b->placed[d][l].word[w] |= k->one[cell][l].word[w];
        b->solved[l].word[w] |= k->one[cell][l].word[w];
    }
}

/* Places digit d (0-based) in cell: its peers (and cage-mates) leave d's
 * places.  Returns 0 when the cell is solved or d is not open there. */
static int plane_place(const PlaneRules *k, PlaneBoard *b, int cell, int d)
{
    static const CellSet no_cells[PLANE_LAYOUTS] = {{{0, 0}}};
    const CellSet *mates = no_cells;
    int l;

    if (!plane_open(k, b, cell, d))
        return b->value[cell] == d + 1;
    b->value[cell] = (unsigned char)(d + 1);
    b->open--;
#if CARRY_KILLER_PLANES
    if (k->caged) {
        int c = k->cages.cage_of[cell];
        if (c >= 0) {
            b->cage_left[c] -= (signed char)(d + 1);
            b->cage_open[c]--;
            mates = k->cages.cells[c];
        }
        if (k->cages.count > k->cages.stated)
            place_in_derived(k, b, cell, d + 1);
    }
#endif
    place_in_layout(k, b, mates, cell, d, 0);   /* the three every board */
    place_in_layout(k, b, mates, cell, d, 1);   /* has, as three steps (a */
    place_in_layout(k, b, mates, cell, d, 2);   /* layout not in use is */
    for (l = 3; l < k->layouts; l++)            /* empty: no harm) */
        place_in_layout(k, b, mates, cell, d, l);
    return 1;
}

/* Takes digit d (0-based) from cell's places. */
static void plane_remove(const PlaneRules *k, PlaneBoard *b, int cell, int d)
{
    int l;

    for (l = 0; l < k->layouts; l++) {
        b->places[d][l].word[0] &= ~k->one[cell][l].word[0];
        b->places[d][l].word[1] &= ~k->one[cell][l].word[1];
    }
}

#if CARRY_KILLER_PLANES || CARRY_LOCKED_PLANES
/* Takes digit d (0-based) from the open cells of cells (a set in every
 * layout: a cage's, a leftover's), in every layout at once; the first
 * three as three steps, as in plane_place(). */
static void remove_from_open(const PlaneRules *k, PlaneBoard *b,
                             const CellSet *cells, int d)
{
    int l, w;

    for (w = 0; w < 2; w++) {
        b->places[d][0].word[w] &= ~(cells[0].word[w] & ~b->solved[0].word[w]);
        b->places[d][1].word[w] &= ~(cells[1].word[w] & ~b->solved[1].word[w]);
        b->places[d][2].word[w] &= ~(cells[2].word[w] & ~b->solved[2].word[w]);
    }
    for (l = 3; l < k->layouts; l++)
        for (w = 0; w < 2; w++)
            b->places[d][l].word[w] &= ~(cells[l].word[w] & ~b->solved[l].word[w]);
}
#endif

/* Counts a dead end in each region of cell. */
static void blame_plane_cell(PlaneSearch *s, int cell)
{
    int i;

    for (i = 0; i < s->rules->region_count[cell]; i++)
        s->dead_ends[s->rules->regions_of[cell][i]]++;
}

/* Places every open cell left with one digit.  Returns -1 when a cell has
 * none, else how many were placed. */
static int plane_naked_singles(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    uint64_t open[2], once[2] = {0, 0}, twice[2] = {0, 0};
    int d, w, placed = 0;

    for (w = 0; w < 2; w++)
        open[w] = k->cells_of[0].word[w] & ~b->solved[0].word[w];
    for (d = 0; d < k->side; d++)        /* both words at once */
        for (w = 0; w < 2; w++) {
            uint64_t here = b->places[d][0].word[w] & open[w];
            twice[w] |= once[w] & here;
            once[w] |= here;
        }
    for (w = 0; w < 2; w++) {
        uint64_t single = once[w] & ~twice[w];
        if (open[w] & ~once[w]) {
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(open[w] & ~once[w])]);
            return -1;
        }
        for (d = 0; single && d < k->side; d++) {   /* digit by digit */
            uint64_t cells = b->places[d][0].word[w] & single;
            single &= ~cells;
            for (; cells; cells &= cells - 1) {
                int cell = k->cell_at[0][64 * w + lowest_bit(cells)];
                if (!plane_place(k, b, cell, d)) {
                    blame_plane_cell(s, cell);
                    return -1;
                }
                placed++;
            }
        }
        if (single) {                    /* singles placed before took it */
            blame_plane_cell(s, k->cell_at[0][64 * w + lowest_bit(single)]);
            return -1;
        }
    }
    return placed;
}

/* The top bit of each field of word that holds a cell (bits 8, 17, ...),
 * among the fields in tops. */
static inline uint64_t fields_holding(uint64_t word, uint64_t tops, int w)
{
    return (((word & FIELD_LOWS[w]) + FIELD_LOWS[w]) | word) & tops;
}

/* Whether digit d (0-based) lost places since seen was last set to the
 * sum of the words of its open places in the rows' layout (which falls
 * whenever one goes: places only ever go); sets it again. */
static inline int lost_places(const PlaneBoard *b, int d, uint64_t *seen)
{
    uint64_t now = (b->places[d][0].word[0] & ~b->solved[0].word[0])
                   + (b->places[d][0].word[1] & ~b->solved[0].word[1]);

    if (now == *seen)
        return 0;
    *seen = now;
    return 1;
}

/* Places digit d (0-based) where a region of word w of layout l has one
 * place left for it.  Returns -1 when a region there has none, else how
 * many were placed. */
static int field_singles(PlaneSearch *s, PlaneBoard *b, int d, int l, int w)
{
    const PlaneRules *k = s->rules;
    uint64_t tops = k->tops[l].word[w], solved = b->solved[l].word[w];
    uint64_t here = (b->places[d][l].word[w] & ~solved) | b->placed[d][l].word[w];
    uint64_t held = fields_holding(here, tops, w), one, cells;
    int placed = 0;

    if (held != tops) {          /* a region with no place for d */
        int reg = k->region_of_field[l][lowest_bit(tops & ~held) / 9
                                        + FIELDS_IN_FIRST * w];
#if CARRY_KILLER_PLANES
        if (k->caged) {          /* killers: as a cage, by its first cell */
            blame_plane_cell(s, k->region[reg][0]);
            return -1;
        }
#endif
        s->dead_ends[reg]++;
        return -1;
    }
    one = tops & ~fields_holding(here & (here - (tops >> 8)), tops, w);
    for (cells = here & (one >> 8) * 0x1FF & ~solved; cells; cells &= cells - 1) {
        int bit = lowest_bit(cells), cell = k->cell_at[l][64 * w + bit];
        if (!plane_place(k, b, cell, d)) {
            s->dead_ends[k->region_of_field[l][bit / 9 + FIELDS_IN_FIRST * w]]++;
            return -1;
        }
        placed++;
    }
    return placed;
}

#if CARRY_PLANE_EXTRAS
#ifdef SOLVER_SSE2
/* A set's two words as one vector. */
static inline __m128i set_vector(const CellSet *set)
{
    return _mm_loadu_si128((const __m128i *)(const void *)set);
}

/* fields_holding() of both words at once. */
static inline __m128i fields_holding_both(__m128i words, __m128i tops)
{
    __m128i lows = _mm_loadu_si128((const __m128i *)(const void *)FIELD_LOWS);

    return _mm_and_si128(_mm_or_si128(_mm_add_epi64(_mm_and_si128(words, lows),
                                                    lows), words), tops);
}

/* Whether layout l has a region with one place left for digit d (0-based),
 * or none: field_singles() on both words at once, for the answer alone
 * (most often no, and then the words need no closer look). */
static inline int may_hold_singles(const PlaneRules *k, const PlaneBoard *b,
                                   int d, int l)
{
    __m128i tops = set_vector(&k->tops[l]), solved = set_vector(&b->solved[l]);
    __m128i open = _mm_andnot_si128(solved, set_vector(&b->places[d][l]));
    __m128i here = _mm_or_si128(open, set_vector(&b->placed[d][l]));
    __m128i held = fields_holding_both(here, tops);
    __m128i lowest = _mm_srli_epi64(tops, 8);        /* bit 0 of each field */
    __m128i but_lowest = _mm_and_si128(here, _mm_sub_epi64(here, lowest));
    __m128i one = _mm_andnot_si128(fields_holding_both(but_lowest, tops), tops);
    __m128i spread = _mm_sub_epi64(_mm_slli_epi64(one, 1),     /* all nine */
                                   _mm_srli_epi64(one, 8));    /* bits */
    __m128i singles = _mm_andnot_si128(solved, _mm_and_si128(here, spread));

    return _mm_movemask_epi8(_mm_cmpeq_epi8(held, tops)) != 0xFFFF
           || _mm_movemask_epi8(_mm_cmpeq_epi8(singles, _mm_setzero_si128())) != 0xFFFF;
}
#endif
#endif /* CARRY_PLANE_EXTRAS */

/* Places each digit left with one place in a region, looking only at the
 * digits that lost places since they were last looked at.  Returns -1
 * when a region has no place left for a digit, else how many were
 * placed. */
static int plane_hidden_singles(PlaneSearch *s, PlaneBoard *b)
{
    const PlaneRules *k = s->rules;
    int l, d, w, placed = 0;

    for (d = 0; d < k->side; d++) {
        if (!lost_places(b, d, &b->singles_seen[d]))
            continue;
        for (l = 0; l < k->layouts; l++)
            for (w = 0; w < 2; w++) {
                int found;
#if CARRY_PLANE_EXTRAS
#ifdef SOLVER_SSE2
                if (w == 0 && !may_hold_singles(k, b, d, l))
                    break;               /* nothing in either word */
#endif
#endif
                found = k->tops[l].word[w] ? field_singles(s, b, d, l, w) : 0;
                if (found < 0)
                    return -1;
                placed += found;
            }
    }
    return placed;
}

#if CARRY_LOCKED_PLANES
/* Takes digit d (0-based) from the cells of layout l in places. */
static void remove_places_in(const PlaneRules *k, PlaneBoard *b, int d,
                             int l, CellSet places)
{
    int w;

    for (w = 0; w < 2; w++)
        for (; places.word[w]; places.word[w] &= places.word[w] - 1)
            plane_remove(k, b, k->cell_at[l][64 * w + lowest_bit(places.word[w])], d);
}

/* Digit d's open places in layout l, within within. */
static inline CellSet open_places(const PlaneBoard *b, int d, int l,
                                  const CellSet *within)
{
    CellSet set;

    set.word[0] = b->places[d][l].word[0] & ~b->solved[l].word[0] & within->word[0];
    set.word[1] = b->places[d][l].word[1] & ~b->solved[l].word[1] & within->word[1];
    return set;
}

/* The one field that holds every cell of a set, given as its two
 * words each cut to within, or -1 when the set is empty or spread over
 * fields. */
static inline int only_field(const CellSet *set, const CellSet *within)
{
    uint64_t low = set->word[0] & within->word[0];
    uint64_t high = set->word[1] & within->word[1], cells = low ? low : high;
    int field;

    if (!cells || (low && high))
        return -1;
    field = lowest_bit(cells) / 9;
    if (cells >> 9 * field >> 9)
        return -1;
    return low ? field : FIELDS_IN_FIRST + field;
}

/* Takes digit d (0-based) from the open places of layout l in field
 * but not in keep.  Returns 1 when there were any. */
static inline int remove_rest(const PlaneRules *k, PlaneBoard *b, int d,
                              int l, int field, const CellSet *keep)
{
    CellSet rest = open_places(b, d, l, &k->field_cells[field]);

    rest.word[0] &= ~keep->word[0];
    rest.word[1] &= ~keep->word[1];
    if (!(rest.word[0] | rest.word[1]))
        return 0;
    remove_places_in(k, b, d, l, rest);
    return 1;
}

/* The field of layout other that holds every open place of a digit in
 * field i of layout l, or -1 when none does (or there is none).  open:
 * the digit's open places in l; other_in_l: each field of other, as
 * cells of l.  (When other holds every cell, only_field() tells the same
 * at less cost.) */
static inline int holding_field(const PlaneRules *k, const CellSet *open,
                                int l, int i, int other,
                                const CellSet *other_in_l)
{
    uint64_t low = open->word[0] & k->field_cells[i].word[0];
    uint64_t high = open->word[1] & k->field_cells[i].word[1];
    int bit, field;

    if (!(low | high))
        return -1;
    bit = k->bit_of[other][k->cell_at[l][low ? lowest_bit(low) : 64 + lowest_bit(high)]];
    if (bit < 0)
        return -1;
    field = field_of_bit(bit);
    return (low & ~other_in_l[field].word[0])
           | (high & ~other_in_l[field].word[1]) ? -1 : field;
}

/* One way of locked candidates between layouts from and to: digit d
 * (0-based), open in from at open_from and in to at open_to, whose
 * places in a region of from lie all in one region of to leaves the rest
 * of that one.  from_in_to: from's fields as cells of to; to_in_from the
 * other way.  Returns 1 when a place was taken. */
static int lock_into(const PlaneRules *k, PlaneBoard *b, int d, int from,
                     const CellSet *open_from, int to, const CellSet *open_to,
                     const CellSet *from_in_to, const CellSet *to_in_from,
                     const CellSet *shared_in_from)
{
    int i, field, fields = k->fields[from], taken = 0;
    uint64_t low = open_from->word[0] & ~shared_in_from->word[0];
    uint64_t high = open_from->word[1] & ~shared_in_from->word[1];

    if (k->fields[to] == k->side) {   /* to holds every cell */
        for (i = 0; i < fields; i++)
            if ((field = only_field(open_to, &from_in_to[i])) >= 0)
                taken |= remove_rest(k, b, d, to, field, &from_in_to[i]);
        return taken;
    }
    for (i = 0; i < fields; i++) {
        if ((low & k->field_cells[i].word[0]) | (high & k->field_cells[i].word[1]))
            continue;                 /* a place of region i lies outside to */
        if ((field = holding_field(k, open_from, from, i, to, to_in_from)) >= 0)
            taken |= remove_rest(k, b, d, to, field, &from_in_to[i]);
    }
    return taken;
}

/* Every bit when fields (a row of the matrix below) holds one field or
 * none, else 0. */
static inline unsigned if_one_field(unsigned fields)
{
    return 0u - (unsigned)((fields & (fields - 1)) == 0);
}

/* The rows of a matrix of lock_meetings() with places to take (a bit
 * each): a row of one field that another row meets too, or a row of
 * several fields of which one no other row meets (alone). */
static inline unsigned rows_acting(const unsigned *in, unsigned alone,
                                   int side)
{
    unsigned busy = 0;
    int row = 0;

#ifdef SOLVER_SSE2
    if (side == 9) {             /* rows 0-7 at once, a 16-bit lane each */
        __m128i zero = _mm_setzero_si128();
        __m128i rows = _mm_setr_epi16((short)in[0], (short)in[1], (short)in[2],
                                      (short)in[3], (short)in[4], (short)in[5],
                                      (short)in[6], (short)in[7]);
        __m128i one_field = _mm_cmpeq_epi16(_mm_and_si128(rows, _mm_sub_epi16(
                                                rows, _mm_set1_epi16(1))), zero);
        __m128i act = _mm_and_si128(rows, _mm_xor_si128(
                                        _mm_set1_epi16((short)alone), one_field));
        __m128i idle = _mm_cmpeq_epi16(act, zero);
        busy = ~(unsigned)_mm_movemask_epi8(_mm_packs_epi16(idle, zero)) & 0xFF;
        row = 8;
    }
#endif
    for (; row < side; row++) {
        unsigned act = in[row] & (alone ^ if_one_field(in[row]));
        busy |= (unsigned)(act != 0) << row;
    }
    return busy;
}

/* Locked candidates both ways between two layouts that both hold every
 * cell, for digit d (0-based) open at open in the second, without a
 * branch until a place is to go: which fields of the first each field of
 * the second has d's places in (a 9x9 matrix, a row per field of the
 * second); a row with one such field whose column has others, or the
 * other way round, leaves places to take.  Returns 1 when one was taken. */
static int lock_meetings(const PlaneRules *k, PlaneBoard *b, int d,
                         const LayoutPair *pair, const CellSet *open)
{
    const unsigned short *low = pair->low_fields[0];   /* the row's */
    const unsigned short *high = pair->high_fields[0];
    uint64_t places = open->word[0];                   /* from bit 0 */
    unsigned in[9], once = 0, twice = 0, alone, act, busy;
    int i, row, taken = 0;

    for (row = 0; row < k->side; row++, low += 32, high += 16, places >>= 9) {
        if (row == FIELDS_IN_FIRST)
            places = open->word[1];
        in[row] = (unsigned)low[places & 31] | high[places >> 5 & 15];
        twice |= once & in[row];
        once |= in[row];
    }
    alone = once & ~twice;     /* fields of the first in one row */
    for (busy = rows_acting(in, alone, k->side); busy; busy &= busy - 1) {
        unsigned one_field;
        row = first_digit(busy) - 1;
        one_field = if_one_field(in[row]);
        for (act = in[row] & (alone ^ one_field); act; act &= act - 1) {
            i = first_digit(act) - 1;
            taken |= one_field ? remove_rest(k, b, d, pair->first, i,
                                             &pair->second_in_first[row])
                               : remove_rest(k, b, d, pair->second, row,
                                             &pair->first_in_second[i]);
        }
    }
    return taken;
}

/* Locked candidates both ways between a pair of layouts, for digit d
 * (0-based).  Returns 1 when a place was taken. */
static int lock_pair(const PlaneRules *k, PlaneBoard *b, int d,
                     const LayoutPair *pair)
{
    static const CellSet every = {{~(uint64_t)0, ~(uint64_t)0}};
    CellSet in_first = open_places(b, d, pair->first, &every);
    CellSet in_second = open_places(b, d, pair->second, &every);

    if (k->fields[pair->first] == k->side && k->fields[pair->second] == k->side)
        return lock_meetings(k, b, d, pair, &in_second);
    return lock_into(k, b, d, pair->first, &in_first, pair->second, &in_second,
                     pair->first_in_second, pair->second_in_first,
                     &pair->shared_in_first)
           | lock_into(k, b, d, pair->second, &in_second, pair->first, &in_first,
                       pair->second_in_first, pair->first_in_second,
                       &pair->shared_in_second);
}

/* Whether digit d (0-based) is open or placed in set (the rows'
 * layout). */
static int digit_in(const PlaneBoard *b, int d, const CellSet *set)
{
    return (((b->places[d][0].word[0] & ~b->solved[0].word[0]) | b->placed[d][0].word[0])
            & set->word[0])
           | (((b->places[d][0].word[1] & ~b->solved[0].word[1]) | b->placed[d][0].word[1])
              & set->word[1]) ? 1 : 0;
}

/* The law of leftovers for digit d (0-based): where one set of a pair
 * cannot hold it, it leaves the other's open cells.  Returns 1 when a
 * place was taken. */
static int plane_leftovers(const PlaneRules *k, PlaneBoard *b, int d)
{
    int i, side, taken = 0;

    for (i = 0; i < k->leftovers; i++) {
        const CellSet (*set)[PLANE_LAYOUTS] = k->leftover[i];
        int in_first = digit_in(b, d, &set[0][0]);
        if (in_first == digit_in(b, d, &set[1][0]))
            continue;
        side = !in_first;          /* the set that holds it: it goes */
        taken |= ((b->places[d][0].word[0] & ~b->solved[0].word[0] & set[side][0].word[0])
                  | (b->places[d][0].word[1] & ~b->solved[0].word[1] & set[side][0].word[1])) != 0;
        remove_from_open(k, b, set[side], d);
    }
    return taken;
}

/* Locked candidates over every pair of layouts noted (with cages; else
 * the plain pairs), and the law of leftovers, for the digits that lost
 * places since they were last looked at.  Returns 1 when a place was
 * taken. */
static int plane_locked(const PlaneRules *k, PlaneBoard *b)
{
    int d, i, taken = 0, pairs = k->pair_count;

#if CARRY_KILLER_PLANES
    if (k->caged)
        pairs = k->killer_pairs;
#endif
    for (d = 0; d < k->side; d++) {
        if (!lost_places(b, d, &b->locked_seen[d]))
            continue;
        for (i = 0; i < pairs; i++)
            taken |= lock_pair(k, b, d, &k->pairs[i]);
        taken |= plane_leftovers(k, b, d);
    }
    return taken;
}

#else
/* Locked candidates, not carried: none taken. */
static int plane_locked(const PlaneRules *k, PlaneBoard *b)
{
    (void)k;
    (void)b;
    return 0;
}
#endif /* CARRY_LOCKED_PLANES */
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

