from . import ops  # noqa: F401  (registers blind41_s423::* ops)
