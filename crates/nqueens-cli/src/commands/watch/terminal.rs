//! The terminal side: raw mode and the alternate screen, put back however
//! the program ends, and the loop that reads keys, takes steps on time and
//! redraws.
//!
//! The terminal is restored by a guard's `drop` (a normal return, an error
//! returned through `?`) and by a panic hook installed before the screen
//! changes (a panic prints its message on the normal screen, not on the
//! alternate one that is about to vanish). Ctrl-C does not raise SIGINT in
//! raw mode: it arrives as a key, and quits like `q`.

use std::io::{self, Stdout};
use std::panic;
use std::sync::Once;
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use crossterm::terminal::{self, EnterAlternateScreen, LeaveAlternateScreen};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::state::Playback;

/// The longest wait between two frames while something moves: 30 frames a
/// second.
const FRAME: Duration = Duration::from_millis(33);
/// The most time a frame spends on steps, so that keys are read at once
/// however fast the animation runs.
const STEPS_PER_FRAME_TIME: Duration = Duration::from_millis(25);

/// What one step of an animation reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Advance {
    /// An ordinary step.
    Step,
    /// A solution or a tour: where `n` stops.
    Milestone,
    /// The search is over; nothing was applied.
    Finished,
}

/// A search being shown: it takes steps and draws itself.
pub trait Animation {
    /// Applies the next step of the search.
    fn advance(&mut self) -> Advance;

    /// Draws the whole screen.
    fn draw(&self, playback: &Playback, area: Rect, buf: &mut Buffer);
}

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    TogglePause,
    Step,
    Faster,
    Slower,
    Next,
    Quit,
}

/// The action of a key: space pauses, → steps, + and - change the speed,
/// n runs to the next solution, q, Esc and Ctrl-C quit. In `--solutions`
/// (`solutions_only`) Enter, space, → and n all show the next solution.
pub fn action(key: KeyEvent, solutions_only: bool) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('c') if control => Some(Action::Quit),
        KeyCode::Char('q' | 'Q') | KeyCode::Esc => Some(Action::Quit),
        _ if control => None,
        KeyCode::Enter | KeyCode::Char(' ') | KeyCode::Right | KeyCode::Char('n' | 'N')
            if solutions_only =>
        {
            Some(Action::Next)
        }
        _ if solutions_only => None,
        KeyCode::Char(' ') => Some(Action::TogglePause),
        KeyCode::Right => Some(Action::Step),
        KeyCode::Char('+' | '=') => Some(Action::Faster),
        KeyCode::Char('-' | '_') => Some(Action::Slower),
        KeyCode::Char('n' | 'N') => Some(Action::Next),
        _ => None,
    }
}

/// Puts the terminal back as the shell had it: raw mode off, the normal
/// screen, the cursor shown. Safe to call more than once.
pub fn restore() {
    let _ = terminal::disable_raw_mode();
    let _ = execute!(io::stdout(), LeaveAlternateScreen, cursor::Show);
}

/// Raw mode and the alternate screen while it lives.
struct Screen {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl Screen {
    fn enter() -> anyhow::Result<Screen> {
        install_panic_hook();
        terminal::enable_raw_mode()?;
        // From here on every way out restores: `drop` on errors too.
        let mut screen = Screen {
            terminal: Terminal::new(CrosstermBackend::new(io::stdout()))?,
        };
        execute!(io::stdout(), EnterAlternateScreen, cursor::Hide)?;
        screen.terminal.clear()?;
        Ok(screen)
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore();
    }
}

/// Restores the terminal before the default hook prints a panic's message.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Shows `animation` until the user quits. `solutions_only`: pause at
/// each solution and wait for a key, from the first one on.
pub fn run(
    animation: &mut dyn Animation,
    mut playback: Playback,
    solutions_only: bool,
) -> anyhow::Result<()> {
    let mut screen = Screen::enter()?;
    if solutions_only {
        playback.to_next = true;
    }
    let mut last = Instant::now();
    // Steps earned by the time passed but not yet taken, as a fraction.
    let mut owed = 0.0f64;
    loop {
        screen
            .terminal
            .draw(|frame| animation.draw(&playback, frame.area(), frame.buffer_mut()))?;
        let wait = if playback.to_next {
            Duration::ZERO
        } else if playback.running() {
            let until_step = (1.0 - owed).max(0.0) / f64::from(playback.speed());
            FRAME.min(Duration::from_secs_f64(until_step))
        } else {
            // Nothing moves: wake only for keys (and a resize).
            Duration::from_millis(500)
        };
        if event::poll(wait)? {
            match event::read()? {
                Event::Key(key) => match action(key, solutions_only) {
                    Some(Action::Quit) => break,
                    Some(Action::TogglePause) => {
                        playback.paused = !playback.paused;
                        playback.to_next = false;
                    }
                    Some(Action::Step) if playback.paused && !playback.to_next => {
                        take(animation, &mut playback, 1, false);
                    }
                    Some(Action::Faster) => playback.faster(),
                    Some(Action::Slower) => playback.slower(),
                    Some(Action::Next) if !playback.finished => playback.to_next = true,
                    _ => {}
                },
                // The next draw fills the new size.
                Event::Resize(..) => {}
                _ => {}
            }
        }
        let now = Instant::now();
        let elapsed = now.duration_since(last);
        last = now;
        if playback.to_next {
            take(animation, &mut playback, u64::MAX, true);
            owed = 0.0;
        } else if playback.running() {
            owed += elapsed.as_secs_f64() * f64::from(playback.speed());
            let due = owed.floor();
            owed -= due;
            take(animation, &mut playback, due as u64, false);
        } else {
            owed = 0.0;
        }
    }
    drop(screen);
    Ok(())
}

/// Takes up to `count` steps, or as many as a frame has time for; pauses at
/// a milestone when running to the next one (`to_next`), and marks the end.
fn take(animation: &mut dyn Animation, playback: &mut Playback, count: u64, to_next: bool) {
    let began = Instant::now();
    for taken in 0..count {
        // Looking at the clock costs more than a step: every 256 steps.
        if taken % 256 == 255 && began.elapsed() > STEPS_PER_FRAME_TIME {
            break;
        }
        match animation.advance() {
            Advance::Step => {}
            Advance::Milestone if to_next => {
                playback.to_next = false;
                playback.paused = true;
                break;
            }
            Advance::Milestone => {}
            Advance::Finished => {
                playback.finished = true;
                playback.to_next = false;
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_map_to_actions() {
        assert_eq!(
            action(key(KeyCode::Char(' ')), false),
            Some(Action::TogglePause)
        );
        assert_eq!(action(key(KeyCode::Right), false), Some(Action::Step));
        assert_eq!(action(key(KeyCode::Char('+')), false), Some(Action::Faster));
        assert_eq!(action(key(KeyCode::Char('-')), false), Some(Action::Slower));
        assert_eq!(action(key(KeyCode::Char('n')), false), Some(Action::Next));
        assert_eq!(action(key(KeyCode::Char('q')), false), Some(Action::Quit));
        assert_eq!(action(key(KeyCode::Esc), false), Some(Action::Quit));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(action(ctrl_c, false), Some(Action::Quit));
        assert_eq!(action(ctrl_c, true), Some(Action::Quit));
        assert_eq!(action(key(KeyCode::Char('c')), false), None);
        assert_eq!(action(key(KeyCode::Enter), false), None);
        // Showing solutions one by one: every "go on" key shows the next.
        for code in [KeyCode::Enter, KeyCode::Char(' '), KeyCode::Right] {
            assert_eq!(action(key(code), true), Some(Action::Next));
        }
        assert_eq!(action(key(KeyCode::Char('+')), true), None);
    }

    /// Counts to `end`, with a milestone at every tenth step.
    struct Counter {
        at: u64,
        end: u64,
    }

    impl Animation for Counter {
        fn advance(&mut self) -> Advance {
            if self.at == self.end {
                return Advance::Finished;
            }
            self.at += 1;
            if self.at.is_multiple_of(10) {
                Advance::Milestone
            } else {
                Advance::Step
            }
        }

        fn draw(&self, _: &Playback, _: Rect, _: &mut Buffer) {}
    }

    #[test]
    fn running_to_the_next_milestone_pauses_there() {
        let mut counter = Counter { at: 0, end: 25 };
        let mut playback = Playback::new(10);
        playback.to_next = true;
        take(&mut counter, &mut playback, u64::MAX, true);
        assert_eq!(counter.at, 10);
        assert!(playback.paused && !playback.to_next);
        take(&mut counter, &mut playback, 3, false);
        assert_eq!(counter.at, 13, "single steps pass milestones");
        take(&mut counter, &mut playback, u64::MAX, true);
        assert_eq!(counter.at, 20);
        take(&mut counter, &mut playback, u64::MAX, true);
        assert_eq!(counter.at, 25);
        assert!(playback.finished);
    }
}
