"""Normalize MLIR text so that two dumps of the same IR compare equal line for line.

Raw snapshots differ in ways that are not changes to the IR: SSA names come from location
name hints (``%a_ptr``, ``%M_18``) in the dump file but are plain numbers (``%arg0``, ``%19``)
in the internal dumps Triton 3.6 prints on stderr; the numbers shift when one op is added far
above; attribute aliases (``#blocked1``) are numbered per module and absent from stderr dumps;
``loc(...)`` differs between two checkouts of the same kernel. Normalizing:

- drops every ``loc(...)`` (the resolved source location of each line is kept alongside, for
  display),
- inlines attribute and type aliases (``#shared1`` -> ``#ttg.nvmma_shared<{...}>``) and drops
  their definitions,
- renames SSA values by structure: op results ``%0, %1, ...`` and block arguments
  ``%arg0, %arg1, ...`` in order of definition, scoped by region so that names reused by
  isolated regions (each ``ttg.warp_specialize`` partition restarts the printer's numbering)
  stay distinct,
- drops comment and blank lines and trailing whitespace.

This works on the printed text line by line (MLIR prints one op per line; only regions span
lines), not on an op tree, so it also normalizes snapshots that the IR parser rejects, such as
LLVM-dialect ones and truncated dumps of a crashed pass. Block labels (``^bb1``) are already
numbered by position by the printer and are left alone.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from passlab.ir.locations import LocationResolver
from passlab.ir.scan import QUOTED

if TYPE_CHECKING:  # the IR package is imported only for its types
    from passlab.ir import Module

# #blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
# !tt_ptr = !tt.ptr<bf16>
# #loc12 = loc("/work/main/kernels/matmul_hopper.py":35:24)
ALIAS_DEF_RE = re.compile(r"^([#!][A-Za-z_][\w$.-]*)\s*=\s*(.*)$")

# a use of an alias inside an op: `#blocked1`, `#smem`, `!tt_ptr` (but not `#ttg.blocked<...>`,
# which is a dialect attribute and never in the alias table)
ALIAS_USE_RE = re.compile(r"[#!][A-Za-z_][\w$.-]*")

# One token of an op line, strings first so that `%` inside a string (PTX in inline asm,
# "mov.u32 $0, %clock;") is not taken for an SSA value:
#   "a string"          -> kept as is
#   %arg7 = %c0_i64     -> %arg7 is a definition (iter_args, scf.for induction variable)
#   %a_ptr: !tt.ptr     -> a block argument definition
#   %37:2 = scf.for     -> a result group definition
#   %37#1, %12          -> uses
SSA_TOKEN_RE = re.compile(
    r'(?P<string>' + QUOTED + ')'
    r"|%(?P<name>[0-9]+|[A-Za-z$._-][\w$.-]*)"
    r"(?:(?P<group>:[0-9]+)(?=\s*=[^=])|(?P<index>#[0-9]+)|(?P<argcolon>:)(?=\s)|(?P<assign>(?=\s*=[^=])))?"
)

# %0, %1:2, %a = ...  (the results an op line defines, before its `=`)
RESULTS_RE = re.compile(r"^\s*(%[\w$.-]+(?::[0-9]+)?(?:\s*,\s*%[\w$.-]+(?::[0-9]+)?)*)\s*=\s")

LOC_START = " loc("


@dataclass(frozen=True)
class NormalizedIR:
    """Normalized IR lines, with the source location each line came from (None where unknown)."""

    lines: tuple[str, ...]
    locations: tuple[str | None, ...]
    source: str = ""

    @property
    def text(self) -> str:
        return "\n".join(self.lines) + ("\n" if self.lines else "")


def normalize_text(text: str) -> str:
    """Normalized text of an MLIR snapshot (see the module docstring for what changes)."""
    return normalize_ir(text).text


def normalize_module(module: "Module") -> str:
    """Normalized text of a parsed module: the same normalization applied to its source text."""
    return normalize_text(_module_text(module))


def normalize_file(path: str | os.PathLike) -> NormalizedIR:
    path = os.fspath(path)
    with open(path, encoding="utf-8", errors="replace") as handle:
        return normalize_ir(handle.read(), source=path)


def normalize_ir(text: str, source: str = "") -> NormalizedIR:
    """Normalize ``text`` and keep each output line's source location for display."""
    body, loc_aliases = _split_aliases(text.splitlines())
    resolver = LocationResolver({name: value[4:-1] for name, value in loc_aliases.items()})
    renamer = _Renamer()
    lines: list[str] = []
    locations: list[str | None] = []
    openers: list[int] = []  # output index of each line that opened a region still open
    for raw, resolved in body:
        stripped = raw.strip()
        if not stripped or stripped.startswith("//"):
            continue
        line, locs = _strip_locations(raw)
        line = line.rstrip()
        location = _display_location(resolver.resolve(locs[-1][4:-1])) if locs else None
        if resolved:
            line = ALIAS_USE_RE.sub(lambda m: resolved.get(m.group(0), m.group(0)), line)
        closes = line.lstrip().startswith("}")
        if closes and openers:
            opener = openers.pop()
            # A region op's own loc is printed after its closing brace: show it on the opener too.
            if location and locations[opener] is None:
                locations[opener] = location
        opens = line.endswith("{")
        line = renamer.rename_line(line, closes=closes, opens=opens)
        if opens:
            openers.append(len(lines))
        lines.append(line)
        locations.append(location)
    return NormalizedIR(tuple(lines), tuple(locations), source)


def _module_text(module: "Module") -> str:
    for attr in ("text", "source_text"):
        value = getattr(module, attr, None)
        if isinstance(value, str) and value:
            return value
    source = getattr(module, "source", "")
    if source and os.path.isfile(source):
        with open(source, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    raise ValueError("module carries neither its text nor a readable source file; use normalize_text")


def _split_aliases(lines: Iterable[str]) -> tuple[list[tuple[str, dict[str, str]]], dict[str, str]]:
    """Body lines, each with the resolved attribute aliases in force for it, and the loc aliases.

    A snapshot may glue several printed modules together (func-anchored dumps), each after its
    own alias definitions, which may reuse a name (``#blocked``) for another layout: a group of
    definitions that follows body lines starts a new table. Loc aliases are printed after the
    module they serve and are only used for display, so one table holds them all.
    """
    body: list[tuple[str, dict[str, str]]] = []
    loc_aliases: dict[str, str] = {}
    definitions: dict[str, str] = {}
    resolved: dict[str, str] = {}
    body_since_definition = False
    pending = False  # definitions read since ``resolved`` was last filled
    for line in lines:
        if line[:1] in "#!":
            m = ALIAS_DEF_RE.match(line)
            if m:
                name, value = m.group(1), m.group(2).strip()
                if value.startswith("loc("):
                    loc_aliases[name] = value
                    continue
                if body_since_definition:
                    definitions, resolved = {}, {}
                    body_since_definition = False
                definitions[name] = value
                pending = True
                continue
        if line.strip():
            body_since_definition = True
            if pending:
                # Resolved once the group of definitions ends, not again after each definition
                # (quadratic in a snapshot with thousands of aliases). Lines already taken hold
                # this same dict, so they see the result too.
                resolved.update(_resolve_aliases(definitions))
                pending = False
        body.append((line, resolved))
    if pending:
        resolved.update(_resolve_aliases(definitions))
    return body, loc_aliases


def _resolve_aliases(aliases: dict[str, str]) -> dict[str, str]:
    """Alias name -> its fully inlined value (aliases may name other aliases).

    Depth-first with an explicit stack, so a crafted chain of 10k aliases each naming the previous
    one cannot overflow Python's stack. A name on the stack stands for itself: a cycle cannot be
    printed by MLIR; keep the name rather than loop.
    """
    resolved: dict[str, str] = {}

    def inline(m: re.Match) -> str:
        return resolved.get(m.group(0), m.group(0))

    for root in aliases:
        if root in resolved:
            continue
        stack = [(root, iter(ALIAS_USE_RE.findall(aliases[root])))]
        on_stack = {root}
        while stack:
            name, refs = stack[-1]
            for ref in refs:
                if ref in aliases and ref not in resolved and ref not in on_stack:
                    on_stack.add(ref)
                    stack.append((ref, iter(ALIAS_USE_RE.findall(aliases[ref]))))
                    break
            else:
                stack.pop()
                on_stack.discard(name)
                resolved[name] = ALIAS_USE_RE.sub(inline, aliases[name])
    return resolved


def _strip_locations(line: str) -> tuple[str, list[str]]:
    """The line without its ` loc(...)` parts, and those parts in order."""
    if LOC_START not in line:
        return line, []
    out: list[str] = []
    locs: list[str] = []
    pos = 0
    while True:
        start = line.find(LOC_START, pos)
        if start < 0:
            out.append(line[pos:])
            break
        end = _balanced_end(line, start + len(LOC_START) - 1)
        out.append(line[pos:start])
        locs.append(line[start + 1:end])
        pos = end
    return "".join(out), locs


def _balanced_end(text: str, open_paren: int) -> int:
    """Index just past the parenthesis matching ``text[open_paren]``, skipping string literals."""
    depth = 0
    i = open_paren
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def _display_location(location) -> str | None:
    """``file.py:35:24`` (basename) for display beside a normalized line; None when unknown."""
    return f"{os.path.basename(location.file)}:{location.line}:{location.col}" if location else None


class _Renamer:
    """Assigns structural names to SSA values, one region scope at a time."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.next_result = 0
        self.next_arg = 0
        self.scopes: list[list[tuple[str, str | None]]] = [[]]  # undo log per open region

    def _define(self, name: str, is_arg: bool) -> str:
        if is_arg:
            new = f"arg{self.next_arg}"
            self.next_arg += 1
        else:
            new = str(self.next_result)
            self.next_result += 1
        self.scopes[-1].append((name, self.names.get(name)))
        self.names[name] = new
        return new

    def _use(self, name: str) -> str:
        if name not in self.names:
            # A use before its definition (a graph region, or a branch to a later block):
            # give it a name now; the definition, when it comes, takes a fresh one.
            return self._define(name, is_arg=False)
        return self.names[name]

    def _pop(self) -> None:
        if len(self.scopes) > 1:
            for name, previous in reversed(self.scopes.pop()):
                if previous is None:
                    self.names.pop(name, None)
                else:
                    self.names[name] = previous

    def rename_line(self, line: str, closes: bool, opens: bool) -> str:
        if "%" not in line:
            if closes:
                self._pop()
            if opens:
                self.scopes.append([])
            return line
        if closes:
            self._pop()
        results = RESULTS_RE.match(line)
        head = ""
        if results:
            # Results belong to the enclosing region and are defined before the region opens.
            head_end = results.end(1)
            head = SSA_TOKEN_RE.sub(lambda m: self._result(m), line[:head_end])
            line = line[head_end:]
        if opens:
            self.scopes.append([])
        return head + SSA_TOKEN_RE.sub(self._token, line)

    def _result(self, m: re.Match) -> str:
        if m.group("string"):
            return m.group(0)
        return "%" + self._define(m.group("name"), is_arg=False) + (m.group("group") or "")

    def _token(self, m: re.Match) -> str:
        if m.group("string"):
            return m.group(0)
        name = m.group("name")
        if m.group("argcolon") is not None:
            return "%" + self._define(name, is_arg=True) + ":"
        if m.group("assign") is not None:
            # `%iv = %lb to ...` (scf.for) and `iter_args(%arg7 = %init)`: region arguments
            return "%" + self._define(name, is_arg=True)
        if m.group("group"):
            return "%" + self._define(name, is_arg=False) + m.group("group")
        return "%" + self._use(name) + (m.group("index") or "")
