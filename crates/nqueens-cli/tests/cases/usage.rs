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
    let cases: &[(&[&str], &str)] = &[(&["solv", "8"], "did you mean solve?")];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}

#[test]
fn only_close_names_are_suggested_in_either_language() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["slove", "8"],
            "nqueens: error: unrecognized subcommand 'slove'; did you mean solve? \
             (see nqueens --help)\n",
            "nqueens: lỗi: không có lệnh 'slove'; có phải ý bạn là solve? (xem nqueens --help)\n",
        ),
        (
            &["frobnicate"],
            "nqueens: error: unrecognized subcommand 'frobnicate' (see nqueens --help)\n",
            "nqueens: lỗi: không có lệnh 'frobnicate' (xem nqueens --help)\n",
        ),
        (
            &["count", "8", "--metod", "meet"],
            "nqueens: error: unexpected argument '--metod' found; did you mean --method? \
             (see nqueens count --help)\n",
            "nqueens: lỗi: không nhận ra đối số '--metod'; có phải ý bạn là --method? \
             (xem nqueens count --help)\n",
        ),
    ];
    for (args, english, vietnamese) in cases {
        for (lang, message) in [("en", english), ("vi", vietnamese)] {
            Test::new()
                .args(args.iter().copied())
                .args(["--lang", lang])
                .status(EXIT_ERROR)
                .stdout("")
                .stderr(*message)
                .run();
        }
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

#[test]
fn the_missing_command_message_names_every_command_in_order() {
    Test::new().stdout("").fails(
        EXIT_ERROR,
        "a command is required: solve, count, find, complete, tour, merge, plan, verify, dominate, \
         knights, peaceable, cube, export, trace, code, watch, compare, phase, serve, render, completions or man (see nqueens --help)",
    );
}

/// Runs `args` with standard output on `/dev/full`, where every write
/// fails for want of space.
#[cfg(target_os = "linux")]
#[track_caller]
fn to_a_full_disk(args: &[&str], stdin: &str) {
    use std::io::Write;
    use std::process::Stdio;

    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    let mut child = crate::harness::nqueens()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let _ = child
        .stdin
        .take()
        .expect("piped")
        .write_all(stdin.as_bytes());
    let output = child.wait_with_output().expect("the binary ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(EXIT_ERROR), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.starts_with("nqueens: error: "), "{args:?}: {stderr}");
}

#[cfg(target_os = "linux")]
#[test]
fn output_that_cannot_be_written_is_an_error() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["--version"],
        &["help", "solve"],
        &["solve", "--help"],
    ] {
        to_a_full_disk(args, "");
    }
    let runs: [(&[&str], &str); 11] = [
        (&["solve", "4"], ""),
        (&["solve", "4", "--format", "json"], ""),
        (&["count", "4"], ""),
        (&["find", "8"], ""),
        (&["find", "100", "--format", "list"], ""),
        (&["complete", "--n", "4"], ""),
        (&["tour", "5", "--from", "a1"], ""),
        (&["verify"], "1 3 0 2\n"),
        (&["trace", "4"], ""),
        (&["compare", "5", "--methods", "marks"], ""),
        (&["render", "4"], ""),
    ];
    for (args, stdin) in runs {
        to_a_full_disk(args, stdin);
    }
    let shard = Test::new()
        .args(["count", "6", "--shard", "0/1", "--format", "json"])
        .run()
        .stdout;
    to_a_full_disk(&["merge", "-"], &shard);
}

#[test]
fn help_to_a_closed_pipe_ends_quietly() {
    let (first, output) = crate::harness::first_line_then_close(&["--help"]);
    assert!(!first.is_empty());
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn short_flags_do_what_the_long_ones_do() {
    let pairs: [(&[&str], &[&str]); 7] = [
        (
            &["solve", "6", "-f", "list", "-l", "2", "-m", "marks"],
            &[
                "solve", "6", "--format", "list", "--limit", "2", "--method", "marks",
            ],
        ),
        (
            &["find", "9", "-m", "random", "-f", "json"],
            &["find", "9", "--method", "random", "--format", "json"],
        ),
        (
            &["complete", "-n", "5", "-f", "list"],
            &["complete", "--n", "5", "--format", "list"],
        ),
        (
            &["tour", "5", "--from", "a1", "-m", "backtrack", "-f", "list"],
            &[
                "tour",
                "5",
                "--from",
                "a1",
                "--method",
                "backtrack",
                "--format",
                "list",
            ],
        ),
        (
            &["trace", "4", "-m", "pairwise", "-l", "5"],
            &["trace", "4", "--method", "pairwise", "--limit", "5"],
        ),
        (
            &["render", "4", "-l", "1", "-f", "svg"],
            &["render", "4", "--limit", "1", "--format", "svg"],
        ),
        (
            &["count", "6", "-j", "2"],
            &["count", "6", "--threads", "2"],
        ),
    ];
    for (short, long) in pairs {
        let short_run = Test::new().args(short.iter().copied()).run().stdout;
        let long_run = Test::new().args(long.iter().copied()).run().stdout;
        // A count's time differs from run to run.
        let untimed = |out: &str| {
            out.lines()
                .filter(|l| !l.starts_with("time:"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(untimed(&short_run), untimed(&long_run), "{short:?}");
    }
    let json = Test::new().args(["count", "6", "-f", "json"]).run().stdout;
    assert!(
        json.starts_with("{\"n\": 6, \"method\": \"backtrack\", \"total\": 4,"),
        "{json}"
    );
    let csv = Test::new()
        .args(["compare", "5", "-m", "marks,stack", "-f", "csv"])
        .run()
        .stdout;
    for row in ["\n5,marks,10,", "\n5,stack,10,"] {
        assert!(csv.contains(row), "{csv}");
    }
}

#[test]
fn what_was_typed_is_quoted_briefly_on_one_line() {
    // An argument may hold at most 128 KiB on Linux.
    let long = "x\u{1b}[31m\n".repeat(10_000);
    for args in [
        vec!["solve", "8", "--method", long.as_str()],
        vec!["solve", long.as_str()],
        vec!["complete", "--n", "8", "--queens", long.as_str()],
        vec![long.as_str()],
        vec!["solve", "8", long.as_str()],
        vec!["verify", long.as_str()],
        vec!["count", "--resume", long.as_str()],
        vec!["render", "8", "-o", long.as_str()],
    ] {
        let run = Test::new()
            .args(args.iter().copied())
            .status(EXIT_ERROR)
            .run();
        let stderr = run.stderr.trim_end();
        assert_eq!(stderr.lines().count(), 1, "{stderr:.200}");
        assert!(stderr.len() < 1000, "{} bytes: {stderr:.200}", stderr.len());
        assert!(!stderr.contains('\u{1b}'), "{stderr:.200}");
    }
}

#[test]
fn a_square_list_given_empty_is_refused() {
    for value in ["", " ", ";"] {
        Test::new()
            .args(["complete", "--n", "8", "--queens", value])
            .stdout("")
            .fails(EXIT_ERROR, "--queens was given no squares");
    }
}
