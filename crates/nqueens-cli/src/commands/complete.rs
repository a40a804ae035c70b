//! `nqueens complete`: fill a board that has some queens placed and some
//! squares blocked, read from a grid, from flags, or from both.
//!
//! The library does the search; this command only gathers the board, and
//! does so in time that grows with the input and no faster, so that a board
//! of hundreds of rows costs nothing before the search starts.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::ops::ControlFlow;

use anyhow::Context;
use nqueens::Square;
use nqueens::complete::{Puzzle, count_completions, find_completion, for_each_completion};

use super::{OUTPUT_BUFFER_BYTES, Outcome, note, on_deep_stack};
use crate::config::{
    BoardSource, BoardStyle, CompleteConfig, CompleteFormat, CompleteMode, MAX_COMPLETE_N,
    SolveFormat, Source,
};
use crate::input::{Grid, read_grid};
use crate::render::{self, SolutionPrinter, Summary};
use crate::text;

/// Why the board cannot be completed as given; worded by [`crate::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompleteError {
    SizeMismatch { grid: usize, given: usize },
    GridTooLarge { n: usize, max: usize },
}

impl std::error::Error for CompleteError {}

/// The board to complete, with every square on it, each named once, in
/// reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    n: usize,
    queens: Vec<Square>,
    blocked: Vec<Square>,
}

pub fn run(config: CompleteConfig) -> anyhow::Result<Outcome> {
    let board = read_board(&config)?;
    let n = board.n;
    let format = config.format_for(n)?;
    let mode = config.mode;
    // The library's search recurses once per row it fills.
    let found = on_deep_stack(n, move || complete(&board, mode, format))?;
    if found == 0 && mode != CompleteMode::Count {
        note(&text::no_completion(n));
    }
    Ok(if found == 0 {
        Outcome::Failure
    } else {
        Outcome::Success
    })
}

/// Runs the search the mode asks for and prints what it finds; gives how
/// many completions there are (up to 1 unless all are asked for).
fn complete(board: &Board, mode: CompleteMode, format: CompleteFormat) -> anyhow::Result<u128> {
    let puzzle = puzzle(board);
    let mut out = BufWriter::with_capacity(OUTPUT_BUFFER_BYTES, io::stdout().lock());
    if mode == CompleteMode::Count {
        let count = count_completions(&puzzle)?;
        let json = format == CompleteFormat::Json;
        render::completion_count(&mut out, board.n, count, json)?;
        out.flush()?;
        return Ok(count);
    }
    let solve_format = match format {
        CompleteFormat::Board => SolveFormat::Board(BoardStyle::Ascii),
        CompleteFormat::List => SolveFormat::List { one_based: false },
        CompleteFormat::Json => SolveFormat::Json { one_based: false },
    };
    let mut printer = SolutionPrinter::new(out, board.n, solve_format);
    printer.mark_blocked(&board.blocked);
    if mode == CompleteMode::One {
        return match find_completion(&puzzle)? {
            Some(placement) => {
                printer.only(placement.queens())?;
                Ok(1)
            }
            None => Ok(0),
        };
    }
    let mut found = 0u64;
    let mut write_error = None;
    for_each_completion(&puzzle, |queens| {
        found += 1;
        match printer.solution(found, queens) {
            Ok(()) => ControlFlow::Continue(()),
            Err(err) => {
                write_error = Some(err);
                ControlFlow::Break(())
            }
        }
    })?;
    if let Some(err) = write_error {
        return Err(err.into());
    }
    printer.finish(Summary {
        n: board.n,
        found,
        unique: false,
        completions: true,
        stopped_at_limit: None,
    })?;
    Ok(u128::from(found))
}

/// The board from the grid and the flags together.
fn read_board(config: &CompleteConfig) -> anyhow::Result<Board> {
    let grid = match &config.board {
        BoardSource::Grid { source, n } => {
            let grid = read_grid_from(source)?;
            if let Some(given) = *n
                && given != grid.n
            {
                let grid = grid.n;
                return Err(CompleteError::SizeMismatch { grid, given }.into());
            }
            if grid.n > MAX_COMPLETE_N {
                let (n, max) = (grid.n, MAX_COMPLETE_N);
                return Err(CompleteError::GridTooLarge { n, max }.into());
            }
            grid
        }
        &BoardSource::Size(n) => Grid {
            n,
            ..Grid::default()
        },
    };
    let n = grid.n;
    let parse = |texts: &[String]| -> Result<Vec<Square>, nqueens::Error> {
        texts.iter().map(|text| Square::parse(text, n)).collect()
    };
    let mut queens = grid.queens;
    queens.extend(parse(&config.queens)?);
    let mut blocked = grid.blocked;
    blocked.extend(parse(&config.blocked)?);
    // A square named twice (in the grid and a flag, say) is one square;
    // the library would take a queen named twice for two queens sharing a
    // row.
    for squares in [&mut queens, &mut blocked] {
        squares.sort_unstable();
        squares.dedup();
    }
    Ok(Board { n, queens, blocked })
}

fn read_grid_from(source: &Source) -> anyhow::Result<Grid> {
    let input: Box<dyn BufRead> = match source {
        Source::Stdin => Box::new(io::stdin().lock()),
        Source::File(path) => {
            let file = File::open(path).with_context(|| text::cannot_read(path))?;
            Box::new(BufReader::new(file))
        }
    };
    // Errors in the input name where it came from, as compilers do.
    read_grid(input).with_context(|| text::source_name(source))
}

/// The puzzle for the library, less the blocked squares that a given queen
/// attacks: no queen could stand there anyway, and the library compares
/// every given queen with every blocked square, which on a large grid with
/// most squares blocked would cost far more than the search. A blocked
/// square under a queen stays, for the library to report.
fn puzzle(board: &Board) -> Puzzle {
    let n = board.n;
    let mut rows = vec![false; n];
    let mut columns = vec![false; n];
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    let mut puzzle = Puzzle::new(n);
    for &queen in &board.queens {
        rows[queen.row] = true;
        columns[queen.col] = true;
        diagonals[queen.row + queen.col] = true;
        anti_diagonals[queen.row + (n - 1) - queen.col] = true;
        puzzle = puzzle.with_queen(queen);
    }
    for &square in &board.blocked {
        let attacked = rows[square.row]
            || columns[square.col]
            || diagonals[square.row + square.col]
            || anti_diagonals[square.row + (n - 1) - square.col];
        // The queens are sorted, so this is a binary search.
        if !attacked || board.queens.binary_search(&square).is_ok() {
            puzzle = puzzle.with_blocked(square);
        }
    }
    puzzle
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_blocked_squares_that_matter_reach_the_library() {
        let board = Board {
            n: 4,
            queens: vec![Square::new(0, 1)],
            blocked: vec![
                // Attacked by the queen: left out.
                Square::new(0, 3),
                Square::new(2, 1),
                Square::new(1, 0),
                // Under the queen: kept, for the library to refuse.
                Square::new(0, 1),
                // Free: kept.
                Square::new(3, 0),
            ],
        };
        let puzzle = puzzle(&board);
        assert_eq!(puzzle.queens(), [Square::new(0, 1)]);
        assert_eq!(puzzle.blocked(), [Square::new(0, 1), Square::new(3, 0)]);
    }
}
