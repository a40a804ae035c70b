//! The page's files, built into the binary: the page works offline and
//! nothing outside these files can be asked for.

use axum::http::header;
use axum::response::IntoResponse;

pub(super) const INDEX: &str = include_str!("../../../web/index.html");
const STYLE: &str = include_str!("../../../web/style.css");

/// A module of the page: its path on the server and its text, read from
/// `web/` at build time.
macro_rules! module {
    ($file:literal) => {
        (
            concat!("/", $file),
            include_str!(concat!("../../../web/", $file)),
        )
    };
}

/// The page's script: `app.js` and the modules it imports, one per view
/// and the shared ones, each at its path on the server. A test checks
/// that every import names one of these and that every script of `web/`
/// is here.
pub(super) const SCRIPTS: &[(&str, &str)] = &[
    module!("app.js"),
    module!("api.js"),
    module!("board.js"),
    module!("dom.js"),
    module!("i18n.js"),
    module!("lesson.js"),
    module!("views/play.js"),
    module!("views/watch.js"),
    module!("views/solutions.js"),
    module!("views/tour.js"),
    module!("views/count.js"),
    module!("views/variants.js"),
    module!("views/exercises.js"),
];

/// The page's files may change with each build of the binary: the browser
/// asks again rather than keep an old copy.
const NO_CACHE: (header::HeaderName, &str) = (header::CACHE_CONTROL, "no-cache");

pub(super) async fn index() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8"), NO_CACHE],
        INDEX,
    )
}

/// One of [`SCRIPTS`], as a module the browser runs.
pub(super) fn script(source: &'static str) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            NO_CACHE,
        ],
        source,
    )
}

pub(super) async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8"), NO_CACHE],
        STYLE,
    )
}

/// Every script, one after the other, for the checks that read them all.
#[cfg(test)]
pub(super) fn all_scripts() -> String {
    SCRIPTS.iter().map(|(_, source)| *source).collect()
}

/// The bytes of the page's first load: the page, its style and every module.
#[cfg(test)]
pub(super) fn first_load_bytes() -> usize {
    INDEX.len() + STYLE.len() + all_scripts().len()
}
