//! Input that could cost without bound: endless lines, huge placements,
//! and the limits on what `verify` and `complete` read.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, EXIT_SUCCESS, Test};

#[test]
fn a_line_without_end_is_refused_at_the_limit() {
    for command in ["verify", "complete"] {
        Test::new()
            .args([command, "/dev/zero"])
            .status(EXIT_ERROR)
            .stderr(
                "nqueens: error: /dev/zero: line 1: longer than 8388608 bytes, the longest \
                 line read but for a placement's list or JSON line, which may be as long as \
                 its n needs, for n up to 62500000\n",
            )
            .run();
    }
}

/// 10,000 queens in column 0 of rows 0 to 9,999: 10,000 x 9,999 / 2 =
/// 49,995,000 attacking pairs, of which the first 10 are named.
fn column_of_queens_verdict(first_ten: impl Fn(usize) -> String) -> String {
    let listed: Vec<String> = (1..=10)
        .map(|row| format!("{} and {} share a column", first_ten(0), first_ten(row)))
        .collect();
    format!(
        "1: 10000 x 10000 board, not a solution: {}; and {} more attacking pairs\n\
         1 placement: not a solution.\n",
        listed.join("; "),
        10_000 * 9_999 / 2 - 10
    )
}

#[test]
fn verify_counts_the_pairs_it_does_not_list() {
    let named = |row: usize| format!("({row},0)");
    let columns = vec!["0"; 10_000].join(" ");
    let squares: Vec<String> = (0..10_000).rev().map(|row| format!("{row},0")).collect();
    let inputs = [
        // A list line: 20 kB of `0 `.
        "0 ".repeat(10_000) + "\n",
        format!(
            "{{\"n\": 10000, \"queens\": [{}]}}\n",
            columns.replace(' ', ", ")
        ),
        // Squares by row and column, in the reverse of reading order.
        squares.join(" ") + "\n",
    ];
    for input in inputs {
        Test::new()
            .args(["verify"])
            .stdin(input)
            .status(EXIT_FAILURE)
            .stdout(column_of_queens_verdict(named))
            .run();
    }
}

#[test]
fn a_huge_board_size_is_refused_before_anything_is_allocated() {
    // A board of 10^12 rows would take terabytes if its rows were laid out.
    for (input, message) in [
        (
            "{\"n\": 1000000000000, \"queens\": [0]}\n",
            "line 1: \"n\" is 1000000000000 but \"queens\" holds 1 column\n",
        ),
        (
            "{\"n\": 1000000000000000000000, \"queens\": [0]}\n",
            "line 1: not a placement as solve --format json writes it",
        ),
    ] {
        Test::new()
            .args(["verify"])
            .stdin(input)
            .fails(EXIT_ERROR, message);
    }
}

#[test]
fn a_grid_larger_than_complete_takes_is_refused_at_its_first_row_too_many() {
    Test::new()
        .args(["complete"])
        .stdin(".\n".repeat(10_001))
        .status(EXIT_ERROR)
        .stderr(
            "nqueens: error: standard input: line 10001: a grid of more rows than 10000, \
             the largest board taken\n",
        )
        .run();
}

const BOARD_4: &str = "4 . Q . .\n3 . . . Q\n2 Q . . .\n1 . . Q .\n  a b c d\n";

#[test]
fn complete_takes_the_size_first_as_every_command_does() {
    Test::new()
        .args(["complete", "4", "--queens", "b4"])
        .stdout(BOARD_4)
        .run();
    // --n still works, and a grid may follow the size.
    Test::new()
        .args(["complete", "--n", "4", "--queens", "b4", "--count"])
        .stdout("1\n")
        .run();
    Test::new()
        .args(["complete", "4", "-"])
        .stdin(".Q..\n....\n....\n....\n")
        .stdout(BOARD_4)
        .run();
    Test::new()
        .args(["complete", "5", "-"])
        .stdin(".Q..\n....\n....\n....\n")
        .status(EXIT_ERROR)
        .stderr("nqueens: error: the grid is 4 x 4, but N says 5\n")
        .run();
    Test::new()
        .args(["complete", "4", "--n", "4"])
        .status(EXIT_ERROR)
        .stderr("nqueens: error: the board size is given twice, as N and as --n; give it once\n")
        .run();
}

#[test]
fn a_missing_file_named_like_a_number_says_what_a_size_is() {
    let run = Test::new()
        .args(["complete", "1O", "--queens", "a1"])
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr.starts_with("nqueens: error: cannot read 1O: "),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.ends_with(
            "; \"1O\" was taken for a grid file, not being a whole number; a board size is \
             digits alone, such as 11\n"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn squares_are_plain_digits_after_a_file_of_either_case() {
    for square in ["a01", "a+1", "b04"] {
        let run = Test::new()
            .args(["complete", "4", "--queens", square])
            .status(EXIT_ERROR)
            .run();
        assert!(run.stderr.contains(square), "{}", run.stderr);
    }
    Test::new()
        .args(["complete", "4", "--queens", "B4", "--count"])
        .stdout("1\n")
        .run();
    Test::new()
        .args([
            "complete",
            "4",
            "--queens",
            "0,1",
            "--blocked",
            "+3,0",
            "--count",
        ])
        .status(EXIT_ERROR)
        .run();
    // The same in the placements verify reads.
    Test::new()
        .args(["verify"])
        .stdin("B4 D3 A2 C1\n")
        .stdout("1: 4 x 4 board, a solution\n1 placement: a solution.\n")
        .run();
    Test::new()
        .args(["verify"])
        .stdin("b4 d3 a2 c01\n")
        .status(EXIT_ERROR)
        .run();
}

#[test]
fn find_lists_its_columns_on_one_line_for_verify() {
    Test::new()
        .args(["find", "4", "--format", "list"])
        .stdout("1 3 0 2\n")
        .run();
    for (n, format) in [("40", None), ("1000", Some("list"))] {
        let mut find = Test::new().args(["find", n]);
        if let Some(format) = format {
            find = find.args(["--format", format]);
        }
        let list = find.run().stdout;
        assert_eq!(list.lines().count(), 1, "{list}");
        Test::new()
            .args(["verify"])
            .stdin(list)
            .stdout(format!(
                "1: {n} x {n} board, a solution\n1 placement: a solution.\n"
            ))
            .run();
    }
}

#[test]
fn find_ends_quietly_when_the_reader_goes_mid_line() {
    use std::io::Read;
    use std::process::Stdio;
    // A billion rows on one line: the command is still writing it when the
    // pipe closes.
    let mut child = crate::harness::nqueens()
        .args(["find", "1000000000", "--format", "list"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut start = [0u8; 8];
    let mut stdout = child.stdout.take().expect("stdout is piped");
    stdout.read_exact(&mut start).expect("some output");
    drop(stdout);
    let output = child.wait_with_output().expect("the binary ends");
    assert_eq!(&start, b"1 3 5 7 ");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn render_draws_a_placement_read_in_any_format() {
    let json = Test::new()
        .args(["solve", "8", "--limit", "1", "--format", "json"])
        .run()
        .stdout;
    let listed = Test::new()
        .args(["render", "8", "--queens", "0 4 7 5 2 6 1 3"])
        .run()
        .stdout;
    assert!(listed.contains("<svg"), "{listed}");
    let board = Test::new()
        .args(["solve", "8", "--limit", "1"])
        .run()
        .stdout;
    for input in [
        json.as_str(),
        "a8 e7 h6 f5 c4 g3 b2 d1\n",
        "0 4 7 5 2 6 1 3\n",
        &board,
    ] {
        Test::new()
            .args(["render"])
            .stdin(input)
            .stdout(listed.clone())
            .run();
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("q8.json");
    std::fs::write(&path, &json).unwrap();
    Test::new()
        .args(["render", "--queens-from"])
        .arg(path.to_str().unwrap())
        .stdout(listed.clone())
        .run();
    Test::new()
        .args(["render", "8", "--queens-from", "-"])
        .stdin(json.clone())
        .stdout(listed)
        .run();
    Test::new()
        .args(["render", "4", "--queens-from", "-"])
        .stdin(json)
        .status(EXIT_ERROR)
        .stderr(
            "nqueens: error: standard input: the placement read is of a 8 x 8 board, but N \
             says 4\n",
        )
        .run();
    Test::new()
        .args(["render"])
        .stdin("1 3 0 2\n2 0 3 1\n")
        .status(EXIT_ERROR)
        .stderr(
            "nqueens: error: standard input: another placement starts on line 2; render draws \
             one (pick it with head or sed)\n",
        )
        .run();
}

#[test]
fn render_refuses_a_sheet_larger_than_it_holds_before_searching() {
    for args in [["render", "100", "--all"], ["render", "14", "--unique"]] {
        Test::new()
            .args(args)
            .status(EXIT_ERROR)
            .stderr(
                "nqueens: error: a sheet holds at most 10000 boards; choose fewer with --unique, \
                 --limit or --solution\n",
            )
            .run();
    }
}

#[test]
fn complete_answers_at_once_when_a_column_is_blocked() {
    // Column 0 of a 60 x 60 board blocked whole: the search by rows would
    // never end.
    let column: Vec<String> = (0..60).map(|row| format!("{row},0")).collect();
    let blocked = column.join(";");
    Test::new()
        .args(["complete", "60", "--blocked", &blocked])
        .status(EXIT_FAILURE)
        .stderr(
            "no completion: no solution of the 60 x 60 board keeps the queens given and avoids \
             the blocked squares\n",
        )
        .run();
    Test::new()
        .args(["complete", "60", "--blocked", &blocked, "--count"])
        .status(EXIT_FAILURE)
        .stdout("0\n")
        .run();
}

#[test]
fn complete_reads_the_placements_solve_prints() {
    // A list, a JSON line and chess squares: the queens of a board of
    // their size (one a row), which `complete` checks and gives back.
    for input in [
        "1 3 0 2\n",
        "{\"n\": 4, \"index\": 1, \"queens\": [1, 3, 0, 2]}\n",
        "b4 d3 a2 c1\n",
    ] {
        let stdout = Test::new()
            .args(["complete", "--format", "list"])
            .stdin(input)
            .status(EXIT_SUCCESS)
            .run()
            .stdout;
        assert_eq!(stdout, "1 3 0 2\n", "{input:?}");
    }
    // A second placement after the first is not one board.
    Test::new()
        .args(["complete"])
        .stdin("1 3 0 2\n2 0 3 1\n")
        .fails(EXIT_ERROR, "line 2");
}

/// Runs `args` (in `dir`) and checks that standard error is short lines of
/// plain text: no control character but each line's newline (no ESC, no
/// BEL, no C1 control, no bidirectional override) and at most 300 bytes a
/// line, whatever the input quoted.
#[track_caller]
fn stderr_is_plain(dir: &std::path::Path, args: &[&str], lang: &str) -> String {
    let output = crate::harness::nqueens()
        .current_dir(dir)
        .args(args)
        .args(["--lang", lang])
        .output()
        .expect("the nqueens binary runs");
    let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
    assert!(!stderr.is_empty(), "{args:?}: no message");
    for line in stderr.split_inclusive('\n') {
        let text = line.strip_suffix('\n').unwrap_or(line);
        assert!(
            text.len() <= 300,
            "{args:?}: a line of {} bytes: {text:.400}",
            text.len()
        );
        assert!(
            !text.chars().any(|c| c.is_control()
                || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')),
            "{args:?}: {text:?}"
        );
    }
    stderr
}

#[test]
fn input_quoted_in_messages_is_escaped_and_short() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
    // Keys serde quotes in its message: raw escapes, JSON-escaped ones
    // with a newline and a bidirectional override, and a very long one.
    write("raw.json", "{\"\u{1b}[31mRED\u{7}\": 1}\n");
    write(
        "escaped.json",
        "{\"\\u001b]0;pwned\\u0007\\n\\u202e\": 1}\n",
    );
    write("long.json", &format!("{{\"{}\": 1}}\n", "k".repeat(5000)));
    let long_multibyte = "漢".repeat(80);
    let long_path = format!("{long_multibyte}/{long_multibyte}/{long_multibyte}.json");
    let checkpoint = "x\u{1b}]0;pwned\u{7}\n\u{202e}";
    for lang in ["en", "vi"] {
        for file in ["raw.json", "escaped.json", "long.json"] {
            let stderr = stderr_is_plain(dir.path(), &["merge", file], lang);
            assert!(stderr.contains(file), "{stderr}");
            let stderr = stderr_is_plain(dir.path(), &["count", "--resume", file], lang);
            assert!(stderr.contains(file), "{stderr}");
            stderr_is_plain(dir.path(), &["verify", file], lang);
        }
        stderr_is_plain(dir.path(), &["merge", &long_path], lang);
        stderr_is_plain(dir.path(), &["count", "--resume", &long_path], lang);
        stderr_is_plain(dir.path(), &["verify", &long_path], lang);
        // The checkpoint exists after the first count: the second is
        // refused with the command that resumes it, the name escaped as a
        // shell reads it back.
        let _ = crate::harness::nqueens()
            .current_dir(dir.path())
            .args(["count", "8", "--checkpoint", checkpoint])
            .output();
        let stderr = stderr_is_plain(
            dir.path(),
            &["count", "8", "--checkpoint", checkpoint],
            lang,
        );
        assert!(
            stderr.contains(r"$'x\U0000001b]0;pwned\U00000007\U0000000a\U0000202e'"),
            "{stderr}"
        );
    }
}

#[test]
fn what_find_writes_for_a_large_n_verify_reads() {
    // Past 8 MiB a line: 1,300,000 columns of up to 7 digits.
    let n = 1_300_000;
    for format in ["list", "json"] {
        let placement = crate::harness::find(n, &["--format", format]);
        assert!(placement.len() > 8 << 20, "{format}: {}", placement.len());
        Test::new()
            .args(["verify", "-"])
            .stdin(placement)
            .status(EXIT_SUCCESS)
            .stdout(format!(
                "1: {n} x {n} board, a solution\n1 placement: a solution.\n"
            ))
            .run();
    }
    // Still bounded: spaces after one column, or a JSON line longer than
    // its n allows, are refused.
    let mut spaces = "0".to_string();
    spaces.push_str(&" ".repeat(9 << 20));
    let mut json = r#"{"n": 1, "queens": [0"#.to_string();
    json.push_str(&" ".repeat(9 << 20));
    json.push_str("]}");
    for input in [spaces, json] {
        let run = Test::new()
            .args(["verify", "-"])
            .stdin(input)
            .status(EXIT_ERROR)
            .run();
        assert!(
            run.stderr.contains("longer than 8388608 bytes"),
            "{}",
            run.stderr
        );
    }
}
