"""``triton.Config`` warp-specialization options that Triton 3.2 and 3.3 had and later releases refuse.

Triton 3.2.0 and 3.3.x (PyPI wheels) take ``num_consumer_groups`` and ``num_buffers_warp_spec``
(with ``reg_dec_producer`` / ``reg_inc_consumer``) in ``triton.Config`` and ``CUDAOptions``; their
``make_ttgir`` runs the automatic WS passes on them (``tritongpu-warp-spec-task-partition``,
``-data-partition``, ``-code-partition``, ``-lowering``, from upstream PR 5622). Triton 3.4.0
removed them: WS is asked per loop with ``tl.range(..., warp_specialize=True)``. Guides and the
PyTorch 2.6 WS blog still teach the old kwargs, and under 3.4+ such a file raises ``TypeError:
Config.__init__() got an unexpected keyword argument 'num_consumer_groups'`` at import.

While a user's module loads, ``accept_retired_config_options`` lets ``triton.Config`` take these
two kwargs (only where the installed Triton does not), records them on the config, and puts
``Config.__init__`` back afterwards. Each config then compiles as it would without them (the
kwargs select nothing in this Triton); ``retired_options_note`` says so, and whether the kernel
gets warp specialization here at all.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
from typing import Any, Iterator, Mapping, Sequence

# The kwargs accepted at load. reg_dec_producer / reg_inc_consumer (3.2/3.3 too) stay refused:
# they set register counts the 3.4+ pipeline computes itself, and no guide sets them.
RETIRED_CONFIG_OPTIONS = ("num_consumer_groups", "num_buffers_warp_spec")
# Where a config created during the load keeps the values it was given.
RECORDED_ATTRIBUTE = "_passlab_retired_options"
# How the note starts (the --autotune table keeps the loader's notes that start so).
RETIRED_OPTIONS_NOTE = "triton.Config options of Triton 3.2/3.3"
# On sm_90, Triton 3.5/3.6 warp-specializes a loop only with num_warps=4 and otherwise drops the
# request silently (third_party/nvidia/hopper/lib/Transforms/WarpSpecialization.cpp).
HOPPER_WS_NUM_WARPS = 4


@contextlib.contextmanager
def accept_retired_config_options() -> Iterator[None]:
    """Within the block, ``triton.Config(..., num_consumer_groups=2, num_buffers_warp_spec=3)``
    loads under a Triton that refuses those kwargs; any other unknown kwarg still raises Triton's
    own TypeError. Nothing changes under a Triton that takes them (3.2, 3.3)."""
    try:
        from triton.runtime.autotuner import Config
    except ImportError:
        yield
        return
    original = Config.__dict__.get("__init__")
    if original is None:
        yield
        return
    known = inspect.signature(original).parameters
    missing = tuple(name for name in RETIRED_CONFIG_OPTIONS if name not in known)
    if not missing:
        yield
        return

    @functools.wraps(original)
    def __init__(self, *args, **kwargs):
        retired = {name: kwargs.pop(name) for name in missing if name in kwargs}
        original(self, *args, **kwargs)
        if retired:
            vars(self)[RECORDED_ATTRIBUTE] = retired

    Config.__init__ = __init__
    try:
        yield
    finally:
        Config.__init__ = original


def recorded_options(config: Any) -> dict[str, Any]:
    """The retired options a ``triton.Config`` was given while ``accept_retired_config_options``
    was on; empty under a Triton that takes them itself (3.2, 3.3: there they are real options,
    and the note would be wrong)."""
    return dict(vars(config).get(RECORDED_ATTRIBUTE, {}))


def retired_options_note(configs: Sequence[Any], ws_loop: bool, arch: int, triton_version: str) -> str:
    """One note for a kernel whose autotune configs gave the retired options (``configs``: the
    loader's ``AutotuneConfig`` list; ``ws_loop``: a loop of the kernel asks ``warp_specialize``);
    empty when none did."""
    given = [c for c in configs if c.retired_options]
    if not given:
        return ""
    listed = "; ".join(f"config {c.index}: " + ", ".join(f"{k}={v}" for k, v in c.retired_options.items())
                       for c in given)
    meaning = ("they asked Triton's automatic warp specialization to split the kernel into one producer "
               "warp group (the loads) and num_consumer_groups consumer warp groups (the dot and epilogue, "
               "the tile split among them), num_warps warps each (num_warps=4 and 2 consumer groups: "
               "4 x 3 = 12 warps), passing data through a num_buffers_warp_spec-slot shared-memory ring; "
               "num_consumer_groups=0 meant no WS")
    if arch // 10 == 9:
        rule = (f"on sm_90 it splits such a loop only when num_warps={HOPPER_WS_NUM_WARPS} "
                f"(a producer and 2 consumer warp groups, 12 warps, a ring of num_stages slots) and "
                f"drops the request silently otherwise")
    else:
        rule = f"on sm_{arch} Triton's partition scheduler picks the partitions and their warps itself"
    if not ws_loop:
        outcome = "this kernel has no loop with warp_specialize, so no warp specialization happens on this Triton"
    elif arch // 10 == 9:
        off = [str(c.index) for c in configs if c.num_warps != HOPPER_WS_NUM_WARPS]
        outcome = ("this kernel's warp_specialize loop is warp-specialized" +
                   (f" except in config(s) {', '.join(off)} (num_warps is not {HOPPER_WS_NUM_WARPS})" if off else ""))
    else:
        outcome = "this kernel's warp_specialize loop is warp-specialized by that scheduler"
    return (f"{RETIRED_OPTIONS_NOTE} ({listed}): {meaning}. Triton 3.4 removed them; this Triton "
            f"({triton_version}) refuses them and asks for WS per loop with tl.range(..., warp_specialize=True): "
            f"{rule}. passlab kept them in the config list and compiles each config without them, as "
            f"this Triton would; {outcome}")


def ws_loop_requested(fn: Any, configs: Sequence[Any]) -> bool:
    """Does a loop of ``fn`` ask for warp specialization: a literal ``warp_specialize=True``, or a
    constexpr that one of ``configs`` (or its default) sets True?"""
    from passlab.frontend.kernel_facts import kernel_facts
    try:
        requests = kernel_facts(fn).ws_requests
    except Exception:   # a source passlab cannot read: say no WS loop rather than fail the load
        return False
    defaults = _defaults(fn)
    return any(r.literal is True or (r.param and any({**defaults, **c.kwargs}.get(r.param) is True
                                                     for c in configs))
               for r in requests)


def _defaults(fn: Any) -> Mapping[str, Any]:
    try:
        return {k: p.default for k, p in inspect.signature(fn.fn).parameters.items()
                if p.default is not inspect.Parameter.empty}
    except (TypeError, ValueError, AttributeError):
        return {}
