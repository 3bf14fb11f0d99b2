#!/usr/bin/env python3
"""anti_sudoku.py - Vijos 1352 worked out slowly, apart from solver.c: the
smallest grid (row by row) within k changed cells of a solved grid whose
every row, column and box repeats a digit.  Cell by cell the smallest digit
that keeps the rest reachable, where reachable means the units left without
a repeat can be hit by that many of the later cells (a change repeats a
digit in its row, column and box): an exact, memoized search that stops
looking at a unit's cells once it meets the least count possible.
usage: python3 anti_sudoku.py FILE   (k, then 81 numbers), prints as the
solver does: 9 spaced rows, or -1."""
import sys, random
from functools import lru_cache
def units_ok(g):
    left=0
    for u in range(27):
        if u<9: cells=[9*u+i for i in range(9)]
        elif u<18: cells=[9*i+u-9 for i in range(9)]
        else:
            b=u-18; cells=[27*(b//3)+3*(b%3)+9*(i//3)+i%3 for i in range(9)]
        vals=[g[c] for c in cells]
        if len(set(vals))==9: left|=1<<u
    return left
def cover(c): return 1<<(c//9) | 1<<(9+c%9) | 1<<(18+(c//27)*3+(c%9)//3)
@lru_cache(maxsize=None)
def need(left, frm):
    # exact min number of cells >= frm covering all units in left
    if left==0: return 0
    u=(left & -left).bit_length()-1
    # each cell hits one row, one column and one box: no fewer than this
    low=max(bin(left>>s & 0x1FF).count("1") for s in (0,9,18))
    best=99
    for c in range(frm,81):
        if cover(c)>>u &1:
            best=min(best,1+need(left & ~cover(c), frm))
            if best==low: break
    return best
def solve(g,k):
    g=list(g); orig=list(g); used=0
    if need(units_ok(g),0)>k: return None
    for i in range(81):
        for v in range(1,10):
            cost= v!=orig[i]; g[i]=v
            if used+cost+need(units_ok(g),i+1)<=k: used+=cost; break
            g[i]=orig[i]
    return g
g=[int(x) for x in open(sys.argv[1]).read().split()[1:]]
k=int(open(sys.argv[1]).read().split()[0])
r=solve(g,k)
print(-1 if r is None else "\n".join(" ".join(map(str,r[i*9:i*9+9])) for i in range(9)))
