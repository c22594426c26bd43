"""rich's Live drawing the peer screen on the alternate screen (`screen=True`): each update
hands Live the whole screen again and rich writes every row (it keeps no picture of the
terminal to diff against); the full repaint clears the screen first. Runs in the venv run.py
makes. See protocol.py."""
import sys

from rich.color import Color
from rich.console import Console
from rich.live import Live
from rich.segment import Segment
from rich.style import Style

import protocol
import screen


def rich_style(s):
    return Style(color=Color.from_ansi(s.fg), bgcolor=Color.from_ansi(s.bg),
                 bold=s.bold, italic=s.italic, underline=s.underline)


class Rows:
    """The screen as a renderable: its rows of segments, the countdown showing `countdown`."""

    def __init__(self, rows, countdown):
        self.rows, self.countdown = rows, countdown

    def __rich_console__(self, console, options):
        for y, row in enumerate(self.rows):
            for segment in row:
                yield Segment(self.countdown, segment.style) if segment.text == screen.COUNTDOWN_MARK else segment
            if y + 1 < len(self.rows):
                yield Segment.line()


def main():
    runs_path, updates, _ = protocol.arguments()
    variants = {v: [[Segment(run.text, rich_style(run.style)) for run in row] for row in rows]
                for v, rows in screen.read_runs(runs_path).items()}
    console = Console(force_terminal=True, color_system="256", width=screen.WIDTH, height=screen.HEIGHT)
    variant, seconds = 0, screen.START_SECONDS
    with Live(console=console, screen=True, auto_refresh=False, redirect_stdout=False, redirect_stderr=False) as live:
        def update(label, start):
            live.update(Rows(variants[variant], protocol.countdown_text(seconds)), refresh=True)
            sys.stdout.flush()
            protocol.write_fence(label, protocol.cpu_ns() - start)

        update("initial", protocol.cpu_ns())
        for _ in range(updates):
            start = protocol.cpu_ns()
            seconds -= 1
            update("tick", start)
            start = protocol.cpu_ns()
            variant ^= 1
            update("card", start)
            start = protocol.cpu_ns()
            console.clear()
            update("full", start)


if __name__ == "__main__":
    main()
