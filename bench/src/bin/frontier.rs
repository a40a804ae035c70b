//! Prints the table of the counting frontier: `nqueens count N` as a whole
//! process (the release binary, tables built and all) on one thread and on
//! two, medians of several runs taking turns, with the peak memory of the
//! runs, and a peer's time where one was measured by hand, with the ratio
//! of the peer's time to ours on one thread.
//!
//! Usage: `frontier [--runs R] [--binary PATH] [--peer N=SECONDS]... N...`
//! (see `scripts/bench-frontier`). The peer is never built or run here:
//! its times are typed in, as measured beside ours.
//!
//! Each run's count is checked against the others' and, where known,
//! against the published values.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

/// Q(n) as published (OEIS A000170), to check each run's answer.
const KNOWN: [(usize, u128); 8] = [
    (16, 14_772_512),
    (17, 95_815_104),
    (18, 666_090_624),
    (19, 4_968_057_848),
    (20, 39_029_188_884),
    (21, 314_666_222_712),
    (22, 2_691_008_701_644),
    (23, 24_233_937_684_440),
];

/// One whole-process run: its answer, seconds and peak memory in bytes.
struct Run {
    total: u128,
    seconds: f64,
    peak_bytes: u64,
}

/// Runs `nqueens count n --threads threads` under `/usr/bin/time`, which
/// reports the peak resident memory.
fn run(binary: &PathBuf, n: usize, threads: usize) -> Run {
    let output = Command::new("/usr/bin/time")
        .args(["-f", "peak-kb %M"])
        .arg(binary)
        .args(["count", &n.to_string(), "--threads", &threads.to_string()])
        .args(["--format", "json", "--quiet"])
        .output()
        .expect("/usr/bin/time and the nqueens binary run");
    assert!(output.status.success(), "count {n} failed: {output:?}");
    let record: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("count prints one JSON line");
    let total = record["total"]
        .as_u64()
        .map(u128::from)
        .or_else(|| record["total"].as_str().and_then(|text| text.parse().ok()))
        .expect("a total");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let peak_kb: u64 = stderr
        .lines()
        .find_map(|line| line.strip_prefix("peak-kb "))
        .and_then(|kb| kb.trim().parse().ok())
        .expect("/usr/bin/time reports the peak memory");
    Run {
        total,
        seconds: record["seconds"].as_f64().expect("seconds"),
        peak_bytes: peak_kb * 1024,
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let mut runs = 3;
    let mut binary = PathBuf::from("../target/release/nqueens");
    let mut peers = BTreeMap::new();
    let mut sizes = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--runs" => {
                runs = args
                    .next()
                    .and_then(|r| r.parse().ok())
                    .expect("--runs takes a number");
            }
            "--binary" => binary = PathBuf::from(args.next().expect("--binary takes a path")),
            "--peer" => {
                let given = args.next().expect("--peer takes N=SECONDS");
                let (n, seconds) = given.split_once('=').expect("--peer takes N=SECONDS");
                peers.insert(
                    n.parse::<usize>().expect("a board size"),
                    seconds.parse::<f64>().expect("seconds"),
                );
            }
            _ => sizes.push(arg.parse::<usize>().expect("board sizes are numbers")),
        }
    }
    if sizes.is_empty() {
        sizes = vec![16, 17, 18];
    }
    println!(
        "| n | Q(n) | 1 thread | 2 threads | 2 threads / 1 | peer, 1 thread (by hand) | peer / ours | peak memory |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for n in sizes {
        let mut one = Vec::new();
        let mut two = Vec::new();
        let mut peak = 0;
        let mut answer = None;
        // Taking turns, so that other work on the machine slows both alike.
        for _ in 0..runs {
            for (threads, times) in [(1, &mut one), (2, &mut two)] {
                let counted = run(&binary, n, threads);
                assert_eq!(
                    *answer.get_or_insert(counted.total),
                    counted.total,
                    "n = {n}"
                );
                times.push(counted.seconds);
                peak = peak.max(counted.peak_bytes);
            }
        }
        let total = answer.expect("at least one run");
        if let Some(&(_, known)) = KNOWN.iter().find(|(size, _)| *size == n) {
            assert_eq!(total, known, "n = {n}: the published Q(n)");
        }
        let (one, two) = (median(one), median(two));
        let (peer, ratio) = match peers.get(&n) {
            Some(&seconds) => (format!("{seconds:.1} s"), format!("{:.2}x", seconds / one)),
            None => ("-".to_string(), "-".to_string()),
        };
        println!(
            "| {n} | {total} | {one:.2} s | {two:.2} s | {:.2}x | {peer} | {ratio} | {} MB |",
            one / two,
            peak / 1_000_000
        );
    }
}
