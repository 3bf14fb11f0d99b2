#!/usr/bin/env python3
"""f-puzzles lines against brute force on 4x4 boards.

Draws random f-puzzles puzzles (JSON with one key per rule kind), packs
each as f-puzzles does (lz-string's compressToBase64, written here from
the algorithm) and writes it as a link, as the bare data or as the JSON
itself; counts the solutions here by checking every 4x4 Latin square
against each rule as f-puzzles states it, and asks
`SOLVER --count=1000` for the same counts.  Malformed lines must be
ERROR with later lines still answered.
usage: python3 tests/fpuzzles.py SOLVER [ROUNDS]
"""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from constraint_text import N, SQUARES, adjacent, anti_check, cid, path  # noqa: E402

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def lz_pack(text):
    """lz-string's compressToBase64: LZW codes, low bit first, in base64."""
    out, value, position = [], 0, 0

    def put(v, bits):
        nonlocal value, position
        for _ in range(bits):
            value = (value << 1) | (v & 1)
            v >>= 1
            if position == 5:
                out.append(B64[value])
                value, position = 0, 0
            else:
                position += 1

    words, fresh = {}, set()
    state = {"size": 3, "bits": 2, "grow": 2}

    def grown():
        state["grow"] -= 1
        if state["grow"] == 0:
            state["grow"] = 1 << state["bits"]
            state["bits"] += 1

    def emit(w):
        if w in fresh:
            wide = ord(w[0]) >= 256
            put(1 if wide else 0, state["bits"])
            put(ord(w[0]), 16 if wide else 8)
            grown()
            fresh.discard(w)
        else:
            put(words[w], state["bits"])
        grown()

    w = ""
    for c in text:
        if c not in words:
            words[c] = state["size"]
            state["size"] += 1
            fresh.add(c)
        if w + c in words:
            w += c
        else:
            emit(w)
            words[w + c] = state["size"]
            state["size"] += 1
            w = c
    if w:
        emit(w)
    put(2, state["bits"])
    while True:                         # flush the last symbol
        value <<= 1
        if position == 5:
            out.append(B64[value])
            break
        position += 1
    data = "".join(out)
    return data + "=" * (-len(data) % 4)


rc = cid                                # R1C1 names, counted from 1


BOXES = [[(br + i) * N + bc + j for i in (0, 1) for j in (0, 1)] for br in (0, 2) for bc in (0, 2)]


def pairs(g, test, marked):
    """Whether every adjacent pair outside marked keeps test."""
    return all(test(g[a], g[b]) for a in range(N * N) for b in range(a + 1, N * N)
               if adjacent(a, b) and (a, b) not in marked)


def random_rule(rng, puzzle, fit):
    """Adds one rule to the JSON puzzle; returns its check of a grid.
    fit, a square, lends most rules their clues so some puzzles solve."""
    kind = rng.choice(["killercage", "thermometer", "arrow", "difference", "ratio",
                       "xv", "sandwichsum", "littlekillersum", "odd", "even",
                       "renban", "palindrome", "whispers", "quadruple", "extraregion",
                       "diagonal+", "diagonal-", "antiknight", "antiking", "minimum", "maximum",
                       "disjointgroups", "nonconsecutive", "negative"])
    add = lambda entry: puzzle.setdefault(kind, []).append(entry)
    if kind == "killercage":
        cells = path(rng, rng.randint(2, 3))
        total = sum(fit[c] for c in cells) if rng.random() < 0.8 else rng.randint(3, 9)
        add({"cells": [rc(c) for c in cells], "value": str(total)})
        return lambda g: len({g[c] for c in cells}) == len(cells) and sum(g[c] for c in cells) == total
    if kind in ("thermometer", "renban", "palindrome", "whispers"):
        cells = path(rng, rng.randint(2, 4))
        entry = {"lines": [[rc(c) for c in cells]]}
        if kind == "whispers":
            entry["value"] = 2
        add(entry)
        if kind == "thermometer":
            return lambda g: all(g[a] < g[b] for a, b in zip(cells, cells[1:]))
        if kind == "renban":
            return lambda g: (len({g[c] for c in cells}) == len(cells)
                              and max(g[c] for c in cells) - min(g[c] for c in cells) == len(cells) - 1)
        if kind == "palindrome":
            return lambda g: all(g[cells[i]] == g[cells[-1 - i]] for i in range(len(cells)))
        return lambda g: all(abs(g[a] - g[b]) >= 2 for a, b in zip(cells, cells[1:]))
    if kind == "arrow":
        cells = path(rng, rng.randint(2, 3))
        add({"cells": [rc(cells[0])], "lines": [[rc(c) for c in cells]]})
        return lambda g: g[cells[0]] == sum(g[c] for c in cells[1:])
    if kind in ("difference", "ratio", "xv"):
        a, b = sorted(path(rng, 2))
        puzzle.setdefault("_marks", {}).setdefault(kind, set()).add((a, b))
        if kind == "xv":
            letter = "X" if fit[a] + fit[b] == 10 else "V"
            add({"cells": [rc(a), rc(b)], "value": letter})
            return lambda g: g[a] + g[b] == (10 if letter == "X" else 5)
        value = abs(fit[a] - fit[b]) if kind == "difference" else \
            max(fit[a], fit[b]) // min(fit[a], fit[b])
        if rng.random() < 0.5:            # 1 and 2 unwritten, as f-puzzles does
            value = 1 if kind == "difference" else 2
            add({"cells": [rc(a), rc(b)]})
        else:
            add({"cells": [rc(a), rc(b)], "value": str(value)})
        if kind == "difference":
            return lambda g: abs(g[a] - g[b]) == value
        return lambda g: g[a] == value * g[b] or g[b] == value * g[a]
    if kind == "sandwichsum":
        line = rng.randrange(N)
        column = rng.random() < 0.5
        cells = [i * N + line for i in range(N)] if column else [line * N + i for i in range(N)]
        clue = ("R0C%d" if column else "R%dC0") % (line + 1)

        def between(vals):
            i, j = sorted((vals.index(1), vals.index(N)))
            return sum(vals[i + 1:j])
        total = between([fit[c] for c in cells])
        add({"cell": clue, "value": str(total)})
        return lambda g: between([g[c] for c in cells]) == total
    if kind == "littlekillersum":
        while True:
            r, c = rng.choice([(0, rng.randint(0, N + 1)), (N + 1, rng.randint(0, N + 1)),
                               (rng.randint(1, N), 0), (rng.randint(1, N), N + 1)])
            way = rng.choice(["UL", "UR", "DL", "DR"])
            dr, dc = (-1 if way[0] == "U" else 1), (-1 if way[1] == "L" else 1)
            cells, y, x = [], r + dr, c + dc
            while 1 <= y <= N and 1 <= x <= N:
                cells.append((y - 1) * N + x - 1)
                y, x = y + dr, x + dc
            if cells:
                break
        total = sum(fit[c] for c in cells)
        add({"cell": "R%dC%d" % (r, c), "direction": way, "value": str(total),
             "cells": [rc(c) for c in cells]})
        return lambda g: sum(g[c] for c in cells) == total
    if kind in ("minimum", "maximum"):
        cell = rng.randrange(N * N)
        add({"cell": rc(cell)})
        others = [c for c in range(N * N) if adjacent(c, cell)]
        sign = -1 if kind == "minimum" else 1
        return lambda g: all(sign * (g[cell] - g[c]) > 0 for c in others)
    if kind in ("odd", "even"):
        cell = rng.randrange(N * N)
        add({"cell": rc(cell)})
        return lambda g: g[cell] % 2 == (1 if kind == "odd" else 0)
    if kind == "quadruple":
        top = rng.choice([r * N + c for r in range(N - 1) for c in range(N - 1)])
        cells = [top, top + 1, top + N, top + N + 1]
        values = sorted(fit[c] for c in rng.sample(cells, rng.randint(1, 4)))
        add({"cells": [rc(c) for c in cells], "values": values})
        return lambda g: all([g[c] for c in cells].count(v) >= values.count(v) for v in values)
    if kind == "extraregion":
        cells = rng.sample(range(N * N), rng.choice([2, 3, N]))
        add({"cells": [rc(c) for c in cells]})
        return lambda g: len({g[c] for c in cells}) == len(cells)
    if kind in ("diagonal+", "diagonal-"):
        puzzle[kind] = True
        cells = [i * N + N - 1 - i for i in range(N)] if kind == "diagonal+" else [i * (N + 1) for i in range(N)]
        return lambda g: len({g[c] for c in cells}) == N
    if kind in ("antiknight", "antiking"):
        puzzle[kind] = True
        return anti_check(kind == "antiking")
    if kind == "disjointgroups":
        puzzle[kind] = True
        sets = [[b[i] for b in BOXES] for i in range(N)]
        return lambda g: all(len({g[c] for c in s}) == N for s in sets)
    marks = puzzle.setdefault("_marks", {})
    if kind == "nonconsecutive":     # the pairs with a white dot are exempt
        puzzle[kind] = True
        dots = [(a, b) for a in range(N * N) for b in range(a + 1, N * N)
                if adjacent(a, b) and abs(fit[a] - fit[b]) == 1]
        a, b = rng.choice(dots)         # one such pair, dotted
        marks.setdefault("difference", set()).add((a, b))
        puzzle.setdefault("difference", []).append({"cells": [rc(a), rc(b)]})
        dotted = lambda g: abs(g[a] - g[b]) == 1
        return lambda g: dotted(g) and pairs(g, lambda x, y: abs(x - y) != 1,
                                             marks.get("difference", set()))
    negative = rng.choice(["ratio", "xv"])
    puzzle.setdefault("negative", []).append(negative)
    if negative == "ratio":
        return lambda g: pairs(g, lambda x, y: x != 2 * y and y != 2 * x, marks.get("ratio", set()))
    return lambda g: pairs(g, lambda x, y: x + y not in (5, 10), marks.get("xv", set()))


def random_puzzle(rng):
    puzzle = {"size": N, "title": "random <\"test\">", "author": "tests/fpuzzles.py"}
    grid = [[{} for _ in range(N)] for _ in range(N)]
    jigsaw = None
    if rng.random() < 0.2:
        jigsaw = rng.choice(["0000111122223333", "0123012301230123", "0000111122333322"])
        for c in range(N * N):
            grid[c // N][c % N]["region"] = int(jigsaw[c])
    regions = [[c for c in range(N * N) if jigsaw[c] == k] for k in "0123"] if jigsaw else BOXES
    fit = rng.choice([g for g in SQUARES if all(len({g[x] for x in r}) == N for r in regions)])
    checks = [random_rule(rng, puzzle, fit) for _ in range(rng.randint(1, 5))]
    for c in rng.sample(range(N * N), rng.randint(0, 6)):
        v = fit[c] if rng.random() < 0.9 else rng.randint(1, N)
        grid[c // N][c % N].update({"value": v, "given": True})
        checks.append(lambda g, c=c, v=v: g[c] == v)
    if rng.random() < 0.3:              # a value not given: a solver's pencil work
        c = rng.randrange(N * N)
        if "given" not in grid[c // N][c % N]:
            grid[c // N][c % N].update({"value": rng.randint(1, N), "c": "#FFFFFF"})
    puzzle["grid"] = grid
    puzzle.pop("_marks", None)
    puzzle["line"] = [{"lines": [["R1C1", "R2C2"]], "outlineC": "#000000"}]  # cosmetic
    count = sum(1 for g in SQUARES if all(len({g[x] for x in r}) == N for r in regions)
                and all(check(g) for check in checks))
    return puzzle, count


# f-puzzles JSON and the constraint text it means, on 9x9 boards (too big
# for brute force): the same answer from both, and whether it is none.
AGREE = [
    ('{"size":9,"nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]}]}',
     ".StrictWhiteDot.WhiteDot~R1C1~R1C2", False),
    ('{"size":9,"nonconsecutive":true}', ".AntiConsecutive", False),
    ('{"size":9,"negative":["ratio"],"ratio":[{"cells":["R1C1","R1C2"]},{"cells":["R5C5","R6C5"]}]}',
     ".StrictBlackDot.BlackDot~R1C1~R1C2.BlackDot~R5C5~R6C5", False),
    ('{"size":9,"littlekillersum":[{"cell":"R10C0","direction":"UR","value":"45"},'
     '{"cell":"R0C5","direction":"DR","value":"12"}],"sandwichsum":[{"cell":"R10C4","value":"0"},'
     '{"cell":"R3C10","value":"35"}]}',
     ".Sum~45~R9C1~R8C2~R7C3~R6C4~R5C5~R4C6~R3C7~R2C8~R1C9.Sum~12~R1C6~R2C7~R3C8~R4C9"
     ".Sandwich~0~C4.Sandwich~35~R3", False),
    ('{"size":9,"arrow":[{"cells":["R1C1","R1C2"],"lines":[["R1C2","R2C3","R3C4"],["R1C1","R2C1"]]}],'
     '"extraregion":[{"cells":["R2C2","R2C3","R2C4","R3C2","R3C3","R3C4","R4C2","R4C3","R4C4"]}]}',
     ".PillArrow~2~R1C1~R1C2~R2C3~R3C4~R2C1.ExtraRegion~R2C2~R2C3~R2C4~R3C2~R3C3~R3C4~R4C2~R4C3~R4C4",
     False),
    ('{"size":9,"grid":[[{"value":1,"given":true},{"value":1,"given":true},{},{},{},{},{},{},{}]'
     + ',[{},{},{},{},{},{},{},{},{}]' * 8 + ']}', ".~R1C1_1~R1C2_1", True),
]


def main():
    solver = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    rng = random.Random(1048)
    lines, expected = [], []
    for i in range(rounds):
        puzzle, count = random_puzzle(rng)
        text = json.dumps(puzzle, separators=(",", ":"))
        data = lz_pack(text)
        lines.append([text, data, "https://f-puzzles.com/?load=" + data,
                      "https://sudokupad.app/fpuzzles" + data][i % 4])
        expected.append(str(count))
    bad = [("https://f-puzzles.com/?load=N4IgzglgXgpiBcB!!", "not base64"),
           ('{"size":4,"grid":[[{}]', "JSON cut short"),
           ('{"size":4,"betweenline":[{"lines":[["R1C1","R1C2","R1C3"]]}]}', "a kind not known"),
           ('{"size":4,"thermometer":[{"lines":[["R1C1","R9C9"]]}]}', "a cell off the board"),
           ('{"size":4,"xv":[{"cells":["R1C1","R1C2"],"value":"Q"}]}', "a letter not X or V"),
           ('{"size":4,"littlekillersum":[{"cell":"R0C1","value":"5"}]}', "a little killer with no direction"),
           ("N4Ig" + lz_pack('{"size":4,"difference":[{"cells":["R1C1","R1C2"],"value":"x"}]}')[4:],
            "a difference that is no number")]
    for line, _ in bad:
        at = rng.randrange(len(lines) + 1)
        lines.insert(at, line)
        expected.insert(at, "ERROR")
    out = subprocess.run([solver, "--count=1000"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True)
    got = out.stdout.split("\n")
    failed = 0
    for fp, text, impossible in AGREE:  # 9x9 cases beside their constraint text
        answers = subprocess.run([solver], input=fp + "\n" + text + "\n", capture_output=True,
                                 text=True).stdout.split("\n")
        if answers[0] != answers[1] or (answers[0] == "IMPOSSIBLE") != impossible:
            failed += 1
            print("FAIL %s: %r, but %s: %r" % (fp, answers[0], text, answers[1]))
    for i, (line, want) in enumerate(zip(lines, expected)):
        if i >= len(got) or got[i] != want:
            failed += 1
            if failed <= 5:
                print("FAIL %s: brute force %s, solver %r" % (
                    line[:300], want, got[i] if i < len(got) else None))
    errors = out.stderr.count("f-puzzles:")
    if errors != len(bad):
        failed += 1
        print("FAIL: %d messages naming f-puzzles for %d bad lines:\n%s" % (errors, len(bad), out.stderr))
    counts = [int(w) for w in expected if w != "ERROR"]
    none, one = counts.count(0), counts.count(1)
    print("%d lines against brute force: %d with no solution, %d with one, %d with more"
          % (rounds, none, one, rounds - none - one))
    if min(none, one, rounds - none - one) < rounds // 50:
        print("FAIL: too few lines of some count")
        failed += 1
    print("fpuzzles: %d tests, %d failed" % (rounds + len(bad) + 1 + len(AGREE), failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
