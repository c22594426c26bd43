"""A command past its timeout: all it started is killed, and what it printed is read (running)."""

import os
import subprocess
import sys
import tempfile
import time
import unittest

from mutation import ROOT
from mutation.running import _ancestors, run


class RunningTests(unittest.TestCase):
    def test_a_timeout_kills_what_the_command_left_but_never_an_ancestor(self):
        if not os.path.isdir("/proc"):
            self.skipTest("no /proc")
        with tempfile.TemporaryDirectory() as folder:
            build = os.path.join(folder, ".build")
            os.makedirs(build)
            sleeper = os.path.join(build, "sleeper")
            os.symlink(sys.executable, sleeper)
            # This test's own process is an ancestor of the script, as a test runner would be.
            self.assertIn(os.getpid(), _ancestors(os.getpid()))
            # A grandchild in a session of its own, as a test process or a tmux server is.
            command = [sys.executable, "-c",
                       f"import subprocess, time; subprocess.Popen([{sleeper!r}, '-c', 'import time; time.sleep(60)'], "
                       "start_new_session=True); time.sleep(60)"]
            bystander = subprocess.Popen([sleeper, "-c", "import time; time.sleep(60)"], start_new_session=True)
            status, _, _ = run(command, folder, 1)
            self.assertIsNone(status)
            self.assertIsNone(bystander.poll(), "a process the command did not start is left alone")
            bystander.kill()
            bystander.wait()
            time.sleep(0.2)
            left = []
            for entry in os.listdir("/proc"):
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as f:
                        if sleeper.encode() in f.read():
                            with open(f"/proc/{entry}/stat") as g:
                                if g.read().split(")")[-1].split()[0] != "Z":
                                    left.append(entry)
                except OSError:
                    pass
            self.assertEqual(left, [])

    def test_a_timed_out_command_with_half_a_character_is_still_read(self):
        status, _, output = run([sys.executable, "-c",
                                 "import sys, time; sys.stdout.buffer.write(b'ok \\xe2\\x9c'); sys.stdout.flush(); time.sleep(30)"],
                                ROOT, 1)
        self.assertIsNone(status)
        self.assertTrue(output.startswith("ok "))
