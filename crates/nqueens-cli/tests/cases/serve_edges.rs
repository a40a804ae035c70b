//! `nqueens serve` at its edges, over real sockets: clients that are slow,
//! idle or many, bodies that are too large or never come, the headers of
//! every answer, requests for another host or from another origin, and
//! the addresses `--bind` takes.

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::harness::{nqueens, served_address, unchunk};

/// The deadline for a request's head, which is also how long an idle
/// connection stays open, and the deadline for a request's body, as the
/// tests set them (10 s each by default) so as not to wait 10 s for each.
const HEAD: Duration = Duration::from_secs(2);
const BODY: Duration = Duration::from_secs(2);
/// What a deadline may be overshot by on a busy machine.
const SLACK: Duration = Duration::from_secs(5);
/// What a deadline may be undershot by: a timer's rounding, not a second.
const EARLY: Duration = Duration::from_millis(500);

/// A server on a free port, stopped when dropped.
struct Server {
    child: Child,
    address: String,
}

impl Server {
    fn start(args: &[&str]) -> Server {
        let mut command = nqueens();
        command.args(["serve", "--port", "0"]).args(args);
        Server::spawn(command)
    }

    /// A server whose head and body deadlines are [`HEAD`] and [`BODY`].
    fn with_short_deadlines(mut command: Command) -> Server {
        command
            .env("NQUEENS_SERVE_HEAD_MS", HEAD.as_millis().to_string())
            .env("NQUEENS_SERVE_BODY_MS", BODY.as_millis().to_string());
        Server::spawn(command)
    }

    /// The server started by `command`, once it has said its address.
    fn spawn(mut command: Command) -> Server {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the server starts");
        let mut stdout = child.stdout.take().expect("stdout is piped");
        let mut line = Vec::new();
        let mut byte = [0u8];
        while stdout.read(&mut byte).expect("the address line") == 1 && byte[0] != b'\n' {
            line.push(byte[0]);
        }
        let line = String::from_utf8(line).unwrap();
        let address = served_address(&line);
        Server { child, address }
    }

    fn port(&self) -> &str {
        self.address.rsplit_once(':').unwrap().1
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.address).expect("a connection");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        stream
    }

    /// One request with the given head lines (after the request line) on
    /// a connection of its own, and its answer.
    fn request(&self, method: &str, path: &str, head: &[String], body: &str) -> Answer {
        let mut stream = self.connect();
        let mut request = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\n");
        for line in head {
            request.push_str(line);
            request.push_str("\r\n");
        }
        request.push_str(&format!("Content-Length: {}\r\n\r\n{body}", body.len()));
        stream.write_all(request.as_bytes()).unwrap();
        read_answer(&mut stream).expect("an answer")
    }

    /// A GET from this server's own page.
    fn get(&self, path: &str) -> Answer {
        self.request("GET", path, &[format!("Host: {}", self.address)], "")
    }

    /// The number of files the server has open.
    #[cfg(target_os = "linux")]
    fn open_files(&self) -> usize {
        std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))
            .unwrap()
            .count()
    }

    /// Stops the server with SIGTERM; its exit status and standard error.
    #[cfg(unix)]
    fn stop(mut self) -> (std::process::ExitStatus, String) {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let status = self.child.wait().unwrap();
        let mut stderr = String::new();
        self.child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        (status, stderr)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An answer: its status, its head (header names in lower case) and body.
#[derive(Debug)]
struct Answer {
    status: u16,
    head: String,
    body: String,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.eq_ignore_ascii_case(name).then_some(value.trim())
        })
    }

    /// The `error` of a refusal's JSON body.
    fn error(&self) -> String {
        let body: Value =
            serde_json::from_str(&self.body).unwrap_or_else(|_| panic!("not JSON: {}", self.body));
        body["error"]
            .as_str()
            .unwrap_or_else(|| panic!("no error in {}", self.body))
            .to_string()
    }
}

/// Reads one answer with a `Content-Length` from `stream`, leaving the
/// connection open; `None` when the server closes it first.
fn read_answer(stream: &mut TcpStream) -> Option<Answer> {
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 4096];
    let head_end = loop {
        if let Some(end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            break end;
        }
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return None,
            Ok(read) => bytes.extend_from_slice(&chunk[..read]),
        }
    };
    let head = String::from_utf8_lossy(&bytes[..head_end]).into_owned();
    let status = head.split(' ').nth(1)?.parse().ok()?;
    let mut answer = Answer {
        status,
        head,
        body: String::new(),
    };
    let mut body = bytes[head_end + 4..].to_vec();
    // The API's answers are sent in chunks; the server's own refusals
    // carry their length.
    let chunked = answer
        .header("transfer-encoding")
        .is_some_and(|coding| coding.eq_ignore_ascii_case("chunked"));
    let complete = |body: &[u8]| match chunked {
        true => body.ends_with(b"0\r\n\r\n"),
        false => answer
            .header("content-length")
            .and_then(|length| length.parse::<usize>().ok())
            .is_some_and(|length| body.len() >= length),
    };
    while !complete(&body) {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => return None,
            Ok(read) => body.extend_from_slice(&chunk[..read]),
        }
    }
    let body = String::from_utf8(body).unwrap();
    answer.body = if chunked { unchunk(&body) } else { body };
    Some(answer)
}

/// Sends `stream` a byte every `every` until the server closes it or
/// `within` passes; how long the server took to close it, if it did.
fn trickle(stream: &mut TcpStream, every: Duration, within: Duration) -> Option<Duration> {
    let started = Instant::now();
    stream.set_read_timeout(Some(every)).unwrap();
    let mut byte = [0u8];
    while started.elapsed() < within {
        if stream.write_all(b"x").is_err() {
            return Some(started.elapsed());
        }
        match stream.read(&mut byte) {
            Ok(0) => return Some(started.elapsed()),
            Ok(_) => {}
            Err(err) if matches!(err.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(_) => return Some(started.elapsed()),
        }
    }
    None
}

/// How long the server took to close `stream`, on which nothing more is
/// sent, if it did within `within`.
fn closed_within(stream: &mut TcpStream, within: Duration) -> Option<Duration> {
    let started = Instant::now();
    stream.set_read_timeout(Some(within)).unwrap();
    let mut rest = Vec::new();
    match stream.read_to_end(&mut rest) {
        Ok(_) => Some(started.elapsed()),
        Err(err) if matches!(err.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => None,
        Err(_) => Some(started.elapsed()),
    }
}

/// Opens a connection and sends the start of a request's head, which a
/// slow client then never finishes.
fn half_open(server: &Server) -> TcpStream {
    let mut stream = server.connect();
    stream
        .write_all(format!("GET / HTTP/1.1\r\nHost: {}\r\nX-Slow: ", server.address).as_bytes())
        .unwrap();
    stream
}

#[test]
fn slow_idle_and_kept_alive_connections_are_closed_within_the_head_deadline() {
    let mut command = nqueens();
    command.args(["serve", "--port", "0"]);
    let server = Server::with_short_deadlines(command);
    let limit = HEAD + SLACK;
    std::thread::scope(|scope| {
        let slow = scope.spawn(|| {
            let mut stream = half_open(&server);
            trickle(&mut stream, Duration::from_millis(500), limit)
        });
        let idle = scope.spawn(|| {
            let mut stream = server.connect();
            closed_within(&mut stream, limit)
        });
        let kept_alive = scope.spawn(|| {
            let mut stream = server.connect();
            write!(
                stream,
                "GET /api/solutions?n=4 HTTP/1.1\r\nHost: {}\r\n\r\n",
                server.address
            )
            .unwrap();
            let answer = read_answer(&mut stream).expect("the first answer");
            assert_eq!(answer.status, 200, "{answer:?}");
            closed_within(&mut stream, limit)
        });
        for (what, thread) in [("slow", slow), ("idle", idle), ("kept alive", kept_alive)] {
            let closed = thread.join().unwrap();
            assert!(
                closed.is_some_and(|after| after >= HEAD - EARLY),
                "a {what} connection: closed after {closed:?}, not after about {HEAD:?}"
            );
        }
    });
}

#[test]
fn a_body_too_large_or_too_slow_is_answered_promptly() {
    let mut command = nqueens();
    command.args(["serve", "--port", "0"]);
    let server = Server::with_short_deadlines(command);
    // A body declared far over the limit: refused from its head, at once.
    let mut stream = server.connect();
    stream.set_read_timeout(Some(SLACK)).unwrap();
    write!(
        stream,
        "POST /api/verify?lang=vi HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n{}",
        server.address,
        "x".repeat(1000)
    )
    .unwrap();
    let answer = read_answer(&mut stream).expect("an answer to the declared length");
    assert_eq!(answer.status, 413, "{answer:?}");
    assert!(answer.error().contains("yêu cầu"), "{answer:?}");
    // A body within the limit that stops coming: refused at its deadline.
    let started = Instant::now();
    let mut stream = server.connect();
    write!(
        stream,
        "POST /api/verify HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"n\": 8",
        server.address
    )
    .unwrap();
    let answer = read_answer(&mut stream).expect("an answer to the missing body");
    assert_eq!(answer.status, 408, "{answer:?}");
    assert!(answer.error().contains("body"), "{answer:?}");
    let after = started.elapsed();
    assert!(
        after >= BODY - EARLY && after <= BODY + SLACK,
        "answered after {after:?}"
    );
}

/// A server started with 64 open files, as a low limit would leave it,
/// and 200 slow connections open: a normal request is answered at once.
#[test]
#[cfg(target_os = "linux")]
fn a_normal_request_is_answered_while_many_slow_connections_are_open() {
    let mut command = Command::new("sh");
    command
        .args(["-c", r#"ulimit -Sn 64 && exec "$0" serve --port 0"#])
        .arg(env!("CARGO_BIN_EXE_nqueens"))
        .env("LANG", "C");
    let server = Server::spawn(command);
    let slow: Vec<TcpStream> = (0..200).map(|_| half_open(&server)).collect();
    let started = Instant::now();
    let answer = server.get("/api/solutions?n=6");
    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(answer.body.contains("\"count\":4"), "{answer:?}");
    assert!(
        started.elapsed() < SLACK,
        "answered after {:?}",
        started.elapsed()
    );
    drop(slow);
}

/// With a cap of 8 connections (set for the test), 12 slow clients hold
/// no more than 8 of the server's files, and a request behind them is
/// answered once the deadline has closed the first 8.
#[test]
#[cfg(target_os = "linux")]
fn the_connections_are_capped_and_a_request_waits_for_a_free_one() {
    let mut command = nqueens();
    command
        .args(["serve", "--port", "0"])
        .env("NQUEENS_SERVE_MAX_CONNECTIONS", "8");
    let server = Server::with_short_deadlines(command);
    // Settle the runtime's own files first.
    assert_eq!(server.get("/api/solutions?n=4").status, 200);
    std::thread::sleep(Duration::from_millis(200));
    let before = server.open_files();
    let slow: Vec<TcpStream> = (0..12).map(|_| half_open(&server)).collect();
    std::thread::sleep(Duration::from_millis(500));
    let held = server.open_files() - before;
    assert!(held <= 8, "{held} connections held with a cap of 8");
    let started = Instant::now();
    let answer = server.get("/api/solutions?n=6");
    assert_eq!(answer.status, 200, "{answer:?}");
    assert!(
        started.elapsed() <= HEAD + SLACK,
        "answered after {:?}",
        started.elapsed()
    );
    drop(slow);
}

/// Twelve clients ask for the longest trace and read none of it (beyond
/// its first bytes): together they hold the whole budget of long traces.
/// The server gives up on each once its writes have waited a second (the
/// test's setting; 10 s by default) and closes it, so a long trace asked
/// for next is served, not refused for want of budget, and a short request
/// is answered throughout.
#[test]
#[cfg(target_os = "linux")]
fn clients_that_stop_reading_are_closed_and_free_their_budget() {
    let mut command = nqueens();
    command
        .args(["serve", "--port", "0"])
        .env("NQUEENS_SERVE_WRITE_MS", "1000");
    let server = Server::spawn(command);
    // Settle the runtime's own files first.
    assert_eq!(server.get("/api/solutions?n=4").status, 200);
    std::thread::sleep(Duration::from_millis(200));
    let before = server.open_files();
    // About 9 MB, far more than the sockets' buffers hold.
    let long_trace = format!(
        "GET /api/trace?n=10&method=pairwise&limit=100000 HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.address
    );
    // Each answer's first bytes are read as soon as it begins (its charge
    // is then taken): read later, on a loaded machine, they could already
    // be gone with a connection the write deadline closed.
    let stalled: Vec<TcpStream> = (0..12)
        .map(|_| {
            let mut stream = server.connect();
            stream.write_all(long_trace.as_bytes()).unwrap();
            let mut first = [0u8; 4096];
            stream.read_exact(&mut first).unwrap();
            assert!(first.starts_with(b"HTTP/1.1 200"));
            stream
        })
        .collect();
    let answer = server.get("/api/solutions?n=6");
    assert_eq!(answer.status, 200, "{answer:?}");
    // Waits up to 5 s for the budget, which the stalled clients free
    // after a second.
    let mut stream = server.connect();
    stream.write_all(long_trace.as_bytes()).unwrap();
    let answer = read_answer(&mut stream).expect("the long trace");
    let start = &answer.body[..answer.body.len().min(300)];
    assert_eq!(answer.status, 200, "{start}");
    assert!(answer.body.ends_with('}'), "a whole trace");
    drop(stream);
    // The stalled connections are closed on the server's side, though
    // their clients hold them open.
    let started = Instant::now();
    while server.open_files() > before && started.elapsed() < SLACK {
        std::thread::sleep(Duration::from_millis(100));
    }
    let held = server.open_files().saturating_sub(before);
    assert_eq!(held, 0, "connections of clients that stopped reading");
    let answer = server.get("/api/solutions?n=6");
    assert_eq!(answer.status, 200, "{answer:?}");
    drop(stalled);
}

#[test]
fn every_answer_says_not_to_sniff_frame_or_load_other_files() {
    let server = Server::start(&[]);
    let refused = server.request("GET", "/", &["Host: evil.example".to_string()], "");
    for path in ["/", "/app.js", "/api/solutions?n=4", "/no/such/file"] {
        let answer = server.get(path);
        for answer in [&answer, &refused] {
            assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
            assert_eq!(answer.header("x-frame-options"), Some("DENY"));
            let policy = answer
                .header("content-security-policy")
                .unwrap_or_else(|| panic!("{path}: no policy in {answer:?}"));
            for part in [
                "default-src 'self'",
                "script-src 'self'",
                "frame-ancestors 'none'",
            ] {
                assert!(policy.contains(part), "{path}: {policy}");
            }
            assert!(!policy.contains("unsafe-inline"), "{path}: {policy}");
        }
    }
}

#[test]
fn a_server_on_loopback_answers_only_to_its_own_host() {
    let server = Server::start(&[]);
    let port = server.port();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LocalHost:{port}"),
    ] {
        let answer = server.request("GET", "/api/solutions?n=4", &[format!("Host: {host}")], "");
        assert_eq!(answer.status, 200, "{host}: {answer:?}");
    }
    for host in [
        format!("evil.example:{port}"),
        "127.0.0.1".to_string(),
        format!("127.0.0.1:{port}.evil.example"),
    ] {
        let answer = server.request("GET", "/", &[format!("Host: {host}")], "");
        assert_eq!(answer.status, 421, "{host}: {answer:?}");
        assert!(
            answer.error().contains(&format!("127.0.0.1:{port}")),
            "{answer:?}"
        );
    }
    let answer = server.request(
        "GET",
        "/api/solutions?n=4&lang=vi",
        &["Host: rebound.example".to_string()],
        "",
    );
    assert_eq!(answer.status, 421, "{answer:?}");
    assert!(answer.error().starts_with("máy chủ này"), "{answer:?}");
    // No Host at all (HTTP/1.0) is no host of ours either.
    let mut stream = server.connect();
    stream.write_all(b"GET / HTTP/1.0\r\n\r\n").unwrap();
    assert_eq!(read_answer(&mut stream).unwrap().status, 421);
}

#[test]
fn a_post_from_another_origin_is_refused() {
    let server = Server::start(&[]);
    let board = r#"{"n": 4, "queens": [[0, 1]]}"#;
    let host = format!("Host: {}", server.address);
    let post = |origin: Option<&str>, lang: &str| {
        let mut head = vec![host.clone(), "Content-Type: application/json".to_string()];
        head.extend(origin.map(|origin| format!("Origin: {origin}")));
        server.request("POST", &format!("/api/verify?lang={lang}"), &head, board)
    };
    let own = format!("http://{}", server.address);
    assert_eq!(post(Some(&own), "en").status, 200);
    assert_eq!(post(None, "en").status, 200, "a client that is not a page");
    for origin in [
        "http://evil.example",
        "null",
        "https://127.0.0.1",
        "http://127.0.0.1:1",
    ] {
        let answer = post(Some(origin), "en");
        assert_eq!(answer.status, 403, "{origin}: {answer:?}");
        assert!(answer.error().contains(origin), "{answer:?}");
    }
    let answer = post(Some("http://evil.example"), "vi");
    assert_eq!(answer.status, 403, "{answer:?}");
    assert!(answer.error().contains("không được phép"), "{answer:?}");
    // Reading is not refused: the page's GETs carry no Origin anyway.
    let answer = server.request(
        "GET",
        "/api/solutions?n=4",
        &[host.clone(), "Origin: http://evil.example".to_string()],
        "",
    );
    assert_eq!(answer.status, 200, "{answer:?}");
}

#[test]
#[cfg(unix)]
fn bind_takes_localhost_and_counts_mapped_ipv4_loopback_as_loopback() {
    let server = Server::start(&["--bind", "localhost"]);
    assert!(
        server.address.starts_with("127.0.0.1:"),
        "{}",
        server.address
    );
    assert_eq!(server.get("/api/solutions?n=4").status, 200);
    let (status, stderr) = server.stop();
    assert!(status.success());
    assert_eq!(stderr, "");
    let server = Server::start(&["--bind", "::ffff:127.0.0.1"]);
    assert!(
        server.address.starts_with("[::ffff:127.0.0.1]:"),
        "{}",
        server.address
    );
    let answer = server.request(
        "GET",
        "/api/solutions?n=4",
        &[format!("Host: 127.0.0.1:{}", server.port())],
        "",
    );
    assert_eq!(answer.status, 200, "{answer:?}");
    let (status, stderr) = server.stop();
    assert!(status.success());
    assert_eq!(stderr, "", "no warning for loopback");
}
