"""Tell a reordering of independent ops from a change: a canonical op order for normalized IR.

Triton 3.6's nvgpu-warp-specialization emits some independent ops in an order that follows heap
addresses (ASLR, the length of the trace path): two ``ttng.arrive_barrier`` on different barriers,
two pairs of ``arith.constant`` feeding two ``nvws.producer_acquire``, the captures of a
``ttg.warp_specialize``. Normalized text then differs in a few lines although the IR computes the
same thing. ``compare_order(a, b)`` says whether two normalized IRs are the same up to such
reorderings (a ``Reordering``, with the ops that moved) or not (None).

Both sides are put into a canonical order and renamed again; equal canonical text means equal IR up
to reordering. Within each block (region body, or the ops between two ``^bb`` labels) an op must
stay after:

- the op that defines any value it uses (SSA def-use; uses inside its regions count);
- for an op with memory effects on a buffer, barrier or token (an operand whose root, through
  ``ttg.memdesc_index`` and other views, is a ``ttg.local_alloc``/``ttng.tmem_alloc``/
  ``nvws.create_token`` result or a block argument of memdesc or nvws token type): the previous op
  with effects on the same root;
- every earlier op with effects, for an op with effects but no such root (``tt.store`` through
  pointers, fences, calls) or with regions (``scf.for``, ``ttg.warp_specialize``): those are never
  reordered with other effects;
- every other op, for the last op of the block (its terminator).

Ops known to be pure (``arith.*``, ``math.*``, views, ``tt.splat``, ... see ``PURE_OPS``) depend
on their operands only; everything else counts as having effects. The canonical order schedules
the ops with effects by what they are (their text with SSA names blanked, and what their operands
are), and places each pure op just before its first user, so two identical constants used in swapped
order also read the same. A ``ttg.warp_specialize``'s captures are sorted the same way, together
with each partition's block arguments and the capture types. Anything the parser does not
understand (unbalanced regions, a use before its definition in a block) keeps its original order,
so the answer errs towards "changed".
"""

from __future__ import annotations

import hashlib
import heapq
import re
from dataclasses import dataclass, field

from passlab.diff.matching import longest_chain
from passlab.diff.normalize import RESULTS_RE, SSA_TOKEN_RE, NormalizedIR, normalize_ir

# A normalized SSA name anywhere in a line: %12, %arg3, %12#1 (the "#1" stays outside)
SSA_NAME_RE = re.compile(r"%(?:arg)?\d+\b")

# Regions of ttg.warp_specialize printed after its own line, at its indentation:
#   default {
#   partition0(%arg11: i32, %arg12: !ttg.memdesc<3x1xi64, ...>) num_warps(4) {
WS_REGION_RE = re.compile(r"^\s*(?:default|partition\d+\s*\()")

# A block label: ^bb1(%arg5: i32):   (nothing moves across it)
BLOCK_LABEL_RE = re.compile(r"^\s*\^")

# The op name after the results: `%3 = ttng.arrive_barrier ...`, `"tt.reduce"(%1) ...`
OP_NAME_RE = re.compile(r'^\s*"?([\w$.-]+)')

# A block argument declared with a memory type (a buffer, barrier or nvws token):
#   %arg15: !ttg.memdesc<3x1xi64, ...>      %arg44: tensor<3x!nvws.token>
MEMORY_ARG_RE = re.compile(r"%(arg\d+):\s*(?:!ttg\.memdesc|!nvws\.|tensor<[\dx]*!nvws\.)")

# The captures of a ttg.warp_specialize:  ttg.warp_specialize(%arg3, %14, %25) attributes {...}
WS_CAPTURES_RE = re.compile(r"ttg\.warp_specialize\(")
# The capture types on the line closing its last partition:  } : (i32, !tt.ptr<bf16>) -> ()
WS_TYPES_RE = re.compile(r"^\s*\}\s*:\s*\(")

PURE_PREFIXES = ("arith.", "math.", "index.")
VIEW_OPS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subslice", "ttg.memdesc_subview", "ttg.memdesc_trans",
                      "ttg.memdesc_reinterpret", "ttg.memdesc_reshape", "ttng.tmem_subslice"})
PURE_OPS = VIEW_OPS | frozenset({
    "tt.splat", "tt.broadcast", "tt.expand_dims", "tt.make_range", "tt.addptr", "tt.reshape", "tt.trans",
    "tt.bitcast", "tt.int_to_ptr", "tt.ptr_to_int", "tt.get_program_id", "tt.get_num_programs", "tt.join",
    "tt.split", "tt.fp_to_fp", "tt.mulhiui", "ttg.convert_layout", "ub.poison", "llvm.mlir.constant",
    "llvm.mlir.undef", "llvm.mlir.poison"})
ALLOC_OPS = frozenset({"ttg.local_alloc", "ttng.tmem_alloc", "nvws.create_token", "nvws.aref.create"})
ALLOC_ROOT = "<alloc>"  # allocations keep their order among themselves (it decides offsets later)


@dataclass(frozen=True)
class MovedOp:
    """An op that sits elsewhere in B than in A (1-based normalized line numbers)."""

    text: str
    a_line: int
    b_line: int


@dataclass(frozen=True)
class Reordering:
    """A and B are the same IR up to the order of independent ops: these ops moved."""

    moved: tuple[MovedOp, ...] = ()

    @property
    def count(self) -> int:
        return len(self.moved)

    def to_json(self) -> dict:
        return {"ops": self.count,
                "moved": [{"text": m.text, "a_line": m.a_line, "b_line": m.b_line} for m in self.moved]}


@dataclass(frozen=True)
class CanonicalIR:
    """Normalized IR in canonical op order; ``origin[k]`` is the input line of output line ``k``."""

    lines: tuple[str, ...]
    origin: tuple[int, ...]
    op_starts: frozenset[int]  # input lines that start an op


def compare_order(a: NormalizedIR, b: NormalizedIR) -> Reordering | None:
    """A ``Reordering`` when ``a`` and ``b`` are the same IR up to reordering independent ops
    (and renaming the values that reordering renumbers); None when they differ otherwise."""
    ca, cb = canonicalize(a.lines), canonicalize(b.lines)
    if ca is None or cb is None or ca.lines != cb.lines:
        return None
    return Reordering(_moved_ops(ca, cb, a.lines))


def same_up_to_reordering(a_text: str, b_text: str) -> bool:
    """Whether two MLIR texts (raw or normalized) are the same IR up to reordering."""
    a, b = normalize_ir(a_text), normalize_ir(b_text)
    return a.lines == b.lines or compare_order(a, b) is not None


def canonicalize(lines: tuple[str, ...] | list[str]) -> CanonicalIR | None:
    """``lines`` (normalized IR) in canonical order and renamed again; None if it cannot be parsed."""
    try:
        scheduler = _Scheduler(list(lines))
        scheduler.emit_block(scheduler.parse())
    except (_Unordered, RecursionError):
        return None
    text = "\n".join(line for line, _ in scheduler.out)
    renamed = normalize_ir(text).lines
    if len(renamed) != len(scheduler.out):
        return None
    return CanonicalIR(renamed, tuple(origin for _, origin in scheduler.out), frozenset(scheduler.op_starts))


def _moved_ops(ca: CanonicalIR, cb: CanonicalIR, a_lines: tuple[str, ...]) -> tuple[MovedOp, ...]:
    """Ops of A whose B counterparts break A's order: those outside a longest increasing run."""
    pairs = sorted((oa, ob) for oa, ob in zip(ca.origin, cb.origin) if oa in ca.op_starts)
    keep = set(longest_chain(pairs))
    return tuple(MovedOp(a_lines[oa].strip(), oa + 1, ob + 1) for oa, ob in pairs if (oa, ob) not in keep)


class _Unordered(Exception):
    """The text has a shape the canonical order does not handle; compare it as it is."""


@dataclass
class _Op:
    parts: list              # line indices and nested _Block, in print order
    start: int
    end: int                 # one past the op's last line
    name: str = ""
    results: list[str] = field(default_factory=list)
    uses: list[str] = field(default_factory=list)   # header uses, in order (with "#N" kept)
    external: list[str] = field(default_factory=list)  # values from outside the op used anywhere in it
    label: bool = False


@dataclass
class _Block:
    ops: list[_Op]


def _defs_uses(line: str) -> tuple[list[str], list[str]]:
    """Names a normalized line defines (results, block arguments) and uses (with "#N")."""
    defs: list[str] = []
    uses: list[str] = []
    rest = line
    m = RESULTS_RE.match(line)
    if m:
        defs.extend(name.split(":")[0].strip() for name in m.group(1).split(","))
        rest = line[m.end(1):]
    for t in SSA_TOKEN_RE.finditer(rest):
        if t.group("string"):
            continue
        name = "%" + t.group("name")
        if t.group("argcolon") is not None or t.group("assign") is not None or t.group("group"):
            defs.append(name)
        else:
            uses.append(name + (t.group("index") or ""))
    return defs, uses


def _base(use: str) -> str:
    return use.split("#", 1)[0]


def _split_top(text: str) -> list[str]:
    """``text`` split at commas outside brackets (types hold ``<3x64xbf16, #ttg...>``)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "-" and text[i + 1:i + 2] == ">":
            i += 2
            continue
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
        i += 1
    parts.append(text[start:])
    return parts


def _paren_span(line: str, open_at: int) -> int:
    """Index of the parenthesis closing ``line[open_at]`` (-1 if it is not closed on the line)."""
    depth = 0
    for i in range(open_at, len(line)):
        if line[i] == "(":
            depth += 1
        elif line[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _permute_list(line: str, open_at: int, order: list[int]) -> str:
    """``line`` with the comma list in the parentheses at ``open_at`` put in ``order``."""
    close = _paren_span(line, open_at)
    if close < 0:
        raise _Unordered("unclosed list")
    items = _split_top(line[open_at + 1:close])
    if len(items) != len(order):
        raise _Unordered("capture count")
    items = [item.strip() for item in items]
    return line[:open_at + 1] + ", ".join(items[k] for k in order) + line[close:]


class _Scheduler:
    """Parses normalized lines into blocks of ops and emits them in canonical order."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.line_defs: list[list[str]] = []
        self.line_uses: list[list[str]] = []
        for line in lines:
            d, u = _defs_uses(line)
            self.line_defs.append(d)
            self.line_uses.append(u)
        self.out: list[tuple[str, int]] = []
        self.op_starts: set[int] = set()
        self.ids: dict[str, int] = {}
        self.pure_keys: dict[str, str] = {}
        self.defined_by: dict[str, _Op] = {}
        self.roots: dict[str, str] = {}
        for line in lines:
            for m in MEMORY_ARG_RE.finditer(line):
                self.roots["%" + m.group(1)] = "%" + m.group(1)

    # -- parsing ------------------------------------------------------------------------------

    def parse(self) -> _Block:
        block, pos = self._block(0, top=True)
        return block

    def _block(self, pos: int, top: bool = False) -> tuple[_Block, int]:
        ops: list[_Op] = []
        while pos < len(self.lines):
            if self.lines[pos].lstrip().startswith("}"):
                if top:
                    raise _Unordered("unbalanced }")
                return _Block(ops), pos
            op, pos = self._op(pos)
            ops.append(op)
        if not top:
            raise _Unordered("region not closed")
        return _Block(ops), pos

    def _op(self, pos: int) -> tuple[_Op, int]:
        start = pos
        parts: list = [pos]
        opens = self.lines[pos].endswith("{")
        pos += 1
        while True:
            if opens:
                block, pos = self._block(pos)
                parts.append(block)
                parts.append(pos)
                opens = self.lines[pos].endswith("{")
                pos += 1
                continue
            if pos < len(self.lines) and WS_REGION_RE.match(self.lines[pos]) and self.lines[pos].endswith("{"):
                parts.append(pos)
                opens = True
                pos += 1
                continue
            break
        op = _Op(parts, start, pos)
        head = self.lines[start]
        op.label = bool(BLOCK_LABEL_RE.match(head))
        m = RESULTS_RE.match(head)
        rest = head[m.end():] if m else head
        name = OP_NAME_RE.match(rest)
        op.name = name.group(1) if name else ""
        op.results = list(self.line_defs[start]) if m else []
        op.uses = list(self.line_uses[start])
        inner: set[str] = set()
        used: list[str] = []
        for i in range(start, pos):
            inner.update(self.line_defs[i])
            used.extend(self.line_uses[i])
        op.external = list(dict.fromkeys(u for u in used if _base(u) not in inner))
        for result in op.results:
            self.defined_by[result] = op
        self._note_roots(op)
        return op, pos

    def _note_roots(self, op: _Op) -> None:
        if op.name in ALLOC_OPS:
            for result in op.results:
                self.roots[result] = result
        elif op.name in VIEW_OPS and op.uses and _base(op.uses[0]) in self.roots:
            for result in op.results:
                self.roots[result] = self.roots[_base(op.uses[0])]

    # -- classification -----------------------------------------------------------------------

    def is_pure(self, op: _Op) -> bool:
        return (len(op.parts) == 1 and not op.label
                and (op.name in PURE_OPS or op.name.startswith(PURE_PREFIXES)))

    def effect_roots(self, op: _Op) -> set[str] | None:
        """Memory roots an op with effects touches; None for one ordered with every effect."""
        if len(op.parts) > 1 or op.label:
            return None
        roots = {self.roots[_base(u)] for u in op.uses if _base(u) in self.roots}
        if op.name in ALLOC_OPS:
            roots.add(ALLOC_ROOT)
        return roots or None

    # -- keys ---------------------------------------------------------------------------------

    def value_key(self, use: str) -> str:
        name, _, index = use.partition("#")
        if name in self.pure_keys:
            key = self.pure_keys[name]
        elif name in self.ids:
            key = f"v{self.ids[name]}"
        else:
            op = self.defined_by.get(name)
            if op is not None and self.is_pure(op):
                blank = SSA_NAME_RE.sub("%", self.lines[op.start].strip())
                operands = ",".join(self.value_key(u) for u in op.uses)
                digest = hashlib.blake2b(f"{blank}|{operands}".encode(), digest_size=12).hexdigest()
                position = op.results.index(name) if name in op.results else 0
                key = f"p{digest}.{position}"
                self.pure_keys[name] = key
            else:
                key = "?"
        return key + (f"#{index}" if index else "")

    def op_key(self, op: _Op) -> tuple:
        blank = SSA_NAME_RE.sub("%", self.lines[op.start].strip())
        return (blank, tuple(self.value_key(u) for u in op.uses))

    # -- emitting -----------------------------------------------------------------------------

    def emit_line(self, index: int, text: str | None = None) -> None:
        text = self.lines[index] if text is None else text
        for name in _defs_uses(text)[0]:
            self.ids.setdefault(name, len(self.ids))
        self.out.append((text, index))

    def emit_op(self, op: _Op) -> None:
        self.op_starts.add(op.start)
        order = self._capture_order(op) if op.name == "ttg.warp_specialize" else None
        for part in op.parts:
            if isinstance(part, _Block):
                self.emit_block(part)
                continue
            text = self.lines[part]
            if order is not None and order != sorted(order):
                if part == op.start:
                    text = _permute_list(text, WS_CAPTURES_RE.search(text).end() - 1, order)
                elif WS_REGION_RE.match(text) and "(" in text:
                    text = _permute_list(text, text.index("("), order)
                elif WS_TYPES_RE.match(text):
                    text = _permute_list(text, WS_TYPES_RE.match(text).end() - 1, order)
            self.emit_line(part, text)

    def _capture_order(self, op: _Op) -> list[int] | None:
        head = self.lines[op.start]
        m = WS_CAPTURES_RE.search(head)
        if not m:
            return None
        close = _paren_span(head, m.end() - 1)
        if close < 0:
            return None
        captures = [c.strip() for c in _split_top(head[m.end():close]) if c.strip()]
        keys = [self.value_key(c) for c in captures]
        return sorted(range(len(captures)), key=lambda k: (keys[k], k))

    def emit_block(self, block: _Block) -> None:
        segment: list[_Op] = []
        for op in block.ops:
            if op.label:
                self._emit_segment(segment)
                segment = []
                self.op_starts.add(op.start)
                self.emit_line(op.start)
            else:
                segment.append(op)
        self._emit_segment(segment)

    def _emit_segment(self, ops: list[_Op]) -> None:
        if len(ops) < 2:
            for op in ops:
                self.emit_op(op)
            return
        defined_here: dict[str, int] = {r: k for k, op in enumerate(ops) for r in op.results}
        uses_of: list[list[int]] = []
        for k, op in enumerate(ops):
            deps = []
            for use in op.external:
                d = defined_here.get(_base(use))
                if d is None:
                    continue
                if d >= k:  # a use before its definition (graph region): keep this block as printed
                    for kept in ops:
                        self.emit_op(kept)
                    return
                deps.append(d)
            uses_of.append(list(dict.fromkeys(deps)))
        pure = [self.is_pure(op) for op in ops]
        pure[-1] = False  # the terminator stays last
        effect_deps: list[set[int]] = [set() for _ in ops]
        last_by_root: dict[str, int] = {}
        since_global: list[int] = []
        last_global = -1
        for k, op in enumerate(ops):
            if pure[k]:
                continue
            if k == len(ops) - 1:
                effect_deps[k].update(j for j in range(k) if not pure[j])
                continue
            roots = self.effect_roots(op)
            if last_global >= 0:
                effect_deps[k].add(last_global)
            if roots is None:
                effect_deps[k].update(since_global)
                last_global, since_global, last_by_root = k, [], {}
            else:
                effect_deps[k].update(last_by_root[r] for r in roots if r in last_by_root)
                for r in roots:
                    last_by_root[r] = k
                since_global.append(k)
        # nonpure ancestors reached through pure ops
        through: dict[int, frozenset[int]] = {}

        def nonpure_ancestors(k: int) -> frozenset[int]:
            if k in through:
                return through[k]
            found: set[int] = set()
            stack = [k]
            seen = {k}
            while stack:
                j = stack.pop()
                for d in uses_of[j]:
                    if d in seen:
                        continue
                    seen.add(d)
                    if pure[d]:
                        stack.append(d)
                    else:
                        found.add(d)
            through[k] = frozenset(found)
            return through[k]

        waiting: dict[int, int] = {}
        successors: dict[int, list[int]] = {}
        for k in range(len(ops)):
            if pure[k]:
                continue
            deps = (nonpure_ancestors(k) | effect_deps[k]) - {k}
            waiting[k] = len(deps)
            for d in deps:
                successors.setdefault(d, []).append(k)
        emitted = [False] * len(ops)
        ready: list = []

        def push(k: int) -> None:
            heapq.heappush(ready, (self.op_key(ops[k]), k))

        def emit_pure(k: int) -> None:
            stack = [(k, iter(uses_of[k]))]
            while stack:
                j, deps = stack[-1]
                for d in deps:
                    if pure[d] and not emitted[d]:
                        stack.append((d, iter(uses_of[d])))
                        break
                else:
                    stack.pop()
                    if not emitted[j]:
                        emitted[j] = True
                        self.emit_op(ops[j])

        for k, count in waiting.items():
            if count == 0:
                push(k)
        while ready:
            _, k = heapq.heappop(ready)
            if k == len(ops) - 1:
                rest = [j for j in range(len(ops)) if pure[j] and not emitted[j]]
                for j in sorted(rest, key=lambda j: (self.op_key(ops[j]), j)):
                    emit_pure(j)
            for d in uses_of[k]:
                if pure[d] and not emitted[d]:
                    emit_pure(d)
            emitted[k] = True
            self.emit_op(ops[k])
            for s in successors.get(k, ()):
                waiting[s] -= 1
                if waiting[s] == 0:
                    push(s)
        if not all(emitted):
            raise _Unordered("dependence cycle")
