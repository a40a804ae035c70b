//! `nqueens compare`: every method's solutions against the published
//! counts, the nodes of the methods against each other and against what
//! brute force must visit, the machine formats as snapshots with the times
//! taken out, the chart read back as XML, and the errors.

use std::collections::BTreeMap;
use std::fs;

use resvg::usvg::roxmltree::Document;
use serde_json::Value;

use crate::harness::{EXIT_ERROR, Test, snapshot};

/// Q(n) from OEIS A000170, as the test suites keep it.
fn published_totals() -> BTreeMap<usize, u64> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../testdata/counts.toml");
    let text = fs::read_to_string(path).expect("the reference counts");
    let mut totals = BTreeMap::new();
    let mut n = None;
    for line in text.lines() {
        if let Some(value) = line.strip_prefix("n = ") {
            n = Some(value.trim().parse().expect("a board size"));
        } else if let Some(value) = line.strip_prefix("total = ") {
            let total = value.trim().trim_matches('"');
            // Counts past u64 are of boards far beyond what compare takes.
            if let (Some(n), Ok(total)) = (n.take(), total.parse()) {
                totals.insert(n, total);
            }
        }
    }
    totals
}

/// The JSON lines of a run, by (n, method).
fn json_records(args: &[&str]) -> Vec<Value> {
    let stdout = Test::new()
        .arg("compare")
        .args(args.iter().copied())
        .args(["--format", "json"])
        .stderr("")
        .run()
        .stdout;
    stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|err| panic!("{err}: {line}")))
        .collect()
}

fn field(record: &Value, name: &str) -> u64 {
    record[name]
        .as_u64()
        .unwrap_or_else(|| panic!("{name} in {record}"))
}

/// Every method's row for one n, by name.
fn by_method(records: &[Value], n: u64) -> BTreeMap<String, Value> {
    records
        .iter()
        .filter(|record| record["n"] == n)
        .map(|record| {
            (
                record["method"].as_str().unwrap().to_string(),
                record.clone(),
            )
        })
        .collect()
}

/// Nodes of brute force: the odometer sets every prefix of every
/// sequence, n + n^2 + ... + n^n columns.
fn odometer_nodes(n: u64) -> u64 {
    (1..=n).map(|k| n.pow(k as u32)).sum()
}

#[test]
fn every_method_finds_the_published_counts_and_the_nodes_relate() {
    let totals = published_totals();
    let records = json_records(&["10", "--runs", "1"]);
    let ladder = [
        "brute",
        "pairwise",
        "marks",
        "stack",
        "bitmask",
        "symmetric",
    ];
    // A line per n and method, n by n, each n in the order of the ladder.
    let order: Vec<(u64, &str)> = records
        .iter()
        .map(|record| (field(record, "n"), record["method"].as_str().unwrap()))
        .collect();
    let expected: Vec<(u64, &str)> = (4..=10)
        .flat_map(|n| ladder.iter().map(move |&method| (n, method)))
        .collect();
    assert_eq!(order, expected);

    for n in 4..=10_u64 {
        let row = by_method(&records, n);
        for (method, record) in &row {
            if record.get("skipped").is_some() {
                continue;
            }
            assert_eq!(
                field(record, "solutions"),
                totals[&(n as usize)],
                "{method} at n = {n}"
            );
            assert_eq!(field(record, "runs"), 1, "{record}");
            assert!(record["seconds"].as_f64().unwrap() >= 0.0, "{record}");
        }
        // Pairwise, marks, stack and bitmask walk the same tree: each
        // places a queen on every square that no queen above attacks.
        let tree = field(&row["marks"], "nodes");
        for method in ["pairwise", "stack", "bitmask"] {
            assert_eq!(field(&row[method], "nodes"), tree, "{method} at n = {n}");
        }
        // The symmetric counter leaves out boards that cannot be the
        // smallest of their class.
        assert!(field(&row["symmetric"], "nodes") < tree, "n = {n}");
        if n <= 8 {
            let brute = field(&row["brute"], "nodes");
            assert_eq!(brute, odometer_nodes(n), "n = {n}");
            assert!(brute > tree, "n = {n}");
        } else {
            assert_eq!(
                row["brute"]["skipped"], "above n = 8 (n^n sequences)",
                "n = {n}"
            );
        }
    }
}

/// Each `seconds` value replaced, as times differ from run to run; the
/// rest of each line as printed.
fn redact_seconds_json(text: &str) -> String {
    let key = "\"seconds\": ";
    text.lines()
        .map(|line| match line.find(key) {
            Some(at) => {
                let start = at + key.len();
                let end = start + line[start..].find([',', '}']).expect("the field ends");
                format!("{}[seconds]{}\n", &line[..start], &line[end..])
            }
            None => format!("{line}\n"),
        })
        .collect()
}

fn redact_seconds_csv(text: &str) -> String {
    let mut lines = text.lines();
    let header = lines.next().expect("a header");
    let seconds = header
        .split(',')
        .position(|name| name == "seconds")
        .unwrap();
    let mut redacted = format!("{header}\n");
    for line in lines {
        let mut fields: Vec<&str> = line.split(',').collect();
        if !fields[seconds].is_empty() {
            fields[seconds] = "[seconds]";
        }
        redacted.push_str(&fields.join(","));
        redacted.push('\n');
    }
    redacted
}

#[test]
fn csv_and_json_snapshots() {
    // Not the symmetric counter, whose nodes follow the rules of its
    // search: they are checked against the others' instead.
    let methods = ["--methods", "bitmask,brute,pairwise"];
    // Brute force measured, then skipped.
    let csv = Test::new()
        .args([
            "compare", "7", "--from", "6", "--runs", "2", "--format", "csv",
        ])
        .args(methods)
        .stderr("")
        .run()
        .stdout;
    snapshot!("compare_7_csv", redact_seconds_csv(&csv));
    let json = Test::new()
        .args([
            "compare", "10", "--from", "9", "--runs", "2", "--format", "json",
        ])
        .args(methods)
        .stderr("")
        .run()
        .stdout;
    snapshot!("compare_10_json", redact_seconds_json(&json));
}

/// The table with every duration replaced. The
/// nodes table stays as printed; the columns of times shrink to single
/// spaces, since their widths follow the times.
fn redact_table(text: &str) -> String {
    let (nodes, rest) = text.split_once("\n\n").expect("two tables");
    let mut redacted = vec![nodes.to_string(), String::new()];
    for line in rest.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut cells = Vec::new();
        let mut i = 0;
        while i < words.len() {
            if i + 1 < words.len()
                && ["µs", "ms", "s"].contains(&words[i + 1])
                && words[i].parse::<f64>().is_ok()
            {
                cells.push("[time]");
                i += 2;
            } else {
                cells.push(words[i]);
                i += 1;
            }
        }
        redacted.push(cells.join(" "));
    }
    redacted.join("\n")
}

#[test]
fn table_has_nodes_then_times_and_notes_on_what_was_skipped() {
    let stdout = Test::new()
        .args(["compare", "13", "--from", "8", "--runs", "1"])
        .args(["--methods", "brute,marks,bitmask"])
        .stderr("")
        .run()
        .stdout;
    snapshot!("compare_13_table", redact_table(&stdout));
    // Every line of a table has its cells under their headers.
    for block in stdout.split("\n\n").take(2) {
        let lines: Vec<&str> = block.lines().skip(1).collect();
        let width = lines[0].chars().count();
        for line in &lines {
            assert_eq!(line.chars().count(), width, "{line:?} in\n{block}");
        }
    }
    assert!(stdout.lines().all(|line| line.chars().count() <= 100));
}

#[test]
fn a_whole_ladder_fits_in_a_hundred_columns() {
    let stdout = Test::new()
        .args(["compare", "13", "--from", "12", "--runs", "1"])
        .stderr("")
        .run()
        .stdout;
    for line in stdout.lines() {
        assert!(line.chars().count() <= 100, "{line}");
    }
}

#[test]
fn vietnamese_table() {
    let stdout = Test::new()
        .args(["compare", "5", "--runs", "1", "--lang", "vi"])
        .args(["--methods", "marks,symmetric"])
        .stderr("")
        .run()
        .stdout;
    assert!(
        stdout.starts_with("Số nút (số quân hậu đã đặt)\n"),
        "{stdout}"
    );
    assert!(stdout.contains("lời giải"), "{stdout}");
    assert!(stdout.contains("chạy một lần"), "{stdout}");
    assert!(
        stdout.contains("\nsymmetric: đo thời gian trên "),
        "{stdout}"
    );
}

#[test]
fn runs_are_as_many_as_asked_and_three_by_default() {
    for (args, runs) in [(&["--runs", "4"][..], 4), (&[], 3)] {
        let records =
            json_records(&[&["6", "--from", "5", "--methods", "marks,symmetric"], args].concat());
        assert_eq!(records.len(), 4);
        for record in records {
            assert_eq!(field(&record, "runs"), runs, "{record}");
        }
    }
}

#[test]
fn methods_keep_the_order_of_the_ladder_and_come_once() {
    let records = json_records(&["4", "--runs", "1", "--methods", "symmetric,marks,marks"]);
    let methods: Vec<&str> = records
        .iter()
        .map(|record| record["method"].as_str().unwrap())
        .collect();
    assert_eq!(methods, ["marks", "symmetric"]);
}

#[test]
fn small_boards_start_at_n() {
    // Without --from, a ladder below 4 is the one size asked for.
    let records = json_records(&["3", "--runs", "1", "--methods", "marks,symmetric"]);
    assert_eq!(records.len(), 2);
    for record in records {
        assert_eq!((field(&record, "n"), field(&record, "solutions")), (3, 0));
    }
}

#[test]
fn no_limits_runs_the_slow_methods_on() {
    let args = ["13", "--from", "13", "--runs", "1", "--methods", "stack"];
    let skipped = json_records(&args);
    assert_eq!(skipped[0]["skipped"], "above n = 12", "{}", skipped[0]);
    let measured = json_records(&[&args[..], &["--no-limits"]].concat());
    assert_eq!(field(&measured[0], "solutions"), 73_712);
    assert_eq!(field(&measured[0], "nodes"), 4_674_889);
}

#[test]
fn chart_is_written_beside_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ladder.svg");
    let stdout = Test::new()
        .args(["compare", "7", "--from", "5", "--runs", "1", "--plot"])
        .arg(path.to_str().unwrap())
        .stderr("")
        .run()
        .stdout;
    assert!(stdout.starts_with("Nodes (queens placed)\n"), "{stdout}");
    assert!(stdout.contains("\nsymmetric: timed on "), "{stdout}");
    let svg = fs::read_to_string(&path).unwrap();
    let doc = Document::parse(&svg).expect("the chart is well-formed XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let lines_of = |method: &str| {
        doc.descendants()
            .filter(|node| node.attribute("data-method") == Some(method))
            .count()
    };
    // A line in each panel for every method.
    for method in [
        "brute",
        "pairwise",
        "marks",
        "stack",
        "bitmask",
        "symmetric",
    ] {
        assert_eq!(lines_of(method), 2, "{method}");
    }
    // Brute force has a marker for each n in each panel.
    let brute_markers = doc
        .descendants()
        .filter(|node| node.attribute("data-method") == Some("brute"))
        .flat_map(|group| group.children().filter(|node| node.has_tag_name("circle")))
        .count();
    assert_eq!(brute_markers, 2 * 3);
}

#[test]
fn help_states_the_limits() {
    let help = Test::new().args(["compare", "--help"]).run().stdout;
    for words in [
        "above n = 8",
        "above n = 12",
        "above n = 14",
        "up to 16",
        "--no-limits",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
}

#[test]
fn bad_arguments_are_one_line_errors() {
    for (args, message) in [
        (&["compare", "0"][..], "N must be at least 1, not 0"),
        (&["compare", "17"], "N must be at most 16, not 17"),
        (&["compare", "ten"], "not \"ten\""),
        (&["compare", "8", "--from", "9"], "--from 9 is above N = 8"),
        (
            &["compare", "8", "--from", "0"],
            "N must be at least 1, not 0",
        ),
        (
            &["compare", "8", "--runs", "0"],
            "--runs must be at least 1, not 0",
        ),
        (&["compare", "8", "--methods", "marks,fast"], "fast"),
        (&["compare", "8", "--format", "xml"], "xml"),
    ] {
        Test::new()
            .args(args.iter().copied())
            .stdout("")
            .fails(EXIT_ERROR, message);
    }
    // Found before any search runs.
    Test::new()
        .args([
            "compare",
            "5",
            "--methods",
            "marks",
            "--plot",
            "/nonexistent/dir/chart.svg",
        ])
        .stdout("")
        .fails(
            EXIT_ERROR,
            "cannot write the chart to /nonexistent/dir/chart.svg: ",
        );
}
