// rust_sudoku_lines.rs - a line loop around the Rust `sudoku` crate
// (Emerentius/sudoku), for make bench's BENCH_VS.  Reads one 81-character
// puzzle a line; with no argument prints its first solution
// (some_solution), with the argument 2 the count up to two
// (solutions_count_up_to).  Built against the crate's checkout by
// bench/peers.sh; none of the crate is in this repository.
use std::io::{self, BufRead, BufWriter, Write};
use sudoku::Sudoku;

fn main() {
    let limit: usize = std::env::args().nth(1).map_or(1, |a| a.parse().unwrap_or(1));
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let line = line.expect("read error");
        if line.len() < 81 {
            continue;
        }
        let sudoku = match Sudoku::from_str_line(&line[..81]) {
            Ok(s) => s,
            Err(_) => {
                writeln!(out, "0").unwrap();
                continue;
            }
        };
        if limit == 1 {
            match sudoku.some_solution() {
                Some(s) => writeln!(out, "{}", s.to_str_line()).unwrap(),
                None => writeln!(out, "0").unwrap(),
            }
        } else {
            writeln!(out, "{}", sudoku.solutions_count_up_to(limit)).unwrap();
        }
    }
}
