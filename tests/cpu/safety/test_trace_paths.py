"""Two kernel files with the same stem in different folders get two trace directories (issue 23).

Before the fix ``a/k.py:add_kernel`` and ``b/k.py:add_kernel`` both went to
``dumps/k.add_kernel/<config>`` and the second trace replaced the first without a word.
"""

from __future__ import annotations

import json
import shutil

from .conftest import SLOW_KERNEL, SLOW_SIG, fingerprint, one_line_error, passlab


def _manifests(dumps):
    return {json.loads(m.read_text())["kernel"]["source_file"]: m.parent for m in dumps.rglob("manifest.json")}


def test_same_stem_files_in_two_folders_keep_two_traces(tmp_path, sentinel):
    work = tmp_path / "work"
    for folder in ("a", "b"):
        (work / folder).mkdir(parents=True)
        shutil.copy(SLOW_KERNEL, work / folder / "k.py")
    first = passlab("trace", "a/k.py:add_kernel", *SLOW_SIG, "--json", cwd=work)
    assert first.returncode == 0, first.stderr[-2000:]
    traces = _manifests(work / "dumps")
    assert len(traces) == 1
    first_dir = next(iter(traces.values()))
    before = fingerprint(first_dir)
    before_outside = fingerprint(tmp_path, skip=(work / "dumps",))

    second = passlab("trace", "b/k.py:add_kernel", *SLOW_SIG, "--json", cwd=work)
    assert second.returncode == 0, second.stderr[-2000:]
    traces = _manifests(work / "dumps")
    assert sorted(traces) == sorted(str((work / f / "k.py").resolve()) for f in "ab"), traces
    assert traces[str((work / "a" / "k.py").resolve())] == first_dir
    assert fingerprint(first_dir) == before, "the second file's trace changed the first's"
    assert fingerprint(tmp_path, skip=(work / "dumps",)) == before_outside
    assert (sentinel / "thesis.tex").read_text() == "years of work\n"


def test_a_default_directory_holding_another_files_trace_is_not_replaced(tmp_path, sentinel):
    """Should two paths ever hash alike, the manifest's ``source_path`` proves it and the trace is refused."""
    (tmp_path / "a").mkdir()
    shutil.copy(SLOW_KERNEL, tmp_path / "a" / "k.py")
    first = passlab("trace", "a/k.py:add_kernel", *SLOW_SIG, "--json", cwd=tmp_path)
    assert first.returncode == 0, first.stderr[-2000:]
    (manifest,) = (tmp_path / "dumps").rglob("manifest.json")
    data = json.loads(manifest.read_text())
    data["source_path"] = str(sentinel / "other.py")  # as a colliding file's trace would record it
    manifest.write_text(json.dumps(data))
    before = fingerprint(tmp_path)
    line = one_line_error(passlab("trace", "a/k.py:add_kernel", *SLOW_SIG, cwd=tmp_path))
    assert "holds the trace of" in line and "--out" in line
    assert fingerprint(tmp_path) == before


def test_same_name_capture_files_in_two_folders_get_two_directories(tmp_path, monkeypatch):
    """``a/run.capture.jsonl#0`` and ``b/run.capture.jsonl#0`` shared ``dumps/run.<kernel>/capture0``."""
    from passlab.capture.child import CompileRequest
    from passlab.capture.trace import default_trace_dir
    from passlab.diff.spec import parse_kernel_spec

    from .test_untrusted_records import record, write_capture
    shutil.copy(SLOW_KERNEL, tmp_path / "slow_kernel.py")
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        write_capture(tmp_path / folder / "run.capture.jsonl", record(tmp_path / "slow_kernel.py", target="cuda:100"))
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PASSLAB_DUMPS", raising=False)
    a = default_trace_dir(CompileRequest("a/run.capture.jsonl#0", target="cuda:100"))
    b = default_trace_dir(CompileRequest("b/run.capture.jsonl#0", target="cuda:100"))
    assert a != b and a.name == b.name and a.parent.name.startswith("run-")
    # diff compiles a capture record for its captured target, as trace does
    assert parse_kernel_spec("b/run.capture.jsonl#0").target == "cuda:100"
    assert parse_kernel_spec("b/run.capture.jsonl#0:target=cuda:90").target == "cuda:90"
