"""Pipeline diff: passes only one trace runs, added/removed/moved, options changed."""

from __future__ import annotations

from passlab.diff.pipeline import diff_pipelines


def _passes(*items):
    out = []
    for index, item in enumerate(items):
        arg, _, options = item.partition("{")
        out.append({"index": index, "pass": arg.title(), "arg": arg, "anchor": "builtin.module",
                    "options": options.rstrip("}")})
    return out


def test_added_removed_moved_and_options():
    a = _passes("inline", "canonicalize", "licm", "cse", "nvgpu-warp-specialization{num-stages=3}", "symbol-dce")
    b = _passes("inline", "cse", "canonicalize", "licm", "nvgpu-warp-specialization{num-stages=4}", "sccp")
    diff = diff_pipelines(a, b)
    assert diff.only_in_a == ["symbol-dce"] and diff.only_in_b == ["sccp"]
    kinds = {(c.kind, (c.a or c.b).arg) for c in diff.changes}
    assert ("moved", "cse") in kinds
    assert ("options", "nvgpu-warp-specialization") in kinds
    assert ("removed", "symbol-dce") in kinds and ("added", "sccp") in kinds
    assert ("moved", "canonicalize") not in kinds and ("moved", "licm") not in kinds


def test_identical_pipelines_have_no_changes():
    a = _passes("inline", "canonicalize", "cse")
    assert not diff_pipelines(a, a)


def test_sm90_against_sm100_names_the_passes_only_one_runs(trace_of):
    hopper = trace_of("matmul_hopper")
    blackwell = trace_of("matmul_hopper", target="cuda:100")
    diff = diff_pipelines(hopper.passes, blackwell.passes)
    assert "nvgpu-warp-specialization" in diff.only_in_a
    assert "tritongpu-automatic-warp-specialization" in diff.only_in_b
    assert "triton-tensor-memory-allocation" not in diff.only_in_a + diff.only_in_b  # both run it
    hopper_args = {p["arg"] for p in hopper.passes}
    assert all(arg not in hopper_args for arg in diff.only_in_b)
