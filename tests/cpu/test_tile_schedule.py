"""kernels/tile_schedule.py: every tile once, longest first per program, balanced where the
stride-by-grid pairing leaves a round half empty, and the flat table the kernels read."""

from __future__ import annotations

import pytest

from kernels.tile_schedule import kv_blocks, lpt_lists, lpt_order, lpt_table, pair_lists

SHAPES = [(4 * 32, 4096), (2 * 32, 8192), (16, 16384), (3, 1024), (1, 128)]


def _cost(num_m):
    return lambda m: kv_blocks(m, 128, 128, True, num_m) + 2.0


@pytest.mark.parametrize("heads,n", SHAPES)
def test_every_tile_runs_once_and_the_table_says_which_program_runs_it(heads, n):
    num_m, grid = n // 128, min(132, heads * (n // 128))
    table = lpt_table(heads, num_m, 128, 128, True, num_m, grid)
    offsets, tiles = table[:grid + 1], table[grid + 1:]
    assert offsets[0] == 0 and offsets[-1] == len(tiles) == heads * num_m
    assert sorted(tiles) == list(range(heads * num_m))
    assert all(a <= b for a, b in zip(offsets, offsets[1:]))
    lists = lpt_lists(heads, num_m, grid, _cost(num_m))
    assert [list(tiles[offsets[p]:offsets[p + 1]]) for p in range(grid)] == lists


@pytest.mark.parametrize("heads,n", SHAPES[:3])
def test_lpt_beats_the_strided_pairs_on_the_benchmark_shapes(heads, n):
    """The pairs cost the same each, so the last of 15.5 (or 7.8) rounds runs half (three
    quarters) full: 3.1% above the mean load; longest-first dealing stays within 0.4%."""
    num_m, grid = n // 128, 132
    cost = _cost(num_m)
    lists = lpt_lists(heads, num_m, grid, cost)
    loads = [sum(cost(t % num_m) for t in tiles) for tiles in lists]
    mean = sum(loads) / grid
    pairs = [cost(num_m - 1 - i) + cost(i) for _ in range(heads) for i in range(num_m // 2)]
    strided = [sum(pairs[p::grid]) for p in range(grid)]
    assert max(strided) / mean > 1.03
    assert max(loads) / mean < 1.004


def test_a_program_runs_its_heaviest_tiles_first_and_heads_go_a_few_at_a_time():
    order = lpt_order(heads=20, num_m=4)
    assert order[:8] == [(h, 3) for h in range(8)] and order[8:16] == [(h, 2) for h in range(8)]
    assert order[32:36] == [(h, 3) for h in range(8, 12)][:4]
    assert order[-4:] == [(h, 0) for h in range(16, 20)]
    lists = lpt_lists(20, 4, 7, _cost(4))
    for tiles in lists:
        within = [[t % 4 for t in tiles if t // 4 // 8 == g] for g in range(3)]
        assert all(ms == sorted(ms, reverse=True) for ms in within)


def test_the_pair_table_is_the_default_schedule_and_its_tail_split_balances_it():
    """SCHED=2 writes the kernels' own strided pairs as a table (heavy tile first); SCHED=3 deals
    the last round and a half of pairs out as single tiles, longest first."""
    num_m, grid, heads = 32, 132, 128
    lists = pair_lists(heads, num_m, grid)
    pairs = num_m // 2
    assert lists[5][:2] == [31 - 5, 5]   # head 0's pair 5: query blocks 26, then 5
    for p in (0, 5, 131):
        items = range(p, heads * pairs, grid)
        want = [h * num_m + m for item in items for h, i in [divmod(item, pairs)] for m in (num_m - 1 - i, i)]
        assert lists[p] == want
    cost = _cost(num_m)
    tail = pair_lists(heads, num_m, grid, cost, tail_rounds=0.5)
    assert sorted(t for tiles in tail for t in tiles) == list(range(heads * num_m))
    loads = [sum(cost(t % num_m) for t in tiles) for tiles in tail]
    assert max(loads) / (sum(loads) / grid) < 1.01
    table = lpt_table(heads, num_m, 128, 128, True, num_m, grid, 3)
    assert list(table[grid + 1:]) == [t for tiles in tail for t in tiles]


def _kernel_reads(table, grid, num_m):
    """The tiles each program runs, read as fa_hopper_gluon_partitions reads the table
    (``_item_range``, ``_sched_entry`` one item ahead, clamped to the program's last, ``_item_tiles``),
    with every index checked against the table's length."""
    def at(index):
        assert 0 <= index < len(table), (index, len(table))
        return table[index]
    runs = []
    for pid in range(grid):
        first, end = at(pid), at(pid + 1)
        entry = at(grid + 1 + min(first, end - 1))
        for item in range(first, end):
            runs.append((pid, entry // num_m, entry % num_m))
            entry = at(grid + 1 + min(item + 1, end - 1))
    return runs


@pytest.mark.parametrize("mode", [1, 2, 3])
@pytest.mark.parametrize("heads,num_m,grid,causal", [(1, 8, 132, True), (1, 1, 1, True), (3, 8, 5, True),
                                                     (1, 7, 132, True), (2, 3, 4, False), (128, 32, 132, True),
                                                     (16, 128, 132, True)])
def test_the_kernels_reads_of_the_table_stay_in_it_and_run_every_tile_once(mode, heads, num_m, grid, causal):
    """Programs with no tiles (more programs than tiles, or pairs on a small shape) read only
    entries inside the table, and every (head, query block) runs exactly once."""
    table = lpt_table(heads, num_m, 128, 128, causal, num_m, grid, mode)
    runs = _kernel_reads(table, grid, num_m)
    assert sorted((h, m) for _, h, m in runs) == [(h, m) for h in range(heads) for m in range(num_m)]
