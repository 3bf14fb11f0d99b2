# Sudoku toolkit: solver.c (the judge file), its tests, the local judge.
# `make help` lists the targets.

CC      = cc
CFLAGS  = -std=c99 -O2 -Wall -Wextra -pedantic
# Flags of the judges, each line one compiler run (`make strict`).
STRICT  = "gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O0" \
          "gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2" \
          "gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2 -march=native" \
          "gcc -std=c99 -Wall -Wextra -pedantic -fno-asm -O2 -DSOLVER_PORTABLE" \
          "clang -std=c99 -Wall -Wextra -pedantic -O0" \
          "clang -std=c99 -Wall -Wextra -pedantic -O2" \
          "gcc -std=gnu11 -Wall -Wextra -O2 -fsanitize=address,undefined" \
          "gcc -std=c++17 -x c++ -Wall -O2" \
          "g++ -std=c++98 -x c++ -pedantic -Wall -Wextra -O2"
CHECK_FLAGS = $$(pkg-config --cflags --libs check)

.PHONY: bundle bundle-check checker validator package testlib-compare readme tools-tests testdata all test unit cli hostile sanitize strict leetcode deps clean help judge judge-tests bench peers bench-general bench-killers bench-variants iss-data fuzz fuzz-libfuzzer fuzz-afl fuzz-profiles fuzz-smoke fuzz-checker fuzz-validator submit submit-all

## all: bundle src/ into solver.c when it changed, then build ./solver
##      (the default target)
all: bundle
	@$(MAKE) --no-print-directory solver

## bundle: write solver.c, the one file contestants submit, from the modules
##         in src/ (src/MODULES gives their order); edit src/, never solver.c
bundle:
	@sh src/bundle.sh >solver.c.new
	@if cmp -s solver.c.new solver.c; then rm solver.c.new; \
	else mv solver.c.new solver.c; echo "bundle: wrote solver.c"; fi

## bundle-check: fail when solver.c is not the bundle of src/ (make test
##               runs it first)
bundle-check:
	@sh src/bundle.sh --check solver.c

## solver: build ./solver from solver.c as it is

solver: solver.c
	$(CC) $(CFLAGS) -o $@ solver.c

## test: build everything and run all tests (installs check if missing),
##       each suite to its end; the last line says "N passed, N failed"
test: bundle-check deps solver tests/check_solver tests/check_solver_portable \
	    judge/judge judge/checker judge/validate judge/generate judge/rate \
	    judge/render
	@sh tests/all.sh

## readme: run every `$ command` example of README.md and compare what it
##         prints with what README shows (tests/readme.sh)
readme: solver judge/judge judge/checker judge/validate judge/generate \
	    judge/rate judge/render
	sh tests/readme.sh

## hostile: any bytes in: empty, huge, binary, broken layouts, closed pipes
hostile: solver judge/judge
	sh tests/hostile.sh ./solver

## sanitize: all tests and samples under gcc ASan+UBSan, the unit tests
##           under clang's, the unit tests and samples under valgrind
##           (needs valgrind and clang)
sanitize: deps tests/check_solver
	sh tests/sanitize.sh

## judge-tests: tests of judge/judge, judge/checker and judge/validate
judge-tests: solver judge/judge judge/checker judge/validate judge/generate
	sh tests/judge.sh

## unit: the Check suite in tests/check_solver.c, built as it is and with
##       the portable path only (-DSOLVER_PORTABLE: no compiler builtins)
unit: deps tests/check_solver tests/check_solver_portable
	cd tests && ./check_solver
	cd tests && CHECK_QUICK=1 ./check_solver_portable

tests/check_solver: tests/check_solver.c tests/verify.h solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ tests/check_solver.c $(CHECK_FLAGS)

tests/check_solver_portable: tests/check_solver.c tests/verify.h solver.c
	$(CC) $(CFLAGS) -DSOLVER_PORTABLE -Wno-unused-function -o $@ tests/check_solver.c $(CHECK_FLAGS)

## cli: command-line tests of ./solver (stdout, stderr, exit status)
cli: solver
	sh tests/cli.sh ./solver

# ---- the local judge -------------------------------------------------------
SAMPLES = samples
CMD     = ./solver
TL      = 1
ML      = 256
COMPARE = lines
CHECKER =

## judge/judge: build the local judge alone (make judge runs it):
##        judge/judge [-d DIR] [-t S | -T CPU-S] [-m MB] [-c MODE]
##        [-C CHECKER] -- CMD
judge/judge: judge/judge.c
	$(CC) -std=c99 -O2 -Wall -Wextra -o $@ judge/judge.c

## judge/checker: build the special judge: judge/checker [--rules=LIST]
##        [--judge=NAME] IN OUT ANS, or IN ANS FEEDBACK_DIR [FLAGS] < OUT
##        (exit 0 ok, 1 wrong answer, 3 bad input or answer; --help)
judge/checker: judge/checker.c
	$(CC) $(CFLAGS) -o $@ judge/checker.c

## judge/validate: build the test-data validator:
##        judge/validate --layout=t-grid|t-line|line-end|line|grid|spaced-grid
##        [--minimal] [--any-count] FILE|DIR|-... (--help)
judge/validate: judge/validate.c judge/formats.h solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ judge/validate.c

## judge: run CMD (default ./solver) on every SAMPLES/NAME.in (default
##        samples/) and judge it against NAME.out: AC WA RE TLE MLE.
##        Also TL=seconds ML=megabytes COMPARE=lines|exact|tokens
##        CHECKER=prog (e.g. CHECKER=judge/checker for any valid solution)
##        A test is killed at 2*TL+0.5 s and shown as TLE >TL.
# CMD, CHECKER and SAMPLES reach the judge through the environment, so that
# they may hold any quoting (CMD="./solver --no-solution='No solution'").
judge: export JUDGE_CMD = $(CMD)
judge: export JUDGE_CHECKER = $(CHECKER)
judge: export JUDGE_SAMPLES = $(SAMPLES)
judge: solver judge/judge judge/checker
	@judge/judge -d "$$JUDGE_SAMPLES" -t $(TL) -m $(ML) -c $(COMPARE) \
	    -C "$$JUDGE_CHECKER" -- "$$JUDGE_CMD"

## judge/generate: build the puzzle generator (judge/generate --help)
judge/generate: judge/generate.c judge/rating.h judge/formats.h solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ judge/generate.c

## judge/render: build the picture maker: SVG of each case for statements
##        (judge/render --help)
judge/render: judge/render.c solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ judge/render.c

## judge/rate: build the difficulty rater (judge/rate --help)
judge/rate: judge/rate.c judge/rating.h solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ judge/rate.c

## tools-tests: tests of judge/generate and judge/rate (seeds, options,
##        every rating step replayed against the solution)
tools-tests: deps solver judge/generate judge/rate judge/validate judge/checker \
	    judge/render judge/judge
	sh tests/tools.sh

## checker: JUDGE=NAME writes submit/checker-NAME.c, judge/checker with
##        that judge's profile built in (for Polygon and Codeforces, which
##        pass no options): one file, libc only, compiled as C (gcc,
##        clang) and C++ (g++ -std=c++17) with -Werror before it is kept
checker: judge/checker
	@sh judge/make-checker.sh '$(JUDGE)'

## package: JUDGE=NAME FORMAT=kattis|domjudge|bapctools [OUT=DIR] [N=10] [MIX=...]
##        writes a problem package for that judge (package/FORMAT/SHORT by
##        default; domjudge: also zipped): statement, sample and secret
##        data, input and output validators, right and wrong submissions,
##        each submission run on the data first (docs/setters.md)
package: solver judge/generate judge/rate judge/validate judge/checker judge/judge judge/render
	@sh judge/package.sh '$(JUDGE)' '$(FORMAT)' '$(if $(filter command line environment,$(origin OUT)),$(OUT))' '$(N)' '$(MIX)'

## validator: JUDGE=NAME writes submit/validator-NAME.c, judge/validate with
##        that judge's format built in and solver.c pasted in: one file that
##        reads the test on standard input and exits 0 or 3 (Polygon,
##        Codeforces; 42 or 43 with -DVALIDATOR_VALID=42
##        -DVALIDATOR_INVALID=43, for Kattis), compiled as C and C++ first
validator: solver.c
	@sh judge/make-validator.sh '$(JUDGE)'

## testlib-compare: TESTLIB=DIR (a checkout of MikeMirzayanov/testlib, never
##        part of this tree) runs judge/checker beside testlib's wcmp: the
##        same exit codes and report shapes (tests/testlib.sh)
testlib-compare: judge/checker
	TESTLIB='$(TESTLIB)' sh tests/testlib.sh

# ---- test data ---------------------------------------------------------------
N          = 10
DIFFICULTY =
OUT        = testdata
SEED       = 1
MIX        = judge
CASES      =

## testdata: JUDGE=NAME N=10 [DIFFICULTY=level] [OUT=dir] [SEED=1]
##        [MIX=judge|unique:6,many:2,none:1,illegal:1] [CASES=K] writes
##        OUT/NAME-K.in and NAME-K.out in that judge's own format (the
##        judges in judge/formats.h, 16x16 ones too), then validates the
##        inputs, checks the answers and judges ./solver on them, with one
##        summary; CASES=K: K cases a file (judges that read several), else
##        what one of the judge's files usually holds; one SEED draws other
##        puzzles for each judge
testdata: solver judge/generate judge/rate judge/validate judge/checker judge/judge
	@sh judge/testdata.sh '$(JUDGE)' '$(N)' '$(DIFFICULTY)' '$(OUT)' '$(SEED)' '$(MIX)' '$(CASES)'

# ---- speed -----------------------------------------------------------------
DATA = ../shared/data
RUNS = 5
HARD9 = bench/hard9-ours.txt

## bench: puzzles per second on each set in DATA (default ../shared/data),
##        first solution and --count=2, median of RUNS runs, -O2 /
##        -O2 -march=native / -O3 -march=native, guesses per puzzle
##        (DATA: a folder of one-puzzle-per-line *.txt sets; README, Speed),
##        beside the I/O floor and the peers make peers built (each round
##        runs every program once), then bench/hard9-ours.txt, made hard
##        for us (HARD9= leaves it out); BENCH_VS="prog ..." measures others
bench: judge/checker
	DATA='$(DATA)' RUNS=$(RUNS) BENCH_VS='$(BENCH_VS)' HARD9='$(HARD9)' bash bench/bench.sh

## peers: build the 9x9 peers make bench measures (into build/peers), each
##        as its authors build it, from checkouts outside this tree,
##        TDOKU=DIR GZSUDOKU=DIR (JCZSolve) RUST_SUDOKU=DIR SK_BFORCE2=DIR
##        (any subset; bench/peers.sh says how each is built)
peers:
	TDOKU='$(TDOKU)' GZSUDOKU='$(GZSUDOKU)' RUST_SUDOKU='$(RUST_SUDOKU)' \
	    SK_BFORCE2='$(SK_BFORCE2)' bash bench/peers.sh

## bench-general: the general engine beside its anchors, one process a
##        puzzle (total and slowest): bench/hard16.txt (100 minimal 16x16,
##        bench/minimal16.c seed 11), bench/hard16-ours.txt (the 100 that
##        took us the most guesses of judge/generate --size=16 --count=3000
##        --seed=16), 25x25 completions at 40, 45 and 50%
##        givens and a harder 60 at 46% (bench/random25.c), against
##        bench/dlx.c and, when installed, cadical and cryptominisat5 on
##        bench/cnf.c's encoding, Gecode on bench/gecode.cpp's model and
##        clingo (package gringo) on bench/sudoku.lp; then Luogu P1074
##        (fixed grids and a sweep), --all, generation past 9x9, variants
##        (forum hardest as jigsaw lines; generated X, windoku, jigsaw,
##        killer beside generated classic, and beside classic puzzles of
##        the same difficulty by bench/guesses.c); ONLY=variants: the
##        variants alone, ONLY=p1074: P1074 and --all alone,
##        ONLY=generate: 16x16 and 25x25 generation alone; KEEP=DIR keeps
##        the variants' sets and their matched classic ones in DIR
bench-general:
	ONLY='$(ONLY)' KEEP='$(KEEP)' bash bench/general.sh

## bench-killers: ISS=DIR (a checkout of sigh/Interactive-Sudoku-Solver,
##        never part of this tree) the published hard killer sets beside
##        ISS under node, both modes, totals, slowest and guesses
##        (SETS=... some of them; skipped with a note without ISS or node)
bench-killers:
	ISS='$(ISS)' SETS='$(SETS)' bash bench/killers.sh

## bench-variants: ISS=DIR the hard sets of the other rules (ISS's
##        HARD_THERMOS, HARD_RENBAN, LITTLE_KILLER_SNIPES, HARD_PENCILMARKS
##        (729-character pencil marks), and
##        HARD_VARIANTS_FOR_US: bench/variants-hard.txt, made hard for us
##        by bench/variants-hard.sh) beside ISS, as bench-killers does them,
##        each puzzle stopped at CAP seconds (default 30)
bench-variants:
	ISS='$(ISS)' CAP='$(or $(CAP),30)' SETS='$(or $(SETS),HARD_THERMOS HARD_RENBAN LITTLE_KILLER_SNIPES HARD_PENCILMARKS HARD_VARIANTS_FOR_US)' bash bench/killers.sh

## iss-data: ISS=DIR every solved puzzle of ISS's data/collections.js in
##        the rules constraint text reads: count 1 and ISS's solution
iss-data:
	ISS='$(ISS)' bash bench/iss-data.sh

## strict: compile solver.c with every judge's flags and -Werror, JOBS
##         at a time
strict:
	@printf '%s\n' $(STRICT) | xargs -P '$(JOBS)' -I FLAGS sh -c \
	    'echo "FLAGS -Werror solver.c"; \
	     FLAGS -Werror solver.c -o /tmp/solver-strict.$$$$ && rm -f /tmp/solver-strict.$$$$'

## leetcode: write leetcode.c, solver.c's core with solveSudoku and
##           isValidSudoku, ready to paste into LeetCode 37 or 36 (the same
##           file as make submit JUDGE=leetcode37)
leetcode: deps solver judge/judge
	@sh judge/submit.sh leetcode37
	cp submit/leetcode37.c leetcode.c
	@echo "wrote leetcode.c: paste it into LeetCode 37 (language C)"

## deps: install check, pkg-config, rsvg-convert, python3 and unifdef with
##       apt-get where missing
deps:
	@{ pkg-config --exists check && command -v rsvg-convert && command -v python3 \
	   && command -v unifdef && command -v zip && command -v unzip; } \
	    >/dev/null 2>&1 || sh tests/install-deps.sh

## clean: remove every build output (binaries, submit/, leetcode.c, build/,
##        package/); never a setter's test data (testdata/ and its logs stay)
clean:
	rm -rf submit package
	rm -f solver leetcode.c tests/check_solver tests/check_solver_portable \
	    judge/judge judge/checker judge/validate judge/generate judge/rate \
	    judge/render
	rm -rf build

## help: list the targets
help:
	@grep -E '^##' Makefile | sed -E 's/^## ([a-z/, -]+):/  make \1:/; s/^##( +)/  \1/'

# ---- fuzzing --------------------------------------------------------------
FUZZ_SECONDS = 60
FUZZ_DIR     = build/fuzz
AFL_ENV      = AFL_AUTORESUME=1 AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
               AFL_NO_UI=1 AFL_NO_AFFINITY=1

$(FUZZ_DIR)/libfuzzer: tests/fuzz/libfuzzer.c tests/verify.h tests/naive_table.h solver.c
	@mkdir -p $(FUZZ_DIR)
	clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	    -o $@ tests/fuzz/libfuzzer.c

$(FUZZ_DIR)/solver-afl: solver.c
	@mkdir -p $(FUZZ_DIR)
	AFL_QUIET=1 afl-clang-fast -O2 -o $@ solver.c

## fuzz: libFuzzer, then AFL++, FUZZ_SECONDS each (default 60); findings
##       land in build/fuzz/ (turn each into a regression test)
fuzz: fuzz-libfuzzer fuzz-afl

## fuzz-libfuzzer, fuzz-afl: one of the two fuzzers alone
fuzz-libfuzzer: $(FUZZ_DIR)/libfuzzer
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	$(FUZZ_DIR)/libfuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -rss_limit_mb=512 -artifact_prefix=$(FUZZ_DIR)/crashes/ \
	    -print_final_stats=1 $(FUZZ_DIR)/corpus tests/fuzz/seeds

fuzz-afl: $(FUZZ_DIR)/solver-afl
	@mkdir -p $(FUZZ_DIR)/afl
	$(AFL_ENV) afl-fuzz -V $(FUZZ_SECONDS) -t 2000 -m none \
	    -i tests/fuzz/seeds -o $(FUZZ_DIR)/afl -- $(FUZZ_DIR)/solver-afl >/dev/null
	@cat $(FUZZ_DIR)/afl/default/fuzzer_stats | \
	    grep -E '^(execs_done|run_time|bitmap_cvg|saved_crashes|saved_hangs|corpus_count) '
	@test "$$(ls $(FUZZ_DIR)/afl/default/crashes | grep -c id)" = 0

## fuzz-profiles: AFL++ over the judges' own framings for FUZZ_SECONDS
##        (tests/fuzz/afl_profiles.c: the first byte picks the profile;
##        seeds: the samples of those profiles)
$(FUZZ_DIR)/afl_profiles: tests/fuzz/afl_profiles.c solver.c
	@mkdir -p $(FUZZ_DIR)
	AFL_QUIET=1 afl-clang-fast -O2 -o $@ tests/fuzz/afl_profiles.c

fuzz-profiles: $(FUZZ_DIR)/afl_profiles
	@rm -rf $(FUZZ_DIR)/pseeds && mkdir -p $(FUZZ_DIR)/pseeds $(FUZZ_DIR)/aflp
	@i=0; for n in hdu4069 killer poj3435 kickstart-2013b-a spoj-sudokuc \
	    vijos1352 codechef-nsudoku hdu3909 spoj-sudogob project-euler-96 \
	    dmoj-miniature uva11570 kattis-sumdoku uva989 cf1335d luogu-p1074 \
	    beecrowd1383 codingame-validator codingame-mini openjudges-k76722 \
	    profound-sudoku coci23c1p1 jutge-p78955 codingame-25x25 \
	    campion-sudoku gvu-sudoku; do \
	    { printf "\\$$(printf '%03o' $$i)"; cat samples/$$n.in; } >$(FUZZ_DIR)/pseeds/$$n; \
	    i=$$((i + 1)); done
	$(AFL_ENV) afl-fuzz -V $(FUZZ_SECONDS) -t 5000 -m none \
	    -i $(FUZZ_DIR)/pseeds -o $(FUZZ_DIR)/aflp -- $(FUZZ_DIR)/afl_profiles @@ >/dev/null
	@cat $(FUZZ_DIR)/aflp/default/fuzzer_stats | \
	    grep -E '^(execs_done|run_time|bitmap_cvg|saved_crashes|saved_hangs|corpus_count) '
	@test "$$(ls $(FUZZ_DIR)/aflp/default/crashes | grep -c id)" = 0

## fuzz-smoke: both fuzzers for 25 s each, side by side, as CI runs them
fuzz-smoke:
	$(MAKE) -j2 --output-sync=target fuzz FUZZ_SECONDS=25

## fuzz-checker, fuzz-validator: AFL++ on judge/checker (a contestant's
##        output under hdu4069, FUZZ_SECONDS) and judge/validate (a test
##        file under hdu4069); any crash fails
$(FUZZ_DIR)/checker-afl: judge/checker.c
	@mkdir -p $(FUZZ_DIR)
	AFL_QUIET=1 afl-clang-fast -O2 -o $@ judge/checker.c

$(FUZZ_DIR)/validate-afl: judge/validate.c judge/formats.h solver.c
	@mkdir -p $(FUZZ_DIR)
	AFL_QUIET=1 afl-clang-fast -O2 -Wno-unused-function -o $@ judge/validate.c

fuzz-checker: $(FUZZ_DIR)/checker-afl
	@rm -rf $(FUZZ_DIR)/cseeds && mkdir -p $(FUZZ_DIR)/cseeds $(FUZZ_DIR)/aflc
	@cp samples/hdu4069.out $(FUZZ_DIR)/cseeds/right
	@sed '2s/^./9/' samples/hdu4069.out >$(FUZZ_DIR)/cseeds/wrong
	$(AFL_ENV) afl-fuzz -V $(FUZZ_SECONDS) -t 2000 -m none -i $(FUZZ_DIR)/cseeds \
	    -o $(FUZZ_DIR)/aflc -- $(FUZZ_DIR)/checker-afl --judge=hdu4069 \
	    samples/hdu4069.in @@ samples/hdu4069.out >/dev/null
	@grep -E '^(execs_done|run_time|bitmap_cvg|saved_crashes|saved_hangs|corpus_count) ' \
	    $(FUZZ_DIR)/aflc/default/fuzzer_stats
	@test "$$(ls $(FUZZ_DIR)/aflc/default/crashes | grep -c id)" = 0

fuzz-validator: $(FUZZ_DIR)/validate-afl
	@rm -rf $(FUZZ_DIR)/vseeds && mkdir -p $(FUZZ_DIR)/vseeds $(FUZZ_DIR)/aflv
	@cp samples/hdu4069.in $(FUZZ_DIR)/vseeds/sample
	$(AFL_ENV) afl-fuzz -V $(FUZZ_SECONDS) -t 2000 -m none -i $(FUZZ_DIR)/vseeds \
	    -o $(FUZZ_DIR)/aflv -- $(FUZZ_DIR)/validate-afl --judge=hdu4069 @@ >/dev/null
	@grep -E '^(execs_done|run_time|bitmap_cvg|saved_crashes|saved_hangs|corpus_count) ' \
	    $(FUZZ_DIR)/aflv/default/fuzzer_stats
	@test "$$(ls $(FUZZ_DIR)/aflv/default/crashes | grep -c id)" = 0

# ---- submitting ------------------------------------------------------------
## submit: JUDGE=NAME writes submit/NAME.c for that judge's problem (see
##         ./solver --judge=list): the profile built in, comments and
##         command-line extras out; compiled with the judge's flags and
##         judged on the profile's samples before it says "ready"
submit: deps solver judge/judge
	@sh judge/submit.sh '$(JUDGE)'

## submit-all: make submit for every profile (CI runs it), JOBS at a time
##        (default 2); fails when a file is over its size in
##        tests/submit-sizes.txt
JOBS = 2
submit-all: deps solver judge/judge
	@mkdir -p submit && rm -f submit/.done
	@TOTAL=$$(./solver --judge=list | wc -l) && export TOTAL && \
	./solver --judge=list | awk '{print $$1}' | \
	    xargs -P '$(JOBS)' -I NAME sh -c \
	        'out=$$(sh judge/submit.sh NAME 2>&1) || { echo "$$out"; exit 255; }; echo NAME >>submit/.done; echo "[$$(wc -l <submit/.done)/$$TOTAL] $$(echo "$$out" | tail -n 1)"'; \
	status=$$?; rm -f submit/.done; [ $$status -eq 0 ] || exit $$status; \
	./solver --judge=list | awk '{print "submit/" $$1 ".c"}' | xargs wc -c | \
	    awk 'FNR == NR { if ($$1 !~ /^#/) most["submit/" $$1 ".c"] = $$2; next } \
	        $$2 != "total" && (!($$2 in most) || $$1 > most[$$2]) { \
	        print "submit-all: " $$2 " has " $$1 " bytes, over its size in tests/submit-sizes.txt"; bad = 1 } \
	        END { exit bad }' tests/submit-sizes.txt -
