//! Questions asked on a terminal, answered as a person at the keyboard
//! would. `script` (util-linux) gives the command a terminal for standard
//! input; it echoes what is typed.

use std::io::Write;
use std::process::{Command, Stdio};

/// What the terminal shows when `args` run with `typed` at the keyboard,
/// and whether the command succeeded.
fn on_a_terminal(args: &str, typed: &str) -> (String, bool) {
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_nqueens"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs");
    child
        .stdin
        .as_mut()
        .unwrap()
        .write_all(typed.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let screen = String::from_utf8_lossy(&output.stdout).replace('\r', "");
    (screen, output.status.success())
}

#[test]
fn a_start_without_a_tour_is_asked_for_again() {
    // No open tour of the 5 x 5 board starts on b1 (the minority colour);
    // one starts on c1.
    let (screen, success) = on_a_terminal("tour 5", "b1\nc1\n");
    assert!(success, "{screen}");
    assert_eq!(
        screen.matches("Start square (a1 or row,col): ").count(),
        2,
        "{screen}"
    );
    assert!(
        screen.contains("no open knight's tour of the 5 x 5 board starts at b1"),
        "{screen}"
    );
    // The tour from c1 is numbered from 1 on c1: row 4, column 2.
    let last_row = screen
        .lines()
        .rev()
        .find(|line| line.split_whitespace().count() == 5)
        .expect("the board's bottom row");
    assert_eq!(last_row.split_whitespace().nth(2), Some("1"), "{screen}");
}

#[test]
fn a_board_without_any_tour_is_answered_at_once() {
    let (screen, success) = on_a_terminal("tour 3", "a1\n");
    assert!(!success, "{screen}");
    assert_eq!(
        screen.matches("Start square (a1 or row,col): ").count(),
        1,
        "{screen}"
    );
    assert!(
        screen.contains("no tour: no open knight's tour of the 3 x 3 board"),
        "{screen}"
    );
}
