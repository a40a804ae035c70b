//! `nqueens serve` as a user starts it: a real listener on a free port of
//! loopback, asked over HTTP/1.1, stopped by a signal; a search past its
//! deadline; and a load of many clients and long traces at once, under
//! the memory ceiling.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::harness::{EXIT_ERROR, Test, nqueens, served_address, unchunk};

/// A server on a free port, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start() -> Server {
        Server::start_with(&[])
    }

    /// A server with these variables in its environment.
    fn start_with(env: &[(&str, &str)]) -> Server {
        let mut child = nqueens()
            .args(["serve", "--port", "0"])
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout is piped"))
            .read_line(&mut line)
            .expect("the address line");
        let address = served_address(&line);
        assert!(address.starts_with("127.0.0.1:"), "{address}");
        Server { child, address }
    }

    /// One request on a connection of its own: the status and the body.
    fn request(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let mut stream = self.send(method, path, body);
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).expect("the response");
        let (head, body) = response.split_once("\r\n\r\n").expect("a head and a body");
        let status = head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .expect("a status");
        let chunked = head
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked");
        (
            status,
            if chunked {
                unchunk(body)
            } else {
                body.to_string()
            },
        )
    }

    /// A connection with one request sent on it.
    fn send(&self, method: &str, path: &str, body: &str) -> TcpStream {
        let mut stream = TcpStream::connect(&self.address).expect("a connection");
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            self.address,
            body.len()
        )
        .unwrap();
        stream
    }

    /// A GET whose answer may be large, read and dropped as it comes: the
    /// head, the number of bytes after it and the last of them.
    fn drain(&self, path: &str) -> (String, usize, String) {
        let mut stream = self.send("GET", path, "");
        let mut all = Vec::new();
        let mut buffer = [0u8; 64 << 10];
        let mut head: Option<String> = None;
        let mut bytes = 0;
        loop {
            let read = stream.read(&mut buffer).expect("the response");
            if read == 0 {
                break;
            }
            all.extend_from_slice(&buffer[..read]);
            if head.is_none()
                && let Some(end) = all.windows(4).position(|w| w == b"\r\n\r\n")
            {
                head = Some(String::from_utf8_lossy(&all[..end]).into_owned());
                all.drain(..end + 4);
            }
            if head.is_some() {
                // Counted and dropped, but for the last 256 bytes.
                let dropped = all.len().saturating_sub(256);
                bytes += dropped;
                all.drain(..dropped);
            }
        }
        bytes += all.len();
        let head = head.expect("a head");
        (head, bytes, String::from_utf8_lossy(&all).into_owned())
    }

    fn json(&self, path: &str) -> Value {
        let (status, body) = self.request("GET", path, "");
        assert_eq!(status, 200, "{path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|_| panic!("{path}: not JSON: {body}"))
    }

    /// The server's resident memory, in kB.
    #[cfg(target_os = "linux")]
    fn resident_kb(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|line| line.strip_prefix("VmRSS:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS")
    }

    /// The CPU time the server has used so far, in clock ticks.
    #[cfg(target_os = "linux")]
    fn cpu_ticks(&self) -> u64 {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id())).unwrap();
        // The fields after the command's name, which ends with ')':
        // utime and stime are the 12th and 13th of them.
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
        fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
    }

    /// Stops the server as Ctrl-C would (SIGTERM here), and its exit
    /// status.
    #[cfg(unix)]
    fn stop(mut self) -> std::process::ExitStatus {
        let killed = std::process::Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        self.child.wait().unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The data of the `result` event of a count's stream.
fn count_result(stream: &str) -> Value {
    let data = stream
        .lines()
        .skip_while(|line| *line != "event: result")
        .find_map(|line| line.strip_prefix("data: "))
        .unwrap_or_else(|| panic!("no result in {stream}"));
    serde_json::from_str(data).unwrap()
}

#[test]
#[cfg(unix)]
fn the_server_answers_over_http_and_stops_on_a_signal() {
    let server = Server::start();
    let (status, page) = server.request("GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("<html"), "{page}");
    assert_eq!(server.json("/api/solutions?n=6")["count"], 4);
    let (status, body) = server.request(
        "POST",
        "/api/verify",
        r#"{"n": 8, "queens": [[0, 3], [3, 6]]}"#,
    );
    assert_eq!(status, 200);
    let answer: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(answer["conflicts"][0]["text"], "d8 and g5 share a diagonal");
    let (status, stream) = server.request("GET", "/api/count?n=10&client=t", "");
    assert_eq!(status, 200);
    assert_eq!(count_result(&stream)["total"], "724");
    let (status, _) = server.request("GET", "/../../etc/passwd", "");
    assert_eq!(status, 404);
    assert!(server.stop().success());
}

#[test]
fn a_lesson_walk_gives_each_trace_step_its_line_and_variables() {
    let server = Server::start();
    let trace = server.json("/api/trace?n=4&method=pairwise");
    let walk = server.json("/api/lesson?n=4&method=pairwise&code=python&comments=vi");
    assert_eq!(walk["file"], "queens.py");
    let lines: Vec<&str> = walk["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line.as_str().unwrap())
        .collect();
    let stops = walk["stops"].as_array().unwrap();
    let steps = trace["steps"].as_array().unwrap();
    assert_eq!(stops.len(), steps.len());
    assert_eq!(walk["finished"], true);
    // Each step's kind at the line the program does it, as the program
    // spells it.
    for (stop, step) in stops.iter().zip(steps) {
        let line = lines[stop["line"].as_u64().unwrap() as usize - 1].trim();
        let expected = match step["step"].as_str().unwrap() {
            "try" => "for i in range(n):",
            "place" => "A[k] = i",
            "backtrack" => "A[k] = -1",
            "solution" => "showQueen(A, count)",
            _ => continue,
        };
        assert_eq!(line, expected, "{step}");
    }
    // The first step: tryNext(0) looks at row 0; A is still empty.
    assert_eq!(stops[0]["frames"][0]["call"], "tryNext(0)");
    assert_eq!(stops[0]["frames"][0]["locals"][0][0], "i");
    assert_eq!(stops[0]["frames"][0]["locals"][0][1], 0);
    assert_eq!(stops[0]["arrays"][0]["name"], "A");
    assert_eq!(
        stops[0]["arrays"][0]["values"],
        serde_json::json!([-1, -1, -1, -1])
    );
    // Vietnamese comments, not English ones.
    assert!(
        lines
            .iter()
            .all(|line| !line.contains("Take the queen back"))
    );
    // Pascal's marker arrays are truth values, 1-based.
    let pascal = server.json("/api/lesson?n=4&method=marks&code=pascal&limit=2");
    assert_eq!(pascal["stops"].as_array().unwrap().len(), 2);
    assert_eq!(pascal["finished"], false);
    assert_eq!(pascal["stops"][1]["arrays"][1]["name"], "a");
    assert_eq!(
        pascal["stops"][1]["arrays"][1]["values"],
        serde_json::json!([false, true, true, true])
    );
    for (path, error) in [
        (
            "/api/lesson?n=4&method=stack&code=python",
            "the python program does not use the stack method",
        ),
        (
            "/api/lesson?n=4&code=cobol",
            "no program in that language: \"cobol\" (python, pascal, java or cpp)",
        ),
        (
            "/api/lesson?n=4&code=cpp&comments=fr",
            "comments are en or vi, not \"fr\"",
        ),
        (
            "/api/lesson?n=7&method=brute&code=cpp",
            "n must be from 1 to 6, not \"7\"",
        ),
        (
            "/api/lesson?n=4&limit=40001",
            "limit must be from 1 to 40000, not \"40001\"",
        ),
    ] {
        let (status, body) = server.request("GET", path, "");
        assert_eq!(status, 422, "{path}: {body}");
        let body: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["error"], error, "{path}");
    }
}

#[test]
fn the_tour_walk_is_the_programs_and_the_programs_are_the_librarys() {
    let server = Server::start();
    // The list of programs is the library's, in its order.
    let programs = server.json("/api/programs");
    let listed: Vec<String> = programs["programs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|program| {
            format!(
                "{} {} {}",
                program["code"], program["method"], program["file"]
            )
        })
        .collect();
    let library: Vec<String> = nqueens::lesson::programs()
        .iter()
        .map(|program| {
            format!(
                "\"{}\" \"{}\" \"{}\"",
                program.language().name(),
                program.algorithm().name(),
                program.file_name()
            )
        })
        .collect();
    assert_eq!(listed, library);
    // The tour: each stop the library's step at its line, with the
    // innermost call and the number of calls. The whole search of 4 x 4
    // (no tour; the 88,279 steps of 5 x 5 to its tour are the library's
    // test and the browser's, too long for a server shared with others).
    let walk = server.json("/api/lesson?n=4&method=tour&code=pascal&start=1,2");
    assert_eq!(walk["file"], "knights_tour.pas");
    assert_eq!(walk["finished"], true);
    assert_eq!(walk["start"], serde_json::json!([1, 2]));
    let program = nqueens::lesson::find(
        nqueens::lesson::Language::Pascal,
        nqueens::lesson::Algorithm::KnightsTour,
    )
    .unwrap();
    let library = program
        .tour_walkthrough(
            4,
            nqueens::Square::new(1, 2),
            nqueens::lesson::Comments::English,
        )
        .unwrap()
        .unwrap()
        .collect::<Vec<_>>();
    let stops = walk["stops"].as_array().unwrap();
    assert_eq!(stops.len(), library.len());
    for (k, (stop, expected)) in stops.iter().zip(library).enumerate() {
        assert_eq!(stop["line"], expected.line, "step {k}");
        assert_eq!(stop["depth"], expected.frames.len(), "step {k}");
        let innermost = expected.frames.last().unwrap();
        assert_eq!(stop["frame"]["call"], innermost.call.as_str(), "step {k}");
        let kind = match expected.act {
            nqueens::lesson::TourAct::Try {
                k: move_k, free, ..
            } => {
                assert_eq!(stop["step"]["k"], move_k, "step {k}");
                assert_eq!(stop["step"]["free"], free, "step {k}");
                "move-try"
            }
            nqueens::lesson::TourAct::Move { to, number, .. } => {
                assert_eq!(
                    stop["step"]["to"],
                    serde_json::json!([to.row, to.col]),
                    "step {k}"
                );
                assert_eq!(stop["step"]["number"], number, "step {k}");
                "move"
            }
            nqueens::lesson::TourAct::Undo { square, .. } => {
                assert_eq!(
                    stop["step"]["square"],
                    serde_json::json!([square.row, square.col]),
                    "step {k}"
                );
                "undo"
            }
            nqueens::lesson::TourAct::Tour => "tour",
        };
        assert_eq!(stop["step"]["step"], kind, "step {k}");
    }
    assert!(stops.iter().all(|stop| stop["step"]["step"] != "tour"));
    assert_eq!(
        stops.last().unwrap()["depth"],
        1,
        "the search ends in the first call"
    );
    // A limit cuts a walk short and says so.
    let start = server.json("/api/lesson?n=5&method=tour&code=pascal&limit=50");
    assert_eq!(start["stops"].as_array().unwrap().len(), 50);
    assert_eq!(start["finished"], false);
    for (path, error) in [
        (
            "/api/lesson?n=7&method=tour&code=pascal",
            "n must be from 1 to 6, not \"7\"",
        ),
        (
            "/api/lesson?n=5&method=tour&code=java",
            "the java program does not use the tour method",
        ),
        (
            "/api/lesson?n=5&method=tour&code=pascal&start=5,0",
            "the start square \"5,0\" is not row,col on the 5 x 5 board",
        ),
    ] {
        let (status, body) = server.request("GET", path, "");
        assert_eq!(status, 422, "{path}: {body}");
        let body: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(body["error"], error, "{path}");
    }
}

#[test]
fn a_bad_port_or_address_is_an_error() {
    Test::new()
        .args(["serve", "--port", "70000"])
        .stdout("")
        .fails(EXIT_ERROR, "--port");
    Test::new()
        .args(["serve", "--bind", "localhost:80"])
        .stdout("")
        .fails(EXIT_ERROR, "not an IP address");
}

/// A search that cannot finish in its time limit (lowered here to 0.3 s
/// by a variable the tests alone use) is refused near the limit, and its
/// thread stops: the server's CPU time stands still afterwards.
#[test]
#[cfg(target_os = "linux")]
fn a_search_past_its_deadline_is_refused_near_it_and_stops() {
    let server = Server::start_with(&[("NQUEENS_SERVE_LIMIT_MS", "300")]);
    // Listing past the last of n = 14's 365,596 solutions takes about
    // three seconds of one core.
    let started = Instant::now();
    let (status, body) = server.request("GET", "/api/solutions?n=14&offset=100000000", "");
    let took = started.elapsed();
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("0.3 s"), "{body}");
    assert!(took < Duration::from_secs(2), "answered after {took:?}");
    std::thread::sleep(Duration::from_millis(200));
    let before = server.cpu_ticks();
    std::thread::sleep(Duration::from_secs(1));
    let spent = server.cpu_ticks() - before;
    // A search running on would spend a whole second of a core (100
    // ticks); an idle server next to nothing.
    assert!(
        spent < 20,
        "{spent} ticks of CPU in the second after the refusal"
    );
    assert_eq!(server.json("/api/solutions?n=6")["count"], 4);
}

/// Domination past its limit (lowered to 1 ms) is refused at once, and
/// its search stops with it: eight refused requests cost the server less
/// CPU time than one search run to its end by a server without the lowered
/// limit, where each would otherwise have run on to its end.
#[test]
#[cfg(target_os = "linux")]
fn a_domination_search_past_its_deadline_stops() {
    // The largest board the page dominates: a few tenths of a second.
    let path = "/api/dominate?n=12";
    let unlimited = Server::start();
    let before = unlimited.cpu_ticks();
    assert_eq!(unlimited.json(path)["size"], 6);
    let whole_search = unlimited.cpu_ticks() - before;
    drop(unlimited);
    let server = Server::start_with(&[("NQUEENS_SERVE_LIMIT_MS", "1")]);
    let before = server.cpu_ticks();
    for _ in 0..8 {
        let started = Instant::now();
        let (status, body) = server.request("GET", path, "");
        let took = started.elapsed();
        assert_eq!(status, 503, "{body}");
        assert!(body.contains("0.001 s"), "{body}");
        assert!(took < Duration::from_secs(2), "answered after {took:?}");
    }
    // Searches running on would go on spending: eight times a whole one
    // in the end, a good share of it in two seconds even on a busy
    // machine.
    std::thread::sleep(Duration::from_secs(2));
    let spent = server.cpu_ticks() - before;
    assert!(
        spent < whole_search,
        "eight refused searches took {spent} ticks of CPU, one whole search {whole_search}"
    );
    // Answered throughout: a request that runs no search.
    let images = server.json("/api/symmetries?n=4&queens=1,3,0,2");
    assert_eq!(images["images"].as_array().unwrap().len(), 8);
}

/// One mixed request of the page, its answer checked: traces, counts,
/// solutions, verification, completion, variants, domination and tours.
fn mixed_request(server: &Server, client: usize, k: usize, trace_steps: usize) {
    match (client + k) % 8 {
        0 => {
            let trace = server.json("/api/trace?n=6");
            assert_eq!(trace["steps"].as_array().unwrap().len(), trace_steps);
        }
        1 => {
            let n = 6 + (client + k) % 5;
            let path = format!("/api/count?n={n}&client={client}-{k}");
            let (status, stream) = server.request("GET", &path, "");
            assert_eq!(status, 200, "{stream}");
            let expected = [4, 40, 92, 352, 724][n - 6].to_string();
            assert_eq!(count_result(&stream)["total"], expected.as_str(), "n = {n}");
        }
        2 => {
            let page = server.json(&format!("/api/solutions?n=8&offset={k}&limit=5"));
            assert_eq!(page["count"], 92);
            assert_eq!(page["solutions"].as_array().unwrap().len(), 5);
        }
        3 => {
            let (status, body) = server.request(
                "POST",
                "/api/verify",
                r#"{"n": 8, "queens": [[0, 3], [3, 6]]}"#,
            );
            assert_eq!(status, 200, "{body}");
            assert!(body.contains("share a diagonal"), "{body}");
        }
        4 => assert_eq!(server.json("/api/variant?kind=torus&n=7")["total"], "28"),
        5 => assert_eq!(server.json("/api/dominate?n=6")["size"], 3),
        6 => {
            let tour = server.json("/api/tour?rows=8");
            assert_eq!(tour["path"].as_array().unwrap().len(), 64);
        }
        _ => {
            let (status, body) =
                server.request("POST", "/api/complete", r#"{"n": 8, "queens": [[0, 0]]}"#);
            assert_eq!(status, 200, "{body}");
            assert!(body.contains(r#""completable":true"#), "{body}");
        }
    }
}

/// `clients` clients at once, `each` mixed requests each.
fn mixed_load(server: &Server, clients: usize, each: usize, trace_steps: usize) {
    std::thread::scope(|scope| {
        for client in 0..clients {
            scope.spawn(move || {
                for k in 0..each {
                    mixed_request(server, client, k, trace_steps);
                }
            });
        }
    });
}

/// Many clients at once: 64 long traces (9 MB answers each) together,
/// with a request of the usual size answered meanwhile and the server's
/// resident memory under its ceiling of 1 GiB throughout, between two
/// rounds of 640 mixed requests of sixteen clients, every answer right; and
/// once idle, the memory back near its warm size (nothing kept per request, no heap
/// left grown by the load).
#[test]
#[cfg(target_os = "linux")]
fn many_clients_at_once_get_right_answers_under_the_ceiling() {
    const CEILING_KB: u64 = 1 << 20;
    const TRACES: usize = 64;
    let server = Server::start();
    let trace_steps = server.json("/api/trace?n=6")["steps"]
        .as_array()
        .unwrap()
        .len();
    // Warm: after the same mixed load as the one that follows the traces,
    // so that what is compared is what the traces left behind.
    mixed_load(&server, 16, 40, trace_steps);
    let warm = server.resident_kb();

    let peak = AtomicU64::new(0);
    let done = AtomicBool::new(false);
    let (answered, refused, usual) = (
        AtomicUsize::new(0),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                peak.fetch_max(server.resident_kb(), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(300));
            while !done.load(Ordering::Relaxed) {
                assert_eq!(server.json("/api/solutions?n=8&limit=1")["count"], 92);
                usual.fetch_add(1, Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let traces: Vec<_> = (0..TRACES)
            .map(|_| {
                scope.spawn(|| {
                    let (head, bytes, tail) =
                        server.drain("/api/trace?n=10&method=pairwise&limit=100000");
                    if head.starts_with("HTTP/1.1 200") {
                        assert!(bytes > 5_000_000, "{bytes} bytes: {tail}");
                        assert!(tail.contains(r#""finished":false"#), "{tail}");
                        answered.fetch_add(1, Ordering::Relaxed);
                    } else {
                        // Refused for want of memory: told when to retry.
                        assert!(head.starts_with("HTTP/1.1 503"), "{head}");
                        assert!(
                            head.to_ascii_lowercase().contains("retry-after: "),
                            "{head}"
                        );
                        refused.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        // Every trace joined before the watchers are told to stop, and a
        // trace's panic passed on only then: the scope would otherwise wait
        // for the watchers for ever.
        let results: Vec<_> = traces.into_iter().map(|trace| trace.join()).collect();
        done.store(true, Ordering::Relaxed);
        for result in results {
            if let Err(panic) = result {
                std::panic::resume_unwind(panic);
            }
        }
    });
    let peak = peak.into_inner();
    assert!(
        peak < CEILING_KB,
        "{peak} kB resident under {TRACES} long traces"
    );
    assert!(
        answered.into_inner() >= 8,
        "{} refused",
        refused.into_inner()
    );
    assert!(
        usual.into_inner() >= 1,
        "no usual request answered meanwhile"
    );

    mixed_load(&server, 16, 40, trace_steps);
    // Idle threads end after ten seconds; what they held goes back. What
    // stays is the allocator's spread over its per-thread arenas: 1 to 10
    // MB over the warm size here, against hundreds of MB when answers
    // were kept.
    const SLACK_KB: u64 = 12 * 1024;
    let idle = Instant::now();
    let mut now = server.resident_kb();
    while now > warm + SLACK_KB && idle.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(250));
        now = server.resident_kb();
    }
    assert!(
        now <= warm + SLACK_KB,
        "{now} kB resident when idle, {warm} kB when warm (peak {peak} kB)"
    );
}
