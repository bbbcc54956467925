"""H200 probe of kernels/fa_fp8_gluon.py: correctness of every config, then speed against this
project's bf16 attention (``fa_hopper_gluon``) and cuDNN bf16 SDPA on the dequantized inputs, two
timing methods, baselines alternating.

    PYTHONPATH=. python bench/fa_fp8_h200.py check --out DIR/check.json [--configs a,b]
    PYTHONPATH=. python bench/fa_fp8_h200.py bench --out DIR/bench.json [--configs a,b] [--shapes S,...]

``check``: every config on the workload's check shapes of its head dim and mask, bf16 output (and
fp16 for ``--fp16-configs``), NaN-poisoned output, against float64 attention of the dequantized
inputs (``ATTN_FP8.reference``): relative Frobenius error under ``ATTN_FP8.rel_error_bound``; it
also records RMSE, max |out - ref|, that over max |ref|, and the same errors of both bf16
baselines on the same inputs (their only rounding is bf16's, of the inputs and of P).

``bench``: as bench/fp8_gemm_h200.py: per shape the configs (``--configs``, else the kernel's
candidates) are checked on the benchmark inputs, then the configs and both baselines are timed in
ROUNDS rounds, each entry once per round in turn, with do_bench (L2 flushed, inputs rotated) and
CUDA-graph replay (GRAPH_CALLS calls over the rotating inputs); figures are medians over rounds,
ratios against the baselines of the same rounds. A watchdog ends the process (exit 3, results so far
written) on a hang.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fp8_gemm_h200 import GRAPH_CALLS, Watchdog, gpu_state, write  # noqa: E402

KERNEL = "fa_fp8_gluon"
BENCH_SHAPES = ("1x16x16384x128", "1x16x16384x128:causal", "4x32x4096x128", "4x32x4096x128:causal",
                "1x16x16384x64", "1x16x16384x64:causal")
BASELINES = ("fa_hopper_gluon_bf16", "sdpa_cudnn_bf16")


def errors(out, inputs, workload):
    """rel Frobenius error, RMSE, max |out - ref|, max |out - ref| / max |ref| over the reference heads."""
    import torch
    err2 = ref2 = n = 0.0
    max_abs = max_ref = 0.0
    for index, ref in workload.reference(inputs):
        d = out[index].double() - ref
        err2 += float((d ** 2).sum())
        ref2 += float((ref ** 2).sum())
        n += ref.numel()
        max_abs = max(max_abs, float(d.abs().max()))
        max_ref = max(max_ref, float(ref.abs().max()))
        del d
    torch.cuda.empty_cache()
    return {"rel": (err2 / ref2) ** 0.5, "rmse": (err2 / n) ** 0.5, "max_abs": max_abs, "max_rel": max_abs / max_ref}


def compiled_kernels():
    from kernels import fa_fp8_gluon as module
    rows = []
    try:
        for cache in module.fa_fp8_gluon.device_caches.values():
            for key, k in cache[0].items():
                rows.append({"key": str(key)[:300], "n_regs": k.n_regs, "n_spills": k.n_spills,
                             "shared": k.metadata.shared, "num_warps": k.metadata.num_warps})
    except Exception as exc:  # the cache layout is Triton-internal
        rows.append({"error": repr(exc)})
    return rows


def _fmt(e):
    return f"rel {e['rel']:.2e} rmse {e['rmse']:.2e} max {e['max_abs']:.2e} ({e['max_rel']:.2e} of max|ref|)"


def runs_on(runnable, config, shape) -> bool:
    """A named config runs on the shapes of its head dim and mask, SLOWER and PROBES included: the
    candidates (what runs when no config is named) leave those out, and a config named with
    --configs was once dropped silently that way."""
    params = runnable.spec.resolve(config).params
    problem = runnable.workload.problem_params(shape)
    return all(params.get(k) == v for k, v in problem.items())


def _say_unmatched(runnable, names, shapes) -> None:
    """One line for named configs that no shape of the run fits (another head dim or mask)."""
    left = [c for c in names if not any(runs_on(runnable, c, shape) for shape in shapes)]
    if left:
        print(f"not run: {', '.join(left)} (no shape of this run has their head dim and mask)", flush=True)


def run_check(args):
    from passlab.runner.device import device_info, require_cuda
    from passlab.runner.launch import launch_and_check, load_runnable, resolve_for
    torch = require_cuda()
    runnable = load_runnable(KERNEL)
    workload = runnable.workload
    configs = args.configs.split(",") if args.configs else list(runnable.spec.configs)
    fp16 = set(args.fp16_configs.split(",")) if args.fp16_configs else set()
    result = {"device": device_info(), "gpu_before": gpu_state(), "bound": workload.rel_error_bound,
              "rows": [], "done": False}
    dog = Watchdog(args.watchdog, lambda what: write(args.out, {**result, "hung_in": what}))
    _say_unmatched(runnable, configs, workload.check_shapes)
    for shape in workload.check_shapes:
        todo = [c for c in configs if runs_on(runnable, c, shape)]
        for dtype in ("bf16", "fp16"):
            run = [c for c in todo if dtype == "bf16" or c in fp16]
            if not run:
                continue
            inputs = workload.make_inputs(shape, dtype)
            base = {}
            if dtype == "bf16":
                for name, fn in workload.baselines(inputs).items():
                    dog.kick(f"baseline {name} {workload.format_shape(shape)}")
                    try:
                        base[name] = errors(fn(), inputs, workload)
                    except Exception as exc:
                        base[name] = f"{type(exc).__name__}: {str(exc).strip().splitlines()[0][:160]}"
            for config in run:
                dog.kick(f"check {config} {workload.format_shape(shape)} {dtype}")
                resolved = resolve_for(runnable, config, shape, dtype)
                trial, _ = launch_and_check(runnable, resolved, shape, dtype, inputs)
                row = {"config": config, "key": trial.key, "shape": workload.format_shape(shape), "dtype": dtype,
                       "ok": trial.ok, "error": trial.error,
                       "numerics": trial.numerics.to_json() if trial.numerics else None, "baselines": base}
                if trial.numerics:
                    row["errors"] = errors(inputs["out"], inputs, workload)
                result["rows"].append(row)
                n = trial.numerics
                print(f"{'ok  ' if trial.ok else 'FAIL'} {config:12s} {row['shape']:22s} {dtype} "
                      + (f"{_fmt(row['errors'])} nonfinite {n.nonfinite}" if n else str(trial.error))
                      + "".join(f" | {b}: " + (f"rel {v['rel']:.2e} max {v['max_abs']:.2e}" if isinstance(v, dict) else v)
                                for b, v in base.items()), flush=True)
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
    if args.configs:
        _say_unmatched(runnable, args.configs.split(","), [workload.parse_shape(t) for t in shapes])
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
        configs = ([c for c in args.configs.split(",") if runs_on(runnable, c, shape)] if args.configs
                   else runnable.configs_for(shape))
        for config in configs:
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
                if name not in BASELINES:
                    e = row["entries"][name][method]
                    e.update({f"ratio_{b}": e["tflops"] / t for b, t in base.items()})
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
            ratio = "".join(f" {x[f'ratio_{b}']:.3f}x {b.split('_')[0]}" for b in BASELINES if f"ratio_{b}" in x)
            parts.append(f"{m} {x['tflops']:7.1f} TFLOP/s ({min(x['ms_rounds']):.4f}-{max(x['ms_rounds']):.4f} ms){ratio}")
        print(f"  {name:22s} " + " | ".join(parts), flush=True)
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
    parser.add_argument("--fp16-configs", default="default,causal,d64",
                        help="configs also checked with an fp16 output")
    parser.add_argument("--shapes", default=None, help=f"comma-separated shapes (default: {','.join(BENCH_SHAPES)})")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--rep-ms", type=int, default=100)
    parser.add_argument("--watchdog", type=int, default=90, help="seconds without progress before exiting")
    args = parser.parse_args(argv)
    if args.configs is not None:   # every name checked before any GPU work: one line, exit 2
        from passlab.runner.launch import load_runnable
        known = load_runnable(KERNEL).spec.configs
        names = [c for c in args.configs.split(",") if c]
        unknown = [c for c in names if c not in known]
        if unknown or not names:
            parser.error(f"--configs: unknown {', '.join(unknown)}" if unknown else "--configs names no config")
        args.configs = ",".join(names)
    return run_check(args) if args.phase == "check" else run_bench(args)


if __name__ == "__main__":
    sys.exit(main())
