/*
 * guesses.c - how many guesses the general engine (the digit planes left
 * out) takes to a first solution of each puzzle of standard input, one
 * number a line (-1 for a case it cannot read); arguments x and windoku
 * add those rules' regions.  make bench-general matches classic and
 * variant 9x9 puzzles of the same difficulty by this yardstick: the same
 * engine, the same propagation, for both.
 */
#define SOLVER_NO_MAIN
#define CARRY_DIGIT_PLANES 0
#include "../solver.c"

int main(int argc, char **argv)
{
    static Case c;
    static Puzzle p;
    static unsigned char solution[MAX_CELLS];
    CaseReader reader;
    Options o;
    enum CaseStatus status;

    memset(&o, 0, sizeof o);
    o.profile = &PROFILES[0];
    while (--argc > 0)
        o.rules |= strcmp(argv[argc], "x") == 0 ? RULE_X
                   : strcmp(argv[argc], "windoku") == 0 ? RULE_WINDOKU : 0;
    init_case_reader(&reader, stdin, o.profile);
    while ((status = next_case(&reader, &c)) != CASE_NONE) {
        long guesses = 0;
        if (status == CASE_MALFORMED || !build_puzzle(&c, &o, &p))
            guesses = -1;
        else {                           /* the general engine's row alone */
            Query q;
            memset(&q, 0, sizeof q);
            q.goal = GOAL_SOLVE;
            q.limit = 1;
            q.solution = solution;
            general_engine(tool_workspace(), &p, &q);
            guesses = q.guesses;
        }
        printf("%ld\n", guesses);
    }
    return fflush(stdout) == 0 ? 0 : 2;
}
