#!/usr/bin/env python3
"""Reruns every figure of docs/BENCHMARKS.md in one go and writes them to one Markdown file,
stamped with the commit and the machine.

    python3 Tests/Benchmarks/rerun.py                   # the doc's commands; about 5 minutes on 2 cores
    python3 Tests/Benchmarks/rerun.py --quick           # every suite in its quick mode, kiwi at N = 10
    python3 Tests/Benchmarks/rerun.py --full            # also N = 1000 for the solver and kiwi (long)
    python3 Tests/Benchmarks/rerun.py --only canvas,peers --out /tmp/bench.md

It builds island-bench in release once, then runs, one after the other: the solver, kiwi
against it (Tests/Benchmarks/kiwi-reference, which fetches kiwisolver's source from PyPI), canvas,
layout, system, scene, motion, preview, terminal, and the peer benchmark (Tests/Benchmarks/peers).
A suite that fails is written down with its error and the rest still run. The file (default
.build-benchmarks/results-COMMIT.md, ignored by git) holds each suite's command, how long it
took, and its JSON lines as a table. Standard library only.
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time

sys.dont_write_bytecode = True
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = "island-bench"  # replaced by the built binary's path


def suites(quick, full, scratch):
    """(name, command, what the doc quotes) in the doc's order; BENCH is island-bench."""
    solver_sizes = "10,100,1000" if full else "10,100"
    kiwi_size = "1000" if full else "100"
    solver = [BENCH, "solver", "--sizes", solver_sizes] + (["--quick"] if quick else []) \
        + (["--reps", "1", "--phase-budget", "60"] if full else [])
    return [
        ("solver", solver, "island-bench solver --sizes 10,100 (the everyday sizes)"),
        ("kiwi", ["bash", "Tests/Benchmarks/kiwi-reference/run.sh", "10" if quick else kiwi_size],
         "bash Tests/Benchmarks/kiwi-reference/run.sh, then Tests/Benchmarks/compare.py against the solver's lines"),
        ("canvas", [BENCH, "canvas"], "island-bench canvas"),
        ("layout", [BENCH, "layout"] + (["--quick"] if quick else []), "island-bench layout"),
        ("system", [BENCH, "system"], "island-bench system"),
        ("scene", [BENCH, "scene"] + (["--quick"] if quick else []), "island-bench scene"),
        ("motion", [BENCH, "motion"] + (["--quick"] if quick else []), "island-bench motion"),
        ("preview", [BENCH, "preview"] + (["--quick"] if quick else []), "island-bench preview"),
        ("terminal", [BENCH, "terminal", "--repetitions", "100" if quick else "1000"],
         "island-bench terminal --repetitions 1000"),
        ("peers", [sys.executable, "Tests/Benchmarks/peers/run.py", "--no-build", "--json", os.path.join(scratch, "peers.json")]
         + (["--quick"] if quick else []), "python3 Tests/Benchmarks/peers/run.py"),
    ]


def capture(command):
    return subprocess.run(command, capture_output=True, text=True).stdout.strip()


def machine():
    """Where the figures were taken: the commit and the machine."""
    commit = capture(["git", "-C", ROOT, "rev-parse", "HEAD"]) or "unknown"
    # Changes to docs/ (the figures being written down) do not change what was measured.
    dirty = capture(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "--", ".", ":!docs"])
    model = "unknown"
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            model = next((line.split(":", 1)[1].strip() for line in cpuinfo if line.startswith("model name")), model)
    else:
        model = capture(["sysctl", "-n", "machdep.cpu.brand_string"]) or model
    load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    swift = capture(["swift", "--version"]).splitlines()
    return [
        ("commit", commit[:12] + (" (with uncommitted changes)" if dirty else "")),
        ("date", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")),
        ("machine", " ".join(platform.uname()[i] for i in (0, 2, 4))),
        ("cores", str(os.cpu_count())),
        ("CPU", model),
        ("load average at start", load),
        ("Swift", swift[0] if swift else "unknown"),
    ]


def json_lines(text):
    records = []
    for line in text.splitlines():
        if line.startswith("{"):
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return records


def records_table(records):
    """JSON records as one Markdown table, columns in the order keys first appear."""
    keys = []
    for record in records:
        keys += [key for key in record if key not in keys and key != "suite"]
    def cell(value):
        if isinstance(value, float):
            return f"{value:,.3f}"
        return f"{value:,}" if isinstance(value, int) else str(value).replace("|", "\\|")
    rows = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    rows += ["| " + " | ".join(cell(record[key]) if key in record else "" for key in keys) + " |" for record in records]
    return "\n".join(rows)


def build():
    print("rerun: building island-bench in release (swift build -c release --product island-bench)", file=sys.stderr, flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "island-bench"], cwd=ROOT, check=True)
    return os.path.join(capture(["swift", "build", "-c", "release", "--show-bin-path"]), "island-bench")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="every suite in its quick mode")
    parser.add_argument("--full", action="store_true", help="also N = 1000 for the solver and kiwi")
    parser.add_argument("--only", help="comma-separated suites, of: solver, kiwi, canvas, layout, system, "
                                       "scene, motion, preview, terminal, peers")
    parser.add_argument("--out", help="the Markdown file to write")
    options = parser.parse_args()
    os.chdir(ROOT)
    scratch = os.path.join(ROOT, ".build-benchmarks")
    os.makedirs(scratch, exist_ok=True)
    stamp = machine()
    out = options.out or os.path.join(scratch, f"results-{stamp[0][1][:7]}.md")
    chosen = [s for s in suites(options.quick, options.full, scratch) if not options.only or s[0] in options.only.split(",")]
    binary = build()
    sections, outputs = [], {}
    for name, command, quoted in chosen:
        command = [binary if part == BENCH else part for part in command]
        shown = " ".join({binary: "island-bench", sys.executable: "python3"}.get(part, part) for part in command)
        print(f"rerun: {name}: {shown}", file=sys.stderr, flush=True)
        started = time.monotonic()
        result = subprocess.run(command, capture_output=True, text=True)
        took = time.monotonic() - started
        outputs[name] = result.stdout
        section = [f"## {name}", "", f"`{shown}` ({took:,.0f} s; the doc quotes `{quoted}`)", ""]
        if result.returncode != 0:
            section += [f"**Failed** (exit status {result.returncode}):", "", "```", result.stderr.strip()[-2000:], "```", ""]
        if name == "peers":
            section += [line for line in result.stdout.splitlines()]
        elif name == "kiwi" and result.returncode == 0 and "solver" in outputs:
            section += kiwi_comparison(scratch, outputs)
        elif json_lines(result.stdout):
            section.append(records_table(json_lines(result.stdout)))
        sections.append("\n".join(section).rstrip() + "\n")
    header = ["# Benchmark results", "", "Written by `python3 Tests/Benchmarks/rerun.py"
              + (" --quick" if options.quick else "") + (" --full" if options.full else "") + "`.", ""]
    header += [f"- {key}: {value}" for key, value in stamp] + [""]
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(header) + "\n" + "\n".join(sections))
    print(f"rerun: wrote {out}", file=sys.stderr)


def kiwi_comparison(scratch, outputs):
    """kiwi's lines beside the solver's, by Tests/Benchmarks/compare.py."""
    paths = []
    for name in ("kiwi", "solver"):
        path = os.path.join(scratch, f"{name}.jsonl")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(outputs[name])
        paths.append(path)
    compared = subprocess.run([sys.executable, "Tests/Benchmarks/compare.py"] + paths, capture_output=True, text=True)
    return ["Ratio = kiwi time / TermIsland time (above 1: TermIsland is faster); the two ran one after the other.", "",
            compared.stdout.strip() or compared.stderr.strip()]


if __name__ == "__main__":
    main()
