"""Links and look-alike files planted where passlab writes never let it write elsewhere (issue 21: 1, 2, 10,
and the leftovers: a cut-off result.json, temp folders of replay and lit, a read-only old trace).

Each case failed before the fix: the lock followed ``.t.lock -> NOTES.md`` and cut NOTES.md down to a PID,
``debug`` wrote report.json, reproducer.mlir and the replay's files through links planted in
``TRACE/debug/``, a folder named with a newline added code to lit.cfg.py, a cut-off result.json was a
JSONDecodeError traceback, ``replay`` and ``lit`` left ``passlab-*`` folders in the system temp folder,
and a read-only old trace stayed as a hidden ``.t.old-*`` beside the new one.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
from pathlib import Path

import pytest

from passlab import disk
from passlab.errors import UsageError

from .conftest import SLOW_KERNEL, SLOW_SIG, fingerprint, one_line_error, passlab

KERNEL = SLOW_KERNEL.as_posix() + ":add_kernel"


@pytest.fixture
def notes(tmp_path) -> Path:
    """A user's file next to the output folder, that a planted link points at."""
    path = tmp_path / "NOTES.md"
    path.write_text("a year of lab notes\n")
    return path


# -- 1. the writer lock ---------------------------------------------------------------------------

def test_a_lock_path_that_is_a_symlink_is_refused_and_its_target_kept(tmp_path, notes):
    (tmp_path / ".t.lock").symlink_to("NOTES.md")
    line = one_line_error(passlab("trace", KERNEL, *SLOW_SIG, "--out", "t", cwd=tmp_path))
    assert "symbolic link" in line
    assert notes.read_text() == "a year of lab notes\n"
    assert (tmp_path / ".t.lock").is_symlink(), "passlab removed a link it did not make"
    assert not (tmp_path / "t").exists()


@pytest.mark.parametrize("planted", ["text", "hardlink", "dir"])
def test_a_users_file_named_like_the_lock_is_neither_cut_nor_removed(tmp_path, notes, planted):
    lock = tmp_path / ".t.lock"
    if planted == "text":
        lock.write_text("my own file, named badly\n")
    elif planted == "hardlink":
        os.link(notes, lock)
    else:
        lock.mkdir()
        (lock / "keep").write_text("mine")
    before = fingerprint(tmp_path)
    line = one_line_error(passlab("trace", KERNEL, *SLOW_SIG, "--out", "t", cwd=tmp_path))
    assert "lock" in line
    assert fingerprint(tmp_path) == before


def test_the_lock_file_a_killed_passlab_left_is_taken_over(tmp_path):
    (tmp_path / ".t.lock").write_text("999999999\n")  # a PID no process has: the holder is gone
    result = passlab("trace", KERNEL, *SLOW_SIG, "--out", "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t"]


def test_release_removes_the_lock_only_while_it_is_the_file_it_holds(tmp_path, notes):
    target = tmp_path / "t"
    with disk.WriterLock(target) as lock:
        os.replace(notes, lock.path)  # a user moved a file of their own to that name meanwhile
    assert lock.path.read_text() == "a year of lab notes\n"


# -- 2. debug/ inside a trace that came from elsewhere ---------------------------------------------

@pytest.fixture(scope="module")
def failing_trace(tmp_path_factory) -> Path:
    """A real failing trace (an assertion in WSLowerToken: a reproducer, and a replay to verify)."""
    out = tmp_path_factory.mktemp("ws") / "trace"
    result = passlab("trace", "matmul_ws_pointer", "--out", out, cwd=out.parent)
    assert result.returncode == 1, result.stderr
    return out


@pytest.fixture
def planted_trace(tmp_path, failing_trace) -> Path:
    trace = tmp_path / "downloaded" / "trace"
    shutil.copytree(failing_trace, trace, symlinks=True)
    return trace


def test_debug_replaces_links_planted_in_debug_instead_of_writing_through_them(tmp_path, planted_trace, notes,
                                                                               sentinel):
    debug = planted_trace / "debug"
    debug.mkdir()
    (debug / "report.json").symlink_to(notes)
    (debug / "reproducer.mlir").symlink_to(sentinel / "thesis.tex")
    before = fingerprint(tmp_path, skip=(planted_trace,))
    result = passlab("debug", planted_trace, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert fingerprint(tmp_path, skip=(planted_trace,)) == before
    for name in ("report.json", "reproducer.mlir"):
        assert not (debug / name).is_symlink() and (debug / name).stat().st_size > 0
    assert json.loads((debug / "report.json").read_text())["replay_reproduces"] is True


def test_debug_never_writes_into_a_linked_replay_folder(tmp_path, planted_trace, sentinel):
    for name in ("stderr.txt", "stdout.txt", "result.json", "request.json", "pipeline.txt"):
        (sentinel / name).write_text(f"the user's {name}\n")
    (planted_trace / "debug").mkdir()
    (planted_trace / "debug" / "replay").symlink_to(sentinel, target_is_directory=True)
    before = fingerprint(sentinel)
    result = passlab("debug", planted_trace, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert fingerprint(sentinel) == before
    replay = planted_trace / "debug" / "replay"
    assert replay.is_dir() and not replay.is_symlink() and (replay / "stderr.txt").stat().st_size > 0


def test_debug_never_writes_through_links_inside_the_replay_folder(tmp_path, planted_trace, notes):
    replay = planted_trace / "debug" / "replay"
    replay.mkdir(parents=True)
    for name in ("stderr.txt", "stdout.txt", "result.json", "request.json", "pipeline.txt"):
        (replay / name).symlink_to(notes)
    result = passlab("debug", planted_trace, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert notes.read_text() == "a year of lab notes\n"
    assert not any(p.is_symlink() for p in replay.iterdir())


def test_a_linked_debug_folder_is_refused(tmp_path, planted_trace, sentinel):
    (planted_trace / "debug").symlink_to(sentinel, target_is_directory=True)
    before = fingerprint(sentinel)
    assert "debug" in one_line_error(passlab("debug", planted_trace, cwd=tmp_path))
    assert fingerprint(sentinel) == before


def test_write_atomic_replaces_a_link_and_keeps_its_target(tmp_path, notes):
    link = tmp_path / "out.dot"
    link.symlink_to(notes)
    disk.write_atomic(link, "digraph {}\n")
    assert notes.read_text() == "a year of lab notes\n"
    assert not link.is_symlink() and link.read_text() == "digraph {}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["NOTES.md", "out.dot"]


def test_write_atomic_writes_a_device_and_refuses_a_fifo(tmp_path):
    # A private node of the null device: the code before the fix renamed a file over the device
    # node it was given (as root, over /dev/null itself), so the test never hands it the real one.
    null = tmp_path / "null"
    try:
        os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except (PermissionError, AttributeError):
        pytest.skip("cannot make a device node here (not root)")
    disk.write_atomic(null, "nothing\n")
    assert stat.S_ISCHR(os.lstat(null).st_mode), "the device node was replaced by a file"
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(UsageError, match="nobody reads"):  # not a hang, not a file renamed over it
        disk.write_atomic(fifo, "x")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.mark.parametrize("target", ["pipe", "file"])
def test_write_atomic_writes_through_a_link_to_a_descriptor(tmp_path, target):
    # -o /dev/stdout is such a link (-> /proc/self/fd/1): renaming over it replaced /dev/stdout for
    # the whole machine when stdout was redirected to a file (found by a hostile review)
    if target == "pipe":
        reader, writer = os.pipe()
    else:
        reader, writer = None, os.open(tmp_path / "redirect.txt", os.O_WRONLY | os.O_CREAT, 0o644)
    link = tmp_path / "mystdout"
    link.symlink_to(f"/proc/self/fd/{writer}")
    try:
        disk.write_atomic(link, "digraph {}\n")
        assert link.is_symlink(), "the link was replaced by a file"
        if target == "pipe":
            assert os.read(reader, 100) == b"digraph {}\n"
        else:
            assert (tmp_path / "redirect.txt").read_text() == "digraph {}\n"
    finally:
        os.close(writer)
        if reader is not None:
            os.close(reader)


def test_write_atomic_keeps_a_private_file_private_and_refuses_a_read_only_one(tmp_path):
    private = tmp_path / "private.dot"
    private.write_text("old\n")
    private.chmod(0o600)
    disk.write_atomic(private, "new\n")
    assert stat.S_IMODE(private.stat().st_mode) == 0o600 and private.read_text() == "new\n"
    locked = tmp_path / "locked.dot"
    locked.write_text("keep\n")
    locked.chmod(0o444)
    with pytest.raises(UsageError, match="read-only"):
        disk.write_atomic(locked, "new\n")
    assert locked.read_text() == "keep\n"


def test_replay_output_link_is_replaced_not_written_through(tmp_path, failing_trace, notes):
    snapshot = next((failing_trace / "snapshots").glob("*.mlir"))
    out = tmp_path / "after.mlir"
    out.symlink_to(notes)
    result = passlab("replay", snapshot, "--pass", "cse", "-o", out, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert notes.read_text() == "a year of lab notes\n"
    assert not out.is_symlink() and "module" in out.read_text()


# -- 10. lit.cfg.py --------------------------------------------------------------------------------

def test_a_folder_name_cannot_add_code_to_lit_cfg(tmp_path):
    evil = tmp_path / "x\n__import__('pathlib').Path('PWNED').touch()\n#"
    evil.mkdir()
    (evil / "t.mlir").write_text("// RUN: true\n")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    result = passlab("lit", evil, cwd=tmp_path, env={"TMPDIR": str(scratch)})
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "PWNED").exists(), "the folder name ran as code in lit.cfg.py"
    assert list(scratch.iterdir()) == [], "passlab lit left its scratch folder behind"


def test_lit_config_values_are_python_literals(tmp_path):
    from passlab.regress.lit_runner import write_lit_config
    source = tmp_path / "a\nb = 1\n'c"
    path = write_lit_config(source, tmp_path / "exec")
    namespace = {"config": type("Config", (), {"environment": {}})()}
    exec(compile(path.read_text(), str(path), "exec"), namespace)
    assert namespace["config"].test_source_root == str(source)
    assert "b" not in namespace


# -- leftovers -------------------------------------------------------------------------------------

def test_a_cut_off_result_json_is_an_outcome_not_a_traceback(tmp_path, monkeypatch, capsys):
    """A full disk (or a child killed mid-write) leaves result.json cut off: the trace says so."""
    import passlab.capture.child as child
    from passlab.cli import main

    def cut_off_child(module, request, raw_dir, env, timeout, cwd=None, python=None):
        raw_dir.mkdir(parents=True, exist_ok=True)
        (raw_dir / "stdout.txt").write_text("")
        (raw_dir / "stderr.txt").write_text("")
        (raw_dir / "result.json").write_text('{\n "ok": true,\n "compile_sec')
        return 0, False, 0.01

    monkeypatch.setattr(child, "run_child", cut_off_child)
    monkeypatch.chdir(tmp_path)
    code = main(["trace", KERNEL, *SLOW_SIG, "--out", "t"])
    err = capsys.readouterr().err
    assert code == 1, err
    assert "Traceback" not in err
    outcome = json.loads((tmp_path / "t" / "manifest.json").read_text())["outcome"]
    assert outcome["code"] == "no-result" and "cut off" in outcome["message"]


def test_a_cut_off_manifest_is_one_line(tmp_path):
    trace = tmp_path / "t"
    trace.mkdir()
    (trace / "manifest.json").write_text('{"schema": 1, "passes": [{"index": 0, "sn')
    assert "not valid JSON" in one_line_error(passlab("show", trace, "--stage", "SWP", cwd=tmp_path))


def test_replay_leaves_no_temp_folder_on_success_or_error(tmp_path, failing_trace):
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    bad = tmp_path / "bad.mlir"
    bad.write_text("module { this is not mlir\n")
    snapshot = next((failing_trace / "snapshots").glob("*.mlir"))
    ok = passlab("replay", snapshot, "--pass", "cse", cwd=tmp_path, env={"TMPDIR": str(scratch)})
    assert ok.returncode == 0, ok.stderr
    one_line_error(passlab("replay", bad, "--pass", "cse", cwd=tmp_path, env={"TMPDIR": str(scratch)}))
    assert list(scratch.iterdir()) == []


@pytest.fixture
def as_non_root(monkeypatch):
    """Folders without write permission refuse removals of their entries, as for any user but root.

    The tests run as root here, which the kernel lets remove anything; this puts the ordinary
    permission check back in front of the calls ``shutil.rmtree`` makes.
    """
    if os.geteuid() != 0:
        return
    for name in ("unlink", "rmdir"):
        real = getattr(os, name)

        def checked(path, *, dir_fd=None, _real=real):
            folder = os.fstat(dir_fd) if dir_fd is not None else os.stat(os.path.dirname(os.path.abspath(path)))
            if not folder.st_mode & stat.S_IWUSR:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
            return _real(path, dir_fd=dir_fd)

        monkeypatch.setattr(os, name, checked)


def test_a_read_only_old_trace_does_not_stay_behind(tmp_path, as_non_root):
    final = tmp_path / "t"
    (final / "snapshots").mkdir(parents=True)
    disk.mark_owned(final, "trace")
    (final / "snapshots" / "000-x.mlir").write_text("module {}\n")
    for folder in (final / "snapshots", final):
        folder.chmod(0o555)  # chmod -R a-w on an old trace
    staged = disk.StagedDir(final, "trace")
    staged.create()
    staged.publish()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t"], "the old trace stayed as a hidden .t.old-*"
    assert disk.owner_of(final) == "trace" and not (final / "snapshots").exists()


@pytest.mark.parametrize("command", ["replay", "lit"])
def test_an_interrupted_replay_or_lit_removes_its_temp_folder(tmp_path, failing_trace, command):
    import signal
    import subprocess
    import sys
    import time

    scratch = tmp_path / "tmp"
    scratch.mkdir()
    if command == "replay":
        args = ["replay", next((failing_trace / "snapshots").glob("*.mlir")), "--pass", "cse"]
    else:
        (tmp_path / "lit").mkdir()
        started = tmp_path / "started"
        (tmp_path / "lit" / "t.mlir").write_text(f"// RUN: touch {started} && sleep 5\n")
        args = ["lit", tmp_path / "lit"]
    proc = subprocess.Popen([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "TMPDIR": str(scratch)}, stdin=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    # lit: wait until its RUN line runs (a signal while Python forks can be swallowed by the fork
    # handlers, "Exception ignored in _releaseLock": a CPython race, not this test's subject)
    while not any(p.name.startswith("passlab-") for p in scratch.iterdir()) or \
            (command == "lit" and not (tmp_path / "started").exists()):
        assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    # A SIGINT that lands while Python forks can be swallowed by CPython's fork handlers ("Exception
    # ignored in _releaseLock"); the command then finishes normally (seen once in .ci/run for replay,
    # whose child is forked right after its temp folder appears). Either way the folder must be gone.
    swallowed = proc.returncode == 0 and "Exception ignored in" in err
    if not swallowed:
        assert proc.returncode in (130, -signal.SIGINT), err  # exit codes on a signal are test_signals' subject
        assert "Traceback" not in err
    assert [p.name for p in scratch.iterdir() if p.name.startswith("passlab-")] == []
