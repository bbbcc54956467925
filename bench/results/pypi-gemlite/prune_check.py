"""gemlite's own early_config_prune on the launch values, called directly: the configs its autotuner benchmarks."""
import importlib, json
from triton.backends.compiler import GPUTarget
from passlab.frontend.target_driver import target_driver
with target_driver(GPUTarget("cuda", 90, 32)):
    gk = importlib.import_module("gemlite.triton_kernels.gemm_kernels")
    tuner = gk.gemm_INT_kernel
    nargs = {"M": 4096, "N": 4096, "K": 4096, "group_size": 128, "elements_per_sample": 8, "type_id": 104,
             "a_sizeof": 2, "b_sizeof": 4}
    pruned = tuner.early_config_prune(tuner.configs, nargs, load_scales_as_block=False, channel_scale_mode=0)
print(len(tuner.configs), "->", len(pruned))
for c in pruned:
    print(json.dumps({**c.kwargs, "num_warps": c.num_warps, "num_stages": c.num_stages}))
