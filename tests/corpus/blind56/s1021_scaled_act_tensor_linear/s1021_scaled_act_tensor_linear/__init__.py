from .model import SmallGatedMLP, build_model

__all__ = ["SmallGatedMLP", "build_model"]
