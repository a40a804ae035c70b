//! The `nqueens` binary, run as a user runs it.

mod cases;
mod harness;

use std::collections::HashSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use harness::{EXIT_ERROR, EXIT_FAILURE, Test, first_line_then_close, nqueens};
use serde_json::Value;

/// Every format `solve` writes, as its flags.
const FORMATS: [&[&str]; 8] = [
    &["--format", "board"],
    &["--unicode"],
    &["--format", "list"],
    &["--format", "list", "--one-based"],
    &["--format", "algebraic"],
    &["--format", "json"],
    &["--format", "json", "--one-based"],
    &["--unique"],
];

fn solve(n: usize, flags: &[&str]) -> String {
    Test::new()
        .args(["solve", &n.to_string()])
        .args(flags.iter().copied())
        .run()
        .stdout
}

// Output snapshots.

#[test]
fn solve_4_board() {
    let expected = "\
Solution 1:
4 . Q . .
3 . . . Q
2 Q . . .
1 . . Q .
  a b c d

Solution 2:
4 . . Q .
3 Q . . .
2 . . . Q
1 . Q . .
  a b c d

4 queens: 2 solutions.
";
    Test::new().args(["solve", "4"]).stdout(expected).run();
}

#[test]
fn solve_snapshots() {
    let cases: [(&str, &[&str]); 5] = [
        ("board", &[]),
        ("list", &["--format", "list"]),
        ("algebraic", &["--format", "algebraic"]),
        ("json", &["--format", "json"]),
        ("unicode", &["--unicode"]),
    ];
    for n in [4, 8] {
        for (name, flags) in cases {
            insta::assert_snapshot!(format!("solve_{n}_{name}"), solve(n, flags));
        }
    }
    insta::assert_snapshot!("solve_8_unique", solve(8, &["--unique"]));
}

#[test]
fn help_snapshots() {
    insta::assert_snapshot!("help", Test::new().arg("--help").run().stdout);
    insta::assert_snapshot!(
        "solve_help",
        Test::new().args(["solve", "--help"]).run().stdout
    );
    insta::assert_snapshot!(
        "count_help",
        Test::new().args(["count", "--help"]).run().stdout
    );
    insta::assert_snapshot!(
        "merge_help",
        Test::new().args(["merge", "--help"]).run().stdout
    );
    insta::assert_snapshot!(
        "find_help",
        Test::new().args(["find", "--help"]).run().stdout
    );
    insta::assert_snapshot!(
        "complete_help",
        Test::new().args(["complete", "--help"]).run().stdout
    );
}

#[test]
fn count_8_json_snapshot() {
    let stdout = Test::new()
        .args(["count", "8", "--unique", "--format", "json"])
        .run()
        .stdout;
    insta::assert_snapshot!("count_8_json", redact_seconds(&stdout));
}

#[test]
fn verify_snapshot() {
    let run = Test::new()
        .args([
            "verify",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/mixed.txt"),
        ])
        .status(EXIT_FAILURE)
        .stderr("")
        .run();
    insta::assert_snapshot!("verify_mixed", run.stdout);
}

/// The time a count took, which differs from run to run.
fn redact_seconds(json: &str) -> String {
    let key = "\"seconds\": ";
    let start = json.find(key).expect("a seconds field") + key.len();
    let end = start + json[start..].find(['}', ',']).expect("the field ends");
    format!("{}[seconds]{}", &json[..start], &json[end..])
}

// solve

#[test]
fn json_lines_are_the_92_distinct_solutions() {
    let stdout = solve(8, &["--format", "json"]);
    let mut seen = HashSet::new();
    for (k, line) in stdout.lines().enumerate() {
        let record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
        assert_eq!(record["n"], 8);
        assert_eq!(record["index"], k + 1);
        let queens: Vec<usize> = serde_json::from_value(record["queens"].clone()).unwrap();
        assert!(nqueens::is_solution(&queens), "{line}");
        assert!(seen.insert(queens), "{line} repeats");
    }
    assert_eq!(seen.len(), 92);
}

#[test]
fn one_based_json_says_so() {
    let stdout = solve(4, &["--format", "json", "--one-based", "--limit", "1"]);
    assert_eq!(
        stdout,
        "{\"n\": 4, \"index\": 1, \"one_based\": true, \"queens\": [2, 4, 1, 3]}\n"
    );
}

#[test]
fn unique_gives_the_12_classes_of_8() {
    let stdout = solve(8, &["--unique", "--format", "list"]);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 12);
    for line in lines {
        let queens: Vec<usize> = line.split(' ').map(|col| col.parse().unwrap()).collect();
        assert!(nqueens::is_canonical(&queens), "{line}");
    }
    assert!(solve(8, &["--unique"]).ends_with("\n8 queens: 12 unique solutions.\n"));
}

#[test]
fn limit_stops_early_and_says_so() {
    assert_eq!(
        solve(8, &["--format", "list", "--limit", "3"])
            .lines()
            .count(),
        3
    );
    let boards = solve(8, &["--limit", "3"]);
    assert_eq!(boards.matches("Solution ").count(), 3);
    assert!(boards.ends_with("\n8 queens: first 3 solutions (--limit 3).\n"));
    // A limit beyond the count changes nothing.
    assert!(solve(6, &["--limit", "100"]).ends_with("\n6 queens: 4 solutions.\n"));
}

#[test]
fn one_queen_has_one_solution() {
    Test::new()
        .args(["solve", "1"])
        .stdout("Solution 1:\n1 Q\n  a\n\n1 queen: 1 solution.\n")
        .run();
    Test::new()
        .args(["solve", "1", "--format", "list"])
        .stdout("0\n")
        .run();
}

#[test]
fn two_and_three_queens_have_no_solution() {
    for n in ["2", "3"] {
        for flags in FORMATS {
            let run = Test::new()
                .args(["solve", n])
                .args(flags.iter().copied())
                .status(EXIT_FAILURE)
                .stdout("")
                .run();
            assert_eq!(run.stderr.lines().count(), 1);
            assert!(run.stderr.starts_with("no solution: "), "{}", run.stderr);
            assert!(
                run.stderr
                    .contains(&format!("{n} queens on a {n} x {n} board"))
            );
        }
    }
}

#[test]
fn wide_boards_default_to_lists_and_index_labels() {
    let list = solve(33, &["--limit", "1"]);
    assert_eq!(list.lines().count(), 1);
    assert_eq!(list.split_whitespace().count(), 33);

    let board = solve(27, &["--limit", "1"]);
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[1].starts_with(" 0  Q  ."), "{}", lines[1]);
    assert!(lines[28].starts_with("    0  1  2"), "{}", lines[28]);
}

#[test]
fn every_method_finds_the_same_solutions() {
    for n in 1..=10 {
        let methods: &[&str] = if n <= 8 {
            &["bitmask", "marks", "pairwise", "stack", "brute"]
        } else {
            &["bitmask", "marks", "pairwise", "stack"]
        };
        let status = if matches!(n, 2 | 3) { EXIT_FAILURE } else { 0 };
        let outputs: Vec<String> = methods
            .iter()
            .map(|method| {
                Test::new()
                    .args([
                        "solve",
                        &n.to_string(),
                        "--format",
                        "list",
                        "--method",
                        method,
                    ])
                    .status(status)
                    .run()
                    .stdout
            })
            .collect();
        for (method, output) in methods.iter().zip(&outputs) {
            assert_eq!(
                output, &outputs[0],
                "{method} differs from bitmask at n = {n}"
            );
        }
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let (first, output) = first_line_then_close(&["solve", "14", "--format", "list"]);
    assert_eq!(first.split_whitespace().count(), 14, "{first}");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn endless_runs_are_warned_about_once() {
    let (first, output) = first_line_then_close(&["solve", "22", "--format", "list"]);
    assert_eq!(first.split_whitespace().count(), 22);
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("nqueens: warning: "), "{stderr}");
    assert!(stderr.contains("--limit"), "{stderr}");

    // With a limit the run ends, so there is nothing to warn about.
    Test::new()
        .args(["solve", "22", "--limit", "1"])
        .stderr("")
        .run();
}

// count

#[test]
fn count_14_json() {
    let stdout = Test::new()
        .args(["count", "14", "--unique", "--format", "json"])
        .run()
        .stdout;
    assert_eq!(stdout.lines().count(), 1);
    let record: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(record["n"], 14);
    assert_eq!(record["total"], 365_596);
    assert_eq!(record["unique"], 45_752);
    assert!(record["seconds"].as_f64().unwrap() >= 0.0);
    assert!(stdout.starts_with("{\"n\": 14, \"total\": 365596, \"unique\": 45752, \"seconds\": "));
}

#[test]
fn count_text() {
    let stdout = Test::new().args(["count", "10"]).run().stdout;
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "Q(10) = 724");
    assert_eq!(lines[1], "unique: 92");
    assert!(
        lines[2].starts_with("time: ") && lines[2].ends_with(" s"),
        "{stdout}"
    );
    assert_eq!(lines.len(), 3);

    let stdout = Test::new().args(["count", "8", "--unique"]).run().stdout;
    assert!(
        stdout.starts_with("Q(8) = 92\nunique: 12\ntime: "),
        "{stdout}"
    );
}

#[test]
fn count_without_solutions_fails() {
    let stdout = Test::new()
        .args(["count", "3"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(stdout.starts_with("Q(3) = 0\n"));
    let stdout = Test::new()
        .args(["count", "2", "--format", "json"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(stdout.starts_with("{\"n\": 2, \"total\": 0, \"unique\": 0, \"seconds\": "));
}

/// Q(n) and the unique count, from OEIS A000170 and A002562.
const KNOWN: [(usize, u64, u64); 5] = [
    (12, 14_200, 1_787),
    (13, 73_712, 9_233),
    (14, 365_596, 45_752),
    (16, 14_772_512, 1_846_955),
    (17, 95_815_104, 11_977_939),
];

fn known(n: usize) -> (u64, u64) {
    let &(_, total, unique) = KNOWN.iter().find(|(m, _, _)| *m == n).unwrap();
    (total, unique)
}

/// The one JSON document a command printed.
fn json(stdout: &str) -> Value {
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    serde_json::from_str(stdout).unwrap_or_else(|err| panic!("{err}: {stdout}"))
}

fn total_and_unique(record: &Value) -> (u64, u64) {
    (
        record["total"].as_u64().unwrap(),
        record["unique"].as_u64().unwrap(),
    )
}

fn path_arg(path: &Path) -> String {
    path.to_str().expect("a UTF-8 temporary path").to_string()
}

#[test]
fn thread_counts_agree() {
    for n in [1, 4, 6, 9, 11, 12] {
        let counts: Vec<(u64, u64)> = ["1", "2", "3"]
            .iter()
            .map(|threads| {
                let stdout = Test::new()
                    .args(["count", &n.to_string(), "--format", "json"])
                    .args(["--threads", threads])
                    .stderr("")
                    .run()
                    .stdout;
                total_and_unique(&json(&stdout))
            })
            .collect();
        assert!(
            counts.iter().all(|&c| c == counts[0]),
            "n = {n}: {counts:?}"
        );
    }
    assert_eq!(
        total_and_unique(&json(
            &Test::new()
                .args(["count", "12", "--threads", "1", "--format", "json"])
                .run()
                .stdout
        )),
        known(12)
    );
}

#[test]
fn a_count_that_is_not_watched_prints_nothing_on_stderr() {
    // Standard error is a pipe here, not a terminal: no progress bar.
    Test::new().args(["count", "13"]).stderr("").run();
    Test::new()
        .args(["count", "13", "--quiet"])
        .stderr("")
        .run();
    Test::new()
        .args(["count", "13", "-q", "--threads", "2"])
        .stderr("")
        .run();
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = path_arg(&dir.path().join("c.json"));
    Test::new()
        .args(["count", "13", "--quiet", "--checkpoint", &checkpoint])
        .stderr("")
        .run();
}

/// Counts every shard of `n` into a file of `dir`; gives the files.
fn count_shards(dir: &Path, n: usize, shards: usize) -> Vec<PathBuf> {
    (0..shards)
        .map(|index| {
            let stdout = Test::new()
                .args(["count", &n.to_string(), "--format", "json"])
                .args(["--shard", &format!("{index}/{shards}")])
                .stderr("")
                .run()
                .stdout;
            let record = json(&stdout);
            assert_eq!(record["n"], n);
            assert_eq!(record["shard"], index);
            assert_eq!(record["shards"], shards);
            assert_eq!(record["split_version"], 1);
            assert_eq!(record["fingerprint"].as_str().unwrap().len(), 16);
            assert!(record["checksum"].as_str().unwrap().starts_with("sha256:"));
            let path = dir.join(format!("part-{n}-{index}-of-{shards}.json"));
            fs::write(&path, stdout).unwrap();
            path
        })
        .collect()
}

fn merge(files: &[PathBuf]) -> Test {
    Test::new()
        .arg("merge")
        .args(files.iter().map(|path| path_arg(path)))
}

#[test]
fn merged_shards_make_the_whole_count() {
    let dir = tempfile::tempdir().unwrap();
    for n in [12, 13] {
        let mut subproblems = None;
        for shards in [1, 2, 3, 8] {
            let files = count_shards(dir.path(), n, shards);
            let parts: Vec<Value> = files
                .iter()
                .map(|path| json(&fs::read_to_string(path).unwrap()))
                .collect();
            // The slices are disjoint and cover every subproblem.
            let covered: u64 = parts
                .iter()
                .map(|part| part["subproblems"].as_u64().unwrap())
                .sum();
            assert_eq!(*subproblems.get_or_insert(covered), covered);
            // In any order.
            let mut reversed = files.clone();
            reversed.reverse();
            let stdout = merge(&reversed)
                .args(["--format", "json"])
                .stderr("")
                .run()
                .stdout;
            let merged = json(&stdout);
            assert_eq!(merged["n"], n);
            assert_eq!(total_and_unique(&merged), known(n), "{n} in {shards}");
            assert!(merged["seconds"].as_f64().unwrap() >= 0.0);

            let text = merge(&files).run().stdout;
            let (total, unique) = known(n);
            assert!(
                text.starts_with(&format!("Q({n}) = {total}\nunique: {unique}\ntime: ")),
                "{text}"
            );
            let shards_word = if shards == 1 { "shard" } else { "shards" };
            assert!(
                text.ends_with(&format!(" s, summed over {shards} {shards_word}\n")),
                "{text}"
            );
        }
    }
}

#[test]
fn a_shard_in_text_says_it_is_a_part() {
    let stdout = Test::new()
        .args(["count", "14", "--shard", "1/4"])
        .stderr("")
        .run()
        .stdout;
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(
        lines[0].starts_with("partial count: shard 1 of 4 of the 14 x 14 board, "),
        "{stdout}"
    );
    assert!(lines[1].starts_with("total in this shard: "), "{stdout}");
    assert!(lines[2].starts_with("unique in this shard: "), "{stdout}");
    assert!(lines[3].starts_with("time: "), "{stdout}");
    assert!(!stdout.contains("Q(14) ="), "{stdout}");
}

#[test]
fn merge_refuses_what_does_not_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let eight = count_shards(dir.path(), 12, 8);
    let four = count_shards(dir.path(), 12, 4);
    let thirteen = count_shards(dir.path(), 13, 4);
    let refused = |files: &[PathBuf], message: &str| {
        let run = merge(files).status(EXIT_ERROR).stdout("").run();
        assert!(run.stderr.contains(message), "{message}: {}", run.stderr);
    };

    let missing: Vec<PathBuf> = eight
        .iter()
        .enumerate()
        .filter(|(i, _)| ![3, 5].contains(i))
        .map(|(_, path)| path.clone())
        .collect();
    refused(&missing, "shards 3 and 5 of 8 are missing");
    refused(&eight[..7], "shard 7 of 8 is missing");
    refused(
        &eight[..1],
        "shards 1, 2, 3, 4, 5, 6 and 7 of 8 are missing",
    );

    let mut repeated = eight.clone();
    repeated.push(eight[2].clone());
    refused(&repeated, "shard 2 of 8 is given twice");

    let mut mixed_n = four.clone();
    mixed_n[1] = thirteen[1].clone();
    refused(&mixed_n, "the 12 x 12 board but");
    refused(&[four[0].clone(), eight[1].clone()], "one of 4 shards but");

    // A number changed by hand: the file still reads as JSON, but its
    // checksum gives it away.
    let mut record = json(&fs::read_to_string(&four[2]).unwrap());
    record["total"] = Value::from(record["total"].as_u64().unwrap() + 1);
    let edited = dir.path().join("edited.json");
    fs::write(&edited, record.to_string()).unwrap();
    let mut with_edited = four.clone();
    with_edited[2] = edited.clone();
    refused(&with_edited, "edited.json: the checksum does not match");

    // Spacing is not content: the same values laid out anew still merge.
    let record = json(&fs::read_to_string(&four[2]).unwrap());
    let respaced = dir.path().join("respaced.json");
    fs::write(&respaced, serde_json::to_string_pretty(&record).unwrap()).unwrap();
    let mut with_respaced = four.clone();
    with_respaced[2] = respaced;
    merge(&with_respaced).stderr("").run();

    // Results collected in one file, as the output of many counts is.
    let collected: String = eight
        .iter()
        .map(|path| fs::read_to_string(path).unwrap())
        .collect();
    let lines = dir.path().join("parts.jsonl");
    fs::write(&lines, &collected).unwrap();
    let stdout = merge(std::slice::from_ref(&lines))
        .args(["--format", "json"])
        .run()
        .stdout;
    assert_eq!(total_and_unique(&json(&stdout)), known(12));
    let stdout = Test::new()
        .args(["merge", "-", "--format", "json"])
        .stdin(collected.clone())
        .run()
        .stdout;
    assert_eq!(total_and_unique(&json(&stdout)), known(12));
    refused(
        &[lines.clone(), eight[4].clone()],
        &format!(
            "shard 4 of 8 is given twice: {}:5 and {}",
            path_arg(&lines),
            path_arg(&eight[4])
        ),
    );
    let edited_line = collected.replacen("\"shard\": 6", "\"shard\": 5", 1);
    fs::write(&lines, edited_line).unwrap();
    refused(
        std::slice::from_ref(&lines),
        &format!("{}:7: the checksum does not match", path_arg(&lines)),
    );
    let empty = dir.path().join("empty.json");
    fs::write(&empty, "\n").unwrap();
    refused(&[empty], "empty.json: holds no shard's result");

    let garbled = dir.path().join("garbled.json");
    fs::write(&garbled, "{\"n\": 12, \"total\": ").unwrap();
    refused(&[garbled], "garbled.json: not a shard's result");
    let whole = dir.path().join("whole.json");
    fs::write(
        &whole,
        Test::new()
            .args(["count", "12", "--format", "json"])
            .run()
            .stdout,
    )
    .unwrap();
    refused(&[whole], "whole.json: not a shard's result");
    refused(&[dir.path().join("absent.json")], "cannot read ");
}

/// A checkpoint file, parsed.
fn read_checkpoint(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).unwrap()).unwrap()
}

fn done_count(checkpoint: &Value) -> usize {
    checkpoint["done"].as_array().map_or(0, Vec::len)
}

#[cfg(unix)]
#[test]
fn an_interrupted_count_resumes_to_the_same_result() {
    use std::process::Command;
    use std::thread;
    use std::time::{Duration, Instant};

    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("count 16.json");
    // One thread counts n = 16 in about 1.5 s with the tests' optimisation:
    // long enough to interrupt after a few saves.
    let mut child = nqueens()
        .args(["count", "16", "--threads", "1", "--save-every", "0.05"])
        .arg("--checkpoint")
        .arg(&checkpoint)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        // Saves replace the file whole, so it always parses once it exists.
        if checkpoint.exists() && done_count(&read_checkpoint(&checkpoint)) > 0 {
            break;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the count ended before it was interrupted"
        );
        assert!(Instant::now() < deadline, "no subproblems were saved");
        thread::sleep(Duration::from_millis(5));
    }
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("nqueens: interrupted; "), "{stderr}");
    let resume_command = format!("nqueens count --resume '{}'\n", path_arg(&checkpoint));
    assert!(stderr.ends_with(&resume_command), "{stderr}");

    let saved = read_checkpoint(&checkpoint);
    assert_eq!(saved["n"], 16);
    let subproblems = saved["subproblems"].as_u64().unwrap() as usize;
    let done = done_count(&saved);
    assert!(0 < done && done < subproblems, "{done} of {subproblems}");
    assert!(stderr.contains(&format!(" {done} of {subproblems} subproblems ")));

    // N may be given again; it must then match.
    let stdout = Test::new()
        .args(["count", "16", "--format", "json", "--resume"])
        .arg(path_arg(&checkpoint))
        .stderr("")
        .run()
        .stdout;
    assert_eq!(total_and_unique(&json(&stdout)), known(16));
    assert_eq!(done_count(&read_checkpoint(&checkpoint)), subproblems);

    // A finished checkpoint gives its result again at once.
    let stdout = Test::new()
        .args(["count", "--resume"])
        .arg(path_arg(&checkpoint))
        .stderr("")
        .run()
        .stdout;
    assert!(
        stdout.starts_with("Q(16) = 14772512\nunique: 1846955\ntime: "),
        "{stdout}"
    );
}

/// A finished checkpoint of `count 12 --shard 1/3`, and its text.
fn shard_checkpoint(dir: &Path) -> (PathBuf, String) {
    let path = dir.join("shard.json");
    Test::new()
        .args(["count", "12", "--shard", "1/3", "--checkpoint"])
        .arg(path_arg(&path))
        .stderr("")
        .run();
    let text = fs::read_to_string(&path).unwrap();
    (path, text)
}

#[test]
fn a_resumed_shard_stays_a_shard() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = shard_checkpoint(dir.path());
    let saved = read_checkpoint(&path);
    assert_eq!(saved["shard"], 1);
    assert_eq!(saved["shards"], 3);
    let once = Test::new()
        .args(["count", "12", "--shard", "1/3", "--format", "json"])
        .run()
        .stdout;
    for shard_flag in [&[][..], &["--shard", "1/3"]] {
        let resumed = Test::new()
            .args(["count", "--format", "json", "--resume"])
            .arg(path_arg(&path))
            .args(shard_flag.iter().copied())
            .run()
            .stdout;
        let (once, resumed) = (json(&once), json(&resumed));
        for key in [
            "n",
            "shard",
            "shards",
            "total",
            "unique",
            "subproblems",
            "fingerprint",
        ] {
            assert_eq!(once[key], resumed[key], "{key}");
        }
    }
}

#[test]
fn damaged_or_foreign_checkpoints_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (path, text) = shard_checkpoint(dir.path());
    let refused = |name: &str, contents: &str, extra: &[&str], message: &str| {
        let bad = dir.path().join(name);
        fs::write(&bad, contents).unwrap();
        let run = Test::new()
            .args(["count", "--resume"])
            .arg(path_arg(&bad))
            .args(extra.iter().copied())
            .status(EXIT_ERROR)
            .stdout("")
            .run();
        assert!(run.stderr.contains(message), "{name}: {}", run.stderr);
    };
    let checksum = "the checksum does not match the contents";

    // One digit of one subproblem's total changed.
    let start = text.find("\"done\":[[").unwrap() + "\"done\":[[".len();
    let comma = start + text[start..].find(',').unwrap();
    let digit = &text[comma + 1..comma + 2];
    let other = if digit == "9" { "8" } else { "9" };
    let edited = format!("{}{other}{}", &text[..comma + 1], &text[comma + 2..]);
    refused("edited.json", &edited, &[], checksum);
    // The board size changed to match a request for another board.
    let other_n = text.replace("\"n\":12,", "\"n\":13,");
    refused("other-n.json", &other_n, &[], checksum);
    // A subproblem dropped from the list.
    let first_end = start + text[start..].find("],").unwrap() + "],".len();
    let dropped = format!("{}{}", &text[..start - 1], &text[first_end..]);
    assert!(serde_json::from_str::<Value>(&dropped).is_ok(), "{dropped}");
    refused("dropped.json", &dropped, &[], checksum);
    // Cut short, as by a full disk without the atomic save.
    refused(
        "truncated.json",
        &text[..text.len() / 2],
        &[],
        "damaged or cut short?",
    );
    refused("empty.json", "", &[], "damaged or cut short?");
    refused(
        "shard-result.json",
        &Test::new()
            .args(["count", "12", "--shard", "0/2", "--format", "json"])
            .run()
            .stdout,
        &[],
        "not a checkpoint",
    );

    // Intact, but not the count asked for.
    refused(
        "intact.json",
        &text,
        &["13"],
        "a checkpoint of the 12 x 12 board, not of the 13 x 13 board",
    );
    refused(
        "intact.json",
        &text,
        &["--shard", "2/3"],
        "a checkpoint of shard 1/3, not of shard 2/3",
    );
    refused(
        "intact.json",
        &text,
        &["--shard", "1/4"],
        "not of shard 1/4",
    );
    // The real file is untouched by all this and still resumes.
    Test::new()
        .args(["count", "12", "--resume"])
        .arg(path_arg(&path))
        .stderr("")
        .run();

    // A new checkpoint never overwrites an old one.
    let run = Test::new()
        .args(["count", "12", "--checkpoint"])
        .arg(path_arg(&path))
        .status(EXIT_ERROR)
        .stdout("")
        .run();
    assert!(
        run.stderr
            .contains("the file exists already; continue its count with --resume"),
        "{}",
        run.stderr
    );
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    // Nor is one written where no file can be.
    let run = Test::new()
        .args(["count", "12", "--checkpoint"])
        .arg(path_arg(&dir.path().join("no/such/dir/c.json")))
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr.contains("cannot save the checkpoint "),
        "{}",
        run.stderr
    );
}

// verify

#[test]
fn everything_solve_prints_reads_back_as_solutions() {
    let runs: [(usize, &[&str]); 4] = [(1, &[]), (4, &[]), (8, &[]), (27, &["--limit", "3"])];
    for (n, limit) in runs {
        for flags in FORMATS {
            if n > 26 && flags.contains(&"algebraic") {
                continue;
            }
            let flags: Vec<&str> = flags.iter().chain(limit).copied().collect();
            let solutions = solve(n, &flags);
            let expected_count = solutions.lines().filter(|line| !line.is_empty()).count();
            let verify_flags: &[&str] = if flags.starts_with(&["--format", "list", "--one-based"]) {
                &["--one-based"]
            } else {
                &[]
            };
            let report = Test::new()
                .arg("verify")
                .args(verify_flags.iter().copied())
                .stdin(solutions.clone())
                .run()
                .stdout;
            let verdicts: Vec<&str> = report
                .lines()
                .filter(|line| line.contains(" board, "))
                .collect();
            assert!(!verdicts.is_empty(), "{flags:?}");
            for verdict in &verdicts {
                assert!(
                    verdict.ends_with(&format!(": {n} x {n} board, a solution")),
                    "{flags:?}: {verdict}"
                );
            }
            if flags.contains(&"list") || flags.contains(&"json") || flags.contains(&"algebraic") {
                assert_eq!(verdicts.len(), expected_count, "{flags:?}");
            }
        }
    }
}

#[test]
fn verify_reads_the_lessons_formats() {
    let input =
        "Phương án 1:\n0 Q 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\n\nCach 1: 2 4 1 3\nCách 2: 3 1 4 2\n";
    Test::new()
        .arg("verify")
        .stdin(input)
        .stdout(
            "1: 4 x 4 board, a solution\n2: 4 x 4 board, a solution\n\
             3: 4 x 4 board, a solution\n3 placements: all solutions.\n",
        )
        .run();
}

#[test]
fn verify_names_every_problem() {
    Test::new()
        .args(["verify", "-"])
        .stdin("d8 g5 c6 h3 b4 e2 a4 a1\n")
        .status(EXIT_FAILURE)
        .stdout(
            "1: 8 x 8 board, not a solution: no queen on rank 7; d8 and g5 share a diagonal; \
             c6 and a4 share a diagonal; a4 and b4 share a row; a4 and a1 share a column\n\
             1 placement: not a solution.\n",
        )
        .run();
}

#[test]
fn verify_counts_the_queens_of_a_board() {
    Test::new()
        .arg("verify")
        .stdin("Q . .\n. . .\n. Q Q\n")
        .status(EXIT_FAILURE)
        .stdout(
            "1: 3 x 3 board, not a solution: no queen on rank 2; \
             a3 and c1 share a diagonal; b1 and c1 share a row\n1 placement: not a solution.\n",
        )
        .run();
}

#[test]
fn verify_rejects_malformed_input() {
    let cases = [
        ("3 6 2 x 1 4 0 5\n", "line 1: cannot read \"x\""),
        (
            "1 3 0 2\nQ . .\n. . Q\n",
            "line 2: a board row of 3 squares on a board of 2 rows",
        ),
        (
            "2 4 1 3\n",
            "column 4 is outside the 4 x 4 board, whose columns run from 0 to 3; if the columns count from 1, add --one-based",
        ),
        (
            "d8 g7 c6 h5 b4 e3 a2 i1\n",
            "line 1: \"i1\" is not a square of a 8 x 8 board",
        ),
        ("d8 d8 c6 h5 b4 e3 a2 f1\n", "the square d8 is named twice"),
        ("3 6 d8\n", "mixes column numbers and squares"),
        (
            "{\"n\": 4, \"queens\": [1, 3, 0]}\n",
            "\"n\" is 4 but \"queens\" holds 3 columns",
        ),
        (
            "{\"n\": 4, \"queens\": [1, 3, 0, 2\n",
            "not a placement as solve --format json writes it",
        ),
        ("", "no placements in the input"),
        ("\n\n", "no placements in the input"),
    ];
    for (input, message) in cases {
        let run = Test::new()
            .arg("verify")
            .stdin(input)
            .status(EXIT_ERROR)
            .run();
        assert!(
            run.stderr.contains(message),
            "{input:?} gives {}",
            run.stderr
        );
    }
    let run = Test::new()
        .args(["verify", "--one-based"])
        .stdin("1 3 0 2\n")
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr
            .contains("if the columns count from 0, leave out --one-based"),
        "{}",
        run.stderr
    );
}

// find

/// Whether `queens` (the column of each row's queen) is a solution, checked
/// from the definition with nothing from the library: no two queens share
/// a column, a diagonal r + c or an anti-diagonal r - c.
fn is_valid_solution(queens: &[usize]) -> bool {
    let n = queens.len();
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    queens.iter().enumerate().all(|(row, &col)| {
        col < n
            && !std::mem::replace(&mut columns[col], true)
            && !std::mem::replace(&mut diagonals[row + col], true)
            && !std::mem::replace(&mut anti_diagonals[n + row - col], true)
    })
}

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
    insta::assert_snapshot!("find_8_board", find(8, &[]));
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

// complete

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
    insta::assert_snapshot!("complete_8_board", run.stdout);
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
    let run = Test::new()
        .args(["complete", "--n", "8", "--queens", "d8,g5"])
        .status(EXIT_ERROR)
        .stdout("")
        .run();
    assert!(
        run.stderr.contains("d8 and g5 share a diagonal"),
        "{}",
        run.stderr
    );
    let run = Test::new()
        .arg("complete")
        .stdin("Q . . .\n. . . .\n. . . .\nQ . . .\n")
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr.contains("a4 and a1 share a column"),
        "{}",
        run.stderr
    );
    let run = Test::new()
        .args(["complete", "-", "--queens", "b2"])
        .stdin(". . . .\n. . . .\n. x . .\n. . . .\n")
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr
            .contains("a queen is placed on b2, which is blocked"),
        "{}",
        run.stderr
    );
    let run = Test::new()
        .args([
            "complete",
            "--n",
            "30",
            "--queens",
            "0,1",
            "--blocked",
            "0,1",
        ])
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr
            .contains("a queen is placed on (0,1), which is blocked"),
        "{}",
        run.stderr
    );
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
        let run = Test::new()
            .args(["complete", &puzzle])
            .status(EXIT_ERROR)
            .stdout("")
            .run();
        assert!(
            run.stderr.contains(message),
            "{text:?} gives {}",
            run.stderr
        );
    }
    let run = Test::new()
        .args(["complete", "-", "--n", "5"])
        .stdin(PUZZLE)
        .status(EXIT_ERROR)
        .run();
    assert!(
        run.stderr.contains("the grid is 8 x 8, but --n says 5"),
        "{}",
        run.stderr
    );
}

// Bad arguments

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["solve", "0"],
            "the board size N must be at least 1, not 0",
        ),
        (
            &["solve", "-3"],
            "the board size N must be at least 1, not -3",
        ),
        (
            &["solve", "abc"],
            "the board size N must be a whole number, not \"abc\"",
        ),
        (
            &["solve", "100000", "--method", "brute"],
            "the brute method accepts n up to 9, not 100000; the bitmask method handles larger boards",
        ),
        (&["solve", "1000000"], "must be at most 100000"),
        (
            &["solve", "27", "--format", "algebraic"],
            "works up to N = 26, not 27",
        ),
        (
            &["solve", "8", "--limit", "0"],
            "--limit must be at least 1, not 0",
        ),
        (
            &["solve", "8", "--limit", "-1"],
            "--limit must be at least 1, not -1",
        ),
        (
            &["solve", "8", "--unicode", "--format", "json"],
            "--unicode draws a board",
        ),
        (
            &["solve", "8", "--one-based"],
            "--one-based numbers the columns of list and json output",
        ),
        (
            &["solve", "8", "--method", "fast"],
            "[possible values: bitmask, marks, pairwise, stack, brute] (see nqueens solve --help)",
        ),
        (
            &["solve", "8", "--bogus"],
            "unexpected argument '--bogus' found (see nqueens solve --help)",
        ),
        (&["solve", "8", "--formt", "list"], "did you mean --format?"),
        (&["solve"], "<N> (see nqueens solve --help)"),
        (&["count"], "<N> (see nqueens count --help)"),
        (&["count", "-5"], "at least 1"),
        (
            &["count", "33"],
            "the count method accepts n up to 32, not 33",
        ),
        (
            &["count", "8", "--format", "xml"],
            "[possible values: text, json]",
        ),
        (
            &["verify", "/nonexistent/placements.txt"],
            "cannot read /nonexistent/placements.txt",
        ),
        (
            &[],
            "a command is required: solve, count, find, complete, merge or verify (see nqueens --help)",
        ),
        (
            &["count", "8", "--threads", "0"],
            "--threads must be at least 1, not 0",
        ),
        (
            &["count", "8", "--threads", "x"],
            "--threads must be a whole number",
        ),
        (
            &["count", "8", "--shard", "8/8"],
            "--shard 8/8 names no slice",
        ),
        (&["count", "8", "--shard", "3"], "--shard must be I/K"),
        (
            &["count", "8", "--save-every", "1"],
            "--save-every says how often to save a checkpoint",
        ),
        (
            &["count", "8", "--checkpoint", "a", "--resume", "b"],
            "cannot be used with",
        ),
        (
            &["count", "--resume"],
            "a value is required for '--resume <FILE>'",
        ),
        (&["merge"], "<FILE>... (see nqueens merge --help)"),
        (&["slove", "8"], "did you mean solve?"),
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
        (
            &["complete", "--queens", "a4"],
            "--queens and --blocked need the board size: give N (or --n N), or a grid FILE",
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
            "\"i1\" is not a square of a 8 x 8 board",
        ),
        (
            &["complete", "--n", "8", "--queens", "8,0"],
            "\"8,0\" is not a square of a 8 x 8 board",
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
        let run = Test::new()
            .args(args.iter().copied())
            .status(EXIT_ERROR)
            .stdout("")
            .run();
        assert!(
            run.stderr.contains(message),
            "{args:?} gives {}",
            run.stderr
        );
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

// tour

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
        let run = Test::new()
            .args(args.iter().copied())
            .status(EXIT_ERROR)
            .stdout("")
            .run();
        assert!(run.stderr.contains(message), "{args:?}: {}", run.stderr);
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
