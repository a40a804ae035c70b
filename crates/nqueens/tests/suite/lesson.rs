//! The lessons' programs as the library shows them: every step on a line,
//! the lines in the program's order, and the variables shown equal to the
//! trace's state. `lesson_programs.rs` runs the programs themselves.

use nqueens::lesson::{
    self, Algorithm, Anchor, Array, Comments, Language, Listing, Program, Stop, TourAct, Value,
};
use nqueens::tour::TourTrace;
use nqueens::{Method, Square, Step, TourMethod, Trace};

fn queens_programs() -> impl Iterator<Item = &'static Program> {
    lesson::programs()
        .iter()
        .filter(|program| matches!(program.algorithm(), Algorithm::Queens(_)))
}

fn walk(program: &Program, n: usize) -> Vec<Stop> {
    program
        .walkthrough(n, Comments::English)
        .expect("a queens program has a walkthrough")
        .unwrap()
        .collect()
}

#[test]
fn every_language_has_its_programs() {
    let pairs: Vec<(Language, &str)> = lesson::programs()
        .iter()
        .map(|program| (program.language(), program.algorithm().name()))
        .collect();
    assert_eq!(
        pairs,
        [
            (Language::Python, "pairwise"),
            (Language::Pascal, "marks"),
            (Language::Pascal, "tour"),
            (Language::Java, "marks"),
            (Language::Java, "stack"),
            (Language::Cpp, "marks"),
            (Language::Cpp, "brute"),
        ]
    );
    for language in Language::ALL {
        assert_eq!(lesson::default_for(language).language(), language);
    }
}

#[test]
fn listings_keep_one_language_and_drop_the_anchors() {
    for program in lesson::programs() {
        let english = program.listing(Comments::English).text();
        let vietnamese = program.listing(Comments::Vietnamese).text();
        for text in [&english, &vietnamese] {
            assert!(!text.contains("@step"), "{}", program.file_name());
            assert!(!text.contains(" en: "), "{}", program.file_name());
            assert!(!text.contains(" vi: "), "{}", program.file_name());
        }
        // Both have the same number of lines: every comment has its
        // translation, so a line number means the same line in both.
        assert_eq!(
            english.lines().count(),
            vietnamese.lines().count(),
            "{}",
            program.file_name()
        );
        assert_ne!(english, vietnamese, "{}", program.file_name());
        assert!(
            vietnamese.contains("quân hậu") || vietnamese.contains("quân mã"),
            "{}",
            program.file_name()
        );
        // The code lines are the same in both.
        let code = |text: &str| -> Vec<String> {
            let (open, _) = comment_of(program.language());
            text.lines()
                .filter(|line| !line.trim_start().starts_with(open))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(code(&english), code(&vietnamese), "{}", program.file_name());
    }
}

fn comment_of(language: Language) -> (&'static str, &'static str) {
    match language {
        Language::Python => ("#", ""),
        Language::Pascal => ("{", "}"),
        Language::Java | Language::Cpp => ("//", ""),
    }
}

/// The anchors of a queens program, in the order its lines must have them.
#[test]
fn anchors_stand_in_the_order_of_the_program() {
    for program in queens_programs() {
        let listing = program.listing(Comments::English);
        let name = program.file_name();
        let line = |anchor| {
            listing
                .line_of(anchor)
                .unwrap_or_else(|| panic!("{name}: no {}", anchor.name()))
        };
        let text = |anchor| listing.line(line(anchor)).unwrap().to_string();
        // The loop comes before the tests and the placing, unless the
        // test is a function of its own above (Python's `check`, C++'s
        // brute `Check`).
        let separate_check = matches!(
            program.algorithm(),
            Algorithm::Queens(Method::Pairwise | Method::Brute)
        );
        if !separate_check {
            assert!(line(Anchor::Try) < line(Anchor::ConflictColumn), "{name}");
            assert!(line(Anchor::ConflictColumn) < line(Anchor::ConflictDiagonal));
            assert!(line(Anchor::ConflictDiagonal) < line(Anchor::ConflictAntiDiagonal));
            assert!(line(Anchor::ConflictAntiDiagonal) < line(Anchor::Place));
        } else {
            assert!(line(Anchor::ConflictColumn) < line(Anchor::ConflictDiagonal));
            assert!(listing.line_of(Anchor::ConflictAntiDiagonal).is_none());
        }
        assert!(line(Anchor::Try) < line(Anchor::Place), "{name}");
        // Place, then the call one row deeper, then the queen taken back;
        // the solution is printed between placing and taking back.
        assert!(line(Anchor::Place) < line(Anchor::Call), "{name}");
        assert!(line(Anchor::Call) < line(Anchor::Backtrack), "{name}");
        assert!(line(Anchor::Place) < line(Anchor::Solution), "{name}");
        assert!(line(Anchor::Solution) < line(Anchor::Backtrack), "{name}");
        assert!(text(Anchor::Try).contains("for") || text(Anchor::Try).contains("if (j < n)"));
        let call = text(Anchor::Call);
        assert!(
            [
                "tryNext(k + 1)",
                "Try(i + 1)",
                "Gen(i + 1)",
                "stack.push(j)"
            ]
            .iter()
            .any(|call_text| call.contains(call_text)),
            "{name}: {call}"
        );
        // Taking back undoes what placing did.
        let place = text(Anchor::Place);
        let backtrack = text(Anchor::Backtrack);
        let written = |line: &str| -> Vec<String> {
            line.split([';', '='])
                .map(|part| part.trim().trim_end_matches(':').to_string())
                .filter(|part| part.contains('['))
                .collect()
        };
        let placed = written(&place);
        assert!(!placed.is_empty(), "{name}: {place}");
        for target in &placed {
            assert!(
                written(&backtrack).contains(target) || program.language() == Language::Python,
                "{name}: {backtrack} does not undo {target}"
            );
        }
        for anchor in [
            Anchor::MoveTry,
            Anchor::MoveAccept,
            Anchor::MoveUndo,
            Anchor::Tour,
        ] {
            assert_eq!(listing.line_of(anchor), None, "{name}");
        }
    }
}

/// Each stop's anchor, from the line it names.
fn anchor_at(listing: &Listing, stop: &Stop) -> Anchor {
    let anchors: Vec<Anchor> = listing
        .anchors()
        .iter()
        .filter(|&&(_, line)| line == stop.line)
        .map(|&(anchor, _)| anchor)
        .collect();
    assert_eq!(anchors.len(), 1, "line {} has one anchor", stop.line);
    anchors[0]
}

#[test]
fn the_lines_follow_the_control_flow() {
    for program in queens_programs() {
        let name = program.file_name();
        let brute = program.algorithm() == Algorithm::Queens(Method::Brute);
        let listing = program.listing(Comments::English);
        for n in 1..=6 {
            let stops = walk(program, n);
            assert!(!stops.is_empty());
            let anchors: Vec<Anchor> = stops.iter().map(|stop| anchor_at(&listing, stop)).collect();
            assert_eq!(anchors[0], Anchor::Try, "{name}: the loop comes first");
            for (pair, steps) in anchors.windows(2).zip(stops.windows(2)) {
                let (now, next) = (pair[0], pair[1]);
                let allowed: &[Anchor] = match now {
                    // The loop value is tested, or (brute) set at once.
                    Anchor::Try if brute => &[Anchor::Place],
                    Anchor::Try => &[
                        Anchor::ConflictColumn,
                        Anchor::ConflictDiagonal,
                        Anchor::ConflictAntiDiagonal,
                        Anchor::Place,
                    ],
                    // After a place: the call and the next row's loop, or
                    // the solution (brute: the check finds a conflict).
                    Anchor::Place if brute => &[
                        Anchor::Try,
                        Anchor::Solution,
                        Anchor::ConflictColumn,
                        Anchor::ConflictDiagonal,
                    ],
                    Anchor::Place => &[Anchor::Try, Anchor::Solution],
                    // A test that fails: the loop goes on, or ends and
                    // the call returns to take its caller's queen back.
                    Anchor::ConflictColumn
                    | Anchor::ConflictDiagonal
                    | Anchor::ConflictAntiDiagonal
                        if brute =>
                    {
                        &[Anchor::Backtrack]
                    }
                    Anchor::ConflictColumn
                    | Anchor::ConflictDiagonal
                    | Anchor::ConflictAntiDiagonal => &[Anchor::Try, Anchor::Backtrack],
                    Anchor::Solution => &[Anchor::Backtrack],
                    Anchor::Backtrack => &[Anchor::Try, Anchor::Backtrack],
                    other => panic!("{name}: a queens step on {}", other.name()),
                };
                assert!(
                    allowed.contains(&next),
                    "{name}, n = {n}: {} ({:?}) then {} ({:?})",
                    now.name(),
                    steps[0].step,
                    next.name(),
                    steps[1].step
                );
                // The call line stands between a place and the deeper row.
                if now == Anchor::Place && next == Anchor::Try {
                    let call = listing.line_of(Anchor::Call).unwrap();
                    assert!(
                        steps[0].line < call && call < listing.line_of(Anchor::Backtrack).unwrap()
                    );
                    assert_eq!(
                        steps[1].step.square().unwrap().row,
                        steps[0].step.square().unwrap().row + 1,
                        "{name}: the call goes one row deeper"
                    );
                }
            }
        }
    }
}

/// A marker array: its name, the index of the line through (row, col)
/// counted from 0 on an n x n board, the value shown while a queen is on
/// it, and while none is.
type Marker = (&'static str, fn(i64, i64, i64) -> i64, Value, Value);

/// What a program's arrays must hold for the queens standing, by the
/// program's own conventions, written out here apart from the library.
struct Expected {
    /// The array of the queens' columns (rows, for Python), its first
    /// index, and what a row without a queen shows when the program
    /// clears it (`None`: it keeps the old value).
    queens: (&'static str, i64, Option<i64>),
    markers: Vec<Marker>,
    function: &'static str,
    base: i64,
}

fn expected(program: &Program) -> Expected {
    let (t, f) = (Value::Bool(true), Value::Bool(false));
    let (one, zero) = (Value::Int(1), Value::Int(0));
    match (program.language(), program.algorithm()) {
        (Language::Python, _) => Expected {
            queens: ("A", 0, Some(-1)),
            markers: vec![],
            function: "tryNext",
            base: 0,
        },
        (Language::Pascal, _) => Expected {
            queens: ("x", 1, None),
            markers: vec![
                ("a", |_, c, _| c + 1, f, t),
                ("b", |r, c, _| (r + 1) + (c + 1), f, t),
                ("c", |r, c, _| (r + 1) - (c + 1), f, t),
            ],
            function: "Try",
            base: 1,
        },
        (Language::Java, Algorithm::Queens(Method::Marks)) => Expected {
            queens: ("h", 0, None),
            markers: vec![
                ("c", |_, c, _| c, t, f),
                ("cp", |r, c, _| r + c, t, f),
                ("cc", |r, c, n| c - r + n, t, f),
            ],
            function: "Try",
            base: 0,
        },
        (Language::Java, _) => Expected {
            queens: ("stack", 0, None),
            markers: vec![
                ("c", |_, c, _| c, t, f),
                ("cp", |r, c, _| r + c, t, f),
                ("cc", |r, c, n| c - r + n, t, f),
            ],
            function: "TimKQ",
            base: 0,
        },
        (Language::Cpp, Algorithm::Queens(Method::Marks)) => Expected {
            queens: ("x", 1, None),
            markers: vec![
                ("a", |_, c, _| c + 1, one, zero),
                ("b", |r, c, _| (r + 1) + (c + 1), one, zero),
                ("c", |r, c, n| (r + 1) - (c + 1) + n, one, zero),
            ],
            function: "Try",
            base: 1,
        },
        (Language::Cpp, _) => Expected {
            queens: ("x", 1, Some(0)),
            markers: vec![],
            function: "Gen",
            base: 1,
        },
    }
}

fn array<'a>(stop: &'a Stop, name: &str) -> &'a Array {
    stop.arrays
        .iter()
        .find(|array| array.name == name)
        .unwrap_or_else(|| panic!("no array {name}"))
}

#[test]
fn the_variables_shown_are_the_traces_state() {
    for program in queens_programs() {
        let Algorithm::Queens(method) = program.algorithm() else {
            unreachable!()
        };
        let want = expected(program);
        let name = program.file_name();
        for n in 4..=6 {
            // A trace of its own, taken in step with the walk.
            let mut trace = Trace::new(n, method).unwrap();
            let mut cleared_rows_seen = false;
            for stop in walk(program, n) {
                let step = trace.next().expect("the walk is as long as the trace");
                assert_eq!(stop.step, step);
                let queens = trace.queens();
                let depth = queens.len();
                let ni = n as i64;

                // The queens array holds the queens standing, by row.
                let (queens_name, first, cleared) = want.queens;
                let shown = array(&stop, queens_name);
                assert_eq!(shown.first, first, "{name}");
                for (row, &col) in queens.iter().enumerate() {
                    assert_eq!(
                        shown.get(row as i64 + first),
                        Some(Value::Int(col as i64 + want.base)),
                        "{name}, n = {n}, {step:?}: {queens_name} row {row}"
                    );
                }
                if queens_name == "stack" {
                    assert_eq!(shown.values.len(), depth, "{name}: the stack's height");
                }
                if let Some(empty) = cleared {
                    for row in depth..n {
                        assert_eq!(
                            shown.get(row as i64 + first),
                            Some(Value::Int(empty)),
                            "{name}, n = {n}, {step:?}: row {row} has no queen"
                        );
                        cleared_rows_seen = true;
                    }
                }

                // Every marker equals whether a queen standing is on its line.
                for &(marker, index, taken, free) in &want.markers {
                    let shown = array(&stop, marker);
                    assert!(!shown.values.is_empty());
                    for (at, &value) in shown.values.iter().enumerate() {
                        let at = at as i64 + shown.first;
                        let on = queens
                            .iter()
                            .enumerate()
                            .any(|(row, &col)| index(row as i64, col as i64, ni) == at);
                        assert_eq!(
                            value,
                            if on { taken } else { free },
                            "{name}, n = {n}, {step:?}: {marker}[{at}]"
                        );
                    }
                    // And the array covers every line of the board.
                    for row in 0..ni {
                        for col in 0..ni {
                            assert!(shown.get(index(row, col, ni)).is_some(), "{name}: {marker}");
                        }
                    }
                }

                // The loop variable of each active call.
                if want.function == "TimKQ" {
                    let frame = &stop.frames[0];
                    let local = |wanted: &str| {
                        frame
                            .locals
                            .iter()
                            .find(|(name, _)| *name == wanted)
                            .unwrap()
                            .1
                    };
                    match step {
                        Step::Solution { .. } => {
                            assert_eq!((local("i"), local("j")), (n as i64 - 1, 0))
                        }
                        _ => {
                            let square = step.square().unwrap();
                            assert_eq!(
                                (local("i"), local("j")),
                                (square.row as i64, square.col as i64),
                                "{name}, {step:?}"
                            );
                        }
                    }
                    continue;
                }
                let calls: Vec<_> = stop
                    .frames
                    .iter()
                    .filter(|frame| frame.call.starts_with(want.function))
                    .collect();
                let current = match step {
                    Step::Solution { .. } => Square::new(n - 1, queens[n - 1]),
                    // The check runs with every row set: the innermost
                    // call is the last row's.
                    Step::Conflict { .. } if method == Method::Brute => {
                        Square::new(n - 1, queens[n - 1])
                    }
                    _ => step.square().unwrap(),
                };
                assert_eq!(calls.len(), current.row + 1, "{name}, {step:?}: calls");
                for (row, frame) in calls.iter().enumerate() {
                    assert_eq!(
                        frame.call,
                        format!("{}({})", want.function, row as i64 + want.base),
                        "{name}"
                    );
                    let col = if row == current.row {
                        current.col
                    } else {
                        queens[row]
                    };
                    assert_eq!(
                        frame.locals.last().unwrap().1,
                        col as i64 + want.base,
                        "{name}, n = {n}, {step:?}: the loop of row {row}"
                    );
                }
            }
            assert!(trace.next().is_none(), "the walk ends with the trace");
            assert_eq!(cleared_rows_seen, want.queens.2.is_some(), "{name}");
        }
    }
}

#[test]
fn the_knights_tour_maps_every_step() {
    let program = lesson::find(Language::Pascal, Algorithm::KnightsTour).unwrap();
    assert!(program.walkthrough(5, Comments::English).is_none());
    let listing = program.listing(Comments::Vietnamese);
    for anchor in [
        Anchor::MoveTry,
        Anchor::MoveAccept,
        Anchor::Call,
        Anchor::MoveUndo,
        Anchor::Tour,
    ] {
        assert!(listing.line_of(anchor).is_some(), "{}", anchor.name());
    }
    let line = |anchor| listing.line_of(anchor).unwrap();
    assert!(line(Anchor::MoveTry) < line(Anchor::MoveAccept));
    assert!(line(Anchor::MoveAccept) < line(Anchor::Tour));
    assert!(line(Anchor::Tour) < line(Anchor::Call));
    assert!(line(Anchor::Call) < line(Anchor::MoveUndo));
    assert!(
        listing
            .line(line(Anchor::MoveAccept))
            .unwrap()
            .contains("d[u, v] := i")
    );
    assert!(
        listing
            .line(line(Anchor::MoveUndo))
            .unwrap()
            .contains("d[u, v] := 0")
    );
    let trace = TourTrace::new(5, 5, Square::new(0, 0), false, TourMethod::Backtrack).unwrap();
    let mut steps = 0;
    for step in trace.take(5_000) {
        assert!(listing.line_of_tour_step(&step).is_some(), "{step:?}");
        steps += 1;
    }
    assert_eq!(steps, 5_000);
}

/// The knight's-tour program's own search, written from the program: the
/// number of turns of its loop, moves made and moves taken back, and the
/// tour it ends with (row-major numbers), if any.
fn tour_by_the_program(n: usize, start: Square) -> ([usize; 3], Option<Vec<usize>>) {
    const H: [(isize, isize); 8] = [
        (2, 1),
        (1, 2),
        (-1, 2),
        (-2, 1),
        (-2, -1),
        (-1, -2),
        (1, -2),
        (2, -1),
    ];
    fn go(
        n: usize,
        d: &mut [usize],
        i: usize,
        x: usize,
        y: usize,
        counts: &mut [usize; 3],
    ) -> bool {
        for (dx, dy) in H {
            counts[0] += 1;
            let (Some(u), Some(v)) = (x.checked_add_signed(dx), y.checked_add_signed(dy)) else {
                continue;
            };
            if u < n && v < n && d[u * n + v] == 0 {
                d[u * n + v] = i;
                counts[1] += 1;
                if i == n * n || go(n, d, i + 1, u, v, counts) {
                    return true;
                }
                d[u * n + v] = 0;
                counts[2] += 1;
            }
        }
        false
    }
    let mut d = vec![0; n * n];
    d[start.row * n + start.col] = 1;
    let mut counts = [0; 3];
    let found = go(n, &mut d, 2, start.row, start.col, &mut counts);
    (counts, found.then_some(d))
}

#[test]
fn the_tour_walk_is_the_programs_search_on_its_lines() {
    let program = lesson::find(Language::Pascal, Algorithm::KnightsTour).unwrap();
    for (n, start) in [
        (3, Square::new(0, 0)),
        (4, Square::new(1, 2)),
        (5, Square::new(0, 0)),
        (5, Square::new(2, 2)),
    ] {
        let walk = program
            .tour_walkthrough(n, start, Comments::Vietnamese)
            .unwrap()
            .unwrap();
        let listing = walk.listing().clone();
        let line = |anchor| listing.line_of(anchor).unwrap();
        let mut counts = [0; 3];
        let mut board = vec![0usize; n * n];
        board[start.row * n + start.col] = 1;
        let mut path = vec![start];
        let mut last: Option<TourAct> = None;
        let mut toured = false;
        for stop in walk {
            let name = format!("n = {n} from {start:?}, {:?}", stop.act);
            assert!(!toured, "{name}: a step after the tour");
            // The line follows the program's control flow.
            match (last, stop.act) {
                (None | Some(TourAct::Undo { .. }), TourAct::Try { .. }) => {}
                (Some(TourAct::Try { free, .. }), TourAct::Try { .. }) => assert!(!free, "{name}"),
                (Some(TourAct::Move { .. }), TourAct::Try { .. }) => {}
                (Some(TourAct::Try { free: true, .. }), TourAct::Move { .. }) => {}
                (
                    Some(TourAct::Try { free: false, .. } | TourAct::Undo { .. }),
                    TourAct::Undo { .. },
                ) => {}
                (Some(TourAct::Move { number, .. }), TourAct::Tour) => assert_eq!(number, n * n),
                (last, now) => panic!("{name}: {now:?} after {last:?}"),
            }
            match stop.act {
                TourAct::Try { from, k, to, free } => {
                    counts[0] += 1;
                    assert_eq!(stop.line, line(Anchor::MoveTry), "{name}");
                    assert_eq!(Some(&from), path.last(), "{name}");
                    assert_eq!(
                        stop.frames.last().unwrap().locals[0],
                        ("k", k as i64),
                        "{name}"
                    );
                    assert_eq!(
                        free,
                        to.is_some_and(|to| board[to.row * n + to.col] == 0),
                        "{name}"
                    );
                }
                TourAct::Move { from, to, number } => {
                    counts[1] += 1;
                    assert_eq!(stop.line, line(Anchor::MoveAccept), "{name}");
                    assert_eq!(Some(&from), path.last(), "{name}");
                    assert_eq!(number, path.len() + 1, "{name}");
                    board[to.row * n + to.col] = number;
                    path.push(to);
                }
                TourAct::Undo { square, number } => {
                    counts[2] += 1;
                    assert_eq!(stop.line, line(Anchor::MoveUndo), "{name}");
                    assert_eq!(path.pop(), Some(square), "{name}");
                    assert_eq!(number, path.len() + 1, "{name}");
                    board[square.row * n + square.col] = 0;
                }
                TourAct::Tour => {
                    assert_eq!(stop.line, line(Anchor::Tour), "{name}");
                    toured = true;
                }
            }
            // One call a square of the path, the new square's call not yet
            // made after a move; `d` is the board.
            let after_move = matches!(stop.act, TourAct::Move { .. } | TourAct::Tour);
            assert_eq!(
                stop.frames.len(),
                path.len() - usize::from(after_move),
                "{name}: calls"
            );
            let shown: Vec<i64> = stop
                .arrays
                .iter()
                .flat_map(|array| {
                    array.values.iter().map(|value| match value {
                        Value::Int(value) => *value,
                        Value::Bool(_) => panic!("d holds numbers"),
                    })
                })
                .collect();
            assert_eq!(
                shown,
                board.iter().map(|&k| k as i64).collect::<Vec<_>>(),
                "{name}: d"
            );
            last = Some(stop.act);
        }
        let (want, tour) = tour_by_the_program(n, start);
        assert_eq!(
            counts, want,
            "n = {n} from {start:?}: loop turns, moves, undos"
        );
        assert_eq!(toured, tour.is_some(), "n = {n} from {start:?}");
        if let Some(tour) = tour {
            assert_eq!(board, tour, "n = {n} from {start:?}: the tour");
            // The library's backtracking, in the same move order, finds the same first tour.
            let first = nqueens::tour::backtrack(n, n, start, false)
                .unwrap()
                .unwrap();
            let numbers: Vec<usize> = first.numbers().into_iter().flatten().collect();
            assert_eq!(
                board, numbers,
                "n = {n} from {start:?}: the library's first tour"
            );
        }
    }
    let program = lesson::find(Language::Pascal, Algorithm::KnightsTour).unwrap();
    assert!(
        program
            .tour_walkthrough(9, Square::new(0, 0), Comments::English)
            .unwrap()
            .is_err()
    );
    assert!(
        program
            .tour_walkthrough(5, Square::new(5, 0), Comments::English)
            .unwrap()
            .is_err()
    );
    assert_eq!(
        program
            .tour_walkthrough(1, Square::new(0, 0), Comments::English)
            .unwrap()
            .unwrap()
            .count(),
        0
    );
    assert!(
        lesson::default_for(Language::Pascal)
            .tour_walkthrough(5, Square::new(0, 0), Comments::English)
            .is_none()
    );
}
