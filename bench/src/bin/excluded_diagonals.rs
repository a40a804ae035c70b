//! The excluded-diagonals benchmark (CSPLib prob079): random instances near
//! the phase transition, decided by `nqueens::complete::find_completion`
//! and, beside it, by the plain row-order bitmask solver of the paper that
//! set the problem ([`nqueens_bench::row_order_completion`]).
//!
//! For each size n and seed, [`ExcludedDiagonals::random`] makes a list of
//! diagonals (every row and column keeping at least 4 free squares); the
//! instances are its first d lines for every d from `--from` x n to `--to` x
//! n (0.8 and 1.4 unless told). Every answer is checked: a completion must
//! be a solution off every excluded line, and the two solvers must agree.
//!
//! Prints, for each n, the instances, how many have a completion, the total
//! and the slowest time of each solver, and the ratio of the totals; then
//! the fraction of instances with a completion against d / n, the phase
//! transition. `--csv FILE` also writes one line per instance.
//!
//! Usage: `excluded_diagonals [--seeds K] [--first-seed S] [--threads T]
//! [--baseline-to M] [--from F] [--to T] [--csv FILE] [--limit SECONDS]
//! N...` (see `scripts/bench-completion`): seeds S to S + K - 1 (0 to 9
//! unless told). With `--limit`, an instance still running after that
//! long is stopped and counted as undecided (never as "no").
//! The baseline runs only for n <= M (21 unless told): it takes minutes on
//! some instances from n = 22 on.

use std::fmt::Write as _;
use std::io::Write as _;
use std::time::{Duration, Instant};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use nqueens::complete::{ExcludedDiagonals, Watch, find_completion_watched};
use nqueens::{ErrorKind, Line};
use nqueens_bench::row_order_completion;

struct Options {
    seeds: u64,
    first_seed: u64,
    threads: usize,
    baseline_to: usize,
    from: f64,
    to: f64,
    csv: Option<String>,
    /// Seconds an instance may take before it is stopped and counted as
    /// undecided.
    limit: Option<f64>,
    sizes: Vec<usize>,
}

fn options() -> Options {
    let mut options = Options {
        seeds: 10,
        first_seed: 0,
        threads: 1,
        baseline_to: 21,
        from: 0.8,
        to: 1.4,
        csv: None,
        limit: None,
        sizes: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    let usage = "usage: excluded_diagonals [--seeds K] [--first-seed S] [--threads T] \
                 [--baseline-to M] [--from F] [--to T] [--csv FILE] [--limit SECONDS] N...";
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect(usage);
        match arg.as_str() {
            "--seeds" => options.seeds = value().parse().expect(usage),
            "--first-seed" => options.first_seed = value().parse().expect(usage),
            "--threads" => options.threads = value().parse().expect(usage),
            "--baseline-to" => options.baseline_to = value().parse().expect(usage),
            "--from" => options.from = value().parse().expect(usage),
            "--to" => options.to = value().parse().expect(usage),
            "--csv" => options.csv = Some(value()),
            "--limit" => options.limit = Some(value().parse().expect(usage)),
            size => options.sizes.push(size.parse().expect(usage)),
        }
    }
    if options.sizes.is_empty() {
        options.sizes = vec![18, 19, 20, 21];
    }
    options
}

/// Whether `queens` is a solution with no queen on an excluded line.
fn is_completion(queens: &[usize], lines: &[Line]) -> bool {
    let n = queens.len();
    nqueens::is_solution(queens)
        && queens.iter().enumerate().all(|(i, &j)| {
            !lines.contains(&Line::Diagonal(i + j))
                && !lines.contains(&Line::AntiDiagonal(i + n - j))
        })
}

/// One instance's answers and times.
struct Row {
    n: usize,
    seed: u64,
    d: usize,
    /// None: stopped at the time limit.
    satisfiable: Option<bool>,
    ours: Duration,
    baseline: Option<Duration>,
}

fn main() {
    let options = options();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.threads)
        .build()
        .expect("a thread pool");
    let mut rows = Vec::new();
    // Written as each instance is decided, so that a long run shows where
    // it is and leaves what it measured if it is stopped.
    let mut csv = options.csv.as_ref().map(|path| {
        let mut file = std::io::BufWriter::new(std::fs::File::create(path).expect("the csv file"));
        writeln!(file, "n,seed,d,satisfiable,seconds,baseline_seconds")
            .expect("the csv file written");
        file
    });
    println!(
        "excluded diagonals: seeds {}..{}, d from {} n to {} n, {} thread(s)\n",
        options.first_seed,
        options.first_seed + options.seeds,
        options.from,
        options.to,
        options.threads
    );
    println!(
        "| n | instances | with a completion | undecided at the limit | this project: total | slowest | row order: total | slowest | ratio |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for &n in &options.sizes {
        let first = (options.from * n as f64).round() as usize;
        let last = (options.to * n as f64).round() as usize;
        let mut mine = Vec::new();
        let mut total_nodes = 0u64;
        for seed in options.first_seed..options.first_seed + options.seeds {
            let list = ExcludedDiagonals::random(n, 4, seed).expect("a list");
            for d in first..=last.min(list.lines().len()) {
                let lines = &list.lines()[..d];
                let puzzle = list.first(d);
                let start = Instant::now();
                let nodes = std::sync::atomic::AtomicU64::new(0);
                // Pieces done, and of how many: how far a stopped search got.
                let pieces_done = std::sync::atomic::AtomicUsize::new(0);
                let pieces = std::sync::atomic::AtomicUsize::new(0);
                let progress = |p: nqueens::complete::SearchProgress| {
                    nodes.fetch_max(p.nodes, Ordering::Relaxed);
                    pieces_done.fetch_max(p.pieces_done, Ordering::Relaxed);
                    pieces.store(p.pieces, Ordering::Relaxed);
                };
                let stop = AtomicBool::new(false);
                let watch = Watch {
                    progress: Some(&progress),
                    stop: Some(&stop),
                };
                let answer = std::thread::scope(|scope| {
                    let (done, wait) = mpsc::channel::<()>();
                    if let Some(limit) = options.limit {
                        let stop = &stop;
                        scope.spawn(move || {
                            let limit = Duration::from_secs_f64(limit);
                            if wait.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
                                stop.store(true, Ordering::Relaxed);
                            }
                        });
                    }
                    let answer = pool.install(|| find_completion_watched(&puzzle, watch));
                    drop(done);
                    answer
                });
                let found = match answer {
                    Ok(found) => found,
                    Err(err) if *err.kind() == ErrorKind::Interrupted => {
                        let (done, of) = (
                            pieces_done.load(Ordering::Relaxed),
                            pieces.load(Ordering::Relaxed),
                        );
                        let how_far = if of == 0 {
                            "no piece of the search finished".to_string()
                        } else {
                            format!(
                                "{done} of {of} pieces done, {} nodes in them",
                                nodes.load(Ordering::Relaxed)
                            )
                        };
                        eprintln!(
                            "n {n} seed {seed} d {d}: undecided after {:.0} s ({how_far})",
                            start.elapsed().as_secs_f64(),
                        );
                        if let Some(file) = csv.as_mut() {
                            writeln!(
                                file,
                                "{n},{seed},{d},undecided,{:.6},",
                                start.elapsed().as_secs_f64()
                            )
                            .and_then(|()| file.flush())
                            .expect("the csv file written");
                        }
                        mine.push(Row {
                            n,
                            seed,
                            d,
                            satisfiable: None,
                            ours: start.elapsed(),
                            baseline: None,
                        });
                        continue;
                    }
                    Err(err) => panic!("{err}"),
                };
                total_nodes += nodes.into_inner();
                let ours = start.elapsed();
                if let Some(placement) = &found {
                    assert!(
                        is_completion(placement.queens(), lines),
                        "n {n} seed {seed} d {d}"
                    );
                }
                let baseline = (n <= options.baseline_to).then(|| {
                    let start = Instant::now();
                    let theirs = row_order_completion(n, lines);
                    let elapsed = start.elapsed();
                    if let Some(queens) = &theirs {
                        assert!(
                            is_completion(queens, lines),
                            "baseline, n {n} seed {seed} d {d}"
                        );
                    }
                    assert_eq!(
                        theirs.is_some(),
                        found.is_some(),
                        "the solvers disagree on n {n} seed {seed} d {d}"
                    );
                    elapsed
                });
                if let Some(file) = csv.as_mut() {
                    writeln!(
                        file,
                        "{n},{seed},{d},{},{:.6},{}",
                        found.is_some(),
                        ours.as_secs_f64(),
                        baseline.map_or(String::new(), |t| format!("{:.6}", t.as_secs_f64()))
                    )
                    .and_then(|()| file.flush())
                    .expect("the csv file written");
                }
                mine.push(Row {
                    n,
                    seed,
                    d,
                    satisfiable: Some(found.is_some()),
                    ours,
                    baseline,
                });
            }
        }
        let total: Duration = mine.iter().map(|row| row.ours).sum();
        if total_nodes > 0 {
            eprintln!(
                "n = {n}: {total_nodes} nodes in the instances decided, {:.0} ns a node",
                mine.iter()
                    .filter(|row| row.satisfiable.is_some())
                    .map(|row| row.ours.as_secs_f64())
                    .sum::<f64>()
                    * 1e9
                    / total_nodes as f64
            );
        }
        let slowest = mine.iter().max_by_key(|row| row.ours).expect("instances");
        let satisfiable = mine
            .iter()
            .filter(|row| row.satisfiable == Some(true))
            .count();
        let undecided = mine.iter().filter(|row| row.satisfiable.is_none()).count();
        let baseline: Option<Duration> = mine.iter().map(|row| row.baseline).sum();
        let baseline_slowest = mine.iter().filter_map(|row| row.baseline).max();
        let (baseline_total, baseline_max, ratio) = match (baseline, baseline_slowest) {
            (Some(all), Some(max)) => (
                format!("{:.2} s", all.as_secs_f64()),
                format!("{:.3} s", max.as_secs_f64()),
                format!("{:.1}x", all.as_secs_f64() / total.as_secs_f64()),
            ),
            _ => ("-".into(), "-".into(), "-".into()),
        };
        println!(
            "| {n} | {} | {satisfiable} | {undecided} | {:.2} s | {:.3} s (seed {}, d {}) | {baseline_total} | {baseline_max} | {ratio} |",
            mine.len(),
            total.as_secs_f64(),
            slowest.ours.as_secs_f64(),
            slowest.seed,
            slowest.d,
        );
        rows.extend(mine);
    }
    println!("\nfraction with a completion, by d / n:\n");
    print!("| d / n |");
    for n in &options.sizes {
        print!(" n = {n} |");
    }
    println!();
    println!("|---|{}", "---|".repeat(options.sizes.len()));
    // Buckets of d / n one tenth wide, by their middle.
    let bucket = |row: &Row| (row.d as f64 / row.n as f64 * 10.0).round() as i64;
    let mut buckets: Vec<i64> = rows.iter().map(bucket).collect();
    buckets.sort_unstable();
    buckets.dedup();
    for b in buckets {
        let mut line = format!("| {:.1} |", b as f64 / 10.0);
        for &n in &options.sizes {
            // Instances stopped at the limit are left out.
            let cell: Vec<&Row> = rows
                .iter()
                .filter(|r| r.n == n && bucket(r) == b && r.satisfiable.is_some())
                .collect();
            if cell.is_empty() {
                line.push_str(" |");
            } else {
                let yes = cell.iter().filter(|r| r.satisfiable == Some(true)).count();
                let _ = write!(
                    line,
                    " {:.2} ({}) |",
                    yes as f64 / cell.len() as f64,
                    cell.len()
                );
            }
        }
        println!("{line}");
    }
}
