"""The equivalent mutants (`Tests/Mutation/equivalents.txt`): sites whose mutant no input can tell
from the code, each with the argument why. Keyed by the file, the operator and which of its kind
on the line, and the line's text, never by a line number, so that an edit elsewhere in the file
keeps the entry, and an edit of the line itself drops it (the argument is then made again).

    [Sources/M/F.swift] <#1 in: if a < b {
      Why no input tells `a <= b` from `a < b` here: one or more indented lines.
"""

import os
import re

HEADER = re.compile(r"^\[(?P<path>[^\]]+)\] (?P<which>\S+#\d+) in: (?P<line>.*)$")


def read_equivalents(path):
    """{(path, stripped line, which): reason}."""
    if not os.path.exists(path):
        return {}
    entries, key, reason = {}, None, []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        if line.startswith("#") or not line.strip():
            continue
        match = HEADER.match(line)
        if match:
            if key:
                entries[key] = " ".join(reason)
            key = (match.group("path"), match.group("line").strip(), match.group("which"))
            reason = []
        elif line.startswith((" ", "\t")) and key:
            reason.append(line.strip())
        else:
            raise ValueError(f"{path}:{number}: neither an entry's [file] line nor its indented reason: {line!r}")
    if key:
        entries[key] = " ".join(reason)
    for key, why in entries.items():
        if not why:
            raise ValueError(f"{path}: {key[0]} {key[2]} in {key[1]!r} gives no reason")
    return entries


def entry_text(site, reason):
    return f"[{site.path}] {site.key[2]} in: {site.key[1]}\n  {reason}\n"
