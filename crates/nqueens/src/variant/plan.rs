//! The split of a variant's count into independent subproblems, for
//! [`crate::Plan::variant`].
//!
//! Each subproblem is a prefix of rows for one of the row-by-row counters
//! (and, for the pawns, one pawn set). Its tally's `total` is the number of
//! solutions it stands for; its `unique` is Burnside's numerator, the sum
//! of the stabilizer sizes of those solutions, which only becomes the
//! number of classes once the whole sum is divided by the group's order
//! ([`VariantPlan::classes`]).

use crate::board::Square;
use crate::error::{Error, ErrorKind};
use crate::fingerprint::Fnv;

use super::Variant;
use super::pawns::{self, PawnRows, PawnSet};
use super::rows::Accumulator;
use super::superqueens::SuperqueenRows;
use super::torus::TorusRows;

/// The largest board a variant's count accepts: the search's units are
/// bits of a 32-bit word.
pub const MAX_VARIANT_COUNT_N: usize = 32;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Subproblem {
    /// A piece of the torus search (its first queen on (0, 0)).
    Torus { start: u32, piece: Vec<(u8, u8)> },
    /// A piece of the superqueen search, from one of its starts.
    Superqueens { start: u32, piece: Vec<(u8, u8)> },
    /// A pawn set (by index) and a piece of its search.
    Pawns { set: u32, piece: Vec<(u8, u8)> },
}

#[derive(Clone, Debug)]
pub(crate) struct VariantPlan {
    variant: Variant,
    n: usize,
    subproblems: Vec<Subproblem>,
    /// The pawn sets, with what each solution found on one stands for.
    pawn_sets: Vec<(PawnSet, u128)>,
    /// The order of the symmetry group the classes are taken under.
    group_order: u128,
    /// The searches, built once: their attack tables take `n³` words.
    torus: Option<TorusRows>,
    superqueens: Option<SuperqueenRows>,
    /// The pawn sets' searches, when there are few sets.
    pawn_searches: Vec<PawnRows>,
}

/// The most pawn sets whose searches a plan keeps (each holds a table of
/// `n² (n + k)` words).
const MAX_KEPT_SEARCHES: usize = 4096;

impl VariantPlan {
    pub(crate) fn new(n: usize, variant: &Variant) -> Result<VariantPlan, Error> {
        if n == 0 {
            return Err(Error::new(ErrorKind::EmptyBoard));
        }
        let too_large = |method| {
            Error::new(ErrorKind::TooLarge {
                method,
                n,
                max: MAX_VARIANT_COUNT_N,
                instead: None,
            })
        };
        let pawns_too_large = |pawns: usize| {
            Error::new(ErrorKind::TooLarge {
                method: "pawns",
                n,
                max: MAX_VARIANT_COUNT_N.saturating_sub(pawns),
                instead: None,
            })
        };
        let mut plan = VariantPlan {
            variant: variant.clone(),
            n,
            subproblems: Vec::new(),
            pawn_sets: Vec::new(),
            group_order: 8,
            torus: None,
            superqueens: None,
            pawn_searches: Vec::new(),
        };
        match variant {
            Variant::Classic => {
                return Err(Error::new(ErrorKind::InvalidModel {
                    reason: crate::error::ModelFault::ClassicPlan,
                }));
            }
            Variant::Torus => {
                if n > MAX_VARIANT_COUNT_N {
                    return Err(too_large("torus"));
                }
                let depth = if n >= 19 { 1 } else { 0 };
                plan.group_order = 8 * n as u128;
                let rows = TorusRows::new(n);
                plan.subproblems = rows
                    .pieces(depth)
                    .into_iter()
                    .map(|(start, piece)| Subproblem::Torus { start, piece })
                    .collect();
                plan.torus = Some(rows);
            }
            Variant::Superqueens => {
                if n > MAX_VARIANT_COUNT_N {
                    return Err(too_large("superqueens"));
                }
                let rows = SuperqueenRows::new(n);
                plan.subproblems = rows
                    .pieces()
                    .into_iter()
                    .map(|(start, piece)| Subproblem::Superqueens { start, piece })
                    .collect();
                plan.superqueens = Some(rows);
            }
            Variant::Pawns { count } => {
                // A unit of the search per row piece: n + k of them.
                if n + count > MAX_VARIANT_COUNT_N {
                    return Err(pawns_too_large(*count));
                }
                let sets = pawns::pawn_set_classes(n, *count)?;
                // Few sets are each split by their first rows, so that
                // threads and progress have pieces to share; many sets are
                // pieces enough.
                let depth = match sets.len() {
                    0..=64 => 2,
                    65..=4096 => 1,
                    _ => 0,
                };
                plan.pawn_sets = sets
                    .into_iter()
                    .map(|set| {
                        let orbit = (8 / set.stabilizer()) as u128;
                        (set, orbit)
                    })
                    .collect();
                plan.split_pawn_sets(depth);
            }
            Variant::PawnsAt { squares } => {
                if n + squares.len() > MAX_VARIANT_COUNT_N {
                    return Err(pawns_too_large(squares.len()));
                }
                pawns::check_pawns(n, squares)?;
                let set = PawnSet::new(n, squares.clone());
                plan.group_order = set.stabilizer() as u128;
                plan.pawn_sets = vec![(set, 1)];
                plan.split_pawn_sets(if n >= 14 { 3 } else { 2 });
            }
        }
        Ok(plan)
    }

    fn split_pawn_sets(&mut self, depth: usize) {
        let n = self.n;
        for (index, (set, _)) in self.pawn_sets.iter().enumerate() {
            let rows = PawnRows::new(n, set);
            for piece in rows.pieces(depth) {
                self.subproblems.push(Subproblem::Pawns {
                    set: index as u32,
                    piece,
                });
            }
            // Few sets keep their searches, built once.
            if self.pawn_sets.len() <= MAX_KEPT_SEARCHES {
                self.pawn_searches.push(rows);
            }
        }
    }

    pub(crate) fn variant(&self) -> &Variant {
        &self.variant
    }

    pub(crate) fn len(&self) -> usize {
        self.subproblems.len()
    }

    /// Counts subproblem `index`: its solutions, and Burnside's numerator.
    pub(crate) fn count_subproblem(&self, index: usize) -> Accumulator {
        let mut acc = Accumulator::default();
        match &self.subproblems[index] {
            Subproblem::Torus { start, piece } => {
                let rows = self.torus.as_ref().expect("a torus plan has its search");
                rows.count(*start, piece, &mut acc);
            }
            Subproblem::Superqueens { start, piece } => {
                let rows = self
                    .superqueens
                    .as_ref()
                    .expect("a superqueen plan has its search");
                rows.count(*start, piece, &mut acc);
            }
            Subproblem::Pawns { set, piece } => {
                let index = *set as usize;
                let (set, weight) = &self.pawn_sets[index];
                match self.pawn_searches.get(index) {
                    Some(rows) => rows.count(piece, *weight, &mut acc),
                    None => PawnRows::new(self.n, set).count(piece, *weight, &mut acc),
                }
            }
        }
        acc
    }

    /// A rough relative size: boards' free squares shrink with every row
    /// placed, so a shorter prefix is a bigger piece.
    pub(crate) fn estimated_cost(&self, index: usize) -> u64 {
        let placed = match &self.subproblems[index] {
            Subproblem::Torus { piece, .. } | Subproblem::Superqueens { piece, .. } => piece.len(),
            Subproblem::Pawns { piece, .. } => piece.len(),
        };
        1 << (2 * (8usize.saturating_sub(placed)))
    }

    pub(crate) fn fingerprint(&self) -> u64 {
        let mut hash = Fnv::new();
        hash.write(self.variant.tag().as_bytes());
        hash.write(&(self.n as u64).to_le_bytes());
        if let Some(rows) = &self.superqueens {
            for &line in rows.frame_lines() {
                hash.write(&(line as u64).to_le_bytes());
            }
        }
        for subproblem in &self.subproblems {
            match subproblem {
                Subproblem::Torus { start, piece } => {
                    hash.write(&[0, piece.len() as u8]);
                    hash.write(&start.to_le_bytes());
                    for &(r, c) in piece {
                        hash.write(&[r, c]);
                    }
                }
                Subproblem::Superqueens { start, piece } => {
                    hash.write(&[1, piece.len() as u8]);
                    hash.write(&start.to_le_bytes());
                    for &(r, c) in piece {
                        hash.write(&[r, c]);
                    }
                }
                Subproblem::Pawns { set, piece } => {
                    hash.write(&[2, piece.len() as u8]);
                    hash.write(&set.to_le_bytes());
                    for &(unit, c) in piece {
                        hash.write(&[unit, c]);
                    }
                }
            }
        }
        for (set, _) in &self.pawn_sets {
            for p in &set.pawns {
                hash.write(&[p.row as u8, p.col as u8]);
            }
        }
        hash.finish()
    }

    /// A bound on `unique / total` for any subproblem: a solution's
    /// stabilizer has at most the group's order of elements, and `total`
    /// counts each solution found at least once (the torus `n` times, for
    /// its column shifts), so the ratio is at most the group's order.
    pub(crate) fn max_unique_per_solution(&self) -> u128 {
        self.group_order.max(8)
    }

    /// The number of classes, from the sum of every subproblem's tally.
    pub(crate) fn classes(&self, numerator: u128) -> u128 {
        numerator / self.group_order
    }
}

/// The pawn sets of `k` pawns where `n + k` queens may fit (off the
/// border, no two side by side in a row or column), every one of them, in
/// increasing order of their sorted squares.
///
/// ```
/// use nqueens::variant::pawn_sets;
/// // One pawn on 4 x 4: the four inner squares.
/// assert_eq!(pawn_sets(4, 1)?.len(), 4);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn pawn_sets(n: usize, k: usize) -> Result<Vec<Vec<Square>>, Error> {
    pawns::admissible_sets(n, k, false)
}

/// One pawn set of `k` pawns for each class under the square's eight
/// symmetries (the smallest of its images as a sorted list), of those
/// where `n + k` queens may fit, in increasing order.
///
/// ```
/// use nqueens::variant::pawn_set_classes;
/// // One pawn on 5 x 5: the centre, an inner corner, an inner edge.
/// assert_eq!(pawn_set_classes(5, 1)?.len(), 3);
/// # Ok::<(), nqueens::Error>(())
/// ```
pub fn pawn_set_classes(n: usize, k: usize) -> Result<Vec<Vec<Square>>, Error> {
    pawns::admissible_sets(n, k, true)
}

#[cfg(test)]
mod tests {
    use super::VariantPlan;
    use crate::dispatch::portable;
    use crate::variant::Variant;

    #[test]
    fn the_search_for_any_processor_counts_as_the_chosen_one() {
        let cases = [
            (13, Variant::Torus),
            (12, Variant::Superqueens),
            (9, Variant::Pawns { count: 1 }),
            (9, Variant::Pawns { count: 2 }),
        ];
        for (n, variant) in cases {
            let plan = VariantPlan::new(n, &variant).unwrap();
            for index in 0..plan.len() {
                let chosen = plan.count_subproblem(index);
                let anywhere = portable(|| plan.count_subproblem(index));
                assert_eq!(
                    (chosen.total, chosen.weighted),
                    (anywhere.total, anywhere.weighted),
                    "{variant:?}, n = {n}, subproblem {index}"
                );
            }
        }
    }
}
