//! The API in-process: each request through the router as the server
//! would pass it, its status and its JSON checked.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;
use tower::ServiceExt;

use super::{HEAVY_BUDGET_MIB, LIGHT_SEARCHES, MAX_BODY_BYTES, State, router};

/// Sends one request to a fresh router; the status and the body (JSON, or
/// text for the page's files).
async fn send(request: Request<Body>) -> (StatusCode, String) {
    let response = router(State::default()).oneshot(request).await.unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, String::from_utf8(bytes.to_vec()).unwrap())
}

async fn get(uri: &str) -> (StatusCode, Value) {
    let (status, body) = send(Request::get(uri).body(Body::empty()).unwrap()).await;
    (
        status,
        serde_json::from_str(&body).unwrap_or(Value::String(body)),
    )
}

async fn post(uri: &str, body: impl Into<Body>) -> (StatusCode, Value) {
    let request = Request::post(uri)
        .header("content-type", "application/json")
        .body(body.into())
        .unwrap();
    let (status, body) = send(request).await;
    (
        status,
        serde_json::from_str(&body).unwrap_or(Value::String(body)),
    )
}

/// The error sentence of a refused request, after checking its status.
#[track_caller]
fn refused(answer: (StatusCode, Value), status: StatusCode) -> String {
    assert_eq!(answer.0, status, "{}", answer.1);
    answer.1["error"]
        .as_str()
        .expect("an error sentence")
        .to_string()
}

#[tokio::test]
async fn the_page_is_built_in_and_small() {
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/lesson.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let response = router(State::default())
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let content_type = response.headers()["content-type"].to_str().unwrap();
        assert!(content_type.starts_with(kind), "{path}: {content_type}");
    }
    assert!(super::assets::first_load_bytes() < 300_000);
    // Every module of the page is served, each import names one, and
    // every script in the page's folder is one of them.
    let served: Vec<&str> = super::assets::SCRIPTS
        .iter()
        .map(|(path, _)| *path)
        .collect();
    for (path, source) in super::assets::SCRIPTS {
        let response = router(State::default())
            .oneshot(Request::get(*path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        for import in module_imports(source) {
            let resolved = resolve_import(path, &import);
            assert!(
                served.contains(&resolved.as_str()),
                "{path} imports {import}, which is not served"
            );
        }
    }
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    for file in scripts_under(&web) {
        let path = format!(
            "/{}",
            file.strip_prefix(&web)
                .unwrap()
                .to_str()
                .unwrap()
                .replace('\\', "/")
        );
        assert!(
            served.contains(&path.as_str()),
            "{path} is in the page's folder but not served"
        );
    }
    // Nothing outside the built-in files.
    for path in [
        "/../Cargo.toml",
        "/web/app.js",
        "/web/lesson.js",
        "/api/nothing",
        "/%2e%2e/etc/passwd",
    ] {
        let (status, body) = get(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(body["error"].is_string(), "{path}");
    }
}

#[tokio::test]
async fn solutions_come_in_pages_with_their_count() {
    let (status, page) = get("/api/solutions?n=8&offset=90&limit=50").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page["count"], 92);
    assert_eq!(page["solutions"].as_array().unwrap().len(), 2);
    let (_, first) = get("/api/solutions?n=8&limit=1").await;
    assert_eq!(
        first["solutions"][0],
        serde_json::json!([0, 4, 7, 5, 2, 6, 1, 3])
    );
    let (_, unique) = get("/api/solutions?n=8&unique=true&limit=200").await;
    assert_eq!(unique["count"], 12);
    assert_eq!(unique["solutions"].as_array().unwrap().len(), 12);
    let too_large = refused(
        get("/api/solutions?n=15").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    assert!(too_large.contains("14"), "{too_large}");
    refused(
        get("/api/solutions?n=8&limit=201").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/solutions?n=eight").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/solutions").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/solutions?n=8&unique=maybe").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn the_eight_images_of_a_solution() {
    let (status, answer) = get("/api/symmetries?n=8&queens=0,4,7,5,2,6,1,3").await;
    assert_eq!(status, StatusCode::OK);
    let images = answer["images"].as_array().unwrap();
    assert_eq!(images.len(), 8);
    assert_eq!(images[0]["symmetry"], "identity");
    for image in images {
        let queens: Vec<usize> = serde_json::from_value(image["queens"].clone()).unwrap();
        assert!(nqueens::is_solution(&queens), "{image}");
    }
    refused(
        get("/api/symmetries?n=8&queens=0,4,7").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/symmetries?n=8&queens=0,4,7,5,2,6,1,8").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn a_trace_is_the_steps_of_the_trace_command() {
    let (status, trace) = get("/api/trace?n=4").await;
    assert_eq!(status, StatusCode::OK);
    let steps = trace["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 138);
    assert_eq!(
        steps[0],
        serde_json::json!({"step": "try", "row": 0, "col": 0})
    );
    assert_eq!(
        steps[3],
        serde_json::json!({"step": "conflict", "row": 1, "col": 0, "line": "column", "index": 0, "queen": null})
    );
    assert_eq!(trace["text"][1], "place queen at a4 (0,0)");
    assert_eq!(trace["summary"]["solutions"], 2);
    assert_eq!(trace["summary"]["finished"], true);
    let (_, vietnamese) = get("/api/trace?n=4&lang=vi").await;
    assert_ne!(vietnamese["text"][1], trace["text"][1]);
    let (_, cut) = get("/api/trace?n=8&limit=10").await;
    assert_eq!(cut["steps"].as_array().unwrap().len(), 10);
    assert_eq!(cut["summary"]["finished"], false);
    refused(
        get("/api/trace?n=13").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/trace?n=7&method=brute").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/trace?n=4&method=guess").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/trace?n=4&limit=100001").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn verify_names_the_conflicts_in_words() {
    let (status, answer) = post("/api/verify", r#"{"n": 8, "queens": [[0, 0], [2, 2]]}"#).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["valid"], false);
    assert_eq!(answer["conflicts"][0]["line"], "anti-diagonal");
    assert_eq!(answer["conflicts"][0]["text"], "a8 and c6 share a diagonal");
    let (_, vietnamese) = post(
        "/api/verify?lang=vi",
        r#"{"n": 8, "queens": [[0, 0], [2, 2]]}"#,
    )
    .await;
    assert_ne!(
        vietnamese["conflicts"][0]["text"],
        answer["conflicts"][0]["text"]
    );
    let (_, solved) = post(
        "/api/verify",
        r#"{"n": 4, "queens": [[0, 1], [1, 3], [2, 0], [3, 2]]}"#,
    )
    .await;
    assert_eq!(solved["solved"], true);
    assert_eq!(solved["attacked"].as_array().unwrap().len(), 12);
    let (_, one) = post("/api/verify", r#"{"n": 4, "queens": [[0, 0]]}"#).await;
    // A corner queen attacks its row, its column and one diagonal.
    assert_eq!(one["attacked"].as_array().unwrap().len(), 9);
    for bad in [
        r#"{"n": 33, "queens": []}"#,
        r#"{"n": 0, "queens": []}"#,
        r#"{"n": 8, "queens": [[8, 0]]}"#,
        r#"{"n": 8, "queens": [[1, 1], [1, 1]]}"#,
        r#"{"n": 8}"#,
        r#"not json"#,
        r#"{"n": 8, "queens": [], "extra": 1}"#,
    ] {
        refused(
            post("/api/verify", bad).await,
            StatusCode::UNPROCESSABLE_ENTITY,
        );
    }
    let huge = format!(
        r#"{{"n": 8, "queens": [{}]}}"#,
        "[0,0],".repeat(MAX_BODY_BYTES / 6)
    );
    let too_large = refused(
        post("/api/verify", huge).await,
        StatusCode::PAYLOAD_TOO_LARGE,
    );
    assert!(too_large.contains("65536"), "{too_large}");
}

#[tokio::test]
async fn completion_answers_yes_with_a_solution_or_no() {
    let (status, answer) = post("/api/complete", r#"{"n": 8, "queens": [[7, 0]]}"#).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["completable"], true);
    let queens: Vec<usize> = serde_json::from_value(answer["solution"].clone()).unwrap();
    assert!(nqueens::is_solution(&queens) && queens[7] == 0);
    let (_, corner) = post("/api/complete", r#"{"n": 4, "queens": [[0, 0]]}"#).await;
    assert_eq!(corner["completable"], false);
    assert_eq!(corner["solution"], Value::Null);
    refused(
        post("/api/complete", r#"{"n": 8, "queens": [[0, 0], [1, 1]]}"#).await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn tours_and_boards_without_one() {
    let (status, tour) = get("/api/tour?rows=8&cols=8&start=7,0").await;
    assert_eq!(status, StatusCode::OK);
    let path = tour["path"].as_array().unwrap();
    assert_eq!(path.len(), 64);
    assert_eq!(path[0], serde_json::json!([7, 0]));
    let (_, small) = get("/api/tour?rows=5&cols=5&start=0,0&method=backtrack").await;
    assert_eq!(small["path"].as_array().unwrap().len(), 25);
    let none = refused(
        get("/api/tour?rows=4&cols=4").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    assert!(!none.is_empty());
    refused(
        get("/api/tour?rows=8&method=backtrack").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/tour?rows=51").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/tour?rows=8&start=8,0").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/tour?rows=8&method=divide").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn a_count_streams_progress_and_its_result() {
    let (status, body) = send(
        Request::get("/api/count?n=12&client=a")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert!(body.contains("event: result"), "{body}");
    // Progress from nothing to everything, however fast the count.
    let progress: Vec<Value> = body
        .lines()
        .zip(body.lines().skip(1))
        .filter(|(event, _)| *event == "event: progress")
        .filter_map(|(_, data)| serde_json::from_str(data.strip_prefix("data: ")?).ok())
        .collect();
    assert!(progress.len() >= 2, "{body}");
    assert_eq!(progress[0]["done"], 0);
    assert_eq!(progress.last().unwrap()["done"], progress[0]["of"]);
    assert_eq!(progress.last().unwrap()["solutions"], "14200");
    let result = body
        .lines()
        .skip_while(|line| *line != "event: result")
        .find_map(|line| line.strip_prefix("data: "))
        .expect("the result's data");
    let result: Value = serde_json::from_str(result).unwrap();
    assert_eq!(
        (result["total"].as_str(), result["unique"].as_str()),
        (Some("14200"), Some("1787"))
    );
    let (status, too_large) = get("/api/count?n=18").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // The plain count, as the page shows it: no loop over shards.
    assert_eq!(too_large["command"], "nqueens count 18");
    refused(
        get("/api/count?n=33").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    let long_id = format!("/api/count?n=8&client={}", "x".repeat(65));
    refused(get(&long_id).await, StatusCode::UNPROCESSABLE_ENTITY);
}

#[test]
fn one_count_per_client() {
    let state = State::default();
    let first = state.start_count("a").unwrap();
    assert_eq!(
        state.start_count("a").unwrap_err().status,
        StatusCode::TOO_MANY_REQUESTS
    );
    let other = state.start_count("b").unwrap();
    drop(first);
    assert!(state.start_count("a").is_ok());
    drop(other);
}

#[tokio::test]
async fn the_page_messages_come_in_both_languages() {
    let (_, english) = get("/api/messages").await;
    let (_, vietnamese) = get("/api/messages?lang=vi").await;
    assert_eq!(english["lang"], "en");
    assert_eq!(vietnamese["lang"], "vi");
    let (english, vietnamese) = (
        english["messages"].as_object().unwrap(),
        vietnamese["messages"].as_object().unwrap(),
    );
    assert!(!english.is_empty());
    assert_eq!(
        english.keys().collect::<Vec<_>>(),
        vietnamese.keys().collect::<Vec<_>>()
    );
    assert!(english.keys().all(|id| id.starts_with("web-")));
}

#[tokio::test]
async fn the_variants_with_a_solution_and_their_counts() {
    let (status, torus) = get("/api/variant?kind=torus&n=7").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (torus["total"].as_str(), torus["unique"].as_str()),
        (Some("28"), Some("1"))
    );
    assert_eq!(torus["queens"].as_array().unwrap().len(), 7);
    let (_, none) = get("/api/variant?kind=torus&n=8").await;
    assert_eq!(none["total"], "0");
    assert_eq!(none["queens"], Value::Null);
    assert!(none["reason"].as_str().unwrap().contains("Pólya"));
    let (_, superqueens) = get("/api/variant?kind=superqueens&n=10").await;
    assert_eq!(superqueens["total"], "4");
    let (_, pawns) = get("/api/variant?kind=pawns&n=6&pawns=2.2").await;
    let queens = pawns["queens"].as_array().map_or(0, Vec::len);
    assert!(pawns["total"] == "0" || queens == 7, "{pawns}");
    refused(
        get("/api/variant?kind=pawns&n=6&pawns=6.0").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/variant?kind=bishops&n=6").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
    refused(
        get("/api/variant?kind=torus&n=15").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

#[tokio::test]
async fn exercises_come_with_their_answers_and_only_for_small_boards() {
    let (status, next) = get("/api/exercise?kind=next&n=6&seed=7").await;
    assert_eq!(status, StatusCode::OK, "{next}");
    let k = next["k"].as_u64().unwrap() as usize;
    assert_eq!(next["a"].as_array().unwrap().len(), k);
    assert_eq!(next["candidates"].as_array().unwrap().len(), 6);
    // The same seed, the same question.
    assert_eq!(get("/api/exercise?kind=next&n=6&seed=7").await.1, next);
    let (status, marker) = get("/api/exercise?kind=marker&n=8&seed=3").await;
    assert_eq!(status, StatusCode::OK, "{marker}");
    assert!(
        !marker["blockers"].as_array().unwrap().is_empty(),
        "{marker}"
    );
    for refused_uri in [
        "/api/exercise?kind=next&n=3",
        "/api/exercise?kind=next&n=9",
        "/api/exercise?kind=marker",
        "/api/exercise?kind=riddle&n=5",
        "/api/exercise?kind=next&n=5&seed=-1",
    ] {
        let error = refused(get(refused_uri).await, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(!error.is_empty(), "{refused_uri}");
    }
    let (_, vi) = get("/api/exercise?kind=riddle&n=5&lang=vi").await;
    assert!(vi["error"].as_str().unwrap().contains("bài tập"), "{vi}");
}

#[tokio::test]
async fn domination_gives_a_smallest_set_and_what_it_covers() {
    let (status, answer) = get("/api/dominate?n=8").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["size"], 5);
    assert_eq!(answer["total"], "4860");
    assert_eq!(answer["queens"].as_array().unwrap().len(), 5);
    assert_eq!(answer["covered"].as_array().unwrap().len(), 64);
    refused(
        get("/api/dominate?n=13").await,
        StatusCode::UNPROCESSABLE_ENTITY,
    );
}

/// A request to a router over `state`: its status, its `Retry-After` and
/// its JSON.
async fn send_to(state: &State, uri: &str) -> (StatusCode, Option<String>, Value) {
    let request = Request::get(uri).body(Body::empty()).unwrap();
    let response = router(state.clone()).oneshot(request).await.unwrap();
    let status = response.status();
    let retry = response
        .headers()
        .get("retry-after")
        .map(|value| value.to_str().unwrap().to_string());
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, retry, serde_json::from_slice(&bytes).unwrap())
}

/// Waits up to `within` for the whole budget to be free again: the
/// threads of the searches have ended.
async fn turns_come_back(state: &State, within: std::time::Duration) -> bool {
    let started = std::time::Instant::now();
    while started.elapsed() < within {
        if state.light.available_permits() == LIGHT_SEARCHES as usize
            && state.heavy.available_permits() == HEAVY_BUDGET_MIB as usize
        {
            return true;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_past_its_deadline_is_refused_and_its_thread_stops() {
    use std::time::{Duration, Instant};
    let state = State::with_limit(Duration::from_millis(50));
    // Each takes a second or more to the end: listing past the last of
    // n = 14's 365,596 solutions, a long trace of n = 12.
    for uri in [
        "/api/solutions?n=14&offset=100000000",
        "/api/trace?n=12&method=pairwise&limit=100000",
        "/api/solutions?n=14&offset=100000000&lang=vi",
    ] {
        let started = Instant::now();
        let (status, _, answer) = send_to(&state, uri).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{uri}: {answer}");
        let error = answer["error"].as_str().unwrap();
        assert!(error.contains("0.05"), "{uri}: {error}");
        assert!(started.elapsed() < Duration::from_secs(1), "{uri}");
        // The search saw its deadline: its thread gave its turn back long
        // before the search could have ended.
        assert!(
            turns_come_back(&state, Duration::from_millis(500)).await,
            "{uri}: the search runs on"
        );
    }
}

#[tokio::test]
async fn a_request_past_the_budget_waits_then_is_told_to_retry() {
    let state = State {
        wait: std::time::Duration::from_millis(100),
        ..State::default()
    };
    let _all = state
        .light
        .clone()
        .acquire_many_owned(LIGHT_SEARCHES)
        .await
        .unwrap();
    let (status, retry, answer) = send_to(&state, "/api/solutions?n=6&lang=vi").await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{answer}");
    assert_eq!(retry.as_deref(), Some("2"));
    assert!(
        answer["error"]
            .as_str()
            .unwrap()
            .contains("máy chủ đang bận"),
        "{answer}"
    );
    // A long trace has a budget of its own, and is answered meanwhile.
    let (status, _, trace) = send_to(&state, "/api/trace?n=6&limit=100000").await;
    assert_eq!(status, StatusCode::OK, "{trace}");
    assert_eq!(trace["summary"]["finished"], true);
}

/// The paths a module imports: `from './x.js'` and `from '../x.js'`.
fn module_imports(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|line| line.starts_with("import "))
        .filter_map(|line| line.split(" from ").nth(1))
        .map(|from| from.trim_end_matches(';').trim_matches('\'').to_string())
        .collect()
}

/// An import's path as the server serves it, resolved from `from`'s folder.
fn resolve_import(from: &str, import: &str) -> String {
    let mut parts: Vec<&str> = from.split('/').filter(|part| !part.is_empty()).collect();
    parts.pop();
    for part in import.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    format!("/{}", parts.join("/"))
}

/// Every `.js` file under `folder`, at any depth.
fn scripts_under(folder: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(scripts_under(&path));
        } else if path.extension().is_some_and(|ext| ext == "js") {
            found.push(path);
        }
    }
    found
}

#[test]
fn imports_resolve_as_the_browser_resolves_them() {
    assert_eq!(resolve_import("/app.js", "./dom.js"), "/dom.js");
    assert_eq!(resolve_import("/views/play.js", "../board.js"), "/board.js");
    assert_eq!(
        resolve_import("/views/play.js", "./other.js"),
        "/views/other.js"
    );
    assert_eq!(
        module_imports(
            "import { a, b } from './x.js';\nconst y = 1;\nimport { c } from '../z.js';"
        ),
        ["./x.js", "../z.js"]
    );
}
