"""fa_hopper_gluon launches at one D=64 shape, and cuDNN's SDPA on the same inputs, each after a
warm-up launch: the target of an Nsight Compute profile (issue 29: what holds D64 below cuDNN).
``--kernel fa_fp8_gluon`` profiles the FP8 kernel instead, against this project's bf16 kernel on the
dequantized inputs (``--baseline fa_hopper_gluon_bf16``; ``sdpa_cudnn_bf16`` for cuDNN).

    ncu --clock-control none --kernel-name regex:'attn|cudnn|sm90' --launch-skip 0 \\
        python3 bench/d64_ncu_target.py --configs d64,d64_nopp --shape 2x32x8192x64
    ncu ... python3 bench/d64_ncu_target.py --kernel fa_fp8_gluon --configs d128_kpt \\
        --shape 1x16x16384x128 --baseline fa_hopper_gluon_bf16

Each config is launched twice (warm-up, then the one to read) and so is the baseline; the order is
printed so the profile's launches can be named.
"""

import argparse
import os
import sys


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", default="fa_hopper_gluon", help="fa_hopper_gluon or fa_fp8_gluon")
    parser.add_argument("--configs", default="d64,d64_nopp", help="comma-separated configs of --kernel")
    parser.add_argument("--shape", default="2x32x8192x64")
    parser.add_argument("--baseline", default=None,
                        help="a baseline of the kernel's workload (default: its first: sdpa_cudnn, fa_hopper_gluon_bf16)")
    args = parser.parse_args(argv)
    from passlab.runner.device import require_cuda
    from passlab.runner.launch import load_runnable, resolve_for
    torch = require_cuda()
    runnable = load_runnable(args.kernel)
    shape = runnable.workload.parse_shape(args.shape)
    inputs = runnable.workload.make_inputs(shape, "bf16")
    baselines = runnable.workload.baselines(inputs)
    args.baseline = args.baseline or next(iter(baselines))
    if args.baseline not in baselines:
        parser.error(f"--baseline {args.baseline!r}: one of {', '.join(baselines)}")
    baseline = baselines[args.baseline]
    for name in args.configs.split(","):
        params = dict(resolve_for(runnable, name, shape, "bf16").params)
        for launch in ("warm-up", "profiled"):
            runnable.spec.launch(params, inputs)
            torch.cuda.synchronize()
            print(f"launch: {name} {launch}", flush=True)
    for launch in ("warm-up", "profiled"):
        baseline()
        torch.cuda.synchronize()
        print(f"launch: {args.baseline} {launch} (may be several kernels)", flush=True)


if __name__ == "__main__":
    main()
