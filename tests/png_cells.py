#!/usr/bin/env python3
"""png_cells.py - checks a puzzle picture that judge/render drew, through a
real renderer's PNG (rsvg-convert): it is not blank, and the middle of every
cell holding a given has ink while the middle of every blank cell has none.
usage: python3 png_cells.py PICTURE.png SIDE CELLS   (CELLS: '.' blank)
Reads the PNG with the standard library only (zlib, filters undone here)."""
import struct
import sys
import zlib

CELL_PX, MARGIN_PX = 40, 12      # as judge/render.c draws


def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, chunks, width = 8, b'', 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            width, height, depth, color = struct.unpack('>IIBB', body[:10])
            assert depth == 8 and color in (2, 6), 'RGB or RGBA, 8 bits'
            channels = 3 if color == 2 else 4
        elif kind == b'IDAT':
            chunks += body
        pos += 12 + n
    raw, stride = zlib.decompress(chunks), width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def dark(rows, channels, x, y):
    """Ink: any colour well away from white and the light shading."""
    return min(rows[y][x * channels:x * channels + 3]) < 140


def main():
    path, side, cells = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    width, height, channels, rows = read_png(path)
    ink = sum(dark(rows, channels, x, y) for y in range(0, height, 2) for x in range(0, width, 2))
    bad = 0
    if ink == 0:
        print('blank picture')
        bad += 1
    for cell, ch in enumerate(cells):
        left, top = MARGIN_PX + CELL_PX * (cell % side), MARGIN_PX + CELL_PX * (cell // side)
        middle = [(x, y) for y in range(top + 12, top + 30) for x in range(left + 12, left + 28)]
        has_ink = any(dark(rows, channels, x, y) for x, y in middle)
        if has_ink != (ch not in '.0-'):
            print('cell %d (row %d, column %d): %s' % (cell, cell // side + 1, cell % side + 1,
                                                     'ink where blank' if has_ink else 'no glyph for its given'))
            bad += 1
    print('%s: %dx%d, %d dark pixels sampled, %d problems' % (path, width, height, ink, bad))
    return 1 if bad else 0


sys.exit(main())
