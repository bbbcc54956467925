"""What a kernel's own source says about warp specialization and tile sizes, whatever its names.

Read from the jit function's Python source (``ast``), not from naming conventions:

- ``ws_requests``: every loop whose ``tl.range(...)`` / ``range(...)`` passes ``warp_specialize=``,
  with the value as written: a literal (``True``) or the constexpr parameter that carries it;
- ``tile_params``: the constexpr parameters that size tiles: arguments of ``tl.arange``, shapes
  of ``tl.zeros`` / ``tl.full`` / ``tl.empty``, and descriptor ``block_shape`` lists.

``debug --workarounds`` turns WS off through these (a constexpr override, or a patched copy of
the file when the request is a literal) and halves the tile parameters it finds.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass, field

SHAPE_CALLS = ("zeros", "full", "empty", "arange")


@dataclass(frozen=True)
class WSRequest:
    """One loop that asks for warp specialization."""

    line: int                 # line in the source file
    column: int               # column of the warp_specialize= keyword's value
    literal: bool | None      # True/False when written as a literal, else None
    param: str | None         # the constexpr parameter it reads, when it is one


@dataclass
class KernelFacts:
    function: str
    source_file: str
    ws_requests: list[WSRequest] = field(default_factory=list)
    tile_params: list[str] = field(default_factory=list)

    @property
    def ws_params(self) -> list[str]:
        return list(dict.fromkeys(r.param for r in self.ws_requests if r.param))

    def to_json(self) -> dict:
        return {"function": self.function, "source_file": self.source_file, "tile_params": self.tile_params,
                "ws_requests": [vars(r) for r in self.ws_requests]}


def kernel_facts(jit_fn, _depth: int = 0) -> KernelFacts:
    """Facts of a ``@triton.jit`` function (its ``.fn`` is the Python function), including the jit
    functions it calls: a callee's request or tile parameter is reported as the caller's constexpr
    that is passed for it (or as a literal), so the names are always the kernel's own."""
    fn = getattr(jit_fn, "fn", jit_fn)
    try:
        lines, first = inspect.getsourcelines(fn)
        source_file = inspect.getsourcefile(fn) or ""
    except (OSError, TypeError):
        return KernelFacts(getattr(fn, "__name__", "?"), "")
    tree = ast.parse(textwrap.dedent("".join(lines)))
    params = {p.name for p in getattr(jit_fn, "params", []) if getattr(p, "is_constexpr", False)}
    facts = KernelFacts(fn.__name__, source_file)
    indent = len(lines[0]) - len(lines[0].lstrip())
    tiles: dict[str, None] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if name in ("range", "static_range"):
            for kw in node.keywords:
                if kw.arg == "warp_specialize":
                    literal = kw.value.value if isinstance(kw.value, ast.Constant) else None
                    param = kw.value.id if isinstance(kw.value, ast.Name) and kw.value.id in params else None
                    facts.ws_requests.append(WSRequest(first + kw.value.lineno - 1, kw.value.col_offset + indent,
                                                       literal if isinstance(literal, bool) else None, param))
        if name in SHAPE_CALLS:
            shape = node.args[:2] if name == "arange" else node.args[:1]
            shape += [kw.value for kw in node.keywords if kw.arg == "shape"]
            for arg in shape:
                tiles.update(dict.fromkeys(_names_in(arg, params)))
        for kw in node.keywords:
            if kw.arg == "block_shape":
                tiles.update(dict.fromkeys(_names_in(kw.value, params)))
        callee = fn.__globals__.get(name) if isinstance(node.func, ast.Name) else None
        if callee is not None and hasattr(callee, "arg_names") and callee is not jit_fn and _depth < 8:
            _merge_callee(facts, tiles, node, callee, params, _depth)
    facts.tile_params = list(tiles)
    facts.ws_requests = list(dict.fromkeys(facts.ws_requests))  # one per loop, however often it is called
    return facts


def _merge_callee(facts: KernelFacts, tiles: dict, call: ast.Call, callee, params: set[str], depth: int) -> None:
    """Lift a called jit function's facts into the caller's names (positional and keyword args)."""
    inner = kernel_facts(callee, depth + 1)
    passed: dict[str, ast.AST] = dict(zip(callee.arg_names, call.args))
    passed.update({kw.arg: kw.value for kw in call.keywords if kw.arg})
    for request in inner.ws_requests:
        arg = passed.get(request.param) if request.param else None
        if request.param and arg is None:
            continue  # the callee's default applies: not the caller's to change
        literal = arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, bool) else request.literal
        param = arg.id if isinstance(arg, ast.Name) and arg.id in params else None
        facts.ws_requests.append(WSRequest(request.line, request.column, None if param else literal, param)
                                 if arg is not None else request)
    for tile in inner.tile_params:
        arg = passed.get(tile)
        if arg is not None:
            tiles.update(dict.fromkeys(_names_in(arg, params)))


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""


def _names_in(node: ast.AST, params: set[str]) -> list[str]:
    return [n.id for n in ast.walk(node) if isinstance(n, ast.Name) and n.id in params]


def patch_ws_literals(source: str, requests: list[WSRequest], first_line: int = 1, value: bool = False) -> str:
    """``source`` (a whole file) with each literal ``warp_specialize=True`` request set to ``value``.

    Used to try "WS off" on a kernel that writes its request as a literal: the patched copy is
    compiled instead of the original. Lines are 1-based lines of the file.
    """
    lines = source.splitlines(keepends=True)
    for request in requests:
        if request.literal is None:
            continue
        index = request.line - first_line
        text = lines[index]
        start = request.column
        word = str(request.literal)
        if text[start:start + len(word)] == word:
            lines[index] = text[:start] + str(value) + text[start + len(word):]
    return "".join(lines)
