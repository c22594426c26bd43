"""A mutant written into its file and always put back, its default's callers touched, and a
killed run undone from the journal (planting)."""

import os
import tempfile
import unittest

from mutation.default_arguments import default_argument_name
from mutation.operators import mutants_in_text
from mutation.planting import JOURNAL, Planted, restore_from_journal


class PlantingTests(unittest.TestCase):
    def test_the_file_is_restored_even_when_the_run_fails(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Sources", "M"))
            path = os.path.join(root, "Sources", "M", "F.swift")
            original = "// head\nlet x = a < b\n"
            with open(path, "w") as f:
                f.write(original)
            mutant = mutants_in_text("Sources/M/F.swift", original)[0]
            with self.assertRaises(RuntimeError):
                with Planted(root, mutant):
                    with open(path) as f:
                        self.assertEqual(f.read(), "// head\nlet x = a <= b\n")
                    self.assertTrue(os.path.exists(os.path.join(root, JOURNAL)))
                    raise RuntimeError("the build crashed")
            with open(path) as f:
                self.assertEqual(f.read(), original)
            self.assertFalse(os.path.exists(os.path.join(root, JOURNAL)))

    def test_a_default_arguments_callers_are_compiled_again_with_it_and_without_it(self):
        with tempfile.TemporaryDirectory() as root:
            for folder in ("Sources/M", "Tests/MTests"):
                os.makedirs(os.path.join(root, folder))
            declaration = "struct T {\n    init(count: Int, wide: Bool = true) {}\n    func f() -> Bool { true }\n}\n"
            files = {"Sources/M/T.swift": declaration, "Sources/M/Caller.swift": "let t = T(count: 1)\n",
                     "Tests/MTests/CallerTests.swift": "let u = T(count: 2)\n", "Sources/M/Other.swift": "let v = 1\n"}
            for path, text in files.items():
                with open(os.path.join(root, path), "w") as f:
                    f.write(text)
                os.utime(os.path.join(root, path), ns=(0, 0))
            times = lambda: {p: os.stat(os.path.join(root, p)).st_mtime_ns for p in files}
            default, body = [m for m in mutants_in_text("Sources/M/T.swift", declaration) if m.operator == "constant"]
            self.assertEqual(default_argument_name(declaration.split("\n"), default), "count:")
            self.assertIsNone(default_argument_name(declaration.split("\n"), body))
            with Planted(root, default):
                planted = times()
                for path in files:
                    os.utime(os.path.join(root, path), ns=(0, 0))
            after = times()
            for caller in ("Sources/M/Caller.swift", "Tests/MTests/CallerTests.swift"):
                self.assertGreater(planted[caller], 0)
                self.assertGreater(after[caller], 0)
            self.assertEqual(planted["Sources/M/Other.swift"], 0)
            self.assertEqual(after["Sources/M/Other.swift"], 0)

    def test_a_killed_run_is_undone_from_the_journal(self):
        with tempfile.TemporaryDirectory() as root:
            os.makedirs(os.path.join(root, "Sources", "M"))
            path = os.path.join(root, "Sources", "M", "F.swift")
            with open(path, "w") as f:
                f.write("let x = 1\n")
            planted = Planted(root, mutants_in_text("Sources/M/F.swift", "let x = 1\n")[0]).__enter__()
            del planted  # as if the process were killed: no __exit__
            with open(path) as f:
                self.assertEqual(f.read(), "let x = 0\n")
            self.assertEqual(restore_from_journal(root), "Sources/M/F.swift")
            with open(path) as f:
                self.assertEqual(f.read(), "let x = 1\n")
