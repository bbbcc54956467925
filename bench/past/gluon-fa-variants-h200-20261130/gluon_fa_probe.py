"""GPU probe for kernels/fa_hopper_gluon.py: correctness of every config, then timing against torch SDPA.

    PYTHONPATH=. python bench/past/gluon-fa-variants-h200-20261130/gluon_fa_probe.py --out $OUT/fa.json [--quick] [--configs a,b | --all]

Configs: by default every config not in ``fa_hopper_gluon.SLOWER`` (14 configs, about 2 minutes on an
H200, mostly compiling); ``--quick`` takes the six QUICK_CONFIGS and two large shapes per (D, causal),
about a minute; ``--all`` takes every config (too many for one 3-minute device call).

For each config and each shape its HEAD_DIM/CAUSAL fits: the output is filled with NaN, the kernel
launched once, compared with a float64 reference on a few (b, h) slices (``ATTENTION.reference``)
and checked for NaN everywhere. Large shapes are then timed with ``triton.testing.do_bench`` (which
clears L2 between runs), together with torch SDPA on the cuDNN and flash backends, in the same
process. Rows go to the JSON file after every shape, so a hang or timeout keeps what came before.
"""

import argparse
import json
import math
import sys
import time
import traceback

import torch
import triton

from kernels import fa_hopper_gluon as fa
from passlab.frontend.workloads import ATTENTION

SMALL = [(2, 4, 1024), (1, 2, 384), (1, 2, 768)]
SMALL_DTYPES = {(2, 4, 1024): ("bf16", "fp16")}  # the odd-num_m shapes in bf16 only
LARGE = [(4, 32, 4096), (2, 32, 8192), (1, 16, 16384)]
QUICK_LARGE = [(4, 32, 4096), (2, 32, 8192)]
QUICK_CONFIGS = ("default", "d128_nopp", "causal", "causal_nopp", "d64", "d64_causal")
ATOL = {"bf16": 2e-2, "fp16": 1e-2}


def tflops(shape, ms):
    return ATTENTION.flops(shape) / (ms * 1e-3) / 1e12


def params_of(name, dtype):
    return {**fa.SPEC.defaults, **fa.CONFIGS[name].params, "dtype": dtype}


def check(name, shape, dtype):
    """Run once on NaN-filled output; (ok, max_err, nan_count) against the float64 reference."""
    p = params_of(name, dtype)
    inputs = ATTENTION.make_inputs(shape, dtype)
    inputs["out"].fill_(float("nan"))
    fa.launch(p, inputs)
    torch.cuda.synchronize()
    out = inputs["out"]
    nan = int(torch.isnan(out).sum().item())
    err = 0.0
    for (b, h), ref in ATTENTION.reference(inputs):
        err = max(err, (out[b, h].double() - ref).abs().max().item())
    ok = nan == 0 and err <= ATOL[dtype]
    return ok, err, nan, inputs


def bench(fn):
    return triton.testing.do_bench(fn, warmup=25, rep=100)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--configs", default="", help="comma-separated config names")
    ap.add_argument("--all", action="store_true", help="every config, SLOWER ones included")
    args = ap.parse_args()
    if args.configs:
        names = args.configs.split(",")
    elif args.all:
        names = list(fa.CONFIGS)
    elif args.quick:
        names = list(QUICK_CONFIGS)
    else:
        names = [n for n in fa.CONFIGS if n not in fa.SLOWER]
    unknown = [n for n in names if n not in fa.CONFIGS]
    if unknown:
        ap.error(f"unknown configs: {unknown}")
    rows = []
    meta = {"device": torch.cuda.get_device_name(), "torch": torch.__version__, "triton": triton.__version__}

    def dump():
        with open(args.out, "w") as f:
            json.dump({"meta": meta, "rows": rows}, f, indent=1)

    def fits(name, shape):
        p = params_of(name, "bf16")
        try:
            fa.check_shape(p, shape[2], shape[3], shape[4])
            return True
        except ValueError:
            return False

    # 1. correctness on small shapes, bf16 and fp16
    for D in (128, 64):
        for causal in (False, True):
            for B, H, N in SMALL:
                for dtype in SMALL_DTYPES.get((B, H, N), ("bf16",)):
                    shape = (B, H, N, D, causal)
                    for name in names:
                        if not fits(name, shape):
                            continue
                        t0 = time.time()
                        try:
                            ok, err, nan, _ = check(name, shape, dtype)
                            row = dict(config=name, shape=ATTENTION.format_shape(shape), dtype=dtype, ok=ok,
                                       max_err=err, nan=nan)
                        except Exception as e:  # noqa: BLE001 - report and go on
                            row = dict(config=name, shape=ATTENTION.format_shape(shape), dtype=dtype, ok=False,
                                       error=f"{type(e).__name__}: {e}"[:500])
                            traceback.print_exc()
                        rows.append(row)
                        print(json.dumps(row), f"{time.time() - t0:.1f}s", flush=True)
                    dump()

    # 2. large shapes: correctness + timing against SDPA
    for D in (128, 64):
        for causal in (False, True):
            for B, H, N in (QUICK_LARGE if args.quick else LARGE):
                shape = (B, H, N, D, causal)
                sname = ATTENTION.format_shape(shape)
                inputs = ATTENTION.make_inputs(shape, "bf16")
                base = {}
                for bname, fn in ATTENTION.baselines(inputs).items():
                    try:
                        base[bname] = bench(fn)
                    except Exception as e:  # noqa: BLE001
                        base[bname] = None
                        print(f"{bname} failed on {sname}: {e}", flush=True)
                best = min((v for v in base.values() if v), default=None)
                del inputs
                for name in names:
                    if not fits(name, shape):
                        continue
                    t0 = time.time()
                    row = dict(config=name, shape=sname, dtype="bf16", **{f"{k}_ms": v for k, v in base.items()})
                    if best:
                        row["sdpa_best_tflops"] = tflops(shape, best)
                    try:
                        ok, err, nan, inputs = check(name, shape, "bf16")
                        row.update(ok=ok, max_err=err, nan=nan)
                        p = params_of(name, "bf16")
                        ms = bench(lambda p=p, inp=inputs: fa.launch(p, inp))
                        row.update(ms=ms, tflops=tflops(shape, ms), ratio_vs_best_sdpa=(best / ms) if best else None)
                        del inputs
                    except Exception as e:  # noqa: BLE001
                        row.update(ok=False, error=f"{type(e).__name__}: {e}"[:500])
                        traceback.print_exc()
                    rows.append(row)
                    print(json.dumps(row), f"{time.time() - t0:.1f}s", flush=True)
                    dump()
                torch.cuda.empty_cache()

    # table
    print(f"\n{'config':<22}{'shape':<22}{'ok':<4}{'err':>9}{'ms':>9}{'TFLOP/s':>9}{'cudnn':>8}{'flash':>8}"
          f"{'ratio':>7}")
    for r in rows:
        if "ms" not in r:
            continue
        print(f"{r['config']:<22}{r['shape']:<22}{str(r['ok'])[0]:<4}{r['max_err']:>9.2e}{r['ms']:>9.3f}"
              f"{r['tflops']:>9.1f}{r.get('sdpa_cudnn_ms') or math.nan:>8.3f}"
              f"{r.get('sdpa_flash_ms') or math.nan:>8.3f}"
              f"{r.get('ratio_vs_best_sdpa') or math.nan:>7.3f}")
    bad = [r for r in rows if not r.get("ok")]
    print(f"\n{len(rows)} rows, {len(bad)} not ok: "
          + ", ".join(f"{r['config']}@{r['shape']}/{r['dtype']}" for r in bad))
    dump()


if __name__ == "__main__":
    sys.exit(main())
