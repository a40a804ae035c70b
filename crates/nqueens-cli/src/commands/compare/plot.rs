//! The chart of `compare --plot`: nodes and time against the board size,
//! one panel above the other, each with a log-scale y axis and a line per
//! method.
//!
//! The SVG is written by hand as text, every number with one decimal, so
//! the same data always gives the same bytes. Pairwise, marks, stack and
//! bitmask search the same tree, so their node lines lie on top of each
//! other: each method has its own line width and marker size, widest
//! first, so that every line still shows as a stripe of its colour and
//! every marker as a ring around the next. Colours are the Okabe-Ito
//! palette, which colour-blind readers tell apart, and the markers differ
//! in shape as well, for prints in grey.

use std::fmt::Write;

use crate::output::svg::escape;

/// One measured cell.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub n: usize,
    pub nodes: u64,
    pub seconds: f64,
}

/// One method's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    /// The method's place on the ladder, which picks its colour, marker
    /// and width: a method looks the same in every chart.
    pub style: usize,
    pub points: Vec<Point>,
}

/// The words of the chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    pub title: String,
    pub nodes_panel: String,
    pub time_panel: String,
    pub nodes_axis: String,
    pub time_axis: String,
    pub x_axis: String,
}

impl Labels {
    /// The words in the language of the run.
    pub fn localised(from: usize, to: usize) -> Labels {
        Labels {
            title: t!("compare-plot-title", from = from, to = to),
            nodes_panel: t!("compare-plot-nodes"),
            time_panel: t!("compare-plot-time"),
            nodes_axis: t!("compare-plot-nodes-axis"),
            time_axis: t!("compare-plot-time-axis"),
            x_axis: t!("compare-plot-x"),
        }
    }
}

const WIDTH: f64 = 820.0;
const HEIGHT: f64 = 860.0;
/// The plotting area of both panels, across.
const PLOT_LEFT: f64 = 100.0;
const PLOT_WIDTH: f64 = 530.0;
/// Room inside the plotting area at each end, so that the first and last
/// markers are not cut by the frame.
const INSIDE: f64 = 24.0;
const PANEL_HEIGHT: f64 = 300.0;
/// The tops of the two plotting areas.
const PANEL_TOPS: [f64; 2] = [100.0, 500.0];
const LEGEND_LEFT: f64 = 660.0;
const LEGEND_SPACING: f64 = 30.0;

const FONT_FAMILY: &str = "DejaVu Sans, Verdana, Arial, sans-serif";
const INK: &str = "#222222";
const GRID: &str = "#dddddd";
const FRAME: &str = "#555555";

/// How each method is drawn, by its place on the ladder.
#[derive(Clone, Copy, Debug)]
struct Style {
    colour: &'static str,
    marker: Marker,
    line_width: f64,
    /// The marker's half-width.
    marker_size: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Marker {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
}

/// Brute force, pairwise, marks, stack, bitmask, symmetric. The four
/// searches of one tree, second to fifth, narrow from one to the next.
const STYLES: [Style; 6] = [
    Style {
        colour: "#D55E00",
        marker: Marker::Circle,
        line_width: 2.2,
        marker_size: 4.5,
    },
    Style {
        colour: "#E69F00",
        marker: Marker::Square,
        line_width: 8.0,
        marker_size: 8.0,
    },
    Style {
        colour: "#56B4E9",
        marker: Marker::TriangleUp,
        line_width: 5.5,
        marker_size: 7.0,
    },
    Style {
        colour: "#CC79A7",
        marker: Marker::Diamond,
        line_width: 3.4,
        marker_size: 5.0,
    },
    Style {
        colour: "#0072B2",
        marker: Marker::Circle,
        line_width: 1.6,
        marker_size: 3.0,
    },
    Style {
        colour: "#009E73",
        marker: Marker::TriangleDown,
        line_width: 2.2,
        marker_size: 4.5,
    },
];

/// The chart of `series` over the board sizes `from` to `to`.
pub fn svg(from: usize, to: usize, series: &[Series], labels: &Labels) -> String {
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT_FAMILY}" fill="{INK}">"#
    );
    let _ = writeln!(svg, "<title>{}</title>", escape(&labels.title));
    let _ = writeln!(
        svg,
        r##"<rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>"##
    );
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="40.0" font-size="22" font-weight="bold" text-anchor="middle">{}</text>"#,
        WIDTH / 2.0,
        escape(&labels.title)
    );
    let x = XScale { from, to };
    let panels = [
        Panel {
            title: &labels.nodes_panel,
            axis: &labels.nodes_axis,
            value: |point| point.nodes as f64,
            tick_label: count_label,
        },
        Panel {
            title: &labels.time_panel,
            axis: &labels.time_axis,
            value: |point| point.seconds,
            tick_label: seconds_label,
        },
    ];
    for (shown, top) in panels.iter().zip(PANEL_TOPS) {
        let values: Vec<f64> = series
            .iter()
            .flat_map(|series| series.points.iter().map(shown.value))
            .filter(|value| value.is_finite() && *value > 0.0)
            .collect();
        let y = YScale::fitting(&values, top);
        panel(&mut svg, &x, &y, shown, &labels.x_axis);
        for line in series {
            draw_series(&mut svg, &x, &y, line, shown.value);
        }
    }
    legend(&mut svg, series);
    svg.push_str("</svg>\n");
    svg
}

/// What one panel shows.
struct Panel<'a> {
    title: &'a str,
    axis: &'a str,
    value: fn(&Point) -> f64,
    /// The label of a power of ten, from its exponent.
    tick_label: fn(i32) -> String,
}

/// Board sizes across.
#[derive(Clone, Copy, Debug)]
struct XScale {
    from: usize,
    to: usize,
}

impl XScale {
    fn at(&self, n: usize) -> f64 {
        if self.to == self.from {
            return PLOT_LEFT + PLOT_WIDTH / 2.0;
        }
        let share = (n - self.from) as f64 / (self.to - self.from) as f64;
        PLOT_LEFT + INSIDE + share * (PLOT_WIDTH - 2.0 * INSIDE)
    }
}

/// Powers of ten up, from decade `low` at the bottom of the panel to
/// decade `high` at its top.
#[derive(Clone, Copy, Debug)]
struct YScale {
    low: i32,
    high: i32,
    top: f64,
}

impl YScale {
    /// The whole decades around `values`; one decade when there is
    /// nothing to show.
    fn fitting(values: &[f64], top: f64) -> YScale {
        let logs = values.iter().map(|value| value.log10());
        let low = logs.clone().fold(f64::INFINITY, f64::min);
        let high = logs.fold(f64::NEG_INFINITY, f64::max);
        if !low.is_finite() {
            return YScale {
                low: 0,
                high: 1,
                top,
            };
        }
        let low = low.floor() as i32;
        let high = (high.ceil() as i32).max(low + 1);
        YScale { low, high, top }
    }

    fn at(&self, value: f64) -> f64 {
        let share = (value.log10() - f64::from(self.low)) / f64::from(self.high - self.low);
        self.top + PANEL_HEIGHT - share * PANEL_HEIGHT
    }

    /// The decades that get a line and a label: every one, or every
    /// second or third when there are many.
    fn ticks(&self) -> impl Iterator<Item = i32> {
        let step = ((self.high - self.low + 9) / 10).max(1);
        (self.low..=self.high).filter(move |decade| (decade - self.low) % step == 0)
    }
}

/// A panel's frame, grid, tick labels, title and axis labels.
fn panel(svg: &mut String, x: &XScale, y: &YScale, shown: &Panel<'_>, x_axis: &str) {
    let top = y.top;
    let bottom = top + PANEL_HEIGHT;
    let right = PLOT_LEFT + PLOT_WIDTH;
    let _ = writeln!(
        svg,
        r#"<text x="{PLOT_LEFT:.1}" y="{:.1}" font-size="16" font-weight="bold">{}</text>"#,
        top - 14.0,
        escape(shown.title)
    );
    svg.push_str(&format!(r#"<g stroke="{GRID}" stroke-width="1">"#));
    svg.push('\n');
    for decade in y.ticks() {
        let at = y.at(10_f64.powi(decade));
        let _ = writeln!(
            svg,
            r#"<line x1="{PLOT_LEFT:.1}" y1="{at:.1}" x2="{right:.1}" y2="{at:.1}"/>"#
        );
    }
    for n in x.from..=x.to {
        let at = x.at(n);
        let _ = writeln!(
            svg,
            r#"<line x1="{at:.1}" y1="{top:.1}" x2="{at:.1}" y2="{bottom:.1}"/>"#
        );
    }
    svg.push_str("</g>\n");
    let _ = writeln!(
        svg,
        r#"<rect x="{PLOT_LEFT:.1}" y="{top:.1}" width="{PLOT_WIDTH:.1}" height="{PANEL_HEIGHT:.1}" fill="none" stroke="{FRAME}" stroke-width="1.5"/>"#
    );
    svg.push_str(r#"<g font-size="13" text-anchor="end">"#);
    svg.push('\n');
    for decade in y.ticks() {
        let at = y.at(10_f64.powi(decade));
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            PLOT_LEFT - 8.0,
            at + 4.5,
            escape(&(shown.tick_label)(decade))
        );
    }
    svg.push_str("</g>\n");
    svg.push_str(r#"<g font-size="13" text-anchor="middle">"#);
    svg.push('\n');
    for n in x.from..=x.to {
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{n}</text>"#,
            x.at(n),
            bottom + 20.0
        );
    }
    svg.push_str("</g>\n");
    let _ = writeln!(
        svg,
        r#"<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="middle">{}</text>"#,
        PLOT_LEFT + PLOT_WIDTH / 2.0,
        bottom + 44.0,
        escape(x_axis)
    );
    let middle = top + PANEL_HEIGHT / 2.0;
    let _ = writeln!(
        svg,
        r#"<text x="24.0" y="{middle:.1}" font-size="14" text-anchor="middle" transform="rotate(-90 24.0 {middle:.1})">{}</text>"#,
        escape(shown.axis)
    );
}

/// A method's line and markers; values a log scale cannot show (zero) are
/// left out.
fn draw_series(
    svg: &mut String,
    x: &XScale,
    y: &YScale,
    series: &Series,
    value: fn(&Point) -> f64,
) {
    let style = style_of(series);
    let points: Vec<(f64, f64)> = series
        .points
        .iter()
        .map(|point| (point.n, value(point)))
        .filter(|(_, value)| value.is_finite() && *value > 0.0)
        .map(|(n, value)| (x.at(n), y.at(value)))
        .collect();
    if points.is_empty() {
        return;
    }
    let _ = writeln!(
        svg,
        r#"<g data-method="{}" fill="{}" stroke="{}">"#,
        escape(&series.name),
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
            r#"<polyline points="{}" fill="none" stroke-width="{:.1}" stroke-linejoin="round" stroke-linecap="round"/>"#,
            coordinates.join(" "),
            style.line_width
        );
    }
    for &(x, y) in &points {
        marker(svg, style, x, y);
    }
    svg.push_str("</g>\n");
}

/// A marker centred on `(x, y)`, with a white edge that parts it from the
/// lines under it.
fn marker(svg: &mut String, style: Style, x: f64, y: f64) {
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

/// A key for every method, beside the top panel.
fn legend(svg: &mut String, series: &[Series]) {
    svg.push_str(r#"<g font-size="14">"#);
    svg.push('\n');
    for (i, line) in series.iter().enumerate() {
        let style = style_of(line);
        let y = PANEL_TOPS[0] + 20.0 + i as f64 * LEGEND_SPACING;
        let _ = writeln!(
            svg,
            r#"<g fill="{}" stroke="{}">"#,
            style.colour, style.colour
        );
        let _ = writeln!(
            svg,
            r#"<line x1="{LEGEND_LEFT:.1}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke-width="{:.1}"/>"#,
            LEGEND_LEFT + 36.0,
            style.line_width.min(4.0)
        );
        marker(svg, style, LEGEND_LEFT + 18.0, y);
        svg.push_str("</g>\n");
        let _ = writeln!(
            svg,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            LEGEND_LEFT + 46.0,
            y + 5.0,
            escape(&line.name)
        );
    }
    svg.push_str("</g>\n");
}

fn style_of(series: &Series) -> Style {
    STYLES[series.style % STYLES.len()]
}

/// 10^decade as a count: 1, 10, 100, 1k, ..., 100G, 1T.
fn count_label(decade: i32) -> String {
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
fn seconds_label(decade: i32) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn labels() -> Labels {
        Labels {
            title: "The lessons' methods on boards of 4 to 6 queens".to_string(),
            nodes_panel: "Nodes: queens placed (log scale)".to_string(),
            time_panel: "Time of one search (log scale)".to_string(),
            nodes_axis: "nodes".to_string(),
            time_axis: "time".to_string(),
            x_axis: "board size n".to_string(),
        }
    }

    /// Fixed data in the shape of a real ladder: brute force stops at 5,
    /// marks and bitmask share their nodes.
    fn ladder() -> Vec<Series> {
        let series = |name: &str, style, points: &[(usize, u64, f64)]| Series {
            name: name.to_string(),
            style,
            points: points
                .iter()
                .map(|&(n, nodes, seconds)| Point { n, nodes, seconds })
                .collect(),
        };
        vec![
            series("brute", 0, &[(4, 340, 2.0e-5), (5, 3905, 3.1e-4)]),
            series(
                "marks",
                2,
                &[(4, 16, 6.0e-7), (5, 53, 1.5e-6), (6, 152, 4.0e-6)],
            ),
            series(
                "bitmask",
                4,
                &[(4, 16, 2.0e-7), (5, 53, 4.0e-7), (6, 152, 9.0e-7)],
            ),
            series(
                "symmetric",
                5,
                &[(4, 7, 3.0e-6), (5, 18, 3.5e-6), (6, 45, 5.0e-6)],
            ),
        ]
    }

    #[test]
    fn chart_of_fixed_data() {
        let chart = svg(4, 6, &ladder(), &labels());
        assert_eq!(chart, svg(4, 6, &ladder(), &labels()), "deterministic");
        insta::assert_snapshot!("compare_chart", chart);
    }

    #[test]
    fn chart_has_a_line_and_a_key_per_method() {
        let chart = svg(4, 6, &ladder(), &labels());
        for name in ["brute", "marks", "bitmask", "symmetric"] {
            // One group per panel.
            assert_eq!(
                chart.matches(&format!("data-method=\"{name}\"")).count(),
                2,
                "{name}"
            );
            assert!(chart.contains(&format!(">{name}</text>")), "{name}");
        }
        // Two panels of three sizes; brute force has two points, the others three.
        assert_eq!(chart.matches("<polyline ").count(), 8);
        for tick in ["1", "10", "100", "1k", "10k", "100 ns", "1 µs", "1 ms"] {
            assert!(chart.contains(&format!(">{tick}</text>")), "{tick}");
        }
        assert!(chart.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(chart.ends_with("</svg>\n"));
    }

    #[test]
    fn log_scale_spans_whole_decades() {
        let y = YScale::fitting(&[16.0, 3905.0], 0.0);
        assert_eq!((y.low, y.high), (1, 4));
        assert_eq!(y.at(10.0), PANEL_HEIGHT);
        assert_eq!(y.at(10_000.0), 0.0);
        let flat = YScale::fitting(&[100.0], 0.0);
        assert_eq!((flat.low, flat.high), (2, 3));
        let empty = YScale::fitting(&[], 0.0);
        assert_eq!((empty.low, empty.high), (0, 1));
        // Twenty decades get a line every second one.
        let wide = YScale::fitting(&[1.0, 1e20], 0.0);
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
    fn one_board_size_sits_in_the_middle() {
        let x = XScale { from: 8, to: 8 };
        assert_eq!(x.at(8), PLOT_LEFT + PLOT_WIDTH / 2.0);
        let chart = svg(8, 8, &ladder(), &labels());
        assert!(chart.ends_with("</svg>\n"));
    }

    #[test]
    fn words_are_escaped() {
        let mut labels = labels();
        labels.title = "a < b & \"c\"".to_string();
        let chart = svg(4, 6, &[], &labels);
        assert!(chart.contains("<title>a &lt; b &amp; &quot;c&quot;</title>"));
    }
}
