"""Trace directories are named per source file, and ``diff`` takes every kernel form ``trace`` takes (issue 23)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest
from passlab.capture.trace import default_trace_dir
from passlab.diff.spec import parse_kernel_spec

SLOW_KERNEL = Path(__file__).resolve().parents[1] / "data" / "safety" / "slow_kernel.py"
SIG = ["--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32", "--sig", "n=i32"]


@pytest.fixture
def two_folders(tmp_path, monkeypatch):
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        shutil.copy(SLOW_KERNEL, tmp_path / folder / "k.py")
    monkeypatch.delenv("PASSLAB_DUMPS", raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_same_stem_files_get_different_directories(two_folders):
    a = default_trace_dir(CompileRequest("a/k.py:add_kernel"))
    b = default_trace_dir(CompileRequest("b/k.py:add_kernel"))
    assert a != b and a.name == b.name
    assert a.parent.name.startswith("k-") and a.parent.name.endswith(".add_kernel")


def test_the_same_file_from_another_folder_gets_the_same_directory(two_folders, monkeypatch):
    here = default_trace_dir(CompileRequest("a/k.py:add_kernel")).parent.name
    by_absolute = default_trace_dir(CompileRequest(str(two_folders / "a" / "k.py") + ":add_kernel")).parent.name
    monkeypatch.chdir(two_folders / "a")
    assert default_trace_dir(CompileRequest("k.py:add_kernel")).parent.name == here == by_absolute
    assert default_trace_dir(CompileRequest("./../a/k.py:add_kernel")).parent.name == here


@pytest.mark.parametrize("text, kernel, config, overrides, target", [
    ("matmul_hopper", "matmul_hopper", None, {}, "cuda:90"),
    ("k.py:add_kernel@autotune1:BLOCK=64", "k.py:add_kernel", "autotune1", {"BLOCK": 64}, "cuda:90"),
    ("mypkg.kern:add_kernel", "mypkg.kern:add_kernel", None, {}, "cuda:90"),
    ("mypkg.kern:add_kernel@default:BLOCK=64,target=cuda:100", "mypkg.kern:add_kernel", "default",
     {"BLOCK": 64}, "cuda:100"),
    ("runs/mm.capture.jsonl#3", "runs/mm.capture.jsonl#3", None, {}, "cuda:90"),
])
def test_diff_spec_takes_every_kernel_form_trace_takes(text, kernel, config, overrides, target):
    ref = parse_kernel_spec(text, "cuda:90")
    assert (ref.kernel, ref.config, ref.overrides, ref.target) == (kernel, config, overrides, target)


def test_diff_of_a_library_kernel_against_a_file_kernel(tmp_path):
    """``package.module:function`` (imported by name, as a library kernel is) against the same code as a file."""
    package = tmp_path / "site" / "mypkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    shutil.copy(SLOW_KERNEL, package / "kern.py")
    shutil.copy(SLOW_KERNEL, tmp_path / "k.py")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "site"), os.environ.get("PYTHONPATH", "")]),
           "PASSLAB_DUMPS": str(tmp_path / "dumps")}
    result = subprocess.run([sys.executable, "-m", "passlab.cli", "diff", "mypkg.kern:add_kernel@default:BLOCK=128",
                             "k.py:add_kernel@default:BLOCK=128", *SIG, "--json"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert result.returncode in (0, 1), result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    data = json.loads(result.stdout)
    assert data["mode"] == "stages"
    sources = sorted(json.loads(m.read_text())["kernel"]["source_file"] for m in (tmp_path / "dumps").rglob("manifest.json"))
    assert sources == sorted([str((package / "kern.py").resolve()), str((tmp_path / "k.py").resolve())])


def test_same_stem_files_get_different_default_golden_folders(two_folders):
    from types import SimpleNamespace

    from passlab.commands.snapshot import default_golden_dir
    folders = {default_golden_dir(SimpleNamespace(manifest={
        "source_path": str(two_folders / f / "k.py"), "target": "cuda:90",
        "kernel": {"name": "add_kernel", "config_key": "default"}})) for f in "ab"}
    assert len(folders) == 2 and all(p.parts[0] == "golden" and p.name == "default" for p in folders)
    builtin = default_golden_dir(SimpleNamespace(manifest={"target": "cuda:90", "kernel": {"name": "matmul_hopper"}}))
    assert builtin == Path("golden/matmul_hopper/default")


def test_a_bad_request_leaves_no_empty_kernel_folder(tmp_path):
    """A file kernel without its --sig values is a usage error found in the child: the dumps/<kernel>/
    folder made for it goes too; a folder that already held a trace stays."""
    root = Path(__file__).resolve().parents[2]
    env = {k: v for k, v in os.environ.items() if k != "PASSLAB_DUMPS"}
    proc = subprocess.run([sys.executable, str(root / "cli.py"), "trace", f"{SLOW_KERNEL}:add_kernel", "-c", "BLOCK=64"],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert proc.returncode == 2 and "--sig" in proc.stderr
    assert list(tmp_path.iterdir()) == []
    kept = tmp_path / "dumps" / "keep"
    kept.mkdir(parents=True)
    proc = subprocess.run([sys.executable, str(root / "cli.py"), "trace", f"{SLOW_KERNEL}:add_kernel", "-c", "BLOCK=64"],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    assert proc.returncode == 2 and sorted(p.name for p in (tmp_path / "dumps").iterdir()) == ["keep"]
