"""Run each partition of a ``ttg.warp_specialize`` concretely and record its events.

A kernel without one that still uses mbarriers or asynchronous copies (a Gluon kernel pipelined by
hand, a software-pipelined loop) is run as a single partition named ``kernel``: its own async
accesses (a TMA load read before its wait, a cp.async group not yet waited, a wgmma operand
overwritten before ``warpgroup_mma_wait``) race with its later synchronous ones.

Only integer arithmetic is computed (arith on i1..i64/index, scf.for/if/while, cf.br/cond_br,
``memdesc_index`` views): that is what slot indices, phases and trip counts are made of. Tensors,
floats and pointers are unknown (None) and never needed for control flow in Triton's WS code;
when a branch or a loop bound does depend on one, interpretation of that partition stops and the
coverage note says so. Kernel integer arguments take small concrete values (``KernelArgs``), grid
queries are program 0 of 1 program, so a persistent loop visits every tile.

A ``ttg.warp_specialize`` need not be in the entry block: on sm_100 a persistent kernel runs it
once per tile inside a loop, and code after it (the epilogue's accumulator wait and ``tmem_load``)
belongs to the default warps once every partition has finished. The function is run once, by the
default warps: events before the first run of the WS op are ``main``; the default region and what
follows are the ``default`` program; each later run of the WS op is a FORK there, each partition's
run starts at that FORK, and the first event after a run is preceded by a JOIN that waits for
every partition to finish it.

tcgen05 (sm_100): every ``tc_gen5_mma`` is asynchronous, whatever ``is_async`` says (the LLVM
lowering never waits; only ``SyncMMALowering`` in ``make_ttgir`` adds a barrier and a wait, and
Gluon does not run it). Its barrier list is a ``tcgen05.commit`` per barrier right after it
(``MergeCommitIntoMMA`` folds commits into the list; the lowering unfolds them), each skipped when
its predicate is false, all skipped with the MMA when the op's predicate is. ``tmem_load`` and
``tmem_store`` are synchronous (``tcgen05.wait::ld/st``).

A ``Mutation`` changes what one op does (used by the mutation suite; ``None`` in real checks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from passlab.checks.dataflow import WS_OP, IRIndex
from passlab.checks.protocol.events import Event, Kind, MemRef, Program
from passlab.checks.protocol.slices import loaded_from
from passlab.checks.tmem import TMEM_SPACE, tmem_size
from passlab.ir import Module, Operation, Region
from passlab.ir.types import int_pointee_bits

# ttng.barrier_expect %50, 8192 {async_task_id = array<i32: 0>}, %true : ...
EXPECT_BYTES_RE = re.compile(r"barrier_expect\s+%[\w.$#-]+\s*,\s*(\d+)")
# i32 / i1 / i64 / index
INT_TYPE_RE = re.compile(r"^(?:i(\d+)|index)$")
# Names of kernel arguments that are a grid size (a persistent loop's step): 1 program.
GRID_ARG_RE = re.compile(r"num_sms|num_programs|num_ctas|grid", re.IGNORECASE)

TMA_LOADS = ("ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather")
# Deeper nesting than any kernel writes: interpretation stops there (it recurses per region).
MAX_REGION_DEPTH = 200
# Ops that make a kernel without partitions worth modelling as one partition.
MMAS = ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
ASYNC_OPS = ("ttng.init_barrier", "ttng.async_tma_copy_global_to_local", "ttng.async_tma_copy_local_to_global",
             "ttg.async_copy_global_to_local", "ttng.warp_group_dot") + MMAS + ("ttng.tc_gen5_commit", "ttng.tmem_copy")
TMA_STORES = ("ttng.async_tma_copy_local_to_global", "ttng.async_tma_reduce", "ttng.async_tma_scatter")
SYNC_WRITES = ("ttg.local_store",)
VIEWS = ("ttg.memdesc_trans", "ttg.memdesc_reshape", "ttg.memdesc_reinterpret", "ttg.memdesc_subslice",
         "ttg.memdesc_subview")
TENSORMAP_BYTES = 128
# cp.async arriving on an mbarrier when the thread's copies land: not modelled (no kernel here uses it)
NOT_MODELLED = ("ttng.async_copy_mbarrier_arrive",)
# Ops that take a buffer and read none of its bytes, and ops whose region computes on values only:
# any other op that takes a buffer or holds a region, unknown to the interpreter, may read memory
NO_READ = ("ttg.local_dealloc", "ttng.tmem_dealloc")
PURE_REGIONS = ("tt.reduce", "tt.scan", "tt.map_elementwise")
PART_RE = re.compile(r"^(%[\w.$#-]+)\s*(?:\[\s*([^\]]*?)\s*\])?")
# ttng.tmem_subslice %acc {N = 64 : i32}
SUBSLICE_RE = re.compile(r"\bN\s*=\s*(\d+)")
COL_STRIDE_RE = re.compile(r"colStride\s*=\s*(\d+)")


def operand_groups(op: Operation) -> list[tuple[str, list[str]]]:
    """The comma-separated operands of an op's custom syntax, each as (name, names in its brackets):
    ``%d[%tok]`` -> ("%d", ["%tok"]), ``%bar[%pred]`` -> ("%bar", ["%pred"]). The parser's flat
    operand list cannot tell a barrier's predicate from the next barrier; the text can."""
    text = op.text
    at = text.find(op.name)
    rest = text[at + len(op.name):] if at >= 0 else ""
    parts, depth, current = [], 0, []
    for ch in rest:
        if depth == 0 and ch in "{:":
            break
        if ch in "[(<":
            depth += 1
        elif ch in "])>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    out = []
    for part in parts:
        m = PART_RE.match(part.strip())
        if m:
            inner = [x.strip() for x in (m.group(2) or "").split(",") if x.strip()]
            out.append((m.group(1), inner))
    return out


def _tmem_columns(rtype, view: bool = False):
    """Columns of an allocation (its alloc shape) or of a view of one (its own shape: a
    ``tmem_subslice`` result prints the parent's shape as its alloc shape)."""
    shape = tuple(rtype.shape if view else (rtype.alloc_shape or rtype.shape))
    return tmem_size(shape, rtype.encoding, 8 * (rtype.element_bytes or 4))


class StopInterpretation(Exception):
    """A partition cannot be run further (unknown control flow, or a budget is spent: ``budget``
    names which, "ops" or "events")."""

    def __init__(self, why: str, budget: str = ""):
        super().__init__(why)
        self.budget = budget


@dataclass(frozen=True)
class Mutation:
    """One change to one op: drop it, flip a wait's parity, halve an expect, or swap slots 0 and 1
    of a ``memdesc_index``."""

    kind: str            # "delete" | "phase" | "halve" | "swap" | "drop-barrier"
    line: int            # snapshot line of the op
    index: int = 0       # drop-barrier: which barrier of the MMA's list

    def describe(self) -> str:
        return f"{self.kind}@{self.line}" + (f"#{self.index}" if self.kind == "drop-barrier" else "")


@dataclass
class KernelArgs:
    """Concrete values for the kernel's integer arguments (by name), the rest ``default``; and the
    int contents of pointer arguments the kernel reads its control flow from (``memory``: a host-built
    tile schedule, varlen offsets), as one program of a grid of one sees them."""

    default: int = 128
    named: dict[str, int] = field(default_factory=dict)
    memory: dict[str, tuple[int, ...]] = field(default_factory=dict)

    def value(self, name: str) -> int:
        bare = name.lstrip("%")
        if bare in self.named:
            return self.named[bare]
        return 1 if GRID_ARG_RE.search(bare) else self.default

    def describe(self, names: list[str], memory: list[str] = ()) -> str:
        """``M=512, K=512`` and, for each pointer in ``memory``, its length: ``sched[10]``."""
        return ", ".join([f"{n.lstrip('%')}={self.value(n)}" for n in names]
                         + [f"{n}[{len(self.memory[n])}]" for n in memory if n in self.memory])


@dataclass(frozen=True)
class Pointer:
    """A scalar pointer into a ``KernelArgs.memory`` argument, ``offset`` elements in: what
    ``tt.addptr`` moves and a scalar ``tt.load`` reads."""

    arg: str
    offset: int = 0


def known(value) -> int | None:
    """``value`` where the model computed an integer, else None: a ``Pointer`` (or a ``MemRef``) where a
    trip count, phase, index or condition belongs is not one (hand-edited IR can put it there)."""
    return value if isinstance(value, int) else None


def width_of(type_text: str | None) -> int | None:
    if not type_text:
        return None
    m = INT_TYPE_RE.match(type_text.strip())
    if not m:
        return None
    return int(m.group(1)) if m.group(1) else 64


def wrap(value: int, width: int | None) -> int:
    """Two's-complement ``value`` in ``width`` bits (i1 stays 0/1)."""
    if width is None or width >= 64 and -(1 << 63) <= value < (1 << 63):
        return value
    if width == 1:
        return value & 1
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def unsigned(value: int, width: int | None) -> int:
    return value & ((1 << (width or 64)) - 1)


CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "slt": lambda a, b: a < b,
       "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b}


def _trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


class Thread:
    """One partition (or the code before the WS op) being run: values, events, loop iterations."""

    def __init__(self, name: str, env: dict, budget: int):
        self.name = name
        self.env = env
        self.program = Program(name)
        self.budget = budget
        self.occurrences: dict[int, int] = {}
        self.loops: list[int] = []
        self.depth = 0      # nested regions being run (the interpreter recurses into each)


class Interpreter:
    def __init__(self, module: Module, index: IRIndex | None = None, args: KernelArgs | None = None,
                 mutation: Mutation | None = None, max_ops: int = 200_000, max_events: int = 3000,
                 sync_mma: bool = False):
        self.module = module
        # Triton's own pipeline makes a tc_gen5_mma without `is_async` synchronous (its
        # triton-nvidia-mma-lowering pass adds a barrier and a wait); Gluon's pipeline has no such
        # pass and the LLVM lowering issues every tcgen05.mma asynchronously, so there it is async.
        self.sync_mma = sync_mma
        self.index = index or IRIndex(module)
        self.args = args or KernelArgs()
        self.mutation = mutation
        self.max_ops = max_ops
        self.max_events = max_events
        self.int_args: list[str] = []
        self.memory_args: list[str] = []       # pointer args whose contents ``args.memory`` gives
        self.unread: list[str] = []            # pointer args a scalar load read from without given contents
        self.stop_loads: list[str] = []        # pointer args a value some stop depends on was loaded from
        self.past_end: list[str] = []          # pointer args a scalar load read past their given contents
        self.descriptor_args: list[str] = []   # int args that are a host descriptor's shape/strides
        # the WS op being run, the default warps' thread, how many runs so far, a run to JOIN next
        self._ws: Operation | None = None
        self._main: Thread | None = None
        self._runs = 0
        self._join: int | None = None

    # -- entry -----------------------------------------------------------------------------------
    def run(self) -> tuple[Program, list[Program], Operation | None]:
        """(events before the WS op, one program per partition, the WS op)."""
        func, ws = self._find_ws()
        main = Thread("main", {}, self.max_ops)
        if ws is None:
            return self._run_single(main)
        regions = self._ws_regions(ws)
        self._ws, self._main, self._runs, self._join = ws, main, 0, None
        self._default = Program(regions[0][0].name or "default") if regions and not regions[0][1] else None
        self._workers = {}
        self._bind_args(main, func)
        try:
            self._run_region(main, func.regions[0])
        except StopInterpretation as stop:
            main.program.stop(stop)
        if not self._runs and main.program.truncated:   # stopped before the WS op: run the partitions once
            self._run_ws(main, ws)
        if not self._runs:      # control flow never reached the WS op: the partitions never run
            self._main_program = main.program
        programs = [self._default] if self._default is not None else []
        programs += [self._workers[r.index].program if r.index in self._workers else Program(r.name or f"region{r.index}")
                     for r, captured in regions if captured]
        return self._main_program, programs, ws

    def _run_ws(self, t: Thread, ws: Operation) -> None:
        """One run of the WS op by the default warps ``t``: its default region in ``t``, each partition
        region in its own thread (kept across runs), and the results the default region yields."""
        k = self._runs
        self._runs += 1
        if k == 0:
            self._main_program = t.program
            t.program = self._default if self._default is not None else Program("default")
        else:
            self._emit(t, ws, Kind.FORK, value=k)
        results, stopped = [], None
        for region, captured in self._ws_regions(ws):
            if not captured:
                if not t.program.truncated:
                    try:
                        results = self._run_region(t, region)
                    except StopInterpretation as stop:      # the partitions still run this once
                        stopped = stop
                        t.program.stop(stop)
                continue
            worker = self._workers.get(region.index)
            if worker is None:
                worker = self._workers[region.index] = Thread(region.name or f"region{region.index}", {}, self.max_ops)
            for arg, name in zip(region.blocks[0].arguments, ws.operands):
                worker.env[arg.name] = t.env.get(name)
            if k:
                worker.program.starts[k] = len(worker.program.events)
            if not worker.program.truncated:
                try:
                    self._run_region(worker, region)
                except StopInterpretation as stop:
                    worker.program.stop(stop)
            worker.program.ends[k] = len(worker.program.events)
        self._join = k
        if stopped is not None:
            raise stopped
        self._bind(t, ws, results or [None] * len(ws.results))

    def _bind_args(self, t: Thread, func: Operation):
        entry = func.regions[0].blocks[0]
        descriptors = [a.name for a in entry.arguments if str(a.type or "").startswith("!tt.tensordesc")]
        for arg in entry.arguments:
            width = width_of(str(arg.type) if arg.type else None)
            if int_pointee_bits(arg.type):
                # followed whether or not its contents are given: a load without them names the
                # argument in PROTO000, so the user knows which --memory would take the model further
                t.env[arg.name] = Pointer(arg.name.lstrip("%"))
                if arg.name.lstrip("%") in self.args.memory:
                    self.memory_args.append(arg.name.lstrip("%"))
            elif width is not None:
                self.int_args.append(arg.name)
                t.env[arg.name] = self.args.value(arg.name)
                # a host descriptor's shape and strides follow it as %desc_0, %desc_1, ...
                if any(re.fullmatch(re.escape(d) + r"_\d+", arg.name) for d in descriptors):
                    self.descriptor_args.append(arg.name)
        return entry

    def _run_single(self, main: Thread) -> tuple[Program, list[Program], Operation | None]:
        """A kernel with async ops but no ``ttg.warp_specialize``: the whole body is one partition;
        the kernel's ``tt.func`` stands where the WS op would (findings point at it)."""
        func = next((op for op in self.module.walk() if op.name == "tt.func" and op.regions
                     and op.regions[0].blocks and any(o.name in ASYNC_OPS for o in op.walk())), None)
        if func is None:
            return main.program, [], None
        thread = Thread("kernel", {}, self.max_ops)
        self._bind_args(thread, func)
        try:
            self._run_region(thread, func.regions[0])
        except StopInterpretation as stop:
            thread.program.stop(stop)
        return main.program, [thread.program], func

    def _find_ws(self) -> tuple[Operation | None, Operation | None]:
        for op in self.module.walk():
            if op.name == WS_OP:
                func = next((a for a in op.ancestors() if a.name == "tt.func"), None)
                if func is not None and not any(a.name == WS_OP for a in op.ancestors()):
                    return func, op
                return None, None
        return None, None

    def _ws_regions(self, ws: Operation) -> list[tuple[Region, bool]]:
        regions = [(r, False) for r in ws.regions if r.name == "default" or (r.index == 0 and not r.name)]
        regions += [(r, True) for r in IRIndex.ws_partition_regions(ws)
                    if not all(op.name.startswith(WS_OP + ".") for op in r.operations)]
        return regions

    # -- control flow ------------------------------------------------------------------------------
    def _run_region(self, t: Thread, region: Region, block_args: list | None = None) -> list:
        """Run a region from its entry block; the values its terminator yields."""
        if t.depth >= MAX_REGION_DEPTH:
            raise StopInterpretation(f"regions nested more than {MAX_REGION_DEPTH} deep")
        t.depth += 1
        try:
            return self._run_blocks(t, region, block_args)
        finally:
            t.depth -= 1

    def _run_blocks(self, t: Thread, region: Region, block_args: list | None) -> list:
        blocks = region.blocks
        block = blocks[0]
        if block_args is not None:
            for arg, value in zip(block.arguments, block_args):
                t.env[arg.name] = value
        while True:
            for op in block.operations:
                if op.name == "cf.br" or op.name == "cf.cond_br":
                    block = self._branch(t, op)
                    break
                if op.name in ("scf.yield", "scf.condition", "ttg.warp_yield", "ttg.warp_return", "tt.return"):
                    return [t.env.get(name) for name in op.operands]
                self._exec(t, op)
            else:
                return []

    def _branch(self, t: Thread, op: Operation):
        targets = self.index.successors(op)
        if op.name == "cf.cond_br":
            cond = known(t.env.get(op.operands[0]))
            if cond is None:
                raise self._stopped_on(op, f"branch at line {op.line} depends on a value the model does not compute")
            target, names = targets[0] if cond else targets[1]
        else:
            target, names = targets[0]
        values = [t.env.get(n) for n in names]
        for arg, value in zip(target.arguments, values):
            t.env[arg.name] = value
        self._tick(t, op)
        return target

    def _tick(self, t: Thread, op: Operation) -> None:
        t.budget -= 1
        if t.budget < 0:
            raise StopInterpretation(f"op budget of {self.max_ops} spent (at line {op.line})", budget="ops")

    def _stopped_on(self, op: Operation, why: str) -> StopInterpretation:
        """The stop at ``op``, noting which pointer arguments its value was loaded from (``slices``)."""
        for name in loaded_from(self.index, op):
            if name not in self.stop_loads:
                self.stop_loads.append(name)
        return StopInterpretation(why)

    def _bind(self, t: Thread, op: Operation, values: list) -> None:
        for result, value in zip(op.results, values):
            t.env[result.name] = value
            base = result.name.split("#")[0]
            t.env[f"{base}#{result.index}"] = value
            if result.index == 0:
                t.env[base] = value

    # -- one op ------------------------------------------------------------------------------------
    def _exec(self, t: Thread, op: Operation) -> None:
        self._tick(t, op)
        name = op.name
        mutated = self.mutation is not None and self.mutation.line == op.line
        if mutated and self.mutation.kind == "delete":
            return
        if name.startswith("arith.") or name in ("tt.get_program_id", "tt.get_num_programs"):
            self._bind(t, op, [self._arith(t, op)])
        elif name in ("tt.addptr", "tt.load") and op.operands and isinstance(t.env.get(op.operands[0]), Pointer):
            self._bind(t, op, [self._pointer_op(t, op)])
        elif name == "scf.for":
            self._for(t, op)
        elif name == "scf.if":
            self._if(t, op)
        elif name == "scf.while":
            self._while(t, op)
        elif name == WS_OP and op is self._ws and t is self._main:
            self._run_ws(t, op)
        elif name in ("ttg.local_alloc", "ttng.tmem_alloc"):
            ref = self._alloc_ref(op)
            self._bind(t, op, [ref])
            if op.operands and ref is not None:
                self._emit(t, op, Kind.WRITE, refs=(ref,))
            elif op.operands:
                self._blind(t, op)
        elif name == "ttg.memdesc_index":
            self._bind(t, op, [self._index_view(t, op, mutated)])
        elif name == "ttng.tmem_subslice":
            self._bind(t, op, [self._subslice(t, op)])
        elif name in VIEWS:
            self._bind(t, op, [t.env.get(op.operands[0]) if op.operands else None])
        else:
            self._effect(t, op, mutated)
            self._bind(t, op, [None] * len(op.results))

    def _effect(self, t: Thread, op: Operation, mutated: bool) -> None:
        name, env = op.name, t.env
        refs = [env.get(n) for n in op.operands]
        mems = [r for r in refs if isinstance(r, MemRef)]
        if name == "ttng.init_barrier" and mems:
            self._emit(t, op, Kind.INIT, bar=mems[0], value=int(op.attributes.get("count", 1)))
        elif name == "ttng.inval_barrier" and mems:
            self._emit(t, op, Kind.INVAL, bar=mems[0])
        elif name == "ttng.wait_barrier" and mems:
            if self._off(t, op, refs[2:]):    # Gluon: mbarrier.wait(bar, phase, pred=False)
                return
            phase = known(refs[1]) if len(refs) > 1 else None
            if phase is None:
                raise self._stopped_on(op, f"phase of the wait at line {op.line} is not computed")
            parity = (phase & 1) ^ (1 if mutated and self.mutation.kind == "phase" else 0)
            self._emit(t, op, Kind.WAIT, bar=mems[0], value=parity)
        elif name == "ttng.arrive_barrier" and mems:
            if self._off(t, op, refs[1:]):
                return
            self._emit(t, op, Kind.ARRIVE, bar=mems[0], value=int(op.attributes.get("count", 1)))
        elif name == "ttng.barrier_expect" and mems:
            if self._off(t, op, refs[1:]):
                return
            m = EXPECT_BYTES_RE.search(op.text)
            size = int(m.group(1)) if m else int(op.attributes.get("size", 0))
            if mutated and self.mutation.kind == "halve":
                size //= 2
            self._emit(t, op, Kind.EXPECT, bar=mems[0], value=size)
        elif name in TMA_LOADS and len(mems) >= 2:
            dst, bar = mems[-2], mems[-1]
            if self._off(t, op, refs[refs.index(mems[-1]) + 1:]):
                self._emit(t, op, Kind.SKIPPED, refs=(dst,))
                return
            self._emit(t, op, Kind.TMA_LOAD, refs=(dst,), bar=bar, value=dst.hi - dst.lo)
        elif name in TMA_STORES and mems:
            self._emit(t, op, Kind.TMA_STORE, refs=(mems[-1],))
        elif name in TMA_STORES + ("ttg.local_load", "ttng.tmem_load") and not mems:
            self._blind_read(t, op)
        elif name == "ttng.async_tma_store_wait":
            self._emit(t, op, Kind.STORE_WAIT, value=int(op.attributes.get("pendings", 0)))
        elif name == "ttng.warp_group_dot":
            if any(i < len(refs) and not isinstance(refs[i], MemRef) and self._kind_of(op, i) != "tensor" for i in (0, 1)):
                self._blind_read(t, op)     # an operand in shared memory whose place was not computed
            if mems:
                kind = Kind.DOT if op.attributes.get("isAsync") else Kind.READ
                self._emit(t, op, kind, refs=tuple(mems))
        elif name == "ttng.warp_group_dot_wait":
            self._emit(t, op, Kind.DOT_WAIT, value=int(op.attributes.get("pendings", 0)))
        elif name == "ttg.local_load" and mems:
            self._emit(t, op, Kind.READ, refs=(mems[0],))
        elif name == "ttg.async_copy_global_to_local" and mems:
            self._emit(t, op, Kind.COPY, refs=(mems[-1],))
        elif name == "ttg.async_commit_group":
            self._emit(t, op, Kind.COMMIT)
        elif name == "ttg.async_wait":
            self._emit(t, op, Kind.COPY_WAIT, value=int(op.attributes.get("num", 0)))
        elif name in SYNC_WRITES and mems:
            self._emit(t, op, Kind.WRITE, refs=(mems[-1],))
        elif name == "ttng.tensormap_create" and isinstance(op.attributes.get("allocation.offset"), int):
            # The descriptor is built in 128 bytes of SMEM scratch, then copied to global (waited on).
            lo = op.attributes["allocation.offset"]
            scratch = MemRef("smem", lo, lo + TENSORMAP_BYTES, f"tensormap scratch@{op.line}", op.line, None)
            self._emit(t, op, Kind.WRITE, refs=(scratch,))
        elif name in MMAS:
            self._mma(t, op, mutated)
        elif name == "ttng.tc_gen5_commit" and mems:
            if not self._off(t, op, refs[1:]):
                self._emit(t, op, Kind.TC_COMMIT, bar=mems[0], value=1)
        elif name == "ttng.tmem_copy" and len(mems) >= 2:
            self._emit(t, op, Kind.TMEM_COPY, refs=(mems[0],), writes=(mems[1],))
            if len(mems) > 2:
                self._emit(t, op, Kind.TC_COMMIT, bar=mems[2], value=1)
        elif name == "ttng.tmem_load" and mems:
            self._emit(t, op, Kind.READ, refs=(mems[0],))
        elif name == "ttng.tmem_store" and mems:
            if not self._off(t, op, refs[-1:]):
                self._emit(t, op, Kind.WRITE, refs=(mems[0],))
            else:
                self._emit(t, op, Kind.SKIPPED, refs=(mems[0],))
        elif name in SYNC_WRITES + TMA_LOADS + ("ttg.async_copy_global_to_local", "ttng.tmem_store", "ttng.tmem_copy"):
            self._blind(t, op)      # a write whose destination the interpreter did not compute
        elif name in NOT_MODELLED:
            t.program.unknown.append(f"{name} (line {op.line})")
        elif name not in NO_READ and (mems or op.regions and name not in PURE_REGIONS):
            # an op this interpreter does not know that takes a buffer (a tt.call of a noinline helper)
            # or holds ops it does not run (scf.execute_region): it may read; PROTO007 is not said
            self._blind_read(t, op)

    def _mma(self, t: Thread, op: Operation, mutated: bool) -> None:
        """``tc_gen5_mma[_scaled] a, b, d[dep], [a_scale, b_scale,] useD, pred, bar0[p0], ...``: an
        async read of a, b (and the scales), a write of d, then one commit per enabled barrier; with
        ``sync_mma``, an op without ``is_async`` is a synchronous read and write instead."""
        groups = operand_groups(op)
        n_data = 5 if op.name == "ttng.tc_gen5_mma_scaled" else 3
        if len(groups) < n_data + 2:
            t.program.unknown.append(f"{op.name} (line {op.line})")
            return
        env = t.env
        value = lambda name: env.get(name)
        data = [value(name) for name, _ in groups[:n_data]]
        reads = tuple(r for i, r in enumerate(data) if i != 2 and isinstance(r, MemRef))
        writes = (data[2],) if isinstance(data[2], MemRef) else ()
        if not writes:
            self._blind(t, op)
        if not all(isinstance(r, MemRef) for r in data[:2]):
            self._blind_read(t, op)     # tcgen05 reads its A and B from shared or tensor memory
        if self._off(t, op, [value(groups[n_data + 1][0])]):
            if writes:
                self._emit(t, op, Kind.SKIPPED, refs=writes)
            return      # the whole sequence, commits included, is under `if (pred)`
        if self.sync_mma and not op.attributes.get("is_async") and len(groups) == n_data + 2:
            # synchronous (no barriers allowed): done when the op returns
            self._emit(t, op, Kind.READ, refs=reads)
            self._emit(t, op, Kind.WRITE, refs=writes)
            return
        self._emit(t, op, Kind.MMA, refs=reads, writes=writes)
        for i, (bar_name, preds) in enumerate(groups[n_data + 2:]):
            bar = value(bar_name)
            if not isinstance(bar, MemRef) or mutated and self.mutation.kind == "drop-barrier" and self.mutation.index == i:
                continue
            if preds and self._off(t, op, [value(preds[0])]):
                continue
            self._emit(t, op, Kind.TC_COMMIT, bar=bar, value=1)

    @staticmethod
    def _predicate_off(values: list) -> bool:
        return any(isinstance(v, int) and not isinstance(v, bool) and v == 0 for v in values[:1])

    def _kind_of(self, op: Operation, i: int) -> str | None:
        """The kind of operand ``i``'s type (``memdesc``, ``tensor``, ...); None when not known."""
        value = self.index.operand(op, i)
        return value.type.kind if value is not None and value.type is not None else None

    @staticmethod
    def _blind_read(t: Thread, op: Operation) -> None:
        entry = f"{op.name} (line {op.line})"
        if entry not in t.program.blind_reads:
            t.program.blind_reads.append(entry)

    @staticmethod
    def _blind(t: Thread, op: Operation) -> None:
        entry = f"{op.name} (line {op.line})"
        if entry not in t.program.blind_writes:
            t.program.blind_writes.append(entry)

    def _off(self, t: Thread, op: Operation, values: list) -> bool:
        """Whether the op's predicate (the first of ``values``, when it has one) is known false. One
        the interpreter does not compute (a float compare, a loaded value) is taken as true, and the
        op is recorded as run on that assumption: a finding that may rest on it is not proven."""
        values = [None if isinstance(v, Pointer) else v for v in values[:1]]
        if values and values[0] is None:
            entry = f"{op.name} (line {op.line})"
            if entry not in t.program.assumed:
                t.program.assumed.append(entry)
        return self._predicate_off(values)

    def _emit(self, t: Thread, op: Operation, kind: Kind, refs=(), bar=None, value: int = 0, writes=()) -> None:
        if len(t.program.events) >= self.max_events and t.program.name != "main":
            raise StopInterpretation(f"event budget of {self.max_events} reached (at line {op.line})", budget="events")
        if t is self._main and self._join is not None:
            k, self._join = self._join, None        # the default warps go on only once every partition is done
            t.program.events.append(Event(Kind.JOIN, self._ws, k, value=k, loops=tuple(t.loops)))
        n = t.occurrences.get(id(op), 0)
        t.occurrences[id(op)] = n + 1
        t.program.events.append(Event(kind, op, n, tuple(refs), bar, value, tuple(t.loops), tuple(writes)))

    # -- memory views --------------------------------------------------------------------------------
    def _alloc_ref(self, op: Operation) -> MemRef | None:
        rtype = op.result_types[0] if op.result_types else None
        if rtype is None or rtype.kind != "memdesc":
            return None
        if rtype.memory_space == TMEM_SPACE:
            return self._tmem_ref(op, rtype)
        size = rtype.num_bytes() or 0
        offset = op.attributes.get("allocation.offset")
        is_barrier = rtype.element == "i64" and bool(rtype.shape) and rtype.shape[-1] == 1
        name = op.results[0].name
        if isinstance(offset, int):
            return MemRef("smem", offset, offset + size, name, op.line, None, is_barrier)
        return MemRef(f"alloc@{op.line}", 0, size, name, op.line, None, is_barrier)

    @staticmethod
    def _tmem_ref(op: Operation, rtype) -> MemRef:
        """Columns [col, col + width) and 64-lane halves of a TMEM allocation: absolute once the
        allocator wrote ``tensor_memory_col_offset`` (allocations with disjoint lifetimes then share
        columns), else a space of its own."""
        size = _tmem_columns(rtype)
        col = op.attributes.get("tensor_memory_col_offset")
        row = op.attributes.get("tensor_memory_row_offset")
        first = (row if isinstance(row, int) else 0) // 16
        lanes = (first, first + max(1, size.rows // 64))
        name = op.results[0].name
        if isinstance(col, int):
            return MemRef("tmem", col, col + size.columns, name, op.line, None, lanes=lanes)
        return MemRef(f"tmem@{op.line}", 0, size.columns, name, op.line, None, lanes=lanes)

    def _index_view(self, t: Thread, op: Operation, mutated: bool) -> MemRef | None:
        base = t.env.get(op.operands[0]) if op.operands else None
        index = known(t.env.get(op.operands[1])) if len(op.operands) > 1 else None
        if not isinstance(base, MemRef):
            return None
        rtype = op.result_types[0] if op.result_types else None
        if rtype is None:
            size = None
        elif base.tensor_memory:
            size = _tmem_columns(rtype, view=True).columns     # getTmemAllocSizes of one slot: its columns
        else:
            size = rtype.num_bytes()
        if index is None or size is None:
            return base
        if mutated and self.mutation.kind == "swap" and index in (0, 1):
            index = 1 - index
        lo = base.lo + index * size
        slot = index if base.slot is None else base.slot
        return MemRef(base.space, lo, lo + size, base.buffer, base.alloc_line, slot, base.barrier, base.lanes)

    def _subslice(self, t: Thread, op: Operation) -> MemRef | None:
        """``ttng.tmem_subslice %acc {N = n}``: columns from n (scaled when a cell holds less than
        one element: colStride x bits != 32), as wide as the result."""
        base = t.env.get(op.operands[0]) if op.operands else None
        rtype = op.result_types[0] if op.result_types else None
        m = SUBSLICE_RE.search(op.text)
        if not isinstance(base, MemRef) or rtype is None or m is None:
            return base
        bits = 8 * (rtype.element_bytes or 4)
        stride = COL_STRIDE_RE.search(rtype.encoding or "")
        offset = int(m.group(1)) * bits * (int(stride.group(1)) if stride else 1) // 32
        lo = base.lo + offset
        return MemRef(base.space, lo, lo + _tmem_columns(rtype, view=True).columns, base.buffer, base.alloc_line, base.slot,
                      base.barrier, base.lanes)

    # -- structured control flow -----------------------------------------------------------------
    def _for(self, t: Thread, op: Operation) -> None:
        env = t.env
        lb, ub, step = (known(env.get(n)) for n in op.operands[:3])
        carried = [env.get(n) for n in op.operands[3:]]
        if lb is None or ub is None or step is None:
            raise self._stopped_on(op, f"trip count of the loop at line {op.line} is not computed")
        if step <= 0:
            raise StopInterpretation(f"loop at line {op.line} has step {step}")
        iv, i = lb, 0
        t.loops.append(0)
        while iv < ub:
            t.loops[-1] = i
            carried = self._run_region(t, op.regions[0], [iv] + carried)
            iv, i = iv + step, i + 1
        t.loops.pop()
        self._bind(t, op, carried)

    def _if(self, t: Thread, op: Operation) -> None:
        cond = known(t.env.get(op.operands[0])) if op.operands else None
        if cond is None:
            raise self._stopped_on(op, f"scf.if at line {op.line} depends on a value the model does not compute")
        if cond:
            results = self._run_region(t, op.regions[0])
        elif len(op.regions) > 1 and op.regions[1].blocks and op.regions[1].blocks[0].operations:
            results = self._run_region(t, op.regions[1])
        else:
            results = [None] * len(op.results)
        self._bind(t, op, results)

    def _while(self, t: Thread, op: Operation) -> None:
        values = [t.env.get(n) for n in op.operands]
        t.loops.append(0)
        i = 0
        while True:
            t.loops[-1] = i
            before = self._run_region(t, op.regions[0], values)
            if not before or known(before[0]) is None:
                raise self._stopped_on(op, f"scf.while at line {op.line} has a condition the model does not compute")
            if not before[0]:
                values = before[1:]
                break
            values = self._run_region(t, op.regions[1], before[1:])
            i += 1
        t.loops.pop()
        self._bind(t, op, values)

    def _pointer_op(self, t: Thread, op: Operation):
        """``tt.addptr`` of a known pointer and an int, or a scalar ``tt.load`` through one (no mask):
        the element ``KernelArgs.memory`` holds there; None past its end or for anything else."""
        ptr = t.env[op.operands[0]]
        if op.name == "tt.addptr":
            step = t.env.get(op.operands[1]) if len(op.operands) == 2 else None
            return Pointer(ptr.arg, ptr.offset + step) if isinstance(step, int) else None
        width = width_of(str(op.result_types[0])) if op.result_types else None
        contents = self.args.memory.get(ptr.arg)
        if contents is None:
            if len(op.operands) == 1 and width is not None and ptr.arg not in self.unread:
                self.unread.append(ptr.arg)
            return None
        if len(op.operands) != 1 or width is None or not 0 <= ptr.offset < len(contents):
            if len(op.operands) == 1 and width is not None and ptr.arg not in self.past_end:
                self.past_end.append(ptr.arg)
            return None
        return wrap(contents[ptr.offset], width)

    # -- integers ----------------------------------------------------------------------------------
    def _arith(self, t: Thread, op: Operation):
        name = op.name
        if name == "tt.get_program_id":
            return 0
        if name == "tt.get_num_programs":
            return 1
        rtypes = op.result_types
        width = width_of(str(rtypes[0])) if rtypes else None
        if name == "arith.constant":
            value = op.attributes.get("value")
            if isinstance(value, bool):
                return int(value)
            return value if isinstance(value, int) and width is not None else None
        vals = [t.env.get(n) for n in op.operands]
        if width is None and name != "arith.cmpi" or any(v is None or not isinstance(v, int) for v in vals):
            return None
        short = name.split(".", 1)[1]
        in_width = width_of(str(op.operand_types[0])) if op.operand_types else width
        try:
            return self._int_op(short, op, vals, width, in_width)
        except ZeroDivisionError:
            return None

    def _int_op(self, short: str, op: Operation, vals: list[int], width, in_width):
        a = vals[0]
        b = vals[1] if len(vals) > 1 else None
        if short in ("extsi", "trunci", "index_cast", "index_castui", "bitcast"):
            return wrap(a if short != "extsi" or in_width != 1 else -(a & 1), width)
        if short == "extui":
            return wrap(unsigned(a, in_width), width)
        if short == "cmpi":
            pred = op.attributes.get("predicate", "eq")
            if pred.startswith("u"):
                a, b = unsigned(a, in_width), unsigned(b, in_width)
                pred = "s" + pred[1:]
            return int(CMP[pred](a, b))
        if short == "select":
            return vals[1] if a else vals[2]
        simple = {"addi": lambda: a + b, "subi": lambda: a - b, "muli": lambda: a * b,
                  "andi": lambda: a & b, "ori": lambda: a | b, "xori": lambda: a ^ b,
                  "maxsi": lambda: max(a, b), "minsi": lambda: min(a, b),
                  "divsi": lambda: _trunc_div(a, b), "remsi": lambda: a - _trunc_div(a, b) * b,
                  "ceildivsi": lambda: -((-a) // b), "floordivsi": lambda: a // b,
                  "shli": lambda: a << b, "shrsi": lambda: a >> b,
                  "divui": lambda: unsigned(a, width) // unsigned(b, width),
                  "remui": lambda: unsigned(a, width) % unsigned(b, width),
                  "shrui": lambda: unsigned(a, width) >> b,
                  "maxui": lambda: max(unsigned(a, width), unsigned(b, width)),
                  "minui": lambda: min(unsigned(a, width), unsigned(b, width))}
        if short in simple:
            return wrap(simple[short](), width)
        return None
