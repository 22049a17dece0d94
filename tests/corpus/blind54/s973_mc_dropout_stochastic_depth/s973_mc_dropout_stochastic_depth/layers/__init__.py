from .regularization import DropPath, StochasticDepth, drop_path

__all__ = ["DropPath", "StochasticDepth", "drop_path"]
