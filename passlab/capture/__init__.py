"""Capture: a compile request in, a trace directory out.

Enters: a ``CompileRequest`` (kernel reference, config, target) from ``commands/``. The compile runs
in a child process (``child``, ``child_main``, ``compile_child``) with Triton's dump knobs set; the
child parses the request once into a typed ``CompileJob`` (``job``); what the kernel is comes from
``frontend/``. Leaves: a ``Trace`` on disk (``trace``): the manifest
(``manifest_schema``), ordered pass snapshots (``snapshots``), the stage map (``stages``), the outcome
(``outcome``) and the final artifacts. ``autotune`` traces every config of a kernel; ``program`` runs
a user's program under the launch recorder (``passlab capture``).
"""
