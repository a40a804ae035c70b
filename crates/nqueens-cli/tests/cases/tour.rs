//! `tour`: knight's tours checked by the rules, counted, refused, and the
//! start square asked for on a terminal.

use std::collections::HashSet;
use std::process::Stdio;

use serde_json::Value;

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test};

/// Whether `path` visits each of `rows x cols` squares once by knight's
/// moves (and, when `closed`, returns to its start): written here from the
/// rules, sharing nothing with the library.
fn is_knights_tour(rows: usize, cols: usize, path: &[(usize, usize)], closed: bool) -> bool {
    let knight = |a: (usize, usize), b: (usize, usize)| {
        let (dr, dc) = (a.0.abs_diff(b.0), a.1.abs_diff(b.1));
        (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
    };
    let distinct: HashSet<(usize, usize)> = path.iter().copied().collect();
    path.len() == rows * cols
        && distinct.len() == path.len()
        && path.iter().all(|&(r, c)| r < rows && c < cols)
        && path.windows(2).all(|w| knight(w[0], w[1]))
        && (!closed || knight(path[0], path[path.len() - 1]))
}

/// The path of a numbered board as `tour` prints it.
fn path_of_board(board: &str) -> Vec<(usize, usize)> {
    let mut numbered: Vec<(usize, (usize, usize))> = board
        .lines()
        .enumerate()
        .flat_map(|(row, line)| {
            line.split_whitespace()
                .enumerate()
                .map(move |(col, number)| (number.parse().unwrap(), (row, col)))
        })
        .collect();
    numbered.sort();
    numbered.into_iter().map(|(_, square)| square).collect()
}

#[test]
fn tour_backtracks_like_the_lessons() {
    Test::new()
        .args(["tour", "5", "--from", "a1", "--method", "backtrack"])
        .stdout(
            "25 22  9 14  5\n\
             10 15  6 23  8\n\
             21 24 19  4 13\n\
             16 11  2  7 18\n \
             1 20 17 12  3\n",
        )
        .run();
}

#[test]
fn tour_of_the_chess_board_is_a_tour() {
    let stdout = Test::new().args(["tour", "8", "--from", "a1"]).run().stdout;
    let path = path_of_board(&stdout);
    assert_eq!(path[0], (7, 0), "{stdout}");
    assert!(is_knights_tour(8, 8, &path, false), "{stdout}");
}

#[test]
fn tours_from_a_corner_of_five_by_five_number_304() {
    Test::new()
        .args(["tour", "5", "--from", "a1", "--count"])
        .stdout("304\n")
        .run();
    let stdout = Test::new()
        .args(["tour", "5", "--from", "0,0", "--all", "--format", "list"])
        .run()
        .stdout;
    assert_eq!(stdout.lines().count(), 304);
}

#[test]
fn a_closed_tour_of_a_large_board() {
    let stdout = Test::new()
        .args(["tour", "1000", "--closed", "--format", "json"])
        .run()
        .stdout;
    let record: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        (record["rows"].as_u64(), record["cols"].as_u64()),
        (Some(1000), Some(1000))
    );
    assert_eq!(record["closed"], true);
    let path: Vec<(usize, usize)> = record["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s[0].as_u64().unwrap() as usize,
                s[1].as_u64().unwrap() as usize,
            )
        })
        .collect();
    assert_eq!(path[0], (999, 0), "a closed tour starts at a1 unless told");
    assert!(is_knights_tour(1000, 1000, &path, true));
}

#[test]
fn boards_without_a_tour_say_so() {
    for args in [
        &["tour", "3", "--from", "a1"][..],
        &["tour", "4", "--from", "a1"],
        &["tour", "5", "--from", "b1"],
        &["tour", "5", "--from", "a1", "--closed"],
    ] {
        let run = Test::new()
            .args(args.iter().copied())
            .status(EXIT_FAILURE)
            .stdout("")
            .run();
        assert!(
            run.stderr.starts_with("no tour: "),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    }
}

#[test]
fn tour_refuses_bad_input_in_one_line() {
    for (args, message) in [
        (&["tour", "8"][..], "needs its start square"),
        (
            &["tour", "8", "--from", "z9"],
            "is not a square of the 8 x 8 board",
        ),
        (&["tour", "0", "--from", "a1"], "at least 1"),
        (
            &["tour", "5", "--from", "a1", "--count", "--method", "divide"],
            "--method backtrack",
        ),
    ] {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}

#[test]
fn tour_asks_for_the_start_on_a_terminal_until_it_is_a_square() {
    // `script` gives the command a terminal for standard input, as a person
    // at the keyboard would; it echoes what is typed.
    let command = format!("{} tour 5", env!("CARGO_BIN_EXE_nqueens"));
    let mut child = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), b"z9\na1\n").unwrap();
    let output = child.wait_with_output().unwrap();
    let screen = String::from_utf8_lossy(&output.stdout).replace('\r', "");
    assert!(output.status.success(), "{screen}");
    assert_eq!(
        screen.matches("Start square (a1 or row,col): ").count(),
        2,
        "{screen}"
    );
    assert!(
        screen.contains("\"z9\" is not a square of the 5 x 5 board"),
        "{screen}"
    );
    // The board follows the last prompt on the same line.
    let board: String = screen
        .replace("Start square (a1 or row,col): ", "\n")
        .lines()
        .filter(|line| line.split_whitespace().count() == 5)
        .filter(|line| line.split_whitespace().all(|n| n.parse::<usize>().is_ok()))
        .map(|line| format!("{line}\n"))
        .collect();
    let path = path_of_board(&board);
    assert_eq!(path[0], (4, 0), "{screen}");
    assert!(is_knights_tour(5, 5, &path, false), "{screen}");
}
