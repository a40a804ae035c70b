//! What the benchmarks compare against.

/// The classic bitmask counter with left-right mirror halving (the method
/// of Jeff Somers' widely copied C program), written plainly: recursion,
/// three masks, first-row columns in the left half counted twice and the
/// middle column of an odd board once. It is the baseline every speed
/// figure of this project is quoted against.
pub fn mirror_halved_count(n: usize) -> u128 {
    fn below(all: u64, columns: u64, diagonals: u64, anti: u64) -> u64 {
        if columns == all {
            return 1;
        }
        let mut free = all & !(columns | diagonals | anti);
        let mut found = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            found += below(
                all,
                columns | bit,
                (diagonals | bit) >> 1,
                (anti | bit) << 1,
            );
        }
        found
    }
    assert!(
        (1..=64).contains(&n),
        "the baseline handles 1 to 64 columns"
    );
    let all = u64::MAX >> (64 - n);
    let mut total = 0u128;
    for first in 0..n.div_ceil(2) {
        let bit = 1u64 << first;
        let weight = if n % 2 == 1 && first == n / 2 { 1 } else { 2 };
        total += weight * u128::from(below(all, bit, bit >> 1, bit << 1));
    }
    total
}

/// The plain solver of the excluded-diagonals benchmark, as Gent, Jefferson
/// and Nightingale describe their fastest one (JAIR 2017): rows in order,
/// columns and both diagonals as bit masks (128 bits for the diagonals),
/// the excluded diagonals set in the masks before the search, stopping at
/// the first completion. `lines` are diagonals (`i + j = k`) and
/// anti-diagonals (`i - j + n = k`). Gives the columns of the completion
/// row by row, if there is one.
pub fn row_order_completion(n: usize, lines: &[nqueens::Line]) -> Option<Vec<usize>> {
    struct RowOrder {
        n: usize,
        all: u64,
        queens: Vec<usize>,
    }
    impl RowOrder {
        // Diagonal i + j at bit i + j of `sums`; anti-diagonal i - j at bit
        // j - i + n - 1 of `differences`, so that a row's masks are shifts.
        fn below(&mut self, row: usize, columns: u64, sums: u128, differences: u128) -> bool {
            if row == self.n {
                return true;
            }
            let mut free = self.all
                & !(columns | (sums >> row) as u64 | (differences >> (self.n - 1 - row)) as u64);
            while free != 0 {
                let col = free.trailing_zeros() as usize;
                free &= free - 1;
                self.queens[row] = col;
                if self.below(
                    row + 1,
                    columns | 1 << col,
                    sums | 1 << (row + col),
                    differences | 1 << (col + self.n - 1 - row),
                ) {
                    return true;
                }
            }
            false
        }
    }
    assert!(
        (1..=64).contains(&n),
        "the row-order solver handles 1 to 64 columns"
    );
    let (mut sums, mut differences) = (0u128, 0u128);
    for line in lines {
        match *line {
            nqueens::Line::Diagonal(k) => sums |= 1 << k,
            // i - j + n = k: bit j - i + n - 1 = 2n - 1 - k.
            nqueens::Line::AntiDiagonal(k) => differences |= 1 << (2 * n - 1 - k),
            other => panic!("{other} is not a diagonal"),
        }
    }
    let mut solver = RowOrder {
        n,
        all: if n == 64 { u64::MAX } else { (1 << n) - 1 },
        queens: vec![0; n],
    };
    solver
        .below(0, 0, sums, differences)
        .then_some(solver.queens)
}

#[cfg(test)]
mod tests {
    #[test]
    fn baseline_counts_are_right() {
        let counts: Vec<u128> = (1..=10).map(super::mirror_halved_count).collect();
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
    }

    /// The row-order solver against the library's count, on every prefix of
    /// a few random lists.
    #[test]
    fn row_order_completions_are_completions() {
        use nqueens::complete::{ExcludedDiagonals, count_completions};
        for (n, seed) in [(8, 0), (10, 1), (12, 2)] {
            let list = ExcludedDiagonals::random(n, 4, seed).unwrap();
            for d in 0..=list.lines().len() {
                let lines = &list.lines()[..d];
                let found = super::row_order_completion(n, lines);
                let count = count_completions(&list.first(d)).unwrap();
                assert_eq!(found.is_some(), count > 0, "n {n} d {d}");
                if let Some(queens) = found {
                    assert!(nqueens::is_solution(&queens));
                    assert!(queens.iter().enumerate().all(|(i, &j)| {
                        !lines.contains(&nqueens::Line::Diagonal(i + j))
                            && !lines.contains(&nqueens::Line::AntiDiagonal(i + n - j))
                    }));
                }
            }
        }
    }
}
