"""Which test targets cover a module of Sources/, which module a file is in, and which modules
have tests at all (those are the ones a run without `--module` mutates)."""

import os

from . import ROOT


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
    # The canvas's widths and sanitizing are reached through its encoders and colours too: their
    # tests were TerminalCanvasTests' until the module was split (issue 37), and still count.
    "TerminalCanvas": ["TerminalCanvasTests", "TerminalColorsTests", "TerminalEncodersTests", "TerminalBackendsTests"],
}


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


def all_modules(root):
    base = os.path.join(root, "Sources")
    return sorted(m for m in os.listdir(base) if os.path.isdir(os.path.join(base, m)) and test_targets(m, root))
