"""What a run says of its mutants: the `--json` file written as each outcome is known, the
report printed at a run's end, and one report for several `--json` files (`--report`)."""

import json
import os


def write_outcomes(path, args, outcomes):
    """Rewritten after every mutant, so that an interrupted run keeps what it learnt."""
    document = {"seed": args.seed, "count": args.count, "again": args.again, "outcomes": outcomes}
    temporary = path + ".partial"
    with open(temporary, "w", encoding="utf-8") as f:
        json.dump(document, f, indent=1, ensure_ascii=False)
        f.write("\n")
    os.replace(temporary, path)


def report(results, not_run, seconds, args):
    killed, timeouts, survived = len(results["killed"]), len(results["timeout"]), len(results["survived"])
    scored = killed + timeouts + survived
    score = f"{100 * (killed + timeouts) / scored:.1f}%" if scored else "n/a"
    print()
    print(f"mutants: {scored + len(results['not viable'])} run in {seconds / 60:.1f} min (seed {args.seed}); "
          f"killed {killed}, killed by timeout {timeouts}, survived {survived}, not viable {len(results['not viable'])}"
          + (f", {not_run} not run (budget)" if not_run else "")
          + f"; score {score} (killed ÷ viable)")
    if survived:
        print("survivors:")
        for mutant in results["survived"]:
            print(f"  {mutant.describe()}")
    if timeouts:
        print("killed by timeout:")
        for mutant in results["timeout"]:
            print(f"  {mutant.describe()}")


def report_files(paths):
    """One report for the outcomes of several `--json` files, in the order given (a run split
    with `--from`, each part in its own checkout): the totals as a run prints them, the time
    the mutants took (builds and tests), and a line a module."""
    outcomes = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            outcomes += json.load(f).get("outcomes", [])
    tally = {name: [e for e in outcomes if e["outcome"] == name] for name in ("killed", "timeout", "survived", "not viable")}
    killed, timeouts, survived = len(tally["killed"]), len(tally["timeout"]), len(tally["survived"])
    scored = killed + timeouts + survived
    seconds = sum(e.get("build seconds", 0) + e.get("test seconds", 0) for e in outcomes)
    score = f"{100 * (killed + timeouts) / scored:.1f}%" if scored else "n/a"
    print(f"mutants: {len(outcomes)} run in {seconds / 60:.1f} min of builds and tests; killed {killed}, killed by timeout "
          f"{timeouts}, survived {survived}, not viable {len(tally['not viable'])}; score {score} (killed ÷ viable)")
    modules = sorted({e["module"] for e in outcomes}, key=lambda m: (-sum(e["module"] == m for e in outcomes), m))
    print("by module (killed, timeouts included / viable):")
    for module in modules:
        mine = [e for e in outcomes if e["module"] == module and e["outcome"] != "not viable"]
        dead = sum(e["outcome"] in ("killed", "timeout") for e in mine)
        print(f"  {module:24} {dead:3} / {len(mine):3}")
    if survived:
        print("survivors:")
        for entry in tally["survived"]:
            print(f"  {entry['mutant']}")
    return 0
