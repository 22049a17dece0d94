from . import ops  # noqa: F401  (registers blind44_s558 custom ops)
