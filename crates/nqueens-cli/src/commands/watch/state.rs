//! What the screen shows, as plain data: the board a trace has built so
//! far, the marker arrays, the counters, and whether the animation runs.
//! Nothing here draws or reads the terminal, so the tests can feed steps in
//! and look at the result.

use nqueens::lesson::{Array, Frame, Listing, Stop};
use nqueens::tour::{TourStep, TourTraceStats};
use nqueens::{Line, Method, Square, Step, TourMethod};

/// The speeds `+` and `-` step through, in steps a second.
pub const SPEEDS: [u32; 16] = [
    1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

/// How the animation runs: paused or not, how fast, and whether it is
/// running ahead to the next solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playback {
    pub paused: bool,
    /// Steps a second.
    speed: u32,
    /// Running as fast as it can until the next solution (or tour), where
    /// it pauses.
    pub to_next: bool,
    /// The search is over; nothing moves any more.
    pub finished: bool,
}

impl Playback {
    pub fn new(speed: u32) -> Playback {
        Playback {
            paused: false,
            speed: speed.clamp(SPEEDS[0], SPEEDS[SPEEDS.len() - 1]),
            to_next: false,
            finished: false,
        }
    }

    /// Steps a second.
    pub fn speed(&self) -> u32 {
        self.speed
    }

    /// The next speed of [`SPEEDS`] above the current one, if any.
    pub fn faster(&mut self) {
        if let Some(&next) = SPEEDS.iter().find(|&&speed| speed > self.speed) {
            self.speed = next;
        }
    }

    /// The next speed of [`SPEEDS`] below the current one, if any.
    pub fn slower(&mut self) {
        if let Some(&next) = SPEEDS.iter().rev().find(|&&speed| speed < self.speed) {
            self.speed = next;
        }
    }

    /// Whether steps are due on their own.
    pub fn running(&self) -> bool {
        !self.finished && (self.to_next || !self.paused)
    }
}

/// Counts of the marker arrays: how many queens hold each column `a[j]`,
/// each diagonal `b[i+j]` and each anti-diagonal `c[i-j+n]`. Counts, not
/// flags, because a brute-force sequence may put two queens on one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Markers {
    pub columns: Vec<u32>,
    /// Index `i + j`, from 0 to `2n - 2`.
    pub diagonals: Vec<u32>,
    /// Index `i - j + n`, from 1 to `2n - 1`; entry 0 is never used.
    pub anti_diagonals: Vec<u32>,
}

impl Markers {
    fn new(n: usize) -> Markers {
        Markers {
            columns: vec![0; n],
            diagonals: vec![0; 2 * n - 1],
            anti_diagonals: vec![0; 2 * n],
        }
    }

    fn lines(square: Square, n: usize) -> (usize, usize, usize) {
        (
            square.col,
            square.row + square.col,
            square.row + n - square.col,
        )
    }

    fn add(&mut self, square: Square, n: usize) {
        let (a, b, c) = Markers::lines(square, n);
        self.columns[a] += 1;
        self.diagonals[b] += 1;
        self.anti_diagonals[c] += 1;
    }

    fn remove(&mut self, square: Square, n: usize) {
        let (a, b, c) = Markers::lines(square, n);
        self.columns[a] -= 1;
        self.diagonals[b] -= 1;
        self.anti_diagonals[c] -= 1;
    }
}

/// The queens' search as far as the steps applied: the queens standing,
/// the marker arrays, the step just taken and the counts.
#[derive(Clone, Debug)]
pub struct QueensState {
    n: usize,
    method: Method,
    /// The column of each row's queen, row 0's first.
    queens: Vec<usize>,
    markers: Markers,
    current: Option<Step>,
    steps: u64,
    nodes: u64,
    conflicts: u64,
    solutions: u64,
    code: Option<CodeView>,
}

/// The lessons' program beside the board: its lines and the line of the
/// step just taken.
#[derive(Clone, Debug)]
pub struct CodeView {
    /// The program's file name, the panel's title.
    pub title: &'static str,
    pub listing: Listing,
    /// The line of the step just taken, from 1.
    pub line: Option<usize>,
    /// The program's active calls and arrays at that line, in its own
    /// names and numbering.
    pub frames: Vec<Frame>,
    pub arrays: Vec<Array>,
}

impl CodeView {
    /// `listing` under its title, before the first step.
    fn new(title: &'static str, listing: Listing) -> CodeView {
        CodeView {
            title,
            listing,
            line: None,
            frames: Vec::new(),
            arrays: Vec::new(),
        }
    }
}

impl QueensState {
    pub fn new(n: usize, method: Method) -> QueensState {
        QueensState {
            n,
            method,
            queens: Vec::with_capacity(n),
            markers: Markers::new(n),
            current: None,
            steps: 0,
            nodes: 0,
            conflicts: 0,
            solutions: 0,
            code: None,
        }
    }

    /// The same, showing `listing` (of the program `title`) beside the
    /// board, its line following the steps.
    pub fn with_code(mut self, title: &'static str, listing: Listing) -> QueensState {
        self.code = Some(CodeView::new(title, listing));
        self
    }

    /// The program's variables at the step about to be applied.
    pub fn show_variables(&mut self, stop: Stop) {
        if let Some(code) = &mut self.code {
            code.frames = stop.frames;
            code.arrays = stop.arrays;
        }
    }

    /// The program shown beside the board, if any.
    pub fn code(&self) -> Option<&CodeView> {
        self.code.as_ref()
    }

    /// Takes in the next step of the search.
    pub fn apply(&mut self, step: Step) {
        self.steps += 1;
        match step {
            Step::Try { .. } => {}
            Step::Conflict { .. } => self.conflicts += 1,
            Step::Place { square } => {
                debug_assert_eq!(square.row, self.queens.len(), "queens go row by row");
                self.queens.push(square.col);
                self.markers.add(square, self.n);
                self.nodes += 1;
            }
            Step::Backtrack { square } => {
                debug_assert_eq!(self.queens.last(), Some(&square.col), "the last queen");
                self.queens.pop();
                self.markers.remove(square, self.n);
            }
            Step::Solution { .. } => self.solutions += 1,
        }
        if let Some(code) = &mut self.code {
            code.line = code.listing.line_of_step(&step);
        }
        self.current = Some(step);
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn method(&self) -> Method {
        self.method
    }

    pub fn queens(&self) -> &[usize] {
        &self.queens
    }

    pub fn markers(&self) -> &Markers {
        &self.markers
    }

    /// The step applied last, `None` before the first.
    pub fn current(&self) -> Option<Step> {
        self.current
    }

    pub fn steps(&self) -> u64 {
        self.steps
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn conflicts(&self) -> u64 {
        self.conflicts
    }

    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// The queen on `square`, if one stands there.
    pub fn has_queen(&self, square: Square) -> bool {
        self.queens.get(square.row) == Some(&square.col)
    }

    /// Whether a queen standing attacks `square`, by the marker arrays: its
    /// column or one of its diagonals is taken.
    pub fn attacked(&self, square: Square) -> bool {
        let (a, b, c) = Markers::lines(square, self.n);
        self.markers.columns[a] > 0
            || self.markers.diagonals[b] > 0
            || self.markers.anti_diagonals[c] > 0
    }

    /// The line of the conflict just found, if the current step is one.
    pub fn blocking_line(&self) -> Option<Line> {
        match self.current {
            Some(Step::Conflict { line, .. }) => Some(line),
            _ => None,
        }
    }
}

/// Whether `square` of an `n x n` board lies on `line`, numbered as the
/// marker arrays number lines.
pub fn on_line(square: Square, line: Line, n: usize) -> bool {
    match line {
        Line::Row(row) => square.row == row,
        Line::Column(col) => square.col == col,
        Line::Diagonal(sum) => square.row + square.col == sum,
        Line::AntiDiagonal(difference) => square.row + n == difference + square.col,
    }
}

/// The knight's search as far as the steps applied: the path, each
/// square's move number, the step just taken and the counts.
#[derive(Clone, Debug)]
pub struct TourState {
    rows: usize,
    cols: usize,
    closed: bool,
    method: TourMethod,
    path: Vec<Square>,
    /// Each square's place in the path, from 1; 0 for a free square.
    numbers: Vec<u32>,
    current: Option<TourStep>,
    stats: TourTraceStats,
    code: Option<CodeView>,
}

impl TourState {
    pub fn new(
        rows: usize,
        cols: usize,
        start: Square,
        closed: bool,
        method: TourMethod,
    ) -> TourState {
        let mut numbers = vec![0; rows * cols];
        numbers[start.row * cols + start.col] = 1;
        TourState {
            rows,
            cols,
            closed,
            method,
            path: vec![start],
            numbers,
            current: None,
            stats: TourTraceStats::default(),
            code: None,
        }
    }

    /// The same, showing the knight's tour program `listing` (of the file
    /// `title`) beside the board, its line following the steps.
    pub fn with_code(mut self, title: &'static str, listing: Listing) -> TourState {
        self.code = Some(CodeView::new(title, listing));
        self
    }

    /// The program shown beside the board, if any.
    pub fn code(&self) -> Option<&CodeView> {
        self.code.as_ref()
    }

    /// Takes in the next step of the search.
    pub fn apply(&mut self, step: TourStep) {
        self.stats.steps += 1;
        if let Some(code) = &mut self.code {
            code.line = code.listing.line_of_tour_step(&step);
        }
        match step {
            TourStep::Move { to, number, .. } => {
                self.path.push(to);
                self.numbers[to.row * self.cols + to.col] = number as u32;
                self.stats.moves += 1;
            }
            TourStep::Retreat { square } => {
                debug_assert_eq!(self.path.last(), Some(&square), "the knight's square");
                self.path.pop();
                self.numbers[square.row * self.cols + square.col] = 0;
                self.stats.retreats += 1;
            }
            TourStep::Tour { .. } => self.stats.tours += 1,
        }
        self.current = Some(step);
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn closed(&self) -> bool {
        self.closed
    }

    pub fn method(&self) -> TourMethod {
        self.method
    }

    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The square's place in the path, from 1, or `None` if it is free.
    pub fn number(&self, square: Square) -> Option<u32> {
        Some(self.numbers[square.row * self.cols + square.col]).filter(|&number| number > 0)
    }

    pub fn knight(&self) -> Square {
        *self.path.last().expect("the start stays on the path")
    }

    pub fn current(&self) -> Option<TourStep> {
        self.current
    }

    pub fn stats(&self) -> TourTraceStats {
        self.stats
    }
}

#[cfg(test)]
mod tests {
    use nqueens::Trace;
    use nqueens::tour::TourTrace;

    use super::*;

    #[test]
    fn the_state_follows_the_trace_queen_by_queen() {
        for method in [
            Method::Marks,
            Method::Pairwise,
            Method::Bitmask,
            Method::Brute,
        ] {
            let n = if method == Method::Brute { 4 } else { 6 };
            let mut trace = Trace::new(n, method).unwrap();
            let mut state = QueensState::new(n, method);
            while let Some(step) = trace.next() {
                state.apply(step);
                assert_eq!(state.queens(), trace.queens(), "{method:?} after {step:?}");
            }
            let stats = trace.stats();
            assert_eq!(
                (state.steps(), state.nodes(), state.solutions()),
                (stats.steps, stats.nodes, stats.solutions)
            );
            assert_eq!(state.conflicts(), stats.conflicts);
            assert!(state.queens().is_empty(), "every queen taken back");
            assert!(state.markers().columns.iter().all(|&count| count == 0));
        }
    }

    #[test]
    fn markers_and_attacked_squares_follow_the_queens() {
        let mut state = QueensState::new(4, Method::Marks);
        // b4 on a 4 x 4 board: row 0, column 1.
        state.apply(Step::Place {
            square: Square::new(0, 1),
        });
        assert_eq!(state.markers().columns, [0, 1, 0, 0]);
        assert_eq!(state.markers().diagonals, [0, 1, 0, 0, 0, 0, 0]);
        // i - j + n = 0 - 1 + 4 = 3.
        assert_eq!(state.markers().anti_diagonals, [0, 0, 0, 1, 0, 0, 0, 0]);
        assert!(state.attacked(Square::new(3, 1)), "its column");
        assert!(state.attacked(Square::new(1, 0)), "its diagonal i+j=1");
        assert!(
            state.attacked(Square::new(2, 3)),
            "its anti-diagonal i-j+n=3"
        );
        assert!(!state.attacked(Square::new(1, 3)));
        assert!(!state.attacked(Square::new(3, 0)));
        state.apply(Step::Backtrack {
            square: Square::new(0, 1),
        });
        assert!(!state.attacked(Square::new(3, 1)));
    }

    #[test]
    fn lines_hold_the_squares_the_markers_number() {
        let n = 5;
        let square = Square::new(3, 1);
        assert!(on_line(square, Line::Column(1), n));
        assert!(on_line(square, Line::Diagonal(4), n));
        assert!(on_line(square, Line::AntiDiagonal(3 - 1 + 5), n));
        assert!(!on_line(square, Line::AntiDiagonal(6), n));
        assert!(!on_line(square, Line::Diagonal(3), n));
    }

    #[test]
    fn speed_steps_through_the_ladder_and_stops_at_its_ends() {
        let mut playback = Playback::new(10);
        playback.faster();
        assert_eq!(playback.speed(), 20);
        playback.slower();
        playback.slower();
        assert_eq!(playback.speed(), 5);
        // A speed between two rungs moves to the neighbouring rung.
        let mut playback = Playback::new(15);
        playback.faster();
        assert_eq!(playback.speed(), 20);
        let mut playback = Playback::new(15);
        playback.slower();
        assert_eq!(playback.speed(), 10);
        let mut playback = Playback::new(1);
        playback.slower();
        assert_eq!(playback.speed(), 1);
        let mut playback = Playback::new(1_000_000);
        assert_eq!(playback.speed(), 100_000);
        playback.faster();
        assert_eq!(playback.speed(), 100_000);
    }

    #[test]
    fn the_tour_state_numbers_the_path() {
        let start = Square::new(0, 0);
        let mut trace = TourTrace::new(5, 5, start, false, TourMethod::Backtrack).unwrap();
        let mut state = TourState::new(5, 5, start, false, TourMethod::Backtrack);
        for step in trace.by_ref() {
            state.apply(step);
            if let TourStep::Tour { number: 1 } = step {
                break;
            }
        }
        assert_eq!(state.path(), trace.path());
        assert_eq!(state.path().len(), 25);
        for (k, &square) in state.path().iter().enumerate() {
            assert_eq!(state.number(square), Some(k as u32 + 1));
        }
        assert_eq!(state.stats(), trace.stats());
        // The retreat that follows frees the last square.
        let last = state.knight();
        let step = trace.next().unwrap();
        assert_eq!(step, TourStep::Retreat { square: last });
        state.apply(step);
        assert_eq!(state.number(last), None);
    }
}
