"""GPU probe for kernels/matmul_hopper_gluon.py: correctness and speed of every config vs cuBLAS.

    PYTHONPATH=. python bench/past/gluon-matmul-variants-h200-20261130/gluon_matmul_probe.py --out $OUT/mm.json [--quick] [--configs a,b]

Each config runs in its own child process (a deadlocked mbarrier schedule then costs one
config, not the run). Per shape the child NaN-fills the output, launches once, compares with a
float64 reference (max |out - ref| / max |ref|, and no NaN left), then times the kernel and
torch.matmul (cuBLAS) alternately with triton.testing.do_bench (which clears L2 before each
call) and with gpu_time (L2 cleared, Python launch cost hidden behind a GPU sleep), ROUNDS times
each, and reports medians and the cuBLAS/kernel time ratio (> 1: the kernel is faster).
``--check`` configs are only checked for correctness.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

SHAPES = [(2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192), (8192, 8192, 1024)]
# TMA needs 16-byte row strides, so N and K stay multiples of 8; none is a multiple of a tile.
RAGGED = [(1000, 1096, 1208), (777, 520, 264)]
TOL = 1e-2


SLEEP_CYCLES = 1_000_000   # ~0.5 ms of GPU spin before each timed call: the host gets ahead


def gpu_time(fn, reps=20):
    """Median GPU time of fn with L2 cleared, host launch overhead hidden.

    Like do_bench (256 MB L2 flush before each call) but a torch.cuda._sleep kernel runs between
    the flush and the start event, so the launch is already queued when the timed region begins;
    this separates the kernel's device time from Python launch cost (3 host TMA descriptor
    encodes per Gluon launch).
    """
    import torch
    cache = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int32, device="cuda")
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(reps)]
    for i in range(reps):
        cache.zero_()
        torch.cuda._sleep(SLEEP_CYCLES)
        starts[i].record()
        fn()
        ends[i].record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in zip(starts, ends))


def host_us(fn, n=200):
    """Host-side microseconds per launch (no synchronisation inside the loop)."""
    import torch
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    t1 = time.perf_counter()
    torch.cuda.synchronize()
    return (t1 - t0) / n * 1e6


def parse_variant(spec):
    """``base+KEY=VALUE+KEY=VALUE``: a config with some params overridden (ints where they parse)."""
    base, *overrides = spec.split("+")
    params = {}
    for item in overrides:
        key, value = item.split("=")
        params[key] = int(value) if value.lstrip("-").isdigit() else value
    return base, params


def run_config(name, shapes, ragged, rounds, dtype, time_it=True):
    import torch
    import triton
    from kernels import matmul_hopper_gluon as mod
    from passlab.frontend.workloads import GEMM

    base, overrides = parse_variant(name)
    params = dict(mod.SPEC.defaults)
    params.update(mod.CONFIGS[base].params)
    params.update(overrides)
    params["dtype"] = dtype
    rows = []
    for shape in ragged + shapes:
        timed = time_it and shape in shapes
        torch.manual_seed(0)
        inputs = GEMM.make_inputs(shape, dtype)
        a, b, out = inputs["a"], inputs["b"], inputs["out"]
        row = {"config": name, "shape": "x".join(map(str, shape)), "dtype": dtype}
        try:
            out.fill_(float("nan"))
            mod.launch(params, inputs)
            torch.cuda.synchronize()
            ref = a.double() @ b.double()
            denom = ref.abs().max().item()
            err = (out.double() - ref).abs().max().item() / denom
            nan = bool(torch.isnan(out).any().item())
            cub = torch.matmul(a, b)
            row["cublas_rel_err"] = (cub.double() - ref).abs().max().item() / denom
            del ref, cub
            row["rel_err"] = err
            row["nan"] = nan
            row["ok"] = (not nan) and err < TOL
        except Exception as e:  # compile/launch failure
            row.update(ok=False, error=f"{type(e).__name__}: {str(e)[-800:]}")
            rows.append(row)
            print(json.dumps(row), flush=True)
            continue
        if timed and row["ok"]:
            fn = lambda: mod.launch(params, inputs)
            cublas = lambda: torch.matmul(a, b)
            ks, cs, gks, gcs = [], [], [], []
            for _ in range(rounds):
                ks.append(triton.testing.do_bench(fn))
                cs.append(triton.testing.do_bench(cublas))
                gks.append(gpu_time(fn))
                gcs.append(gpu_time(cublas))
            ms, cms = statistics.median(ks), statistics.median(cs)
            gms, gcms = statistics.median(gks), statistics.median(gcs)
            flops = GEMM.flops(shape)
            row.update(ms=ms, cublas_ms=cms, tflops=flops / ms * 1e-9, cublas_tflops=flops / cms * 1e-9,
                       ratio=cms / ms, ms_all=ks, cublas_ms_all=cs,
                       gpu_ms=gms, cublas_gpu_ms=gcms, gpu_tflops=flops / gms * 1e-9,
                       cublas_gpu_tflops=flops / gcms * 1e-9, gpu_ratio=gcms / gms, gpu_ms_all=gks,
                       cublas_gpu_ms_all=gcs)
            if shape == shapes[0]:
                row.update(host_us=host_us(fn), cublas_host_us=host_us(cublas))
        rows.append(row)
        print(json.dumps(row), flush=True)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="mm.json")
    ap.add_argument("--quick", action="store_true", help="2 timing rounds instead of 3; without --configs/--check, time only candidate_configs")
    ap.add_argument("--configs", default="", help="comma-separated; a name may carry overrides, e.g. coop+GROUP_M=16")
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--timeout", type=float, default=40.0, help="seconds per config (child process)")
    ap.add_argument("--check", default="", help="comma-separated configs to check for correctness only (untimed)")
    ap.add_argument("--child", default="")
    ap.add_argument("--no-time", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    rounds = 2 if args.quick else 3
    ragged = RAGGED

    if args.child:
        rows = run_config(args.child, SHAPES, ragged, rounds, args.dtype, time_it=not args.no_time)
        with open(args.out, "w") as f:
            json.dump(rows, f)
        return

    from kernels import matmul_hopper_gluon as mod
    names = [n for n in args.configs.split(",") if n]
    checks = [n for n in args.check.split(",") if n]
    if not names and not checks:
        if args.quick:   # ~2 minutes on an H200: time the candidates, only check the rest
            names = mod.candidate_configs(SHAPES[0])
            checks = [n for n in mod.CONFIGS if n not in names]
        else:
            names = list(mod.CONFIGS)
    results = []
    for name in names + checks:
        part = f"{args.out}.{len(results)}.part"
        cmd = [sys.executable, __file__, "--child", name, "--out", part, "--dtype", args.dtype]
        if args.quick:
            cmd.append("--quick")
        if name in checks:
            cmd.append("--no-time")
        t0 = time.time()
        try:
            proc = subprocess.run(cmd, timeout=args.timeout, capture_output=True, text=True)
            if proc.returncode != 0:
                results.append({"config": name, "ok": False, "error": f"rc={proc.returncode}: {proc.stderr[-1500:]}"})
            else:
                with open(part) as f:
                    results.extend(json.load(f))
        except subprocess.TimeoutExpired as e:
            results.append({"config": name, "ok": False,
                            "error": f"timeout after {args.timeout}s (hang?); partial stdout: {(e.stdout or b'')[-1500:]!r}"})
        if os.path.exists(part):
            os.remove(part)
        print(f"[{name}] {time.time() - t0:.1f}s", flush=True)
        with open(args.out, "w") as f:
            json.dump(results, f, indent=1)

    print("\nms/TFLOP/s/ratio: triton.testing.do_bench; gpu_*: L2 flushed, launch hidden (gpu_time)")
    print(f"{'config':30} {'shape':16} {'ok':>3} {'rel_err':>9} {'ms':>8} {'TFLOP/s':>8} {'cuBLAS':>8} {'ratio':>6}"
          f" {'gpu_ms':>8} {'gpuTF/s':>8} {'cuBLAS':>8} {'gpu_ratio':>9}")
    for r in results:
        if "error" in r:
            print(f"{r['config']:30} {r.get('shape', '-'):16} ERR {r['error'][:300]}")
            continue
        line = f"{r['config']:30} {r['shape']:16} {'Y' if r['ok'] else 'N':>3} {r['rel_err']:9.2e}"
        if "ms" in r:
            line += f" {r['ms']:8.3f} {r['tflops']:8.1f} {r['cublas_tflops']:8.1f} {r['ratio']:6.3f}"
            line += f" {r['gpu_ms']:8.3f} {r['gpu_tflops']:8.1f} {r['cublas_gpu_tflops']:8.1f} {r['gpu_ratio']:9.3f}"
        if "host_us" in r:
            line += f"  host {r['host_us']:.0f}us (cuBLAS {r['cublas_host_us']:.0f}us)"
        print(line)


if __name__ == "__main__":
    main()
