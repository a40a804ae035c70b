//! The screen, drawn from the state into a ratatui [`Buffer`]: the board on
//! the left, the marker arrays, the step in words and the counts on the
//! right, the keys on the bottom line. Pure functions of the state, so the
//! tests draw into a buffer and read it back.

use nqueens::lesson::Value;
use nqueens::tour::TourStep;
use nqueens::{Line as BoardLine, Square, Step};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use super::state::{CodeView, Markers, Playback, QueensState, TourState, on_line};
use crate::text;

/// The widest side `watch` draws: one file letter a column.
pub const MAX_SIDE: usize = 26;

const LIGHT: Color = Color::Rgb(240, 217, 181);
const DARK: Color = Color::Rgb(181, 136, 99);
const LIGHT_ATTACKED: Color = Color::Rgb(205, 190, 175);
const DARK_ATTACKED: Color = Color::Rgb(140, 115, 95);
const TRYING: Color = Color::Rgb(240, 200, 60);
const PLACED: Color = Color::Rgb(90, 180, 90);
const CONFLICT: Color = Color::Rgb(215, 60, 50);
const ON_BLOCKING_LINE: Color = Color::Rgb(235, 140, 125);
const LEFT: Color = Color::Rgb(175, 120, 200);
const PIECE: Color = Color::Black;

/// Columns of the rank labels left of the board, a space included.
const RANK_LABELS: u16 = 3;
/// The panel's width when the terminal has room for it, and the least.
const PANEL: u16 = 46;
const MIN_PANEL: u16 = 30;
/// Columns between the board and the panel.
const GAP: u16 = 2;
/// The least width the program is drawn in, right of the panel; narrower
/// terminals show the board and the panel alone.
pub const MIN_CODE: u16 = 36;

/// The size of a square on screen; terminal cells are about twice as tall
/// as wide, so a square is twice as wide as tall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cells {
    width: u16,
    height: u16,
}

/// The largest squares with which a `rows x cols` board and its labels fit
/// `width x height`, at least `min_width` wide.
fn cells(rows: usize, cols: usize, width: u16, height: u16, min_width: u16) -> Option<Cells> {
    [(6, 3), (4, 2), (3, 1), (2, 1)]
        .into_iter()
        .map(|(width, height)| Cells { width, height })
        .filter(|cells| cells.width >= min_width)
        .find(|cells| {
            let board_width = RANK_LABELS as usize + cols * cells.width as usize;
            let board_height = rows * cells.height as usize + 1;
            board_width <= width as usize && board_height <= height as usize
        })
}

/// What one square shows: its text, centred, and its colours.
struct Look {
    text: String,
    style: Style,
}

fn plain(square: Square) -> Look {
    Look {
        text: String::new(),
        style: Style::new().bg(background(square, false)),
    }
}

fn background(square: Square, attacked: bool) -> Color {
    match ((square.row + square.col).is_multiple_of(2), attacked) {
        (true, false) => LIGHT,
        (true, true) => LIGHT_ATTACKED,
        (false, false) => DARK,
        (false, true) => DARK_ATTACKED,
    }
}

/// The file letter of column `col`.
fn file(col: usize) -> char {
    char::from(b'a' + col as u8)
}

/// A square's name as a chess player reads it: file letter and rank, rank 1
/// the bottom row (for any number of rows).
pub fn square_name(square: Square, rows: usize) -> String {
    format!("{}{}", file(square.col), rows - square.row)
}

/// Draws a `rows x cols` board with its labels at `(x, y)`, each square as
/// `look` says.
fn draw_board(
    buf: &mut Buffer,
    (x, y): (u16, u16),
    (rows, cols): (usize, usize),
    cells: Cells,
    look: impl Fn(Square) -> Look,
) {
    let label = Style::new().add_modifier(Modifier::DIM);
    for row in 0..rows {
        let top = y + row as u16 * cells.height;
        let rank = format!("{:>2}", rows - row);
        buf.set_string(x, top + cells.height / 2, rank, label);
        for col in 0..cols {
            let square = Square::new(row, col);
            let left = x + RANK_LABELS + col as u16 * cells.width;
            let Look { text, style } = look(square);
            buf.set_style(Rect::new(left, top, cells.width, cells.height), style);
            let text_width = text.chars().count() as u16;
            let indent = cells.width.saturating_sub(text_width) / 2;
            buf.set_stringn(
                left + indent,
                top + cells.height / 2,
                &text,
                usize::from(cells.width),
                style,
            );
        }
    }
    let bottom = y + rows as u16 * cells.height;
    for col in 0..cols {
        let left = x + RANK_LABELS + col as u16 * cells.width + (cells.width - 1) / 2;
        buf.set_string(left, bottom, file(col).to_string(), label);
    }
}

/// Splits the screen: the board's area, the panel's and the key line's;
/// `None` when even the smallest squares do not fit.
fn layout(
    area: Rect,
    rows: usize,
    cols: usize,
    min_cell_width: u16,
) -> Option<(Rect, Cells, Rect, Rect)> {
    let keys = Rect::new(
        area.x,
        area.y + area.height.saturating_sub(1),
        area.width,
        1,
    );
    let body_height = area.height.saturating_sub(2);
    let board_room = area.width.saturating_sub(MIN_PANEL + GAP);
    let cells = cells(rows, cols, board_room, body_height, min_cell_width)?;
    let board_width = RANK_LABELS + cols as u16 * cells.width;
    let board = Rect::new(area.x, area.y, board_width, rows as u16 * cells.height + 1);
    let panel_x = area.x + board_width + GAP;
    let panel_width = (area.x + area.width)
        .saturating_sub(panel_x)
        .min(PANEL.max(MIN_PANEL));
    let panel = Rect::new(panel_x, area.y, panel_width, body_height);
    Some((board, cells, panel, keys))
}

fn too_small(area: Rect, buf: &mut Buffer, rows: usize, cols: usize, min_cell_width: u16) {
    let need_width = RANK_LABELS + cols as u16 * min_cell_width + GAP + MIN_PANEL;
    let need_height = rows as u16 + 3;
    let message = t!(
        "watch-too-small",
        width = area.width,
        height = area.height,
        need_width = need_width,
        need_height = need_height
    );
    write_lines(buf, area, &[Line::from(message)]);
}

/// Writes `lines` one under the other in `area`; a line too long for it
/// (a long title in a narrow terminal) wraps at a space.
fn write_lines(buf: &mut Buffer, area: Rect, lines: &[Line<'_>]) {
    Paragraph::new(lines.to_vec())
        .wrap(Wrap { trim: false })
        .render(area, buf);
}

fn bold(text: String) -> Span<'static> {
    Span::styled(text, Style::new().add_modifier(Modifier::BOLD))
}

/// The speed and whether the animation runs, on one line.
fn playback_line(playback: &Playback, to_next: &str) -> Line<'static> {
    let state = if playback.finished {
        t!("watch-state-finished")
    } else if playback.to_next {
        to_next.to_string()
    } else if playback.paused {
        t!("watch-state-paused")
    } else {
        t!("watch-state-running")
    };
    let speed = t!("watch-speed", speed = playback.speed());
    Line::from(vec![Span::raw(speed), Span::raw(" · "), bold(state)])
}

/// The step just taken, in words.
pub fn step_words(step: Option<Step>, n: usize) -> String {
    let name = |square: Square| square_name(square, n);
    match step {
        None => t!("watch-step-ready"),
        Some(Step::Try { square }) => t!("watch-step-try", square = name(square)),
        Some(Step::Conflict {
            square,
            line,
            queen: None,
        }) => t!(
            "watch-step-conflict",
            square = name(square),
            line = text::line_words(line)
        ),
        Some(Step::Conflict {
            square,
            line,
            queen: Some(queen),
        }) => t!(
            "watch-step-conflict-queen",
            square = name(square),
            line = text::line_words(line),
            queen = name(queen)
        ),
        Some(Step::Place { square }) => t!("watch-step-place", square = name(square)),
        Some(Step::Backtrack { square }) => t!("watch-step-backtrack", square = name(square)),
        Some(Step::Solution { number }) => t!("watch-step-solution", number = number),
    }
}

/// One marker array as a row of marks, `■` taken and `·` free; the entry
/// `hot` in `colour`, if given.
fn marker_row(label: &str, counts: &[u32], hot: &[(usize, Color)], width: u16) -> Line<'static> {
    let label_width = 10;
    let room = usize::from(width).saturating_sub(label_width);
    let spaced = 2 * counts.len() <= room;
    let mut spans = vec![Span::raw(format!("{label:<label_width$}"))];
    for (index, &count) in counts.iter().enumerate() {
        let mark = if count > 0 { "■" } else { "·" };
        let mut style = Style::new();
        if let Some(&(_, colour)) = hot.iter().find(|(at, _)| *at == index) {
            style = style.fg(colour).add_modifier(Modifier::BOLD);
        }
        spans.push(Span::styled(mark, style));
        if spaced {
            spans.push(Span::raw(" "));
        }
    }
    Line::from(spans)
}

/// The marker arrays' entries of `square`'s lines, in `colour`, as the
/// three arrays index them (the anti-diagonals from 1).
fn marker_entries(square: Square, n: usize) -> [usize; 3] {
    [
        square.col,
        square.row + square.col,
        square.row + n - square.col - 1,
    ]
}

fn markers_lines(state: &QueensState, width: u16) -> Vec<Line<'static>> {
    let n = state.n();
    let Markers {
        columns,
        diagonals,
        anti_diagonals,
    } = state.markers();
    let mut hot: [Vec<(usize, Color)>; 3] = Default::default();
    match state.current() {
        Some(Step::Conflict { line, .. }) => match line {
            BoardLine::Column(j) => hot[0].push((j, CONFLICT)),
            BoardLine::Diagonal(d) => hot[1].push((d, CONFLICT)),
            BoardLine::AntiDiagonal(d) => hot[2].push((d - 1, CONFLICT)),
            BoardLine::Row(_) => {}
        },
        Some(Step::Place { square }) => {
            for (k, entry) in marker_entries(square, n).into_iter().enumerate() {
                hot[k].push((entry, PLACED));
            }
        }
        Some(Step::Backtrack { square }) => {
            for (k, entry) in marker_entries(square, n).into_iter().enumerate() {
                hot[k].push((entry, LEFT));
            }
        }
        _ => {}
    }
    let queens: Vec<String> = (0..n)
        .map(|row| match state.queens().get(row) {
            Some(col) => col.to_string(),
            None => "_".to_string(),
        })
        .collect();
    vec![
        bold(t!("watch-markers")).into(),
        marker_row("a[j]", columns, &hot[0], width),
        marker_row("b[i+j]", diagonals, &hot[1], width),
        // Entry 0 of c is never used: i - j + n is at least 1.
        marker_row("c[i-j+n]", &anti_diagonals[1..], &hot[2], width),
        Line::from(format!("{:<10}{}", "x[i]", queens.join(" "))),
    ]
}

/// How `square` looks while the queens' search runs.
fn queens_look(state: &QueensState, square: Square) -> Look {
    let n = state.n();
    let queen = state.has_queen(square);
    let mut look = Look {
        text: if queen {
            "♛".to_string()
        } else {
            String::new()
        },
        style: Style::new()
            .fg(PIECE)
            .bg(background(square, !queen && state.attacked(square))),
    };
    if !queen && state.attacked(square) {
        look.text = "·".to_string();
    }
    if let Some(line) = state.blocking_line()
        && on_line(square, line, n)
    {
        look.style = look.style.bg(ON_BLOCKING_LINE);
    }
    match state.current() {
        Some(Step::Try { square: at }) if at == square => {
            look.text = "?".to_string();
            look.style = look.style.bg(TRYING);
        }
        Some(Step::Conflict { square: at, .. }) if at == square => {
            look.text = if queen {
                "♛".to_string()
            } else {
                "×".to_string()
            };
            look.style = look.style.bg(CONFLICT);
        }
        Some(Step::Conflict {
            queen: Some(blocker),
            ..
        }) if blocker == square => {
            look.style = look.style.bg(CONFLICT).add_modifier(Modifier::BOLD);
        }
        Some(Step::Place { square: at }) if at == square => {
            look.style = look.style.bg(PLACED);
        }
        Some(Step::Backtrack { square: at }) if at == square => {
            look.text = "○".to_string();
            look.style = look.style.bg(LEFT);
        }
        Some(Step::Solution { .. }) if queen => {
            look.style = look.style.bg(PLACED);
        }
        _ => {}
    }
    look
}

/// The whole screen of the queens' search.
pub fn draw_queens(state: &QueensState, playback: &Playback, area: Rect, buf: &mut Buffer) {
    let n = state.n();
    let Some((board, cells, panel, keys)) = layout(area, n, n, 2) else {
        return too_small(area, buf, n, n, 2);
    };
    draw_board(buf, (board.x, board.y), (n, n), cells, |square| {
        queens_look(state, square)
    });
    let step = if playback.finished {
        t!("watch-finished-queens", count = state.solutions())
    } else {
        step_words(state.current(), n)
    };
    let step_style = match state.current() {
        Some(Step::Conflict { .. }) => Style::new().fg(CONFLICT),
        Some(Step::Place { .. } | Step::Solution { .. }) => Style::new().fg(PLACED),
        _ => Style::new(),
    };
    let mut lines = vec![
        bold(t!(
            "watch-title-queens",
            n = n,
            method = state.method().name()
        ))
        .into(),
        Line::default(),
        Line::from(Span::styled(step, step_style.add_modifier(Modifier::BOLD))),
        Line::default(),
        Line::from(t!("watch-depth", depth = state.queens().len(), n = n)),
        Line::from(t!("watch-steps", count = state.steps())),
        Line::from(t!("watch-nodes", count = state.nodes())),
        Line::from(t!("watch-conflicts", count = state.conflicts())),
        Line::from(t!("watch-solutions", count = state.solutions())),
        Line::default(),
    ];
    lines.extend(markers_lines(state, panel.width));
    lines.push(Line::default());
    lines.push(playback_line(playback, &t!("watch-state-to-next")));
    write_lines(buf, panel, &lines);
    write_lines(buf, keys, &[Line::from(t!("watch-keys"))]);
    if let Some(code) = state.code() {
        draw_code_beside(code, area, panel, buf);
    }
}

/// The program right of the panel, when the terminal leaves it room.
fn draw_code_beside(code: &CodeView, area: Rect, panel: Rect, buf: &mut Buffer) {
    let code_x = panel.x + panel.width + GAP;
    let room = (area.x + area.width).saturating_sub(code_x);
    if room >= MIN_CODE {
        draw_code(code, Rect::new(code_x, area.y, room, panel.height), buf);
    }
}

/// The program right of the panel: its file name, then as many of its
/// lines as fit around the line of the step just taken, which is marked
/// and highlighted.
fn draw_code(code: &CodeView, area: Rect, buf: &mut Buffer) {
    let listing = code.listing.lines();
    let variables = variables_lines(code);
    // The variables below the lines, when the program still has room.
    let room = usize::from(area.height.saturating_sub(2));
    let (height, variables) = if room >= variables.len() + 1 + 12 {
        (room - variables.len() - 1, variables)
    } else {
        (room, Vec::new())
    };
    let current = code.line.unwrap_or(1);
    // The window keeps the current line a third of the way down, so the
    // lines it goes to next are in sight.
    let first = current
        .saturating_sub(height / 3)
        .min(listing.len().saturating_sub(height))
        .max(1);
    let width = usize::from(area.width);
    let mut lines = vec![bold(code.title.to_string()).into(), Line::default()];
    for number in first..(first + height).min(listing.len() + 1) {
        let text = &listing[number - 1];
        let mark = if code.line == Some(number) {
            '▶'
        } else {
            ' '
        };
        let shown: String = format!("{mark}{number:>4} {text}")
            .chars()
            .take(width)
            .collect();
        lines.push(if code.line == Some(number) {
            let padded = format!("{shown:<width$}");
            Line::from(Span::styled(
                padded,
                Style::new()
                    .bg(TRYING)
                    .fg(PIECE)
                    .add_modifier(Modifier::BOLD),
            ))
        } else {
            Line::from(shown)
        });
    }
    if !variables.is_empty() {
        lines.push(Line::default());
        lines.extend(variables.into_iter().map(|line| {
            let cut: String = line.chars().take(width).collect();
            Line::from(cut)
        }));
    }
    // No wrapping: a long line is cut at the edge, as an editor shows it.
    Paragraph::new(lines).render(area, buf);
}

/// The program's variables as a debugger lists them: the calls, outermost
/// first, each with its loop variable, then the arrays by their own names
/// and first index.
fn variables_lines(code: &CodeView) -> Vec<String> {
    let mut lines: Vec<String> = code
        .frames
        .iter()
        .map(|frame| {
            let locals: Vec<String> = frame
                .locals
                .iter()
                .map(|(name, value)| format!("{name} = {value}"))
                .collect();
            format!("  {}  {}", frame.call, locals.join(", "))
        })
        .collect();
    for array in &code.arrays {
        let values: Vec<String> = array
            .values
            .iter()
            .map(|value| match value {
                // One letter a marker keeps a row of them short.
                Value::Bool(true) => "T".to_string(),
                Value::Bool(false) => "F".to_string(),
                Value::Int(value) => value.to_string(),
            })
            .collect();
        lines.push(format!(
            "{}[{}..]  {}",
            array.name,
            array.first,
            values.join(" ")
        ));
    }
    lines
}

/// The screen of `--solutions`: the board of the solution found last, with
/// its number, as the lessons' program shows each one.
pub fn draw_solution(state: &QueensState, playback: &Playback, area: Rect, buf: &mut Buffer) {
    let n = state.n();
    let Some((board, cells, panel, keys)) = layout(area, n, n, 2) else {
        return too_small(area, buf, n, n, 2);
    };
    let shown = matches!(state.current(), Some(Step::Solution { .. }));
    draw_board(buf, (board.x, board.y), (n, n), cells, |square| {
        if shown && state.has_queen(square) {
            Look {
                text: "♛".to_string(),
                style: Style::new().fg(PIECE).bg(background(square, false)),
            }
        } else {
            plain(square)
        }
    });
    let heading = match state.current() {
        _ if playback.finished => t!("watch-solutions-done", count = state.solutions()),
        Some(Step::Solution { number }) => t!("watch-solution-title", number = number),
        _ => t!("watch-solutions-searching"),
    };
    let mut lines = vec![
        bold(t!(
            "watch-title-queens",
            n = n,
            method = state.method().name()
        ))
        .into(),
        Line::default(),
        Line::from(Span::styled(
            heading,
            Style::new().fg(PLACED).add_modifier(Modifier::BOLD),
        )),
        Line::default(),
    ];
    if shown {
        let columns: Vec<String> = state.queens().iter().map(usize::to_string).collect();
        lines.push(Line::from(format!("{:<10}{}", "x[i]", columns.join(" "))));
    }
    write_lines(buf, panel, &lines);
    write_lines(buf, keys, &[Line::from(t!("watch-keys-solutions"))]);
}

/// How `square` looks while the knight's search runs.
fn tour_look(state: &TourState, square: Square) -> Look {
    let number = state.number(square);
    let mut look = Look {
        text: number.map(|k| k.to_string()).unwrap_or_default(),
        style: Style::new()
            .fg(PIECE)
            .bg(background(square, number.is_some())),
    };
    if state.knight() == square {
        look.text = "♞".to_string();
        look.style = look
            .style
            .bg(match state.current() {
                Some(TourStep::Move { .. } | TourStep::Tour { .. }) => PLACED,
                _ => TRYING,
            })
            .add_modifier(Modifier::BOLD);
    }
    match state.current() {
        Some(TourStep::Retreat { square: left }) if left == square => {
            look.text = "×".to_string();
            look.style = look.style.bg(CONFLICT);
        }
        Some(TourStep::Tour { .. }) if number.is_some() && state.knight() != square => {
            look.style = look.style.bg(PLACED);
        }
        _ => {}
    }
    look
}

/// The step just taken by the knight, in words.
pub fn tour_step_words(step: Option<TourStep>, rows: usize) -> String {
    let name = |square: Square| square_name(square, rows);
    match step {
        None => t!("watch-step-ready"),
        Some(TourStep::Move { from, to, number }) => t!(
            "watch-tour-move",
            number = number,
            from = name(from),
            to = name(to)
        ),
        Some(TourStep::Retreat { square }) => t!("watch-tour-retreat", square = name(square)),
        Some(TourStep::Tour { number }) => t!("watch-tour-found", number = number),
    }
}

/// The whole screen of the knight's search.
pub fn draw_tour(state: &TourState, playback: &Playback, area: Rect, buf: &mut Buffer) {
    let (rows, cols) = (state.rows(), state.cols());
    // Move numbers up to three digits.
    let min_width = if rows * cols >= 100 { 3 } else { 2 };
    let Some((board, cells, panel, keys)) = layout(area, rows, cols, min_width) else {
        return too_small(area, buf, rows, cols, min_width);
    };
    draw_board(buf, (board.x, board.y), (rows, cols), cells, |square| {
        tour_look(state, square)
    });
    let stats = state.stats();
    let step = if playback.finished {
        t!("watch-finished-tour", count = stats.tours)
    } else {
        tour_step_words(state.current(), rows)
    };
    let step_style = match state.current() {
        Some(TourStep::Retreat { .. }) => Style::new().fg(CONFLICT),
        Some(TourStep::Tour { .. }) => Style::new().fg(PLACED),
        _ => Style::new(),
    };
    let start = state.path()[0];
    let lines = vec![
        bold(t!(
            "watch-title-tour",
            kind = if state.closed() { "closed" } else { "open" },
            rows = rows,
            cols = cols,
            start = square_name(start, rows),
            method = state.method().name()
        ))
        .into(),
        Line::default(),
        Line::from(Span::styled(step, step_style.add_modifier(Modifier::BOLD))),
        Line::default(),
        Line::from(t!(
            "watch-tour-squares",
            count = state.path().len(),
            total = rows * cols
        )),
        Line::from(t!("watch-steps", count = stats.steps)),
        Line::from(t!("watch-tour-moves", count = stats.moves)),
        Line::from(t!("watch-tour-retreats", count = stats.retreats)),
        Line::from(t!("watch-tour-tours", count = stats.tours)),
        Line::default(),
        playback_line(playback, &t!("watch-state-to-next-tour")),
    ];
    write_lines(buf, panel, &lines);
    write_lines(buf, keys, &[Line::from(t!("watch-keys-tour"))]);
    if let Some(code) = state.code() {
        draw_code_beside(code, area, panel, buf);
    }
}

#[cfg(test)]
mod tests {
    use nqueens::tour::TourTrace;
    use nqueens::{Method, TourMethod, Trace};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;

    /// The buffer's rows as text.
    fn text(buf: &Buffer) -> Vec<String> {
        let area = buf.area;
        (0..area.height)
            .map(|y| {
                (0..area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
            })
            .collect()
    }

    fn draw(render: impl FnOnce(Rect, &mut Buffer)) -> Vec<String> {
        let mut terminal = Terminal::new(TestBackend::new(100, 40)).unwrap();
        terminal
            .draw(|frame| render(frame.area(), frame.buffer_mut()))
            .unwrap();
        text(terminal.backend().buffer())
    }

    /// The square shown at `name` of an `n x n` board drawn with squares
    /// of `width x height` at the top left: the text of its middle line.
    fn square_text(screen: &[String], name: &str, n: usize, width: usize, height: usize) -> String {
        let square = Square::parse(name, n).unwrap();
        let line: Vec<char> = screen[square.row * height + height / 2].chars().collect();
        let left = RANK_LABELS as usize + square.col * width;
        line[left..left + width]
            .iter()
            .collect::<String>()
            .trim()
            .to_string()
    }

    #[test]
    fn the_first_solution_of_four_queens_stands_on_the_board() {
        let mut trace = Trace::new(4, Method::Marks).unwrap();
        let mut state = QueensState::new(4, Method::Marks);
        for step in trace.by_ref() {
            state.apply(step);
            if let Step::Solution { .. } = step {
                break;
            }
        }
        let playback = Playback::new(10);
        let screen = draw(|area, buf| draw_queens(&state, &playback, area, buf));
        // Four rows fit squares of 6 x 3 in 40 lines.
        for name in ["b4", "d3", "a2", "c1"] {
            assert_eq!(
                square_text(&screen, name, 4, 6, 3),
                "♛",
                "{name}\n{screen:#?}"
            );
        }
        // Every other square is attacked.
        for name in ["a4", "c3", "b2", "d1"] {
            assert_eq!(square_text(&screen, name, 4, 6, 3), "·", "{name}");
        }
        let all = screen.join("\n");
        assert!(all.contains("Solution 1"), "{all}");
        assert!(all.contains("Solutions: 1"), "{all}");
        assert!(all.contains("x[i]      1 3 0 2"), "{all}");
        // Every column and every used line marked taken.
        assert!(all.contains("a[j]      ■ ■ ■ ■"), "{all}");
        assert!(all.contains("  a     b     c     d"), "{all}");
    }

    #[test]
    fn a_conflict_names_its_line_and_marks_it() {
        let mut state = QueensState::new(4, Method::Marks);
        state.apply(Step::Place {
            square: Square::new(0, 0),
        });
        state.apply(Step::Try {
            square: Square::new(1, 1),
        });
        let playback = Playback::new(10);
        let screen = draw(|area, buf| draw_queens(&state, &playback, area, buf));
        assert_eq!(square_text(&screen, "b3", 4, 6, 3), "?");
        assert!(screen.join("\n").contains("Try b3"));

        state.apply(Step::Conflict {
            square: Square::new(1, 1),
            line: BoardLine::AntiDiagonal(4),
            queen: None,
        });
        let screen = draw(|area, buf| draw_queens(&state, &playback, area, buf));
        assert_eq!(square_text(&screen, "b3", 4, 6, 3), "×");
        let all = screen.join("\n");
        assert!(
            all.contains("Conflict at b3: anti-diagonal i-j+n=4"),
            "{all}"
        );
    }

    #[test]
    fn solutions_mode_shows_the_solution_and_its_number() {
        let mut trace = Trace::new(4, Method::Marks).unwrap();
        let mut state = QueensState::new(4, Method::Marks);
        let mut seen = 0;
        for step in trace.by_ref() {
            state.apply(step);
            if let Step::Solution { .. } = step {
                seen += 1;
                if seen == 2 {
                    break;
                }
            }
        }
        let playback = Playback::new(10);
        let screen = draw(|area, buf| draw_solution(&state, &playback, area, buf));
        for name in ["c4", "a3", "d2", "b1"] {
            assert_eq!(square_text(&screen, name, 4, 6, 3), "♛", "{name}");
        }
        assert_eq!(square_text(&screen, "a4", 4, 6, 3), "");
        assert!(screen.join("\n").contains("Solution 2"));
    }

    #[test]
    fn the_tour_board_numbers_the_path_and_shows_the_knight() {
        let start = Square::new(0, 0);
        let mut trace = TourTrace::new(5, 5, start, false, TourMethod::Backtrack).unwrap();
        let mut state = TourState::new(5, 5, start, false, TourMethod::Backtrack);
        for step in trace.by_ref().take(3) {
            state.apply(step);
        }
        let playback = Playback::new(10);
        let screen = draw(|area, buf| draw_tour(&state, &playback, area, buf));
        // Five rows of squares 6 x 3.
        assert_eq!(square_text(&screen, "a5", 5, 6, 3), "1");
        let path = state.path().to_vec();
        assert_eq!(path.len(), 4);
        for (k, &square) in path.iter().enumerate().take(3).skip(1) {
            let name = square_name(square, 5);
            assert_eq!(square_text(&screen, &name, 5, 6, 3), (k + 1).to_string());
        }
        let knight = square_name(state.knight(), 5);
        assert_eq!(square_text(&screen, &knight, 5, 6, 3), "♞");
        assert!(screen.join("\n").contains("Move 4: "), "{screen:#?}");
    }

    /// The state of a marks search of `n` with the C++ program beside
    /// it, after `steps` steps.
    fn with_code(n: usize, steps: usize) -> QueensState {
        let program = nqueens::lesson::default_for(nqueens::lesson::Language::Cpp);
        let mut state = QueensState::new(n, Method::Marks).with_code(
            program.file_name(),
            program.listing(nqueens::lesson::Comments::English),
        );
        let walk = program
            .walkthrough(n, nqueens::lesson::Comments::English)
            .unwrap()
            .unwrap();
        for stop in walk.take(steps) {
            let step = stop.step;
            state.show_variables(stop);
            state.apply(step);
        }
        state
    }

    fn draw_at(state: &QueensState, width: u16, height: u16) -> Vec<String> {
        let playback = Playback::new(10);
        let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
        terminal
            .draw(|frame| draw_queens(state, &playback, frame.area(), frame.buffer_mut()))
            .unwrap();
        text(terminal.backend().buffer())
    }

    #[test]
    fn a_wide_terminal_shows_the_program_at_the_steps_line() {
        // Four steps: try, place, try, conflict on the column marker.
        let state = with_code(4, 4);
        let screen = draw_at(&state, 150, 40);
        let marked: Vec<&String> = screen.iter().filter(|line| line.contains('▶')).collect();
        assert_eq!(marked.len(), 1, "{screen:#?}");
        let line = state.code().unwrap().line.unwrap();
        assert!(
            marked[0].contains(&format!("▶{line:>4}         if (!a[j]")),
            "{marked:?}"
        );
        assert!(screen.iter().any(|row| row.contains("queens_marks.cpp")));
        // The board and the panel are where they were.
        assert!(screen.join("\n").contains("4 queens, method marks"));
        // Below the program, its variables: the call of row 2 tries column
        // 1, the queen of row 1 stands in column 1, the markers from 1.
        let below = screen.join("\n");
        assert!(below.contains("Try(1)  j = 1"), "{below}");
        assert!(below.contains("Try(2)  j = 1"), "{below}");
        assert!(below.contains("x[1..]  1 0 0 0"), "{below}");
        assert!(below.contains("a[1..]  1 0 0 0"), "{below}");
        assert!(below.contains("c[1..]  0 0 0 1 0 0 0"), "{below}");
        // One step on: the loop's line, above it.
        let next = with_code(4, 5);
        let marked = draw_at(&next, 150, 40)
            .into_iter()
            .find(|row| row.contains('▶'))
            .unwrap();
        assert!(
            marked.contains("for (int j = 1; j <= n; j++) {"),
            "{marked}"
        );
    }

    #[test]
    fn the_knights_program_follows_the_tour() {
        let program = nqueens::lesson::find(
            nqueens::lesson::Language::Pascal,
            nqueens::lesson::Algorithm::KnightsTour,
        )
        .unwrap();
        let start = Square::new(0, 0);
        let mut state = TourState::new(5, 5, start, false, TourMethod::Backtrack).with_code(
            program.file_name(),
            program.listing(nqueens::lesson::Comments::English),
        );
        let trace = TourTrace::new(5, 5, start, false, TourMethod::Backtrack).unwrap();
        for step in trace.take(3) {
            state.apply(step);
        }
        let playback = Playback::new(10);
        let mut terminal = Terminal::new(TestBackend::new(150, 40)).unwrap();
        terminal
            .draw(|frame| draw_tour(&state, &playback, frame.area(), frame.buffer_mut()))
            .unwrap();
        let screen = text(terminal.backend().buffer());
        let marked: Vec<&String> = screen.iter().filter(|row| row.contains('▶')).collect();
        assert_eq!(marked.len(), 1, "{screen:#?}");
        // Three moves: the knight has just moved, its square numbered.
        assert!(marked[0].contains("d[u, v] := i;"), "{marked:?}");
        assert!(screen.iter().any(|row| row.contains("knights_tour.pas")));
    }

    #[test]
    fn a_narrow_terminal_leaves_the_program_out() {
        let screen = draw_at(&with_code(8, 10), 100, 40).join("\n");
        assert!(!screen.contains('▶'), "{screen}");
        assert!(!screen.contains("queens_marks.cpp"));
        assert!(screen.contains("8 queens, method marks"));
    }

    #[test]
    fn a_board_too_big_for_the_terminal_asks_for_room() {
        let state = QueensState::new(26, Method::Marks);
        let playback = Playback::new(10);
        let mut terminal = Terminal::new(TestBackend::new(60, 20)).unwrap();
        terminal
            .draw(|frame| draw_queens(&state, &playback, frame.area(), frame.buffer_mut()))
            .unwrap();
        let screen = text(terminal.backend().buffer()).join("\n");
        assert!(screen.contains("too small"), "{screen}");
    }
}
