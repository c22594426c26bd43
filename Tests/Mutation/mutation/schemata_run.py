"""A schemata run (`mutate.py --schemata`): the package copied to a scratch folder, every site of
the files in scope rewritten there (schemata), the copy built once (sites whose rewrite does not
compile put back, listed, and the copy built again), each target's tests run unmutated with a
trace of the sites they reach, then each reached site's mutant by its number in the environment,
several at a time. The repository's own files are only read."""

import json
import os
import re
import subprocess
import time

from .running import run
from .schemata import rewrite, sites_in_text
from .schemata_helper import HELPER_NAME, helper_source

# The modules that decide what is drawn, and in each the files that do it (docs/Testing.md).
SCOPE = {
    "Cassowary": ["Sources/Cassowary/"],
    "TerminalCanvas": ["Sources/TerminalCanvas/" + name for name in (
        "DisplayWidth.swift", "DisplayWidthTables.swift", "GraphemeWidths.swift", "LoneNarrowScalars.swift",
        "String+Columns.swift", "String+OneLine.swift", "ControlCharacters.swift")],
    "IslandUI": ["Sources/IslandUI/Layout/"],
    # The did-you-mean rule moved here from IslandInputs (issue 36: a content state's missing key
    # is suggested from LiveActivity's decoding).
    "LiveActivity": ["Sources/LiveActivity/Presentations/", "Sources/LiveActivity/Kinds/NameSuggestion.swift"],
    "ActivityRuntime": ["Sources/ActivityRuntime/System/" + name for name in (
        "Arbitration.swift", "ArrangementReason.swift", "ActivitySystem+Collapse.swift")],
    "IslandInputs": ["Sources/IslandInputs/JSON/", "Sources/IslandInputs/Push/"],
    "CursesBackend": ["Sources/CursesBackend/" + name for name in (
        "InputDecoder.swift", "KeyCodeTable.swift", "CursorReportScanner.swift")],
}
EQUIVALENTS = os.path.join("Tests", "Mutation", "equivalents.txt")
STATE = "schemata-state.json"
ERROR = re.compile(r"^(?:.*?/)?(Sources/[^:]+\.swift):(\d+):(\d+): error: (.*)$", re.M)


def scope_files(root, modules):
    files = {}
    for module in modules:
        found = []
        for entry in SCOPE[module]:
            if entry.endswith("/"):
                for directory, _, names in os.walk(os.path.join(root, entry)):
                    found += [os.path.relpath(os.path.join(directory, n), root).replace(os.sep, "/")
                              for n in names if n.endswith(".swift")]
            else:
                found.append(entry)
        files[module] = sorted(found)
    return files


def collect(root, modules):
    """(numbered, skipped): every site of the modules' files with its number, from 0 in the
    order of SCOPE, file and position; and the sites no rewrite can hold."""
    numbered, skipped = [], []
    for module, paths in scope_files(root, modules).items():
        for path in paths:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                sites, unschematised = sites_in_text(path, f.read())
            numbered += [(module, site) for site in sites]
            skipped += [(module, u) for u in unschematised]
    return [(module, site, number) for number, (module, site) in enumerate(numbered)], skipped


def sync_copy(root, workdir):
    """The tracked files of the checkout copied to `workdir`, each written only where its bytes
    differ, so that the copy's build stays incremental across runs; a source or test file the
    checkout no longer has (moved or deleted since the last run) is deleted from the copy, or
    the copy would compile it still."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True).stdout
    tracked = set()
    for path in listed.decode("utf-8").split("\0"):
        if path and os.path.isfile(os.path.join(root, path)):
            tracked.add(path)
            with open(os.path.join(root, path), "rb") as f:
                write_if_changed(os.path.join(workdir, path), f.read())
    for top in ("Sources", "Tests"):
        for folder, _, names in os.walk(os.path.join(workdir, top)):
            for name in names:
                path = os.path.relpath(os.path.join(folder, name), workdir)
                if path not in tracked and name != HELPER_NAME:
                    os.remove(os.path.join(workdir, path))


def write_if_changed(path, data):
    if os.path.exists(path):
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
    return True


def plant_all(root, workdir, numbered, put_back):
    """Rewrites every file in scope in the copy, the sites in `put_back` (numbers) left as they
    are, and writes each module's helper. Returns {number: (path, line, first, last)}."""
    spans, by_file, by_module = {}, {}, {}
    for module, site, number in numbered:
        by_module.setdefault(module, []).append((site, number))
        if number not in put_back:
            by_file.setdefault(site.path, []).append((site, number))
    files = {path for _, site, _ in numbered for path in [site.path]}
    for path in sorted(files):
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text, placed = rewrite(f.read(), by_file.get(path, []))
        write_if_changed(os.path.join(workdir, path), text.encode("utf-8"))
        spans.update({n: (path,) + span for n, span in placed.items()})
    for module, entries in by_module.items():
        first = min(n for _, n in entries)
        count = max(n for _, n in entries) - first + 1
        helper = os.path.join(workdir, "Sources", module, HELPER_NAME)
        write_if_changed(helper, helper_source(entries, first, count).encode("utf-8"))
    return spans


def errors_to_sites(output, spans, numbered):
    """{number: reason} for the sites the build's errors fall on: the site whose operator the
    error points at, else every site on the error's line, else those on the eight lines below
    (an expression the compiler gave up on is reported at its start)."""
    by_line = {}
    for number, (path, line, first, last) in spans.items():
        by_line.setdefault((path, line), []).append((number, first, last))
    blamed, unplaced = {}, []
    for m in ERROR.finditer(output):
        path, line, column, message = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4).strip()
        here = by_line.get((path, line), [])
        hit = [n for n, first, last in here if first <= column <= last] or [n for n, _, _ in here]
        if not hit:
            for below in range(line + 1, line + 9):
                hit = [n for n, _, _ in by_line.get((path, below), [])]
                if hit:
                    break
        if not hit:
            unplaced.append(m.group(0))
        for n in hit:
            blamed.setdefault(n, message)
    return blamed, unplaced


def build_copy(workdir, spans, numbered, put_back, root, log):
    """Builds the copy, putting back the sites the errors blame, until it builds. Returns
    (ok, seconds)."""
    started = time.monotonic()
    while True:
        print(f"schemata: building the copy ({len(put_back)} sites put back so far)", file=log, flush=True)
        status, seconds, output = run(["swift", "build", "--build-tests"], workdir, 7200)
        if status == 0:
            return True, time.monotonic() - started
        blamed, unplaced = errors_to_sites(output, spans, numbered)
        if not blamed:
            print(output[-4000:], file=log)
            print("schemata: the copy does not build, and no site is to blame:\n  " + "\n  ".join(unplaced[:20]), file=log)
            return False, time.monotonic() - started
        for number, reason in blamed.items():
            put_back[number] = reason
        spans.clear()
        spans.update(plant_all(root, workdir, numbered, put_back))
        with open(os.path.join(workdir, STATE), "w", encoding="utf-8") as f:
            json.dump({"put back": {site_key_text(numbered[n][1]): why for n, why in put_back.items()}}, f, indent=1,
                      ensure_ascii=False)


def site_key_text(site):
    return " ⟂ ".join(site.key)
