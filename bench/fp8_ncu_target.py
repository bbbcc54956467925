"""One matmul_fp8_gluon launch and one torch._scaled_mm (fast accumulation) on the same inputs, each
after a warm-up launch: the target of an Nsight Compute profile (skip 2 launches, profile 2).

    ncu --clock-control none --kernel-name regex:'matmul_fp8|nvjet' --launch-skip 2 --launch-count 2 \\
        python3 bench/fp8_ncu_target.py --config coop_e64 --shape 8192
"""

import argparse
import os
import sys


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", default="default")
    parser.add_argument("--shape", default="8192")
    args = parser.parse_args(argv)
    from passlab.runner.device import require_cuda
    from passlab.runner.launch import load_runnable, resolve_for
    torch = require_cuda()
    runnable = load_runnable("matmul_fp8_gluon")
    shape = runnable.workload.parse_shape(args.shape)
    inputs = runnable.workload.make_inputs(shape, "bf16")
    params = dict(resolve_for(runnable, args.config, shape, "bf16").params)
    baseline = runnable.workload.baselines(inputs)["scaled_mm_fast"]
    for _ in range(2):   # warm-up pass, then the profiled pass
        runnable.spec.launch(params, inputs)
        baseline()
        torch.cuda.synchronize()


if __name__ == "__main__":
    main()
