"""What a peer driver does, whatever its library (the Python drivers import this; the Swift and
Rust drivers follow it by hand):

    DRIVER RUNS_FILE UPDATES

draws the screen of RUNS_FILE (written by screen.write_runs) in its first state (variant 0, the
countdown at START_SECONDS), then UPDATES times: a tick (the countdown one second less), a card
change (card 2 switches variant), a full repaint (everything again on a cleared screen, as after
a resize or Ctrl-L). After each draw, once its bytes are written to the terminal, it writes a
fence, an OSC sequence the runner splits the output at:

    ESC ] 7777 ; LABEL ; CPU_NS BEL

LABEL is initial, tick, card or full; CPU_NS the process CPU time the update took
(CLOCK_PROCESS_CPUTIME_ID, all threads), in nanoseconds. After the last, it ends its library
(leaving the alternate screen) and exits 0.
"""
import os
import sys
import time

FENCE_CODE = 7777


def fence(label, cpu_ns):
    return f"\x1b]{FENCE_CODE};{label};{cpu_ns}\x07".encode()


def write_fence(label, cpu_ns, fd=1):
    os.write(fd, fence(label, cpu_ns))


def cpu_ns():
    return time.clock_gettime_ns(time.CLOCK_PROCESS_CPUTIME_ID)


def arguments(flags=()):
    """RUNS_FILE and UPDATES, and which of `flags` (a driver's own options, before or after them)
    were given: the runner puts a peer's flags with its command and the two values after."""
    given = [word for word in sys.argv[1:] if word.startswith("--")]
    positional = [word for word in sys.argv[1:] if not word.startswith("--")]
    if len(positional) != 2 or any(flag not in flags for flag in given) or not positional[1].isdigit():
        options = "".join(f" [{flag}]" for flag in flags)
        sys.exit(f"usage: {sys.argv[0]} RUNS_FILE UPDATES{options}")
    return positional[0], int(positional[1]), set(given)


def countdown_text(seconds):
    return f"{seconds // 60:02d}:{seconds % 60:02d}"
