"""Crafted specialization data in a capture record is bad input, not a compile failure (review of
issue 21, finding 9).

A record whose ``specialization_data`` has the right JSON shape can still hold what Triton 3.6 has
no reading for: a type ``i33``, a name the kernel does not have, a name with a newline, a constant
``"nan"``, an attribute value ``"x"``. Each failed inside ``triton.compile`` (KeyError, ValueError,
AttributeError, TypeError: exit 1); each must be one line and exit 2, before anything compiles.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from passlab.errors import PasslabError

from .conftest import SLOW_KERNEL, fingerprint, one_line_error, passlab
from .test_untrusted_records import record, write_capture


def frontend_only(source, job, options, kernel) -> dict:
    """``compile_and_record`` cut down to the first step of ``triton.compile``: the frontend that
    reads the signature, constants and attributes (``ASTSource.make_ir``), no passes, nothing written."""
    from triton._C.libtriton import ir
    from triton.compiler.compiler import make_backend
    target = job.target
    backend = make_backend(target)
    parsed = backend.parse_options(options)
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    source.make_ir(target, parsed, backend.get_codegen_implementation(parsed), backend.get_module_map(), context)
    return {"ok": True, "metadata": {}}


def compile_in_process(capture: Path, roots: tuple[Path, ...], monkeypatch) -> dict:
    """What the compile child does for ``trace CAPTURE#0``, up to but not including the passes."""
    from passlab.capture import compile_child
    from passlab.capture.job import CompileJob
    from passlab.frontend.target_driver import target_driver
    monkeypatch.setattr(compile_child, "compile_and_record", frontend_only)
    job = CompileJob.from_request({"kernel": f"{capture}#0", "target": "cuda:90",
                                   "source_roots": [str(r) for r in roots],
                                   "out_dir": "/nonexistent/out", "raw_dir": "/nonexistent/raw"})
    with target_driver(job.target, patch_torch_cuda=False):
        return compile_child.compile_capture(job)


def with_specialization(line: dict, change) -> dict:
    specialization = json.loads(line["specialization_data"])
    change(specialization)
    return {**line, "specialization_data": json.dumps(specialization)}


def _rename(specialization: dict, old: str, new: str) -> None:
    specialization["signature"] = {(new if k == old else k): v for k, v in specialization["signature"].items()}


# The five records of the review, then neighbours of each.
CRAFTED = {
    "type i33": lambda s: s["signature"].update(n="i33"),
    "extra name": lambda s: s["signature"].update(zz="i32"),
    "newline in a name": lambda s: _rename(s, "n", "n\n"),
    "constant nan": lambda s: s.update(constant_vals=["nan"]),
    "attribute value x": lambda s: s["attrs_vals"].__setitem__(0, [["tt.divisibility", "x"]]),
    "pointer to i33": lambda s: s["signature"].update(x_ptr="*i33"),
    "bare star": lambda s: s["signature"].update(x_ptr="*"),
    "missing name": lambda s: s["signature"].pop("n"),
    "renamed argument": lambda s: _rename(s, "n", "m"),
    "constant on a pointer": lambda s: s.update(constant_keys=[[0]]),
    "constant inside a non-tuple": lambda s: s.update(constant_keys=[[3, 0]]),
    "attribute on a missing path": lambda s: s.update(attrs_keys=[[0, 2], [1], [2]]),
    "unknown attribute": lambda s: s["attrs_vals"].__setitem__(0, [["tt.nonexistent", 16]]),
    "attribute value 2**40": lambda s: s["attrs_vals"].__setitem__(0, [["tt.divisibility", 2**40]]),
}


@pytest.fixture
def project(tmp_path) -> Path:
    kernel = tmp_path / "project" / "slow_kernel.py"
    kernel.parent.mkdir()
    shutil.copy(SLOW_KERNEL, kernel)
    return kernel


def test_the_recorded_specialization_reaches_the_frontend(tmp_path, project, monkeypatch):
    capture = write_capture(tmp_path / "run.capture.jsonl", record(project))
    assert compile_in_process(capture, (tmp_path,), monkeypatch)["ok"]


@pytest.mark.parametrize("name", list(CRAFTED))
def test_crafted_specialization_is_a_usage_error_before_the_compile(tmp_path, project, monkeypatch, name):
    capture = write_capture(tmp_path / "run.capture.jsonl", with_specialization(record(project), CRAFTED[name]))
    with pytest.raises(PasslabError) as caught:
        compile_in_process(capture, (tmp_path,), monkeypatch)
    assert "\n" not in caught.value.message.strip()
    assert "specialization_data" in caught.value.message


@pytest.mark.parametrize("name", ["type i33", "extra name", "attribute value x"])
def test_crafted_specialization_is_one_line_and_exit_2_from_trace(tmp_path, project, sentinel, name):
    before = fingerprint(sentinel)
    capture = write_capture(tmp_path / "run.capture.jsonl", with_specialization(record(project), CRAFTED[name]))
    line = one_line_error(passlab("trace", f"{capture}#0", "--out", tmp_path / "t", "--source-root", project.parent,
                                  cwd=tmp_path, timeout=180))
    assert "specialization_data" in line
    assert fingerprint(sentinel) == before


def test_recording_keeps_a_record_the_content_checks_would_refuse(tmp_path, project):
    """In the capturing process the data is Triton's own: an unusual value there (an attribute of a
    newer backend, a string constexpr "nan") must not cost the record its source key, or the record."""
    from passlab.frontend.target import parse_target
    from passlab.frontend.loader import load_kernel
    from passlab.frontend.recorder import CapturedCompile, source_key
    from passlab.frontend.target_driver import target_driver
    line = with_specialization(record(project), lambda s: s.update(
        constant_vals=["nan"], attrs_vals=[[["tt.pointer_range", 32]], [["tt.newer_attr", 8]], []]))
    captured = CapturedCompile.from_json(line, 0)
    target = parse_target("cuda:90")
    with target_driver(target, patch_torch_cuda=False):
        jit = load_kernel(f"{project}:add_kernel", target).fn
    assert len(source_key(jit, captured)) == 64
