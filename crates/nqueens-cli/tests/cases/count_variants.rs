//! `count` with the variant flags: the counts, what they refuse, and a
//! variant's checkpoint stopped and resumed.

use crate::harness::{EXIT_ERROR, EXIT_FAILURE, Test, first_stderr_line, json, path_arg};

/// The first two lines of a text count: the total and the classes.
fn counted(args: &[&str]) -> (String, String) {
    let mut all = vec!["count"];
    all.extend_from_slice(args);
    let stdout = Test::new().args(all).run().stdout;
    let mut lines = stdout.lines();
    let total = lines.next().expect("a total line").to_string();
    let unique = lines.next().expect("a unique line").to_string();
    assert!(
        lines.next().is_some_and(|l| l.starts_with("time: ")),
        "{stdout}"
    );
    (total, unique)
}

#[test]
fn each_variant_counts_as_the_literature_says() {
    assert_eq!(
        counted(&["13", "--torus"]),
        (
            "queens on the torus, n = 13: 4524".into(),
            "unique: 11".into()
        )
    );
    assert_eq!(
        counted(&["14", "--piece", "superqueen"]),
        ("superqueens, n = 14: 5180".into(), "unique: 653".into())
    );
    assert_eq!(
        counted(&["8", "--pawns", "1"]),
        ("queens and 1 pawn, n = 8: 128".into(), "unique: 16".into())
    );
    assert_eq!(
        counted(&["10", "--pawns", "2", "--threads", "2"]),
        (
            "queens and 2 pawns, n = 10: 1304".into(),
            "unique: 164".into()
        )
    );
    // The puzzle form: the pawn given, classes under what keeps it.
    assert_eq!(
        counted(&["8", "--pawns", "d5"]),
        (
            "queens and 1 pawn on d5, n = 8: 10".into(),
            "unique: 5".into()
        )
    );
    // A queen is the classic piece.
    assert_eq!(
        counted(&["8", "--piece", "queen"]),
        ("Q(8) = 92".into(), "unique: 12".into())
    );
}

#[test]
fn a_variant_count_in_json_names_the_variant() {
    let stdout = Test::new()
        .args(["count", "11", "--torus", "--format", "json"])
        .run()
        .stdout;
    let record = json(&stdout);
    assert_eq!(record["variant"], "torus");
    assert_eq!(record["total"], 88);
    assert_eq!(record["unique"], 2);
}

#[test]
fn no_solution_comes_with_its_reason() {
    // Pólya's theorem: no search at all.
    let run = Test::new()
        .args(["count", "12", "--torus"])
        .stdout("")
        .fails(EXIT_FAILURE, "divisible by 2 or 3");
    assert!(run.stderr.contains("Pólya"), "{}", run.stderr);
    // The search says none.
    let run = Test::new()
        .args(["count", "9", "--piece", "superqueen"])
        .status(EXIT_FAILURE)
        .run();
    assert!(
        run.stdout.starts_with("superqueens, n = 9: 0\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stderr.contains("superqueen solutions start at n = 10"),
        "{}",
        run.stderr
    );
}

#[test]
fn bad_variants_are_refused_in_one_line() {
    for (args, message) in [
        (
            &["8", "--torus", "--pawns", "1"][..],
            "choose one of --torus and --pawns",
        ),
        (
            &["8", "--torus", "--piece", "superqueen"],
            "choose one of --torus and --piece superqueen",
        ),
        (&["8", "--pawns", "a1"], "stands on the border"),
        (&["8", "--pawns", "d4,d5"], "side by side"),
        (&["8", "--pawns", "d4,d4"], "given twice"),
        (
            &["8", "--pawns", "19"],
            "19 pawns do not fit on the 8 x 8 board: at most 18",
        ),
        (
            &["8", "--pawns", "0"],
            "--pawns takes a number of pawns from 1",
        ),
        (&["8", "--pawns", "z9"], "z9"),
        (&["35", "--torus"], "up to 32"),
    ] {
        let mut all = vec!["count"];
        all.extend_from_slice(args);
        let run = Test::new().args(all).stdout("").fails(EXIT_ERROR, message);
        assert_eq!(run.stderr.lines().count(), 1, "{args:?}: {}", run.stderr);
    }
}

#[test]
fn a_variant_checkpoint_resumes_to_the_same_count() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pawns.json");
    let whole = Test::new()
        .args([
            "count",
            "9",
            "--pawns",
            "1",
            "--format",
            "json",
            "--checkpoint",
        ])
        .args([path_arg(&file)])
        .run()
        .stdout;
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("\"variant\":\"pawns:1\""), "{saved}");
    // Resumed: the file names the variant, so no flag is needed, and the
    // same flag is accepted.
    for extra in [&[][..], &["--pawns", "1"]] {
        let resumed = Test::new()
            .args(["count", "--format", "json", "--resume"])
            .args([path_arg(&file)])
            .args(extra.iter().copied())
            .run()
            .stdout;
        assert_eq!(json(&resumed)["total"], json(&whole)["total"]);
        assert_eq!(json(&resumed)["unique"], 52);
        assert_eq!(json(&resumed)["variant"], "pawns:1");
    }
    Test::new()
        .args(["count", "--resume"])
        .args([path_arg(&file)])
        .args(["--torus"])
        .fails(EXIT_ERROR, "counts pawns:1, not torus");
}

#[test]
fn a_variants_shards_merge_into_its_whole_count() {
    let dir = tempfile::tempdir().unwrap();
    // The published counts, and a count with the pawn given, whole.
    let d5 = json(
        &Test::new()
            .args(["count", "8", "--pawns", "d5", "--format", "json"])
            .run()
            .stdout,
    );
    let given = (
        d5["total"].as_u64().unwrap(),
        d5["unique"].as_u64().unwrap(),
    );
    for (args, (total, unique)) in [
        (&["13", "--torus"][..], (4524, 11)),
        (&["12", "--piece", "superqueen"], (156, 22)),
        (&["9", "--pawns", "1"], (396, 52)),
        (&["8", "--pawns", "d5"], given),
    ] {
        let shards = 3;
        let files: Vec<_> = (0..shards)
            .map(|index| {
                let stdout = Test::new()
                    .arg("count")
                    .args(args.iter().copied())
                    .args(["--format", "json", "--shard", &format!("{index}/{shards}")])
                    .stderr("")
                    .run()
                    .stdout;
                let record = json(&stdout);
                assert!(record["variant"].is_string(), "{stdout}");
                let path = dir.path().join(format!("{}-{index}.json", args.join("-")));
                std::fs::write(&path, stdout).unwrap();
                path
            })
            .collect();
        let merged = Test::new()
            .args(["merge", "--format", "json"])
            .args(files.iter().map(|path| path_arg(path)))
            .stderr("")
            .run()
            .stdout;
        let merged = json(&merged);
        assert_eq!(
            (merged["total"].as_u64(), merged["unique"].as_u64()),
            (Some(total), Some(unique)),
            "{args:?}"
        );
        // The shards of one variant do not merge with another's.
        let classic = Test::new()
            .args(["count", args[0], "--format", "json", "--shard", "0/3"])
            .run()
            .stdout;
        let other = dir.path().join("classic.json");
        std::fs::write(&other, classic).unwrap();
        Test::new()
            .args(["merge"])
            .args([path_arg(&files[0]), path_arg(&files[1]), path_arg(&other)])
            .fails(EXIT_ERROR, "split");
    }
    // In text, a variant's shard says what it counts, and that its sum is
    // not yet the classes.
    let stdout = Test::new()
        .args(["count", "13", "--torus", "--shard", "1/3"])
        .run()
        .stdout;
    assert!(
        stdout.starts_with("partial count of queens on the torus, n = 13: shard 1 of 3, "),
        "{stdout}"
    );
    assert!(
        stdout.contains("sum of the stabilizers' sizes in this shard"),
        "{stdout}"
    );
}

#[test]
fn a_variant_count_of_hours_is_warned_about_before_it_starts() {
    let warning = first_stderr_line(&["count", "29", "--torus"]);
    assert_eq!(
        warning,
        "nqueens: warning: counting queens on the torus at n = 29 would take hours at the speed \
         measured on two cores at smaller sizes\n"
    );
    // A quick one says nothing.
    Test::new()
        .args(["count", "13", "--torus"])
        .stderr("")
        .run();
}
