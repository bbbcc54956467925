"""The README's folder tables ("How the code is laid out") match the tree.

A newcomer reads the tree from those tables, so a folder added without a row, or a row left behind
after a move, is a wrong map. Required rows: every folder under ``passlab/`` (at any depth) and
every top-level module there, every top-level folder of the repository that git tracks, and the
direct sub-folders of ``bench/`` and ``tests/``. Every path a row names must exist.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECTION = "## How the code is laid out"
# a table row's first cell: | `passlab/capture/` | ...
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|")
UNTRACKED = {"__pycache__", ".git", ".venv", "dumps", "build", ".whl", ".pytest_cache", ".hypothesis"}


def layout_rows(readme: str) -> set[str]:
    """The paths named in the first column of the tables of the layout section."""
    start = readme.index(SECTION)
    end = readme.find("\n## ", start + len(SECTION))
    section = readme[start:] if end < 0 else readme[start:end]
    return {m.group(1) for line in section.splitlines() if (m := ROW.match(line))}


def _folders(parent: Path) -> list[Path]:
    if not parent.is_dir():
        return []
    return sorted(p for p in parent.iterdir() if p.is_dir() and p.name not in UNTRACKED
                  and not p.name.endswith(".egg-info"))


def top_level_folders(root: Path) -> set[str]:
    """Top-level folders holding tracked files (git's view, so dumps/ or a venv never count);
    without git, every folder that is not a known build or cache folder."""
    try:
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True,
                                timeout=60).stdout.decode()
    except (OSError, subprocess.SubprocessError):
        listed = ""
    names = {path.split("/", 1)[0] for path in listed.split("\0") if "/" in path}
    if not names:
        names = {p.name for p in _folders(root)}
    return {f"{name}/" for name in names}


def required_rows(root: Path) -> set[str]:
    rows = top_level_folders(root)
    package = root / "passlab"
    rows |= {f"{p.relative_to(root).as_posix()}/" for p in package.rglob("*")
             if p.is_dir() and not set(p.relative_to(root).parts) & UNTRACKED}
    rows |= {f"passlab/{p.name}" for p in package.glob("*.py") if p.name != "__init__.py"}
    for parent in ("bench", "tests"):
        rows |= {f"{p.relative_to(root).as_posix()}/" for p in _folders(root / parent)}
    return rows


def layout_mismatch(root: Path) -> tuple[list[str], list[str]]:
    """(required but missing from the tables, named in the tables but absent from the tree)."""
    named = layout_rows((root / "README.md").read_text())
    missing = sorted(required_rows(root) - named)
    absent = sorted(path for path in named if not (root / path).exists())
    return missing, absent


def test_every_folder_has_a_row():
    missing, _ = layout_mismatch(ROOT)
    assert missing == [], f"README '{SECTION[3:]}' has no row for: {missing}"


def test_every_row_names_something_that_exists():
    _, absent = layout_mismatch(ROOT)
    assert absent == [], f"README '{SECTION[3:]}' names paths that do not exist: {absent}"


def _tree(tmp_path: Path, readme_rows: list[str], folders: list[str]) -> Path:
    for folder in ["passlab", *folders]:
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
    (tmp_path / "passlab" / "cli.py").write_text("")
    (tmp_path / "passlab" / "__init__.py").write_text("")
    table = "\n".join(f"| `{row}` | x |" for row in readme_rows)
    (tmp_path / "README.md").write_text(f"# p\n\n{SECTION}\n\n| folder | holds |\n| --- | --- |\n{table}\n\n## Next\n\n"
                                        "| `passlab/ghost/` | outside the section |\n")
    return tmp_path


def test_a_new_folder_without_a_row_is_caught(tmp_path):
    root = _tree(tmp_path, ["passlab/", "passlab/ir/", "passlab/cli.py", "tests/", "tests/cpu/"],
                 ["passlab/ir", "passlab/frontend/nested", "passlab/ir/__pycache__", "tests/cpu", "docs"])
    missing, absent = layout_mismatch(root)
    assert missing == ["docs/", "passlab/frontend/", "passlab/frontend/nested/"]
    assert absent == []


def test_a_row_for_a_moved_folder_is_caught(tmp_path):
    root = _tree(tmp_path, ["passlab/", "passlab/cli.py", "passlab/settings.py", "passlab/capture/", "bench/"],
                 ["bench"])
    missing, absent = layout_mismatch(root)
    assert missing == []
    assert absent == ["passlab/capture/", "passlab/settings.py"]
