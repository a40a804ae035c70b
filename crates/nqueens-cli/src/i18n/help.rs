//! clap's help in the language of the run. The derive attributes describe
//! the command line; the words come from the messages, looked up by the
//! place of each item in the tree:
//!
//! - `cmd-about`, `cmd-after-help`: the whole tool;
//! - `cmd-<subcommand>-about`, `cmd-<subcommand>-after-help`;
//! - `arg-<subcommand>-<arg>` for an argument (`_` in its id written `-`),
//!   `arg-<arg>` for one of the whole tool (`--lang`, and the built-in
//!   `--help` and `--version` wherever they appear);
//! - `value-<subcommand>-<arg>-<value>` for each value of a choice.
//!
//! An item without a message keeps what its attribute says, so that a new
//! subcommand works before its messages are written (a test insists that
//! they are). In Vietnamese clap's own headings are replaced too, through
//! a help template.
//!
//! The help is localised at run time, after `--lang` is read, because the
//! language is not known when the derive code is compiled.

use std::marker::PhantomData;

use clap::builder::{EnumValueParser, PossibleValue, TypedValueParser, ValueParser};
use clap::{Arg, Command, ValueEnum};

use super::{Lang, message_in};

/// A choice of values some argument takes: an enum clap parses into, whose
/// values the help describes in the language of the run. Each command
/// lists the choices its arguments take.
#[derive(Clone, Copy)]
pub struct Choice {
    /// Whether an argument is parsed into this choice's enum.
    parses: fn(&Arg) -> bool,
    /// The argument at a place in the tree, its values described in a
    /// language.
    describe: fn(Arg, Lang, &[&str]) -> Arg,
}

impl Choice {
    /// The choice of `E`'s values.
    pub const fn of<E: ValueEnum + Clone + Send + Sync + 'static>() -> Choice {
        Choice {
            parses: is_parsed_as::<E>,
            describe: localised_choice::<E>,
        }
    }
}

/// `tree` (the whole command line, not yet built) with its help in `lang`,
/// built and ready to parse; `choices` gives the choices of a subcommand by
/// its name, and those of the whole tool for the name `""`.
pub fn localised(tree: Command, lang: Lang, choices: fn(&str) -> &'static [Choice]) -> Command {
    // What the derive describes is localised first, so that clap, building
    // the command, sees which arguments have long help and copies `--lang`
    // into every subcommand already in `lang`; what clap adds itself
    // (`--help`, `--version`, the `help` subcommand) after.
    let mut command = localise_command(tree, lang, &[], choices);
    command.build();
    localise_built_ins(command, lang, true)
}

/// A message if `lang` (or English, where `lang` lacks it) has one.
fn lookup(lang: Lang, id: &str) -> Option<String> {
    super::has_message(lang, id).then(|| message_in(lang, id, None))
}

/// The id of an item: the words of its place joined by `-`, with `_`
/// written as `-`.
pub fn id(kind: &str, path: &[&str]) -> String {
    let mut id = kind.to_string();
    for part in path {
        id.push('-');
        id.push_str(&part.replace('_', "-"));
    }
    id
}

fn localise_command(
    mut command: Command,
    lang: Lang,
    path: &[&str],
    choices: fn(&str) -> &'static [Choice],
) -> Command {
    let about = [path, &["about"]].concat();
    if let Some(about) = lookup(lang, &id("cmd", &about)) {
        command = command.about(about).long_about(None::<&str>);
    }
    let after_help = [path, &["after-help"]].concat();
    if let Some(after_help) = lookup(lang, &id("cmd", &after_help)) {
        command = command.after_help(after_help).after_long_help(None::<&str>);
    }
    let own_choices = choices(path.first().copied().unwrap_or_default());
    command = command.mut_args(|arg| localise_arg(arg, lang, path, own_choices));
    map_subcommands(command, |sub| {
        let name = sub.get_name().to_string();
        localise_command(sub, lang, &[path, &[name.as_str()]].concat(), choices)
    })
}

/// `command` with `f` applied to each of its subcommands, in place (clap's
/// `mut_subcommand` would move each to the end).
fn map_subcommands(mut command: Command, mut f: impl FnMut(Command) -> Command) -> Command {
    for sub in command.get_subcommands_mut() {
        *sub = f(std::mem::take(sub));
    }
    command
}

/// What clap added while building: `--help` and `--version` in every
/// command, and the `help` subcommand of the whole tool; in languages other
/// than English, the headings too.
fn localise_built_ins(mut command: Command, lang: Lang, top: bool) -> Command {
    command = command.mut_args(|mut arg| {
        let name = arg.get_id().as_str();
        if name == "help" && arg.get_long_help().is_some() {
            // clap's `-h` shows a summary and `--help` everything, and its
            // `--help` says which is which.
            if let (Some(short), Some(long)) = (
                lookup(lang, "arg-help-see-more"),
                lookup(lang, "arg-help-see-summary"),
            ) {
                arg = arg.help(short).long_help(long);
            }
        } else if let Some(help) = (name == "help" || name == "version")
            .then(|| lookup(lang, &id("arg", &[name])))
            .flatten()
        {
            arg = arg.help(help);
        }
        arg
    });
    if lang != Lang::En {
        command = with_headings(command, lang);
    }
    map_subcommands(command, |sub| {
        if top && sub.get_name() == "help" {
            localise_help_subcommand(sub, lang)
        } else {
            localise_built_ins(sub, lang, false)
        }
    })
}

/// clap's `help` subcommand: its words only; what it lists are copies of
/// the subcommands, whose help is never shown from there.
fn localise_help_subcommand(mut help: Command, lang: Lang) -> Command {
    if let Some(about) = lookup(lang, "cmd-help-about") {
        help = help.about(about);
    }
    help.mut_args(|arg| match lookup(lang, "arg-help-subcommand") {
        Some(text) if arg.get_id() == "subcommand" => arg.help(text),
        _ => arg,
    })
}

fn localise_arg(mut arg: Arg, lang: Lang, path: &[&str], choices: &[Choice]) -> Arg {
    let name = arg.get_id().as_str().to_string();
    // A global argument (`--lang`) reads the same in every subcommand.
    let place: Vec<&str> = if arg.is_global_set() {
        vec![name.as_str()]
    } else {
        [path, &[name.as_str()]].concat()
    };
    if let Some(help) = lookup(lang, &id("arg", &place)) {
        arg = arg.help(help).long_help(None::<&str>);
    }
    arg = localise_values(arg, lang, &place, choices);
    if lang == Lang::En {
        arg
    } else {
        with_choices_described(arg, lang)
    }
}

/// The lists clap appends to an argument's help (`[default: ...]`,
/// `[possible values: ...]`, `Possible values:`), which it words in
/// English, written into the help in `lang` instead, laid out as clap lays
/// them out.
fn with_choices_described(arg: Arg, lang: Lang) -> Arg {
    // Flags have values too (`true`, `false`), which clap never shows.
    if !arg.get_action().takes_values() {
        return arg;
    }
    let word = |id: &str| message_in(lang, id, None);
    let values: Vec<PossibleValue> = if arg.is_hide_possible_values_set() {
        Vec::new()
    } else {
        arg.get_possible_values()
            .into_iter()
            .filter(|value| !value.is_hide_set())
            .collect()
    };
    let defaults: Vec<String> = if arg.is_hide_default_value_set() {
        Vec::new()
    } else {
        arg.get_default_values()
            .iter()
            .map(|value| value.to_string_lossy().into_owned())
            .collect()
    };
    if values.is_empty() && defaults.is_empty() {
        return arg;
    }
    let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
    let default = (!defaults.is_empty())
        .then(|| format!("[{}: {}]", word("help-default"), defaults.join(", ")));
    let names: Vec<&str> = values.iter().map(PossibleValue::get_name).collect();
    let inline_values = (!values.is_empty()).then(|| {
        format!(
            "[{}: {}]",
            word("help-possible-values-inline"),
            names.join(", ")
        )
    });
    let short: Vec<&str> = [
        Some(help.as_str()),
        default.as_deref(),
        inline_values.as_deref(),
    ]
    .into_iter()
    .flatten()
    .filter(|part| !part.is_empty())
    .collect();
    let mut arg = arg
        .help(short.join(" "))
        .hide_default_value(true)
        .hide_possible_values(true);
    if values.iter().any(|value| value.get_help().is_some()) {
        let width = names
            .iter()
            .map(|name| name.chars().count())
            .max()
            .unwrap_or(0);
        let mut long = format!("{help}\n\n{}:", word("help-possible-values"));
        for value in &values {
            let name = format!("{}:", value.get_name());
            match value.get_help() {
                Some(text) => long.push_str(&format!("\n- {name:<w$} {text}", w = width + 1)),
                None => long.push_str(&format!("\n- {}", value.get_name())),
            }
        }
        if let Some(default) = default {
            long.push_str(&format!("\n\n{default}"));
        }
        arg = arg.long_help(long);
    }
    arg
}

/// The values of a choice, with their help from `value-...` messages. The
/// values belong to an enum that clap parses into, so the parser is
/// replaced by one that parses the same enum and only describes it anew.
fn localise_values(arg: Arg, lang: Lang, place: &[&str], choices: &[Choice]) -> Arg {
    match choices.iter().find(|choice| (choice.parses)(&arg)) {
        Some(choice) => (choice.describe)(arg, lang, place),
        None => arg,
    }
}

fn is_parsed_as<E: ValueEnum + Clone + Send + Sync + 'static>(arg: &Arg) -> bool {
    let parser = ValueParser::new(EnumValueParser::<E>::new());
    arg.get_value_parser().type_id() == parser.type_id()
}

fn localised_choice<E: ValueEnum + Clone + Send + Sync + 'static>(
    arg: Arg,
    lang: Lang,
    place: &[&str],
) -> Arg {
    let values = E::value_variants()
        .iter()
        .filter_map(ValueEnum::to_possible_value)
        .map(|value| {
            let name = value.get_name().to_string();
            match lookup(lang, &id("value", &[place, &[name.as_str()]].concat())) {
                Some(help) => value.help(help),
                None => value,
            }
        })
        .collect();
    arg.value_parser(Described::<E> {
        values,
        choice: PhantomData,
    })
}

/// Parses `E` as clap's derive does, and lists its values with the help
/// given.
#[derive(Clone)]
struct Described<E> {
    values: Vec<PossibleValue>,
    choice: PhantomData<E>,
}

impl<E: ValueEnum + Clone + Send + Sync + 'static> TypedValueParser for Described<E> {
    type Value = E;

    fn parse_ref(
        &self,
        command: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<E, clap::Error> {
        EnumValueParser::<E>::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values.iter().cloned()))
    }
}

/// clap's headings (`Usage:`, `Commands:`, `Arguments:`, `Options:`) in
/// `lang`: clap writes them in English, so the help is laid out by a
/// template with the sections this command has.
fn with_headings(command: Command, lang: Lang) -> Command {
    let heading = |id: &str| message_in(lang, id, None);
    let mut sections = Vec::new();
    if command.get_subcommands().any(|sub| !sub.is_hide_set()) {
        sections.push(format!("{}:\n{{subcommands}}", heading("help-commands")));
    }
    if command.get_positionals().any(|arg| !arg.is_hide_set()) {
        sections.push(format!("{}:\n{{positionals}}", heading("help-arguments")));
    }
    if command
        .get_arguments()
        .any(|arg| !arg.is_positional() && !arg.is_hide_set())
    {
        sections.push(format!("{}:\n{{options}}", heading("help-options")));
    }
    let mut template = format!(
        "{{before-help}}{{about-with-newline}}\n{}: {{usage}}",
        heading("help-usage")
    );
    if !sections.is_empty() {
        template.push_str("\n\n");
        template.push_str(&sections.join("\n\n"));
    }
    template.push_str("{after-help}");
    command.help_template(template)
}
