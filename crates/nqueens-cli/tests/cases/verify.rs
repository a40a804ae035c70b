//! `verify`: everything `solve` writes reads back as solutions, the
//! lessons' formats, and every problem of a placement named.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, FORMATS, Test, snapshot, solve};

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
    snapshot!("verify_mixed", run.stdout);
}

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
            "line 1: \"i1\" is not a square of the 8 x 8 board",
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
        Test::new()
            .arg("verify")
            .stdin(input)
            .fails(EXIT_ERROR, message);
    }
    Test::new()
        .args(["verify", "--one-based"])
        .stdin("1 3 0 2\n")
        .fails(
            EXIT_ERROR,
            "if the columns count from 0, leave out --one-based",
        );
}

#[test]
fn a_file_that_cannot_be_read_is_one_line() {
    Test::new()
        .args(["verify", "/nonexistent/placements.txt"])
        .stdout("")
        .fails(EXIT_ERROR, "cannot read /nonexistent/placements.txt");
}
