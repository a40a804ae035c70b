//! `count` and `merge`: counts against OEIS, threads, shards merged back
//! into the whole, and checkpoints interrupted, resumed or refused.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use serde_json::Value;

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, json, nqueens, path_arg, snapshot};

#[test]
fn count_8_json_snapshot() {
    let stdout = Test::new()
        .args(["count", "8", "--unique", "--format", "json"])
        .run()
        .stdout;
    snapshot!("count_8_json", redact_seconds(&stdout));
}

/// The time a count took, which differs from run to run.
fn redact_seconds(json: &str) -> String {
    let key = "\"seconds\": ";
    let start = json.find(key).expect("a seconds field") + key.len();
    let end = start + json[start..].find(['}', ',']).expect("the field ends");
    format!("{}[seconds]{}", &json[..start], &json[end..])
}

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
    assert!(stdout.starts_with(
        "{\"n\": 14, \"method\": \"meet\", \"total\": 365596, \"unique\": 45752, \"seconds\": "
    ));
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
    assert!(stdout.starts_with(
        "{\"n\": 2, \"method\": \"backtrack\", \"total\": 0, \"unique\": 0, \"seconds\": "
    ));
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

fn total_and_unique(record: &Value) -> (u64, u64) {
    (
        record["total"].as_u64().unwrap(),
        record["unique"].as_u64().unwrap(),
    )
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
    count_shards_by(dir, n, shards, None)
}

/// Counts every shard of `n` by `method` (the default when `None`) into a
/// file of `dir`; gives the files.
fn count_shards_by(dir: &Path, n: usize, shards: usize, method: Option<&str>) -> Vec<PathBuf> {
    (0..shards)
        .map(|index| {
            let stdout = Test::new()
                .args(["count", &n.to_string(), "--format", "json"])
                .args(["--shard", &format!("{index}/{shards}")])
                .args(
                    method
                        .map(|method| ["--method", method])
                        .into_iter()
                        .flatten(),
                )
                .stderr("")
                .run()
                .stdout;
            let record = json(&stdout);
            assert_eq!(record["n"], n);
            assert_eq!(record["shard"], index);
            assert_eq!(record["shards"], shards);
            assert_eq!(record["split_version"], 2);
            let expected = method.unwrap_or(nqueens::count::Method::fastest(n).name());
            assert_eq!(record["method"], expected);
            assert_eq!(record["fingerprint"].as_str().unwrap().len(), 16);
            assert!(record["checksum"].as_str().unwrap().starts_with("sha256:"));
            let by = method.unwrap_or("default");
            let path = dir.join(format!("part-{n}-{by}-{index}-of-{shards}.json"));
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
    for (n, method) in [
        (12, None),
        (13, None),
        (12, Some("backtrack")),
        (13, Some("meet")),
    ] {
        let mut subproblems = None;
        for shards in [1, 2, 3, 8] {
            let files = count_shards_by(dir.path(), n, shards, method);
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
    // Backtracking counts classes in each shard; meeting in the middle
    // counts Burnside's numerator, which only the whole sum divides.
    for (method, unique_line) in [
        ("backtrack", "unique in this shard: "),
        ("meet", "sum of the stabilizers' sizes in this shard "),
    ] {
        let stdout = Test::new()
            .args(["count", "14", "--shard", "1/4", "--method", method])
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
        assert!(lines[2].starts_with(unique_line), "{stdout}");
        assert!(lines[3].starts_with("time: "), "{stdout}");
        assert!(!stdout.contains("Q(14) ="), "{stdout}");
    }
}

#[test]
fn merge_refuses_what_does_not_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let eight = count_shards(dir.path(), 12, 8);
    let four = count_shards(dir.path(), 12, 4);
    let thirteen = count_shards(dir.path(), 13, 4);
    let refused = |files: &[PathBuf], message: &str| {
        merge(files).stdout("").fails(EXIT_ERROR, message);
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
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("count 17.json");
    // One thread counts n = 17 (meeting in the middle, with the cases of
    // an odd board) in about 1.5 s with the tests' optimisation: long
    // enough to interrupt after a few saves.
    let child = nqueens()
        .args(["count", "17", "--threads", "1", "--save-every", "0.05"])
        .arg("--checkpoint")
        .arg(&checkpoint)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let output = crate::harness::interrupt_once_saved(child, &checkpoint);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(130), "{stderr}");
    assert_eq!(String::from_utf8(output.stdout).unwrap(), "");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("nqueens: interrupted; "), "{stderr}");
    let resume_command = format!("nqueens count --resume '{}'\n", path_arg(&checkpoint));
    assert!(stderr.ends_with(&resume_command), "{stderr}");

    let saved = read_checkpoint(&checkpoint);
    assert_eq!(saved["n"], 17);
    let subproblems = saved["subproblems"].as_u64().unwrap() as usize;
    let done = done_count(&saved);
    assert!(0 < done && done < subproblems, "{done} of {subproblems}");
    assert!(stderr.contains(&format!(" {done} of {subproblems} subproblems ")));

    // N may be given again; it must then match.
    let stdout = Test::new()
        .args(["count", "17", "--format", "json", "--resume"])
        .arg(path_arg(&checkpoint))
        .stderr("")
        .run()
        .stdout;
    assert_eq!(total_and_unique(&json(&stdout)), known(17));
    assert_eq!(done_count(&read_checkpoint(&checkpoint)), subproblems);

    // A finished checkpoint gives its result again at once.
    let stdout = Test::new()
        .args(["count", "--resume"])
        .arg(path_arg(&checkpoint))
        .stderr("")
        .run()
        .stdout;
    assert!(
        stdout.starts_with("Q(17) = 95815104\nunique: 11977939\ntime: "),
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
        Test::new()
            .args(["count", "--resume"])
            .arg(path_arg(&bad))
            .args(extra.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
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
    Test::new()
        .args(["count", "12", "--checkpoint"])
        .arg(path_arg(&path))
        .stdout("")
        .fails(
            EXIT_ERROR,
            "the file exists already; continue its count with --resume",
        );
    assert_eq!(fs::read_to_string(&path).unwrap(), text);
    // Nor is one written where no file can be.
    Test::new()
        .args(["count", "12", "--checkpoint"])
        .arg(path_arg(&dir.path().join("no/such/dir/c.json")))
        .fails(EXIT_ERROR, "cannot save the checkpoint ");
}

#[test]
fn a_count_longer_than_a_year_needs_force() {
    for n in ["25", "30"] {
        Test::new().args(["count", n]).stdout("").fails(
            EXIT_ERROR,
            "more than a year, so the count starts only with --force",
        );
    }
    // However quiet, and with the estimate in the one line.
    Test::new()
        .args(["count", "30", "--quiet"])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "the 30 x 30 board has about 3 x 10^20 solutions; counting them would take \
             longer than a lifetime: more than a year",
        );
    Test::new().args(["count", "30", "--lang", "vi"]).fails(
        EXIT_ERROR,
        "hơn một năm, nên chỉ bắt đầu đếm khi có --force",
    );
    // A slice of it is shorter: warned of, not refused.
    let line = crate::harness::first_stderr_line(&["count", "25", "--shard", "0/64"]);
    assert!(line.starts_with("nqueens: warning: "), "{line}");
    assert!(line.contains("counting the part asked for"), "{line}");
}

#[test]
fn bad_arguments_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["count"], "<N> (see nqueens count --help)"),
        (&["count", "-5"], "at least 1"),
        (&["count", "33"], "counting accepts n up to 32, not 33"),
        (
            &["count", "8", "--format", "xml"],
            "[possible values: text, json]",
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
        (
            &["count", "33", "--method", "backtrack"],
            "counting accepts n up to 32, not 33",
        ),
        (&["merge"], "<FILE>... (see nqueens merge --help)"),
    ];
    for (args, message) in cases {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}

// Samples and memory.

/// The JSON record `nqueens count ARGS --format json` prints.
fn counted_json(args: &[&str]) -> Value {
    json(
        &Test::new()
            .args(args.iter().copied())
            .args(["--format", "json"])
            .run()
            .stdout,
    )
}

#[test]
fn a_sample_counts_part_of_the_plan_and_estimates_the_whole() {
    let sampled = |seed: &str| {
        counted_json(&[
            "count",
            "16",
            "--sample",
            "30",
            "--seed",
            seed,
            "--threads",
            "2",
        ])
    };
    let record = sampled("5");
    assert_eq!(record["n"], 16);
    assert_eq!(record["method"], "meet");
    assert_eq!(record["seed"], 5);
    let (sample, all) = (
        record["sample"].as_u64().unwrap(),
        record["subproblems"].as_u64().unwrap(),
    );
    assert!((30..all).contains(&sample), "{record}");
    let share = record["share"].as_f64().unwrap();
    assert!(share > 0.0 && share < 0.5, "{record}");
    // A part of Q(16), not all of it.
    let total = record["total"].as_u64().unwrap();
    assert!(total > 0 && total < 14_772_512, "{record}");
    let core = record["core_seconds"].as_f64().unwrap();
    assert!(core >= 0.0, "{record}");
    let estimated = record["estimated_seconds"].as_f64().unwrap();
    assert!((estimated - core / 2.0).abs() < 0.002, "{record}");
    // The same seed draws the same subproblems, another seed others.
    assert_eq!(sampled("5")["total"], record["total"]);
    assert_ne!(sampled("6")["total"], record["total"]);

    let text = Test::new()
        .args(["count", "16", "--sample", "30", "--seed", "5", "-j", "1"])
        .run()
        .stdout;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with(&format!(
            "sample of the 16 x 16 board's count: {sample} of its {all} subproblems (seed 5), "
        )),
        "{text}"
    );
    assert_eq!(
        lines[1],
        format!("solutions in the sample: {total} (a part of the count, not an estimate of it)")
    );
    assert!(
        lines[2].starts_with("time: ") && lines[2].contains(" s on one thread (tables "),
        "{text}"
    );
    assert!(
        lines[3].starts_with("the whole count: about ") && lines[3].ends_with(" on one thread"),
        "{text}"
    );
}

#[test]
fn a_sample_of_the_backtracking_count_is_drawn_from_its_subproblems() {
    let record = counted_json(&[
        "count",
        "14",
        "--method",
        "backtrack",
        "--sample",
        "10",
        "-q",
    ]);
    assert_eq!(record["method"], "backtrack");
    assert_eq!(record["seed"], 1);
    assert!(record["sample"].as_u64().unwrap() >= 10, "{record}");
    assert!(record["total"].as_u64().unwrap() < 365_596, "{record}");
}

#[test]
fn a_sample_is_no_checkpoint_or_shard_and_a_seed_needs_one() {
    Test::new()
        .args(["count", "12", "--seed", "3"])
        .fails(EXIT_ERROR, "--sample");
    Test::new()
        .args(["count", "12", "--sample", "3", "--shard", "0/2"])
        .fails(EXIT_ERROR, "--shard");
    Test::new()
        .args(["count", "12", "--sample", "0"])
        .fails(EXIT_ERROR, "--sample must be at least 1");
    Test::new()
        .args(["count", "12", "--sample", "3", "--seed", "-1"])
        .fails(EXIT_ERROR, "--seed must be a whole number");
}

#[test]
fn memory_is_read_as_people_write_it_and_bounds_the_tables() {
    // The tables of n = 20 take about 60 MB.
    let refused = Test::new().args(["count", "20", "--memory", "10MB"]).fails(
        EXIT_ERROR,
        "meeting in the middle at n = 20 cannot keep its quadrant tables",
    );
    assert!(
        refused.stderr.contains("--memory SIZE"),
        "{}",
        refused.stderr
    );
    assert!(
        refused
            .stderr
            .contains("more than the 10.0 MB a run may use"),
        "{}",
        refused.stderr
    );
    Test::new()
        .args(["count", "20"])
        .env("NQUEENS_MEMORY", "5MiB")
        .fails(EXIT_ERROR, "more than the 5.2 MB a run may use");
    Test::new()
        .args(["count", "20", "--memory", "lots"])
        .fails(EXIT_ERROR, "--memory takes an amount of memory");
    Test::new()
        .args(["count", "12"])
        .env("NQUEENS_MEMORY", "12 parsecs")
        .fails(EXIT_ERROR, "NQUEENS_MEMORY takes an amount of memory");
    // Enough memory: the count goes on (a sample keeps it short).
    let record = counted_json(&["count", "20", "--memory", "1.5GB", "--sample", "1", "-q"]);
    assert_eq!(record["n"], 20);
}
