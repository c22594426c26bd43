"""Which test targets cover a module, and which module a file is in (coverage)."""

import unittest

from mutation.coverage import module_of, test_targets


class CoverageTests(unittest.TestCase):
    def test_test_targets(self):
        self.assertEqual(test_targets("Cassowary"), ["CassowaryTests"])
        self.assertEqual(test_targets("IslandRegistry"), ["WidgetSourceTests"])
        self.assertEqual(module_of("Sources/Cassowary/Tableau/Row.swift"), "Cassowary")
