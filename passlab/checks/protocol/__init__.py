"""The WS barrier protocol model: does every write of an SMEM slot happen before its reads, and
every read before the next write, in every schedule the barriers allow?

In: the parsed WS stages of a ``CheckInput`` (WSLowerToken, SWP, MemoryPlanner, or one snapshot).
Out: ``Finding``s PROTO000 (coverage), PROTO001 (race), PROTO002 (deadlock), PROTO003 (tx bytes).
``interpret`` flattens each partition into events, ``model`` replays them under mbarrier rules,
``race`` keeps vector clocks, ``explore`` picks trip counts and schedules, ``report`` writes the
counterexamples. See docs/protocol.md.
"""

from __future__ import annotations

from typing import Iterator

from passlab.checks.context import CheckInput
from passlab.checks.findings import Finding
from passlab.checks.protocol.explore import explore
from passlab.checks.protocol.report import stage_findings

# Stages whose WS partitions are explicit regions with barriers (before: tokens).
PROTOCOL_STAGES = ("WSLowerToken", "SWP", "MemoryPlanner", "")


def check_protocol(inp: CheckInput) -> Iterator[Finding]:
    for stage in PROTOCOL_STAGES:
        ir = inp.stages.get(stage)
        if ir is None:
            continue
        exploration = explore(ir.module, ir.index)
        if exploration.ws is None:
            continue
        yield from stage_findings(ir, exploration)


__all__ = ["check_protocol"]
