#!/usr/bin/env python3
"""nsudoku_gen.py - an NSUDOKU input with a perfect answer: a fraction of
the cells of a valid N^2 x N^2 grid (the pattern grid, digits relabelled).
usage: python3 nsudoku_gen.py N FRACTION SEED"""
import random, sys
n=int(sys.argv[1]); frac=float(sys.argv[2]); random.seed(int(sys.argv[3]))
side=n*n
perm=list(range(1,side+1)); random.shuffle(perm)
cells=[(r,c) for r in range(side) for c in range(side)]
k=int(len(cells)*frac)
chosen=random.sample(cells,k)
out=[f"{n} {k}"]
for r,c in chosen:
    v=perm[((r%n)*n + r//n + c) % side]
    out.append(f"{r+1} {c+1} {v}")
print("\n".join(out))
