//! The variants (`--torus`, `--piece superqueen`, `--pawns`) in `solve`
//! and `verify`: every format reads back as solutions, a broken placement
//! is named, and the flags are checked.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, find, snapshot, solve};

/// Each variant as `solve` asks for it, and what `verify` needs to be
/// told of lines that do not state the rules.
const VARIANTS: [(usize, &[&str], &[&str]); 4] = [
    (7, &["--torus"], &["--torus"]),
    (10, &["--piece", "superqueen"], &["--piece", "superqueen"]),
    (8, &["--pawns", "1", "--unique"], &[]),
    (8, &["--pawns", "d5"], &[]),
];

const FORMATS: [&[&str]; 5] = [
    &["--format", "board"],
    &["--unicode"],
    &["--format", "list"],
    &["--format", "algebraic"],
    &["--format", "json"],
];

/// The verdict lines of a `verify` report.
fn verdicts(report: &str) -> Vec<&str> {
    report
        .lines()
        .filter(|line| line.contains(" board, "))
        .collect()
}

#[test]
fn every_format_of_every_variant_reads_back_as_solutions() {
    for (n, variant, rules) in VARIANTS {
        for format in FORMATS {
            let flags: Vec<&str> = variant.iter().chain(format).copied().collect();
            let solutions = solve(n, &flags);
            let board = format.contains(&"board") || format.contains(&"--unicode");
            let placements = if board {
                solutions.matches("Solution ").count()
            } else {
                solutions.lines().count()
            };
            assert!(placements > 0, "{flags:?}");
            // JSON lines name their rules; the others are told them.
            let rules: &[&str] = if format.contains(&"json") { &[] } else { rules };
            let report = Test::new()
                .arg("verify")
                .args(rules.iter().copied())
                .stdin(solutions)
                .run()
                .stdout;
            let verdicts = verdicts(&report);
            assert_eq!(verdicts.len(), placements, "{flags:?}: {report}");
            for verdict in verdicts {
                assert!(verdict.ends_with(", a solution"), "{flags:?}: {verdict}");
                assert!(
                    !verdict.contains(&format!("{n} x {n} board, a")),
                    "{verdict}"
                );
            }
            assert!(
                report.ends_with(": all solutions.\n") || placements == 1,
                "{report}"
            );
        }
    }
}

#[test]
fn solve_7_torus_board_snapshot() {
    snapshot!(
        "solve_7_torus_board",
        solve(7, &["--torus", "--format", "board"])
    );
}

#[test]
fn the_torus_names_itself() {
    let json = solve(7, &["--torus", "--format", "json", "--limit", "1"]);
    assert_eq!(
        json,
        "{\"n\": 7, \"index\": 1, \"variant\": \"torus\", \"queens\": [0, 2, 4, 6, 1, 3, 5]}\n"
    );
    assert!(solve(7, &["--torus"]).ends_with("\n7 queens on the torus: 28 solutions.\n"));
}

#[test]
fn one_pawn_on_8_x_8_has_16_classes_each_with_its_pawn() {
    let list = solve(8, &["--pawns", "1", "--unique", "--format", "list"]);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 16, "{list}");
    for line in &lines {
        let (queens, pawns) = line.split_once(" | ").expect("queens | pawns");
        assert_eq!(queens.split(' ').count(), 9, "{line}");
        assert_eq!(pawns.split(' ').count(), 1, "{line}");
    }
    let boards = solve(8, &["--pawns", "1", "--unique"]);
    assert_eq!(boards.matches("Solution ").count(), 16);
    assert_eq!(boards.matches(" P").count(), 16);
    assert!(boards.ends_with("\n9 queens with pawns: 16 unique solutions.\n"));
    for line in solve(8, &["--pawns", "1", "--unique", "--format", "json"]).lines() {
        let record: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(record["variant"], "pawns", "{line}");
        assert_eq!(record["pawns"].as_array().unwrap().len(), 1, "{line}");
        assert_eq!(record["queens"].as_array().unwrap().len(), 9, "{line}");
    }
}

#[test]
fn pawns_on_given_squares_are_a_puzzle_with_answers() {
    let list = solve(8, &["--pawns", "d5", "--format", "list"]);
    assert!(!list.is_empty());
    for line in list.lines() {
        assert!(line.ends_with(" | 3,3"), "{line}");
    }
    let algebraic = solve(
        8,
        &["--pawns", "d5", "--format", "algebraic", "--limit", "1"],
    );
    assert!(algebraic.ends_with(" | d5\n"), "{algebraic}");
}

#[test]
fn ten_superqueens_have_4_solutions() {
    let list = solve(10, &["--piece", "superqueen", "--format", "list"]);
    assert_eq!(list.lines().count(), 4, "{list}");
    assert!(solve(10, &["--piece", "superqueen"]).ends_with("\n10 superqueens: 4 solutions.\n"));
}

#[test]
fn no_solution_is_exit_1_with_the_reason() {
    Test::new()
        .args(["solve", "6", "--torus"])
        .stdout("")
        .stderr("no torus solution: 6 is divisible by 2 or 3, and by Pólya's theorem the n x n torus has solutions only when n is divisible by neither\n")
        .status(EXIT_FAILURE)
        .run();
    Test::new()
        .args(["solve", "8", "--piece", "superqueen", "--format", "list"])
        .stdout("")
        .fails(EXIT_FAILURE, "superqueen solutions start at n = 10");
}

#[test]
fn broken_placements_are_named_by_the_pair_and_the_line() {
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["--torus"],
            "0 2 4 1 3 5 6\n",
            "a7 and d3 share a diagonal that wraps round the torus",
        ),
        (
            &["--piece", "superqueen"],
            "1 3 5 7 9 0 2 4 6 8\n",
            "b10 and d9 are a knight's move apart",
        ),
        (
            &[],
            "h8 b7 d6 a5 f5 c4 e3 g2 d2 | d5\n",
            "a5 and d2 share a diagonal with no pawn between them",
        ),
        (
            &[],
            "{\"n\": 7, \"index\": 1, \"variant\": \"torus\", \"queens\": [0, 2, 4, 1, 3, 5, 6]}\n",
            "a7 and d3 share a diagonal that wraps round the torus",
        ),
        (
            &[],
            "{\"n\": 8, \"variant\": \"pawns\", \"pawns\": [[3, 3]], \"queens\": \
             [[0, 7], [1, 1], [2, 3], [3, 0], [3, 3], [4, 2], [5, 4], [6, 6], [7, 3]]}\n",
            "a queen stands on the pawn on d5",
        ),
    ];
    for (flags, input, pair) in cases {
        let run = Test::new()
            .arg("verify")
            .args(flags.iter().copied())
            .stdin(input)
            .status(EXIT_FAILURE)
            .run();
        assert!(run.stdout.contains("not a solution: "), "{}", run.stdout);
        assert!(run.stdout.contains(pair), "{pair:?} not in {}", run.stdout);
    }
    // The same pawns' placement with a queen moved off its row.
    let board = "\
8 . . . . . . . Q
7 . Q . . . . . .
6 . . . Q . . . .
5 Q . . P . Q . .
4 . . Q . . . . .
3 . . . . Q . . .
2 . . . Q . . Q .
1 . . . . . . . .
  a b c d e f g h
";
    Test::new()
        .arg("verify")
        .stdin(board)
        .status(EXIT_FAILURE)
        .stdout(
            "1: 8 x 8 board, queens and 1 pawn on d5, not a solution: a5 and d2 share a \
             diagonal with no pawn between them; d2 and g2 share a row with no pawn between \
             them; e3 and d2 share a diagonal with no pawn between them\n\
             1 placement: not a solution.\n",
        )
        .run();
}

#[test]
fn input_and_flags_that_differ_are_an_error() {
    let json = solve(7, &["--torus", "--format", "json", "--limit", "1"]);
    Test::new()
        .args(["verify", "--piece", "superqueen"])
        .stdin(json)
        .fails(
            EXIT_ERROR,
            "line 1: the placement is of queens on the torus, but the flags ask for superqueens",
        );
    Test::new()
        .args(["verify", "--pawns", "d5"])
        .stdin("0 2 4 6 1 3 5\n")
        .fails(
            EXIT_ERROR,
            "--pawns d5 asks for pawns, but the placement shows none",
        );
}

#[test]
fn svg_draws_the_pawns() {
    let svg = solve(8, &["--pawns", "d5", "--format", "svg", "--limit", "2"]);
    assert_eq!(svg.matches("<use class=\"pawn\"").count(), 2);
    assert_eq!(svg.matches("<use class=\"queen\"").count(), 18);
    assert!(svg.contains("<title>9 queens with pawns: the first 2 solutions</title>"));
}

#[test]
fn bad_variant_flags_are_one_line_errors() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--torus", "--pawns", "1"],
            "choose one of --torus and --pawns, not both",
        ),
        (&["--pawns", "a1"], "a pawn on a1 stands on the border"),
        (
            &["--pawns", "d4,d5"],
            "the pawns on d4 and d5 stand side by side",
        ),
        (&["--pawns", "d4,d4"], "the pawn on d4 is given twice"),
        (
            &["--pawns", "40"],
            "40 pawns do not fit on the 8 x 8 board: at most 18",
        ),
        (&["--pawns", "0"], "--pawns takes a number of pawns from 1"),
        (&["--pawns", "z9"], "z9"),
        (
            &["--torus", "--method", "marks"],
            "--method marks searches the classic board",
        ),
        (
            &["--pawns", "1", "--format", "list", "--one-based"],
            "--one-based counts the columns of one queen a row",
        ),
    ];
    for (flags, message) in cases {
        Test::new()
            .args(["solve", "8"])
            .args(flags.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
    Test::new()
        .args(["solve", "65", "--piece", "superqueen"])
        .stdout("")
        .fails(EXIT_ERROR, "up to 4096 squares (64 x 64), not 4225");
}

#[test]
fn find_builds_a_torus_of_any_size_and_verify_reads_it_back() {
    let list = find(1001, &["--torus", "--format", "list", "--check"]);
    assert_eq!(list.split_whitespace().count(), 1001);
    for (rules, format) in [(&["--torus"][..], "list"), (&[][..], "json")] {
        let placement = find(1001, &["--torus", "--format", format]);
        Test::new()
            .arg("verify")
            .args(rules.iter().copied())
            .stdin(placement)
            .stdout(
                "1: 1001 x 1001 board, queens on the torus, a solution\n\
                 1 placement: a solution.\n",
            )
            .run();
    }
    assert_eq!(
        find(5, &["--torus", "--format", "json", "--one-based"]),
        "{\"n\": 5, \"index\": 1, \"one_based\": true, \"variant\": \"torus\", \"queens\": [1, 3, 5, 2, 4]}\n"
    );
    // A wide torus broken is named as a small one is.
    let columns: Vec<String> = (0..40).map(|row| (3 * row % 40).to_string()).collect();
    let run = Test::new()
        .args(["verify", "--torus"])
        .stdin(columns.join(" ") + "\n")
        .status(EXIT_FAILURE)
        .run();
    assert!(
        run.stdout
            .contains("not a solution: (0,0) and (20,20) share a diagonal; "),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("; and 50 more attacking pairs\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn find_searches_superqueens_and_pawns() {
    let cases: [(usize, &[&str], &[&str]); 3] = [
        (12, &["--piece", "superqueen"], &["--piece", "superqueen"]),
        (8, &["--pawns", "d5"], &[]),
        (8, &["--pawns", "2"], &[]),
    ];
    for (n, variant, rules) in cases {
        for format in ["board", "list", "json"] {
            let flags: Vec<&str> = variant
                .iter()
                .copied()
                .chain(["--format", format, "--check"])
                .collect();
            let placement = find(n, &flags);
            let rules: &[&str] = if format == "json" { &[] } else { rules };
            let report = Test::new()
                .arg("verify")
                .args(rules.iter().copied())
                .stdin(placement)
                .run()
                .stdout;
            assert!(
                report.ends_with("1 placement: a solution.\n"),
                "{flags:?}: {report}"
            );
        }
    }
    let board = find(8, &["--pawns", "d5"]);
    assert_eq!(board.matches('P').count(), 1, "{board}");
    assert_eq!(board.matches('Q').count(), 9, "{board}");
}

#[test]
fn find_says_why_a_variant_has_no_solution() {
    Test::new()
        .args(["find", "9", "--torus"])
        .stdout("")
        .stderr("no torus solution: 9 is divisible by 2 or 3, and by Pólya's theorem the n x n torus has solutions only when n is divisible by neither\n")
        .status(EXIT_FAILURE)
        .run();
    Test::new()
        .args(["find", "9", "--piece", "superqueen"])
        .stdout("")
        .fails(EXIT_FAILURE, "no solution for 9 superqueens");
    let cases: &[(&[&str], &str)] = &[
        (
            &["8", "--torus", "--method", "random"],
            "--method random searches the classic board",
        ),
        (&["8", "--pawns", "a1"], "a pawn on a1 stands on the border"),
        (
            &["8", "--pawns", "1", "--format", "json", "--one-based"],
            "--one-based counts the columns of one queen a row",
        ),
        (
            &["1000000007", "--torus", "--format", "list"],
            "of memory, more than",
        ),
        (
            &["65", "--piece", "superqueen", "--format", "list"],
            "not 4225",
        ),
    ];
    for (args, message) in cases {
        Test::new()
            .arg("find")
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
}

/// What `render ARGS...` draws, for a run that succeeds.
fn render(args: &[&str], stdin: &str) -> String {
    Test::new()
        .arg("render")
        .args(args.iter().copied())
        .stdin(stdin)
        .run()
        .stdout
}

#[test]
fn render_draws_a_variants_solutions() {
    let sheet = render(&["7", "--torus", "--all"], "");
    assert!(sheet.contains("<title>7 queens on the torus: 28 solutions</title>"));
    assert_eq!(sheet.matches("<g class=\"board\"").count(), 28);
    let sheet = render(&["10", "--piece", "superqueen", "--unique", "--all"], "");
    assert!(sheet.contains("<title>10 superqueens: 1 unique solution</title>"));
    // The placements solve lists, drawn from any format with their pawns.
    for format in ["board", "list", "json"] {
        let placement = solve(8, &["--pawns", "d5", "--format", format, "--limit", "1"]);
        let svg = render(&[], &placement);
        assert!(
            svg.contains("<title>9 queens with pawns</title>"),
            "{format}"
        );
        assert!(
            svg.contains(r##"<use class="pawn" xlink:href="#pawn" x="300" y="300" data-row="3" data-col="3"/>"##),
            "{format}: {svg}"
        );
        assert_eq!(svg.matches("<use class=\"queen\"").count(), 9, "{format}");
    }
    let json = solve(7, &["--torus", "--format", "json", "--limit", "1"]);
    assert!(render(&[], &json).contains("<title>7 queens on the torus</title>"));
}

#[test]
fn render_refuses_what_a_variant_cannot_draw() {
    Test::new()
        .args(["render", "8", "--torus"])
        .stdout("")
        .fails(EXIT_FAILURE, "is divisible by 2 or 3");
    let cases: &[(&[&str], &str)] = &[
        (
            &["8", "--tour", "--torus"],
            "a knight's tour has no variant",
        ),
        (
            &["8", "--pawns", "d5", "--queens", "1,3,5,7,2,0,6,4"],
            "--queens gives one queen a row",
        ),
        (
            &["10", "--piece", "superqueen", "--solution", "5"],
            "there is no solution 5: 10 superqueens have 4 solutions",
        ),
        (&["8", "--pawns", "d4,e4"], "stand side by side"),
    ];
    for (args, message) in cases {
        Test::new()
            .arg("render")
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
    let json = solve(7, &["--torus", "--format", "json", "--limit", "1"]);
    Test::new()
        .args(["render", "--piece", "superqueen"])
        .stdin(json)
        .stdout("")
        .fails(
            EXIT_ERROR,
            "is of queens on the torus, but the flags ask for superqueens",
        );
}

#[test]
fn complete_refuses_a_variants_placement() {
    for (flags, format) in [(&["--pawns", "d5"][..], "list"), (&["--torus"][..], "json")] {
        let n = if flags.contains(&"--torus") { 7 } else { 8 };
        let mut args = flags.to_vec();
        args.extend(["--format", format, "--limit", "1"]);
        let placement = solve(n, &args);
        Test::new()
            .arg("complete")
            .stdin(placement)
            .stdout("")
            .fails(EXIT_ERROR, "complete fills the classic board");
    }
}

#[test]
fn listing_every_pawn_set_on_a_large_board_is_warned_about_and_finding_one_is_quick() {
    // The search would go on for minutes.
    let warning =
        crate::harness::first_stderr_line(&["solve", "18", "--pawns", "1", "--format", "list"]);
    assert!(
        warning.starts_with("nqueens: warning: the sets of 1 pawn are searched in order"),
        "{warning}"
    );
    assert!(warning.contains("--pawns SQUARES"), "{warning}");
    // find tries the sets nearest the centre first: at once, no warning.
    let found = Test::new()
        .args(["find", "24", "--pawns", "1", "--format", "list"])
        .stderr("")
        .run()
        .stdout;
    Test::new()
        .arg("verify")
        .stdin(found)
        .stdout(
            "1: 24 x 24 board, queens and 1 pawn on l13, a solution\n1 placement: a solution.\n",
        )
        .run();
    // A refused run gets its error alone.
    Test::new()
        .args(["find", "18", "--pawns", "200"])
        .stdout("")
        .fails(EXIT_ERROR, "200 pawns do not fit on the 18 x 18 board");
}
