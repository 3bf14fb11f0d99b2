/*
 * src/numbers.c - boards of numbers (to 100x100) and the one-judge framings
 * read as numbers: walls, anti-sudoku, CodeChef NSUDOKU's fill; the report
 * of a malformed case.
 * Calls: general_rules.c, engines.c, profiles.c, input.c, output.c,
 * answers.c.
 */

#ifndef SOLVER_NO_MAIN

/* "s" when n is not 1, for messages. */
static const char *plural(long n)
{
    return n == 1 ? "" : "s";
}

/* Reports a malformed case: a message on stderr, ERROR in its place. */
static void report_malformed(Writer *w, const Case *c, long k)
{
    flush_writer(w);             /* keep stdout and stderr in order */
    fprintf(stderr, "solver: case %ld, line %ld: %s\n", k, c->line,
            c->message);
    put_line(w, ERROR_TEXT);
}

#if CARRY_NUMBER_BOARDS
/* The numbers of the input, word by word across lines. */
typedef struct Numbers {
    Reader *lines;
    size_t at;                   /* the next byte of the current line */
} Numbers;

/* Reads the next word of the input as an integer into *value.  Returns 1,
 * 0 at the end of the input, or -1 for a word that is not an integer (or
 * is beyond a million; skipped). */
static int next_number(Numbers *t, long *value)
{
    Reader *r = t->lines;
    size_t end;
    int negative = 0, bad = 0;

    for (;;) {
        end = r->length < LINE_KEPT ? r->length : (size_t)LINE_KEPT;
        while (t->at < end && (r->text[t->at] == ' ' || r->text[t->at] == '\t'))
            t->at++;
        if (t->at < end)
            break;
        if (!read_line(r))
            return 0;
        t->at = 0;
        if (r->length > LINE_KEPT)
            bad = 1;             /* a line too long to read whole */
    }
    *value = 0;
    if (r->text[t->at] == '-' || r->text[t->at] == '+')
        negative = r->text[t->at++] == '-';
    if (t->at == end || r->text[t->at] < '0' || r->text[t->at] > '9')
        bad = 1;
    for (; t->at < end && r->text[t->at] != ' ' && r->text[t->at] != '\t';
         t->at++) {
        char c = r->text[t->at];
        if (c < '0' || c > '9' || *value > 1000000L)
            bad = 1;
        else
            *value = 10 * *value + (c - '0');
    }
    if (negative)
        *value = -*value;
    return bad ? -1 : 1;
}

/* Reads a board of n x n boxes, n^4 numbers, and sets *legal when no row,
 * column or box holds a number twice and every number is 0 (a blank; not
 * when complete) or 1..n^2.  Returns 1, 0 when the input ends first, or
 * -1 when a word was not a number (the board's words are still read). */
static int check_numbers(Numbers *t, int n, int complete, int *legal)
{
    static uint32_t seen[3][100][4];     /* [kind][unit]: numbers seen */
    int side = n * n, cell, got, bad = 0;
    long v;

    memset(seen, 0, sizeof seen);
    *legal = 1;
    for (cell = 0; cell < side * side; cell++) {
        int row = cell / side, col = cell % side, kind;
        int unit[3];
        if ((got = next_number(t, &v)) == 0)
            return 0;
        if (got < 0 || (v == 0 && !complete))
            bad |= got < 0;
        else if (v < 1 || v > side)
            *legal = 0;
        else {
            unit[0] = row;
            unit[1] = col;
            unit[2] = row / n * n + col / n;
            for (kind = 0; kind < 3; kind++) {
                uint32_t *word = &seen[kind][unit[kind]][(v - 1) >> 5];
                uint32_t bit = 1u << ((v - 1) & 31);
                if (*word & bit)
                    *legal = 0;
                *word |= bit;
            }
        }
    }
    return bad ? -1 : 1;
}

#if CARRY_GENERAL_ENGINE
/* Solves an HDU 4069 case (its 81 numbers) and writes the answer: the
 * solution, or the words for none or several.  Returns 0, with a message
 * in message, when the numbers are not cells with walls. */
static int answer_walls(Workspace *space, Writer *w, const Profile *p,
                        const long *value, char *message)
{
    static Puzzle puzzle;
    static unsigned char label[CELLS], solution[CELLS];
    char row[10];
    int cell, reg, i;
    long found;

    for (cell = 0; cell < CELLS; cell++)
        if (value[cell] < 0 || value[cell] > 255 || (value[cell] & 15) > 9) {
            sprintf(message, "%ld in row %d: a digit 0-9 plus walls 16, 32, "
                    "64, 128", value[cell], cell / 9 + 1);
            return 0;
        }
    if (!regions_from_walls(value, label)) {
        strcpy(message, "the walls do not make nine regions of nine cells");
        return 0;
    }
    start_puzzle(&puzzle, 9);
    for (reg = 0; reg < 9; reg++, puzzle.regions++)
        for (cell = 0, i = 0; cell < CELLS; cell++)
            if (label[cell] == reg)
                puzzle.region[puzzle.regions][i++] = (short)cell;
    for (cell = 0; cell < CELLS; cell++)
        puzzle.givens[cell] = (unsigned char)(value[cell] & 15);
    found = solve_by_engines(space, &puzzle, solution, 2, GOAL_SOLVE, NULL,
                             NULL, NULL);
    if (found != 1) {
        put_line(w, p->words[found == 0 ? VERDICT_NONE : VERDICT_MANY]);
        return 1;
    }
    for (cell = 0; cell < CELLS; cell += 9) {
        for (i = 0; i < 9; i++)
            row[i] = (char)('0' + solution[cell + i]);
        row[9] = '\0';
        put_line(w, row);
    }
    return 1;
}
#endif /* CARRY_GENERAL_ENGINE */

/* Reads the 81 numbers of a case into value.  Returns as check_numbers(). */
static int read_81_numbers(Numbers *t, long *value)
{
    int cell, got, bad = 0;

    for (cell = 0; cell < CELLS; cell++) {
        if ((got = next_number(t, &value[cell])) == 0)
            return 0;
        bad |= got < 0;
    }
    return bad ? -1 : 1;
}

/* Answers a Vijos 1352 case: k and the 81 numbers of a solved grid.
 * Returns 0, with a message on stderr, when they are not that. */
static int anti_sudoku_case(Writer *w, const Profile *p, const long *value,
                            long k, long line)
{
    unsigned char grid[CELLS];
    char text[18];
    int cell, i;

    for (cell = 0; cell < CELLS; cell++) {
        if (value[cell] < 1 || value[cell] > 9 || k < 0) {
            flush_writer(w);
            fprintf(stderr, "solver: case 1, line %ld: %s\n", line, k < 0
                    ? "k, the cells that may change, is from 0"
                    : "the grid's numbers are digits 1 to 9");
            return 0;
        }
        grid[cell] = (unsigned char)value[cell];
    }
    if (!smallest_anti_sudoku(grid, k)) {
        put_line(w, p->words[VERDICT_NONE]);
        return 1;
    }
    for (cell = 0; cell < CELLS; cell += 9) {
        for (i = 0; i < 9; i++) {
            text[2 * i] = (char)('0' + grid[cell + i]);
            text[2 * i + 1] = ' ';
        }
        text[17] = '\0';
        put_line(w, text);
    }
    return 1;
}

#if CARRY_ONE_JUDGE_WAYS
/*
 * CodeChef NSUDOKU: fill an N^2 x N^2 board keeping its givens, scored by
 * the values missing from each row, column and box.  Each row gets the
 * values its givens lack (rows are then perfect), and swaps of two open
 * cells of a row, chosen at random, are kept when they lose no value from
 * the two columns and boxes, or by chance as the temperature falls
 * (simulated annealing), for a bounded number of tries and time.
 */
enum {
    FILL_SIDE = 900,             /* the largest board, N = 30 */
    FILL_TRIES_A_CELL = 400,     /* swaps tried, per cell of the board, */
    FILL_TRIES_LEAST = 30000000, /* at least this many, */
    FILL_SECONDS = 2             /* and at most this long */
};

static unsigned short fill_value[FILL_SIDE * FILL_SIDE];

/* Steps the xorshift state (never 0 from a state not 0) and returns it. */
static uint32_t fill_draw(uint32_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    return *state;
}
static unsigned char fill_given[FILL_SIDE * FILL_SIDE];
static unsigned short column_count[FILL_SIDE][FILL_SIDE + 1];
static unsigned short box_count[FILL_SIDE][FILL_SIDE + 1];

/* The change in values missing from column or box counts when one cell
 * of it trades value out for value in. */
static int missing_change(unsigned short *count, int out, int in)
{
    return (count[out] == 1) - (count[in] == 0);
}

/* Fills each row of the board (side cells a row, boxes of n x n) with the
 * values its givens lack: each open cell, in turn, the best of a few of
 * the row's values left, drawn at random (best: new to the cell's column
 * and box, else to one of them). */
static void fill_rows(int side, int n, uint32_t *random)
{
    static unsigned char used[FILL_SIDE + 1];
    static unsigned short missing[FILL_SIDE];
    int row, col, v, m;

    memset(column_count, 0, sizeof column_count);
    memset(box_count, 0, sizeof box_count);
    for (row = 0; row < side; row++) {    /* the givens first */
        for (col = 0; col < side; col++) {
            v = fill_value[(long)row * side + col];
            column_count[col][v] += v > 0;
            box_count[row / n * n + col / n][v] += v > 0;
        }
    }
    for (row = 0; row < side; row++) {
        unsigned short *cells = fill_value + (long)row * side;
        memset(used, 0, sizeof used);
        for (col = 0; col < side; col++)
            used[cells[col]] = 1;
        for (v = 1, m = 0; v <= side; v++)
            if (!used[v])
                missing[m++] = (unsigned short)v;
        for (col = 0; col < side; col++) {
            int box = row / n * n + col / n, best = 0, best_score = -1, draw;
            if (cells[col])
                continue;
            if (m == 0) {                /* givens that repeat: any value */
                cells[col] = 1;
            } else {
                for (draw = 0; draw < 12 && best_score < 2; draw++) {
                    int at = (int)(fill_draw(random)
                                   % (uint32_t)m);
                    int score = (column_count[col][missing[at]] == 0)
                                + (box_count[box][missing[at]] == 0);
                    if (score > best_score) {
                        best_score = score;
                        best = at;
                    }
                }
                cells[col] = missing[best];
                missing[best] = missing[--m];
            }
            column_count[col][cells[col]]++;
            box_count[box][cells[col]]++;
        }
    }
}

/* Improves the filled board by swaps inside rows.  A swap that loses
 * values is kept with a chance that falls geometrically over the run, by
 * tries or by time, whichever is further along (from 0.3 to 1 in 10,000
 * for a value lost, its square for two).  Returns the number of values
 * missing at the end. */
static long anneal_rows(int side, int n, long missing, uint32_t *random)
{
    long tries = (long)FILL_TRIES_A_CELL * side * side, k;

    if (tries < FILL_TRIES_LEAST)        /* small boards: more a cell */
        tries = (long)side * side * 100000L < FILL_TRIES_LEAST
                ? (long)side * side * 100000L : (long)FILL_TRIES_LEAST;
    clock_t stop = clock() + FILL_SECONDS * CLOCKS_PER_SEC;
    clock_t start = clock();
    double chance = 0.3;
    for (k = 0; k < tries && missing > 0; k++) {
        int row, a, b, box_a, box_b, change;
        unsigned short *cells, va, vb;
        if ((k & 1023) == 0) {
            clock_t now = clock();
            double by_tries = (double)k / (double)tries;
            double by_time = (double)(now - start) / (double)(stop - start);
            int level = (int)(64.0 * (by_tries > by_time ? by_tries : by_time));
            if (now > stop)
                break;
            for (chance = 0.3; level > 0; level--)
                chance *= 0.8824;        /* 0.8824^64: 1/3000 */
        }
        fill_draw(random);
        row = (int)(*random % (uint32_t)side);
        a = (int)((*random >> 10) % (uint32_t)side);
        fill_draw(random);
        b = (int)(*random % (uint32_t)side);
        cells = fill_value + (long)row * side;
        if (a == b || fill_given[(long)row * side + a]
            || fill_given[(long)row * side + b])
            continue;
        va = cells[a];
        vb = cells[b];
        box_a = row / n * n + a / n;
        box_b = row / n * n + b / n;
        change = missing_change(column_count[a], va, vb)
                 + missing_change(column_count[b], vb, va);
        if (box_a != box_b)
            change += missing_change(box_count[box_a], va, vb)
                      + missing_change(box_count[box_b], vb, va);
        if (change > 0 && (change > 2
                           || (double)((*random >> 8) & 0xFFFFF) / 1048576.0
                              >= (change == 1 ? chance : chance * chance)))
            continue;
        column_count[a][va]--, column_count[a][vb]++;
        column_count[b][vb]--, column_count[b][va]++;
        box_count[box_a][va]--, box_count[box_a][vb]++;
        box_count[box_b][vb]--, box_count[box_b][va]++;
        cells[a] = vb;
        cells[b] = va;
        missing += change;
    }
    return missing;
}

/* Values missing from the board's rows, columns and boxes. */
static long board_missing(int side, int n)
{
    static unsigned char seen[FILL_SIDE + 1];
    long missing = 0;
    int unit, i;

    for (unit = 0; unit < 3 * side; unit++) {
        memset(seen, 0, sizeof seen);
        for (i = 0; i < side; i++) {
            int u = unit % side;
            long cell = unit < side ? (long)u * side + i
                      : unit < 2 * side ? (long)i * side + u
                      : (long)(u / n * n + i / n) * side + u % n * n + i % n;
            seen[fill_value[cell]] = 1;
        }
        for (i = 1; i <= side; i++)
            missing += !seen[i];
    }
    return missing;
}

/* Reads an NSUDOKU case (N given: K, then K triples), fills the board and
 * writes it, a row a line.  Returns 0, with a message, on bad input. */
static int fill_board_case(Numbers *t, Writer *w, long n, char *message)
{
    int side = (int)(n * n), row, col, got;
    long k, given, i, r, c, v;
    uint32_t random = 2463534242u;
    char text[8];

    memset(fill_value, 0, sizeof fill_value);
    memset(fill_given, 0, sizeof fill_given);
    if (next_number(t, &k) <= 0 || k < 0 || k > (long)side * side) {
        sprintf(message, "K, the givens, from 0 to %d", side * side);
        return 0;
    }
    for (given = 0; given < k; given++) {
        if (next_number(t, &r) <= 0 || next_number(t, &c) <= 0
            || next_number(t, &v) <= 0 || r < 1 || r > side || c < 1
            || c > side || v < 1 || v > side) {
            sprintf(message, "given %ld: row, column and value from 1 to %d",
                    given + 1, side);
            return 0;
        }
        i = (r - 1) * side + (c - 1);
        fill_value[i] = (unsigned short)v;
        fill_given[i] = 1;
    }
    fill_rows(side, (int)n, &random);
    anneal_rows(side, (int)n, board_missing(side, (int)n), &random);
    for (row = 0; row < side; row++)
        for (col = 0; col < side; col++) {
            got = sprintf(text, "%d", fill_value[(long)row * side + col]);
            put_bytes(w, text, (size_t)got);
            put_bytes(w, col + 1 < side ? " " : "\n", 1);
        }
    return 1;
}
#endif /* CARRY_ONE_JUDGE_WAYS */

/* Answers the cases of a profile of number boards (Profile.numbers), in
 * the engines' workspace space.  Returns the exit status. */
static int run_numbers(Reader *lines, Writer *w, const Options *o,
                       Workspace *space)
{
    const Profile *p = o->profile;
    Numbers t;
    long count, first, k, n;
    int got, legal, status = 0, have_size;
    int sized = p->numbers == NUMBERS_ONE || p->numbers == NUMBERS_SIZED
                || p->numbers == NUMBERS_FILL;

    (void)space;
    t.lines = lines;
    t.at = 0;
    if ((got = next_number(&t, &first)) == 0)
        return lines->read_errno ? 2 : 0;    /* no input, no cases */
    have_size = p->numbers == NUMBERS_ONE     /* the first number is it */
                || p->numbers == NUMBERS_ANTI   /* (Vijos 1352: k) */
                || p->numbers == NUMBERS_FILL;
    count = have_size ? 1 : first;
    n = have_size ? first : 3;
    if (!have_size && (got < 0 || count < 0)) {
        fprintf(stderr, "solver: line %ld: expected the case count\n",
                lines->line_no);
        return 1;
    }
    for (k = 1; k <= count && !w->write_errno; k++) {
        if (k > 1)
            put_text(w, p->between);
        if (sized && !have_size)
            got = next_number(&t, &n);
        have_size = 0;
        if (sized && (got <= 0 || n < 1 || n > p->max_box)) {
            if (got == 0)
                break;
            flush_writer(w);
            if (got < 0)
                fprintf(stderr, "solver: case %ld, line %ld: the size is not "
                        "a number\n", k, lines->line_no);
            else
                fprintf(stderr, "solver: case %ld, line %ld: size %ld: "
                        "expected 1 to %d\n", k, lines->line_no, n,
                        p->max_box);
            put_line(w, ERROR_TEXT);
            status = 1;
            break;                       /* the rest cannot be framed */
        }
#if CARRY_ONE_JUDGE_WAYS
        if (p->numbers == NUMBERS_FILL) {
            char message[MESSAGE_SIZE];
            if (!fill_board_case(&t, w, n, message)) {
                flush_writer(w);
                fprintf(stderr, "solver: case 1, line %ld: %s\n",
                        lines->line_no, message);
                put_line(w, ERROR_TEXT);
                status = 1;
            }
            continue;
        }
#endif
        if (p->numbers == NUMBERS_ANTI) {
            static long value[CELLS];
            if ((got = read_81_numbers(&t, value)) > 0) {
                if (!anti_sudoku_case(w, p, value, n, lines->line_no)) {
                    put_line(w, ERROR_TEXT);
                    status = 1;
                }
                continue;
            }
        } else
#if CARRY_GENERAL_ENGINE
        if (p->numbers == NUMBERS_WALLS) {
            static long value[CELLS];
            char message[MESSAGE_SIZE];
            if ((got = read_81_numbers(&t, value)) > 0) {
                sprintf(message, p->label, k);
                put_text(w, message);
                if (answer_walls(space, w, p, value, message))
                    continue;
                flush_writer(w);
                fprintf(stderr, "solver: case %ld, line %ld: %s\n", k,
                        lines->line_no, message);
                put_line(w, ERROR_TEXT);
                status = 1;
                continue;
            }
        } else
#endif
        got = check_numbers(&t, (int)n, p->goal == GOAL_CHECK, &legal);
        if (got <= 0) {
            flush_writer(w);
            fprintf(stderr, "solver: case %ld, line %ld: %s\n", k,
                    lines->line_no, got ? "a word that is not a number"
                    : "the input ends inside the board");
            put_line(w, ERROR_TEXT);
            status = 1;
            if (got == 0) {
                flush_writer(w);
                return lines->read_errno || w->write_errno ? 2 : 1;
            }
            continue;
        }
        if (*p->label) {
            char label[64];
            sprintf(label, p->label, k);
            put_text(w, label);
        }
        put_line(w, p->words[legal ? VERDICT_ONE : VERDICT_ILLEGAL]);
        put_text(w, p->after);
    }
    flush_writer(w);
    if (got == 0 && k <= count) {
        fprintf(stderr, "solver: line %ld: the input ends before case %ld "
                "of %ld\n", lines->line_no, k, count);
        status = 1;
    }
    if (lines->read_errno || w->write_errno) {
        fprintf(stderr, "solver: %s error: %s\n", w->write_errno ? "write"
                : "read", strerror(w->write_errno ? w->write_errno
                                   : lines->read_errno));
        return 2;
    }
    return status;
}
#endif /* CARRY_NUMBER_BOARDS */
#endif /* #ifndef SOLVER_NO_MAIN */

