/*
 * rate.c - rates Sudoku puzzles as a person would solve them.
 *
 *   rate [--judge=NAME] [--steps] [--summary] [--progress|--quiet] [FILE]
 *
 * Reads puzzles in any layout ./solver reads (--judge=NAME: as that
 * judge's profile frames them, size lines and headers included) and
 * prints, for each classic 9x9 one, one line: its level, its score (Sudoku
 * Explainer's scale) and the hardest technique needed, e.g. `intermediate
 * 3.4 Hidden Pair`.  With --steps the solving path comes first, one step a
 * line, in HoDoKu's notation, then the rating line and a blank line.  A
 * puzzle without exactly one solution is rated `invalid: no solution` or
 * `invalid: several solutions`; other sizes and
 * rule sets are `unrated` with the reason; a case that cannot be read is
 * ERROR.  See judge/rating.h for the techniques and levels.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"
#include "rating.h"

static const char USAGE[] =
    "usage: rate [--judge=NAME] [--steps] [--summary] [--progress|--quiet]\n"
    "            [FILE]\n"
    "Rates each 9x9 puzzle of FILE (or standard input; any layout ./solver\n"
    "reads, or with --judge=NAME that judge's format) as a person solves\n"
    "it, easiest technique first, and prints LEVEL SCORE HARDEST-TECHNIQUE,\n"
    "one line a puzzle; other sizes and rules: `unrated: REASON`.  Levels: simple\n"
    "(singles), easy (locked candidates), intermediate (pairs, X-Wing,\n"
    "naked triple), hard (triples, quads, Swordfish, Jellyfish, XY-Wing,\n"
    "XYZ-Wing, Uniqueness Test 1, BUG+1), expert (Skyscraper, 2-String Kite,\n"
    "W-Wing, Simple Colors), extreme (a guess is needed).  Scores follow\n"
    "Sudoku Explainer's numbers; a guess scores 10.\n"
    "  --steps    print the solving path first, in HoDoKu's notation\n"
    "  --summary  after all, the number of puzzles at each level (stderr)\n"
    "  --progress, --quiet  show or hide progress on stderr (by default\n"
    "             shown when stderr is a terminal)\n";

/* Why a case cannot be rated, or NULL: the rater knows classic 9x9. */
static const char *unratable(const Case *c, const Profile *p)
{
    static char why[64];

    if (c->variant == JIGSAW)            /* before the board: no boxes */
        return "jigsaw regions";
    if (c->side != 9 || c->box != 3) {
        sprintf(why, "%dx%d board", c->side, c->side);
        return why;
    }
    if (c->variant == KILLER)
        return "killer cages";
    if (c->variant == GREATER_THAN || c->variant == SUM_SIGNS)
        return "relations between cells";
    if (p->rules)
        return "extra regions (diagonals)";
    return NULL;
}

/* A case of constraint text or pencil marks: builds its table into p and
 * returns why it cannot be rated, or NULL when it is a classic 9x9 puzzle
 * after all (givens alone, read into c->cells).  Sets c->message
 * and returns "" when the text makes no puzzle. */
static const char *constraint_case(Case *c, Puzzle *p)
{
    static char why[64];

    if (!read_constraint_text(p, c->side, c->constraints,
                              c->constraints_length, c->cells, c->message))
        return "";
    if (p->side != 9) {
        sprintf(why, "%dx%d board", p->side, p->side);
        return why;
    }
    if (is_marked_9x9(p))
        return "pencil marks";
    if (!is_classic_9x9(p))
        return "rules past rows, columns and boxes";
    c->box = 3;
    return NULL;
}

/* HDU 4069's cases (a count, then 81 numbers a case: digits plus walls)
 * are jigsaw puzzles: each is unrated, a case the file cuts short ERROR.
 * Returns the exit status. */
static int rate_walls(FILE *in)
{
    long count, k, value;
    int cell;

    if (fscanf(in, "%ld", &count) != 1 || count < 0) {
        fprintf(stderr, "rate: line 1: expected the case count\n");
        puts("ERROR");
        return 1;
    }
    for (k = 1; k <= count; k++) {
        for (cell = 0; cell < 81 && fscanf(in, "%ld", &value) == 1; cell++)
            ;
        if (cell < 81) {
            fprintf(stderr, "rate: case %ld: the input ends or holds a word "
                    "that is not a number before its 81 cells\n", k);
            puts("ERROR");
            return 1;
        }
        puts("unrated: jigsaw regions (walls)");
    }
    return 0;
}

int main(int argc, char **argv)
{
    static CaseReader reader;
    static Case c;
    static Puzzle table;             /* a case of constraint text, built */
    long at_level[LEVELS + 1] = {0}, k = 0;
    int steps = 0, summary = 0, progress = -1, i, status = 0;
    const char *path = NULL, *why;
    const Profile *profile = &PROFILES[0];
    FILE *in = stdin;
    enum CaseStatus s;
    Progress shown;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--steps") == 0)
            steps = 1;
        else if (strcmp(argv[i], "--summary") == 0)
            summary = 1;
        else if (strcmp(argv[i], "--progress") == 0)
            progress = 1;
        else if (strcmp(argv[i], "--quiet") == 0)
            progress = 0;
        else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return fputs(USAGE, stdout) < 0;
        else if (strncmp(argv[i], "--judge=", 8) == 0) {
            profile = find_profile(argv[i] + 8);
            if (!profile || (profile->numbers && profile->numbers
                                                 != NUMBERS_WALLS)
                || profile->goal == GOAL_UNIQUE_4X4) {
                fprintf(stderr, "rate: --judge wants a profile of ./solver "
                        "--judge=list whose cases are puzzles, not '%s'\n",
                        argv[i] + 8);
                return 2;
            }
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "rate: unknown option '%s' (try --help)\n",
                    argv[i]);
            return 2;
        } else if (path) {
            fprintf(stderr, "rate: one FILE at most, not also '%s'\n", argv[i]);
            return 2;
        } else
            path = argv[i];
    }
    if (path && (in = fopen(path, "rb")) == NULL) {
        fprintf(stderr, "rate: cannot open '%s': %s\n", path, strerror(errno));
        return 2;
    }
    if (progress < 0)
        progress = stderr_is_terminal();
    if (progress)
        start_progress(&shown, "rate", "puzzles", 0, in);
    if (profile && profile->numbers == NUMBERS_WALLS)
        return rate_walls(in) | (fflush(stdout) != 0 ? 2 : 0);
    init_case_reader(&reader, in, profile);
    while ((s = next_case(&reader, &c)) != CASE_NONE) {
        Rating r;
        k++;
        if (progress)
            show_progress(&shown, k, 0);
        why = NULL;
        if (s != CASE_MALFORMED && c.variant == CONSTRAINTS)
            why = constraint_case(&c, &table);
        if (s == CASE_MALFORMED || (why && !*why)) {
            fflush(stdout);
            fprintf(stderr, "rate: case %ld, line %ld: %s\n", k, c.line,
                    c.message);
            puts("ERROR");
            status = 1;
            continue;
        }
        if (why || (c.variant != CONSTRAINTS && (why = unratable(&c, profile)) != NULL)) {
            printf("unrated: %s\n", why);
            continue;
        }
        r = rate_puzzle(c.cells, steps ? stdout : NULL);
        if (!r.valid) {                  /* says why: none, or several */
            puts(solve_puzzle(c.cells, NULL, 2, NULL) == 0
                 ? "invalid: no solution" : "invalid: several solutions");
            at_level[LEVELS]++;
        } else {
            printf("%s %.1f %s\n", LEVEL_NAMES[r.level], r.score,
                   TECHNIQUE[r.hardest].name);
            at_level[r.level]++;
        }
        if (steps)
            putchar('\n');
    }
    if (progress)
        show_progress(&shown, k, 1);
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
