"""Loaded by every Python process that ``passlab capture`` starts (this folder is on PYTHONPATH).

It installs passlab's compile recorder the moment the program imports ``triton`` (programs that
never import Triton pay nothing), then hands over to the program's own ``sitecustomize``, if any.
This folder holds this file only, and passlab's own root goes at the END of ``sys.path``: the
program's modules (its own ``kernels`` package, a ``cli.py``) win over passlab's.
"""

import importlib
import importlib.abc
import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_PASSLAB_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(_HERE)))  # bootstrap/ capture/ passlab/


class _AfterTritonImport(importlib.abc.MetaPathFinder):
    """Finds nothing itself; wraps the loader of ``triton`` so the recorder installs right after it."""

    def find_spec(self, name, path=None, target=None):
        if name != "triton":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def exec_then_install(module):
            exec_module(module)
            try:
                from passlab.frontend.recorder import install
                install()
            except Exception as exc:  # never break the program being captured
                print(f"passlab capture: recorder not installed: {type(exc).__name__}: {exc}", file=sys.stderr)

        spec.loader.exec_module = exec_then_install
        return spec


# The names are passlab.settings.CAPTURE_FILE and CAPTURE_LOADED (passlab is not importable yet).
if os.environ.get("PASSLAB_CAPTURE_FILE"):
    sys.meta_path.insert(0, _AfterTritonImport())
    if not any(os.path.abspath(p or ".") == _PASSLAB_ROOT for p in sys.path):
        sys.path.append(_PASSLAB_ROOT)
    try:  # tell passlab this process can record (python -I/-E/-S would not get here)
        open(os.environ["PASSLAB_CAPTURE_LOADED"], "a").close()
    except (KeyError, OSError):
        pass

# Chain to the program's own sitecustomize (ours shadows it on sys.path). The import system reads
# sys.modules["sitecustomize"] back after this file runs, so it must hold a module in the end.
_self = sys.modules.pop("sitecustomize", None)
_path = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
_saved, sys.path[:] = list(sys.path), _path
try:
    importlib.import_module("sitecustomize")
except ImportError:
    sys.modules["sitecustomize"] = _self
finally:
    sys.path[:] = _saved
