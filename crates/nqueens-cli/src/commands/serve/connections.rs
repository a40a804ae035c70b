//! The server's connections: an accept loop that holds at most a fixed
//! number open, each served by hyper's HTTP/1.1 with a deadline for every
//! request's head (which also closes idle connections), and a graceful
//! stop. A client that opens connections and sends nothing, or a byte now
//! and then, holds a slot for at most [`HEAD_SECONDS`]; the request's body
//! has its own deadline in `guard.rs`. A client that stops reading its
//! answer holds its slot, and the answer's charge against the memory
//! budget, for at most [`WRITE_SECONDS`] without progress.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::time::Sleep;

/// From the moment a connection waits for a request (when it opens, or
/// when the previous answer is sent) to the end of the request's head:
/// hyper's header read timeout, which is also the idle timeout of a
/// kept-alive connection. A browser sends a head in one packet.
pub(super) const HEAD_SECONDS: u64 = 10;
/// The longest a write of an answer may wait for the client to read: a
/// client that reads nothing for this long has its connection closed, and
/// with it the answer and what the answer was charged.
pub(super) const WRITE_SECONDS: u64 = 10;
/// Where a test sets shorter waits, in milliseconds, to see the deadlines
/// hold without waiting 10 s for each.
const HEAD_MS_VARIABLE: &str = "NQUEENS_SERVE_HEAD_MS";
const WRITE_MS_VARIABLE: &str = "NQUEENS_SERVE_WRITE_MS";
/// The most connections open at once, when the open-files limit allows.
pub(super) const MAX_CONNECTIONS: usize = 2048;
/// Open files kept for everything but connections: the listener, the
/// runtime's own, standard streams, a browser being opened.
const RESERVED_FILES: u64 = 64;
/// The largest head (and read buffer) of one connection: browsers' heads,
/// cookies included, are a few kilobytes.
const MAX_HEAD_BYTES: usize = 32 << 10;
/// How long a stop waits for the answers under way.
const STOP_SECONDS: u64 = 5;
/// Where a test sets a smaller cap, to see it hold without opening
/// thousands of sockets.
const MAX_CONNECTIONS_VARIABLE: &str = "NQUEENS_SERVE_MAX_CONNECTIONS";

/// The most connections this process can hold: [`MAX_CONNECTIONS`] (or the
/// test's smaller cap), and fewer when the open-files limit is lower. On
/// Unix the soft limit is first raised towards the hard one as far as
/// needed: 1,024, a common default, would leave too few.
pub(super) fn connection_cap() -> usize {
    let wanted = std::env::var(MAX_CONNECTIONS_VARIABLE)
        .ok()
        .and_then(|text| text.trim().parse::<usize>().ok())
        .filter(|&cap| cap > 0)
        .unwrap_or(MAX_CONNECTIONS);
    match open_files_limit(wanted as u64 + RESERVED_FILES) {
        Some(files) => wanted.min(files.saturating_sub(RESERVED_FILES).max(files / 2) as usize),
        None => wanted,
    }
}

/// Raises the soft limit on open files to `wanted` (or the hard limit if
/// lower) and returns the limit now in force.
#[cfg(unix)]
fn open_files_limit(wanted: u64) -> Option<u64> {
    use nix::sys::resource::{Resource, getrlimit, setrlimit};
    let (soft, hard) = getrlimit(Resource::RLIMIT_NOFILE).ok()?;
    if soft >= wanted {
        return Some(soft);
    }
    let raised = wanted.min(hard);
    match setrlimit(Resource::RLIMIT_NOFILE, raised, hard) {
        Ok(()) => Some(raised),
        Err(_) => Some(soft),
    }
}

#[cfg(not(unix))]
fn open_files_limit(_wanted: u64) -> Option<u64> {
    None
}

/// A deadline of `seconds`, or the test's shorter one in milliseconds from
/// `variable`.
pub(super) fn deadline(variable: &str, seconds: u64) -> Duration {
    std::env::var(variable)
        .ok()
        .and_then(|text| text.trim().parse::<u64>().ok())
        .filter(|&ms| ms > 0)
        .map_or(Duration::from_secs(seconds), Duration::from_millis)
}

/// Serves `app` on `listener`, at most `cap` connections at once, until
/// `stop` resolves; then waits up to [`STOP_SECONDS`] for the answers under
/// way.
pub(super) async fn serve(
    listener: TcpListener,
    app: Router,
    cap: usize,
    stop: impl Future<Output = ()>,
) {
    let slots = Arc::new(Semaphore::new(cap));
    let write_wait = deadline(WRITE_MS_VARIABLE, WRITE_SECONDS);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(deadline(HEAD_MS_VARIABLE, HEAD_SECONDS))
        .max_buf_size(MAX_HEAD_BYTES)
        .keep_alive(true);
    let graceful = GracefulShutdown::new();
    tokio::pin!(stop);
    loop {
        // A connection over the cap waits in the listener's queue, not in
        // an open file of ours, until a slot is free: the deadlines free
        // one within HEAD_SECONDS of a slow client's taking it.
        let slot = tokio::select! {
            slot = Arc::clone(&slots).acquire_owned() => slot.expect("the slots are never closed"),
            () = &mut stop => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(err) => {
                    // Out of files or a connection reset before it was
                    // taken: wait a little rather than spin.
                    if !is_connection_error(&err) {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let stream = WriteDeadline::new(stream, write_wait);
        let connection =
            http.serve_connection(TokioIo::new(stream), TowerToHyperService::new(app.clone()));
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            // A client that goes away or breaks the protocol ends only its
            // own connection; there is nothing to tell it.
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {},
        () = tokio::time::sleep(Duration::from_secs(STOP_SECONDS)) => {},
    }
}

/// An error of one connection, not of the listener.
fn is_connection_error(err: &std::io::Error) -> bool {
    matches!(
        err.kind(),
        std::io::ErrorKind::ConnectionRefused
            | std::io::ErrorKind::ConnectionAborted
            | std::io::ErrorKind::ConnectionReset
    )
}

/// A connection whose writes fail with `TimedOut` once one has waited
/// `wait` without a byte taken: hyper then ends the connection. hyper
/// has no such timeout of its own, and its header timeout does not apply
/// while an answer is being written.
#[derive(Debug)]
struct WriteDeadline<S> {
    inner: S,
    wait: Duration,
    /// Started when a write first finds the client's window full; cleared
    /// by any write that goes through.
    deadline: Option<Pin<Box<Sleep>>>,
}

impl<S> WriteDeadline<S> {
    fn new(inner: S, wait: Duration) -> WriteDeadline<S> {
        WriteDeadline {
            inner,
            wait,
            deadline: None,
        }
    }

    /// What a write's `poll` says, given the deadline: a result clears it,
    /// a wait starts it or, once it has passed, becomes the error.
    fn timed<T>(&mut self, cx: &mut Context<'_>, poll: Poll<io::Result<T>>) -> Poll<io::Result<T>> {
        if poll.is_ready() {
            self.deadline = None;
            return poll;
        }
        let wait = self.wait;
        let deadline = self
            .deadline
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(wait)));
        ready!(deadline.as_mut().poll(cx));
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client read nothing of the answer",
        )))
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for WriteDeadline<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for WriteDeadline<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.timed(cx, poll)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let poll = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.timed(cx, poll)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    // A socket's flush and shutdown never wait for the client; only the
    // writes above are timed, so that a flush between them cannot reset
    // the deadline.
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
