/*
 * src/options.c - the command line: options, --judge=list, --carries.
 * Calls: board_rules.c, profiles.c, answers.c.
 */

/* ------------------------------------------------------------------ */
/* Command line                                                       */
/* ------------------------------------------------------------------ */

#ifndef SOLVER_NO_MAIN

/* Makes p the profile of a run, with its words. */
static void set_profile(Options *o, const Profile *p)
{
    int v;

    o->profile = p;
    for (v = 0; v < VERDICTS; v++)
        o->words[v] = p->words[v];
}

/* Sets the options a run has when none is given: the JUDGE profile.
 * Returns 0 when JUDGE names no profile. */
static int default_options(Options *o)
{
    const Profile *p = find_profile(JUDGE);

    o->format = FORMAT_AS_INPUT;
    o->count_limit = 0;
    o->all_limit = 0;
    o->rules = 0;
    o->box_rows = o->box_cols = 0;
    o->path = NULL;
    o->stats = 0;
    o->interactive = 0;
    o->progress = -1;
    set_profile(o, p ? p : &PROFILES[0]);
    return p != NULL;
}

#if CARRY_TOOLS
/* The options below are for people at a terminal; make submit leaves them
 * out, and the judge's copy runs as default_options() says. */

static const char USAGE[] =
    "usage: solver [OPTION]... [FILE]\n"
    "Solves the Sudoku puzzles in FILE (or standard input) and prints each\n"
    "solution in the layout its puzzle came in: a line of all cells, or a\n"
    "grid of rows.  Boards are N x N, 4x4 to 25x25 (1x1 too after a size\n"
    "line); cells are 1-9, letters A-Y, or numbers between blanks.  A line\n"
    "of cells, a blank and rules is a variant: N*N jigsaw region labels;\n"
    "N*N cage labels and LABEL=SUM sums (killer); or two runs of N*(N-1)\n"
    "signs < > . between neighbours across and down (greater-than).\n"
    "Constraint text (.Thermo~R1C1~R1C2...), f-puzzles links and 729\n"
    "pencil marks (nine a cell: k in place k, or .) are read too;\n"
    "0 . - * ? _ are blank.  A first line holding only a count of cases,\n"
    "blank lines, '---' lines, 'Grid NN' headers, '#' comments, a final\n"
    "'end' line, and the bars and rules --format=pretty draws are understood.\n"
    "At a terminal each case is answered as soon as it is typed.\n"
    "\n"
    "  --judge=NAME        read and answer as problem NAME asks (default "
    "'" JUDGE "');\n"
    "                      --judge=list lists the problems\n"
    "  --count[=N]         print the number of solutions of each puzzle,\n"
    "                      stopping at N (default 2) and printing N+ there;\n"
    "                      N only after '='\n"
    "  --format=FORMAT     line, grid, fill (givens shown as *) or pretty\n"
    "  --no-solution=TEXT  print TEXT for a puzzle with no solution\n"
    "                      (default " NO_SOLUTION_TEXT ")\n"
    "  --all[=K]           print every solution (or the first K), a blank\n"
    "                      line between two, a line --- between cases\n"
    "  --rules=LIST        add board-wide rules, comma-separated: x (both\n"
    "                      diagonals), windoku (four windows of 9x9),\n"
    "                      antiknight, antiking, nonconsecutive\n"
    "  --box=RxC           boxes of R rows by C columns (R * C = N)\n"
    "  --stats             print cases, solutions and guesses to stderr\n"
    "                      (with progress while it runs, when stderr is a\n"
    "                      terminal: --quiet hides it, --progress shows it)\n"
    "  -h, --help          print this help\n"
    "      --version       print the version\n"
    "Options taking TEXT, FORMAT or NAME also take it as the next argument.\n"
    "\n"
    "A case that cannot be read prints " ERROR_TEXT " and a message on stderr.\n"
    "Exit status: 0 all cases answered, 1 a malformed case or a wrong case\n"
    "count, 2 a usage, read or write error.\n";

/* Parses a whole decimal number from 1 to 10^9.  Returns -1 otherwise. */
static long parse_limit(const char *text)
{
    long value = 0;

    if (*text == '\0')
        return -1;
    for (; *text; text++) {
        if (*text < '0' || *text > '9' || value > 100000000L)
            return -1;
        value = 10 * value + (*text - '0');
    }
    return value >= 1 && value <= 1000000000L ? value : -1;
}

/* Prints which parts of this file profile p's problem needs, as make
 * submit reads them: the 9x9 engine where its boards include classic 9x9
 * (max_box 3, or 5 for every size; 4 is 16x16 only, 2 is 4x4), the
 * general engine for other boards, goals and rules, digit planes for the
 * judges of X boards (and cages on them for a judge of killer X boards,
 * which none is yet).  Returns the exit status. */
static int print_carries(const Profile *p)
{
    int cells = !p->numbers;       /* number boards: the 9x9 engine only,
                                      which the file's main cannot do without */
    int walls = p->numbers == NUMBERS_WALLS;   /* jigsaw: the general one */
    int ways = p->goal == GOAL_COUNT || p->goal == GOAL_CORNER_SUM
               || p->goal == GOAL_UNIQUE_4X4 || p->goal == GOAL_MINIMAL
               || p->goal == GOAL_CELL_SUM
               || p->numbers == NUMBERS_FILL
               || p->blank || p->alphabet || p->killer_rows;
    int nine = (p->max_box == 3 || p->max_box == 5) && !p->rules && !p->signs
               && (p->goal == GOAL_SOLVE || p->goal == GOAL_CHECK
                   || p->goal == GOAL_LEGAL || p->goal == GOAL_ANTI
                   || p->goal == GOAL_COUNT || p->goal == GOAL_CORNER_SUM);
    int general = p->max_box != 3 || p->goal == GOAL_SMALLEST
                  || p->goal == GOAL_MAX_SCORE || p->rules || p->signs
                  || p->killer_rows;
    int variants = p == &PROFILES[0] || p->rules || p->signs
                   || p->killer_rows;
    int planes = p != &PROFILES[0] && (p->rules || p->killer_rows == KILLER_LAYOUTS)
                 && (p->goal == GOAL_SOLVE || p->goal == GOAL_CELL_SUM);
                 /* auto has no bytes to spare, HDU's C89 no uint64_t */
    int verdicts = cells && (p->goal == GOAL_CHECK || p->goal == GOAL_LEGAL
                             || p->goal == GOAL_ANTI);  /* number boards:
                                                           numbers.c's own */

    if (strncmp(p->name, "leetcode", 8) == 0) {   /* the functions alone */
        printf("CARRY_9X9_ENGINE=1 CARRY_GENERAL_ENGINE=0 CARRY_VARIANTS=0 "
               "CARRY_NUMBER_BOARDS=0 CARRY_ONE_JUDGE_WAYS=0 "
               "CARRY_DIGIT_PLANES=0 CARRY_KILLER_PLANES=0 "
               "CARRY_PLANE_EXTRAS=0 CARRY_LOCKED_PLANES=0 CARRY_MORE_RULES=0 "
               "CARRY_BOARD_RULES=0 CARRY_TOOLS=0 CARRY_LEETCODE=1 "
               "CARRY_PROGRAM=0 CARRY_CHECKING=0 CARRY_VERDICTS=0 "
               "CARRY_BEST_SCORE=0 CARRY_FRAMES=0 CARRY_FILES=0 "
               "CARRY_CELL_SUMS=0\n");
        return fflush(stdout) == 0 ? 0 : 2;
    }

    printf("CARRY_9X9_ENGINE=%d CARRY_GENERAL_ENGINE=%d CARRY_VARIANTS=%d "
           "CARRY_NUMBER_BOARDS=%d CARRY_ONE_JUDGE_WAYS=%d "
           "CARRY_DIGIT_PLANES=%d CARRY_KILLER_PLANES=%d "
           "CARRY_PLANE_EXTRAS=0 "   /* batch speed: 1.4 KB judges skip */
           "CARRY_LOCKED_PLANES=%d CARRY_MORE_RULES=0 CARRY_BOARD_RULES=%d "
           "CARRY_TOOLS=0 CARRY_LEETCODE=0 CARRY_PROGRAM=1 "
           "CARRY_CHECKING=%d CARRY_VERDICTS=%d CARRY_BEST_SCORE=%d "
           "CARRY_FRAMES=%d CARRY_FILES=%d CARRY_CELL_SUMS=%d\n",
           (nine && cells) || (!cells && !walls), (general && cells) || walls,
           variants, !cells, ways, planes, planes && p->killer_rows,
           planes && (p->rules & RULE_WINDOKU), p->rules != 0,
           p->goal == GOAL_CHECK && cells, verdicts,
           p->goal == GOAL_MAX_SCORE, answers_framed(p),
           named_files(p) != NULL, p->goal == GOAL_CELL_SUM);
    return fflush(stdout) == 0 ? 0 : 2;
}

/* Prints the profiles, one a line.  Returns the exit status. */
static int list_profiles(void)
{
    int i;

    for (i = 0; i < PROFILE_COUNT; i++) {
        const Profile *p = &PROFILES[i];
        printf("%-19s %s%s%s\n", p->name, p->problem, *p->aliases ? "; also "
               : "", p->aliases);
    }
    return fflush(stdout) == 0 ? 0 : 2;
}

/* When argv[*i] is option name with a value ("--name=V", or "--name V"),
 * points *value at V (moving *i past it) and returns 1; returns -1 when
 * the value is missing, 0 when argv[*i] is another option. */
static int option_value(int argc, char **argv, int *i, const char *name,
                        const char **value)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);

    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *value = arg + n + 1;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "solver: %s needs a value (try --help)\n", name);
        return -1;
    }
    *value = argv[++*i];
    return 1;
}

/* Sets the profile called name and its words.  Returns 0 if none is. */
static int use_profile(Options *o, const char *name)
{
    const Profile *p = find_profile(name);

    if (p == NULL) {
        fprintf(stderr, "solver: no judge profile '%s' (try --judge=list)\n",
                name);
        return 0;
    }
    set_profile(o, p);
    return 1;
}

/* Applies --format=text.  Returns 0 on an unknown format. */
static int use_format(Options *o, const char *text)
{
    static const char *const formats[] = {"", "line", "grid", "fill", "pretty"};
    int f;

    for (f = FORMAT_LINE; f <= FORMAT_PRETTY; f++) {
        if (strcmp(text, formats[f]) == 0) {
            o->format = (enum Format)f;
            return 1;
        }
    }
    fprintf(stderr, "solver: --format wants line, grid, fill or pretty, not "
            "'%s'\n", text);
    return 0;
}

/* Applies --no-solution=text.  Returns 0 when text would break a line. */
static int use_no_solution(Options *o, const char *text)
{
    if (strchr(text, '\n') || strchr(text, '\r')) {
        fprintf(stderr, "solver: --no-solution text must be one line\n");
        return 0;
    }
    if (o->words[VERDICT_ILLEGAL] && o->words[VERDICT_NONE]
        && strcmp(o->words[VERDICT_ILLEGAL], o->words[VERDICT_NONE]) == 0)
        o->words[VERDICT_ILLEGAL] = text;
    o->words[VERDICT_NONE] = text;
    return 1;
}

/* Applies --rules=LIST (the names of BOARD_RULES, comma-separated).
 * Returns 0 on an unknown rule. */
static int use_rules(Options *o, const char *list)
{
    size_t bad_at, i;
    int rules;

    if (!read_rule_list(list, &rules, &bad_at)) {
        fprintf(stderr, "solver: --rules takes");
        for (i = 0; i < BOARD_RULE_COUNT; i++)
            fprintf(stderr, "%s %s", i == 0 ? "" : i + 1 == BOARD_RULE_COUNT
                    ? " and" : ",", BOARD_RULE_NAMES[i]);
        fprintf(stderr, ", comma-separated, not '%.*s'\n",
                (int)strcspn(list + bad_at, ","), list + bad_at);
        return 0;
    }
    o->rules |= rules;
    return 1;
}

/* Applies --box=RxC.  Returns 0 when it is not two numbers 1..25. */
static int use_box(Options *o, const char *text)
{
    int rows = 0, cols = 0;
    char x = 0, extra = 0;

    if (sscanf(text, "%d%c%d%c", &rows, &x, &cols, &extra) != 3
        || (x != 'x' && x != 'X') || rows < 1 || cols < 1
        || rows * cols > MAX_SIDE) {
        fprintf(stderr, "solver: --box wants ROWSxCOLUMNS with at most %d "
                "cells, as --box=2x3, not '%s'\n", MAX_SIDE, text);
        return 0;
    }
    o->box_rows = rows;
    o->box_cols = cols;
    return 1;
}

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
/* Whether standard input is a terminal. */
static int stdin_is_terminal(void)
{
    return isatty(0);
}
#else
static int stdin_is_terminal(void)
{
    return 0;
}
#endif

/* Fills o from argv.  Returns -1 to go on, else the exit status to end
 * with (0 after --help, --version or --judge=list, 2 on a usage error). */
static int parse_options(int argc, char **argv, Options *o)
{
    const char *no_solution = NULL, *judge = JUDGE;
    int i, only_files = 0, carries = 0;

    default_options(o);
    for (i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = NULL;
        int found = 0;
        if (only_files || arg[0] != '-' || strcmp(arg, "-") == 0) {
            if (o->path) {
                fprintf(stderr, "solver: one input file at most ('%s')\n", arg);
                return 2;
            }
            o->path = strcmp(arg, "-") == 0 ? NULL : arg;
        } else if (strcmp(arg, "--") == 0) {
            only_files = 1;
        } else if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            fputs(USAGE, stdout);
            return fflush(stdout) == 0 ? 0 : 2;
        } else if (strcmp(arg, "--version") == 0) {
            puts("solver " SOLVER_VERSION);
            return fflush(stdout) == 0 ? 0 : 2;
        } else if (strcmp(arg, "--count") == 0) {
            o->count_limit = 2;
        } else if (strncmp(arg, "--count=", 8) == 0) {
            o->count_limit = parse_limit(arg + 8);
            if (o->count_limit < 0) {
                fprintf(stderr, "solver: --count wants a number from 1 to "
                        "1000000000, not '%s'\n", arg + 8);
                return 2;
            }
        } else if (strcmp(arg, "--stats") == 0) {
            o->stats = 1;
        } else if (strcmp(arg, "--progress") == 0) {
            o->progress = 1;
        } else if (strcmp(arg, "--quiet") == 0) {
            o->progress = 0;
        } else if (strcmp(arg, "--carries") == 0) {
            carries = 1;
        } else if (strcmp(arg, "--all") == 0) {
            o->all_limit = LONG_MAX;
        } else if (strncmp(arg, "--all=", 6) == 0) {
            o->all_limit = parse_limit(arg + 6);
            if (o->all_limit < 0) {
                fprintf(stderr, "solver: --all wants a number from 1 to "
                        "1000000000, not '%s'\n", arg + 6);
                return 2;
            }
        } else if ((found = option_value(argc, argv, &i, "--rules", &value))) {
            if (found < 0 || !use_rules(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--box", &value))) {
            if (found < 0 || !use_box(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--judge", &value))) {
            if (found < 0)
                return 2;
            if (strcmp(value, "list") == 0)
                return list_profiles();
            judge = value;
        } else if ((found = option_value(argc, argv, &i, "--format", &value))) {
            if (found < 0 || !use_format(o, value))
                return 2;
        } else if ((found = option_value(argc, argv, &i, "--no-solution",
                                         &no_solution))) {
            if (found < 0)
                return 2;
        } else {
            fprintf(stderr, "solver: unknown option '%s' (try --help)\n", arg);
            return 2;
        }
    }
    if (!use_profile(o, judge))
        return 2;
    if (carries)
        return print_carries(o->profile);
    o->interactive = o->path == NULL && stdin_is_terminal();
    if (no_solution && !use_no_solution(o, no_solution))
        return 2;
    return -1;
}

#endif /* CARRY_TOOLS */
#endif /* #ifndef SOLVER_NO_MAIN */

