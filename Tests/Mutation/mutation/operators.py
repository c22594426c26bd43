"""The catalogue of operators, and the mutant each yields.

Each operator takes a line and its code mask (swift_text) and yields (column, end, replacement,
operator): the characters line[column:end] become replacement. `mutants_in_text` applies them
all to one file's text.
"""

import dataclasses
import re

from .swift_text import SKIPPED_LINE, code_masks


@dataclasses.dataclass(frozen=True, order=True)
class Mutant:
    path: str
    line: int          # 1-based
    column: int        # 0-based, in the original line
    end: int
    replacement: str
    operator: str
    original_line: str = dataclasses.field(compare=False, default="")

    @property
    def mutated_line(self):
        return self.original_line[: self.column] + self.replacement + self.original_line[self.end:]

    @property
    def change(self):
        return f"{self.original_line.strip()} → {self.mutated_line.strip()}"

    def describe(self):
        return f"{self.path}:{self.line}: {self.change} ({self.operator})"


def _matches(pattern, mask):
    for m in re.finditer(pattern, mask):
        yield m


def _declares_operator(mask, match):
    """`func == (…)` and `static func < (…)` declare the operator rather than use it, and
    `where Self == T` constrains a generic."""
    before = mask[: match.start()]
    where = re.search(r"\bwhere\b[^{]*$", before)
    return before.rstrip().endswith("func") or where is not None


BOUNDARY = {" < ": " <= ", " <= ": " < ", " > ": " >= ", " >= ": " > "}


def op_boundary(line, mask):
    """`a < b` ↔ `a <= b`, `a > b` ↔ `a >= b`: a comparison moved across its edge. Only an
    operator with a space either side, which generics (`Array<Int>`) and `->` never have."""
    for m in _matches(r" (<|<=|>|>=) ", mask):
        if _declares_operator(mask, m):
            continue
        yield m.start(), m.end(), BOUNDARY[m.group(0)], "boundary"


def op_equality(line, mask):
    """`==` ↔ `!=`."""
    for m in _matches(r" (==|!=) ", mask):
        if _declares_operator(mask, m):
            continue
        yield m.start(), m.end(), " != " if m.group(1) == "==" else " == ", "equality"


def op_logical(line, mask):
    """`&&` ↔ `||`."""
    for m in _matches(r" (&&|\|\|) ", mask):
        yield m.start(), m.end(), " || " if m.group(1) == "&&" else " && ", "logical"


def op_off_by_one(line, mask):
    """`+ 1` ↔ `- 1` and `+= 1` ↔ `-= 1`: a count or an index off by one (two, in all)."""
    for m in _matches(r" ([+-]=?) 1(?![\w.])", mask):
        sign = "-" if m.group(1)[0] == "+" else "+"
        yield m.start(1), m.end(1), sign + m.group(1)[1:], "off-by-one"


CONDITION = re.compile(r"^\s*(?:\}\s*else\s+)?(if|while|guard)\s+")


def _top_level_comma(text):
    depth = 0
    for ch in text:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            return True
    return False


def _condition(line, mask):
    """The condition of an `if`, `else if` or `while` line that ends in its `{`, or of a `guard`
    line that holds its `else {`, as (start, end); None for any other line."""
    m = CONDITION.match(mask)
    if not m:
        return None
    start = m.end()
    if m.group(1) == "guard":
        tail = re.search(r"\s+else\s*\{", mask[start:])
        if not tail:
            return None
        end = start + tail.start()
    else:
        if not mask.rstrip().endswith("{"):
            return None
        end = len(mask.rstrip()) - 1
        # Back over the line's own spaces, not the mask's: a string literal just before the
        # `{` is spaces in the mask, and stopping inside it planted `sign ==, false "-"`.
        while end > start and line[end - 1] == " ":
            end -= 1
    cond = mask[start:end]
    if not cond.strip() or "{" in cond or "}" in cond:
        return None
    return start, end


def op_negate(line, mask):
    """`if c {` → `if !(c) {`, and the same for `while` and `guard … else`. Not where the
    condition binds (`if let`, `case`) or is a list of conditions."""
    span = _condition(line, mask)
    if not span:
        return
    start, end = span
    cond = mask[start:end]
    if re.search(r"\b(let|var|case|await|try)\b|#available", cond) or _top_level_comma(cond):
        return
    text = line[start:end]
    if re.fullmatch(r"![\w.?()]+", text):
        yield start, end, text[1:], "negate"  # `!a.isEmpty` → `a.isEmpty`, not `!(!a.isEmpty)`
    else:
        yield start, end, "!(" + text + ")", "negate"


def op_skip_branch(line, mask):
    """`if c {` → `if c, false {`: the branch's body never runs, as if removed (a binding in the
    condition still binds, so the body still compiles). `while` loops are left alone."""
    span = _condition(line, mask)
    if not span:
        return
    start, end = span
    if CONDITION.match(mask).group(1) != "if":
        return
    yield end, end, ", false", "skip-branch"


def op_constant(line, mask):
    """An integer literal changed: 0 → 1, 1 → 0, n → n + 1; `true` ↔ `false`."""
    for m in _matches(r"(?<![\w.$#])(\d+)(?![\w.])", mask):
        text = m.group(1)
        if text.startswith("0") and len(text) > 1:
            continue
        value = int(text)
        yield m.start(), m.end(), "0" if value == 1 else str(value + 1), "constant"
    for m in _matches(r"(?<![\w.])(true|false)(?![\w])", mask):
        yield m.start(), m.end(), "false" if m.group(1) == "true" else "true", "constant"


OPERATORS = [op_boundary, op_equality, op_logical, op_off_by_one, op_negate, op_skip_branch, op_constant]
OPERATOR_NAMES = ["boundary", "equality", "logical", "off-by-one", "negate", "skip-branch", "constant"]


def mutants_in_text(path, text, only_lines=None):
    """Every mutant the operators offer in one file's text (only on `only_lines`, when given)."""
    lines = text.split("\n")
    masks = code_masks(lines)
    found = []
    for index, (line, mask) in enumerate(zip(lines, masks)):
        number = index + 1
        if only_lines is not None and number not in only_lines:
            continue
        if not mask.strip() or SKIPPED_LINE.match(line):
            continue
        # attributes, declarations of stored constants' types and `case` patterns are left alone:
        # a mutant there rarely compiles, or is a different program rather than a bug
        if re.match(r"^\s*(@|case\s.*:\s*$|default:)", mask):
            continue
        for operator in OPERATORS:
            for column, end, replacement, name in operator(line, mask):
                found.append(Mutant(path, number, column, end, replacement, name, line))
    return found
