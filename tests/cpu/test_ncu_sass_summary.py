"""bench/ncu_sass_summary.py on a committed Nsight Compute export (bench/results/h100-20261206q): the
per-loop figures docs/gluon.md quotes for the schedule table's cost come from real SASS lines."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXPORT = ROOT / "bench/results/h100-20261206q/ncu/sched16k_sass.csv.gz"


def _module():
    spec = importlib.util.spec_from_file_location("ncu_sass_summary", ROOT / "bench/ncu_sass_summary.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_softmax_loops_are_each_groups_kv_loops_with_their_mio_stalls():
    summary = _module()
    found = list(summary.kernels(EXPORT))
    assert [name for name, _ in found][:4] == ["fa_hopper_gluon"] * 4
    mio = []
    for index in (1, 3):   # the profiled launches: the default, then the table-driven control
        rows = found[index][1]
        loops = summary.softmax_loops(rows)
        unmasked = [(a, b) for a, b in loops if b - a + 1 == 450]
        # one unmasked KV loop per consumer group, each run once per KV block of a group's 4 warps
        assert len(unmasked) == 2
        assert all(summary.num(rows[b]["Instructions Executed"]) == 512064 for _, b in unmasked)
        mio.append(sum(summary.num(r["stall_mio"]) for a, b in unmasked for r in rows[a:b + 1]))
    assert mio == [995 + 1356, 4176 + 4498]


def test_not_an_export_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "x.csv"
    bad.write_text("a,b\n1,2\n")
    assert _module().main([str(bad)]) == 2
    assert "not an ncu source-page export" in capsys.readouterr().err
