"""Issue 21, item 16: ``diff`` near-linear on large snapshots; a bounded memory on huge attributes.

Crafted text only, no compiles: the big snapshots are a golden TritonGPU snapshot of
matmul_hopper repeated (as a tester glues copies with ``cat``), with a few copies perturbed; the
huge attribute is one string attribute of 40 MB on one op.
"""

from __future__ import annotations

import difflib
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

from .conftest import fingerprint, one_line_error

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "tests" / "golden" / "matmul_hopper" / "default" / "7-MemoryPlanner.mlir"

# What one diff of the library may cost against the same diff 10x smaller: linear is about 10x,
# the old quadratic matcher was over 60x (1 MB: 1.2 s, 10 MB: 80 s).
SCALING_BOUND = 30
# Peak RSS of show/diff on a 40 MB attribute, as a multiple of the input's size. Measured after the
# fix (VmHWM here): show 303 MB, check 320 MB, diff against a 1 MB file 281 MB, so 6.9x to 8x;
# before it 125x (show: 5 GB) or a MemoryError.
MEMORY_BOUND = 10


def glued_pair(tmp: Path, megabytes: float) -> tuple[Path, Path]:
    """``a``: the seed repeated to ``megabytes``; ``b``: the same with a constant changed in every
    7th copy and one line dropped in every 11th (the benchmark's own generator)."""
    seed = SEED.read_text()
    copies = max(1, round(megabytes * 1e6 / len(seed)))
    a, b = tmp / f"a{megabytes}.mlir", tmp / f"b{megabytes}.mlir"
    a.write_text(seed * copies)
    b.write_text(_bench_crafted().perturbed(seed, copies))
    return a, b


def _bench_crafted():
    """bench/bench_crafted.py as a module (a script, not a package; importing it runs nothing)."""
    spec = importlib.util.spec_from_file_location("bench_crafted", ROOT / "bench" / "bench_crafted.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# Normalize and diff two files in a fresh process; print the diff's own seconds and its size.
DIFF_CHILD = """
import json, sys, time
from passlab.diff.ir_diff import diff_ir
from passlab.diff.normalize import normalize_file
start = time.process_time()
a, b = normalize_file(sys.argv[1]), normalize_file(sys.argv[2])
result = diff_ir(a, b)
print(json.dumps({"seconds": time.process_time() - start, "lines": len(a.lines),
                  "added": result.added, "removed": result.removed}))
"""


def timed_diff(a: Path, b: Path, timeout: float) -> dict | None:
    """The child's answer, or None when it ran past ``timeout``."""
    try:
        done = subprocess.run([sys.executable, "-c", DIFF_CHILD, str(a), str(b)], capture_output=True, text=True,
                              timeout=timeout, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    except subprocess.TimeoutExpired:
        return None
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_diff_scales_near_linearly(tmp_path, sentinel):
    before = fingerprint(sentinel)
    small = timed_diff(*glued_pair(tmp_path, 0.5), timeout=120)
    assert small is not None
    bound = SCALING_BOUND * max(small["seconds"], 0.05)
    large = timed_diff(*glued_pair(tmp_path, 5), timeout=bound + 5)  # + the child's start-up
    assert large is not None, f"5 MB pair did not finish within {bound:.1f} s (0.5 MB: {small['seconds']:.2f} s)"
    assert large["seconds"] < bound, (small, large)
    # and the anchored match still finds the few changed lines instead of replacing everything
    assert large["added"] + large["removed"] < large["lines"] / 100, large
    assert fingerprint(sentinel) == before


def test_diff_same_answer_below_the_limit():
    """A snapshot-sized pair goes through difflib's exact matcher: the hunks are difflib's own."""
    from passlab.diff import matching  # new with the fix (the tests above run on the old code too)
    a = SEED.read_text().splitlines()
    b = [line.replace("128", "129") if k % 40 == 0 else line for k, line in enumerate(a)]
    del b[100:103]
    exact = difflib.SequenceMatcher(None, a, b, autojunk=False)
    assert list(matching.LineMatcher(a, b).get_grouped_opcodes(3)) == list(exact.get_grouped_opcodes(3))


def test_anchored_match_is_a_valid_diff():
    """Past the limit the blocks still pair equal lines, in order, and cover both sides."""
    from passlab.diff import matching
    a = SEED.read_text().splitlines() * 3
    b = list(a)
    b[500:510] = ["changed"] * 4
    del b[900]
    saved = matching.EXACT_WORK_LIMIT
    matching.EXACT_WORK_LIMIT = 100  # force the anchored path on a small input
    try:
        blocks = matching.LineMatcher(a, b).get_matching_blocks()
    finally:
        matching.EXACT_WORK_LIMIT = saved
    last_i = last_j = 0
    for i, j, size in blocks:
        assert i >= last_i and j >= last_j
        assert a[i:i + size] == b[j:j + size]
        last_i, last_j = i + size, j + size
    assert blocks[-1] == (len(a), len(b), 0)
    assert sum(size for _, _, size in blocks) >= len(b) - 10


def huge_attribute_module(path: Path, megabytes: float, constant: int = 0) -> Path:
    payload = "x" * int(megabytes * 1_000_000)
    path.write_text(f'''module attributes {{"ttg.num-warps" = 4 : i32}} {{
  tt.func public @huge(%arg0: !tt.ptr<f32>) {{
    %0 = arith.constant {constant} : i32
    %1 = tt.call @ext() {{payload = "{payload}", note = "a \\"quoted\\" word"}} : () -> i32
    tt.return
  }}
}}
''')
    return path


# passlab's CLI in this child, which writes its own peak RSS (VmHWM, in kB) to the file named by
# argv[1] when it exits. VmHWM belongs to the memory map made at exec, so it is this program's
# alone; the rusage of a child forked from a large pytest process also counts the parent's pages.
MEASURED_CHILD = """
import atexit, runpy, sys
out = sys.argv.pop(1)
def report():
    with open("/proc/self/status") as status, open(out, "w") as sink:
        sink.write(next(line.split()[1] for line in status if line.startswith("VmHWM:")))
atexit.register(report)
sys.argv[0] = "passlab"
runpy.run_module("passlab.cli", run_name="__main__")
"""


def run_measured(args: list[str], cwd: Path, timeout: float = 120) -> tuple[subprocess.CompletedProcess, float]:
    """``passlab ARGS`` in a fresh process, with that process's own peak RSS in bytes."""
    peak_file = cwd / "peak.txt"
    result = subprocess.run([sys.executable, "-c", MEASURED_CHILD, str(peak_file), *args], cwd=cwd, text=True,
                            capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    return result, int(peak_file.read_text()) * 1024


def test_huge_string_attribute_has_a_memory_bound(tmp_path, sentinel):
    before = fingerprint(sentinel)
    big = huge_attribute_module(tmp_path / "huge.mlir", 40)
    small = huge_attribute_module(tmp_path / "small.mlir", 1, constant=1)
    # show reads every op's details as check and graph do (bench_crafted times all three); diff
    # normalizes both files and summarizes them
    for args in (["show", big], ["diff", big, small]):
        size = sum(path.stat().st_size for path in args[1:])
        result, peak = run_measured([str(a) for a in args], cwd=tmp_path)
        if result.returncode == 2:
            one_line_error(result)
        else:
            assert result.returncode in (0, 1), result.stderr[-2000:]
            assert "Traceback" not in result.stderr, result.stderr[-2000:]
        assert peak < MEMORY_BOUND * size, f"passlab {args[0]}: peak RSS {peak / 1e6:.0f} MB for {size / 1e6:.0f} MB"
    assert fingerprint(sentinel) == before


def test_out_of_memory_is_one_line(tmp_path, sentinel):
    """Past what the machine gives (here a 224 MB address-space limit, as ``ulimit -v`` sets), one
    line and exit 2, never a MemoryError traceback."""
    before = fingerprint(sentinel)
    big = huge_attribute_module(tmp_path / "huge.mlir", 40)
    # the limit is set by a shell that then becomes passlab: not in a preexec_fn, which would run
    # in a copy of this (possibly large) pytest process already past the limit
    limit_kib = 224 * 1024
    result = subprocess.run(["/bin/sh", "-c", f'ulimit -v {limit_kib} && exec "$@"', "sh", sys.executable, "-m",
                             "passlab.cli", "show", str(big)], cwd=tmp_path, text=True, capture_output=True,
                            timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    if result.returncode == 2:
        assert "memory" in one_line_error(result)
    else:
        assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-2000:]
    assert fingerprint(sentinel) == before


def test_diff_of_a_small_crafted_pair_is_bounded(tmp_path, sentinel):
    """4,000 lines (40 KB) where one line repeats 1,000 times on each side between lines of the
    other side's own: difflib's matcher walks the 1,000,000 pairs once per matched line (47 s
    before); its work is now counted and past the limit the match is anchored."""
    before = fingerprint(sentinel)
    a, b = tmp_path / "a.mlir", tmp_path / "b.mlir"
    a.write_text("".join(f"tt.call @u{i}() : () -> ()\n}}\n" for i in range(1000)))
    b.write_text("".join(f"}}\ntt.call @v{i}() : () -> ()\n" for i in range(1000)))
    result = timed_diff(a, b, timeout=30)
    assert result is not None, "a 40 KB pair took over 30 s to diff"
    assert result["added"] == result["removed"] == 1000, result
    assert fingerprint(sentinel) == before
