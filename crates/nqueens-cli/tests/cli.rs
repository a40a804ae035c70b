//! The `nqueens` binary, run as a user runs it.

mod harness;

use std::collections::HashSet;
use std::io::{BufRead, BufReader};
use std::process::Stdio;

use harness::{EXIT_ERROR, EXIT_FAILURE, Test, nqueens};

/// Every format `solve` writes, as its flags.
const FORMATS: [&[&str]; 8] = [
    &["--format", "board"],
    &["--unicode"],
    &["--format", "list"],
    &["--format", "list", "--one-based"],
    &["--format", "algebraic"],
    &["--format", "json"],
    &["--format", "json", "--one-based"],
    &["--unique"],
];

fn solve(n: usize, flags: &[&str]) -> String {
    Test::new()
        .args(["solve", &n.to_string()])
        .args(flags.iter().copied())
        .run()
        .stdout
}

// Output snapshots.

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
            insta::assert_snapshot!(format!("solve_{n}_{name}"), solve(n, flags));
        }
    }
    insta::assert_snapshot!("solve_8_unique", solve(8, &["--unique"]));
}

#[test]
fn help_snapshots() {
    insta::assert_snapshot!("help", Test::new().arg("--help").run().stdout);
    insta::assert_snapshot!(
        "solve_help",
        Test::new().args(["solve", "--help"]).run().stdout
    );
}

#[test]
fn count_8_json_snapshot() {
    let stdout = Test::new()
        .args(["count", "8", "--unique", "--format", "json"])
        .run()
        .stdout;
    insta::assert_snapshot!("count_8_json", redact_seconds(&stdout));
}

#[test]
fn verify_snapshot() {
    let run = Test::new()
        .args([
            "verify",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mixed.txt"),
        ])
        .status(EXIT_FAILURE)
        .stderr("")
        .run();
    insta::assert_snapshot!("verify_mixed", run.stdout);
}

/// The time a count took, which differs from run to run.
fn redact_seconds(json: &str) -> String {
    let key = "\"seconds\": ";
    let start = json.find(key).expect("a seconds field") + key.len();
    let end = start + json[start..].find(['}', ',']).expect("the field ends");
    format!("{}[seconds]{}", &json[..start], &json[end..])
}

// solve

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
    let mut child = nqueens()
        .args(["solve", "14", "--format", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.split_whitespace().count(), 14, "{first}");
    // The reader is dropped here, closing the pipe under the writer.
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn endless_runs_are_warned_about_once() {
    let mut child = nqueens()
        .args(["solve", "22", "--format", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.split_whitespace().count(), 22);
    let output = child.wait_with_output().unwrap();
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

// count

#[test]
fn count_14_json() {
    let stdout = Test::new()
        .args(["count", "14", "--unique", "--format", "json"])
        .run()
        .stdout;
    assert_eq!(stdout.lines().count(), 1);
    let record: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(record["n"], 14);
    assert_eq!(record["total"], 365_596);
    assert_eq!(record["unique"], 45_752);
    assert!(record["seconds"].as_f64().unwrap() >= 0.0);
    assert!(stdout.starts_with("{\"n\": 14, \"total\": 365596, \"unique\": 45752, \"seconds\": "));
}

#[test]
fn count_text() {
    let stdout = Test::new().args(["count", "10"]).run().stdout;
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "Q(10) = 724");
    assert_eq!(lines[1], "unique: 92");
    assert!(
        lines[2].starts_with("time: ") && lines[2].ends_with(" s"),
        "{stdout}"
    );
    assert_eq!(lines.len(), 3);

    let stdout = Test::new().args(["count", "8", "--unique"]).run().stdout;
    assert!(
        stdout.starts_with("Q(8) = 92\nunique: 12\ntime: "),
        "{stdout}"
    );
}

#[test]
fn count_without_solutions_fails() {
    let stdout = Test::new()
        .args(["count", "3"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(stdout.starts_with("Q(3) = 0\n"));
    let stdout = Test::new()
        .args(["count", "2", "--format", "json"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(stdout.starts_with("{\"n\": 2, \"total\": 0, \"unique\": 0, \"seconds\": "));
}

// verify

#[test]
fn everything_solve_prints_reads_back_as_solutions() {
    let runs: [(usize, &[&str]); 4] = [(1, &[]), (4, &[]), (8, &[]), (27, &["--limit", "3"])];
    for (n, limit) in runs {
        for flags in FORMATS {
            if n > 26 && flags.contains(&"algebraic") {
                continue;
            }
            let flags: Vec<&str> = flags.iter().chain(limit).copied().collect();
            let solutions = solve(n, &flags);
            let expected_count = solutions.lines().filter(|line| !line.is_empty()).count();
            let verify_flags: &[&str] = if flags.starts_with(&["--format", "list", "--one-based"]) {
                &["--one-based"]
            } else {
                &[]
            };
            let report = Test::new()
                .arg("verify")
                .args(verify_flags.iter().copied())
                .stdin(solutions.clone())
                .run()
                .stdout;
            let verdicts: Vec<&str> = report
                .lines()
                .filter(|line| line.contains(" board, "))
                .collect();
            assert!(!verdicts.is_empty(), "{flags:?}");
            for verdict in &verdicts {
                assert!(
                    verdict.ends_with(&format!(": {n} x {n} board, a solution")),
                    "{flags:?}: {verdict}"
                );
            }
            if flags.contains(&"list") || flags.contains(&"json") || flags.contains(&"algebraic") {
                assert_eq!(verdicts.len(), expected_count, "{flags:?}");
            }
        }
    }
}

#[test]
fn verify_reads_the_lessons_formats() {
    let input =
        "Phương án 1:\n0 Q 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\n\nCach 1: 2 4 1 3\nCách 2: 3 1 4 2\n";
    Test::new()
        .arg("verify")
        .stdin(input)
        .stdout(
            "1: 4 x 4 board, a solution\n2: 4 x 4 board, a solution\n\
             3: 4 x 4 board, a solution\n3 placements: all solutions.\n",
        )
        .run();
}

#[test]
fn verify_names_every_problem() {
    Test::new()
        .args(["verify", "-"])
        .stdin("d8 g5 c6 h3 b4 e2 a4 a1\n")
        .status(EXIT_FAILURE)
        .stdout(
            "1: 8 x 8 board, not a solution: no queen on rank 7; d8 and g5 share a diagonal; \
             c6 and a4 share a diagonal; a4 and b4 share a row; a4 and a1 share a column\n\
             1 placement: not a solution.\n",
        )
        .run();
}

#[test]
fn verify_counts_the_queens_of_a_board() {
    Test::new()
        .arg("verify")
        .stdin("Q . .\n. . .\n. Q Q\n")
        .status(EXIT_FAILURE)
        .stdout(
            "1: 3 x 3 board, not a solution: no queen on rank 2; \
             a3 and c1 share a diagonal; b1 and c1 share a row\n1 placement: not a solution.\n",
        )
        .run();
}

#[test]
fn verify_rejects_malformed_input() {
    let cases = [
        ("3 6 2 x 1 4 0 5\n", "line 1: cannot read \"x\""),
        (
            "1 3 0 2\nQ . .\n. . Q\n",
            "line 2: a board row of 3 squares on a board of 2 rows",
        ),
        (
            "2 4 1 3\n",
            "column 4 is outside the 4 x 4 board, whose columns run from 0 to 3; if the columns count from 1, add --one-based",
        ),
        (
            "d8 g7 c6 h5 b4 e3 a2 i1\n",
            "line 1: \"i1\" is not a square of a 8 x 8 board",
        ),
        ("d8 d8 c6 h5 b4 e3 a2 f1\n", "the square d8 is named twice"),
        ("3 6 d8\n", "mixes column numbers and squares"),
        (
            "{\"n\": 4, \"queens\": [1, 3, 0]}\n",
            "\"n\" is 4 but \"queens\" holds 3 columns",
        ),
        (
            "{\"n\": 4, \"queens\": [1, 3, 0, 2\n",
            "not a placement as solve --format json writes it",
        ),
        ("", "no placements in the input"),
        ("\n\n", "no placements in the input"),
    ];
    for (input, message) in cases {
        let run = Test::new()
            .arg("verify")
            .stdin(input)
            .status(EXIT_ERROR)
            .run();
        assert!(
            run.stderr.contains(message),
            "{input:?} gives {}",
            run.stderr
        );
    }
    let run = Test::new()
        .args(["verify", "--one-based"])
        .stdin("1 3 0 2\n")
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr
            .contains("if the columns count from 0, leave out --one-based"),
        "{}",
        run.stderr
    );
}

// Bad arguments

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
            &["solve", "8", "--bogus"],
            "unexpected argument '--bogus' found (see nqueens solve --help)",
        ),
        (&["solve", "8", "--formt", "list"], "did you mean --format?"),
        (&["solve"], "<N> (see nqueens solve --help)"),
        (&["count"], "<N> (see nqueens count --help)"),
        (&["count", "-5"], "at least 1"),
        (
            &["count", "33"],
            "the count method accepts n up to 32, not 33",
        ),
        (
            &["count", "8", "--format", "xml"],
            "[possible values: text, json]",
        ),
        (
            &["verify", "/nonexistent/placements.txt"],
            "cannot read /nonexistent/placements.txt",
        ),
        (
            &[],
            "a command is required: solve, count or verify (see nqueens --help)",
        ),
        (&["slove", "8"], "did you mean solve?"),
    ];
    for (args, message) in cases {
        let run = Test::new()
            .args(args.iter().copied())
            .status(EXIT_ERROR)
            .stdout("")
            .run();
        assert!(
            run.stderr.contains(message),
            "{args:?} gives {}",
            run.stderr
        );
    }
}

#[test]
fn help_and_version_go_to_stdout() {
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["help", "verify"],
        &["-h"],
    ] {
        let run = Test::new().args(args.iter().copied()).stderr("").run();
        assert!(run.stdout.contains("Usage: nqueens"), "{args:?}");
    }
    let run = Test::new().arg("--version").stderr("").run();
    assert_eq!(
        run.stdout,
        format!("nqueens {}\n", env!("CARGO_PKG_VERSION"))
    );
}
