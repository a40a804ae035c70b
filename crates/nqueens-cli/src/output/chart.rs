//! Line charts, written by hand as SVG text: the pieces every chart is
//! made of, and the chart of a phase transition.
//!
//! A chart is [`open`]ed with its title, gets a [`frame`] per plotting
//! area (grid, frame, tick labels and axis names), a [`line()`] per series
//! and a [`legend`] at the right, and ends with `</svg>`. Every coordinate
//! is written with one decimal, so the same data always gives the same
//! bytes, and every word is escaped. Markers differ in shape as well as
//! colour, so that a chart printed in grey can still be read.
//!
//! `compare --plot` draws its two log-scale panels with these pieces;
//! [`phase_svg`] draws the fraction of random instances that have a
//! solution against a real-valued, linear x, one curve per board size.

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, anyhow};

use crate::output::pictures::PictureFormat;
use std::fmt::{self, Write};

use crate::output::svg::escape;

/// The width of every chart: the plotting areas and the legend keep the
/// same places across in every kind.
pub const WIDTH: f64 = 820.0;
/// The left edge of a plotting area, after room for the tick labels and
/// the name of the y axis.
pub const PLOT_LEFT: f64 = 100.0;
pub const PLOT_WIDTH: f64 = 530.0;
/// Room inside a plotting area at each end, so that the first and last
/// markers are not cut by the frame.
pub const INSIDE: f64 = 24.0;
pub const LEGEND_LEFT: f64 = 660.0;
/// The distance between two keys of a legend that has room.
pub const LEGEND_SPACING: f64 = 30.0;
/// The size of a chart's title.
pub const TITLE_FONT: u32 = 22;
/// The least a long title is made, to fit across.
const MIN_TITLE_FONT: u32 = 12;
/// Where the name of the y axis is centred across, turned upright.
const AXIS_NAME_X: f64 = 24.0;

const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
const INK: &str = "#222222";
const GRID: &str = "#dddddd";
const FRAME: &str = "#555555";

/// A colour, written as `#RRGGBB`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour(pub u8, pub u8, pub u8);

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02X}{:02X}{:02X}", self.0, self.1, self.2)
    }
}

/// The Okabe-Ito palette, whose colours readers with any common kind of
/// colour blindness tell apart: for series that are not in an order. Its
/// yellow is left out, too pale for a line on white.
pub mod okabe_ito {
    use super::Colour;

    pub const ORANGE: Colour = Colour(0xE6, 0x9F, 0x00);
    pub const SKY_BLUE: Colour = Colour(0x56, 0xB4, 0xE9);
    pub const BLUISH_GREEN: Colour = Colour(0x00, 0x9E, 0x73);
    pub const BLUE: Colour = Colour(0x00, 0x72, 0xB2);
    pub const VERMILLION: Colour = Colour(0xD5, 0x5E, 0x00);
    pub const REDDISH_PURPLE: Colour = Colour(0xCC, 0x79, 0xA7);
}

/// Viridis at ten even steps from 0 to 1, dark purple through blue and
/// green to yellow: for series that are in an order, such as board sizes.
const VIRIDIS: [Colour; 10] = [
    Colour(0x44, 0x01, 0x54),
    Colour(0x48, 0x28, 0x78),
    Colour(0x3E, 0x49, 0x89),
    Colour(0x31, 0x68, 0x8E),
    Colour(0x26, 0x82, 0x8E),
    Colour(0x1F, 0x9E, 0x89),
    Colour(0x35, 0xB7, 0x79),
    Colour(0x6E, 0xCE, 0x58),
    Colour(0xB5, 0xDE, 0x2B),
    Colour(0xFD, 0xE7, 0x25),
];

/// How far along viridis an ordered series may go: past about 0.8 the
/// greens and yellows are too pale to see as a thin line on white.
const VIRIDIS_END: f64 = 0.8;

/// The colour `share` of the way (0 to 1) along the usable part of
/// viridis, between its steps in a straight line.
pub fn ordered_colour(share: f64) -> Colour {
    let at = share.clamp(0.0, 1.0) * VIRIDIS_END * (VIRIDIS.len() - 1) as f64;
    let below = (at.floor() as usize).min(VIRIDIS.len() - 2);
    let part = at - below as f64;
    let (a, b) = (VIRIDIS[below], VIRIDIS[below + 1]);
    let mix = |a: u8, b: u8| (f64::from(a) + part * (f64::from(b) - f64::from(a))).round() as u8;
    Colour(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    pub colour: Colour,
    pub marker: Marker,
    pub line_width: f64,
    /// The marker's half-width.
    pub marker_size: f64,
    /// The line's `stroke-dasharray`; `None` draws it solid.
    pub dash: Option<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
}

impl Marker {
    /// Every shape, in the order series take them.
    pub const ALL: [Marker; 5] = [
        Marker::Circle,
        Marker::Square,
        Marker::TriangleUp,
        Marker::Diamond,
        Marker::TriangleDown,
    ];
}

/// The dashes of lines that share a marker shape, in the order series
/// take them: solid, dashed, dotted, dash-dot.
pub const DASHES: [Option<&str>; 4] = [None, Some("8 5"), Some("1 5"), Some("10 4 1 4")];

/// A rectangle of the page that values are plotted in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Area {
    pub left: f64,
    pub top: f64,
    pub width: f64,
    pub height: f64,
}

impl Area {
    pub fn right(&self) -> f64 {
        self.left + self.width
    }

    pub fn bottom(&self) -> f64 {
        self.top + self.height
    }
}

/// A straight map from an axis's values to positions on the page: `low`
/// lands on `start` and `high` on `end`. For a log axis the values are
/// the logarithms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub low: f64,
    pub high: f64,
    pub start: f64,
    pub end: f64,
}

impl Scale {
    /// The position of `value`; every value lies in the middle when the
    /// axis has only one.
    pub fn at(&self, value: f64) -> f64 {
        if self.high == self.low {
            return (self.start + self.end) / 2.0;
        }
        let share = (value - self.low) / (self.high - self.low);
        self.start + share * (self.end - self.start)
    }
}

/// Whole powers of ten for a log axis, from decade `low` to decade
/// `high`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decades {
    pub low: i32,
    pub high: i32,
}

impl Decades {
    /// The whole decades around `values`, which must be positive; one
    /// decade when there is nothing to show.
    pub fn fitting(values: &[f64]) -> Decades {
        let logs = values.iter().map(|value| value.log10());
        let low = logs.clone().fold(f64::INFINITY, f64::min);
        let high = logs.fold(f64::NEG_INFINITY, f64::max);
        if !low.is_finite() {
            return Decades { low: 0, high: 1 };
        }
        let low = low.floor() as i32;
        let high = (high.ceil() as i32).max(low + 1);
        Decades { low, high }
    }

    /// The map of the logarithms of values from `bottom` up to `top` of a
    /// plotting area.
    pub fn scale(&self, bottom: f64, top: f64) -> Scale {
        Scale {
            low: f64::from(self.low),
            high: f64::from(self.high),
            start: bottom,
            end: top,
        }
    }

    /// The decades that get a line and a label: every one, or every
    /// second or third when there are many.
    pub fn ticks(&self) -> impl Iterator<Item = i32> + use<> {
        let Decades { low, high } = *self;
        let step = ((high - low + 9) / 10).max(1);
        (low..=high).filter(move |decade| (decade - low) % step == 0)
    }
}

/// 10^decade as a count: 1, 10, 100, 1k, ..., 100G, 1T.
pub fn count_label(decade: i32) -> String {
    const PREFIXES: [&str; 5] = ["", "k", "M", "G", "T"];
    if decade < 0 {
        return format!("1e{decade}");
    }
    let group = (decade / 3) as usize;
    match PREFIXES.get(group) {
        Some(prefix) => format!("{}{prefix}", 10_u64.pow((decade % 3) as u32)),
        None => format!("1e{decade}"),
    }
}

/// 10^decade seconds: 1 ns, 10 ns, ..., 1 s, 10 s, 100 s.
pub fn seconds_label(decade: i32) -> String {
    const UNITS: [(i32, &str); 4] = [(-9, "ns"), (-6, "µs"), (-3, "ms"), (0, "s")];
    if decade < -9 {
        return format!("1e{decade} s");
    }
    let (base, unit) = UNITS
        .iter()
        .rev()
        .find(|(base, _)| decade >= *base)
        .copied()
        .unwrap_or((decade, "s"));
    let digits = 10_u64.pow((decade - base) as u32);
    format!("{digits} {unit}")
}

/// A grid line and its label, at a position on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct Tick {
    pub at: f64,
    pub label: String,
}

/// One side of a plotting area: its name and its ticks.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis<'a> {
    pub name: &'a str,
    pub ticks: Vec<Tick>,
}

/// The opening `<svg>` of a `width` by `height` chart, its `<title>`, a
/// white ground (a PNG would otherwise be transparent) and the title
/// written across the top, `title_font` high.
pub fn open(svg: &mut String, width: f64, height: f64, title: &str, title_font: u32) {
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="{FONT_FAMILY}" fill="{INK}">"#
    );
    let _ = writeln!(svg, "<title>{}</title>", escape(title));
    let _ = writeln!(
        svg,
        r##"<rect width="{width}" height="{height}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="40.0" font-size="{title_font}" font-weight="bold" text-anchor="middle">{}</text>"#,
        width / 2.0,
        escape(title)
    );
}

/// The size of a chart's title, [`TITLE_FONT`] or smaller when the title
/// would not fit across a chart `width` wide: a character of bold DejaVu
/// Sans is about 0.65 of the font size wide.
pub fn title_font(title: &str, width: f64) -> u32 {
    let chars = title.chars().count().max(1) as f64;
    let fitting = ((width - 40.0) / (0.65 * chars)).floor() as u32;
    fitting.clamp(MIN_TITLE_FONT, TITLE_FONT)
}

/// A plotting area's heading (if any) over its left corner, grid, frame,
/// tick labels and axis names.
pub fn frame(svg: &mut String, area: Area, heading: Option<&str>, x: &Axis<'_>, y: &Axis<'_>) {
    let Area {
        left, top, width, ..
    } = area;
    let (right, bottom) = (area.right(), area.bottom());
    if let Some(heading) = heading {
        let _ = writeln!(
            svg,
            r#"<text x="{left:.1}" y="{:.1}" font-size="16" font-weight="bold">{}</text>"#,
            top - 14.0,
            escape(heading)
        );
    }
    let _ = writeln!(svg, r#"<g stroke="{GRID}" stroke-width="1">"#);
    for tick in &y.ticks {
        let at = tick.at;
        let _ = writeln!(
            svg,
            r#"<line x1="{left:.1}" y1="{at:.1}" x2="{right:.1}" y2="{at:.1}"/>"#
        );
    }
    for tick in &x.ticks {
        let at = tick.at;
        let _ = writeln!(
            svg,
            r#"<line x1="{at:.1}" y1="{top:.1}" x2="{at:.1}" y2="{bottom:.1}"/>"#
        );
    }
    svg.push_str("</g>\n");
    let _ = writeln!(
        svg,
        r#"<rect x="{left:.1}" y="{top:.1}" width="{width:.1}" height="{:.1}" fill="none" stroke="{FRAME}" stroke-width="1.5"/>"#,
        area.height
    );
    svg.push_str("<g font-size=\"13\" text-anchor=\"end\">\n");
    for tick in &y.ticks {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            left - 8.0,
            tick.at + 4.5,
            escape(&tick.label)
        );
    }
    svg.push_str("</g>\n");
    svg.push_str("<g font-size=\"13\" text-anchor=\"middle\">\n");
    for tick in &x.ticks {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            tick.at,
            bottom + 20.0,
            escape(&tick.label)
        );
    }
    svg.push_str("</g>\n");
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="middle">{}</text>"#,
        left + width / 2.0,
        bottom + 44.0,
        escape(x.name)
    );
    let middle = top + area.height / 2.0;
    let _ = writeln!(
        svg,
        r#"<text x="{AXIS_NAME_X:.1}" y="{middle:.1}" font-size="14" text-anchor="middle" transform="rotate(-90 {AXIS_NAME_X:.1} {middle:.1})">{}</text>"#,
        escape(y.name)
    );
}

/// A series' line through `points` (positions on the page) and a marker
/// on each, in a group whose `data-{key}` attribute holds its name.
/// Nothing is drawn for no points, and no line for one.
pub fn line(svg: &mut String, key: &str, name: &str, style: Style, points: &[(f64, f64)]) {
    if points.is_empty() {
        return;
    }
    let _ = writeln!(
        svg,
        r#"<g data-{key}="{}" fill="{}" stroke="{}">"#,
        escape(name),
        style.colour,
        style.colour
    );
    if points.len() > 1 {
        let coordinates: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        let _ = writeln!(
            svg,
            r#"<polyline points="{}" fill="none" stroke-width="{:.1}" stroke-linejoin="round" stroke-linecap="round"{}/>"#,
            coordinates.join(" "),
            style.line_width,
            dash_attribute(style)
        );
    }
    for &(x, y) in points {
        marker(svg, style, x, y);
    }
    svg.push_str("</g>\n");
}

/// A key for each series, top to bottom in the order given, the first at
/// height `first` and the next ones `spacing` apart.
pub fn legend(svg: &mut String, first: f64, spacing: f64, keys: &[(&str, Style)]) {
    svg.push_str("<g font-size=\"14\">\n");
    for (i, &(name, style)) in keys.iter().enumerate() {
        let y = first + i as f64 * spacing;
        let _ = writeln!(
            svg,
            r#"<g fill="{}" stroke="{}">"#,
            style.colour, style.colour
        );
        let _ = writeln!(
            svg,
            r#"<line x1="{LEGEND_LEFT:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke-width="{:.1}"{}/>"#,
            LEGEND_LEFT + 36.0,
            style.line_width.min(4.0),
            dash_attribute(style)
        );
        marker(svg, style, LEGEND_LEFT + 18.0, y);
        svg.push_str("</g>\n");
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            LEGEND_LEFT + 46.0,
            y + 5.0,
            escape(name)
        );
    }
    svg.push_str("</g>\n");
}

/// The dash pattern as an attribute with its leading space, or nothing
/// for a solid line.
fn dash_attribute(style: Style) -> String {
    match style.dash {
        Some(dash) => format!(r#" stroke-dasharray="{dash}""#),
        None => String::new(),
    }
}

/// A marker centred on `(x, y)`, with a white edge that parts it from the
/// lines under it.
pub fn marker(svg: &mut String, style: Style, x: f64, y: f64) {
    let r = style.marker_size;
    let edge = r##"stroke="#ffffff" stroke-width="1""##;
    let _ = match style.marker {
        Marker::Circle => writeln!(
            svg,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" {edge}/>"#
        ),
        Marker::Square => writeln!(
            svg,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" {edge}/>"#,
            x - r,
            y - r,
            2.0 * r,
            2.0 * r
        ),
        Marker::TriangleUp | Marker::TriangleDown => {
            // Pointing up or down; the centre of the shape on the point.
            let tip = if style.marker == Marker::TriangleUp {
                -1.2 * r
            } else {
                1.2 * r
            };
            writeln!(
                svg,
                r#"<path d="M{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} Z" {edge}/>"#,
                x,
                y + tip,
                x + 1.1 * r,
                y - tip / 2.0,
                x - 1.1 * r,
                y - tip / 2.0
            )
        }
        Marker::Diamond => {
            let r = 1.3 * r;
            writeln!(
                svg,
                r#"<path d="M{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} L{:.1} {:.1} Z" {edge}/>"#,
                x,
                y - r,
                x + r,
                y,
                x,
                y + r,
                x - r,
                y
            )
        }
    };
}

/// A chart's file, created before the work that fills it, so that a chart
/// that cannot be written stops a command before its searches rather than
/// after them. The name says the format, as for `render -o`: a chart named
/// .png must not be an SVG.
#[derive(Debug)]
pub struct ChartFile {
    path: PathBuf,
    format: PictureFormat,
    file: fs::File,
}

impl ChartFile {
    pub fn create(path: &Path) -> anyhow::Result<ChartFile> {
        let format = PictureFormat::of_path(path).ok_or_else(|| {
            anyhow!(t!(
                "compare-plot-extension",
                path = crate::text::path_name(path)
            ))
        })?;
        let file = fs::File::create(path)
            .with_context(|| t!("compare-write-plot", path = crate::text::path_name(path)))?;
        Ok(ChartFile {
            path: path.to_path_buf(),
            format,
            file,
        })
    }

    /// Writes the chart, encoded as the file's name says.
    pub fn write(mut self, svg: String) -> anyhow::Result<()> {
        let bytes = self.format.encode(svg)?;
        self.file
            .write_all(&bytes)
            .and_then(|()| self.file.sync_all())
            .with_context(|| {
                t!(
                    "compare-write-plot",
                    path = crate::text::path_name(&self.path)
                )
            })
    }
}

/// One board size's curve: points (d / n, the fraction of instances with
/// a completion), drawn in the order given.
#[derive(Clone, Debug, PartialEq)]
pub struct Curve {
    pub label: String,
    pub points: Vec<(f64, f64)>,
}

/// The words of a phase chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseLabels {
    pub title: String,
    pub x_axis: String,
    pub y_axis: String,
}

const PHASE_HEIGHT: f64 = 520.0;
const PHASE_AREA: Area = Area {
    left: PLOT_LEFT,
    top: 76.0,
    width: PLOT_WIDTH,
    height: 360.0,
};
/// At most this many steps between x ticks, so that their labels keep
/// apart.
const MAX_X_STEPS: f64 = 12.0;

/// The chart of a phase transition: the fraction of instances with a
/// solution (0 to 1) against a real-valued x such as d / n, a curve per
/// board size and a key for each at the right, in the order given.
///
/// The x axis spans the data rounded out to tenths, with a tick every
/// 0.1, or every 0.2, 0.5, 1, ... when that would make more than twelve
/// steps. Points that are not finite are left out.
pub fn phase_svg(curves: &[Curve], labels: &PhaseLabels) -> String {
    let mut svg = String::new();
    let font = title_font(&labels.title, WIDTH);
    open(&mut svg, WIDTH, PHASE_HEIGHT, &labels.title, font);
    let area = PHASE_AREA;
    let finite = |&&(x, y): &&(f64, f64)| x.is_finite() && y.is_finite();
    let xs: Vec<f64> = curves
        .iter()
        .flat_map(|curve| curve.points.iter().filter(finite).map(|&(x, _)| x))
        .collect();
    let (x, x_ticks) = tenths_axis(&xs, area.left + INSIDE, area.right() - INSIDE);
    let y = Scale {
        low: 0.0,
        high: 1.0,
        start: area.bottom() - INSIDE,
        end: area.top + INSIDE,
    };
    let y_ticks = ["0", "0.2", "0.4", "0.6", "0.8", "1"]
        .iter()
        .enumerate()
        .map(|(k, label)| Tick {
            at: y.at(k as f64 / 5.0),
            label: label.to_string(),
        })
        .collect();
    frame(
        &mut svg,
        area,
        None,
        &Axis {
            name: &labels.x_axis,
            ticks: x_ticks,
        },
        &Axis {
            name: &labels.y_axis,
            ticks: y_ticks,
        },
    );
    let styles: Vec<Style> = (0..curves.len())
        .map(|i| phase_style(i, curves.len()))
        .collect();
    for (curve, &style) in curves.iter().zip(&styles) {
        let points: Vec<(f64, f64)> = curve
            .points
            .iter()
            .filter(finite)
            .map(|&(px, py)| (x.at(px), y.at(py)))
            .collect();
        line(&mut svg, "curve", &curve.label, style, &points);
    }
    // A dozen keys fit beside the area at the usual spacing; more are
    // drawn closer, so that the last stays level with the area.
    let room = area.height - 30.0;
    let spacing = match curves.len() {
        0 | 1 => LEGEND_SPACING,
        count => LEGEND_SPACING.min(room / (count - 1) as f64),
    };
    let keys: Vec<(&str, Style)> = curves
        .iter()
        .map(|curve| curve.label.as_str())
        .zip(styles)
        .collect();
    legend(&mut svg, area.top + 20.0, spacing, &keys);
    svg.push_str("</svg>\n");
    svg
}

/// How the `i`th of `count` curves is drawn. The curves are board sizes
/// in order, so the colours follow viridis from dark purple to green: a
/// reader sees the order at a glance, the ramp is even to the eye and
/// still ordered when printed in grey or seen without red and green.
/// Neighbours on a ramp of a dozen are close in colour, so each curve
/// also takes the next marker shape, and once the shapes have all been
/// used the next dash pattern: every curve differs from every other in
/// shape or dash as well as colour.
fn phase_style(i: usize, count: usize) -> Style {
    let share = if count > 1 {
        i as f64 / (count - 1) as f64
    } else {
        0.0
    };
    let shapes = Marker::ALL.len();
    Style {
        colour: ordered_colour(share),
        marker: Marker::ALL[i % shapes],
        line_width: 2.0,
        marker_size: 3.8,
        dash: DASHES[(i / shapes) % DASHES.len()],
    }
}

/// A linear x axis for `values` from `start` to `end` on the page: the
/// values' range rounded out to a whole number of steps of 0.1, 0.2, 0.5,
/// 1, 2, ..., the smallest that makes at most [`MAX_X_STEPS`], with a tick
/// labelled with one decimal at each step. From 0 to 1 when there are no
/// values, and a step either side of a single one.
fn tenths_axis(values: &[f64], start: f64, end: f64) -> (Scale, Vec<Tick>) {
    // Whole tenths, so that steps add up exactly; the slack keeps 0.7,
    // whose tenfold is a hair over 7, from rounding out to 0.8.
    const SLACK: f64 = 1e-9;
    let low = values.iter().copied().fold(f64::INFINITY, f64::min);
    let high = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (mut low, mut high) = if low.is_finite() {
        ((low * 10.0 + SLACK).floor(), (high * 10.0 - SLACK).ceil())
    } else {
        (0.0, 10.0)
    };
    if high <= low {
        (low, high) = (low - 1.0, low + 1.0);
    }
    let mut step = 1.0;
    'search: for scale in (0..300).map(|power| 10_f64.powi(power)) {
        for factor in [1.0, 2.0, 5.0] {
            step = factor * scale;
            let steps = (high / step).ceil() - (low / step).floor();
            if steps <= MAX_X_STEPS {
                break 'search;
            }
        }
    }
    let (low, high) = ((low / step).floor() * step, (high / step).ceil() * step);
    let scale = Scale {
        low: low / 10.0,
        high: high / 10.0,
        start,
        end,
    };
    let count = ((high - low) / step).round() as usize;
    let ticks = (0..=count)
        .map(|k| {
            let tenths = low + k as f64 * step;
            Tick {
                at: scale.at(tenths / 10.0),
                label: format!("{:.1}", tenths / 10.0),
            }
        })
        .collect();
    (scale, ticks)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels() -> PhaseLabels {
        PhaseLabels {
            title: "Completions of random instances".to_string(),
            x_axis: "excluded diagonals per row, d / n".to_string(),
            y_axis: "share with a completion".to_string(),
        }
    }

    /// A falling S per size, steeper as n grows, over `from..=to` in
    /// steps of 0.1 (in tenths).
    fn curves(sizes: &[usize], from: u32, to: u32) -> Vec<Curve> {
        sizes
            .iter()
            .map(|&n| Curve {
                label: format!("n = {n}"),
                points: (from..=to)
                    .map(|tenths| {
                        let x = f64::from(tenths) / 10.0;
                        let y = 1.0 / (1.0 + ((x - 1.0) * n as f64 / 2.0).exp());
                        (x, y)
                    })
                    .collect(),
            })
            .collect()
    }

    #[test]
    fn phase_chart_of_fixed_data() {
        let chart = phase_svg(&curves(&[8, 12, 16], 6, 14), &labels());
        assert_eq!(
            chart,
            phase_svg(&curves(&[8, 12, 16], 6, 14), &labels()),
            "deterministic"
        );
        insta::assert_snapshot!("phase_chart", chart);
    }

    #[test]
    fn phase_chart_has_a_line_and_a_key_per_curve() {
        let sizes: Vec<usize> = (10..=30).step_by(2).collect();
        let chart = phase_svg(&curves(&sizes, 4, 16), &labels());
        assert!(chart.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(chart.ends_with("</svg>\n"));
        assert_eq!(chart.matches("<polyline ").count(), sizes.len());
        for n in &sizes {
            let label = format!("n = {n}");
            assert_eq!(chart.matches(&format!("data-curve=\"{label}\"")).count(), 1);
            assert!(chart.contains(&format!(">{label}</text>")), "{label}");
        }
        // 0.4 to 1.6 is twelve steps of 0.1.
        for tick in ["0.4", "0.5", "1.0", "1.6", "0", "0.2", "1"] {
            assert!(chart.contains(&format!(">{tick}</text>")), "{tick}");
        }
        // Eleven curves: every one has its own colour, and its own marker
        // and dash together.
        let styles: Vec<Style> = (0..sizes.len())
            .map(|i| phase_style(i, sizes.len()))
            .collect();
        for (i, a) in styles.iter().enumerate() {
            for b in &styles[i + 1..] {
                assert_ne!(a.colour, b.colour);
                assert_ne!((a.marker, a.dash), (b.marker, b.dash));
            }
        }
        // The keys are in the order of the curves.
        let first = chart.find(">n = 10</text>").expect("first key");
        let last = chart.find(">n = 30</text>").expect("last key");
        assert!(first < last);
    }

    #[test]
    fn a_single_point_has_a_marker_and_no_line() {
        let one = [Curve {
            label: "n = 8".to_string(),
            points: vec![(0.5, 1.0)],
        }];
        let chart = phase_svg(&one, &labels());
        assert_eq!(chart.matches("<polyline ").count(), 0);
        assert_eq!(chart.matches("<circle ").count(), 2, "curve and key");
        // A step either side of the one value.
        assert!(chart.contains(">0.4</text>") && chart.contains(">0.6</text>"));
        let empty = phase_svg(&[], &labels());
        assert!(empty.contains(">0.0</text>") && empty.contains(">1.0</text>"));
        assert!(empty.ends_with("</svg>\n"));
    }

    #[test]
    fn phase_words_are_escaped() {
        let labels = PhaseLabels {
            title: "d < n & \"more\"".to_string(),
            x_axis: "<x>".to_string(),
            y_axis: "a & b".to_string(),
        };
        let mut curves = curves(&[8], 4, 8);
        curves[0].label = "n < 9 & odd".to_string();
        let chart = phase_svg(&curves, &labels);
        assert!(chart.contains("<title>d &lt; n &amp; &quot;more&quot;</title>"));
        assert!(chart.contains(">&lt;x&gt;</text>"));
        assert!(chart.contains(">a &amp; b</text>"));
        assert!(chart.contains(r#"data-curve="n &lt; 9 &amp; odd""#));
        assert!(chart.contains(">n &lt; 9 &amp; odd</text>"));
        assert!(!chart.contains("n < 9"));
    }

    #[test]
    fn long_titles_get_a_smaller_font() {
        assert_eq!(
            title_font("Completions of random instances", WIDTH),
            TITLE_FONT
        );
        let long = "Random excluded-diagonal instances: how many have a completion";
        assert_eq!(title_font(long, WIDTH), 19);
        assert!(
            phase_svg(
                &[],
                &PhaseLabels {
                    title: long.to_string(),
                    ..labels()
                }
            )
            .contains(r#"font-size="19" font-weight="bold""#)
        );
        assert_eq!(title_font(&"x".repeat(500), WIDTH), 12);
    }

    #[test]
    fn x_ticks_round_out_to_tenths_and_widen_when_many() {
        let labels = |values: &[f64]| -> Vec<String> {
            let (_, ticks) = tenths_axis(values, 0.0, 100.0);
            ticks.into_iter().map(|tick| tick.label).collect()
        };
        assert_eq!(labels(&[0.7, 0.95]), ["0.7", "0.8", "0.9", "1.0"]);
        assert_eq!(labels(&[0.42, 0.58]), ["0.4", "0.5", "0.6"]);
        // 0.3 to 1.7 is fourteen tenths: steps of 0.2, from an even tenth.
        assert_eq!(
            labels(&[0.3, 1.7]),
            [
                "0.2", "0.4", "0.6", "0.8", "1.0", "1.2", "1.4", "1.6", "1.8"
            ]
        );
        assert_eq!(
            labels(&[0.0, 5.0]),
            [
                "0.0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0", "3.5", "4.0", "4.5", "5.0"
            ]
        );
        let (scale, ticks) = tenths_axis(&[0.4, 1.6], 10.0, 130.0);
        assert_eq!(ticks.len(), 13);
        assert_eq!((scale.at(0.4), scale.at(1.6)), (10.0, 130.0));
    }

    #[test]
    fn ordered_colours_run_from_dark_purple_to_green() {
        assert_eq!(ordered_colour(0.0), Colour(0x44, 0x01, 0x54));
        assert_eq!(ordered_colour(0.0).to_string(), "#440154");
        // 0.8 of the way along is 7.2 steps: a fifth from the seventh
        // step to the eighth.
        assert_eq!(ordered_colour(1.0), Colour(0x7C, 0xD1, 0x4F));
    }

    #[test]
    fn log_scale_spans_whole_decades() {
        let y = Decades::fitting(&[16.0, 3905.0]);
        assert_eq!((y.low, y.high), (1, 4));
        let scale = y.scale(300.0, 0.0);
        assert_eq!(scale.at(1.0), 300.0);
        assert_eq!(scale.at(4.0), 0.0);
        let flat = Decades::fitting(&[100.0]);
        assert_eq!((flat.low, flat.high), (2, 3));
        let empty = Decades::fitting(&[]);
        assert_eq!((empty.low, empty.high), (0, 1));
        // Twenty decades get a line every second one.
        let wide = Decades::fitting(&[1.0, 1e20]);
        assert_eq!(wide.ticks().count(), 11);
    }

    #[test]
    fn tick_labels() {
        let counts: Vec<String> = (0..=10).map(count_label).collect();
        assert_eq!(
            counts,
            [
                "1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G", "10G"
            ]
        );
        assert_eq!(seconds_label(-9), "1 ns");
        assert_eq!(seconds_label(-5), "10 µs");
        assert_eq!(seconds_label(-1), "100 ms");
        assert_eq!(seconds_label(0), "1 s");
        assert_eq!(seconds_label(2), "100 s");
    }

    #[test]
    fn a_scale_of_one_value_puts_it_in_the_middle() {
        let scale = Scale {
            low: 8.0,
            high: 8.0,
            start: 124.0,
            end: 606.0,
        };
        assert_eq!(scale.at(8.0), 365.0);
    }
}
