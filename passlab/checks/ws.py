"""WS rules: warp specialization requested versus applied (and why not), pass failures, registers.

Requested: a loop carries ``tt.warp_specialize`` in the IR that enters the WS pass. Applied: the
most lowered IR holds a ``ttg.warp_specialize``. nvgpu-warp-specialization (3.6, sm_90) returns
without a diagnostic when it declines; the reason is read from its input by
``passlab.capture.stages.ws_decline_reason``, the same function ``passlab trace`` uses.
"""

from __future__ import annotations

from typing import Iterator

from passlab.checks.context import REGISTERS_PER_SM, CheckInput, StageIR, finding

MAX_REGISTERS_PER_THREAD = 256   # setmaxnreg's ceiling (the PTX of a 488-register partition says 256)
from passlab.checks.dataflow import WS_OP
from passlab.checks.findings import Finding
from passlab.graphs.partitions import analyze_partitions
from passlab.ir import Operation, parse_file
from passlab.capture.stages import ws_decline_reason

WS_PASSES = ("nvgpu-warp-specialization", "tritongpu-automatic-warp-specialization")
WS_PASS_CLASSES = ("NVGPUWarpSpecialization", "TritonGPUAutomaticWarpSpecialization")
REQUEST_ATTR = "tt.warp_specialize"


def requested_loops(ir: StageIR) -> list[Operation]:
    return [op for op in ir.index.ops if op.attributes.get(REQUEST_ATTR)]


def check_ws(inp: CheckInput) -> Iterator[Finding]:
    latest = inp.latest()
    if inp.is_file:
        if latest is not None:
            yield from _file_request(latest)
    else:
        yield from _trace_request(inp, latest)
    if latest is not None:
        yield from _registers(latest)


def _file_request(ir: StageIR) -> Iterator[Finding]:
    loops = requested_loops(ir)
    if not loops or any(op.name == WS_OP for op in ir.index.ops):
        return
    reason = ws_decline_reason(ir.text)
    if reason:
        yield finding("WS001", ir, loops[0], f"loop requests warp_specialize but this IR has no "
                      f"ttg.warp_specialize and nvgpu-warp-specialization declines it: {reason}", reason=reason)


def _trace_request(inp: CheckInput, latest: StageIR | None) -> Iterator[Finding]:
    manifest = inp.manifest
    ws_pass = next((p for p in manifest["passes"] if p["arg"] in WS_PASSES), None)
    if ws_pass is None:
        return
    path = inp.trace_path / ws_pass["snapshot"]
    before = StageIR(f"before {ws_pass['arg']}", path, str(path), parse_file(path))
    loops = requested_loops(before)
    if not loops:
        return
    loop = loops[0]
    outcome = manifest.get("outcome", {})
    if outcome.get("code") != "ok" and outcome.get("failing_pass") in WS_PASS_CLASSES:
        message = (outcome.get("message") or "").splitlines()[0] if outcome.get("message") else ""
        yield finding("WS002", before, loop, f"{ws_pass['pass']} failed ({outcome.get('code')}): {message}",
                      code=outcome.get("code"))
        return
    if latest is None or any(op.name == WS_OP for op in latest.index.ops):
        return
    if ws_pass["arg"] == "nvgpu-warp-specialization":
        params = manifest.get("kernel", {}).get("params", {})
        reason = ws_decline_reason(before.text, params.get("num_stages")) or "the pass left no ttg.warp_specialize"
    else:
        reason = f"{ws_pass['arg']} left no ttg.warp_specialize (it gives no reason)"
    yield finding("WS001", before, loop, f"loop requests warp_specialize but it was not applied: {reason}",
                  reason=reason)


def _registers(ir: StageIR) -> Iterator[Finding]:
    """Warp groups and registers from the partition model (``passlab.graphs.partitions``)."""
    ws_ops = [op for op in ir.index.ops if op.name == WS_OP]
    if not ws_ops:
        return
    model = analyze_partitions(ir.module)
    groups = [(p.name, p.num_warps, p.actual_registers) for p in model.partitions]
    if model.mode != "warp_specialize" or not groups or any(w is None or r is None for _, w, r in groups):
        return
    total = sum(warps * 32 * regs for _, warps, regs in groups)
    parts = " + ".join(f"{name} {warps}w x 32 x {regs}" for name, warps, regs in groups)
    capped = [name for name, _, regs in groups if regs > MAX_REGISTERS_PER_THREAD]
    cap_note = (f" ({', '.join(capped)}: Triton's actualRegisters; setmaxnreg stops at "
                f"{MAX_REGISTERS_PER_THREAD} per thread)" if capped else "")
    yield finding("WS000", ir, ws_ops[0], f"{len(groups)} partitions: {parts} = {total} of {REGISTERS_PER_SM} "
                  f"registers{cap_note}", registers=total, groups=";".join(f"{n}:{w}:{r}" for n, w, r in groups))
    if total > REGISTERS_PER_SM:
        yield finding("WS003", ir, ws_ops[0], f"WS partitions need {total} registers ({parts}), over the "
                      f"{REGISTERS_PER_SM} of an SM", registers=total)
