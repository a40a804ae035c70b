//! The explicit construction: every board from 4 to 100,000 and some far
//! larger ones, each checked by a linear checker that shares nothing with
//! the library.

use nqueens::{ErrorKind, construct, construct_placement};

use crate::oracle;

/// A linear-time check of a stream of columns, one bit per column, per
/// diagonal `r + c` and per anti-diagonal `r - c + n - 1`, the arrays kept
/// between calls so that checking 100,000 boards allocates once.
pub struct Checker {
    columns: Vec<u64>,
    diagonals: Vec<u64>,
    anti_diagonals: Vec<u64>,
}

impl Checker {
    pub fn new() -> Checker {
        Checker {
            columns: Vec::new(),
            diagonals: Vec::new(),
            anti_diagonals: Vec::new(),
        }
    }

    /// Why `queens` is not a solution of the `n`-queens problem, if it is
    /// not: a column off the board, a shared line, or the wrong length.
    pub fn check(
        &mut self,
        n: usize,
        queens: impl IntoIterator<Item = usize>,
    ) -> Result<(), String> {
        fn reset(bits: &mut Vec<u64>, len: usize) {
            bits.clear();
            bits.resize(len.div_ceil(64), 0);
        }
        /// Sets `bit`; false if it was set already.
        fn mark(bits: &mut [u64], bit: usize) -> bool {
            let (word, mask) = (bit / 64, 1u64 << (bit % 64));
            let fresh = bits[word] & mask == 0;
            bits[word] |= mask;
            fresh
        }
        reset(&mut self.columns, n);
        reset(&mut self.diagonals, 2 * n);
        reset(&mut self.anti_diagonals, 2 * n);
        let mut rows = 0;
        for (row, col) in queens.into_iter().enumerate() {
            if row >= n {
                return Err(format!("more than {n} rows"));
            }
            if col >= n {
                return Err(format!("row {row}: column {col} is off the board"));
            }
            if !mark(&mut self.columns, col) {
                return Err(format!("row {row}: column {col} is taken"));
            }
            if !mark(&mut self.diagonals, row + col) {
                return Err(format!("row {row}: diagonal {} is taken", row + col));
            }
            if !mark(&mut self.anti_diagonals, row + n - 1 - col) {
                return Err(format!(
                    "row {row}: anti-diagonal through column {col} is taken"
                ));
            }
            rows += 1;
        }
        if rows == n {
            Ok(())
        } else {
            Err(format!("{rows} rows, not {n}"))
        }
    }
}

/// The first board in `sizes` whose construction is not a solution, with
/// what is wrong with it. The boards are shared out over all cores (there
/// are five billion rows up to 100,000), each checked by the sweep below
/// and, if the sweep objects, by [`Checker`] to say why.
fn first_failure(sizes: std::ops::RangeInclusive<usize>) -> Option<(usize, String)> {
    let threads = std::thread::available_parallelism().map_or(2, |t| t.get());
    let failures: Vec<(usize, String)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let sizes = sizes.clone();
                scope.spawn(move || {
                    let mut sweep = Sweep::default();
                    // Every `threads`-th board, so each thread gets small
                    // and large ones alike.
                    for n in sizes.skip(t).step_by(threads) {
                        let rows = construct(n).unwrap();
                        if rows.len() != n || !sweep.is_solution(n, rows) {
                            let why = Checker::new().check(n, construct(n).unwrap());
                            return Some((n, why.err().unwrap_or_else(|| "wrong length".into())));
                        }
                    }
                    None
                })
            })
            .collect();
        workers
            .into_iter()
            .filter_map(|w| w.join().unwrap())
            .collect()
    });
    failures.into_iter().min_by_key(|&(n, _)| n)
}

/// The same check as [`Checker`], one byte per line instead of one bit and
/// no early exit, so that a row costs three loads and three stores. A
/// byte holds the stamp of the last board that marked it, so the arrays
/// are cleared once every 255 boards rather than for each.
#[derive(Default)]
struct Sweep {
    stamp: u8,
    columns: Vec<u8>,
    diagonals: Vec<u8>,
    anti_diagonals: Vec<u8>,
}

impl Sweep {
    fn is_solution(&mut self, n: usize, queens: impl Iterator<Item = usize>) -> bool {
        if self.stamp == u8::MAX || self.columns.len() < n {
            for marks in [
                &mut self.columns,
                &mut self.diagonals,
                &mut self.anti_diagonals,
            ] {
                marks.clear();
            }
            self.columns.resize(n.max(1000), 0);
            self.diagonals.resize(2 * n.max(1000), 0);
            self.anti_diagonals.resize(2 * n.max(1000), 0);
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        let (columns, diagonals, anti) = (
            &mut self.columns[..n],
            &mut self.diagonals[..2 * n],
            &mut self.anti_diagonals[..2 * n],
        );
        let (rows, clash) = queens.fold((0, false), |(row, clash), col| {
            if row >= n || col >= n {
                return (n + 1, true);
            }
            let (d, a) = (row + col, row + n - 1 - col);
            let seen = (columns[col] == stamp) | (diagonals[d] == stamp) | (anti[a] == stamp);
            columns[col] = stamp;
            diagonals[d] = stamp;
            anti[a] = stamp;
            (row + 1, clash | seen)
        });
        rows == n && !clash
    }
}

fn assert_all_solved(sizes: std::ops::RangeInclusive<usize>) {
    if let Some((n, why)) = first_failure(sizes) {
        panic!("n = {n} (n mod 6 = {}): {why}", n % 6);
    }
}

/// Every size up to 30,000 meets each of the construction's cases
/// thousands of times, in under a second and a half of CPU; the sizes up
/// to 100,000 (five billion rows, about 14 s) run with `--ignored`.
#[test]
fn every_board_from_4_to_30_000_and_the_last_residues_below_100_000() {
    assert_all_solved(4..=30_000);
    // 25 sizes in a row: every case (n mod 6) four times over.
    assert_all_solved(99_976..=100_000);
}

#[test]
#[ignore = "14 s of CPU: run with --ignored"]
fn every_board_from_4_to_100_000() {
    assert_all_solved(4..=100_000);
}

#[test]
fn huge_boards_of_every_residue_mod_6_stream() {
    let mut checker = Checker::new();
    let sizes = [1_000_000]
        .into_iter()
        .chain((0..6).map(|k| 10_000_000 + k));
    for n in sizes {
        let residue = n % 6;
        if let Err(why) = checker.check(n, construct(n).unwrap()) {
            panic!("n = {n} (n mod 6 = {residue}): {why}");
        }
    }
}

#[test]
fn small_boards_are_solutions_by_the_definition() {
    for n in (1..=30).filter(|&n| n != 2 && n != 3) {
        let queens: Vec<usize> = construct(n).unwrap().collect();
        assert!(oracle::is_solution(&queens), "n = {n}: {queens:?}");
        if n <= 8 {
            assert!(oracle::solutions(n).contains(&queens), "n = {n}");
        }
    }
}

#[test]
fn the_classical_lists_less_one() {
    // n = 8 (n mod 6 = 2) and n = 9 (n mod 6 = 3) are the tricky cases; the
    // lists are the textbook ones counted from 1, less one.
    let lists: [(usize, &[usize]); 6] = [
        (4, &[2, 4, 1, 3]),
        (5, &[2, 4, 1, 3, 5]),
        (6, &[2, 4, 6, 1, 3, 5]),
        (7, &[2, 4, 6, 1, 3, 5, 7]),
        (8, &[2, 4, 6, 8, 3, 1, 7, 5]),
        (9, &[4, 6, 8, 2, 5, 7, 9, 1, 3]),
    ];
    for (n, one_based) in lists {
        let expected: Vec<usize> = one_based.iter().map(|c| c - 1).collect();
        let queens: Vec<usize> = construct(n).unwrap().collect();
        assert_eq!(queens, expected, "n = {n}");
    }
    // n = 4 gives the first solution in lexicographic order.
    assert_eq!(
        construct(4).unwrap().collect::<Vec<_>>(),
        oracle::solutions(4)[0]
    );
}

#[test]
fn tiny_boards() {
    assert_eq!(construct(1).unwrap().collect::<Vec<_>>(), [0]);
    assert_eq!(construct_placement(1).unwrap().queens(), &[0]);
    for n in [2, 3] {
        let err = construct(n).unwrap_err();
        assert_eq!(err.kind(), &ErrorKind::NoSolution { n });
        assert!(err.to_string().contains("no solution"), "{err}");
        assert_eq!(
            construct_placement(n).unwrap_err().kind(),
            &ErrorKind::NoSolution { n }
        );
    }
    assert_eq!(construct(0).unwrap_err().kind(), &ErrorKind::EmptyBoard);
}

#[test]
fn the_iterator_knows_its_length_and_skips_in_constant_time() {
    for n in [4, 8, 9, 10, 14, 15, 1000, 1001] {
        let all: Vec<usize> = construct(n).unwrap().collect();
        let mut rows = construct(n).unwrap();
        for (k, &col) in all.iter().enumerate() {
            assert_eq!(rows.len(), n - k);
            assert_eq!(rows.size_hint(), (n - k, Some(n - k)));
            assert_eq!(rows.next(), Some(col));
        }
        assert_eq!(rows.next(), None);
        assert_eq!(rows.next(), None);
        assert_eq!(construct_placement(n).unwrap().queens(), all);
        for skip in [0, 1, n / 2, n - 1, n] {
            assert_eq!(construct(n).unwrap().nth(skip), all.get(skip).copied());
        }
        let sum: usize = construct(n).unwrap().sum();
        assert_eq!(sum, n * (n - 1) / 2);
    }
    // Skipping through a board of 10^18 rows (10^9 where `usize` is 32
    // bits) takes no time.
    let n = if usize::BITS >= 64 {
        10usize.pow(18)
    } else {
        10usize.pow(9)
    };
    let mut rows = construct(n).unwrap();
    assert_eq!(rows.nth(n / 2 - 1), Some(n - 1));
    assert_eq!(rows.next(), Some(0));
    assert_eq!(rows.len(), n / 2 - 1);
}
