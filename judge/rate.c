/*
 * rate.c - rates Sudoku puzzles as a person would solve them.
 *
 *   rate [--steps] [--summary] [FILE]
 *
 * Reads 9x9 puzzles in any layout ./solver reads and prints, for each, one
 * line: its level, its score (Sudoku Explainer's scale) and the hardest
 * technique needed, e.g. `intermediate 3.4 Hidden Pair`.  With --steps the
 * solving path comes first, one step a line, in HoDoKu's notation, then the
 * rating line and a blank line.  A puzzle without exactly one solution is
 * rated `invalid`.  See judge/rating.h for the techniques and levels.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"
#include "rating.h"

static const char USAGE[] =
    "usage: rate [--steps] [--summary] [FILE]\n"
    "Rates each 9x9 puzzle of FILE (or standard input; any layout ./solver\n"
    "reads) as a person solves it, easiest technique first, and prints\n"
    "LEVEL SCORE HARDEST-TECHNIQUE, one line a puzzle.  Levels: simple\n"
    "(singles), easy (locked candidates), intermediate (pairs, X-Wing,\n"
    "naked triple), hard (triples, quads, Swordfish, Jellyfish, XY-Wing,\n"
    "XYZ-Wing, Uniqueness Test 1, BUG+1), expert (Skyscraper, 2-String Kite,\n"
    "W-Wing, Simple Colors), extreme (a guess is needed).  Scores follow\n"
    "Sudoku Explainer's numbers; a guess scores 10.\n"
    "  --steps    print the solving path first, in HoDoKu's notation\n"
    "  --summary  after all, the number of puzzles at each level (stderr)\n";

int main(int argc, char **argv)
{
    static CaseReader reader;
    static Case c;
    long at_level[LEVELS + 1] = {0}, k = 0;
    int steps = 0, summary = 0, i, status = 0;
    const char *path = NULL;
    FILE *in = stdin;
    enum CaseStatus s;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--steps") == 0)
            steps = 1;
        else if (strcmp(argv[i], "--summary") == 0)
            summary = 1;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return fputs(USAGE, stdout) < 0;
        else if (argv[i][0] == '-' || path) {
            fprintf(stderr, "rate: bad argument '%s'\n%s", argv[i], USAGE);
            return 2;
        } else
            path = argv[i];
    }
    if (path && (in = fopen(path, "rb")) == NULL) {
        fprintf(stderr, "rate: cannot open '%s': %s\n", path, strerror(errno));
        return 2;
    }
    init_case_reader(&reader, in, &PROFILES[0]);
    while ((s = next_case(&reader, &c)) != CASE_NONE) {
        Rating r;
        k++;
        if (s == CASE_MALFORMED || c.box != 3) {
            fprintf(stderr, "rate: case %ld, line %ld: %s\n", k, c.line,
                    s == CASE_MALFORMED ? c.message : "not a 9x9 puzzle");
            puts("ERROR");
            status = 1;
            continue;
        }
        r = rate_puzzle(c.cells, steps ? stdout : NULL);
        if (!r.valid) {
            puts("invalid");
            at_level[LEVELS]++;
        } else {
            printf("%s %.1f %s\n", LEVEL_NAMES[r.level], r.score,
                   TECHNIQUE[r.hardest].name);
            at_level[r.level]++;
        }
        if (steps)
            putchar('\n');
    }
    if (summary) {
        for (i = 0; i < LEVELS; i++)
            fprintf(stderr, "%s %ld\n", LEVEL_NAMES[i], at_level[i]);
        fprintf(stderr, "invalid %ld\n", at_level[LEVELS]);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "rate: write error: %s\n", strerror(errno));
        return 2;
    }
    return status;
}
