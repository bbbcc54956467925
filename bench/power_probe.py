"""Sustained-load probe: one kernel launched back to back for a few seconds after the GPU idled,
its time per call in windows beside the SM clock and board power that nvidia-smi samples meanwhile.

Why: a kernel at the board's power limit runs at the clock that limit allows, so two kernels that
do the same work compare by their energy per call. The probe shows each entry's first window (a
cool GPU, like a short screening) and its steady state (like long alternating rounds), and the
energy per call there. (Written to test whether power explained `passlab bench`'s rounds reading
a config 11-13% below its screening, h100-20261206i: it did not; the rounds had timed another
config, fixed in 78c6116.) Power readings of the first window are not meaningful: nvidia-smi's
power.draw averages over about a second.

    python3 bench/power_probe.py --kernel fa_hopper_gluon --shape 4x32x4096x64:causal \\
        --entries d64_causal_nopp_s4_q2,sdpa_cudnn --repeat 2 --json out.json

An entry is a config of --kernel or a baseline of its workload (sdpa_cudnn, fa_hopper_gluon_bf16, ...).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time


class SmiSampler:
    """nvidia-smi's SM clock, power and temperature every ``ms`` milliseconds, stamped on arrival."""

    def __init__(self, ms: int = 50, gpu: str | None = None):
        import torch
        if gpu is None and torch.cuda.device_count() > 1:
            raise SystemExit("power_probe: several GPUs and no PCI bus id for this one: nvidia-smi would mix "
                             "their samples (set CUDA_VISIBLE_DEVICES to one GPU)")
        cmd = ["nvidia-smi", "--query-gpu=clocks.sm,power.draw,temperature.gpu", "--format=csv,noheader,nounits",
               f"--loop-ms={ms}", *([f"--id={gpu}"] if gpu else [])]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
        self.samples: list[tuple[float, float, float, float]] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        for line in self.proc.stdout:
            try:
                clock, power, temp = (float(v) for v in line.split(","))
            except ValueError:
                continue
            self.samples.append((time.time(), clock, power, temp))

    def between(self, t0: float, t1: float):
        return [s for s in self.samples if t0 <= s[0] <= t1]

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def sustained(torch, fn, seconds: float, calls_per_window: int):
    """(seconds since start, ms per call) for each window of ``calls_per_window`` back-to-back calls."""
    windows = []
    torch.cuda.synchronize()
    t0 = time.time()
    while time.time() - t0 < seconds:
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(calls_per_window):
            fn()
        end.record()
        end.synchronize()
        windows.append((time.time() - t0, start.elapsed_time(end) / calls_per_window))
    return t0, windows


def summarize(t0, windows, smi, lo: float, hi: float) -> dict:
    """Median ms per call, SM clock and power over the windows ending in [lo, hi) seconds."""
    ms = [m for t, m in windows if lo <= t < hi]
    samples = smi.between(t0 + lo, t0 + hi)
    out = {"ms": statistics.median(ms) if ms else None, "windows": len(ms)}
    if samples:
        out["sm_mhz"] = statistics.median(s[1] for s in samples)
        out["power_w"] = statistics.median(s[2] for s in samples)
        out["temp_c"] = max(s[3] for s in samples)
        if out["ms"] is not None:
            out["mj_per_call"] = out["power_w"] * out["ms"]   # W x ms = mJ
    return out


def main(argv=None):
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", default="fa_hopper_gluon")
    parser.add_argument("--shape", default="4x32x4096x64:causal")
    parser.add_argument("--entries", default="d64_causal_nopp_s4_q2,sdpa_cudnn",
                        help="comma-separated configs of --kernel and baselines of its workload")
    parser.add_argument("--seconds", type=float, default=4.0, help="back-to-back time per entry")
    parser.add_argument("--idle", type=float, default=3.0, help="idle seconds before each entry")
    parser.add_argument("--first", type=float, default=0.4, help="the cool window: the first SECONDS")
    parser.add_argument("--repeat", type=int, default=2, help="passes over the entries, in turn")
    parser.add_argument("--json", default=None)
    args = parser.parse_args(argv)
    from bench.launches import launches
    from passlab.runner.timing import bus_id
    torch, fns, flops = launches(args.kernel, args.shape, args.entries.split(","))
    for fn in fns.values():   # compile and warm up before any timing
        fn()
    torch.cuda.synchronize()
    probe = [fn for fn in fns.values()][0]
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    probe()
    end.record()
    end.synchronize()
    per_window = max(1, int(50 / max(start.elapsed_time(end), 0.01)))   # about 50 ms a window
    smi = SmiSampler(gpu=bus_id())
    results = []
    try:
        for rep in range(args.repeat):
            for name, fn in fns.items():
                time.sleep(args.idle)
                t0, windows = sustained(torch, fn, args.seconds, per_window)
                row = {"entry": name, "pass": rep,
                       "first": summarize(t0, windows, smi, 0.0, args.first),
                       "steady": summarize(t0, windows, smi, args.seconds / 2, args.seconds + 1),
                       "windows": windows}
                for part in ("first", "steady"):
                    if row[part]["ms"]:
                        row[part]["tflops"] = flops / (row[part]["ms"] * 1e-3) / 1e12
                results.append(row)
                f, s = row["first"], row["steady"]
                print(f"{name:28s} pass {rep}: first {f.get('tflops', 0):6.1f} TFLOP/s "
                      f"{f.get('sm_mhz', 0):5.0f} MHz {f.get('power_w', 0):5.0f} W | steady {s.get('tflops', 0):6.1f} "
                      f"TFLOP/s {s.get('sm_mhz', 0):5.0f} MHz {s.get('power_w', 0):5.0f} W "
                      f"{s.get('mj_per_call', 0):7.1f} mJ/call {s.get('temp_c', 0):3.0f} C", flush=True)
    finally:
        smi.stop()
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"kernel": args.kernel, "shape": args.shape, "device": torch.cuda.get_device_name(),
                       "seconds": args.seconds, "idle": args.idle, "calls_per_window": per_window,
                       "results": results}, fh, indent=1)


if __name__ == "__main__":
    main()
