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
