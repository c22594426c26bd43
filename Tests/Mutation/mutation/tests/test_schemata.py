"""The schema rewriter (schemata, schemata_helper, schemata_run's error mapping, equivalents)."""

import os
import tempfile
import unittest

from mutation.equivalents import read_equivalents
from mutation.schemata import number_of, operator_name, rewrite, sites_in_text
from mutation.schemata_helper import helper_source
from mutation.schemata_run import errors_to_sites


def rewritten(text):
    sites, _ = sites_in_text("Sources/M/F.swift", text)
    return rewrite(text, [(site, number) for number, site in enumerate(sites)])[0]


def ops(text):
    sites, skipped = sites_in_text("Sources/M/F.swift", text)
    return [s.op for s in sites], [u.site.op for u in skipped]


class SiteTests(unittest.TestCase):
    def test_every_comparison_and_one_is_a_site(self):
        self.assertEqual(ops("if a < b && c <= d || e > f, g >= h, i == j, k != l { x += 1; y -= 1; z = n + 1 - 1 }")[0],
                         ["<", "<=", ">", ">=", "==", "!=", "+=", "-=", "+", "-"])

    def test_generics_arrows_ranges_and_shifts_are_not_sites(self):
        for line in ["func f(_ a: Array<Int>) -> Set<Int> { a >> 1 }", "for i in 0..<n {}", "let r = a ..< b",
                     "let r = a ... b", "x <<= 2", "if a === b {}", "let d: Dictionary<String, [Int]> = [:]",
                     "let t = n + 10", "let u = n + 1.5", "let v = n + 1_000", "let w = n &+ 1"]:
            self.assertEqual(ops(line), ([], []), line)

    def test_strings_and_comments_are_not_sites(self):
        self.assertEqual(ops('let s = "a < b + 1" // c == d\n/* e != f */ /// g >= h'), ([], []))
        self.assertEqual(ops('let s = """\n  a < b\n  """\nlet t = #"x == y"#'), ([], []))

    def test_declarations_and_generic_constraints_are_not_sites(self):
        self.assertEqual(ops("static func < (lhs: T, rhs: T) -> Bool { lhs.i < rhs.i }")[0], ["<"])
        self.assertEqual(ops("extension S where Element == Int {")[0], [])
        self.assertEqual(ops("public func f<T>(_ t: T) where T.Element == Int {")[0], [])
        self.assertEqual(ops("    init<Choice: RawRepresentable>(_ c: Choice)\n        where Choice.RawValue == String {")[0], [])
        self.assertEqual(ops("    for x in xs\n        where x == 2 {")[0], ["=="])

    def test_a_where_clause_on_values_is_a_site(self):
        self.assertEqual(ops("for byte in utf8 where byte < 0x20 || byte >= 0x7F {")[0], ["<", ">="])
        self.assertEqual(ops("    case let x where x > 2:")[0], [">"])

    def test_compiler_directives_and_attribute_arguments_are_listed_not_dropped(self):
        self.assertEqual(ops("#if compiler(>=6.0) && X == 1"), ([], ["=="]))
        self.assertEqual(ops("@available(*, deprecated, message: x < y) func f() { a < b }"), (["<"], ["<"]))

    def test_a_site_knows_its_mutant_and_key(self):
        sites, _ = sites_in_text("Sources/M/F.swift", "let a = 1\n    if a < b || c < d {")
        self.assertEqual(sites[1].mutated_line, "    if a < b || c <= d {")
        self.assertEqual(sites[1].key, ("Sources/M/F.swift", "if a < b || c < d {", "<#2"))
        self.assertEqual(sites[1].describe(), "Sources/M/F.swift:2: if a < b || c < d { → if a < b || c <= d {")


class RewriteTests(unittest.TestCase):
    def test_the_operator_only_is_rewritten_so_precedence_is_the_original(self):
        # No operand is found or wrapped: the site's operator sits where the original was, in the
        # original's precedence group, so `a + b < c * d` still groups as (a + b) < (c * d).
        self.assertEqual(rewritten("let x = a + b < c * d - 1"), "let x = a + b <∀∀ c * d -∀∁ 1")
        self.assertEqual(rewritten("x += 1"), "x +=∀∀ 1")

    def test_strings_and_comments_beside_a_site_are_untouched(self):
        self.assertEqual(rewritten('f("a < b", a < b) // a < b'), 'f("a < b", a <∀∀ b) // a < b')

    def test_names_spell_the_number(self):
        for number in (0, 1, 255, 256, 417, 65535):
            self.assertEqual(number_of(operator_name("<=", number)), number)
        self.assertIsNone(number_of("<="))
        with self.assertRaises(ValueError):
            operator_name("<", 65536)

    def test_spans_are_byte_columns_as_the_compiler_counts(self):
        text = 'let s = "é"; if a < b {'
        sites, _ = sites_in_text("Sources/M/F.swift", text)
        _, spans = rewrite(text, [(sites[0], 7)])
        line, first, last = spans[7]
        self.assertEqual((line, first), (1, text.encode("utf-8").index(b"<") + 1))
        self.assertEqual(last - first + 1, len(operator_name("<", 7).encode("utf-8")))


class HelperTests(unittest.TestCase):
    def helper(self, text):
        sites, _ = sites_in_text("Sources/M/F.swift", text)
        return helper_source([(s, n + 40) for n, s in enumerate(sites)], 40, len(sites))

    def test_each_site_has_its_operator_in_the_original_group(self):
        helper = self.helper("if a < b { x += 1; y = z - 1; w = u == v }")
        self.assertIn(f"infix operator {operator_name('<', 40)} : ComparisonPrecedence", helper)
        self.assertIn(f"infix operator {operator_name('+=', 41)} : AssignmentPrecedence", helper)
        self.assertIn(f"infix operator {operator_name('-', 42)} : AdditionPrecedence", helper)
        self.assertIn("mutant(40) ? a <= b : a < b", helper)
        self.assertIn("mutant(42) ? a + b : a - b", helper)
        self.assertIn("mutant(43) ? a != b : a == b", helper)
        self.assertIn("_OptionalNilComparisonType", helper)

    def test_the_active_mutant_is_read_once(self):
        helper = self.helper("if a < b {}")
        self.assertEqual(helper.count('getenv("TERMISLAND_MUTANT")'), 1)
        self.assertIn("private let mutantActive: Int = {", helper)


class ErrorMappingTests(unittest.TestCase):
    def test_an_error_at_an_operator_puts_back_that_site_only(self):
        spans = {3: ("Sources/M/F.swift", 10, 8, 14), 4: ("Sources/M/F.swift", 10, 20, 26)}
        output = "/tmp/copy/Sources/M/F.swift:10:20: error: binary operator cannot be applied\n"
        self.assertEqual(errors_to_sites(output, spans, None)[0], {4: "binary operator cannot be applied"})

    def test_an_error_elsewhere_on_the_line_puts_back_its_sites_and_below_them(self):
        spans = {3: ("Sources/M/F.swift", 10, 8, 14), 4: ("Sources/M/F.swift", 12, 20, 26)}
        self.assertEqual(set(errors_to_sites("Sources/M/F.swift:10:2: error: x\n", spans, None)[0]), {3})
        self.assertEqual(set(errors_to_sites("Sources/M/F.swift:11:2: error: too complex\n", spans, None)[0]), {4})
        self.assertEqual(errors_to_sites("Sources/M/G.swift:1:1: error: y\n", spans, None)[1],
                         ["Sources/M/G.swift:1:1: error: y"])


class EquivalentsTests(unittest.TestCase):
    def test_entries_are_keyed_by_text_and_need_a_reason(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "e.txt")
            with open(path, "w") as f:
                f.write("# comment\n[Sources/M/F.swift] <#2 in: if a < b || c < d {\n  c never equals d here:\n  both are counts of x.\n")
            self.assertEqual(read_equivalents(path),
                             {("Sources/M/F.swift", "if a < b || c < d {", "<#2"): "c never equals d here: both are counts of x."})
            with open(path, "w") as f:
                f.write("[Sources/M/F.swift] <#1 in: a < b\n")
            with self.assertRaises(ValueError):
                read_equivalents(path)


class CommittedEquivalentsTests(unittest.TestCase):
    def test_the_committed_file_reads_and_names_sites_in_scope(self):
        from mutation import ROOT
        from mutation.schemata_run import EQUIVALENTS, SCOPE, scope_files
        entries = read_equivalents(os.path.join(ROOT, EQUIVALENTS))
        in_scope = {path for paths in scope_files(ROOT, list(SCOPE)).values() for path in paths}
        for path, _, which in entries:
            self.assertIn(path, in_scope)
            self.assertRegex(which, r"^(<=|>=|==|!=|<|>|\+=|-=|\+|-)#\d+$")


class ReportTests(unittest.TestCase):
    def test_the_score_leaves_out_equivalents_and_what_was_not_schematised(self):
        from mutation.schemata_report import score, tally
        outcomes = [
            {"module": "M", "outcome": "killed"}, {"module": "M", "outcome": "timeout"},
            {"module": "M", "outcome": "survived"}, {"module": "M", "outcome": "survived", "equivalent": "why"},
            {"module": "M", "outcome": "not schematised"},
            {"module": "M", "outcome": "survived", "reason": "not reached by the module's tests"},
        ]
        row = tally(outcomes)["M"]
        self.assertEqual((row["sites"], row["killed"], row["survived"], row["equivalent"], row["unreached"]), (6, 2, 2, 1, 1))
        self.assertEqual(score(row), "50.0%")


class SyncCopyTests(unittest.TestCase):
    def test_a_file_moved_in_the_checkout_is_gone_from_the_copy_and_the_helper_stays(self):
        import subprocess
        from mutation.schemata_helper import HELPER_NAME
        from mutation.schemata_run import sync_copy
        with tempfile.TemporaryDirectory() as root, tempfile.TemporaryDirectory() as copy:
            os.makedirs(os.path.join(root, "Sources", "A"))
            with open(os.path.join(root, "Sources", "A", "Moved.swift"), "w") as f:
                f.write("let x = 1\n")
            subprocess.run(["git", "init", "-q"], cwd=root, check=True)
            subprocess.run(["git", "add", "-A"], cwd=root, check=True)
            sync_copy(root, copy)
            self.assertTrue(os.path.exists(os.path.join(copy, "Sources", "A", "Moved.swift")))
            with open(os.path.join(copy, "Sources", "A", HELPER_NAME), "w") as f:
                f.write("// helper\n")
            os.makedirs(os.path.join(root, "Sources", "B"))
            subprocess.run(["git", "mv", "Sources/A/Moved.swift", "Sources/B/Moved.swift"], cwd=root, check=True)
            sync_copy(root, copy)
            self.assertFalse(os.path.exists(os.path.join(copy, "Sources", "A", "Moved.swift")))
            self.assertTrue(os.path.exists(os.path.join(copy, "Sources", "B", "Moved.swift")))
            self.assertTrue(os.path.exists(os.path.join(copy, "Sources", "A", HELPER_NAME)))
