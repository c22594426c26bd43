"""The schemata run itself: the copy made and built (schemata_run), each module's tests run
unmutated with the trace of the sites they reach, then every reached site's mutant, `--jobs` at a
time, and the score a module, equivalents left out and counted."""

import concurrent.futures
import glob
import json
import os
import re
import sys
import tempfile
import time

from . import ROOT
from .equivalents import read_equivalents
from .running import run
from .schemata_run import EQUIVALENTS, SCOPE, STATE, build_copy, collect, plant_all, sync_copy
from .coverage import test_targets

# The tests that cover a module's files in scope, where the whole target is more: the curses
# backend's target drives real terminals (tmux, ptys) for its screen, none of which reads keys.
FILTERS = {
    "CursesBackend": [r"^CursesBackendTests\.(InputDecoderTests|MalformedInputTests|PtyInputTests)\."],
}


def filters_of(module):
    return FILTERS.get(module) or [f"^{re.escape(t)}\\." for t in test_targets(module)]


def test_binary(workdir):
    found = glob.glob(os.path.join(workdir, ".build", "*", "debug", "*PackageTests.xctest"))
    if not found:
        raise FileNotFoundError(f"no *PackageTests.xctest under {workdir}/.build")
    return found[0]


def run_tests(binary, workdir, module, timeout, environment):
    command = [binary, "--testing-library", "swift-testing", "--filter", "|".join(filters_of(module))]
    return run(command, workdir, timeout, environment)


def previous_put_back(workdir, numbered):
    """The sites an earlier run in the same folder had to put back, found by their key: the
    copy is then built once, not once a round of errors."""
    path = os.path.join(workdir, STATE)
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        recorded = json.load(f).get("put back", {})
    found = {}
    for _, site, number in numbered:
        reason = recorded.get(" ⟂ ".join(site.key))
        if reason is not None:
            found[number] = reason
    return found


def execute_schemata(args):
    started = time.monotonic()
    modules = args.module or list(SCOPE)
    for module in modules:
        if module not in SCOPE:
            print(f"mutate: --schemata knows no module {module!r}; in scope: {', '.join(SCOPE)}", file=sys.stderr)
            return 2
    workdir = os.path.abspath(args.workdir or os.path.join(tempfile.gettempdir(), "termisland-schemata"))
    if os.path.commonpath([workdir, ROOT]) == ROOT:
        print("mutate: --workdir must be outside the repository", file=sys.stderr)
        return 2
    numbered, skipped = collect(ROOT, modules)
    equivalents = read_equivalents(os.path.join(ROOT, EQUIVALENTS))
    if args.list:
        for module, site, number in numbered:
            print(f"{number:5} {module:16} {site.describe()}")
        for module, entry in skipped:
            print(f"    - {module:16} {entry.site.describe()}  (not schematised: {entry.reason})")
        print(f"{len(numbered)} sites, {len(skipped)} not schematised, in {len(modules)} modules")
        return 0

    os.makedirs(workdir, exist_ok=True)
    print(f"schemata: copying the package to {workdir}", flush=True)
    sync_copy(ROOT, workdir)
    put_back = previous_put_back(workdir, numbered)
    spans = plant_all(ROOT, workdir, numbered, put_back)
    ok, build_seconds = build_copy(workdir, spans, numbered, put_back, ROOT, sys.stdout)
    if not ok:
        return 1
    print(f"schemata: built in {build_seconds / 60:.1f} min; {len(put_back)} sites put back", flush=True)
    binary = test_binary(workdir)

    reached, baseline = {}, {}
    for module in modules:
        trace = os.path.join(workdir, f"trace-{module}.txt")
        if os.path.exists(trace):
            os.remove(trace)
        status, seconds, output = run_tests(binary, workdir, module, 3600, {"TERMISLAND_MUTANT_TRACE": trace})
        if status != 0:
            print(output[-3000:])
            print(f"mutate: {module}'s tests fail without a mutant; fix that first", file=sys.stderr)
            return 1
        baseline[module] = seconds
        with open(trace) if os.path.exists(trace) else open(os.devnull) as f:
            reached[module] = {int(line) for line in f if line.strip()}
        print(f"schemata: {module}'s tests pass unmutated in {seconds:.1f}s and reach {len(reached[module])} sites", flush=True)

    outcomes = []
    to_run = []
    for module, site, number in numbered:
        entry = {"number": number, "module": module, "mutant": site.describe(), "key": list(site.key)}
        if site.key in equivalents:
            entry["equivalent"] = equivalents[site.key]
        if number in put_back:
            entry.update(outcome="not schematised", reason=put_back[number])
        elif number not in reached[module]:
            entry.update(outcome="survived", reason="not reached by the module's tests")
        else:
            to_run.append(entry)
        outcomes.append(entry)
    for module, unschematised in skipped:
        outcomes.append({"number": None, "module": module, "mutant": unschematised.site.describe(),
                         "key": list(unschematised.site.key), "outcome": "not schematised", "reason": unschematised.reason})

    def one(entry):
        timeout = args.timeout or max(30.0, 5 * baseline[entry["module"]])
        status, seconds, output = run_tests(binary, workdir, entry["module"], timeout,
                                            {"TERMISLAND_MUTANT": str(entry["number"])})
        entry["test seconds"] = round(seconds, 1)
        entry["outcome"] = "timeout" if status is None else "survived" if status == 0 else "killed"
        if status == 69:
            entry["outcome"] = "error"
        return entry

    print(f"schemata: {len(to_run)} mutants to run, {args.jobs} at a time", flush=True)
    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for entry in pool.map(one, to_run):
            done += 1
            print(f"[{done}/{len(to_run)}] {entry['outcome']:9} {entry['mutant']}  ({entry['test seconds']:.0f}s)", flush=True)
    seconds = time.monotonic() - started
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"seconds": round(seconds), "outcomes": outcomes}, f, indent=1, ensure_ascii=False)
            f.write("\n")
    from .schemata_report import print_report
    print_report(outcomes, seconds, equivalents)
    return 0
