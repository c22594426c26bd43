#!/usr/bin/env python3
"""A mutation run of TermIsland's own tests (issue 27; docs/Reliability.md, "Mutation testing").

Plants one mutant at a time, a single line changed in one file of Sources/, from a catalogue of
operators (a comparison flipped at its boundary, `+ 1` and `- 1` swapped, a condition negated, a
branch's body never taken, a constant changed, ...), builds, runs the test target that covers the
file's module, puts the file back, and prints the score and every mutant that survived.

    python3 Tests/Mutation/mutate.py --module Cassowary --count 20 --seed 1 --budget 20
    python3 Tests/Mutation/mutate.py --changed            # only lines changed since HEAD, before a commit
    python3 Tests/Mutation/mutate.py --module TerminalCanvas --list   # the mutants chosen, none run
    python3 Tests/Mutation/mutate.py --self-test          # this script's own tests, no build

A mutant the tests fail on is killed; one that hangs past the timeout is killed by timeout (and
said so); one that does not compile is not viable and counts in no score. Standard library only.
"""

import argparse
import dataclasses
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JOURNAL = os.path.join(".build", "mutate-journal.json")

# ---------------------------------------------------------------------------------------------
# Which tests cover a module.
#
# An explicit table, not Package.swift's testTarget dependencies: those list what a test target
# imports, and nearly every target imports TerminalCanvas, so reading them would run most of the
# suite for every mutant of it. A module named M is covered by M + "Tests" when that target
# exists; the table names the rest, and `--tests` overrides both.
TESTS_FOR_MODULE = {
    "IslandRegistry": ["WidgetSourceTests"],
    "WidgetPreviews": ["WidgetSourceTests"],
    "WidgetPreviewsMacros": ["WidgetSourceTests"],
    "SwiftSourceText": ["WidgetSourceTests", "IslandCommandTests"],
    "IslandCommands": ["IslandCommandTests"],
    "island": ["IslandCommandTests"],
    "TermIsland": ["LiveActivityTests"],
}

# Modules whose sources are generated, C, or a compiler plugin's main: not mutated.
SKIPPED_FILES = re.compile(r"(DisplayWidthTables\.swift|/C[A-Z][A-Za-z]*/|\.(c|h)$)")


def test_targets(module, root=ROOT):
    if module in TESTS_FOR_MODULE:
        return TESTS_FOR_MODULE[module]
    if os.path.isdir(os.path.join(root, "Tests", module + "Tests")):
        return [module + "Tests"]
    return []


def module_of(path):
    """`Sources/Cassowary/Tableau/Row.swift` → `Cassowary`."""
    parts = path.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else None


# ---------------------------------------------------------------------------------------------
# Reading Swift text: which characters of each line are code.


def code_masks(lines):
    """For each line, a string as long as the line with every character that is not code (in a
    comment or a string literal, interpolations included) replaced by a space. Nested block
    comments, multi-line strings and raw strings (`#"…"#`) are followed across lines."""
    masks = []
    comment_depth = 0      # nested /* */
    string = None          # None, '"', '"""', or a raw string's closing delimiter such as '"#'
    for line in lines:
        out = []
        i, n = 0, len(line)
        while i < n:
            if comment_depth:
                if line.startswith("*/", i):
                    comment_depth -= 1
                    out.append("  ")
                    i += 2
                elif line.startswith("/*", i):
                    comment_depth += 1
                    out.append("  ")
                    i += 2
                else:
                    out.append(" ")
                    i += 1
                continue
            if string is not None:
                if string in ('"', '"""') and line[i] == "\\":
                    out.append("  "[: min(2, n - i)])
                    i += 2
                    continue
                if line.startswith(string, i):
                    out.append(" " * len(string))
                    i += len(string)
                    string = None
                    continue
                out.append(" ")
                i += 1
                continue
            if line.startswith("//", i):
                out.append(" " * (n - i))
                break
            if line.startswith("/*", i):
                comment_depth = 1
                out.append("  ")
                i += 2
                continue
            raw = re.match(r'(#+)("""|")', line[i:])
            if raw:
                string = raw.group(2) + raw.group(1)
                out.append(" " * len(raw.group(0)))
                i += len(raw.group(0))
                continue
            if line.startswith('"""', i):
                string = '"""'
                out.append("   ")
                i += 3
                continue
            if line[i] == '"':
                string = '"'
                out.append(" ")
                i += 1
                continue
            out.append(line[i])
            i += 1
        if string == '"':
            string = None  # a single-line string cannot cross a line; be forgiving
        masks.append("".join(out)[:n].ljust(n))
    return masks


SKIPPED_LINE = re.compile(r"^\s*(#(if|elseif|else|endif|warning|error|sourceLocation)\b|import\s|@testable\s|@_exported\s)")


# ---------------------------------------------------------------------------------------------
# The operators. Each takes a line and its code mask and yields (column, end, replacement,
# operator): the characters line[column:end] become replacement.


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


# ---------------------------------------------------------------------------------------------
# Choosing mutants.


def swift_files(root, modules):
    paths = []
    for module in modules:
        base = os.path.join(root, "Sources", module)
        for directory, _, files in os.walk(base):
            for name in files:
                if name.endswith(".swift"):
                    rel = os.path.relpath(os.path.join(directory, name), root).replace(os.sep, "/")
                    if not SKIPPED_FILES.search(rel):
                        paths.append(rel)
    return sorted(paths)


def all_modules(root):
    base = os.path.join(root, "Sources")
    return sorted(m for m in os.listdir(base) if os.path.isdir(os.path.join(base, m)) and test_targets(m, root))


def choose(mutants, count, seed):
    """`count` mutants, the same for the same seed: each operator's sites shuffled, then taken in
    turn from each operator, so that the commonest (constants) does not crowd out the rest."""
    rng = random.Random(seed)
    by_operator = {}
    for mutant in sorted(mutants):
        by_operator.setdefault(mutant.operator, []).append(mutant)
    queues = []
    for name in OPERATOR_NAMES:
        queue = by_operator.get(name, [])
        rng.shuffle(queue)
        queues.append(queue)
    chosen = []
    while any(queues) and (count is None or len(chosen) < count):
        for queue in queues:
            if queue and (count is None or len(chosen) < count):
                chosen.append(queue.pop(0))
    return chosen


def survivors_of(path, mutants):
    """The mutants a `--json` file says survived, found again among `mutants` by their
    description (file, line and change), or, where lines were added above since, by the same
    change to the same line of the same file when exactly one line matches. A survivor whose
    line itself has changed cannot be planted again: that is an error, not a silent skip."""
    with open(path, encoding="utf-8") as f:
        recorded = json.load(f)
    wanted = [entry["mutant"] for entry in recorded.get("outcomes", []) if entry.get("outcome") == "survived"]
    by_description = {mutant.describe(): mutant for mutant in mutants}
    by_change = {}
    for mutant in mutants:
        key = (mutant.path, mutant.change, mutant.operator)
        by_change[key] = None if key in by_change else mutant  # None: more than one line matches
    found, missing = [], []
    for description in wanted:
        if description in by_description:
            found.append(by_description[description])
            continue
        match = re.fullmatch(r"(.+?):\d+: (.*) \(([a-z-]+)\)", description)
        moved = by_change.get((match.group(1), match.group(2), match.group(3))) if match else None
        if moved is None:
            missing.append(description)
        else:
            found.append(moved)
    if missing:
        raise ValueError("these survivors' lines changed since, so they cannot be planted again:\n  " + "\n  ".join(missing))
    return found


def write_outcomes(path, args, outcomes):
    """Rewritten after every mutant, so that an interrupted run keeps what it learnt."""
    document = {"seed": args.seed, "count": args.count, "again": args.again, "outcomes": outcomes}
    temporary = path + ".partial"
    with open(temporary, "w", encoding="utf-8") as f:
        json.dump(document, f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(temporary, path)


def changed_lines(root, rev):
    """{path: {line, …}} of the lines in Sources/ added or changed since `rev` (the working tree
    against it, so uncommitted changes count)."""
    diff = subprocess.run(["git", "diff", "-U0", "--no-color", rev, "--", "Sources"], cwd=root,
                          capture_output=True, text=True, check=True).stdout
    return parse_diff(diff)


def parse_diff(diff):
    result, path = {}, None
    for line in diff.split("\n"):
        if line.startswith("+++ "):
            path = line[6:] if line.startswith("+++ b/") else None
        elif line.startswith("@@") and path:
            m = re.match(r"@@ -\S+ \+(\d+)(?:,(\d+))? @@", line)
            start, length = int(m.group(1)), int(m.group(2) or "1")
            result.setdefault(path, set()).update(range(start, start + length))
    return result


# ---------------------------------------------------------------------------------------------
# Planting a mutant, and always taking it out again.


class Planted:
    """Writes a mutant into its file and puts the original back on leaving, whatever happened.
    A journal in .build records the original first, so that even a run killed outright can be
    undone by `--restore`."""

    def __init__(self, root, mutant):
        self.root, self.mutant = root, mutant
        self.file = os.path.join(root, mutant.path)
        self.journal = os.path.join(root, JOURNAL)

    def __enter__(self):
        with open(self.file, "rb") as f:
            self.original = f.read()
        lines = self.original.decode("utf-8").split("\n")
        assert lines[self.mutant.line - 1] == self.mutant.original_line, f"{self.mutant.path} changed under the run"
        lines[self.mutant.line - 1] = self.mutant.mutated_line
        os.makedirs(os.path.dirname(self.journal), exist_ok=True)
        with open(self.journal, "w") as f:
            json.dump({"path": self.mutant.path, "pid": os.getpid(), "original": self.original.decode("utf-8")}, f)
        stat = os.stat(self.file)
        with open(self.file, "wb") as f:
            f.write("\n".join(lines).encode("utf-8"))
        os.utime(self.file, ns=(stat.st_atime_ns, max(stat.st_mtime_ns + 1_000_000_000, time.time_ns())))
        self.callers = default_argument_name(self.original.decode("utf-8").split("\n"), self.mutant)
        if self.callers is not None:
            touch_callers(self.root, self.callers)
        return self

    def __exit__(self, *exc):
        restore_bytes(self.file, self.original)
        if getattr(self, "callers", None) is not None:
            touch_callers(self.root, self.callers)  # their copies of the default are the mutant's now
        if os.path.exists(self.journal):
            os.remove(self.journal)
        return False


# ---------------------------------------------------------------------------------------------
# A default argument's callers.
#
# Swift emits a public function's default-argument generator as a weak symbol into every module
# that calls it without that argument, and an incremental build does not compile those callers
# again when only the default's value changes. So a mutant of a default would be linked beside
# the callers' stale copies, and the linker may take one of those: the mutant is never run (the
# full run's `Text(timerInterval:)` mutant survived so). When a mutant lies in a default, every
# file that names the declaration is touched, when it is planted and again when it is removed.

DECLARATION = re.compile(r"\b(?:func\s+([A-Za-z_]\w*)|init[?!]?|subscript)\s*(?:<[^>]*>)?\(")
PARAMETER_LINE = re.compile(r"^\s*(?:_\s+)?([A-Za-z_]\w*)(?:\s+[A-Za-z_]\w*)?\s*:")


def default_argument_name(lines, mutant):
    """The text a call of the declaration whose default `mutant` changes contains (`name(` for
    a function, the first label and a colon for an initialiser, `[` for a subscript), or None
    when the mutant is not in a default argument."""
    line = mutant.original_line
    declaration = None
    for candidate in DECLARATION.finditer(line):
        if candidate.end() <= mutant.column:
            declaration, declared_on = candidate, line
    if declaration:
        parameters = line[declaration.end(): mutant.column]
    elif PARAMETER_LINE.match(line):
        # a parameter on a line of its own, below its declaration
        parameters = line[: mutant.column]
        for above in range(mutant.line - 2, max(mutant.line - 8, -1), -1):
            found = list(DECLARATION.finditer(lines[above]))
            if found:
                declaration, declared_on = found[-1], lines[above]
                break
    if declaration is None:
        return None
    depth, last = 0, ""
    for character in parameters:
        if character in "([<":
            depth += 1
        elif character in ")]>":
            depth -= 1
            if depth < 0:
                return None  # past the parameter list: the body or the result type
        if character == "," and depth == 0:
            last = ""
        else:
            last += character
    if not re.search(r"(?<![=!<>])=(?!=)", last):
        return None
    if declaration.group(1):
        return declaration.group(1) + "("
    if declaration.group(0).startswith("subscript"):
        return "["
    label = re.match(r"\s*(_\s)?\s*([A-Za-z_]\w*)", declared_on[declaration.end():])
    if label is None or label.group(1):
        return ""  # `Type(value)`: no name to look for, so every file
    return label.group(2) + ":"


def touch_callers(root, name):
    """Gives every Swift file of Sources/ and Tests/ whose text holds `name` a new time."""
    touched = 0
    for folder in ("Sources", "Tests"):
        for directory, _, files in os.walk(os.path.join(root, folder)):
            for file in files:
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, "rb") as f:
                    if name.encode("utf-8") not in f.read():
                        continue
                now = time.time_ns()
                os.utime(path, ns=(now, now))
                touched += 1
    return touched


def restore_bytes(file, original):
    with open(file, "wb") as f:
        f.write(original)
    # a new time, so the next build sees the file changed back
    now = time.time_ns()
    os.utime(file, ns=(now, now))


def journal_entry(root):
    journal = os.path.join(root, JOURNAL)
    if not os.path.exists(journal):
        return None
    with open(journal) as f:
        return json.load(f)


def pid_alive(pid):
    if not pid:
        return False
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def restore_from_journal(root):
    journal = os.path.join(root, JOURNAL)
    if not os.path.exists(journal):
        return None
    with open(journal) as f:
        entry = json.load(f)
    restore_bytes(os.path.join(root, entry["path"]), entry["original"].encode("utf-8"))
    os.remove(journal)
    return entry["path"]


def sources_dirty(root):
    out = subprocess.run(["git", "status", "--porcelain", "--", "Sources"], cwd=root, capture_output=True, text=True)
    return [line for line in out.stdout.split("\n") if line.strip()]


# ---------------------------------------------------------------------------------------------
# Running.


def run(command, root, timeout):
    """(status, seconds, output); status None when the timeout passed. The output is read as
    bytes and decoded leniently: a test killed mid-write leaves half a UTF-8 sequence, which
    once ended a whole run. The command runs with a token of its own in its environment, which
    everything it starts inherits; on a timeout its process group is killed, and then every
    process still carrying the token (a test process in a group of its own, a pty child, a tmux
    server), so nothing of a mutant outlives it and slows the next."""
    start = time.monotonic()
    token = f"{os.getpid()}-{time.monotonic_ns()}"
    environment = dict(os.environ, TERMISLAND_MUTANT_RUN=token)
    process = subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True, env=environment)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, time.monotonic() - start, output.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        kill_tree(process, token)
        output, _ = process.communicate()
        return None, time.monotonic() - start, output.decode("utf-8", "replace")
    except BaseException:
        kill_tree(process, token)
        process.communicate()
        raise


def kill_tree(process, token):
    """Kills the command's process group, then every process whose environment carries the
    command's token: what it left in groups of its own. Nothing else: not a process of the same
    checkout that another run or a test started (run from the test suite, killing by the build
    folder's path once took the test process itself), and never this script's ancestors."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    if not os.path.isdir("/proc"):
        return
    marker = f"TERMISLAND_MUTANT_RUN={token}".encode()
    ancestors = _ancestors(os.getpid())
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in ancestors:
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                carries = marker in f.read().split(b"\0")
        except OSError:
            continue
        if carries:
            try:
                os.kill(int(entry), signal.SIGKILL)
            except OSError:
                pass


def _stat_fields(pid):
    """The fields of /proc/PID/stat after the command's name (which may hold spaces), or None."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()


def _ancestors(pid):
    """This process and every process above it, up to init."""
    found = set()
    while pid > 1 and pid not in found:
        found.add(pid)
        fields = _stat_fields(pid)
        if not fields:
            break
        pid = int(fields[1])
    return found


def build(root, timeout):
    return run(["swift", "build", "--build-tests"], root, timeout)


def test(root, targets, timeout):
    pattern = "|".join(f"^{re.escape(t)}\\." for t in targets)
    return run(["swift", "test", "--skip-build", "--filter", pattern], root, timeout)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Plant mutants in Sources/ and see whether the tests notice.")
    parser.add_argument("--module", action="append", help="a module of Sources/ to mutate (repeatable; default: all with tests)")
    parser.add_argument("--file", action="append", help="a file of Sources/ to mutate (repeatable)")
    parser.add_argument("--changed", nargs="?", const="HEAD", metavar="REV",
                        help="only lines added or changed since REV (default HEAD: uncommitted changes)")
    parser.add_argument("--count", type=int, help="how many mutants (default: all the sites found)")
    parser.add_argument("--seed", type=int, default=27, help="chooses the mutants (default 27)")
    parser.add_argument("--budget", type=float, help="minutes; no mutant is started after it (with --changed, 5 unless given)")
    parser.add_argument("--tests", help="comma-separated test targets to run, instead of the module's")
    parser.add_argument("--timeout", type=float,
                        help="seconds a mutant's tests may take (default: 3 × the unmutated run, at least 60)")
    parser.add_argument("--list", action="store_true", help="print the chosen mutants and run none")
    parser.add_argument("--from", dest="start", type=int, default=1, metavar="N",
                        help="start at the Nth chosen mutant (1-based): resume a run, or share one list between two checkouts")
    parser.add_argument("--json", metavar="FILE", help="write every mutant's outcome to FILE as it is known (a run cut short keeps what it ran)")
    parser.add_argument("--report", nargs="+", metavar="FILE",
                        help="print the score of --json files together (one run shared between checkouts with --from), by module, and stop")
    parser.add_argument("--again", metavar="FILE",
                        help="run again only the mutants that survived in FILE (a --json file), e.g. after writing the tests that pin them")
    parser.add_argument("--allow-dirty", action="store_true", help="run with uncommitted changes in Sources/ (restored byte for byte)")
    parser.add_argument("--restore", action="store_true", help="put back a file a killed run left mutated, and stop")
    parser.add_argument("--self-test", action="store_true", help="run this script's own tests (no build)")
    args = parser.parse_args(argv)

    if args.report:
        return report_files(args.report)
    if args.self_test:
        result = unittest.main(module=__name__, argv=[sys.argv[0]], exit=False, verbosity=1).result
        return 0 if result.wasSuccessful() else 1
    if args.restore:
        planted = journal_entry(ROOT)
        if planted and pid_alive(planted.get("pid")) and planted.get("pid") != os.getpid():
            print(f"mutate: process {planted['pid']} is still running with that mutant; it will restore it", file=sys.stderr)
            return 2
        path = restore_from_journal(ROOT)
        print(f"mutate: restored {path}" if path else "mutate: nothing to restore")
        return 0

    only = None
    if args.changed:
        if args.budget is None:
            args.budget = 5
        try:
            only = changed_lines(ROOT, args.changed)
        except subprocess.CalledProcessError as error:
            print(f"mutate: git diff {args.changed}: {error.stderr.strip()}", file=sys.stderr)
            return 2
    if args.file:
        files = [f.replace(os.sep, "/") for f in args.file]
    else:
        modules = args.module or all_modules(ROOT)
        for module in modules:
            if not os.path.isdir(os.path.join(ROOT, "Sources", module)):
                print(f"mutate: no module {module!r} in Sources/", file=sys.stderr)
                return 2
        files = swift_files(ROOT, modules)
    if only is not None:
        files = [f for f in files if f in only]

    mutants = []
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            mutants += mutants_in_text(path, f.read(), only.get(path) if only is not None else None)
    if args.again:
        try:
            chosen = survivors_of(args.again, mutants)
        except (OSError, ValueError) as error:
            print(f"mutate: --again {args.again}: {error}", file=sys.stderr)
            return 2
    else:
        chosen = choose(mutants, args.count, args.seed)

    if args.start > 1:
        skipped = args.start - 1
        chosen = chosen[skipped:]
    if args.list:
        for mutant in chosen:
            print(mutant.describe())
        print(f"{len(chosen)} of {len(mutants)} sites in {len(files)} files, seed {args.seed}")
        return 0
    if not chosen:
        print("mutate: no mutants to run")
        return 0

    planted = journal_entry(ROOT)
    if planted:
        if pid_alive(planted.get("pid")):
            print(f"mutate: another run (process {planted['pid']}) has a mutant planted in {planted['path']}; "
                  "one run at a time in a checkout", file=sys.stderr)
        else:
            print(f"mutate: {JOURNAL} says a run was stopped with a mutant planted in {planted['path']}; "
                  "run `python3 Tests/Mutation/mutate.py --restore` first", file=sys.stderr)
        return 2
    dirty = sources_dirty(ROOT)
    if dirty and not args.allow_dirty:
        print("mutate: Sources/ has uncommitted changes; commit or stash them, or pass --allow-dirty "
              "(each file is put back byte for byte):\n  " + "\n  ".join(dirty), file=sys.stderr)
        return 2
    return execute(chosen, args)


def execute(chosen, args):
    override = args.tests.split(",") if args.tests else None
    started = time.monotonic()
    deadline = started + args.budget * 60 if args.budget else None

    print(f"mutate: building and running the unmutated tests first", flush=True)
    status, seconds, output = build(ROOT, 3600)
    if status != 0:
        print(output[-3000:])
        print("mutate: the unmutated package does not build", file=sys.stderr)
        return 1
    baseline = {}
    for targets in sorted({tuple(override or test_targets(module_of(m.path))) for m in chosen}):
        status, seconds, output = test(ROOT, list(targets), 1800)
        if status != 0:
            print(output[-3000:])
            print(f"mutate: {', '.join(targets)} fail without a mutant; fix that first", file=sys.stderr)
            return 1
        baseline[targets] = seconds
        print(f"mutate: {', '.join(targets)} pass unmutated in {seconds:.0f}s", flush=True)

    results = {"killed": [], "timeout": [], "survived": [], "not viable": []}
    outcomes = []
    not_run = 0

    def stop(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, stop)

    try:
        total = len(chosen) + args.start - 1
        for number, mutant in enumerate(chosen, args.start):
            if deadline and time.monotonic() > deadline:
                not_run = total - number + 1
                break
            targets = tuple(override or test_targets(module_of(mutant.path)))
            timeout = args.timeout or max(60.0, 3 * baseline[targets])
            with Planted(ROOT, mutant):
                status, build_seconds, _ = build(ROOT, 1800)
                if status != 0:
                    outcome = "not viable"
                    test_seconds = 0
                else:
                    status, test_seconds, _ = test(ROOT, list(targets), timeout)
                    outcome = "timeout" if status is None else "survived" if status == 0 else "killed"
            results[outcome].append(mutant)
            if args.json:
                outcomes.append({"mutant": mutant.describe(), "module": module_of(mutant.path), "operator": mutant.operator,
                                 "outcome": outcome, "build seconds": round(build_seconds, 1), "test seconds": round(test_seconds, 1)})
                write_outcomes(args.json, args, outcomes)
            print(f"[{number}/{total}] {outcome:10} {mutant.describe()}  "
                  f"(build {build_seconds:.0f}s, tests {test_seconds:.0f}s)", flush=True)
    except KeyboardInterrupt:
        print("mutate: interrupted; the file is restored", file=sys.stderr)
    finally:
        # the last build saw a mutant: build again so that the tree's products match its sources
        build(ROOT, 3600)

    report(results, not_run, time.monotonic() - started, args)
    return 0


def report(results, not_run, seconds, args):
    killed, timeouts, survived = len(results["killed"]), len(results["timeout"]), len(results["survived"])
    scored = killed + timeouts + survived
    score = f"{100 * (killed + timeouts) / scored:.1f}%" if scored else "n/a"
    print()
    print(f"mutants: {scored + len(results['not viable'])} run in {seconds / 60:.1f} min (seed {args.seed}); "
          f"killed {killed}, killed by timeout {timeouts}, survived {survived}, not viable {len(results['not viable'])}"
          + (f", {not_run} not run (budget)" if not_run else "")
          + f"; score {score} (killed ÷ viable)")
    if survived:
        print("survivors:")
        for mutant in results["survived"]:
            print(f"  {mutant.describe()}")
    if timeouts:
        print("killed by timeout:")
        for mutant in results["timeout"]:
            print(f"  {mutant.describe()}")


def report_files(paths):
    """One report for the outcomes of several `--json` files, in the order given (a run split
    with `--from`, each part in its own checkout): the totals as a run prints them, the time
    the mutants took (builds and tests), and a line a module."""
    outcomes = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            outcomes += json.load(f).get("outcomes", [])
    tally = {name: [e for e in outcomes if e["outcome"] == name] for name in ("killed", "timeout", "survived", "not viable")}
    killed, timeouts, survived = len(tally["killed"]), len(tally["timeout"]), len(tally["survived"])
    scored = killed + timeouts + survived
    seconds = sum(e.get("build seconds", 0) + e.get("test seconds", 0) for e in outcomes)
    score = f"{100 * (killed + timeouts) / scored:.1f}%" if scored else "n/a"
    print(f"mutants: {len(outcomes)} run in {seconds / 60:.1f} min of builds and tests; killed {killed}, killed by timeout "
          f"{timeouts}, survived {survived}, not viable {len(tally['not viable'])}; score {score} (killed ÷ viable)")
    modules = sorted({e["module"] for e in outcomes}, key=lambda m: (-sum(e["module"] == m for e in outcomes), m))
    print("by module (killed, timeouts included / viable):")
    for module in modules:
        mine = [e for e in outcomes if e["module"] == module and e["outcome"] != "not viable"]
        dead = sum(e["outcome"] in ("killed", "timeout") for e in mine)
        print(f"  {module:24} {dead:3} / {len(mine):3}")
    if survived:
        print("survivors:")
        for entry in tally["survived"]:
            print(f"  {entry['mutant']}")
    return 0


# ---------------------------------------------------------------------------------------------
# This script's own tests: `python3 Tests/Mutation/mutate.py --self-test` (DocumentationTests runs it).


class MaskTests(unittest.TestCase):
    def mask(self, text):
        return code_masks(text.split("\n"))

    def test_comments_and_strings_are_not_code(self):
        masks = self.mask('let a = b < c // a < b\nlet s = "x < y" + 1\n/// if x < y {')
        self.assertEqual(masks[0].rstrip(), "let a = b < c")
        self.assertNotIn("<", masks[1])
        self.assertIn("+ 1", masks[1])
        self.assertEqual(masks[2].strip(), "")

    def test_block_comments_nest_and_cross_lines(self):
        masks = self.mask("/* a < b /* c < d */ e < f\n g < h */ x < y")
        self.assertEqual(masks[0].strip(), "")
        self.assertEqual(masks[1].strip(), "x < y")

    def test_multiline_and_raw_strings(self):
        masks = self.mask('let s = """\n  a < b\n  """\nlet r = #"a "<" b"# + 1\nlet e = "a \\" < b"')
        self.assertEqual(masks[1].strip(), "")
        self.assertNotIn("<", masks[3])
        self.assertIn("+ 1", masks[3])
        self.assertNotIn("<", masks[4])

    def test_masks_keep_columns(self):
        line = 'f("a", b < c)'
        self.assertEqual(self.mask(line)[0].index("<"), line.index("<"))


class OperatorTests(unittest.TestCase):
    def mutated(self, line, operator):
        return sorted(m.mutated_line for m in mutants_in_text("Sources/M/F.swift", line) if m.operator == operator)

    def test_boundary(self):
        self.assertEqual(self.mutated("if a < b && c >= d {", "boundary"),
                         ["if a < b && c > d {", "if a <= b && c >= d {"])

    def test_boundary_leaves_generics_and_arrows_alone(self):
        self.assertEqual(self.mutated("func f(_ a: Array<Int>) -> Set<Int> { a >> 1 }", "boundary"), [])
        self.assertEqual(self.mutated("static func < (a: T, b: T) -> Bool {", "boundary"), [])
        self.assertEqual(self.mutated("public func == <L: P>(lhs: L, rhs: L) -> C {", "equality"), [])
        self.assertEqual(self.mutated("extension S where Self == T { var a: Bool { b == c } }", "equality"),
                         ["extension S where Self == T { var a: Bool { b != c } }"])

    def test_equality_and_logical(self):
        self.assertEqual(self.mutated("return a == b || c", "equality"), ["return a != b || c"])
        self.assertEqual(self.mutated("return a == b || c", "logical"), ["return a == b && c"])

    def test_off_by_one(self):
        self.assertEqual(self.mutated("x += 1; y = n - 1; z = n + 10", "off-by-one"),
                         ["x += 1; y = n + 1; z = n + 10", "x -= 1; y = n - 1; z = n + 10"])

    def test_negate(self):
        self.assertEqual(self.mutated("    if a.isEmpty {", "negate"), ["    if !(a.isEmpty) {"])
        self.assertEqual(self.mutated("} else if x > 2 {", "negate"), ["} else if !(x > 2) {"])
        self.assertEqual(self.mutated("guard n > 0 else { return }", "negate"), ["guard !(n > 0) else { return }"])
        self.assertEqual(self.mutated("while i < n {", "negate"), ["while !(i < n) {"])
        self.assertEqual(self.mutated("guard !xs.isEmpty else {", "negate"), ["guard xs.isEmpty else {"])

    def test_negate_leaves_bindings_and_lists_alone(self):
        for line in ["if let x = y {", "guard case .a = b else {", "if a, b {", "if x { y() } else { z() }", "if xs.contains { $0 > 1 } {"]:
            self.assertEqual(self.mutated(line, "negate"), [], line)

    def test_skip_branch(self):
        self.assertEqual(self.mutated("if let x = y {", "skip-branch"), ["if let x = y, false {"])
        self.assertEqual(self.mutated("while i < n {", "skip-branch"), [])
        self.assertEqual(self.mutated("guard n > 0 else {", "skip-branch"), [])

    def test_skip_branch_after_a_string_literal(self):
        self.assertEqual(self.mutated('if let sign = text.first, sign == "+" || sign == "-" {', "skip-branch"),
                         ['if let sign = text.first, sign == "+" || sign == "-", false {'])

    def test_constant(self):
        self.assertEqual(self.mutated("let a = [0, 1, 7, 0x10, 2.5, t.0, x2]; b = true", "constant"),
                         ["let a = [0, 0, 7, 0x10, 2.5, t.0, x2]; b = true",
                          "let a = [0, 1, 7, 0x10, 2.5, t.0, x2]; b = false",
                          "let a = [0, 1, 8, 0x10, 2.5, t.0, x2]; b = true",
                          "let a = [1, 1, 7, 0x10, 2.5, t.0, x2]; b = true"])

    def test_constant_leaves_closure_arguments_alone(self):
        self.assertEqual(self.mutated("xs.map { $0 + $1 }", "constant"), [])

    def test_skipped_lines(self):
        text = "import Foundation\n#if os(Linux) && true\n/// x < y\n@available(macOS 15, *)\n// a + 1\n    case 1:\n"
        self.assertEqual(mutants_in_text("Sources/M/F.swift", text), [])

    def test_describe(self):
        m = mutants_in_text("Sources/M/F.swift", "\n  return a < b")[0]
        self.assertEqual(m.describe(), "Sources/M/F.swift:2: return a < b → return a <= b (boundary)")


class ChoiceTests(unittest.TestCase):
    text = "\n".join(f"let v{i} = a < {i} && b == {i} + 1" for i in range(30))

    def test_same_seed_same_mutants(self):
        mutants = mutants_in_text("Sources/M/F.swift", self.text)
        self.assertEqual(choose(mutants, 12, 5), choose(list(reversed(mutants)), 12, 5))
        self.assertNotEqual(choose(mutants, 12, 5), choose(mutants, 12, 6))

    def test_operators_take_turns(self):
        chosen = choose(mutants_in_text("Sources/M/F.swift", self.text), 5, 1)
        self.assertEqual([m.operator for m in chosen], ["boundary", "equality", "logical", "off-by-one", "constant"])

    def test_changed_lines(self):
        diff = ("diff --git a/Sources/M/F.swift b/Sources/M/F.swift\n--- a/Sources/M/F.swift\n+++ b/Sources/M/F.swift\n"
                "@@ -3 +3 @@\n-a\n+b\n@@ -10,0 +11,2 @@\n+c\n+d\n@@ -20,2 +22,0 @@\n-e\n-f\n"
                "--- a/Sources/M/G.swift\n+++ /dev/null\n@@ -1 +0,0 @@\n-g\n")
        self.assertEqual(parse_diff(diff), {"Sources/M/F.swift": {3, 11, 12}})

    def test_again_plants_the_survivors_of_a_json_file(self):
        import tempfile
        text = "let a = b < c\nlet d = e == f\n"
        mutants = mutants_in_text("Sources/M/F.swift", text)
        survived, killed = mutants[0], mutants[1]
        outcomes = [{"mutant": survived.describe(), "outcome": "survived"}, {"mutant": killed.describe(), "outcome": "killed"}]
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "run.json")
            write_outcomes(path, argparse.Namespace(seed=1, count=2, again=None), outcomes)
            self.assertEqual(survivors_of(path, mutants), [survived])
            changed = mutants_in_text("Sources/M/F.swift", "let a = b < c + 1\nlet d = e == f\n")
            with self.assertRaises(ValueError):
                survivors_of(path, changed)
            moved = mutants_in_text("Sources/M/F.swift", "// a line added above\nlet a = b < c\nlet d = e == f\n")
            self.assertEqual([m.line for m in survivors_of(path, moved)], [2])

    def test_a_timeout_kills_what_the_command_left_but_never_an_ancestor(self):
        if not os.path.isdir("/proc"):
            self.skipTest("no /proc")
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            build = os.path.join(folder, ".build")
            os.makedirs(build)
            sleeper = os.path.join(build, "sleeper")
            os.symlink(sys.executable, sleeper)
            # This test's own process is an ancestor of the script, as a test runner would be.
            self.assertIn(os.getpid(), _ancestors(os.getpid()))
            # A grandchild in a session of its own, as a test process or a tmux server is.
            command = [sys.executable, "-c",
                       f"import subprocess, time; subprocess.Popen([{sleeper!r}, '-c', 'import time; time.sleep(60)'], "
                       "start_new_session=True); time.sleep(60)"]
            bystander = subprocess.Popen([sleeper, "-c", "import time; time.sleep(60)"], start_new_session=True)
            status, _, _ = run(command, folder, 1)
            self.assertIsNone(status)
            self.assertIsNone(bystander.poll(), "a process the command did not start is left alone")
            bystander.kill()
            bystander.wait()
            time.sleep(0.2)
            left = []
            for entry in os.listdir("/proc"):
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as f:
                        if sleeper.encode() in f.read():
                            with open(f"/proc/{entry}/stat") as g:
                                if g.read().split(")")[-1].split()[0] != "Z":
                                    left.append(entry)
                except OSError:
                    pass
            self.assertEqual(left, [])

    def test_a_timed_out_command_with_half_a_character_is_still_read(self):
        status, _, output = run([sys.executable, "-c",
                                 "import sys, time; sys.stdout.buffer.write(b'ok \\xe2\\x9c'); sys.stdout.flush(); time.sleep(30)"],
                                ROOT, 1)
        self.assertIsNone(status)
        self.assertTrue(output.startswith("ok "))

    def test_a_report_joins_the_parts_of_a_run(self):
        import contextlib
        import io
        import tempfile
        parts = [[{"mutant": "Sources/A/F.swift:1: a → b (constant)", "module": "A", "outcome": "killed"},
                  {"mutant": "Sources/A/F.swift:2: c → d (constant)", "module": "A", "outcome": "survived"}],
                 [{"mutant": "Sources/B/G.swift:3: e → f (negate)", "module": "B", "outcome": "timeout"},
                  {"mutant": "Sources/B/G.swift:4: g → h (negate)", "module": "B", "outcome": "not viable"}]]
        with tempfile.TemporaryDirectory() as folder:
            paths = []
            for index, outcomes in enumerate(parts):
                paths.append(os.path.join(folder, f"{index}.json"))
                write_outcomes(paths[-1], argparse.Namespace(seed=1, count=4, again=None), outcomes)
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                report_files(paths)
        lines = printed.getvalue().splitlines()
        self.assertTrue(lines[0].startswith("mutants: 4 run in 0.0 min"))
        self.assertIn("killed 1, killed by timeout 1, survived 1, not viable 1; score 66.7%", lines[0])
        self.assertEqual(lines[2:4], ["  A                          1 /   2", "  B                          1 /   1"])
        self.assertEqual(lines[-1], "  Sources/A/F.swift:2: c → d (constant)")

    def test_test_targets(self):
        self.assertEqual(test_targets("Cassowary"), ["CassowaryTests"])
        self.assertEqual(test_targets("IslandRegistry"), ["WidgetSourceTests"])
        self.assertEqual(module_of("Sources/Cassowary/Tableau/Row.swift"), "Cassowary")


class PlantingTests(unittest.TestCase):
    def test_the_file_is_restored_even_when_the_run_fails(self):
        import tempfile
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Sources", "M"))
            path = os.path.join(root, "Sources", "M", "F.swift")
            original = "// head\nlet x = a < b\n"
            with open(path, "w") as f:
                f.write(original)
            mutant = mutants_in_text("Sources/M/F.swift", original)[0]
            with self.assertRaises(RuntimeError):
                with Planted(root, mutant):
                    with open(path) as f:
                        self.assertEqual(f.read(), "// head\nlet x = a <= b\n")
                    self.assertTrue(os.path.exists(os.path.join(root, JOURNAL)))
                    raise RuntimeError("the build crashed")
            with open(path) as f:
                self.assertEqual(f.read(), original)
            self.assertFalse(os.path.exists(os.path.join(root, JOURNAL)))

    def test_a_default_arguments_callers_are_compiled_again_with_it_and_without_it(self):
        import tempfile
        with tempfile.TemporaryDirectory() as root:
            for folder in ("Sources/M", "Tests/MTests"):
                os.makedirs(os.path.join(root, folder))
            declaration = "struct T {\n    init(count: Int, wide: Bool = true) {}\n    func f() -> Bool { true }\n}\n"
            files = {"Sources/M/T.swift": declaration, "Sources/M/Caller.swift": "let t = T(count: 1)\n",
                     "Tests/MTests/CallerTests.swift": "let u = T(count: 2)\n", "Sources/M/Other.swift": "let v = 1\n"}
            for path, text in files.items():
                with open(os.path.join(root, path), "w") as f:
                    f.write(text)
                os.utime(os.path.join(root, path), ns=(0, 0))
            times = lambda: {p: os.stat(os.path.join(root, p)).st_mtime_ns for p in files}
            default, body = [m for m in mutants_in_text("Sources/M/T.swift", declaration) if m.operator == "constant"]
            self.assertEqual(default_argument_name(declaration.split("\n"), default), "count:")
            self.assertIsNone(default_argument_name(declaration.split("\n"), body))
            with Planted(root, default):
                planted = times()
                for path in files:
                    os.utime(os.path.join(root, path), ns=(0, 0))
            after = times()
            for caller in ("Sources/M/Caller.swift", "Tests/MTests/CallerTests.swift"):
                self.assertGreater(planted[caller], 0)
                self.assertGreater(after[caller], 0)
            self.assertEqual(planted["Sources/M/Other.swift"], 0)
            self.assertEqual(after["Sources/M/Other.swift"], 0)

    def test_where_a_default_argument_lies(self):
        def name(text, number, target):
            lines = text.split("\n")
            column = lines[number - 1].index(target)
            return default_argument_name(lines, Mutant("F.swift", number, column, column + len(target), "x", "constant", lines[number - 1]))
        self.assertEqual(name("init(timerInterval: R, pauseTime: Date? = nil, showsHours: Bool = true) {", 1, "true"), "timerInterval:")
        self.assertEqual(name("init(timerInterval: R, pauseTime: Date? = nil,\n     countsDown: Bool = true) {", 2, "true"), "timerInterval:")
        self.assertEqual(name("func pad(_ x: Int, by n: Int = 3) -> Int { x + 1 }", 1, "3"), "pad(")
        self.assertIsNone(name("func pad(_ x: Int, by n: Int = 3) -> Int { x + 1 }", 1, "1 }"))
        self.assertEqual(name("subscript(i: Int, d: Int = 0) -> Int {", 1, "0"), "[")
        self.assertEqual(name("init(_ x: Int = 1) {}", 1, "1"), "")
        self.assertIsNone(name("func f(a: Int) -> Bool { a == 1 }", 1, "1 }"))
        self.assertIsNone(name("let x = a < b", 1, "<"))
        self.assertIsNone(name("if a == b { f(x: 1) }", 1, "1"))

    def test_a_killed_run_is_undone_from_the_journal(self):
        import tempfile
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Sources", "M"))
            path = os.path.join(root, "Sources", "M", "F.swift")
            with open(path, "w") as f:
                f.write("let x = 1\n")
            planted = Planted(root, mutants_in_text("Sources/M/F.swift", "let x = 1\n")[0]).__enter__()
            del planted  # as if the process were killed: no __exit__
            with open(path) as f:
                self.assertEqual(f.read(), "let x = 0\n")
            self.assertEqual(restore_from_journal(root), "Sources/M/F.swift")
            with open(path) as f:
                self.assertEqual(f.read(), "let x = 1\n")


if __name__ == "__main__":
    sys.exit(main())
