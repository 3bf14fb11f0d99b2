/*
 * afl_profiles.c - an AFL++ target for the judges' own framings: the first
 * byte of the input picks a profile (the list below: the formats read
 * word by word, walls, killer rows, one-judge goals), the rest is that
 * judge's input, written to a file and read by the solver's own main as
 * `solver --judge=NAME FILE`.
 *   afl-clang-fast -O2 -o afl_profiles tests/fuzz/afl_profiles.c
 *   afl-fuzz -i SEEDS -o OUT -- ./afl_profiles @@
 */
#define _DEFAULT_SOURCE
#define main solver_main
#include "../../solver.c"
#undef main

static const char *const NAMES[] = {
    "hdu4069", "killer", "poj3435", "kickstart-2013b-a", "spoj-sudokuc",
    "vijos1352", "codechef-nsudoku", "hdu3909", "spoj-sudogob",
    "project-euler-96", "dmoj-miniature", "uva11570", "kattis-sumdoku",
    "uva989", "cf1335d", "luogu-p1074"
};

int main(int argc, char **argv)
{
    static char data[1 << 20];
    char path[64], judge[64];
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
    args[0] = (char *)"solver";
    args[1] = judge;
    args[2] = path;
    if (freopen("/dev/null", "w", stdout) == NULL)
        return 0;
    solver_main(3, args);
    remove(path);
    return 0;
}
