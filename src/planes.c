/*
 * src/planes.c - digit planes, for boards up to 9x9 whose rules are regions
 * and cages: the layouts the regions are dealt into, placing and removing.
 * Calls: tables.c, general_rules.c.
 */

#if CARRY_GENERAL_ENGINE
#if CARRY_DIGIT_PLANES
/* ---- boards up to 9x9 with any regions and cages: digit planes ---- */

/*
 * A board of up to 81 cells whose rules are regions and cages (jigsaw, X,
 * windoku, killer, 4x4 to 8x8) is solved faster as the 9x9 engine does it:
 * a set of cells per digit, the places it may take, changed a word at a
 * time.  The regions are dealt into layouts, each a family of regions that
 * share no cell (the rows; the columns; the boxes or jigsaw pieces; a
 * diagonal; the windows, with the five regions they imply).  A layout
 * numbers its cells region by region, nine bits a region (a "field"),
 * seven fields in a first 64-bit word and two in a second, and each
 * digit's places are kept in every layout: placing digit d in a cell takes
 * its peers from d's set in each layout at once (PlaneRules.peers), and
 * then one pass of bit arithmetic per layout and word finds each field
 * left with one place (a hidden single) or with none (a contradiction);
 * with SSE2 both words of a layout are screened at once first, and most
 * layouts need no closer look.  A cell holding a digit keeps it and
 * leaves the other digits' sets unchanged: the solved cells are masked
 * out as each set is read.  Naked singles are counted across the digits
 * in the rows' layout, which holds every cell.  Jigsaw pieces and windows
 * need locked candidates too (jigsaw takes ten times the guesses
 * without): a digit whose places in a region of one layout lie all in
 * one region of another leaves the rest of that other.  Between two
 * layouts that hold every cell, a table per region of one gives the
 * regions of the other that a set of its places lies in, so that which
 * regions meet which in d's places is a 9x9 matrix read in nine lookups,
 * and a row or column of it with one bit is a lock, found without a
 * branch; otherwise the set, cut to the first region, must lie within one
 * field in the other's layout.  A
 * digit whose places lost none since it was last looked at is passed over
 * by hidden singles and locked candidates (places only ever go, so the
 * sum of a set's words tells).  A killer cage's cells see
 * each other as a region's do; when singles stall, each cage with a cell
 * changed since the last look keeps the digits of the sets that can still
 * make its sum (the last two cells, digits that pair up to it), and a
 * digit every set needs with one cell left is placed.  A cage of one cell
 * is a given.  The search branches on a cell with two digits, the one with
 * most dead ends around it (met in its regions, dom/wdeg as the general
 * engine does, and its own guesses that failed at once), else (and
 * always on killers) on the fewest digits for those dead ends.  A batch
 * of jigsaw lines, each with its own pieces, deals the rows and columns
 * once.
 */

enum {
    PLANE_CELLS = 81,            /* cells of the largest board: 9x9 */
    PLANE_LAYOUTS = 6,           /* rows, columns, boxes, 2 diagonals,
                                    windows */
    FIELDS_IN_FIRST = 7,         /* fields of the first word: bits 0-62 */
    PLANE_PAIRS = 15             /* layout pairs with locked candidates:
                                    every two of six layouts */
};
#if CARRY_LOCKED_PLANES
enum { PLANE_LEFTOVERS = 48 };   /* pairs of sets the law of leftovers
                                    matches (planes_locked.c) */
#endif

/* A set of cells in one layout: bit 9 * field + place, fields 7 and 8 in
 * the second word. */
typedef struct CellSet {
    uint64_t word[2];
} CellSet;

/* Two layouts whose regions meet in two cells or more, for locked
 * candidates: each region of one as cells of the other. */
typedef struct LayoutPair {
    int first, second;                 /* the layouts */
    CellSet first_in_second[9];        /* [field of first]: its cells,
                                          numbered in second */
    CellSet second_in_first[9];        /* and the other way */
    CellSet shared_in_first;           /* the cells both hold, in first */
    CellSet shared_in_second;          /* and in second */
    unsigned short low_fields[9][32];  /* [field of second][its places
                                          0-4]: the fields of first they
                                          lie in */
    unsigned short high_fields[9][16]; /* the same, of its places 5-8 */
} LayoutPair;

#if CARRY_KILLER_PLANES
enum { PLANE_CAGES = 128 };      /* cages stated and derived, at most */

/* The cages of the puzzle on digit planes, apart from its layouts (a
 * batch of jigsaw puzzles compiles those anew for each). */
typedef struct PlaneCages {
    const Puzzle *puzzle;
    int stated;                        /* its cages of two cells or more, */
    int count;                         /*   then those the law of 45 */
                                       /*   derives (planes_killer.c) */
    short cage[PLANE_CAGES];           /* [c]: the puzzle's cage, or */
                                       /*   DERIVED, WHOLE_REGION or */
                                       /*   LOOSE_SUM */
    signed char derived_sum[PLANE_CAGES];  /* [c]: a derived one's sum */
    signed char cage_of[PLANE_CELLS];  /* the cell's stated one, -1 if none */
    CellSet cells[PLANE_CAGES][PLANE_LAYOUTS];  /* each one's, in each
                                                   layout */
    CellSet negated[PLANE_CAGES];      /* a loose sum's cells counted
                                          less, in the rows' layout */
    uint64_t loose[2];                 /* the loose sums, bit c for c */
    uint64_t derived_in[PLANE_CELLS][2];   /* [cell]: the derived ones
                                              it lies in, bit c for c */
} PlaneCages;

/* What PlaneCages.cage holds for a cage the law of 45 derives: a region
 * less the cages inside it, or the cells outside a region of the cages
 * across its border (planes_killer.c); or a whole region; or a loose
 * sum, whose cells may repeat a digit and some of which may count less
 * (the innies and outies of several regions). */
enum { DERIVED = -1, WHOLE_REGION = -2, LOOSE_SUM = -3 };
#endif

/* The layouts compiled from a puzzle's regions. */
typedef struct PlaneRules {
    int regions;                 /* the puzzle's regions compiled */
    int dealt;                   /* those and the regions they imply */
    short region[MAX_REGIONS][MAX_SIDE];  /* the puzzle's, then implied */
    int cells, side, layouts;
    /* fields to region_count: what start_from_lines() copies, a block */
    int fields[PLANE_LAYOUTS];                /* regions in each layout */
    short region_of_field[PLANE_LAYOUTS][9];  /* the puzzle's region */
    signed char bit_of[PLANE_LAYOUTS][PLANE_CELLS];  /* [l][cell], -1: none */
    unsigned char cell_at[PLANE_LAYOUTS][128];       /* [l][bit]: the cell */
    CellSet one[PLANE_CELLS][PLANE_LAYOUTS];    /* the cell itself */
    CellSet peers[PLANE_CELLS][PLANE_LAYOUTS];  /* the cells it sees */
    CellSet tops[PLANE_LAYOUTS];       /* bit 8 of each field in use */
    CellSet cells_of[PLANE_LAYOUTS];   /* every cell of each layout */
    unsigned char regions_of[PLANE_CELLS][MAX_CELL_REGIONS];
    unsigned char region_count[PLANE_CELLS];
    CellSet field_cells[9];            /* the bits of each field */
    LayoutPair pairs[PLANE_PAIRS];     /* where locked candidates pay */
    int pair_count;              /* of boards without cages */
#if CARRY_LOCKED_PLANES
    CellSet leftover[PLANE_LEFTOVERS][2][PLANE_LAYOUTS];  /* [i][side][l]:
                                          two sets of cells that hold the
                                          same digits, in each layout */
    int leftovers;
    int killer_pairs;            /* pair_count and, for killers, the
                                    boxes' pairs (planes_locked.c) */
#endif
#if CARRY_KILLER_PLANES
    int caged;                   /* the puzzle has cages (in cages) */
    PlaneCages cages;            /* kept out of what compiling writes */
#endif
} PlaneRules;

/* A position: each digit's places and the placed cells, in each layout. */
typedef struct PlaneBoard {
    CellSet places[9][PLANE_LAYOUTS];  /* [d - 1][l]: cells open to d */
    CellSet placed[9][PLANE_LAYOUTS];  /* [d - 1][l]: cells holding d */
    CellSet solved[PLANE_LAYOUTS];     /* cells holding a digit */
    unsigned char value[PLANE_CELLS];  /* digit placed, 0 if none */
    int open;                          /* cells with no digit */
    uint64_t singles_seen[9]; /* [d - 1]: the sum of the words of d's open
                                 places in the rows' layout when its hidden
                                 singles were last looked for, which falls
                                 whenever they lose one */
    uint64_t locked_seen[9];  /* the same, for locked candidates */
#if CARRY_MORE_RULES
    uint32_t alike;           /* digits (bit d - 1) no rule or given tells
                                 apart here: swapping two of them maps the
                                 position onto itself (interchangeable()) */
#endif
#if CARRY_KILLER_PLANES
    uint64_t cages_seen[10][2];  /* [d - 1]: d's places in the rows' layout,
                                    [9] the solved cells, when the cages
                                    were last revised */
    signed char cage_left[PLANE_CAGES];  /* what each cage's open cells
                                          must still sum to */
    signed char cage_open[PLANE_CAGES];  /* and how many they are */
    uint64_t loose_due[2];     /* the loose sums due, revised when the
                                  other cages change nothing */
    uint64_t exclude_due[2];   /* before the first guess: the cages whose
                                  needed digits wait to be excluded */
#endif
} PlaneBoard;

/* A search on digit planes, and what it keeps from one puzzle to the
 * next: it lives in a caller's Workspace. */
typedef struct PlaneSearch {
    const PlaneRules *rules;
    long limit, solutions, guesses;
    unsigned char *first;              /* the first solution, or NULL */
    SolutionSink sink;                 /* GOAL_ALL: where solutions go */
    void *sink_context;
    int stopped;                       /* the sink asked to stop */
#if CARRY_KILLER_PLANES
    int derived;                       /* the law of 45's cages are in */
    int deferring;                     /* exclude_or_defer() defers */
#endif
    unsigned long dead_ends[MAX_REGIONS];
    unsigned long failed_guesses[PLANE_CELLS];  /* [cell]: guesses there
                                                   whose board failed at
                                                   once */
#if CARRY_MORE_RULES
    int gave_up;                       /* the guesses ran past budget */
#endif
    /* kept from search to search: */
    PlaneRules table;                  /* compiled last, kept while puzzles
                                          share their regions */
#if CARRY_MORE_RULES
    long budget;                       /* guesses allowed; 0: any (set by
                                          the caller before each search) */
#endif
    PlaneBoard stack[PLANE_CELLS + 1]; /* one position a level */
} PlaneSearch;

/* The low 8 bits of every field of a word. */
static const uint64_t FIELD_LOWS[2] = {
    (uint64_t)0x3FDFEFF7u << 32 | 0xFBFDFEFFu, 0x1FEFFu
};

/* The lowest set bit (0..63) of a non-empty word. */
static inline int lowest_bit(uint64_t word)
{
#if defined(__GNUC__) && !defined(SOLVER_PORTABLE)
    return __builtin_ctzll(word);
#else
    uint32_t low = (uint32_t)word;

    return low ? lowest_cell(low) : 32 + lowest_cell((uint32_t)(word >> 32));
#endif
}

/* Puts cell into set at bit. */
static void add_bit(CellSet *set, int bit)
{
    set->word[bit >> 6] |= (uint64_t)1 << (bit & 63);
}

/* The bit of field's place pos. */
static int field_bit(int field, int pos)
{
    return field < FIELDS_IN_FIRST ? 9 * field + pos
                                   : 64 + 9 * (field - FIELDS_IN_FIRST) + pos;
}

/* Deals region reg of k into the first layout from layout from on that
 * it shares no cell with.  Returns 0 when there are more layouts than
 * PLANE_LAYOUTS or a cell lies in too many regions. */
static int deal_region(PlaneRules *k, int reg, int from)
{
    int l, pos;

    for (pos = 0; pos < k->side; pos++)
        if (k->region_count[k->region[reg][pos]] == MAX_CELL_REGIONS)
            return 0;
    for (l = from; l < k->layouts; l++) {
        for (pos = 0; pos < k->side && k->bit_of[l][k->region[reg][pos]] < 0; pos++)
            ;
        if (pos == k->side && k->fields[l] < 9)
            break;
    }
    if (l == PLANE_LAYOUTS)
        return 0;
    if (l == k->layouts)
        k->layouts++;
    k->region_of_field[l][k->fields[l]] = (short)reg;
    for (pos = 0; pos < k->side; pos++) {
        int cell = k->region[reg][pos], bit = field_bit(k->fields[l], pos);
        k->bit_of[l][cell] = (signed char)bit;
        k->cell_at[l][bit] = (unsigned char)cell;
        add_bit(&k->one[cell][l], bit);
        add_bit(&k->cells_of[l], bit);
        k->regions_of[cell][k->region_count[cell]++] = (unsigned char)reg;
    }
    add_bit(&k->tops[l], field_bit(k->fields[l], 8));
    k->fields[l]++;
    return 1;
}
#endif /* CARRY_DIGIT_PLANES */
#endif /* CARRY_GENERAL_ENGINE */

