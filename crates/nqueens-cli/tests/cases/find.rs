//! `find`: one solution of any size, constructed or searched for, checked
//! by a checker of the tests' own.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, is_valid_solution, json, snapshot};

/// The columns of `find --format list`: one line per row.
fn column_lines(stdout: &str) -> Vec<usize> {
    stdout
        .split_whitespace()
        .map(|column| {
            column
                .parse()
                .unwrap_or_else(|_| panic!("a column: {column:?}"))
        })
        .collect()
}

fn find(n: usize, flags: &[&str]) -> String {
    Test::new()
        .args(["find", &n.to_string()])
        .args(flags.iter().copied())
        .stderr("")
        .run()
        .stdout
}

#[test]
fn the_checker_of_these_tests_knows_a_solution() {
    assert!(is_valid_solution(&[1, 3, 0, 2]));
    assert!(is_valid_solution(&[0]));
    assert!(!is_valid_solution(&[0, 2, 1, 3]));
    assert!(!is_valid_solution(&[1, 3, 0, 1]));
    assert!(!is_valid_solution(&[0, 2, 4, 1, 3, 6]) || is_valid_solution(&[0, 2, 4, 1, 3, 5]));
    assert!(!is_valid_solution(&[3, 1, 0, 2]));
    assert!(!is_valid_solution(&[0, 4, 1, 3]));
}

#[test]
fn find_8_board_snapshot() {
    snapshot!("find_8_board", find(8, &[]));
}

#[test]
fn find_constructs_solutions_of_every_size() {
    assert_eq!(column_lines(&find(1, &["--format", "list"])), [0]);
    for n in 4..=50 {
        let queens = column_lines(&find(n, &["--format", "list"]));
        assert_eq!(queens.len(), n, "n = {n}");
        assert!(is_valid_solution(&queens), "n = {n}: {queens:?}");
        let one_based = column_lines(&find(n, &["--format", "list", "--one-based"]));
        let shifted: Vec<usize> = queens.iter().map(|col| col + 1).collect();
        assert_eq!(one_based, shifted, "n = {n}");
    }
}

#[test]
fn find_streams_a_million_rows() {
    let n = 1_000_000;
    // Above 32 rows the list is the default.
    let queens = column_lines(&find(n, &[]));
    assert_eq!(queens.len(), n);
    assert!(is_valid_solution(&queens));
}

#[test]
fn find_random_depends_on_the_seed_alone() {
    let n = 500;
    let run = |seed: &str| {
        find(
            n,
            &["--method", "random", "--seed", seed, "--format", "list"],
        )
    };
    let first = run("7");
    assert_eq!(first, run("7"));
    let queens = column_lines(&first);
    assert_eq!(queens.len(), n);
    assert!(is_valid_solution(&queens));
    let other = run("8");
    assert_ne!(first, other);
    assert!(is_valid_solution(&column_lines(&other)));
    // The documented default seed is 0.
    assert_eq!(
        find(n, &["--method", "random", "--format", "list"]),
        run("0")
    );
    // The construction is one solution, the search another.
    assert_ne!(first, find(n, &["--format", "list"]));
}

#[test]
fn find_json_is_one_line_as_solve_writes_it() {
    assert_eq!(
        find(8, &["--format", "json"]),
        "{\"n\": 8, \"index\": 1, \"queens\": [1, 3, 5, 7, 2, 0, 6, 4]}\n"
    );
    assert_eq!(
        find(4, &["--format", "json", "--one-based"]),
        "{\"n\": 4, \"index\": 1, \"one_based\": true, \"queens\": [2, 4, 1, 3]}\n"
    );
    for method in ["construct", "random"] {
        let n = 1000;
        let record = json(&find(n, &["--format", "json", "--method", method]));
        assert_eq!(record["n"], n);
        assert_eq!(record["index"], 1);
        let queens: Vec<usize> = serde_json::from_value(record["queens"].clone()).unwrap();
        assert_eq!(queens.len(), n);
        assert!(is_valid_solution(&queens), "{method}");
    }
    // verify reads it back.
    let placement = find(300, &["--format", "json", "--method", "random"]);
    Test::new()
        .arg("verify")
        .stdin(placement)
        .stdout("1: 300 x 300 board, a solution\n1 placement: a solution.\n")
        .run();
}

#[test]
fn find_check_changes_nothing_but_the_time() {
    let cases: [&[&str]; 4] = [
        &["--format", "list"],
        &["--format", "json", "--one-based"],
        &[],
        &["--method", "random", "--seed", "3", "--format", "list"],
    ];
    for n in [1, 4, 8, 33, 1000] {
        for flags in cases {
            let checked: Vec<&str> = flags.iter().copied().chain(["--check"]).collect();
            assert_eq!(find(n, &checked), find(n, flags), "n = {n}, {flags:?}");
        }
    }
}

#[test]
fn find_stats_are_one_line_on_stderr() {
    let run = Test::new()
        .args([
            "find", "2000", "--method", "random", "--seed", "7", "--stats",
        ])
        .args(["--format", "list"])
        .run();
    assert!(is_valid_solution(&column_lines(&run.stdout)));
    let line = run.stderr.strip_suffix('\n').expect("a line");
    assert!(!line.contains('\n'), "{}", run.stderr);
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words[..2], ["local", "search:"], "{line}");
    assert!(words[3].starts_with("step"), "{line}");
    assert!(words[5].starts_with("swap"), "{line}");
    assert!(words[7].starts_with("restart"), "{line}");
    for number in [words[2], words[4], words[6]] {
        assert!(number.parse::<u64>().is_ok(), "{line}");
    }
    assert!(words[8].parse::<f64>().is_ok() && words[9] == "s", "{line}");
}

#[test]
fn find_has_no_solution_for_2_and_3() {
    for n in ["2", "3"] {
        for method in ["construct", "random"] {
            for format in ["board", "list", "json"] {
                let run = Test::new()
                    .args(["find", n, "--method", method, "--format", format])
                    .status(EXIT_FAILURE)
                    .stdout("")
                    .run();
                assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
                assert!(run.stderr.starts_with("no solution: "), "{}", run.stderr);
            }
        }
    }
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["find", "0"], "the board size N must be at least 1, not 0"),
        (
            &["find", "-3"],
            "the board size N must be at least 1, not -3",
        ),
        (
            &["find", "abc"],
            "the board size N must be a whole number, not \"abc\"",
        ),
        (&["find"], "<N> (see nqueens find --help)"),
        (
            &["find", "8", "--seed", "3"],
            "--seed is for the random search, so it needs --method random",
        ),
        (
            &["find", "8", "--stats"],
            "--stats is for the random search, so it needs --method random",
        ),
        (
            &["find", "8", "--method", "random", "--seed", "-1"],
            "--seed must be a whole number from 0 to 18446744073709551615, not \"-1\"",
        ),
        (
            &["find", "101", "--format", "board"],
            "--format board draws boards up to N = 100, not 101; use --format list or json",
        ),
        (
            &["find", "8", "--one-based"],
            "--one-based numbers the columns of list and json output, not of --format board",
        ),
        (
            &["find", "8", "--method", "walk"],
            "[possible values: construct, random]",
        ),
        (
            &["find", "5000000000", "--method", "random"],
            "the local-search method accepts n up to 4294967295, not 5000000000; the construct method handles larger boards",
        ),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}
