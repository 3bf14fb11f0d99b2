/*
 * src/main.c - run(), the loop over the cases, and main().
 * Calls: general_rules.c, engines.c, tool_support.c, input.c, output.c,
 * answers.c, options.c, numbers.c.
 */

#ifndef SOLVER_NO_MAIN

#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
/* The 288 complete 4x4 grids, as the general engine lists them. */
static unsigned char grids_4x4[288][16];
static int grids_found;

/* A SolutionSink that keeps each grid.  Returns 0 when there is no room. */
static int keep_grid_4x4(void *context, const unsigned char *solution)
{
    (void)context;
    memcpy(grids_4x4[grids_found++], solution, 16);
    return grids_found < 288;
}

/* How many 4x4 positions (givens that break no rule) have exactly one
 * completion (HDU 3476).  Givens taken from grid g on the cells of mask m
 * fit another grid h too when m lies within the cells where g and h
 * agree; such masks, and every mask below one, are marked, and the rest
 * are g's positions.  A relabelling of digits maps grids to grids and
 * keeps where two agree, so only the grids whose first row is 1 2 3 4 are
 * counted, each for its 24 relabellings. */
static long unique_positions_4x4(Workspace *space)
{
    static Puzzle p;
    static unsigned char ambiguous[65536];
    long total = 0, m, bit;
    int g, h, cell;

    start_puzzle(&p, 4);
    add_boxes(&p, 2, 2);
    grids_found = 0;
    solve_by_engines(space, &p, NULL, 288, GOAL_ALL, keep_grid_4x4, NULL, NULL);
    for (g = 0; g < grids_found; g++) {
        if (memcmp(grids_4x4[g], "\1\2\3\4", 4) != 0)
            continue;
        memset(ambiguous, 0, sizeof ambiguous);
        for (h = 0; h < grids_found; h++) {
            long same = 0;
            for (cell = 0; cell < 16; cell++)
                if (grids_4x4[g][cell] == grids_4x4[h][cell])
                    same |= 1L << cell;
            if (h != g)
                ambiguous[same] = 1;
        }
        for (bit = 1; bit < 65536; bit <<= 1)
            for (m = 0; m < 65536; m++)
                if (!(m & bit) && ambiguous[m | bit])
                    ambiguous[m] = 1;
        for (m = 0; m < 65536; m++)
            total += 24 * !ambiguous[m];
    }
    return total;
}
#endif


/* Reads, solves and writes every case, in the engines' workspace space
 * (when the file carries more than the 9x9 engine).  Returns the exit
 * status. */
static int run(CaseReader *r, Writer *w, const Options *o, Workspace *space)
{
    static Case c;
    static Puzzle puzzle;
    Tally t;
    enum CaseStatus status;
    int warned_extra = 0;

    memset(&t, 0, sizeof t);
#if CARRY_GENERAL_ENGINE
    t.space = space;
#else
    (void)space;
#endif
#if CARRY_ONE_JUDGE_WAYS && CARRY_GENERAL_ENGINE
    if (o->profile->goal == GOAL_UNIQUE_4X4) {   /* no input to read */
        put_number(w, unique_positions_4x4(t.space), "");
        flush_writer(w);
        return w->write_errno ? 2 : 0;
    }
#endif
#if CARRY_TOOLS
    int progress = o->progress > 0 || (o->progress < 0 && o->stats
                                       && stderr_is_terminal());
    Progress shown;

    if (progress)
        start_progress(&shown, "solver", "cases", 0, r->lines.in);
#endif /* CARRY_TOOLS */

    while (!w->write_errno && (status = next_case(r, &c)) != CASE_NONE) {
        t.cases++;
#if CARRY_TOOLS
        if (progress && (t.cases & 255) == 1)
            show_progress(&shown, t.cases, 0);
#endif /* CARRY_TOOLS */
        if (r->count >= 0 && t.cases > r->count && !warned_extra) {
            fprintf(stderr, "solver: case %ld, line %ld: more cases than the "
                    "count %ld on line %ld; answering them too\n", t.cases,
                    c.line, r->count, r->count_line);
            warned_extra = 1;
        }
        if (status == CASE_PUZZLE && !build_puzzle(&c, o, &puzzle))
            status = CASE_MALFORMED;
#if CARRY_TOOLS
        if (o->all_limit && t.cases > 1)     /* --all: where a case ends */
            put_line(w, "---");
#endif
        open_answer(w, &c, o->profile, t.cases);
        if (status == CASE_MALFORMED) {
            t.malformed++;
            report_malformed(w, &c, t.cases);
        } else {
            answer_case(w, &c, &puzzle, o, &t);
        }
        put_text(w, o->profile->after);
        if (o->interactive)
            flush_writer(w);
    }
#if CARRY_ONE_JUDGE_WAYS
    if (o->profile->goal == GOAL_CORNER_SUM && !o->count_limit
        && !o->all_limit)
        put_number(w, t.corner_sum, "");
#endif
    flush_writer(w);
#if CARRY_TOOLS
    if (progress)
        show_progress(&shown, t.cases, 1);
#endif /* CARRY_TOOLS */
    if (r->lines.read_errno) {
        if (r->lines.read_errno == EISDIR && o->path)
            fprintf(stderr, "solver: '%s' is a directory\n", o->path);
        else
            fprintf(stderr, "solver: read error after line %ld: %s\n",
                    r->lines.line_no, strerror(r->lines.read_errno));
        return 2;
    }
    if (w->write_errno) {
        fprintf(stderr, "solver: write error: %s\n", strerror(w->write_errno));
        return 2;
    }
    if (r->count > t.cases)
        fprintf(stderr, "solver: line %ld: the count says %ld case%s, the "
                "input has %ld\n", r->count_line, r->count, plural(r->count),
                t.cases);
    if (o->stats)
        fprintf(stderr, "solver: %ld case%s: %ld solved, %ld impossible, %ld "
                "malformed; %ld guesses\n", t.cases, plural(t.cases), t.solved,
                t.impossible, t.malformed, t.guesses);
    return t.malformed || (r->count >= 0 && r->count != t.cases) ? 1 : 0;
}

/* A judge's file has no command line: its profile is JUDGE's. */
#if CARRY_TOOLS
int main(int argc, char **argv)
#else
int main(void)
#endif
{
    static CaseReader reader;
    static Writer writer;
    Options options;
    FILE *in = stdin;
#if CARRY_GENERAL_ENGINE
    static Workspace workspace;          /* the engines' state: 7.9 MB */
    Workspace *space = &workspace;
#else
    Workspace *space = NULL;
#endif
#if CARRY_TOOLS
    int status = parse_options(argc, argv, &options);
#else
    int status = default_options(&options) ? -1 : 2;
#endif

    if (status >= 0)
        return status;
    if (options.path && (in = fopen(options.path, "rb")) == NULL) {
        fprintf(stderr, "solver: cannot open '%s': %s\n", options.path,
                strerror(errno));
        return 2;
    }
#if CARRY_FILES
    if (!options.path && named_files(options.profile)) {
        const struct NamedFiles *files = named_files(options.profile);
        FILE *named = fopen(files->input, "rb");
        if (named && freopen(files->output, "w", stdout) == NULL) {
            fprintf(stderr, "solver: cannot write '%s': %s\n", files->output,
                    strerror(errno));
            return 2;
        }
        in = named ? named : stdin;
    }
#endif
    init_case_reader(&reader, in, options.profile);
    reader.lines.by_line = options.interactive;
    writer.out = stdout;
#if CARRY_NUMBER_BOARDS
    if (options.profile->numbers)
        status = run_numbers(&reader.lines, &writer, &options, space);
    else
#endif
    status = run(&reader, &writer, &options, space);
    if (in != stdin)
        fclose(in);
    return status;
}

#endif /* SOLVER_NO_MAIN */
