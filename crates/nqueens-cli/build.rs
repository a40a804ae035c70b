//! Lists the message files under `locales/` for the binary to embed, so
//! that a command's `locales/<lang>/<name>.ftl` is loaded for being there:
//! no table elsewhere names it.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for lang in fs::read_dir(&root).expect("locales/ is readable") {
        let lang = lang.expect("locales/ is readable").path();
        let code = lang
            .file_name()
            .expect("a name")
            .to_string_lossy()
            .into_owned();
        for file in fs::read_dir(&lang).expect("a language folder is readable") {
            let path = file.expect("a language folder is readable").path();
            if path.extension().is_some_and(|ext| ext == "ftl") {
                let name = path
                    .file_name()
                    .expect("a name")
                    .to_string_lossy()
                    .into_owned();
                files.push((code.clone(), name, path));
            }
        }
    }
    // Sorted, so that the binary does not depend on the order of a folder.
    files.sort();
    let mut table = String::from("&[\n");
    for (code, name, path) in files {
        // `en` is `Lang::En`: a folder with no language of that name does
        // not compile.
        let mut variant = code.clone();
        variant[..1].make_ascii_uppercase();
        table.push_str(&format!(
            "    (Lang::{variant}, {name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push(']');
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("resources.rs");
    fs::write(out, table).expect("OUT_DIR is writable");
}
