/*
 * formats.h - each judge profile's test data, written the one way that
 * judge/generate --judge=NAME writes it and judge/validate --judge=NAME
 * accepts it: the input file (count line, size lines, "Grid NN" headers,
 * separators, `end`, the cell alphabet and blank) and the answer file (the
 * profile's own framing and words from solver.c's PROFILES, the solution
 * in the puzzle's cells, luogu-p1074's best score, atcoder-abc327c's Yes or
 * No for a complete grid).  Include it after solver.c.
 *
 * Not here: leetcode37 and leetcode36 (functions, not files).
 */

/* One judge's test data layout. */
typedef struct TestFormat {
    const char *judge;           /* the profile's name in solver.c */
    int box;                     /* 3: 9x9 boards, 4: 16x16 */
    int count_line;              /* the file opens with the case count */
    int size_line;               /* each case opens with its box size */
    int grid_header;             /* each case opens with "Grid NN" */
    int one_line;                /* a puzzle is one line of cells */
    int spaced;                  /* single spaces between cells */
    char blank;                  /* a blank cell */
    const char *before;          /* before each puzzle */
    const char *between;         /* between two puzzles */
    const char *end;             /* after the last puzzle */
    int cases;                   /* cases in each file of make testdata */
    int most;                    /* the most cases a file may hold, or 0 */
    const char *alphabet;        /* the cells' symbols 1..N, or NULL for
                                    1-9 up to 9x9 and letters past it */
    int frame;                   /* grids framed: FRAME_BARS, FRAME_BOX, 0 */
} TestFormat;

/* How a judge frames its grids: FRAME_BARS as Jutge (and --format=pretty):
 * spaced cells, " | " between boxes, "------+-------+------" between
 * bands; FRAME_BOX as COCI: cells side by side, '|' at both ends and
 * between boxes, "+---+---+---+" above, between bands and below. */
enum { FRAME_BARS = 1, FRAME_BOX = 2 };

static const TestFormat TEST_FORMATS[] = {
    /* judge              box  count size Grid line spaced blank before between end   cases most alphabet frame */
    {"auto",               3,   0,   0,   0,   1,   0,   '.', "",  "",      "",       5, 0, NULL, 0},
    {"poj2676",            3,   1,   0,   0,   0,   0,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"poj3074",            3,   0,   0,   0,   1,   0,   '.', "",  "",      "end\n",  5, 0, NULL, 0},
    {"luogu-p1784",        3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"poj3076",            4,   0,   0,   0,   0,   0,   '-', "",  "\n",    "",       3, 0, NULL, 0},
    {"acwing169",          4,   0,   0,   0,   0,   0,   '-', "",  "\n",    "",       3, 0, NULL, 0},
    {"spoj-sudoku",        4,   1,   0,   0,   0,   0,   '-', "",  "\n",    "",       3, 10, NULL, 0},
    {"uva989",             3,   0,   1,   0,   0,   1,   '0', "",  "\n",    "",       3, 0, NULL, 0},
    {"uva10957",           3,   0,   0,   0,   0,   1,   '0', "",  "\n",    "",       5, 0, NULL, 0},
    {"kattis-sudokunique", 3,   0,   0,   0,   0,   1,   '0', "",  "\n",    "",       5, 0, NULL, 0},
    {"hdu1426",            3,   0,   0,   0,   0,   1,   '?', "",  "\n",    "",       5, 0, NULL, 0},
    {"hdu2780",            3,   1,   0,   0,   0,   0,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"hdu3111",            3,   1,   0,   0,   0,   0,   '?', "",  "---\n", "",       5, 0, NULL, 0},
    {"spoj-novice42",      3,   1,   0,   1,   0,   0,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"luogu-p1074",        3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"atcoder-abc327c",    3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"codechef-j1",        3,   1,   0,   0,   0,   0,   '.', "",  "",      "",       5, 0, NULL, 0},
    {"spoj-hs12disu",      3,   0,   0,   0,   0,   0,   '.', "",  "",      "",       1, 0, NULL, 0},
    {"hdu3909",            3,   0,   1,   0,   0,   0,   '.', "",  "\n",    "",       5, 0,
     "123456789ABCDEFG", 0},
    {"hdu5547",            2,   1,   0,   0,   0,   0,   '*', "\n", "",     "",       5, 0, NULL, 0},
    {"poj2918",            3,   1,   0,   0,   0,   0,   '0', "",  "\n",    "\n",     5, 0, NULL, 0},
    {"hackerrank-euler96", 3,   0,   0,   0,   0,   0,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"mindcoding-fiendish", 3,  0,   1,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"kattis-sudokuverify", 3,  0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"beecrowd1383",       3,   1,   0,   0,   0,   1,   '0', "",  "\n",    "",       5, 0, NULL, 0},
    {"dmoj-miniature",     2,   1,   0,   0,   0,   0,   'X', "",  "",      "",       5, 0, NULL, 0},
    {"cf1335d",            3,   1,   0,   0,   0,   0,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"killer",             3,   0,   0,   0,   0,   0,   '.', "",  "",      "",       1, 0, NULL, 0},
    {"uva11570",           3,   0,   0,   0,   0,   1,   '0', "",  "\n",    "",       3, 0, NULL, 0},
    {"kattis-sumdoku",     3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"hdu4069",            3,   1,   0,   0,   0,   0,   '0', "",  "\n",    "",       3, 0, NULL, 0},
    {"spoj-sudokuc",       3,   1,   0,   0,   0,   1,   '0', "",  "\n",    "",       5, 0, NULL, 0},
    {"kickstart-2013b-a",  3,   1,   1,   0,   0,   1,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"poj3435",            3,   0,   1,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"vijos1352",          3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"codechef-nsudoku",   3,   0,   1,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"project-euler-96",   3,   0,   0,   1,   0,   0,   '0', "",  "",      "",       5, 0, NULL, 0},
    {"spoj-sudogob",       3,   1,   0,   0,   0,   1,   '0', "",  "\n",    "",       5, 0, NULL, 0},
    {"codingame-validator", 3,  0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"codingame-mini",     2,   0,   0,   0,   0,   0,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"openjudges-k76722",  3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"palma-svk2017b",     2,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"profound-sudoku",    3,   0,   0,   0,   0,   0,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"coci23c1p1",         3,   0,   0,   0,   0,   0,   '.', "",  "",      "",       1, 0, NULL, FRAME_BOX},
    {"jutge-p78955",       3,   1,   0,   0,   0,   1,   '0', "",  "",      "",       5, 0, NULL, FRAME_BARS},
    {"codingame-25x25",    5,   0,   0,   0,   0,   0,   '.', "",  "",      "",       1, 0, NULL, 0},
    {"campion-sudoku",     3,   0,   0,   0,   0,   0,   '0', "",  "",      "",       1, 0, NULL, 0},
    {"gvu-sudoku",         3,   0,   0,   0,   0,   1,   '0', "",  "",      "",       1, 0, NULL, 0},
};

enum { TEST_FORMAT_COUNT = sizeof TEST_FORMATS / sizeof TEST_FORMATS[0] };

/* The format of profile p, or NULL when its test data is not written. */
static const TestFormat *test_format_of(const Profile *p)
{
    int i;

    for (i = 0; p && i < TEST_FORMAT_COUNT; i++)
        if (strcmp(TEST_FORMATS[i].judge, p->name) == 0)
            return &TEST_FORMATS[i];
    return NULL;
}

/* Solves a board of box x box boxes as profile p's judge does: under its
 * extra regions (p->rules: both diagonals for codechef-j1), else as
 * solve_any().  Returns as solve_any(). */
static long solve_as_judge(const Profile *p, int box,
                           const unsigned char *givens,
                           unsigned char *solution, long limit,
                           enum Goal goal)
{
    static Puzzle puzzle;

    if (!p || !p->rules)
        return solve_any(box, givens, solution, limit, goal, NULL);
    classic_puzzle(&puzzle, box, givens);
    add_rule_regions(&puzzle, p->rules);
    return tool_solve(&puzzle, solution, limit, goal, NULL, NULL, NULL);
}

/* Whether profile p's cases carry rules of their own beside the cells:
 * cages (killer, in CodinGame's rows) or signs (uva11570, kattis-sumdoku). */
static int has_case_rules(const Profile *p)
{
    return p && (p->killer_rows || p->signs);
}

/* The constraint table of case c under profile p: boxes (or c's jigsaw
 * regions), p's extra regions, c's cages or relations.  Returns 0 (with c->message) when its
 * cages make no puzzle. */
static int case_table(const Profile *p, Case *c, Puzzle *table)
{
    if (c->variant == JIGSAW) {          /* regions in place of boxes */
        start_puzzle(table, c->side);
        if (!add_jigsaw(c, table))
            return 0;
        memcpy(table->givens, c->cells, (size_t)(c->side * c->side));
    } else {
        classic_puzzle(table, c->box, c->cells);
    }
    add_rule_regions(table, p ? p->rules : 0);
    if (c->variant == KILLER && !add_cages(c, table))
        return 0;
    if (c->variant == GREATER_THAN || c->variant == SUM_SIGNS)
        add_relations(c, table);
    return 1;
}

/* Solves case c under its own rules (case_table()), as solve_any().
 * Returns -1 when its cages make no puzzle. */
static long solve_case_rules(const Profile *p, Case *c,
                             unsigned char *solution, long limit)
{
    static Puzzle table;

    if (!case_table(p, c, &table))
        return -1;
    return tool_solve(&table, solution, limit, GOAL_SOLVE, NULL, NULL,
                         NULL);
}

/* Whether some given of a puzzle with one solution can go (leaving it
 * one solution) under profile p's rules. */
static int givens_can_go(const Profile *p, int box, const unsigned char *puzzle)
{
    static unsigned char cells[MAX_CELLS];
    int cell, side = box * box;

    memcpy(cells, puzzle, (size_t)(side * side));
    for (cell = 0; cell < side * side; cell++) {
        unsigned char given = cells[cell];
        long without;
        if (given == 0)
            continue;
        cells[cell] = 0;
        without = solve_as_judge(p, box, cells, NULL, 2, GOAL_SOLVE);
        cells[cell] = given;
        if (without == 1)
            return 1;
    }
    return 0;
}

/* Lists the judges with a format, space-separated, for messages. */
static void list_test_formats(FILE *f)
{
    int i;

    for (i = 0; i < TEST_FORMAT_COUNT; i++)
        fprintf(f, "%s%s", i ? " " : "", TEST_FORMATS[i].judge);
}

/* The character of a cell value: digits up to 9x9, letters beyond. */
static char symbol_of(int box, int value, int blank)
{
    if (value == 0)
        return (char)blank;
    return (char)(box <= 3 ? '0' + value : 'A' + value - 1);
}

/* Writes the rule between two bands of a framed grid (9x9: its cells are
 * single characters). */
static void write_frame_rule(FILE *f, const TestFormat *t)
{
    int box, width;

    for (box = 0; box < t->box; box++) {
        if (t->frame == FRAME_BOX || box > 0)
            putc('+', f);
        width = t->frame == FRAME_BOX ? t->box      /* the cells alone */
                : 2 * t->box - 1 + (box > 0) + (box < t->box - 1);
        while (width-- > 0)
            putc('-', f);
    }
    if (t->frame == FRAME_BOX)
        putc('+', f);
    putc('\n', f);
}

/* Writes a board's cells (0 blank) in the format's alphabet and shape. */
static void write_test_cells(FILE *f, const TestFormat *t,
                             const unsigned char *cells)
{
    int side = t->box * t->box, row, col;

    for (row = 0; row < side; row++) {
        if (t->frame && row % t->box == 0 && (row > 0 || t->frame == FRAME_BOX))
            write_frame_rule(f, t);
        if (t->frame == FRAME_BOX)
            putc('|', f);
        for (col = 0; col < side; col++) {
            int v = cells[row * side + col];
            if (t->frame == FRAME_BARS && col > 0 && col % t->box == 0)
                fputs(" |", f);
            if (t->spaced && col > 0)
                putc(' ', f);
            if (t->spaced && v > 0)       /* spaced cells are numbers */
                fprintf(f, "%d", v);
            else if (t->alphabet && v > 0)
                putc(t->alphabet[v - 1], f);
            else
                putc(symbol_of(t->box, v, t->blank), f);
            if (t->frame == FRAME_BOX && col % t->box == t->box - 1)
                putc('|', f);
        }
        if (!t->one_line || row == side - 1)
            putc('\n', f);
    }
    if (t->frame == FRAME_BOX)
        write_frame_rule(f, t);
}

/* The opening of the input: the case count, where the format has one. */
static void write_test_start(FILE *f, const TestFormat *t, long cases)
{
    if (t->count_line)
        fprintf(f, "%ld\n", cases);
}

/* Writes case k (from 1) of the input. */
static void write_test_case(FILE *f, const TestFormat *t, long k,
                            const unsigned char *puzzle)
{
    if (k > 1)
        fputs(t->between, f);
    fputs(t->before, f);
    if (t->size_line)
        fprintf(f, "%d\n", t->box);
    if (t->grid_header)
        fprintf(f, "Grid %02ld\n", k);
    write_test_cells(f, t, puzzle);
}

/* Writes killer case c as CodinGame gives it: each row's cells ('.'
 * blank) and its cage labels, then each cage's LABEL=SUM in the order the
 * labels first appear. */
static void write_killer_rows(FILE *f, const TestFormat *t, const Case *c)
{
    int side = t->box * t->box, row, col, cell, seen[128] = {0}, first = 1;

    for (row = 0; row < side; row++) {
        for (col = 0; col < side; col++)
            putc(symbol_of(t->box, c->cells[row * side + col], t->blank), f);
        fprintf(f, " %.*s\n", side, c->label + row * side);
    }
    for (cell = 0; cell < side * side; cell++) {
        int l = (unsigned char)c->label[cell] & 127;
        if (l == '.' || seen[l])
            continue;
        seen[l] = 1;
        fprintf(f, "%s%c=%d", first ? "" : " ", l, c->cage_sum[l]);
        first = 0;
    }
    putc('\n', f);
}

/* Writes sign case c as its judge gives it: 15 lines, band by band, of
 * the signs across inside the boxes (pairs, a blank between boxes) and
 * down from each row to the next inside the band (threes); UVa 11570
 * writes down as v (the upper cell larger) or ^. */
static void write_sign_lines(FILE *f, const Case *c)
{
    int band, step, i;

    for (band = 0; band < 3; band++) {
        for (step = 0; step < 5; step++) {
            int row = 3 * band + step / 2, down = step % 2, n = down ? 9 : 6;
            for (i = 0; i < n; i++) {
                int col = down ? i : i / 2 * 3 + i % 2;
                char sign = c->sign[down][9 * row + col];
                if (down && c->variant == GREATER_THAN)
                    sign = sign == '>' ? 'v' : '^';
                if (i > 0 && i % (down ? 3 : 2) == 0)
                    putc(' ', f);
                putc(sign, f);
            }
            putc('\n', f);
        }
    }
}

/* Writes case k (from 1) of a profile whose cases carry their own rules
 * (has_case_rules()). */
static void write_test_rules_case(FILE *f, const TestFormat *t, long k,
                                  const Case *c)
{
    if (k > 1)
        fputs(t->between, f);
    fputs(t->before, f);
    if (c->variant == KILLER)
        write_killer_rows(f, t, c);
    else
        write_sign_lines(f, c);
}

/* ---- the judges that read boards of integers (Profile.numbers) ---- */

/* Labels for the regions HDU 4069's walls enclose. */
static const char LABEL_OF_REGION[] =
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/* The largest board they read: 100x100 (POJ 3435 and Kick Start's n = 10). */
enum { MAX_NUMBER_BOX = 10, MAX_NUMBER_SIDE = 100 };

/* One case of a number judge, as its file has it: the board's box size n
 * and its (n*n)^2 integers (HDU 4069's: a digit plus its walls). */
typedef struct NumberCase {
    int box;
    long head;                   /* a number before the board (Vijos 1352's
                                    k, the cells that may change), or -1 */
    long value[MAX_NUMBER_SIDE * MAX_NUMBER_SIDE];
} NumberCase;

/* The walls of a 9x9 cell (solver.c's WALL_UP...: HDU 4069 adds them to
 * its digit) between it and the cells of other regions or the board's
 * edge, given each cell's region label. */
static int walls_of(const char *label, int cell)
{
    int row = cell / 9, col = cell % 9, walls = 0;

    if (row == 0 || label[cell - 9] != label[cell])
        walls |= WALL_UP;
    if (col == 8 || label[cell + 1] != label[cell])
        walls |= WALL_RIGHT;
    if (row == 8 || label[cell + 9] != label[cell])
        walls |= WALL_DOWN;
    if (col == 0 || label[cell - 1] != label[cell])
        walls |= WALL_LEFT;
    return walls;
}

/* Writes case k (from 1) of a number judge: its size line where the
 * format has one, then the board's rows, single spaces between numbers. */
static void write_number_case(FILE *f, const TestFormat *t, long k,
                              const NumberCase *c)
{
    int side = c->box * c->box, row, col;

    if (k > 1)
        fputs(t->between, f);
    if (t->size_line)
        fprintf(f, "%d\n", c->box);
    if (c->head >= 0)
        fprintf(f, "%ld\n", c->head);
    for (row = 0; row < side; row++)
        for (col = 0; col < side; col++)
            fprintf(f, "%ld%c", c->value[row * side + col],
                    col == side - 1 ? '\n' : ' ');
}

/* Vijos 1352's answer: the smallest grid within k = c->head changes of
 * the solved grid c whose every row, column and box repeats a digit, as
 * ./solver finds it, spaced; or -1. */
static void write_anti_k_answer(FILE *f, const Profile *p, const NumberCase *c)
{
    unsigned char grid[81];
    int cell;

    for (cell = 0; cell < 81; cell++)
        grid[cell] = (unsigned char)c->value[cell];
    if (!smallest_anti_sudoku(grid, c->head)) {
        fprintf(f, "%s\n", p->words[VERDICT_NONE]);
        return;
    }
    for (cell = 0; cell < 81; cell++)
        fprintf(f, "%d%c", grid[cell], cell % 9 == 8 ? '\n' : ' ');
}

/* CodeChef NSUDOKU's board, kept as a pattern: the pattern board of box x
 * box boxes (up to 900x900) with its digits, rows and columns permuted. */
enum { MAX_FILL_BOX = 30, MAX_FILL_SIDE = 900 };
typedef struct Pattern {
    int box;
    int digit[MAX_FILL_SIDE], row_of[MAX_FILL_SIDE], col_of[MAX_FILL_SIDE];
} Pattern;

/* The value (1..N) of the pattern's cell at row, col (from 0). */
static int pattern_value(const Pattern *t, int row, int col)
{
    int side = t->box * t->box, r = t->row_of[row], c = t->col_of[col];

    return t->digit[(t->box * (r % t->box) + r / t->box + c) % side] + 1;
}

/* Whether a board of numbers keeps the rules as the number judges read
 * them: each number 1..N (or 0, a blank, where blanks are allowed), none
 * twice in a row, column or box.  Written apart from the solver's
 * check_numbers(), the code whose answers it judges. */
static int numbers_keep_rules(const NumberCase *c, int blanks)
{
    static unsigned char seen[3][MAX_NUMBER_SIDE][MAX_NUMBER_SIDE + 1];
    int side = c->box * c->box, cell;

    memset(seen, 0, sizeof seen);
    for (cell = 0; cell < side * side; cell++) {
        long v = c->value[cell];
        int row = cell / side, col = cell % side;
        int box = row / c->box * c->box + col / c->box;
        if (v == 0 && blanks)
            continue;
        if (v < 1 || v > side || seen[0][row][v]++ || seen[1][col][v]++
            || seen[2][box][v]++)
            return 0;
    }
    return 1;
}

/* Reads HDU 4069's case b (digits plus walls) into c: its digits and
 * the regions its walls enclose, labelled.  Returns 0, with a message in
 * c->message, when a number is not a digit plus walls, or the walls do
 * not agree between neighbours. */
static int walls_case(const NumberCase *b, Case *c)
{
    int cell, stack[81], regions = 0;

    c->box = c->box_rows = c->box_cols = 0;
    c->side = 9;
    c->variant = JIGSAW;
    memset(c->label, 0, sizeof c->label);
    for (cell = 0; cell < 81; cell++) {
        long v = b->value[cell];
        if (v < 0 || v > 255 || (v & 15) > 9) {
            sprintf(c->message, "row %d, column %d: %ld is not a digit 0-9 "
                    "plus walls 16, 32, 64, 128", cell / 9 + 1, cell % 9 + 1, v);
            return 0;
        }
        c->cells[cell] = (unsigned char)(v & 15);
    }
    for (cell = 0; cell < 81; cell++) {      /* flood each region */
        int top = 0;
        if (c->label[cell])
            continue;
        c->label[cell] = LABEL_OF_REGION[regions % 62];
        stack[top++] = cell;
        while (top > 0) {
            int at = stack[--top], walls = (int)b->value[at], way;
            for (way = 0; way < 4; way++) {
                static const int wall[4] = {WALL_UP, WALL_RIGHT, WALL_DOWN,
                                            WALL_LEFT};
                static const int step[4] = {-9, 1, 9, -1};
                int next = at + step[way];
                if ((walls & wall[way]) || next < 0 || next >= 81
                    || (way % 2 == 1 && next / 9 != at / 9) || c->label[next])
                    continue;
                c->label[next] = c->label[cell];
                stack[top++] = next;
            }
        }
        regions++;
    }
    for (cell = 0; cell < 81; cell++)
        if ((b->value[cell] & ~15L) != walls_of(c->label, cell)) {
            sprintf(c->message, "row %d, column %d: its walls (%ld) are not "
                    "those of its region, %d", cell / 9 + 1, cell % 9 + 1,
                    b->value[cell] & ~15L, walls_of(c->label, cell));
            return 0;
        }
    return 1;
}

/* The answer to case k of a number judge that checks boards: the words
 * for a board that keeps the rules (complete, unless GOAL_LEGAL) or not. */
static void write_number_answer(FILE *f, const Profile *p, long k,
                                const NumberCase *c)
{
    int valid = numbers_keep_rules(c, p->goal == GOAL_LEGAL);

    if (k > 1)
        fputs(p->between, f);
    if (*p->label)
        fprintf(f, p->label, k);
    fprintf(f, "%s\n", p->words[valid ? VERDICT_ONE : VERDICT_ILLEGAL]);
    fputs(p->after, f);
}

/* The end of the input. */
static void write_test_end(FILE *f, const TestFormat *t)
{
    fputs(t->end, f);
}

/* The most solutions spoj-sudogob's test data counts: a puzzle with more
 * is not written (generate keeps its "many" puzzles below it). */
enum { MOST_COUNTED = 100000 };

/* spoj-sudogob's answer: the number of solutions (0 when the givens
 * clash), then the solution when there is one. */
static void write_count_answer(FILE *f, const TestFormat *t,
                               const unsigned char *puzzle)
{
    static unsigned char solution[MAX_CELLS];
    long found = solve_any(t->box, puzzle, solution, MOST_COUNTED,
                           GOAL_SOLVE, NULL);

    fprintf(f, "%ld\n", found);
    if (found == 1)
        write_test_cells(f, t, solution);
}

/* cf1335d's answer, as ./solver writes it: every 2 of the solved grid
 * made a 1 (any grid nine changes away that breaks every region is right;
 * the checker takes any). */
static void write_anti_answer(FILE *f, const TestFormat *t,
                              const unsigned char *grid)
{
    static unsigned char changed[MAX_CELLS];
    int cell, cells = t->box * t->box * t->box * t->box;

    for (cell = 0; cell < cells; cell++)
        changed[cell] = (unsigned char)(grid[cell] == 2 ? 1 : grid[cell]);
    write_test_cells(f, t, changed);
}

/* project-euler-96's answer, written once for the file by
 * write_test_answers_end(): the sum of each solution's first three digits
 * read as a number. */
static long corner_sum;

/* Ends the answers of a file: project-euler-96's sum (then starts again
 * from 0 for the next file). */
static void write_test_answers_end(FILE *f, const Profile *p)
{
    if (p->goal == GOAL_CORNER_SUM)
        fprintf(f, "%ld\n", corner_sum);
    corner_sum = 0;
}

/* Writes the answer to case k as the profile's program prints it: its
 * framing, then the words for the verdict (found solutions, 2 meaning
 * several; for a grid to check, whether it is complete and legal), the
 * best score over the puzzle's solutions, or the solution. */
static void write_test_answer(FILE *f, const TestFormat *t, const Profile *p,
                              long k, long found,
                              const unsigned char *puzzle,
                              const unsigned char *solution)
{
    int legal = givens_legal(t->box, puzzle);
    enum Verdict verdict = found == 0 ? (legal ? VERDICT_NONE : VERDICT_ILLEGAL)
                         : found == 1 ? VERDICT_ONE : VERDICT_MANY;

    if (p->goal == GOAL_CHECK)
        verdict = legal && board_complete(t->box, puzzle) ? VERDICT_ONE
                                                          : VERDICT_ILLEGAL;
    if (p->goal == GOAL_LEGAL)             /* solvable or not */
        verdict = legal ? VERDICT_ONE : VERDICT_ILLEGAL;

    if (k > 1)
        fputs(p->between, f);
    if (*p->label)
        fprintf(f, p->label, k);
    if (t->grid_header && p->goal != GOAL_CORNER_SUM)
        fprintf(f, "Grid %02ld\n", k);
    if (p->goal == GOAL_CORNER_SUM && found > 0)
        corner_sum += 100 * solution[0] + 10 * solution[1] + solution[2];
    else if (p->goal == GOAL_COUNT)
        write_count_answer(f, t, puzzle);
    else if (p->goal == GOAL_ANTI)
        write_anti_answer(f, t, puzzle);
    else if (p->words[verdict])
        fprintf(f, "%s\n", p->words[verdict]);
    else if (p->goal == GOAL_MINIMAL && givens_can_go(p, t->box, puzzle))
        fputs("Not Minimal\n", f);
    else if (p->goal == GOAL_MAX_SCORE)
        fprintf(f, "%ld\n", solve_any(t->box, puzzle, NULL, 1, GOAL_MAX_SCORE,
                                      NULL));
    else
        write_test_cells(f, t, solution);
    fputs(p->after, f);
}
