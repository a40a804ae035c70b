//! `nqueens trace`: the whole search of the four queens as text and JSON
//! (snapshots, with the time taken out), the summary against the steps,
//! `--limit`, the errors, and a long trace into a closed pipe.

use serde_json::Value;

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, first_line_then_close, snapshot};

/// The text output with the time of the run, which varies, taken out.
fn redact_time(stdout: &str) -> String {
    stdout
        .lines()
        .map(|line| match line.split_once(": ") {
            Some((label @ ("time" | "thời gian"), _)) => format!("{label}: [seconds]"),
            _ => line.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every line of a JSON run, parsed.
fn json_lines(stdout: &str) -> Vec<Value> {
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|err| panic!("{err}: {line}")))
        .collect()
}

/// The JSON lines as printed, with the summary's seconds taken out (after
/// checking that they are a number).
fn redact_seconds(stdout: &str) -> String {
    let records = json_lines(stdout);
    let seconds = &records.last().expect("a summary")["summary"]["seconds"];
    assert!(seconds.is_f64(), "{seconds}");
    let (before, after) = stdout.split_once("\"seconds\": ").expect("the seconds");
    let rest = &after[after.find(['}', ',']).expect("the end of the number")..];
    format!("{before}\"seconds\": [seconds]{rest}")
}

/// The lines of a text trace that are steps: those before the blank line.
fn step_lines(stdout: &str) -> Vec<&str> {
    stdout.lines().take_while(|line| !line.is_empty()).collect()
}

#[test]
fn trace_4_shows_the_whole_search_with_marker_arrays() {
    let stdout = Test::new().args(["trace", "4"]).stderr("").run().stdout;
    let steps = step_lines(&stdout);
    assert_eq!(steps.first(), Some(&"try a4 (0,0)"));
    assert_eq!(steps.last(), Some(&"backtrack from d4 (0,3)"));
    let solutions: Vec<&str> = steps
        .iter()
        .map(|line| line.trim_start())
        .filter(|line| line.starts_with("Solution"))
        .collect();
    assert_eq!(solutions, ["Solution 1: 1 3 0 2", "Solution 2: 2 0 3 1"]);
    assert!(stdout.contains(&format!("\nsteps: {}\n", steps.len())));
    snapshot!("trace_4_text", redact_time(&stdout));
}

#[test]
fn trace_4_as_json_lines() {
    let stdout = Test::new()
        .args(["trace", "4", "--format", "json"])
        .stderr("")
        .run()
        .stdout;
    snapshot!("trace_4_json", redact_seconds(&stdout));
}

#[test]
fn trace_4_pairwise_names_the_queen_in_the_way() {
    let stdout = Test::new()
        .args(["trace", "4", "--method", "pairwise", "--limit", "20"])
        .stderr("")
        .run()
        .stdout;
    assert!(stdout.contains("conflict at b3 (1,1): anti-diagonal i-j+n=4, queen on a4 (0,0)"));
    snapshot!("trace_4_pairwise_limit_20", redact_time(&stdout));
}

#[test]
fn the_summary_counts_the_steps_of_every_method() {
    for method in ["bitmask", "marks", "pairwise", "stack", "brute"] {
        let stdout = Test::new()
            .args(["trace", "5", "--method", method, "--format", "json"])
            .stderr("")
            .run()
            .stdout;
        let records = json_lines(&stdout);
        let (summary, steps) = records.split_last().expect("a summary");
        let summary = &summary["summary"];
        let kind = |name: &str| steps.iter().filter(|step| step["step"] == name).count() as u64;
        assert_eq!(summary["method"], method);
        assert_eq!(summary["n"], 5);
        assert_eq!(summary["steps"], steps.len() as u64, "{method}");
        assert_eq!(summary["nodes"], kind("place"), "{method}");
        assert_eq!(summary["conflicts"], kind("conflict"), "{method}");
        assert_eq!(summary["solutions"], 10, "{method}");
        assert_eq!(kind("solution"), 10, "{method}");
        assert_eq!(summary["finished"], true, "{method}");
        assert_eq!(
            kind("place"),
            kind("backtrack"),
            "{method}: every queen is taken back"
        );
        let first_solution = steps
            .iter()
            .find(|step| step["step"] == "solution")
            .expect("a solution");
        assert_eq!(first_solution["queens"], serde_json::json!([0, 2, 4, 1, 3]));
    }
}

#[test]
fn limit_stops_after_that_many_steps_and_says_so() {
    let stdout = Test::new()
        .args(["trace", "8", "--limit", "5"])
        .stderr("")
        .run()
        .stdout;
    assert_eq!(
        step_lines(&stdout),
        [
            "try a8 (0,0)",
            "place queen at a8 (0,0)",
            "  try a7 (1,0)",
            "  conflict at a7 (1,0): column 0",
            "  try b7 (1,1)",
        ]
    );
    assert!(
        stdout
            .contains("\nstopped after 5 steps (--limit); the search was not finished\nsteps: 5\n"),
        "{stdout}"
    );

    // A limit the search does not reach leaves a finished trace.
    let whole = Test::new()
        .args(["trace", "4", "--limit", "138"])
        .run()
        .stdout;
    assert!(!whole.contains("stopped"), "{whole}");
    assert!(whole.contains("\nsteps: 138\n"), "{whole}");
    let cut = Test::new()
        .args(["trace", "4", "--limit", "137"])
        .run()
        .stdout;
    assert!(cut.contains("stopped after 137 steps"), "{cut}");

    let json = Test::new()
        .args(["trace", "6", "--limit", "40", "--format", "json"])
        .run()
        .stdout;
    let records = json_lines(&json);
    assert_eq!(records.len(), 41);
    let summary = &records[40]["summary"];
    assert_eq!(summary["steps"], 40);
    assert_eq!(summary["limit"], 40);
    assert_eq!(summary["finished"], false);
}

#[test]
fn a_board_without_solutions_ends_with_status_1() {
    let stdout = Test::new()
        .args(["trace", "3"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(stdout.contains("\nsolutions: 0\n"), "{stdout}");
}

#[test]
fn vietnamese_steps() {
    let stdout = Test::new()
        .args([
            "trace", "4", "--lang", "vi", "--method", "pairwise", "--limit", "4",
        ])
        .stderr("")
        .run()
        .stdout;
    assert_eq!(
        redact_time(&stdout),
        "thử a4 (0,0)\n\
         đặt hậu tại a4 (0,0)\n  \
         thử a3 (1,0)\n  \
         xung đột tại a3 (1,0): cột 0, có hậu ở a4 (0,0)\n\
         \n\
         đã dừng sau 4 bước (--limit); việc tìm kiếm chưa xong\n\
         số bước: 4\n\
         số lần đặt hậu: 1\n\
         số xung đột: 1\n\
         số lời giải: 0\n\
         thời gian: [seconds]"
    );
}

#[test]
fn errors_are_one_line() {
    Test::new()
        .args(["trace", "0"])
        .stdout("")
        .fails(EXIT_ERROR, "at least 1");

    let run = Test::new()
        .args(["trace", "10", "--method", "brute"])
        .stdout("")
        .fails(EXIT_ERROR, "up to 9");
    assert!(run.stderr.contains("bitmask"), "{}", run.stderr);

    Test::new()
        .args(["trace", "4", "--limit", "0"])
        .fails(EXIT_ERROR, "--limit");
}

#[test]
fn a_closed_pipe_ends_a_long_trace_quietly() {
    // Q(20) takes billions of steps: only the closed pipe can end this run
    // within the test's time.
    let (first, output) = first_line_then_close(&["trace", "20"]);
    assert_eq!(first, "try a20 (0,0)\n");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");

    let (first, output) = first_line_then_close(&["trace", "20", "--format", "json"]);
    assert_eq!(first, "{\"step\": \"try\", \"row\": 0, \"col\": 0}\n");
    assert_eq!(output.status.code(), Some(0));
}

/// `trace --code`: the program's file first, then every step beside the
/// number and text of its line, each line as `code -n` numbers it.
#[test]
fn trace_code_puts_each_step_beside_its_line() {
    for (language, method) in [
        ("python", "pairwise"),
        ("pascal", "marks"),
        ("java", "marks"),
        ("java", "stack"),
        ("cpp", "marks"),
        ("cpp", "brute"),
    ] {
        let numbered = Test::new()
            .args(["code", language, "-m", method, "-n"])
            .run()
            .stdout;
        let program_lines: Vec<(usize, &str)> = numbered
            .lines()
            .map(|line| {
                let (number, text) = line
                    .trim_start()
                    .split_once("  ")
                    .unwrap_or((line.trim(), ""));
                (number.parse().unwrap(), text)
            })
            .collect();
        let stdout = Test::new()
            .args(["trace", "4", "--code", language, "-m", method, "-l", "300"])
            .stderr("")
            .run()
            .stdout;
        let mut lines = stdout.lines();
        assert!(
            lines.next().unwrap().contains(&format!("({method},")),
            "{language}"
        );
        let steps: Vec<&str> = lines
            .skip_while(|line| !line.is_empty())
            .skip(1)
            .take_while(|line| !line.is_empty())
            .collect();
        // The whole trace of 4, or its first 300 steps.
        assert!(steps.len() >= 100, "{language} {method}");
        for step in steps {
            let number: usize = step[..3].trim().parse().unwrap();
            let (_, text) = program_lines[number - 1];
            assert!(
                step[5..].starts_with(text),
                "{language} {method}: line {number} is {text:?}, not in {step:?}"
            );
        }
    }
}

#[test]
fn trace_code_python_says_how_its_numbering_turns() {
    let stdout = Test::new()
        .args(["trace", "4", "--code", "python"])
        .stderr("")
        .run()
        .stdout;
    assert!(stdout.contains("A[k] is the row of the queen in column k"));
    // Python's program is the pairwise one: the method follows it.
    assert!(stdout.contains("queen on a4 (0,0)"));
    snapshot!("trace_4_code_python", redact_time(&stdout));
    let vi = Test::new()
        .args(["trace", "4", "--code", "pascal", "--lang", "vi", "-l", "30"])
        .stderr("")
        .run()
        .stdout;
    snapshot!("trace_4_code_pascal_vi_30", redact_time(&vi));
}

#[test]
fn trace_code_json_names_each_steps_line() {
    let stdout = Test::new()
        .args(["trace", "4", "--code", "cpp", "-f", "json", "-l", "4"])
        .stderr("")
        .run()
        .stdout;
    let records = json_lines(&stdout);
    let lines: Vec<_> = records[..4]
        .iter()
        .map(|record| record["code_line"].clone())
        .collect();
    assert_eq!(lines, [21, 26, 21, 22]);
    assert_eq!(records[3]["line"], "column");
    assert_eq!(records[3]["step"], "conflict");
}

#[test]
fn trace_code_refuses_a_method_the_language_lacks() {
    Test::new()
        .args(["trace", "4", "--code", "pascal", "-m", "brute"])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "there is no pascal program for the method brute; pascal has: marks, tour",
        );
}
