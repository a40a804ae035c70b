//! `nqueens render`: solutions or a knight's tour as a picture, SVG or
//! PNG; also the pictures of `solve --format svg` and `tour --format svg`,
//! which are drawn here so that the same input gives the same picture
//! whichever command draws it.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use nqueens::variant::Variant;
use nqueens::{ErrorKind, Square, TourMethod};

use super::{Outcome, note, warn};
use crate::estimate;
use crate::input::{InputError, PlacementReader, Source};
use crate::output::pictures::{
    DEFAULT_COLUMNS, MAX_SHEET_BOARDS, MAX_WIDTH, Picture, PictureFormat, board_picture,
    nth_solution, solutions_sheet, tour_picture,
};
use crate::output::{MAX_BOARD_N, png, svg};
use crate::text::{self, yes_no};
use crate::values::{self, Quantity};

#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N", help = t!("arg-render-n"))]
    pub n: Option<String>,

    #[arg(long, conflicts_with_all = ["solution", "queens", "tour"], help = t!("arg-render-all"))]
    pub all: bool,

    #[arg(long, conflicts_with_all = ["queens", "tour"], help = t!("arg-render-unique"))]
    pub unique: bool,

    #[arg(long, value_name = "K", conflicts_with_all = ["queens", "tour", "limit"], help = t!("arg-render-solution"))]
    pub solution: Option<String>,

    #[arg(short, long, value_name = "K", conflicts_with_all = ["queens", "tour"], help = t!("arg-render-limit"))]
    pub limit: Option<String>,

    #[arg(long, value_name = "LIST", conflicts_with_all = ["tour", "queens_from"], help = t!("arg-render-queens"))]
    pub queens: Option<String>,

    #[arg(long, value_name = "FILE", conflicts_with_all = ["tour", "all", "unique", "solution", "limit"], help = t!("arg-render-queens-from"))]
    pub queens_from: Option<PathBuf>,

    #[arg(long, help = t!("arg-render-tour"))]
    pub tour: bool,

    #[arg(long, value_name = "SQUARE", requires = "tour", help = t!("arg-render-from"))]
    pub from: Option<String>,

    #[arg(long, requires = "tour", help = t!("arg-render-closed"))]
    pub closed: bool,

    #[arg(short = 'o', long, value_name = "FILE", help = t!("arg-render-output"))]
    pub output: Option<PathBuf>,

    #[arg(short, long, value_enum, help = t!("arg-render-format"))]
    pub format: Option<PictureFormat>,

    #[arg(long, value_name = "PIXELS", help = t!("arg-render-size"))]
    pub size: Option<String>,

    #[arg(long, value_name = "C", help = t!("arg-render-columns"))]
    pub columns: Option<String>,

    #[arg(long, help = t!("arg-render-no-caption"))]
    pub no_caption: bool,
}

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

/// `render`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderConfig {
    pub n: usize,
    pub subject: Subject,
    /// `None`: standard output.
    pub output: Option<PathBuf>,
    pub picture: Picture,
}

impl RenderConfig {
    pub fn from_args(args: &Args) -> anyhow::Result<RenderConfig> {
        let given_n = args
            .n
            .as_deref()
            .map(|text| values::board_size(text, MAX_BOARD_N))
            .transpose()?;
        // Without N nothing else can be drawn, so a placement is read, from
        // standard input unless --queens-from names a file.
        let other_subject = args.tour || args.all || args.unique;
        let other_subject = other_subject || args.solution.is_some() || args.limit.is_some();
        let read_from = match (&args.queens_from, given_n, &args.queens) {
            (Some(path), _, _) => Some(Source::from_path(path.clone())),
            (None, Some(_), _) | (None, None, Some(_)) => None,
            (None, None, None) if other_subject || io::stdin().is_terminal() => {
                anyhow::bail!(t!("render-needs-n"))
            }
            (None, None, None) => Some(Source::Stdin),
        };
        let read = read_from
            .map(|source| read_placement(&source, given_n))
            .transpose()?;
        let n = match (&read, given_n, &args.queens) {
            (Some(queens), _, _) => queens.len(),
            (None, Some(n), _) => n,
            // The list's length is its size.
            (None, None, Some(text)) => match list_length(text) {
                0 => anyhow::bail!(t!("render-needs-n")),
                n if n > MAX_BOARD_N => {
                    anyhow::bail!(t!("render-board-too-wide", max = MAX_BOARD_N, n = n))
                }
                n => n,
            },
            (None, None, None) => unreachable!("a placement is read without N"),
        };
        let subject = if let Some(queens) = read {
            Subject::Placement(queens)
        } else if let Some(text) = &args.queens {
            Subject::Placement(parse_columns(text, n)?)
        } else if args.tour {
            let start = match &args.from {
                Some(text) => values::square(text, n, n)?,
                // a1, as a board is read and as `tour --closed` starts.
                None => Square::new(n - 1, 0),
            };
            Subject::Tour {
                start,
                closed: args.closed,
            }
        } else if let Some(text) = &args.solution {
            Subject::Solution {
                index: values::positive(text, Quantity::Flag("--solution"), u64::MAX)?,
                unique: args.unique,
            }
        } else if args.all || args.unique || args.limit.is_some() {
            Subject::Sheet {
                unique: args.unique,
                limit: args.limit.as_deref().map(values::limit).transpose()?,
            }
        } else {
            Subject::Solution {
                index: 1,
                unique: false,
            }
        };
        let format = match (args.format, &args.output) {
            (Some(format), _) => format,
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
            .map(|text| values::positive(text, Quantity::Flag("--size"), u64::from(MAX_WIDTH)))
            .transpose()?
            .map(|width| width as u32);
        let columns = args
            .columns
            .as_deref()
            .map(|text| values::positive(text, Quantity::Flag("--columns"), 1000))
            .transpose()?
            .map_or(DEFAULT_COLUMNS, |columns| columns as usize);
        Ok(RenderConfig {
            n,
            subject,
            output,
            picture: Picture {
                format,
                width,
                columns,
                captions: !args.no_caption,
            },
        })
    }
}

/// `-o -` writes to standard output, as many tools read it.
fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The format a file's extension names.
fn format_of(path: &Path) -> anyhow::Result<PictureFormat> {
    PictureFormat::of_path(path).ok_or_else(|| {
        anyhow::anyhow!(t!("render-unknown-extension", path = text::path_name(path)))
    })
}

/// The one placement of a file or standard input, in any format `verify`
/// reads, with one queen in each row, of `n` rows when `n` is given.
fn read_placement(source: &Source, n: Option<usize>) -> anyhow::Result<Vec<usize>> {
    let mut reader = PlacementReader::new(source.open()?, false);
    let name = || source.name();
    let Some(placement) = reader.next_placement().with_context(name)? else {
        return Err(anyhow::Error::from(InputError::NoPlacements).context(name()));
    };
    let refuse = |message: String| anyhow::anyhow!("{}: {message}", name());
    if let Some(given) = n
        && given != placement.n
    {
        let read = placement.n;
        return Err(refuse(t!(
            "render-size-mismatch",
            read = read,
            given = given
        )));
    }
    if placement.n > MAX_BOARD_N {
        let (max, n) = (MAX_BOARD_N, placement.n);
        return Err(refuse(t!("render-board-too-wide", max = max, n = n)));
    }
    let mut queens = vec![None; placement.n];
    for square in &placement.squares {
        if queens[square.row].replace(square.col).is_some() {
            return Err(refuse(t!("render-not-one-per-row", line = placement.line)));
        }
    }
    let Some(queens) = queens.into_iter().collect::<Option<Vec<usize>>>() else {
        return Err(refuse(t!("render-not-one-per-row", line = placement.line)));
    };
    // A picture of one placement: a second would go undrawn.
    if let Some(second) = reader.next_placement().with_context(name)? {
        return Err(refuse(t!("render-more-than-one", line = second.line)));
    }
    Ok(queens)
}

fn list_parts(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|part| !part.is_empty())
}

fn list_length(text: &str) -> usize {
    list_parts(text).count()
}

/// A placement as `solve --format list` prints it: each row's column from
/// 0, separated by spaces or commas.
fn parse_columns(text: &str, n: usize) -> anyhow::Result<Vec<usize>> {
    let wrong = || {
        anyhow::anyhow!(t!(
            "render-not-a-placement",
            n = n,
            last = n - 1,
            text = text::quoted(text)
        ))
    };
    let columns = list_parts(text)
        .map(|part| part.parse::<usize>().ok().filter(|&col| col < n))
        .collect::<Option<Vec<usize>>>()
        .ok_or_else(wrong)?;
    if columns.len() != n {
        return Err(wrong());
    }
    Ok(columns)
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = RenderConfig::from_args(&args)?;
    let n = config.n;
    // Refused before the search: collecting more than a sheet holds takes
    // hours on large boards before it could be refused.
    if let Subject::Sheet { unique, limit } = config.subject
        && limit.unwrap_or(u64::MAX) > MAX_SHEET_BOARDS
        && estimate::more_solutions_than(n, unique, MAX_SHEET_BOARDS)
    {
        anyhow::bail!(t!("render-too-many-boards", max = MAX_SHEET_BOARDS));
    }
    // A refused run gets no warning: its error is the only line.
    let searches = matches!(
        config.subject,
        Subject::Sheet { .. } | Subject::Solution { .. }
    );
    if searches && estimate::first_solutions_slow(n) {
        warn(&t!(
            "render-slow-search",
            n = n,
            max = estimate::MAX_QUICK_FIRST_N
        ));
    }
    let svg = match &config.subject {
        Subject::Sheet { unique, limit } => {
            let Some(svg) =
                solutions_sheet(n, &Variant::Classic, *unique, *limit, &config.picture)?
            else {
                note(&t!("render-no-solution", n = n));
                return Ok(Outcome::Failure);
            };
            svg
        }
        &Subject::Solution { index, unique } => {
            let (placement, found) = nth_solution(n, &Variant::Classic, unique, index)?;
            if found == 0 {
                note(&t!("render-no-solution", n = n));
                return Ok(Outcome::Failure);
            }
            let Some(placement) = placement else {
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
                queens: placement.queens,
                pawns: placement.pawns,
                caption: config
                    .picture
                    .captions
                    .then(|| t!("render-caption-solution", number = index)),
                index,
            };
            board_picture(
                n,
                &[board],
                &t!("render-title-placement", n = n),
                &config.picture,
            )?
        }
        Subject::Placement(queens) => {
            let board = svg::Board {
                queens: queens
                    .iter()
                    .enumerate()
                    .map(|(row, &col)| Square::new(row, col))
                    .collect(),
                pawns: Vec::new(),
                caption: None,
                index: 1,
            };
            board_picture(
                n,
                &[board],
                &t!("render-title-placement", n = n),
                &config.picture,
            )?
        }
        &Subject::Tour { start, closed } => {
            let method = if closed {
                TourMethod::Divide
            } else {
                TourMethod::Warnsdorff
            };
            match nqueens::find_tour(n, n, start, closed, method) {
                Ok(tour) => tour_picture(&tour, &config.picture)?,
                Err(error) if matches!(error.kind(), ErrorKind::NoTour { .. }) => {
                    note(&text::no_tour(&error));
                    return Ok(Outcome::Failure);
                }
                Err(error) => return Err(error.into()),
            }
        }
    };
    let bytes = match config.picture.format {
        PictureFormat::Svg => svg.into_bytes(),
        PictureFormat::Png => png::from_svg(&svg)?,
    };
    match &config.output {
        Some(path) => fs::write(path, bytes).map_err(|err| {
            anyhow::Error::new(err).context(t!("render-write-failed", path = text::path_name(path)))
        })?,
        None => {
            let mut out = io::stdout().lock();
            out.write_all(&bytes)?;
            out.flush()?;
        }
    }
    Ok(Outcome::Success)
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
}
