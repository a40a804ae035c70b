//! n + 1 queens and one pawn counted a second way, to check a count past
//! the published table (OEIS A103330 and A103331 end at n = 17).
//!
//! `nqueens count N --pawns 1` searches one pawn square per class under the
//! square's symmetries, the smallest of its images, and takes the classes
//! from Burnside's sum over all its solutions. This searches each class's
//! *transposed* square instead (row and column swapped), so the search
//! fills another board in another order, as a count with the pawn given
//! (`--pawns SQUARE`): its total times the size of the square's orbit, its
//! classes under the symmetries that keep the pawn in place. It also prints
//! the number of (placement, symmetry other than the identity) pairs where
//! the symmetry maps the placement to itself, so that Burnside's identity,
//! 8 x unique = total + fixed, can be checked.
//!
//! Usage: `pawn_orders N` (release build: `cargo run --release --bin
//! pawn_orders -- 18` in `bench/`).

use std::time::Instant;

use nqueens::variant::{Variant, pawn_set_classes};
use nqueens::{Plan, Square, Symmetry};

fn main() -> Result<(), nqueens::Error> {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .expect("usage: pawn_orders N");
    let start = Instant::now();
    let (mut total, mut unique, mut fixed) = (0u128, 0u128, 0u128);
    for set in pawn_set_classes(n, 1)? {
        let pawn = set[0];
        let mut orbit: Vec<Square> = Symmetry::ALL
            .iter()
            .map(|s| s.apply_to_square(pawn, n))
            .collect();
        orbit.sort_by_key(|s| (s.row, s.col));
        orbit.dedup();
        let transposed = Variant::PawnsAt {
            squares: vec![Square::new(pawn.col, pawn.row)],
        };
        let plan = Plan::variant(n, &transposed)?;
        let sum = plan.count();
        let counts = plan.counts(sum);
        let orbit = orbit.len() as u128;
        total += orbit * counts.total;
        unique += counts.unique;
        // The plan's Burnside numerator is the sum of the stabilizer sizes,
        // the identity included.
        fixed += orbit * (sum.unique - sum.total);
    }
    println!(
        "{{\"n\": {n}, \"total\": {total}, \"unique\": {unique}, \"fixed\": {fixed}, \"seconds\": {:.3}}}",
        start.elapsed().as_secs_f64()
    );
    assert_eq!(8 * unique, total + fixed, "Burnside's identity");
    Ok(())
}
