"""How long does diffing two stages of matmul_hopper take? Goal: under a second.

Traces are made first (compiling is not what is measured), then, with the engine's caches
emptied before every repeat:

- stage: ``diff_stage`` at WSCodePartition between the default config and num_stages=4
  (normalize both snapshots, line diff, parse + summarize both, summary diff);
- pass: ``diff_pass_io`` of nvgpu-warp-specialization (its input against its output);
- all stages: the 7-stage overview ``passlab diff A B`` prints;
- cli: ``passlab diff A B --stage WSCodePartition`` end to end in a fresh process (Python
  start-up and imports included), output to /dev/null.

    python bench/bench_diff.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_SECONDS = 1.0


def clear_caches() -> None:
    from passlab.diff import engine
    engine.clear_caches()


def timed(fn) -> float:
    clear_caches()
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from passlab.capture.child import CompileRequest
    from passlab.diff import diff_all_stages, diff_pass_io, diff_stage
    from passlab.capture.trace import trace_kernel

    with tempfile.TemporaryDirectory(prefix="bench_diff_") as tmp:
        a = trace_kernel(CompileRequest("matmul_hopper"), Path(tmp) / "a")
        b = trace_kernel(CompileRequest("matmul_hopper", overrides={"num_stages": 4}), Path(tmp) / "b")
        sizes = [a.stage_snapshot("WSCodePartition").stat().st_size, b.stage_snapshot("WSCodePartition").stat().st_size]
        print(f"traces ready: {a.path}, {b.path}; WSCodePartition snapshots {sizes[0]} and {sizes[1]} bytes")

        cases = {
            "stage WSCodePartition (default vs num_stages=4)": lambda: diff_stage(a, b, "WSCodePartition"),
            "pass nvgpu-warp-specialization (input vs output)": lambda: diff_pass_io(a, "nvgpu-warp-specialization"),
            "all 7 stages (overview)": lambda: diff_all_stages(a, b),
        }
        cli = [sys.executable, "-m", "passlab.cli", "diff", str(a.path), str(b.path), "--stage", "WSCodePartition"]
        results = {}
        for name, fn in cases.items():
            fn()  # warm imports once; caches are cleared in timed()
            results[name] = [timed(fn) for _ in range(args.repeat)]
        results["cli: passlab diff A B --stage WSCodePartition"] = [
            _timed_process(cli) for _ in range(args.repeat)]

    width = max(len(n) for n in results)
    worst = 0.0
    for name, times in results.items():
        median = statistics.median(times)
        if name.startswith("stage"):
            worst = median
        print(f"{name:<{width}}  median {median * 1000:7.1f} ms  min {min(times) * 1000:7.1f} ms  "
              f"max {max(times) * 1000:7.1f} ms  ({len(times)} runs)")
    verdict = "PASS" if worst < GOAL_SECONDS else "FAIL"
    print(f"{verdict}: diffing two stages of matmul_hopper takes {worst * 1000:.1f} ms (goal < {GOAL_SECONDS:.0f} s)")
    return 0 if worst < GOAL_SECONDS else 1


def _timed_process(cmd: list[str]) -> float:
    started = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr[-500:]}")
    return elapsed


if __name__ == "__main__":
    sys.exit(main())
