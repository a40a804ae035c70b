//! `nqueens phase`: the shares of instances with a completion checked
//! against brute force over every permutation, the table as a snapshot,
//! the chart read back as XML, and the errors.

use std::fs;

use nqueens::Line;
use nqueens::complete::ExcludedDiagonals;
use resvg::usvg::roxmltree::Document;
use serde_json::Value;

use crate::harness::{EXIT_ERROR, Test};

/// Whether some permutation of `0..n` is a solution that keeps off every
/// line: brute force, apart from the library's search.
fn has_completion(n: usize, lines: &[Line]) -> bool {
    fn extend(queens: &mut Vec<usize>, n: usize, lines: &[Line]) -> bool {
        let row = queens.len();
        if row == n {
            return true;
        }
        for col in 0..n {
            let attacked = queens
                .iter()
                .enumerate()
                .any(|(r, &c)| c == col || r.abs_diff(row) == c.abs_diff(col));
            let excluded = lines.iter().any(|line| match *line {
                Line::Diagonal(k) => row + col == k,
                Line::AntiDiagonal(k) => row + n == col + k,
                _ => false,
            });
            if !attacked && !excluded {
                queens.push(col);
                if extend(queens, n, lines) {
                    return true;
                }
                queens.pop();
            }
        }
        false
    }
    extend(&mut Vec::new(), n, lines)
}

#[test]
fn shares_are_those_brute_force_finds() {
    let stdout = Test::new()
        .args(["phase", "6", "7", "8", "--seeds", "6", "--format", "json"])
        .stderr("")
        .run()
        .stdout;
    let records: Vec<Value> = stdout
        .lines()
        .map(|line| serde_json::from_str(line).expect("a JSON line"))
        .collect();
    let field = |record: &Value, name: &str| record[name].as_u64().expect(name) as usize;
    let mut checked = 0;
    for n in 6..=8 {
        let lists: Vec<ExcludedDiagonals> = (0..6)
            .map(|seed| ExcludedDiagonals::random(n, 4, seed).unwrap())
            .collect();
        let mine: Vec<&Value> = records.iter().filter(|r| field(r, "n") == n).collect();
        // d from 0.4 n to 1.6 n, as long as some list is that long.
        let first = (0.4 * n as f64).ceil() as usize;
        let longest = lists.iter().map(|list| list.lines().len()).max().unwrap();
        let last = ((1.6 * n as f64) as usize).min(longest);
        assert_eq!(mine.len(), last - first + 1, "n = {n}");
        for record in mine {
            let d = field(record, "d");
            let instances: Vec<&ExcludedDiagonals> = lists
                .iter()
                .filter(|list| list.lines().len() >= d)
                .collect();
            let with = instances
                .iter()
                .filter(|list| has_completion(n, &list.lines()[..d]))
                .count();
            assert_eq!(field(record, "instances"), instances.len(), "{record}");
            assert_eq!(field(record, "with_completion"), with, "{record}");
            checked += 1;
        }
    }
    assert!(checked >= 15, "{checked}");
}

#[test]
fn the_table_has_a_row_per_tenth_and_a_column_per_size() {
    Test::new()
        .args([
            "phase", "8", "6", "--seeds", "4", "--from", "0.5", "--to", "1",
        ])
        .stderr("")
        .stdout(
            "d / n     n = 6     n = 8\n  \
             0.5  0.50 (4)  0.25 (4)\n  \
             0.6            0.25 (4)\n  \
             0.7  0.25 (4)\n  \
             0.8  0.33 (3)  0.25 (4)\n  \
             0.9            0.25 (4)\n  \
             1.0  1.00 (1)  0.25 (4)\n",
        )
        .run();
}

#[test]
fn the_chart_has_a_line_per_size() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("phase.svg");
    Test::new()
        .args(["phase", "6", "8", "--seeds", "3", "--plot"])
        .arg(path.to_str().unwrap())
        .stderr("")
        .run();
    let svg = fs::read_to_string(&path).unwrap();
    let doc = Document::parse(&svg).expect("the chart is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let polylines = doc
        .descendants()
        .filter(|node| node.has_tag_name("polyline"))
        .count();
    assert_eq!(polylines, 2);
    for label in ["n = 6", "n = 8"] {
        assert!(svg.contains(label), "{label}");
    }
}

#[test]
fn bad_ranges_and_sizes_are_refused() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["phase", "8", "--from", "1.2", "--to", "0.8"],
            "--from 1.2 is above --to 0.8: no instance lies between them",
        ),
        (
            &["phase", "8", "--to", "five"],
            "--to takes a number from 0 to 4, such as 0.8, not \"five\"",
        ),
        (
            &["phase", "8", "--from", "-1"],
            "--from takes a number from 0 to 4, such as 0.8, not \"-1\"",
        ),
        (&["phase", "65"], "N must be at most 64, not 65"),
        (
            &["phase", "8", "--seeds", "0"],
            "--seeds must be at least 1, not 0",
        ),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}
