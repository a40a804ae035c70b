//! `nqueens render`: solutions or a knight's tour as a picture, SVG or
//! PNG; also the pictures of `solve --format svg` and `tour --format svg`,
//! which are drawn here so that the same input gives the same picture
//! whichever command draws it.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use nqueens::{ErrorKind, Method, Square, Tour, TourMethod};

use super::{Outcome, note};
use crate::args::{PictureFormatArg, RenderArgs};
use crate::config::{MAX_BOARD_N, SolveConfig, TourConfig, parse_tour_square};
use crate::render::{png, svg};
use crate::text;

/// The most boards a sheet holds: a sheet of 10,000 boards is already a
/// poster, and the SVG of one holds every solution in memory.
pub const MAX_SHEET_BOARDS: u64 = 10_000;

/// The most boards across a sheet unless `--columns` says otherwise: six
/// fit the width of a page and of a browser window.
pub const DEFAULT_COLUMNS: usize = 6;

/// The width of a picture of one board, in pixels.
pub const DEFAULT_WIDTH: u32 = 480;
/// The width of each board on a sheet, in pixels.
pub const DEFAULT_WIDTH_PER_BOARD: u32 = 200;

/// The widest picture `--size` asks for.
pub const MAX_WIDTH: u32 = 20_000;

/// What `render` draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// Solution `index` (from 1) in the order `solve` lists them.
    Solution {
        index: u64,
        unique: bool,
    },
    /// Every solution, or the first `limit`, on a sheet.
    Sheet {
        unique: bool,
        limit: Option<u64>,
    },
    /// A placement given on the command line.
    Placement(Vec<usize>),
    Tour {
        start: Square,
        closed: bool,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PictureFormat {
    Svg,
    Png,
}

/// `render`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderConfig {
    pub n: usize,
    pub subject: Subject,
    /// `None`: standard output.
    pub output: Option<PathBuf>,
    pub format: PictureFormat,
    /// The picture's width in pixels; absent, it follows the number of
    /// boards.
    pub width: Option<u32>,
    pub columns: usize,
    pub captions: bool,
}

impl RenderConfig {
    pub fn from_args(args: &RenderArgs) -> anyhow::Result<RenderConfig> {
        let n = parse_count("N", &args.n, MAX_BOARD_N as u64)? as usize;
        let subject = if let Some(text) = &args.queens {
            Subject::Placement(parse_columns(text, n)?)
        } else if args.tour {
            let start = match &args.from {
                Some(text) => parse_tour_square(text, n, n).ok_or_else(|| {
                    anyhow::anyhow!(t!("render-not-a-square", n = n, text = text))
                })?,
                // a1, as a board is read and as `tour --closed` starts.
                None => Square::new(n - 1, 0),
            };
            Subject::Tour {
                start,
                closed: args.closed,
            }
        } else if let Some(text) = &args.solution {
            Subject::Solution {
                index: parse_count("--solution", text, u64::MAX)?,
                unique: args.unique,
            }
        } else if args.all || args.unique || args.limit.is_some() {
            Subject::Sheet {
                unique: args.unique,
                limit: args
                    .limit
                    .as_deref()
                    .map(|text| parse_count("--limit", text, u64::MAX))
                    .transpose()?,
            }
        } else {
            Subject::Solution {
                index: 1,
                unique: false,
            }
        };
        let format = match (args.format, &args.output) {
            (Some(PictureFormatArg::Svg), _) => PictureFormat::Svg,
            (Some(PictureFormatArg::Png), _) => PictureFormat::Png,
            (None, Some(path)) if !is_stdout(path) => format_of(path)?,
            (None, _) => PictureFormat::Svg,
        };
        let output = args.output.clone().filter(|path| !is_stdout(path));
        if format == PictureFormat::Png && output.is_none() && io::stdout().is_terminal() {
            anyhow::bail!(t!("render-png-to-terminal"));
        }
        let width = args
            .size
            .as_deref()
            .map(|text| parse_count("--size", text, u64::from(MAX_WIDTH)))
            .transpose()?
            .map(|width| width as u32);
        let columns = args
            .columns
            .as_deref()
            .map(|text| parse_count("--columns", text, 1000))
            .transpose()?
            .map_or(DEFAULT_COLUMNS, |columns| columns as usize);
        Ok(RenderConfig {
            n,
            subject,
            output,
            format,
            width,
            columns,
            captions: !args.no_caption,
        })
    }
}

/// `-o -` writes to standard output, as many tools read it.
fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The format a file's extension names.
fn format_of(path: &Path) -> anyhow::Result<PictureFormat> {
    let extension = path
        .extension()
        .map(|extension| extension.to_string_lossy().to_ascii_lowercase());
    match extension.as_deref() {
        Some("svg") => Ok(PictureFormat::Svg),
        Some("png") => Ok(PictureFormat::Png),
        _ => anyhow::bail!(t!(
            "render-unknown-extension",
            path = path.display().to_string()
        )),
    }
}

/// A whole number from 1 to `max`.
fn parse_count(flag: &str, text: &str, max: u64) -> anyhow::Result<u64> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|&value| (1..=max).contains(&value))
        .ok_or_else(|| {
            anyhow::anyhow!(t!(
                "render-not-a-number",
                flag = flag,
                max = max,
                text = text
            ))
        })
}

/// A placement as `solve --format list` prints it: each row's column from
/// 0, separated by spaces or commas.
fn parse_columns(text: &str, n: usize) -> anyhow::Result<Vec<usize>> {
    let wrong = || {
        anyhow::anyhow!(t!(
            "render-not-a-placement",
            n = n,
            last = n - 1,
            text = text
        ))
    };
    let columns = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.parse::<usize>().ok().filter(|&col| col < n))
        .collect::<Option<Vec<usize>>>()
        .ok_or_else(wrong)?;
    if columns.len() != n {
        return Err(wrong());
    }
    Ok(columns)
}

pub fn run(args: &RenderArgs) -> anyhow::Result<Outcome> {
    let config = RenderConfig::from_args(args)?;
    let n = config.n;
    let svg = match &config.subject {
        Subject::Sheet { unique, limit } => {
            let Some(svg) = solutions_sheet(n, *unique, *limit, &config)? else {
                note(&t!("render-no-solution", n = n));
                return Ok(Outcome::Failure);
            };
            svg
        }
        &Subject::Solution { index, unique } => {
            let (queens, found) = nth_solution(n, unique, index)?;
            if found == 0 {
                note(&t!("render-no-solution", n = n));
                return Ok(Outcome::Failure);
            }
            let Some(queens) = queens else {
                // The search ran out before `index`, so `found` is the count.
                let count = found;
                anyhow::bail!(t!(
                    "render-no-such-solution",
                    unique = yes_no(unique),
                    k = index,
                    n = n,
                    count = count
                ));
            };
            let board = svg::Board {
                queens,
                caption: config
                    .captions
                    .then(|| t!("render-caption-solution", number = index)),
                index,
            };
            board_picture(n, &[board], &t!("render-title-placement", n = n), &config)?
        }
        Subject::Placement(queens) => {
            let board = svg::Board {
                queens: queens.clone(),
                caption: None,
                index: 1,
            };
            board_picture(n, &[board], &t!("render-title-placement", n = n), &config)?
        }
        &Subject::Tour { start, closed } => {
            let method = if closed {
                TourMethod::Divide
            } else {
                TourMethod::Warnsdorff
            };
            match nqueens::find_tour(n, n, start, closed, method) {
                Ok(tour) => tour_picture(&tour, config.captions, config.width),
                Err(error) if matches!(error.kind(), ErrorKind::NoTour { .. }) => {
                    note(&text::no_tour(&text::library_error(&error)));
                    return Ok(Outcome::Failure);
                }
                Err(error) => return Err(error.into()),
            }
        }
    };
    let bytes = match config.format {
        PictureFormat::Svg => svg.into_bytes(),
        PictureFormat::Png => png::from_svg(&svg)?,
    };
    match &config.output {
        Some(path) => fs::write(path, bytes).map_err(|err| {
            anyhow::Error::new(err)
                .context(t!("render-write-failed", path = path.display().to_string()))
        })?,
        None => {
            let mut out = io::stdout().lock();
            out.write_all(&bytes)?;
            out.flush()?;
        }
    }
    Ok(Outcome::Success)
}

/// `solve --format svg`: the sheet of the solutions `solve` would list,
/// as `render --all` draws it, on standard output.
pub fn solve_sheet(config: &SolveConfig) -> anyhow::Result<Outcome> {
    let picture = RenderConfig {
        n: config.n,
        subject: Subject::Sheet {
            unique: config.unique,
            limit: config.limit,
        },
        output: None,
        format: PictureFormat::Svg,
        width: None,
        columns: DEFAULT_COLUMNS,
        captions: true,
    };
    if config.n > MAX_BOARD_N {
        anyhow::bail!(t!("render-board-too-wide", max = MAX_BOARD_N, n = config.n));
    }
    let Some(svg) = solutions_sheet(config.n, config.unique, config.limit, &picture)? else {
        note(&t!("render-no-solution", n = config.n));
        return Ok(Outcome::Failure);
    };
    let mut out = io::stdout().lock();
    out.write_all(svg.as_bytes())?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// `tour --format svg`: the picture of one tour, as `render --tour` draws
/// it.
pub fn tour_svg(tour: &Tour) -> anyhow::Result<String> {
    let side = tour.rows().max(tour.cols());
    if side > MAX_BOARD_N {
        anyhow::bail!(t!("render-board-too-wide", max = MAX_BOARD_N, n = side));
    }
    Ok(tour_picture(tour, true, None))
}

/// Refuses `tour --all --format svg`, whose tours would be many pictures
/// run together.
pub fn check_tour_format(config: &TourConfig) -> anyhow::Result<()> {
    use crate::config::{TourFormat, TourMode};
    if config.format == TourFormat::Svg && config.mode == TourMode::All {
        anyhow::bail!(t!("render-tour-all-svg"));
    }
    Ok(())
}

/// The sheet of every solution (or the first `limit`), each captioned
/// with its number; `None` when the board has no solution.
fn solutions_sheet(
    n: usize,
    unique: bool,
    limit: Option<u64>,
    config: &RenderConfig,
) -> anyhow::Result<Option<String>> {
    // One more than a sheet holds, to tell a full sheet from too many.
    let cap = limit.unwrap_or(u64::MAX).min(MAX_SHEET_BOARDS + 1);
    let solutions = collect_solutions(n, unique, cap)?;
    if solutions.len() as u64 > MAX_SHEET_BOARDS {
        anyhow::bail!(t!("render-too-many-boards", max = MAX_SHEET_BOARDS));
    }
    if solutions.is_empty() {
        return Ok(None);
    }
    let count = solutions.len() as u64;
    let title = if limit == Some(count) {
        t!("render-title-sheet-limited", n = n, count = count)
    } else {
        t!(
            "render-title-sheet",
            n = n,
            count = count,
            unique = yes_no(unique)
        )
    };
    let boards: Vec<svg::Board> = solutions
        .into_iter()
        .zip(1..)
        .map(|(queens, index)| svg::Board {
            queens,
            caption: config
                .captions
                .then(|| t!("render-caption-solution", number = index)),
            index,
        })
        .collect();
    board_picture(n, &boards, &title, config).map(Some)
}

/// Draws boards of one size, checking first that a PNG of them can be
/// held.
fn board_picture(
    n: usize,
    boards: &[svg::Board],
    title: &str,
    config: &RenderConfig,
) -> anyhow::Result<String> {
    let columns = config.columns.min(boards.len()).max(1);
    let width = config.width.unwrap_or(if boards.len() == 1 {
        DEFAULT_WIDTH
    } else {
        (DEFAULT_WIDTH_PER_BOARD * columns as u32).max(DEFAULT_WIDTH)
    });
    let layout = svg::Layout { width, columns };
    if config.format == PictureFormat::Png {
        png::check_size(svg::sheet_size(n, boards.len(), config.captions, layout))?;
    }
    Ok(svg::sheet(n, boards, title, layout))
}

fn tour_picture(tour: &Tour, captions: bool, width: Option<u32>) -> String {
    let (rows, cols) = (tour.rows(), tour.cols());
    let caption = captions.then(|| {
        let start = tour
            .start()
            .map(|start| super::tour::square_name(start, rows, cols));
        t!(
            "render-caption-tour",
            closed = yes_no(tour.is_closed()),
            start = start.unwrap_or_default()
        )
    });
    let title = t!("render-title-tour", rows = rows, cols = cols);
    svg::tour(
        tour,
        caption.as_deref(),
        &title,
        width.unwrap_or(DEFAULT_WIDTH),
    )
}

/// Visits every solution, or one of each class when `unique`, in
/// `solve`'s order.
fn for_each_listed<F>(n: usize, unique: bool, visit: F) -> Result<(), nqueens::Error>
where
    F: FnMut(&[usize]) -> ControlFlow<()>,
{
    if unique {
        nqueens::for_each_unique_solution(n, Method::Bitmask, visit)?;
    } else {
        nqueens::for_each_solution(n, Method::Bitmask, visit)?;
    }
    Ok(())
}

/// The solutions in `solve`'s order, at most `cap` of them.
fn collect_solutions(n: usize, unique: bool, cap: u64) -> anyhow::Result<Vec<Vec<usize>>> {
    let mut solutions = Vec::new();
    let visit = |queens: &[usize]| {
        solutions.push(queens.to_vec());
        if solutions.len() as u64 == cap {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    for_each_listed(n, unique, visit)?;
    Ok(solutions)
}

/// Solution `index` (from 1) in `solve`'s order, holding no other, and
/// how many the search met: `index` when it is there, else all of them.
fn nth_solution(n: usize, unique: bool, index: u64) -> anyhow::Result<(Option<Vec<usize>>, u64)> {
    let mut found = 0;
    let mut wanted = None;
    let visit = |queens: &[usize]| {
        found += 1;
        if found == index {
            wanted = Some(queens.to_vec());
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    for_each_listed(n, unique, visit)?;
    Ok((wanted, found))
}

/// A Fluent selector's value for a yes-or-no choice.
fn yes_no(value: bool) -> &'static str {
    if value { "yes" } else { "no" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_read_with_spaces_or_commas() {
        assert_eq!(parse_columns("1 3 0 2", 4).unwrap(), vec![1, 3, 0, 2]);
        assert_eq!(parse_columns("1,3, 0,2", 4).unwrap(), vec![1, 3, 0, 2]);
        for text in ["1 3 0", "1 3 0 4", "1 3 0 x", "", "1 3 0 2 1"] {
            assert!(parse_columns(text, 4).is_err(), "{text}");
        }
    }

    #[test]
    fn the_extension_names_the_format() {
        assert_eq!(format_of(Path::new("q8.svg")).unwrap(), PictureFormat::Svg);
        assert_eq!(format_of(Path::new("Q8.PNG")).unwrap(), PictureFormat::Png);
        assert!(format_of(Path::new("q8.pdf")).is_err());
        assert!(format_of(Path::new("q8")).is_err());
    }

    #[test]
    fn counts_are_from_one_to_max() {
        assert_eq!(parse_count("--size", "480", 1000).unwrap(), 480);
        for text in ["0", "-1", "1001", "abc", ""] {
            assert!(parse_count("--size", text, 1000).is_err(), "{text}");
        }
    }
}
