"""Mutant schemata (`mutate.py --schemata`): every comparison and every `± 1` of the files in
scope found, each rewritten in a copy of the package into a call that asks at run time whether
its mutant is the active one, so that one build holds every mutant.

A site `a < b` becomes `a <∀∃ b`, an operator of the site's own (the operator's characters
followed by two characters of U+2200–U+22FF that spell the site's number) declared in the
module's helper file in the same precedence group as the original, so that Swift parses the
expression exactly as before (no operand has to be found in the text), and defined as

    public func <∀∃ <T: Comparable>(a: T, b: T) -> Bool { __mutant(41) ? a <= b : a < b }

with overloads for what the original operator also accepts here (integers of two types, `nil`,
metatypes, strings and substrings, tuples of two). `a + 1` becomes `a +∀∃ 1` the same way, with
`Numeric` and `Strideable` overloads; `x += 1`, `x +=∀∃ 1`. A site whose rewrite does not
compile (the operator is the Cassowary DSL's, or a type the overloads do not cover) is put back
and listed as not schematised, with the compiler's reason: never dropped without a word.
"""

import dataclasses
import re

from .swift_text import SKIPPED_LINE, code_masks

COMPARISON_FLIP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
ONE_FLIP = {"+": "-", "-": "+", "+=": "-=", "-=": "+="}

# a comparison with a space either side (generics, `->`, `..<`, `>>` and `===` never match);
# `+ 1`, `- 1`, `+= 1`, `-= 1` with the 1 a whole literal (not `10`, `1.5`, `1_000`)
SITE = re.compile(r"(?<= )(<=|>=|==|!=|<|>)(?= )|(?<= )([+-]=?)(?= 1(?![\w.]))")
DECLARATION = re.compile(r"^\s*(?:(?:public|package|internal|private|fileprivate|static|final|@\w+(?:\([^)]*\))?|mutating|nonisolated)\s+)*"
                         r"(?:func|init|subscript|extension|struct|class|enum|protocol|actor|typealias)\b")
BASE = 0x2200  # U+2200–U+22FF, Mathematical Operators: operator characters in Swift's grammar


@dataclasses.dataclass(frozen=True)
class Site:
    path: str
    line: int          # 1-based
    column: int        # 0-based, of the operator in the original line
    op: str
    original_line: str
    occurrence: int    # the how-manyth site of this operator on this line, from 1

    @property
    def kind(self):
        return "comparison" if self.op in COMPARISON_FLIP else "plus-minus-one"

    @property
    def mutant_op(self):
        return COMPARISON_FLIP.get(self.op) or ONE_FLIP[self.op]

    @property
    def mutated_line(self):
        line = self.original_line
        return line[: self.column] + self.mutant_op + line[self.column + len(self.op):]

    @property
    def change(self):
        return f"{self.original_line.strip()} → {self.mutated_line.strip()}"

    @property
    def key(self):
        """What names the site across edits elsewhere in the file: the file, the line's text
        and which of its operators (equivalents.txt is keyed so, never by a line number)."""
        return (self.path, self.original_line.strip(), f"{self.op}#{self.occurrence}")

    def describe(self):
        return f"{self.path}:{self.line}: {self.change}"


@dataclasses.dataclass
class Unschematised:
    """A site that is not rewritten, and why."""
    site: Site
    reason: str


def operator_name(op, number):
    if not 0 <= number < 256 * 256:
        raise ValueError(f"site number {number} does not fit two characters")
    return op + chr(BASE + number // 256) + chr(BASE + number % 256)


def number_of(name):
    """The site number an operator name spells, or None (`<=∀∃` → 3)."""
    tail = name[-2:]
    if len(name) < 3 or not all(BASE <= ord(c) < BASE + 256 for c in tail):
        return None
    return (ord(tail[0]) - BASE) * 256 + ord(tail[1]) - BASE


def _declares(mask, start, previous):
    """Whether the operator at `start` is not a use: `func == (…)` declares it, and a generic
    constraint of a declaration (`extension S where Self == T`, or its `where` on the line
    below the declaration's, `previous`) ties types, not values."""
    before = mask[:start]
    if before.rstrip().endswith(("func", "operator")):
        return True
    if re.search(r"\bwhere\b[^{]*$", before):
        if DECLARATION.match(mask) or (re.match(r"^\s*where\b", mask) and DECLARATION.match(previous)):
            return True
    return False


def attribute_arguments(mask):
    """The spans of the arguments of the attributes a line begins with (`@available(…)`)."""
    spans, i = [], 0
    while True:
        m = re.compile(r"\s*@[\w.]+").match(mask, i)
        if not m:
            return spans
        i = m.end()
        if i < len(mask) and mask[i] == "(":
            depth, j = 0, i
            while j < len(mask):
                depth += {"(": 1, ")": -1}.get(mask[j], 0)
                j += 1
                if depth == 0:
                    break
            spans.append((i, j))
            i = j


def sites_in_text(path, text):
    """(sites, unschematised): every comparison and `± 1` of the code of one file. Those on a
    line that cannot hold a call (an attribute's arguments, a `#if` condition) are listed in
    the second, with the reason."""
    lines = text.split("\n")
    masks = code_masks(lines)
    sites, skipped = [], []
    previous = ""
    for index, (line, mask) in enumerate(zip(lines, masks)):
        if not mask.strip() or re.match(r"^\s*import\s", mask):
            continue
        before, previous = previous, mask
        counts = {}
        attributes = attribute_arguments(mask)
        for m in SITE.finditer(mask):
            op = m.group(1) or m.group(2)
            if _declares(mask, m.start(), before):
                continue
            counts[op] = counts.get(op, 0) + 1
            site = Site(path, index + 1, m.start(), op, line, counts[op])
            if SKIPPED_LINE.match(line):
                skipped.append(Unschematised(site, "a compiler directive's condition, decided before any code runs"))
            elif any(start <= m.start() < end for start, end in attributes):
                skipped.append(Unschematised(site, "an attribute's argument, fixed at compile time"))
            else:
                sites.append(site)
    return sites, skipped


def rewrite(text, numbered):
    """The text with each (site, number) of `numbered` rewritten to its operator. Returns
    (text, spans): spans maps a number to (line, first byte column, last) of its operator in the
    rewritten text, 1-based as the compiler's diagnostics count."""
    lines = text.split("\n")
    by_line = {}
    for site, number in numbered:
        by_line.setdefault(site.line, []).append((site, number))
    spans = {}
    for line_number, entries in by_line.items():
        line = lines[line_number - 1]
        out, position, placed = [], 0, []
        for site, number in sorted(entries, key=lambda e: e[0].column):
            assert line[site.column: site.column + len(site.op)] == site.op, site.describe()
            out.append(line[position: site.column])
            start = len("".join(out).encode("utf-8"))
            name = operator_name(site.op, number)
            out.append(name)
            placed.append((number, start + 1, start + len(name.encode("utf-8"))))
            position = site.column + len(site.op)
        out.append(line[position:])
        lines[line_number - 1] = "".join(out)
        for number, first, last in placed:
            spans[number] = (line_number, first, last)
    return "\n".join(lines), spans
