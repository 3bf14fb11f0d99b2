/*
 * checker.c - a special judge for Sudoku problems where any valid solution
 * is accepted (Luogu P10481 / POJ 2676 is one).  One file, libc only, and
 * independent of solver.c: it reads the files its own simple way and
 * checks solutions with its own code (an oracle should not share the code
 * it checks).
 *
 *   checker input output answer [report [-appes]]
 *        testlib / Polygon / Codeforces: exit 0 ok, 1 wrong answer, 2
 *        presentation error (a solution in another layout), 3 fail (the
 *        input or the jury's answer is bad); with a report file the
 *        outcome is written there too (-appes: testlib's XML result).
 *   checker input answer feedback_dir [flags] < output
 *        Kattis / DOMjudge output validator (found by feedback_dir being a
 *        folder; --kattis first is accepted too): exit 42 accepted, 43
 *        wrong answer, 1 a judge error; the reason in
 *        feedback_dir/judgemessage.txt.  The flags after the folder (a
 *        problem's validator_flags) may name the judge: judge=NAME or
 *        --judge=NAME; case_sensitive and space_change_sensitive are
 *        accepted and change nothing; any other flag is a judge error.
 *
 * --rules=LIST (or rules=LIST among the Kattis flags) adds the board-wide
 * rules ./solver --rules takes: x, windoku, antiknight, antiking,
 * nonconsecutive.  The rules are two small tables of the checker's own
 * (UNIT_KINDS: cells that hold 1..N once; PAIR_KINDS: cells whose digits
 * must differ or not be consecutive), read by both the validity check
 * and the search.
 *
 * Variant puzzles in constraint text (sigh/Interactive-Sudoku-Solver's
 * `.Kind~args` lines, as ./solver reads them) are read and checked here
 * with the checker's own code, every kind the solver knows: cages, sums,
 * arrows, little killers, sandwiches, thermometers, dots, XV, whispers,
 * renban, palindromes, quadruples, odd/even, jigsaw pieces, diagonals,
 * windows, disjoint sets, the anti- and strict rules.  Their puzzles are
 * not searched: a jury's IMPOSSIBLE there is taken as it stands, and an
 * output that is a valid solution against it fails the judging.
 * f-puzzles lines are not read (a judge failure unless the answer is
 * ERROR).
 *
 * It fails closed: it accepts nothing it cannot read.  The cases are the
 * input's (boards of 4x4, 9x9, 16x16 or 25x25, as lines of N * N cells or
 * grids of N rows); an input case that is not a puzzle is a judge failure
 * unless the answer there is the solver's ERROR line.  Answer and output
 * lines that are neither a solution nor a line of printable text (junk,
 * binary) are a judge failure and a wrong answer.  The jury's answer is
 * checked first, as strictly as the contestant's: a "solution" that breaks
 * a rule or changes a given, or a claim of no solution (IMPOSSIBLE, No
 * solution, ...) for a puzzle the checker solves (4x4 and 9x9), is a judge
 * failure, never a verdict on the contestant.  Where the answer is a word
 * on each grid (atcoder-abc327c, beecrowd1383, coci23c1p1, ...), the word
 * is worked out from the input grid, and a jury word that differs is a
 * judge failure too.
 *
 * Then for each case: where the answer has a solution, the output must hold
 * one in the answer's layout whose every row, column and box holds 1..N
 * once and which keeps every given of the input.  Where the answer has a
 * line of text (IMPOSSIBLE, ERROR, ...), the output must have the same line.
 * Output that ends early or goes on is wrong.  Messages follow testlib:
 * "ok 3 cases", "wrong answer case 3, row 5: digit 7 twice".
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum {
    MAX_SIDE = 25,
    MAX_CELLS = MAX_SIDE * MAX_SIDE,
    MAX_LINE = 16384
};

enum Kind { KIND_LINE, KIND_GRID, KIND_TEXT, KIND_BAD };

/* The outcomes, testlib's exit codes. */
enum Outcome { OK = 0, WRONG = 1, PRESENTATION = 2, FAIL = 3 };

/* One case of a file. */
typedef struct Case {
    enum Kind kind;          /* a line of N * N cells, a grid, text, bad */
    int side;                /* N */
    int spaced;              /* cells separated by blanks */
    int rows;                /* rows a grid has */
    int value[MAX_CELLS];    /* 0 blank, 1..N, -1 not a cell */
    char raw[MAX_CELLS];     /* a cell's first character, for messages */
    char text[MAX_LINE];     /* the line, for KIND_TEXT and KIND_BAD */
    long line;               /* where the case starts */
    int framed;              /* its rows have '|' between boxes */
    int constraints;         /* an input line of constraint text, read
                                into ct (below) */
    int whole;               /* an input board with every row (its cells
                                may still be out of range) */
    long misframed;          /* a line of a framed output grid that is not
                                as it must be, or 0 */
    char frame_expected[128]; /* what that line should have been */
} Case;

/* A file read line by line. */
typedef struct Source {
    FILE *f;
    const char *name;        /* "input", "output", "answer" */
    long line_no;            /* lines read */
    char line[MAX_LINE];     /* current line, CR and trailing blanks cut */
    int too_long;            /* the current line did not fit */
    int pending;             /* line holds a line not yet used */
    int is_input;            /* count line and `end` are understood */
    int started;             /* a case has been read */
} Source;

/* How a judge's answers are checked (--judge=NAME). */
enum Check {
    CHECK_GRIDS,     /* any valid solution of each case (the default) */
    CHECK_EXACT,     /* the answer is the only right one: the same lines */
    CHECK_ANTI,      /* Codeforces 1335D: at most 9 cells changed so that
                        every row, column and box repeats a digit */
    CHECK_FILL,      /* CodeChef NSUDOKU: any full board keeping the givens
                        (the judge scores it) */
    CHECK_COMPLETE,  /* a word a grid: whether it is complete and keeps
                        every rule, worked out here from the input */
    CHECK_LEGAL      /* a word a grid: whether its givens break no rule */
};

/* The judges the checker knows, by the names the solver takes.  A word
 * on each grid given whole (is it complete and legal, are its givens
 * legal) is worked out here from the grid, or from the board of numbers
 * (NUMBER_JUDGES); the other judges whose answer is unique (a unique or
 * smallest solution, a count, a score) are compared line by line with
 * the jury's. */
static const struct Judge {
    const char *names;       /* the name and its aliases, blank-separated */
    enum Check check;
    int diagonals;           /* both main diagonals hold 1-9 too */
    char blank;              /* another blank cell character, or 0 */
    int framed;              /* grids framed: '|' between boxes, rules of
                                '-' and '+' between bands (output exactly
                                as the solver's --format=pretty) */
    const char *answers;     /* CHECK_EXACT: the shapes an answer line may
                                take, '|' between two: literal text, %d a
                                number, %r a row of 4, 9, 16 or 25 cells,
                                %s a spaced row of 4, 9, 16 or 25, %p a
                                P1074 score; CHECK_GRIDS: the judge's own
                                words for no solution, or NULL;
                                CHECK_COMPLETE and CHECK_LEGAL: a label
                                line before each verdict (%d the case
                                number) if any, the word for a grid that
                                passes, the word for one that does not */
} JUDGES[] = {
    {"auto poj2676 luogu-p10481 poj3074 luogu-p10482 acwing166 luogu-p1784 "
     "poj3076 uva1309 la2659 zoj3122 e-olymp3525 acwing169 spoj-sudoku "
     "hdu1426 hdu2780 hackerrank-euler96 codingame-sudoku mindcoding-fiendish "
     "leetcode37 codingame-mini hackerrank-sudoku codingame-16x16 "
     "codingame-25x25 codechef-ax06 vijos1586 lanqiao-sudoku campion-sudoku "
     "gvu-sudoku prask-sudoku adc2024-nanpure",
     CHECK_GRIDS, 0, 0, 0, NULL},
    {"jutge-p78955", CHECK_GRIDS, 0, 0, 1, NULL},
    {"openjudges-k76722", CHECK_GRIDS, 0, 0, 0, "False"},
    {"palma-svk2017b", CHECK_GRIDS, 0, 0, 0, "Neda sa"},
    {"codechef-j1 spoj-hs12disu", CHECK_GRIDS, 1, 0, 0, NULL},
    {"dmoj-miniature", CHECK_GRIDS, 0, 'X', 0, NULL},
    {"cf1335d", CHECK_ANTI, 0, 0, 0, NULL},
    {"codechef-nsudoku", CHECK_FILL, 0, 0, 0, NULL},
    {"uva989", CHECK_EXACT, 0, 0, 0, "%s|1|NO SOLUTION"},
    {"uva10957", CHECK_EXACT, 0, 0, 0, "Case %d: Illegal.|Case %d: Impossible."
     "|Case %d: Unique.|Case %d: Ambiguous."},
    {"kattis-sudokunique", CHECK_EXACT, 0, 0, 0, "%s|Non-unique|Find another job"},
    {"hdu3111", CHECK_EXACT, 0, 0, 0, "%r|---|impossible"},
    {"spoj-novice42", CHECK_EXACT, 0, 0, 0, "Grid %d|%r|IMPOSSIBLE"},
    {"luogu-p1074", CHECK_EXACT, 0, 0, 0, "%p|-1"},
    {"atcoder-abc327c", CHECK_COMPLETE, 0, 0, 0, "Yes|No"},
    {"hdu5547", CHECK_EXACT, 0, 0, 0, "Case #%d:|%r|IMPOSSIBLE"},
    {"poj2918", CHECK_EXACT, 0, 0, 0, "Scenario #%d:|%r|IMPOSSIBLE"},
    {"kattis-sudokuverify", CHECK_COMPLETE, 0, 0, 0, "VALID|INVALID!"},
    {"beecrowd1383 spoj-sudoime", CHECK_COMPLETE, 0, 0, 0, "Instancia %d|SIM|NAO"},
    {"uva11570 kattis-sumdoku", CHECK_EXACT, 0, 0, 0, "%s|IMPOSSIBLE"},
    {"killer codingame-killer", CHECK_EXACT, 0, 0, 0, "%r|IMPOSSIBLE"},
    {"codingame-killer-extreme", CHECK_EXACT, 0, 0, 0,
     "%d %d %d %d %d %d %d %d %d|IMPOSSIBLE"},
    {"hdu3909", CHECK_EXACT, 0, 0, 0, "%r|No Solution|Multiple Solutions"
     "|Not Minimal"},
    {"hdu3476 project-euler-96", CHECK_EXACT, 0, 0, 0, "%d"},
    {"spoj-sudogob", CHECK_EXACT, 0, 0, 0, "%d|%s"},
    {"hdu4069", CHECK_EXACT, 0, 0, 0, "Case %d:|%r|No solution"
     "|Multiple Solutions"},
    {"vijos1352", CHECK_EXACT, 0, 0, 0, "%s|-1"},
    {"poj3435", CHECK_LEGAL, 0, 0, 0, "CORRECT|INCORRECT"},
    {"kickstart-2013b-a", CHECK_COMPLETE, 0, 0, 0, "Case #%d: Yes|Case #%d: No"},
    {"spoj-sudokuc", CHECK_COMPLETE, 0, 0, 0, "TAK|NIE"},
    {"leetcode36", CHECK_LEGAL, 0, 0, 0, "true|false"},
    {"codingame-validator", CHECK_COMPLETE, 0, 0, 0, "true|false"},
    {"profound-sudoku", CHECK_LEGAL, 0, 0, 0, "Valid|Not valid"},
    {"coci23c1p1", CHECK_LEGAL, 0, 0, 1, "OK|GRESKA"},
};

/* The verdict judges whose boards are integers of any size, read number
 * by number (a board of n x n boxes, to 100x100), and how their cases are
 * framed: NUMBERS_SIZE_FIRST, a size n and n^4 numbers (POJ 3435);
 * NUMBERS_COUNTED_SIZED, a count, then cases of a size and n^4 numbers
 * (Kick Start); NUMBERS_COUNTED_9X9, a count, then cases of 81 numbers
 * (SPOJ SUDOKUC). */
enum Framing { NUMBERS_SIZE_FIRST = 1, NUMBERS_COUNTED_SIZED, NUMBERS_COUNTED_9X9 };
enum { MAX_NUMBER_BOX = 10 };
static const struct NumberJudge {
    const char *name;
    enum Framing framing;
} NUMBER_JUDGES[] = {
    {"poj3435", NUMBERS_SIZE_FIRST},
    {"kickstart-2013b-a", NUMBERS_COUNTED_SIZED},
    {"spoj-sudokuc", NUMBERS_COUNTED_9X9},
};

/* The judge when no --judge=NAME is given: make checker JUDGE=NAME
 * builds one in, for systems that pass no options (Polygon). */
#ifndef CHECKER_JUDGE
#define CHECKER_JUDGE "auto"
#endif

static const struct Judge *judge = &JUDGES[0];   /* --judge=NAME */
static int kattis;                       /* Kattis conventions */
static const char *feedback_dir;         /* Kattis feedback folder */
static const char *report_path;          /* testlib's result file, or NULL */
static int appes;                        /* testlib's -appes: XML result */

/* Writes text for an XML element as testlib does: & < > " escaped,
 * control characters as '.'. */
static void write_xml_text(FILE *f, const char *text)
{
    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == '&')
            fputs("&amp;", f);
        else if (c == '<')
            fputs("&lt;", f);
        else if (c == '>')
            fputs("&gt;", f);
        else if (c == '"')
            fputs("&quot;", f);
        else
            fputc(c < 32 ? '.' : c, f);
    }
}

/* Ends the run with an outcome and a message. */
static void verdict(enum Outcome code, const char *format, ...)
{
    static const char *const prefix[] = {"ok", "wrong answer",
                                         "wrong output format", "FAIL"};
    static const char *const outcome[] = {"accepted", "wrong-answer",
                                          "presentation-error", "fail"};
    char message[1024];
    va_list args;
    FILE *f;

    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    fprintf(stderr, "%s %s\n", prefix[code], message);
    if (kattis) {
        char path[4096];
        snprintf(path, sizeof path, "%s/judgemessage.txt", feedback_dir);
        if ((f = fopen(path, "w")) != NULL) {
            fprintf(f, "%s %s\n", prefix[code], message);
            fclose(f);
        }
        exit(code == OK ? 42 : code == FAIL ? 1 : 43);
    }
    if (report_path && (f = fopen(report_path, "w")) != NULL) {
        if (appes) {                     /* as testlib writes it */
            fprintf(f, "<?xml version=\"1.0\" encoding=\"windows-1251\"?>"
                    "<result outcome = \"%s\">", outcome[code]);
            write_xml_text(f, message);
            fputs("</result>\n", f);
        } else
            fputs(message, f);           /* the message alone, as testlib */
        fclose(f);
    }
    exit(code);
}

/* Reads the next line into s->line, byte by byte: a line longer than
 * the buffer, or holding a NUL byte, is marked too_long (unreadable); the
 * line after it is never touched.  Returns 0 at the end of the file. */
static int next_line(Source *s)
{
    size_t n = 0;
    int c, any = 0, binary = 0;

    if (s->pending) {
        s->pending = 0;
        return 1;
    }
    while ((c = getc(s->f)) != EOF) {
        any = 1;
        if (c == '\n')
            break;
        if (c == '\0')
            binary = 1;
        if (n < sizeof s->line - 1)
            s->line[n] = (char)c;
        n++;
    }
    if (!any)
        return 0;
    s->too_long = binary || n >= sizeof s->line - 1;
    if (n > sizeof s->line - 1)
        n = sizeof s->line - 1;
    s->line[n] = '\0';
    s->line_no++;
    if (s->line_no == 1 && memcmp(s->line, "\xEF\xBB\xBF", 3) == 0) {
        memmove(s->line, s->line + 3, n - 2);
        n -= 3;
    }
    while (n > 0 && strchr(" \t\r", s->line[n - 1]))
        s->line[--n] = '\0';
    return 1;
}

/* The value of one cell token: 1-9, A-Y (1-25, when letters), a number
 * 1-25 when spaced, 0 for a blank (0 . * ? _ -), -1 for anything else. */
static int token_value(const char *token, size_t n, int letters)
{
    int value = 0;
    size_t i;

    if (n == 1) {
        char c = token[0];
        if (c >= '0' && c <= '9')
            return c - '0';
        if (judge->blank && c == judge->blank)
            return 0;
        if (c >= 'A' && c <= 'Y' && letters)
            return c - 'A' + 1;
        return strchr(".*?_-", c) && c ? 0 : -1;
    }
    for (i = 0; i < n; i++) {
        if (token[i] < '0' || token[i] > '9' || value > MAX_SIDE)
            return -1;
        value = 10 * value + token[i] - '0';
    }
    return value <= MAX_SIDE ? value : -1;
}

/* The box size of a side (2 for 4, 3 for 9, 4 for 16, 5 for 25). */
static int box_of(int side)
{
    int b = 1;

    while ((b + 1) * (b + 1) <= side)
        b++;
    return b;
}

/* Whether a line is a rule across a framed grid: dashes, with '+' or '|'
 * where boxes meet, or dashes alone (longer than a `---` separator). */
static int is_frame_rule(const char *line)
{
    size_t n = strlen(line);

    return n > 3 && strspn(line, "-+|= \t") == n && strchr(line, '-');
}

/* Copies a framed row to plain, its bars gone: blanks where the row is
 * spaced, nothing where its cells are side by side.  Returns plain. */
static char *without_bars(const char *line, char *plain)
{
    int spaced = strchr(line, ' ') != NULL || strchr(line, '\t') != NULL;
    char *end = plain;

    for (; *line; line++)
        if (*line != '|')
            *end++ = *line;
        else if (spaced)
            *end++ = ' ';
    *end = '\0';
    return plain;
}

/* The row of values as a framed grid has it (the solver's --format=pretty:
 * spaced cells, " |" between boxes), into line; "" past 9x9. */
static void framed_row(const int *value, int side, char *line)
{
    int col, box = box_of(side);

    *line = '\0';
    if (side > 9)
        return;
    for (col = 0; col < side; col++) {
        if (col > 0 && col % box == 0) {
            *line++ = ' ';
            *line++ = '|';
        }
        if (col > 0)
            *line++ = ' ';
        *line++ = (char)('0' + (value[col] >= 0 && value[col] <= 9
                                ? value[col] : 0));
    }
    *line = '\0';
}

/* Notes the first line of a framed output grid that is not the expected
 * one. */
static void check_frame_line(Case *c, const Source *s, const char *expected)
{
    if (*expected && strcmp(s->line, expected) != 0 && !c->misframed) {
        c->misframed = s->line_no;
        snprintf(c->frame_expected, sizeof c->frame_expected, "%.100s",
                 expected);
    }
}

/* Reads the cells of a line: each character a cell, or, when the line has
 * blanks, each blank-separated token; letters are cells when 'letters'.
 * A framed judge's bars between boxes are not cells.
 * Returns how many (up to MAX_CELLS, then one more), or 0 when the line
 * has no cell given and is not all blanks. */
static int read_cells(const char *line, Case *c, int from, int letters)
{
    static char plain[MAX_LINE];
    size_t n, i = 0;
    int count = 0, cells = 0, blanks = 0;

    c->framed = judge->framed && strchr(line, '|') != NULL;
    if (c->framed)
        line = without_bars(line, plain);
    n = strlen(line);
    c->spaced = strchr(line, ' ') != NULL || strchr(line, '\t') != NULL;
    while (i < n) {
        size_t end = i + 1;
        int value;
        if (c->spaced)
            while (end < n && line[end] != ' ' && line[end] != '\t')
                end++;
        value = token_value(line + i, end - i, letters);
        if (from + count < MAX_CELLS) {
            c->value[from + count] = value;
            c->raw[from + count] = line[i];
        }
        cells += value > 0;
        blanks += value == 0;
        count++;
        if (count > MAX_CELLS)
            break;
        i = end;
        while (c->spaced && i < n && (line[i] == ' ' || line[i] == '\t'))
            i++;
    }
    return cells > 0 || (count > 0 && blanks == count) ? count : 0;
}

/* Returns 1 when the line is only 1 to 8 decimal digits. */
static int is_count(const char *line)
{
    size_t n = strspn(line, "0123456789");

    return n >= 1 && n <= 8 && line[n] == '\0';
}

/* Whether the line is printable ASCII text (a verdict word). */
static int is_text(const Source *s)
{
    const unsigned char *p = (const unsigned char *)s->line;

    if (s->too_long)
        return 0;
    for (; *p; p++)
        if (*p < 0x20 || *p > 0x7E)
            return 0;
    return 1;
}

/* The side of a board whose lines have 'cells' cells when each line is a
 * whole puzzle (16, 81, 256, 625), or 0. */
static int side_of_line(int cells)
{
    return cells == 16 ? 4 : cells == 81 ? 9 : cells == 256 ? 16
         : cells == 625 ? 25 : 0;
}

/* Reads rows 2.. of a grid of side cells a row into c. */
static void read_rows(Source *s, Case *c, int side)
{
    static Case row;
    char expected[MAX_LINE], rule[MAX_LINE];
    int framed = c->framed, ruled = 0, i;

    c->kind = KIND_GRID;
    c->side = side;
    framed_row(c->value, side, rule);
    for (i = 0; rule[i]; i++)
        rule[i] = rule[i] == '|' ? '+' : '-';
    while (c->rows < side && next_line(s)) {
        int n;
        int band_starts = c->rows % box_of(side) == 0;
        if (judge->framed && band_starts && is_frame_rule(s->line)) {
            if (!s->is_input)
                check_frame_line(c, s, rule);
            ruled = 1;
            continue;
        }
        if (judge->framed && !s->is_input && band_starts && !ruled)
            check_frame_line(c, s, rule);        /* the rule is missing */
        ruled = 0;
        n = read_cells(s->line, &row, 0, s->is_input || side > 9);
        if (n != side || s->line[0] == '\0') {
            s->pending = 1;
            break;
        }
        framed &= row.framed;
        if (judge->framed && !s->is_input) {
            framed_row(row.value, side, expected);
            check_frame_line(c, s, expected);
        }
        memcpy(c->value + side * c->rows, row.value, sizeof row.value[0] * (size_t)side);
        memcpy(c->raw + side * c->rows, row.raw, (size_t)side);
        c->rows++;
    }
    c->framed = framed;
}

/* Sorts a first line that is not cells: text, or, for an input, bad. */
static int text_case(Source *s, Case *c)
{
    c->kind = !s->is_input && is_text(s) ? KIND_TEXT : KIND_BAD;
    snprintf(c->text, sizeof c->text, "%s", s->line);
    return 1;
}

/* Marks an input case bad when it is a short grid or a cell is not a
 * given 1..N or a blank.  Returns 1. */
static int input_checked(Case *c)
{
    int i;

    c->whole = c->kind == KIND_LINE
               || (c->kind == KIND_GRID && c->rows == c->side);
    if (c->kind == KIND_GRID && c->rows != c->side)
        c->kind = KIND_BAD;
    for (i = 0; i < c->side * c->side && c->kind != KIND_BAD; i++)
        if (c->value[i] < 0 || c->value[i] > c->side)
            c->kind = KIND_BAD;
    if (c->kind == KIND_BAD)
        snprintf(c->text, sizeof c->text, "(a %dx%d board that breaks off "
                 "or holds a cell that is not one)", c->side, c->side);
    return 1;
}

/* ---- constraint text: variant puzzles as sigh/Interactive-Sudoku-Solver
 * writes them (`.Shape~6x6.Thermo~R1C1~R1C2.~R3C3_5`), read and checked
 * here with the checker's own code.  Each item becomes a Rule over cells
 * of a pool; rows, columns and boxes (unless NoBoxes) come first. */

enum {
    MAX_RULES = 2048,
    RULE_POOL = 16 * MAX_CELLS,
    MAX_ARGS = MAX_CELLS + 4,
    MARK_WHITE = 1, MARK_BLACK = 2, MARK_LETTER = 4,  /* on an edge */
    STRICT_KROPKI = 1, STRICT_WHITE = 2, STRICT_BLACK = 4, STRICT_XV = 8,
    ANTI_KNIGHT = 1, ANTI_KING = 2, ANTI_CONSECUTIVE = 4
};

/* What a rule asks of its cells' digits. */
enum RuleKind {
    RULE_DIGITS,      /* the cell holds one of the listed digits */
    RULE_DISTINCT,    /* no digit twice (regions, AllDifferent) */
    RULE_CAGE,        /* no digit twice, sum number (0: any) */
    RULE_SUM,         /* the weighted sum (weights listed) is number */
    RULE_ARROW,       /* the first number cells, read as a number in
                         reading order, equal the sum of the rest */
    RULE_THERMO,      /* strictly increasing */
    RULE_PAIRS,       /* every two adjacent cells keep PAIR_TESTS[number] */
    RULE_WHISPER,     /* neighbours on the line differ by number or more */
    RULE_RENBAN,      /* distinct and consecutive */
    RULE_PALINDROME,  /* the same both ways */
    RULE_SANDWICH,    /* between the 1 and the N, a sum of number */
    RULE_CONTAIN,     /* each listed digit as often (number 1: exactly) */
    RULE_GAP,         /* adjacent cells differ by number (Difference) */
    RULE_RATIO,       /* adjacent cells: one number times the other */
    RULE_EXTREMUM     /* less (number 0) or greater than each neighbour */
};

typedef struct Rule {
    int kind;                    /* enum RuleKind */
    char name[16];               /* the item's kind, for messages */
    long number;
    int first, count;            /* its cells: ct.pool[first ..] */
    int list, listed;            /* its digits or weights: ct.pool[list ..] */
} Rule;

/* The constraint text of the current input case. */
static struct {
    int side, no_boxes, anti, strict;
    int rules;
    Rule rule[MAX_RULES];
    int pool[RULE_POOL], used;
    unsigned char mark[2][MAX_CELLS];  /* [0] cell and right, [1] below */
    char error[160];
} ct;

static int is_consecutive(int a, int b) { return a - b == 1 || b - a == 1; }
static int is_double(int a, int b) { return a == 2 * b || b == 2 * a; }
static int sums_to_10(int a, int b) { return a + b == 10; }
static int sums_to_5(int a, int b) { return a + b == 5; }
static int is_greater(int a, int b) { return a > b; }

/* The dots and letters between two cells. */
static const struct PairTest {
    const char *name;
    int (*holds)(int earlier, int later);
    int mark;
} PAIR_TESTS[] = {
    {"WhiteDot", is_consecutive, MARK_WHITE}, {"BlackDot", is_double, MARK_BLACK},
    {"X", sums_to_10, MARK_LETTER}, {"V", sums_to_5, MARK_LETTER},
    {"GreaterThan", is_greater, 0},
};

/* Reads a[0..n) as a decimal number (a sign allowed).  Returns 0 when it
 * is not one. */
static int ct_number(const char *a, int n, long *value)
{
    int i = a[0] == '-' || a[0] == '+';
    long v = 0;

    if (n <= i || n - i > 6)
        return 0;
    for (; i < n; i++) {
        if (a[i] < '0' || a[i] > '9')
            return 0;
        v = v * 10 + a[i] - '0';
    }
    *value = a[0] == '-' ? -v : v;
    return 1;
}

/* A row or column of a cell: decimal, or one symbol a-z for 10 on. */
static int ct_coordinate(const char *a, int n, long *value)
{
    if (n == 1 && ((a[0] | 0x20) >= 'a' && (a[0] | 0x20) <= 'z')) {
        *value = (a[0] | 0x20) - 'a' + 10;
        return 1;
    }
    return a[0] != '-' && a[0] != '+' && ct_number(a, n, value);
}

/* Reads R<row>C<col> (a[0..n)) into a cell index, or -1. */
static int ct_cell(const char *a, int n)
{
    int c = 2;
    long row, col;

    while (c < n && (a[c] | 0x20) != 'c')
        c++;
    if (n < 4 || (a[0] | 0x20) != 'r' || c >= n - 1
        || !ct_coordinate(a + 1, c - 1, &row)
        || !ct_coordinate(a + c + 1, n - c - 1, &col) || row < 1
        || col < 1 || row > ct.side || col > ct.side)
        return -1;
    return (int)((row - 1) * ct.side + col - 1);
}

/* Starts a rule of a kind named name[0..n).  Returns it, or NULL when the
 * table is full. */
static Rule *new_rule(int kind, const char *name, int n, long number)
{
    Rule *r;

    if (ct.rules == MAX_RULES) {
        snprintf(ct.error, sizeof ct.error, "more than %d rules", MAX_RULES);
        return NULL;
    }
    r = &ct.rule[ct.rules++];
    r->kind = kind;
    snprintf(r->name, sizeof r->name, "%.*s", n, name);
    r->number = number;
    r->first = r->list = ct.used;
    r->count = r->listed = 0;
    return r;
}

/* Adds a value to the pool.  Returns 0 when it is full. */
static int pool_add(int value)
{
    if (ct.used == RULE_POOL) {
        snprintf(ct.error, sizeof ct.error, "more than %d cells in rules",
                 RULE_POOL);
        return 0;
    }
    ct.pool[ct.used++] = value;
    return 1;
}

/* Adds a rule over cells[0..n). */
static int add_rule(int kind, const char *name, int name_len, long number,
                    const int *cells, int n)
{
    Rule *r = new_rule(kind, name, name_len, number);
    int i;

    if (!r)
        return 0;
    for (i = 0; i < n; i++)
        if (!pool_add(cells[i]))
            return 0;
    r->count = n;
    r->list = ct.used;
    return 1;
}

/* Adds the listed values (weights or digits) after the last rule's
 * cells. */
static int add_list(const long *values, int n)
{
    Rule *r = &ct.rule[ct.rules - 1];
    int i;

    for (i = 0; i < n; i++)
        if (!pool_add((int)values[i]))
            return 0;
    r->listed = n;
    return 1;
}

/* Reads the '_'-separated numbers of a[0..n) into values (at most
 * room).  Returns how many, or -1. */
static int ct_numbers(const char *a, int n, long *values, int room)
{
    int at = 0, end, k = 0;

    while (at <= n) {
        for (end = at; end < n && a[end] != '_'; end++)
            ;
        if (k == room || !ct_number(a + at, end - at, &values[k++]))
            return -1;
        at = end + 1;
    }
    return k;
}

/* One item, split at '~': the kind, then the arguments. */
typedef struct CtItem {
    const char *kind;
    int kind_len, args;
    const char *arg[MAX_ARGS];
    int len[MAX_ARGS];
} CtItem;

/* Reads arguments from..args of an item as cells.  Returns how many, or
 * -1 with an error. */
static int item_cells(const CtItem *it, int from, int *cells)
{
    int i, n = 0;

    for (i = from; i < it->args; i++) {
        if ((cells[n++] = ct_cell(it->arg[i], it->len[i])) < 0) {
            snprintf(ct.error, sizeof ct.error, "%.*s: '%.*s' is no cell",
                     it->kind_len > 20 ? 20 : it->kind_len, it->kind,
                     it->len[i] > 20 ? 20 : it->len[i], it->arg[i]);
            return -1;
        }
    }
    return n;
}

/* Whether the item is of the kind named. */
static int item_is(const CtItem *it, const char *name)
{
    return (size_t)it->kind_len == strlen(name)
           && memcmp(it->kind, name, strlen(name)) == 0;
}

/* Adds the rows, columns and regions of a whole-board kind. */
static int add_region_kind(const CtItem *it)
{
    int cells[MAX_SIDE], n = ct.side, i, k, b, w;

    for (b = 1; b * b < n; b++)
        ;
    if (item_is(it, "Diagonal")) {
        long way;
        if (it->args != 1 || !ct_number(it->arg[0], it->len[0], &way)
            || (way != 1 && way != -1))
            return 0;
        for (i = 0; i < n; i++)
            cells[i] = way < 0 ? i * (n + 1) : i * n + n - 1 - i;
        return add_rule(RULE_DISTINCT, "Diagonal", 8, 0, cells, n);
    }
    if (b * b != n)
        return 0;
    if (item_is(it, "Windoku")) {
        for (w = 0; w < (b - 1) * (b - 1); w++) {
            for (i = 0; i < n; i++)
                cells[i] = (1 + w / (b - 1) * (b + 1) + i / b) * n
                           + 1 + w % (b - 1) * (b + 1) + i % b;
            if (!add_rule(RULE_DISTINCT, "Windoku", 7, 0, cells, n))
                return 0;
        }
        return 1;
    }
    for (k = 0; k < n; k++) {            /* DisjointSets */
        for (i = 0; i < n; i++)
            cells[i] = (i / b * b + k / b) * n + i % b * b + k % b;
        if (!add_rule(RULE_DISTINCT, "DisjointSets", 12, 0, cells, n))
            return 0;
    }
    return 1;
}

/* Jigsaw~LAYOUT (or ~SHAPE~LAYOUT): each label of N cells a region. */
static int add_jigsaw(const CtItem *it)
{
    const char *layout = it->args ? it->arg[it->args - 1] : "";
    int cells[MAX_SIDE], label, i, n;

    if (!it->args || it->len[it->args - 1] != ct.side * ct.side)
        return 0;
    for (label = 1; label < 256; label++) {
        for (i = 0, n = 0; i < ct.side * ct.side; i++)
            if ((unsigned char)layout[i] == label && n < MAX_SIDE)
                cells[n++] = i;
        if (n == ct.side && !add_rule(RULE_DISTINCT, "Jigsaw", 6, 0, cells, n))
            return 0;
    }
    return 1;
}

/* Records the marks of a dot or letter kind on every adjacent pair. */
static void mark_pairs(const int *cells, int n, int mark)
{
    int i, j;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int a = cells[i], b = cells[j];
            if (b == a + 1 && a % ct.side != ct.side - 1)
                ct.mark[0][a] |= (unsigned char)mark;
            if (b == a + ct.side)
                ct.mark[1][a] |= (unsigned char)mark;
        }
}

/* Reads one item into rules.  Returns 0 with an error. */
static int read_item(const CtItem *it)
{
    static int cells[MAX_ARGS];
    static long values[MAX_ARGS];
    static const struct { const char *name; int kind; } LINES[] = {
        {"Thermo", RULE_THERMO}, {"Renban", RULE_RENBAN},
        {"Palindrome", RULE_PALINDROME}, {"AllDifferent", RULE_DISTINCT},
        {"ExtraRegion", RULE_DISTINCT}
    };
    static const struct { const char *name; int *field, bit; } FLAGS[] = {
        {"AntiKnight", &ct.anti, ANTI_KNIGHT}, {"AntiKing", &ct.anti, ANTI_KING},
        {"AntiConsecutive", &ct.anti, ANTI_CONSECUTIVE},
        {"StrictKropki", &ct.strict, STRICT_KROPKI},
        {"StrictWhiteDot", &ct.strict, STRICT_WHITE},
        {"StrictBlackDot", &ct.strict, STRICT_BLACK},
        {"StrictXV", &ct.strict, STRICT_XV}, {"NoBoxes", &ct.no_boxes, 1},
        {"Shape", NULL, 0}
    };
    long number = 0;
    int n, i, k;

    for (i = 0; i < (int)(sizeof FLAGS / sizeof *FLAGS); i++)
        if (item_is(it, FLAGS[i].name)) {
            if (FLAGS[i].field)
                *FLAGS[i].field |= FLAGS[i].bit;
            return 1;
        }
    for (i = 0; i < (int)(sizeof LINES / sizeof *LINES); i++)
        if (item_is(it, LINES[i].name))
            return (n = item_cells(it, 0, cells)) >= 0
                   && add_rule(LINES[i].kind, it->kind, it->kind_len, 0, cells, n);
    for (i = 0; i < (int)(sizeof PAIR_TESTS / sizeof *PAIR_TESTS); i++)
        if (item_is(it, PAIR_TESTS[i].name)) {
            if ((n = item_cells(it, 0, cells)) < 0)
                return 0;
            mark_pairs(cells, n, PAIR_TESTS[i].mark);
            return add_rule(RULE_PAIRS, it->kind, it->kind_len, i, cells, n);
        }
    if (it->kind_len == 0) {             /* givens: R1C1_5 or R1C1_2_4 */
        for (i = 0; i < it->args; i++) {
            const char *under = (const char *)memchr(it->arg[i], '_', (size_t)it->len[i]);
            int at = under ? (int)(under - it->arg[i]) : 0;
            int cell = under ? ct_cell(it->arg[i], at) : -1;
            k = cell < 0 ? -1 : ct_numbers(under + 1, it->len[i] - at - 1,
                                            values, MAX_ARGS);
            if (k < 0) {
                snprintf(ct.error, sizeof ct.error, "'%.*s' is no given "
                         "R1C1_DIGIT", it->len[i] > 20 ? 20 : it->len[i],
                         it->arg[i]);
                return 0;
            }
            if (!add_rule(RULE_DIGITS, "given", 5, 0, &cell, 1)
                || !add_list(values, k))
                return 0;
        }
        return 1;
    }
    if (item_is(it, "Jigsaw"))
        return add_jigsaw(it);
    if (item_is(it, "Diagonal") || item_is(it, "Windoku")
        || item_is(it, "DisjointSets"))
        return add_region_kind(it);
    if (item_is(it, "Odd") || item_is(it, "Even")) {
        long parity[MAX_SIDE];
        for (i = 0, k = 0; i < ct.side; i++)
            if ((i + 1) % 2 == item_is(it, "Odd"))
                parity[k++] = i + 1;
        if ((n = item_cells(it, 0, cells)) < 0)
            return 0;
        for (i = 0; i < n; i++)
            if (!add_rule(RULE_DIGITS, it->kind, it->kind_len, 0, &cells[i], 1)
                || !add_list(parity, k))
                return 0;
        return 1;
    }
    if (item_is(it, "Quad")) {
        if (it->args < 2 || (cells[0] = ct_cell(it->arg[0], it->len[0])) < 0
            || cells[0] % ct.side == ct.side - 1 || cells[0] / ct.side == ct.side - 1)
            return 0;
        cells[1] = cells[0] + 1;
        cells[2] = cells[0] + ct.side;
        cells[3] = cells[0] + ct.side + 1;
        for (i = 1, k = 0; i < it->args; i++) {
            int got = ct_numbers(it->arg[i], it->len[i], values + k, MAX_ARGS - k);
            if (got < 0)
                return 0;
            k += got;
        }
        return add_rule(RULE_CONTAIN, "Quad", 4, 0, cells, 4) && add_list(values, k);
    }
    if (item_is(it, "ContainAtLeast") || item_is(it, "ContainExact")) {
        if (it->args < 2 || (k = ct_numbers(it->arg[0], it->len[0], values, MAX_ARGS)) < 0
            || (n = item_cells(it, 1, cells)) < 0)
            return 0;
        return add_rule(RULE_CONTAIN, it->kind, it->kind_len,
                        item_is(it, "ContainExact"), cells, n) && add_list(values, k);
    }
    if (item_is(it, "Difference") || item_is(it, "Ratio")) {
        if (it->args < 1 || !ct_number(it->arg[0], it->len[0], &number)
            || (n = item_cells(it, 1, cells)) < 0)
            return 0;
        mark_pairs(cells, n, item_is(it, "Ratio") ? MARK_BLACK : MARK_WHITE);
        return add_rule(item_is(it, "Ratio") ? RULE_RATIO : RULE_GAP, it->kind,
                        it->kind_len, number, cells, n);
    }
    if (item_is(it, "Minimum") || item_is(it, "Maximum")) {
        if ((n = item_cells(it, 0, cells)) < 0)
            return 0;
        for (i = 0; i < n; i++)
            if (!add_rule(RULE_EXTREMUM, it->kind, it->kind_len,
                          item_is(it, "Maximum"), &cells[i], 1))
                return 0;
        return 1;
    }
    if (item_is(it, "Whisper")) {
        int from = it->args > 0 && ct_number(it->arg[0], it->len[0], &number);
        if (!from)
            number = 5;
        return (n = item_cells(it, from, cells)) >= 0
               && add_rule(RULE_WHISPER, "Whisper", 7, number, cells, n);
    }
    if (item_is(it, "Sandwich")) {
        char way = it->args == 2 ? (char)(it->arg[1][0] | 0x20) : 0;
        long line;
        if (it->args != 2 || !ct_number(it->arg[0], it->len[0], &number)
            || (way != 'r' && way != 'c') || it->len[1] < 2
            || !ct_number(it->arg[1] + 1, it->len[1] - 1, &line) || line < 1
            || line > ct.side)
            return 0;
        for (i = 0; i < ct.side; i++)
            cells[i] = way == 'r' ? (int)(line - 1) * ct.side + i
                                  : i * ct.side + (int)line - 1;
        return add_rule(RULE_SANDWICH, "Sandwich", 8, number, cells, ct.side);
    }
    if (item_is(it, "LittleKiller")) {
        int start, row, col, dr = 0, dc = 0;
        if (it->args != 2 || !ct_number(it->arg[0], it->len[0], &number)
            || (start = ct_cell(it->arg[1], it->len[1])) < 0)
            return 0;
        row = start / ct.side;
        col = start % ct.side;
        if (col == 0 && row < ct.side - 1)
            dr = 1, dc = 1;
        else if (row == 0 && col > 0)
            dr = 1, dc = -1;
        else if (col == ct.side - 1 && row > 0 && row < ct.side - 1)
            dr = -1, dc = -1;
        else if (row == ct.side - 1 && col > 0 && col < ct.side - 1)
            dr = -1, dc = 1;
        else
            return 0;
        for (n = 0; row >= 0 && row < ct.side && col >= 0 && col < ct.side;
             row += dr, col += dc)
            cells[n++] = row * ct.side + col;
        return add_rule(RULE_SUM, "LittleKiller", 12, number, cells, n);
    }
    if (item_is(it, "Cage")) {
        if (it->args < 1 || (it->len[0] > 0 && !ct_number(it->arg[0], it->len[0], &number))
            || (n = item_cells(it, 1, cells)) <= 0)
            return 0;
        return add_rule(RULE_CAGE, "Cage", 4, number, cells, n);
    }
    if (item_is(it, "Sum")) {
        const char *under = it->args ? (const char *)memchr(it->arg[0], '_', (size_t)it->len[0]) : NULL;
        int at = under ? (int)(under - it->arg[0]) : it->args ? it->len[0] : 0;
        if (it->args < 2 || !ct_number(it->arg[0], at, &number)
            || (n = item_cells(it, 1, cells)) < 0)
            return 0;
        for (k = 0; k < n; k++)
            values[k] = 1;
        if (under && (at + 3 > it->len[0] || under[1] != '=' || under[2] != '_'
                      || ct_numbers(under + 3, it->len[0] - at - 3, values, n) != n))
            return 0;
        return add_rule(RULE_SUM, "Sum", 3, number, cells, n) && add_list(values, n);
    }
    if (item_is(it, "Arrow") || item_is(it, "PillArrow")) {
        long pill = 1;
        int from = item_is(it, "PillArrow");
        if ((from && (it->args < 1 || !ct_number(it->arg[0], it->len[0], &pill)
                      || pill < 2 || pill > 3))
            || (n = item_cells(it, from, cells)) <= pill)
            return 0;
        return add_rule(RULE_ARROW, it->kind, it->kind_len, pill, cells, n);
    }
    snprintf(ct.error, sizeof ct.error, "constraint '%.*s' is not one the "
             "checker knows", it->kind_len > 24 ? 24 : it->kind_len, it->kind);
    return 0;
}

/* A line holding '~' with its blanks taken out, as the solver reads
 * constraint text (`.Thermo~R1C1~R1C2 .~R1C1_4`); any other line as it
 * is (a spaced row of letters and dots is no list of rules).  The same
 * buffer each call. */
static const char *without_blanks(const char *line)
{
    static char kept[MAX_LINE];
    size_t n = 0;
    const char *at;

    if (!strchr(line, '~'))
        return line;
    for (at = line; *at; at++)
        if (*at != ' ' && *at != '\t')
            kept[n++] = *at;
    kept[n] = '\0';
    return kept;
}

/* Whether a line is constraint text: it opens with '.' and holds '~', or
 * is only items of no arguments (`.AntiKnight.Windoku`). */
static int is_constraint_text(const char *line)
{
    return line[0] == '.' && line[1] != '\0' && line[1] != '.'
           && (strchr(line, '~') || strspn(line + 1, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
               "abcdefghijklmnopqrstuvwxyz.") == strlen(line + 1));
}

/* Reads the constraint text of an input case into ct, its single-digit
 * givens into c->value.  Returns 0 with a message in c->text. */
static int read_constraint_case(const char *line, Case *c)
{
    static CtItem it;
    const char *shape = strstr(line, ".Shape~"), *at;
    long rows = 9, cols = 9;
    int i;

    memset(&ct, 0, sizeof ct);
    c->kind = KIND_LINE;
    c->constraints = 1;
    if (shape) {
        char *x;
        rows = strtol(shape + 7, &x, 10);
        cols = *x == 'x' ? strtol(x + 1, &x, 10) : 0;
        if (rows != cols || rows < 2 || rows > MAX_SIDE || (*x && *x != '.')) {
            snprintf(c->text, sizeof c->text, "(constraint text whose Shape is "
                     "no square board 2x2 to 25x25)");
            return 0;
        }
    }
    ct.side = c->side = (int)rows;
    for (at = line + 1; *at; ) {
        const char *end = strchr(at, '.');
        const char *stop = end ? end : at + strlen(at), *p;
        it.kind = at;
        for (p = at; p < stop && *p != '~'; p++)
            ;
        it.kind_len = (int)(p - at);
        for (it.args = 0; p < stop && it.args < MAX_ARGS; it.args++) {
            const char *q = ++p;
            while (q < stop && *q != '~')
                q++;
            it.arg[it.args] = p;
            it.len[it.args] = (int)(q - p);
            p = q;
        }
        if (stop > at && !read_item(&it)) {
            if (!ct.error[0])
                snprintf(ct.error, sizeof ct.error, "%.*s: its arguments "
                         "are not ones it takes", it.kind_len > 24 ? 24
                         : it.kind_len, it.kind);
            snprintf(c->text, sizeof c->text, "(constraint text: %s)", ct.error);
            return 0;
        }
        at = end ? end + 1 : stop;
    }
    for (i = 0; i < ct.side * ct.side; i++)
        c->value[i] = 0;
    for (i = 0; i < ct.rules; i++) {
        const Rule *r = &ct.rule[i];
        if (r->kind == RULE_DIGITS && r->listed == 1 && !strcmp(r->name, "given"))
            c->value[ct.pool[r->first]] = ct.pool[r->list];
    }
    return 1;
}

/* Whether the digits v[] keep rule r. */
static int rule_holds(const Rule *r, const int *v)
{
    const int *cell = ct.pool + r->first, *list = ct.pool + r->list;
    int n = r->count, i, j, total = 0, low = MAX_SIDE, high = 0;

    switch (r->kind) {
    case RULE_DIGITS:
        for (i = 0; i < r->listed && list[i] != v[cell[0]]; i++)
            ;
        return i < r->listed;
    case RULE_CAGE:
    case RULE_DISTINCT:
    case RULE_RENBAN:
        for (i = 0; i < n; i++) {
            for (j = i + 1; j < n; j++)
                if (v[cell[i]] == v[cell[j]])
                    return 0;
            total += v[cell[i]];
            low = v[cell[i]] < low ? v[cell[i]] : low;
            high = v[cell[i]] > high ? v[cell[i]] : high;
        }
        return r->kind == RULE_DISTINCT
               || (r->kind == RULE_CAGE && (r->number == 0 || total == r->number))
               || (r->kind == RULE_RENBAN && high - low == n - 1);
    case RULE_SUM:
        for (i = 0; i < n; i++)
            total += (r->listed ? list[i] : 1) * v[cell[i]];
        return total == r->number;
    case RULE_ARROW: {                  /* the circle, in reading order */
        int circle[3], m = (int)r->number, number = 0;
        for (i = 0; i < m; i++) {
            for (j = i; j > 0 && circle[j - 1] > cell[i]; j--)
                circle[j] = circle[j - 1];
            circle[j] = cell[i];
        }
        for (i = 0; i < m; i++)
            number = 10 * number + v[circle[i]];
        for (i = m; i < n; i++)
            total += v[cell[i]];
        return number == total;
    }
    case RULE_THERMO:
        for (i = 0; i + 1 < n; i++)
            if (v[cell[i]] >= v[cell[i + 1]])
                return 0;
        return 1;
    case RULE_PAIRS:
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++) {
                int a = cell[i], b = cell[j], d = a > b ? a - b : b - a;
                if ((d == ct.side || (d == 1 && a / ct.side == b / ct.side))
                    && !PAIR_TESTS[r->number].holds(v[a], v[b]))
                    return 0;
            }
        return 1;
    case RULE_GAP:
    case RULE_RATIO:
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++) {
                int a = cell[i], b = cell[j], d = a > b ? a - b : b - a;
                int x = v[a], y = v[b];
                if ((d == ct.side || (d == 1 && a / ct.side == b / ct.side))
                    && (r->kind == RULE_GAP ? abs(x - y) != r->number
                        : x != r->number * y && y != r->number * x))
                    return 0;
            }
        return 1;
    case RULE_EXTREMUM: {
        int r0 = cell[0] / ct.side, c0 = cell[0] % ct.side, k;
        static const int STEP[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (k = 0; k < 4; k++) {
            int rr = r0 + STEP[k][0], cc = c0 + STEP[k][1];
            if (rr < 0 || rr >= ct.side || cc < 0 || cc >= ct.side)
                continue;
            if (r->number ? v[cell[0]] <= v[rr * ct.side + cc]
                          : v[cell[0]] >= v[rr * ct.side + cc])
                return 0;
        }
        return 1;
    }
    case RULE_WHISPER:
        for (i = 0; i + 1 < n; i++)
            if (abs(v[cell[i]] - v[cell[i + 1]]) < r->number)
                return 0;
        return 1;
    case RULE_PALINDROME:
        for (i = 0; i < n / 2; i++)
            if (v[cell[i]] != v[cell[n - 1 - i]])
                return 0;
        return 1;
    case RULE_SANDWICH: {
        int one = -1, top = -1;
        for (i = 0; i < n; i++) {
            one = v[cell[i]] == 1 ? i : one;
            top = v[cell[i]] == ct.side ? i : top;
        }
        if (one < 0 || top < 0)
            return 0;
        for (i = (one < top ? one : top) + 1; i < (one < top ? top : one); i++)
            total += v[cell[i]];
        return total == r->number;
    }
    default:                             /* RULE_CONTAIN */
        for (i = 0; i < r->listed; i++) {
            int wanted = 0, held = 0;
            for (j = 0; j < r->listed; j++)
                wanted += list[j] == list[i];
            for (j = 0; j < n; j++)
                held += v[cell[j]] == list[i];
            if (held < wanted || (r->number && held != wanted))
                return 0;
        }
        return 1;
    }
}

/* Whether two neighbours a, b (b right of or below a) keep the board-wide
 * and strict rules.  Returns the rule broken, or NULL. */
static const char *neighbours_break(int a, int b, int way, const int *v)
{
    int x = v[a], y = v[b], mark = ct.mark[way][a];

    if ((ct.anti & ANTI_CONSECUTIVE) && is_consecutive(x, y))
        return "AntiConsecutive";
    if ((ct.strict & STRICT_KROPKI) && !(mark & (MARK_WHITE | MARK_BLACK))
        && (is_consecutive(x, y) || is_double(x, y)))
        return "StrictKropki";
    if ((ct.strict & STRICT_WHITE) && !(mark & MARK_WHITE) && is_consecutive(x, y))
        return "StrictWhiteDot";
    if ((ct.strict & STRICT_BLACK) && !(mark & MARK_BLACK) && is_double(x, y))
        return "StrictBlackDot";
    if ((ct.strict & STRICT_XV) && !(mark & MARK_LETTER) && (x + y == 5 || x + y == 10))
        return "StrictXV";
    return NULL;
}

/* Whether a full board v keeps every rule of the constraint text: rows,
 * columns, boxes (unless NoBoxes), every item, the board-wide rules.
 * Returns 1, or 0 with what is broken in message. */
static int constraints_hold(const int *v, char *message, size_t size)
{
    static const int KNIGHT[][2] = {{1, 2}, {1, -2}, {2, 1}, {2, -1}};
    static const int KING[][2] = {{1, 1}, {1, -1}};
    int n = ct.side, i, k, rows, cols, cell;
    int seen[3][MAX_SIDE][MAX_SIDE + 1];

    for (rows = 1; (rows + 1) * (rows + 1) <= n; rows++)
        ;
    while (n % rows)
        rows--;
    cols = n / rows;
    memset(seen, 0, sizeof seen);
    for (cell = 0; cell < n * n; cell++) {
        int r = cell / n, c = cell % n, d = v[cell];
        int box = r / rows * rows + c / cols;
        if (seen[0][r][d]++ || seen[1][c][d]++
            || (!ct.no_boxes && rows > 1 && seen[2][box][d]++)) {
            snprintf(message, size, "row %d, column %d: digit %d twice in its "
                     "row, column or box", r + 1, c + 1, d);
            return 0;
        }
    }
    for (i = 0; i < ct.rules; i++)
        if (!rule_holds(&ct.rule[i], v)) {
            int at = ct.pool[ct.rule[i].first];
            snprintf(message, size, "the %s at R%dC%d is broken",
                     ct.rule[i].name, at / n + 1, at % n + 1);
            return 0;
        }
    for (cell = 0; cell < n * n; cell++) {
        const char *broken = NULL;
        for (k = 0; k < 4 && !broken; k++) {
            int r = cell / n + KNIGHT[k][0], c = cell % n + KNIGHT[k][1];
            if ((ct.anti & ANTI_KNIGHT) && r < n && c >= 0 && c < n
                && v[r * n + c] == v[cell])
                broken = "AntiKnight";
            r = cell / n + KING[k % 2][0];
            c = cell % n + KING[k % 2][1];
            if ((ct.anti & ANTI_KING) && r < n && c >= 0 && c < n
                && v[r * n + c] == v[cell])
                broken = "AntiKing";
        }
        if (!broken && cell % n != n - 1)
            broken = neighbours_break(cell, cell + 1, 0, v);
        if (!broken && cell + n < n * n)
            broken = neighbours_break(cell, cell + n, 1, v);
        if (broken) {
            snprintf(message, size, "%s is broken at R%dC%d", broken,
                     cell / n + 1, cell % n + 1);
            return 0;
        }
    }
    return 1;
}

/* Reads the next case; an output or answer case in the layout of side
 * (the input case's board).  Returns 0 at the end of the file. */
static int next_case(Source *s, Case *c, int side)
{
    int cells;

    for (;;) {
        if (!next_line(s))
            return 0;
        if (s->line[0] == '\0' || (s->is_input && s->line[0] == '#'))
            continue;
        if (s->is_input && strcmp(s->line, "end") == 0)
            return 0;
        if (s->is_input && judge->framed && is_frame_rule(s->line))
            continue;                    /* a frame's top or bottom */
        if (s->is_input && !s->started && is_count(s->line)
            && strlen(s->line) != 9 && strlen(s->line) != 4) {
            s->started = 1;
            continue;
        }
        break;
    }
    s->started = 1;
    c->line = s->line_no;
    c->rows = 1;
    c->side = side;
    c->framed = 0;
    c->misframed = 0;
    c->constraints = 0;
    if (s->too_long)
        return text_case(s, c);
    if (s->is_input && is_constraint_text(without_blanks(s->line))) {
        if (!read_constraint_case(without_blanks(s->line), c))
            c->kind = KIND_BAD;
        return 1;
    }
    cells = read_cells(s->line, c, 0, s->is_input || side > 9);
    if (!s->is_input) {
        if (cells == side * side && cells > 0) {
            c->kind = KIND_LINE;
            return 1;
        }
        if (cells == side && side > 0) {
            if (judge->framed) {
                char expected[MAX_LINE];
                framed_row(c->value, side, expected);
                check_frame_line(c, s, expected);
            }
            read_rows(s, c, side);
            return 1;
        }
        return text_case(s, c);
    }
    if (cells == 1 || cells == 4 || cells == 9 || cells == 25) {
        read_rows(s, c, cells);
        return input_checked(c);
    }
    if (cells == 16) {                   /* a 16x16 row or a 4x4 line */
        static Case peek;
        int next = next_line(s) ? read_cells(s->line, &peek, 0, 1) : 0;
        s->pending = next > 0 || s->line_no > c->line;
        if (next == 16) {
            read_rows(s, c, 16);
            return input_checked(c);
        }
    }
    if (side_of_line(cells)) {
        c->kind = KIND_LINE;
        c->side = side_of_line(cells);
        return input_checked(c);
    }
    return text_case(s, c);
}

/* Describes a case's layout for a message. */
static const char *layout_name(const Case *c)
{
    static char names[2][64];
    static int turn;
    char *name = names[turn ^= 1];       /* two may be in one message */

    if (c->kind == KIND_TEXT || c->kind == KIND_BAD)
        return "a line of text";
    if (c->kind == KIND_LINE)
        sprintf(name, "a line of %d %scells", c->side * c->side,
                c->spaced ? "spaced " : "");
    else
        sprintf(name, "a %sgrid%s", c->framed ? "framed " : "",
                c->spaced ? " of spaced cells" : "");
    return name;
}

/* The cell index of the i-th cell of a unit of each kind, on a board of
 * side. */
static int row_cell(int unit, int i, int side)
{
    return side * unit + i;
}

static int column_cell(int unit, int i, int side)
{
    return side * i + unit;
}

static int box_cell(int unit, int i, int side)
{
    int b = box_of(side);

    return side * (unit / b * b + i / b) + unit % b * b + i % b;
}

static int diagonal_cell(int unit, int i, int side)
{
    return i * side + (unit ? side - 1 - i : i);
}

static int window_cell(int unit, int i, int side)
{
    return side * (1 + 4 * (unit / 2) + i / 3) + 1 + 4 * (unit % 2) + i % 3;
}

/* The board-wide rules --rules=LIST names (as ./solver --rules does), as
 * bits of rules. */
enum {
    RULE_X = 1, RULE_WINDOKU = 2, RULE_ANTIKNIGHT = 4, RULE_ANTIKING = 8,
    RULE_NONCONSECUTIVE = 16
};
static const char *const RULE_NAMES[] = {
    "x", "windoku", "antiknight", "antiking", "nonconsecutive"
};
static int rules;                        /* --rules=LIST */

/* The rules the checker knows: each kind of unit that must hold 1..N once,
 * one row a kind.  The validity check and the search both read this
 * table, so a rule a judge checks is one the search honours too. */
static const struct UnitKind {
    const char *name;            /* in messages: "row 3", "box 5" */
    int rule;                    /* the rule that asks for it, or 0: all */
    int (*cell)(int unit, int i, int side);   /* i-th cell of a unit */
} UNIT_KINDS[] = {
    {"row", 0, row_cell},
    {"column", 0, column_cell},
    {"box", 0, box_cell},
    {"diagonal", RULE_X, diagonal_cell},
    {"window", RULE_WINDOKU, window_cell},
};

enum { UNIT_KIND_COUNT = sizeof UNIT_KINDS / sizeof *UNIT_KINDS };

/* The rules in force: --rules, and the judge's diagonals. */
static int rules_in_force(void)
{
    return rules | (judge->diagonals ? RULE_X : 0);
}

/* How many units of a kind the rules put on a board of side. */
static int units_of(const struct UnitKind *kind, int side)
{
    if (kind->rule && !(rules_in_force() & kind->rule))
        return 0;
    if (kind->rule == RULE_X)
        return 2;
    if (kind->rule == RULE_WINDOKU)
        return side == 9 ? 4 : 0;
    return side;
}

/* Names one unit for a message: "row 3", "main diagonal". */
static const char *unit_name(const struct UnitKind *kind, int unit)
{
    static char name[32];

    if (kind->rule == RULE_X)
        return unit ? "second diagonal" : "main diagonal";
    sprintf(name, "%s %d", kind->name, unit + 1);
    return name;
}

/* The rules between pairs of cells: one row a kind, its steps forward
 * from a cell (rows down, columns across) and what the two digits must
 * not be.  pairs_hold() and the search both read it. */
static const struct PairKind {
    int rule;                    /* RULE_ */
    const char *what;            /* in messages */
    int consecutive;             /* 1: not n and n+1; 0: not the same */
    int steps;
    signed char step[4][2];
} PAIR_KINDS[] = {
    {RULE_ANTIKNIGHT, "a knight's move apart", 0, 4,
     {{1, -2}, {1, 2}, {2, -1}, {2, 1}}},
    {RULE_ANTIKING, "touching diagonally", 0, 2, {{1, -1}, {1, 1}}},
    {RULE_NONCONSECUTIVE, "consecutive side by side", 1, 2, {{0, 1}, {1, 0}}},
};

enum { PAIR_KIND_COUNT = sizeof PAIR_KINDS / sizeof *PAIR_KINDS };

/* Whether two digits break a pair rule. */
static int pair_breaks(const struct PairKind *kind, int a, int b)
{
    return kind->consecutive ? a - b == 1 || b - a == 1 : a == b;
}

/* The cell a step of a pair kind leads to from cell, or -1 off the board. */
static int pair_cell(const struct PairKind *kind, int s, int cell, int side)
{
    int row = cell / side + kind->step[s][0];
    int col = cell % side + kind->step[s][1];

    return row < side && col >= 0 && col < side ? row * side + col : -1;
}

/* Whether the digits of a board (0: an empty cell, passed over) keep
 * every unit of the rules in force: no digit twice.  Returns 1 when they
 * do, else 0 with what is wrong ("row 3: digit 5 twice"). */
static int units_hold(int side, const int *value, char *message, size_t size)
{
    int kind, unit, i;

    for (kind = 0; kind < UNIT_KIND_COUNT; kind++) {
        const struct UnitKind *u = &UNIT_KINDS[kind];
        for (unit = 0; unit < units_of(u, side); unit++) {
            int seen[MAX_SIDE + 1];
            memset(seen, 0, sizeof seen);
            for (i = 0; i < side; i++) {
                int digit = value[u->cell(unit, i, side)];
                if (digit && seen[digit]++) {
                    snprintf(message, size, "%s: digit %d twice",
                             unit_name(u, unit), digit);
                    return 0;
                }
            }
        }
    }
    return 1;
}

/* Whether the digits of a board (0: an empty cell, passed over) keep
 * every pair rule in force.  Returns 1 when they do, else 0 with what is
 * wrong. */
static int pairs_hold(int side, const int *value, char *message, size_t size)
{
    int kind, cell, s;

    for (kind = 0; kind < PAIR_KIND_COUNT; kind++) {
        const struct PairKind *p = &PAIR_KINDS[kind];
        if (!(rules_in_force() & p->rule))
            continue;
        for (cell = 0; cell < side * side; cell++)
            for (s = 0; s < p->steps; s++) {
                int other = pair_cell(p, s, cell, side);
                if (other >= 0 && value[cell] && value[other]
                    && pair_breaks(p, value[cell], value[other])) {
                    snprintf(message, size, "row %d, column %d and row %d, "
                             "column %d: %d and %d %s", cell / side + 1,
                             cell % side + 1, other / side + 1,
                             other % side + 1, value[cell], value[other],
                             p->what);
                    return 0;
                }
            }
    }
    return 1;
}

/* Checks a solution against its input case.  Returns 1 when valid, else 0
 * with what is wrong in message. */
static int valid_solution(long k, const Case *in, const Case *out,
                          char *message, size_t size)
{
    char why[200];
    int side = in->side, i;

    if (out->kind == KIND_GRID && out->rows != side) {
        snprintf(message, size, "case %ld: grid has %d rows, expected %d", k,
                 out->rows, side);
        return 0;
    }
    for (i = 0; i < side * side; i++) {
        int want = in->value[i], got = out->value[i];
        if (got < 1 || got > side) {
            snprintf(message, size, "case %ld, row %d, column %d: '%c' is not "
                     "a digit 1-%d", k, i / side + 1, i % side + 1, out->raw[i],
                     side);
            return 0;
        }
        if (want > 0 && want != got) {
            snprintf(message, size, "case %ld, row %d, column %d: given %d "
                     "changed to %d", k, i / side + 1, i % side + 1, want, got);
            return 0;
        }
    }
    if (in->constraints ? constraints_hold(out->value, why, sizeof why)
        : units_hold(side, out->value, why, sizeof why)
          && pairs_hold(side, out->value, why, sizeof why))
        return 1;
    snprintf(message, size, "case %ld, %s", k, why);
    return 0;
}

/* A board being searched by has_solution(): the units of UNIT_KINDS laid
 * out as lists of cells, and the digits each unit already holds. */
enum { MAX_UNITS = 3 * 9 + 2 + 4 };   /* rows, columns, boxes, diagonals,
                                        windows */
typedef struct Search {
    int side;
    int cells;                       /* side * side */
    int grid[81];                    /* 0 open, else the digit */
    int units_of_cell[81][6];        /* the units a cell is in */
    int unit_count[81];              /* how many */
    short partner[81][16];           /* cells a pair rule ties it to */
    const struct PairKind *partner_kind[81][16];
    int partners[81];                /* how many */
    unsigned used[MAX_UNITS];        /* bit d: digit d is in the unit */
} Search;

/* Lists every unit of the judge's rules, cell by cell. */
static void list_units(Search *s)
{
    int kind, unit, i, units = 0;

    for (kind = 0; kind < UNIT_KIND_COUNT; kind++) {
        const struct UnitKind *u = &UNIT_KINDS[kind];
        for (unit = 0; unit < units_of(u, s->side); unit++, units++)
            for (i = 0; i < s->side; i++) {
                int cell = u->cell(unit, i, s->side);
                s->units_of_cell[cell][s->unit_count[cell]++] = units;
            }
    }
}

/* Lists, for each cell, the cells the pair rules in force tie it to (both
 * ways). */
static void list_partners(Search *s)
{
    int kind, cell, k;

    for (kind = 0; kind < PAIR_KIND_COUNT; kind++) {
        const struct PairKind *p = &PAIR_KINDS[kind];
        if (!(rules_in_force() & p->rule))
            continue;
        for (cell = 0; cell < s->cells; cell++)
            for (k = 0; k < p->steps; k++) {
                int other = pair_cell(p, k, cell, s->side);
                if (other < 0)
                    continue;
                s->partner[cell][s->partners[cell]] = (short)other;
                s->partner_kind[cell][s->partners[cell]++] = p;
                s->partner[other][s->partners[other]] = (short)cell;
                s->partner_kind[other][s->partners[other]++] = p;
            }
    }
}

/* The digits no unit of a cell holds yet. */
static unsigned free_digits(const Search *s, int cell)
{
    unsigned taken = 0;
    int j;

    for (j = 0; j < s->unit_count[cell]; j++)
        taken |= s->used[s->units_of_cell[cell][j]];
    for (j = 0; j < s->partners[cell]; j++) {
        unsigned digit = 1u << s->grid[s->partner[cell][j]];
        if (s->grid[s->partner[cell][j]] == 0)
            continue;
        taken |= s->partner_kind[cell][j]->consecutive ? digit << 1 | digit >> 1
                                                       : digit;
    }
    return ~taken & ((2u << s->side) - 2);
}

/* Puts a digit in a cell (bit set) or takes it out (bit clear). */
static void set_digit(Search *s, int cell, int digit, int on)
{
    int j;

    s->grid[cell] = on ? digit : 0;
    for (j = 0; j < s->unit_count[cell]; j++) {
        if (on)
            s->used[s->units_of_cell[cell][j]] |= 1u << digit;
        else
            s->used[s->units_of_cell[cell][j]] &= ~(1u << digit);
    }
}

/* Fills the next open cell with the fewest candidates, every way, until a
 * solution is found.  Returns 1 when one is. */
static int search(Search *s)
{
    int cell, best = -1, best_count = 99, digit;
    unsigned best_free = 0;

    for (cell = 0; cell < s->cells; cell++) {
        unsigned digits;
        int count = 0;
        if (s->grid[cell])
            continue;
        digits = free_digits(s, cell);
        for (digit = 1; digit <= s->side; digit++)
            count += digits >> digit & 1;
        if (count < best_count) {
            best = cell;
            best_count = count;
            best_free = digits;
        }
    }
    if (best < 0)
        return 1;
    for (digit = 1; digit <= s->side; digit++) {
        int found;
        if (!(best_free >> digit & 1))
            continue;
        set_digit(s, best, digit, 1);
        found = search(s);
        set_digit(s, best, digit, 0);
        if (found)
            return 1;
    }
    return 0;
}

/* Whether the input case's puzzle has a solution under the judge's rules
 * (plain backtracking, its own, so that the checker depends on nothing it
 * checks): 1 yes, 0 no, -1 not known (boards past 9x9 are not searched). */
static int has_solution(const Case *in)
{
    static Search s;
    int cell;

    if (in->side > 9 || in->constraints)
        return -1;                   /* constraint text: not searched */
    memset(&s, 0, sizeof s);
    s.side = in->side;
    s.cells = in->side * in->side;
    list_units(&s);
    list_partners(&s);
    for (cell = 0; cell < s.cells; cell++) {
        int digit = in->value[cell] > 0 ? in->value[cell] : 0;
        if (!digit)
            continue;
        if (digit > s.side || !(free_digits(&s, cell) >> digit & 1))
            return 0;                    /* two givens clash */
        set_digit(&s, cell, digit, 1);
    }
    return search(&s);
}

/* The length of a token of a shape at text: %d a number, %p a Luogu
 * P1074 score (each digit times a weight of 6 to 10: 2430 to 4050), %r a
 * row of 4, 9, 16 or 25 cells, %s numbers 0 to 25 between single spaces,
 * 4, 9, 16 or 25 of them.  Returns 0 when text does not start with one. */
static size_t shape_token(char kind, const char *text)
{
    size_t n = 0, count = 0;

    if (kind == 'd') {
        n = text[0] == '-';
        count = strspn(text + n, "0123456789");
        return count ? n + count : 0;
    }
    if (kind == 'p') {
        long score = atol(text);
        n = strspn(text, "0123456789");
        return n == 4 && score >= 2430 && score <= 4050 ? n : 0;
    }
    if (kind == 'r') {
        n = strspn(text, "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
        return n == 4 || n == 9 || n == 16 || n == 25 ? n : 0;
    }
    for (;;) {                           /* 's' */
        size_t digits = strspn(text + n, "0123456789");
        if (digits == 0 || digits > 2 || atoi(text + n) > 25)
            return 0;
        n += digits;
        count++;
        if (text[n] != ' ' || !strchr("0123456789", text[n + 1]))
            break;
        n++;
    }
    return count == 4 || count == 9 || count == 16 || count == 25 ? n : 0;
}

/* Whether a line is one of the shapes of a '|'-separated list (or the
 * solver's ERROR line for an unreadable case). */
static int has_shape(const char *shapes, const char *line)
{
    const char *shape = shapes;

    if (strcmp(line, "ERROR") == 0)
        return 1;
    while (*shape) {
        const char *at = line, *p = shape;
        size_t n;
        for (; *p && *p != '|'; p++) {
            if (*p == '%' && p[1] && (n = shape_token(p[1], at)) > 0)
                at += n, p++;
            else if (*p == '%' || *p != *at)
                break;
            else
                at++;
        }
        if ((*p == '|' || *p == '\0') && *at == '\0')
            return 1;
        shape = strchr(shape, '|');
        if (shape == NULL)
            return 0;
        shape++;
    }
    return 0;
}

/* Whether a line of text says the puzzle has no solution: the whole line
 * one of the ways judges word it, in any case, a final '.' or '!' allowed
 * ("IMPOSSIBLE", "No solution", "Could not complete this grid."), so that
 * junk holding such a word is never taken for the claim. */
static int claims_no_solution(const char *text)
{
    static const char *const words[] = {
        "impossible", "no solution", "not solvable", "unsolvable",
        "could not complete this grid", "no solution exists"
    };
    char lower[MAX_LINE];
    size_t i, n;

    while (*text == ' ' || *text == '\t')
        text++;
    for (i = 0; text[i] && i < sizeof lower - 1; i++)
        lower[i] = (char)(text[i] >= 'A' && text[i] <= 'Z' ? text[i] + 32
                                                           : text[i]);
    n = i;
    while (n > 0 && strchr(" \t.!", lower[n - 1]))
        n--;
    lower[n] = '\0';
    for (i = 0; i < sizeof words / sizeof *words; i++)
        if (strcmp(lower, words[i]) == 0)
            return 1;
    return 0;
}

/* Whether a line taken for text is in fact cells (digits and blanks) as
 * long as a row or a whole board of some size: a board of another size
 * than the case's, never a verdict word. */
static int board_of_other_size(const Case *c)
{
    size_t n = strlen(c->text);

    if (c->kind != KIND_TEXT || n != strspn(c->text, "0123456789.-*"))
        return 0;
    return n == 4 || n == 9 || n == 16 || n == 25 || n == 81 || n == 256
           || n == 625;
}

/* Checks the jury's answer to one case as strictly as an output: a wrong
 * answer file fails the judging, whatever the output. */
static void check_answer(long k, const Case *in, const Case *ans)
{
    char message[512];

    if (ans->kind == KIND_BAD)
        verdict(FAIL, "case %ld: answer line %ld is neither a solution nor "
                "a line of text", k, ans->line);
    if (in->kind == KIND_BAD) {
        if (ans->kind == KIND_TEXT && strcmp(ans->text, "ERROR") == 0)
            return;
        verdict(FAIL, "case %ld: input line %ld is no puzzle (and the answer "
                "is not ERROR)", k, in->line);
    }
    if (board_of_other_size(ans))
        verdict(FAIL, "case %ld: answer line %ld is a board of another size "
                "than the input's %dx%d", k, ans->line, in->side, in->side);
    if (ans->kind == KIND_TEXT) {
        if (!claims_no_solution(ans->text)
            && !(judge->answers && has_shape(judge->answers, ans->text)))
            verdict(FAIL, "case %ld: answer line %ld is neither a solution nor "
                    "a claim of no solution: '%.80s'", k, ans->line, ans->text);
        if (has_solution(in) == 1)
            verdict(FAIL, "case %ld: the answer says '%s' but the puzzle has a "
                    "solution", k, ans->text);
        return;
    }
    if (!valid_solution(k, in, ans, message, sizeof message))
        verdict(FAIL, "the answer is wrong: %s", message);
}

/* Checks one output case against its input and answer; ends the run on the
 * first thing wrong. */
static void check_case(long k, const Case *in, const Case *out,
                       const Case *ans)
{
    char message[512];

    if (out->kind == KIND_BAD)
        verdict(WRONG, "case %ld: output line %ld is neither a solution nor "
                "a line of text", k, out->line);
    if (in->kind != KIND_BAD && board_of_other_size(out))
        verdict(WRONG, "case %ld: output line %ld is a board of another size "
                "than the input's %dx%d", k, out->line, in->side, in->side);
    if (ans->kind == KIND_TEXT) {
        if (out->kind == KIND_TEXT && strcmp(out->text, ans->text) == 0)
            return;
        if (out->kind != KIND_TEXT && in->kind != KIND_BAD
            && valid_solution(k, in, out, message, sizeof message))
            verdict(FAIL, "case %ld: the answer says '%s' but the output is a "
                    "valid solution", k, ans->text);
        if (out->kind == KIND_TEXT)
            verdict(WRONG, "case %ld: expected '%s', found '%s'", k, ans->text,
                    out->text);
        verdict(WRONG, "case %ld: expected '%s', found %s", k, ans->text,
                layout_name(out));
    }
    if (out->kind == KIND_TEXT)
        verdict(WRONG, "case %ld: expected a solution, found '%s'", k,
                out->text);
    if (out->kind != ans->kind || out->spaced != ans->spaced
        || out->framed != ans->framed)
        verdict(PRESENTATION, "case %ld: expected %s, found %s", k,
                layout_name(ans), layout_name(out));
    if (out->misframed)
        verdict(PRESENTATION, "case %ld: output line %ld: expected '%s'", k,
                out->misframed, out->frame_expected);
    if (!valid_solution(k, in, out, message, sizeof message))
        verdict(WRONG, "%s", message);
}

/* ---- judges whose answers are not checked case by case as grids ---- */

/* Reads the next line that is not empty.  Returns 0 at the end. */
static int next_filled_line(Source *s)
{
    while (next_line(s))
        if (s->line[0] || s->too_long)
            return 1;
    return 0;
}

/* Whether two lines hold the same blank-separated words. */
static int same_words(const char *a, const char *b)
{
    for (;;) {
        while (*a == ' ' || *a == '\t')
            a++;
        while (*b == ' ' || *b == '\t')
            b++;
        if (!*a || !*b)
            return !*a && !*b;
        while (*a && *a != ' ' && *a != '\t' && *a == *b)
            a++, b++;
        if ((*a && *a != ' ' && *a != '\t') || (*b && *b != ' ' && *b != '\t'))
            return 0;
    }
}

/* CHECK_EXACT: the output's lines that are not empty must be the answer's
 * (trailing blanks and CR aside); the same words spaced otherwise are a
 * presentation error.  An answer line that is not printable text fails. */
static void check_exact(Source *out, Source *ans)
{
    static char want[MAX_LINE];
    long k = 0;

    while (next_filled_line(ans)) {
        k++;
        if (ans->too_long || !is_text(ans))
            verdict(FAIL, "answer line %ld is not a line of printable text",
                    ans->line_no);
        if (!has_shape(judge->answers, ans->line))
            verdict(FAIL, "answer line %ld is none of this judge's answers "
                    "(%s): '%.80s'", ans->line_no, judge->answers, ans->line);
        strcpy(want, ans->line);
        if (!next_filled_line(out))
            verdict(WRONG, "output ended after %ld line%s, expected '%.80s'",
                    k - 1, k == 2 ? "" : "s", want);
        if (out->too_long || !is_text(out))
            verdict(WRONG, "output line %ld is not a line of text",
                    out->line_no);
        if (strcmp(out->line, want) == 0)
            continue;
        verdict(same_words(out->line, want) ? PRESENTATION : WRONG,
                "output line %ld: expected '%.80s', found '%.80s'",
                out->line_no, want, out->line);
    }
    if (k == 0)
        verdict(FAIL, "the answer file is empty");
    if (next_filled_line(out))
        verdict(WRONG, "extra output after %ld line%s, at line %ld", k,
                k == 1 ? "" : "s", out->line_no);
    verdict(OK, "%ld line%s", k, k == 1 ? "" : "s");
}

/* Whether the input board c passes as a grid of a verdict judge: every
 * cell a digit 1..N or, where blanks are allowed (complete is 0), blank,
 * and no unit or pair rule broken.  When it does not, says why in
 * message. */
static int board_passes(const Case *c, int complete, char *message,
                        size_t size)
{
    int side = c->side, i;

    for (i = 0; i < side * side; i++) {
        int v = c->value[i];
        if (v < 0 || v > side || (v == 0 && complete)) {
            snprintf(message, size, "row %d, column %d is %s %d",
                     i / side + 1, i % side + 1,
                     v == 0 ? "empty, in a grid that must be full:"
                            : "no digit from 1 to", side);
            return 0;
        }
    }
    if (!units_hold(side, c->value, message, size)
        || !pairs_hold(side, c->value, message, size))
        return 0;
    snprintf(message, size, "%s", complete ? "it is complete and keeps "
             "every rule" : "no given breaks a rule");
    return 1;
}

/* Splits the answers of a verdict judge, "[LABEL|]PASS|FAIL", into its
 * parts (label "" when there is none). */
static void verdict_words(char *label, char *pass, char *fail)
{
    const char *a = judge->answers, *bar = strchr(a, '|');
    const char *second = strchr(bar + 1, '|');

    label[0] = '\0';
    if (second) {
        sprintf(label, "%.*s", (int)(bar - a), a);
        a = bar + 1;
        bar = second;
    }
    sprintf(pass, "%.*s", (int)(bar - a), a);
    strcpy(fail, bar + 1);
}

/* Takes the next line of out (WRONG when it is missing or not want) and of
 * ans (FAIL when it is not want), for case k. */
static void expect_line(Source *out, Source *ans, long k, const char *want,
                        const char *why)
{
    if (!next_filled_line(ans))
        verdict(FAIL, "the answer file ends before case %ld", k);
    if (strcmp(ans->line, want) != 0)
        verdict(FAIL, "case %ld: the answer says '%.80s', expected '%.80s' "
                "(%s)", k, ans->line, want, why);
    if (!next_filled_line(out))
        verdict(WRONG, "case %ld: output ended, expected '%.80s'", k, want);
    if (strcmp(out->line, want) != 0)
        verdict(same_words(out->line, want) ? PRESENTATION : WRONG,
                "case %ld: expected '%.80s' (%s), found '%.80s'", k, want,
                why, out->too_long ? "(a line too long)" : out->line);
}

/* The framing of the judge's boards of numbers, or 0 when its boards are
 * grids of cells. */
static enum Framing number_framing(void)
{
    size_t i, n = strcspn(judge->names, " ");

    for (i = 0; i < sizeof NUMBER_JUDGES / sizeof *NUMBER_JUDGES; i++)
        if (strlen(NUMBER_JUDGES[i].name) == n
            && strncmp(NUMBER_JUDGES[i].name, judge->names, n) == 0)
            return NUMBER_JUDGES[i].framing;
    return (enum Framing)0;
}

static int read_integer(FILE *f, long *value);

/* Takes the next integer of the input, FAIL when there is none. */
static long input_number(Source *in, const char *what)
{
    long value = 0;
    int got = read_integer(in->f, &value);

    if (got <= 0)
        verdict(FAIL, "input: %s, expected %s", got == 0 ? "the file ends"
                : "a word that is not an integer of at most 6 digits", what);
    return value;
}

/* Whether a board of numbers (n x n boxes, 0 blank) passes: every number
 * 1..n^2 or, where blanks are allowed (complete is 0), 0, and none twice
 * in a row, column or box.  When it does not, says why in message. */
static int numbers_pass(int n, const long *value, int complete,
                        char *message, size_t size)
{
    static const struct UnitKind *const kinds[] = {
        &UNIT_KINDS[0], &UNIT_KINDS[1], &UNIT_KINDS[2]
    };
    int side = n * n, i, kind, unit;

    for (i = 0; i < side * side; i++)
        if (value[i] < 0 || value[i] > side || (value[i] == 0 && complete)) {
            snprintf(message, size, "row %d, column %d is %ld, not a number "
                     "from 1 to %d", i / side + 1, i % side + 1, value[i], side);
            return 0;
        }
    for (kind = 0; kind < 3; kind++)
        for (unit = 0; unit < side; unit++) {
            char seen[MAX_NUMBER_BOX * MAX_NUMBER_BOX + 1];
            memset(seen, 0, sizeof seen);
            for (i = 0; i < side; i++) {
                long v = value[kinds[kind]->cell(unit, i, side)];
                if (v && seen[v]++) {
                    snprintf(message, size, "%s: %ld twice",
                             unit_name(kinds[kind], unit), v);
                    return 0;
                }
            }
        }
    snprintf(message, size, "%s", complete ? "it is complete and keeps "
             "every rule" : "no number breaks a rule");
    return 1;
}

/* The verdicts of a judge of number boards (number_framing()): each
 * board read from the input and judged here; both the jury's answer and
 * the output must give its word.  Returns the cases. */
static long check_number_verdicts(Source *in, Source *out, Source *ans,
                                  int complete, enum Framing framing,
                                  const char *pass, const char *fail)
{
    static long value[MAX_NUMBER_BOX * MAX_NUMBER_BOX * MAX_NUMBER_BOX
                      * MAX_NUMBER_BOX];
    char word[MAX_LINE + 32], why[200];
    long count = 1, k, n = 3, i;

    if (framing != NUMBERS_SIZE_FIRST)
        count = input_number(in, "the count of cases");
    for (k = 1; k <= count; k++) {
        if (framing != NUMBERS_COUNTED_9X9)
            n = input_number(in, "the size of a board");
        if (n < 1 || n > MAX_NUMBER_BOX)
            verdict(FAIL, "input case %ld: size %ld, expected 1 to %d", k, n,
                    MAX_NUMBER_BOX);
        for (i = 0; i < n * n * n * n; i++)
            value[i] = input_number(in, "a number of the board");
        sprintf(word, numbers_pass((int)n, value, complete, why, sizeof why)
                      ? pass : fail, (int)k);
        expect_line(out, ans, k, word, why);
    }
    return count;
}

/* CHECK_COMPLETE and CHECK_LEGAL: the verdict on each input board is
 * worked out here from the board itself, and both the jury's answer and
 * the output must give it, under its label when the judge has one. */
static void check_verdicts(Source *in, Source *out, Source *ans,
                           int complete)
{
    static Case c;
    static char label[MAX_LINE], pass[MAX_LINE], fail[MAX_LINE];
    char numbered[MAX_LINE + 32], why[200];
    long k = 0;

    verdict_words(label, pass, fail);
    if (number_framing())
        k = check_number_verdicts(in, out, ans, complete, number_framing(),
                                  pass, fail);
    in->is_input = 1;
    while (!number_framing() && next_case(in, &c, 0)) {
        int passes;
        k++;
        if (!c.whole)
            verdict(FAIL, "input case %ld (line %ld) is no board: %.80s", k,
                    c.line, c.text);
        passes = board_passes(&c, complete, why, sizeof why);
        if (label[0]) {
            sprintf(numbered, label, (int)k);
            expect_line(out, ans, k, numbered, "the case's label");
        }
        expect_line(out, ans, k, passes ? pass : fail, why);
    }
    if (k == 0)
        verdict(FAIL, "the input has no cases");
    if (next_filled_line(ans))
        verdict(FAIL, "the answer file goes on after the input's %ld case%s, "
                "at line %ld", k, k == 1 ? "" : "s", ans->line_no);
    if (next_filled_line(out))
        verdict(WRONG, "extra output after case %ld, at line %ld", k,
                out->line_no);
    verdict(OK, "%ld case%s", k, k == 1 ? "" : "s");
}

/* Reads a 9x9 board of digits 1-9, nine lines of nine, skipping empty
 * lines.  Returns 0 at the end of the file, -1 when the board is not one
 * (with the line in *bad_line), 1 when read. */
static int read_digit_board(Source *s, int *board, long *bad_line)
{
    int row, col;

    for (row = 0; row < 9; row++) {
        if (!next_filled_line(s))
            return row == 0 ? 0 : (*bad_line = s->line_no + 1, -1);
        *bad_line = s->line_no;
        if (s->too_long || strlen(s->line) != 9)
            return -1;
        for (col = 0; col < 9; col++) {
            char c = s->line[col];
            if (c < '1' || c > '9')
                return -1;
            board[9 * row + col] = c - '0';
        }
    }
    return 1;
}

/* Whether a board is an anti-sudoku of the solved grid: at most nine cells
 * changed and a digit twice in every row, column and box.  Returns 1 when
 * it is, else 0 with what is wrong. */
static int is_anti(long k, const int *grid, const int *board, char *message,
                   size_t size)
{
    int changed = 0, i, unit, kind;

    for (i = 0; i < 81; i++)
        changed += grid[i] != board[i];
    if (changed > 9) {
        snprintf(message, size, "case %ld: %d cells changed, at most 9 may",
                 k, changed);
        return 0;
    }
    for (kind = 0; kind < 3; kind++)      /* rows, columns, boxes */
        for (unit = 0; unit < 9; unit++) {
            const struct UnitKind *u = &UNIT_KINDS[kind];
            int seen[10], repeats = 0;
            memset(seen, 0, sizeof seen);
            for (i = 0; i < 9; i++)
                repeats += seen[board[u->cell(unit, i, 9)]]++ > 0;
            if (!repeats) {
                snprintf(message, size, "case %ld, %s: no digit twice", k,
                         unit_name(u, unit));
                return 0;
            }
        }
    return 1;
}

/* CHECK_ANTI: Codeforces 1335D.  The input is a count, then solved 9x9
 * grids; each output board is checked on its own rules, the answer's
 * first (a wrong jury answer fails). */
static void check_anti(Source *in, Source *out, Source *ans)
{
    int grid[81], board[81];
    long k, cases, bad;
    char message[256];

    if (!next_filled_line(in) || !is_count(in->line))
        verdict(FAIL, "input line %ld: expected the count of cases",
                in->line_no);
    cases = atol(in->line);
    for (k = 1; k <= cases; k++) {
        if (read_digit_board(in, grid, &bad) != 1)
            verdict(FAIL, "case %ld: input line %ld is not a row of nine "
                    "digits 1-9", k, bad);
        if (read_digit_board(ans, board, &bad) != 1)
            verdict(FAIL, "case %ld: answer line %ld is not a row of nine "
                    "digits 1-9", k, bad);
        if (!is_anti(k, grid, board, message, sizeof message))
            verdict(FAIL, "the answer is wrong: %s", message);
        switch (read_digit_board(out, board, &bad)) {
        case 0:
            verdict(WRONG, "case %ld: output ended after %ld case%s", k,
                    k - 1, k == 2 ? "" : "s");
            break;
        case -1:
            verdict(WRONG, "case %ld: output line %ld is not a row of nine "
                    "digits 1-9", k, bad);
            break;
        }
        if (!is_anti(k, grid, board, message, sizeof message))
            verdict(WRONG, "%s", message);
    }
    if (cases == 0 || next_filled_line(in))
        verdict(FAIL, "the input has %s", cases ? "more than its count of "
                "cases" : "no cases");
    if (next_filled_line(ans))
        verdict(FAIL, "the answer file goes on after case %ld, at line %ld",
                cases, ans->line_no);
    if (next_filled_line(out))
        verdict(WRONG, "extra output after case %ld, at line %ld", cases,
                out->line_no);
    verdict(OK, "%ld case%s", cases, cases == 1 ? "" : "s");
}

/* Reads the next blank-separated integer of f (a sign, then at most 6
 * digits) into *value.  Returns 1, 0 at the end of the file, -1 for
 * anything else. */
static int read_integer(FILE *f, long *value)
{
    int c, digits = 0, negative = 0;

    while ((c = getc(f)) == ' ' || c == '\t' || c == '\n' || c == '\r')
        ;
    if (c == EOF)
        return 0;
    if (c == '-' || c == '+') {
        negative = c == '-';
        c = getc(f);
    }
    for (*value = 0; c >= '0' && c <= '9'; c = getc(f))
        if (++digits > 6)
            return -1;
        else
            *value = 10 * *value + c - '0';
    if (digits == 0 || (c != EOF && c != ' ' && c != '\t' && c != '\n'
                        && c != '\r'))
        return -1;
    if (negative)
        *value = -*value;
    return 1;
}

/* Reads the next blank-separated number of f (at most 6 digits, no sign).
 * Returns it, -1 at the end of the file, -2 for anything else. */
static long next_number(FILE *f)
{
    long value = 0;
    int got = read_integer(f, &value);

    return got == 0 ? -1 : got < 0 || value < 0 ? -2 : value;
}

/* Reads a full board of side values and checks it keeps the givens.
 * Returns NULL when it does, else what is wrong. */
static const char *read_filled(FILE *f, long side, const int *givens,
                               char *message, size_t size)
{
    long cell, value;

    for (cell = 0; cell < side * side; cell++) {
        value = next_number(f);
        if (value < 1 || value > side) {
            snprintf(message, size, "row %ld, column %ld: %s", cell / side + 1,
                     cell % side + 1, value == -1 ? "the board ends early"
                     : "not a value 1 to N*N");
            return message;
        }
        if (givens[cell] && givens[cell] != value) {
            snprintf(message, size, "row %ld, column %ld: given %d changed to "
                     "%ld", cell / side + 1, cell % side + 1, givens[cell],
                     value);
            return message;
        }
    }
    if (next_number(f) != -1) {
        snprintf(message, size, "more than the board's %ld values",
                 side * side);
        return message;
    }
    return NULL;
}

/* CHECK_FILL: CodeChef NSUDOKU.  The input is N K, then K lines 'row
 * column value' (from 1); a board of N^2 x N^2 values 1 to N^2 that keeps
 * them is accepted (the judge scores it; the checker does not). */
static void check_fill(Source *in, Source *out, Source *ans)
{
    static int givens[900 * 900];
    long n = next_number(in->f), count = next_number(in->f), side, i;
    char message[256];
    const char *wrong;

    if (n < 1 || n > 30 || count < 0)
        verdict(FAIL, "the input does not begin with N (1-30) and K");
    side = n * n;
    memset(givens, 0, sizeof givens);
    for (i = 0; i < count; i++) {
        long row = next_number(in->f), col = next_number(in->f),
             value = next_number(in->f);
        if (row < 1 || row > side || col < 1 || col > side || value < 1
            || value > side)
            verdict(FAIL, "input given %ld is not 'row column value' inside "
                    "the board", i + 1);
        givens[(row - 1) * side + col - 1] = (int)value;
    }
    if (next_number(in->f) != -1)
        verdict(FAIL, "the input goes on after its %ld givens", count);
    if ((wrong = read_filled(ans->f, side, givens, message, sizeof message)))
        verdict(FAIL, "the answer is wrong: %s", wrong);
    if ((wrong = read_filled(out->f, side, givens, message, sizeof message)))
        verdict(WRONG, "%s", wrong);
    verdict(OK, "a %ldx%ld board", side, side);
}

static const char USAGE[] =
    "usage: checker [--rules=LIST] [--judge=NAME] input output answer\n"
    "               [report [-appes]]\n"
    "       checker [--rules=LIST] [--judge=NAME] input answer feedback_dir\n"
    "               [flags] < output\n"
    "       checker [--rules=LIST] [--judge=NAME] --kattis input answer\n"
    "               feedback_dir [flags]\n"
    "               < output\n"
    "Checks a Sudoku program's output case by case: each solution keeps the\n"
    "input's givens and has every digit once in each row, column and box\n"
    "(4x4, 9x9, 16x16, 25x25); a line of text (IMPOSSIBLE...) must be the\n"
    "answer's.  Junk, short or extra output is wrong; an input or answer it\n"
    "cannot read fails.  Exit status, as testlib: 0 ok, 1 wrong answer, 2\n"
    "presentation error (another layout), 3 the input or answer is bad;\n"
    "Kattis (a feedback folder third): 42 accepted, 43 wrong answer, 1 bad;\n"
    "there the flags after the folder may be judge=NAME or --judge=NAME\n"
    "and rules=LIST (any flag it does not know is a judge error).\n"
    "--rules=LIST: the board-wide rules ./solver --rules takes (x, windoku,\n"
    "antiknight, antiking, nonconsecutive), checked in every solution and\n"
    "honoured by the search behind a claim of no solution.\n"
    "--judge=NAME (a name ./solver --judge=list shows): diagonals for\n"
    "codechef-j1 and spoj-hs12disu, X blank for dmoj-miniature, cf1335d's\n"
    "anti-sudoku rules, codechef-nsudoku's full board; the word on each\n"
    "grid or board of numbers of a judge that checks them is worked out\n"
    "from it (the jury's and the output's must both be it); judges whose\n"
    "answer is the only right one (unique or smallest solutions, counts,\n"
    "scores) have their lines compared with the jury's.\n";

static FILE *open_or_fail(const char *path)
{
    FILE *f = fopen(path, "r");

    if (f == NULL)
        verdict(FAIL, "cannot open '%s'", path);
    return f;
}

/* Whether path is a folder. */
static int is_folder(const char *path)
{
    struct stat st;

    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The judge of a name or alias, or NULL. */
static const struct Judge *find_judge(const char *name)
{
    size_t i, n = strlen(name);

    for (i = 0; n && i < sizeof JUDGES / sizeof *JUDGES; i++) {
        const char *at = JUDGES[i].names;
        while ((at = strstr(at, name)) != NULL) {
            if ((at == JUDGES[i].names || at[-1] == ' ')
                && (at[n] == ' ' || at[n] == '\0'))
                return &JUDGES[i];
            at += n;
        }
    }
    return NULL;
}

/* Adds the rules of a comma-separated list of names.  Returns 0 on a
 * name it does not know. */
static int read_rules(const char *list)
{
    while (*list) {
        size_t n = strcspn(list, ","), i;
        for (i = 0; i < sizeof RULE_NAMES / sizeof *RULE_NAMES; i++)
            if (strlen(RULE_NAMES[i]) == n && strncmp(list, RULE_NAMES[i], n) == 0)
                break;
        if (n == 0 || i == sizeof RULE_NAMES / sizeof *RULE_NAMES)
            return 0;
        rules |= 1 << i;
        list += n + (list[n] == ',');
    }
    return 1;
}

/* The flags Kattis, DOMjudge and BAPCtools pass after the feedback folder
 * (a problem's validator_flags): judge=NAME or --judge=NAME (or --judge
 * NAME) picks the judge; case_sensitive and space_change_sensitive change
 * nothing.  Anything else is a judge error that names it, never ignored. */
static void take_flags(int count, char **flags)
{
    int i;

    for (i = 0; i < count; i++) {
        const char *flag = flags[i], *name = NULL;
        if (strcmp(flag, "case_sensitive") == 0
            || strcmp(flag, "space_change_sensitive") == 0)
            continue;
        if (strncmp(flag, "rules=", 6) == 0 || strncmp(flag, "--rules=", 8) == 0) {
            if (!read_rules(strchr(flag, '=') + 1))
                verdict(FAIL, "unknown rule in '%s' (known: x, windoku, "
                        "antiknight, antiking, nonconsecutive)", flag);
            continue;
        }
        if (strncmp(flag, "judge=", 6) == 0)
            name = flag + 6;
        else if (strncmp(flag, "--judge=", 8) == 0)
            name = flag + 8;
        else if (strcmp(flag, "--judge") == 0 && i + 1 < count)
            name = flags[++i];
        else
            verdict(FAIL, "unknown flag '%s' after the feedback folder "
                    "(known: judge=NAME, --judge=NAME, rules=LIST, "
                    "case_sensitive, space_change_sensitive)", flag);
        if ((judge = find_judge(name)) == NULL)
            verdict(FAIL, "unknown judge '%s' in the flags", name);
    }
}

/* Whether two words are the same but for the case of their letters. */
static int same_letters(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if ((*a | 32) != (*b | 32))
            return 0;
    return *a == *b;
}

/* Takes testlib's --testset NAME and --group NAME off the arguments,
 * wherever they are (Polygon passes them; they change nothing here).
 * Returns 0 when one has no value. */
static int take_testset_and_group(int *argc, char **argv)
{
    int i, kept = 1;

    for (i = 1; i < *argc; i++) {
        if (strcmp(argv[i], "--testset") == 0 || strcmp(argv[i], "--group") == 0) {
            if (++i == *argc)
                return 0;
            continue;
        }
        argv[kept++] = argv[i];
    }
    *argc = kept;
    return 1;
}

/* Sets up the three files from the arguments, by the calling convention
 * they follow.  Returns 0 on a usage error. */
static int open_files(int argc, char **argv, Source *in, Source *out,
                      Source *ans)
{
    int first = 1;

    if (argc >= 2 && strcmp(argv[1], "--kattis") == 0)
        first = 2;
    if (argc - first >= 3 && (first == 2 || is_folder(argv[first + 2]))) {
        kattis = 1;
        feedback_dir = argv[first + 2];
        take_flags(argc - first - 3, argv + first + 3);
        in->f = open_or_fail(argv[first]);
        ans->f = open_or_fail(argv[first + 1]);
        out->f = stdin;
        return 1;
    }
    if (first != 1 || argc < 4 || argc > 6)
        return 0;
    if (argc >= 5)
        report_path = argv[4];
    if (argc == 6) {
        if (!same_letters(argv[5], "-appes"))
            return 0;
        appes = 1;
    }
    in->f = open_or_fail(argv[1]);
    if ((out->f = fopen(argv[2], "r")) == NULL)     /* testlib: the output */
        verdict(PRESENTATION, "output file not found: '%s'", argv[2]);
    ans->f = open_or_fail(argv[3]);
    return 1;
}

/* Takes leading --rules=LIST options, then a leading --judge=NAME (or
 * --judge NAME), off the arguments.
 * Returns 0 for an unknown judge or a missing name. */
static int take_judge(int *argc, char ***argv)
{
    const char *name;
    int used;

    while (*argc >= 2 && strncmp((*argv)[1], "--rules=", 8) == 0) {
        if (!read_rules((*argv)[1] + 8)) {
            fprintf(stderr, "checker: --rules takes x, windoku, antiknight, "
                    "antiking, nonconsecutive, comma-separated, not '%s'\n",
                    (*argv)[1] + 8);
            return 0;
        }
        (*argv)[1] = (*argv)[0];
        (*argv)++;
        (*argc)--;
    }
    if (*argc < 2 || strncmp((*argv)[1], "--judge", 7) != 0)
        return 1;
    if ((*argv)[1][7] == '=') {
        name = (*argv)[1] + 8;
        used = 1;
    } else if ((*argv)[1][7] == '\0' && *argc >= 3) {
        name = (*argv)[2];
        used = 2;
    } else
        return 0;
    if ((judge = find_judge(name)) == NULL) {
        fprintf(stderr, "checker: unknown judge '%s'\n", name);
        return 0;
    }
    (*argv)[used] = (*argv)[0];
    *argv += used;
    *argc -= used;
    return 1;
}

int main(int argc, char **argv)
{
    static Source in, out, ans;
    static Case cin, cout, cans;
    long k = 0;

    if (argc == 2 && (strcmp(argv[1], "--help") == 0
                      || strcmp(argv[1], "-h") == 0)) {
        fputs(USAGE, stdout);
        return 0;
    }
    if ((judge = find_judge(CHECKER_JUDGE)) == NULL) {
        fprintf(stderr, "checker: built for an unknown judge '%s'\n",
                CHECKER_JUDGE);
        return 3;
    }
    if (!take_testset_and_group(&argc, argv) || !take_judge(&argc, &argv)
        || !open_files(argc, argv, &in, &out, &ans)) {
        fputs(USAGE, stderr);
        return 3;
    }
    if (judge->check == CHECK_EXACT)
        check_exact(&out, &ans);
    if (judge->check == CHECK_ANTI)
        check_anti(&in, &out, &ans);
    if (judge->check == CHECK_FILL)
        check_fill(&in, &out, &ans);
    if (judge->check == CHECK_COMPLETE || judge->check == CHECK_LEGAL)
        check_verdicts(&in, &out, &ans, judge->check == CHECK_COMPLETE);
    in.is_input = 1;
    while (next_case(&in, &cin, 0)) {    /* the input says how many cases */
        int side = cin.kind == KIND_BAD ? 0 : cin.side;
        k++;
        if (!next_case(&ans, &cans, side))
            verdict(FAIL, "the answer file ends before case %ld: the input "
                    "has more cases", k);
        check_answer(k, &cin, &cans);
        if (!next_case(&out, &cout, side))
            verdict(WRONG, "case %ld: output ended after %ld case%s", k, k - 1,
                    k - 1 == 1 ? "" : "s");
        check_case(k, &cin, &cout, &cans);
    }
    if (k == 0)
        verdict(FAIL, "the input has no cases");
    if (next_case(&ans, &cans, cin.side))
        verdict(FAIL, "the answer file goes on after the input's %ld case%s, "
                "at line %ld", k, k == 1 ? "" : "s", cans.line);
    if (next_case(&out, &cout, cin.side))
        verdict(WRONG, "extra output after case %ld, at line %ld", k,
                cout.line);
    verdict(OK, "%ld case%s", k, k == 1 ? "" : "s");
    return 0;
}
