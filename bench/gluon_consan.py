"""Run a Gluon kernel's configs under Triton's runtime concurrency sanitizer (ConSan) on the GPU.

ConSan (``TRITON_INSTRUMENTATION_MODE=consan``) instruments every shared-memory access, mbarrier
operation and async copy and asserts on the device when one races or deadlocks. It cannot run on
Triton 3.6's automatically warp-specialized kernels (it forces ``debug=True``, which fails inside
the WS pass: docs/protocol.md), but it does run on Gluon kernels, so it is the runtime check of
what ``passlab check`` proves on the IR. Each config runs in its own process (a device-side
assert poisons the CUDA context) on a small shape, with the output NaN-poisoned and compared
against the float64 reference as ``passlab run`` does.

    PYTHONPATH=. python bench/gluon_consan.py fa_hopper_gluon --shape 1x2x512x128 --out consan_fa.json
    PYTHONPATH=. python bench/gluon_consan.py matmul_hopper_gluon --shape 512x512x512
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SANITIZER_MARKERS = ("device-side assert", "Deadlock detected", "outstanding", "pending access", "underflow")


def child(kernel: str, config: str, shape_text: str, dtype: str) -> int:
    import torch
    import triton

    from passlab.runner.launch import launch_and_check, load_runnable, resolve_for
    triton.set_allocator(lambda size, alignment, stream: torch.empty(size, device="cuda", dtype=torch.int8))
    runnable = load_runnable(kernel)
    shape = runnable.workload.parse_shape(shape_text)
    resolved = resolve_for(runnable, config, shape, dtype)
    trial, _ = launch_and_check(runnable, resolved, shape, dtype)
    print(json.dumps({"ok": trial.ok, "error": trial.error,
                      "numerics": trial.numerics.to_json() if trial.numerics else None}))
    return 0


def run_config(kernel: str, config: str, shape: str, dtype: str, timeout: float) -> dict:
    env = {**os.environ, "TRITON_INSTRUMENTATION_MODE": "consan", "CUDA_LAUNCH_BLOCKING": "1",
           "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, __file__, "--child", kernel, config, shape, dtype], env=env,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"config": config, "verdict": "timeout (a deadlock ConSan did not report?)", "seconds": timeout}
    seconds = round(time.perf_counter() - started, 1)
    result = None
    for line in reversed(done.stdout.splitlines()):
        if line.startswith("{"):
            result = json.loads(line)
            break
    reports = [l for l in done.stderr.splitlines() if any(m in l for m in SANITIZER_MARKERS)]
    if reports or (result and result.get("error") and "device-side assert" in result["error"]):
        verdict = "sanitizer report"
    elif result is None:
        verdict = f"child failed (exit {done.returncode})"
    else:
        verdict = "clean" if result["ok"] else "wrong result" if result.get("numerics") else "launch error"
    return {"config": config, "shape": shape, "dtype": dtype, "verdict": verdict, "seconds": seconds,
            "result": result, "sanitizer": reports[:20], "stderr_tail": done.stderr[-2000:] if verdict != "clean" else ""}


def main(argv=None) -> int:
    sys.path.insert(0, str(ROOT))   # the kernels package, without PYTHONPATH
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "--child":
        return child(*argv[1:5])
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kernel")
    parser.add_argument("--config", action="append", help="config name, repeatable (default: every config)")
    parser.add_argument("--shape", required=True)
    parser.add_argument("--dtype", default="bf16")
    parser.add_argument("--timeout", type=float, default=240.0)
    parser.add_argument("--out")
    args = parser.parse_args(argv)
    import kernels
    spec = kernels.get(args.kernel)
    module = __import__(kernels.MODULES[args.kernel], fromlist=["x"])
    problem = module.WORKLOAD.problem_params(module.WORKLOAD.parse_shape(args.shape))
    configs = args.config or [name for name, c in spec.configs.items()
                              if all(c.params.get(k, v) == v for k, v in problem.items())]
    rows = []
    for config in configs:
        row = run_config(args.kernel, config, args.shape, args.dtype, args.timeout)
        rows.append(row)
        print(f"{args.kernel:22s} {config:24s} {args.shape:16s} {row['verdict']:18s} {row['seconds']:6.1f}s",
              flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"kernel": args.kernel, "rows": rows}, indent=1))
    return 0 if all(r["verdict"] == "clean" for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
