# single-file.sh - what make-checker.sh and make-validator.sh share
# (sourced): compiling a one-file tool everywhere a setter's system may.

# compile_everywhere WHO SOURCE BINARY: compiles SOURCE as C (gcc, clang)
# and C++ (g++ -std=c++17) with every warning an error, the three at once;
# the C++ build is BINARY (else clang's, else gcc's).  Exits 1, naming WHO, when one fails.
compile_everywhere() {
    pids=""
    for cc in "gcc -std=c99 -Wall -Wextra -pedantic -O2" \
              "clang -std=c99 -Wall -Wextra -pedantic -O2" \
              "g++ -std=c++17 -x c++ -Wall -Wextra -O2"; do
        command -v "${cc%% *}" >/dev/null || { echo "  ($cc: not installed)"; continue; }
        echo "  $cc -Werror"
        binary=$3.${cc%% *}
        [ "${cc%% *}" = g++ ] && binary=$3
        # shellcheck disable=SC2086
        $cc -Werror -o "$binary" "$2" &
        pids="$pids $!"
    done
    for pid in $pids; do
        wait "$pid" || { echo "$1: does not compile" >&2; exit 1; }
    done
    [ -f "$3" ] || mv "$3.clang" "$3" 2>/dev/null || mv "$3.gcc" "$3"
    rm -f "$3.gcc" "$3.clang"
}

# own_samples NAME: the samples whose .args are exactly --judge=NAME, one
# base path (samples/X) a line.
own_samples() {
    for args in samples/*.args; do
        [ "$(cat "$args")" = "--judge=$1" ] && echo "${args%.args}"
    done
    return 0
}
