//! What the benchmarks compare against.

/// The classic bitmask counter with left-right mirror halving (the method
/// of Jeff Somers' widely copied C program), written plainly: recursion,
/// three masks, first-row columns in the left half counted twice and the
/// middle column of an odd board once. It is the baseline every speed
/// figure of this project is quoted against.
pub fn mirror_halved_count(n: usize) -> u128 {
    fn below(all: u64, columns: u64, diagonals: u64, anti: u64) -> u64 {
        if columns == all {
            return 1;
        }
        let mut free = all & !(columns | diagonals | anti);
        let mut found = 0;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            found += below(
                all,
                columns | bit,
                (diagonals | bit) >> 1,
                (anti | bit) << 1,
            );
        }
        found
    }
    assert!(
        (1..=64).contains(&n),
        "the baseline handles 1 to 64 columns"
    );
    let all = u64::MAX >> (64 - n);
    let mut total = 0u128;
    for first in 0..n.div_ceil(2) {
        let bit = 1u64 << first;
        let weight = if n % 2 == 1 && first == n / 2 { 1 } else { 2 };
        total += weight * u128::from(below(all, bit, bit >> 1, bit << 1));
    }
    total
}

#[cfg(test)]
mod tests {
    #[test]
    fn baseline_counts_are_right() {
        let counts: Vec<u128> = (1..=10).map(super::mirror_halved_count).collect();
        assert_eq!(counts, [1, 0, 0, 2, 10, 4, 40, 92, 352, 724]);
    }
}
