//! A builder for running the `nqueens` binary and checking what it did, in
//! the style of the `just` crate's tests:
//!
//! ```ignore
//! Test::new().args(["solve", "4"]).stdout("...").status(0).run();
//! ```
//!
//! Every run is also checked for what must never happen: a panic, and an
//! error (status 2) that is not exactly one line on stderr.
//!
//! Also here: what the files of `cases` share (running `solve`, reading
//! JSON, a solution checker of their own) and the one snapshot folder.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

pub const EXIT_SUCCESS: i32 = 0;
pub const EXIT_FAILURE: i32 = 1;
pub const EXIT_ERROR: i32 = 2;

/// The binary, with an environment that keeps its output stable: a fixed
/// width for the help, no colours, and English whatever the locale of the
/// machine running the tests.
pub fn nqueens() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nqueens"));
    command
        .env("COLUMNS", "100")
        .env_remove("CLICOLOR_FORCE")
        .env("NO_COLOR", "1")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    command
}

/// Runs the binary with `args`, reads the first line of its output, then
/// closes the pipe under it, as `| head -1` does; returns that line and what
/// the process did after.
pub fn first_line_then_close(args: &[&str]) -> (String, std::process::Output) {
    use std::io::{BufRead, BufReader};
    let mut child = nqueens()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut first)
        .expect("a line of output");
    // The reader is dropped here, closing the pipe under the writer.
    let output = child.wait_with_output().expect("the binary ends");
    (first, output)
}

#[derive(Debug)]
#[must_use = "a test does nothing until it is run"]
pub struct Test {
    args: Vec<String>,
    env: Vec<(String, String)>,
    stdin: Option<String>,
    stdout: Option<String>,
    stderr: Option<String>,
    status: i32,
}

/// What a run printed.
#[derive(Debug)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
}

impl Test {
    pub fn new() -> Test {
        Test {
            args: Vec::new(),
            env: Vec::new(),
            stdin: None,
            stdout: None,
            stderr: None,
            status: EXIT_SUCCESS,
        }
    }

    pub fn arg(mut self, arg: impl Into<String>) -> Test {
        self.args.push(arg.into());
        self
    }

    pub fn args<I, S>(mut self, args: I) -> Test
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// An environment variable for the run, such as `LANG`.
    pub fn env(mut self, name: impl Into<String>, value: impl Into<String>) -> Test {
        self.env.push((name.into(), value.into()));
        self
    }

    pub fn stdin(mut self, text: impl Into<String>) -> Test {
        self.stdin = Some(text.into());
        self
    }

    /// The exact standard output expected.
    pub fn stdout(mut self, text: impl Into<String>) -> Test {
        self.stdout = Some(text.into());
        self
    }

    /// The exact standard error expected.
    pub fn stderr(mut self, text: impl Into<String>) -> Test {
        self.stderr = Some(text.into());
        self
    }

    pub fn status(mut self, status: i32) -> Test {
        self.status = status;
        self
    }

    /// Runs, expecting exit status `status` and `message` somewhere on
    /// stderr.
    #[track_caller]
    pub fn fails(self, status: i32, message: &str) -> Run {
        let args = self.args.join(" ");
        let run = self.status(status).run();
        assert!(
            run.stderr.contains(message),
            "nqueens {args}: {message:?} is not in {:?}",
            run.stderr
        );
        run
    }

    #[track_caller]
    pub fn run(self) -> Run {
        let mut child = nqueens()
            .args(&self.args)
            .envs(self.env.iter().map(|(name, value)| (name, value)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the nqueens binary runs");
        let mut stdin = child.stdin.take().expect("stdin is piped");
        let input = self.stdin.clone().unwrap_or_default();
        // Write from another thread so that a large input cannot deadlock
        // against a large output.
        let writer = std::thread::spawn(move || {
            // The binary may exit without reading everything.
            let _ = stdin.write_all(input.as_bytes());
        });
        let output = child
            .wait_with_output()
            .expect("the nqueens binary finishes");
        writer.join().expect("the input is written");

        let stdout = String::from_utf8(output.stdout).expect("stdout is UTF-8");
        let stderr = String::from_utf8(output.stderr).expect("stderr is UTF-8");
        let context = format!("nqueens {}\n--- stderr ---\n{stderr}", self.args.join(" "));

        assert_eq!(
            output.status.code(),
            Some(self.status),
            "exit status of {context}"
        );
        if let Some(expected) = &self.stdout {
            assert_eq!(&stdout, expected, "stdout of {context}");
        }
        if let Some(expected) = &self.stderr {
            assert_eq!(&stderr, expected, "stderr of {context}");
        }
        assert!(!stderr.contains("panicked"), "a panic in {context}");
        if self.status == EXIT_ERROR {
            assert_eq!(
                stderr.lines().count(),
                1,
                "one line on stderr from {context}"
            );
            assert!(
                ["nqueens: error: ", "nqueens: lỗi: "]
                    .iter()
                    .any(|prefix| stderr.starts_with(prefix)),
                "an error line from {context}"
            );
        }
        Run { stdout, stderr }
    }
}

/// Checks `value` against `tests/snapshots/<name>.snap`: one folder for
/// every file of `cases`, and names without the module path, so that a test
/// can move between files and keep its snapshot.
macro_rules! snapshot {
    ($name:expr, $value:expr $(,)?) => {
        insta::with_settings!(
            {
                snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/tests/snapshots"),
                prepend_module_to_snapshot => false,
            },
            { insta::assert_snapshot!($name, $value) }
        )
    };
}
pub(crate) use snapshot;

/// Every format `solve` writes, as its flags.
pub const FORMATS: [&[&str]; 8] = [
    &["--format", "board"],
    &["--unicode"],
    &["--format", "list"],
    &["--format", "list", "--one-based"],
    &["--format", "algebraic"],
    &["--format", "json"],
    &["--format", "json", "--one-based"],
    &["--unique"],
];

/// What `solve N FLAGS...` prints, for a run that succeeds.
#[track_caller]
pub fn solve(n: usize, flags: &[&str]) -> String {
    printed("solve", n, flags)
}

/// What `find N FLAGS...` prints, for a run that succeeds.
#[track_caller]
pub fn find(n: usize, flags: &[&str]) -> String {
    printed("find", n, flags)
}

/// What `COMMAND N FLAGS...` prints, for a run that succeeds.
#[track_caller]
fn printed(command: &str, n: usize, flags: &[&str]) -> String {
    Test::new()
        .args([command, &n.to_string()])
        .args(flags.iter().copied())
        .run()
        .stdout
}

/// The first line a run that would go on for minutes writes on stderr
/// (its warning), after which the run is stopped.
#[track_caller]
pub fn first_stderr_line(args: &[&str]) -> String {
    use std::io::{BufRead, BufReader};
    let mut child = nqueens()
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the nqueens binary runs");
    let mut line = String::new();
    BufReader::new(child.stderr.take().expect("stderr is piped"))
        .read_line(&mut line)
        .expect("a line on stderr");
    child.kill().expect("the run stops");
    child.wait().expect("the binary ends");
    line
}

/// The output without its timing line (`time: …`, in either language).
pub fn untimed(stdout: &str) -> String {
    stdout
        .lines()
        .filter(|line| !line.starts_with("time: ") && !line.starts_with("thời gian: "))
        .map(|line| format!("{line}\n"))
        .collect()
}

/// The one JSON document a command printed.
#[track_caller]
pub fn json(stdout: &str) -> Value {
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    serde_json::from_str(stdout).unwrap_or_else(|err| panic!("{err}: {stdout}"))
}

pub fn path_arg(path: &Path) -> String {
    path.to_str().expect("a UTF-8 temporary path").to_string()
}

/// Whether `queens` (the column of each row's queen) is a solution, checked
/// from the definition with nothing from the library: no two queens share
/// a column, a diagonal r + c or an anti-diagonal r - c.
pub fn is_valid_solution(queens: &[usize]) -> bool {
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

/// The body of an HTTP answer sent in chunks (`Transfer-Encoding:
/// chunked`), joined.
pub fn unchunk(mut body: &str) -> String {
    let mut joined = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        joined.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    joined
}

/// The address in `serve`'s first line (`serving on http://ADDRESS/`).
#[track_caller]
pub fn served_address(line: &str) -> String {
    line.trim()
        .strip_prefix("serving on http://")
        .and_then(|rest| rest.strip_suffix('/'))
        .unwrap_or_else(|| panic!("not the address line: {line:?}"))
        .to_string()
}

/// Waits until `child`, a count writing its checkpoint to `checkpoint`, has
/// saved some subproblems (20 s at most, failing if it ends first), then
/// interrupts it as Ctrl-C would and returns what it printed. Saves replace
/// the file whole, so it parses whenever it exists.
#[cfg(unix)]
pub fn interrupt_once_saved(
    mut child: std::process::Child,
    checkpoint: &std::path::Path,
) -> std::process::Output {
    use std::time::{Duration, Instant};
    let deadline = Instant::now() + Duration::from_secs(20);
    let saved_some = || {
        std::fs::read(checkpoint).is_ok_and(|bytes| {
            serde_json::from_slice::<serde_json::Value>(&bytes).is_ok_and(|saved| {
                saved["done"]
                    .as_array()
                    .is_some_and(|done| !done.is_empty())
            })
        })
    };
    while !saved_some() {
        assert!(
            child.try_wait().unwrap().is_none(),
            "the count ended before it was interrupted"
        );
        assert!(Instant::now() < deadline, "no subproblems were saved");
        std::thread::sleep(Duration::from_millis(5));
    }
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    child.wait_with_output().unwrap()
}
