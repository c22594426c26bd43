"""Running a driver in a 200×50 pseudo-terminal and cutting what it wrote at its fences."""
import errno
import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import time
from collections import namedtuple

import protocol
import screen

# One update as the runner saw it: its label, the bytes written for it (up to its fence), and
# the CPU time the driver reported for it.
Update = namedtuple("Update", "label data cpu_ns")

FENCE = re.compile(rb"\x1b\]%d;([a-z]+);(\d+)\x07" % protocol.FENCE_CODE)


class DriverFailed(Exception):
    pass


def split_at_fences(output):
    """The updates in a driver's whole output, and what followed the last fence.

    Everything before the first fence (starting the library, entering the alternate screen)
    belongs to the first update, `initial`.
    """
    updates, start = [], 0
    for match in FENCE.finditer(output):
        updates.append(Update(match.group(1).decode(), output[start:match.start()], int(match.group(2))))
        start = match.end()
    return updates, output[start:]


def environment(extra=None):
    env = {key: value for key, value in os.environ.items()
           if key not in ("COLUMNS", "LINES", "COLORTERM", "NO_COLOR", "TMUX", "STY")}
    env.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    env.update(extra or {})
    return env


def run_in_pty(command, env, timeout=300.0, cwd=None):
    """Runs `command` with a 200×50 pseudo-terminal as its terminal; returns all it wrote.

    Raises DriverFailed with its last output when it exits with a failure or outlives
    `timeout` seconds.
    """
    pid, master = pty.fork()
    if pid == 0:  # the child: size the terminal before the library asks for it
        try:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", screen.HEIGHT, screen.WIDTH, 0, 0))
            if cwd:
                os.chdir(cwd)
            os.execvpe(command[0], command, env)
        finally:
            os._exit(127)
    chunks, deadline = [], time.monotonic() + timeout
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                raise DriverFailed(f"still running after {timeout:.0f} s; last output: {tail(b''.join(chunks))}")
            ready, _, _ = select.select([master], [], [], min(remaining, 1.0))
            if not ready:
                continue
            try:
                chunk = os.read(master, 1 << 16)
            except OSError as error:
                if error.errno == errno.EIO:  # the child closed the terminal
                    break
                raise
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    _, status = os.waitpid(pid, 0)
    output = b"".join(chunks)
    if os.waitstatus_to_exitcode(status) != 0:
        raise DriverFailed(f"exited with status {os.waitstatus_to_exitcode(status)}; last output: {tail(output)}")
    return output


def tail(output, length=600):
    text = output[-length:].decode("utf-8", "replace")
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).strip() or "(nothing)"
