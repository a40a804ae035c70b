//! Export for other solvers: the CNF solved by a SAT solver (varisat) with
//! every model enumerated, and the exact cover solved by a naive
//! Algorithm X written here, both counted against the library's own
//! searches; the headers and the sizes the encodings promise.

use std::collections::{BTreeSet, HashMap};

use nqueens::complete::{Puzzle, count_completions};
use nqueens::domination::Domination;
use nqueens::export::{Cnf, ExactCover, PAIRWISE_UP_TO, Problem};
use nqueens::variant::Model;
use nqueens::{ErrorKind, Square};
use varisat::{ExtendFormula, Lit, Solver};

fn cnf_text(cnf: &Cnf<'_>) -> String {
    let mut out = Vec::new();
    cnf.write(&mut out).expect("writing to memory succeeds");
    String::from_utf8(out).expect("the CNF is text")
}

/// Every model of the exported formula, as its sets of cells: the solver
/// is asked again after each with a clause excluding that assignment of
/// the cell variables (or, with `all_variables`, of every variable, to see
/// that the auxiliaries are functions of the cells).
fn sat_solutions(cnf: &Cnf<'_>, all_variables: bool) -> Vec<Vec<usize>> {
    let text = cnf_text(cnf);
    let mut solver = Solver::new();
    // The parser checks the header's counts against the clauses.
    solver
        .add_dimacs_cnf(text.as_bytes())
        .expect("the CNF parses and matches its header");
    let blocked = if all_variables {
        cnf.variables()
    } else {
        cnf.cell_variables()
    };
    let mut found = Vec::new();
    while solver.solve().expect("the solver runs") {
        let model = solver.model().expect("a model after SAT");
        let value: HashMap<isize, bool> = model
            .iter()
            .map(|l| (l.var().to_dimacs(), l.is_positive()))
            .collect();
        found.push(cnf.cells_of(model.iter().map(|l| l.to_dimacs())));
        let clause: Vec<Lit> = (1..=blocked as isize)
            .map(|v| Lit::from_dimacs(if value.get(&v) == Some(&true) { -v } else { v }))
            .collect();
        solver.add_clause(&clause);
        assert!(found.len() < 100_000, "runaway enumeration");
    }
    found
}

/// The solutions of a problem's CNF, each checked against the model and
/// counted once.
#[track_caller]
fn sat_count(problem: &Problem<'_>) -> u128 {
    let cnf = Cnf::new(problem).unwrap();
    let solutions = sat_solutions(&cnf, false);
    let distinct: BTreeSet<&Vec<usize>> = solutions.iter().collect();
    assert_eq!(distinct.len(), solutions.len(), "a solution repeated");
    for cells in &solutions {
        assert_eq!(problem.model().check(cells), Ok(()), "{cells:?}");
        assert!(problem.queens().iter().all(|q| cells.contains(q)));
        assert!(problem.blocked().iter().all(|b| !cells.contains(b)));
    }
    solutions.len() as u128
}

/// An exact cover problem as read from DLX1's input format.
struct Dlx {
    primary: usize,
    /// Per option, its items (primary ones below `primary`).
    options: Vec<Vec<usize>>,
}

/// Reads the text as DLX1 does: comments begin with `|`, the first other
/// line lists the primary items, `|`, the secondary ones; then one option
/// a line.
fn parse_dlx(text: &str) -> Dlx {
    let mut lines = text
        .lines()
        .filter(|l| !l.starts_with('|') && !l.trim().is_empty());
    let first = lines.next().expect("an item line");
    let (primary, secondary) = first.split_once('|').unwrap_or((first, ""));
    let mut index = HashMap::new();
    for name in primary
        .split_whitespace()
        .chain(secondary.split_whitespace())
    {
        assert!(
            (1..=8).contains(&name.len()) && !name.contains(':'),
            "{name}"
        );
        let fresh = index.insert(name.to_string(), index.len()).is_none();
        assert!(fresh, "item {name} named twice");
    }
    let primary = primary.split_whitespace().count();
    let options = lines
        .map(|line| {
            let items: Vec<usize> = line.split_whitespace().map(|name| index[name]).collect();
            let distinct: BTreeSet<&usize> = items.iter().collect();
            assert_eq!(distinct.len(), items.len(), "an item repeated in {line}");
            assert!(
                items.iter().any(|&i| i < primary),
                "no primary item in {line}"
            );
            items
        })
        .collect();
    Dlx { primary, options }
}

/// Every exact cover, as option indices: Algorithm X, branching on the
/// uncovered primary item with the fewest options still possible.
fn dlx_solutions(dlx: &Dlx) -> Vec<Vec<usize>> {
    fn solve(dlx: &Dlx, used: &mut Vec<bool>, chosen: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        let fits = |o: &Vec<usize>, used: &[bool]| o.iter().all(|&i| !used[i]);
        let best = (0..dlx.primary)
            .filter(|&i| !used[i])
            .map(|i| {
                let options: Vec<usize> = (0..dlx.options.len())
                    .filter(|&o| dlx.options[o].contains(&i) && fits(&dlx.options[o], used))
                    .collect();
                options
            })
            .min_by_key(|options| options.len());
        let Some(options) = best else {
            out.push(chosen.clone());
            return;
        };
        for o in options {
            for &i in &dlx.options[o] {
                used[i] = true;
            }
            chosen.push(o);
            solve(dlx, used, chosen, out);
            chosen.pop();
            for &i in &dlx.options[o] {
                used[i] = false;
            }
        }
    }
    let items = dlx.options.iter().flatten().max().map_or(0, |m| m + 1);
    let mut out = Vec::new();
    solve(
        dlx,
        &mut vec![false; items.max(dlx.primary)],
        &mut Vec::new(),
        &mut out,
    );
    out
}

#[track_caller]
fn dlx_count(problem: &Problem<'_>) -> u128 {
    let cover = ExactCover::new(problem).unwrap();
    let mut text = Vec::new();
    cover.write(&mut text).unwrap();
    let dlx = parse_dlx(&String::from_utf8(text).unwrap());
    assert_eq!(dlx.primary, cover.primary().len());
    let cells = cover.options();
    assert_eq!(cells.len(), dlx.options.len());
    let solutions = dlx_solutions(&dlx);
    for options in &solutions {
        let mut queens: Vec<usize> = options.iter().map(|&o| cells[o]).collect();
        queens.sort_unstable();
        assert_eq!(problem.model().check(&queens), Ok(()), "{queens:?}");
        assert!(problem.queens().iter().all(|q| queens.contains(q)));
    }
    solutions.len() as u128
}

fn pawn_models() -> Vec<Model> {
    [
        (6, vec![Square::new(1, 2)]),
        (5, vec![Square::new(2, 2)]),
        (6, vec![Square::new(2, 2), Square::new(3, 3)]),
        (5, vec![Square::new(0, 1)]),
    ]
    .into_iter()
    .map(|(n, pawns)| Model::with_pawns(n, &pawns).unwrap())
    .collect()
}

#[test]
fn cnf_counts_the_classic_boards() {
    for n in 1..=8 {
        let model = Model::classic(n).unwrap();
        assert_eq!(
            sat_count(&Problem::solutions(&model)),
            nqueens::count(n).unwrap(),
            "n = {n}"
        );
    }
}

#[test]
fn cnf_counts_the_variants() {
    for n in [5, 7] {
        let model = Model::torus(n).unwrap();
        assert_eq!(
            sat_count(&Problem::solutions(&model)),
            model.count(),
            "torus {n}"
        );
    }
    for (n, total) in [(10, 4), (11, 44)] {
        let model = Model::superqueens(n).unwrap();
        assert_eq!(
            sat_count(&Problem::solutions(&model)),
            total,
            "superqueens {n}"
        );
    }
    let c5 = Model::with_pawns(6, &[Square::new(1, 2)]).unwrap();
    assert_eq!(sat_count(&Problem::solutions(&c5)), 2);
    for model in pawn_models() {
        assert_eq!(sat_count(&Problem::solutions(&model)), model.count());
    }
}

#[test]
fn cnf_counts_queens_where_no_line_fixes_their_number() {
    // A pawn in the corner: no family of lines fixes the seven queens, so
    // the counter does (and there is no solution).
    let corner = Model::with_pawns(6, &[Square::new(0, 0)]).unwrap();
    let cnf = Cnf::new(&Problem::solutions(&corner)).unwrap();
    assert!(
        cnf.variables() > cnf.cell_variables() + 100,
        "{}",
        cnf.variables()
    );
    assert_eq!(sat_count(&Problem::solutions(&corner)), corner.count());
    // A model of its own: five cells in a ring of lines, two queens.
    let ring = Model::new(
        5,
        (0..5).map(|i| vec![i, (i + 1) % 5]).collect(),
        vec![],
        2,
        vec![],
    )
    .unwrap();
    assert_eq!(ring.count(), 5);
    assert_eq!(sat_count(&Problem::solutions(&ring)), 5);
}

#[test]
fn cnf_counts_completions() {
    let n = 8;
    let model = Model::classic(n).unwrap();
    let cell = |s: Square| model.cell(s).unwrap();
    let cases = [
        (vec![Square::new(0, 0)], vec![]),
        (
            vec![Square::new(2, 3)],
            vec![Square::new(0, 0), Square::new(5, 5)],
        ),
        (
            vec![],
            vec![Square::new(3, 3), Square::new(4, 4), Square::new(0, 7)],
        ),
        (vec![Square::new(0, 0), Square::new(1, 2)], vec![]),
        (vec![Square::new(0, 0), Square::new(1, 1)], vec![]),
    ];
    for (queens, blocked) in cases {
        let mut puzzle = Puzzle::new(n);
        let mut problem = Problem::solutions(&model);
        for &q in &queens {
            puzzle = puzzle.with_queen(q);
            problem = problem.with_queen(cell(q));
        }
        for &b in &blocked {
            puzzle = puzzle.with_blocked(b);
            problem = problem.with_blocked(cell(b));
        }
        // Queens that attack each other: no completion, which the library
        // refuses and the formula says.
        let expected = count_completions(&puzzle).unwrap_or(0);
        assert_eq!(sat_count(&problem), expected, "{queens:?} {blocked:?}");
        assert_eq!(dlx_count(&problem), expected, "{queens:?} {blocked:?}");
    }
    // On the torus too, with a queen and a blocked cell.
    let torus = Model::torus(7).unwrap();
    let problem = Problem::solutions(&torus).with_queen(3).with_blocked(10);
    let expected = {
        let mut count = 0;
        torus.for_each_solution(|cells| {
            count += u128::from(cells.contains(&3) && !cells.contains(&10));
            std::ops::ControlFlow::Continue(())
        });
        count
    };
    assert!(expected > 0);
    assert_eq!(sat_count(&problem), expected);
    assert_eq!(dlx_count(&problem), expected);
}

#[test]
fn cnf_counts_dominating_sets() {
    // A002564 and A002568 at n = 4, 5, 6: the minimum dominating sets (of
    // 2, 3 and 3 queens) and the minimum independent ones (of 3, 3 and 4);
    // no smaller set dominates, so "at most the minimum" counts exactly
    // the minimum sets.
    for (n, gamma, total, independent_total) in [(4, 2, 12, 16), (5, 3, 186, 16), (6, 3, 4, 120)] {
        let model = Model::classic(n).unwrap();
        let domination = Domination::new(&model);
        assert_eq!(domination.count_of_size(gamma).unwrap().total, total);
        let problem = Problem::domination(&model, gamma);
        let sets = sat_solutions(&Cnf::new(&problem).unwrap(), false);
        assert_eq!(sets.len() as u128, total, "n = {n}");
        for set in &sets {
            assert_eq!(domination.check(set), Ok(()));
        }
        // One fewer: none.
        let fewer = Problem::domination(&model, gamma - 1);
        assert!(sat_solutions(&Cnf::new(&fewer).unwrap(), false).is_empty());

        let independent = Domination::independent(&model);
        let minimum = independent.minimum().unwrap();
        assert_eq!(minimum.total, independent_total);
        let problem = Problem::independent_domination(&model, minimum.size);
        let sets = sat_solutions(&Cnf::new(&problem).unwrap(), false);
        assert_eq!(sets.len() as u128, independent_total, "independent n = {n}");
        let fewer = Problem::independent_domination(&model, minimum.size - 1);
        assert!(sat_solutions(&Cnf::new(&fewer).unwrap(), false).is_empty());
        for set in &sets {
            assert_eq!(independent.check(set), Ok(()));
        }
    }
    // Sets of up to 2 queens on the 3 x 3 board: the 1 of one queen and
    // every pair that covers it, by brute force.
    let model = Model::classic(3).unwrap();
    let domination = Domination::new(&model);
    let mut expected = 0;
    for a in 0..9 {
        expected += u128::from(domination.check(&[a]).is_ok());
        for b in a + 1..9 {
            expected += u128::from(domination.check(&[a, b]).is_ok());
        }
    }
    let sets = sat_solutions(&Cnf::new(&Problem::domination(&model, 2)).unwrap(), false);
    assert_eq!(sets.len() as u128, expected);
}

#[test]
fn the_auxiliary_variables_are_functions_of_the_cells() {
    let classic = Model::classic(8).unwrap();
    let corner = Model::with_pawns(5, &[Square::new(0, 0)]).unwrap();
    let ring = Model::new(
        5,
        (0..5).map(|i| vec![i, (i + 1) % 5]).collect(),
        vec![],
        2,
        vec![],
    )
    .unwrap();
    let domination = Model::classic(4).unwrap();
    for problem in [
        Problem::solutions(&classic),
        Problem::solutions(&corner),
        Problem::solutions(&ring),
        Problem::domination(&domination, 3),
        Problem::independent_domination(&domination, 3),
    ] {
        let cnf = Cnf::new(&problem).unwrap();
        assert!(cnf.variables() > cnf.cell_variables());
        assert_eq!(
            sat_solutions(&cnf, true).len(),
            sat_solutions(&cnf, false).len(),
            "{}",
            problem.title()
        );
    }
}

#[test]
fn exact_cover_counts_the_boards() {
    for n in 1..=8 {
        let model = Model::classic(n).unwrap();
        assert_eq!(
            dlx_count(&Problem::solutions(&model)),
            nqueens::count(n).unwrap(),
            "n = {n}"
        );
    }
    for n in [5, 7] {
        let model = Model::torus(n).unwrap();
        assert_eq!(dlx_count(&Problem::solutions(&model)), model.count());
    }
    let model = Model::superqueens(10).unwrap();
    assert_eq!(dlx_count(&Problem::solutions(&model)), 4);
    // Where the pawns cut rows into exactly n + k runs, every run holds a
    // queen, so exact cover expresses them too.
    for model in pawn_models() {
        assert_eq!(dlx_count(&Problem::solutions(&model)), model.count());
    }
}

#[test]
fn exact_cover_marks_the_families_primary() {
    let cover = |model: &Model| {
        let cover = ExactCover::new(&Problem::solutions(model)).unwrap();
        (cover.primary().to_vec(), cover.secondary().to_vec())
    };
    let (primary, secondary) = cover(&Model::classic(4).unwrap());
    assert_eq!(primary, ["r0", "r1", "r2", "r3", "c0", "c1", "c2", "c3"]);
    // Diagonals in the model's order: row - column + n falling, then
    // row + column rising; the corners are lines of one cell, left out.
    assert_eq!(
        secondary,
        ["a6", "a5", "a4", "a3", "a2", "d1", "d2", "d3", "d4", "d5"]
    );
    // The torus: all four families primary, its diagonals mod n.
    let (primary, secondary) = cover(&Model::torus(5).unwrap());
    assert_eq!(primary.len(), 20, "{primary:?}");
    assert!(secondary.is_empty());
    for name in ["r4", "c4", "d0", "d4", "a0", "a4"] {
        assert!(primary.iter().any(|p| p == name), "{name} in {primary:?}");
    }
    // Superqueens: the knight's pairs secondary.
    let (primary, secondary) = cover(&Model::superqueens(10).unwrap());
    assert_eq!(primary.len(), 20);
    assert_eq!(
        secondary.iter().filter(|s| s.starts_with('k')).count(),
        4 * 9 * 8
    );
    // A pawn on c5 cuts row 1 in two, and leaves c6 alone above it in its
    // column: the queen there is forced.
    let (primary, _) = cover(&Model::with_pawns(6, &[Square::new(1, 2)]).unwrap());
    for name in ["r1.1", "r1.2", "c2", "qc6"] {
        assert!(primary.iter().any(|p| p == name), "{name} in {primary:?}");
    }
}

#[test]
fn exact_cover_refuses_what_it_cannot_express() {
    let refused = |problem: &Problem<'_>| {
        let error = ExactCover::new(problem).unwrap_err();
        assert!(
            matches!(
                error.kind(),
                ErrorKind::Inexpressible {
                    format: "dlx",
                    instead: Some("dimacs"),
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(
            error.to_string().contains("the dimacs format can"),
            "{error}"
        );
    };
    let model = Model::classic(5).unwrap();
    refused(&Problem::domination(&model, 3));
    refused(&Problem::independent_domination(&model, 3));
    let corner = Model::with_pawns(6, &[Square::new(0, 0)]).unwrap();
    refused(&Problem::solutions(&corner));
    let ring = Model::new(
        5,
        (0..5).map(|i| vec![i, (i + 1) % 5]).collect(),
        vec![],
        2,
        vec![],
    )
    .unwrap();
    refused(&Problem::solutions(&ring));
    // Cells that are not the model's: refused by both.
    let off = Problem::solutions(&model).with_queen(25);
    assert!(Cnf::new(&off).is_err() && ExactCover::new(&off).is_err());
}

#[test]
fn the_header_names_the_problem_and_the_squares() {
    let model = Model::classic(4).unwrap();
    let problem = Problem::solutions(&model)
        .with_title("4 queens on the 4 x 4 board, classic")
        .with_queen(1)
        .with_blocked(4);
    let cnf = Cnf::new(&problem).unwrap();
    let text = cnf_text(&cnf);
    let header: Vec<&str> = text.lines().take(6).collect();
    assert_eq!(
        header,
        [
            "c nqueens: 4 queens on the 4 x 4 board, classic",
            "c queens placed: b4",
            "c cells blocked: a3",
            "c variable v is true when a queen stands on cell v - 1:",
            "c v 1 = a4",
            "c v 2 = b4",
        ]
    );
    assert!(text.contains("\nc v 16 = d1\n"));
    // No line is longer than seven cells, so no auxiliary variable.
    assert_eq!(cnf.variables(), 16);
    assert!(!text.contains("auxiliary"));
    let p = format!("p cnf {} {}", cnf.variables(), cnf.clauses());
    let after: Vec<&str> = text.lines().skip_while(|l| *l != p).skip(1).collect();
    assert_eq!(after.len(), cnf.clauses());
    assert!(
        after
            .iter()
            .all(|l| l.ends_with(" 0") && !l.starts_with('c'))
    );
    assert!(after.contains(&"2 0") && after.contains(&"-5 0"));

    let mut text = Vec::new();
    ExactCover::new(&problem).unwrap().write(&mut text).unwrap();
    let text = String::from_utf8(text).unwrap();
    assert!(
        text.starts_with("| nqueens: 4 queens on the 4 x 4 board, classic\n"),
        "{text}"
    );
    // The items: rows and columns, the queen on b4, then the diagonals.
    assert!(text.contains("\nr0 r1 r2 r3 c0 c1 c2 c3 qb4 | a6 a5 a4 a3 a2 d1 d2 d3 d4 d5\n"));
    // b4's option holds its forced item; a3 is blocked, so left out.
    assert!(text.contains("\nr0 c1 qb4 a3 d1\n"));
    assert_eq!(text.lines().filter(|l| !l.starts_with('|')).count(), 1 + 15);

    // Past 26 files squares are (row,col); a title from the model.
    let big = Model::classic(30).unwrap();
    let cnf = Cnf::new(&Problem::solutions(&big)).unwrap();
    let text = cnf_text(&cnf);
    assert!(text.starts_with("c nqueens: 30 queens on the 30 x 30 board\n"));
    assert!(text.contains("\nc v 900 = (29,29)\n"));
    assert!(text.contains(&format!(
        "\nc variables 901 to {} are auxiliary",
        cnf.variables()
    )));
}

/// The clauses and variables of an at-most-one over `len` cells.
fn at_most_one(len: usize) -> (usize, usize) {
    if len <= PAIRWISE_UP_TO {
        (len * len.saturating_sub(1) / 2, 0)
    } else {
        (4 * len - 7, len - 2)
    }
}

#[test]
fn the_classic_cnf_has_the_size_its_encoding_predicts() {
    for n in [8, 64] {
        // Rows and columns of n cells; per direction, diagonals of 2 to
        // n - 1 cells twice over and one of n.
        let mut lengths = vec![n; 2 * n];
        for _ in 0..2 {
            lengths.extend((2..n).flat_map(|l| [l, l]));
            lengths.push(n);
        }
        let (amo_clauses, aux): (usize, usize) = lengths
            .iter()
            .map(|&l| at_most_one(l))
            .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
        // A clause "at least one" per row and per column.
        let clauses = amo_clauses + 2 * n;
        let model = Model::classic(n).unwrap();
        let cnf = Cnf::new(&Problem::solutions(&model)).unwrap();
        assert_eq!(
            (cnf.variables(), cnf.clauses()),
            (n * n + aux, clauses),
            "n = {n}"
        );
        if n == 64 {
            assert_eq!((cnf.variables(), cnf.clauses()), (4096 + 15_564, 62_962));
            let text = cnf_text(&cnf);
            assert!(text.len() < 2_000_000, "{} bytes", text.len());
        }
    }
}

#[test]
fn large_variant_encodings_stay_bounded() {
    // The biggest boards the models take, encoded in well under a second.
    let superqueens = Model::superqueens(64).unwrap();
    let cover = ExactCover::new(&Problem::solutions(&superqueens)).unwrap();
    assert_eq!(cover.primary().len(), 128);
    let cnf = Cnf::new(&Problem::solutions(&superqueens)).unwrap();
    assert!(cnf.clauses() < 100_000, "{}", cnf.clauses());
    let model = Model::classic(64).unwrap();
    let cnf = Cnf::new(&Problem::domination(&model, 32)).unwrap();
    // The counter: under 64 x 32 registers a row of cells, four clauses each.
    assert!(cnf.variables() < 4096 * 33, "{}", cnf.variables());
    assert!(cnf.clauses() < 4096 + 4 * 4096 * 32, "{}", cnf.clauses());
}
