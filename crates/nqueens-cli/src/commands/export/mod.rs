//! `nqueens export`: any problem of the tool written for a general
//! solver, as DIMACS CNF (SAT solvers: minisat, cadical, kissat) or as
//! exact cover in the format of Knuth's DLX programs. The classic board,
//! completions (`--queens`, `--blocked`), the variants' boards and
//! domination with a size bound (`--dominate K`).

use std::io::{self, BufWriter, Write};

use nqueens::Square;
use nqueens::export::{Cnf, ExactCover, Problem};
use nqueens::variant::{MAX_SIDE, Variant};

use crate::command::{self, CommandSpec};
use crate::console::warn;
use crate::i18n::help::Choice;
use crate::values;
use crate::variant::{self, VariantArgs};

/// A CNF with more clauses than this is a large file (about 20 bytes a
/// clause): said on stderr before it is written.
const LARGE_CLAUSES: usize = 5_000_000;

/// `nqueens export`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "export",
    args: <Args as clap::Args>::augment_args,
    choices: &[
        Choice::of::<Format>(),
        Choice::of::<crate::variant::Piece>(),
    ],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
#[command(allow_negative_numbers = true)]
pub struct Args {
    #[arg(value_name = "N")]
    pub n: String,

    #[arg(short, long, value_enum, default_value_t = Format::Dimacs)]
    pub format: Format,

    #[arg(long, value_name = "SQUARES")]
    pub queens: Vec<String>,

    #[arg(long, value_name = "SQUARES")]
    pub blocked: Vec<String>,

    #[arg(long, value_name = "K", conflicts_with = "queens")]
    pub dominate: Option<String>,

    #[arg(long, requires = "dominate")]
    pub independent: bool,

    #[command(flatten)]
    pub variant: VariantArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Dimacs,
    Dlx,
}

/// `export`'s arguments, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Config {
    n: usize,
    variant: Variant,
    format: Format,
    queens: Vec<Square>,
    blocked: Vec<Square>,
    /// Domination by at most this many queens, and whether independent.
    dominate: Option<(usize, bool)>,
}

/// Why the arguments cannot be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// `--pawns K`: a count over every pawn set has one problem per set.
    PawnSets,
    /// A square given holds a pawn.
    OnPawn { square: String },
}

impl std::error::Error for ExportError {}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            ExportError::PawnSets => t!("export-pawn-sets"),
            ExportError::OnPawn { square } => t!("export-on-pawn", square = square.as_str()),
        })
    }
}

impl Config {
    fn from_args(args: Args) -> anyhow::Result<Config> {
        let n = values::board_size(&args.n, MAX_SIDE)?;
        let variant = args.variant.variant(n)?;
        if matches!(variant, Variant::Pawns { .. }) {
            return Err(ExportError::PawnSets.into());
        }
        let dominate = match &args.dominate {
            Some(text) => Some((
                values::positive(text, values::Quantity::Flag("--dominate"), (n * n) as u64)?
                    as usize,
                args.independent,
            )),
            None => None,
        };
        Ok(Config {
            n,
            variant,
            format: args.format,
            queens: values::squares_on("--queens", &args.queens, n)?,
            blocked: values::squares_on("--blocked", &args.blocked, n)?,
            dominate,
        })
    }
}

pub fn run(args: Args) -> anyhow::Result<crate::console::Outcome> {
    let config = Config::from_args(args)?;
    let model = config.variant.model(config.n)?;
    let cell = |square: &Square| {
        model.cell(*square).ok_or_else(|| ExportError::OnPawn {
            square: square.name(config.n),
        })
    };
    let mut problem = match config.dominate {
        Some((size, false)) => Problem::domination(&model, size),
        Some((size, true)) => Problem::independent_domination(&model, size),
        None => Problem::solutions(&model),
    };
    for square in &config.queens {
        problem = problem.with_queen(cell(square)?);
    }
    for square in &config.blocked {
        problem = problem.with_blocked(cell(square)?);
    }
    // The model does not know its variant: the title says it.
    let rules = variant::rules_name(&config.variant).unwrap_or("classic");
    let title = format!("{}, {rules}", problem.title());
    let problem = problem.with_title(title);
    let mut out = BufWriter::new(io::stdout().lock());
    match config.format {
        Format::Dimacs => {
            let cnf = Cnf::new(&problem)?;
            if cnf.clauses() > LARGE_CLAUSES {
                warn(&t!(
                    "export-large",
                    clauses = cnf.clauses(),
                    variables = cnf.variables()
                ));
            }
            cnf.write(&mut out)?;
        }
        Format::Dlx => ExactCover::new(&problem)?.write(&mut out)?,
    }
    out.flush()?;
    Ok(crate::console::Outcome::Success)
}
