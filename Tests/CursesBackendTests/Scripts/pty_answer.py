#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal and plays a terminal that answers queries as told: when
the command asks for primary device attributes (ESC [ c, which the emoji-width probe sends
last), the --answer bytes are written back at once, whatever they hold (cursor reports, keys
typed meanwhile, garbage), or nothing with --answer ''. Once the command has drawn its first
frame (the end of a synchronized update, ESC [ ? 2026 l), the --then bytes are written (such as
"q" to quit). No emulator: the command's output is only searched.

    pty_answer.py --answer '\\x1b[2;3R…' --then q --cols 100 --rows 40 -- command args…

--answer and --then take Python escapes (\\x1b, \\u00e9). Prints the exit status as JSON:
{"status": n, "bytes": count}. Used by GraphemeWidthProbeTests.
"""
import argparse, fcntl, json, os, pty, select, struct, sys, termios, time


def unescape(text):
    return text.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("utf-8")


def run(command, cols, rows, term, timeout, answer, then):
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        env = dict(os.environ, TERM=term, COLUMNS=str(cols), LINES=str(rows))
        os.execvpe(command[0], command, env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    data = bytearray()
    answered = sent = False
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.02)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
        if not answered and b"\x1b[c" in data:
            if answer:
                os.write(master, answer)
            answered = True
        if not sent and then and b"\x1b[?2026l" in data:
            os.write(master, then)
            sent = True
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        status = -1
    return len(data), os.waitstatus_to_exitcode(status) if status != -1 else -1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("--term", default="xterm-256color")
    parser.add_argument("--timeout", type=float, default=30)
    parser.add_argument("--answer", default="")
    parser.add_argument("--then", default="")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command and args.command[0] == "--" else args.command
    count, status = run(command, args.cols, args.rows, args.term, args.timeout, unescape(args.answer), unescape(args.then))
    print(json.dumps({"status": status, "bytes": count}))


if __name__ == "__main__":
    main()
