//! `nqueens knights` and `nqueens peaceable`: the largest armies with their
//! counts and one drawn, every placement, the check of a given one, and
//! the flags refused.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, json, snapshot, untimed};

/// Runs `args`, expecting exit status `status` and `text` in the output.
#[track_caller]
fn assert_output(args: &[&str], status: i32, text: &str) {
    let stdout = Test::new()
        .args(args.iter().copied())
        .status(status)
        .run()
        .stdout;
    assert!(stdout.contains(text), "{text:?} is not in {stdout:?}");
}

fn run(args: &[&str]) -> String {
    Test::new().args(args.iter().copied()).run().stdout
}

/// A JSON array of `[row, col]` pairs as `row,col` squares for a flag.
fn squares(pairs: &serde_json::Value) -> String {
    let names: Vec<String> = pairs
        .as_array()
        .unwrap()
        .iter()
        .map(|pair| format!("{},{}", pair[0], pair[1]))
        .collect();
    names.join(" ")
}

#[test]
fn five_queens_and_five_knights_fit_on_the_8_x_8_board_in_16_ways() {
    snapshot!("knights_8_board", untimed(&run(&["knights", "8"])));
    let line = json(&run(&["knights", "8", "--format", "json"]));
    assert_eq!(line["problem"], "queens-knights");
    assert_eq!(line["size"], 5);
    assert_eq!(line["largest"], true);
    assert_eq!(line["total"], 16);
    assert_eq!(line["unique"], 2);
    // The placement drawn passes the check.
    let checked = run(&[
        "knights",
        "8",
        "--queens",
        &squares(&line["queens"]),
        "--knights",
        &squares(&line["knights"]),
    ]);
    assert!(
        checked.starts_with("at peace: 5 queens and 5 knights"),
        "{checked}"
    );
}

#[test]
fn all_lists_every_placement_once() {
    let text = run(&["knights", "6", "--all", "--format", "list"]);
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with('Q')).collect();
    assert_eq!(lines.len(), 176);
    let mut sorted = lines.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 176, "no placement twice");
    assert!(text.contains("placements: 176\n"), "{text}");
    for line in lines.iter().take(5) {
        let (queens, knights): (Vec<&str>, Vec<&str>) =
            line.split(' ').partition(|name| name.starts_with('Q'));
        let strip = |names: Vec<&str>| -> String {
            names.iter().map(|n| &n[1..]).collect::<Vec<_>>().join(",")
        };
        Test::new()
            .args([
                "knights",
                "6",
                "--queens",
                &strip(queens),
                "--knights",
                &strip(knights),
            ])
            .run();
    }
}

#[test]
fn a_size_given_is_said_largest_only_when_the_next_has_none() {
    let text = untimed(&run(&["knights", "7", "--size", "3", "--count"]));
    assert!(
        text.starts_with("queens and knights on the 7 x 7 board: 3 of each\n"),
        "{text}"
    );
    let text = untimed(&run(&["knights", "7", "--size", "4", "--count"]));
    assert!(text.contains("4 of each, the most"), "{text}");
    Test::new()
        .args(["knights", "4", "--size", "2"])
        .status(EXIT_FAILURE)
        .run();
}

#[test]
fn the_check_names_the_attack() {
    assert_output(
        &["knights", "8", "--queens", "a1", "--knights", "b3"],
        EXIT_FAILURE,
        "not at peace: the knight on b3 attacks the piece on a1\n",
    );
    assert_output(
        &["knights", "8", "--queens", "a1", "--knights", "h8"],
        EXIT_FAILURE,
        "not at peace: the queen on a1 attacks the piece on h8\n",
    );
    assert_output(
        &[
            "knights",
            "8",
            "--queens",
            "a1,c2",
            "--knights",
            "h7",
            "-f",
            "json",
        ],
        EXIT_FAILURE,
        "\"peaceful\": false",
    );
}

#[test]
fn knights_refuses_what_it_cannot_do() {
    Test::new().args(["knights", "0"]).fails(EXIT_ERROR, "0");
    Test::new().args(["knights", "17"]).fails(EXIT_ERROR, "17");
    Test::new()
        .args(["knights", "8", "--queens", "i9", "--knights", "a1"])
        .fails(EXIT_ERROR, "i9");
    Test::new()
        .args(["knights", "8", "--knights", "a1"])
        .fails(EXIT_ERROR, "--queens");
}

#[test]
fn the_unicode_board_says_which_piece_is_which() {
    let text = run(&["knights", "5", "--unicode"]);
    assert!(
        text.contains("one of them (♛ a queen, ♞ a knight):\n"),
        "{text}"
    );
    assert!(text.contains('♞') && text.contains('♛'), "{text}");
}

#[test]
fn knights_speaks_vietnamese() {
    let text = untimed(&run(&["--lang", "vi", "knights", "5", "--count"]));
    assert_eq!(
        text,
        "hậu và mã trên bàn cờ 5 x 5: mỗi loại 2 quân, nhiều nhất (đã tìm hết mọi cách đặt 3 hậu \
         và 3 mã, không có cách nào)\nsố cách đặt: 156\nkhác nhau: 20 (sai khác 8 phép đối xứng \
         của bàn cờ)\n"
    );
}

#[test]
fn nine_white_and_nine_black_queens_keep_the_peace_on_the_8_x_8_board() {
    snapshot!("peaceable_6_board", untimed(&run(&["peaceable", "6"])));
    let line = json(&run(&["peaceable", "8", "--format", "json"]));
    assert_eq!(line["problem"], "peaceable-queens");
    assert_eq!(line["size"], 9);
    assert_eq!(line["largest"], true);
    let checked = run(&[
        "peaceable",
        "8",
        "--white",
        &squares(&line["white"]),
        "--black",
        &squares(&line["black"]),
    ]);
    assert!(
        checked.starts_with("at peace: 9 white and 9 black queens"),
        "{checked}"
    );
}

#[test]
fn peaceable_finds_a_size_or_proves_there_is_none() {
    let text = untimed(&run(&["peaceable", "8", "--size", "6", "--format", "list"]));
    assert!(
        text.starts_with("peaceable queens on the 8 x 8 board: 6 white and 6 black\nW"),
        "{text}"
    );
    assert_output(
        &["peaceable", "4", "--size", "3"],
        EXIT_FAILURE,
        "no placement of 3 white and 3 black (every one was searched)",
    );
}

#[test]
fn peaceable_check_names_the_attack_and_refuses_bad_input() {
    assert_output(
        &["peaceable", "5", "--white", "a1,b1", "--black", "c3,e5"],
        EXIT_FAILURE,
        "the white queen on a1 and the black queen on c3 attack each other",
    );
    assert_output(
        &["peaceable", "5", "--white", "a1", "--black", "b3"],
        0,
        "at peace: 1 white and 1 black queen,",
    );
    Test::new().args(["peaceable", "0"]).fails(EXIT_ERROR, "0");
    Test::new()
        .args(["peaceable", "17"])
        .fails(EXIT_ERROR, "17");
    Test::new()
        .args(["peaceable", "5", "--white", "a1"])
        .fails(EXIT_ERROR, "--black");
    Test::new()
        .args(["peaceable", "5", "--size", "0"])
        .fails(EXIT_ERROR, "--size");
}

#[test]
fn peaceable_warns_of_a_long_proof() {
    let line = crate::harness::first_stderr_line(&["peaceable", "11"]);
    assert!(
        line.contains("proving the largest size may take "),
        "{line}"
    );
    let line = crate::harness::first_stderr_line(&["knights", "14", "--count"]);
    assert!(line.contains("this search may take "), "{line}");
    assert_output(
        &["--lang", "vi", "peaceable", "3"],
        0,
        "1 trắng và 1 đen, nhiều nhất",
    );
}
