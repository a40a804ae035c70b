//! The shape the small problems' searches share (`dominate`, `knights`,
//! `cube`): the counts with one placement drawn, the counts only, or every
//! placement, numbered, then the counts.

use std::io;
use std::ops::ControlFlow;

/// What a search command shows of the placements it finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// The counts and one placement drawn.
    One,
    /// The counts only.
    Count,
    /// Every placement, numbered, then the counts.
    All,
}

impl Show {
    /// What `--count` and `--all` ask for; `--count` where both are given.
    pub fn chosen(count: bool, all: bool) -> Show {
        match (count, all) {
            (true, _) => Show::Count,
            (_, true) => Show::All,
            _ => Show::One,
        }
    }
}

/// Writes every placement `search` visits, numbered from 1, and stops the
/// search at the first write that fails (the reader went away, say), whose
/// error is returned; else what the search returned.
pub fn write_each<T: ?Sized, R>(
    search: impl FnOnce(&mut dyn FnMut(&T) -> ControlFlow<()>) -> R,
    mut write: impl FnMut(u64, &T) -> io::Result<()>,
) -> io::Result<R> {
    let mut index = 0u64;
    let mut written = Ok(());
    let searched = search(&mut |placement| {
        index += 1;
        written = write(index, placement);
        if written.is_err() {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    written.map(|()| searched)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_placement_is_numbered_and_a_failed_write_stops_the_search() {
        let search = |visit: &mut dyn FnMut(&u32) -> ControlFlow<()>| {
            let mut visited = 0;
            for placement in [10, 20, 30] {
                visited += 1;
                if visit(&placement).is_break() {
                    break;
                }
            }
            visited
        };
        let mut seen = Vec::new();
        let visited = write_each(search, |index, &placement| {
            seen.push((index, placement));
            Ok(())
        });
        assert_eq!(visited.unwrap(), 3);
        assert_eq!(seen, [(1, 10), (2, 20), (3, 30)]);

        let failed = write_each(search, |index, _| {
            if index == 2 {
                Err(io::Error::from(io::ErrorKind::BrokenPipe))
            } else {
                Ok(())
            }
        });
        assert_eq!(failed.unwrap_err().kind(), io::ErrorKind::BrokenPipe);
    }

    #[test]
    fn count_wins_over_all() {
        assert_eq!(Show::chosen(false, false), Show::One);
        assert_eq!(Show::chosen(true, false), Show::Count);
        assert_eq!(Show::chosen(false, true), Show::All);
        assert_eq!(Show::chosen(true, true), Show::Count);
    }
}
