from . import token_counters  # noqa: F401  (populates the registry)
