"""Sweeps: many compiles of one request's variants (autotune configs, Triton versions, a corpus).

Enters: ``CompileRequest``s (``capture.child``). Leaves: one ``PlainCompile`` (a table row's
compile) or trace directory per request, in the order asked, with progress as each finishes.
``pool`` keeps warm compile workers on this machine (a fork server, ``worker``, and the resident
workers it forks, ``resident``, that compile one job after another), ``cache`` stores finished compiles by
content, ``engine`` runs a sweep through the cache and then the pool or, with ``--cluster``,
a Dask cluster (``cluster``, ``remote``).
"""
