//! Times the library's meet-in-the-middle counter (`nqueens::count::meet`)
//! on one thread, next to the backtracking counter on one thread, and
//! checks the totals against the published ones and the two counters'
//! totals and classes against each other. The time of the turns' searches
//! (for the classes) is shown on its own. DESIGN.md ("Counter v2: meet
//! in the middle") derives the method and quotes the figures.
//!
//! `cargo run --release --bin meet_in_the_middle -- LO HI [REPS] [nobt]`

use std::time::Instant;

/// A000170, n = 0..=23.
const Q: [u128; 24] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365596,
    2279184,
    14772512,
    95815104,
    666090624,
    4968057848,
    39029188884,
    314666222712,
    2691008701644,
    24233937684440,
];

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let lo: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(6);
    let hi: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(16);
    let reps: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let backtrack = args.get(4).is_none_or(|s| s != "nobt");
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread pool");
    println!(
        "n | Q(n) | classes | published | meet s | of which turns s | backtrack s | backtrack / meet"
    );
    let sizes = lo.max(1)..=hi.min(nqueens::count::meet::MAX_MEET_N);
    for (n, &reference) in Q
        .iter()
        .enumerate()
        .take(sizes.end() + 1)
        .skip(*sizes.start())
    {
        let (mut meet, mut back) = (Vec::new(), Vec::new());
        let (mut q, mut classes, mut turns) = (0, 0, Vec::new());
        for _ in 0..reps {
            let t = Instant::now();
            let counts = nqueens::count::meet::counts(n).expect("a size the counter takes");
            meet.push(t.elapsed().as_secs_f64());
            (q, classes) = (counts.total, counts.unique);
            let t = Instant::now();
            let half = nqueens::count::meet::fixed_by_half_turn(n).expect("a size");
            let quarter = nqueens::count::meet::fixed_by_quarter_turn(n).expect("a size");
            turns.push(t.elapsed().as_secs_f64());
            assert!(half >= quarter);
            if backtrack {
                let t = Instant::now();
                let b = one_thread
                    .install(|| nqueens::count_with_unique(n))
                    .expect("a size");
                back.push(t.elapsed().as_secs_f64());
                assert_eq!(
                    (b.total, b.unique),
                    (q, classes),
                    "the two counters disagree at n = {n}"
                );
            }
        }
        let published = if reference == q { "yes" } else { "NO" };
        let meet = median(meet);
        let turns = median(turns);
        let (back, ratio) = if backtrack {
            let b = median(back);
            (format!("{b:.3}"), format!("{:.2}", b / meet))
        } else {
            ("-".into(), "-".into())
        };
        println!("{n} | {q} | {classes} | {published} | {meet:.3} | {turns:.3} | {back} | {ratio}");
    }
}
