#!/usr/bin/env python3
"""Rewrites the documentation's command outputs with what the commands print now.

    swift build && python3 docs/tools/update-doc-outputs.py [FILE.md ...]

Blocks of `$ swift run island …` lines and blocks marked `<!-- output of: island … -->` (see
Tests/DocumentationTests/OutputTests.swift) are run with .build/debug/island from the
repository (or the folder an `<!-- in DIR -->` marker names) and replaced by their output, the
blank lines that end an output left out, as the test compares them. Review the diff: the test
passes after this by construction, so the diff is what says whether a change was meant.
"""
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARIES = {"island": os.path.join(ROOT, ".build/debug/island"),
            "island-bench": os.path.join(ROOT, ".build/debug/island-bench")}


def command(line):
    words = shlex.split(line)
    if words[-2:] == ["|", "cat"]:
        words = words[:-2]
    if words[:1] == ["$"]:
        words = words[1:]
    if words[:2] == ["swift", "run"]:
        words = words[2:]
    if words[:2] == ["-c", "release"]:
        words = words[2:]
    if not words or words[0] not in BINARIES:
        return None
    return [BINARIES[words[0]]] + words[1:]


def run(arguments, directory):
    stdin, stdout = subprocess.DEVNULL, subprocess.PIPE
    while "<" in arguments[:-1] or ">" in arguments[:-1]:
        index = next(i for i, word in enumerate(arguments[:-1]) if word in ("<", ">"))
        path = os.path.join(directory, arguments[index + 1])
        if arguments[index] == "<":
            stdin = open(path, "rb")
        else:
            stdout = open(path, "wb")
        del arguments[index:index + 2]
    result = subprocess.run(arguments, cwd=directory, stdin=stdin,
                            stdout=stdout, stderr=subprocess.STDOUT if stdout == subprocess.PIPE else subprocess.PIPE)
    if stdout != subprocess.PIPE:
        result.stdout = result.stderr
    text = result.stdout.decode("utf-8")
    while text.endswith("\n\n"):
        text = text[:-1]
    return text


def update(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    output, index, changed = [], 0, 0
    while index < len(lines):
        line = lines[index]
        output.append(line)
        index += 1
        if not line.startswith("```") or line.strip() != "```":
            if line.startswith("```"):  # a block with a language: copy it whole
                while index < len(lines) and not lines[index].startswith("```"):
                    output.append(lines[index])
                    index += 1
                if index < len(lines):
                    output.append(lines[index])
                    index += 1
            continue
        end = index
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        body = lines[index:end]
        marker = ""
        above = output[-2].strip() if len(output) > 1 else ""
        if above.startswith("<!--") and above.endswith("-->"):
            marker = above[4:-3].strip()
        directory = os.path.join(ROOT, marker[3:]) if marker.startswith("in ") else ROOT
        new = None
        if marker.startswith("output of: ") and command(marker[len("output of: "):]):
            new = run(command(marker[len("output of: "):]), directory)
        elif body and body[0].startswith("$ "):
            new = ""
            for entry in body:
                if entry.startswith("$ ") and command(entry):
                    new += entry + "\n" + run(command(entry), directory)
        if new is None:
            output.extend(body)
        else:
            replaced = new.split("\n")[:-1] if new.endswith("\n") else new.split("\n")
            changed += replaced != body
            output.extend(replaced)
        index = end
    open(path, "w", encoding="utf-8").write("\n".join(output))
    return changed


files = sys.argv[1:] or ["README.md"] + sorted(
    os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs"))
    if name.endswith(".md") and name != "DECISIONS.md")
for name in files:
    count = update(os.path.join(ROOT, name))
    if count:
        print(f"{name}: {count} block{'s' if count != 1 else ''} updated")
