//! `complete`: boards with queens placed and squares blocked, from files,
//! standard input and flags, against filtering every solution.

use std::collections::HashSet;
use std::fs;
use std::path::Path;

use serde_json::Value;

use crate::harness::{
    EXIT_ERROR, EXIT_FAILURE, Test, is_valid_solution, path_arg, snapshot, solve,
};

use super::warnings::first_warning;

/// A puzzle: the queens d8 and g6, the squares c5, b3 and a1 blocked.
const PUZZLE: &str = "\
# two queens given, three squares blocked
8 . . . Q . . . .
7 . . . . . . . .
6 . . . . . . Q .
5 . . x . . . . .
4 . . . . . . . .
3 . x . . . . . .
2 . . . . . . . .
1 x . . . . . . .
  a b c d e f g h
";

fn write_puzzle(dir: &Path, text: &str) -> String {
    let path = dir.join("puzzle.txt");
    fs::write(&path, text).unwrap();
    path_arg(&path)
}

/// The completions of `complete --all --format list`, one per line.
fn completion_lines(stdout: &str) -> Vec<Vec<usize>> {
    stdout
        .lines()
        .map(|line| line.split(' ').map(|col| col.parse().unwrap()).collect())
        .collect()
}

#[test]
fn complete_8_board_snapshot() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = write_puzzle(dir.path(), PUZZLE);
    let run = Test::new().args(["complete", &puzzle]).stderr("").run();
    snapshot!("complete_8_board", run.stdout);
}

#[test]
fn complete_keeps_the_queens_and_the_blocked_squares() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = write_puzzle(dir.path(), PUZZLE);
    let blocked = [(3, 2), (5, 1), (7, 0)];
    let check = |queens: &[usize]| {
        assert!(is_valid_solution(queens), "{queens:?}");
        assert_eq!((queens[0], queens[2]), (3, 6), "{queens:?}");
        for (row, col) in blocked {
            assert_ne!(queens[row], col, "{queens:?}");
        }
    };
    let one = Test::new()
        .args(["complete", &puzzle, "--format", "list"])
        .stderr("")
        .run()
        .stdout;
    check(&completion_lines(&one)[0]);

    // The same board from standard input, from flags, and from both.
    let flags = [
        "--n",
        "8",
        "--queens",
        "d8,g6",
        "--blocked",
        "c5",
        "--blocked",
        "3,2;5,1;7,0",
    ];
    let from_stdin = Test::new()
        .args(["complete", "--format", "list"])
        .stdin(PUZZLE)
        .run()
        .stdout;
    let from_flags = Test::new()
        .args(["complete", "--format", "list"])
        .args(flags)
        .run()
        .stdout;
    let half = "8 . . . Q . . . .\n7 . . . . . . . .\n6 . . . . . . . .\n5 . . x . . . . .\n\
                4 . . . . . . . .\n3 . . . . . . . .\n2 . . . . . . . .\n1 x . . . . . . .\n";
    let from_both = Test::new()
        .args([
            "complete",
            "-",
            "--n",
            "8",
            "--queens",
            "g6",
            "--blocked",
            "b3",
        ])
        .args(["--format", "list"])
        .stdin(half)
        .run()
        .stdout;
    assert_eq!(from_stdin, one);
    assert_eq!(from_flags, one);
    assert_eq!(from_both, one);

    let all = Test::new()
        .args(["complete", &puzzle, "--all", "--format", "list"])
        .stderr("")
        .run()
        .stdout;
    let all = completion_lines(&all);
    all.iter().for_each(|queens| check(queens));
    let count = Test::new()
        .args(["complete", &puzzle, "--count"])
        .run()
        .stdout;
    assert_eq!(count, format!("{}\n", all.len()));

    // The board shows the blocked squares, and verify reads it back.
    let board = Test::new().args(["complete", &puzzle]).run().stdout;
    assert_eq!(board.matches('x').count(), 3, "{board}");
    Test::new()
        .arg("verify")
        .stdin(board)
        .stdout("1: 8 x 8 board, a solution\n1 placement: a solution.\n")
        .run();
}

#[test]
fn complete_all_numbers_its_boards_and_json_lines() {
    let boards = Test::new()
        .args(["complete", "--n", "6", "--queens", "b6"])
        .arg("--all")
        .stderr("")
        .run()
        .stdout;
    assert_eq!(boards.matches("Solution ").count(), 1, "{boards}");
    assert!(boards.ends_with("\n6 queens: 1 completion.\n"), "{boards}");
    let lines = Test::new()
        .args(["complete", "--n", "6", "--all", "--format", "json"])
        .run()
        .stdout;
    let records: Vec<Value> = lines
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records.len(), 4);
    for (k, record) in records.iter().enumerate() {
        assert_eq!(record["n"], 6);
        assert_eq!(record["index"], k + 1);
    }
    let count = Test::new()
        .args(["complete", "--n", "6", "--count", "--format", "json"])
        .run()
        .stdout;
    assert_eq!(count, "{\"n\": 6, \"completions\": 4}\n");
}

/// A small generator with a fixed algorithm (xorshift64), so that the
/// puzzles below are the same on every run.
struct Prng(u64);

impl Prng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

/// `count` queens on an `n x n` board, no two attacking each other, drawn
/// square by square until enough fit.
fn random_queens(rng: &mut Prng, n: usize, count: usize) -> Vec<(usize, usize)> {
    let mut queens: Vec<(usize, usize)> = Vec::new();
    while queens.len() < count {
        let (row, col) = (rng.below(n), rng.below(n));
        let attacks = |&(r, c): &(usize, usize)| {
            r == row || c == col || r + c == row + col || r + col == row + c
        };
        if !queens.iter().any(attacks) {
            queens.push((row, col));
        }
    }
    queens
}

fn grid_text(n: usize, queens: &[(usize, usize)], blocked: &[(usize, usize)]) -> String {
    let mut cells = vec![vec!['.'; n]; n];
    for &(row, col) in blocked {
        cells[row][col] = 'x';
    }
    for &(row, col) in queens {
        cells[row][col] = 'Q';
    }
    cells
        .iter()
        .map(|row| row.iter().collect::<String>() + "\n")
        .collect()
}

#[test]
fn complete_counts_agree_with_filtering_every_solution() {
    let mut rng = Prng(0x9e37_79b9_7f4a_7c15);
    for n in 4..=8 {
        let solutions: Vec<Vec<usize>> = completion_lines(&solve(n, &["--format", "list"]));
        for round in 0..6 {
            let queens = random_queens(&mut rng, n, round % 3);
            let blocked: Vec<(usize, usize)> = (0..round * 2)
                .map(|_| (rng.below(n), rng.below(n)))
                .filter(|square| !queens.contains(square))
                .collect();
            let expected: HashSet<&Vec<usize>> = solutions
                .iter()
                .filter(|s| queens.iter().all(|&(row, col)| s[row] == col))
                .filter(|s| blocked.iter().all(|&(row, col)| s[row] != col))
                .collect();
            let grid = grid_text(n, &queens, &blocked);
            let status = if expected.is_empty() { EXIT_FAILURE } else { 0 };
            let count = Test::new()
                .args(["complete", "--count"])
                .stdin(grid.clone())
                .status(status)
                .stderr("")
                .run()
                .stdout;
            assert_eq!(count, format!("{}\n", expected.len()), "{grid}");
            let all = Test::new()
                .args(["complete", "--all", "--format", "list"])
                .stdin(grid.clone())
                .status(status)
                .run()
                .stdout;
            let all = completion_lines(&all);
            assert_eq!(all.iter().collect::<HashSet<_>>(), expected, "{grid}");
            assert_eq!(all.len(), expected.len(), "repeats for {grid}");
        }
    }
}

#[test]
fn complete_refuses_queens_that_attack_or_stand_on_blocked_squares() {
    Test::new()
        .args(["complete", "--n", "8", "--queens", "d8,g5"])
        .stdout("")
        .fails(EXIT_ERROR, "d8 and g5 share a diagonal");
    Test::new()
        .arg("complete")
        .stdin("Q . . .\n. . . .\n. . . .\nQ . . .\n")
        .fails(EXIT_ERROR, "a4 and a1 share a column");
    Test::new()
        .args(["complete", "-", "--queens", "b2"])
        .stdin(". . . .\n. . . .\n. x . .\n. . . .\n")
        .fails(EXIT_ERROR, "a queen is placed on b2, which is blocked");
    Test::new()
        .args([
            "complete",
            "--n",
            "30",
            "--queens",
            "0,1",
            "--blocked",
            "0,1",
        ])
        .fails(EXIT_ERROR, "a queen is placed on (0,1), which is blocked");
}

#[test]
fn complete_says_plainly_when_there_is_no_completion() {
    for flags in [&["--queens", "a4"][..], &["--queens", "a4", "--all"]] {
        let run = Test::new()
            .args(["complete", "--n", "4"])
            .args(flags.iter().copied())
            .status(EXIT_FAILURE)
            .stdout("")
            .run();
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.starts_with("no completion: "), "{}", run.stderr);
    }
    Test::new()
        .args(["complete", "--n", "4", "--queens", "a4", "--count"])
        .status(EXIT_FAILURE)
        .stdout("0\n")
        .stderr("")
        .run();
}

#[test]
fn counts_and_listings_that_cannot_finish_are_warned_about() {
    // Q(40) is about 10^32.
    let line = first_warning(&["complete", "-n", "40", "--count"]);
    assert!(
        line.starts_with("nqueens: warning: the 40 x 40 board has about "),
        "{line}"
    );
    assert!(line.contains(" x 10^3"), "{line}");
    assert!(
        line.contains("completions; counting them would take "),
        "{line}"
    );
    let line = first_warning(&["complete", "40", "--all", "--format", "list"]);
    assert!(
        line.contains("completions; listing them all would take "),
        "{line}"
    );
    // Probes cut short on a large board: a lower bound, with no figure of
    // completions.
    let line = first_warning(&["complete", "2000", "--count"]);
    assert_eq!(
        line,
        "nqueens: warning: counting the completions of the 2000 x 2000 board would take \
         longer than a lifetime at least\n"
    );
    let line = first_warning(&["complete", "40", "--count", "--lang", "vi"]);
    assert!(
        line.starts_with("nqueens: cảnh báo: bàn cờ 40 x 40 có khoảng "),
        "{line}"
    );
}

/// A count of a minute or more (the empty 17 x 17 board: 95,815,104
/// completions, about 20 s on two quiet cores) warns before it starts,
/// as `count` does; a count of a moment (the empty 12 x 12 board) does
/// not.
#[test]
fn a_count_of_more_than_a_few_seconds_is_warned_about() {
    for args in [
        &["complete", "17", "--count"][..],
        &["complete", "19", "--count", "--queens", "a1"],
    ] {
        let line = first_warning(args);
        assert!(
            line.starts_with("nqueens: warning: the ")
                && line.contains("counting them would take about ")
                && line.contains(" minute"),
            "{args:?}: {line}"
        );
    }
    Test::new()
        .args(["complete", "12", "--count"])
        .stdout("14200\n")
        .stderr("")
        .run();
}

#[test]
fn complete_fills_a_board_of_a_hundred_rows() {
    let n = 100;
    let mut rng = Prng(2024);
    let queens = random_queens(&mut rng, n, 20);
    let stdout = Test::new()
        .arg("complete")
        .stdin(grid_text(n, &queens, &[]))
        .stderr("")
        .run()
        .stdout;
    // Above 32 rows the list is the default.
    let completion = &completion_lines(&stdout)[0];
    assert!(is_valid_solution(completion), "{completion:?}");
    for (row, col) in queens {
        assert_eq!(completion[row], col);
    }
}

#[test]
fn complete_reports_bad_grids_with_their_line() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "Q . .\n. . Q\n",
            "puzzle.txt: line 1: a board row of 3 squares on a board of 2 rows",
        ),
        (
            ". Q\nQ o\n",
            "puzzle.txt: line 2: cannot read \"o\"; a grid row holds Q",
        ),
        ("# nothing\n\n", "puzzle.txt: no grid in the input"),
        (
            ". Q\nQ .\n  a b\n. .\n",
            "puzzle.txt: line 4: text after the grid's file labels",
        ),
    ];
    for (text, message) in cases {
        let puzzle = write_puzzle(dir.path(), text);
        Test::new()
            .args(["complete", &puzzle])
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
    Test::new()
        .args(["complete", "-", "--n", "5"])
        .stdin(PUZZLE)
        .fails(EXIT_ERROR, "the grid is 8 x 8, but --n says 5");
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["complete", "--queens", "a4"],
            "--queens, --blocked and the excluded lines need the board size: give N (or --n N), or a grid FILE",
        ),
        (
            &["complete", "--n", "0"],
            "the board size N must be at least 1, not 0",
        ),
        (&["complete", "--n", "10001"], "must be at most 10000"),
        (
            &["complete", "--n", "8", "--queens", "3,4,5"],
            "--queens: cannot read \"3,4,5\" as squares",
        ),
        (
            &["complete", "--n", "8", "--blocked", "d8,3"],
            "--blocked: cannot read \"d8,3\" as squares",
        ),
        (
            &["complete", "--n", "8", "--queens", "i1"],
            "\"i1\" is not a square of the 8 x 8 board",
        ),
        (
            &["complete", "--n", "8", "--queens", "8,0"],
            "\"8,0\" is not a square of the 8 x 8 board",
        ),
        (
            &["complete", "--n", "8", "--all", "--count"],
            "cannot be used with",
        ),
        (
            &["complete", "/nonexistent/puzzle.txt"],
            "cannot read /nonexistent/puzzle.txt",
        ),
        (
            &["complete", "--n", "101", "--format", "board"],
            "--format board draws boards up to N = 100, not 101",
        ),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}

#[test]
fn excluded_diagonals_are_kept_off_and_checked_against_the_board() {
    // Of the 92 solutions of 8 x 8, those off both long diagonals.
    Test::new()
        .args([
            "complete",
            "8",
            "--exclude-diagonal",
            "7",
            "--exclude-antidiagonal",
            "8",
            "--count",
        ])
        .stdout("12\n")
        .run();
    // The squares of an excluded line are drawn as blocked.
    let run = Test::new()
        .args(["complete", "6", "--exclude-diagonal", "5"])
        .stderr("")
        .run();
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0].chars().nth(12), Some('x'), "{}", run.stdout);
    assert_eq!(lines[5].chars().nth(2), Some('x'), "{}", run.stdout);
    // Several in one value, and the same line twice, are one list.
    Test::new()
        .args([
            "complete",
            "5",
            "--exclude-diagonal",
            "2,4",
            "--exclude-diagonal",
            "4",
            "--exclude-antidiagonal",
            "5",
            "--count",
        ])
        .stdout("0\n")
        .status(EXIT_FAILURE)
        .run();
    Test::new()
        .args(["complete", "8", "--exclude-diagonal", "15"])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "--exclude-diagonal 15 is off the board: its lines are numbered from 0 to 14",
        );
    Test::new()
        .args(["complete", "8", "--exclude-antidiagonal", "0"])
        .stdout("")
        .fails(EXIT_ERROR, "numbered from 1 to 15");
    Test::new()
        .args(["complete", "--exclude-diagonal", "3"])
        .stdout("")
        .fails(EXIT_ERROR, "need the board size");
}

/// A file of the repository's `testdata/`.
fn testdata(name: &str) -> String {
    path_arg(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../testdata")
            .join(name),
    )
}

/// An instance of the excluded-diagonals benchmark (CSPLib prob079) on the
/// 10 x 10 board, as its generator writes it.
const INSTANCE: &str = "csplib/diag-10-4-1.param";

/// The list of [`INSTANCE`], as `[k, type]` pairs.
const INSTANCE_DIAGONALS: [(usize, usize); 14] = [
    (4, 1),
    (2, 1),
    (14, 0),
    (8, 1),
    (8, 0),
    (7, 0),
    (3, 1),
    (12, 1),
    (18, 0),
    (5, 0),
    (14, 1),
    (0, 0),
    (15, 1),
    (17, 1),
];

#[test]
fn a_csplib_instance_is_completed_as_its_diagonals_given_as_flags() {
    let instance = testdata(INSTANCE);
    // The benchmark's own definition, on every solution of 10 x 10: type 1
    // is the diagonal r + c = k, type 0 the one with r - c = k - (n - 1).
    let solutions = completion_lines(&solve(10, &["--format", "list"]));
    let off_the_first = |d: usize| {
        solutions
            .iter()
            .filter(|queens| {
                queens.iter().enumerate().all(|(r, &c)| {
                    INSTANCE_DIAGONALS[..d].iter().all(|&(k, kind)| match kind {
                        1 => r + c != k,
                        _ => r + 9 != k + c,
                    })
                })
            })
            .count()
    };
    // The same lines as flags, worked out by hand: [k, 1] is the diagonal
    // i+j = k, [k, 0] the anti-diagonal i-j+n = k + 1.
    let cases: [(usize, &str, &str, usize); 5] = [
        (0, "", "", 724),
        (4, "2,4,8", "15", 11),
        (6, "2,4,8", "8,9,15", 2),
        (9, "2,3,4,8,12", "8,9,15,19", 0),
        (14, "2,3,4,8,12,14,15,17", "1,6,8,9,15,19", 0),
    ];
    for (d, diagonals, anti_diagonals, count) in cases {
        assert_eq!(off_the_first(d), count, "the first {d}");
        let status = if count == 0 { EXIT_FAILURE } else { 0 };
        let flags: Vec<String> = [("--exclude-diagonal", diagonals)]
            .into_iter()
            .chain([("--exclude-antidiagonal", anti_diagonals)])
            .filter(|(_, lines)| !lines.is_empty())
            .flat_map(|(flag, lines)| [flag.to_string(), lines.to_string()])
            .collect();
        let from_flags = Test::new()
            .args(["complete", "10", "--count"])
            .args(flags.iter().cloned())
            .status(status)
            .stdout(format!("{count}\n"))
            .run();
        let from_file = Test::new()
            .args(["complete", "--csplib", &instance, "--count"])
            .args(["--first", &d.to_string()])
            .status(status)
            .stdout(format!("{count}\n"))
            .run();
        assert_eq!(from_file.stderr, from_flags.stderr);
        // The board draws the excluded squares as blocked, as the flags do.
        let board = Test::new()
            .args(["complete", "--csplib", &instance, "--first", &d.to_string()])
            .status(status)
            .run();
        let flags_board = Test::new()
            .args(["complete", "10"])
            .args(flags)
            .status(status)
            .run();
        assert_eq!(board.stdout, flags_board.stdout);
        assert_eq!(board.stderr, flags_board.stderr);
    }
    // Without --first, the whole list.
    Test::new()
        .args(["complete", "--csplib", &instance, "--count"])
        .status(EXIT_FAILURE)
        .stdout("0\n")
        .stderr("")
        .run();
    // The benchmark's notes: [4, 1] excludes (0,4), (1,3), (2,2), (3,1) and
    // (4,0).
    let board = Test::new()
        .args(["complete", "--csplib", &instance, "--first", "1"])
        .run()
        .stdout;
    let blocked: Vec<(usize, usize)> = board
        .lines()
        .take(10)
        .enumerate()
        .flat_map(|(row, line)| {
            line.split_whitespace()
                .skip(1)
                .enumerate()
                .filter(|&(_, cell)| cell == "x")
                .map(move |(col, _)| (row, col))
        })
        .collect();
    assert_eq!(blocked, [(0, 4), (1, 3), (2, 2), (3, 1), (4, 0)], "{board}");
}

#[test]
fn a_csplib_instance_combines_with_the_other_flags() {
    let instance = testdata(INSTANCE);
    // The two completions of the first 6 diagonals; with a queen given on
    // the top row, the one that has it, and with that square blocked, the
    // other.
    let all = Test::new()
        .args(["complete", "--csplib", &instance, "--first", "6"])
        .args(["--all", "--format", "list"])
        .stderr("")
        .run()
        .stdout;
    let all = completion_lines(&all);
    assert_eq!(all.len(), 2);
    let json = Test::new()
        .args([
            "complete", "--n", "10", "--csplib", &instance, "--first", "6",
        ])
        .args(["--count", "--format", "json"])
        .run()
        .stdout;
    assert_eq!(json, "{\"n\": 10, \"completions\": 2}\n");
    for queens in &all {
        let square = format!("0,{}", queens[0]);
        let one = Test::new()
            .args(["complete", "10", "--csplib", &instance, "--first", "6"])
            .args(["--queens", &square, "--format", "list"])
            .run()
            .stdout;
        assert_eq!(completion_lines(&one), std::slice::from_ref(queens));
        Test::new()
            .args(["complete", "--csplib", &instance, "--first", "6"])
            .args(["--blocked", &square, "--count"])
            .stdout("1\n")
            .run();
    }
}

#[test]
fn a_csplib_list_may_span_lines_and_come_from_standard_input() {
    let text = "\
# n = 8: the long diagonal and anti-diagonal, as in the library's example
n = 8

diags = [
    [7, 1],   # r + c = 7
    [7, 0],   # r - c = 0
]
";
    Test::new()
        .args(["complete", "--csplib", "-", "--count"])
        .stdin(text)
        .stdout("12\n")
        .stderr("")
        .run();
    Test::new()
        .args(["complete", "8", "--csplib", "-", "--first", "1", "--count"])
        .stdin(text)
        .stdout("28\n")
        .run();
    // An empty list: the empty board.
    let empty = Test::new().args(["complete", "5"]).run().stdout;
    Test::new()
        .args(["complete", "--csplib", "-"])
        .stdin("n = 5\nnumdiags = 0\ndiags = []\n")
        .stdout(empty)
        .run();
}

#[test]
fn bad_csplib_files_are_refused_in_one_line_with_where() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("instance.param");
    let name = path_arg(&path);
    let cases = [
        (
            "n = 10\ndiags = [[4, 1],\n  [2, 2]]\n",
            ":3: the diagonal type 2 is neither 0 (difference) nor 1 (sum)",
        ),
        ("numdiags = 0\ndiags = []\n", ": no \"n = ...\" line"),
        ("n = 10\n", ": no \"diags = [...]\" list"),
        (
            "n = 10\ndiags = [[40, 1]]\n",
            ":2: [40, 1] is off the 10 x 10 board: sum diagonals are numbered 0 to 18",
        ),
        (
            "n = 10\ndiags = [[19, 0]]\n",
            ":2: [19, 0] is off the 10 x 10 board: difference diagonals are numbered 0 to 18",
        ),
        (
            "n = 10\nnumdiags = 14\ndiags = [[4, 1], [2, 1], [14, 0], [8, 1], [8, 0],\n  [7, 0], [3, 1], [12, 1], [18, 0], [5, 0], [14, 1], [0, 0], [15, 1]]\n",
            ":2: numdiags says 14 but the list has 13",
        ),
        (
            "n = 10\ndiags = [[4, 1], [2, 1]\n",
            ":2: the \"[\" here is never closed",
        ),
        (
            "n = 10\ndiags = [[4, 1]\n\n  , [2, 1]]]\n",
            ":4: a \"]\" here closes no list",
        ),
        (
            "n = 10\ndiags = [[4, 1], [two, 1]]\n",
            ":2: expected a whole number, found \"two\"",
        ),
        (
            "n = 10\ndiags = [[4, 1], [2 1]]\n",
            ":2: expected a pair such as [4, 1], found \"1\"",
        ),
        (
            "n = ten\ndiags = []\n",
            ":1: the board size N must be a whole number, not \"ten\"",
        ),
        (
            "n = 10001\ndiags = []\n",
            ":1: the board size N must be at most 10000",
        ),
        ("n = 10\nsize = 10\n", ":2: \"size\" is not a setting"),
        (
            "n = 10\ndiags = [[4, 1], [4, 1]]\n",
            ":2: [4, 1] is listed twice, first on line 2",
        ),
    ];
    for (text, message) in cases {
        fs::write(&path, text).unwrap();
        Test::new()
            .args(["complete", "--csplib", &name])
            .stdout("")
            .fails(EXIT_ERROR, &format!("nqueens: error: {name}{message}"));
    }
    // Far more than any instance takes: refused before it is all read.
    fs::write(&path, " ".repeat(5 << 20)).unwrap();
    Test::new()
        .args(["complete", "--csplib", &name])
        .fails(EXIT_ERROR, &format!("{name}: longer than 4194304 bytes"));
    Test::new()
        .args(["complete", "--csplib", "-"])
        .stdin("n = 4\ndiags = [[1, 1]")
        .fails(
            EXIT_ERROR,
            "standard input:2: the \"[\" here is never closed",
        );
    Test::new()
        .args(["complete", "--csplib", "/nonexistent/instance.param"])
        .fails(EXIT_ERROR, "cannot read /nonexistent/instance.param");
}

#[test]
fn csplib_arguments_are_checked() {
    let instance = testdata(INSTANCE);
    let cases: &[(&[&str], &str)] = &[
        (
            &["complete", "10", "--first", "3"],
            "the following required arguments were not provided: --csplib",
        ),
        (
            &["complete", "--first", "20"],
            "the following required arguments were not provided: --csplib",
        ),
        (
            &["complete", "--csplib", &instance, "--first", "15"],
            "diag-10-4-1.param: --first 15 asks for more diagonals than the 14 of the list",
        ),
        (
            &["complete", "--csplib", &instance, "--first", "-1"],
            "--first must be at least 0, not -1",
        ),
        (
            &["complete", "--csplib", &instance, "--first", "all"],
            "--first must be a whole number, not \"all\"",
        ),
        (
            &["complete", "9", "--csplib", &instance],
            "the instance is for the 10 x 10 board, but N says 9",
        ),
        (
            &["complete", "--n", "12", "--csplib", &instance],
            "the instance is for the 10 x 10 board, but --n says 12",
        ),
        (
            &["complete", &instance, "--csplib", &instance],
            "--csplib and a grid FILE both give the board; give one",
        ),
        (
            &["complete", "10", "-", "--csplib", &instance],
            "--csplib and a grid FILE both give the board; give one",
        ),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
    Test::new()
        .args(["complete", "--csplib", &instance, "--first", "15"])
        .args(["--lang", "vi"])
        .fails(
            EXIT_ERROR,
            "--first 15 đòi nhiều đường chéo hơn 14 đường của danh sách",
        );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("instance.param");
    fs::write(&path, "n = 10\ndiags = [[4, 3]]\n").unwrap();
    Test::new()
        .args(["complete", "--csplib", &path_arg(&path)])
        .env("LANG", "vi_VN.UTF-8")
        .fails(
            EXIT_ERROR,
            ":2: loại đường chéo 3 không phải 0 (hiệu) cũng không phải 1 (tổng)",
        );
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_count_with_no_answer() {
    use std::io::{BufRead, BufReader, Read};
    use std::process::{Command, Stdio};

    use crate::harness::nqueens;

    // Counting the completions of 30 x 30 would take years: the warning
    // comes first, and Ctrl-C is caught from before it.
    let mut child = nqueens()
        .args(["complete", "30", "--count"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut warning = String::new();
    stderr.read_line(&mut warning).unwrap();
    assert!(warning.starts_with("nqueens: warning: "), "{warning}");
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(130), "{rest}");
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "");
    assert_eq!(
        rest,
        "nqueens: interrupted; the count stopped with no answer\n"
    );
}
