"""What a schemata run says: per module, the sites, those not schematised, the mutants killed,
surviving and equivalent, and the score killed ÷ (schematised − equivalent)."""

import json
import os

MODULE_ORDER = ["Cassowary", "TerminalCanvas", "IslandUI", "LiveActivity", "ActivityRuntime", "IslandInputs", "CursesBackend"]


def tally(outcomes):
    rows = {}
    for e in outcomes:
        row = rows.setdefault(e["module"], {"sites": 0, "not schematised": 0, "killed": 0, "survived": 0,
                                            "equivalent": 0, "unreached": 0, "equivalent but killed": 0, "not run": 0})
        row["sites"] += 1
        if e["outcome"] == "not run":
            row["not run"] = row.get("not run", 0) + 1
        elif e["outcome"] == "not schematised":
            row["not schematised"] += 1
        elif e.get("equivalent") is not None:
            row["equivalent"] += 1
            if e["outcome"] in ("killed", "timeout"):
                row["equivalent but killed"] += 1
        elif e["outcome"] in ("killed", "timeout"):
            row["killed"] += 1
        else:
            row["survived"] += 1
            if e.get("reason", "").startswith("not reached"):
                row["unreached"] += 1
    return rows


def score(row):
    scored = row["killed"] + row["survived"]
    return f"{100 * row['killed'] / scored:.1f}%" if scored else "n/a"


def print_report(outcomes, seconds, equivalents=None):
    rows = tally(outcomes)
    total = {k: sum(r[k] for r in rows.values()) for k in next(iter(rows.values()))} if rows else {}
    print()
    print(f"schemata: {len(outcomes)} sites in {seconds / 60:.1f} min")
    print(f"  {'module':16} {'sites':>5} {'not sch.':>8} {'equiv.':>6} {'killed':>6} {'survived':>8} {'(unreached)':>11} {'score':>7}")
    for module in sorted(rows, key=lambda m: MODULE_ORDER.index(m) if m in MODULE_ORDER else 99):
        r = rows[module]
        print(f"  {module:16} {r['sites']:5} {r['not schematised']:8} {r['equivalent']:6} {r['killed']:6} "
              f"{r['survived']:8} {r['unreached']:11} {score(r):>7}")
    if total:
        print(f"  {'all':16} {total['sites']:5} {total['not schematised']:8} {total['equivalent']:6} {total['killed']:6} "
              f"{total['survived']:8} {total['unreached']:11} {score(total):>7}")
        print("  score: killed ÷ (schematised − equivalent); a mutant killed by its timeout counts as killed")
    if total and total["equivalent but killed"]:
        print("equivalents the tests kill (equivalents.txt is wrong about them):")
        for e in outcomes:
            if e.get("equivalent") is not None and e["outcome"] in ("killed", "timeout"):
                print(f"  {e['mutant']}")
    survivors = [e for e in outcomes if e["outcome"] in ("survived", "error") and e.get("equivalent") is None]
    if survivors:
        print("survivors:")
        for e in survivors:
            note = " (not reached)" if e.get("reason", "").startswith("not reached") else ""
            print(f"  {e['number']:5} {e['mutant']}{note}")
    unschematised = [e for e in outcomes if e["outcome"] == "not schematised"]
    if unschematised:
        print("not schematised:")
        for e in unschematised:
            print(f"  {e['mutant']}: {e['reason']}")


def report_schemata_files(paths):
    """One report of several runs' --json files, a site's outcome the last file's that has it
    (a whole run, then `--again --module M` runs after it)."""
    by_key, seconds = {}, 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        seconds += document.get("seconds", 0)
        seen = {}
        for entry in document["outcomes"]:
            # a line's text can repeat in a file: the nth site of a key is the nth in each file
            key = (entry["module"], tuple(entry["key"]), entry.get("number") is None)
            seen[key] = seen.get(key, 0) + 1
            by_key[key + (seen[key],)] = entry
    # the equivalents as the file says now (an argument written after a run counts)
    from . import ROOT
    from .equivalents import read_equivalents
    from .schemata_run import EQUIVALENTS
    equivalents = read_equivalents(os.path.join(ROOT, EQUIVALENTS))
    for entry in by_key.values():
        entry.pop("equivalent", None)
        if tuple(entry["key"]) in equivalents and entry["outcome"] != "not schematised":
            entry["equivalent"] = equivalents[tuple(entry["key"])]
    print_report(list(by_key.values()), seconds)
    return 0
