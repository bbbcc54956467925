"""passlab's imports follow the data flow: no module imports one that imports it back (directly or
through others), and no folder imports from a folder later in the flow (README, "How the code is
laid out"). Read from the source with ast, lazy imports inside functions included."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

PACKAGE = Path(__file__).resolve().parents[2] / "passlab"
# The flow, earliest first: frontend/ -> capture/ -> sweep/ | ir/ -> graphs/ -> checks/ | diff/ | debug/ -> regress/
# -> render/ | report/ (and runner/) -> commands/ -> cli. errors, disk and settings serve every folder.
RANK = {"errors": 0, "disk": 0, "settings": 0, "frontend": 1, "capture": 2, "sweep": 3, "ir": 3, "graphs": 4, "checks": 5,
        "diff": 5, "debug": 5, "regress": 6, "versions": 6, "render": 7, "report": 7, "runner": 7, "commands": 8, "cli": 9}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> nx.DiGraph:
    """Module -> imported passlab module, each edge with the line that imports."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                targets = [f"{node.module}.{alias.name}" if f"{node.module}.{alias.name}" in modules else node.module
                           for alias in node.names]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            for target in targets:
                if target in modules and target != name:
                    graph.add_edge(name, target, line=node.lineno)
    return graph


def folder(module: str) -> str:
    return module.split(".")[1] if "." in module else "passlab"


def test_no_import_circle():
    circles = [sorted(c) for c in nx.strongly_connected_components(import_graph()) if len(c) > 1]
    assert circles == [], f"modules that import each other (directly or through others): {circles}"


def test_every_folder_is_ranked():
    folders = {folder(m) for m in import_graph()} - {"passlab", "__init__"}
    assert folders <= set(RANK), f"a folder missing from the flow's order: {sorted(folders - set(RANK))}"


def test_no_import_from_a_later_folder():
    graph = import_graph()
    upward = [f"{a} -> {b} (line {data['line']})" for a, b, data in graph.edges(data=True)
              if folder(a) in RANK and folder(b) in RANK and RANK[folder(a)] < RANK[folder(b)]]
    assert upward == [], "imports against the data flow:\n" + "\n".join(upward)


def test_the_check_sees_a_circle(tmp_path, monkeypatch):
    """The reader finds the kind of circle it guards against (a test that cannot fail is no test)."""
    fake = tmp_path / "passlab"
    (fake / "capture").mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "capture" / "__init__.py").write_text("")
    (fake / "capture" / "a.py").write_text("def f():\n    from passlab.capture.b import g\n")
    (fake / "capture" / "b.py").write_text("from passlab.capture import a\n")
    monkeypatch.setitem(globals(), "PACKAGE", fake)
    circles = [sorted(c) for c in nx.strongly_connected_components(import_graph()) if len(c) > 1]
    assert circles == [["passlab.capture.a", "passlab.capture.b"]]


def kernels_imports(package: Path) -> list[str]:
    """Imports of the top-level ``kernels`` package under ``package``: built-in kernels are found
    through ``passlab.frontend.registry``, never imported by name (a user's ``kernels`` may win)."""
    found = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                modules = [node.module]
            else:
                continue
            if any(m == "kernels" or m.startswith("kernels.") for m in modules):
                found.append(f"{path.relative_to(package.parent)}:{node.lineno}")
    return found


def test_nothing_under_passlab_imports_kernels():
    assert kernels_imports(PACKAGE) == [], "use passlab.frontend.registry instead"


def test_the_check_sees_a_kernels_import(tmp_path):
    fake = tmp_path / "passlab"
    fake.mkdir()
    (fake / "a.py").write_text("def f():\n    import kernels\n")
    (fake / "b.py").write_text("from kernels.fa_hopper import SPEC\nfrom passlab.commands import kernels\n")
    assert kernels_imports(fake) == ["passlab/a.py:2", "passlab/b.py:1"]
