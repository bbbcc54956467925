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
        # per consumer group its unmasked KV loop (every KV block left of the diagonal of its 4
        # warps) and its masked one (the diagonal block of each tile but a head's first), nothing else
        executed = [summary.num(rows[last]["Instructions Executed"]) for _, last in loops]
        assert executed == [512064, 8128, 512064, 8128]
        mio.append([sum(summary.num(r["stall_mio"]) for r in rows[a:b + 1]) for a, b in loops[::2]])
    assert mio == [[995, 1356], [4176, 4498]]
    cudnn = found[5][1]
    assert found[5][0].startswith("cudnn") and len(summary.softmax_loops(cudnn)) == 1


def test_the_summary_prints_each_softmax_loop(capsys):
    assert _module().main([str(EXPORT), "--kernels", "1", "--top", "2"]) == 0
    lines = [line.strip() for line in capsys.readouterr().out.splitlines() if "softmax loop" in line]
    assert lines[0] == ("softmax loop, lines 728-1177 (450 instructions, its branch executed 512064 times): "
                        "41474 samples, mio 995, barrier 1717")
    assert len(lines) == 4


def test_not_an_export_is_one_line_and_exit_2(tmp_path, capsys):
    bad = tmp_path / "x.csv"
    bad.write_text("a,b\n1,2\n")
    assert _module().main([str(bad)]) == 2
    assert "not an ncu source-page export" in capsys.readouterr().err
