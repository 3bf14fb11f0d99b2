# single-file.sh - what make-checker.sh and make-validator.sh share
# (sourced): compiling a one-file tool everywhere a setter's system may.

# compile_everywhere WHO SOURCE BINARY: compiles SOURCE as C (gcc, clang)
# and C++ (g++ -std=c++17) with every warning an error, the three at once;
# clang only checks it (-fsyntax-only: its warnings all come before code
# is made).  The C++ build is BINARY (else gcc's).  Exits 1, naming WHO,
# when one fails.
compile_everywhere() {
    pids=""
    for cc in "gcc -std=c99 -Wall -Wextra -pedantic -O2" \
              "clang -std=c99 -Wall -Wextra -pedantic -O2" \
              "g++ -std=c++17 -x c++ -Wall -Wextra -O2"; do
        command -v "${cc%% *}" >/dev/null || { echo "  ($cc: not installed)"; continue; }
        case ${cc%% *} in
        clang) made="-fsyntax-only"; echo "  $cc -Werror -fsyntax-only" ;;
        g++) made="-o $3"; echo "  $cc -Werror" ;;
        *) made="-o $3.gcc"; echo "  $cc -Werror" ;;
        esac
        # shellcheck disable=SC2086
        $cc -Werror $made "$2" &
        pids="$pids $!"
    done
    for pid in $pids; do
        wait "$pid" || { echo "$1: does not compile" >&2; exit 1; }
    done
    [ -f "$3" ] || mv "$3.gcc" "$3"
    rm -f "$3.gcc"
}

# own_samples NAME: the samples whose .args are exactly --judge=NAME, one
# base path (samples/X) a line.
own_samples() {
    for args in samples/*.args; do
        [ "$(cat "$args")" = "--judge=$1" ] && echo "${args%.args}"
    done
    return 0
}
