use super::*;

fn columns(placement: &InputPlacement) -> Vec<(usize, usize)> {
    placement.squares.iter().map(|s| (s.row, s.col)).collect()
}

#[test]
fn reads_a_labelled_board() {
    let text = "Solution 1:\n4 . Q . .\n3 . . . Q\n2 Q . . .\n1 . . Q .\n  a b c d\n\n4 queens: 2 solutions.\n";
    let placements = read_all(text, false).unwrap();
    assert_eq!(placements.len(), 1);
    assert_eq!(placements[0].n, 4);
    assert_eq!(placements[0].line, 1);
    assert_eq!(columns(&placements[0]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
}

#[test]
fn reads_the_lessons_formats() {
    let text =
        "Phương án 1:\n0 Q 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\nCach 2: 3 1 4 2\nCách 3: 2 4 1 3\n";
    let placements = read_all(text, false).unwrap();
    assert_eq!(placements.len(), 3);
    assert_eq!(columns(&placements[0]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
    assert_eq!(columns(&placements[1]), [(0, 2), (1, 0), (2, 3), (3, 1)]);
    assert_eq!(columns(&placements[2]), [(0, 1), (1, 3), (2, 0), (3, 2)]);
}

#[test]
fn a_row_of_zeros_inside_a_board_is_a_row() {
    let text = "Phương án 1:\n0 0 0 0\n0 0 0 Q\nQ 0 0 0\n0 0 Q 0\n";
    let placements = read_all(text, false).unwrap();
    assert_eq!(placements[0].squares.len(), 3);
    // Outside a board the same line is a list of columns.
    let placements = read_all("0 0 0 0\n", false).unwrap();
    assert_eq!(placements[0].squares.len(), 4);
}

#[test]
fn wide_boards_keep_row_zero_apart_from_its_label() {
    let n = 27;
    let mut text = String::new();
    for row in 0..n {
        let cells: Vec<&str> = (0..n)
            .map(|col| if col == row { "Q" } else { "." })
            .collect();
        text.push_str(&format!("{row:>2} {}\n", cells.join("  ")));
    }
    let placements = read_all(&text, false).unwrap();
    assert_eq!(placements[0].n, n);
    assert_eq!(placements[0].squares[0], Square::new(0, 0));
}

#[test]
fn reads_lists_squares_and_json() {
    let text = "[1, 3, 0, 2]\nb4 d3 a2 c1\n{\"n\": 4, \"index\": 1, \"one_based\": true, \"queens\": [2, 4, 1, 3]}\n";
    let placements = read_all(text, false).unwrap();
    assert_eq!(placements.len(), 3);
    for placement in &placements {
        assert_eq!(columns(placement), [(0, 1), (1, 3), (2, 0), (3, 2)]);
    }
}

#[test]
fn reads_pawns_from_boards_lines_and_json() {
    let text = "4 Q . . .\n3 Q P Q .\n2 . . . Q\n1 . Q . .\n  a b c d\n\
                0,0 1,0 1,2 2,3 3,1 | 1,1\n\
                a4 a3 c3 d2 b1 | b3\n\
                {\"n\": 4, \"variant\": \"pawns\", \"pawns\": [[1, 1]], \
                \"queens\": [[0, 0], [1, 0], [1, 2], [2, 3], [3, 1]]}\n";
    let placements = read_all(text, false).unwrap();
    assert_eq!(placements.len(), 4);
    let pawns = Some(Variant::PawnsAt {
        squares: vec![Square::new(1, 1)],
    });
    for placement in &placements {
        assert_eq!(placement.n, 4);
        assert_eq!(columns(placement), [(0, 0), (1, 0), (1, 2), (2, 3), (3, 1)]);
        assert_eq!(placement.variant, pawns);
    }
    // No more queens than pawns: no board at all.
    assert!(matches!(
        read_all("a1 | b2\n", false),
        Err(InputError::Line {
            problem: LineProblem::TooFewQueens { .. },
            ..
        })
    ));
}

#[test]
fn json_lines_name_their_rules() {
    let torus = "{\"n\": 5, \"variant\": \"torus\", \"queens\": [0, 2, 4, 1, 3]}\n";
    let placements = read_all(torus, false).unwrap();
    assert_eq!(placements[0].variant, Some(Variant::Torus));
    for (line, problem) in [
        (
            "{\"n\": 5, \"variant\": \"hex\", \"queens\": [0, 2, 4, 1, 3]}",
            "unknown",
        ),
        (
            "{\"n\": 5, \"variant\": \"torus\", \"pawns\": [[2, 2]], \"queens\": [0, 2, 4, 1, 3]}",
            "pawns",
        ),
        ("{\"n\": 2, \"queens\": [[0, 2], [1, 0]]}", "off"),
    ] {
        let err = read_all(line, false).unwrap_err();
        let matched = match err {
            InputError::Line { problem, .. } => match problem {
                LineProblem::JsonUnknownVariant { .. } => "unknown",
                LineProblem::JsonPawnsUnderOtherRules { .. } => "pawns",
                LineProblem::JsonSquareOffBoard { .. } => "off",
                _ => "other",
            },
            _ => "other",
        };
        assert_eq!(matched, problem, "{line}");
    }
}

#[test]
fn suggests_one_based_when_it_fits() {
    let err = read_all("2 4 1 3\n", false).unwrap_err();
    assert!(matches!(
        err,
        InputError::Line {
            line: 1,
            problem: LineProblem::ColumnOutOfRange {
                column: 4,
                hint: Some(BaseHint::AddOneBased),
                ..
            }
        }
    ));
}

fn grid(text: &str) -> Result<Grid, InputError> {
    read_grid(std::io::Cursor::new(text), 100)
        .map_err(|err| err.downcast().expect("an input error"))
}

#[test]
fn reads_grids_labelled_or_not() {
    let labelled =
        "# a puzzle\nSolution 1:\n4 . Q . .\n3 x . . .\n\n2 . . . .\n1 . . x Q\n  a b c d\n\n";
    let bare = ".Q..\nx...\n....\n..xq\n";
    for text in [labelled, bare] {
        let grid = grid(text).unwrap();
        assert_eq!(grid.n, 4);
        assert_eq!(grid.queens, [Square::new(0, 1), Square::new(3, 3)]);
        assert_eq!(grid.blocked, [Square::new(1, 0), Square::new(3, 2)]);
    }
    // Wide boards label their rows and files from 0.
    let mut wide = String::new();
    for row in 0..27 {
        let cells: Vec<&str> = (0..27)
            .map(|col| if col == row { "Q" } else { "." })
            .collect();
        wide.push_str(&format!("{row:>2}  {}\n", cells.join("  ")));
    }
    let labels: Vec<String> = (0..27).map(|col| format!("{col:>2}")).collect();
    wide.push_str(&format!("   {}\n", labels.join(" ")));
    let grid = grid(&wide).unwrap();
    assert_eq!(grid.n, 27);
    assert_eq!(grid.queens.len(), 27);
    assert_eq!(grid.queens[26], Square::new(26, 26));
}

#[test]
fn rejects_what_is_not_one_grid() {
    assert!(matches!(grid("\n# nothing\n"), Err(InputError::NoGrid)));
    assert!(matches!(
        grid("Q . .\n. . Q\n"),
        Err(InputError::Line {
            line: 1,
            problem: LineProblem::RaggedRow { cells: 3, rows: 2 }
        })
    ));
    assert!(matches!(
        grid("Q .\n. o\n"),
        Err(InputError::Line {
            line: 2,
            problem: LineProblem::NotACell { .. }
        })
    ));
    assert!(matches!(
        grid(".Q\nQ.\n  a b\n.Q\n"),
        Err(InputError::Line {
            line: 4,
            problem: LineProblem::AfterGrid
        })
    ));
}

#[test]
fn rejects_ragged_boards_and_unknown_tokens() {
    let err = read_all("Q . .\n. . Q\n", false).unwrap_err();
    assert!(matches!(
        err,
        InputError::Line {
            line: 1,
            problem: LineProblem::RaggedRow { cells: 3, rows: 2 }
        }
    ));
    let err = read_all("3 6 x 7\n", false).unwrap_err();
    assert!(matches!(
        err,
        InputError::Line {
            problem: LineProblem::Unreadable { .. },
            ..
        }
    ));
}
