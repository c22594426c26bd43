"""Textual drawing the peer screen: one widget of the Line API (as Textual's DataTable and Log
are written) whose lines are the screen's rows; an update marks what changed as dirty
(`refresh(region)`: the countdown, card 2) and Textual's compositor renders and sends those
regions on its next frame; the full repaint marks the whole screen (`App.refresh()`). Each step's
CPU time runs from the change until Textual has rendered that frame and handed it to its writer
thread (`App._display`, where the fence follows it; `call_after_refresh` can run before a
widget's refresh reaches the screen).
Runs in the venv run.py makes (Textual is not in the standard library). See protocol.py."""
from rich.color import Color
from rich.segment import Segment
from rich.style import Style
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

import protocol
import screen


def rich_style(s):
    return Style(color=Color.from_ansi(s.fg), bgcolor=Color.from_ansi(s.bg),
                 bold=s.bold, italic=s.italic, underline=s.underline)


class PeerScreen(Widget):
    DEFAULT_CSS = f"PeerScreen {{ width: {screen.WIDTH}; height: {screen.HEIGHT}; }}"

    def __init__(self, variants):
        super().__init__()
        self.segments = {v: [[Segment(run.text, rich_style(run.style)) for run in row] for row in rows]
                         for v, rows in variants.items()}
        self.variant, self.seconds = 0, screen.START_SECONDS

    def render_line(self, y):
        segments = self.segments[self.variant][y]
        if y == screen.COMPONENTS["countdown"].y:
            countdown = protocol.countdown_text(self.seconds)
            segments = [Segment(countdown, s.style) if s.text == screen.COUNTDOWN_MARK else s for s in segments]
        return Strip(segments, screen.WIDTH)


class PeerApp(App):
    CSS = "Screen { overflow: hidden; }"

    def __init__(self, variants, updates):
        super().__init__()
        self.peer = PeerScreen(variants)
        self.steps = [("initial", lambda: None)] + [step for _ in range(updates) for step in (
            ("tick", self.tick), ("card", self.change_card), ("full", self.refresh))]

    def compose(self) -> ComposeResult:
        yield self.peer

    def on_mount(self):
        self.run_step(0)

    def tick(self):
        self.peer.seconds -= 1
        self.peer.refresh(Region(*screen.COMPONENTS["countdown"]))

    def change_card(self):
        self.peer.variant ^= 1
        self.peer.refresh(Region(*screen.COMPONENTS["card2"]))

    pending = None  # (step index, CPU time at its start) while its frame is not yet shown

    def run_step(self, index):
        start = protocol.cpu_ns()
        self.pending = (index, start)
        self.steps[index][1]()

    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        if self.pending is None or renderable is None:
            return
        (index, start), self.pending = self.pending, None
        cpu = protocol.cpu_ns() - start
        # Through Textual's own writer thread, so the fence follows the frame's bytes.
        self._driver.write(protocol.fence(self.steps[index][0], cpu).decode())
        if index + 1 < len(self.steps):
            self.call_later(self.run_step, index + 1)
        else:
            self.exit()


if __name__ == "__main__":
    runs_path, updates, _ = protocol.arguments()
    PeerApp(screen.read_runs(runs_path), updates).run()
