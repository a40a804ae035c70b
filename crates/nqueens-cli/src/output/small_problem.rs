//! The shape the small problems' commands share (`dominate`, `knights`,
//! `peaceable`, `cube`): one printer that writes their placements as a
//! board, a list line or a JSON line, their results and their checks; and
//! one driver for a search that shows the counts with one placement drawn,
//! the counts only, or every placement, numbered, then the counts.
//!
//! A command says how its placements look ([`Drawing`], and [`Listing`]
//! for those a search lists) and words its own lines; the order of what
//! is written, and what each format leaves out, is decided here once.

use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;

use serde::Serialize;

use super::PlacementFormat;
use super::json;
use crate::console;

/// What a search command shows of the placements it finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// The counts and one placement drawn.
    One,
    /// The counts only.
    Count,
    /// Every placement, numbered, then the counts.
    All,
}

impl Show {
    /// What `--count` and `--all` ask for; `--count` where both are given.
    pub fn chosen(count: bool, all: bool) -> Show {
        match (count, all) {
            (true, _) => Show::Count,
            (_, true) => Show::All,
            _ => Show::One,
        }
    }
}

/// How a command shows a placement of type `P` as text.
pub trait Drawing<P: ?Sized> {
    /// The placement on one line, for `--format list`.
    fn line(&self, placement: &P) -> String;

    /// The placement drawn, for `--format board`: whole lines.
    fn board(&mut self, placement: &P) -> String;
}

/// How a command shows each placement of a listing (`--all`).
pub trait Listing<P: ?Sized>: Drawing<P> {
    /// The line above placement `number` (from 1) drawn as a board.
    fn header(&self, number: u64) -> String;

    /// Placement `number` as one JSON line.
    fn write_record(&self, out: &mut dyn Write, number: u64, placement: &P) -> io::Result<()>;
}

/// A result in text: its lines, then the placement found (on its line,
/// or drawn under its legend), then the closing line (the time taken).
pub struct Report<'a, P: ?Sized> {
    pub lines: Vec<String>,
    pub shown: Option<&'a P>,
    /// The line above the placement drawn as a board, if any.
    pub legend: Option<String>,
    pub last: Option<String>,
}

/// Writes a small problem's placements and results in the chosen format,
/// through the command's [`Drawing`].
pub struct Printer<D, W: Write = BufWriter<io::StdoutLock<'static>>> {
    out: W,
    format: PlacementFormat,
    drawing: D,
}

impl<D> Printer<D> {
    /// The printer to standard output.
    pub fn stdout(format: PlacementFormat, drawing: D) -> Self {
        Printer::new(BufWriter::new(io::stdout().lock()), format, drawing)
    }
}

impl<D, W: Write> Printer<D, W> {
    pub fn new(out: W, format: PlacementFormat, drawing: D) -> Self {
        Printer {
            out,
            format,
            drawing,
        }
    }

    /// The command's drawing, which also holds what it draws from.
    pub fn drawing(&self) -> &D {
        &self.drawing
    }

    /// Placement `number` (from 1) of a listing.
    pub fn listed<P: ?Sized>(&mut self, number: u64, placement: &P) -> io::Result<()>
    where
        D: Listing<P>,
    {
        match self.format {
            PlacementFormat::Json => self.drawing.write_record(&mut self.out, number, placement),
            PlacementFormat::List => writeln!(self.out, "{}", self.drawing.line(placement)),
            PlacementFormat::Board => {
                writeln!(self.out, "{}", self.drawing.header(number))?;
                let board = self.drawing.board(placement);
                self.out.write_all(board.as_bytes())?;
                writeln!(self.out)
            }
        }
    }

    /// A result: `record` as a JSON line, or `report` as text.
    pub fn report<P: ?Sized>(
        &mut self,
        record: &impl Serialize,
        report: Report<'_, P>,
    ) -> io::Result<()>
    where
        D: Drawing<P>,
    {
        if self.format == PlacementFormat::Json {
            return json::write_line(&mut self.out, record);
        }
        for line in &report.lines {
            writeln!(self.out, "{line}")?;
        }
        if let Some(placement) = report.shown {
            if self.format == PlacementFormat::List {
                writeln!(self.out, "{}", self.drawing.line(placement))?;
            } else {
                if let Some(legend) = &report.legend {
                    writeln!(self.out, "{legend}")?;
                }
                let board = self.drawing.board(placement);
                self.out.write_all(board.as_bytes())?;
            }
        }
        if let Some(last) = &report.last {
            writeln!(self.out, "{last}")?;
        }
        Ok(())
    }

    /// The check of a placement given: `record` as a JSON line, or the
    /// verdict's line, with the placement drawn under it as a board.
    pub fn checked<P: ?Sized>(
        &mut self,
        record: &impl Serialize,
        verdict: &str,
        placement: &P,
    ) -> io::Result<()>
    where
        D: Drawing<P>,
    {
        if self.format == PlacementFormat::Json {
            return json::write_line(&mut self.out, record);
        }
        writeln!(self.out, "{verdict}")?;
        if self.format == PlacementFormat::Board {
            let board = self.drawing.board(placement);
            self.out.write_all(board.as_bytes())?;
        }
        Ok(())
    }

    /// A line with no record: on standard error beside JSON lines, which
    /// stay records only; else in the output.
    pub fn note(&mut self, line: &str) -> io::Result<()> {
        if self.format == PlacementFormat::Json {
            console::note(line);
            Ok(())
        } else {
            writeln!(self.out, "{line}")
        }
    }

    /// Writes out what is still buffered.
    pub fn finish(mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// The one/count/all shape of a search. With [`Show::All`], `list` first
/// visits every placement, each written as it comes, numbered from 1 (a
/// write that fails stops the search, and its error is returned); then
/// `count` counts, given what `list` returned if it ran; then, with
/// [`Show::One`], `first` finds the placement to draw from the counts.
pub fn search<D, W, P, Listed, Counted, First>(
    printer: &mut Printer<D, W>,
    show: Show,
    list: impl FnOnce(&mut dyn FnMut(&P) -> ControlFlow<()>) -> anyhow::Result<Listed>,
    count: impl FnOnce(Option<Listed>) -> anyhow::Result<Counted>,
    first: impl FnOnce(&Counted) -> anyhow::Result<Option<First>>,
) -> anyhow::Result<(Counted, Option<First>)>
where
    D: Listing<P>,
    W: Write,
    P: ?Sized,
{
    let listed = match show {
        Show::All => Some(write_each(list, |number, placement| {
            printer.listed(number, placement)
        })??),
        Show::One | Show::Count => None,
    };
    let counted = count(listed)?;
    let first = match show {
        Show::One => first(&counted)?,
        Show::Count | Show::All => None,
    };
    Ok((counted, first))
}

/// Writes every placement `search` visits, numbered from 1, and stops the
/// search at the first write that fails (the reader went away, say), whose
/// error is returned; else what the search returned.
fn write_each<T: ?Sized, R>(
    search: impl FnOnce(&mut dyn FnMut(&T) -> ControlFlow<()>) -> R,
    mut write: impl FnMut(u64, &T) -> io::Result<()>,
) -> io::Result<R> {
    let mut index = 0u64;
    let mut written = Ok(());
    let searched = search(&mut |placement| {
        index += 1;
        written = write(index, placement);
        if written.is_err() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    written.map(|()| searched)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Numbers drawn as a row of that many `#`.
    struct Bars;

    impl Drawing<u32> for Bars {
        fn line(&self, placement: &u32) -> String {
            format!("bar {placement}")
        }

        fn board(&mut self, placement: &u32) -> String {
            format!("{}\n", "#".repeat(*placement as usize))
        }
    }

    impl Listing<u32> for Bars {
        fn header(&self, number: u64) -> String {
            format!("bar number {number}:")
        }

        fn write_record(
            &self,
            out: &mut dyn Write,
            number: u64,
            placement: &u32,
        ) -> io::Result<()> {
            writeln!(out, "{{\"number\": {number}, \"bar\": {placement}}}")
        }
    }

    /// A search of the bars 2 and 3, which counts the bars it visited.
    fn bars(visit: &mut dyn FnMut(&u32) -> ControlFlow<()>) -> anyhow::Result<u32> {
        let mut visited = 0;
        for bar in [2, 3] {
            visited += 1;
            if visit(&bar).is_break() {
                break;
            }
        }
        Ok(visited)
    }

    /// What `show` writes in `format`: the listing, then a report of the
    /// count and the first bar.
    fn written(show: Show, format: PlacementFormat) -> String {
        let mut printer = Printer::new(Vec::new(), format, Bars);
        let (count, first) = search(
            &mut printer,
            show,
            bars,
            |listed| Ok(listed.unwrap_or(2)),
            |_| Ok(Some(2)),
        )
        .unwrap();
        printer
            .report(
                &count,
                Report {
                    lines: vec![format!("{count} bars")],
                    shown: first.as_ref(),
                    legend: Some("the first:".to_string()),
                    last: Some("done".to_string()),
                },
            )
            .unwrap();
        String::from_utf8(printer.out).unwrap()
    }

    #[test]
    fn each_show_writes_its_part_in_each_format() {
        assert_eq!(
            written(Show::One, PlacementFormat::Board),
            "2 bars\nthe first:\n##\ndone\n"
        );
        assert_eq!(
            written(Show::One, PlacementFormat::List),
            "2 bars\nbar 2\ndone\n"
        );
        assert_eq!(
            written(Show::Count, PlacementFormat::Board),
            "2 bars\ndone\n"
        );
        assert_eq!(
            written(Show::All, PlacementFormat::Board),
            "bar number 1:\n##\n\nbar number 2:\n###\n\n2 bars\ndone\n"
        );
        assert_eq!(
            written(Show::All, PlacementFormat::List),
            "bar 2\nbar 3\n2 bars\ndone\n"
        );
        assert_eq!(
            written(Show::All, PlacementFormat::Json),
            "{\"number\": 1, \"bar\": 2}\n{\"number\": 2, \"bar\": 3}\n2\n"
        );
    }

    #[test]
    fn a_check_draws_its_board_only_as_a_board() {
        let checked = |format| {
            let mut printer = Printer::new(Vec::new(), format, Bars);
            printer.checked(&true, "fine", &3).unwrap();
            String::from_utf8(printer.out).unwrap()
        };
        assert_eq!(checked(PlacementFormat::Board), "fine\n###\n");
        assert_eq!(checked(PlacementFormat::List), "fine\n");
        assert_eq!(checked(PlacementFormat::Json), "true\n");
    }

    #[test]
    fn each_placement_is_numbered_and_a_failed_write_stops_the_search() {
        let search = |visit: &mut dyn FnMut(&u32) -> ControlFlow<()>| {
            let mut visited = 0;
            for placement in [10, 20, 30] {
                visited += 1;
                if visit(&placement).is_break() {
                    break;
                }
            }
            visited
        };
        let mut seen = Vec::new();
        let visited = write_each(search, |index, &placement| {
            seen.push((index, placement));
            Ok(())
        });
        assert_eq!(visited.unwrap(), 3);
        assert_eq!(seen, [(1, 10), (2, 20), (3, 30)]);

        let failed = write_each(search, |index, _| {
            if index == 2 {
                Err(io::Error::from(io::ErrorKind::BrokenPipe))
            } else {
                Ok(())
            }
        });
        assert_eq!(failed.unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }

    #[test]
    fn count_wins_over_all() {
        assert_eq!(Show::chosen(false, false), Show::One);
        assert_eq!(Show::chosen(true, false), Show::Count);
        assert_eq!(Show::chosen(false, true), Show::All);
        assert_eq!(Show::chosen(true, true), Show::Count);
    }
}
