"""Triton's own WS partition-scheduling graphs (3.7.1+): the compile runs in a folder of the trace,
its ``graph-*.dot`` files become named steps (``graphs/upstream/``), and the user's working
folder is never written, even with ``TRITON_PARTITION_SCHEDULING_ENABLE_DUMP_DOT=1`` in the
user's environment."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.capture.child import COMPILE_DIR
from passlab.capture.compile_child import compile_directory
from passlab.capture.stages import STAGE_NAMES
from passlab.capture.trace import Trace
from passlab.capture.upstream_graphs import record_upstream_graphs
from passlab.errors import TraceError
from triton_envs import triton_python

ROOT = Path(__file__).resolve().parents[2]
SLOW_KERNEL = ROOT / "tests" / "data" / "safety" / "slow_kernel.py"
KNOB = "TRITON_PARTITION_SCHEDULING_ENABLE_DUMP_DOT"


def passlab(*args, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    full = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]), **(env or {})}
    return subprocess.run([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=cwd, env=full,
                          capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)


def tree(root: Path) -> dict[str, str]:
    """Every file under ``root`` with its content hash (folders too)."""
    out = {}
    for dirpath, dirnames, filenames in os.walk(root):
        out[os.path.relpath(dirpath, root) + "/"] = "dir"
        for name in filenames:
            out[os.path.relpath(os.path.join(dirpath, name), root)] = hashlib.sha256(
                Path(dirpath, name).read_bytes()).hexdigest()
    return out


def test_the_compile_runs_in_its_own_folder_and_relative_knobs_keep_their_meaning(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TRITON_CACHE_DIR", "rel/cache")
    folder = tmp_path / "trace" / "raw" / COMPILE_DIR
    with compile_directory(folder):
        assert Path.cwd() == folder
        assert os.environ["TRITON_CACHE_DIR"] == str(tmp_path / "rel" / "cache")
    assert Path.cwd() == tmp_path and os.environ["TRITON_CACHE_DIR"] == "rel/cache"
    assert not folder.exists()  # left empty by the compile: removed
    with compile_directory(folder):
        Path("graph-k_0-0000-input.dot").write_text("digraph G {}\n")
    assert (folder / "graph-k_0-0000-input.dot").is_file()  # kept for record_trace


def test_graph_files_become_named_steps_in_triton_order(tmp_path):
    raw = tmp_path / "raw"
    folder = raw / COMPILE_DIR
    folder.mkdir(parents=True)
    for name in ("graph-attn_fwd_1-0000-input.dot", "graph-attn_fwd_0-0001-initial.dot",
                 "graph-attn_fwd_0-0000-input.dot", "graph-attn_fwd_0-0010-merge-step.dot",
                 "graph-attn_fwd_0-0002-merge-step.dot"):
        (folder / name).write_text(f"digraph G {{ label = \"{name}\"; }}\n")
    (folder / "notes.txt").write_text("not Triton's")
    (folder / "graph-x_0-0003-final.dot").symlink_to(tmp_path / "elsewhere.dot")
    records = record_upstream_graphs(tmp_path, raw)
    assert [(r["function"], r["loop"], r["sequence"], r["step"], r["file"]) for r in records] == [
        ("attn_fwd", 0, 0, "input", "graphs/upstream/0000-input.dot"),
        ("attn_fwd", 0, 1, "initial", "graphs/upstream/0001-initial.dot"),
        ("attn_fwd", 0, 2, "merge-step", "graphs/upstream/0002-merge-step.dot"),
        ("attn_fwd", 0, 10, "merge-step", "graphs/upstream/0003-merge-step.dot"),
        ("attn_fwd", 1, 0, "input", "graphs/upstream/0004-input.dot")]
    assert "graph-attn_fwd_0-0010-merge-step.dot" in (tmp_path / "graphs/upstream/0003-merge-step.dot").read_text()
    # what is not Triton's graph (another file, a link) stays where the compile left it, in raw/
    assert sorted(os.listdir(folder)) == ["graph-x_0-0003-final.dot", "notes.txt"]
    assert not (tmp_path / "elsewhere.dot").exists()


def test_no_graphs_records_nothing_and_leaves_no_folder(tmp_path):
    (tmp_path / "raw" / COMPILE_DIR).mkdir(parents=True)
    assert record_upstream_graphs(tmp_path, tmp_path / "raw") == []
    assert not (tmp_path / "raw" / COMPILE_DIR).exists() and not (tmp_path / "graphs").exists()


def crafted_manifest(path: Path, graphs) -> Path:
    (path / "graphs" / "upstream").mkdir(parents=True)
    (path / "graphs" / "upstream" / "0000-input.dot").write_text("digraph G {}\n")
    manifest = {"schema": 1, "target": "cuda:100", "kernel": {"name": "k"}, "outcome": {"code": "ok"},
                "passes": [], "stages": {n: {"status": "not run", "snapshot": None} for n in STAGE_NAMES},
                "upstream_graphs": graphs}
    (path / "manifest.json").write_text(json.dumps(manifest))
    return path


GOOD = {"index": 0, "function": "k", "loop": 0, "sequence": 0, "step": "input", "file": "graphs/upstream/0000-input.dot"}


@pytest.mark.parametrize("graphs, says", [
    ([{**GOOD, "file": "../../etc/passwd"}], "not a path inside the trace"),
    ([{**GOOD, "step": 3}], "'upstream_graphs[0].step' must be a string"),
    ([{k: v for k, v in GOOD.items() if k != "function"}], "has no 'function'"),
    ("graphs", "'upstream_graphs' must be a list"),
    (["graph-k_0-0000-input.dot"], "must be a dict"),
])
def test_upstream_graph_records_are_untrusted_input(tmp_path, graphs, says):
    with pytest.raises(TraceError, match=says.replace("[", r"\[").replace("]", r"\]")):
        Trace.load(crafted_manifest(tmp_path, graphs))
    assert Trace.load(crafted_manifest(tmp_path / "ok", [GOOD])).manifest["upstream_graphs"] == [GOOD]


def test_a_trace_writes_nothing_in_the_working_folder_even_with_the_dot_knob_set(tmp_path):
    """3.6 writes no graphs; the user's own knob setting must not make the compile write into
    the working folder, and the trace keeps no empty compile folder."""
    cwd = tmp_path / "work"
    cwd.mkdir()
    (cwd / "thesis.tex").write_text("years of work\n")
    before = tree(cwd)
    result = passlab("trace", f"{SLOW_KERNEL}:add_kernel", "--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32",
                     "--sig", "n=i32", "-c", "BLOCK=128", "--out", tmp_path / "t", cwd=cwd, env={KNOB: "1"})
    assert result.returncode == 0, result.stderr[-2000:]
    assert tree(cwd) == before
    manifest = json.loads((tmp_path / "t" / "manifest.json").read_text())
    assert manifest["upstream_graphs"] == []
    assert not (tmp_path / "t" / "raw" / COMPILE_DIR).exists()


def test_a_kernel_that_reads_a_relative_path_at_import_still_compiles(tmp_path):
    """The kernel's module is imported in the user's folder; only the compile moves."""
    (tmp_path / "k.py").write_text(
        "from pathlib import Path\nimport triton\nimport triton.language as tl\n\n"
        "BLOCK_FROM_FILE = tl.constexpr(int(Path('block.txt').read_text()))\n\n\n"
        "@triton.jit\ndef add_kernel(x_ptr, out_ptr, n):\n"
        "    offs = tl.program_id(0) * BLOCK_FROM_FILE + tl.arange(0, BLOCK_FROM_FILE)\n"
        "    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)\n")
    (tmp_path / "block.txt").write_text("256\n")
    result = passlab("trace", "k.py:add_kernel", "--sig", "x_ptr=*fp32", "--sig", "out_ptr=*fp32",
                     "--arg", "n=4096", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "tensor<256x" in (tmp_path / "t" / "artifacts" / "kernel.ttgir").read_text()


def test_triton_38_partition_graphs_are_trace_steps_and_the_working_folder_stays_untouched(tmp_path):
    python = triton_python("3.8.0")
    cwd = tmp_path / "work"
    cwd.mkdir()
    before = tree(cwd)
    result = passlab("trace", "fa_hopper", "--target", "cuda:100", "--python", python, "--out", tmp_path / "t",
                     cwd=cwd, env={KNOB: "1"})
    assert result.returncode == 0, result.stderr[-2000:]
    assert tree(cwd) == before  # before: 54 graph-fa_hopper_0-NNNN-<step>.dot files landed here
    trace = Trace.load(tmp_path / "t")
    graphs = trace.manifest["upstream_graphs"]
    assert len(graphs) > 20 and {g["function"] for g in graphs} == {"fa_hopper"}
    assert [g["step"] for g in graphs][0] == "input" and graphs[-1]["step"] == "final"
    assert all((trace.path / g["file"]).read_text().startswith("digraph") for g in graphs)
    assert f"{len(graphs)} steps in graphs/upstream/" in result.stdout
    shown = passlab("show", tmp_path / "t", "--stage", "WSCodePartition", "--no-source", cwd=cwd)
    assert shown.returncode == 0 and "WS partition-scheduling graphs" in shown.stdout
