// skb_lines.cpp - a line loop around the brute force of GPenet/SK_BFORCE2
// (ZHOU, after zhouyundong_2012), for make bench's BENCH_VS.  Reads one
// 81-character puzzle a line; with no argument prints its first solution
// (InitSudoku, FullUpdate and Guess with a limit of one), with the argument
// 2 the count up to two (CheckValidityQuick).  Compiled with SK_BFORCE2's
// own sources by bench/peers.sh; none of them is in this repository.
#include "main.h"
#include "Zhn_cpp.h"

int main(int argc, char **argv)
{
    char line[256], puzzle[82], solution[82];
    int limit = argc > 1 ? atoi(argv[1]) : 1;
    while (fgets(line, sizeof line, stdin)) {
        if (strlen(line) < 81)
            continue;
        memcpy(puzzle, line, 81);
        puzzle[81] = '\0';
        if (limit == 1) {
            zh_g2.zsol = solution;
            zh_g.Init(0);
            int found = 0;
            if (!zh_g.Go_InitSudoku(puzzle)) {
                int r = zhou[0].FullUpdate();
                if (r == 2) {
                    zh_g.ValidPuzzle(&zhou[0]);
                } else if (r) {
                    zhou[0].Guess();
                }
                found = zh_g.nsol;
            }
            if (found) {
                solution[81] = '\0';
                puts(solution);
            } else {
                puts("0");
            }
        } else {
            zh_g2.zsol = 0;
            printf("%d\n", zhou[0].CheckValidityQuick(puzzle));
        }
    }
    return 0;
}
