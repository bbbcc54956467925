"""Header formats per Triton release, unreadable headers, and nested pipelines as a tree, on crafted
dump text (no compile): every "IR Dump Before" line is a snapshot, a nested pass is a child of the
pass that runs it, and a parent's change is the sum of its children's."""

from __future__ import annotations

import io
import re
import json

import pytest
from rich.console import Console

from passlab.capture.child import Capture, CompileRequest
from passlab.capture.outcome import Outcome
from passlab.capture.snapshots import split_dump
from passlab.capture.stages import stage_map_for
from passlab.capture.trace import Trace, record_trace
from passlab.errors import TraceError
from passlab.render.trace_view import print_trace

END = " //----- //"


def header(cls: str, arg: str, fmt: str, anchor: str = "'builtin.module' operation") -> str:
    """One "IR Dump Before" line as Triton ``fmt`` (3.6, 3.7: ``Class (arg)``; 3.8, 3.9: ``Class: arg``)."""
    middle = f"{cls} ({arg})" if fmt in ("3.6", "3.7") else f"{cls}: {arg}"
    return f"// -----// IR Dump Before {middle} ({anchor}){END}"


VERIFIER = ("// -----// IR Dump Before (anonymous namespace)::VerifyWarpSpecializationPartitions: "
            "unknown<(anonymous namespace)::VerifyWarpSpecializationPartitions> ('builtin.module' operation)" + END)


def module(ops: int, tag: str = "a") -> str:
    body = "".join(f"    %{tag}{i} = arith.constant {i} : i32\n" for i in range(ops))
    return f"module {{\n  tt.func @k() {{\n{body}    tt.return\n  }}\n}}\n"


# The automatic-WS pipeline of sm_100 as each release dumps it: (class, argument, ops in its input).
AWS_36 = [("TritonGPUScheduleLoops", "tritongpu-schedule-loops", 10),
          ("TritonGPUAutomaticWarpSpecialization", "tritongpu-automatic-warp-specialization", 10),
          ("TritonGPUPartitionScheduling", "tritongpu-partition-scheduling", 10),
          ("NVWSInsertAref", "nvws-insert-aref", 10),
          ("NVWSInsertTmemAref", "nvws-insert-tmem-aref", 14),
          ("SCCP", "sccp", 18), ("CSE", "cse", 18),
          ("NVWSLowerAref", "nvws-lower-aref", 17),
          ("NVWSAssignStagePhase", "nvws-assign-stage-phase", 20),   # lower-aref multi-buffered first: +3
          ("TritonGPUPartitionLoops", "tritongpu-partition-loops", 130),  # lower-aref's LowerArefCreate: +110
          ("NVWSLowerWarpGroup", "nvws-lower-warp-group", 140),
          ("TritonGPUScheduleLoops", "tritongpu-schedule-loops", 120),
          ("TritonGPUPipeline", "tritongpu-pipeline", 121)]


def dump_of(passes, fmt: str, verifier_after: tuple[str, ...] = ()) -> str:
    lines = []
    for n, (cls, arg, ops) in enumerate(passes):
        lines += [header(cls, arg, fmt), module(ops, f"p{n}_")]
        if arg in verifier_after:
            lines += [VERIFIER, module(passes[n + 1][2], f"v{n}_")]
    return "\n".join(lines)


def recorded(tmp_path, dump: str, version: str, target: str = "cuda:100", stderr: str = "") -> Trace:
    out = tmp_path / "trace"
    (out / "raw").mkdir(parents=True)
    (out / "raw" / "dump.mlir").write_text(dump)
    (out / "raw" / "stderr.txt").write_text(stderr)
    result = {"kernel": {"name": "crafted", "triton_version": version, "language": "triton"}, "metadata": {}}
    record_trace(Capture(out, Outcome.from_json({"code": "ok"}), 0.1, result), CompileRequest("crafted", target=target))
    return Trace.load(out)


def shown(trace: Trace) -> str:
    buffer = io.StringIO()
    print_trace(trace, Console(file=buffer, width=200, highlight=False, color_system=None))
    return buffer.getvalue()


@pytest.mark.parametrize("fmt", ["3.6", "3.7", "3.8", "3.9"])
def test_every_header_format_starts_a_snapshot(fmt):
    passes = [("TritonGPUCoalesce", "tritongpu-coalesce", 3), ("Canonicalizer", "canonicalize", 4)]
    dump = dump_of(passes, fmt)
    snaps = split_dump(dump)
    assert [s.pass_arg for s in snaps] == ["tritongpu-coalesce", "canonicalize"]
    assert [s.header_format for s in snaps] == (["3.6"] * 2 if fmt in ("3.6", "3.7") else ["3.8"] * 2)
    assert all(s.text.count("module {") == 1 for s in snaps)


def test_anonymous_verifier_is_its_own_snapshot_not_merged_text():
    """3.8+: the WS verifier's header has no pass argument; its module must not join the previous one."""
    dump = "\n".join([header("NVWSHoistTmemStore", "nvws-hoist-tmem-store", "3.8"), module(3, "a"),
                      VERIFIER, module(4, "b"), header("NVWSInsertAref", "nvws-insert-aref", "3.8"), module(4, "c")])
    snaps = split_dump(dump)
    assert [s.pass_arg for s in snaps] == ["nvws-hoist-tmem-store", "VerifyWarpSpecializationPartitions",
                                           "nvws-insert-aref"]
    assert snaps[1].pass_class == "(anonymous namespace)::VerifyWarpSpecializationPartitions"
    assert snaps[1].header_format == "3.8" and not snaps[1].unreadable
    assert [s.text.count("module {") for s in snaps] == [1, 1, 1]


def test_unreadable_header_is_a_snapshot_and_a_reported_problem(tmp_path):
    odd = "// -----// IR Dump Before SomeFuturePass [[a shape nobody has seen]]" + END
    dump = "\n".join([header("TritonGPUCoalesce", "tritongpu-coalesce", "3.8"), module(3, "a"),
                      odd, module(5, "b"), header("CSEPass", "cse", "3.8"), module(5, "c")])
    snaps = split_dump(dump)
    assert len(snaps) == 3 and snaps[1].unreadable and snaps[1].line == dump.splitlines().index(odd) + 1
    assert snaps[0].text.count("module {") == 1  # not merged into the previous snapshot
    trace = recorded(tmp_path, dump, "3.9.0", target="cuda:90")
    problems = trace.manifest["problems"]
    assert problems == [{"kind": "unreadable-header", "stream": "dump", "line": snaps[1].line, "text": odd,
                         "snapshot_index": 1}]
    assert trace.passes[1]["arg"] == "unreadable-header"
    warnings = [line for line in shown(trace).splitlines() if "cannot read" in line]
    assert len(warnings) == 1 and f"line {snaps[1].line}" in warnings[0]


@pytest.mark.parametrize("fmt", ["3.6", "3.7", "3.8", "3.9"])
def test_nested_pipelines_are_a_tree_and_the_parent_holds_its_childrens_change(tmp_path, fmt):
    verifiers = () if fmt in ("3.6", "3.7") else ("tritongpu-partition-scheduling", "nvws-insert-aref")
    trace = recorded(tmp_path, dump_of(AWS_36, fmt, verifiers), f"{fmt}.0")
    by = {}
    for record in trace.passes:
        by.setdefault(record["arg"], []).append(record)
    aws = by["tritongpu-automatic-warp-specialization"][0]
    lower_aref, stage_phase = by["nvws-lower-aref"][0], by["nvws-assign-stage-phase"][0]
    top_schedule, nested_schedule = by["tritongpu-schedule-loops"]
    assert aws["parent"] is None and aws["depth"] == 0 and top_schedule["parent"] is None
    children = [r["arg"] for r in trace.passes if r["parent"] == aws["index"]]
    assert children[:2] == ["tritongpu-partition-scheduling",
                            "VerifyWarpSpecializationPartitions" if verifiers else "nvws-insert-aref"]
    assert nested_schedule["parent"] == aws["index"] and by["tritongpu-pipeline"][0]["parent"] is None
    assert stage_phase["parent"] == lower_aref["index"] and stage_phase["depth"] == 2
    # The parent's after is the IR after its last child: it changed, by the sum of its children's changes.
    assert aws["changed"] is True and aws["after"] == by["tritongpu-pipeline"][0]["snapshot"]
    assert aws["ops_after"] - aws["ops"] == 111
    # lower-aref rewrites after its nested assign-stage-phase: the +110 is lower-aref's, never assign-stage-phase's.
    assert lower_aref["changed"] is True and lower_aref["ops_after"] - lower_aref["ops"] == 113
    assert stage_phase["changed"] is None and stage_phase.get("ops_after") is None
    assert stage_phase["after_includes"] == lower_aref["index"]
    text = shown(trace)
    row = next(line for line in text.splitlines() if "nvws-assign-stage-phase" in line)
    parent_row = next(line for line in text.splitlines() if "nvws-lower-aref" in line)
    assert row.index("nvws-assign-stage-phase") > parent_row.index("nvws-lower-aref")  # indented under it
    assert "+113" in parent_row and "+110" not in row


def test_verifier_count_per_release_in_the_tree(tmp_path):
    """3.8's seven verifiers are children of the automatic-WS pass, one after each nested pass."""
    # after lower-aref means after its nested assign-stage-phase (as 3.8 dumps it)
    every = tuple(arg for _, arg, _ in AWS_36[2:7]) + ("nvws-assign-stage-phase", "tritongpu-partition-loops")
    trace = recorded(tmp_path, dump_of(AWS_36, "3.8", every), "3.8.0")
    aws = next(r for r in trace.passes if r["arg"] == "tritongpu-automatic-warp-specialization")
    verifiers = [r for r in trace.passes if r["arg"] == "VerifyWarpSpecializationPartitions"]
    assert len(verifiers) == 7 and all(r["parent"] == aws["index"] for r in verifiers)


def test_inliner_children_are_function_canonicalizations_only(tmp_path):
    fn = "'tt.func' operation: @k"
    dump = "\n".join([header("InlinerPass", "inline", "3.8"), module(5, "a"),
                      header("CanonicalizerPass", "canonicalize", "3.8", fn), module(4, "b"),
                      header("CanonicalizerPass", "canonicalize", "3.8"), module(3, "c"),
                      header("CSEPass", "cse", "3.8"), module(3, "d")])
    trace = recorded(tmp_path, dump, "3.8.0", target="cuda:90")
    assert [(r["arg"], r["parent"]) for r in trace.passes] == [("inline", None), ("canonicalize", 0),
                                                                ("canonicalize", None), ("cse", None)]
    assert trace.passes[0]["after"] == trace.passes[2]["snapshot"] and trace.passes[0]["changed"] is True


def test_later_release_uses_the_nearest_earlier_map_and_says_so(tmp_path):
    chosen = stage_map_for("3.10.2", "cuda:100")
    assert chosen.release == "3.9-blackwell" and "nearest earlier" in chosen.chosen_because
    assert stage_map_for("3.7.1", "cuda:90").release == "3.7"
    assert stage_map_for("3.8.0", language="gluon").release == "3.8-gluon"
    trace = recorded(tmp_path, dump_of(AWS_36, "3.9"), "3.10.2")
    assert trace.manifest["stage_map"] == "3.9-blackwell"
    assert "3.10.2" in trace.manifest["stage_map_reason"] and "3.9" in trace.manifest["stage_map_reason"]
    notes = [line for line in shown(trace).splitlines() if "nearest earlier" in line]
    assert len(notes) == 1 and "3.9-blackwell" in notes[0]


def test_old_manifest_without_the_new_fields_still_loads(tmp_path):
    trace = recorded(tmp_path, dump_of(AWS_36, "3.6"), "3.6.0")
    manifest = json.loads((trace.path / "manifest.json").read_text())
    for record in manifest["passes"]:
        for key in ("parent", "depth", "after_includes"):
            record.pop(key, None)
    for key in ("problems", "stage_map_reason"):
        manifest.pop(key)
    (trace.path / "manifest.json").write_text(json.dumps(manifest))
    old = Trace.load(trace.path)
    assert "tritongpu-automatic-warp-specialization" in shown(old)


@pytest.mark.parametrize("field, value", [("parent", 99), ("parent", -1), ("depth", "deep"), ("after_includes", 5)])
def test_manifest_tree_fields_are_validated(tmp_path, field, value):
    trace = recorded(tmp_path, dump_of(AWS_36, "3.6"), "3.6.0")
    manifest = json.loads((trace.path / "manifest.json").read_text())
    manifest["passes"][3][field] = value
    (trace.path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(TraceError):
        Trace.load(trace.path)


@pytest.mark.parametrize("as_json", [False, True])
def test_trace_command_says_so_in_one_line_and_keeps_its_exit_code(tmp_path, monkeypatch, as_json):
    from click.testing import CliRunner

    import passlab.capture.trace as trace_module
    from passlab.cli import cli

    odd = "// -----// IR Dump Before Odd <<never seen>>" + END
    dump = "\n".join([header("CSEPass", "cse", "3.8"), module(2), odd, module(2, "b")])
    trace = recorded(tmp_path, dump, "3.9.0", target="cuda:90")
    monkeypatch.setattr(trace_module, "trace_kernel", lambda *args, **kwargs: trace)
    result = CliRunner().invoke(cli, ["trace", "matmul_hopper"] + (["--json"] if as_json else []))
    assert result.exit_code == 0, result.output
    stream = result.stderr if as_json else result.stdout
    warnings = [line for line in stream.splitlines() if "cannot read" in line]
    assert len(warnings) == 1 and "Odd <<never seen>>" in warnings[0]
    if as_json:
        assert json.loads(result.stdout)["problems"][0]["line"] == dump.splitlines().index(odd) + 1


@pytest.mark.parametrize("fmt, failed", [
    ("3.6", "// -----// IR Dump After NVGPUWarpSpecialization Failed (nvgpu-warp-specialization) "
            "('builtin.module' operation)" + END),
    ("3.8", "// -----// IR Dump After NVGPUWarpSpecialization Failed: nvgpu-warp-specialization{num-stages=2} "
            "('builtin.module' operation)" + END)])
def test_ir_after_a_failed_pass_is_kept_beside_it_not_merged_into_its_input(tmp_path, fmt, failed):
    """The failing pass's output (generic form: it no longer verifies) was appended to its input."""
    generic = '"builtin.module"() ({\n  "tt.func"() ({\n    "tt.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'
    dump = "\n".join([header("TritonGPUCoalesce", "tritongpu-coalesce", fmt), module(2, "a"),
                      header("NVGPUWarpSpecialization", "nvgpu-warp-specialization", fmt), module(3, "b"),
                      failed, generic])
    snaps = split_dump(dump)
    assert [(s.kind, s.pass_arg) for s in snaps] == [("before", "tritongpu-coalesce"),
                                                     ("before", "nvgpu-warp-specialization"),
                                                     ("after-failure", "nvgpu-warp-specialization")]
    assert "builtin.module" not in snaps[1].text and snaps[2].text == generic
    trace = recorded(tmp_path, dump, f"{fmt}.0", target="cuda:90")
    failed_record = [d for d in trace.manifest["internal_dumps"] if d["step"] == "Failed"]
    assert len(failed_record) == 1 and failed_record[0]["pass_index"] == 1
    assert trace.read(failed_record[0]["snapshot"]) == generic
    assert trace.passes[1]["ops"] == 5 and trace.manifest["problems"] == []


def test_a_function_anchored_pass_prints_the_whole_module_and_follows_its_predecessor(tmp_path):
    """3.8+ canonicalize-llvm-ir runs on llvm.func but Triton dumps the module: its -5 ops are its own,
    not initialize-ws-cluster-barriers' (which the next module-anchored snapshot used to credit)."""
    fn = "'llvm.func' operation: @k"
    dump = "\n".join([header("ConvertTritonGPUToLLVM", "convert-triton-gpu-to-llvm", "3.8"), module(10, "a"),
                      header("InitializeWSClusterBarriers", "initialize-ws-cluster-barriers", "3.8"), module(10, "b"),
                      header("CanonicalizeLLVMIR", "canonicalize-llvm-ir", "3.8", fn), module(10, "b"),
                      header("CSEPass", "cse", "3.8"), module(5, "c")])
    trace = recorded(tmp_path, dump, "3.8.0", target="cuda:90")
    init, canon = trace.passes[1], trace.passes[2]
    assert init["changed"] is False and init["after"] == canon["snapshot"]
    assert canon["changed"] is True and canon["ops_after"] - canon["ops"] == -5


# The wheel's pass-manager call that adds each pass a stage rule or a nested pipeline names.
PASS_CALLS = {"nvgpu-warp-specialization": "add_hopper_warpspec", "tritongpu-pipeline": "add_pipeline",
              "tritongpu-automatic-warp-specialization": "add_warp_specialize",
              "allocate-shared-memory-nv": "add_allocate_shared_memory_nv",
              "triton-tensor-memory-allocation": "add_allocate_tensor_memory",
              "gluon-resolve-auto-encodings": "add_resolve_auto_encodings",
              "tritongpu-allocate-warp-groups": "add_allocate_warp_groups", "inline": "add_inliner"}


@pytest.mark.parametrize("version", ["3.6.0", "3.7.1", "3.8.0", "3.9.0"])
def test_stage_maps_name_passes_each_wheel_adds(version):
    """Each release's tables against that wheel's own pipeline (triton/backends/nvidia/compiler.py)."""
    import importlib.util
    from pathlib import Path

    from passlab.capture.stages import stage_map_for
    from passlab.capture.trace import triton_version
    from triton_envs import triton_python

    if version == triton_version():
        root = Path(importlib.util.find_spec("triton").submodule_search_locations[0])
    else:
        found = list(Path(triton_python(version)).parents[1].glob("lib/python3*/site-packages/triton"))
        if not found:
            pytest.skip(f"no triton package next to {triton_python(version)}")
        root = found[0]
    pipeline = (root / "backends" / "nvidia" / "compiler.py").read_text()
    for target, language in (("cuda:90", "triton"), ("cuda:100", "triton"), ("cuda:90", "gluon")):
        stage_map = stage_map_for(version, target, language)
        assert stage_map.release.startswith(".".join(version.split(".")[:2])) and not stage_map.chosen_because
        names = {a for rule in stage_map.rules if not rule.absent for a in rule.after_passes + (rule.pass_arg,)}
        names |= {n.parent for n in stage_map.nested}
        for name in names & set(PASS_CALLS):
            assert re.search(rf"\b{PASS_CALLS[name]}\(pm", pipeline), (version, name)
    # 3.9 replaced plan-cta with assign-cga-layouts; 3.8 moved no stage pass
    assert ("add_plan_cta(" in pipeline) == (version < "3.9")


def test_a_stage_whose_pass_header_was_unreadable_says_so(tmp_path):
    """The WS pass's own header garbled: its stages name the unreadable header, not 'not in the pipeline'."""
    garbled = "// -----// IR Dump Before NVGPUWarpSpecialization <<garbled>>" + END
    dump = "\n".join([header("TritonGPUCoalesce", "tritongpu-coalesce", "3.8"), module(3, "a"),
                      garbled, module(5, "b"), header("CSEPass", "cse", "3.8"), module(5, "c")])
    trace = recorded(tmp_path, dump, "3.9.0", target="cuda:90")
    reason = trace.stages["WSLowerToken"]["reason"]
    assert "could not be read" in reason and "not in this target's pipeline" not in reason


def test_an_early_failure_under_another_interpreter_records_that_interpreters_triton(tmp_path):
    """The child failed before it reported its version: the manifest names --python's Triton, not passlab's."""
    from triton_envs import triton_python
    python = triton_python("3.9.0")
    out = tmp_path / "trace"
    (out / "raw").mkdir(parents=True)
    (out / "raw" / "dump.mlir").write_text("")
    (out / "raw" / "stderr.txt").write_text("")
    result = {"kernel": {"name": "crafted", "language": "triton"}, "metadata": {}}   # no triton_version
    failed = Outcome.from_json({"code": "python-error", "message": "AttributeError: boom"})
    record_trace(Capture(out, failed, 0.1, result), CompileRequest("crafted", target="cuda:90", python=python))
    assert Trace.load(out).manifest["triton_version"] == "3.9.0"


def test_a_long_config_key_keeps_its_triton_tag(tmp_path, monkeypatch):
    """Cut for length, a trace name still says which Triton made it: two versions never share one."""
    from passlab.capture.trace import KEY_MAX, default_trace_dir
    monkeypatch.setenv("PASSLAB_DUMPS", str(tmp_path))
    monkeypatch.setattr("passlab.capture.trace.interpreter_triton", lambda python: "3.9.0")
    overrides = {f"CONSTEXPR_NUMBER_{i}": 1000 + i for i in range(12)}
    request = CompileRequest("matmul_hopper", None, overrides, "cuda:90", python="/opt/t39/bin/python")
    name = default_trace_dir(request).name
    assert len(name) <= KEY_MAX and "@triton3.9.0-" in name


def test_a_manifest_naming_files_outside_the_trace_is_refused_the_same_way_every_run(tmp_path):
    """The file named is the first in the manifest's order: a set's order named another snapshot on
    each run (string hashes are salted per process) when snapshots/ was a link out of the trace."""
    import os
    import shutil
    trace = recorded(tmp_path / "t", dump_of(AWS_36, "3.6"), "3.6.0")
    path = trace.path
    shutil.move(path / "snapshots", tmp_path / "away")
    os.symlink(tmp_path / "away", path / "snapshots")
    stages = json.loads((path / "manifest.json").read_text())["stages"]
    named = next(e["snapshot"] for e in stages.values() if e.get("snapshot"))
    with pytest.raises(TraceError, match=f"{re.escape(named)} leads outside"):
        Trace.load(path)


def test_a_manifest_that_links_out_of_its_trace_is_refused(tmp_path):
    """Another trace's manifest.json linked in would name this trace's files as that trace's."""
    import os
    one = recorded(tmp_path / "one", dump_of(AWS_36, "3.6"), "3.6.0").path
    two = recorded(tmp_path / "two", dump_of(AWS_36, "3.6"), "3.6.0").path
    (two / "manifest.json").unlink()
    os.symlink(one / "manifest.json", two / "manifest.json")
    with pytest.raises(TraceError, match=r"manifest\.json leads outside .*a trace's files must lie inside it"):
        Trace.load(two)
    os.symlink("manifest.json", one / "alias.json")   # a link inside the trace is read
    (one / "manifest.json").rename(one / "real.json")
    (one / "alias.json").unlink()
    os.symlink("real.json", one / "manifest.json")
    assert Trace.load(one).manifest["target"]
