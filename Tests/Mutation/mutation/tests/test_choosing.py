"""The seeded choice, the lines `--changed` keeps, and `--again`'s survivors (choosing)."""

import argparse
import os
import tempfile
import unittest

from mutation.choosing import choose, parse_diff, survivors_of
from mutation.operators import mutants_in_text
from mutation.reporting import write_outcomes


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
