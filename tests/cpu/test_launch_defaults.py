"""A runtime argument with a Python default that the launch leaves out (flag_gems 5.0.2's
``enable_warp_specialization=True``): Triton's launch binds the default, so the trace compiles it
with the default's type and value and says so. passlab asked for ``--sig``/``-c`` instead."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli

KERNEL = f"{Path(__file__).resolve().parents[1] / 'data' / 'launch_defaults' / 'default_args.py'}:k"


def trace(tmp_path, *args):
    out = tmp_path / "t"
    result = CliRunner().invoke(cli, ["trace", KERNEL, "--sig", "x_ptr=*fp32", "--arg", "n=100", *args,
                                      "--out", str(out), "--json"], catch_exceptions=False)
    return result, out


def test_an_argument_left_out_gets_its_default_as_a_launch_passes_it(tmp_path):
    result, out = trace(tmp_path)
    assert result.exit_code == 0, result.output[-2000:]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["kernel"]["signature"]["flag"] == "i1" and manifest["kernel"]["signature"]["scale"] == "fp32"
    notes = manifest["kernel"]["notes"]
    assert any(n.startswith("flag: not given; a launch that leaves it out passes its default True") for n in notes)
    assert any(n.startswith("scale: not given") for n in notes)
    ttir = next((out / "artifacts").glob("*.ttir")).read_text()
    assert "%flag: i1" in ttir and "%scale: f32" in ttir


def test_a_value_given_wins_over_the_default(tmp_path):
    result, out = trace(tmp_path, "--arg", "flag=False")
    assert result.exit_code == 0, result.output[-2000:]
    notes = json.loads((out / "manifest.json").read_text())["kernel"]["notes"]
    assert not any(n.startswith("flag:") for n in notes) and any(n.startswith("scale:") for n in notes)
