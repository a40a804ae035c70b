//! Counts spread over a cluster: the job files `plan` writes, what `merge`
//! says to resubmit, and checkpoints and shard results that pass between
//! the builds of the counter (the AVX-512 one and the portable one), as
//! they do between the machines of a mixed cluster. The scripts run on a
//! real Slurm in `scripts/test-slurm`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::harness::{EXIT_ERROR, Test, json, nqueens, path_arg};

/// The files in `dir`, sorted.
fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A fresh directory whose name has a space and a quote in it, as the
/// scripts must cope with.
fn awkward_dir(parent: &Path) -> PathBuf {
    let dir = parent.join("count dir's");
    fs::create_dir(&dir).unwrap();
    dir
}

fn plan(dir: &Path, args: &[&str]) -> crate::harness::Run {
    Test::new()
        .arg("plan")
        .args(args.iter().copied())
        .arg("--out")
        .arg(path_arg(dir))
        .run()
}

#[test]
fn a_slurm_plan_fits_its_limit_and_resumes() {
    let temp = tempfile::tempdir().unwrap();
    let dir = awkward_dir(temp.path());
    let run = plan(
        &dir,
        &[
            "23",
            "--slurm",
            "--cpus-per-task",
            "32",
            "--time",
            "12:00:00",
        ],
    );
    assert!(
        run.stderr
            .starts_with("plan: Q(23) in one shard of its 4552 subproblems"),
        "{}",
        run.stderr
    );
    for line in ["each task: about ", "core-hours", "memory a task: about "] {
        assert!(run.stderr.contains(line), "{line}: {}", run.stderr);
    }
    assert!(run.stderr.ends_with("start it with: sh submit-23.sh\n"));
    assert_eq!(
        files_in(&dir),
        ["count-23.sh", "merge-23.sh", "submit-23.sh"]
    );
    let array = fs::read_to_string(dir.join("count-23.sh")).unwrap();
    let quoted = format!(
        "cd -- '{}/count dir'\\''s' || exit",
        temp.path().canonicalize().unwrap().display()
    );
    for line in [
        "#SBATCH --array=0-0",
        "#SBATCH --cpus-per-task=32",
        "#SBATCH --time=12:00:00",
        "#SBATCH --signal=INT@300",
        &quoted,
        "    set -- --resume \"$checkpoint\"",
        "    set -- 23 --shard \"$i/1\" --checkpoint \"$checkpoint\"",
        "set -- \"$@\" --threads 32 --save-every 300 --format json",
    ] {
        assert!(array.lines().any(|l| l == line), "{line:?} in {array}");
    }
    let submit = fs::read_to_string(dir.join("submit-23.sh")).unwrap();
    assert!(
        submit.contains("--dependency=afterok:\"$array\""),
        "{submit}"
    );
    let merge = fs::read_to_string(dir.join("merge-23.sh")).unwrap();
    assert!(
        merge.contains("nqueens merge --resubmit slurm part-23-*.json"),
        "{merge}"
    );

    // A shorter limit needs more shards: the fewest whose slowest task
    // fits half the time before the signal.
    let shorter = awkward_dir(&dir);
    let run = plan(
        &shorter,
        &["23", "--slurm", "--cpus-per-task", "4", "--time", "1:00:00"],
    );
    let shards: usize = run.stderr["plan: Q(23) in ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((4..=4552).contains(&shards), "{}", run.stderr);
    let array = fs::read_to_string(shorter.join("count-23.sh")).unwrap();
    assert!(array.contains(&format!("#SBATCH --array=0-{}\n", shards - 1)));
    assert!(!run.stderr.contains("warning"), "{}", run.stderr);
}

#[test]
fn an_array_past_slurm_s_default_size_is_warned_of() {
    let temp = tempfile::tempdir().unwrap();
    let run = plan(
        temp.path(),
        &[
            "27",
            "--slurm",
            "--cpus-per-task",
            "64",
            "--time",
            "2-00:00:00",
        ],
    );
    assert!(
        run.stderr
            .contains("tasks are more than the 1001 of Slurm's default MaxArraySize"),
        "{}",
        run.stderr
    );
    let array = fs::read_to_string(temp.path().join("count-27.sh")).unwrap();
    assert!(array.contains("#SBATCH --time=2-00:00:00\n"), "{array}");
}

#[cfg(unix)]
#[test]
fn the_scripts_are_valid_shell() {
    let temp = tempfile::tempdir().unwrap();
    let dir = awkward_dir(temp.path());
    plan(&dir, &["20", "--slurm", "--shards", "2", "--time", "1"]);
    plan(&dir, &["20", "--parallel", "--time", "1"]);
    for name in files_in(&dir) {
        let checked = Command::new("sh")
            .arg("-n")
            .arg(dir.join(&name))
            .status()
            .unwrap();
        assert!(checked.success(), "{name}");
    }
}

#[test]
fn kubernetes_manifests_pass_the_strict_schema() {
    let temp = tempfile::tempdir().unwrap();
    let dir = awkward_dir(temp.path());
    plan(
        &dir,
        &[
            "21",
            "--kubernetes",
            "--cpus-per-task",
            "8",
            "--time",
            "2:00:00",
        ],
    );
    assert_eq!(files_in(&dir), ["nqueens-21-merge.yaml", "nqueens-21.yaml"]);
    let job = fs::read_to_string(dir.join("nqueens-21.yaml")).unwrap();
    for line in [
        "kind: PersistentVolumeClaim",
        "  completionMode: Indexed",
        "      activeDeadlineSeconds: 7200",
        "      terminationGracePeriodSeconds: 300",
    ] {
        assert!(job.lines().any(|l| l == line), "{line:?} in {job}");
    }
    let validated = Command::new("kubernetes-validate")
        .arg("--strict")
        .arg(dir.join("nqueens-21.yaml"))
        .arg(dir.join("nqueens-21-merge.yaml"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap_or_else(|err| {
            panic!(
                "kubernetes-validate cannot be run ({err}): install it with \
                 pip install kubernetes-validate"
            )
        });
    let said = String::from_utf8_lossy(&validated.stdout).into_owned()
        + &String::from_utf8_lossy(&validated.stderr);
    assert!(validated.status.success(), "{said}");
    assert_eq!(said.matches(" passed for resource ").count(), 3, "{said}");
}

#[test]
fn bad_plans_are_one_line_and_write_nothing() {
    let temp = tempfile::tempdir().unwrap();
    let dir = awkward_dir(temp.path());
    let refused = |args: &[&str], message: &str| {
        Test::new()
            .arg("plan")
            .args(args.iter().copied())
            .arg("--out")
            .arg(path_arg(&dir))
            .fails(EXIT_ERROR, message);
        assert_eq!(files_in(&dir), Vec::<String>::new(), "{args:?}");
    };
    refused(
        &["12", "--slurm"],
        "there is no estimate of the count of n = 12: plans start at n = 19",
    );
    refused(
        &["20", "--slurm", "--time", "0:00:30"],
        "--time 0:00:30 is shorter than a minute",
    );
    refused(&["20", "--slurm", "--time", "noon"], "not \"noon\"");
    refused(
        &["20", "--slurm", "--margin", "0.5"],
        "--margin takes a number from 1",
    );
    refused(
        &["19", "--slurm", "--shards", "5000"],
        "--shards 5000 is more shards than the count's 4126 subproblems",
    );
    refused(
        &["25", "--slurm", "--time", "1"],
        "the limit 0:01:00 is too short: the largest subproblem alone is estimated at ",
    );
    refused(&["20", "--pbs"], "unexpected argument '--pbs'");
    refused(&["20"], "required");
    refused(&["20", "--slurm", "--kubernetes"], "cannot be used with");
}

/// Counts every shard of n = 14 in 4 into `dir`; gives the files.
fn shards_of_14(dir: &Path) -> Vec<PathBuf> {
    (0..4)
        .map(|index| {
            let stdout = Test::new()
                .args(["count", "14", "--format", "json", "--shard"])
                .arg(format!("{index}/4"))
                .run()
                .stdout;
            let path = dir.join(format!("part-14-{index}.json"));
            fs::write(&path, stdout).unwrap();
            path
        })
        .collect()
}

#[test]
fn merge_names_the_shards_to_resubmit() {
    let dir = tempfile::tempdir().unwrap();
    let parts = shards_of_14(dir.path());
    let present = [path_arg(&parts[0]), path_arg(&parts[2])];
    for (form, command) in [
        ("slurm", "sh submit-14.sh 1,3"),
        ("parallel", "sh count-14-parallel.sh 1 3"),
        (
            "kubernetes",
            "kubectl delete job nqueens-14 && kubectl apply -f nqueens-14.yaml",
        ),
    ] {
        Test::new()
            .args(["merge", "--resubmit", form])
            .args(present.iter().cloned())
            .fails(
                EXIT_ERROR,
                &format!("shards 1 and 3 of 4 are missing; count them again with: {command}\n"),
            );
        let run = Test::new()
            .args(["merge", "--format", "json", "--resubmit", form])
            .args(present.iter().cloned())
            .status(EXIT_ERROR)
            .run();
        let told = json(&run.stdout);
        assert_eq!(told["missing"], serde_json::json!([1, 3]));
        assert_eq!(told["shards"], 4);
        assert_eq!(told["resubmit"], command);
    }
    // Without a scheduler, the list alone.
    let run = Test::new()
        .args(["merge", "--format", "json"])
        .arg(path_arg(&parts[1]))
        .status(EXIT_ERROR)
        .run();
    assert_eq!(
        run.stdout,
        "{\"n\": 14, \"shards\": 4, \"missing\": [0, 2, 3]}\n"
    );
    // Every shard there: the count.
    Test::new()
        .arg("merge")
        .args(parts.iter().map(|path| path_arg(path)))
        .run();
}

#[test]
fn an_unknown_build_is_refused() {
    Test::new()
        .args(["count", "8"])
        .env("NQUEENS_BUILDS", "avx9000")
        .fails(
            EXIT_ERROR,
            "NQUEENS_BUILDS is \"avx9000\"; it takes portable or fastest",
        );
}

/// Starts `count 17` on one thread with a checkpoint in `path` under
/// `builds`, and stops it with SIGINT once a few subproblems are saved.
#[cfg(unix)]
fn interrupted_count(path: &Path, builds: &str) {
    let child = nqueens()
        .args([
            "count",
            "17",
            "--threads",
            "1",
            "--save-every",
            "0.05",
            "--checkpoint",
        ])
        .arg(path)
        .env("NQUEENS_BUILDS", builds)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let output = crate::harness::interrupt_once_saved(child, path);
    assert_eq!(output.status.code(), Some(130));
}

/// Whether this machine has a faster build than the portable one to cross
/// with; without it both runs take the same path, and the test says so.
fn has_fast_build() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512vpopcntdq")
            || std::arch::is_x86_feature_detected!("bmi2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

#[cfg(unix)]
#[test]
fn checkpoints_and_shards_cross_between_the_builds() {
    if !has_fast_build() {
        eprintln!("no AVX-512 or BMI2 here: both builds are the portable one");
    }
    let dir = tempfile::tempdir().unwrap();
    let known = serde_json::json!([95_815_104u64, 11_977_939u64]);
    for (first, then) in [("portable", "fastest"), ("fastest", "portable")] {
        let path = dir.path().join(format!("count-17-{first}.json"));
        interrupted_count(&path, first);
        let stdout = Test::new()
            .args(["count", "--format", "json", "--resume"])
            .arg(path_arg(&path))
            .env("NQUEENS_BUILDS", then)
            .stderr("")
            .run()
            .stdout;
        let record = json(&stdout);
        assert_eq!(
            serde_json::json!([record["total"], record["unique"]]),
            known,
            "written by {first}, resumed by {then}"
        );
    }
    // Shards counted by either build merge into the whole, both ways round
    // (on the board below: the same split, at an eighth of the time).
    let known = serde_json::json!([14_772_512u64, 1_846_955u64]);
    let shard = |index: usize, builds: &str| {
        let stdout = Test::new()
            .args(["count", "16", "--format", "json", "--shard"])
            .arg(format!("{index}/2"))
            .env("NQUEENS_BUILDS", builds)
            .run()
            .stdout;
        let path = dir.path().join(format!("part-{index}-{builds}.json"));
        fs::write(&path, stdout).unwrap();
        path_arg(&path)
    };
    let (portable, fastest) = (
        [shard(0, "portable"), shard(1, "portable")],
        [shard(0, "fastest"), shard(1, "fastest")],
    );
    for pair in [[&portable[0], &fastest[1]], [&fastest[0], &portable[1]]] {
        let stdout = Test::new()
            .args(["merge", "--format", "json"])
            .args(pair.iter().map(|path| path.to_string()))
            .run()
            .stdout;
        let record = json(&stdout);
        assert_eq!(
            serde_json::json!([record["total"], record["unique"]]),
            known
        );
    }
    // The same shard, byte for byte but for the time and its checksum.
    let fields = |path: &str| {
        let mut record = json(&fs::read_to_string(path).unwrap());
        let object = record.as_object_mut().unwrap();
        object.remove("seconds");
        object.remove("checksum");
        record
    };
    assert_eq!(fields(&portable[0]), fields(&fastest[0]));
}
