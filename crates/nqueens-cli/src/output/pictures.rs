//! Pictures of boards and tours, SVG or PNG, drawn the same whichever
//! command asks: `render`, `solve --format svg` and `tour --format svg`.

use std::ops::ControlFlow;

use nqueens::variant::{Arrangement, Variant, for_each_arrangement};
use nqueens::{Method, Tour};

use super::{png, svg, tour_square_name};
use crate::text::yes_no;

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

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PictureFormat {
    #[value(help = t!("render-help-format-svg"))]
    Svg,
    #[value(help = t!("value-render-format-png"))]
    Png,
}

impl PictureFormat {
    /// The format a file's extension names, in either case: `.svg` or
    /// `.png`.
    pub fn of_path(path: &std::path::Path) -> Option<PictureFormat> {
        let extension = path.extension()?.to_string_lossy().to_ascii_lowercase();
        match extension.as_str() {
            "svg" => Some(PictureFormat::Svg),
            "png" => Some(PictureFormat::Png),
            _ => None,
        }
    }

    /// The picture in this format, from its SVG.
    pub fn encode(self, svg: String) -> anyhow::Result<Vec<u8>> {
        match self {
            PictureFormat::Svg => Ok(svg.into_bytes()),
            PictureFormat::Png => png::from_svg(&svg),
        }
    }
}

/// How a picture is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picture {
    pub format: PictureFormat,
    /// The picture's width in pixels; absent, it follows the number of
    /// boards.
    pub width: Option<u32>,
    pub columns: usize,
    pub captions: bool,
}

impl Picture {
    /// An SVG as `solve` and `tour` draw it: default sizes, with captions.
    pub const SVG: Picture = Picture {
        format: PictureFormat::Svg,
        width: None,
        columns: DEFAULT_COLUMNS,
        captions: true,
    };
}

/// The sheet of every solution of `variant` (or the first `limit`), each
/// captioned with its number; `None` when the board has no solution.
pub fn solutions_sheet(
    n: usize,
    variant: &Variant,
    unique: bool,
    limit: Option<u64>,
    picture: &Picture,
) -> anyhow::Result<Option<String>> {
    // One more than a sheet holds, to tell a full sheet from too many.
    let cap = limit.unwrap_or(u64::MAX).min(MAX_SHEET_BOARDS + 1);
    let solutions = collect_solutions(n, variant, unique, cap)?;
    if solutions.len() as u64 > MAX_SHEET_BOARDS {
        anyhow::bail!(t!("render-too-many-boards", max = MAX_SHEET_BOARDS));
    }
    if solutions.is_empty() {
        return Ok(None);
    }
    let count = solutions.len() as u64;
    let limited = limit == Some(count);
    let title = match (*variant == Variant::Classic, limited) {
        (true, true) => t!("render-title-sheet-limited", n = n, count = count),
        (true, false) => t!(
            "render-title-sheet",
            n = n,
            count = count,
            unique = yes_no(unique)
        ),
        (false, true) => t!(
            "render-title-sheet-variant-limited",
            head = crate::variant::summary_head(n, variant),
            count = count
        ),
        (false, false) => t!(
            "render-title-sheet-variant",
            head = crate::variant::summary_head(n, variant),
            count = count,
            unique = yes_no(unique)
        ),
    };
    let boards: Vec<svg::Board> = solutions
        .into_iter()
        .zip(1..)
        .map(|(placement, index)| svg::Board {
            queens: placement.queens,
            pawns: placement.pawns,
            caption: picture
                .captions
                .then(|| t!("render-caption-solution", number = index)),
            index,
        })
        .collect();
    board_picture(n, &boards, &title, picture).map(Some)
}

/// The title of a picture of one placement of `variant`.
pub fn placement_title(n: usize, variant: &Variant) -> String {
    if *variant == Variant::Classic {
        t!("render-title-placement", n = n)
    } else {
        crate::variant::summary_head(n, variant)
    }
}

/// Draws boards of one size, checking first that a PNG of them can be
/// held.
pub fn board_picture(
    n: usize,
    boards: &[svg::Board],
    title: &str,
    picture: &Picture,
) -> anyhow::Result<String> {
    let columns = picture.columns.min(boards.len()).max(1);
    let width = picture.width.unwrap_or(if boards.len() == 1 {
        DEFAULT_WIDTH
    } else {
        (DEFAULT_WIDTH_PER_BOARD * columns as u32).max(DEFAULT_WIDTH)
    });
    let layout = svg::Layout { width, columns };
    if picture.format == PictureFormat::Png {
        png::check_size(svg::sheet_size(n, boards.len(), picture.captions, layout))?;
    }
    Ok(svg::sheet(n, boards, title, layout))
}

/// Draws a tour, checking first that a PNG of it can be held.
pub fn tour_picture(tour: &Tour, picture: &Picture) -> anyhow::Result<String> {
    let (rows, cols) = (tour.rows(), tour.cols());
    let width = picture.width.unwrap_or(DEFAULT_WIDTH);
    if picture.format == PictureFormat::Png {
        png::check_size(svg::tour_size(rows, cols, picture.captions, width))?;
    }
    let caption = picture.captions.then(|| {
        let start = tour
            .start()
            .map(|start| tour_square_name(start, rows, cols));
        t!(
            "render-caption-tour",
            closed = yes_no(tour.is_closed()),
            start = start.unwrap_or_default()
        )
    });
    let title = t!("render-title-tour", rows = rows, cols = cols);
    Ok(svg::tour(tour, caption.as_deref(), &title, width))
}

/// A solution as a listing meets it: the classic board's columns, or a
/// variant's queens and pawns.
enum Listed<'a> {
    Columns(&'a [usize]),
    Arranged(&'a Arrangement),
}

impl Listed<'_> {
    fn to_arrangement(&self) -> Arrangement {
        match self {
            Listed::Columns(queens) => Arrangement {
                pawns: Vec::new(),
                queens: super::column_squares(queens),
            },
            Listed::Arranged(placement) => (*placement).clone(),
        }
    }
}

/// Visits every solution of `variant`, or one of each class when
/// `unique`, in `solve`'s order.
fn for_each_listed<F>(
    n: usize,
    variant: &Variant,
    unique: bool,
    mut visit: F,
) -> Result<(), nqueens::Error>
where
    F: FnMut(Listed<'_>) -> ControlFlow<()>,
{
    if *variant != Variant::Classic {
        return for_each_arrangement(n, variant, unique, |placement| {
            visit(Listed::Arranged(placement))
        });
    }
    let columns = |queens: &[usize]| visit(Listed::Columns(queens));
    if unique {
        nqueens::for_each_unique_solution(n, Method::Bitmask, columns)?;
    } else {
        nqueens::for_each_solution(n, Method::Bitmask, columns)?;
    }
    Ok(())
}

/// The solutions in `solve`'s order, at most `cap` of them.
fn collect_solutions(
    n: usize,
    variant: &Variant,
    unique: bool,
    cap: u64,
) -> anyhow::Result<Vec<Arrangement>> {
    let mut solutions = Vec::new();
    let visit = |listed: Listed<'_>| {
        solutions.push(listed.to_arrangement());
        if solutions.len() as u64 == cap {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    for_each_listed(n, variant, unique, visit)?;
    Ok(solutions)
}

/// Solution `index` (from 1) in `solve`'s order, holding no other, and
/// how many the search met: `index` when it is there, else all of them.
pub fn nth_solution(
    n: usize,
    variant: &Variant,
    unique: bool,
    index: u64,
) -> anyhow::Result<(Option<Arrangement>, u64)> {
    let mut found = 0;
    let mut wanted = None;
    let visit = |listed: Listed<'_>| {
        found += 1;
        if found == index {
            wanted = Some(listed.to_arrangement());
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    };
    for_each_listed(n, variant, unique, visit)?;
    Ok((wanted, found))
}

/// `tour --format svg`: the picture of one tour, as `render --tour` draws
/// it.
pub fn tour_svg(tour: &Tour) -> anyhow::Result<String> {
    let side = tour.rows().max(tour.cols());
    if side > super::MAX_BOARD_N {
        anyhow::bail!(t!(
            "render-board-too-wide",
            max = super::MAX_BOARD_N,
            n = side
        ));
    }
    tour_picture(tour, &Picture::SVG)
}
