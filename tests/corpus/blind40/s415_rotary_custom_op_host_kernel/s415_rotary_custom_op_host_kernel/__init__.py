from . import _custom_ops  # noqa: F401  (registers blind40_s415 ops)
