//! `nqueens export`: the files for other solvers, solved by one. minisat
//! is required, as tmux is for `watch` (`.ci/run` installs it): a placement
//! it finds for the exported formula must be a solution.

use std::process::Command;

use crate::harness::{EXIT_ERROR, Test, snapshot};

fn export(args: &[&str]) -> String {
    Test::new()
        .arg("export")
        .args(args.iter().copied())
        .run()
        .stdout
}

/// Solves a DIMACS formula with minisat: the true variables, or `None`
/// when it is unsatisfiable.
fn minisat(cnf: &str) -> Option<Vec<usize>> {
    let dir = tempfile::tempdir().unwrap();
    let (input, output) = (dir.path().join("in.cnf"), dir.path().join("out.txt"));
    std::fs::write(&input, cnf).unwrap();
    let status = Command::new("minisat")
        .arg(&input)
        .arg(&output)
        .output()
        .expect("minisat runs (install it: the export tests hand it the formulas)")
        .status;
    let result = std::fs::read_to_string(&output).unwrap();
    match result.lines().next() {
        Some("SAT") => {
            assert_eq!(status.code(), Some(10));
            let model = result.lines().nth(1).unwrap();
            Some(
                model
                    .split_whitespace()
                    .filter_map(|lit| lit.parse::<i64>().ok())
                    .filter(|&lit| lit > 0)
                    .map(|lit| lit as usize)
                    .collect(),
            )
        }
        Some("UNSAT") => None,
        other => panic!("minisat answered {other:?}"),
    }
}

/// The squares the header maps the true variables to (`c v 1 = a8`).
fn squares_of(cnf: &str, variables: &[usize]) -> Vec<String> {
    variables
        .iter()
        .filter_map(|v| {
            let prefix = format!("c v {v} = ");
            cnf.lines()
                .find_map(|line| line.strip_prefix(&prefix))
                .map(str::to_string)
        })
        .collect()
}

/// Whether queens on these squares (chess names, files a.. and ranks 1..)
/// attack each other.
fn attacking(squares: &[String]) -> bool {
    let at: Vec<(i32, i32)> = squares
        .iter()
        .map(|s| {
            let file = i32::from(s.as_bytes()[0] - b'a');
            (file, s[1..].parse::<i32>().unwrap())
        })
        .collect();
    at.iter().enumerate().any(|(i, a)| {
        at[i + 1..]
            .iter()
            .any(|b| a.0 == b.0 || a.1 == b.1 || (a.0 - b.0).abs() == (a.1 - b.1).abs())
    })
}

#[test]
fn the_4_x_4_formula_maps_every_square() {
    snapshot!("export_4_dimacs_head", {
        let text = export(&["4"]);
        text.lines()
            .take(20)
            .map(|l| format!("{l}\n"))
            .collect::<String>()
    });
}

#[test]
fn minisat_solves_the_8_x_8_formula_with_a_placement() {
    let cnf = export(&["8", "--format", "dimacs"]);
    let variables = minisat(&cnf).expect("the eight queens are satisfiable");
    let squares = squares_of(&cnf, &variables);
    assert_eq!(squares.len(), 8, "{squares:?}");
    assert!(!attacking(&squares), "{squares:?}");
}

#[test]
fn a_completion_keeps_its_queens_and_avoids_its_blocked_squares() {
    let cnf = export(&["8", "--queens", "d8", "--blocked", "a1,b1,c1"]);
    let squares = squares_of(&cnf, &minisat(&cnf).unwrap());
    assert_eq!(squares.len(), 8);
    assert!(squares.contains(&"d8".to_string()), "{squares:?}");
    assert!(
        squares
            .iter()
            .all(|s| !["a1", "b1", "c1"].contains(&s.as_str()))
    );
    assert!(!attacking(&squares));
    // Queens that attack each other: no solution, and minisat agrees.
    assert_eq!(minisat(&export(&["8", "--queens", "a1,b2"])), None);
}

#[test]
fn domination_under_its_minimum_is_unsatisfiable() {
    // Five queens dominate the 8 x 8 board, four do not.
    let five = export(&["8", "--dominate", "5"]);
    assert!(
        five.starts_with("c nqueens: at most 5 queens"),
        "{}",
        &five[..80]
    );
    let squares = squares_of(&five, &minisat(&five).unwrap());
    assert!(squares.len() <= 5, "{squares:?}");
    assert_eq!(minisat(&export(&["8", "--dominate", "4"])), None);
}

#[test]
fn the_variants_export_and_satisfy() {
    assert!(minisat(&export(&["5", "--torus"])).is_some());
    assert_eq!(minisat(&export(&["6", "--torus"])), None);
    assert_eq!(minisat(&export(&["9", "--piece", "superqueen"])), None);
    assert!(minisat(&export(&["10", "--piece", "superqueen"])).is_some());
    assert!(minisat(&export(&["8", "--pawns", "d5"])).is_some());
    let dlx = export(&["5", "--torus", "--format", "dlx"]);
    // On the torus every diagonal holds a queen: all four families primary.
    assert!(
        dlx.contains("\nr0 r1 r2 r3 r4 c0 c1 c2 c3 c4 a0 d0 a4 d1 a3 d2 a2 d3 a1 d4\n"),
        "{dlx}"
    );
}

#[test]
fn export_refuses_what_it_cannot_write() {
    Test::new()
        .args(["export", "8", "--dominate", "5", "--format", "dlx"])
        .fails(EXIT_ERROR, "the dlx format cannot express this problem");
    Test::new()
        .args([
            "--lang",
            "vi",
            "export",
            "8",
            "--dominate",
            "5",
            "--format",
            "dlx",
        ])
        .fails(EXIT_ERROR, "định dạng dlx không diễn tả được bài toán này");
    Test::new()
        .args(["export", "8", "--pawns", "1"])
        .fails(EXIT_ERROR, "give the pawns' squares");
    Test::new()
        .args(["export", "8", "--pawns", "d5", "--queens", "d5"])
        .fails(EXIT_ERROR, "d5 holds a pawn");
    Test::new()
        .args(["export", "8", "--independent"])
        .fails(EXIT_ERROR, "--dominate");
    Test::new().args(["export", "0"]).fails(EXIT_ERROR, "0");
    Test::new().args(["export", "65"]).fails(EXIT_ERROR, "65");
    Test::new()
        .args(["export", "8", "--dominate", "0"])
        .fails(EXIT_ERROR, "--dominate");
}
