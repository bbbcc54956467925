"""Start a passlab child: ``python /path/to/child_launcher.py PROJECT_ROOT MODULE ARGS...``.

``python -m MODULE`` puts the working directory first on ``sys.path``, so a user's folder holding
a ``passlab/`` or ``triton/`` package (a Triton source checkout's ``python/`` folder) would replace
passlab's or Triton's code in every child. This file is run by its path, which works on any Python
(``-P`` needs 3.11 and ``--python`` may name an older one): ``sys.path`` becomes passlab's root,
then the interpreter's own path without this file's folder, '' and the working directory, then
the working directory last, so a package found only there (``mypkg.ops:kernel``) still imports.
Under another interpreter (``--python``) of the same Python version, passlab's own site-packages
come after the interpreter's own (``PASSLAB_PARENT_SITE``): the kernel's torch or library imports,
Triton is the interpreter's.
passlab's root is first only while ``passlab`` itself is imported; then it goes back where the
interpreter had it (or last but the working directory): the root also holds ``kernels/`` and
``cli.py``, which must not hide a user's modules of those names (``kernels.mine:add_kernel``).
"""

import sys

del sys.path[0]   # this file's folder: passlab/capture/ holds trace.py, settings.py, ... (stdlib names)

import importlib  # noqa: E402 (after the path fix on purpose)
import os  # noqa: E402
import runpy  # noqa: E402


def _is_cwd(entry: str, cwd: str) -> bool:
    return entry in ("", ".") or os.path.realpath(entry) == cwd


def _add_parent_site(value: str) -> None:
    """passlab's own site-packages after this interpreter's (``child.parent_site``), only on the same
    Python version. They hold passlab's Triton too, but later on the path: this interpreter's
    Triton, the one asked for, is found first."""
    version, _, folders = value.partition(":")
    if version != "%d.%d" % sys.version_info[:2]:
        return
    import site
    for folder in filter(None, folders.split(os.pathsep)):
        if folder not in sys.path:
            site.addsitedir(folder)


def main() -> None:
    root, module = sys.argv[1], sys.argv[2]
    cwd = os.path.realpath(os.getcwd())
    path = [p for p in sys.path if not _is_cwd(p, cwd)]
    sys.path[:] = [root] + [p for p in path if p != root] + [cwd]
    importlib.import_module("passlab")  # from the root, ahead of any other passlab installed or in the cwd
    sys.path[:] = path if root in path else path + [root]
    _add_parent_site(os.environ.get("PASSLAB_PARENT_SITE", ""))
    sys.path.append(cwd)
    sys.argv[:] = [module, *sys.argv[3:]]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


main()
