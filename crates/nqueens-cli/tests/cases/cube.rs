//! `nqueens cube`: the n² queens counted and shown layer by layer, every
//! solution listed, the linear construction, the most queens in a small
//! cube, and the sizes refused.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, json, snapshot, untimed};

fn cube(args: &[&str]) -> String {
    Test::new()
        .arg("cube")
        .args(args.iter().copied())
        .run()
        .stdout
}

/// Whether heights (rows y) put n² queens in the cube with no two on one
/// of the 13 lines, from the definition: two queens attack when their
/// steps along x, y and z are each 0 or the same size.
fn peaceful(heights: &[Vec<usize>]) -> bool {
    let n = heights.len();
    let queens: Vec<[i64; 3]> = (0..n)
        .flat_map(|y| (0..n).map(move |x| [x as i64, y as i64, 0]))
        .map(|[x, y, _]| [x, y, heights[y as usize][x as usize] as i64])
        .collect();
    queens.iter().enumerate().all(|(i, a)| {
        queens[i + 1..].iter().all(|b| {
            let d: Vec<i64> = (0..3)
                .map(|k| (a[k] - b[k]).abs())
                .filter(|&d| d != 0)
                .collect();
            !d.iter().all(|&step| step == d[0])
        })
    })
}

fn heights_of(line: &serde_json::Value) -> Vec<Vec<usize>> {
    serde_json::from_value(line["heights"].clone()).unwrap()
}

#[test]
fn the_11_cube_has_264_solutions_and_one_is_shown_layer_by_layer() {
    snapshot!("cube_11_board", untimed(&cube(&["11"])));
    let line = json(&cube(&["11", "--format", "json"]));
    assert_eq!(
        (line["total"].as_u64(), line["unique"].as_u64()),
        (Some(264), Some(6))
    );
    assert!(peaceful(&heights_of(&line)));
}

#[test]
fn all_lists_every_solution_once() {
    let text = cube(&["11", "--all", "--format", "json"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 265, "264 solutions and the counts");
    let mut seen = std::collections::BTreeSet::new();
    for line in &lines[..264] {
        let heights = heights_of(&json(line));
        assert!(peaceful(&heights));
        assert!(seen.insert(heights), "no solution twice");
    }
    assert_eq!(json(lines[264])["total"], 264);
}

#[test]
fn the_construction_applies_where_n_is_prime_to_210_and_claims_nothing_elsewhere() {
    for n in ["11", "13", "17", "19"] {
        let line = json(&cube(&[n, "--construct", "--format", "json"]));
        assert_eq!(line["construction"], "linear");
        assert!(peaceful(&heights_of(&line)), "n = {n}");
    }
    let text = Test::new()
        .args(["cube", "14", "--construct"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert!(text.starts_with("no linear solution"), "{text}");
    assert!(text.contains("is unknown (no search was run)"), "{text}");
    let text = untimed(&cube(&["13", "--construct", "--format", "list"]));
    assert!(text.starts_with("the linear construction (x, y, (3x + 5y) mod 13): 169 queens"));
}

#[test]
fn the_most_queens_of_small_cubes() {
    for (n, most) in [("3", 4), ("4", 7), ("5", 13)] {
        let line = json(&cube(&[n, "--most", "--format", "json"]));
        assert_eq!(line["most"], most, "n = {n}");
        assert_eq!(line["queens"].as_array().unwrap().len(), most);
    }
    let text = untimed(&cube(&["3", "--most"]));
    assert!(text.starts_with("the most queens in the 3 x 3 x 3 cube with no two attacking: 4 (a search proved that 5 do not fit)\n"), "{text}");
}

#[test]
fn sizes_past_the_searches_are_refused_with_what_is_known() {
    Test::new()
        .args(["cube", "17"])
        .fails(EXIT_ERROR, "--construct builds a solution at once");
    Test::new()
        .args(["cube", "16", "--count"])
        .fails(EXIT_ERROR, "whether it has a solution is unknown");
    Test::new()
        .args(["cube", "7", "--most"])
        .fails(EXIT_ERROR, "up to 6 x 6 x 6");
    Test::new().args(["cube", "0"]).fails(EXIT_ERROR, "0");
    Test::new()
        .args(["cube", "5000", "--construct"])
        .fails(EXIT_ERROR, "5000");
    let text = Test::new()
        .args(["cube", "8"])
        .status(EXIT_FAILURE)
        .run()
        .stdout;
    assert_eq!(
        untimed(&text),
        "64 queens in the 8 x 8 x 8 cube, no two attacking: 0 solutions\n\
         unique: 0 (up to the cube's 48 symmetries)\n"
    );
}
