"""Our public declarations: what `import SwiftUI` (and Apple's other names) gives a widget.

The modules are found the way the compiler finds them: TermIsland's `@_exported import`s,
followed into each module's own re-exports, and the Apple-named modules under
Sources/AppleNames. So a module split in two, or a new re-export, is measured without editing
this list.
"""

import os
import re

from . import scanner, inventory

OUR_QUALIFIERS = re.compile(r"(?<![\w.])(?:TermIsland\w*|IslandUI|LiveActivity|ActivityRuntime|"
                            r"WidgetPreviews|FrameVocabulary|TerminalCanvas\w*)\.")
EXPORT = re.compile(r"^\s*@_exported\s+import\s+(\w+)", re.M)


def unqualified(name):
    return inventory.unqualified(OUR_QUALIFIERS.sub("", name))


def swift_files(folder):
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(root, name)


def exported_modules(sources):
    """Source folders of TermIsland, of what it re-exports (transitively) and of AppleNames."""
    folders, seen, todo = [], set(), ["TermIsland"]
    while todo:
        module = todo.pop()
        folder = os.path.join(sources, module)
        if module in seen or not os.path.isdir(folder):
            continue
        seen.add(module)
        folders.append(folder)
        for path in swift_files(folder):
            with open(path, encoding="utf-8") as f:
                todo += EXPORT.findall(f.read())
    apple_names = os.path.join(sources, "AppleNames")
    if os.path.isdir(apple_names):
        folders.append(apple_names)
    return folders


def declarations(sources):
    """Every public declaration of those modules, owners unqualified."""
    found = []
    for folder in exported_modules(sources):
        for path in swift_files(folder):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for d in scanner.scan(text, strip_module=unqualified):
                d.owner = unqualified(d.owner)
                if d.is_public and not d.name.startswith("_"):
                    found.append(d)
    return found
