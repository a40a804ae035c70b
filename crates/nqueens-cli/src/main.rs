//! The `nqueens` command: parse the arguments, check them into a
//! configuration, run the command, and turn the result into an exit status:
//! 0 on success, 1 when there is no solution or a placement is not one, 2 on
//! any error, which is reported as one line on standard error, and 130 when
//! Ctrl-C stops a count after it saved its checkpoint.

#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::console::{EXIT_ERROR, Outcome, note};

// First, so that every module below can use its `t!` macro.
#[macro_use]
mod i18n;

mod cli;
mod command;
mod commands;
mod console;
mod estimate;
mod input;
mod memory;
mod output;
mod text;
mod values;
mod variant;

fn main() -> ExitCode {
    let arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(lang) = i18n::Lang::from_args(&arguments) {
        i18n::set_language(lang);
    }
    // The help is put in the language of the run before clap reads the
    // arguments, so that `--help` and clap's errors come in it.
    let matches = match cli::localised().try_get_matches_from(&arguments) {
        Ok(matches) => matches,
        Err(err) => return usage_error(&err),
    };
    if let Err(err) = choose_builds() {
        return exit_status(Err(err));
    }
    exit_status(cli::run(&matches))
}

/// The variable that picks the builds of the searches: `portable` runs the
/// build for any processor where the fastest would use AVX2 or AVX-512, so
/// that the tests, or a user puzzled by a result, can compare the two on
/// one machine; `fastest` (or nothing) is the default.
const BUILDS_VARIABLE: &str = "NQUEENS_BUILDS";

fn choose_builds() -> anyhow::Result<()> {
    use nqueens::dispatch::{Builds, set_builds};
    let Some(value) = std::env::var_os(BUILDS_VARIABLE) else {
        return Ok(());
    };
    let builds = match value.to_str() {
        Some("portable") => Builds::Portable,
        Some("fastest" | "") => Builds::Fastest,
        _ => {
            return Err(anyhow::anyhow!(t!(
                "builds-unknown",
                variable = BUILDS_VARIABLE,
                value = text::quoted(&value.to_string_lossy())
            )));
        }
    };
    set_builds(builds);
    Ok(())
}

/// The status a command's result ends the process with, after telling any
/// error in one line.
fn exit_status(result: anyhow::Result<Outcome>) -> ExitCode {
    match result {
        Ok(outcome) => outcome.exit_code(),
        // The reader went away, as `head` does once it has enough: not an
        // error of ours.
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            note(&format!(
                "{}{}",
                text::error_prefix(),
                text::error_line(&err)
            ));
            ExitCode::from(EXIT_ERROR)
        }
    }
}

/// Prints help and version as clap does, and any other parse error as one
/// line.
fn usage_error(err: &clap::Error) -> ExitCode {
    if !err.use_stderr() {
        // Help or version, on standard output: a reader that went away
        // wanted no more, but a write that failed (a full disk) is an error,
        // as it is for any command.
        let printed = err
            .print()
            .and_then(|()| io::stdout().flush())
            .map(|()| Outcome::Success)
            .map_err(|err| anyhow::Error::new(err).context(text::cannot_write_output()));
        return exit_status(printed);
    }
    let problem = match err.kind() {
        // clap would print the whole help here.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            text::missing_command(&command_names())
        }
        _ => one_line(err),
    };
    let line = text::usage_error(&problem, subcommand_named().as_deref());
    note(&format!("{}{line}", text::error_prefix()));
    ExitCode::from(EXIT_ERROR)
}

/// The commands as the help lists them, in its order: every subcommand but
/// clap's own `help`.
fn command_names() -> Vec<String> {
    cli::localised()
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
        .map(|sub| sub.get_name().to_string())
        .collect()
}

/// The first paragraph of clap's message (what is wrong, with any list of
/// accepted values) on one line, and the argument clap suggests instead.
fn one_line(err: &clap::Error) -> String {
    // The common kinds are worded anew, in the language of the run and
    // with what was typed quoted briefly; the others keep clap's (English)
    // words, on one line and cut short.
    let ours = text::usage_problem(err.kind(), &usage_context(err));
    let problem = ours.unwrap_or_else(|| {
        let rendered = err.render().to_string();
        let first_paragraph = rendered.split("\n\n").next().unwrap_or_default();
        let problem = text::bounded_line(first_paragraph);
        problem
            .strip_prefix("error: ")
            .map_or(problem.clone(), str::to_string)
    });
    let problem = problem.as_str();
    match close_match(err) {
        Some(suggested) => text::did_you_mean(problem, &suggested),
        None => problem.to_string(),
    }
}

/// What the user may have meant by the subcommand or flag clap did not
/// know: the closest of the names, if it is close enough to be a typo.
/// clap's own guesses are loose (`slove` gave `serve`, `frobnicate`
/// `dominate`), so the candidates are weighed anew, by edit distance.
fn close_match(err: &clap::Error) -> Option<String> {
    let strings = |kind| match err.get(kind) {
        Some(ContextValue::String(value)) => vec![value.clone()],
        Some(ContextValue::Strings(values)) => values.clone(),
        _ => Vec::new(),
    };
    let (typed, candidates) = match err.kind() {
        ErrorKind::InvalidSubcommand => (strings(ContextKind::InvalidSubcommand), command_names()),
        ErrorKind::UnknownArgument => (
            strings(ContextKind::InvalidArg),
            strings(ContextKind::SuggestedArg),
        ),
        _ => return None,
    };
    let typed = typed.first()?;
    closest(typed, candidates)
}

/// The candidate a typo of `typed` could be: at most one edit (a letter
/// added, dropped, changed, or two swapped) for every three letters, and
/// the nearest of those.
fn closest(typed: &str, candidates: Vec<String>) -> Option<String> {
    let letters = |word: &str| -> Vec<char> { word.trim_start_matches('-').chars().collect() };
    let typed = letters(typed);
    // A long word typed is no typo of a name; it costs no time either.
    if typed.is_empty() || typed.len() > 64 {
        return None;
    }
    let allowed = (typed.len() / 3).max(1);
    candidates
        .into_iter()
        .map(|candidate| (edit_distance(&typed, &letters(&candidate)), candidate))
        .filter(|&(distance, _)| distance <= allowed)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// The edits that turn `a` into `b`: insertions, deletions, substitutions
/// and transpositions of neighbours (the optimal string alignment
/// distance).
fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut rows = vec![vec![0; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(rows[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

/// What a clap error knows of its cause, for wording it anew.
fn usage_context(err: &clap::Error) -> text::UsageContext {
    let string = |kind| match err.get(kind) {
        Some(ContextValue::String(value)) => Some(value.clone()),
        _ => None,
    };
    let strings = |kind| match err.get(kind) {
        Some(ContextValue::String(value)) => Some(vec![value.clone()]),
        Some(ContextValue::Strings(values)) => Some(values.clone()),
        _ => None,
    };
    text::UsageContext {
        arg: string(ContextKind::InvalidArg),
        value: string(ContextKind::InvalidValue),
        valid: strings(ContextKind::ValidValue).unwrap_or_default(),
        prior: strings(ContextKind::PriorArg),
        command: string(ContextKind::InvalidSubcommand),
        missing: strings(ContextKind::InvalidArg),
    }
}

/// The subcommand on the command line, if any, so that a usage error can
/// point at its help.
fn subcommand_named() -> Option<String> {
    // `args_os`, because `args` panics on an argument that is not UTF-8.
    let mut args = std::env::args_os().skip(1);
    let first = loop {
        let arg = args.next()?;
        if arg == "--lang" {
            // Its value is no subcommand.
            args.next();
        } else if !arg.to_string_lossy().starts_with('-') {
            break arg;
        }
    };
    let names = cli::localised();
    let name = names
        .get_subcommands()
        .map(|sub| sub.get_name())
        .find(|&name| first == name)?;
    Some(name.to_string())
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|err| err.kind() == io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_close_names_are_suggested() {
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect();
        let commands = names(&["solve", "serve", "dominate", "count", "compare"]);
        assert_eq!(closest("slove", commands), Some("solve".to_string()));
        let commands = names(&["solve", "serve", "dominate", "count", "compare"]);
        assert_eq!(closest("frobnicate", commands), None);
        let flags = names(&["--method"]);
        assert_eq!(closest("--metod", flags), Some("--method".to_string()));
        assert_eq!(edit_distance(&['a', 'b'], &['b', 'a']), 1);
    }
}
