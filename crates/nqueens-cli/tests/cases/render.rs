//! `nqueens render`, `solve --format svg` and `tour --format svg`: the
//! pictures are read back (as XML, and as pixels for PNG) and checked
//! against the solutions and tours they show.

use std::collections::BTreeSet;
use std::fs;

use resvg::tiny_skia::Pixmap;
use resvg::usvg::roxmltree::{Document, Node};

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, nqueens, snapshot};

/// The side of a square in the pictures' user units.
const SQUARE: f64 = 100.0;

fn svg_of(args: &[&str]) -> String {
    Test::new().args(args.iter().copied()).run().stdout
}

/// The `<g class="board">` elements of a picture, in order.
fn boards<'a>(doc: &'a Document<'a>) -> Vec<Node<'a, 'a>> {
    doc.descendants()
        .filter(|node| node.attribute("class") == Some("board"))
        .collect()
}

fn number(node: Node<'_, '_>, name: &str) -> usize {
    node.attribute(name)
        .unwrap_or_else(|| panic!("{name} on {node:?}"))
        .parse()
        .unwrap_or_else(|_| panic!("{name} on {node:?} is a number"))
}

/// The placement a board shows, read from its queens, checking that each
/// queen is drawn on the square its data attributes name.
fn placement(board: Node<'_, '_>) -> Vec<usize> {
    let n = number(board, "data-n");
    let mut queens = vec![usize::MAX; n];
    for queen in board
        .children()
        .filter(|node| node.attribute("class") == Some("queen"))
    {
        let (row, col) = (number(queen, "data-row"), number(queen, "data-col"));
        assert_eq!(number(queen, "x") as f64, col as f64 * SQUARE);
        assert_eq!(number(queen, "y") as f64, row as f64 * SQUARE);
        assert_eq!(queens[row], usize::MAX, "two queens in row {row}");
        queens[row] = col;
    }
    assert!(queens.iter().all(|&col| col < n), "a row without a queen");
    queens
}

fn captions(doc: &Document<'_>) -> Vec<String> {
    doc.descendants()
        .filter(|node| node.attribute("class") == Some("caption"))
        .map(|node| node.text().unwrap_or_default().to_string())
        .collect()
}

/// What `solve --format list` prints, one placement per line.
fn solve_list(args: &[&str]) -> Vec<Vec<usize>> {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--format", "list"]);
    svg_of(&all)
        .lines()
        .map(|line| line.split(' ').map(|col| col.parse().unwrap()).collect())
        .collect()
}

#[test]
fn render_4_all_snapshot() {
    snapshot!("render_4_all", svg_of(&["render", "4", "--all"]));
}

#[test]
fn render_5_tour_snapshot() {
    snapshot!("render_5_tour", svg_of(&["render", "5", "--tour"]));
}

#[test]
fn the_sheet_of_8_has_the_92_solutions_in_order() {
    let svg = svg_of(&["render", "8", "--all"]);
    let doc = Document::parse(&svg).expect("the SVG is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let boards = boards(&doc);
    assert_eq!(boards.len(), 92);
    let expected: Vec<String> = (1..=92).map(|k| format!("Solution {k}")).collect();
    assert_eq!(captions(&doc), expected);
    let drawn: Vec<Vec<usize>> = boards.iter().map(|&board| placement(board)).collect();
    assert_eq!(drawn, solve_list(&["8"]));
    for (k, board) in boards.iter().enumerate() {
        assert_eq!(number(*board, "data-index"), k + 1);
    }
}

#[test]
fn unique_and_limited_sheets_hold_what_solve_lists() {
    for flags in [
        &["--unique"][..],
        &["--limit", "5"],
        &["--unique", "--limit", "3"],
    ] {
        let mut args = vec!["render", "8"];
        args.extend_from_slice(flags);
        let svg = svg_of(&args);
        let doc = Document::parse(&svg).expect("well-formed");
        let drawn: Vec<Vec<usize>> = boards(&doc).into_iter().map(placement).collect();
        let mut solve_flags = vec!["8"];
        solve_flags.extend_from_slice(flags);
        assert_eq!(drawn, solve_list(&solve_flags), "{flags:?}");
    }
}

#[test]
fn one_solution_is_the_one_solve_numbers_so() {
    let all = solve_list(&["6"]);
    for k in 1..=all.len() {
        let svg = svg_of(&["render", "6", "--solution", &k.to_string()]);
        let doc = Document::parse(&svg).expect("well-formed");
        let boards = boards(&doc);
        assert_eq!(boards.len(), 1);
        assert_eq!(placement(boards[0]), all[k - 1]);
        assert_eq!(captions(&doc), [format!("Solution {k}")]);
    }
    // With no choice, the first solution.
    let svg = svg_of(&["render", "6"]);
    let doc = Document::parse(&svg).expect("well-formed");
    assert_eq!(placement(boards(&doc)[0]), all[0]);
}

#[test]
fn a_placement_is_drawn_as_given_even_when_queens_attack() {
    let svg = svg_of(&["render", "5", "--queens", "0,1,2,3,4"]);
    let doc = Document::parse(&svg).expect("well-formed");
    assert_eq!(placement(boards(&doc)[0]), [0, 1, 2, 3, 4]);
    assert!(captions(&doc).is_empty());
}

#[test]
fn solve_draws_the_same_sheet_as_render() {
    assert_eq!(
        svg_of(&["solve", "6", "--format", "svg"]),
        svg_of(&["render", "6", "--all"])
    );
    assert_eq!(
        svg_of(&["solve", "8", "--unique", "--limit", "4", "--format", "svg"]),
        svg_of(&["render", "8", "--unique", "--limit", "4"])
    );
}

#[test]
fn tour_draws_the_same_picture_as_render() {
    assert_eq!(
        svg_of(&["tour", "5", "--from", "a1", "--format", "svg"]),
        svg_of(&["render", "5", "--tour"])
    );
    assert_eq!(
        svg_of(&["tour", "6", "--closed", "--format", "svg"]),
        svg_of(&["render", "6", "--tour", "--closed"])
    );
}

#[test]
fn the_tour_picture_follows_the_tour() {
    let list = svg_of(&["tour", "6", "--closed", "--format", "json"]);
    let record: serde_json::Value = serde_json::from_str(&list).unwrap();
    let path: Vec<(usize, usize)> = record["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|square| {
            let square = square.as_array().unwrap();
            (
                square[0].as_u64().unwrap() as usize,
                square[1].as_u64().unwrap() as usize,
            )
        })
        .collect();
    let svg = svg_of(&["render", "6", "--tour", "--closed"]);
    let doc = Document::parse(&svg).expect("well-formed");
    let moves: Vec<(usize, usize)> = doc
        .descendants()
        .filter(|node| node.has_attribute("data-move"))
        .map(|node| (number(node, "data-row"), number(node, "data-col")))
        .collect();
    assert_eq!(moves, path);
    let centre = |(row, col): (usize, usize)| {
        format!(
            "{},{}",
            col as f64 * SQUARE + SQUARE / 2.0,
            row as f64 * SQUARE + SQUARE / 2.0
        )
    };
    let polyline = doc
        .descendants()
        .find(|node| node.attribute("class") == Some("path"))
        .expect("the path is drawn");
    let points: Vec<String> = path.iter().map(|&square| centre(square)).collect();
    assert_eq!(
        polyline.attribute("points"),
        Some(points.join(" ").as_str())
    );
    // The closing move, from the last square back to the first.
    let closing = doc
        .descendants()
        .find(|node| node.attribute("class") == Some("closing"))
        .expect("a closed tour draws its closing move");
    let end = centre(path[path.len() - 1]);
    let start = centre(path[0]);
    assert_eq!(
        format!(
            "{},{}",
            closing.attribute("x1").unwrap(),
            closing.attribute("y1").unwrap()
        ),
        end
    );
    assert_eq!(
        format!(
            "{},{}",
            closing.attribute("x2").unwrap(),
            closing.attribute("y2").unwrap()
        ),
        start
    );
    let marked = |class: &str| {
        let node = doc
            .descendants()
            .find(|node| node.attribute("class") == Some(class))
            .unwrap();
        (number(node, "data-row"), number(node, "data-col"))
    };
    assert_eq!(marked("start"), path[0]);
    assert_eq!(marked("end"), path[path.len() - 1]);
}

#[test]
fn open_tours_have_no_closing_move() {
    let svg = svg_of(&["render", "5", "--tour", "--from", "c3"]);
    assert!(!svg.contains(r#"class="closing""#));
    assert!(svg.contains("Knight's tour from c3"));
}

#[test]
fn png_decodes_at_its_size_with_queens_on_their_squares() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.png");
    let path_text = path.to_str().unwrap();
    Test::new()
        .args(["render", "8", "--solution", "1", "-o", path_text])
        .stdout("")
        .run();
    let pixmap = Pixmap::decode_png(&fs::read(&path).unwrap()).expect("a PNG");

    // The geometry, from the same picture as SVG.
    let svg = svg_of(&["render", "8", "--solution", "1"]);
    let doc = Document::parse(&svg).expect("well-formed");
    let root = doc.root_element();
    assert_eq!(pixmap.width(), number(root, "width") as u32);
    assert_eq!(pixmap.height(), number(root, "height") as u32);
    assert_eq!(pixmap.width(), 480);
    let units_wide: f64 = root
        .attribute("viewBox")
        .unwrap()
        .split(' ')
        .nth(2)
        .unwrap()
        .parse()
        .unwrap();
    let scale = f64::from(pixmap.width()) / units_wide;
    let board = boards(&doc)[0];
    let transform = board.attribute("transform").unwrap();
    let offsets: Vec<f64> = transform
        .trim_start_matches("translate(")
        .trim_end_matches(')')
        .split(' ')
        .map(|part| part.parse().unwrap())
        .collect();
    let red_at = |row: usize, col: usize, (dx, dy): (f64, f64)| {
        let x = ((offsets[0] + col as f64 * SQUARE + dx) * scale) as u32;
        let y = ((offsets[1] + row as f64 * SQUARE + dy) * scale) as u32;
        pixmap.pixel(x, y).expect("inside the picture").red()
    };

    let queens = placement(board);
    for (row, &col) in queens.iter().enumerate() {
        // The queen's body, below the crown's points.
        assert!(
            red_at(row, col, (50.0, 65.0)) < 80,
            "no queen at {row},{col}"
        );
        // A square without a queen shows the board's colours.
        let empty = (col + 1) % 8;
        assert!(
            red_at(row, empty, (50.0, 65.0)) > 150,
            "a queen at {row},{empty}"
        );
    }
    // The caption is text, drawn with the built-in font: dark pixels in
    // the band over the board.
    let caption_band = (0..pixmap.width())
        .flat_map(|x| (0..(offsets[1] * scale) as u32).map(move |y| (x, y)))
        .filter(|&(x, y)| pixmap.pixel(x, y).unwrap().red() < 100)
        .count();
    assert!(
        caption_band > 100,
        "{caption_band} dark pixels in the caption band"
    );
}

#[test]
fn png_goes_to_a_pipe_and_size_sets_the_width() {
    let output = nqueens()
        .args(["render", "4", "--all", "--format", "png", "--size", "300"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let pixmap = Pixmap::decode_png(&output.stdout).expect("a PNG on stdout");
    assert_eq!(pixmap.width(), 300);
}

#[test]
fn the_same_request_gives_the_same_bytes() {
    let first = nqueens()
        .args(["render", "5", "--tour", "--format", "png"])
        .output()
        .unwrap();
    let second = nqueens()
        .args(["render", "5", "--tour", "--format", "png"])
        .output()
        .unwrap();
    assert!(!first.stdout.is_empty());
    assert_eq!(first.stdout, second.stdout);
}

#[test]
fn captions_speak_vietnamese() {
    let svg = svg_of(&["render", "4", "--all", "--lang", "vi"]);
    let doc = Document::parse(&svg).expect("well-formed");
    assert_eq!(captions(&doc), ["Phương án 1", "Phương án 2"]);
    let svg = svg_of(&["render", "6", "--tour", "--closed", "--lang", "vi"]);
    let doc = Document::parse(&svg).expect("well-formed");
    assert_eq!(captions(&doc), ["Hành trình khép kín của quân mã từ a1"]);
}

#[test]
fn without_captions_there_are_none() {
    let svg = svg_of(&["render", "4", "--all", "--no-caption"]);
    let doc = Document::parse(&svg).expect("well-formed");
    assert!(captions(&doc).is_empty());
    assert_eq!(boards(&doc).len(), 2);
}

#[test]
fn columns_set_the_sheet_layout() {
    let svg = svg_of(&["render", "6", "--all", "--columns", "2"]);
    let doc = Document::parse(&svg).expect("well-formed");
    let rows: BTreeSet<&str> = boards(&doc)
        .iter()
        .map(|board| {
            board
                .attribute("transform")
                .unwrap()
                .split(' ')
                .nth(1)
                .unwrap()
        })
        .collect();
    // Four solutions, two across: two rows of boards.
    assert_eq!(rows.len(), 2);
}

#[test]
fn wide_boards_are_labelled_with_numbers() {
    let svg = svg_of(&[
        "render",
        "27",
        "--queens",
        &(0..27)
            .map(|k| ((k * 2) % 27).to_string())
            .collect::<Vec<_>>()
            .join(" "),
    ]);
    assert!(svg.contains(">26</text>"));
    assert!(!svg.contains(">a</text>"));
}

#[test]
fn no_solution_is_exit_1() {
    Test::new()
        .args(["render", "3", "--all"])
        .status(EXIT_FAILURE)
        .stdout("")
        .run();
}

#[test]
fn errors_are_one_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("q8.pdf");
    let cases: [(&[&str], &str); 8] = [
        (
            &["render", "8", "-o", pdf.to_str().unwrap()],
            "name it .svg or .png",
        ),
        (
            &["render", "8", "--solution", "93"],
            "there is no solution 93: 8 queens have 92 solutions",
        ),
        (
            &["render", "8", "--unique", "--solution", "13"],
            "12 unique solutions",
        ),
        (
            &["render", "4", "--queens", "1 3 0"],
            "--queens needs 4 columns",
        ),
        (
            &["render", "4", "--queens", "1 3 0 4"],
            "--queens needs 4 columns",
        ),
        (&["render", "101"], "N must be at most 100, not 101"),
        (&["render", "8", "--size", "0"], "--size must be"),
        (
            &["render", "5", "--tour", "--from", "z9"],
            "\"z9\" is not a square of the 5 x 5 board",
        ),
    ];
    for (args, expected) in cases {
        Test::new()
            .args(args.iter().copied())
            .fails(EXIT_ERROR, expected);
    }
    assert!(!pdf.exists());
}

#[test]
fn tours_of_many_are_not_one_picture() {
    Test::new()
        .args(["tour", "5", "--from", "a1", "--all", "--format", "svg"])
        .status(EXIT_ERROR)
        .run();
}

#[test]
fn boards_without_a_tour_say_so() {
    Test::new()
        .args(["render", "4", "--tour"])
        .status(EXIT_FAILURE)
        .stdout("")
        .run();
}
