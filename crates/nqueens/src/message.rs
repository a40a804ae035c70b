//! The words of the library's errors: each [`crate::Error`] gives a
//! [`Message`] (a stable id and its values, see [`crate::Error::message`]),
//! and the English for every id is one Project Fluent file, [`ENGLISH`].
//! The library's `Display` renders a message through it; a front end that
//! speaks other languages words the same ids in its own files and takes its
//! English from here, showing the values its own way
//! ([`Message::english_with`]).
//!
//! ```
//! use nqueens::{MessageArg, Placement};
//! let err = Placement::new(vec![0, 5]).unwrap_err();
//! let message = err.message();
//! assert_eq!(message.to_string(), err.to_string());
//! // The same words, with the column shown as a front end would show it.
//! let words = message.english_with(&mut |value| match value {
//!     MessageArg::Number(5) => Some("five".to_string()),
//!     _ => None,
//! });
//! assert_eq!(words, "row 1 has its queen in column five, but columns run from 0 to 1");
//! ```

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::square::Line;

/// The English of every message id, in Project Fluent's syntax: one
/// message a line (or an indented block), named by the id, with the values
/// as `{ $name }`.
pub const ENGLISH: &str = include_str!("../messages/en.ftl");

/// An error as a front end words it in a language of its own: a stable id
/// and the values the words use. [`crate::Error::message`] gives it; the ids
/// and the names of their values are listed in [`crate::Error::MESSAGES`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The message's id: the same from release to release.
    pub id: &'static str,
    /// The values the message words, by name.
    pub args: Vec<(&'static str, MessageArg)>,
}

/// A value in a [`Message`], typed by how a front end shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageArg {
    /// A whole number.
    Number(u128),
    /// A word shown as it is: a method's or a format's name, a square's name.
    Word(String),
    /// Text the user gave: to be quoted, and escaped where a terminal would
    /// act on it.
    Input(String),
    /// An amount of memory, in bytes.
    Bytes(u64),
    /// A line of the board, named as the front end names lines.
    Line(Line),
    /// One of a few fixed values that choose the words around them: `yes`
    /// or `no`; `row`, `column` or `diagonal`.
    Choice(&'static str),
    /// A message worded in its own right and put into this one (a reason).
    Message(Box<Message>),
    /// Messages listed one after the other (the pairs of queens that
    /// attack each other).
    List(Vec<Message>),
}

impl Message {
    pub(crate) fn new(id: &'static str, args: Vec<(&'static str, MessageArg)>) -> Message {
        Message { id, args }
    }

    pub(crate) fn plain(id: &'static str) -> Message {
        Message::new(id, Vec::new())
    }

    /// The message in English, from [`ENGLISH`], with each value shown by
    /// `show`, or plainly where it gives `None` (as [`Message`]'s
    /// `Display` shows them all: numbers in digits, input in Rust's quotes,
    /// memory in bytes, lines as [`Line`] writes them, nested messages by
    /// these same rules). Numbers `show` leaves alone stay numbers to the
    /// words, so that they can choose a plural form.
    ///
    /// An id that [`ENGLISH`] lacks (one a front end made up) comes back
    /// as itself.
    pub fn english_with(&self, show: &mut dyn FnMut(&MessageArg) -> Option<String>) -> String {
        let bundle = english();
        let Some(pattern) = bundle.get_message(self.id).and_then(|m| m.value()) else {
            return self.id.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            let shown = match show(value) {
                Some(text) => FluentValue::from(text),
                None => plain(value, show),
            };
            args.set(*name, shown);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        // A test renders every message; a value missing from a front end's
        // own message shows as `{$name}` rather than failing.
        debug_assert!(errors.is_empty(), "message {}: {errors:?}", self.id);
        text.into_owned()
    }
}

/// The English words, read once.
fn english() -> &'static FluentBundle<FluentResource> {
    static ENGLISH_BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    ENGLISH_BUNDLE.get_or_init(|| {
        let lang = "en".parse().expect("a valid language code");
        let mut bundle = FluentBundle::new_concurrent(vec![lang]);
        // Unicode isolation marks around values would show as stray
        // characters in a terminal or a log.
        bundle.set_use_isolating(false);
        let resource = FluentResource::try_new(ENGLISH.to_string())
            .unwrap_or_else(|(_, errors)| panic!("messages/en.ftl: {errors:?}"));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("messages/en.ftl: {errors:?}"));
        bundle
    })
}

/// The largest integer every smaller one of which an `f64` (a Fluent
/// number) holds exactly; larger ones are given as digits.
const EXACT_IN_F64: u128 = 1 << 53;

/// A value shown plainly, nested messages worded with `show` too.
fn plain(
    value: &MessageArg,
    show: &mut dyn FnMut(&MessageArg) -> Option<String>,
) -> FluentValue<'static> {
    match value {
        MessageArg::Number(number) if *number <= EXACT_IN_F64 => FluentValue::from(*number as f64),
        MessageArg::Number(number) => FluentValue::from(number.to_string()),
        MessageArg::Word(word) => FluentValue::from(word.clone()),
        MessageArg::Input(text) => FluentValue::from(format!("{text:?}")),
        MessageArg::Bytes(bytes) => FluentValue::from(format!("{bytes} bytes")),
        MessageArg::Line(line) => FluentValue::from(line.to_string()),
        MessageArg::Choice(choice) => FluentValue::from(*choice),
        MessageArg::Message(inner) => FluentValue::from(inner.english_with(show)),
        MessageArg::List(messages) => {
            let words: Vec<String> = messages.iter().map(|m| m.english_with(show)).collect();
            FluentValue::from(words.join("; "))
        }
    }
}

/// The message in English, every value shown plainly.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english_with(&mut |_| None))
    }
}
