"""Registers per thread from a compiled cubin, without a GPU.

Triton learns a kernel's register count (``n_regs``) only when the driver loads the cubin on a
GPU. The count is already in the cubin: ptxas writes it as the ``EIATTR_REGCOUNT`` attribute of
the kernel's ``.nv.info.<kernel>`` ELF section. Reading it here lets ``passlab trace --autotune``
say before any launch whether a config's warps x registers fit the SM.

ELF64 little-endian only (what ptxas writes). ``.nv.info`` attributes are records of
``format:u8, attribute:u8`` followed by nothing (``EIFMT_NVAL``), a byte (``EIFMT_BVAL``), a
half-word (``EIFMT_HVAL``), or ``size:u16`` and that many bytes (``EIFMT_SVAL``).
"""

from __future__ import annotations

import struct

EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL, EIFMT_SVAL = 0x01, 0x02, 0x03, 0x04
EIATTR_REGCOUNT = 0x2F


def _sections(data: bytes) -> dict[str, bytes]:
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a little-endian ELF64 cubin")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_off, names_size = headers[shstrndx][4], headers[shstrndx][5]
    names = data[names_off:names_off + names_size]
    out = {}
    for name_off, _type, _flags, _addr, offset, size, *_ in headers:
        name = names[name_off:names.index(b"\0", name_off)].decode(errors="replace")
        out[name] = data[offset:offset + size]
    return out


def register_count(cubin: bytes, kernel: str | None = None) -> int | None:
    """Registers per thread of ``kernel`` (or the only kernel) in ``cubin``; None when absent."""
    try:
        sections = _sections(cubin)
    except (ValueError, struct.error, IndexError):
        return None
    infos = {name[len(".nv.info."):]: body for name, body in sections.items() if name.startswith(".nv.info.")}
    if kernel is not None and kernel in infos:
        bodies = [infos[kernel]]
    else:
        bodies = list(infos.values())[:1] if len(infos) == 1 else []
    for body in bodies:
        pos = 0
        while pos + 2 <= len(body):
            fmt, attr = body[pos], body[pos + 1]
            pos += 2
            if fmt == EIFMT_SVAL:
                size, = struct.unpack_from("<H", body, pos)
                value = body[pos + 2:pos + 2 + size]
                pos += 2 + size
                if attr == EIATTR_REGCOUNT and size >= 8:
                    return struct.unpack_from("<I", value, 4)[0]
            elif fmt == EIFMT_HVAL:
                pos += 2
            elif fmt == EIFMT_BVAL:
                pos += 1
            elif fmt != EIFMT_NVAL:
                break
    # The global .nv.info section carries REGCOUNT records too (symbol index, count).
    body = sections.get(".nv.info", b"")
    pos = 0
    while pos + 4 <= len(body):
        fmt, attr = body[pos], body[pos + 1]
        if fmt != EIFMT_SVAL:
            pos += 2 + (2 if fmt == EIFMT_HVAL else 1 if fmt == EIFMT_BVAL else 0)
            continue
        size, = struct.unpack_from("<H", body, pos + 2)
        if attr == EIATTR_REGCOUNT and size >= 8:
            return struct.unpack_from("<I", body, pos + 8)[0]
        pos += 4 + size
    return None
