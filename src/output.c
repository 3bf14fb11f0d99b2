/*
 * src/output.c - the writer: buffered standard output, solutions in the
 * layout their case came in, write errors kept.
 * Calls: input.c.
 */

/* ------------------------------------------------------------------ */
/* Output                                                             */
/* ------------------------------------------------------------------ */

enum { WRITE_BUFFER = 1 << 16 };

/* Buffered output that remembers its first write error. */
typedef struct Writer {
    FILE *out;
    char buf[WRITE_BUFFER];      /* bytes not yet written */
    size_t len;                  /* bytes in buf */
    int write_errno;             /* errno of the first write error, else 0 */
} Writer;

/* The ways to print a solution (--format). */
enum Format { FORMAT_AS_INPUT, FORMAT_LINE, FORMAT_GRID, FORMAT_FILL,
              FORMAT_PRETTY };

/* Writes out what is buffered.  Returns 0 on a write error. */
static int flush_writer(Writer *w)
{
    if (w->write_errno)
        return 0;
    if (w->len && fwrite(w->buf, 1, w->len, w->out) != w->len)
        w->write_errno = errno ? errno : EIO;
    else if (fflush(w->out) != 0)
        w->write_errno = errno ? errno : EIO;
    w->len = 0;
    return w->write_errno == 0;
}

/* Appends n bytes. */
static void put_bytes(Writer *w, const char *s, size_t n)
{
    while (n > 0) {
        size_t room = sizeof w->buf - w->len, part = n < room ? n : room;
        memcpy(w->buf + w->len, s, part);
        w->len += part;
        s += part;
        n -= part;
        if (w->len == sizeof w->buf)
            flush_writer(w);
    }
}

/* Appends a string. */
static void put_text(Writer *w, const char *s)
{
    put_bytes(w, s, strlen(s));
}

/* Appends a string and a newline. */
static void put_line(Writer *w, const char *s)
{
    put_text(w, s);
    put_bytes(w, "\n", 1);
}

/* How a case's cells are written back. */
typedef struct Style {
    int side;                    /* cells in a row */
    int letters;                 /* A.. rather than numbers */
    const char *alphabet;        /* the case's own symbols, or NULL */
    int spaced;                  /* a blank between cells */
    int hide_givens;             /* givens as '*' (--format=fill) */
} Style;

/* The style of case c in format: its own symbols and spacing; a line is
 * written without blanks wherever one character a cell can say it. */
static Style style_of(const Case *c, enum Format format)
{
    Style s;

    s.side = c->side;
    s.letters = (c->symbols & SYMBOL_LETTERS) || (s.side > 9 && !c->spaced);
    s.alphabet = c->alphabet;
    s.spaced = c->spaced && !(format == FORMAT_LINE
                              && (s.letters || s.side <= 9));
    s.hide_givens = format == FORMAT_FILL;
    return s;
}

/* Appends the text of value v (1..25) in style s to out; returns its end. */
static char *put_value(char *out, int v, const Style *s)
{
    if (s->alphabet) {
        *out++ = s->alphabet[v - 1];
    } else if (s->letters) {
        *out++ = (char)('A' + v - 1);
    } else if (v >= 10) {
        *out++ = (char)('0' + v / 10);
        *out++ = (char)('0' + v % 10);
    } else {
        *out++ = (char)('0' + v);
    }
    return out;
}

/* Appends cells [from, from + n) of a solution as one line. */
static void put_cells(Writer *w, const Case *c, const unsigned char *solution,
                      int from, int n, const Style *s)
{
    char line[3 * MAX_CELLS + 1], *end = line;
    int i;

    if (!s->spaced && !s->hide_givens && !s->letters) { /* the common case */
        i = 0;
#ifdef SOLVER_SSE2
        for (; i + 16 <= n; i += 16) {
            __m128i values = _mm_loadu_si128((const __m128i *)(const void *)(solution + from + i));
            _mm_storeu_si128((__m128i *)(void *)(line + i),
                             _mm_add_epi8(values, _mm_set1_epi8('0')));
        }
#endif
        for (; i < n; i++)
            line[i] = (char)('0' + solution[from + i]);
        line[n] = '\n';
        put_bytes(w, line, (size_t)n + 1);
        return;
    }
    for (i = from; i < from + n; i++) {
        if (s->spaced && i > from)
            *end++ = ' ';
        if (s->hide_givens && c->cells[i])
            *end++ = '*';
        else
            end = put_value(end, solution[i], s);
    }
    *end++ = '\n';
    put_bytes(w, line, (size_t)(end - line));
}

#if CARRY_TOOLS || CARRY_FRAMES
/* Appends a solution as a grid with box rules, for people: cells apart,
 * '|' between boxes, and a rule of '-' and '+' between bands; then a
 * blank line when blank_after. */
static void put_pretty(Writer *w, const Case *c, const unsigned char *solution,
                       int blank_after)
{
    Style s = style_of(c, FORMAT_GRID);
    int side = c->side, row, col;
    int rows = c->box_rows ? c->box_rows : side, cols = c->box_cols ? c->box_cols : side;
    int wide = side > 9 && !s.letters;           /* two-digit numbers */

    for (row = 0; row < side; row++) {
        char line[6 * MAX_SIDE + 2], *end = line;
        for (col = 0; col < side; col++) {
            int v = solution[side * row + col];
            if (col > 0 && col % cols == 0) {
                *end++ = ' ';
                *end++ = '|';
            }
            if (col > 0)
                *end++ = ' ';
            if (wide && v < 10)
                *end++ = ' ';
            end = put_value(end, v, &s);
        }
        *end = '\0';
        if (row > 0 && row % rows == 0) {
            char rule[sizeof line];
            size_t i, n = strlen(line);
            for (i = 0; i < n; i++)
                rule[i] = line[i] == '|' ? '+' : '-';
            rule[n] = '\0';
            put_line(w, rule);
        }
        put_line(w, line);
    }
    if (blank_after)
        put_bytes(w, "\n", 1);
}
#endif /* CARRY_TOOLS || CARRY_FRAMES */

/* Appends a solution of case c in the format asked for. */
static void write_solution(Writer *w, const Case *c,
                           const unsigned char *solution, enum Format format)
{
    Style s = style_of(c, format);
    int grid = format == FORMAT_GRID
               || (c->layout == LAYOUT_GRID && format != FORMAT_LINE);
    int row;

#if CARRY_TOOLS || CARRY_FRAMES
    if (format == FORMAT_PRETTY) {
        put_pretty(w, c, solution, 1);
        return;
    }
#endif
#if CARRY_FRAMES
    if (c->framed && c->layout == LAYOUT_GRID && format == FORMAT_AS_INPUT) {
        put_pretty(w, c, solution, 0);     /* framed as it came */
        return;
    }
#endif
    if (!grid) {
        put_cells(w, c, solution, 0, s.side * s.side, &s);
        return;
    }
    for (row = 0; row < s.side; row++)
        put_cells(w, c, solution, s.side * row, s.side, &s);
}

