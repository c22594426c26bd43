#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal of a set size, once for each action asked for, and says
how each run ended: its exit status (negative: the signal that ended it), the peak memory, the
terminal's modes after it (the parent holds the pty's other end open, so they can be read), and
whether the bytes it wrote after the action give the terminal back.

    pty_run.py --cols 100 --rows 40 --term xterm-256color --out runs.json \\
        [--signal USR1 --signal SEGV …] [--resize 4000x4000 …] [--ignore HUP] [--send TEXT]
        [--then-send TEXT] [--env NAME=VALUE] [--find TEXT] -- command args…

A run starts the command, waits until it has drawn its first frame (the end of synchronized
output, ESC [ ? 2026 l), then acts: sends one signal (one run per --signal), sets the terminal's
size (one run per --resize, COLUMNSxROWS), or writes --send to the terminal; then writes
--then-send (after a resize, once the command has drawn again), and waits for the command to
end. A command still running after --timeout seconds is killed (status null). --ignore starts
the command with that signal ignored, as `nohup` does; --env NAME=VALUE sets a variable for
it. Signals are named without "SIG"; RTMIN+n and RTMAX-n work.

Writes JSON: [{"action": …, "status": n, or null when it was killed for running too long,
"maxrss_kb": n, "echo": bool, "icanon": bool, "restored": bool, "found": bool (--find was
written after the action), "after": "<the end of what was written after the action>",
"sizes": ["100x40", …: the sizes in the probe's titles, in the order drawn]}, …]. Used by the
CursesBackend tests (Support/PtyRun.swift).
"""
import argparse, fcntl, json, os, re, resource, select, signal, struct, termios, time

END_OF_FRAME = b"\x1b[?2026l"
# What gives the terminal back: the mouse off, the cursor shown, the normal screen.
RESTORE = [b"\x1b[?1006l", b"\x1b[?25h", b"\x1b[?1049l"]


def signal_number(name):
    name = name.upper().removeprefix("SIG")
    if name.startswith("RTMIN"):
        return signal.SIGRTMIN + int(name[5:] or 0)
    if name.startswith("RTMAX"):
        return signal.SIGRTMAX + int(name[5:] or 0)
    return getattr(signal, "SIG" + name)


def run(command, cols, rows, term, timeout, action, ignore, then_send, extra_env, find):
    master, slave = os.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.close(master)
        # A shell's defaults: no signal blocked, every one at its default action (Python
        # ignores SIGPIPE and SIGXFSZ), but those asked to be ignored. No core files.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for number in range(1, signal.SIGRTMAX + 1):
            if number in (signal.SIGKILL, signal.SIGSTOP):
                continue
            try:
                signal.signal(number, signal.SIG_IGN if number in ignore else signal.SIG_DFL)
            except (OSError, ValueError):
                pass
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        env = dict(os.environ, TERM=term, **extra_env)
        env.pop("NO_COLOR", None)
        env.pop("LINES", None)
        env.pop("COLUMNS", None)
        os.execvpe(command[0], command, env)
    data = bytearray()
    acted_at = None
    pending = ""
    status = None
    rusage = None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.02)
        if ready:
            try:
                data += os.read(master, 1 << 20)
            except OSError:
                pass
        if acted_at is None and END_OF_FRAME in data:
            acted_at = len(data)
            if action[0] == "signal":
                os.kill(pid, action[1])
            elif action[0] == "resize":
                fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", action[1][1], action[1][0], 0, 0))
            elif action[1]:
                os.write(master, action[1].encode())
            # After a resize, the rest waits for the repainted frame; otherwise it follows.
            pending = then_send
            if action[0] != "resize" and pending:
                os.write(master, pending.encode())
                pending = ""
        elif acted_at is not None and pending and END_OF_FRAME in data[acted_at:]:
            os.write(master, pending.encode())
            pending = ""
        done, wait_status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            status, rusage = os.waitstatus_to_exitcode(wait_status), usage
            break
    if status is None:
        os.kill(pid, signal.SIGKILL)
        _, _, rusage = os.wait4(pid, 0)
        status = None
    while True:  # what is left in the pty
        ready, _, _ = select.select([master], [], [], 0)
        if not ready:
            break
        try:
            chunk = os.read(master, 1 << 20)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    modes = termios.tcgetattr(slave)
    os.close(master)
    os.close(slave)
    after = bytes(data[acted_at:]) if acted_at is not None else b""
    sizes = []
    for size in re.findall(rb"curses-probe (\d+x\d+)", bytes(data)):
        if not sizes or sizes[-1] != size.decode():
            sizes.append(size.decode())
    return {
        "action": action[2],
        "status": status,
        "maxrss_kb": rusage.ru_maxrss if rusage else 0,
        "echo": bool(modes[3] & termios.ECHO),
        "icanon": bool(modes[3] & termios.ICANON),
        "restored": all(sequence in after for sequence in RESTORE),
        "found": bool(find) and find.encode() in after,
        "after": after.decode("utf-8", "replace")[-400:],
        "sizes": sizes,
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("--term", default="xterm-256color")
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--signal", action="append", default=[])
    parser.add_argument("--resize", action="append", default=[])
    parser.add_argument("--ignore", action="append", default=[])
    parser.add_argument("--send", default="")
    parser.add_argument("--then-send", default="")
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("--find", default="")
    parser.add_argument("--out", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command and args.command[0] == "--" else args.command
    ignore = {signal_number(name) for name in args.ignore}
    actions = [("signal", signal_number(name), name) for name in args.signal]
    actions += [("resize", tuple(int(side) for side in size.split("x")), "resize " + size) for size in args.resize]
    actions = actions or [("send", args.send, "send")]
    extra_env = dict(setting.split("=", 1) for setting in args.env)
    runs = [run(command, args.cols, args.rows, args.term, args.timeout, action, ignore, args.then_send, extra_env, args.find)
            for action in actions]
    with open(args.out, "w") as f:
        json.dump(runs, f)


if __name__ == "__main__":
    main()
