from . import ops  # noqa: F401  (registers custom ops)
