from .metrics import ResizeStats
from .pos_embed import InterpolatedPosEmbed
from .encoder import DynResEncoder

__all__ = ["ResizeStats", "InterpolatedPosEmbed", "DynResEncoder"]
