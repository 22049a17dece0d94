from . import penalty_ops  # noqa: F401  (registers custom ops)
