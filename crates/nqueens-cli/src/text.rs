//! The sentences several commands share, put together from the messages of
//! the current language (see [`crate::i18n`]): the prefixes of errors and
//! warnings, usage errors, the library's errors worded from their kind,
//! the names of lines and pairs of queens, and input quoted in a message.
//! A command words its own errors beside their types; clap's help is
//! localised by [`crate::i18n::help`].
//!
//! `verify` reads back what `solve` prints. It recognises headers and the
//! summary by shape, not by their words: a header is words, a number and a
//! colon (`Solution 3:`, `Phương án 3:`), a summary a number, words and a
//! colon (`8 queens: 92 solutions.`, `8 hậu: 92 lời giải.`). A translation
//! must keep those shapes.
//!
//! What a program reads stays in English whatever the language: JSON keys
//! and values, the names of methods and formats, flags.

use std::path::Path;

use fluent_bundle::FluentArgs;
use nqueens::{Message, MessageArg};

use crate::estimate::Magnitude;
use crate::i18n::Arg;

/// The most bytes of the user's input, escaped, that a message quotes.
pub const QUOTED_BYTES: usize = 60;

/// The most bytes of a file's name, escaped, in a message; a message may
/// name its file twice and must still fit a line.
const PATH_BYTES: usize = 100;

/// The most bytes of another program's message (clap's, serde's) that may
/// quote input.
const FOREIGN_BYTES: usize = 120;

/// How [`escaped`] sets input apart from the message around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Quotes {
    /// Between double quotes, with quotes and backslashes escaped.
    Double,
    /// As it is, only what a terminal would act on escaped.
    Bare,
    /// As a POSIX shell with `$'…'` reads it back, so that a command in a
    /// message can be pasted.
    Shell,
}

/// Input quoted in a message: at most [`QUOTED_BYTES`] of it, with control
/// characters, quotes and backslashes escaped, so that the message stays
/// one short line whatever was typed or read.
pub fn quoted(text: &str) -> String {
    escaped(text, QUOTED_BYTES, Quotes::Double)
}

/// Input that is known to be plain (a number, say) in a message: as
/// [`quoted`], without the quotes.
pub fn brief(text: &str) -> String {
    escaped(text, QUOTED_BYTES, Quotes::Bare)
}

/// A message from elsewhere (clap's, serde's) that may quote input: on
/// one line, escaped, and cut short.
pub fn bounded_line(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    escaped(&one_line, FOREIGN_BYTES, Quotes::Bare)
}

/// A file's name in a message: whole up to [`PATH_BYTES`] (a real one is
/// rarely longer), with control characters escaped so that it stays on one
/// line and cannot act on the terminal.
pub fn path_name(path: &Path) -> String {
    escaped(&path.to_string_lossy(), PATH_BYTES, Quotes::Bare)
}

/// A file's name as a shell reads it back, for a command a message offers
/// to paste: bare when it is plain, else in `'…'`, or in `$'…'` with what
/// a terminal would act on escaped; cut short as [`path_name`] is (a name
/// that long is no longer pasted whole).
pub fn shell_word(path: &Path) -> String {
    let word = path.to_string_lossy();
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-+./:,=@%".contains(c);
    if !word.is_empty() && word.len() <= PATH_BYTES && word.chars().all(plain) {
        word.into_owned()
    } else {
        escaped(&word, PATH_BYTES, Quotes::Shell)
    }
}

/// The one way input enters a message: every character a terminal would
/// act on (controls, escapes, bidirectional overrides) written as an
/// escape, the whole cut at `max_bytes` with the number of characters left
/// out said after it.
fn escaped(text: &str, max_bytes: usize, quotes: Quotes) -> String {
    let needs_dollar = quotes == Quotes::Shell && text.chars().any(is_unsafe);
    let mut out = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let piece = escape_char(c, quotes, needs_dollar);
        if out.len() + piece.len() > max_bytes {
            break;
        }
        out.push_str(&piece);
        shown += 1;
    }
    let more = text.chars().count() - shown;
    let out = match quotes {
        Quotes::Double => format!("\"{out}\""),
        Quotes::Bare => out,
        Quotes::Shell if needs_dollar => format!("$'{out}'"),
        Quotes::Shell => format!("'{out}'"),
    };
    if more == 0 {
        out
    } else {
        t!("quoted-more", quoted = out, more = more)
    }
}

/// Whether a terminal could act on `c`, or a reader be misled by it:
/// control characters (ESC, BEL, newlines, C1), invisible format
/// characters and the bidirectional overrides that reorder a line.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{feff}'
                | '\u{fff9}'..='\u{fffb}'
        )
}

fn escape_char(c: char, quotes: Quotes, dollar: bool) -> String {
    match quotes {
        Quotes::Double if matches!(c, '\\' | '"') => format!("\\{c}"),
        Quotes::Shell if c == '\'' && dollar => "\\'".to_string(),
        Quotes::Shell if c == '\'' => "'\\''".to_string(),
        Quotes::Shell if c == '\\' && dollar => "\\\\".to_string(),
        Quotes::Shell if is_unsafe(c) => format!("\\U{:08x}", u32::from(c)),
        _ if is_unsafe(c) => c.escape_default().to_string(),
        _ => c.to_string(),
    }
}

// Prefixes of the lines on standard error.

/// What starts the one line of an error: `nqueens: error: `.
pub fn error_prefix() -> String {
    format!("nqueens: {}: ", t!("error-prefix"))
}

/// What starts a warning: `nqueens: warning: `.
pub fn warning_prefix() -> String {
    format!("nqueens: {}: ", t!("warning-prefix"))
}

/// An error and its causes on one line, as anyhow's `{:#}` writes them, with
/// the library's errors in the current language.
pub fn error_line(err: &anyhow::Error) -> String {
    let causes: Vec<String> = err
        .chain()
        .map(|cause| match cause.downcast_ref::<nqueens::Error>() {
            Some(err) => library_error(err),
            None => cause.to_string(),
        })
        .collect();
    causes.join(": ")
}

/// A usage error from the argument parser, pointing at the help that
/// explains the command.
pub fn usage_error(problem: &str, subcommand: Option<&str>) -> String {
    match subcommand {
        Some(name) => t!("usage-see-command-help", problem = problem, command = name),
        None => t!("usage-see-help", problem = problem),
    }
}

/// What `nqueens` alone lacks, naming `commands` (there are always several).
pub fn missing_command(commands: &[String]) -> String {
    let (last, rest) = commands
        .split_last()
        .map_or(("", &[][..]), |(last, rest)| (last.as_str(), rest));
    t!("usage-missing-command", list = rest.join(", "), last = last)
}

/// Why standard output has less than it should: the cause follows.
pub fn cannot_write_output() -> String {
    t!("error-write-output")
}

pub fn did_you_mean(problem: &str, suggested: &str) -> String {
    t!(
        "usage-did-you-mean",
        problem = problem,
        suggested = suggested
    )
}

/// clap's usage errors in words of our own, for the kinds met most often;
/// `None` for the others, which keep clap's (English) words. `arg` and
/// `value` are as clap quotes them (`--method <METHOD>`), `valid` the
/// values it would have accepted.
pub fn usage_problem(kind: clap::error::ErrorKind, context: &UsageContext) -> Option<String> {
    use clap::error::ErrorKind as Kind;
    let UsageContext {
        arg,
        value,
        valid,
        prior,
        command,
        missing,
    } = context;
    let problem = match kind {
        // What was typed is quoted briefly: it may be megabytes long, or
        // hold escape sequences.
        Kind::UnknownArgument => t!("usage-unknown-argument", arg = brief(arg.as_deref()?)),
        Kind::InvalidSubcommand => {
            t!("usage-unknown-command", name = brief(command.as_deref()?))
        }
        Kind::InvalidValue => {
            let arg = arg.as_deref()?;
            let problem = match value.as_deref()? {
                "" => t!("usage-missing-value", arg = arg),
                value => t!("usage-invalid-value", value = brief(value), arg = arg),
            };
            if valid.is_empty() {
                problem
            } else {
                t!(
                    "usage-possible-values",
                    problem = problem,
                    values = valid.join(", ")
                )
            }
        }
        Kind::MissingRequiredArgument => {
            t!(
                "usage-missing-arguments",
                args = missing.as_deref()?.join(", ")
            )
        }
        Kind::ArgumentConflict => {
            let arg = arg.as_deref()?;
            match prior.as_deref() {
                Some([other]) if other == arg => t!("usage-repeated", arg = arg),
                Some(others) if !others.is_empty() => {
                    let quoted: Vec<String> = others.iter().map(|o| format!("'{o}'")).collect();
                    t!("usage-conflict", arg = arg, other = quoted.join(", "))
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(problem)
}

/// What clap's error says about itself, taken from its context.
#[derive(Debug, Default)]
pub struct UsageContext {
    pub arg: Option<String>,
    pub value: Option<String>,
    pub valid: Vec<String>,
    pub prior: Option<Vec<String>>,
    pub command: Option<String>,
    pub missing: Option<Vec<String>>,
}

pub fn search_thread_failed() -> String {
    t!("search-thread-failed")
}

pub fn search_thread_died() -> String {
    t!("search-thread-died")
}

pub fn cannot_read(path: &Path) -> String {
    t!("cannot-read", path = path_name(path))
}

/// A place in a file, as compilers write it.
pub fn line_of(file: &str, line: usize) -> String {
    format!("{file}:{line}")
}

// The library's errors, worded from the message each gives (an id and its
// values): in English by the library's own words (`nqueens::message::ENGLISH`),
// in another language by `locales/<lang>/errors.ftl`, where each id is named
// with the prefix `lib-`. The values are shown here, the same in every
// language.

/// The library's error in the current language.
pub fn library_error(err: &nqueens::Error) -> String {
    library_message(&err.message())
}

fn library_message(message: &Message) -> String {
    let id = format!("lib-{}", message.id);
    let lang = crate::i18n::language();
    if lang == crate::i18n::Lang::En || !crate::i18n::has_own_message(lang, &id) {
        return message.english_with(&mut |value| shown(value));
    }
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        let arg = match shown(value) {
            Some(text) => Arg::from(text),
            None => message_arg(value),
        };
        args.set(*name, arg.0);
    }
    crate::i18n::message(&id, Some(&args))
}

/// A value of the library's message as this program shows it where that
/// differs from the library's plain showing: input quoted briefly, sizes in
/// binary units, lines and nested messages in the current language.
fn shown(value: &MessageArg) -> Option<String> {
    Some(match value {
        MessageArg::Input(text) => quoted(text),
        MessageArg::Bytes(bytes) => crate::memory::byte_size(*bytes),
        MessageArg::Line(line) => line_words(*line),
        MessageArg::Message(inner) => library_message(inner),
        MessageArg::List(messages) => {
            let words: Vec<String> = messages.iter().map(library_message).collect();
            words.join("; ")
        }
        MessageArg::Number(_) | MessageArg::Word(_) | MessageArg::Choice(_) => return None,
    })
}

/// A value [`shown`] leaves to the words as it is.
fn message_arg(value: &MessageArg) -> Arg {
    match value {
        MessageArg::Number(number) => Arg::from(*number),
        MessageArg::Word(word) => Arg::from(word.as_str()),
        MessageArg::Choice(choice) => Arg::from(*choice),
        other => Arg::from(shown(other).unwrap_or_default()),
    }
}

/// A selector value for messages that say one thing or the other.
pub fn yes_no(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// A line of the board in words, numbered as the lessons' marker arrays
/// number it: `column 3`, `diagonal i+j=5`, `anti-diagonal i-j+n=7`. The
/// trace and the animation both name lines so.
pub fn line_words(line: nqueens::Line) -> String {
    match line {
        nqueens::Line::Row(index) => t!("line-row", index = index),
        nqueens::Line::Column(index) => t!("line-column", index = index),
        nqueens::Line::Diagonal(index) => t!("line-diagonal", index = index),
        nqueens::Line::AntiDiagonal(index) => t!("line-anti-diagonal", index = index),
    }
}

/// Two queens that attack each other: `d8 and g5 share a diagonal`.
pub fn shared_line(conflict: &nqueens::Conflict, n: usize) -> String {
    let line = match conflict.line {
        nqueens::Line::Row(_) => "row",
        nqueens::Line::Column(_) => "column",
        nqueens::Line::Diagonal(_) | nqueens::Line::AntiDiagonal(_) => "diagonal",
    };
    pair_shares_line(&conflict.first.name(n), &conflict.second.name(n), line)
}

/// Two queens named by the caller on one `line` (`row`, `column` or
/// `diagonal`), in the library's words for it.
pub fn pair_shares_line(first: &str, second: &str, line: &'static str) -> String {
    library_message(&Message {
        id: "pair-shares-line",
        args: vec![
            ("first", MessageArg::Word(first.to_string())),
            ("second", MessageArg::Word(second.to_string())),
            ("line", MessageArg::Choice(line)),
        ],
    })
}

/// A number of solutions, roughly: `about 2 x 10^21`.
pub fn magnitude(magnitude: Magnitude) -> String {
    let Magnitude { mantissa, exponent } = magnitude;
    t!(
        "magnitude",
        mantissa = mantissa.to_string(),
        exponent = exponent.to_string()
    )
}

/// A time a run may take, roughly: in minutes below two hours, else as
/// [`rough_duration`] says it.
pub fn rough_time(seconds: f64) -> String {
    if seconds < 7200.0 {
        t!(
            "duration-minutes",
            minutes = (seconds / 60.0).ceil().max(1.0) as u64
        )
    } else {
        rough_duration(seconds)
    }
}

/// A time to the minute or second, as a clock says it: `42 s`,
/// `5 min 3 s`, `11 h 27 min`, `3 d 4 h`.
pub fn clock_time(seconds: f64) -> String {
    let whole = seconds.max(0.0).round() as u64;
    let (days, hours, minutes, secs) = (
        whole / 86_400,
        whole / 3600 % 24,
        whole / 60 % 60,
        whole % 60,
    );
    if whole < 60 {
        t!("clock-seconds", s = secs)
    } else if whole < 3600 {
        t!("clock-minutes", m = minutes, s = secs)
    } else if whole < 86_400 {
        t!("clock-hours", h = hours, m = minutes)
    } else {
        t!("clock-days", d = days, h = hours)
    }
}

/// A long time, roughly: `years`.
pub fn rough_duration(seconds: f64) -> String {
    const HOUR: f64 = 3600.0;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.0 * DAY;
    t!(match seconds {
        s if s < 2.0 * HOUR => "duration-about-an-hour",
        s if s < DAY => "duration-hours",
        s if s < 30.0 * DAY => "duration-days",
        s if s < YEAR => "duration-months",
        s if s < 100.0 * YEAR => "duration-years",
        _ => "duration-lifetime",
    })
}

/// A long time that may be a lower bound: `years`, `years at least`.
pub fn rough_duration_at_least(seconds: f64, at_least: bool) -> String {
    let time = rough_duration(seconds);
    if at_least {
        t!("at-least", time = time)
    } else {
        time
    }
}

/// Why a board has no tour, as `tour` and `render` say it.
pub fn no_tour(error: &nqueens::Error) -> String {
    t!("tour-none", reason = library_error(error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_in_a_message_is_escaped_and_cut_short() {
        assert_eq!(quoted("d8 \"x\"\\"), r#""d8 \"x\"\\""#);
        assert_eq!(
            brief("x\u{1b}[31m\u{7}\n\u{202e}"),
            r"x\u{1b}[31m\u{7}\n\u{202e}"
        );
        let path = Path::new("漢/x\u{9b}y");
        assert_eq!(path_name(path), r"漢/x\u{9b}y");
        // Cut at a byte budget, never inside a character or an escape.
        for text in ["漢".repeat(500), "\u{1b}".repeat(500), "k".repeat(5000)] {
            for escaped in [quoted(&text), brief(&text), path_name(Path::new(&text))] {
                assert!(escaped.len() < 200, "{escaped}");
                assert!(!escaped.chars().any(char::is_control), "{escaped}");
                assert!(escaped.contains("more characters)"), "{escaped}");
            }
        }
    }

    #[test]
    fn the_library_words_its_errors_as_this_program_does_in_english() {
        use crate::i18n::{Lang, in_language};
        for err in nqueens::Error::examples() {
            let ours = in_language(Lang::En, || library_error(&err));
            let theirs = err.to_string();
            match err.kind() {
                // Sizes here are in binary units, the library's in bytes.
                nqueens::ErrorKind::OutOfMemory { bytes, .. } => {
                    let size = crate::memory::byte_size(*bytes);
                    assert_ne!(ours, theirs);
                    assert_eq!(ours.replace(&size, &format!("{bytes} bytes")), theirs);
                }
                _ => assert_eq!(ours, theirs),
            }
            let vietnamese = in_language(Lang::Vi, || library_error(&err));
            assert_ne!(vietnamese, ours, "{} not translated", err.message().id);
            assert!(!vietnamese.contains('{'), "{vietnamese}");
        }
        // Long input is cut short here, whole in the library's words.
        let long = nqueens::Square::parse(&"z".repeat(200), 8).unwrap_err();
        let ours = in_language(Lang::En, || library_error(&long));
        assert!(ours.contains("more characters)"), "{ours}");
        assert!(long.to_string().contains(&"z".repeat(200)), "{long}");
    }

    #[test]
    fn a_file_name_is_a_word_a_shell_reads_back() {
        let word = |name: &str| shell_word(Path::new(name));
        assert_eq!(word("count-17.json"), "count-17.json");
        assert_eq!(word("count 17.json"), "'count 17.json'");
        assert_eq!(word("it's"), r"'it'\''s'");
        assert_eq!(
            word("x\u{1b}]0;pwned\u{7}"),
            r"$'x\U0000001b]0;pwned\U00000007'"
        );
        assert_eq!(word("a\\b'\n"), r"$'a\\b\'\U0000000a'");
    }
}
