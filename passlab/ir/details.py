"""What one op's printed text says: operands, attributes, result/operand types, location.

Read on first access (see ``passlab.ir.model``). The op text is the head line after the op
name plus the tail printed after its last region. Custom assembly differs per op, so types
follow a few general rules (functional ``(ins) -> outs``, ``x : A to B``, one type for all)
plus the Triton ops whose printed type is not the result type (``tt.load`` prints the pointer
type, compares print the operand type).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from passlab.errors import ParseError
from passlab.ir.locations import Location
from passlab.ir.model import Block, Operation, Value
from passlab.ir.scan import (STRING_RE, ScanError, balanced_counts, check_brackets, count_balance, find_top_word,
                             last_top_colon, matching_close, split_top, top_groups, unquote)
from passlab.ir.types import Type, parse_type, pointee_type, with_element

# %12   |   %arg3   |   %5#1   |   %x in "^bb1(%x: i32)"   (not "%arg3 = %c0" in iter_args). Function
# arguments ("%a: i32") never reach it (``_parse_func``); block arguments are read from their own lines.
OPERAND_RE = re.compile(r"%[\w$.-]+(?:#\d+)?(?![\w$.#-])(?!\s*=(?!=))")
# cf.cond_br %c, ^bb1(%x : i32), ^bb2   |   llvm.switch %v : i32, ^bb1 [0: ^bb2]   (a successor block)
SUCCESSOR_RE = re.compile(r"\^[\w$.-]+")
# %arg3 = %c0_i32   (scf.for induction variable / iter_args, scf.while arguments)
REGION_ARG_DEF_RE = re.compile(r"(%[\w$.-]+)\s*=\s")
# 128 : i32   |   -1   |   1 : ui1   |   0 : index
INT_ATTR_RE = re.compile(r"^(-?\d+)(?:\s*:\s*(?:[su]?i\d+|index))?$")
# 1.000000e+00 : f32   |   0.5
FLOAT_ATTR_RE = re.compile(r"^(-?\d+\.\d*(?:[eE][+-]?\d+)?)(?:\s*:\s*(?:bf|tf|f)\d+\w*)?$")
# array<i32: 0, 1>   |   array<i32>
ARRAY_ATTR_RE = re.compile(r"^array<[su]?i\d+(?::\s*([-\d,\s]*))?>$")
# characters of an array attribute's body split at once (the rest waits for the next chunk)
ARRAY_CHUNK = 1 << 16
# %0 = arith.addi %a, %b : i32 loc(#loc12)   (where the location that ends an op's text starts)
LOC_OPEN = " loc("

ASYNC_TOKEN = "!ttg.async.token"
COMPARE_OPS = frozenset({"arith.cmpi", "arith.cmpf", "llvm.icmp", "llvm.fcmp"})
SAME_TYPE_DIALECTS = ("arith.", "math.", "llvm.")
WS_PARTITIONS = "ttg.warp_specialize.partitions"
# Ops whose custom syntax prints an inherent attribute inline (see ``_custom_attributes``).
CUSTOM_SYNTAX_OPS = frozenset({"arith.constant", "ttng.init_barrier", "ttng.arrive_barrier"}) | COMPARE_OPS


@dataclass(slots=True)  # one object per op: no per-instance __dict__ for the collector to track
class Details:
    operands: list[str] = field(default_factory=list)
    attributes: dict = field(default_factory=dict)
    result_types: list[Type] = field(default_factory=list)
    operand_types: list[Type] = field(default_factory=list)
    loc: Location | None = None
    loc_text: str | None = None
    successors: list[str] = field(default_factory=list)
    entry_args: list[tuple[str, str | None]] = field(default_factory=list)


def parse_details(op: Operation) -> Details:
    try:
        return _parse(op)
    except (ScanError, ValueError) as exc:
        # The offset of a ScanError is into a slice of the op text; report the op's own column.
        raise ParseError(f"in '{op.name}': {exc}", op.line, op.column, op.head, op.source) from None


@lru_cache(maxsize=65536)
def _type(text: str) -> Type:
    return parse_type(text)


def _resolved_type(table, text: str) -> Type:
    """``_type(table.resolve(text))``, memoized per set of alias definitions (one dict lookup on a hit)."""
    types = table.memo.types
    hit = types.get(text)
    if hit is None:
        hit = types[text] = _type(table.resolve(text))
    return hit


def _split_loc(text: str) -> tuple[str, str | None]:
    """(text without its trailing loc(...), the loc body) -- only a loc that ends the text."""
    text = text.rstrip()
    if not text.endswith(")"):
        return text, None
    at = text.rfind(LOC_OPEN)
    start = at + 1
    if at < 0:
        if not text.startswith("loc("):
            return text, None
        start = 0
    open_at = start + 3
    inner = text[open_at + 1:-1]
    if ("(" in inner or ")" in inner or '"' in inner) and matching_close(text, open_at) != len(text) - 1:
        return text, None
    return text[:start].rstrip(), inner


def _parse(op: Operation) -> Details:
    d = Details()
    table = op.aliases
    name = op.name
    if name == WS_PARTITIONS:
        rest = ""
    else:
        head = op.head
        rest = head[op.rest_at:]
        if op.regions and head.endswith("{"):
            rest = rest[:-1].rstrip()
            if rest.endswith("("):
                rest = rest[:-1].rstrip()  # generic form: "tt.reduce"(%4) <{axis = 1 : i32}> ({
    tail = op.tail
    if tail:
        if tail.startswith(")"):
            tail = tail[1:].lstrip()
        rest, loc_text = _split_loc(rest)
        if tail:
            tail, loc_tail = _split_loc(tail)
            if loc_tail is not None:
                loc_text = loc_tail
    else:
        rest, loc_text = _split_loc(rest)
    if loc_text is not None:
        d.loc_text = loc_text
        d.loc = table.resolver.resolve(loc_text)

    if "@" in rest and name.endswith("func"):
        return _parse_func(op, d, rest, tail)

    body = rest + " " + tail if tail else rest
    colon = types_text = None
    if '"' in body:
        _check_balanced(body)
        core = _take_attributes(body, d, table) if "{" in body else body
        operands = OPERAND_RE.findall(core if '"' not in core else STRING_RE.sub('""', core))
        colon = last_top_colon(core)
    else:
        # No strings: bracket counts must balance. They add up across a ':', and the text after
        # the last one is usually a type section repeated over many ops, so it is memoized.
        at = body.rfind(":")
        if at >= 0:
            balance, stripped = _type_section(body[at + 1:])
            if balance == 0 and "{" not in body:
                colon, types_text = at, stripped
            balance += count_balance(body[:at])
        else:
            balance = count_balance(body)
        if balance:
            check_brackets(body)  # raises ScanError naming the offending bracket
            raise ScanError("unbalanced brackets", len(body))
        core = _take_attributes(body, d, table) if "{" in body else body
        operands = OPERAND_RE.findall(core)
        if colon is None:
            colon = last_top_colon(core, True)
    d.operands = operands
    if "^" in core:
        d.successors = SUCCESSOR_RE.findall(STRING_RE.sub('""', core) if '"' in core else core)
    if colon < 0:
        pre, types_text = core, ""
    else:
        pre = core[:colon]
        if types_text is None:
            types_text = core[colon + 1:].strip()
    ins, outs, plain = _split_types(types_text)
    n_results = len(op.results)
    arrow = find_top_word(pre, "->") if not outs and n_results and "->" in pre else -1
    if arrow >= 0:   # scf.for / scf.if print "-> (types)" before the ": i32" of the induction variable
        _assign_types(name, n_results, d, len(operands), ins, _type_list(pre[arrow + 2:]), plain, table)
    else:
        # Otherwise the types follow from the type section alone: memoized per set of alias definitions.
        key = (name, n_results, len(operands), types_text)
        signatures = table.memo.signatures
        hit = signatures.get(key)
        if hit is None:
            _assign_types(name, n_results, d, len(operands), ins, outs, plain, table)
            signatures[key] = (tuple(d.result_types), tuple(d.operand_types))
        else:
            d.result_types, d.operand_types = list(hit[0]), list(hit[1])
    if name in CUSTOM_SYNTAX_OPS:
        _custom_attributes(op, d, pre, types_text, table)
    if op.regions and op.regions[0].blocks and not op.regions[0].blocks[0]._args_text:
        names = REGION_ARG_DEF_RE.findall(pre)
        if names:
            arg_types: list[str | None] = [None] * len(names)
            if name == "scf.for" and plain:
                arg_types = [plain[0]] + [t.text for t in d.result_types]
            elif ins and len(ins) == len(names):
                arg_types = list(ins)
            d.entry_args = list(zip(names, arg_types + [None] * (len(names) - len(arg_types))))
            _set_entry_args(op, d, table)
    return d


# text after an op's last ':' -> (its bracket balance, the text stripped)
_sections: dict[str, tuple[int, str]] = {}
SECTIONS_MAX = 8192  # keys run to a few hundred characters (LLVM struct types)


def _type_section(text: str) -> tuple[int, str]:
    hit = _sections.get(text)
    if hit is None:
        if len(_sections) >= SECTIONS_MAX:
            _sections.clear()
        hit = _sections[text] = (count_balance(text), text.strip())
    return hit


def _check_balanced(body: str) -> None:
    """Malformed op text fails here, cheaply: quotes must pair and brackets balance outside strings."""
    if '"' in body:
        if (body.count('"') - body.count('\\"')) % 2:
            raise ScanError("unterminated string", body.rfind('"'))
        body = STRING_RE.sub('""', body)
    if not balanced_counts(body):
        check_brackets(body)  # raises ScanError naming the offending bracket
        raise ScanError("unbalanced brackets", len(body))


def _parse_func(op: Operation, d: Details, rest: str, tail: str) -> Details:
    """tt.func public @name(%a: !tt.ptr<bf16> loc(...), ...) -> (types) attributes {...}"""
    at = rest.index("@")
    paren = rest.find("(", at)
    core = rest
    if paren >= 0:
        close = matching_close(rest, paren)
        d.entry_args = [_arg_def(piece) for piece in split_top(rest[paren + 1:close])]
        core = rest[:paren] + rest[close + 1:]
    d.attributes["sym_name"] = core[at + 1:].split()[0].strip('"') if core[at + 1:].split() else ""
    _take_attributes(core + (" " + tail if tail else ""), d, op.aliases)
    _set_entry_args(op, d, op.aliases)
    return d


def _arg_def(piece: str) -> tuple[str, str | None]:
    """'%a: !tt.ptr<bf16> {tt.divisibility = 16 : i32} loc("a"(#loc))' -> ('%a', '!tt.ptr<bf16>')"""
    name, _, rest = piece.partition(":")
    rest, _ = _split_loc(rest.strip())
    groups = top_groups(rest, "{")
    if groups:
        rest = rest[:groups[0][0]].strip()
    return name.strip(), rest.strip() or None


def _set_entry_args(op: Operation, d: Details, table) -> None:
    if not op.regions or not op.regions[0].blocks:  # a declaration's body is an empty region
        return
    block = op.regions[0].blocks[0]
    if block._args_text or block._arguments:
        return
    for index, (name, type_text) in enumerate(d.entry_args):
        block._arguments.append(Value(name, block, index, _resolved_type(table, type_text) if type_text else None))
    block._named = True
    block._typed = True


def _take_attributes(body: str, d: Details, table) -> str:
    """Parse every top-level attribute dict ({...}, <{...}>, attributes {...}); return the rest."""
    if "{" not in body:
        return body
    spans = top_groups(body, "{")
    if "<{" in body:
        spans += [(s, e) for s, e in top_groups(body, "<") if body.startswith("<{", s) and body.endswith("}>", 0, e)]
    if not spans:
        return body
    spans.sort()
    pieces, last = [], 0
    for start, end in spans:
        inner = body[start + 1:end - 1]
        if inner.startswith("{"):
            inner = inner[1:-1]
        d.attributes.update(_attribute_dict(inner, table))
        pieces.append(body[last:start])
        last = end
    pieces.append(body[last:])
    core = " ".join(pieces)
    return core.replace(" attributes ", " ") if " attributes " in core else core


def _attribute_dict(inner: str, table) -> dict:
    """``parse_attribute_dict`` memoized per set of alias definitions: a snapshot repeats a few attribute
    dicts (``{async_task_id = array<i32: 0>}``) over many ops. Lists are copied per op."""
    memo = table.memo.attribute_dicts
    hit = memo.get(inner)
    if hit is None:
        hit = memo[inner] = parse_attribute_dict(inner, table)
    if any(type(v) is list for v in hit.values()):
        return {k: list(v) if type(v) is list else v for k, v in hit.items()}
    return hit


def parse_attribute_dict(inner: str, table) -> dict:
    """'async_task_id = array<i32: 0>, tt.num_stages = 0 : i32, tt.warp_specialize' -> dict."""
    attrs: dict = {}
    for entry in split_top(inner):
        if not entry:
            continue
        eq = entry.find(" = ")
        if eq < 0:
            key, value = entry, True
        else:
            key, value = entry[:eq].strip(), attribute_value(entry[eq + 3:], table)
        if key.startswith('"'):
            key = unquote(key)
        attrs[key] = value
    return attrs


def attribute_value(text: str, table):
    """An attribute as a Python value: int, float, bool, str, list[int]; otherwise resolved text."""
    text = text.strip()
    if text == "true" or text == "unit":
        return True
    if text == "false":
        return False
    m = INT_ATTR_RE.match(text)
    if m:
        return int(m.group(1))
    m = FLOAT_ATTR_RE.match(text)
    if m:
        return float(m.group(1))
    if text.startswith('"') and text.endswith('"') and len(text) >= 2 and STRING_RE.fullmatch(text):
        return unquote(text)
    m = ARRAY_ATTR_RE.match(text)
    if m:
        body = m.group(1) or ""
        return _int_list(body) if body.strip() else []
    return table.resolve(text) if table is not None else text


def _int_list(body: str) -> list[int]:
    """``[int(x) for x in body.split(",")]``, split a chunk at a time: the whole list of split
    strings held about 50 bytes per element at the peak (an ``array<i32>`` of 13 million
    elements: 1.3 GB)."""
    values: list[int] = []
    start = 0
    while True:
        comma = body.find(",", start + ARRAY_CHUNK)
        if comma < 0:
            values.extend(map(int, body[start:].split(",")))
            return values
        values.extend(map(int, body[start:comma].split(",")))
        start = comma + 1


def _type_list(text: str) -> list[str]:
    text = text.strip()
    if text.startswith("(") and matching_close(text, 0) == len(text) - 1:
        text = text[1:-1]
    return [t for t in split_top(text) if t and not t.startswith("^")]


@lru_cache(maxsize=16384)
def _split_types(types_text: str) -> tuple[list[str], list[str], list[str]]:
    """(ins, outs, plain) of a type section: '(A, B) -> C', 'A to B', 'A * B -> C' or 'A, B'.
    Cached: a snapshot repeats a few hundred distinct type sections over thousands of ops.
    Callers must not mutate the lists."""
    if not types_text:
        return [], [], []
    arrow = find_top_word(types_text, "->")
    if arrow >= 0:
        left = types_text[:arrow].strip()
        ins = [t.strip() for t in left.split(" * ")] if " * " in left else _type_list(left)
        return ins, _type_list(types_text[arrow + 2:]), []
    to = find_top_word(types_text, " to ")
    if to >= 0:
        return _type_list(types_text[:to]), _type_list(types_text[to + 4:]), []
    return [], [], _type_list(types_text)


def _assign_types(name: str, n_results: int, d: Details, n_operands: int, ins, outs, plain, table) -> None:
    if name == "tt.make_tensor_descriptor" and plain and plain[-1].startswith("<"):
        plain = ["!tt.ptr" + plain[0]] + ["!tt.tensordesc" + plain[-1]]
    results: list[str] = []
    if n_results:
        if outs:
            results = outs[:n_results]
        elif plain:
            if name == "tt.load":
                results = [pointee_type(table.resolve(plain[0]))]
            elif name in COMPARE_OPS:
                results = [with_element(table.resolve(plain[-1]), "i1")]
            elif name == "tt.addptr":
                results = plain[:1]
            elif len(plain) >= n_results:
                results = plain[-n_results:]
            elif len(plain) == 1:
                results = plain * n_results
    if name == "arith.constant" and not results and n_results == 1 and n_operands == 0:
        results = ["i1"]  # "arith.constant true" prints no type
    if len(results) < n_results and name.startswith("ttng.") and results:
        # TMEM ops (tmem_load/store/alloc, tc_gen5_mma) do not print the type of their trailing token result.
        results = list(results) + [ASYNC_TOKEN] * (n_results - len(results))
    if name.startswith("nvws.") and any(t.startswith("<[") for t in results):
        results = ["!nvws.aref" + t if t.startswith("<[") else t for t in results]
    d.result_types = [_resolved_type(table, t) for t in results]
    operand_texts: list[str] = []
    if ins and len(ins) == n_operands:
        operand_texts = ins
    elif plain and len(plain) == n_operands:
        operand_texts = plain
    elif len(plain) == 1 and n_operands and name.startswith(SAME_TYPE_DIALECTS) and name not in COMPARE_OPS:
        operand_texts = plain * n_operands
    elif len(plain) == 1 and n_operands and name in COMPARE_OPS:
        operand_texts = plain * n_operands
    d.operand_types = [_resolved_type(table, t) for t in operand_texts]


def _custom_attributes(op: Operation, d: Details, pre: str, types_text: str, table) -> None:
    """Inherent attributes the custom syntax prints inline, where checks need them."""
    name = op.name
    if name == "arith.constant" and "value" not in d.attributes:
        value = pre.strip()
        if value:
            d.attributes["value"] = attribute_value(f"{value} : {types_text}" if types_text else value, table)
    elif name in ("ttng.init_barrier", "ttng.arrive_barrier"):
        pieces = split_top(STRING_RE.sub('""', pre))
        if len(pieces) >= 2 and pieces[1].lstrip("-").isdigit():
            d.attributes["count"] = int(pieces[1])
    elif name in COMPARE_OPS:
        first = pre.strip().split(",")[0].strip().strip('"')
        if first and not first.startswith("%"):
            d.attributes["predicate"] = first


def block_argument_types(block: Block) -> None:
    """Types of a block's arguments, from its ^bb/partition header or the owning op's header."""
    if block._args_text:
        table = block.parent.parent.aliases
        try:
            pieces = split_top(block._args_text)
        except ScanError as exc:
            raise ParseError(f"block arguments: {exc}", block.line, 1, block._args_text, "") from None
        for value, piece in zip(block._arguments, pieces):
            _, type_text = _arg_def(piece)
            value._type = _resolved_type(table, type_text) if type_text else None
        return
    region = block.parent
    if region.blocks and region.blocks[0] is block and region.parent is not None:
        region.parent.details  # noqa: B018 -- sets the entry arguments' types
