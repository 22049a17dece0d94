from . import ops  # noqa: F401  (registers blind44_s579 ops)
