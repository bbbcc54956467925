"""Time a GPU callable: triton.testing.do_bench median, inputs rotated where they fit in L2."""

from __future__ import annotations

from typing import Any, Callable, Sequence

WARMUP_MS = 100
REP_MS = 400


def input_sets_for(input_bytes: int, l2_bytes: int | None, most: int = 4) -> int:
    """How many input copies to rotate through so that one pass over them exceeds twice the L2."""
    if not l2_bytes or input_bytes >= 2 * l2_bytes:
        return 1
    return min(most, -(-2 * l2_bytes // max(input_bytes, 1)))


def rotating(calls: Sequence[Callable[[], Any]]) -> Callable[[], Any]:
    """One callable that runs ``calls[0]``, ``calls[1]``, ... in turn."""
    if len(calls) == 1:
        return calls[0]
    state = {"i": 0}

    def call():
        fn = calls[state["i"] % len(calls)]
        state["i"] += 1
        return fn()
    return call


def median_ms(fn: Callable[[], Any], warmup_ms: int = WARMUP_MS, rep_ms: int = REP_MS) -> float:
    """Median milliseconds per call. do_bench also clears the L2 before every timed call."""
    import triton.testing
    return float(triton.testing.do_bench(fn, warmup=warmup_ms, rep=rep_ms, return_mode="median"))


def tflops(flops: float, ms: float) -> float:
    return flops / (ms * 1e-3) / 1e12


GRAPH_CALLS = 20     # back-to-back calls captured in one CUDA graph
GRAPH_REPLAYS = 5    # replays timed per measurement


def graph_ms(calls: Sequence[Callable[[], Any]], n_calls: int = GRAPH_CALLS, replays: int = GRAPH_REPLAYS):
    """A second timing method beside do_bench: ``n_calls`` back-to-back calls cycling through
    ``calls`` captured in one CUDA graph, its replays timed with events. No L2 flush and no Python
    launch cost, so a kernel's time in a stream of kernels, as a model step sees it. Returns a
    function that times one measurement (milliseconds per call): capture happens once, here."""
    import torch
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):     # warm-up off the capture stream, as torch's docs ask
        for call in calls:
            call()
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    caller = torch.cuda.current_stream()
    try:
        with torch.cuda.graph(graph):
            for i in range(n_calls):
                calls[i % len(calls)]()
    except BaseException:
        # a capture the callable invalidated (it synchronized) fails in capture_end, and torch's
        # graph context then never restores the caller's stream: every later timing ran on it
        torch.cuda.set_stream(caller)
        raise
    graph.replay()
    torch.cuda.synchronize()

    def measure() -> float:
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        graph.replay()
        start.record()
        for _ in range(replays):
            graph.replay()
        end.record()
        torch.cuda.synchronize()
        return start.elapsed_time(end) / (replays * n_calls)
    measure.graph = graph     # kept alive with the measurement
    return measure


def gpu_state(gpu: str | None = None) -> dict:
    """SM and memory clocks, power and temperature now (nvidia-smi): a ratio measured while the card
    sat at its power limit reads differently from one at full clock, so each row records them.
    ``gpu``: its PCI bus id (``bus_id``); nvidia-smi lists every GPU of the host whatever
    CUDA_VISIBLE_DEVICES says, so without one a host of several GPUs gives an error, not another's."""
    import subprocess
    fields = ("clocks.sm", "clocks.mem", "power.draw", "temperature.gpu")
    try:
        out = subprocess.run(["nvidia-smi", f"--query-gpu={','.join(fields)}", "--format=csv,noheader,nounits",
                              *([f"--id={gpu}"] if gpu else [])],
                             capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.SubprocessError) as exc:
        return {"error": f"nvidia-smi: {exc}"}
    lines = out.stdout.strip().splitlines() if out.returncode == 0 and out.stdout.strip() else []
    if len(lines) > 1:
        return {"error": f"nvidia-smi lists {len(lines)} GPUs and the one benchmarked has no PCI bus id here"}
    line = lines[0] if lines else ""
    values = [v.strip() for v in line.split(",")]
    if len(values) != len(fields):
        return {"error": f"nvidia-smi: {(out.stderr or out.stdout).strip()[:200] or 'no output'}"}
    names = ("sm_mhz", "mem_mhz", "power_w", "temp_c")
    state = {}
    for name, value in zip(names, values):
        try:
            state[name] = float(value)
        except ValueError:
            state[name] = value
    return state


def bus_id() -> str | None:
    """The PCI bus id of torch's current GPU as nvidia-smi names it (``00000000:9A:00.0``), or None."""
    try:
        import torch
        props = torch.cuda.get_device_properties(torch.cuda.current_device())
        return f"{props.pci_domain_id:08X}:{props.pci_bus_id:02X}:{props.pci_device_id:02X}.0"
    except Exception:  # noqa: BLE001 - an older torch without the PCI fields
        return None
