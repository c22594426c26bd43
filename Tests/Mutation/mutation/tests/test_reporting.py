"""One report for the `--json` files of a run's parts (reporting)."""

import argparse
import contextlib
import io
import os
import tempfile
import unittest

from mutation.reporting import report_files, write_outcomes


class ReportTests(unittest.TestCase):
    def test_a_report_joins_the_parts_of_a_run(self):
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
