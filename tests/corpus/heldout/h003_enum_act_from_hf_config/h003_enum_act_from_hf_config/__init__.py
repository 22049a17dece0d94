from .mlp import FeedForward  # noqa: F401
