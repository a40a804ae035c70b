//! The lessons' programs run for real, with python3, fpc, javac and g++:
//! what each prints for n = 1..8 must be the library's solutions in the
//! library's order, read through the program's conventions. A missing
//! compiler fails the test with its name (CI installs them all).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

use nqueens::lesson::{self, Algorithm, Language, Program};
use nqueens::{Method, Square, solutions, tour};

const SIZES: std::ops::RangeInclusive<usize> = 1..=8;

/// A folder of its own under the system's temporary folder, removed when
/// dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(label: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let path = std::env::temp_dir().join(format!(
            "nqueens-lesson-{}-{}-{label}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&path).unwrap();
        Scratch(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `program` with `args`, failing clearly when it is not installed
/// or fails.
#[track_caller]
fn run(program: &str, args: &[&str], dir: &Path) -> String {
    let output: Output = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|error| {
            panic!(
                "cannot run `{program}` ({error}): the lessons' programs are tested with \
                 python3, fpc (Debian: fp-compiler), javac and java (default-jdk-headless) \
                 and g++; install them"
            )
        });
    assert!(
        output.status.success(),
        "`{program} {}` failed: {}\n{}",
        args.join(" "),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("the programs print UTF-8")
}

fn program(language: Language, algorithm: Algorithm) -> &'static Program {
    lesson::find(language, algorithm).unwrap()
}

/// Writes the program's file as the repository holds it.
fn write(program: &Program, dir: &Path) -> PathBuf {
    let path = dir.join(program.file_name());
    std::fs::write(&path, program.source()).unwrap();
    path
}

/// The library's solutions, each row's column counted from `base`.
fn expected(n: usize, base: usize) -> Vec<Vec<usize>> {
    solutions(n, Method::Marks)
        .unwrap()
        .into_iter()
        .map(|placement| placement.queens().iter().map(|col| col + base).collect())
        .collect()
}

/// The solutions printed as lines `<word> k: c1 c2 ...`, numbered from 1.
fn numbered_lines(output: &str, word: &str) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    for line in output.lines() {
        let Some(rest) = line.strip_prefix(word) else {
            continue;
        };
        let (number, columns) = rest.split_once(':').expect("`<word> k: ...`");
        assert_eq!(
            number.trim().parse::<usize>().unwrap(),
            found.len() + 1,
            "{line}"
        );
        found.push(
            columns
                .split_whitespace()
                .map(|col| col.parse().unwrap())
                .collect(),
        );
    }
    found
}

/// Python's boards: `Phương án k :` and then n lines of `Q` and `0`, the
/// queen of column k in row A[k]. A[k], read back, is the library's
/// `queens[k]`: its column k is the library's row.
fn python_boards(output: &str, n: usize) -> Vec<Vec<usize>> {
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines[0], "A[k] = hàng của quân hậu ở cột k");
    let mut found = Vec::new();
    let mut at = 1;
    while at < lines.len() && lines[at].starts_with("Phương án") {
        let number = lines[at]
            .trim_start_matches("Phương án")
            .trim_end_matches(':')
            .trim();
        assert_eq!(number.parse::<usize>().unwrap(), found.len() + 1);
        let board: Vec<Vec<&str>> = lines[at + 1..at + 1 + n]
            .iter()
            .map(|line| line.split(' ').collect())
            .collect();
        let mut a = vec![usize::MAX; n];
        for (row, cells) in board.iter().enumerate() {
            assert_eq!(cells.len(), n);
            for (k, &cell) in cells.iter().enumerate() {
                match cell {
                    "Q" => {
                        assert_eq!(a[k], usize::MAX, "one queen per column");
                        a[k] = row;
                    }
                    "0" => {}
                    other => panic!("cell {other:?}"),
                }
            }
        }
        found.push(a);
        at += 1 + n;
    }
    if found.is_empty() {
        assert_eq!(lines.get(1), Some(&"Không có phương án nào"));
    } else {
        assert_eq!(at, lines.len(), "nothing after the boards");
    }
    found
}

#[test]
fn python_prints_the_librarys_solutions() {
    let dir = Scratch::new("python");
    let file = write(
        program(Language::Python, Algorithm::Queens(Method::Pairwise)),
        &dir.0,
    );
    for n in SIZES {
        let output = run("python3", &[file.to_str().unwrap(), &n.to_string()], &dir.0);
        assert_eq!(python_boards(&output, n), expected(n, 0), "n = {n}");
    }
}

#[test]
fn pascal_prints_the_librarys_solutions() {
    let dir = Scratch::new("pascal");
    let file = write(
        program(Language::Pascal, Algorithm::Queens(Method::Marks)),
        &dir.0,
    );
    run("fpc", &["-v0", "-oqueens", file.to_str().unwrap()], &dir.0);
    for n in SIZES {
        let output = run("./queens", &[&n.to_string()], &dir.0);
        assert_eq!(numbered_lines(&output, "Nghiem"), expected(n, 1), "n = {n}");
    }
}

#[test]
fn cpp_programs_print_the_librarys_solutions() {
    let dir = Scratch::new("cpp");
    for (method, binary) in [(Method::Marks, "./marks"), (Method::Brute, "./brute")] {
        let file = write(program(Language::Cpp, Algorithm::Queens(method)), &dir.0);
        run(
            "g++",
            &["-O2", "-o", &binary[2..], file.to_str().unwrap()],
            &dir.0,
        );
        for n in SIZES {
            let output = run(binary, &[&n.to_string()], &dir.0);
            assert_eq!(
                numbered_lines(&output, "Nghiem"),
                expected(n, 1),
                "{binary}, n = {n}"
            );
        }
    }
}

#[test]
fn java_programs_print_the_librarys_solutions() {
    let dir = Scratch::new("java");
    let files: Vec<PathBuf> = [Method::Marks, Method::Stack]
        .into_iter()
        .map(|method| write(program(Language::Java, Algorithm::Queens(method)), &dir.0))
        .collect();
    // One javac for both: the compiler's start is most of its time.
    let mut args = vec!["-d", "."];
    args.extend(files.iter().map(|file| file.to_str().unwrap()));
    run("javac", &args, &dir.0);
    for class in ["QueensMarks", "QueensStack"] {
        for n in SIZES {
            let output = run("java", &["-cp", ".", class, &n.to_string()], &dir.0);
            assert_eq!(
                numbered_lines(&output, "Cach"),
                expected(n, 0),
                "{class}, n = {n}"
            );
        }
    }
}

/// The tour's board as printed: rows of move numbers, read back as the
/// path of squares.
fn printed_tour(output: &str, n: usize) -> Option<Vec<Square>> {
    let rows: Vec<Vec<usize>> = output
        .lines()
        .filter(|line| line.trim().chars().all(|c| c.is_ascii_digit() || c == ' '))
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            line.split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect()
        })
        .collect();
    if rows.is_empty() {
        assert_eq!(output.trim(), "Khong co cach di");
        return None;
    }
    assert_eq!(rows.len(), n);
    let mut path = vec![Square::new(0, 0); n * n];
    for (row, numbers) in rows.iter().enumerate() {
        for (col, &number) in numbers.iter().enumerate() {
            path[number - 1] = Square::new(row, col);
        }
    }
    Some(path)
}

#[test]
fn pascal_tour_prints_the_librarys_first_tour() {
    let dir = Scratch::new("tour");
    let file = write(program(Language::Pascal, Algorithm::KnightsTour), &dir.0);
    run("fpc", &["-v0", "-otour", file.to_str().unwrap()], &dir.0);
    for (n, row, col) in [
        (1, 0, 0),
        (3, 0, 0),
        (5, 0, 0),
        (5, 0, 1),
        (5, 2, 2),
        (6, 0, 0),
    ] {
        let start = Square::new(row, col);
        let output = run(
            "./tour",
            &[
                &n.to_string(),
                &(row + 1).to_string(),
                &(col + 1).to_string(),
            ],
            &dir.0,
        );
        let library = tour::backtrack(n, n, start, false)
            .unwrap()
            .map(|tour| tour.squares().collect::<Vec<_>>());
        assert_eq!(
            printed_tour(&output, n),
            library,
            "{n} x {n} from {start:?}"
        );
    }
}

#[test]
fn programs_read_n_from_stdin_when_not_given() {
    let dir = Scratch::new("stdin");
    let file = write(
        program(Language::Python, Algorithm::Queens(Method::Pairwise)),
        &dir.0,
    );
    let mut child = Command::new("python3")
        .arg(&file)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"4\n").unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let text = text.strip_prefix("n = ").unwrap();
    assert_eq!(python_boards(text, 4), expected(4, 0));
}
