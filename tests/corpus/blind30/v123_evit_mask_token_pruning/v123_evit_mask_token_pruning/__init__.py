from .model import PrunedViT, compiled_vit

__all__ = ["PrunedViT", "compiled_vit"]
