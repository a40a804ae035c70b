//! The chart of `compare --plot`: nodes and time against the board size,
//! one panel above the other, each with a log-scale y axis and a line per
//! method.
//!
//! The pieces of the picture are [`crate::output::chart`]'s, which write
//! every number with one decimal, so the same data always gives the same
//! bytes. Pairwise, marks, stack and bitmask search the same tree, so
//! their node lines lie on top of each other: each method has its own line
//! width and marker size, widest first, so that every line still shows as
//! a stripe of its colour and every marker as a ring around the next.
//! Colours are the Okabe-Ito palette, which colour-blind readers tell
//! apart, and the markers differ in shape as well, for prints in grey.

use crate::output::chart::{
    self, Area, Axis, Decades, LEGEND_SPACING, Marker, PLOT_LEFT, PLOT_WIDTH, Scale, Style, Tick,
    WIDTH, okabe_ito,
};

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

const HEIGHT: f64 = 860.0;
const PANEL_HEIGHT: f64 = 300.0;
/// The tops of the two plotting areas.
const PANEL_TOPS: [f64; 2] = [100.0, 500.0];

/// Brute force, pairwise, marks, stack, bitmask, symmetric. The four
/// searches of one tree, second to fifth, narrow from one to the next.
const STYLES: [Style; 6] = [
    ladder(okabe_ito::VERMILLION, Marker::Circle, 2.2, 4.5),
    ladder(okabe_ito::ORANGE, Marker::Square, 8.0, 8.0),
    ladder(okabe_ito::SKY_BLUE, Marker::TriangleUp, 5.5, 7.0),
    ladder(okabe_ito::REDDISH_PURPLE, Marker::Diamond, 3.4, 5.0),
    ladder(okabe_ito::BLUE, Marker::Circle, 1.6, 3.0),
    ladder(okabe_ito::BLUISH_GREEN, Marker::TriangleDown, 2.2, 4.5),
];

/// A rung's solid line.
const fn ladder(colour: chart::Colour, marker: Marker, line_width: f64, marker_size: f64) -> Style {
    Style {
        colour,
        marker,
        line_width,
        marker_size,
        dash: None,
    }
}

/// The chart of `series` over the board sizes `from` to `to`.
pub fn svg(from: usize, to: usize, series: &[Series], labels: &Labels) -> String {
    let mut svg = String::new();
    // The title keeps its size, however long, as it always has.
    chart::open(&mut svg, WIDTH, HEIGHT, &labels.title, chart::TITLE_FONT);
    // Every board size gets a tick.
    let x = Scale {
        low: from as f64,
        high: to as f64,
        start: PLOT_LEFT + chart::INSIDE,
        end: PLOT_LEFT + PLOT_WIDTH - chart::INSIDE,
    };
    let x_axis = Axis {
        name: &labels.x_axis,
        ticks: (from..=to)
            .map(|n| Tick {
                at: x.at(n as f64),
                label: n.to_string(),
            })
            .collect(),
    };
    let panels = [
        Panel {
            title: &labels.nodes_panel,
            axis: &labels.nodes_axis,
            value: |point| point.nodes as f64,
            tick_label: chart::count_label,
        },
        Panel {
            title: &labels.time_panel,
            axis: &labels.time_axis,
            value: |point| point.seconds,
            tick_label: chart::seconds_label,
        },
    ];
    for (shown, top) in panels.iter().zip(PANEL_TOPS) {
        let values: Vec<f64> = series
            .iter()
            .flat_map(|series| series.points.iter().map(shown.value))
            .filter(|value| shown_on_log_scale(*value))
            .collect();
        let decades = Decades::fitting(&values);
        let y = decades.scale(top + PANEL_HEIGHT, top);
        let y_axis = Axis {
            name: shown.axis,
            ticks: decades
                .ticks()
                .map(|decade| Tick {
                    at: y.at(f64::from(decade)),
                    label: (shown.tick_label)(decade),
                })
                .collect(),
        };
        let area = Area {
            left: PLOT_LEFT,
            top,
            width: PLOT_WIDTH,
            height: PANEL_HEIGHT,
        };
        chart::frame(&mut svg, area, Some(shown.title), &x_axis, &y_axis);
        for line in series {
            // Values a log scale cannot show (zero) are left out.
            let points: Vec<(f64, f64)> = line
                .points
                .iter()
                .map(|point| (point.n, (shown.value)(point)))
                .filter(|&(_, value)| shown_on_log_scale(value))
                .map(|(n, value)| (x.at(n as f64), y.at(value.log10())))
                .collect();
            chart::line(&mut svg, "method", &line.name, style_of(line), &points);
        }
    }
    let keys: Vec<(&str, Style)> = series
        .iter()
        .map(|line| (line.name.as_str(), style_of(line)))
        .collect();
    // Beside the top panel.
    chart::legend(&mut svg, PANEL_TOPS[0] + 20.0, LEGEND_SPACING, &keys);
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

fn shown_on_log_scale(value: f64) -> bool {
    value.is_finite() && value > 0.0
}

fn style_of(series: &Series) -> Style {
    STYLES[series.style % STYLES.len()]
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
        // The methods' lines are solid.
        assert!(!chart.contains("stroke-dasharray"));
    }

    #[test]
    fn one_board_size_sits_in_the_middle() {
        let chart = svg(8, 8, &ladder(), &labels());
        let middle = PLOT_LEFT + PLOT_WIDTH / 2.0;
        assert!(chart.contains(&format!(r#"<text x="{middle:.1}" y="420.0">8</text>"#)));
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
