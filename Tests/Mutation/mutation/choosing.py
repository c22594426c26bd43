"""Choosing the mutants to run: the files of the modules asked for, the seeded choice among
their sites, the survivors of an earlier run (`--again`), and the lines changed since a
revision (`--changed`)."""

import json
import os
import random
import re
import subprocess

from .operators import OPERATOR_NAMES


# Modules whose sources are generated, C, or a compiler plugin's main: not mutated.
SKIPPED_FILES = re.compile(r"(DisplayWidthTables\.swift|/C[A-Z][A-Za-z]*/|\.(c|h)$)")


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
