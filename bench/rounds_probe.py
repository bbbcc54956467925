"""What makes `passlab bench`'s alternating rounds read a config below its screening: the same
config timed by do_bench (the rounds' 25 ms warm-up and 100 ms window) after each step that
`passlab.runner.bench.alternate` takes before and during its rounds, with cuDNN timed beside it.

On an H100 (bench/results/h100-20261206i) a run whose chosen config, `d64_causal_nopp_s4_q2`,
screened 0.667 ms read 0.74-0.76 ms in all five rounds at 4x32x4096x64:causal (cuDNN 0.652 and
0.666-0.682). This probe (h100-20261206k) showed no step that slows the config alone; the rounds had
launched another config (`d64_causal_g3_nopp_s4_q2`, the last screened: the bug fixed in 78c6116).

    python3 bench/rounds_probe.py --kernel fa_hopper_gluon --config d64_causal_nopp_s4_q2 \\
        --shape 4x32x4096x64:causal --json out.json
"""

import argparse
import gc
import json
import os
import sys


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", default="fa_hopper_gluon")
    parser.add_argument("--config", default="d64_causal_nopp_s4_q2")
    parser.add_argument("--shape", default="4x32x4096x64:causal")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", default=None)
    args = parser.parse_args(argv)
    import triton.testing
    from passlab.runner.bench import ROUND_REP_MS
    from bench.launches import launches
    from passlab.runner.timing import graph_ms, median_ms
    torch, fns, _ = launches(args.kernel, args.shape, [args.config, "sdpa_cudnn", "sdpa_flash"])
    entries = {"kernel": fns.pop(args.config), **fns}
    steps = []

    def rounds_like(name):
        return float(triton.testing.do_bench(entries[name], warmup=25, rep=ROUND_REP_MS, return_mode="median"))

    def step(label, names=("kernel", "sdpa_cudnn")):
        row = {"step": label, **{name: rounds_like(name) for name in names if name in entries}}
        steps.append(row)
        print(f"{label:44s} " + "  ".join(f"{k} {v:.4f} ms" for k, v in row.items() if k != "step"), flush=True)

    for fn in entries.values():
        fn()
    torch.cuda.synchronize()
    steps.append({"step": "screening (do_bench 100 ms warm-up, 400 ms)",
                  **{name: median_ms(entries[name]) for name in ("kernel", "sdpa_cudnn") if name in entries}})
    print(steps[-1], flush=True)
    step("rounds-like, no graph yet")
    graphs = {}
    for name in entries:
        graphs[name] = graph_ms([entries[name]])
        step(f"after capturing {name}'s graph")
    for r in range(args.rounds):
        for name in entries:
            ms = rounds_like(name)
            g = graphs[name]()
            steps.append({"step": f"round {r}", "entry": name, "do_bench": ms, "graph": g})
            print(f"round {r} {name:20s} do_bench {ms:.4f} graph {g:.4f}", flush=True)
    graphs.clear()
    gc.collect()
    torch.cuda.synchronize()
    step("graphs freed")
    torch.cuda.empty_cache()
    step("cache emptied")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"kernel": args.kernel, "config": args.config, "shape": args.shape,
                       "device": torch.cuda.get_device_name(), "steps": steps}, fh, indent=1)


if __name__ == "__main__":
    main()
