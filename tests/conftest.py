"""Shared fixtures: traces are compiled once per test session and shared by every test."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
# Upstream files kept as test inputs (tests/data/consan/test_consan.py is Triton's own GPU test):
# read by the tests, never collected as tests here.
collect_ignore_glob = ["data/*"]

# The compile cache of sweeps (--autotune) is one per test session, never the user's: a test sees
# the cache only as far as it fills it itself (the passlab children inherit this).
if "PASSLAB_CACHE" not in os.environ:
    os.environ["PASSLAB_CACHE"] = tempfile.mkdtemp(prefix="passlab-test-cache-")


def _passlab_plugin_installed() -> bool:
    from importlib.metadata import entry_points
    return any(ep.value == "passlab.regress.pytest_plugin" for ep in entry_points(group="pytest11"))


# passlab's pytest plugin (passlab_trace, --passlab-update) comes from its pytest11 entry point
# once installed; a checkout without it loads the module here (loading both would register twice).
pytest_plugins = [] if _passlab_plugin_installed() else ["passlab.regress.pytest_plugin"]


@pytest.fixture(scope="session")
def trace_of(tmp_path_factory):
    """``trace_of("matmul_hopper", config=None, target="cuda:90", **overrides)`` -> Trace, cached per session."""
    from passlab.capture.child import CompileRequest
    from passlab.capture.trace import trace_kernel

    cache: dict = {}
    root = tmp_path_factory.mktemp("traces")

    def get(kernel: str, config: str | None = None, target: str = "cuda:90", **overrides):
        key = (kernel, config, target, tuple(sorted(overrides.items())))
        if key not in cache:
            out = root / f"t{len(cache):03d}"
            cache[key] = trace_kernel(CompileRequest(kernel, config, overrides, target), out)
        return cache[key]

    return get


def pytest_configure(config):
    """``pytest FILE::TEST`` runs that test even when it is marked ``long`` or ``versions``: the default
    selection (pyproject addopts ``-m "not long and not versions"``) would deselect it silently. A ``-m``
    on the command line wins."""
    args = [str(arg) for arg in config.invocation_params.args]
    explicit_m = any(arg == "-m" or (arg.startswith("-m") and not arg.startswith("--")) for arg in args)
    if config.option.markexpr in ("not long", "not long and not versions") and not explicit_m and any("::" in arg for arg in args):
        config.option.markexpr = ""
    _interruptible_children()


def _interruptible_children() -> None:
    """The interrupt tests send SIGINT as a terminal's Ctrl-C would. A suite started in the
    background (``nohup pytest &``, ``pytest &`` in a script) inherits SIGINT *ignored*, every
    passlab it starts inherits that too, and Python then installs no KeyboardInterrupt handler:
    the tests would measure the launcher, not passlab. Children of a handled SIGINT start with the
    default disposition, as under a terminal."""
    import signal
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)


def pytest_collection_modifyitems(config, items):
    """GPU tests skip with a reason where no CUDA GPU is visible."""
    gpu_items = [item for item in items if "gpu" in item.keywords]
    if not gpu_items:
        return
    reason = _gpu_missing_reason()
    if reason:
        for item in gpu_items:
            item.add_marker(pytest.mark.skip(reason=reason))


def _gpu_missing_reason() -> str | None:
    try:
        import torch
    except ImportError:
        return "needs torch with CUDA (pip install -e '.[gpu]') and a GPU"
    if not torch.cuda.is_available():
        return "needs a CUDA GPU (none visible)"
    return None


@pytest.fixture(scope="session")
def report_browser():
    """A headless Chromium context (``passlab.report.browser``) shared by the report tests. Skips with
    the reason when Chromium or Playwright is missing, except under ``PASSLAB_REQUIRE_BROWSER=1``
    (set by ``.ci/run``), where a missing browser fails: CI must never pass by skipping them."""
    import os

    from passlab.report.browser import browser, unavailable_reason

    reason = unavailable_reason()
    if reason:
        if os.environ.get("PASSLAB_REQUIRE_BROWSER") == "1":
            pytest.fail(f"PASSLAB_REQUIRE_BROWSER=1 but {reason}")
        pytest.skip(reason)
    with browser() as context:
        yield context
