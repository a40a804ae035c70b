//! `nqueens code`: the lessons' programs as shown (snapshots), in both
//! languages, with line numbers, the error for a method a language lacks,
//! and the text shown compiled and run: what a student copies works.

use std::path::Path;
use std::process::Command;

use crate::harness::{EXIT_ERROR, Test, snapshot};

fn code(args: &[&str]) -> String {
    let mut all = vec!["code"];
    all.extend_from_slice(args);
    Test::new().args(all).stderr("").run().stdout
}

#[test]
fn code_python_is_the_school_lessons_program() {
    let python = code(&["python"]);
    assert!(python.contains("def tryNext(k):"));
    assert!(python.contains("def check(A, i, k):"));
    assert!(python.contains("A[k] is the ROW of the queen in COLUMN k"));
    assert!(!python.contains("@step"));
    snapshot!("code_python", python);
}

#[test]
fn code_speaks_the_language_of_the_run() {
    let pascal = code(&["pascal", "--lang", "vi"]);
    assert!(pascal.contains("{ Bỏ quân hậu ra: ba đường của nó lại trống. }"));
    assert!(!pascal.contains("Take the queen back"));
    snapshot!("code_pascal_vi", pascal);
    let english = code(&["pascal"]);
    assert_eq!(english.lines().count(), pascal.lines().count());
}

#[test]
fn every_program_can_be_asked_for() {
    for (language, method, needle) in [
        ("python", "pairwise", "tryNext(k + 1)"),
        ("pascal", "marks", "Try(i + 1)"),
        ("pascal", "tour", "d[u, v] := i;"),
        ("java", "marks", "public class QueensMarks"),
        ("java", "stack", "Stack<Integer> stack = new Stack<>();"),
        ("cpp", "marks", "c[i - j + n]"),
        ("cpp", "brute", "void Gen(int i)"),
    ] {
        let text = code(&[language, "--method", method]);
        assert!(text.contains(needle), "{language} {method}");
    }
    snapshot!(
        "code_java_stack_numbered",
        code(&["java", "-m", "stack", "-n"])
    );
}

#[test]
fn a_method_the_language_lacks_is_an_error() {
    Test::new()
        .args(["code", "python", "--method", "brute"])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "there is no python program for the method brute; python has: pairwise",
        );
    Test::new()
        .args(["code", "cobol"])
        .stdout("")
        .status(EXIT_ERROR)
        .run();
}

/// Runs a program, failing with a clear message when it cannot start.
#[track_caller]
fn output_of(program: &str, args: &[&str], dir: &Path) -> String {
    let output = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap_or_else(|error| {
            panic!("cannot run `{program}` ({error}): install python3, fpc, javac and g++")
        });
    assert!(
        output.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The text `code` prints, in either language, is a program that works:
/// for n = 6 it finds the four solutions.
#[test]
fn the_programs_shown_compile_and_run() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    for lang in ["en", "vi"] {
        let save = |args: &[&str], file: &str| {
            let mut all = vec!["--lang", lang];
            all.extend_from_slice(args);
            std::fs::write(path.join(file), code(&all)).unwrap();
        };
        save(&["python"], "queens.py");
        let python = output_of("python3", &["queens.py", "6"], path);
        assert_eq!(python.matches("Phương án").count(), 4, "{lang}");

        save(&["pascal"], "queens_marks.pas");
        output_of("fpc", &["-v0", "queens_marks.pas"], path);
        let pascal = output_of("./queens_marks", &["6"], path);
        assert!(
            pascal.starts_with("Nghiem 1: 2 4 6 1 3 5\n"),
            "{lang}: {pascal}"
        );
        assert_eq!(pascal.lines().count(), 4);

        save(&["pascal", "-m", "tour"], "knights_tour.pas");
        output_of("fpc", &["-v0", "knights_tour.pas"], path);
        let tour = output_of("./knights_tour", &["5", "1", "1"], path);
        assert_eq!(tour.lines().count(), 5, "{lang}: {tour}");

        for (method, file) in [("marks", "queens_marks.cpp"), ("brute", "queens_brute.cpp")] {
            save(&["cpp", "-m", method], file);
            output_of("g++", &["-O2", "-o", method, file], path);
            let cpp = output_of(&format!("./{method}"), &["6"], path);
            assert!(
                cpp.starts_with("Nghiem 1: 2 4 6 1 3 5\n"),
                "{lang} {method}: {cpp}"
            );
        }

        save(&["java", "-m", "marks"], "QueensMarks.java");
        save(&["java", "-m", "stack"], "QueensStack.java");
        output_of(
            "javac",
            &["-d", ".", "QueensMarks.java", "QueensStack.java"],
            path,
        );
        for class in ["QueensMarks", "QueensStack"] {
            let java = output_of("java", &["-cp", ".", class, "6"], path);
            assert!(
                java.starts_with("Cach 1: 1 3 5 0 2 4\n"),
                "{lang} {class}: {java}"
            );
            assert_eq!(java.lines().count(), 4);
        }
    }
}
