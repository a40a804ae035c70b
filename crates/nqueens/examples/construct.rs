//! Times `nqueens::construct` on one board and checks the result.
//!
//! ```text
//! cargo run --release --example construct -- N [--no-check]
//! ```
//!
//! Streams every column through a checksum, row by row as a printer would
//! take them, and prints the seconds that took; then, unless `--no-check`,
//! streams the board again through an independent O(n) check (the process
//! exits with status 1 if it fails). `N` may be written `1e8` or `10^8`.

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut positional = Vec::new();
    let mut check = true;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--no-check" => check = false,
            _ => positional.push(arg),
        }
    }
    let Some(n) = positional.first().and_then(|text| parse_size(text)) else {
        eprintln!("usage: construct N [--no-check]");
        return ExitCode::from(2);
    };
    let rows = match nqueens::construct(n) {
        Ok(rows) => rows,
        Err(err) => {
            eprintln!("error: {err}");
            return ExitCode::from(2);
        }
    };

    let start = Instant::now();
    let mut checksum = 0usize;
    for (row, col) in rows.enumerate() {
        checksum = checksum.wrapping_add(col ^ row);
    }
    let seconds = start.elapsed().as_secs_f64();
    let checksum = std::hint::black_box(checksum);
    print!(
        "n={n} write_s={seconds:.3} ns_per_row={:.2} checksum={checksum:#x}",
        seconds * 1e9 / n as f64
    );
    let mut status = ExitCode::SUCCESS;
    if check {
        let start = Instant::now();
        let valid = is_solution(n, nqueens::construct(n).expect("constructed above"));
        print!(
            " check_s={:.3} valid={valid}",
            start.elapsed().as_secs_f64()
        );
        if !valid {
            status = ExitCode::FAILURE;
        }
    }
    println!();
    status
}

/// `100000000`, `1e8` or `10^8`.
fn parse_size(text: &str) -> Option<usize> {
    let power = |base: &str, exp: &str| {
        let base: usize = base.parse().ok()?;
        base.checked_pow(exp.parse().ok()?)
    };
    if let Some((mantissa, exp)) = text.split_once(['e', 'E']) {
        mantissa
            .parse::<usize>()
            .ok()?
            .checked_mul(power("10", exp)?)
    } else if let Some((base, exp)) = text.split_once('^') {
        power(base, exp)
    } else {
        text.parse().ok()
    }
}

/// Whether the stream is a permutation of `0..n` with no two queens on a
/// diagonal: one bit per column and per diagonal, nothing shared with the
/// library.
fn is_solution(n: usize, queens: impl Iterator<Item = usize>) -> bool {
    let mut seen = vec![0u64; (5 * n).div_ceil(64) + 1];
    let mut rows = 0;
    // Columns at bits 0..n, diagonals r+c at n.., anti-diagonals r-c+n-1
    // at 3n..: one table, one test per line.
    let all_fresh = queens.enumerate().all(|(row, col)| {
        rows += 1;
        row < n
            && col < n
            && [col, n + row + col, 3 * n + row + n - 1 - col]
                .into_iter()
                .all(|bit| {
                    let (word, mask) = (bit / 64, 1u64 << (bit % 64));
                    let fresh = seen[word] & mask == 0;
                    seen[word] |= mask;
                    fresh
                })
    });
    all_fresh && rows == n
}
