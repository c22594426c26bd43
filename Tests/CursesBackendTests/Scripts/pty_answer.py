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

import pty_child


def unescape(text):
    return text.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("utf-8")


def run(command, cols, rows, term, timeout, answer, then):
    pid, master = pty_child.spawn(command, cols, rows, term, unset=())
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
    return len(data), pty_child.exit_code(pid)


def main():
    parser = argparse.ArgumentParser()
    pty_child.add_terminal_arguments(parser, timeout=30)
    parser.add_argument("--answer", default="")
    parser.add_argument("--then", default="")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command and args.command[0] == "--" else args.command
    count, status = run(command, args.cols, args.rows, args.term, args.timeout, unescape(args.answer), unescape(args.then))
    print(json.dumps({"status": status, "bytes": count}))


if __name__ == "__main__":
    main()
