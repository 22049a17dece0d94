from .patch_embed import FlexiPatchEmbed
from .model import FlexiViT

__all__ = ["FlexiPatchEmbed", "FlexiViT"]
