//! The page's JSON API over the library, and the limits every request is
//! held to: each request names what it wants in its query (or a small JSON
//! body), is checked against the limits below before anything runs, and
//! gets either its answer or a 4xx with `{"error": "..."}` in the language
//! it asked for (`lang=en|vi`), which the page shows as it is.
//!
//! Searches run on blocking threads, each within [`SEARCH_SECONDS`], a
//! deadline the search itself looks at (so its thread stops too), and
//! each charged against a memory budget: [`LIGHT_SEARCHES`] small ones at
//! once, and large traces by their size out of [`HEAVY_BUDGET_MIB`]. A
//! request that finds its budget spent waits [`WAIT_FOR_TURN`] at most,
//! then gets 503 with `Retry-After`. Answers are written straight into chunks of
//! bytes (never a tree of JSON values) and the charge is held until the
//! last chunk has gone to the client. A count streams its progress as
//! server-sent events and stops when the page closes the stream.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::convert::Infallible;
use std::io::Write as _;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Query, State as Shared};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use nqueens::lesson::{self, Algorithm, Comments, Language};
use nqueens::{Method, Plan, Square, Symmetry, Tally, TourMethod, Trace};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::assets;
use super::exercise::{self, MAX_EXERCISE_N, MIN_EXERCISE_N};
use crate::i18n::{self, Lang};
use crate::output::steps::{StepRecord, Summary, line_record, step_text};
use crate::text;

/// The largest board whose solutions the page lists (365,596 at n = 14).
pub(super) const MAX_SOLUTIONS_N: usize = 14;
/// The most solutions one page of the list holds.
pub(super) const MAX_PAGE: usize = 200;
/// The most steps of a lesson's walk: each carries the program's calls
/// and arrays, several times a trace step's size.
pub(super) const MAX_LESSON_STEPS: u64 = 40_000;
/// The largest board of the knight's-tour program's walk: its tree is
/// drawn up to 6 x 6, and its search grows with every square.
pub(super) const MAX_LESSON_TOUR_N: usize = 6;
/// The most steps of the knight's-tour walk, whose stops are small: the
/// 5 x 5 board's first tour from a corner is step 88,279.
pub(super) const MAX_LESSON_TOUR_STEPS: u64 = 100_000;
/// The largest board a trace is taken of, and of the brute-force search
/// (whose trace tries all `n^n` sequences).
pub(super) const MAX_TRACE_N: usize = 12;
pub(super) const MAX_BRUTE_TRACE_N: usize = 6;
/// The most steps of one trace, and the number a trace stops at unasked.
pub(super) const MAX_TRACE_STEPS: u64 = 100_000;
/// The largest board of the play view: verification and completion.
pub(super) const MAX_PLAY_N: usize = 32;
/// The largest board one request counts: about a second on two cores.
/// Larger counts are shown as the command that runs them.
pub(super) const MAX_COUNT_N: usize = 17;
/// Counts running at once, over all clients; others wait their turn.
pub(super) const MAX_RUNNING_COUNTS: usize = 4;
/// The largest side of a tour's board by Warnsdorff's rule, and the most
/// squares for the lessons' backtracking, which is exponential.
pub(super) const MAX_TOUR_SIDE: usize = 50;
pub(super) const MAX_BACKTRACK_TOUR_SQUARES: usize = 36;
/// The largest board of the variants view (counted in well under a
/// second), and of its domination search (0.25 s at n = 12).
pub(super) const MAX_VARIANT_N: usize = 14;
pub(super) const MAX_DOMINATE_N: usize = 12;
/// The most pawns of the variants view.
pub(super) const MAX_PAWNS: usize = 8;
/// The largest request body: a board of 32 x 32 queens, written out.
pub(super) const MAX_BODY_BYTES: usize = 64 << 10;
/// The longest one search may run for a request.
pub(super) const SEARCH_SECONDS: u64 = 10;
/// The searches with small answers (all but long traces) running at once,
/// each charged [`SEARCH_MIB`]: its thread (stack and the allocator's
/// scratch) and its answer. Charged before a search starts and held until
/// its answer has gone out.
pub(super) const LIGHT_SEARCHES: u32 = 24;
const SEARCH_MIB: u32 = 16;
/// The memory the long traces in flight may hold at once, in MiB, each
/// charged [`SEARCH_MIB`] and its answer's size. Apart from the light
/// searches, so that a request of the usual size is answered while large
/// ones queue. Both together, 768 MiB, with the runtime, the counts and
/// the connections' buffers keep the server under 1 GiB (DESIGN.md,
/// `serve`).
pub(super) const HEAVY_BUDGET_MIB: u32 = 384;
/// The most bytes a step of a trace adds to its answer: its record and its
/// sentence (about 90 at n = 10; the sentences of a solution are longer).
const TRACE_STEP_BYTES: u64 = 160;
/// How long a request waits for the budget before it is told to retry.
pub(super) const WAIT_FOR_TURN: Duration = Duration::from_secs(5);
/// When a request refused for want of budget is told to come back.
const RETRY_AFTER_SECONDS: u64 = 2;
/// The size of the chunks an answer is written in: under the allocator's
/// threshold for mapping pages of their own, so that answers of every
/// size reuse the same memory and none leaves the heap grown.
const CHUNK_BYTES: usize = 64 << 10;
/// The longest client id a count accepts.
const MAX_CLIENT_ID_BYTES: usize = 64;
/// The least time between two progress events of a count.
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// What the server keeps between requests: the clients with a count
/// running or waiting, and the turns to run one.
#[derive(Clone, Debug)]
pub(crate) struct State {
    counting: Arc<Mutex<HashSet<String>>>,
    turns: Arc<tokio::sync::Semaphore>,
    /// The light searches' turns, a permit a search.
    light: Arc<tokio::sync::Semaphore>,
    /// The long traces' memory budget, a permit a MiB.
    heavy: Arc<tokio::sync::Semaphore>,
    /// The time limit of one search: [`SEARCH_SECONDS`], or less where the
    /// tests ask for it (`NQUEENS_SERVE_LIMIT_MS`, undocumented).
    limit: Duration,
    /// How long a request waits for its budget.
    wait: Duration,
}

impl Default for State {
    fn default() -> State {
        let limit = std::env::var("NQUEENS_SERVE_LIMIT_MS")
            .ok()
            .and_then(|ms| ms.parse().ok())
            .map_or(Duration::from_secs(SEARCH_SECONDS), Duration::from_millis);
        State::with_limit(limit)
    }
}

impl State {
    /// A fresh state whose searches stop after `limit`.
    pub(crate) fn with_limit(limit: Duration) -> State {
        State {
            counting: Arc::default(),
            turns: Arc::new(tokio::sync::Semaphore::new(MAX_RUNNING_COUNTS)),
            light: Arc::new(tokio::sync::Semaphore::new(LIGHT_SEARCHES as usize)),
            heavy: Arc::new(tokio::sync::Semaphore::new(HEAVY_BUDGET_MIB as usize)),
            limit,
            wait: WAIT_FOR_TURN,
        }
    }
}

/// The page and its API.
pub(crate) fn router(state: State) -> Router {
    let page = assets::SCRIPTS
        .iter()
        .fold(Router::new(), |page, &(path, source)| {
            page.route(path, get(move || async move { assets::script(source) }))
        });
    page.route("/", get(assets::index))
        .route("/index.html", get(assets::index))
        .route("/style.css", get(assets::style))
        .route("/api/messages", get(messages))
        .route("/api/solutions", get(solutions))
        .route("/api/symmetries", get(symmetries))
        .route("/api/trace", get(trace))
        .route("/api/lesson", get(lesson))
        .route("/api/programs", get(programs))
        .route("/api/verify", post(verify))
        .route("/api/complete", post(complete))
        .route("/api/tour", get(tour))
        .route("/api/count", get(count))
        .route("/api/variant", get(variant))
        .route("/api/dominate", get(dominate))
        .route("/api/exercise", get(exercise))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(state)
}

/// An answer that is not the one asked for: a status and a sentence in the
/// request's language, and for a count too large the command that runs it.
#[derive(Debug)]
pub(super) struct ApiError {
    status: StatusCode,
    error: String,
    command: Option<String>,
    /// Seconds after which a refused request may be sent again.
    retry_after: Option<u64>,
}

impl ApiError {
    fn new(status: StatusCode, error: String) -> ApiError {
        ApiError {
            status,
            error,
            command: None,
            retry_after: None,
        }
    }

    fn bad(error: String) -> ApiError {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, error)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = match self.command {
            Some(command) => json!({"error": self.error, "command": command}),
            None => json!({"error": self.error}),
        };
        let mut response = (self.status, Json(body)).into_response();
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

impl From<nqueens::Error> for ApiError {
    fn from(err: nqueens::Error) -> ApiError {
        ApiError::bad(text::library_error(&err))
    }
}

type Answer = Result<Response, ApiError>;
/// A request body, or why it was not read (too large).
type Body = Result<Bytes, axum::extract::rejection::BytesRejection>;
type Params = Query<HashMap<String, String>>;

/// The request's language: `lang=vi`, else English.
fn language(params: &HashMap<String, String>) -> Lang {
    params
        .get("lang")
        .and_then(|code| Lang::parse(code))
        .unwrap_or_default()
}

/// Reads the whole number `name` of the query, from `min` to `max`, or
/// `default` when it is absent.
fn number(
    params: &HashMap<String, String>,
    name: &'static str,
    (min, max): (u64, u64),
    default: Option<u64>,
) -> Result<u64, ApiError> {
    let Some(text) = params.get(name) else {
        return default.ok_or_else(|| ApiError::bad(t!("serve-missing", name = name)));
    };
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|value| (min..=max).contains(value))
        .ok_or_else(|| {
            ApiError::bad(t!(
                "serve-out-of-range",
                name = name,
                text = text::quoted(text),
                min = min,
                max = max
            ))
        })
}

fn board_size(params: &HashMap<String, String>, max: usize) -> Result<usize, ApiError> {
    number(params, "n", (1, max as u64), None).map(|n| n as usize)
}

fn flag(params: &HashMap<String, String>, name: &'static str) -> Result<bool, ApiError> {
    match params.get(name).map(String::as_str) {
        None | Some("false" | "0") => Ok(false),
        Some("true" | "1") => Ok(true),
        Some(other) => Err(ApiError::bad(t!(
            "serve-not-a-flag",
            name = name,
            text = text::quoted(other)
        ))),
    }
}

/// An answer written as it is made, in chunks of [`CHUNK_BYTES`]: what it
/// holds is about its size, with no tree of values and no buffer doubled
/// on the way.
#[derive(Debug, Default)]
pub(super) struct Chunks {
    done: Vec<Bytes>,
    current: Vec<u8>,
}

impl Chunks {
    /// `value` as JSON.
    fn json(value: &impl Serialize) -> Result<Chunks, ApiError> {
        let mut chunks = Chunks::default();
        chunks.write_json(value);
        Ok(chunks)
    }

    fn write_json(&mut self, value: &impl Serialize) {
        serde_json::to_writer(&mut *self, value).expect("answers are plain data");
    }

    fn push_str(&mut self, text: &str) {
        self.write_all(text.as_bytes()).expect("writing to memory");
    }

    /// Appends `other`'s chunks after these.
    fn append(&mut self, other: Chunks) {
        self.seal();
        let other = other.finish();
        self.done.extend(other);
    }

    fn seal(&mut self) {
        if !self.current.is_empty() {
            let full = std::mem::take(&mut self.current);
            self.done.push(Bytes::from(full));
        }
    }

    fn finish(mut self) -> Vec<Bytes> {
        self.seal();
        self.done
    }
}

impl std::io::Write for Chunks {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if self.current.capacity() == 0 {
            self.current.reserve_exact(CHUNK_BYTES);
        }
        let room = CHUNK_BYTES.saturating_sub(self.current.len()).max(1);
        let taken = room.min(bytes.len());
        self.current.extend_from_slice(&bytes[..taken]);
        if self.current.len() >= CHUNK_BYTES {
            self.seal();
        }
        Ok(taken)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A JSON answer sent chunk by chunk, holding its charge against the
/// budget until the last chunk has gone (or the client has).
fn reply(chunks: Chunks, charge: tokio::sync::OwnedSemaphorePermit) -> Response {
    let stream = futures_util::stream::unfold(
        (chunks.finish().into_iter(), charge),
        |(mut chunks, charge)| async move {
            let chunk = chunks.next()?;
            Some((Ok::<_, Infallible>(chunk), (chunks, charge)))
        },
    );
    (
        [(header::CONTENT_TYPE, "application/json")],
        axum::body::Body::from_stream(stream),
    )
        .into_response()
}

/// The refusal of a request that found the budget spent.
fn busy(lang: Lang) -> ApiError {
    ApiError {
        retry_after: Some(RETRY_AFTER_SECONDS),
        ..ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            i18n::in_language(lang, || t!("serve-busy", seconds = RETRY_AFTER_SECONDS)),
        )
    }
}

/// The refusal of a search that cannot finish in `limit`.
fn too_long(lang: Lang, limit: Duration) -> ApiError {
    let seconds = limit.as_secs_f64().to_string();
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        i18n::in_language(lang, || t!("serve-too-long", seconds = seconds.as_str())),
    )
}

/// A search stopped by its deadline (its answer is no longer awaited).
fn stopped() -> ApiError {
    ApiError::new(StatusCode::SERVICE_UNAVAILABLE, t!("serve-failed-request"))
}

/// What a search is charged: a turn among the light ones, or MiB of the
/// heavy budget.
#[derive(Clone, Copy, Debug)]
enum Charge {
    Light,
    Heavy(u32),
}

impl Charge {
    /// The charge of a search whose answer may take `bytes`.
    fn of_answer(bytes: u64) -> Charge {
        let mib = bytes.div_ceil(1 << 20);
        if mib <= 1 {
            Charge::Light
        } else {
            Charge::Heavy(SEARCH_MIB + u32::try_from(mib).unwrap_or(u32::MAX))
        }
    }
}

/// Runs `work` for a request: once its `charge` is paid (after the state's
/// wait at most, else 503), on a blocking thread with messages
/// in `lang`, until the state's limit. `work` gets a flag that is set once
/// the answer is no longer wanted (the time is up, or the client has gone)
/// and looks at it as it goes, so that its thread ends too rather than
/// running on to the end.
async fn search<F>(state: &State, lang: Lang, charge: Charge, work: F) -> Answer
where
    F: FnOnce(&AtomicBool) -> Result<Chunks, ApiError> + Send + 'static,
{
    /// Sets the flag when the request's future ends, however it ends.
    struct StopOnDrop(Arc<AtomicBool>);
    impl Drop for StopOnDrop {
        fn drop(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }
    let turn = match charge {
        Charge::Light => Arc::clone(&state.light).acquire_many_owned(1),
        Charge::Heavy(mib) => {
            Arc::clone(&state.heavy).acquire_many_owned(mib.min(HEAVY_BUDGET_MIB))
        }
    };
    let charge = match tokio::time::timeout(state.wait, turn).await {
        Ok(Ok(charge)) => charge,
        Ok(Err(_)) | Err(_) => return Err(busy(lang)),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let _stop_when_done = StopOnDrop(Arc::clone(&stop));
    // The thread holds the charge while it runs, even past the deadline,
    // and hands it to the answer when it has one.
    let task = tokio::task::spawn_blocking(move || {
        let answer = i18n::in_language(lang, || work(&stop));
        (answer, charge)
    });
    match tokio::time::timeout(state.limit, task).await {
        Ok(Ok((Ok(chunks), charge))) => Ok(reply(chunks, charge)),
        Ok(Ok((Err(err), _))) => Err(err),
        Ok(Err(_)) => Err(ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            i18n::in_language(lang, || t!("serve-failed-request")),
        )),
        Err(_) => Err(too_long(lang, state.limit)),
    }
}

/// An error of the library as the API says it: a search stopped at its
/// deadline is no longer awaited, anything else is the request's fault.
fn library(err: nqueens::Error) -> ApiError {
    if *err.kind() == nqueens::ErrorKind::Interrupted {
        stopped()
    } else {
        ApiError::from(err)
    }
}

/// Checks the query with messages in its language.
fn checked<T>(lang: Lang, check: impl FnOnce() -> Result<T, ApiError>) -> Result<T, ApiError> {
    i18n::in_language(lang, check)
}

async fn not_found(params: Params) -> ApiError {
    let lang = language(&params);
    ApiError::new(
        StatusCode::NOT_FOUND,
        i18n::in_language(lang, || t!("serve-not-found")),
    )
}

async fn messages(params: Params) -> Answer {
    let lang = language(&params);
    let messages: BTreeMap<String, String> = i18n::page_messages(lang);
    Ok(Json(json!({"lang": lang.code(), "messages": messages})).into_response())
}

#[derive(Debug, Serialize)]
struct SolutionsPage {
    n: usize,
    unique: bool,
    count: u128,
    offset: usize,
    solutions: Vec<Vec<usize>>,
}

async fn solutions(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (n, unique, offset, limit) = checked(lang, || {
        Ok((
            board_size(&params, MAX_SOLUTIONS_N)?,
            flag(&params, "unique")?,
            number(&params, "offset", (0, u64::MAX), Some(0))? as usize,
            number(&params, "limit", (1, MAX_PAGE as u64), Some(50))? as usize,
        ))
    })?;
    search(&state, lang, Charge::Light, move |stop| {
        let counts = nqueens::count_with_unique(n)?;
        let count = if unique { counts.unique } else { counts.total };
        let mut solutions = Vec::new();
        let mut seen = 0usize;
        let mut visit = |queens: &[usize]| {
            // Solutions come often enough (up to n = 14) for the deadline
            // to be looked at between them.
            if stop.load(Ordering::Relaxed) {
                return ControlFlow::Break(());
            }
            if seen >= offset {
                solutions.push(queens.to_vec());
            }
            seen += 1;
            if solutions.len() == limit {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        if unique {
            nqueens::for_each_unique_solution(n, Method::Marks, &mut visit)?;
        } else {
            nqueens::for_each_solution(n, Method::Marks, &mut visit)?;
        }
        if stop.load(Ordering::Relaxed) {
            return Err(stopped());
        }
        Chunks::json(&SolutionsPage {
            n,
            unique,
            count,
            offset,
            solutions,
        })
    })
    .await
}

/// The name of a symmetry as the page's messages key it.
fn symmetry_name(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "identity",
        Symmetry::Rotate90 => "rotate-90",
        Symmetry::Rotate180 => "rotate-180",
        Symmetry::Rotate270 => "rotate-270",
        Symmetry::FlipHorizontal => "flip-horizontal",
        Symmetry::FlipVertical => "flip-vertical",
        Symmetry::Transpose => "transpose",
        Symmetry::AntiTranspose => "anti-transpose",
    }
}

async fn symmetries(params: Params) -> Answer {
    let lang = language(&params);
    checked(lang, || {
        let n = board_size(&params, MAX_PLAY_N)?;
        let text = params.get("queens").map(String::as_str).unwrap_or_default();
        let queens: Vec<usize> = text
            .split(',')
            .map(|column| column.trim().parse::<usize>().ok().filter(|&c| c < n))
            .collect::<Option<_>>()
            .filter(|queens: &Vec<usize>| queens.len() == n)
            .ok_or_else(|| {
                ApiError::bad(t!("serve-bad-queens", n = n, text = text::quoted(text)))
            })?;
        let images: Vec<_> = Symmetry::ALL
            .into_iter()
            .map(|symmetry| json!({"symmetry": symmetry_name(symmetry), "queens": symmetry.apply(&queens)}))
            .collect();
        Ok(Json(json!({"n": n, "images": images})).into_response())
    })
}

async fn trace(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (n, method, limit) = checked(lang, || {
        let name = params.get("method").map_or("marks", String::as_str);
        let method = Method::ALL
            .into_iter()
            .find(|method| method.name() == name)
            .ok_or_else(|| ApiError::bad(t!("serve-bad-method", text = text::quoted(name))))?;
        let max = if method == Method::Brute {
            MAX_BRUTE_TRACE_N
        } else {
            MAX_TRACE_N
        };
        Ok((
            board_size(&params, max)?,
            method,
            number(
                &params,
                "limit",
                (1, MAX_TRACE_STEPS),
                Some(MAX_TRACE_STEPS),
            )?,
        ))
    })?;
    // Charged its answer's size: the steps' records and sentences.
    let charge = Charge::of_answer(limit * TRACE_STEP_BYTES);
    search(&state, lang, charge, move |stop| {
        let started = Instant::now();
        let mut trace = Trace::new(n, method)?;
        // The records go straight into the answer and the sentences into
        // a second part of it, joined at the end: no step is held twice.
        let mut steps = Chunks::default();
        let mut lines = Chunks::default();
        write!(steps, r#"{{"n":{n},"method":"{}","steps":["#, method.name())
            .expect("writing to memory");
        lines.push_str(r#"],"text":["#);
        let mut taken = 0u64;
        let (stats, finished) = loop {
            if taken == limit {
                // A trace that ends exactly at the limit is finished all
                // the same; one step more tells which.
                let stats = trace.stats();
                break (stats, trace.next().is_none());
            }
            if taken.is_multiple_of(1024) && stop.load(Ordering::Relaxed) {
                return Err(stopped());
            }
            let Some(step) = trace.next() else {
                break (trace.stats(), true);
            };
            if taken > 0 {
                steps.push_str(",");
                lines.push_str(",");
            }
            steps.write_json(&StepRecord::new(step, trace.queens()));
            lines.write_json(&step_text(&trace, step).1);
            taken += 1;
        };
        let summary = Summary::new(
            (n, method),
            stats,
            (finished, Some(limit)),
            started.elapsed().as_secs_f64(),
        );
        steps.append(lines);
        steps.push_str(r#"],"summary":"#);
        steps.write_json(&summary);
        steps.push_str("}");
        Ok(steps)
    })
    .await
}

/// The lessons' programs: for each, its language, what it searches by
/// (a method's name or `tour`) and its file, so the page keeps no list of
/// its own.
async fn programs() -> Answer {
    let list: Vec<serde_json::Value> = lesson::programs()
        .iter()
        .map(|program| {
            json!({
                "code": program.language().name(),
                "method": program.algorithm().name(),
                "file": program.file_name(),
            })
        })
        .collect();
    Ok(Json(json!({ "programs": list })).into_response())
}

/// A trace walked through one of the lessons' programs: the listing, and
/// per step its line, the active calls and the program's arrays, all from
/// [`nqueens::lesson`], so the page keeps no map of its own. The knight's
/// tour (`method=tour`) walks the program's own search from `start` and
/// gives each stop its step too, as no trace of it exists.
async fn lesson(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (n, program, start, comments, limit) = checked(lang, || {
        let code = params.get("code").map_or("python", String::as_str);
        let language = Language::ALL
            .into_iter()
            .find(|language| language.name() == code)
            .ok_or_else(|| ApiError::bad(t!("serve-bad-code", text = text::quoted(code))))?;
        // Without a method, the language's first program.
        let program = match params.get("method") {
            None => lesson::default_for(language),
            Some(name) => {
                let algorithm = if name == Algorithm::KnightsTour.name() {
                    Algorithm::KnightsTour
                } else {
                    Method::ALL
                        .into_iter()
                        .find(|method| method.name() == name)
                        .map(Algorithm::Queens)
                        .ok_or_else(|| {
                            ApiError::bad(t!("serve-bad-method", text = text::quoted(name)))
                        })?
                };
                lesson::find(language, algorithm).ok_or_else(|| {
                    ApiError::bad(t!(
                        "serve-no-program",
                        code = language.name(),
                        method = algorithm.name()
                    ))
                })?
            }
        };
        let comments = match params.get("comments").map(String::as_str) {
            None | Some("en") => Comments::English,
            Some("vi") => Comments::Vietnamese,
            Some(other) => {
                return Err(ApiError::bad(t!(
                    "serve-bad-comments",
                    text = text::quoted(other)
                )));
            }
        };
        let max = match program.algorithm() {
            Algorithm::Queens(Method::Brute) => MAX_BRUTE_TRACE_N,
            Algorithm::Queens(_) => MAX_TRACE_N,
            Algorithm::KnightsTour => MAX_LESSON_TOUR_N,
        };
        let n = board_size(&params, max)?;
        let start = match program.algorithm() {
            Algorithm::KnightsTour => start_square(&params, n, n)?,
            Algorithm::Queens(_) => Square::new(0, 0),
        };
        Ok((n, program, start, comments, {
            let most = match program.algorithm() {
                Algorithm::KnightsTour => MAX_LESSON_TOUR_STEPS,
                Algorithm::Queens(_) => MAX_LESSON_STEPS,
            };
            number(&params, "limit", (1, most), Some(most))?
        }))
    })?;
    // A step holds a frame a row and marker arrays about 5n long; a tour's
    // step only its innermost frame and its move.
    let step_bytes = TRACE_STEP_BYTES + 48 * n as u64;
    let charge = Charge::of_answer(limit * step_bytes);
    search(&state, lang, charge, move |stop| {
        let mut answer = Chunks::default();
        write!(
            answer,
            r#"{{"n":{n},"method":"{}","code":"{}","file":"{}","lines":"#,
            program.algorithm().name(),
            program.language().name(),
            program.file_name()
        )
        .expect("writing to memory");
        let finished = if let Some(walk) = program.tour_walkthrough(n, start, comments) {
            let walk = walk?;
            answer.write_json(&walk.listing().lines());
            write!(answer, r#","start":[{},{}]"#, start.row, start.col).expect("writing to memory");
            write_stops(&mut answer, walk, limit, stop, |answer, stop| {
                answer.write_json(&TourStopRecord::new(stop));
            })?
        } else {
            let walk = program
                .walkthrough(n, comments)
                .expect("a queens program has a walkthrough")?;
            answer.write_json(&walk.listing().lines());
            write_stops(&mut answer, walk, limit, stop, |answer, stop| {
                answer.write_json(&StopRecord::new(stop.line, &stop.frames, &stop.arrays));
            })?
        };
        write!(answer, r#"],"finished":{finished}}}"#).expect("writing to memory");
        Ok(answer)
    })
    .await
}

/// Writes `,"stops":[` and at most `limit` of `stops`, each by `record`,
/// looking at `stop` every 1,024; returns whether the walk ended within
/// the limit.
fn write_stops<S>(
    answer: &mut Chunks,
    stops: impl Iterator<Item = S>,
    limit: u64,
    stop: &AtomicBool,
    record: impl Fn(&mut Chunks, &S),
) -> Result<bool, ApiError> {
    answer.push_str(r#","stops":["#);
    let mut stops = stops.peekable();
    let mut taken = 0u64;
    loop {
        if taken == limit {
            return Ok(stops.peek().is_none());
        }
        if taken.is_multiple_of(1024) && stop.load(Ordering::Relaxed) {
            return Err(stopped());
        }
        let Some(next) = stops.next() else {
            return Ok(true);
        };
        if taken > 0 {
            answer.push_str(",");
        }
        record(answer, &next);
        taken += 1;
    }
}

/// One stop of the knight's-tour program as the page reads it: its line,
/// its step, and of its calls only the innermost with their number
/// (`depth`). An outer call's variables change only while it is the
/// innermost, so the page has them from the last stop at their depth, and
/// the board from the moves: a stop of a 6 x 6 walk is a tenth of its
/// calls and board written out, and a 5 x 5 walk reaches its tour.
#[derive(Debug, Serialize)]
struct TourStopRecord<'a> {
    line: usize,
    depth: usize,
    frame: Option<FrameRecord<'a>>,
    step: serde_json::Value,
}

impl<'a> TourStopRecord<'a> {
    fn new(stop: &'a lesson::TourStop) -> TourStopRecord<'a> {
        TourStopRecord {
            line: stop.line,
            depth: stop.frames.len(),
            frame: stop.frames.last().map(|frame| FrameRecord {
                call: &frame.call,
                locals: frame.locals.clone(),
            }),
            step: tour_act_record(&stop.act),
        }
    }
}

/// A step of the knight's-tour program: squares as `[row, col]` from 0, as
/// the page's boards name them; `k` from 1, as the program numbers its
/// moves.
fn tour_act_record(act: &lesson::TourAct) -> serde_json::Value {
    let square = |square: Square| json!([square.row, square.col]);
    match *act {
        lesson::TourAct::Try { from, k, to, free } => json!({
            "step": "move-try",
            "from": square(from),
            "k": k,
            "to": to.map(square),
            "free": free,
        }),
        lesson::TourAct::Move { from, to, number } => json!({
            "step": "move",
            "from": square(from),
            "to": square(to),
            "number": number,
        }),
        lesson::TourAct::Undo { square: at, number } => json!({
            "step": "undo",
            "square": square(at),
            "number": number,
        }),
        lesson::TourAct::Tour => json!({ "step": "tour" }),
    }
}

/// The square `start` of a `rows x cols` board, written `row,col` from 0.
fn start_square(
    params: &HashMap<String, String>,
    rows: usize,
    cols: usize,
) -> Result<Square, ApiError> {
    let text = params.get("start").map_or("0,0", String::as_str);
    text.split_once(',')
        .and_then(|(row, col)| Some((row.trim().parse().ok()?, col.trim().parse().ok()?)))
        .filter(|&(row, col)| row < rows && col < cols)
        .map(|(row, col)| Square::new(row, col))
        .ok_or_else(|| {
            ApiError::bad(t!(
                "serve-bad-start",
                text = text::quoted(text),
                rows = rows,
                cols = cols
            ))
        })
}

/// One stop of a lesson's walk as the page reads it.
#[derive(Debug, Serialize)]
struct StopRecord<'a> {
    line: usize,
    frames: Vec<FrameRecord<'a>>,
    arrays: Vec<ArrayRecord>,
}

#[derive(Debug, Serialize)]
struct FrameRecord<'a> {
    call: &'a str,
    locals: Vec<(&'static str, i64)>,
}

#[derive(Debug, Serialize)]
struct ArrayRecord {
    name: &'static str,
    first: i64,
    values: Vec<serde_json::Value>,
}

impl<'a> StopRecord<'a> {
    fn new(line: usize, frames: &'a [lesson::Frame], arrays: &[lesson::Array]) -> StopRecord<'a> {
        StopRecord {
            line,
            frames: frames
                .iter()
                .map(|frame| FrameRecord {
                    call: &frame.call,
                    locals: frame.locals.clone(),
                })
                .collect(),
            arrays: arrays
                .iter()
                .map(|array| ArrayRecord {
                    name: array.name,
                    first: array.first,
                    values: array
                        .values
                        .iter()
                        .map(|value| match *value {
                            lesson::Value::Int(value) => json!(value),
                            lesson::Value::Bool(value) => json!(value),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// The body of `verify` and `complete`: a board and its queens as
/// `[row, col]` pairs.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Board {
    n: usize,
    queens: Vec<[usize; 2]>,
}

/// Reads a board from a request body, in `lang`: `n` up to
/// [`MAX_PLAY_N`], each queen on the board, none twice.
fn read_board(lang: Lang, body: Body) -> Result<(usize, Vec<Square>), ApiError> {
    checked(lang, || {
        // Over the size limit the body is refused before it is read.
        let body = body.map_err(|_| {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                t!("serve-body-too-large", most = MAX_BODY_BYTES),
            )
        })?;
        let board: Board = serde_json::from_slice(&body)
            .map_err(|err| ApiError::bad(t!("serve-bad-body", error = err.to_string())))?;
        let n = board.n;
        if !(1..=MAX_PLAY_N).contains(&n) {
            return Err(ApiError::bad(t!(
                "serve-out-of-range",
                name = "n",
                text = n.to_string(),
                min = 1,
                max = MAX_PLAY_N
            )));
        }
        let mut seen = HashSet::new();
        let mut squares = Vec::with_capacity(board.queens.len());
        for [row, col] in board.queens {
            if row >= n || col >= n {
                return Err(ApiError::bad(t!(
                    "serve-off-board",
                    row = row,
                    col = col,
                    n = n
                )));
            }
            if !seen.insert((row, col)) {
                return Err(ApiError::bad(t!(
                    "serve-square-twice",
                    square = Square::new(row, col).name(n)
                )));
            }
            squares.push(Square::new(row, col));
        }
        Ok((n, squares))
    })
}

async fn verify(Shared(state): Shared<State>, params: Params, body: Body) -> Answer {
    let lang = language(&params);
    let (n, squares) = read_board(lang, body)?;
    search(&state, lang, Charge::Light, move |_| {
        let conflicts: Vec<_> = nqueens::attacking_pairs(n, &squares)
            .iter()
            .map(|conflict| {
                let (line, index) = line_record(conflict.line);
                json!({
                    "first": [conflict.first.row, conflict.first.col],
                    "second": [conflict.second.row, conflict.second.col],
                    "line": line,
                    "index": index,
                    "text": text::shared_line(conflict, n),
                })
            })
            .collect();
        let occupied: HashSet<Square> = squares.iter().copied().collect();
        let mut attacked = Vec::new();
        for row in 0..n {
            for col in 0..n {
                let square = Square::new(row, col);
                if !occupied.contains(&square)
                    && squares
                        .iter()
                        .any(|&queen| queen.shared_line(square, n).is_some())
                {
                    attacked.push([row, col]);
                }
            }
        }
        let valid = conflicts.is_empty();
        Chunks::json(&json!({
            "n": n,
            "placed": squares.len(),
            "valid": valid,
            "solved": valid && squares.len() == n,
            "conflicts": conflicts,
            "attacked": attacked,
        }))
    })
    .await
}

async fn complete(Shared(state): Shared<State>, params: Params, body: Body) -> Answer {
    let lang = language(&params);
    let (n, squares) = read_board(lang, body)?;
    search(&state, lang, Charge::Light, move |stop| {
        let puzzle = squares
            .iter()
            .fold(nqueens::Puzzle::new(n), |puzzle, &square| {
                puzzle.with_queen(square)
            });
        puzzle.check()?;
        let watch = nqueens::complete::Watch {
            stop: Some(stop),
            ..nqueens::complete::Watch::default()
        };
        let solution =
            nqueens::complete::find_completion_watched(&puzzle, watch).map_err(library)?;
        Chunks::json(&json!({
            "n": n,
            "completable": solution.is_some(),
            "solution": solution.map(|placement| placement.into_queens()),
        }))
    })
    .await
}

async fn tour(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (rows, cols, start, method) = checked(lang, || {
        let side = (1, MAX_TOUR_SIDE as u64);
        let rows = number(&params, "rows", side, Some(8))? as usize;
        let cols = number(&params, "cols", side, Some(rows as u64))? as usize;
        let name = params.get("method").map_or("warnsdorff", String::as_str);
        let method = match name {
            "warnsdorff" => TourMethod::Warnsdorff,
            "backtrack" => TourMethod::Backtrack,
            _ => {
                return Err(ApiError::bad(t!(
                    "serve-bad-method",
                    text = text::quoted(name)
                )));
            }
        };
        if method == TourMethod::Backtrack && rows * cols > MAX_BACKTRACK_TOUR_SQUARES {
            return Err(ApiError::bad(t!(
                "serve-tour-too-large",
                rows = rows,
                cols = cols,
                most = MAX_BACKTRACK_TOUR_SQUARES
            )));
        }
        let start = start_square(&params, rows, cols)?;
        Ok((rows, cols, start, method))
    })?;
    search(&state, lang, Charge::Light, move |stop| {
        let tour = nqueens::tour::find_tour_until(rows, cols, start, false, method, stop)
            .map_err(library)?;
        let path: Vec<[usize; 2]> = tour
            .squares()
            .map(|square| [square.row, square.col])
            .collect();
        Chunks::json(&json!({
            "rows": rows,
            "cols": cols,
            "method": method.name(),
            "start": [start.row, start.col],
            "path": path,
        }))
    })
    .await
}

/// Cells of a variant's model as the squares they are.
fn squares_of(model: &nqueens::variant::Model, cells: &[usize]) -> Vec<[usize; 2]> {
    cells
        .iter()
        .filter_map(|&cell| model.square(cell))
        .map(|square| [square.row, square.col])
        .collect()
}

async fn variant(Shared(state): Shared<State>, params: Params) -> Answer {
    use nqueens::variant::Variant;
    let lang = language(&params);
    let (n, kind, variant) = checked(lang, || {
        let n = board_size(&params, MAX_VARIANT_N)?;
        let kind = params.get("kind").map_or("", String::as_str);
        let (kind, variant) = match kind {
            "torus" => ("torus", Variant::Torus),
            "superqueens" => ("superqueens", Variant::Superqueens),
            "pawns" => {
                let text = params.get("pawns").map_or("", String::as_str);
                let squares = text
                    .split(',')
                    .filter(|pair| !pair.trim().is_empty())
                    .map(|pair| {
                        let (row, col) = pair.split_once('.')?;
                        let square =
                            Square::new(row.trim().parse().ok()?, col.trim().parse().ok()?);
                        (square.row < n && square.col < n).then_some(square)
                    })
                    .collect::<Option<Vec<_>>>()
                    .filter(|squares| squares.len() <= MAX_PAWNS)
                    .ok_or_else(|| {
                        ApiError::bad(t!(
                            "serve-bad-pawns",
                            text = text::quoted(text),
                            n = n,
                            most = MAX_PAWNS
                        ))
                    })?;
                ("pawns", Variant::PawnsAt { squares })
            }
            _ => {
                return Err(ApiError::bad(t!(
                    "serve-bad-variant",
                    text = text::quoted(kind)
                )));
            }
        };
        Ok((n, kind, variant))
    })?;
    search(&state, lang, Charge::Light, move |stop| {
        let plan = Plan::variant(n, &variant)?;
        // Subproblem by subproblem, skipping the rest once stopped.
        let all: Vec<usize> = (0..plan.len()).collect();
        let sum = Mutex::new(Tally::default());
        plan.count_parallel(&all, stop, |_, tally| {
            *sum.lock().unwrap_or_else(PoisonError::into_inner) += tally;
        });
        if stop.load(Ordering::Relaxed) {
            return Err(stopped());
        }
        let counts = plan.counts(sum.into_inner().unwrap_or_else(PoisonError::into_inner));
        let model = variant.model(n)?;
        let found = model.find_until(stop).map_err(library)?;
        let pawns: Vec<[usize; 2]> = match &variant {
            Variant::PawnsAt { squares } => squares.iter().map(|s| [s.row, s.col]).collect(),
            _ => Vec::new(),
        };
        let reason = crate::variant::known_no_solution(n, &variant);
        Chunks::json(&json!({
            "kind": kind,
            "n": n,
            "what": crate::variant::describe_board(&variant, n),
            "total": counts.total.to_string(),
            "unique": counts.unique.to_string(),
            "pawns": pawns,
            "queens": found.map(|cells| squares_of(&model, &cells)),
            "reason": reason,
        }))
    })
    .await
}

async fn dominate(Shared(state): Shared<State>, params: Params) -> Answer {
    use nqueens::domination::Domination;
    let lang = language(&params);
    let n = checked(lang, || board_size(&params, MAX_DOMINATE_N))?;
    search(&state, lang, Charge::Light, move |stop| {
        let model = nqueens::variant::Model::classic(n)?;
        let domination = Domination::new(&model);
        let mut first = Vec::new();
        let size = domination
            .for_each_minimum_until(stop, |cells| {
                first = cells.to_vec();
                ControlFlow::Break(())
            })
            .map_err(library)?;
        // The counts at the size just found, without searching the
        // smaller sizes again.
        let minimum = domination
            .count_of_size_until(size, stop)
            .map_err(library)?;
        let covered: HashSet<usize> = first
            .iter()
            .flat_map(|&cell| domination.covered_by(cell))
            .collect();
        let mut covered: Vec<usize> = covered.into_iter().collect();
        covered.sort_unstable();
        Chunks::json(&json!({
            "n": n,
            "size": size,
            "total": minimum.total.to_string(),
            "unique": minimum.unique.to_string(),
            "queens": squares_of(&model, &first),
            "covered": squares_of(&model, &covered),
        }))
    })
    .await
}

/// A question of the Exercises view, made from its seed: which rows the
/// next column may take (`kind=next`) or which marker stops a square
/// (`kind=marker`), with its answer. Small boards only, and charged as a
/// light search like the others.
async fn exercise(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (kind, n, seed) = checked(lang, || {
        let kind = params.get("kind").map_or("", String::as_str);
        let kind = match kind {
            "next" => exercise::Kind::Next,
            "marker" => exercise::Kind::Marker,
            _ => {
                return Err(ApiError::bad(t!(
                    "serve-bad-exercise",
                    text = text::quoted(kind)
                )));
            }
        };
        Ok((
            kind,
            number(
                &params,
                "n",
                (MIN_EXERCISE_N as u64, MAX_EXERCISE_N as u64),
                None,
            )? as usize,
            number(&params, "seed", (0, u64::MAX), Some(0))?,
        ))
    })?;
    search(&state, lang, Charge::Light, move |_| match kind {
        exercise::Kind::Next => Chunks::json(&exercise::next_question(n, seed)),
        exercise::Kind::Marker => Chunks::json(&exercise::marker_question(n, seed)),
    })
    .await
}

/// A client's place among the counts running, given up when its count
/// ends or the page goes away.
#[derive(Debug)]
struct CountSlot {
    counting: Arc<Mutex<HashSet<String>>>,
    client: String,
}

impl Drop for CountSlot {
    fn drop(&mut self) {
        self.counting
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&self.client);
    }
}

impl State {
    /// A place for `client`'s count: none while it has one running.
    fn start_count(&self, client: &str) -> Result<CountSlot, ApiError> {
        let mut counting = self.counting.lock().unwrap_or_else(PoisonError::into_inner);
        if counting.contains(client) {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                t!("serve-count-running"),
            ));
        }
        counting.insert(client.to_string());
        Ok(CountSlot {
            counting: Arc::clone(&self.counting),
            client: client.to_string(),
        })
    }
}

/// The command that counts a board too large for a request: the plain
/// count, which saves checkpoints and says how long it will take.
fn count_command(n: usize) -> String {
    format!("nqueens count {n}")
}

async fn count(Shared(state): Shared<State>, params: Params) -> Answer {
    let lang = language(&params);
    let (n, slot) = checked(lang, || {
        let n = number(&params, "n", (1, nqueens::MAX_COUNT_N as u64), None)? as usize;
        if n > MAX_COUNT_N {
            return Err(ApiError {
                command: Some(count_command(n)),
                ..ApiError::bad(t!("serve-count-too-large", n = n, most = MAX_COUNT_N))
            });
        }
        let client = params.get("client").map_or("", String::as_str);
        if client.len() > MAX_CLIENT_ID_BYTES {
            return Err(ApiError::bad(t!(
                "serve-client-too-long",
                most = MAX_CLIENT_ID_BYTES
            )));
        }
        Ok((n, state.start_count(client)?))
    })?;
    let plan = Plan::new(n)?;
    // Counts take turns on the cores: a page that goes away while waiting
    // gives up its place.
    let turn = Arc::clone(&state.turns)
        .acquire_owned()
        .await
        .map_err(|_| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, t!("serve-failed-request")))?;
    let (events, receiver) = tokio::sync::mpsc::channel::<Event>(16);
    std::thread::Builder::new()
        .name("serve-count".to_string())
        .spawn(move || {
            i18n::in_language(lang, || count_with_progress(&plan, &events));
            drop((slot, turn));
        })
        .map_err(|_| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, t!("serve-failed-request")))?;
    // When the page closes the stream the receiver goes with it, and the
    // count sees that at its next subproblem and stops.
    let stream = futures_util::stream::unfold(receiver, |mut receiver| async move {
        let event = receiver.recv().await?;
        Some((Ok::<_, std::convert::Infallible>(event), receiver))
    });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response())
}

/// Counts `plan` on the shared thread pool, sending progress events at
/// most every [`PROGRESS_EVERY`] and the result at the end, and stopping
/// as soon as nobody listens.
fn count_with_progress(plan: &Plan, events: &tokio::sync::mpsc::Sender<Event>) {
    let started = Instant::now();
    let all: Vec<usize> = (0..plan.len()).collect();
    let stop = AtomicBool::new(false);
    let progress = Mutex::new((Tally::default(), 0usize, Instant::now()));
    let send = |event: Event| {
        if events.blocking_send(event).is_err() {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let progress_event = |done: usize, solutions: u128| {
        let data = json!({"done": done, "of": all.len(), "solutions": solutions.to_string()});
        Event::default().event("progress").data(data.to_string())
    };
    // The page draws its bar from the first event: even a count that ends
    // at once shows it start and fill.
    send(progress_event(0, 0));
    plan.count_parallel(&all, &stop, |_, tally| {
        if events.is_closed() {
            stop.store(true, Ordering::Relaxed);
            return;
        }
        let mut progress = progress.lock().unwrap_or_else(PoisonError::into_inner);
        progress.0 += tally;
        progress.1 += 1;
        if progress.2.elapsed() >= PROGRESS_EVERY {
            progress.2 = Instant::now();
            send(progress_event(progress.1, progress.0.total));
        }
    });
    if stop.load(Ordering::Relaxed) {
        return;
    }
    let (sum, done, _) = progress
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner);
    send(progress_event(done, sum.total));
    let data = if done == all.len() {
        let counts = plan.counts(sum);
        json!({
            "n": plan.n(),
            "total": counts.total.to_string(),
            "unique": counts.unique.to_string(),
            "seconds": crate::output::json::seconds(started.elapsed().as_secs_f64()),
            "method": plan.method().map(nqueens::count::Method::name),
        })
    } else {
        json!({"error": t!("serve-failed-request")})
    };
    let kind = if done == all.len() {
        "result"
    } else {
        "failure"
    };
    send(Event::default().event(kind).data(data.to_string()));
}

#[cfg(test)]
mod tests;
