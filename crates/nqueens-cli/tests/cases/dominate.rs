//! `nqueens dominate`: the minimum with its counts and one set drawn, every
//! set, the check of a given set, the local search past the exact one, and
//! the flags refused.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, first_stderr_line, json, snapshot, untimed};

fn dominate(args: &[&str]) -> String {
    Test::new()
        .arg("dominate")
        .args(args.iter().copied())
        .run()
        .stdout
}

#[test]
fn the_8_x_8_board_needs_five_queens_in_4860_ways() {
    snapshot!("dominate_8_board", untimed(&dominate(&["8"])));
    let line = json(&dominate(&["8", "--format", "json"]));
    assert_eq!(line["problem"], "domination");
    assert_eq!(line["size"], 5);
    assert_eq!(line["minimum"], "proven");
    assert_eq!(line["total"], 4860);
    assert_eq!(line["unique"], 638);
    // The set drawn is one: the check accepts it.
    let squares: Vec<String> = line["queens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|pair| format!("{},{}", pair[0], pair[1]))
        .collect();
    Test::new()
        .args(["dominate", "8", "--check", &squares.join(" ")])
        .run();
}

#[test]
fn independent_domination_of_the_8_x_8_board_has_728_sets() {
    let text = untimed(&dominate(&["8", "--independent", "--count"]));
    assert_eq!(
        text,
        "independent queen domination of the 8 x 8 board: 5 queens, the minimum \
         (every set of 4 was searched and none covers it)\n\
         minimum sets: 728\n\
         unique: 91 (up to the board's 8 symmetries)\n"
    );
}

#[test]
fn all_lists_every_minimum_set_once() {
    let sets = dominate(&["5", "--all", "--format", "list"]);
    let lines: Vec<&str> = sets.lines().filter(|l| !l.contains(':')).collect();
    assert_eq!(lines.len(), 186);
    let distinct: std::collections::BTreeSet<&str> = lines.iter().copied().collect();
    assert_eq!(distinct.len(), 186);
    for line in lines.iter().step_by(37) {
        let squares = line.replace(' ', ",");
        Test::new()
            .args(["dominate", "5", "--check", &squares])
            .run();
    }
    let boards = dominate(&["4", "--all"]);
    assert_eq!(boards.matches("Set ").count(), 12);
    let records = dominate(&["4", "--all", "--format", "json"]);
    assert_eq!(records.lines().count(), 13, "12 sets and the counts");
}

#[test]
fn check_names_the_squares_left_uncovered() {
    let run = Test::new()
        .args(["dominate", "3", "--check", "a1"])
        .status(EXIT_FAILURE)
        .run();
    snapshot!("dominate_3_check_a1", run.stdout);
    Test::new()
        .args(["dominate", "3", "--check", "b2"])
        .stdout(
            "queen domination of the 3 x 3 board: these 1 queens cover every square\n\
             3 + + +\n2 + Q +\n1 + + +\n  a b c\n",
        )
        .run();
    let run = Test::new()
        .args([
            "dominate",
            "4",
            "--independent",
            "--check",
            "a1,b2",
            "--format",
            "list",
        ])
        .status(EXIT_FAILURE)
        .run();
    assert_eq!(
        run.stdout,
        "not an independent set: a1 and b2 attack each other\n"
    );
    let record = json(
        &Test::new()
            .args(["dominate", "4", "--check", "a1,b2", "--format", "json"])
            .status(EXIT_FAILURE)
            .run()
            .stdout,
    );
    assert_eq!(record["uncovered"], serde_json::json!([[0, 2], [1, 3]]));
}

#[test]
fn past_16_the_local_search_gives_an_upper_bound_and_says_so() {
    let text = dominate(&["17", "--format", "list"]);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(
            "queen domination of the 17 x 17 board: 9 queens cover it, an upper bound"
        ),
        "{first}"
    );
    assert!(first.contains("at least 8 are needed"), "{first}");
    // Eleven queens meet the bound on 21 x 21: the minimum, by the theorem.
    let text = dominate(&["21", "--size", "11", "--format", "json"]);
    let record = json(&text);
    assert_eq!(record["minimum"], "upper-bound");
    assert_eq!(record["size"], 11);
    let text = dominate(&["11", "--search", "local", "--size", "5"]);
    assert!(text.starts_with(
        "queen domination of the 11 x 11 board: 5 queens, the minimum (no fewer than 5"
    ));
}

#[test]
fn the_variants_are_dominated_on_their_own_boards() {
    let record = json(&dominate(&["5", "--torus", "--format", "json"]));
    assert_eq!(record["variant"], "torus");
    let text = untimed(&dominate(&["4", "--pawns", "b2", "--count"]));
    assert!(
        text.starts_with("queen domination of the 4 x 4 board with a pawn on b2: "),
        "{text}"
    );
    let board = dominate(&["4", "--pawns", "b2"]);
    assert!(board.contains(" P "), "{board}");
}

#[test]
fn bad_requests_get_one_line() {
    Test::new().args(["dominate", "17", "--count"]).fails(
        EXIT_ERROR,
        "the exact search takes boards up to 16 x 16, not 17 x 17",
    );
    Test::new()
        .args(["dominate", "8", "--search", "local", "--count"])
        .fails(EXIT_ERROR, "--count needs the exact search");
    Test::new()
        .args(["dominate", "17", "--search", "exact"])
        .fails(EXIT_ERROR, "the exact search takes boards up to 16 x 16");
    Test::new()
        .args(["dominate", "8", "--size", "5"])
        .fails(EXIT_ERROR, "--size is for the local search");
    Test::new()
        .args(["dominate", "8", "--pawns", "1"])
        .fails(EXIT_ERROR, "give the pawns' squares");
    Test::new()
        .args(["dominate", "8", "--check", "i9"])
        .fails(EXIT_ERROR, "i9");
    Test::new().args(["dominate", "0"]).fails(EXIT_ERROR, "0");
    Test::new()
        .args(["dominate", "4", "--pawns", "b2", "--check", "b2"])
        .status(EXIT_FAILURE)
        .stdout("b2 holds a pawn, not a queen\n")
        .run();
}

#[test]
fn it_speaks_vietnamese() {
    let text = untimed(
        &Test::new()
            .args(["--lang", "vi", "dominate", "5", "--count"])
            .run()
            .stdout,
    );
    assert!(
        text.starts_with("thống trị bằng quân hậu trên bàn cờ 5 x 5: 3 quân hậu"),
        "{text}"
    );
}

#[test]
fn a_long_exact_search_is_warned_of_first() {
    let line = first_stderr_line(&["dominate", "15", "--count"]);
    assert!(
        line.starts_with("nqueens: warning: the exact search may take about 88 minutes"),
        "{line}"
    );
    let line = first_stderr_line(&["dominate", "64"]);
    assert!(
        line.contains("the local search may take about 5 minutes"),
        "{line}"
    );
    // A 33 x 33 board's local search takes a quarter of a minute: too long
    // to leave silent.
    let line = first_stderr_line(&["dominate", "33"]);
    assert!(
        line.starts_with("nqueens: warning: the local search may take about a minute"),
        "{line}"
    );
    // The independent search at 14 takes seconds: no warning.
    Test::new()
        .args(["dominate", "13", "--independent", "--count"])
        .stderr("")
        .run();
}
