"""The floor: Python's curses (ncurses alone) drawing the peer screen, repainting only what an
update changes (the countdown's five cells; card 2's rectangle), as an ncurses program written
by hand would. With --whole, each update draws a whole new frame instead, as a program that
renders its state from scratch every time (ratatui's way) would with ncurses: `erase()`, every
run painted, `refresh()`, and ncurses's own comparison finds what to send. See protocol.py for
what a driver does."""
import curses
import locale

import protocol
import screen


def main(stdscr, runs_path, updates, whole):
    variants = screen.read_runs(runs_path)
    curses.curs_set(0)
    pairs = {}

    def attribute(style):
        key = (style.fg, style.bg)
        if key not in pairs:
            curses.init_pair(len(pairs) + 1, style.fg, style.bg)
            pairs[key] = curses.color_pair(len(pairs) + 1)
        value = pairs[key]
        if style.bold: value |= curses.A_BOLD
        if style.italic: value |= curses.A_ITALIC
        if style.underline: value |= curses.A_UNDERLINE
        return value

    def paint(runs, seconds):
        for run in runs:
            text = protocol.countdown_text(seconds) if run.text == screen.COUNTDOWN_MARK else run.text
            try:
                stdscr.addstr(run.row, run.column, text, attribute(run.style))
            except curses.error:
                pass  # the bottom-right cell: drawn, but the cursor cannot move past it

    # Each component's runs, cut out before the first update, so that an update is curses's
    # work alone and not this driver's arithmetic.
    component_runs = {(name, variant): [run for row in variants[variant][rect.y:rect.y + rect.height]
                                        for run in screen.clipped(row, rect)]
                      for name, rect in screen.COMPONENTS.items() for variant in (0, 1)}

    def paint_component(name, variant, seconds):
        paint(component_runs[(name, variant)], seconds)

    def paint_frame(variant, seconds):
        stdscr.erase()
        for row in variants[variant]:
            paint(row, seconds)

    def update(component, variant, seconds):
        if whole:
            paint_frame(variant, seconds)
        else:
            paint_component(component, variant, seconds)

    variant, seconds = 0, screen.START_SECONDS
    start = protocol.cpu_ns()
    for row in variants[variant]:
        paint(row, seconds)
    stdscr.refresh()
    protocol.write_fence("initial", protocol.cpu_ns() - start)
    for _ in range(updates):
        start = protocol.cpu_ns()
        seconds -= 1
        update("countdown", variant, seconds)
        stdscr.refresh()
        protocol.write_fence("tick", protocol.cpu_ns() - start)

        start = protocol.cpu_ns()
        variant ^= 1
        update("card2", variant, seconds)
        stdscr.refresh()
        protocol.write_fence("card", protocol.cpu_ns() - start)

        start = protocol.cpu_ns()
        stdscr.clearok(True)
        stdscr.refresh()
        protocol.write_fence("full", protocol.cpu_ns() - start)


if __name__ == "__main__":
    locale.setlocale(locale.LC_ALL, "")
    runs_path, updates, flags = protocol.arguments(flags=("--whole",))
    curses.wrapper(main, runs_path, updates, "--whole" in flags)
