//! What to do, checked: the parsed arguments turned into settings that the
//! commands can trust.

use std::path::PathBuf;

use nqueens::Method;
use nqueens::board::MAX_ALGEBRAIC_N;

use crate::args::{
    Args, Command, CountArgs, CountFormatArg, SolveArgs, SolveFormatArg, VerifyArgs,
};

/// Boards up to this size get the board format by default; wider ones no
/// longer fit a terminal, so they get the list format.
pub const MAX_DEFAULT_BOARD_N: usize = 32;

/// The largest board `solve` accepts. The search keeps a few arrays of `n`
/// entries and recurses `n` deep, and one solution of this size is already
/// a line of half a megabyte; far larger sizes would only fail to allocate.
pub const MAX_SOLVE_N: usize = 100_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Config {
    Solve(SolveConfig),
    Count(CountConfig),
    Verify(VerifyConfig),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveConfig {
    pub n: usize,
    pub method: Method,
    pub format: SolveFormat,
    /// Only the canonical member of each class under the symmetries.
    pub unique: bool,
    pub limit: Option<u64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveFormat {
    Board(BoardStyle),
    List { one_based: bool },
    Algebraic,
    Json { one_based: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardStyle {
    Ascii,
    Unicode,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountConfig {
    pub n: usize,
    pub format: CountFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountFormat {
    Text,
    Json,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyConfig {
    pub source: Source,
    /// Read list lines as columns counted from 1.
    pub one_based: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    Stdin,
    File(PathBuf),
}

/// Why the arguments cannot be run; [`crate::text`] words each case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    NotANumber {
        quantity: Quantity,
        text: String,
    },
    BelowOne {
        quantity: Quantity,
        text: String,
    },
    TooLarge {
        quantity: Quantity,
        text: String,
        max: u64,
    },
    AlgebraicTooLarge {
        n: usize,
    },
    UnicodeNeedsBoard {
        format: &'static str,
    },
    OneBasedNeedsColumns {
        format: &'static str,
    },
}

impl std::error::Error for ConfigError {}

/// The numbers given on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quantity {
    BoardSize,
    Limit,
}

impl Config {
    pub fn from_args(args: Args) -> Result<Config, ConfigError> {
        match args.command {
            Command::Solve(solve) => SolveConfig::from_args(solve).map(Config::Solve),
            Command::Count(count) => CountConfig::from_args(count).map(Config::Count),
            Command::Verify(verify) => Ok(Config::Verify(VerifyConfig::from_args(verify))),
        }
    }
}

impl SolveConfig {
    fn from_args(args: SolveArgs) -> Result<SolveConfig, ConfigError> {
        let method = Method::from(args.method);
        // A method with a lower limit of its own explains it better (it
        // names a method that does handle the size), so leave it the say.
        let cap = match method.max_n() {
            Some(method_max) if method_max < MAX_SOLVE_N => usize::MAX,
            _ => MAX_SOLVE_N,
        };
        let n = parse_positive(&args.n, Quantity::BoardSize, cap as u64)? as usize;
        let limit = args
            .limit
            .as_deref()
            .map(|text| parse_positive(text, Quantity::Limit, u64::MAX))
            .transpose()?;
        let format = solve_format(n, &args)?;
        Ok(SolveConfig {
            n,
            method,
            format,
            unique: args.unique,
            limit,
        })
    }
}

fn solve_format(n: usize, args: &SolveArgs) -> Result<SolveFormat, ConfigError> {
    let chosen = match args.format {
        Some(format) => format,
        // Asking for a Unicode board asks for a board, whatever the size.
        None if args.unicode || n <= MAX_DEFAULT_BOARD_N => SolveFormatArg::Board,
        None => SolveFormatArg::List,
    };
    if args.unicode && chosen != SolveFormatArg::Board {
        return Err(ConfigError::UnicodeNeedsBoard {
            format: format_name(chosen),
        });
    }
    if args.one_based && matches!(chosen, SolveFormatArg::Board | SolveFormatArg::Algebraic) {
        return Err(ConfigError::OneBasedNeedsColumns {
            format: format_name(chosen),
        });
    }
    Ok(match chosen {
        SolveFormatArg::Board if args.unicode => SolveFormat::Board(BoardStyle::Unicode),
        SolveFormatArg::Board => SolveFormat::Board(BoardStyle::Ascii),
        SolveFormatArg::List => SolveFormat::List {
            one_based: args.one_based,
        },
        SolveFormatArg::Algebraic if n > MAX_ALGEBRAIC_N => {
            return Err(ConfigError::AlgebraicTooLarge { n });
        }
        SolveFormatArg::Algebraic => SolveFormat::Algebraic,
        SolveFormatArg::Json => SolveFormat::Json {
            one_based: args.one_based,
        },
    })
}

fn format_name(format: SolveFormatArg) -> &'static str {
    match format {
        SolveFormatArg::Board => "board",
        SolveFormatArg::List => "list",
        SolveFormatArg::Algebraic => "algebraic",
        SolveFormatArg::Json => "json",
    }
}

impl CountConfig {
    fn from_args(args: CountArgs) -> Result<CountConfig, ConfigError> {
        // The library states the counter's own limit, so no cap here.
        let n = parse_positive(&args.n, Quantity::BoardSize, usize::MAX as u64)? as usize;
        let format = match args.format {
            CountFormatArg::Text => CountFormat::Text,
            CountFormatArg::Json => CountFormat::Json,
        };
        Ok(CountConfig { n, format })
    }
}

impl VerifyConfig {
    fn from_args(args: VerifyArgs) -> VerifyConfig {
        let source = match args.file {
            Some(path) if path.as_os_str() != "-" => Source::File(path),
            _ => Source::Stdin,
        };
        VerifyConfig {
            source,
            one_based: args.one_based,
        }
    }
}

/// A whole number from 1 to `max`, written in decimal.
fn parse_positive(text: &str, quantity: Quantity, max: u64) -> Result<u64, ConfigError> {
    use std::num::IntErrorKind;

    let text_owned = || text.to_string();
    let below_one = || ConfigError::BelowOne {
        quantity,
        text: text_owned(),
    };
    let too_large = || ConfigError::TooLarge {
        quantity,
        text: text_owned(),
        max,
    };
    let value = text
        .trim()
        .parse::<i128>()
        .map_err(|err| match err.kind() {
            IntErrorKind::PosOverflow => too_large(),
            IntErrorKind::NegOverflow => below_one(),
            _ => ConfigError::NotANumber {
                quantity,
                text: text_owned(),
            },
        })?;
    if value < 1 {
        return Err(below_one());
    }
    u64::try_from(value)
        .ok()
        .filter(|&value| value <= max)
        .ok_or_else(too_large)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positive_numbers_are_checked() {
        let board = Quantity::BoardSize;
        assert_eq!(parse_positive("8", board, 10), Ok(8));
        assert!(matches!(
            parse_positive("0", board, 10),
            Err(ConfigError::BelowOne { .. })
        ));
        assert!(matches!(
            parse_positive("-3", board, 10),
            Err(ConfigError::BelowOne { .. })
        ));
        assert!(matches!(
            parse_positive("abc", board, 10),
            Err(ConfigError::NotANumber { .. })
        ));
        assert!(matches!(
            parse_positive("11", board, 10),
            Err(ConfigError::TooLarge { max: 10, .. })
        ));
        assert!(matches!(
            parse_positive("99999999999999999999999999999999999999999", board, 10),
            Err(ConfigError::TooLarge { .. })
        ));
    }
}
