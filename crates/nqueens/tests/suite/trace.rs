//! The search traces: the solutions they reach are the enumeration's, their
//! counts are their steps, and their steps make sense one after another.

use std::ops::ControlFlow;

use nqueens::{ErrorKind, Line, Method, Square, Step, Trace, TraceStats, for_each_solution};
use proptest::prelude::*;

use crate::enumerate::collect;
use crate::oracle;

/// The largest board each method's exhaustive tests trace: brute force's
/// trace grows as `4 n^n`.
fn largest_traced(method: Method) -> usize {
    match method {
        Method::Brute => 7,
        _ => 9,
    }
}

/// Whether `square` lies on `line` of an `n x n` board, from the numbering
/// the marker arrays use.
fn on_line(line: Line, square: Square, n: usize) -> bool {
    match line {
        Line::Row(row) => square.row == row,
        Line::Column(col) => square.col == col,
        Line::Diagonal(sum) => square.row + square.col == sum,
        Line::AntiDiagonal(difference) => square.row + n - square.col == difference,
    }
}

fn attacks(a: Square, b: Square) -> bool {
    a != b && (a.col == b.col || a.row.abs_diff(b.row) == a.col.abs_diff(b.col))
}

/// Walks a whole trace, checking every step against a board of its own,
/// and gives the solutions it reached and the counts of its steps.
fn walk(n: usize, method: Method) -> (Vec<Vec<usize>>, TraceStats) {
    let mut trace = Trace::new(n, method).unwrap();
    assert_eq!((trace.n(), trace.method(), trace.depth()), (n, method, 0));
    let mut standing: Vec<Square> = Vec::new();
    let mut solutions = Vec::new();
    let mut counted = TraceStats::default();
    let mut tried: Option<Square> = None;
    while let Some(step) = trace.next() {
        let context = format!("{method} n = {n}, step {}: {step:?}", counted.steps + 1);
        counted.steps += 1;
        // A Try is answered at once, about the same square.
        if let Some(square) = tried.take() {
            assert!(
                matches!(step, Step::Conflict { square: s, .. } | Step::Place { square: s } if s == square),
                "{context}: a Try of {square:?} is followed by this"
            );
        }
        match step {
            Step::Try { square } => {
                assert_eq!(square.row, standing.len(), "{context}");
                assert!(square.col < n, "{context}");
                tried = Some(square);
            }
            Step::Conflict {
                square,
                line,
                queen,
            } => {
                counted.conflicts += 1;
                assert!(
                    on_line(line, square, n),
                    "{context}: the square is off its line"
                );
                assert!(
                    standing.iter().any(|&q| q != square && on_line(line, q, n)),
                    "{context}: no queen stands on the line"
                );
                if let Some(queen) = queen {
                    assert!(
                        standing.contains(&queen),
                        "{context}: the queen named is not standing"
                    );
                    assert!(
                        on_line(line, queen, n),
                        "{context}: the queen named is off the line"
                    );
                    assert!(
                        queen.row < square.row,
                        "{context}: the queen named is not above"
                    );
                }
            }
            Step::Place { square } => {
                counted.nodes += 1;
                assert_eq!(square.row, standing.len(), "{context}");
                standing.push(square);
                assert!(standing.len() <= n, "{context}");
            }
            Step::Backtrack { square } => {
                assert_eq!(
                    standing.pop(),
                    Some(square),
                    "{context}: not the last queen placed"
                );
            }
            Step::Solution { number } => {
                counted.solutions += 1;
                assert_eq!(number, counted.solutions, "{context}");
                assert_eq!(standing.len(), n, "{context}");
                solutions.push(trace.queens().to_vec());
            }
        }
        let columns: Vec<usize> = standing.iter().map(|square| square.col).collect();
        assert_eq!(trace.queens(), columns, "{context}: the queens standing");
        assert_eq!(trace.depth(), standing.len(), "{context}");
        assert_eq!(trace.stats(), counted, "{context}: the counts so far");
    }
    assert_eq!(tried, None, "{method} n = {n}: the trace ends on a Try");
    assert!(
        standing.is_empty(),
        "{method} n = {n}: queens left standing at the end"
    );
    assert_eq!(
        trace.next(),
        None,
        "{method} n = {n}: a trace once over stays over"
    );
    (solutions, counted)
}

/// The steps with `Try` and `Conflict` left out: the search tree's walk.
fn walk_of_tree(n: usize, method: Method) -> Vec<Step> {
    Trace::new(n, method)
        .unwrap()
        .filter(|step| !matches!(step, Step::Try { .. } | Step::Conflict { .. }))
        .collect()
}

/// Placements of queens in the top rows that no two attack, of every
/// depth from 1 to `n`: the nodes of the backtracking tree below its root.
fn partial_placements(n: usize) -> u64 {
    fn extend(n: usize, placed: &mut Vec<usize>) -> u64 {
        let row = placed.len();
        let mut below = 0;
        for col in 0..n {
            let safe = placed
                .iter()
                .enumerate()
                .all(|(r, &c)| c != col && c.abs_diff(col) != row - r);
            if safe && row < n {
                placed.push(col);
                below += 1 + extend(n, placed);
                placed.pop();
            }
        }
        below
    }
    extend(n, &mut Vec::new())
}

macro_rules! method_trace_tests {
    ($module:ident, $method:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn reaches_the_solutions_of_the_enumeration_in_order() {
                for n in 1..=largest_traced($method) {
                    let (solutions, stats) = walk(n, $method);
                    assert_eq!(solutions, collect(n, $method), "n = {n}");
                    assert_eq!(solutions, oracle::solutions(n), "n = {n}");
                    assert_eq!(stats.solutions, solutions.len() as u64, "n = {n}");
                }
            }

            #[test]
            fn refuses_what_the_enumeration_refuses() {
                let error = Trace::new(0, $method).unwrap_err();
                assert_eq!(error.kind(), &ErrorKind::EmptyBoard);
                if let Some(max) = $method.max_n() {
                    let traced = Trace::new(max + 1, $method).unwrap_err();
                    let enumerated =
                        for_each_solution(max + 1, $method, |_| ControlFlow::Continue(()))
                            .unwrap_err();
                    assert_eq!(traced, enumerated);
                }
            }
        }
    };
}

method_trace_tests!(bitmask, Method::Bitmask);
method_trace_tests!(marks, Method::Marks);
method_trace_tests!(pairwise, Method::Pairwise);
method_trace_tests!(stack, Method::Stack);
method_trace_tests!(brute, Method::Brute);

#[test]
fn the_four_queens_with_marker_arrays_start_as_the_lessons_draw_them() {
    use Line::{AntiDiagonal, Column, Diagonal};
    let sq = Square::new;
    let try_ = |row, col| Step::Try {
        square: sq(row, col),
    };
    let place = |row, col| Step::Place {
        square: sq(row, col),
    };
    let back = |row, col| Step::Backtrack {
        square: sq(row, col),
    };
    let conflict = |row, col, line| Step::Conflict {
        square: sq(row, col),
        line,
        queen: None,
    };
    let expected = vec![
        try_(0, 0),
        place(0, 0),
        try_(1, 0),
        conflict(1, 0, Column(0)),
        try_(1, 1),
        conflict(1, 1, AntiDiagonal(4)),
        try_(1, 2),
        place(1, 2),
        try_(2, 0),
        conflict(2, 0, Column(0)),
        try_(2, 1),
        conflict(2, 1, Diagonal(3)),
        try_(2, 2),
        conflict(2, 2, Column(2)),
        try_(2, 3),
        conflict(2, 3, AntiDiagonal(3)),
        back(1, 2),
        try_(1, 3),
        place(1, 3),
        try_(2, 0),
        conflict(2, 0, Column(0)),
        try_(2, 1),
        place(2, 1),
        try_(3, 0),
        conflict(3, 0, Column(0)),
        try_(3, 1),
        conflict(3, 1, Column(1)),
        try_(3, 2),
        conflict(3, 2, AntiDiagonal(5)),
        try_(3, 3),
        conflict(3, 3, Column(3)),
        back(2, 1),
        try_(2, 2),
        conflict(2, 2, Diagonal(4)),
        try_(2, 3),
        conflict(2, 3, Column(3)),
        back(1, 3),
        back(0, 0),
        try_(0, 1),
        place(0, 1),
    ];
    let steps: Vec<Step> = Trace::new(4, Method::Marks)
        .unwrap()
        .take(expected.len())
        .collect();
    assert_eq!(steps, expected);

    let mut trace = Trace::new(4, Method::Marks).unwrap();
    let first_solution = trace
        .position(|step| matches!(step, Step::Solution { .. }))
        .unwrap();
    assert_eq!(trace.queens(), &[1, 3, 0, 2]);
    assert_eq!(first_solution + 1, trace.stats().steps as usize);
}

#[test]
fn marks_stack_and_pairwise_walk_the_same_tree_and_bitmask_only_the_free_squares() {
    for n in 1..=8 {
        let marks: Vec<Step> = Trace::new(n, Method::Marks).unwrap().collect();
        let stack: Vec<Step> = Trace::new(n, Method::Stack).unwrap().collect();
        assert_eq!(
            marks, stack,
            "n = {n}: the stack method is the recursion made explicit"
        );

        // Pairwise looks at the same squares; only the words of a conflict
        // differ.
        let pairwise = Trace::new(n, Method::Pairwise).unwrap();
        assert_eq!(pairwise.clone().count(), marks.len(), "n = {n}");
        for (p, m) in pairwise.zip(&marks) {
            assert_eq!(p.square(), m.square(), "n = {n}");
            assert_eq!(
                std::mem::discriminant(&p),
                std::mem::discriminant(m),
                "n = {n}"
            );
        }

        // The bitmask search places and takes back the same queens but
        // never looks at an attacked square.
        assert_eq!(
            walk_of_tree(n, Method::Bitmask),
            walk_of_tree(n, Method::Marks),
            "n = {n}"
        );
        let bitmask = Trace::new(n, Method::Bitmask).unwrap();
        let mut stats = bitmask.clone();
        stats.by_ref().for_each(drop);
        assert_eq!(stats.stats().conflicts, 0, "n = {n}");
        assert_eq!(stats.stats().nodes, partial_placements(n), "n = {n}");
    }
}

#[test]
fn conflicts_name_the_first_line_each_method_tests() {
    for n in 1..=8 {
        let mut marks = Trace::new(n, Method::Marks).unwrap();
        while let Some(step) = marks.next() {
            if let Step::Conflict {
                square,
                line,
                queen,
            } = step
            {
                assert_eq!(queen, None);
                let standing: Vec<Square> = marks
                    .queens()
                    .iter()
                    .enumerate()
                    .map(|(row, &col)| Square::new(row, col))
                    .collect();
                let taken = |line: Line| standing.iter().any(|&q| on_line(line, q, n));
                // Column first, then i+j, then i-j+n: the first marker set.
                let first = [
                    Line::Column(square.col),
                    Line::Diagonal(square.row + square.col),
                    Line::AntiDiagonal(square.row + n - square.col),
                ]
                .into_iter()
                .find(|&line| taken(line));
                assert_eq!(Some(line), first, "n = {n}, {square:?}");
            }
        }

        let mut pairwise = Trace::new(n, Method::Pairwise).unwrap();
        while let Some(step) = pairwise.next() {
            if let Step::Conflict { square, queen, .. } = step {
                // The first earlier queen that attacks, from row 0 down.
                let first = pairwise
                    .queens()
                    .iter()
                    .enumerate()
                    .map(|(row, &col)| Square::new(row, col))
                    .find(|&q| attacks(q, square));
                assert_eq!(queen, first, "n = {n}, {square:?}");
            }
        }
    }
}

#[test]
fn backtracking_places_a_queen_on_every_partial_solution_once() {
    for n in 1..=9 {
        for method in [Method::Marks, Method::Pairwise, Method::Stack] {
            let mut trace = Trace::new(n, method).unwrap();
            trace.by_ref().for_each(drop);
            let stats = trace.stats();
            assert_eq!(stats.nodes, partial_placements(n), "{method} n = {n}");
            // Each square looked at is either placed or ruled out, and
            // each row entered looks at all n columns.
            let tries = stats.nodes + stats.conflicts;
            assert_eq!(
                tries,
                (stats.nodes + 1 - stats.solutions) * n as u64,
                "{method} n = {n}"
            );
        }
    }
}

#[test]
fn brute_force_counts_every_sequence() {
    for n in 1..=6u64 {
        let mut trace = Trace::new(n as usize, Method::Brute).unwrap();
        trace.by_ref().for_each(drop);
        let stats = trace.stats();
        let sequences = n.pow(n as u32);
        // Row r (from 0) is set n^(r+1) times by the odometer.
        let settings: u64 = (1..=n as u32).map(|k| n.pow(k)).sum();
        assert_eq!(stats.nodes, settings, "n = {n}");
        assert_eq!(stats.conflicts + stats.solutions, sequences, "n = {n}");
        assert_eq!(
            stats.solutions,
            oracle::solutions(n as usize).len() as u64,
            "n = {n}"
        );
        // A Try and a Backtrack for every Place, and a check of every
        // sequence.
        assert_eq!(stats.steps, 3 * settings + sequences, "n = {n}");
    }
}

#[test]
fn wide_boards_trace_the_bitmask_method_with_marker_arrays() {
    let n = 70;
    let mut bitmask = Trace::new(n, Method::Bitmask).unwrap();
    assert_eq!(bitmask.method(), Method::Bitmask);
    let marks = Trace::new(n, Method::Marks).unwrap();
    let steps: Vec<Step> = bitmask.by_ref().take(5000).collect();
    assert_eq!(steps, marks.take(5000).collect::<Vec<Step>>());
    assert!(
        steps
            .iter()
            .any(|step| matches!(step, Step::Conflict { .. }))
    );
    assert!(bitmask.depth() > 10);
}

proptest! {
    /// A trace cloned at any step goes on exactly as the original: what a
    /// viewer that pauses and rewinds relies on.
    #[test]
    fn a_clone_goes_on_as_the_original(
        n in 1usize..=8,
        method in prop::sample::select(Method::ALL.to_vec()),
        skip in 0usize..3000,
    ) {
        prop_assume!(method != Method::Brute || n <= 5);
        let mut original = Trace::new(n, method).unwrap();
        original.by_ref().take(skip).for_each(drop);
        let copy = original.clone();
        prop_assert_eq!(copy.queens(), original.queens());
        prop_assert_eq!(copy.stats(), original.stats());
        let rest: Vec<Step> = original.collect();
        prop_assert_eq!(copy.collect::<Vec<Step>>(), rest);
    }

    /// Wherever a backtracking trace stops, the queens standing attack no
    /// one.
    #[test]
    fn backtracking_never_leaves_queens_that_attack(
        n in 1usize..=10,
        method in prop::sample::select(vec![Method::Bitmask, Method::Marks, Method::Pairwise, Method::Stack]),
        stop in 0usize..20_000,
    ) {
        let mut trace = Trace::new(n, method).unwrap();
        trace.by_ref().take(stop).for_each(drop);
        let queens: Vec<Square> = trace
            .queens()
            .iter()
            .enumerate()
            .map(|(row, &col)| Square::new(row, col))
            .collect();
        for &a in &queens {
            prop_assert!(queens.iter().all(|&b| !attacks(a, b)), "{:?}", trace.queens());
        }
    }
}
