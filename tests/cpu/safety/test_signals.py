"""Interrupts and concurrent writers never lose or corrupt a trace (issue: data safety 3, 4, 5, 6).

The compile child imports ``slow_kernel.py``, which writes its PID and sleeps, so the tests can
interrupt passlab at a known point: before any pass ran, while passes run, and right after the
child finished (passlab patched to pause before it records the trace).
"""

from __future__ import annotations

import json
import signal
import sys
import time
from pathlib import Path

import pytest

from .conftest import SLOW_KERNEL, SLOW_SIG, one_line_error, passlab, start_passlab

KERNEL = SLOW_KERNEL.as_posix() + ":add_kernel"


def wait_for(path: Path, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists() or not path.read_text().strip():
        assert time.monotonic() < deadline, f"{path} never appeared"
        time.sleep(0.05)


def alive(pid: int) -> bool:
    """Is our compile child still running? (A busy machine may have reused its PID for another process.)"""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        command = Path(f"/proc/{pid}/cmdline").read_bytes()
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X") and b"passlab.capture.compile_child" in command


def manifest(trace: Path) -> dict:
    return json.loads((trace / "manifest.json").read_text())


@pytest.fixture
def previous(tmp_path) -> Path:
    """A complete trace at tmp_path/t, which an interrupted re-trace must leave as it is."""
    out = tmp_path / "t"
    result = passlab("trace", KERNEL, *SLOW_SIG, "--out", out, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return out


def _files(trace: Path) -> dict[str, bytes]:
    return {str(p.relative_to(trace)): p.read_bytes() for p in sorted(trace.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("sig, code", [(signal.SIGINT, 130), (signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_interrupt_while_the_child_runs_kills_it_and_keeps_the_previous_trace(tmp_path, previous, sig, code):
    before = _files(previous)
    pid_file = tmp_path / "child.pid"
    proc = start_passlab("trace", KERNEL, *SLOW_SIG, "--out", previous, cwd=tmp_path,
                         env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "60"})
    wait_for(pid_file)
    child = int(pid_file.read_text())
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code, err
    assert f"interrupted ({signal.Signals(sig).name})" in err and "Traceback" not in err
    assert not alive(child), "the compile child outlived passlab"
    assert _files(previous) == before, "the previous trace changed"
    aside = previous.with_name("t.interrupted")
    assert manifest(aside)["outcome"]["code"] == "interrupted"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".t.")) == [], "staging left behind"


def test_interrupt_with_no_previous_trace_keeps_it_in_place_marked_interrupted(tmp_path):
    pid_file = tmp_path / "child.pid"
    out = tmp_path / "t"
    proc = start_passlab("trace", KERNEL, *SLOW_SIG, "--out", out, cwd=tmp_path,
                         env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "60"})
    wait_for(pid_file)
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=60)
    assert proc.returncode == 130
    data = manifest(out)
    assert data["outcome"]["code"] == "interrupted"
    assert (out / "raw" / "stderr.txt").exists()
    # An interrupted trace is passlab's own: the next trace replaces it.
    again = passlab("trace", KERNEL, *SLOW_SIG, "--out", out, cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert manifest(out)["outcome"]["code"] == "ok"


# Runs passlab in-process with record_trace paused after the child has finished, so the
# interrupt lands in the window where the old code had already deleted the previous snapshots.
AFTER_CHILD = """
import sys, time
from pathlib import Path
import passlab.capture.trace as trace
original = trace.record_trace
def paused(*args, **kwargs):
    if not kwargs.pop("_resumed", False) and args[0].outcome.code.value == "ok":
        Path(sys.argv[1]).write_text("finished")
        time.sleep(60)
    return original(*args, **kwargs)
trace.record_trace = paused
from passlab.cli import main
sys.exit(main(sys.argv[2:]))
"""


def test_interrupt_right_after_the_child_keeps_the_previous_trace(tmp_path, previous):
    before = _files(previous)
    marker = tmp_path / "finished"
    import subprocess
    proc = subprocess.Popen([sys.executable, "-c", AFTER_CHILD, str(marker), "trace", KERNEL, *SLOW_SIG,
                             "--out", str(previous)], cwd=tmp_path, stderr=subprocess.PIPE, text=True)
    wait_for(marker)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert _files(previous) == before
    aside = manifest(previous.with_name("t.interrupted"))
    assert aside["outcome"]["code"] == "interrupted" and aside["passes"], "the captured passes were lost"


def test_killed_passlab_takes_its_child_along(tmp_path):
    pid_file = tmp_path / "child.pid"
    proc = start_passlab("trace", KERNEL, *SLOW_SIG, "--out", tmp_path / "t", cwd=tmp_path,
                         env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "60"})
    wait_for(pid_file)
    child = int(pid_file.read_text())
    proc.kill()
    proc.communicate(timeout=30)
    deadline = time.monotonic() + 10
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(child), "SIGKILL of passlab orphaned its compile child"


def test_timeout_holds_and_kills_the_child(tmp_path):
    pid_file = tmp_path / "child.pid"
    started = time.monotonic()
    result = passlab("trace", KERNEL, *SLOW_SIG, "--out", tmp_path / "t", "--timeout", "3", cwd=tmp_path,
                     env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "60"})
    assert result.returncode == 1
    assert time.monotonic() - started < 30
    assert manifest(tmp_path / "t")["outcome"]["code"] == "timeout"
    assert not alive(int(pid_file.read_text()))


def test_second_writer_fails_at_once_and_the_first_completes(tmp_path):
    pid_file = tmp_path / "child.pid"
    out = tmp_path / "t"
    first = start_passlab("trace", KERNEL, *SLOW_SIG, "--out", out, cwd=tmp_path,
                          env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "4"})
    wait_for(pid_file)
    second = passlab("trace", KERNEL, *SLOW_SIG, "-c", "BLOCK=256", "--out", out, cwd=tmp_path)
    assert "being written by another passlab" in one_line_error(second)
    _, err = first.communicate(timeout=120)
    assert first.returncode == 0, err
    data = manifest(out)
    assert data["outcome"]["code"] == "ok" and data["kernel"]["params"]["BLOCK"] == 128 and data["passes"]


FAKE_PYTHON = """#!/bin/sh
# answers passlab's probe like a Python with Triton, then does nothing at all
if [ "$1" = "-c" ]; then echo 3.6.0; fi
exit 0
"""


def test_child_that_writes_no_result_is_not_ok(tmp_path):
    fake = tmp_path / "python"
    fake.write_text(FAKE_PYTHON)
    fake.chmod(0o755)
    result = passlab("trace", "matmul_hopper", "--python", fake, "--out", tmp_path / "t", "--json", cwd=tmp_path)
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert data["outcome"]["code"] == "no-result" and data["artifacts"] == []


def test_failed_retrace_lists_no_artifacts_of_the_previous_compile(tmp_path, previous):
    assert manifest(previous)["artifacts"]
    bad = tmp_path / "bad.py"
    bad.write_text(SLOW_KERNEL.read_text().replace("+ 1, mask=mask)", "+ undefined_name, mask=mask)"))
    result = passlab("trace", f"{bad}:add_kernel", *SLOW_SIG, "--out", previous, cwd=tmp_path)
    assert result.returncode == 1
    data = manifest(previous)
    assert data["outcome"]["code"] == "python-error" and data["artifacts"] == []
    assert not (previous / "artifacts").exists()


def test_lock_file_is_gone_after_a_trace(tmp_path, previous):
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t"]


def test_a_fork_the_kernel_module_leaves_behind_is_killed(tmp_path):
    pid_file = tmp_path / "fork.pid"
    kernel = SLOW_KERNEL.with_name("fork_kernel.py").as_posix() + ":add_kernel"
    result = passlab("trace", kernel, *SLOW_SIG, "--out", tmp_path / "t", cwd=tmp_path,
                     env={"PASSLAB_TEST_FORK_PID_FILE": str(pid_file)})
    assert result.returncode == 0, result.stderr
    wait_for(pid_file)
    fork = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while alive(fork) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(fork), "a process of the compile child's group outlived passlab"


def test_staging_left_by_a_killed_passlab_is_swept_by_the_next_trace(tmp_path):
    """SIGKILL leaves the hidden staging folder (nothing can run then); the next writer of the same
    trace removes it, since its marker says passlab wrote it and its writer's PID is gone."""
    pid_file = tmp_path / "child.pid"
    proc = start_passlab("trace", KERNEL, *SLOW_SIG, "--out", tmp_path / "t", cwd=tmp_path,
                         env={"PASSLAB_TEST_PID_FILE": str(pid_file), "PASSLAB_TEST_SLEEP": "60"})
    wait_for(pid_file)
    proc.kill()
    proc.communicate(timeout=30)
    mine = tmp_path / ".t.tmp-notmine"
    mine.mkdir()  # a user's folder that happens to match the pattern: no marker, kept
    assert [p.name for p in tmp_path.glob(".t.tmp-*") if p != mine], "no staging folder left to sweep"
    result = passlab("trace", KERNEL, *SLOW_SIG, "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [p.name for p in tmp_path.glob(".t.tmp-*")] == [".t.tmp-notmine"]
