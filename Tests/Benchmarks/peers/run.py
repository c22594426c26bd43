#!/usr/bin/env python3
"""The peer benchmark: the same 200×50 screen (screen.py) drawn by TermIsland's CursesBackend,
Python's curses (ncurses alone, the floor), tui-rs, rich's Live and Textual, each in a
pseudo-terminal, three updates many times: the countdown ticks, one card's content changes, the
whole screen is repainted. Prints bytes and CPU time per update, medians, and ratios to curses.

    python3 Tests/Benchmarks/peers/run.py                 # 5 rounds × 40 updates, under a minute
    python3 Tests/Benchmarks/peers/run.py --quick         # 2 rounds × 8 updates
    python3 Tests/Benchmarks/peers/run.py --peers curses,TermIsland --rounds 9 --json peers.json
    python3 Tests/Benchmarks/peers/run.py --self-test     # the runner's own tests

Rounds are interleaved (curses, TermIsland, tui-rs, rich, Textual, then again), so a busy
machine slows every peer alike. Bytes are counted up to the fence each driver writes after an
update (protocol.py); CPU time is what the driver measured of its own process. Every update of
the first round is replayed in pyte and compared with the screen cell by cell (`--verify-all`:
every round). A peer that cannot run (no cargo, no network for pip) is reported as skipped.
Standard library only; pyte, if this Python lacks it, is run from /usr/bin/python3 or the venv.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import capture  # noqa: E402
import peers  # noqa: E402
import screen  # noqa: E402
import verify  # noqa: E402

UPDATE_NAMES = {"tick": "countdown tick (5 cells)", "card": "one card's content changed", "full": "full repaint"}


def arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--updates", type=int, default=40, help="rounds of tick, card, full in each driver run")
    parser.add_argument("--warmup", type=int, default=2, help="first updates of each kind in a run not counted")
    parser.add_argument("--quick", action="store_true", help="2 rounds of 8 updates")
    parser.add_argument("--peers", help="comma-separated names, of: " + ", ".join(name for name, _ in peers.ALL))
    parser.add_argument("--no-build", action="store_true", help="use the drivers already built")
    parser.add_argument("--verify-all", action="store_true", help="replay every round in pyte, not only the first")
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args(argv)
    if options.quick:
        options.rounds, options.updates = 2, 8
    if options.rounds < 1 or options.updates <= options.warmup or options.warmup < 0:
        parser.error("need --rounds ≥ 1 and --updates > --warmup ≥ 0")
    return options


def ensure_pyte():
    """Runs this script again under a Python with pyte when this one lacks it; False if none."""
    if verify.pyte is not None:
        return True
    if os.environ.get("TERMISLAND_PEERS_REEXEC"):
        return False
    for python in ["/usr/bin/python3", os.path.join(peers.VENV, "bin", "python")]:
        if os.path.exists(python) and subprocess.run([python, "-c", "import pyte"], capture_output=True).returncode == 0:
            peers.say(f"this Python has no pyte; running under {python}")
            os.environ["TERMISLAND_PEERS_REEXEC"] = "1"
            os.execv(python, [python] + sys.argv)
    return False


def check_labels(updates, expected):
    """Raises DriverFailed unless the driver fenced the expected updates in order."""
    labels = [update.label for update in updates]
    wanted = [label for label, _, _ in expected]
    if labels != wanted:
        at = next((i for i, (a, b) in enumerate(zip(labels, wanted)) if a != b), min(len(labels), len(wanted)))
        raise capture.DriverFailed(f"fenced {len(labels)} updates, expected {len(wanted)}; "
                                   f"update {at} is {labels[at] if at < len(labels) else 'missing'}, "
                                   f"expected {wanted[at] if at < len(wanted) else 'nothing'}")


def counted(updates, warmup):
    """{label: [(bytes, cpu_ns), …]} of one run, without the first `warmup` of each kind (a
    library's first updates warm its caches; Textual's repaint the screen once more)."""
    seen, samples = {}, {label: [] for label in UPDATE_NAMES}
    for update in updates:
        if update.label not in samples:
            continue
        seen[update.label] = seen.get(update.label, 0) + 1
        if seen[update.label] > warmup:
            samples[update.label].append((len(update.data), update.cpu_ns))
    return samples


def first_mismatch(updates, expected):
    """Replays a run in pyte; the first update whose screen differs, as a sentence, or None."""
    replay = verify.Replay()
    for number, (update, (label, variant, seconds)) in enumerate(zip(updates, expected)):
        replay.feed(update.data)
        problem = replay.mismatch(variant, seconds)
        if problem:
            return f"after update {number} ({label}): {problem}"
    return None


def median_summary(samples):
    """{label: (median bytes, median CPU µs)} over every counted sample of every round."""
    return {label: (statistics.median(b for b, _ in values), statistics.median(c for _, c in values) / 1000)
            for label, values in samples.items() if values}


def cpu_text(microseconds):
    return f"{microseconds / 1000:,.2f} ms" if microseconds >= 1000 else f"{microseconds:,.0f} µs"


def ratio_text(ratio):
    """1.07×, 16.4×, 398×: two or three significant figures."""
    return f"{ratio:.2f}×" if ratio < 10 else f"{ratio:.1f}×" if ratio < 100 else f"{ratio:,.0f}×"


def floor_of(name, summaries):
    """Whom `name`'s ratios are to: curses, or curses whole for a whole-frame peer (when it ran)."""
    if name in peers.WHOLE_FRAME and name != "curses whole" and "curses whole" in summaries:
        return "curses whole"
    return "curses"


def table(summaries):
    """Markdown: bytes and CPU per update for each peer, with its ratio to its floor (floor_of)."""
    names = list(summaries)
    lines = ["| update | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for label, title in UPDATE_NAMES.items():
        cells = []
        for name in names:
            if label not in summaries[name]:
                cells.append("—")
                continue
            size, cpu = summaries[name][label]
            floor_name = floor_of(name, summaries)
            floor_size, floor_cpu = summaries.get(floor_name, {}).get(label, (0, 0))
            ratios = f" ({ratio_text(size / floor_size)} · {ratio_text(cpu / floor_cpu)})" if floor_size and floor_cpu and name != floor_name else ""
            cells.append(f"{size:,.0f} B / {cpu_text(cpu)}{ratios}")
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def spread_table(medians):
    """Markdown: for each peer and update, the lowest and highest of the rounds' CPU medians."""
    names = list(medians)
    lines = ["| update | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for label, title in UPDATE_NAMES.items():
        cells = [f"{cpu_text(min(medians[n][label]))} – {cpu_text(max(medians[n][label]))}" if medians[n].get(label) else "—"
                 for n in names]
        lines.append(f"| {title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def commit_stamp():
    def git(*args):
        return subprocess.run(["git", *args], cwd=peers.ROOT, capture_output=True, text=True).stdout.strip()
    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    # Changes to docs/ (the figures being written down) do not change what was measured.
    changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!docs")
    return commit + (" (with uncommitted changes)" if changed else "")


def main(options):
    if not ensure_pyte():
        peers.say("pyte is missing (pip install pyte): the cells each peer drew are NOT checked")
    chosen = [(n, p) for n, p in peers.ALL if not options.peers or n.lower() in options.peers.lower().split(",")]
    ready, skipped = [], {}
    for name, prepare in chosen:
        try:
            command, version = prepare(not options.no_build)
            ready.append((name, command, version))
        except peers.Skipped as reason:
            skipped[name] = str(reason)
            peers.say(f"{name} skipped: {reason}")
    expected = screen.expected_states(options.updates)
    samples = {name: {label: [] for label in UPDATE_NAMES} for name, _, _ in ready}
    round_medians = {name: {label: [] for label in UPDATE_NAMES} for name, _, _ in ready}
    different = {}
    with tempfile.TemporaryDirectory(prefix="termisland-peers-") as scratch:
        runs_path = os.path.join(scratch, "screen.runs")
        screen.write_runs(runs_path)
        env = capture.environment({"PYTHONDONTWRITEBYTECODE": "1"})
        for round_number in range(options.rounds):
            for name, command, _ in list(ready):
                if name in skipped:
                    continue
                started = time.monotonic()
                try:
                    # Textual, the slowest, takes about 80 ms an update round; a hung driver
                    # (a fence that never comes) is given up on well before an hour.
                    timeout = 60 + options.updates
                    output = capture.run_in_pty(command + [runs_path, str(options.updates)], env, timeout=timeout)
                    updates, _ = capture.split_at_fences(output)
                    check_labels(updates, expected)
                except capture.DriverFailed as error:
                    skipped[name] = f"its driver failed: {error}"
                    peers.say(f"{name} skipped: {skipped[name]}")
                    continue
                if verify.pyte is not None and (round_number == 0 or options.verify_all):
                    problem = first_mismatch(updates, expected)
                    if problem:
                        different[name] = problem
                for label, values in counted(updates, options.warmup).items():
                    samples[name][label] += values
                    if values:
                        round_medians[name][label].append(statistics.median(c for _, c in values) / 1000)
                peers.say(f"round {round_number + 1}/{options.rounds}: {name} ({time.monotonic() - started:.1f} s)")
    summaries = {name: median_summary(samples[name]) for name, _, _ in ready if name not in skipped}
    print(f"Peer benchmark: the {screen.WIDTH}×{screen.HEIGHT} screen of Tests/Benchmarks/peers/screen.py, "
          f"{options.rounds} rounds × {options.updates} updates of each kind (the first {options.warmup} "
          f"of each run not counted), interleaved; commit {commit_stamp()}.")
    whole = "; for the peers that draw a whole new frame each update, to curses whole" if "curses whole" in summaries else ""
    print("Bytes written / process CPU time per update, medians; in brackets, the ratios to curses "
          f"(bytes · CPU){whole}.\n")
    print(table(summaries))
    print("\nCPU per update, each round's median, lowest to highest (how noisy the machine was):\n")
    print(spread_table({name: round_medians[name] for name in summaries}))
    print()
    for name, command, version in ready:
        if name not in skipped:
            print(f"- {name}: {version}")
    for name, reason in skipped.items():
        print(f"- {name}: skipped, {reason}")
    if verify.pyte is None:
        print("- cells NOT checked (no pyte)")
    elif different:
        for name, problem in different.items():
            print(f"- {name} drew different cells: {problem}")
    else:
        print(f"- every peer drew the same cells (pyte, after every update of {'every round' if options.verify_all else 'the first round'})")
    if options.json:
        import json
        with open(options.json, "w", encoding="utf-8") as out:
            json.dump({"commit": commit_stamp(), "rounds": options.rounds, "updates": options.updates,
                       "warmup": options.warmup, "medians": summaries, "round_medians_cpu_us": round_medians, "skipped": skipped,
                       "different": different, "versions": {n: v for n, _, v in ready}}, out, indent=1)
    return 1 if different else 0


if __name__ == "__main__":
    options = arguments(sys.argv[1:])
    if options.self_test:
        import selftest
        sys.exit(selftest.run_tests())
    sys.exit(main(options))
