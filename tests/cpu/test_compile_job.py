"""The compile child parses its request once into a typed ``CompileJob`` (issue 22): the target is
Triton's ``GPUTarget`` from then on, a bad field is one usage-error line, and no module below the
child's entry parses a target name again (read from the source with ast)."""

from __future__ import annotations

import ast
import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from passlab.capture.child import CompileRequest
from passlab.capture.job import CompileJob, KernelRef, LaunchValues
from passlab.errors import UsageError

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "passlab"
# The modules that turn a target's name into a GPUTarget: the compile child's job parser, and the
# entries of the two other children, which read a request of their own (one parse each, at entry).
PARSES_TARGET_NAMES = {"passlab/capture/job.py", "passlab/debug/plan_child.py", "passlab/debug/replay_child.py"}


def written_request(tmp_path: Path, **fields) -> dict:
    """A request as the parent writes it (``CompileRequest.to_json``), read back from JSON."""
    request = CompileRequest(**{"kernel": "tests/data/safety/slow_kernel.py:add_kernel", **fields})
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request.to_json(tmp_path / "out")))
    return json.loads(path.read_text())


def test_job_parses_a_request_written_by_compile_request(tmp_path):
    from triton.backends.compiler import GPUTarget
    import triton.language as tl
    request = written_request(tmp_path, config="autotune1", target="cuda:100",
                              overrides={"BLOCK": 64, "dtype": "tl.float16", "bias": "None"},
                              sig={"x_ptr": "*fp16"}, launch={"values": {"n": 4096}, "unaligned": ["x_ptr"]},
                              source_roots=(str(tmp_path),), edited_source=True)
    job = CompileJob.from_request(request)
    assert job.target == GPUTarget("cuda", 100, 32) and job.target_name == "cuda:100"
    assert job.kernel == KernelRef("tests/data/safety/slow_kernel.py:add_kernel", "file")
    assert job.config == "autotune1"
    assert dict(job.overrides) == {"BLOCK": 64, "dtype": tl.float16, "bias": None}
    assert dict(job.sig) == {"x_ptr": "*fp16"}
    assert job.launch == LaunchValues({"n": 4096}, ("x_ptr",))
    assert job.source_roots == (tmp_path.resolve(),) and job.edited_source is True
    assert job.out_dir == tmp_path / "out" and job.raw_dir == tmp_path / "out" / "raw"
    assert job.batch == () and job.list_configs is False
    with pytest.raises(dataclasses.FrozenInstanceError):
        job.target = None
    with pytest.raises(TypeError):
        job.overrides["BLOCK"] = 128   # read-only: a batch's configs cannot leak values into each other


def test_launch_default_and_as_declared(tmp_path):
    assert CompileJob.from_request(written_request(tmp_path)).launch == LaunchValues()
    assert CompileJob.from_request(written_request(tmp_path, launch=None)).launch is None


def test_kernel_reference_kinds(tmp_path):
    assert KernelRef.parse("matmul_hopper").kind == "builtin"
    assert KernelRef.parse("pkg.mod:fn").kind == "file"
    ref = KernelRef.parse("runs/mm.capture.jsonl#matmul_kernel")
    assert (ref.kind, ref.capture_file, ref.selector) == ("capture", "runs/mm.capture.jsonl", "matmul_kernel")


def test_batch_jobs_per_config(tmp_path):
    request = {**written_request(tmp_path, overrides={"BLOCK": 64}), "batch": ["autotune0", "autotune1"]}
    job = CompileJob.from_request(request)
    one = job.for_config("autotune1")
    assert one.batch == () and one.config == "autotune1"
    assert one.out_dir == tmp_path / "out" / "autotune1" and one.raw_dir == one.out_dir / "raw"
    assert one.target is job.target and one.overrides == job.overrides and job.config is None


@pytest.mark.parametrize("change, message", [
    ({"target": "cuda:91"}, "unknown target 'cuda:91'"),
    ({"target": 90}, "'target' must be a string, not int"),
    ({"kernel": None}, "'kernel' is missing"),
    ({"kernel": ["k"]}, "'kernel' must be a string, not list"),
    ({"sig": ["x_ptr"]}, "'sig' must be an object, not list"),
    ({"sig": {"x_ptr": 16}}, "'sig' entry 'x_ptr' must be a string, not int"),
    ({"overrides": {"dtype": "tl.fp99"}}, "triton.language has no dtype 'fp99'"),
    ({"launch": {"values": [1]}}, "'values' must be an object, not list"),
    ({"launch": {"unaligned": [1]}}, "'launch.unaligned' must hold strings, not int"),
    ({"batch": "autotune0"}, "'batch' must be a list, not str"),
    ({"edited_source": "yes"}, "'edited_source' must be true or false, not str"),
    ({"raw_dir": None}, "'raw_dir' is missing"),
])
def test_a_bad_field_is_one_usage_error_line(tmp_path, change, message):
    request = {**written_request(tmp_path), **change}
    with pytest.raises(UsageError) as caught:
        CompileJob.from_request(request)
    assert message in caught.value.message and "\n" not in caught.value.message


def test_the_child_answers_a_bad_target_with_one_line(tmp_path):
    """Through the child's entry: exit 2, a usage error in result.json, no traceback."""
    request = {**written_request(tmp_path), "target": "cuda:91"}
    raw = Path(request["raw_dir"])
    raw.mkdir(parents=True)
    (tmp_path / "request.json").write_text(json.dumps(request))
    proc = subprocess.run([sys.executable, str(ROOT / "passlab/capture/child_launcher.py"), str(ROOT),
                           "passlab.capture.compile_child", str(tmp_path / "request.json")],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    result = json.loads((raw / "result.json").read_text())
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert result == {"ok": False, "usage_error": result["usage_error"]}
    assert result["usage_error"].startswith("unknown target 'cuda:91'") and "Traceback" not in proc.stderr


def test_frontend_takes_a_gpu_target_not_a_name():
    from passlab.frontend.loader import load_module
    with pytest.raises(TypeError, match="parse it once"):
        load_module(str(ROOT / "tests/data/safety/slow_kernel.py"), "cuda:90")


def _calls_parse_target(path: Path) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Call):
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else None
            if name == "parse_target":
                lines.append(node.lineno)
    return lines


def test_only_the_entries_parse_a_target_name():
    """No module below a child's entry (the frontend, compile_child) turns a name into a GPUTarget."""
    found = {str(p.relative_to(ROOT)): lines for p in sorted(PACKAGE.rglob("*.py"))
             if (lines := _calls_parse_target(p))}
    assert set(found) <= PARSES_TARGET_NAMES, f"parse_target called outside the entries: {found}"
    assert "passlab/capture/job.py" in found
    assert not any(name.startswith("passlab/frontend/") or name.endswith("compile_child.py")
                   for name in PARSES_TARGET_NAMES)


def run_child_by_hand(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess:
    """``python -m passlab.capture.compile_child ARGV`` from another folder, as a reader tries it."""
    return subprocess.run([sys.executable, "-m", "passlab.capture.compile_child", *argv], capture_output=True,
                          text=True, cwd=tmp_path, timeout=120, stdin=subprocess.DEVNULL,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})


BAD_REQUEST_FILES = {
    "not JSON": ("{not json", "is not JSON"),
    "a list": ("[1, 2]", "expected a JSON object, not list"),
    "no raw_dir": ('{"kernel": "matmul_ampere", "out_dir": "o"}', "'raw_dir' is missing"),
    "raw_dir a number": ('{"kernel": "matmul_ampere", "out_dir": "o", "raw_dir": 5}', "'raw_dir' must be a string"),
    "raw_dir absent": ('{"kernel": "matmul_ampere", "out_dir": "o", "raw_dir": "nope/raw"}', "is not a directory"),
    "raw_dir with NUL": ('{"kernel": "matmul_ampere", "out_dir": "o", "raw_dir": "r\\u0000w"}', "is not a directory"),
    "a bad target": ('{"kernel": "matmul_ampere", "out_dir": "o", "raw_dir": ".", "target": "cuda:zz"}',
                     "unknown target 'cuda:zz'"),
}


@pytest.mark.parametrize("case", sorted(BAD_REQUEST_FILES))
def test_a_hand_written_bad_request_is_one_line_and_exit_2(tmp_path, case):
    """The child run by hand with a request it cannot use: one line on stderr, exit 2, no traceback
    (a usage error also lands in result.json when raw_dir is usable, as the parent reads it)."""
    text, message = BAD_REQUEST_FILES[case]
    (tmp_path / "request.json").write_text(text)
    proc = run_child_by_hand(tmp_path, "request.json")
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert message in proc.stderr, proc.stderr


@pytest.mark.parametrize("argv, message", [((), "usage: "), (("missing.json",), "cannot read the request")])
def test_the_child_without_a_readable_request_is_one_line_and_exit_2(tmp_path, argv, message):
    proc = run_child_by_hand(tmp_path, *argv)
    assert proc.returncode == 2, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and len(proc.stderr.strip().splitlines()) == 1, proc.stderr
    assert message in proc.stderr, proc.stderr
