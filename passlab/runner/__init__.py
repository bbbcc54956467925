"""Launch passlab's kernels on a GPU: inputs, numerics against a torch reference, timing.

torch is imported only inside the functions that need a GPU, never when this package is
imported: compile-side commands must keep working on a CPU machine without torch.
"""
