/*
 * render.c - pictures of puzzles for problem statements, as SVG.
 *
 *   render [--judge=NAME] [--rules=LIST] [--box=RxC] [--solution]
 *          [--out=DIR] [FILE]
 *
 * Reads cases as ./solver reads them (any layout, the plain variant lines,
 * or --judge=NAME's own format, HDU 4069's walls as jigsaw regions) and
 * draws each: the grid, thick borders
 * around boxes or jigsaw regions, the givens, and with --solution the
 * solved cells in another colour; killer cages as dashed outlines inside
 * their cells with the sum in a corner; relations as their sign between
 * the two cells; diagonals and windoku's windows shaded, the pair rules
 * (--rules=antiknight, antiking, nonconsecutive) named under the grid.
 * Constraint text and f-puzzles lines are drawn item by item as setters
 * draw them: thermometers (bulb and line), arrows (circle or pill, line,
 * head), kropki dots, X and V, greater-than signs, renban (purple),
 * whispers (green) and palindrome (grey) lines, odd (circle) and even
 * (square) cells, quadruples' circles with their digits, sandwich and
 * little-killer clues outside the grid (in a margin a cell wide), and the
 * board-wide kinds named under it.
 * One case goes to standard output; with --out=DIR each case K goes to DIR/case-K.svg.
 * Plain SVG 1.1 (lines, rectangles, text), which browsers, rsvg-convert
 * and Polygon's statement tools show.  Exit status 0, 1 when a case could
 * not be read or drawn (its message on stderr), 2 on a usage error.
 */

#define _DEFAULT_SOURCE
#define SOLVER_NO_MAIN
#include "../solver.c"

#include <sys/stat.h>

enum {
    CELL_PX = 40,                /* a cell's side in the picture */
    MARGIN_PX = 12               /* white space around the grid */
};

/* The white space around the grid of the picture being drawn: a cell
 * more where clues stand outside it (sandwich, little killer). */
static int margin = MARGIN_PX;

static const char USAGE[] =
    "usage: render [--judge=NAME] [--rules=LIST] [--box=RxC] [--solution]\n"
    "              [--out=DIR] [FILE]\n"
    "Draws each case of FILE (or standard input; any layout ./solver reads,\n"
    "the variant lines, or --judge=NAME's format) as an SVG picture: grid,\n"
    "box or jigsaw borders, givens, cages with their sums, relation signs,\n"
    "shaded diagonals and windows, constraint text's thermometers, arrows,\n"
    "dots, lines and outside clues; --solution adds the solved cells in\n"
    "blue.  One case is written to standard output; --out=DIR writes\n"
    "DIR/case-K.svg for every case K.\n";

/* What the command line asked for. */
typedef struct Request {
    Options options;             /* the solver's: profile, rules, box */
    int solution;                /* draw the solved cells too */
    const char *out;             /* --out=DIR, or NULL for stdout */
    const char *path;            /* input file, or NULL for stdin */
} Request;

/* The region that draws a cell's thick borders (a box or a jigsaw region),
 * for each cell; all 0 when the board has none. */
static void find_blocks(const Puzzle *p, int has_blocks, int *block)
{
    int cells = p->side * p->side, reg, i;

    memset(block, 0, sizeof *block * (size_t)cells);
    if (!has_blocks)
        return;
    for (reg = 0; reg < p->side; reg++)
        for (i = 0; i < p->side; i++)
            block[p->region[2 * p->side + reg][i]] = reg;
}

/* The x or y of the left or top edge of column or row n. */
static int edge(int n)
{
    return margin + CELL_PX * n;
}

/* The centre of a cell, x or y, from its column or row (which may be
 * -1 or side, outside the grid). */
static int middle(int n)
{
    return margin + CELL_PX * n + CELL_PX / 2;
}

/* Shades the cells of the extra regions of rules: both diagonals, the
 * four windows. */
static void shade_rule_regions(FILE *f, const Puzzle *p, int first, int count)
{
    int reg, i;

    for (reg = first; reg < first + count; reg++)
        for (i = 0; i < p->side; i++) {
            int cell = p->region[reg][i];
            fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
                    "fill=\"#e4e4e4\"/>\n", edge(cell % p->side),
                    edge(cell / p->side), CELL_PX, CELL_PX);
        }
}

/* Draws the grid: thin lines between cells, thick ones between blocks
 * and around the board. */
static void draw_grid(FILE *f, int side, const int *block)
{
    int r, c;

    for (r = 0; r < side; r++)
        for (c = 0; c < side; c++) {
            int cell = r * side + c;
            int right = c + 1 == side || block[cell] != block[cell + 1];
            int down = r + 1 == side || block[cell] != block[cell + side];
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"black\" stroke-width=\"%d\"/>\n", edge(c + 1),
                    edge(r), edge(c + 1), edge(r + 1), right ? 3 : 1);
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"black\" stroke-width=\"%d\"/>\n", edge(c),
                    edge(r + 1), edge(c + 1), edge(r + 1), down ? 3 : 1);
        }
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
            "fill=\"none\" stroke=\"black\" stroke-width=\"3\"/>\n",
            edge(0), edge(0), CELL_PX * side, CELL_PX * side);
}

/* Draws each cage as a dashed line inside the edges its cells share with
 * cells of other cages, and its sum at its first cell's top left. */
static void draw_cages(FILE *f, const Puzzle *p)
{
    static int cage_of[MAX_CELLS];
    int side = p->side, k, i, cell;

    for (cell = 0; cell < side * side; cell++)
        cage_of[cell] = -1;
    for (k = 0; k < p->cages; k++)
        for (i = 0; i < p->cage[k].size; i++)
            cage_of[p->cage_cells[p->cage[k].first + i]] = k;
    for (cell = 0; cell < side * side; cell++) {
        int r = cell / side, c = cell % side, k = cage_of[cell];
        int x0 = edge(c) + 4, y0 = edge(r) + 4, x1 = edge(c + 1) - 4,
            y1 = edge(r + 1) - 4;
        if (k < 0)
            continue;
        if (r == 0 || cage_of[cell - side] != k)
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"#555\" stroke-dasharray=\"3,3\"/>\n",
                    x0, y0, x1, y0);
        if (r + 1 == side || cage_of[cell + side] != k)
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"#555\" stroke-dasharray=\"3,3\"/>\n",
                    x0, y1, x1, y1);
        if (c == 0 || cage_of[cell - 1] != k)
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"#555\" stroke-dasharray=\"3,3\"/>\n",
                    x0, y0, x0, y1);
        if (c + 1 == side || cage_of[cell + 1] != k)
            fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    "stroke=\"#555\" stroke-dasharray=\"3,3\"/>\n",
                    x1, y0, x1, y1);
    }
    for (k = 0; k < p->cages; k++) {
        cell = p->cage_cells[p->cage[k].first];
        for (i = 1; i < p->cage[k].size; i++)   /* the top left cell */
            if (p->cage_cells[p->cage[k].first + i] < cell)
                cell = p->cage_cells[p->cage[k].first + i];
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                "font-size=\"9\" fill=\"#333\">%d</text>\n",
                edge(cell % side) + 5, edge(cell / side) + 13, p->cage[k].sum);
    }
}

/* Draws each relation's sign on the edge between its two cells. */
static void draw_relations(FILE *f, const Puzzle *p)
{
    int side = p->side, i;

    for (i = 0; i < p->relations; i++) {
        const Relation *rel = &p->relation[i];
        int a = rel->a, b = rel->b, across = b / side == a / side;
        int first = a < b ? a : b;       /* the left or upper cell */
        int x = across ? edge(first % side + 1)
                       : edge(first % side) + CELL_PX / 2;
        int y = across ? edge(first / side) + CELL_PX / 2
                       : edge(first / side + 1);
        const char *sign;
        if (rel->kind == DIFFER || rel->kind == NOT_CONSECUTIVE)
            continue;                    /* a board-wide rule: captioned */
        if (rel->kind == LESS)           /* a < b, a before b */
            sign = across ? (a < b ? "&lt;" : "&gt;") : (a < b ? "^" : "v");
        else
            sign = rel->kind == SUM_LESS ? "&lt;" : rel->kind == SUM_EQUAL
                   ? "=" : "&gt;";
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" "
                "fill=\"white\"/>\n", x - 6, y - 6);
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                "font-size=\"12\" font-weight=\"bold\" text-anchor=\"middle\" "
                "fill=\"#b00\">%s</text>\n", x, y + 4, sign);
    }
}

/* Draws the digits a cell may hold (bits of only) small and grey, each
 * in its place of a 3 x 3 keypad, as people pencil them in. */
static void draw_pencil_marks(FILE *f, int side, int cell, uint32_t only)
{
    int d;

    for (d = 1; d <= 9; d++)
        if (only >> (d - 1) & 1)
            fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                    "font-size=\"10\" text-anchor=\"middle\" fill=\"#777\">"
                    "%d</text>\n",
                    edge(cell % side) + CELL_PX * (2 * ((d - 1) % 3) + 1) / 6,
                    edge(cell / side) + CELL_PX * (2 * ((d - 1) / 3) + 1) / 6 + 4,
                    d);
}

/* Draws the givens in black and, when solution is not NULL, the other
 * cells' digits in blue; a cell limited to some digits, unsolved, gets
 * them as pencil marks. */
static void draw_digits(FILE *f, const Puzzle *p, const unsigned char *solution)
{
    int side = p->side, cell, size = side > 16 ? 14 : side > 9 ? 18 : 24;

    for (cell = 0; cell < side * side; cell++) {
        uint32_t only = p->restricted ? p->allowed[cell] & digits_up_to(side) : 0;
        int given = p->givens[cell] ? p->givens[cell]     /* or one allowed */
                    : only && !(only & (only - 1)) ? first_digit(only) : 0;
        int v = given ? given : solution ? solution[cell] : 0;
        if (v == 0 && only && side <= 9)
            draw_pencil_marks(f, side, cell, only);
        if (v == 0)
            continue;
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                "font-size=\"%d\" text-anchor=\"middle\" fill=\"%s\"%s>",
                edge(cell % side) + CELL_PX / 2,
                edge(cell / side) + CELL_PX / 2 + size * 3 / 8, size,
                given ? "black" : "#1f5fbf",
                given ? " font-weight=\"bold\"" : "");
        if (side > 9)                    /* letters, as 16x16 judges write */
            fprintf(f, "%c</text>\n", 'A' + v - 1);
        else
            fprintf(f, "%d</text>\n", v);
    }
}

/* ---- constraint text: each item drawn as puzzle setters draw it */

/* A line through the centres of cells[0..n), in a colour and width. */
static void draw_line(FILE *f, int side, const short *cell, int n,
                      const char *colour, int width)
{
    int i;

    fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" "
            "stroke-linecap=\"round\" stroke-linejoin=\"round\" points=\"",
            colour, width);
    for (i = 0; i < n; i++)
        fprintf(f, "%s%d,%d", i ? " " : "", middle(cell[i] % side),
                middle(cell[i] / side));
    fputs("\"/>\n", f);
}

/* A mark at the middle of the edge between adjacent cells a and b: a dot
 * (fill white or black) or a letter. */
static void draw_edge_mark(FILE *f, int side, int a, int b, const char *fill,
                           const char *letter)
{
    int x = (middle(a % side) + middle(b % side)) / 2;
    int y = (middle(a / side) + middle(b / side)) / 2;

    if (letter)
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" "
                "fill=\"white\"/>\n<text x=\"%d\" y=\"%d\" font-family=\""
                "sans-serif\" font-size=\"12\" font-weight=\"bold\" "
                "text-anchor=\"middle\">%s</text>\n", x - 6, y - 6, x, y + 4,
                letter);
    else
        fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"5\" fill=\"%s\" "
                "stroke=\"black\"/>\n", x, y, fill);
}

/* Text at a point, centred. */
static void draw_label(FILE *f, int x, int y, int size, const char *text)
{
    fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
            "font-size=\"%d\" text-anchor=\"middle\">%s</text>\n", x,
            y + size * 3 / 8, size, text);
}

/* One item's drawing: (f, its cells, how many, the item, its board). */
typedef void (*DrawItem)(FILE *f, const short *cell, int n, const Item *item,
                         int side);

static void draw_thermo(FILE *f, const short *cell, int n, const Item *it,
                        int side)
{
    (void)it;
    draw_line(f, side, cell, n, "#bbbbbb", 12);
    fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"14\" fill=\"#bbbbbb\"/>\n",
            middle(cell[0] % side), middle(cell[0] / side));
}

static void draw_arrow(FILE *f, const short *cell, int n, const Item *it,
                       int side)
{
    int pill = it->kind_len == 9 ? atoi(it->arg[0]) : 1, i, low = cell[0];
    int high = cell[0], end = cell[n - 1], before = cell[n - 2];
    int dx = end % side - before % side, dy = end / side - before / side;
    int x = middle(end % side), y = middle(end / side);

    for (i = 1; i < pill; i++) {
        low = cell[i] < low ? cell[i] : low;
        high = cell[i] > high ? cell[i] : high;
    }
    draw_line(f, side, cell + pill - 1, n - pill + 1, "#888888", 2);
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"15\" "
            "fill=\"white\" stroke=\"#888888\" stroke-width=\"2\"/>\n",
            middle(low % side) - 15, middle(low / side) - 15,
            middle(high % side) - middle(low % side) + 30,
            middle(high / side) - middle(low / side) + 30);
    fprintf(f, "<polyline fill=\"none\" stroke=\"#888888\" stroke-width=\"2\" "
            "points=\"%d,%d %d,%d %d,%d\"/>\n", x - 8 * dx - 6 * dy,
            y - 8 * dy + 6 * dx, x, y, x - 8 * dx + 6 * dy, y - 8 * dy - 6 * dx);
}

static void draw_colour_line(FILE *f, const short *cell, int n,
                             const Item *it, int side)
{
    const char *colour = it->kind[0] == 'R' ? "#d9a6ff"      /* renban */
                       : it->kind[0] == 'W' ? "#7fd27f"      /* whispers */
                       : "#b0b0b0";                          /* palindrome */
    draw_line(f, side, cell, n, colour, 8);
}

static void draw_pairs(FILE *f, const short *cell, int n, const Item *it,
                       int side)
{
    int i, j;

    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            int a = cell[i], b = cell[j], d = a > b ? a - b : b - a;
            if (d != side && !(d == 1 && a / side == b / side))
                continue;
            if (it->kind[0] == 'G')                          /* a > b */
                draw_edge_mark(f, side, a, b, NULL, d == 1
                               ? (a < b ? "&gt;" : "&lt;") : (a < b ? "v" : "^"));
            else if (it->kind_len == 1)                      /* X, V */
                draw_edge_mark(f, side, a, b, NULL, it->kind[0] == 'X' ? "X" : "V");
            else if (it->kind[0] == 'D' || it->kind[0] == 'R') {  /* valued */
                int x = (middle(a % side) + middle(b % side)) / 2;
                int y = (middle(a / side) + middle(b / side)) / 2;
                int black = it->kind[0] == 'R';
                fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"8\" fill=\"%s\" "
                        "stroke=\"black\"/>\n<text x=\"%d\" y=\"%d\" font-family="
                        "\"sans-serif\" font-size=\"10\" text-anchor=\"middle\" "
                        "fill=\"%s\">%.*s</text>\n", x, y, black ? "black" : "white",
                        x, y + 4, black ? "white" : "black",
                        it->len[0] > 2 ? 2 : it->len[0], it->arg[0]);
            } else
                draw_edge_mark(f, side, a, b, it->kind[0] == 'W' ? "white"
                               : "black", NULL);
        }
}

static void draw_parity(FILE *f, const short *cell, int n, const Item *it,
                        int side)
{
    int i;

    for (i = 0; i < n; i++) {
        int x = middle(cell[i] % side), y = middle(cell[i] / side);
        if (it->kind[0] == 'O')
            fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"15\" fill=\"#dddddd\"/>\n",
                    x, y);
        else
            fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"30\" height=\"30\" "
                    "fill=\"#dddddd\"/>\n", x - 15, y - 15);
    }
}

static void draw_quad(FILE *f, const short *cell, int n, const Item *it,
                      int side)
{
    char digits[64] = "";
    int i, x = edge(cell[0] % side + 1), y = edge(cell[0] / side + 1);

    (void)n;
    for (i = 1; i < it->args && strlen(digits) < 40; i++)
        sprintf(digits + strlen(digits), "%s%.*s", i > 1 ? " " : "",
                it->len[i] > 2 ? 2 : it->len[i], it->arg[i]);
    fprintf(f, "<circle cx=\"%d\" cy=\"%d\" r=\"12\" fill=\"white\" "
            "stroke=\"black\"/>\n", x, y);
    draw_label(f, x, y, it->args > 3 ? 7 : 9, digits);
}

/* A minimum (maximum) cell: a small chevron at each of its sides,
 * pointing in (out). */
static void draw_extremum(FILE *f, const short *cell, int n, const Item *it,
                          int side)
{
    int i;

    for (i = 0; i < n; i++) {
        int x = middle(cell[i] % side), y = middle(cell[i] / side);
        draw_label(f, x, y - 13, 10, it->kind[1] == 'i' ? "v" : "^");
        draw_label(f, x, y + 15, 10, it->kind[1] == 'i' ? "^" : "v");
    }
}

/* The clue of a sandwich or a little killer, in the margin. */
static void draw_outside_clue(FILE *f, const short *cell, int n,
                              const Item *it, int side)
{
    char sum[16];
    int row, col;

    sprintf(sum, "%.*s", it->len[0] > 6 ? 6 : it->len[0], it->arg[0]);
    if (it->kind[0] == 'S') {             /* sandwich: before its line */
        int across = cell[1] == cell[0] + 1;
        draw_label(f, across ? middle(-1) : middle(cell[0] % side),
                   across ? middle(cell[0] / side) : middle(-1), 14, sum);
        return;
    }
    row = 2 * (cell[0] / side) - (n > 1 ? cell[1] / side : cell[0] / side);
    col = 2 * (cell[0] % side) - (n > 1 ? cell[1] % side : cell[0] % side);
    draw_label(f, middle(col), middle(row), 12, sum);
}

/* How each kind is drawn; kinds not here are captioned when they are
 * board-wide, or left to the table's drawing (cages, jigsaw, diagonals). */
static const struct DrawKind {
    const char *name;
    DrawItem draw;
    int first;                   /* the argument its cells start at */
    int layer;                   /* 0 under the grid, 1 over it */
} DRAW_KINDS[] = {
    {"Odd", draw_parity, 0, 0}, {"Even", draw_parity, 0, 0},
    {"Thermo", draw_thermo, 0, 0}, {"Renban", draw_colour_line, 0, 0},
    {"Whisper", draw_colour_line, -1, 0}, {"Palindrome", draw_colour_line, 0, 0},
    {"Arrow", draw_arrow, 0, 0}, {"PillArrow", draw_arrow, 1, 0},
    {"WhiteDot", draw_pairs, 0, 1}, {"BlackDot", draw_pairs, 0, 1},
    {"X", draw_pairs, 0, 1}, {"V", draw_pairs, 0, 1},
    {"GreaterThan", draw_pairs, 0, 1}, {"Quad", draw_quad, -4, 1},
    {"Difference", draw_pairs, 1, 1}, {"Ratio", draw_pairs, 1, 1},
    {"Minimum", draw_extremum, 0, 1}, {"Maximum", draw_extremum, 0, 1},
    {"Sandwich", draw_outside_clue, -2, 1},
    {"LittleKiller", draw_outside_clue, -3, 1},
};

/* The kinds named in the caption. */
static const char *const CAPTIONED_KINDS[] = {
    "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV",
    "StrictWhiteDot", "StrictBlackDot", "DisjointSets"
};

/* Reads the cells of an item for drawing: from argument 'first' on
 * (-1: after a leading number, as Whisper's; -2: a sandwich's row or
 * column; -3: a little killer's diagonal; -4: the first argument alone,
 * a quadruple's corner).  Returns how many. */
static int drawn_cells(TextBuild *t, const Item *it, int first, short *cell)
{
    int side = t->p->side, n = 0, i, start, row, col, dr, dc;
    long number;

    if (first == -1)
        first = it->args > 0 && read_int(it->arg[0], it->len[0], &number);
    if (first >= 0)
        return item_cells(t, it, first, cell, 1);
    if (first == -4)
        return it->args > 0 && (cell[0] = (short)item_cell(t, it, 0)) >= 0;
    if (first == -2) {
        int across = it->args == 2 && (it->arg[1][0] | 0x20) == 'r';
        int line = it->args == 2 ? atoi(it->arg[1] + 1) - 1 : -1;
        for (i = 0; line >= 0 && line < side && i < side; i++)
            cell[n++] = (short)(across ? line * side + i : i * side + line);
        return n;
    }
    if (it->args != 2 || (start = item_cell(t, it, 1)) < 0)
        return 0;
    row = start / side;
    col = start % side;
    dr = col == 0 && row < side - 1 ? 1 : row == 0 ? 1 : -1;
    dc = col == 0 && row < side - 1 ? 1 : row == 0 ? -1 : col == side - 1 ? -1 : 1;
    for (; row >= 0 && row < side && col >= 0 && col < side; row += dr, col += dc)
        cell[n++] = (short)(row * side + col);
    return n;
}

/* Draws the items of constraint text[0..n) of one layer (0 under the
 * grid lines, 1 over them).  Returns whether the text has clues outside
 * the grid. */
static int draw_items(FILE *f, Puzzle *p, const char *text, size_t n,
                      int layer)
{
    static Item item;
    static TextBuild t;
    static short cell[MAX_CELLS];
    char message[MESSAGE_SIZE];
    size_t at, next, k;
    int outside = 0;

    memset(&t, 0, sizeof t);
    t.p = p;
    t.message = message;
    for (at = 1; at < n; at = next + 1) {
        for (next = at; next < n && text[next] != '.'; next++)
            ;
        if (next == at || !split_item(text + at, (int)(next - at), &item))
            continue;
        for (k = 0; k < sizeof DRAW_KINDS / sizeof *DRAW_KINDS; k++)
            if (kind_is(&item, DRAW_KINDS[k].name)) {
                int cells = drawn_cells(&t, &item, DRAW_KINDS[k].first, cell);
                outside |= DRAW_KINDS[k].first <= -2;
                if (f && layer == DRAW_KINDS[k].layer && cells > 0
                    && (DRAW_KINDS[k].draw != draw_arrow || cells >= 2))
                    DRAW_KINDS[k].draw(f, cell, cells, &item, p->side);
            }
    }
    return outside;
}

/* Writes into caption (CAPTION_SIZE bytes) the board-wide kinds of
 * constraint text[0..n), comma-separated. */
enum { CAPTION_SIZE = 200 };
static void constraint_caption(const char *text, size_t n, char *caption)
{
    size_t k;

    caption[0] = '\0';
    for (k = 0; k < sizeof CAPTIONED_KINDS / sizeof *CAPTIONED_KINDS; k++) {
        size_t len = strlen(CAPTIONED_KINDS[k]), at;
        for (at = 0; at + len + 1 <= n; at++)
            if (text[at] == '.' && memcmp(text + at + 1, CAPTIONED_KINDS[k], len) == 0
                && (at + len + 1 == n || text[at + len + 1] == '.'
                    || text[at + len + 1] == '~')) {
                sprintf(caption + strlen(caption), "%s%s", caption[0] ? ", " : "",
                        CAPTIONED_KINDS[k]);
                break;
            }
    }
}

/* Writes the SVG of puzzle p (with its solution, or NULL) to f. */
/* The rules no shading shows (anti-knight, anti-king, non-consecutive):
 * named in a line under the grid. */
enum { CAPTIONED_RULES = RULE_ANTIKNIGHT | RULE_ANTIKING | RULE_NONCONSECUTIVE,
       CAPTION_PX = 18 };

/* Writes into caption (CAPTION_SIZE bytes) the captioned rules of a
 * set, comma-separated. */
static void rules_caption(int rules, char *caption)
{
    int i;

    caption[0] = '\0';
    for (i = 0; i < BOARD_RULE_COUNT; i++)
        if ((rules >> i & 1) && ((1 << i) & CAPTIONED_RULES))
            sprintf(caption + strlen(caption), "%s%s", caption[0] ? ", " : "",
                    BOARD_RULE_NAMES[i]);
}

/* Writes the SVG of puzzle p, read from case c (with its solution, or
 * NULL) to f: constraint text's items drawn as setters draw them, under
 * and over the grid lines; the board-wide rules named under the grid. */
static void write_svg(FILE *f, Puzzle *p, const Case *c, int has_blocks,
                      int rule_regions, int rules,
                      const unsigned char *solution)
{
    static int block[MAX_CELLS];
    char caption[CAPTION_SIZE];
    int items = c->variant == CONSTRAINTS, px, high;

    margin = items && draw_items(NULL, p, c->constraints, c->constraints_length, 0)
             ? MARGIN_PX + CELL_PX : MARGIN_PX;
    if (items)
        constraint_caption(c->constraints, c->constraints_length, caption);
    else
        rules_caption(rules, caption);
    px = 2 * margin + CELL_PX * p->side;
    high = px + (caption[0] ? CAPTION_PX : 0);
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
            "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
            "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n",
            px, high, px, high, px, high);
    shade_rule_regions(f, p, p->regions - rule_regions, rule_regions);
    if (items)
        draw_items(f, p, c->constraints, c->constraints_length, 0);
    find_blocks(p, has_blocks, block);
    draw_grid(f, p->side, block);
    draw_cages(f, p);
    if (items)
        draw_items(f, p, c->constraints, c->constraints_length, 1);
    else
        draw_relations(f, p);
    draw_digits(f, p, solution);
    if (caption[0])
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-family=\"sans-serif\" "
                "font-size=\"14\" fill=\"#b00\">%s</text>\n", MARGIN_PX,
                px + 8, caption);
    fputs("</svg>\n", f);
}


/* Reads the options into q.  Returns -1 to go on, else an exit status. */
static int parse_request(int argc, char **argv, Request *q)
{
    int i;

    memset(q, 0, sizeof *q);
    q->options.profile = &PROFILES[0];
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(USAGE, stdout);
            return 0;
        } else if (strcmp(a, "--solution") == 0) {
            q->solution = 1;
        } else if (strncmp(a, "--out=", 6) == 0 && a[6]) {
            q->out = a + 6;
        } else if (strncmp(a, "--judge=", 8) == 0) {
            q->options.profile = find_profile(a + 8);
            if (!q->options.profile || q->options.profile->goal == GOAL_UNIQUE_4X4
                || (q->options.profile->numbers
                    && q->options.profile->numbers != NUMBERS_WALLS)) {
                fprintf(stderr, "render: --judge wants a profile of ./solver "
                        "--judge=list whose cases are puzzles, not '%s'\n",
                        a + 8);
                return 2;
            }
        } else if (strncmp(a, "--rules=", 8) == 0) {
            size_t bad_at;
            if (!read_rule_list(a + 8, &q->options.rules, &bad_at)) {
                fprintf(stderr, "render: --rules takes x, windoku, antiknight, "
                        "antiking and nonconsecutive, comma-separated, not "
                        "'%s'\n", a + 8);
                return 2;
            }
        } else if (strncmp(a, "--box=", 6) == 0) {
            if (sscanf(a + 6, "%dx%d", &q->options.box_rows,
                       &q->options.box_cols) != 2
                || q->options.box_rows < 1 || q->options.box_cols < 1
                || q->options.box_rows * q->options.box_cols > MAX_SIDE) {
                fprintf(stderr, "render: --box wants RxC (rows x columns of "
                        "a box), not '%s'\n", a + 6);
                return 2;
            }
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "render: unknown option '%s' (try --help)\n", a);
            return 2;
        } else if (q->path) {
            fprintf(stderr, "render: one FILE at most, not also '%s'\n", a);
            return 2;
        } else {
            q->path = a;
        }
    }
    return -1;
}

/* Draws case k; to stdout, or to DIR/case-K.svg.  Returns 0 on success. */
static int render_case(const Request *q, Case *c, long k)
{
    static Puzzle p;
    static unsigned char solution[MAX_CELLS];
    int rules = q->options.rules | q->options.profile->rules, extra = 0;
    int blocks, found = 0;
    FILE *f = stdout;
    char path[4096];

    if (!build_puzzle(c, &q->options, &p)) {
        fprintf(stderr, "render: case %ld, line %ld: %s\n", k, c->line,
                c->message);
        return 1;
    }
    extra = (rules & RULE_X ? 2 : 0) + (rules & RULE_WINDOKU ? 4 : 0);
    blocks = p.regions - extra >= 3 * p.side;
    if (c->variant == CONSTRAINTS) {     /* boxes, or a jigsaw's pieces */
        blocks = !strstr(c->constraints, ".NoBoxes")
                 || strstr(c->constraints, ".Jigsaw~");
        extra = p.regions - (blocks ? 3 : 2) * p.side;
    }
    if (q->solution)
        found = tool_solve(&p, solution, 1, GOAL_SOLVE, NULL, NULL, NULL)
                >= 1;
    if (q->solution && !found)
        fprintf(stderr, "render: case %ld has no solution; drawn without\n",
                k);
    if (q->out) {
        snprintf(path, sizeof path, "%s/case-%ld.svg", q->out, k);
        if ((f = fopen(path, "w")) == NULL) {
            fprintf(stderr, "render: cannot write '%s': %s\n", path,
                    strerror(errno));
            return 2;
        }
    }
    write_svg(f, &p, c, blocks, extra, rules, found ? solution : NULL);
    if (f != stdout && fclose(f) != 0) {
        fprintf(stderr, "render: write error on '%s'\n", path);
        return 2;
    }
    return 0;
}

/* HDU 4069's cases (a count, then 81 numbers a case: a digit plus walls)
 * read as the jigsaw lines they are: the walls' regions as labels.
 * Returns CASE_NONE at the end, CASE_MALFORMED (c->message says why) for
 * numbers that are not cells with walls. */
static enum CaseStatus next_walls_case(FILE *in, long *left, Case *c)
{
    long value[CELLS];
    unsigned char label[CELLS];
    int cell;

    if (*left < 0 && (fscanf(in, "%ld", left) != 1 || *left < 0)) {
        *left = 0;
        strcpy(c->message, "expected the case count");
        return CASE_MALFORMED;
    }
    if ((*left)-- == 0)
        return CASE_NONE;
    memset(c, 0, sizeof *c);
    c->line = 0;
    for (cell = 0; cell < CELLS; cell++)
        if (fscanf(in, "%ld", &value[cell]) != 1 || value[cell] < 0
            || value[cell] > 255 || (value[cell] & 15) > 9) {
            *left = 0;
            strcpy(c->message, "not 81 cells of a digit 0-9 plus walls");
            return CASE_MALFORMED;
        }
    if (!regions_from_walls(value, label)) {
        strcpy(c->message, "the walls do not make nine regions of nine cells");
        return CASE_MALFORMED;
    }
    c->side = 9;
    c->variant = JIGSAW;
    c->layout = LAYOUT_LINE;
    for (cell = 0; cell < CELLS; cell++) {
        c->cells[cell] = (unsigned char)(value[cell] & 15);
        c->label[cell] = (char)('1' + label[cell]);
    }
    return CASE_PUZZLE;
}

int main(int argc, char **argv)
{
    static CaseReader reader;
    static Case c;
    Request q;
    FILE *in = stdin;
    enum CaseStatus s;
    long k = 0, left = -1;               /* walls: the cases still to read */
    int status = parse_request(argc, argv, &q), one, walls;

    if (status >= 0)
        return status;
    if (q.path && (in = fopen(q.path, "rb")) == NULL) {
        fprintf(stderr, "render: cannot open '%s': %s\n", q.path,
                strerror(errno));
        return 2;
    }
    if (q.out && mkdir(q.out, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "render: cannot make '%s': %s\n", q.out,
                strerror(errno));
        return 2;
    }
    walls = q.options.profile->numbers == NUMBERS_WALLS;
    init_case_reader(&reader, in, q.options.profile);
    while ((s = walls ? next_walls_case(in, &left, &c)
                      : next_case(&reader, &c)) != CASE_NONE) {
        k++;
        if (!q.out && k > 1) {
            fprintf(stderr, "render: more than one case: give --out=DIR for "
                    "a picture of each\n");
            return 2;
        }
        if (s == CASE_MALFORMED) {
            fprintf(stderr, "render: case %ld, line %ld: %s\n", k, c.line,
                    c.message);
            status = 1;
            continue;
        }
        one = render_case(&q, &c, k);
        if (one == 2)
            return 2;
        if (one)
            status = 1;
    }
    if (k == 0) {
        fprintf(stderr, "render: no case in the input\n");
        return 1;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "render: write error: %s\n", strerror(errno));
        return 2;
    }
    return status < 0 ? 0 : status;
}
