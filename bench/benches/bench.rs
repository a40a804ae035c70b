//! Benchmarks. Every benchmark checks its answer inside the timed loop, so a
//! fast wrong answer fails instead of looking good; ids are hierarchical
//! (`count/n14/baseline`) so that what is compared sits in one group, the
//! baseline beside this project's code.
//!
//! `cargo bench` runs them; `cargo bench -- --test` runs each once as a
//! smoke test. `scripts/bench` prints the counting ratio table.

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens::{Method, Plan, count};
use nqueens_bench::mirror_halved_count;

/// Solutions found by one method, counted through the visitor.
fn enumerate(n: usize, method: Method) -> u64 {
    let mut found = 0;
    nqueens::for_each_solution(n, method, |_| {
        found += 1;
        ControlFlow::Continue(())
    })
    .expect("the method accepts this size");
    found
}

fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group.sample_size(10);
    // n = 8 is small enough for brute force; n = 11 shows the others apart.
    for (n, expected) in [(8usize, 92u64), (11, 2680)] {
        for method in Method::ALL {
            if method.max_n().is_some_and(|max| n > max) {
                continue;
            }
            group.bench_function(BenchmarkId::new(format!("n{n}"), method.name()), |b| {
                b.iter(|| assert_eq!(enumerate(black_box(n), method), expected))
            });
        }
    }
    group.finish();
}

fn counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let all_threads = rayon::ThreadPoolBuilder::new().build().unwrap();
    for (n, total, unique) in [(12usize, 14_200u128, 1_787u128), (14, 365_596, 45_752)] {
        group.bench_function(BenchmarkId::new(format!("n{n}"), "baseline"), |b| {
            b.iter(|| assert_eq!(mirror_halved_count(black_box(n)), total))
        });
        // Each counting method on one thread and on all; the tally is a
        // method's own sum, so the answer is read through its plan.
        for method in count::Method::ALL {
            let plan = Plan::with_method(n, method).unwrap();
            for (threads, pool) in [("1-thread", &one_thread), ("all-threads", &all_threads)] {
                group.bench_function(
                    BenchmarkId::new(format!("n{n}"), format!("{}-{threads}", method.name())),
                    |b| {
                        b.iter(|| {
                            let counts = plan.counts(pool.install(|| black_box(&plan).count()));
                            assert_eq!((counts.total, counts.unique), (total, unique));
                        })
                    },
                );
            }
        }
    }
    group.finish();
}

/// The variants: the generic model beside the counter built for each, on
/// one thread, where the model is still quick enough to time.
fn variants(c: &mut Criterion) {
    use nqueens::variant::Variant;

    let mut group = c.benchmark_group("variant");
    group.sample_size(10);
    let one_thread = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    for (name, n, variant, total, unique) in [
        ("torus", 11usize, Variant::Torus, 88u128, 2u128),
        ("superqueens", 11, Variant::Superqueens, 44, 6),
        (
            "pawn",
            8,
            Variant::PawnsAt {
                squares: vec![nqueens::Square::new(3, 3)],
            },
            10,
            5,
        ),
    ] {
        let id = format!("{name}-n{n}");
        let model = variant.model(n).unwrap();
        group.bench_function(BenchmarkId::new(id.clone(), "model"), |b| {
            b.iter(|| {
                let counts = black_box(&model).count_with_unique();
                assert_eq!((counts.total, counts.unique), (total, unique));
            })
        });
        let plan = Plan::variant(n, &variant).unwrap();
        group.bench_function(BenchmarkId::new(id, "counter-1-thread"), |b| {
            b.iter(|| {
                let counts = plan.counts(one_thread.install(|| black_box(&plan).count()));
                assert_eq!((counts.total, counts.unique), (total, unique));
            })
        });
    }
    // Sizes only the counters reach.
    for (name, n, variant, total, unique) in [
        ("torus", 17usize, Variant::Torus, 140_692u128, 97u128),
        ("superqueens", 15, Variant::Superqueens, 32_516, 4_089),
        ("one-pawn", 12, Variant::Pawns { count: 1 }, 65_712, 8_214),
    ] {
        let plan = Plan::variant(n, &variant).unwrap();
        group.bench_function(
            BenchmarkId::new(format!("{name}-n{n}"), "counter-1-thread"),
            |b| {
                b.iter(|| {
                    let counts = plan.counts(one_thread.install(|| black_box(&plan).count()));
                    assert_eq!((counts.total, counts.unique), (total, unique));
                })
            },
        );
    }
    group.finish();
}

/// Queen domination: the exact search for the minimum and its counts (the
/// issue's target: every n <= 12 in under 10 s together), and the local
/// search for a set of the domination number on the hardest boards it
/// meets below 26 (21 x 21 and 25 x 25, whose minimum sets are rare).
fn domination(c: &mut Criterion) {
    use nqueens::domination::Domination;
    use nqueens::variant::Model;

    let mut group = c.benchmark_group("dominate");
    group.sample_size(10);
    // (n, gamma, sets, classes), from OEIS A075458, A002564, A002563.
    let published = [
        (8usize, 5usize, 4860u128, 638u128),
        (9, 5, 114, 21),
        (10, 5, 8, 1),
        (11, 5, 2, 1),
        (12, 6, 8, 1),
    ];
    group.bench_function("exact/n8-to-n12", |b| {
        b.iter(|| {
            for (n, size, total, unique) in published {
                let minimum = Domination::new(&Model::classic(n).unwrap())
                    .minimum()
                    .unwrap();
                assert_eq!(
                    (minimum.size, minimum.total, minimum.unique),
                    (size, total, unique)
                );
            }
        })
    });
    for (n, size) in [(21usize, 11usize), (25, 13)] {
        let domination = Domination::new(&Model::classic(n).unwrap());
        group.bench_function(BenchmarkId::new("local", format!("n{n}")), |b| {
            b.iter(|| {
                let queens = domination.search_of_size(size, 0, 200_000).unwrap();
                assert_eq!(domination.check(&queens), Ok(()));
            })
        });
    }
    group.finish();
}

/// Queens with knights (the target: n = 10 in under 10 s) and
/// peaceable queens, each the largest size proven by searching the next
/// one in full.
fn armies(c: &mut Criterion) {
    use nqueens::peaceable::Peaceable;
    use nqueens::queens_knights::QueensKnights;

    let mut group = c.benchmark_group("armies");
    group.sample_size(10);
    // The largest m at n = 10 and its placements, from the literature's
    // table (the test suite's reference values).
    let problem = QueensKnights::new(10).unwrap();
    group.bench_function("queens-knights/n10", |b| {
        b.iter(|| {
            let largest = problem.largest();
            assert_eq!((largest.pieces, largest.total), (7, 8));
        })
    });
    // OEIS A250000.
    let problem = Peaceable::new(8).unwrap();
    group.bench_function("peaceable/n8", |b| {
        b.iter(|| assert_eq!(problem.most().size, 9))
    });
    group.finish();
}

criterion_group!(benches, enumeration, counting, variants, domination, armies);
criterion_main!(benches);
