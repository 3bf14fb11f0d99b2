/*
 * src/main.c - run(), the loop over the cases in the profile's answer
 * mode (a killer's cages of N cells made regions before it is solved),
 * and main().
 * Calls: general_rules.c, engines.c, tool_support.c, input.c, output.c,
 * answers.c, options.c, numbers.c.
 */

#ifndef SOLVER_NO_MAIN

#if CARRY_KILLER_PLANES
/* Adds the N cells in cell[] (in increasing order) to p as a region,
 * unless p has that region already.  Returns 0, adding nothing, where
 * the table has no room (a cell already in MAX_CELL_REGIONS regions). */
static int cage_as_region(Puzzle *p, const short *cell)
{
    int n = p->side, reg, i, j;

    for (reg = 0; reg < p->regions; reg++)
        if (memcmp(p->region[reg], cell, sizeof cell[0] * (size_t)n) == 0)
            return 1;
    if (p->regions >= MAX_REGIONS)
        return 0;
    for (i = 0; i < n; i++) {            /* room in each cell's regions */
        int in = 0;
        for (reg = 0; reg < p->regions; reg++)
            for (j = 0; j < n; j++)
                in += p->region[reg][j] == cell[i];
        if (in >= MAX_CELL_REGIONS)
            return 0;
    }
    memcpy(p->region[p->regions++], cell, sizeof cell[0] * (size_t)n);
    return 1;
}

/* Before solving: a cage of N cells summing to 1 + 2 + ... + N holds
 * every digit, so it becomes a region (hidden singles are stronger there
 * than sums), the other cages moved up; with any other sum (constraint
 * text; a killer line's sums are checked as it is read) it has no
 * solution and stays a cage to say so.  The tools that draw or check a
 * puzzle keep its cages. */
static void full_cages_as_regions(Puzzle *p)
{
    int k, kept, used;

    for (k = 0; k < p->cages && p->cage[k].size != p->side; k++)
        ;                                /* the cages before the first full */
    kept = k;
    used = k < p->cages ? p->cage[k].first : 0;
    for (; k < p->cages; k++) {
        Cage cage = p->cage[k];
        const short *cell = p->cage_cells + cage.first;
        if (cage.size == p->side
#if CARRY_MORE_RULES
            && cage.sum == p->side * (p->side + 1) / 2
#endif
            && cage_as_region(p, cell))
            continue;
        memmove(p->cage_cells + used, cell, sizeof cell[0] * (size_t)cage.size);
        cage.first = (short)used;
        p->cage[kept++] = cage;
        used += cage.size;
    }
    p->cages = kept;
}
#endif

/* Reads, solves and writes every case, in the engines' workspace space
 * (when the file carries more than the 9x9 engine).  Returns the exit
 * status. */
static int run(CaseReader *r, Writer *w, const Options *o, Workspace *space)
{
    static Case c;
    static Puzzle puzzle;
    const AnswerMode *mode = answer_mode(o);
    Tally t;
    enum CaseStatus status;
    int warned_extra = 0;

    memset(&t, 0, sizeof t);
#if CARRY_GENERAL_ENGINE
    t.space = space;
#else
    (void)space;
#endif
    if (!mode->answer) {                 /* no input to read */
        mode->finish(w, &t);
        flush_writer(w);
        return w->write_errno ? 2 : 0;
    }
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
#if CARRY_KILLER_PLANES
        if (status == CASE_PUZZLE)
            full_cages_as_regions(&puzzle);
#endif
#if CARRY_TOOLS
        if (o->all_limit && t.cases > 1)     /* --all: where a case ends */
            put_line(w, "---");
#endif
        open_answer(w, &c, o->profile, t.cases);
        if (status == CASE_MALFORMED) {
            t.malformed++;
            report_malformed(w, &c, t.cases);
        } else {
            mode->answer(w, &c, &puzzle, o, &t);
        }
        put_text(w, o->profile->after);
        if (o->interactive)
            flush_writer(w);
    }
    if (mode->finish)
        mode->finish(w, &t);
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
