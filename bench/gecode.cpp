/*
 * gecode.cpp - one puzzle line (N * N cells, 1-9 or A-Y given, '.' '-' '0'
 * blank) solved by Gecode, for the benchmark's anchors past 9x9: a
 * constraint model with a variable 1..N a cell, the givens as equalities,
 * and every row, column and box all different with domain consistency
 * (IPL_DOM: the strongest propagation Gecode has for it); the search
 * branches on the variable with the smallest domain, smallest value
 * first, depth first, and stops at the first solution, which it prints as
 * a line of N * N values (letters past 9x9).  Built only where Gecode's
 * headers are installed (Debian: libgecode-dev); never a dependency.
 *   g++ -O2 -o gecode bench/gecode.cpp -lgecodesearch -lgecodeint \
 *       -lgecodekernel -lgecodesupport && ./gecode < one-line.txt
 */
#include <gecode/int.hh>
#include <gecode/search.hh>
#include <gecode/minimodel.hh>

#include <cstdio>
#include <cstring>
#include <vector>

using namespace Gecode;

class Sudoku : public Space {
public:
    IntVarArray cells;

    Sudoku(int box, const std::vector<int> &given)
        : cells(*this, box * box * box * box, 1, box * box)
    {
        int side = box * box;
        Matrix<IntVarArray> grid(cells, side, side);

        for (int i = 0; i < side * side; i++)
            if (given[i])
                rel(*this, cells[i], IRT_EQ, given[i]);
        for (int i = 0; i < side; i++) {
            distinct(*this, grid.row(i), IPL_DOM);
            distinct(*this, grid.col(i), IPL_DOM);
        }
        for (int r = 0; r < side; r += box)
            for (int c = 0; c < side; c += box)
                distinct(*this, grid.slice(c, c + box, r, r + box), IPL_DOM);
        branch(*this, cells, INT_VAR_SIZE_MIN(), INT_VAL_MIN());
    }

    Sudoku(Sudoku &other) : Space(other)
    {
        cells.update(*this, other.cells);
    }

    virtual Space *copy(void)
    {
        return new Sudoku(*this);
    }
};

int main(void)
{
    static char line[4096];
    int side = 1, box = 1;

    if (!std::fgets(line, sizeof line, stdin))
        return 1;
    line[std::strcspn(line, "\r\n")] = '\0';
    int cells = (int)std::strlen(line);
    while (side * side < cells)
        side++;
    while (box * box < side)
        box++;
    if (side * side != cells || box * box != side) {
        std::fprintf(stderr, "gecode: a line of N * N cells, N a square\n");
        return 1;
    }
    std::vector<int> given(cells);
    for (int i = 0; i < cells; i++) {
        char c = line[i];
        given[i] = c >= '1' && c <= '9' ? c - '0'
                 : c >= 'A' && c <= 'Y' ? c - 'A' + 1 : 0;
    }
    Sudoku *model = new Sudoku(box, given);
    DFS<Sudoku> search(model);
    delete model;
    Sudoku *solved = search.next();
    if (!solved) {
        std::puts("IMPOSSIBLE");
        return 0;
    }
    for (int i = 0; i < cells; i++) {
        int v = solved->cells[i].val();
        std::putchar(side <= 9 ? '0' + v : 'A' + v - 1);
    }
    std::putchar('\n');
    delete solved;
    return 0;
}
