//! The `nqueens` command: parse the arguments, check them into a
//! configuration, run the command, and turn the result into an exit status:
//! 0 on success, 1 when there is no solution or a placement is not one, 2 on
//! any error, which is reported as one line on standard error, and 130 when
//! Ctrl-C stops a count after it saved its checkpoint.

#![forbid(unsafe_code)]

use std::io::{self, Write};
use std::process::ExitCode;

use clap::FromArgMatches;
use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::cli::Args;
use crate::commands::{Outcome, note};

// First, so that every module below can use its `t!` macro.
#[macro_use]
mod i18n;

mod cli;
mod commands;
mod estimate;
mod input;
mod memory;
mod output;
mod text;
mod values;
mod variant;

const EXIT_FAILURE: u8 = 1;
const EXIT_ERROR: u8 = 2;
/// What shells report for a process ended by SIGINT (128 + 2), so that a
/// script sees an interrupted count as interrupted.
const EXIT_INTERRUPTED: u8 = 130;

fn main() -> ExitCode {
    let arguments: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if let Some(lang) = i18n::Lang::from_args(&arguments) {
        i18n::set_language(lang);
    }
    // The help is put in the language of the run before clap reads the
    // arguments, so that `--help` and clap's errors come in it.
    let parsed = i18n::help::command()
        .try_get_matches_from(&arguments)
        .and_then(|matches| Args::from_arg_matches(&matches));
    let args = match parsed {
        Ok(args) => args,
        Err(err) => return usage_error(&err),
    };
    exit_status(commands::run(args.command, i18n::help::command))
}

/// The status a command's result ends the process with, after telling any
/// error in one line.
fn exit_status(result: anyhow::Result<Outcome>) -> ExitCode {
    match result {
        Ok(Outcome::Success) => ExitCode::SUCCESS,
        Ok(Outcome::Failure) => ExitCode::from(EXIT_FAILURE),
        Ok(Outcome::Interrupted) => ExitCode::from(EXIT_INTERRUPTED),
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
    i18n::help::command()
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
    let suggestion = [ContextKind::SuggestedArg, ContextKind::SuggestedSubcommand]
        .into_iter()
        .find_map(|kind| match err.get(kind) {
            Some(ContextValue::String(suggested)) => Some(suggested.clone()),
            Some(ContextValue::Strings(suggested)) => suggested.first().cloned(),
            _ => None,
        });
    match suggestion {
        Some(suggested) => text::did_you_mean(problem, &suggested),
        None => problem.to_string(),
    }
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
    let names = i18n::help::command();
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
