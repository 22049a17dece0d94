from .model import PatchBackbone, compiled_backbone

__all__ = ["PatchBackbone", "compiled_backbone"]
