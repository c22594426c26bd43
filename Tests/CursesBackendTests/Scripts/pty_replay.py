#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal of a set size, captures every byte it writes, and
replays the bytes in pyte, a terminal emulator, up to the moment the program last leaves the
alternate screen (pyte has no alternate screen, so what follows would draw over it; the backend
leaves and enters it once as it starts, see CursesScreen).

    pty_replay.py --cols 100 --rows 40 --term xterm-256color --out screen.json -- command args…

Writes JSON: {"bytes": n, "raw": "<hex of all bytes>", "status": exit status,
"cells": [[[data, fg, bg, bold, italic, underscore, reverse, strikethrough], …], …]}.
Used by the CursesBackend tests; needs pyte (Debian's python3-pyte, from the README's set-up
line, or pip's).
"""
import argparse, fcntl, json, os, pty, select, struct, sys, termios, time

import pty_child

import pyte


class Screen(pyte.Screen):
    """pyte's screen, reading aixterm's bright colours (SGR 90-97 and 100-107) the same on every
    version: pyte 0.8.0 (Debian 12) takes them for the normal colour and bold, which then stays
    on, and 0.8.1 names them bright but spells a magenta background "bfightmagenta". Here they are
    "bright" + the colour's name, and never bold."""

    NAMES = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]

    def select_graphic_rendition(self, *attrs):
        pending = []
        index = 0
        while index < len(attrs):
            attr = attrs[index]
            if attr in (38, 48):
                # An indexed or direct colour: its numbers are not SGR codes (38;5;91 is not 91).
                length = {5: 3, 2: 5}.get(attrs[index + 1] if index + 1 < len(attrs) else None, 1)
                pending += attrs[index:index + length]
                index += length
                continue
            if 90 <= attr <= 97 or 100 <= attr <= 107:
                if pending:
                    super().select_graphic_rendition(*pending)
                    pending = []
                key = "fg" if attr <= 97 else "bg"
                name = "bright" + self.NAMES[attr % 10]
                self.cursor.attrs = self.cursor.attrs._replace(**{key: name})
            else:
                pending.append(attr)
            index += 1
        if pending or not attrs:
            super().select_graphic_rendition(*pending)


def run(command, cols, rows, term, timeout, send):
    pid, master = pty_child.spawn(command, cols, rows, term, unset=("NO_COLOR",))
    data = bytearray()
    deadline = time.monotonic() + timeout
    sent = False
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                break
            if not chunk:
                break
            data += chunk
        elif send and not sent and b"\x1b[?2026l" in data:
            os.write(master, send.encode())
            sent = True
    return bytes(data), pty_child.exit_code(pid)


def main():
    parser = argparse.ArgumentParser()
    pty_child.add_terminal_arguments(parser, timeout=30)
    parser.add_argument("--send", default="")
    parser.add_argument("--out", required=True)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command and args.command[0] == "--" else args.command
    data, status = run(command, args.cols, args.rows, args.term, args.timeout, args.send)
    end = data.rfind(b"\x1b[?1049l")
    screen = Screen(args.cols, args.rows)
    stream = pyte.ByteStream(screen)
    stream.feed(data if end < 0 else data[:end])
    cells = []
    for y in range(args.rows):
        row = []
        for x in range(args.cols):
            c = screen.buffer[y][x]
            row.append([c.data, c.fg, c.bg, c.bold, c.italics, c.underscore, c.reverse, c.strikethrough])
        cells.append(row)
    with open(args.out, "w") as f:
        json.dump({"bytes": len(data), "raw": data.hex(), "status": status, "cells": cells}, f)


if __name__ == "__main__":
    main()
