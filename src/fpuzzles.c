/*
 * src/fpuzzles.c - variant puzzles as f-puzzles shares them: a link
 * https://f-puzzles.com/?load=DATA, the bare DATA, or the JSON it packs,
 * on one line.  DATA is the JSON packed by lz-string's compressToBase64;
 * this module unpacks it, parses the JSON, and writes its rules as
 * constraint text, which constraint_text.c reads into the table.
 * Calls: constraint_text.c.
 */

#if CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES
/*
 * The packing.  lz-string is LZW over 16-bit characters written as a
 * stream of codes, each code's bits least significant first, the stream
 * cut into base64 symbols most significant bit first.  Codes 0 and 1
 * bring a new character (8 or 16 bits follow) and add it to the
 * dictionary, 2 ends the text, and 3 on are dictionary entries; the
 * width of a code starts at 3 bits (2 for the first) and grows by one
 * each time the dictionary doubles.  Each code read adds the entry before
 * it plus the first character of its own, so an entry is kept here as
 * its parent entry and its last character, and spelt out backwards.
 *
 * The JSON.  One object: `size`; `grid`, rows of cells, each with
 * `value` and `given` (a given digit) and `region` (a jigsaw piece, from
 * 0); and a key per rule kind, a list of objects naming cells "R1C1"
 * (counted from 1; clues outside the grid have row or column 0 or N+1).
 * FPUZZLES_KEYS says what each key becomes.  A key it does not know, with
 * anything in it, is refused by name: a rule left out would make a wrong
 * answer.  Cosmetic keys (title, author, lines and cages without sums,
 * text, colours) are passed over.
 */

enum {
    FP_CODES_MAX = 1 << 15,      /* dictionary entries: more than a line
                                    of LINE_KEPT symbols can make */
    FP_JSON_MAX = 1 << 18,       /* characters of unpacked JSON */
    FP_TOKENS_MAX = 1 << 15,     /* values in the JSON */
    FP_DEPTH_MAX = 24,           /* nesting of the JSON */
    FP_TEXT_MAX = 1 << 15        /* bytes of constraint text written */
};

/* The unpacker's state: the symbols read, the dictionary, the text. */
typedef struct Unpack {
    const char *data;
    size_t length, at;           /* symbols, and the next one */
    int symbol, bit;             /* the current symbol's value, its next
                                    bit (0: read the next symbol) */
    int parent[FP_CODES_MAX];    /* an entry: its parent (-1: none) */
    unsigned short last[FP_CODES_MAX], first[FP_CODES_MAX];
    int length_of[FP_CODES_MAX];
    char *out;
    size_t written;
} Unpack;

/* The value of a base64 symbol (lz-string's alphabet, '=' padding
 * worth 64, a blank '+' as URLs make it), or -1. */
static int base64_value(int ch)
{
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A';
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a' + 26;
    if (ch >= '0' && ch <= '9')
        return ch - '0' + 52;
    return ch == '+' || ch == ' ' ? 62 : ch == '/' ? 63 : ch == '=' ? 64 : -1;
}

/* Reads count bits, the first the least significant.  Returns -1 when
 * the symbols end first or one is no base64 symbol. */
static long unpack_bits(Unpack *u, int count)
{
    long value = 0;
    int i;

    for (i = 0; i < count; i++) {
        if (u->bit == 0) {
            if (u->at >= u->length
                || (u->symbol = base64_value((unsigned char)u->data[u->at++])) < 0)
                return -1;
            u->bit = 32;
        }
        if (u->symbol & u->bit)
            value |= 1L << i;
        u->bit >>= 1;
    }
    return value;
}

/* Writes entry k's characters (those past 127 as '?').  Returns 0 when
 * the text would not fit. */
static int unpack_write(Unpack *u, int k)
{
    size_t end = u->written + (size_t)u->length_of[k], at = end;

    if (end >= FP_JSON_MAX)
        return 0;
    for (; k >= 0; k = u->parent[k]) {
        unsigned ch = u->last[k];
        u->out[--at] = (char)(ch < 128 ? ch : '?');
    }
    u->written = end;
    return 1;
}

/* Adds an entry: parent's text, then character ch.  Returns its code,
 * or -1 when the dictionary is full. */
static int unpack_add(Unpack *u, int *size, int parent, unsigned ch)
{
    int k = *size;

    if (k >= FP_CODES_MAX)
        return -1;
    u->parent[k] = parent;
    u->last[k] = (unsigned short)ch;
    u->first[k] = (unsigned short)(parent < 0 ? ch : u->first[parent]);
    u->length_of[k] = parent < 0 ? 1 : u->length_of[parent] + 1;
    (*size)++;
    return k;
}

/*
 * Unpacks the base64 data[0..n) into out (FP_JSON_MAX bytes), ended by
 * '\0'.  Returns 1, or 0 with a message.
 */
static int lz_unpack(const char *data, size_t n, char *out, char *message)
{
    static Unpack u;
    int size = 3, width = 3, grow = 4, previous, code;
    long c;

    u.data = data;
    u.length = n;
    u.at = 0;
    u.bit = 0;
    u.out = out;
    u.written = 0;
    c = unpack_bits(&u, 2);
    if (c == 2) {
        out[0] = '\0';
        return 1;
    }
    if (c < 0 || c > 1 || (c = unpack_bits(&u, c ? 16 : 8)) < 0)
        goto broken;
    previous = unpack_add(&u, &size, -1, (unsigned)c);  /* code 3 */
    unpack_write(&u, previous);
    for (;;) {
        if ((c = unpack_bits(&u, width)) < 0)
            goto broken;
        code = (int)c;
        if (code == 2)
            break;
        if (code < 2) {              /* a new character */
            if ((c = unpack_bits(&u, code ? 16 : 8)) < 0
                || (code = unpack_add(&u, &size, -1, (unsigned)c)) < 0)
                goto broken;
            if (--grow == 0)
                grow = 1 << width++;
        }
        if (code > size || width > 24)
            goto broken;
        if (code == size) {          /* the entry about to be added */
            if (unpack_add(&u, &size, previous, u.first[previous]) < 0)
                goto broken;
        } else if (unpack_add(&u, &size, previous, u.first[code]) < 0)
            goto broken;
        if (!unpack_write(&u, code)) {
            sprintf(message, "f-puzzles: the data unpacks to more than %d "
                    "characters", FP_JSON_MAX);
            return 0;
        }
        previous = code;
        if (--grow == 0)
            grow = 1 << width++;
    }
    out[u.written] = '\0';
    return 1;
broken:
    sprintf(message, "f-puzzles: the data is no lz-string base64 (broken "
            "at symbol %lu)", (unsigned long)u.at);
    return 0;
}

/* ---- JSON: values as tokens, each knowing where its subtree ends */

enum JsonType { JSON_OBJECT, JSON_ARRAY, JSON_STRING, JSON_NUMBER, JSON_TRUE,
                JSON_FALSE, JSON_NULL };

typedef struct JsonToken {
    int type;                    /* enum JsonType */
    int start, end;              /* text[start..end): a string's inside */
    int next;                    /* the token after its subtree */
    int count;                   /* an array's items, an object's keys */
} JsonToken;

typedef struct Json {
    const char *text;
    int at, tokens;
    JsonToken token[FP_TOKENS_MAX];
} Json;

static void json_blanks(Json *j)
{
    while (j->text[j->at] == ' ' || j->text[j->at] == '\t'
           || j->text[j->at] == '\n' || j->text[j->at] == '\r')
        j->at++;
}

/* Parses one value at j->at.  Returns its token, or -1. */
static int json_value(Json *j, int depth)
{
    const char *t = j->text;
    int me = j->tokens, close;
    JsonToken *k;

    json_blanks(j);
    if (me >= FP_TOKENS_MAX || depth > FP_DEPTH_MAX)
        return -1;
    k = &j->token[j->tokens++];
    k->count = 0;
    k->start = j->at;
    if (t[j->at] == '{' || t[j->at] == '[') {
        k->type = t[j->at] == '{' ? JSON_OBJECT : JSON_ARRAY;
        close = k->type == JSON_OBJECT ? '}' : ']';
        j->at++;
        json_blanks(j);
        while (t[j->at] != close) {
            if (k->count > 0) {
                if (t[j->at] != ',')
                    return -1;
                j->at++;
            }
            if (k->type == JSON_OBJECT) {
                json_blanks(j);
                if (t[j->at] != '"' || json_value(j, depth + 1) < 0)
                    return -1;
                json_blanks(j);
                if (t[j->at++] != ':')
                    return -1;
            }
            if (json_value(j, depth + 1) < 0)
                return -1;
            k = &j->token[me];
            k->count++;
            json_blanks(j);
        }
        j->at++;
    } else if (t[j->at] == '"') {
        k->type = JSON_STRING;
        k->start = ++j->at;
        while (t[j->at] != '"') {
            if (t[j->at] == '\0' || (unsigned char)t[j->at] < ' ')
                return -1;
            j->at += t[j->at] == '\\' && t[j->at + 1] != '\0' ? 2 : 1;
        }
        k->end = j->at++;
    } else if (t[j->at] == '-' || (t[j->at] >= '0' && t[j->at] <= '9')) {
        k->type = JSON_NUMBER;
        while (strchr("+-.eE0123456789", t[j->at]) && t[j->at] != '\0')
            j->at++;
    } else {
        static const char *const WORDS[] = {"true", "false", "null"};
        int w;
        for (w = 0; w < 3; w++)
            if (strncmp(t + j->at, WORDS[w], strlen(WORDS[w])) == 0)
                break;
        if (w == 3)
            return -1;
        k->type = JSON_TRUE + w;
        j->at += (int)strlen(WORDS[w]);
    }
    if (k->type != JSON_STRING)
        k->end = j->at;
    k->next = j->tokens;
    return me;
}

/* Whether string token k is name. */
static int json_is(const Json *j, int k, const char *name)
{
    const JsonToken *t = k >= 0 ? &j->token[k] : NULL;

    return t && t->type == JSON_STRING && (size_t)(t->end - t->start) == strlen(name)
           && memcmp(j->text + t->start, name, strlen(name)) == 0;
}

/* The value of key name in object k, or -1. */
static int json_get(const Json *j, int k, const char *name)
{
    int i, key = k + 1;

    if (k < 0 || j->token[k].type != JSON_OBJECT)
        return -1;
    for (i = 0; i < j->token[k].count; i++) {
        int value = j->token[key].next;
        if (json_is(j, key, name))
            return value;
        key = j->token[value].next;
    }
    return -1;
}

/* Item i of array k, or -1. */
static int json_item(const Json *j, int k, int i)
{
    int item = k + 1;

    if (k < 0 || j->token[k].type != JSON_ARRAY || i >= j->token[k].count)
        return -1;
    while (i-- > 0)
        item = j->token[item].next;
    return item;
}

/* Reads token k, a number or a string of one, into *value.  Returns 0
 * when it is neither. */
static int json_number(const Json *j, int k, long *value)
{
    return k >= 0 && (j->token[k].type == JSON_NUMBER
                      || j->token[k].type == JSON_STRING)
           && read_int(j->text + j->token[k].start,
                       j->token[k].end - j->token[k].start, value);
}

/* Whether token k is true. */
static int json_true(const Json *j, int k)
{
    return k >= 0 && j->token[k].type == JSON_TRUE;
}

/* Whether token k holds something: true, a number, a string not empty,
 * an array or object not empty. */
static int json_something(const Json *j, int k)
{
    const JsonToken *t = k >= 0 ? &j->token[k] : NULL;

    return t && (t->type == JSON_TRUE || t->type == JSON_NUMBER
                 || (t->type == JSON_STRING && t->end > t->start)
                 || (t->type <= JSON_ARRAY && t->count > 0));
}

/* ---- writing constraint text */

typedef struct Convert {
    const Json *j;
    int side;
    char *text;                  /* FP_TEXT_MAX bytes */
    size_t length;
    char *message;
    int white_dots;              /* the puzzle has difference dots */
} Convert;

/* Appends n bytes of s.  Returns 0 when the text is full. */
static int fp_put(Convert *cv, const char *s, size_t n)
{
    if (cv->length + n >= FP_TEXT_MAX) {
        sprintf(cv->message, "f-puzzles: the rules make more than %d bytes "
                "of constraint text", FP_TEXT_MAX);
        return 0;
    }
    memcpy(cv->text + cv->length, s, n);
    cv->length += n;
    cv->text[cv->length] = '\0';
    return 1;
}

static int fp_put_text(Convert *cv, const char *s)
{
    return fp_put(cv, s, strlen(s));
}

static int fp_put_number(Convert *cv, long v)
{
    char number[24];

    sprintf(number, "%ld", v);
    return fp_put_text(cv, number);
}

/* Reads token k as a cell "R1C1" of the grid (outside: row or column 0
 * or N+1 allowed).  Returns row * (N + 2) + column, or -1 with a
 * message. */
static int fp_cell(Convert *cv, int k, int outside)
{
    const JsonToken *t = k >= 0 ? &cv->j->token[k] : NULL;
    const char *s = t ? cv->j->text + t->start : "";
    int n = t && t->type == JSON_STRING ? t->end - t->start : 0, c = 1;
    int low = outside ? 0 : 1;
    long row = -1, col = -1;

    while (c < n && (s[c] | 0x20) != 'c')
        c++;
    if (n < 4 || (s[0] | 0x20) != 'r' || !read_int(s + 1, c - 1, &row)
        || c >= n - 1 || !read_int(s + c + 1, n - c - 1, &col) || row < low
        || col < low || row > cv->side + 1 - low || col > cv->side + 1 - low) {
        sprintf(cv->message, "f-puzzles: '%.*s' is no cell R1C1 to R%dC%d",
                n > 20 ? 20 : n, s, cv->side, cv->side);
        return -1;
    }
    return (int)(row * (cv->side + 2) + col);
}

/* Appends "~R<row>C<col>" of a cell fp_cell() read. */
static int fp_put_cell(Convert *cv, int cell)
{
    return fp_put_text(cv, "~R") && fp_put_number(cv, cell / (cv->side + 2))
           && fp_put_text(cv, "C") && fp_put_number(cv, cell % (cv->side + 2));
}

/* Appends the cells of array k.  Returns 0 with a message on a bad one. */
static int fp_put_cells(Convert *cv, int k)
{
    int i, item;

    if (k < 0 || cv->j->token[k].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: expected a list of cells");
        return 0;
    }
    for (i = 0; (item = json_item(cv->j, k, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0 || !fp_put_cell(cv, cell))
            return 0;
    }
    return 1;
}

/* ---- the keys, one function each: (cv, the key's value, the kind of
 * constraint text it writes) -> 1, or 0 with a message.  Most keys hold
 * a list of objects; each_entry() calls write_entry for each. */

typedef int (*WriteEntry)(Convert *cv, int entry, const char *kind);

static int each_entry(Convert *cv, int list, const char *kind, WriteEntry write)
{
    int i, entry;

    if (cv->j->token[list].type != JSON_ARRAY) {
        if (!json_something(cv->j, list))
            return 1;                /* false, null, "": none */
        sprintf(cv->message, "f-puzzles: %s: expected a list", kind);
        return 0;
    }
    for (i = 0; (entry = json_item(cv->j, list, i)) >= 0; i++)
        if (!write(cv, entry, kind))
            return 0;
    return 1;
}

/* {cells, value}: Cage~value~cells (no value: distinct only). */
static int write_cage(Convert *cv, int entry, const char *kind)
{
    long sum = 0;
    int value = json_get(cv->j, entry, "value");

    if (json_something(cv->j, value) && !json_number(cv->j, value, &sum)) {
        sprintf(cv->message, "f-puzzles: a killer cage's sum is no number");
        return 0;
    }
    return fp_put_text(cv, ".") && fp_put_text(cv, kind) && fp_put_text(cv, "~")
           && (sum == 0 || fp_put_number(cv, sum))
           && fp_put_cells(cv, json_get(cv->j, entry, "cells"));
}

/* {lines: [[cells], ...]} (whispers: and a value): Kind~cells a line. */
static int write_lines(Convert *cv, int entry, const char *kind)
{
    int lines = json_get(cv->j, entry, "lines"), i, line;
    long apart = 5;

    if (lines < 0 || cv->j->token[lines].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: %s without lines", kind);
        return 0;
    }
    if (strcmp(kind, "Whisper") == 0)
        json_number(cv->j, json_get(cv->j, entry, "value"), &apart);
    for (i = 0; (line = json_item(cv->j, lines, i)) >= 0; i++)
        if (!fp_put_text(cv, ".") || !fp_put_text(cv, kind)
            || (strcmp(kind, "Whisper") == 0
                && !(fp_put_text(cv, "~") && fp_put_number(cv, apart)))
            || !fp_put_cells(cv, line))
            return 0;
    return 1;
}

/* {cells: circle, lines}: Arrow~circle~line, or PillArrow~2~pill~line;
 * a cell on several lines counts once. */
static int write_arrow(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int circle = json_get(j, entry, "cells"), lines = json_get(j, entry, "lines");
    int seen[(MAX_SIDE + 2) * (MAX_SIDE + 2)], pill, i, k, line, item;

    (void)kind;
    pill = circle >= 0 && j->token[circle].type == JSON_ARRAY ? j->token[circle].count : 0;
    if (pill < 1 || pill > 3 || lines < 0 || j->token[lines].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: an arrow needs a circle of 1 to 3 "
                "cells and lines");
        return 0;
    }
    memset(seen, 0, sizeof seen);
    if (!fp_put_text(cv, pill == 1 ? ".Arrow" : ".PillArrow~")
        || (pill > 1 && !fp_put_number(cv, pill)))
        return 0;
    for (i = 0; (item = json_item(j, circle, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0)
            return 0;
        if (seen[cell]) {
            sprintf(cv->message, "f-puzzles: an arrow's circle names a cell "
                    "twice");
            return 0;
        }
        if (!fp_put_cell(cv, cell))
            return 0;
        seen[cell] = 1;
    }
    for (i = 0; (line = json_item(j, lines, i)) >= 0; i++)
        for (k = 0; (item = json_item(j, line, k)) >= 0; k++) {
            int cell = fp_cell(cv, item, 0);
            if (cell < 0)
                return 0;
            if (!seen[cell] && !fp_put_cell(cv, cell))
                return 0;
            seen[cell] = 1;
        }
    return 1;
}

/* {cells: [a, b], value}: a dot (a difference, 1 when none; a ratio, 2
 * when none) or a letter. */
static int write_pair(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int value = json_get(j, entry, "value");
    long v = kind[0] == 'W' ? 1 : 2;
    const char *as = kind;

    if (strcmp(kind, "XV") == 0) {
        as = json_is(j, value, "X") || json_is(j, value, "x") ? "X"
           : json_is(j, value, "V") || json_is(j, value, "v") ? "V" : NULL;
        if (!as) {
            sprintf(cv->message, "f-puzzles: an xv clue is X or V");
            return 0;
        }
    } else if (json_something(j, value) && !json_number(j, value, &v)) {
        sprintf(cv->message, "f-puzzles: a %s's value is no number",
                kind[0] == 'W' ? "difference" : "ratio");
        return 0;
    }
    if (as != kind || v == (kind[0] == 'W' ? 1 : 2))
        return fp_put_text(cv, ".") && fp_put_text(cv, as)
               && fp_put_cells(cv, json_get(j, entry, "cells"));
    return fp_put_text(cv, kind[0] == 'W' ? ".Difference~" : ".Ratio~")
           && fp_put_number(cv, v) && fp_put_cells(cv, json_get(j, entry, "cells"));
}

/* {cell, value}: the clue above or below a column, left or right of a
 * row. */
static int write_sandwich(Convert *cv, int entry, const char *kind)
{
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 1), N = cv->side;
    int row = cell / (N + 2), col = cell % (N + 2);
    long sum;

    (void)kind;
    if (cell < 0)
        return 0;
    if (!json_number(cv->j, json_get(cv->j, entry, "value"), &sum)
        || ((row == 0 || row == N + 1) == (col == 0 || col == N + 1))) {
        sprintf(cv->message, "f-puzzles: a sandwich clue is a number outside "
                "a row or column");
        return 0;
    }
    return fp_put_text(cv, ".Sandwich~") && fp_put_number(cv, sum)
           && fp_put_text(cv, row == 0 || row == N + 1 ? "~C" : "~R")
           && fp_put_number(cv, row == 0 || row == N + 1 ? col : row);
}

/* {cell, direction, value}: the sum of the diagonal from the clue. */
static int write_little_killer(Convert *cv, int entry, const char *kind)
{
    static const char *const WAYS[] = {"UL", "UR", "DL", "DR"};
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 1), N = cv->side;
    int way = json_get(cv->j, entry, "direction"), w, row, col, dr, dc, n = 0;
    long sum;

    (void)kind;
    if (cell < 0)
        return 0;
    for (w = 0; w < 4 && !json_is(cv->j, way, WAYS[w]); w++)
        ;
    dr = w < 2 ? -1 : 1;
    dc = w % 2 ? 1 : -1;
    if (w == 4 || !json_number(cv->j, json_get(cv->j, entry, "value"), &sum)) {
        sprintf(cv->message, "f-puzzles: a little killer clue needs a "
                "direction UL, UR, DL or DR and a sum");
        return 0;
    }
    if (!fp_put_text(cv, ".Sum~") || !fp_put_number(cv, sum))
        return 0;
    for (row = cell / (N + 2) + dr, col = cell % (N + 2) + dc;
         row >= 1 && row <= N && col >= 1 && col <= N; row += dr, col += dc, n++)
        if (!fp_put_cell(cv, row * (N + 2) + col))
            return 0;
    if (n == 0) {
        sprintf(cv->message, "f-puzzles: a little killer clue points at no "
                "cell");
        return 0;
    }
    return 1;
}

/* {cell}: Odd or Even. */
static int write_one_cell(Convert *cv, int entry, const char *kind)
{
    int cell = fp_cell(cv, json_get(cv->j, entry, "cell"), 0);

    return cell >= 0 && fp_put_text(cv, ".") && fp_put_text(cv, kind)
           && fp_put_cell(cv, cell);
}

/* {cells: 2x2, values}: Quad~top left~values. */
static int write_quad(Convert *cv, int entry, const char *kind)
{
    const Json *j = cv->j;
    int cells = json_get(j, entry, "cells"), values = json_get(j, entry, "values");
    int top = -1, i, item, sum = 0, W = cv->side + 2;
    long v;

    (void)kind;
    for (i = 0; (item = json_item(j, cells, i)) >= 0; i++) {
        int cell = fp_cell(cv, item, 0);
        if (cell < 0)
            return 0;
        top = top < 0 || cell < top ? cell : top;
        sum += cell;
    }
    if (i != 4 || sum != 4 * top + 2 * W + 2 || values < 0
        || j->token[values].type != JSON_ARRAY) {
        sprintf(cv->message, "f-puzzles: a quadruple is four cells of a 2x2 "
                "square and its digits");
        return 0;
    }
    if (!fp_put_text(cv, ".Quad") || !fp_put_cell(cv, top))
        return 0;
    for (i = 0; (item = json_item(j, values, i)) >= 0; i++) {
        if (!json_number(j, item, &v)) {
            sprintf(cv->message, "f-puzzles: a quadruple's digits are numbers");
            return 0;
        }
        if (!fp_put_text(cv, "~") || !fp_put_number(cv, v))
            return 0;
    }
    return 1;
}

/* {cells}: ExtraRegion~cells. */
static int write_region(Convert *cv, int entry, const char *kind)
{
    return fp_put_text(cv, ".") && fp_put_text(cv, kind)
           && fp_put_cells(cv, json_get(cv->j, entry, "cells"));
}

/* Each list entry holds a separate entry object; these two take the key's
 * value whole. */
static int write_flag(Convert *cv, int value, const char *kind)
{
    if (json_true(cv->j, value)) {
        if (strcmp(kind, "AntiConsecutive") == 0 && cv->white_dots)
            kind = "StrictWhiteDot";     /* the dotted pairs are exempt */
        return fp_put_text(cv, ".") && fp_put_text(cv, kind);
    }
    return 1;
}

/* "negative": ["ratio", "xv", "difference"]: the marks are all given. */
static int write_negative(Convert *cv, int value, const char *kind)
{
    static const char *const NEGATIVE[][2] = {
        {"ratio", ".StrictBlackDot"}, {"difference", ".StrictWhiteDot"},
        {"xv", ".StrictXV"}
    };
    int i, k, item;

    (void)kind;
    for (i = 0; (item = json_item(cv->j, value, i)) >= 0; i++) {
        for (k = 0; k < 3 && !json_is(cv->j, item, NEGATIVE[k][0]); k++)
            ;
        if (k == 3) {
            int n = cv->j->token[item].end - cv->j->token[item].start;
            sprintf(cv->message, "f-puzzles: negative constraint '%.*s' is "
                    "not one this solver knows", n > 20 ? 20 : n,
                    cv->j->text + cv->j->token[item].start);
            return 0;
        }
        if (!fp_put_text(cv, NEGATIVE[k][1]))
            return 0;
    }
    return 1;
}

/* What each key of the JSON becomes: a function over each entry of its
 * list (whole: over the value itself), or nothing (NULL: cosmetic, or
 * read with the grid). */
static const struct FpuzzlesKey {
    const char *key;
    WriteEntry write;
    int whole;                   /* write takes the key's value whole */
    const char *kind;            /* the constraint text's kind */
} FPUZZLES_KEYS[] = {
    {"size", NULL, 0, ""}, {"grid", NULL, 0, ""},
    {"killercage", write_cage, 0, "Cage"},
    {"thermometer", write_lines, 0, "Thermo"},
    {"renban", write_lines, 0, "Renban"},
    {"palindrome", write_lines, 0, "Palindrome"},
    {"whispers", write_lines, 0, "Whisper"},
    {"arrow", write_arrow, 0, "Arrow"},
    {"difference", write_pair, 0, "WhiteDot"},
    {"ratio", write_pair, 0, "BlackDot"},
    {"xv", write_pair, 0, "XV"},
    {"sandwichsum", write_sandwich, 0, "Sandwich"},
    {"littlekillersum", write_little_killer, 0, "Sum"},
    {"odd", write_one_cell, 0, "Odd"}, {"even", write_one_cell, 0, "Even"},
    {"minimum", write_one_cell, 0, "Minimum"},
    {"maximum", write_one_cell, 0, "Maximum"},
    {"quadruple", write_quad, 0, "Quad"},
    {"extraregion", write_region, 0, "ExtraRegion"},
    {"diagonal+", write_flag, 1, "Diagonal~1"},
    {"diagonal-", write_flag, 1, "Diagonal~-1"},
    {"antiknight", write_flag, 1, "AntiKnight"},
    {"antiking", write_flag, 1, "AntiKing"},
    {"disjointgroups", write_flag, 1, "DisjointSets"},
    {"nonconsecutive", write_flag, 1, "AntiConsecutive"},
    {"negative", write_negative, 1, ""},
    {"title", NULL, 0, ""}, {"author", NULL, 0, ""}, {"ruleset", NULL, 0, ""},
    {"text", NULL, 0, ""}, {"line", NULL, 0, ""}, {"rectangle", NULL, 0, ""},
    {"circle", NULL, 0, ""}, {"cage", NULL, 0, ""}, {"solution", NULL, 0, ""},
    {"highlightConflicts", NULL, 0, ""}, {"disabledlogic", NULL, 0, ""},
    {"truecandidatesoptions", NULL, 0, ""}, {"version", NULL, 0, ""},
};

enum { FPUZZLES_KEY_COUNT = sizeof FPUZZLES_KEYS / sizeof FPUZZLES_KEYS[0] };

/* The givens and the jigsaw pieces of "grid": .~R1C1_5 for each given,
 * and when some cell names a region, NoBoxes and a Jigsaw layout (a cell
 * naming none is in its box, boxes counted as regions are, from 0 in
 * reading order). */
static int write_grid(Convert *cv, int grid)
{
    const Json *j = cv->j;
    char layout[MAX_CELLS + 1];
    int N = cv->side, r, c, row, cell, pieces = 0, rows, cols;
    long value, region;

    default_box(N, &rows, &cols);
    for (r = 0; r < N; r++)
        for (c = 0; c < N; c++)
            layout[r * N + c] = (char)('A' + r / rows * rows + c / cols);
    layout[N * N] = '\0';
    for (r = 0; grid >= 0 && r < N; r++) {
        if ((row = json_item(j, grid, r)) < 0 || j->token[row].type != JSON_ARRAY
            || j->token[row].count != N) {
            sprintf(cv->message, "f-puzzles: the grid is not %d rows of %d "
                    "cells", N, N);
            return 0;
        }
        for (c = 0; c < N; c++) {
            cell = json_item(j, row, c);
            if (json_true(j, json_get(j, cell, "given"))
                && json_number(j, json_get(j, cell, "value"), &value)
                && !(fp_put_text(cv, ".~R") && fp_put_number(cv, r + 1)
                     && fp_put_text(cv, "C") && fp_put_number(cv, c + 1)
                     && fp_put_text(cv, "_") && fp_put_number(cv, value)))
                return 0;
            if (json_number(j, json_get(j, cell, "region"), &region)) {
                if (region < 0 || region >= N) {
                    sprintf(cv->message, "f-puzzles: R%dC%d's region is not "
                            "0 to %d", r + 1, c + 1, N - 1);
                    return 0;
                }
                layout[r * N + c] = (char)('A' + region);
                pieces++;
            }
        }
    }
    return pieces == 0
           || (fp_put_text(cv, ".NoBoxes.Jigsaw~") && fp_put_text(cv, layout));
}

/*
 * Writes the rules of the f-puzzles JSON json as constraint text into
 * text (FP_TEXT_MAX bytes).  Returns its length, or -1 with a message.
 */
static long fpuzzles_json_text(const char *json, char *text, char *message)
{
    static Json j;
    Convert cv;
    int root, key, i, k, grid;
    long size = 9;

    j.text = json;
    j.at = j.tokens = 0;
    root = json_value(&j, 0);
    json_blanks(&j);
    if (root < 0 || json[j.at] != '\0' || j.token[root].type != JSON_OBJECT) {
        sprintf(message, "f-puzzles: the JSON does not parse (at character "
                "%d)", j.at + 1);
        return -1;
    }
    memset(&cv, 0, sizeof cv);
    cv.j = &j;
    cv.text = text;
    cv.message = message;
    text[0] = '\0';
    if (json_get(&j, root, "size") >= 0
        && (!json_number(&j, json_get(&j, root, "size"), &size) || size < 2
            || size > MAX_SIDE)) {
        sprintf(message, "f-puzzles: size is not 2 to %d", MAX_SIDE);
        return -1;
    }
    cv.side = (int)size;
    cv.white_dots = json_something(&j, json_get(&j, root, "difference"));
    if ((size != 9 && !(fp_put_text(&cv, ".Shape~") && fp_put_number(&cv, size)
                        && fp_put_text(&cv, "x") && fp_put_number(&cv, size)))
        || ((grid = json_get(&j, root, "grid")) >= 0 && !write_grid(&cv, grid)))
        return -1;
    for (i = 0, key = root + 1; i < j.token[root].count;
         i++, key = j.token[j.token[key].next].next) {
        int value = j.token[key].next;
        for (k = 0; k < FPUZZLES_KEY_COUNT; k++)
            if (json_is(&j, key, FPUZZLES_KEYS[k].key))
                break;
        if (k == FPUZZLES_KEY_COUNT && json_something(&j, value)) {
            sprintf(message, "f-puzzles: constraint '%.*s' is not one this "
                    "solver knows", j.token[key].end - j.token[key].start > 24
                    ? 24 : j.token[key].end - j.token[key].start,
                    json + j.token[key].start);
            return -1;
        }
        if (k == FPUZZLES_KEY_COUNT || !FPUZZLES_KEYS[k].write)
            continue;
        if (FPUZZLES_KEYS[k].whole
            ? !FPUZZLES_KEYS[k].write(&cv, value, FPUZZLES_KEYS[k].kind)
            : !each_entry(&cv, value, FPUZZLES_KEYS[k].kind, FPUZZLES_KEYS[k].write))
            return -1;
    }
    if (cv.length == 0 && !fp_put_text(&cv, ".Shape~9x9"))
        return -1;
    return (long)cv.length;
}

/* Where the packed data of an f-puzzles line starts, or -1 when the
 * line is none: a link (after "load=N4Ig", or SudokuPad's "fpuzzlesN4Ig";
 * all packed f-puzzles JSON opens so), the bare data (base64 alone), or
 * JSON opening '{"' (0, with *is_json set). */
static long fpuzzles_data(const char *text, size_t n, int *is_json)
{
    const char *from = text, *at;
    size_t i;

    *is_json = n > 2 && text[0] == '{' && text[1] == '"';
    if (*is_json)
        return 0;
    /* the first "N4Ig" after "fpuzzles", or after "load=" with 12 bytes
       or more from the 'l' to the end; a line of cells has no 'N' */
    while ((at = (const char *)memchr(from, 'N', (size_t)(text + n - from))) != NULL) {
        size_t k = (size_t)(at - text);
        from = at + 1;
        if (k + 4 <= n && memcmp(at, "N4Ig", 4) == 0
            && ((k >= 8 && memcmp(at - 8, "fpuzzles", 8) == 0)
                || (k >= 5 && k + 7 <= n && memcmp(at - 5, "load=", 5) == 0)))
            return (long)k;
    }
    if (n < 8 || memcmp(text, "N4Ig", 4) != 0)
        return -1;
    for (i = 0; i < n; i++)
        if (base64_value((unsigned char)text[i]) < 0)
            return -1;
    return 0;
}

/* Whether a line of n bytes is an f-puzzles link, its data, or JSON. */
static int is_fpuzzles(const char *text, size_t n)
{
    int is_json;

    return fpuzzles_data(text, n, &is_json) >= 0;
}

/*
 * Reads the f-puzzles line text[0..n) (fpuzzles_data() found it one)
 * into constraint text in text_out (FP_TEXT_MAX bytes).  Returns its
 * length, or -1 with a message.
 */
static long fpuzzles_constraint_text(const char *line, size_t n,
                                     char *text_out, char *message)
{
    static char json[FP_JSON_MAX], data[FP_JSON_MAX];
    int is_json;
    long at = fpuzzles_data(line, n, &is_json);
    size_t kept = 0, i;

    if (is_json) {
        if (n >= FP_JSON_MAX) {
            sprintf(message, "f-puzzles: JSON of more than %d characters",
                    FP_JSON_MAX);
            return -1;
        }
        memcpy(json, line, n);
        json[n] = '\0';
        return fpuzzles_json_text(json, text_out, message);
    }
    for (i = (size_t)at; i < n && line[i] != '&' && line[i] != '#'; i++) {
        if (line[i] == '%' && i + 2 < n) {       /* %2B, %2F, %3D */
            static const char *const ESCAPED[][2] = {
                {"2B", "+"}, {"2b", "+"}, {"2F", "/"}, {"2f", "/"},
                {"3D", "="}, {"3d", "="}
            };
            int e;
            for (e = 0; e < 6 && memcmp(line + i + 1, ESCAPED[e][0], 2) != 0; e++)
                ;
            if (e < 6) {
                data[kept++] = ESCAPED[e][1][0];
                i += 2;
                continue;
            }
        }
        data[kept++] = line[i];
    }
    if (!lz_unpack(data, kept, json, message))
        return -1;
    return fpuzzles_json_text(json, text_out, message);
}
#endif /* CARRY_VARIANTS && CARRY_BOARD_RULES && CARRY_MORE_RULES */
