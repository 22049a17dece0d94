from . import ops  # noqa: F401  (registers blind45_s589 ops)
