/*
 * libfuzzer.c - libFuzzer harness over solver.c's parse-and-solve path.
 *
 * Any bytes are read as solver input; every case that parses is solved,
 * counted and written in every format.  It aborts when a solution fails the
 * independent check, when counting disagrees with solving, or when a
 * sanitizer sees a fault.  Solutions are counted again by plain
 * backtracking (tests/verify.h) wherever that finishes in 20000 nodes.
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined tests/fuzz/libfuzzer.c
 */
#define _POSIX_C_SOURCE 200809L
#define SOLVER_NO_MAIN
#include "../../solver.c"
#include "../verify.h"
#include "../naive_table.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Returns 1 when solution fills the board of case c, keeps its givens and
 * breaks no rule. */
static int board_ok(const Case *c, const unsigned char *solution)
{
    static Units units;
    int cell, side = c->box * c->box;

    init_units(&units, c->box);
    for (cell = 0; cell < side * side; cell++)
        if (solution[cell] < 1 || solution[cell] > side
            || (c->cells[cell] && c->cells[cell] != solution[cell]))
            return 0;
    return board_givens_legal(&units, solution);
}

/* Checks a case of any size with the general engine: counts agree, the
 * solutions are valid, and the smallest is no larger than the first. */
static void check_board(const Case *c, Writer *w)
{
    static unsigned char first[MAX_CELLS], smallest[MAX_CELLS];
    int cells = c->box * c->box * c->box * c->box, f;
    long one = solve_any(c->box, c->cells, first, 1, GOAL_SOLVE, NULL);
    long two = solve_any(c->box, c->cells, NULL, 2, GOAL_SOLVE, NULL);
    long low = solve_any(c->box, c->cells, smallest, 1, GOAL_SMALLEST, NULL);

    if (one != low || two < one || (one == 0) != (two == 0))
        abort();
    if (one == 1 && (!board_ok(c, first) || !board_ok(c, smallest)
                     || memcmp(smallest, first, (size_t)cells) > 0))
        abort();
    if (one == 1)
        for (f = FORMAT_AS_INPUT; f <= FORMAT_PRETTY; f++)
            write_solution(w, c, first, (enum Format)f);
}

/* Checks one parsed case: solution valid, counts consistent with each
 * other and with plain backtracking (where that finishes quickly). */
static void check_case(const Case *c, Writer *w)
{
    unsigned char solution[CELLS], again[CELLS];
    long one = solve_puzzle(c->cells, solution, 1, NULL);
    long two = solve_puzzle(c->cells, again, 2, NULL);
    long naive = count_naive(c->cells, 2, 20000);
    int f;

    if (one < 0 || one > 1 || two < one || two > 2 || (one == 0) != (two == 0))
        abort();
    if (naive >= 0 && naive != two)
        abort();
    if (one == 1 && (!is_solution(c->cells, solution)
                     || memcmp(solution, again, CELLS) != 0))
        abort();
    if (one == 1)
        for (f = FORMAT_AS_INPUT; f <= FORMAT_PRETTY; f++)
            write_solution(w, c, solution, (enum Format)f);
}

/* A SolutionSink for --all: aborts on a solution that breaks a rule of
 * the puzzle (the context), else counts it. */
static long listed;
static int check_each(void *context, const unsigned char *solution)
{
    if (!naive_is_solution((const Puzzle *)context, solution))
        abort();
    listed++;
    return 1;
}

/* Checks a case of any board and rules through the constraint table: the
 * rules build or the case is reported, the solution keeps every rule (by
 * naive_table.h's own check), counts agree with plain backtracking over
 * the same table where that finishes quickly, and up to 9x9 --all (limit
 * 2) lists as many solutions as counting finds, each keeping every rule. */
static void check_table(Case *c, int rules)
{
    static Puzzle p;
    static NaiveTable naive;
    static unsigned char first[MAX_CELLS];
    Options o;
    long ours, theirs;

    memset(&o, 0, sizeof o);
    o.profile = &PROFILES[0];
    o.rules = rules;
    if (!build_puzzle(c, &o, &p)) {
        if (c->message[0] == '\0')
            abort();                   /* a broken table says why */
        return;
    }
    ours = count_within(&p, 2, first, 2000);
    if (ours < 0)
        return;
    if (ours > 0 && !naive_is_solution(&p, first))
        abort();
    if (p.side <= 9) {
        listed = 0;
        if (tool_solve(&p, NULL, 2, GOAL_ALL, check_each, &p, NULL) != ours
            || listed != ours)
            abort();
        theirs = naive_count(&naive, &p, 2, 20000);
        if (theirs >= 0 && theirs != ours)
            abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static CaseReader reader;
    static Writer writer;
    FILE *in;
    static Case c;
    enum CaseStatus status;
    long cases = 0;

    if (size == 0)
        return 0;
    in = fmemopen((void *)data, size, "rb");
    if (in == NULL)
        return 0;
    writer.out = fopen("/dev/null", "wb");
    writer.len = 0;
    writer.write_errno = 0;
    /* The first byte picks the profile, so size lines are read too. */
    init_case_reader(&reader, in, &PROFILES[data[0] % PROFILE_COUNT]);
    while ((status = next_case(&reader, &c)) != CASE_NONE) {
        if (++cases > (long)size)      /* a case needs input bytes */
            abort();
        if (status == CASE_PUZZLE) {
            if (c.box == 3 && c.variant == CLASSIC)
                check_case(&c, &writer);
            if (c.box && c.box <= 3 && c.variant == CLASSIC)
                check_board(&c, &writer);  /* larger: too slow here */
            check_table(&c, size > 1 ? data[1] & (RULE_X | RULE_WINDOKU) : 0);
        } else if (c.message[0] == '\0' || c.line < 1
                   || c.line > reader.lines.line_no) {
            abort();                   /* an error names its line */
        }
    }
    flush_writer(&writer);
    fclose(writer.out);
    fclose(in);
    return 0;
}
