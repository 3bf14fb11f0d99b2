#!/usr/bin/env python3
"""First solutions searched in runs, checked here: 9x9 sandwich puzzles.

A first solution of a puzzle of sums alone is searched in runs of growing
budgets with the first run held and resumed between them (restarts() in
src/general_search.c), the path a puzzle takes once it needs more than a
run's guesses.  This draws grids (the solver fills a few random givens;
each grid is checked here), takes the sandwich sums of 13 to 18 of its
rows and columns, and in four lines of five moves one clue by 1 to 3 (most
of those then have no solution), as ISS's "Sandwich snipe 18" with one
clue moved.  Then, on each line:

- the solver's first solution (`SOLVER`), when it prints one, must be a
  Latin square with boxes that makes every clue (checked here, not by the
  solver);
- it must print IMPOSSIBLE exactly when counting to two (`SOLVER
  --count=2`, one search, no runs; counting to one is a first solution,
  in runs) finds no solution;
- enough lines must take more than one run (`--stats` guesses over the
  first run's 150), or the test proves nothing about the held run.

usage: python3 tests/sandwich_runs.py SOLVER [LINES] [SEED]
"""
import random
import subprocess
import sys

FIRST_RUN = 150                  # RESTART_BUDGET: the first run's guesses


def valid_grid(g):
    """Whether 81 digits are a solved sudoku."""
    units = [[9 * r + c for c in range(9)] for r in range(9)]
    units += [[9 * r + c for r in range(9)] for c in range(9)]
    units += [[9 * (3 * (b // 3) + i // 3) + 3 * (b % 3) + i % 3 for i in range(9)]
              for b in range(9)]
    return len(g) == 81 and all(sorted(g[i] for i in u) == list("123456789") for u in units)


def sandwich(digits):
    """The sum of the digits between the 1 and the 9."""
    i, j = sorted((digits.index(1), digits.index(9)))
    return sum(digits[i + 1:j])


def line_digits(grid, name):
    """The digits of row or column NAME (R1..R9, C1..C9) of a grid."""
    k = int(name[1:]) - 1
    cells = [9 * k + c for c in range(9)] if name[0] == "R" else [9 * r + k for r in range(9)]
    return [int(grid[i]) for i in cells]


def grids(solver, rng, count):
    """count solved grids, each from a few random givens."""
    found = []
    while len(found) < count:
        tries = ["".join(rng.choice("123456789") if rng.random() < 0.08 else "."
                         for _ in range(81)) for _ in range(count)]
        out = subprocess.run([solver], input="\n".join(tries) + "\n",
                             capture_output=True, text=True).stdout.split()
        found += [g for g in out if valid_grid(g)]
    return found[:count]


def guesses(solver, line):
    err = subprocess.run([solver, "--stats"], input=line + "\n", capture_output=True,
                         text=True).stderr
    return int(err.split("malformed; ")[1].split()[0])


def main():
    solver = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 18)
    names = ["R%d" % k for k in range(1, 10)] + ["C%d" % k for k in range(1, 10)]
    lines, clues = [], []
    for grid in grids(solver, rng, count):
        chosen = [(n, sandwich(line_digits(grid, n))) for n in rng.sample(names, rng.randint(13, 18))]
        if rng.random() < 0.8:
            k = rng.randrange(len(chosen))
            name, value = chosen[k]
            chosen[k] = (name, max(0, min(35, value + rng.choice([-3, -2, -1, 1, 2, 3]))))
        clues.append(chosen)
        lines.append("".join(".Sandwich~%d~%s" % (v, n) for n, v in chosen))
    text = "\n".join(lines) + "\n"
    first = subprocess.run([solver], input=text, capture_output=True, text=True).stdout.split("\n")
    counted = subprocess.run([solver, "--count=2"], input=text, capture_output=True,
                             text=True).stdout.split("\n")
    failed = solved = none = 0
    for i, line in enumerate(lines):
        got, count_got = first[i], counted[i]
        if got == "IMPOSSIBLE":
            none += 1
            ok = count_got == "0"
        else:
            solved += 1
            ok = (valid_grid(got) and count_got in ("1", "2+")
                  and all(sandwich(line_digits(got, n)) == v for n, v in clues[i]))
        if not ok:
            failed += 1
            if failed <= 5:
                print("FAIL %s: first solution %r, count %r" % (line, got, count_got))
    in_runs = sum(1 for line in lines if guesses(solver, line) > FIRST_RUN)
    print("%d lines: %d solved, %d with no solution; %d took more than one run"
          % (count, solved, none, in_runs))
    if min(solved, none) < count // 10 or in_runs < count // 50:
        failed += 1
        print("FAIL: too few lines of some kind (solved, none, more than one run)")
    print("sandwich-runs: %d tests, %d failed" % (count + 1, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
