"""`passlab capture` writes like a trace (issue 21: items 3, 4, 5, 6, 12 and the capture leftovers).

The captured programs here are small Python scripts that append record lines to the file passlab
names in ``$PASSLAB_CAPTURE_FILE`` (what the recorder does for each compile), so no test compiles
a kernel except the one that traces a record of a capture with a cut-off tail. The records are
real ones, made on the H200 (bench/results/capture-h200-20261202).
"""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from passlab.frontend.capture_file import read_capture

from .conftest import fingerprint, one_line_error, passlab, start_passlab

ROOT = Path(__file__).resolve().parents[3]
H200 = ROOT / "bench" / "results" / "capture-h200-20261202"
RECORDS = (H200 / "tutorial02.capture.jsonl").read_text().splitlines(keepends=True)

# A program that records what a real run would: each argument is a record line appended to the
# capture file (as the recorder does, one write per line), then it exits with $EXIT_STATUS.
RECORDING_PROGRAM = """
import os, sys, time
path = os.environ.get("PASSLAB_CAPTURE_FILE")
for line in sys.argv[1:]:
    with open(path, "a") as handle:
        handle.write(line)
if os.environ.get("WAIT_FOR"):
    while not os.path.exists(os.environ["WAIT_FOR"]):
        time.sleep(0.05)
sys.exit(int(os.environ.get("EXIT_STATUS", "0")))
"""


def write_program(folder: Path, text: str, name: str = "prog.py") -> Path:
    program = folder / name
    program.write_text(text)
    return program


def wait_for(path: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


@pytest.fixture
def precious(tmp_path) -> Path:
    """A capture made on a GPU machine: irreplaceable."""
    path = tmp_path / "precious.jsonl"
    path.write_text("".join(RECORDS))
    return path


def hidden_leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


# -- 3. a program that cannot start leaves the previous capture intact --------------------------------

@pytest.mark.parametrize("how", ["typo", "no-run-bit", "not-executable-format"])
def test_a_program_that_cannot_start_leaves_the_previous_capture_intact(tmp_path, precious, sentinel, how):
    script = write_program(tmp_path, "print('hello')\n", "prog.py")
    if how == "typo":
        command = ["pyhton", script]
    elif how == "no-run-bit":
        script.chmod(0o644)
        command = [f"./{script.name}"]
    else:
        script.chmod(0o755)
        script.write_bytes(b"\x7fELF garbage")
        command = [f"./{script.name}"]
    before = fingerprint(tmp_path)
    error = one_line_error(passlab("capture", "-o", precious, "--", *command, cwd=tmp_path))
    assert "cannot run" in error or "no such program" in error, error
    assert fingerprint(tmp_path) == before, "a failure to start changed the folder"


def test_records_are_staged_and_published_when_the_program_ends(tmp_path, precious):
    """While the program runs, the previous capture is untouched; at its end the new one replaces it,
    whatever the program's exit status."""
    program = write_program(tmp_path, """
import os, sys
target = sys.argv[1]
with open(os.environ["PASSLAB_CAPTURE_FILE"], "a") as handle:
    handle.write(sys.argv[2])
print(open(target).read() == sys.argv[3] and not os.path.samefile(target, os.environ["PASSLAB_CAPTURE_FILE"]))
sys.exit(3)
""")
    old = precious.read_text()
    result = passlab("capture", "-o", precious, "--", sys.executable, program, precious, RECORDS[1], old, cwd=tmp_path)
    assert result.returncode == 3, result.stderr
    assert result.stdout.strip() == "True", "the previous capture changed while the program ran"
    assert precious.read_text() == RECORDS[1]
    assert "1 compile(s) recorded" in result.stderr
    assert f"replaced the earlier capture in {precious}" in result.stderr  # the default -o is shared by every run
    assert hidden_leftovers(tmp_path) == []


def test_a_run_that_records_nothing_keeps_the_previous_capture(tmp_path, precious):
    """A script that fails before its first compile (a typo in the script) replaces nothing."""
    program = write_program(tmp_path, "raise SystemExit(1)\n")
    old = precious.read_bytes()
    result = passlab("capture", "-o", precious, "--", sys.executable, program, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert precious.read_bytes() == old
    assert "left as it was" in result.stderr
    assert ".tmp-" not in result.stderr, "the summary named the staged file, which is gone"
    assert hidden_leftovers(tmp_path) == []


# -- 4. signals reach the program, which gets a grace period; passlab exits with its status ------------

HANDLING_PROGRAM = """
import os, signal, sys, time
capture, checkpoint, record = os.environ["PASSLAB_CAPTURE_FILE"], sys.argv[1], sys.argv[2]

def checkpoint_and_exit(signum, frame):
    time.sleep(1.0)                       # longer than passlab used to wait before SIGKILL
    with open(capture, "a") as handle:
        handle.write(record)
    open(checkpoint, "w").write(signal.Signals(signum).name)
    sys.exit(7)

for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
    signal.signal(sig, checkpoint_and_exit)
open(checkpoint + ".ready", "w").close()
while True:
    time.sleep(0.1)
"""


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_signal_to_capture_reaches_the_programs_handlers(tmp_path, precious, sig):
    program = write_program(tmp_path, HANDLING_PROGRAM)
    checkpoint = tmp_path / "checkpoint"
    proc = start_passlab("capture", "-o", precious, "--", sys.executable, program, checkpoint, RECORDS[2],
                         cwd=tmp_path)
    wait_for(Path(f"{checkpoint}.ready"))
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert checkpoint.exists() and checkpoint.read_text() == sig.name, err
    assert proc.returncode == 7, err                     # the program's own status
    assert precious.read_text() == RECORDS[2], "what the program recorded in its handler was lost"
    assert "Traceback" not in err
    assert hidden_leftovers(tmp_path) == []


def test_a_program_that_ignores_the_signal_is_killed_after_the_grace_period(tmp_path, precious):
    program = write_program(tmp_path, """
import os, signal, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
with open(os.environ["PASSLAB_CAPTURE_FILE"], "a") as handle:
    handle.write(sys.argv[1])
open(sys.argv[2], "w").close()
while True:
    time.sleep(0.1)
""")
    ready = tmp_path / "ready"
    proc = start_passlab("capture", "-o", precious, "--grace", "1", "--", sys.executable, program, RECORDS[3], ready,
                         cwd=tmp_path)
    wait_for(ready)
    started = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=60)
    assert 0.9 < time.monotonic() - started < 20, err
    assert proc.returncode == 128 + signal.SIGKILL, err      # as a shell reports a program killed by SIGKILL
    assert precious.read_text() == RECORDS[3], err
    assert "grace" in err and "Traceback" not in err


def test_ctrl_c_on_a_terminal_reaches_the_program_once(tmp_path):
    """The terminal sends Ctrl-C to the whole foreground group, the program included: passlab must
    not send it a second one (a second Ctrl-C means "stop now" to many programs)."""
    import pty
    import termios
    program = write_program(tmp_path, """
import os, select, signal, sys, time
# Python runs a handler once for signals that arrive close together; the wakeup fd gets one byte
# per signal delivered, so it counts them all.
r, w = os.pipe()
os.set_blocking(w, False)
os.set_blocking(r, False)
signal.set_wakeup_fd(w)
signal.signal(signal.SIGINT, lambda *_: None)
open(sys.argv[1], "w").close()
select.select([r], [], [], 60)
time.sleep(1.5)                     # a second SIGINT, passlab's, would come within milliseconds
open(sys.argv[2], "w").write(str(len(os.read(r, 100))))
""")
    ready, counted = tmp_path / "ready", tmp_path / "count"
    master, slave = pty.openpty()

    def controlling_terminal():
        os.setsid()
        import fcntl
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)

    proc = subprocess.Popen([sys.executable, "-m", "passlab.cli", "capture", "-o", tmp_path / "c.jsonl", "--",
                             sys.executable, program, ready, counted], cwd=tmp_path, stdin=slave, stdout=slave,
                            stderr=slave, preexec_fn=controlling_terminal, env=dict(os.environ))
    os.close(slave)
    try:
        wait_for(ready)
        os.write(master, b"\x03")
        assert proc.wait(timeout=60) == 0
    finally:
        proc.kill()
        os.close(master)
    assert counted.read_text() == "1"


def test_capture_help_states_the_grace_period_and_exit_status(tmp_path):
    result = passlab("capture", "--help", cwd=tmp_path)
    text = " ".join(result.stdout.split())
    assert "--grace" in text and "10 s" in text and "PASSLAB_CAPTURE_GRACE" in text
    assert "Exit status: the program's own" in text


def test_bad_grace_is_a_usage_error(tmp_path):
    one_line_error(passlab("capture", "--grace", "-1", "--", sys.executable, "-c", "pass", cwd=tmp_path))


# -- 5. one writer per capture file --------------------------------------------------------------------

def test_a_second_capture_into_the_same_file_is_refused(tmp_path, precious):
    program = write_program(tmp_path, RECORDING_PROGRAM)
    go = tmp_path / "go"
    first = start_passlab("capture", "-o", precious, "--", sys.executable, program, RECORDS[4], cwd=tmp_path,
                          env={"WAIT_FOR": str(go)})
    try:
        deadline = time.monotonic() + 60
        while not any(".tmp-" in name for name in hidden_leftovers(tmp_path)):  # the first program runs
            assert time.monotonic() < deadline and first.poll() is None, "the first capture did not start"
            time.sleep(0.05)
        ran = tmp_path / "second-ran"
        second = passlab("capture", "-o", precious, "--", sys.executable, "-c",
                         f"open({str(ran)!r}, 'w')", cwd=tmp_path)
        error = one_line_error(second)
        assert "being written by another passlab" in error
        assert not ran.exists(), "the second program ran"
        go.touch()
        _, err = first.communicate(timeout=60)
    finally:
        go.touch()
        first.kill()
    assert first.returncode == 0, err
    assert precious.read_text() == RECORDS[4]
    assert hidden_leftovers(tmp_path) == []


# -- 6. a cut-off line loses nothing else ------------------------------------------------------------

def test_a_cut_off_tail_keeps_every_complete_record(tmp_path):
    program = write_program(tmp_path, RECORDING_PROGRAM)
    cut = RECORDS[2][:300]                               # a killed writer, a full disk
    result = passlab("capture", "-o", tmp_path / "c.jsonl", "--", sys.executable, program, RECORDS[0], RECORDS[1], cut,
                     cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "2 compile(s) recorded" in result.stderr
    notes = [line for line in result.stderr.splitlines() if "cut off" in line]
    assert len(notes) == 1, result.stderr
    assert [r.function for r in read_capture(tmp_path / "c.jsonl")] == ["softmax_kernel"] * 2
    # trace FILE#K reads the complete records (no compile: an index past the end)
    error = one_line_error(passlab("trace", f"{tmp_path / 'c.jsonl'}#5", cwd=tmp_path))
    assert "holds 2 compiles" in error


def test_a_broken_line_in_the_middle_is_skipped_with_a_note(tmp_path):
    from passlab.frontend.capture_file import read_capture_file
    path = tmp_path / "c.jsonl"
    path.write_text(RECORDS[0] + '{"schema": 1, "function": \n' + "not json\n" + RECORDS[1])
    capture = read_capture_file(path)
    assert len(capture.records) == 2 and [r.index for r in capture.records] == [0, 1]
    assert len(capture.notes) == 1 and "2, 3" in capture.notes[0], capture.notes


def test_a_file_with_no_record_is_not_a_capture(tmp_path):
    path = tmp_path / "notes.jsonl"
    path.write_text("my notes\n")
    error = one_line_error(passlab("trace", f"{path}#0", cwd=tmp_path))
    assert "not a passlab capture file" in error


def test_trace_of_a_record_before_a_cut_off_tail_compiles(tmp_path):
    """The one real compile of this file: tutorial 02's softmax (a few seconds)."""
    path = tmp_path / "c.jsonl"
    path.write_text(RECORDS[0] + RECORDS[1][:200])
    result = passlab("trace", f"{path}#0", "--json", "--out", tmp_path / "t", cwd=ROOT)
    assert result.returncode == 0, result.stderr
    notes = json.loads(result.stdout)["kernel"]["capture"]["notes"]
    assert any("cut off" in note for note in notes), notes


# -- 12. the program imports its own modules, not passlab's -----------------------------------------------

def test_a_program_with_its_own_kernels_package_and_cli_imports_its_own(tmp_path):
    lib = tmp_path / "lib"
    (lib / "kernels").mkdir(parents=True)
    (lib / "kernels" / "__init__.py").write_text("MINE = True\n")
    (lib / "cli.py").write_text("MINE = True\n")
    program = write_program(tmp_path, """
import sys, kernels, cli
print(kernels.__file__)
print(cli.__file__)
""")
    env = {"PYTHONPATH": os.pathsep.join([str(lib), os.environ.get("PYTHONPATH", "")])}
    result = passlab("capture", "-o", tmp_path / "c.jsonl", "--", sys.executable, program, cwd=tmp_path, env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == [str(lib / "kernels" / "__init__.py"), str(lib / "cli.py")]


def test_the_recorder_still_loads_with_passlabs_root_last(tmp_path):
    """The bootstrap appends passlab's root to the program's path; the recorder is importable."""
    program = write_program(tmp_path, """
import sys
import passlab.frontend.recorder
print(sys.modules["sitecustomize"].__file__)
print(sys.path[-1])
print(passlab.__file__)
""")
    # cli.py from the checkout: passlab itself runs from here with no PYTHONPATH, as the program does
    result = subprocess.run([sys.executable, ROOT / "cli.py", "capture", "-o", tmp_path / "c.jsonl", "--",
                             sys.executable, program], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                            env={**os.environ, "PYTHONPATH": ""})
    assert result.returncode == 0, result.stderr
    sitecustomize, last, imported = result.stdout.split()
    assert sitecustomize.endswith(os.path.join("bootstrap", "sitecustomize.py"))
    assert last == str(ROOT) and Path(imported).is_relative_to(ROOT)


# -- leftovers: special files, python -I/-E/-S ---------------------------------------------------------------

def test_capture_to_dev_null_keeps_the_programs_exit_status(tmp_path):
    program = write_program(tmp_path, RECORDING_PROGRAM)
    result = passlab("capture", "-o", os.devnull, "--", sys.executable, program, RECORDS[0], cwd=tmp_path,
                     env={"EXIT_STATUS": "5"})
    assert result.returncode == 5, result.stderr
    assert "1 compile(s) recorded" in result.stderr and "Traceback" not in result.stderr


def test_capture_to_a_fifo_is_refused_before_the_program_starts(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    ran = tmp_path / "ran"
    result = passlab("capture", "-o", fifo, "--", sys.executable, "-c", f"open({str(ran)!r}, 'w')", cwd=tmp_path,
                     timeout=30)
    assert "not a regular file" in one_line_error(result)
    assert not ran.exists() and stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_capture_to_a_symlink_is_refused_and_its_target_kept(tmp_path, precious):
    link = tmp_path / "link.jsonl"
    link.symlink_to(precious)
    old = precious.read_bytes()
    result = passlab("capture", "-o", link, "--", sys.executable, "-c", "pass", cwd=tmp_path)
    assert "symbolic link" in one_line_error(result)
    assert precious.read_bytes() == old and link.is_symlink()


@pytest.mark.parametrize("flag", ["-I", "-E", "-S", "-IS"])
def test_python_flags_that_skip_the_recorder_are_warned_about(tmp_path, flag):
    result = passlab("capture", "-o", tmp_path / "c.jsonl", "--", sys.executable, flag, "-c", "pass", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if "warning" in line]
    assert len(warnings) == 1 and flag in warnings[0], result.stderr


def test_a_python_program_without_compiles_gets_no_warning(tmp_path):
    result = passlab("capture", "-o", tmp_path / "c.jsonl", "--", sys.executable, "-c", "pass", cwd=tmp_path)
    assert result.returncode == 0 and "warning" not in result.stderr, result.stderr


# -- the property over random names, for capture files ---------------------------------------------------------

NAME = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00/"), min_size=1, max_size=30)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(name=NAME)
def test_any_capture_file_name_records_or_fails_in_one_line(tmp_path_factory, name):
    work = tmp_path_factory.mktemp("names")
    important = work / "important"
    important.mkdir()
    (important / "thesis.tex").write_text("years of work\n")
    program = write_program(work, RECORDING_PROGRAM)
    before = fingerprint(important)
    result = passlab("capture", "-o", name, "--", sys.executable, program, RECORDS[0], cwd=work)
    if result.returncode == 0:
        target = work / name
        assert target.is_file() and target.read_text() == RECORDS[0], result.stderr
    else:
        one_line_error(result)
    assert fingerprint(important) == before
    assert [n for n in hidden_leftovers(work) if n != name and (".tmp-" in n or n.endswith(".lock"))] == []


def test_a_capture_killed_outright_keeps_its_records_and_the_next_one_points_at_them(tmp_path, precious):
    """SIGKILL cannot be caught: the program dies with passlab (parent-death signal), the previous
    capture is intact, the records stay in the hidden sibling and the next capture names it."""
    program = write_program(tmp_path, RECORDING_PROGRAM)
    go = tmp_path / "go"
    old = precious.read_bytes()
    proc = start_passlab("capture", "-o", precious, "--", sys.executable, program, RECORDS[5], cwd=tmp_path,
                         env={"WAIT_FOR": str(go)})
    try:
        deadline = time.monotonic() + 60
        while not any(".tmp-" in n and (tmp_path / n).stat().st_size for n in hidden_leftovers(tmp_path)):
            assert time.monotonic() < deadline and proc.poll() is None, "the program never recorded"
            time.sleep(0.05)
        proc.kill()
        proc.wait(timeout=60)
    finally:
        go.touch()
        proc.kill()
    staged = [tmp_path / n for n in hidden_leftovers(tmp_path) if ".tmp-" in n]
    assert precious.read_bytes() == old and [p.read_text() for p in staged] == [RECORDS[5]]
    result = passlab("capture", "-o", precious, "--", sys.executable, "-c", "pass", cwd=tmp_path)
    assert result.returncode == 0 and staged[0].name in result.stderr, result.stderr
    assert precious.read_bytes() == old and staged[0].exists()
