"""The peers: how to build each driver and the command that runs it, or why it is skipped."""
import glob
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
# Built drivers and the venv live outside the repository (TERMISLAND_PEERS_CACHE moves them).
CACHE = os.environ.get("TERMISLAND_PEERS_CACHE", os.path.expanduser("~/.cache/termisland-peers"))
VENV = os.path.join(CACHE, "venv")
# The versions of the figures in docs/BENCHMARKS.md, so a rerun measures the same libraries;
# TERMISLAND_PEERS_PIP="textual rich pyte" (say) for others, in a fresh TERMISLAND_PEERS_CACHE.
VENV_PACKAGES = os.environ.get("TERMISLAND_PEERS_PIP", "textual==8.2.8 rich==15.0.0 pyte").split()
DEBIAN_CRATES = "/usr/share/cargo/registry"


class Skipped(Exception):
    """A peer that cannot run here, and why (said in the report, never a crash)."""


def say(message):
    print(f"peers: {message}", file=sys.stderr, flush=True)


def run_quietly(command, cwd=None, what=None):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        last = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise Skipped(f"{what or ' '.join(command)} failed: {' / '.join(last)}")
    return result.stdout


def python_driver(script):
    return [sys.executable, os.path.join(HERE, script)]


def curses_peer(build):
    try:
        import curses
        version = ".".join(map(str, curses.ncurses_version))
    except ImportError as error:
        raise Skipped(f"this Python has no curses module ({error})")
    return python_driver("curses_peer.py"), f"Python {sys.version.split()[0]} curses, ncurses {version}"


def curses_whole_peer(build):
    command, description = curses_peer(build)
    return command + ["--whole"], description + ", each update a whole new frame (erase, every run, refresh)"


def termisland_peer(build):
    if shutil.which("swift") is None:
        raise Skipped("no swift on PATH")
    if build:
        say("building island-bench in release (swift build -c release --product island-bench)")
        run_quietly(["swift", "build", "-c", "release", "--product", "island-bench"], cwd=ROOT, what="swift build")
    binary = os.path.join(run_quietly(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip(), "island-bench")
    if not os.path.exists(binary):
        raise Skipped(f"{binary} is missing (run without --no-build)")
    return [binary, "peers"], "TermIsland CursesBackend (island-bench peers, release): one kept canvas, each update paints what changed"


def termisland_whole_peer(build):
    command, _ = termisland_peer(build)  # a second build, after termisland_peer's, does nothing
    return command + ["--whole"], "TermIsland CursesBackend, each update painting the whole screen into a new canvas (as the previewer renders)"


def tui_rs_peer(build):
    if shutil.which("cargo") is None:
        raise Skipped("no cargo on PATH")
    crates = sorted(glob.glob(os.path.join(DEBIAN_CRATES, "tui-0.19*")))
    if not crates:
        raise Skipped(f"tui 0.19 is not in {DEBIAN_CRATES} (apt-get install librust-tui-dev)")
    project = os.path.join(CACHE, "tui-rs")
    binary = os.path.join(project, "target", "release", "tui-peer")
    # Built in a copy outside the repository, so Cargo.lock and target/ are never in a checkout;
    # always (whatever --no-build says), since cargo is quick when nothing changed.
    os.makedirs(os.path.join(project, "src"), exist_ok=True)
    shutil.copy(os.path.join(HERE, "tui-rs", "Cargo.toml"), project)
    shutil.copy(os.path.join(HERE, "tui-rs", "src", "main.rs"), os.path.join(project, "src"))
    say(f"building the tui-rs driver offline from {DEBIAN_CRATES} in {project}")
    run_quietly(["cargo", "build", "--release", "--offline", "--quiet",
                 "--config", 'source.crates-io.replace-with="debian"',
                 "--config", f'source.debian.directory="{DEBIAN_CRATES}"'], cwd=project, what="cargo build")
    return [binary], f"tui-rs {os.path.basename(crates[-1]).split('-', 1)[1]} with crossterm (Debian's crates)"


def venv_python(build):
    """The venv's Python with Textual, rich and pyte, made on first use."""
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        say(f"creating a venv for Textual and rich: {sys.executable} -m venv {VENV} && "
            f"{VENV}/bin/pip install {' '.join(VENV_PACKAGES)} (once; delete the folder to start again)")
        run_quietly([sys.executable, "-m", "venv", VENV], what="python3 -m venv")
        try:
            run_quietly([os.path.join(VENV, "bin", "pip"), "install", "--quiet", "--retries", "1", "--timeout", "15"]
                        + VENV_PACKAGES, what="pip install")
        except Skipped:
            shutil.rmtree(VENV, ignore_errors=True)  # so the next run tries again
            raise
    return python


def package_version(python, package):
    return run_quietly([python, "-c", f"from importlib.metadata import version; print(version('{package}'))"]).strip()


def rich_peer(build):
    python = venv_python(build)
    return [python, os.path.join(HERE, "rich_peer.py")], f"rich {package_version(python, 'rich')} Live (screen=True)"


def textual_peer(build):
    python = venv_python(build)
    return [python, os.path.join(HERE, "textual_peer.py")], f"Textual {package_version(python, 'textual')}"


# The peers that draw a whole new frame at every update (the library finds what changed): their
# ratios are to "curses whole", an ncurses program drawing the same way, where that peer ran.
WHOLE_FRAME = {"curses whole", "TermIsland whole", "tui-rs", "rich Live"}

# Name, as the table heads it, and how to prepare it. curses first: the others' ratios are to it
# (or to "curses whole", for WHOLE_FRAME's).
ALL = [("curses", curses_peer), ("TermIsland", termisland_peer), ("curses whole", curses_whole_peer),
       ("TermIsland whole", termisland_whole_peer),
       ("tui-rs", tui_rs_peer),
       ("rich Live", rich_peer), ("Textual", textual_peer)]
