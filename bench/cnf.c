/*
 * cnf.c - writes one puzzle line (N * N cells, 1-9 or A-Y given, '.' '-'
 * '0' blank) as DIMACS CNF in the extended encoding, for SAT solvers as a
 * benchmark anchor: every cell holds at least one and at most one digit,
 * every row, column and box holds every digit at least once and at most
 * once; the givens are applied (their cell, row, column and box clauses
 * already satisfied are left out, and the digits they rule out dropped).
 * Variable 1 + (N * cell + d - 1) is "cell holds digit d".
 *   cc -O2 -o cnf bench/cnf.c && ./cnf < one-line.txt | cadical -q
 */
#include <stdio.h>
#include <string.h>

enum { MAX_SIDE = 25, MAX_CELLS = MAX_SIDE * MAX_SIDE };

static int side, box, given[MAX_CELLS];
static int unit[3 * MAX_SIDE][MAX_SIDE];     /* cells of each unit */
static char possible[MAX_CELLS][MAX_SIDE + 1]; /* digit d still possible */

static int var(int cell, int d) { return 1 + side * cell + d - 1; }

/* Prints the at-least-one and at-most-one clauses over the n literals. */
static void exactly_one(const int *lits, int n, long *clauses, int print)
{
    int i, j;

    if (print) {
        for (i = 0; i < n; i++)
            printf("%d ", lits[i]);
        printf("0\n");
    }
    ++*clauses;
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            if (print)
                printf("-%d -%d 0\n", lits[i], lits[j]);
            ++*clauses;
        }
}

/* Prints (or counts) every clause left after the givens. */
static long clauses(int print)
{
    int lits[MAX_SIDE], cell, d, u, i, n;
    long count = 0;

    for (cell = 0; cell < side * side; cell++) {
        if (given[cell])
            continue;
        for (n = 0, d = 1; d <= side; d++)
            if (possible[cell][d])
                lits[n++] = var(cell, d);
        exactly_one(lits, n, &count, print);
    }
    for (u = 0; u < 3 * side; u++) {
        for (d = 1; d <= side; d++) {
            int done = 0;
            for (n = 0, i = 0; i < side; i++) {
                int c = unit[u][i];
                done |= given[c] == d;
                if (!given[c] && possible[c][d])
                    lits[n++] = var(c, d);
            }
            if (!done)
                exactly_one(lits, n, &count, print);
        }
    }
    return count;
}

int main(void)
{
    static char line[4 * MAX_CELLS];
    int cell, u, i, d;

    if (!fgets(line, sizeof line, stdin))
        return 1;
    line[strcspn(line, "\r\n")] = '\0';
    for (side = 1; side * side < (int)strlen(line); side++)
        ;
    for (box = 1; box * box < side; box++)
        ;
    if (side * side != (int)strlen(line) || box * box != side) {
        fprintf(stderr, "cnf: a line of N * N cells, N a square\n");
        return 1;
    }
    for (cell = 0; cell < side * side; cell++) {
        char c = line[cell];
        given[cell] = c >= '1' && c <= '9' ? c - '0'
                    : c >= 'A' && c <= 'Y' ? c - 'A' + 1 : 0;
        for (d = 1; d <= side; d++)
            possible[cell][d] = 1;
    }
    for (u = 0; u < side; u++)
        for (i = 0; i < side; i++) {
            unit[u][i] = side * u + i;
            unit[side + u][i] = side * i + u;
            unit[2 * side + u][i] = side * (u / box * box + i / box)
                                    + u % box * box + i % box;
        }
    for (u = 0; u < 3 * side; u++)         /* a given rules out its digit */
        for (i = 0; i < side; i++)
            if (given[unit[u][i]])
                for (cell = 0; cell < side; cell++)
                    possible[unit[u][cell]][given[unit[u][i]]] = 0;
    printf("p cnf %d %ld\n", side * side * side, clauses(0));
    clauses(1);
    return 0;
}
