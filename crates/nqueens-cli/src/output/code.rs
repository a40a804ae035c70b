//! The lessons' programs beside a search: which program a language and a
//! method name, the comments in the language of the run, and a step's
//! line, for `code`, `trace --code` and `watch`.

use std::fmt;

use clap::ValueEnum;
use clap::builder::PossibleValue;
use nqueens::lesson::{self, Algorithm, Comments, Language, Program};

use crate::i18n::{self, Lang};

/// A language of the lessons' programs, as a choice on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeLanguage(pub Language);

impl ValueEnum for CodeLanguage {
    fn value_variants<'a>() -> &'a [Self] {
        const ALL: [CodeLanguage; 4] = [
            CodeLanguage(Language::Python),
            CodeLanguage(Language::Pascal),
            CodeLanguage(Language::Java),
            CodeLanguage(Language::Cpp),
        ];
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.0.name()))
    }
}

/// The comments to show: those of the run's language.
pub fn comments() -> Comments {
    match i18n::language() {
        Lang::Vi => Comments::Vietnamese,
        _ => Comments::English,
    }
}

/// The program in `language` for `algorithm`, or its first when none is
/// asked for.
pub fn program(
    language: Language,
    algorithm: Option<Algorithm>,
) -> Result<&'static Program, NoProgram> {
    match algorithm {
        None => Ok(lesson::default_for(language)),
        Some(algorithm) => lesson::find(language, algorithm).ok_or(NoProgram {
            language,
            algorithm,
        }),
    }
}

/// No program of the lessons is written in that language for that
/// method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoProgram {
    language: Language,
    algorithm: Algorithm,
}

impl fmt::Display for NoProgram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let has: Vec<&str> = lesson::in_language(self.language)
            .map(|program| program.algorithm().name())
            .collect();
        f.write_str(&t!(
            "code-no-program",
            language = self.language.name(),
            method = self.algorithm.name(),
            has = has.join(", ")
        ))
    }
}

impl std::error::Error for NoProgram {}

/// What the Python program's `A[k]` means, said where its lines are shown
/// beside a trace whose rows are its columns.
pub fn convention_note(program: &Program) -> Option<String> {
    (program.language() == Language::Python).then(|| t!("code-python-convention"))
}
