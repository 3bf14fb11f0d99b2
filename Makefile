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
          "gcc -std=c++17 -x c++ -Wall -O2"
CHECK_FLAGS = $$(pkg-config --cflags --libs check)

.PHONY: all test unit cli strict leetcode deps clean help

all: solver

solver: solver.c
	$(CC) $(CFLAGS) -o $@ solver.c

## test: build everything and run all tests (installs check if missing)
test: deps solver unit cli

## unit: the Check suite in tests/check_solver.c, built as it is and with
##       the portable path only (-DSOLVER_PORTABLE: no compiler builtins)
unit: deps tests/check_solver tests/check_solver_portable
	cd tests && ./check_solver
	cd tests && ./check_solver_portable

tests/check_solver: tests/check_solver.c solver.c
	$(CC) $(CFLAGS) -Wno-unused-function -o $@ tests/check_solver.c $(CHECK_FLAGS)

tests/check_solver_portable: tests/check_solver.c solver.c
	$(CC) $(CFLAGS) -DSOLVER_PORTABLE -Wno-unused-function -o $@ tests/check_solver.c $(CHECK_FLAGS)

## cli: command-line tests of ./solver (stdout, stderr, exit status)
cli: solver
	sh tests/cli.sh ./solver

## strict: compile solver.c with every judge's flags and -Werror
strict:
	@for cc in $(STRICT); do \
	    echo "$$cc -Werror solver.c"; \
	    $$cc -Werror solver.c -o /tmp/solver-strict.$$$$ || exit 1; \
	    rm -f /tmp/solver-strict.$$$$; \
	done

## leetcode: write leetcode.c, solver.c ready to paste into LeetCode 37
leetcode: leetcode.c
leetcode.c: solver.c
	{ echo '#define SOLVER_NO_MAIN'; cat solver.c; } > $@
	gcc -std=gnu11 -O2 -fsanitize=address -c $@ -o /dev/null
	@echo "wrote $@: paste it into LeetCode 37 (language C)"

## deps: install check and pkg-config with apt-get where missing
deps:
	@pkg-config --exists check 2>/dev/null || sh tests/install-deps.sh

clean:
	rm -f solver leetcode.c tests/check_solver tests/check_solver_portable

## help: list the targets
help:
	@grep -E '^## ' Makefile | sed 's/^## /  make /'
