from .model import FP8MLP, compiled_mlp

__all__ = ["FP8MLP", "compiled_mlp"]
