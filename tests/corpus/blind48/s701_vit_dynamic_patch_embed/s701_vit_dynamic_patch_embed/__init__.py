from .configuration_vit import ViTConfig
from .modeling_vit import ViTModel, vit_encoder

__all__ = ["ViTConfig", "ViTModel", "vit_encoder"]
