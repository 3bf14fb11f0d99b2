/*
 * judge.c - a local judge: runs a program on every NAME.in of a folder and
 * gives each test the verdict an online judge would.
 *
 *   judge [-d DIR] [-t SECONDS | -T SECONDS] [-m MB] [-c lines|exact|tokens]
 *         [-C CHECKER] [--] COMMAND
 *
 * COMMAND is run with NAME.in on stdin (through /bin/sh when it holds shell
 * syntax; NAME.args, when present, is appended to it).  NAME.files, when
 * present, names the files the problem reads and writes instead ("sudoku.in
 * sudoku.out"): COMMAND then runs in a folder of its own holding NAME.in
 * under the first name, with nothing on stdin, and its answer is the second
 * file it leaves there.  Its stdout is
 * compared with NAME.out, or judged by CHECKER run as `CHECKER in out ans`
 * (testlib's order; exit 0 or 42 accepts, 1, 2 or 43 rejects).
 *
 * Verdicts: AC accepted, WA wrong answer, RE runtime error (non-zero exit or
 * a signal), TLE over the time limit (wall clock; with -T, CPU time, as
 * most online judges count it), MLE over the memory limit
 * (peak resident memory).  One line per test, a summary, and exit status 1
 * when any test is not AC (2 on a usage error).
 */

#define _DEFAULT_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { MAX_TESTS = 4096, PATH_SIZE = 4096, DETAIL_SIZE = 512 };

/* How a program's output is compared with the answer. */
enum Compare { COMPARE_LINES, COMPARE_EXACT, COMPARE_TOKENS };

/* What the command line asked for. */
typedef struct Config {
    const char *dir;             /* folder of NAME.in / NAME.out */
    const char *command;         /* the program under test */
    const char *checker;         /* special judge, or NULL */
    char sudoku_checker[4096];   /* judge/checker beside this program, or "" */
    double time_limit;           /* seconds */
    int cpu_time;                /* the limit is CPU time (-T), not wall */
    long memory_limit;           /* bytes of peak resident memory */
    enum Compare compare;        /* how to compare without a checker */
} Config;

/* What one run of the program did. */
typedef struct Run {
    int status;                  /* wait status */
    double seconds;              /* wall clock, or CPU time with -T */
    long peak_bytes;             /* peak resident memory */
    int timed_out;               /* killed at the time limit */
    int out_of_memory;           /* killed at the memory limit */
} Run;

/* The outcome of one test. */
typedef struct Result {
    char verdict[8];             /* AC, WA, RE, TLE, MLE, FAIL */
    char detail[DETAIL_SIZE];    /* what went wrong, for people */
} Result;

static double now(void)
{
    struct timespec t;

    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* Peak resident memory of a live process from /proc, in bytes; 0 if gone. */
static long resident_bytes(pid_t pid)
{
    char path[64], line[256];
    long kb = 0;
    FILE *f;

    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    if ((f = fopen(path, "r")) == NULL)
        return 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1)
            break;
    fclose(f);
    return kb * 1024;
}

/* Returns 1 when the command needs a shell (pipes, quotes, variables...). */
static int needs_shell(const char *command)
{
    return strpbrk(command, "|&;<>()$`\\\"'*?[#~=%{}") != NULL;
}

/* Starts command in its own process group with stdin, stdout and stderr on
 * the given files, in folder dir (NULL: this one), and at most cpu_limit
 * CPU seconds when that is not 0.  Returns the child's pid, or -1. */
static pid_t start(const char *command, const char *dir, int in, int out,
                   int err, long cpu_limit)
{
    pid_t pid = fork();

    if (pid != 0)
        return pid;
    setpgid(0, 0);
    if (dir && chdir(dir) != 0) {
        fprintf(stderr, "judge: cannot enter '%s': %s\n", dir, strerror(errno));
        _exit(127);
    }
    if (cpu_limit > 0) {
        struct rlimit limit;
        limit.rlim_cur = limit.rlim_max = (rlim_t)cpu_limit;
        setrlimit(RLIMIT_CPU, &limit);
    }
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (needs_shell(command)) {
        execl("/bin/sh", "sh", "-c", command, (char *)NULL);
    } else {
        char *copy = strdup(command), *argv[64], *word;
        int argc = 0;
        for (word = strtok(copy, " \t"); word && argc < 63;
             word = strtok(NULL, " \t"))
            argv[argc++] = word;
        argv[argc] = NULL;
        if (argc > 0)
            execvp(argv[0], argv);
    }
    fprintf(stderr, "judge: cannot run '%s': %s\n", command, strerror(errno));
    _exit(127);
}

/* The CPU seconds, user and system, of a finished run. */
static double cpu_seconds(const struct rusage *usage)
{
    return usage->ru_utime.tv_sec + usage->ru_stime.tv_sec
           + (usage->ru_utime.tv_usec + usage->ru_stime.tv_usec) / 1e6;
}

/* Runs command on the files, within the limits.  With a CPU-time limit
 * the program is stopped at 2 * LIMIT + 1 CPU seconds (RLIMIT_CPU), and at
 * 10 * LIMIT + 5 s of wall clock should it wait without running. */
static Run run_program(const Config *cfg, const char *command, const char *dir,
                       int in, int out, int err)
{
    Run r = {0, 0.0, 0, 0, 0};
    double started = now();
    double kill_at = started + (cfg->cpu_time ? 10 * cfg->time_limit + 5
                                              : 2 * cfg->time_limit + 0.5);
    struct rusage usage;
    pid_t pid = start(command, dir, in, out, err,
                      cfg->cpu_time ? (long)(2 * cfg->time_limit) + 1 : 0);

    if (pid < 0) {
        r.status = 127 << 8;
        return r;
    }
    for (;;) {
        pid_t done = wait4(pid, &r.status, WNOHANG, &usage);
        long resident;
        struct timespec pause = {0, 2000000};
        if (done == pid)
            break;
        resident = resident_bytes(pid);
        if (resident > r.peak_bytes)
            r.peak_bytes = resident;
        if (resident > cfg->memory_limit && !r.out_of_memory) {
            r.out_of_memory = 1;
            kill(-pid, SIGKILL);
        } else if (now() > kill_at && !r.timed_out) {
            r.timed_out = 1;
            kill(-pid, SIGKILL);
        }
        nanosleep(&pause, NULL);
    }
    r.seconds = cfg->cpu_time ? cpu_seconds(&usage) : now() - started;
    kill(-pid, SIGKILL);         /* whatever it left running */
    if (usage.ru_maxrss * 1024L > r.peak_bytes)
        r.peak_bytes = usage.ru_maxrss * 1024L;
    return r;
}

/* Reads a whole file into a NUL-terminated buffer.  Returns NULL on error. */
static char *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    char *data = NULL;
    size_t n = 0, cap = 0;

    if (f == NULL)
        return NULL;
    for (;;) {
        size_t got;
        if (cap - n < 65536) {
            char *bigger = realloc(data, cap = 2 * cap + 65536);
            if (bigger == NULL) {
                free(data);
                fclose(f);
                return NULL;
            }
            data = bigger;
        }
        got = fread(data + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    fclose(f);
    data[n] = '\0';
    *size = n;
    return data;
}

/* One line of a text: where it starts and its length, CR and trailing
 * blanks removed when trim is set. */
typedef struct Line {
    const char *text;
    size_t length;
} Line;

/* Splits text into lines; with trim, drops trailing blanks and CR of each
 * line and the blank lines at the end.  Returns how many. */
static size_t split_lines(const char *text, size_t size, int trim, Line **lines)
{
    size_t count = 0, cap = 16, i = 0;

    *lines = malloc(cap * sizeof **lines);
    while (*lines && i < size) {
        const char *end = memchr(text + i, '\n', size - i);
        size_t length = end ? (size_t)(end - (text + i)) : size - i;
        if (count == cap)
            *lines = realloc(*lines, (cap *= 2) * sizeof **lines);
        if (*lines == NULL)
            break;
        (*lines)[count].text = text + i;
        if (trim)
            while (length > 0 && strchr(" \t\r", text[i + length - 1]))
                length--;
        (*lines)[count++].length = length;
        i += (end ? (size_t)(end - (text + i)) + 1 : size - i);
    }
    while (trim && count > 0 && (*lines)[count - 1].length == 0)
        count--;
    return count;
}

/* Describes one line for a message, cut at 60 characters. */
static void show_line(char *out, size_t size, const Line *lines, size_t n,
                      size_t at)
{
    if (at >= n)
        snprintf(out, size, "(end of output)");
    else
        snprintf(out, size, "%.*s%s", lines[at].length > 60 ? 60 : (int)lines[at].length,
                 lines[at].text, lines[at].length > 60 ? "..." : "");
}

/* Compares line by line (exact: byte for byte, line breaks included). */
static int compare_lines(const char *want, size_t want_size, const char *got,
                         size_t got_size, int exact, char *detail)
{
    Line *a, *b;
    size_t na = split_lines(want, want_size, !exact, &a);
    size_t nb = split_lines(got, got_size, !exact, &b);
    size_t i, col;
    int same = 1;
    char expected[80], found[80];

    for (i = 0; i < na || i < nb; i++) {
        if (i < na && i < nb && a[i].length == b[i].length
            && memcmp(a[i].text, b[i].text, a[i].length) == 0)
            continue;
        for (col = 0; i < na && i < nb && col < a[i].length
                      && col < b[i].length && a[i].text[col] == b[i].text[col];
             col++)
            ;
        show_line(expected, sizeof expected, a, na, i);
        show_line(found, sizeof found, b, nb, i);
        snprintf(detail, DETAIL_SIZE, "line %lu, column %lu:\n"
                 "      expected: %s\n      found:    %s",
                 (unsigned long)i + 1, (unsigned long)col + 1, expected, found);
        same = 0;
        break;
    }
    if (same && exact && (want_size != got_size || memcmp(want, got, got_size)))
        snprintf(detail, DETAIL_SIZE, "differs in line ends or the last "
                 "newline"), same = 0;
    free(a);
    free(b);
    return same;
}

/* Compares whitespace-separated tokens. */
static int compare_tokens(const char *want, const char *got, char *detail)
{
    const char *sep = " \t\r\n\v\f";
    long index = 1, line = 1;

    for (;; index++) {
        size_t la, lb;
        const char *p = want + strspn(want, sep), *q = got + strspn(got, sep);
        for (; got < q; got++)
            line += *got == '\n';
        want = p;
        la = strcspn(want, sep);
        lb = strcspn(got, sep);
        if (la == 0 && lb == 0)
            return 1;
        if (la != lb || memcmp(want, got, la) != 0) {
            snprintf(detail, DETAIL_SIZE, "token %ld (line %ld): expected "
                     "'%.*s', found '%.*s'", index, line,
                     la > 40 ? 40 : (int)la, want, lb > 40 ? 40 : (int)lb,
                     lb ? got : "(end of output)");
            if (lb == 0)
                snprintf(detail, DETAIL_SIZE, "token %ld (line %ld): expected "
                         "'%.*s', found the end of output", index, line,
                         la > 40 ? 40 : (int)la, want);
            return 0;
        }
        want += la;
        got += lb;
    }
}

/* Judges the output with the checker.  Returns 1 accepted, 0 rejected, -1
 * when the checker itself failed. */
static int run_checker(const char *checker, const char *judge_option,
                       const char *in, const char *out, const char *ans,
                       const char *tmp, char *detail)
{
    char command[4 * PATH_SIZE + 64], path[PATH_SIZE], *message;
    size_t size;
    int status, code, null = open("/dev/null", O_RDONLY), log;

    snprintf(path, sizeof path, "%s/checker.log", tmp);
    log = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    snprintf(command, sizeof command, "%s %s '%s' '%s' '%s'", checker,
             judge_option, in, out, ans);
    {
        pid_t pid = start(command, NULL, null, log, log, 0);
        waitpid(pid, &status, 0);
    }
    close(null);
    close(log);
    code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    message = read_file(path, &size);
    snprintf(detail, DETAIL_SIZE, "checker: %.*s",
             message ? (int)strcspn(message, "\n") : 0, message ? message : "");
    free(message);
    if (code == 0 || code == 42)
        return 1;
    if (code == 1 || code == 2 || code == 43)
        return 0;
    return -1;
}

/* After a WA by comparison: when the sudoku checker accepts the output, the
 * puzzle has another solution, and the test wants a special judge. */
static void suggest_checker(const Config *cfg, const char *judge_option,
                            const char *in, const char *out, const char *ans,
                            const char *tmp, char *detail)
{
    char ignored[DETAIL_SIZE];
    size_t used = strlen(detail);

    if (cfg->sudoku_checker[0]
        && run_checker(cfg->sudoku_checker, judge_option, in, out, ans, tmp,
                       ignored) == 1)
        snprintf(detail + used, DETAIL_SIZE - used, "\n    judge/checker "
                 "accepts this output: the puzzle has more than one "
                 "solution; judge with CHECKER=judge/checker");
}

/* The --judge=NAME word of a test's arguments (NAME.args), for our own
 * checker, which reads the input in that judge's framing; "" when none. */
static void judge_option_of(const char *args, char *option, size_t size)
{
    const char *at = args ? strstr(args, "--judge=") : NULL;
    size_t n = at ? strspn(at + 8, "abcdefghijklmnopqrstuvwxyz0123456789-") : 0;

    option[0] = '\0';
    if (at && n > 0 && n + 9 < size)
        snprintf(option, size, "--judge=%.*s", (int)n, at + 8);
}

/* Whether the checker is ours (judge/checker), which takes --judge=NAME. */
static int is_sudoku_checker(const char *checker)
{
    const char *slash = strrchr(checker, '/');
    const char *base = slash ? slash + 1 : checker;

    return strcmp(base, "checker") == 0;
}

/* Removes a folder of files, if there is one. */
static void remove_folder(const char *folder)
{
    DIR *d = opendir(folder);
    struct dirent *e;
    char path[PATH_SIZE];

    if (d == NULL)
        return;
    while ((e = readdir(d)) != NULL)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            snprintf(path, sizeof path, "%.3800s/%.255s", folder, e->d_name);
            unlink(path);
        }
    closedir(d);
    rmdir(folder);
}

/* Copies the file from to the file to.  Returns 0 on error. */
static int copy_file(const char *from, const char *to)
{
    size_t size;
    char *data = read_file(from, &size);
    FILE *f = data ? fopen(to, "wb") : NULL;
    int ok = f && fwrite(data, 1, size, f) == size;

    if (f && fclose(f) != 0)
        ok = 0;
    free(data);
    return ok;
}

/* Makes folder hold the test input in under input_name and no
 * output_name, for a program that reads and writes named files; makes the
 * first word of command absolute, since the program runs in that folder.
 * Returns 0 on error. */
static int prepare_folder(const char *folder, const char *in,
                          const char *input_name, const char *output_name,
                          char *command, size_t size)
{
    char path[PATH_SIZE], here[PATH_SIZE], *rest;
    size_t first = strcspn(command, " \t");

    if (strchr(input_name, '/') || strchr(output_name, '/'))
        return 0;
    if (mkdir(folder, 0700) != 0 && errno != EEXIST)
        return 0;
    snprintf(path, sizeof path, "%.3800s/%.255s", folder, output_name);
    unlink(path);
    snprintf(path, sizeof path, "%.3800s/%.255s", folder, input_name);
    if (!copy_file(in, path))
        return 0;
    if (command[0] != '/' && memchr(command, '/', first)) {
        if (getcwd(here, sizeof here) == NULL
            || strlen(here) + strlen(command) + 2 > size)
            return 0;
        rest = strdup(command);
        if (rest == NULL)
            return 0;
        snprintf(command, size, "%s/%s", here, rest);
        free(rest);
    }
    return 1;
}

/* Runs one test and gives its verdict. */
static Result judge_test(const Config *cfg, const char *name, const char *tmp,
                         Run *run)
{
    char in[PATH_SIZE], ans[PATH_SIZE], out[PATH_SIZE], err[PATH_SIZE],
         args[PATH_SIZE], command[2 * PATH_SIZE], judge_option[80];
    char files[PATH_SIZE], folder[PATH_SIZE], input_name[256] = "",
         output_name[256] = "", *named;
    Result res = {"AC", ""};
    char *want = NULL, *got = NULL, *extra;
    size_t want_size = 0, got_size = 0, extra_size = 0;
    int fin, fout, ferr, same;

    snprintf(in, sizeof in, "%.3800s/%.255s.in", cfg->dir, name);
    snprintf(ans, sizeof ans, "%.3800s/%.255s.out", cfg->dir, name);
    snprintf(args, sizeof args, "%.3800s/%.255s.args", cfg->dir, name);
    snprintf(out, sizeof out, "%s/out", tmp);
    snprintf(err, sizeof err, "%s/err", tmp);
    extra = read_file(args, &extra_size);
    judge_option_of(extra, judge_option, sizeof judge_option);
    snprintf(command, sizeof command, "%s%s%.*s", cfg->command,
             extra ? " " : "", extra ? (int)strcspn(extra, "\n") : 0,
             extra ? extra : "");
    free(extra);
    snprintf(files, sizeof files, "%.3800s/%.255s.files", cfg->dir, name);
    snprintf(folder, sizeof folder, "%s/run", tmp);
    named = read_file(files, &extra_size);
    if (named && (sscanf(named, "%255s %255s", input_name, output_name) != 2
                  || !prepare_folder(folder, in, input_name, output_name,
                                     command, sizeof command))) {
        free(named);
        memset(run, 0, sizeof *run);
        strcpy(res.verdict, "FAIL");
        snprintf(res.detail, DETAIL_SIZE, "cannot set up the files of "
                 "%.400s", files);
        return res;
    }
    fin = open(named ? "/dev/null" : in, O_RDONLY);
    fout = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ferr = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    *run = run_program(cfg, command, named ? folder : NULL, fin, fout, ferr);
    close(fin);
    close(fout);
    close(ferr);
    if (named) {                   /* the answer is the file it wrote */
        free(named);
        snprintf(out, sizeof out, "%.3800s/%.255s", folder, output_name);
    }

    if (run->out_of_memory || run->peak_bytes > cfg->memory_limit) {
        strcpy(res.verdict, "MLE");
        return res;
    }
    if (run->timed_out || run->seconds > cfg->time_limit) {
        strcpy(res.verdict, "TLE");
        return res;
    }
    if (WIFSIGNALED(run->status) || WEXITSTATUS(run->status) != 0) {
        char *messages = read_file(err, &got_size);
        strcpy(res.verdict, "RE");
        if (WIFSIGNALED(run->status))
            snprintf(res.detail, DETAIL_SIZE, "killed by signal %d (%s)",
                     WTERMSIG(run->status), strsignal(WTERMSIG(run->status)));
        else if (WEXITSTATUS(run->status) > 128 && needs_shell(command))
            snprintf(res.detail, DETAIL_SIZE, "exit status %d: the shell "
                     "reports signal %d (%s)", WEXITSTATUS(run->status),
                     WEXITSTATUS(run->status) - 128,
                     strsignal(WEXITSTATUS(run->status) - 128));
        else
            snprintf(res.detail, DETAIL_SIZE, "exit status %d%s%.*s",
                     WEXITSTATUS(run->status), messages && *messages ? ": " : "",
                     messages ? (int)strcspn(messages, "\n") : 0,
                     messages ? messages : "");
        free(messages);
        return res;
    }
    if (output_name[0] && access(out, F_OK) != 0) {
        strcpy(res.verdict, "WA");
        snprintf(res.detail, DETAIL_SIZE, "no file %s written", output_name);
        return res;
    }
    if (cfg->checker) {
        int verdict = run_checker(cfg->checker, is_sudoku_checker(cfg->checker)
                                  ? judge_option : "", in, out, ans, tmp,
                                  res.detail);
        if (verdict != 1)
            strcpy(res.verdict, verdict == 0 ? "WA" : "FAIL");
        return res;
    }
    want = read_file(ans, &want_size);
    got = read_file(out, &got_size);
    if (want == NULL || got == NULL) {
        strcpy(res.verdict, "FAIL");
        snprintf(res.detail, DETAIL_SIZE, "cannot read %.400s", want ? out : ans);
    } else {
        same = cfg->compare == COMPARE_TOKENS
               ? compare_tokens(want, got, res.detail)
               : compare_lines(want, want_size, got, got_size,
                               cfg->compare == COMPARE_EXACT, res.detail);
        if (!same) {
            char ignored[DETAIL_SIZE];
            size_t used = strlen(res.detail);
            strcpy(res.verdict, "WA");
            if (compare_tokens(want, got, ignored))   /* only the spacing */
                snprintf(res.detail + used, DETAIL_SIZE - used, "\n    the "
                         "same words, spaced or split into lines otherwise "
                         "(a presentation difference)");
            else                         /* another answer: another solution? */
                suggest_checker(cfg, judge_option, in, out, ans, tmp,
                                res.detail);
        }
    }
    free(want);
    free(got);
    return res;
}

/* Test names (NAME of NAME.in) in the folder, sorted.  Returns how many. */
static int find_tests(const char *dir, char names[][256], int max)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int n = 0, i, j;

    if (d == NULL)
        return -1;
    while ((e = readdir(d)) != NULL && n < max) {
        size_t len = strlen(e->d_name);
        if (len > 3 && len < 256 && strcmp(e->d_name + len - 3, ".in") == 0) {
            memcpy(names[n], e->d_name, len - 3);
            names[n++][len - 3] = '\0';
        }
    }
    closedir(d);
    for (i = 1; i < n; i++)              /* insertion sort: few tests */
        for (j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char t[256];
            memcpy(t, names[j], 256);
            memcpy(names[j], names[j - 1], 256);
            memcpy(names[j - 1], t, 256);
        }
    return n;
}

static const char USAGE[] =
    "usage: judge [-d DIR] [-t SECONDS | -T SECONDS] [-m MB]\n"
    "             [-c lines|exact|tokens]\n"
    "             [-C CHECKER] [--] COMMAND\n"
    "Runs COMMAND on every DIR/NAME.in (default DIR: samples) and judges its\n"
    "output against NAME.out: AC, WA, RE, TLE or MLE.  Defaults: 1 s, 256 MB,\n"
    "lines (trailing blanks, CRs and final blank lines ignored, as Luogu).\n"
    "With -C, CHECKER in out ans judges instead (exit 0/42 AC, 1/2/43 WA).\n"
    "A test over the time limit is TLE, shown as >LIMIT; the program is\n"
    "killed at 2 * LIMIT + 0.5 s (wall clock), so that a slow start or a\n"
    "busy machine is not cut short at the limit itself.  -T sets a limit in\n"
    "CPU time (user and system, as most judges count it): the time shown is\n"
    "CPU time, and a busy machine does not make a test TLE.\n";

/* Reads the options into cfg.  Returns 0, or 2 on a usage error. */
static int parse_args(int argc, char **argv, Config *cfg)
{
    int i;

    cfg->dir = "samples";
    cfg->command = NULL;
    cfg->checker = NULL;
    cfg->time_limit = 1.0;
    cfg->memory_limit = 256L << 20;
    cfg->compare = COMPARE_LINES;
    for (i = 1; i < argc; i++) {
        const char *opt = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--") == 0) {
            i++;
            break;
        }
        if (opt[0] != '-' || opt[1] == '\0')
            break;
        if (strcmp(opt, "-h") == 0 || strcmp(opt, "--help") == 0) {
            fputs(USAGE, stdout);
            exit(0);
        }
        if (value == NULL || strchr("dtTmcC", opt[1]) == NULL || opt[2]) {
            fprintf(stderr, "judge: bad option '%s'\n%s", opt, USAGE);
            return 2;
        }
        i++;
        if (opt[1] == 'd')
            cfg->dir = value;
        else if (opt[1] == 'C')
            cfg->checker = *value ? value : NULL;
        else if ((opt[1] == 't' || opt[1] == 'T')
                 && (cfg->cpu_time = opt[1] == 'T',
                     cfg->time_limit = atof(value)) <= 0)
            return fprintf(stderr, "judge: bad time limit '%s'\n", value), 2;
        else if (opt[1] == 'm' && (cfg->memory_limit = atol(value) << 20) <= 0)
            return fprintf(stderr, "judge: bad memory limit '%s'\n", value), 2;
        else if (opt[1] == 'c') {
            if (strcmp(value, "lines") == 0)
                cfg->compare = COMPARE_LINES;
            else if (strcmp(value, "exact") == 0)
                cfg->compare = COMPARE_EXACT;
            else if (strcmp(value, "tokens") == 0)
                cfg->compare = COMPARE_TOKENS;
            else
                return fprintf(stderr, "judge: bad compare mode '%s'\n",
                               value), 2;
        }
    }
    if (i != argc - 1) {
        fputs(USAGE, stderr);
        return 2;
    }
    cfg->command = argv[i];
    return 0;
}

/* A test's time as people read it: a TLE shows the limit it exceeded
 * (>1.000s), not when it was killed. */
static void show_time(char seconds[32], const Config *cfg, const Run *run,
                      const char *verdict)
{
    if (strcmp(verdict, "TLE") == 0)
        snprintf(seconds, 32, ">%.3fs", cfg->time_limit);
    else
        snprintf(seconds, 32, "%.3fs", run->seconds);
}

/* Finds judge/checker in the folder of this program, for WA hints. */
static void find_sudoku_checker(const char *self, Config *cfg)
{
    const char *slash = strrchr(self, '/');

    cfg->sudoku_checker[0] = '\0';
    if (slash && slash - self < PATH_SIZE - 16) {
        snprintf(cfg->sudoku_checker, sizeof cfg->sudoku_checker,
                 "%.*s/checker", (int)(slash - self), self);
        if (access(cfg->sudoku_checker, X_OK) != 0)
            cfg->sudoku_checker[0] = '\0';
    }
}

int main(int argc, char **argv)
{
    static char names[MAX_TESTS][256];
    char tmp[] = "/tmp/judge.XXXXXX";
    Config cfg;
    int n, i, passed = 0, width = 4;
    const char *slowest_name = "";
    char slowest[32] = "";
    double slowest_seconds = -1;

    if (parse_args(argc, argv, &cfg) != 0)
        return 2;
    find_sudoku_checker(argv[0], &cfg);
    n = find_tests(cfg.dir, names, MAX_TESTS);
    if (n <= 0) {
        fprintf(stderr, "judge: no NAME.in tests in '%s'\n", cfg.dir);
        return 2;
    }
    if (mkdtemp(tmp) == NULL) {
        perror("judge: mkdtemp");
        return 2;
    }
    for (i = 0; i < n; i++)
        if ((int)strlen(names[i]) > width)
            width = (int)strlen(names[i]);
    for (i = 0; i < n; i++) {
        Run run;
        Result res = judge_test(&cfg, names[i], tmp, &run);
        char seconds[32];
        show_time(seconds, &cfg, &run, res.verdict);
        printf("%-*s  %-4s %8s %7.1fMB\n", width, names[i], res.verdict,
               seconds, run.peak_bytes / 1048576.0);
        if (res.detail[0] && strcmp(res.verdict, "AC") != 0)
            printf("    %s\n", res.detail);
        fflush(stdout);
        passed += strcmp(res.verdict, "AC") == 0;
        if (run.seconds > slowest_seconds) {
            slowest_seconds = run.seconds;
            memcpy(slowest, seconds, sizeof seconds);
            slowest_name = names[i];
        }
    }
    printf("%d/%d AC  (slowest: %s %s)\n", passed, n, slowest_name, slowest);
    {
        char path[PATH_SIZE];
        snprintf(path, sizeof path, "%s/out", tmp);
        unlink(path);
        snprintf(path, sizeof path, "%s/err", tmp);
        unlink(path);
        snprintf(path, sizeof path, "%s/checker.log", tmp);
        unlink(path);
        snprintf(path, sizeof path, "%s/run", tmp);
        remove_folder(path);
        rmdir(tmp);
    }
    return passed == n ? 0 : 1;
}
