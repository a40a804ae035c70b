//! `nqueens watch`: the search animated in the terminal, step by step, as
//! the lessons' programs show it with their boards redrawn at each step.
//!
//! - `nqueens watch N`: the queens' search of the `N x N` board, each square
//!   tried, each conflict with the line that blocks it, each queen placed
//!   and taken back, beside the marker arrays `a[j]`, `b[i+j]`, `c[i-j+n]`;
//! - `nqueens watch N --solutions`: only the solutions, one a key press;
//! - `nqueens watch --tour N [M] --from SQUARE`: the knight's search.
//!
//! The steps come from the library's traces ([`nqueens::Trace`],
//! [`nqueens::TourTrace`]), which are the searches themselves run one step
//! at a time. [`state`] keeps what the steps built, [`view`] draws it, and
//! [`terminal`] owns the screen and the keys.

use std::io::{self, IsTerminal};

use anyhow::bail;
use clap::ValueEnum;
use nqueens::lesson::{Algorithm, Program, Walkthrough};
use nqueens::tour::{TourStep, TourTrace};
use nqueens::{ErrorKind, Method, Square, Step, TourMethod, Trace};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::console::Outcome;
use crate::output::code::{self as programs, CodeLanguage};
use crate::text;
use crate::values::{self, Quantity};

mod state;
mod terminal;
mod view;

use crate::command::{self, CommandSpec};
use crate::i18n::help::Choice;
use state::{Playback, QueensState, TourState};
use terminal::{Advance, Animation};

/// Steps a second unless `--speed` says otherwise: slow enough to follow
/// each step with the eye.
const DEFAULT_SPEED: u32 = 10;

/// `nqueens watch`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "watch",
    args: <WatchArgs as clap::Args>::augment_args,
    choices: &[Choice::of::<WatchMethodArg>(), Choice::of::<CodeLanguage>()],
    run: |matches, _| run(command::parsed(matches)?),
};

/// `watch`'s arguments; checked here, in this command's own words. Their
/// help is in the `cmd-watch-*`, `arg-watch-*` and `value-watch-*` messages.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct WatchArgs {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(value_name = "M", requires = "tour")]
    pub cols: Option<String>,

    #[arg(short, long, value_enum)]
    pub method: Option<WatchMethodArg>,

    #[arg(long, value_name = "STEPS_PER_SECOND")]
    pub speed: Option<String>,

    #[arg(long, conflicts_with = "tour")]
    pub solutions: bool,

    #[arg(long)]
    pub tour: bool,

    #[arg(long, value_name = "SQUARE", requires = "tour")]
    pub from: Option<String>,

    #[arg(long, requires = "tour")]
    pub closed: bool,

    #[arg(short, long, value_enum, value_name = "LANG")]
    pub code: Option<CodeLanguage>,
}

/// The searches `watch` can show: the queens' methods, and the knight's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum WatchMethodArg {
    Marks,
    Pairwise,
    Stack,
    Bitmask,
    Brute,
    Backtrack,
    Warnsdorff,
}

/// What to show, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Subject {
    Queens {
        n: usize,
        method: Method,
        solutions_only: bool,
        /// The lessons' program shown beside the board.
        code: Option<&'static Program>,
    },
    Tour {
        rows: usize,
        cols: usize,
        start: Square,
        closed: bool,
        method: TourMethod,
        /// The lessons' tour program shown beside the board.
        code: Option<&'static Program>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Settings {
    subject: Subject,
    speed: u32,
}

/// A board side: a whole number from 1 to [`view::MAX_SIDE`].
fn parse_side(text: &str) -> anyhow::Result<usize> {
    Ok(values::board_size(text, view::MAX_SIDE)?)
}

impl Settings {
    fn from_args(args: &WatchArgs) -> anyhow::Result<Settings> {
        let speed = match &args.speed {
            None => DEFAULT_SPEED,
            Some(text) => {
                let max = state::SPEEDS[state::SPEEDS.len() - 1];
                values::positive(text, Quantity::Flag("--speed"), u64::from(max))? as u32
            }
        };
        let rows = parse_side(&args.n)?;
        let subject = if args.tour {
            let cols = match &args.cols {
                Some(cols) => parse_side(cols)?,
                None => rows,
            };
            let start = match &args.from {
                Some(text) => values::square(text, rows, cols)?,
                // a1, as a board is read, like `tour --closed`.
                None => Square::new(rows - 1, 0),
            };
            let code = args
                .code
                .map(|language| programs::program(language.0, Some(Algorithm::KnightsTour)))
                .transpose()?;
            let method = match args.method {
                // The lessons' program tries the moves in its fixed order.
                None if code.is_some() => TourMethod::Backtrack,
                Some(WatchMethodArg::Warnsdorff) if code.is_some() => {
                    bail!(t!("watch-code-tour-backtrack"))
                }
                None | Some(WatchMethodArg::Warnsdorff) => TourMethod::Warnsdorff,
                Some(WatchMethodArg::Backtrack) => TourMethod::Backtrack,
                Some(other) => bail!(t!("watch-method-not-for-tour", method = method_name(other))),
            };
            Subject::Tour {
                rows,
                cols,
                start,
                closed: args.closed,
                method,
                code,
            }
        } else {
            let asked = match args.method {
                None => None,
                Some(WatchMethodArg::Marks) => Some(Method::Marks),
                Some(WatchMethodArg::Pairwise) => Some(Method::Pairwise),
                Some(WatchMethodArg::Stack) => Some(Method::Stack),
                Some(WatchMethodArg::Bitmask) => Some(Method::Bitmask),
                Some(WatchMethodArg::Brute) => Some(Method::Brute),
                Some(other) => bail!(t!(
                    "watch-method-only-for-tour",
                    method = method_name(other)
                )),
            };
            // The program decides the method when only the language is
            // given: Python's is the pairwise test.
            let code = args
                .code
                .map(|language| programs::program(language.0, asked.map(Algorithm::Queens)))
                .transpose()?;
            let method = match code.map(Program::algorithm) {
                Some(Algorithm::Queens(method)) => method,
                _ => asked.unwrap_or(Method::Marks),
            };
            Subject::Queens {
                n: rows,
                method,
                solutions_only: args.solutions,
                code,
            }
        };
        Ok(Settings { subject, speed })
    }
}

fn method_name(method: WatchMethodArg) -> String {
    method
        .to_possible_value()
        .map(|value| value.get_name().to_string())
        .unwrap_or_default()
}

/// The queens' search on screen.
struct QueensAnimation {
    steps: QueensSteps,
    state: QueensState,
    solutions_only: bool,
}

/// Where the steps come from: the trace, or with a program shown, the
/// walk of the trace through it, which also gives the program's
/// variables.
enum QueensSteps {
    Trace(Trace),
    Walk(Box<Walkthrough>),
}

impl Animation for QueensAnimation {
    fn advance(&mut self) -> Advance {
        let step = match &mut self.steps {
            QueensSteps::Trace(trace) => trace.next(),
            QueensSteps::Walk(walk) => walk.next().map(|stop| {
                let step = stop.step;
                self.state.show_variables(stop);
                step
            }),
        };
        match step {
            None => Advance::Finished,
            Some(step) => {
                self.state.apply(step);
                if let Step::Solution { .. } = step {
                    Advance::Milestone
                } else {
                    Advance::Step
                }
            }
        }
    }

    fn draw(&self, playback: &Playback, area: Rect, buf: &mut Buffer) {
        if self.solutions_only {
            view::draw_solution(&self.state, playback, area, buf);
        } else {
            view::draw_queens(&self.state, playback, area, buf);
        }
    }
}

/// The knight's search on screen.
struct TourAnimation {
    trace: TourTrace,
    state: TourState,
}

impl Animation for TourAnimation {
    fn advance(&mut self) -> Advance {
        match self.trace.next() {
            None => Advance::Finished,
            Some(step) => {
                self.state.apply(step);
                if let TourStep::Tour { .. } = step {
                    Advance::Milestone
                } else {
                    Advance::Step
                }
            }
        }
    }

    fn draw(&self, playback: &Playback, area: Rect, buf: &mut Buffer) {
        view::draw_tour(&self.state, playback, area, buf);
    }
}

pub fn run(args: WatchArgs) -> anyhow::Result<Outcome> {
    let settings = Settings::from_args(&args)?;
    if !io::stdout().is_terminal() || !io::stdin().is_terminal() {
        bail!(t!("watch-not-a-terminal"));
    }
    let playback = Playback::new(settings.speed);
    match settings.subject {
        Subject::Queens {
            n,
            method,
            solutions_only,
            code,
        } => {
            let mut state = QueensState::new(n, method);
            let walk = code.and_then(|program| program.walkthrough(n, programs::comments()));
            let steps = match walk {
                Some(walk) => QueensSteps::Walk(Box::new(walk?)),
                None => QueensSteps::Trace(Trace::new(n, method)?),
            };
            if let Some(program) = code {
                state = state.with_code(program.file_name(), program.listing(programs::comments()));
            }
            let mut animation = QueensAnimation {
                steps,
                state,
                solutions_only,
            };
            terminal::run(&mut animation, playback, solutions_only)?;
        }
        Subject::Tour {
            rows,
            cols,
            start,
            closed,
            method,
            code,
        } => {
            let trace = match TourTrace::new(rows, cols, start, closed, method) {
                Ok(trace) => trace,
                Err(error) if matches!(error.kind(), ErrorKind::NoTour { .. }) => {
                    crate::console::note(&text::no_tour(&error));
                    return Ok(Outcome::Failure);
                }
                Err(error) => return Err(error.into()),
            };
            let mut state = TourState::new(rows, cols, start, closed, method);
            if let Some(program) = code {
                state = state.with_code(program.file_name(), program.listing(programs::comments()));
            }
            let mut animation = TourAnimation { trace, state };
            terminal::run(&mut animation, playback, false)?;
        }
    }
    Ok(Outcome::Success)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        watch: WatchArgs,
    }

    fn settings(words: &[&str]) -> anyhow::Result<Settings> {
        let cli = Cli::try_parse_from(std::iter::once("watch").chain(words.iter().copied()))?;
        Settings::from_args(&cli.watch)
    }

    #[test]
    fn defaults_are_the_lessons_methods_at_ten_steps_a_second() {
        let queens = settings(&["8"]).unwrap();
        assert_eq!(
            queens.subject,
            Subject::Queens {
                n: 8,
                method: Method::Marks,
                solutions_only: false,
                code: None,
            }
        );
        // A language alone brings its program's method; with a method, the
        // language's program for it.
        let python = settings(&["6", "--code", "python"]).unwrap();
        assert!(matches!(
            python.subject,
            Subject::Queens { method: Method::Pairwise, code: Some(program), .. }
                if program.file_name() == "queens.py"
        ));
        let java = settings(&["6", "--code", "java", "-m", "stack"]).unwrap();
        assert!(matches!(
            java.subject,
            Subject::Queens { method: Method::Stack, code: Some(program), .. }
                if program.file_name() == "QueensStack.java"
        ));
        let none = settings(&["6", "--code", "python", "-m", "marks"]).unwrap_err();
        assert_eq!(
            none.to_string(),
            "there is no python program for the method marks; python has: pairwise"
        );
        assert_eq!(queens.speed, 10);
        let tour = settings(&["--tour", "6", "5", "--from", "b2", "--speed", "200"]).unwrap();
        assert_eq!(
            tour.subject,
            Subject::Tour {
                rows: 6,
                cols: 5,
                start: Square::new(4, 1),
                closed: false,
                method: TourMethod::Warnsdorff,
                code: None,
            }
        );
        // The lessons' tour program brings its own method.
        let pascal = settings(&["--tour", "5", "--code", "pascal"]).unwrap();
        assert!(matches!(
            pascal.subject,
            Subject::Tour { method: TourMethod::Backtrack, code: Some(program), .. }
                if program.file_name() == "knights_tour.pas"
        ));
        assert!(settings(&["--tour", "5", "--code", "java"]).is_err());
        assert!(settings(&["--tour", "5", "--code", "pascal", "-m", "warnsdorff"]).is_err());
        assert_eq!(tour.speed, 200);
        let tour = settings(&["--tour", "5"]).unwrap();
        assert!(matches!(tour.subject, Subject::Tour { start, .. } if start == Square::new(4, 0)));
    }

    #[test]
    fn bad_settings_are_refused_in_words() {
        for (words, expected) in [
            (&["0"][..], "board size"),
            (&["27"], "board size"),
            (&["8", "--speed", "0"], "speed"),
            (&["8", "--method", "backtrack"], "--tour"),
            (&["--tour", "8", "--method", "marks"], "knight"),
            (&["--tour", "5", "--from", "z9"], "z9"),
        ] {
            let err = settings(words).unwrap_err().to_string();
            assert!(err.contains(expected), "{words:?}: {err}");
        }
        // M, --from and --closed belong to --tour; --solutions to the queens.
        assert!(settings(&["8", "5"]).is_err());
        assert!(settings(&["8", "--closed"]).is_err());
        assert!(settings(&["--tour", "8", "--solutions"]).is_err());
    }
}
