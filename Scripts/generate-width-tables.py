#!/usr/bin/env python3
"""Generates Sources/TerminalCanvas/DisplayWidthTables.swift from the Unicode Character Database.

Usage:
    python3 Scripts/generate-width-tables.py            # rewrite the Swift file
    python3 Scripts/generate-width-tables.py --check    # exit 1 if the committed file is stale
    python3 Scripts/generate-width-tables.py --ucd DIR  # read the UCD from DIR

The data comes from Debian's `unicode-data` package (`apt-get install unicode-data`), which
installs the whole UCD, emoji files included, under /usr/share/unicode. Python's own
`unicodedata` module is not used: it has no Emoji_Presentation or Extended_Pictographic
property, and its Unicode version is tied to the Python build, so two machines could generate
different tables. Every file read here states its version in its first line; the script checks
that they agree and records that version in the Swift file.

The output is deterministic: no dates, no paths, ranges sorted and merged. Run the script twice
and the file does not change.

Tables (each a sorted list of inclusive code point ranges, flattened as lo, hi, lo, hi, ...):

- zeroWidth: General_Category Mn, Me and Cf, Default_Ignorable_Code_Point, and Hangul jamo
  medial vowels and final consonants (Hangul_Syllable_Type V and T), which attach to a leading
  consonant. U+00AD SOFT HYPHEN is left out: terminals draw it as a visible hyphen, one column.
- wide: East_Asian_Width W or F (including the unassigned code points that UAX #11 defaults
  to W) and Emoji_Presentation=Yes (this adds the regional indicators, which are N).
- emoji: Emoji=Yes or Extended_Pictographic=Yes. A cluster whose base is in this table takes
  two columns when it carries U+FE0F (emoji presentation), a keycap U+20E3 or a ZWJ.
- emojiModifierBase: Emoji_Modifier_Base=Yes. A cluster whose base is in this table takes two
  columns when it carries a skin-tone modifier U+1F3FB-1F3FF (an emoji modifier sequence is
  drawn as an emoji even when its base defaults to text, as in U+261D U+1F3FD).

Grapheme_Cluster_Break tables, for the ANSI encoder's check of whether two cells printed side
by side could be joined into one cluster by a terminal that clusters what it is sent:

- attachesToPrevious: Extend, SpacingMark, ZWJ, V and T. A cluster starting with one of these
  joins whatever was printed before it (V and T only after a Hangul syllable or jamo; listing
  them always only costs a cursor movement).
- prepend: Prepend. A cluster ending in one joins whatever is printed after it.
- leadingJamo: L. A cluster ending in one joins a following L jamo or Hangul syllable.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources" / "TerminalCanvas" / "DisplayWidthTables.swift"
DEFAULT_UCD = pathlib.Path("/usr/share/unicode")


def read_lines(path):
    if not path.exists():
        sys.exit(f"generate-width-tables: {path} is missing; install it with "
                 f"`apt-get install unicode-data` or pass --ucd DIR")
    return path.read_text(encoding="utf-8").splitlines()


def parse_range(text):
    text = text.strip()
    if ".." in text:
        lo, hi = text.split("..")
        return int(lo, 16), int(hi, 16)
    return int(text, 16), int(text, 16)


def property_ranges(lines, wanted):
    """Ranges whose second field is in `wanted`, from a UCD `range ; value # comment` file."""
    ranges = []
    for line in lines:
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [field.strip() for field in data.split(";")]
        if fields[1] in wanted:
            ranges.append(parse_range(fields[0]))
    return ranges


def file_version(lines, path):
    """The version in a UCD file's first line, such as `# EastAsianWidth-15.0.0.txt`."""
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", lines[0])
    if not match:
        sys.exit(f"generate-width-tables: {path}: no version in its first line: {lines[0]!r}")
    return match.group(1)


def emoji_version(lines, path):
    for line in lines[:20]:
        match = re.search(r"Emoji Version (\d+\.\d+)", line)
        if match:
            return match.group(1)
    sys.exit(f"generate-width-tables: {path}: no 'Emoji Version' in its header")


def east_asian_wide(lines):
    """W and F code points, with the @missing defaults applied first (later lines win)."""
    values = {}
    for line in lines:
        missing = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
        if missing:
            lo, hi = parse_range(missing.group(1))
            if missing.group(2) in ("W", "Wide", "F", "Fullwidth"):
                for code in range(lo, hi + 1):
                    values[code] = True
            else:
                for code in range(lo, hi + 1):
                    values.pop(code, None)
            continue
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        field, value = [part.strip() for part in data.split(";")]
        lo, hi = parse_range(field)
        for code in range(lo, hi + 1):
            if value in ("W", "F"):
                values[code] = True
            else:
                values.pop(code, None)
    return set(values)


def expand(ranges):
    codes = set()
    for lo, hi in ranges:
        codes.update(range(lo, hi + 1))
    return codes


def merge(codes):
    """Sorted, merged inclusive ranges covering exactly `codes`."""
    ranges = []
    for code in sorted(codes):
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return ranges


def swift_table(name, doc, ranges):
    lines = [f"    /// {doc}", f"    static let {name}: [UInt32] = ["]
    row = []
    for lo, hi in ranges:
        row.append(f"0x{lo:05X}, 0x{hi:05X},")
        if len(row) == 4:
            lines.append("        " + " ".join(row))
            row = []
    if row:
        lines.append("        " + " ".join(row))
    lines.append("    ]")
    return "\n".join(lines)


def generate(ucd):
    sources = {
        "eaw": ucd / "extracted" / "DerivedEastAsianWidth.txt",
        "gc": ucd / "extracted" / "DerivedGeneralCategory.txt",
        "core": ucd / "DerivedCoreProperties.txt",
        "hangul": ucd / "HangulSyllableType.txt",
        "emoji": ucd / "emoji" / "emoji-data.txt",
        "gcb": ucd / "auxiliary" / "GraphemeBreakProperty.txt",
    }
    text = {key: read_lines(path) for key, path in sources.items()}
    versions = {file_version(text[key], sources[key]) for key in ("eaw", "gc", "core", "hangul", "gcb")}
    if len(versions) != 1:
        sys.exit(f"generate-width-tables: the UCD files disagree on their version: {sorted(versions)}")
    unicode_version = versions.pop()
    emoji = emoji_version(text["emoji"], sources["emoji"])

    zero_width = expand(property_ranges(text["gc"], {"Mn", "Me", "Cf"}))
    zero_width |= expand(property_ranges(text["core"], {"Default_Ignorable_Code_Point"}))
    zero_width |= expand(property_ranges(text["hangul"], {"V", "T"}))
    zero_width.discard(0x00AD)

    wide = east_asian_wide(text["eaw"])
    wide |= expand(property_ranges(text["emoji"], {"Emoji_Presentation"}))
    wide -= zero_width

    emoji_base = expand(property_ranges(text["emoji"], {"Emoji", "Extended_Pictographic"}))
    modifier_base = expand(property_ranges(text["emoji"], {"Emoji_Modifier_Base"}))

    attaches = expand(property_ranges(text["gcb"], {"Extend", "SpacingMark", "ZWJ", "V", "T"}))
    prepend = expand(property_ranges(text["gcb"], {"Prepend"}))
    leading_jamo = expand(property_ranges(text["gcb"], {"L"}))
    # The encoder skips the joining check for a cell starting below U+0300 after one ending
    # below U+0600; prove no such scalar joins.
    for code in range(0x20, 0x300):
        if code in attaches:
            sys.exit(f"generate-width-tables: U+{code:04X} attaches to what precedes it, below U+0300")
    for code in range(0x20, 0x600):
        if code in prepend or code in leading_jamo:
            sys.exit(f"generate-width-tables: U+{code:04X} joins what follows it, below U+0600")

    # The Swift fast path treats everything below U+0300 as one column; prove that stays true.
    for code in range(0x20, 0x300):
        if 0x7F <= code <= 0x9F:
            continue
        if code in zero_width or code in wide:
            sys.exit(f"generate-width-tables: U+{code:04X} breaks the one-column fast path below U+0300")

    parts = [
        "// DisplayWidthTables.swift",
        "// Generated: do not edit; see Scripts/generate-width-tables.py",
        f"// Unicode {unicode_version}, Unicode Emoji {emoji}, from Debian's unicode-data package.",
        "",
        "/// Code point ranges for display width, generated from the Unicode Character Database.",
        "///",
        "/// Each table is a sorted list of inclusive ranges flattened as `lo, hi, lo, hi, ...`,",
        "/// searched by binary search in `DisplayWidth.swift`.",
        "enum DisplayWidthTables {",
        "    /// The Unicode version the tables were generated from.",
        f"    static let unicodeVersion = \"{unicode_version}\"",
        "",
        "    /// The Unicode Emoji version the emoji tables were generated from.",
        f"    static let emojiVersion = \"{emoji}\"",
        "",
        swift_table("zeroWidth",
                    "Mn, Me, Cf, Default_Ignorable_Code_Point, Hangul V and T jamo (not U+00AD).",
                    merge(zero_width)),
        "",
        swift_table("wide", "East_Asian_Width W or F, and Emoji_Presentation.", merge(wide)),
        "",
        swift_table("emoji", "Emoji or Extended_Pictographic.", merge(emoji_base)),
        "",
        swift_table("emojiModifierBase", "Emoji_Modifier_Base.", merge(modifier_base)),
        "",
        swift_table("attachesToPrevious", "Grapheme_Cluster_Break Extend, SpacingMark, ZWJ, V and T.",
                    merge(attaches)),
        "",
        swift_table("prepend", "Grapheme_Cluster_Break Prepend.", merge(prepend)),
        "",
        swift_table("leadingJamo", "Grapheme_Cluster_Break L.", merge(leading_jamo)),
        "}",
        "",
    ]
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", type=pathlib.Path, default=DEFAULT_UCD,
                        help="the Unicode Character Database folder (default: /usr/share/unicode)")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the committed file differs")
    arguments = parser.parse_args()
    generated = generate(arguments.ucd)
    if arguments.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != generated:
            sys.exit(f"generate-width-tables: {OUTPUT.relative_to(ROOT)} is stale; rerun the script")
        print(f"{OUTPUT.relative_to(ROOT)} is up to date")
        return
    OUTPUT.write_text(generated, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
