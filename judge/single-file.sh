# single-file.sh - what make-checker.sh and make-validator.sh share
# (sourced): compiling a one-file tool everywhere a setter's system may.

# compile_everywhere WHO SOURCE BINARY: compiles SOURCE as C (gcc, clang)
# and C++ (g++ -std=c++17) with every warning an error; the last build is
# BINARY.  Exits 1, naming WHO, when one fails.
compile_everywhere() {
    for cc in "gcc -std=c99 -Wall -Wextra -pedantic -O2" \
              "clang -std=c99 -Wall -Wextra -pedantic -O2" \
              "g++ -std=c++17 -x c++ -Wall -Wextra -O2"; do
        command -v "${cc%% *}" >/dev/null || { echo "  ($cc: not installed)"; continue; }
        echo "  $cc -Werror"
        # shellcheck disable=SC2086
        $cc -Werror -o "$3" "$2" || { echo "$1: does not compile" >&2; exit 1; }
    done
}

# own_samples NAME: the samples whose .args are exactly --judge=NAME, one
# base path (samples/X) a line.
own_samples() {
    for args in samples/*.args; do
        [ "$(cat "$args")" = "--judge=$1" ] && echo "${args%.args}"
    done
    return 0
}
