/*
 * validate.c - strict validation of Sudoku test data, for problem setters.
 *
 *   validate --layout=LAYOUT [--blank=C] [--minimal] [--any-count]
 *            FILE|DIR...
 *
 * Where solver.c is lenient, this is strict, in the manner of a testlib
 * validator: every line ends with LF (no CR, no trailing space, a final
 * newline), no blank lines, exactly the cases the layout and the count say.
 * Each puzzle must then have exactly one solution (--any-count: at least
 * one), and with --minimal, removing any single given must leave more than
 * one.  Each error names its file and line.  A folder is validated file by
 * file (its *.in), with a summary table.  Exit status 0 when every file is
 * valid, 1 otherwise, 2 on a usage error.
 *
 * --rules=LIST (x, windoku, antiknight, antiking, nonconsecutive) adds
 * those rules to a layout's puzzles;
 * --variant=jigsaw|killer reads the solver's plain variant lines instead
 * (CELLS REGIONS, CELLS CAGES LABEL=SUM...), each rule checked strictly;
 * --variant=constraints reads lines of constraint text or f-puzzles links
 * (their data, their JSON), as ./solver reads them, every case on a board
 * of the first case's size.
 *
 * --judge=NAME checks a file in that judge's own format instead (see
 * judge/formats.h): read with solver.c's reader under the profile, it must
 * be the very bytes formats.h writes for its cases, and its answers those
 * ./solver --judge=NAME prints.
 *
 * Layouts:
 *   t-grid       T, then T grids of N lines of N cells (POJ 2676, P10481)
 *   t-line       T, then T lines of N*N cells
 *   line-end     lines of N*N cells, then a line `end` (POJ 3074, P10482)
 *   line         lines of N*N cells
 *   grid         grids of N lines of N cells, no count
 *   spaced-grid  grids of N lines of N numbers separated by single spaces
 * N is 4, 9, 16 or 25, read off the first case (--size=N insists on one),
 * the same for every case of a file.  Cells are written as judge/generate
 * writes them: up to 9x9, 1-9 and one blank character, --blank, by default
 * the first of '0' and '.' the file uses (POJ 2676 writes '0', LeetCode and
 * POJ 3074 '.'; a file mixing the two is invalid); on 16x16 and 25x25
 * boards letters A-P or A-Y, '-' blank in grids and '.' in lines; in
 * spaced grids numbers 1 to N, 0 blank.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"
#include "formats.h"

#include <stdarg.h>
#ifndef VALIDATOR_JUDGE
#include <dirent.h>
#include <sys/stat.h>
#endif

enum { MAX_ERRORS = 10, RAW_LINE = 8192 };

/* The layouts a test file may have. */
enum TestLayout { LAYOUT_T_GRID, LAYOUT_T_LINE, LAYOUT_LINE_END, LAYOUT_LINES, LAYOUT_GRIDS, LAYOUT_SPACED_GRIDS };

static const char *const LAYOUT_NAMES[] = {
    "t-grid", "t-line", "line-end", "line", "grid", "spaced-grid"
};

/* What to check. */
/* --variant: the solver's plain variant lines. */
enum TestVariant { VARIANT_NONE, VARIANT_JIGSAW, VARIANT_KILLER,
                   VARIANT_CONSTRAINTS };

typedef struct Demands {
    enum TestLayout layout;
    char blank;                  /* --blank, or 0: the first of '0' '.' */
    int minimal;                 /* every given needed */
    int any_count;               /* one solution or more is fine */
    const char *solutions;       /* --solutions: "1", "2+", "0" or "any" */
    const char *answers;         /* --answers=FILE, "" for NAME.out, or NULL */
    const Profile *profile;      /* --judge=NAME: its profile and format */
    const TestFormat *format;    /*   (NULL: --layout) */
    int side;                    /* --size=N, or 0: the first case's */
    int rules;                   /* --rules: RULE_X, RULE_WINDOKU ... */
    enum TestVariant variant;    /* --variant: plain lines */
} Demands;

/* The rule table of the case being checked, when --rules or --variant
 * makes it more than rows, columns and boxes. */
static Puzzle table;
static int has_table;

/* One file being read, line by line, bytes as they are. */
typedef struct TestFile {
    const char *path;
    FILE *f;
    long line_no;                /* lines read */
    char line[RAW_LINE];         /* current line without its LF */
    size_t length;               /* its length (may exceed what is kept) */
    int has_newline;             /* it ended with LF */
    char blank;                  /* the file's blank character, once known */
    int side;                    /* N, the board's side, once known */
    int box;                     /* n, its boxes' side (N = n * n) */
    long errors;                 /* errors reported */
    long cases;                  /* cases read */
    long unique;                 /* cases with exactly one solution */
    long minimal;                /* cases that are also minimal */
} TestFile;

/* Reports an error at a line of the file (testlib style: where, what). */
static void error_at(TestFile *t, long line, const char *format, ...)
{
    va_list args;

    if (++t->errors > MAX_ERRORS)
        return;
    fprintf(stderr, "%s:%ld: ", strcmp(t->path, "-") == 0 ? "stdin" : t->path,
            line);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fputc('\n', stderr);
}

/* Reads the next line.  Returns 0 at the end of the file. */
static int read_raw_line(TestFile *t)
{
    int c;

    t->length = 0;
    t->has_newline = 0;
    while ((c = getc(t->f)) != EOF) {
        if (c == '\n') {
            t->has_newline = 1;
            break;
        }
        if (t->length < RAW_LINE - 1)
            t->line[t->length] = (char)c;
        t->length++;
    }
    if (c == EOF && t->length == 0)
        return 0;
    t->line[t->length < RAW_LINE - 1 ? t->length : RAW_LINE - 1] = '\0';
    t->line_no++;
    if (!t->has_newline)
        error_at(t, t->line_no, "no newline at the end of the file");
    return 1;
}

/* Checks the line's bytes: no CR, no trailing or leading blank, not empty.
 * Returns 1 when clean. */
static int clean_line(TestFile *t)
{
    size_t n = t->length < RAW_LINE - 1 ? t->length : RAW_LINE - 1;

    if (n > 0 && t->line[n - 1] == '\r')
        error_at(t, t->line_no, "CR before the line end (CRLF)");
    else if (n > 0 && (t->line[n - 1] == ' ' || t->line[n - 1] == '\t'))
        error_at(t, t->line_no, "trailing blank at column %lu",
                 (unsigned long)n);
    else if (n == 0)
        error_at(t, t->line_no, "blank line");
    else if (t->line[0] == ' ' || t->line[0] == '\t')
        error_at(t, t->line_no, "leading blank");
    else
        return 1;
    return 0;
}

/* The value of cell character c of a board of side N written without
 * spaces: 1..N, 0 for the file's blank, -1 for neither. */
static int cell_of(TestFile *t, char c)
{
    if (t->side <= 9) {
        if (!t->blank && (c == '0' || c == '.'))
            t->blank = c;                /* the first blank sets the file's */
        if (c == t->blank)
            return 0;
        return c >= '1' && c <= '0' + t->side ? c - '0' : -1;
    }
    if (c == t->blank)
        return 0;
    return c >= 'A' && c < 'A' + t->side ? c - 'A' + 1 : -1;
}

/* Reads the cells of a spaced row: count numbers 0 to N (0 a blank), one
 * space between them, no leading zeros.  Returns 1 when the line is
 * exactly that. */
static int strict_numbers(TestFile *t, int count, unsigned char *cells)
{
    size_t i = 0, n = t->length < RAW_LINE - 1 ? t->length : RAW_LINE - 1;
    int k;

    for (k = 0; k < count; k++) {
        size_t start = i;
        int value = 0;
        if (k > 0 && (i >= n || t->line[i++] != ' ')) {
            error_at(t, t->line_no, "column %lu: expected a space between "
                     "cells", (unsigned long)i);
            return 0;
        }
        start = i;
        while (i < n && t->line[i] >= '0' && t->line[i] <= '9' && i - start < 3)
            value = 10 * value + (t->line[i++] - '0');
        if (i == start || value > t->side
            || (t->line[start] == '0' && i - start > 1)) {
            error_at(t, t->line_no, "column %lu: expected a number 0 to %d "
                     "(cell %d of %d)", (unsigned long)start + 1, t->side,
                     k + 1, count);
            return 0;
        }
        cells[k] = (unsigned char)value;
    }
    if (i != t->length) {
        error_at(t, t->line_no, "%lu characters, expected %d numbers "
                 "separated by single spaces", (unsigned long)t->length,
                 count);
        return 0;
    }
    return 1;
}

/* Reads `count` cells from the line into cells, strictly.  Returns 1 when
 * the line is exactly that. */
static int strict_cells(TestFile *t, int count, int spaced,
                        unsigned char *cells)
{
    size_t i;

    if (spaced)
        return strict_numbers(t, count, cells);
    if (t->length != (size_t)count) {
        error_at(t, t->line_no, "%lu characters, expected %d (%d cells of a "
                 "%dx%d board)", (unsigned long)t->length, count, count,
                 t->side, t->side);
        return 0;
    }
    for (i = 0; i < (size_t)count; i++) {
        int v = cell_of(t, t->line[i]);
        if (v < 0) {
            if (t->side <= 9)
                error_at(t, t->line_no, "column %lu: '%c' is not 1-%d or the "
                         "blank '%c'", (unsigned long)i + 1, t->line[i],
                         t->side, t->blank ? t->blank : '0');
            else
                error_at(t, t->line_no, "column %lu: '%c' is not A-%c or the "
                         "blank '%c'", (unsigned long)i + 1, t->line[i],
                         'A' + t->side - 1, t->blank);
            return 0;
        }
        cells[i] = (unsigned char)v;
    }
    return 1;
}

/* Sets the board size of t from its first case line (or --size): a line
 * of N*N cells, a row of N characters, or a spaced row of N numbers.
 * Returns 0, with an error, when that is no board of 4, 9, 16 or 25. */
static int learn_size(TestFile *t, const Demands *r, int grid, int spaced)
{
    size_t i, n = t->length < RAW_LINE - 1 ? t->length : RAW_LINE - 1;
    int side = r->side, box;

    if (t->side)
        return 1;
    if (!side && spaced) {
        side = n > 0;
        for (i = 0; i < n; i++)
            side += t->line[i] == ' ';
    } else if (!side) {
        side = grid ? (int)t->length : side_of_cells((int)t->length);
    }
    for (box = 2; box <= MAX_BOX && box * box != side; box++)
        ;
    if (box > MAX_BOX) {
        error_at(t, t->line_no, "%s of %lu %s: no board of 4x4, 9x9, 16x16 or "
                 "25x25", grid ? "a row" : "a line", spaced ? (unsigned long)side
                 : (unsigned long)t->length, spaced ? "numbers" : "characters");
        return 0;
    }
    t->side = side;
    t->box = box;
    if (side > 9)
        t->blank = grid ? '-' : '.';
    return 1;
}

/* Whether a count of solutions (0, 1, or 2 for two or more) is wanted. */
static int count_allowed(const Demands *r, long found)
{
    if (strcmp(r->solutions, "any") == 0)
        return 1;
    if (strcmp(r->solutions, "0") == 0)
        return found == 0;
    if (strcmp(r->solutions, "2+") == 0)
        return found >= 2;
    return found == 1 || (found > 1 && r->any_count);
}

/* Counts the solutions of cells up to limit (the first into solution),
 * under the case's table when it has one. */
static long count_case(const TestFile *t, const unsigned char *cells,
                       unsigned char *solution, long limit)
{
    if (!has_table)
        return solve_any(t->box, cells, solution, limit, GOAL_SOLVE, NULL);
    memcpy(table.givens, cells, (size_t)(t->side * t->side));
    return tool_solve(&table, solution, limit, GOAL_SOLVE, NULL, NULL,
                         NULL);
}

/* Counts solutions (the first into solution) and, with --minimal, tries
 * removing every given.  Returns the count, 2 meaning two or more. */
static long check_puzzle(TestFile *t, const Demands *r, unsigned char *cells,
                         unsigned char *solution, long line)
{
    long found = count_case(t, cells, solution, 2);
    int cell;

    if (!count_allowed(r, found)) {
        error_at(t, line, "case %ld has %s", t->cases,
                 found == 0 ? "no solution" : found == 1
                 ? "one solution (--solutions wants another count)"
                 : "more than one solution");
        return found;
    }
    t->unique += found == 1;
    if (!r->minimal || found != 1)
        return found;
    for (cell = 0; cell < t->side * t->side; cell++) {
        unsigned char given = cells[cell];
        long without;
        if (given == 0)
            continue;
        cells[cell] = 0;
        without = count_case(t, cells, NULL, 2);
        cells[cell] = given;
        if (without == 1) {
            error_at(t, line, "case %ld is not minimal: the %d at row %d, "
                     "column %d can go", t->cases, given, cell / t->side + 1,
                     cell % t->side + 1);
            return found;
        }
    }
    t->minimal++;
    return found;
}

/* Reads the count line.  Returns T, or -1. */
static long read_test_count(TestFile *t)
{
    size_t i;
    long count = 0;

    if (!read_raw_line(t)) {
        error_at(t, 1, "empty file: expected the case count T");
        return -1;
    }
    if (!clean_line(t))
        return -1;
    for (i = 0; i < t->length; i++) {
        if (t->line[i] < '0' || t->line[i] > '9' || i >= 8) {
            error_at(t, t->line_no, "expected the case count T (1 to "
                     "99999999), found '%.20s'", t->line);
            return -1;
        }
        count = 10 * count + (t->line[i] - '0');
    }
    if (count == 0 || (t->line[0] == '0')) {
        error_at(t, t->line_no, "the case count must be a number from 1 "
                 "with no leading zero");
        return -1;
    }
    return count;
}

/* Reads the labels of a variant line (n characters at labels) into the
 * table: for jigsaw, regions of N cells each; for killer ('.' in no
 * cage), cages, their sums still 0.  Returns 1 when they are clean. */
static int read_labels(TestFile *t, const Demands *r, const char *labels)
{
    int cells = t->side * t->side, cell, i, count[128], done[128];

    memset(count, 0, sizeof count);
    memset(done, 0, sizeof done);
    for (cell = 0; cell < cells; cell++) {
        char c = labels[cell];
        if (!is_label(c) && !(r->variant == VARIANT_KILLER && c == '.')) {
            error_at(t, t->line_no, "label %d: '%c' is not 0-9, A-Z or a-z%s",
                     cell + 1, c, r->variant == VARIANT_KILLER ? " or '.'" : "");
            return 0;
        }
        count[(int)c]++;
    }
    for (cell = 0; cell < cells; cell++) {
        int c = labels[cell];
        short *at;
        if (c == '.' || done[c]++)
            continue;
        if (count[c] != t->side && r->variant == VARIANT_JIGSAW) {
            error_at(t, t->line_no, "region '%c' has %d cells, a region needs "
                     "%d", c, count[c], t->side);
            return 0;
        }
        if (count[c] > t->side) {
            error_at(t, t->line_no, "cage '%c' has %d cells, more than %d",
                     c, count[c], t->side);
            return 0;
        }
        if (r->variant == VARIANT_JIGSAW) {
            at = table.region[table.regions++];
        } else {
            Cage *cage = &table.cage[table.cages];
            cage->first = (short)(table.cages ? cage[-1].first + cage[-1].size
                                              : 0);
            cage->size = (short)count[c];
            cage->sum = 0;
            at = table.cage_cells + cage->first;
            table.cages++;
        }
        for (i = cell; i < cells; i++)
            if (labels[i] == c)
                *at++ = (short)i;
    }
    return 1;
}

/* The cage of label c in the table, or -1 (cages in order of their first
 * cell's label in labels). */
static int cage_of_label(const char *labels, char c)
{
    int i;

    for (i = 0; i < table.cages; i++)
        if (labels[table.cage_cells[table.cage[i].first]] == c)
            return i;
    return -1;
}

/* Reads killer's LABEL=SUM tokens: one for each cage, a sum its cells can
 * make with distinct digits.  Returns 1 when they are clean. */
static int read_sums(TestFile *t, const char *labels, const char *sums)
{
    int c;

    while (*sums) {
        const char *end = strchr(sums, ' ');
        size_t n = end ? (size_t)(end - sums) : strlen(sums);
        long sum = 0;
        size_t i;
        if (n < 3 || !is_label(sums[0]) || sums[1] != '=' || sums[2] == '0'
            || n > 6) {
            error_at(t, t->line_no, "'%.*s' is not LABEL=SUM", (int)n, sums);
            return 0;
        }
        for (i = 2; i < n; i++) {
            if (sums[i] < '0' || sums[i] > '9') {
                error_at(t, t->line_no, "'%.*s' is not LABEL=SUM", (int)n,
                         sums);
                return 0;
            }
            sum = 10 * sum + sums[i] - '0';
        }
        if ((c = cage_of_label(labels, sums[0])) < 0) {
            error_at(t, t->line_no, "a sum for '%c', which labels no cell",
                     sums[0]);
            return 0;
        }
        if (table.cage[c].sum) {
            error_at(t, t->line_no, "cage '%c' has two sums", sums[0]);
            return 0;
        }
        {
            long k = table.cage[c].size, least = k * (k + 1) / 2,
                 most = k * (2L * t->side - k + 1) / 2;
            if (sum < least || sum > most) {
                error_at(t, t->line_no, "cage '%c' of %ld cells cannot sum to "
                         "%ld (%ld to %ld)", sums[0], k, sum, least, most);
                return 0;
            }
        }
        table.cage[c].sum = (int)sum;
        sums += n + (end != NULL);
        if (end && !*sums) {
            error_at(t, t->line_no, "a blank at the end of the line");
            return 0;
        }
    }
    for (c = 0; c < table.cages; c++)
        if (!table.cage[c].sum) {
            error_at(t, t->line_no, "cage '%c' has no sum",
                     labels[table.cage_cells[table.cage[c].first]]);
            return 0;
        }
    return 1;
}

/* Reads a line of constraint text or an f-puzzles line (--variant=
 * constraints) into the table, its givens into cells.  Returns 1 when it
 * reads cleanly. */
static int read_constraint_line(TestFile *t, unsigned char *cells)
{
    static char rules[FP_TEXT_MAX];
    char message[MESSAGE_SIZE];
    const char *text = t->line;
    size_t n = t->length;
    int side;

    if (t->length >= RAW_LINE - 1) {
        error_at(t, t->line_no, "a line of %lu characters: too long",
                 (unsigned long)t->length);
        return 0;
    }
    message[0] = '\0';
    if (is_fpuzzles(text, n)) {
        long length = fpuzzles_constraint_text(text, n, rules, message);
        if (length < 0) {
            error_at(t, t->line_no, "%s", message);
            return 0;
        }
        text = rules;
        n = (size_t)length;
    } else if (!is_constraint_text(text, n) || memchr(text, ' ', n)) {
        error_at(t, t->line_no, "expected constraint text (.Kind~R1C1..., "
                 "no blanks) or an f-puzzles link");
        return 0;
    }
    if ((side = constraint_text_side(text, n, message)) == 0
        || !read_constraint_text(&table, side, text, n, cells, message)) {
        error_at(t, t->line_no, "%s", message);
        return 0;
    }
    if (t->side && side != t->side) {
        error_at(t, t->line_no, "a %dx%d board after %dx%d ones", side, side,
                 t->side, t->side);
        return 0;
    }
    t->side = side;
    for (t->box = 1; t->box * t->box < side; t->box++)
        ;
    has_table = 1;
    return 1;
}

/* Reads a plain variant line (--variant): CELLS REGIONS for jigsaw, CELLS
 * CAGES LABEL=SUM... for killer, one blank between, as judge/generate
 * writes them, into cells and the table.  Returns 1 when it reads
 * cleanly. */
static int read_variant_case(TestFile *t, const Demands *r,
                             unsigned char *cells)
{
    size_t n = strcspn(t->line, " "), i;
    const char *labels = t->line + n + 1;

    if (r->variant == VARIANT_CONSTRAINTS)
        return read_constraint_line(t, cells);
    if (t->length >= RAW_LINE - 1) {
        error_at(t, t->line_no, "a line of %lu characters: too long",
                 (unsigned long)t->length);
        return 0;
    }
    if (!t->side) {
        t->side = r->side ? r->side : side_of_cells((int)n);
        for (t->box = 2; t->box <= MAX_BOX && t->box * t->box != t->side;
             t->box++)
            ;
        if (t->box > MAX_BOX || (r->variant == VARIANT_KILLER && t->side > 9)) {
            error_at(t, t->line_no, "%lu cells: no board of %s", n,
                     r->variant == VARIANT_KILLER ? "4x4 or 9x9" : "4x4, 9x9, 16x16 "
                     "or 25x25");
            return 0;
        }
        if (t->side > 9)
            t->blank = '.';
    }
    if (n != (size_t)(t->side * t->side) || t->line[n] != ' '
        || strcspn(labels, " ") != n
        || (r->variant == VARIANT_JIGSAW) != (labels[n] == '\0')) {
        error_at(t, t->line_no, "expected %d cells, a blank and %d labels%s",
                 t->side * t->side, t->side * t->side, r->variant == VARIANT_KILLER
                 ? ", then LABEL=SUM tokens" : " (nothing after them)");
        return 0;
    }
    for (i = 0; i < n; i++) {
        int v = cell_of(t, t->line[i]);
        if (v < 0) {
            error_at(t, t->line_no, "column %lu: '%c' is not a digit of the "
                     "board or the blank", (unsigned long)i + 1, t->line[i]);
            return 0;
        }
        cells[i] = (unsigned char)v;
    }
    start_puzzle(&table, t->side);
    if (r->variant == VARIANT_KILLER)
        add_boxes(&table, t->box, t->box);
    has_table = 1;
    return read_labels(t, r, labels)
           && (r->variant == VARIANT_JIGSAW || read_sums(t, labels, labels + n + 1));
}

/* Reads one case of the layout; the first line is already read.  Returns 1
 * when it reads cleanly. */
static int read_test_case(TestFile *t, const Demands *r, unsigned char *cells)
{
    int grid = r->layout == LAYOUT_T_GRID || r->layout == LAYOUT_GRIDS
               || r->layout == LAYOUT_SPACED_GRIDS;
    int spaced = r->layout == LAYOUT_SPACED_GRIDS, row;

    if (r->variant != VARIANT_NONE)
        return clean_line(t) && read_variant_case(t, r, cells);
    if (!clean_line(t) || !learn_size(t, r, grid, spaced))
        return 0;
    if (r->rules) {
        start_puzzle(&table, t->side);
        add_boxes(&table, t->box, t->box);
        if (add_rule_regions(&table, r->rules) != NULL) {
            error_at(t, t->line_no, "windoku is 9x9 only");
            return 0;
        }
        has_table = 1;
    }
    if (!grid)
        return strict_cells(t, t->side * t->side, 0, cells);
    for (row = 0; row < t->side; row++) {
        if (row > 0 && !read_raw_line(t)) {
            error_at(t, t->line_no, "the file ends inside a grid, after "
                     "row %d", row);
            return 0;
        }
        if ((row > 0 && !clean_line(t))
            || !strict_cells(t, t->side, spaced, cells + t->side * row))
            return 0;
    }
    return 1;
}

/* Whether the answer's current line is a row of width cells (digits or a
 * blank), single spaces between them when spaced: else it is text. */
static int looks_like_row(const TestFile *a, int width, int spaced)
{
    size_t i, spaces = 0;

    if (spaced) {                        /* numbers and single spaces */
        for (i = 0; i < a->length; i++) {
            char c = a->line[i];
            if (c == ' ')
                spaces++;
            else if (c < '0' || c > '9')
                return 0;
        }
        return spaces == (size_t)width - 1;
    }
    if (a->length != (size_t)width)
        return 0;
    for (i = 0; i < (size_t)width; i++) {
        char c = a->line[i];
        if ((c < '0' || c > '9') && c != '.' && c != '-'
            && (c < 'A' || c > 'Y'))
            return 0;
    }
    return 1;
}

/* Checks a full answer against the case's table: each region holds each
 * digit once, each cage no digit twice and its sum.  Returns 1 when it
 * does; else reports, at the answer's line. */
/* Whether digits x and y of a relation's cells keep it (the validator's
 * own reading of enum RelationKind). */
static int pair_holds(const Relation *r, int x, int y)
{
    int gap = x > y ? x - y : y - x;

    switch (r->kind) {
    case LESS: return x < y;
    case SUM_LESS: return x + y < r->value;
    case SUM_EQUAL: return x + y == r->value;
    case SUM_GREATER: return x + y > r->value;
    case DIFFER: return x != y;
    case NOT_CONSECUTIVE: return gap != 1;
    case CONSECUTIVE: return gap == (r->value ? r->value : 1);
    case DOUBLE: {
        int k = r->value ? r->value : 2;
        return x == k * y || y == k * x;
    }
    case NOT_DOUBLE: return x != 2 * y && y != 2 * x;
    case SUM_NOT_EQUAL: return x + y != r->value;
    case EQUAL: return x == y;
    default: return gap >= r->value;     /* APART */
    }
}

/* Whether a full answer keeps the table's cell masks and groups (sums,
 * renban, sandwiches, listed digits); else reports. */
static int groups_hold(TestFile *a, long k, long line,
                       const unsigned char *answer)
{
    int g, i, j;

    for (i = 0; table.restricted && i < table.side * table.side; i++)
        if (!(table.allowed[i] >> (answer[i] - 1) & 1)) {
            error_at(a, line, "case %ld, row %d, column %d: %d is not a digit "
                     "the cell may hold", k, i / table.side + 1,
                     i % table.side + 1, answer[i]);
            return 0;
        }
    for (g = 0; g < table.groups; g++) {
        const Group *grp = &table.group[g];
        const short *cell = table.group_cells + grp->first;
        const signed char *weight = table.group_weight + grp->first;
        int sum = 0, low = table.side, high = 0, one = -1, top = -1, ok = 1;
        for (i = 0; i < grp->size; i++) {
            int d = answer[cell[i]];
            sum += weight[i] * d;
            low = d < low ? d : low;
            high = d > high ? d : high;
            one = d == 1 ? i : one;
            top = d == table.side ? i : top;
        }
        if (grp->kind == GROUP_SUM)
            ok = sum == grp->value;
        else if (grp->kind == GROUP_RENBAN)
            ok = high - low == grp->size - 1;
        else if (grp->kind == GROUP_SANDWICH) {
            for (i = (one < top ? one : top) + 1, sum = 0;
                 one >= 0 && top >= 0 && i < (one < top ? top : one); i++)
                sum += answer[cell[i]];
            ok = one >= 0 && top >= 0 && sum == grp->value;
        } else                           /* GROUP_CONTAIN */
            for (i = 0; i < grp->size && weight[i] && ok; i++) {
                int wanted = 0, held = 0;
                for (j = 0; j < grp->size; j++) {
                    wanted += weight[j] == weight[i];
                    held += answer[cell[j]] == weight[i];
                }
                ok = held >= wanted && (!grp->value || held == wanted);
            }
        if (!ok) {
            error_at(a, line, "case %ld: the rule on the cells from row %d, "
                     "column %d does not hold", k, cell[0] / table.side + 1,
                     cell[0] % table.side + 1);
            return 0;
        }
    }
    return 1;
}

static int check_table_answer(TestFile *a, long k, long line,
                              const unsigned char *answer)
{
    int reg, i, c;

    for (reg = 0; reg < table.regions; reg++) {
        uint32_t seen = 0;
        for (i = 0; i < table.side; i++) {
            int cell = table.region[reg][i], digit = answer[cell];
            if (seen >> digit & 1) {
                error_at(a, line, "case %ld: digit %d twice in the region of "
                         "row %d, column %d", k, digit, cell / table.side + 1,
                         cell % table.side + 1);
                return 0;
            }
            seen |= 1u << digit;
        }
    }
    for (c = 0; c < table.cages; c++) {
        const short *in = table.cage_cells + table.cage[c].first;
        uint32_t seen = 0;
        int sum = 0;
        for (i = 0; i < table.cage[c].size; i++) {
            if (seen >> answer[in[i]] & 1)
                break;
            seen |= 1u << answer[in[i]];
            sum += answer[in[i]];
        }
        if (i < table.cage[c].size || sum != table.cage[c].sum) {
            error_at(a, line, "case %ld: the cage at row %d, column %d %s",
                     k, in[0] / table.side + 1, in[0] % table.side + 1,
                     i < table.cage[c].size ? "holds a digit twice"
                     : "misses its sum");
            return 0;
        }
    }
    for (c = 0; c < table.relations; c++) {
        const Relation *rel = &table.relation[c];
        if (!pair_holds(rel, answer[rel->a], answer[rel->b])) {
            error_at(a, line, "case %ld: row %d, column %d and row %d, column "
                     "%d break a rule between them", k, rel->a / table.side + 1,
                     rel->a % table.side + 1, rel->b / table.side + 1,
                     rel->b % table.side + 1);
            return 0;
        }
    }
    return groups_hold(a, k, line, answer);
}

/* Checks a full answer grid against the puzzle's givens and the rules.
 * Returns 1 when it is a solution; else reports, at the row's line. */
static int check_answer_grid(TestFile *a, long k, long line, int width,
                             const unsigned char *cells,
                             const unsigned char *answer)
{
    static const char *const unit_names[] = {"row", "column", "box"};
    static Units units;
    int side = a->side, cell, unit, i;

    for (cell = 0; cell < side * side; cell++) {
        long at = line + (width == side ? cell / side : 0);
        if (answer[cell] == 0) {
            error_at(a, at, "case %ld, row %d, column %d: a blank in the "
                     "answer", k, cell / side + 1, cell % side + 1);
            return 0;
        }
        if (cells[cell] && answer[cell] != cells[cell]) {
            error_at(a, at, "case %ld, row %d, column %d: given %d changed to "
                     "%d", k, cell / side + 1, cell % side + 1, cells[cell],
                     answer[cell]);
            return 0;
        }
    }
    if (has_table)
        return check_table_answer(a, k, line, answer);
    init_units(&units, a->box);          /* rows, columns, boxes */
    for (unit = 0; unit < 3 * side; unit++) {
        uint32_t seen = 0;
        for (i = 0; i < side; i++) {
            int digit = answer[units.cell[unit][i]];
            if (seen >> digit & 1) {
                error_at(a, line, "case %ld, %s %d: digit %d twice", k,
                         unit_names[unit / side], unit % side + 1, digit);
                return 0;
            }
            seen |= 1u << digit;
        }
    }
    return 1;
}

/* Reads the answer to case k, strictly, and checks it against the puzzle:
 * a solution where there is one (with one solution, it is that one), a
 * line of text (IMPOSSIBLE, ...) only where there is none. */
static void check_answer(TestFile *a, const Demands *r, long k,
                         const unsigned char *cells, long found)
{
    int grid = r->layout == LAYOUT_T_GRID || r->layout == LAYOUT_GRIDS
               || r->layout == LAYOUT_SPACED_GRIDS;
    int spaced = r->layout == LAYOUT_SPACED_GRIDS, width, row;
    unsigned char answer[MAX_CELLS];
    long line;

    if (!read_raw_line(a)) {
        error_at(a, a->line_no + 1, "the answers end before case %ld", k);
        return;
    }
    line = a->line_no;
    if (!clean_line(a))
        return;
    width = grid ? a->side : a->side * a->side;
    if (!looks_like_row(a, width, spaced)) {
        if (found > 0)
            error_at(a, line, "case %ld: expected its solution, found "
                     "'%.40s'", k, a->line);
        return;
    }
    for (row = 0; row < (grid ? a->side : 1); row++) {
        if (row > 0 && !read_raw_line(a)) {
            error_at(a, a->line_no, "case %ld: the answers end inside its "
                     "grid, after row %d", k, row);
            return;
        }
        if ((row > 0 && !clean_line(a))
            || !strict_cells(a, width, spaced, answer + width * row))
            return;
    }
    if (found == 0)
        error_at(a, line, "case %ld has no solution, but its answer is a "
                 "grid", k);
    else
        check_answer_grid(a, k, line, width, cells, answer);
}

/* The answer file of t: --answers=FILE, or NAME.out for NAME.in. */
static void answers_path(const TestFile *t, const Demands *r, char *path,
                         size_t size)
{
    size_t n = strlen(t->path);

    if (r->answers[0])
        snprintf(path, size, "%s", r->answers);
    else if (n > 3 && strcmp(t->path + n - 3, ".in") == 0)
        snprintf(path, size, "%.*s.out", (int)(n - 3), t->path);
    else
        snprintf(path, size, "%s.out", t->path);
}

/* Opens a test file for reading: "-" is standard input (a pipe too: each
 * file is read once). */
static FILE *open_test(const char *path)
{
    return strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
}

/* Closes what open_test() opened. */
static void close_test(FILE *f)
{
    if (f != stdin)
        fclose(f);
}

/* Opens the answer file of t. */
static int open_answers(const TestFile *t, const Demands *r, TestFile *a,
                        char *path, size_t size)
{
    memset(a, 0, sizeof *a);
    answers_path(t, r, path, size);
    a->path = path;
    if ((a->f = fopen(path, "rb")) == NULL) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        a->errors++;
        return 0;
    }
    return 1;
}

/* Validates one file.  Returns 1 when valid. */
static int validate_file(TestFile *t, const Demands *r)
{
    long count = -1, case_line, found;
    unsigned char cells[MAX_CELLS], solution[MAX_CELLS];
    TestFile answers;
    char answers_path[4096];
    int with_answers = r->answers != NULL;

    if ((t->f = open_test(t->path)) == NULL) {
        fprintf(stderr, "%s: %s\n", t->path, strerror(errno));
        t->errors++;
        return 0;
    }
    if (with_answers)
        open_answers(t, r, &answers, answers_path, sizeof answers_path);
    if (r->layout == LAYOUT_T_GRID || r->layout == LAYOUT_T_LINE)
        if ((count = read_test_count(t)) < 0)
            goto done;
    for (;;) {
        if (count >= 0 && t->cases == count) {
            if (read_raw_line(t))
                error_at(t, t->line_no, "data after the %ld cases the count "
                         "announced", count);
            break;
        }
        if (!read_raw_line(t)) {
            if (count >= 0)
                error_at(t, t->line_no, "the count says %ld cases, the file "
                         "has %ld", count, t->cases);
            else if (r->layout == LAYOUT_LINE_END)
                error_at(t, t->line_no, "the file ends without a line 'end'");
            else if (t->cases == 0)
                error_at(t, 1, "no cases");
            break;
        }
        if (r->layout == LAYOUT_LINE_END && strcmp(t->line, "end") == 0) {
            if (read_raw_line(t))
                error_at(t, t->line_no, "data after the line 'end'");
            if (t->cases == 0)
                error_at(t, t->line_no, "no cases before 'end'");
            break;
        }
        case_line = t->line_no;
        t->cases++;
        if (!read_test_case(t, r, cells))
            break;                       /* the structure is lost */
        if (with_answers && answers.f && !answers.side) {
            answers.side = t->side;      /* the answers: the same board */
            answers.box = t->box;
            answers.blank = t->side > 9 ? t->blank : answers.blank;
        }
        found = check_puzzle(t, r, cells, solution, case_line);
        if (with_answers && answers.f)
            check_answer(&answers, r, t->cases, cells, found);
    }
done:
    close_test(t->f);
    if (with_answers && answers.f) {
        if (read_raw_line(&answers))
            error_at(&answers, answers.line_no, "the answers go on after the "
                     "input's %ld case%s", t->cases, t->cases == 1 ? "" : "s");
        fclose(answers.f);
    }
    if (with_answers)
        t->errors += answers.errors;
    if (t->errors > MAX_ERRORS)
        fprintf(stderr, "%s: ... %ld errors in all\n", t->path, t->errors);
    return t->errors == 0;
}

#ifndef VALIDATOR_JUDGE
static const char USAGE_TEXT[] =
    "usage: validate --layout=LAYOUT|--judge=NAME|--variant=jigsaw|killer|constraints\n"
    "                [--rules=LIST] [--size=4|9|16|25]\n"
    "                [--blank=C] [--minimal] [--any-count]\n"
    "                [--solutions=1|2+|0|any] [--answers[=ANSWERS]] FILE|DIR...\n"
    "LAYOUT: t-grid t-line line-end line grid spaced-grid.  A DIR means its "
    "*.in files.\n"
    "Boards are 4x4, 9x9, 16x16 or 25x25, the size read off the first case\n"
    "(--size insists on one), written as judge/generate writes them: 1-9 up\n"
    "to 9x9, letters A-P and A-Y past it ('-' blank in grids, '.' in lines),\n"
    "numbers in spaced grids (0 blank).\n"
    "Checks test data as strictly as a testlib validator: LF line ends, no\n"
    "blank lines or trailing blanks, the exact case count, and each puzzle\n"
    "with exactly one solution (--any-count: at least one; --minimal: every\n"
    "given needed).  Blank: --blank=C, else the first of '0' and '.' in the\n"
    "file.  --solutions: the count each puzzle must have (2+: several, for\n"
    "special judges; 0: none).  --answers=ANSWERS checks the answer file of\n"
    "the one FILE; --answers alone, each NAME.in's NAME.out: each answer is\n"
    "read as strictly, and must be the solution (any one where there are\n"
    "several) or, for a puzzle with none, a line of text.\n"
    "--judge=NAME: the file must be in that judge's format exactly as\n"
    "judge/generate --judge=NAME writes it (any board size it has), and\n"
    "its answers as ./solver --judge=NAME prints them.  NAME is one of\n"
    "the judges with a format below.\n"
    "--rules=...: with a --layout, X-sudoku (both diagonals) and windoku\n"
    "(four windows, 9x9) puzzles, counted and answered under those rules.\n"
    "--variant=jigsaw|killer: the solver's plain lines as judge/generate\n"
    "--variant writes them: CELLS REGIONS (N labels of N cells each) or\n"
    "CELLS CAGES LABEL=SUM... ('.' in no cage; one sum a cage, one its\n"
    "distinct digits can make), one blank between; answers are lines.\n"
    "--variant=constraints: lines of constraint text (.Kind~R1C1...) or\n"
    "f-puzzles links, their data or JSON, as ./solver reads them.\n"
    "Exit status 0 all valid, 1 some invalid, 2 usage.\n";
#endif

/* Says on one line what is wrong with the command line (with the value
 * given, when not NULL).  Returns -1. */
static int usage_error(const char *what, const char *value)
{
    if (value)
        fprintf(stderr, "validate: %s, not '%s' (try --help)\n", what, value);
    else
        fprintf(stderr, "validate: %s (try --help)\n", what);
    return -1;
}

/* Whether the judge's answers tell puzzles with no solution or several
 * apart (or score or order them), so that its test data has them too:
 * then --judge=NAME allows any count unless --solutions says otherwise. */
static int many_verdicts(const Profile *p)
{
    return p->goal == GOAL_MAX_SCORE || p->goal == GOAL_SMALLEST
           || p->goal == GOAL_COUNT || p->words[VERDICT_MANY] != NULL
           || strcmp(p->words[VERDICT_NONE], NO_SOLUTION_TEXT) != 0;
}

/* Reads the options, wherever they stand.  Returns how many operands
 * (files or folders) there are, or -1 on a usage error. */
static int parse_rules(int argc, char **argv, Demands *r)
{
    int i, l, have_layout = 0, have_blank = 0, operands = 0;

    memset(r, 0, sizeof *r);
    for (i = 1; i < argc; i++) {
        if (strncmp(argv[i], "--", 2) != 0) {
            operands++;
            continue;
        }
        if (strncmp(argv[i], "--layout=", 9) == 0) {
            for (l = 0; l <= LAYOUT_SPACED_GRIDS; l++)
                if (strcmp(argv[i] + 9, LAYOUT_NAMES[l]) == 0) {
                    r->layout = (enum TestLayout)l;
                    have_layout = 1;
                }
            if (!have_layout)
                return usage_error("--layout wants t-grid, t-line, line-end, "
                                   "line, grid or spaced-grid", argv[i] + 9);
        } else if (strncmp(argv[i], "--size=", 7) == 0) {
            r->side = atoi(argv[i] + 7);
            if (r->side != 4 && r->side != 9 && r->side != 16 && r->side != 25)
                return usage_error("--size wants 4, 9, 16 or 25", argv[i] + 7);
        } else if (strncmp(argv[i], "--blank=", 8) == 0 && argv[i][8]
                   && !argv[i][9]) {
            r->blank = argv[i][8];
            have_blank = 1;
        } else if (strncmp(argv[i], "--judge=", 8) == 0) {
            r->profile = find_profile(argv[i] + 8);
            r->format = test_format_of(r->profile);
            if (!r->format || !argv[i][8])
                return usage_error("--judge wants a judge with a test data "
                                   "format (see --help)", argv[i] + 8);
            have_layout = 1;
        } else if (strncmp(argv[i], "--rules=", 8) == 0) {
            size_t bad_at;
            if (!argv[i][8] || !read_rule_list(argv[i] + 8, &r->rules, &bad_at))
                return usage_error("--rules wants x, windoku, antiknight, "
                                   "antiking, nonconsecutive, comma-separated",
                                   argv[i] + 8);
        } else if (strcmp(argv[i], "--variant=jigsaw") == 0
                   || strcmp(argv[i], "--variant=killer") == 0) {
            r->variant = argv[i][10] == 'j' ? VARIANT_JIGSAW : VARIANT_KILLER;
            r->layout = LAYOUT_LINES;
            have_layout = 1;
        } else if (strcmp(argv[i], "--variant=constraints") == 0) {
            r->variant = VARIANT_CONSTRAINTS;
            r->layout = LAYOUT_LINES;
            have_layout = 1;
        } else if (strncmp(argv[i], "--variant=", 10) == 0) {
            return usage_error("--variant wants jigsaw, killer or constraints",
                               argv[i] + 10);
        } else if (strcmp(argv[i], "--minimal") == 0) {
            r->minimal = 1;
        } else if (strcmp(argv[i], "--any-count") == 0) {
            r->any_count = 1;
        } else if (strcmp(argv[i], "--answers") == 0) {
            r->answers = "";
        } else if (strncmp(argv[i], "--answers=", 10) == 0 && argv[i][10]) {
            r->answers = argv[i] + 10;
        } else if (strncmp(argv[i], "--solutions=", 12) == 0
                   && (strcmp(argv[i] + 12, "1") == 0
                       || strcmp(argv[i] + 12, "2+") == 0
                       || strcmp(argv[i] + 12, "0") == 0
                       || strcmp(argv[i] + 12, "any") == 0)) {
            r->solutions = argv[i] + 12;
        } else if (strncmp(argv[i], "--solutions=", 12) == 0) {
            return usage_error("--solutions wants 1, 2+, 0 or any",
                               argv[i] + 12);
        } else {
            return usage_error("unknown option", argv[i]);
        }
    }
    if (!have_layout)
        return usage_error("say how the files are laid out: --layout=LAYOUT, "
                           "--judge=NAME or --variant=KIND", NULL);
    if ((r->variant != VARIANT_NONE) + (r->format != NULL) + (r->rules != 0)
        > 1 || (r->variant != VARIANT_NONE && r->layout != LAYOUT_LINES))
        return usage_error("--variant, --rules and --judge go alone (and "
                           "--variant with no --layout)", NULL);
    if (operands == 0)
        return usage_error("no FILE or DIR to validate", NULL);
    if (r->answers && r->answers[0] && operands != 1)
        return usage_error("--answers=FILE goes with one input file", NULL);
    if (!r->solutions)
        r->solutions = r->profile && many_verdicts(r->profile) ? "any" : "1";
    if (!have_blank)
        r->blank = 0;
    return operands;
}

/* Reads a whole file into a new buffer (*size bytes).  Returns NULL, with
 * a message, when it cannot. */
static char *read_whole(const char *path, size_t *size)
{
    FILE *f = open_test(path);
    char *bytes = NULL;
    size_t room = 0;

    *size = 0;
    if (f == NULL) {
        fprintf(stderr, "%s: %s\n", path, strerror(errno));
        return NULL;
    }
    for (;;) {
        if (*size == room) {
            char *more = (char *)realloc(bytes, room = room ? 2 * room : 1 << 16);
            if (more == NULL) {
                fprintf(stderr, "%s: out of memory\n", path);
                free(bytes);
                close_test(f);
                return NULL;
            }
            bytes = more;
        }
        *size += fread(bytes + *size, 1, room - *size, f);
        if (*size < room)
            break;
    }
    close_test(f);
    return bytes;
}

/* Text written to memory and read back: through a temporary file, which
 * every C library has (open_memstream() and fmemopen() are POSIX alone,
 * and the single-file validator is built on Windows too). */
static FILE *capture_open(void)
{
    FILE *f = tmpfile();

    if (f == NULL)
        fprintf(stderr, "validate: no temporary file: %s\n", strerror(errno));
    return f;
}

/* Closes a capture_open() stream, its text into *text (NUL-terminated,
 * *size bytes; NULL when it could not be read). */
static void capture_close(FILE *f, char **text, size_t *size)
{
    long n;

    *text = NULL;
    *size = 0;
    if (f == NULL)
        return;
    if (fflush(f) == 0 && (n = ftell(f)) >= 0
        && (*text = (char *)malloc((size_t)n + 1)) != NULL) {
        rewind(f);
        *size = fread(*text, 1, (size_t)n, f);
        (*text)[*size] = '\0';
    }
    fclose(f);
}

/* A stream that reads the given bytes, or NULL. */
static FILE *bytes_open(const char *bytes, size_t size)
{
    FILE *f = capture_open();

    if (f && (fwrite(bytes, 1, size, f) != size || fflush(f) != 0)) {
        fclose(f);
        return NULL;
    }
    if (f)
        rewind(f);
    return f;
}

/* Describes a byte of a file for a message: 'x', a space, a CR, the line
 * end. */
static void describe_file_byte(char *out, char c)
{
    if (c == '\n')
        strcpy(out, "the line end");
    else if (c == '\r')
        strcpy(out, "a CR (CRLF line ends?)");
    else
        describe_byte(out, (unsigned char)c);
}

/* Compares a file's bytes with the bytes the judge's format has, and
 * reports the first line that differs.  Returns 1 when they are equal. */
static int same_bytes(TestFile *t, const char *what, const char *found,
                      size_t found_size, const char *wanted, size_t wanted_size)
{
    size_t i = 0, line_start = 0, j;
    long line = 1;
    char mine[64], theirs[64], shown[64];

    while (i < found_size && i < wanted_size && found[i] == wanted[i]) {
        if (found[i] == '\n') {
            line++;
            line_start = i + 1;
        }
        i++;
    }
    if (i == found_size && i == wanted_size)
        return 1;
    for (j = 0; j < 60 && line_start + j < wanted_size
                && wanted[line_start + j] != '\n'; j++)
        shown[j] = wanted[line_start + j];
    shown[j] = '\0';
    if (i == found_size && i + 1 == wanted_size && wanted[i] == '\n') {
        error_at(t, line, "no newline at the end of %s", what);
    } else if (i == found_size) {
        error_at(t, line, "%s ends here; the judge's format goes on with "
                 "'%s'", what, shown);
    } else if (i == wanted_size) {
        describe_file_byte(theirs, found[i]);
        error_at(t, line, "%s goes on (%s) after the end of the judge's "
                 "format", what, theirs);
    } else {
        describe_file_byte(theirs, found[i]);
        describe_file_byte(mine, wanted[i]);
        error_at(t, line, "column %lu: %s where the judge's format has %s "
                 "(its line there: '%s')", (unsigned long)(i - line_start + 1),
                 theirs, mine, shown);
    }
    return 0;
}


/* Checks one case read under --judge: its board size, its solutions and
 * minimality; writes it to body as the judge's format has it and its
 * answer to expect (when not NULL).  Returns -1 when the file's structure
 * is lost, 1 when the case has several solutions any of which is a right
 * answer, else 0. */
static int check_judge_case(TestFile *t, const Demands *r, Case *c,
                            FILE *body, FILE *expect)
{
    static unsigned char solution[MAX_CELLS];
    static TestFormat sized;
    const TestFormat *fmt = r->format;
    long found;

    if (fmt->size_line && c->box >= 1 && c->box <= r->profile->max_box
        && c->box * c->box == c->side) {
        sized = *fmt;                    /* each case its own size line */
        sized.box = c->box;
        fmt = &sized;
    }
    if (c->box != fmt->box) {
        error_at(t, c->line, "case %ld is a %dx%d board; the judge's are "
                 "%dx%d", t->cases, c->box * c->box, c->box * c->box,
                 fmt->box * fmt->box, fmt->box * fmt->box);
        return -1;
    }
    if (has_case_rules(r->profile))
        write_test_rules_case(body, fmt, t->cases, c);
    else
        write_test_case(body, fmt, t->cases, c->cells);
    if ((r->profile->goal == GOAL_CHECK   /* any complete grid, Yes or No */
         || r->profile->goal == GOAL_ANTI)
        && !board_complete(c->box, c->cells))
        error_at(t, c->line, "case %ld has blank cells; the judge's grids "
                 "are complete", t->cases);
    else if (r->profile->goal == GOAL_ANTI && !givens_legal(c->box, c->cells))
        error_at(t, c->line, "case %ld breaks a rule; the judge's grids are "
                 "solved", t->cases);
    if (has_case_rules(r->profile)) {   /* cages or signs: its own table */
        found = solve_case_rules(r->profile, c, solution, 2);
        if (found < 0) {
            error_at(t, c->line, "case %ld: %s", t->cases, c->message);
            return -1;
        }
    } else {
        found = solve_as_judge(r->profile, c->box, c->cells, solution, 2,
                               GOAL_SOLVE);
    }
    if (r->profile->goal != GOAL_CHECK && r->profile->goal != GOAL_ANTI
        && !count_allowed(r, found))
        error_at(t, c->line, "case %ld has %s", t->cases,
                 found == 0 ? "no solution" : found == 1
                 ? "one solution (--solutions wants another count)"
                 : "more than one solution");
    t->unique += found == 1;
    if (found == 1 && r->minimal) {
        if (givens_can_go(r->profile, c->box, c->cells))
            error_at(t, c->line, "case %ld is not minimal: a given can go",
                     t->cases);
        else
            t->minimal++;
    }
    if (found > 0 && r->profile->goal == GOAL_SMALLEST)
        solve_as_judge(r->profile, c->box, c->cells, solution, 1,
                       GOAL_SMALLEST);
    if (expect)
        write_test_answer(expect, fmt, r->profile, t->cases, found, c->cells,
                          solution);
    if (r->profile->goal == GOAL_ANTI)
        return 1;                        /* many answers are right */
    if (r->profile->goal == GOAL_COUNT && found > 1
        && solve_as_judge(r->profile, c->box, c->cells, NULL, MOST_COUNTED + 1,
                          GOAL_SOLVE) > MOST_COUNTED)
        error_at(t, c->line, "case %ld has more than %d solutions (the test "
                 "data's limit on counting)", t->cases, MOST_COUNTED);
    return found > 1 && !r->profile->words[VERDICT_MANY]
           && r->profile->goal == GOAL_SOLVE;
}

/* Compares the file at path with the bytes wanted, reporting into t.
 * Returns 0 when the file cannot be read. */
static int compare_file(TestFile *t, const char *what, const char *wanted,
                        size_t wanted_size)
{
    size_t size;
    char *bytes = read_whole(t->path, &size);

    if (bytes == NULL) {
        t->errors++;
        return 0;
    }
    same_bytes(t, what, bytes, size, wanted, wanted_size);
    free(bytes);
    return 1;
}

/* Compares the answer file of t with the answers wanted, unless some
 * cases have several solutions (any of which is right), and frees them. */
static void compare_answers(TestFile *t, const Demands *r, char *wanted,
                            size_t wanted_size, long several)
{
    TestFile a;
    char path[4096];

    memset(&a, 0, sizeof a);
    answers_path(t, r, path, sizeof path);
    a.path = path;
    if (several)
        fprintf(stderr, "%s: not compared: %ld case%s with several "
                "solutions, where any is right (judge those with a "
                "checker)\n", path, several, several == 1 ? "" : "s");
    else
        compare_file(&a, "the answer file", wanted, wanted_size);
    t->errors += a.errors;
    free(wanted);
}

/* --judge=NAME: reads the file with solver.c's reader under the profile,
 * writes it again as judge/formats.h does and wants the same bytes; checks
 * each case (check_judge_case()), and the answers against the ones written
 * the same way.  Returns 1 when valid. */
static int validate_judge_file(TestFile *t, const Demands *r)
{
    static Case c;
    CaseReader reader;
    FILE *in, *body, *whole, *expect = NULL;
    char *canon = NULL, *wanted = NULL, *answer_text = NULL;
    size_t size, canon_size = 0, wanted_size = 0, answer_size = 0;
    char *bytes = read_whole(t->path, &size);  /* once: a pipe reads once */
    long several = 0;
    int lost = 0;                /* the cases could not all be read */
    enum CaseStatus status;

    if (bytes == NULL || (in = bytes_open(size ? bytes : "\n",
                                          size ? size : 1)) == NULL
        || (body = capture_open()) == NULL) {
        t->errors++;
        free(bytes);
        return 0;
    }
    if (r->answers)
        expect = capture_open();
    init_case_reader(&reader, in, r->profile);
    while (!lost && (status = next_case(&reader, &c)) != CASE_NONE) {
        int kind;
        t->cases++;
        if (status == CASE_MALFORMED) {
            error_at(t, c.line, "case %ld: %s", t->cases, c.message);
            lost = 1;
        } else if ((kind = check_judge_case(t, r, &c, body, expect)) < 0) {
            lost = 1;
        } else {
            several += kind;
        }
    }
    fclose(in);
    capture_close(body, &canon, &canon_size);
    if (t->cases == 0)
        error_at(t, 1, "no cases");
    if (r->format->cases == 1 && t->cases > 1)
        error_at(t, 1, "%ld grids: the judge reads one", t->cases);
    if (r->format->most > 0 && t->cases > r->format->most)
        error_at(t, 1, "%ld cases: the judge's statement allows at most %d",
                 t->cases, r->format->most);
    if ((whole = capture_open()) != NULL) {
        write_test_start(whole, r->format, t->cases);
        fwrite(canon ? canon : "", 1, canon_size, whole);
        write_test_end(whole, r->format);
    }
    capture_close(whole, &wanted, &wanted_size);
    if (wanted == NULL)
        t->errors++;
    else if (!lost)
        same_bytes(t, "the file", bytes, size, wanted, wanted_size);
    free(bytes);
    free(canon);
    free(wanted);
    if (expect) {
        write_test_answers_end(expect, r->profile);
        capture_close(expect, &answer_text, &answer_size);
        compare_answers(t, r, answer_text, answer_size, several);
    }
    if (t->errors > MAX_ERRORS)
        fprintf(stderr, "%s: ... %ld errors in all\n", t->path, t->errors);
    return t->errors == 0;
}

/* Reads the next integer of a number judge's file (blanks and line ends
 * between).  Returns 1, 0 at the end, or -1 (reported) for a word that is
 * not an integer of at most 7 digits. */
static int next_file_number(TestFile *t, const char *bytes, size_t size,
                            size_t *at, long *line, long *value)
{
    char *end;
    size_t from;

    while (*at < size && strchr(" \t\r\n", bytes[*at])) {
        *line += bytes[*at] == '\n';
        ++*at;
    }
    if (*at == size)
        return 0;
    from = *at;
    while (*at < size && !strchr(" \t\r\n", bytes[*at]))
        ++*at;
    *value = strtol(bytes + from, &end, 10);
    if (end != bytes + *at || *at - from > 8 || !strchr("+-0123456789",
                                                        bytes[from])) {
        error_at(t, *line, "'%.*s' is not an integer", (int)(*at - from > 20
                 ? 20 : *at - from), bytes + from);
        return -1;
    }
    return 1;
}

/* Reads CodeChef NSUDOKU's case: N (1-30) and K, then K cells 'row
 * column value' inside the board, no cell twice, into body as
 * write_number_case() would write them.  Returns 1, or -1 (reported). */
static int read_fill_case(TestFile *t, const Demands *r, const char *bytes,
                          size_t size, size_t *at, long *line, FILE *body)
{
    static unsigned char taken[MAX_FILL_SIDE * MAX_FILL_SIDE];
    long n, count, i, cell[3];
    int got = next_file_number(t, bytes, size, at, line, &n), k;

    if (got == 1 && (n < 1 || n > r->profile->max_box)) {
        error_at(t, *line, "N = %ld: the judge's are 1 to %d", n,
                 r->profile->max_box);
        return -1;
    }
    if (got == 1)
        got = next_file_number(t, bytes, size, at, line, &count);
    if (got != 1 || count < 0 || count > n * n * n * n) {
        if (got >= 0)
            error_at(t, *line, "expected N and K, K from 0 to N^4");
        return -1;
    }
    t->cases = 1;
    fprintf(body, "%ld %ld\n", n, count);
    memset(taken, 0, (size_t)(n * n * n * n));
    for (i = 0; i < count; i++) {
        for (k = 0; k < 3; k++)
            if ((got = next_file_number(t, bytes, size, at, line, &cell[k])) != 1) {
                if (got == 0)
                    error_at(t, *line, "the file ends after %ld of %ld cells",
                             i, count);
                return -1;
            }
        for (k = 0; k < 3; k++)
            if (cell[k] < 1 || cell[k] > n * n) {
                error_at(t, *line, "'%ld %ld %ld' is not row, column and "
                         "value, each 1 to %ld", cell[0], cell[1], cell[2],
                         n * n);
                return -1;
            }
        if (taken[(cell[0] - 1) * n * n + cell[1] - 1]++) {
            error_at(t, *line, "row %ld, column %ld is given twice", cell[0],
                     cell[1]);
            return -1;
        }
        fprintf(body, "%ld %ld %ld\n", cell[0], cell[1], cell[2]);
    }
    return 1;
}

/* --judge=NAME for the judges that read integers (Profile.numbers): the
 * count, each case's size and numbers, read as numbers and written again
 * as judge/formats.h does (one row a line, single spaces), then the same
 * bytes wanted; HDU 4069's walls must enclose nine regions of nine cells
 * and its cases are counted; the answers are compared as written.
 * Returns 1 when valid. */
static int validate_number_file(TestFile *t, const Demands *r)
{
    static NumberCase board;
    static Case c;
    static unsigned char solution[MAX_CELLS];
    const Profile *p = r->profile;
    size_t size, at = 0;
    char *bytes = read_whole(t->path, &size), *canon = NULL, *answer_text = NULL;
    size_t canon_size = 0, answer_size = 0;
    FILE *body, *expect = NULL;
    long line = 1, count = -1, value, several = 0;
    int got = 1, walls = p->numbers == NUMBERS_WALLS;

    if (bytes == NULL || (body = capture_open()) == NULL) {
        t->errors++;
        free(bytes);
        return 0;
    }
    if (r->answers)
        expect = capture_open();
    if (r->format->count_line
        && (got = next_file_number(t, bytes, size, &at, &line, &count)) == 1
        && (count < 1 || count > 100000)) {
        error_at(t, line, "a case count of %ld", count);
        got = -1;
    }
    if (r->format->count_line && got == 1)
        fprintf(body, "%ld\n", count);
    if (p->numbers == NUMBERS_FILL) {
        got = read_fill_case(t, r, bytes, size, &at, &line, body);
        several = got == 1;          /* any board keeping them is right */
    }
    while (got == 1 && p->numbers != NUMBERS_FILL
           && (count < 0 || t->cases < count)) {
        int box = r->format->box, cell, cells;
        long first = line;
        board.head = -1;
        if (p->numbers == NUMBERS_ANTI) {    /* Vijos 1352's k */
            got = next_file_number(t, bytes, size, &at, &line, &board.head);
            if (got == 1 && (board.head < 0 || board.head > 81)) {
                error_at(t, line, "k = %ld: the changes allowed are 0 to 81",
                         board.head);
                got = -1;
            }
            if (got != 1)
                break;
            first = line;
        }
        if (r->format->size_line) {
            got = next_file_number(t, bytes, size, &at, &line, &value);
            if (got == 0 && count < 0 && t->cases > 0)
                break;
            if (got == 1 && (value < 1 || value > p->max_box)) {
                error_at(t, line, "a board size of %ld: the judge's are 1 to "
                         "%d", value, p->max_box);
                got = -1;
            }
            box = (int)value;
            first = line;
        }
        board.box = box;
        cells = box * box * box * box;
        for (cell = 0; cell < cells && got == 1; cell++) {
            got = next_file_number(t, bytes, size, &at, &line,
                                   &board.value[cell]);
            if (cell == 0 && !r->format->size_line)
                first = line;            /* where the case starts */
        }
        if (got == 0 && cell > 0)
            error_at(t, line, "the file ends inside case %ld", t->cases + 1);
        if (got != 1)
            break;
        t->cases++;
        write_number_case(body, r->format, t->cases, &board);
        if (p->numbers == NUMBERS_ANTI) {
            if (!numbers_keep_rules(&board, 0)) {
                error_at(t, first, "case %ld is not a solved grid", t->cases);
                got = -1;
            } else if (expect) {
                write_anti_k_answer(expect, p, &board);
            }
        } else if (!walls) {
            t->unique += numbers_keep_rules(&board, p->goal == GOAL_LEGAL);
            if (expect)
                write_number_answer(expect, p, t->cases, &board);
        } else if (!walls_case(&board, &c)
                   || (value = solve_case_rules(p, &c, solution, 2)) < 0) {
            error_at(t, first, "case %ld: %s", t->cases, c.message);
            got = -1;
        } else {
            t->unique += value == 1;
            several += value > 1 && !p->words[VERDICT_MANY];
            if (expect)
                write_test_answer(expect, r->format, p, t->cases, value,
                                  c.cells, solution);
        }
        if (r->format->cases == 1)
            break;
    }
    if (got == 1 && count >= 0 && t->cases < count)
        error_at(t, line, "%ld cases, the count line says %ld", t->cases, count);
    if (t->cases == 0 && got >= 0)
        error_at(t, 1, "no cases");
    capture_close(body, &canon, &canon_size);
    if (canon == NULL)
        t->errors++;
    else if (got >= 0)
        same_bytes(t, "the file", bytes, size, canon, canon_size);
    free(bytes);
    free(canon);
    if (expect) {
        capture_close(expect, &answer_text, &answer_size);
        compare_answers(t, r, answer_text, answer_size, several);
    }
    return t->errors == 0;
}

/* Validates one file and prints its row of the summary. */
static int validate_one(const char *path, const Demands *r)
{
    TestFile t;
    char minimal[24] = "-";
    int ok;

    memset(&t, 0, sizeof t);
    t.path = path;
    t.blank = r->blank;
    ok = r->format && r->profile->numbers ? validate_number_file(&t, r)
       : r->format ? validate_judge_file(&t, r) : validate_file(&t, r);

    if (r->minimal)
        snprintf(minimal, sizeof minimal, "%ld", t.minimal);
    printf("%-32s %-18s %7ld %7ld %8s  %s\n", path,
           r->format ? r->format->judge : r->variant == VARIANT_JIGSAW
           ? "jigsaw" : r->variant == VARIANT_KILLER ? "killer"
           : r->variant == VARIANT_CONSTRAINTS ? "constraints"
           : LAYOUT_NAMES[r->layout],
           t.cases, t.unique, minimal, ok ? "ok" : "INVALID");
    return ok;
}

#ifdef VALIDATOR_JUDGE
/*
 * The single-file validator (make validator JUDGE=NAME writes it) for
 * systems that take one validator source and pass it the test on
 * standard input: Polygon and Codeforces (testlib's exit codes: 0 valid,
 * 3 invalid, the reason on standard error; --testset NAME and --group
 * NAME taken) and Kattis's input_validators (built with
 * -DVALIDATOR_VALID=42 -DVALIDATOR_INVALID=43).  Any other argument is a
 * usage error, exit 2.
 */
#ifndef VALIDATOR_VALID
#define VALIDATOR_VALID 0
#endif
#ifndef VALIDATOR_INVALID
#define VALIDATOR_INVALID 3
#endif
#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

int main(int argc, char **argv)
{
    static char program[] = "validate", judge[] = "--judge=" VALIDATOR_JUDGE,
                input[] = "-";
    char *args[3];
    Demands rules;
    TestFile t;
    int i, ok;

    for (i = 1; i < argc; i++) {
        if ((strcmp(argv[i], "--testset") == 0 || strcmp(argv[i], "--group") == 0)
            && i + 1 < argc) {
            i++;
            continue;
        }
        if (strncmp(argv[i], "--testset=", 10) == 0
            || strncmp(argv[i], "--group=", 8) == 0)
            continue;
        fprintf(stderr, "validate: unknown argument '%s' (this validator, "
                "built for %s, reads the test on standard input and takes "
                "--testset NAME and --group NAME alone)\n", argv[i],
                VALIDATOR_JUDGE);
        return 2;
    }
#ifdef _WIN32
    _setmode(_fileno(stdin), _O_BINARY);     /* a CR is read as a CR */
#endif
    args[0] = program;
    args[1] = judge;
    args[2] = input;
    if (parse_rules(3, args, &rules) < 0)
        return 2;
    memset(&t, 0, sizeof t);
    t.path = input;
    t.blank = rules.blank;
    ok = rules.profile->numbers ? validate_number_file(&t, &rules)
                                : validate_judge_file(&t, &rules);
    return ok ? VALIDATOR_VALID : VALIDATOR_INVALID;
}
#else /* the command-line tool */

int main(int argc, char **argv)
{
    Demands rules;
    int operands, i, files = 0, valid = 0;

    if (argc == 2 && (strcmp(argv[1], "--help") == 0
                      || strcmp(argv[1], "-h") == 0)) {
        fputs(USAGE_TEXT, stdout);
        fputs("judges with a format: ", stdout);
        list_test_formats(stdout);
        putchar('\n');
        return 0;
    }
    operands = parse_rules(argc, argv, &rules);
    if (operands < 0)
        return 2;                        /* usage_error() said why */
    printf("%-32s %-18s %7s %7s %8s  %s\n", "file", "layout", "cases",
           "unique", "minimal", "verdict");
    for (i = 1; i < argc; i++) {
        struct stat st;
        if (strncmp(argv[i], "--", 2) == 0)
            continue;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            struct dirent **names;
            int n = scandir(argv[i], &names, NULL, alphasort), k;
            for (k = 0; k < n; k++) {
                size_t len = strlen(names[k]->d_name);
                if (len > 3 && strcmp(names[k]->d_name + len - 3, ".in") == 0) {
                    char path[4096];
                    snprintf(path, sizeof path, "%s/%s", argv[i],
                             names[k]->d_name);
                    files++;
                    valid += validate_one(path, &rules);
                }
                free(names[k]);
            }
            free(n >= 0 ? names : NULL);
        } else {
            files++;
            valid += validate_one(argv[i], &rules);
        }
    }
    printf("%d file%s: %d valid, %d invalid\n", files, files == 1 ? "" : "s",
           valid, files - valid);
    return valid == files && files > 0 ? 0 : 1;
}
#endif /* VALIDATOR_JUDGE */
