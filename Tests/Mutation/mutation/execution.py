"""A run of the chosen mutants: the package built and each target's tests run unmutated first,
then each mutant planted, built and tested in turn until the budget ends, and a last build of
the unmutated sources."""

import signal
import sys
import time

from . import ROOT
from .coverage import module_of, test_targets
from .planting import Planted
from .reporting import report, write_outcomes
from .running import build, test


def execute(chosen, args):
    override = args.tests.split(",") if args.tests else None
    started = time.monotonic()
    deadline = started + args.budget * 60 if args.budget else None

    print(f"mutate: building and running the unmutated tests first", flush=True)
    status, seconds, output = build(ROOT, 3600)
    if status != 0:
        print(output[-3000:])
        print("mutate: the unmutated package does not build", file=sys.stderr)
        return 1
    baseline = {}
    for targets in sorted({tuple(override or test_targets(module_of(m.path))) for m in chosen}):
        status, seconds, output = test(ROOT, list(targets), 1800)
        if status != 0:
            print(output[-3000:])
            print(f"mutate: {', '.join(targets)} fail without a mutant; fix that first", file=sys.stderr)
            return 1
        baseline[targets] = seconds
        print(f"mutate: {', '.join(targets)} pass unmutated in {seconds:.0f}s", flush=True)

    results = {"killed": [], "timeout": [], "survived": [], "not viable": []}
    outcomes = []
    not_run = 0

    def stop(signum, frame):
        raise KeyboardInterrupt
    signal.signal(signal.SIGTERM, stop)

    try:
        total = len(chosen) + args.start - 1
        for number, mutant in enumerate(chosen, args.start):
            if deadline and time.monotonic() > deadline:
                not_run = total - number + 1
                break
            targets = tuple(override or test_targets(module_of(mutant.path)))
            timeout = args.timeout or max(60.0, 3 * baseline[targets])
            with Planted(ROOT, mutant):
                status, build_seconds, _ = build(ROOT, 1800)
                if status != 0:
                    outcome = "not viable"
                    test_seconds = 0
                else:
                    status, test_seconds, _ = test(ROOT, list(targets), timeout)
                    outcome = "timeout" if status is None else "survived" if status == 0 else "killed"
            results[outcome].append(mutant)
            if args.json:
                outcomes.append({"mutant": mutant.describe(), "module": module_of(mutant.path), "operator": mutant.operator,
                                 "outcome": outcome, "build seconds": round(build_seconds, 1), "test seconds": round(test_seconds, 1)})
                write_outcomes(args.json, args, outcomes)
            print(f"[{number}/{total}] {outcome:10} {mutant.describe()}  "
                  f"(build {build_seconds:.0f}s, tests {test_seconds:.0f}s)", flush=True)
    except KeyboardInterrupt:
        print("mutate: interrupted; the file is restored", file=sys.stderr)
    finally:
        # the last build saw a mutant: build again so that the tree's products match its sources
        build(ROOT, 3600)

    report(results, not_run, time.monotonic() - started, args)
    return 0
