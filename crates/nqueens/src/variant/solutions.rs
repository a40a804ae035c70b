//! Listing a variant's solutions as squares, pawns included.

use std::ops::ControlFlow;

use crate::board::Square;
use crate::error::Error;

use super::{Model, Variant, pawn_set_classes, pawn_sets, torus_construction};

/// A solution of a variant on a square board: its pawns and its queens,
/// each sorted by row then column.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement {
    /// The pawns (none but for the pawn variants).
    pub pawns: Vec<Square>,
    /// The queens (superqueens for that variant).
    pub queens: Vec<Square>,
}

/// Visits the solutions of `variant` on the `n x n` board through the
/// generic model, until the visitor breaks: all of them, or with `unique`
/// one per class. For [`Variant::Pawns`] the pawn sets come in increasing
/// order (with `unique`, one per class of sets, and then one placement per
/// class under the symmetries that keep that set in place, which together
/// make one per class of whole placements). The order within a model is
/// its search's own.
///
/// ```
/// use std::ops::ControlFlow;
/// use nqueens::variant::{Variant, for_each_arrangement};
///
/// let mut found = 0;
/// for_each_arrangement(8, &Variant::Pawns { count: 1 }, true, |a| {
///     assert_eq!((a.pawns.len(), a.queens.len()), (1, 9));
///     found += 1;
///     ControlFlow::Continue(())
/// })?;
/// assert_eq!(found, 16);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn for_each_arrangement<F>(
    n: usize,
    variant: &Variant,
    unique: bool,
    mut visit: F,
) -> Result<(), Error>
where
    F: FnMut(&Arrangement) -> ControlFlow<()>,
{
    each_arrangement(n, variant, unique, &mut visit)
}

/// [`for_each_arrangement`]'s search, compiled here once with the
/// library's optimisation rather than in each caller's crate with its own.
fn each_arrangement(
    n: usize,
    variant: &Variant,
    unique: bool,
    mut visit: &mut dyn FnMut(&Arrangement) -> ControlFlow<()>,
) -> Result<(), Error> {
    let (model, pawns) = match variant {
        Variant::Pawns { count } => {
            let sets = if unique {
                pawn_set_classes(n, *count)?
            } else {
                pawn_sets(n, *count)?
            };
            // One model at a time: a set's model is built when reached.
            for set in sets {
                let model = Model::with_pawns(n, &set)?;
                if visit_model(&model, set, unique, &mut visit).is_break() {
                    break;
                }
            }
            return Ok(());
        }
        Variant::PawnsAt { squares } => {
            super::pawns::check_pawns(n, squares)?;
            let mut pawns = squares.clone();
            pawns.sort_by_key(|s| (s.row, s.col));
            (variant.model(n)?, pawns)
        }
        _ => (variant.model(n)?, Vec::new()),
    };
    let _stopped = visit_model(&model, pawns, unique, &mut visit);
    Ok(())
}

fn visit_model<F>(model: &Model, pawns: Vec<Square>, unique: bool, visit: &mut F) -> ControlFlow<()>
where
    F: FnMut(&Arrangement) -> ControlFlow<()>,
{
    let mut arrangement = Arrangement {
        pawns,
        queens: Vec::with_capacity(model.pieces()),
    };
    let mut flow = ControlFlow::Continue(());
    model.for_each_solution(|cells| {
        if unique && !model.is_canonical(cells) {
            return ControlFlow::Continue(());
        }
        arrangement.queens.clear();
        arrangement
            .queens
            .extend(cells.iter().filter_map(|&c| model.square(c)));
        flow = visit(&arrangement);
        flow
    });
    flow
}

/// One solution of `variant` on the `n x n` board, if there is any: for
/// the torus Pólya's construction ([`torus_construction`], no search, any
/// `n`), otherwise the generic model's first solution. For
/// [`Variant::Pawns`] the pawn sets are tried nearest the centre first:
/// a pawn near the border leaves a piece of one or two squares that forces
/// queens into each other's way, and proving such a set empty takes an
/// exhaustive search, while central sets have placements found at once.
///
/// ```
/// use nqueens::variant::{Variant, find_arrangement};
/// let found = find_arrangement(1001, &Variant::Torus)?.unwrap();
/// assert_eq!(found.queens.len(), 1001);
/// assert_eq!(find_arrangement(9, &Variant::Torus)?, None);
/// let found = find_arrangement(24, &Variant::Pawns { count: 1 })?.unwrap();
/// assert_eq!((found.pawns.len(), found.queens.len()), (1, 25));
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn find_arrangement(n: usize, variant: &Variant) -> Result<Option<Arrangement>, Error> {
    match variant {
        Variant::Torus => {
            if n == 0 {
                return Err(Error::new(crate::error::ErrorKind::EmptyBoard));
            }
            Ok(torus_construction(n).map(|columns| Arrangement {
                pawns: Vec::new(),
                queens: columns
                    .into_iter()
                    .enumerate()
                    .map(|(r, c)| Square::new(r, c))
                    .collect(),
            }))
        }
        Variant::Pawns { count } => {
            let mut sets = pawn_sets(n, *count)?;
            // Twice the distance, to stay in whole numbers.
            let off_centre = |set: &Vec<Square>| -> usize {
                set.iter()
                    .map(|s| (2 * s.row).abs_diff(n - 1) + (2 * s.col).abs_diff(n - 1))
                    .sum()
            };
            sets.sort_by_key(off_centre);
            for set in sets {
                let model = Model::with_pawns(n, &set)?;
                if let Some(cells) = model.find() {
                    let queens = cells.iter().filter_map(|&c| model.square(c)).collect();
                    return Ok(Some(Arrangement { pawns: set, queens }));
                }
            }
            Ok(None)
        }
        _ => {
            let mut found = None;
            for_each_arrangement(n, variant, false, |a| {
                found = Some(a.clone());
                ControlFlow::Break(())
            })?;
            Ok(found)
        }
    }
}
