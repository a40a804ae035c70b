//! `completions` and `man`: what a shell and `man` are given, built from
//! the command line itself.

use crate::harness::{EXIT_ERROR, Test};

/// Every command, as the help lists them.
const COMMANDS: [&str; 22] = [
    "solve",
    "count",
    "find",
    "complete",
    "tour",
    "merge",
    "plan",
    "verify",
    "dominate",
    "knights",
    "peaceable",
    "cube",
    "export",
    "trace",
    "code",
    "watch",
    "compare",
    "phase",
    "serve",
    "render",
    "completions",
    "man",
];

#[test]
fn the_bash_script_completes_every_command() {
    let script = Test::new()
        .args(["completions", "bash"])
        .stderr("")
        .run()
        .stdout;
    assert!(script.contains("complete -F _nqueens"), "{script}");
    for command in COMMANDS {
        assert!(
            script.contains(&format!("cmd=\"nqueens__subcmd__{command}\"")),
            "no {command} in the script"
        );
    }
    let commands = COMMANDS.join(" ");
    assert!(script.contains(&format!("{commands} help\"")), "{script}");
    // The choices of a flag complete too.
    assert!(script.contains("bitmask marks pairwise stack brute"));
}

#[test]
fn every_shell_gets_a_script() {
    for (shell, marker) in [
        ("zsh", "#compdef nqueens"),
        ("fish", "complete -c nqueens"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let script = Test::new().args(["completions", shell]).run().stdout;
        assert!(script.contains(marker), "{shell}: {script}");
        assert!(script.contains("compare"), "{shell}");
    }
    Test::new().args(["completions", "tcsh"]).stdout("").fails(
        EXIT_ERROR,
        "[possible values: bash, elvish, fish, powershell, zsh]",
    );
}

#[test]
fn the_man_page_is_roff_naming_every_command() {
    let page = Test::new().arg("man").stderr("").run().stdout;
    assert!(page.starts_with(".ie"), "{page}");
    assert!(page.contains("\n.TH nqueens 1 "), "{page}");
    for section in [
        ".SH NAME",
        ".SH SYNOPSIS",
        ".SH DESCRIPTION",
        ".SH OPTIONS",
        ".SH SUBCOMMANDS",
    ] {
        assert!(page.contains(section), "no {section}");
    }
    // One page for all: each subcommand with its options, and no other
    // page named.
    for command in COMMANDS {
        assert!(
            page.contains(&format!(".SS \"nqueens {command}\"\n")),
            "no {command} in the page"
        );
    }
    assert!(!page.contains("(1)"), "{page}");
    for flag in ["\\-\\-method", "\\-\\-one\\-based", "\\-\\-checkpoint"] {
        assert!(page.contains(flag), "no {flag} in the page");
    }
    // Every line is text or a request, with no stray escape of clap's.
    assert!(!page.contains('\u{1b}'));
}

#[test]
fn the_man_page_speaks_the_language_of_the_run() {
    let page = Test::new().args(["--lang", "vi", "man"]).run().stdout;
    assert!(
        page.contains("Liệt kê") || page.contains("lời giải"),
        "{page}"
    );
}
