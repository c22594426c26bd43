#!/usr/bin/env python3
"""Generates Sources/TerminalCanvas/DisplayWidthTables.swift from current Unicode data.

Usage:
    python3 -m pip install unicodedata2==18.0.0 wcwidth==0.9.4 emoji==2.16.0
    python3 Sources/TerminalCanvas/WidthTools/generate-width-tables.py            # rewrite the Swift file
    python3 Sources/TerminalCanvas/WidthTools/generate-width-tables.py --check    # exit 1 if the committed file is stale

Where the data comes from (all from PyPI, pinned, so two machines generate the same file; the
script refuses other versions):

- `unicodedata2` 18.0.0: General_Category and East_Asian_Width of every code point, Unicode
  18.0.0 (UAX #11's defaults for unassigned CJK code points included). Python's own
  `unicodedata` is not used: its version follows the Python build.
- `wcwidth` 0.9.4: the tables it ships, generated from the Unicode 18.0.0 files (each says so in
  a `# Source:` comment, checked here): Grapheme_Cluster_Break, Extended_Pictographic and
  Indic_Conjunct_Break=Linker (`table_grapheme.py`), and the bases that have an emoji variation
  sequence, from emoji-variation-sequences.txt (`table_vs16.py`). Only data is read from it;
  the width rules are ours (see DisplayWidth.swift).
- `emoji` 2.16.0 (Emoji 18.0): Emoji_Modifier_Base, as the scalars that its emoji sequences put
  before a skin-tone modifier (UTS #51 defines modifier sequences by that property).

Debian's `unicode-data` package, the source until 2026-11-24, stops at Unicode 15.0.

The output is deterministic: no dates, no paths, ranges sorted and merged. Run the script twice
and the file does not change.

Tables (each a sorted list of inclusive code point ranges, flattened as lo, hi, lo, hi, ...):

- zeroWidth: General_Category Mn, Me and Cf; Hangul jamo medial vowels and final consonants
  (Grapheme_Cluster_Break V and T in the jamo blocks), which attach to a leading consonant;
  and the rest of
  Default_Ignorable_Code_Point: U+1160 and the code points reserved as default ignorable
  (U+2065, U+FFF0-FFF8, U+E0000-E0FFF; checked against wcwidth's zero-width table). Not
  U+00AD SOFT HYPHEN (terminals draw a hyphen), nor the Hangul fillers U+115F, U+3164 and
  U+FFA0, which terminals draw at their East Asian width (2, 2 and 1; measured with
  Sources/TerminalCanvas/WidthTools/measure-terminal-widths.py).
- wide: East_Asian_Width W or F, and the regional indicators (Emoji_Presentation but N).
- emojiVariationBase: narrow code points with an emoji variation sequence; U+FE0F makes them two
  columns wide (U+2605 has none: U+2605 U+FE0F stays one column).
- extendedPictographic: Extended_Pictographic. A cluster on such a base is an emoji: it is as
  wide as its base (two with a ZWJ), whatever follows it.
- emojiModifierBase: Emoji_Modifier_Base. With a skin tone U+1F3FB-1F3FF: two columns.

Grapheme_Cluster_Break tables, for the ANSI encoder's check of whether two cells printed side
by side could be joined into one cluster by a terminal that clusters what it is sent:

- attachesToPrevious: Extend, SpacingMark, ZWJ, V and T. A cluster starting with one of these
  joins whatever was printed before it (V and T only after a Hangul syllable or jamo; listing
  them always only costs a cursor movement).
- prepend: Prepend. A cluster ending in one joins whatever is printed after it.
- leadingJamo: L. A cluster ending in one joins a following L jamo or Hangul syllable.
- conjunctLinker: Indic_Conjunct_Break=Linker (the viramas). A cluster ending in one may join a
  following consonant (GB9c).
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[3]
OUTPUT = ROOT / "Sources" / "TerminalCanvas" / "DisplayWidthTables.swift"

PINNED = {"unicodedata2": "18.0.0", "wcwidth": "0.9.4", "emoji": "2.16.0"}
UNICODE_VERSION = "18.0.0"
EMOJI_VERSION = "18.0"

# Default_Ignorable_Code_Point outside Mn, Me and Cf, as DerivedCoreProperties lists it: the
# Hangul fillers and the code points Unicode reserves as default ignorable.
HANGUL_FILLERS = {0x115F, 0x1160, 0x3164, 0xFFA0}
RESERVED_IGNORABLE = [(0x2065, 0x2065), (0xFFF0, 0xFFF8), (0xE0000, 0xE0FFF)]
# Drawn by terminals at their East Asian width, so not zero-width here.
DRAWN_FILLERS = {0x115F, 0x3164, 0xFFA0}


def load_packages():
    try:
        import emoji
        import unicodedata2
        import wcwidth
        from wcwidth import table_grapheme, table_vs16, table_zero
    except ImportError as error:
        sys.exit(f"generate-width-tables: {error}; install the data with "
                 f"`python3 -m pip install unicodedata2==18.0.0 wcwidth==0.9.4 emoji==2.16.0`")
    from importlib import metadata
    for name, version in PINNED.items():
        installed = metadata.version(name)
        if installed != version:
            sys.exit(f"generate-width-tables: {name} {installed} is installed; the tables come from "
                     f"{version} (python3 -m pip install {name}=={version})")
    if unicodedata2.unidata_version != UNICODE_VERSION:
        sys.exit(f"generate-width-tables: unicodedata2 has Unicode {unicodedata2.unidata_version}")
    source = pathlib.Path(table_grapheme.__file__).read_text(encoding="utf-8")
    versions = set(re.findall(r"# Source: GraphemeBreakProperty-(\d+\.\d+\.\d+)\.txt", source))
    if versions != {UNICODE_VERSION}:
        sys.exit(f"generate-width-tables: wcwidth's grapheme tables are Unicode {sorted(versions)}")
    return unicodedata2, wcwidth, table_grapheme, table_vs16, table_zero, emoji


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


def tuples(table):
    """Code points of a wcwidth table: a tuple of (lo, hi) pairs."""
    return expand((lo, hi) for lo, hi in table)


def generate():
    unicodedata2, wcwidth, grapheme, vs16, zero, emoji = load_packages()
    categories = {}
    wide = set()
    for code in range(0x110000):
        character = chr(code)
        categories[code] = unicodedata2.category(character)
        if unicodedata2.east_asian_width(character) in ("W", "F"):
            wide.add(code)

    zero_width = {code for code, category in categories.items() if category in ("Mn", "Me", "Cf")}
    # Hangul medial vowels and final consonants only: since Unicode 16.0 a few Kirat Rai vowel
    # signs are V too, and they are letters a terminal gives a column.
    hangul_jamo = set(range(0x1100, 0x1200)) | set(range(0xD7B0, 0xD800))
    zero_width |= (tuples(grapheme.GRAPHEME_V) | tuples(grapheme.GRAPHEME_T)) & hangul_jamo
    zero_width |= HANGUL_FILLERS | expand(RESERVED_IGNORABLE)
    zero_width -= DRAWN_FILLERS
    zero_width.discard(0x00AD)
    # What Default_Ignorable_Code_Point adds must be what wcwidth (from DerivedCoreProperties)
    # calls zero-width too: a check on the list above.
    wcwidth_zero = tuples(zero.ZERO_WIDTH[UNICODE_VERSION])
    missing = (HANGUL_FILLERS - DRAWN_FILLERS | expand(RESERVED_IGNORABLE)) - wcwidth_zero
    if missing:
        sys.exit(f"generate-width-tables: not zero-width in wcwidth: {sorted(hex(c) for c in missing)[:8]}")

    regional_indicators = tuples(grapheme.GRAPHEME_REGIONAL_INDICATOR)
    wide |= regional_indicators
    wide -= zero_width

    pictographic = tuples(grapheme.EXTENDED_PICTOGRAPHIC)
    variation_base = tuples(vs16.VS16_NARROW_TO_WIDE["9.0.0"]) - wide
    skin_tones = set(range(0x1F3FB, 0x1F400))
    modifier_base = set()
    for sequence in emoji.EMOJI_DATA:
        for first, second in zip(sequence, sequence[1:]):
            if ord(second) in skin_tones:
                modifier_base.add(ord(first))
    if max(entry["E"] for entry in emoji.EMOJI_DATA.values()) != float(EMOJI_VERSION):
        sys.exit("generate-width-tables: the emoji package is not Emoji " + EMOJI_VERSION)
    if not modifier_base <= pictographic:
        sys.exit("generate-width-tables: an emoji modifier base that is not Extended_Pictographic")

    attaches = set()
    for table in (grapheme.GRAPHEME_EXTEND, grapheme.GRAPHEME_SPACINGMARK, grapheme.GRAPHEME_ZWJ,
                  grapheme.GRAPHEME_V, grapheme.GRAPHEME_T):
        attaches |= tuples(table)
    prepend = tuples(grapheme.GRAPHEME_PREPEND)
    leading_jamo = tuples(grapheme.GRAPHEME_L)
    linkers = tuples(grapheme.INCB_LINKER)
    # The encoder skips the joining check for a cell starting below U+0300 after one ending
    # below U+0600; prove no such scalar joins.
    for code in range(0x20, 0x300):
        if code in attaches:
            sys.exit(f"generate-width-tables: U+{code:04X} attaches to what precedes it, below U+0300")
    for code in range(0x20, 0x600):
        if code in prepend or code in leading_jamo or code in linkers:
            sys.exit(f"generate-width-tables: U+{code:04X} joins what follows it, below U+0600")

    # The Swift fast path treats everything below U+0300 as one column; prove that stays true.
    for code in range(0x20, 0x300):
        if 0x7F <= code <= 0x9F:
            continue
        if code in zero_width or code in wide:
            sys.exit(f"generate-width-tables: U+{code:04X} breaks the one-column fast path below U+0300")
    # The only spacing scalars that attach as Extend without being marks are the halfwidth
    # katakana sound marks and the skin tones; DisplayWidth.swift counts the first a column
    # each (what terminals draw) and treats the second as emoji modifiers.
    odd = {code for code in tuples(grapheme.GRAPHEME_EXTEND)
           if code not in zero_width and categories[code] not in ("Mc",)} - skin_tones
    if odd != {0xFF9E, 0xFF9F}:
        sys.exit(f"generate-width-tables: unexpected spacing Extend scalars: {sorted(hex(c) for c in odd)}")

    parts = [
        "// DisplayWidthTables.swift",
        "// Generated: do not edit; see Sources/TerminalCanvas/WidthTools/generate-width-tables.py",
        f"// Unicode {UNICODE_VERSION}, Unicode Emoji {EMOJI_VERSION}, from PyPI: unicodedata2 {PINNED['unicodedata2']},",
        f"// wcwidth {PINNED['wcwidth']}'s tables and emoji {PINNED['emoji']}.",
        "",
        "/// Code point ranges for display width, generated from the Unicode Character Database.",
        "///",
        "/// Each table is a sorted list of inclusive ranges flattened as `lo, hi, lo, hi, ...`,",
        "/// searched by binary search in `DisplayWidth.swift`.",
        "enum DisplayWidthTables {",
        "    /// The Unicode version the tables were generated from.",
        f"    static let unicodeVersion = \"{UNICODE_VERSION}\"",
        "",
        "    /// The Unicode Emoji version the emoji tables were generated from.",
        f"    static let emojiVersion = \"{EMOJI_VERSION}\"",
        "",
        swift_table("zeroWidth",
                    "Mn, Me, Cf, Hangul V and T jamo, Default_Ignorable_Code_Point (not U+00AD, U+115F, U+3164, U+FFA0).",
                    merge(zero_width)),
        "",
        swift_table("wide", "East_Asian_Width W or F, and the regional indicators.", merge(wide)),
        "",
        swift_table("emojiVariationBase", "Narrow code points with an emoji variation sequence (U+FE0F).",
                    merge(variation_base)),
        "",
        swift_table("extendedPictographic", "Extended_Pictographic.", merge(pictographic)),
        "",
        swift_table("emojiModifierBase", "Emoji_Modifier_Base.", merge(modifier_base)),
        "",
        swift_table("attachesToPrevious", "Grapheme_Cluster_Break Extend, SpacingMark, ZWJ, V and T.",
                    merge(attaches)),
        "",
        swift_table("prepend", "Grapheme_Cluster_Break Prepend.", merge(prepend)),
        "",
        swift_table("leadingJamo", "Grapheme_Cluster_Break L.", merge(leading_jamo)),
        "",
        swift_table("conjunctLinker", "Indic_Conjunct_Break Linker.", merge(linkers)),
        "}",
        "",
    ]
    return "\n".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if the committed file differs")
    arguments = parser.parse_args()
    generated = generate()
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
