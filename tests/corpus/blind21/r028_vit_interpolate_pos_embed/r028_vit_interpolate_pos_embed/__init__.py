from .modeling_vit import VisionConfig, VisionTower, compiled_vision_tower

__all__ = ["VisionConfig", "VisionTower", "compiled_vision_tower"]
