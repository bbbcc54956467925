"""Persistent-grid tile schedules built on the host: which tiles each program runs, in order.

Causal attention's tiles differ in work (query block m sees m + 1 KV blocks of BLOCK_M / BLOCK_N
each). The kernels' default pairs heavy tile num_m-1-i with light tile i, so every item costs the
same, and programs take every grid-th item: at 4x32x4096 that is 2048 items on 132 SMs, 15.5
rounds, the last round half empty (3% of the run idle on a uniform cost model). ``lpt_schedule``
deals single tiles out longest first to the least-loaded program instead (greedy list scheduling,
what a dynamic tile counter would do if every tile took its modelled time), heads taken a few at a
time so that the programs running at once share K and V in L2.

The result is one int32 tensor: ``grid + 1`` offsets, then the tiles (head * num_m + query
block); program p runs tiles ``[off[p], off[p+1])`` in order (fa_hopper_gluon_partitions._item_range).
Schedules (the kernels' ``SCHED``): 1 ``lpt_lists``; 2 ``pair_lists``, the default's strided pairs
written as a table (a control: what reading the schedule from memory costs); 3
``pair_tail_lists``, the strided pairs up to the last round and a half, their tiles dealt out
longest first.
"""

from __future__ import annotations

import functools
import heapq

TILE_COST = 2.0      # a tile's fixed cost (Q load, block 0 alone, last PV, epilogue) in KV blocks
HEADS_AT_ONCE = 8    # heads whose tiles are dealt together: K/V locality in L2


def kv_blocks(start_m: int, block_m: int, block_n: int, causal: bool, num_n: int) -> int:
    """KV blocks a query block's tile runs: up to the diagonal (causal, two groups), else all."""
    return ((start_m + 1) * block_m) // block_n if causal else num_n


def lpt_order(heads: int, num_m: int, heads_at_once: int = HEADS_AT_ONCE) -> list[tuple[int, int]]:
    """(head, query block) in dealing order: heads in groups, within a group the heaviest query
    blocks (the last ones) first, the group's heads side by side."""
    order = []
    for h0 in range(0, heads, heads_at_once):
        group = range(h0, min(h0 + heads_at_once, heads))
        for m in reversed(range(num_m)):
            order.extend((h, m) for h in group)
    return order


def lpt_lists(heads: int, num_m: int, grid: int, cost) -> list[list[int]]:
    """Each program's tiles: every tile of ``lpt_order`` goes to the program with the least
    modelled work so far (ties to the lowest program id), ``cost(m)`` per tile."""
    lists = [[] for _ in range(grid)]
    loads = [(0.0, p) for p in range(grid)]
    heapq.heapify(loads)
    for h, m in lpt_order(heads, num_m):
        load, p = heapq.heappop(loads)
        lists[p].append(h * num_m + m)
        heapq.heappush(loads, (load + cost(m), p))
    return lists


def _pair_tiles(i: int, num_m: int) -> list[int]:
    """The query blocks of causal pair i: heavy num_m-1-i, then light i (one when they coincide)."""
    return [num_m - 1 - i] if 2 * i + 1 == num_m else [num_m - 1 - i, i]


def pair_lists(heads: int, num_m: int, grid: int, cost=None, tail_rounds: float = 0.0) -> list[list[int]]:
    """The default's schedule: pair i of head h is item h * pairs + i, program p takes items p,
    p + grid, ... With ``tail_rounds`` the last items (that many rounds' worth, rounded up to whole
    items past the last full round) are split into their tiles, dealt longest first to the
    least-loaded program under ``cost``."""
    pairs = (num_m + 1) // 2
    items = heads * pairs
    split = items if not tail_rounds else max(0, items - int(tail_rounds * grid) - items % grid)
    lists = [[] for _ in range(grid)]
    for item in range(split):
        h, i = divmod(item, pairs)
        lists[item % grid].extend(h * num_m + m for m in _pair_tiles(i, num_m))
    if split < items:
        loads = [(sum(cost(t % num_m) for t in tiles), p) for p, tiles in enumerate(lists)]
        heapq.heapify(loads)
        tail = [(h, m) for item in range(split, items) for h, i in [divmod(item, pairs)] for m in _pair_tiles(i, num_m)]
        for h, m in sorted(tail, key=lambda t: -cost(t[1])):
            load, p = heapq.heappop(loads)
            lists[p].append(h * num_m + m)
            heapq.heappush(loads, (load + cost(m), p))
    return lists


@functools.lru_cache(maxsize=64)
def lpt_table(heads: int, num_m: int, block_m: int, block_n: int, causal: bool, num_n: int,
              grid: int, mode: int = 1) -> tuple[int, ...]:
    """The flat schedule: ``grid + 1`` offsets, then every program's tiles."""
    def cost(m):
        return kv_blocks(m, block_m, block_n, causal, num_n) + TILE_COST
    if mode == 2:
        lists = pair_lists(heads, num_m, grid)
    elif mode == 3:
        lists = pair_lists(heads, num_m, grid, cost, tail_rounds=0.5)
    else:
        lists = lpt_lists(heads, num_m, grid, cost)
    offsets = [0]
    for tiles in lists:
        offsets.append(offsets[-1] + len(tiles))
    return tuple(offsets + [t for tiles in lists for t in tiles])


_DEVICE_TABLES: dict = {}


def lpt_schedule(heads: int, num_m: int, block_m: int, block_n: int, causal: bool, num_n: int, grid: int,
                 device, mode: int = 1):
    """``lpt_table`` as an int32 tensor on ``device``, made once per problem and kept: a launch
    inside a CUDA graph capture reuses the tensor an earlier launch made (the copy to the device
    cannot be captured, so the first launch of a problem must come before the capture)."""
    import torch
    key = (heads, num_m, block_m, block_n, causal, num_n, grid, str(device), mode)
    table = _DEVICE_TABLES.get(key)
    if table is None:
        if torch.cuda.is_current_stream_capturing():
            raise RuntimeError("a SCHED config's first launch of this problem is inside a CUDA graph capture: "
                               "launch it once before capturing (its tile table is copied to the GPU then)")
        table = torch.tensor(lpt_table(heads, num_m, block_m, block_n, causal, num_n, grid, mode),
                             dtype=torch.int32, device=device)
        _DEVICE_TABLES[key] = table
    return table


def no_schedule(tensor):
    """What a launch without a schedule passes as ``sched``, which the kernel never reads: ``tensor``'s
    own memory viewed as int32 (no allocation, no copy: safe inside a CUDA graph capture)."""
    import torch
    return tensor.view(torch.int32)
