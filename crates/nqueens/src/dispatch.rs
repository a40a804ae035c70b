//! Choosing between the builds of a search: where a search is compiled
//! for any processor and for one with AVX-512, the processor decides at run
//! time, and the tests can run both on the same input and compare.
//!
//! A program can also ask for the build for any processor everywhere
//! ([`set_builds`]): counts split over a mixed cluster must come out the
//! same whichever build each machine ran, and that is checked by running
//! both on one machine.

use std::sync::atomic::{AtomicBool, Ordering};

/// Which builds of the searches run, where a search has several.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Builds {
    /// The fastest the processor can run (AVX-512 or AVX2 where it has
    /// them).
    #[default]
    Fastest,
    /// The build for any processor, everywhere.
    Portable,
}

/// Set by [`set_builds`]: read once a search (not once a node), so a
/// relaxed load costs nothing that shows.
static PORTABLE_EVERYWHERE: AtomicBool = AtomicBool::new(false);

/// Chooses the builds that every search of this process runs from now on.
/// The results are the same either way; only the speed differs.
///
/// ```
/// use nqueens::dispatch::{Builds, builds, set_builds};
///
/// set_builds(Builds::Portable);
/// assert_eq!(builds(), Builds::Portable);
/// assert_eq!(nqueens::count(10), Ok(724));
/// set_builds(Builds::Fastest);
/// ```
pub fn set_builds(builds: Builds) {
    PORTABLE_EVERYWHERE.store(builds == Builds::Portable, Ordering::Relaxed);
}

/// The builds chosen by [`set_builds`]; [`Builds::Fastest`] unless asked.
pub fn builds() -> Builds {
    if PORTABLE_EVERYWHERE.load(Ordering::Relaxed) {
        Builds::Portable
    } else {
        Builds::Fastest
    }
}

#[cfg(test)]
thread_local! {
    /// Set by the tests to run the build for any processor on this thread.
    static PORTABLE_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the processor has what the AVX-512 builds are compiled for:
/// AVX-512F, BW and VL with the vector popcount, POPCNT, BMI1 and BMI2
/// (Intel's since Ice Lake, AMD's since Zen 4).
#[cfg(target_arch = "x86_64")]
pub(crate) fn has_avx512() -> bool {
    std::arch::is_x86_feature_detected!("avx512f")
        && std::arch::is_x86_feature_detected!("avx512bw")
        && std::arch::is_x86_feature_detected!("avx512vl")
        && std::arch::is_x86_feature_detected!("avx512vpopcntdq")
        && has_bmi()
}

/// Whether the processor has POPCNT, BMI1 and BMI2, which the builds for
/// most x86-64 processors of the last decade are compiled for.
#[cfg(target_arch = "x86_64")]
pub(crate) fn has_bmi() -> bool {
    std::arch::is_x86_feature_detected!("popcnt")
        && std::arch::is_x86_feature_detected!("bmi1")
        && std::arch::is_x86_feature_detected!("bmi2")
}

/// Whether this thread must run the build for any processor: when the
/// program asked for it ([`set_builds`]), or in the tests inside
/// [`portable`].
#[inline(always)]
pub(crate) fn portable_only() -> bool {
    #[cfg(test)]
    {
        PORTABLE_ONLY.with(std::cell::Cell::get) || builds() == Builds::Portable
    }
    #[cfg(not(test))]
    {
        builds() == Builds::Portable
    }
}

/// Runs `f` with the build for any processor on this thread.
#[cfg(test)]
pub(crate) fn portable<T>(f: impl FnOnce() -> T) -> T {
    PORTABLE_ONLY.with(|only| only.set(true));
    let result = f();
    PORTABLE_ONLY.with(|only| only.set(false));
    result
}
