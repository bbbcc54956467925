"""The pass registry: pass arguments and options mapped onto Triton's Python bindings."""

from __future__ import annotations

import pytest

from passlab.errors import UsageError
from passlab.debug.passes import PassInvocation, bind, known_passes, parse_pipeline


def test_registry_is_introspected_with_option_names():
    registry = known_passes()
    ws = registry["nvgpu-warp-specialization"]
    assert ws.binding == "nvidia.passes.hopper.add_hopper_warpspec"
    assert ws.params == (("num-stages", "int"), ("dump-intermediate-steps", "bool"))
    assert registry["tritongpu-pipeline"].binding == "passes.ttgpuir.add_pipeline"
    assert dict(registry["convert-triton-to-tritongpu"].params) == {
        "target": "str", "num-warps": "int", "threads-per-warp": "int", "num-ctas": "int"}
    assert dict(registry["canonicalize"].fixed)["max-iterations"] == "10"
    assert all(b.unnamed_params == 0 for b in registry.values())


@pytest.mark.parametrize("text, expected", [
    ("nvgpu-warp-specialization{num-stages=3}", [("nvgpu-warp-specialization", (("num-stages", "3"),))]),
    ("tritongpu-pipeline=num-stages=4,dump-intermediate-steps=true",
     [("tritongpu-pipeline", (("num-stages", "4"), ("dump-intermediate-steps", "true")))]),
    ("--cse", [("cse", ())]),
    ("builtin.module(tritongpu-coalesce, canonicalize{  max-iterations=10 top-down=true})",
     [("tritongpu-coalesce", ()), ("canonicalize", (("max-iterations", "10"), ("top-down", "true")))]),
])
def test_parse_pipeline_forms(text, expected):
    assert parse_pipeline(text) == [PassInvocation(a, o) for a, o in expected]


def test_bind_fills_defaults_from_target():
    calls = bind(parse_pipeline(["nvgpu-warp-specialization", "triton-nvidia-gpu-fence-insertion"]), "cuda:100")
    assert calls[0].args == (3, False)
    assert calls[1].args == (100,)
    assert PassInvocation("tritongpu-pipeline", (("num-stages", "4"),)).text() == "tritongpu-pipeline{num-stages=4}"


@pytest.mark.parametrize("text, message", [
    ("no-such-pass", "pass 'no-such-pass' has no Triton Python binding"),
    ("tritongpu-pipeline{bogus=1}", "has no option 'bogus'"),
    ("tritongpu-pipeline{num-stages=three}", "takes a int"),
    ("canonicalize{max-iterations=3}", "fixed at 10"),
    ("tritongpu-pipeline{num-stages}", "malformed option 'num-stages'"),
])
def test_unmapped_pass_or_option_is_named(text, message):
    with pytest.raises(UsageError, match=message.replace("{", r"\{")):
        bind(parse_pipeline(text))


def test_bind_without_target_takes_the_pass_definitions_defaults():
    calls = bind(parse_pipeline(["nvgpu-warp-specialization", "triton-nvidia-gpu-fence-insertion",
                                 "allocate-shared-memory-nv", "convert-triton-to-tritongpu"]), None)
    assert [c.args for c in calls] == [(0, False), (90,), (80, 80), ("", 4, 32, 1)]
