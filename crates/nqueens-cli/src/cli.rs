//! The command line as clap reads it: the flags of the whole tool, and a
//! subcommand for each command of the table in [`crate::commands`], each
//! with its own arguments. It is the one place that puts the table to use:
//! the tree with its help in the language of the run, and the dispatch.

use clap::builder::EnumValueParser;
use clap::{Arg, ArgMatches};

use crate::command::CommandSpec;
use crate::commands;
use crate::console::Outcome;
use crate::i18n::help::{self, Choice};
use crate::i18n::{self, Lang};

/// The choices of the whole tool's own flags.
const CHOICES: &[Choice] = &[Choice::of::<Lang>()];

/// The command line with its words as the derive attributes give them, not
/// yet built.
pub fn tree() -> clap::Command {
    clap::Command::new("nqueens")
        .version(env!("CARGO_PKG_VERSION"))
        .max_term_width(100)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands(commands::ALL.iter().map(CommandSpec::command))
        // After the subcommands: clap numbers subcommands and flags in one
        // sequence, so that `--lang` comes after each subcommand's own flags
        // in its help.
        .arg(
            // Read by `Lang::from_args` before clap parses anything (see
            // there); declared here for the help and the completions, and
            // for clap to refuse a code it does not know.
            Arg::new("lang")
                .long("lang")
                .global(true)
                .value_name("LANG")
                .value_parser(EnumValueParser::<Lang>::new()),
        )
}

/// The command line with its help in the language of the run, built and
/// ready to parse.
pub fn localised() -> clap::Command {
    localised_in(i18n::language())
}

/// The command line with its help in `lang`.
pub fn localised_in(lang: Lang) -> clap::Command {
    help::localised(tree(), lang, choices)
}

/// The choices of the subcommand `name`, or of the whole tool for `""`.
fn choices(name: &str) -> &'static [Choice] {
    commands::ALL
        .iter()
        .find(|command| command.name == name)
        .map_or(CHOICES, |command| command.choices)
}

/// Runs the command clap found in `matches`.
pub fn run(matches: &ArgMatches) -> anyhow::Result<Outcome> {
    let command = matches.subcommand().and_then(|(name, arguments)| {
        let command = commands::ALL.iter().find(|command| command.name == name)?;
        Some((command, arguments))
    });
    // clap requires a subcommand, one of the table's.
    let Some((command, arguments)) = command else {
        unreachable!("clap returned no subcommand of the table");
    };
    (command.run)(arguments, localised)
}

#[cfg(test)]
mod tests {
    use clap::FromArgMatches;

    use super::*;
    use crate::i18n::help::id;

    /// A message if `lang` (or English, where `lang` lacks it) has one.
    fn lookup(lang: Lang, id: &str) -> Option<String> {
        i18n::has_message(lang, id).then(|| i18n::message_in(lang, id, None))
    }

    /// Every item of the tree and the message it needs, by id.
    fn needed_ids(command: &clap::Command, path: &[&str], ids: &mut Vec<String>) {
        ids.push(id("cmd", &[path, &["about"]].concat()));
        if command.get_after_help().is_some() {
            ids.push(id("cmd", &[path, &["after-help"]].concat()));
        }
        for arg in command.get_arguments() {
            let name = arg.get_id().as_str();
            if name == "help" && arg.get_long_help().is_some() {
                ids.push("arg-help-see-more".to_string());
                ids.push("arg-help-see-summary".to_string());
                continue;
            }
            let place: Vec<&str> = if arg.is_global_set() || name == "help" || name == "version" {
                vec![name]
            } else {
                [path, &[name]].concat()
            };
            ids.push(id("arg", &place));
            for value in arg.get_possible_values() {
                ids.push(id("value", &[&place[..], &[value.get_name()]].concat()));
            }
        }
        for sub in command.get_subcommands() {
            if sub.get_name() == "help" && path.is_empty() {
                ids.push("cmd-help-about".to_string());
                ids.push("arg-help-subcommand".to_string());
                continue;
            }
            needed_ids(sub, &[path, &[sub.get_name()]].concat(), ids);
        }
    }

    #[test]
    fn every_item_of_the_command_line_has_its_messages_in_both_languages() {
        let mut command = tree();
        command.build();
        let mut ids = Vec::new();
        needed_ids(&command, &[], &mut ids);
        assert!(ids.contains(&"value-solve-method-bitmask".to_string()));
        for lang in Lang::ALL {
            let missing: Vec<&String> = ids
                .iter()
                .filter(|id| !i18n::has_message(lang, id))
                .collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        }
    }

    /// Every choice's parser is replaced, so that its values are described
    /// in the language of the run.
    #[test]
    fn every_choice_is_described_in_the_language_of_the_run() {
        let command = localised_in(Lang::Vi);
        let mut checked = 0;
        let mut visit = vec![(command, Vec::<String>::new())];
        while let Some((command, path)) = visit.pop() {
            for arg in command.get_arguments() {
                let name = arg.get_id().as_str().to_string();
                let mut place: Vec<&str> = path.iter().map(String::as_str).collect();
                if arg.is_global_set() {
                    place.clear();
                }
                place.push(&name);
                for value in arg.get_possible_values() {
                    let id = id("value", &[&place[..], &[value.get_name()]].concat());
                    let help = value.get_help().map(ToString::to_string);
                    assert_eq!(help, lookup(Lang::Vi, &id), "{id}");
                    checked += 1;
                }
            }
            for sub in command.get_subcommands() {
                if sub.get_name() != "help" {
                    let mut path = path.clone();
                    path.push(sub.get_name().to_string());
                    visit.push((sub.clone(), path));
                }
            }
        }
        assert!(checked > 20, "only {checked} values");
    }

    #[test]
    fn choices_still_parse_into_their_enums() {
        let matches = localised_in(Lang::Vi)
            .try_get_matches_from(["nqueens", "solve", "8", "--method", "marks"])
            .expect("valid arguments");
        let (_, arguments) = matches.subcommand().expect("a subcommand");
        let solve = commands::solve::Args::from_arg_matches(arguments).expect("the same types");
        assert_eq!(
            solve.method,
            crate::values::QueensMethod(nqueens::Method::Marks)
        );
    }

    #[test]
    fn vietnamese_help_has_vietnamese_headings_and_words() {
        let mut command = localised_in(Lang::Vi);
        let help = command
            .find_subcommand_mut("solve")
            .expect("solve")
            .render_long_help()
            .to_string();
        for words in [
            "Cách dùng: nqueens solve [OPTIONS] <N>",
            "Đối số:",
            "Tùy chọn:",
            "Kích thước bàn cờ",
            "quay lui",
            "In trợ giúp",
        ] {
            assert!(help.contains(words), "no {words:?} in\n{help}");
        }
        assert!(!help.contains("Options:"), "{help}");
    }

    #[test]
    fn the_page_describes_every_subcommand_and_its_options() {
        let tree = localised();
        let page = String::from_utf8(commands::man::page(tree.clone()).unwrap()).unwrap();
        // No page is named that is not there.
        assert!(!page.contains("(1)"), "{page}");
        assert!(!page.contains("SEE ALSO"), "{page}");
        for sub in tree.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            if sub.get_name() == "help" {
                continue;
            }
            let heading = format!(".SS \"nqueens {}\"\n", sub.get_name());
            let start = page
                .find(&heading)
                .unwrap_or_else(|| panic!("no {heading}"));
            let part = &page[start + heading.len()..];
            let part = &part[..part.find(".SS ").unwrap_or(part.len())];
            assert!(
                part.contains(&format!("\\fBnqueens {}\\fR", sub.get_name())),
                "no synopsis of {}: {part}",
                sub.get_name()
            );
            // The global flags are told once, at the top.
            assert!(!part.contains("\\fB\\-\\-lang\\fR"), "{part}");
            for arg in sub
                .get_arguments()
                .filter(|arg| !arg.is_hide_set() && !arg.is_global_set())
            {
                if let Some(long) = arg.get_long() {
                    let flag = format!("\\fB\\-\\-{}\\fR", long.replace('-', "\\-"));
                    assert!(part.contains(&flag), "no {flag} in {}", sub.get_name());
                }
            }
        }
    }
}
