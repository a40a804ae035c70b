//! The node counter against the counting path and the plain search, and
//! the search's two builds against each other.

use super::{Plan, count_with_nodes, count_with_unique, plan};

/// Queens placed by plain row-by-row backtracking with no symmetry rules:
/// every partial placement of non-attacking queens in the first rows.
fn plain_nodes(n: usize) -> u64 {
    fn below(n: usize, row: usize, columns: u64, diagonals: u64, anti: u64) -> u64 {
        if row == n {
            return 0;
        }
        let all = u64::MAX >> (64 - n);
        let mut free = all & !(columns | diagonals | anti);
        let mut nodes = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            nodes += 1 + below(
                n,
                row + 1,
                columns | bit,
                (diagonals | bit) >> 1,
                (anti | bit) << 1,
            );
        }
        nodes
    }
    below(n, 0, 0, 0, 0)
}

#[test]
fn plain_node_counts_are_the_known_ones() {
    let nodes: Vec<u64> = (1..=8).map(plain_nodes).collect();
    assert_eq!(nodes, [1, 2, 5, 16, 53, 152, 551, 2056]);
}

#[test]
fn counting_with_nodes_gives_the_same_counts_from_a_smaller_search() {
    // Up to 14, where one unsplit search fills the batch's lists many
    // times over (see `batch`).
    for n in 1..=14 {
        let (counts, nodes) = count_with_nodes(n).unwrap();
        assert_eq!(counts, count_with_unique(n).unwrap(), "n = {n}");
        let plain = plain_nodes(n);
        assert!(nodes > 0, "n = {n}");
        if n < 4 {
            // Tiny boards are counted by the plain search itself.
            assert_eq!(nodes, plain, "n = {n}");
        } else {
            assert!(nodes < plain, "n = {n}: {nodes} nodes, plain {plain}");
        }
    }
}

#[test]
fn split_and_unsplit_counts_match_the_plain_enumeration() {
    // With the short lists and few batch rows of these tests (see
    // `batch::CAPACITY`), boards wait for room below from n = 9 on, and
    // the depth-first rows fill the first list at n = 12 and 13.
    for n in 1..=13 {
        let plain = super::plain::count(n, &mut 0);
        let counts = count_with_unique(n).unwrap();
        assert_eq!(
            (counts.total, counts.unique),
            (plain.total, plain.unique),
            "n = {n}"
        );
        let (unsplit, _) = count_with_nodes(n).unwrap();
        assert_eq!(unsplit, counts, "n = {n}");
    }
}

#[test]
fn the_search_for_any_processor_gives_every_subproblem_the_same_tally() {
    // Where the processor has BMI1 and BMI2, counting runs the search
    // compiled for them; this runs the other one too.
    for n in 1..=13 {
        let plan = Plan::new(n).unwrap();
        for (index, subproblem) in plan.subproblems.iter().enumerate() {
            assert_eq!(
                plan::count_anywhere(n, subproblem),
                plan.count_subproblem(index),
                "n = {n}, subproblem {index}"
            );
        }
    }
}

#[test]
fn counting_with_nodes_refuses_what_counting_refuses() {
    assert!(count_with_nodes(0).is_err());
    assert!(count_with_nodes(super::MAX_COUNT_N + 1).is_err());
}
