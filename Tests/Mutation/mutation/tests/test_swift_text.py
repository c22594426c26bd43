"""Which characters of a line of Swift are code (swift_text)."""

import unittest

from mutation.swift_text import code_masks


class MaskTests(unittest.TestCase):
    def mask(self, text):
        return code_masks(text.split("\n"))

    def test_comments_and_strings_are_not_code(self):
        masks = self.mask('let a = b < c // a < b\nlet s = "x < y" + 1\n/// if x < y {')
        self.assertEqual(masks[0].rstrip(), "let a = b < c")
        self.assertNotIn("<", masks[1])
        self.assertIn("+ 1", masks[1])
        self.assertEqual(masks[2].strip(), "")

    def test_block_comments_nest_and_cross_lines(self):
        masks = self.mask("/* a < b /* c < d */ e < f\n g < h */ x < y")
        self.assertEqual(masks[0].strip(), "")
        self.assertEqual(masks[1].strip(), "x < y")

    def test_multiline_and_raw_strings(self):
        masks = self.mask('let s = """\n  a < b\n  """\nlet r = #"a "<" b"# + 1\nlet e = "a \\" < b"')
        self.assertEqual(masks[1].strip(), "")
        self.assertNotIn("<", masks[3])
        self.assertIn("+ 1", masks[3])
        self.assertNotIn("<", masks[4])

    def test_masks_keep_columns(self):
        line = 'f("a", b < c)'
        self.assertEqual(self.mask(line)[0].index("<"), line.index("<"))
