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
 * Layouts:
 *   t-grid       T, then T grids of 9 lines of 9 cells (POJ 2676, P10481)
 *   t-line       T, then T lines of 81 cells
 *   line-end     lines of 81 cells, then a line `end` (POJ 3074, P10482)
 *   line         lines of 81 cells
 *   grid         grids of 9 lines of 9 cells, no count
 *   spaced-grid  grids of 9 lines of 9 cells separated by single spaces
 * Cells are 1-9 and one blank character: --blank, by default the first of
 * '0' and '.' the file uses (POJ 2676 writes '0', LeetCode and POJ 3074
 * '.'); a file mixing the two is invalid.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"

#include <dirent.h>
#include <stdarg.h>
#include <sys/stat.h>

enum { MAX_ERRORS = 10, RAW_LINE = 1024 };

/* The layouts a test file may have. */
enum TestLayout { LAYOUT_T_GRID, LAYOUT_T_LINE, LAYOUT_LINE_END, LAYOUT_LINES, LAYOUT_GRIDS, LAYOUT_SPACED_GRIDS };

static const char *const LAYOUT_NAMES[] = {
    "t-grid", "t-line", "line-end", "line", "grid", "spaced-grid"
};

/* What to check. */
typedef struct Rules {
    enum TestLayout layout;
    char blank;                  /* --blank, or 0: the first of '0' '.' */
    int minimal;                 /* every given needed */
    int any_count;               /* one solution or more is fine */
} Rules;

/* One file being read, line by line, bytes as they are. */
typedef struct TestFile {
    const char *path;
    FILE *f;
    long line_no;                /* lines read */
    char line[RAW_LINE];         /* current line without its LF */
    size_t length;               /* its length (may exceed what is kept) */
    int has_newline;             /* it ended with LF */
    char blank;                  /* the file's blank character, once known */
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
    fprintf(stderr, "%s:%ld: ", t->path, line);
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

/* Reads `count` cells from the line into cells, strictly.  Returns 1 when
 * the line is exactly that. */
static int strict_cells(TestFile *t, int count, int spaced,
                        unsigned char *cells)
{
    size_t want = spaced ? (size_t)(2 * count - 1) : (size_t)count, i;

    if (t->length != want) {
        error_at(t, t->line_no, "%lu characters, expected %lu (%d cells%s)",
                 (unsigned long)t->length, (unsigned long)want, count,
                 spaced ? " separated by single spaces" : "");
        return 0;
    }
    for (i = 0; i < want; i++) {
        char c = t->line[i];
        if (spaced && i % 2 == 1) {
            if (c != ' ') {
                error_at(t, t->line_no, "column %lu: expected a space",
                         (unsigned long)i + 1);
                return 0;
            }
            continue;
        }
        if (!t->blank && (c == '0' || c == '.'))
            t->blank = c;                /* the first blank sets the file's */
        if (c == t->blank) {
            cells[spaced ? i / 2 : i] = 0;
        } else if (c >= '1' && c <= '9') {
            cells[spaced ? i / 2 : i] = (unsigned char)(c - '0');
        } else {
            error_at(t, t->line_no, "column %lu: '%c' is not 1-9 or the "
                     "blank '%c'", (unsigned long)i + 1, c,
                     t->blank ? t->blank : '0');
            return 0;
        }
    }
    return 1;
}

/* Counts solutions and, with --minimal, tries removing every given. */
static void check_puzzle(TestFile *t, const Rules *r, unsigned char *cells,
                         long line)
{
    long found = solve_puzzle(cells, NULL, 2, NULL);
    int cell;

    if (found == 0) {
        error_at(t, line, "case %ld has no solution", t->cases);
        return;
    }
    if (found > 1 && !r->any_count) {
        error_at(t, line, "case %ld has more than one solution", t->cases);
        return;
    }
    t->unique += found == 1;
    if (!r->minimal || found != 1)
        return;
    for (cell = 0; cell < CELLS; cell++) {
        unsigned char given = cells[cell];
        long without;
        if (given == 0)
            continue;
        cells[cell] = 0;
        without = solve_puzzle(cells, NULL, 2, NULL);
        cells[cell] = given;
        if (without == 1) {
            error_at(t, line, "case %ld is not minimal: the %d at row %d, "
                     "column %d can go", t->cases, given, cell / 9 + 1,
                     cell % 9 + 1);
            return;
        }
    }
    t->minimal++;
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

/* Reads one case of the layout; the first line is already read.  Returns 1
 * when it reads cleanly. */
static int read_test_case(TestFile *t, const Rules *r, unsigned char *cells)
{
    int grid = r->layout == LAYOUT_T_GRID || r->layout == LAYOUT_GRIDS
               || r->layout == LAYOUT_SPACED_GRIDS;
    int spaced = r->layout == LAYOUT_SPACED_GRIDS, row;

    if (!grid)
        return clean_line(t) && strict_cells(t, CELLS, 0, cells);
    for (row = 0; row < 9; row++) {
        if (row > 0 && !read_raw_line(t)) {
            error_at(t, t->line_no, "the file ends inside a grid, after "
                     "row %d", row);
            return 0;
        }
        if (!clean_line(t) || !strict_cells(t, 9, spaced, cells + 9 * row))
            return 0;
    }
    return 1;
}

/* Validates one file.  Returns 1 when valid. */
static int validate_file(TestFile *t, const Rules *r)
{
    long count = -1, case_line;
    unsigned char cells[CELLS];

    if ((t->f = fopen(t->path, "rb")) == NULL) {
        fprintf(stderr, "%s: %s\n", t->path, strerror(errno));
        t->errors++;
        return 0;
    }
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
        check_puzzle(t, r, cells, case_line);
    }
done:
    fclose(t->f);
    if (t->errors > MAX_ERRORS)
        fprintf(stderr, "%s: ... %ld errors in all\n", t->path, t->errors);
    return t->errors == 0;
}

static const char USAGE_TEXT[] =
    "usage: validate --layout=LAYOUT [--blank=C] [--minimal] [--any-count] "
    "FILE|DIR...\n"
    "LAYOUT: t-grid t-line line-end line grid spaced-grid.  A DIR means its "
    "*.in files.\n"
    "Checks test data as strictly as a testlib validator: LF line ends, no\n"
    "blank lines or trailing blanks, the exact case count, and each puzzle\n"
    "with exactly one solution (--any-count: at least one; --minimal: every\n"
    "given needed).  Blank: --blank=C, else the first of '0' and '.' in the\n"
    "file.  Exit status 0 all valid, 1 some invalid, 2 usage.\n";

/* Reads the options, wherever they stand.  Returns how many operands
 * (files or folders) there are, or -1 on a usage error. */
static int parse_rules(int argc, char **argv, Rules *r)
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
                return -1;
        } else if (strncmp(argv[i], "--blank=", 8) == 0 && argv[i][8]
                   && !argv[i][9]) {
            r->blank = argv[i][8];
            have_blank = 1;
        } else if (strcmp(argv[i], "--minimal") == 0) {
            r->minimal = 1;
        } else if (strcmp(argv[i], "--any-count") == 0) {
            r->any_count = 1;
        } else {
            return -1;
        }
    }
    if (!have_layout || operands == 0)
        return -1;
    if (!have_blank)
        r->blank = 0;
    return operands;
}

/* Validates one file and prints its row of the summary. */
static int validate_one(const char *path, const Rules *r)
{
    TestFile t;
    char minimal[24] = "-";
    int ok;

    memset(&t, 0, sizeof t);
    t.path = path;
    t.blank = r->blank;
    ok = validate_file(&t, r);

    if (r->minimal)
        snprintf(minimal, sizeof minimal, "%ld", t.minimal);
    printf("%-32s %-11s %7ld %7ld %8s  %s\n", path, LAYOUT_NAMES[r->layout],
           t.cases, t.unique, minimal, ok ? "ok" : "INVALID");
    return ok;
}

int main(int argc, char **argv)
{
    Rules rules;
    int operands = parse_rules(argc, argv, &rules), i, files = 0, valid = 0;

    if (argc == 2 && (strcmp(argv[1], "--help") == 0
                      || strcmp(argv[1], "-h") == 0)) {
        fputs(USAGE_TEXT, stdout);
        return 0;
    }
    if (operands < 0) {
        fputs(USAGE_TEXT, stderr);
        return 2;
    }
    printf("%-32s %-11s %7s %7s %8s  %s\n", "file", "layout", "cases",
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
