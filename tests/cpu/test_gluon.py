"""Gluon (``@gluon.jit``) kernels through trace / check / graph / diff, and the protocol model on
hand-written partitions.

The case is upstream's Gluon tutorial 08, unmodified (tests/data/tutorials/gluon): a load
partition, a compute partition and a store partition over two mbarrier rings, compiled for sm_90 as
its host code launches it (descriptors with the default NVMMA layout, given without a layout).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.checks.context import StageIR
from passlab.checks.protocol.mutants import run_mutants
from passlab.cli import cli
from passlab.ir import parse_file

GLUON = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "gluon"
TUTORIAL_08 = f"{GLUON / '08-warp-specialization.py'}:elementwise_add_warp_specialized_kernel"
DESC = "tensordesc<fp32[32, 64]>"


def args_08(load_buffers: int = 2) -> list[str]:
    return [*(f"--sig={d}_desc={DESC}" for d in "abc"), "-c", "XBLOCK=32", "-c", "YBLOCK=64",
            "-c", f"num_load_buffers={load_buffers}", "-c", "num_store_buffers=2", "-c", "num_warps=4",
            "--arg", "xnumel=1000", "--arg", "ynumel=2000"]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def traces(tmp_path_factory):
    root = tmp_path_factory.mktemp("gluon")
    out = {}
    for buffers in (2, 3):
        result = run("trace", TUTORIAL_08, *args_08(buffers), "--out", root / f"b{buffers}", "--json")
        assert result.exit_code == 0, result.output[-3000:]
        out[buffers] = (root / f"b{buffers}", json.loads(result.output))
    return out


def test_gluon_kernel_compiles_through_gluon_to_ttgir_with_its_own_stage_map(traces):
    trace, manifest = traces[2]
    assert manifest["outcome"]["code"] == "ok"
    assert manifest["kernel"]["language"] == "gluon"
    assert manifest["stage_map"] == "3.6-gluon"
    assert manifest["passes"][0]["arg"] == "gluon-inline"
    assert not any(p["arg"] in ("nvgpu-warp-specialization", "tritongpu-pipeline") for p in manifest["passes"])
    stages = manifest["stages"]
    for absent in ("TaskPartition", "TaskIdPropagate", "DataPartition", "SWP"):
        assert stages[absent]["status"] == "not run" and "Gluon" in stages[absent]["reason"]
    for present in ("WSCodePartition", "WSLowerToken", "MemoryPlanner"):
        assert stages[present]["status"] == "ran", present
    # 4 compute warps + 1 load + 1 store warp, padded to whole warp groups by allocate-warp-groups
    assert manifest["metadata"]["num_warps"] == 8
    # the descriptors were given without a layout: the default NVMMA layout the host code uses
    assert "NVMMASharedLayout(swizzle_byte_width=128" in manifest["kernel"]["signature"]["a_desc"]


def test_check_runs_the_protocol_model_on_hand_written_partitions(traces):
    trace, _ = traces[2]
    result = run("check", trace, "--json")
    assert result.exit_code == 0, result.output[-2000:]
    report = json.loads(result.output)
    findings = report["findings"] if isinstance(report, dict) else report
    coverage = [f for f in findings if f["rule"] == "PROTO000" and f["stage"] == "WSLowerToken"]
    assert coverage and "complete" in coverage[0]["message"], coverage
    assert "default" in coverage[0]["message"] and "partition1" in coverage[0]["message"]
    assert not [f for f in findings if f["severity"] == "error"]


def test_partition_graph_shows_the_authors_partitions_buffers_and_barriers(traces):
    trace, _ = traces[2]
    result = run("graph", trace, "--stage", "WSLowerToken", "--format", "json")
    assert result.exit_code == 0, result.output[-2000:]
    graph = json.loads(result.output)
    by_kind = Counter(n["kind"] for n in graph["nodes"])
    assert by_kind["partition"] == 4          # default, load, store, and the empty padding partition
    assert by_kind["buffer"] == 3 and by_kind["barrier"] == 4
    labels = {n["label"] for n in graph["nodes"] if n["kind"] == "barrier"}
    assert labels == {"%load_empty_bars", "%load_ready_bars", "%c_empty_bars", "%c_ready_bars"}


def test_diff_of_ring_depths_names_the_deeper_channels(traces):
    result = run("diff", traces[2][0], traces[3][0], "--json")
    assert result.exit_code == 1
    report = json.loads(result.output)
    points = {p["point"]: p for p in report["points"]}
    assert points["TaskPartition"]["status"] == "not run"       # in neither trace: not a difference
    assert points["WSCodePartition"]["status"] == "changed"
    assert "x2 -> x3" in result.output or "x3" in json.dumps(points["WSCodePartition"])


@pytest.mark.parametrize("stage", ["WSLowerToken", "MemoryPlanner"])
def test_every_mutant_of_the_tutorial_is_killed(traces, stage):
    trace, manifest = traces[2]
    path = trace / manifest["stages"][stage]["snapshot"]
    verdicts = run_mutants(StageIR(stage, path, str(path), parse_file(path)))
    assert {v.mutant.kind for v in verdicts} == {"delete-wait", "delete-arrive", "delete-expect", "phase", "halve",
                                                 "swap"}
    assert [v.mutant.describe() for v in verdicts if not v.killed] == []
    # A swapped load_empty index in the two-slot ring (the consumer's release or the producer's wait)
    # was once explained as "the producer only waits longer": where the consumer releases iteration
    # 0 (on slot 1's barrier) before the producer's fresh-slot wait for slot 1, that wait is
    # overtaken and waits for a phase only the producer's own later load can start: a hang, which
    # only the PCT interleavings reach.
    lines = path.read_text().splitlines()
    empty_swaps = [v for v in verdicts if v.mutant.kind == "swap" and "%load_empty_bar = " in lines[v.mutant.op.line - 1]]
    assert len(empty_swaps) == 2 and all(v.rules == ("PROTO002",) for v in empty_swaps)


def test_a_descriptor_layout_is_checked_before_triton_evaluates_it(tmp_path):
    sentinel = tmp_path / "pwned"
    hostile = f"tensordesc<fp32[32, 64],__import__('os').system('touch {sentinel}')>"
    result = run("trace", TUTORIAL_08, f"--sig=a_desc={hostile}", *args_08()[1:], "--out", tmp_path / "t")
    assert result.exit_code == 2
    assert "is not a layout" in result.output
    assert not sentinel.exists() and not (tmp_path / "t").exists()


@pytest.mark.parametrize("template", [
    "tensordesc<fp32[32, 64],{payload}",          # no closing '>': Triton still takes the rest as the layout
    "tensordescX<fp32[32, 64],{payload}>",        # Triton only checks the prefix
    "*tensordesc<fp32[32, 64],{payload}>",        # a pointer to one is parsed recursively
])
@pytest.mark.parametrize("kernel", ["gluon", "triton"])
def test_no_spelling_of_a_descriptor_type_reaches_tritons_eval(tmp_path, template, kernel):
    sentinel = tmp_path / "pwned"
    hostile = template.format(payload=f"__import__('os').system('touch {sentinel}')")
    if kernel == "gluon":
        args = ["trace", TUTORIAL_08, f"--sig=a_desc={hostile}", *args_08()[1:]]
    else:
        tutorial = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "02-fused-softmax.py"
        args = ["trace", f"{tutorial}:softmax_kernel", f"--sig=output_ptr={hostile}", "--sig", "input_ptr=*fp32",
                "--arg", "input_row_stride=4096", "--arg", "output_row_stride=4096", "--arg", "n_rows=4096",
                "--arg", "n_cols=4096", "-c", "BLOCK_SIZE=4096", "-c", "num_stages=4"]
    result = run(*args, "--out", tmp_path / "t")
    assert result.exit_code == 2, result.output
    assert not sentinel.exists()


def test_a_layout_on_a_triton_kernel_is_a_usage_error(tmp_path):
    kernel = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "09-persistent-matmul.py"
    layout = "NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16, rank=2)"
    result = run("trace", f"{kernel}:matmul_kernel_descriptor_persistent", f"--sig=a_ptr=tensordesc<fp16[128, 64],{layout}>",
                 "--sig", "b_ptr=*fp16", "--sig", "c_ptr=*fp16", "--arg", "M=4096", "--arg", "N=4096", "--arg", "K=4096",
                 "-c", "NUM_SMS=132", "-c", "WARP_SPECIALIZE=False", "-c", "FLATTEN=False", "-c", "EPILOGUE_SUBTILE=False",
                 "--out", tmp_path / "t")
    assert result.exit_code == 2
    assert "for @gluon.jit kernels" in result.output


# -- the built-in Gluon kernels ---------------------------------------------------------------------

GLUON_KERNELS = ("matmul_hopper_gluon", "fa_hopper_gluon")
# fa_hopper_gluon ships 70 configs (about 10 s each to trace and model here): CI checks the ones
# `passlab bench` times plus one of each other code path (look-ahead softmax, exp2 emulation, 64-
# and 256-wide KV blocks, 256-row tiles); `python bench/gluon_check_all.py` checks every one.
FA_OTHER_PATHS = ("d128_la_n64", "d64_la", "d128_emu8", "d128_n64", "d64_n256", "d64_m256", "causal_la_n64",
                  "d64_causal_cq2", "d64_causal_lz",   # CARRY, LAZY
                  "d64_causal_nopp_s4_q2_tt", "d64_causal_nopp_s4_q2_u0")   # PINGPONG=2, UNMASK0


def test_pingpong_is_an_int_so_any_config_takes_the_block_0_turn():
    """``-c PINGPONG=2`` (the ``_tt`` schedule) on a config without the turn ring resolves to the
    ``_tt`` config's parameters: PINGPONG is 0, 1 or 2 in every config, never a bool."""
    from kernels.fa_hopper_gluon import SPEC
    given = SPEC.resolve("d64_causal_nopp_s4_q2", {"PINGPONG": 2}).params
    assert given == SPEC.resolve("d64_causal_nopp_s4_q2_tt").params
    assert not [c.name for c in SPEC.configs.values() if isinstance(c.params.get("PINGPONG"), bool)]
    assert SPEC.defaults["PINGPONG"] == 1 and not isinstance(SPEC.defaults["PINGPONG"], bool)


def _gluon_configs():
    import kernels
    from kernels import fa_hopper_gluon
    out = []
    for name in GLUON_KERNELS:
        configs = list(kernels.get(name).configs)
        if name == "fa_hopper_gluon":
            timed = {c for shape in fa_hopper_gluon.WORKLOAD.default_shapes
                     for c in fa_hopper_gluon.candidate_configs(shape)}
            configs = [c for c in configs if c in timed or c in FA_OTHER_PATHS]
        # One config per kernel and schedule runs in the default `pytest`; every other shipped config
        # is in the long suite (`pytest -m long`, README "Set-up").
        out += [(name, config) if config in DEFAULT_RUN_CONFIGS else pytest.param(name, config, marks=pytest.mark.long)
                for config in configs]
    return out


DEFAULT_RUN_CONFIGS = {"default", "pingpong", "causal"}


@pytest.mark.slow
@pytest.mark.parametrize("kernel,config", _gluon_configs())
def test_every_shipped_gluon_config_checks_clean(trace_of, kernel, config):
    from passlab.checks import run_checks
    trace = trace_of(kernel, config)
    assert trace.manifest["kernel"]["language"] == "gluon"
    report = run_checks(trace)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.stage, f.message) for f in report.findings
                                                         if f.severity != "note"]
    coverage = [f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken"]
    # every ring slot reused with both phase parities (an attention partition may hit the event
    # budget first on its long persistent loop; the slots are covered well before)
    assert coverage and dict(coverage[0].details)["covered"], coverage


# The producer waits on the ring's empty barriers in slot order, so when an empty barrier's index
# is swapped between slots 0 and 1 the wait (or release) that became early is covered by the one
# that became late: stricter, never a race. (A tile's final release lands on the slot after its
# last K step: at K=512, 8 steps of 64 on a 4-slot ring, always slot 3, which the 0<->1 swap leaves
# alone; the model also runs K one tile longer, where the swapped final release is caught.)
# Ping-pong: group 1 issues its wgmmas only after group 0 hands it the turn, and group 0 waited on
# the same K/V ready barrier before that, so group 1's own ready wait (or the slot it names) is
# implied through the turn barrier.
PINGPONG_TURN = "group 1's K/V ready wait is implied: group 0 waited on it before handing over the turn"
# The loader's wait on the V ring just before a K load already orders it after both groups freed
# that K slot (each group frees K_j when QK^T_j retires, before it frees V_{j-1}).
V_BEFORE_K = "the loader's preceding V-empty wait already orders this K load after the slot's release"
ADJACENT_EMPTY = "swapped empty slots 0/1: the producer's in-order waits make the early one late enough"
HARMLESS_GLUON = {
    ("matmul_hopper_gluon", "default"): {("swap", "partition1"): (1, ADJACENT_EMPTY)},
    ("matmul_hopper_gluon", "pingpong"): {("swap", "partition1"): (1, ADJACENT_EMPTY)},
    # partition0 is consumer group 1, partition1 the loader
    # (group 1's swapped V-ready view and the loader's swapped K-empty view were listed here too,
    # race-free by the same reasons, but each can hang: its wait is overtaken by a later phase, which
    # the PCT interleavings show, PROTO002)
    ("fa_hopper_gluon", "default"): {("delete-wait", "partition0"): (4, PINGPONG_TURN),
                                     ("swap", "partition0"): (1, PINGPONG_TURN),
                                     ("delete-wait", "partition1"): (1, V_BEFORE_K),
                                     ("swap", "partition1"): (1, V_BEFORE_K)},
}


@pytest.mark.slow
@pytest.mark.parametrize("kernel,config", [pytest.param(*key, marks=pytest.mark.long) if key[0] == "fa_hopper_gluon" else key
                                           for key in sorted(HARMLESS_GLUON)])
def test_every_mutant_of_a_gluon_kernel_is_flagged_or_explained(trace_of, kernel, config):
    trace = trace_of(kernel, config)
    stage = "WSLowerToken"
    path = trace.path / trace.stages[stage]["snapshot"]
    verdicts = run_mutants(StageIR(stage, path, str(path), parse_file(path)))
    assert {"delete-wait", "delete-arrive", "delete-expect", "phase", "swap"} <= {v.mutant.kind for v in verdicts}
    survivors = Counter((v.mutant.kind, v.mutant.partition) for v in verdicts if not v.killed)
    expected = Counter({key: n for key, (n, _) in HARMLESS_GLUON[(kernel, config)].items()})
    assert survivors == expected, sorted(v.mutant.describe() for v in verdicts if not v.killed)


def test_a_users_own_kernels_package_does_not_hide_the_built_in_kernels(tmp_path, monkeypatch):
    # `python -m` puts the working directory first on sys.path in the compile child
    (tmp_path / "kernels").mkdir()
    (tmp_path / "kernels" / "__init__.py").write_text("MY_PROJECT = True\n")
    monkeypatch.chdir(tmp_path)
    result = run("trace", "matmul_hopper_gluon", "--config", "pingpong", "--out", tmp_path / "t", "--json")
    assert result.exit_code == 0, result.output[-2000:]
    assert json.loads(result.output)["kernel"]["config"] == "pingpong"


def test_show_into_a_closed_pipe_ends_quietly(traces):
    import subprocess
    import sys
    trace, _ = traces[2]
    proc = subprocess.Popen([sys.executable, "-m", "passlab.cli", "show", str(trace), "--stage", "WSCodePartition"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.readline()          # `| head -1`: read a line, then go away
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    # 128 + SIGPIPE as cat or git would, or 0 when everything fitted in the pipe before it closed
    assert proc.wait(timeout=120) in (0, 141)
    assert "Broken pipe" not in stderr and "Traceback" not in stderr, stderr


def test_the_trace_says_which_descriptor_layouts_were_defaulted(traces):
    _, manifest = traces[2]
    notes = manifest["kernel"]["notes"]
    assert any(n.startswith("a_desc: no layout given, using NVMMASharedLayout.get_default_for([32, 64]")
               for n in notes), notes
    # the tutorial imports its sibling tutorials (03, 04, 07) by file name from its own folder, as
    # upstream's pytest run does: all of them are here, so it loads whole, with nothing skipped
    assert not any("statement by statement" in n or "ModuleNotFoundError" in n for n in notes), notes


@pytest.mark.slow
def test_per_group_epilogue_slots_are_not_a_channel_between_the_groups(trace_of):
    """Each consumer group of fa_hopper_gluon stores O through its own constant slot of one
    buffer: no data passes between the groups, so the graph has no channel between them."""
    from passlab.graphs.partitions import build_partition_graph
    trace = trace_of("fa_hopper_gluon")
    graph = build_partition_graph(parse_file(trace.path / trace.stages["WSLowerToken"]["snapshot"]))
    channels = {(u, v) for u, v, data in graph.edges(data=True) if "full" in data}
    assert ("partition:default", "partition:partition0") not in channels
    assert ("partition:partition0", "partition:default") not in channels
    assert ("partition:partition1", "partition:default") in channels      # the loader feeds both groups
    assert ("partition:partition1", "partition:partition0") in channels
