"""A golden update replaces the folder in one swap: a stop midway leaves the previous golden whole.

Before, goldens were written file by file: a Ctrl-C midway left a folder whose case.json was new and
whose summaries were old, and that mix was compared (and committed) as a golden.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from passlab.regress.golden import CASE_FILE, GoldenError, compare_golden, write_golden

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden"


def _tree(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (hidden ones too) with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def golden(tmp_path) -> Path:
    """The matmul_ampere golden (its 3.6.0 files and triton-*/ folders) plus a user's note in it."""
    folder = shutil.copytree(GOLDEN / "matmul_ampere" / "default", tmp_path / "cases" / "golden")
    (folder / "NOTES.md").write_text("why this golden exists\n")
    return folder


@pytest.fixture
def changed(trace_of):
    """A compile whose golden differs from the committed one in case.json and in the summaries."""
    return trace_of("matmul_ampere", num_stages=4)


def test_ctrl_c_midway_leaves_the_previous_golden_whole(golden, changed, monkeypatch):
    before = _tree(golden)
    real_open = os.open

    def interrupted(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and ".summary.json" in os.fspath(path):  # the first summary, after case.json
            raise KeyboardInterrupt
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_golden(changed, golden)
    monkeypatch.undo()
    assert _tree(golden) == before, "a mix of new and old golden files"
    assert sorted(p.name for p in golden.parent.iterdir()) == ["golden"], "staging or lock left behind"
    write_golden(changed, golden)
    assert compare_golden(changed, golden).ok
    assert (golden / "NOTES.md").read_text() == "why this golden exists\n"
    assert any(p.name.startswith("triton-") for p in golden.iterdir()), "another version's golden was lost"
    assert sorted(p.name for p in golden.parent.iterdir()) == ["golden"]


# A writer killed (SIGKILL: no handler runs) at one point of the update, in a process of its own.
DYING_WRITER = textwrap.dedent("""
    import os, shutil, sys
    from passlab.capture.trace import Trace
    from passlab.regress.golden import write_golden

    where, trace, golden = sys.argv[1:]
    real_open, real_rename, real_rmtree = os.open, os.rename, shutil.rmtree

    def dying_open(path, flags, *args, **kwargs):
        if where == "while staging" and flags & os.O_CREAT and os.fspath(path).endswith(".summary.json"):
            os._exit(9)
        return real_open(path, flags, *args, **kwargs)

    def dying_rename(source, target):
        if where == "between the renames" and os.path.basename(os.fspath(source)).startswith(".golden.tmp-"):
            os._exit(9)
        real_rename(source, target)

    def dying_rmtree(path, *args, **kwargs):
        if where == "after the swap":
            os._exit(9)
        real_rmtree(path, *args, **kwargs)

    os.open, os.rename, shutil.rmtree = dying_open, dying_rename, dying_rmtree
    write_golden(Trace.load(trace), golden)
    sys.exit("the writer was not stopped")
""")


def _killed_writer(where: str, trace_path: Path, golden: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    done = subprocess.run([sys.executable, "-c", DYING_WRITER, where, str(trace_path), str(golden)],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 9, done.stderr


@pytest.mark.parametrize("where", ["while staging", "between the renames", "after the swap"])
def test_leftovers_of_a_killed_writer_are_never_read_and_the_next_update_clears_them(golden, changed, where):
    before = _tree(golden)
    _killed_writer(where, changed.path, golden)
    left = sorted(p.name for p in golden.parent.iterdir() if p.name not in ("golden", ".golden.lock"))
    assert left and all(name.startswith((".golden.tmp-", ".golden.old-")) for name in left), left
    if where == "between the renames":
        assert not golden.exists()
        with pytest.raises(GoldenError, match=r"interrupted.*previous golden is at .*\.golden\.old-"):
            compare_golden(changed, golden)   # not "no golden here, create it"
    elif where == "while staging":
        assert _tree(golden) == before
        assert not compare_golden(changed, golden).ok     # the old golden, not the half-written new one
    else:
        assert compare_golden(changed, golden).ok         # the new golden, whole
    notes: list[str] = []
    write_golden(changed, golden, note=notes.append)
    assert len(notes) == len(left) and all(str(golden.parent) in line for line in notes), notes
    assert sorted(p.name for p in golden.parent.iterdir()) == ["golden"]
    assert compare_golden(changed, golden).ok
    assert (golden / "NOTES.md").read_text() == "why this golden exists\n"
    assert {name for name in before if "/" in name} <= set(_tree(golden)), "another version's golden was lost"


def test_a_planted_link_at_the_marker_is_replaced_not_written_through(golden, changed, tmp_path):
    """The swap marks the old folder before renaming it aside: a link at the marker's name in it must
    not carry the mark (or anything) to where it points."""
    precious = tmp_path / "precious.txt"
    precious.write_text("mine\n")
    (golden / ".passlab-owner").symlink_to(precious)
    write_golden(changed, golden)
    assert precious.read_text() == "mine\n"
    assert not os.path.lexists(golden / ".passlab-owner")
    assert compare_golden(changed, golden).ok and (golden / CASE_FILE).is_file()
