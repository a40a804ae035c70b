//! What every command shares: the help, the version, and bad command
//! lines told in one line.

use crate::harness::{EXIT_ERROR, Test, snapshot};

#[test]
fn help_snapshots() {
    snapshot!("help", Test::new().arg("--help").run().stdout);
    snapshot!(
        "solve_help",
        Test::new().args(["solve", "--help"]).run().stdout
    );
    snapshot!(
        "count_help",
        Test::new().args(["count", "--help"]).run().stdout
    );
    snapshot!(
        "merge_help",
        Test::new().args(["merge", "--help"]).run().stdout
    );
    snapshot!(
        "find_help",
        Test::new().args(["find", "--help"]).run().stdout
    );
    snapshot!(
        "complete_help",
        Test::new().args(["complete", "--help"]).run().stdout
    );
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[],
            "a command is required: solve, count, find, complete, merge or verify (see nqueens --help)",
        ),
        (&["slove", "8"], "did you mean solve?"),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
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
