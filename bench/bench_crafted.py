"""Time passlab's CLI on crafted input: deep region nesting, one op with many operands, huge files,
large snapshot pairs for ``diff`` and one huge string attribute.

    PYTHONPATH=. python bench/bench_crafted.py [--only depth|operands|size|diff|attribute] [--timeout S]
        [--keep DIR] [--old-max-mb MB]

Each case is written to a temporary directory, then ``passlab check|graph|show FILE`` runs in a
fresh process; the table gives wall seconds, the child's own CPU seconds and peak RSS
(``os.wait4``, so one child's figure is not the maximum of all earlier ones) and the growth of
the CPU time from the previous row, per doubling of the size (x2 is linear work, x4 quadratic).
CPU seconds are the steadier figure when other jobs share the machine.

The deep case nests scf.if/scf.for with a wait and an arrive on one barrier at every level; the
wide case is one op (of WS task 0) taking N views of one barrier array. The big-file case
repeats a real snapshot (the last TritonGPU-dialect one of a ``passlab trace matmul_hopper``,
traced into the temporary directory; ``--snapshot FILE`` to use another) end to end, as a
tester does with ``cat``: the result is many glued modules, each with its own alias definitions.
The diff case diffs that seed repeated to N MB against the same with a constant changed in
every 7th copy and one line dropped in every 11th (then 50 MB against the 10 MB one): the whole
``passlab diff`` (normalize, IR diff, summaries, printing), and the IR diff alone (normalize and
match, CPU seconds in a child) with today's matcher and with difflib's exact matcher everywhere
(what ``diff`` did before; up to ``--old-max-mb``, 80 s at 10 MB). The attribute case is one op
with a string attribute of N MB, and one with a dense hex blob, under show, check and graph.
This is a benchmark, not a test: it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEPTHS = (1000, 2000, 5000, 10000, 20000)
OPERANDS = (5000, 10000, 25000, 50000)
SIZES_MB = (10, 25, 50)
DIFF_SIZES_MB = (1, 5, 10, 50)
ATTRIBUTE_MB = (10, 20, 40)
ROOT = Path(__file__).resolve().parent.parent


BARRIER = "!ttg.memdesc<1xi64, #shared, #smem, mutable>"
HEADER = ["#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>",
          "#smem = #ttg.shared_memory"]


def deep_module(depth: int) -> str:
    """A tt.func whose body nests ``depth`` regions, alternating scf.if and scf.for, with a wait
    and an arrive on one barrier at every level (so the checks follow uses up the nesting).
    Unindented: an indented file would be quadratic in size by itself."""
    lines = HEADER + ['module attributes {"ttg.num-warps" = 4 : i32} {',
                      "tt.func public @deep(%arg0: i1, %arg1: i32) {",
                      "%c0 = arith.constant 0 : index", "%c1 = arith.constant 1 : index",
                      "%c0_i32 = arith.constant 0 : i32",
                      f"%bar = ttg.local_alloc : () -> {BARRIER}", f"ttng.init_barrier %bar, 1 : {BARRIER}"]
    for level in range(depth):
        lines.append(f"scf.for %i{level} = %c0 to %c1 step %c1 {{" if level % 2 else "scf.if %arg0 {")
        lines.append(f"ttng.wait_barrier %bar, %c0_i32 : {BARRIER}")
        lines.append(f"ttng.arrive_barrier %bar, 1 : {BARRIER}")
    lines.extend("}" for _ in range(depth))
    lines += ["tt.return", "}", "}", ""]
    return "\n".join(lines)


def wide_module(operands: int) -> str:
    """``operands`` views of one barrier array, all taken by one op of WS task 0 (so the partition
    model, which ``check`` and ``graph`` build, resolves each operand back to the alloc)."""
    ring = f"!ttg.memdesc<{operands}x1xi64, #shared, #smem, mutable>"
    lines = HEADER + ["module {", "tt.func public @wide(%arg0: i32) {", f"%bar = ttg.local_alloc : () -> {ring}"]
    lines += [f"%v{k} = ttg.memdesc_index %bar[%arg0] : {ring} -> {BARRIER}" for k in range(operands)]
    names = ", ".join(f"%v{k}" for k in range(operands))
    types = ", ".join(BARRIER for _ in range(operands))
    lines.append(f'"test.sum"({names}) {{async_task_id = array<i32: 0>}} : ({types}) -> ()')
    lines += ["tt.return", "}", "}", ""]
    return "\n".join(lines)


def big_snapshot(seed: str, megabytes: int) -> str:
    copies = max(1, round(megabytes * 1e6 / len(seed)))
    return seed * copies


def trace_seed(workdir: Path) -> Path:
    out = workdir / "trace"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "passlab.cli", "trace", "matmul_hopper", "--out", str(out)],
                   check=True, env=env, cwd=ROOT, stdout=subprocess.DEVNULL)
    # The last TritonGPU-dialect snapshot (before the LLVM lowering): short op lines with source
    # locations, so the most ops per megabyte, each with a kernel line for ``show`` to read.
    snapshots = sorted((out / "snapshots").glob("*.mlir"))
    return [p for p in snapshots if "tt.func" in p.read_text()][-1]


def run_cli(args: list[str], timeout: float) -> tuple[float | None, float, float, int]:
    """(wall seconds or None on timeout, CPU seconds, peak RSS MiB, exit code) of ``passlab ARGS``
    in a fresh process. CPU seconds (user + system) vary less than wall time on a busy machine."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    start = time.perf_counter()
    # cwd too: ``python -m`` puts the working directory ahead of PYTHONPATH on sys.path.
    proc = subprocess.Popen([sys.executable, "-m", "passlab.cli", *args], env=env, cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = start + timeout
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            return None, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, -9
        time.sleep(0.02)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace").strip().splitlines()
    if proc.returncode not in (0, 1):
        print(f"    ! passlab {' '.join(args[:1])} exit {proc.returncode}: {err[-1] if err else ''}", file=sys.stderr)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, proc.returncode


def bench(label: str, sizes, make, commands, workdir: Path, timeout: float) -> None:
    print(f"\n## {label}\n")
    print("| size | file MB | command | wall s | CPU s | peak RSS MiB | exit | time growth |")
    print("|---:|---:|---|---:|---:|---:|---:|---:|")
    previous: dict[str, tuple[int, float]] = {}
    for size in sizes:
        path = workdir / f"{label.split()[0]}-{size}.mlir"
        path.write_text(make(size))
        mb = path.stat().st_size / 1e6
        for command in commands:
            wall, cpu, rss, code = run_cli([command, str(path)], timeout)
            growth = ""
            last = previous.get(command)
            if last and wall is not None and last[1] > 0:
                # CPU time ratio normalised to one doubling of the size
                doublings = math.log2(size / last[0])
                growth = f"x{(cpu / last[1]) ** (1 / doublings):.2f}/2x"
            shown = f"{wall:.2f}" if wall is not None else f">{timeout:.0f} (killed)"
            print(f"| {size} | {mb:.1f} | {command} | {shown} | {cpu:.2f} | {rss:.0f} | {code} | {growth} |",
                  flush=True)
            if wall is not None:
                previous[command] = (size, cpu)
        path.unlink()


def perturbed(seed: str, copies: int) -> str:
    """``seed`` repeated, with a constant changed in every 7th copy and a line dropped in every 11th."""
    parts = []
    for k in range(copies):
        text = seed
        if k % 7 == 3:
            text = text.replace("arith.constant 128 : i32", "arith.constant 129 : i32", 1)
        if k % 11 == 5:
            lines = text.split("\n")
            del lines[len(lines) // 2]
            text = "\n".join(lines)
        parts.append(text)
    return "".join(parts)


# Normalize and diff two files in this child; print its CPU seconds and the changed lines. With
# "exact", difflib's own matcher runs at every size, as ``diff`` did before the anchored matcher.
IR_DIFF_CHILD = """
import sys, time
from passlab.diff import matching
from passlab.diff.ir_diff import diff_ir
from passlab.diff.normalize import normalize_file
if sys.argv[3] == "exact":
    matching.EXACT_WORK_LIMIT = float("inf")
start = time.process_time()
result = diff_ir(normalize_file(sys.argv[1]), normalize_file(sys.argv[2]))
print(time.process_time() - start, result.added + result.removed)
"""


def ir_diff_cpu(a: Path, b: Path, mode: str, timeout: float) -> tuple[float | None, int | None]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    try:
        done = subprocess.run([sys.executable, "-c", IR_DIFF_CHILD, str(a), str(b), mode], capture_output=True,
                              text=True, timeout=timeout, env=env, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return None, None
    seconds, changed = done.stdout.split()
    return float(seconds), int(changed)


def bench_diff(seed: str, workdir: Path, timeout: float, old_max_mb: float) -> None:
    print("\n## diff\n")
    print("| pair | a MB | b MB | passlab diff wall s | CPU s | peak RSS MiB | exit | changed lines "
          "| IR diff CPU s | before (difflib) CPU s | speed-up | growth |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    files: dict[int, tuple[Path, Path]] = {}
    previous: tuple[float, float] | None = None
    for mb in DIFF_SIZES_MB:
        copies = max(1, round(mb * 1e6 / len(seed)))
        a, b = workdir / f"diff-a{mb}.mlir", workdir / f"diff-b{mb}.mlir"
        a.write_text(seed * copies)
        b.write_text(perturbed(seed, copies))
        files[mb] = (a, b)
    pairs = [(f"{mb} MB vs {mb} MB", *files[mb], mb) for mb in DIFF_SIZES_MB]
    pairs.append((f"{DIFF_SIZES_MB[-1]} MB vs 10 MB", files[DIFF_SIZES_MB[-1]][0], files[10][1], None))
    for label, a, b, mb in pairs:
        wall, cpu, rss, code = run_cli(["diff", str(a), str(b)], timeout)
        new, changed = ir_diff_cpu(a, b, "anchored", timeout)
        old = None
        timed_old = mb is not None and mb <= old_max_mb
        if timed_old:
            old, _ = ir_diff_cpu(a, b, "exact", timeout)
        growth = ""
        if mb and previous and new:
            growth = f"x{(new / previous[1]) ** (1 / math.log2(mb / previous[0])):.2f}/2x"
        if mb and new:
            previous = (mb, new)
        shown = f"{wall:.2f}" if wall is not None else f">{timeout:.0f} (killed)"
        speed = f"{old / new:.1f}x" if old and new else ""
        old_shown = f"{old:.2f}" if old is not None else (f">{timeout:.0f}" if timed_old else "not run")
        print(f"| {label} | {a.stat().st_size / 1e6:.1f} | {b.stat().st_size / 1e6:.1f} | {shown} | {cpu:.2f} "
              f"| {rss:.0f} | {code} | {changed if changed is not None else ''} "
              f"| {new if new is None else f'{new:.2f}'} | {old_shown} | {speed} | {growth} |", flush=True)
    for a, b in files.values():
        a.unlink()
        b.unlink()


def huge_attribute(megabytes: int, dense: bool = False, array: bool = False) -> str:
    """One op whose attribute is an N MB string, dense hex blob (as MLIR prints big constants) or
    ``array<i32: ...>`` (a list of ints once parsed)."""
    n = megabytes * 1_000_000
    if array:
        value = f"array<i32: {', '.join('7' for _ in range(n // 3))}>"
    else:
        value = f'dense<"0x{"AB" * (n // 2)}"> : tensor<{n // 2}xi8>' if dense else f'"{"x" * n}"'
    return "\n".join(HEADER + ['module attributes {"ttg.num-warps" = 4 : i32} {',
                                "tt.func public @huge(%arg0: !tt.ptr<f32>) {",
                                "%0 = arith.constant 0 : i32",
                                f"%1 = tt.call @ext() {{payload = {value}}} : () -> i32",
                                "tt.return", "}", "}", ""])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", choices=["depth", "operands", "size", "diff", "attribute"], action="append")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before a run is killed")
    parser.add_argument("--snapshot", type=Path, help="the real snapshot the big-file and diff cases repeat")
    parser.add_argument("--keep", type=Path, help="write the inputs here (and keep them) instead of a temp dir")
    parser.add_argument("--old-max-mb", type=float, default=5.0,
                        help="largest pair (MB per side) timed with difflib's exact matcher too")
    args = parser.parse_args()
    only = set(args.only or ["depth", "operands", "size", "diff", "attribute"])
    with tempfile.TemporaryDirectory(prefix="passlab-crafted-") as tmp:
        workdir = args.keep or Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, timeout {args.timeout:.0f}s")
        if "depth" in only:
            bench("depth", DEPTHS, deep_module, ("check", "graph", "show"), workdir, args.timeout)
        if "operands" in only:
            bench("operands", OPERANDS, wide_module, ("check", "graph", "show"), workdir, args.timeout)
        seed = None
        if only & {"size", "diff"}:
            seed_path = args.snapshot or trace_seed(workdir)
            seed = seed_path.read_text()
            print(f"\nbig-file seed: {seed_path.name} ({len(seed) / 1e6:.2f} MB)")
        if "size" in only:
            bench("size", SIZES_MB, lambda mb: big_snapshot(seed, mb), ("show", "check", "graph"), workdir,
                  args.timeout)
        if "diff" in only:
            bench_diff(seed, workdir, args.timeout, args.old_max_mb)
        if "attribute" in only:
            bench("attribute (string)", ATTRIBUTE_MB, huge_attribute, ("show", "check", "graph"), workdir,
                  args.timeout)
            bench("attribute (dense)", ATTRIBUTE_MB[-1:], lambda mb: huge_attribute(mb, dense=True),
                  ("show", "check", "graph"), workdir, args.timeout)
            bench("attribute (array)", ATTRIBUTE_MB[-1:], lambda mb: huge_attribute(mb, array=True),
                  ("show", "check", "graph"), workdir, args.timeout)


if __name__ == "__main__":
    main()
