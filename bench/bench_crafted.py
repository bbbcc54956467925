"""Time passlab's CLI on crafted input: deep region nesting, one op with many operands, huge files.

    PYTHONPATH=. python bench/bench_crafted.py [--only depth|operands|size] [--timeout S] [--keep DIR]

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
        path = workdir / f"{label}-{size}.mlir"
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", choices=["depth", "operands", "size"], action="append")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before a run is killed")
    parser.add_argument("--snapshot", type=Path, help="the real snapshot the big-file case repeats")
    parser.add_argument("--keep", type=Path, help="write the inputs here (and keep them) instead of a temp dir")
    args = parser.parse_args()
    only = set(args.only or ["depth", "operands", "size"])
    with tempfile.TemporaryDirectory(prefix="passlab-crafted-") as tmp:
        workdir = args.keep or Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, timeout {args.timeout:.0f}s")
        if "depth" in only:
            bench("depth", DEPTHS, deep_module, ("check", "graph", "show"), workdir, args.timeout)
        if "operands" in only:
            bench("operands", OPERANDS, wide_module, ("check", "graph", "show"), workdir, args.timeout)
        if "size" in only:
            seed_path = args.snapshot or trace_seed(workdir)
            seed = seed_path.read_text()
            print(f"\nbig-file seed: {seed_path.name} ({len(seed) / 1e6:.2f} MB)")
            bench("size", SIZES_MB, lambda mb: big_snapshot(seed, mb), ("show", "check", "graph"), workdir,
                  args.timeout)


if __name__ == "__main__":
    main()
