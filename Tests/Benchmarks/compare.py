#!/usr/bin/env python3
"""Sets two benchmark result files (JSON lines) side by side as a Markdown table.

    python3 Tests/Benchmarks/compare.py kiwi.jsonl termisland.jsonl

Cases are matched on (layout, n, phase). The ratio is the first file's time over the second's:
above 1 means the second is faster. A line marked "truncated" timed only its first operations,
shown as "(k ops)".
"""
import json
import sys


def load(path):
    with open(path, encoding="utf-8") as handle:
        records = [json.loads(line) for line in handle if line.strip().startswith("{")]
    return {(r["layout"], r["n"], r["phase"]): r for r in records if "phase" in r}


def cell(record):
    if record is None:
        return "—"
    text = f"{record['us_per_op']:,.1f}"
    if record.get("truncated"):
        text += f" ({record['ops']} ops)"
    return text


def main(first_path, second_path):
    first, second = load(first_path), load(second_path)
    first_name = next(iter(first.values()))["solver"]
    second_name = next(iter(second.values()))["solver"]
    print(f"| layout | N | phase | {first_name} µs/op | {second_name} µs/op | ratio |")
    print("|---|---:|---|---:|---:|---:|")
    for key in sorted(set(first) | set(second), key=lambda k: (k[0] != "sum", k[1], ["build", "resize", "drag", "jump", "toggle"].index(k[2]))):
        a, b = first.get(key), second.get(key)
        ratio = f"{a['us_per_op'] / b['us_per_op']:.1f}×" if a and b else "—"
        print(f"| {key[0]} | {key[1]} | {key[2]} | {cell(a)} | {cell(b)} | {ratio} |")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: compare.py FIRST.jsonl SECOND.jsonl")
    main(sys.argv[1], sys.argv[2])
