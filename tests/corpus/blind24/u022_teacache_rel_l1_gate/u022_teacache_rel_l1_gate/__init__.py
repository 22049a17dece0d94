"""Video DiT with TeaCache-style timestep-embedding-aware step caching."""
from .teacache import TeaCacheState, enable_teacache
from .video_dit import VideoDiT, VideoDiTConfig

__all__ = ["TeaCacheState", "enable_teacache", "VideoDiT", "VideoDiTConfig"]
