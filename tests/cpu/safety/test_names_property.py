"""Property: whatever names a user types, passlab writes only under the output roots it was given.

Random kernel specs, config names, ``-c`` keys and values, ``--out`` and golden paths go through
trace / check / diff / snapshot in-process, with the compile child replaced by a fast stand-in
(the property is about paths, not about Triton). After each run, every path that changed under
the test's root must lie inside the default dumps/golden roots or the ``--out`` / ``-o`` given,
or be one of their parent folders; the user's files must be unchanged.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import passlab.capture.trace as trace_module
from passlab.capture.child import RAW_DIR, Capture
from passlab.capture.outcome import Outcome, OutcomeCode
from passlab.cli import main

from .conftest import SLOW_KERNEL, fingerprint

PIECES = ["..", ".", "", "/", "dumps", "golden", "important", "a", "default", "~", "-x", ".hidden", "x y", "\x00",
          "matmul_hopper", "*", "%2e%2e", "\\", "small"]
name = st.lists(st.sampled_from(PIECES), min_size=1, max_size=4).map("".join) | st.text(max_size=12)
path_text = st.lists(st.sampled_from(PIECES), min_size=1, max_size=5).map("/".join)


def fake_capture(request, out_dir, timeout=None, pool=None):
    """Stands in for the compile child: a usage error for an unknown config, else an ok compile."""
    raw = out_dir / RAW_DIR
    raw.mkdir(parents=True, exist_ok=True)
    (raw / "stderr.txt").write_text("")
    if request.config not in (None, "default", "small"):
        return Capture(out_dir, Outcome(OutcomeCode.PYTHON_ERROR), 0.0, {"usage_error": "has no config"})
    kernel = {"name": request.kernel.rpartition(":")[2], "config": request.config or "default", "params": {}}
    return Capture(out_dir, Outcome(OutcomeCode.OK), 0.0, {"kernel": kernel, "metadata": {}})


def commands(kernel, config, key, value, out, golden):
    spec = kernel + (f"@{config}" if config else "") + (f":{key}={value}" if key else "")
    c = ["-c", f"{key}={value}"] if key else []
    cfg = ["--config", config] if config else []
    return [
        ["trace", kernel, *cfg, *c],
        ["trace", kernel, *cfg, *c, "--out", out],
        ["check", kernel, *cfg, *c],
        ["diff", spec, "matmul_hopper@small", "--stage", "SWP"],
        ["snapshot", kernel, *cfg, *c, "-o", golden],
        ["snapshot", kernel, *cfg],
    ]


@pytest.fixture
def world(tmp_path, monkeypatch):
    monkeypatch.setattr(trace_module, "capture_compile", fake_capture)
    cwd = tmp_path / "home" / "work"
    cwd.mkdir(parents=True)
    (tmp_path / "important").mkdir()
    (tmp_path / "important" / "thesis.tex").write_text("years of work")
    (cwd / "notes.mlir").write_text("// mine")
    (cwd / "k.py").write_text(SLOW_KERNEL.read_text())
    monkeypatch.chdir(cwd)
    monkeypatch.delenv("PASSLAB_DUMPS", raising=False)
    return tmp_path, cwd


def allowed(path: Path, roots: list[Path]) -> bool:
    path = Path(os.path.abspath(path))
    return any(path == r or r in path.parents or path in r.parents for r in roots)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(kernel=st.sampled_from(["matmul_hopper", "k.py:add_kernel"]) | name.map(lambda n: f"k.py:{n}") | name,
       config=st.none() | name, key=st.none() | st.sampled_from(["BLOCK", "num_stages", "x"]),
       value=name, out=path_text, golden=path_text)
def test_nothing_outside_the_output_roots_changes(world, kernel, config, key, value, out, golden):
    root, cwd = world
    for argv in commands(kernel, config, key, value, out, golden):
        before = fingerprint(root)
        code = main(argv)
        assert code in (0, 1, 2), (argv, code)
        after = fingerprint(root)
        changed = {p for p in set(before) | set(after) if before.get(p) != after.get(p)}
        roots = [cwd / "dumps", cwd / "golden"]
        if "--out" in argv:
            roots.append(Path(os.path.abspath(cwd / out)))
        if "-o" in argv:
            roots.append(Path(os.path.abspath(cwd / golden)))
        stray = sorted(p for p in changed if not allowed(root / p.rstrip("/"), roots))
        assert not stray, (argv, stray)
        assert (root / "important" / "thesis.tex").read_text() == "years of work"
        assert (cwd / "notes.mlir").read_text() == "// mine"


# -- links planted where passlab writes (issue 21: 1, 2) -------------------------------------------

# Where a downloaded trace or a clumsy user may have put a link, relative to the working folder:
# the trace's lock, staging and interrupted siblings, files and folders of its debug/ folder, golden files.
LINK_PLACES = ["out/.t.lock", "out/t.interrupted", "out/t/debug/report.json", "out/t/debug/reproducer.mlir",
               "out/t/debug/replay", "out/t/debug", "out/t/debug/replay/stderr.txt", "g/case.json",
               "g/1-TaskPartition.summary.json", "graph.dot", "dumps/matmul_hopper/.default.lock"]
# What the link points at, outside every output root: a file, a folder, nothing.
LINK_TARGETS = ["important/thesis.tex", "important", "important/new-file"]


def plant(cwd: Path, root: Path, place: str, target: str) -> None:
    """A link at ``place`` to ``target``, unless a link or file planted earlier already sits on its way."""
    link = cwd / place
    if any(p.is_symlink() or (p.exists() and not p.is_dir()) for p in link.parents if cwd in p.parents):
        return
    if os.path.lexists(link):
        return
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(root / target)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(links=st.lists(st.tuples(st.sampled_from(LINK_PLACES), st.sampled_from(LINK_TARGETS)), min_size=1,
                      max_size=4, unique_by=lambda pair: pair[0]),
       before_first=st.booleans())
def test_planted_links_never_change_anything_outside(world, links, before_first):
    """Links planted before or between trace / debug / snapshot / graph runs: passlab replaces a link or
    refuses with one line; what the link points at never changes."""
    root, cwd = world
    for name in ("out", "g", "dumps", "graph.dot"):  # hypothesis reuses the folder: start each example clean
        path = cwd / name
        if path.is_symlink() or path.is_file():
            path.unlink()
        elif path.exists():
            shutil.rmtree(path)
    outside = fingerprint(root / "important")
    (cwd / "s.mlir").write_text("module {\n}\n")
    argv_list = [["trace", "matmul_hopper", "--out", "out/t"], ["debug", "out/t"],
                 ["trace", "matmul_hopper", "--out", "out/t"], ["snapshot", "out/t", "-o", "g"],
                 ["trace", "matmul_hopper"], ["graph", "s.mlir", "-o", "graph.dot"]]
    if before_first:
        for place, target in links:
            plant(cwd, root, place, target)
    for i, argv in enumerate(argv_list):
        if i == 1 and not before_first:
            for place, target in links:
                plant(cwd, root, place, target)
        code = main(argv)
        assert code in (0, 1, 2), (argv, code)
        assert fingerprint(root / "important") == outside, (argv, links)
        assert not (root / "important" / "new-file").exists(), (argv, links)
