"""Dynamic-NTK rotary attention used by the decode server."""
from .config import RopeConfig
from .attention import NTKAttention, build_attention

__all__ = ["RopeConfig", "NTKAttention", "build_attention"]
