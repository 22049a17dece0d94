from .mlp import Int8MLP  # noqa: F401
