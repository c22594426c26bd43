"""Running a command with a timeout, and killing everything it started when the timeout passes;
the two commands a run uses, `swift build --build-tests` and `swift test --skip-build`."""

import os
import re
import signal
import subprocess
import time


def run(command, root, timeout, extra_environment=None):
    """(status, seconds, output); status None when the timeout passed. The output is read as
    bytes and decoded leniently: a test killed mid-write leaves half a UTF-8 sequence, which
    once ended a whole run. The command runs with a token of its own in its environment, which
    everything it starts inherits; on a timeout its process group is killed, and then every
    process still carrying the token (a test process in a group of its own, a pty child, a tmux
    server), so nothing of a mutant outlives it and slows the next."""
    start = time.monotonic()
    token = f"{os.getpid()}-{time.monotonic_ns()}"
    environment = dict(os.environ, **(extra_environment or {}), TERMISLAND_MUTANT_RUN=token)
    process = subprocess.Popen(command, cwd=root, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               start_new_session=True, env=environment)
    try:
        output, _ = process.communicate(timeout=timeout)
        return process.returncode, time.monotonic() - start, output.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        kill_tree(process, token)
        output, _ = process.communicate()
        return None, time.monotonic() - start, output.decode("utf-8", "replace")
    except BaseException:
        kill_tree(process, token)
        process.communicate()
        raise


def kill_tree(process, token):
    """Kills the command's process group, then every process whose environment carries the
    command's token: what it left in groups of its own. Nothing else: not a process of the same
    checkout that another run or a test started (run from the test suite, killing by the build
    folder's path once took the test process itself), and never this script's ancestors."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    if not os.path.isdir("/proc"):
        return
    marker = f"TERMISLAND_MUTANT_RUN={token}".encode()
    ancestors = _ancestors(os.getpid())
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in ancestors:
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                carries = marker in f.read().split(b"\0")
        except OSError:
            continue
        if carries:
            try:
                os.kill(int(entry), signal.SIGKILL)
            except OSError:
                pass


def _stat_fields(pid):
    """The fields of /proc/PID/stat after the command's name (which may hold spaces), or None."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            text = f.read().decode("utf-8", "replace")
    except OSError:
        return None
    return text[text.rindex(")") + 2:].split()


def _ancestors(pid):
    """This process and every process above it, up to init."""
    found = set()
    while pid > 1 and pid not in found:
        found.add(pid)
        fields = _stat_fields(pid)
        if not fields:
            break
        pid = int(fields[1])
    return found


def build(root, timeout):
    return run(["swift", "build", "--build-tests"], root, timeout)


def test(root, targets, timeout):
    pattern = "|".join(f"^{re.escape(t)}\\." for t in targets)
    return run(["swift", "test", "--skip-build", "--filter", pattern], root, timeout)
