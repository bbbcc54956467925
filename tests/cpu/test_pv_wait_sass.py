"""Where ptxas puts the attention kernels' PV wait, read from the SASS of their PTX.

``LATE_WAIT`` (kernels/fa_hopper_gluon_partitions._pv_wait_after) exists because ptxas schedules
``WARPGROUP.DEPBAR.LE gsb0, 0x0`` (PTX ``wgmma.wait_group 0``) in the middle of the row-max chain,
before the first exp2, wherever the PTX puts it; then PV_{j-1} does not run under softmax_j. These
tests assemble the trace's PTX with Triton's own ptxas (sm_90a) and read the consumer loop's SASS
with its cuobjdump: with LATE_WAIT the loop's last DEPBAR comes after its last MUFU.EX2, without it
before its first. If a ptxas stops hoisting the wait, the control fails, and LATE_WAIT is no longer
needed. CPU only; no GPU.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

pytestmark = pytest.mark.long

NVIDIA_BIN = Path(__import__("triton").__file__).parent / "backends" / "nvidia" / "bin"
SASS_LINE = re.compile(r"/\*[0-9a-f]{4}\*/\s+(.*?)\s*;")


def sass(tmp_path: Path, kernel: str, config: str) -> list[str]:
    """The SASS instructions of ``kernel``'s config, one string each, in address order."""
    out = tmp_path / config
    result = CliRunner().invoke(cli, ["trace", kernel, "--config", config, "--out", str(out)],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output[-2000:]
    cubin = tmp_path / f"{config}.cubin"
    subprocess.run([NVIDIA_BIN / "ptxas", "-arch=sm_90a", "-o", cubin, out / "artifacts" / "kernel.ptx"], check=True)
    text = subprocess.run([NVIDIA_BIN / "cuobjdump", "-sass", cubin], check=True, capture_output=True,
                          text=True).stdout
    return [m.group(1) for m in map(SASS_LINE.search, text.splitlines()) if m]


def kv_loop(instructions: list[str]) -> list[str]:
    """The first consumer's KV loop: from the first ``WARPGROUP.DEPBAR.LE gsb0, 0x1`` (QK^T_j's wait,
    only in the loop) back to the loop's start (the preceding wait on a K slot) and on to the first
    backward branch after it."""
    lo = next(i for i, ins in enumerate(instructions) if ins.startswith("WARPGROUP.DEPBAR.LE gsb0, 0x1"))
    hi = next(i for i in range(lo, len(instructions)) if "BRA" in instructions[i] and "@P" in instructions[i])
    return instructions[lo:hi + 1]


def positions(loop: list[str]) -> tuple[int, int, int]:
    ex2 = [i for i, ins in enumerate(loop) if ins.startswith("MUFU.EX2")]
    pv_wait = [i for i, ins in enumerate(loop) if ins.startswith("WARPGROUP.DEPBAR.LE gsb0, 0x0")]
    assert ex2 and len(pv_wait) == 1, loop
    return ex2[0], ex2[-1], pv_wait[0]


@pytest.mark.parametrize("kernel,plain,late", [("fa_fp8_gluon", "d128_kp_vt4", "d128_kp_lw"),
                                               ("fa_hopper_gluon", "default", "d128_lw")])
def test_late_wait_keeps_the_pv_wait_after_the_softmax_exp2s(tmp_path, kernel, plain, late):
    first, last, wait = positions(kv_loop(sass(tmp_path, kernel, late)))
    assert wait > last, f"{late}: PV's wait at {wait}, exp2s at {first}..{last} of the loop"
    first, last, wait = positions(kv_loop(sass(tmp_path, kernel, plain)))
    assert wait < first, f"{plain}: ptxas no longer hoists PV's wait ({wait}; exp2s at {first}..{last})"
