//! `nqueens serve`: the classroom page, served by the binary itself on
//! loopback. The page's files are built in (nothing is fetched from
//! elsewhere), and a small JSON API runs the library's searches for it:
//! solutions, traces, verification, completion, knight's tours and counts
//! with live progress (`api.rs`, with the limits every request is held to),
//! and the Exercises view's questions (`exercise.rs`).
//! Every request passes a guard first (`guard.rs`: its host, its origin,
//! its body's size and time), and the connections are capped and timed
//! (`connections.rs`), so that slow or idle clients cannot lock others out.

mod api;
mod assets;
mod connections;
mod exercise;
mod guard;

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use anyhow::Context;

use crate::command::{self, CommandSpec};
use crate::console::{Outcome, warn};
use crate::values::{self, Quantity};

/// `nqueens serve`, as the table of commands lists it.
pub const COMMAND: CommandSpec = CommandSpec {
    name: "serve",
    args: <Args as clap::Args>::augment_args,
    choices: &[],
    run: |matches, _| run(command::parsed(matches)?),
};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, value_name = "PORT", default_value = "8080")]
    pub port: String,

    #[arg(long, value_name = "ADDRESS")]
    pub bind: Option<String>,

    #[arg(long)]
    pub open: bool,
}

/// `serve`'s arguments, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Config {
    address: SocketAddr,
    open: bool,
}

impl Config {
    fn from_args(args: &Args) -> anyhow::Result<Config> {
        let port = values::number_in(&args.port, Quantity::Flag("--port"), 0, u64::from(u16::MAX))?;
        let ip = match &args.bind {
            None => IpAddr::V4(Ipv4Addr::LOCALHOST),
            Some(text) => address(text).ok_or_else(|| {
                anyhow::anyhow!(t!("serve-bad-address", address = crate::text::quoted(text)))
            })?,
        };
        Ok(Config {
            address: SocketAddr::new(ip, port as u16),
            open: args.open,
        })
    }
}

/// The address `--bind` names: an IP address (IPv6 with or without its
/// brackets), or `localhost`, which is loopback by definition (RFC 6761)
/// and is not looked up.
fn address(text: &str) -> Option<IpAddr> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("localhost") {
        return Some(IpAddr::V4(Ipv4Addr::LOCALHOST));
    }
    let bare = text
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .unwrap_or(text);
    bare.parse().ok()
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let config = Config::from_args(&args)?;
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 one.
    if !config.address.ip().to_canonical().is_loopback() {
        warn(&t!(
            "serve-not-loopback",
            address = config.address.ip().to_string()
        ));
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("serve")
        .build()
        .with_context(|| t!("serve-runtime-failed"))?;
    runtime.block_on(serve(config))?;
    Ok(Outcome::Success)
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.address)
        .await
        .with_context(|| t!("serve-cannot-listen", address = config.address.to_string()))?;
    let bound = listener.local_addr()?;
    let url = format!("http://{bound}/");
    {
        // The first line of standard output is the address, for people and
        // for scripts that start the server on port 0.
        let mut out = std::io::stdout().lock();
        writeln!(out, "{}", t!("serve-listening", url = url.as_str()))?;
        out.flush()?;
    }
    if config.open {
        open_browser(&url);
    }
    let cap = connections::connection_cap();
    let app = guard::guarded(api::router(api::State::default()), guard::Guard::new(bound));
    connections::serve(listener, app, cap, stop_signal()).await;
    Ok(())
}

/// Waits for Ctrl-C (or SIGTERM where there is one).
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}

/// Opens `url` in the desktop's browser; says so when it cannot.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    let opened = std::process::Command::new(opener)
        .arg(url)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if opened.is_err() {
        warn(&t!("serve-cannot-open", url = url));
    }
}
