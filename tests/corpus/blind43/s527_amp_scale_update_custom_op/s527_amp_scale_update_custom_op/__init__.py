from . import amp_ops  # noqa: F401  registers blind43_s527 ops
