#!/usr/bin/env python3
"""nsudoku_score.py - CodeChef NSUDOKU's score of an answer, worked out
apart from solver.c: the givens kept, every value 1..N^2, and the values
missing from each row, column and box summed (the penalty).
usage: python3 nsudoku_score.py INPUT OUTPUT"""
import sys
inp=open(sys.argv[1]).read().split(); n=int(inp[0]); k=int(inp[1]); side=n*n
g=[list(map(int,l.split())) for l in open(sys.argv[2]).read().strip().split('\n')]
assert len(g)==side and all(len(r)==side for r in g), "shape"
for i in range(k):
    r,c,v=int(inp[2+3*i]),int(inp[3+3*i]),int(inp[4+3*i])
    assert g[r-1][c-1]==v, "given changed"
assert all(1<=x<=side for r in g for x in r), "range"
pen=0
for r in range(side): pen+=side-len(set(g[r]))
for c in range(side): pen+=side-len(set(g[r][c] for r in range(side)))
for br in range(n):
    for bc in range(n):
        pen+=side-len(set(g[br*n+i][bc*n+j] for i in range(n) for j in range(n)))
print("penalty",pen)
