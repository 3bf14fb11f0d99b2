/*
 * checker.c - a special judge for Sudoku problems where any valid solution
 * is accepted (Luogu P10481 / POJ 2676 is one).  One file, libc only, and
 * independent of solver.c: it reads the files its own simple way.
 *
 *   checker input output answer          testlib's order; exit 0 AC, 1 WA,
 *                                        3 when the input or answer is bad
 *   checker --kattis input answer feedback_dir < output
 *                                        Kattis output validator; exit 42
 *                                        AC, 43 WA; judgemessage.txt written
 *
 * It trusts neither file it is given.  The cases are the input's: output
 * or an answer that ends early or goes on is wrong.  The jury's answer is
 * checked first, as strictly as the contestant's: a "solution" that breaks
 * a rule or changes a given, or a claim of no solution (IMPOSSIBLE, No
 * solution, ...) for a puzzle the checker solves, is a judge failure (exit
 * 3; Kattis: 1), never a verdict on the contestant.
 *
 * Then for each case: where the answer has a solution, the output must hold
 * a grid in the answer's layout (one 81-digit line, or 9 lines of 9 digits,
 * spaced or not) whose every row, column and box is 1..9 once and which
 * keeps every given of the input.  Where the answer has a line of text
 * (IMPOSSIBLE, ERROR, ...), the output must have the same line.
 * Messages follow testlib: "ok 3 cases", "wrong answer case 3, row 5: digit
 * 7 twice".
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CELLS = 81, MAX_LINE = 512 };

enum Kind { KIND_LINE, KIND_GRID, KIND_TEXT, KIND_BAD };

/* One case of a file. */
typedef struct Case {
    enum Kind kind;          /* one line of 81 cells, a grid, text, bad */
    int spaced;              /* cells separated by single spaces */
    int rows;                /* rows a grid has */
    char cells[CELLS];       /* cell characters as written */
    char text[MAX_LINE];     /* the line, for KIND_TEXT and KIND_BAD */
    long line;               /* where the case starts */
} Case;

/* A file read line by line. */
typedef struct Source {
    FILE *f;
    long line_no;            /* lines read */
    char line[MAX_LINE];     /* current line, CR and trailing blanks cut */
    int pending;             /* line holds a line not yet used */
    int is_input;            /* count line and `end` are understood */
    int started;             /* a case has been read */
} Source;

static int kattis;                       /* --kattis mode */
static const char *feedback_dir;         /* Kattis feedback folder */

/* Ends the run with a verdict: 0 ok, 1 wrong answer, 3 fail. */
static void verdict(int code, const char *format, ...)
{
    static const char *const prefix[] = {"ok", "wrong answer", "", "FAIL"};
    char message[1024];
    va_list args;

    va_start(args, format);
    vsnprintf(message, sizeof message, format, args);
    va_end(args);
    fprintf(stderr, "%s %s\n", prefix[code], message);
    if (kattis) {
        char path[4096];
        FILE *f;
        snprintf(path, sizeof path, "%s/judgemessage.txt", feedback_dir);
        if ((f = fopen(path, "w")) != NULL) {
            fprintf(f, "%s %s\n", prefix[code], message);
            fclose(f);
        }
        exit(code == 0 ? 42 : code == 1 ? 43 : 1);
    }
    exit(code);
}

/* Reads the next line into s->line.  Returns 0 at the end of the file. */
static int next_line(Source *s)
{
    size_t n;
    int c;

    if (s->pending) {
        s->pending = 0;
        return 1;
    }
    if (fgets(s->line, sizeof s->line, s->f) == NULL)
        return 0;
    n = strlen(s->line);
    if (n > 0 && s->line[n - 1] != '\n' && !feof(s->f))
        while ((c = getc(s->f)) != EOF && c != '\n')
            ;                            /* the rest of a too long line */
    s->line_no++;
    if (s->line_no == 1 && memcmp(s->line, "\xEF\xBB\xBF", 3) == 0)
        memmove(s->line, s->line + 3, strlen(s->line + 3) + 1);
    n = strlen(s->line);
    while (n > 0 && strchr(" \t\r\n", s->line[n - 1]))
        s->line[--n] = '\0';
    return 1;
}

/* Reads the cells of a line, spaced or not: in an input, the characters
 * 0-9 . * ? _; in an output, any, so long as the line has a digit 1-9 (a
 * stray letter in a grid is then reported where it is).  Returns how many
 * cells (0 when the line is not a row of cells). */
static int read_cells(const char *line, char *cells, int *spaced, int strict)
{
    size_t n = strlen(line), i, step;
    int count = 0;

    if (!strict && strpbrk(line, "123456789") == NULL)
        return 0;
    *spaced = n >= 3 && line[1] == ' ';
    step = *spaced ? 2 : 1;
    for (i = 0; i < n; i += step) {
        if (strict && !strchr("0123456789.*?_", line[i]))
            return 0;
        if (line[i] == ' ')
            return 0;
        if (*spaced && i + 1 < n && line[i + 1] != ' ')
            return 0;
        if (count < CELLS)
            cells[count] = line[i];
        count++;
    }
    return count == 9 || count == CELLS ? count : 0;
}

/* Returns 1 when the line is only 1 to 8 decimal digits. */
static int is_count(const char *line)
{
    size_t n = strspn(line, "0123456789");

    return n >= 1 && n <= 8 && line[n] == '\0';
}

/* Reads the next case.  Returns 0 at the end of the file. */
static int next_case(Source *s, Case *c)
{
    int cells;

    for (;;) {
        if (!next_line(s))
            return 0;
        if (s->line[0] == '\0' || (s->is_input && s->line[0] == '#'))
            continue;
        if (s->is_input && strcmp(s->line, "end") == 0)
            return 0;
        if (s->is_input && !s->started && is_count(s->line)
            && strlen(s->line) != 9) {
            s->started = 1;
            continue;
        }
        break;
    }
    s->started = 1;
    c->line = s->line_no;
    c->rows = 1;
    cells = read_cells(s->line, c->cells, &c->spaced, s->is_input);
    if (cells == CELLS) {
        c->kind = KIND_LINE;
        return 1;
    }
    if (cells == 0) {
        c->kind = s->is_input ? KIND_BAD : KIND_TEXT;
        snprintf(c->text, sizeof c->text, "%s", s->line);
        return 1;
    }
    c->kind = KIND_GRID;
    while (c->rows < 9 && next_line(s)) {
        int spaced;
        char row[CELLS];
        if (read_cells(s->line, row, &spaced, s->is_input) != 9) {
            s->pending = 1;
            break;
        }
        memcpy(c->cells + 9 * c->rows++, row, 9);
    }
    return 1;
}

/* Describes a case's layout for a message. */
static const char *layout_name(const Case *c)
{
    if (c->kind == KIND_TEXT)
        return "a line of text";
    if (c->kind == KIND_LINE)
        return c->spaced ? "a line of 81 spaced cells" : "a line of 81 cells";
    return c->spaced ? "a grid of spaced cells" : "a grid";
}

/* Checks a solution grid against its input case.  Returns 1 when valid,
 * else 0 with what is wrong in message. */
static int valid_solution(long k, const Case *in, const Case *out,
                          char *message, size_t size)
{
    static const char *const names[] = {"row", "column", "box"};
    int i, unit, kind;

    if (out->kind == KIND_GRID && out->rows != 9) {
        snprintf(message, size, "case %ld: grid has %d rows, expected 9", k,
                 out->rows);
        return 0;
    }
    for (i = 0; i < CELLS; i++) {
        char want = in->cells[i], got = out->cells[i];
        if (got < '1' || got > '9') {
            snprintf(message, size, "case %ld, row %d, column %d: '%c' is not "
                     "a digit 1-9", k, i / 9 + 1, i % 9 + 1, got);
            return 0;
        }
        if (want >= '1' && want <= '9' && want != got) {
            snprintf(message, size, "case %ld, row %d, column %d: given %c "
                     "changed to %c", k, i / 9 + 1, i % 9 + 1, want, got);
            return 0;
        }
    }
    for (unit = 0; unit < 9; unit++) {
        for (kind = 0; kind < 3; kind++) {
            int seen[10] = {0};
            for (i = 0; i < 9; i++) {
                int cell = kind == 0 ? 9 * unit + i
                         : kind == 1 ? 9 * i + unit
                         : 27 * (unit / 3) + 3 * (unit % 3) + 9 * (i / 3) + i % 3;
                int digit = out->cells[cell] - '0';
                if (seen[digit]++) {
                    snprintf(message, size, "case %ld, %s %d: digit %d twice",
                             k, names[kind], unit + 1, digit);
                    return 0;
                }
            }
        }
    }
    return 1;
}

/* Fills the next open cell with the fewest candidates, every way, until a
 * solution is found.  rows, columns, boxes: the digits used, as bits. */
static int search(int *grid, unsigned *rows, unsigned *columns,
                  unsigned *boxes)
{
    int cell, best = -1, best_count = 10, digit;
    unsigned best_free = 0;

    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / 9, c = cell % 9, b = 3 * (r / 3) + c / 3, count = 0;
        unsigned free_digits;
        if (grid[cell])
            continue;
        free_digits = ~(rows[r] | columns[c] | boxes[b]) & 0x3FE;
        for (digit = 1; digit <= 9; digit++)
            count += free_digits >> digit & 1;
        if (count < best_count) {
            best = cell;
            best_count = count;
            best_free = free_digits;
        }
    }
    if (best < 0)
        return 1;
    for (digit = 1; digit <= 9; digit++) {
        int r = best / 9, c = best % 9, b = 3 * (r / 3) + c / 3, found;
        unsigned bit = 1u << digit;
        if (!(best_free & bit))
            continue;
        grid[best] = digit;
        rows[r] |= bit, columns[c] |= bit, boxes[b] |= bit;
        found = search(grid, rows, columns, boxes);
        rows[r] &= ~bit, columns[c] &= ~bit, boxes[b] &= ~bit;
        grid[best] = 0;
        if (found)
            return 1;
    }
    return 0;
}

/* Whether the input case's puzzle has a solution (plain backtracking, its
 * own, so that the checker depends on nothing it checks). */
static int has_solution(const Case *in)
{
    int grid[CELLS], cell;
    unsigned rows[9] = {0}, columns[9] = {0}, boxes[9] = {0};

    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / 9, c = cell % 9, b = 3 * (r / 3) + c / 3;
        unsigned bit;
        grid[cell] = in->cells[cell] >= '1' && in->cells[cell] <= '9'
                     ? in->cells[cell] - '0' : 0;
        if (!grid[cell])
            continue;
        bit = 1u << grid[cell];
        if ((rows[r] | columns[c] | boxes[b]) & bit)
            return 0;                    /* two givens clash */
        rows[r] |= bit, columns[c] |= bit, boxes[b] |= bit;
    }
    return search(grid, rows, columns, boxes);
}

/* Whether a line of text says the puzzle has no solution. */
static int claims_no_solution(const char *text)
{
    static const char *const words[] = {
        "impossible", "no solution", "not solvable", "unsolvable", "could not"
    };
    char lower[MAX_LINE];
    size_t i;

    for (i = 0; text[i] && i < sizeof lower - 1; i++)
        lower[i] = (char)(text[i] >= 'A' && text[i] <= 'Z' ? text[i] + 32
                                                           : text[i]);
    lower[i] = '\0';
    for (i = 0; i < sizeof words / sizeof *words; i++)
        if (strstr(lower, words[i]))
            return 1;
    return 0;
}

/* Checks the jury's answer to one case as strictly as an output: a wrong
 * answer file fails the judging (exit 3), whatever the output. */
static void check_answer(long k, const Case *in, const Case *ans)
{
    char message[512];

    if (ans->kind == KIND_TEXT) {
        if (in->kind != KIND_BAD && claims_no_solution(ans->text)
            && has_solution(in))
            verdict(3, "case %ld: the answer says '%s' but the puzzle has a "
                    "solution", k, ans->text);
        return;
    }
    if (in->kind == KIND_BAD)
        verdict(3, "case %ld: the answer has a solution but input line %ld "
                "is no puzzle", k, in->line);
    if (!valid_solution(k, in, ans, message, sizeof message))
        verdict(3, "the answer is wrong: %s", message);
}

/* Checks one output case against its input and answer; ends the run on the
 * first thing wrong. */
static void check_case(long k, const Case *in, const Case *out,
                       const Case *ans)
{
    char message[512];

    if (ans->kind == KIND_TEXT) {
        if (out->kind == KIND_TEXT && strcmp(out->text, ans->text) == 0)
            return;
        if (out->kind != KIND_TEXT && in->kind != KIND_BAD
            && valid_solution(k, in, out, message, sizeof message))
            verdict(3, "case %ld: the answer says '%s' but the output is a "
                    "valid solution", k, ans->text);
        if (out->kind == KIND_TEXT)
            verdict(1, "case %ld: expected '%s', found '%s'", k, ans->text,
                    out->text);
        verdict(1, "case %ld: expected '%s', found %s", k, ans->text,
                layout_name(out));
    }
    if (out->kind == KIND_TEXT)
        verdict(1, "case %ld: expected a solution, found '%s'", k, out->text);
    if (out->kind != ans->kind || out->spaced != ans->spaced)
        verdict(1, "case %ld: expected %s, found %s", k, layout_name(ans),
                layout_name(out));
    if (!valid_solution(k, in, out, message, sizeof message))
        verdict(1, "%s", message);
}

static const char USAGE[] =
    "usage: checker input output answer\n"
    "       checker --kattis input answer feedback_dir < output\n"
    "Checks a Sudoku program's output case by case: each solution keeps the\n"
    "input's givens and has every digit once in each row, column and box;\n"
    "a line of text (IMPOSSIBLE...) must be the answer's.  Exit status, as\n"
    "testlib: 0 ok, 1 wrong answer, 3 the input or answer is bad; with\n"
    "--kattis: 42 accepted, 43 wrong answer.\n";

static FILE *open_or_fail(const char *path)
{
    FILE *f = fopen(path, "r");

    if (f == NULL)
        verdict(3, "cannot open '%s'", path);
    return f;
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
    if (argc == 5 && strcmp(argv[1], "--kattis") == 0) {
        kattis = 1;
        feedback_dir = argv[4];
        in.f = open_or_fail(argv[2]);
        ans.f = open_or_fail(argv[3]);
        out.f = stdin;
    } else if (argc == 4) {
        in.f = open_or_fail(argv[1]);
        out.f = open_or_fail(argv[2]);
        ans.f = open_or_fail(argv[3]);
    } else {
        fputs(USAGE, stderr);
        return 3;
    }
    in.is_input = 1;
    while (next_case(&in, &cin)) {       /* the input says how many cases */
        k++;
        if (!next_case(&ans, &cans))
            verdict(3, "the answer file ends before case %ld: the input has "
                    "more cases", k);
        check_answer(k, &cin, &cans);
        if (!next_case(&out, &cout))
            verdict(1, "case %ld: output ended after %ld case%s", k, k - 1,
                    k - 1 == 1 ? "" : "s");
        check_case(k, &cin, &cout, &cans);
    }
    if (k == 0)
        verdict(3, "the input has no cases");
    if (next_case(&ans, &cans))
        verdict(3, "the answer file goes on after the input's %ld case%s, "
                "at line %ld", k, k == 1 ? "" : "s", cans.line);
    if (next_case(&out, &cout))
        verdict(1, "extra output after case %ld, at line %ld", k, cout.line);
    verdict(0, "%ld case%s", k, k == 1 ? "" : "s");
    return 0;
}
