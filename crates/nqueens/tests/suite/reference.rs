//! The published counts (OEIS A000170 and A002562) from `testdata/counts.toml`.

use serde::Deserialize;

#[derive(Deserialize)]
struct File {
    count: Vec<Entry>,
}

#[derive(Deserialize)]
struct Entry {
    n: usize,
    total: String,
    unique: String,
}

/// The known counts for one board size.
#[derive(Clone, Copy, Debug)]
pub struct Reference {
    pub n: usize,
    pub total: u128,
    pub unique: u128,
}

/// Every reference entry, in order of n.
pub fn all() -> Vec<Reference> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/counts.toml");
    let text = std::fs::read_to_string(path).expect("testdata/counts.toml is readable");
    let file: File = toml::from_str(&text).expect("testdata/counts.toml parses");
    let references: Vec<Reference> = file
        .count
        .into_iter()
        .map(|entry| Reference {
            n: entry.n,
            total: entry.total.parse().expect("total is a number"),
            unique: entry.unique.parse().expect("unique is a number"),
        })
        .collect();
    assert!(
        references.iter().enumerate().all(|(k, r)| r.n == k + 1),
        "counts.toml lists n = 1, 2, 3, ... in order"
    );
    references
}

/// The known counts for `n`.
pub fn of(n: usize) -> Reference {
    all()[n - 1]
}

#[test]
fn table_covers_the_record() {
    let table = all();
    assert_eq!(table.len(), 27);
    assert_eq!(of(27).total, 234_907_967_154_122_528);
    assert_eq!(of(27).unique, 29_363_495_934_315_694);
}

#[derive(Deserialize)]
struct VariantFile {
    sequences: std::collections::BTreeMap<String, Vec<String>>,
}

/// A published sequence of `testdata/variants.toml`, by its OEIS number.
pub fn sequence(name: &str) -> Vec<u128> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/variants.toml");
    let text = std::fs::read_to_string(path).expect("testdata/variants.toml is readable");
    let file: VariantFile = toml::from_str(&text).expect("testdata/variants.toml parses");
    file.sequences[name]
        .iter()
        .map(|value| value.parse().expect("a count is a number"))
        .collect()
}
