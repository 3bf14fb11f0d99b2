#!/bin/bash
# peers.sh - builds the 9x9 solvers make bench measures ours against, each
# as its authors build it, behind a line loop of ours (bench/peers/*):
# with no argument each prints a puzzle's first solution a line, with the
# argument 2 the count up to two.  The peers' code is never part of this
# tree: pass the folder of each one's checkout, and skip any you lack.
#
#   TDOKU=DIR       t-dillon/tdoku: src/solver_dpll_triad_simd.cc, util.cc
#                   (g++ -O3 -march=native, as its CMakeLists builds them)
#   GZSUDOKU=DIR    shines77/gzSudoku: others/jczslover/JCZSolve.c
#                   (gcc -O3 -march=native)
#   RUST_SUDOKU=DIR Emerentius/sudoku (cargo build --release with
#                   RUSTFLAGS="-C target-cpu=native"; offline, Debian's
#                   crates: apt-get install librust-rand-dev
#                   librust-crunchy-dev librust-thiserror-dev)
#   SK_BFORCE2=DIR  GPenet/SK_BFORCE2: Zhn_cpp.h, sk_t.cpp, sk_bitfields.cpp
#                   (g++ -std=c++14 -O3 -march=native)
#
#   bash bench/peers.sh         (make peers TDOKU=... GZSUDOKU=... ...)
#
# Writes build/peers/{tdoku,jczsolve,rust-sudoku,sk-bforce2}, the ones it
# could build; make bench then measures every program in build/peers.
set -u
cd "$(dirname "$0")/.." || exit 2
out=$PWD/build/peers
mkdir -p "$out"
here=$PWD/bench/peers
built=0

note() { echo "peers: $*" >&2; }

if [ -n "${TDOKU:-}" ]; then
    if gcc -O3 -march=native -c -o "$out/tdoku_lines.o" "$here/tdoku_lines.c" &&
            g++ -O3 -march=native -std=c++14 -DNDEBUG -o "$out/tdoku" \
                "$TDOKU/src/solver_dpll_triad_simd.cc" "$TDOKU/src/util.cc" \
                "$out/tdoku_lines.o"; then
        rm -f "$out/tdoku_lines.o"
        built=$((built + 1))
    else
        note "tdoku did not build from $TDOKU"
    fi
fi
if [ -n "${GZSUDOKU:-}" ]; then
    if gcc -O3 -march=native -o "$out/jczsolve" \
            "$GZSUDOKU/others/jczslover/JCZSolve.c" "$here/jcz_lines.c"; then
        built=$((built + 1))
    else
        note "JCZSolve did not build from $GZSUDOKU"
    fi
fi
if [ -n "${RUST_SUDOKU:-}" ]; then
    crate=$(cd "$RUST_SUDOKU" && pwd)
    work=$PWD/build/peers-rust
    rm -rf "$work" && mkdir -p "$work/src" "$work/.cargo"
    cp "$here/rust_sudoku_lines.rs" "$work/src/main.rs"
    printf '[package]\nname = "rust-sudoku-lines"\nversion = "0.1.0"\nedition = "2018"\n[dependencies]\nsudoku = { path = "%s" }\n[workspace]\n' "$crate" >"$work/Cargo.toml"
    if [ -d /usr/share/cargo/registry ]; then
        printf '[source.crates-io]\nreplace-with = "debian"\n[source.debian]\ndirectory = "/usr/share/cargo/registry"\n[net]\noffline = true\n' >"$work/.cargo/config.toml"
    fi
    if (cd "$work" && CARGO_TARGET_DIR="$work/target" RUSTFLAGS="-C target-cpu=native" \
            cargo build --release >"$work/build.log" 2>&1); then
        cp "$work/target/release/rust-sudoku-lines" "$out/rust-sudoku"
        built=$((built + 1))
    else
        note "the Rust sudoku crate did not build from $RUST_SUDOKU (see $work/build.log; a Cargo.lock there pinning other versions than Debian's? remove it)"
    fi
fi
if [ -n "${SK_BFORCE2:-}" ]; then
    if g++ -std=c++14 -O3 -march=native -w -I"$SK_BFORCE2" -o "$out/sk-bforce2" \
            "$here/skb_lines.cpp" "$SK_BFORCE2/sk_t.cpp" "$SK_BFORCE2/sk_bitfields.cpp"; then
        built=$((built + 1))
    else
        note "SK_BFORCE2 did not build from $SK_BFORCE2"
    fi
fi
note "$built built; in build/peers: $(cd "$out" && ls | tr '\n' ' ')"
