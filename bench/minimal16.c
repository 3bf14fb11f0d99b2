/*
 * minimal16.c - writes minimal 16x16 puzzles for the benchmark, one per
 * line (A-P given, '-' blank): a solved grid shuffled by a seeded PRNG,
 * then givens removed in random order while the solution stays unique.
 *   cc -O2 -o minimal16 bench/minimal16.c && ./minimal16 COUNT SEED
 */
#define SOLVER_NO_MAIN
#include "../solver.c"

enum { SIDE = 16, CELLS16 = SIDE * SIDE };

/* splitmix64: a small seeded generator, the same on every libc. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Shuffles the n ints of a. */
static void shuffle(int *a, int n, uint64_t *state)
{
    int i;

    for (i = n - 1; i > 0; i--) {
        int j = (int)(next_random(state) % (uint64_t)(i + 1)), t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

int main(int argc, char **argv)
{
    long count = argc > 1 ? atol(argv[1]) : 10, k;
    uint64_t state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    unsigned char grid[MAX_CELLS], puzzle[MAX_CELLS];

    for (k = 0; k < count; k++) {
        int order[CELLS16], digit[SIDE], i;
        memset(puzzle, 0, sizeof puzzle);
        for (i = 0; i < SIDE; i++)              /* a random first row */
            digit[i] = i + 1;
        shuffle(digit, SIDE, &state);
        for (i = 0; i < SIDE; i++)
            puzzle[i] = (unsigned char)digit[i];
        for (i = 0; i < 6; i++) {               /* a few random givens */
            int cell = SIDE + (int)(next_random(&state) % (CELLS16 - SIDE));
            puzzle[cell] = (unsigned char)(1 + next_random(&state) % SIDE);
            if (solve_any(4, puzzle, NULL, 1, GOAL_SOLVE, NULL) != 1)
                puzzle[cell] = 0;
        }
        if (solve_any(4, puzzle, grid, 1, GOAL_SOLVE, NULL) != 1)
            return 1;
        memcpy(puzzle, grid, CELLS16);
        for (i = 0; i < CELLS16; i++)
            order[i] = i;
        shuffle(order, CELLS16, &state);
        for (i = 0; i < CELLS16; i++) {
            unsigned char kept = puzzle[order[i]];
            puzzle[order[i]] = 0;
            if (solve_any(4, puzzle, NULL, 2, GOAL_SOLVE, NULL) != 1)
                puzzle[order[i]] = kept;
        }
        for (i = 0; i < CELLS16; i++)
            putchar(puzzle[i] ? 'A' + puzzle[i] - 1 : '-');
        putchar('\n');
        fflush(stdout);
    }
    return 0;
}
