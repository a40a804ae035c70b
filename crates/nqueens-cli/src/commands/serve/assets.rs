//! The page's files, built into the binary: the page works offline and
//! nothing outside these four files can be asked for.

use axum::http::header;
use axum::response::IntoResponse;

pub(super) const INDEX: &str = include_str!("../../../web/index.html");
pub(super) const SCRIPT: &str = include_str!("../../../web/app.js");
/// The Watch view's lesson panel, a module `app.js` imports.
pub(super) const LESSON_SCRIPT: &str = include_str!("../../../web/lesson.js");
const STYLE: &str = include_str!("../../../web/style.css");

/// The page's files may change with each build of the binary: the browser
/// asks again rather than keep an old copy.
const NO_CACHE: (header::HeaderName, &str) = (header::CACHE_CONTROL, "no-cache");

pub(super) async fn index() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8"), NO_CACHE],
        INDEX,
    )
}

pub(super) async fn script() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            NO_CACHE,
        ],
        SCRIPT,
    )
}

pub(super) async fn lesson_script() -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            NO_CACHE,
        ],
        LESSON_SCRIPT,
    )
}

pub(super) async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8"), NO_CACHE],
        STYLE,
    )
}

/// The bytes of the page's first load.
#[cfg(test)]
pub(super) fn first_load_bytes() -> usize {
    INDEX.len() + SCRIPT.len() + LESSON_SCRIPT.len() + STYLE.len()
}
