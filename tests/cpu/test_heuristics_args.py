"""What a launch's arguments look like to code that runs on them before the compile.

``@triton.heuristics`` rules read the launch's arguments: flash-linear-attention's chunked kernels
ask ``args['g'] is not None`` of their tensor arguments. A pointer given with ``--sig`` gets a
stand-in for the tensor a launch passes (truthy, 16-byte-aligned ``data_ptr()``, dtype from the
sig); one given nowhere stays ``None`` only where the kernel's default is ``None``.

Libraries also build their autotune config lists at import from the device (fla counts GPUs
through ``torch.cuda.device_count()``, which is 0 on a CPU): the loader notes each such query
and what it returned here, in the manifest and the ``--autotune`` table.
"""

from __future__ import annotations

import importlib.util
import json
import textwrap
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

ROOT = Path(__file__).resolve().parents[2]
FLA = ROOT / "tests" / "data" / "pypi" / "fla_chunk_delta_h.py"
FLA_FWD = f"{FLA}:chunk_gated_delta_rule_fwd_kernel_h_blockdim64"
DEVICE_COUNT = ROOT / "tests" / "data" / "pypi" / "device_count_configs.py"

needs_torch = pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                                 reason="torch is not installed: the module builds its configs through torch")


def run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


# chunk_gated_delta_rule_fwd_h's launch for B=1, T=4096, H=HV=4, K=V=128, chunk 64, with g, no
# gk, no initial or final state, v_new saved, no varlen
FLA_ARGS = ["--sig", "k=*bf16", "--sig", "v=*bf16", "--sig", "w=*bf16", "--sig", "v_new=*bf16",
            "--sig", "g=*fp32", "--sig", "h=*bf16", "-c", "gk=None", "-c", "h0=None", "-c", "ht=None",
            "-c", "cu_seqlens=None", "-c", "chunk_offsets=None", "--arg", "T=4096", "-c", "H=4", "-c", "HV=4",
            "-c", "K=128", "-c", "V=128", "-c", "BT=64", "-c", "STATE_V_FIRST=False"]


@needs_torch
def test_fla_heuristics_see_the_pointers_given_by_sig(tmp_path):
    """FLA's ``USE_G: args['g'] is not None`` with ``--sig g=*fp32``: a usage error before (the
    heuristic read a missing argument); now the tensor given is not None, the ones passed as None
    are, and the compile is the one a launch with g makes."""
    out = tmp_path / "t"
    result = run("trace", FLA_FWD, *FLA_ARGS, "--out", str(out), "--json")
    assert result.exit_code == 0, result.output
    kernel = json.loads(result.output)["kernel"]
    assert kernel["heuristics"] == {"USE_G": True, "USE_GK": False, "USE_INITIAL_STATE": False,
                                    "STORE_FINAL_STATE": False, "SAVE_NEW_VALUE": True, "IS_VARLEN": False}
    assert kernel["signature"]["g"] == "*fp32" and kernel["signature"]["gk"] == "constexpr"
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["kernel"]["heuristics"]["USE_G"] is True


STAND_IN_KERNEL = textwrap.dedent('''
    import triton
    import triton.language as tl


    @triton.heuristics(values={
        "HAS_BIAS": lambda args: args["bias_ptr"] is not None,
        "ALIGNED": lambda args: args["x_ptr"].data_ptr() % 16 == 0,
        "WIDE": lambda args: args["x_ptr"].element_size() >= 4 and bool(args["out_ptr"]),
        "DTYPE": lambda args: str(args["x_ptr"].dtype).split(".")[-1],
    })
    @triton.jit
    def scale_kernel(x_ptr, out_ptr, n, HAS_BIAS: tl.constexpr, ALIGNED: tl.constexpr, WIDE: tl.constexpr,
                     DTYPE: tl.constexpr, BLOCK: tl.constexpr = 128, bias_ptr=None):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        y = tl.load(x_ptr + offs, mask=offs < n)
        if HAS_BIAS:
            y += tl.load(bias_ptr + offs, mask=offs < n)
        tl.store(out_ptr + offs, y, mask=offs < n)
''')


def _derived(tmp_path, sig, unaligned=(), overrides=None):
    from passlab.frontend.kernelspec import apply_heuristics, load_user_kernel
    path = tmp_path / "stand_in.py"
    path.write_text(STAND_IN_KERNEL)
    spec = load_user_kernel(f"{path}:scale_kernel", {"n": "i32", **sig})
    resolved = spec.resolve(None, overrides or {})
    resolved, derived = apply_heuristics(spec, resolved, {"n": 4096}, unaligned=unaligned)
    return resolved, derived


def test_stand_in_is_what_a_launch_passes(tmp_path):
    """A --sig pointer is truthy, not None, 16-byte aligned (unless --unaligned), with the sig's
    element type; an unnamed pointer whose default is None stays None."""
    resolved, derived = _derived(tmp_path, {"x_ptr": "*fp32", "out_ptr": "*fp16"})
    assert derived == {"HAS_BIAS": False, "ALIGNED": True, "WIDE": True, "DTYPE": "float32"}
    _, derived = _derived(tmp_path, {"x_ptr": "*bf16", "out_ptr": "*fp16"}, unaligned=("x_ptr",))
    assert (derived["ALIGNED"], derived["WIDE"], derived["DTYPE"]) == (False, False, "bfloat16")


def test_sig_of_a_pointer_with_default_none_is_a_tensor(tmp_path):
    """``bias_ptr=None`` in the def and ``--sig bias_ptr=*fp32``: the launch passes a tensor, so
    the heuristic sees one and the compiled signature has the pointer (it was compiled as None)."""
    resolved, derived = _derived(tmp_path, {"x_ptr": "*fp32", "out_ptr": "*fp32", "bias_ptr": "*fp32"})
    assert derived["HAS_BIAS"] is True
    assert resolved.full_signature()["bias_ptr"] == "*fp32"
    # -c bias_ptr=None says the launch passes None: it stands
    resolved, derived = _derived(tmp_path, {"x_ptr": "*fp32", "out_ptr": "*fp32"}, overrides={"bias_ptr": None})
    assert derived["HAS_BIAS"] is False and resolved.full_signature()["bias_ptr"] == "constexpr"


def test_pointer_given_nowhere_is_a_usage_error_naming_sig(tmp_path):
    """out_ptr has no default and no --sig: a launch cannot leave it out; the error says how to give it."""
    from passlab.errors import UsageError
    with pytest.raises(UsageError, match=r"reads argument 'out_ptr'.*--sig out_ptr=\*TYPE"):
        _derived(tmp_path, {"x_ptr": "*fp32"})


def test_heuristic_reading_what_the_stand_in_lacks_says_so(tmp_path):
    from passlab.errors import UsageError
    from passlab.frontend.kernelspec import apply_heuristics, load_user_kernel
    path = tmp_path / "shape.py"
    path.write_text(STAND_IN_KERNEL.replace('args["x_ptr"].data_ptr() % 16 == 0', 'args["x_ptr"].shape[0] > 1'))
    spec = load_user_kernel(f"{path}:scale_kernel", {"n": "i32", "x_ptr": "*fp32", "out_ptr": "*fp32"})
    with pytest.raises(UsageError, match=r"for ALIGNED failed .*AttributeError.*stand-in with data_ptr\(\), dtype"):
        apply_heuristics(spec, spec.resolve(None, {}), {"n": 4096})


@needs_torch
def test_device_query_at_import_is_noted_in_the_loaded_kernel():
    """A module that sizes its config list by ``torch.cuda.device_count()`` gets the no-GPU list
    here; the loader says which call on which line returned what."""
    from passlab.frontend.loader import load_kernel
    kernel = load_kernel(f"{DEVICE_COUNT}:scale_kernel")
    assert len(kernel.autotune_configs) == 2
    lines = DEVICE_COUNT.read_text().splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "device_count()" in text and "=" in text)
    note = next(n for n in kernel.notes if n.startswith("the module asked the device at import"))
    assert f"torch.cuda.device_count() on line {line} returned 0 here" in note
    assert note.endswith("its config list may differ from a GPU's")


@needs_torch
def test_fla_device_queries_are_noted():
    """fla's hardware flags: the stand-in answers capability and name for cuda:90; its shared-memory
    probe counts GPUs through torch and gets 0, so 4 configs instead of a GPU's 12."""
    from passlab.frontend.loader import load_kernel
    kernel = load_kernel(FLA_FWD)
    assert len(kernel.autotune_configs) == 4
    note = next(n for n in kernel.notes if n.startswith("the module asked the device at import"))
    assert "torch.cuda.device_count() on line" in note and "returned 0 here" in note
    assert "get_device_capability()" in note


@needs_torch
def test_device_query_note_in_manifest_and_autotune_table(tmp_path):
    common = [f"{DEVICE_COUNT}:scale_kernel", "--sig", "x_ptr=*fp32", "--arg", "n=4096"]
    result = run("trace", *common, "--out", str(tmp_path / "t"), "--json")
    assert result.exit_code == 0, result.output
    notes = json.loads((tmp_path / "t" / "manifest.json").read_text())["kernel"]["notes"]
    assert any("torch.cuda.device_count()" in n and "returned 0 here" in n for n in notes), notes
    result = run("trace", *common, "--autotune", "--json", "-j", "1")
    assert result.exit_code == 0, result.output
    assert "torch.cuda.device_count()" in json.loads(result.output)["note"]


def test_module_without_device_queries_has_no_note(tmp_path):
    from passlab.frontend.loader import load_kernel
    path = tmp_path / "plain.py"
    path.write_text(STAND_IN_KERNEL)
    assert not any("asked the device" in n for n in load_kernel(f"{path}:scale_kernel").notes)
