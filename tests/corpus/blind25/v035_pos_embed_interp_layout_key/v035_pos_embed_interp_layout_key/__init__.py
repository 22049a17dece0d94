from .layout import ImageLayout
from .vision_embed import InterpolatedPosEmbed, SiglipLikeConnector

__all__ = ["ImageLayout", "InterpolatedPosEmbed", "SiglipLikeConnector"]
