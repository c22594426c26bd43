"""A default argument's callers.

Swift emits a public function's default-argument generator as a weak symbol into every module
that calls it without that argument, and an incremental build does not compile those callers
again when only the default's value changes. So a mutant of a default would be linked beside
the callers' stale copies, and the linker may take one of those: the mutant is never run (the
full run's `Text(timerInterval:)` mutant survived so). When a mutant lies in a default, every
file that names the declaration is touched, when it is planted and again when it is removed.
"""

import os
import re
import time


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
