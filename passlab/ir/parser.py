"""Read MLIR text as Triton prints it into the op tree, one line at a time.

MLIR's pretty printer puts one operation per line and opens each region with a trailing
``{``; the closing ``}`` line carries what follows the regions (``} {attrs} loc(...)``,
``} : (types) -> ()``). That regularity lets the structure be read line by line without a
grammar; each op's own text is read later, on demand (``passlab.ir.details``).

Triton-specific shapes handled here:
- ``ttg.warp_specialize`` prints its regions as ``default {`` and ``partitionN(args) num_warps(N) {``
  lines; the partition regions belong to a hidden ``ttg.warp_specialize.partitions`` op, which
  this parser recreates (also when no partition is printed) so op counts match MLIR's own walk.
- A snapshot may hold several modules (func-anchored dumps glued together), each preceded by its
  own alias definitions, which may redefine ``#loc``: each module keeps the aliases it was printed with.
- ``llvm.switch`` spreads its case list over several lines.

Hand-written text (Triton's lit tests) also continues an op on the next lines: a line that ends
inside brackets or on a token that needs more (``,`` ``:`` ``*`` ``=`` ``->``), or a next line
that can only continue one (it starts with ``:``, ``->``, ``*``, ``{``...). Those lines are joined
into one op text that keeps the first line's number; MLIR strings never span lines, so the
bracket balance is counted line by line outside strings. Text that fits none of these shapes
raises ``ParseError`` at its line: the reader never guesses an op from a line it cannot place.
"""

from __future__ import annotations

import re
from pathlib import Path

from passlab.errors import ParseError
from passlab.ir.details import block_argument_types, parse_details
from passlab.ir.locations import LocationResolver
from passlab.ir.model import ISOLATED_OPS, Block, Operation, Region, Value
from passlab.ir.module import Module, collector_paused
from passlab.ir.op_shapes import REGION_COUNTS, UNNAMED_RESULT_OPS, unnamed_result_count
from passlab.ir.scan import QUOTED, QUOTED_NONEMPTY, STRING_RE, ScanError, count_balance, matching_close, split_top

# %0 = tt.load ...   |   %0 =  tt.atomic_rmw ...   |   %acc:2 = scf.for ...   |   %5 = "tt.reduce"(%4) <{axis = 1 : i32}> ({   |   tt.return
OP_RE = re.compile(r'(?:(%[^=]*?) =\s+)?(' + QUOTED_NONEMPTY + r'|[A-Za-z_][\w$.]*)( =)?')
# %acc:2   |   %12   |   %arg3
RESULT_RE = re.compile(r"^%[\w$.-]+(?::(\d+))?$")
# #blocked1 = #ttg.blocked<{...}>   |   #smem   = #ttg.shared_memory   |   #loc12 = loc("k.py":41:19)   |   !tensor = tensor<...>
ALIAS_DEF_RE = re.compile(r"^([#!][\w$.-]+)\s*=\s*(.*)$", re.S)
# ^bb1:  // 2 preds: ^bb0, ^bb3   |   ^bb0(%arg5: f32 loc(unknown), %arg6: f32 loc(unknown)):
BLOCK_LABEL_RE = re.compile(r"^(\^[\w$.-]+)(?:\((.*)\))?:\s*(?://.*)?$", re.S)
# default {   |   partition0(%a: i32 loc(...)) num_warps(4) {   |   else {   |   do {
REGION_HEADER_RE = re.compile(r"^[A-Za-z_][\w$]*(?:\(.*\))?[^{]*\{$", re.S)
# partition0   (the word that names a printed region, before its argument list)
REGION_NAME_RE = re.compile(r"[\w$]*")

# eltTypeA = 3 : i32,   |   "ttg.num-warps" = 4 : i32   |   tt.divisibility = 16 : i32}   (an attribute entry)
ATTRIBUTE_ENTRY_RE = re.compile(r'^(?:[A-Za-z_][\w$.-]*|' + QUOTED + r')\s*=\s')
# Ops whose regions do not see values defined outside them: names restart inside.
WS_OP = "ttg.warp_specialize"
WS_PARTITIONS = "ttg.warp_specialize.partitions"
BARE_OP_NAMES = {"module": "builtin.module"}
# Inside func.func the func dialect is the default one: "return" prints for func.return.
FUNC_BARE_OPS = frozenset({"return", "call", "call_indirect", "constant"})
# A line ending in one of these continues on the next: "%d = tt.dot %a, %b, %c :" | "... tensor<..> *"
CONTINUED_ENDINGS = ",:*=([<"
# A line starting with one of these can only continue the op before it: ": tensor<...>" | "-> i32" | "{attrs} %0"
CONTINUATION_STARTS = ":*{-[,=)>]"
# ... and inside a region, where no alias is defined: "!ttg.memdesc<...>," | "#ttg.dot_op<...>>"
CONTINUATION_STARTS_IN_REGION = CONTINUATION_STARTS + "#!"
# Last characters worth a closer look (one test for the common ")" of "loc(#loc12)")
MAY_CONTINUE = CONTINUED_ENDINGS + ">{"
# A block label ends with ":"; only these ask for its next line: "^bb0(%a: i32,"
LABEL_ENDINGS = ",*="
# A trailing "{" that opens an attribute dict, not a region: "module attributes {" | "<{"
DICT_OPENERS = ("attributes {", "<{", "= {", "[{", ", {")
# Regions whose terminator MLIR does not print when it carries no values (scf.if without results).
IMPLICIT_TERMINATORS = {"scf.for": "scf.yield", "scf.if": "scf.yield", "scf.forall": "scf.forall.in_parallel"}


class Memos:
    """What has been worked out from one set of alias definitions: alias-resolved text, the
    location resolver, and (for ``passlab.ir.details``) type text -> Type, attribute-dict text
    -> dict, (op name, result and operand counts, type section) -> (result types, operand types).
    Every entry depends only on the definitions, so tables that print the same ones share it."""

    __slots__ = ("resolved", "resolver", "types", "attribute_dicts", "signatures")

    def __init__(self):
        self.resolved: dict[str, str] = {}
        self.resolver = None
        self.types: dict = {}
        self.attribute_dicts: dict[str, dict] = {}
        self.signatures: dict[tuple, tuple] = {}


# (alias definitions, loc definitions) -> the Memos of the tables that print exactly those.
# Consecutive snapshots of a trace usually do, so a whole trace resolves each alias once.
_shared_memos: dict[tuple, Memos] = {}
SHARED_MEMOS_MAX = 16


class AliasTable:
    """The alias definitions one module was printed with: attribute/type aliases and ``#loc`` aliases."""

    __slots__ = ("aliases", "locs", "memo")

    # Ops and blocks read their own text through their table (the model does not import the reader).
    read_details = staticmethod(parse_details)
    read_block_argument_types = staticmethod(block_argument_types)

    def __init__(self):
        self.aliases: dict[str, str] = {}
        self.locs: dict[str, str] = {}
        self.memo = Memos()

    def copy(self) -> "AliasTable":
        table = AliasTable()
        table.aliases = dict(self.aliases)
        table.locs = dict(self.locs)
        return table

    def share_memos(self) -> None:
        """Once the definitions are all read: take the memos of an earlier table with the same ones."""
        key = (tuple(self.aliases.items()), tuple(self.locs.items()))
        memo = _shared_memos.get(key)
        if memo is None:
            if len(_shared_memos) >= SHARED_MEMOS_MAX:
                del _shared_memos[next(iter(_shared_memos))]
            _shared_memos[key] = self.memo
        else:
            self.memo = memo

    @property
    def resolver(self):
        memo = self.memo
        if memo.resolver is None:
            memo.resolver = LocationResolver(self.locs)
        return memo.resolver

    def resolve(self, text: str) -> str:
        """``text`` with every alias reference replaced by its (recursively resolved) definition."""
        if "#" not in text and "!" not in text:
            return text
        resolved = self.memo.resolved
        hit = resolved.get(text)
        if hit is None:
            hit = ALIAS_REF_RE.sub(self._expand, text)
            resolved[text] = hit
        return hit

    def _expand(self, m: re.Match) -> str:
        name = m.group()
        if name not in self.aliases:
            return name
        done = self.memo.resolved.get(name)
        return done if done is not None else self._resolve_alias(name)

    def _resolve_alias(self, root: str) -> str:
        """The definition of alias ``root`` with every alias in it resolved, depth-first with an
        explicit stack: a crafted chain of 10k aliases, each naming the previous one, would
        overflow Python's stack if each link were a nested ``re.sub`` call. A name still being
        resolved stands for itself (a cycle guard; MLIR never prints a cycle)."""
        aliases, resolved = self.aliases, self.memo.resolved
        resolved[root] = root
        stack = [(root, iter(ALIAS_REF_RE.findall(aliases[root])))]
        while stack:
            name, refs = stack[-1]
            for ref in refs:
                if ref in aliases and ref not in resolved:
                    resolved[ref] = ref
                    stack.append((ref, iter(ALIAS_REF_RE.findall(aliases[ref]))))
                    break
            else:
                stack.pop()
                resolved[name] = ALIAS_REF_RE.sub(lambda m: resolved.get(m.group(), m.group()), aliases[name])
        return resolved[root]

    def resolved_aliases(self) -> dict[str, str]:
        return {name: self.resolve(name) for name in self.aliases}


# #blocked1   |   #shared   |   !ttg_desc   (but not #ttg.blocked<...>: no alias has a dot)
ALIAS_REF_RE = re.compile(r"[#!][A-Za-z_][\w$-]*(?![\w$.-])")


def parse_file(path: str | Path) -> Module:
    """Parse one ``.mlir`` file. ``ParseError`` on malformed text or an unreadable file."""
    path = Path(path)
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise ParseError(f"cannot read: {exc}", 0, 0, "", str(path)) from None
    return parse_module(text, str(path))


def parse_module(text: str, source: str = "") -> Module:
    """Parse MLIR text into a ``Module``. ``ParseError`` (with line, column, text) on malformed text."""
    with collector_paused():
        return Module(_Reader(text, source).read(), text, source)


class _Frame:
    __slots__ = ("op", "region", "scope")

    def __init__(self, op: Operation, region: Region, scope: int):
        self.op = op
        self.region = region
        self.scope = scope


class _Reader:
    def __init__(self, text: str, source: str):
        self.lines = text.split("\n")
        self.source = source
        self.table = AliasTable()
        self.tables = [self.table]
        self.top: list[Operation] = []
        self.stack: list[_Frame] = []
        self.pending: Operation | None = None     # an op that may still get a printed region header
        self.open_tail: Operation | None = None   # the op whose region's "}" line was read last
        self.scopes = 1
        self.table_used = False  # a top-level op was printed with ``self.table`` (see ``_alias``)
        self.fixed_regions: list[Operation] = []  # ops that always have REGION_COUNTS regions

    def error(self, message: str, number: int, column: int = 1) -> ParseError:
        line = self.lines[number - 1] if 0 < number <= len(self.lines) else ""
        return ParseError(message, number, column, line, self.source)

    def read(self):
        lines = self.lines
        count = len(lines)
        i = 0
        while i < count:
            raw = lines[i]
            i += 1
            s = raw.strip()
            if not s or s.startswith("//"):
                continue
            number = i
            first = s[0]
            last = s[-1]
            if last != ")" and "//" in s:
                # A trailing comment in hand-written text ("#mma = #ttg.amd_wmma<{...}> // b8"). Lines
                # ending in ")" are not searched: Triton ends each op line with "loc(...)" and never
                # comments one, and a search of every line costs a tenth of the structure parse.
                s = _strip_comment(s)
                last = s[-1]
            if last in MAY_CONTINUE and (last in CONTINUED_ENDINGS or (last == ">" and s.endswith("->")) or (
                    last == "{" and s.endswith(DICT_OPENERS))):
                if first != "^":
                    s, i = self._join(s, i)
                elif last != ":":
                    s, i = self._join(s, i, LABEL_ENDINGS)  # "^bb0(%a: i32," ... "%b: f32):"
            if first == "}":
                self._close(s, number)
            elif first == "^":
                self._block_label(s, number)
            elif (first == "#" or first == "!") and not self.stack:
                s, i = self._join_unbalanced(s, i)
                self._alias(s, number)
            elif first in CONTINUATION_STARTS_IN_REGION:
                if first == "{" and s.startswith("{-#") and not self.stack:
                    i = self._skip_metadata(i)
                else:
                    self._continue(s, number, raw.find(first) + 1)
            else:
                # s[0] is the first character that is not whitespace: its first occurrence is the indent.
                resume = self._op_or_header(s, number, raw.find(first) + 1, i)
                if resume:
                    i = resume
        if self.stack:
            frame = self.stack[-1]
            raise self.error(f"'{frame.op.name}' region opened here is never closed", frame.region.line)
        for op in self.fixed_regions:  # regions the text leaves out (an else, a declaration's body)
            for index in range(len(op.regions), REGION_COUNTS[op.name]):
                op.regions.append(Region(op, index, "", op.line, empty=True))
        for table in self.tables:
            table.share_memos()
        return self.top, self.tables

    def _join(self, s: str, i: int, endings: str = ",:*=") -> tuple[str, int]:
        """An op printed over several lines: append lines (comments skipped) while brackets are
        open outside strings or the text ends on a token that needs more. A trailing ``{`` (or
        the generic form's ``({``) opens the op's region and needs nothing more."""
        start = i
        depth = _line_balance(s, self, start)
        if s[0] == "}":
            depth += 2 if s[1:].lstrip().startswith(")") else 1  # "}" / "})" close what came before
        lines = self.lines
        while True:
            last = s[-1]
            opened = depth
            if last == "{" and not s.endswith(DICT_OPENERS):
                opened -= 2 if s.endswith("({") else 1
            if opened <= 0 and last not in endings and not (last == ">" and s.endswith("->")):
                break
            if i >= len(lines):
                raise self.error("operation spread over lines never ends (unclosed bracket or trailing "
                                 f"'{last}')", start)
            more = lines[i].strip()
            i += 1
            if not more or more.startswith("//"):
                continue
            if "//" in more:
                more = _strip_comment(more)
            if opened <= 0 and more[0] in "}^":
                # Only a trailing token asked for more, and this line closes a region or labels a block.
                raise self.error("expected an operation after '='" if last == "=" else
                                 f"the line ends with '{last}' but the next one does not continue it", start)
            depth += _line_balance(more, self, i)
            if depth < 0:
                raise self.error("unbalanced brackets in an operation spread over lines", i)
            s = s + " " + more
        if opened < 0:
            raise self.error("unbalanced brackets in an operation spread over lines", start)
        return s, i

    def _join_unbalanced(self, s: str, i: int) -> tuple[str, int]:
        """An alias definition spread over lines (``#linear = #ttg.linear<{register = [...],``).
        A snapshot prints thousands of ``#locN = loc(...)`` lines, which end with ")": only other
        endings have their (string-aware, so slower) balance counted."""
        if s[-1] != ")" and _line_balance(s, self, i) > 0:
            return self._join(s, i)
        return s, i

    def _skip_metadata(self, i: int) -> int:
        """``{-# external_resources: {...} #-}`` after the module (a reproducer's pipeline): no ops."""
        start = i
        self.pending = None
        lines = self.lines
        while i <= len(lines):
            if lines[i - 1].rstrip().endswith("#-}"):
                return i
            i += 1
        raise self.error("'{-#' metadata block is never closed with '#-}'", start)

    def _continue(self, s: str, number: int, column: int) -> None:
        """A line that can only continue what the statement before it printed: the op line read
        last (``self.pending`` without regions: every other statement resets ``pending`` or gives
        it regions), or the text after a region's ``}`` when the line before this one closed it."""
        op = self.pending
        if op is not None and not op.regions:
            op.head = op.head + " " + s
            if s[-1] == "{" and not op.head.endswith(DICT_OPENERS):
                self._open_region(op, "", op.line, None if op.name in ISOLATED_OPS else op.scope)
                self.pending = None
            return
        owner = self.open_tail
        if owner is None or not self._previous_line(number).startswith("}"):
            raise self.error("expected an operation (this line can only continue one, and none precedes it)",
                             number, column)
        if not owner.tail:
            owner.tail_line = number
        owner.tail = (owner.tail + " " + s).lstrip()
        if s[-1] == "{":
            raise self.error("a region cannot follow the text after a region's '}'", number, column)

    def _previous_line(self, number: int) -> str:
        """The last line before line ``number`` that holds more than a comment, stripped."""
        for k in range(number - 2, -1, -1):
            s = self.lines[k].strip()
            if s and not s.startswith("//"):
                return s
        return ""

    def _alias(self, s: str, number: int) -> None:
        m = ALIAS_DEF_RE.match(s)
        if not m:
            raise self.error("expected an alias definition '#name = ...'", number)
        name, body = m.group(1), m.group(2).strip()
        # Nothing printed before a definition takes a region header after it: a bare "module {"
        # of the next glued module is a new op, not a second region of the previous one.
        self.pending = None
        is_loc = body.startswith("loc(") and body.endswith(")")
        if name in (self.table.locs if is_loc else self.table.aliases) and self.table_used:
            # A second module in the same snapshot (glued func-anchored dumps): its aliases start over.
            self.table = self.table.copy()
            self.tables.append(self.table)
            self.table_used = False
        if is_loc:
            self.table.locs[name] = body[4:-1]
        else:
            self.table.aliases[name] = body

    def _block_label(self, s: str, number: int) -> None:
        if not self.stack:
            raise self.error("block label outside any region", number)
        self.pending = None  # an op before a label takes no region header, nor continuation lines
        m = BLOCK_LABEL_RE.match(s)
        if not m:
            raise self.error("malformed block label", number)
        region = self.stack[-1].region
        last = region.blocks[-1]
        if last.label is None and not last.operations and not last._arguments and not last._args_text:
            last.label, last.line, last._args_text = m.group(1), number, m.group(2) or ""
            block = last
        else:
            block = Block(region, m.group(1), number, m.group(2) or "")
            region.blocks.append(block)
        if block._args_text:
            _name_block_arguments(block, number, self)

    def _close(self, s: str, number: int) -> None:
        if not self.stack:
            raise self.error("'}' closes no region", number)
        frame = self.stack.pop()
        op = frame.op
        terminator = IMPLICIT_TERMINATORS.get(op.name)
        if terminator:
            block = frame.region.blocks[-1]
            if not block.operations or block.operations[-1].name != terminator:
                implicit = Operation(terminator, number, terminator, len(terminator), op.aliases, op.source)
                implicit.parent, implicit.block, implicit.scope, implicit.implicit = op, block, frame.scope, True
                block.operations.append(implicit)
        if op.name == WS_OP and len(op.regions) == 1 and frame.region.header == "default":
            # The default region closed. MLIR's ttg.warp_specialize always holds a second region with the
            # partitions op, even when no partition is printed (Triton 3.6 counts it in every walk).
            op = self._ws_partitions(op, number)
        rest = s[1:].lstrip()
        if rest.startswith(")"):
            rest = rest[1:].lstrip()  # generic form: "}) {attrs} : (...) -> ..."
        if rest.endswith("{"):
            # "} else {", "} do {": another region of the same op.
            self._open_region(op, rest[:-1].strip(), number, frame.scope if op.name not in ISOLATED_OPS else None)
            self.pending = None
            return
        owner = op.parent if op.name == WS_PARTITIONS and op.parent is not None else op
        self.open_tail = owner
        if rest:
            owner.tail, owner.tail_line = rest, number
            self.pending = None
        else:
            self.pending = op

    def _ws_partitions(self, op: Operation, number: int) -> Operation:
        """The hidden ``ttg.warp_specialize.partitions`` op in a second region of ``op``."""
        holder = Region(op, len(op.regions), "", number)
        op.regions.append(holder)
        parts = Operation(WS_PARTITIONS, number, WS_PARTITIONS, len(WS_PARTITIONS), op.aliases, op.source)
        parts.parent, parts.block, parts.scope = op, holder.blocks[0], op.scope
        holder.blocks[0].operations.append(parts)
        return parts

    def _open_region(self, op: Operation, header: str, number: int, scope: int | None) -> Region:
        region = Region(op, len(op.regions), header, number)
        op.regions.append(region)
        if scope is None:
            scope = self.scopes
            self.scopes += 1
        self.stack.append(_Frame(op, region, scope))
        return region

    def _op_or_header(self, s: str, number: int, column: int, after: int) -> int | None:
        """Read one op line (or a region header). Returns the next line's index when it had to
        read further lines (an attribute dict it first took for a region), else None. ``after``:
        the index of the line after ``s`` (``s`` may already hold several joined lines)."""
        m = OP_RE.match(s)
        if not m:
            raise self.error("expected an operation", number, column)
        results, name = m.group(1), m.group(2)
        if m.lastindex == 3:
            # "ttg.target = ..." | "eltTypeA = 3 : i32,": an attribute entry, never an op.
            return self._dict_not_region(s, number, column, after, f"expected an operation, found attribute '{name}'")
        if name[0] == '"':
            if s[m.end():].lstrip()[:1] != "(":
                # A quoted op name opens its operand list at once: '"key" = 4 : i32' is no op.
                return self._dict_not_region(s, number, column, after, f"expected '(' after the generic op name {name}")
            name = name[1:-1]
        elif "." not in name:
            if results is None and s[-1] == "{" and self.pending is not None and REGION_HEADER_RE.match(s):
                self._region_header(s[:-1].strip(), number)
                return None
            if name in BARE_OP_NAMES:
                name = BARE_OP_NAMES[name]
            elif name in FUNC_BARE_OPS and self.stack and any(f.op.name == "func.func" for f in self.stack):
                name = "func." + name
            else:
                return self._dict_not_region(s, number, column, after, f"expected an operation, found '{name}'")
        op = Operation(name, number, s, m.end(), self.table, self.source)
        op.column = column
        if name in REGION_COUNTS:
            self.fixed_regions.append(op)
        if results is None:
            if name in UNNAMED_RESULT_OPS:
                # Hand-written text may leave results unnamed; MLIR still makes them (op_shapes).
                for k in range(unnamed_result_count(name, s[m.end():])):
                    op.results.append(Value("", op, k))
        elif "," not in results and ":" not in results:
            piece = results.strip()  # one result, the common case
            if not RESULT_RE.match(piece):
                raise self.error(f"malformed result name '{piece}'", number, column)
            op.results.append(Value(piece, op, 0))
        else:
            index = 0
            for piece in results.split(","):
                piece = piece.strip()
                rm = RESULT_RE.match(piece)
                if not rm:
                    raise self.error(f"malformed result name '{piece}'", number, column)
                if rm.group(1):
                    base = piece[:piece.index(":")]
                    for k in range(int(rm.group(1))):
                        op.results.append(Value(f"{base}#{k}", op, index))
                        index += 1
                else:
                    op.results.append(Value(piece, op, index))
                    index += 1
        stack = self.stack
        if stack:
            frame = stack[-1]
            block = frame.region.blocks[-1]
            op.parent, op.block, op.scope = frame.op, block, frame.scope
            op.aliases = frame.op.aliases
            block.operations.append(op)
        else:
            self.top.append(op)  # usually one builtin.module; glued dumps hold several
            self.table_used = True  # a flag, not a scan of ``top`` per alias line: 1000 glued modules stay linear
        if s[-1] == "{" and not s.endswith(DICT_OPENERS):
            isolated = name in ISOLATED_OPS
            self._open_region(op, "", number, None if isolated else op.scope)
            self.pending = None
        else:
            self.pending = op
        return None

    def _dict_not_region(self, s: str, number: int, column: int, after: int, message: str) -> int:
        """``%acc = nvg.wgmma %a, %b, %c {`` then ``eltTypeA = 3 : i32,``: the ``{`` ending the op
        line opened its attribute dict, not a region; the line shows it, as no op starts
        ``key = ``. Undo the region and join the dict's lines into the op. ``ParseError`` with
        ``message`` when this line is not the first one in a region opened that way (a region
        still empty, with no op, label or header: nothing but the op's own text came before)."""
        frame = self.stack[-1] if self.stack else None
        region = frame.region if frame else None
        op = frame.op if frame else None
        if (region is None or region.header or region.index != len(op.regions) - 1 or len(region.blocks) != 1
                or region.blocks[0].operations or region.blocks[0].label is not None
                or not op.head.endswith("{") or not ATTRIBUTE_ENTRY_RE.match(s)):
            raise self.error(message, number, column)
        text, i = op.head + " " + s, after
        if _line_balance(text, self, number) > 0:
            # The entries stop (no trailing ","): the next line must close the dict, as in
            # "} : (i64, i64, i1) -> !struct"; otherwise "{" opened a region after all.
            while i < len(self.lines) and (not self.lines[i].strip() or self.lines[i].strip().startswith("//")):
                i += 1
            more = _strip_comment(self.lines[i].strip()) if i < len(self.lines) else ""
            if not more.startswith("}"):
                raise self.error(message, number, column)
            text, i = text + " " + more, i + 1
        self.stack.pop()
        op.regions.pop()
        text, i = self._join(text, i)
        op.head = text
        if text[-1] == "{" and not text.endswith(DICT_OPENERS):
            self._open_region(op, "", op.line, None if op.name in ISOLATED_OPS else op.scope)
            self.pending = None
        else:
            self.pending = op
        return i

    def _region_header(self, header: str, number: int) -> None:
        """``default {`` / ``partitionN(...) num_warps(N) {``: a printed region of the pending op."""
        op = self.pending
        if op.name == WS_PARTITIONS and not op.regions:
            op.line = number  # the partitions op is where its first partition is printed
        isolated = op.name in ISOLATED_OPS
        frame_scope = op.scope
        region = self._open_region(op, header, number, None if isolated else frame_scope)
        word = REGION_NAME_RE.match(header).end()
        if header[word:word + 1] == "(":
            try:
                close = matching_close(header, word)
            except ScanError as exc:
                raise self.error(f"malformed region header: {exc}", number) from None
            region.blocks[0]._args_text = header[word + 1:close]
            _name_block_arguments(region.blocks[0], number, self)
        self.pending = None


# %arg5: f32 loc(unknown)   |   %M_18: i32 loc("M"(#loc))   (a block argument definition)
BLOCK_ARG_NAME_RE = re.compile(r"(%[\w$.-]+)\s*:")


def _name_block_arguments(block: Block, number: int, reader: _Reader) -> None:
    """Argument names from a printed argument list; their types are read later, on demand."""
    try:
        pieces = split_top(block._args_text)
    except ScanError as exc:
        raise reader.error(f"malformed block arguments: {exc}", number) from None
    for index, piece in enumerate(pieces):
        m = BLOCK_ARG_NAME_RE.match(piece)
        if not m:
            raise reader.error(f"malformed block argument '{piece[:40]}'", number)
        block._arguments.append(Value(m.group(1), block, index))
    block._named = True


def _line_balance(s: str, reader: _Reader, number: int) -> int:
    """Openers minus closers outside strings. MLIR strings never span lines, so a quote left
    open is an unterminated string: ``ParseError`` at its line."""
    if '"' in s:
        s = STRING_RE.sub('""', s)
        if '"' in s.replace('""', ""):
            raise reader.error("unterminated string (MLIR strings do not span lines)", number)
    return count_balance(s)


def _strip_comment(s: str) -> str:
    """``s`` without a trailing ``// comment`` (one outside strings); ``s`` itself when it has none."""
    at = s.find("//")
    while at >= 0:
        if (s.count('"', 0, at) - s.count('\\"', 0, at)) % 2 == 0:
            return s[:at].rstrip()
        at = s.find("//", at + 2)
    return s
