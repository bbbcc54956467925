"""Snapshots and manifests are untrusted input: nothing outside the trace is read through them,
and bad input is one line with exit 2 (issue: data safety 7, 8, 9)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from .conftest import DATA, SLOW_KERNEL, SLOW_SIG, one_line_error, passlab

CHECK_INPUT = DATA.parent / "check" / "mbar001_remove_init" / "input.mlir"
KERNEL_PATH = "/work/main/kernels/matmul_hopper.py"  # the path the checked-in snapshots were printed with


def snapshot_naming(tmp_path: Path, source: str) -> Path:
    path = tmp_path / "snap.mlir"
    path.write_text(CHECK_INPUT.read_text().replace(KERNEL_PATH, source))
    return path


def test_check_does_not_print_lines_of_a_file_the_loc_names(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("\n".join(f"secret line {i}" for i in range(1, 40)))
    result = passlab("check", snapshot_naming(tmp_path, str(secret)), cwd=tmp_path)
    assert result.returncode == 1  # the mutant's MBAR001 error is still found
    assert "secret line" not in result.stdout + result.stderr


@pytest.mark.parametrize("special", ["fifo", "/dev/zero"])
@pytest.mark.parametrize("command", [["show"], ["check"]])
def test_special_files_named_by_a_loc_are_not_read(tmp_path, special, command):
    if special == "fifo":
        special = str(tmp_path / "pipe.py")
        os.mkfifo(special)
    result = passlab(*command, snapshot_naming(tmp_path, special), cwd=tmp_path, timeout=60)
    assert result.returncode in (0, 1), result.stderr
    assert "Traceback" not in result.stderr


@pytest.fixture(scope="module")
def good_trace(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("good") / "trace"
    result = passlab("trace", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "--out", out, cwd=out.parent)
    assert result.returncode == 0, result.stderr
    return out


def edited_trace(tmp_path: Path, good_trace: Path, edit) -> Path:
    trace = tmp_path / "trace"
    shutil.copytree(good_trace, trace)
    manifest = json.loads((trace / "manifest.json").read_text())
    (trace / "manifest.json").write_text(json.dumps(edit(manifest)))
    return trace


def _escape_stage(manifest):
    manifest["stages"]["SWP"] = {"status": "ran", "snapshot": "../../../../../../etc/hostname"}
    return manifest


def _stage_symlink(manifest):
    manifest["stages"]["SWP"] = {"status": "ran", "snapshot": "snapshots/link.mlir"}
    return manifest


@pytest.mark.parametrize("edit, expected", [
    (lambda m: [m], "expected a JSON object"),
    (lambda m: {**m, "passes": {}}, "'passes' must be a list"),
    (lambda m: {**m, "stages": {}}, "is missing or has no status"),
    (lambda m: {**m, "outcome": {"code": "bogus"}}, "'outcome'"),
    (_escape_stage, "is not a path inside the trace"),
    (lambda m: {**m, "kernel": 5}, "'kernel' must be an object"),
    (lambda m: {**m, "target": 7}, "'target' must be a string"),
    (lambda m: {**m, "compile_seconds": 1e308}, "'compile_seconds' must be a number (finite, below 2**63)"),
    (lambda m: {**m, "internal_dumps": 5}, "'internal_dumps' must be a list"),
    (lambda m: {**m, "kernel": {**m["kernel"], "params": 3}}, "'kernel.params' must be an object"),
    (lambda m: {**m, "kernel": {**m["kernel"], "check_memory": {"sched": ["0"]}}}, "'kernel.check_memory' must map"),
    (lambda m: {**m, "kernel": {**m["kernel"], "check_memory": {"sched": [0] * ((1 << 20) + 1)}}},
     "'kernel.check_memory' must map"),
    (lambda m: {**m, "kernel": {**m["kernel"], "check_memory": {"1 x%": [0]}}}, "'kernel.check_memory' must map"),
])
@pytest.mark.parametrize("command", [["show", "--stage", "SWP"], ["check"], ["graph", "--stage", "SWP"], ["report"]])
def test_bad_manifests_are_one_line(tmp_path, good_trace, edit, expected, command):
    trace = edited_trace(tmp_path, good_trace, edit)
    assert expected in one_line_error(passlab(command[0], trace, *command[1:], cwd=tmp_path))


def test_snapshot_symlinked_out_of_the_trace_is_refused(tmp_path, good_trace):
    trace = edited_trace(tmp_path, good_trace, _stage_symlink)
    (trace / "snapshots" / "link.mlir").symlink_to("/etc/hostname")
    assert "leads outside" in one_line_error(passlab("show", trace, "--stage", "SWP", cwd=tmp_path))


@pytest.mark.parametrize("command", [["report"], ["check"], ["show", "--stage", "SWP"]])
def test_a_fifo_named_as_a_snapshot_is_refused_not_read(tmp_path, good_trace, command):
    trace = edited_trace(tmp_path, good_trace, _stage_symlink)
    os.mkfifo(trace / "snapshots" / "link.mlir")
    result = passlab(command[0], trace, *command[1:], cwd=tmp_path, timeout=60)
    assert "is not a regular file" in one_line_error(result)


def test_empty_snapshot_is_nothing_to_check(tmp_path):
    for text in ("", "module {\n}\n"):
        (tmp_path / "empty.mlir").write_text(text)
        assert "nothing to check" in one_line_error(passlab("check", tmp_path / "empty.mlir", cwd=tmp_path))


# -- bad input: one line, exit 2 ------------------------------------------------------------------

def test_read_only_dumps_is_one_line(tmp_path):
    if os.getuid() == 0:
        pytest.skip("root writes into read-only folders")
    (tmp_path / "dumps").mkdir(mode=0o555)
    one_line_error(passlab("trace", "matmul_hopper", cwd=tmp_path))


@pytest.mark.parametrize("args, env, expected", [
    (["trace", "matmul_hopper", "--out", "afile/sub"], {}, "is a file, not a directory"),
    (["trace", "matmul_hopper"], {"PASSLAB_DUMPS": "afile"}, "is not a directory"),
    (["trace", "matmul_hopper"], {"PASSLAB_TIMEOUT": "abc"}, "PASSLAB_TIMEOUT must be a number"),
    (["trace", "matmul_hopper", "--timeout", "-1"], {}, "must be a positive"),
    (["trace", "matmul_hopper", "-c", "dtype=fp99"], {}, "is not a Triton type"),
    (["trace", "matmul_hopper", "-c", "BLOCK_M=abc"], {}, "does not fit"),
    (["trace", "fa_fp8_gluon", "-c", "EARLY_RESCALE=1"], {}, "write -c EARLY_RESCALE=True or -c EARLY_RESCALE=False"),
    (["trace", SLOW_KERNEL.as_posix() + ":add_kernel", "--sig", "x_ptr=*fp99", "--sig", "out_ptr=*fp32",
      "--sig", "n=i32", "-c", "BLOCK=128"], {}, "'*fp99' is not a Triton type"),
    (["trace", "matmul_hopper", "--python", "afile"], {}, "cannot be run"),
    (["trace", "matmul_hopper", "--python", "/bin/true"], {}, "is not a Python that imports triton"),
    (["graph", "SNAP", "-o", "missing/dir/g.dot"], {}, "no such directory"),
    (["graph", "SNAP", "-o", "afile/g.dot"], {}, "afile is a file, not a folder"),
    (["graph", "SNAP", "-o", "."], {}, "is a directory"),
    (["replay", "SNAP", "--pass", "tritongpu-coalesce", "-o", "missing/out.mlir"], {}, "no such directory"),
    (["replay", "SNAP", "--pass", "tritongpu-coalesce", "--target", "bogus"], {}, "unknown target 'bogus'"),
    (["opt", "SNAP", "--tritongpu-coalesce", "-o", "missing/out.mlir"], {}, "no such directory"),
    (["opt", "SNAP", "--tritongpu-coalesce", "-o", "."], {}, "is a directory"),
    (["opt", "afile.bin", "--tritongpu-coalesce"], {}, "is not UTF-8 text"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, args, env, expected):
    (tmp_path / "afile").write_text("not a directory\n")
    (tmp_path / "afile.bin").write_bytes(b"\xff\xfe not text")
    shutil.copy(CHECK_INPUT, tmp_path / "SNAP")
    args = [str(tmp_path / "SNAP") if a == "SNAP" else a for a in args]
    assert expected in one_line_error(passlab(*args, cwd=tmp_path, env=env))
    assert not (tmp_path / "dumps").exists() or not any((tmp_path / "dumps").rglob("manifest.json"))


def test_golden_with_binary_bytes_is_a_mismatch_and_update_repairs_it(tmp_path, good_trace):
    golden = tmp_path / "golden"
    assert passlab("snapshot", good_trace, "-o", golden, cwd=tmp_path).returncode == 0
    summary = next(golden.glob("*.summary.json"))
    summary.write_bytes(b"\xff\xfe\x00garbage")
    check = passlab("snapshot", good_trace, "-o", golden, "--check", cwd=tmp_path)
    assert check.returncode == 1 and "Traceback" not in check.stderr
    assert passlab("snapshot", good_trace, "-o", golden, cwd=tmp_path).returncode == 0
    assert passlab("snapshot", good_trace, "-o", golden, "--check", cwd=tmp_path).returncode == 0


def test_no_golden_is_written_from_a_failed_compile(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(SLOW_KERNEL.read_text().replace("+ 1, mask=mask)", "+ typo_name, mask=mask)"))
    result = passlab("snapshot", f"{bad}:add_kernel", *SLOW_SIG, "-o", tmp_path / "golden",
                     "--out", tmp_path / "t", cwd=tmp_path)
    assert "no golden written" in one_line_error(result)
    assert not (tmp_path / "golden").exists()
