/*
 * src/input.c - the reader: lines in 64 KiB blocks, each case's layout
 * detected, cells, rules and counts parsed into a Case.
 * Calls: general_rules.c, profiles.c.
 */

/* ------------------------------------------------------------------ */
/* Input                                                              */
/* ------------------------------------------------------------------ */

enum {
    READ_BUFFER = 1 << 16,
    LINE_KEPT = 8192,       /* bytes of a line kept; longer ones are counted */
    MESSAGE_SIZE = 200,
    HEADER_SIZE = 64        /* bytes of a `Grid NN` line kept */
};

/* Lines from a stream: LF, CRLF or CR ends, any bytes, any length. */
typedef struct Reader {
    FILE *in;
    unsigned char buf[READ_BUFFER];  /* bytes read, not yet consumed */
    size_t pos, len;                 /* next byte, bytes in buf */
    int read_errno;                  /* errno of a read error, else 0 */
    int by_line;                     /* read no further than a newline */
    long line_no;                    /* lines read so far */
    char text[LINE_KEPT];            /* the first bytes of the current line */
    size_t length;                   /* the current line's full length */
} Reader;

/* How a case was laid out in the input, mirrored in its output. */
enum Layout { LAYOUT_LINE, LAYOUT_GRID };

/* The kinds of line the input holds. */
enum LineKind { LINE_BLANK, LINE_COMMENT, LINE_END, LINE_SEPARATOR,
                LINE_HEADER, LINE_NUMBER, LINE_CELLS, LINE_BAD };

/* What next_case() found. */
enum CaseStatus { CASE_PUZZLE, CASE_MALFORMED, CASE_NONE };

/* The symbols a case's givens were written in (bits of Case.symbols). */
enum { SYMBOL_DIGITS = 1, SYMBOL_LETTERS = 2 };

/* The rules a case came with, beyond rows, columns and boxes. */
enum Variant { CLASSIC, JIGSAW, KILLER, GREATER_THAN, SUM_SIGNS
#if CARRY_MORE_RULES
               , CONSTRAINTS     /* constraint text (constraint_text.c) */
#endif
};

/* One case of the input. */
typedef struct Case {
    int box;                     /* n when the board is n*n by n*n with
                                    n x n boxes (3 for 9x9), else 0 */
    int side;                    /* N: the board is N x N */
    int box_rows, box_cols;      /* its boxes (0 x 0: none) */
    unsigned char cells[MAX_CELLS]; /* 0 blank, 1..N given */
    enum Variant variant;        /* the rules of the line it came on */
    char label[MAX_CELLS];       /* JIGSAW: region labels; KILLER: cage
                                    labels, '.' in no cage */
    short cage_sum[128];         /* KILLER: [label]: the sum, -1 none */
    char sign[2][MAX_CELLS];     /* GREATER_THAN: [0][cell] between cell and
                                    its right neighbour, [1][cell] its lower
                                    one: '<', '>' or '.'; SUM_SIGNS: '<',
                                    '=' or '>', their sum against 10 */
    enum Layout layout;          /* as it came in */
    int spaced;                  /* cells were separated by blanks */
#if CARRY_FRAMES
    int framed;                  /* its first row had bars between boxes
                                    and blanks between cells, as
                                    --format=pretty writes them */
#endif
    int symbols;                 /* SYMBOL_DIGITS and/or SYMBOL_LETTERS */
    int largest;                 /* the largest given */
    const char *alphabet;        /* its symbols of 1..N when the profile
                                    names them (Profile.alphabet), or NULL */
    long line;                   /* where it starts; for errors, where it is */
    char header[HEADER_SIZE];    /* a `Grid NN` line before it, or "" */
    char message[MESSAGE_SIZE];  /* what is wrong with a malformed case */
#if CARRY_CHECKING && CARRY_TOOLS
    int checking;                /* the problem checks grids (GOAL_CHECK) */
#endif
#if CARRY_TOOLS
    int rules;                   /* board-wide rules of its own (RULE_X for
                                    SudoCue's `3x3:d:k:`) */
#endif
#if CARRY_MORE_RULES
    const char *constraints;     /* CONSTRAINTS: the text, blanks taken out
                                    (kept by the reader until the next case) */
    size_t constraints_length;
#endif
} Case;

/* Reads cases, one after another, and what the input says about them. */
typedef struct CaseReader {
    Reader lines;                /* where the lines come from */
    const Profile *profile;      /* the problem's conventions */
    int started;                 /* a case or count has been seen */
    int ended;                   /* an `end` line or the end of input */
    int pushed_back;             /* the current line is to be read again */
    long count;                  /* the case count T on the first line, or -1 */
    long count_line;             /* the line T was on */
    int box;                     /* box size from a size line, else 0 */
#if CARRY_MORE_RULES
    char constraint_text[LINE_KEPT + 1]; /* the current case's, if any */
#endif
} CaseReader;

/* Starts reading from in, with the conventions of profile. */
static void init_case_reader(CaseReader *r, FILE *in, const Profile *profile)
{
    memset(r, 0, sizeof *r);
    r->lines.in = in;
    r->profile = profile;
    r->count = -1;
}

/* Reads bytes up to and including the next newline.  At a terminal a
 * case is answered as soon as its last line is typed, not when a whole
 * buffer has come. */
static size_t read_through_newline(Reader *r)
{
    size_t n = 0;
    int ch;

    while (n < sizeof r->buf && (ch = getc(r->in)) != EOF) {
        r->buf[n++] = (unsigned char)ch;
        if (ch == '\n')
            break;
    }
    return n;
}

/* Refills the buffer.  Returns 0 at end of input or on a read error. */
static int fill_buffer(Reader *r)
{
    r->pos = 0;
    r->len = r->by_line ? read_through_newline(r)
                        : fread(r->buf, 1, sizeof r->buf, r->in);
    if (r->len == 0 && ferror(r->in))
        r->read_errno = errno ? errno : EIO;
    return r->len > 0;
}

/* Keeps the first bytes of the current line, counting all of them. */
static void keep_bytes(Reader *r, const unsigned char *bytes, size_t n)
{
    if (r->length < LINE_KEPT) {
        size_t room = LINE_KEPT - r->length;
        memcpy(r->text + r->length, bytes, n < room ? n : room);
    }
    r->length += n;
}

/* Reads the next line into r->text and r->length.  Returns 0 when no line
 * is left (end of input or a read error). */
static int read_line(Reader *r)
{
    int any = 0;

    r->length = 0;
    for (;;) {
        const unsigned char *start, *lf, *cr;
        size_t n;
        if (r->pos == r->len && !fill_buffer(r)) {
            if (!any)
                return 0;
            break;                       /* a last line with no newline */
        }
        any = 1;
        start = r->buf + r->pos;
        lf = (const unsigned char *)memchr(start, '\n', r->len - r->pos);
        n = lf ? (size_t)(lf - start) : r->len - r->pos;
        cr = (const unsigned char *)memchr(start, '\r', n);
        if (cr)
            n = (size_t)(cr - start);
        keep_bytes(r, start, n);
        r->pos += n;
        if (cr) {                        /* CR, or CRLF even across buffers */
            r->pos++;
            if ((r->pos < r->len || fill_buffer(r)) && r->buf[r->pos] == '\n')
                r->pos++;
            break;
        }
        if (lf) {
            r->pos++;
            break;
        }
    }
    r->line_no++;
    return 1;
}

/* The cell value of an input character: 1..9 or 1..25 for A..Y, 0 for a
 * blank, -1 for neither; *symbol says which alphabet it came from. */
static inline int cell_value(char c, int *symbol)
{
    unsigned digit = (unsigned)(unsigned char)c - '0';
    unsigned letter = (unsigned)(unsigned char)c - 'A';

    *symbol = 0;
    if (digit <= 9) {
        *symbol = digit ? SYMBOL_DIGITS : 0;
        return (int)digit;                       /* '0' is a blank */
    }
    if (letter < MAX_SIDE) {
        *symbol = SYMBOL_LETTERS;
        return (int)letter + 1;
    }
    if (c == '.' || c == '*' || c == '?' || c == '_' || c == '-')
        return 0;
    return -1;
}

/* Describes byte c for a message: 'x', or \xNN when not printable. */
static void describe_byte(char *out, unsigned char c)
{
    if (c >= 0x21 && c < 0x7F)
        sprintf(out, "'%c'", c);
    else if (c == ' ')
        sprintf(out, "a space");
    else if (c == '\t')
        sprintf(out, "a tab");
    else
        sprintf(out, "byte \\x%02X", c);
}

/* Reads one spaced token of n characters (a number, a letter or a blank).
 * Returns its value, or -1. */
static int token_value(const char *text, size_t n, int *symbol)
{
    int value = 0;
    size_t i;

    if (n == 1)
        return cell_value(text[0], symbol);
    *symbol = SYMBOL_DIGITS;
    for (i = 0; i < n; i++) {
        if (text[i] < '0' || text[i] > '9' || value > MAX_SIDE)
            return -1;
        value = 10 * value + (text[i] - '0');
    }
    if (value == 0)
        *symbol = 0;
    return value <= MAX_SIDE ? value : -1;
}

/* Says that the byte at column at (0-based) of a line is not a cell. */
static int not_a_cell(const char *text, size_t at, char *message)
{
    char what[24];

    describe_byte(what, (unsigned char)text[at]);
    sprintf(message, "column %lu: %s is not a cell (1-9, A-Y or a "
            "number given; 0 . - * ? _ blank)", (unsigned long)at + 1, what);
    return -1;
}

/* Blanks and the bars of --format=pretty separate cells. */
static inline int is_gap(char ch)
{
    return (ch == ' ') | (ch == '\t') | (ch == '|');
}

#ifdef UINT64_MAX
/* Whether one of the eight bytes of word is ch. */
static inline int has_byte(uint64_t word, unsigned char ch)
{
    const uint64_t ones = 0x0101010101010101u;
    uint64_t x = word ^ (ones * ch);

    return ((x - ones) & ~x & (ones << 7)) != 0;
}
#endif

/* The length of the first blank-separated token of a line of n (16 bytes
 * at a time with SSE2 in a batch, else eight where there are 64-bit
 * words, to the step with its end). */
static size_t first_token_length(const char *text, size_t n)
{
    size_t i = 0;

#if CARRY_TOOLS
#ifdef SOLVER_SSE2
    for (; i + 16 <= n; i += 16) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)(text + i));
        __m128i gaps = _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')),
                       _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t')),
                                    _mm_cmpeq_epi8(bytes, _mm_set1_epi8('|'))));
        if (_mm_movemask_epi8(gaps))
            break;
    }
#endif
#endif /* CARRY_TOOLS */
#ifdef UINT64_MAX
    for (; i + 8 <= n; i += 8) {
        uint64_t word;
        memcpy(&word, text + i, 8);
        if (has_byte(word, ' ') | has_byte(word, '\t') | has_byte(word, '|'))
            break;
    }
#endif
    while (i < n && !is_gap(text[i]))
        i++;
    return i;
}

#ifdef SOLVER_SSE2
/* Reads 16 bytes that are all digits or dots ('.' and '0' blank) as 16
 * cell values, and keeps in *tops the largest value read at each of the
 * 16 places.  Returns 0, writing nothing, when some byte is another. */
static inline int read_16_cells(const char *text, unsigned char *cells, __m128i *tops)
{
    __m128i bytes = _mm_loadu_si128((const __m128i *)(const void *)text);
    __m128i k = _mm_sub_epi8(bytes, _mm_set1_epi8('.'));  /* '.' 0, '0'..'9' 2..11 */
    __m128i eleven = _mm_set1_epi8(11);
    __m128i in_range = _mm_cmpeq_epi8(_mm_max_epu8(k, eleven), eleven);
    __m128i slash = _mm_cmpeq_epi8(k, _mm_set1_epi8(1));
    __m128i values = _mm_subs_epu8(k, _mm_set1_epi8(2));  /* '.' and '0': 0 */

    if (_mm_movemask_epi8(_mm_andnot_si128(slash, in_range)) != 0xFFFF)
        return 0;
    _mm_storeu_si128((__m128i *)(void *)cells, values);
    *tops = _mm_max_epu8(*tops, values);
    return 1;
}

/* The largest of the 16 bytes. */
static inline unsigned largest_byte(__m128i bytes)
{
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 8));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 4));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 2));
    bytes = _mm_max_epu8(bytes, _mm_srli_si128(bytes, 1));
    return (unsigned)_mm_cvtsi128_si32(bytes) & 0xFF;
}
#endif

/* Reads the cells of a line of n characters into c->cells (from cell
 * 'from'; room for MAX_CELLS in all), noting the symbols used.  Cells are
 * single characters, or blank-separated tokens when the first one is a
 * single cell or a two-digit number.
 * Returns how many cells the line holds, or -1 with a message. */
static int parse_cells(const char *text, size_t n, Case *c, int from,
                       int *spaced)
{
    size_t i = 0, first;
    int count = 0, largest = c->largest, symbols = c->symbols, tokens;

    while (i < n && text[i] == '|')
        i++;
    first = first_token_length(text + i, n - i < 3 ? n - i : 3);
    tokens = *spaced = first <= 2 && first < n - i;
    if (!tokens) {                 /* the usual line: digits, dots, bars */
        size_t room = (size_t)(MAX_CELLS - from);
        size_t end = n - i < room ? n : i + room;   /* at most room cells */
        unsigned top = 0;          /* the largest value read */
#ifdef SOLVER_SSE2
        __m128i tops = _mm_setzero_si128();
        for (; i + 16 <= end; i += 16, count += 16)
            if (!read_16_cells(text + i, c->cells + from + count, &tops))
                break;
        top = largest_byte(tops);
#endif
        for (; i < end; i++) {
            /* k: 0 for '.', 2..11 for '0'..'9'; one test, rarely true,
             * for every other byte: blanks and givens mix at random, and
             * a branch between them would be mispredicted half the time */
            unsigned k = (unsigned)(unsigned char)text[i] - '.', digit;
            if (k > 11 || k == 1) {
                if (text[i] == '|')
                    continue;
                break;             /* the rest is read one by one below */
            }
            digit = k - 2 + 2 * (k == 0);
            c->cells[from + count++] = (unsigned char)digit;
            top = digit > top ? digit : top;
        }
        largest = (int)top > largest ? (int)top : largest;
        symbols |= top > 0 ? SYMBOL_DIGITS : 0;
    }
    while (i < n) {
        size_t end = i + 1;
        int value, symbol;
        if (tokens) {
            while (end < n && !is_gap(text[end]))
                end++;
            value = token_value(text + i, end - i, &symbol);
        } else {
            value = cell_value(text[i], &symbol);
        }
        if (value < 0)
            return not_a_cell(text, i, c->message);
        if (from + count < MAX_CELLS)
            c->cells[from + count] = (unsigned char)value;
        largest = value > largest ? value : largest;
        symbols |= symbol;
        count++;
        i = end;
        while (i < n && (text[i] == '|' || (tokens && is_gap(text[i]))))
            i++;
    }
    c->largest = largest;
    c->symbols = symbols;
    return count;
}

/* Returns 1 when the n characters are all decimal digits. */
static int all_digits(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (text[i] < '0' || text[i] > '9')
            return 0;
    return n > 0;
}

/* Whether a line is a rule between boxes, as --format=pretty draws them
 * (`------+-------+------`): dashes, bars and blanks around a '+'. */
static int is_rule(const char *text, size_t n)
{
    size_t i;
    int plus = 0;

    for (i = 0; i < n; i++) {
        if (text[i] == '+')
            plus = 1;
        else if (text[i] != '-' && text[i] != '=' && !is_gap(text[i]))
            return 0;
    }
    return plus;
}

/* Returns 1 when the n characters are all '-' (a `---` separator) and are
 * not a row of blanks. */
static int is_separator(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (text[i] != '-')
            return 0;
    return n != 4 && n != 9 && n != 16 && n != 25;
}

/* Reads a line of n characters that may be a lone number (a case count or
 * a size line): 1 to 8 digits.  Returns LINE_NUMBER with *number,
 * LINE_BAD with a message for any other number (signed, or too long),
 * else LINE_CELLS: cells. */
static enum LineKind classify_number(const char *text, size_t n,
                                     long *number, char *message)
{
    int digits = all_digits(text, n);
    int signed_number = n > 1 && (text[0] == '-' || text[0] == '+')
                        && all_digits(text + 1, n - 1);

    if (!digits && !signed_number)
        return LINE_CELLS;
    if (digits && (n == 9 || n == 16 || n == 25 || n == 81))
        return LINE_CELLS;                /* a row or a puzzle */
    if (n > 8 || signed_number) {
        sprintf(message, "'%.*s' is neither a case count (0 to 99999999) "
                "nor a puzzle", n > 40 ? 40 : (int)n, text);
        return LINE_BAD;
    }
    for (*number = 0; n > 0; n--)    /* the line's own digits: the text
                                        ends at n, not at a NUL */
        *number = 10 * *number + (*text++ - '0');
    return LINE_NUMBER;
}

/* The side N of a board of N * N cells (2..25), or 0. */
static int side_of_cells(int cells)
{
    int n;

    for (n = 2; n <= MAX_SIDE; n++)
        if (n * n == cells)
            return n;
    return 0;
}

#if CARRY_VARIANTS
/* Whether c is a label of a jigsaw region or a cage: 0-9, A-Z, a-z. */
static inline int is_label(char c)
{
    return ((unsigned)(c - '0') < 10u) | ((unsigned)((c | 0x20) - 'a') < 26u);
}

#if CARRY_TOOLS
#ifdef UINT64_MAX
/* Whether the eight bytes of word are all labels (or dots, when dots is
 * 1), each byte tested in its own top bit. */
static inline int labels_in_word(uint64_t word, int dots)
{
    const uint64_t ones = 0x0101010101010101u, tops = ones << 7;
    uint64_t lower = word | ones * 0x20, dot = word ^ ones * '.';
    uint64_t digit = (word + ones * (0x80 - '0')) & ~(word + ones * (0x7F - '9'));
    uint64_t letter = (lower + ones * (0x80 - 'a')) & ~(lower + ones * (0x7F - 'z'));
    uint64_t is_dot = ~(((dot & ~tops) + ~tops) | dot);

    if (word & tops)
        return 0;                    /* not ASCII: the sums above carry */
    return ((digit | letter | (is_dot & (0 - (uint64_t)dots))) & tops) == tops;
}
#endif
#endif /* CARRY_TOOLS */

/* Reads the cage sum LABEL=SUM that text (n bytes) begins with into
 * c->cage_sum.  Returns its length, or 0 with a message when it is not
 * one. */
static size_t parse_cage_sum(const char *text, size_t n, Case *c)
{
    int first = n >= 3 ? text[2] - '0' : -1;
    int second = n >= 4 ? text[3] - '0' : -1, two = (unsigned)second < 10u;
    int sum = two ? 10 * first + second : first;
    size_t i = 3 + (size_t)two;           /* one digit or two: no branch */

    if (n < 3 || !is_label(text[0]) || text[1] != '=' || is_gap(text[2])) {
        sprintf(c->message, "'%.20s': expected a cage sum LABEL=SUM", text);
        return 0;
    }
    if ((unsigned)first >= 10u || (i < n && !is_gap(text[i])))
        for (i = 2, sum = 0; i < n && !is_gap(text[i]); i++) {   /* more */
            if (text[i] < '0' || text[i] > '9') {
                sprintf(c->message, "cage %c: the sum '%.12s' is not a number",
                        text[0], text + 2);
                return 0;
            }
            sum = sum > 1000 ? sum : 10 * sum + (text[i] - '0');
        }
    if (c->cage_sum[(int)text[0]] >= 0) {
        sprintf(c->message, "cage %c has two sums", text[0]);
        return 0;
    }
    c->cage_sum[(int)text[0]] = (short)(sum > 1000 ? 1000 : sum);
    return i;
}

/* Reads the blank-separated cage sums LABEL=SUM of a line of n.  Returns
 * 0 with a message when one is not a sum. */
static int parse_cage_sums(const char *text, size_t n, Case *c)
{
    size_t i = 0, length;

    while (i < n) {
        if ((length = parse_cage_sum(text + i, n - i, c)) == 0)
            return 0;
        for (i += length; i < n && is_gap(text[i]); i++)
            ;
    }
    return 1;
}

/* Reads the labels of a jigsaw or killer line (dots allowed for killer).
 * Returns 0 with a message on a byte that is not a label. */
static int parse_labels(const char *text, int cells, Case *c, int dots)
{
    int i = 0, bad = 0;
    char what[16];

#if CARRY_TOOLS
#ifdef UINT64_MAX
    for (; i + 8 <= cells; i += 8) {    /* eight at a time, no branch */
        uint64_t word;
        memcpy(&word, text + i, 8);
        bad |= !labels_in_word(word, dots);
    }
#endif
#endif /* CARRY_TOOLS */
    for (; i < cells; i++)
        bad |= !(is_label(text[i]) | (dots & (text[i] == '.')));
    if (!bad) {
        memcpy(c->label, text, (size_t)cells);
        return 1;
    }
    for (i = 0; is_label(text[i]) || (dots && text[i] == '.'); i++)
        ;
    describe_byte(what, (unsigned char)text[i]);
    sprintf(c->message, "label %d is %s: expected 0-9, A-Z, a-z%s", i + 1,
            what, dots ? " or '.'" : "");
    return 0;
}

/* Reads the signs of a greater-than line: [0] the N - 1 signs between
 * neighbours in each row, row by row; [1] the N signs between each row and
 * the next.  Returns 0 with a message on a byte other than < > . */
static int parse_signs(const char *rows, const char *cols, int side, Case *c)
{
    int row, col, i = 0, j = 0;

    for (row = 0; row < side; row++) {
        for (col = 0; col < side; col++) {
            char right = col + 1 < side ? rows[i++] : '.';
            char down = row + 1 < side ? cols[j++] : '.';
            if (strchr("<>.", right) == NULL || strchr("<>.", down) == NULL) {
                sprintf(c->message, "signs are '<', '>' or '.' (row %d)",
                        row + 1);
                return 0;
            }
            c->sign[0][side * row + col] = right;
            c->sign[1][side * row + col] = down;
        }
    }
    return 1;
}

/* Reads a variant line: N * N cells, then N * N jigsaw labels; or N * N
 * cage labels and LABEL=SUM tokens (killer); or two runs of N * (N - 1)
 * signs (greater-than).  Returns the cell count, or -1 with a message. */
static int parse_variant(const char *text, size_t n, size_t first, Case *c)
{
    const char *token[3];
    size_t length[3], i = first;
    int tokens = 1, spaced, cells, side, t;

    token[0] = text;
    length[0] = first;
    while (i < n && is_gap(text[i]))
        i++;
    while (i < n && tokens < 3) {
        token[tokens] = text + i;
        length[tokens] = first_token_length(text + i, n - i);
        i += length[tokens++];
        while (i < n && is_gap(text[i]))
            i++;
    }
    cells = parse_cells(token[0], length[0], c, 0, &spaced);
    if (cells < 0)
        return -1;
    side = side_of_cells(cells);
    if (side == 0) {
        sprintf(c->message, "%d cells before the rules: expected N * N",
                cells);
        return -1;
    }
    if (tokens == 2 && length[1] == (size_t)cells) {
        c->variant = JIGSAW;
        return parse_labels(token[1], cells, c, 0) ? cells : -1;
    }
    if (tokens == 3 && length[1] == (size_t)cells
        && memchr(token[2], '=', length[2])) {
        c->variant = KILLER;
        for (t = 0; t < 128; t++)
            c->cage_sum[t] = -1;
        if (!parse_labels(token[1], cells, c, 1))
            return -1;
        i = (size_t)(token[2] - text);
        return parse_cage_sums(text + i, n - i, c) ? cells : -1;
    }
    if (tokens == 3 && length[1] == (size_t)(side * (side - 1))
        && length[2] == length[1] && i == n) {
        c->variant = GREATER_THAN;
        return parse_signs(token[1], token[2], side, c) ? cells : -1;
    }
    sprintf(c->message, "after %d cells: expected %d jigsaw labels, %d cage "
            "labels and LABEL=SUM sums, or two runs of %d signs", cells,
            cells, cells, side * (side - 1));
    return -1;
}

#if CARRY_TOOLS
/*
 * The two formats killer puzzles are published in, each one token of a
 * 9x9 line (no judge asks for them: the judges' files leave them out).
 *
 * The short format: 81 symbols, a cage drawn as a tree of arrows.  A
 * cage's head holds its sum, 0-9, A-Z for 10-35, a-j for 36-45; every
 * other cell points at a neighbour of its cage: < > ^ v, or ` ' , . for
 * up-left, up-right, down-left, down-right.  A head of sum 0, and every
 * cell that points to it, is in no cage.
 *
 * SudoCue's long format: `3x3::k:` (`3x3:d:k:` when both diagonals hold
 * 1-9 too), then 81 numbers separated by ':', each a cage's sum times 256
 * plus the cage's number.
 */

/* The labels given to a published killer's cages, in order of first
 * appearance. */
static const char CAGE_LABELS[] =
    "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* The cell an arrow of the short format at cell i points to, i itself
 * for a head, or -1 when it points off the board. */
static int short_killer_step(const char *text, int i)
{
    static const char ARROWS[] = "<>^v`',.";
    static const signed char ROW_STEP[] = {0, 0, -1, 1, -1, -1, 1, 1};
    static const signed char COL_STEP[] = {-1, 1, 0, 0, -1, 1, -1, 1};
    const char *arrow = strchr(ARROWS, text[i]);
    int row, col;

    if (arrow == NULL || text[i] == '\0')
        return i;
    row = i / 9 + ROW_STEP[arrow - ARROWS];
    col = i % 9 + COL_STEP[arrow - ARROWS];
    return row >= 0 && row < 9 && col >= 0 && col < 9 ? 9 * row + col : -1;
}

/* Whether a token of n bytes is a killer in the short format: 81
 * symbols, arrows among them. */
static int is_short_killer(const char *text, size_t n)
{
    static const char ARROWS[] = "<>^v`',";      /* '.' is a symbol too */
    const char *arrow;
    size_t i;
    int arrows = 0;

    if (n != 81)
        return 0;
    for (arrow = ARROWS; *arrow && !memchr(text, *arrow, n); arrow++)
        ;                        /* a plain puzzle line has none: no scan */
    if (!*arrow)
        return 0;
    for (i = 0; i < n; i++) {
        char ch = text[i];
        if ((ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z')
            || (ch >= 'a' && ch <= 'j') || ch == '.')
            continue;
        if (ch == '\0' || !strchr(ARROWS, ch))
            return 0;
        arrows = 1;
    }
    return arrows;
}

/* Gives cell i the cage of head (a cell index, sum), a new label for a
 * head met first.  Returns 0 with a message when the labels run out. */
static int join_published_cage(Case *c, int i, int head, int sum,
                               int *label_of_head, int *labels)
{
    if (sum == 0) {
        c->label[i] = '.';
        return 1;
    }
    if (label_of_head[head] < 0) {
        if (*labels == (int)sizeof CAGE_LABELS - 1) {
            sprintf(c->message, "more than %d cages", *labels);
            return 0;
        }
        label_of_head[head] = *labels;
        c->cage_sum[(int)CAGE_LABELS[(*labels)++]] = (short)sum;
    }
    c->label[i] = CAGE_LABELS[label_of_head[head]];
    return 1;
}

/* Reads a short-format killer into c.  Returns 81, or -1 with a
 * message. */
static int parse_short_killer(const char *text, Case *c)
{
    int label_of_head[81], labels = 0, i, t;

    for (t = 0; t < 128; t++)
        c->cage_sum[t] = -1;
    for (i = 0; i < 81; i++)
        label_of_head[i] = -1;
    for (i = 0; i < 81; i++) {
        int head = i, steps = 0, next;
        char h;
        while ((next = short_killer_step(text, head)) != head) {
            if (next < 0 || ++steps > 81) {
                sprintf(c->message, "the arrow at row %d, column %d %s",
                        head / 9 + 1, head % 9 + 1, next < 0
                        ? "points off the board" : "is on a loop");
                return -1;
            }
            head = next;
        }
        h = text[head];
        if (!join_published_cage(c, i, head, h <= '9' ? h - '0' : h <= 'Z'
                                 ? h - 'A' + 10 : h - 'a' + 36,
                                 label_of_head, &labels))
            return -1;
    }
    memset(c->cells, 0, 81);
    c->variant = KILLER;
    return 81;
}

/* Whether a token of n bytes opens as SudoCue's long killer format. */
static int is_sudocue_killer(const char *text, size_t n)
{
    return n > 8 && (memcmp(text, "3x3::k:", 7) == 0
                     || memcmp(text, "3x3:d:k:", 8) == 0);
}

/* Reads a SudoCue killer into c.  Returns 81, or -1 with a message. */
static int parse_sudocue_killer(const char *text, size_t n, Case *c)
{
    int label_of_head[81], labels = 0, i = 0, t;
    size_t at = text[4] == 'd' ? 8 : 7;

    for (t = 0; t < 128; t++)
        c->cage_sum[t] = -1;
    for (t = 0; t < 81; t++)
        label_of_head[t] = -1;
    c->rules = text[4] == 'd' ? RULE_X : 0;
    for (i = 0; i < 81; i++) {
        long value = 0;
        size_t digits = 0;
        while (at < n && text[at] >= '0' && text[at] <= '9' && digits < 6) {
            value = 10 * value + (text[at++] - '0');
            digits++;
        }
        if (digits == 0 || (at < n && text[at] != ':')
            || (i < 80 && at == n) || value % 256 >= 81 || value / 256 > 45) {
            sprintf(c->message, "cell %d: expected a number, its cage's sum "
                    "x 256 + its cage (0-80), then ':'", i + 1);
            return -1;
        }
        at += at < n;
        if (!join_published_cage(c, i, (int)(value % 256), (int)(value / 256),
                                 label_of_head, &labels))
            return -1;
    }
    if (at != n) {
        sprintf(c->message, "after the 81st cell: '%.12s' where the line "
                "should end", text + at);
        return -1;
    }
    memset(c->cells, 0, 81);
    c->variant = KILLER;
    return 81;
}
#endif /* CARRY_TOOLS */

#if CARRY_BOARD_RULES && CARRY_MORE_RULES
/* Keeps a line of constraint text for case c, its blanks taken out (the
 * rules are read when the puzzle is built), and reads its side.  Returns
 * the cell count, or -1 with a message. */
static int read_constraint_case(CaseReader *r, Case *c, const char *text,
                                size_t n)
{
    size_t i, kept = 0;
    int side;

    for (i = 0; i < n; i++)
        if (text[i] != ' ' && text[i] != '\t')
            r->constraint_text[kept++] = text[i];
    r->constraint_text[kept] = '\0';
    side = constraint_text_side(r->constraint_text, kept, c->message);
    if (side == 0)
        return -1;
    c->variant = CONSTRAINTS;
    c->constraints = r->constraint_text;
    c->constraints_length = kept;
    memset(c->cells, 0, (size_t)(side * side));
    return side * side;
}

/* Whether a line is 729 pencil marks (tdoku's and ISS's layout): nine
 * characters a cell, row by row, the k-th '0' + k where the cell may hold
 * k and '.' (or '0') where it may not.  A line of 729 digits and dots
 * that puts a digit out of its place is LINE_BAD, the place named. */
static enum LineKind pencilmarks(const char *text, size_t n, char *message)
{
    size_t i, misplaced = n;

    if (n != 729)
        return LINE_BLANK;
    for (i = 0; i < n; i++) {
        if (text[i] != '.' && (text[i] < '0' || text[i] > '9'))
            return LINE_BLANK;
        if (text[i] != '.' && text[i] != '0' && text[i] != (char)('1' + i % 9)
            && misplaced == n)
            misplaced = i;
    }
    if (misplaced == n)
        return LINE_CELLS;
    sprintf(message, "729 characters, as pencil marks: r%dc%d holds '%c' at "
            "place %d of its nine, where only '%d' or '.' may stand",
            (int)(misplaced / 81 + 1), (int)(misplaced / 9 % 9 + 1),
            text[misplaced], (int)(misplaced % 9 + 1), (int)(misplaced % 9 + 1));
    return LINE_BAD;
}

/* How many digits a cell's nine pencil marks allow. */
static int marks_open(const char *marks)
{
    int d, open = 0;

    for (d = 0; d < 9; d++)
        open += marks[d] == '1' + d;
    return open;
}

/* Writes a cell's pencil marks as a given of several digits at out (two
 * givens that clash where it may hold none).  Returns the end. */
static char *write_marks(char *out, int cell, const char *marks)
{
    int d;

    out += sprintf(out, ".~R%dC%d", cell / 9 + 1, cell % 9 + 1);
    if (marks_open(marks) == 0)
        out += sprintf(out, "_1.~R%dC%d_2", cell / 9 + 1, cell % 9 + 1);
    for (d = 0; d < 9; d++)
        if (marks[d] == '1' + d) {
            *out++ = '_';
            *out++ = (char)('1' + d);
        }
    return out;
}

/* Reads a line of pencil marks for case c as constraint text: each cell
 * that may not hold every digit is limited to those it may, the cells of
 * one mark first, so that they are givens (--format=fill stars them).
 * Returns the cell count, 81. */
static int read_pencilmark_case(CaseReader *r, Case *c, const char *text)
{
    char *out = r->constraint_text;
    int cell, open;

    for (cell = 0; cell < 81; cell++)
        if (marks_open(text + 9 * cell) == 1)
            out = write_marks(out, cell, text + 9 * cell);
    for (cell = 0; cell < 81; cell++)
        if ((open = marks_open(text + 9 * cell)) != 1 && open != 9)
            out = write_marks(out, cell, text + 9 * cell);
    *out = '\0';
    c->variant = CONSTRAINTS;
    c->constraints = r->constraint_text;
    c->constraints_length = (size_t)(out - r->constraint_text);
    memset(c->cells, 0, 81);
    return 81;
}

/* Reads an f-puzzles line (a link, its data or its JSON) for case c into
 * constraint text, and its side.  Returns the cell count, or -1 with a
 * message. */
static int read_fpuzzles_case(Case *c, const char *text, size_t n)
{
    static char rules[FP_TEXT_MAX];
    long length = fpuzzles_constraint_text(text, n, rules, c->message);
    int side;

    if (length < 0)
        return -1;
    side = constraint_text_side(rules, (size_t)length, c->message);
    if (side == 0)
        return -1;
    c->variant = CONSTRAINTS;
    c->constraints = rules;
    c->constraints_length = (size_t)length;
    memset(c->cells, 0, (size_t)(side * side));
    return side * side;
}
#endif

/* When a line holds a variant puzzle (a run of cells and more after),
 * the length of that run, else 0. */
static size_t variant_cells(const char *text, size_t n)
{
    size_t first = first_token_length(text, n);

    return first < n && side_of_cells((int)first) >= 4 && text[0] != '|'
           ? first : 0;
}

#endif /* CARRY_VARIANTS */

/* Sorts the current line into a kind.  For LINE_CELLS reads its cells
 * into c from cell 'from' (*cells says how many), for LINE_NUMBER the
 * number into *number, for LINE_HEADER the line into c->header, and for
 * LINE_BAD says why in c->message. */
static enum LineKind classify_line(CaseReader *r, Case *c, int from,
                                   int *cells, long *number)
{
    Reader *in = &r->lines;
    const char *text = in->text;
    size_t n = in->length < (size_t)LINE_KEPT ? in->length : (size_t)LINE_KEPT;
    size_t start = 0;
    int spaced;

    if (in->line_no == 1 && n >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        start = 3;                           /* a UTF-8 byte order mark */
    while (start < n && (text[start] == ' ' || text[start] == '\t'))
        start++;
    while (n > start && (text[n - 1] == ' ' || text[n - 1] == '\t'))
        n--;
    text += start;
    n -= start;
    if (n == 0)
        return LINE_BLANK;
    if (text[0] == '#' || is_rule(text, n))
        return LINE_COMMENT;
    if (in->length > LINE_KEPT) {
        sprintf(c->message, "line of %lu characters: longer than any row "
                "or puzzle line", (unsigned long)in->length);
        return LINE_BAD;
    }
    if (n == 3 && (text[0] | 0x20) == 'e' && (text[1] | 0x20) == 'n'
        && (text[2] | 0x20) == 'd')
        return LINE_END;
    if (is_separator(text, n))
        return LINE_SEPARATOR;
    if (n >= 4 && (text[0] | 0x20) == 'g' && (text[1] | 0x20) == 'r'
        && (text[2] | 0x20) == 'i' && (text[3] | 0x20) == 'd'
        && (n == 4 || text[4] == ' ' || text[4] == '\t')) {
        sprintf(c->header, "%.*s", HEADER_SIZE - 1, text);
        c->header[n < HEADER_SIZE ? n : HEADER_SIZE - 1] = '\0';
        return LINE_HEADER;
    }
    if (r->profile->size_lines ? r->box == 0 : !r->started) {
        enum LineKind kind = classify_number(text, n, number, c->message);
        if (kind == LINE_NUMBER && n == 4)     /* perhaps a 4x4 row too */
            *cells = parse_cells(text, n, c, from, &spaced);
        if (kind != LINE_CELLS)
            return kind;
    }
#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
    if (from == 0 && n == 729) {
        enum LineKind kind = pencilmarks(text, n, c->message);
        if (kind == LINE_CELLS)
            *cells = read_pencilmark_case(r, c, text);
        if (kind != LINE_BLANK)
            return kind;
    }
    if (from == 0 && is_constraint_text(text, n)) {
        *cells = read_constraint_case(r, c, text, n);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
    if (from == 0 && is_fpuzzles(text, n)) {
        *cells = read_fpuzzles_case(c, text, n);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
#endif
#if CARRY_VARIANTS && CARRY_TOOLS
    if (from == 0 && (is_short_killer(text, n) || is_sudocue_killer(text, n))) {
        *cells = text[0] == '3' && text[1] == 'x' ? parse_sudocue_killer(text, n, c)
                                                   : parse_short_killer(text, c);
        return *cells < 0 ? LINE_BAD : LINE_CELLS;
    }
#endif
#if CARRY_VARIANTS
    if (from == 0) {
        size_t first = variant_cells(text, n);
        if (first > 0) {
            *cells = parse_variant(text, n, first, c);
            return *cells < 0 ? LINE_BAD : LINE_CELLS;
        }
    }
#endif
    *cells = parse_cells(text, n, c, from, &spaced);
    if (*cells < 0)
        return LINE_BAD;
    if (from == 0)
        c->spaced = spaced;
#if CARRY_FRAMES
    if (from == 0)
        c->framed = spaced && memchr(text, '|', n) != NULL
#if CARRY_TOOLS                  /* a judge's file carries it when it frames */
                    && answers_framed(r->profile)
#endif
                    ;
#endif
    return LINE_CELLS;
}

/* Reads the next line to look at: the pushed-back one, or a new one.
 * Returns 0 at the end of input. */
static int next_line(CaseReader *r)
{
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    if (!read_line(&r->lines))
        return 0;
#if CARRY_ONE_JUDGE_WAYS
    if (r->profile->blank || (r->profile->alphabet && r->box == 4)) {
        size_t i, n = r->lines.length < LINE_KEPT ? r->lines.length
                                                  : (size_t)LINE_KEPT;
        const char *alphabet = r->box == 4 ? r->profile->alphabet : NULL;
        for (i = 0; i < n; i++) {
            const char *at = alphabet && r->lines.text[i]
                             ? strchr(alphabet, r->lines.text[i]) : NULL;
            if (r->lines.text[i] == r->profile->blank)
                r->lines.text[i] = '.';
            else if (at)        /* read in the letters A-P */
                r->lines.text[i] = (char)('A' + (at - alphabet));
        }
    }
#endif
    return 1;
}

/* Marks c malformed at line with a message. */
static enum CaseStatus malformed(Case *c, long line, const char *message)
{
    c->line = line;
    if (message != c->message)
        sprintf(c->message, "%.190s", message);
    return CASE_MALFORMED;
}

/* Gives c a board of side N with its default boxes. */
static void set_side(Case *c, int side)
{
    c->side = side;
    if (c->variant == JIGSAW) {
        c->box_rows = c->box_cols = 0;
        c->box = 0;
        return;
    }
    default_box(side, &c->box_rows, &c->box_cols);
    c->box = c->box_rows == c->box_cols ? c->box_rows : 0;
}

/* Returns 1 when the next line is a row of width cells, and leaves it to
 * be read again. */
static int next_is_row(CaseReader *r, int width)
{
    static Case row;             /* large; only its cell count is wanted */
    long number;
    int cells = 0, row_width = -1;

    memset(&row, 0, sizeof row);
    while (next_line(r)) {
        enum LineKind kind = classify_line(r, &row, 0, &cells, &number);
        if (kind == LINE_COMMENT)
            continue;
        r->pushed_back = 1;
        if (kind == LINE_CELLS)
            row_width = cells;
        break;
    }
    return row_width == width;
}

/* Checks the givens of a complete case against its board size and says
 * what is wrong.  Returns CASE_PUZZLE or CASE_MALFORMED.  A problem that
 * checks grids answers every grid: there a number past N only makes the
 * grid no solution (its cell is left blank). */
static enum CaseStatus check_givens(Case *c)
{
    int side = c->side;

    if (c->symbols == (SYMBOL_DIGITS | SYMBOL_LETTERS))
        return malformed(c, c->line, "mixes digits and letters");
    if (c->largest > side) {
        char message[MESSAGE_SIZE];
#if CARRY_CHECKING
#if CARRY_TOOLS                  /* a judge's file checks grids throughout */
        if (c->checking)
#endif
        {
            memset(c->cells, 0, sizeof c->cells);   /* no solution */
            return CASE_PUZZLE;
        }
#endif
        sprintf(message, "a %dx%d board takes givens 1 to %d (%c to %c), "
                "not %d", side, side, side, 'A', 'A' + side - 1, c->largest);
        return malformed(c, c->line, message);
    }
    if (side > 9 && !c->spaced && c->symbols == SYMBOL_DIGITS) {
        char message[MESSAGE_SIZE];
        sprintf(message, "a %dx%d board without blanks between cells takes "
                "letters A to %c", side, side, 'A' + side - 1);
        return malformed(c, c->line, message);
    }
    return CASE_PUZZLE;
}

/* Reads the remaining rows of a grid of side cells a row whose first
 * 'rows' rows are in c.  A row that cannot be read still counts as a row,
 * so one bad row costs one case; a blank line, `---`, `end`, a header, a
 * number, a line of another width or the end of input cuts it short. */
static enum CaseStatus read_grid(CaseReader *r, Case *c, int side, int rows)
{
    char message[MESSAGE_SIZE], header[HEADER_SIZE];
    long bad_line = 0, number;

    memcpy(header, c->header, HEADER_SIZE);    /* a header below is not ours */
    c->layout = LAYOUT_GRID;
    set_side(c, side);
    while (rows < side) {
        int cells = 0;
        enum LineKind kind;
        if (!next_line(r)) {
            r->ended = 1;
            break;
        }
        kind = classify_line(r, c, side * rows, &cells, &number);
        if (kind == LINE_COMMENT)
            continue;
#if CARRY_FRAMES                 /* dashes across a framed grid's bands */
        if (kind == LINE_SEPARATOR && c->framed && rows % c->box_rows == 0
            && r->lines.length > 3)
            continue;
#endif
        if (kind == LINE_BLANK || kind == LINE_SEPARATOR)
            break;
        if (kind == LINE_BAD || (kind == LINE_CELLS && cells == side)) {
            if (kind == LINE_BAD && !bad_line) {
                bad_line = r->lines.line_no;
                sprintf(message, "grid row %d: %.160s", rows + 1, c->message);
            }
            rows++;
            continue;
        }
        if (kind == LINE_CELLS && cells > 0 && cells < side && !bad_line) {
            bad_line = r->lines.line_no;
            sprintf(message, "grid row %d: %d cells, expected %d", rows + 1,
                    cells, side);
            rows++;
            continue;
        }
        r->pushed_back = 1;
        break;
    }
    memcpy(c->header, header, HEADER_SIZE);
    if (bad_line)
        return malformed(c, bad_line, message);
    if (rows < side) {
        sprintf(message, "grid starting here has %d rows, expected %d", rows,
                side);
#if CARRY_TOOLS
        if (rows == 1 && side > 9)       /* a lone line, as people see it */
            sprintf(message, "%d cells: expected a line of N * N (16, 36, 64, "
                    "81 ... 625), or a grid of %d rows", side, side);
#endif
        return malformed(c, c->line, message);
    }
    return check_givens(c);
}

/* Turns the first line of a case, holding 'cells' cells already in c, into
 * a case: a grid row (and the rows after it) or a whole puzzle line. */
static enum CaseStatus start_case(CaseReader *r, Case *c, int cells)
{
    char message[MESSAGE_SIZE];
    int box = r->box;

    if (box && cells == box * box)
        return read_grid(r, c, cells, 1);
    if (c->variant != CLASSIC) {
        c->layout = LAYOUT_LINE;
        set_side(c, side_of_cells(cells));
        return check_givens(c);
    }
    /* 16 cells: a 16x16 row or a 4x4 line.  Unspaced, a 16x16 row is
     * letters or blanks, so a line with a digit given is a 4x4 puzzle,
     * whatever follows it (a file of 4x4 lines). */
    if (!box && ((cells >= 4 && cells <= MAX_SIDE && cells != 16)
                 || (cells == 16 && (c->symbols & SYMBOL_LETTERS
                                     || c->largest > 4
                                     || ((c->spaced || c->symbols == 0)
                                         && next_is_row(r, 16))))))
        return read_grid(r, c, cells, 1);
    if (side_of_cells(cells) >= 4 && (!box || cells == box * box * box * box)) {
        c->layout = LAYOUT_LINE;
        set_side(c, side_of_cells(cells));
        return check_givens(c);
    }
    if (box)
        sprintf(message, "%d cells: expected a row of %d or a line of %d",
                cells, box * box, box * box * box * box);
    else
        sprintf(message, "%d cells: expected a line of N * N (16, 36, 64, "
                "81 ... 625) or a grid row of 4 to 25", cells);
    return malformed(c, c->line, message);
}

/* Reads the case count T on the first line, or, for a 4-digit line
 * followed by a row of 4, the first row of a 4x4 grid. */
static enum CaseStatus read_count(CaseReader *r, Case *c, long count,
                                  int cells, int *is_case)
{
    *is_case = 0;
    r->started = 1;
    if (cells == 4 && c->largest <= 4 && next_is_row(r, 4)) {
        *is_case = 1;
        c->spaced = 0;
        return read_grid(r, c, 4, 1);
    }
    c->symbols = c->largest = 0;
    r->count = count;
    r->count_line = c->line;
    return CASE_NONE;
}

/* Reads a size line n: the box size of the next case. */
static enum CaseStatus read_size(CaseReader *r, Case *c, long n)
{
    char message[MESSAGE_SIZE];

    r->started = 1;
    if (n >= 1 && n <= r->profile->max_box) {
        r->box = (int)n;
        return CASE_NONE;
    }
    r->box = 0;
    sprintf(message, "size %ld: expected 1 to %d", n, r->profile->max_box);
    while (next_line(r)) {     /* the grid after it goes with it */
        int cells = 0;
        long number;
        enum LineKind kind = classify_line(r, c, 0, &cells, &number);
        if (kind != LINE_CELLS && kind != LINE_BAD && kind != LINE_COMMENT) {
            r->pushed_back = 1;
            break;
        }
    }
    return malformed(c, c->line, message);
}

/* Clears c for the next case. */
static void clear_case(Case *c)
{
    c->box = 3;
    c->side = 9;
    c->box_rows = c->box_cols = 3;
    c->variant = CLASSIC;
    c->layout = LAYOUT_LINE;
    c->spaced = 0;
#if CARRY_FRAMES
    c->framed = 0;
#endif
#if CARRY_TOOLS
    c->rules = 0;
#endif
    c->symbols = 0;
    c->largest = 0;
    c->alphabet = NULL;
    c->header[0] = '\0';
    c->message[0] = '\0';
}

#if CARRY_VARIANTS
/* Reads one line of signs of a sign case (see SIGNS_COMPARE): the n signs
 * from 'allowed', blanks between them skipped, into c->sign[way] for the
 * cells of 'row' (way 0: pairs inside boxes; way 1: each cell and the one
 * below, turned to '<' or '>' when the line says v or ^).  Returns 0 with
 * a message when the line is not that. */
static int read_sign_line(CaseReader *r, Case *c, int row, int way,
                          const char *allowed)
{
    const char *text = r->lines.text;
    size_t i, n = r->lines.length < (size_t)LINE_KEPT ? r->lines.length
                                                       : (size_t)LINE_KEPT;
    int want = way == 0 ? 6 : 9, got = 0;

    for (i = 0; i < n; i++) {
        int col;
        char sign = text[i];
        if (sign == ' ' || sign == '\t')
            continue;
        if (!strchr(allowed, sign) || got == want) {
            sprintf(c->message, "expected %d signs, each one of %s", want,
                    allowed);
            return 0;
        }
        col = way == 0 ? got / 2 * 3 + got % 2 : got;
        if (sign == 'v' || sign == '^')
            sign = sign == 'v' ? '>' : '<';
        c->sign[way][9 * row + col] = sign;
        got++;
    }
    if (got != want) {
        sprintf(c->message, "%d signs, expected %d (%s)", got, want,
                way == 0 ? "pairs across inside boxes" : "one per column");
        return 0;
    }
    return 1;
}

/* Reads a case of 15 sign lines (Profile.signs): an empty 9x9 board and
 * its relations. */
static enum CaseStatus read_sign_case(CaseReader *r, Case *c)
{
    int compare = r->profile->signs == SIGNS_COMPARE, k = 0, ok = 1;
    long bad_line = 0;
    char message[MESSAGE_SIZE];

    memset(c->cells, 0, CELLS);
    memset(c->sign, '.', sizeof c->sign);
    c->variant = compare ? GREATER_THAN : SUM_SIGNS;
    c->layout = LAYOUT_GRID;
    c->spaced = 1;
    set_side(c, 9);
    while (k < 15 && next_line(r)) {
        int band = k / 5, step = k % 5;
        if (r->lines.length == 0 || (k == 0 && strspn(r->lines.text, " \t\r")
                                               == r->lines.length))
            continue;                    /* blank lines before a case */
        if (k == 0)
            c->line = r->lines.line_no;
        if (ok && !read_sign_line(r, c, 3 * band + step / 2, step % 2,
                                  step % 2 ? (compare ? "v^" : "<=>")
                                           : (compare ? "<>" : "<=>"))) {
            ok = 0;
            bad_line = r->lines.line_no;
            memcpy(message, c->message, MESSAGE_SIZE);
        }
        k++;
    }
    if (k == 0) {
        r->ended = 1;
        return CASE_NONE;
    }
    if (!ok)
        return malformed(c, bad_line, message);
    if (k < 15)
        return malformed(c, c->line, "a case of signs has 15 lines");
    return CASE_PUZZLE;
}
#endif /* CARRY_VARIANTS */

#if CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS
/* Appends n bytes to the line being joined; returns 0 when full. */
static int join_bytes(char *line, size_t *length, const char *bytes, size_t n)
{
    if (*length + n >= LINE_KEPT)
        return 0;
    memcpy(line + *length, bytes, n);
    *length += n;
    return 1;
}

/* Reads a killer case in CodinGame's rows (Profile.killer_rows): N lines
 * of a row and its cage labels, then the sums, and joins them into the
 * one killer line "CELLS CAGES LABEL=SUM..." that the next read takes up
 * (pushed back), so the case is read as that line would be.  Returns 0
 * at the end of the input, -1 with a message for a row that is not one. */
static int join_killer_rows(CaseReader *r, Case *c)
{
    static char cells[LINE_KEPT], cages[LINE_KEPT];
    size_t n_cells = 0, n_cages = 0, width = 0;
    int row = 0;
    long bad_line = 0;

    while (next_line(r)) {
        const char *text = r->lines.text;
        size_t n = r->lines.length < LINE_KEPT ? r->lines.length
                                               : (size_t)LINE_KEPT;
        size_t first = 0, gap;
        while (first < n && text[first] != ' ' && text[first] != '\t')
            first++;
        if (n == 0 && row == 0)
            continue;                    /* blank lines before a case */
        if (row == 0) {
            c->line = r->lines.line_no;
            width = first;
        }
        if (row == (int)width && row > 0)
            break;                       /* the sums line */
        gap = first;
        while (gap < n && (text[gap] == ' ' || text[gap] == '\t'))
            gap++;
        if (!bad_line && (first != width || n - gap != width || width < 4
                          || !join_bytes(cells, &n_cells, text, first)
                          || !join_bytes(cages, &n_cages, text + gap,
                                         n - gap)))
            bad_line = r->lines.line_no; /* the case's other lines still go */
        row++;
    }
    if (row == 0)
        return 0;
    if (bad_line) {
        sprintf(c->message, "a row of %d cells, a blank and its %d cage "
                "labels, expected", (int)width, (int)width);
        c->line = bad_line;
        return -1;
    }
    if (row < (int)width) {
        sprintf(c->message, "%d rows, expected %d and a line of sums", row,
                (int)width);
        return -1;
    }
    {
        size_t n = r->lines.length < LINE_KEPT ? r->lines.length
                                               : (size_t)LINE_KEPT;
        static char sums[LINE_KEPT];
        size_t length = 0;
        memcpy(sums, r->lines.text, n);
        if (!join_bytes(r->lines.text, &length, cells, n_cells)
            || !join_bytes(r->lines.text, &length, " ", 1)
            || !join_bytes(r->lines.text, &length, cages, n_cages)
            || !join_bytes(r->lines.text, &length, " ", 1)
            || !join_bytes(r->lines.text, &length, sums, n)) {
            strcpy(c->message, "the case is too long");
            return -1;
        }
        r->lines.length = length;
        r->pushed_back = 1;
    }
    return 1;
}

#if CARRY_CELL_SUMS
enum { KILLER_QUEUE = 1024 };   /* cage layouts read ahead of their sums */

/* Whether text[0..n) is n cage labels, a-z A-Z. */
static int is_cage_layout(const char *text, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (!((text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z'))
            return 0;
    return n >= 16 && side_of_cells((int)n) > 0;
}

/* Reads a killer case of CodinGame's extreme challenge (Profile.killer_rows
 * KILLER_LAYOUTS): lines of N x N cage labels and lines of LABEL=SUM, the
 * k-th layout taking the k-th line of sums, whether the two alternate or
 * the layouts all come first (a layout may carry its sums after a blank);
 * lines of digits alone (the count) are passed over.  Joins a layout and
 * its sums into the killer line "CELLS CAGES LABEL=SUM...", its cells all
 * blank, pushed back for the next read.  Returns 0 at the end of the
 * input, -1 with a message. */
static int join_killer_layouts(CaseReader *r, Case *c)
{
    static char layout[KILLER_QUEUE][MAX_CELLS + 1], sums[LINE_KEPT];
    static int first, queued;
    static long layout_line[KILLER_QUEUE];
    const char *cages = NULL;
    size_t n = 0, cells = 0, sums_length = 0, length = 0, i;

    while (!cages && next_line(r)) {
        const char *text = r->lines.text;
        size_t word = 0;
        n = r->lines.length < LINE_KEPT ? r->lines.length : (size_t)LINE_KEPT;
        while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\r'))
            n--;
        while (word < n && text[word] != ' ' && text[word] != '\t')
            word++;
        for (i = 0; i < n && text[i] >= '0' && text[i] <= '9'; i++)
            ;
        if (i == n)
            continue;                    /* blank, or the count */
        c->line = r->lines.line_no;
        if (is_cage_layout(text, word) && word < n) {
            cages = text;                /* its sums beside it */
            cells = word;
            memcpy(sums, text + word, n - word);
            sums_length = n - word;
        } else if (is_cage_layout(text, word)) {
            if (queued == KILLER_QUEUE) {
                sprintf(c->message, "more than %d cage layouts before "
                        "their sums", KILLER_QUEUE);
                return -1;
            }
            memcpy(layout[(first + queued) % KILLER_QUEUE], text, word);
            layout[(first + queued) % KILLER_QUEUE][word] = '\0';
            layout_line[(first + queued++) % KILLER_QUEUE] = r->lines.line_no;
        } else if (queued == 0) {
            sprintf(c->message, "'%.20s': expected a line of %s", text,
                    "cage labels (a-z A-Z) before its LABEL=SUM sums");
            return -1;
        } else {                         /* the sums of the oldest layout */
            cages = layout[first];
            cells = strlen(cages);
            c->line = layout_line[first];
            first = (first + 1) % KILLER_QUEUE;
            queued--;
            memcpy(sums, text, n);
            sums_length = n;
        }
    }
    if (!cages && queued > 0) {          /* layouts left with no sums */
        c->line = layout_line[first];
        first = (first + 1) % KILLER_QUEUE;
        queued--;
        strcpy(c->message, "a cage layout with no line of LABEL=SUM sums");
        return -1;
    }
    if (!cages)
        return 0;
    length = 2 * cells + 2 + sums_length;
    if (length >= LINE_KEPT) {
        strcpy(c->message, "the case is too long");
        return -1;
    }
    memmove(sums + 2 * cells + 2, sums, sums_length);  /* cells, cages first */
    memcpy(sums + cells + 1, cages, cells);
    for (i = 0; i < cells; i++)
        sums[i] = '.';
    sums[cells] = sums[2 * cells + 1] = ' ';
    memcpy(r->lines.text, sums, length);
    r->lines.length = length;
    r->pushed_back = 1;
    return 1;
}
#endif /* CARRY_CELL_SUMS */
#endif /* CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS */

/* Reads the next case into c.  Returns CASE_NONE when the input is done. */
static enum CaseStatus next_case(CaseReader *r, Case *c)
{
    int killer_grid = 0;

    clear_case(c);
#if CARRY_CHECKING && CARRY_TOOLS
    c->checking = r->profile->goal == GOAL_CHECK;
#endif
#if CARRY_VARIANTS
    if (r->profile->signs)
        return read_sign_case(r, c);
#endif
#if CARRY_VARIANTS && CARRY_ONE_JUDGE_WAYS
    if (r->profile->killer_rows) {
#if CARRY_CELL_SUMS
        int joined = r->profile->killer_rows == KILLER_LAYOUTS
                     ? join_killer_layouts(r, c) : join_killer_rows(r, c);
#else
        int joined = join_killer_rows(r, c);
#endif
        if (joined == 0) {
            r->ended = 1;
            return CASE_NONE;
        }
        if (joined < 0)
            return CASE_MALFORMED;
        killer_grid = 1;
    }
#endif
    while (!r->ended && next_line(r)) {
        long number = -1;
        int cells = 0, is_case;
        enum LineKind kind = classify_line(r, c, 0, &cells, &number);
        enum CaseStatus status;

        c->line = r->lines.line_no;
        switch (kind) {
        case LINE_BLANK:
        case LINE_COMMENT:
        case LINE_SEPARATOR:
        case LINE_HEADER:
            continue;
        case LINE_END:
            r->ended = 1;
            return CASE_NONE;
        case LINE_NUMBER:
            if (r->profile->size_lines) {
                status = read_size(r, c, number);
                if (status != CASE_NONE)
                    return status;
                continue;
            }
            status = read_count(r, c, number, cells, &is_case);
            if (is_case)
                return status;
            continue;
        case LINE_BAD:
            r->started = 1;
            return CASE_MALFORMED;
        case LINE_CELLS:
            r->started = 1;
            status = start_case(r, c, cells);
            if (r->profile->alphabet && c->side == 16)
                c->alphabet = r->profile->alphabet;
            if (killer_grid)             /* answered as rows, as it came */
                c->layout = LAYOUT_GRID;
            r->box = 0;
            return status;
        }
    }
    r->ended = 1;
    return CASE_NONE;
}

#if CARRY_NUMBER_BOARDS && CARRY_GENERAL_ENGINE
/* Labels each cell of a 9x9 board of HDU 4069 cells (a digit plus walls)
 * with its region: the cells its walls enclose, found by flood fill (a
 * wall on either side of an edge closes it).  Returns 1 when the walls
 * make nine regions of nine cells. */
static int regions_from_walls(const long *value, unsigned char *label)
{
    static const int wall[4] = {WALL_UP, WALL_RIGHT, WALL_DOWN, WALL_LEFT};
    static const int step[4] = {-9, 1, 9, -1};
    int stack[CELLS], top, cell, dir, regions = 0;

    memset(label, 0xFF, CELLS);
    for (cell = 0; cell < CELLS; cell++) {
        int size = 0;
        if (label[cell] != 0xFF)
            continue;
        label[cell] = (unsigned char)regions;
        stack[0] = cell;
        for (top = 1; top > 0; size++) {
            int at = stack[--top];
            for (dir = 0; dir < 4; dir++) {
                int next = at + step[dir];
                if ((value[at] & wall[dir]) || next < 0 || next >= CELLS
                    || (dir % 2 == 1 && next / 9 != at / 9)
                    || (value[next] & wall[(dir + 2) % 4])
                    || label[next] != 0xFF)
                    continue;
                label[next] = (unsigned char)regions;
                stack[top++] = next;
            }
        }
        if (size != 9 || ++regions > 9)
            return 0;
    }
    return 1;
}
#endif

