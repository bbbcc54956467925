"""Frontend: what Triton's frontend knows about a kernel before it compiles, read without compiling.

Enters: a kernel reference (a built-in name from ``registry``, ``FILE.py:FUNC``, ``package.module:FUNC``
or a capture record), a target (``cuda:90``) and launch values. Leaves: typed values the compile child
uses: a ``KernelSpec`` and its configs (``kernelspec``, ``autotune``/``heuristics`` unwrapped by
``loader``), the language (Triton or Gluon) and the ``ASTSource`` (``language``), the launch's
specialization (``specialize``), facts read from the source (``kernel_facts``), the ``GPUTarget``
(``target``, with the CPU stand-in driver of ``target_driver`` and a note of the device queries a
module made at import, ``device_queries``), stand-ins for the tensors heuristics read (``launch_args``),
and launch records of a real program (``recorder`` writes them, ``capture_file``/``record_inputs`` read them back as untrusted).
Nothing here starts a process or writes a trace: that is ``capture/``.
"""
