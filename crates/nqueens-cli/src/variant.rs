//! The variant flags several commands share, `--torus`, `--piece
//! superqueen` and `--pawns K|SQUARES`, read into the library's
//! [`Variant`], and the words every command uses for a variant.

use nqueens::Square;
use nqueens::variant::{MAX_SIDE, Variant, pawn_sets, torus_has_solutions};

use crate::values;

/// The variant flags, flattened into each command that takes them.
#[derive(Clone, Debug, Default, PartialEq, Eq, clap::Args)]
pub struct VariantArgs {
    /// Queens on the torus: the diagonals wrap round the edges.
    #[arg(long)]
    pub torus: bool,

    /// The piece placed: queens, or superqueens (queens that also move as
    /// knights).
    #[arg(long, value_enum, value_name = "PIECE")]
    pub piece: Option<Piece>,

    /// K pawns anywhere (every placement of pawns and queens), or the
    /// pawns' squares; n + K queens are placed.
    #[arg(long, value_name = "K|SQUARES")]
    pub pawns: Option<String>,
}

/// The piece of `--piece`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Piece {
    Queen,
    Superqueen,
}

/// Why the variant flags cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantError {
    /// Two variants at once: the flags that name them.
    Combined {
        first: &'static str,
        second: &'static str,
    },
    /// A pawn count of 0: that is the plain board.
    NoPawns,
}

impl std::error::Error for VariantError {}

impl std::fmt::Display for VariantError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            VariantError::Combined { first, second } => {
                t!("variant-combined", first = *first, second = *second)
            }
            VariantError::NoPawns => t!("variant-no-pawns"),
        })
    }
}

impl VariantArgs {
    /// The variant asked for, on the `n x n` board; the classic problem
    /// when no flag names one.
    pub fn variant(&self, n: usize) -> anyhow::Result<Variant> {
        let mut named: Vec<(&'static str, Variant)> = Vec::new();
        if self.torus {
            named.push(("--torus", Variant::Torus));
        }
        if self.piece == Some(Piece::Superqueen) {
            named.push(("--piece superqueen", Variant::Superqueens));
        }
        if let Some(text) = &self.pawns {
            named.push(("--pawns", pawns(text, n)?));
        }
        match named.as_slice() {
            [] => Ok(Variant::Classic),
            [(_, variant)] => Ok(variant.clone()),
            [(first, _), (second, _), ..] => Err(VariantError::Combined { first, second }.into()),
        }
    }

    /// Whether any flag names a variant (the classic problem otherwise).
    pub fn is_variant(&self) -> bool {
        self.torus || self.piece == Some(Piece::Superqueen) || self.pawns.is_some()
    }
}

/// `--pawns`: a number of pawns, or their squares.
fn pawns(text: &str, n: usize) -> anyhow::Result<Variant> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        let count = values::number_in(
            text,
            values::Quantity::Flag("--pawns"),
            0,
            u64::from(u32::MAX),
        )?;
        if count == 0 {
            return Err(VariantError::NoPawns.into());
        }
        return Ok(Variant::Pawns {
            count: count as usize,
        });
    }
    let names = values::square_list("--pawns", &[text.to_string()])?;
    let squares = names
        .iter()
        .map(|name| values::square(name, n, n))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Variant::PawnsAt { squares })
}

/// Why `variant` has no solution on the `n x n` board, when that is known
/// without a search: a theorem, not a table.
pub fn known_no_solution(n: usize, variant: &Variant) -> Option<String> {
    match variant {
        Variant::Torus if !torus_has_solutions(n) => Some(t!("variant-no-torus-solution", n = n)),
        _ => None,
    }
}

/// The largest board on which the search over every set of pawns is
/// quick to reach its first placement. The sets come in order, and the
/// first, a pawn beside the corner, has no placement: its search is
/// exhaustive, and grows fast with the board. Measured: the first solution
/// of 17 x 17 with every pawn set took 7 s, of 18 x 18 more than 30 s.
/// (`find` asks the library, which tries central sets first, and needs no
/// warning.)
pub const MAX_QUICK_PAWN_SETS_N: usize = 17;

/// The warning before a search of `variant` that may not end soon, if any:
/// every set of pawns on a board above [`MAX_QUICK_PAWN_SETS_N`]. A run
/// the library refuses gets its error instead, as its only line.
pub fn slow_search(n: usize, variant: &Variant) -> anyhow::Result<Option<String>> {
    let Variant::Pawns { count } = variant else {
        return Ok(None);
    };
    if n <= MAX_QUICK_PAWN_SETS_N || n > MAX_SIDE {
        return Ok(None);
    }
    // The sets are listed again by the search: nothing beside its hours.
    pawn_sets(n, *count)?;
    Ok(Some(t!(
        "variant-slow-pawn-sets",
        pawns = *count,
        max = MAX_QUICK_PAWN_SETS_N
    )))
}

/// The reason printed when a search of `variant` found nothing.
pub fn no_solution(n: usize, variant: &Variant) -> String {
    known_no_solution(n, variant).unwrap_or_else(|| match variant {
        Variant::Classic => t!("variant-no-solution-classic", n = n),
        Variant::Torus => t!("variant-no-solution-torus", n = n),
        Variant::Superqueens => t!("variant-no-solution-superqueens", n = n),
        Variant::Pawns { count } => t!("variant-no-solution-pawns", n = n, pawns = *count),
        Variant::PawnsAt { squares } => t!(
            "variant-no-solution-pawns-at",
            n = n,
            pawns = pawn_names(squares, n)
        ),
        _ => t!("variant-no-solution-classic", n = n),
    })
}

/// The pawns' squares as `solve` names squares, separated by commas.
pub fn pawn_names(squares: &[nqueens::Square], n: usize) -> String {
    let names: Vec<String> = squares.iter().map(|s| s.name(n)).collect();
    names.join(",")
}

/// What is placed, for headings: "queens on the torus", "superqueens",
/// "queens and 1 pawn", ...
pub fn describe(variant: &Variant, n: usize) -> String {
    match variant {
        Variant::Torus => t!("variant-describe-torus"),
        Variant::Superqueens => t!("variant-describe-superqueens"),
        Variant::Pawns { count } => t!("variant-describe-pawns", pawns = *count),
        Variant::PawnsAt { squares } => t!(
            "variant-describe-pawns-at",
            pawns = squares.len(),
            squares = pawn_names(squares, n)
        ),
        _ => t!("variant-describe-classic"),
    }
}

/// The board a variant is played on, for headings: "the 8 x 8 board",
/// "the 7 x 7 torus", "the 8 x 8 board with pawns on d5", ...
pub fn describe_board(variant: &Variant, n: usize) -> String {
    match variant {
        Variant::Torus => t!("variant-board-torus", n = n),
        Variant::Superqueens => t!("variant-board-superqueens", n = n),
        Variant::PawnsAt { squares } => t!(
            "variant-board-pawns-at",
            n = n,
            pawns = squares.len(),
            squares = pawn_names(squares, n)
        ),
        _ => t!("variant-board-classic", n = n),
    }
}

/// The name of a variant's rules where programs read them: the
/// `"variant"` of a JSON line (`torus`, `superqueens`, `pawns`), the
/// selector of messages. None for the classic board, whose lines have
/// never named one.
pub fn rules_name(variant: &Variant) -> Option<&'static str> {
    match variant {
        Variant::Torus => Some("torus"),
        Variant::Superqueens => Some("superqueens"),
        Variant::Pawns { .. } | Variant::PawnsAt { .. } => Some("pawns"),
        _ => None,
    }
}

/// The rules a JSON line's `"variant"` names, with the pawns the line
/// gives: the inverse of [`rules_name`] (and `classic`).
pub fn from_rules_name(name: &str, pawns: Vec<Square>) -> Option<Variant> {
    match name {
        "classic" => Some(Variant::Classic),
        "torus" => Some(Variant::Torus),
        "superqueens" => Some(Variant::Superqueens),
        "pawns" => Some(Variant::PawnsAt { squares: pawns }),
        _ => None,
    }
}

/// Whether `variant` has pawns, which let a row hold two queens.
pub fn has_pawns(variant: &Variant) -> bool {
    matches!(variant, Variant::Pawns { .. } | Variant::PawnsAt { .. })
}

/// How many queens a solution of `variant` places on the `n x n` board:
/// `n`, and one more for each pawn.
pub fn queens_placed(n: usize, variant: &Variant) -> usize {
    match variant {
        Variant::Pawns { count } => n.saturating_add(*count),
        Variant::PawnsAt { squares } => n.saturating_add(squares.len()),
        _ => n,
    }
}

/// What a run of `variant` placed, before the colon of its summary line:
/// `7 queens on the torus`, `10 superqueens`, `9 queens with pawns`. Like
/// the classic summary it is a number and words, which `verify` skips.
pub fn summary_head(n: usize, variant: &Variant) -> String {
    t!(
        "variant-summary-head",
        variant = rules_name(variant).unwrap_or("classic"),
        queens = queens_placed(n, variant)
    )
}

/// Two queens of the `n x n` board that attack each other under
/// `variant`'s rules, in words: `d8 and e6 are a knight's move apart`, `a1
/// and b7 share a diagonal that wraps round the torus`, `d8 and d1 share a
/// column with no pawn between them`.
pub fn attack_words(first: Square, second: Square, n: usize, variant: &Variant) -> String {
    let (rows, cols) = (
        first.row.abs_diff(second.row),
        first.col.abs_diff(second.col),
    );
    let line = match (rows, cols) {
        (0, _) => "row",
        (_, 0) => "column",
        _ if rows == cols => "diagonal",
        (1, 2) | (2, 1) => {
            return t!(
                "variant-pair-knight",
                first = first.name(n),
                second = second.name(n)
            );
        }
        // Only the torus has another line: a diagonal taken mod n.
        _ => {
            return t!(
                "variant-pair-wrapped-diagonal",
                first = first.name(n),
                second = second.name(n)
            );
        }
    };
    if has_pawns(variant) {
        t!(
            "variant-pair-between-pawns",
            first = first.name(n),
            second = second.name(n),
            line = line
        )
    } else {
        crate::text::pair_shares_line(&first.name(n), &second.name(n), line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens::Square;

    fn args(torus: bool, piece: Option<Piece>, pawns: Option<&str>) -> VariantArgs {
        VariantArgs {
            torus,
            piece,
            pawns: pawns.map(str::to_string),
        }
    }

    #[test]
    fn flags_read_into_one_variant() {
        assert_eq!(
            args(false, None, None).variant(8).unwrap(),
            Variant::Classic
        );
        assert_eq!(
            args(false, Some(Piece::Queen), None).variant(8).unwrap(),
            Variant::Classic
        );
        assert_eq!(args(true, None, None).variant(8).unwrap(), Variant::Torus);
        assert_eq!(
            args(false, None, Some("2")).variant(8).unwrap(),
            Variant::Pawns { count: 2 }
        );
        assert_eq!(
            args(false, None, Some("d5,e4")).variant(8).unwrap(),
            Variant::PawnsAt {
                squares: vec![Square::new(3, 3), Square::new(4, 4)]
            }
        );
        let both = args(true, None, Some("1")).variant(8).unwrap_err();
        assert_eq!(
            both.to_string(),
            "choose one of --torus and --pawns, not both"
        );
        assert!(args(false, None, Some("0")).variant(8).is_err());
        assert!(args(false, None, Some("z9")).variant(8).is_err());
    }

    #[test]
    fn rules_names_read_back() {
        let pawns = vec![Square::new(3, 3)];
        for variant in [
            Variant::Torus,
            Variant::Superqueens,
            Variant::PawnsAt {
                squares: pawns.clone(),
            },
        ] {
            let name = rules_name(&variant).unwrap();
            assert_eq!(from_rules_name(name, pawns.clone()), Some(variant));
        }
        assert_eq!(rules_name(&Variant::Classic), None);
        assert_eq!(from_rules_name("hexagonal", Vec::new()), None);
    }

    #[test]
    fn attacks_are_named_by_their_line() {
        let (a, b) = (Square::new(0, 3), Square::new(2, 4));
        assert_eq!(
            attack_words(a, b, 8, &Variant::Superqueens),
            "d8 and e6 are a knight's move apart"
        );
        // a1 and b7: a step down and left from a1 wraps round to b7.
        let (a, b) = (Square::new(6, 0), Square::new(0, 1));
        assert_eq!(
            attack_words(a, b, 7, &Variant::Torus),
            "a1 and b7 share a diagonal that wraps round the torus"
        );
        let pawns = Variant::Pawns { count: 1 };
        let (a, b) = (Square::new(0, 3), Square::new(7, 3));
        assert_eq!(
            attack_words(a, b, 8, &pawns),
            "d8 and d1 share a column with no pawn between them"
        );
        assert_eq!(summary_head(8, &pawns), "9 queens with pawns");
    }
}
