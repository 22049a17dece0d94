from .model import LlamaMLP, build_mlp

__all__ = ["LlamaMLP", "build_mlp"]
