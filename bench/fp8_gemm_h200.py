"""H200 probe of kernels/matmul_fp8_gluon.py: correctness of every config, then speed against
``torch._scaled_mm`` (cuBLASLt FP8) with the same scaling, two timing methods, baseline alternating.

    PYTHONPATH=. python bench/fp8_gemm_h200.py check --out DIR/check.json [--configs a,b]
    PYTHONPATH=. python bench/fp8_gemm_h200.py bench --out DIR/bench.json [--configs a,b] [--shapes S,...]

``check``: every config on the workload's check shapes (per-tensor and row-wise), bf16 and fp16
output, NaN-poisoned output, against the float64 product of the dequantized inputs
(``GEMM_FP8.reference``); the relative Frobenius error must stay under the runner's bound (1e-2
for a bf16 output, 2e-3 for fp16). It also records the largest element error relative to the
largest |ref| and the same errors of both ``torch._scaled_mm`` modes on the same inputs.

``bench``: per shape, every candidate config is checked on the benchmark inputs, then the configs and both
baselines (``scaled_mm_fast``: use_fast_accum=True, the kernel's accumulation mode;
``scaled_mm_promoted``: use_fast_accum=False) are timed in ROUNDS rounds, each round timing every
entry once in turn, with (1) triton.testing.do_bench (median, L2 flushed before each call, inputs
rotated) and (2) replay of a CUDA graph of GRAPH_CALLS back-to-back calls over the rotating inputs
(no flush; Python launch cost gone). A figure is the median over rounds. Ratios divide the kernel's
rate by the baseline's measured in the same rounds.

A watchdog ends the process (exit 3, results so far written) if one step hangs, e.g. a deadlocked
mbarrier schedule. Needs torch with CUDA and a Hopper GPU.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time

KERNEL = "matmul_fp8_gluon"
BENCH_SHAPES = ("4096", "8192", "8192x8192x1024", "4096:rowwise", "8192:rowwise", "8192x8192x1024:rowwise")
BASELINES = ("scaled_mm_fast", "scaled_mm_promoted")
GRAPH_CALLS = 20


class Watchdog:
    """Exit the process when ``arm``ed longer than ``seconds`` without a ``kick`` (a GPU hang)."""

    def __init__(self, seconds, on_fire):
        self.seconds, self.on_fire, self.last, self.what = seconds, on_fire, time.time(), ""
        threading.Thread(target=self._run, daemon=True).start()

    def kick(self, what):
        self.last, self.what = time.time(), what

    def _run(self):
        while True:
            time.sleep(1)
            if time.time() - self.last > self.seconds:
                print(f"WATCHDOG: no progress for {self.seconds}s during {self.what}", flush=True)
                self.on_fire(self.what)
                os._exit(3)


def gpu_state():
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,clocks.mem,power.draw,temperature.gpu",
                              "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
        return out.stdout.strip()
    except (OSError, subprocess.SubprocessError) as exc:
        return f"nvidia-smi failed: {exc}"


def write(path, data):
    tmp = f"{path}.tmp"
    with open(tmp, "w") as f:
        json.dump(data, f, indent=1, default=str)
    os.replace(tmp, path)


def errors(out, inputs, workload):
    """(relative Frobenius error, max |out - ref| / max |ref|) against the workload's reference."""
    import torch
    (_, ref), = list(workload.reference(inputs))
    diff = out.double() - ref
    return (float(torch.linalg.norm(diff) / torch.linalg.norm(ref)),
            float(diff.abs().max() / ref.abs().max()))


def compiled_kernels():
    """n_regs / n_spills / shared of every compiled variant of the kernel in this process."""
    from kernels import matmul_fp8_gluon as module
    rows = []
    try:
        for cache in module.matmul_fp8_gluon.device_caches.values():
            for key, k in cache[0].items():
                rows.append({"key": str(key)[:300], "n_regs": k.n_regs, "n_spills": k.n_spills,
                             "shared": k.metadata.shared, "num_warps": k.metadata.num_warps})
    except Exception as exc:  # the cache layout is Triton-internal
        rows.append({"error": repr(exc)})
    return rows


def run_check(args):
    from passlab.runner.device import device_info, require_cuda
    from passlab.runner.launch import launch_and_check, load_runnable, resolve_for
    torch = require_cuda()
    runnable = load_runnable(KERNEL)
    workload = runnable.workload
    configs = args.configs.split(",") if args.configs else list(runnable.spec.configs)
    result = {"device": device_info(), "gpu_before": gpu_state(), "rows": [], "done": False}
    dog = Watchdog(args.watchdog, lambda what: write(args.out, {**result, "hung_in": what}))
    for dtype in ("bf16", "fp16"):
        for shape in workload.check_shapes:
            inputs = workload.make_inputs(shape, dtype)
            base = {}
            for name, fn in workload.baselines(inputs).items():
                try:
                    base[name] = errors(fn(), inputs, workload)
                except Exception as exc:
                    base[name] = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0][:160]}"
            for config in configs:
                dog.kick(f"check {config} {workload.format_shape(shape)} {dtype}")
                resolved = resolve_for(runnable, config, shape, dtype)
                trial, _ = launch_and_check(runnable, resolved, shape, dtype, inputs)
                row = {"config": config, "key": trial.key, "shape": workload.format_shape(shape), "dtype": dtype,
                       "ok": trial.ok, "error": trial.error,
                       "numerics": trial.numerics.to_json() if trial.numerics else None, "baselines": base}
                if trial.numerics:
                    row["max_rel"] = errors(inputs["out"], inputs, workload)[1]
                result["rows"].append(row)
                n = trial.numerics
                print(f"{'ok  ' if trial.ok else 'FAIL'} {config:16s} {row['shape']:22s} {dtype} "
                      + (f"rel {n.rel_error:.2e} (bound {n.threshold:.0e}) max {row['max_rel']:.2e} nonfinite {n.nonfinite}"
                         if n else str(trial.error))
                      + "  | scaled_mm fast/promoted rel " + " / ".join(
                          f"{v[0]:.2e}" if isinstance(v, tuple) else "err" for v in base.values()), flush=True)
            del inputs
            torch.cuda.empty_cache()
    result.update(done=True, gpu_after=gpu_state(), compiled=compiled_kernels(),
                  ok=all(r["ok"] for r in result["rows"]))
    write(args.out, result)
    bad = [r for r in result["rows"] if not r["ok"]]
    print(f"check: {len(result['rows']) - len(bad)}/{len(result['rows'])} correct")
    return 0 if not bad else 1


def run_bench(args):
    import triton.testing
    from passlab.runner.device import device_info, require_cuda
    from passlab.runner.launch import launch_and_check, load_runnable, resolve_for
    from passlab.runner.timing import graph_ms, input_sets_for, rotating, tflops
    torch = require_cuda()
    runnable = load_runnable(KERNEL)
    workload = runnable.workload
    device = device_info()
    shapes = args.shapes.split(",") if args.shapes else list(BENCH_SHAPES)
    result = {"device": device, "gpu_before": gpu_state(), "rounds": args.rounds, "graph_calls": GRAPH_CALLS,
              "timing": {"do_bench": "triton.testing.do_bench median (L2 flushed before each call, inputs rotated), "
                                     "median over rounds",
                         "graph": f"CUDA graph of {GRAPH_CALLS} back-to-back calls over the rotating inputs, "
                                  "5 replays timed with events, median over rounds"},
              "rows": [], "done": False}
    dog = Watchdog(args.watchdog, lambda what: write(args.out, {**result, "hung_in": what}))
    for text in shapes:
        shape = workload.parse_shape(text)
        label = workload.format_shape(shape)
        flops = workload.flops(shape)
        sets = max(2, input_sets_for(workload.input_bytes(shape), device.get("l2_bytes")))
        inputs = [workload.make_inputs(shape, "bf16") for _ in range(sets)]
        entries = {}
        checked = {}
        for config in args.configs.split(",") if args.configs else runnable.configs_for(shape):
            dog.kick(f"bench check {config} {label}")
            resolved = resolve_for(runnable, config, shape, "bf16")
            trial, _ = launch_and_check(runnable, resolved, shape, "bf16", inputs[0])
            checked[config] = {"ok": trial.ok, "error": trial.error,
                               "rel_error": trial.numerics.rel_error if trial.numerics else None}
            if trial.ok:
                params = dict(resolved.params)
                entries[config] = [lambda x=x, p=params: runnable.spec.launch(p, x) for x in inputs]
        for name in BASELINES:
            fns = [workload.baselines(x)[name] for x in inputs]
            try:
                fns[0]()
                torch.cuda.synchronize()
                entries[name] = fns
            except Exception as exc:
                checked[name] = {"ok": False, "error": f"{type(exc).__name__}: {str(exc).strip()[:200]}"}
        dog.kick(f"graphs {label}")
        graphs = {name: graph_ms(calls, GRAPH_CALLS) for name, calls in entries.items()}
        times = {name: {"do_bench": [], "graph": []} for name in entries}
        for r in range(args.rounds):
            for name, calls in entries.items():   # every entry once per round: kernel and baselines alternate
                dog.kick(f"time {name} {label} round {r}")
                times[name]["do_bench"].append(float(triton.testing.do_bench(
                    rotating(calls), warmup=25, rep=args.rep_ms, return_mode="median")))
                times[name]["graph"].append(graphs[name]())
        row = {"shape": label, "input_sets": sets, "checked": checked, "entries": {}}
        for name, t in times.items():
            row["entries"][name] = {m: {"ms_rounds": v, "ms": statistics.median(v),
                                        "tflops": tflops(flops, statistics.median(v))} for m, v in t.items()}
        for method in ("do_bench", "graph"):
            base = {b: row["entries"][b][method]["tflops"] for b in BASELINES if b in row["entries"]}
            for name in entries:
                if name in BASELINES:
                    continue
                e = row["entries"][name][method]
                e["ratio_fast"] = e["tflops"] / base["scaled_mm_fast"] if "scaled_mm_fast" in base else None
                e["ratio_best"] = e["tflops"] / max(base.values()) if base else None
        row["gpu"] = gpu_state()
        result["rows"].append(row)
        write(args.out, result)
        _print_row(row)
        del graphs, inputs, entries
        torch.cuda.empty_cache()
    result.update(done=True, gpu_after=gpu_state(), compiled=compiled_kernels())
    write(args.out, result)
    return 0


def _print_row(row):
    print(f"== {row['shape']}  (GPU: {row['gpu']})", flush=True)
    for name, e in sorted(row["entries"].items(), key=lambda kv: -kv[1]["do_bench"]["tflops"]):
        parts = []
        for m in ("do_bench", "graph"):
            x = e[m]
            ratio = f" {x['ratio_fast']:.3f}x fast {x['ratio_best']:.3f}x best" if x.get("ratio_fast") else ""
            parts.append(f"{m} {x['tflops']:7.1f} TFLOP/s ({min(x['ms_rounds']):.4f}-{max(x['ms_rounds']):.4f} ms){ratio}")
        print(f"  {name:20s} " + " | ".join(parts), flush=True)
    bad = {k: v for k, v in row["checked"].items() if not v.get("ok")}
    if bad:
        print(f"  not timed: {bad}", flush=True)


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("phase", choices=("check", "bench"))
    parser.add_argument("--out", required=True)
    parser.add_argument("--configs", default=None, help="comma-separated config names (default: check every "
                        "config, bench the kernel's candidate_configs)")
    parser.add_argument("--shapes", default=None, help=f"comma-separated shapes (default: {','.join(BENCH_SHAPES)})")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--watchdog", type=int, default=90, help="seconds without progress before exiting")
    args = parser.parse_args(argv)
    return run_check(args) if args.phase == "check" else run_bench(args)


if __name__ == "__main__":
    sys.exit(main())
