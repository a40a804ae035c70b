//! The naive oracle: the problem's definition turned into a search, sharing
//! nothing with the library. It places queens row by row and tests each new
//! queen against every earlier one with the plain rule (same column, or as
//! many rows apart as columns apart). Slow, obviously right.

/// Every solution for `n`, in lexicographic order.
pub fn solutions(n: usize) -> Vec<Vec<usize>> {
    fn extend(n: usize, placed: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
        if placed.len() == n {
            found.push(placed.clone());
            return;
        }
        let row = placed.len() as i64;
        for col in 0..n {
            let attacked = placed.iter().enumerate().any(|(r, &c)| {
                let (dr, dc) = (row - r as i64, col as i64 - c as i64);
                dc == 0 || dr == dc.abs()
            });
            if !attacked {
                placed.push(col);
                extend(n, placed, found);
                placed.pop();
            }
        }
    }
    let mut found = Vec::new();
    extend(n, &mut Vec::new(), &mut found);
    found
}

/// Whether `queens` is a solution, by the definition: every pair of rows
/// checked.
pub fn is_solution(queens: &[usize]) -> bool {
    let n = queens.len();
    queens.iter().all(|&c| c < n)
        && (0..n).all(|a| {
            (a + 1..n).all(|b| queens[a] != queens[b] && queens[a].abs_diff(queens[b]) != b - a)
        })
}

/// The canonical form by the definition: all eight images built as boards of
/// squares and the smallest kept.
pub fn canonical(queens: &[usize]) -> Vec<usize> {
    let n = queens.len();
    let m = n - 1;
    type SquareMap = fn(usize, usize, usize) -> (usize, usize);
    let maps: [SquareMap; 8] = [
        |r, c, _| (r, c),
        |r, c, m| (c, m - r),
        |r, c, m| (m - r, m - c),
        |r, c, m| (m - c, r),
        |r, c, m| (r, m - c),
        |r, c, m| (m - r, c),
        |r, c, _| (c, r),
        |r, c, m| (m - c, m - r),
    ];
    maps.iter()
        .map(|map| {
            let mut image = vec![0; n];
            for (r, &c) in queens.iter().enumerate() {
                let (r2, c2) = map(r, c, m);
                image[r2] = c2;
            }
            image
        })
        .min()
        .unwrap()
}

#[test]
fn oracle_knows_the_small_counts() {
    let counts: Vec<usize> = (1..=8).map(|n| solutions(n).len()).collect();
    assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92]);
    assert!(solutions(8).iter().all(|s| is_solution(s)));
}

/// Every attacking pair among `queens` on an `n x n` board by the
/// definition: the queens in reading order, every two of them compared,
/// each pair named by the first line they share of row, column, diagonal
/// (`row + col`) and anti-diagonal (`row - col + n`).
pub fn attacking_pairs(n: usize, queens: &[nqueens::Square]) -> Vec<nqueens::Conflict> {
    use nqueens::{Conflict, Line};
    let mut sorted = queens.to_vec();
    sorted.sort_by_key(|s| (s.row, s.col));
    let mut pairs = Vec::new();
    for a in 0..sorted.len() {
        for b in a + 1..sorted.len() {
            let (p, q) = (sorted[a], sorted[b]);
            let (dr, dc) = (q.row as i64 - p.row as i64, q.col as i64 - p.col as i64);
            let line = if dr == 0 {
                Line::Row(p.row)
            } else if dc == 0 {
                Line::Column(p.col)
            } else if dr == -dc {
                Line::Diagonal(p.row + p.col)
            } else if dr == dc {
                Line::AntiDiagonal(p.row + n - p.col)
            } else {
                continue;
            };
            pairs.push(Conflict {
                first: p,
                second: q,
                line,
            });
        }
    }
    pairs
}
