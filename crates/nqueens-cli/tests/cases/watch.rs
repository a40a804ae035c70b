//! `nqueens watch` in a real terminal: tmux runs a shell, the tests type
//! into it and read its screen back. They check that the animation starts,
//! that the keys do what they say, and that quitting gives the shell back
//! its screen and its terminal settings. tmux is required: without it these
//! tests fail rather than pass unseen.

use std::process::{Command, Output};
use std::thread;
use std::time::{Duration, Instant};

use crate::harness::{EXIT_ERROR, Test};

/// How long a screen may take to show what a test waits for: generous, as
/// the machines that run the tests may be busy.
const PATIENCE: Duration = Duration::from_secs(20);

/// A tmux server of its own (its own socket), with one 100 x 40 window
/// (or wider)
/// running a plain shell; killed when dropped, whether the test passed or
/// not.
struct Tmux {
    socket: String,
}

impl Tmux {
    fn start(name: &str) -> Tmux {
        Tmux::start_wide(name, 100)
    }

    /// The same with a window `width` columns wide.
    fn start_wide(name: &str, width: u16) -> Tmux {
        let width = width.to_string();
        let socket = format!("nqueens-watch-{}-{name}", std::process::id());
        let tmux = Tmux { socket };
        let output = tmux.run(&[
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-x",
            &width,
            "-y",
            "40",
            "env",
            "PS1=$ ",
            "LANG=C.UTF-8",
            "TERM=screen",
            "sh",
        ]);
        assert!(output.status.success(), "tmux starts: {output:?}");
        tmux
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs (install it: the watch tests need a terminal)")
    }

    /// Types `keys` (tmux key names: `Enter`, `Space`, `Right`, `C-c`...).
    fn send(&self, keys: &[&str]) {
        let output = self.run(&[&["send-keys", "-t", "0"][..], keys].concat());
        assert!(output.status.success(), "send-keys: {output:?}");
    }

    /// Types a command line and Enter.
    fn type_line(&self, line: &str) {
        let output = self.run(&["send-keys", "-t", "0", "-l", line]);
        assert!(output.status.success(), "send-keys: {output:?}");
        self.send(&["Enter"]);
    }

    fn screen(&self) -> String {
        let output = self.run(&["capture-pane", "-p", "-t", "0"]);
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// A tmux format variable of the pane, such as `alternate_on`.
    fn pane(&self, variable: &str) -> String {
        let format = format!("#{{{variable}}}");
        let output = self.run(&["display-message", "-p", "-t", "0", &format]);
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    }

    /// Waits until the screen satisfies `ready`, and returns it; fails the
    /// test with the last screen seen after [`PATIENCE`].
    fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let began = Instant::now();
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                began.elapsed() < PATIENCE,
                "waited {PATIENCE:?} for {what}; the screen:\n{screen}"
            );
            thread::sleep(Duration::from_millis(50));
        }
    }

    fn wait_for_text(&self, text: &str) -> String {
        self.wait_for(text, |screen| screen.contains(text))
    }

    /// Waits for a screen with every one of `texts`. A frame is drawn top
    /// down, and a capture can fall in the middle of one: what one frame
    /// shows together is waited for together.
    fn wait_for_all(&self, texts: &[&str]) -> String {
        self.wait_for(&texts.join(", "), |screen| {
            texts.iter().all(|text| screen.contains(text))
        })
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

/// The command line that runs `watch` with `args` between two markers, and
/// then says whether the terminal settings came back as they were.
fn watch_line(args: &str) -> String {
    format!(
        "clear; echo before-watch; saved=$(stty -g); {} --lang en watch {args}; \
         echo \"exit=$?\"; [ \"$saved\" = \"$(stty -g)\" ] && echo settings-restored",
        env!("CARGO_BIN_EXE_nqueens")
    )
}

/// The number after `label` on the screen.
fn counter(screen: &str, label: &str) -> u64 {
    let at = screen
        .find(label)
        .unwrap_or_else(|| panic!("no {label}:\n{screen}"));
    screen[at + label.len()..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|digits| digits.parse().ok())
        .unwrap_or_else(|| panic!("no number after {label}:\n{screen}"))
}

/// After `q` (or Ctrl-C): the process ended with 0, the shell's screen is
/// back (the alternate screen was left), the cursor shows and the terminal
/// settings are as before.
fn assert_restored(tmux: &Tmux) {
    let screen = tmux.wait_for_text("exit=");
    assert!(screen.contains("exit=0"), "{screen}");
    let screen = tmux.wait_for_text("settings-restored");
    assert!(
        screen.contains("before-watch"),
        "the shell's screen is back:\n{screen}"
    );
    assert!(!screen.contains("Marker arrays"), "{screen}");
    assert_eq!(
        tmux.pane("alternate_on"),
        "0",
        "the alternate screen is left"
    );
    assert_eq!(tmux.pane("cursor_flag"), "1", "the cursor shows");
}

#[test]
fn watch_queens_pause_step_next_speed_and_quit() {
    let tmux = Tmux::start("queens");
    tmux.type_line(&watch_line("8 --speed 5"));
    let screen = tmux.wait_for_all(&[
        "Marker arrays",
        "8 queens, method marks",
        "a     b     c     d     e     f     g     h",
    ]);
    assert_eq!(
        tmux.pane("alternate_on"),
        "1",
        "drawn on the alternate screen"
    );
    // It runs on its own.
    let first = counter(&screen, "Steps: ");
    tmux.wait_for("steps to be taken", |screen| {
        counter(screen, "Steps: ") > first
    });

    tmux.send(&["Space"]);
    let paused = tmux.wait_for_text("· paused");
    let steps = counter(&paused, "Steps: ");
    thread::sleep(Duration::from_millis(500));
    assert_eq!(
        counter(&tmux.screen(), "Steps: "),
        steps,
        "paused means still"
    );

    tmux.send(&["Right"]);
    let stepped = tmux.wait_for("one step", |screen| counter(screen, "Steps: ") == steps + 1);
    assert!(stepped.contains("· paused"), "{stepped}");

    tmux.send(&["n"]);
    let solution = tmux.wait_for_all(&["Solution 1", "x[i]      0 4 7 5 2 6 1 3"]);
    assert!(solution.contains("Solutions: 1"), "{solution}");
    assert!(solution.contains("· paused"), "it pauses at the solution");

    tmux.send(&["+"]);
    tmux.wait_for_text("Speed: 10 steps/s");
    tmux.send(&["-", "-"]);
    tmux.wait_for_text("Speed: 2 steps/s");

    tmux.send(&["q"]);
    assert_restored(&tmux);
}

#[test]
fn watch_solutions_one_by_one_to_the_end() {
    let tmux = Tmux::start("solutions");
    tmux.type_line(&watch_line("4 --solutions"));
    tmux.wait_for("the first solution, its four queens drawn", |screen| {
        screen.contains("Solution 1")
            && screen.contains("x[i]      1 3 0 2")
            && screen.matches('♛').count() == 4
    });
    tmux.send(&["Enter"]);
    tmux.wait_for_all(&["Solution 2", "x[i]      2 0 3 1"]);
    tmux.send(&["Enter"]);
    tmux.wait_for_text("No more solutions: 2 in all");
    tmux.send(&["q"]);
    assert_restored(&tmux);
}

#[test]
fn watch_the_knight_to_its_first_tour_and_quit_with_ctrl_c() {
    let tmux = Tmux::start("tour");
    tmux.type_line(&watch_line(
        "--tour 5 --from a5 --method backtrack --speed 2",
    ));
    let screen = tmux.wait_for_text("Knight's tour, 5 x 5 from a5, method backtrack");
    assert!(screen.contains('♞'), "{screen}");
    tmux.send(&["n"]);
    // Move numbers of the tour on the board, with the panel's line.
    tmux.wait_for_all(&["Tour 1 found", "Squares: 25 of 25", " 2 ", " 10 ", " 24 "]);
    tmux.send(&["C-c"]);
    assert_restored(&tmux);
}

#[test]
fn watch_needs_a_terminal() {
    Test::new()
        .args(["watch", "8"])
        .fails(EXIT_ERROR, "nqueens trace");
    Test::new()
        .args(["watch", "--tour", "4", "--from", "a1"])
        .fails(EXIT_ERROR, "terminal");
}

#[test]
fn watch_refuses_bad_settings_before_looking_for_a_terminal() {
    Test::new()
        .args(["watch", "30"])
        .fails(EXIT_ERROR, "at most 26, not 30");
    Test::new()
        .args(["watch", "--tour", "8", "--method", "divide"])
        .fails(EXIT_ERROR, "divide");
}

/// With `--code`, a wide terminal shows the program right of the panel,
/// one line marked, the mark moving as the search steps; Right steps it.
#[test]
fn watch_code_marks_the_programs_line() {
    let tmux = Tmux::start_wide("code", 160);
    tmux.type_line(&watch_line("6 --code java --speed 1"));
    let screen = tmux.wait_for_all(&[
        "QueensMarks.java",
        "6 queens, method marks",
        "static void Try(int i) {",
    ]);
    tmux.send(&["Space"]);
    tmux.wait_for_text("· paused");
    // The one line marked, if the screen has exactly one.
    let marked = |screen: &str| -> Option<String> {
        let lines: Vec<&str> = screen.lines().filter(|line| line.contains('▶')).collect();
        (lines.len() == 1).then(|| lines[0].to_string())
    };
    let step_lines = [
        "for (int j = 0",
        "if (!c[j]",
        "&& !cp[i + j]",
        "&& !cc[j - i + n]",
        "= true;",
        "= false;",
        "print();",
    ];
    let on_a_step_line = |line: &str| step_lines.iter().any(|code| line.contains(code));
    assert!(screen.contains("public class QueensMarks"), "{screen}");
    // Paused before its first step, nothing is marked yet.
    let steps = counter(&tmux.screen(), "Steps: ");
    // From the start the first two steps are known: try, then place (the
    // loop's line, then the marks set); from anywhere else, any line a
    // step can stand on. A screen counts once the step counter and the
    // program's panel both show the step: tmux can be read between the two.
    let expected: [&dyn Fn(&str) -> bool; 2] = if steps == 0 {
        [
            &|line: &str| line.contains("for (int j = 0; j < n; j++) {"),
            &|line: &str| line.contains("c[j] = cp[i + j] = cc[j - i + n] = true;"),
        ]
    } else {
        [&on_a_step_line, &on_a_step_line]
    };
    for (ahead, expected) in (1..).zip(expected) {
        tmux.send(&["Right"]);
        tmux.wait_for("the step's line marked", |screen| {
            counter(screen, "Steps: ") == steps + ahead
                && marked(screen).is_some_and(|line| expected(&line))
        });
    }
    tmux.send(&["q"]);
    assert_restored(&tmux);
}
