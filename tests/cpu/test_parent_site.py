"""A kernel traced by another Triton's interpreter imports what passlab's environment has.

passlab's environments of other Triton versions hold Triton only; a kernel module that imports
torch (Triton's tutorials do) must still load there, with Triton from the other interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from triton_envs import triton_python

ROOT = Path(__file__).resolve().parents[2]

# Triton's tutorial 06 imports torch and pytest above _attn_fwd, which the loader cannot skip past
TUTORIAL_06 = ["tests/data/tutorials/06-fused-attention.py:_attn_fwd", "--config", "autotune0",
               "-c", "HEAD_DIM=128", "-c", "FP8_OUTPUT=False", "-c", "STAGE=1", "-c", "IS_HOPPER=True",
               "-c", "warp_specialize=True", "--sig", "sm_scale=fp32", "--sig", "M=*fp32", "--sig", "desc_q=*fp16",
               "--sig", "desc_k=*fp16", "--sig", "desc_v=*fp16", "--sig", "desc_o=*fp16",
               "--arg", "Z=4", "--arg", "H=32", "--arg", "N_CTX=4096"]


@pytest.mark.versions
def test_tutorial_importing_torch_traces_under_another_triton(tmp_path):
    pytest.importorskip("torch", reason="passlab's environment has no torch to share")
    python = triton_python("3.9.0")
    out = tmp_path / "trace"
    proc = subprocess.run([sys.executable, str(ROOT / "cli.py"), "trace", *TUTORIAL_06, "--python", python,
                           "--out", str(out), "--json"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    import json
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["triton_version"] == "3.9.0"   # Triton from the other interpreter, not passlab's 3.6
    assert manifest["outcome"]["code"] == "ok"
