//! Times one knight's tour and checks it.
//!
//! ```text
//! cargo run --release --example tour -- ROWS [COLS] [--from ROW,COL] [--closed]
//!     [--method backtrack|warnsdorff|divide] [--repeat K]
//! ```
//!
//! Builds the tour `K` times (default 5) and prints the first time, which
//! includes any one-off set-up such as the construction's block tours, and
//! the best of the others; then checks the tour with an independent linear
//! check that shares nothing with the library (the process exits with
//! status 1 if it fails). The start defaults to the corner `0,0`.

use std::process::ExitCode;
use std::time::Instant;

use nqueens::{Square, TourMethod};

fn main() -> ExitCode {
    let mut sizes = Vec::new();
    let mut start = Square::new(0, 0);
    let mut closed = false;
    let mut method = TourMethod::default();
    let mut repeat = 5usize;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let parsed = match arg.as_str() {
            "--closed" => {
                closed = true;
                Some(())
            }
            "--from" => args.next().and_then(|text| {
                let (row, col) = text.split_once(',')?;
                start = Square::new(row.trim().parse().ok()?, col.trim().parse().ok()?);
                Some(())
            }),
            "--method" => args
                .next()
                .and_then(|text| text.parse().ok())
                .map(|m| method = m),
            "--repeat" => args
                .next()
                .and_then(|text| text.parse().ok())
                .map(|k: usize| repeat = k.max(1)),
            _ => arg.parse().ok().map(|n: usize| sizes.push(n)),
        };
        if parsed.is_none() || sizes.len() > 2 {
            eprintln!(
                "usage: tour ROWS [COLS] [--from ROW,COL] [--closed] [--method M] [--repeat K]"
            );
            return ExitCode::from(2);
        }
    }
    let Some(&rows) = sizes.first() else {
        eprintln!("usage: tour ROWS [COLS] [--from ROW,COL] [--closed] [--method M] [--repeat K]");
        return ExitCode::from(2);
    };
    let cols = sizes.get(1).copied().unwrap_or(rows);

    let mut times = Vec::with_capacity(repeat);
    let mut tour = None;
    for _ in 0..repeat {
        let clock = Instant::now();
        let result = nqueens::find_tour(rows, cols, start, closed, method);
        times.push(clock.elapsed().as_secs_f64());
        match result {
            Ok(found) => tour = Some(found),
            Err(err) => {
                eprintln!("error: {err}");
                return ExitCode::from(2);
            }
        }
    }
    let tour = tour.expect("at least one run");
    let best = times[1..].iter().copied().fold(f64::INFINITY, f64::min);
    let clock = Instant::now();
    let valid = is_tour(rows, cols, tour.squares(), closed);
    println!(
        "{rows}x{cols} from ({},{}) {} method={method} first_s={:.4} best_s={} check_s={:.4} valid={valid}",
        start.row,
        start.col,
        if closed { "closed" } else { "open" },
        times[0],
        if best.is_finite() {
            format!("{best:.4}")
        } else {
            "-".to_string()
        },
        clock.elapsed().as_secs_f64(),
    );
    if valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Every square once, every step a knight move, and a closed tour's last
/// square a knight move from its first: one bit a square.
fn is_tour(rows: usize, cols: usize, squares: impl Iterator<Item = Square>, closed: bool) -> bool {
    let knight = |a: Square, b: Square| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        dr * dc == 2
    };
    let mut seen = vec![0u64; (rows * cols).div_ceil(64)];
    let (mut first, mut last) = (None, None::<Square>);
    let mut count = 0;
    for square in squares {
        if square.row >= rows || square.col >= cols {
            return false;
        }
        let bit = square.row * cols + square.col;
        if seen[bit / 64] & (1 << (bit % 64)) != 0 {
            return false;
        }
        seen[bit / 64] |= 1 << (bit % 64);
        if last.is_some_and(|before| !knight(before, square)) {
            return false;
        }
        first.get_or_insert(square);
        last = Some(square);
        count += 1;
    }
    count == rows * cols
        && (!closed || count == 1 || matches!((first, last), (Some(a), Some(b)) if knight(a, b)))
}
