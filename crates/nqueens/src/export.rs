//! Any problem of the library written out for a general solver: as a
//! formula in DIMACS CNF for SAT solvers ([`Cnf`]), or as an exact cover
//! problem in the format of Knuth's DLX programs ([`ExactCover`]).
//!
//! A [`Problem`] is a [`Model`] with a goal: its solutions (optionally with
//! queens placed and cells blocked beforehand: a completion), or its
//! dominating sets of at most a given size, independent or not. Both
//! encodings are prepared first, so that their size is known before a byte
//! is written, and then streamed to any [`std::io::Write`].
//!
//! ```
//! use nqueens::export::{Cnf, ExactCover, Problem};
//! use nqueens::variant::Model;
//!
//! let model = Model::classic(8)?;
//! let problem = Problem::solutions(&model);
//! let cnf = Cnf::new(&problem)?;
//! assert_eq!((cnf.variables(), cnf.clauses()), (172, 690));
//! let mut text = Vec::new();
//! cnf.write(&mut text).unwrap();
//! let text = String::from_utf8(text).unwrap();
//! assert!(text.starts_with("c nqueens: 8 queens on the 8 x 8 board\n"));
//! assert!(text.contains("\nc v 1 = a8\n") && text.contains("\np cnf 172 690\n"));
//!
//! // The same as exact cover: rows and columns primary, diagonals secondary.
//! let mut text = Vec::new();
//! ExactCover::new(&problem)?.write(&mut text).unwrap();
//! let text = String::from_utf8(text).unwrap();
//! assert!(text.contains("\nr0 r1 r2 r3 r4 r5 r6 r7 c0 c1 c2 c3 c4 c5 c6 c7 | a14 a13 "));
//! assert!(text.contains("\nr0 c0 a8\n"));
//! # Ok::<(), nqueens::Error>(())
//! ```
//!
//! # Which lines hold exactly one queen
//!
//! A model's lines hold at most one queen each and its groups exactly one.
//! Both encodings need more: exact cover has no "exactly `pieces` options"
//! of its own, and a SAT solver propagates far better when it knows that
//! a column, not only a row, must be filled. Both come from one theorem:
//! *if some lines and groups, pairwise disjoint, together with single
//! cells cover every cell and number exactly `pieces`, then each holds
//! exactly one queen in every solution* (each holds at most one, and the
//! `pieces` queens fall into them). Such a family also fixes the number of
//! queens. Families are looked for greedily: from each group or line of at
//! least `cells / pieces` cells (a family has a member that large), the
//! disjoint lines are taken in the model's order from the start on, and
//! the cells left over are single parts. The search is not complete, but what it finds is
//! proved; it finds the rows and columns of the square boards, the
//! diagonals of the torus and the row and column runs between pawns (and
//! so the cells a pawn leaves alone in its row or column, whose queen is
//! forced). Where it finds none, the CNF counts the queens with a
//! sequential counter and exact cover is refused
//! ([`ErrorKind::Inexpressible`]).

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::{self, BufWriter, Write};

pub use crate::error::Obstacle;
use crate::error::{Error, ErrorKind};
use crate::variant::Model;

/// Lines of up to this many cells get the pairwise at-most-one encoding,
/// longer ones the ladder: the ladder takes `4 L - 7` clauses and `L - 2`
/// auxiliary variables, pairwise takes `L (L - 1) / 2` clauses and none, so
/// pairwise is no larger up to 7 cells, and the ladder wins from 8 on (a
/// row of 64 cells: 249 clauses instead of 2,016). Both are propagation-
/// complete: a queen placed falsifies the rest of its line at once.
pub const PAIRWISE_UP_TO: usize = 7;

/// What a [`Problem`] asks of its model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Goal {
    /// The model's solutions: `pieces` queens, at most one per line,
    /// exactly one per group.
    Solutions,
    /// Sets of at most `size` queens that hold or attack every cell; with
    /// `independent`, no two of them attacking each other.
    Domination {
        /// The most queens.
        size: usize,
        /// Whether the queens must not attack each other.
        independent: bool,
    },
}

/// A problem to hand to another solver: a model, a goal, queens placed and
/// cells blocked beforehand, and the line naming it in the output.
#[derive(Clone, Debug)]
pub struct Problem<'a> {
    model: &'a Model,
    goal: Goal,
    queens: Vec<usize>,
    blocked: Vec<usize>,
    title: Option<String>,
}

impl<'a> Problem<'a> {
    /// The model's solutions.
    pub fn solutions(model: &'a Model) -> Problem<'a> {
        Problem::with_goal(model, Goal::Solutions)
    }

    /// The sets of at most `size` queens that dominate the model: every
    /// cell holds a queen or shares a line with one (see
    /// [`crate::domination`]).
    pub fn domination(model: &'a Model, size: usize) -> Problem<'a> {
        let goal = Goal::Domination {
            size,
            independent: false,
        };
        Problem::with_goal(model, goal)
    }

    /// The sets of at most `size` queens, no two attacking each other, that
    /// dominate the model.
    pub fn independent_domination(model: &'a Model, size: usize) -> Problem<'a> {
        let goal = Goal::Domination {
            size,
            independent: true,
        };
        Problem::with_goal(model, goal)
    }

    fn with_goal(model: &'a Model, goal: Goal) -> Problem<'a> {
        Problem {
            model,
            goal,
            queens: Vec::new(),
            blocked: Vec::new(),
            title: None,
        }
    }

    /// The problem with a queen placed on `cell` beforehand. Queens that
    /// attack each other, or stand on a blocked cell, make a problem with
    /// no solution, which both formats express.
    pub fn with_queen(mut self, cell: usize) -> Problem<'a> {
        self.queens.push(cell);
        self
    }

    /// The problem with `cell` blocked: no queen may stand there (for
    /// domination it must still be covered).
    pub fn with_blocked(mut self, cell: usize) -> Problem<'a> {
        self.blocked.push(cell);
        self
    }

    /// The problem named by `title` in the output's first comment line,
    /// instead of the description [`Problem::title`] builds. Line breaks
    /// in it are written as spaces.
    pub fn with_title(mut self, title: impl Into<String>) -> Problem<'a> {
        self.title = Some(title.into());
        self
    }

    /// The model.
    pub fn model(&self) -> &'a Model {
        self.model
    }

    /// The goal.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The queens placed beforehand, as cells.
    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    /// The blocked cells.
    pub fn blocked(&self) -> &[usize] {
        &self.blocked
    }

    /// The line naming the problem: the one given to
    /// [`Problem::with_title`], or one built from the model, such as
    /// `8 queens on the 8 x 8 board` (the model does not know which
    /// variant it is, so the caller names that).
    ///
    /// ```
    /// use nqueens::Square;
    /// use nqueens::export::Problem;
    /// use nqueens::variant::Model;
    ///
    /// let model = Model::with_pawns(6, &[Square::new(1, 2)])?;
    /// assert_eq!(Problem::solutions(&model).title(), "7 queens and 1 pawn on the 6 x 6 board");
    /// let model = Model::classic(5)?;
    /// assert_eq!(
    ///     Problem::independent_domination(&model, 3).title(),
    ///     "at most 3 queens, no two attacking, dominating the 5 x 5 board"
    /// );
    /// # Ok::<(), nqueens::Error>(())
    /// ```
    pub fn title(&self) -> String {
        if let Some(title) = &self.title {
            return title.replace(['\n', '\r'], " ");
        }
        let model = self.model;
        let n = model.side();
        let board = if n == 0 {
            format!("a model of {} cells", model.cells())
        } else {
            format!("the {n} x {n} board")
        };
        let pawns = (n * n).saturating_sub(model.cells());
        match self.goal {
            Goal::Solutions => {
                let queens = plural(model.pieces(), "queen");
                if pawns > 0 {
                    format!("{queens} and {} on {board}", plural(pawns, "pawn"))
                } else {
                    format!("{queens} on {board}")
                }
            }
            Goal::Domination { size, independent } => {
                let apart = if independent {
                    ", no two attacking,"
                } else {
                    ""
                };
                let with = if pawns > 0 {
                    format!(" with {}", plural(pawns, "pawn"))
                } else {
                    String::new()
                };
                format!(
                    "at most {}{apart} dominating {board}{with}",
                    plural(size, "queen")
                )
            }
        }
    }

    /// Refuses cells that are not the model's.
    fn check(&self) -> Result<(), Error> {
        let cells = self.model.cells();
        if self.queens.iter().chain(&self.blocked).any(|&c| c >= cells) {
            return Err(Error::new(ErrorKind::InvalidModel {
                reason: crate::error::ModelFault::ForeignCell,
            }));
        }
        Ok(())
    }

    /// How the output names a cell: its square in chess notation (or
    /// `(row,col)` past 26 files) on a board, its index otherwise.
    fn cell_name(&self, cell: usize) -> String {
        match self.model.square(cell) {
            Some(square) => square.name(self.model.side()),
            None => cell.to_string(),
        }
    }

    /// The comment lines (without their marker) naming the problem.
    fn header(&self) -> Vec<String> {
        let mut lines = vec![format!("nqueens: {}", self.title())];
        let list = |cells: &[usize]| {
            let names: Vec<String> = cells.iter().map(|&c| self.cell_name(c)).collect();
            names.join(" ")
        };
        if !self.queens.is_empty() {
            lines.push(format!("queens placed: {}", list(&self.queens)));
        }
        if !self.blocked.is_empty() {
            lines.push(format!("cells blocked: {}", list(&self.blocked)));
        }
        lines
    }
}

fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// The distinct lines and groups of a model, and what the families found
/// prove about them (see the [module documentation](self)).
#[derive(Clone, Debug)]
struct Structure {
    /// Sorted cell sets: the groups, then the lines of two cells or more
    /// not equal to an earlier set.
    sets: Vec<Vec<usize>>,
    /// Whether each set is one of the model's lines.
    line: Vec<bool>,
    /// Whether each set holds exactly one queen in every solution.
    exactly_one: Vec<bool>,
    /// Cells that hold a queen in every solution: single parts of a family.
    forced: Vec<usize>,
    /// Whether the sets holding exactly one queen fix the number of queens.
    counted: bool,
}

impl Structure {
    fn of(model: &Model) -> Structure {
        let cells = model.cells();
        let pieces = model.pieces();
        let mut sets: Vec<Vec<usize>> = Vec::new();
        let mut exactly_one = Vec::new();
        let mut line = Vec::new();
        let mut index: HashMap<Vec<usize>, usize> = HashMap::new();
        let mut add = |mut set: Vec<usize>, is_group: bool| {
            set.sort_unstable();
            set.dedup();
            if !is_group && set.len() < 2 {
                // A line of one cell constrains nothing.
                return;
            }
            let i = *index.entry(set.clone()).or_insert_with(|| {
                sets.push(set);
                exactly_one.push(false);
                line.push(false);
                sets.len() - 1
            });
            exactly_one[i] |= is_group;
            line[i] |= !is_group;
        };
        for g in model.groups() {
            add(g.clone(), true);
        }
        for l in model.lines() {
            add(l.clone(), false);
        }
        let mut in_family = vec![false; sets.len()];
        let mut forced = Vec::new();
        let mut counted = false;
        let mut covered = vec![false; cells];
        for start in 0..sets.len() {
            // A family has a member of at least the average size, so only
            // such sets start one; this keeps the work near `pieces`
            // scans of the sets.
            if in_family[start] || sets[start].is_empty() || sets[start].len() * pieces < cells {
                continue;
            }
            covered.fill(false);
            let mut members = Vec::new();
            // From the start on, then from the beginning: the constructors
            // build the lines family by family, so the start's own family
            // comes first.
            for i in (start..sets.len()).chain(0..start) {
                if members.len() > pieces {
                    break;
                }
                if sets[i].iter().all(|&c| !covered[c]) {
                    for &c in &sets[i] {
                        covered[c] = true;
                    }
                    members.push(i);
                }
            }
            let singles: Vec<usize> = (0..cells).filter(|&c| !covered[c]).collect();
            if members.len() + singles.len() == pieces {
                for &i in &members {
                    exactly_one[i] = true;
                    in_family[i] = true;
                }
                forced.extend(singles);
                counted = true;
            }
        }
        forced.sort_unstable();
        forced.dedup();
        Structure {
            sets,
            line,
            exactly_one,
            forced,
            counted,
        }
    }
}

/// A problem encoded as a formula in conjunctive normal form, ready to be
/// written in the DIMACS format that SAT solvers read.
///
/// Variable `v` for `v` from 1 to the model's cell count is true when a
/// queen stands on cell `v - 1`; the variables after those are auxiliary,
/// and each is defined as a function of the cell variables, so that every
/// solution of the problem is exactly one model of the formula (a model
/// counter counts solutions). The clauses:
///
/// - at most one queen per line ([`PAIRWISE_UP_TO`] says which encoding),
///   for the solutions and independent domination;
/// - at least one per group and per member of a family (see the
///   [module documentation](self)), and a unit clause per cell a family
///   forces;
/// - where no family fixes the number of queens, exactly `pieces` of them
///   by a sequential counter (Sinz, 2005) over all cells: `r(i, j)`, "at
///   least `j` queens among the first `i` cells", for `j` up to `pieces`,
///   defined as `r(i-1, j) or (r(i-1, j-1) and x(i))`, with a clause
///   forbidding a queen past `pieces` and a unit clause asking for
///   `pieces`; about `cells x pieces` variables and four times as many
///   clauses;
/// - for domination, a clause per cell (the cell or one sharing a line
///   with it holds a queen) and at most `size` queens by the same counter;
/// - a unit clause per queen placed, a negated one per cell blocked.
#[derive(Clone, Debug)]
pub struct Cnf<'a> {
    problem: Problem<'a>,
    structure: Structure,
    variables: usize,
    clauses: usize,
}

impl<'a> Cnf<'a> {
    /// Encodes the problem, counting its variables and clauses (this walks
    /// the whole encoding once, writing nothing). Refused: cells placed or
    /// blocked that are not the model's.
    pub fn new(problem: &Problem<'a>) -> Result<Cnf<'a>, Error> {
        problem.check()?;
        let mut cnf = Cnf {
            problem: problem.clone(),
            structure: Structure::of(problem.model),
            variables: 0,
            clauses: 0,
        };
        let mut counting = Emit::new(problem.model.cells(), None);
        cnf.emit(&mut counting);
        cnf.variables = counting.next_var - 1;
        cnf.clauses = counting.clauses;
        Ok(cnf)
    }

    /// The number of variables: the cells, then the auxiliary ones.
    pub fn variables(&self) -> usize {
        self.variables
    }

    /// The number of cell variables (`1..=cell_variables()`), the model's
    /// cell count.
    pub fn cell_variables(&self) -> usize {
        self.problem.model.cells()
    }

    /// The number of clauses.
    pub fn clauses(&self) -> usize {
        self.clauses
    }

    /// Writes the formula: comment lines naming the problem and every cell
    /// variable's square (`c v 1 = a8`), saying which variables are
    /// auxiliary, then `p cnf V C` and one clause a line.
    pub fn write<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let mut out = BufWriter::new(out);
        let problem = &self.problem;
        for line in problem.header() {
            writeln!(out, "c {line}")?;
        }
        let cells = self.cell_variables();
        writeln!(
            out,
            "c variable v is true when a queen stands on cell v - 1:"
        )?;
        for cell in 0..cells {
            writeln!(out, "c v {} = {}", cell + 1, problem.cell_name(cell))?;
        }
        if self.variables > cells {
            writeln!(
                out,
                "c variables {} to {} are auxiliary, each a function of the cells \
                 (at-most-one ladders and sequential counters): one model per solution",
                cells + 1,
                self.variables
            )?;
        }
        writeln!(out, "p cnf {} {}", self.variables, self.clauses)?;
        let mut writing = Emit::new(cells, Some(&mut out));
        self.emit(&mut writing);
        if let Some(error) = writing.error {
            return Err(error);
        }
        debug_assert_eq!(writing.clauses, self.clauses);
        out.flush()
    }

    /// The cells holding a queen in a model of the formula, given as its
    /// true literals in DIMACS numbering (negative literals and auxiliary
    /// variables are ignored), in increasing order.
    pub fn cells_of(&self, literals: impl IntoIterator<Item = isize>) -> Vec<usize> {
        let cells = self.cell_variables();
        let mut found: Vec<usize> = literals
            .into_iter()
            .filter(|&l| l > 0 && l as usize <= cells)
            .map(|l| l as usize - 1)
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }

    /// The whole encoding, into `e`: the same calls in the same order on
    /// both passes, so that the auxiliary variables number alike.
    fn emit(&self, e: &mut Emit<'_>) {
        let model = self.problem.model;
        let cells = model.cells();
        let var = |cell: usize| cell as i64 + 1;
        let s = &self.structure;
        match self.problem.goal {
            Goal::Solutions => {
                for (i, set) in s.sets.iter().enumerate() {
                    let lits: Vec<i64> = set.iter().map(|&c| var(c)).collect();
                    if s.exactly_one[i] {
                        e.clause(&lits);
                    }
                    e.at_most_one(&lits);
                }
                for &cell in &s.forced {
                    e.clause(&[var(cell)]);
                }
                if !s.counted {
                    let all: Vec<i64> = (0..cells).map(var).collect();
                    e.counter(&all, model.pieces(), true);
                }
            }
            Goal::Domination { size, independent } => {
                let words = cells.div_ceil(64).max(1);
                let attacks = model.attack_bits();
                let mut lits = Vec::new();
                for cell in 0..cells {
                    lits.clear();
                    lits.push(var(cell));
                    for (w, &bits) in attacks[cell * words..(cell + 1) * words].iter().enumerate() {
                        let mut bits = bits;
                        while bits != 0 {
                            lits.push(var(w * 64 + bits.trailing_zeros() as usize));
                            bits &= bits - 1;
                        }
                    }
                    e.clause(&lits);
                }
                if independent {
                    // Groups do not constrain domination: lines only.
                    for (set, _) in s.sets.iter().zip(&s.line).filter(|(_, line)| **line) {
                        let lits: Vec<i64> = set.iter().map(|&c| var(c)).collect();
                        e.at_most_one(&lits);
                    }
                }
                let all: Vec<i64> = (0..cells).map(var).collect();
                e.counter(&all, size, false);
            }
        }
        for &cell in &self.problem.queens {
            e.clause(&[var(cell)]);
        }
        for &cell in &self.problem.blocked {
            e.clause(&[-var(cell)]);
        }
    }
}

/// Where the clauses go: counted only, or written too.
struct Emit<'w> {
    /// The next auxiliary variable, in DIMACS numbering.
    next_var: usize,
    clauses: usize,
    out: Option<&'w mut dyn Write>,
    /// The first write error; later clauses are then only counted.
    error: Option<io::Error>,
    line: String,
}

impl<'w> Emit<'w> {
    fn new(cells: usize, out: Option<&'w mut dyn Write>) -> Emit<'w> {
        Emit {
            next_var: cells + 1,
            clauses: 0,
            out,
            error: None,
            line: String::new(),
        }
    }

    fn var(&mut self) -> i64 {
        self.next_var += 1;
        (self.next_var - 1) as i64
    }

    fn clause(&mut self, lits: &[i64]) {
        self.clauses += 1;
        if self.error.is_some() {
            return;
        }
        let Some(out) = self.out.as_mut() else {
            return;
        };
        self.line.clear();
        for lit in lits {
            let _ = write!(self.line, "{lit} ");
        }
        self.line.push_str("0\n");
        if let Err(error) = out.write_all(self.line.as_bytes()) {
            self.error = Some(error);
        }
    }

    /// At most one of `xs` true: pairwise for short lines, the ladder (a
    /// counter to one) for long ones.
    fn at_most_one(&mut self, xs: &[i64]) {
        if xs.len() <= PAIRWISE_UP_TO {
            for (i, &a) in xs.iter().enumerate() {
                for &b in &xs[i + 1..] {
                    self.clause(&[-a, -b]);
                }
            }
        } else {
            self.counter(xs, 1, false);
        }
    }

    /// At most `k` of `xs` true, and with `at_least` exactly `k`, by the
    /// sequential counter: after input `i`, `regs[j - 1]` is "at least `j`
    /// of the inputs so far", for `j` up to `k`. The first input is its own
    /// register, and the last step only checks, so a counter to one over
    /// `L` inputs is the ladder: `L - 2` variables, `4 L - 7` clauses.
    fn counter(&mut self, xs: &[i64], k: usize, at_least: bool) {
        let n = xs.len();
        if k == 0 {
            for &x in xs {
                self.clause(&[-x]);
            }
            return;
        }
        if k > n {
            if at_least {
                // No k queens among fewer cells: the empty clause.
                self.clause(&[]);
            }
            return;
        }
        let mut regs: Vec<i64> = Vec::with_capacity(k);
        let mut next: Vec<i64> = Vec::with_capacity(k);
        for (i, &x) in xs.iter().enumerate() {
            if regs.len() == k {
                // A queen past the k-th.
                self.clause(&[-regs[k - 1], -x]);
            }
            if i + 1 == n {
                if at_least {
                    // At least k in all: regs[k] or (regs[k - 1] and x).
                    let below = k.checked_sub(2).map(|j| regs[j]);
                    match (regs.get(k - 1).copied(), below) {
                        (None, None) => self.clause(&[x]),
                        (None, Some(b)) => {
                            self.clause(&[b]);
                            self.clause(&[x]);
                        }
                        (Some(a), None) => self.clause(&[a, x]),
                        (Some(a), Some(b)) => {
                            self.clause(&[a, b]);
                            self.clause(&[a, x]);
                        }
                    }
                }
                break;
            }
            next.clear();
            for j in 1..=(i + 1).min(k) {
                let same = regs.get(j - 1).copied();
                let below = j.checked_sub(2).map(|j| regs[j]);
                let r = self.define(same, below, x);
                next.push(r);
            }
            std::mem::swap(&mut regs, &mut next);
        }
    }

    /// A literal equal to `a or (b and x)`, where a missing `a` is false
    /// and a missing `b` true: `x` itself, or a new variable with the
    /// clauses of the equivalence.
    fn define(&mut self, a: Option<i64>, b: Option<i64>, x: i64) -> i64 {
        match (a, b) {
            (None, None) => x,
            (None, Some(b)) => {
                let r = self.var();
                self.clause(&[-r, b]);
                self.clause(&[-r, x]);
                self.clause(&[r, -b, -x]);
                r
            }
            (Some(a), None) => {
                let r = self.var();
                self.clause(&[-a, r]);
                self.clause(&[-x, r]);
                self.clause(&[-r, a, x]);
                r
            }
            (Some(a), Some(b)) => {
                let r = self.var();
                self.clause(&[-a, r]);
                self.clause(&[-b, -x, r]);
                self.clause(&[-r, a, b]);
                self.clause(&[-r, a, x]);
                r
            }
        }
    }
}

/// The longest item name Knuth's DLX programs read.
pub const MAX_ITEM_NAME: usize = 8;

/// A problem as exact cover, ready to be written in the input format of
/// Knuth's DLX1 (and the later DLX programs, which read the same).
///
/// The format: lines beginning with `|` are comments, anywhere. The first
/// other line names the primary items, then `|`, then the secondary items
/// (the `|` left out when there are none); each later line is an option,
/// the names of its items. A solution takes options that hold every
/// primary item exactly once and every secondary item at most once. Names
/// are one to eight printable characters other than `:` and `|`; every
/// option holds a primary item.
///
/// Each option is one cell (the cells in increasing order, blocked cells
/// left out: [`ExactCover::options`]), holding the items of its lines and
/// groups. Groups, and lines proved to hold exactly one queen (see the
/// [module documentation](self)), are primary; the other lines secondary.
/// On a board the items are named by the lines' geometry: `r3` row 3 (from
/// the top, from 0), `c3` column 3 (from the left), `d5` the diagonal with
/// row + column = 5, `a9` the one with row - column + n = 9 (on the torus
/// both taken mod n, so `a0` to `a{n-1}`), `k12` the 13th knight's pair;
/// a run cut by pawns adds `.1`, `.2`, ... in order; anything else is
/// `l` and its index, and a cell whose queen is forced (placed, or alone
/// in a family) has a primary item `q` and its name, such as `qa8`.
///
/// Refused, with [`ErrorKind::Inexpressible`]: domination (a cell is
/// covered at least once, not exactly once), and models whose lines and
/// groups do not fix the number of queens. The DIMACS encoding takes both.
#[derive(Clone, Debug)]
pub struct ExactCover<'a> {
    problem: Problem<'a>,
    /// Item names, primary first.
    names: Vec<String>,
    primary: usize,
    /// Per option, its cell and items (indices into `names`).
    options: Vec<(usize, Vec<usize>)>,
}

impl<'a> ExactCover<'a> {
    /// Builds the exact cover problem, or says why this problem has none.
    pub fn new(problem: &Problem<'a>) -> Result<ExactCover<'a>, Error> {
        problem.check()?;
        let inexpressible = |reason| {
            Error::new(ErrorKind::Inexpressible {
                format: "dlx",
                reason,
                instead: Some("dimacs"),
            })
        };
        if let Goal::Domination { .. } = problem.goal {
            return Err(inexpressible(Obstacle::Covering));
        }
        let model = problem.model;
        let s = Structure::of(model);
        if !s.counted {
            return Err(inexpressible(Obstacle::UncountedQueens));
        }
        let set_names = set_names(model, &s.sets);
        let mut forced: Vec<usize> = s.forced.iter().chain(&problem.queens).copied().collect();
        forced.sort_unstable();
        forced.dedup();

        // Items: the sets that hold exactly one queen, then the forced
        // cells (primary), then the other sets (secondary).
        let mut names = Vec::new();
        let mut item_of_set = vec![0; s.sets.len()];
        let mut add_sets = |names: &mut Vec<String>, primary: bool| {
            for (i, name) in set_names.iter().enumerate() {
                if s.exactly_one[i] == primary {
                    item_of_set[i] = names.len();
                    names.push(name.clone());
                }
            }
        };
        add_sets(&mut names, true);
        let first_forced = names.len();
        for &cell in &forced {
            names.push(format!("q{}", problem.cell_name(cell)));
        }
        let primary = names.len();
        add_sets(&mut names, false);
        if names
            .iter()
            .any(|n| n.len() > MAX_ITEM_NAME || n.contains([':', '|', ' ']))
        {
            return Err(inexpressible(Obstacle::LongName));
        }

        let mut sets_of_cell: Vec<Vec<usize>> = vec![Vec::new(); model.cells()];
        for (i, set) in s.sets.iter().enumerate() {
            for &c in set {
                sets_of_cell[c].push(i);
            }
        }
        let mut blocked = vec![false; model.cells()];
        for &c in &problem.blocked {
            blocked[c] = true;
        }
        let options = (0..model.cells())
            .filter(|&c| !blocked[c])
            .map(|c| {
                let mut items: Vec<usize> =
                    sets_of_cell[c].iter().map(|&i| item_of_set[i]).collect();
                if let Ok(k) = forced.binary_search(&c) {
                    items.push(first_forced + k);
                }
                items.sort_unstable();
                (c, items)
            })
            .collect();
        Ok(ExactCover {
            problem: problem.clone(),
            names,
            primary,
            options,
        })
    }

    /// The primary items' names.
    pub fn primary(&self) -> &[String] {
        &self.names[..self.primary]
    }

    /// The secondary items' names.
    pub fn secondary(&self) -> &[String] {
        &self.names[self.primary..]
    }

    /// The cell of each option, in the order written.
    pub fn options(&self) -> Vec<usize> {
        self.options.iter().map(|(c, _)| *c).collect()
    }

    /// Writes the problem: comment lines naming it and its items, the
    /// items, then one option a line.
    pub fn write<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let mut out = BufWriter::new(out);
        for line in self.problem.header() {
            writeln!(out, "| {line}")?;
        }
        let n = self.problem.model.side();
        writeln!(
            out,
            "| exact cover for Knuth's DLX programs: an option per cell (in increasing order, \
             blocked cells left out), holding the items of its lines"
        )?;
        if n > 0 {
            writeln!(
                out,
                "| items: rR row R from the top, cC column C from the left (both from 0), \
                 dS row + column = S, aD row - column + {n} = D (on the torus both mod {n}), \
                 kI a knight's pair, .K the K-th run between pawns, qX a queen forced on X"
            )?;
        } else {
            writeln!(
                out,
                "| items: lI line or group I, qX a queen forced on cell X"
            )?;
        }
        writeln!(
            out,
            "| primary items hold exactly one queen, secondary ones at most one"
        )?;
        let mut line = self.primary().join(" ");
        if self.primary < self.names.len() {
            line.push_str(" | ");
            line.push_str(&self.secondary().join(" "));
        }
        writeln!(out, "{line}")?;
        for (_, items) in &self.options {
            let mut first = true;
            for &i in items {
                if !first {
                    out.write_all(b" ")?;
                }
                first = false;
                out.write_all(self.names[i].as_bytes())?;
            }
            out.write_all(b"\n")?;
        }
        out.flush()
    }
}

/// Names for the sets of a model: by their geometry on a board, `l` and
/// the index otherwise; repeats get `.1`, `.2`, ... in order.
fn set_names(model: &Model, sets: &[Vec<usize>]) -> Vec<String> {
    let n = model.side();
    let squares = |set: &[usize]| -> Option<Vec<(usize, usize)>> {
        set.iter()
            .map(|&c| model.square(c).map(|s| (s.row, s.col)))
            .collect()
    };
    let constant = |sq: &[(usize, usize)], f: &dyn Fn(usize, usize) -> usize| {
        sq.iter().all(|&(r, c)| f(r, c) == f(sq[0].0, sq[0].1))
    };
    // The torus's diagonals wrap: there every diagonal is named mod n.
    let wraps = n > 0
        && sets.iter().any(|set| {
            squares(set).is_some_and(|sq| {
                sq.len() == n
                    && n > 2
                    && !constant(&sq, &|r, c| r + c)
                    && !constant(&sq, &|r, c| r + n - c)
                    && (constant(&sq, &|r, c| (r + c) % n)
                        || constant(&sq, &|r, c| (r + n - c) % n))
            })
        });
    let mut knights = 0;
    let base: Vec<String> = sets
        .iter()
        .enumerate()
        .map(|(i, set)| {
            let Some(sq) = squares(set).filter(|sq| n > 0 && !sq.is_empty()) else {
                return format!("l{i}");
            };
            let (r, c) = sq[0];
            if constant(&sq, &|r, _| r) {
                format!("r{r}")
            } else if constant(&sq, &|_, c| c) {
                format!("c{c}")
            } else if !wraps && constant(&sq, &|r, c| r + c) {
                format!("d{}", r + c)
            } else if !wraps && constant(&sq, &|r, c| r + n - c) {
                format!("a{}", r + n - c)
            } else if wraps && constant(&sq, &|r, c| (r + c) % n) {
                format!("d{}", (r + c) % n)
            } else if wraps && constant(&sq, &|r, c| (r + n - c) % n) {
                format!("a{}", (r + n - c) % n)
            } else if sq.len() == 2 && {
                let (dr, dc) = (sq[0].0.abs_diff(sq[1].0), sq[0].1.abs_diff(sq[1].1));
                (dr, dc) == (1, 2) || (dr, dc) == (2, 1)
            } {
                knights += 1;
                format!("k{}", knights - 1)
            } else {
                format!("l{i}")
            }
        })
        .collect();
    let mut total: HashMap<&str, usize> = HashMap::new();
    for name in &base {
        *total.entry(name).or_default() += 1;
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    base.iter()
        .map(|name| {
            if total[name.as_str()] == 1 {
                return name.clone();
            }
            let k = seen.entry(name).or_default();
            *k += 1;
            format!("{name}.{k}")
        })
        .collect()
}
