"""TMEM rules (sm_100+): each allocation fits in 512 columns; live allocations do not share cells.

Tensor memory is 128 lanes x 512 columns of 32-bit cells per SM. ``ttng.tmem_alloc`` results are
``memdesc<[copies x] M x N x elt, #enc, #ttng.tensor_memory>``. What the rules prove comes from
how Triton 3.6 (upstream 6294db5a) itself sizes and places allocations:

- ``getTmemAllocSizes`` (TritonNvidiaGPU/IR/Dialect.cpp) sizes each allocation from the linear
  layout of its encoding: columns = layout columns / (32 / element bits) / (CTASplitM x CTASplitN),
  times the copies; rows = 128, or 64 when a 64-row block fits in one 16-lane group per warp.
  ``tensor_memory_encoding`` (accumulators, packed or not, 2-CTA) and
  ``tensor_memory_scales_encoding`` (block scales: 32x4x4B chunks) are computed here the same way.
- ``TensorMemoryAllocation.cpp`` places them first-fit at a 4-column alignment in two 64-row
  halves (``tensor_memory_row_offset`` = half x 16); it does not round an allocation up. Only the
  module's total (``ttg.tensor_memory_size``, what tcgen05.alloc takes) rounds to a power of two.

An error is reported only from these numbers and the offsets the allocator wrote. An allocation
whose encoding is not one of the two above gets an estimate (N 32-bit columns per 128-row block)
and a proven minimum (its bits over 128 lanes of 32-bit cells): what holds only for the estimate
is a warning that says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from passlab.checks.context import TMEM_COLUMNS, TMEM_LANES, CheckInput, StageIR, finding
from passlab.checks.dataflow import LiveRange
from passlab.checks.findings import Finding, Severity
from passlab.ir import Operation

TMEM_SPACE = "#ttng.tensor_memory"
ROW_HALVES = 2          # the allocator's row granularity: 64 of the 128 lanes
# #ttng.tensor_memory_encoding<blockM = 128, blockN = 256, colStride = 1>
ACCUMULATOR_RE = re.compile(r"#ttng\.tensor_memory_encoding<([^>]*)>")
# #ttng.tensor_memory_scales_encoding<> (or <CTASplitM = 2>)
SCALES_RE = re.compile(r"#ttng\.tensor_memory_scales_encoding<([^>]*)>")
# blockM = 128, twoCTAs = true
PARAM_RE = re.compile(r"(\w+)\s*=\s*(\w+)")
ACCUMULATOR_PARAMS = {"blockM", "blockN", "colStride", "CTASplitM", "CTASplitN", "twoCTAs"}
SCALES_PARAMS = {"CTASplitM", "CTASplitN"}


@dataclass(frozen=True)
class TmemSize:
    """What ``getTmemAllocSizes`` returns: 32-bit columns and lanes (64 or 128)."""

    columns: int
    rows: int
    exact: bool = True          # False: the encoding is not modelled and the numbers are an estimate
    minimum: int = 0            # columns it needs at the least: 128 lanes of 32-bit cells hold its bits

    @property
    def proven(self) -> int:
        return self.columns if self.exact else self.minimum


@dataclass(frozen=True)
class TmemAlloc:
    op: Operation
    shape: tuple[int, ...]
    size: TmemSize
    col_offset: int | None
    row_offset: int | None
    live: LiveRange

    @property
    def columns(self) -> int:
        return self.size.columns

    @property
    def halves(self) -> range:
        """The 64-lane halves it occupies (the allocator writes row offset = first half x 16)."""
        first = (self.row_offset or 0) // 16
        return range(first, first + max(1, self.size.rows // 64))

    def describe(self) -> str:
        estimate = "" if self.size.exact else ", estimated"
        return f"{self.op.results[0].name} {'x'.join(map(str, self.shape))} ({self.columns} columns{estimate})"


def _params(body: str, known: set[str]) -> dict[str, str] | None:
    params = dict(PARAM_RE.findall(body))
    return params if set(params) <= known else None


def _accumulator_columns(m: int, n: int, block_m: int, block_n: int, col_stride: int, split_m: int,
                         split_n: int, two_ctas: bool) -> tuple[int, bool] | None:
    """(layout columns, 64-row block) of ``tensorMemoryToLinearLayout`` (LinearLayoutConversions.cpp)."""
    if split_n > 1:
        inner = _accumulator_columns(m, n // split_n, block_m, block_n, col_stride, split_m, 1, two_ctas)
        return None if inner is None else (inner[0] * split_n, inner[1])
    if split_m > 1:
        if block_m == 64 and two_ctas:      # laid out as the transpose of 128 x blockN
            block_m, split_m = 128, split_m // 2
        inner = _accumulator_columns(m // max(1, split_m), n, block_m, block_n, col_stride, 1, 1, two_ctas)
        return None if inner is None else (inner[0] * max(1, split_m), inner[1])
    block_n = min(block_n, n)
    if block_m == 64:
        tile_m = 128 if m > 64 else 64
        tile_n = 2 * block_n if m <= 64 and n > block_n else block_n
        half = m <= 64 and n <= block_n     # the row basis at 16 is zero: 64 lanes are enough
    elif block_m == 128:
        tile_m, tile_n, half = 128, block_n, False
    else:
        return None
    if m < tile_m or n < tile_n or m % tile_m or n % tile_n:
        return None
    return col_stride * block_n * (m // tile_m) * (n // tile_n), half


def tmem_size(shape: tuple[int, ...], encoding: str | None, element_bits: int) -> TmemSize:
    """Columns and lanes of one allocation, as Triton 3.6's ``getTmemAllocSizes`` computes them."""
    if len(shape) < 2:
        return TmemSize(0, TMEM_LANES)
    copies = 1
    for d in shape[:-2]:
        copies *= d
    m, n = shape[-2], shape[-1]
    per_cell = max(1, 32 // max(1, element_bits))
    acc = ACCUMULATOR_RE.search(encoding or "")
    scales = SCALES_RE.search(encoding or "")
    params = _params(acc.group(1), ACCUMULATOR_PARAMS) if acc else (
        _params(scales.group(1), SCALES_PARAMS) if scales else None)
    if params is not None:
        split_m, split_n = int(params.get("CTASplitM", 1)), int(params.get("CTASplitN", 1))
        if acc:
            layout = _accumulator_columns(m, n, int(params.get("blockM", 128)), int(params.get("blockN", n)),
                                          int(params.get("colStride", 1)), split_m, split_n,
                                          params.get("twoCTAs", "false") == "true")
        else:   # 32 rows x 4 columns x (2 along M) per chunk, repeated over M then K
            layout = (8 * -(-(m // split_m) // 64) * -(-(n // split_n) // 4) * split_m * split_n, False)
        if layout is not None:
            columns, half = layout
            return TmemSize(columns // per_cell // (split_m * split_n) * copies, 64 if half else TMEM_LANES)
    row_blocks = max(1, -(-m // TMEM_LANES))
    least = -(-copies * m * n * element_bits // (32 * TMEM_LANES))
    guess = copies * row_blocks * n * max(1, element_bits // 32)
    return TmemSize(max(guess, least), TMEM_LANES, exact=False, minimum=least)


def tmem_allocs(ir: StageIR) -> list[TmemAlloc]:
    found = []
    for op in ir.index.allocs:
        rtype = op.result_types[0] if op.result_types else None
        if op.name != "ttng.tmem_alloc" or rtype is None or rtype.memory_space != TMEM_SPACE:
            continue
        shape = tuple(rtype.alloc_shape or rtype.shape)
        size = tmem_size(shape, rtype.encoding, 8 * (rtype.element_bytes or 4))
        col, row = op.attributes.get("tensor_memory_col_offset"), op.attributes.get("tensor_memory_row_offset")
        found.append(TmemAlloc(op, shape, size, col if isinstance(col, int) else None,
                               row if isinstance(row, int) else None, ir.index.live_range(op)))
    return found


def _unproven(a: TmemAlloc, *others: TmemAlloc) -> str:
    """Why a finding is a warning: the allocations whose size is an estimate."""
    guessed = [x.op.results[0].name for x in (a, *others) if not x.size.exact]
    return (f" (not proven: the layout of {', '.join(guessed)} is not one passlab sizes as Triton does; "
            f"its column count is an estimate)") if guessed else ""


def check_tmem(inp: CheckInput) -> Iterator[Finding]:
    ir = inp.latest()
    if ir is None:
        return
    allocs = tmem_allocs(ir)
    fitting = []
    for a in allocs:
        need = a.size.proven
        if a.columns > TMEM_COLUMNS:
            proven = need > TMEM_COLUMNS
            yield finding("TMEM001", ir, a.op, f"{a.describe()} needs {'at least ' * (not a.size.exact)}"
                          f"{need if proven else a.columns} columns; tensor memory has {TMEM_COLUMNS}"
                          + ("" if proven else _unproven(a)), severity=None if proven else Severity.WARNING,
                          columns=a.columns)
        elif a.col_offset is not None and a.col_offset + a.columns > TMEM_COLUMNS:
            proven = a.col_offset + need > TMEM_COLUMNS
            yield finding("TMEM001", ir, a.op, f"{a.describe()} at column {a.col_offset} runs past column "
                          f"{TMEM_COLUMNS}" + ("" if proven else _unproven(a)),
                          severity=None if proven else Severity.WARNING, columns=a.columns, col_offset=a.col_offset)
        else:
            fitting.append(a)
    yield from _peak(ir, fitting)
    yield from _overlaps(ir, fitting)


def _peak(ir: StageIR, fitting: list[TmemAlloc]) -> Iterator[Finding]:
    """Cells (columns x 64-lane halves) live at once over the 2 x 512 there are: no placement fits."""
    peak, live = 0, []
    for line in sorted({a.live.start for a in fitting}):
        here = [a for a in fitting if a.live.start <= line <= a.live.end]
        total = sum(a.columns * len(a.halves) for a in here)
        if total > peak:
            peak, live = total, here
    if peak > ROW_HALVES * TMEM_COLUMNS:
        last = max(live, key=lambda a: a.op.line)
        severity = None if all(a.size.exact for a in live) else Severity.WARNING
        yield finding("TMEM002", ir, last.op, f"{peak // ROW_HALVES} TMEM columns (of 128 lanes) live at once, "
                      f"over {TMEM_COLUMNS}: " + ", ".join(a.describe() for a in live) + _unproven(*live),
                      severity=severity, columns=peak // ROW_HALVES)


def _overlaps(ir: StageIR, fitting: list[TmemAlloc]) -> Iterator[Finding]:
    """Two placed allocations sharing a column and a 64-lane half while both are live."""
    placed = sorted((a for a in fitting if a.col_offset is not None), key=lambda a: (a.col_offset, a.op.line))
    widest = max((a.columns for a in placed), default=0)
    for i, first in enumerate(placed):
        for second in placed[i + 1:]:
            if second.col_offset >= first.col_offset + widest:
                break
            if second.col_offset >= first.col_offset + first.columns or not set(first.halves) & set(second.halves):
                continue
            if not (first.live.overlaps(second.live) or ir.index.concurrent(first.op, second.op)):
                continue
            exact = first.size.exact and second.size.exact
            yield finding("TMEM002", ir, second.op,
                          f"{second.describe()} at columns [{second.col_offset}, {second.col_offset + second.columns}) "
                          f"overlaps {first.describe()} at [{first.col_offset}, {first.col_offset + first.columns}) "
                          f"while both are live" + _unproven(first, second),
                          severity=None if exact else Severity.WARNING,
                          col_offset=second.col_offset, other_col_offset=first.col_offset)
