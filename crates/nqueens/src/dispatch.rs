//! Choosing between the builds of a search: where a search is compiled
//! for any processor and for one with AVX-512, the processor decides at run
//! time, and the tests can run both on the same input and compare.

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
