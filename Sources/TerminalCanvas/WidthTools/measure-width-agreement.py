#!/usr/bin/env python3
"""Measures how often TermIsland's display widths agree with the `wcwidth` package's.

Usage:
    python3 -m pip install unicodedata2==18.0.0 wcwidth==0.9.4 emoji==2.16.0
    python3 Sources/TerminalCanvas/WidthTools/measure-width-agreement.py                 # the work tree
    python3 Sources/TerminalCanvas/WidthTools/measure-width-agreement.py --revision REV  # a commit's TerminalCanvas

It compiles `Sources/TerminalCanvas` (of the work tree or of a commit) with a small reader into
one program with `swiftc -O`, feeds it every assigned code point of Unicode 18.0 (from
`unicodedata2`: General_Category not Cn, less surrogates and controls, which TermIsland draws
as pictures and wcwidth calls -1) and every emoji sequence of the `emoji` package (Emoji 18.0,
fully-qualified, minimally-qualified, unqualified and components of more than one code point),
and compares each `String.displayWidth` with `wcwidth.wcswidth`. It prints the agreement and
the disagreements by kind, with examples. Nothing here runs in CI; the figures are quoted in
docs/TerminalCanvas.md.
"""

import argparse
import collections
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[3]

READER = r"""
// Reads lines of hexadecimal scalars ("1F468 200D 1F469") and prints each line's displayWidth.
while let line = readLine() {
    var text = ""
    for field in line.split(separator: " ") {
        if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    print(text.displayWidth)
}
"""


def build(revision, directory):
    sources = directory / "TerminalCanvas"
    if revision:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "Sources/TerminalCanvas"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(directory)], input=archive, check=True)
        sources = directory / "Sources" / "TerminalCanvas"
    else:
        shutil.copytree(ROOT / "Sources" / "TerminalCanvas", sources)
    (sources / "main.swift").write_text(READER, encoding="utf-8")
    program = directory / "width-reader"
    files = sorted(str(path) for path in sources.rglob("*.swift"))
    subprocess.run(["swiftc", "-O", "-module-name", "WidthReader", "-o", str(program), *files], check=True)
    return program


def samples():
    import emoji
    import unicodedata2
    points = []
    for code in range(0x110000):
        category = unicodedata2.category(chr(code))
        if category not in ("Cn", "Cs", "Cc"):
            points.append(((code,), category))
    sequences = []
    for sequence, data in emoji.EMOJI_DATA.items():
        if len(sequence) > 1:
            sequences.append((tuple(ord(c) for c in sequence), "emoji sequence"))
    return points, sorted(set(sequences))


def kind(scalars, category):
    """A short name for a sample, to group disagreements."""
    import unicodedata2
    if category == "emoji sequence":
        if 0x200D in scalars:
            return "emoji ZWJ sequence"
        if 0x20E3 in scalars:
            return "keycap sequence"
        if any(0x1F3FB <= s <= 0x1F3FF for s in scalars):
            return "emoji modifier sequence"
        if 0xFE0F in scalars:
            return "emoji presentation sequence"
        if all(0x1F1E6 <= s <= 0x1F1FF for s in scalars):
            return "flag"
        return "other emoji sequence"
    return f"code point, General_Category {category}, East_Asian_Width {unicodedata2.east_asian_width(chr(scalars[0]))}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--revision", help="measure TerminalCanvas as of this commit instead of the work tree")
    arguments = parser.parse_args()
    try:
        import wcwidth
    except ImportError:
        sys.exit("measure-width-agreement: python3 -m pip install unicodedata2==18.0.0 wcwidth==0.9.4 emoji==2.16.0")
    points, sequences = samples()
    everything = points + sequences
    with tempfile.TemporaryDirectory() as directory:
        program = build(arguments.revision, pathlib.Path(directory))
        lines = "\n".join(" ".join(f"{s:X}" for s in scalars) for scalars, _ in everything) + "\n"
        output = subprocess.run([str(program)], input=lines, capture_output=True, text=True, check=True).stdout
    ours = [int(value) for value in output.split()]
    assert len(ours) == len(everything)
    disagreements = collections.defaultdict(list)
    agree = {"code points": 0, "emoji sequences": 0}
    for (scalars, category), width in zip(everything, ours):
        theirs = wcwidth.wcswidth("".join(map(chr, scalars)))
        group = "emoji sequences" if category == "emoji sequence" else "code points"
        if theirs == width:
            agree[group] += 1
        else:
            disagreements[(kind(scalars, category), width, theirs)].append(scalars)
    label = arguments.revision or "work tree"
    print(f"TerminalCanvas ({label}) against wcwidth {wcwidth.__version__}, Unicode 18.0.0:")
    for group, total in (("code points", len(points)), ("emoji sequences", len(sequences))):
        print(f"  {group}: {agree[group]:,} of {total:,} agree ({100 * agree[group] / total:.2f}%)")
    both = agree["code points"] + agree["emoji sequences"]
    print(f"  all: {both:,} of {len(everything):,} ({100 * both / len(everything):.2f}%)")
    print("disagreements (kind, ours, wcwidth's: count, examples):")
    for (name, width, theirs), items in sorted(disagreements.items(), key=lambda item: -len(item[1])):
        examples = ", ".join(" ".join(f"U+{s:04X}" for s in scalars) for scalars in items[:3])
        print(f"  {name}: {width} vs {theirs}: {len(items):,} ({examples})")


if __name__ == "__main__":
    main()
