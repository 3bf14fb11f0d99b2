/*
 * afl_profiles.c - an AFL++ target for the judges' own framings: the first
 * byte of the input picks a profile (the list below: the formats read
 * word by word, walls, killer rows, one-judge goals), the rest is that
 * judge's input, written to a file and read by the solver's own main as
 * `solver --judge=NAME FILE`.
 *   afl-clang-fast -O2 -o afl_profiles tests/fuzz/afl_profiles.c
 *   afl-fuzz -i SEEDS -o OUT -- ./afl_profiles @@
 * spoj-sudogob counts every solution, as its statement asks, so a grid
 * with few givens runs as long as its count (README, Limitations): its
 * runs end quietly after two seconds of CPU, a work bound that keeps the
 * fuzzer from stalling there; every other profile runs unbounded, so a
 * hang among them is still a finding.
 */
#define _DEFAULT_SOURCE
#include <signal.h>
#include <sys/time.h>
#define main solver_main
#include "../../solver.c"
#undef main

static char path[64];                    /* the input the solver reads */

/* Ends a counting run that used up its CPU seconds, as if it had ended. */
static void out_of_work(int signal_number)
{
    (void)signal_number;
    unlink(path);
    _exit(0);
}

/* Ends the process after seconds of CPU (ITIMER_VIRTUAL: load on the
 * machine does not shorten it). */
static void bound_work(int seconds)
{
    struct itimerval timer;

    memset(&timer, 0, sizeof timer);
    timer.it_value.tv_sec = seconds;
    signal(SIGVTALRM, out_of_work);
    setitimer(ITIMER_VIRTUAL, &timer, NULL);
}

static const char *const NAMES[] = {
    "hdu4069", "killer", "poj3435", "kickstart-2013b-a", "spoj-sudokuc",
    "vijos1352", "codechef-nsudoku", "hdu3909", "spoj-sudogob",
    "project-euler-96", "dmoj-miniature", "uva11570", "kattis-sumdoku",
    "uva989", "cf1335d", "luogu-p1074", "beecrowd1383", "codingame-validator",
    "codingame-mini", "openjudges-k76722", "profound-sudoku", "coci23c1p1",
    "jutge-p78955", "codingame-25x25", "campion-sudoku", "gvu-sudoku",
    "palma-svk2017b"
};

int main(int argc, char **argv)
{
    static char data[1 << 20];
    char judge[64];
    char *args[3];
    size_t n;
    FILE *in, *out;

    if (argc < 2 || (in = fopen(argv[1], "rb")) == NULL)
        return 0;
    n = fread(data, 1, sizeof data, in);
    fclose(in);
    if (n == 0)
        return 0;
    snprintf(path, sizeof path, "/tmp/afl_profiles.%d", (int)getpid());
    if ((out = fopen(path, "wb")) == NULL)
        return 0;
    fwrite(data + 1, 1, n - 1, out);
    fclose(out);
    snprintf(judge, sizeof judge, "--judge=%s",
             NAMES[(unsigned char)data[0] % (sizeof NAMES / sizeof *NAMES)]);
    if (strcmp(judge, "--judge=spoj-sudogob") == 0)
        bound_work(2);
    args[0] = (char *)"solver";
    args[1] = judge;
    args[2] = path;
    if (freopen("/dev/null", "w", stdout) == NULL)
        return 0;
    solver_main(3, args);
    remove(path);
    return 0;
}
