/*
 * dlx.c - the benchmark's baseline: a plain dancing-links solver (Knuth's
 * Algorithm X, choosing the column with the fewest rows), the usual contest
 * answer to POJ 3076.  Reads 16x16 puzzles, one per line (A-P given, any
 * other character blank), and prints each first solution as a line.
 *   cc -O2 -o dlx bench/dlx.c && ./dlx < puzzles
 */
#include <stdio.h>
#include <string.h>

enum {
    BOX = 4, SIDE = 16, CELLS = SIDE * SIDE,
    COLUMNS = 4 * CELLS,                     /* cell, row, column, box */
    ROWS = CELLS * SIDE,                     /* a digit in a cell */
    NODES = 1 + COLUMNS + 4 * ROWS
};

static int left[NODES], right[NODES], up[NODES], down[NODES];
static int column_of[NODES], row_of[NODES], size[COLUMNS + 1];
static int chosen[CELLS], depth;

/* Unlinks column c and every row that meets it. */
static void cover(int c)
{
    int i, j;

    right[left[c]] = right[c];
    left[right[c]] = left[c];
    for (i = down[c]; i != c; i = down[i])
        for (j = right[i]; j != i; j = right[j]) {
            down[up[j]] = down[j];
            up[down[j]] = up[j];
            size[column_of[j]]--;
        }
}

/* Undoes cover(c). */
static void uncover(int c)
{
    int i, j;

    for (i = up[c]; i != c; i = up[i])
        for (j = left[i]; j != i; j = left[j]) {
            size[column_of[j]]++;
            down[up[j]] = j;
            up[down[j]] = j;
        }
    right[left[c]] = c;
    left[right[c]] = c;
}

/* Searches for one exact cover.  Returns 1 when found. */
static int search(void)
{
    int c, best = -1, r, j;

    if (right[0] == 0)
        return 1;
    for (c = right[0]; c != 0; c = right[c])
        if (best < 0 || size[c] < size[best])
            best = c;
    cover(best);
    for (r = down[best]; r != best; r = down[r]) {
        chosen[depth++] = row_of[r];
        for (j = right[r]; j != r; j = right[j])
            cover(column_of[j]);
        if (search())
            return 1;
        for (j = left[r]; j != r; j = left[j])
            uncover(column_of[j]);
        depth--;
    }
    uncover(best);
    return 0;
}

/* Builds the exact-cover matrix of the empty board. */
static void build(void)
{
    int c, cell, d, n = COLUMNS + 1;

    for (c = 0; c <= COLUMNS; c++) {
        left[c] = c - 1;
        right[c] = c + 1;
        up[c] = down[c] = c;
        size[c] = 0;
    }
    left[0] = COLUMNS;
    right[COLUMNS] = 0;
    for (cell = 0; cell < CELLS; cell++)
        for (d = 0; d < SIDE; d++) {
            int row = cell / SIDE, col = cell % SIDE;
            int box = row / BOX * BOX + col / BOX, k, first = n;
            int cols[4];
            cols[0] = 1 + cell;
            cols[1] = 1 + CELLS + row * SIDE + d;
            cols[2] = 1 + 2 * CELLS + col * SIDE + d;
            cols[3] = 1 + 3 * CELLS + box * SIDE + d;
            for (k = 0; k < 4; k++, n++) {
                c = cols[k];
                column_of[n] = c;
                row_of[n] = cell * SIDE + d;
                up[n] = up[c];
                down[n] = c;
                down[up[c]] = n;
                up[c] = n;
                size[c]++;
                left[n] = k ? n - 1 : first + 3;
                right[n] = k < 3 ? n + 1 : first;
            }
        }
}

/* The first node of the matrix row for digit d in cell. */
static int node_of(int cell, int d)
{
    return 1 + COLUMNS + 4 * (cell * SIDE + d);
}

int main(void)
{
    char line[1024];

    while (fgets(line, sizeof line, stdin)) {
        char out[CELLS + 2];
        int cell, j, k, given = 0;
        if (strlen(line) < CELLS)
            continue;
        build();
        depth = 0;
        for (cell = 0; cell < CELLS; cell++) {
            int d = line[cell] - 'A';
            if (d < 0 || d >= SIDE)
                continue;
            k = node_of(cell, d);
            chosen[depth++] = cell * SIDE + d;
            cover(column_of[k]);
            for (j = right[k]; j != k; j = right[j])
                cover(column_of[j]);
            given++;
        }
        if (!search()) {
            puts("NO SOLUTION");
            continue;
        }
        for (k = 0; k < depth; k++)
            out[chosen[k] / SIDE] = (char)('A' + chosen[k] % SIDE);
        out[CELLS] = '\0';
        puts(out);
        (void)given;
    }
    return 0;
}
