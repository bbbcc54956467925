"""Capture records are data, never code paths (issue 21, items 8 and 11, and its usage errors).

A record names its kernel's source, its compile options and its target; passlab uses none of
them to read, run or pass to a tool anything but the captured kernel's own source (found by
content hash), and compiles for the target it says it compiles for.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from passlab.frontend.recorder import CapturedCompile, file_hash

from .conftest import DATA, SLOW_KERNEL, SLOW_SIG, fingerprint, one_line_error, passlab

CHECK_INPUT = DATA.parent / "check" / "mbar001_remove_init" / "input.mlir"
# CUDAOptions of a Triton 3.6 compile on the H200, as the recorder wrote them (cuda:90).
H200_OPTIONS = {
    "num_warps": 4, "num_ctas": 1, "num_stages": 3, "warp_size": 32, "maxnreg": None, "ptx_version": None,
    "ptx_options": None, "ir_override": None, "enable_fp_fusion": True, "enable_reflect_ftz": True,
    "launch_cooperative_grid": False, "launch_pdl": False, "supported_fp8_dtypes": ["fp8e4b15", "fp8e4nv", "fp8e5"],
    "deprecated_fp8_dot_operand_dtypes": ["fp8e4b15"], "default_dot_input_precision": "tf32",
    "allowed_dot_input_precisions": ["tf32", "tf32x3", "ieee", "bf16x3", "bf16x6"],
    "max_num_imprecise_acc_default": 1073741824,
    "extern_libs": [["libdevice", "/opt/venv/lib/python3.12/site-packages/triton/backends/nvidia/lib/libdevice.10.bc"]],
    "debug": False, "backend_name": "cuda", "sanitize_overflow": True, "arch": "sm90", "instrumentation_mode": ""}


def record(source: Path, source_hash: str | None = None, options: dict | None = None, **fields) -> dict:
    """A capture record of slow_kernel.add_kernel (BLOCK=128) as the recorder writes it."""
    specialization = {
        "name": "slow_kernel.add_kernel",
        "signature": {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
        "constant_keys": [[3]], "constant_vals": [128], "attrs_keys": [[0], [1], [2]],
        "attrs_vals": [[["tt.divisibility", 16]], [["tt.divisibility", 16]], []],
        "options": {**H200_OPTIONS, **(options or {})}, "key": ""}
    return {"function": "add_kernel", "module": "slow_kernel", "source_file": str(source),
            "source_hash": file_hash(str(source)) if source_hash is None else source_hash,
            "target": "cuda:90", "triton_version": "3.6.0", "specialization_data": json.dumps(specialization),
            "metadata": {"num_warps": 4, "shared": 0}, "hash": None, "source_key": None, "index": 0,
            "schema": 1, **fields}


def write_capture(path: Path, *records: dict) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


@pytest.fixture
def kernel_copy(tmp_path) -> Path:
    """slow_kernel.py in a project folder of its own."""
    project = tmp_path / "project"
    project.mkdir()
    shutil.copy(SLOW_KERNEL, project / "slow_kernel.py")
    return project / "slow_kernel.py"


EVIL = """from pathlib import Path
Path({marker!r}).write_text("executed")
""" + SLOW_KERNEL.read_text()


# -- 8: options that name files or pass flags to a tool -------------------------------------------

def test_file_naming_options_are_dropped_with_a_note(tmp_path, kernel_copy, sentinel):
    secret = sentinel / "secret.txt"
    secret.write_text("hunter2-token-A hunter2-token-B\n")
    other_ir = sentinel / "other.ttir"
    other_ir.write_text("module {\n  tt.func public @impostor() {\n    tt.return\n  }\n}\n")
    before = fingerprint(sentinel)
    capture = write_capture(tmp_path / "run.capture.jsonl", record(kernel_copy, options={
        "ptx_options": f"--options-file {secret}", "ir_override": str(other_ir)}))
    result = passlab("trace", f"{capture}#0", "--json", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    trace_text = "".join(p.read_text(errors="replace") for p in (tmp_path / "t").rglob("*") if p.is_file())
    assert "hunter2" not in result.stdout + result.stderr + trace_text
    assert "impostor" not in trace_text and "@add_kernel" in (tmp_path / "t/artifacts/kernel.ttir").read_text()
    notes = json.loads(result.stdout)["kernel"]["notes"]
    assert any("ptx_options" in n and "dropped" in n for n in notes), notes
    assert any("ir_override" in n and "dropped" in n for n in notes), notes
    assert any("extern_libs" in n for n in notes), notes
    assert fingerprint(sentinel) == before


# -- 8: a record's source_file never executes another file ------------------------------------------

@pytest.mark.parametrize("case", ["other-content", "not-py", "dotdot"])
def test_a_record_never_executes_a_file_without_the_captured_hash(tmp_path, kernel_copy, sentinel, case):
    marker = sentinel / "executed.txt"
    genuine = file_hash(str(kernel_copy))
    if case == "other-content":   # the recorded path exists here, with other code in it
        evil = tmp_path / "evil" / "slow_kernel.py"
        evil.parent.mkdir()
        evil.write_text(EVIL.format(marker=str(marker)))
        line = record(evil, source_hash=genuine)
    elif case == "not-py":        # a matching hash, but not a Python source file
        evil = tmp_path / "evil.txt"
        evil.write_text(EVIL.format(marker=str(marker)))
        line = record(evil)
    else:                         # a relative path out of the working folder
        evil = tmp_path / "evil.py"
        evil.write_text(EVIL.format(marker=str(marker)))
        line = record(evil)
        line["source_file"] = "../evil.py"
    before = fingerprint(sentinel)
    capture = write_capture(tmp_path / "run.capture.jsonl", line)
    work = tmp_path / "work"
    work.mkdir()
    result = passlab("trace", f"{capture}#0", "--out", tmp_path / "t", cwd=work)
    one_line_error(result)
    assert not marker.exists()
    assert fingerprint(sentinel) == before
    assert not (tmp_path / "t").exists()


def test_source_is_found_under_a_named_root_by_tail_and_hash(tmp_path, kernel_copy):
    from passlab.frontend.record_inputs import locate_source
    moved = CapturedCompile.from_json(record(Path("/elsewhere/project/slow_kernel.py"),
                                             source_hash=file_hash(str(kernel_copy))), 0)
    found = locate_source(moved, (tmp_path,))
    assert found.path == tmp_path / "project" / "slow_kernel.py" and "found here as" in found.note
    kernel_copy.write_text(kernel_copy.read_text() + "\n# edited since the capture\n")
    with pytest.raises(Exception, match="differs from the file captured"):
        locate_source(moved, (tmp_path,))


def test_source_of_an_installed_module_is_found_by_name_without_importing_it(tmp_path, monkeypatch, sentinel):
    marker = sentinel / "imported.txt"
    package = tmp_path / "site" / "someorg_ops"
    (package / "kernels").mkdir(parents=True)
    (package / "__init__.py").write_text(f"open({str(marker)!r}, 'w').write('imported')\n")
    (package / "kernels" / "__init__.py").write_text(f"open({str(marker)!r}, 'w').write('imported')\n")
    shutil.copy(SLOW_KERNEL, package / "kernels" / "add.py")
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    from passlab.frontend.record_inputs import locate_source
    line = record(Path("/gpu-box/venv/lib/python3.12/site-packages/someorg_ops/kernels/add.py"),
                  source_hash=file_hash(str(SLOW_KERNEL)), module="someorg_ops.kernels.add")
    found = locate_source(CapturedCompile.from_json(line, 0), ())
    assert found.path == package / "kernels" / "add.py"
    assert found.ref == "someorg_ops.kernels.add:add_kernel" and "module someorg_ops.kernels.add" in found.note
    assert not marker.exists()


def test_source_root_option_is_carried_to_the_compile(tmp_path, kernel_copy):
    """--source-root DIR finds the source of a capture made elsewhere (one cheap failing lookup:
    the named root holds an edited copy, so the error names it)."""
    capture = write_capture(tmp_path / "run.capture.jsonl",
                            record(Path("/elsewhere/project/slow_kernel.py"), source_hash="0" * 16))
    work = tmp_path / "work"
    work.mkdir()
    line = one_line_error(passlab("trace", f"{capture}#0", "--source-root", tmp_path, "--out", tmp_path / "t",
                                  cwd=work))
    assert str(kernel_copy) in line and "--source-root" in line


# -- 11: the target's own options follow the target -------------------------------------------------

def test_capture_options_are_rederived_for_another_target():
    from triton.backends.compiler import GPUTarget

    from passlab.frontend.record_inputs import backend_options, capture_options
    blackwell = GPUTarget("cuda", 100, 32)
    options = {k: tuple(v) if isinstance(v, list) else v for k, v in H200_OPTIONS.items()}
    kept, notes = capture_options(options, "cuda:90", blackwell, backend_options(blackwell))
    assert "arch" not in kept and "max_num_imprecise_acc_default" not in kept
    assert kept["num_warps"] == 4 and kept["num_stages"] == 3
    assert any("re-derived for cuda:100" in n for n in notes), notes
    same, notes = capture_options(options, "cuda:90", GPUTarget("cuda", 90, 32), backend_options(blackwell))
    assert same["arch"] == "sm90" and not any("re-derived" in n for n in notes)


def test_trace_of_a_capture_for_another_target_compiles_for_it(tmp_path, kernel_copy):
    capture = write_capture(tmp_path / "run.capture.jsonl", record(kernel_copy))
    result = passlab("trace", f"{capture}#0", "--target", "cuda:100", "--json", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    manifest = json.loads(result.stdout)
    assert manifest["target"] == "cuda:100" and manifest["kernel"]["capture"]["target"] == "cuda:90"
    assert 'ttg.target = "cuda:100"' in (tmp_path / "t" / "artifacts" / "kernel.ttgir").read_text()
    assert any("re-derived for cuda:100" in n for n in manifest["kernel"]["notes"])


def test_a_capture_ref_without_target_uses_the_records_target(tmp_path, kernel_copy):
    from passlab.commands.common import build_request
    line = record(kernel_copy, target="cuda:100", options={"arch": "sm100"})
    capture = write_capture(tmp_path / "run.capture.jsonl", line)
    assert build_request(f"{capture}#0", None, (), None, ()).target == "cuda:100"
    assert build_request(f"{capture}#0", None, (), "cuda:90", ()).target == "cuda:90"
    assert build_request("matmul_hopper", None, (), None, ()).target == "cuda:90"


# -- usage errors -----------------------------------------------------------------------------------

@pytest.mark.parametrize("args, expected", [
    (["replay", CHECK_INPUT, "--pass", "canonicalize", "--timeout", "0"], "--timeout"),
    (["replay", CHECK_INPUT, "--pass", "canonicalize", "--target", "cuda:00"], "unknown target"),
    (["replay", CHECK_INPUT, "--pass", "tritongpu-pipeline{num-stages=-1}"], "num-stages"),
    (["replay", CHECK_INPUT, "--pass", "tritongpu-pipeline{num-stages=99999999999}"], "num-stages"),
    (["opt", CHECK_INPUT, "--tritongpu-assign-latencies=num-stages=-3"], "num-stages"),
    (["replay", CHECK_INPUT, "--pass", "convert-triton-to-tritongpu{target=cuda:999}"], "unknown target"),
    (["trace", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "--target", "cuda:00"], "unknown target"),
    (["trace", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "--target", "cuda:999"], "unknown target"),
    (["trace", SLOW_KERNEL.as_posix() + ":add_kernel", "--sig", "x_ptr=tensordesc<fp32[0, 0]>",
      "--sig", "out_ptr=*fp32", "-c", "BLOCK=128", "--arg", "n=4096"], "positive"),
])
def test_out_of_range_input_is_a_usage_error(tmp_path, args, expected):
    line = one_line_error(passlab(*args, "--out", tmp_path / "t", cwd=tmp_path, timeout=120)
                          if args[0] == "trace" else passlab(*args, cwd=tmp_path, timeout=120))
    assert expected in line, line
    assert not (tmp_path / "t").exists()


@pytest.mark.parametrize("option", [{"enable_fp_fusion": "yes"}, {"num_warps": 4.0}, {"num_stages": -1},
                                    {"num_warps": 6}, {"arch": ["sm90"]}, {"supported_fp8_dtypes": "fp8e5"}])
def test_capture_options_of_the_wrong_type_are_refused(option):
    from triton.backends.compiler import GPUTarget

    from passlab.frontend.record_inputs import backend_options, capture_options
    from passlab.errors import UsageError
    hopper = GPUTarget("cuda", 90, 32)
    with pytest.raises(UsageError, match=f"capture option {next(iter(option))}"):
        capture_options({**H200_OPTIONS, **option}, "cuda:90", hopper, backend_options(hopper))


# -- review findings 2 and 5: a known file with a matching hash; an edited source -------------------

SIDE = """from pathlib import Path
Path({marker!r}).write_text("executed")
print("a setup.py-like file: not a kernel")
"""


def test_a_record_naming_a_known_non_kernel_file_with_its_hash_never_runs_it(tmp_path, sentinel):
    """Any file whose content is known can be matched by hash (stdlib ``this``, a public setup.py):
    the file must also define the record's function as a Triton kernel, read without running it."""
    marker = sentinel / "executed.txt"
    side = tmp_path / "x" / "side.py"
    side.parent.mkdir()
    side.write_text(SIDE.format(marker=str(marker)))
    before = fingerprint(sentinel)
    capture = write_capture(tmp_path / "evil.jsonl", record(side))   # source_hash = sha256(side.py)
    line = one_line_error(passlab("trace", f"{capture}#0", "--out", tmp_path / "t", cwd=tmp_path))
    assert "side.py" in line and "no Triton kernel 'add_kernel'" in line, line
    assert not marker.exists(), "the file the record names ran"
    assert fingerprint(sentinel) == before and not (tmp_path / "t").exists()


@pytest.mark.parametrize("module", ["this", "antigravity"])
def test_a_stdlib_module_named_by_a_record_is_refused_without_importing_it(tmp_path, module):
    import importlib.util

    from passlab.frontend.record_inputs import locate_source
    from passlab.errors import UsageError
    origin = importlib.util.find_spec(module).origin
    line = record(Path("/gpu-box/site-packages") / f"{module}.py", source_hash=file_hash(origin), module=module)
    with pytest.raises(UsageError, match="no Triton kernel"):
        locate_source(CapturedCompile.from_json(line, 0), (tmp_path,))
    capture = write_capture(tmp_path / "evil.jsonl", line)
    result = passlab("trace", f"{capture}#0", "--out", tmp_path / "t", cwd=tmp_path)
    one_line_error(result)
    assert "Beautiful is better than ugly" not in result.stdout + result.stderr   # `this` prints it at import
    assert not (tmp_path / "t").exists()


KERNEL_FILES = {   # the decorator forms real kernels use; each file defines `k` as a kernel
    "jit": "import triton\n@triton.jit\ndef k(x):\n    pass\n",
    "jit-call": "import triton\n@triton.jit(do_not_specialize=['x'])\ndef k(x):\n    pass\n",
    "bare-jit": "from triton import jit\n@jit\ndef k(x):\n    pass\n",
    "autotune": "import triton\n@triton.autotune(configs=[], key=[])\n@triton.jit\ndef k(x):\n    pass\n",
    "libentry": "import triton\n@libentry()\n@triton.jit\ndef k(x):\n    pass\n",
    "gluon": "from triton.experimental import gluon\n@gluon.jit\ndef k(x):\n    pass\n",
    "assigned": "import triton\ndef _k(x):\n    pass\nk = triton.jit(_k)\n",
    "called": "import triton\ndef k(x):\n    pass\ntriton.jit(k)\n",
    "method": "import triton\nclass Ops:\n    @triton.jit\n    def k(x):\n        pass\n",
    "latin-1": "# -*- coding: latin-1 -*-\n# caf\xe9\nimport triton\n@triton.jit\ndef k(x):\n    pass\n",
}
NOT_KERNELS = {
    "plain-def": "def k(x):\n    pass\n",
    "other-jit": "import triton\n@triton.jit\ndef other(x):\n    pass\ndef k(x):\n    pass\n",
    "not-python": "def k(:\n",
    "other-decorator": "import functools\n@functools.cache\ndef k(x):\n    pass\n",
}


@pytest.mark.parametrize("name", sorted(KERNEL_FILES))
def test_kernel_forms_are_recognized_from_the_syntax_tree(tmp_path, name):
    from passlab.frontend.kernel_source import defines_kernel
    path = tmp_path / "k.py"
    path.write_bytes(KERNEL_FILES[name].encode("latin-1"))
    assert defines_kernel(path, "Ops.k" if name == "method" else "k")


@pytest.mark.parametrize("name", sorted(NOT_KERNELS))
def test_files_without_the_kernel_are_not_kernel_sources(tmp_path, name):
    from passlab.frontend.kernel_source import defines_kernel
    from passlab.errors import UsageError
    path = tmp_path / "k.py"
    path.write_text(NOT_KERNELS[name])
    if name == "not-python":
        with pytest.raises(UsageError, match="not valid Python"):
            defines_kernel(path, "k")
    else:
        assert not defines_kernel(path, "k")


def test_the_real_kernel_files_are_kernel_sources():
    import re

    from passlab.frontend.kernel_source import defines_kernel
    root = DATA.parents[1]
    files = sorted((root / "data" / "tutorials").rglob("*.py")) + [root.parent / "kernels" / "matmul_hopper.py"]
    checked = 0
    for path in files:
        for name in re.findall(r"@(?:triton|gluon)\.jit[^\n]*\n(?:@[^\n]*\n)*def (\w+)", path.read_text()):
            assert defines_kernel(path, name), (path, name)
            checked += 1
    assert checked >= 10


def test_edited_source_is_refused_naming_the_flag_and_compiled_with_it(tmp_path, kernel_copy, sentinel):
    capture = write_capture(tmp_path / "run.capture.jsonl", record(kernel_copy))
    kernel_copy.write_text(kernel_copy.read_text() + "\n# edited since the capture\n")
    line = one_line_error(passlab("trace", f"{capture}#0", "--out", tmp_path / "t", cwd=tmp_path))
    assert "differs from the file captured" in line and "--edited-source" in line, line
    result = passlab("trace", f"{capture}#0", "--edited-source", "--json", "--out", tmp_path / "t", cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    notes = json.loads(result.stdout)["kernel"]["notes"]
    assert any("differs from the file captured: this compile reads today's source" in n for n in notes), notes


def test_edited_source_still_refuses_a_file_that_is_not_the_kernel(tmp_path, kernel_copy, sentinel):
    marker = sentinel / "executed.txt"
    capture = write_capture(tmp_path / "run.capture.jsonl", record(kernel_copy))
    kernel_copy.write_text(SIDE.format(marker=str(marker)))
    line = one_line_error(passlab("trace", f"{capture}#0", "--edited-source", "--out", tmp_path / "t", cwd=tmp_path))
    assert "no Triton kernel" in line, line
    assert not marker.exists() and not (tmp_path / "t").exists()
