#!/usr/bin/env python3
"""Measures how many columns real terminals advance the cursor for text, to decide widths.

Usage:
    python3 Sources/TerminalCanvas/WidthTools/measure-terminal-widths.py tmux  OUT.json   # in a detached tmux session
    python3 Sources/TerminalCanvas/WidthTools/measure-terminal-widths.py xterm OUT.json   # in xterm under Xvfb
    python3 Sources/TerminalCanvas/WidthTools/measure-terminal-widths.py --probe OUT.json # (inside a terminal) the probe

For each sample the probe prints a carriage return and the text, asks the terminal where the
cursor is (DSR, `ESC [ 6 n`) and reads the answer from the terminal: the column it reports, less
one, is how far the text moved the cursor, which is what a layout must reserve. The samples are
the cases `DisplayWidth.swift` has to decide: Indic spacing marks (General_Category Mc) after a
consonant and conjuncts (consonant, virama, consonant), in every script that has them (from
Python's own `unicodedata`, which is old enough for these long-standing scripts), plus the emoji,
Hangul and halfwidth-katakana cases of issue 14.

Needs tmux, and for xterm `xterm` and `xvfb-run` (Debian: `apt-get install tmux xterm xvfb`).
The results go to docs/TerminalCanvas.md; nothing here runs in CI.
"""

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

SCRIPT = pathlib.Path(__file__).resolve()


def indic_samples():
    """Consonant + spacing mark, and consonant + virama + consonant, script by script."""
    samples = []
    letters = [code for code in range(0x900, 0x1200) if unicodedata.category(chr(code)) == "Lo"]
    letters += [code for code in range(0x11000, 0x11D00) if unicodedata.category(chr(code)) == "Lo"]

    def base_for(mark):
        # The nearest letter below the mark: the same block, so the same script.
        candidates = [code for code in letters if code < mark and (mark - code) < 0x80]
        return candidates[-1] if candidates else None

    for mark in list(range(0x900, 0x1200)) + list(range(0x11000, 0x11D00)):
        character = chr(mark)
        category = unicodedata.category(character)
        base = base_for(mark)
        if base is None:
            continue
        name = unicodedata.name(character, "")
        if category == "Mc":
            samples.append({"kind": "indic-spacing-mark", "text": chr(base) + character})
        elif category == "Mn" and ("VIRAMA" in name or "HALANT" in name or "AL-LAKUNA" in name
                                   or "PULLI" in name or "CHANDRAKKALA" in name):
            samples.append({"kind": "indic-conjunct", "text": chr(base) + character + chr(base)})
    return samples


def fixed_samples():
    named = [
        ("vs16-emoji-base", "\u2764\ufe0f"), ("vs16-no-emoji-form", "\u2605\ufe0f"),
        ("keycap-with-vs16", "1\ufe0f\u20e3"), ("keycap-without-vs16", "1\u20e3"),
        ("keycap-on-star", "\u2605\u20e3"), ("skin-tone-on-text-base", "\u261d\U0001F3FD"),
        ("zwj-family", "\U0001F468\u200d\U0001F469\u200d\U0001F467"), ("flag", "\U0001F1FA\U0001F1E6"),
        ("emoji-16", "\U0001FAE9"), ("emoji-15", "\U0001FAE8"), ("hangul-choseong-filler", "\u115f"),
        ("hangul-filler-syllable", "\u115f\u1161"), ("hangul-jamo-syllable", "\u1100\u1161\u11a8"),
        ("halfwidth-katakana-voiced", "\uff76\uff9e"), ("halfwidth-katakana-semi-voiced", "\uff8a\uff9f"),
        ("halfwidth-voiced-mark-alone", "\uff9e"), ("cjk", "\u5b9e"), ("latin-combining", "e\u0301"),
        ("hindi-word", "\u0939\u093f\u0928\u094d\u0926\u0940"), ("thai-marks", "\u0e17\u0e35\u0e48"),
        ("soft-hyphen", "\u00ad"), ("hangul-filler", "\u3164"), ("halfwidth-hangul-filler", "\uffa0"),
        ("hangul-jungseong-filler", "\u1160"), ("ideographic-description-15-1", "\u2ffc"),
        ("a-with-skin-tone", "a\U0001F3FD"), ("devanagari-ksha-i", "\u0915\u094d\u0937\u093f"),
    ]
    return [{"kind": kind, "text": text} for kind, text in named]


def probe(out):
    """Runs inside the terminal: measures every sample and writes OUT."""
    import termios
    import tty
    samples = fixed_samples() + indic_samples()
    fd = os.open("/dev/tty", os.O_RDWR)
    saved = termios.tcgetattr(fd)
    tty.setraw(fd)
    try:
        for sample in samples:
            os.write(fd, b"\r\x1b[2K" + sample["text"].encode("utf-8") + b"\x1b[6n")
            reply = b""
            deadline = time.time() + 5
            while not reply.endswith(b"R") and time.time() < deadline:
                reply += os.read(fd, 32)
            column = int(reply.split(b";")[-1][:-1])
            sample["columns"] = column - 1
            sample["scalars"] = " ".join(f"U+{ord(c):04X}" for c in sample["text"])
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        os.close(fd)
    pathlib.Path(out).write_text(json.dumps(samples, ensure_ascii=False, indent=1), encoding="utf-8")


def run_in(terminal, out):
    out = str(pathlib.Path(out).resolve())
    environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    command = f"{shlex_quote(sys.executable)} {shlex_quote(str(SCRIPT))} --probe {shlex_quote(out)}"
    if terminal == "tmux":
        socket = tempfile.mktemp(prefix="measure-widths-")
        subprocess.run(["tmux", "-u", "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "200", "-y", "50",
                        command], check=True, env=environment)
        while subprocess.run(["tmux", "-S", socket, "has-session"], capture_output=True).returncode == 0:
            time.sleep(0.2)
    elif terminal == "xterm":
        if not shutil.which("xvfb-run"):
            sys.exit("measure-terminal-widths: xvfb-run is missing (apt-get install xvfb)")
        subprocess.run(["xvfb-run", "-a", "xterm", "-u8", "-geometry", "200x50", "-e", "sh", "-c", command],
                       check=True, env=environment)
    else:
        sys.exit(f"measure-terminal-widths: unknown terminal {terminal!r} (tmux or xterm)")
    if not pathlib.Path(out).exists():
        sys.exit(f"measure-terminal-widths: {terminal} wrote no results")
    print(f"wrote {out}")


def shlex_quote(text):
    import shlex
    return shlex.quote(text)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--probe":
        probe(sys.argv[2])
    elif len(sys.argv) == 3:
        run_in(sys.argv[1], sys.argv[2])
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
