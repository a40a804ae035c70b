//! The page's files, built into the binary: the page works offline and
//! nothing outside these files can be asked for.

use axum::http::header;
use axum::response::IntoResponse;

pub(super) const INDEX: &str = include_str!("../../../web/index.html");
const STYLE: &str = include_str!("../../../web/style.css");

/// The page's script: `app.js` and the modules it imports, one per view
/// and the shared ones, each at its path on the server. The imports name
/// these paths, so a module missing here fails the page's first load in
/// the browser tests.
pub(super) const SCRIPTS: &[(&str, &str)] = &[
    ("/app.js", include_str!("../../../web/app.js")),
    ("/api.js", include_str!("../../../web/api.js")),
    ("/board.js", include_str!("../../../web/board.js")),
    ("/dom.js", include_str!("../../../web/dom.js")),
    ("/i18n.js", include_str!("../../../web/i18n.js")),
    ("/lesson.js", include_str!("../../../web/lesson.js")),
    ("/views/play.js", include_str!("../../../web/views/play.js")),
    (
        "/views/watch.js",
        include_str!("../../../web/views/watch.js"),
    ),
    (
        "/views/solutions.js",
        include_str!("../../../web/views/solutions.js"),
    ),
    ("/views/tour.js", include_str!("../../../web/views/tour.js")),
    (
        "/views/count.js",
        include_str!("../../../web/views/count.js"),
    ),
    (
        "/views/variants.js",
        include_str!("../../../web/views/variants.js"),
    ),
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
