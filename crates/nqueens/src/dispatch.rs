//! The tests' switch between the builds of a search: where a search is
//! compiled for any processor and for one with AVX-512, chosen at run time,
//! the tests run both on the same input and compare.

#[cfg(test)]
thread_local! {
    /// Set by the tests to run the build for any processor on this thread.
    static PORTABLE_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether this thread must run the build for any processor: only ever in
/// the tests, inside [`portable`].
#[inline(always)]
pub(crate) fn portable_only() -> bool {
    #[cfg(test)]
    {
        PORTABLE_ONLY.with(std::cell::Cell::get)
    }
    #[cfg(not(test))]
    {
        false
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
