"""A kernel file written from the Triton 3.2-era warp-specialization guides: ``triton.Config(...,
num_consumer_groups=2, num_buffers_warp_spec=3)``. Triton 3.4+ refuses those kwargs at import
(TypeError, then passlab said "has no function"); passlab loads it, keeps the values per config,
compiles each config without them and says so in a note."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import types
from pathlib import Path

import pytest
import triton

from passlab.frontend.loader import load_kernel
from passlab.frontend.retired_options import RETIRED_OPTIONS_NOTE
from passlab.frontend.target import parse_target

GUIDE_FILE = Path(__file__).resolve().parent.parent / "data" / "consumer_groups" / "matmul_consumer_groups.py"
REFUSES_KWARGS = "num_consumer_groups" not in triton.Config.__init__.__code__.co_varnames
pytestmark = pytest.mark.skipif(not REFUSES_KWARGS, reason="this Triton takes num_consumer_groups itself (3.2/3.3)")
ARGS = ["--sig", "a_ptr=*fp16", "--sig", "b_ptr=*fp16", "--sig", "c_ptr=*fp16",
        *[x for name, value in (("M", 512), ("N", 512), ("K", 512), ("stride_am", 512), ("stride_ak", 1),
                                ("stride_bk", 512), ("stride_bn", 1), ("stride_cm", 512), ("stride_cn", 1))
          for x in ("--arg", f"{name}={value}")]]


def passlab(*args, cwd: Path) -> subprocess.CompletedProcess:
    """``passlab ARGS`` in a fresh process, as a user types it."""
    return subprocess.run([sys.executable, "-m", "passlab.cli", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=300, env=dict(os.environ), stdin=subprocess.DEVNULL)


def one_line_error(result: subprocess.CompletedProcess) -> str:
    """The error of a run that must exit 2 with one line, never a traceback."""
    assert result.returncode == 2, (result.returncode, result.stdout[-2000:], result.stderr[-2000:])
    assert "Traceback" not in result.stderr + result.stdout, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, result.stderr
    return lines[0]


def _note(kernel) -> str:
    notes = [n for n in kernel.notes if n.startswith(RETIRED_OPTIONS_NOTE)]
    assert len(notes) == 1, kernel.notes
    return notes[0]


def test_guide_file_loads_and_keeps_the_options_per_config():
    kernel = load_kernel(f"{GUIDE_FILE}:matmul_kernel")
    assert kernel.method == "module", kernel.notes
    first, second = kernel.autotune_configs
    assert dict(first.retired_options) == {"num_consumer_groups": 2, "num_buffers_warp_spec": 3}
    assert dict(second.retired_options) == {"num_consumer_groups": 0, "num_buffers_warp_spec": 3}
    # the equivalent on this Triton: the config without them
    assert kernel.config(0) == {"BLOCK_SIZE_M": 128, "BLOCK_SIZE_N": 256, "BLOCK_SIZE_K": 64, "GROUP_SIZE_M": 8,
                                "num_warps": 4, "num_stages": 2}
    note = _note(kernel)
    assert "config 0: num_consumer_groups=2, num_buffers_warp_spec=3" in note
    assert "Triton 3.4 removed them" in note and "warp_specialize=True" in note
    assert "no loop with warp_specialize, so no warp specialization happens" in note
    # nothing left behind: the kwargs are refused again outside the load
    with pytest.raises(TypeError, match="num_consumer_groups"):
        triton.Config({}, num_consumer_groups=2)


def test_ws_loop_kernel_note_gives_the_sm90_num_warps_rule():
    kernel = load_kernel(f"{GUIDE_FILE}:matmul_kernel_ws", parse_target("cuda:90"))
    note = _note(kernel)
    assert "only when num_warps=4" in note
    assert "warp-specialized except in config(s) 1 (num_warps is not 4)" in note
    blackwell = _note(load_kernel(f"{GUIDE_FILE}:matmul_kernel_ws", parse_target("cuda:100")))
    assert "on sm_100 Triton's partition scheduler" in blackwell and "only when num_warps=4" not in blackwell


def test_config_init_is_restored_when_the_module_fails(tmp_path):
    source = tmp_path / "half.py"
    source.write_text(textwrap.dedent("""\
        import triton
        import triton.language as tl

        CONFIGS = [triton.Config({"B": 16}, num_consumer_groups=1, num_buffers_warp_spec=2)]

        @triton.autotune(configs=CONFIGS, key=[])
        @triton.jit
        def k(x, B: tl.constexpr):
            pass

        raise RuntimeError("a benchmark that needs a GPU")
        """))
    kernel = load_kernel(f"{source}:k")
    assert kernel.method == "statements"
    assert dict(kernel.autotune_configs[0].retired_options) == {"num_consumer_groups": 1, "num_buffers_warp_spec": 2}
    with pytest.raises(TypeError):
        triton.Config({}, num_buffers_warp_spec=2)


def test_trace_compiles_the_config_without_the_options(tmp_path):
    out = tmp_path / "trace"
    result = passlab("trace", f"{GUIDE_FILE}:matmul_kernel", *ARGS, "--out", out, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:] + result.stdout[-3000:]
    assert "has no function" not in result.stderr
    manifest = json.loads((out / "manifest.json").read_text())
    kernel = manifest["kernel"]
    assert "num_consumer_groups" not in kernel["params"] and kernel["params"]["num_stages"] == 2
    assert any(n.startswith(RETIRED_OPTIONS_NOTE) and "num_buffers_warp_spec=3" in n for n in kernel["notes"])
    assert "num_consumer_groups" in result.stdout   # the note is printed, not only stored


def test_a_warp_specialize_loop_gets_the_12_warps_num_consumer_groups_2_asked_for(tmp_path):
    """What the note promises for sm_90: with num_warps=4 the warp_specialize loop becomes a
    producer and 2 consumer warp groups (12 warps), what num_consumer_groups=2 meant on 3.2."""
    out = tmp_path / "ws"
    result = passlab("trace", f"{GUIDE_FILE}:matmul_kernel_ws", "--config", "autotune0",
                     "--sig", "a_desc=tensordesc<fp16[128, 64]>", "--sig", "b_desc=tensordesc<fp16[64, 128]>",
                     "--sig", "c_ptr=*fp16", "--arg", "M=512", "--arg", "N=512", "--arg", "K=512",
                     "--arg", "stride_cm=512", "--out", out, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-3000:] + result.stdout[-3000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["metadata"]["num_warps"] == 12
    assert any("warp-specialized except in config(s) 1" in n for n in manifest["kernel"]["notes"])


def test_an_unknown_config_kwarg_is_still_a_one_line_usage_error(tmp_path):
    source = tmp_path / "typo.py"
    source.write_text(GUIDE_FILE.read_text().replace("num_consumer_groups=2,", "num_consumer_group=2,", 1))
    result = passlab("trace", f"{source}:matmul_kernel", *ARGS, "--out", tmp_path / "t", cwd=tmp_path)
    line = one_line_error(result)
    assert "unexpected keyword argument 'num_consumer_group'" in line
    assert not (tmp_path / "t").exists()


class _DriverConfig32:
    """Triton 3.2/3.3's ``triton.runtime.driver.driver``: the active driver in a plain ``active``."""

    def __init__(self, active):
        self.default = self.active = active

    def set_active(self, driver):
        self.active = driver


def test_target_driver_restores_a_3_2_driver_slot(monkeypatch):
    """``--python`` with Triton 3.2/3.3 loads the file there: the stand-in driver must not assume
    3.6's private ``_active`` slot (it raised AttributeError before any pass ran)."""
    driver_module = sys.modules["triton.runtime.driver"]   # triton.runtime.driver is also the DriverConfig
    from passlab.frontend.target_driver import TargetDriver, target_driver
    old = _DriverConfig32(active="the 3.2 default")
    monkeypatch.setattr(driver_module, "driver", old)
    with target_driver(parse_target("cuda:90"), patch_torch_cuda=False) as standin:
        assert isinstance(old.active, TargetDriver) and old.active is standin
    assert old.active == "the 3.2 default" and "_active" not in vars(old)


def test_argument_types_are_checked_with_a_3_2_str_to_ty(monkeypatch):
    """Triton 3.2/3.3's ``tl.str_to_ty(name)`` takes one argument; a type it knows is no usage error."""
    import triton.language as tl
    from passlab.capture.compile_child import check_types
    from passlab.errors import UsageError
    # 3.6's str_to_ty recurses through its module's global: give the copy its own globals
    real = types.FunctionType(tl.str_to_ty.__code__, dict(tl.str_to_ty.__globals__), "str_to_ty",
                              tl.str_to_ty.__defaults__, tl.str_to_ty.__closure__)
    real.__globals__["str_to_ty"] = real

    def str_to_ty(name):   # one parameter, as 3.2's
        return real(name, None)
    monkeypatch.setattr(tl, "str_to_ty", str_to_ty)
    check_types({"a_ptr": "*fp16", "M": "i32"})
    with pytest.raises(UsageError, match="is not a Triton type"):
        check_types({"a_ptr": "*fp99"})
