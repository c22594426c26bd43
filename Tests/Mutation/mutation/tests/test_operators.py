"""Each operator's rewrite, and the lines no operator touches (operators)."""

import unittest

from mutation.operators import mutants_in_text


class OperatorTests(unittest.TestCase):
    def mutated(self, line, operator):
        return sorted(m.mutated_line for m in mutants_in_text("Sources/M/F.swift", line) if m.operator == operator)

    def test_boundary(self):
        self.assertEqual(self.mutated("if a < b && c >= d {", "boundary"),
                         ["if a < b && c > d {", "if a <= b && c >= d {"])

    def test_boundary_leaves_generics_and_arrows_alone(self):
        self.assertEqual(self.mutated("func f(_ a: Array<Int>) -> Set<Int> { a >> 1 }", "boundary"), [])
        self.assertEqual(self.mutated("static func < (a: T, b: T) -> Bool {", "boundary"), [])
        self.assertEqual(self.mutated("public func == <L: P>(lhs: L, rhs: L) -> C {", "equality"), [])
        self.assertEqual(self.mutated("extension S where Self == T { var a: Bool { b == c } }", "equality"),
                         ["extension S where Self == T { var a: Bool { b != c } }"])

    def test_equality_and_logical(self):
        self.assertEqual(self.mutated("return a == b || c", "equality"), ["return a != b || c"])
        self.assertEqual(self.mutated("return a == b || c", "logical"), ["return a == b && c"])

    def test_off_by_one(self):
        self.assertEqual(self.mutated("x += 1; y = n - 1; z = n + 10", "off-by-one"),
                         ["x += 1; y = n + 1; z = n + 10", "x -= 1; y = n - 1; z = n + 10"])

    def test_negate(self):
        self.assertEqual(self.mutated("    if a.isEmpty {", "negate"), ["    if !(a.isEmpty) {"])
        self.assertEqual(self.mutated("} else if x > 2 {", "negate"), ["} else if !(x > 2) {"])
        self.assertEqual(self.mutated("guard n > 0 else { return }", "negate"), ["guard !(n > 0) else { return }"])
        self.assertEqual(self.mutated("while i < n {", "negate"), ["while !(i < n) {"])
        self.assertEqual(self.mutated("guard !xs.isEmpty else {", "negate"), ["guard xs.isEmpty else {"])

    def test_negate_leaves_bindings_and_lists_alone(self):
        for line in ["if let x = y {", "guard case .a = b else {", "if a, b {", "if x { y() } else { z() }", "if xs.contains { $0 > 1 } {"]:
            self.assertEqual(self.mutated(line, "negate"), [], line)

    def test_skip_branch(self):
        self.assertEqual(self.mutated("if let x = y {", "skip-branch"), ["if let x = y, false {"])
        self.assertEqual(self.mutated("while i < n {", "skip-branch"), [])
        self.assertEqual(self.mutated("guard n > 0 else {", "skip-branch"), [])

    def test_skip_branch_after_a_string_literal(self):
        self.assertEqual(self.mutated('if let sign = text.first, sign == "+" || sign == "-" {', "skip-branch"),
                         ['if let sign = text.first, sign == "+" || sign == "-", false {'])

    def test_constant(self):
        self.assertEqual(self.mutated("let a = [0, 1, 7, 0x10, 2.5, t.0, x2]; b = true", "constant"),
                         ["let a = [0, 0, 7, 0x10, 2.5, t.0, x2]; b = true",
                          "let a = [0, 1, 7, 0x10, 2.5, t.0, x2]; b = false",
                          "let a = [0, 1, 8, 0x10, 2.5, t.0, x2]; b = true",
                          "let a = [1, 1, 7, 0x10, 2.5, t.0, x2]; b = true"])

    def test_constant_leaves_closure_arguments_alone(self):
        self.assertEqual(self.mutated("xs.map { $0 + $1 }", "constant"), [])

    def test_skipped_lines(self):
        text = "import Foundation\n#if os(Linux) && true\n/// x < y\n@available(macOS 15, *)\n// a + 1\n    case 1:\n"
        self.assertEqual(mutants_in_text("Sources/M/F.swift", text), [])

    def test_describe(self):
        m = mutants_in_text("Sources/M/F.swift", "\n  return a < b")[0]
        self.assertEqual(m.describe(), "Sources/M/F.swift:2: return a < b → return a <= b (boundary)")
