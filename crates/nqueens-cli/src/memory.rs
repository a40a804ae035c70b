//! The memory one run may plan to use. A request whose estimate is above
//! the budget is refused before anything is allocated, with both figures:
//! on a machine that overcommits memory a huge allocation can succeed and
//! the process be killed later, so failing allocations cannot be relied on
//! to say no.

use std::fmt;

/// What one run may plan to use: 4 GB, a quarter of a small desktop's
/// memory; the local search of `find` stays within it up to about 850
/// million rows.
pub const BUDGET_BYTES: u64 = 4_000_000_000;

/// A request that would need more than its budget ([`BUDGET_BYTES`]
/// unless a command was given another).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    pub needed: u64,
    pub budget: u64,
}

impl std::error::Error for OverBudget {}

impl fmt::Display for OverBudget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&t!(
            "memory-over-budget",
            needed = byte_size(self.needed),
            budget = byte_size(self.budget)
        ))
    }
}

/// Refuses a request estimated at `needed` bytes when that is over budget.
pub fn check(needed: u64) -> Result<(), OverBudget> {
    check_within(needed, BUDGET_BYTES)
}

/// Refuses a request estimated at `needed` bytes when that is over
/// `budget`.
pub fn check_within(needed: u64, budget: u64) -> Result<(), OverBudget> {
    if needed > budget {
        Err(OverBudget { needed, budget })
    } else {
        Ok(())
    }
}

/// Bytes as people read them: `4.7 GB`, `512 kB`, `12 bytes`.
pub fn byte_size(bytes: u64) -> String {
    const UNITS: [&str; 6] = ["kB", "MB", "GB", "TB", "PB", "EB"];
    if bytes < 1000 {
        return t!("memory-bytes", count = bytes);
    }
    let mut value = bytes as f64;
    let mut unit = 0;
    value /= 1000.0;
    while value >= 999.95 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    format!("{value:.1} {}", UNITS[unit])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(byte_size(12), "12 bytes");
        assert_eq!(byte_size(1000), "1.0 kB");
        assert_eq!(byte_size(4_687_565_572), "4.7 GB");
        assert_eq!(byte_size(999_960_000), "1.0 GB");
        assert_eq!(byte_size(u64::MAX), "18.4 EB");
    }

    #[test]
    fn the_budget_is_a_limit_not_a_guess() {
        assert_eq!(check(BUDGET_BYTES), Ok(()));
        assert_eq!(
            check(BUDGET_BYTES + 1),
            Err(OverBudget {
                needed: BUDGET_BYTES + 1,
                budget: BUDGET_BYTES
            })
        );
    }
}
