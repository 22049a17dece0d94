from .backbone import DinoBackbone, BackboneConfig

__all__ = ["DinoBackbone", "BackboneConfig"]
