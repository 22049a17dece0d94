from . import ops  # noqa: F401  (registers blind48_s708 ops)
