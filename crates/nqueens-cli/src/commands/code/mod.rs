//! `nqueens code LANG`: one of the lessons' programs, printed whole so that
//! a student can run it, its comments in the language of the run.

use std::io::{self, Write};

use nqueens::Method;
use nqueens::lesson::Algorithm;

use crate::command::{self, CommandSpec};
use crate::console::Outcome;
use crate::i18n::help::Choice;
use crate::output::code::{self as programs, CodeLanguage};

/// `nqueens code`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "code",
    args: <Args as clap::Args>::augment_args,
    choices: &[Choice::of::<CodeLanguage>(), Choice::of::<ProgramMethod>()],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(value_enum, value_name = "LANG")]
    pub language: CodeLanguage,

    /// The language's first program when left out.
    #[arg(short, long, value_enum)]
    pub method: Option<ProgramMethod>,

    /// Number the lines, as `trace --code` names them.
    #[arg(short = 'n', long)]
    pub line_numbers: bool,
}

/// What the program searches for, and how.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ProgramMethod {
    Marks,
    Pairwise,
    Stack,
    Brute,
    Tour,
}

impl ProgramMethod {
    fn algorithm(self) -> Algorithm {
        match self {
            ProgramMethod::Marks => Algorithm::Queens(Method::Marks),
            ProgramMethod::Pairwise => Algorithm::Queens(Method::Pairwise),
            ProgramMethod::Stack => Algorithm::Queens(Method::Stack),
            ProgramMethod::Brute => Algorithm::Queens(Method::Brute),
            ProgramMethod::Tour => Algorithm::KnightsTour,
        }
    }
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let program = programs::program(args.language.0, args.method.map(ProgramMethod::algorithm))?;
    let listing = program.listing(programs::comments());
    let mut out = io::stdout().lock();
    if args.line_numbers {
        let width = listing.lines().len().to_string().len();
        for (index, line) in listing.lines().iter().enumerate() {
            writeln!(out, "{:>width$}  {line}", index + 1)?;
        }
    } else {
        out.write_all(listing.text().as_bytes())?;
    }
    out.flush()?;
    Ok(Outcome::Success)
}
