"""The peer benchmark's screen, defined once: every driver draws exactly these cells.

A 200×50 screen on a dark grey background (colour 234, so no cell is left to a terminal's or a
library's idea of "default"):

    row 0        header: " Live Activities" and, right-aligned, "4 activities  12:00 ", white on blue
    rows 2–13    four cards, 48×12 each, at columns 1, 51, 101, 151, rounded borders with a title;
                 inside: a headline, "ETA MM:SS", a progress bar, three styled detail lines
    rows 15–48   a box (columns 1–198) titled " Log " holding 32 lines of styled log text
    row 49       a footer of key hints

Card 0's ETA is the countdown that ticks (five cells, bold orange); the other cards' times are
fixed. Card 2 has two variants of its content (a match score before and after a goal); the
"one card's content changed" update switches between them.

Colours are xterm-256 indices 16–255 only (the cube and the greys, which every library and pyte
agree on), and none of 59, 102, 145, 188 and 247–255: Textual turns every colour into RGB and
back, and rich's conversion to 256 colours gives those as a neighbour (252 becomes 251).
Attributes are bold, italic and underline.

A driver gets the screen as a file of runs (`write_runs`), one per line, already flattened so
that runs neither overlap nor leave gaps:

    run VARIANT ROW COLUMN FG BG ATTRS TEXT       ATTRS: some of "biu", or "-"
    component NAME X Y WIDTH HEIGHT               what each update changes (see UPDATES)

The countdown's run has the text `@@@@@` (COUNTDOWN_MARK): a driver writes `MM:SS` there.
"""
from collections import namedtuple

WIDTH, HEIGHT = 200, 50
START_SECONDS = 25 * 60
COUNTDOWN_MARK = "@@@@@"
BACKGROUND = 234

Style = namedtuple("Style", "fg bg bold italic underline")
Run = namedtuple("Run", "row column text style")
Rect = namedtuple("Rect", "x y width height")


def style(fg, bg=BACKGROUND, attrs=""):
    return Style(fg, bg, "b" in attrs, "i" in attrs, "u" in attrs)


CARD_WIDTH, CARD_HEIGHT, CARD_TOP = 48, 12, 2
CARD_LEFTS = [1, 51, 101, 151]
COMPONENTS = {
    "header": Rect(0, 0, WIDTH, 1),
    **{f"card{k}": Rect(left, CARD_TOP, CARD_WIDTH, CARD_HEIGHT) for k, left in enumerate(CARD_LEFTS)},
    "countdown": Rect(CARD_LEFTS[0] + 6, CARD_TOP + 3, 5, 1),
    "log": Rect(1, 15, 198, 34),
    "footer": Rect(0, 49, WIDTH, 1),
}
# What each update changes: a driver that repaints only what changed (curses, Textual) repaints
# these; the others draw the whole screen and let their diff find it.
UPDATES = {"tick": ["countdown"], "card": ["card2"], "full": list(COMPONENTS)}

CARDS = [
    ("Pizza delivery", ["Bill James is on the way", "ETA", 0.4, ["2 × Margherita, 1 × Diavola", "Call driver", "Leave at the door"]]),
    ("Ride to the airport", ["Your driver is 3 stops away", "ETA 17:40", 0.7, ["Toyota Prius · KX 21 ABC", "Share trip", "Terminal 2, Departures"]]),
    ("Match score", ["Home 2 - 1 Away", "72:14", 0.8, ["Goal: Silva 64'", "Open match centre", "Possession 54% / 46%"]]),
    ("Flight UA 1562", ["Boarding at gate B22", "Doors 09:05", 0.2, ["Seat 14C · Group 3", "Boarding pass", "On time, 2 h 35 min"]]),
]
CARD_TWO_AFTER = ["Home 2 - 2 Away", "78:02", 0.87, ["Goal: Okafor 77'", "Watch the replay", "Possession 51% / 49%"]]


def card_runs(k, variant):
    """Runs for card `k`: its border, title and content (later runs draw over earlier ones)."""
    left, top = CARD_LEFTS[k], CARD_TOP
    title, (headline, timer, fraction, details) = CARDS[k]
    if k == 2 and variant == 1:
        headline, timer, fraction, details = CARD_TWO_AFTER
    border, inner = style(244), CARD_WIDTH - 2
    runs = [Run(top, left, "╭" + "─" * inner + "╮", border)]
    runs += [Run(top + r, left, "│" + " " * inner + "│", border) for r in range(1, CARD_HEIGHT - 1)]
    runs.append(Run(top + CARD_HEIGHT - 1, left, "╰" + "─" * inner + "╯", border))
    runs.append(Run(top, left + 2, f" {title} ", style(214, attrs="b")))
    runs.append(Run(top + 1, left + 2, headline, style(231, attrs="b")))
    if k == 0:
        runs.append(Run(top + 3, left + 2, "ETA", style(246)))
        runs.append(Run(top + 3, left + 6, COUNTDOWN_MARK, style(214, attrs="b")))
    else:
        runs.append(Run(top + 3, left + 2, timer, style(246)))
    filled = round(fraction * 40)
    runs.append(Run(top + 5, left + 2, "█" * filled, style(71)))
    runs.append(Run(top + 5, left + 2 + filled, "░" * (40 - filled), style(238)))
    runs.append(Run(top + 7, left + 2, details[0], style(146, attrs="i")))
    runs.append(Run(top + 8, left + 2, details[1], style(81, attrs="u")))
    runs.append(Run(top + 9, left + 2, details[2], style(246)))
    return runs


LEVELS = [("INFO", style(78, attrs="b")), ("WARN", style(220, attrs="b")), ("ERR ", style(203, attrs="b"))]
WORDS = "activity update push token relevance island compact expanded minimal lock screen alert stale ended".split()


def log_runs():
    box = COMPONENTS["log"]
    border = style(240)
    runs = [Run(box.y, box.x, "╭" + "─" * (box.width - 2) + "╮", border)]
    runs += [Run(box.y + r, box.x, "│" + " " * (box.width - 2) + "│", border) for r in range(1, box.height - 1)]
    runs.append(Run(box.y + box.height - 1, box.x, "╰" + "─" * (box.width - 2) + "╯", border))
    runs.append(Run(box.y, box.x + 2, " Log ", style(230, attrs="b")))
    for line in range(box.height - 2):
        row = box.y + 1 + line
        stamp = f"08:{12 + line // 20:02d}:{(line * 7) % 60:02d}"
        level_text, level_style = LEVELS[(line * 5) % 7 % 3]
        words = " ".join(WORDS[(line * 3 + j) % len(WORDS)] for j in range(4 + line % 9))
        runs.append(Run(row, box.x + 2, stamp, style(242)))
        runs.append(Run(row, box.x + 12, level_text, level_style))
        runs.append(Run(row, box.x + 18, words, style(231, attrs="i" if line % 4 == 3 else "")))
        count = f"{(line * 37) % 1000} ms"
        runs.append(Run(row, box.x + box.width - 3 - len(count), count, style(109, attrs="u" if line % 5 == 0 else "")))
    return runs


def layered_runs(variant):
    """Every component's runs, background first; later runs draw over earlier ones."""
    runs = [Run(row, 0, " " * WIDTH, style(231)) for row in range(HEIGHT)]
    header = style(231, 24, "b")
    right = "4 activities  12:00 "
    runs.append(Run(0, 0, " Live Activities".ljust(WIDTH - len(right)) + right, header))
    for k in range(4):
        runs += card_runs(k, variant)
    runs += log_runs()
    runs.append(Run(49, 0, " q quit   r repaint   space pause   tab select".ljust(WIDTH), style(245, 236)))
    return runs


def cells(variant, seconds=None):
    """The screen as a grid of (character, Style), rows of WIDTH; the countdown shows
    `seconds` (or the mark when None)."""
    grid = [[(" ", style(231))] * WIDTH for _ in range(HEIGHT)]
    for run in layered_runs(variant):
        text = countdown_text(seconds) if run.text == COUNTDOWN_MARK and seconds is not None else run.text
        for i, character in enumerate(text):
            grid[run.row][run.column + i] = (character, run.style)
    return grid


def flattened_runs(variant):
    """The screen as runs that neither overlap nor leave gaps, the countdown a run of its own
    (its mark), row by row: [[Run, …] for each row]."""
    grid = cells(variant)
    rows = []
    for y, row in enumerate(grid):
        runs, start = [], 0
        for x in range(1, WIDTH + 1):
            if x == WIDTH or row[x][1] != row[start][1] or (row[x][0] == "@") != (row[start][0] == "@"):
                runs.append(Run(y, start, "".join(c for c, _ in row[start:x]), row[start][1]))
                start = x
        rows.append(runs)
    return rows


def countdown_text(seconds):
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def clipped(runs, rect):
    """The parts of `runs` (one row's or many) inside `rect`."""
    out = []
    for run in runs:
        if not rect.y <= run.row < rect.y + rect.height:
            continue
        start, end = max(run.column, rect.x), min(run.column + len(run.text), rect.x + rect.width)
        if start < end:
            out.append(Run(run.row, start, run.text[start - run.column:end - run.column], run.style))
    return out


def attrs_code(s):
    return "".join(code for code, on in zip("biu", (s.bold, s.italic, s.underline)) if on) or "-"


def write_runs(path):
    """Writes the screen for the Swift and Rust drivers (format in the module's docstring)."""
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"# TermIsland peer benchmark screen {WIDTH}x{HEIGHT}, from Tests/Benchmarks/peers/screen.py\n")
        for name, r in COMPONENTS.items():
            out.write(f"component {name} {r.x} {r.y} {r.width} {r.height}\n")
        for variant in (0, 1):
            for row in flattened_runs(variant):
                for run in row:
                    s = run.style
                    out.write(f"run {variant} {run.row} {run.column} {s.fg} {s.bg} {attrs_code(s)} {run.text}\n")


def read_runs(path):
    """The runs of a file `write_runs` wrote: {variant: [[Run, …] for each row]}."""
    variants = {0: [[] for _ in range(HEIGHT)], 1: [[] for _ in range(HEIGHT)]}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("run "):
                _, variant, row, column, fg, bg, attrs, text = line.rstrip("\n").split(" ", 7)
                s = Style(int(fg), int(bg), "b" in attrs, "i" in attrs, "u" in attrs)
                variants[int(variant)][int(row)].append(Run(int(row), int(column), text, s))
    return variants


def expected_states(updates):
    """The (variant, seconds) the screen shows after the first draw and after each of
    `updates` rounds of tick, card, full: the sequence every driver follows."""
    variant, seconds = 0, START_SECONDS
    states = [("initial", variant, seconds)]
    for _ in range(updates):
        seconds -= 1
        states.append(("tick", variant, seconds))
        variant ^= 1
        states.append(("card", variant, seconds))
        states.append(("full", variant, seconds))
    return states


if __name__ == "__main__":
    # `python3 screen.py RUNS_FILE`: writes the screen for a driver run by hand
    # (`island-bench terminal` and `island-bench canvas --damage` read it so).
    import sys
    if len(sys.argv) != 2:
        sys.exit("usage: python3 Tests/Benchmarks/peers/screen.py RUNS_FILE")
    write_runs(sys.argv[1])
