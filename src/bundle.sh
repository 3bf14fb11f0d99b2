#!/bin/sh
# bundle.sh - writes the one file a contestant submits from the modules in
# src/: each module of src/MODULES in order (model.c, the essay on the
# model, first), whole, comments kept.  Prints the bundle on standard
# output, or with --check compares it with FILE and fails when they differ.
# With --carry, only the modules a judge's file carries: those whose
# CARRY_ macro in src/MODULES is not 0 in CARRIES ("CARRY_X=0 ...", as
# ./solver --judge=NAME --carries prints them).
#   sh src/bundle.sh > solver.c          (make bundle)
#   sh src/bundle.sh --check solver.c    (make bundle-check, in make test)
#   sh src/bundle.sh --carry "CARRIES"   (make submit)
set -eu
dir=$(dirname "$0")
check= carries=
case ${1:-} in
--check) check=${2:?usage: bundle.sh [--check FILE | --carry CARRIES]} ;;
--carry) carries=" ${2?usage: bundle.sh [--check FILE | --carry CARRIES]} " ;;
esac

# bundle: every module, in order; a module listed but missing, or not
# opening with a comment that says what it holds, stops the bundle.
bundle() {
    while read -r module macro; do
        case $module in ''|'#'*) continue ;; esac
        case $carries in *" $macro=0 "*) continue ;; esac
        if [ ! -f "$dir/$module" ]; then
            echo "bundle: src/MODULES names $module, which is not in src/" >&2
            return 1
        fi
        if [ "$(head -c 2 "$dir/$module")" != "/*" ]; then
            echo "bundle: src/$module does not open with a comment" >&2
            return 1
        fi
        cat "$dir/$module"
    done <"$dir/MODULES"
}

if [ -z "$check" ]; then
    bundle
    exit
fi
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
bundle >"$tmp"
if ! cmp -s "$tmp" "$check"; then
    echo "bundle: $check is not the bundle of src/ (edit src/, then run make):" >&2
    diff "$tmp" "$check" | head -n 10 >&2
    exit 1
fi
echo "bundle: $check is the bundle of src/MODULES ($(grep -c '^[a-z]' "$dir/MODULES") modules)"
