//! `count` and `merge` against hostile input: files too large to be what
//! they claim, results that cannot be true, edited files, and the saved
//! files of earlier versions that must keep loading.

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::harness::{EXIT_ERROR, Test};

fn path_arg(path: &Path) -> String {
    path.to_str().expect("a UTF-8 temporary path").to_string()
}

/// Runs `args` and checks that it fails with one line containing
/// `message`.
#[track_caller]
fn refused(args: &[&str], message: &str) -> String {
    let run = Test::new()
        .args(args.iter().copied())
        .status(EXIT_ERROR)
        .stdout("")
        .run();
    assert!(
        run.stderr.contains(message),
        "{args:?}: wanted {message:?}, got {}",
        run.stderr
    );
    run.stderr
}

// Size limits.

#[test]
fn merge_refuses_a_file_larger_than_any_shards_results() {
    let dir = tempfile::tempdir().unwrap();
    // Spaces only: without a limit it reads the whole file and finds no
    // result in it.
    let big = dir.path().join("big.json");
    fs::write(&big, vec![b' '; 64 * 1024 * 1024 + 1]).unwrap();
    let stderr = refused(
        &["merge", &path_arg(&big)],
        "big.json: larger than 67108864 bytes, the most that merge reads from one file",
    );
    assert!(stderr.contains("(the results of 65536 shards)"), "{stderr}");
    // Just within the limit it is read, and found empty.
    fs::write(&big, vec![b' '; 64 * 1024 * 1024]).unwrap();
    refused(&["merge", &path_arg(&big)], "holds no shard's result");
}

#[test]
fn resume_refuses_a_file_larger_than_any_checkpoint_of_its_board() {
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.json");
    let mut text = br#"{"format":"nqueens checkpoint 1","n":8,"done":["#.to_vec();
    text.resize(1 << 20, b' ');
    fs::write(&big, &text).unwrap();
    let stderr = refused(
        &["count", "--resume", &path_arg(&big)],
        "big.json: larger than ",
    );
    assert!(
        stderr.contains(" bytes, the most that a checkpoint of the 8 x 8 board ("),
        "{stderr}"
    );
    // The board given names the limit when the file names none.
    let nameless = dir.path().join("nameless.json");
    fs::write(&nameless, vec![b' '; 1 << 20]).unwrap();
    refused(
        &["count", "8", "--resume", &path_arg(&nameless)],
        "nameless.json: larger than ",
    );
    refused(
        &["count", "--resume", &path_arg(&nameless)],
        "nameless.json: not a checkpoint: its first 4096 bytes name no board size \"n\"",
    );
}

#[test]
fn endless_files_are_refused_after_a_bounded_read() {
    let zero = Path::new("/dev/zero");
    if !zero.exists() {
        return;
    }
    refused(
        &["merge", "/dev/zero"],
        "/dev/zero: larger than 67108864 bytes",
    );
    refused(
        &["count", "8", "--resume", "/dev/zero"],
        "/dev/zero: larger than ",
    );
    refused(
        &["count", "--resume", "/dev/zero"],
        "/dev/zero: not a checkpoint",
    );
}

// Saved files: those of earlier versions keep loading, and an edit to any
// field is refused.

/// A file of the repository's `testdata/`.
fn testdata(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata")
        .join(name)
}

/// A finished checkpoint of `nqueens count 10 --shard 1/3`, as nqueens 0.1
/// saved it.
const CHECKPOINT: &str = "checkpoint-10-shard-1-of-3.json";

/// `nqueens count 10 --shard I/3 --format json` for I = 0, 1, 2, as
/// nqueens 0.1 printed them.
const SHARDS: &str = "shards-10-of-3.jsonl";

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|err| panic!("{err}: {text}"))
}

/// What a shard's result says about the count, its time and checksum left
/// out.
fn counted(record: &Value) -> Vec<Value> {
    [
        "n",
        "split_version",
        "fingerprint",
        "shard",
        "shards",
        "total",
        "unique",
        "subproblems",
    ]
    .iter()
    .map(|key| record[key].clone())
    .collect()
}

#[test]
fn saved_files_of_this_format_keep_loading() {
    // A change to the split, the format or the checksums fails here: give
    // the format a new version then, and keep refusing the old one clearly.
    let stdout = Test::new()
        .args(["merge", "--format", "json", &path_arg(&testdata(SHARDS))])
        .stderr("")
        .run()
        .stdout;
    let merged = json(&stdout);
    assert_eq!(
        (&merged["total"], &merged["unique"]),
        (&724.into(), &92.into())
    );

    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join(CHECKPOINT);
    fs::copy(testdata(CHECKPOINT), &checkpoint).unwrap();
    let stdout = Test::new()
        .args([
            "count",
            "--format",
            "json",
            "--resume",
            &path_arg(&checkpoint),
        ])
        .stderr("")
        .run()
        .stdout;
    let shards = fs::read_to_string(testdata(SHARDS)).unwrap();
    let second = json(shards.lines().nth(1).unwrap());
    assert_eq!(counted(&json(&stdout)), counted(&second));
}

#[test]
fn files_of_the_first_split_are_refused_clearly() {
    // Split version 1 numbered the backtracking subproblems without a
    // method; version 2 added the meet-in-the-middle split.
    Test::new()
        .args([
            "merge",
            &path_arg(&testdata("shards-10-of-3-split-1.jsonl")),
        ])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "counted under version 1 of the split into subproblems",
        );
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("old.json");
    fs::copy(
        testdata("checkpoint-10-shard-1-of-3-split-1.json"),
        &checkpoint,
    )
    .unwrap();
    Test::new()
        .args(["count", "--resume", &path_arg(&checkpoint)])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "saved under version 1 of the split into subproblems",
        );
}

/// Each way of changing one field of a JSON object and keeping it valid
/// JSON: a number one up (or down), text with one character changed,
/// and the field removed.
fn edits(object: &Value) -> Vec<(String, Value)> {
    let mut edits = Vec::new();
    for (key, value) in object.as_object().unwrap() {
        let mut edit = |what: &str, value: Value| {
            let mut edited = object.clone();
            edited[key] = value;
            edits.push((format!("{key} {what}"), edited));
        };
        match value {
            Value::Number(number) if number.is_u64() => {
                let number = number.as_u64().unwrap();
                edit("+1", (number + 1).into());
                if number > 0 {
                    edit("-1", (number - 1).into());
                }
            }
            Value::Number(number) => edit("+1", (number.as_f64().unwrap() + 1.0).into()),
            Value::String(text) => {
                let last = text.chars().last().unwrap();
                let other = if last == '1' { '2' } else { '1' };
                edit(
                    "changed",
                    format!("{}{other}", &text[..text.len() - 1]).into(),
                );
            }
            Value::Array(_) => {}
            _ => panic!("{key}: {value}"),
        }
        let mut removed = object.clone();
        removed.as_object_mut().unwrap().remove(key);
        edits.push((format!("{key} removed"), removed));
    }
    edits
}

#[test]
fn every_field_of_a_checkpoint_is_guarded() {
    let dir = tempfile::tempdir().unwrap();
    let saved = json(&fs::read_to_string(testdata(CHECKPOINT)).unwrap());
    let path = dir.path().join("edited.json");
    let resume = ["count", "--resume", &path_arg(&path)];
    // Laid out anew, it loads: what the edits below change is the values.
    fs::write(&path, saved.to_string()).unwrap();
    Test::new().args(resume).stderr("").run();

    let mut edited = edits(&saved);
    // Each number of the first and the last subproblem done.
    let done = saved["done"].as_array().unwrap();
    for entry in [0, done.len() - 1] {
        for (field, name) in ["index", "total", "unique"].iter().enumerate() {
            let number = done[entry][field].as_u64().unwrap();
            for (what, value) in [("+1", number + 1), ("-1", number.wrapping_sub(1))] {
                if value == u64::MAX {
                    continue;
                }
                let mut file = saved.clone();
                file["done"][entry][field] = value.into();
                edited.push((format!("done[{entry}] {name} {what}"), file));
            }
        }
    }
    let mut dropped = saved.clone();
    dropped["done"].as_array_mut().unwrap().pop();
    edited.push(("done: the last dropped".to_string(), dropped));

    for (edit, file) in edited {
        fs::write(&path, file.to_string()).unwrap();
        let run = Test::new().args(resume).status(EXIT_ERROR).stdout("").run();
        // The shard and the method may be left out, and the checksum covers
        // them; a method is named before the file is read whole.
        let optional = edit.starts_with("shard") || edit.starts_with("method ");
        let expected = if edit.ends_with(" removed") && !optional {
            "damaged or cut short?"
        } else if edit == "method changed" {
            "counts by a method this version of nqueens does not know"
        } else if edit.starts_with("format ") {
            "not a checkpoint that this nqueens can read"
        } else {
            "the checksum does not match the contents"
        };
        assert!(run.stderr.contains(expected), "{edit}: {}", run.stderr);
    }
}

#[test]
fn every_field_of_a_shards_result_is_guarded() {
    let dir = tempfile::tempdir().unwrap();
    let shards = fs::read_to_string(testdata(SHARDS)).unwrap();
    let records: Vec<Value> = shards.lines().map(json).collect();
    let path = dir.path().join("edited.jsonl");
    let merge = ["merge", &path_arg(&path)];
    let write = |second: &Value| {
        let lines: Vec<String> = [&records[0], second, &records[2]]
            .iter()
            .map(|record| record.to_string())
            .collect();
        fs::write(&path, lines.join("\n")).unwrap();
    };
    write(&records[1]);
    Test::new().args(merge).stderr("").run();

    for (edit, record) in edits(&records[1]) {
        write(&record);
        let run = Test::new().args(merge).status(EXIT_ERROR).stdout("").run();
        // Only the method may be left out (a variant's record has none),
        // and the checksum covers it.
        let expected = if edit.ends_with(" removed") && !edit.starts_with("method ") {
            "not a shard's result"
        } else {
            "edited.jsonl:2: the checksum does not match the contents"
        };
        assert!(run.stderr.contains(expected), "{edit}: {}", run.stderr);
    }
}

// Threads and checkpoints.

#[test]
fn threads_beyond_use_are_capped_with_a_note() {
    let run = Test::new()
        .args(["count", "8", "--threads", "4096", "--format", "json"])
        .run();
    assert!(
        run.stdout
            .starts_with("{\"n\": 8, \"method\": \"backtrack\", \"total\": 92, \"unique\": 12,"),
        "{}",
        run.stdout
    );
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.starts_with("nqueens: note: counting on ")
            && run.stderr.contains(" threads, not 4096: "),
        "{}",
        run.stderr
    );
    Test::new()
        .args(["count", "8", "--threads", "4096", "--quiet"])
        .stderr("")
        .run();
    Test::new()
        .args(["count", "8", "--threads", "1"])
        .stderr("")
        .run();
}

#[test]
fn a_directory_is_no_checkpoint_file() {
    let dir = tempfile::tempdir().unwrap();
    let stderr = refused(
        &["count", "8", "--checkpoint", &path_arg(dir.path())],
        ": is a directory; --checkpoint names the file to save the count in, such as ",
    );
    assert!(stderr.trim_end().ends_with("count-8.json"), "{stderr}");
    let file = dir.path().join("c.json");
    fs::write(&file, "").unwrap();
    refused(
        &["count", "8", "--checkpoint", &path_arg(&file)],
        "c.json: the file exists already",
    );
}

#[cfg(unix)]
mod signals {
    use std::fs;
    use std::path::Path;
    use std::process::{Child, Command, Stdio};
    use std::thread;
    use std::time::{Duration, Instant};

    use crate::harness::nqueens;

    /// `count 18` on one thread (half a minute or more, so it is still counting
    /// when signalled, however loaded the machine), checkpointed in `path`.
    fn start(path: &Path, save_every: &str) -> Child {
        nqueens()
            .args(["count", "18", "--threads", "1", "--save-every", save_every])
            .arg("--checkpoint")
            .arg(path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }

    /// Waits until `ready` holds of the checkpoint's text.
    fn wait_for(child: &mut Child, path: &Path, ready: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if fs::read_to_string(path).is_ok_and(|text| ready(&text)) {
                return;
            }
            assert!(child.try_wait().unwrap().is_none(), "the count ended first");
            assert!(Instant::now() < deadline, "no checkpoint saved");
            thread::sleep(Duration::from_millis(5));
        }
    }

    fn signal(child: &Child, name: &str) {
        let sent = Command::new("kill")
            .args([&format!("-{name}"), &child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    fn temporary_files(dir: &Path) -> Vec<String> {
        fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".tmp"))
            .collect()
    }

    #[test]
    fn sigterm_saves_the_checkpoint_as_ctrl_c_does() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let mut child = start(&path, "0.05");
        wait_for(&mut child, &path, |text| text.contains("\"done\":[["));
        signal(&child, "TERM");
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(130), "{stderr}");
        assert!(stderr.starts_with("nqueens: interrupted; "), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
    }

    #[test]
    fn a_second_ctrl_c_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let mut child = start(&path, "0.01");
        wait_for(&mut child, &path, |text| text.contains("\"done\":[["));
        signal(&child, "INT");
        signal(&child, "INT");
        let output = child.wait_with_output().unwrap();
        assert_eq!(output.status.code(), Some(130));
        assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
        // Either checkpoint, whole.
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.ends_with("}\n"), "{text}");
    }

    #[test]
    fn ctrl_c_that_cannot_save_says_the_last_checkpoint_resumes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        // No save between the first, at the start, and the one on Ctrl-C.
        let mut child = start(&path, "1000");
        wait_for(&mut child, &path, |text| text.ends_with('\n'));
        // A directory where the file was: the save's rename fails.
        fs::remove_file(&path).unwrap();
        fs::create_dir(&path).unwrap();
        fs::write(path.join("keep"), "").unwrap();
        signal(&child, "INT");
        let output = child.wait_with_output().unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.starts_with("nqueens: error: interrupted, but cannot save the checkpoint "),
            "{stderr}"
        );
        assert!(
            stderr.contains(
                "; the checkpoint saved last is kept and resumes: nqueens count --resume "
            ),
            "{stderr}"
        );
        assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
    }
}

// Forged files: edited, and the checksum recomputed as nqueens computes it
// (SHA-256 over the values, each number little-endian, each text after its
// length). The checksum cannot tell these from real files; the counts
// themselves must be possible.

/// A checksum as `count` computes one, field by field.
struct Checksum(sha2::Sha256);

impl Checksum {
    fn new(tag: &str) -> Checksum {
        use sha2::Digest;
        let mut checksum = Checksum(sha2::Sha256::new());
        checksum.text(tag);
        checksum
    }

    fn u64(&mut self, value: u64) -> &mut Checksum {
        use sha2::Digest;
        self.0.update(value.to_le_bytes());
        self
    }

    fn u128(&mut self, value: u128) -> &mut Checksum {
        use sha2::Digest;
        self.0.update(value.to_le_bytes());
        self
    }

    fn text(&mut self, value: &str) -> &mut Checksum {
        use sha2::Digest;
        self.u64(value.len() as u64);
        self.0.update(value.as_bytes());
        self
    }

    fn finish(self) -> String {
        use sha2::Digest;
        let digest = self.0.finalize();
        let hex: String = digest.iter().map(|byte| format!("{byte:02x}")).collect();
        format!("sha256:{hex}")
    }
}

/// The result of the one shard of `count`'s `args`, as JSON.
fn whole_shard(args: &[&str]) -> Value {
    let mut all = vec!["count"];
    all.extend(args);
    all.extend(["--shard", "0/1", "--format", "json"]);
    json(&Test::new().args(all).stderr("").run().stdout)
}

/// `record` with its total and unique replaced, and its checksum
/// recomputed: a line `merge` reads. Written by hand, since the counts may
/// be past what JSON numbers usually hold.
fn forged_shard(record: &Value, total: u128, unique: u128) -> String {
    let text = |key: &str| record[key].as_str().map(str::to_string);
    let number = |key: &str| record[key].as_u64().expect(key);
    let seconds = record["seconds"].as_f64().unwrap();
    let mut checksum = Checksum::new("nqueens shard 1");
    checksum
        .u64(number("n"))
        .u64(number("split_version"))
        .text(&text("fingerprint").unwrap())
        .u64(number("shard"))
        .u64(number("shards"))
        .u128(total)
        .u128(unique)
        .u64(number("subproblems"))
        .u64((seconds * 1000.0).round() as u64);
    let mut kind = String::new();
    if let Some(variant) = text("variant") {
        checksum.text(&variant);
        kind += &format!(r#""variant": "{variant}", "#);
    }
    if let Some(method) = text("method") {
        checksum.text("method").text(&method);
        kind += &format!(r#""method": "{method}", "#);
    }
    format!(
        r#"{{"n": {}, {kind}"split_version": {}, "fingerprint": "{}", "shard": {}, "shards": {}, "total": {total}, "unique": {unique}, "subproblems": {}, "seconds": {seconds}, "checksum": "{}"}}"#,
        number("n"),
        number("split_version"),
        text("fingerprint").unwrap(),
        number("shard"),
        number("shards"),
        number("subproblems"),
        checksum.finish()
    )
}

/// `merge` of the one forged line is refused, exit 2, with one line
/// holding `words`.
#[track_caller]
fn forged_merge_refused(line: &str, words: &str) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("forged.json");
    fs::write(&path, line).unwrap();
    let stderr = refused(&["merge", &path_arg(&path)], words);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot be true"), "{stderr}");
}

#[test]
fn forged_shard_results_that_cannot_be_true_are_refused() {
    // The forger's tools work: an unchanged record recomputed merges.
    // By backtracking, whose records hold classes (meeting in the middle
    // holds Burnside's numerator, as a variant's does).
    let n14 = whole_shard(&["14", "--method", "backtrack"]);
    let total = u128::from(n14["total"].as_u64().unwrap());
    let unique = u128::from(n14["unique"].as_u64().unwrap());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("same.json");
    fs::write(&path, forged_shard(&n14, total, unique)).unwrap();
    Test::new()
        .args(["merge", &path_arg(&path)])
        .stderr("")
        .run();

    // No class with four solutions (n = 14 is past what merge recounts),
    // by either method.
    forged_merge_refused(
        &forged_shard(&n14, 4, 0),
        "0 classes of 4 solutions, but a class holds at most 8",
    );
    let meet = whole_shard(&["14", "--method", "meet"]);
    forged_merge_refused(
        &forged_shard(&meet, 4, 0),
        "0 classes of 4 solutions, but a class holds at most 8",
    );
    // More classes than solutions: 48 / 8 = 6 from Burnside's numerator,
    // within what one record may hold (the turns add some).
    forged_merge_refused(
        &forged_shard(&meet, 4, 48),
        "6 classes of 4 solutions, but a class holds at least one",
    );
    // More solutions than the 14! permutations.
    forged_merge_refused(
        &forged_shard(&n14, u128::MAX, 1 << 100),
        "340282366920938463463374607431768211455 solutions of n = 14, more than the \
         87178291200 ways",
    );
    // The 6 x 6 board has 4 solutions in 1 class; a small board is
    // recounted.
    forged_merge_refused(
        &forged_shard(&whole_shard(&["6"]), 4, 0),
        "it says 4 solutions and 0 unique, but counted again it has 4 and 1",
    );
    // The 13 x 13 torus has 11 classes; its record holds Burnside's
    // numerator, 8n = 104 times the classes.
    let torus = whole_shard(&["13", "--torus"]);
    assert_eq!(torus["unique"], 11 * 104);
    forged_merge_refused(
        &forged_shard(&torus, 4524, 42 * 104),
        "counted again it has 4524 and 1144",
    );
    // Past the boards merge recounts, the 17 x 17 torus's classes hold at
    // most 8 x 17² of its solutions each.
    let torus = whole_shard(&["17", "--torus"]);
    forged_merge_refused(
        &forged_shard(&torus, 140692, 8 * 17),
        "1 classes of 140692 solutions, but a class holds at most 2312",
    );
}

/// `file`, a checkpoint, with the total and unique of the subproblems
/// `edit` changes, and its checksum recomputed.
fn forged_checkpoint(file: &str, edit: impl Fn(u64, u128, u128) -> (u128, u128)) -> String {
    let file = json(file);
    let text = |key: &str| file[key].as_str().map(str::to_string);
    let number = |key: &str| file[key].as_u64();
    let mut checksum = Checksum::new(&text("format").unwrap());
    if let Some(variant) = text("variant") {
        checksum.text(&variant);
    }
    if let Some(method) = text("method") {
        checksum.text("method").text(&method);
    }
    checksum
        .u64(number("n").unwrap())
        .u64(number("split_version").unwrap())
        .text(&text("fingerprint").unwrap())
        .u64(number("subproblems").unwrap());
    for key in ["shard", "shards"] {
        match number(key) {
            Some(value) => checksum.u64(1).u64(value),
            None => checksum.u64(0),
        };
    }
    checksum.u64((file["seconds"].as_f64().unwrap() * 1000.0).round() as u64);
    let mut done = Vec::new();
    for entry in file["done"].as_array().unwrap() {
        let [index, total, unique] = [0, 1, 2].map(|k| entry[k].as_u64().unwrap());
        let (total, unique) = edit(index, total.into(), unique.into());
        checksum.u64(index).u128(total).u128(unique);
        done.push(format!("[{index},{total},{unique}]"));
    }
    let mut forged = file.as_object().unwrap().clone();
    forged.remove("done");
    forged.insert("checksum".into(), Value::String(checksum.finish()));
    let head = Value::Object(forged).to_string();
    format!(
        r#"{},"done":[{}]}}"#,
        head.strip_suffix('}').unwrap(),
        done.join(",")
    )
}

#[test]
fn forged_checkpoints_that_cannot_be_true_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let resume = |n: &str, edit: &dyn Fn(u64, u128, u128) -> (u128, u128), words: &str| {
        let path = dir.path().join(format!("count {n}.json"));
        let _ = fs::remove_file(&path);
        Test::new()
            .args(["count", n, "--checkpoint", &path_arg(&path)])
            .stderr("")
            .run();
        let forged = forged_checkpoint(&fs::read_to_string(&path).unwrap(), edit);
        fs::write(&path, forged).unwrap();
        if words.is_empty() {
            Test::new()
                .args(["count", "--resume", &path_arg(&path)])
                .stderr("")
                .run();
        } else {
            let stderr = refused(&["count", "--resume", &path_arg(&path)], words);
            assert!(stderr.contains("cannot be true"), "{stderr}");
        }
    };
    // The forger's tools work: unchanged, it resumes.
    resume("14", &|_, total, unique| (total, unique), "");
    // Every class taken away at n = 14: its 365596 solutions in none.
    resume(
        "14",
        &|_, total, _| (total, 0),
        "0 classes of 365596 solutions",
    );
    // One subproblem past every permutation.
    resume(
        "14",
        &|index, total, unique| {
            if index == 0 {
                (u128::MAX / 2, unique)
            } else {
                (total, unique)
            }
        },
        "more than the 87178291200 ways",
    );
    // A small board's subproblems are recounted.
    resume(
        "8",
        &|index, total, unique| {
            if index == 14 {
                (total, 0)
            } else {
                (total, unique)
            }
        },
        "it says 8 solutions and 0 unique, but counted again it has 8 and 1",
    );
}
