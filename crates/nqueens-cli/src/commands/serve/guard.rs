//! What every request passes before the API sees it, and what every answer
//! carries: the `Host` of a server on loopback must be its own (a page of
//! another site, its name rebound to 127.0.0.1, is refused), a POST from a
//! page of another origin is refused, a body arrives whole within
//! [`BODY_SECONDS`] and within the API's size limit, and every answer says
//! that it is not to be sniffed, framed, or run with anything but the
//! page's own files.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Json, Response};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use serde_json::json;
use tower_http::set_header::SetResponseHeaderLayer;

use super::api::MAX_BODY_BYTES;
use crate::i18n::{self, Lang};
use crate::text;

/// From the end of a request's head to the end of its body. The largest
/// body the API takes (64 KB) needs well under a second on any network.
pub(super) const BODY_SECONDS: u64 = 10;
/// Where a test sets a shorter deadline for the body, in milliseconds.
const BODY_MS_VARIABLE: &str = "NQUEENS_SERVE_BODY_MS";

/// The checks of one server, made from the address it is bound to.
#[derive(Clone, Debug)]
pub(super) struct Guard {
    /// The `Host` values a server on loopback answers to, in lower case;
    /// `None` for a server bound elsewhere, which answers to any name.
    hosts: Option<Vec<String>>,
}

impl Guard {
    pub(super) fn new(bound: SocketAddr) -> Guard {
        let ip = bound.ip().to_canonical();
        if !ip.is_loopback() {
            return Guard { hosts: None };
        }
        let port = bound.port();
        let mut names = vec![
            "localhost".to_string(),
            match ip {
                IpAddr::V4(ip) => ip.to_string(),
                IpAddr::V6(ip) => format!("[{ip}]"),
            },
        ];
        if bound.ip() != ip {
            // Bound to an IPv4 address written as IPv6 (::ffff:127.0.0.1).
            names.push(format!("[{}]", bound.ip()));
        }
        let mut hosts: Vec<String> = names.iter().map(|name| format!("{name}:{port}")).collect();
        if port == 80 {
            hosts.extend(names);
        }
        Guard { hosts: Some(hosts) }
    }

    /// Why `request` is refused before it is read, if it is.
    fn refusal(&self, request: &Request) -> Option<Refusal> {
        let host = request
            .headers()
            .get(header::HOST)
            .and_then(|host| host.to_str().ok())
            .or_else(|| {
                request
                    .uri()
                    .authority()
                    .map(|authority| authority.as_str())
            });
        if let Some(hosts) = &self.hosts {
            let known = host.is_some_and(|host| hosts.contains(&host.to_ascii_lowercase()));
            if !known {
                return Some(Refusal::Host {
                    host: host.unwrap_or_default().to_string(),
                    expected: hosts[1].clone(),
                });
            }
        }
        // A page may send its own origin's POSTs; a page elsewhere may not
        // (its form or fetch would otherwise run searches here).
        let safe = request.method() == Method::GET || request.method() == Method::HEAD;
        if let (false, Some(origin)) = (safe, request.headers().get(header::ORIGIN)) {
            let own = host.map(|host| format!("http://{}", host.to_ascii_lowercase()));
            let origin = String::from_utf8_lossy(origin.as_bytes());
            if own.as_deref() != Some(origin.to_ascii_lowercase().as_str()) {
                return Some(Refusal::Origin(origin.into_owned()));
            }
        }
        None
    }
}

/// A request refused by the guard, and the answer it gets.
#[derive(Debug)]
enum Refusal {
    Host { host: String, expected: String },
    Origin(String),
    TooLarge,
    TooSlow,
    BadBody,
}

impl Refusal {
    fn answer(self, lang: Lang) -> Response {
        let (status, error) = i18n::in_language(lang, || match &self {
            Refusal::Host { host, expected } => (
                StatusCode::MISDIRECTED_REQUEST,
                t!(
                    "serve-wrong-host",
                    host = text::quoted(host),
                    expected = expected.as_str()
                ),
            ),
            Refusal::Origin(origin) => (
                StatusCode::FORBIDDEN,
                t!("serve-cross-origin", origin = text::quoted(origin)),
            ),
            Refusal::TooLarge => (
                StatusCode::PAYLOAD_TOO_LARGE,
                t!("serve-body-too-large", most = MAX_BODY_BYTES),
            ),
            Refusal::TooSlow => (
                StatusCode::REQUEST_TIMEOUT,
                t!("serve-body-too-slow", seconds = body_deadline().as_secs()),
            ),
            Refusal::BadBody => (StatusCode::BAD_REQUEST, t!("serve-body-unread")),
        });
        let mut answer = (status, Json(json!({ "error": error }))).into_response();
        if matches!(
            self,
            Refusal::TooLarge | Refusal::TooSlow | Refusal::BadBody
        ) {
            // The rest of the body is not read: the connection cannot carry
            // another request.
            answer
                .headers_mut()
                .insert(header::CONNECTION, HeaderValue::from_static("close"));
        }
        answer
    }
}

/// `router` behind the guard, its answers with the security headers.
pub(super) fn guarded(router: Router, guard: Guard) -> Router {
    router
        .layer(middleware::from_fn_with_state(Arc::new(guard), check))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            CONTENT_SECURITY_POLICY,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
}

async fn check(State(guard): State<Arc<Guard>>, request: Request, next: Next) -> Response {
    let lang = language(request.uri().query().unwrap_or_default());
    if let Some(refusal) = guard.refusal(&request) {
        return refusal.answer(lang);
    }
    let (parts, body) = request.into_parts();
    if declared_length(&parts.headers).is_some_and(|length| length > MAX_BODY_BYTES as u64) {
        return Refusal::TooLarge.answer(lang);
    }
    // The body is read here, whole, so that a client sending it a byte at
    // a time holds its connection for BODY_SECONDS at most.
    let read = Limited::new(body, MAX_BODY_BYTES).collect();
    let body = match tokio::time::timeout(body_deadline(), read).await {
        Ok(Ok(collected)) => collected.to_bytes(),
        Ok(Err(err)) if err.is::<LengthLimitError>() => return Refusal::TooLarge.answer(lang),
        Ok(Err(_)) => return Refusal::BadBody.answer(lang),
        Err(_) => return Refusal::TooSlow.answer(lang),
    };
    next.run(Request::from_parts(parts, Body::from(body))).await
}

/// The body's length as its head declares it.
fn declared_length(headers: &HeaderMap) -> Option<u64> {
    headers
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// The language a query asks for (`lang=vi`), else English, as the API
/// reads it.
fn language(query: &str) -> Lang {
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::parse)
        .unwrap_or_default()
}

/// The page's own files and nothing else: its script and style sheet from
/// this server, no inline script or style (the page has none; see the
/// test), the empty `data:` icon, the API and the counts' event streams on
/// this server, and no framing by any page.
const CONTENT_SECURITY_POLICY: HeaderValue = HeaderValue::from_static(
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
     connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'",
);

/// From the end of a request's head to the end of its body: [`BODY_SECONDS`],
/// or the test's shorter deadline.
fn body_deadline() -> Duration {
    super::connections::deadline(BODY_MS_VARIABLE, BODY_SECONDS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::serve::assets;

    fn hosts(bound: &str) -> Option<Vec<String>> {
        Guard::new(bound.parse().unwrap()).hosts
    }

    #[test]
    fn a_server_on_loopback_answers_to_its_own_names_only() {
        assert_eq!(
            hosts("127.0.0.1:8080").unwrap(),
            ["localhost:8080", "127.0.0.1:8080"]
        );
        assert_eq!(
            hosts("[::1]:8080").unwrap(),
            ["localhost:8080", "[::1]:8080"]
        );
        assert_eq!(
            hosts("[::ffff:127.0.0.1]:8080").unwrap(),
            [
                "localhost:8080",
                "127.0.0.1:8080",
                "[::ffff:127.0.0.1]:8080"
            ]
        );
        assert_eq!(
            hosts("127.0.0.1:80").unwrap(),
            ["localhost:80", "127.0.0.1:80", "localhost", "127.0.0.1"]
        );
        assert_eq!(hosts("0.0.0.0:8080"), None);
        assert_eq!(hosts("192.168.1.5:8080"), None);
    }

    /// What the page would need the policy to allow beyond its own files:
    /// an inline `<script>` or `<style>`, a `style="..."` attribute, an
    /// `on...=` handler, a `javascript:` address; and in the script, text
    /// parsed as HTML or code, or a style attribute set whole. (Setting one
    /// property through `element.style` is not blocked.)
    fn blocked_by_the_policy(page: &str, script: &str) -> Vec<String> {
        let lower = page.to_ascii_lowercase();
        let mut found = Vec::new();
        for (at, _) in lower.match_indices("<script") {
            let tag = &lower[at..at + lower[at..].find('>').unwrap_or(0)];
            if !tag.contains(" src=") {
                found.push(format!("inline script: {tag}"));
            }
        }
        for needle in ["<style", " style=", "javascript:"] {
            if lower.contains(needle) {
                found.push(format!("page: {needle}"));
            }
        }
        let handler = lower.split(|c: char| c.is_ascii_whitespace()).find(|word| {
            word.starts_with("on")
                && word
                    .find('=')
                    .is_some_and(|eq| eq > 2 && word[2..eq].bytes().all(|b| b.is_ascii_lowercase()))
        });
        if let Some(handler) = handler {
            found.push(format!("handler: {handler}"));
        }
        for needle in [
            "innerhtml",
            "outerhtml",
            "insertadjacenthtml",
            "document.write",
            "eval(",
            "new function",
            "setattribute('style'",
            "setattribute(\"style\"",
            "csstext",
        ] {
            if script.to_ascii_lowercase().contains(needle) {
                found.push(format!("script: {needle}"));
            }
        }
        found
    }

    #[test]
    fn the_page_needs_nothing_the_policy_blocks() {
        assert_eq!(
            blocked_by_the_policy(assets::INDEX, &assets::all_scripts()),
            Vec::<String>::new()
        );
        // The check sees each thing the policy would block.
        for page in [
            r#"<script>alert(1)</script>"#,
            r#"<script type="module">go()</script>"#,
            r#"<style>p {}</style>"#,
            r#"<svg style="position:absolute">"#,
            r#"<button onclick="go()">"#,
            r#"<a href="javascript:go()">"#,
        ] {
            assert_ne!(
                blocked_by_the_policy(page, ""),
                Vec::<String>::new(),
                "{page}"
            );
        }
        for script in [
            "el.innerHTML = text;",
            "el.setAttribute('style', 'color: red');",
            "el.style.cssText = 'color: red';",
            "eval(text);",
        ] {
            assert_ne!(
                blocked_by_the_policy("", script),
                Vec::<String>::new(),
                "{script}"
            );
        }
        assert_eq!(
            blocked_by_the_policy(
                r#"<script type="module" src="/app.js"></script>"#,
                "el.style.setProperty('--n', 8);"
            ),
            Vec::<String>::new()
        );
        let policy = CONTENT_SECURITY_POLICY;
        let policy = policy.to_str().unwrap();
        assert!(policy.contains("default-src 'self'"), "{policy}");
        assert!(policy.contains("script-src 'self';"), "{policy}");
        assert!(policy.contains("style-src 'self';"), "{policy}");
        assert!(policy.contains("frame-ancestors 'none'"), "{policy}");
        assert!(!policy.contains("unsafe"), "{policy}");
    }

    #[test]
    fn the_language_of_a_refusal_is_the_querys() {
        assert_eq!(language("n=8&lang=vi"), Lang::Vi);
        assert_eq!(language("lang=en"), Lang::En);
        assert_eq!(language(""), Lang::En);
    }
}
