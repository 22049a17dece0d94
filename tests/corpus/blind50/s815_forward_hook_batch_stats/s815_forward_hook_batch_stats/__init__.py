from . import batch_stats  # noqa: F401  (registers hooks)
