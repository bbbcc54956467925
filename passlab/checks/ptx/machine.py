"""Run a kernel's PTX once per warp and record what each warp does to barriers and shared memory.

One representative per warp, 32 lanes wide for integers (``alu.py``): ``%tid``-based predicates
(one thread of a warp group arrives, ``elect.sync`` picks lane 0) and per-lane addresses come out
right. The warps run together only at named barriers (``bar.sync``, ``barrier.sync``): the WS
dispatch writes a state byte per warp before ``barrier.sync 1`` and the waiting warps read it after,
so shared memory keeps values, and a ``brx.idx`` jump table or a compare chain on the byte sends
each warp to its partition. mbarrier waits pass at once here; the scheduler (``schedule.py``)
replays the events under the barrier rules. Floats and global memory are not computed; a branch on
a value that is not computed, or that differs between lanes, stops that warp and says so, except a
forward branch over float arithmetic only, which changes nothing the machine computes: it is
followed either way (``_either_way``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from passlab.checks.protocol.events import Event, MemRef, Program
from passlab.checks.ptx import alu
from passlab.checks.ptx.alu import LANES, Value, lane, lift, uniform
from passlab.checks.ptx.events import PtxEvent, PtxKind, SmemMap
from passlab.checks.ptx.memory_ops import StopWarp, execute_memory, touches_barriers
from passlab.ir.ptx import Instruction, PtxFunction, PtxModule

CTA_EVENTS = 24_000          # events of all warps together; every warp stops there and the coverage note says so
WARP_STEPS = 600_000         # instructions per warp
POINTER_STRIDE = 1 << 36     # fake global address of kernel parameter i: (i + 1) << 36
SHARED_STRIDE = 1 << 24      # a .shared symbol other than the first starts k << 24 bytes in

# [%r519+122880]   [global_smem+131480]   [ %rd58 + 0 ]   [%r5]
ADDRESS_RE = re.compile(r"^\[\s*([^\]]*?)\s*\]$")
# 0x80   -6148914691236517205   16384
INT_RE = re.compile(r"^-?(?:0[xX][0-9a-fA-F]+|\d+)U?$")
# %tid.x   %ntid.x   %laneid   %warpid   %ctaid.y
SPECIAL_RE = re.compile(r"^%(tid|ntid|ctaid|nctaid|laneid|warpid|nwarpid|smid|nsmid|clusterid|nclusterid|"
                        r"cluster_ctaid|cluster_nctaid|cluster_ctarank|cluster_nctarank|lanemask_\w+)(?:\.([xyz]))?$")
ALU_ROOTS = {"add", "sub", "mul", "mad", "div", "rem", "and", "or", "xor", "not", "neg", "abs", "shl", "shr", "min",
             "max", "selp", "bfe", "bfi", "lop3", "popc", "clz", "brev"}
IGNORED = {"setmaxnreg", "nanosleep", "prefetch", "prefetchu", "griddepcontrol", "pmevent", "trap", "brkpt",
           "discard", "applypriority", "createpolicy", "stackrestore", "stacksave"}
MEMORY_ROOTS = {"mbarrier", "cp", "wgmma", "fence", "membar", "tensormap", "st", "ld", "stmatrix", "ldmatrix", "atom", "red",
                "tcgen05"}
# control flow and named barriers: under a predicate not computed the warp stops (no assumption is made;
# a forward branch over float arithmetic only is followed either way, _either_way)
CONTROL_ROOTS = {"bra", "brx", "ret", "exit", "call", "bar", "barrier"}


@dataclass
class Warp:
    index: int
    regs: dict[str, Value] = field(default_factory=dict)
    pc: int = 0
    program: Program = None
    done: bool = False
    waiting: tuple[int, int] | None = None     # (named barrier id, generation) this warp waits for
    steps: int = 0
    seen: Counter = field(default_factory=Counter)
    dot_groups: list[int] = field(default_factory=list)      # wgmma: dots per committed group
    open_dots: int = 0
    bulk_groups: list[int] = field(default_factory=list)     # cp.async.bulk: stores per group
    open_bulk: int = 0


@dataclass(frozen=True)
class GivenMemory:
    """A pointer argument's contents the check was given (``check --memory``, or a kernel spec's
    ``check_memory``): ``values`` of ``width`` bits each from the argument's address. A host-built
    tile table or ``cu_seqlens`` that the kernel's loop bounds are loaded from; without it a branch
    on such a load stops the warp."""
    name: str
    width: int
    values: tuple[int, ...]

    @property
    def size(self) -> int:
        """Bytes the contents take (an i1 element takes a byte)."""
        return max(1, self.width // 8) * len(self.values)

    def load(self, offset: int, nbytes: int) -> int | None:
        """The ``nbytes`` little-endian bytes ``offset`` bytes in, or None unless wholly inside.
        Each element is first wrapped to its width, as the TTGIR model does (an i1 of 2 reads 0)."""
        each = max(1, self.width // 8)
        if offset < 0 or offset + nbytes > self.size:
            return None
        mask = (1 << min(self.width, 8 * each)) - 1
        out = 0
        for k in range(nbytes):
            at = offset + k
            element = self.values[at // each] & mask
            out |= ((element >> (8 * (at % each))) & 0xFF) << (8 * k)
        return out


class BudgetReached(Exception):
    """The CTA's events reached ``CTA_EVENTS``: the whole machine stops (a prefix of every warp)."""

    budget = "events"


@dataclass
class NamedBarrier:
    generation: int = 0
    arrived: list[tuple[int, int]] = field(default_factory=list)    # (warp, thread count it asked for)


@dataclass
class Machine:
    """Interprets one ``.entry`` for every warp of the CTA; ``run`` fills each warp's ``Program``."""

    module: PtxModule
    params: dict[str, Value]                      # param name -> value (pointers get fake addresses)
    smem: SmemMap
    allocs: object = None                         # LocMap: the allocations a PTX instruction's TTGIR op uses
    unknown: Counter = field(default_factory=Counter)     # opcodes not modelled -> times met
    unknown_lines: set[int] = field(default_factory=set)  # PTX lines of those instructions
    notes: list[str] = field(default_factory=list)        # approximations: "PTX line N: what was assumed"
    approximated: set[int] = field(default_factory=set)   # PTX lines of those
    either_way: set[int] = field(default_factory=set)     # PTX lines of branches taken either way (_either_way)
    given: dict[int, GivenMemory] = field(default_factory=dict)   # a pointer param's fake address -> its contents
    int_pointers: dict[int, str] = field(default_factory=dict)     # fake address -> name, every pointer-to-int param

    def __post_init__(self):
        self.func: PtxFunction = self.module.kernel
        threads = self.func.reqntid or 128
        self.warps = [Warp(i, program=Program(f"warp{i}")) for i in range((threads + LANES - 1) // LANES)]
        self.memory: dict[int, int] = {}            # shared-memory bytes with a known value
        self.named: dict[int, NamedBarrier] = {}
        self.tensormaps: dict[int, dict] = {}        # SMEM or global address -> box, elemtype
        self.shared_base = {}
        for k, name in enumerate(self.module.shared):
            self.shared_base[name] = k * SHARED_STRIDE
        self.mismatches: list[tuple[Instruction, int, list]] = []    # named barrier count mismatches
        self.warp_events = CTA_EVENTS // len(self.warps)
        self.budget_reached = False
        self.unsized_loads = 0
        self.given_read: set[str] = set()          # names of the given contents a load read
        self.unread: list[str] = []                # pointer-to-int params loaded from with no contents given

    # -- the CTA --------------------------------------------------------------------------------
    def run(self) -> list[Program]:
        body = self.func.body
        while True:
            progressed = False
            for warp in self.warps:
                if warp.done or warp.waiting is not None:
                    continue
                progressed = True
                try:
                    self._run_warp(warp, body)
                except BudgetReached as stop:
                    # every warp stops here: one warp stopping alone would shrink CTA-wide barriers
                    self.budget_reached = True
                    for w in self.warps:
                        if not w.done:
                            w.program.stop(stop)
                            w.done = True
                    return [w.program for w in self.warps]
                except StopWarp as stop:
                    warp.program.stop(stop)
                    warp.done = True
                    self._release_exited()
            if not progressed:
                break
            if all(w.done or w.waiting is not None for w in self.warps) and not any(
                    self._complete(b) for b in list(self.named)):
                if any(w.waiting is not None for w in self.warps):
                    break      # a named barrier never fills: the scheduler reports the deadlock
        return [w.program for w in self.warps]

    def _run_warp(self, warp: Warp, body: list[Instruction]) -> None:
        while not warp.done and warp.waiting is None:
            if warp.pc >= len(body):
                warp.done = True
                self._release_exited()
                return
            ins = body[warp.pc]
            warp.pc += 1
            warp.steps += 1
            if warp.steps > WARP_STEPS:
                raise StopWarp(f"instruction budget ({WARP_STEPS}) reached at PTX line {ins.line}", budget="steps")
            if len(warp.program.events) > self.warp_events:
                raise BudgetReached(f"event budget ({CTA_EVENTS} for the CTA) reached by {warp.program.name} "
                                    f"at PTX line {ins.line}")
            try:
                self._execute(warp, ins)
            except (IndexError, ValueError, TypeError, AttributeError, KeyError) as e:
                # an operand form the machine does not read: this warp stops here, PTX000 says where
                raise StopWarp(f"cannot read {ins.opcode} at PTX line {ins.line} ({type(e).__name__})") from None

    # -- named barriers -------------------------------------------------------------------------
    def _live_threads(self) -> int:
        return sum(LANES for w in self.warps if not w.done)

    def _arrive_named(self, warp: Warp, ins: Instruction, ident: int, count: int | None, wait: bool) -> None:
        bar = self.named.setdefault(ident, NamedBarrier())
        threads = count if count is not None else self._live_threads()
        if bar.arrived and bar.arrived[0][1] != threads and count is not None and bar.arrived[0][1] is not None:
            self.mismatches.append((ins, threads, list(bar.arrived)))
        bar.arrived.append((warp.index, threads if count is not None else None))
        generation = bar.generation
        self._event(warp, ins, PtxKind.NAMED_ARRIVE, value=ident, extra=(generation, count))
        if wait:
            self._event(warp, ins, PtxKind.NAMED_WAIT, value=ident, extra=(generation, count))
            warp.waiting = (ident, generation)
        self._complete(ident)

    def _complete(self, ident: int) -> bool:
        bar = self.named.get(ident)
        if bar is None or not bar.arrived:
            return False
        want = bar.arrived[0][1] if bar.arrived[0][1] is not None else self._live_threads()
        if len(bar.arrived) * LANES < want:
            return False
        for w in self.warps:
            if w.waiting == (ident, bar.generation):
                w.waiting = None
        bar.generation += 1
        bar.arrived = []
        return True

    def _release_exited(self) -> None:
        """A warp that exits no longer counts toward CTA-wide barriers (``barrier.sync 1`` without a count)."""
        for ident in list(self.named):
            self._complete(ident)

    # -- values ---------------------------------------------------------------------------------
    def value(self, warp: Warp, text: str) -> Value:
        text = text.strip()
        if text.startswith("%") and text in warp.regs:
            return warp.regs[text]
        if INT_RE.match(text):
            return int(text.rstrip("U"), 0)
        m = SPECIAL_RE.match(text)
        if m:
            return self._special(warp, m.group(1), m.group(2))
        if text in self.shared_base:
            return self.shared_base[text]
        if text in self.params:
            return self.params[text]
        if "+" in text and not text.startswith("%"):
            parts = [p for p in text.split("+") if p.strip()]
            vals = [self.value(warp, p) for p in parts]
            return lift(lambda *xs: sum(xs), *vals)
        return None

    def _special(self, warp: Warp, name: str, axis: str | None) -> Value:
        base = warp.index * LANES
        if name == "tid":
            return tuple(base + i for i in range(LANES)) if axis in (None, "x") else 0
        if name == "laneid":
            return tuple(range(LANES))
        if name == "warpid":
            return warp.index
        if name == "ntid":
            return (self.func.reqntid or LANES * len(self.warps)) if axis in (None, "x") else 1
        if name == "nwarpid":
            return len(self.warps)
        if name in ("nctaid", "nclusterid", "cluster_nctaid", "cluster_nctarank", "nsmid"):
            return 1
        if name.startswith("lanemask"):
            return None
        return 0

    def _set(self, warp: Warp, dst: str, value: Value, active: Value) -> None:
        dst = dst.strip()
        if dst == "_" or not dst or dst[0] in "[{" or alu_int(dst):
            return
        if active is None:
            value = None           # run under a predicate not computed: the result is not known either
        elif isinstance(active, tuple):
            old = warp.regs.get(dst)
            value = lift(lambda a, o, n: n if a else o, active, old if old is not None else 0, value) \
                if value is not None and old is not None else None
        warp.regs[dst] = value

    def address(self, warp: Warp, operand: str) -> Value:
        m = ADDRESS_RE.match(operand.strip())
        if not m:
            return None
        inner = m.group(1).replace(" ", "")
        parts = re.split(r"\+(?=-?[\w%$])", inner)
        vals = [self.value(warp, p) for p in parts if p]
        return lift(lambda *xs: sum(xs), *vals) if vals else None

    # -- one instruction ------------------------------------------------------------------------
    def _execute(self, warp: Warp, ins: Instruction) -> None:
        active: Value = 1
        if ins.guard is not None:
            g = warp.regs.get(ins.guard)
            if g is None:
                if ins.root == "bra":
                    self._either_way(warp, ins)
                    return
                active = None
            else:
                active = lift(lambda p: 0 if p else 1, g) if ins.negated else lift(lambda p: 1 if p else 0, g)
            if active == 0:
                return
        op, root, ops = ins.opcode, ins.root, ins.operands
        if active is None:
            if root in ("brx", "ret", "exit"):
                raise StopWarp(f"{op} under a predicate the machine does not compute ({ins.guard}, PTX line {ins.line})")
            if runs_on_assumption(op):
                self.approximate(ins, f"{op} under a predicate the machine does not compute ({ins.guard}): taken as run")
        if root == "bra":
            if active is None or isinstance(active, tuple):
                raise StopWarp(f"branch that differs between the lanes of a warp (PTX line {ins.line})")
            self._jump(warp, ops[0], ins)
            return
        if root == "brx":
            index = uniform(self.value(warp, ops[0]))
            table = self.func.branch_tables.get(ops[1].strip())
            if index is None or table is None or not 0 <= index < len(table):
                raise StopWarp(f"brx.idx with an index or table the machine does not know (PTX line {ins.line})")
            self._jump(warp, table[index], ins)
            return
        if root in ("ret", "exit"):
            warp.done = True
            self._release_exited()
            return
        if root == "call":
            raise StopWarp(f"call not modelled (PTX line {ins.line})")
        if root in ("bar", "barrier"):
            self._barrier(warp, ins, op, ops, active)
            return
        if root in MEMORY_ROOTS:
            self._memory(warp, ins, op, ops, active)
            return
        if touches_barriers(op):
            # another family naming an mbarrier or the async proxy (clusterlaunchcontrol ...
            # mbarrier::complete_tx): its results are not computed, its barrier effect is left out
            self.not_modelled(ins)
            self._unknown_results(warp, ops[0] if ops else "", active)
            return
        if root in IGNORED:
            return
        self._alu(warp, ins, op, ops, active)

    def _either_way(self, warp: Warp, ins: Instruction) -> None:
        """A branch on a predicate not computed that only skips float arithmetic forward (the lazy
        rescale's ``@skip bra.uni DONE`` over its ``mul.f32``): the machine computes no float, so a
        float op's result is "not computed" whether it ran or not, and the machine's state and
        events are the same both ways; a finding stays proven. The skipped results are set to not
        computed and the warp goes on at the target. Any other such branch stops the warp (PTX000
        says where): one over integer work (its result may become an address the machine would then
        not follow), over a memory, barrier, warp-collective or control instruction, or backward."""
        label = ins.operands[0].strip() if ins.operands else ""
        target = self.func.labels.get(label)
        body = self.func.body
        skipped = body[warp.pc:target] if target is not None and target >= warp.pc else None
        if skipped is None or not all(float_only(s) for s in skipped):
            raise StopWarp(f"branch on a predicate the machine does not compute ({ins.guard}, PTX line {ins.line})")
        for s in skipped:
            self._alu(warp, s, s.opcode, s.operands, None)
        self.either_way.add(ins.line)
        warp.pc = target

    def _jump(self, warp: Warp, label: str, ins: Instruction) -> None:
        label = label.strip()
        if label not in self.func.labels:
            raise StopWarp(f"branch to an unknown label {label} (PTX line {ins.line})")
        warp.pc = self.func.labels[label]

    def _barrier(self, warp: Warp, ins: Instruction, op: str, ops: list[str], active: Value) -> None:
        if ".warp." in op + ".":
            return            # bar.warp.sync: within one warp
        parts = op.split(".")
        if "cluster" in parts:
            self.not_modelled(ins)     # barrier.cluster.arrive / .wait: split arrive and wait, cluster-wide
            return
        if active != 1:
            raise StopWarp(f"predicated or lane-dependent named barrier (PTX line {ins.line})")
        kind = next((k for k in ("red", "arrive", "sync") if k in parts), "sync")
        srcs = ops[1:] if kind == "red" else ops
        ident = uniform(self.value(warp, srcs[0])) if srcs else 0
        named_count = len(srcs) > (2 if kind == "red" else 1)
        count = uniform(self.value(warp, srcs[1])) if named_count else None
        if ident is None:
            raise StopWarp(f"named barrier with an id the machine does not compute (PTX line {ins.line})")
        if named_count and count is None:
            # taking it as every thread of the CTA could make a barrier that never fills (a false PTX002)
            raise StopWarp(f"named barrier with a thread count the machine does not compute (PTX line {ins.line})")
        if kind == "red":
            self._set(warp, ops[0], None, 1)
        self._arrive_named(warp, ins, ident, count, wait=kind != "arrive")

    def _alu(self, warp: Warp, ins: Instruction, op: str, ops: list[str], active: Value) -> None:
        root = ins.root
        if not ops:
            return
        dst = ops[0]
        if root == "mov":
            src = ops[1].strip()
            if dst.startswith("{"):
                self._unpack(warp, dst, self.value(warp, src), op, active)
                return
            if src.startswith("{"):
                self._set(warp, dst, self._pack(warp, src, op), active)
                return
            self._set(warp, dst, self.value(warp, src), active)
            return
        if root == "cvta" or root == "cvt" and ".f" not in op and "rn" not in op.split(".")[1:2]:
            value = self.value(warp, ops[1])
            self._set(warp, dst, value if root == "cvta" else alu.convert(op, value), active)
            return
        if root == "setp":
            dsts = dst.split("|")
            args = [self.value(warp, o) for o in ops[1:]]
            value = alu.compare(op, args)
            self._set(warp, dsts[0], value, active)
            if len(dsts) > 1:
                self._set(warp, dsts[1], lift(lambda v: 1 - v, value), active)
            return
        if root == "elect":
            dsts = dst.split("|")
            self._set(warp, dsts[0], 0, active)
            if len(dsts) > 1:
                self._set(warp, dsts[1], tuple(1 if i == 0 else 0 for i in range(LANES)), active)
            return
        if root == "shfl":
            self._shfl(warp, op, ops, active)
            return
        if root == "vote":
            p = self.value(warp, ops[1])
            if p is None:
                self._set(warp, dst, None, active)
            elif ".ballot" in op:
                bits = [lane(p, i) for i in range(LANES)]
                self._set(warp, dst, sum((1 << i) for i, b in enumerate(bits) if b), active)
            else:
                bits = [lane(p, i) for i in range(LANES)]
                self._set(warp, dst, int(all(bits) if ".all" in op else any(bits) if ".any" in op else
                                         all(bits) or not any(bits)), active)
            return
        if root == "activemask":
            self._set(warp, dst, 0xFFFFFFFF, active)
            return
        if root in ALU_ROOTS:
            if op.startswith(("and.pred", "or.pred", "xor.pred", "not.pred")):
                args = [self.value(warp, o) for o in ops[1:]]
                fn = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
                      "not": lambda a: 1 - a}[root]
                self._set(warp, dst, lift(fn, *args), active)
                return
            args = [self.value(warp, o) for o in ops[1:]]
            result = alu.evaluate(op, args)
            self._set(warp, dst, None if result is NotImplemented else result, active)
            return
        self._unknown_results(warp, dst, active)

    def _unknown_results(self, warp: Warp, dst: str, active: Value) -> None:
        """``dst`` (``%r1``, ``%p1|%p2``, ``{%r1, %r2}``) holds values the machine does not compute."""
        for d in dst.split("|"):
            if d.strip().startswith("{"):
                for r in d.strip("{} ").split(","):
                    self._set(warp, r, None, active)
            else:
                self._set(warp, d, None, active)

    def _pack(self, warp: Warp, src: str, op: str) -> Value:
        parts = [self.value(warp, p) for p in src.strip("{} ").split(",")]
        _, width = alu.op_type(op)
        each = width // len(parts)
        return lift(lambda *xs: sum((x & ((1 << each) - 1)) << (each * i) for i, x in enumerate(xs)), *parts)

    def _unpack(self, warp: Warp, dst: str, value: Value, op: str, active: Value) -> None:
        names = [p.strip() for p in dst.strip("{} ").split(",")]
        _, width = alu.op_type(op)
        each = width // len(names)
        for i, name in enumerate(names):
            self._set(warp, name, lift(lambda v, i=i: (v >> (each * i)) & ((1 << each) - 1), value), active)

    def _shfl(self, warp: Warp, op: str, ops: list[str], active: Value) -> None:
        dsts = ops[0].split("|")
        a, b = self.value(warp, ops[1]), self.value(warp, ops[2])
        out: Value = None
        if a is not None and b is not None:
            mode = op.split(".")[2] if len(op.split(".")) > 2 else "idx"
            src = []
            for i in range(LANES):
                bi = lane(b, i)
                j = {"idx": bi, "bfly": i ^ bi, "up": i - bi, "down": i + bi}.get(mode, i) % LANES
                src.append(lane(a, j))
            out = src[0] if all(v == src[0] for v in src) else tuple(src)
        self._set(warp, dsts[0], out, active)
        if len(dsts) > 1:
            self._set(warp, dsts[1], 1, active)

    # -- shared memory values (the WS state bytes) ------------------------------------------------
    def _store_value(self, addr: int, nbytes: int, value: int | None) -> None:
        for k in range(nbytes):
            if value is None:
                self.memory.pop(addr + k, None)
            else:
                self.memory[addr + k] = (value >> (8 * k)) & 0xFF

    def _load_value(self, addr: int, nbytes: int) -> int | None:
        out = 0
        for k in range(nbytes):
            b = self.memory.get(addr + k)
            if b is None:
                return None
            out |= b << (8 * k)
        return out

    def given_at(self, addr: int) -> tuple[GivenMemory, int] | None:
        """The given contents an address points into or near, and its offset from their start.
        None: no given contents there."""
        base = _nearest(self.given, addr)
        return (self.given[base], addr - base) if base is not None else None

    def note_unread(self, addr: int) -> None:
        """A load not computed from near a pointer-to-int param with no given contents: PTX000
        names the param, the ``--memory`` that would let the machine read it."""
        base = _nearest(self.int_pointers, addr)
        if base is not None and base not in self.given and self.int_pointers[base] not in self.unread:
            self.unread.append(self.int_pointers[base])

    # -- what the machine leaves out (PTX000 and the check's summary count it) --------------------
    def not_modelled(self, ins: Instruction) -> None:
        """An instruction of a modelled family (mbarrier, cp, wgmma, ...) the machine does not know."""
        self.unknown[ins.opcode] += 1
        self.unknown_lines.add(ins.line)

    def approximate(self, ins: Instruction, what: str) -> None:
        """An instruction run on an assumption (a predicate not computed: taken as run); one note per
        PTX line, however often it runs."""
        if ins.line not in self.approximated:
            self.notes.append(f"PTX line {ins.line}: {what}")
            self.approximated.add(ins.line)

    # -- events ---------------------------------------------------------------------------------
    def _event(self, warp: Warp, ins: Instruction, kind, refs: tuple[MemRef, ...] = (), bar: MemRef | None = None,
               value: int = 0, extra=None, writes: tuple[MemRef, ...] = ()) -> Event:
        event = PtxEvent(kind, ins, warp.seen[ins.line], refs, bar, value, (), writes)
        warp.seen[ins.line] += 1
        if extra is not None:
            event.generation, event.threads = extra
        warp.program.events.append(event)
        return event

    def _memory(self, warp: Warp, ins: Instruction, op: str, ops: list[str], active: Value) -> None:
        execute_memory(self, warp, ins, op, ops, active)

    # lanes that run an instruction, with ``active`` 1, 0/1 tuple, or None (predicate not computed)
    @staticmethod
    def lanes(active: Value) -> list[int]:
        if isinstance(active, tuple):
            return [i for i, a in enumerate(active) if a]
        return list(range(LANES))

    def bar_ref(self, addr: int) -> MemRef:
        return self.smem.ref(addr, addr + 8, barrier=True)

    def allowed(self, ins: Instruction, kind: str) -> frozenset | None:
        return self.allocs.allocs(ins.loc, kind) if self.allocs is not None else None


def _nearest(bases, addr: int) -> int | None:
    """The fake pointer address in ``bases`` an address was computed from: the nearest, within half
    a ``POINTER_STRIDE`` (an address computed from any other argument is further away)."""
    base = min(bases, key=lambda b: abs(addr - b), default=None)
    return base if base is not None and abs(addr - base) < POINTER_STRIDE // 2 else None


def runs_on_assumption(opcode: str) -> bool:
    """Whether running this instruction under a predicate the machine does not compute is an
    assumption that can make a finding: it adds a barrier event or a shared-memory access. A
    ``fence.proxy.async`` taken as run can only hide a PTX004; an ALU op's result becomes "not
    computed"; control flow and named barriers stop the warp instead."""
    parts = opcode.split(".")
    root = parts[0]
    if root in CONTROL_ROOTS or root in ("fence", "membar"):
        return False
    if root in ("stmatrix", "ldmatrix") or root in ("ld", "st", "atom", "red") and any(p.startswith("shared") for p in parts):
        return True
    return touches_barriers(opcode)


FLOAT_TYPES = {"f16", "f16x2", "bf16", "bf16x2", "f32", "f64", "tf32"}


def float_only(ins: Instruction) -> bool:
    """An arithmetic instruction on floats (``mul.f32``, ``fma.rn.f32``, ``setp.neu.f32``): no memory,
    barrier, control or warp-collective root, and a float type among its opcode's parts."""
    parts = ins.opcode.split(".")
    return (bool(ins.operands) and parts[0] not in CONTROL_ROOTS | MEMORY_ROOTS | IGNORED
            and parts[0] not in ("shfl", "vote", "redux", "match", "activemask", "elect")
            and not touches_barriers(ins.opcode) and any(p in FLOAT_TYPES for p in parts[1:]))


def alu_int(text: str) -> bool:
    """An immediate, never a register (``_set`` on it is a sink)."""
    return bool(INT_RE.match(text))
