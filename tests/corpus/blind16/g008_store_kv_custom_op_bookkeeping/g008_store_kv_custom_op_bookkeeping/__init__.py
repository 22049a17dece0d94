from . import kv_ops  # noqa: F401  (registers the custom ops)
