//! What the two army problems, [`crate::peaceable`] and
//! [`crate::queens_knights`], share: the largest board they take, the
//! classic queen's attacks they start from, the choice of bitset width,
//! and the split of a search into boards searched on every core.

use crate::error::{Error, ErrorKind};
use crate::variant::Model;

/// The largest side either problem takes: four 64-bit words hold every
/// cell of the board.
pub(crate) const MAX_SIDE: usize = 16;

/// The classic queen's attacks on the `n x n` board, a row of `words`
/// 64-bit words a cell, with that width and the board's model; `method`
/// names the problem in the error for a board past [`MAX_SIDE`].
pub(crate) fn queen_attacks(n: usize, method: &'static str) -> Result<(Model, usize), Error> {
    if n > MAX_SIDE {
        return Err(Error::new(ErrorKind::TooLarge {
            method,
            n,
            max: MAX_SIDE,
            instead: None,
        }));
    }
    let model = Model::classic(n)?;
    Ok((model, (n * n).div_ceil(64)))
}

/// Calls `$self.$search::<W>($args)` with `W` the bitset width in words
/// (1 to 4) that `$words` needs: the searches are generic over the width
/// so that their sets are arrays on the stack.
macro_rules! by_width {
    ($words:expr, $self:ident . $search:ident ( $($arg:expr),* )) => {
        match $words {
            0 | 1 => $self.$search::<1>($($arg),*),
            2 => $self.$search::<2>($($arg),*),
            3 => $self.$search::<3>($($arg),*),
            _ => $self.$search::<4>($($arg),*),
        }
    };
}
pub(crate) use by_width;

/// The first answer in the order of `starts`, the boards a search
/// collected at its split: each searched by `run` on a search state from
/// `fresh`, on every core, the first in order that has one winning, so
/// that the answer does not depend on the threads. Without the `parallel`
/// feature they are searched in turn on `serial`.
pub(crate) fn first_in_order<S, T, A>(
    starts: &[T],
    serial: &mut S,
    fresh: impl Fn() -> S + Sync + Send,
    run: impl Fn(&mut S, &T) -> Option<A> + Sync + Send,
) -> Option<A>
where
    T: Sync,
    A: Send,
{
    #[cfg(feature = "parallel")]
    {
        use rayon::prelude::*;
        let _ = serial;
        starts
            .par_iter()
            .map_init(fresh, run)
            .find_first(Option::is_some)
            .flatten()
    }
    #[cfg(not(feature = "parallel"))]
    {
        let _ = fresh;
        starts.iter().find_map(|start| run(serial, start))
    }
}
