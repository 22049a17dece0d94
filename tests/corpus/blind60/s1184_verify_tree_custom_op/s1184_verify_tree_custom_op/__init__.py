from . import tree_ops  # noqa: F401  (registers the ops)
