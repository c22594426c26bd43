"""Checking that a driver drew the screen: its bytes replayed in pyte, a terminal emulator,
compared cell by cell with the screen `screen.py` defines."""
import screen

try:
    import pyte
    from pyte.graphics import FG_BG_256
except ImportError:  # the runner says so and skips the check
    pyte = None


def expected_cells(variant, seconds):
    """The screen as pyte should hold it: rows of (character, fg, bg, bold, italic, underline),
    colours as pyte names 256-colour ones (hex)."""
    return [[(c, FG_BG_256[s.fg], FG_BG_256[s.bg], s.bold, s.italic, s.underline) for c, s in row]
            for row in screen.cells(variant, seconds)]


def pyte_cells(terminal):
    rows = []
    for y in range(screen.HEIGHT):
        line = terminal.buffer[y]
        rows.append([(line[x].data, line[x].fg, line[x].bg, line[x].bold, line[x].italics, line[x].underscore)
                     for x in range(screen.WIDTH)])
    return rows


def first_difference(actual, expected):
    """The first cell that differs, as a sentence, or None."""
    for y, (got_row, want_row) in enumerate(zip(actual, expected)):
        for x, (got, want) in enumerate(zip(got_row, want_row)):
            if got != want:
                return f"row {y}, column {x}: drew {got}, expected {want}"
    return None


class Replay:
    """A pyte terminal fed a driver's updates one by one."""

    def __init__(self):
        self.terminal = pyte.Screen(screen.WIDTH, screen.HEIGHT)
        self.stream = pyte.ByteStream(self.terminal)
        self.expected = {}

    def feed(self, data):
        self.stream.feed(data)

    def mismatch(self, variant, seconds):
        key = (variant, seconds)
        if key not in self.expected:
            self.expected = {key: expected_cells(variant, seconds)}
        return first_difference(pyte_cells(self.terminal), self.expected[key])
