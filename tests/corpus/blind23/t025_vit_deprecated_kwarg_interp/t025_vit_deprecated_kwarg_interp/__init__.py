from .modeling_vit import ViTConfig, ViTModel

__all__ = ["ViTConfig", "ViTModel"]
