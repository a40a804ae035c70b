//! The examples of the documents, run again: every `console` block of
//! README.md and docs/*.md is a list of `$ command` lines, each followed by
//! what it printed (standard output and error together). Each command runs
//! under `sh`, with this build of `nqueens` first on the `PATH`, in a
//! folder of the block's own that holds a link to `testdata/`, so the
//! commands of a block share their files.
//!
//! - Times change from run to run, so a number with a unit of time (`s`,
//!   `ms`, `µs`, `ns`), a JSON `"seconds"` and a checksum (which covers
//!   the time) match any value, and a line holding one is compared with
//!   its runs of spaces as one (table columns widen with their numbers).
//! - Output shown ending in a line `...` is the start of what was printed:
//!   the lines before it are compared with the first lines printed.
//! - `$ cat FILE` of a file the folder lacks writes the text shown into it:
//!   the example shows the input the next commands read.
//! - A block that cannot run here (it is interrupted by hand, takes
//!   minutes or needs other machines) says so in the line before it:
//!   `<!-- example not run: why -->`, which GitHub does not show.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::docs::{documents, lines_with_fences, read, root};

const NOT_RUN: &str = "<!-- example not run:";

/// Longer than any example may take: one past it is a block to mark as
/// not run, not a test to wait for.
const COMMAND_LIMIT: Duration = Duration::from_secs(120);

/// One `$ command` of a document, with the output shown under it.
#[derive(Debug)]
struct Example {
    line: usize,
    command: String,
    shown: String,
}

/// The `console` blocks of a document, each as its examples; those marked
/// as not run are left out, and counted.
fn console_blocks(text: &str) -> (Vec<Vec<Example>>, usize) {
    enum Block {
        Outside,
        Run(Vec<Example>),
        NotRun,
    }
    let mut blocks = Vec::new();
    let mut not_run = 0;
    let mut block = Block::Outside;
    let mut previous = "";
    for (number, line, in_fence) in lines_with_fences(text) {
        let trimmed = line.trim_start();
        match &mut block {
            Block::Outside => {
                if in_fence && trimmed == "```console" {
                    block = match previous.trim().strip_prefix(NOT_RUN) {
                        Some(reason) => {
                            assert!(
                                reason.trim_end_matches("-->").trim().len() > 3,
                                "line {}: say why the example is not run",
                                number - 1
                            );
                            not_run += 1;
                            Block::NotRun
                        }
                        None => Block::Run(Vec::new()),
                    };
                }
            }
            _ if trimmed.starts_with("```") => {
                if let Block::Run(examples) = std::mem::replace(&mut block, Block::Outside) {
                    blocks.push(examples);
                }
            }
            Block::NotRun => {}
            Block::Run(examples) => {
                if let Some(command) = line.strip_prefix("$ ") {
                    examples.push(Example {
                        line: number,
                        command: command.to_string(),
                        shown: String::new(),
                    });
                } else if let Some(example) = examples.last_mut() {
                    example.shown.push_str(line);
                    example.shown.push('\n');
                }
            }
        }
        if !line.trim().is_empty() {
            previous = line;
        }
    }
    (blocks, not_run)
}

/// Where a number with a unit of time, a JSON `"seconds"` value or a
/// checksum stands, a placeholder; a line with one has its runs of spaces
/// made one.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let (masked, changed) = mask_line(line);
        if changed {
            out.push_str(&masked.split_whitespace().collect::<Vec<_>>().join(" "));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}

fn mask_line(line: &str) -> (String, bool) {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::new();
    let mut changed = false;
    let mut i = 0;
    while i < chars.len() {
        let rest: String = chars[i..].iter().collect();
        if let Some(after) = rest.strip_prefix("sha256:") {
            let hex = after.chars().take_while(char::is_ascii_hexdigit).count();
            out.push_str("sha256:<checksum>");
            i += "sha256:".len() + hex;
            changed = true;
            continue;
        }
        if let Some(after) = rest.strip_prefix("\"seconds\": ") {
            let number = after
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .count();
            out.push_str("\"seconds\": <time>");
            i += "\"seconds\": ".chars().count() + number;
            changed = true;
            continue;
        }
        let starts_number = chars[i].is_ascii_digit()
            && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '.'));
        if starts_number {
            let mut end = i;
            while end < chars.len() && (chars[end].is_ascii_digit() || chars[end] == '.') {
                end += 1;
            }
            let mut unit_start = end;
            if chars.get(unit_start) == Some(&' ') {
                unit_start += 1;
            }
            let unit = ["s", "ms", "µs", "ns"].iter().find(|unit| {
                let unit: Vec<char> = unit.chars().collect();
                chars[unit_start..].starts_with(&unit)
                    && chars
                        .get(unit_start + unit.len())
                        .is_none_or(|next| !next.is_alphanumeric())
            });
            if let Some(unit) = unit {
                out.push_str("<time>");
                i = unit_start + unit.chars().count();
                changed = true;
                continue;
            }
            out.extend(&chars[i..end]);
            i = end;
            continue;
        }
        out.push(chars[i]);
        i += 1;
    }
    (out, changed)
}

/// Whether what was printed is what the document shows, up to the times,
/// or starts with it where the document cuts it short with `...`.
fn agrees(shown: &str, printed: &str) -> bool {
    let (shown, printed) = (without_times(shown), without_times(printed));
    match shown.strip_suffix("...\n") {
        Some(start) => start.lines().count() > 0 && printed.starts_with(start),
        None => shown == printed,
    }
}

/// A folder for one block's commands, with `testdata/` reachable.
fn workspace() -> tempfile::TempDir {
    let folder = tempfile::tempdir().expect("a temporary folder");
    std::os::unix::fs::symlink(root().join("testdata"), folder.path().join("testdata"))
        .expect("a link to testdata/");
    folder
}

/// Runs `command` under `sh` in `folder`: its standard output and error
/// together, or why it did not finish.
fn run(command: &str, folder: &Path) -> Result<String, String> {
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_nqueens"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().expect("the binary's folder").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let output_path = folder.join(".example-output");
    let output = File::create(&output_path).expect("an output file");
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(command)
        .current_dir(folder)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::null())
        .stderr(output.try_clone().expect("the output file, twice"))
        .stdout(output)
        .spawn()
        .expect("sh runs");
    let started = Instant::now();
    loop {
        if child.try_wait().expect("the shell's status").is_some() {
            break;
        }
        if started.elapsed() > COMMAND_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!(
                "ran past {} s: mark its block with {NOT_RUN} why -->",
                COMMAND_LIMIT.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    std::fs::read_to_string(&output_path).map_err(|error| format!("its output: {error}"))
}

/// Runs one block: the differences from what the document shows.
fn check_block(document: &Path, block: &[Example]) -> Vec<String> {
    let folder = workspace();
    let mut problems = Vec::new();
    for example in block {
        let place = format!(
            "{}:{}: $ {}",
            document.display(),
            example.line,
            example.command
        );
        if let Some(file) = example.command.strip_prefix("cat ")
            && !file.contains(' ')
            && !folder.path().join(file).exists()
        {
            std::fs::write(folder.path().join(file), &example.shown).expect("the file shown");
            continue;
        }
        match run(&example.command, folder.path()) {
            Err(problem) => problems.push(format!("{place}\n{problem}")),
            Ok(printed) => {
                if !agrees(&example.shown, &printed) {
                    problems.push(format!(
                        "{place}\n--- shown ---\n{}--- printed ---\n{printed}",
                        example.shown
                    ));
                }
            }
        }
    }
    problems
}

#[test]
fn every_example_prints_what_its_document_shows() {
    let mut problems = Vec::new();
    let mut run_count = 0;
    for document in documents() {
        if document == Path::new("DESIGN.md") {
            continue;
        }
        let (blocks, _) = console_blocks(&read(&document));
        for block in &blocks {
            run_count += block.len();
            problems.extend(check_block(&document, block));
        }
    }
    assert!(run_count > 60, "only {run_count} examples found");
    assert!(
        problems.is_empty(),
        "{} examples differ from their documents:\n\n{}",
        problems.len(),
        problems.join("\n\n")
    );
}

#[test]
fn blocks_are_read_as_commands_and_output() {
    let text = "text\n\n```console\n$ nqueens a\none\ntwo\n$ nqueens b\n```\n\n\
                <!-- example not run: takes an hour -->\n```console\n$ slow\n```\n\n\
                ```sh\n$ not a console block\n```\n";
    let (blocks, not_run) = console_blocks(text);
    assert_eq!(not_run, 1);
    assert_eq!(blocks.len(), 1);
    let commands: Vec<(&str, &str, usize)> = blocks[0]
        .iter()
        .map(|example| {
            (
                example.command.as_str(),
                example.shown.as_str(),
                example.line,
            )
        })
        .collect();
    assert_eq!(
        commands,
        [("nqueens a", "one\ntwo\n", 4), ("nqueens b", "", 7)]
    );
}

#[test]
fn times_and_checksums_match_any_value() {
    assert_eq!(
        without_times("time: 0.013 s\n"),
        without_times("time: 1.250 s\n")
    );
    assert_eq!(
        without_times("  8   113 ms    118 µs\n"),
        without_times("  8  2.95 s  1.1 µs\n")
    );
    assert_eq!(
        without_times("{\"seconds\": 0.003, \"checksum\": \"sha256:de57\"}\n"),
        without_times("{\"seconds\": 12.5, \"checksum\": \"sha256:0a1b2c\"}\n")
    );
    assert_ne!(
        without_times("Q(14) = 365596\ntime: 0.013 s\n"),
        without_times("Q(14) = 365597\ntime: 0.013 s\n"),
        "numbers that are not times still count"
    );
    assert_ne!(
        without_times("4 queens: 2 solutions.\n"),
        without_times("4  queens: 2 solutions.\n"),
        "spacing counts on a line without a time"
    );
    assert_eq!(without_times("3 runs, v2 s\n"), "3 runs, v2 s\n");
}

#[test]
fn output_cut_short_is_compared_as_far_as_shown() {
    assert!(agrees("one\ntwo\n...\n", "one\ntwo\nthree\n"));
    assert!(!agrees("one\nTWO\n...\n", "one\ntwo\nthree\n"));
    assert!(!agrees("one\n", "one\ntwo\n"), "no cut, no prefix");
    assert!(
        !agrees("...\n", "anything\n"),
        "a cut shows something first"
    );
}
