"""``passlab bench``'s figures of record without a GPU: the alternating rounds' medians give the
ratios of both timing methods, the table says which is which, and the GPU state is read from
nvidia-smi (a stand-in script on PATH here)."""

from __future__ import annotations

import os
import stat

import pytest

from passlab.runner.bench import BenchReport, BenchRow
from passlab.runner.launch import Trial
from passlab.runner.report import bench_table
from passlab.runner.timing import gpu_state

FLOPS = 2.0 * 4096 ** 3


def _row(rounds: dict | None = None) -> BenchRow:
    chosen = Trial("default", "default", {}, ms=0.20, tflops=FLOPS / (0.20 * 1e9))
    baselines = {"cublas": {"ms": 0.10, "tflops": FLOPS / (0.10 * 1e9)},
                 "other": {"ms": 0.40, "tflops": FLOPS / (0.40 * 1e9)}}
    return BenchRow("4096x4096x4096", FLOPS, 1, [chosen], baselines, chosen=chosen, baseline_best="cublas",
                    rounds=rounds or {})


def test_the_rounds_median_is_the_figure_of_record_not_the_screening():
    # the screening said 0.5x; the rounds (kernel 0.11 ms median, cuBLAS 0.12) say 1.09x
    row = _row({"kernel": {"do_bench": [0.11, 0.10, 0.30], "graph": [0.10, 0.10, 0.10]},
                "cublas": {"do_bench": [0.12, 0.12, 0.50], "graph": [0.11, 0.12, 0.11]}})
    assert row.ratio == pytest.approx(0.12 / 0.11)
    assert row.ratio_graph == pytest.approx(0.11 / 0.10)
    data = row.to_json()
    assert data["tflops"] == pytest.approx(FLOPS / (0.11 * 1e9))
    assert data["ms"] == pytest.approx(0.11)
    assert data["ratio_graph"] == pytest.approx(row.ratio_graph)
    assert data["rounds"]["cublas"]["do_bench"] == [0.12, 0.12, 0.50]


def test_without_rounds_the_screening_figures_stand_and_no_graph_ratio_is_made_up():
    row = _row()
    assert row.ratio == pytest.approx(0.5)
    assert row.ratio_graph is None


def test_a_baseline_that_could_not_be_captured_has_no_graph_ratio():
    row = _row({"kernel": {"do_bench": [0.1], "graph": [0.1]}, "cublas": {"do_bench": [0.1]}})
    assert row.ratio == pytest.approx(1.0)
    assert row.ratio_graph is None


def test_the_table_names_both_methods_and_the_gpu_state():
    row = _row({"kernel": {"do_bench": [0.1], "graph": [0.1]}, "cublas": {"do_bench": [0.1], "graph": [0.2]}})
    row.gpu = {"before": {"sm_mhz": 1980.0, "mem_mhz": 3201.0, "power_w": 120.5, "temp_c": 40.0},
               "after": {"error": "nvidia-smi: no output"}}
    report = BenchReport("matmul_hopper", "bf16", {"name": "NVIDIA H200", "torch": "2.11", "triton": "3.6.0"},
                         "cublas", {"measured_tflops": 700.0}, rows=[row], rounds=1)
    text = bench_table(report)
    assert "median of 1 rounds" in text and "graph" in text
    line = text.splitlines()[-1]
    assert " 1.00x   2.00x  default" in line
    assert "GPU 1980 MHz 120 W 40 C -> ?" in line


def test_gpu_state_reads_nvidia_smi(tmp_path, monkeypatch):
    fake = tmp_path / "nvidia-smi"
    fake.write_text("#!/bin/sh\necho '1755, 3201, 512.34, 55'\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    assert gpu_state() == {"sm_mhz": 1755.0, "mem_mhz": 3201.0, "power_w": 512.34, "temp_c": 55.0}
    fake.write_text("#!/bin/sh\necho 'NVIDIA-SMI has failed' >&2\nexit 9\n")
    assert gpu_state()["error"].startswith("nvidia-smi: NVIDIA-SMI has failed")
    monkeypatch.setenv("PATH", str(tmp_path / "none"))
    assert "error" in gpu_state()


class _FakeCuda:
    """torch.cuda as ``alternate`` and ``graph_ms`` use it, without a GPU. Its ``graph`` context
    behaves as torch 2.13's: when ``capture_end`` raises (a capture the callable invalidated, e.g. by
    synchronizing), ``__exit__`` never restores the caller's stream."""

    def __init__(self, invalidate: bool = False):
        self.stream_now, self.invalidate = "default", invalidate

    def synchronize(self):
        pass

    def current_stream(self):
        return _Stream(self.stream_now)

    def set_stream(self, stream):
        self.stream_now = stream.name

    def Stream(self):
        return _Stream("side")

    def stream(self, stream):
        cuda = self

        class Ctx:
            def __enter__(self):
                self.saved, cuda.stream_now = cuda.stream_now, stream.name

            def __exit__(self, *args):
                cuda.stream_now = self.saved
        return Ctx()

    def CUDAGraph(self):
        return object()

    def graph(self, graph):
        cuda = self

        class Ctx:
            def __enter__(self):
                self.ctx = cuda.stream(_Stream("capture"))
                self.ctx.__enter__()

            def __exit__(self, *args):
                if cuda.invalidate:
                    raise RuntimeError("CUDA error: operation failed due to a previous error during capture")
                self.ctx.__exit__(*args)
        return Ctx()


class _Stream:
    def __init__(self, name):
        self.name = name

    def wait_stream(self, other):
        pass


def test_a_capture_that_fails_leaves_the_callers_stream_current(monkeypatch):
    import torch

    from passlab.runner.timing import graph_ms
    cuda = _FakeCuda(invalidate=True)
    monkeypatch.setattr(torch, "cuda", cuda)
    with pytest.raises(RuntimeError):
        graph_ms([lambda: None])
    assert cuda.stream_now == "default", "the rounds after it ran on the capture stream"


def test_a_baseline_that_fails_in_the_rounds_or_a_kernel_capture_that_fails_is_recorded_not_raised(monkeypatch):
    """One entry's failure in the rounds (out of memory beside the graphs' pools, a backend error)
    costs that entry's figures and says why, not the whole run's rows in a traceback; a kernel whose
    capture failed says why too (it went into a dict nobody kept)."""
    import torch
    import triton.testing

    from passlab.runner import bench
    monkeypatch.setattr(torch, "cuda", _FakeCuda())
    monkeypatch.setattr(bench, "gpu_state", lambda gpu=None: {})

    def graph_ms(fns):
        if fns[0]() == "kernel":
            raise RuntimeError("operation not permitted when stream is capturing")
        return lambda: 0.1
    monkeypatch.setattr(bench, "graph_ms", graph_ms)
    rounds = {"n": 0}

    def do_bench(fn, **_):
        name = fn()
        rounds["n"] += 1
        if name == "cublas" and rounds["n"] > 4:
            raise torch.OutOfMemoryError("CUDA out of memory")
        return {"kernel": 0.2, "cublas": 0.1, "other": 0.4}[name]
    monkeypatch.setattr(triton.testing, "do_bench", do_bench)
    monkeypatch.setattr(bench, "rotating", lambda fns: fns[0])
    row = _row()
    bench.alternate(row, {name: [lambda name=name: name] for name in ("kernel", "cublas", "other")}, 3)
    assert row.baseline_best == "other" and row.ratio == pytest.approx(2.0)
    assert "cublas" not in row.rounds and "out of memory" in row.baselines["cublas"]["round_error"]
    data = row.to_json()
    assert "stream is capturing" in data["round_errors"]["kernel"]["graph"]
    assert "out of memory" in data["round_errors"]["cublas"]["do_bench"]


def test_gpu_state_on_a_host_of_several_gpus_is_the_benchmarked_ones(tmp_path, monkeypatch):
    """nvidia-smi lists every GPU of the host, whatever CUDA_VISIBLE_DEVICES says: the first line
    was another GPU's clocks and power on an 8-GPU host. The GPU is named by its PCI bus id."""
    fake = tmp_path / "nvidia-smi"
    fake.write_text("#!/bin/sh\ncase \"$*\" in *--id=00000000:9A:00.0*) echo '1980, 3201, 600, 70';;\n"
                    "*) echo '345, 3201, 75, 30'; echo '1980, 3201, 600, 70';; esac\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    assert gpu_state("00000000:9A:00.0")["sm_mhz"] == 1980.0
    assert "2 GPUs" in gpu_state()["error"]


def test_the_table_says_when_no_rounds_ran_and_why_an_entry_lost_its_figures():
    row = _row({"kernel": {"do_bench": [0.1]}, "cublas": {"do_bench": [0.1]}})
    row.round_errors = {"kernel": {"graph": "RuntimeError: capture invalidated"}}
    report = BenchReport("matmul_hopper", "bf16", {"name": "NVIDIA H200", "torch": "2.11", "triton": "3.6.0"},
                         "cublas", {"measured_tflops": 700.0}, rows=[row], rounds=3)
    assert bench_table(report).splitlines()[-1].strip() == "kernel: graph: RuntimeError: capture invalidated"
    report.rounds, row.rounds, row.round_errors = 0, {}, {}
    text = bench_table(report)
    assert "--rounds 0" in text and "median of 0" not in text


def test_the_rounds_time_the_chosen_config_not_the_last_one_screened(monkeypatch):
    """Each candidate's launches bind its own config. Before the fix the rounds' launches closed
    over the screening loop's variable, so a run of several configs timed the last one screened
    under the chosen one's name (on an H100 causal D64 read 0.89x cuDNN where its screening said
    0.98x: the rounds had timed a three-group config 12% slower)."""
    import types

    from passlab.runner import bench
    ms = {"fast": 0.1, "slow": 0.2, "slower": 0.3}
    spec = types.SimpleNamespace(launch=lambda params, x: (params["name"], x["set"]))
    made = iter(range(100))
    workload = types.SimpleNamespace(parse_shape=lambda s: s, input_bytes=lambda shape: 1, flops=lambda shape: 1e9,
                                     make_inputs=lambda shape, dtype: {"set": next(made)}, baselines=lambda inputs: {},
                                     format_shape=str, default_shapes=("s",), baseline_name="none")
    runnable = types.SimpleNamespace(spec=spec, workload=workload, configs_for=lambda shape: list(ms))
    monkeypatch.setattr(bench, "require_cuda", lambda: types.SimpleNamespace(
        cuda=types.SimpleNamespace(empty_cache=lambda: None)))
    monkeypatch.setattr(bench, "load_runnable", lambda name: runnable)
    monkeypatch.setattr(bench, "device_info", lambda: {})
    monkeypatch.setattr(bench, "input_sets_for", lambda input_bytes, l2_bytes: 2)   # inputs rotated
    monkeypatch.setattr(bench, "measure_peak", lambda dtype, workload=None: {})
    monkeypatch.setattr(bench, "resolve_for", lambda r, name, shape, dtype, overrides=None: types.SimpleNamespace(
        params={"name": name}, key=name, config_name=name))
    monkeypatch.setattr(bench, "launch_and_check", lambda r, resolved, shape, dtype, inputs: (Trial(
        resolved.config_name, resolved.key, dict(resolved.params),
        numerics=types.SimpleNamespace(ok=True, to_json=dict)), None))
    monkeypatch.setattr(bench, "median_ms", lambda fn: ms[fn()[0]])
    timed = []
    monkeypatch.setattr(bench, "alternate",
                        lambda row, entries, rounds: timed.extend(fn() for fn in entries[bench.KERNEL]))
    report = bench.bench_kernel("fake", ["s"], configs=["slow", "fast", "slower"], rounds=3)
    assert report.rows[0].chosen.config == "fast"
    # the chosen config on each input set in turn, not the last one screened
    assert timed == [("fast", 0), ("fast", 1)], "the rounds launched another config than the chosen one"


def test_results_say_which_code_measured(tmp_path, monkeypatch):
    """device_info (in every run and bench result) carries the sources' digest and the git commit,
    dirty or not; outside a checkout the commit is None and the digest still says which code."""
    from passlab.runner import device
    from passlab.sweep.cache import passlab_digest
    version = device.code_version()
    assert len(version["passlab"]) == 64
    assert version["revision"] is None or len(version["revision"].split("+")[0]) == 40
    monkeypatch.setattr("passlab.capture.child.project_root", lambda: tmp_path)
    monkeypatch.setattr("passlab.sweep.cache.project_root", lambda: tmp_path)
    (tmp_path / "passlab").mkdir()
    (tmp_path / "passlab" / "x.py").write_text("a = 1\n")
    try:
        passlab_digest.cache_clear()   # made once per process
        outside = device.code_version()
        assert outside["revision"] is None and outside["passlab"] != version["passlab"]
        (tmp_path / "passlab" / "x.py").write_text("a = 2\n")
        passlab_digest.cache_clear()
        assert device.code_version()["passlab"] != outside["passlab"]
    finally:
        passlab_digest.cache_clear()
