"""Kill rate of the WS protocol model (PROTO001..003, 005, 006) on mutants of real snapshots.

At cuda:90: matmul_hopper, fa_hopper and their Gluon versions (default configs) and the WS kernels
of Triton's tutorials 06 (attention) and 09 (persistent matmul). At cuda:100 (``--target
cuda:100``): matmul_hopper and fa_hopper, the tutorials' WS kernels 06 and 09 as the corpus
traces them for Blackwell, and the Gluon tutorials' tcgen05 kernels (06, 08, 10). At WSLowerToken
and MemoryPlanner: delete each wait, arrive, expect and tcgen05 commit, flip each wait's phase,
halve each expect, drop each barrier of each tcgen05 MMA, and swap slots 0 and 1 of each
dynamically indexed memdesc_index in a partition, one at a time. A mutant is killed when the model
reports an error (PROTO001..003, 005, 006); flagged when killed or when PROTO007 (a load no op
reads, what a data view naming the other slot leaves behind) warns at a load the kernel reads. Prints the table per kernel and per mutation kind, the
equivalent mutants, then the survivors (explained in tests/cpu/test_protocol_mutants.py and
docs/protocol.md).

    python bench/protocol_mutants.py [--target cuda:100] [--trace-root DIR]
    PASSLAB_PROTOCOL_INTERLEAVINGS=64 python bench/protocol_mutants.py --target cuda:100   # 64 seeded interleavings
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
# sm_100: corpus cases (tests/corpus/*.toml) as "source/id@config", traced with the corpus's arguments
BLACKWELL_KERNELS = ("matmul_hopper", "fa_hopper", "triton_tutorials/06-attn_fwd-ws@autotune0",
                     "triton_tutorials/09-matmul_kernel_tma_persistent-ws@autotune1",
                     "triton_tutorials/09-matmul_kernel_descriptor_persistent-ws@autotune0",
                     "gluon_tutorials/06-blocked_matmul_pipelined_kernel", "gluon_tutorials/08-matmul_warp_specialized_kernel",
                     "gluon_tutorials/10-matmul_accumulate_kernel", "gluon_tutorials/10-tcgen05_copy_kernel")
STAGES = ("WSLowerToken", "MemoryPlanner")
TUTORIALS = ROOT / "tests" / "data" / "tutorials"


def corpus_request(name: str, target: str):
    """A corpus case's request ("source/id@config"), built as bench/corpus.py's trace of it is."""
    from bench.corpus import load_corpus, trace_options
    from passlab.commands.common import build_request
    ref, _, config = name.partition("@")
    case = next(c for c in load_corpus() if f"{c.source.name}/{c.id}" == ref)
    params = trace_options(case, target)
    return build_request(params["kernel"], config or params["config"], params["overrides"], target, params["sig"],
                         args=params["args"], unaligned=params["unaligned"])


def request_for(kernel: str, target: str = "cuda:90"):
    """The built-in kernels' default configs; the tutorials' WS kernels as tests/cpu/test_tutorials.py traces them."""
    from passlab.capture.child import CompileRequest
    if "/" in kernel:
        return corpus_request(kernel, target)
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
    return CompileRequest(kernel, None, {}, target)


def stage_ir(trace, stage: str):
    from passlab.checks.context import StageIR
    from passlab.ir import parse_file
    path = trace.path / trace.stages[stage]["snapshot"]
    return StageIR(stage, path, str(path), parse_file(path))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace-root", type=Path, default=None, help="where to write the traces (default: a temp dir)")
    parser.add_argument("--target", default="cuda:90", choices=("cuda:90", "cuda:100"),
                        help="cuda:90 (Hopper WS kernels) or cuda:100 (tcgen05 kernels)")
    parser.add_argument("-k", default="", help="only kernels whose name contains this text")
    args = parser.parse_args()
    kernels = tuple(k for k in (KERNELS if args.target == "cuda:90" else BLACKWELL_KERNELS) if args.k in k)
    if not kernels:
        parser.error(f"no {args.target} kernel of the suite matches -k {args.k!r}")
    if args.trace_root is not None and args.trace_root.exists() and not args.trace_root.is_dir():
        parser.error(f"--trace-root {args.trace_root} is not a folder")
    from passlab import settings
    from passlab.errors import UsageError
    try:
        interleavings = settings.protocol_interleavings()
    except UsageError as err:
        parser.error(err.message)
    print(f"{interleavings} random interleavings per run ({settings.PROTOCOL_INTERLEAVINGS.name})", flush=True)
    from passlab.capture.trace import trace_kernel
    from passlab.checks.protocol.explore import choose_args
    from passlab.checks.protocol.mutants import KINDS, run_mutants

    root = args.trace_root or Path(tempfile.mkdtemp(prefix="protocol-mutants-"))
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    survivors = []
    contradictions = []
    equivalent = 0
    reasons: dict[str, int] = defaultdict(int)     # equivalent survivors by what shows it
    flagged = 0       # killed, or a survivor with a warning the kernel does not have there
    started = time.perf_counter()
    for kernel in kernels:
        trace = trace_kernel(request_for(kernel, args.target), root / kernel.replace("/", "_").replace("@", "_"))
        if not trace.outcome.ok:
            print(f"{kernel}: trace failed: {(trace.outcome.message or '').strip().splitlines()[-1:]}")
            continue
        trip_counts = None
        for stage in STAGES:   # as `passlab check` does, later stages use the first stage's trip counts
            if not (trace.stages.get(stage) or {}).get("snapshot"):
                continue
            ir = stage_ir(trace, stage)
            trip_counts = trip_counts or choose_args(ir.module, ir.index).args
            for verdict in run_mutants(ir, trip_counts):
                kind = verdict.mutant.kind
                for key in ((kernel, kind), (kernel, "all"), ("all", kind), ("all", "all")):
                    table[key][0] += verdict.killed
                    table[key][1] += 1
                flagged += verdict.flagged
                if not verdict.killed:
                    note = (f" (equivalent: {verdict.equivalent})" if verdict.equivalent else
                            f" ({verdict.note})" if verdict.note else "")
                    if verdict.warned:
                        note += f" (warned: {', '.join(verdict.warned)})"
                    survivors.append(f"{kernel} {stage}: {verdict.mutant.describe()}{note}")
                    equivalent += bool(verdict.equivalent)
                    if verdict.equivalent:
                        reasons[verdict.equivalent.split(":")[0]] += 1
                elif verdict.equivalent:    # shown harmless by the unmutated runs, yet an error: a model bug
                    contradictions.append(f"{kernel} {stage}: {verdict.mutant.describe()} {verdict.rules} "
                                          f"({verdict.equivalent})")
    kinds = KINDS + ("all",)
    print("| kernel | " + " | ".join(kinds) + " |")
    print("|---" * (len(kinds) + 1) + "|")
    for kernel in kernels + ("all",):
        cells = []
        for kind in kinds:
            killed, total = table.get((kernel, kind), (0, 0))
            cells.append(f"{killed}/{total} ({100 * killed / total:.0f}%)" if total else "-")
        print(f"| {kernel} | " + " | ".join(cells) + " |")
    killed, total = table.get(("all", "all"), (0, 0))
    if total > equivalent:
        print(f"\nequivalent mutants (shown by the kernel's runs, or forced by happens-before in the kernel's and the "
              f"mutant's; passlab/checks/protocol/mutants.py): {equivalent} "
              f"({', '.join(f'{n} {why}' for why, n in sorted(reasons.items()))}); "
              f"kill rate over the others: {killed}/{total - equivalent} ({100 * killed / (total - equivalent):.1f}%)")
    if total:
        print(f"flagged (killed, or PROTO007 at a load the kernel reads: a data view naming the other slot): "
              f"{flagged}/{total} ({100 * flagged / total:.1f}%)"
              + (f"; over the non-equivalent: {flagged}/{total - equivalent} ({100 * flagged / (total - equivalent):.1f}%)"
                 if total > equivalent else ""))
    if contradictions:
        print(f"\nKILLED THOUGH SHOWN EQUIVALENT ({len(contradictions)}): a bug in the model or the claim")
        for line in contradictions:
            print(f"  {line}")
    print(f"\nsurvivors ({len(survivors)}):")
    for line in survivors:
        print(f"  {line}")
    print(f"\n{time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
