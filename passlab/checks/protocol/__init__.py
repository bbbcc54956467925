"""The WS barrier protocol model: does every write of an SMEM slot happen before its reads, and
every read before the next write, in every schedule the barriers allow?

In: the parsed WS stages of a ``CheckInput`` (WSLowerToken, SWP, MemoryPlanner, or one snapshot).
Out: ``Finding``s PROTO000 (coverage), PROTO001 (race, SMEM or TMEM), PROTO002 (deadlock), PROTO003
(tx bytes), PROTO004 (tcgen05 work never known complete), PROTO005 (arrive underflow), PROTO006 (read
of memory no write reached), PROTO007 (a TMA load whose data no op reads).
``interpret`` flattens each partition into events, ``model`` replays them under mbarrier rules,
``race`` keeps vector clocks, ``explore`` picks trip counts and schedules, ``report`` writes the
counterexamples. See docs/protocol.md.
"""

from __future__ import annotations

from typing import Iterator

from passlab.checks.context import CheckInput, finding
from passlab.checks.findings import Finding
from passlab.checks.protocol.explore import explore
from passlab.checks.protocol.interpret import ASYNC_OPS, NOT_MODELLED
from passlab.checks.protocol.report import stage_findings

# Stages whose WS partitions are explicit regions with barriers (before: tokens).
PROTOCOL_STAGES = ("WSLowerToken", "SWP", "MemoryPlanner", "")
TOKEN_DIALECT = "nvws."


def sync_mma(inp: CheckInput) -> bool:
    """Whether a ``tc_gen5_mma`` without ``is_async`` is synchronous in this kernel: in a trace of a
    Triton kernel, yes (``triton-nvidia-mma-lowering`` makes it so after SWP); in a Gluon kernel, or
    a lone snapshot whose pipeline is unknown, it is taken as asynchronous (what the hardware does
    with it when no pass waits for it)."""
    kernel = (inp.manifest or {}).get("kernel") or {}
    return inp.manifest is not None and kernel.get("language", "triton") != "gluon"


def kernel_memory(manifest: dict | None) -> dict[str, tuple[int, ...]]:
    """The pointer arguments' contents the kernel spec gave the model (the manifest's
    ``kernel.check_memory``, validated when the trace was read): a host-built tile schedule the
    partitions load their loop bounds from. Without it the model stops at such a load (PROTO000)."""
    kernel = (manifest or {}).get("kernel") or {}
    return {str(name): tuple(values) for name, values in (kernel.get("check_memory") or {}).items()}


def given_memory(inp: CheckInput) -> dict[str, tuple[int, ...]]:
    """The contents both models read: the kernel spec's (manifest), replaced per argument by
    ``check --memory``'s."""
    return {**kernel_memory(inp.manifest), **inp.memory}


def check_protocol(inp: CheckInput) -> Iterator[Finding]:
    chosen = None
    memory = given_memory(inp)
    for stage in PROTOCOL_STAGES:
        ir = inp.stages.get(stage)
        if ir is None:
            continue
        names = {op.name for op in ir.index.ops}
        if not ir.index.ws_ops and not names & set(ASYNC_OPS):
            continue
        if any(name.startswith(TOKEN_DIALECT) for name in names):
            continue      # WSCodePartition-like: the empty side of each channel is still an nvws token
        top = [op for op in ir.index.ws_ops if not any(a.name == op.name for a in op.ancestors())]
        if len(top) > 1:
            yield finding("PROTO000", ir, top[1], f"protocol model not run: {len(top)} ttg.warp_specialize ops in "
                          f"one kernel are not modelled (only one per kernel is)", covered=False, schedules=0)
            continue
        unmodelled = sorted(names & set(NOT_MODELLED))
        if unmodelled:
            anchor = ir.index.ws_ops[0] if ir.index.ws_ops else next(op for op in ir.index.ops if op.name in ASYNC_OPS)
            yield finding("PROTO000", ir, anchor,
                          f"protocol model not run: {', '.join(unmodelled)} (arrives on a barrier when the "
                          f"thread's cp.async copies land) is not modelled", covered=False, schedules=0)
            continue
        # The stages are one kernel: the trip counts found on the first (structured loops, where
        # loop runs are measured) serve the later ones, whose loops are cf branches.
        exploration = explore(ir.module, ir.index, args=chosen, sync_mma=sync_mma(inp), memory=memory)
        if exploration.ws is None:
            continue
        chosen = chosen or exploration.args
        yield from stage_findings(ir, exploration)


__all__ = ["check_protocol", "given_memory", "kernel_memory"]
