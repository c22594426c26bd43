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
# backend's target drives real terminals (tmux, ptys) for its screen, none of which reads keys
# (GraphemeWidthProbeTests is the cursor-report scanner's, which reads the terminal's answers;
# GraphemeWidthProbePtyTests reads modified keys through ncurses in a pty, the key table's codes;
# FunctionKeyEdgeTests, CursorReportEdgeTests and LongestAnswerEdgeTests the key table's and the
# scanner's edges).
FILTERS = {
    # The content key's planted omissions (a test hook) are caught by the reuse-off differential
    # tests, which are IslandPreview's: they drive the previewer that renders presentations.
    "LiveActivity": [r"^LiveActivityTests\.", r"^IslandPreviewTests\.(ReuseDifferentialTests|PlantedKeyOmissionTests)/"],
    "CursesBackend": [r"^CursesBackendTests\.(InputDecoderTests|MalformedInputTests|PtyInputTests|GraphemeWidthProbeTests|GraphemeWidthProbePtyTests|FunctionKeyEdgeTests|CursorReportEdgeTests|LongestAnswerEdgeTests)/"],
}


def filters_of(module):
    return FILTERS.get(module) or [f"^{re.escape(t)}\\." for t in test_targets(module)]


def test_binary(workdir):
    found = glob.glob(os.path.join(workdir, ".build", "*", "debug", "*PackageTests.xctest"))
    if not found:
        raise FileNotFoundError(f"no *PackageTests.xctest under {workdir}/.build")
    return found[0]


def module_tests(binary, workdir, module):
    """The IDs of the tests of the module's target (its FILTERS, where it has one), each a test
    function (a parameterised one once, its arguments all run together)."""
    status, _, output = run([binary, "--testing-library", "swift-testing", "--list-tests"], workdir, 600)
    patterns = [re.compile(f) for f in filters_of(module)]
    listed = [line.strip() for line in output.split("\n") if re.match(r"^[A-Za-z]\w*Tests\.\S", line.strip())]
    return sorted({t for t in listed if any(p.search(t) for p in patterns)})


def test_filter(tests):
    """One `--filter` for these test IDs and no other (an ID goes on with the test's place in
    its file: `Target.Suite/name()/File.swift:12:6`)."""
    return "|".join(f"^{re.escape(t)}(/|$)" for t in tests)


def run_tests(binary, workdir, tests, timeout, environment):
    return run([binary, "--testing-library", "swift-testing", "--filter", test_filter(tests)], workdir, timeout, environment)


def test_coverage(binary, workdir, module, jobs, log):
    """{test: (seconds, {site numbers it reaches})} for each test of the module that passes
    unmutated, each run on its own with a trace; and the tests that fail unmutated (left out)."""
    tests = module_tests(binary, workdir, module)
    folder = os.path.join(workdir, "traces", module)
    os.makedirs(folder, exist_ok=True)

    def one(indexed):
        index, test = indexed
        trace = os.path.join(folder, f"{index}.txt")
        if os.path.exists(trace):
            os.remove(trace)
        status, seconds, _ = run_tests(binary, workdir, [test], 1800, {"TERMISLAND_MUTANT_TRACE": trace})
        reached = set()
        if os.path.exists(trace):
            with open(trace) as f:
                reached = {int(line) for line in f if line.strip()}
        return test, status, seconds, reached

    coverage, failing = {}, []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for test, status, seconds, reached in pool.map(one, enumerate(tests)):
            if status == 0:
                coverage[test] = (seconds, reached)
            else:
                failing.append(test)
                print(f"schemata: {test} fails without a mutant ({'timeout' if status is None else status}); left out", file=log, flush=True)
    return coverage, failing


def write_json(path, started, failing, outcomes):
    if not path:
        return
    with open(path + ".partial", "w", encoding="utf-8") as f:
        json.dump({"seconds": round(time.monotonic() - started), "failing unmutated": failing, "outcomes": outcomes},
                  f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(path + ".partial", path)


def earlier_outcomes(paths):
    """{(site key, n): outcome entry} of earlier runs' `--json` files (`--again`), a later
    file's entry replacing an earlier one's (a whole run, then runs of what survived it)."""
    found = {}
    for path in paths:
        seen = {}
        with open(path, encoding="utf-8") as f:
            for e in json.load(f)["outcomes"]:
                if e.get("number") is not None and e["outcome"] != "not run":
                    # a line's text can repeat in a file: its nth site is the nth entry of its key
                    key = tuple(e["key"])
                    seen[key] = seen.get(key, 0) + 1
                    found[key + (seen[key],)] = e
    return found


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

    earlier = earlier_outcomes(args.again) if args.again else None

    occurrence, seen = {}, {}
    for _, site, number in numbered:
        seen[site.key] = seen.get(site.key, 0) + 1
        occurrence[number] = seen[site.key]

    def carried(site, number):
        """An --again run's earlier outcome for a site it does not run again, or None."""
        known = earlier.get(site.key + (occurrence[number],)) if earlier is not None else None
        if known is None or number in put_back:
            return None
        if known["outcome"] in ("killed", "timeout") or (site.key in equivalents and known["outcome"] == "survived"):
            return known
        return None

    coverage, failing = {}, {}
    for module in modules:
        if not any(m == module and carried(site, n) is None and n not in put_back for m, site, n in numbered):
            coverage[module], failing[module] = {}, []
            continue  # nothing of it to run (--again)
        began = time.monotonic()
        coverage[module], failing[module] = test_coverage(binary, workdir, module, args.jobs, sys.stdout)
        reached = set().union(*(r for _, r in coverage[module].values())) if coverage[module] else set()
        print(f"schemata: {module}: {len(coverage[module])} tests pass unmutated, each alone, in "
              f"{time.monotonic() - began:.0f}s, and reach {len(reached)} sites", flush=True)
        if not coverage[module]:
            print(f"mutate: no test of {module} passes unmutated; fix that first", file=sys.stderr)
            return 1

    outcomes = []
    to_run = []
    for module, site, number in numbered:
        entry = {"number": number, "module": module, "mutant": site.describe(), "key": list(site.key)}
        if site.key in equivalents:
            entry["equivalent"] = equivalents[site.key]
        known = carried(site, number)
        if known is not None:
            # --again: killed before, or argued equivalent since, and its line is as it was:
            # only what survived and is not argued away is run again
            entry.update(outcome=known["outcome"], again="as in an earlier run")
        elif number in put_back:
            entry.update(outcome="not schematised", reason=put_back[number])
        else:
            entry["tests"] = sorted(t for t, (_, r) in coverage[module].items() if number in r)
            if entry["tests"]:
                entry["outcome"] = "not run"
                to_run.append(entry)
            else:
                entry.update(outcome="survived", reason="not reached by the module's tests")
        outcomes.append(entry)
    for module, unschematised in skipped:
        outcomes.append({"number": None, "module": module, "mutant": unschematised.site.describe(),
                         "key": list(unschematised.site.key), "outcome": "not schematised", "reason": unschematised.reason})

    def one(entry):
        tests = entry.pop("tests")
        entry["tests run"] = len(tests)
        # the tests' own time run one by one (each with a start of its own), twice over, and
        # at most three minutes: a mutant that loops is killed by its timeout soon enough
        timeout = args.timeout or min(180.0, 20.0 + 2 * sum(coverage[entry["module"]][t][0] for t in tests))
        status, seconds, output = run_tests(binary, workdir, tests, timeout, {"TERMISLAND_MUTANT": str(entry["number"])})
        entry["test seconds"] = round(seconds, 1)
        entry["outcome"] = "timeout" if status is None else "survived" if status == 0 else "killed"
        if status == 69:
            entry["outcome"] = "error"
        return entry

    # the cheapest first: a run cut short by its budget has measured the most mutants
    to_run.sort(key=lambda e: (sum(coverage[e["module"]][t][0] for t in e["tests"]), e["number"]))
    print(f"schemata: {len(to_run)} mutants to run, {args.jobs} at a time, the cheapest first", flush=True)
    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for entry in pool.map(one, to_run):
            done += 1
            print(f"[{done}/{len(to_run)}] {entry['outcome']:9} {entry['mutant']}  ({entry['test seconds']:.0f}s)", flush=True)
            if done % 25 == 0:
                write_json(args.json, started, failing, outcomes)  # a run cut short keeps what it learnt
    write_json(args.json, started, failing, outcomes)
    seconds = time.monotonic() - started
    from .schemata_report import print_report
    print_report(outcomes, seconds, equivalents)
    return 0
