"""The command line: its options, the mutants they choose, and the checks before a run (no other
run's mutant planted, no uncommitted sources). `--self-test` runs the tests of mutation/tests/."""

import argparse
import os
import subprocess
import sys
import unittest

from . import ROOT
from .choosing import changed_lines, choose, survivors_of, swift_files
from .coverage import all_modules
from .execution import execute
from .schemata_execute import execute_schemata
from .schemata_report import report_schemata_files
from .operators import mutants_in_text
from .planting import JOURNAL, journal_entry, pid_alive, restore_from_journal, sources_dirty
from .reporting import report_files

TESTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tests")


def main(argv=None):
    parser = argparse.ArgumentParser(description="Plant mutants in Sources/ and see whether the tests notice.")
    parser.add_argument("--module", action="append", help="a module of Sources/ to mutate (repeatable; default: all with tests)")
    parser.add_argument("--file", action="append", help="a file of Sources/ to mutate (repeatable)")
    parser.add_argument("--changed", nargs="?", const="HEAD", metavar="REV",
                        help="only lines added or changed since REV (default HEAD: uncommitted changes)")
    parser.add_argument("--count", type=int, help="how many mutants (default: all the sites found)")
    parser.add_argument("--seed", type=int, default=27, help="chooses the mutants (default 27)")
    parser.add_argument("--budget", type=float, help="minutes; no mutant is started after it (with --changed, 5 unless given)")
    parser.add_argument("--tests", help="comma-separated test targets to run, instead of the module's")
    parser.add_argument("--timeout", type=float,
                        help="seconds a mutant's tests may take (default: 3 × the unmutated run, at least 60)")
    parser.add_argument("--list", action="store_true", help="print the chosen mutants and run none")
    parser.add_argument("--from", dest="start", type=int, default=1, metavar="N",
                        help="start at the Nth chosen mutant (1-based): resume a run, or share one list between two checkouts")
    parser.add_argument("--json", metavar="FILE", help="write every mutant's outcome to FILE as it is known (a run cut short keeps what it ran)")
    parser.add_argument("--report", nargs="+", metavar="FILE",
                        help="print the score of --json files together (one run shared between checkouts with --from), by module, and stop")
    parser.add_argument("--again", metavar="FILE", nargs="+",
                        help="run again only the mutants that survived in FILE (a --json file), e.g. after writing the tests that pin them; "
                             "with --schemata, several files, a later one's outcome replacing an earlier one's")
    parser.add_argument("--allow-dirty", action="store_true", help="run with uncommitted changes in Sources/ (restored byte for byte)")
    parser.add_argument("--restore", action="store_true", help="put back a file a killed run left mutated, and stop")
    parser.add_argument("--self-test", action="store_true", help="run this script's own tests (no build)")
    parser.add_argument("--schemata", action="store_true",
                        help="every comparison and ± 1 of the modules that decide what is drawn, compiled at once as mutant "
                             "schemata in a copy of the package, each mutant chosen at run time (docs/Testing.md)")
    parser.add_argument("--workdir", help="with --schemata: the copy's folder, outside the repository "
                                          "(default $TMPDIR/termisland-schemata; kept, so that the next run builds incrementally)")
    parser.add_argument("--jobs", type=int, default=2, help="with --schemata: mutants run at a time (default 2)")
    args = parser.parse_args(argv)

    if args.report and args.schemata:
        return report_schemata_files(args.report)
    if args.report:
        return report_files(args.report)
    if args.schemata:
        return execute_schemata(args)
    if args.self_test:
        # every test_*.py of mutation/tests/, found by unittest's loader; its runner prints what
        # unittest.main printed when the tests were in mutate.py
        tests = unittest.defaultTestLoader.discover(TESTS, top_level_dir=os.path.dirname(os.path.dirname(TESTS)))
        result = unittest.TextTestRunner(verbosity=1).run(tests)
        return 0 if result.wasSuccessful() else 1
    if args.restore:
        planted = journal_entry(ROOT)
        if planted and pid_alive(planted.get("pid")) and planted.get("pid") != os.getpid():
            print(f"mutate: process {planted['pid']} is still running with that mutant; it will restore it", file=sys.stderr)
            return 2
        path = restore_from_journal(ROOT)
        print(f"mutate: restored {path}" if path else "mutate: nothing to restore")
        return 0

    only = None
    if args.changed:
        if args.budget is None:
            args.budget = 5
        try:
            only = changed_lines(ROOT, args.changed)
        except subprocess.CalledProcessError as error:
            print(f"mutate: git diff {args.changed}: {error.stderr.strip()}", file=sys.stderr)
            return 2
    if args.file:
        files = [f.replace(os.sep, "/") for f in args.file]
    else:
        modules = args.module or all_modules(ROOT)
        for module in modules:
            if not os.path.isdir(os.path.join(ROOT, "Sources", module)):
                print(f"mutate: no module {module!r} in Sources/", file=sys.stderr)
                return 2
        files = swift_files(ROOT, modules)
    if only is not None:
        files = [f for f in files if f in only]

    mutants = []
    for path in files:
        with open(os.path.join(ROOT, path), encoding="utf-8") as f:
            mutants += mutants_in_text(path, f.read(), only.get(path) if only is not None else None)
    if args.again:
        try:
            if len(args.again) > 1:
                raise ValueError("one file only, without --schemata")
            chosen = survivors_of(args.again[0], mutants)
        except (OSError, ValueError) as error:
            print(f"mutate: --again {args.again}: {error}", file=sys.stderr)
            return 2
    else:
        chosen = choose(mutants, args.count, args.seed)

    if args.start > 1:
        skipped = args.start - 1
        chosen = chosen[skipped:]
    if args.list:
        for mutant in chosen:
            print(mutant.describe())
        print(f"{len(chosen)} of {len(mutants)} sites in {len(files)} files, seed {args.seed}")
        return 0
    if not chosen:
        print("mutate: no mutants to run")
        return 0

    planted = journal_entry(ROOT)
    if planted:
        if pid_alive(planted.get("pid")):
            print(f"mutate: another run (process {planted['pid']}) has a mutant planted in {planted['path']}; "
                  "one run at a time in a checkout", file=sys.stderr)
        else:
            print(f"mutate: {JOURNAL} says a run was stopped with a mutant planted in {planted['path']}; "
                  "run `python3 Tests/Mutation/mutate.py --restore` first", file=sys.stderr)
        return 2
    dirty = sources_dirty(ROOT)
    if dirty and not args.allow_dirty:
        print("mutate: Sources/ has uncommitted changes; commit or stash them, or pass --allow-dirty "
              "(each file is put back byte for byte):\n  " + "\n  ".join(dirty), file=sys.stderr)
        return 2
    return execute(chosen, args)
