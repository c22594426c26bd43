//! tui-rs drawing the peer benchmark's screen (Tests/Benchmarks/peers/screen.py), as a tui-rs program
//! does: each update draws the whole frame again and the terminal sends what changed from the
//! previous frame. Steps and fences: Tests/Benchmarks/peers/protocol.py.
use crossterm::terminal::{disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen};
use std::io::{self, Write};
use tui::backend::CrosstermBackend;
use tui::buffer::Buffer;
use tui::layout::Rect;
use tui::style::{Color, Modifier, Style};
use tui::widgets::Widget;
use tui::Terminal;

const COUNTDOWN_MARK: &str = "@@@@@";
const START_SECONDS: u32 = 25 * 60;

struct Run {
    row: u16,
    column: u16,
    text: String,
    style: Style,
}

/// One variant of the screen, with the countdown showing `countdown`.
struct Screen<'a> {
    runs: &'a [Run],
    countdown: &'a str,
}

impl Widget for Screen<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        for run in self.runs {
            let text = if run.text == COUNTDOWN_MARK { self.countdown } else { &run.text };
            buf.set_string(run.column, run.row, text, run.style);
        }
    }
}

fn read_runs(path: &str) -> Result<[Vec<Run>; 2], String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut variants: [Vec<Run>; 2] = [Vec::new(), Vec::new()];
    for (number, line) in text.lines().enumerate().filter(|(_, l)| l.starts_with("run ")) {
        let fields: Vec<&str> = line.splitn(8, ' ').collect();
        let bad = || format!("{path}:{}: expected run VARIANT ROW COLUMN FG BG ATTRS TEXT, got {line}", number + 1);
        if fields.len() != 8 {
            return Err(bad());
        }
        let number = |i: usize| fields[i].parse::<u16>().map_err(|_| bad());
        let mut style = Style::default()
            .fg(Color::Indexed(number(4)? as u8))
            .bg(Color::Indexed(number(5)? as u8));
        for (code, modifier) in [('b', Modifier::BOLD), ('i', Modifier::ITALIC), ('u', Modifier::UNDERLINED)] {
            if fields[6].contains(code) {
                style = style.add_modifier(modifier);
            }
        }
        let variant = number(1)? as usize;
        if variant > 1 {
            return Err(bad());
        }
        variants[variant].push(Run { row: number(2)?, column: number(3)?, text: fields[7].to_string(), style });
    }
    Ok(variants)
}

#[repr(C)]
struct Timespec {
    seconds: i64,
    nanoseconds: i64,
}

extern "C" {
    fn clock_gettime(clock: i32, spec: *mut Timespec) -> i32;
}

/// CPU time of the whole process, all threads (CLOCK_PROCESS_CPUTIME_ID), in nanoseconds.
fn cpu_ns() -> u64 {
    let mut spec = Timespec { seconds: 0, nanoseconds: 0 };
    unsafe { clock_gettime(2, &mut spec) };
    spec.seconds as u64 * 1_000_000_000 + spec.nanoseconds as u64
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let arguments: Vec<String> = std::env::args().collect();
    if arguments.len() != 3 {
        eprintln!("usage: tui-peer RUNS_FILE UPDATES");
        std::process::exit(2);
    }
    let variants = read_runs(&arguments[1])?;
    let updates: u32 = arguments[2].parse()?;

    enable_raw_mode()?;
    let mut stdout = io::stdout();
    crossterm::execute!(stdout, EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    terminal.hide_cursor()?;

    let (mut variant, mut seconds) = (0usize, START_SECONDS);
    let update = |terminal: &mut Terminal<CrosstermBackend<io::Stdout>>, label: &str, start: u64, variant: usize, seconds: u32|
     -> io::Result<()> {
        let countdown = format!("{:02}:{:02}", seconds / 60, seconds % 60);
        terminal.draw(|frame| frame.render_widget(Screen { runs: &variants[variant], countdown: &countdown }, frame.size()))?;
        let cpu = cpu_ns() - start;
        let mut out = io::stdout();
        write!(out, "\x1b]7777;{label};{cpu}\x07")?;
        out.flush()
    };
    update(&mut terminal, "initial", cpu_ns(), variant, seconds)?;
    for _ in 0..updates {
        let start = cpu_ns();
        seconds -= 1;
        update(&mut terminal, "tick", start, variant, seconds)?;
        let start = cpu_ns();
        variant ^= 1;
        update(&mut terminal, "card", start, variant, seconds)?;
        let start = cpu_ns();
        terminal.clear()?;
        update(&mut terminal, "full", start, variant, seconds)?;
    }
    terminal.show_cursor()?;
    crossterm::execute!(terminal.backend_mut(), LeaveAlternateScreen)?;
    disable_raw_mode()?;
    Ok(())
}
