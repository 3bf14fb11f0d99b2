// testlib_poj3074.cpp - a testlib validator for POJ 3074's input (lines of
// 81 cells, 1-9 or '.', then a line "end"), written here to compare with
// make validator JUDGE=poj3074 in tests/testlib.sh.  It checks the layout
// alone; the cases fed to both have one solution each.
#include "testlib.h"
#include <string>

int main(int argc, char *argv[])
{
    registerValidation(argc, argv);
    int puzzles = 0;
    for (;;) {
        std::string line = inf.readLine("[1-9.]{81}|end", "line");
        if (line == "end")
            break;
        puzzles++;
    }
    ensuref(puzzles > 0, "no puzzle before end");
    inf.readEof();
    return 0;
}
