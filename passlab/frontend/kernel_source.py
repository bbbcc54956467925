"""Does a ``.py`` file define a Triton kernel? Answered from its syntax tree, never by running it.

Capture records and manifests are untrusted input that name a source file and a function; any file
whose content is known (the stdlib's ``this``, a public ``setup.py``) can be named with a matching
hash. Before passlab loads such a file (always in a child), the file must define the named function
as a Triton kernel: a ``def NAME`` at module level (or in the classes of a qualname) under a
decorator whose callee's last name part contains "jit" (``@triton.jit``, ``@gluon.jit``, ``@jit``,
``@triton.jit(...)``, stacked under ``@triton.autotune``/``@libentry()``), or a module-level
``NAME = ...jit(...)`` / ``...jit(NAME)`` call. This reads bytes and parses; it imports nothing.
"""

from __future__ import annotations

import ast
import hashlib
import inspect
import io
import tokenize
from pathlib import Path

from passlab.errors import UsageError

SOURCE_MAX_BYTES = 16 << 20    # larger is not a kernel file (as record_inputs hashes it)


def read_tree(path: Path) -> tuple[ast.Module, list[str]]:
    """The syntax tree and text lines of ``path``, decoded as Python does (PEP 263 coding line,
    BOM, else UTF-8). UsageError (one line) when it is unreadable, too large or not Python."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(SOURCE_MAX_BYTES + 1)
    except OSError as exc:
        raise UsageError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if len(data) > SOURCE_MAX_BYTES:
        raise UsageError(f"{path} is larger than {SOURCE_MAX_BYTES} bytes: not a kernel file")
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        text = data.decode(encoding)
        tree = ast.parse(data, filename=str(path))
    except (SyntaxError, UnicodeDecodeError, LookupError, ValueError) as exc:
        where = f" (line {exc.lineno})" if isinstance(exc, SyntaxError) and exc.lineno else ""
        raise UsageError(f"{path} is not valid Python{where}: {str(exc).splitlines()[0] if str(exc) else ''}") from None
    return tree, text.splitlines(keepends=True)


def kernel_def(tree: ast.Module, function: str) -> ast.FunctionDef | None | bool:
    """The ``def`` of ``function`` (a name or ``Class.name`` qualname) when it is a jit kernel;
    True when the module makes it one by a ``jit(...)`` call; None otherwise."""
    *classes, name = function.split(".")
    body = tree.body
    for cls in classes:
        found = next((n for n in body if isinstance(n, ast.ClassDef) and n.name == cls), None)
        if found is None:
            return None
        body = found.body
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name \
                and any(_is_jit(d) for d in node.decorator_list):
            return node
    if classes:
        return None
    for node in ast.walk(tree):
        # NAME = triton.jit(f) / NAME = jit(...)(f)
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and _is_jit(node.value) \
                and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return True
        # triton.jit(NAME)
        if isinstance(node, ast.Call) and _is_jit(node) \
                and any(isinstance(a, ast.Name) and a.id == name for a in node.args):
            return True
    return None


def _is_jit(node: ast.expr) -> bool:
    """A decorator or call whose callee's last name part contains "jit" (``triton.jit``,
    ``gluon.jit``, ``jit(...)``, ``triton.jit(...)(f)``)."""
    while isinstance(node, ast.Call):
        node = node.func
    last = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""
    return "jit" in last.lower()


def defines_kernel(path: Path, function: str) -> bool:
    """Does ``path`` define ``function`` as a Triton kernel (read, never executed)? A file that
    does not parse is a UsageError saying so."""
    tree, _ = read_tree(path)
    return kernel_def(tree, function) is not None


def check_kernel_source(path: Path, function: str, why: str) -> None:
    """UsageError (one line, naming ``why`` the file was looked at) unless ``path`` defines
    ``function`` as a Triton kernel. The file is never executed."""
    if not defines_kernel(path, function):
        raise UsageError(f"{path} defines no Triton kernel '{function}' (no @jit def or jit(...) of it): "
                         f"not run ({why})")


def function_source_hash(path: Path, function: str) -> str:
    """sha256[:16] of ``function``'s source block as ``inspect.getsource`` gives it (from its first
    decorator to its end): what ``KernelSpec.source_hash`` writes into a manifest. "" when the
    file does not define it with a ``def``."""
    try:
        tree, lines = read_tree(path)
    except UsageError:
        return ""
    node = kernel_def(tree, function)
    if not isinstance(node, ast.AST):
        return ""
    start = min([node.lineno] + [d.lineno for d in node.decorator_list])
    block = "".join(inspect.getblock(lines[start - 1:]))
    return hashlib.sha256(block.encode()).hexdigest()[:16]
