"""Where the 3-stage warp-specialized attention goes wrong on the GPU (fa_hopper d64_s3, ws_n64_s3).

    PYTHONPATH=. python bench/past/fa-hopper-nan-h200-20261130/fa_nan_probe.py [--json OUT] [--config d64_s3 --n 512]

For each config and sequence length N (B=1, H=2), one launch on random inputs with a NaN-poisoned
output: the fraction of NaN / wrong elements per 128-row query block, the first bad row, and
whether the bad rows follow the KV loop's trip count (N / BLOCK_N) modulo the ring depth. The
2-stage twins (d64, ws_n64) run beside them as controls. Needs a CUDA GPU.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

PAIRS = {"d64_s3": "d64", "ws_n64_s3": "ws_n64"}
LENGTHS = (64, 128, 192, 256, 384, 512, 768, 1024, 2048, 4096)


def probe(config: str, n: int, head_dim: int) -> dict:
    import torch

    from passlab.runner.launch import load_runnable, resolve_for

    runnable = load_runnable("fa_hopper")
    shape = (1, 2, n, head_dim, False)
    resolved = resolve_for(runnable, config, shape, "bf16")
    inputs = runnable.workload.make_inputs(shape, "bf16")
    inputs["out"].fill_(float("nan"))
    out = runnable.spec.launch(dict(resolved.params), inputs)
    torch.cuda.synchronize()
    bad = torch.isnan(out)
    for index, ref in runnable.workload.reference(inputs):   # (b, h) -> float64 reference
        part = out[index].double()
        bad[index] |= (part - ref).abs() > 0.05 + 0.05 * ref.abs()
    rows = bad.any(dim=-1)                      # [B, H, N]
    block_m = int(resolved.params.get("BLOCK_M", 128))
    blocks = rows.reshape(rows.shape[0], rows.shape[1], -1, block_m) if n % block_m == 0 else None
    first = rows.flatten().nonzero()
    return {"config": config, "N": n, "head_dim": head_dim, "params": {k: v for k, v in resolved.params.items()
                                                                        if k in ("BLOCK_M", "BLOCK_N", "num_stages")},
            "kv_blocks": n // int(resolved.params.get("BLOCK_N", 128)),
            "nan": int(torch.isnan(out).sum()), "bad": int(bad.sum()), "elements": out.numel(),
            "bad_rows": int(rows.sum()), "first_bad_row": int(first[0]) if len(first) else None,
            "bad_blocks": blocks.any(dim=-1).int().tolist() if blocks is not None else None}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--config", default=None, help="one config only (with --n), e.g. under compute-sanitizer")
    parser.add_argument("--n", type=int, default=512)
    args = parser.parse_args(argv)
    from passlab.runner.device import require_cuda
    require_cuda()  # also gives Triton the allocator in-kernel descriptors need
    if args.config:
        print(json.dumps(probe(args.config, args.n, 64)))
        return 0
    rows = []
    for bad, good in PAIRS.items():
        for config in (bad, good):
            for n in LENGTHS:
                try:
                    row = probe(config, n, 64)
                except Exception as exc:  # a shape the config cannot take
                    row = {"config": config, "N": n, "error": f"{type(exc).__name__}: {str(exc)[:200]}"}
                rows.append(row)
                print(json.dumps({k: v for k, v in row.items() if k != "bad_blocks"}))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
