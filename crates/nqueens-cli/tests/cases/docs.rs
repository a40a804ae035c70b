//! The documents: every relative link in README.md, DESIGN.md and docs/
//! leads somewhere (a file, and a heading where it names one), and
//! DESIGN.md's map has a line for every module file of both crates.
//! Their examples are run by `doc_examples`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The root of the repository.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md, DESIGN.md and every page under docs/, as paths from the root.
pub fn documents() -> Vec<PathBuf> {
    let mut documents = vec![PathBuf::from("README.md"), PathBuf::from("DESIGN.md")];
    let mut pages: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ is readable")
        .map(|entry| entry.expect("a docs/ entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .map(|path| Path::new("docs").join(path.file_name().expect("a file name")))
        .collect();
    pages.sort();
    documents.extend(pages);
    documents
}

pub fn read(document: &Path) -> String {
    std::fs::read_to_string(root().join(document))
        .unwrap_or_else(|error| panic!("{}: {error}", document.display()))
}

/// A line of a Markdown document, with whether it lies in a fenced code
/// block (the fences included), where nothing is a link or a heading.
pub fn lines_with_fences(text: &str) -> impl Iterator<Item = (usize, &str, bool)> {
    let mut in_fence = false;
    text.lines().enumerate().map(move |(index, line)| {
        let is_fence = line.trim_start().starts_with("```");
        if is_fence {
            in_fence = !in_fence;
        }
        (index + 1, line, in_fence || is_fence)
    })
}

/// The line without its code spans: a `[k, 1](x)` in backquotes is not a
/// link.
fn without_code_spans(line: &str) -> String {
    let mut kept = String::new();
    for (index, piece) in line.split('`').enumerate() {
        if index % 2 == 0 {
            kept.push_str(piece);
        }
    }
    kept
}

/// The targets of the inline links and images of a line: what stands
/// between `](` and the next `)`.
fn link_targets(line: &str) -> Vec<String> {
    let line = without_code_spans(line);
    let mut targets = Vec::new();
    let mut rest = line.as_str();
    while let Some(start) = rest.find("](") {
        rest = &rest[start + 2..];
        let end = rest.find(')').unwrap_or(rest.len());
        targets.push(rest[..end].trim().to_string());
        rest = &rest[end..];
    }
    targets
}

/// GitHub's anchor for a heading: lower case, the letters, digits, `-`,
/// `_` and spaces kept, spaces as `-`. Backquotes and other marks drop out.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// Every anchor a document's headings give, a repeated one numbered as
/// GitHub numbers it (`-1`, `-2`).
fn anchors(text: &str) -> BTreeSet<String> {
    let mut anchors = BTreeSet::new();
    for (_, line, in_fence) in lines_with_fences(text) {
        if in_fence || !line.starts_with('#') {
            continue;
        }
        let heading = line.trim_start_matches('#');
        if !heading.starts_with(' ') {
            continue;
        }
        let base = slug(heading);
        let mut anchor = base.clone();
        let mut repeat = 0;
        while anchors.contains(&anchor) {
            repeat += 1;
            anchor = format!("{base}-{repeat}");
        }
        anchors.insert(anchor);
    }
    anchors
}

/// Why a relative link does not resolve, or `None` when it does.
fn broken(document: &Path, target: &str) -> Option<String> {
    let (path, anchor) = match target.split_once('#') {
        Some((path, anchor)) => (path, Some(anchor)),
        None => (target, None),
    };
    let linked = if path.is_empty() {
        document.to_path_buf()
    } else {
        document.parent().expect("a document's folder").join(path)
    };
    let on_disk = root().join(&linked);
    if !on_disk.exists() {
        return Some(format!("{} does not exist", linked.display()));
    }
    let anchor = anchor?;
    if linked.extension().is_none_or(|ext| ext != "md") {
        return None;
    }
    let text = std::fs::read_to_string(&on_disk).expect("a linked document is readable");
    if anchors(&text).contains(anchor) {
        None
    } else {
        Some(format!("{} has no heading #{anchor}", linked.display()))
    }
}

#[test]
fn every_relative_link_resolves() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for document in documents() {
        for (number, line, in_fence) in lines_with_fences(&read(&document)) {
            if in_fence {
                continue;
            }
            for target in link_targets(line) {
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                checked += 1;
                if let Some(problem) = broken(&document, &target) {
                    problems.push(format!(
                        "{}:{number}: ({target}): {problem}",
                        document.display()
                    ));
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} relative links found");
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn slugs_follow_github() {
    assert_eq!(
        slug(" `solve`: list the solutions"),
        "solve-list-the-solutions"
    );
    assert_eq!(slug(" `tour`: the knight's tour"), "tour-the-knights-tour");
    assert_eq!(
        slug(" Variants: the torus, superqueens, queens with pawns"),
        "variants-the-torus-superqueens-queens-with-pawns"
    );
    assert_eq!(slug(" Why `u128` counts?"), "why-u128-counts");
    let repeated = anchors("# A\n## A\n```\n# not a heading\n```\n#not either\n");
    assert_eq!(
        repeated.into_iter().collect::<Vec<_>>(),
        ["a", "a-1"],
        "a repeated heading is numbered; fenced and unspaced lines are not headings"
    );
}

#[test]
fn link_targets_skip_code_spans() {
    assert_eq!(
        link_targets("see [the guide](docs/guide.md#solve) and ![a](b.png)"),
        ["docs/guide.md#solve", "b.png"]
    );
    assert!(link_targets("its pairs `[k, 1](x)` are diagonals").is_empty());
}

/// The map in DESIGN.md, "What goes where?": its code block, a tree whose
/// entries are files (`board.rs`) and folders (`count/`), each under the
/// nearest less indented entry above it. A file's own submodules sit
/// under the file (`rows.rs`, then `avx512.rs` for `rows/avx512.rs`), as
/// Rust finds them. Lines that start with anything else continue a
/// description. Returns each entry's path from the root, with its line.
fn map_entries(design: &str) -> Vec<(String, usize)> {
    let start = design
        .find("## What goes where?")
        .expect("DESIGN.md has the section \"What goes where?\"");
    let mut entries = Vec::new();
    // The open entries, each with its indentation and path.
    let mut parents: Vec<(usize, String)> = Vec::new();
    let mut in_block = false;
    let first_line = design[..start].lines().count();
    for (offset, line) in design[start..].lines().enumerate() {
        if line.starts_with("```") {
            if in_block {
                break;
            }
            in_block = true;
            continue;
        }
        if !in_block {
            continue;
        }
        let indent = line.len() - line.trim_start().len();
        let Some(token) = line.split_whitespace().next() else {
            continue;
        };
        let is_entry = (token.ends_with('/') || token.ends_with(".rs"))
            && token
                .chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'));
        if !is_entry {
            continue;
        }
        while parents.last().is_some_and(|(open, _)| *open >= indent) {
            parents.pop();
        }
        let path = match parents.last() {
            Some((_, parent)) => {
                // A file's submodules live in the folder of its name.
                let folder = parent
                    .strip_suffix(".rs")
                    .map_or(parent.clone(), |stem| format!("{stem}/"));
                format!("{folder}{token}")
            }
            None => token.to_string(),
        };
        entries.push((path.clone(), first_line + offset + 1));
        parents.push((indent, path));
    }
    entries
}

/// Every `.rs` file under `crates/*/src`, as a path from the root.
fn module_files() -> Vec<String> {
    fn walk(folder: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(folder).expect("a source folder is readable") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                found.push(path);
            }
        }
    }
    let root = root();
    let mut files = Vec::new();
    for krate in std::fs::read_dir(root.join("crates")).expect("crates/ is readable") {
        let src = krate.expect("a crate").path().join("src");
        if src.is_dir() {
            walk(&src, &mut files);
        }
    }
    let mut files: Vec<String> = files
        .iter()
        .map(|path| {
            path.strip_prefix(&root)
                .expect("under the root")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    files
}

#[test]
fn design_map_names_every_module() {
    let entries = map_entries(&read(Path::new("DESIGN.md")));
    let named: BTreeSet<String> = entries
        .iter()
        .map(|(path, _)| match path.strip_suffix('/') {
            // A folder's entry stands for its mod.rs.
            Some(folder) => format!("{folder}/mod.rs"),
            None => path.clone(),
        })
        .collect();
    let files = module_files();
    assert!(files.len() > 100, "only {} module files found", files.len());
    let missing: Vec<&String> = files.iter().filter(|file| !named.contains(*file)).collect();
    assert!(
        missing.is_empty(),
        "DESIGN.md's map (\"What goes where?\") has no line for:\n{}\n\
         add each under its folder, or under its parent file for a submodule",
        missing
            .iter()
            .map(|file| format!("  {file}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    let stale: Vec<String> = entries
        .iter()
        .filter(|(path, _)| !root().join(path).exists())
        .map(|(path, line)| format!("  DESIGN.md:{line}: {path}"))
        .collect();
    assert!(
        stale.is_empty(),
        "DESIGN.md's map names what does not exist:\n{}",
        stale.join("\n")
    );
}

#[test]
fn map_entries_nest_by_indentation() {
    let design = "## What goes where?\n\n```\n\
                  crates/a/    the crate\n  \
                    src/x.rs   a module\n             \
                               its description, continued\n    \
                      y.rs     its submodule\n  \
                    src/z/     a folder\n    \
                      w.rs     in it\n\
                  ```\n\
                  not/in/map.rs\n";
    let paths: Vec<String> = map_entries(design)
        .into_iter()
        .map(|(path, _)| path)
        .collect();
    assert_eq!(
        paths,
        [
            "crates/a/",
            "crates/a/src/x.rs",
            "crates/a/src/x/y.rs",
            "crates/a/src/z/",
            "crates/a/src/z/w.rs",
        ]
    );
}
