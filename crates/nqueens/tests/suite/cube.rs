//! Queens in the cube: the n²-queens search against a definition-level
//! backtracking and the literature's counts, every streamed solution
//! against a pairwise test of the 13 directions, the linear construction
//! on every side up to 1,000, Burnside's lemma for the classes, the most
//! queens against brute force and OEIS A068940, and the refusals.

use std::collections::BTreeSet;
use std::ops::ControlFlow;

use nqueens::ErrorKind;
use nqueens::cube::{
    Cell, Cube, CubeSolution, CubeSymmetry, Defect, Direction, MAX_COUNT_SIDE, MAX_MOST_SIDE,
    MAX_SIDE,
};
use proptest::prelude::*;

use crate::reference::sequence;

/// Whether two queens attack each other, from the definition: distinct,
/// and every coordinate differs by 0 or by one common amount.
fn attack(a: Cell, b: Cell) -> bool {
    let d = [a.x.abs_diff(b.x), a.y.abs_diff(b.y), a.z.abs_diff(b.z)];
    let m = *d.iter().max().unwrap();
    m > 0 && d.iter().all(|&k| k == 0 || k == m)
}

/// Whether `a` to `b` is a step along `direction`, either way.
fn along(a: Cell, b: Cell, direction: Direction) -> bool {
    let delta = [
        b.x as i64 - a.x as i64,
        b.y as i64 - a.y as i64,
        b.z as i64 - a.z as i64,
    ];
    let step = [direction.dx, direction.dy, direction.dz].map(i64::from);
    (1..=a.x.max(a.y).max(a.z).max(b.x).max(b.y).max(b.z) as i64).any(|t| {
        (0..3).all(|i| delta[i] == t * step[i]) || (0..3).all(|i| delta[i] == -t * step[i])
    })
}

fn no_two_attack(queens: &[Cell]) -> bool {
    queens
        .iter()
        .enumerate()
        .all(|(i, &a)| queens[i + 1..].iter().all(|&b| !attack(a, b)))
}

/// The n²-queens solutions by a backtracking written from the problem's
/// statement: n² queens, each tested against every queen before it. Only
/// the fact that a solution has one queen per vertical line is used.
fn oracle_solutions(n: usize) -> Vec<Vec<Cell>> {
    fn grow(n: usize, queens: &mut Vec<Cell>, found: &mut Vec<Vec<Cell>>) {
        let k = queens.len();
        if k == n * n {
            found.push(queens.clone());
            return;
        }
        for z in 0..n {
            let cell = Cell::new(k % n, k / n, z);
            if queens.iter().all(|&q| !attack(q, cell)) {
                queens.push(cell);
                grow(n, queens, found);
                queens.pop();
            }
        }
    }
    let mut found = Vec::new();
    grow(n, &mut Vec::new(), &mut found);
    found
}

fn streamed(n: usize) -> Vec<CubeSolution> {
    let mut all = Vec::new();
    Cube::new(n)
        .unwrap()
        .for_each_solution(|s| {
            all.push(s.clone());
            ControlFlow::Continue(())
        })
        .unwrap();
    all
}

#[test]
fn the_search_matches_the_definition_up_to_7() {
    for n in 1..=7 {
        let oracle = oracle_solutions(n);
        let cube = Cube::new(n).unwrap();
        assert_eq!(cube.count().unwrap(), oracle.len() as u128, "n = {n}");
        let mut found: Vec<Vec<Cell>> = streamed(n).iter().map(|s| s.queens()).collect();
        found.sort();
        assert_eq!(found, oracle, "n = {n}");
    }
}

#[test]
fn counts_match_the_literature_up_to_11() {
    let known = sequence("cube_full");
    for n in 1..=11 {
        let cube = Cube::new(n).unwrap();
        assert_eq!(cube.count().unwrap(), known[n - 1], "n = {n}");
    }
}

#[test]
fn counts_of_12_and_13_match_the_literature() {
    let known = sequence("cube_full");
    for n in 12..=13 {
        assert_eq!(
            Cube::new(n).unwrap().count().unwrap(),
            known[n - 1],
            "n = {n}"
        );
    }
}

/// The times and the classes past the published table.
#[test]
#[ignore = "minutes: sides 11 to 15, timed"]
fn counts_up_to_the_largest_side_timed() {
    for n in 11..=MAX_COUNT_SIDE {
        let start = std::time::Instant::now();
        let counts = Cube::new(n).unwrap().count_with_unique().unwrap();
        eprintln!("n = {n}: {counts:?} in {:?}", start.elapsed());
    }
}

/// The streamed solutions of side 11: all distinct, as many as the count, each passing the pairwise test, each a Latin
/// square of n-queens layers.
#[test]
fn every_streamed_solution_passes_the_pairwise_test() {
    let n = 11;
    let all = streamed(n);
    assert_eq!(all.len() as u128, Cube::new(n).unwrap().count().unwrap());
    let distinct: BTreeSet<&CubeSolution> = all.iter().collect();
    assert_eq!(distinct.len(), all.len());
    for solution in &all {
        let queens = solution.queens();
        assert_eq!(queens.len(), n * n);
        assert!(no_two_attack(&queens));
        assert_eq!(solution.side(), n);
        let square = solution.latin_square();
        for (i, row) in square.iter().enumerate() {
            let row: BTreeSet<usize> = row.iter().copied().collect();
            let column: BTreeSet<usize> = (0..n).map(|y| square[y][i]).collect();
            assert_eq!((row.len(), column.len()), (n, n));
            assert!(nqueens::is_solution(&solution.layer(i)), "layer {i}");
        }
        assert!(queens.iter().all(|q| solution.height(q.x, q.y) == q.z));
    }
}

#[test]
fn find_gives_the_first_solution_or_none() {
    assert_eq!(Cube::new(10).unwrap().find().unwrap(), None);
    let first = Cube::new(11).unwrap().find().unwrap().unwrap();
    assert_eq!(first, streamed(11)[0]);
}

/// Burnside's lemma: the stabilizers' sizes sum to 48 times the number of
/// classes, counted here by canonical forms and orbits.
#[test]
fn unique_counts_obey_burnside() {
    for n in [1, 11] {
        let mut all = streamed(n);
        all.sort();
        let classes: BTreeSet<CubeSolution> = all.iter().map(|s| s.canonical()).collect();
        let fixed: usize = all.iter().map(|s| s.stabilizer()).sum();
        assert_eq!(fixed, 48 * classes.len(), "n = {n}");
        for class in &classes {
            let orbit: BTreeSet<CubeSolution> = CubeSymmetry::all()
                .into_iter()
                .map(|g| class.transformed(g))
                .collect();
            assert_eq!(orbit.len() * class.stabilizer(), 48);
            assert!(orbit.iter().all(|s| all.binary_search(s).is_ok()), "closed");
        }
        let counts = Cube::new(n).unwrap().count_with_unique().unwrap();
        assert_eq!(counts.total, all.len() as u128);
        assert_eq!(counts.unique, classes.len() as u128, "n = {n}");
    }
}

#[test]
fn the_48_symmetries_are_distinct_permutations_of_the_cube() {
    let n = 3;
    let images: BTreeSet<Vec<Cell>> = CubeSymmetry::all()
        .into_iter()
        .map(|g| {
            (0..27)
                .map(|i| g.apply(n, Cell::from_index(n, i)))
                .collect()
        })
        .collect();
    assert_eq!(images.len(), 48);
    for image in &images {
        let cells: BTreeSet<usize> = image.iter().map(|c| c.index(n)).collect();
        assert_eq!(cells.len(), 27);
        // Lines go to lines.
        for a in 0..27 {
            for b in 0..27 {
                let (ca, cb) = (Cell::from_index(n, a), Cell::from_index(n, b));
                assert_eq!(attack(ca, cb), attack(image[a], image[b]));
            }
        }
    }
}

#[test]
fn the_construction_solves_every_side_prime_to_210_up_to_1000() {
    for n in 1..=1000usize {
        let cube = Cube::new(n).unwrap();
        let prime_to_210 = [2, 3, 5, 7].iter().all(|p| n % p != 0);
        match cube.construct() {
            Some(solution) => {
                assert!(prime_to_210, "n = {n}");
                if n > 1 {
                    assert_eq!(solution.height(1, 1), 8 % n);
                }
                assert_eq!(cube.check(&solution.queens()), Ok(()), "n = {n}");
            }
            None => assert!(!prime_to_210, "n = {n}"),
        }
    }
}

#[test]
fn the_linear_formula_fails_where_210_and_n_share_a_factor() {
    for n in (2..=70usize).filter(|n| [2, 3, 5, 7].iter().any(|p| n % p == 0)) {
        let queens: Vec<Cell> = (0..n * n)
            .map(|i| Cell::new(i % n, i / n, (3 * (i % n) + 5 * (i / n)) % n))
            .collect();
        match Cube::new(n).unwrap().check(&queens) {
            Err(Defect::Attack {
                first,
                second,
                direction,
            }) => {
                assert!(attack(first, second) && along(first, second, direction));
            }
            other => panic!("n = {n}: {other:?}"),
        }
    }
}

#[test]
fn the_13_directions_are_3_rook_lines_6_face_and_4_space_diagonals() {
    use nqueens::cube::LineKind;
    let distinct: BTreeSet<[i8; 3]> = Direction::ALL.iter().map(|d| [d.dx, d.dy, d.dz]).collect();
    assert_eq!(distinct.len(), 13);
    assert!(
        distinct
            .iter()
            .all(|d| d.iter().find(|&&s| s != 0) == Some(&1))
    );
    let of = |kind| Direction::ALL.iter().filter(|d| d.kind() == kind).count();
    assert_eq!(
        [
            of(LineKind::Rook),
            of(LineKind::FaceDiagonal),
            of(LineKind::SpaceDiagonal)
        ],
        [3, 6, 4]
    );
}

#[test]
fn check_names_what_is_wrong() {
    let cube = Cube::new(4).unwrap();
    let c = Cell::new;
    assert_eq!(
        cube.check(&[c(0, 0, 4)]),
        Err(Defect::OffCube { queen: c(0, 0, 4) })
    );
    assert_eq!(
        cube.check(&[c(1, 2, 3), c(1, 2, 3)]),
        Err(Defect::Repeated { queen: c(1, 2, 3) })
    );
    assert_eq!(
        cube.check(&[c(1, 2, 3), c(0, 0, 0), c(1, 2, 0)]),
        Err(Defect::Attack {
            first: c(1, 2, 3),
            second: c(1, 2, 0),
            direction: Direction::VERTICAL
        })
    );
    assert_eq!(
        cube.check(&[c(3, 0, 0), c(0, 3, 3)]),
        Err(Defect::Attack {
            first: c(3, 0, 0),
            second: c(0, 3, 3),
            direction: Direction {
                dx: 1,
                dy: -1,
                dz: -1
            }
        })
    );
    assert_eq!(
        cube.check(&[]),
        Err(Defect::EmptyLine {
            x: 0,
            y: 0,
            queens: 0
        })
    );
    assert_eq!(
        Cube::new(1).unwrap().check(&[c(0, 0, 0)]),
        Ok(()),
        "one queen fills the unit cube"
    );
}

#[test]
fn solution_from_heights_checks_them() {
    let cube = Cube::new(11).unwrap();
    let built = cube.construct().unwrap();
    assert_eq!(cube.solution(built.heights().to_vec()), Ok(built.clone()));
    let mut short = built.heights().to_vec();
    short.pop();
    assert_eq!(
        cube.solution(short),
        Err(Defect::EmptyLine {
            x: 10,
            y: 10,
            queens: 120
        })
    );
    let mut long = built.heights().to_vec();
    long.push(0);
    assert!(matches!(cube.solution(long), Err(Defect::OffCube { .. })));
}

proptest! {
    #[test]
    fn check_agrees_with_the_pairwise_test(set in proptest::collection::btree_set((0usize..4, 0usize..4, 0usize..4), 0..20)) {
        let n = 4;
        let queens: Vec<Cell> = set.into_iter().map(|(x, y, z)| Cell::new(x, y, z)).collect();
        let cube = Cube::new(n).unwrap();
        let verdict = cube.check(&queens);
        if no_two_attack(&queens) {
            let full = queens.len() == n * n;
            prop_assert_eq!(verdict.is_ok(), full);
            if let Err(Defect::EmptyLine { x, y, queens: count }) = verdict {
                prop_assert_eq!(count, queens.len());
                prop_assert!(queens.iter().all(|q| (q.x, q.y) != (x, y)));
                // Every line before it, in the order of y then x, holds one.
                for before in 0..y * n + x {
                    prop_assert!(queens.iter().any(|q| q.y * n + q.x == before));
                }
            }
        } else {
            match verdict {
                Err(Defect::Attack { first, second, direction }) => {
                    prop_assert!(queens.contains(&first) && queens.contains(&second));
                    prop_assert!(attack(first, second) && along(first, second, direction));
                    prop_assert_eq!(cube.attacking_pair(&queens).is_some(), true);
                }
                other => prop_assert!(false, "{:?}", other),
            }
        }
    }
}

/// The most queens by brute force: every independent set grown cell by
/// cell in increasing order, with the pairwise test.
fn oracle_most(n: usize) -> usize {
    fn grow(cells: &[Cell], from: usize, set: &mut Vec<Cell>, best: &mut usize) {
        *best = (*best).max(set.len());
        for i in from..cells.len() {
            if set.iter().all(|&q| !attack(q, cells[i])) {
                set.push(cells[i]);
                grow(cells, i + 1, set, best);
                set.pop();
            }
        }
    }
    let cells: Vec<Cell> = (0..n * n * n).map(|i| Cell::from_index(n, i)).collect();
    let mut best = 0;
    grow(&cells, 0, &mut Vec::new(), &mut best);
    best
}

fn most_is_independent_of_size(n: usize, size: usize) {
    let cube = Cube::new(n).unwrap();
    let most = cube.most_queens().unwrap();
    assert_eq!(most.count, size, "n = {n}");
    assert_eq!(most.queens.len(), size);
    assert!(no_two_attack(&most.queens), "n = {n}");
    assert!(most.queens.iter().all(|q| q.x < n && q.y < n && q.z < n));
    assert!(
        most.queens
            .windows(2)
            .all(|w| w[0].index(n) < w[1].index(n))
    );
}

#[test]
fn the_most_queens_match_brute_force_up_to_3() {
    for n in 1..=3 {
        most_is_independent_of_size(n, oracle_most(n));
    }
}

#[test]
fn the_most_queens_match_a068940_up_to_5() {
    let known = sequence("A068940");
    for n in 1..=5 {
        most_is_independent_of_size(n, known[n - 1] as usize);
    }
}

#[test]
#[ignore = "a second: the exact search at side 6"]
fn the_most_queens_match_a068940_at_6() {
    let known = sequence("A068940");
    for n in 6..=MAX_MOST_SIDE {
        let start = std::time::Instant::now();
        most_is_independent_of_size(n, known[n - 1] as usize);
        eprintln!("most queens, n = {n}: {:?}", start.elapsed());
    }
}

#[test]
fn bad_sides_are_refused() {
    assert_eq!(Cube::new(0).unwrap_err().kind(), &ErrorKind::EmptyBoard);
    assert!(matches!(
        Cube::new(MAX_SIDE + 1).unwrap_err().kind(),
        ErrorKind::TooLarge { .. }
    ));
    let past = Cube::new(MAX_COUNT_SIDE + 1).unwrap();
    for error in [
        past.count().unwrap_err(),
        past.count_with_unique().unwrap_err(),
        past.find().unwrap_err(),
        past.for_each_solution(|_| ControlFlow::Continue(()))
            .unwrap_err(),
    ] {
        assert!(matches!(
            error.kind(),
            ErrorKind::TooLarge {
                max: MAX_COUNT_SIDE,
                ..
            }
        ));
    }
    let past = Cube::new(MAX_MOST_SIDE + 1).unwrap();
    assert!(matches!(
        past.most_queens().unwrap_err().kind(),
        ErrorKind::TooLarge {
            max: MAX_MOST_SIDE,
            ..
        }
    ));
    // The largest cube is built lazily; its construction is n² heights.
    let largest = Cube::new(MAX_SIDE).unwrap();
    assert_eq!(largest.construct(), None, "4096 is even");
}

/// The fast search against the library's generic constraint core, where
/// the core is cheap; and the core's check against the cube's on the
/// solutions of the 11-cube.
#[test]
fn the_generic_model_agrees_with_the_fast_search() {
    for n in 1..=8 {
        let cube = Cube::new(n).unwrap();
        let model = cube.model().unwrap();
        assert_eq!(model.symmetries().len(), if n == 1 { 1 } else { 48 });
        let counts = model.count_with_unique();
        let fast = cube.count_with_unique().unwrap();
        assert_eq!(
            (counts.total, counts.unique),
            (fast.total, fast.unique),
            "n = {n}"
        );
    }
    let cube = Cube::new(11).unwrap();
    let model = cube.model().unwrap();
    let solution = cube.find().unwrap().unwrap();
    let cells: Vec<usize> = {
        let mut cells: Vec<usize> = solution.queens().iter().map(|c| c.index(11)).collect();
        cells.sort_unstable();
        cells
    };
    assert_eq!(model.check(&cells), Ok(()));
    // Move one queen up a layer: both checks object.
    let mut moved = solution.queens();
    moved[0].z = (moved[0].z + 1) % 11;
    assert!(cube.check(&moved).is_err());
    let mut cells: Vec<usize> = moved.iter().map(|c| c.index(11)).collect();
    cells.sort_unstable();
    assert!(model.check(&cells).is_err());
    assert!(Cube::new(17).unwrap().model().is_err());
}
