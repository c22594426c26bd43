"""The peer runner's own tests (`python3 Tests/Benchmarks/peers/run.py --self-test`): the screen's
definition, cutting output at fences, checking a driver's steps, counting past the warm-up,
the table, and, where pyte is installed, that a replayed screen is compared cell by cell.
Nothing is built or run in a terminal."""
import os
import tempfile
import unittest

import capture
import protocol
import run
import screen
import verify


class ScreenTests(unittest.TestCase):
    def test_every_row_is_covered_once_by_runs(self):
        for variant in (0, 1):
            for y, row in enumerate(screen.flattened_runs(variant)):
                columns = [run_.column + i for run_ in row for i in range(len(run_.text))]
                self.assertEqual(columns, list(range(screen.WIDTH)), f"variant {variant}, row {y}")

    def test_the_countdown_is_one_run_where_its_component_says(self):
        marks = [r for row in screen.flattened_runs(0) for r in row if r.text == screen.COUNTDOWN_MARK]
        rect = screen.COMPONENTS["countdown"]
        self.assertEqual([(r.row, r.column) for r in marks], [(rect.y, rect.x)])
        self.assertEqual(len(protocol.countdown_text(screen.START_SECONDS)), rect.width)

    def test_variants_differ_only_inside_card_two(self):
        before, after = screen.cells(0, 1500), screen.cells(1, 1500)
        card = screen.COMPONENTS["card2"]
        changed = {(x, y) for y in range(screen.HEIGHT) for x in range(screen.WIDTH) if before[y][x] != after[y][x]}
        self.assertTrue(changed)
        self.assertTrue(all(card.x <= x < card.x + card.width and card.y <= y < card.y + card.height for x, y in changed))

    def test_the_runs_file_reads_back(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "screen.runs")
            screen.write_runs(path)
            self.assertEqual(screen.read_runs(path), {0: screen.flattened_runs(0), 1: screen.flattened_runs(1)})

    def test_clipping_keeps_the_part_inside(self):
        runs = [screen.Run(3, 0, "abcdef", screen.style(231)), screen.Run(4, 0, "xyz", screen.style(231))]
        self.assertEqual(screen.clipped(runs, screen.Rect(2, 3, 3, 1)), [screen.Run(3, 2, "cde", screen.style(231))])


class FenceTests(unittest.TestCase):
    def test_output_is_cut_at_fences_and_setup_belongs_to_the_first(self):
        output = b"\x1b[?1049hsetup" + protocol.fence("initial", 2500) + b"AB" + protocol.fence("tick", 41) + b"\x1b[?1049l"
        updates, rest = capture.split_at_fences(output)
        self.assertEqual(updates, [capture.Update("initial", b"\x1b[?1049hsetup", 2500), capture.Update("tick", b"AB", 41)])
        self.assertEqual(rest, b"\x1b[?1049l")

    def test_other_osc_sequences_are_not_fences(self):
        output = b"\x1b]0;title\x07\x1b]777;tick;5\x07" + protocol.fence("tick", 7)
        updates, _ = capture.split_at_fences(output)
        self.assertEqual([(u.label, len(u.data), u.cpu_ns) for u in updates], [("tick", 23, 7)])

    def test_a_missing_fence_is_a_failure_that_says_which(self):
        expected = screen.expected_states(2)
        updates = [capture.Update(label, b"", 0) for label, _, _ in expected[:4]]
        with self.assertRaisesRegex(capture.DriverFailed, "fenced 4 updates, expected 7; update 4 is missing, expected tick"):
            run.check_labels(updates, expected)
        run.check_labels([capture.Update(label, b"", 0) for label, _, _ in expected], expected)


class ArgumentTests(unittest.TestCase):
    def read(self, *words, flags=("--whole",)):
        saved = protocol.sys.argv
        protocol.sys.argv = ["driver.py", *words]
        try:
            return protocol.arguments(flags=flags)
        finally:
            protocol.sys.argv = saved

    def test_a_peers_flag_is_read_before_or_after_the_two_values(self):
        # The runner writes a peer's command (with its flags) and then RUNS_FILE UPDATES.
        self.assertEqual(self.read("--whole", "runs.txt", "40"), ("runs.txt", 40, {"--whole"}))
        self.assertEqual(self.read("runs.txt", "40", "--whole"), ("runs.txt", 40, {"--whole"}))
        self.assertEqual(self.read("runs.txt", "40"), ("runs.txt", 40, set()))

    def test_an_unknown_flag_or_a_missing_value_is_the_usage(self):
        for words in (("runs.txt", "40", "--fast"), ("runs.txt",), ("runs.txt", "forty")):
            with self.assertRaises(SystemExit):
                self.read(*words)


class CountingTests(unittest.TestCase):
    def test_states_follow_tick_card_full(self):
        self.assertEqual(screen.expected_states(2), [
            ("initial", 0, 1500), ("tick", 0, 1499), ("card", 1, 1499), ("full", 1, 1499),
            ("tick", 1, 1498), ("card", 0, 1498), ("full", 0, 1498)])

    def test_the_warmup_of_each_kind_is_not_counted(self):
        updates = [capture.Update(label, b"x" * size, cpu) for label, size, cpu in [
            ("initial", 9000, 9), ("tick", 500, 1), ("card", 600, 2), ("full", 700, 3),
            ("tick", 40, 4), ("card", 300, 5), ("full", 9500, 6)]]
        self.assertEqual(run.counted(updates, 1), {"tick": [(40, 4)], "card": [(300, 5)], "full": [(9500, 6)]})

    def test_medians_are_of_bytes_and_microseconds(self):
        summary = run.median_summary({"tick": [(41, 20_000), (45, 30_000), (43, 25_000)], "card": []})
        self.assertEqual(summary, {"tick": (43, 25.0)})

    def test_the_table_gives_ratios_to_curses(self):
        text = run.table({"curses": {"tick": (40, 20.0)}, "TermIsland": {"tick": (50, 250.0), "full": (9000, 1500.0)}})
        self.assertIn("| countdown tick (5 cells) | 40 B / 20 µs | 50 B / 250 µs (1.25× · 12.5×) |", text)
        self.assertIn("| full repaint | — | 9,000 B / 1.50 ms |", text)

    def test_whole_frame_peers_are_measured_against_curses_whole(self):
        text = run.table({"curses": {"tick": (40, 20.0)}, "curses whole": {"tick": (60, 100.0)},
                          "TermIsland whole": {"tick": (50, 250.0)}, "TermIsland": {"tick": (50, 30.0)}})
        self.assertIn("| countdown tick (5 cells) | 40 B / 20 µs | 60 B / 100 µs (1.50× · 5.00×) | "
                      "50 B / 250 µs (0.83× · 2.50×) | 50 B / 30 µs (1.25× · 1.50×) |", text)
        # Without curses whole, a whole-frame peer's ratios are to curses, as before.
        text = run.table({"curses": {"tick": (40, 20.0)}, "tui-rs": {"tick": (50, 250.0)}})
        self.assertIn("| countdown tick (5 cells) | 40 B / 20 µs | 50 B / 250 µs (1.25× · 12.5×) |", text)

    def test_the_spread_is_of_the_rounds_medians(self):
        text = run.spread_table({"curses": {"tick": [30.0, 26.4, 41.0], "card": []}})
        self.assertIn("| countdown tick (5 cells) | 26 µs – 41 µs |", text)
        self.assertIn("| one card's content changed | — |", text)


@unittest.skipIf(verify.pyte is None, "pyte is not installed")
class ReplayTests(unittest.TestCase):
    def sgr_screen(self, variant, seconds):
        """The screen as one would draw it by hand: every cell, with its SGR."""
        out = ["\x1b[2J"]
        for y, row in enumerate(screen.cells(variant, seconds)):
            out.append(f"\x1b[{y + 1};1H")
            for character, s in row:
                attrs = "".join(code for code, on in (("1;", s.bold), ("3;", s.italic), ("4;", s.underline)) if on)
                out.append(f"\x1b[0;{attrs}38;5;{s.fg};48;5;{s.bg}m{character}")
        return "".join(out).encode()

    def test_a_faithful_drawing_matches_and_a_wrong_cell_is_named(self):
        expected = screen.expected_states(1)[:2]
        right = [capture.Update("initial", self.sgr_screen(0, 1500), 0), capture.Update("tick", b"\x1b[6;8H\x1b[1;38;5;214;48;5;234m24:59", 0)]
        self.assertIsNone(run.first_mismatch(right, expected))
        wrong = [right[0], capture.Update("tick", b"\x1b[6;8H\x1b[1;38;5;214;48;5;234m24:58", 0)]
        self.assertEqual(run.first_mismatch(wrong, expected)[:46], "after update 1 (tick): row 5, column 11: drew ")


def run_tests():
    suite = unittest.defaultTestLoader.loadTestsFromModule(__import__(__name__))
    return 0 if unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful() else 1

