"""passlab capture records a real program's compiles; passlab trace CAPTURE#K recompiles them.

On this CPU machine the program compiles through JITFunction.warmup with a compile-only stand-in
driver (tests/data/capture/compile_two.py); the H200 captures under bench/results/ are the real
runs (passlab run matmul_hopper, tutorial 02), recompiled here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.frontend.capture_file import read_capture

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = ROOT / "tests" / "data" / "capture" / "compile_two.py"
H200 = ROOT / "bench" / "results" / "capture-h200-20261202"


def passlab(*args, cwd):
    return subprocess.run([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture(scope="module")
def captured(tmp_path_factory):
    work = tmp_path_factory.mktemp("capture")
    result = passlab("capture", "-o", work / "run.capture.jsonl", "--", sys.executable, PROGRAM, cwd=work)
    assert result.returncode == 0, result.stderr
    assert "2 compile(s) recorded" in result.stderr
    return work, work / "run.capture.jsonl"


def test_capture_records_triton_own_compile_inputs(captured):
    _, path = captured
    records = read_capture(path)
    assert [r.name for r in records] == ["add_kernel", "add_kernel"]
    blocks = [json.loads(r.specialization_data)["constant_vals"] for r in records]
    assert blocks[0] != blocks[1]                      # BLOCK=128 and BLOCK=256
    assert all(r.source_key and r.hash and r.metadata["num_warps"] == 4 for r in records)


@pytest.mark.parametrize("selector", ["add_kernel", "add_kernel#1", "1"])
def test_trace_of_a_record_compiles_the_same_kernel(captured, selector):
    work, path = captured
    result = passlab("trace", f"{path}#{selector}", "--json", "--out", work / selector.replace("#", "_"), cwd=work)
    assert result.returncode == 0, result.stderr
    manifest = json.loads(result.stdout)
    index = 0 if selector == "add_kernel" else 1
    record = read_capture(path)[index]
    assert manifest["metadata"]["source_key"] == record.source_key
    assert manifest["metadata"]["hash"] == record.hash        # same install: Triton's kernel hash too
    assert manifest["kernel"]["config"] == f"capture{index}"


def test_unknown_record_is_a_usage_error(captured):
    work, path = captured
    result = passlab("trace", f"{path}#nope", cwd=work)
    assert result.returncode == 2 and "has no compile of 'nope'" in result.stderr


def test_capture_refuses_to_overwrite_a_users_file(tmp_path):
    mine = tmp_path / "notes.jsonl"
    mine.write_text('{"mine": true}\n')
    result = passlab("capture", "-o", mine, "--", sys.executable, "-c", "pass", cwd=tmp_path)
    assert result.returncode == 2 and "not a passlab capture file" in result.stderr
    assert mine.read_text() == '{"mine": true}\n'


@pytest.mark.parametrize("capture, index", [("matmul_hopper", 0), ("tutorial02", 0), ("fa_hopper", 1)])
def test_h200_capture_recompiles_to_the_same_kernel(tmp_path, capture, index):
    """A compile recorded on the H200 (Triton 3.6.0, Python 3.12) recompiled here: same inputs, same
    warps, shared memory and TMEM. (The kernel hash also covers the Triton build, so it differs.)"""
    path = H200 / f"{capture}.capture.jsonl"
    record = read_capture(path)[index]
    result = passlab("trace", f"{path}#{index}", "--json", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    cpu = json.loads(result.stdout)["metadata"]
    assert cpu["source_key"] == record.source_key
    for key in ("num_warps", "shared", "tmem_size"):
        assert cpu[key] == record.metadata[key], key


def test_capture_from_another_machine_finds_the_source_here(tmp_path):
    """A capture names the capturing machine's paths; the same file is found under the checkout."""
    moved = tmp_path / "moved.capture.jsonl"
    text = (H200 / "matmul_hopper.capture.jsonl").read_text()
    recorded = read_capture(H200 / "matmul_hopper.capture.jsonl")[0].source_file
    moved.write_text(text.replace(str(Path(recorded).parents[1]), "/elsewhere/checkout"))
    result = passlab("trace", f"{moved}#0", "--json", "--out", tmp_path / "t", cwd=ROOT)
    assert result.returncode == 0, result.stderr
    manifest = json.loads(result.stdout)
    # found by its module name (kernels.matmul_hopper) with the captured content hash
    assert any("found as module kernels.matmul_hopper" in note for note in manifest["kernel"]["capture"]["notes"])


def test_compiles_a_module_makes_on_import_stay_out_of_the_trace(tmp_path):
    """compile_two.py compiles add_kernel twice (BLOCK=128, 256) when it is imported; the trace of
    add_kernel at BLOCK=64 holds that one compile's passes only."""
    result = passlab("trace", f"{PROGRAM}:add_kernel", "--sig", "x_ptr=*fp16", "--sig", "out_ptr=*fp16",
                     "--arg", "n=4096", "-c", "BLOCK=64", "--json", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    manifest = json.loads(result.stdout)
    first = (tmp_path / "t" / manifest["passes"][0]["snapshot"]).read_text()
    assert "end = 64" in first and "end = 128" not in first and "end = 256" not in first
    assert len(manifest["passes"]) < 100  # one compile's pipeline (~69 passes), not three
