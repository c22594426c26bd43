"""What pty_answer.py and pty_replay.py share: a command started in a pseudo-terminal of a
given size and TERM, its exit status, and the options that say so."""
import fcntl, os, pty, struct, sys, termios


def add_terminal_arguments(parser, timeout):
    parser.add_argument("--cols", type=int, default=100)
    parser.add_argument("--rows", type=int, default=40)
    parser.add_argument("--term", default="xterm-256color")
    parser.add_argument("--timeout", type=float, default=timeout)


def spawn(command, cols, rows, term, unset=()):
    """Starts `command` in a new pseudo-terminal of `cols` × `rows`; returns (pid, master)."""
    size = struct.pack("HHHH", rows, cols, 0, 0)
    pid, master = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ, size)
        env = dict(os.environ, TERM=term, COLUMNS=str(cols), LINES=str(rows))
        for name in unset:
            env.pop(name, None)
        os.execvpe(command[0], command, env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    return pid, master


def exit_code(pid):
    """The child's exit code (negative: the signal that ended it), or -1 if it cannot be had."""
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        return -1
    return os.waitstatus_to_exitcode(status)
