from . import ops  # noqa: F401  (registers blind42_s472 ops)
