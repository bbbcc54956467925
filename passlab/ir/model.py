"""The op tree: ``Module`` > ``Operation`` > ``Region`` > ``Block`` > ``Operation``, with ``Value``s.

The structure (op names, results, regions, blocks, lines) is built eagerly by the parser.
What lies inside one op's text (operands, attributes, types, location, block-argument types) is
read on first access and cached: a WS matmul trace is ~20 MB of text, most of it LLVM-dialect
lines that callers never open. ``Module.check()`` reads everything up front and so surfaces
every ``ParseError`` at once.
"""

from __future__ import annotations

import re

from typing import Iterator, Union

from passlab.ir.locations import Location
from passlab.ir.types import Type

# Ops whose regions name no value defined outside them (MLIR's IsolatedFromAbove, as Triton prints them)
ISOLATED_OPS = frozenset({"builtin.module", "tt.func", "llvm.func", "func.func", "ttg.warp_specialize.partitions"})

# arith.constant 3 : i32   /   arith.constant {attrs} true
CONSTANT_RE = re.compile(r"arith\.constant\s+(?:\{[^}]*\}\s*)?(-?\d+|true|false)\b")


class Value:
    """An SSA value: an op result or a block argument. ``name`` is as printed ("%12", "%0#1")."""

    __slots__ = ("name", "owner", "index", "_type")

    def __init__(self, name: str, owner: Union["Operation", "Block"], index: int, type_: Type | None = None):
        self.name = name
        self.owner = owner
        self.index = index
        self._type = type_

    @property
    def type(self) -> Type | None:
        if self._type is None:
            owner = self.owner
            if isinstance(owner, Operation):
                types = owner.result_types
                return types[self.index] if self.index < len(types) else None
            owner.resolve_argument_types()
        return self._type

    def __repr__(self) -> str:
        return f"Value({self.name})"


class Block:
    """A basic block: optional ``^label``, arguments, operations, and its parent region."""

    __slots__ = ("label", "_arguments", "operations", "parent", "line", "_args_text", "_typed", "_named")

    def __init__(self, parent: "Region", label: str | None = None, line: int = 0, args_text: str = ""):
        self.label = label
        self._arguments: list[Value] = []
        self._named = False
        self.operations: list[Operation] = []
        self.parent = parent
        self.line = line
        self._args_text = args_text
        self._typed = False

    @property
    def arguments(self) -> list[Value]:
        """Block arguments. Entry-block arguments printed in the op's header (function
        parameters, scf.for induction variable and iter_args) are named on first access."""
        if not self._named:
            self._named = True
            region = self.parent
            if region.blocks and region.blocks[0] is self and region.parent is not None:
                region.parent.details  # noqa: B018 -- reading the header names these arguments
        return self._arguments

    def resolve_argument_types(self) -> None:
        """Fill argument types: from the ^bb header, or from the owning op's header for entry blocks."""
        if self._typed:
            return
        self._typed = True
        owner = self.parent.parent
        if owner is not None:
            owner.aliases.read_block_argument_types(self)

    def __repr__(self) -> str:
        return f"Block({self.label or '<entry>'}, {len(self.operations)} ops)"


class Region:
    """A region of an op: blocks, plus the header Triton prints before it ("default", "partition0(...) num_warps(4)")."""

    __slots__ = ("blocks", "parent", "header", "index", "line")

    def __init__(self, parent: "Operation", index: int, header: str = "", line: int = 0, empty: bool = False):
        self.parent = parent
        self.index = index
        self.header = header
        self.line = line
        # ``empty``: a region the op always has but the text does not show (scf.if's missing else)
        self.blocks: list[Block] = [] if empty else [Block(self, None, line)]

    @property
    def name(self) -> str:
        """"default", "partition0", "else", ... or "" when the region has no printed header."""
        head = self.header
        for stop in ("(", " "):
            if stop in head:
                head = head[:head.index(stop)]
        return head

    @property
    def operations(self) -> list["Operation"]:
        return [op for block in self.blocks for op in block.operations]

    def walk(self) -> Iterator["Operation"]:
        for block in self.blocks:
            for op in block.operations:
                yield from op.walk()

    def __repr__(self) -> str:
        return f"Region({self.name or self.index}, {len(self.blocks)} blocks)"


class Operation:
    """One MLIR operation with its nested regions."""

    __slots__ = ("name", "results", "regions", "parent", "block", "line", "head", "rest_at", "tail", "tail_line",
                 "scope", "aliases", "source", "implicit", "column", "_details")

    def __init__(self, name: str, line: int, head: str, rest_at: int, aliases, source: str):
        self.name = name
        self.results: list[Value] = []
        self.regions: list[Region] = []
        self.parent: Operation | None = None
        self.block: Block | None = None
        self.line = line
        self.head = head            # the op's first printed line, stripped
        self.rest_at = rest_at      # offset in ``head`` just after the op name
        self.tail = ""              # text after the closing "}" of the last region ("} : (...) -> () loc(#l)")
        self.tail_line = 0
        self.scope = 0              # values are named per isolated-from-above region (function, WS partition)
        self.aliases = aliases      # the parser's AliasTable: resolves aliases and reads the op's details
        self.source = source
        self.column = 1              # 1-based column where the op's text starts in its line
        self.implicit = False        # a terminator MLIR did not print (empty scf.yield), recreated
        self._details = None

    # -- the op's own text, read on demand -------------------------------------------------
    @property
    def details(self):
        """Operands, attributes, types and location (``passlab.ir.details.Details``), read once."""
        if self._details is None:
            self._details = self.aliases.read_details(self)
        return self._details

    def peek_details(self):
        """``details`` without keeping them on the op, unless they are kept already: for one pass over
        a huge snapshot (``passlab show``), where caching every op's details doubles the memory."""
        return self._details if self._details is not None else self.aliases.read_details(self)

    @property
    def text(self) -> str:
        return self.head

    @property
    def operands(self) -> list[str]:
        return self.details.operands

    @property
    def successors(self) -> list[str]:
        """The blocks a terminator branches to, as printed (``^bb1``); their operands are in ``operands``."""
        return self.details.successors

    @property
    def attributes(self) -> dict:
        return self.details.attributes

    @property
    def result_types(self) -> list[Type]:
        return self.details.result_types

    @property
    def operand_types(self) -> list[Type]:
        return self.details.operand_types

    @property
    def loc(self) -> Location | None:
        return self.details.loc

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    def constant_int(self) -> int | None:
        """The integer an ``arith.constant`` defines (``true``/``false`` as 1/0), else None."""
        if self.name != "arith.constant":
            return None
        m = CONSTANT_RE.search(self.text)
        if not m:
            return None
        token = m.group(1)
        return {"true": 1, "false": 0}[token] if token in ("true", "false") else int(token)

    # -- tree --------------------------------------------------------------------------------
    def walk(self) -> Iterator["Operation"]:
        """This op, then every op nested in its regions, pre-order."""
        stack = [self]
        while stack:
            op = stack.pop()
            yield op
            if op.regions:
                nested = [inner for region in op.regions for block in region.blocks for inner in block.operations]
                stack.extend(reversed(nested))

    def ancestors(self) -> Iterator["Operation"]:
        op = self.parent
        while op is not None:
            yield op
            op = op.parent

    @property
    def region(self) -> Region | None:
        return self.block.parent if self.block is not None else None

    def __repr__(self) -> str:
        return f"Operation({self.name} @{self.line})"
