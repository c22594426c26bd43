"""Where a default argument lies, and what a call of its declaration holds (default_arguments)."""

import unittest

from mutation.default_arguments import default_argument_name
from mutation.operators import Mutant


class DefaultArgumentTests(unittest.TestCase):
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
