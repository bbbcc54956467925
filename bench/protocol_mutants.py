"""Kill rate of the WS protocol model (PROTO001..003) on mutants of real snapshots.

For matmul_hopper, fa_hopper and their Gluon versions (default configs, cuda:90) and the WS kernels of Triton's tutorials
06 (attention) and 09 (persistent matmul), at WSLowerToken and MemoryPlanner:
delete each wait, arrive and expect, flip each wait's phase, halve each expect, and swap slots 0
and 1 of each dynamically indexed memdesc_index in a partition, one at a time. A mutant is killed
when the model reports an error. Prints the table per kernel and per mutation kind, then the
survivors (explained in tests/cpu/test_protocol_mutants.py).

    python bench/protocol_mutants.py [--trace-root DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KERNELS = ("matmul_hopper", "fa_hopper", "tutorial06_attn_ws", "tutorial09_persistent_ws", "matmul_hopper_gluon",
           "fa_hopper_gluon")
STAGES = ("WSLowerToken", "MemoryPlanner")
TUTORIALS = ROOT / "tests" / "data" / "tutorials"


def request_for(kernel: str):
    """The built-in kernels' default configs; the tutorials' WS kernels as tests/cpu/test_tutorials.py traces them."""
    from passlab.capture.child import CompileRequest
    if kernel == "tutorial06_attn_ws":
        sig = {"sm_scale": "fp32", "M": "*fp32", **{f"desc_{x}": "*fp16" for x in "qkvo"}}
        return CompileRequest(f"{TUTORIALS}/06-fused-attention.py:_attn_fwd", None,
                              {"HEAD_DIM": 128, "FP8_OUTPUT": False, "STAGE": 1, "IS_HOPPER": True,
                               "warp_specialize": True}, "cuda:90", sig,
                              launch={"values": {"Z": 4, "H": 32, "N_CTX": 4096}, "unaligned": []})
    if kernel == "tutorial09_persistent_ws":
        return CompileRequest(f"{TUTORIALS}/09-persistent-matmul.py:matmul_kernel_descriptor_persistent", None,
                              {"EPILOGUE_SUBTILE": False, "NUM_SMS": 132, "FLATTEN": False, "WARP_SPECIALIZE": True},
                              "cuda:90", {f"{x}_ptr": "*fp16" for x in "abc"},
                              launch={"values": {"M": 4096, "N": 4096, "K": 4096}, "unaligned": []})
    return CompileRequest(kernel, None, {}, "cuda:90")


def stage_ir(trace, stage: str):
    from passlab.checks.context import StageIR
    from passlab.ir import parse_file
    path = trace.path / trace.stages[stage]["snapshot"]
    return StageIR(stage, path, str(path), parse_file(path))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace-root", type=Path, default=None, help="where to write the traces (default: a temp dir)")
    args = parser.parse_args()
    from passlab.capture.trace import trace_kernel
    from passlab.checks.protocol.explore import choose_args
    from passlab.checks.protocol.mutants import KINDS, run_mutants

    root = args.trace_root or Path(tempfile.mkdtemp(prefix="protocol-mutants-"))
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    survivors = []
    started = time.perf_counter()
    for kernel in KERNELS:
        trace = trace_kernel(request_for(kernel), root / kernel)
        args = None
        for stage in STAGES:   # as `passlab check` does, later stages use the first stage's trip counts
            ir = stage_ir(trace, stage)
            args = args or choose_args(ir.module, ir.index).args
            for verdict in run_mutants(ir, args):
                kind = verdict.mutant.kind
                for key in ((kernel, kind), (kernel, "all"), ("all", kind), ("all", "all")):
                    table[key][0] += verdict.killed
                    table[key][1] += 1
                if not verdict.killed:
                    survivors.append(f"{kernel} {stage}: {verdict.mutant.describe()}")
    kinds = KINDS + ("all",)
    print("| kernel | " + " | ".join(kinds) + " |")
    print("|---" * (len(kinds) + 1) + "|")
    for kernel in KERNELS + ("all",):
        cells = []
        for kind in kinds:
            killed, total = table.get((kernel, kind), (0, 0))
            cells.append(f"{killed}/{total} ({100 * killed / total:.0f}%)" if total else "-")
        print(f"| {kernel} | " + " | ".join(cells) + " |")
    print(f"\nsurvivors ({len(survivors)}):")
    for line in survivors:
        print(f"  {line}")
    print(f"\n{time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
