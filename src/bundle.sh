#!/bin/sh
# bundle.sh - writes the one file a contestant submits from the modules in
# src/: each module of src/MODULES in order (model.c, the essay on the
# model, first), whole, comments kept.  Prints the bundle on standard
# output, or with --check compares it with FILE and fails when they differ.
#   sh src/bundle.sh > solver.c          (make bundle)
#   sh src/bundle.sh --check solver.c    (make bundle-check, in make test)
set -eu
dir=$(dirname "$0")
check=
if [ "${1:-}" = --check ]; then
    check=${2:?usage: bundle.sh [--check FILE]}
fi

# bundle: every module, in order; a module listed but missing, or not
# opening with a comment that says what it holds, stops the bundle.
bundle() {
    while read -r module; do
        case $module in ''|'#'*) continue ;; esac
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
echo "bundle: $check is the bundle of src/MODULES ($(grep -c . "$dir/MODULES") modules)"
