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

This file is the command; the work is done by the package `mutation/` beside it, a module a
concept (its __init__.py lists them), with its tests in `mutation/tests/`.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# No bytecode caches: Python would write a __pycache__ folder beside each module of the package,
# inside the checkout, on every run (DocumentationTests runs the self-test in each `swift test`).
# A script run now and then gains nothing from them, and untracked folders in Tests/ would be
# noise in every `git status`. Set before the package is imported, so that none is written.
sys.dont_write_bytecode = True
# The package beside this script, wherever it is run from (Python puts a script's folder first
# on the path, but not when it is run by runpy or imported).
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from mutation.cli import main  # noqa: E402  (after the path and the bytecode setting)

if __name__ == "__main__":
    sys.exit(main())
