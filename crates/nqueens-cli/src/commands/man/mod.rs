//! `nqueens man`: the manual page, as roff on standard output, built from
//! the same localised tree that `--help` shows. It is one page: every
//! subcommand has its own part in it (synopsis, description and options),
//! so that it names no other page that would have to be installed beside
//! it.

use std::io::{self, Write};

use clap_mangen::Man;

use crate::command::{self, CommandSpec};
use crate::console::Outcome;

/// `nqueens man`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "man",
    args: <Args as clap::Args>::augment_args,
    choices: &[],
    run: |matches, tree| run(command::parsed(matches)?, tree()),
};

#[derive(Debug, clap::Args)]
pub struct Args {}

/// `tree` is the whole command line with its help in the language of the
/// run, handed in by `main`, which builds it.
pub fn run(_args: Args, tree: clap::Command) -> anyhow::Result<Outcome> {
    let page = page(tree)?;
    let mut out = io::stdout().lock();
    out.write_all(&page)?;
    out.flush()?;
    Ok(Outcome::Success)
}

/// The page: the whole command's sections, then one part a subcommand in
/// the order of `--help`, then the whole command's closing sections.
pub fn page(mut tree: clap::Command) -> io::Result<Vec<u8>> {
    // Built, so that each subcommand knows its name as typed: `nqueens
    // solve`.
    tree.build();
    let man = Man::new(tree.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    page.extend_from_slice(b".SH SUBCOMMANDS\n");
    for sub in tree
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set() && sub.get_name() != "help")
    {
        let name = sub
            .get_bin_name()
            .map_or_else(|| format!("nqueens {}", sub.get_name()), str::to_string);
        page.extend_from_slice(format!(".SS \"{name}\"\n").as_bytes());
        // The global flags are told once, at the top.
        let sub = sub.clone().mut_args(|arg| {
            if arg.is_global_set() {
                arg.hide(true)
            } else {
                arg
            }
        });
        let sub_man = Man::new(sub.clone());
        let mut part = Vec::new();
        sub_man.render_synopsis_section(&mut part)?;
        sub_man.render_description_section(&mut part)?;
        if sub.get_arguments().any(|arg| !arg.is_hide_set()) {
            sub_man.render_options_section(&mut part)?;
        }
        if sub.get_after_long_help().is_some() || sub.get_after_help().is_some() {
            sub_man.render_extra_section(&mut part)?;
        }
        page.extend_from_slice(&demoted(&String::from_utf8_lossy(&part)).into_bytes());
    }
    if tree.get_after_long_help().is_some() || tree.get_after_help().is_some() {
        man.render_extra_section(&mut page)?;
    }
    man.render_version_section(&mut page)?;
    Ok(page)
}

/// A subcommand's sections as paragraphs of its part of the page: each
/// `.SH` heading becomes a bold line, since the part is itself under a
/// heading.
fn demoted(roff: &str) -> String {
    let mut out = String::new();
    for line in roff.lines() {
        match line.strip_prefix(".SH ") {
            Some(heading) => {
                let heading = heading.trim_matches('"');
                out.push_str(&format!(".PP\n\\fB{heading}\\fR\n"));
            }
            None => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}
