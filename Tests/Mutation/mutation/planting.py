"""Planting a mutant, and always taking it out again: the mutated file is put back byte for byte
whatever happens, and a journal in .build keeps the original for a run killed outright
(`--restore`)."""

import json
import os
import subprocess
import time

from .default_arguments import default_argument_name, touch_callers

JOURNAL = os.path.join(".build", "mutate-journal.json")


class Planted:
    """Writes a mutant into its file and puts the original back on leaving, whatever happened.
    A journal in .build records the original first, so that even a run killed outright can be
    undone by `--restore`."""

    def __init__(self, root, mutant):
        self.root, self.mutant = root, mutant
        self.file = os.path.join(root, mutant.path)
        self.journal = os.path.join(root, JOURNAL)

    def __enter__(self):
        with open(self.file, "rb") as f:
            self.original = f.read()
        lines = self.original.decode("utf-8").split("\n")
        assert lines[self.mutant.line - 1] == self.mutant.original_line, f"{self.mutant.path} changed under the run"
        lines[self.mutant.line - 1] = self.mutant.mutated_line
        os.makedirs(os.path.dirname(self.journal), exist_ok=True)
        with open(self.journal, "w") as f:
            json.dump({"path": self.mutant.path, "pid": os.getpid(), "original": self.original.decode("utf-8")}, f)
        stat = os.stat(self.file)
        with open(self.file, "wb") as f:
            f.write("\n".join(lines).encode("utf-8"))
        os.utime(self.file, ns=(stat.st_atime_ns, max(stat.st_mtime_ns + 1_000_000_000, time.time_ns())))
        self.callers = default_argument_name(self.original.decode("utf-8").split("\n"), self.mutant)
        if self.callers is not None:
            touch_callers(self.root, self.callers)
        return self

    def __exit__(self, *exc):
        restore_bytes(self.file, self.original)
        if getattr(self, "callers", None) is not None:
            touch_callers(self.root, self.callers)  # their copies of the default are the mutant's now
        if os.path.exists(self.journal):
            os.remove(self.journal)
        return False


def restore_bytes(file, original):
    with open(file, "wb") as f:
        f.write(original)
    # a new time, so the next build sees the file changed back
    now = time.time_ns()
    os.utime(file, ns=(now, now))


def journal_entry(root):
    journal = os.path.join(root, JOURNAL)
    if not os.path.exists(journal):
        return None
    with open(journal) as f:
        return json.load(f)


def pid_alive(pid):
    if not pid:
        return False
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def restore_from_journal(root):
    journal = os.path.join(root, JOURNAL)
    if not os.path.exists(journal):
        return None
    with open(journal) as f:
        entry = json.load(f)
    restore_bytes(os.path.join(root, entry["path"]), entry["original"].encode("utf-8"))
    os.remove(journal)
    return entry["path"]


def sources_dirty(root):
    out = subprocess.run(["git", "status", "--porcelain", "--", "Sources"], cwd=root, capture_output=True, text=True)
    return [line for line in out.stdout.split("\n") if line.strip()]
