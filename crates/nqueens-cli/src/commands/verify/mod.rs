//! `nqueens verify`: whether each placement read is a solution, and if not,
//! every reason why.
//!
//! A placement is judged by the rules its input states (a JSON line's
//! `"variant"`, pawns on a board or a line), else by those of the flags
//! (`--torus`, `--piece superqueen`), else by the classic board's; input
//! and flags that name different rules are an error, and `--pawns` asks
//! that each placement shows those pawns (or that many). A
//! variant's placement is judged by the library's generic model
//! ([`Model::check`]).

use std::collections::HashSet;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use anyhow::Context;

use nqueens::variant::{Defect, MAX_TORUS_SIDE, Model, Variant};
use nqueens::{AttackReport, Conflict, Square};

use crate::command::{self, CommandSpec};
use crate::console::Outcome;
use crate::i18n::help::Choice;
use crate::input::{InputError, InputPlacement, PlacementReader, Source};
use crate::variant::{self, VariantArgs};
use crate::{memory, text};

/// The most attacking pairs a verdict names; the others are counted. A
/// placement of 10,000 queens in one column has 49,995,000 pairs.
const MAX_LISTED_CONFLICTS: usize = 10;

/// `nqueens verify`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "verify",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<crate::variant::Piece>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[arg(long)]
    pub one_based: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let source = args.file.map_or(Source::Stdin, Source::from_path);
    let input = source.open()?;
    let mut placements = PlacementReader::new(input, args.one_based);
    let mut out = BufWriter::new(io::stdout().lock());
    let (mut checked, mut solutions) = (0u64, 0u64);
    let mut judge = Judge {
        flags: args.variant,
        model: None,
    };

    // Errors in the input name where it came from, as compilers do.
    let source_name = || source.name();
    while let Some(placement) = placements.next_placement().with_context(source_name)? {
        checked += 1;
        // Worded as the reader words its lines' problems.
        let (rules, problems) = judge
            .judge(&placement)
            .map_err(|err| {
                let problem = text::error_line(&err);
                anyhow::anyhow!(t!("input-line", line = placement.line, problem = problem))
            })
            .with_context(source_name)?;
        if problems.is_empty() {
            solutions += 1;
        }
        writeln!(out, "{}", verdict(checked, placement.n, &rules, &problems))?;
    }
    if checked == 0 {
        return Err(anyhow::Error::from(InputError::NoPlacements).context(source_name()));
    }
    writeln!(out, "{}", verify_summary(checked, solutions))?;
    out.flush()?;

    Ok(if solutions == checked {
        Outcome::Success
    } else {
        Outcome::Failure
    })
}

/// The rules of each placement and what breaks them, with the model of the
/// last variant judged (placements of one run tend to share a board).
struct Judge {
    flags: VariantArgs,
    model: Option<(usize, Variant, Model)>,
}

impl Judge {
    /// The rules `placement` is judged by, and what keeps it from being a
    /// solution under them, in words (nothing for a solution).
    fn judge(&mut self, placement: &InputPlacement) -> anyhow::Result<(Variant, Vec<String>)> {
        let rules = self.rules(placement)?;
        if rules == Variant::Classic {
            return Ok((rules, problems(placement)?));
        }
        let n = placement.n;
        if rules == Variant::Torus && n > MAX_TORUS_SIDE {
            return Ok((rules, wide_torus_problems(n, &placement.squares)?));
        }
        let cached =
            matches!(&self.model, Some((size, judged, _)) if *size == n && *judged == rules);
        if !cached {
            self.model = Some((n, rules.clone(), rules.model(n)?));
        }
        let (_, _, model) = self.model.as_ref().expect("built above");
        let problems = variant_problems(model, n, &rules, &placement.squares);
        Ok((rules, problems))
    }

    /// What the input states, else what the flags ask for.
    fn rules(&self, placement: &InputPlacement) -> anyhow::Result<Variant> {
        let flagged = self.flags.variant(placement.n)?;
        let Some(stated) = &placement.variant else {
            // The size of a list line without pawns counts its queens,
            // so pawns must be shown, never supplied.
            if let Some(pawns) = &self.flags.pawns {
                anyhow::bail!(t!("verify-pawns-not-shown", pawns = text::brief(pawns)));
            }
            return Ok(flagged);
        };
        let agree = match (stated, &flagged) {
            (_, Variant::Classic) => true,
            (Variant::PawnsAt { squares }, Variant::Pawns { count }) => squares.len() == *count,
            (Variant::PawnsAt { squares: a }, Variant::PawnsAt { squares: b }) => {
                a.iter().collect::<HashSet<_>>() == b.iter().collect::<HashSet<_>>()
            }
            (stated, flagged) => stated == flagged,
        };
        if !agree {
            let n = placement.n;
            anyhow::bail!(t!(
                "verify-rules-differ",
                stated = variant::describe(stated, n),
                flagged = variant::describe(&flagged, n)
            ));
        }
        Ok(stated.clone())
    }
}

/// What keeps `squares` from being a solution of `model` (the rules of
/// `variant` on the `n x n` board), in words: the number of queens, the
/// rows left empty, then the pairs that attack each other, the first the
/// model's check names leading. Empty exactly when the check passes.
fn variant_problems(model: &Model, n: usize, variant: &Variant, squares: &[Square]) -> Vec<String> {
    let mut problems = Vec::new();
    if squares.len() != model.pieces() {
        problems.push(t!(
            "verify-queen-count",
            count = squares.len(),
            n = model.pieces()
        ));
    }
    let mut cells = Vec::with_capacity(squares.len());
    for &square in squares {
        match model.cell(square) {
            Some(cell) => cells.push(cell),
            // On the board, so a pawn's square: pawns have no cell.
            None => problems.push(t!("verify-queen-on-pawn", square = square.name(n))),
        }
    }
    let defect = model.check(&cells);
    let mut queen = vec![false; model.cells()];
    for &cell in &cells {
        queen[cell] = true;
    }
    let empty_rows: Vec<String> = model
        .groups()
        .iter()
        .enumerate()
        .filter(|(_, group)| !group.iter().any(|&cell| queen[cell]))
        .map(|(row, _)| row_name(n, row))
        .collect();
    if !empty_rows.is_empty() {
        problems.push(t!("verify-empty-rows", rows = empty_rows.join(", ")));
    }
    match defect {
        Err(Defect::Attack { first, second, .. }) => {
            let square = |cell| model.square(cell).expect("a board's cell");
            let first_pair = (first.min(second), first.max(second));
            let mut pairs = vec![first_pair];
            let mut seen = HashSet::from([first_pair]);
            // Every other pair on one line, each once, in the lines' order.
            for line in model.lines() {
                let on_line: Vec<usize> = line.iter().copied().filter(|&c| queen[c]).collect();
                for (k, &a) in on_line.iter().enumerate() {
                    for &b in &on_line[k + 1..] {
                        if seen.insert((a.min(b), a.max(b))) {
                            pairs.push((a.min(b), a.max(b)));
                        }
                    }
                }
            }
            let listed = pairs.len().min(MAX_LISTED_CONFLICTS);
            for &(a, b) in &pairs[..listed] {
                // The first pair in the order the check met it.
                let (a, b) = if (a, b) == first_pair {
                    (first, second)
                } else {
                    (a, b)
                };
                problems.push(variant::attack_words(square(a), square(b), n, variant));
            }
            if pairs.len() > listed {
                problems.push(t!("verify-more-pairs", count = pairs.len() - listed));
            }
        }
        Err(Defect::Repeated { cell }) => {
            let square = model.square(cell).expect("a board's cell").name(n);
            problems.push(t!("input-repeated-square", square = square));
        }
        // The count and the empty rows are worded above; the check passes
        // or fails with them.
        _ => {}
    }
    problems
}

/// What keeps `squares` from being a solution of the `n x n` torus where
/// the model would be too large to build (`find` constructs tori of
/// millions of rows): the problems [`variant_problems`] names, found by
/// sorting the queens by each of their four lines, in time and memory
/// that grow with the queens.
fn wide_torus_problems(n: usize, squares: &[Square]) -> anyhow::Result<Vec<String>> {
    // The order of the queens and a flag per row.
    let bytes = (squares.len() as u64).saturating_mul(size_of::<usize>() as u64);
    memory::check(bytes.saturating_add(n as u64))?;
    let mut problems = Vec::new();
    if squares.len() != n {
        problems.push(t!("verify-queen-count", count = squares.len(), n = n));
    }
    let mut occupied = vec![false; n];
    for square in squares {
        occupied[square.row] = true;
    }
    let empty_rows: Vec<String> = (0..n)
        .filter(|&row| !occupied[row])
        .map(|row| row_name(n, row))
        .collect();
    if !empty_rows.is_empty() {
        problems.push(t!("verify-empty-rows", rows = empty_rows.join(", ")));
    }
    // Each queen's row, column, diagonal and anti-diagonal, the last two
    // taken mod n. On an even torus two queens may share both diagonals:
    // such a pair counts on the diagonal only, so the anti-diagonal's key
    // carries the diagonal to tell it.
    let key = |line: usize, square: &Square| {
        let diagonal = (square.row + n - square.col) % n;
        match line {
            0 => (square.row, 0),
            1 => (square.col, 0),
            2 => (diagonal, 0),
            _ => ((square.row + square.col) % n, diagonal),
        }
    };
    let pairs = |queens: usize| (queens as u128) * (queens as u128).saturating_sub(1) / 2;
    let mut listed: Vec<(usize, usize)> = Vec::new();
    let mut total: u128 = 0;
    let mut order: Vec<usize> = (0..squares.len()).collect();
    for line in 0..4 {
        let key = |q: &usize| key(line, &squares[*q]);
        order.sort_unstable_by_key(|q| (key(q), *q));
        for group in order.chunk_by(|a, b| key(a).0 == key(b).0) {
            // Pairs on both diagonals, counted on the first.
            let shared: u128 = if line == 3 {
                group
                    .chunk_by(|a, b| key(a) == key(b))
                    .map(|both| pairs(both.len()))
                    .sum()
            } else {
                0
            };
            total += pairs(group.len()) - shared;
            for (k, a) in group.iter().enumerate() {
                for b in &group[k + 1..] {
                    if listed.len() == MAX_LISTED_CONFLICTS {
                        break;
                    }
                    if key(a) != key(b) || line < 3 {
                        listed.push((*a.min(b), *a.max(b)));
                    }
                }
            }
        }
    }
    for &(a, b) in &listed {
        problems.push(variant::attack_words(
            squares[a],
            squares[b],
            n,
            &Variant::Torus,
        ));
    }
    let unlisted = total - listed.len() as u128;
    if unlisted > 0 {
        problems.push(t!("verify-more-pairs", count = unlisted));
    }
    Ok(problems)
}

/// What keeps a placement from being a solution, in words; empty for a
/// solution. The board's size comes from the input (a JSON line's `"n"`),
/// so the library's tables are estimated against the memory budget first.
fn problems(placement: &InputPlacement) -> anyhow::Result<Vec<String>> {
    let n = placement.n;
    let squares = &placement.squares;
    memory::check(problems_memory_bytes(n, squares.len()))?;
    let mut occupied_rows = vec![false; n];
    for square in squares {
        occupied_rows[square.row] = true;
    }
    let empty_rows: Vec<usize> = (0..n).filter(|&row| !occupied_rows[row]).collect();
    // Linear in the board and the queens however many pairs attack.
    let conflicts = nqueens::attacking_pairs_bounded(n, squares, MAX_LISTED_CONFLICTS)?;
    Ok(verify_problems(n, squares.len(), &empty_rows, &conflicts))
}

/// The bytes [`problems`] allocates for a placement of `queens` queens on
/// an `n x n` board: the library's tables and pairs, and a flag and an
/// index per row for the empty rows.
fn problems_memory_bytes(n: usize, queens: usize) -> u64 {
    let per_row = (size_of::<bool>() + size_of::<usize>()) as u64;
    let listed = (MAX_LISTED_CONFLICTS * size_of::<Conflict>()) as u64;
    nqueens::board::attack_memory_bytes(n, queens)
        .saturating_add(per_row.saturating_mul(n as u64))
        .saturating_add(listed)
}

/// One placement's verdict: its number, its board, its rules where they
/// are not the classic board's, and what is wrong with it, if anything
/// (`problems` already worded).
fn verdict(index: u64, n: usize, rules: &Variant, problems: &[String]) -> String {
    let problems = problems.join("; ");
    match (rules, problems.is_empty()) {
        (Variant::Classic, true) => t!("verify-solution", index = index, n = n),
        (Variant::Classic, false) => t!(
            "verify-not-a-solution",
            index = index,
            n = n,
            problems = problems
        ),
        (rules, true) => t!(
            "verify-variant-solution",
            index = index,
            n = n,
            rules = variant::describe(rules, n)
        ),
        (rules, false) => t!(
            "verify-variant-not-a-solution",
            index = index,
            n = n,
            rules = variant::describe(rules, n),
            problems = problems
        ),
    }
}

/// What keeps a placement from being a solution, in words.
fn verify_problems(
    n: usize,
    queen_count: usize,
    empty_rows: &[usize],
    conflicts: &AttackReport,
) -> Vec<String> {
    let mut problems = Vec::new();
    if queen_count != n {
        problems.push(t!("verify-queen-count", count = queen_count, n = n));
    }
    if !empty_rows.is_empty() {
        let rows: Vec<String> = empty_rows.iter().map(|&row| row_name(n, row)).collect();
        problems.push(t!("verify-empty-rows", rows = rows.join(", ")));
    }
    for conflict in &conflicts.pairs {
        problems.push(text::shared_line(conflict, n));
    }
    let unlisted = conflicts.total - conflicts.pairs.len() as u128;
    if unlisted > 0 {
        problems.push(t!("verify-more-pairs", count = unlisted));
    }
    problems
}

/// A row as chess names it (`rank 5`) where the board has letters for its
/// files, by its index otherwise.
fn row_name(n: usize, row: usize) -> String {
    if n <= nqueens::board::MAX_ALGEBRAIC_N {
        t!("verify-rank", rank = n - row)
    } else {
        t!("verify-row", row = row)
    }
}

fn verify_summary(placements: u64, solutions: u64) -> String {
    let kind = match solutions {
        all if all == placements => "all",
        0 => "none",
        _ => "some",
    };
    t!(
        "verify-summary",
        all = placements,
        solutions = solutions,
        kind = kind,
        not = placements - solutions
    )
}
