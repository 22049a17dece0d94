from .mlp import GatedMLP, compiled_mlp

__all__ = ["GatedMLP", "compiled_mlp"]
