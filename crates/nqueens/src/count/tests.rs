//! The node counter against the counting path and the plain search, the
//! search's two builds against each other, and meeting in the middle
//! against backtracking.

use super::meet::{self, MeetPlan};
use super::{Method, Plan, count_with_nodes, count_with_unique, plan};
use crate::dispatch::portable;

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

/// The pinned node counts of `testdata/symmetric-nodes.txt`, as `(n, nodes)`.
fn pinned_nodes() -> Vec<(usize, u64)> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/symmetric-nodes.txt"
    );
    let text = std::fs::read_to_string(path).expect("testdata/symmetric-nodes.txt is readable");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (n, nodes) = line.split_once(' ').expect("a line is `n nodes`");
            (n.parse().expect("n"), nodes.parse().expect("nodes"))
        })
        .collect()
}

#[test]
fn the_batch_with_short_lists_places_the_pinned_queens() {
    // These tests run the batch with short lists (see `batch::CAPACITY`),
    // the integration suite with the real ones: both must place the same
    // queens.
    let pinned = pinned_nodes();
    assert_eq!(pinned.first().map(|&(n, _)| n), Some(4));
    for (n, expected) in pinned {
        let (_, nodes) = count_with_nodes(n).unwrap();
        assert_eq!(nodes, expected, "n = {n}");
    }
}

#[test]
fn split_and_unsplit_counts_match_the_plain_enumeration() {
    // With the short lists and few batch rows of these tests (see
    // `batch::CAPACITY`), boards wait for room below from n = 9 on, and
    // the unsplit search's depth-first rows fill the first list at n = 12
    // and 13.
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
fn the_search_for_any_processor_gives_every_subproblem_the_same_tally_and_nodes() {
    // Where the processor has BMI1 and BMI2, counting runs the search
    // compiled for them; this runs the other one too.
    for n in 1..=13 {
        let plan = Plan::with_method(n, super::Method::Backtrack).unwrap();
        let super::Split::Classic(subproblems) = &plan.split else {
            unreachable!("the backtracking split");
        };
        for (index, subproblem) in subproblems.iter().enumerate() {
            let [anywhere, chosen] = plan::count_both_builds(n, subproblem);
            assert_eq!(anywhere, chosen, "n = {n}, subproblem {index}");
            assert_eq!(
                anywhere.0,
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

#[test]
fn meeting_in_the_middle_totals_as_backtracking() {
    for n in 1..=13 {
        assert_eq!(meet::total(n), crate::count(n), "n = {n}");
    }
}

#[test]
fn the_meet_build_for_any_processor_counts_as_the_chosen_one() {
    // Each build against the backtracking counter, through the split
    // the plan counts with, on every board size the routine tests take.
    for n in 1..=15 {
        let backtracked = Plan::with_method(n, Method::Backtrack)
            .unwrap()
            .count_serial();
        let plan = MeetPlan::new(n);
        let chosen = plan.count_serial();
        let anywhere = portable(|| plan.count_serial());
        assert_eq!(chosen, anywhere, "n = {n}");
        assert_eq!(chosen.total, backtracked.total, "n = {n}");
        assert_eq!(plan.classes(chosen), backtracked.unique, "n = {n}");
    }
}
