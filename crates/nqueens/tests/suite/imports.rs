//! No import circle between the files of either crate: a file may use what
//! the files below it define, never what is built on it.
//!
//! The check reads every file under `src/` of the library and the binary,
//! strips comments and literals, and follows each `crate::`, `super::`,
//! `self::` or child-module path (in `use` and in code) to the file that
//! defines the item, looking through re-exports. A parent that re-exports
//! its children's items (`pub use child::Item` in `lib.rs` or a `mod.rs`)
//! does not depend on them for that: the facade is how the rest reaches
//! them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type ModPath = Vec<String>;

#[test]
fn the_library_has_no_import_circle() {
    check("nqueens");
}

#[test]
fn the_binary_has_no_import_circle() {
    check("nqueens-cli");
}

#[track_caller]
fn check(crate_name: &str) {
    let circles = circles(&crate_dir(crate_name));
    assert!(
        circles.is_empty(),
        "import circles in {crate_name}:\n{}",
        show(&circles)
    );
}

#[test]
fn a_circle_is_found_and_shown() {
    let dir = std::env::temp_dir().join(format!("nqueens-imports-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("tour")).unwrap();
    let files = [
        (
            "lib.rs",
            "mod error;\npub mod tour;\npub use error::Error;\n",
        ),
        (
            "error.rs",
            "// crate::tour::Mentioned in a comment is no import.\n\
             pub struct Error(crate::tour::Reason);\n",
        ),
        ("tour/mod.rs", "mod exist;\npub use exist::Reason;\n"),
        (
            "tour/exist.rs",
            "use crate::Error;\npub enum Reason {}\nfn f() -> &'static str { \"super::x\" }\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(src.join(name), text).unwrap();
    }
    let found = circles(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        found,
        [vec!["error.rs".to_string(), "tour/exist.rs".to_string()]]
    );
    assert_eq!(show(&found), "  error.rs -> tour/exist.rs -> error.rs\n");
}

fn crate_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name)
}

fn show(circles: &[Vec<String>]) -> String {
    circles
        .iter()
        .map(|files| format!("  {} -> {}\n", files.join(" -> "), files[0]))
        .collect()
}

/// One source file: its name under `src/`, its module and its code.
struct File {
    name: String,
    module: ModPath,
    tokens: Vec<String>,
}

/// The import circles of the crate at `dir`: each a shortest cycle through
/// one strongly connected set of files, starting from its first file.
fn circles(dir: &Path) -> Vec<Vec<String>> {
    let src = dir.join("src");
    let mut files = Vec::new();
    collect_files(&src, &src, &mut files);
    files.sort_by(|a, b| a.name.cmp(&b.name));
    let mut modules: BTreeMap<ModPath, usize> = BTreeMap::new();
    for (index, file) in files.iter().enumerate() {
        modules.insert(file.module.clone(), index);
    }
    // Inline modules (`mod tests { .. }`) belong to their file.
    for (index, file) in files.iter().enumerate() {
        for_each_item(file, |_, item| {
            if let Item::InlineModule(path) = item {
                modules.entry(path).or_insert(index);
            }
        });
    }
    let mut reexports: BTreeMap<ModPath, BTreeMap<String, ModPath>> = BTreeMap::new();
    for file in &files {
        for_each_item(file, |module, item| {
            if let Item::Use { public: true, path } = item
                && let Some(name) = path.last().cloned()
                && name != "*"
            {
                reexports
                    .entry(module.clone())
                    .or_default()
                    .insert(name, path);
            }
        });
    }
    let resolve = |path: &ModPath| -> Option<usize> {
        let mut path = path.clone();
        for _ in 0..8 {
            let prefix = (0..=path.len())
                .rev()
                .find(|&len| modules.contains_key(&path[..len]))?;
            let module = path[..prefix].to_vec();
            match path.get(prefix) {
                Some(name) => match reexports.get(&module).and_then(|r| r.get(name)) {
                    Some(target) if *target != path => {
                        let mut next = target.clone();
                        next.extend_from_slice(&path[prefix + 1..]);
                        path = next;
                    }
                    _ => return Some(modules[&module]),
                },
                None => return Some(modules[&module]),
            }
        }
        None
    };
    let mut edges: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); files.len()];
    for (index, file) in files.iter().enumerate() {
        for_each_item(file, |module, item| {
            let path = match item {
                Item::Use { public: true, path } if path.starts_with(module) => return,
                Item::Use { path, .. } | Item::Path(path) => path,
                Item::InlineModule(_) => return,
            };
            let path = if path.last().is_some_and(|s| s == "*") {
                path[..path.len() - 1].to_vec()
            } else {
                path
            };
            if let Some(target) = resolve(&path)
                && target != index
            {
                edges[index].insert(target);
            }
        });
    }
    strongly_connected(&edges)
        .into_iter()
        .filter(|set| set.len() > 1)
        .map(|set| {
            shortest_cycle(&edges, &set)
                .into_iter()
                .map(|i| files[i].name.clone())
                .collect()
        })
        .collect()
}

fn collect_files(root: &Path, dir: &Path, files: &mut Vec<File>) {
    for entry in std::fs::read_dir(dir).expect("a readable source folder") {
        let path = entry.expect("a readable entry").path();
        if path.is_dir() {
            collect_files(root, &path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let mut module: ModPath = name
                .trim_end_matches(".rs")
                .split('/')
                .map(str::to_string)
                .collect();
            if matches!(name.as_str(), "lib.rs" | "main.rs") || name.ends_with("/mod.rs") {
                module.pop();
            }
            if name.contains("/bin/") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a readable source file");
            files.push(File {
                name,
                module,
                tokens: tokens(&strip(&text)),
            });
        }
    }
}

/// The source without comments and with every string and character
/// literal emptied: what is left is code.
fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let rest = &chars[i..];
        if rest.starts_with(&['/', '/']) {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if rest.starts_with(&['/', '*']) {
            let mut depth: usize = 0;
            while i < chars.len() {
                if chars[i..].starts_with(&['/', '*']) {
                    depth += 1;
                    i += 2;
                } else if chars[i..].starts_with(&['*', '/']) {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if chars[i] == 'r'
            && (i == 0
                || !is_ident(chars[i - 1])
                || (chars[i - 1] == 'b' && (i == 1 || !is_ident(chars[i - 2]))))
            && matches!(rest.get(1), Some('"' | '#'))
        {
            // A raw string: r"..", r#".."#.
            let hashes = rest[1..].iter().take_while(|&&c| c == '#').count();
            if rest.get(1 + hashes) == Some(&'"') {
                i += 2 + hashes;
                while i < chars.len()
                    && !(chars[i] == '"'
                        && chars[i + 1..]
                            .iter()
                            .take(hashes)
                            .filter(|&&c| c == '#')
                            .count()
                            == hashes)
                {
                    i += 1;
                }
                i += 1 + hashes;
                out.push_str("\"\"");
            } else {
                out.push(chars[i]);
                i += 1;
            }
        } else if chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if chars[i] == '\'' {
            // A character literal ('x', '\n', '\u{1b}'), or a lifetime.
            let end = if rest.get(1) == Some(&'\\') {
                rest.iter().skip(2).position(|&c| c == '\'').map(|p| p + 2)
            } else if rest.get(2) == Some(&'\'') {
                Some(2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    i += end + 1;
                    out.push_str("' '");
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if is_ident(c) {
            let start = i;
            while i < chars.len() && is_ident(chars[i]) {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
        } else {
            if !c.is_whitespace() {
                tokens.push(c.to_string());
            }
            i += 1;
        }
    }
    tokens
}

enum Item {
    /// A `use` path made absolute (from the crate root); `public` for a
    /// re-export.
    Use { public: bool, path: ModPath },
    /// A path in code, made absolute.
    Path(ModPath),
    /// A module declared with its body in the file.
    InlineModule(ModPath),
}

/// Calls `f` with the module it stands in and each import, path and
/// inline module of `file`.
fn for_each_item(file: &File, mut f: impl FnMut(&ModPath, Item)) {
    let tokens = &file.tokens;
    // The inline modules open at this point, with the brace depth each
    // closes at.
    let mut stack: Vec<(String, usize)> = Vec::new();
    let mut depth: usize = 0;
    let module = |stack: &[(String, usize)]| -> ModPath {
        let mut path = file.module.clone();
        path.extend(stack.iter().map(|(name, _)| name.clone()));
        path
    };
    let mut i = 0;
    while i < tokens.len() {
        let token = tokens[i].as_str();
        match token {
            "{" => depth += 1,
            "}" => {
                depth = depth.saturating_sub(1);
                if stack.last().is_some_and(|&(_, at)| at == depth) {
                    stack.pop();
                }
            }
            "mod" if tokens.get(i + 2).is_some_and(|t| t == "{") => {
                stack.push((tokens[i + 1].clone(), depth));
                f(&module(&stack), Item::InlineModule(module(&stack)));
            }
            "use" => {
                let public = i > 0
                    && (tokens[i - 1] == "pub"
                        || (tokens[i - 1] == ")"
                            && tokens[..i].iter().rev().nth(3).is_some_and(|t| t == "pub")));
                let end = tokens[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(tokens.len(), |p| i + p);
                let here = module(&stack);
                for path in use_tree(&tokens[i + 1..end]) {
                    if let Some(path) = absolute(&here, &path, file) {
                        f(&here, Item::Use { public, path });
                    }
                }
                i = end;
            }
            _ if is_ident(token.chars().next().unwrap_or(' '))
                && tokens.get(i + 1).is_some_and(|t| t == "::")
                && (i == 0 || tokens[i - 1] != "::") =>
            {
                let mut path = vec![token.to_string()];
                let mut j = i + 1;
                while tokens.get(j).is_some_and(|t| t == "::")
                    && tokens
                        .get(j + 1)
                        .is_some_and(|t| t.chars().next().is_some_and(is_ident))
                {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                let here = module(&stack);
                if let Some(path) = absolute(&here, &path, file) {
                    f(&here, Item::Path(path));
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
}

/// The paths a use tree names: `a::{b, c::{d, self}}` is `a::b`, `a::c::d`
/// and `a::c`; `x as y` is `x`.
fn use_tree(tokens: &[String]) -> Vec<ModPath> {
    let mut paths = Vec::new();
    let mut prefix: Vec<ModPath> = vec![Vec::new()];
    let mut current: ModPath = Vec::new();
    let mut skip_alias = false;
    let finish = |current: &mut ModPath, prefix: &[ModPath], paths: &mut Vec<ModPath>| {
        if !current.is_empty() {
            let mut path = prefix.last().cloned().unwrap_or_default();
            if current.as_slice() == ["self"] {
                paths.push(path);
            } else {
                path.append(current);
                paths.push(path);
            }
            current.clear();
        }
    };
    for token in tokens {
        match token.as_str() {
            "::" => {}
            "as" => skip_alias = true,
            "{" => {
                let mut path = prefix.last().cloned().unwrap_or_default();
                path.append(&mut current);
                prefix.push(path);
            }
            "}" => {
                finish(&mut current, &prefix, &mut paths);
                prefix.pop();
            }
            "," => {
                finish(&mut current, &prefix, &mut paths);
                skip_alias = false;
            }
            word => {
                if skip_alias {
                    skip_alias = false;
                } else {
                    current.push(word.to_string());
                }
            }
        }
    }
    finish(&mut current, &prefix, &mut paths);
    paths
}

/// `path` as written in module `here` of `file`, from the crate root;
/// `None` for a path into another crate.
fn absolute(here: &ModPath, path: &ModPath, file: &File) -> Option<ModPath> {
    let (first, rest) = path.split_first()?;
    let mut base = match first.as_str() {
        "crate" => Vec::new(),
        "self" => here.clone(),
        "super" => {
            let mut base = here.clone();
            base.pop();
            base
        }
        _ => {
            // A child module of this one, named without `self::`.
            let mut base = here.clone();
            base.push(first.clone());
            let mut full = base;
            full.extend(rest.iter().cloned());
            return declares_module(file, first).then_some(full);
        }
    };
    let mut rest = rest;
    while let Some((next, tail)) = rest.split_first() {
        if next != "super" {
            break;
        }
        base.pop();
        rest = tail;
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// Whether `file` declares a module `name` (`mod name;` or `mod name {`).
fn declares_module(file: &File, name: &str) -> bool {
    file.tokens
        .windows(2)
        .any(|pair| pair[0] == "mod" && pair[1] == name)
}

/// The strongly connected sets of the graph (Tarjan's algorithm).
fn strongly_connected(edges: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct State<'a> {
        edges: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        sets: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State<'_>, v: usize) {
        s.index[v] = Some(s.next);
        s.low[v] = s.next;
        s.next += 1;
        s.stack.push(v);
        s.on_stack[v] = true;
        for &w in s.edges[v].iter() {
            match s.index[w] {
                None => {
                    visit(s, w);
                    s.low[v] = s.low[v].min(s.low[w]);
                }
                Some(index) if s.on_stack[w] => s.low[v] = s.low[v].min(index),
                Some(_) => {}
            }
        }
        if Some(s.low[v]) == s.index[v] {
            let mut set = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack[w] = false;
                set.push(w);
                if w == v {
                    break;
                }
            }
            set.sort_unstable();
            s.sets.push(set);
        }
    }
    let n = edges.len();
    let mut state = State {
        edges,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        sets: Vec::new(),
    };
    for v in 0..n {
        if state.index[v].is_none() {
            visit(&mut state, v);
        }
    }
    state.sets.sort();
    state.sets
}

/// A shortest cycle through the first file of `set`, within the set.
fn shortest_cycle(edges: &[BTreeSet<usize>], set: &[usize]) -> Vec<usize> {
    let start = set[0];
    let mut came_from: BTreeMap<usize, usize> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in &edges[v] {
            if !set.contains(&w) {
                continue;
            }
            if w == start {
                let mut cycle = vec![v];
                while let Some(&before) = came_from.get(cycle.last().expect("not empty")) {
                    cycle.push(before);
                }
                if *cycle.last().expect("not empty") != start {
                    cycle.push(start);
                }
                cycle.reverse();
                return cycle;
            }
            if w != start && !came_from.contains_key(&w) {
                came_from.insert(w, v);
                queue.push_back(w);
            }
        }
    }
    set.to_vec()
}
