//! The language the tool speaks: English or Vietnamese, chosen by `--lang`
//! or else by the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first one
//! set), with messages written in Project Fluent files under `locales/`.
//!
//! Code asks for a message by its id with `t!`:
//!
//! ```ignore
//! let header = t!("solution-header", number = 3);
//! ```
//!
//! Every message exists in both languages (a test checks it); a message
//! missing from Vietnamese falls back to English rather than to its id.
//! Large integers are passed as text, because Fluent's numbers are `f64`;
//! [`Arg`] does that for the integer types. [`help`] puts clap's help in the
//! language of the run.

use std::borrow::Cow;
use std::ffi::OsString;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub mod help;

/// A language the messages are written in; `--lang` takes its code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    #[default]
    En,
    Vi,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Vi];

    /// The language's code, as `--lang` takes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
        }
    }

    /// Reads a language code or a locale name (`vi`, `vi_VN.UTF-8`, `en-GB`).
    pub fn parse(text: &str) -> Option<Lang> {
        let language = text
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|lang| lang.code() == language)
    }

    /// The language of the locale, as POSIX orders the variables: the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty.
    /// English when that names another language, or none.
    pub fn from_locale(var: impl Fn(&str) -> Option<OsString>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&var)
            .map(|value| value.to_string_lossy().into_owned())
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::parse(&value))
            .unwrap_or_default()
    }

    /// The language asked for by `--lang CODE` or `--lang=CODE` among the
    /// arguments. This is the one reading of the flag: it comes before clap
    /// parses the arguments, so that clap's own help and errors are in that
    /// language, and before any argument clap would stop at; clap declares
    /// the flag (for the help, the completions and an error on a code it
    /// does not know) and takes its codes from the same [`ValueEnum`].
    ///
    /// [`ValueEnum`]: clap::ValueEnum
    pub fn from_args(args: &[OsString]) -> Option<Lang> {
        let code = |code: &str| <Lang as clap::ValueEnum>::from_str(code, false).ok();
        let mut args = args.iter().map(|arg| arg.to_string_lossy());
        while let Some(arg) = args.next() {
            if arg == "--" {
                break;
            }
            if arg == "--lang" {
                return args.next().and_then(|value| code(&value));
            }
            if let Some(value) = arg.strip_prefix("--lang=") {
                return code(value);
            }
        }
        None
    }

    fn identifier(self) -> LanguageIdentifier {
        self.code().parse().expect("a valid language code")
    }
}

/// The message files, by language: every `.ftl` file under `locales/`,
/// listed by the build script. Each command has a file of its own in each
/// language, named after it; what several share has files of its own.
const RESOURCES: &[(Lang, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/resources.rs"));

static LANGUAGE: OnceLock<Lang> = OnceLock::new();

/// Sets the language for the rest of the run; the first call wins.
pub fn set_language(lang: Lang) {
    let _ = LANGUAGE.set(lang);
}

thread_local! {
    /// The language of the request this thread answers, where the server
    /// answers each in its own.
    static THIS_THREAD: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// The language messages are given in: this thread's (see
/// [`in_language`]), else the one set, else the locale's.
pub fn language() -> Lang {
    THIS_THREAD.get().unwrap_or_else(|| {
        *LANGUAGE.get_or_init(|| Lang::from_locale(|name| std::env::var_os(name)))
    })
}

/// Runs `f` with this thread's messages in `lang`, whatever the run's
/// language: `serve` answers each request in the language it asks for.
pub fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = THIS_THREAD.replace(Some(lang));
    let result = f();
    THIS_THREAD.set(before);
    result
}

/// Every message of the page (ids starting `web-`) in `lang`, falling back
/// to English, with variables left as `{$name}` for the page to fill in.
pub fn page_messages(lang: Lang) -> std::collections::BTreeMap<String, String> {
    let mut messages = std::collections::BTreeMap::new();
    for lang in [Lang::En, lang] {
        let bundle = bundle(lang);
        let sources = RESOURCES
            .iter()
            .filter(|(l, name, _)| *l == lang && *name == "web.ftl");
        for &(_, _, source) in sources {
            // A message starts at the margin with `id =`.
            let ids = source
                .lines()
                .filter(|line| line.starts_with("web-"))
                .filter_map(|line| line.split_once('='))
                .map(|(id, _)| id.trim());
            for id in ids {
                let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                    continue;
                };
                // Unfilled variables are written `{$name}`: that is what
                // the page replaces.
                let mut unfilled = Vec::new();
                let text = bundle.format_pattern(pattern, None, &mut unfilled);
                messages.insert(id.to_string(), text.into_owned());
            }
        }
    }
    messages
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Lang::ALL.into_iter().map(build_bundle).collect());
    &bundles[Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("every language has a bundle")]
}

fn build_bundle(lang: Lang) -> Bundle {
    let mut bundle = FluentBundle::new_concurrent(vec![lang.identifier()]);
    // Unicode isolation marks around arguments would show as stray
    // characters in terminals and break `verify` reading output back.
    bundle.set_use_isolating(false);
    for &(_, name, source) in RESOURCES.iter().filter(|(l, ..)| *l == lang) {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{} {name}: {errors:?}", lang.code()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{} {name}: {errors:?}", lang.code()));
    }
    bundle
}

/// Whether `lang`, or English in its place, has the message `id`.
pub fn has_message(lang: Lang, id: &str) -> bool {
    [lang, Lang::En]
        .into_iter()
        .any(|lang| bundle(lang).has_message(id))
}

/// Whether `lang`'s own files have the message `id`, English aside.
pub fn has_own_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in the current language, with `args` filled in.
pub fn message(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    message_in(language(), id, args)
}

/// The message `id` in `lang`, falling back to English; the id itself only
/// if no language has it (a test keeps that from happening).
pub fn message_in(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> String {
    for lang in [lang, Lang::En] {
        let bundle = bundle(lang);
        if let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
            return text.into_owned();
        }
    }
    debug_assert!(false, "no message {id}");
    id.to_string()
}

/// A value for a message's variable. Integers that an `f64` holds exactly
/// stay numbers (so that plural forms can be chosen); larger ones become
/// text, digits intact.
#[derive(Debug)]
pub struct Arg(pub FluentValue<'static>);

/// The largest integer every smaller one of which an `f64` holds exactly.
const EXACT_IN_F64: u128 = 1 << 53;

impl From<u128> for Arg {
    fn from(value: u128) -> Arg {
        if value <= EXACT_IN_F64 {
            Arg(FluentValue::from(value as f64))
        } else {
            Arg(FluentValue::from(value.to_string()))
        }
    }
}

macro_rules! integer_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                match u128::try_from(value) {
                    Ok(value) => Arg::from(value),
                    Err(_) => Arg(FluentValue::from(value.to_string())),
                }
            }
        }
    )*};
}
integer_args!(u8, u16, u32, u64, usize, i32, i64);

impl From<f64> for Arg {
    fn from(value: f64) -> Arg {
        Arg(FluentValue::from(value))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg(FluentValue::from(value))
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg(FluentValue::from(value.clone()))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(value: Cow<'_, str>) -> Arg {
        Arg(FluentValue::from(value.into_owned()))
    }
}

/// The message with this id in the current language, as a `String`;
/// variables follow as `name = value` (any type [`Arg`] converts from).
///
/// ```ignore
/// t!("no-solution");
/// t!("solution-header", number = k);
/// ```
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::message($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::Arg::from($value).0);)+
        $crate::i18n::message($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    /// Each message of a Fluent file with the variables it uses, read
    /// line by line: a message starts at the margin with `id =`, and its
    /// other lines are indented.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let mut messages: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut current = None;
        for line in source.lines() {
            let starts_message = line.starts_with(|c: char| c.is_ascii_alphabetic());
            if starts_message {
                let (id, _) = line.split_once('=').expect("a message line has =");
                current = Some(id.trim().to_string());
                messages.entry(id.trim().to_string()).or_default();
            } else if line.starts_with('#') || line.trim().is_empty() {
                if !line.starts_with(' ') {
                    current = None;
                }
                continue;
            }
            let Some(id) = &current else { continue };
            let variables = messages.get_mut(id).expect("entered above");
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                rest = &rest[at + 1..];
                let end = rest
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
                    .unwrap_or(rest.len());
                variables.insert(rest[..end].to_string());
                rest = &rest[end..];
            }
        }
        messages
    }

    fn own_messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        RESOURCES
            .iter()
            .filter(|(l, ..)| *l == lang)
            .flat_map(|(_, _, source)| messages(source))
            .collect()
    }

    /// Every message of `lang`: its own files', and in English the
    /// library's words for its errors, named as the other languages name
    /// them (`lib-<id>`).
    fn all_messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
        let mut all = own_messages(lang);
        if lang == Lang::En {
            for (id, variables) in messages(nqueens::message::ENGLISH) {
                let before = all.insert(format!("lib-{id}"), variables);
                assert!(before.is_none(), "lib-{id} is worded by the library");
            }
        }
        all
    }

    #[test]
    fn every_file_parses_and_every_message_formats() {
        for lang in Lang::ALL {
            let bundle = bundle(lang);
            for id in own_messages(lang).keys() {
                assert!(bundle.has_message(id), "{} lacks {id}", lang.code());
            }
        }
    }

    #[test]
    fn every_message_is_in_both_languages_with_the_variables_it_is_given() {
        let english = all_messages(Lang::En);
        let vietnamese = all_messages(Lang::Vi);
        let only_english: Vec<_> = english
            .keys()
            .filter(|id| !vietnamese.contains_key(*id))
            .collect();
        let only_vietnamese: Vec<_> = vietnamese
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(only_english.is_empty(), "not translated: {only_english:?}");
        assert!(
            only_vietnamese.is_empty(),
            "not in English: {only_vietnamese:?}"
        );
        for (id, variables) in &vietnamese {
            let unknown: Vec<_> = variables.difference(&english[id]).collect();
            assert!(
                unknown.is_empty(),
                "{id} in vi uses {unknown:?}, which English does not"
            );
        }
    }

    #[test]
    fn every_library_message_is_worded_in_both_languages_with_its_values() {
        for lang in Lang::ALL {
            let worded = all_messages(lang);
            for (id, names) in nqueens::Error::MESSAGES {
                let id = format!("lib-{id}");
                let given: BTreeSet<String> = names.iter().map(|name| name.to_string()).collect();
                let Some(used) = worded.get(&id) else {
                    panic!("{} has no {id} for the library's message", lang.code());
                };
                let unknown: Vec<_> = used.difference(&given).collect();
                assert!(
                    unknown.is_empty(),
                    "{id} in {} uses {unknown:?}, which the library does not give",
                    lang.code()
                );
                // English words every value, so that no fact is lost.
                if lang == Lang::En {
                    let unused: Vec<_> = given.difference(used).collect();
                    assert!(unused.is_empty(), "{id} in en leaves out {unused:?}");
                }
            }
        }
    }

    #[test]
    fn the_locale_chooses_the_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(key, _)| *key == name)
                    .map(|(_, value)| OsString::from(value))
            }
        };
        assert_eq!(Lang::from_locale(env(&[("LANG", "vi_VN.UTF-8")])), Lang::Vi);
        assert_eq!(Lang::from_locale(env(&[("LANG", "en_US.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[])), Lang::En);
        assert_eq!(Lang::from_locale(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        // LC_ALL overrides LANG; an empty variable counts as unset.
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", "en_GB"), ("LANG", "vi_VN")])),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale(env(&[("LC_ALL", ""), ("LANG", "vi_VN")])),
            Lang::Vi
        );
    }

    #[test]
    fn lang_flag_is_read_before_parsing() {
        let args = |words: &[&str]| words.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            Lang::from_args(&args(&["nqueens", "solve", "4", "--lang", "vi"])),
            Some(Lang::Vi)
        );
        assert_eq!(
            Lang::from_args(&args(&["nqueens", "--lang=en", "solve"])),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_args(&args(&["nqueens", "solve", "4"])), None);
        assert_eq!(
            Lang::from_args(&args(&["nqueens", "--", "--lang", "vi"])),
            None
        );
    }

    #[test]
    fn large_integers_keep_every_digit() {
        let mut args = FluentArgs::new();
        args.set("count", Arg::from(234_907_967_154_122_528_u128).0);
        assert_eq!(
            message_in(Lang::En, "count-solutions", Some(&args)),
            "234907967154122528 solutions"
        );
        let mut args = FluentArgs::new();
        args.set("count", Arg::from(1_u64).0);
        assert_eq!(
            message_in(Lang::En, "count-solutions", Some(&args)),
            "1 solution"
        );
        assert_eq!(
            message_in(Lang::Vi, "count-solutions", Some(&args)),
            "1 lời giải"
        );
    }
}
