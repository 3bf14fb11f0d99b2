/*
 * src/profiles.c - the judge profiles: one row of PROFILES a problem
 * (framing, words, goal, which engines it carries).
 * Calls: general_rules.c (the goals), board_rules.c (the rule bits).
 */

/* ------------------------------------------------------------------ */
/* Judge profiles                                                     */
/* ------------------------------------------------------------------ */

/* Profiles whose cases are a 9x9 board's signs between neighbours inside
 * boxes, 15 lines a case, band by band: a line across (6 signs: the pairs
 * of a row inside each box), a line down (9: each cell and the one below),
 * across, down, across.  SIGNS_COMPARE: UVa 11570's < > across and v ^
 * down (v: the upper cell is larger); SIGNS_SUM: Kattis sumdoku's < = >,
 * the two cells' sum against 10. */
enum { SIGNS_COMPARE = 1, SIGNS_SUM = 2 };
#if CARRY_CELL_SUMS
enum { KILLER_LAYOUTS = 2 };     /* Profile.killer_rows: layouts, sums apart */
#endif

/* Profiles whose boards are integers to check, read number by number
 * rather than as cells, so that any value and boards to 100x100 are read:
 * NUMBERS_ONE, a size n and then n^4 numbers (POJ 3435); NUMBERS_SIZED, a
 * count and then cases of a size n and n^4 numbers (Kick Start);
 * NUMBERS_9X9, a count and then cases of 81 numbers (SPOJ SUDOKUC);
 * NUMBERS_WALLS, a count and then cases of 81 numbers that are a digit (0
 * blank) plus the cell's walls, whose enclosures are the regions of a
 * jigsaw puzzle to solve (HDU 4069); NUMBERS_ANTI, a number k and then
 * the 81 numbers of a solved grid, to change in at most k cells into the
 * smallest grid whose every row, column and box repeats a digit (Vijos
 * 1352); NUMBERS_FILL, N and K and then K triples row, column, value of
 * an N^2 x N^2 board (N to 30) to fill with as few values missing from
 * its rows, columns and boxes as a fast heuristic finds (CodeChef
 * NSUDOKU). */
enum { NUMBERS_ONE = 1, NUMBERS_SIZED = 2, NUMBERS_9X9 = 3, NUMBERS_WALLS = 4,
       NUMBERS_ANTI = 5, NUMBERS_FILL = 6 };

/* HDU 4069's walls, added to a cell's digit. */
enum { WALL_UP = 16, WALL_RIGHT = 32, WALL_DOWN = 64, WALL_LEFT = 128 };

/* The answers a case can get, the index of Profile.words. */
enum Verdict {
    VERDICT_ILLEGAL,   /* the givens break a rule */
    VERDICT_NONE,      /* no solution */
    VERDICT_ONE,       /* one solution (or, for GOAL_CHECK, a valid grid) */
    VERDICT_MANY,      /* more than one */
    VERDICTS
};

/*
 * What differs between the problems of the judges, one row per problem.
 * The reader and the writer consult the row; the layouts every problem
 * shares (case counts, grids, lines, blank lines, `---`, `Grid NN`
 * headers, `end`) are read the same way under any profile.
 */
typedef struct Profile {
    const char *name;            /* --judge=NAME */
    const char *aliases;         /* other names for it, space-separated */
    const char *problem;         /* the problem and its conventions */
    enum Goal goal;              /* what to find */
    int rules;                   /* regions added to every case: RULE_X... */
    int size_lines;              /* each case opens with its box size n */
    int signs;                   /* cases are 15 lines of signs, no cells:
                                    SIGNS_COMPARE or SIGNS_SUM (below) */
    int numbers;                 /* boards of numbers: NUMBERS_ONE... */
    int killer_rows;             /* cases are N lines "ROW CAGES", then a
                                    line of LABEL=SUM (CodinGame's killer) */
    char blank;                  /* one more blank, read as '.' (DMOJ's
                                    X), or 0 */
    const char *alphabet;        /* the symbols of 1..16 on 16x16 boards
                                    when not A-P (HDU 3909's 1-9A-G), or
                                    NULL */
    int max_box;                 /* the largest n the problem allows */
    const char *between;         /* printed between two answers */
    const char *after;           /* printed after each answer */
    const char *label;           /* before each answer; %ld: case number */
    const char *words[VERDICTS]; /* a verdict's words; NULL: the solution */
} Profile;

#define NONE_WORDS(text) {text, text, NULL, NULL}

static const Profile PROFILES[] = {
    {"auto", "", "any layout below, found case by case",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 5, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj2676", "luogu-p10481 hackerrank-sudoku", "case count T, then 9x9 "
     "digit grids (also HackerRank's sudoku: spaced, any solution)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3074", "luogu-p10482 acwing166", "81-cell lines, '.' blank, 'end'",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"luogu-p1784", "", "one spaced 9x9 grid, 0 blank",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3076", "uva1309 la2659 zoj3122 e-olymp3525 codingame-16x16",
     "16x16 grids A-P, '-' blank, blank line between; blank line between "
     "answers (also CodinGame's 16x16 Sudoku, '.' blank)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"acwing169", "", "as poj3076; blank line after each answer",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "", "\n", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-sudoku", "", "count K, then poj3076 grids; blank line between "
     "answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 4, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"uva989", "", "a line n (1-3), then a spaced n^2 x n^2 grid; smallest "
     "solution; NO SOLUTION; blank line between answers",
     GOAL_SMALLEST, 0, 1, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS("NO SOLUTION")},
    {"uva10957", "", "spaced 9x9 grids; Case k: Illegal./Impossible./"
     "Unique./Ambiguous.",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "Case %ld: ",
     {"Illegal.", "Impossible.", "Unique.", "Ambiguous."}},
    {"kattis-sudokunique", "", "spaced 9x9 grids; the solution if unique, "
     "Non-unique, Find another job; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "",
     {"Find another job", "Find another job", NULL, "Non-unique"}},
    {"hdu1426", "", "spaced 9x9 grids, '?' blank; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu2780", "", "count T, 9x9 digit grids; Could not complete this "
     "grid.; blank line between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "",
     NONE_WORDS("Could not complete this grid.")},
    {"hdu3111", "", "count N, 9x9 grids, '?' blank, '---' between; "
     "impossible; '---' between answers",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "---\n", "", "", NONE_WORDS("impossible")},
    {"spoj-novice42", "", "count T, 'Grid NN' before each 9x9 grid; "
     "smallest solution; blank line between answers",
     GOAL_SMALLEST, 0, 0, 0, 0, 0, 0, NULL, 3, "\n", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"luogu-p1074", "", "one spaced 9x9 grid; the highest score of a "
     "solution, or -1",
     GOAL_MAX_SCORE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS("-1")},
    {"atcoder-abc327c", "", "a complete spaced 9x9 grid; Yes if it keeps "
     "every rule, else No",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"No", "No", "Yes", NULL}},
    {"hdu5547", "", "count T, 4x4 grids of 1-4, '*' blank; Case #x: before "
     "each answer",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "Case #%ld:\n", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj2918", "", "count, 9x9 digit grids, empty line after each; "
     "Scenario #i:, the grid, an empty line",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "Scenario #%ld:\n",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hackerrank-euler96", "codingame-sudoku codechef-ax06 vijos1586 "
     "lanqiao-sudoku prask-sudoku adc2024-nanpure", "one 9x9 grid of digits, "
     "0 blank, spaced or not (also CodinGame's Sudoku Solver, CodeChef AX06, "
     "Vijos P1586, Lanqiao's sudoku, PRASK's Sudoku, ADC 2024's nanpure)",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"mindcoding-fiendish", "", "a line N (1-5), then N^2 lines of N^2 "
     "spaced numbers, 0 blank; the solution without the N line",
     GOAL_SOLVE, 0, 1, 0, 0, 0, 0, NULL, 5, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codechef-j1", "", "count t, 9x9 grids, '.' blank, both diagonals hold "
     "1-9 (SudokuX); a blank line after each answer",
     GOAL_SOLVE, RULE_X, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-hs12disu", "", "one 9x9 grid, '.' blank, both diagonals hold 1-9",
     GOAL_SOLVE, RULE_X, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"kattis-sudokuverify", "", "a spaced complete 9x9 grid; VALID if it "
     "keeps every rule, else INVALID!",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"INVALID!", "INVALID!", "VALID", NULL}},
    {"beecrowd1383", "spoj-sudoime", "count n, spaced complete 9x9 grids; "
     "Instancia k, SIM or NAO, a blank line after each",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "Instancia %ld\n", {"NAO", "NAO", "SIM", NULL}},
    {"cf1335d", "", "count t, solved 9x9 digit grids; each with nine cells "
     "changed so that every row, column and box holds a digit twice",
     GOAL_ANTI, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"-1", "-1", NULL, NULL}},
    {"uva11570", "", "cases of 15 lines of signs between neighbours inside "
     "boxes, < > across, v ^ down; spaced grids, a blank line between",
     GOAL_SOLVE, 0, 0, SIGNS_COMPARE, 0, 0, 0, NULL, 3, "\n", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"kattis-sumdoku", "", "15 lines of < = > between neighbours inside "
     "boxes, their sum against 10; a spaced grid",
     GOAL_SOLVE, 0, 0, SIGNS_SUM, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"killer", "codingame-killer", "killer sudoku as CodinGame gives it: 9 "
     "lines of a row ('.' blank) and its cage labels a-z A-Z, then a line of "
     "LABEL=SUM; the solution as 9 lines (16x16 with A-P too)",
     GOAL_SOLVE, 0, 0, 0, 0, 1, 0, NULL, 4, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codingame-killer-extreme", "", "count n, then lines of 81 cage labels "
     "a-z A-Z and lines of LABEL=SUM, the k-th layout taking the k-th sums "
     "(alternating, or layouts first); 9 lines of 9 spaced numbers: each "
     "cell's digits summed over the solutions",
     GOAL_CELL_SUM, 0, 0, 0, 0, KILLER_LAYOUTS, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu3909", "", "to the end: a line N (2-4), then N^2 lines of N^2 of "
     "1-9 and A-G (16x16), '.' blank; No Solution, Multiple Solutions, Not "
     "Minimal (a given can go), or the solution",
     GOAL_MINIMAL, 0, 1, 0, 0, 0, 0, "123456789ABCDEFG", 4, "", "", "",
     {"No Solution", "No Solution", NULL, "Multiple Solutions"}},
    {"hdu3476", "", "no input; the number of 4x4 positions (givens breaking "
     "no rule) with exactly one completion, computed",
     GOAL_UNIQUE_4X4, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"dmoj-miniature", "", "count Q, 4x4 grids of 1-4, 'X' blank; any "
     "solution of each",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 'X', NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"project-euler-96", "", "'Grid NN' before each 9x9 grid of digits, 0 "
     "blank; one number: the sum of the three digits at the top left of "
     "each solution, read as a number",
     GOAL_CORNER_SUM, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"spoj-sudogob", "", "count T, spaced 9x9 grids, 0 blank; the number of "
     "solutions (0 when givens clash), then the solution when it is 1",
     GOAL_COUNT, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"hdu4069", "", "count T, cases of 9 lines of 9 numbers: a digit (0 "
     "blank) + walls 16 up, 32 right, 64 down, 128 left, which enclose the "
     "regions; Case k:, the solution, No solution or Multiple Solutions",
     GOAL_SOLVE, 0, 0, 0, NUMBERS_WALLS, 0, 0, NULL, 3, "", "", "Case %ld:\n",
     {"No solution", "No solution", NULL, "Multiple Solutions"}},
    {"vijos1352", "", "k, then a spaced solved 9x9 grid; the smallest grid "
     "(row by row) within k changed cells whose every row, column and box "
     "repeats a digit, spaced, or -1",
     GOAL_ANTI, 0, 0, 0, NUMBERS_ANTI, 0, 0, NULL, 3, "", "", "",
     {"-1", "-1", NULL, NULL}},
    {"codechef-nsudoku", "", "N K, then K lines 'row column value' of an "
     "N^2 x N^2 board (N to 30); the board filled, keeping them, with as few "
     "values missing from rows, columns and boxes as a heuristic finds",
     GOAL_SOLVE, 0, 0, 0, NUMBERS_FILL, 0, 0, NULL, 30, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"poj3435", "", "a size N (1-10), then N^4 integers, 0 blank; CORRECT "
     "when no row, column or box holds a number twice",
     GOAL_LEGAL, 0, 0, 0, NUMBERS_ONE, 0, 0, NULL, 10, "", "", "",
     {"INCORRECT", "INCORRECT", "CORRECT", NULL}},
    {"kickstart-2013b-a", "", "count T, each case N (1-10) then N^2 lines of "
     "N^2 integers; Case #x: Yes when complete and legal, else No",
     GOAL_CHECK, 0, 0, 0, NUMBERS_SIZED, 0, 0, NULL, 10, "", "", "Case #%ld: ",
     {"No", "No", "Yes", NULL}},
    {"spoj-sudokuc", "", "count n, then n 9x9 boards of integers; TAK when "
     "complete and legal, else NIE",
     GOAL_CHECK, 0, 0, 0, NUMBERS_9X9, 0, 0, NULL, 3, "", "", "",
     {"NIE", "NIE", "TAK", NULL}},
    {"codingame-validator", "", "9 lines of 9 spaced integers; true when "
     "every row, column and box holds 1-9, else false",
     GOAL_CHECK, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"false", "false", "true", NULL}},
    {"codingame-mini", "", "4 lines of 4 digits, 0 blank; the solved grid",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"openjudges-k76722", "", "9 lines of 9 spaced integers, 0 blank; the "
     "solved grid, or False",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS("False")},
    {"palma-svk2017b", "", "4 lines of 4 spaced numbers, 0 blank; the "
     "solved grid so, or Neda sa",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 2, "", "", "", NONE_WORDS("Neda sa")},
    {"profound-sudoku", "", "a 9x9 grid, 0 blank; Valid when no row, column "
     "or box repeats a digit, else Not valid",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"Not valid", "Not valid", "Valid", NULL}},
    {"coci23c1p1", "", "a 9x9 grid framed by +---+ rules and | bars, '.' "
     "blank; GRESKA when a row, column or box repeats a digit, else OK",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     {"GRESKA", "GRESKA", "OK", NULL}},
    {"jutge-p78955", "", "count n, 9x9 grids of spaced digits, 0 unknown, | "
     "between boxes, ------+-------+------ between bands; each solution "
     "framed so, a blank line after each",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "\n", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"codingame-25x25", "", "25 lines of A-Y, '.' blank; the solved grid",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 5, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"campion-sudoku", "", "the file sudoku.in, 9 lines of 9 digits, 0 "
     "blank; the file sudoku.out, the solution so",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"gvu-sudoku", "", "the file sudoku.in, 9 lines of 9 spaced numbers, 0 "
     "blank; the file sudoku.out, any solution so",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "",
     NONE_WORDS(NO_SOLUTION_TEXT)},
    {"leetcode37", "", "function solveSudoku(char**, int, int*); as auto "
     "here",
     GOAL_SOLVE, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", NONE_WORDS(NO_SOLUTION_TEXT)},
    {"leetcode36", "", "function isValidSudoku(char**, int, int*); as "
     "atcoder-abc327c here, blanks allowed",
     GOAL_LEGAL, 0, 0, 0, 0, 0, 0, NULL, 3, "", "", "", {"false", "false", "true", NULL}}
};

enum { PROFILE_COUNT = sizeof PROFILES / sizeof PROFILES[0] };

#if CARRY_FILES
/* The judges whose programs read and write named files rather than
 * standard input and output.  Where the input file is missing, the
 * program reads standard input and writes standard output, as it does
 * under every other profile. */
static const struct NamedFiles {
    const char *profile, *input, *output;
} NAMED_FILES[] = {
    {"campion-sudoku", "sudoku.in", "sudoku.out"},
    {"gvu-sudoku", "sudoku.in", "sudoku.out"}
};

/* The named files of profile p, or NULL. */
static const struct NamedFiles *named_files(const Profile *p)
{
    size_t i;

    for (i = 0; i < sizeof NAMED_FILES / sizeof NAMED_FILES[0]; i++)
        if (strcmp(NAMED_FILES[i].profile, p->name) == 0)
            return &NAMED_FILES[i];
    return NULL;
}
#endif /* CARRY_FILES */

#if CARRY_TOOLS
/* Whether profile p writes a grid that came with bars between its boxes
 * framed the same way (CARRY_FRAMES): auto, and Jutge, whose grids are
 * framed both ways. */
static int answers_framed(const Profile *p)
{
    return p == &PROFILES[0] || strncmp(p->name, "jutge", 5) == 0;
}
#endif

/* Returns 1 when the space-separated list holds word. */
static int list_has(const char *list, const char *word)
{
    size_t n = strlen(word);

    while (*list) {
        size_t len = strcspn(list, " ");
        if (len == n && strncmp(list, word, n) == 0)
            return 1;
        list += len;
        while (*list == ' ')
            list++;
    }
    return 0;
}

/* The profile called name (or one of its aliases; "" is auto), or NULL. */
static const Profile *find_profile(const char *name)
{
    int i;

    if (*name == '\0')
        return &PROFILES[0];
    for (i = 0; i < PROFILE_COUNT; i++)
        if (strcmp(PROFILES[i].name, name) == 0
            || list_has(PROFILES[i].aliases, name))
            return &PROFILES[i];
    return NULL;
}

