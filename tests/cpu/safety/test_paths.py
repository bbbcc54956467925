"""Names chosen to escape the output root never touch anything outside it (issue: data safety 1, 2).

Each case fails on the code before the fix: ``--config ../../../important`` deleted the user's
directory, ``k.py:..`` deleted ``./default``, and ``snapshot -o DIR`` removed every ``*.mlir`` of DIR.
"""

from __future__ import annotations

import json
import os
import shutil

import pytest

from passlab.report.page import GENERATOR

from .conftest import SLOW_KERNEL, SLOW_SIG, fingerprint, one_line_error, passlab

ESCAPING_CONFIGS = ["../../../important", "../../..", "/tmp", "..", ".", "a/../../b", ".hidden"]


@pytest.mark.parametrize("config", ESCAPING_CONFIGS)
@pytest.mark.parametrize("command", ["trace", "check"])
def test_config_names_cannot_leave_dumps(tmp_path, deep_cwd, sentinel, command, config):
    before = fingerprint(tmp_path)
    result = passlab(command, "matmul_hopper", "--config", config, cwd=deep_cwd)
    line = one_line_error(result)
    assert "cannot name a directory" in line or "has no config" in line
    assert fingerprint(tmp_path) == before, "a usage error changed the disk"


@pytest.mark.parametrize("spec", ["matmul_hopper@../../../important", "matmul_hopper@..",
                                  "matmul_hopper@default:BLOCK_M=../x"])
def test_diff_specs_cannot_leave_dumps(tmp_path, deep_cwd, sentinel, spec):
    result = passlab("diff", spec, "matmul_hopper", "--stage", "WSLowerToken", cwd=deep_cwd)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert (sentinel / "thesis.tex").read_text() == "years of work\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a", "important"]


def test_file_kernel_function_named_dotdot_deletes_nothing(tmp_path, deep_cwd):
    (deep_cwd / "default").mkdir()
    (deep_cwd / "default" / "keep.txt").write_text("mine")
    shutil.copy(SLOW_KERNEL, deep_cwd / "k.py")
    result = passlab("trace", "k.py:..", cwd=deep_cwd)
    assert "is not a function name" in one_line_error(result)
    assert (deep_cwd / "default" / "keep.txt").read_text() == "mine"


def test_existing_dumps_root_with_escaping_config_writes_nowhere(tmp_path, deep_cwd, sentinel):
    (deep_cwd / "dumps").mkdir()
    before = fingerprint(tmp_path)
    one_line_error(passlab("trace", "matmul_hopper", "--config", str(sentinel), cwd=deep_cwd))
    assert fingerprint(tmp_path) == before


def test_out_onto_a_users_directory_is_refused(tmp_path, sentinel):
    line = one_line_error(passlab("trace", "matmul_hopper", "--out", sentinel, cwd=tmp_path))
    assert "files passlab did not write" in line
    assert sorted(p.name for p in sentinel.iterdir()) == ["thesis.tex"]


def test_retrace_replaces_only_its_own_trace(tmp_path):
    out = tmp_path / "t"
    first = passlab("trace", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "--out", out, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    second = passlab("trace", SLOW_KERNEL.as_posix() + ":add_kernel", *SLOW_SIG, "--out", out, cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    assert json.loads((out / "manifest.json").read_text())["outcome"]["code"] == "ok"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t"], "staging or old directories left behind"


# -- goldens ------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def ampere_trace(tmp_path_factory):
    out = tmp_path_factory.mktemp("golden-src") / "trace"
    result = passlab("trace", "matmul_ampere", "--out", out, cwd=out.parent)
    assert result.returncode == 0, result.stderr
    return out


def test_snapshot_into_a_folder_of_user_files_is_refused(tmp_path, ampere_trace):
    lit = tmp_path / "lit"
    lit.mkdir()
    (lit / "ws.mlir").write_text("// RUN: triton-opt %s | FileCheck %s\n")
    (lit / "case.summary.json").write_text("{}")
    before = fingerprint(tmp_path)
    line = one_line_error(passlab("snapshot", ampere_trace, "-o", lit, cwd=tmp_path))
    assert "files passlab did not write" in line
    assert fingerprint(tmp_path) == before


def test_snapshot_into_a_trace_keeps_its_snapshots(ampere_trace):
    snapshots = ampere_trace / "snapshots"
    count = len(list(snapshots.iterdir()))
    one_line_error(passlab("snapshot", ampere_trace, "-o", snapshots, cwd=ampere_trace.parent))
    assert len(list(snapshots.iterdir())) == count


def test_golden_update_keeps_a_users_file_in_the_golden_folder(tmp_path, ampere_trace):
    golden = tmp_path / "golden"
    assert passlab("snapshot", ampere_trace, "-o", golden, cwd=tmp_path).returncode == 0
    (golden / "README.mlir").write_text("// notes a user keeps beside the golden\n")
    (golden / "9-Extra.summary.json").write_text("{}")
    result = passlab("snapshot", ampere_trace, "-o", golden, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (golden / "README.mlir").exists() and (golden / "9-Extra.summary.json").exists()
    check = passlab("snapshot", ampere_trace, "-o", golden, "--check", cwd=tmp_path)
    assert check.returncode == 0, check.stdout  # the user's files are not golden files


def test_manifest_kernel_name_cannot_lead_the_default_golden_elsewhere(tmp_path, ampere_trace):
    trace = tmp_path / "trace"
    shutil.copytree(ampere_trace, trace)
    manifest = json.loads((trace / "manifest.json").read_text())
    manifest["kernel"]["name"] = "../../escaped"
    (trace / "manifest.json").write_text(json.dumps(manifest))
    work = tmp_path / "work"
    work.mkdir()
    one_line_error(passlab("snapshot", trace, cwd=work))
    assert not (tmp_path / "escaped").exists() and not (work / "golden").exists()


@pytest.mark.parametrize("command", ["bench", "run"])
@pytest.mark.parametrize("where", ["a file as its folder", "a folder", "a read-only file"])
def test_an_output_file_that_cannot_be_written_is_refused_before_any_launch(tmp_path, command, where):
    """``-o`` was looked at only after the benchmark: minutes of GPU time, then a traceback (its
    folder under a file) or a refusal, the results lost. On a machine without a GPU the bad path
    was hidden behind "no GPU" (exit 3)."""
    blocker = tmp_path / "file"
    blocker.write_text("mine\n")
    target, why = {"a file as its folder": (blocker / "out.json", "cannot write -o"),
                   "a folder": (tmp_path, "is a directory"),   # click says it
                   "a read-only file": (blocker, "is read-only")}[where]
    if where == "a read-only file":
        blocker.chmod(0o444)
    line = one_line_error(passlab(command, "matmul_hopper", "-o", target, cwd=tmp_path))
    assert why in line and str(target) in line, line
    assert blocker.read_text() == "mine\n"


@pytest.mark.parametrize("command", ["bench", "run"])
def test_checking_the_output_file_makes_no_folder_and_leaves_no_probe(tmp_path, command):
    """The output's missing folders are made when it is written, not when it is checked: a run that
    ends without a result (here: no GPU) leaves nothing behind."""
    result = passlab(command, "matmul_hopper", "-o", tmp_path / "a" / "b" / "out.json", cwd=tmp_path)
    assert result.returncode != 0 and "Traceback" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", ["check TRACE", "check KERNEL", "report KERNEL"])
@pytest.mark.parametrize("where", ["a FIFO", "a read-only report"])
def test_a_report_file_that_cannot_be_written_is_refused_before_any_work(tmp_path, ampere_trace, command, where):
    """``check --html`` and ``report -o`` looked at a FIFO or a read-only report only when writing it:
    after the compile and every check, then one line (a FIFO nobody read, a read-only file)."""
    target = tmp_path / "page.html"
    if where == "a FIFO":
        os.mkfifo(target)
    else:
        target.write_text(f"<!DOCTYPE html>\n{GENERATOR}\n")
        target.chmod(0o444)
    compiled = tmp_path / "t"
    argv = {"check TRACE": ["check", ampere_trace, "--html", target],
            "check KERNEL": ["check", "matmul_ampere", "--out", compiled, "--html", target],
            "report KERNEL": ["report", "matmul_ampere", "--out", compiled, "-o", target]}[command]
    result = passlab(*argv, cwd=tmp_path, timeout=120)
    line = one_line_error(result)
    assert str(target) in line, line
    assert result.stdout == "", "the checks ran before the refusal"
    assert not compiled.exists(), "the kernel was compiled before the refusal"
