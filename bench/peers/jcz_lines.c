/* jcz_lines.c - a line loop around JCZSolve (shines77/gzSudoku,
 * others/jczslover), for make bench's BENCH_VS.  Reads one 81-character
 * puzzle a line; with no argument prints its first solution, with the
 * argument 2 the count of solutions up to two.  GUESSES=1 prints the total
 * guesses on stderr.  Compiled with JCZSolve.c by bench/peers.sh; none of
 * JCZSolve is in this repository. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

int JCZSolver(const char *puzzle, char *solution, int limit);
size_t JCZSolve_guesses;

int main(int argc, char **argv)
{
    char line[256], solution[82];
    int limit = argc > 1 ? atoi(argv[1]) : 1;
    while (fgets(line, sizeof line, stdin)) {
        int n;
        if (strlen(line) < 81)
            continue;
        line[81] = '\0';
        n = JCZSolver(line, solution, limit);
        if (limit == 1) {
            solution[81] = '\0';
            puts(n ? solution : "0");
        } else {
            printf("%d\n", n);
        }
    }
    if (getenv("GUESSES"))
        fprintf(stderr, "%lu guesses\n", (unsigned long)JCZSolve_guesses);
    return 0;
}
