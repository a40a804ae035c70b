//! `solve`: the solutions listed in every format, the methods agreeing,
//! limits, and runs cut short by a closed pipe.

use std::collections::HashSet;

use crate::harness::{
    EXIT_ERROR, EXIT_FAILURE, FORMATS, Test, first_line_then_close, snapshot, solve,
};

#[test]
fn solve_4_board() {
    let expected = "\
Solution 1:
4 . Q . .
3 . . . Q
2 Q . . .
1 . . Q .
  a b c d

Solution 2:
4 . . Q .
3 Q . . .
2 . . . Q
1 . Q . .
  a b c d

4 queens: 2 solutions.
";
    Test::new().args(["solve", "4"]).stdout(expected).run();
}

#[test]
fn solve_snapshots() {
    let cases: [(&str, &[&str]); 5] = [
        ("board", &[]),
        ("list", &["--format", "list"]),
        ("algebraic", &["--format", "algebraic"]),
        ("json", &["--format", "json"]),
        ("unicode", &["--unicode"]),
    ];
    for n in [4, 8] {
        for (name, flags) in cases {
            snapshot!(format!("solve_{n}_{name}"), solve(n, flags));
        }
    }
    snapshot!("solve_8_unique", solve(8, &["--unique"]));
}

#[test]
fn json_lines_are_the_92_distinct_solutions() {
    let stdout = solve(8, &["--format", "json"]);
    let mut seen = HashSet::new();
    for (k, line) in stdout.lines().enumerate() {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        assert_eq!(record["n"], 8);
        assert_eq!(record["index"], k + 1);
        let queens: Vec<usize> = serde_json::from_value(record["queens"].clone()).unwrap();
        assert!(nqueens::is_solution(&queens), "{line}");
        assert!(seen.insert(queens), "{line} repeats");
    }
    assert_eq!(seen.len(), 92);
}

#[test]
fn one_based_json_says_so() {
    let stdout = solve(4, &["--format", "json", "--one-based", "--limit", "1"]);
    assert_eq!(
        stdout,
        "{\"n\": 4, \"index\": 1, \"one_based\": true, \"queens\": [2, 4, 1, 3]}\n"
    );
}

#[test]
fn unique_gives_the_12_classes_of_8() {
    let stdout = solve(8, &["--unique", "--format", "list"]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 12);
    for line in lines {
        let queens: Vec<usize> = line.split(' ').map(|col| col.parse().unwrap()).collect();
        assert!(nqueens::is_canonical(&queens), "{line}");
    }
    assert!(solve(8, &["--unique"]).ends_with("\n8 queens: 12 unique solutions.\n"));
}

#[test]
fn limit_stops_early_and_says_so() {
    assert_eq!(
        solve(8, &["--format", "list", "--limit", "3"])
            .lines()
            .count(),
        3
    );
    let boards = solve(8, &["--limit", "3"]);
    assert_eq!(boards.matches("Solution ").count(), 3);
    assert!(boards.ends_with("\n8 queens: first 3 solutions (--limit 3).\n"));
    // A limit beyond the count changes nothing.
    assert!(solve(6, &["--limit", "100"]).ends_with("\n6 queens: 4 solutions.\n"));
}

#[test]
fn one_queen_has_one_solution() {
    Test::new()
        .args(["solve", "1"])
        .stdout("Solution 1:\n1 Q\n  a\n\n1 queen: 1 solution.\n")
        .run();
    Test::new()
        .args(["solve", "1", "--format", "list"])
        .stdout("0\n")
        .run();
}

#[test]
fn two_and_three_queens_have_no_solution() {
    for n in ["2", "3"] {
        for flags in FORMATS {
            let run = Test::new()
                .args(["solve", n])
                .args(flags.iter().copied())
                .status(EXIT_FAILURE)
                .stdout("")
                .run();
            assert_eq!(run.stderr.lines().count(), 1);
            assert!(run.stderr.starts_with("no solution: "), "{}", run.stderr);
            assert!(
                run.stderr
                    .contains(&format!("{n} queens on a {n} x {n} board"))
            );
        }
    }
}

#[test]
fn wide_boards_default_to_lists_and_index_labels() {
    let list = solve(33, &["--limit", "1"]);
    assert_eq!(list.lines().count(), 1);
    assert_eq!(list.split_whitespace().count(), 33);

    let board = solve(27, &["--limit", "1"]);
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[1].starts_with(" 0  Q  ."), "{}", lines[1]);
    assert!(lines[28].starts_with("    0  1  2"), "{}", lines[28]);
}

#[test]
fn every_method_finds_the_same_solutions() {
    for n in 1..=10 {
        let methods: &[&str] = if n <= 8 {
            &["bitmask", "marks", "pairwise", "stack", "brute"]
        } else {
            &["bitmask", "marks", "pairwise", "stack"]
        };
        let status = if matches!(n, 2 | 3) { EXIT_FAILURE } else { 0 };
        let outputs: Vec<String> = methods
            .iter()
            .map(|method| {
                Test::new()
                    .args([
                        "solve",
                        &n.to_string(),
                        "--format",
                        "list",
                        "--method",
                        method,
                    ])
                    .status(status)
                    .run()
                    .stdout
            })
            .collect();
        for (method, output) in methods.iter().zip(&outputs) {
            assert_eq!(
                output, &outputs[0],
                "{method} differs from bitmask at n = {n}"
            );
        }
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let (first, output) = first_line_then_close(&["solve", "14", "--format", "list"]);
    assert_eq!(first.split_whitespace().count(), 14, "{first}");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn endless_runs_are_warned_about_once() {
    let (first, output) = first_line_then_close(&["solve", "22", "--format", "list"]);
    assert_eq!(first.split_whitespace().count(), 22);
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("nqueens: warning: "), "{stderr}");
    assert!(stderr.contains("--limit"), "{stderr}");

    // With a limit the run ends, so there is nothing to warn about.
    Test::new()
        .args(["solve", "22", "--limit", "1"])
        .stderr("")
        .run();
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["solve", "0"],
            "the board size N must be at least 1, not 0",
        ),
        (
            &["solve", "-3"],
            "the board size N must be at least 1, not -3",
        ),
        (
            &["solve", "abc"],
            "the board size N must be a whole number, not \"abc\"",
        ),
        (
            &["solve", "100000", "--method", "brute"],
            "the brute method accepts n up to 9, not 100000; the bitmask method handles larger boards",
        ),
        (&["solve", "1000000"], "must be at most 100000"),
        (
            &["solve", "27", "--format", "algebraic"],
            "works up to N = 26, not 27",
        ),
        (
            &["solve", "8", "--limit", "0"],
            "--limit must be at least 1, not 0",
        ),
        (
            &["solve", "8", "--limit", "-1"],
            "--limit must be at least 1, not -1",
        ),
        (
            &["solve", "8", "--unicode", "--format", "json"],
            "--unicode draws a board",
        ),
        (
            &["solve", "8", "--one-based"],
            "--one-based numbers the columns of list and json output",
        ),
        (
            &["solve", "8", "--method", "fast"],
            "[possible values: bitmask, marks, pairwise, stack, brute] (see nqueens solve --help)",
        ),
        (
            &["solve", "8", "--xyzzy"],
            "unexpected argument '--xyzzy' found (see nqueens solve --help)",
        ),
        (&["solve", "8", "--formt", "list"], "did you mean --format?"),
        (&["solve"], "<N> (see nqueens solve --help)"),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}
