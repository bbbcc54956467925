"""The integer part of PTX, evaluated for one warp: a value is an ``int`` (the same in every lane), a
tuple of 32 ints (one per lane, from ``%tid``/``%laneid``), or None (not computed: floats, global
loads). Only what dispatch, loop counters, predicates and shared-memory addresses need."""

from __future__ import annotations

import re

LANES = 32
Value = int | tuple | None

# .u32  .s64  .b16  .pred  .f32  (the last type suffix of an opcode names the operation's width)
TYPE_RE = re.compile(r"^([usbf])(\d+)$|^pred$")


def op_type(opcode: str) -> tuple[str, int]:
    """('s', 32) for ``add.s32``; ('b', 1) for ``.pred``; ('b', 64) when no type suffix is found."""
    for part in reversed(opcode.split(".")):
        if part == "pred":
            return "b", 1
        m = TYPE_RE.match(part)
        if m:
            return m.group(1), int(m.group(2))
    return "b", 64


def wrap(value: int, width: int) -> int:
    """The unsigned ``width``-bit pattern of ``value``."""
    return value & ((1 << width) - 1) if width < 1024 else value


def signed(value: int, width: int) -> int:
    value = wrap(value, width)
    return value - (1 << width) if width > 1 and value >> (width - 1) else value


def lift(fn, *args: Value) -> Value:
    """``fn`` applied lane by lane; None if any argument is unknown."""
    if any(a is None for a in args):
        return None
    if not any(isinstance(a, tuple) for a in args):
        return fn(*args)
    lanes = [a if isinstance(a, tuple) else (a,) * LANES for a in args]
    out = tuple(fn(*(lane[i] for lane in lanes)) for i in range(LANES))
    return out[0] if all(v == out[0] for v in out) else out


def lane(value: Value, i: int) -> int | None:
    if value is None:
        return None
    return value[i] if isinstance(value, tuple) else value


def uniform(value: Value) -> int | None:
    """The value when every lane holds the same one, else None."""
    if isinstance(value, tuple):
        return value[0] if all(v == value[0] for v in value) else None
    return value


def _div(a: int, b: int, kind: str, width: int) -> int:
    if b == 0:
        return wrap(-1, width)
    if kind == "s":
        q = abs(signed(a, width)) // abs(signed(b, width))
        return wrap(q if (signed(a, width) < 0) == (signed(b, width) < 0) else -q, width)
    return wrap(a, width) // wrap(b, width)


def _rem(a: int, b: int, kind: str, width: int) -> int:
    if b == 0:
        return wrap(a, width)
    if kind == "s":
        sa, sb = signed(a, width), signed(b, width)
        r = abs(sa) % abs(sb)
        return wrap(-r if sa < 0 else r, width)
    return wrap(a, width) % wrap(b, width)


def _cmp(name: str, a: int, b: int, kind: str, width: int) -> int:
    if kind == "s":
        a, b = signed(a, width), signed(b, width)
    else:
        a, b = wrap(a, width), wrap(b, width)
    return int({"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b,
                "lo": a < b, "ls": a <= b, "hi": a > b, "hs": a >= b}[name])


def _bfe(a: int, pos: int, length: int, kind: str, width: int) -> int:
    pos, length = pos & 0xFF, length & 0xFF
    field = (wrap(a, width) >> pos) & ((1 << length) - 1) if length else 0
    if kind == "s" and length and field >> (length - 1):
        field -= 1 << length
    return wrap(field, width)


def _lop3(a: int, b: int, c: int, lut: int, width: int) -> int:
    out = 0
    for bit in range(width):
        x, y, z = (a >> bit) & 1, (b >> bit) & 1, (c >> bit) & 1
        out |= ((lut >> ((x << 2) | (y << 1) | z)) & 1) << bit
    return out


def evaluate(opcode: str, args: list[Value]) -> Value | type(NotImplemented):
    """The result of an integer ALU opcode on its source values, None when not computed, or
    NotImplemented for an opcode this module does not know (the machine treats the result as None)."""
    parts = opcode.split(".")
    root = parts[0]
    kind, width = op_type(opcode)
    if kind == "f":
        return None
    mods = set(parts[1:])
    if root in ("add", "sub", "mul", "mad", "and", "or", "xor", "shl", "shr", "min", "max") and any(a is None for a in args):
        return None
    if root == "add":
        return lift(lambda a, b: wrap(a + b, width), *args)
    if root == "sub":
        return lift(lambda a, b: wrap(a - b, width), *args)
    if root in ("mul", "mad"):
        wide = "wide" in mods
        hi = "hi" in mods

        def mul(a, b, *c):
            x, y = (signed(a, width), signed(b, width)) if kind == "s" else (wrap(a, width), wrap(b, width))
            p = x * y
            if hi:
                p >>= width
            out_width = 2 * width if wide else width
            return wrap(p + (c[0] if c else 0), out_width)
        return lift(mul, *args)
    if root == "div":
        return lift(lambda a, b: _div(a, b, kind, width), *args)
    if root == "rem":
        return lift(lambda a, b: _rem(a, b, kind, width), *args)
    if root == "and":
        return lift(lambda a, b: a & b, *args)
    if root == "or":
        return lift(lambda a, b: a | b, *args)
    if root == "xor":
        return lift(lambda a, b: wrap(a ^ b, width), *args)
    if root == "not":
        return lift(lambda a: wrap(~a, width), *args)
    if root == "neg":
        return lift(lambda a: wrap(-a, width), *args)
    if root == "abs":
        return lift(lambda a: wrap(abs(signed(a, width)), width), *args)
    if root == "shl":
        return lift(lambda a, b: wrap(a << min(b, width), width), *args)
    if root == "shr":
        if kind == "s":
            return lift(lambda a, b: wrap(signed(a, width) >> min(b, width), width), *args)
        return lift(lambda a, b: wrap(a, width) >> min(b, width), *args)
    if root in ("min", "max"):
        pick = min if root == "min" else max
        if kind == "s":
            return lift(lambda a, b: wrap(pick(signed(a, width), signed(b, width)), width), *args)
        return lift(lambda a, b: pick(wrap(a, width), wrap(b, width)), *args)
    if root == "selp":
        return lift(lambda a, b, p: a if p else b, *args)
    if root == "bfe":
        return lift(lambda a, p, n: _bfe(a, p, n, kind, width), *args)
    if root == "bfi":
        return lift(lambda a, b, p, n: wrap((b & ~(((1 << n) - 1) << p)) | ((a & ((1 << n) - 1)) << p), width), *args)
    if root == "lop3":
        return lift(lambda a, b, c, lut: _lop3(a, b, c, lut, width), *args)
    if root == "popc":
        return lift(lambda a: bin(wrap(a, width)).count("1"), *args)
    if root == "clz":
        return lift(lambda a: width - wrap(a, width).bit_length(), *args)
    if root == "brev":
        return lift(lambda a: int(format(wrap(a, width), f"0{width}b")[::-1], 2), *args)
    return NotImplemented


def compare(opcode: str, args: list[Value]) -> Value:
    """``setp.lt.s32 p, a, b`` (and ``setp.lt.and.s32 p, a, b, q``)."""
    parts = opcode.split(".")
    kind, width = op_type(opcode)
    if kind == "f" or len(parts) < 3:
        return None
    cmp = parts[1]
    value = lift(lambda a, b: _cmp(cmp, a, b, kind, width), args[0], args[1])
    if len(args) > 2 and len(parts) > 3 and parts[2] in ("and", "or", "xor"):
        combine = {"and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y}[parts[2]]
        value = lift(combine, value, args[2])
    return value


def convert(opcode: str, value: Value) -> Value:
    """``cvt.u32.u64``, ``cvt.s64.s32``: integer conversions; anything with a float side is None."""
    parts = opcode.split(".")
    types = [p for p in parts[1:] if TYPE_RE.match(p)]
    if len(types) < 2 or any(t.startswith("f") for t in types[:2]):
        return None
    dst, src = TYPE_RE.match(types[0]), TYPE_RE.match(types[1])
    dkind, dwidth, skind, swidth = dst.group(1), int(dst.group(2)), src.group(1), int(src.group(2))

    def cvt(v):
        v = signed(v, swidth) if skind == "s" else wrap(v, swidth)
        return wrap(v, dwidth)
    return lift(cvt, value)
