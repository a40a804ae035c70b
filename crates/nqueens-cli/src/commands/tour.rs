//! `nqueens tour`: a knight's tour, every tour from a start, or their count.

use std::io::{self, BufRead, IsTerminal, Write};
use std::ops::ControlFlow;

use nqueens::{ErrorKind, Square, Tour};
use serde::Serialize;

use super::{Outcome, note};
use crate::config::{TourConfig, TourFormat, TourMode, parse_tour_square};
use crate::render::json;
use crate::text;

pub fn run(config: &TourConfig) -> anyhow::Result<Outcome> {
    super::render::check_tour_format(config)?;
    let Some(start) = config.start.or_else(|| ask_for_start(config)) else {
        anyhow::bail!(text::tour_needs_start());
    };
    let (rows, cols, closed) = (config.rows, config.cols, config.closed);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let searched = match config.mode {
        TourMode::One => nqueens::find_tour(rows, cols, start, closed, config.method)
            .map(|tour| write_tour(&mut out, config, &tour, None)),
        TourMode::Count => nqueens::tour::count_tours(rows, cols, start, closed)
            .map(|count| writeln!(out, "{count}")),
        TourMode::All => {
            let mut index = 0;
            let mut written = Ok(());
            nqueens::tour::for_each_tour(rows, cols, start, closed, |path| {
                index += 1;
                let tour = Tour::new(rows, cols, path.iter().copied(), closed)
                    .expect("the library's tours lie on its board");
                written = write_tour(&mut out, config, &tour, Some(index));
                if written.is_err() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .map(|()| written)
        }
    };
    match searched {
        Ok(written) => {
            written?;
            out.flush()?;
            Ok(Outcome::Success)
        }
        Err(error) if matches!(error.kind(), ErrorKind::NoTour { .. }) => {
            out.flush()?;
            note(&text::no_tour(&text::library_error(&error)));
            Ok(Outcome::Failure)
        }
        Err(error) => Err(error.into()),
    }
}

/// Asks on the terminal for the start square until a valid one comes, as
/// the lessons' program does; `None` when standard input is not a terminal
/// or ends.
fn ask_for_start(config: &TourConfig) -> Option<Square> {
    let stdin = io::stdin();
    if !stdin.is_terminal() {
        return None;
    }
    let mut lines = stdin.lock().lines();
    loop {
        eprint!("{}", text::tour_prompt());
        let line = lines.next()?.ok()?;
        match parse_tour_square(&line, config.rows, config.cols) {
            Some(square) => return Some(square),
            None => note(&text::not_a_tour_square(
                line.trim(),
                config.rows,
                config.cols,
            )),
        }
    }
}

/// The name of a square in `--format list` and in pictures: chess notation
/// where the board has letters for its files, `row,col` otherwise.
pub(crate) fn square_name(square: Square, rows: usize, cols: usize) -> String {
    if cols <= nqueens::board::MAX_ALGEBRAIC_N {
        let file = char::from(b'a' + square.col as u8);
        format!("{file}{}", rows - square.row)
    } else {
        format!("{},{}", square.row, square.col)
    }
}

#[derive(Serialize)]
struct TourRecord {
    rows: usize,
    cols: usize,
    closed: bool,
    path: Vec<[usize; 2]>,
}

fn write_tour<W: Write>(
    out: &mut W,
    config: &TourConfig,
    tour: &Tour,
    index: Option<u64>,
) -> io::Result<()> {
    let (rows, cols) = (tour.rows(), tour.cols());
    match config.format {
        TourFormat::Board => {
            if let Some(index) = index {
                if index > 1 {
                    writeln!(out)?;
                }
                writeln!(out, "{}", text::tour_header(index))?;
            }
            write!(out, "{tour}")
        }
        TourFormat::List => {
            let names = tour.squares().map(|square| square_name(square, rows, cols));
            if index.is_some() {
                // One tour a line when there are many.
                writeln!(out, "{}", names.collect::<Vec<_>>().join(" "))
            } else {
                for name in names {
                    writeln!(out, "{name}")?;
                }
                Ok(())
            }
        }
        TourFormat::Json => {
            let record = TourRecord {
                rows,
                cols,
                closed: tour.is_closed(),
                path: tour.squares().map(|s| [s.row, s.col]).collect(),
            };
            json::write_line(out, &record)
        }
        TourFormat::Svg => {
            let svg = super::render::tour_svg(tour).map_err(io::Error::other)?;
            out.write_all(svg.as_bytes())
        }
    }
}
