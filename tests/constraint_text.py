#!/usr/bin/env python3
"""Constraint text against brute force on 4x4 boards.

Draws random constraint-text lines (the ISS form: .Thermo~R1C1~R1C2 ...)
over a 4x4 board, counts their solutions here by checking every 4x4 Latin
square against each rule as its text describes it (written apart from
solver.c), and asks `SOLVER --count=1000` for the same counts, one line a
puzzle.  Also checks every solution `SOLVER --all` prints for some lines.
With CHECKER (judge/checker), also asks the checker to judge, for some
lines with solutions, a solution (accepted) and a grid that breaks a rule
of the line (a wrong answer), the jury's answer a solution.
usage: python3 tests/constraint_text.py SOLVER [ROUNDS [CHECKER]]
"""
import os
import tempfile
import itertools
import random
import subprocess
import sys

N = 4


def latin_squares():
    rows = list(itertools.permutations(range(1, N + 1)))
    out = []

    def extend(grid):
        if len(grid) == N:
            out.append(tuple(v for row in grid for v in row))
            return
        for row in rows:
            if all(row[c] != g[c] for g in grid for c in range(N)):
                extend(grid + [row])
    extend([])
    return out


SQUARES = latin_squares()


def cid(cell):
    return "R%dC%d" % (cell // N + 1, cell % N + 1)


def adjacent(a, b):
    return abs(a - b) == N or (abs(a - b) == 1 and a // N == b // N)


def boxes_ok(g):
    for br in (0, 2):
        for bc in (0, 2):
            if len({g[(br + i) * N + bc + j] for i in (0, 1) for j in (0, 1)}) != 4:
                return False
    return True


def path(rng, length):
    """A walk of distinct adjacent cells."""
    cells = [rng.randrange(N * N)]
    while len(cells) < length:
        last = cells[-1]
        steps = [c for c in range(N * N) if adjacent(c, last) and c not in cells]
        if not steps:
            break
        cells.append(rng.choice(steps))
    return cells


def diagonal_from(cell):
    r, c = divmod(cell, N)
    if c == 0 and r < N - 1:
        dr, dc = 1, 1
    elif r == 0 and c >= 1:
        dr, dc = 1, -1
    elif c == N - 1 and 1 <= r < N - 1:
        dr, dc = -1, -1
    elif r == N - 1 and 1 <= c < N - 1:
        dr, dc = -1, 1
    else:
        return None
    out = []
    while 0 <= r < N and 0 <= c < N:
        out.append(r * N + c)
        r, c = r + dr, c + dc
    return out


def sandwich(line):
    i, j = line.index(1), line.index(N)
    a, b = min(i, j), max(i, j)
    return sum(line[a + 1:b])


def strict(g, marks, kinds, test):
    """Whether every adjacent pair with no mark of kinds keeps test."""
    return all(test(g[a], g[b]) for a in range(N * N) for b in range(a + 1, N * N)
               if adjacent(a, b) and not any((a, b) in marks.get(k, ()) for k in kinds))


def anti_check(king):
    """The check of anti-king (king) or anti-knight: no two cells that
    far apart hold the same digit."""
    steps = [(1, 1), (1, -1)] if king else [(1, 2), (1, -2), (2, 1), (2, -1)]

    def anti(g):
        for c in range(N * N):
            r, k = divmod(c, N)
            for dr, dc in steps:
                if 0 <= r + dr < N and 0 <= k + dc < N and g[c] == g[(r + dr) * N + k + dc]:
                    return False
        return True
    return anti


def random_rule_named(kind, marks):
    """The item of a strict rule and its check."""
    class Fixed:
        def choice(self, _):
            return kind
    return random_rule(Fixed(), marks)


def random_rule(rng, marks):
    """One item of constraint text and its check, a function of a grid;
    marks: the line's dotted and lettered pairs, for the strict rules."""
    kind = rng.choice(["Thermo", "WhiteDot", "BlackDot", "V", "GreaterThan",
                       "Whisper", "Renban", "Palindrome", "Arrow", "Sum",
                       "LittleKiller", "Sandwich", "Cage", "AllDifferent",
                       "Diagonal", "AntiKing", "AntiKnight", "AntiConsecutive",
                       "Given", "Windoku", "DisjointSets", "Jigsaw", "Quad",
                       "ContainAtLeast", "ContainExact", "Odd", "Even",
                       "StrictKropki", "StrictXV", "StrictWhiteDot", "StrictBlackDot",
                       "Difference", "Ratio", "Minimum", "Maximum"])
    if kind in ("Thermo", "Renban", "Palindrome", "Whisper"):
        cells = path(rng, rng.randint(2, 4))
        text = "~".join(cid(c) for c in cells)
        if kind == "Thermo":
            return ".Thermo~" + text, lambda g: all(
                g[a] < g[b] for a, b in zip(cells, cells[1:]))
        if kind == "Renban":
            return ".Renban~" + text, lambda g: (
                len({g[c] for c in cells}) == len(cells)
                and max(g[c] for c in cells) - min(g[c] for c in cells) == len(cells) - 1)
        if kind == "Palindrome":
            return ".Palindrome~" + text, lambda g: all(
                g[cells[i]] == g[cells[-1 - i]] for i in range(len(cells)))
        return ".Whisper~2~" + text, lambda g: all(
            abs(g[a] - g[b]) >= 2 for a, b in zip(cells, cells[1:]))
    if kind in ("WhiteDot", "BlackDot", "V", "GreaterThan"):
        a, b = sorted(path(rng, 2))
        marks.setdefault(kind, set()).add((a, b))
        test = {"WhiteDot": lambda x, y: abs(x - y) == 1,
                "BlackDot": lambda x, y: x == 2 * y or y == 2 * x,
                "V": lambda x, y: x + y == 5,
                "GreaterThan": lambda x, y: x > y}[kind]
        return ".%s~%s~%s" % (kind, cid(a), cid(b)), lambda g: test(g[a], g[b])
    if kind == "Arrow":
        cells = path(rng, rng.randint(2, 3))
        return ".Arrow~" + "~".join(cid(c) for c in cells), lambda g: (
            g[cells[0]] == sum(g[c] for c in cells[1:]))
    if kind == "Sum":
        cells = rng.sample(range(N * N), rng.randint(2, 4))
        weights = [rng.choice([1, 1, -1, 2, 0]) for _ in cells]
        total = rng.randint(-4, 16)
        text = ".Sum~%d_=_%s~%s" % (total, "_".join(map(str, weights)),
                                    "~".join(cid(c) for c in cells))
        return text, lambda g: sum(w * g[c] for w, c in zip(weights, cells)) == total
    if kind == "LittleKiller":
        starts = [c for c in range(N * N) if diagonal_from(c) and len(diagonal_from(c)) > 1]
        start = rng.choice(starts)
        cells = diagonal_from(start)
        total = rng.randint(len(cells), 4 * len(cells))
        return ".LittleKiller~%d~%s" % (total, cid(start)), lambda g: (
            sum(g[c] for c in cells) == total)
    if kind == "Sandwich":
        line = rng.randrange(N)
        way = rng.choice("RC")
        cells = [line * N + i for i in range(N)] if way == "R" else [i * N + line for i in range(N)]
        total = rng.choice([0, 2, 3, 5])
        return ".Sandwich~%d~%s%d" % (total, way, line + 1), lambda g: (
            sandwich([g[c] for c in cells]) == total)
    if kind in ("Cage", "AllDifferent"):
        cells = path(rng, rng.randint(2, 4))
        text = "~".join(cid(c) for c in cells)
        if kind == "AllDifferent":
            return ".AllDifferent~" + text, lambda g: len({g[c] for c in cells}) == len(cells)
        # N cells hold every digit only at 1 + ... + N: the sums beside it too
        total = rng.choice([9, 10, 10, 11]) if len(cells) == N else rng.randint(3, 9)
        return ".Cage~%d~%s" % (total, text), lambda g: (
            len({g[c] for c in cells}) == len(cells) and sum(g[c] for c in cells) == total)
    if kind == "Diagonal":
        way = rng.choice([1, -1])
        cells = [i * (N + 1) for i in range(N)] if way < 0 else [i * N + N - 1 - i for i in range(N)]
        return ".Diagonal~%d" % way, lambda g: len({g[c] for c in cells}) == N
    if kind in ("AntiKing", "AntiKnight"):
        return "." + kind, anti_check(kind == "AntiKing")
    if kind == "AntiConsecutive":
        return ".AntiConsecutive", lambda g: all(
            abs(g[a] - g[b]) != 1 for a in range(N * N) for b in range(N * N)
            if b > a and adjacent(a, b))
    if kind == "Windoku":
        cells = [5, 6, 9, 10]
        return ".Windoku", lambda g: len({g[c] for c in cells}) == 4
    if kind == "DisjointSets":
        sets = [[(br + i) * N + bc + j for br in (0, 2) for bc in (0, 2)]
                for i in (0, 1) for j in (0, 1)]
        return ".DisjointSets", lambda g: all(len({g[c] for c in s}) == 4 for s in sets)
    if kind == "Jigsaw":
        layout = rng.choice(["0000111122223333", "0011001122332233",
                             "0011011022332233"])
        groups = [[i for i in range(N * N) if layout[i] == k] for k in "0123"]
        return ".Jigsaw~" + layout, lambda g: all(len({g[c] for c in s}) == 4 for s in groups)
    if kind == "Quad":
        top = rng.choice([r * N + c for r in range(N - 1) for c in range(N - 1)])
        cells = [top, top + 1, top + N, top + N + 1]
        fit = rng.choice(SQUARES)     # digits some square holds there, mostly
        values = [fit[c] if rng.random() < 0.8 else rng.randint(1, N)
                  for c in rng.sample(cells, rng.randint(1, 4))]
        return ".Quad~%s~%s" % (cid(top), "~".join(map(str, values))), lambda g: all(
            [g[c] for c in cells].count(v) >= values.count(v) for v in values)
    if kind in ("ContainAtLeast", "ContainExact"):
        cells = rng.sample(range(N * N), rng.randint(2, 5))
        fit = rng.choice(SQUARES)
        values = [fit[c] if rng.random() < 0.8 else rng.randint(1, N)
                  for c in rng.sample(cells, rng.randint(1, len(cells)))]
        exact = kind == "ContainExact"
        return ".%s~%s~%s" % (kind, "_".join(map(str, values)), "~".join(cid(c) for c in cells)), \
            lambda g: all([g[c] for c in cells].count(v) >= values.count(v)
                          and (not exact or [g[c] for c in cells].count(v) == values.count(v))
                          for v in values)
    if kind in ("Difference", "Ratio"):
        a, b = sorted(path(rng, 2))
        value = rng.randint(1, 3) if kind == "Difference" else rng.choice([2, 3, 4])
        test = (lambda x, y: abs(x - y) == value) if kind == "Difference" else \
            (lambda x, y: x == value * y or y == value * x)
        return ".%s~%d~%s~%s" % (kind, value, cid(a), cid(b)), lambda g: test(g[a], g[b])
    if kind in ("Minimum", "Maximum"):
        cell = rng.randrange(N * N)
        others = [c for c in range(N * N) if adjacent(c, cell)]
        sign = -1 if kind == "Minimum" else 1
        return ".%s~%s" % (kind, cid(cell)), lambda g: all(
            sign * (g[cell] - g[c]) > 0 for c in others)
    if kind == "StrictKropki":
        return ".StrictKropki", lambda g: strict(
            g, marks, ("WhiteDot", "BlackDot"), lambda x, y: abs(x - y) != 1 and x != 2 * y and y != 2 * x)
    if kind == "StrictWhiteDot":
        return ".StrictWhiteDot", lambda g: strict(g, marks, ("WhiteDot",), lambda x, y: abs(x - y) != 1)
    if kind == "StrictBlackDot":
        return ".StrictBlackDot", lambda g: strict(g, marks, ("BlackDot",),
                                                   lambda x, y: x != 2 * y and y != 2 * x)
    if kind == "StrictXV":
        return ".StrictXV", lambda g: strict(g, marks, ("V",), lambda x, y: x + y not in (5, 10))
    if kind in ("Odd", "Even"):
        fit = rng.choice(SQUARES)
        cells = [c for c in rng.sample(range(N * N), rng.randint(1, 3))
                 if fit[c] % 2 == (1 if kind == "Odd" else 0)] or [0]
        return ".%s~%s" % (kind, "~".join(cid(c) for c in cells)), lambda g: all(
            g[c] % 2 == (1 if kind == "Odd" else 0) for c in cells)
    cell = rng.randrange(N * N)
    values = sorted(rng.sample(range(1, N + 1), rng.randint(1, 3)))
    return ".~%s_%s" % (cid(cell), "_".join(map(str, values))), lambda g: g[cell] in values


def judge_lines(checker, rng, lines, checks):
    """Runs the checker on lines with solutions: a solution must be
    accepted (exit 0), a grid breaking one rule of the line alone (for
    each rule where there is one) rejected (exit 1)."""
    failed = runs = 0
    with tempfile.TemporaryDirectory() as tmp:
        paths = [os.path.join(tmp, name) for name in ("in", "out", "ans")]
        for line, (boxes, rule_checks) in zip(lines, checks):
            grids = [g for g in SQUARES if not boxes or boxes_ok(g)]
            good = [g for g in grids if all(c(g) for c in rule_checks)]
            if not good:
                continue
            outputs = [(rng.choice(good), 0)]
            for k in range(len(rule_checks)):   # grids breaking rule k alone
                bad = [g for g in grids if not rule_checks[k](g)
                       and all(c(g) for j, c in enumerate(rule_checks) if j != k)]
                if bad:
                    outputs.append((rng.choice(bad), 1))
            for output, want in outputs:
                texts = (line, "".join(map(str, output)), "".join(map(str, good[0])))
                for path, text in zip(paths, texts):
                    with open(path, "w") as f:
                        f.write(text + "\n")
                got = subprocess.run([checker] + paths, capture_output=True, text=True)
                runs += 1
                if got.returncode != want:
                    failed += 1
                    if failed <= 5:
                        print("FAIL checker on %s, output %s: exit %d, expected %d: %s"
                              % (line, texts[1], got.returncode, want, got.stdout + got.stderr))
    print("checker: %d judgings of solutions and rule-breaking grids, %d failed" % (runs, failed))
    return failed + (runs < 50)


def main():
    solver = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    rng = random.Random(48)
    lines, expected, checks = [], [], []
    for _ in range(rounds):
        marks = {}
        rules = [random_rule(rng, marks) for _ in range(rng.randint(1, 6))]
        boxes = rng.random() < 0.8
        if rng.random() < 0.5:              # givens from a grid of the board
            grid = rng.choice([g for g in SQUARES if not boxes or boxes_ok(g)])
            for cell in rng.sample(range(N * N), rng.randint(2, 6)):
                rules.append((".~%s_%d" % (cid(cell), grid[cell]),
                              lambda g, c=cell, v=grid[cell]: g[c] == v))
        text = ".Shape~4x4" + ("" if boxes else ".NoBoxes") + "".join(t for t, _ in rules)
        count = sum(1 for g in SQUARES if (not boxes or boxes_ok(g))
                    and all(check(g) for _, check in rules))
        lines.append(text)
        expected.append(count)
        checks.append((boxes, [c for _, c in rules]))
    for _ in range(rounds // 10):       # every dot of a grid given, strictly
        grid = rng.choice([g for g in SQUARES if boxes_ok(g)])
        marks, items = {}, []
        for a in range(N * N):
            for b in range(a + 1, N * N):
                x, y = grid[a], grid[b]
                kinds = [k for k, holds in (("WhiteDot", abs(x - y) == 1),
                                            ("BlackDot", x == 2 * y or y == 2 * x)) if holds]
                if adjacent(a, b) and kinds:
                    kind = rng.choice(kinds)    # 1 and 2: one dot of the two
                    marks.setdefault(kind, set()).add((a, b))
                    items.append(".%s~%s~%s" % (kind, cid(a), cid(b)))
        rule = rng.choice(["StrictKropki", "StrictWhiteDot", "StrictBlackDot"])
        text, check = random_rule_named(rule, marks)
        def dots(g, marks=marks):
            return all((abs(g[a] - g[b]) == 1 if k == "WhiteDot" else g[a] == 2 * g[b] or g[b] == 2 * g[a])
                       for k in marks for a, b in marks[k])
        lines.append(".Shape~4x4" + "".join(items) + text)
        expected.append(sum(1 for g in SQUARES if boxes_ok(g) and check(g) and dots(g)))
        checks.append((True, [check, dots]))
    out = subprocess.run([solver, "--count=1000"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    got = out.stdout.split("\n")
    failed = 0
    for i, (line, want) in enumerate(zip(lines, expected)):
        if i >= len(got) or got[i] != str(want):
            failed += 1
            if failed <= 5:
                print("FAIL %s: brute force %d, solver %r" % (
                    line, want, got[i] if i < len(got) else None))
    for i in range(0, rounds, 10):      # every solution --all prints keeps the rules
        out = subprocess.run([solver, "--all"], input=lines[i] + "\n",
                             capture_output=True, text=True)
        boxes, rule_checks = checks[i]
        grids = [l for l in out.stdout.split("\n") if len(l) == N * N]
        if len(grids) != expected[i]:
            failed += 1
            print("FAIL --all %s: %d grids, brute force %d" % (lines[i], len(grids), expected[i]))
        for s in grids:
            g = tuple(int(ch) for ch in s)
            if g not in SQUARES or (boxes and not boxes_ok(g)) or not all(c(g) for c in rule_checks):
                failed += 1
                print("FAIL --all %s: %s breaks a rule" % (lines[i], s))
    if len(sys.argv) > 3:
        failed += judge_lines(sys.argv[3], rng, lines, checks)
    kinds = {i for i, want in enumerate(expected) if want == 0}, \
        {i for i, want in enumerate(expected) if want == 1}, \
        {i for i, want in enumerate(expected) if want > 1}
    print("%d lines against brute force: %d with no solution, %d with one, "
          "%d with more" % (len(lines), len(kinds[0]), len(kinds[1]), len(kinds[2])))
    if min(len(k) for k in kinds) < rounds // 50:
        print("FAIL: too few lines of some count")
        failed += 1
    print("constraint-text: %d tests, %d failed" % (len(lines) + (rounds + 9) // 10, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
