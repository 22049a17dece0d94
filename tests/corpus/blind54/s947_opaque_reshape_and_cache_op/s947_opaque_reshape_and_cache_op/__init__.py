from . import _custom_ops  # noqa: F401  (registers the ops)
