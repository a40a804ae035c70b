//! `nqueens render`: solutions or a knight's tour as a picture, SVG or
//! PNG; also the pictures of `solve --format svg` and `tour --format svg`,
//! which are drawn here so that the same input gives the same picture
//! whichever command draws it.
//!
//! The variant flags draw a variant's solutions as `solve` lists them,
//! pawns included; a placement read with pawns, or from a JSON line that
//! names its variant, is drawn under the rules it states.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use nqueens::variant::{Arrangement, Variant};
use nqueens::{ErrorKind, Square, TourMethod};

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, note, warn};
use crate::estimate;
use crate::i18n::help::Choice;
use crate::input::{InputError, PlacementReader, Source};
use crate::output::pictures::{
    DEFAULT_COLUMNS, MAX_SHEET_BOARDS, MAX_WIDTH, Picture, PictureFormat, board_picture,
    nth_solution, placement_title, solutions_sheet, tour_picture,
};
use crate::output::{self, MAX_BOARD_N, png, svg};
use crate::text::{self, yes_no};
use crate::values::{self, Quantity};
use crate::variant::{self, VariantArgs};

/// `nqueens render`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "render",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<crate::output::pictures::PictureFormat>(),
        Choice::of::<crate::variant::Piece>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Clone, Debug, clap::Args)]
#[command(
    allow_negative_numbers = true,
    about = t!("cmd-render-about"),
    after_help = t!("cmd-render-after-help")
)]
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

    #[command(flatten)]
    pub variant: VariantArgs,
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
    /// A placement given on the command line or read, pawns included.
    Placement(Arrangement),
    Tour {
        start: Square,
        closed: bool,
    },
}

/// `render`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderConfig {
    pub n: usize,
    /// The rules drawn under: the flags', or those a placement read states.
    pub variant: Variant,
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
        if args.tour && args.variant.is_variant() {
            anyhow::bail!(t!("render-tour-variant"));
        }
        let read = read_from
            .map(|source| read_placement(&source, given_n))
            .transpose()?;
        let n = match (&read, given_n, &args.queens) {
            (Some((n, ..)), _, _) => *n,
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
        let flagged = args.variant.variant(n)?;
        let mut variant = flagged.clone();
        let subject = if let Some((_, placement, stated)) = read {
            if let Some(stated) = stated {
                if flagged != Variant::Classic && flagged != stated {
                    anyhow::bail!(t!(
                        "render-rules-differ",
                        stated = variant::describe(&stated, n),
                        flagged = variant::describe(&flagged, n)
                    ));
                }
                variant = stated;
            }
            Subject::Placement(placement)
        } else if let Some(text) = &args.queens {
            if variant::has_pawns(&variant) {
                anyhow::bail!(t!("render-queens-with-pawns"));
            }
            Subject::Placement(Arrangement {
                pawns: Vec::new(),
                queens: output::column_squares(&parse_columns(text, n)?),
            })
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
            variant,
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
/// reads, of `n` rows when `n` is given: its size, its queens and pawns,
/// and the rules it states. Without pawns it has one queen in each row.
fn read_placement(
    source: &Source,
    n: Option<usize>,
) -> anyhow::Result<(usize, Arrangement, Option<Variant>)> {
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
    let pawns = placement.pawns().to_vec();
    let mut queens = placement.squares;
    if pawns.is_empty() {
        let mut rows = vec![false; placement.n];
        for square in &queens {
            if std::mem::replace(&mut rows[square.row], true) {
                return Err(refuse(t!("render-not-one-per-row", line = placement.line)));
            }
        }
        if rows.contains(&false) {
            return Err(refuse(t!("render-not-one-per-row", line = placement.line)));
        }
        queens.sort_by_key(|square| square.row);
    }
    // A picture of one placement: a second would go undrawn.
    if let Some(second) = reader.next_placement().with_context(name)? {
        return Err(refuse(t!("render-more-than-one", line = second.line)));
    }
    Ok((
        placement.n,
        Arrangement { pawns, queens },
        placement.variant,
    ))
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
    let variant = &config.variant;
    let classic = *variant == Variant::Classic;
    let searches = matches!(
        config.subject,
        Subject::Sheet { .. } | Subject::Solution { .. }
    );
    if searches && let Some(reason) = variant::known_no_solution(n, variant) {
        note(&reason);
        return Ok(Outcome::Failure);
    }
    // Refused before the search: collecting more than a sheet holds takes
    // hours on large boards before it could be refused. A variant's sheet
    // is refused once it holds one board too many.
    if let Subject::Sheet { unique, limit } = config.subject
        && classic
        && limit.unwrap_or(u64::MAX) > MAX_SHEET_BOARDS
        && estimate::more_solutions_than(n, unique, MAX_SHEET_BOARDS)
    {
        anyhow::bail!(t!("render-too-many-boards", max = MAX_SHEET_BOARDS));
    }
    // A refused run gets no warning: its error is the only line.
    if searches && classic && estimate::first_solutions_slow(n) {
        warn(&t!(
            "render-slow-search",
            n = n,
            max = estimate::MAX_QUICK_FIRST_N
        ));
    }
    if searches && let Some(warning) = variant::slow_search(n, variant)? {
        warn(&warning);
    }
    let no_solution = || {
        if classic {
            t!("render-no-solution", n = n)
        } else {
            variant::no_solution(n, variant)
        }
    };
    let svg = match &config.subject {
        Subject::Sheet { unique, limit } => {
            let Some(svg) = solutions_sheet(n, variant, *unique, *limit, &config.picture)? else {
                note(&no_solution());
                return Ok(Outcome::Failure);
            };
            svg
        }
        &Subject::Solution { index, unique } => {
            let (placement, found) = nth_solution(n, variant, unique, index)?;
            if found == 0 {
                note(&no_solution());
                return Ok(Outcome::Failure);
            }
            let Some(placement) = placement else {
                // The search ran out before `index`, so `found` is the count.
                let count = found;
                anyhow::bail!(if classic {
                    t!(
                        "render-no-such-solution",
                        unique = yes_no(unique),
                        k = index,
                        n = n,
                        count = count
                    )
                } else {
                    t!(
                        "render-no-such-solution-variant",
                        unique = yes_no(unique),
                        k = index,
                        head = variant::summary_head(n, variant),
                        count = count
                    )
                });
            };
            let caption =
                (config.picture.captions).then(|| t!("render-caption-solution", number = index));
            placement_picture(&config, placement, caption, index)?
        }
        Subject::Placement(placement) => placement_picture(&config, placement.clone(), None, 1)?,
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

/// The picture of one placement under the run's rules.
fn placement_picture(
    config: &RenderConfig,
    placement: Arrangement,
    caption: Option<String>,
    index: u64,
) -> anyhow::Result<String> {
    let board = svg::Board {
        queens: placement.queens,
        pawns: placement.pawns,
        caption,
        index,
    };
    let title = placement_title(config.n, &config.variant);
    board_picture(config.n, &[board], &title, &config.picture)
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
