/* tdoku_lines.c - a line loop around tdoku's solver (t-dillon/tdoku,
 * TdokuSolverDpllTriadSimd), for make bench's BENCH_VS.  Reads one
 * 81-character puzzle a line, or 729 pencil marks (nine characters a cell,
 * '.' for a digit the cell may not hold, as tdoku reads them); with no
 * argument prints its first solution,
 * with the argument 2 the count of solutions up to two.  GUESSES=1 prints
 * the total guesses on stderr.  Linked with tdoku's own source by
 * bench/peers.sh; none of tdoku is in this repository. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stddef.h>

size_t TdokuSolverDpllTriadSimd(const char *input, size_t limit,
                                uint32_t configuration, char *solution,
                                size_t *num_guesses);

int main(int argc, char **argv)
{
    char line[1024], solution[82];
    size_t limit = argc > 1 ? (size_t)atoi(argv[1]) : 1, guesses = 0;
    while (fgets(line, sizeof line, stdin)) {
        size_t n, g = 0;
        size_t length = strcspn(line, "\r\n");
        if (length < 81)
            continue;
        line[length >= 729 ? 729 : 81] = '\0';   /* tdoku reads line[81] */
        n = TdokuSolverDpllTriadSimd(line, limit, 0, solution, &g);
        guesses += g;
        if (limit == 1) {
            solution[81] = '\0';
            if (n)
                puts(solution);
            else
                puts("0");
        } else {
            printf("%lu\n", (unsigned long)n);
        }
    }
    if (getenv("GUESSES"))
        fprintf(stderr, "%lu guesses\n", (unsigned long)guesses);
    return 0;
}
