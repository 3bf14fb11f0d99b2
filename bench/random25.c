/*
 * random25.c - writes 25x25 puzzles dug at random from valid grids, one
 * per line (A-Y given, '.' blank): a pattern grid shuffled (rows within
 * bands, bands, columns within stacks, stacks, symbols) by a seeded PRNG,
 * then each cell kept with probability PERCENT.  Not unique: these are
 * quasigroup completions, hard near 40-45% and easy past 50%.
 *   cc -O2 -o random25 bench/random25.c && ./random25 COUNT PERCENT SEED
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { BOX = 5, SIDE = 25, CELLS = SIDE * SIDE };

/* splitmix64: a small seeded generator, the same on every libc. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Fills order[0..n) with 0..n-1 shuffled. */
static void shuffled(int *order, int n, uint64_t *state)
{
    int i;

    for (i = 0; i < n; i++)
        order[i] = i;
    for (i = n - 1; i > 0; i--) {
        int j = (int)(next_random(state) % (uint64_t)(i + 1)), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
}

/* A line r (row or column) of the grid after shuffling its bands and the
 * lines inside them. */
static int shuffled_line(int r, uint64_t *state, int *bands, int inner[BOX][BOX])
{
    (void)state;
    return BOX * bands[r / BOX] + inner[r / BOX][r % BOX];
}

int main(int argc, char **argv)
{
    long count = argc > 1 ? atol(argv[1]) : 10, k;
    int percent = argc > 2 ? atoi(argv[2]) : 45;
    uint64_t state = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;

    for (k = 0; k < count; k++) {
        int bands[BOX], stacks[BOX], rows[BOX][BOX], cols[BOX][BOX];
        int symbol[SIDE], b, r, c;
        char line[CELLS + 2];
        shuffled(bands, BOX, &state);
        shuffled(stacks, BOX, &state);
        for (b = 0; b < BOX; b++) {
            shuffled(rows[b], BOX, &state);
            shuffled(cols[b], BOX, &state);
        }
        shuffled(symbol, SIDE, &state);
        for (r = 0; r < SIDE; r++) {
            for (c = 0; c < SIDE; c++) {
                int row = shuffled_line(r, &state, bands, rows);
                int col = shuffled_line(c, &state, stacks, cols);
                int value = (BOX * (row % BOX) + row / BOX + col) % SIDE;
                int keep = (int)(next_random(&state) % 100) < percent;
                line[SIDE * r + c] = keep ? (char)('A' + symbol[value]) : '.';
            }
        }
        line[CELLS] = '\n';
        line[CELLS + 1] = '\0';
        fputs(line, stdout);
    }
    return 0;
}
