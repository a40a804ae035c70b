//! Times `nqueens::random_solution` on one board and checks the result.
//!
//! ```text
//! cargo run --release --example random_solution -- N [SEED] [--no-check]
//! ```
//!
//! Prints one line: `n`, seed, the search's seconds, its statistics and,
//! unless `--no-check`, whether an independent O(n) check accepts the
//! result (the process exits with status 1 if not). `N` may be written
//! `1e7` or `10^7`.

use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let mut check = true;
    for arg in args.by_ref() {
        match arg.as_str() {
            "--no-check" => check = false,
            _ => positional.push(arg),
        }
    }
    let Some(n) = positional.first().and_then(|text| parse_size(text)) else {
        eprintln!("usage: random_solution N [SEED] [--no-check]");
        return ExitCode::from(2);
    };
    let seed = match positional.get(1).map(|text| text.parse::<u64>()) {
        None => 0,
        Some(Ok(seed)) => seed,
        Some(Err(_)) => {
            eprintln!("the seed must be a non-negative integer");
            return ExitCode::from(2);
        }
    };

    let start = Instant::now();
    let found = match nqueens::random_solution(n, seed) {
        Ok(found) => found,
        Err(err) => {
            eprintln!("error: {err}");
            return ExitCode::from(2);
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let stats = found.stats;
    print!(
        "n={n} seed={seed} search_s={seconds:.3} restarts={} draws={} greedy_rows={} \
         collisions={} steps={} swaps={}",
        stats.restarts, stats.draws, stats.greedy_rows, stats.collisions, stats.steps, stats.swaps
    );
    if check {
        let start = Instant::now();
        let valid = is_solution(&found.queens);
        print!(
            " check_s={:.3} valid={valid}",
            start.elapsed().as_secs_f64()
        );
        println!();
        if !valid {
            return ExitCode::FAILURE;
        }
    } else {
        println!();
    }
    ExitCode::SUCCESS
}

/// `1000000`, `1e6` or `10^6`.
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

/// Whether `queens` is a permutation with no two queens on a diagonal:
/// one bit per column and per diagonal, nothing shared with the library.
fn is_solution(queens: &[u32]) -> bool {
    let n = queens.len();
    let mut seen = vec![0u64; (5 * n).div_ceil(64) + 1];
    // Columns at bits 0..n, diagonals r+c at n.., anti-diagonals r-c+n-1
    // at 3n..: one table, one test per line.
    queens.iter().enumerate().all(|(row, &col)| {
        let col = col as usize;
        if col >= n {
            return false;
        }
        [col, n + row + col, 3 * n + row + n - 1 - col]
            .into_iter()
            .all(|bit| {
                let (word, mask) = (bit / 64, 1u64 << (bit % 64));
                let fresh = seen[word] & mask == 0;
                seen[word] |= mask;
                fresh
            })
    })
}
