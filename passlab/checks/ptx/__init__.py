"""The protocol check over a trace's final PTX (what ptxas gets), warp by warp.

In: a ``CheckInput`` whose trace has ``artifacts/kernel.ptx`` (and its MemoryPlanner snapshot, for
``allocation.offset``, the TTGIR ops of each ``.loc`` and the launch arguments). Out: ``Finding``s
PTX000 (coverage) .. PTX006. ``machine`` runs the PTX once per warp into events (``memory_ops``
for barriers and shared memory, ``alu`` for integers), ``schedule`` replays them under the mbarrier,
named-barrier and proxy-fence rules with the TTGIR model's scheduler, ``report`` writes findings.
See docs/ptx.md.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Iterator

from passlab.checks.context import CheckInput
from passlab.checks.findings import Finding, Severity
from passlab.checks.protocol.events import Kind
from passlab.checks.protocol.interpret import GRID_ARG_RE, KernelArgs
from passlab.checks.ptx.events import LocMap, SmemMap
from passlab.checks.protocol import given_memory
from passlab.checks.protocol.report import memory_hint
from passlab.checks.ptx.machine import POINTER_STRIDE, GivenMemory, Machine
from passlab.checks.ptx.report import PtxReporter
from passlab.checks.ptx.schedule import WarpSimulation, fill_unsized_loads, roles, schedules
from passlab.checks.registry import rule
from passlab.errors import TraceError
from passlab.ir.ptx import PtxError, PtxModule, parse_ptx_file
from passlab.ir.types import int_pointee_bits

PTX_FILE = "artifacts/kernel.ptx"
# instructions that make a kernel worth running through the machine
PROTOCOL_PREFIXES = ("mbarrier.", "cp.async", "wgmma.", "cp.reduce.async")
TCGEN05 = "tcgen05."
DEFAULT_ARG = 512
GROW = (4, 2)              # factors tried on an argument once the launch fits the event budget
REACH_KINDS = (Kind.WAIT, Kind.ARRIVE, Kind.EXPECT, Kind.TMA_LOAD, Kind.TMA_STORE, Kind.DOT, Kind.COPY)


class PtxCheckError(TraceError):
    """The PTX check was asked for and cannot run (no PTX, unreadable PTX, a PTX that is not the
    trace's own)."""


def ptx_path(inp: CheckInput) -> Path | None:
    """The trace's ``artifacts/kernel.ptx`` when there is anything at that name (a compile that did
    not reach PTX leaves nothing); ``read_ptx`` refuses what is there but is no PTX to read."""
    if inp.trace_path is None:
        return None
    path = inp.trace_path / PTX_FILE
    return path if os.path.lexists(path) else None


def read_ptx(path: Path, trace: Path) -> PtxModule:
    """The trace's PTX, parsed. A trace is untrusted input: like every file its manifest names
    (``validate_manifest``), the PTX must lie inside the trace directory once links are followed (a
    link to another trace's PTX or to any file on the machine is not read as this trace's), and it
    must be a regular file (``parse_ptx_file``: a folder, FIFO or device is named, never read)."""
    root, resolved = trace.resolve(), path.resolve()
    if resolved != root and root not in resolved.parents:
        raise PtxError(f"{path} leads outside {trace} (a link to {resolved}); a trace's files must lie inside it")
    return parse_ptx_file(path)


def check_ptx(inp: CheckInput, required: bool = False) -> Iterator[Finding]:
    path = ptx_path(inp)
    if path is None:
        lost = inp.trace_path is not None and _written(inp.manifest)
        why = "a lone .mlir snapshot has no PTX" if inp.trace_path is None else \
            f"{inp.trace_path / PTX_FILE} does not exist " + \
            ("though the compile wrote it (the manifest lists it): removed since" if lost else
             "(the compile did not reach PTX)")
        if required:
            raise PtxCheckError(f"PTX check: {why}")
        if lost:   # not silence: a trace that had PTX and lost it is not one whose compile stopped short
            yield _not_run(str(inp.trace_path / PTX_FILE), why)
        return
    try:
        module = read_ptx(path, inp.trace_path)
        module.kernel
    except PtxError as e:
        if required:
            raise PtxCheckError(f"PTX check: {e}") from None
        yield _not_run(str(path), str(e))
        return
    foreign = foreign_ptx(module, inp.manifest)
    if foreign:
        if required:
            raise PtxCheckError(f"PTX check: {foreign}")
        yield _not_run(str(path), foreign, line=module.kernel.line)
        return
    opcodes = {ins.opcode for f in module.functions for ins in f.body}
    if any(op.startswith(TCGEN05) for op in opcodes):
        yield _not_run(str(path), "tcgen05 (Blackwell MMA, TMEM) is not modelled at PTX level; the TTGIR protocol "
                       "model (PROTO rules) covers it", line=module.kernel.line)
        return
    if not any(op.startswith(PROTOCOL_PREFIXES) for op in opcodes):
        return
    need = (inp.manifest or {}).get("metadata", {}).get("shared")
    if isinstance(need, int) and need > inp.smem_limit:
        # addresses past the limit wrap in wgmma descriptors (14 bits of address >> 4): what the machine
        # would compute is no launch the GPU makes (the kernel cannot be loaded: SMEM001)
        yield _not_run(str(path), f"the kernel needs {need} bytes of shared memory, more than {inp.target}'s "
                       f"{inp.smem_limit} (SMEM001); it cannot be launched", line=module.kernel.line)
        return
    yield from run_ptx_check(inp, module, str(path))


def _note(path: str, message: str, line: int = 0, **details) -> Finding:
    """A PTX000 note at the kernel's ``.entry`` line (0 when the PTX could not be read)."""
    return Finding(rule="PTX000", severity=Severity.NOTE, message=message, op=".entry" if line else "", stage="PTX",
                   snapshot=path, line=line, hint=rule("PTX000").hint, details=tuple(sorted(details.items())))


NOT_RUN = "PTX check not run: "


def _written(manifest) -> bool:
    """Whether the trace's manifest lists ``kernel.ptx`` among the artifacts its compile wrote."""
    artifacts = manifest.get("artifacts") if isinstance(manifest, dict) else None
    return isinstance(artifacts, list) and Path(PTX_FILE).name in artifacts


def _not_run(path: str, why: str, line: int = 0) -> Finding:
    """The PTX000 note of a check that did not run (``ran`` False: the runner reports it skipped)."""
    return _note(path, NOT_RUN + why, line=line, covered=False, ran=False)


def expected_entry(manifest: dict | None) -> tuple[str, str] | None:
    """The ``.entry`` name this trace's PTX must have, and where the manifest says so: Triton's
    ``metadata.name`` (3.6's CUDA backend reads it off the PTX it writes, ``make_ptx``), else the
    kernel's function name. None for a lone snapshot or a manifest that names neither."""
    manifest = manifest if isinstance(manifest, dict) else {}
    metadata, kernel = manifest.get("metadata"), manifest.get("kernel")
    name = metadata.get("name") if isinstance(metadata, dict) else None
    if isinstance(name, str) and name:
        return name, "metadata.name"
    function = kernel.get("function") if isinstance(kernel, dict) else None
    if isinstance(function, str) and function:
        return function, "kernel.function"
    return None


def foreign_ptx(module: PtxModule, manifest: dict | None) -> str | None:
    """Why the PTX is not this trace's (its ``.entry`` is another kernel's), or None. Triton writes
    one ``.entry`` per compile, named after the kernel."""
    expected = expected_entry(manifest)
    entries = [f.name for f in module.functions if f.entry]
    if expected is None or entries == [expected[0]]:
        return None
    name, field = expected
    return (f"{module.path} is not this trace's PTX: its .entry is {', '.join(entries)}, the trace's kernel is "
            f"{name} (manifest.json {field})")


def _ttgir(inp: CheckInput):
    return inp.stages.get("MemoryPlanner") or inp.latest()


def launch_params(module: PtxModule, ttgir, args: KernelArgs | None,
                  memory: dict[str, tuple[int, ...]] | None = None) -> tuple[dict, dict, dict, dict]:
    """PTX param -> value: integer params take the TTGIR model's chosen argument of the same
    position (PTX params follow the TTGIR function's arguments, then Triton's scratch pointers),
    pointers and by-value descriptors a fake address, floats nothing. Also: integer param -> the
    TTGIR argument name it stands for, fake address -> ``GivenMemory`` for each pointer to
    integers whose contents ``memory`` gives (by the TTGIR argument's name), and fake address ->
    name for every pointer to integers."""
    arguments = ttgir.module.kernel_arguments() if ttgir is not None else []
    names = [a.name for a in arguments]
    values, named, given = {}, {}, {}
    int_pointers = {}
    for i, p in enumerate(module.kernel.params):
        if p.pointer or p.size:
            values[p.name] = (i + 1) * POINTER_STRIDE
            bare = names[i].lstrip("%") if i < len(names) else None
            bits = int_pointee_bits(arguments[i].type) if bare else None
            if bits and p.type in ("u64", "b64", "s64"):
                int_pointers[values[p.name]] = bare
                if memory and bare in memory:
                    given[values[p.name]] = GivenMemory(bare, bits, tuple(memory[bare]))
        elif p.type.startswith("f"):
            values[p.name] = None
        else:
            name = names[i] if i < len(names) else None
            if name is None:
                values[p.name] = (i + 1) * POINTER_STRIDE if p.type in ("u64", "b64", "s64") else DEFAULT_ARG
                continue
            bare = name.lstrip("%")
            values[p.name] = args.value(name) if args is not None else (1 if GRID_ARG_RE.search(bare) else DEFAULT_ARG)
            named[p.name] = bare
    return values, named, given, int_pointers


def _reached(programs) -> frozenset:
    return frozenset(e.op.line for p in programs for e in p.events if e.kind in REACH_KINDS)


def fit_budget(module: PtxModule, params: dict, named: dict, smem: SmemMap, locs: LocMap, given: dict | None = None,
               int_pointers: dict | None = None):
    """Run the machine; when the CTA's event budget stops it (a persistent kernel looping over every
    tile: one program runs the whole grid), set integer arguments to 1 one at a time, keeping each
    change that reaches every instruction the first run reached with fewer events, until a run
    finishes. Returns the machine, its programs and the parameters used."""
    machine = Machine(module, params, smem, locs, given=given or {}, int_pointers=int_pointers or {})
    programs = machine.run()
    if not machine.budget_reached:
        return machine, programs, params
    best = (machine, programs, params)
    for name in named:
        if best[2][name] == 1:
            continue
        trial = {**best[2], name: 1}
        m = Machine(module, trial, smem, locs, given=given or {}, int_pointers=int_pointers or {})
        p = m.run()
        if _reached(p) >= _reached(best[1]) and (not m.budget_reached or
                                                 sum(len(x.events) for x in p) <= sum(len(x.events) for x in best[1])):
            best = (m, p, trial)
            if not m.budget_reached:
                break
    if best[0].budget_reached:
        return best
    # what fits may wait on each barrier once (one tile, one KV block): grow an argument while that
    # waits on every barrier more often and still fits
    for name in named:
        for factor in GROW:
            if best[2][name] <= 1:
                break
            trial = {**best[2], name: best[2][name] * factor}
            m = Machine(module, trial, smem, locs, given=given or {}, int_pointers=int_pointers or {})
            p = m.run()
            if not m.budget_reached and _reached(p) >= _reached(best[1]) and _fewest_waits(p) > _fewest_waits(best[1]):
                best = (m, p, trial)
                break
    return best


def _fewest_waits(programs) -> int:
    counts: dict[tuple, int] = {}
    for i, p in enumerate(programs):
        for e in p.events:
            if e.kind is Kind.WAIT:
                counts[(i, e.bar.key)] = counts.get((i, e.bar.key), 0) + 1
    return min(counts.values(), default=0)


def _ttgir_run(ttgir, memory: dict | None = None):
    """The TTGIR protocol model's trip-count search on the same kernel (every ring slot reused): its
    arguments (None when it could not run) and the pointer arguments a stop of it depends on."""
    if ttgir is None:
        return None, []
    from passlab.checks.protocol.explore import choose_args
    try:
        exploration = choose_args(ttgir.module, ttgir.index, memory=memory)
    except Exception:      # the TTGIR model's own limits: fall back to the default values
        return None, []
    return (exploration.args if exploration.ws is not None else None), exploration.stop_loads


def run_ptx_check(inp: CheckInput, module: PtxModule, path: str) -> Iterator[Finding]:
    ttgir = _ttgir(inp)
    memory = given_memory(inp)
    args, stop_loads = _ttgir_run(ttgir, memory)
    params, named, given, int_pointers = launch_params(module, ttgir, args, memory)
    smem = SmemMap.from_module(ttgir.module if ttgir is not None else None, ttgir.index if ttgir is not None else None)
    locs = LocMap(ttgir.module if ttgir is not None else None, module.files, ttgir.index if ttgir is not None else None)
    machine, programs, params = fit_budget(module, params, named, smem, locs, given, int_pointers)
    shown = [f"{bare}={params[p]}" for p, bare in named.items()]
    shown += [f"{g.name}[{len(g.values)}]" for g in given.values() if g.name in machine.given_read]
    unmatched = sorted(set(memory) - {g.name for g in given.values()})
    unsized_mismatches: list = []
    sized = fill_unsized_loads(programs, unsized_mismatches)
    sims = []
    for schedule in schedules(programs):
        sim = WarpSimulation(programs, schedule)
        sim.outcome = sim.run()
        sims.append(sim)
    outcomes = [s.outcome for s in sims]
    names = [p.name for p in programs]
    reporter = PtxReporter(path, locs, ttgir.display if ttgir is not None else "")
    truncated = [p for p in programs if p.truncated]
    unsure = unproven(machine, programs)
    found = []
    found += reporter.mismatches(machine.mismatches)
    found += reporter.races(outcomes, names)
    found += reporter.fences(sims)
    found += reporter.tx_drift(outcomes)
    found += reporter.underflows(outcomes)
    found += reporter.proxy_overwrites(sims)
    found += reporter.unsized(unsized_mismatches)
    if not truncated:
        found += reporter.deadlocks(outcomes, names)
    for f in found:
        if unsure and f.severity is Severity.ERROR:
            f = replace(f, severity=Severity.WARNING, message=f"{f.message} (not proven: {unsure}; see PTX000)",
                        details=tuple(sorted(dict(f.details, not_proven=unsure).items())))
        yield f
    # the hint: a load this run read without contents that the TTGIR model's stop depends on too
    stopped = any(p.truncated and not p.budget for p in programs)
    needs = [n for n in machine.unread if n in stop_loads] if stopped else []
    yield _coverage(path, programs, machine, shown, sized, len(outcomes), unmatched, needs)


def unproven(machine: Machine, programs) -> str | None:
    """Why no error of this run is proven, or None: an instruction that touches barriers ran without
    being modelled (``memory_ops.touches_barriers``: it may hide an arrival, a wait or an async
    access), a warp stopped before its end, or an instruction ran on an assumption (a predicate not
    computed, an address left out). Any of them can make a deadlock, race or underflow appear that
    the GPU would not show, in any warp, so the whole run's errors become warnings."""
    why = []
    if machine.unknown_lines:
        ops = sorted(machine.unknown)
        n = len(machine.unknown_lines)
        why.append(f"{n} instruction{'s that touch' if n > 1 else ' that touches'} barriers {'were' if n > 1 else 'was'} not "
                   f"modelled (" + ", ".join(ops[:3]) + (f" and {len(ops) - 3} more" if len(ops) > 3 else "") + ")")
    stopped = [p for p in programs if p.truncated]
    if stopped:
        why.append(f"{len(stopped)} of {len(programs)} warps stopped before their end ({stopped[0].name}: "
                   f"{stopped[0].truncated})")
    if machine.approximated:
        n = len(machine.approximated)
        why.append(f"{n} instruction{'s' if n > 1 else ''} ran on an assumption ({machine.notes[0]}"
                   + (f" and {n - 1} more" if n > 1 else "") + ")")
    return "; ".join(why) or None


def _coverage(path: str, programs, machine: Machine, shown: list[str], sized: int, schedules_run: int,
              unmatched: list[str] = (), needs: list[str] = ()) -> Finding:
    groups = roles(programs)
    events = sum(len(p.events) for p in programs)
    waits: dict[str, int] = {}
    parities: dict[str, set] = {}
    for p in programs:
        counts: dict[str, int] = {}
        for e in p.events:
            if e.kind is Kind.WAIT:
                counts[e.bar.describe()] = counts.get(e.bar.describe(), 0) + 1
                parities.setdefault(e.bar.describe(), set()).add(e.value)
        for k, n in counts.items():
            waits[k] = min(waits.get(k, n), n)
    parts = [f"{len(programs)} warps in {len(groups)} roles ("
             + "; ".join(_span(g) for g in groups) + f"), {events} events, {schedules_run} schedules"]
    if shown:
        parts.append("arguments " + ", ".join(shown))
    if waits:
        both = sum(len(v) == 2 for v in parities.values())
        parts.append(f"barriers waited on {min(waits.values())}-{max(waits.values())} times each ({len(waits)} barriers, "
                     f"{both} at both parities)")
    if unmatched:
        parts.append(f"memory given for no pointer-to-integer argument: {', '.join(unmatched)}")
    if needs:
        parts.append(memory_hint(needs))
    if sized:
        parts.append(f"{sized} TMA load(s) through host descriptors (no box in the PTX) sized from their expect_tx")
    cut = [p for p in programs if p.budget == "events"]
    if len(cut) == len(programs):
        parts.append(f"every warp stopped: {cut[0].truncated} (deadlocks not judged)")
    elif cut:
        # the event budget stops every warp still running at once; warps that had stopped (or
        # ended) before keep their own reason
        running = "the one warp" if len(cut) == 1 else f"the {len(cut)} warps"
        parts.append(f"{cut[0].truncated}: it stopped {running} still running (deadlocks not judged)")
    reasons: dict[str, list[int]] = {}
    for k, p in enumerate(programs):
        if p.truncated and p.budget != "events":
            reasons.setdefault(p.truncated, []).append(k)
    parts += [f"{_span(warps)} stopped: {why}" if len(warps) > 1 else f"{programs[warps[0]].name} stopped: {why}"
              for why, warps in reasons.items()]
    if machine.unknown:
        parts.append("not modelled: " + ", ".join(f"{op} x{n}" for op, n in sorted(machine.unknown.items())))
    if machine.notes:
        parts.append(machine.notes[0] + (f" (and {len(machine.notes) - 1} more)" if len(machine.notes) > 1 else ""))
    if machine.either_way:
        n = len(machine.either_way)
        parts.append(f"{n} branch{'es' if n > 1 else ''} on a predicate not computed taken either way (each skips only "
                     f"float arithmetic; PTX line {min(machine.either_way)}{' ...' if n > 1 else ''})")
    stopped = sum(bool(p.truncated) for p in programs)
    covered = not stopped and not machine.unknown
    return _note(path, "PTX model: " + "; ".join(parts), line=machine.func.line, ran=True, covered=covered,
                 warps=len(programs), events=events, schedules=schedules_run, instructions=len(machine.func.body),
                 not_modelled=len(machine.unknown_lines), not_modelled_ops=tuple(sorted(machine.unknown)),
                 warps_stopped=stopped, approximated=len(machine.approximated),
                 **({"memory_read": tuple(sorted(machine.given_read))} if machine.given_read else {}),
                 **({"memory_unmatched": tuple(unmatched)} if unmatched else {}),
                 **({"needs_memory": tuple(needs)} if needs else {}))


def left_out(found: list[Finding]) -> dict | None:
    """How much of the PTX a run of the check did not model, from its PTX000 note: instructions the
    machine does not know, warps it stopped before their end, instructions run on an assumption (a
    predicate it does not compute). None when it modelled all of it, or did not run."""
    note = next((f for f in found if f.rule == "PTX000" and dict(f.details).get("ran")), None)
    if note is None:
        return None
    d = dict(note.details)
    parts = []
    if d["not_modelled"]:
        ops = d["not_modelled_ops"]
        parts.append(f"{d['not_modelled']} of {d['instructions']} instructions not modelled ("
                     + ", ".join(ops[:3]) + (f" and {len(ops) - 3} more" if len(ops) > 3 else "") + ")")
    if d["warps_stopped"]:
        parts.append(f"{d['warps_stopped']} of {d['warps']} warps stopped before their end")
    if d["approximated"]:
        parts.append(f"{d['approximated']} instruction(s) run on an assumption")
    if not parts:
        return None
    keys = ("instructions", "not_modelled", "not_modelled_ops", "warps", "warps_stopped", "approximated")
    return {"summary": ", ".join(parts) + "; see PTX000", **{k: d[k] for k in keys}}


def _span(group: list[int]) -> str:
    if len(group) > 1 and group == list(range(group[0], group[-1] + 1)):
        return f"warps {group[0]}-{group[-1]}"
    return "warps " + ",".join(map(str, group))


__all__ = ["check_ptx", "ptx_path", "read_ptx", "foreign_ptx", "left_out", "unproven", "PtxCheckError", "NOT_RUN"]
